"""Links and status lines: how a law's status, code and tests are written into a page."""

from __future__ import annotations

import re

from docutils import nodes
from sphinx.application import Sphinx

from . import ids
from . import nodes as lnodes
from .registry import registry
from .status import IMPLEMENTED, NOT_EXECUTABLE, Link, status_of


def link_node(app: Sphinx, fromdoc: str, link: Link, classes: list[str] | None = None) -> nodes.Node:
    text = nodes.Text(link.text)
    if app.builder.format != "html" or not link.target:
        return nodes.inline(link.text, "", text, classes=classes or [])
    uri = app.builder.get_relative_uri(fromdoc, link.target)
    if link.anchor:
        uri += "#" + link.anchor
    ref = nodes.reference(link.text, "", text, refuri=uri, internal=True, classes=classes or [])
    if link.title:
        ref["reftitle"] = link.title
    return ref


def _join(parent: nodes.Element, items: list[nodes.Node], sep: str = ", ") -> None:
    for i, item in enumerate(items):
        if i:
            parent += nodes.Text(sep)
        parent += item


def code_links(app: Sphinx, fromdoc: str, st) -> list[nodes.Node]:
    out = []
    for ref in st.code:
        if ref.api is not None:
            item = nodes.inline("", "", classes=["law-code"])
            item += link_node(app, fromdoc, ref.api, ["law-code-api"])
        else:
            item = nodes.inline("", "", nodes.literal(ref.short, ref.short), classes=["law-code"])
        if ref.source is not None:
            item += nodes.Text(" (")
            item += link_node(app, fromdoc, ref.source, ["law-code-source"])
            item += nodes.Text(")")
        out.append(item)
    return out


def test_links(app: Sphinx, fromdoc: str, st) -> list[nodes.Node]:
    return [link_node(app, fromdoc, t.page, ["law-test"]) for t in st.tests]


#: How many test links a law's status line shows before pointing to the coverage table.
STATUS_TESTS_SHOWN = 3


def _capped_tests(app: Sphinx, fromdoc: str, law_id: str, st, shown: int = STATUS_TESTS_SHOWN) -> list[nodes.Node]:
    """The first few test links; the rest are counted, with a link to the code's coverage table."""
    links = test_links(app, fromdoc, st)
    if len(links) <= shown + 1:
        return links
    more = len(links) - shown
    text = f"{more} more tests"
    page = app.env.get_domain("law").data["coverage_pages"].get(ids.split(law_id)[0])
    if page and app.builder.format == "html":
        # the law's own row of the coverage table (tables.coverage_row_id), where every test is listed
        uri = app.builder.get_relative_uri(fromdoc, page) + "#row-" + ids.anchor(law_id)
        tail = nodes.reference(text, text, refuri=uri, internal=True, classes=["law-test-more"],
                               reftitle="Every test of this law, in its row of the coverage table")
    else:
        tail = nodes.inline(text, text)
    return links[:shown] + [tail]


def test_words(short: str) -> str:
    """A test's name as words a reader can read (and a phone can wrap): ``Class.test_law_21_if_left_of_ante``
    -> ``if left of ante`` (the law is the one above; the test's full id is the link's title)."""
    name = short.rsplit(".", 1)[-1]
    name = re.sub(r"^test_", "", name)
    name = re.sub(r"^laws?_[0-9a-z]+(?:_[ivx]+)?_(?=[a-z])", "", name)
    return name.replace("_", " ").strip() or short


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def status_block(app: Sphinx, fromdoc: str, law_id: str) -> list[nodes.Node]:
    """What stands under a law's text about its code: on the web pages, a short line for the reader
    ("Implemented and tested", a link to the law's row of its coverage table) and, folded under it,
    the objects of code and the tests, one a line; elsewhere (an e-book) the whole line."""
    st = status_of(law_id, registry(app), app.env)
    if app.builder.name.startswith("epub"):
        return [book_status_line(app, law_id, st)]
    if st.status != IMPLEMENTED or app.builder.name not in ("html", "dirhtml"):
        return [status_line(app, fromdoc, law_id)]
    para = nodes.paragraph("", "", classes=["apparatus", "law-status", f"law-status-{st.status}"])
    para += nodes.Text("Implemented and tested")
    page = app.env.get_domain("law").data["coverage_pages"].get(ids.split(law_id)[0])
    if page:
        para += nodes.Text(" \u00b7 ")
        uri = app.builder.get_relative_uri(fromdoc, page) + "#row-" + ids.anchor(law_id)
        para += nodes.reference("coverage table", "coverage table", refuri=uri, internal=True,
                                classes=["law-status-row"], reftitle="This law's row in its code's coverage table")
    fold = lnodes.law_fold("", classes=["apparatus", "law-objects"], law_id=law_id,
                           summary=f"The code ({_plural(len(st.code), 'object')}) and the tests "
                                   f"({len(st.tests)})")
    items = nodes.bullet_list(classes=["law-objects-list"])
    for link in code_links(app, fromdoc, st):
        item = nodes.list_item()
        item += nodes.paragraph("", "", nodes.Text("Code: "), link)
        items += item
    from .readings import book_words  # (readings imports the tables, which import this module)

    shown = 12
    for t in st.tests[:shown]:
        item = nodes.list_item()
        words = Link(book_words(app, law_id, test_words(t.short)), t.page.target, t.page.anchor, t.nodeid)
        item += nodes.paragraph("", "", nodes.Text("Test: "), link_node(app, fromdoc, words, ["law-test"]))
        items += item
    if len(st.tests) > shown:
        more = _capped_tests(app, fromdoc, law_id, st, shown=shown)[-1]
        item = nodes.list_item()
        item += nodes.paragraph("", "", more)
        items += item
    fold += items
    return [para, fold]


def status_line(app: Sphinx, fromdoc: str, law_id: str) -> nodes.paragraph:
    st = status_of(law_id, registry(app), app.env)
    para = nodes.paragraph("", "", classes=["apparatus", "law-status", f"law-status-{st.status}"])
    if st.status == IMPLEMENTED:
        para += nodes.Text("Implemented in ")
        _join(para, code_links(app, fromdoc, st))
        para += nodes.Text(" \u00b7 tested by ")
        _join(para, _capped_tests(app, fromdoc, law_id, st))
    elif st.status == NOT_EXECUTABLE:
        para += nodes.Text(f"Not executable: {st.reason}")
    else:
        para += nodes.Text("Pending")
        if st.code:
            para += nodes.Text(" (code: ")
            _join(para, code_links(app, fromdoc, st))
            para += nodes.Text("; no test yet)")
        elif st.tests:
            para += nodes.Text(" (tested by ")
            _join(para, test_links(app, fromdoc, st))
            para += nodes.Text("; no code yet)")
    return para


def book_status_line(app: Sphinx, law_id: str, st) -> nodes.paragraph:
    """The status of a law in an e-book, in words, which has neither the code nor the tests: where
    there are some, the line points to the law in the web edition -- a link when the edition's
    canonical address is known (``SITE_BASEURL``), else the words "see the web edition"."""
    from .cite import base_url

    para = nodes.paragraph("", "", classes=["apparatus", "law-status", f"law-status-{st.status}"])
    if st.status == IMPLEMENTED:
        para += nodes.Text("Implemented and tested")
        what = "the code and its tests"
    elif st.status == NOT_EXECUTABLE:
        para += nodes.Text(f"Not executable: {st.reason}")
        return para
    elif st.code:
        para += nodes.Text("Pending: code written, no test yet")
        what = "the code"
    elif st.tests:
        para += nodes.Text("Pending: a test written, no code yet")
        what = "the test"
    else:
        para += nodes.Text("Pending: not carried out yet")
        return para
    rec = app.env.get_domain("law").laws.get(law_id)
    base = base_url(app.config)
    para += nodes.Text(f" \u00b7 {what}: ")
    if base and rec is not None:
        uri = f"{base}{rec['docname']}.html#{rec['anchor']}"
        para += nodes.reference("in the web edition", "in the web edition", refuri=uri,
                                classes=["web-edition"])
    else:
        para += nodes.Text("see the web edition")
    return para
