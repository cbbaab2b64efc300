"""A seeded simulation of Vingt-un deals, to check the exact figures of :mod:`games.vingt_un.odds` the other way.

"Never trust a number you have not checked both ways": :func:`simulate` plays deals from a fresh pack in
the real order, the punter following an :class:`~games.vingt_un.odds_punter.Analysis`'s decisions and the dealer
his declared strategy, and gives the mean result with its standard error.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional
from fractions import Fraction

from games.errors import IllegalActionError
from games.vingt_un.cards import TWENTY_ONE
from games.vingt_un.odds_dealer import _BUST, _PAY, _add
from games.vingt_un.odds_punter import Analysis, _classes, _pay_table
from games.vingt_un.rules import VingtUnRules

__all__ = ["Simulation", "simulate"]


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
        for value, what in ((exact, "the exact value"), (sigmas, "the number of standard errors")):
            if not isinstance(value, (int, float, Fraction)) or isinstance(value, bool) or value != value:
                raise IllegalActionError(f"{what} must be a number, not {value!r:.60}")
        if sigmas < 0:
            raise IllegalActionError(f"the number of standard errors must be at least 0, not {sigmas!r}")
        return abs(float(exact) - self.mean) <= sigmas * self.stderr


#: The most deals one call plays (a million take some seconds; more would leave the page without an answer).
MAX_DEALS = 10**7


def simulate(analysis: Analysis, deals: int, seed: int = 1) -> Simulation:
    """Play ``deals`` deals, each from a fresh pack of ``analysis.pack`` dealt in the real order (punter, dealer,
    punter, dealer, the punter's draws, the dealer's), the punter following the analysis's decisions and the
    dealer his strategy; return the punter's mean result per first stake and its standard error.

    Seeded (``random.Random(seed)``): the same seed gives the same figures."""
    import random

    if not isinstance(analysis, Analysis):
        raise IllegalActionError(f"simulate() checks an Analysis (from analyse()), not {analysis!r}")
    if not isinstance(deals, int) or isinstance(deals, bool) or deals < 2:
        raise IllegalActionError(f"deals: a number of deals to play, two or more (a standard error needs two), "
                                 f"not {deals!r}")
    if deals > MAX_DEALS:
        raise IllegalActionError(f"deals: at most {MAX_DEALS:,} in one call (a million take some seconds), not {deals!r}")
    if not isinstance(seed, (int, str)) or isinstance(seed, bool):
        raise IllegalActionError(f"seed: a whole number or a word, not {seed!r}")
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
                hands: list[tuple[int, Optional[int]]] = [(p1, p1), (p1, p1)]
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
            o: Optional[int]
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
                    assert o is not None  # a hand not over: the dealer played his
                    r += stake * pay[t][o] / _PAY
        x = r * mult
        s1 += x
        s2 += x * x
    mean = s1 / deals
    var = max(s2 / deals - mean * mean, 0.0)
    return Simulation(rules, deals, seed, mean, (var / deals) ** 0.5)
