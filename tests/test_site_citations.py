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
        # the permalink is the law's own address, absolute, and every citation names it
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
        assert meta.get("citation_public_url", "").endswith(path)
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


def test_laws_json_gives_licence_books_and_absolute_urls():
    d = data()
    assert d["licence"]["name"] and urlsplit(d["licence"]["url"]).scheme == "https"
    assert d["edition"]["version"] and re.fullmatch(r"\d{4}-\d\d-\d\d", d["edition"]["date"])
    assert d["edition"]["editors"]
    base = d["edition"]["baseurl"]
    assert urlsplit(base).scheme in ("http", "https") and base.endswith("/")
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
