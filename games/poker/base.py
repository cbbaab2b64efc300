"""What every chapter of a game of Draw Poker shares: the seats, the chips
(through the sitting's :class:`~games.core.ledger.Ledger`), turns and checks,
and the duties one chapter asks of another.

:class:`PokerBase` is the :class:`games.core.state.State` the chapter mixins
(:mod:`~games.poker.deal`, :mod:`~games.poker.ante`, :mod:`~games.poker.play`,
:mod:`~games.poker.draw`, :mod:`~games.poker.betting`,
:mod:`~games.poker.show`, :mod:`~games.poker.remedies`) build on;
:class:`games.poker.game.Game` composes them.  No chapter imports another:
every method one chapter calls on another is declared here (a stub with the
chapter that answers for it), so each chapter type-checks against this class
alone.  The sitting the game belongs to is seen through
:class:`SittingTerms` (a protocol: what a game asks of its sitting), so that
this module need not import :mod:`games.poker.sitting`, which creates games.

>>> from games.poker.base import PokerBase, SittingTerms
>>> from games.poker.sitting import Sitting
>>> isinstance(Sitting(["Ann", "Bob"], seed=1), SittingTerms)
True
>>> PokerBase.duties()['_start_draw']
'draw'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Optional, Protocol, runtime_checkable

from games.core.actions import SettlementLine
from games.core.ledger import Ledger, seat_account
from games.core.referee import Irregularity, Referee, Ruling
from games.core.seating import cycle_from
from games.core.sitting import DealResult
from games.core.state import Mode, State
from games.core.turns import duty
from games.errors import IllegalActionError, OutOfTurnError
from games.laws import implements
from games.poker import hands as _hands
from games.poker.actions import PokerAction
from games.poker.records import (
    AnteState, Automation, DealState, DrawState, Duty, Phase, PlayState, Refund, SeatState,
)
from games.poker.rules import PokerRules, law, minimum_for, minimum_score
from games.poker.rulings.betting import BetWithFoulHand
from games.poker.rulings.draw import FoulHandAfterDraw

__all__ = ["PokerBase", "SittingTerms", "duty"]


@runtime_checkable
class SittingTerms(Protocol):
    """What a game asks of the sitting it belongs to (:class:`games.poker.sitting.Sitting` is one).
    Its number, dealer, seed and players come in the :class:`~games.core.sitting.DealStart` the
    sitting's ``begin_deal`` gave it; its result goes back through :meth:`report`."""

    rules: PokerRules
    mode: Mode
    ante: int
    limit: int
    jackpot_level: int
    ledger: Ledger
    abrogated: set[str]

    @property
    def carried(self) -> int:
        """The chips in the pool between games."""

    def enforced(self, law_id: str) -> bool:
        """Is the law in force for the current game (Rules 80-81)?"""

    def check_ante(self, amount: int) -> None:
        """Refuse an ante above half the limit (Rule 19)."""

    def report(self, result: DealResult) -> None:
        """Take a finished game's result (a :class:`~games.poker.records.PokerResult`): the next
        dealer (Rule 18), the next jack-pot (29-33); the game never writes into the sitting."""

    def state(self) -> dict:
        """What a game's snapshot covers of the sitting."""




class PokerBase(State):
    """The state of one game of Draw Poker; the chapters add their handlers."""

    action_base = PokerAction
    #: configuration, not state: left out of the snapshot
    not_state = frozenset({"sitting", "rules", "automations"})

    # set by Game.__init__
    sitting: SittingTerms
    ledger: Ledger
    dealer: int
    number: int
    carried_in: int
    start_stacks: tuple[int, ...]
    settlement: tuple[SettlementLine, ...]
    result: dict
    rules: PokerRules
    automations: Automation
    seats: list[SeatState]
    dealt_in: tuple[int, ...]
    phase: Phase
    deal: DealState
    antes: AnteState
    play: PlayState
    drawing: DrawState
    stock: list
    discards: list
    show_order: list[int]
    refunds: list[Refund]
    jackpot: bool
    level: int
    next_jackpot_level: int
    loans: list[tuple[int, Optional[int], int]]  #: made in this game (Rule 62), reported at the end

    if TYPE_CHECKING:
        # State.referee is an attribute or a property (as documented there; nothing assigns it): here the
        # remedies chapter's property, never None
        @property
        def referee(self) -> Referee:  # type: ignore[override]
            """The referee of the rule set's own code (:mod:`games.poker.remedies`)."""

    # -- the chips ------------------------------------------------------------------------
    #: the stacks and the pool when the game ended (the ledger goes on to the next game)
    final: Optional[tuple[tuple[int, ...], int]] = None

    @property
    def stacks(self) -> list[int]:
        """Each player's chips now (at the end, once the game is over)."""
        if self.final is not None:
            return list(self.final[0])
        return [self.ledger[seat_account(s)] for s in range(self.n)]

    @property
    def pool(self) -> int:
        return self.final[1] if self.final is not None else self.ledger["pool"]

    def _move(self, seat: int, amount: int, lw: Optional[str] = None) -> None:
        """``seat`` deposits ``amount`` in the pool (Rule 56)."""
        self.ledger.transfer(seat_account(seat), "pool", amount, law=lw)

    def _pay(self, payer: int, payee: int, amount: int, lw: Optional[str] = None) -> None:
        self.ledger.transfer(seat_account(payer), seat_account(payee), amount, law=lw)

    def _funds(self, seat: int, amount: int, lw: str) -> None:
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise IllegalActionError(f"{amount!r} is not a number of chips", lw)
        if amount > self.stacks[seat]:
            raise IllegalActionError(
                f"{self.name(seat)} has {self.stacks[seat]} chips, not {amount}"
                + ("; borrowing is allowed (Rule 62)" if self.rules.borrowing else ""),
                lw,
            )

    # -- seats and turns --------------------------------------------------------------------
    def name(self, seat: Optional[int]) -> str:
        return "the pool" if seat is None else self.names[self.check_seat(seat)]

    def log_for(self, seat: Optional[int]) -> list:
        """The events as ``seat`` saw them (``None``: an onlooker who sees only what is public)."""
        return super().log_for(None if seat is None else self.check_seat(seat, law(6)))

    def check_seat(self, seat: object, lw: Optional[str] = None) -> int:
        """``seat`` if it is a seat of this game; else the library's error (naming ``lw``), not a raw
        ``TypeError`` or ``IndexError``."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.n:
            raise IllegalActionError(f"there is no seat {seat!r} (seats 0 to {self.n - 1})", lw)
        return seat

    def _cycle_from(self, start: int) -> list[int]:
        """Dealt-in seats in turn (to the left) beginning with ``start`` or the next one after it."""
        return cycle_from(start, self.n, self.dealt_in)

    @property
    def contenders(self) -> list[int]:
        """Players still in the game."""
        return [s for s in self.dealt_in if not self.seats[s].retired]

    def _eligible(self) -> list[int]:
        """Players still in the game who have not demanded a show for a sum."""
        return [s for s in self.dealt_in if not self.seats[s].retired and not self.seats[s].short]

    def _enforced(self, n: int) -> bool:
        return self.sitting.enforced(law(n))

    def _value(self, cards: Iterable) -> int:
        return _hands.score(tuple(cards), self.rules.hands)

    @property
    def minimum(self):
        """The pair that opens this jack-pot (``None``: not a jack-pot)."""
        return minimum_for(self.level, self.rules)

    def has_openers(self, seat: int) -> bool:
        """Rules 30-32: does the seat's original hand hold the jack-pot minimum or better?"""
        return self._meets_minimum(self.seats[self.check_seat(seat, law(30))].original)

    @implements(law(30), law(31), law(32))
    def _meets_minimum(self, cards) -> bool:
        """"Two knaves, or better" (30), two queens (31), two kings (32)."""
        if self.minimum is None:
            return True
        if len(cards) != 5:
            return False
        return self._value(cards) >= minimum_score(self.minimum, self.rules.hands)


    def _turn_check(self, seat: int, duty: Duty, lw: str) -> None:
        k = self.step()
        if k is None or k.seat != seat or k.duty is not duty:
            who = self.name(k.seat) if k else "nobody"
            raise OutOfTurnError(f"it is not {self.name(seat)}'s turn to {duty.value} (next: {who})", lw)

    def _phase_check(self, phases, lw: str, what: str) -> None:
        if self.phase not in phases:
            raise IllegalActionError(f"{what} is not possible in the {self.phase.value}", lw)

    def _retire(self, seat: int, why: str, lws: tuple, foul: bool = False) -> None:
        st = self.seats[seat]
        st.retired = True
        st.retire_reason = why
        st.retire_laws = tuple(lws)
        st.foul = st.foul or foul
        words = f"{self.name(seat)} passes and retires" if why == "passes" else f"{self.name(seat)} retires: {why}"
        self.event("retire", f"{words}; the stake stays in the pool", lws, seat)

    @implements(law(48), law(63))
    def _foul_taken_up(self, seat: int, bet: bool) -> None:
        """Called by the verifier of an act that takes up the cards after the draw (raising them,
        or a first bet, which raises them too): a hand of more or less than five is foul (Rule 48;
        Rule 63 if he bets on it).  Only its holder sees it; it is ruled on when claimed."""
        st = self.seats[seat]
        if self.phase not in (Phase.DRAW, Phase.BETTING) or st.retired or len(st.hand) == 5:
            return
        n = len(st.hand)
        if bet and not st.bet_after_draw:
            self.irregular(law(63), f"{self.name(seat)} bets with a foul hand of {n} cards", BetWithFoulHand(), seat)
        elif not bet and not st.raised_after_draw:
            self.irregular(law(48), f"{self.name(seat)} takes up {n} cards: a foul hand", FoulHandAfterDraw(), seat)

    def _random_cut(self, n: int) -> int:
        """Where the player at the dealer's right cuts a packet of ``n`` (a chance step of its own)."""
        return self.rng("cut", self.deal.number, self.deal.shuffles).randint(1, n - 1) if n > 1 else 0

    def run_automations(self) -> None:
        """Take the steps the game's :class:`~games.poker.records.Automation` flags take by themselves (after they
        were changed)."""
        self._automate()

    # -- the duties one chapter asks of another ------------------------------------------------------
    @classmethod
    def duties(cls) -> dict[str, str]:
        """The duties declared here, each with the chapter that answers for it."""
        return {n: f._duty_of for n, f in vars(PokerBase).items() if hasattr(f, "_duty_of")}

    # the deal (Rules 3-18)
    @duty("deal")
    def _raise_before_draw(self, seat: int) -> None:
        """``seat`` takes up the cards dealt him (Rules 12-13)."""

    @duty("deal")
    def _misdeal(self, why: str, lws: tuple) -> None:
        """A misdeal: the cards go back to the pack and the same dealer deals again (Rules 8, 10, 12)."""

    @duty("deal")
    def _foul_dealt(self, seat: int, lws: tuple) -> None:
        """The holder of a foul hand dealt him retires and his ante or straddle is refunded (Rules 13-14, 16)."""

    # the play and the jack-pot (Rules 23-33)
    @duty("play")
    def _start_play(self) -> None:
        """The deal is taken up: the play begins with the first say (Rules 23-24)."""

    @duty("play")
    def open_minimum(self) -> int:
        """The least total stake that opens the game (Rule 25)."""
        raise NotImplementedError

    @duty("play")
    def _advance(self, acted: bool = True) -> None:
        """After a step of the play or the betting: whose turn now, or the end of the round."""

    @duty("play")
    def _raised(self, seat: int) -> None:
        """``seat`` raised: every other player has his say again."""

    @duty("play")
    def _limit_check(self, total: int) -> None:
        """Refuse a stake raised by more than the limit (Rule 19)."""

    @duty("play")
    def _jackpot_check(self, seat: int) -> bool:
        """The winning opener of a jack-pot shows his openers (Rule 33); False if he had not the minimum."""
        raise NotImplementedError

    # the draw (Rules 34-51)
    @duty("draw")
    def _start_draw(self) -> None:
        """The stakes are equal: the draw begins left of the dealer (Rules 34-35)."""

    @duty("draw")
    def _next_drawer(self) -> None:
        """The turn to draw passes to the next player (or the betting begins)."""

    @duty("draw")
    def _cut_collected(self, a) -> None:
        """The collected discards are cut by the player at the dealer's right (Rule 41)."""

    @duty("draw")
    def _give_back(self, seat: int, k: int) -> None:
        """The dealer takes back ``k`` cards given in excess (Rule 42)."""

    @duty("draw")
    def _give_more(self, seat: int, k: int) -> None:
        """The dealer makes good a deficiency of ``k`` cards (Rule 43)."""

    @duty("draw")
    def _proper_number(self, seat: int) -> None:
        """Nobody can give evidence: the player is held to have demanded the proper number (Rule 46)."""

    # the betting (Rules 52-58)
    @duty("betting")
    def _start_betting(self) -> None:
        """The draw is over: the betting begins left of the ante (Rule 53)."""

    @duty("betting")
    def _win_uncalled(self, seat: int) -> None:
        """A bet nobody calls wins the pool without a show (Rule 58)."""

    # the show and the settlement (Rules 59-64, 76)
    @duty("show")
    def _start_show(self) -> None:
        """The bets are equal: the hands are shown in turn (Rule 59)."""

    @duty("show")
    def _after_foul(self, seat: int) -> None:
        """The game goes on without a player retired for a foul hand."""

    @duty("show")
    def _settle_nobody(self) -> None:
        """No player is left to claim the pool: it goes to the next game."""

    @duty("show")
    def _close(self, lines: list[SettlementLine], next_level: int) -> None:
        """The game is over: settle it with ``lines``; the next game is a jack-pot of ``next_level``."""

    # the remedies of the referee's rulings (TABLE mode)

    @duty("remedies")
    def _ask_referee(self, irregularity: Irregularity, seat: int) -> Optional[Ruling]:
        """A ruling needed in the course of carrying out another, or at the end (logged, then applied;
        ``None`` when the code's book is silent on it)."""
