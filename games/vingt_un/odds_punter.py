"""The punter's side of the exact Vingt-un odds: his best play, its value, and how hands end.

:mod:`games.vingt_un.odds` states the model.  The punter's values are memoised by his remaining
composition; the dealer's results come from :mod:`games.vingt_un.odds_dealer`, shared by every
punter hand.  :func:`analyse` and :func:`how_hands_end` walk the same first two cards
(``_two_cards``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from operator import mul
from typing import Sequence, Union

from games.errors import IllegalActionError, RuleSetError
from games.laws import implements
from games.vingt_un.cards import TWENTY_ONE
from games.vingt_un.odds_dealer import (
    _BUST, _NAT, _NO, _PAY, _S, _SHORT, Comp, DealerPlay, _add, _check_comp, _div, _minus, _root, _two_cards,
    dealer_play_for,
)
from games.vingt_un.rules import PEEL, VingtUnRules

__all__ = ["Analysis", "analyse", "how_hands_end"]


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


_ALL = tuple(range(1, 11))


def _stand(ctx: _Ctx, comp: Comp, t: int) -> list[int]:
    """Per dealer first card (index v-1): the punter's result standing on ``t`` (scaled s(n), doubled)."""
    row = ctx.pay[t]
    return [sum(map(mul, r, row)) for r in _root(comp, ctx.play)]


def _hand(ctx: _Ctx, comp: Comp, n: int, t: int, soft: bool, nc: int, split: int) -> list[int]:
    """The punter's value (per dealer first card, index v-1, unnormalised, doubled, scaled s(n)) of the hand
    (t, soft, nc cards) with ``comp`` left, playing on: in each class of first cards the punter can tell
    apart (``ctx.classes``), the better of standing, drawing and doubling there (or his rule)."""
    key = (comp, t, soft, nc, split)
    memo = ctx.memo
    got = memo.get(key)
    if got is not None:
        return got
    rules = ctx.rules
    if t > TWENTY_ONE:
        val = [-_PAY * x for x in _no_natural(comp, n, _ALL)]
        memo[key] = val
        return val
    if nc == 2 and split and t == TWENTY_ONE and rules.split_natural == "natural":
        k = int(_PAY * rules.natural_pays)
        val = [k * x for x in _no_natural(comp, n, _ALL)]
        memo[key] = val
        return val
    options: dict[str, list[int]] = {}
    forced = nc < 2
    if not forced:
        options["stand"] = _stand(ctx, comp, t)
    one_card = split == 1 and nc == 2 and rules.split_aces_one_card
    if n and not one_card and t < TWENTY_ONE or forced:
        acc = [0] * _NO
        for v in _ALL:
            c = comp[v - 1]
            if c:
                t2, s2 = _add(t, soft, v)
                child = _hand(ctx, _minus(comp, v), n - 1, t2, s2, nc + 1, split)
                acc = [a + c * x for a, x in zip(acc, child)]
        d = _div(n)
        options["draw"] = [x // d for x in acc] if d > 1 else acc
    if nc == 2 and not split and rules.double_down == "any-two" and n:
        acc = [0] * _NO
        for v in _ALL:
            c = comp[v - 1]
            if c:
                t2, s2 = _add(t, soft, v)
                sub = _minus(comp, v)
                child = _stand(ctx, sub, t2) if t2 <= TWENTY_ONE else [-_PAY * x for x in _no_natural(sub, n - 1, _ALL)]
                acc = [a + 2 * c * x for a, x in zip(acc, child)]
        d = _div(n)
        options["double"] = [x // d for x in acc] if d > 1 else acc
    if forced:
        val = options["draw"]
    else:
        val = [0] * _NO
        for cls in ctx.classes:
            sums = {k: sum(o[d1 - 1] for d1 in cls) for k, o in options.items()}
            if isinstance(ctx.punter, int):
                choice = "stand" if (t >= ctx.punter or "draw" not in options) else "draw"
            else:
                choice = max(sums, key=lambda k: (sums[k], k == "stand"))
            ctx.decisions[(comp, t, soft, nc, split, cls)] = (choice, sums)
            chosen = options[choice]
            for d1 in cls:
                val[d1 - 1] = chosen[d1 - 1]
    memo[key] = val
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
        return self._recorded(cards, doubled)[1][0]

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
        (comp, _t, _s, _nc, _split, cls), got = self._recorded(cards, doubled)
        norm = sum(_no_natural(comp, sum(comp), cls)) * _PAY
        return {k: Fraction(v, norm) for k, v in got[1].items()}

    def _recorded(self, cards: Sequence[int], doubled: bool) -> tuple[tuple, tuple]:
        """The key of the hand holding ``cards`` (the dealer doubled or not) and what the analysis recorded there."""
        comp = list(self.pack)
        t, s = 0, False
        for v in cards:
            comp[v - 1] -= 1
            t, s = _add(t, s, v)
        key = (tuple(comp), t, s, len(cards), 0, self._cls(doubled))
        got = self.decisions.get(key)
        if got is None:
            raise IllegalActionError(f"no decision is recorded for {list(cards)} (a natural, over, or not reached)")
        return key, got

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
    by_first = {v: Fraction(0) for v in range(1, 11) if comp[v - 1]}
    dealer_by_first = {v: Fraction(0) for v in range(1, 11) if comp[v - 1]}
    by_two: dict[tuple[int, int], Fraction] = {}
    pairs: dict[int, tuple[Fraction, Fraction]] = {}
    n = n0 - 2
    for a, b, p_ab, r0, t, s in _two_cards(comp):
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
                whole = _hand(ctx, r0, n, t, s, 2, 0)
                play_on = [whole[d1 - 1] for d1 in cls]
                best = play_on
                if a == b and rules.punters_may_split and rules.max_hands >= 2:
                    t1, s1 = _add(0, False, a)
                    one = _hand(ctx, r0, n, t1, s1, 1, a)
                    split = [2 * one[d1 - 1] for d1 in cls]
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
        by_first[a] += Fraction(comp[b - 1] - (a == b), n0 - 1) * value2
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
    n = n0 - 2
    for _x, _y, p, r0, t, s in _two_cards(comp):
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


