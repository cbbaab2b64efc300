"""The block "Readings declared in the code" under a law that a rule set reads.

Where a text is silent or ambiguous, a rule set of the code declares a *reading*
(``games.core.options.reading``): a field that knows its law, its choices and
what each means.  The registry keeps them (:func:`.discovery.discover_readings`);
here they are written under the law's status line, grouped by field: one entry
per question, its choices with their explanations, and which rule set takes which
choice ("default in PEEL, FOSTER").  The same records go into ``laws.json``.

In HTML the block is a ``<details>`` (folded: its summary names the questions); in
other formats (EPUB, LaTeX, text) a plain titled block.
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

from . import nodes as lnodes
from .registry import registry
from .tables import doc_order
from .util import get_ids

BLOCK_TITLE = "Readings declared in the code"


def readings_of(app: Sphinx, law_id: str) -> list[dict[str, Any]]:
    """The records of the readings of ``law_id`` (one per rule set and field), in registration order."""
    return registry(app).readings.get(law_id, [])


def grouped(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The readings of one law, one entry per field (the same question asked the same way), with the
    rule sets taking each choice: ``{"title", "field", "class", "doc", "laws", "choices": [(shown,
    explanation, [(rule set, its title), ...])]}``."""
    groups: dict[tuple, dict[str, Any]] = {}
    for rec in records:
        # (not the declaring class: a rule set's subclass that declares the field again with its own
        # default, as Foster's Poker does, asks the same question in the same words)
        key = (rec["field"], rec["title"], rec["doc"], tuple(rec["choices_shown"]), tuple(rec["explanations_shown"]))
        group = groups.get(key)
        if group is None:
            group = groups[key] = {
                "title": rec["title"], "field": rec["field"], "class": rec["class"], "doc": rec["doc"],
                "laws": rec["laws"],
                "choices": [(shown, expl, []) for shown, expl in zip(rec["choices_shown"], rec["explanations_shown"])],
            }
        for shown, _, takers in group["choices"]:
            if shown == rec["default_shown"]:
                takers.append((rec["rule_set"], rec["rule_set_title"]))
    return list(groups.values())


_LAW_NUMBERS = re.compile(r"\b([Ll])aw(s?) (\d+[a-z]?)\b")


def book_words(app: Sphinx, law_id: str, text: str) -> str:
    """The code's words about its law in the book's own word: "law 54" is "Rule 54" under a
    code whose book calls its laws Rules (the unit of ``games.laws.CODES``)."""
    code = law_id.partition(":")[0]
    unit = get_ids(app.env).units.get(code, "law")
    if unit in ("law", "\u00b6", "round") or not text:
        return text
    return _LAW_NUMBERS.sub(lambda m: f"{unit.capitalize()}{m.group(2)} {m.group(3)}", text)


def _title(text: str) -> str:
    return text[:1].upper() + text[1:]


def _field_ref(app: Sphinx, fromdoc: str, group: dict[str, Any]) -> nodes.Node:
    """The field, code-formatted, linked to its entry on the API page (else to its class's)."""
    cls = group["class"]
    leaf = group["field"].rpartition(".")[2]
    text = group["field"] if "." in group["field"] else f"{cls.rpartition('.')[2]}.{leaf}"
    literal = nodes.literal(text, text)
    if app.builder.format != "html":
        return literal
    py = app.env.get_domain("py")
    for dotted in (f"{cls}.{leaf}", cls):
        entry = py.objects.get(dotted)
        if entry is not None:
            uri = app.builder.get_relative_uri(fromdoc, entry.docname) + "#" + entry.node_id
            return nodes.reference("", "", literal, refuri=uri, internal=True, reftitle=f"{cls}.{leaf}",
                                   classes=["law-reading-field"])
    return literal


def _law_ref(app: Sphinx, fromdoc: str, law_id: str) -> nodes.Node:
    label = get_ids(app.env).label(law_id)
    rec = app.env.get_domain("law").laws.get(law_id)
    if rec is None or app.builder.format != "html":
        return nodes.inline(label, label)
    uri = app.builder.get_relative_uri(fromdoc, rec["docname"]) + "#" + rec["anchor"]
    return nodes.reference(label, label, refuri=uri, internal=True, classes=["law-ref"])


def _in_text_order(env, law_ids: list[str]) -> list[str]:
    """Law ids as they come in the edition (unknown ones last, as given)."""
    domain = env.get_domain("law")
    laws = domain.laws
    known = [i for i in law_ids if i in laws]
    if len(known) > 1:
        rank = {d: n for n, d in enumerate(doc_order(env))}
        known.sort(key=lambda i: (rank.get(laws[i]["docname"], len(rank)), laws[i]["seq"]))
    return known + [i for i in law_ids if i not in laws]


def _rule_sets(takers: list[tuple[str, str]]) -> list[nodes.Node]:
    out: list[nodes.Node] = []
    for i, (name, title) in enumerate(takers):
        if i:
            out.append(nodes.Text(", "))
        out.append(nodes.abbreviation(name, name, explanation=title) if title else nodes.Text(name))
    return out


def reading_entry(app: Sphinx, fromdoc: str, law_id: str, group: dict[str, Any]) -> nodes.container:
    """One question: its title and field, its explanation, its choices and who takes each."""
    box = nodes.container(classes=["law-reading"])
    head = nodes.paragraph("", "", classes=["law-reading-head"])
    title = _title(group["title"] or group["field"])
    head += nodes.strong(title, title, classes=["law-reading-title"])
    head += nodes.Text(" \u00b7 ")
    head += _field_ref(app, fromdoc, group)
    others = _in_text_order(app.env, [i for i in group["laws"] if i != law_id])
    if others:
        head += nodes.Text(" \u00b7 also a reading of ")
        for i, other in enumerate(others):
            if i:
                head += nodes.Text(", ")
            head += _law_ref(app, fromdoc, other)
    box += head
    if group["doc"]:
        doc = book_words(app, law_id, group["doc"])
        box += nodes.paragraph(doc, doc, classes=["law-reading-doc"])
    explained = any(expl for _, expl, _ in group["choices"])
    items = nodes.bullet_list(classes=["law-reading-choices"] + ([] if explained else ["law-reading-choices-inline"]))
    for shown, expl, takers in group["choices"]:
        item = nodes.list_item(classes=["law-reading-chosen"] if takers else [])
        para = nodes.paragraph()
        para += nodes.literal(shown, shown, classes=["law-reading-value"])
        if takers:
            para += nodes.Text(" ")
            mark = nodes.inline("", "", classes=["law-reading-default"])
            mark += nodes.Text("default in ")
            for n in _rule_sets(takers):
                mark += n
            para += mark
        if expl:
            para += nodes.Text(" \u2014 " + book_words(app, law_id, expl))
        item += para
        items += item
    box += items
    return box


def readings_block(app: Sphinx, fromdoc: str, law_id: str) -> list[nodes.Node]:
    """The block under the law (``[]`` when no rule set declares a reading of it)."""
    groups = grouped(readings_of(app, law_id))
    if not groups:
        return []
    entries = [reading_entry(app, fromdoc, law_id, g) for g in groups]
    questions = "; ".join(_title(g["title"] or g["field"]) for g in groups)
    if app.builder.name in ("html", "dirhtml"):
        block = lnodes.law_readings("", *entries, classes=["apparatus", "law-readings"], law_id=law_id,
                                    summary=f"{BLOCK_TITLE}: {questions}")
        return [block]
    block = nodes.container("", classes=["apparatus", "law-readings"])
    head = nodes.paragraph("", "", classes=["law-readings-title"])
    head += nodes.strong(BLOCK_TITLE, BLOCK_TITLE)
    block += head
    block.extend(entries)
    return [block]
