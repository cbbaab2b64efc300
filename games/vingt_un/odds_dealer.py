"""The dealer's side of the exact Vingt-un odds: his declared strategy and his final results from any pack.

:mod:`games.vingt_un.odds` states the model; this module is its inner loop, the dealer's
recursion, and the tables built on it (:func:`dealer_table`, :func:`dealer_overdraw`) with the
small exact figures of two or three cards (:func:`natural_chance`, :func:`next_card_overdraws`,
:func:`two_card_totals`).

**How it is fast.** Probabilities are kept as integers over one common scale per pack size
(``s(n) = n(n-1)...(n-K+1)``, so that every path of at most ``K`` cards has an integral weight
and one exact integer division per card keeps them so).  The dealer's results from a hand still
drawing are one integer: the ten outcome weights side by side in fields of ``_W`` (140) bits, so that
adding a child's results, or scaling them by a count, is one operation on one integer (each
field is divisible by the scale's divisor whenever the whole is, so the division stays exact
field by field).  A hand's results are memoised by what they depend on, shared by every punter
hand, every book and every call:

* a hand of hard 12 or more draws only cards that keep it under seventeen, and any card above
  ``21 - count`` over-draws it: its results depend on the counts of the values up to ``21 - count``
  and the size of the pack, nothing else, and are memoised by those alone;
* any other hand (soft, or eleven or less) by its count, softness and the whole composition.

The composition is packed into one integer (eight bits a value) for the keys.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Iterable, Sequence

from games.errors import IllegalActionError, RuleSetError, check_int, check_items
from games.laws import implements
from games.vingt_un.cards import FULL_PACK, TWENTY_ONE
from games.vingt_un.rules import VingtUnRules

__all__ = [
    "DealerPlay", "OUTCOMES", "dealer_table", "dealer_overdraw", "dealer_play_for", "natural_chance",
    "next_card_overdraws", "two_card_totals", "clear_caches",
]

#: The dealer's final results, in the order of the internal vectors.
OUTCOMES: tuple[str, ...] = ("15", "16", "17", "18", "19", "20", "21", "bust", "natural", "short")
_BUST, _NAT, _SHORT = 7, 8, 9
_NO = 10  # length of an outcome vector
_K = 35   # longest path a value follows: the punter's cards (at most 21) and the dealer's (at most _KD)
_PAY = 2  # payoffs are kept doubled (3 to 2 is then 3)

Comp = tuple  # counts of values 1..10


def _falling(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out *= n - i
    return out


_S: list[int] = [_falling(n, min(_K, n)) for n in range(0, 8 * 52 + 1)]
#: longest path of the dealer's own cards: 14, from eight packs standing on eighteen (two packs: 12; one: 10);
#: the tests check it against every declared strategy
_KD = 14
_SD: list[int] = [_falling(n, min(_KD, n)) for n in range(0, 8 * 52 + 1)]


def _div(n: int) -> int:
    return max(n - _K, 1)


def _add(t: int, soft: bool, v: int) -> tuple[int, bool]:
    p = t + v
    if soft and p > TWENTY_ONE:
        return p - 10, False
    if v == 1 and not soft and p + 10 <= TWENTY_ONE:
        return p + 10, True
    return p, soft


def _minus(comp: Comp, v: int) -> Comp:
    c = list(comp)
    c[v - 1] -= 1
    return tuple(c)


def _first_cards(value: object, law: str | None) -> frozenset:
    """The first cards (values 1 to 10) the dealer doubles on, checked."""
    firsts = check_items(value, "double_on (first cards 1 to 10)", error=RuleSetError, law=law)
    if not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 10 for v in firsts):
        raise RuleSetError(f"double_on names first cards 1 (ace) to 10, not {list(firsts)!r}", law)
    return frozenset(firsts)


@dataclass(frozen=True)
class DealerPlay:
    """The dealer's declared strategy: stand at ``stands_on`` or more, on a soft seventeen ``soft_17``
    ("stand" or "draw"), and call "double" on the first cards (values 1-10) in ``double_on``."""

    stands_on: int = 17
    soft_17: str = "stand"
    double_on: frozenset = frozenset()

    def __post_init__(self) -> None:
        if self.stands_on not in (15, 16, 17, 18):
            raise RuleSetError(f"the dealer stands on 15 to 18, not {self.stands_on}", "hoffmann-vingt-un:p11")
        if self.soft_17 not in ("stand", "draw"):
            raise RuleSetError(f"soft_17 is 'stand' or 'draw', not {self.soft_17!r}", "hoffmann-vingt-un:p11")
        if not isinstance(self.stands_on, int) or isinstance(self.stands_on, bool):
            raise RuleSetError(f"the dealer stands on 15 to 18, not {self.stands_on!r}", "hoffmann-vingt-un:p11")
        object.__setattr__(self, "double_on", _first_cards(self.double_on, "hoffmann-vingt-un:p2"))
        if not self.double_on <= set(range(1, 11)):
            raise RuleSetError(f"double_on names first cards 1 (ace) to 10, not {sorted(self.double_on)}",
                               "hoffmann-vingt-un:p2")

    @implements("hoffmann-vingt-un:p11", "peel-vingt-un:p13")
    def stands(self, t: int, soft: bool) -> bool:
        """Does the dealer stand on this count?"""
        if type(t) is not int or type(soft) is not bool:  # cheap: the analyses ask this in their inner loops
            check_int(t, "the dealer's count", error=IllegalActionError)
            raise IllegalActionError(f"soft: yes or no (True or False), not {soft!r:.60}")
        if soft and t == 17 and self.stands_on <= 17:
            return self.soft_17 == "stand"
        return t >= self.stands_on

    @property
    def key(self) -> tuple:
        return (self.stands_on, self.soft_17)


#: The books' advice on the dealer's double, as declared strategies:
#: Peel, "as he probably would have done when he found his first card was an ace or a 10" (p10);
#: Hoffmann, "With an ace, tenth card, nine, or eight, he should _always_ double" (p2).
_DOUBLE_ADVICE = {"peel-vingt-un": frozenset({1, 10}), "hoffmann-vingt-un": frozenset({1, 8, 9, 10}),
                  "hoffmann-french-vingt-un": frozenset({1, 8, 9, 10})}


def dealer_play_for(rules: VingtUnRules, double_on: Iterable[int] | None = None) -> DealerPlay:
    """The dealer's strategy under ``rules``: its declared stand and soft-seventeen readings, and the
    book's advice on doubling (none where the code has no double)."""
    if not isinstance(rules, VingtUnRules):
        raise RuleSetError(f"a Vingt-un rule set (PEEL, HOFFMANN, ...), not {rules!r}")
    if double_on is not None:
        double_on = _first_cards(double_on, rules.law_for("dealer_may_double") or None)
    if double_on is None:
        double_on = _DOUBLE_ADVICE.get(rules.code, frozenset()) if rules.dealer_may_double else frozenset()
    elif double_on and not rules.dealer_may_double:
        raise RuleSetError("this code has no dealer's double", rules.law_for("dealer_may_double") or None)
    return DealerPlay(rules.dealer_stands_on, rules.dealer_soft_17, frozenset(double_on))


def _check_play(play: object) -> DealerPlay:
    """A dealer's strategy: a :class:`DealerPlay`, or a rule set whose declared play it is."""
    if isinstance(play, VingtUnRules):
        return dealer_play_for(play)
    if not isinstance(play, DealerPlay):
        raise RuleSetError(f"the dealer's play is a DealerPlay or a Vingt-un rule set, not {play!r}",
                           "hoffmann-vingt-un:p11")
    return play


# -------------------------------------------------------------------------------------------------------------
# The recursion (one per declared strategy, memoised for as long as the process lives)
# -------------------------------------------------------------------------------------------------------------

#: bits of one outcome's field in a packed vector: the largest sum before its divisions, the first two cards'
#: n(n - 1) s_D(n - 2) for eight packs, fits
_W = _falling(8 * 52, _KD + 2).bit_length() + 1
_FIELD = (1 << _W) - 1
_UNIT = tuple(1 << (_W * i) for i in range(_NO))
_SHIFT = tuple(8 * (v - 1) for v in range(1, 11))     # a value's count in a packed composition
_ONE = tuple(1 << sh for sh in _SHIFT)
_LOW = tuple((1 << (8 * m)) - 1 for m in range(11))    # the counts of the values 1..m


def _pack(comp: Comp) -> int:
    x = 0
    for v in range(1, 11):
        x |= comp[v - 1] << _SHIFT[v - 1]
    return x


class _Dealer:
    """The dealer's results from any hand still drawing under one :class:`DealerPlay`, memoised.

    A result is a packed vector (:data:`OUTCOMES` in fields of :data:`_W` bits) scaled by ``s_D(n)``
    for the ``n`` cards the hand draws from.  ``hand(t, soft, comp, n)`` gives it from his first card
    (count ``t``, ``comp`` packed, ``n`` cards left), ``two(comp, packed, n)`` for every first card at
    once, his first two cards taken together; the recursions are closures over local tables, the memo
    looked up before each call (the inner loop of everything here).
    """

    def __init__(self, play: DealerPlay) -> None:
        self.memo: dict[int, int] = {}
        self.roots: dict[Comp, list[list[int]]] = {}
        self.hand, self.two = _recursion(play, self.memo)

    def root(self, comp: Comp) -> list[list[int]]:
        """Per first card (index v-1): the dealer's outcome weights from ``comp``, scaled by s(n)."""
        got = self.roots.get(comp)
        if got is not None:
            return got
        n = sum(comp)
        packed = _pack(comp)
        conv = _S[n] // _SD[n]   # from the dealer's scale to the punter's
        d = n - _KD if n > _KD else 1
        table: list[list[int]] = []
        if n >= 3:
            d *= n - 1 - _KD if n - 1 > _KD else 1
            for x in self.two(comp, packed, n):
                table.append([((x >> (_W * i)) & _FIELD) // d * conv for i in range(_NO)] if x else [0] * _NO)
        else:
            for v in range(1, 11):
                c = comp[v - 1]
                if not c:
                    table.append([0] * _NO)
                    continue
                t, s = _add(0, False, v)
                x = c * self.hand(t, s, packed - _ONE[v - 1], n - 1)
                table.append([((x >> (_W * i)) & _FIELD) // d * conv for i in range(_NO)])
        self.roots[comp] = table
        return table


def _recursion(play: DealerPlay, memo: dict):
    u = _UNIT
    # hard 12 or more: the values that keep him drawing (recursion) or make him stand; the rest over-draw
    hard_rows: list[tuple] = [()] * 22
    for t in range(12, 22):
        hard_rows[t] = tuple((_SHIFT[v - 1], _ONE[v - 1], t + v, u[t + v - 15] if play.stands(t + v, False) else None,
                              _LOW[21 - t - v]) for v in range(1, 22 - t))
    # any other hand, by (t << 2 | soft << 1 | second): the values that end it (a natural on the second card,
    # over-drawn, standing), those that leave a hand of the same kind, and those that leave a hard 12 or more
    rows: list[tuple] = [((), (), ())] * (22 << 2)
    for t in range(0, 22):
        for soft in (False, True):
            for second in (False, True):
                ends, subs, hards = [], [], []
                for v in range(1, 11):
                    t2, s2 = _add(t, soft, v)
                    if second and t2 == TWENTY_ONE:
                        ends.append((_SHIFT[v - 1], u[_NAT]))
                    elif t2 > TWENTY_ONE:
                        ends.append((_SHIFT[v - 1], u[_BUST]))
                    elif play.stands(t2, s2):
                        ends.append((_SHIFT[v - 1], u[t2 - 15]))
                    elif s2 or t2 < 12:
                        subs.append((_SHIFT[v - 1], _ONE[v - 1], (t2 << 2) | (s2 << 1)))
                    else:
                        hards.append((_SHIFT[v - 1], _ONE[v - 1], _LOW[21 - t2], t2))
                rows[(t << 2) | (soft << 1) | second] = (tuple(ends), tuple(subs), tuple(hards))
    get = memo.get
    short, bust, sd, kd = u[_SHORT], u[_BUST], _SD, _KD

    def hard_hand(t: int, low: int, n: int, key: int) -> int:
        # a hard t of 12 or more; low: the counts of the values up to 21 - t; n cards left
        if n == 0:
            memo[key] = short
            return short
        ends = out = 0
        rest = n
        m = n - 1
        for sh, one, t2, unit, lowmask in hard_rows[t]:
            c = (low >> sh) & 255
            if c:
                rest -= c
                if unit is None:
                    low2 = (low - one) & lowmask
                    k2 = (((low2 << 9) | m) << 5) | t2
                    x = get(k2)
                    if x is None:
                        x = hard_hand(t2, low2, m, k2)
                    out += c * x
                else:
                    ends += c * unit
        out += (ends + rest * bust) * sd[m]
        if n > kd:
            out //= n - kd
        memo[key] = out
        return out

    def hand(code: int, comp: int, n: int, key: int) -> int:
        # any other hand: code = t << 2 | soft << 1 | second; comp packed; n cards left; key its memo key
        if n == 0:
            memo[key] = short
            return short
        ends_row, subs, hards = rows[code]
        ends = out = 0
        m = n - 1
        for sh, unit in ends_row:
            c = (comp >> sh) & 255
            if c:
                ends += c * unit
        for sh, one, lowmask, t2 in hards:
            c = (comp >> sh) & 255
            if c:
                low2 = (comp - one) & lowmask
                k2 = (((low2 << 9) | m) << 5) | t2
                x = get(k2)
                if x is None:
                    x = hard_hand(t2, low2, m, k2)
                out += c * x
        for sh, one, code2 in subs:
            c = (comp >> sh) & 255
            if c:
                comp2 = comp - one
                k2 = ~((comp2 << 7) | code2)   # negative: never a hard hand's key
                x = get(k2)
                if x is None:
                    x = hand(code2, comp2, m, k2)
                out += c * x
        if ends:
            out += ends * sd[m]
        if n > kd:
            out //= n - kd
        memo[key] = out
        return out

    def first(t: int, soft: bool, comp: int, n: int) -> int:
        """The dealer's results from his first card (count ``t``, ``soft``), ``comp`` packed and ``n`` left."""
        code = (t << 2) | (soft << 1) | 1
        key = ~((comp << 7) | code)
        x = get(key)
        return x if x is not None else hand(code, comp, n, key)

    # his first two cards together: each pair {a, b} once, whichever came first (the hand after them is the same)
    pairs = []
    for a in range(1, 11):
        for b in range(a, 11):
            t2, s2 = _add(*_add(0, False, a), b)
            if t2 == TWENTY_ONE:
                end = u[_NAT]
            elif play.stands(t2, s2):
                end = u[t2 - 15]
            else:
                end = None
            pairs.append((a - 1, b - 1, _ONE[a - 1] + _ONE[b - 1], end, (t2 << 2) | (s2 << 1),
                          _LOW[21 - t2] if not s2 and t2 >= 12 else None, t2))

    def two(comp: Comp, packed: int, n: int) -> list[int]:
        """Per first card (index v-1): the dealer's results from a pack ``comp`` of ``n`` >= 3 cards, scaled by
        ``s_D(n - 2)`` and not yet divided by the two cards' divisors."""
        acc = [0] * _NO
        m = n - 2
        scale = sd[m]
        for i, j, both, end, code2, lowmask, t2 in pairs:
            ci = comp[i]
            cj = comp[j] - (i == j)
            if ci <= 0 or cj <= 0:
                continue
            x: Any
            if end is not None:
                x = end * scale
            else:
                rest = packed - both
                if lowmask is None:
                    k2 = ~((rest << 7) | code2)
                    x = get(k2)
                    if x is None:
                        x = hand(code2, rest, m, k2)
                else:
                    low2 = rest & lowmask
                    k2 = (((low2 << 9) | m) << 5) | t2
                    x = get(k2)
                    if x is None:
                        x = hard_hand(t2, low2, m, k2)
            w = ci * cj
            acc[i] += w * x
            if i != j:
                acc[j] += w * x
        return acc

    return first, two


_DEALERS: dict[tuple, _Dealer] = {}   # strategy key -> its recursion and tables
_CACHES: list[dict] = [_DEALERS]      # every memo of the odds (other modules add theirs)


def clear_caches() -> None:
    """Forget every memoised table (for benchmarks: a cold start)."""
    for cache in _CACHES:
        cache.clear()


def _root(comp: Comp, play: DealerPlay) -> list[list[int]]:
    """Per first card (index v-1): the dealer's outcome weights from ``comp``, scaled by s(n)."""
    dealer = _DEALERS.get(play.key)
    if dealer is None:
        dealer = _DEALERS[play.key] = _Dealer(play)
    return dealer.root(comp)


def _check_comp(pack: Sequence[int] | None) -> Comp:
    if pack is not None and (isinstance(pack, (str, bytes, bytearray)) or not hasattr(pack, "__iter__")):
        raise IllegalActionError(f"a pack's composition is ten counts (aces, twos ... nines, tenth cards), not {pack!r}")
    comp = tuple(FULL_PACK if pack is None else pack)
    if len(comp) != 10 or any((not isinstance(c, int)) or isinstance(c, bool) or c < 0 for c in comp):
        raise IllegalActionError(f"a pack's composition is ten counts (aces, twos ... nines, tenth cards), not {comp!r}")
    if sum(comp) > len(_S) - 1:
        raise IllegalActionError(f"at most eight packs ({len(_S) - 1} cards), not {sum(comp)}")
    return comp


# -------------------------------------------------------------------------------------------------------------
# The tables
# -------------------------------------------------------------------------------------------------------------

@implements("hoffmann-vingt-un:p11", "peel-vingt-un:p13")
def dealer_table(play: DealerPlay | VingtUnRules = DealerPlay(), pack: Sequence[int] | None = None,
                 ) -> dict[int, dict[str, Fraction]]:
    """The dealer's chances of each final result, for each first card (1 = ace ... 10 = tenth card).

    ``pack`` is the composition the dealer's cards come from, his first card still in it (a full pack by
    default, or a game's remaining pack).  Each row is conditioned on that first card and sums to one;
    ``"natural"`` is an ace and a tenth card in his two cards.
    """
    play = _check_play(play)
    comp = _check_comp(pack)
    table = _root(comp, play)
    out: dict[int, dict[str, Fraction]] = {}
    for v in range(1, 11):
        c = comp[v - 1]
        if not c:
            continue
        weight = sum(table[v - 1])
        out[v] = {name: Fraction(table[v - 1][i], weight) for i, name in enumerate(OUTCOMES)}
    return out


def dealer_overdraw(play: DealerPlay | VingtUnRules = DealerPlay(), pack: Sequence[int] | None = None) -> Fraction:
    """The dealer's chance of over-drawing, his first card unknown."""
    play = _check_play(play)
    comp = _check_comp(pack)
    table = _root(comp, play)
    return Fraction(sum(r[_BUST] for r in table), sum(sum(r) for r in table))


@implements("peel-vingt-un:p5", "hoffmann-vingt-un:p5")
def natural_chance(pack: Sequence[int] | None = None) -> Fraction:
    """The chance that two cards from ``pack`` are a natural (an ace and a tenth card)."""
    comp = _check_comp(pack)
    n = sum(comp)
    return Fraction(2 * comp[0] * comp[9], n * (n - 1))


@implements("enquire-within:116")
def next_card_overdraws(points: int, soft: bool = False, pack: Sequence[int] | None = None) -> Fraction:
    """The chance that one more card from ``pack`` takes ``points`` past twenty-one."""
    check_int(points, "a hand's count", minimum=0, error=IllegalActionError, law="enquire-within:116")
    if not isinstance(soft, bool):
        raise IllegalActionError(f"soft is True or False, not {soft!r}", "enquire-within:116")
    comp = _check_comp(pack)
    n = sum(comp)
    bad = sum(comp[v - 1] for v in range(1, 11) if _add(points, soft, v)[0] > TWENTY_ONE)
    return Fraction(bad, n)


def _two_cards(comp: Comp):
    """Every first two cards (a, b) in the order dealt from ``comp``: (a, b, weight over n(n-1), what is left,
    the count, soft)."""
    n = sum(comp)
    for a in range(1, 11):
        for b in range(1, 11):
            w = comp[a - 1] * (comp[b - 1] - (a == b))
            if w > 0:
                yield a, b, Fraction(w, n * (n - 1)), _minus(_minus(comp, a), b), *_add(*_add(0, False, a), b)


@implements("enquire-within:116")
def two_card_totals(pack: Sequence[int] | None = None) -> dict[tuple[int, bool], Fraction]:
    """The chances of each count (points, soft) of two cards from ``pack``."""
    out: dict[tuple[int, bool], Fraction] = {}
    for _a, _b, p, _rest, t, soft in _two_cards(_check_comp(pack)):
        out[t, soft] = out.get((t, soft), Fraction(0)) + p
    return out
