"""The actions of Écarté: each a small frozen record that writes itself as a transcript line and
parses back (:class:`games.core.actions.Action`).  The words the players say are the text's:
"I propose" (:class:`Propose`), "I accept" (:class:`Accept`), "I decline" (:class:`Refuse`),
"I mark king" (:class:`MarkKing`).

>>> from games.ecarte.actions import EcarteAction, Play
>>> from games.cards import Card
>>> str(Play(1, Card.parse("KS")))
'Play(seat=1, card=KS)'
>>> EcarteAction.parse("> Play(seat=1, card=KS)")
Play(seat=1, card=Card.parse('KS'))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional

from games.cards import Card
from games.core.actions import Action
from games.core.referee import Irregularity
from games.core.trick_game import PlayCard, SeatAction, seat_actions
from games.ecarte.rules import FOLLOW
from games.errors import InvalidActionError

__all__ = ["EcarteAction", "CutForDeal", "Shuffle", "Cut", "Deal", "Propose", "PlayHand", "Accept", "Refuse",
           "Discard", "MarkKing", "Play", "Renounce"]


class EcarteAction(Action):
    """Base of the actions of Écarté (an action by a seat is also a
    :class:`~games.core.trick_game.SeatAction`: its seat is checked at once)."""

    seat_words: ClassVar[str] = "a seat number (0 or 1)"


@dataclass(frozen=True)
class CutForDeal(EcarteAction):
    """The players cut for deal; the highest card deals (the game does it by itself)."""


#: The actions that are a player's words and nothing more.
Shuffle, Cut, Propose, PlayHand, Accept, Refuse, MarkKing = seat_actions(
    EcarteAction, __name__,
    Shuffle='``seat`` shuffles the pack above the table (¶119 i: each player has the right).',
    Cut='The non-dealer cuts the pack (¶118).',
    Propose='The non-dealer: "I propose," or "cards".',
    PlayHand='The non-dealer plays without proposing (the dealer must then play his own hand unchanged).',
    Accept='The dealer gives cards: "I accept," or "How many?".',
    Refuse='The dealer refuses to change: "I decline," or "Play".',
    MarkKing='"I mark king": the holder of the king of trumps names it before playing his first card.',
)


@dataclass(frozen=True)
class Deal(EcarteAction, SeatAction):
    """The dealer gives five cards to each, beginning with his adversary, by twos and threes
    (``first=2``) or threes and twos (``first=3``), and turns up the eleventh card."""

    first: int

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.first not in (2, 3) or isinstance(self.first, bool):
            raise InvalidActionError(f"Deal: by twos and threes (first=2) or threes and twos (first=3), "
                                     f"not first={self.first!r}")


@dataclass(frozen=True)
class Discard(EcarteAction, SeatAction):
    """``seat`` changes ``cards`` for as many from the stock (the non-dealer any or all, at least one;
    the dealer, after accepting, any or all or none)."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        super().__post_init__()
        if isinstance(self.cards, (str, bytes)) or not isinstance(self.cards, tuple):
            raise InvalidActionError(f"Discard: the cards are a tuple of cards, not {self.cards!r}")
        if not all(isinstance(c, Card) for c in self.cards):
            raise InvalidActionError(f"Discard: {self.cards!r} are not all cards")
        if len(set(self.cards)) != len(self.cards):
            raise InvalidActionError(f"Discard: a card named twice in {self.cards!r}")


@dataclass(frozen=True)
class Play(EcarteAction, PlayCard):
    """``seat`` plays ``card`` to the trick."""


@dataclass(frozen=True)
class Renounce(Irregularity):
    """The second player did not follow suit, or did not win the trick (or trump) when he could.
    Nobody but the offender sees it when it happens: it waits for a claim until the last trick."""

    seat: int = 0
    trick: int = 0
    obligation: str = "follow suit"
    claim: ClassVar[Optional[str]] = "a renounce"
    claim_law: ClassVar[Optional[str]] = FOLLOW
