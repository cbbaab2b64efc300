"""The records a game of Draw Poker is made of: its phases, the steps that
run by themselves, and each phase's state grouped in one small record.

>>> from games.poker.records import Phase, Automation, DrawStep
>>> Phase.DRAW.value, Automation.GIVE in Automation.DEFAULT, DrawStep("stood")
('draw', True, <DrawStep.STOOD: 'stood'>)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Optional

from games.cards import Card, Rank
from games.core.actions import Action
from games.core.sitting import DealResult
from games.errors import IllegalActionError, RuleSetError

__all__ = [
    "Phase", "Automation", "Duty", "DrawStep", "SeatState", "DealState", "AnteState", "PlayState",
    "ShortPack", "DrawState", "Refund", "PlayerView", "PokerResult",
]


class Phase(str, enum.Enum):
    """The chapters of a game, in Peel's order."""

    ANTE = "ante"
    STRADDLE = "straddle"
    SHUFFLE = "shuffle"
    DEAL = "deal"
    PLAY = "play"  #: the betting before the draw ("The Play", Rules 25-28)
    DRAW = "draw"
    BETTING = "betting"  #: after the draw (Rules 52-58)
    SHOW = "show"
    OVER = "over"

    @classmethod
    def _missing_(cls, value: object) -> "Phase":
        raise IllegalActionError(f"{value!r} is not a phase of the game: {', '.join(repr(m.value) for m in cls)}")


class Automation(enum.Flag):
    """Steps the game takes by itself.  ``NONE``: every step by hand (tests)."""

    NONE = 0
    ANTE = enum.auto()  #: the ante (and jack-pot antes) at the sitting's ante
    DECLINE_STRADDLES = enum.auto()  #: nobody straddles
    SHUFFLE = enum.auto()  #: the dealer shuffles
    CUT = enum.auto()  #: the player at the dealer's right cuts
    DEAL = enum.auto()  #: five cards to each, one at a time (Rule 7)
    RAISE_HANDS = enum.auto()  #: every player takes up his cards when the deal is finished
    GIVE = enum.auto()  #: the dealer gives the cards demanded in the draw (the number discarded, Rule 44)
    COLLECT = enum.auto()  #: the discards are collected, shuffled and cut when the pack runs short (Rule 41)
    SHOW = enum.auto()  #: hands are shown in turn (Rule 59)
    #: the dealer's duties and the chance steps; players decide their straddles
    DEALER = ANTE | SHUFFLE | CUT | DEAL | RAISE_HANDS | GIVE | COLLECT | SHOW
    #: as DEALER, and nobody straddles
    DEFAULT = DEALER | DECLINE_STRADDLES

    @classmethod
    def _missing_(cls, value: object) -> "Automation":
        # a whole number of the flags' bits combines them (the Flag's own way); nothing else is an automation
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= cls.DEFAULT.value:
            return super()._missing_(value)
        raise RuleSetError(f"{value!r} is not a set of automations: combine the members of Automation")


class Duty(str, enum.Enum):
    """What the next step is (the :attr:`games.core.turns.Step.duty`; each chapter registers what is
    open for the duties it owns, and the automation that may take them)."""

    ANTE = "ante"
    JACKPOT_ANTE = "jackpot-ante"
    STRADDLE = "straddle"
    SHUFFLE = "shuffle"
    CUT = "cut"
    CUT_COLLECTED = "cut-collected"  #: the player at the dealer's right cuts the collected discards (Rule 41)
    DEAL = "deal"
    RAISE = "raise"
    STAKE = "stake"
    DRAW = "draw"
    GIVE = "give"
    DISCARD = "discard"
    COLLECT = "collect"
    SHOW = "show"

    @classmethod
    def _missing_(cls, value: object) -> "Duty":
        raise IllegalActionError(f"{value!r} is not a duty of the game: {', '.join(repr(m.value) for m in cls)}")


class DrawStep(str, enum.Enum):
    """Where a player is in the draw (Rules 34-39)."""

    PENDING = "pending"  #: his turn to discard has not come
    DISCARDED = "discarded"  #: he has discarded and waits for the dealer to give
    GIVEN = "given"  #: the dealer has given him his cards
    STOOD = "stood"  #: he stands on his hand (discarded nothing)

    @classmethod
    def _missing_(cls, value: object) -> "DrawStep":
        raise IllegalActionError(f"{value!r} is not a step of the draw: {', '.join(repr(m.value) for m in cls)}")

    @property
    def done(self) -> bool:
        return self in (DrawStep.GIVEN, DrawStep.STOOD)


@dataclass
class SeatState:
    """One player's part in one game."""

    hand: list = field(default_factory=list)
    original: tuple = ()  #: the hand as dealt (the jack-pot's openers, Rule 33)
    exposed: list = field(default_factory=list)  #: cards exposed in dealing (Rule 11)
    raised: bool = False  #: he has taken up his dealt cards (Rules 12-13)
    raised_after_draw: bool = False  #: he has taken up his drawn cards (Rules 42-43, 48-50)
    retired: bool = False
    retire_reason: str = ""
    retire_laws: tuple = ()  #: the laws under which he retired
    foul: bool = False
    stake: int = 0  #: live stake in this game (ante and straddle included)
    blind: int = 0  #: the ante or straddle part of the stake
    dead: int = 0  #: jack-pot ante paid (not a stake)
    short: bool = False  #: he demanded a show for a sum (Rule 60)
    short_against: tuple = ()  #: the players in the game when he demanded it
    draw: DrawStep = DrawStep.PENDING
    discarded: tuple = ()
    demand: int = 0
    given: int = 0
    asked: bool = False  #: he asked the dealer how many he drew (Rule 49)
    bet_after_draw: bool = False
    borrowed: int = 0
    borrowed_to_raise: bool = False
    shown: bool = False
    acted: bool = False  #: he has had his say in this round


@dataclass
class DealState:
    """The shuffle, the cut and the deal (Rules 3-17)."""

    number: int = 1  #: 2 after one misdeal...
    since: int = 0  #: the number of actions done when this deal began (a breach of an earlier deal is closed)
    shuffles: int = 0
    dealer_shuffled: bool = False
    cut: bool = False
    uncut: bool = False  #: the deal began without a cut (Rules 8-9: a breach that waits for a claim)
    dealt: int = 0
    finished: bool = False
    speakers: list = field(default_factory=list)  #: who spoke to the dealer while he dealt (Rules 15-16)


@dataclass
class AnteState:
    """The ante and the straddles (Rules 19-24)."""

    seat: int  #: the player left of the dealer (Rule 20)
    amount: int
    straddles: list = field(default_factory=list)  #: seats that straddled, in order
    straddle_turn: Optional[int] = None
    blind_money: int = 0  #: the pool when the blind stakes were made (Rule 60)


@dataclass
class PlayState:
    """The betting rounds before and after the draw (Rules 25-28, 52-58)."""

    opened: bool = False
    opener: Optional[int] = None
    false_opening: bool = False
    highest: int = 0
    turn: Optional[int] = None
    last_actor: Optional[int] = None


@dataclass
class ShortPack:
    """Rule 41 when the pack will not serve every player: those yet to draw
    discard now (``queue``); the dealer collects the discards (``collected``),
    the player at his right cuts them (``cut``), and they follow the pack."""

    queue: list = field(default_factory=list)
    collected: Optional[list] = None
    cut: bool = False


@dataclass
class DrawState:
    """The draw (Rules 34-51): the order, whose turn, a short pack."""

    order: list = field(default_factory=list)
    pos: int = 0
    last_give: Optional[int] = None
    short: Optional[ShortPack] = None
    turned: list = field(default_factory=list)  #: cards turned up, until the ruling returns them to the pack (Rule 40)

    @property
    def seat(self) -> int:
        return self.order[self.pos]


@dataclass(frozen=True)
class Refund:
    """A refund under Rule 14 (by the dealer, or by Rule 16 the player who spoke to him); undone by a misdeal."""

    payer: int
    payee: int
    paid: int
    owed: int = 0


@dataclass(frozen=True)
class PlayerView:
    """What one player may know (Rule 6: the others' cards are face down; law
    28: a retired hand is never divulged; Rule 51: nobody is told another's draw
    by the dealer, but every draw is seen as it is made)."""

    seat: int
    name: str
    hand: tuple[Card, ...]
    phase: Phase
    to_act: Optional[int]
    dealer: int
    ante: int
    limit: int
    jackpot: bool
    jackpot_minimum: Optional[Rank]
    opened: bool
    pool: int
    highest_stake: int
    stakes: tuple[int, ...]
    stacks: tuple[int, ...]
    in_game: tuple[bool, ...]
    short: tuple[bool, ...]
    card_counts: tuple[int, ...]
    drawn: tuple[Optional[int], ...]
    exposed: tuple[tuple[Card, ...], ...]
    shown: tuple[Optional[tuple[Card, ...]], ...]
    names: tuple[str, ...]
    legal: tuple[Action, ...]
    #: how many cards are left in the pack (anyone sees whether it will serve every player, Rule 41)
    pack_count: int = 0


@dataclass(frozen=True)
class PokerResult(DealResult):
    """What a finished game of Draw Poker reports to its sitting (the game never writes into it):
    the core's :class:`~games.core.sitting.DealResult` (its number, the laws it was settled under),
    and ``next_jackpot_level`` (0: the next game is an ordinary one; 1, 2, 3...: a jack-pot, laws
    29-33), ``carried`` (the chips left in the pool for the next game) and ``loans`` (those made in
    the game, Rule 62: ``(borrower, lender or None for the bank, amount)``).  The chips themselves
    moved on the sitting's ledger as the game was played."""

    next_jackpot_level: int = 0
    carried: int = 0
    loans: tuple = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        for name in ("next_jackpot_level", "carried"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise IllegalActionError(f"PokerResult.{name} = {v!r}: a whole number from 0", self.laws[0])
        object.__setattr__(self, "loans", tuple(self.loans))
