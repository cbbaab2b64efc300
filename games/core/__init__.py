"""The core every game is built on (see ``source/development.md``, "How to add a game").

* :mod:`games.core.actions` -- :class:`~games.core.actions.Action` (transcript lines that parse back),
  :class:`~games.core.actions.Event` (with who saw it), :class:`~games.core.actions.SettlementLine`;
* :mod:`games.core.state` -- :class:`~games.core.state.State`: verify / can / do with registered
  verifiers and appliers, automations, :class:`~games.core.state.Mode` (STRICT or TABLE),
  rulings waiting for a choice, claims, snapshot, ``log_for(seat)``, who plays and who sees;
* :mod:`games.core.turns` -- the turn protocol (whose step, what is open, automations, remedies);
* :mod:`games.core.breaches` -- hidden breaches and the claims that bring them to the referee;
* :mod:`games.core.observe` -- who sees which hand;
* :mod:`games.core.options` -- declared readings of ambiguous laws, :class:`~games.core.options.RuleSet`;
* :mod:`games.core.referee` -- irregularities, rulings, a registry per code;
* :mod:`games.core.tricks` -- :class:`~games.core.tricks.Trick`, the players'
  :class:`~games.core.tricks.Obligations`, the winner, the search for renounces;
* :mod:`games.core.scores` -- :class:`~games.core.scores.ScoreSheet`: points by side, games, rubbers;
* :mod:`games.core.sitting` -- :class:`~games.core.sitting.Sitting`: a series of deals, each reporting
  its :class:`~games.core.sitting.DealResult`;
* :mod:`games.core.seating` (drawing, ties, tables, partnerships, cutting out), :mod:`games.core.ledger`,
  :mod:`games.core.players`, :mod:`games.core.odds`, :mod:`games.core.tables`, :mod:`games.core.testing`,
  :mod:`games.core.checks`.
"""

from games.core.actions import Action, Event, SettlementLine, read_transcript, write_transcript
from games.core.ledger import Ledger
from games.core.options import Reading, RuleSet, find_rules, reading, register_rules
from games.core.players import Choice, RandomPlayer, play_out
from games.core.breaches import Breach, Claim, FalseClaim, OpenRuling
from games.core.observe import AllOpen, Exposed, Observer, OwnHands
from games.core.referee import Irregularity, Referee, Remedy, Ruling, RulingOption, referee_for
from games.core.scores import Score, ScoreSheet
from games.core.sitting import DealResult, DealStart, Sitting
from games.core.state import ChooseRemedy, Mode, State, applies, replay, verifies
from games.core.turns import Step, automates, offers, remedy, turn
from games.core.tables import LawRef, Table
from games.core.tricks import FOLLOW_SUIT, FOLLOW_WIN_TRUMP, Obligation, Obligations, Renounce, Trick

__all__ = [
    "Action", "Event", "SettlementLine", "read_transcript", "write_transcript", "Ledger", "Reading", "RuleSet",
    "find_rules", "reading", "register_rules", "Choice", "RandomPlayer", "play_out", "Irregularity", "Referee",
    "Ruling", "RulingOption", "ChooseRemedy", "Mode", "State", "applies", "replay", "verifies", "LawRef", "Table",
    "Breach", "Claim", "FalseClaim", "OpenRuling", "AllOpen", "Exposed", "Observer", "OwnHands", "Remedy",
    "referee_for", "Step", "automates", "offers", "remedy", "turn",
    "Score", "ScoreSheet", "DealResult", "DealStart", "Sitting", "FOLLOW_SUIT", "FOLLOW_WIN_TRUMP", "Obligation",
    "Obligations", "Renounce", "Trick",
]
