"""Écarté's table for the citations audit (:mod:`games.audit`): a game (a rubber now and then) under
Enquire Within's rules."""

from __future__ import annotations

from games.audit import Table
from games.core.state import Mode
from games.ecarte.game import Auto, Ecarte
from games.ecarte.rules import ENQUIRE_WITHIN

__all__ = ["TABLES"]


def _make(seed: int, mode: Mode):
    return Ecarte(ENQUIRE_WITHIN, seed=seed, mode=mode, automations=Auto.NONE, rubbers=1 if seed % 3 == 0 else None)


TABLES = [Table("ecarte", ENQUIRE_WITHIN.cites(), _make, title="Écarté under Enquire Within")]
