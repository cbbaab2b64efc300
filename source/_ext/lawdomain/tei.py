"""TEI XML downloads: each book of the edition as a TEI P5 document (``tei/<book>.xml``).

Written at the end of an HTML build from the same doctrees as the pages: the pages that
hold a book's laws, in reading order, each a ``<div type="chapter">``; each law a
``<div type="law">`` whose ``xml:id`` is the law's anchor (``law-peel-poker-25``) and whose
``n`` is its number; each emendation ``<choice><sic>…</sic><corr>…</corr></choice>`` with
its reason in a ``<note type="emendation">``; page breaks ``<pb n="[48]"/>``; the running
heads of Enquire Within ``<fw type="header">``; italics ``<hi rend="italic">``; editorial
notes ``<note type="editorial" resp="#editors">``; citations of laws ``<ref target="…">``
(absolute, from ``html_baseurl``).  The header gives the edition (title, editors, version,
date, licence) and the source (the book's bibliographic details).

The tests validate every file against the TEI schema (``tei_all.rng``, with ``jing``).
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx

from . import ids
from . import nodes as lnodes
from .cite import edition
from .tables import doc_order
from .util import get_ids

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
OUTPUT_DIR = "tei"

ET.register_namespace("", TEI_NS)

# Skipped entirely: apparatus placeholders, index entries, targets, comments, raw HTML...
_SKIP = (lnodes.law_status, lnodes.emend_mark, lnodes.law_coverage, lnodes.emendation_list, addnodes.index,
         nodes.target, nodes.comment, nodes.raw, nodes.system_message, nodes.substitution_definition,
         addnodes.toctree, nodes.title)


def _t(tag: str) -> str:
    return f"{{{TEI_NS}}}{tag}"


def _el(parent: ET.Element, tag: str, text: str | None = None, **attrs: str) -> ET.Element:
    e = ET.SubElement(parent, _t(tag), {k.replace("_", ":") if k != "xml_id" else XML_ID: v
                                        for k, v in attrs.items()})
    if text:
        e.text = text
    return e


def _append_text(parent: ET.Element, text: str) -> None:
    if not text:
        return
    if len(parent):
        last = parent[-1]
        last.tail = (last.tail or "") + text
    else:
        parent.text = (parent.text or "") + text


class _Writer:
    def __init__(self, app: Sphinx, book_key: str):
        self.app = app
        self.base = edition(app.config)["baseurl"]
        self.laws = app.env.get_domain("law").laws

    # --- inline content -------------------------------------------------------------------------

    def inline(self, parent: ET.Element, node: nodes.Node) -> None:
        if isinstance(node, nodes.Text):
            _append_text(parent, node.astext())
            return
        if isinstance(node, _SKIP):
            return
        if isinstance(node, lnodes.page_marker):
            _el(parent, "pb", n=node["marker"])
        elif isinstance(node, lnodes.emendation):
            choice = _el(parent, "choice")
            _el(choice, "sic", node["original"])
            _el(choice, "corr", node["correction"], resp="#editors")
            _el(parent, "note", node["reason"], type="emendation", resp="#editors")
        elif isinstance(node, lnodes.fnref):
            _el(parent, "ref", node.astext(), type="footnote-marker")
        elif isinstance(node, addnodes.pending_xref) and node.get("refdomain") == "law":
            target = node["reftarget"]
            rec = self.laws.get(target)
            # absolute with the canonical address; without it, relative to this file (tei/<book>.xml)
            url = ((self.base or "../") + self.app.builder.get_target_uri(rec["docname"]) + "#" + rec["anchor"]
                   if rec else "")
            ref = _el(parent, "ref", target=url) if url else _el(parent, "ref")
            for child in node.children:
                self.inline(ref, child)
        elif isinstance(node, nodes.reference) and node.get("refuri"):
            ref = _el(parent, "ref", target=node["refuri"])
            for child in node.children:
                self.inline(ref, child)
        elif isinstance(node, nodes.emphasis):
            hi = _el(parent, "hi", rend="italic")
            for child in node.children:
                self.inline(hi, child)
        elif isinstance(node, nodes.strong):
            hi = _el(parent, "hi", rend="bold")
            for child in node.children:
                self.inline(hi, child)
        elif isinstance(node, nodes.literal):
            _el(parent, "code", node.astext())
        elif isinstance(node, nodes.superscript):
            hi = _el(parent, "hi", rend="superscript")
            for child in node.children:
                self.inline(hi, child)
        else:
            for child in node.children:
                self.inline(parent, child)

    # --- blocks ---------------------------------------------------------------------------------

    def paragraph(self, parent: ET.Element, node: nodes.Element, tag: str = "p", **attrs: str) -> ET.Element:
        p = _el(parent, tag, **attrs)
        for child in node.children:
            self.inline(p, child)
        return p

    def blocks(self, div: ET.Element, children: list[nodes.Node]) -> None:
        """Block children into a ``div``: TEI allows no paragraph after a sub-division, so a
        paragraph that follows one goes into a ``<div type="text">`` of its own."""
        tail: ET.Element | None = None
        for child in children:
            if isinstance(child, _SKIP):
                continue
            is_div = isinstance(child, (nodes.section, lnodes.law_block))
            has_div = any(c.tag in (_t("div"),) for c in div)
            if is_div:
                tail = None
                self.block(div, child)
            elif has_div and not self._global(child):
                if tail is None:
                    tail = _el(div, "div", type="text")
                self.block(tail, child)
            else:
                self.block(div, child)

    @staticmethod
    def _global(node: nodes.Node) -> bool:
        """Nodes written as TEI "global" elements (allowed anywhere in a div): notes, page breaks, forme work."""
        if isinstance(node, nodes.admonition) and "editorial-note" in node.get("classes", []):
            return True
        if isinstance(node, nodes.paragraph) and "running-head" in node.get("classes", []):
            return True
        return isinstance(node, nodes.paragraph) and len(node.children) == 1 and \
            isinstance(node.children[0], lnodes.page_marker)

    def block(self, parent: ET.Element, node: nodes.Node) -> None:
        if isinstance(node, _SKIP):
            return
        classes = node.get("classes", []) if isinstance(node, nodes.Element) else []
        if isinstance(node, lnodes.law_block):
            code, number = ids.split(node["law_id"])
            div = _el(parent, "div", type="law", xml_id=node["anchor"], n=number)
            self.blocks(div, list(node.children))
        elif isinstance(node, nodes.section):
            div = _el(parent, "div", type="section")
            title = node.next_node(nodes.title)
            if title is not None:
                self.paragraph(div, title, "head")
            self.blocks(div, [c for c in node.children if not isinstance(c, nodes.title)])
        elif isinstance(node, nodes.admonition) and "editorial-note" in classes:
            note = _el(parent, "note", type="editorial", resp="#editors")
            for child in node.children:
                if not isinstance(child, nodes.title):
                    self.block(note, child)
        elif isinstance(node, nodes.paragraph):
            if len(node.children) == 1 and isinstance(node.children[0], lnodes.page_marker):
                _el(parent, "pb", n=node.children[0]["marker"])
            elif "running-head" in classes:
                self.paragraph(parent, node, "fw", type="header")
            elif "law-title" in classes and parent.tag == _t("div") and not len(parent):
                self.paragraph(parent, node, "head")
            elif "fragment" in classes:
                self.paragraph(parent, node, "p", rend="fragment")
            else:
                self.paragraph(parent, node)
        elif isinstance(node, (nodes.bullet_list, nodes.enumerated_list)):
            lst = _el(parent, "list", rend="numbered" if isinstance(node, nodes.enumerated_list) else "bulleted")
            for item in node.children:
                it = _el(lst, "item")
                for child in item.children:
                    if isinstance(child, nodes.paragraph):
                        for c in child.children:
                            self.inline(it, c)
                    else:
                        self.inline(it, child)
        elif isinstance(node, nodes.literal_block):
            _el(parent, "ab", node.astext(), type="code")
        elif isinstance(node, nodes.block_quote):
            q = _el(parent, "quote")
            for child in node.children:
                self.block(q, child)
        elif isinstance(node, nodes.TextElement):
            self.paragraph(parent, node, "ab")
        elif isinstance(node, nodes.Element):
            for child in node.children:
                self.block(parent, child)


def book_documents(app: Sphinx) -> dict[str, list[str]]:
    """Book key -> the documents holding its laws, in reading order."""
    checker = get_ids(app.env)
    by_doc: dict[str, str] = {}
    for law_id, rec in app.env.get_domain("law").laws.items():
        code = ids.split(law_id)[0]
        book = getattr(checker.record(code), "book", None)
        if book is not None:
            by_doc.setdefault(rec["docname"], book.key)
    out: dict[str, list[str]] = {}
    for doc in doc_order(app.env):
        if doc in by_doc:
            out.setdefault(by_doc[doc], []).append(doc)
    return out


def _header(app: Sphinx, tei: ET.Element, book: Any, docnames: list[str]) -> None:
    ed = edition(app.config)
    header = _el(tei, "teiHeader")
    fd = _el(header, "fileDesc")
    ts = _el(fd, "titleStmt")
    _el(ts, "title", f"{book.title}: the laws in {ed['title']}")
    if book.author:
        _el(ts, "author", book.author)
    for name in ed["editors"]:
        _el(ts, "editor", name, xml_id="editors") if name == ed["editors"][0] else _el(ts, "editor", name)
    es = _el(fd, "editionStmt")
    edn = _el(es, "edition", f"{ed['title']}, version {ed['version']}, ")
    _el(edn, "date", ed["date"], when=ed["date"]) if ed["date"] else None
    ps = _el(fd, "publicationStmt")
    _el(ps, "publisher", ed["title"])
    if ed["date"]:
        _el(ps, "date", ed["date"], when=ed["date"])
    if ed["baseurl"]:
        _el(ps, "idno", f"{ed['baseurl']}{OUTPUT_DIR}/{book.key}.xml", type="URI")
    av = _el(ps, "availability")
    lic = ed["licence"]
    licence = _el(av, "licence", target=lic.get("url", "")) if lic.get("url") else _el(av, "licence")
    licence.text = f"{lic.get('name', '')}: {lic.get('scope', '')}".strip(": ")
    sd = _el(fd, "sourceDesc")
    bibl = _el(sd, "bibl")
    if book.author:
        _el(bibl, "author", book.author)
    _el(bibl, "title", book.title, level="m")
    if book.place:
        _el(bibl, "pubPlace", book.place)
    if book.publisher:
        _el(bibl, "publisher", book.publisher)
    if book.date:
        _el(bibl, "date", book.date, when=str(book.year)) if book.year else _el(bibl, "date", book.date)
    if book.note:
        _el(bibl, "note", book.note)
    if book.gutenberg:
        _el(bibl, "ref", "the full text", target=book.gutenberg)
    enc = _el(header, "encodingDesc")
    decl = _el(enc, "editorialDecl")
    corr = _el(decl, "correction")
    _el(corr, "p", "Obvious printing errors are emended; each emendation is given as choice/sic/corr, the "
                   "original reading in sic, with the editors' reason in a note of type \"emendation\".")
    norm = _el(decl, "normalization")
    _el(norm, "p", "None: spelling, punctuation, dashes (--) and quotation marks are as in the source "
                   "transcription; page breaks (pb) are given where the source marks them.")
    seg = _el(decl, "segmentation")
    _el(seg, "p", "Each law or paragraph is a div of type \"law\" whose xml:id is its anchor on the site "
                  "(law-<code>-<number>) and whose n is its number as printed (p1, p2... are the editors' "
                  "numbers for unnumbered prose).")


def write_tei(app: Sphinx, exception: Exception | None) -> list[str]:
    """Write ``tei/<book>.xml`` for every book with laws; return the paths written."""
    if exception is not None or app.builder.name not in ("html", "dirhtml"):
        return []
    from importlib import import_module

    books = import_module(f"{app.config.laws_package}.laws").__dict__.get("BOOKS", {})
    outdir = os.path.join(app.outdir, OUTPUT_DIR)
    written = []
    for key, docnames in book_documents(app).items():
        book = books.get(key)
        if book is None:
            continue
        tei = ET.Element(_t("TEI"))
        _header(app, tei, book, docnames)
        body = _el(_el(tei, "text"), "body")
        writer = _Writer(app, key)
        for doc in docnames:
            doctree = app.env.get_doctree(doc)
            chapter = _el(body, "div", type="chapter", xml_id="doc-" + doc.replace("/", "-"))
            title = app.env.titles.get(doc)
            if title is not None:
                writer.paragraph(chapter, title, "head")
            top = list(doctree.children)
            if len(top) == 1 and isinstance(top[0], nodes.section):  # the page's title section
                top = [c for c in top[0].children if not isinstance(c, nodes.title)]
            writer.blocks(chapter, top)
        os.makedirs(outdir, exist_ok=True)
        path = os.path.join(outdir, f"{key}.xml")
        # (not indented: whitespace added between inline elements would change the text)
        ET.ElementTree(tei).write(path, encoding="utf-8", xml_declaration=True)
        written.append(path)
    return written
