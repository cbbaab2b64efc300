"""Citing the edition (issue 9): every law's page, permalink and citations (Chicago, MLA, BibTeX,
CSL-JSON), the ``citation_*`` meta tags of each text page, ``laws.json`` against its published
JSON Schema, and ``laws.csv``.

Reads the built site (``make html``); skipped when it is not built, except under ``make test``/CI.
"""

from __future__ import annotations

import csv
import json
import re
from functools import lru_cache
from pathlib import Path
from html.parser import HTMLParser
from urllib.parse import urlsplit

import pytest
from built_site import SITE, require_site


@lru_cache(maxsize=1)
def data() -> dict:
    require_site("laws.json")
    return json.loads((SITE / "laws.json").read_text(encoding="utf-8"))


class _Cites(HTMLParser):
    """The Cite panels of a page (law id -> {format: text, "permalink": ...}), its ids and meta tags."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.panels: dict[str, dict[str, str]] = {}
        self.ids: set[str] = set()
        self.meta: list[tuple[str, str]] = []
        self._law: str | None = None
        self._fmt: str | None = None
        self._buf: list[str] = []
        self._depth = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(a["id"])
        if tag == "meta" and a.get("name"):
            self.meta.append((a["name"], a.get("content", "")))
        cls = (a.get("class") or "").split()
        if tag == "div" and "law-cite" in cls:
            self._law = a["data-law"]
            self.panels[self._law] = {}
        elif self._law and tag == "pre" and "law-cite-text" in cls:
            self._fmt, self._buf = a["data-format"], []
        elif self._law and tag == "a" and "law-cite-permalink" in cls:
            self.panels[self._law]["permalink"] = a["data-copy"]
            self.panels[self._law]["href"] = a["href"]
        elif self._law and tag == "span" and "law-page" in cls:
            self._fmt, self._buf = "page", []

    def handle_data(self, text):
        if self._fmt:
            self._buf.append(text)

    def handle_endtag(self, tag):
        if self._fmt and tag in ("pre", "span"):
            self.panels[self._law][self._fmt] = "".join(self._buf)
            self._fmt = None
        elif tag == "details":
            self._law = None


@lru_cache(maxsize=None)
def page(path: str) -> _Cites:
    p = _Cites()
    p.feed((SITE / path).read_text(encoding="utf-8"))
    return p


def law(law_id: str) -> dict:
    return next(x for x in data()["laws"] if x["id"] == law_id)


def test_every_citation_on_the_pages_is_the_one_in_laws_json_and_resolves_to_its_law():
    base = data()["edition"]["baseurl"]
    checked = 0
    for entry in data()["laws"]:
        path, _, anchor = entry["url"].partition("#")
        html = page(path)
        assert anchor in html.ids, f"{entry['id']}: no anchor {anchor} in {path}"
        panel = html.panels.get(entry["id"])
        assert panel is not None, f"{entry['id']}: no Cite panel on {path}"
        cites = entry["citations"]
        assert panel["chicago"] == cites["chicago"] and panel["mla"] == cites["mla"]
        assert panel["bibtex"] == cites["bibtex"]
        assert json.loads(panel["csl"]) == cites["csl"]
        # the permalink is the law's own address (absolute under the canonical address, else relative
        # to the site root: the page script makes it absolute), and every citation names it
        assert entry["permalink"] == base + entry["url"] == panel["permalink"]
        assert panel["href"] == "#" + anchor
        for fmt in ("chicago", "mla", "bibtex"):
            assert entry["permalink"] in cites[fmt], (entry["id"], fmt)
        assert cites["csl"]["URL"] == entry["permalink"] and cites["csl"]["id"] == entry["id"]
        # and the law's own label, in its book's word, and its printed page where known
        number_label = entry["label"].rsplit(", ", 1)[-1]
        for fmt in ("chicago", "mla", "bibtex"):
            assert number_label in cites[fmt], (entry["id"], fmt)
        if entry["page"]:
            assert panel["page"] == entry["page_label"]
            assert entry["page_label"] in cites["chicago"]
        checked += 1
    assert checked == len(data()["laws"]) > 250


def test_law_25_is_cited_as_peels_rule_on_its_page():
    entry = law("peel-poker:25")
    assert entry["page"] == ["[50]"] and entry["page_label"] == "p. [50]"
    assert entry["citations"]["chicago"].startswith(
        "W. H. Peel, Round Games with Cards (1891/1897), Rules of Draw Poker, Rule 25, p. [50], in The Laws of "
        "the Table")
    assert entry["citations"]["mla"].startswith("Peel, W. H. \u201cRules of Draw Poker, Rule 25.\u201d")
    assert re.match(r"@inbook\{peel-poker-25,\n  author = \{Peel, W\. H\.\},", entry["citations"]["bibtex"])
    assert entry["citations"]["csl"]["author"] == [{"family": "Peel", "given": "W. H."}]


def test_labels_use_each_books_own_word():
    assert law("peel-poker:14")["label"] == "Peel, Rule 14"  # his law 16: "as provided by Rule 14"
    assert law("enquire-within:114")["label"] == "Enquire Within, \u00b6114"
    assert law("hoffmann-french-vingt-un:2")["label"] == "Hoffmann, French Vingt-Un, round 2"
    assert law("hoffmann-whist:37.iv")["label"] == "Hoffmann, law 37 (iv)"


def test_the_laws_before_the_first_page_break_have_the_page_the_file_opens_on():
    assert law("peel-poker:p1")["page"] == ["[46]"]
    assert law("hoffmann-solo-whist:p1")["page"] == ["{156}"]
    assert law("hoffmann-french-vingt-un:1")["page"] == ["{163}"]
    assert law("hoffmann-french-vingt-un:2")["page"] == ["{163}", "{164}"]
    # where the source has no page numbers none is invented
    assert law("foster-whist:52")["page"] is None and law("enquire-within:114")["page"] is None


def test_bibtex_entries_are_balanced_and_keys_unique():
    keys = set()
    for entry in data()["laws"]:
        bib = entry["citations"]["bibtex"]
        assert bib.count("{") == bib.count("}"), entry["id"]
        key = re.match(r"@inbook\{([A-Za-z0-9-]+),", bib).group(1)
        assert key not in keys
        keys.add(key)


def test_each_text_page_carries_citation_meta_tags():
    pages = {x["url"].partition("#")[0] for x in data()["laws"]}
    assert len(pages) >= 10
    for path in pages:
        meta = dict(page(path).meta)
        assert meta.get("citation_title"), path
        if data()["edition"]["baseurl"]:
            assert meta.get("citation_public_url", "").endswith(path)
        else:  # no canonical address: no absolute address is written
            assert "citation_public_url" not in meta
        assert meta.get("citation_inbook_title"), path
    peel = dict(page("peel/poker.html").meta)
    assert peel["citation_author"] == "Peel, W. H." and peel["citation_publication_date"] == "1891"
    assert peel["citation_inbook_title"] == "Round Games with Cards"
    assert peel["citation_firstpage"] == "[46]" and peel["citation_lastpage"] == "[58]"


def test_laws_json_follows_its_published_schema():
    import jsonschema

    require_site("laws.schema.json")
    schema = json.loads((SITE / "laws.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(data(), schema)
    assert data()["$schema"].endswith("laws.schema.json")
    # a law with a field of the wrong type is refused: the schema is not vacuous
    broken = json.loads(json.dumps(data()))
    broken["laws"][0]["status"] = "done"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, schema)


def test_laws_json_gives_licence_books_and_urls():
    d = data()
    assert d["licence"]["name"] and urlsplit(d["licence"]["url"]).scheme == "https"
    assert d["edition"]["version"] and re.fullmatch(r"\d{4}-\d\d-\d\d", d["edition"]["date"])
    assert d["edition"]["editors"]
    base = d["edition"]["baseurl"]
    assert base == "" or (urlsplit(base).scheme in ("http", "https") and base.endswith("/"))
    peel = d["codes"]["peel-poker"]
    assert peel["book"]["title"] == "Round Games with Cards" and peel["book"]["year"] == 1891
    assert peel["url"] == base + "peel/poker.html" and peel["unit"] == "Rule"
    for code, entry in d["codes"].items():
        assert entry["url"].startswith(base), code
        assert (SITE / entry["url"][len(base):]).is_file(), code  # the code's page exists


def test_the_csv_export_has_one_row_per_law_with_the_same_data():
    require_site("laws.csv")
    with open(SITE / "laws.csv", encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    laws = data()["laws"]
    assert [r["id"] for r in rows] == [x["id"] for x in laws]
    for r, x in zip(rows, laws):
        assert r["text"] == x["text"] and r["status"] == x["status"] and r["permalink"] == x["permalink"]
        assert r["chicago"] == x["citations"]["chicago"]


def test_the_widgets_fallback_pages_are_the_code_records_pages():
    from games.laws import CODES
    from games.widgets.common import CODE_PAGES

    require_site()
    assert set(CODE_PAGES) == set(CODES)
    for code, page in CODE_PAGES.items():
        assert page == CODES[code].page_url and (SITE / page).is_file(), code
        # the page holds laws of that code
        assert any(x["code"] == code and x["url"].startswith(page + "#") for x in data()["laws"]), code


# --- the canonical address: one setting (SITE_BASEURL, read by conf.py) -----------------------------

TEST_ROOT = Path(__file__).resolve().parent / "roots" / "test-laws"


def test_conf_reads_the_canonical_address_from_one_setting_and_has_none_by_default(monkeypatch):
    import runpy

    conf = Path(__file__).resolve().parent.parent / "conf.py"
    monkeypatch.delenv("SITE_BASEURL", raising=False)
    assert runpy.run_path(str(conf))["html_baseurl"] == ""
    monkeypatch.setenv("SITE_BASEURL", "https://laws.example.org/edition/")
    assert runpy.run_path(str(conf))["html_baseurl"] == "https://laws.example.org/edition/"
    readme = (conf.parent / "README.md").read_text(encoding="utf-8")
    assert "SITE_BASEURL=" in readme and "canonical" in readme


def _build_test_site(tmp_path, baseurl: str):
    """The tiny site of tests/roots/test-laws, built with ``html_baseurl`` (as conf.py sets it from
    SITE_BASEURL): its HTML pages, laws.json and laws.csv."""
    import shutil
    import sys

    from sphinx.testing.util import SphinxTestApp

    ext = str(TEST_ROOT.parent.parent.parent / "source" / "_ext")
    if ext not in sys.path:
        sys.path.insert(0, ext)
    src = tmp_path / "src"
    shutil.copytree(TEST_ROOT, src)
    for name in [m for m in sys.modules if m == "fakegames" or m.startswith("fakegames.")]:
        del sys.modules[name]
    app = SphinxTestApp("html", srcdir=src, confoverrides={"html_baseurl": baseurl})
    try:
        app.build()
    finally:
        app.cleanup()
    out = Path(app.outdir)
    return out, json.loads((out / "laws.json").read_text(encoding="utf-8"))


@pytest.mark.filterwarnings(r"ignore:.*MystReferenceResolver\.app' is deprecated")
def test_without_the_setting_the_build_writes_no_absolute_address(tmp_path):
    out, laws = _build_test_site(tmp_path, "")
    index = (out / "index.html").read_text(encoding="utf-8")
    assert 'rel="canonical"' not in index
    assert "citation_public_url" not in index
    first = next(x for x in laws["laws"] if x["id"] == "alpha:1")
    assert first["permalink"] == first["url"] == "index.html#law-alpha-1"
    assert laws["edition"]["baseurl"] == "" and laws["$schema"] == "laws.schema.json"
    for x in laws["laws"]:
        assert not urlsplit(x["permalink"]).scheme and not urlsplit(x["permalink"]).netloc, x["id"]
        assert x["citations"]["csl"]["URL"] == x["permalink"]
    with open(out / "laws.csv", encoding="utf-8", newline="") as f:
        assert all(not urlsplit(r["permalink"]).scheme for r in csv.DictReader(f))
    # the Cite panel carries the relative permalink for the page script to make absolute
    assert 'data-relative-permalink="index.html#law-alpha-1"' in index
    for text in (out / "laws.json", out / "laws.csv", out / "index.html"):
        assert "127.0.0.1" not in text.read_text(encoding="utf-8"), text.name


@pytest.mark.filterwarnings(r"ignore:.*MystReferenceResolver\.app' is deprecated")
def test_with_the_setting_every_address_is_absolute_under_it(tmp_path):
    base = "https://laws.example.org/edition/"
    out, laws = _build_test_site(tmp_path, base)
    index = (out / "index.html").read_text(encoding="utf-8")
    assert f'<link rel="canonical" href="{base}index.html"' in index
    first = next(x for x in laws["laws"] if x["id"] == "alpha:1")
    assert first["permalink"] == base + "index.html#law-alpha-1"
    assert laws["$schema"] == base + "laws.schema.json"
    for x in laws["laws"]:
        assert x["permalink"] == base + x["url"]
        for fmt in ("chicago", "mla", "bibtex"):
            assert x["permalink"] in x["citations"][fmt], (x["id"], fmt)
    with open(out / "laws.csv", encoding="utf-8", newline="") as f:
        assert all(r["permalink"].startswith(base) for r in csv.DictReader(f))
    assert "data-relative-permalink" not in index
    assert f'data-copy="{base}index.html#law-alpha-1"' in index


def test_the_built_site_has_no_address_of_the_build_machine():
    """The published build carries no address of the machine that built it (the old default
    was ``http://127.0.0.1:8000/``): with no canonical address, no absolute one."""
    d = data()
    if d["edition"]["baseurl"]:
        pytest.skip("built with a canonical address (SITE_BASEURL)")
    for path in ("laws.json", "laws.csv", "index.html", "peel/poker.html", "cite.html", "tei/peel.xml"):
        text = (SITE / path).read_text(encoding="utf-8")
        assert "127.0.0.1" not in text and "localhost" not in text, path
        assert 'rel="canonical"' not in text, path
    tei = (SITE / "tei" / "peel.xml").read_text(encoding="utf-8")
    assert 'target="../peel/poker.html#law-peel-poker-' in tei
