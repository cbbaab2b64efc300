"""The records of a hand of Whist: its phases and duties, the automations, the remedies the referees
give, the irregularities (the facts the laws turn on), and one record per phase of the hand.

>>> from games.whist.records import Revoke, Phase
>>> Revoke(offender=1, trick=0, card="2C", led="H").claim
'a revoke'
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import ClassVar, Optional

from games.cards import Card, Pack, Suit
from games.core import checks
from games.core.referee import Irregularity, Remedy
from games.core.tricks import Trick
from games.core.turns import refuse_unknown, refuse_unknown_flags
from games.errors import IllegalActionError, InvalidActionError, RuleSetError
from games.whist.quotations import q

__all__ = [
    "Phase", "Duty", "Auto", "WhistRemedy", "Liability", "Preparation", "PlayRecord", "Penalty",
    "Revoke", "HoffmannRevoke", "LeadOutOfTurn", "PlayOutOfTurn", "CardExposed", "CardsTogether", "HandShown",
    "TrickAnnounced", "CallDisobeyed", "TrumpNamed", "TrumpForgotten", "TrumpTakenEarly", "WrongCardShown",
    "DealOutOfTurn",
    "Misdeal", "ExposedInDealing", "TrumpLookedAt", "OtherPackCard", "WrongHand", "CardFaced", "PackImperfect",
    "HandShort", "DealerInterrupted", "ShuffleFault", "CutFault", "LedAgain", "DetachedNamed", "CardOmitted",
    "CardMixed",
]


class Phase(enum.Enum):
    SHUFFLE = "shuffle"
    CUT = "cut"
    DEAL = "deal"
    TURN = "turn the trump"
    PLAY = "play"
    END = "end of the hand"

    _missing_ = refuse_unknown("a phase of a hand of Whist: one of {members}", error=InvalidActionError)


class Duty(enum.Enum):
    SHUFFLE = "shuffle"
    CUT = "cut"
    DEAL = "deal"
    TURN = "turn the trump"
    PLAY = "play"
    CALL = "call"
    QUIT = "turn and quit the trick"
    END = "end the hand"
    PRODUCE = "lay the trump card on the table"

    _missing_ = refuse_unknown("a duty of a hand of Whist: one of {members}", error=InvalidActionError)


class Auto(enum.Flag):
    """What the game does by itself (a widget automates all but the players' choices)."""

    NONE = 0
    SHUFFLE = enum.auto()  #: the dealer shuffles (the others waive their right)
    CUT = enum.auto()  #: the pone cuts (a random cut)
    DEAL = enum.auto()  #: the dealer deals
    TURN = enum.auto()  #: the dealer turns up the trump card
    TRUMP = enum.auto()  #: the dealer takes the trump card into his hand at his turn to the first trick
    QUIT = enum.auto()  #: a complete trick is turned and quitted
    END = enum.auto()  #: the hand is scored once the thirteenth trick is quitted
    PREPARE = SHUFFLE | CUT | DEAL | TURN
    TABLE = SHUFFLE | CUT | DEAL | TURN | TRUMP | QUIT  #: all but the play and the end (claims stay open)
    ALL = SHUFFLE | CUT | DEAL | TURN | TRUMP | QUIT | END

    _missing_ = refuse_unknown_flags("a set of automations: combine the members of Auto", error=RuleSetError)


class WhistRemedy(Remedy):
    """What a ruling orders, or offers the non-offenders (carried out by the game's ``@remedy`` handlers)."""

    NEW_DEAL = "a new deal by the same dealer"
    MISDEAL = "a misdeal: the deal passes"
    DEAL_AGAIN = "a misdeal: the same dealer deals again"
    STANDS = "the deal stands"
    RESHUFFLE = "shuffle again"
    RECUT = "a fresh cut"
    RIGHT_DEALER = "the deal stopped: the right dealer deals"
    EXPOSE = "the card left on the table, liable to be called"
    NOT_EXPOSED = "no penalty"
    TAKE_TRICKS = "three tricks taken"
    DEDUCT_THREE = "three points deducted"
    ADD_THREE = "three points added"
    CORRECT = "the renounce corrected"
    CALL_CARD = "the card liable to be called"
    CALL_SUIT = "a suit called at the next lead"
    HIGHEST = "the highest called"
    LOWEST = "the lowest called"
    WIN = "called on to win the trick"
    WIN_SECOND = "called on to win the second of those tricks"
    WIN_THIRD = "called on to win the third of those tricks"
    WIN_FOURTH = "called on to win the fourth of those tricks"
    WIN_FIFTH = "called on to win the fifth of those tricks"
    NOT_WIN = "called on not to win the trick"
    HIGHEST_TRUMP = "the highest trump liable to be called"
    LOWEST_TRUMP = "the lowest trump liable to be called"
    PRODUCE_TRUMP = "the trump card laid on the table"
    TRUMP_LIABLE = "his highest or lowest trump liable to be called"
    ABANDON = "the hands abandoned"
    RESTORE = "the tricks searched and the card restored"
    NO_RULE = "the code is silent"

    _missing_ = refuse_unknown("a remedy of the laws of Whist: one of {members}", error=InvalidActionError)


@dataclass(frozen=True)
class Liability:
    """A penalty hanging over ``seat`` until paid: ``kind`` one of ``"card"`` (``card`` may be called),
    ``"suit"`` (a suit may be called when he -- or his partner, ``partner_too`` -- next leads),
    ``"highlow"`` (his highest or lowest card of ``suit`` -- the suit led if ``None`` -- may be called;
    ``which`` fixed once called), ``"win"`` (he must win the trick if he can: ``win``; with ``card`` and no
    ``trick``, the trick that card of his partner's will head), ``"lead"`` (he must lead ``card`` at his next
    lead); ``law`` the law."""

    seat: int
    kind: str
    law: str
    card: Optional[Card] = None
    suit: Optional[Suit] = None
    which: Optional[str] = None
    win: Optional[bool] = None
    partner_too: bool = False
    trick: Optional[int] = None  #: only to this trick (index), if given
    repeat: bool = False  #: the call stands until the card is played (Foster 55)


@dataclass(frozen=True)
class Penalty:
    """A revoke's penalty chosen: ``remedy`` (three tricks, or three points added or deducted) for
    ``side`` (the claimants) against ``offender_side``."""

    remedy: WhistRemedy
    side: int
    offender_side: int
    law: str


@dataclass
class Preparation:
    """The deal: the pack being prepared and what has been done to it.

    ``pack``: the cards in order; ``pack_no``: which of the two packs (0: the first dealer's side's);
    ``shuffled``: the seats that have shuffled; ``cut_by``/``cut``: the cut; ``dealt_by``; ``touched``:
    the seats that touched their cards during the deal, in order; ``interrupted``: the adversaries
    interrupted the dealer without cause; ``trump_turned``; ``claim``: a new deal the law offers a side
    (``(law, the seats who may exact it)``)."""

    pack: Pack
    pack_no: int = 0
    shuffled: list = field(default_factory=list)
    cut_by: Optional[int] = None
    cut: Optional[int] = None
    dealt_by: Optional[int] = None
    other_pack: bool = False
    touched: list = field(default_factory=list)
    interrupted: bool = False
    looked: list = field(default_factory=list)
    attempts: int = 0


@dataclass
class PlayRecord:
    """The play of the hand.

    ``hands``: what each hand holds (the dealer's without the trump card while it lies on the table);
    ``dealt``: the hands as dealt, the trump card in the dealer's (what the tricks are searched against);
    ``trump_card``, ``trump_on_table``; ``trick``: the trick in progress; ``tricks``: those turned and
    quitted; ``exposed``: each hand's cards lying face up, liable to be called; ``liabilities``;
    ``called``: the call in force for the player to play (``None``: none); ``asked``: the calls already
    put for the current turn; ``seen_last``: who has seen the last trick turned; ``producing``: the dealer
    desired to lay the trump card, taken up too soon, on the table again (until he shows it)."""

    hands: list
    dealt: tuple
    trump_card: Card
    trump_on_table: bool
    trick: Trick
    tricks: list = field(default_factory=list)
    exposed: list = field(default_factory=lambda: [[], [], [], []])
    liabilities: list = field(default_factory=list)
    called: Optional[tuple] = None
    asked: Optional[tuple] = None
    seen_last: list = field(default_factory=list)
    asked_having_none: list = field(default_factory=list)
    abandoned: bool = False
    imperfect: list = field(default_factory=list)  #: (trick index, the seats it should have had, who omitted)
    mixed: list = field(default_factory=list)  #: (trick index, seat, card) mixed with a trick (Foster 70)
    producing: Optional[int] = None  #: the dealer desired to lay the trump card on the table again (Foster 54)

    @property
    def trumps(self) -> Suit:
        return self.trump_card.suit


# -- the irregularities --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Revoke(Irregularity):
    """A renounce: ``offender``, holding a card of the suit ``led``, plays ``card`` of another suit to trick
    ``trick`` (0 the first).  Nobody but he knows it until claimed; claimable until the cards are cut for the
    next deal (Foster 78)."""

    offender: int = 0
    trick: int = 0
    card: Card = None  # type: ignore[assignment]
    led: Suit = None  # type: ignore[assignment]
    claim: ClassVar[Optional[str]] = "a revoke"
    claim_law: ClassVar[Optional[str]] = "foster-whist:78"

    def validate(self) -> None:
        super().validate()
        checks.seat(self.offender, 4)
        checks.whole(self.trick, "a trick", minimum=0, maximum=12)


@dataclass(frozen=True)
class HoffmannRevoke(Revoke):
    """A renounce under the Revised Code as Hoffmann prints it: his pages name the revoke only in law 40."""

    claim_law: ClassVar[Optional[str]] = q("hoffmann-whist:40", "revoke")


@dataclass(frozen=True)
class LeadOutOfTurn(Irregularity):
    """``offender`` leads ``card`` when it is ``rightful``'s lead.  Everyone sees it; the adversaries must
    notice it before the trick is complete (Foster 63)."""

    offender: int = 0
    rightful: int = 0
    card: Card = None  # type: ignore[assignment]
    trick: int = 0
    claim: ClassVar[Optional[str]] = "a lead out of turn"
    claim_law: ClassVar[Optional[str]] = "foster-whist:62"


@dataclass(frozen=True)
class PlayOutOfTurn(Irregularity):
    """``offender`` plays ``card`` to a trick before ``before`` (whose turn it was)."""

    offender: int = 0
    before: int = 0
    card: Card = None  # type: ignore[assignment]
    third_played_first: bool = False  #: the third hand had already played before the second (Foster 67)


@dataclass(frozen=True)
class CardExposed(Irregularity):
    """``offender`` exposes ``card`` (``below``: dropped below the table)."""

    offender: int = 0
    card: Card = None  # type: ignore[assignment]
    below: bool = False


@dataclass(frozen=True)
class CardsTogether(Irregularity):
    """``offender`` plays two or more cards at once (``extra``: the cards beyond the first)."""

    offender: int = 0
    extra: tuple = ()


@dataclass(frozen=True)
class HandShown(Irregularity):
    """``offender`` throws his cards on the table face upward (``all_four``: the fourth to do so)."""

    offender: int = 0
    all_four: bool = False


@dataclass(frozen=True)
class TrickAnnounced(Irregularity):
    """Before his partner plays, ``offender`` calls attention to the trick."""

    offender: int = 0
    partner: int = 0


@dataclass(frozen=True)
class CallDisobeyed(Irregularity):
    """``offender``, liable to a call, fails to play as desired (``card`` played instead), holding the card
    or the suit demanded."""

    offender: int = 0
    card: Card = None  # type: ignore[assignment]


@dataclass(frozen=True)
class TrumpNamed(Irregularity):
    """``offender`` names the trump card after the dealer took it into his hand."""

    offender: int = 0


@dataclass(frozen=True)
class TrumpForgotten(Irregularity):
    """The dealer ``offender`` declares himself unable to recollect the trump card."""

    offender: int = 0


@dataclass(frozen=True)
class TrumpTakenEarly(Irregularity):
    """The dealer ``offender`` takes the trump card into his hand before his turn to play to the first trick."""

    offender: int = 0


@dataclass(frozen=True)
class WrongCardShown(Irregularity):
    """The dealer ``offender``, desired to lay on the table the trump card he took up too soon, shows
    ``card``, a wrong card (seen by all: ruled at once)."""

    offender: int = 0
    card: Card = None  # type: ignore[assignment]


@dataclass(frozen=True)
class DealOutOfTurn(Irregularity):
    """``offender`` deals when it is ``rightful``'s deal (``other_pack``: with the adversaries' cards), or the
    right dealer deals with the other pack."""

    offender: int = 0
    rightful: int = 0
    other_pack: bool = False


@dataclass(frozen=True)
class Misdeal(Irregularity):
    """The dealer ``offender`` misdeals (``case``: a key of :data:`games.whist.actions.MISDEAL_CASES`)."""

    offender: int = 0
    case: str = "i"
    rectified: bool = False
    by_adversary: bool = False
    adversaries_touched_first: bool = False
    interrupted: bool = False
    for_partner: bool = False


@dataclass(frozen=True)
class ExposedInDealing(Irregularity):
    """A card exposed in dealing by ``by`` (the dealer's side if ``dealers_side``)."""

    by: int = 0
    dealers_side: bool = True
    other_side_touched: bool = False


@dataclass(frozen=True)
class TrumpLookedAt(Irregularity):
    """The dealer ``offender``, whilst dealing, looks at the trump card."""

    offender: int = 0


@dataclass(frozen=True)
class OtherPackCard(Irregularity):
    """A card of the other pack is in ``seat``'s hand."""

    seat: int = 0


@dataclass(frozen=True)
class WrongHand(Irregularity):
    """``offender`` takes up another player's hand."""

    offender: int = 0
    hand: int = 0


@dataclass(frozen=True)
class CardFaced(Irregularity):
    """A card, not the last, is found faced in the pack."""

    seat: int = 0


@dataclass(frozen=True)
class PackImperfect(Irregularity):
    """The pack is proved incorrect or imperfect (``in_play``: during the play of the hand)."""

    seat: int = 0
    in_play: bool = False


@dataclass(frozen=True)
class HandShort(Irregularity):
    """``seat`` has fewer than thirteen cards, the other three their right number (``late``: not discovered
    until the time the code names: the first trick turned and quitted, or one of his cards played)."""

    seat: int = 0
    late: bool = False


@dataclass(frozen=True)
class DealerInterrupted(Irregularity):
    """The dealer is interrupted by ``offender``, an adversary questioning the score or his deal."""

    offender: int = 0
    founded: bool = False


@dataclass(frozen=True)
class ShuffleFault(Irregularity):
    """``offender`` shuffles below the table, or so that a card's face is seen (``dealer``: the dealer)."""

    offender: int = 0
    dealer: bool = False


@dataclass(frozen=True)
class CutFault(Irregularity):
    """The cut leaves fewer than four cards in a packet, or a card is exposed in cutting."""

    offender: int = 0
    cards: int = 0


@dataclass(frozen=True)
class LedAgain(Irregularity):
    """``offender`` led ``card`` again without waiting for his partner to play to the trick he was winning, and
    then ``more`` winning cards one after the other (each heading a trick of its own: "those tricks")."""

    offender: int = 0
    card: Card = None  # type: ignore[assignment]
    more: tuple = ()

    def validate(self) -> None:
        super().validate()
        object.__setattr__(self, "more", checks.cards(self.more, "the cards led after it"))
        if len(self.more) > 3:
            raise IllegalActionError("LedAgain: at most three more cards (four tricks beyond the first)")

    @property
    def led(self) -> tuple:
        """Every card led again, in order."""
        return (self.card,) + tuple(self.more)


@dataclass(frozen=True)
class DetachedNamed(Irregularity):
    """A card of ``hand`` detached so as to be named; ``namer``, an adversary, names it ``card`` (``right``: he
    named the card detached)."""

    hand: int = 0
    namer: int = 0
    card: Card = None  # type: ignore[assignment]
    right: bool = True


@dataclass(frozen=True)
class CardOmitted(Irregularity):
    """``offender`` did not play to trick ``trick``, which was turned and quitted without his card."""

    offender: int = 0
    trick: int = 0
    claim: ClassVar[Optional[str]] = "a card not played to a trick"
    claim_law: ClassVar[Optional[str]] = "foster-whist:69"


@dataclass(frozen=True)
class CardMixed(Irregularity):
    """``offender`` mixed ``card`` with trick ``trick``, to which it does not belong (found by counting the tricks
    face downward: one has a card too many)."""

    offender: int = 0
    trick: int = 0
    card: Card = None  # type: ignore[assignment]
    claim: ClassVar[Optional[str]] = "a card too many in a trick"
    claim_law: ClassVar[Optional[str]] = "foster-whist:70"
