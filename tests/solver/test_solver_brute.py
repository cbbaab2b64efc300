"""The solver against a plain minimax written apart from it, on small random endings: every leader, with
and without trumps, from the start of a trick and from the middle of one (tricks and each card's value)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from helpers import brute_force, brute_values, random_hands, random_prefix

from games.cards import ACE_HIGH, Suit
from games.solver import best_cards, card_values, clear_cache, solve
from games.solver.search import Searcher, estimate
from games.solver.search import guess as first_guess

TRUMPS = (None, Suit.SPADES, Suit.HEARTS)


@pytest.mark.parametrize("n", [1, 2, 3])
@pytest.mark.parametrize("trump", TRUMPS, ids=str)
def test_small_endings_every_leader(n, trump):
    for seed in range(40 if n < 3 else 25):
        hands = random_hands(1000 * n + seed, n)
        for leader in range(4):
            want = brute_force(hands, trump, leader)
            got = solve(hands, trump, leader)
            assert (got.ns, got.ew) == (want, n - want), (seed, leader)
            assert card_values(hands, trump, leader) == brute_values(hands, trump, leader), (seed, leader)


@pytest.mark.parametrize("trump", TRUMPS, ids=str)
def test_four_card_endings(trump):
    for seed in range(8):
        hands = random_hands(4000 + seed, 4)
        for leader in range(4):
            want = brute_force(hands, trump, leader)
            assert solve(hands, trump, leader).ns == want, (seed, leader)
        leader = seed % 4
        assert card_values(hands, trump, leader) == brute_values(hands, trump, leader), seed


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("trump", TRUMPS, ids=str)
def test_mid_trick(n, trump):
    rng = random.Random(n)
    for seed in range(15 if n < 4 else 5):
        hands = random_hands(7000 + 100 * n + seed, n)
        leader = rng.randrange(4)
        played = random_prefix(rng, hands, leader, rng.randint(1, 3))
        held = [tuple(c for c in h if c not in played) for h in hands]
        want = brute_force(held, trump, leader, played)
        assert solve(hands, trump, leader, played).ns == want
        vals = brute_values(hands, trump, leader, played)
        assert card_values(hands, trump, leader, played) == vals
        top = max(vals.values())
        assert set(best_cards(hands, trump, leader, played)) == {c for c, v in vals.items() if v == top}


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.integers(1, 4), guess=st.integers(-2, 6),
       trump=st.sampled_from(TRUMPS), leader=st.integers(0, 3))
def test_the_value_does_not_depend_on_the_first_guess(seed, n, guess, trump, leader):
    """The search's value from any first guess (below, at or above the answer, or outside the range) is
    the brute force's; the quick play-out and the blend that make the usual guess stay within the tricks."""
    hands = random_hands(seed, n)
    ns = brute_force(hands, trump, leader)   # North-South's tricks
    h = [0] * 16
    for seat, hand in enumerate(hands):
        for c in hand:
            s = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES).index(c.suit)
            below = sum(1 for hh in hands for d in hh
                        if d.suit is c.suit and ACE_HIGH.index(d.rank) < ACE_HIGH.index(c.rank))
            h[4 * seat + s] |= 1 << below
    t = -1 if trump is None else (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES).index(trump)
    assert Searcher(t).value(h, n, guess=guess, player=leader) == ns
    assert 0 <= estimate(h, t, leader, n) <= n and 0 <= first_guess(h, t, leader, n) <= n


def test_a_full_table_forgets_its_shallowest_positions(monkeypatch):
    """With a table of a few dozen keys (purged again and again) the answers are the brute force's; a
    purge keeps the deepest positions and forgets at least half."""
    from games.solver import search
    from games.solver.search import _pack, _purge, _tricks_of

    rng = random.Random(8)
    tt = {}
    for _ in range(300):
        n = rng.randint(1, 13)
        h = [0] * 16
        # n cards each, dealt by suit at random (the lengths are all the key holds)
        for p in range(4):
            for _c in range(n):
                s = rng.randrange(4)
                h[4 * p + s] = (h[4 * p + s] << 1) | 1
        key = (_pack(h)[1] << 2) | rng.randrange(4)
        assert _tricks_of(key) == n
        tt[key] = n
    before = dict(tt)
    _purge(tt)
    assert len(tt) <= len(before) - len(before) // 2
    assert min(tt.values()) > max(v for k, v in before.items() if k not in tt)
    monkeypatch.setattr(search, "_TT_LIMIT", 40)
    clear_cache()
    for seed in range(6):
        hands = random_hands(6100 + seed, 4)
        for leader in range(4):
            trump = TRUMPS[seed % 3]
            assert solve(hands, trump, leader).ns == brute_force(hands, trump, leader), (seed, leader)
