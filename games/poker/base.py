"""What every chapter of a game of Draw Poker shares: the seats, the chips
(through the sitting's :class:`~games.core.ledger.Ledger`), turns and checks.

:class:`PokerBase` is the :class:`games.core.state.State` the chapter mixins
(:mod:`~games.poker.deal`, :mod:`~games.poker.ante`, :mod:`~games.poker.play`,
:mod:`~games.poker.draw`, :mod:`~games.poker.betting`,
:mod:`~games.poker.show`) build on; :class:`games.poker.game.Game` composes
them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Optional

from games.core.ledger import seat_account
from games.core.state import State
from games.errors import IllegalActionError, OutOfTurnError
from games.laws import implements
from games.poker import hands as _hands
from games.poker.actions import PokerAction
from games.poker.records import (
    AnteState, Automation, DealState, DrawState, Duty, Phase, PlayState, Refund, SeatState, Step,
)
from games.poker.rules import PokerRules, law, minimum_for, minimum_score

if TYPE_CHECKING:  # pragma: no cover
    from games.poker.sitting import Sitting

__all__ = ["PokerBase"]


class PokerBase(State):
    """The state of one game of Draw Poker; the chapters add their handlers."""

    action_base = PokerAction
    #: configuration, not state: left out of the snapshot
    not_state = frozenset({"sitting", "rules", "automations"})

    # set by Game.__init__
    sitting: "Sitting"
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
        """``seat`` deposits ``amount`` in the pool (law 56)."""
        self.ledger.transfer(seat_account(seat), "pool", amount, law=lw)

    def _pay(self, payer: int, payee: int, amount: int, lw: Optional[str] = None) -> None:
        self.ledger.transfer(seat_account(payer), seat_account(payee), amount, law=lw)

    def _funds(self, seat: int, amount: int, lw: str) -> None:
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise IllegalActionError(f"{amount!r} is not a number of chips", lw)
        if amount > self.stacks[seat]:
            raise IllegalActionError(
                f"{self.name(seat)} has {self.stacks[seat]} chips, not {amount}"
                + ("; he may borrow (law 62)" if self.rules.borrowing else ""),
                lw,
            )

    # -- seats and turns --------------------------------------------------------------------
    def name(self, seat: Optional[int]) -> str:
        return "the pool" if seat is None else self.names[seat]

    def _cycle_from(self, start: int) -> list[int]:
        """Dealt-in seats in turn (to the left) beginning with ``start`` or the next one after it."""
        return [s for s in ((start + i) % self.n for i in range(self.n)) if s in self.dealt_in]

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
        """Laws 30-32: does the seat's original hand hold the jack-pot minimum or better?"""
        return self._meets_minimum(self.seats[seat].original)

    @implements(law(30), law(31), law(32))
    def _meets_minimum(self, cards) -> bool:
        """"Two knaves, or better" (30), two queens (31), two kings (32)."""
        if self.minimum is None:
            return True
        if len(cards) != 5:
            return False
        return self._value(cards) >= minimum_score(self.minimum, self.rules.hands)

    def _step(self) -> Optional[Step]:
        """The next step (each chapter answers for its phase)."""
        raise NotImplementedError

    def _turn_check(self, seat: int, duty: Duty, lw: str) -> None:
        k = self._step()
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
        self.event("retire", f"{self.name(seat)} retires: {why}; his stake stays in the pool", lws, seat)

    def run_automations(self) -> None:
        """Take the steps the game's :class:`~games.poker.records.Automation` flags take by themselves (after they
        were changed)."""
        self._automate()
