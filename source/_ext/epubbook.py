"""The EPUB of the edition as a book (``make epub``): what goes into it, and how it is put together.

The edition is a web site first; this extension makes the ``epub`` builder write it as a book
that EPUBCheck accepts with no error and no warning (``tests/test_epub.py`` runs it):

* **What is in it.**  The four books' texts with their apparatus (page markers, editorial notes,
  emendations, the glosses as footnotes), the glossary, the comparisons, the odds, the claims
  ledger, the lessons and the teacher's key, the summary of the laws' coverage, the editorial
  pages.  Left out (``epub_leave_out`` in ``conf.py``): the pages that need Python or a browser
  (the Play pages, whose panels run the games in the page), the API reference with its
  highlighted sources, the rendered test modules (``lawdomain.testpages`` writes none for an
  e-book), each code's coverage table (the objects of code and the tests of every law) and citations
  page (what the engine cites, with the code and the tests), the
  developers' guide, the search page and the indices.
* **Links.**  A link to a page or a file that is not in the book (the code, the tests, the Play
  pages, ``laws.json``, the TEI files, the notebooks) becomes a link to the web edition when
  the edition's canonical address is known (``SITE_BASEURL``, i.e. ``html_baseurl``), and
  otherwise plain text: no dead link.  Links written as ``.html`` (the claims ledger) are
  led to the book's own ``.xhtml`` pages.  A last look at the written pages catches the links
  of raw HTML the same way, and warns (an error under ``-W``) about any link it cannot place.
* **The book.**  A cover (``epubbook_static/cover.png``, made from ``cover.svg``), a title
  page ("About this e-book": the four books with their authors and dates, the edition, what
  the book leaves out, the key to the lines under each law), a table of contents of every
  page with its sections, and the package metadata: title, the editors, the books' authors
  as creators and the books themselves as sources, the edition's identifier and release
  date, language, subjects; the NCX carries the same identifier as the package.
"""

from __future__ import annotations

import fnmatch
import html
import os
import posixpath
import re
import shutil
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.builders.epub3 import Epub3Builder
from sphinx.util import logging

logger = logging.getLogger(__name__)

HERE = Path(__file__).resolve().parent
STATIC = HERE / "epubbook_static"
TEMPLATES = HERE / "epubbook_templates"

#: The title page, first in the reading order after the cover.
ABOUT_PAGE = "about-this-book"
#: Style sheets and scripts of the web site's browser layer, which a book does not carry.
WEB_ONLY_ASSETS = ("jupyterlite_sphinx.css", "lite-play.css", "print.css")

_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
_ANCHOR = re.compile(r'<a\b([^>]*?)\shref="([^"]*)"([^>]*)>(.*?)</a>', re.S)


def is_book(app: Sphinx) -> bool:
    return isinstance(app.builder, BookBuilder)


def left_out(config: Any, docname: str) -> bool:
    """Whether a page of the site stays out of the book (``epub_leave_out``: names or patterns; a
    pattern after ``!`` keeps the pages it matches)."""
    pats = config.epub_leave_out
    return (any(fnmatch.fnmatchcase(docname, p) for p in pats if not p.startswith("!"))
            and not any(fnmatch.fnmatchcase(docname, p[1:]) for p in pats if p.startswith("!")))


def web_address(config: Any, path: str) -> str:
    """The address in the web edition of ``path`` (relative to the site's root, ``.html`` pages),
    or ``""`` when the edition's canonical address is not set (``SITE_BASEURL``)."""
    from lawdomain.cite import base_url

    base = base_url(config)
    return base + path.lstrip("/") if base else ""


def site_path(fromdoc: str, uri: str) -> tuple[str, str] | None:
    """``(path from the site's root, fragment)`` of a link written in page ``fromdoc``; ``None`` for an
    address elsewhere (``https:``, ``mailto:``) or within the same page."""
    if _SCHEME.match(uri):
        return None
    path, _, fragment = uri.partition("#")
    if not path:
        return None
    path = path.partition("?")[0]
    if path.startswith("/"):
        root = posixpath.normpath(path.lstrip("/"))
    else:
        root = posixpath.normpath(posixpath.join(posixpath.dirname(fromdoc), path))
    return root, fragment


class BookBuilder(Epub3Builder):
    """Sphinx's EPUB 3 builder, writing the edition as a book (see the module's docstring)."""

    name = "epub"

    # --- which pages ------------------------------------------------------------------------

    def in_book(self, docname: str) -> bool:
        return docname in self.env.found_docs and not left_out(self.config, docname)

    def write_doc(self, docname: str, doctree: nodes.document) -> None:
        if left_out(self.config, docname):
            return
        super().write_doc(docname, doctree)

    def prepare_writing(self, docnames) -> None:
        super().prepare_writing(docnames)
        self.domain_indices = []  # the module index lists the API, which the book leaves out
        lang = html.escape(self.config.epub_language)  # every page says its language (for reading aloud)
        self.globalcontext["html_tag"] = self.html_tag.replace(">", f' lang="{lang}" xml:lang="{lang}">', 1)

    def copy_static_files(self) -> None:
        super().copy_static_files()
        target = self.outdir / "_static"
        for name in WEB_ONLY_ASSETS + ("favicon.svg",):  # (copied from html_static_path; not in the book)
            if (target / name).exists():
                (target / name).unlink()
        for p in STATIC.iterdir():
            if p.suffix in (".css", ".png"):
                shutil.copyfile(p, target / p.name)

    # --- the table of contents ----------------------------------------------------------------

    def get_toc(self) -> None:
        """The table of contents (and the reading order): the pages of the site's toctrees, each
        under its parent, with their own titles; the pages left out are not in it."""
        self.refnodes = []
        seen = {self.config.root_doc}

        def walk(doc: str, level: int) -> None:
            for child in self.env.toctree_includes.get(doc, []):
                if child in seen or not self.in_book(child):
                    continue
                seen.add(child)
                self.refnodes.append({"level": level, "refuri": html.escape(child + self.out_suffix),
                                      "text": html.escape(self.env.titles[child].astext())})
                walk(child, level + 1)

        walk(self.config.root_doc, 1)
        self.toc_add_files(self.refnodes)

    def toc_metadata(self, level: int, navpoints) -> dict[str, Any]:
        metadata = super().toc_metadata(level, navpoints)
        metadata["uid"] = html.escape(self.config.epub_identifier)  # the NCX's dtb:uid is the package's
        return metadata

    # --- the package: metadata, properties -----------------------------------------------------

    def content_metadata(self) -> dict[str, Any]:
        from games.laws import BOOKS

        metadata = super().content_metadata()
        cfg = self.config
        e = html.escape
        metadata["editors"] = [e(n) for n in (cfg.edition_editors or [cfg.author])]
        metadata["authors"] = [e(b.author) for b in BOOKS.values() if b.author]
        metadata["sources"] = [e(book_line(b)) for b in BOOKS.values()]
        metadata["issued"] = e(cfg.edition_date)
        metadata["subjects"] = [e(s) for s in cfg.epub_subjects]
        metadata["identifiers"] = [e(i) for i in cfg.epub_other_identifiers]
        metadata["source_url"] = e(web_address(cfg, ""))
        # the pages with inline SVG (the claims ledger's charts) declare it (OPF-014)
        props: dict[str, str] = {}
        for page in sorted(self.outdir.rglob("*" + self.out_suffix)):
            if "<svg" in page.read_text(encoding="utf-8"):
                props[html.escape(page.relative_to(self.outdir).as_posix())] = "svg"
        metadata["properties"] = props
        return metadata

    def build_content(self) -> None:
        sphinx_templates = self.template_dir
        self.template_dir = TEMPLATES  # content.opf.jinja: Sphinx's, with the book's metadata
        try:
            super().build_content()
        finally:
            self.template_dir = sphinx_templates

    # --- the last look at the written pages ---------------------------------------------------

    def handle_finish(self) -> None:
        self.clean_stale()
        self.place_links()
        super().handle_finish()

    def clean_stale(self) -> None:
        """The package lists every file of the output folder: take out what an earlier build (of
        another configuration) left there and this book does not hold."""
        for doc in sorted(self.env.found_docs):
            if left_out(self.config, doc):
                (self.outdir / (doc + self.out_suffix)).unlink(missing_ok=True)
        for name in ("_tests", "_modules", "lite"):
            shutil.rmtree(self.outdir / name, ignore_errors=True)
        for name in ("genindex", "py-modindex", "search", "epub-cover"):
            (self.outdir / (name + self.out_suffix)).unlink(missing_ok=True)
        (self.outdir / ".buildinfo.bak").unlink(missing_ok=True)

    def place_links(self) -> None:
        """Every ``<a href>`` of the written pages must lead into the book: a link of raw HTML to a
        page or file of the web site only goes to the web edition (or becomes text); anything else
        that leads nowhere is a warning."""
        written = {p.relative_to(self.outdir).as_posix() for p in self.outdir.rglob("*") if p.is_file()}
        for page in sorted(self.outdir.rglob("*" + self.out_suffix)):
            name = page.relative_to(self.outdir).as_posix()
            if name in ("nav.xhtml",):
                continue
            text = page.read_text(encoding="utf-8")
            fromdoc = name[: -len(self.out_suffix)]

            def fix(m: re.Match) -> str:
                before, href, after, inner = m.groups()
                where = site_path(fromdoc, html.unescape(href))
                if where is None or where[0] in written:
                    return m.group(0)
                root, fragment = where
                doc = re.sub(r"\.x?html$", "", root)
                if root.endswith((".html", ".xhtml")) and doc + self.out_suffix in written:
                    uri = posixpath.relpath(doc + self.out_suffix, posixpath.dirname(fromdoc) or ".")
                    return f'<a{before} href="{html.escape(uri + ("#" + fragment if fragment else ""))}"{after}>{inner}</a>'
                if not web_only(self.config, self.env, root):
                    logger.warning(f"the link to {href} leads nowhere in the book", location=fromdoc,
                                   type="epubbook", subtype="link")
                web = web_address(self.config, re.sub(r"\.xhtml$", ".html", root)
                                  + ("#" + fragment if fragment else ""))
                if web:
                    return f'<a{before} href="{html.escape(web)}"{after}>{inner}</a>'
                attrs = re.sub(r'\s(title|target|rel)="[^"]*"', "", before + after)
                return f'<span{attrs}>{inner}</span>'

            new = _ANCHOR.sub(fix, text)
            if new != text:
                page.write_text(new, encoding="utf-8")


def web_only(config: Any, env: Any, root: str) -> bool:
    """Whether ``root`` (a path from the site's root) is something the web site has and the book
    leaves out: a page left out, a generated page (code, tests), a data file, the notebooks."""
    doc = re.sub(r"\.x?html$", "", root)
    if doc in env.found_docs:
        return left_out(config, doc)
    return root.startswith(tuple(config.epub_web_only_paths))


def book_line(book) -> str:
    """A book as a source line: ``W. H. Peel, Round Games with Cards (1891/1897)``."""
    where = ", ".join(x for x in (book.place, book.publisher) if x)
    date = book.date or "undated"
    imprint = f"{where}, {date}" if where else date
    return f"{book.author + ', ' if book.author else ''}{book.title} ({imprint})"


# --- the doctrees: links to what the book leaves out ----------------------------------------------


def _unlink(node: nodes.reference, uri: str) -> None:
    """The link goes to the web edition (``uri``), or becomes its text."""
    if uri:
        node["refuri"] = uri
        node["internal"] = False
        if "refid" in node:
            del node["refid"]
        node["classes"] = [c for c in node["classes"] if c != "internal"] + ["web-edition"]
        return
    node.replace_self(nodes.inline("", "", *node.children, classes=node["classes"] + ["web-only"]))


def on_doctree_resolved(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    if not is_book(app):
        return
    builder: BookBuilder = app.builder  # type: ignore[assignment]
    for ref in list(doctree.findall(nodes.reference)):
        uri = ref.get("refuri", "")
        where = site_path(docname, uri) if uri else None
        if where is None:
            continue
        root, fragment = where
        doc = re.sub(r"\.x?html$", "", root)
        if builder.in_book(doc):
            if root.endswith(".html"):  # written for the web (the claims ledger): the book's page
                ref["refuri"] = builder.get_relative_uri(docname, doc) + ("#" + fragment if fragment else "")
            continue
        if doc in app.env.found_docs or web_only(app.config, app.env, root):
            page = doc + ".html" if (doc in app.env.found_docs or root.endswith(".xhtml")) else root
            _unlink(ref, web_address(app.config, page + ("#" + fragment if fragment else "")))
    for raw in list(doctree.findall(nodes.raw)):
        if "html" not in raw.get("format", "").split():
            continue
        text = raw.astext()
        # the claims ledger's exact values, folded on the web (a <details> inside a paragraph)
        new = re.sub(r'<details class="claim-exact"><summary>(.*?)</summary>(.*?)</details>',
                     r'<span class="claim-exact">\1 (\2)</span>', text, flags=re.S)
        if new != text:
            raw.replace_self(nodes.raw("", new, format="html"))


# --- the title page -------------------------------------------------------------------------------


def about_page(app: Sphinx):
    if not is_book(app):
        return
    from games.laws import BOOKS

    from lawdomain.cite import edition

    e = html.escape
    ed = edition(app.config)
    base = ed["baseurl"]
    books = "".join(
        f"<li><p>{e(b.author) + ', ' if b.author else ''}<cite>{e(b.title)}</cite> "
        f"({e(', '.join(x for x in (b.place, b.publisher) if x))}{', ' if (b.place or b.publisher) else ''}"
        f"{e(b.date or 'undated')}){'; ' + e(b.note) if b.note else ''}.</p></li>"
        for b in BOOKS.values()
    )
    lic = ed["licence"]
    web = (f'<a href="{e(base)}">{e(base)}</a>' if base else
           "the edition's web site (this copy was made without its address)")
    body = f"""
<section id="about-this-book" class="epub-about">
<h1>About this e-book</h1>
<p class="epub-about-title"><em>{e(ed['title'])}</em></p>
<p class="epub-about-subtitle">{e(app.config.epub_description)}</p>
<p>The laws are those of four books:</p>
<ul class="epub-about-books">{books}</ul>
<p>Edited by {e(', '.join(ed['editors']))}. Version {e(ed['version'])}, released {e(ed['date'])}.
Identifier: <code>{e(app.config.epub_identifier)}</code>. The texts are in the public domain; the editors'
notes, apparatus and data are under the {e(lic.get('name', ''))} licence.</p>
<h2>This book and the web edition</h2>
<p>This e-book holds the texts and their apparatus: each law with its number as printed and the
page of the original it stands on, page breaks where they fall, the editors' notes and emendations,
the glosses of the terms of art as notes under each law, the glossary, the comparisons of the codes,
the odds, the claims ledger, the lessons and the teacher's key, and how many laws of each code are
carried out.</p>
<p>The web edition, {web}, also carries out the laws in Python code, tests that code against the
laws, and lets you play the games in the browser. Those parts need Python or a browser and are not in
this book: the Play pages, the code and its reference, the tests and the tables of the code and tests
of every law, the citations pages of each code (what the engine cites, the code and the tests), the data files (<code>laws.json</code>,
<code>laws.csv</code>, the TEI files) and the notebooks. Where a page names one of them, its link goes to
the web edition{'' if base else ' when the book is made with the edition&#x27;s address; in this copy it is plain text'}.</p>
<h2>The lines under each law</h2>
<dl class="epub-about-key">
<dt>Implemented and tested</dt><dd>the law is carried out by the edition's code and checked by tests
(both in the web edition).</dd>
<dt>Not executable</dt><dd>a paragraph no program can carry out, with the reason: a history, a rule of
manners, a heading.</dd>
<dt>Pending</dt><dd>not carried out yet: its game comes later, or its code or its test is still to be
written.</dd>
<dt>p. [50]</dt><dd>the page of the original the law stands on; a page break inside a law is marked
where it falls, as printed ([48]).</dd>
<dt>Readings declared in the code</dt><dd>where the law is silent or ambiguous, the readings the code
declares, and the choice each rule set takes.</dd>
<dt>e</dt><dd>an emendation of a printing error, linked to its entry in the list of emendations, which
gives the original reading.</dd>
<dt>a, b, c</dt><dd>the notes under a law: the glossary's definition of a term of art.</dd>
<dt>&#182; p3</dt><dd>an editorial paragraph number, for prose the book does not number.</dd>
</dl>
</section>
"""
    yield ABOUT_PAGE, {"title": "About this e-book", "body": body}, "page.html"


def on_page_context(app: Sphinx, pagename: str, templatename: str, context: dict, doctree) -> None:
    """The browser layer's style sheets (added to every page of the site) are not in the book."""
    if is_book(app) and "css_files" in context:
        context["css_files"][:] = [c for c in context["css_files"]
                                   if posixpath.basename(os.fspath(getattr(c, "filename", c))) not in WEB_ONLY_ASSETS]


def on_config_inited(app: Sphinx, config) -> None:
    if str(TEMPLATES) not in config.templates_path:
        config.templates_path.append(str(TEMPLATES))  # epubbook-cover.html (the cover page)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("epub_leave_out", [], "env", types=(list,))
    app.add_config_value("epub_web_only_paths", [], "env", types=(list,))
    app.add_config_value("epub_subjects", [], "epub", types=(list,))
    app.add_config_value("epub_other_identifiers", [], "epub", types=(list,))
    app.add_builder(BookBuilder, override=True)
    app.connect("config-inited", on_config_inited)
    app.connect("doctree-resolved", on_doctree_resolved, priority=900)
    app.connect("html-collect-pages", about_page)
    app.connect("html-page-context", on_page_context, priority=900)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
