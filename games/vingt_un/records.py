"""The records a sitting at Vingt-un is made of: its phases, and each phase's state grouped in one small record.

A :class:`~games.vingt_un.game.VingtUn` is always in one :class:`VingtUnPhase` (a string-valued
enum, so ``g.phase == "turn"`` reads as it did).  What a phase needs lives in its record,
made afresh when the phase's part of the game begins, so nothing is left over from the
last round or the last deal:

* :class:`DealRecord` (``g.deal``): the deal -- whose turn it is to deal, a sale, how long it has run;
* :class:`StakeRecord` (``g.stakes``): the stakes still to be laid and the dealer's double;
* :class:`NaturalsRecord` (``g.naturals``): the naturals declared this round;
* :class:`DrawRecord` (``g.drawing``): the punters still to draw, a pair divided, a ruling awaited.

The names say Vingt-un's (as :class:`~games.vingt_un.game_view.VingtUnView` and
:class:`~games.vingt_un.rules.VingtUnRules` do), so that neither a reader nor the API's
cross-references confuse them with Draw Poker's :mod:`games.poker.records`; the game
modules import the enum as ``Phase``.

>>> from games.vingt_un.records import VingtUnPhase, DealRecord
>>> VingtUnPhase.TURN == "turn", VingtUnPhase("deal1") is VingtUnPhase.DEAL1, str(VingtUnPhase.SETTLE)
(True, True, 'settle')
>>> DealRecord(proper=2)
DealRecord(proper=2, sold_to=None, rounds=0, reshuffles=0)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Optional

from games.core.actions import SettlementLine
from games.core.referee import Remedy
from games.errors import InvalidActionError
from games.vingt_un.cards import card_values, is_natural, total


__all__ = ["VingtUnPhase", "VingtUnDuty", "VingtUnRemedy", "DealRecord", "StakeRecord", "NaturalsRecord", "DrawRecord", "Hand", "Payment"]


class VingtUnPhase(str, enum.Enum):
    """The steps of a round, in the books' order (and French Vingt-Un's own two)."""

    CHOOSE = "choose"  #: the first dealer is found by dealing round to the first ace (Peel p21)
    OFFER = "offer"  #: the one whose turn it is keeps or sells the deal (Peel p31)
    ROUND = "round"  #: a round is to begin
    STAKE = "stake"  #: the punters stake in turn (Peel p10; Hoffmann p1)
    DEAL1 = "deal1"  #: the first card to each, face downwards (Peel p9)
    DOUBLE = "double"  #: the dealer may call "double" (Peel p10; Hoffmann p2)
    DEAL2 = "deal2"  #: the second card to each (Peel p10; Hoffmann p6)
    NATURALS = "naturals"  #: the naturals are declared and paid (Peel p10-p11; Hoffmann p7-p8; EW 115)
    TURN = "turn"  #: each punter draws in turn (Peel p12, p24)
    TURNUP = "turnup"  #: the dealer turns up his cards (Peel p13)
    DEALER = "dealer"  #: the dealer draws (Peel p13; Hoffmann p11)
    SETTLE = "settle"  #: the dealer challenges those standing
    END = "end"  #: the round is over: the deal stays or passes
    OVER = "over"  #: the sitting has ended
    ELECT = "elect"  #: French Vingt-Un: Sympathy or Antipathy, red or black
    CHANCE = "chance"  #: French Vingt-Un: the dealer turns the cards of a round of pure chance

    def __str__(self) -> str:
        return self.value

    @classmethod
    def _missing_(cls, value: object) -> "VingtUnPhase":
        raise InvalidActionError(f"{value!r} is not a step of a Vingt-un round: one of "
                                 f"{', '.join(p.value for p in cls)}")


class VingtUnDuty(enum.Enum):
    """What is to be done at a step (:class:`games.core.turns.Step`): each chapter registers the actions
    open for its duties and the ones the game takes by itself."""

    CHOOSE_DEALER = "choose the first dealer"  #: dealing round to the first ace (Peel p21): automated
    KEEP_OR_SELL = "keep or sell the deal"  #: Peel p31: the proper dealer's choice
    BEGIN_ROUND = "begin a round"  #: automated
    STAKE = "stake"  #: each punter in turn (or retire, Peel p4)
    DEAL_ROUND = "deal a round of cards"  #: automated
    DOUBLE = "double or not"  #: the dealer's choice (Peel p10; Hoffmann p2)
    DECLARE_NATURALS = "declare the naturals"  #: automated
    DRAW = "draw or stand"  #: a punter at his turn (Peel p12, p24)
    DEALER_DRAW = "the dealer draws or stands"  #: Peel p13; Hoffmann p11
    TURN_UP = "the dealer turns up his cards"  #: automated
    SETTLE = "settle"  #: automated
    END_ROUND = "end the round"  #: automated
    ELECT = "elect"  #: French Vingt-Un: Sympathy or Antipathy, red or black
    TURN_CARDS = "turn the cards of a round of pure chance"  #: French Vingt-Un: automated

    @classmethod
    def _missing_(cls, value: object) -> "VingtUnDuty":
        raise InvalidActionError(f"{value!r} is not a duty of Vingt-un: one of {', '.join(repr(d.value) for d in cls)}")


class VingtUnRemedy(Remedy):
    """The remedies of Peel's laws of irregularities (pp. 66-68): a ruling names its remedy, and each of
    its options, by member; the game carries each out through the one handler registered for it
    (:func:`games.core.turns.remedy`)."""

    RESHUFFLE = "reshuffle"  #: p22: the whole pack re-shuffled and cut again
    RECTIFY = "rectify"  #: p22: the surplus card goes back on the pack
    REJECT_FIRST = "reject-0"  #: p22: the receiver of the surplus card rejects one of the two
    REJECT_SECOND = "reject-1"
    PONE_RANDOM = "pone-random"  #: p22: the pone takes one of the dealer's two cards at random
    RETAIN = "retain"  #: p23: the dealer retains his own card exposed
    OPTION = "option"  #: the non-offender's option (the ruling's own remedy when it offers a choice)
    KEEP = "keep"  #: p23: the player keeps the card exposed
    REJECT = "reject"  #: p23: ... or rejects it
    KEEP_BOTH = "keep-both"  #: p25: both cards given in drawing are kept
    KEEP_FIRST = "keep-0"  #: p25: one is kept, and he is content
    KEEP_SECOND = "keep-1"
    LATER = "later"  #: p26: the player missed is supplied later
    THROW_UP = "throw-up"  #: p26: ... or throws up his cards
    FORFEIT = "forfeit"  #: p27: he pays on each hand and forfeits his winnings

    @classmethod
    def _missing_(cls, value: object) -> "VingtUnRemedy":
        raise InvalidActionError(f"{value!r} is not a remedy of Peel's laws of irregularities: one of "
                                 f"{', '.join(repr(r.value) for r in cls)}", "peel-vingt-un:p22")


@dataclass
class DealRecord:
    """One deal (Peel p5-p6, p18-p19, p30-p31): whose turn it is to deal, a sale of it, how long it has run."""

    proper: Optional[int] = None  #: whose turn it is to deal (the seller, after a sale)
    sold_to: Optional[int] = None  #: the buyer, who deals in the proper dealer's stead
    rounds: int = 0  #: rounds completed in this deal
    reshuffles: int = 0  #: times the pone's cards were remade in this deal (Peel p17, p30)


@dataclass
class StakeRecord:
    """The stakes and the double (Peel p7, p10; Hoffmann p1-p2)."""

    to_stake: list = field(default_factory=list)  #: punters still to stake, in turn
    doubled: bool = False  #: the dealer called "double"


@dataclass
class NaturalsRecord:
    """The naturals declared this round (Peel p10-p11, p18, p32; Hoffmann p7-p8; Enquire Within 115)."""

    punters: list = field(default_factory=list)  #: punters holding a natural, from the dealer's left
    dealer: bool = False  #: the dealer declared one
    cancelled: list = field(default_factory=list)  #: punters whose natural the dealer's cancelled


@dataclass
class DrawRecord:
    """The drawing (Peel p12-p13, p16, p24-p26): who is still to draw, the pairs divided, a ruling awaited."""

    queue: list = field(default_factory=list)  #: punters still to draw, in turn
    split_rank: dict = field(default_factory=dict)  #: seat -> the rank (:class:`~games.cards.Rank`) of the pair he divided
    pending: Optional[tuple] = None  #: (seat, hand) given two cards in drawing, awaiting the ruling (Peel p25)


@dataclass
class Hand:
    """One hand on the table: its cards (``up``: face upwards), its stake, where it stands."""

    cards: list = field(default_factory=list)
    up: list = field(default_factory=list)
    stake: int = 0
    stood: bool = False
    over: bool = False
    natural: bool = False
    settled: bool = False
    split: bool = False  #: made by dividing a pair
    forfeit: bool = False  #: drew separately on cards that do not pair (Peel p27)
    thrown_up: bool = False  #: withdrew by a remedy (Peel p26)
    imaginary: int = 0  #: points added to the cards (French Vingt-Un's Imaginary Tens)
    blind: bool = False  #: its holder may not look at it (French Vingt-Un's Blind Vingt-Un)

    @property
    def total(self) -> int:
        """The best count (:func:`games.vingt_un.cards.total`), Imaginary Tens' ten counted as one more card."""
        return total(card_values(self.cards) + ((self.imaginary,) if self.imaginary else ())).points

    @property
    def is_natural(self) -> bool:
        """A natural: an ace and a tenth card (with Imaginary Tens, an ace alone)."""
        if self.imaginary:
            return len(self.cards) == 1 and card_values(self.cards) == (1,)
        return is_natural(self.cards)

    @property
    def live(self) -> bool:
        return not (self.over or self.settled or self.thrown_up)


@dataclass(frozen=True)
class Payment(SettlementLine):
    """A settlement line of Vingt-un naming both sides: ``payer`` (a seat, ``None`` for the pool) pays
    ``seat`` (the receiver, ``None`` for the pool) ``amount``."""

    payer: Optional[int] = None
    payer_name: str = ""

    def __str__(self) -> str:
        why = self.reason.removeprefix(f"from {self.payer_name}: ")
        return f"{self.payer_name} pays {self.name} {self.amount} -- {why} ({', '.join(self.laws)})"
