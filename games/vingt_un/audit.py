"""Vingt-un's tables for the citations audit (:mod:`games.audit`): a sitting of three rounds under each
book's rule set (one deal of eight rounds for French Vingt-Un), with wrong stakes, draws and splits tried
on the way, and in TABLE mode the irregularities of Peel's pp. 66-68 committed and claimed (refused, citing
the book's silence, under the other codes); and set pieces (``walks``): sittings under each book's declared
readings (the pool and the privileges, the sale of the deal, the deal to the natural, its limits, ties paid
to the dealer, pairs divided where a reading allows), so that every ruling, option, remedy and settlement
line each book's game can write is met."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any, Callable

from games.audit import Table
from games.core.breaches import Claim
from games.core.state import Mode
from games.vingt_un.french import FrenchVingtUn
from games.vingt_un.game import VingtUn
from games.vingt_un.game_actions import (
    ConfusePack, DealTwoCards, Double, Draw, ExposeCard, GiveTwoInDrawing, MissPlayer, Split, SplitUnpaired, Stake,
    Stand,
)
from games.vingt_un.rules import BOOKS, ENQUIRE_WITHIN, HOFFMANN, HOFFMANN_FRENCH, PEEL, VingtUnRules

__all__ = ["TABLES", "READINGS"]

#: Each book's rule set with its declared readings (or agreed variations) chosen otherwise, for the walks.
READINGS: dict[str, tuple[Any, ...]] = {
    PEEL.code: (
        PEEL.replace(pool=True, pool_ante=1, pool_dealer_overdraw=1, pool_tie_share=Fraction(1, 3),
                     pool_to_natural=True, natural_bonus=1, irregularity_penalty=1),
        PEEL.with_readings({"deal_passes": "to-natural", "natural_bonus": 2, "natural_bonus_from": "all",
                            "split_natural": "natural", "dealer_split_settles": "best-hand"}),
        PEEL.replace(deal_limit="rounds", deal_rounds=2, missed_throw_up="pays",
                     several_naturals_deal="next-in-rotation"),
        PEEL.with_readings({"natural_ends_deal": False, "deal_limit": "pack-twice", "dealer_soft_17": "draw"}),
    ),
    HOFFMANN.code: (
        HOFFMANN.with_readings({"first_dealer": "first-ace-or-knave", "dealer_may_split": True,
                                "both_drawn_21": "punter-pays-double", "deal_passes": "to-natural",
                                "dealer_split_settles": "best-hand"}),
        HOFFMANN.replace(deal_limit="rounds", deal_rounds=2, cancelled_natural_ends_deal=True,
                         split_natural="natural"),
        HOFFMANN.with_readings({"deal_limit": "pack-twice", "dealer_soft_17": "draw"}),
    ),
    HOFFMANN_FRENCH.code: (HOFFMANN_FRENCH.with_readings({"rouge_et_noir_cards": 3, "dealer_may_split": True}),),
    ENQUIRE_WITHIN.code: (
        ENQUIRE_WITHIN.with_readings({"ties": "dealer", "punters_may_split": True, "dealer_may_split": True,
                                      "dealer_may_double": True, "first_round_grace": True,
                                      "last_card": "to-pone-unexposed", "staking": "first-card"}),
        ENQUIRE_WITHIN.with_readings({"first_dealer": "first-knave", "natural_vs_natural": "dealer-takes",
                                      "split_stake": "any", "punters_may_split": True,
                                      "dealer_split_settles": "best-hand", "dealer_may_split": True}),
    ),
}


def _maker(rules: VingtUnRules):
    def make(seed: int, mode: Mode):
        if rules.code == HOFFMANN_FRENCH.code:
            return FrenchVingtUn(rules, seats=2 + seed % 6, seed=seed, mode=mode)
        return VingtUn(rules, seats=2 + seed % 7, seed=seed, rounds=3, mode=mode)
    return make


#: what a player claims (each kind of Peel's p22 that stays hidden until discovered)
_CLAIMS = ("two cards dealt to one player", "the dealer gave himself two cards")


def _wrong(g, rng: random.Random):
    """A wrong action to try at each step: a stake, draw or split that the laws refuse; and an irregularity
    of the table (committed in TABLE mode now and then, ruled by the book's referee), or a claim of one."""
    s = rng.randrange(g.n)
    d = g.dealer if g.dealer is not None else 0
    yes: Any = "yes"  # a wrong value, refused
    out: list[Any] = [rng.choice([Stake(s, 0), Stake(s, 10 ** 6), Draw(s, 9), Stand(s, 5), Split(s, 0, -1),
                                  Double(s, yes)])]
    queue = list(getattr(g.drawing, "queue", ()) or ())
    irregular = [ConfusePack(d), DealTwoCards(d, s), ExposeCard(d, s), GiveTwoInDrawing(d, queue[0] if queue else s, 0),
                 MissPlayer(d, queue[0] if queue else s), SplitUnpaired(s, 0, g.limits[0]),
                 Claim(s, rng.choice(_CLAIMS))]
    if rng.random() < 0.5:
        out.append(rng.choice(irregular))
    return out


def _walk(rules: VingtUnRules, seed: int, mode: Mode) -> Callable[[], object]:
    """A sitting under ``rules`` played through by random choices, irregularities committed now and then."""
    def walk():
        rng = random.Random(f"vingt-un-walk/{rules.name}/{seed}/{mode.value}")
        g = _maker(rules)(seed, mode)
        for _ in range(3000):
            if g.over:
                break
            for bad in _wrong(g, rng):
                if mode is Mode.TABLE and type(bad).irregular and g.can(bad) and rng.random() < 0.3:
                    g.do(bad)
                    break
            legal = g.legal_actions()
            if not legal:
                break
            g.do(rng.choice(legal))
        return g
    walk.__name__ = f"walk_{rules.code}_{seed}_{mode.value}"
    return walk


def _walks(book: VingtUnRules) -> tuple:
    return tuple(_walk(r, seed, mode) for r in READINGS.get(book.code, ()) for seed in (1, 4)
                 for mode in (Mode.STRICT, Mode.TABLE))


def _players(g):
    """The book's computer players at every seat: the dealer's strategy for the dealer, the punter's
    advice for the others."""
    from games.vingt_un.players import BookDealer, BookPunter
    return {s: BookDealer(g.rules) if s == g.dealer else BookPunter(g.rules) for s in range(g.n)}


TABLES = [Table(f"vingt-un-{r.code}", r.cites(), _maker(r), _wrong, walks=_walks(r), players=_players,
                title=f"Vingt-un under {r.code}")
          for r in BOOKS]
