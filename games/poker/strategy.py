"""Computer players that follow Peel's maxims, and the exact odds behind each maxim.

This module gathers, under their old names, what now lives in four modules of
one job each (import from them in new code):

* :mod:`games.poker.maxims` -- the maxims carried out: :func:`~games.poker.maxims.choose_discard`
  (a :class:`~games.poker.maxims.DiscardAdvice`), :func:`~games.poker.maxims.should_play`,
  :func:`~games.poker.maxims.should_see`, :class:`~games.poker.maxims.MaximReadings`, :func:`~games.poker.maxims.discard_census`;
* :mod:`games.poker.odds` -- exact odds of the draw: :func:`~games.poker.odds.draw_odds`,
  :func:`~games.poker.odds.discard_odds`, :func:`~games.poker.odds.dealt_odds`, :func:`~games.poker.odds.beat_odds`;
* :mod:`games.poker.odds_tables` -- the tables of the page "The odds behind
  Peel's maxims": :func:`~games.poker.odds_tables.maxim_tables`, :class:`~games.poker.odds_tables.OddsTable`, :class:`~games.poker.odds_tables.OddsRow`;
* :mod:`games.poker.players` -- :class:`~games.poker.players.PeelComputerPlayer`, whose ``decide``
  returns a :class:`games.core.players.Choice`.

``Discard`` is the old name of :class:`~games.poker.maxims.DiscardAdvice`
(kept as a deprecated alias: the engine's ``Discard`` is an action, not advice).

>>> from games.poker.strategy import Discard, DiscardAdvice, choose_discard
>>> Discard is DiscardAdvice and isinstance(choose_discard("JS JH 9D 5C 2H"), Discard)
True
"""

from __future__ import annotations

from games.core.players import Choice
from games.poker.maxims import (
    MAXIMS,
    PEEL_READINGS,
    DiscardAdvice,
    MaximReadings,
    PlayDecision,
    choose_discard,
    discard_census,
    jackpot_minimum_law,
    should_play,
    should_see,
)
from games.poker.odds import beat_odds, dealt_odds, discard_odds, draw_odds
from games.poker.odds_tables import OddsRow, OddsTable, maxim_tables, odds_against
from games.poker.players import PeelComputerPlayer

#: Deprecated: the old name of :class:`~games.poker.maxims.DiscardAdvice`.
Discard = DiscardAdvice

__all__ = [
    "MAXIMS",
    "MaximReadings",
    "PEEL_READINGS",
    "Discard",
    "DiscardAdvice",
    "PlayDecision",
    "choose_discard",
    "should_play",
    "should_see",
    "jackpot_minimum_law",
    "draw_odds",
    "discard_odds",
    "dealt_odds",
    "beat_odds",
    "OddsRow",
    "OddsTable",
    "maxim_tables",
    "odds_against",
    "discard_census",
    "Choice",
    "PeelComputerPlayer",
]
