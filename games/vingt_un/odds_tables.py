"""The dealer's tables for many packs at once: his final hands as multisets, contracted one value at a time.

The punter's analysis (:mod:`games.vingt_un.odds_punter`) needs the dealer's results from every pack a punter
hand can leave: 4,880 of them for one pack under Peel's code.  The recursion of
:mod:`games.vingt_un.odds_dealer` works them out one pack at a time; this module works them out together, sharing
what packs have in common.

**The idea.**  The dealer's results depend on the order of his cards only through where he stops, and that does
not depend on the pack.  So his play is listed once, as the multisets ``M`` of cards a finished hand can hold (2,741
for one pack standing on seventeen), each with ``omega(M, d)``: how many orders of ``M`` beginning with the first
card ``d`` are hands he plays out to the end.  Each ``M`` ends in one result (its count, over-drawn, or a natural).
From a pack of ``n`` cards holding ``c_v`` of each value ``v``, one order of ``M`` comes up with chance
``prod_v c_v(c_v - 1)...(c_v - m_v + 1) / (n(n - 1)...(n - |M| + 1))``.  So the dealer's weight of a result is

    ``sum over M of omega(M, d) * prod_v falling(c_v, m_v) * falling(n - |M|, L - |M|)``   (scaled by ``falling(n, L)``)

with ``L`` his longest hand.  The product is taken one value at a time: summing out the aces leaves a sum over the
rest of ``M`` that depends only on ``n`` and the count of aces, which every pack with that ``n`` and that many aces
shares; then the twos, and so on.  The packs are taken in order of ``(n, aces, twos, ...)``, so each partial sum is
made once and kept only while the next pack still shares it.  Each term is one integer holding every result for
every group of first cards side by side (fields of ``W`` bits, exact: each field is a whole number of card orders).

**Counted by what is removed.**  A punter's pack is the full one less a few cards, so most of its counts are full
or nearly.  The sums are therefore written, once, in the counts *removed* from the full pack (``r = cap - c``):
``falling(cap - r, k) = sum_j (-1)^j C(k, j) falling(cap - j, k - j) falling(r, j)`` (Newton's differences), so a
value none of whose cards is gone takes one term instead of five, and one gone takes two.  For Peel's 4,880 packs
that is about 360,000 multiplications of those integers instead of two million.  The fields go negative on the
way; the sums are exact integer arithmetic all the same, and what comes out at the end is each field's own,
non-negative weight.  The values above five are summed out pack by pack, in one product with their falling
factorials (``cut``).

**Where it applies.**  Only where the dealer cannot run out of cards (``n`` at least his longest hand ``L``); a
smaller pack goes to the recursion, which knows the "short" result.  ``tests/vingt_un/test_odds_vingt_un.py``
checks both ways agree on full packs, remaining packs, two packs and eight.
"""

from __future__ import annotations

from operator import add, itemgetter, mul
from typing import Iterable

from games.vingt_un.cards import TWENTY_ONE
from games.vingt_un.odds_dealer import (
    _BUST, _CACHES, _NAT, _NO, _S, Comp, DealerPlay, _add, _falling, _root,
)

__all__ = ["group_tables"]

Groups = tuple  # tuple of tuples of first-card values (1..10): the rows the tables are summed into


_HANDS: dict[tuple, dict] = {}   # (strategy, caps) -> the finished hands, shared by every grouping
_CACHES.append(_HANDS)


def _final_hands(play: DealerPlay, caps: Comp) -> dict[Comp, dict[tuple[int, int], int]]:
    """Every multiset ``M`` of values (counts, at most ``caps``) that a finished dealer's hand can hold, with
    ``{(first card, result): number of orders of M with that first card that end there}`` (memoised)."""
    key = (play.key, tuple(caps))
    got = _HANDS.get(key)
    if got is None:
        got = _HANDS[key] = _list_final_hands(play, caps)
    return got


def _list_final_hands(play: DealerPlay, caps: Comp) -> dict[Comp, dict[tuple[int, int], int]]:
    out: dict[Comp, dict[tuple[int, int], int]] = {}
    layer: dict[tuple, int] = {}
    for d in range(1, 11):
        if caps[d - 1]:
            m = [0] * 10
            m[d - 1] = 1
            layer[(*_add(0, False, d), 1, tuple(m), d)] = 1
    while layer:
        following: dict[tuple, int] = {}
        for (t, soft, k, m, d), ways in layer.items():
            for v in range(1, 11):
                if m[v - 1] >= caps[v - 1]:
                    continue
                t2, s2 = _add(t, soft, v)
                m2 = m[:v - 1] + (m[v - 1] + 1,) + m[v:]
                if k == 1 and t2 == TWENTY_ONE:
                    end = _NAT
                elif t2 > TWENTY_ONE:
                    end = _BUST
                elif play.stands(t2, s2):
                    end = t2 - 15
                else:
                    key = (t2, s2, k + 1, m2, d)
                    following[key] = following.get(key, 0) + ways
                    continue
                row = out.setdefault(m2, {})
                row[d, end] = row.get((d, end), 0) + ways
        layer = following
    return out


def _removal_basis(cap: int, most: int) -> list[list[int]]:
    """``b[k][j]`` such that ``falling(cap - r, k) == sum_j b[k][j] * falling(r, j)`` for every ``r``: the
    falling factorials of the count left, written in those of the count removed,
    ``b[k][j] = (-1)^j C(k, j) falling(cap - j, k - j)`` (Newton's forward differences in ``r``)."""
    out = []
    for k in range(most + 1):
        row, binom = [], 1
        for j in range(k + 1):
            row.append((-1) ** j * binom * _falling(cap - j, k - j))
            binom = binom * (k - j) // (j + 1)
        out.append(row)
    return out


class _Contraction:
    """The dealer's finished hands under one strategy, from packs within ``caps``, summed into ``groups`` of
    first cards, written in the counts *removed* from ``caps``: the stages of the contraction, built once (see
    the module's text)."""

    def __init__(self, play: DealerPlay, caps: Comp, groups: Groups, cut: int = 5) -> None:
        hands = _final_hands(play, caps)
        group_of = {d: g for g, members in enumerate(groups) for d in members}
        # the counts he stands on, in fields; over-drawing and naturals follow from them (see tables)
        self.results = sorted({end for row in hands.values() for _d, end in row} - {_BUST, _NAT})
        slot = {end: j for j, end in enumerate(self.results)}
        nres = len(self.results)
        self.groups, self.caps = groups, tuple(caps)
        self.longest = max(sum(m) for m in hands)
        self.width = w = _falling(sum(caps), self.longest).bit_length() + 1
        basis = [_removal_basis(cap, max(m[v] for m in hands)) for v, cap in enumerate(caps)]
        # each finished hand's weights, kept by its size s, written in the removed counts one value at a time
        entries: dict[tuple, int] = {}
        for m, row in hands.items():
            x = 0
            for (d, end), ways in row.items():
                if d in group_of and end in slot:
                    x += ways << (w * (group_of[d] * nres + slot[end]))
            if x:
                entries[(*m, sum(m))] = x
        for v in range(cut):             # the values the stages sum out (the rest stay as counts held)
            written: dict[tuple, int] = {}
            for key, x in entries.items():
                k = key[v]
                for i, b in enumerate(basis[v][k]):
                    j = key[:v] + (i,) + key[v + 1:]
                    written[j] = written.get(j, 0) + b * x
            entries = {key: x for key, x in written.items() if x}
        by_size: dict[int, dict[Comp, int]] = {}
        for key, x in entries.items():
            by_size.setdefault(key[10], {})[key[:10]] = x
        keys = sorted({j for terms in by_size.values() for j in terms})
        place = {j: i for i, j in enumerate(keys)}
        #: per hand size: its weights, (key index, weight), a pack of n cards taking them times falling(n - s, L - s)
        self.by_size = [(s, [(place[j], y) for j, y in terms.items() if y]) for s, terms in sorted(by_size.items())]
        # stage v sums out value v's removed count: each new key's terms, by the j they held; the values above
        # ``cut`` are summed out at once, pack by pack, by one product with their falling factorials
        self.cut = cut
        self.stages: list[tuple[int, list]] = []
        current = keys
        for v in range(1, cut + 1):
            merged: dict[Comp, list[tuple[int, int]]] = {}
            for i, j in enumerate(current):
                merged.setdefault(j[:v - 1] + (0,) + j[v:], []).append((j[v - 1], i))
            width = max(k for terms in merged.values() for k, _i in terms) + 1
            zero = len(current)          # the index of the zero that ends every stage's tuple
            picks = [[zero] * (len(merged) + 1) for _k in range(width)]
            for r, terms in enumerate(merged.values()):
                for k, i in terms:
                    picks[k][r] = i
            # picks[k](t): the terms holding k of value v removed, in the new keys' order, and a zero (a C-level gather)
            self.stages.append((v, [itemgetter(*p) for p in picks]))
            current = list(merged)
        #: per key left after the stages: its (value - cut - 1, count held) for the values above cut
        self.rest = [tuple((v - cut - 1, j[v - 1]) for v in range(cut + 1, 11) if j[v - 1]) for j in current]
        self.nkeys = len(keys)

    def tables(self, packs: Iterable[Comp]) -> dict[Comp, list[list[int]]]:
        """For each pack (``sum >= self.longest``, within ``caps``): per group, the weight of each result
        (:data:`OUTCOMES` order), scaled by ``s(n)`` as the recursion's tables are."""
        out: dict[Comp, list[list[int]]] = {}
        cut = self.cut
        stack: list[tuple[int, ...]] = [()] * (cut + 1)
        last: tuple = ()
        longest, stages, caps, rest = self.longest, self.stages, self.caps, self.rest
        w, mask, results = self.width, (1 << self.width) - 1, self.results
        # per group: the indices of its first cards, and how many of them (ace, tenth card) make a natural
        shape = [([d - 1 for d in members], (1 in members) + (10 in members)) for members in self.groups]
        products: dict[Comp, list[int]] = {}   # per counts of the values above cut: each key's product
        for comp in sorted(set(packs), key=lambda c: (sum(c), c)):
            n = sum(comp)
            key = (n, *comp)
            if not last or last[0] != n:
                base = [0] * (self.nkeys + 1)
                for s, weights in self.by_size:
                    f = _falling(n - s, longest - s)
                    for i, y in weights:
                        base[i] += f * y
                stack[0] = tuple(base)
                start = 1
            else:
                start = next((j for j in range(1, cut + 1) if key[j] != last[j]), cut + 1)
            for j in range(start, cut + 1):
                v, picks = stages[j - 1]
                r = caps[v - 1] - comp[v - 1]
                t = stack[j - 1]
                nxt = picks[0](t)
                g = 1
                for k in range(1, min(r, len(picks) - 1) + 1):
                    g *= r - k + 1            # falling(r, k)
                    nxt = tuple(map(add, nxt, map(g.__mul__, picks[k](t))))
                stack[j] = nxt
            last = key
            high = comp[cut:]
            prod = products.get(high)
            if prod is None:
                prod = products[high] = []
                for terms in rest:
                    g = 1
                    for i, k in terms:
                        g *= _falling(high[i], k)
                        if not g:
                            break
                    prod.append(g)
                prod.append(0)
            x = sum(map(mul, stack[cut], prod))
            scale = _falling(n, longest)
            conv = _S[n] // scale
            first = scale // n                       # one first card's weight
            natural = first // (n - 1) * comp[0] * comp[9]
            table = []
            for members, naturals in shape:
                row = [0] * _NO
                stood = 0
                for end in results:
                    f = x & mask
                    x >>= w
                    row[end] = f * conv
                    stood += f
                nat = natural * naturals
                row[_NAT] = nat * conv
                row[_BUST] = (first * sum([comp[d] for d in members]) - stood - nat) * conv
                table.append(row)
            out[comp] = table
        return out


_CONTRACTIONS: dict[tuple, _Contraction] = {}
_CACHES.append(_CONTRACTIONS)


def group_tables(packs: Iterable[Comp], play: DealerPlay, caps: Comp, groups: Groups) -> dict[Comp, list[list[int]]]:
    """The dealer's tables for every pack in ``packs`` (each within ``caps``), per group of first cards: for
    group ``g``, the weight (scaled ``s(n)``) of each result with his first card in ``groups[g]``, as the sum of
    :func:`~games.vingt_un.odds_dealer.dealer_table`'s rows would give it.  Packs too small for the
    contraction (the dealer might run out) go to the recursion."""
    key = (play.key, tuple(caps), groups)
    con = _CONTRACTIONS.get(key)
    if con is None:
        con = _CONTRACTIONS[key] = _Contraction(play, tuple(caps), groups)
    big: list = []
    small: list = []
    for comp in packs:
        (big if sum(comp) >= con.longest else small).append(comp)
    out = con.tables(big)
    for comp in small:
        rows = _root(comp, play)
        out[comp] = [[sum(rows[d - 1][o] for d in members) for o in range(_NO)] for members in groups]
    return out
