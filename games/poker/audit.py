"""Poker's tables for the citations audit (:mod:`games.audit`): a sitting under each rule set, random
stakes, draws and shows, with wrong actions, irregularities and claims tried on the way."""

from __future__ import annotations

import random

from games.audit import Table
from games.core.state import Mode
from games.poker import actions as A
from games.poker.records import Automation
from games.poker.rules import FOSTER_RULES, PEEL_RULES, PokerRules
from games.poker.sitting import Sitting
from games.core.breaches import Claim

__all__ = ["TABLES"]

_CLAIMS = ("a deal without a cut", "a wrong number of cards dealt", "too many cards given in the draw",
           "too few cards given in the draw", "a foul hand")


def _maker(rules: PokerRules):
    def make(seed: int, mode: Mode):
        return Sitting([f"P{i}" for i in range(2 + seed % 5)], chips=30, limit=6, rules=rules, seed=seed,
                       mode=mode, automations=Automation.NONE if seed % 2 else Automation.DEALER).new_game()
    return make


def _wrong(g, rng: random.Random):
    seat, other = rng.randrange(g.n), rng.randrange(g.n)
    hand = g.view(seat).hand
    pick = tuple(rng.sample(hand, rng.randint(0, len(hand)))) if hand else ()
    return [rng.choice([
        A.Stake(seat, rng.randint(-1, 14)), A.Pass(seat), A.Draw(seat, pick, rng.choice([None, 0, 6])),
        A.Give(other, rng.randint(0, 6)), A.Show(seat), A.Cut(seat, rng.randint(0, 60)), A.Ante(seat, 9),
        A.FaceUpInPack(seat), Claim(seat, rng.choice(_CLAIMS), rng.choice([None, other])), A.BetOutOfTurn(seat, 1),
        A.AskDealerAbout(seat, other)])]


TABLES = [Table("poker-peel", PEEL_RULES.cites(), _maker(PEEL_RULES), _wrong, title="Draw Poker under Peel's rules"),
          Table("poker-foster", FOSTER_RULES.cites(), _maker(FOSTER_RULES), _wrong,
                title="Draw Poker under Foster's rules")]
