"""Exact odds of the draw: every set of unseen cards, counted with ``Fraction``.

* :func:`draw_odds`, :func:`discard_odds` -- the chance of each class of hand
  after keeping some cards and drawing the rest;
* :func:`dealt_odds` -- the chance of each class in a hand as dealt;
* :func:`beat_odds` -- the chance that one opponent's dealt hand is better,
  equal (Rule 76) or worse.

How the odds are exact: a player sees his own five cards; the other
forty-seven are, to him, equally likely to be any of them, so a draw of ``n``
cards is one of ``C(47, n)`` equally likely sets.  For ``n <= 3`` every set is
scored (``C(47, 3) = 16,215``); for ``n = 4`` or ``5`` the sets are grouped by
their multiset of ranks (at most 6,188 groups), each group's size is a
product of binomials, and only the suits that can matter (a flush, or the
hearts of Rule 70 between equal sequences) are enumerated.  Both methods give
the same numbers (the tests check it).  Hands are scored by
:func:`games.poker.hands.score`, the same evaluator the engine uses.  To write
a chance as the books do, use :mod:`games.core.odds` (one rounding rule).

Usage:

>>> from games.poker.odds import discard_odds
>>> from games.core.odds import odds_against
>>> odds = discard_odds("3S 4H 6D 7C KH", "KH")   # Peel's example for maxim p4
>>> odds["Sequence not a flush"]
Fraction(4, 47)
>>> odds_against(odds["Sequence not a flush"])
'43 to 4 against (10.75 to 1)'
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from math import comb
from typing import Iterable, Iterator, Sequence

from games.cards import Card, Rank, Suit, parse_cards, sixty_card_pack, standard_pack
from games.errors import IllegalActionError, InvalidCardError, RuleSetError
from games.poker.hands import PEEL, SEQUENCE, HandRules, category_of, rules_for, score

__all__ = ["draw_odds", "discard_odds", "dealt_odds", "beat_odds", "five_cards"]


def five_cards(cards: Iterable[Card] | str, n: int | None = 5) -> tuple[Card, ...]:
    """The cards of a hand (text or cards); a hand of other than ``n`` cards is refused (Rule 7)."""
    hand = parse_cards(cards)
    if n is not None and len(hand) != n:
        raise InvalidCardError(f"a Poker hand is five cards, not {len(hand)}", "peel-poker:7")
    return hand



# -- exact odds ------------------------------------------------------------------


def _unseen(seen: Iterable[Card], rules: HandRules) -> tuple[Card, ...]:
    pack = sixty_card_pack() if rules.pack == "sixty" else standard_pack()
    seen = set(seen)
    return tuple(c for c in pack if c not in seen)


def _completions_enumerate(kept: tuple[Card, ...], n: int, unseen: Sequence[Card], rules: HandRules) -> Iterator[tuple[int, int]]:
    for extra in itertools.combinations(unseen, n):
        yield score(kept + extra, rules), 1


def _completions_by_rank(kept: tuple[Card, ...], n: int, unseen: Sequence[Card], rules: HandRules) -> Iterator[tuple[int, int]]:
    """Every ``n``-card set of ``unseen``, grouped by the multiset of its ranks.

    A group whose hand holds two cards of a rank can be neither a flush nor a
    sequence, and its score depends on the ranks alone: one representative
    is scored and counts for the whole group (a product of binomials).
    Otherwise the five ranks differ: the sets all of the kept cards' suit
    are flushes, scored one suit at a time; the rest are scored by one
    representative -- except sequences, whose hearts may decide a tie (law
    70), which are scored set by set."""
    avail: dict[Rank, list[Card]] = {}
    for c in unseen:
        avail.setdefault(c.rank, []).append(c)
    ranks = [r for r in rules.pack_ranks if r in avail]
    kept_ranks = {c.rank for c in kept}
    kept_suits = {c.suit for c in kept}
    distinct_kept = len(kept_ranks) == len(kept)
    suits_for_flush = list(kept_suits) if len(kept_suits) == 1 else (list(Suit) if not kept else [])

    def rec(i: int, left: int, chosen: list[tuple[Rank, int]]) -> Iterator[list[tuple[Rank, int]]]:
        if left == 0:
            yield chosen
            return
        if i == len(ranks):
            return
        r = ranks[i]
        for k in range(min(left, len(avail[r])), -1, -1):
            if k:
                chosen.append((r, k))
            yield from rec(i + 1, left - k, chosen)
            if k:
                chosen.pop()

    for chosen in rec(0, n, []):
        ways = 1
        for r, k in chosen:
            ways *= comb(len(avail[r]), k)
        all_distinct = distinct_kept and all(k == 1 for _, k in chosen) and not (kept_ranks & {r for r, _ in chosen})
        if not all_distinct:
            rep = kept + tuple(c for r, k in chosen for c in avail[r][:k])
            yield score(rep, rules), ways
            continue
        flush_sets = []
        for s in suits_for_flush:
            cards = []
            for r, _ in chosen:
                card = next((c for c in avail[r] if c.suit is s), None)
                if card is None:
                    break
                cards.append(card)
            else:
                flush_sets.append(tuple(cards))
        for fs in flush_sets:
            yield score(kept + fs, rules), 1
        rest = ways - len(flush_sets)
        if not rest:
            continue
        flush_keys = {frozenset(fs) for fs in flush_sets}
        pools = [avail[r] for r, _ in chosen]
        first = None
        for combo in itertools.product(*pools):
            if frozenset(combo) not in flush_keys:
                first = combo
                break
        assert first is not None
        value = score(kept + first, rules)
        if category_of(value) == SEQUENCE and rules.sequence_hearts != "no-effect":
            for combo in itertools.product(*pools):
                if frozenset(combo) not in flush_keys:
                    yield score(kept + combo, rules), 1
        else:
            yield value, rest


def _completions(
    kept: Iterable[Card], n_draw: int, rules: HandRules, dead: Iterable[Card], method: str
) -> Iterator[tuple[int, int]]:
    kept = tuple(kept)
    dead = tuple(dead)
    if len(set(kept + dead)) != len(kept + dead):
        parse_cards(kept + dead)  # names the card given twice
    if not isinstance(n_draw, int) or n_draw < 0 or len(kept) + n_draw != 5:
        raise IllegalActionError(
            f"keeping {len(kept)} cards and drawing {n_draw!r} does not make a hand of five (Rule 36)", "peel-poker:36"
        )
    unseen = _unseen(kept + dead, rules)
    if method == "auto":
        method = "enumerate" if n_draw <= 3 else "ranks"
    if method == "enumerate":
        return _completions_enumerate(kept, n_draw, unseen, rules)
    if method == "ranks":
        return _completions_by_rank(kept, n_draw, unseen, rules)
    raise RuleSetError(f"method {method!r}: choose 'auto', 'enumerate' or 'ranks'")


def draw_odds(
    kept: Iterable[Card] | str,
    n_draw: int,
    rules: HandRules | str = PEEL,
    *,
    dead: Iterable[Card] | str = (),
    method: str = "auto",
) -> dict[str, Fraction]:
    """The exact chance of each class of hand after keeping ``kept`` and
    drawing ``n_draw`` cards from the unseen ones.

    The unseen cards are the pack less ``kept`` and ``dead`` (the cards the
    player has seen: his discards).  Returns the classes in the book's order,
    highest first, each with a :class:`~fractions.Fraction` (zero included);
    they sum to 1.  ``method``: ``"enumerate"`` scores every set of drawn
    cards, ``"ranks"`` groups them by ranks (fast for 4 or 5 cards);
    ``"auto"`` enumerates up to 3 cards."""
    rules = rules_for(rules)
    kept = parse_cards(kept)
    dead = parse_cards(dead)
    counts = [0] * 9
    total = 0
    for value, ways in _completions(kept, n_draw, rules, dead, method):
        counts[category_of(value)] += ways
        total += ways
    return {rules.category_name(cat): Fraction(counts[cat], total) for cat in range(8, -1, -1)}


def discard_odds(
    hand: Iterable[Card] | str, discard: Iterable[Card] | str, rules: HandRules | str = PEEL, *, method: str = "auto"
) -> dict[str, Fraction]:
    """:func:`draw_odds` for a hand of five and the cards discarded from it:
    the discards are known to the player and cannot come back (Rule 37)."""
    cards = five_cards(hand)
    out = parse_cards(discard)
    if not set(out) <= set(cards):
        raise IllegalActionError("a player can discard only cards of his own hand", "peel-poker:36")
    kept = tuple(c for c in cards if c not in out)
    return draw_odds(kept, len(out), rules, dead=out, method=method)


def dealt_odds(
    rules: HandRules | str = PEEL, *, dead: Iterable[Card] | str = (), method: str = "ranks"
) -> dict[str, Fraction]:
    """The exact chance that a hand dealt from the pack less ``dead`` (e.g.
    one opponent's hand, seen from a player who holds ``dead``) is of each
    class."""
    return draw_odds((), 5, rules, dead=dead, method=method)


def beat_odds(hand: Iterable[Card] | str, rules: HandRules | str = PEEL, *, method: str = "ranks") -> dict[str, Fraction]:
    """Against one opponent's hand dealt from the other 47 cards: the exact
    chance that it is ``"better"``, ``"equal"`` (Rule 76) or ``"worse"``
    than ``hand``.  ``method="enumerate"`` scores all 1,533,939 hands (about
    a second); the default groups them by ranks."""
    rules = rules_for(rules)
    cards = five_cards(hand)
    mine = score(cards, rules)
    better = equal = total = 0
    for value, ways in _completions((), 5, rules, cards, method):
        total += ways
        if value > mine:
            better += ways
        elif value == mine:
            equal += ways
    return {
        "better": Fraction(better, total),
        "equal": Fraction(equal, total),
        "worse": Fraction(total - better - equal, total),
    }


