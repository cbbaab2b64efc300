"""The words the code rests on, as the built site shows them (issue 25): under each law that the code
quotes, in ``laws.json``, and on the citations pages, one per code.

The expected quotations come from the code itself (:data:`games.citations.QUOTATIONS`, every module
imported), not from a list kept here.  Reads the site built by ``make html`` (``SITE_HTML``); skipped
when it is not built, except under ``make test`` or CI.
"""

from __future__ import annotations

import html
import json
import re

import pytest

from built_site import SITE, require_site
from games.citations import QUOTATIONS
from games.laws import CODES, anchor, discover

from law_texts import is_span

discover()


def _declared() -> dict:
    """The quotations the package's own modules declare (not one a test made, such as the bad-input
    campaign's calls of ``quote``, which the site never sees)."""
    out = {}
    for law_id, cites in QUOTATIONS.items():
        mine = [c for c in cites if c.where.startswith("games.")]
        if mine:
            out[law_id] = mine
    return out


@pytest.fixture(scope="module")
def laws():
    require_site("laws.json")
    return {law["id"]: law for law in json.loads((SITE / "laws.json").read_text(encoding="utf-8"))["laws"]}


def _plain(fragment: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", fragment)).split())


def test_laws_json_lists_every_declared_quotation_of_each_law(laws):
    declared = _declared()
    for law_id, cites in declared.items():
        assert law_id in laws, law_id
        got = [q["words"] for q in laws[law_id]["quotations"]]
        assert got == [c.words for c in cites], law_id
        for q in laws[law_id]["quotations"]:
            assert is_span(q["words"], law_id) and q["module"].startswith("games.")
    for law_id, law in laws.items():
        if law_id not in declared:
            assert law["quotations"] == [], law_id


def test_laws_json_says_what_cites_each_quotation(laws):
    cited = [q for law in laws.values() for q in law["quotations"] if q["cited_by"]]
    assert len(cited) > 20, "the seeded games the build plays cite the quotations"
    for q in cited:
        for use in q["cited_by"]:
            assert use["where"].split(" ")[0] in ("event", "refusal", "ruling", "option", "settlement", "score",
                                                  "reason")
            assert use["table"] and use["example"]


def test_a_quoted_law_shows_its_words_under_it_on_its_page(laws):
    shown = 0
    declared = _declared()
    for law_id in list(declared)[:40]:
        page = (SITE / laws[law_id]["url"].split("#")[0]).read_text(encoding="utf-8")
        start = page.index(f'id="{anchor(law_id)}"')
        nxt = page.find('class="law-block', start + 10)
        block = page[start:nxt if nxt > 0 else len(page)]
        m = re.search(r'<details class="[^"]*law-quotations-block[^"]*".*?</details>', block, re.S)
        assert m, f"{law_id}: no quotations under the law"
        text = _plain(m.group(0))
        assert "The words the code rests on" in text
        for c in declared[law_id]:
            assert f"\u201c{c.words}\u201d" in text, (law_id, c.words)
        shown += 1
    assert shown


@pytest.mark.parametrize("code", list(CODES))
def test_each_code_has_its_citations_page(code):
    require_site(f"citations/{code}.html")
    page = (SITE / "citations" / f"{code}.html").read_text(encoding="utf-8")
    text = _plain(page)
    assert "kinds of citation" in text
    m = re.search(r"(\d+) kinds of citation\s*,\s*of (\d+) laws", text)
    assert m and int(m.group(1)) > 0 and int(m.group(2)) > 0, f"{code}: the page lists no citation"
    assert 'class="law-citations' in page
    index = (SITE / "citations" / "index.html").read_text(encoding="utf-8")
    assert f'href="{code}.html"' in index
