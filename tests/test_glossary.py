"""The glossary: its data, the matching of terms in a law's text, and the built site (every term
linked from at least one use, the glosses in place, the entries listing their uses)."""

from __future__ import annotations

import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from docutils import nodes

from built_site import SITE, require_site

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "source" / "_ext"))

import glossary  # noqa: E402
from glossary_terms import TERMS  # noqa: E402

TEXT_DIRS = ("peel", "hoffmann", "foster", "enquire-within")


# --- the data -----------------------------------------------------------------------------------

def test_at_least_thirty_terms_with_gloss_and_basis():
    assert len(TERMS) >= 30
    for rec in TERMS:
        assert rec["gloss"].strip() and rec["basis"].strip() and rec["forms"], rec["slug"]
        assert re.fullmatch(r"[a-z0-9-]+", rec["slug"])
        assert "{law}`" in rec["basis"], f"{rec['slug']}: say which law the meaning comes from"


def test_the_issue_terms_are_there():
    slugs = {r["slug"] for r in TERMS}
    for s in ("ante", "straddle", "jack-pot", "pool", "pone", "punter", "elder-hand", "natural", "tenth-card",
              "coup", "over-draw", "revoke", "renounce", "honours", "rubber", "treble-game", "turn-up"):
        assert s in slugs


def test_basis_cites_laws_of_the_texts():
    known = set()
    for md in (ROOT / "source").rglob("*.md"):
        known.update(re.findall(r"^:{3,}\{law\} (\S+)", md.read_text(encoding="utf-8"), re.M))
    for rec in TERMS:
        for law_id in re.findall(r"\{law\}`([^`]+)`", rec["basis"]):
            assert law_id in known, f"{rec['slug']} cites {law_id}, not a law of the texts"


def test_duplicate_slugs_refused():
    with pytest.raises(ValueError):
        glossary.load_terms([TERMS[0], TERMS[0]])


# --- matching -----------------------------------------------------------------------------------

def _law(law_id: str, *children) -> nodes.container:
    law = nodes.container("", *children, law_id=law_id, classes=["law"])
    return law


def test_first_use_only_longest_match_and_codes():
    p = nodes.paragraph("", "", nodes.Text("A Sequence flush beats a flush; the ante and the ante again; the pone."))
    found = [(str(t)[s:e], term.slug) for t, s, e, term in glossary.first_uses(_law("peel-poker:65", p))]
    assert ("Sequence flush", "sequence-flush") in found
    assert ("flush", "flush") in found
    assert [w for w, s in found if s == "ante"] == ["ante"]  # once per law
    assert ("pone", "pone") in found  # no code restriction
    # "natural" is a Vingt-un term: not glossed in a Poker law
    p2 = nodes.paragraph("", "", nodes.Text("a natural order"))
    assert not [t for *_, t in glossary.first_uses(_law("peel-poker:2", p2)) if t.slug == "natural"]
    assert [t.slug for *_, t in glossary.first_uses(_law("peel-vingt-un:p5", p2.deepcopy()))] == ["natural"]


def test_no_gloss_inside_emendations_subclauses_or_apparatus():
    class emendation(nodes.inline):
        pass

    em = emendation("", "pass", original="pads")
    note = nodes.paragraph("", "a straddle", classes=["apparatus"])
    sub = _law("peel-poker:21.i", nodes.paragraph("", "", nodes.Text("the ante")))
    law = _law("peel-poker:25", nodes.paragraph("", "", nodes.Text("turn shall "), em), note, sub)
    assert [t.slug for *_, t in glossary.first_uses(law)] == []
    assert [t.slug for *_, t in glossary.first_uses(sub)] == ["ante"]


def test_word_boundaries():
    p = nodes.paragraph("", "", nodes.Text("compass, antelope, surpass, opened"))
    assert [t.slug for *_, t in glossary.first_uses(_law("peel-poker:30", p))] == ["open"]


# --- the built site -----------------------------------------------------------------------------

class _Links(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.glosses: list[tuple[str, str | None]] = []
        self.tips: dict[str, str] = {}
        self._tip = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = (a.get("class") or "").split()
        if tag == "a" and "gloss" in cls:
            self.glosses.append((a["href"], a.get("aria-describedby")))
        if tag == "span" and "gloss-tip" in cls:
            self._tip = a["id"]
            self.tips[self._tip] = ""

    def handle_endtag(self, tag):
        if tag == "span" and self._tip and self.tips[self._tip]:
            self._tip = None

    def handle_data(self, data):
        if self._tip:
            self.tips[self._tip] += data


def _text_pages():
    return [p for d in TEXT_DIRS for p in sorted((SITE / d).glob("*.html"))]


def test_every_term_is_linked_from_a_use_in_the_texts():
    require_site()
    linked: set[str] = set()
    for page in _text_pages():
        parser = _Links()
        parser.feed(page.read_text(encoding="utf-8"))
        for href, tip in parser.glosses:
            m = re.search(r"glossary\.html#term-([a-z0-9-]+)$", href)
            assert m, href
            linked.add(m.group(1))
            assert tip and parser.tips.get(tip), f"{page.name}: the gloss of {href} has no tooltip"
    missing = sorted({r["slug"] for r in TERMS} - linked)
    assert not missing, f"terms linked from no use in the texts: {missing}"


def test_glossary_page_entries_and_uses():
    require_site("glossary.html")
    html = (SITE / "glossary.html").read_text(encoding="utf-8")
    for rec in TERMS:
        assert f'id="term-{rec["slug"]}"' in html, rec["slug"]
    uses = re.findall(r'<p class="glossary-uses"[^>]*>(.*?)</p>', html, re.S)
    assert len(uses) == len(TERMS)
    assert all("href=" in u for u in uses), "an entry lists no law that uses it"
    # a use listed on the glossary page leads to a law that carries the link back
    m = re.search(r'id="term-pone".*?<p class="glossary-uses"[^>]*>(.*?)</p>', html, re.S)
    first = re.search(r'href="([^"#]+)#(law-[^"]+)"', m.group(1))
    page = (SITE / first.group(1)).read_text(encoding="utf-8")
    law = page[page.index(f'id="{first.group(2)}"'):]
    assert 'href="../glossary.html#term-pone"' in law[: law.find('class="apparatus law-status') + 1]


def test_gloss_of_pone_in_peel_vingt_un():
    require_site()
    html = (SITE / "peel" / "vingt-un.html").read_text(encoding="utf-8")
    law = html[html.index('id="law-peel-vingt-un-p12"'):]
    law = law[: law.index('class="apparatus law-status')]
    assert re.search(r'<a class="gloss" href="\.\./glossary\.html#term-pone" aria-describedby="[^"]+">pone</a>', law)
    assert "the player on the dealer&#x27;s right" in law or "the player on the dealer's right" in law
    assert '<div class="apparatus law-glosses no-search">' in law


def test_laws_json_text_has_no_glosses():
    """The glosses are apparatus of the pages, not part of a law's text in laws.json."""
    import json

    require_site("laws.json")
    data = json.loads((SITE / "laws.json").read_text(encoding="utf-8"))
    laws = data["laws"] if isinstance(data, dict) else data
    by_id = {law["id"]: law for law in laws}
    p12 = by_id["peel-vingt-un:p12"]["text"]
    assert "who is termed the pone, and whose duty" in p12
    for rec in TERMS:
        assert rec["gloss"] not in p12
    assert not any("gloss" in (law.get("text") or "") and "glossary" in (law.get("text") or "") for law in laws)
