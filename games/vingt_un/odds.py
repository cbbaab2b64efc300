"""Exact odds at Vingt-un under each book's code: the dealer's table, the punter's best play, the dealer's advantage.

Everything here is computed, exactly, from the composition of the pack (the count
of aces, twos ... nines and tenth cards left in it): nothing is typed in.  The
answers are :class:`~fractions.Fraction`\\ s.

**The model** (stated plainly, as the claims ledger repeats it):

* One punter against the dealer ("heads up"); the other punters' cards are not
  seen.  The punter's two cards and the dealer's two are dealt from the pack as it
  stands (a full pack, or the remaining pack of a game in progress).
* The dealer's play is a declared strategy (:class:`DealerPlay`): he stands at
  ``stands_on`` or more (the books' advice: Hoffmann, :law:`hoffmann-vingt-un:p11`,
  "At seventeen, he should usually stand"), stands or draws on a soft seventeen,
  and calls "double" on the first cards in ``double_on``.  He does not divide pairs.
* Naturals are declared at once (the dealer's first); the punter draws knowing
  his own cards and whether the dealer doubled, not the dealer's cards (they lie
  concealed until the dealer's turn in the books; :data:`~games.vingt_un.rules.MODERN`
  shows one, and the punter then knows it).  The punter's best play (``"best"``)
  is composition-dependent: it looks at every card he holds.  A fixed rule such as
  Hoffmann's "sixteen points or more ... not to draw" (:law:`hoffmann-vingt-un:p8`)
  is ``punter=16``.
* Pairs: a divided pair is valued as two hands, each played on its own cards
  (the exact value of that way of playing); dividing again a third or fourth time,
  which Peel and Hoffmann allow, is optional, so the figure is a lower bound on
  what the pair is worth to the punter under those codes.  The stake on the
  divided card equals the first.
* If the pack runs out (a small remaining pack), the dealer stands where he is
  ("short"); from a full pack it cannot happen.

**How it is fast.** Probabilities are kept as integers over one common scale per
pack size (``s(n) = n(n-1)...(n-K+1)``, so that every path of at most ``K`` cards
has an integral weight and one exact integer division per card keeps them so);
the dealer's table is memoised by (count, soft, number of cards, remaining
composition), shared by every punter hand, every book and every call; the
punter's values are memoised by his remaining composition.  ``make bench``
measures it (``tests/bench_vingt_un.py``).

**Correctness anchor.** For one pack and a dealer standing on all seventeens, the
dealer's final totals by up-card (the up-card alone removed from the pack, before
he looks for a natural) agree with the published one-deck table of Michael
Shackleford, *The Wizard of Odds*, "Dealer Probabilities in Blackjack", appendix 2B
(``wizardofodds.com/games/blackjack/appendix/2b/``, one deck, dealer stands on soft
17), to all six figures printed there, e.g. over-drawing on a 2 up 0.352973, on a
6 up 0.420823, natural on an ace up 0.313726 (= 16/51); the tests check them.

Usage:

>>> from games.vingt_un.odds import dealer_table, analyse, DealerPlay
>>> from games.vingt_un.rules import HOFFMANN, MODERN
>>> t = dealer_table(DealerPlay(17))
>>> round(float(t[6]["bust"]), 6)   # the dealer's first card a six: his chance of over-drawing
0.420823
>>> a = analyse(HOFFMANN)
>>> a.dealer_advantage > 0           # the deal is an advantage (peel-vingt-un:p4)
True
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Iterable, Mapping, Sequence, Union

from games.errors import IllegalActionError, RuleSetError
from games.laws import implements
from games.vingt_un.cards import FULL_PACK, TWENTY_ONE, composition
from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, HOFFMANN_FRENCH, MODERN, PEEL, VingtUnRules

__all__ = [
    "DealerPlay", "OUTCOMES", "dealer_table", "dealer_overdraw", "dealer_play_for", "analyse", "Analysis",
    "natural_chance", "next_card_overdraws", "how_hands_end", "two_card_totals", "clear_caches", "simulate", "Simulation",
]

#: The dealer's final results, in the order of the internal vectors.
OUTCOMES: tuple[str, ...] = ("15", "16", "17", "18", "19", "20", "21", "bust", "natural", "short")
_BUST, _NAT, _SHORT = 7, 8, 9
_NO = 10  # length of an outcome vector
_K = 26   # longest path a value follows (punter's draws + dealer's cards)
_PAY = 2  # payoffs are kept doubled (3 to 2 is then 3)

Comp = tuple  # counts of values 1..10


def _falling(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out *= n - i
    return out


_S: list[int] = [_falling(n, min(_K, n)) for n in range(0, 8 * 52 + 1)]
_KD = 12  # longest path of the dealer's own cards
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


# -------------------------------------------------------------------------------------------------------------
# The dealer
# -------------------------------------------------------------------------------------------------------------

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
        object.__setattr__(self, "double_on", frozenset(self.double_on))
        if not self.double_on <= set(range(1, 11)):
            raise RuleSetError(f"double_on names first cards 1 (ace) to 10, not {sorted(self.double_on)}",
                               "hoffmann-vingt-un:p2")

    @implements("hoffmann-vingt-un:p11", "peel-vingt-un:p13")
    def stands(self, t: int, soft: bool) -> bool:
        """Does the dealer stand on this count?"""
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
    if double_on is None:
        double_on = _DOUBLE_ADVICE.get(rules.code, frozenset()) if rules.dealer_may_double else frozenset()
    elif double_on and not rules.dealer_may_double:
        raise RuleSetError("this code has no dealer's double", rules.law_for("dealer_may_double") or None)
    return DealerPlay(rules.dealer_stands_on, rules.dealer_soft_17, frozenset(double_on))


_DEALER: dict[tuple, dict] = {}   # strategy key -> {(t, soft, nc, comp): vector scaled by s(n)}
_ROOT: dict[tuple, dict] = {}     # strategy key -> {comp: per-first-card vectors scaled by s(n)}


def clear_caches() -> None:
    """Forget every memoised table (for benchmarks: a cold start)."""
    _DEALER.clear()
    _ROOT.clear()
    _STEPS.clear()


# The dealer's recursion works on a composition packed into one integer (eight bits a value), with the
# count's transitions and the stand rule looked up in tables: it is the inner loop of everything here.
_SHIFT = tuple(8 * (v - 1) for v in range(1, 11))
_ONE = tuple(1 << sh for sh in _SHIFT)
_ADDT = {(t, s, v): _add(t, s, v) for t in range(0, 32) for s in (False, True) for v in range(1, 11)}


def _pack(comp: Comp) -> int:
    x = 0
    for v in range(1, 11):
        x |= comp[v - 1] << _SHIFT[v - 1]
    return x


def _step_table(play: DealerPlay) -> list:
    """For each (count, soft) of a dealer's hand and each value: (new count, soft, what it is) where what is
    'nat' (only for a second card), 'bust', an outcome index (he stands) or None (he draws on)."""
    rows = {}
    for t in range(0, 22):
        for soft in (False, True):
            row = []
            for v in range(1, 11):
                t2, s2 = _ADDT[(t, soft, v)]
                if t2 > TWENTY_ONE:
                    what = _BUST
                elif play.stands(t2, s2):
                    what = t2 - 15
                else:
                    what = None
                row.append((v, t2, s2, what))
            rows[(t, soft)] = tuple(row)
    return rows


_STEPS: dict[tuple, dict] = {}


def _dealer_vec(t: int, soft: bool, nc: int, comp: int, n: int, steps: dict, memo: dict) -> list[int]:
    """The dealer's outcome weights from a hand still drawing (scaled by s_D(n)); terminal children inline."""
    key = (comp << 7) | (t << 2) | (soft << 1) | (nc >= 2)
    got = memo.get(key)
    if got is not None:
        return got
    out = [0] * _NO
    if n == 0:
        out[_SHORT] = 1
        memo[key] = out
        return out
    s1 = _SD[n - 1]
    for v, t2, s2, what in steps[(t, soft)]:
        c = (comp >> _SHIFT[v - 1]) & 255
        if not c:
            continue
        if nc == 1 and t2 == TWENTY_ONE:
            out[_NAT] += c * s1
        elif what is not None and (nc >= 1 or what == _BUST):
            out[what] += c * s1
        else:
            child = _dealer_vec(t2, s2, 2 if nc >= 1 else 1, comp - _ONE[v - 1], n - 1, steps, memo)
            out = [a + c * b for a, b in zip(out, child)]
    d = n - _KD if n > _KD else 1
    if d > 1:
        out = [x // d for x in out]
    memo[key] = out
    return out


def _root(comp: Comp, play: DealerPlay) -> list[list[int]]:
    """Per first card (index v-1): the dealer's outcome weights from ``comp``, scaled by s(n)."""
    roots = _ROOT.setdefault(play.key, {})
    got = roots.get(comp)
    if got is not None:
        return got
    memo = _DEALER.setdefault(play.key, {})
    steps = _STEPS.get(play.key)
    if steps is None:
        steps = _STEPS[play.key] = _step_table(play)
    n = sum(comp)
    packed = _pack(comp)
    table: list[list[int]] = []
    conv = _S[n] // _SD[n]   # from the dealer's scale to the punter's
    d = n - _KD if n > _KD else 1
    for v in range(1, 11):
        c = comp[v - 1]
        if not c:
            table.append([0] * _NO)
            continue
        t, s = _add(0, False, v)
        child = _dealer_vec(t, s, 1, packed - _ONE[v - 1], n - 1, steps, memo)
        table.append([c * x // d * conv for x in child])
    roots[comp] = table
    return table


def _check_comp(pack: Sequence[int] | None) -> Comp:
    comp = tuple(FULL_PACK if pack is None else pack)
    if len(comp) != 10 or any((not isinstance(c, int)) or c < 0 for c in comp):
        raise IllegalActionError(f"a pack's composition is ten counts (aces, twos ... nines, tenth cards), not {comp!r}")
    return comp


@implements("hoffmann-vingt-un:p11", "peel-vingt-un:p13")
def dealer_table(play: DealerPlay | VingtUnRules = DealerPlay(), pack: Sequence[int] | None = None,
                 ) -> dict[int, dict[str, Fraction]]:
    """The dealer's chances of each final result, for each first card (1 = ace ... 10 = tenth card).

    ``pack`` is the composition the dealer's cards come from, his first card still in it (a full pack by
    default, or a game's remaining pack).  Each row is conditioned on that first card and sums to one;
    ``"natural"`` is an ace and a tenth card in his two cards.
    """
    if isinstance(play, VingtUnRules):
        play = dealer_play_for(play)
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
    if isinstance(play, VingtUnRules):
        play = dealer_play_for(play)
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
    comp = _check_comp(pack)
    n = sum(comp)
    bad = sum(comp[v - 1] for v in range(1, 11) if _add(points, soft, v)[0] > TWENTY_ONE)
    return Fraction(bad, n)


@implements("enquire-within:116")
def two_card_totals(pack: Sequence[int] | None = None) -> dict[tuple[int, bool], Fraction]:
    """The chances of each count (points, soft) of two cards from ``pack``."""
    comp = _check_comp(pack)
    n = sum(comp)
    out: dict[tuple[int, bool], Fraction] = {}
    for a in range(1, 11):
        for b in range(1, 11):
            w = comp[a - 1] * (comp[b - 1] - (a == b))
            if w <= 0:
                continue
            k = _add(*_add(0, False, a), b)
            out[k] = out.get(k, Fraction(0)) + Fraction(w, n * (n - 1))
    return out


# -------------------------------------------------------------------------------------------------------------
# The punter
# -------------------------------------------------------------------------------------------------------------

def _pay_table(rules: VingtUnRules) -> list[list[int]]:
    """pay[t][o]: the punter's result (doubled) standing on ``t`` (4..21) against the dealer's outcome o."""
    rows = [[0] * _NO for _ in range(22)]
    d21 = _PAY * rules.drawn_21_pays
    for t in range(2, 22):
        for o in range(_NO):
            if o in (_BUST, _SHORT):
                r = d21 if t == TWENTY_ONE else _PAY
            elif o == _NAT:
                r = 0  # settled before anyone draws
            else:
                dt = o + 15
                if t == TWENTY_ONE and dt == TWENTY_ONE:
                    r = {"punter-pays-single": -_PAY, "punter-pays-double": -2 * _PAY, "standoff": 0}[rules.both_drawn_21]
                elif t == TWENTY_ONE:
                    r = d21
                elif dt == TWENTY_ONE:
                    r = -_PAY * rules.dealer_21_takes
                elif t > dt:
                    r = _PAY
                elif t == dt:
                    r = -_PAY if rules.ties == "dealer" else 0
                else:
                    r = -_PAY
            rows[t][o] = r
    return rows


@dataclass
class _Ctx:
    rules: VingtUnRules
    play: DealerPlay
    pay: list
    classes: tuple
    punter: Union[str, int]
    memo: dict = field(default_factory=dict)
    decisions: dict = field(default_factory=dict)


def _no_natural(comp: Comp, n: int, cls: tuple) -> list[int]:
    """Per first card in ``cls``: weight (scaled s(n)) of the dealer's two cards not being a natural."""
    if n < 2:
        return [0 for _ in cls]
    base = _S[n] // (n * (n - 1))
    out = []
    for d1 in cls:
        c = comp[d1 - 1]
        partner = comp[9] if d1 == 1 else comp[0] if d1 == 10 else 0
        out.append(c * (n - 1 - partner) * base)
    return out


def _stand(ctx: _Ctx, comp: Comp, t: int, cls: tuple) -> list[int]:
    table = _root(comp, ctx.play)
    row = ctx.pay[t]
    return [sum(table[d1 - 1][o] * row[o] for o in range(_NO) if row[o]) for d1 in cls]


def _hand(ctx: _Ctx, comp: Comp, n: int, t: int, soft: bool, nc: int, split: int, cls: tuple) -> list[int]:
    """The punter's value (per dealer first card in cls, unnormalised, doubled, scaled s(n)) of the hand
    (t, soft, nc cards) with ``comp`` left, playing on: the better of standing and drawing (or his rule)."""
    key = (comp, t, soft, nc, split, cls)
    got = ctx.memo.get(key)
    if got is not None:
        return got
    rules = ctx.rules
    if t > TWENTY_ONE:
        val = [-_PAY * x for x in _no_natural(comp, n, cls)]
        ctx.memo[key] = val
        return val
    if nc == 2 and split and t == TWENTY_ONE and rules.split_natural == "natural":
        val = [int(_PAY * rules.natural_pays) * x for x in _no_natural(comp, n, cls)]
        ctx.memo[key] = val
        return val
    options: dict[str, list[int]] = {}
    forced = nc < 2
    if not forced:
        options["stand"] = _stand(ctx, comp, t, cls)
    one_card = split == 1 and nc == 2 and rules.split_aces_one_card
    if n and not one_card and t < TWENTY_ONE or forced:
        acc = [0] * len(cls)
        for v in range(1, 11):
            c = comp[v - 1]
            if not c:
                continue
            t2, s2 = _add(t, soft, v)
            child = _hand(ctx, _minus(comp, v), n - 1, t2, s2, nc + 1, split, cls)
            for i, x in enumerate(child):
                acc[i] += c * x
        d = _div(n)
        options["draw"] = [x // d for x in acc] if d > 1 else acc
    if nc == 2 and not split and rules.double_down == "any-two" and n:
        acc = [0] * len(cls)
        for v in range(1, 11):
            c = comp[v - 1]
            if not c:
                continue
            t2, s2 = _add(t, soft, v)
            sub = _minus(comp, v)
            child = _stand(ctx, sub, t2, cls) if t2 <= TWENTY_ONE else [-_PAY * x for x in _no_natural(sub, n - 1, cls)]
            for i, x in enumerate(child):
                acc[i] += 2 * c * x
        d = _div(n)
        options["double"] = [x // d for x in acc] if d > 1 else acc
    if forced:
        choice = "draw"
    elif isinstance(ctx.punter, int):
        choice = "stand" if (t >= ctx.punter or "draw" not in options) else "draw"
    else:
        choice = max(options, key=lambda k: (sum(options[k]), k == "stand"))
    val = options[choice]
    if not forced:
        ctx.decisions[(comp, t, soft, nc, split, cls)] = (choice, {k: sum(v) for k, v in options.items()})
    ctx.memo[key] = val
    return val


@dataclass
class Analysis:
    """The exact analysis of one code: the punter's value, the dealer's advantage, and the parts."""

    rules: VingtUnRules
    play: DealerPlay
    punter: Union[str, int]
    pack: tuple
    #: the punter's expected result per counter of his first stake (doubles included)
    punter_value: Fraction
    #: the dealer's expected gain per counter of the punter's first stake (= -punter_value)
    dealer_advantage: Fraction
    #: the same, per counter actually at risk (the stake, doubled where the dealer doubled)
    dealer_advantage_at_risk: Fraction
    #: the punter's value given his first card (1-10), before the dealer doubles
    by_first_card: dict
    #: the dealer's expected gain given his first card
    dealer_by_first_card: dict
    #: the punter's value given his first two cards (a, b) with a <= b, under the best play
    by_two_cards: dict
    #: for each pair (a, a): (value if divided, value if not), both per first stake
    pairs: dict
    decisions: dict

    def decision(self, cards: Sequence[int], doubled: bool = False) -> str:
        """The best decision with these values in hand (from a full analysis): "stand", "draw" or "double"."""
        comp = list(self.pack)
        t, s = 0, False
        for v in cards:
            comp[v - 1] -= 1
            t, s = _add(t, s, v)
        cls = self._cls(doubled)
        got = self.decisions.get((tuple(comp), t, s, len(cards), 0, cls))
        if got is None:
            raise IllegalActionError(f"no decision is recorded for {list(cards)} (a natural, over, or not reached)")
        return got[0]

    def pair_gain(self, value: int) -> Fraction:
        """What always dividing a pair of ``value`` gains over playing it as one hand (per stake, given the
        pair; the dealer's double included); negative if dividing costs."""
        out = Fraction(0)
        for (a, cls), (split, play_on) in self.pairs.items():
            if a == value:
                out += (split - play_on) * (2 if set(cls) & self.play.double_on else 1)
        return out

    def options(self, cards: Sequence[int], doubled: bool = False) -> dict[str, Fraction]:
        """The punter's value of each choice with these values in hand (per stake, given the hand, whether the
        dealer doubled, and that the dealer has no natural): ``{"stand": ..., "draw": ..., ...}``."""
        comp = list(self.pack)
        t, s = 0, False
        for v in cards:
            comp[v - 1] -= 1
            t, s = _add(t, s, v)
        cls = self._cls(doubled)
        key = (tuple(comp), t, s, len(cards), 0, cls)
        got = self.decisions.get(key)
        if got is None:
            raise IllegalActionError(f"no decision is recorded for {list(cards)} (a natural, over, or not reached)")
        n = sum(comp)
        norm = sum(_no_natural(tuple(comp), n, cls)) * _PAY
        return {k: Fraction(v, norm) for k, v in got[1].items()}

    def _cls(self, doubled: bool) -> tuple:
        for c in _classes(self.rules, self.play, self.pack):
            if doubled == bool(set(c) & self.play.double_on):
                return c
        raise IllegalActionError("the dealer never doubles under this play")


def _classes(rules: VingtUnRules, play: DealerPlay, comp: Comp) -> tuple[tuple[int, ...], ...]:
    values = tuple(v for v in range(1, 11) if comp[v - 1])
    if rules.dealer_cards == "one-up-peek":
        return tuple((v,) for v in values)
    dbl = tuple(v for v in values if v in play.double_on)
    rest = tuple(v for v in values if v not in play.double_on)
    return tuple(c for c in (rest, dbl) if c)


@implements("peel-vingt-un:p4", "peel-vingt-un:p8", "peel-vingt-un:p10", "peel-vingt-un:p14", "peel-vingt-un:p15",
            "hoffmann-vingt-un:p7", "hoffmann-vingt-un:p8", "hoffmann-vingt-un:p11", "enquire-within:114")
def analyse(rules: VingtUnRules = PEEL, pack: Sequence[int] | None = None, *, play: DealerPlay | None = None,
            punter: Union[str, int] = "best") -> Analysis:
    """The exact analysis of one punter against the dealer under ``rules`` (see the module's model).

    ``pack`` is the composition the four first cards come from (full by default); ``play`` the dealer's
    strategy (the code's readings and the book's advice on doubling by default); ``punter`` ``"best"`` or a
    count to stand at (Hoffmann's sixteen, p8).
    """
    comp = _check_comp(pack)
    play = play or dealer_play_for(rules)
    if not isinstance(punter, int) and punter != "best":
        raise RuleSetError(f"the punter plays 'best' or stands at a count, not {punter!r}")
    n0 = sum(comp)
    if n0 < 4:
        raise IllegalActionError("four cards are needed for the first two rounds")
    ctx = _Ctx(rules, play, _pay_table(rules), _classes(rules, play, comp), punter)
    total = Fraction(0)
    at_risk = Fraction(0)
    by_first: dict[int, Fraction] = {}
    dealer_by_first = {v: Fraction(0) for v in range(1, 11) if comp[v - 1]}
    by_two: dict[tuple[int, int], Fraction] = {}
    pairs: dict[int, tuple[Fraction, Fraction]] = {}
    for a in range(1, 11):
        if not comp[a - 1]:
            continue
        first_val = Fraction(0)
        for b in range(1, 11):
            w = comp[a - 1] * (comp[b - 1] - (a == b))
            if w <= 0:
                continue
            p_ab = Fraction(w, n0 * (n0 - 1))
            r0 = _minus(_minus(comp, a), b)
            n = n0 - 2
            t, s = _add(*_add(0, False, a), b)
            natural = t == TWENTY_ONE
            table = _root(r0, play)
            value2 = Fraction(0)
            for cls in ctx.classes:
                mult = 2 if set(cls) & play.double_on else 1
                per = [0] * len(cls)
                for i, d1 in enumerate(cls):
                    nat = table[d1 - 1][_NAT]
                    if natural:
                        per[i] += nat * (0 if rules.natural_vs_natural == "cancel" else -_PAY * rules.dealer_natural_takes)
                    else:
                        per[i] -= nat * _PAY * rules.dealer_natural_takes
                if natural:
                    for i, x in enumerate(_no_natural(r0, n, cls)):
                        per[i] += int(_PAY * rules.natural_pays) * x
                else:
                    play_on = _hand(ctx, r0, n, t, s, 2, 0, cls)
                    best = play_on
                    if a == b or (rules.pair_by == "value" and a == b):
                        pass
                    if a == b and rules.punters_may_split and rules.max_hands >= 2:
                        t1, s1 = _add(0, False, a)
                        one = _hand(ctx, r0, n, t1, s1, 1, a, cls)
                        split = [2 * x for x in one]
                        key = (a, cls)
                        pairs[key] = (Fraction(sum(split), _S[n] * _PAY), Fraction(sum(play_on), _S[n] * _PAY))
                        if ctx.punter == "best" and sum(split) > sum(play_on):
                            best = split
                            ctx.decisions[(r0, t, s, 2, 0, cls)] = ("split", {
                                **ctx.decisions.get((r0, t, s, 2, 0, cls), (None, {}))[1], "split": sum(split)})
                    for i in range(len(cls)):
                        per[i] += best[i]
                for i, d1 in enumerate(cls):
                    x = Fraction(per[i], _S[n] * _PAY) * mult
                    value2 += x
                    dealer_by_first[d1] -= p_ab * x
                    at_risk += p_ab * Fraction(sum(table[d1 - 1]), _S[n]) * mult
            by_two[(min(a, b), max(a, b))] = value2
            total += p_ab * value2
            first_val += Fraction(comp[b - 1] - (a == b), n0 - 1) * value2
        by_first[a] = first_val
    for d1 in dealer_by_first:
        dealer_by_first[d1] /= Fraction(comp[d1 - 1], n0)
    return Analysis(rules, play, punter, comp, total, -total, -total / at_risk, by_first, dealer_by_first, by_two,
                    pairs, ctx.decisions)


def _fixed(a: "Analysis", comp: Comp, n: int, t: int, soft: bool, nc: int, cls: tuple, pay: list, bust, memo: dict) -> int:
    """Sum over the dealer's first cards in cls of the weight (scaled s(n)) of ``pay`` (rows by the punter's count,
    columns by the dealer's outcome) when the punter follows the analysis's decisions and never divides;
    ``bust(comp, n, cls)`` weighs an over-drawn punter hand."""
    key = (comp, t, soft, nc, cls)
    got = memo.get(key)
    if got is not None:
        return got
    if t > TWENTY_ONE:
        val = bust(comp, n, cls)
    else:
        dec = a.decisions.get((comp, t, soft, nc, 0, cls), ("stand",))[0] if nc >= 2 else "draw"
        if dec == "split":
            dec = max((k for k in a.decisions[(comp, t, soft, nc, 0, cls)][1] if k != "split"),
                      key=lambda k: a.decisions[(comp, t, soft, nc, 0, cls)][1][k])
        if dec == "stand" or (dec == "draw" and t == TWENTY_ONE):
            table = _root(comp, a.play)
            row = pay[t]
            val = sum(table[d1 - 1][o] * row[o] for d1 in cls for o in range(_NO) if row[o])
        else:
            acc = 0
            for v in range(1, 11):
                c = comp[v - 1]
                if c:
                    t2, s2 = _add(t, soft, v)
                    if dec == "double":
                        sub = _minus(comp, v)
                        if t2 > TWENTY_ONE:
                            acc += c * bust(sub, n - 1, cls)
                        else:
                            table = _root(sub, a.play)
                            acc += c * sum(table[d1 - 1][o] * pay[t2][o] for d1 in cls for o in range(_NO) if pay[t2][o])
                    else:
                        acc += c * _fixed(a, _minus(comp, v), n - 1, t2, s2, nc + 1, cls, pay, bust, memo)
            d = _div(n)
            val = acc // d if d > 1 else acc
    memo[key] = val
    return val


@implements("peel-vingt-un:p8", "hoffmann-vingt-un:p2")
def how_hands_end(a: "Analysis") -> dict[str, Fraction]:
    """How a hand ends when the punter plays as the analysis found best (dividing no pair): the chances of
    ``"dealer natural"``, ``"punter natural"`` (the dealer having none; both naturals count as the dealer's),
    ``"punter over-draws"``, ``"both would over-draw"`` (the punter over-draws and the dealer, playing on,
    would have over-drawn too), ``"dealer over-draws"`` (the punter standing), ``"punter higher"``,
    ``"tie"`` (equal counts of 21 or less) and ``"dealer higher"``; and the dealer's gain per stake from ties
    (``"gain from ties"``) and from the punter's over-draws that the dealer would have matched
    (``"gain from double over-draws"``), doubles included."""
    comp, play = a.pack, a.play
    n0 = sum(comp)
    zero = [[0] * _NO for _ in range(22)]

    def rows(fn):
        return [[fn(t, o) for o in range(_NO)] for t in range(22)]

    nat_ = lambda c, n, cls: 0  # noqa: E731
    pays = {
        "dealer over-draws": (rows(lambda t, o: int(o == _BUST)), nat_),
        "punter higher": (rows(lambda t, o: int(o < _BUST and o + 15 < t or o == _SHORT)), nat_),
        "tie": (rows(lambda t, o: int(o < _BUST and o + 15 == t)), nat_),
        "dealer higher": (rows(lambda t, o: int(o < _BUST and o + 15 > t)), nat_),
        "punter over-draws": (zero, lambda c, n, cls: sum(_no_natural(c, n, cls))),
        "both would over-draw": (zero, lambda c, n, cls: sum(_root(c, play)[d1 - 1][_BUST] for d1 in cls)),
    }
    out = {k: Fraction(0) for k in ("dealer natural", "punter natural", *pays)}
    gain_ties = gain_over = Fraction(0)
    classes = _classes(a.rules, play, comp)
    memos: dict[str, dict] = {k: {} for k in pays}
    for x in range(1, 11):
        for y in range(1, 11):
            w = comp[x - 1] * (comp[y - 1] - (x == y))
            if w <= 0:
                continue
            p = Fraction(w, n0 * (n0 - 1))
            r0 = _minus(_minus(comp, x), y)
            n = n0 - 2
            t, s = _add(*_add(0, False, x), y)
            table = _root(r0, play)
            for cls in classes:
                mult = 2 if set(cls) & play.double_on else 1
                dn = sum(table[d1 - 1][_NAT] for d1 in cls)
                out["dealer natural"] += p * Fraction(dn, _S[n])
                if t == TWENTY_ONE:
                    out["punter natural"] += p * Fraction(sum(_no_natural(r0, n, cls)), _S[n])
                    continue
                for k, (pay, bust) in pays.items():
                    v = Fraction(_fixed(a, r0, n, t, s, 2, cls, pay, bust, memos[k]), _S[n])
                    out[k] += p * v
                    if k == "tie" and a.rules.ties == "dealer":
                        gain_ties += p * v * mult
                    if k == "both would over-draw":
                        gain_over += p * v * mult
    out["gain from ties"] = gain_ties
    out["gain from double over-draws"] = gain_over
    return out


# -------------------------------------------------------------------------------------------------------------
# A seeded simulation, to check the exact figures the other way
# -------------------------------------------------------------------------------------------------------------

@dataclass
class Simulation:
    """The mean result of ``deals`` seeded deals and its standard error."""

    rules: VingtUnRules
    deals: int
    seed: int
    mean: float
    stderr: float

    def agrees(self, exact: Fraction, sigmas: float = 3.0) -> bool:
        """Does the exact value lie within ``sigmas`` standard errors of the mean?"""
        return abs(float(exact) - self.mean) <= sigmas * self.stderr


def simulate(analysis: Analysis, deals: int, seed: int = 1) -> Simulation:
    """Play ``deals`` deals, each from a fresh pack of ``analysis.pack`` dealt in the real order (punter, dealer,
    punter, dealer, the punter's draws, the dealer's), the punter following the analysis's decisions and the
    dealer his strategy; return the punter's mean result per first stake and its standard error.

    Seeded (``random.Random(seed)``): the same seed gives the same figures."""
    import random

    rules, play = analysis.rules, analysis.play
    rng = random.Random(seed)
    rand = rng.random
    pack = list(analysis.pack)
    n0 = sum(pack)
    cls_of = {d: c for c in _classes(rules, play, analysis.pack) for d in c}
    pay = _pay_table(rules)
    dec = analysis.decisions
    nat_pay = float(rules.natural_pays)
    dealer_nat = float(rules.dealer_natural_takes)
    cancel = rules.natural_vs_natural == "cancel"
    split_nat = rules.split_natural == "natural"
    one_card_aces = rules.split_aces_one_card
    s1 = s2 = 0.0
    for _ in range(deals):
        counts = pack[:]
        n = n0

        def draw() -> int:
            nonlocal n
            r = int(rand() * n)
            for i in range(10):
                c = counts[i]
                if r < c:
                    counts[i] = c - 1
                    n -= 1
                    return i + 1
                r -= c
            raise IllegalActionError("the pack is empty")  # pragma: no cover

        p1, d1, p2, d2 = draw(), draw(), draw(), draw()
        cls = cls_of[d1]
        mult = 2 if d1 in play.double_on else 1
        own = pack[:]
        own[p1 - 1] -= 1
        own[p2 - 1] -= 1
        pt, ps = _add(*_add(0, False, p1), p2)
        dt, ds = _add(*_add(0, False, d1), d2)
        if dt == TWENTY_ONE:
            r = (0.0 if cancel else -dealer_nat) if pt == TWENTY_ONE else -dealer_nat
        elif pt == TWENTY_ONE:
            r = nat_pay
        else:
            first = dec.get((tuple(own), pt, ps, 2, 0, cls), ("stand",))[0]
            if first == "split":
                hands = [(p1, p1), (p1, p1)]
                base = own
            else:
                hands = [(0, None)]
            results = []
            for split, _c in hands:
                if split:
                    hc = base[:]
                    v = draw()
                    hc[v - 1] -= 1
                    t, s = _add(*_add(0, False, split), v)
                    nc = 2
                    if t == TWENTY_ONE and split_nat:
                        results.append((t, 1.0, True))
                        continue
                    if split == 1 and one_card_aces:
                        results.append((t, 1.0, False))
                        continue
                else:
                    hc, t, s, nc = own[:], pt, ps, 2
                stake = 1.0
                while t < TWENTY_ONE:
                    choice = dec[(tuple(hc), t, s, nc, split, cls)][0]
                    if choice in ("stand", "split"):
                        break
                    v = draw()
                    hc[v - 1] -= 1
                    t, s = _add(t, s, v)
                    nc += 1
                    if choice == "double":
                        stake = 2.0
                        break
                results.append((t, stake, False))
            if all(t > TWENTY_ONE for t, _st, _n in results):
                o = None
            else:
                while not (dt > TWENTY_ONE or play.stands(dt, ds)):
                    v = draw()
                    dt, ds = _add(dt, ds, v)
                o = _BUST if dt > TWENTY_ONE else dt - 15
            r = 0.0
            for t, stake, natural in results:
                if t > TWENTY_ONE:
                    r -= stake
                elif natural:
                    r += nat_pay
                else:
                    r += stake * pay[t][o] / _PAY
        x = r * mult
        s1 += x
        s2 += x * x
    mean = s1 / deals
    var = max(s2 / deals - mean * mean, 0.0)
    return Simulation(rules, deals, seed, mean, (var / deals) ** 0.5)
