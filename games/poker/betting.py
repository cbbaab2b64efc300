"""The betting after the draw (Peel Rules 52-58).

The player left of the ante bets first (53); each in turn bets at least as
much as the preceding player or retires (53-54); a bet once deposited, in
turn or out of it, stands (55-56); what a player says binds nobody (57); a
bet nobody calls wins the pool without a show (58).  The stakes and passes
themselves are :mod:`games.poker.play`'s, shared with the play before the
draw.
"""

from __future__ import annotations

from games.core.actions import SettlementLine
from games.core.ledger import seat_account
from games.core.prose import chips
from games.core.state import applies, verifies
from games.errors import IllegalActionError
from games.laws import implements
from games.poker.actions import BetOutOfTurn, Declare
from games.poker.base import PokerBase
from games.poker.records import Phase
from games.poker import law_words as W
from games.poker.rules import law, laws
from games.poker.rulings.betting import BettingOutOfTurn

__all__ = ["BettingChapter"]


class BettingChapter(PokerBase):
    """Rules 52-58."""

    @implements(law(52), law(53))
    def _start_betting(self) -> None:
        """Rule 53: the player left of the ante bets first, whether the ante-man has retired or not."""
        self.phase = Phase.BETTING
        for s in self.dealt_in:
            self.seats[s].acted = False
        contenders = self.contenders
        if len(contenders) <= 1:
            if contenders:
                self._win_uncalled(contenders[0])
            else:
                self._settle_nobody()
            return
        eligible = self._eligible()
        if not eligible:
            self._start_show()
            return
        self.play.turn = [s for s in self._cycle_from(self.left(self.antes.seat)) if s in eligible][0]
        self.event("betting", f"the betting: {self.name(self.play.turn)} has the first right to bet", laws(53))

    @verifies(BetOutOfTurn)
    @implements(law(55), law(56))
    def _verify_bet_out_of_turn(self, a: BetOutOfTurn) -> None:
        """Rule 55: a bet once made, in turn or not, cannot be recalled; Rule 56:
        it is complete when deposited, and counts as deposited in the pool."""
        self._phase_check((Phase.BETTING,), law(53), "a bet")
        st = self.seats[a.seat]
        if st.retired or st.short or a.seat not in self.dealt_in:
            raise IllegalActionError(f"{self.name(a.seat)} is not in the game", W.PASS_FORFEITS)
        if a.seat == self.play.turn:
            raise IllegalActionError("it is the player's turn: bet with Stake", W.TURN_TO_BET)
        if not isinstance(a.amount, int) or a.amount < 1:
            raise IllegalActionError("a bet is a deposit of chips", law(56))
        self._limit_check(st.stake + a.amount)
        self._funds(a.seat, a.amount, law(56))
        self._foul_taken_up(a.seat, bet=True)
        self.irregular(law(55), f"{self.name(a.seat)} deposits {a.amount} out of turn", BettingOutOfTurn(), a.seat)

    @applies(BetOutOfTurn)
    def _apply_bet_out_of_turn(self, a: BetOutOfTurn) -> None:
        st = self.seats[a.seat]
        self._move(a.seat, a.amount, law(56))
        st.stake += a.amount
        st.bet_after_draw = True
        st.raised_after_draw = True
        if st.stake > self.play.highest:
            if st.borrowed:
                st.borrowed_to_raise = True
            self.play.highest = st.stake
            self._raised(a.seat)
        self.event("out-of-turn", f"the bet stands and cannot be recalled: {self.name(a.seat)}'s stake is now {chips(st.stake)}", laws(55, 56), a.seat)

    @verifies(Declare)
    @implements(law(57))
    def _verify_declare(self, a: Declare) -> None:
        """Rule 57: a statement of intention does not bind; the player keeps his right to bet or pass."""
        if self.phase not in (Phase.PLAY, Phase.BETTING):
            raise IllegalActionError("statements about betting are made in the betting", law(57))

    @applies(Declare)
    def _apply_declare(self, a: Declare) -> None:
        self.event("statement", f"{self.name(a.seat)} says \u201c{a.text}\u201d; a statement binds nobody", laws(57), a.seat)

    @implements(law(58))
    def _win_uncalled(self, seat: int) -> None:
        """Rule 58: a bet or raise that no other player calls or raises wins the pool, without a show."""
        self.play.turn = None
        if any(self.seats[s].short and not self.seats[s].retired and s != seat for s in self.dealt_in):
            self._start_show()
            return
        if self.jackpot and self.play.opener == seat and self._enforced(33) and not self._jackpot_check(seat):
            return
        pool = self.pool
        self.ledger.transfer("pool", seat_account(seat), pool, law=law(58))
        self._close([SettlementLine(seat, self.name(seat), pool, "wins the pool: no other player called", laws(58))],
                    next_level=0)
