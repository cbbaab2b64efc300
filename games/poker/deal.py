"""The deal (Peel laws 3-18): the shuffle, the cut, five cards to each one at
a time, misdeals, and the hands taken up (foul hands, laws 12-14, 16).

State: :class:`~games.poker.records.DealState` (``game.deal``), the pack
(``game.stock``) and each seat's hand.
"""

from __future__ import annotations

from games.cards import Card
from games.core.ledger import seat_account
from games.core.prose import cards_text, chips
from games.core.state import applies, verifies
from games.errors import IllegalActionError, OutOfTurnError
from games.laws import implements
from games.poker.actions import (
    AnnounceWrongCount, Arrange, Cut, DealCard, FaceUpInPack, FinishDeal, PointOutNoCut, RaiseHand, Shuffle,
    SpeakToDealer,
)
from games.poker.base import PokerBase
from games.poker.records import DealState, Duty, Phase, Refund, Step
from games.poker.rules import law, laws
from games.poker.rulings.deal import (
    CardExposedInDealing, CardFaceUpInPack, DealtOutOfOrder, DealtWithoutCut, SpokeToDealer, WrongNumberDealt,
)

__all__ = ["DealChapter"]


class DealChapter(PokerBase):
    """Laws 3-18."""

    @property
    def deal_finished(self) -> bool:
        return self.deal.finished

    @property
    def dealt(self) -> int:
        """Cards dealt so far in this deal."""
        return self.deal.dealt

    def _deal_step(self):
        d = self.deal
        if self.phase is Phase.SHUFFLE:
            if not d.dealer_shuffled:
                return Step("dealer", self.dealer, Duty.SHUFFLE)
            if not d.cut:
                return Step("player", self.right(self.dealer), Duty.CUT)
            return Step("dealer", self.dealer, Duty.DEAL)
        if not d.finished:
            return Step("dealer", self.dealer, Duty.DEAL)
        for s in self.dealt_in:
            if not self.seats[s].raised and not self.seats[s].retired:
                return Step("player", s, Duty.RAISE)
        return None

    # -- shuffle and cut -------------------------------------------------------------------
    @verifies(Shuffle)
    @implements(law(3), law(4))
    def _verify_shuffle(self, a: Shuffle) -> None:
        """Law 3: any player may demand to shuffle; the dealer has the right
        to the last shuffle before the cut.  Law 4: the dealer shuffles before every deal."""
        self._phase_check((Phase.SHUFFLE,), law(3), "shuffling")

    @applies(Shuffle)
    def _apply_shuffle(self, a: Shuffle) -> None:
        d = self.deal
        d.shuffles += 1
        self.rng("shuffle", d.number, d.shuffles).shuffle(self.stock)
        d.cut = False
        d.dealer_shuffled = a.seat == self.dealer
        if d.dealer_shuffled:
            self.event("shuffle", f"{self.name(a.seat)} shuffles the pack as dealer", laws(4), a.seat)
        else:
            self.event("shuffle", f"{self.name(a.seat)} shuffles the pack; the dealer keeps the right to the last shuffle", laws(3), a.seat)

    @verifies(Cut)
    @implements(law(4), law(41))
    def _verify_cut(self, a: Cut) -> None:
        """Law 4: the pack is cut by the player on the right of the dealer
        (law 41: the collected discards too)."""
        short = self.drawing.short
        if self.phase is Phase.DRAW:
            if short is None or short.collected is None or short.cut:
                raise IllegalActionError("the pack is cut before the deal, or when the discards are collected", law(41))
            n = len(short.collected)
        else:
            self._phase_check((Phase.SHUFFLE,), law(4), "the cut")
            if not self.deal.dealer_shuffled:
                raise IllegalActionError("the dealer shuffles before the cut", law(4))
            if self.deal.cut:
                raise IllegalActionError("the pack has been cut", law(4))
            n = len(self.stock)
        if a.seat != self.right(self.dealer):
            raise OutOfTurnError(f"the pack is cut by {self.name(self.right(self.dealer))}, on the dealer's right", law(4))
        if not isinstance(a.depth, int) or not 0 < a.depth < n:
            raise IllegalActionError(f"a cut of {a.depth!r} leaves an empty packet", law(4))

    @applies(Cut)
    def _apply_cut(self, a: Cut) -> None:
        if self.phase is Phase.DRAW:
            self._cut_collected(a)
            return
        self.stock[:] = self.stock[a.depth:] + self.stock[:a.depth]
        self.deal.cut = True
        self.event("cut", f"{self.name(a.seat)} cuts the pack", laws(4), a.seat)

    def arrange(self, top_cards) -> None:
        """Put ``top_cards`` (text or cards) on top of the pack, in that order,
        before the first card is dealt: for teaching examples and tests, so
        that a chosen hand can be played out (the :class:`~games.poker.actions.Arrange` action)."""
        self.do(Arrange(top_cards))

    @verifies(Arrange)
    def _verify_arrange(self, a: Arrange) -> None:
        if self.phase not in (Phase.ANTE, Phase.STRADDLE, Phase.SHUFFLE) or self.deal.dealt:
            raise IllegalActionError("the pack can be arranged only before the deal", law(7))
        for c in a.cards:
            if not isinstance(c, Card) or c not in self.stock:
                raise IllegalActionError(f"{c} is not in the pack", law(1))
        if len(set(a.cards)) != len(a.cards):
            raise IllegalActionError("a card named twice", law(1))

    @applies(Arrange)
    def _apply_arrange(self, a: Arrange) -> None:
        top = list(a.cards)
        self.stock[:] = top + [c for c in self.stock if c not in top]
        self.event("arranged", f"the pack is arranged for a demonstration: {cards_text(top)} on top", ())

    # -- the deal -----------------------------------------------------------------------------
    def _next_recipient(self) -> int:
        return self.dealt_in[self.deal.dealt % len(self.dealt_in)]

    @verifies(DealCard)
    @implements(law(4), law(6), law(7), law(11), law(17))
    def _verify_deal_card(self, a: DealCard) -> None:
        """Law 7: one card at a time from the top, from right to left,
        beginning at the dealer's left; law 6: face down, in front of the
        player; law 11: a card exposed in dealing is accepted; law 17: the
        deal is finished when every player has five."""
        self._phase_check((Phase.SHUFFLE, Phase.DEAL), law(7), "dealing")
        if self.phase is Phase.SHUFFLE and not self.deal.dealer_shuffled:
            raise IllegalActionError("the dealer shuffles before dealing", law(4))
        if self.deal.finished:
            raise IllegalActionError("the deal is finished", law(17))
        if a.to is not None and a.to not in self.dealt_in:
            raise IllegalActionError(f"{a.to!r} does not take cards in this game", law(7))
        if not self.stock:
            raise IllegalActionError("the pack is empty", law(7))
        proper = self._next_recipient()
        if a.to is not None and a.to != proper:
            self.irregular(law(7), f"the dealer gives the card meant for {self.name(proper)} to {self.name(a.to)}",
                           DealtOutOfOrder(), a.to)
        if a.face_up:
            to = proper if a.to is None else a.to
            self.irregular(law(11), f"the dealer exposes the {self.stock[0].name} dealing to {self.name(to)}",
                           CardExposedInDealing(), to)

    @applies(DealCard)
    def _apply_deal_card(self, a: DealCard) -> None:
        d = self.deal
        if self.phase is Phase.SHUFFLE:
            self.phase = Phase.DEAL
            d.uncut = not d.cut
            self.event("deal", f"{self.name(self.dealer)} deals five cards to each player, face down, one at a time, "
                               "beginning at his left", laws(6, 7), self.dealer)
            if d.uncut:
                self.event("no-cut", "the dealer begins to deal without the pack having been cut", laws(8, 9))
        to = self._next_recipient() if a.to is None else a.to
        card = self.stock.pop(0)
        d.dealt += 1
        st = self.seats[to]
        st.hand.append(card)
        if a.face_up:
            self.event("card", f"{self.name(to)} is dealt the {card.name} face up", laws(7, 11), to)
        else:
            self.event("card", f"{self.name(to)} receives the {card.name}", laws(6, 7), to, seen_by={to})
        if a.face_up:
            st.exposed.append(card)
        if all(len(self.seats[s].hand) >= 5 for s in self.dealt_in):
            self._finish_deal()

    @verifies(FinishDeal)
    @implements(law(17))
    def _verify_finish_deal(self, a: FinishDeal) -> None:
        """The dealer stops dealing (some player may have fewer than five: law 12/13 follow)."""
        self._phase_check((Phase.DEAL,), law(17), "finishing the deal")
        if self.deal.finished:
            raise IllegalActionError("the deal is finished", law(17))
        short = [s for s in self.dealt_in if len(self.seats[s].hand) < 5]
        if short and self.stock:
            self.irregular(law(7), "the dealer stops dealing before every player has five cards", DealtOutOfOrder())

    @applies(FinishDeal)
    def _apply_finish_deal(self, a: FinishDeal) -> None:
        self._finish_deal()

    def _finish_deal(self) -> None:
        self.deal.finished = True
        self.event("deal-finished", "the deal is finished" + (": every player has five cards" if all(
            len(self.seats[s].hand) == 5 for s in self.dealt_in) else ""), laws(17))
        for s in self.dealt_in:
            self.seats[s].original = tuple(self.seats[s].hand)

    # -- what goes wrong in the deal -------------------------------------------------------------
    @verifies(PointOutNoCut)
    @implements(law(8), law(9))
    def _verify_point_out_no_cut(self, a: PointOutNoCut) -> None:
        """Law 8: dealt without a cut and pointed out before the deal is
        finished: a misdeal.  Law 9: not pointed out before: the deal stands
        (the referee rules, :mod:`games.poker.rulings.deal`)."""
        if self.phase not in (Phase.DEAL, Phase.PLAY) or not self.deal.uncut:
            raise IllegalActionError("the pack was cut (or the deal has not begun)", law(8))
        if self.play.opened:
            raise IllegalActionError("the play has begun: the deal stands although the pack was not cut", law(9))
        before = not self.deal.finished
        self.irregular(law(8) if before else law(9), f"{self.name(a.seat)} points out that the pack was not cut",
                       DealtWithoutCut(pointed_out_before_deal_finished=before), a.seat)

    @applies(PointOutNoCut)
    def _apply_point_out_no_cut(self, a: PointOutNoCut) -> None:
        """The referee's ruling decides (a misdeal, or the deal stands)."""

    @verifies(FaceUpInPack)
    @implements(law(10))
    def _verify_face_up_in_pack(self, a: FaceUpInPack) -> None:
        """Law 10: a card found face upwards in the pack before the deal is
        finished: a misdeal, and a new deal by the same dealer.  In the draw
        (TABLE mode) the card is turned up as the dealer comes to it: the
        referee's ruling sends it back to the pack, by analogy with law 40."""
        if self.phase in (Phase.SHUFFLE, Phase.DEAL) and not self.deal.finished:
            self.irregular(law(10), f"{self.name(a.seat)} finds a card face upwards in the pack",
                           CardFaceUpInPack(before_deal_finished=True), a.seat)
        elif self.phase is Phase.DRAW and self.stock and self.drawing.short is None:
            self.irregular(law(10), f"{self.name(a.seat)} finds the {self.stock[0].name} face upwards in the pack "
                                    "during the draw", CardFaceUpInPack(before_deal_finished=False), a.seat)
        else:
            raise IllegalActionError("law 10 applies only before the deal is finished (or, in the draw, by analogy "
                                     "with law 40)", law(10))

    @applies(FaceUpInPack)
    def _apply_face_up_in_pack(self, a: FaceUpInPack) -> None:
        if self.phase is Phase.DRAW:
            self.drawing.turned.append(self.stock.pop(0))

    @verifies(SpeakToDealer)
    @implements(law(15), law(16))
    def _verify_speak_to_dealer(self, a: SpeakToDealer) -> None:
        """Law 15: no player shall speak to the dealer while the cards are being dealt."""
        if self.phase is not Phase.DEAL or self.deal.finished:
            raise IllegalActionError("law 15 forbids speaking to the dealer only while he deals", law(15))
        if a.seat == self.dealer:
            raise IllegalActionError("the dealer does not speak to himself", law(15))
        self.irregular(law(15), f"{self.name(a.seat)} speaks to the dealer during the deal", SpokeToDealer(), a.seat)

    @applies(SpeakToDealer)
    def _apply_speak_to_dealer(self, a: SpeakToDealer) -> None:
        self.deal.speakers.append(a.seat)  # law 16: he refunds any foul hand of this deal

    @verifies(AnnounceWrongCount)
    @implements(law(12))
    def _verify_announce_wrong_count(self, a: AnnounceWrongCount) -> None:
        """Law 12: a player with more or less than five, announced before his
        cards are raised: a misdeal, a new deal by the same dealer."""
        if not self.deal.finished or self.phase not in (Phase.DEAL, Phase.PLAY):
            raise IllegalActionError("the count of a hand is announced when the deal is finished", law(12))
        if self.play.opened or any(self.seats[s].stake > self.seats[s].blind for s in self.dealt_in):
            raise IllegalActionError("the play has begun", law(12))
        if not 0 <= a.about < self.n or a.about not in self.dealt_in:
            raise IllegalActionError("no such hand", law(12))
        st = self.seats[a.about]
        if st.raised:
            raise IllegalActionError(f"{self.name(a.about)}'s cards have been raised: law 13 applies", law(12))
        if len(st.hand) == 5:
            raise IllegalActionError(f"{self.name(a.about)} has five cards", law(12))
        self.irregular(law(12), f"{self.name(a.seat)} announces {self.name(a.about)}'s hand of {len(st.hand)} cards",
                       WrongNumberDealt(announced_before_raised=True, someone_spoke_to_dealer=bool(self.deal.speakers),
                                        player=a.about), a.seat)

    @applies(AnnounceWrongCount)
    def _apply_announce_wrong_count(self, a: AnnounceWrongCount) -> None:
        """The referee's ruling decides (a misdeal, law 12)."""

    @implements(law(8), law(10), law(12))
    def _misdeal(self, why: str, lws: tuple) -> None:
        """A misdeal: every card goes back to the pack and the same dealer deals again (laws 8, 10, 12)."""
        self.event("misdeal", f"a misdeal: the cards go back to the pack; {self.name(self.dealer)} deals again", lws)
        cards = []
        for st in self.seats:
            cards.extend(st.hand)
            st.hand, st.exposed, st.original = [], [], ()
            st.raised = st.retired = st.foul = False  # a foul hand of the old deal is no more (law 13 needs a new deal)
            st.retire_reason, st.retire_laws = "", ()
        for r in self.refunds:  # refunds under law 14 of the old deal are undone
            self._pay(r.payee, r.payer, r.paid)
            if r.owed:
                self.ledger.debts.remove(next(d for d in self.ledger.debts if d.debtor == seat_account(r.payer)
                                              and d.creditor == seat_account(r.payee) and d.amount == r.owed))
        self.refunds.clear()
        self.stock[:] = cards + self.stock
        self.deal = DealState(number=self.deal.number + 1)
        self.phase = Phase.SHUFFLE

    # -- the hands taken up ---------------------------------------------------------------------
    @verifies(RaiseHand)
    @implements(law(13), law(14), law(16))
    def _verify_raise_hand(self, a: RaiseHand) -> None:
        """Law 13: a hand of more or less than five, not announced before it is
        raised, is foul: its holder retires and forfeits his stake; law 14:
        the dealer (law 16: the player who spoke to him) refunds his ante or straddle."""
        st = self.seats[a.seat]
        if a.seat not in self.dealt_in or st.retired:
            raise IllegalActionError(f"{self.name(a.seat)} has no cards in this game", law(13))
        if not self.deal.finished:
            raise IllegalActionError("the deal is not finished", law(17))
        if self.phase in (Phase.DEAL, Phase.PLAY):
            if st.raised:
                raise IllegalActionError("his cards are already raised", law(13))
            if len(st.hand) != 5:
                self._strict_refuses(law(13), f"{self.name(a.seat)} takes up {len(st.hand)} cards: a foul hand")
        elif self.phase in (Phase.DRAW, Phase.BETTING):
            if not st.draw.done or st.raised_after_draw:
                raise IllegalActionError("he has not drawn, or has already raised his cards", law(50))
        else:
            raise IllegalActionError("nothing to raise", law(13))

    @applies(RaiseHand)
    def _apply_raise_hand(self, a: RaiseHand) -> None:
        st = self.seats[a.seat]
        if self.phase in (Phase.DEAL, Phase.PLAY):
            self._raise_before_draw(a.seat)
        else:
            st.raised_after_draw = True
            self.event("raise", f"{self.name(a.seat)} takes up the cards he drew", laws(50), a.seat)
        if self.phase is Phase.DEAL and all(self.seats[s].raised or self.seats[s].retired for s in self.dealt_in):
            self._start_play()

    def _raise_before_draw(self, seat: int) -> None:
        """He takes up his cards.  A hand of more or less than five is foul
        (law 13) once found: by its holder or another player
        (:class:`~games.poker.actions.FoundFoul`), or at the show (law 64)."""
        self.seats[seat].raised = True

    @implements(law(13), law(14), law(16))
    def _foul_dealt(self, seat: int, lws: tuple) -> None:
        """Laws 13-14 as the referee rules: the holder of a foul hand dealt him
        retires, his stake stays in the pool, and the dealer (law 16: the
        player who spoke to him while he dealt) refunds his ante or straddle."""
        st = self.seats[seat]
        self._retire(seat, f"a foul hand of {len(st.hand)} cards", lws, foul=True)
        refund = st.blind + st.dead
        speakers = self.deal.speakers
        payer = speakers[0] if speakers else self.dealer
        if refund and payer != seat:
            paid = min(refund, self.stacks[payer])
            self._pay(payer, seat, paid, law(14))
            owed = refund - paid
            if owed:
                self.ledger.owe(seat_account(payer), seat_account(seat), owed, law(14))
            self.refunds.append(Refund(payer, seat, paid, owed))
            self.event("refund", f"{self.name(payer)} refunds {self.name(seat)}'s ante or straddle, {chips(refund)}",
                       laws(14, 16) if speakers else laws(14), payer)
        self._after_foul(seat)
