"""The play before the draw (Peel Rules 23-28) and the jack-pot (29-33).

The player with first say opens (at least double the ante, Rule 25), each in
turn makes good, raises or passes (26-27); a game nobody opens leaves the
pool for a jack-pot (29), opened only with a pair of knaves or better, the
minimum rising while it is not opened (30-32); a false opener is punished at
the end (33).  Staking and passing serve the betting after the draw too
(:mod:`games.poker.betting`).  State: :class:`~games.poker.records.PlayState`
(``game.play``).
"""

from __future__ import annotations

from games.core.actions import SettlementLine
from games.core.ledger import seat_account
from games.core.prose import cards_text, chips
from games.core.state import applies, verifies
from games.core.turns import Step, offers
from games.core.turns import turn as turn_in
from games.errors import IllegalActionError
from games.laws import implements
from games.poker.actions import Borrow, FalseOpen, Pass, PokerAction, ShowForSum, Stake
from games.poker.base import PokerBase
from games.poker.records import Duty, Phase
from games.poker import law_words as W
from games.poker.rules import law, laws
from games.poker.rulings.stakes import FalseOpener

__all__ = ["PlayChapter"]


class PlayChapter(PokerBase):
    """Rules 23-33, and the stakes and passes of the betting (53-54)."""

    @property
    def highest(self) -> int:
        """The highest stake so far."""
        return self.play.highest

    @property
    def opened(self) -> bool:
        return self.play.opened

    @property
    def opener(self):
        return self.play.opener

    @property
    def turn(self):
        return self.play.turn

    # -- the turn protocol: a say in the play or the betting -------------------------------------
    @turn_in(Phase.PLAY, Phase.BETTING)
    def _say_step(self) -> Step:
        return Step("player", self.play.turn, Duty.STAKE)

    @offers(Duty.STAKE)
    def _stakes_open(self, k: Step) -> list[PokerAction]:
        s, st = k.whose, self.seats[k.whose]
        lo = max(0, self.play.highest - st.stake)
        if self.phase is Phase.PLAY and not self.play.opened:
            lo = max(lo, self.open_minimum() - st.stake)
        hi = min(self.play.highest + self.sitting.limit - st.stake, self.stacks[s])
        out: list[PokerAction] = [Pass(s), *(Stake(s, amt) for amt in range(lo, hi + 1)), ShowForSum(s)]
        if self.rules.borrowing and self.stacks[s] < max(lo, 1):
            out.append(Borrow(s, max(lo, 1) - self.stacks[s]))
        return out

    @implements(law(23), law(24))
    def _first_say(self) -> int:
        """Rule 23: not straddled, the player left of ante has first say and
        ante the last; Rule 24: straddled, the player left of the last straddler first, the last straddler last."""
        if self.antes.straddles:
            start = self.left(self.antes.straddles[-1])
        elif self.jackpot and self.rules.jackpot_first_say == "left-of-dealer":
            start = self.left(self.dealer)
        else:
            start = self.left(self.antes.seat)
        return self._cycle_from(start)[0]

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        for s in self.dealt_in:
            self.seats[s].acted = False
        order = [s for s in self._cycle_from(self._first_say()) if not self.seats[s].retired]
        if not order or (len(order) == 1 and not self._lone_say(order[0], "every other player has retired")):
            self._not_opened()
            return
        self.play.turn = order[0]
        self.event("play", f"{self.name(self.play.turn)} has first say", self._say_laws(), self.play.turn)

    def _say_laws(self) -> tuple:
        return laws(23 if not self.antes.straddles else 24)

    @implements(law(23), law(24))
    def _lone_say(self, seat: int, why: str = "every other player has passed") -> bool:
        """Rule 23: ante has the last say (Rule 24: the last straddler).  When every
        other player has passed, is ``seat`` still asked?  The reading
        ``lone_last_say`` decides; either way the log says so, citing the law."""
        last = (W.ANTE_LAST_SAY,) if not self.antes.straddles else (W.STRADDLER_LAST_SAY,)
        if self.rules.lone_last_say == "asked":
            self.event("last-say", f"{why}: {self.name(seat)} has the last say", last, seat)
            return True
        self.event("last-say", f"{why}: {self.name(seat)} is not asked, for nobody is left "
                               "to play against (the reading of the last say)", last, seat)
        return False

    def open_minimum(self) -> int:
        """The least total stake that opens the game: double the ante (Rule 25), at least the highest stake (26)."""
        base = 2 * self.antes.amount
        if self.antes.straddles and self.rules.open_after_straddle == "double-straddle":
            base = 2 * self.play.highest
        if not self._enforced(25):
            base = 0
        return max(base, self.play.highest)

    def _stake_checks(self, seat: int, amount: int, without_openers: bool = False) -> None:
        st = self.seats[seat]
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise IllegalActionError(f"{amount!r} is not a number of chips", law(56))
        total = st.stake + amount
        if self.phase is Phase.PLAY and not self.play.opened:
            if total < self.open_minimum():
                raise IllegalActionError(
                    f"the game is opened with a stake of at least {self.open_minimum()} (double the ante)", law(25))
            if self.jackpot and not without_openers and not self.has_openers(seat):
                raise IllegalActionError(
                    f"a jack-pot is opened only with two {self.minimum.name_}s or better in the original hand",
                    law(min(self.level, 3) + 29))
        elif total < self.play.highest:
            raise IllegalActionError(
                f"{self.name(seat)} must at least make the stake good to {self.play.highest}",
                law(26) if self.phase is Phase.PLAY else W.AT_LEAST_EQUAL)
        self._limit_check(total)
        self._funds(seat, amount, law(60))

    def _limit_check(self, total: int) -> None:
        if total > self.play.highest + self.sitting.limit:
            raise IllegalActionError(
                f"no stake may be raised by more than the limit agreed for the sitting ({self.sitting.limit}; "
                "the limit that Rule 19 presupposes)",
                W.RAISE_LIMIT,
            )

    @verifies(Stake)
    @implements(law(25), law(26), law(53), law(56))
    def _verify_stake(self, a: Stake) -> None:
        """Rule 25: the opening stake is at least double the ante; Rule 26: each
        succeeding player makes good his stake to that of the preceding player;
        Rule 53: after the draw each stakes at least as much as the preceding
        player; Rule 56: the bet is what is deposited."""
        self._phase_check((Phase.PLAY, Phase.BETTING), law(25), "staking")
        self._turn_check(a.seat, Duty.STAKE, W.TURN_TO_SAY if self.phase is Phase.PLAY else W.TURN_TO_BET)
        self._foul_unraised_check(a.seat)
        if self._short_stake_retires(a.seat, a.amount):
            self._funds(a.seat, a.amount, law(56))
            return
        self._stake_checks(a.seat, a.amount)
        if self.phase is Phase.BETTING:
            self._foul_taken_up(a.seat, bet=a.amount > 0)

    def _short_stake_retires(self, seat: int, amount) -> bool:
        """Rule 54 under ``short_stake="retire"``: a stake after the draw below
        the preceding player's retires the player instead of being refused."""
        return (
            self.rules.short_stake == "retire"
            and self.phase is Phase.BETTING
            and isinstance(amount, int)
            and amount >= 0
            and self.seats[seat].stake + amount < self.play.highest
        )

    @implements(law(54), law(56))
    def _short_stake(self, seat: int, amount: int) -> None:
        """Rule 56: what he deposits is "a deposit into the pool", and it stands (55);
        Rule 54: his stake being less than the preceding player's, he retires and forfeits it."""
        st = self.seats[seat]
        st.acted = True
        if amount:
            st.raised_after_draw = st.bet_after_draw = True
            self._move(seat, amount, law(56))
            st.stake += amount
            self.event("deposit", f"{self.name(seat)} deposits {chips(amount)}: a deposit into the pool", laws(56), seat)
        self._retire(
            seat,
            f"a stake of {st.stake} is less than the {self.play.highest} staked before: the cards are placed "
            "face down",
            laws(54),
        )
        self._advance()

    def _foul_unraised_check(self, seat: int) -> None:
        st = self.seats[seat]
        if self.phase is Phase.PLAY and not st.raised and len(st.hand) != 5:
            raise IllegalActionError(
                f"{self.name(seat)} holds {len(st.hand)} cards: raise them (a foul hand, Rule 13) or announce it (Rule 12)",
                law(13),
            )

    @applies(Stake)
    def _apply_stake(self, a: Stake) -> None:
        if self._short_stake_retires(a.seat, a.amount):
            self._short_stake(a.seat, a.amount)
            return
        self._stake(a.seat, a.amount)

    def _stake(self, seat: int, amount: int, false_opening: bool = False) -> None:
        st = self.seats[seat]
        p = self.play
        if self.phase is Phase.PLAY and not st.raised:
            self._raise_before_draw(seat)
        if self.phase is Phase.BETTING:
            st.raised_after_draw = True
            st.bet_after_draw = True
        before = p.highest
        self._move(seat, amount, law(56))
        st.stake += amount
        st.acted = True
        p.last_actor = seat
        round_laws = laws(26) if self.phase is Phase.PLAY else (W.AT_LEAST_EQUAL,)
        if self.phase is Phase.PLAY and not p.opened:
            p.opened = True
            p.opener = seat
            p.highest = st.stake
            if false_opening:
                p.false_opening = True
                self.event("open", f"{self.name(seat)} opens the jack-pot without the minimum hand, with a stake of {chips(st.stake)}", laws(33), seat)
            else:
                self.event("open", f"{self.name(seat)} opens the game with a stake of {chips(st.stake)}", laws(25, min(self.level, 3) + 29) if self.jackpot else laws(25), seat)
            self._raised(seat)
        elif st.stake > before:
            if st.borrowed:
                st.borrowed_to_raise = True
            p.highest = st.stake
            self.event("raise", f"{self.name(seat)} raises the stake to {chips(st.stake)}", round_laws, seat)
            self._raised(seat)
        else:
            self.event("make-good", f"{self.name(seat)} makes the stake good to {chips(st.stake)}" if amount
                       else f"{self.name(seat)} stands, the stake staying at {chips(st.stake)}", round_laws, seat)
        self._advance()

    def _raised(self, seat: int) -> None:
        for s in self.dealt_in:
            if s != seat:
                self.seats[s].acted = False

    @verifies(Pass)
    @implements(law(27), law(54))
    def _verify_pass(self, a: Pass) -> None:
        """Rule 27: a player who passes throws his cards down and forfeits his
        stake and his right to play in that game; Rule 54: so does one who does not stake enough when his turn comes."""
        self._phase_check((Phase.PLAY, Phase.BETTING), law(27), "passing")
        self._turn_check(a.seat, Duty.STAKE, W.TURN_TO_SAY if self.phase is Phase.PLAY else W.TURN_TO_BET)

    @applies(Pass)
    def _apply_pass(self, a: Pass) -> None:
        self.seats[a.seat].acted = True
        self._retire(a.seat, "passes", (W.PASS_NOT_AGAIN,) if self.phase is Phase.PLAY else laws(54))
        self._advance()

    @verifies(FalseOpen)
    @implements(law(33))
    def _verify_false_open(self, a: FalseOpen) -> None:
        """Rule 33: opening a jack-pot without the minimum: possible, and punished at the end."""
        self._phase_check((Phase.PLAY,), law(33), "opening")
        if not self.jackpot or self.play.opened:
            raise IllegalActionError("only an unopened jack-pot can be falsely opened", law(33))
        self._turn_check(a.seat, Duty.STAKE, W.TURN_TO_SAY)
        self._foul_unraised_check(a.seat)
        if self.has_openers(a.seat):
            raise IllegalActionError(f"{self.name(a.seat)} holds the minimum: open with Stake", law(30))
        self._stake_checks(a.seat, a.amount, without_openers=True)

    @applies(FalseOpen)
    def _apply_false_open(self, a: FalseOpen) -> None:
        self._stake(a.seat, a.amount, false_opening=True)

    # -- moving the turn ------------------------------------------------------------------------
    def _advance(self, acted: bool = True) -> None:
        """After a step of the play or the betting: whose turn now, or the end
        of the round (``acted=False``: a player retired out of turn)."""
        if self.phase not in (Phase.PLAY, Phase.BETTING):
            return
        p = self.play
        contenders = self.contenders
        if self.phase is Phase.PLAY and not p.opened:
            turn = p.turn
            if turn is None:  # set when the play begins (_start_play), until it ends
                raise IllegalActionError("the play has begun with nobody's say", law(23))
            nxt = [s for s in self._cycle_from(self.left(turn) if acted else turn)
                   if not self.seats[s].retired and not self.seats[s].acted]
            if not contenders or not nxt or (len(contenders) == 1 and not self._lone_say(nxt[0])):
                self._not_opened()
            else:
                p.turn = nxt[0]
            return
        if len(contenders) == 1:
            self._win_uncalled(contenders[0])
            return
        pending = [s for s in self._eligible() if not self.seats[s].acted or self.seats[s].stake < p.highest]
        if not pending:
            p.turn = None
            if self.phase is Phase.PLAY:
                self._start_draw()
            else:
                self._start_show()
            return
        cur = p.turn if p.turn is not None else self.dealer
        p.turn = [s for s in self._cycle_from(self.left(cur) if acted else cur) if s in pending][0]

    # -- the jack-pot -----------------------------------------------------------------------------
    @implements(law(29), law(31))
    def _not_opened(self) -> None:
        """Rule 29: a game not opened leaves the ante and straddles in the pool
        and the next game is a jack-pot; Rule 31: an unopened jack-pot is followed by one with a higher minimum."""
        self.play.turn = None
        if self.jackpot:
            nxt = self.level + 1
            self.event("not-opened", f"the jack-pot is not opened; the pool of {self.pool} stays; the next game is a jack-pot",
                       (W.JACKPOT_AGAIN,) + (laws(32) if nxt >= 3 else ()), None)
            lws: tuple[str, ...] = (W.JACKPOT_AGAIN,)
        elif self._enforced(29):
            nxt = 1
            self.event("not-opened", f"the game is not opened; the ante and straddles ({self.pool}) stay in the pool; the next game is a jack-pot", laws(29), None)
            lws = laws(29)
        else:  # Rule 29 abrogated (81) or waived (80): no jack-pot, the pool simply stays
            nxt = 0
            why = law(81) if law(29) in self.sitting.abrogated else law(80)
            self.event("not-opened", f"the game is not opened; the ante and straddles ({self.pool}) stay in the pool "
                                     "for the next game, which is an ordinary game (the jack-pot rule is set aside)",
                       (why,), None)
            lws = (why,)
        lines = [SettlementLine(None, "the pool", self.pool, "not opened", lws)]
        self._close(lines, next_level=nxt)

    @implements(law(33))
    def _jackpot_check(self, seat: int) -> bool:
        """Rule 33: the opener of a jack-pot who wins shows his hand before he
        claims the pool; without the minimum he does not claim it, pays double
        the ante as a penalty, and the next game is a jack-pot as if this one had not been opened."""
        orig = self.seats[seat].original
        self.event("openers", f"{self.name(seat)} shows the hand dealt, having opened the jack-pot: {cards_text(orig)}", laws(33), seat)
        if self._meets_minimum(orig):
            return True
        self._ask_referee(FalseOpener(opener_wins=True, jackpot_level=self.level), seat)
        penalty = 2 * self.sitting.ante
        paid = min(penalty, self.stacks[seat])
        self._move(seat, paid, law(33))
        if paid < penalty:
            self.ledger.owe(seat_account(seat), "pool", penalty - paid, law(33))
        self.event(
            "false-opener",
            f"{self.name(seat)} had not two {self.minimum.name_}s or better: no claim to the pool; {self.name(seat)} pays a "
            f"penalty of {chips(penalty)} into it",
            laws(33),
            seat,
        )
        opt = self.rules.false_opener_next
        nxt = self.level + 1 if opt == "next-in-series" else self.level if opt == "same" else 1
        lines = [
            SettlementLine(seat, self.name(seat), -paid, f"penalty of double the ante for opening without two {self.minimum.name_}s", (W.OPENER_PENALTY,)),
            SettlementLine(None, "the pool", self.pool, "a jack-pot", (W.FALSE_OPENER_NEXT,)),
        ]
        self._close(lines, next_level=nxt)
        return False
