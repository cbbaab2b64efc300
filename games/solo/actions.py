"""The actions of the Solo Whist variants: each a small frozen record that writes itself as a
transcript line and parses back (:class:`games.core.actions.Action`), and the two irregularities
Hoffmann's paragraphs rule on.

>>> from games.solo.actions import SoloAction, Call
>>> str(Call(1, "abundance", "H"))
"Call(seat=1, what='abundance', suit='H')"
>>> SoloAction.parse("> Call(seat=1, what='solo', suit='')")
Call(seat=1, what='solo', suit='')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional

from games.cards import Card, Suit
from games.core.actions import Action
from games.core.referee import Irregularity
from games.core.trick_game import PlayCard, SeatAction, seat_actions
from games.errors import GameError, IllegalActionError, InvalidActionError
from games.solo.rules import CALLS

__all__ = ["SoloAction", "Deal", "Pass", "Call", "Play", "StandingOutCalls", "TurnUpPlayed"]


class SoloAction(Action):
    """Base of the actions of Solo Whist (an action by a seat is also a
    :class:`~games.core.trick_game.SeatAction`: its seat is checked at once)."""

    most_seats: ClassVar[Optional[int]] = 64


#: The actions that are a player's deed or words and nothing more.
Deal, Pass = seat_actions(
    SoloAction, __name__,
    Deal='The dealer shuffles, has the pack cut, and deals (the game does it by itself unless told not to).',
    Pass='``seat`` passes: he makes no call, and makes none later in this deal.',
)


@dataclass(frozen=True)
class Call(SoloAction, SeatAction):
    """``seat`` calls ``what`` (one of :data:`~games.solo.rules.CALLS`); an abundance or an abundance
    declared names its trumps in ``suit`` (a letter: ``"H"``); the other calls leave it empty."""

    what: str
    suit: str = ""

    def __post_init__(self) -> None:
        super().__post_init__()
        if not isinstance(self.what, str) or self.what not in CALLS:
            raise InvalidActionError(f"Call: {self.what!r} is not a call: one of {', '.join(CALLS)}")
        if not isinstance(self.suit, str):
            raise InvalidActionError(f"Call: the trumps are named by a letter (C, D, H, S), not {self.suit!r}")
        names_trumps = self.what.startswith("abundance")
        if names_trumps and self.suit not in ("C", "D", "H", "S"):
            raise InvalidActionError(f"Call: an {self.what} names its trumps (C, D, H or S), not {self.suit!r}")
        if not names_trumps and self.suit:
            raise InvalidActionError(f"Call: a {self.what} names no trumps, not {self.suit!r}")

    @property
    def trumps(self) -> Optional[Suit]:
        """The suit the call names for trumps (``None``: it names none)."""
        return Suit(self.suit) if self.suit else None


@dataclass(frozen=True)
class Play(SoloAction, PlayCard):
    """``seat`` plays ``card`` to the trick."""


@dataclass(frozen=True)
class StandingOutCalls(Irregularity):
    """At five, the player who stands out this round calls or passes as if he played (everyone hears
    it: ruled at once)."""

    seat: int = 0
    what: str = "solo"

    def validate(self) -> None:
        super().validate()
        if self.seat < 0 or self.what not in CALLS + ("pass",):
            raise IllegalActionError(f"StandingOutCalls: seat {self.seat!r}, call {self.what!r}: a seat number "
                                     f"and a call ({', '.join(CALLS)}) or 'pass'")


@dataclass(frozen=True)
class TurnUpPlayed(Irregularity):
    """At three with the forty-card pack, a player plays the turned-up fortieth card to a trick as
    if it were his (everyone sees it: ruled at once)."""

    seat: int = 0
    card: str = "AS"

    def validate(self) -> None:
        super().validate()
        if self.seat < 0 or not isinstance(self.card, str):
            raise IllegalActionError(f"TurnUpPlayed: seat {self.seat!r}, card {self.card!r}: a seat number and a "
                                     "card")
        try:
            Card.parse(self.card)
        except GameError:
            raise IllegalActionError(f"TurnUpPlayed: {self.card!r} is not a card") from None
