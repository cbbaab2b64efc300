"""Draw Poker under W. H. Peel's eighty-one laws (and R. F. Foster's rule set): the names of the engine.

The engine lives in one module per chapter of Peel's laws, on the shared core
(:mod:`games.core`): :mod:`games.poker.rules` (the rule sets and their
declared readings), :mod:`games.poker.actions`, :mod:`games.poker.records`
(each phase's state), :mod:`games.poker.sitting`, the chapters
:mod:`~games.poker.deal`, :mod:`~games.poker.ante`, :mod:`~games.poker.play`,
:mod:`~games.poker.draw`, :mod:`~games.poker.betting`, :mod:`~games.poker.show`,
and :mod:`games.poker.game`, which composes them.  This module keeps every
name it always had, so that ``games.poker.engine.X`` keeps working:

>>> from games.poker.engine import Sitting, Stake, Game, Action
>>> game = Sitting(["Ann", "Bob"], chips=20, seed=3).new_game()
>>> isinstance(game, Game), Action.parse(str(Stake(1, 2)))
(True, Stake(seat=1, amount=2))
"""

from games.cards import ACE_LOW, ACE_LOW_SIXTY
from games.core.actions import Event, SettlementLine
from games.poker.actions import *  # noqa: F401,F403
from games.poker.actions import ACTION_TYPES, IRREGULAR_ACTIONS, PokerAction
from games.poker.actions import __all__ as _actions
from games.poker.game import Game, replay
from games.poker.records import Automation, Phase, PlayerView
from games.poker.rules import FOSTER_RULES, PEEL_RULES, PokerRules, law
from games.poker.sitting import Sitting, cut_for_seats, draw_for_deal, form_tables

#: The base class of the actions (``Action.parse(line)`` reads a transcript line back).
Action = PokerAction

__all__ = [
    "PokerRules", "PEEL_RULES", "FOSTER_RULES", "Automation", "Phase", "Sitting", "Game", "Event", "SettlementLine",
    "PlayerView", "Action", *[n for n in _actions if n != "PokerAction"], "draw_for_deal", "cut_for_seats",
    "form_tables", "replay", "law", "ACE_LOW", "ACE_LOW_SIXTY",
]
