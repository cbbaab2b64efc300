"""The actions of Draw Poker: each step of a game is one small frozen record.

``seat`` is a seat number (0 = the first player).  ``str(action)`` writes one
line of a transcript and :meth:`PokerAction.parse` reads it back:

>>> from games.poker.actions import PokerAction, Draw, FaceUpInPack
>>> a = PokerAction.parse("> Draw(seat=1, discard=[4C 8D], demand=None)")
>>> a == Draw(1, "4C 8D"), str(Draw(2, ()))
(True, 'Draw(seat=2, discard=[], demand=None)')
>>> FaceUpInPack.irregular, FaceUpInPack.law
(True, 'peel-poker:10')

An action checks the kind of each field as it is built, and refuses a value
of the wrong kind with :class:`~games.errors.InvalidActionError` (whether it
is a legal action in the game is the game's question, asked by ``verify``):

>>> Draw(0, None)
Traceback (most recent call last):
games.errors.InvalidActionError: Draw(discard=None): not a list of cards (give cards, or text such as '4C 8D') [peel-poker:37]

The irregular actions (``irregular = True``) are the distinct acts people do
wrong, or find wrong, in sight of all at a real table (a card found face up,
a bet out of turn): never listed as legal, refused in
:attr:`~games.core.state.Mode.STRICT` mode, and in TABLE mode logged and
ruled on at once by the referee (:mod:`games.poker.referee`).  What nobody
sees when it is done (a deal without a cut, a wrong number of cards dealt or
given, a foul hand taken up) is recorded by the act itself as a hidden breach
and brought to the referee by the core's shared
:class:`~games.core.breaches.Claim` (``Claim(seat, "a deal without a cut")``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from typing import NoReturn, Optional, Sequence

from games.cards import Card
from games.core.actions import Action
from games.errors import GameError, InvalidActionError

__all__ = [
    "PokerAction", "Ante", "JackpotAnte", "Straddle", "DeclineStraddle", "Shuffle", "Cut", "DealCard", "FinishDeal",
    "RaiseHand", "Stake", "Pass", "ShowForSum", "Borrow", "Draw", "Give", "Discard", "Collect", "AskDealer", "Show",
    "Declare", "Arrange", "FaceUpInPack", "SpeakToDealer", "FalseOpen", "DisputeDemand", "BetOutOfTurn",
    "AskDealerAbout", "ACTION_TYPES", "IRREGULAR_ACTIONS",
]


#: The fields that name a seat, count chips or cards, or hold cards (and the law that speaks of them).
SEAT_FIELDS = frozenset({"seat", "about", "other", "lender", "to"})
NUMBER_FIELDS = {"amount": "peel-poker:56", "depth": "peel-poker:4", "count": "peel-poker:39",
                 "demand": "peel-poker:39", "exposed": "peel-poker:40"}
CARD_FIELDS = {"discard": "peel-poker:37", "cards": "peel-poker:1"}


class PokerAction(Action):
    """Base class of the actions of Draw Poker (transcript lines parse back among its subclasses).

    Every action checks its fields when it is built: a seat, a number of chips or
    cards is a whole number (``None`` where the field allows it); cards are
    :class:`~games.cards.Card` values or card text (``"4C 8D"``, kept as a tuple of cards);
    ``face_up`` is a bool, ``text`` a string, ``witnesses`` a set of seats.  A value of the wrong
    kind raises :class:`~games.errors.InvalidActionError` naming the action, the field and the value."""

    def __post_init__(self) -> None:
        for f in fields(self):
            v = getattr(self, f.name)
            if v is None and f.default is None:
                continue
            if f.name in SEAT_FIELDS or f.name in NUMBER_FIELDS:
                if not _whole(v):
                    self._invalid(f.name, v, "not a seat number" if f.name in SEAT_FIELDS else "not a whole number",
                                  NUMBER_FIELDS.get(f.name))
            elif f.name in CARD_FIELDS:
                object.__setattr__(self, f.name, self._cards(f.name, v))
            elif f.name == "face_up":
                if not isinstance(v, bool):
                    self._invalid(f.name, v, "not True or False", "peel-poker:11")
            elif f.name == "text":
                if not isinstance(v, str):
                    self._invalid(f.name, v, "not a statement in words", "peel-poker:57")
            elif f.name == "witnesses":
                if isinstance(v, (str, bytes, bytearray)) or not hasattr(v, "__iter__") or not all(_whole(w) for w in v):
                    self._invalid(f.name, v, "not a set of seat numbers", "peel-poker:46")
                object.__setattr__(self, f.name, frozenset(v))

    def _invalid(self, field: str, value: object, why: str, law: Optional[str] = None) -> NoReturn:
        raise InvalidActionError(f"{type(self).__name__}({field}={value!r}): {why}", law)

    def _cards(self, field: str, value: object) -> tuple:
        """A card field given as cards or as text ("4C 8D"), kept as a tuple of cards (a card named
        twice is kept: the game refuses it, naming the law)."""
        law = CARD_FIELDS[field]
        if isinstance(value, str):
            items: Sequence[object] = [t for t in re.split(r"[\s,]+", value.strip()) if t]
        elif isinstance(value, (tuple, list)):
            items = value
        else:
            self._invalid(field, value, "not a list of cards (give cards, or text such as '4C 8D')", law)
        out = []
        for c in items:
            if isinstance(c, Card):
                out.append(c)
            elif isinstance(c, str):
                try:
                    out.append(Card.parse(c))
                except GameError as e:
                    self._invalid(field, value, e.message, law)
            else:
                self._invalid(field, value, f"{c!r} is not a card", law)
        return tuple(out)


def _whole(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


@dataclass(frozen=True)
class Ante(PokerAction):
    """The player left of the dealer stakes the ante before the deal (Rules 19-20)."""

    seat: int
    amount: int


@dataclass(frozen=True)
class JackpotAnte(PokerAction):
    """In a jack-pot every player pays a sum equal to the ante (Rules 30-31)."""

    seat: int


@dataclass(frozen=True)
class Straddle(PokerAction):
    """Straddle: raise the blind stake by the amount of the ante (Rules 21-22)."""

    seat: int


@dataclass(frozen=True)
class DeclineStraddle(PokerAction):
    """Let the right to straddle pass (Rule 21)."""

    seat: int


@dataclass(frozen=True)
class Shuffle(PokerAction):
    """A player shuffles (any player may demand to; the dealer last, Rule 3)."""

    seat: int


@dataclass(frozen=True)
class Cut(PokerAction):
    """The player on the dealer's right cuts ``depth`` cards (Rule 4, Rule 41)."""

    seat: int
    depth: int


@dataclass(frozen=True)
class DealCard(PokerAction):
    """The dealer gives the top card to ``to`` (``None``: the proper player, Rule 7),
    face up if ``face_up`` (an exposed card, Rule 11)."""

    to: Optional[int] = None
    face_up: bool = False


@dataclass(frozen=True)
class FinishDeal(PokerAction):
    """The dealer stops dealing (the deal is finished by itself when every player has five, Rule 17)."""


@dataclass(frozen=True)
class RaiseHand(PokerAction):
    """A player takes his cards up from the table (Rules 12-13, 42-43, 48-50)."""

    seat: int


@dataclass(frozen=True)
class Stake(PokerAction):
    """Deposit ``amount`` chips into the pool (Rule 56): opening (25), making
    good (26), raising, betting (53); after the draw ``amount=0`` stands when
    the stake is already level."""

    seat: int
    amount: int


@dataclass(frozen=True)
class Pass(PokerAction):
    """Throw up the hand: retire and forfeit the stake (Rules 27, 54)."""

    seat: int


@dataclass(frozen=True)
class ShowForSum(PokerAction):
    """Deposit all one's chips and demand a show for that amount (Rules 60-61)."""

    seat: int


@dataclass(frozen=True)
class Borrow(PokerAction):
    """Borrow chips from the bank (``lender=None``) or from another player (Rule 62)."""

    seat: int
    amount: int
    lender: Optional[int] = None


@dataclass(frozen=True)
class Draw(PokerAction):
    """Discard ``discard`` and ask for ``demand`` cards (``None``: as many as
    discarded), Rules 34-39; an empty discard stands on the hand."""

    seat: int
    discard: tuple = ()
    demand: Optional[int] = None



@dataclass(frozen=True)
class Give(PokerAction):
    """The dealer gives ``seat`` ``count`` cards in the draw (``None``: the
    number demanded), exposing ``exposed`` cards first (Rule 40)."""

    seat: int
    count: Optional[int] = None
    exposed: int = 0


@dataclass(frozen=True)
class Discard(PokerAction):
    """When the pack runs short, a player who has not yet drawn discards now (Rule 41)."""

    seat: int
    discard: tuple = ()



@dataclass(frozen=True)
class Collect(PokerAction):
    """The dealer collects the discards and shuffles them for a new pack (Rule 41)."""


@dataclass(frozen=True)
class AskDealer(PokerAction):
    """Ask the dealer how many cards he drew (Rules 49-50)."""

    seat: int


@dataclass(frozen=True)
class Show(PokerAction):
    """Show the hand (Rule 59)."""

    seat: int


@dataclass(frozen=True)
class Declare(PokerAction):
    """A statement of an intention to bet or not (Rule 57): it binds nobody."""

    seat: int
    text: str = ""


@dataclass(frozen=True)
class Arrange(PokerAction):
    """Set-up for a demonstration: ``cards`` go on top of the pack before the deal."""

    cards: tuple = ()



# -- irregularities: what people do wrong, or find wrong, at the table ------------------


@dataclass(frozen=True)
class FaceUpInPack(PokerAction):
    """A card is found face upwards in the pack (Rule 10), or in the draw (Rule 40 by analogy)."""

    seat: int
    irregular = True
    law = "peel-poker:10"


@dataclass(frozen=True)
class SpeakToDealer(PokerAction):
    """A player speaks to or distracts the dealer while he deals (Rules 15-16)."""

    seat: int
    irregular = True
    law = "peel-poker:15"


@dataclass(frozen=True)
class FalseOpen(PokerAction):
    """Opening a jack-pot without the minimum hand (a mistake or a bluff): the
    penalty comes at the end (Rule 33)."""

    seat: int
    amount: int
    irregular = True
    law = "peel-poker:33"


@dataclass(frozen=True)
class DisputeDemand(PokerAction):
    """``seat`` disputes with the dealer the number of cards he demanded;
    ``witnesses`` are the persons who can give evidence (Rule 46)."""

    seat: int
    witnesses: frozenset = frozenset()
    irregular = True
    law = "peel-poker:46"


@dataclass(frozen=True)
class BetOutOfTurn(PokerAction):
    """A bet deposited out of turn: it stands (Rules 55-56)."""

    seat: int
    amount: int
    irregular = True
    law = "peel-poker:55"


@dataclass(frozen=True)
class AskDealerAbout(PokerAction):
    """Asking the dealer how many cards another player drew (Rule 51: refused)."""

    seat: int
    other: int
    irregular = True
    law = "peel-poker:51"


#: The regular actions (what :meth:`Game.legal_actions` may list).
ACTION_TYPES = (
    Ante, JackpotAnte, Straddle, DeclineStraddle, Shuffle, Cut, DealCard, FinishDeal, RaiseHand, Stake, Pass,
    ShowForSum, Borrow, Draw, Give, Discard, Collect, AskDealer, Show, Declare, Arrange,
)  # fmt: skip
#: The irregularities the laws provide for (never listed as legal).
IRREGULAR_ACTIONS = tuple(c for c in PokerAction.types().values() if issubclass(c, PokerAction) and c.irregular)
