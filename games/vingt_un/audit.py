"""Vingt-un's tables for the citations audit (:mod:`games.audit`): a sitting of three rounds under each
book's rule set, with wrong stakes, draws and splits tried on the way."""

from __future__ import annotations

import random

from games.audit import Table
from games.core.state import Mode
from games.vingt_un.game import VingtUn
from games.vingt_un.game_actions import Double, Draw, Split, Stake, Stand
from games.vingt_un.rules import BOOKS, VingtUnRules

__all__ = ["TABLES"]


def _maker(rules: VingtUnRules):
    def make(seed: int, mode: Mode):
        return VingtUn(rules, seats=2 + seed % 7, seed=seed, rounds=3, mode=mode)
    return make


def _wrong(g, rng: random.Random):
    s = rng.randrange(g.n)
    return [rng.choice([Stake(s, 0), Stake(s, 10 ** 6), Draw(s, 9), Stand(s, 5), Split(s, 0, -1), Double(s, "yes")])]


TABLES = [Table(f"vingt-un-{r.code}", r.cites(), _maker(r), _wrong, title=f"Vingt-un under {r.code}")
          for r in BOOKS]
