"""The referee of the Solo Whist variants under Hoffmann's pages: the two irregularities his paragraphs
decide.

* :class:`~games.solo.actions.StandingOutCalls` -- at five, the player who stands out calls (or passes)
  as if he played: ¶ p2 says he "stands out every round" and "neither pays nor receives on that
  round", so his call is void and the auction goes on as if it had not been made.
* :class:`~games.solo.actions.TurnUpPlayed` -- at three with the forty-card pack, a player plays the
  turned-up fortieth card as his: ¶ p3 says it is not to be regarded "as belonging to any individual",
  so it goes back to the table and the player must still play a card of his own.

Both are done in sight of the table and ruled at once (TABLE mode); STRICT mode refuses them.  The
rest of the laws of Solo Whist (a revoke and the like) are in Hoffmann's digest on the pages before
this edition, outside it: the game refuses a card that does not follow suit instead of ruling on it.

The referee is registered under the code's own key, ``hoffmann-solo-whist``, apart from the referee
of Hoffmann's Laws of Whist.

>>> from games.solo.referee import REFEREE
>>> from games.solo.actions import StandingOutCalls
>>> r = REFEREE.rule(None, StandingOutCalls(seat=4, what="solo"))
>>> r.laws, r.laws[0].words
(('hoffmann-solo-whist:p2',), "one man stands out every round, the person chosen being he who sits to the dealer's right. The person standing out neither pays nor receives on that round.")
"""

from __future__ import annotations

from typing import Any

from games.cards import Card
from games.core.prose import YOU
from games.core.referee import Referee, Remedy, Ruling, seat_name
from games.core.turns import refuse_unknown
from games.errors import IllegalActionError
from games.laws import implements
from games.solo.actions import StandingOutCalls, TurnUpPlayed
from games.solo.rules import CODE, NOBODYS, P2, P3, STAND_OUT, STANDS_OUT_UNPAID, SoloRules

__all__ = ["REFEREE", "SoloRemedy"]


class SoloRemedy(Remedy):
    """What a ruling at Solo Whist does."""

    _missing_ = refuse_unknown("a remedy of Solo Whist", P3)

    VOID = "the call is void"
    BACK = "the card goes back to the table"


#: The referee of the variants (the code's own).
REFEREE = Referee(CODE)


def _name(state: Any, seat: int) -> str:
    return seat_name(state, seat, SoloRules, "Solo Whist", P3)


@REFEREE.rules(StandingOutCalls, "The player standing out calls as if he played", StandingOutCalls(seat=4))
@implements(P2)
def rule_standing_out_calls(state, irr: StandingOutCalls) -> Ruling:
    """¶ p2: the player on the dealer's right stands out this round; his call is void."""
    if not isinstance(irr, StandingOutCalls):
        raise IllegalActionError(f"{irr!r} is not a call by the player standing out", STAND_OUT)
    who = _name(state, irr.seat)
    if who == YOU:
        rest = ("sit on the dealer's right and stand out this round: you take no part in it and neither pay nor "
                "receive on it. Your words are void.")
    else:
        rest = ("sits on the dealer's right and stands out this round: he takes no part in it and neither pays nor "
                "receives on it. His words are void.")
    return Ruling(f"{who} {rest}", (STANDS_OUT_UNPAID,), SoloRemedy.VOID)


@REFEREE.rules(TurnUpPlayed, "A player plays the turned-up fortieth card as his", TurnUpPlayed(seat=1))
@implements(P3)
def rule_turn_up_played(state, irr: TurnUpPlayed) -> Ruling:
    """¶ p3: the fortieth card is turned up for trump, "not regarding that card as belonging to any
    individual": it goes back to the table and the player plays a card of his own."""
    if not isinstance(irr, TurnUpPlayed):
        raise IllegalActionError(f"{irr!r} is not the turned-up card played", NOBODYS)
    who = _name(state, irr.seat)
    card = Card.parse(irr.card).name
    return Ruling(f"{who} plays the turned-up card, the {card}, as his own; it belongs to no player. It goes back "
                  "to the table, and he plays a card of his own hand to the trick.", (NOBODYS,), SoloRemedy.BACK)
