"""The claims ledger against values worked out here, independently of the games code: closed forms
from counting (binomials, inclusion and exclusion) and small enumerations written for this test alone.
Where the ledger and the count disagree, one of them is wrong.

The claims whose value is a full Vingt-un analysis (the dealer's advantage, the value of a first card,
of doubling, of a pair) are not recounted here: the exact odds engine is checked against a plain
recursion and against seeded play in ``tests/vingt_un/`` (``test_vingt_un_odds*``)."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb, perm

import pytest

from games.claims import CLAIMS


@pytest.fixture(scope="module")
def value():
    """The value the ledger gives a claim (computed by the games code, one claim at a time)."""
    by = {c.id: c for c in CLAIMS}
    return lambda claim_id: Fraction(by[claim_id].compute()[0])


HANDS = comb(52, 5)
# Peel's order, the ace lowest (laws 2, 71): nine sequences A-2-3-4-5 ... 9-10-J-Q-K in each suit.
SEQUENCE_FLUSHES = 9 * 4
FOURS = 13 * 48
FULLS = 13 * comb(4, 3) * 12 * comb(4, 2)
FLUSHES = 4 * comb(13, 5) - SEQUENCE_FLUSHES
SEQUENCES = 9 * 4 ** 5 - SEQUENCE_FLUSHES
THREES = 13 * comb(4, 3) * comb(12, 2) * 4 ** 2
TWO_PAIRS = comb(13, 2) * comb(4, 2) ** 2 * 11 * 4
PAIR_OF_ONE_RANK = comb(4, 2) * comb(12, 3) * 4 ** 3
BETTER_THAN_A_PAIR = SEQUENCE_FLUSHES + FOURS + FULLS + FLUSHES + SEQUENCES + THREES + TWO_PAIRS


def test_the_hand_counts_add_up_to_every_hand():
    no_pair = (comb(13, 5) - 9) * (4 ** 5 - 4)
    assert BETTER_THAN_A_PAIR + 13 * PAIR_OF_ONE_RANK + no_pair == HANDS


@pytest.mark.law("peel-poker:30", "peel-poker:31", "peel-poker:32")
@pytest.mark.parametrize("claim, pair_ranks", [("peel-poker-30-open-knaves", 3), ("peel-poker-31-open-queens", 2),
                                               ("peel-poker-32-open-kings", 1)])
def test_the_jack_pot_minimums(value, claim, pair_ranks):
    """Two knaves or better: a pair of knaves, queens or kings (aces are low), or any hand above a pair."""
    assert value(claim) == Fraction(pair_ranks * PAIR_OF_ONE_RANK + BETTER_THAN_A_PAIR, HANDS)


@pytest.mark.law("peel-poker:p5")
def test_fours_or_better_as_dealt(value):
    assert value("peel-poker-p5-fours-seldom") == Fraction(FOURS + SEQUENCE_FLUSHES, HANDS)


@pytest.mark.law("peel-poker:p2", "peel-poker:p4")
def test_one_card_drawn(value):
    assert value("peel-poker-p2-fours-remote") == Fraction(1, 47)    # the one knave left of 47 unseen
    assert value("peel-poker-p4-sequence") == Fraction(4, 47)        # any of the four fives


@pytest.mark.law("peel-poker:p1")
def test_three_drawn_to_a_pair_of_knaves(value):
    """JS JD kept, 2, 5 and 9 thrown: 47 unseen (two knaves; three each of 2, 5, 9; four of the nine other
    ranks).  Triplets or better: a knave among the three drawn, or three of a kind of another rank."""
    draws = comb(47, 3)
    with_a_knave = draws - comb(45, 3)
    other_threes = 3 * comb(3, 3) + 9 * comb(4, 3)
    assert value("peel-poker-p1-three-chances") == Fraction(with_a_knave + other_threes, draws)


@pytest.mark.law("hoffmann-vingt-un:p1", "hoffmann-vingt-un:p5")
def test_the_tenth_cards(value):
    tenth = sum(4 for rank in range(2, 14) if min(rank, 10) == 10)   # ten, knave, queen, king
    assert value("hoffmann-p1-sixteen-tenth-cards") == value("hoffmann-p5-ace-naturals") == tenth == 16


@pytest.mark.law("hoffmann-french-vingt-un:5")
def test_rouge_et_noir(value):
    assert value("french-5-rouge-et-noir") == Fraction(26, 52)
    two_or_three = comb(26, 2) * 26 + comb(26, 3)
    assert value("french-5-three-cards") == Fraction(two_or_three, comb(52, 3))


@pytest.mark.law("hoffmann-french-vingt-un:4")
def test_sympathy(value):
    assert value("french-4-sympathy") == Fraction(25, 51)   # the second card of the first's colour


@pytest.mark.law("hoffmann-french-vingt-un:8")
def test_the_clock(value):
    """Some card answers its call in thirteen turned (ace, two ... king): one less the chance that none does,
    by inclusion and exclusion over the calls answered (four cards answer each call)."""
    none = sum((-1) ** k * comb(13, k) * 4 ** k * perm(52 - k, 13 - k) for k in range(14))
    assert value("french-8-the-clock") == 1 - Fraction(none, perm(52, 13))


@pytest.mark.law("enquire-within:116")
def test_two_cards_above_fourteen(value):
    """Two cards of a full pack, an ace eleven where that helps (two aces: twelve)."""
    ranks = [min(r, 10) for r in range(1, 14) for _ in range(4)]

    def points(a, b):
        total = a + b
        return total + 10 if 1 in (a, b) and total + 10 <= 21 else total

    pairs = list(combinations(ranks, 2))
    assert value("ew-116-above-fourteen") == Fraction(sum(points(a, b) > 14 for a, b in pairs), len(pairs))
