"""The show and the settlement (Peel Rules 59-64 and 76).

When the bets are equal the hands are shown in turn and the best takes the
pool (59); a player without the funds to call demands a show for what he
has (60-61), unless he borrowed to raise (62); a foul hand found after the
draw forfeits (48, 63-64); identical hands share (76).  The settlement is a
tuple of :class:`~games.core.actions.SettlementLine`, each with its laws.
"""

from __future__ import annotations

from dataclasses import replace

from games.core.actions import SettlementLine
from games.core.ledger import seat_account
from games.core.prose import cards_text, chips
from games.core.state import applies, verifies
from games.core.turns import Step, automates, offers, turn
from games.errors import IllegalActionError, RuleSetError
from games.laws import implements
from games.poker import hands as _hands
from games.poker.actions import Borrow, PokerAction, Show, ShowForSum
from games.poker.base import PokerBase
from games.poker.records import Automation, Duty, Phase, PokerResult
from games.poker import law_words as W
from games.poker.rules import law, laws, minimum_for

__all__ = ["ShowChapter"]


class ShowChapter(PokerBase):
    """Rules 59-64 and 76."""

    # -- the show for a sum, borrowing -------------------------------------------------------------
    @verifies(ShowForSum)
    @implements(law(60), law(62))
    def _verify_show_for_sum(self, a: ShowForSum) -> None:
        """Rule 60: a player whose bet is raised and who has not the funds to
        call deposits what he has and demands a show for that amount; Rule 62:
        not if he borrowed to raise -- then he must borrow to call."""
        self._phase_check((Phase.PLAY, Phase.BETTING), law(60), "a show for a sum")
        self._turn_check(a.seat, Duty.STAKE, law(60))
        st = self.seats[a.seat]
        if not self.play.opened:
            raise IllegalActionError("the game is not opened", law(60))
        need = self.play.highest - st.stake
        if need <= 0:
            raise IllegalActionError("the stake is not raised", law(60))
        if self.stacks[a.seat] >= need:
            raise IllegalActionError(f"{self.name(a.seat)} has the funds to call ({self.stacks[a.seat]} >= {need})", law(60))
        if st.borrowed_to_raise and self._enforced(62):
            raise IllegalActionError(f"{self.name(a.seat)} borrowed to raise, so shall borrow to call", law(62))
        if self.phase is Phase.BETTING:
            self._foul_taken_up(a.seat, bet=True)

    @applies(ShowForSum)
    def _apply_show_for_sum(self, a: ShowForSum) -> None:
        st = self.seats[a.seat]
        amount = self.stacks[a.seat]
        self._move(a.seat, amount, law(60))
        st.stake += amount
        st.short = True
        st.acted = True
        st.short_against = tuple(s for s in self.contenders if s != a.seat)
        if self.phase is Phase.BETTING:
            st.bet_after_draw = True
        self.play.last_actor = a.seat
        self.event(
            "show-for-sum",
            f"{self.name(a.seat)} deposits the last {chips(amount)}, demanding a show for a stake of {st.stake}; "
            "the game goes on without him",
            laws(60, 61),
            a.seat,
        )
        self._advance()

    @verifies(Borrow)
    @implements(law(62))
    def _verify_borrow(self, a: Borrow) -> None:
        """Rule 62: "If a player borrow money to raise, he shall borrow to call"."""
        if not self.rules.borrowing:
            raise RuleSetError("this rule set allows no borrowing at the table", law(62))
        if not isinstance(a.amount, int) or a.amount < 1:
            raise IllegalActionError("borrow at least one chip", law(62))
        if a.lender is not None:
            if not isinstance(a.lender, int) or not 0 <= a.lender < self.n or a.lender == a.seat:
                raise IllegalActionError("no such lender", law(62))
            if self.stacks[a.lender] < a.amount:
                raise IllegalActionError(f"{self.name(a.lender)} has not {a.amount} chips to lend", law(62))

    @applies(Borrow)
    def _apply_borrow(self, a: Borrow) -> None:
        source = "bank" if a.lender is None else seat_account(a.lender)
        self.ledger.transfer(source, seat_account(a.seat), a.amount, law=law(62))
        self.seats[a.seat].borrowed += a.amount
        self.loans.append((a.seat, a.lender, a.amount))
        src = "the bank" if a.lender is None else self.name(a.lender)
        self.event("borrow", f"{self.name(a.seat)} borrows {chips(a.amount)} from {src}; a raise made with it means borrowing to call",
                   laws(62), a.seat)

    # -- the show ---------------------------------------------------------------------------------
    @turn(Phase.SHOW)
    def _show_step(self) -> Step:
        return Step("player", self.show_order[0], Duty.SHOW)

    @offers(Duty.SHOW)
    def _shows_open(self, k: Step) -> list[PokerAction]:
        return [Show(k.whose)]

    @automates(Duty.SHOW, Automation.SHOW)
    def _auto_show(self, k: Step) -> PokerAction:
        return Show(k.whose)

    @implements(law(59))
    def _start_show(self) -> None:
        """Rule 59: when the bets are equal each player in turn, from the left of the last player, shows his hand."""
        self.phase = Phase.SHOW
        self.play.turn = None
        last = self.play.last_actor if self.play.last_actor is not None else self.dealer
        self.show_order[:] = [s for s in self._cycle_from(self.left(last)) if not self.seats[s].retired]
        if not self.show_order:
            self._settle_nobody()

    @verifies(Show)
    @implements(law(59), law(61))
    def _verify_show(self, a: Show) -> None:
        """Rule 59: the hands are shown in turn; Rule 61: a player who demanded a show for a sum shows only when the game is over."""
        if self.phase in (Phase.PLAY, Phase.BETTING) and self.seats[a.seat].short:
            raise IllegalActionError(f"{self.name(a.seat)} demanded a show for a sum and shows only when the game is "
                                     "over", W.NOT_SHOWN_TILL_OVER)
        self._phase_check((Phase.SHOW,), law(59), "showing")
        self._turn_check(a.seat, Duty.SHOW, law(59))

    @applies(Show)
    def _apply_show(self, a: Show) -> None:
        st = self.seats[a.seat]
        st.shown = True
        self.show_order.pop(0)
        if len(st.hand) == 5:
            v = _hands.evaluate(st.hand, self.rules.hands)
            self.event("show", f"{self.name(a.seat)} shows {v.category.lower()}: {cards_text(st.hand)}", laws(59), a.seat)
        else:
            self.event("show", f"{self.name(a.seat)} shows {len(st.hand)} cards, a foul hand: {cards_text(st.hand)}", laws(64), a.seat)
            st.foul = True
        if not self.show_order:
            self._settle_show()

    def _after_foul(self, seat: int) -> None:
        """The game goes on without a player retired for a foul hand."""
        if self.phase is Phase.SHOW:
            if seat in self.show_order:
                self.show_order.remove(seat)
            if not self.show_order:
                self._settle_show()
        elif self.phase in (Phase.PLAY, Phase.BETTING):
            self._advance(acted=False)
        elif self.phase is Phase.DEAL and self.deal.finished:
            if all(self.seats[s].raised or self.seats[s].retired for s in self.dealt_in):
                self._start_play()
        elif self.phase is Phase.DRAW and self.drawing.seat == seat:
            self._next_drawer()

    # -- the settlement -----------------------------------------------------------------------------
    def _settle_nobody(self) -> None:
        lines = [SettlementLine(None, "the pool", self.pool, "every hand left is foul and forfeits its stake (Rule 64); no law names who claims the pool then: the edition's reading carries it to the next game", laws(64))]
        self._close(lines, next_level=self.level)

    @implements(law(59), law(60), law(64), law(76))
    def _settle_show(self) -> None:
        """Rule 59: the best hand wins the pool; Rule 60: a player who demanded a
        show for a sum and holds the best hand claims the ante and straddles and
        a sum equal to his stake from each player in the game when he demanded
        it, and the next best hand the rest; Rule 64: a foul hand forfeits; law
        76: identical hands share equally."""
        hands = {}
        for s in self.dealt_in:
            st = self.seats[s]
            if st.retired or st.foul or len(st.hand) != 5:
                if not st.retired and len(st.hand) != 5:
                    st.foul = True
                continue
            hands[s] = self._value(st.hand)
        if not hands:
            self._settle_nobody()
            return
        top = max(hands.values())
        best = [s for s in hands if hands[s] == top]
        # Rule 33: the opener of a jack-pot who wins shows his openers
        if self.jackpot and self.play.opener in best and self._enforced(33) and not self._jackpot_check(self.play.opener):
            return
        lines: list[SettlementLine] = []
        won: dict[int, int] = {}
        carry = 0
        for amount, eligible, lws, label in self._pots(hands):
            if amount <= 0:
                continue
            cands = [s for s in eligible if s in hands] or list(hands)
            t = max(hands[s] for s in cands)
            winners = [s for s in self._cycle_from(self.left(self.dealer)) if s in cands and hands[s] == t]
            share, odd = divmod(amount, len(winners))
            if odd and self.rules.odd_chip == "carry":
                carry += odd
                odd = 0
            for i, w in enumerate(winners):
                got = share + (1 if i < odd else 0)
                won[w] = won.get(w, 0) + got
                why, lw = label, lws
                if len(winners) > 1:
                    why += f", shared equally by {len(winners)} identical hands"
                    lw = lw + laws(76)
                cat = _hands.evaluate(self.seats[w].hand, self.rules.hands).category
                lines.append(SettlementLine(w, self.name(w), got, f"{why} ({cat})", lw))
        for s in self.dealt_in:
            st = self.seats[s]
            if st.foul and not st.retired:
                lines.append(SettlementLine(s, self.name(s), 0, "a foul hand at the end of the game: the stake is forfeited", laws(64)))
        for w, amt in won.items():
            self.ledger.transfer("pool", seat_account(w), amt, law=law(59))
        if carry:
            lines.append(SettlementLine(None, "the pool", carry, "odd chips of a divided pool", laws(76)))
        self._close(lines, next_level=0)

    def _pots(self, hands: dict) -> list[tuple[int, list[int], tuple, str]]:
        """The pool divided into layers: each short player's claim (Rule 60), then the rest."""
        contenders = [s for s in self.dealt_in if s in hands or (self.seats[s].short and not self.seats[s].retired)]
        shorts = [s for s in contenders if self.seats[s].short]
        pool = self.pool
        if not shorts:
            return [(pool, list(hands), (W.BEST_HAND_WINS,), "best hand wins the pool")]
        claims = {}
        for x in shorts:
            sx = self.seats[x]
            vx = sx.stake - sx.blind
            c = self.antes.blind_money
            for p in sx.short_against:
                sp = self.seats[p]
                c += min(vx, sp.stake - sp.blind)
            if self.rules.own_stake_back:
                c += vx
            claims[x] = min(c, pool)
        layers = []
        prev = 0
        remaining = set(contenders)
        for x in sorted(shorts, key=lambda s: claims[s]):
            c = claims[x]
            if c > prev:
                layers.append((c - prev, sorted(remaining), (W.SHOW_FOR_SUM_CLAIM,), f"the show for a sum demanded by {self.name(x)}"))
                prev = c
            remaining.discard(x)
        if pool > prev:
            layers.append((pool - prev, sorted(remaining) or sorted(hands), (W.NEXT_BEST_REMAINDER,), "the remainder of the pool, to the next best hand"))
        return layers

    def net(self, seat: int) -> int:
        """What ``seat`` has gained (or, negative, lost) in this game: his chips now less his chips
        at the start and what he borrowed (Rule 62)."""
        self.check_seat(seat)
        return self.stacks[seat] - self.start_stacks[seat] - self.seats[seat].borrowed

    def _settlement_text(self, l: SettlementLine, paid_out: int) -> str:
        if l.seat is None:
            return f"the pool of {chips(l.amount)} is carried to the next game ({l.reason})"
        net = self.net(l.seat) if l.net is None else l.net  # a seat's line carries its net (_close)
        gain = (f"a gain of {net}" if net > 0 else f"a loss of {-net}" if net < 0 else "neither a gain nor a loss")
        if l.amount > 0:
            what = f"the pool of {l.amount}" if l.amount == paid_out and self.pool == 0 else f"{chips(l.amount)} of the pool"
            return f"{l.name} takes {what}, {gain}: {l.reason}"
        if l.amount < 0:
            return f"{l.name} pays {chips(-l.amount)} into the pool, {gain}: {l.reason}"
        return f"{l.name} takes nothing, {gain}: {l.reason}"

    def _close(self, lines: list[SettlementLine], next_level: int) -> None:
        self.phase = Phase.OVER
        self.play.turn = None
        self.over = True
        self.next_jackpot_level = next_level
        lines = [replace(l, laws=tuple(self.cite(x) for x in l.laws),
                         net=l.net if l.seat is None else self.net(l.seat)) for l in lines]  # each law as this game cites it (Peel's under Foster: the declared reading)
        self.settlement = tuple(lines)
        self.result = {
            "winners": tuple(l.seat for l in lines if l.seat is not None and l.amount > 0),
            "carried": self.pool,
            "next_jackpot_minimum": minimum_for(next_level, self.rules),
            "stacks": tuple(self.stacks),
            "shown": {
                s: (tuple(st.hand), _hands.evaluate(st.hand, self.rules.hands).category if len(st.hand) == 5 else "foul")
                for s, st in enumerate(self.seats)
                if st.shown and not st.retired
            },
        }
        paid_out = sum(l.amount for l in lines if l.seat is not None and l.amount > 0)
        for l in lines:
            self.event("settle", self._settlement_text(l, paid_out), l.laws, l.seat)
        self.final = (tuple(self.stacks), self.pool)
        cited = tuple(dict.fromkeys(lw for line in lines for lw in line.laws)) or laws(59)
        self.sitting.report(PokerResult(self.number, cited, next_jackpot_level=next_level, carried=self.pool,
                                        loans=tuple(self.loans)))
