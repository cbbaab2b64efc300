"""The actions of Whist: each a small frozen record, checked when made (a bad seat or card is the
library's :class:`~games.errors.InvalidActionError`), written and read back as one transcript line.

Regular acts: :class:`Shuffle`, :class:`Cut`, :class:`Deal` (the pack dealt but the last card),
:class:`TurnTrump`, :class:`TakeUpTrump`, :class:`ShowForTrump`, :class:`Play`, :class:`QuitTrick`, the calls of the
adversaries (:class:`CallCard`, :class:`CallSuit`, :class:`CallHighLow`, :class:`Waive`),
:class:`SeeLastTrick`, :class:`PlaceCards`, :class:`AskHavingNone`, :class:`CorrectRenounce`,
:class:`ClaimNewDeal` and :class:`EndHand`.  The core's :class:`~games.core.breaches.Claim` and
:class:`~games.core.state.ChooseRemedy` are shared by every game.

Irregular acts (``irregular = True``: never listed, refused in STRICT mode, let happen in TABLE
mode and ruled on): a card exposed, two cards played together, a hand thrown down, the trick
claimed aloud, the trump card looked at while dealing, a card exposed in dealing, the cards
touched during the deal, a misdeal of one of the cases of the law, the wrong hand taken up, a
card of the other pack, the trump card named or forgotten, the dealer interrupted.  A lead or a
play out of turn, a renounce and a deal out of turn are ordinary :class:`Play` and :class:`Deal`
actions that the verifier finds irregular.

>>> from games.whist.actions import Play, WhistAction
>>> WhistAction.parse(str(Play(1, "QH")))
Play(seat=1, card=Card.parse('QH'))
>>> Play(4, "QH")
Traceback (most recent call last):
games.errors.InvalidActionError: Play: the seat must be a seat number from 0 to 3, not 4
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional

from games.cards import Card, Suit
from games.core.actions import Action
from games.errors import GameError, InvalidActionError
from games.whist.quotations import q

__all__ = [
    "WhistAction", "Shuffle", "Cut", "Deal", "TurnTrump", "TakeUpTrump", "ShowForTrump", "Play", "QuitTrick", "CallCard",
    "CallSuit", "CallHighLow", "Waive", "SeeLastTrick", "PlaceCards", "AskHavingNone", "CorrectRenounce",
    "ClaimNewDeal", "EndHand", "ExposeCard", "PlayTogether", "ShowHand", "AnnounceTrick", "LookAtTrump",
    "ExposeInDealing", "TouchCards", "DealWrongly", "TakeWrongHand", "ForeignCard", "NameTrump", "ForgetTrump",
    "InterruptDealer", "FacedInPack", "ImperfectPack", "ShortHand", "FreshCards", "Consult", "LeadAgain",
    "NameDetachedCard", "MixCard", "MISDEAL_CASES", "HIGH_LOW",
]

#: the cases of a misdeal (Hoffmann law 37, Foster law 44), by their numbers, with the facts in words
MISDEAL_CASES: dict[str, str] = {
    "i": "the cards not dealt one at a time in regular rotation, beginning at the dealer's left",
    "ii": "the trump card placed face downwards on a packet",
    "iii": "the trump card not coming in its regular order to the dealer",
    "iv": "a player with fourteen cards and another with twelve",
    "v": "the dealer counting the cards on the table or the rest of the pack",
    "vi": "two cards dealt together, or two to the same hand, and then a third",
    "vii": "the pack not cut to the dealer",
}
HIGH_LOW = ("highest", "lowest")


def _seat(v: object, cls: str, what: str = "the seat") -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 3:
        raise InvalidActionError(f"{cls}: {what} must be a seat number from 0 to 3, not {v!r}")
    return v


def _card(v: object, cls: str) -> Card:
    try:
        return Card.parse(v)  # type: ignore[arg-type]
    except GameError:
        raise InvalidActionError(f"{cls}: {v!r} is not a card") from None


class WhistAction(Action):
    """Base of the actions of Whist (a transcript's lines parse back through it)."""

    def __post_init__(self) -> None:
        name = type(self).__name__
        _seat(getattr(self, "seat"), name)
        if hasattr(self, "card"):
            object.__setattr__(self, "card", _card(self.card, name))


@dataclass(frozen=True)
class Shuffle(WhistAction):
    """``seat`` shuffles the pack to be dealt (the dealer last).  The faults of the manner: ``shown`` (so
    that the face of a card is seen), ``below`` (below the table), ``packets`` (by dealing it into
    packets)."""

    seat: int
    shown: bool = False
    below: bool = False
    packets: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()
        for f in ("shown", "below", "packets"):
            if not isinstance(getattr(self, f), bool):
                raise InvalidActionError(f"Shuffle: {f} is True or False, not {getattr(self, f)!r}")


@dataclass(frozen=True)
class Cut(WhistAction):
    """``seat`` (the dealer's right-hand adversary) cuts the pack, lifting ``cards`` from the top."""

    seat: int
    cards: int

    def __post_init__(self) -> None:
        super().__post_init__()
        if not isinstance(self.cards, int) or isinstance(self.cards, bool) or not 1 <= self.cards <= 51:
            raise InvalidActionError(f"Cut: lift from 1 to 51 cards, not {self.cards!r}")


@dataclass(frozen=True)
class Deal(WhistAction):
    """``seat`` deals the pack one card at a time to the left, all but the last (the trump card);
    ``other_pack``: with the adversaries' pack."""

    seat: int
    other_pack: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()
        if not isinstance(self.other_pack, bool):
            raise InvalidActionError(f"Deal: other_pack is True or False, not {self.other_pack!r}")


@dataclass(frozen=True)
class TurnTrump(WhistAction):
    """The dealer turns up the last card, the trump card, on his own packet."""

    seat: int


@dataclass(frozen=True)
class TakeUpTrump(WhistAction):
    """The dealer takes the trump card into his hand."""

    seat: int


@dataclass(frozen=True)
class ShowForTrump(WhistAction):
    """The dealer ``seat``, desired to lay the trump card on the table again (he took it into his hand too
    soon, Foster's law 54), shows ``card``: the trump card, or a wrong card."""

    seat: int
    card: Card


@dataclass(frozen=True)
class Play(WhistAction):
    """``seat`` plays ``card`` from his hand (or the trump card from the table) to the trick."""

    seat: int
    card: Card


@dataclass(frozen=True)
class QuitTrick(WhistAction):
    """The trick is turned and quitted (its winner gathers it face downward)."""

    seat: int


@dataclass(frozen=True)
class CallCard(WhistAction):
    """An adversary calls ``card``, a card of the player to play that is liable to be called."""

    seat: int
    card: Card


@dataclass(frozen=True)
class CallSuit(WhistAction):
    """An adversary calls a suit from the player about to lead."""

    seat: int
    suit: Suit

    def __post_init__(self) -> None:
        super().__post_init__()
        if not isinstance(self.suit, Suit):
            try:
                object.__setattr__(self, "suit", Suit.parse(self.suit))  # type: ignore[arg-type]
            except (GameError, AttributeError):
                raise InvalidActionError(f"CallSuit: {self.suit!r} is not a suit") from None


@dataclass(frozen=True)
class CallHighLow(WhistAction):
    """An adversary calls the highest or the lowest card (of the suit the liability names)."""

    seat: int
    which: str

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.which not in HIGH_LOW:
            raise InvalidActionError(f"CallHighLow: 'highest' or 'lowest', not {self.which!r}")


@dataclass(frozen=True)
class Waive(WhistAction):
    """The adversary entitled to call does not call this time."""

    seat: int


@dataclass(frozen=True)
class SeeLastTrick(WhistAction):
    """``seat`` demands to see the last trick turned (and no more)."""

    seat: int


@dataclass(frozen=True)
class PlaceCards(WhistAction):
    """``seat`` demands that the cards of the trick be placed before their players."""

    seat: int


@dataclass(frozen=True)
class AskHavingNone(WhistAction):
    """``seat`` asks his partner, who has renounced, whether he has none of the suit."""

    seat: int


@dataclass(frozen=True)
class CorrectRenounce(WhistAction):
    """``seat`` discovers his renounce in time to save a revoke and takes the card back."""

    seat: int


@dataclass(frozen=True)
class ClaimNewDeal(WhistAction):
    """``seat`` exacts (``True``) or declines (``False``) the new deal the law offers his side."""

    seat: int
    exact: bool = True

    def __post_init__(self) -> None:
        super().__post_init__()
        if not isinstance(self.exact, bool):
            raise InvalidActionError(f"ClaimNewDeal: exact is True or False, not {self.exact!r}")


@dataclass(frozen=True)
class EndHand(WhistAction):
    """The hand is over and scored, and the cards are cut for the following deal: no revoke can be
    claimed after it."""

    seat: int


# -- the irregular acts ------------------------------------------------------------------------------

class IrregularAct(WhistAction):
    """Base of the acts that are irregular in themselves."""

    irregular: ClassVar[bool] = True


@dataclass(frozen=True)
class ExposeCard(IrregularAct):
    """``seat`` drops or shows ``card`` face upward on or above the table (``below``: on the floor)."""

    seat: int
    card: Card
    below: bool = False
    law: ClassVar[Optional[str]] = "foster-whist:56.ii"


@dataclass(frozen=True)
class PlayTogether(IrregularAct):
    """``seat`` plays two or more cards at once: the first counts, the rest are exposed."""

    seat: int
    cards: tuple
    law: ClassVar[Optional[str]] = "foster-whist:56.i"

    def __post_init__(self) -> None:
        super().__post_init__()
        if isinstance(self.cards, (str, bytes)) or not hasattr(self.cards, "__iter__"):
            raise InvalidActionError(f"PlayTogether: cards must be a sequence of cards, not {self.cards!r}")
        cards = tuple(_card(c, "PlayTogether") for c in self.cards)
        if len(cards) < 2 or len(set(cards)) != len(cards):
            raise InvalidActionError("PlayTogether: two or more different cards")
        object.__setattr__(self, "cards", cards)


@dataclass(frozen=True)
class ShowHand(IrregularAct):
    """``seat`` throws his cards on the table face upward."""

    seat: int
    law: ClassVar[Optional[str]] = "foster-whist:58"


@dataclass(frozen=True)
class AnnounceTrick(IrregularAct):
    """Before his partner plays, ``seat`` calls attention to the trick (says it is his)."""

    seat: int
    law: ClassVar[Optional[str]] = q("foster-whist:86", "offence")


@dataclass(frozen=True)
class LookAtTrump(IrregularAct):
    """``seat``, whilst dealing, looks at the trump card."""

    seat: int
    law: ClassVar[Optional[str]] = None


@dataclass(frozen=True)
class ExposeInDealing(IrregularAct):
    """A card is exposed in dealing by ``seat`` (the dealer, or a player whose card it is)."""

    seat: int


@dataclass(frozen=True)
class TouchCards(WhistAction):
    """``seat`` touches his cards during the deal (not itself a fault: it decides who may claim a new
    deal, and whether a misdeal loses the deal)."""

    seat: int


@dataclass(frozen=True)
class DealWrongly(IrregularAct):
    """The dealer ``seat`` misdeals in the manner of ``case`` (a key of :data:`MISDEAL_CASES`);
    ``rectified``: case vi put right before the third card by moving one card; ``by_adversary``:
    case iv's excess arose through the act of an adversary."""

    seat: int
    case: str
    rectified: bool = False
    by_adversary: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()
        if not isinstance(self.case, str) or self.case not in MISDEAL_CASES:
            raise InvalidActionError(f"DealWrongly: the case is one of {', '.join(MISDEAL_CASES)}, not {self.case!r}")
        for f in ("rectified", "by_adversary"):
            if not isinstance(getattr(self, f), bool):
                raise InvalidActionError(f"DealWrongly: {f} is True or False")


@dataclass(frozen=True)
class TakeWrongHand(IrregularAct):
    """``seat`` takes up another player's hand (``hand``)."""

    seat: int
    hand: int

    def __post_init__(self) -> None:
        super().__post_init__()
        _seat(self.hand, "TakeWrongHand", "the hand")


@dataclass(frozen=True)
class ForeignCard(IrregularAct):
    """A card of the other pack is found in ``seat``'s hand."""

    seat: int
    law: ClassVar[Optional[str]] = "foster-whist:42"


@dataclass(frozen=True)
class NameTrump(IrregularAct):
    """``seat`` names the trump card after the dealer has taken it into his hand."""

    seat: int
    law: ClassVar[Optional[str]] = "foster-whist:53"


@dataclass(frozen=True)
class ForgetTrump(IrregularAct):
    """The dealer ``seat`` declares himself unable to recollect the trump card."""

    seat: int
    law: ClassVar[Optional[str]] = "foster-whist:55"


@dataclass(frozen=True)
class InterruptDealer(IrregularAct):
    """``seat``, an adversary of the dealer, interrupts him, questioning the score or asserting that it is not his
    deal (``founded``: the claim is established)."""

    seat: int
    founded: bool = False


@dataclass(frozen=True)
class FacedInPack(IrregularAct):
    """A card (not the last) is found faced in the pack while ``seat`` deals."""

    seat: int


@dataclass(frozen=True)
class ImperfectPack(IrregularAct):
    """``seat`` proves the pack incorrect or imperfect (a card missing or doubled) during the deal or the play."""

    seat: int


@dataclass(frozen=True)
class ShortHand(IrregularAct):
    """``seat`` finds he has fewer than thirteen cards, the other three their right number (a card of his
    was left in the other pack)."""

    seat: int


@dataclass(frozen=True)
class FreshCards(WhistAction):
    """``seat`` calls for fresh cards, paying for them: two new packs, of which the dealer takes his choice."""

    seat: int


@dataclass(frozen=True)
class Consult(WhistAction):
    """``seat``, one of the adversaries entitled to elect a penalty, consults his partner about which to exact."""

    seat: int


@dataclass(frozen=True)
class LeadAgain(IrregularAct):
    """``seat``, having played the best card to an imperfect trick (or led a winning card), leads ``card`` again
    without waiting for his partner to play; ``more``: the further winning cards he plays one after the other
    (each heading a trick of its own, at most three more: four tricks beyond the first)."""

    seat: int
    card: Card
    more: tuple = ()
    law: ClassVar[Optional[str]] = q("foster-whist:57", "offence")

    def __post_init__(self) -> None:
        super().__post_init__()
        if isinstance(self.more, (str, bytes)) or not hasattr(self.more, "__iter__"):
            raise InvalidActionError(f"LeadAgain: more must be a sequence of cards, not {self.more!r}")
        more = tuple(_card(c, "LeadAgain") for c in self.more)
        if len(more) > 3 or len(set(more + (self.card,))) != len(more) + 1:
            raise InvalidActionError("LeadAgain: at most three more cards, each different")
        object.__setattr__(self, "more", more)


@dataclass(frozen=True)
class NameDetachedCard(IrregularAct):
    """``hand`` detaches a card from the rest of his hand so that it can be named, and ``seat``, an adversary,
    names it as ``card``."""

    seat: int
    hand: int
    card: Card
    law: ClassVar[Optional[str]] = "foster-whist:60"

    def __post_init__(self) -> None:
        super().__post_init__()
        _seat(self.hand, "NameDetachedCard", "the hand")


@dataclass(frozen=True)
class MixCard(IrregularAct):
    """``seat`` mixes ``card`` of his hand with the last trick turned, to which it does not belong."""

    seat: int
    card: Card
    law: ClassVar[Optional[str]] = "foster-whist:70"
