"""What every chapter of a hand of Whist shares: the hand's records and the duties one chapter asks of
another.  :class:`WhistBase` is the :class:`games.core.state.State` the chapter mixins
(:mod:`~games.whist.deal`, :mod:`~games.whist.play`, :mod:`~games.whist.penalties`,
:mod:`~games.whist.revoke`) build on; :class:`games.whist.game.Whist` composes them, and each duty
declared here is carried out by the chapter named (:func:`games.core.turns.duty`), so that each
chapter type-checks against this class alone.

>>> from games.core.turns import duties_of
>>> from games.whist.base import WhistBase
>>> duties_of(WhistBase)["_due"], duties_of(WhistBase)["_expose"]
('play', 'penalties')
"""

from __future__ import annotations

from typing import Optional

from games.cards import ACE_HIGH, Card, Pack, Suit
from games.citations import Cite
from games.core.sitting import DealResult
from games.core.state import State
from games.core.turns import duty
from games.errors import IllegalActionError
from games.whist.quotations import q
from games.whist.records import Auto, LeadOutOfTurn, Phase, PlayRecord, Preparation
from games.whist.rules import WhistRules

__all__ = ["WhistBase"]

_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


class WhistBase(State):
    """The hand's records (set by :class:`games.whist.game.Whist`) and the duties its chapters call."""

    rules: WhistRules
    automations: Auto
    phase: Phase
    dealer: int  #: whose deal it is
    rightful_dealer: int
    deal_number: int
    pack_no: int  #: which of the two packs (0: the first dealer's side's)
    deck: Optional[Pack]  #: a stacked pack, for lessons and tests
    score_before: dict
    penalties: list
    revoked_sides: set
    shown: list
    result: Optional[DealResult]
    deal_began: int  #: the number of actions before this deal began (breaches before it are of a hand dealt again)
    #: the deal in preparation (set when a deal begins)
    prep: Preparation
    #: the play of the hand: set when the trump card is turned up, ``None`` before (the phase says which; it is
    #: typed as set because every chapter but the deal's reads it only in the phase of the play)
    play: PlayRecord
    _dealt_cards: list  #: the hands as dealt, before the trump card is turned
    _trump_card: Optional[Card]  #: the last card, dealt to the dealer, to be turned up
    is_dummy_game: bool = False
    dummy_hands: frozenset = frozenset()
    variant_no_misdeal: bool = False

    # -- the code ---------------------------------------------------------------------------------------
    @property
    def code(self) -> str:
        """The id of the code in force (``"hoffmann-whist"`` or ``"foster-whist"``)."""
        return self.rules.code

    def L(self, n: str, key: str = "") -> str:
        """Law ``n`` of the code in force, cited with the words of it that ``key`` names in the law table
        (:mod:`games.whist.quotations`; ``""``: its principal quotation)."""
        return q(self.rules.law(n), key)

    # -- the code's table: what a step cites, and whether the code rules on it (games.whist.codes) ----------
    def law(self, matter: str, step: str = "") -> Optional[Cite]:
        """The law the code in force cites for ``(matter, step)`` of its table, or ``None`` where its pages are
        silent (:meth:`games.whist.codes.CodeTable.law`)."""
        return self.rules.table.law(matter, step)

    def laws(self, matter: str, step: str = "") -> tuple:
        """The laws the code in force cites for ``(matter, step)`` (``()`` where its pages are silent)."""
        return self.rules.table.laws(matter, step)

    def rules_on(self, matter: str, step: str = "") -> bool:
        """Whether the code in force has a law on ``(matter, step)``."""
        return self.rules.table.rules_on(matter, step)

    def silence(self, matter: str, step: str, what: str) -> IllegalActionError:
        """The refusal of ``what`` where the code in force is silent on ``(matter, step)``, in the words of its
        table."""
        return self.rules.table.silence(matter, step, what)

    @staticmethod
    def sort_key(c: Card) -> tuple:
        """A hand's order: spades, hearts, clubs, diamonds, each from the ace down."""
        return (_SUITS.index(c.suit), -ACE_HIGH.index(c.rank))

    def side_name(self, side: int) -> str:
        """The two names of ``side`` (0, the first dealer's, or 1)."""
        if not isinstance(side, int) or isinstance(side, bool) or side not in (0, 1):
            raise IllegalActionError(f"the sides are 0 (the first dealer's) and 1, not {side!r}")
        return f"{self.names[side]} and {self.names[side + 2]}"

    @property
    def sides(self) -> tuple[str, str]:
        return (self.side_name(0), self.side_name(1))

    @property
    def trick_dealer(self) -> int:
        """The player who dealt this hand (and holds the trump card)."""
        dealt = self.prep.dealt_by
        return self.dealer if dealt is None else dealt

    def _dealt_trump(self) -> Card:
        """The trump card dealt (refused before the deal)."""
        if self._trump_card is None:
            raise IllegalActionError("the cards are not dealt yet")
        return self._trump_card

    def _next_to_play(self) -> int:
        """The seat to play to the trick in progress (refused if it is complete, or if no card is dealt)."""
        p = self.play
        seat = p.trick.to_play if p is not None else None
        if seat is None:
            raise IllegalActionError("no one is to play to a trick now")
        return seat

    # -- the variants' hooks (Dummy) ------------------------------------------------------------------
    def dummy_wrong_hand(self, irr: LeadOutOfTurn) -> bool:
        """At Dummy: the lead came from the wrong one of the two hands one player plays."""
        return False

    def dummy_rightful_hand(self, irr: LeadOutOfTurn) -> int:
        return irr.rightful

    # -- the play's duties ------------------------------------------------------------------------------
    @duty("play")
    def holding(self, hand: int) -> tuple:
        """The cards ``hand`` holds: in his hand, and the trump card while it lies on the table (the dealer's)."""
        raise NotImplementedError

    @duty("play")
    def _silent(self, what: str) -> IllegalActionError:
        """The refusal of ``what`` under Hoffmann's code, whose pages end with the trump card."""
        raise NotImplementedError

    @duty("play")
    def _caller(self, hand: int) -> int:
        """The adversary who calls before ``hand`` plays."""
        raise NotImplementedError

    @duty("play")
    def _marker(self, hand: int) -> tuple:
        """Where the play stands, for ``hand``: the calls put to him here are not put again."""
        raise NotImplementedError

    @duty("play")
    def _due(self, hand: int) -> list:
        """The liabilities the adversaries may call on now, before ``hand`` plays."""
        raise NotImplementedError

    @duty("play")
    def _check_play(self, seat: int, card: Card) -> None:
        """The checks common to every card played (refusals, then the irregularities)."""
        raise NotImplementedError

    @duty("play")
    def _put(self, seat: int, card: Card) -> None:
        """``card`` put from ``seat``'s hand to the trick."""
        raise NotImplementedError

    # -- the penalties' duties --------------------------------------------------------------------------
    @duty("penalties")
    def _in_play(self, law: str) -> None:
        """Refused under ``law`` unless the cards are being played."""
        raise NotImplementedError

    @duty("penalties")
    def _expose(self, seat: int, cards, law: str) -> None:
        """``cards`` of ``seat`` left face up on the table, liable to be called under ``law``."""
        raise NotImplementedError

    @duty("penalties")
    def _take_back(self, upto: int, law: str) -> list:
        """The cards played to the trick after position ``upto`` taken back."""
        raise NotImplementedError

    @duty("penalties")
    def _force_highlow(self, seat: int, which: str, law: str) -> None:
        """``seat`` must play his ``which`` (highest or lowest) card of the suit led."""
        raise NotImplementedError
