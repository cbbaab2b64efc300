"""The solver against DDS (the C++ solver, through the ``endplay`` package; a test dependency only):
seeded endings of 5 to 9 cards a hand (tricks, and each card's value from the start of a trick and
from the middle of one) and seeded whole deals."""

from __future__ import annotations

import random

import os

import pytest
from helpers import pbn, random_hands, random_prefix

from games.cards import Card, Suit
from games.solver import card_values, solve

endplay = pytest.importorskip("endplay")
from endplay.dds import solve_board  # noqa: E402
from endplay.types import Deal, Denom, Player  # noqa: E402

DENOM = {None: Denom.nt, Suit.SPADES: Denom.spades, Suit.HEARTS: Denom.hearts, Suit.DIAMONDS: Denom.diamonds,
         Suit.CLUBS: Denom.clubs}
PLAYER = (Player.north, Player.east, Player.south, Player.west)


def dds_values(hands, trump, leader, played=()):
    """card -> tricks of the side to move from the current trick on, as DDS counts them."""
    deal = Deal(pbn(hands), first=PLAYER[leader], trump=DENOM[trump])
    for c in played:
        deal.play(c.suit.letter + ("T" if c.rank.text == "10" else c.rank.text))
    return {Card.parse(c.rank.abbr + c.suit.name[0].upper()): t for c, t in solve_board(deal)}


@pytest.mark.parametrize("n", [5, 6, 7, 8, 9])
def test_endings_against_dds(n):
    rng = random.Random(n)
    for seed in range({8: 3, 9: 2}.get(n, 6)):
        hands = random_hands(50_000 + 100 * n + seed, n)
        trump = (None, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)[seed % 5]
        leader = rng.randrange(4)
        want = dds_values(hands, trump, leader)
        got = card_values(hands, trump, leader)
        assert got == want, (seed, leader, pbn(hands))
        best = max(want.values())
        r = solve(hands, trump, leader)
        assert r.of(leader) == best and r.ns + r.ew == n
        played = random_prefix(rng, hands, leader, rng.randint(1, 3))
        assert card_values(hands, trump, leader, played) == dds_values(hands, trump, leader, played), (seed, played)


@pytest.mark.slow
@pytest.mark.skipif(os.environ.get("SOLVER_WHOLE_DEALS") != "1",
                    reason="whole deals against DDS (minutes in CPython) run with SOLVER_WHOLE_DEALS=1")
@pytest.mark.parametrize("seed", [1, 2])
def test_whole_deals_against_dds(seed):
    hands = random_hands(90_000 + seed, 13)
    trump = (Suit.SPADES, None)[seed % 2]
    leader = seed % 4
    want = dds_values(hands, trump, leader)
    r = solve(hands, trump, leader)
    assert r.of(leader) == max(want.values()) and r.ns + r.ew == 13, pbn(hands)
