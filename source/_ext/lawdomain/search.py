"""Search that finds the law: every law a search result of its own.

Sphinx's search (``searchindex.js``, the theme's search page) ranks whole pages: a search for
"straddle" listed the pages that use the word, each under its page title, and a law reached
through an index entry showed only its page's title.  The build writes ``_static/law-search.js``
(loaded by the search page only): for every law its title in the reader's terms ("Peel, Draw
Poker, Rule 21"), its page and anchor, and its text, and for every term of art its forms and
the laws where it is defined or that govern it (``laws_search_definitions``: term -> law ids, most
authoritative first; ``conf.py`` fills it from the glossary's data).  ``lawsearch.js`` (static)
adds the laws to the search's own results: the law that defines or governs a word first, then
the laws whose text uses it, above the pages; each lands on the law's anchor, and its excerpt
is the law's text (the glossary's pop-ups and the apparatus are left out of every excerpt).
Nothing is fetched from another host.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

from sphinx.application import Sphinx

from . import ids
from .tables import ordered_laws
from .terms import TERMS
from .util import get_ids

#: The data file (in ``_static/``) and the script (the domain's ``static/``).
DATA_FILE = "law-search.js"
SCRIPT = "lawsearch.js"


def search_title(env: Any, law_id: str) -> str:
    """A law's title in the search results: its book, its part, its number in the book's word
    (``Peel, Draw Poker, Rule 21``; ``Foster, The Laws of Whist, law 71``)."""
    checker = get_ids(env)
    code, _ = ids.split(law_id)
    rec = checker.record(code)
    if rec is None:
        return checker.label(law_id)
    book = getattr(rec, "book", None)
    who = (getattr(book, "author_family", "") or checker.labels.get(code, code).split(",")[0]).strip()
    part = (getattr(rec, "part", "") or "").removeprefix("Rules of ").strip()
    return ", ".join(x for x in (who, part, checker.number_label(law_id)) if x)


def search_data(app: Sphinx) -> dict[str, Any]:
    env = app.env
    laws = []
    for law_id, rec in ordered_laws(env):
        laws.append([law_id, search_title(env, law_id), rec["docname"], rec["anchor"], rec["text"]])
    known = {law[0] for law in laws}
    terms_cfg = app.config.laws_search_terms or TERMS
    defs = app.config.laws_search_definitions or {}
    terms = []
    for term in sorted(set(terms_cfg) | set(defs)):
        spec = terms_cfg.get(term, ())
        patterns = list(spec["forms"] if isinstance(spec, dict) else spec) or [re.escape(term)]
        terms.append([term, patterns, [i for i in defs.get(term, ()) if i in known]])
    return {"laws": laws, "terms": terms}


def write_search_data(app: Sphinx, exc: Exception | None) -> None:
    if exc is not None or app.builder.format != "html" or app.builder.name.startswith("epub"):
        return
    static = os.path.join(app.outdir, "_static")
    os.makedirs(static, exist_ok=True)
    text = json.dumps(search_data(app), ensure_ascii=False, separators=(",", ":"))
    with open(os.path.join(static, DATA_FILE), "w", encoding="utf-8") as f:
        f.write(f"window.LAW_SEARCH = {text};\n")


def add_search_scripts(app: Sphinx, pagename: str, templatename: str, context: dict, doctree) -> None:
    """The search page (only) loads the laws' data and the script that ranks them."""
    if pagename != "search" or app.builder.name.startswith("epub"):
        return
    app.add_js_file(DATA_FILE, priority=600)
    app.add_js_file(SCRIPT, priority=601)


def connect(app: Sphinx) -> None:
    app.add_config_value("laws_search_definitions", {}, "env", types=(dict,))
    app.connect("html-page-context", add_search_scripts)
    app.connect("build-finished", write_search_data)
