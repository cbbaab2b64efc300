"""The draw (Peel Rules 34-51).

From the dealer's left each player in turn discards and asks for as many
cards, or stands; the dealer gives them from the top of the pack, face down
(34-39); what goes wrong in the giving (40, 42-47); the pack running short
(41: :class:`~games.poker.records.ShortPack`); what a player may ask the
dealer (49-51).  State: :class:`~games.poker.records.DrawState`
(``game.drawing``) and each seat's :class:`~games.poker.records.DrawStep`.
"""

from __future__ import annotations

from games.cards import Card
from games.core.prose import cards_text
from games.core.breaches import Claim
from games.core.state import Mode, applies, verifies
from games.core.turns import Step, automates, offers, turn
from games.errors import IllegalActionError, IrregularActionError, OutOfTurnError
from games.laws import implements
from games.poker.actions import (
    AskDealer, AskDealerAbout, Collect, Cut, Declare, Discard, DisputeDemand, Draw, Give, PokerAction,
)
from games.poker.base import PokerBase
from games.poker.records import Automation, DrawState, DrawStep, Duty, Phase, ShortPack
from games.poker import law_words as W
from games.poker.rules import law, laws
from games.poker.rulings.draw import evidence_order as _evidence_order
from games.poker.rulings.draw import (
    AskDealerOthersDraw, CardExposedInDraw, DealerDrewWrongNumber, DemandDisputed, TooFewGiven, TooManyGiven,
    WrongNumberDemanded,
)

__all__ = ["DrawChapter"]

#: What may be said or done after the dealer gives a player his cards without ending the moment for a dispute (Rule 46).
_ASIDES = (Claim, DisputeDemand, Declare, AskDealer)


def _count(n: int) -> str:
    return "no cards" if n == 0 else "1 card" if n == 1 else f"{n} cards"


class DrawChapter(PokerBase):
    """Rules 34-51."""

    @property
    def draw_order(self) -> list[int]:
        return self.drawing.order

    @property
    def draw_pos(self) -> int:
        return self.drawing.pos

    @property
    def drawer(self) -> int:
        """The seat whose turn it is in the draw."""
        return self.drawing.seat

    # -- the turn protocol: the draw, the giving, the pack run short ---------------------------------
    @turn(Phase.DRAW)
    def _draw_step(self) -> Step:
        short = self.drawing.short
        if short is not None:
            if short.queue:
                return Step("player", short.queue[0], Duty.DISCARD)
            if short.collected is None:
                return Step("dealer", self.dealer, Duty.COLLECT)
            return Step("player", self.right(self.dealer), Duty.CUT_COLLECTED)
        s = self.drawing.seat
        if self.seats[s].draw is DrawStep.PENDING:
            return Step("player", s, Duty.DRAW)
        return Step("dealer", self.dealer, Duty.GIVE)

    @offers(Duty.DRAW)
    def _draws_open(self, k: Step) -> list[PokerAction]:
        return [Draw(k.whose, ()), *(Draw(k.whose, (c,)) for c in self.seats[k.whose].hand)]

    @offers(Duty.GIVE)
    def _gives_open(self, k: Step) -> list[PokerAction]:
        return [self._full_give()]

    @offers(Duty.DISCARD)
    def _discards_open(self, k: Step) -> list[PokerAction]:
        return [Discard(k.whose, ()), *(Discard(k.whose, (c,)) for c in self.seats[k.whose].hand)]

    @offers(Duty.COLLECT)
    def _collects_open(self, k: Step) -> list[PokerAction]:
        return [Collect()]

    @offers(Duty.CUT_COLLECTED)
    def _collected_cuts_open(self, k: Step) -> list[PokerAction]:
        return [Cut(k.whose, max(1, len(self.drawing.short.collected) // 2))]  # type: ignore[union-attr, arg-type]

    @automates(Duty.GIVE, Automation.GIVE)
    def _auto_give(self, k: Step) -> PokerAction:
        return self._full_give()

    def _full_give(self) -> Give:
        """The give the laws ask of the dealer now: as many as were discarded, as far as the pack serves (Rule 41)."""
        st = self.seats[self.drawing.seat]
        return Give(self.drawing.seat, max(0, min(len(st.discarded) - st.given, len(self.stock))))

    @automates(Duty.COLLECT, Automation.COLLECT)
    def _auto_collect(self, k: Step) -> PokerAction:
        return Collect()

    @automates(Duty.CUT_COLLECTED, Automation.COLLECT)
    def _auto_cut_collected(self, k: Step) -> PokerAction:
        return Cut(k.whose, self._random_cut(len(self.drawing.short.collected)))  # type: ignore[union-attr, arg-type]

    @implements(law(34), law(35))
    def _start_draw(self) -> None:
        """Rule 34: the player left of the dealer draws first; Rule 35: the turn to draw passes to the left."""
        self.phase = Phase.DRAW
        order = [s for s in self._cycle_from(self.left(self.dealer)) if not self.seats[s].retired]
        self.drawing = DrawState(order=order)
        self.event("draw", f"the draw: {self.name(order[0])} draws first", laws(34, 35))

    @verifies(Draw)
    @implements(law(36), law(37), law(38), law(39), law(44))
    def _verify_draw(self, a: Draw) -> None:
        """Rule 36: before drawing, the stake made equal to the highest and as
        many cards discarded as he means to draw; Rule 37: discards lie face
        down and are never taken back; Rule 38: a player who lets his turn pass
        without discarding has lost his draw; Rule 39: he asks for as many as he discarded."""
        if self.phase is Phase.PLAY:
            raise IllegalActionError("the stakes are not yet made equal: the draw comes after", law(36))
        self._phase_check((Phase.DRAW,), law(36), "drawing")
        st = self.seats[a.seat]
        if st.draw is not DrawStep.PENDING and a.seat in self.drawing.order:
            raise IllegalActionError(f"{self.name(a.seat)} has had the turn to draw", law(38))
        self._turn_check(a.seat, Duty.DRAW, law(35))
        if st.stake < self.play.highest and not st.short:
            raise IllegalActionError("the stake is not equal to the highest stake", law(36))
        self._discard_checks(a.seat, a.discard)
        if a.demand is not None and (not isinstance(a.demand, int) or not 0 <= a.demand <= 5):
            raise IllegalActionError("a demand is a number of cards from none to five", law(39))
        if not a.discard and a.demand:
            raise IllegalActionError("a player discards before drawing", W.DISCARD_AS_MANY)
        if a.demand is not None and a.demand != len(a.discard):
            # said aloud, heard by all; TABLE mode lets it happen: the ruling comes with the give (Rules 44-45)
            text = f"{self.name(a.seat)} discards {len(a.discard)} and asks for {a.demand}"
            if self.mode is Mode.STRICT:
                raise IrregularActionError(text, law(39))
            if not self.referee.knows(WrongNumberDemanded()):
                # a book silent on what follows (Foster's): refused now, saying so, lest the dealer be left
                # with no give the book can rule on
                self.irregular(law(39), text, WrongNumberDemanded())

    def _discard_checks(self, seat: int, discard: tuple) -> None:
        hand = self.seats[seat].hand
        for c in discard:
            if not isinstance(c, Card) or c not in hand:
                raise IllegalActionError(f"{c} is not in {self.name(seat)}'s hand", law(37))
        if len(set(discard)) != len(discard):
            raise IllegalActionError("a card discarded twice", law(37))

    @applies(Draw)
    def _apply_draw(self, a: Draw) -> None:
        st = self.seats[a.seat]
        st.raised_after_draw = False
        if not a.discard:
            st.draw = DrawStep.STOOD
            self.event("stand", f"{self.name(a.seat)} stands on the hand, drawing no cards", (W.DISCARD_AS_MANY,), a.seat)
            self._next_drawer()
            return
        self._lay_down(a.seat, a.discard)
        st.demand = len(a.discard) if a.demand is None else a.demand
        public = f"{self.name(a.seat)} discards {_count(len(a.discard))} face down, asking for {st.demand}"
        self.event("discard", f"{self.name(a.seat)} discards {cards_text(a.discard)} face down, asking for {st.demand}",
                   (W.DISCARD_AS_MANY, law(37), law(39)), a.seat, seen_by={a.seat}, others=public)
        if len(a.discard) > len(self.stock):
            self._enter_short()

    def _lay_down(self, seat: int, discard: tuple) -> None:
        st = self.seats[seat]
        for c in discard:
            st.hand.remove(c)
        self.discards.extend(discard)
        st.discarded = tuple(discard)
        st.draw = DrawStep.DISCARDED

    @verifies(Give)
    @implements(law(39), law(40), law(42), law(43), law(44), law(45), law(47))
    def _verify_give(self, a: Give) -> None:
        """Rule 39: the dealer gives the number asked from the top, face down;
        Rule 40: cards he exposes go back to the pack; Rule 44: he may give the
        number discarded instead of a wrong number asked; Rule 45: a wrong
        number asked and given makes a foul hand; Rule 47: the dealer's own draw."""
        self._phase_check((Phase.DRAW,), W.DEALER_GIVES, "giving cards")
        k = self.step()
        if k is None or k.duty is not Duty.GIVE or self.drawing.seat != a.seat:
            raise OutOfTurnError("it is not the time to give cards to this player", law(35))
        st = self.seats[a.seat]
        count = st.demand - st.given if a.count is None else a.count
        if not isinstance(count, int) or count < 0 or count > 6:
            raise IllegalActionError(f"{count!r} is not a number of cards to give", law(39))
        if not isinstance(a.exposed, int) or a.exposed < 0:
            raise IllegalActionError("the number of exposed cards", law(40))
        if count + a.exposed > len(self.stock):
            raise IllegalActionError(f"the pack holds {len(self.stock)} cards", law(41))
        if a.exposed:
            shown = ", ".join(c.name for c in self.stock[:a.exposed])
            self.irregular(law(40), f"the dealer turns up the {shown} giving {self.name(a.seat)} the cards",
                           CardExposedInDraw(), a.seat)
        total, n = st.given + count, len(st.discarded)
        if a.seat == self.dealer and self.dealer in self.dealt_in and total != n:
            self.irregular(law(47), f"the dealer draws {total} for the {n} discarded", DealerDrewWrongNumber(), a.seat)
        elif a.seat != self.dealer and st.demand != n and total in (st.demand, n):
            gave = "demanded" if total == st.demand else "discarded"
            self.irregular(law(44) if gave == "discarded" else law(45),
                           f"{self.name(a.seat)} asked for {st.demand} for the {n} discarded; the dealer gives "
                           f"{total}", WrongNumberDemanded(dealer_gave=gave), a.seat)
        elif total != st.demand:
            # Rules 42-43: seen by nobody until someone points it out (a Claim), before the cards are raised
            many = total > st.demand
            self.irregular(law(42) if many else law(43),
                           f"the dealer gives {self.name(a.seat)} {total} cards for the {st.demand} demanded",
                           (TooManyGiven if many else TooFewGiven)(), a.seat, seen_by=())

    @applies(Give)
    def _apply_give(self, a: Give) -> None:
        st = self.seats[a.seat]
        count = st.demand - st.given if a.count is None else a.count
        if a.exposed:
            self.drawing.turned.extend(self.stock[:a.exposed])  # the referee sends them back to the pack (Rule 40)
            del self.stock[:a.exposed]
        cards = self.stock[:count]
        del self.stock[:count]
        st.hand.extend(cards)
        st.given += count
        st.draw = DrawStep.GIVEN
        self.drawing.last_give = a.seat
        public = f"the dealer gives {self.name(a.seat)} {_count(count)}"
        self.event("give", public + (f": {cards_text(cards)}" if cards else ""), (W.DEALER_GIVES,), a.seat, seen_by={a.seat},
                   others=public)
        self._next_drawer()

    def _next_drawer(self) -> None:
        d = self.drawing
        d.pos += 1
        while d.pos < len(d.order) and (self.seats[d.seat].retired or self.seats[d.seat].draw.done):
            d.pos += 1
        if d.pos >= len(d.order):
            self._start_betting()
            return
        st = self.seats[d.seat]
        if d.short is None and st.draw is DrawStep.DISCARDED and len(st.discarded) - st.given > len(self.stock):
            # the pack, found sufficient when he discarded, no longer serves him (cards given in excess, Rule 42,
            # not yet pointed out): Rule 41 again
            self._enter_short()

    # -- Rule 41: the pack runs short -----------------------------------------------------------
    @implements(law(41))
    def _enter_short(self) -> None:
        """Rule 41: the pack will not serve every player: those who have yet to
        discard do so now, the dealer too; the discards are collected,
        shuffled, cut by the player at the dealer's right and used to supply the players."""
        d = self.drawing
        rest = d.order[d.pos + 1:]
        d.short = ShortPack(queue=[s for s in rest if self.seats[s].draw is DrawStep.PENDING and not self.seats[s].retired])
        self.event("pack-short", "the pack will not serve every player: the discards will be collected and shuffled", laws(41))

    @verifies(Discard)
    @implements(law(41))
    def _verify_discard(self, a: Discard) -> None:
        """Rule 41: a player who has not discarded but means to, does so when the pack runs short."""
        short = self.drawing.short
        if self.phase is not Phase.DRAW or short is None or not short.queue:
            raise IllegalActionError("players discard out of turn only when the pack runs short", W.PACK_SHORT_CALL)
        if a.seat != short.queue[0]:
            raise OutOfTurnError(f"{self.name(short.queue[0])} discards next", W.PACK_SHORT_CALL)
        self._discard_checks(a.seat, a.discard)

    @applies(Discard)
    def _apply_discard(self, a: Discard) -> None:
        st = self.seats[a.seat]
        self._lay_down(a.seat, a.discard)
        st.demand = len(a.discard)
        if not a.discard:
            st.draw = DrawStep.STOOD
        self._short_pack().queue.pop(0)
        self.event("discard", f"{self.name(a.seat)} discards {cards_text(a.discard)} now", (W.PACK_SHORT_CALL,), a.seat,
                   seen_by={a.seat}, others=f"{self.name(a.seat)} discards {_count(len(a.discard))} now")

    @verifies(Collect)
    @implements(law(41))
    def _verify_collect(self, a: Collect) -> None:
        """Rule 41: the dealer collects all the discards (his own too) and shuffles them."""
        short = self.drawing.short
        if self.phase is not Phase.DRAW or short is None or short.queue or short.collected is not None:
            raise IllegalActionError("the discards are collected when the pack runs short and all have discarded", law(41))

    @applies(Collect)
    def _apply_collect(self, a: Collect) -> None:
        collected = list(self.discards)
        self.discards.clear()
        if self.rules.short_pack == "shuffle-in":
            collected += self.stock
            self.stock.clear()
        if len(collected) + len(self.stock) < self._short_need():
            # not enough even so: the thrown-up hands are gathered as well (editorial)
            for s in self.dealt_in:
                st = self.seats[s]
                if st.retired:
                    collected.extend(st.hand)
                    st.hand = []
        self.rng("collect", len(self.log)).shuffle(collected)
        short = self._short_pack()
        short.collected = collected
        self.deal.shuffles += 1
        self.event("collect", f"the dealer collects the {len(collected)} cards discarded and shuffles them", (W.PACK_SHORT_COLLECT,))
        if len(collected) < 2:
            short.cut = True
            self._finish_collect()

    def _short_need(self) -> int:
        d = self.drawing
        return sum(len(self.seats[s].discarded) - self.seats[s].given for s in d.order[d.pos:]
                   if self.seats[s].draw is DrawStep.DISCARDED)

    def _short_pack(self) -> ShortPack:
        """The short pack of Rule 41 (its steps are verified to come only when the pack has run short)."""
        short = self.drawing.short
        if short is None:
            raise IllegalActionError("the pack has not run short", law(41))
        return short

    def _collected(self) -> list:
        """The discards collected under Rule 41 (verified to be collected before they are cut)."""
        collected = self._short_pack().collected
        if collected is None:
            raise IllegalActionError("the discards have not been collected", law(41))
        return collected

    def _cut_collected(self, a) -> None:
        collected = self._collected()
        collected[:] = collected[a.depth:] + collected[:a.depth]
        self._short_pack().cut = True
        self.event("cut", f"{self.name(a.seat)} cuts the collected discards", (W.PACK_SHORT_CUT,), a.seat)
        self._finish_collect()

    def _finish_collect(self) -> None:
        self.stock.extend(self._collected())
        self.drawing.short = None

    # -- what goes wrong in the giving ------------------------------------------------------------
    def _give_back(self, seat: int, k: int) -> None:
        st = self.seats[seat]
        back = st.hand[-k:]
        del st.hand[-k:]
        self.stock[:0] = back
        st.given -= k

    def _give_more(self, seat: int, k: int) -> None:
        st = self.seats[seat]
        k = min(k, len(self.stock))
        st.hand.extend(self.stock[:k])
        del self.stock[:k]
        st.given += k

    @implements(law(46))
    def evidence_order(self, disputant: int) -> list[int]:
        """Rule 46: whose evidence decides a dispute over the number of cards
        demanded: the person at the dealer's left (unless he is the disputant),
        then the person at his right (the reading ``right_hand_disputant``
        decides whether he is passed over when he is the disputant), then each
        person from the disputant's left round the table."""
        return _evidence_order(self.dealer, self.check_seat(disputant, law(46)), self.n, self.rules.right_hand_disputant)

    def _dispute_open(self) -> bool:
        """Rule 46's moment: the dealer has just given a player his cards (nothing but asides since)."""
        for action in reversed(self.actions):
            if isinstance(action, Give):
                return True
            if not isinstance(action, _ASIDES):
                return False
        return False

    @verifies(DisputeDemand)
    @implements(law(46))
    def _verify_dispute_demand(self, a: DisputeDemand) -> None:
        """Rule 46: a dispute between a player and the dealer as to the number
        of cards demanded, raised when the cards are given."""
        if self.phase not in (Phase.DRAW, Phase.BETTING) or not self._dispute_open():
            raise IllegalActionError("a dispute over the number demanded arises when the cards are given", law(46))
        if a.seat != self.drawing.last_give or a.seat == self.dealer:
            raise IllegalActionError("only the player just served disputes with the dealer", law(46))
        for w in a.witnesses:
            if not isinstance(w, int) or isinstance(w, bool) or not 0 <= w < self.n:
                raise IllegalActionError(f"no seat {w!r}", law(46))
        self.irregular(law(46), f"{self.name(a.seat)} and the dealer dispute the number of cards demanded",
                       DemandDisputed(disputant=a.seat, dealer=self.dealer, players=self.n, witnesses=a.witnesses),
                       a.seat)

    @applies(DisputeDemand)
    def _apply_dispute_demand(self, a: DisputeDemand) -> None:
        """The referee's ruling decides (whose evidence is conclusive, Rule 46)."""

    def _proper_number(self, seat: int) -> None:
        """Rule 46: nobody can give evidence: he is held to have demanded the
        proper number -- his hand is made up to the number discarded and a foul
        of Rule 45 undone."""
        st = self.seats[seat]
        k = len(st.discarded)
        st.demand = k
        if st.given > k:
            self._give_back(seat, st.given - k)
        elif st.given < k:
            self._give_more(seat, k - st.given)
        if st.retired and st.foul and law(45) in st.retire_laws:
            st.retired = st.foul = False
            st.retire_reason, st.retire_laws = "", ()
            self.event("restored", f"{self.name(seat)} is restored to the game", (W.NOBODY_CAN_SAY,), seat)

    # -- what a player may ask the dealer ---------------------------------------------------------
    @verifies(AskDealer)
    @implements(law(49), law(50))
    def _verify_ask_dealer(self, a: AskDealer) -> None:
        """Rule 49: after drawing, before raising his hand, a player may ask
        the dealer how many cards he drew; Rule 50: not after raising his cards or betting."""
        if self.phase not in (Phase.DRAW, Phase.BETTING):
            raise IllegalActionError("the question is asked after the draw", law(49))
        st = self.seats[a.seat]
        if a.seat == self.dealer or st.retired or not st.draw.done:
            raise IllegalActionError("the player has not drawn", law(49))
        if st.raised_after_draw or st.bet_after_draw:
            raise IllegalActionError("a player who has raised the cards or bet has lost the right to ask", law(50))
        d = self.seats[self.dealer]
        if self.dealer not in self.dealt_in:
            raise IllegalActionError("the dealer takes no cards in this game", law(49))
        if d.draw is DrawStep.PENDING and not d.retired:
            raise IllegalActionError("the dealer has not drawn yet", law(49))

    @applies(AskDealer)
    def _apply_ask_dealer(self, a: AskDealer) -> None:
        d = self.seats[self.dealer]
        n = d.given if not d.retired or d.draw is not DrawStep.PENDING else 0
        self.seats[a.seat].asked = True
        self.event("answer", f"the dealer answers {self.name(a.seat)}: the dealer drew {_count(n)}", laws(49), self.dealer)

    @verifies(AskDealerAbout)
    @implements(law(51))
    def _verify_ask_dealer_about(self, a: AskDealerAbout) -> None:
        """Rule 51: the dealer shall not give any information as to the number
        of cards drawn by any other player (TABLE mode: the question is asked,
        and the referee's ruling is that he does not answer)."""
        if self.phase not in (Phase.DRAW, Phase.BETTING, Phase.SHOW):
            raise IllegalActionError("the dealer gives no information about another player's draw", law(51))
        if not isinstance(a.other, int) or not 0 <= a.other < self.n or a.other in (a.seat, self.dealer):
            raise IllegalActionError("ask about another player's draw", law(51))
        self.irregular(law(51), f"{self.name(a.seat)} asks the dealer how many cards {self.name(a.other)} drew",
                       AskDealerOthersDraw(), a.seat)

    @applies(AskDealerAbout)
    def _apply_ask_dealer_about(self, a: AskDealerAbout) -> None:
        """The dealer does not answer (the ruling, Rule 51)."""
