"""Shared by the solver's tests: seeded random layouts, and a brute force written apart from the solver."""

from __future__ import annotations

import random
from functools import lru_cache

from games.cards import ACE_HIGH, Card, Suit, standard_pack
from games.core.tricks import trick_winner

PBN_RANKS = "AKQJT98765432"
PBN_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def random_hands(seed: int, n: int) -> tuple[tuple[Card, ...], ...]:
    """Four hands of ``n`` cards, North first, dealt from a shuffled pack (an ending of random cards)."""
    cards = list(standard_pack().shuffled(seed).cards)
    return tuple(tuple(cards[i * n:(i + 1) * n]) for i in range(4))


def pbn(hands) -> str:
    def letter(c: Card) -> str:
        return {"10": "T"}.get(c.rank.text, c.rank.text)
    parts = []
    for h in hands:
        parts.append(".".join("".join(sorted((letter(c) for c in h if c.suit is s), key=PBN_RANKS.index))
                              for s in PBN_SUITS))
    return "N:" + " ".join(parts)


def legal(hand, played):
    if played:
        follow = [c for c in hand if c.suit is played[0].suit]
        if follow:
            return follow
    return list(hand)


def brute_force(hands, trump, leader: int, played=()):
    """North-South's tricks from the start of the current trick, by plain minimax over every legal card
    (memoised on the whole state), the trick's winner by :func:`games.core.tricks.trick_winner`.
    ``hands``: the cards held now (those ``played`` to the trick already taken out)."""

    @lru_cache(maxsize=None)
    def go(hands, leader, played):
        if len(played) == 4:
            w = (leader + trick_winner(played, ACE_HIGH, trump)) % 4
            return (1 if w % 2 == 0 else 0) + go(hands, w, ())
        seat = (leader + len(played)) % 4
        if not hands[seat]:
            return 0
        vals = []
        for c in legal(sorted(hands[seat], key=lambda c: c.index), played):
            nh = list(hands)
            nh[seat] = hands[seat] - {c}
            vals.append(go(tuple(nh), leader, played + (c,)))
        return max(vals) if seat % 2 == 0 else min(vals)

    return go(tuple(frozenset(h) for h in hands), leader, tuple(played))


def brute_values(hands, trump, leader: int, played=()):
    """For the player to move: card -> his side's tricks from the current trick on (brute force)."""
    seat = (leader + len(played)) % 4
    held = [set(h) - set(played) for h in hands]
    n = len(held[seat])
    out = {}
    for c in legal(sorted(held[seat], key=lambda c: c.index), played):
        nh = [frozenset(h) for h in held]
        nh[seat] = nh[seat] - {c}
        ns = brute_force(nh, trump, leader, tuple(played) + (c,))
        out[c] = ns if seat % 2 == 0 else n - ns
    return out


def random_prefix(rng: random.Random, hands, leader: int, k: int):
    """``k`` (at most 3) legal cards played to the first trick from ``leader``."""
    played: list[Card] = []
    for i in range(k):
        seat = (leader + i) % 4
        played.append(rng.choice(legal(sorted(hands[seat], key=lambda c: c.index), played)))
    return tuple(played)
