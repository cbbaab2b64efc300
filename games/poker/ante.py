"""The ante and the straddle (Peel Rules 19-24), and the jack-pot antes (30-31).

The player left of the dealer stakes the ante before the cards are dealt;
the players after him may straddle in turn, each doubling the blind stake by
the amount of the ante, ending with the dealer.  State: :class:`~games.poker.records.AnteState`
(``game.antes``).
"""

from __future__ import annotations

from games.core.prose import chips
from games.core.seating import cycle_from, next_seat
from games.core.state import applies, verifies
from games.core.turns import Step, automates, offers, turn
from games.errors import IllegalActionError, OutOfTurnError
from games.laws import implements
from games.poker.actions import Ante, Borrow, DeclineStraddle, JackpotAnte, PokerAction, Straddle
from games.poker.base import PokerBase
from games.poker.records import Automation, Duty, Phase
from games.poker import law_words as W
from games.poker.rules import law, laws

__all__ = ["AnteChapter"]


class AnteChapter(PokerBase):
    """Rules 19-24 and the jack-pot antes of Rules 30-31."""

    # -- the turn protocol: the ante, the jack-pot antes, the straddles -----------------------------
    @turn(Phase.ANTE, Phase.STRADDLE)
    def _ante_step(self) -> Step:
        if self.phase is Phase.ANTE:
            if self.jackpot:
                for s in self.dealt_in:
                    if self.seats[s].dead == 0:
                        return Step("player", s, Duty.JACKPOT_ANTE)
            return Step("player", self.antes.seat, Duty.ANTE)
        return Step("player", self.antes.straddle_turn, Duty.STRADDLE)

    def _borrow_for_ante(self, seat: int) -> list[PokerAction]:
        ante = self.sitting.ante
        return [Borrow(seat, ante - self.stacks[seat])] if self.stacks[seat] < ante and self.rules.borrowing else []

    @offers(Duty.ANTE)
    def _antes_open(self, k: Step) -> list[PokerAction]:
        s, ante = k.whose, self.sitting.ante
        out: list[PokerAction] = [Ante(s, a) for a in range(1, self.sitting.limit // 2 + 1) if a <= self.stacks[s]]
        out.sort(key=lambda x: x.amount != ante)  # type: ignore[attr-defined]
        return out + self._borrow_for_ante(s)

    @offers(Duty.JACKPOT_ANTE)
    def _jackpot_antes_open(self, k: Step) -> list[PokerAction]:
        return [JackpotAnte(k.whose), *self._borrow_for_ante(k.whose)]

    @offers(Duty.STRADDLE)
    def _straddles_open(self, k: Step) -> list[PokerAction]:
        return [DeclineStraddle(k.whose), Straddle(k.whose)]

    @automates(Duty.ANTE, Automation.ANTE)
    def _auto_ante(self, k: Step) -> PokerAction:
        return Ante(k.whose, self.sitting.ante)

    @automates(Duty.JACKPOT_ANTE, Automation.ANTE)
    def _auto_jackpot_ante(self, k: Step) -> PokerAction:
        return JackpotAnte(k.whose)

    @automates(Duty.STRADDLE, Automation.DECLINE_STRADDLES)
    def _auto_decline_straddle(self, k: Step) -> PokerAction:
        return DeclineStraddle(k.whose)

    @verifies(Ante)
    @implements(law(19), law(20))
    def _verify_ante(self, a: Ante) -> None:
        """Rule 20: the player to the left of the dealer stakes the ante before
        the cards are dealt; Rule 19: not above half the limit."""
        self._phase_check((Phase.ANTE,), law(20), "the ante")
        if self.jackpot:
            raise IllegalActionError("in a jack-pot every player pays the ante instead", law(30))
        if a.seat != self.antes.seat:
            raise OutOfTurnError(f"the ante is staked by {self.name(self.antes.seat)}, the player left of the dealer", law(20))
        if not isinstance(a.amount, int) or a.amount < 1:
            raise IllegalActionError("the ante is at least one chip", law(20))
        self.sitting.check_ante(a.amount)
        self._funds(a.seat, a.amount, law(20))

    @applies(Ante)
    def _apply_ante(self, a: Ante) -> None:
        self._move(a.seat, a.amount, law(20))
        st = self.seats[a.seat]
        st.stake = st.blind = a.amount
        self.antes.amount = a.amount
        self.play.highest = a.amount
        self.event("ante", f"{self.name(a.seat)} stakes the ante, {chips(a.amount)}", laws(20), a.seat)
        self._start_straddle()

    @verifies(JackpotAnte)
    @implements(law(30), law(31))
    def _verify_jackpot_ante(self, a: JackpotAnte) -> None:
        """Rules 30-31: in a jack-pot every player pays a sum equal to the ante."""
        self._phase_check((Phase.ANTE,), law(30), "the jack-pot ante")
        if not self.jackpot:
            raise IllegalActionError("this game is not a jack-pot; the ante is staked by the player left of the dealer", law(20))
        self._turn_check(a.seat, Duty.JACKPOT_ANTE, law(30))
        self._funds(a.seat, self.sitting.ante, law(30))

    @applies(JackpotAnte)
    def _apply_jackpot_ante(self, a: JackpotAnte) -> None:
        amt = self.sitting.ante
        self._move(a.seat, amt, law(30))
        self.seats[a.seat].dead = amt
        self.event("jackpot-ante", f"{self.name(a.seat)} pays {chips(amt)} into the jack-pot",
                   (W.JACKPOT_PAYS if self.level == 1 else W.JACKPOT_AGAIN,), a.seat)
        if all(self.seats[s].dead for s in self.dealt_in):
            self.antes.amount = self.sitting.ante
            self._to_shuffle()

    def _start_straddle(self) -> None:
        first = [s for s in self._cycle_from(self.left(self.antes.seat)) if s != self.antes.seat]
        if not first:
            self._to_shuffle()
            return
        self.phase = Phase.STRADDLE
        self.antes.straddle_turn = first[0]

    def _straddle_candidates_after(self, seat: int) -> list[int]:
        """Players after ``seat`` up to and including the dealer (Rule 21)."""
        out = []
        for s in cycle_from(next_seat(seat, self.n), self.n):
            if s == self.antes.seat:
                break
            if s in self.dealt_in:
                out.append(s)
            if s == self.dealer:
                break
        return out

    def _next_straddle_amount(self) -> int:
        return self.antes.amount * (len(self.antes.straddles) + 2)

    @verifies(Straddle)
    @implements(law(21), law(22))
    def _verify_straddle(self, a: Straddle) -> None:
        """Rule 21: the right to straddle belongs first to the player left of
        the ante; then to each succeeding player in turn, ending with the
        dealer, each time by the amount of the ante; Rule 22: never above half the limit."""
        self._phase_check((Phase.STRADDLE,), law(21), "a straddle")
        self._turn_check(a.seat, Duty.STRADDLE, law(21))
        amount = self._next_straddle_amount()
        if amount * 2 > self.sitting.limit and self._enforced(22):
            raise IllegalActionError(f"a straddle to {amount} exceeds half the limit ({self.sitting.limit})", law(22))
        self._funds(a.seat, amount, law(21))

    @applies(Straddle)
    def _apply_straddle(self, a: Straddle) -> None:
        amount = self._next_straddle_amount()
        self._move(a.seat, amount, law(21))
        st = self.seats[a.seat]
        st.stake = st.blind = amount
        self.play.highest = amount
        self.antes.straddles.append(a.seat)
        self.event("straddle", f"{self.name(a.seat)} straddles: the blind stake is now {chips(amount)}",
                   laws(21) if len(self.antes.straddles) == 1 else (W.STRADDLE_AGAIN,), a.seat)
        self._next_straddler(a.seat)

    @verifies(DeclineStraddle)
    def _verify_decline_straddle(self, a: DeclineStraddle) -> None:
        self._phase_check((Phase.STRADDLE,), law(21), "declining a straddle")
        self._turn_check(a.seat, Duty.STRADDLE, law(21))

    @applies(DeclineStraddle)
    def _apply_decline_straddle(self, a: DeclineStraddle) -> None:
        if not self.antes.straddles:
            self.event("no-straddle", f"{self.name(a.seat)} does not straddle; no other player may", (W.NO_STRADDLE,), a.seat)
            self._to_shuffle()
        elif self.rules.straddle_chain_breaks:
            self._to_shuffle()
        else:
            self._next_straddler(a.seat)

    def _next_straddler(self, seat: int) -> None:
        nxt = self._straddle_candidates_after(seat)
        if seat == self.dealer or not nxt:
            self._to_shuffle()
        else:
            self.antes.straddle_turn = nxt[0]

    def _to_shuffle(self) -> None:
        self.phase = Phase.SHUFFLE
        self.antes.straddle_turn = None
        self.antes.blind_money = self.pool
