"""The punter's side of the exact Vingt-un odds: his best play, its value, and how hands end.

:mod:`games.vingt_un.odds` states the model.  An analysis lists the punter's states once (``_graph``:
each by the composition left, his count and cards, and the divided card), asks
:mod:`games.vingt_un.odds_tables` for the dealer's tables of every pack they leave, all at once, and then
values the states children first (``_values``).  :func:`analyse` and :func:`how_hands_end` walk the same
first two cards (``_two_cards``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from fractions import Fraction
from operator import mul
from typing import Any, Optional, Sequence, Union

from games.errors import IllegalActionError, RuleSetError, check_items
from games.laws import implements
from games.vingt_un.cards import FULL_PACK, TWENTY_ONE
from games.vingt_un.odds_dealer import (
    _BUST, _NAT, _NO, _PAY, _S, _SHORT, Comp, DealerPlay, _add, _check_comp, _check_play, _div, _minus, _two_cards,
    dealer_play_for,
)
from games.vingt_un.odds_tables import group_tables
from games.vingt_un.rules import PEEL, VingtUnRules

__all__ = ["Analysis", "analyse", "advise", "how_hands_end"]


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
    """One analysis's working state: its code, the dealer's play, the punter's payments, the classes of the
    dealer's first cards the punter can tell apart, and the groups of first cards his value vectors are kept by
    (the classes themselves, or one group a card when the dealer's results by first card are wanted)."""

    rules: VingtUnRules
    play: DealerPlay
    pay: list
    classes: tuple
    punter: Union[str, int]
    groups: tuple
    #: per class, the indices of its groups
    members: tuple
    #: the punter's states, each child before its parent (see :func:`_graph`)
    nodes: list = field(default_factory=list)
    index: dict = field(default_factory=dict)
    #: per pack, per group, the dealer's weight of each result (scaled s(n))
    tables: dict = field(default_factory=dict)
    decisions: dict = field(default_factory=dict)


def _no_natural(comp: Comp, n: int, groups: tuple) -> list[int]:
    """Per group of first cards: weight (scaled s(n)) of the dealer's first card being in it and his two cards
    not being a natural."""
    if n < 2:
        return [0 for _ in groups]
    base = _S[n] // (n * (n - 1))
    both = comp[0] * comp[9]
    return [((n - 1) * sum([comp[d - 1] for d in g]) - both * ((1 in g) + (10 in g))) * base for g in groups]


def _naturals(comp: Comp, n: int, groups: tuple) -> list[int]:
    """Per group of first cards: weight (scaled s(n)) of the dealer's first card being in it and his two cards
    a natural."""
    both = comp[0] * comp[9] * (_S[n] // (n * (n - 1)))
    return [both * ((1 in g) + (10 in g)) for g in groups]


_ALL = tuple(range(1, 11))


def _graph(ctx: _Ctx, comp: Comp, n: int, t: int, soft: bool, nc: int, split: int) -> int:
    """The index of the punter's state (``comp`` left, count ``t`` of 21 or less, ``nc`` cards, ``split`` the
    divided card or 0) in ``ctx.nodes``, adding it and every state it can lead to, children first.  A node is
    ``(key, n, children, over, natural)``: the children as (count, index) for the cards he can draw that leave
    him 21 or less, and ``over`` the values that would take him over; ``natural`` a divided card that has
    become a natural (Peel's "may be a natural")."""
    key = (comp, t, soft, nc, split)
    got = ctx.index.get(key)
    if got is not None:
        return got
    kids: list = []
    over: list = []
    natural = nc == 2 and split and t == TWENTY_ONE and ctx.rules.split_natural == "natural"
    if not natural and (nc < 2 or (n and t < TWENTY_ONE and not (split == 1 and nc == 2 and ctx.rules.split_aces_one_card))):
        for v in _ALL:
            c = comp[v - 1]
            if c:
                t2, s2 = _add(t, soft, v)
                if t2 > TWENTY_ONE:
                    over.append(v)
                else:
                    kids.append((c, _graph(ctx, comp[:v - 1] + (c - 1,) + comp[v:], n - 1, t2, s2, nc + 1, split)))
    ctx.index[key] = i = len(ctx.nodes)
    ctx.nodes.append((key, n, tuple(kids), tuple(over), natural))
    return i


def _over(comp: Comp, n: int, over: tuple, groups: tuple) -> list[int]:
    """Per group: the sum over the values in ``over`` of (their count) x (the no-natural weight of the pack left
    when one is drawn, scaled s(n - 1)): what the punter's over-drawing weighs, before he pays.

    With ``m = n - 1`` cards left, a group of ``size`` first cards, ``nat`` of them an ace or a tenth card,
    drawing ``v`` leaves ``(m - 1)(size - [v in group]) - nat * aces * tens`` ways, so the sum is
    ``(m - 1)(size * C - B) - nat * A`` with ``C`` the count of the values in ``over``, ``B`` of those in the
    group, and ``A`` the sum of count x aces x tens left."""
    m = n - 1
    if m < 2 or not over:
        return [0] * len(groups)
    base = _S[m] // (m * (m - 1))
    ace, ten = comp[0], comp[9]
    total = sum([comp[v - 1] for v in over])
    both = sum([comp[v - 1] * (ace - (v == 1)) * (ten - (v == 10)) for v in over])
    out = []
    for g in groups:
        size = mine = 0
        for d in g:
            c = comp[d - 1]
            size += c
            if d in over:
                mine += c
        out.append(((m - 1) * (size * total - mine) - ((1 in g) + (10 in g)) * both) * base)
    return out


def _values(ctx: _Ctx) -> list:
    """Every state's value to the punter (per group, unnormalised, doubled, scaled s(n)) playing on from it: in
    each class of first cards the punter can tell apart, the better of standing, drawing and doubling there (or
    his rule), each decision recorded in ``ctx.decisions``."""
    rules, groups, tables, pay, decisions = ctx.rules, ctx.groups, ctx.tables, ctx.pay, ctx.decisions
    ng = len(groups)
    double_any = rules.double_down == "any-two"
    fixed = ctx.punter if isinstance(ctx.punter, int) else None
    natural_pays = int(_PAY * rules.natural_pays)
    vals: list = [None] * len(ctx.nodes)
    stands: list = [None] * len(ctx.nodes)
    classes = tuple(zip(ctx.classes, ctx.members))
    for i, ((comp, t, soft, nc, split), n, kids, over, natural) in enumerate(ctx.nodes):
        if natural:   # a divided card and a tenth card (or ace) counting as a natural
            vals[i] = [natural_pays * x for x in _no_natural(comp, n, groups)]
            continue
        stand: Optional[list] = None
        draw: Optional[list] = None
        double: Optional[list] = None
        if nc >= 2:
            row = pay[t]
            stands[i] = stand = [sum(map(mul, tg, row)) for tg in tables[comp]]
        if kids or over or nc < 2:
            d = _div(n)
            lost = _over(comp, n, over, groups)
            if ng == 1:
                acc = [sum([c * vals[k][0] for c, k in kids]) - _PAY * lost[0]]
            elif ng == 2:
                acc = [sum([c * vals[k][0] for c, k in kids]) - _PAY * lost[0],
                       sum([c * vals[k][1] for c, k in kids]) - _PAY * lost[1]]
            else:
                acc = [-_PAY * x for x in lost]
                for c, k in kids:
                    acc = [a + c * x for a, x in zip(acc, vals[k])]
            draw = [x // d for x in acc] if d > 1 else acc
            if nc == 2 and not split and double_any:
                acc = [-2 * _PAY * x for x in lost]
                for c, k in kids:
                    acc = [a + 2 * c * x for a, x in zip(acc, stands[k])]
                double = [x // d for x in acc] if d > 1 else acc
        if stand is None:
            vals[i] = draw
            continue
        if draw is None and double is None:
            vals[i] = stand
            for cls, mem in classes:
                decisions[(comp, t, soft, nc, split, cls)] = ("stand", {"stand": sum([stand[g] for g in mem])})
            continue
        assert draw is not None  # a double is worked out only beside the draw
        val = [0] * ng
        for cls, mem in classes:
            if len(mem) == 1:
                g = mem[0]
                s, dr = stand[g], draw[g]
                db = double[g] if double is not None else None
            else:
                s, dr = sum([stand[g] for g in mem]), sum([draw[g] for g in mem])
                db = sum([double[g] for g in mem]) if double is not None else None
            sums = {"stand": s, "draw": dr} if db is None else {"stand": s, "draw": dr, "double": db}
            if fixed is not None:
                choice = "stand" if t >= fixed else "draw"
            elif db is None:
                choice = "stand" if s >= dr else "draw"
            else:
                choice = "stand" if s >= dr and s >= db else "draw" if dr >= db else "double"
            decisions[(comp, t, soft, nc, split, cls)] = (choice, sums)
            chosen = stand if choice == "stand" else draw if choice == "draw" else double
            assert chosen is not None
            for g in mem:
                val[g] = chosen[g]
        vals[i] = val
    return vals


def _solve(ctx: _Ctx, caps: Comp) -> list:
    """The dealer's tables for every pack the states listed in ``ctx`` leave where the punter may stand (all at
    once, from packs within ``caps``), then every state's value (:func:`_values`)."""
    needed = {key[0] for key, _n, _kids, _over, natural in ctx.nodes if not natural and key[3] >= 2}
    ctx.tables = group_tables(needed, ctx.play, caps, ctx.groups)
    return _values(ctx)


def _context(rules: VingtUnRules, play: DealerPlay, comp: Comp, punter: Union[str, int], single: bool = False) -> _Ctx:
    """A new analysis's working state from ``comp``: the punter's values kept by class of first cards (or,
    ``single``, by first card)."""
    classes = _classes(rules, play, comp)
    groups: tuple[tuple[int, ...], ...]
    if single:
        groups = tuple((d,) for c in classes for d in c)
        where = {g[0]: i for i, g in enumerate(groups)}
        members = tuple(tuple(where[d] for d in c) for c in classes)
    else:
        groups, members = classes, tuple((i,) for i in range(len(classes)))
    return _Ctx(rules, play, _pay_table(rules), classes, punter, groups, members)


def _may_split(rules: VingtUnRules) -> bool:
    """May a punter divide a pair under ``rules``?"""
    return rules.punters_may_split and rules.max_hands >= 2


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
    #: the punter's value given his first two cards (a, b) with a <= b, under the best play
    by_two_cards: dict
    #: for each pair (a, a): (value if divided, value if not), both per first stake
    pairs: dict
    decisions: dict
    #: the working state (a private ``_Ctx``: the states, tables and classes) and the dealer's results by group
    _ctx: Any = field(repr=False, compare=False, default=None)
    _dealer_by_group: Any = field(repr=False, compare=False, default=None)

    @cached_property
    def dealer_by_first_card(self) -> dict:
        """The dealer's expected gain given his first card (1-10), the punter playing as found best."""
        by_group = self._dealer_by_group
        if any(len(g) > 1 for g in self._ctx.groups):   # worked out again, one group a first card
            by_group = _run(self.rules, self.pack, self.play, self.punter, single=True)._dealer_by_group
        return {g[0]: x for g, x in by_group.items()}

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
        norm = _no_natural(comp, sum(comp), (cls,))[0] * _PAY
        return {k: Fraction(v, norm) for k, v in got[1].items()}

    def _recorded(self, cards: Sequence[int], doubled: bool) -> tuple[tuple, tuple]:
        """The key of the hand holding ``cards`` (the dealer doubled or not) and what the analysis recorded there."""
        cards = check_items(cards, "the punter's cards (their values, 1 (ace) to 10)", error=IllegalActionError)
        if not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 10 for v in cards):
            raise IllegalActionError(f"the punter's cards are their values, 1 (ace) to 10, not {list(cards)!r:.60}")
        if not isinstance(doubled, bool):
            raise IllegalActionError(f"doubled: yes or no (True or False), not {doubled!r:.60}")
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
    _check_rules(rules)
    comp = _check_comp(pack)
    play = dealer_play_for(rules) if play is None else _check_play(play)
    if not isinstance(punter, int) and punter != "best":
        raise RuleSetError(f"the punter plays 'best' or stands at a count, not {punter!r}")
    if sum(comp) < 4:
        raise IllegalActionError("four cards are needed for the first two rounds")
    return _run(rules, comp, play, punter)


def _check_rules(rules: object) -> None:
    """The odds are worked out under a rule set of Vingt-un (a book's, or the modern anchor)."""
    if not isinstance(rules, VingtUnRules):
        raise RuleSetError(f"the odds are worked out under a rule set of Vingt-un (PEEL, HOFFMANN, ENQUIRE_WITHIN, "
                           f"MODERN ...), not {rules!r}")


def _run(rules: VingtUnRules, comp: Comp, play: DealerPlay, punter: Union[str, int], single: bool = False) -> Analysis:
    """The analysis, the punter's values kept by class of first cards (or, ``single``, by first card)."""
    ctx = _context(rules, play, comp, punter, single)
    classes, groups, members = ctx.classes, ctx.groups, ctx.members
    n0 = sum(comp)
    n = n0 - 2
    may_split = _may_split(rules)
    # the punter's states from every first two cards, then the dealer's tables for every pack they leave
    starts = []
    for a, b, p_ab, r0, t, s in _two_cards(comp):
        whole = one = None
        if t != TWENTY_ONE:
            whole = _graph(ctx, r0, n, t, s, 2, 0)
            if a == b and may_split:
                one = _graph(ctx, r0, n, *_add(0, False, a), 1, a)
        starts.append((a, b, p_ab, r0, t, s, whole, one))
    vals = _solve(ctx, comp)
    # the first two cards: naturals, then the values found; all over one denominator n0(n0-1) s(n) PAY
    scale = _S[n] * _PAY
    nat_pays = int(_PAY * rules.natural_pays)
    dealer_takes = _PAY * rules.dealer_natural_takes
    both_naturals = 0 if rules.natural_vs_natural == "cancel" else -dealer_takes
    mults = [2 if set(c) & play.double_on else 1 for c in classes]
    first_weight = _S[n] // n
    total = risk = 0
    by_first: dict[int, Any] = {v: 0 for v in range(1, 11) if comp[v - 1]}
    dealer_by_group = [0] * len(groups)
    by_two: dict[tuple[int, int], Fraction] = {}
    pairs: dict[tuple, tuple[Fraction, Fraction]] = {}
    for a, b, _p, r0, t, s, whole, one in starts:
        w = comp[a - 1] * (comp[b - 1] - (a == b))     # the two cards' count of ways, of n0(n0 - 1)
        nats = _naturals(r0, n, groups)
        if whole is None:
            per = [x * both_naturals + nat_pays * y for x, y in zip(nats, _no_natural(r0, n, groups))]
        else:
            best = list(vals[whole])
            if one is not None:
                for cls, mem in zip(classes, members):
                    split = sum(2 * vals[one][g] for g in mem)
                    play_on = sum(vals[whole][g] for g in mem)
                    pairs[a, cls] = (Fraction(split, scale), Fraction(play_on, scale))
                    if punter == "best" and split > play_on:
                        for g in mem:
                            best[g] = 2 * vals[one][g]
                        key = (r0, t, s, 2, 0, cls)
                        ctx.decisions[key] = ("split", {**ctx.decisions.get(key, (None, {}))[1], "split": split})
            per = [y - x * dealer_takes for x, y in zip(nats, best)]
        value2 = 0
        for mem, mult in zip(members, mults):
            for g in mem:
                x = per[g] * mult
                value2 += x
                dealer_by_group[g] -= w * x
                risk += w * mult * first_weight * sum(r0[d - 1] for d in groups[g])
        by_two[(min(a, b), max(a, b))] = Fraction(value2, scale)
        total += w * value2
        by_first[a] += (comp[b - 1] - (a == b)) * value2
    ways = n0 * (n0 - 1) * scale
    value = Fraction(total, ways)
    at_risk = Fraction(risk, n0 * (n0 - 1) * _S[n])
    by_first = {v: Fraction(x, (n0 - 1) * scale) for v, x in by_first.items()}
    by_group = {g: Fraction(x * n0, ways * sum(comp[d - 1] for d in g)) for g, x in zip(groups, dealer_by_group)}
    return Analysis(rules, play, punter, comp, value, -value, -value / at_risk, by_first, by_two, pairs,
                    ctx.decisions, ctx, by_group)


@implements("peel-vingt-un:p8", "hoffmann-vingt-un:p8", "enquire-within:114")
def advise(rules: VingtUnRules, unseen: Sequence[int], cards: Sequence[int], doubled: bool = False, *,
           up: int | None = None, divided: int = 0, play: DealerPlay | None = None) -> dict[str, Fraction]:
    """The exact value of each choice open to a punter holding ``cards`` (values 1-10) in a game in progress,
    from ``unseen``, the composition of the cards he has not seen (the dealer's among them): per counter of the
    hand's stake, given that the dealer has no natural (play goes on only then) and whether he doubled.

    The model is :func:`analyse`'s, from the state the hand is in: one punter against the dealer, whose cards
    come from the unseen ones, playing ``play`` (the code's by default); after this choice the punter plays
    his best.  Where the dealer shows a card (:data:`~games.vingt_un.rules.MODERN`), ``up`` is its value (not
    among ``unseen``) and ``doubled`` is not asked.  ``divided`` is the value of a divided pair the hand began from (0 for none).  The keys are
    ``"stand"``, ``"draw"`` (when he may), ``"double"`` (modern codes) and ``"split"`` (two cards that pair,
    where the code lets punters divide: the two hands' value together, per the first stake)."""
    _check_rules(rules)
    comp = _check_comp(unseen)
    if isinstance(cards, (str, bytes, bytearray)) or not hasattr(cards, "__iter__"):
        raise IllegalActionError(f"the punter's cards are their values, 1 (ace) to 10, not {cards!r}")
    cards = list(cards)
    if not isinstance(doubled, bool):
        raise IllegalActionError(f"doubled: yes or no (True or False), not {doubled!r}")
    if not isinstance(divided, int) or isinstance(divided, bool) or not (divided == 0 or divided in _ALL):
        raise IllegalActionError(f"divided: the value (1 to 10) of the pair the hand began from, or 0, not {divided!r}")
    play = dealer_play_for(rules) if play is None else _check_play(play)
    peek = rules.dealer_cards == "one-up-peek"
    if peek:
        if up not in _ALL:
            raise IllegalActionError(f"the dealer's card shown is a value 1 (ace) to 10, not {up!r}")
        comp = comp[:up - 1] + (comp[up - 1] + 1,) + comp[up:]    # his card back among the pack he deals from
    t, soft = 0, False
    for v in cards:
        if v not in _ALL:
            raise IllegalActionError(f"a card's value is 1 (ace) to 10, not {v!r}")
        t, soft = _add(t, soft, v)
    n = sum(comp)
    if len(cards) < 1 or t >= TWENTY_ONE or n < 2:
        raise IllegalActionError(f"nothing to decide holding {list(cards)} with {n} cards unseen")
    ctx = _context(rules, play, comp, "best")
    chosen = [c for c in ctx.classes if (c == (up,) if peek else bool(set(c) & play.double_on) == doubled)]
    if not chosen:
        raise IllegalActionError("the dealer cannot have doubled under this play" if doubled else
                                 "the dealer doubles on every card left under this play")
    root = _graph(ctx, comp, n, t, soft, len(cards), divided)
    pair = len(cards) == 2 and cards[0] == cards[1] and not divided and _may_split(rules)
    one = _graph(ctx, comp, n, *_add(0, False, cards[0]), 1, cards[0]) if pair else None
    vals = _solve(ctx, FULL_PACK if all(c <= f for c, f in zip(comp, FULL_PACK)) else comp)
    g = ctx.classes.index(chosen[0])
    sums = dict(ctx.decisions[(comp, t, soft, len(cards), divided, chosen[0])][1]) if len(cards) >= 2 else {
        "draw": vals[root][g]}
    if one is not None:
        sums["split"] = 2 * vals[one][g]
    norm = _no_natural(comp, n, (chosen[0],))[0] * _PAY
    return {k: Fraction(v, norm) for k, v in sums.items()}


def _fixed(a: "Analysis", comp: Comp, n: int, t: int, soft: bool, nc: int, cls: tuple, mem: tuple, pay: list, bust,
           memo: dict) -> int:
    """Sum over the dealer's first cards in cls (the groups ``mem`` of the analysis's tables) of the weight (scaled
    s(n)) of ``pay`` (rows by the punter's count, columns by the dealer's outcome) when the punter follows the
    analysis's decisions and never divides; ``bust(comp, n, mem)`` weighs an over-drawn punter hand."""
    key = (comp, t, soft, nc, cls)
    got = memo.get(key)
    if got is not None:
        return got
    if t > TWENTY_ONE:
        val = bust(comp, n, mem)
    else:
        dec = a.decisions.get((comp, t, soft, nc, 0, cls), ("stand",))[0] if nc >= 2 else "draw"
        if dec == "split":
            dec = max((k for k in a.decisions[(comp, t, soft, nc, 0, cls)][1] if k != "split"),
                      key=lambda k: a.decisions[(comp, t, soft, nc, 0, cls)][1][k])
        if dec == "stand" or (dec == "draw" and t == TWENTY_ONE):
            tables = a._ctx.tables[comp]
            row = pay[t]
            val = sum(sum(map(mul, tables[g], row)) for g in mem)
        else:
            acc = 0
            for v in range(1, 11):
                c = comp[v - 1]
                if c:
                    t2, s2 = _add(t, soft, v)
                    if dec == "double":
                        sub = _minus(comp, v)
                        if t2 > TWENTY_ONE:
                            acc += c * bust(sub, n - 1, mem)
                        else:
                            tables = a._ctx.tables[sub]
                            acc += c * sum(sum(map(mul, tables[g], pay[t2])) for g in mem)
                    else:
                        acc += c * _fixed(a, _minus(comp, v), n - 1, t2, s2, nc + 1, cls, mem, pay, bust, memo)
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
    if not isinstance(a, Analysis):
        raise RuleSetError(f"how_hands_end reads an Analysis (from analyse()), not {a!r}")
    comp, play, ctx = a.pack, a.play, a._ctx
    groups, tables = ctx.groups, ctx.tables
    # the over-drawn punter hands' packs too ("both would over-draw" asks how the dealer would have ended)
    over = {_minus(key[0], v) for key, _n, _kids, vs, _nat in ctx.nodes for v in vs}
    tables.update(group_tables(over - tables.keys(), play, comp, groups))
    n0 = sum(comp)
    zero = [[0] * _NO for _ in range(22)]

    def rows(fn):
        return [[fn(t, o) for o in range(_NO)] for t in range(22)]

    nat_ = lambda c, n, mem: 0  # noqa: E731
    pays = {
        "dealer over-draws": (rows(lambda t, o: int(o == _BUST)), nat_),
        "punter higher": (rows(lambda t, o: int(o < _BUST and o + 15 < t or o == _SHORT)), nat_),
        "tie": (rows(lambda t, o: int(o < _BUST and o + 15 == t)), nat_),
        "dealer higher": (rows(lambda t, o: int(o < _BUST and o + 15 > t)), nat_),
        "punter over-draws": (zero, lambda c, n, mem: sum(_no_natural(c, n, tuple(groups[g] for g in mem)))),
        "both would over-draw": (zero, lambda c, n, mem: sum(tables[c][g][_BUST] for g in mem)),
    }
    out = {k: Fraction(0) for k in ("dealer natural", "punter natural", *pays)}
    gain_ties = gain_over = Fraction(0)
    memos: dict[str, dict] = {k: {} for k in pays}
    n = n0 - 2
    for _x, _y, p, r0, t, s in _two_cards(comp):
        naturals, no_natural = _naturals(r0, n, groups), _no_natural(r0, n, groups)
        for cls, mem in zip(ctx.classes, ctx.members):
            mult = 2 if set(cls) & play.double_on else 1
            out["dealer natural"] += p * Fraction(sum(naturals[g] for g in mem), _S[n])
            if t == TWENTY_ONE:
                out["punter natural"] += p * Fraction(sum(no_natural[g] for g in mem), _S[n])
                continue
            for k, (pay, bust) in pays.items():
                v = Fraction(_fixed(a, r0, n, t, s, 2, cls, mem, pay, bust, memos[k]), _S[n])
                out[k] += p * v
                if k == "tie" and a.rules.ties == "dealer":
                    gain_ties += p * v * mult
                if k == "both would over-draw":
                    gain_over += p * v * mult
    out["gain from ties"] = gain_ties
    out["gain from double over-draws"] = gain_over
    return out


