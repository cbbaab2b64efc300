"""Fidelity of the edition to the source transcriptions.

The plain text of each book is rebuilt from the *built* pages: ``<em>`` is
written back as ``_``, ``<strong>`` as ``=`` (the source files' own markup), an
emendation as its original reading, page and footnote markers as printed; the
editorial apparatus (status lines, margin numbers, editorial notes) is dropped.
Every paragraph of the source (every line, for the hard-wrapped Peel Vingt-un
file) must then appear word for word, and in order, in the book's pages.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from built_site import SITE

SEEDS = Path(__file__).resolve().parent / "seeds"

#: book folder -> the seed files it presents, in reading order.
BOOKS = {
    "peel": ["000_3ece99a305ab1443.txt", "003_f0e6ab67b61ff467.txt"],
    "hoffmann": ["001_7f27bd1108ea041a.txt"],
    "foster": ["002_fac9f192c04ff3f9.txt"],
    "enquire-within": ["004_8d2ad0dfdd3d1490.txt"],
}

#: Lines at the head of a seed file that come from the way it was extracted
#: ("Chapter 4", "Part 11"), not from the book; the edition leaves them out.
ARTEFACT = re.compile(r"^(Chapter|Part) \d+$")

SKIP_CLASSES = {"apparatus", "headerlink", "editorial-note", "toctree-wrapper", "running-head-note"}
BLOCK_TAGS = {"p", "div", "section", "h1", "h2", "h3", "h4", "h5", "h6", "li", "br", "tr", "td", "th",
              "blockquote", "dd", "dt", "pre", "table", "ul", "ol", "article", "aside"}
VOID_TAGS = {"br", "img", "hr", "meta", "link", "input", "wbr", "col", "source"}


class _TextOf(HTMLParser):
    """Plain text of a page's article, in the source files' own markup."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.stack: list[tuple[str, bool, str]] = []  # (tag, skipping, closing text)
        self.in_article = 0

    @property
    def skipping(self) -> bool:
        return any(s for _, s, _ in self.stack)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = set((a.get("class") or "").split())
        if tag == "article" or "bd-article" in classes:
            self.in_article += 1
        if tag in VOID_TAGS:
            if tag == "br" and not self.skipping:
                self.out.append("\n")
            return
        skip = bool(classes & SKIP_CLASSES) or tag in {"script", "style", "template"}
        closing = ""
        if not skip and not self.skipping:
            if "emendation" in classes and a.get("data-original") is not None:
                self.out.append(a["data-original"])
                skip = True
            elif tag == "em":
                self.out.append("_")
                closing = "_"
            elif tag == "strong":
                self.out.append("=")
                closing = "="
            elif tag in BLOCK_TAGS:
                self.out.append("\n")
                closing = "\n"
        self.stack.append((tag, skip, closing))

    def handle_endtag(self, tag):
        if tag in VOID_TAGS:
            return
        while self.stack:
            t, skip, closing = self.stack.pop()
            if not self.skipping and not skip:
                self.out.append(closing)
            if t == tag:
                break
        if tag == "article":
            self.in_article = max(0, self.in_article - 1)

    def handle_data(self, data):
        if self.in_article and not self.skipping:
            self.out.append(data)


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\xa0", " ")).strip()


def page_text(path: Path) -> str:
    parser = _TextOf()
    parser.feed(path.read_text(encoding="utf-8"))
    return _norm("".join(parser.out))


def book_pages(book: str) -> list[Path]:
    """The book's pages in reading order: its index, then its toctree."""
    index = SITE / book / "index.html"
    html = index.read_text(encoding="utf-8")
    wrapper = re.search(r'<div class="toctree-wrapper.*?</div>', html, re.S)
    pages = [index]
    if wrapper:
        for href in re.findall(r'href="([^"#]+)(?:#[^"]*)?"', wrapper.group(0)):
            p = (index.parent / href).resolve()
            if p not in pages and p.exists():
                pages.append(p)
    return pages


def seed_chunks(name: str) -> list[str]:
    text = (SEEDS / name).read_text(encoding="utf-8")
    lines = text.split("\n")
    while lines and (not lines[0].strip() or ARTEFACT.match(lines[0].strip())):
        lines.pop(0)
    body = "\n".join(lines)
    if "\n\n" in body:
        chunks = body.split("\n\n")
    else:  # hard-wrapped, no paragraph breaks: check line by line
        chunks = body.split("\n")
    return [_norm(c) for c in chunks if c.strip()]


@pytest.fixture(scope="module")
def site():
    if not (SITE / "index.html").exists():
        pytest.fail(f"the site is not built at {SITE}: run `make html` (make test builds it first)")
    return SITE


@pytest.mark.parametrize("book", sorted(BOOKS))
def test_every_seed_paragraph_appears_verbatim_and_in_order(site, book):
    pages = book_pages(book)
    text = " ".join(page_text(p) for p in pages)
    problems = []
    for seed in BOOKS[book]:
        pos = 0
        for chunk in seed_chunks(seed):
            at = text.find(chunk, pos)
            if at < 0:
                anywhere = text.find(chunk)
                where = "out of order" if anywhere >= 0 else "missing"
                problems.append(f"{seed}: {where}: {chunk[:160]!r}")
                continue
            pos = at + len(chunk)
    assert not problems, f"{len(problems)} paragraph(s) of {book} not reproduced:\n" + "\n".join(problems[:25])


def test_artefact_lines_are_not_transcribed(site):
    for book, seeds in BOOKS.items():
        text = " ".join(page_text(p) for p in book_pages(book))
        for seed in seeds:
            first = (SEEDS / seed).read_text(encoding="utf-8").split("\n", 1)[0].strip()
            if ARTEFACT.match(first):
                assert f" {first} " not in f" {text} ", f"{book}: the extraction artefact {first!r} was transcribed"


def test_text_extraction_restores_markup_and_original_readings():
    html = ('<article class="bd-article"><p>25. The turn shall <span class="emendation" data-original="pads">'
            'pass</span> from <em>right</em> to <em><strong>left.</strong></em></p>'
            '<div class="apparatus">Implemented</div><span class="page-marker">[48]</span></article>')
    parser = _TextOf()
    parser.feed(html)
    assert _norm("".join(parser.out)) == "25. The turn shall pads from _right_ to _=left.=_ [48]"
