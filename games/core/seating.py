"""Seating: drawing or cutting for the deal and for seats, ties, tables, rotation.

These are the procedures the codes share, written once; each game tags its
own use of them with its laws (Peel law 2 draws for the deal, Foster cuts for
seats, Vingt-un deals round until the first ace).
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

from games.cards import Card, Rank
from games.errors import IllegalActionError

__all__ = ["draw_lowest", "cut_ranking", "split_tables", "deal_until", "cycle_from", "next_seat"]


def draw_lowest(n_players: int, cards: Sequence[Card], order: Sequence[Rank], *, law: str | None = None,
                highest: bool = False) -> tuple[int, list[tuple[int, Card]]]:
    """Each player draws a card in seat order from ``cards``; the lowest in
    ``order`` wins (``highest=True``: the highest); players who tie for it, and
    only they, draw again.  Returns ``(winning seat, every (seat, card) drawn)``."""
    pile = list(cards)
    draws: list[tuple[int, Card]] = []
    candidates = list(range(n_players))
    pick = max if highest else min
    while True:
        if len(pile) < len(candidates):
            raise IllegalActionError("the pack ran out while drawing", law)
        this = {}
        for s in candidates:
            c = pile.pop(0)
            this[s] = c
            draws.append((s, c))
        best = pick(order.index(c.rank) for c in this.values())
        tied = [s for s in candidates if order.index(this[s].rank) == best]
        if len(tied) == 1:
            return tied[0], draws
        candidates = tied


def cut_ranking(names: Sequence[str], cards: Sequence[Card], order: Sequence[Rank], *,
                law: str | None = None) -> tuple[list[str], list[tuple[str, Card]]]:
    """Every candidate cuts; they are ranked lowest first; ties cut again among
    themselves only, and the new cut decides nothing but the tie.  Returns
    ``(names lowest first, every (name, card) cut)``."""
    pile = list(cards)
    cuts: list[tuple[str, Card]] = []

    def rank_group(group: list[str]) -> list[str]:
        if len(group) == 1:
            return group
        if len(pile) < len(group):
            raise IllegalActionError("the pack ran out while cutting", law)
        this = {}
        for nm in group:
            c = pile.pop(0)
            this[nm] = c
            cuts.append((nm, c))
        by_value: dict[int, list[str]] = {}
        for nm in group:
            by_value.setdefault(order.index(this[nm].rank), []).append(nm)
        out: list[str] = []
        for v in sorted(by_value):
            out.extend(rank_group(by_value[v]))
        return out

    return rank_group(list(names)), cuts


def split_tables(ranked: Sequence[str], *, smaller_to_highest: bool = True) -> list[list[str]]:
    """Two tables from candidates ranked lowest first: they divide evenly, or
    with an odd number the smaller table is formed by the highest cards."""
    n = len(ranked)
    high = n // 2 if smaller_to_highest else n - n // 2
    return [list(ranked[: n - high]), list(ranked[n - high:])]


def deal_until(cards: Sequence[Card], order: Sequence[int], found: Callable[[Card], bool], *,
               law: str | None = None) -> tuple[int, list[tuple[int, Card]]]:
    """Deal one card face up to each seat of ``order`` in turn, round and round,
    until ``found(card)`` (e.g. "the first ace"): returns ``(that seat, the cards dealt)``."""
    dealt: list[tuple[int, Card]] = []
    for i, c in enumerate(cards):
        seat = order[i % len(order)]
        dealt.append((seat, c))
        if found(c):
            return seat, dealt
    raise IllegalActionError("no card in the pack answers", law)


def cycle_from(start: int, n: int, include: Iterable[int] | None = None) -> list[int]:
    """Seats in turn to the left beginning with ``start`` (only those in ``include``, if given)."""
    keep = None if include is None else set(include)
    return [s for s in ((start + i) % n for i in range(n)) if keep is None or s in keep]


def next_seat(seat: int, n: int, include: Iterable[int] | None = None) -> int:
    """The next seat to the left of ``seat`` (among ``include``, if given)."""
    order = cycle_from((seat + 1) % n, n, include)
    if not order:
        raise IllegalActionError("no seat to pass to")
    return order[0]
