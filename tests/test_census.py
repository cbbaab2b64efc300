"""The census of all five-card hands (games/poker/census.py), checked against
exact combinatorics computed here from binomial coefficients, and against the
engine's evaluator hand by hand."""

import itertools
import json
import subprocess
import sys
from collections import Counter
from math import comb

import pytest

from games.poker.census import census, census_scores, pack_for
from games.poker.hands import FOSTER, PEEL, FosterRules, PeelRules, score, sequence_windows


def expected(ranks: int, suits: int, runs: int) -> list[int]:
    """Hands of each class, highest first, for a pack of ``ranks`` x ``suits`` cards in which
    ``runs`` sets of five ranks make a sequence."""
    r, s = ranks, suits
    straight_flush = runs * s
    fours = r * comb(s, 4) * (r - 1) * s
    full = r * comb(s, 3) * (r - 1) * comb(s, 2)
    flush = comb(r, 5) * s - straight_flush
    straight = runs * s**5 - straight_flush
    threes = r * comb(s, 3) * comb(r - 1, 2) * s**2
    two_pairs = comb(r, 2) * comb(s, 2) ** 2 * (r - 2) * s
    pair = r * comb(s, 2) * comb(r - 1, 3) * s**3
    nothing = (comb(r, 5) - runs) * (s**5 - s)
    return [straight_flush, fours, full, flush, straight, threes, two_pairs, pair, nothing]


@pytest.mark.law(*[f"peel-poker:{n}" for n in range(65, 76)])
def test_peel_census_matches_exact_combinatorics():
    result = census(PEEL)
    assert list(result) == list(PEEL.categories) + ["total"]
    assert list(result.values())[:-1] == expected(13, 4, 9)
    assert result["total"] == comb(52, 5) == 2598960


@pytest.mark.law("foster-poker:p7")
def test_foster_census_matches_exact_combinatorics():
    result = census(FOSTER)
    assert list(result) == list(FOSTER.categories) + ["total"]
    assert list(result.values())[:-1] == expected(13, 4, 10)
    assert result["total"] == comb(52, 5)


@pytest.mark.law("foster-poker:p7")
def test_foster_sixty_card_pack_census():
    sixty = FosterRules(pack="sixty")
    result = census(sixty)
    # fifteen ranks: eleven runs from A-2-3-4-5 to 11-12-J-Q-K, and 12-J-Q-K-A
    assert list(result.values())[:-1] == expected(15, 4, 12)
    assert result["total"] == comb(60, 5)


@pytest.mark.law("peel-poker:71")
def test_law_71_peel_sequences_are_nine_rank_runs_not_ten():
    peel, foster = census(PEEL), census(FOSTER)
    per_run = 4**5 - 4  # suit patterns of one run of ranks that are not flushes
    assert peel["Sequence not a flush"] == 9 * per_run
    assert foster["Straight"] == 10 * per_run
    assert peel["Sequence flush"] == 9 * 4 and foster["Straight flush"] == 10 * 4
    # the ten-to-ace hands Peel does not count as sequences fall to "No pair" and "Flush"
    assert peel["No pair"] - foster["High card"] == per_run
    assert peel["Flush"] - foster["Flush"] == 4


@pytest.mark.law("peel-poker:71")
def test_american_custom_option_gives_ten_runs():
    assert census(PeelRules(ace_in_sequence="begin-or-end"))["Sequence not a flush"] == 10 * (4**5 - 4)


@pytest.mark.parametrize("rules", [PEEL, FOSTER, PeelRules(aces="high", two_pairs_odd_card="tie")], ids=repr)
def test_census_uses_the_engines_evaluator_on_every_hand(rules):
    """The census (nested loops over the pack) and score() (one hand at a time) agree on all
    2,598,960 hands, class by class."""
    cards = pack_for(rules).cards
    one_by_one = Counter(s >> 32 for s in map(score, itertools.combinations(cards, 5), itertools.repeat(rules)))
    totals = census(rules)
    assert [one_by_one[cat] for cat in range(8, -1, -1)] == list(totals.values())[:-1]


def test_census_scores_are_the_evaluators_scores_without_the_hearts():
    # Peel's hearts (laws 69-70) order hands within a class; the census counts classes.
    suit_blind = PeelRules(sequence_hearts="no-effect")
    counts = census_scores(suit_blind)
    sample = list(itertools.islice(itertools.combinations(pack_for(PEEL).cards, 5), 0, 2598960, 997))
    for hand in sample:
        value = score(hand, suit_blind)
        if value >> 32 != 5:  # heart flushes carry law 69's mark
            assert value in counts
    assert sum(counts.values()) == comb(52, 5)


def test_number_of_sequence_windows():
    assert len(sequence_windows(PEEL)) == 9
    assert len(sequence_windows(FOSTER)) == 10
    assert len(sequence_windows(FosterRules(pack="sixty"))) == 12


def test_command_line_prints_the_census_as_json():
    out = subprocess.run(
        [sys.executable, "-m", "games.poker", "census", "--code", "peel"],
        capture_output=True, text=True, check=True, cwd=str(__import__("pathlib").Path(__file__).parents[1]),
    )  # fmt: skip
    data = json.loads(out.stdout)
    assert data == census(PEEL)
    bad = subprocess.run(
        [sys.executable, "-m", "games.poker", "census", "--code", "peel", "--pack", "sixty"],
        capture_output=True, text=True, cwd=str(__import__("pathlib").Path(__file__).parents[1]),
    )  # fmt: skip
    assert bad.returncode != 0 and "Rule 1" in bad.stderr


def test_the_census_page_quotes_the_census():
    """The figures written in the prose of source/census/poker.md are the census's own."""
    import pathlib

    text = pathlib.Path(__file__).parents[1].joinpath("source", "census", "poker.md").read_text(encoding="utf-8")
    peel, foster, sixty = census(PEEL), census(FOSTER), census(FosterRules(pack="sixty"))
    figures = [
        peel["Sequence not a flush"], foster["Straight"], peel["Sequence flush"], foster["Straight flush"],
        peel["No pair"], foster["High card"], peel["Flush"], foster["Flush"], peel["Flush"] // 4,
        3 * peel["Flush"] // 4, sixty["total"], sixty["Flush"], sixty["Straight"], peel["Fours"],
    ]  # fmt: skip
    for n in figures:
        assert f"{n:,}" in text, n
    one_in = [
        (peel, "Flush"), (foster, "Flush"), (peel, "Sequence not a flush"), (foster, "Straight"),
        (sixty, "Flush"), (sixty, "Straight"),
    ]  # fmt: skip
    for table, name in one_in:
        assert f"{round(table['total'] / table[name])}" in text, name
    assert round(100 * sixty["One pair"] / sixty["total"]) == 38 and round(100 * foster["One pair"] / foster["total"]) == 42


# -- defect 14: one rounding rule for every cell (games.core.odds) ------------------------

from decimal import Decimal  # noqa: E402
from fractions import Fraction  # noqa: E402

from games.poker.census import CENSUS_CODES, chance_cells, hand_census_table  # noqa: E402


def _number(text: str) -> Decimal:
    return Decimal(text.split()[0].replace(",", ""))


def _figures(text: str) -> int:
    digits = text.split()[0].replace(",", "").replace(".", "").lstrip("0")
    return len(digits)


@pytest.mark.parametrize("code", list(CENSUS_CODES))
def test_census_cells_follow_one_rounding_rule(code):
    table = hand_census_table(code)
    total = table.rows[-1][1]
    for row in table.rows[:-1]:
        name, count, pct, one_in, against = row[:5]
        exact_in = Fraction(total, count)
        exact_against = Fraction(total - count, count)
        # half away from zero, never more than half a unit in the last place off the exact value
        for text, exact in ((one_in, exact_in), (pct, Fraction(count * 100, total))):
            d = _number(text)
            unit = Decimal(1).scaleb(d.as_tuple().exponent)
            assert abs(Fraction(d) - exact) <= Fraction(unit) / 2, (name, text, exact)
        # four significant figures at least, everywhere (no "1.6 %" among four-figure cells)
        assert _figures(pct) == 4 and _figures(one_in) >= 4 and _figures(against) >= 4, row
        # "one hand in N" and "N - 1 to 1" agree: both are the same exact number, less one
        if against.endswith("to 1"):
            assert abs(_number(one_in) - 1 - _number(against)) <= Decimal(1).scaleb(_number(against).as_tuple().exponent)
            assert abs(Fraction(_number(against)) - exact_against) <= Fraction(1, 2)
        else:
            assert against.endswith("to 1 on") and exact_against < 1


def test_census_cells_of_the_issue():
    # Foster's sixty-card pack: a straight flush is one hand in 113,781.5
    assert chance_cells(48, 5461512) == ("0.0008789 %", "113,782", "113,781 to 1")
    # 1.005 to 1 on is written to four figures, not "1.00 to 1 on"
    assert chance_cells(201, 401)[2] == "1.005 to 1 on"
    assert chance_cells(1, 2)[2] == "evens"
    # a cell of 1.6 % keeps its four figures
    assert chance_cells(87360, 5461512)[0] == "1.600 %"


def test_census_table_names_the_law_that_decides_ties():
    table = hand_census_table("peel")
    assert table.columns[-1] == "Ties decided by"
    laws = {row[0]: row[-1] for row in table.rows[:-1]}
    assert laws["Flush"].law_id == "peel-poker:69" and laws["Flush"].text == ""   # the site labels it
    assert "Ties decided by" not in hand_census_table("foster").columns
