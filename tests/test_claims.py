"""The claims ledger: every claim quoted verbatim from the seed texts, linked to a law that exists, its value
recomputed by the games code, its verdict one of three; and the built page and claims.json agree with it."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

import pytest

from built_site import SITE, require_site
from games.claims import CLAIMS, PAGES, VERDICTS, claim_url, ledger
from games.core.odds import decimal_text

ROOT = Path(__file__).resolve().parent.parent
# The seed files wrap their lines: a quotation is compared with the runs of white space made single spaces.
SEEDS = " ".join(" ".join(p.read_text(encoding="utf-8").split()) for p in sorted((ROOT / "tests" / "seeds").glob("*.txt")))


@pytest.fixture(scope="module")
def records():
    return ledger()


def test_more_than_forty_claims_each_with_its_own_id():
    assert len(CLAIMS) > 40
    assert len({c.id for c in CLAIMS}) == len(CLAIMS)


@pytest.mark.parametrize("claim", CLAIMS, ids=lambda c: c.id)
def test_every_quote_is_in_the_seed_texts_word_for_word(claim):
    assert claim.quote == " ".join(claim.quote.split()) and claim.quote in SEEDS, claim.quote


@pytest.mark.parametrize("claim", CLAIMS, ids=lambda c: c.id)
def test_every_law_exists_on_its_page(claim):
    code, number = claim.law.split(":")
    page = (ROOT / "source" / PAGES[code].replace(".html", ".md")).read_text(encoding="utf-8")
    assert re.search(r"^:::+\{law\} " + re.escape(claim.law) + r"$", page, re.M), claim.law
    assert claim_url(claim.law).endswith("#law-" + claim.law.replace(":", "-").replace(".", "-"))


def test_every_value_is_recomputed_and_judged(records):
    assert [r["id"] for r in records] == [c.id for c in CLAIMS]
    for c, r in zip(CLAIMS, records):
        value, verdict, how = c.compute()              # computed again, not read back
        assert Fraction(r["value"]) == Fraction(value)
        assert r["decimal"] == decimal_text(Fraction(value), 4)
        assert r["verdict"] == verdict in VERDICTS and how and r["assumptions"]


@pytest.mark.law("enquire-within:116")
def test_enquire_withins_odds(records):
    by = {r["id"]: r for r in records}
    assert by["ew-116-fourteen"]["value"] == "7/13" and by["ew-116-fourteen"]["verdict"] == "holds"
    assert by["ew-116-fifteen"]["value"] == "6/13" and by["ew-116-fifteen"]["verdict"] == "holds"
    # "once in seven coups when two ... play": two hands hold 64/663 naturals a coup, once in about ten
    assert Fraction(by["ew-116-natural-two"]["value"]) == 2 * Fraction(2 * 4 * 16, 52 * 51)
    assert by["ew-116-natural-two"]["verdict"] == by["ew-116-natural-four"]["verdict"] == "wrong"


def test_some_claims_are_wrong_and_some_hold(records):
    verdicts = {r["verdict"] for r in records}
    assert verdicts == set(VERDICTS)


def test_the_verdict_follows_the_number_not_the_other_way():
    """A claim whose computation changes changes its verdict: the verdicts are functions of the values."""
    from games import claims as mod

    c = next(c for c in CLAIMS if c.id == "hoffmann-p13-aces")
    saved = mod._analysis
    try:
        class Fake:
            def pair_gain(self, value):
                return Fraction(-1, 3)

        mod._analysis = lambda *a, **k: Fake()
        value, verdict, _how = c.compute()
        assert value == Fraction(-1, 3) and verdict == "wrong"
    finally:
        mod._analysis = saved


def test_the_built_page_and_claims_json_agree_with_the_ledger(records):
    require_site("claims.html")
    data = json.loads((SITE / "claims.json").read_text(encoding="utf-8"))
    assert data["count"] == len(records) and data["claims"] == records
    page = (SITE / "claims.html").read_text(encoding="utf-8")
    for r in records:
        assert f'id="claim-{r["id"]}"' in page
        assert f'href="{r["url"]}"' in page
    assert page.count('role="img"') >= 2 and "claims-verdicts-title" in page and "claims-overdraw-desc" in page
    assert 'fill="currentColor"' in page          # text follows the theme (dark mode)
