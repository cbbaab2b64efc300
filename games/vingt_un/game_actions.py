"""The actions of Vingt-un and the irregularities people commit at it.

Every step of a round is an action (a transcript line that parses back):
the game's own steps (dealing, declaring the naturals, the settlement) are
automations; a player's choices (his stake, the dealer's "double", to
divide a pair, to draw or to stand, to sell the deal) are his.  The
irregularities of Peel's Vingt-un (pp. 66-68) are actions with
``irregular = True``: refused in STRICT mode, let through in TABLE mode and
ruled by the referee of the game's book (:func:`games.core.referee.referee_for`); the facts it rules on are the
:class:`~games.core.referee.Irregularity` records at the end of the module.

>>> from games.vingt_un.game_actions import VingtUnAction, Stake
>>> str(Stake(2, 5))
'Stake(seat=2, amount=5)'
>>> VingtUnAction.parse("> Draw(seat=1, hand=0)")
Draw(seat=1, hand=0)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional

from games.citations import quote
from games.core.actions import Action
from games.core.referee import Irregularity
from games.errors import IllegalActionError

__all__ = [
    "VingtUnAction", "ChooseFirstDealer", "BeginRound", "Retire", "KeepDeal", "SellDeal", "DealRound", "Stake",
    "Double", "DeclareNaturals",
    "Split", "Draw", "Stand", "TurnUp", "Settle", "EndRound",
    "DealTwoCards", "ExposeCard", "ConfusePack", "GiveTwoInDrawing", "MissPlayer", "SplitUnpaired",
    "TwoCardsToOne", "DealerTakesTwo", "CardExposed", "PackConfused", "TwoInDrawing", "DrawOutOfOrder",
    "SeparateDrawNoPair", "SeatFact",
]


#: The words of Peel's laws of irregularities (pp. 66-68) that name each irregularity.
TWO_TO_ONE = quote("peel-vingt-un:p22", "If two cards are dealt to one player")
DEALER_TWO = quote("peel-vingt-un:p22", "If the dealer gives himself two cards at one time")
CONFUSION = quote("peel-vingt-un:p22", "If, in preparing the pack for the dealer, any confusion occurs, or any card "
                                       "or cards are exposed")
EXPOSED = quote("peel-vingt-un:p23", "A card exposed in dealing")
TWO_IN_DRAWING = quote("peel-vingt-un:p25", "If the dealer gives a player two cards while the process of drawing is "
                                            "going on")
OUT_OF_ORDER = quote("peel-vingt-un:p26", "If the dealer distributes the draw cards out of order")
NO_PAIR = quote("peel-vingt-un:p27", "If a player draws separately on his two cards, when they do not pair")


class VingtUnAction(Action):
    """Base of the actions of Vingt-un (so that names do not clash with other games')."""


# -- the game's own steps (automations) --------------------------------------------------------

@dataclass(frozen=True)
class ChooseFirstDealer(VingtUnAction):
    """One of the company deals the cards face up round the table until the first ace
    (Enquire Within: the first ace or knave); its receiver deals first."""


@dataclass(frozen=True)
class BeginRound(VingtUnAction):
    """A round begins: the hands are cleared and the punters counted from the left of the proper dealer."""

    seat: int


@dataclass(frozen=True)
class Retire(VingtUnAction):
    """A player leaves the sitting between hands, before he stakes (Peel p4)."""

    seat: int


@dataclass(frozen=True)
class DealRound(VingtUnAction):
    """The dealer gives one card, face down, to each player in order from his left, and to himself."""

    seat: int


@dataclass(frozen=True)
class DeclareNaturals(VingtUnAction):
    """The two cards are looked at; the naturals are declared and paid at once."""


@dataclass(frozen=True)
class TurnUp(VingtUnAction):
    """The punters have done: the dealer turns up his two cards in view of the company."""

    seat: int


@dataclass(frozen=True)
class Settle(VingtUnAction):
    """The dealer, content or over, settles with those standing."""


@dataclass(frozen=True)
class EndRound(VingtUnAction):
    """The cards go to the pone; the deal stays, passes, or the sitting ends."""


# -- the players' choices ----------------------------------------------------------------------

@dataclass(frozen=True)
class KeepDeal(VingtUnAction):
    """The player whose turn it is to deal takes it."""

    seat: int


@dataclass(frozen=True)
class SellDeal(VingtUnAction):
    """The player whose turn it is to deal sells the right to ``buyer`` for ``price`` (Peel p31)."""

    seat: int
    buyer: int
    price: int


@dataclass(frozen=True)
class Stake(VingtUnAction):
    """A punter stakes on his card."""

    seat: int
    amount: int


@dataclass(frozen=True)
class Double(VingtUnAction):
    """The dealer calls "double" (``double=True``) or is silent."""

    seat: int
    double: bool


@dataclass(frozen=True)
class Split(VingtUnAction):
    """The holder of a pair divides it, with a stake on the new hand ("I go on both")."""

    seat: int
    hand: int
    stake: int


@dataclass(frozen=True)
class Draw(VingtUnAction):
    """"A card": one more card, face upwards, to hand ``hand`` of ``seat``."""

    seat: int
    hand: int


@dataclass(frozen=True)
class Stand(VingtUnAction):
    """"Content": the hand stands."""

    seat: int
    hand: int


# -- irregularities (TABLE mode) ---------------------------------------------------------------

@dataclass(frozen=True)
class DealTwoCards(VingtUnAction):
    """In dealing the first round the dealer gives ``to`` two cards (Peel p22).  In TABLE mode
    nobody but the dealer and the receiver sees it until it is *discovered*: a player claims it
    (:class:`~games.core.breaches.Claim`), and the ruling turns on whether a card has been
    dealt since."""

    seat: int
    to: int
    irregular = True
    law = TWO_TO_ONE


@dataclass(frozen=True)
class ExposeCard(VingtUnAction):
    """The card just dealt to ``to`` in the first round is exposed (Peel p23)."""

    seat: int
    to: int
    irregular = True
    law = EXPOSED


@dataclass(frozen=True)
class ConfusePack(VingtUnAction):
    """Confusion in preparing the pack, or cards exposed: noticed before anyone stakes (Peel p22)."""

    seat: int
    irregular = True
    law = CONFUSION


@dataclass(frozen=True)
class GiveTwoInDrawing(VingtUnAction):
    """Asked for a card, the dealer gives two (to a punter, or to himself) (Peel p25)."""

    seat: int
    to: int
    hand: int
    irregular = True
    law = TWO_IN_DRAWING


@dataclass(frozen=True)
class MissPlayer(VingtUnAction):
    """The dealer distributes the draw cards out of order, passing over the player whose turn it is (Peel p26)."""

    seat: int
    missed: int
    irregular = True
    law = OUT_OF_ORDER


@dataclass(frozen=True)
class SplitUnpaired(VingtUnAction):
    """A player draws separately on his two cards, though they do not pair (Peel p27)."""

    seat: int
    hand: int
    stake: int
    irregular = True
    law = NO_PAIR


# -- the facts the referee rules on ------------------------------------------------------------

@dataclass(frozen=True)
class SeatFact(Irregularity):
    """The facts of an irregularity that concerns one seat."""

    seat: int = 0

    def validate(self) -> None:
        super().validate()
        if self.seat < 0:
            raise IllegalActionError(f"{type(self).__name__}: there is no seat {self.seat}")


@dataclass(frozen=True)
class TwoCardsToOne(SeatFact):
    """Two cards dealt to one player (not the dealer); ``found`` before a third card was dealt.

    Seen only by the dealer and the receiver until discovered (Peel p22: "if discovered before a
    third card is dealt"): a player claims it.  In a game, ``dealt`` is how many cards had been
    given when it happened and ``round_no`` the round it happened in (``-1``: not in a game; the
    ruling then reads ``found``)."""

    found: bool = False
    dealt: int = -1
    round_no: int = -1
    claim: ClassVar[Optional[str]] = "two cards dealt to one player"
    claim_law: ClassVar[Optional[str]] = TWO_TO_ONE


@dataclass(frozen=True)
class DealerTakesTwo(SeatFact):
    """The dealer gives himself two cards at one time in the deal; ``found`` before another card was dealt.

    Seen by the dealer alone until discovered (Peel p22: "not discovered until another card has been
    dealt"): a player claims it.  ``dealt`` and ``round_no`` as for :class:`TwoCardsToOne`."""

    found: bool = False
    dealt: int = -1
    round_no: int = -1
    claim: ClassVar[Optional[str]] = "the dealer gave himself two cards"
    claim_law: ClassVar[Optional[str]] = DEALER_TWO


@dataclass(frozen=True)
class CardExposed(SeatFact):
    """A card exposed in dealing; ``dealer`` -- it is one of the dealer's own."""

    dealer: bool = False


@dataclass(frozen=True)
class PackConfused(SeatFact):
    """Confusion in preparing the pack, or a card exposed in preparing it."""


@dataclass(frozen=True)
class TwoInDrawing(SeatFact):
    """Two cards given in drawing; ``dealer`` -- the dealer gave them to himself."""

    dealer: bool = False


@dataclass(frozen=True)
class DrawOutOfOrder(SeatFact):
    """Draw cards distributed out of order: ``seat`` was missed."""


@dataclass(frozen=True)
class SeparateDrawNoPair(SeatFact):
    """A player drew separately on two cards that do not pair."""
