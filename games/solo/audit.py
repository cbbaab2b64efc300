"""Solo Whist's table for the citations audit (:mod:`games.audit`): a deal for three or five players,
calls passed more often than made, with wrong plays and calls tried on the way."""

from __future__ import annotations

import random

from games.audit import Table
from games.core.state import Mode
from games.solo.actions import Call, Deal, Pass, Play
from games.solo.game import Auto, SoloWhist
from games.solo.rules import HOFFMANN_SOLO

__all__ = ["TABLES"]


def _make(seed: int, mode: Mode):
    return SoloWhist(HOFFMANN_SOLO, players=(3, 5)[seed % 2], seed=seed, deals=1, mode=mode, automations=Auto.NONE)


def _wrong(g, rng: random.Random):
    n = g.n
    return [rng.choice([Play(rng.randrange(n), rng.choice(g.full_pack())), Call(rng.randrange(n), "proposal"),
                        Pass(rng.randrange(n)), Deal(rng.randrange(n))])]


def _choose(g, legal, rng: random.Random):
    passes = [a for a in legal if isinstance(a, Pass)]
    calls = [a for a in legal if isinstance(a, Call)]
    if passes and calls:
        return passes[0] if rng.random() < 0.75 else rng.choice(calls)
    return rng.choice(legal)


TABLES = [Table("solo-whist", HOFFMANN_SOLO.cites(), _make, _wrong, _choose, title="Hoffmann's Solo Whist")]
