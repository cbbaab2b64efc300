"""The glossary: terms of art linked from their uses in the texts, with the gloss in place.

The terms are data (``terms.yaml``, read by ``glossary_terms``).  When a page of the texts is
written, the first use of each term in each law (each paragraph of the edition,
each sub-clause) becomes a link to the term's entry on the glossary page, and
the reader sees the gloss in place: on hover and on keyboard focus (a CSS
tooltip, ``role="tooltip"``, tied to the link by ``aria-describedby``).  For
print and EPUB each gloss is also a footnote at the foot of its law: a letter
after the term, the gloss under the law (hidden on screen; shown by
``print.css``; in EPUB an ``epub:type`` note reference and footnote).

Nothing is added to the source pages and nothing is kept in the pickled
doctrees: the uses are found when a document is read (to list them on the
glossary page) and the links are made at ``doctree-resolved``, on the copy of
the doctree that is written.  ``laws.json`` (read from the doctrees) is
unchanged, and everything the glossary adds to a law carries the class
``apparatus`` (the fidelity test leaves it out) and ``no-search``.

The page ``source/glossary.md`` holds ``:::{glossary-terms}``: every entry,
with its gloss, where the meaning comes from (the laws that define or show it)
and, generated, every law that uses it.  A term that no law uses is a build
warning (an error under ``-W``).
"""

from __future__ import annotations

import re
from html import escape
from typing import Any, Iterable, Iterator

from docutils import nodes
from docutils.statemachine import StringList
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from glossary_terms import TERMS

logger = logging.getLogger(__name__)

GLOSSARY_DOC = "glossary"

#: Inline nodes whose text is never glossed (the law domain's markers, links, code).
_SKIP_NAMES = {"emendation", "page_marker", "fnref", "law_status", "emend_mark", "gloss_term", "gloss_notes"}
_SKIP_TYPES = (nodes.literal, nodes.reference, addnodes.pending_xref, nodes.raw, nodes.comment, nodes.target,
               nodes.title, nodes.system_message, nodes.substitution_definition)


class Term:
    __slots__ = ("term", "slug", "gloss", "basis", "codes", "regex")

    def __init__(self, rec: dict[str, Any]):
        self.term = rec["term"]
        self.slug = rec["slug"]
        self.gloss = rec["gloss"]
        self.basis = rec["basis"]
        self.codes = tuple(rec["codes"]) if rec.get("codes") else None
        alts = "|".join(f"(?:{f})" for f in rec["forms"])
        self.regex = re.compile(rf"(?<!\w)(?:{alts})(?!\w)", re.IGNORECASE)

    def applies_to(self, code: str) -> bool:
        return self.codes is None or code in self.codes


def load_terms(records: Iterable[dict[str, Any]] = TERMS) -> list[Term]:
    terms = [Term(r) for r in records]
    slugs = [t.slug for t in terms]
    dupes = sorted({s for s in slugs if slugs.count(s) > 1})
    if dupes:
        raise ValueError(f"glossary: duplicate slugs {dupes}")
    return terms


_TERMS = load_terms()
BY_SLUG = {t.slug: t for t in _TERMS}


# --- finding the uses --------------------------------------------------------------------------------

def is_law(node: nodes.Node) -> bool:
    return isinstance(node, nodes.Element) and bool(node.get("law_id")) and "law" in node.get("classes", [])


def _skipped(node: nodes.Node) -> bool:
    if isinstance(node, _SKIP_TYPES) or type(node).__name__ in _SKIP_NAMES:
        return True
    return isinstance(node, nodes.Element) and "apparatus" in node.get("classes", [])


def _own_text_nodes(law: nodes.Element) -> Iterator[nodes.Text]:
    """The Text nodes of a law's own text, in order (sub-clauses and the apparatus left out)."""
    def walk(node: nodes.Element) -> Iterator[nodes.Text]:
        for child in node.children:
            if isinstance(child, nodes.Text):
                yield child
            elif isinstance(child, nodes.Element) and not is_law(child) and not _skipped(child):
                yield from walk(child)
    yield from walk(law)


def first_uses(law: nodes.Element, terms: list[Term] | None = None) -> list[tuple[nodes.Text, int, int, Term]]:
    """The first use of each applicable term in ``law``'s own text: (text node, start, end, term),
    in document order.  Where two terms' forms overlap the longer (leftmost) match wins."""
    terms = _TERMS if terms is None else terms
    code = law["law_id"].split(":", 1)[0]
    wanted = [t for t in terms if t.applies_to(code)]
    used: set[str] = set()
    out: list[tuple[nodes.Text, int, int, Term]] = []
    for text in _own_text_nodes(law):
        s = str(text)
        found = []
        for t in wanted:
            if t.slug in used:
                continue
            for m in t.regex.finditer(s):
                found.append((m.start(), -(m.end() - m.start()), m.end(), t))
        found.sort(key=lambda f: (f[0], f[1]))
        pos = 0
        for start, _, end, t in found:
            if start < pos or t.slug in used:
                continue
            used.add(t.slug)
            out.append((text, start, end, t))
            pos = end
    return out


def laws_of(doctree: nodes.Node) -> Iterator[nodes.Element]:
    for node in doctree.findall(nodes.Element):
        if is_law(node):
            yield node


# --- nodes -------------------------------------------------------------------------------------------

class gloss_term(nodes.inline):
    """A use of a term: link to its entry, the gloss as a tooltip, a footnote letter for print."""


class gloss_notes(nodes.General, nodes.Element):
    """The glosses of one law, as footnotes (print and EPUB; hidden on screen)."""


class gloss_uses(nodes.General, nodes.Element):
    """Placeholder on the glossary page: the laws that use a term (filled at doctree-resolved)."""


def visit_gloss_term_html(self, node: gloss_term) -> None:
    epub = self.builder.name.startswith("epub")
    self.body.append('<span class="gloss-wrap">')
    attrs = f' aria-describedby="{node["tip_id"]}"' if not epub else ""
    self.body.append(f'<a class="gloss" href="{escape(node["href"], quote=True)}"{attrs}>')


def depart_gloss_term_html(self, node: gloss_term) -> None:
    epub = self.builder.name.startswith("epub")
    term, gloss = escape(node["term"]), escape(node["gloss"])
    self.body.append("</a>")
    ref = ' epub:type="noteref"' if epub else ' tabindex="-1" aria-hidden="true"'
    self.body.append(f'<sup class="apparatus gloss-mark"><a href="#{node["note_id"]}"{ref}>'
                     f'{node["mark"]}</a></sup>')
    if not epub:
        self.body.append(f'<span class="apparatus gloss-tip" role="tooltip" id="{node["tip_id"]}">'
                         f'<b>{term}</b>: {gloss}</span>')
    self.body.append("</span>")


def visit_gloss_notes_html(self, node: gloss_notes) -> None:
    epub = self.builder.name.startswith("epub")
    out = ['<div class="apparatus law-glosses no-search">']
    for note in node["notes"]:
        body = (f'<span class="gloss-note-mark">{note["mark"]}</span> <b>{escape(note["term"])}</b>: '
                f'{escape(note["gloss"])}')
        if epub:
            out.append(f'<aside epub:type="footnote" class="gloss-note" id="{note["note_id"]}"><p>{body}</p></aside>')
        else:
            out.append(f'<p class="gloss-note" id="{note["note_id"]}">{body}</p>')
    out.append("</div>")
    self.body.append("".join(out))
    raise nodes.SkipNode


def _skip(self, node) -> None:
    raise nodes.SkipNode


def _text_gloss_term(self, node) -> None:  # other builders: the term stays as plain text
    pass


# --- events ------------------------------------------------------------------------------------------

def _anchor(law: nodes.Element) -> str:
    return law.get("anchor") or (law["ids"][0] if law.get("ids") else "")


def on_doctree_read(app: Sphinx, doctree: nodes.document) -> None:
    env = app.env
    uses: dict[str, list[tuple[str, str, str]]] = {}
    for law in laws_of(doctree):
        for _, _, _, term in first_uses(law):
            uses.setdefault(term.slug, []).append((law["law_id"], env.docname, _anchor(law)))
    store = getattr(env, "glossary_uses", None)
    if store is None:
        store = env.glossary_uses = {}
    if uses:
        store[env.docname] = uses
    else:
        store.pop(env.docname, None)


def on_purge_doc(app: Sphinx, env, docname: str) -> None:
    getattr(env, "glossary_uses", {}).pop(docname, None)


def on_merge_info(app: Sphinx, env, docnames, other) -> None:
    store = getattr(env, "glossary_uses", None)
    if store is None:
        store = env.glossary_uses = {}
    for d in docnames:
        if d in getattr(other, "glossary_uses", {}):
            store[d] = other.glossary_uses[d]


def on_get_updated(app: Sphinx, env) -> list[str]:
    return [GLOSSARY_DOC] if GLOSSARY_DOC in env.all_docs else []


#: The books in the order the edition presents them (the uses are listed book by book).
BOOK_ORDER = ("peel/", "hoffmann/", "foster/", "enquire-within/")


def _doc_order(docname: str) -> tuple[int, str]:
    for i, prefix in enumerate(BOOK_ORDER):
        if docname.startswith(prefix):
            return i, docname
    return len(BOOK_ORDER), docname


def all_uses(env) -> dict[str, list[tuple[str, str, str]]]:
    """slug -> [(law id, docname, anchor)], in the order of the documents and of their laws."""
    out: dict[str, list[tuple[str, str, str]]] = {}
    store = getattr(env, "glossary_uses", {})
    for doc in sorted(store, key=_doc_order):
        for slug, items in store[doc].items():
            out.setdefault(slug, []).extend(items)
    return out


def on_check_consistency(app: Sphinx, env) -> None:
    if GLOSSARY_DOC not in env.all_docs:
        return
    used = all_uses(env)
    for t in _TERMS:
        if t.slug not in used:
            logger.warning(f"glossary term {t.term!r} ({t.slug}) is used in no law of the texts: "
                           f"check its forms and codes in terms.yaml", type="glossary", subtype="unused")


def _label(env, law_id: str) -> str:
    try:
        from lawdomain.util import get_ids

        return get_ids(env).label(law_id)
    except Exception:  # the law domain's labels are its own business; the id always does
        return law_id


def on_doctree_resolved(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    if app.builder.format != "html":
        for node in list(doctree.findall(gloss_uses)):
            node.parent.remove(node)
        return
    env = app.env
    glossary_known = GLOSSARY_DOC in env.all_docs
    if glossary_known:
        base = app.builder.get_relative_uri(docname, GLOSSARY_DOC)
        n = 0
        for law in list(laws_of(doctree)):
            uses = first_uses(law)
            if not uses:
                continue
            notes = []
            # split text nodes from the end so earlier offsets stay valid
            by_text: dict[int, list] = {}
            for i, (text, start, end, term) in enumerate(uses):
                n += 1
                mark = _letters(i)
                anchor = _anchor(law) or "law"
                note_id = f"gloss-{anchor}-{mark}"
                rec = {"slug": term.slug, "term": term.term, "gloss": term.gloss, "mark": mark,
                       "note_id": note_id, "tip_id": f"gloss-tip-{n}", "href": f"{base}#term-{term.slug}"}
                notes.append(rec)
                by_text.setdefault(id(text), [text, []])[1].append((start, end, rec))
            for text, spans in by_text.values():
                _split(text, sorted(spans, key=lambda s: s[0]))
            _insert_notes(law, gloss_notes(notes=notes))
    if docname == GLOSSARY_DOC:
        uses = all_uses(env)
        for node in list(doctree.findall(gloss_uses)):
            items = uses.get(node["slug"], [])
            para = nodes.paragraph("", "", classes=["glossary-uses"])
            para += nodes.strong("Used in: ", "Used in: ")
            seen = set()
            first = True
            for law_id, doc, anchor in items:
                if law_id in seen:
                    continue
                seen.add(law_id)
                if not first:
                    para += nodes.Text(", ")
                first = False
                uri = app.builder.get_relative_uri(docname, doc) + "#" + anchor
                label = _label(env, law_id)
                para += nodes.reference(label, label, refuri=uri, internal=True, classes=["law-ref"])
            if first:
                para += nodes.Text("no law of the texts.")
            else:
                para += nodes.Text(".")
            node.parent.replace(node, para)


def _letters(i: int) -> str:
    s = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        s = chr(97 + r) + s
    return s


def _split(text: nodes.Text, spans: list[tuple[int, int, dict]]) -> None:
    s = str(text)
    parent = text.parent
    new: list[nodes.Node] = []
    pos = 0
    for start, end, rec in spans:
        if start > pos:
            new.append(nodes.Text(s[pos:start]))
        word = s[start:end]
        node = gloss_term(word, word, classes=["gloss-term"], **rec)
        new.append(node)
        pos = end
    if pos < len(s):
        new.append(nodes.Text(s[pos:]))
    idx = parent.index(text)
    parent.remove(text)
    for k, nn in enumerate(new):
        parent.insert(idx + k, nn)


def _insert_notes(law: nodes.Element, notes: gloss_notes) -> None:
    """After the law's own text: before its first sub-clause or its status line."""
    for i, child in enumerate(law.children):
        if is_law(child) or type(child).__name__ == "law_status" or (
                isinstance(child, nodes.Element) and "law-status" in child.get("classes", [])):
            law.insert(i, notes)
            return
    law.append(notes)


# --- the glossary page -------------------------------------------------------------------------------

class GlossaryTermsDirective(SphinxDirective):
    """``:::{glossary-terms}``: every term of ``glossary_terms.TERMS``, alphabetically."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        import glossary_terms

        self.env.note_dependency(glossary_terms.__file__)
        self.env.note_dependency(glossary_terms.DATA_FILE)
        dl = nodes.definition_list(classes=["edition-glossary"])
        ordered = sorted(_TERMS, key=lambda t: t.term.lower())
        # a line of initials, each leading to the first term under it
        letters = nodes.paragraph("", "", classes=["glossary-letters"])
        seen: set[str] = set()
        for t in ordered:
            initial = t.term[0].upper()
            if initial in seen:
                continue
            if seen:
                letters += nodes.Text(" \u00b7 ")
            seen.add(initial)
            letters += nodes.reference(initial, initial, refuri=f"#term-{t.slug}", internal=True)
        for t in ordered:
            item = nodes.definition_list_item(classes=["glossary-entry"])
            item += nodes.term(t.term, t.term, ids=[f"term-{t.slug}"])
            definition = nodes.definition()
            definition += nodes.paragraph(t.gloss, t.gloss, classes=["glossary-gloss"])
            basis = nodes.container(classes=["glossary-basis"])
            lines = [f"**Where the meaning comes from:** {t.basis}"]
            self.state.nested_parse(StringList(lines, source=self.get_source_info()[0]), self.content_offset, basis)
            definition += basis.children
            definition += gloss_uses(slug=t.slug)
            item += definition
            dl += item
            # a std label too, so that Markdown links ``glossary.md#term-<slug>`` resolve
            self.env.get_domain("std").anonlabels[f"term-{t.slug}"] = (self.env.docname, f"term-{t.slug}")
        count = nodes.paragraph("", f"{len(ordered)} terms.", classes=["glossary-count"])
        return [letters, count, dl]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_node(gloss_term, html=(visit_gloss_term_html, depart_gloss_term_html))
    app.add_node(gloss_notes, html=(visit_gloss_notes_html, None), latex=(_skip, None), text=(_skip, None),
                 man=(_skip, None), texinfo=(_skip, None))
    app.add_node(gloss_uses, html=(_skip, None), latex=(_skip, None), text=(_skip, None),
                 man=(_skip, None), texinfo=(_skip, None))
    app.add_directive("glossary-terms", GlossaryTermsDirective)
    app.add_js_file("glossary.js", loading_method="defer")  # (source/_static) Escape and touch
    app.connect("doctree-read", on_doctree_read)
    app.connect("env-purge-doc", on_purge_doc)
    app.connect("env-merge-info", on_merge_info)
    app.connect("env-get-updated", on_get_updated)
    app.connect("env-check-consistency", on_check_consistency)
    app.connect("doctree-resolved", on_doctree_resolved)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True, "env_version": 3}
