"""The deal (Peel Rules 3-18): the shuffle, the cut, five cards to each one at
a time, misdeals, and the hands taken up (foul hands, Rules 12-14, 16).

State: :class:`~games.poker.records.DealState` (``game.deal``), the pack
(``game.stock``) and each seat's hand.
"""

from __future__ import annotations

from typing import Optional

from games.cards import Card
from games.core.ledger import seat_account
from games.core.prose import cards_text, chips
from games.core.state import applies, verifies
from games.core.turns import Step, automates, offers, turn
from games.errors import IllegalActionError, OutOfTurnError
from games.laws import implements
from games.poker.actions import (
    Arrange, Cut, DealCard, FaceUpInPack, FinishDeal, PokerAction, RaiseHand, Shuffle, SpeakToDealer,
)
from games.poker.base import PokerBase
from games.poker.records import Automation, DealState, Duty, Phase, Refund
from games.poker import law_words as W
from games.poker.rules import law, laws
from games.poker.rulings.deal import (
    CardExposedInDealing, CardFaceUpInPack, DealtOutOfOrder, DealtWithoutCut, SpokeToDealer, WrongNumberDealt,
)

__all__ = ["DealChapter"]


class DealChapter(PokerBase):
    """Rules 3-18."""

    @property
    def deal_finished(self) -> bool:
        return self.deal.finished

    @property
    def dealt(self) -> int:
        """Cards dealt so far in this deal."""
        return self.deal.dealt

    # -- the turn protocol: the shuffle, the cut, the deal, the hands taken up -----------------------
    @turn(Phase.SHUFFLE, Phase.DEAL)
    def _deal_step(self) -> Optional[Step]:
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

    @offers(Duty.SHUFFLE)
    def _shuffles_open(self, k: Step) -> list[PokerAction]:
        return [Shuffle(k.whose)]

    @offers(Duty.CUT)
    def _cuts_open(self, k: Step) -> list[PokerAction]:
        return [Cut(k.whose, len(self.stock) // 2)]

    @offers(Duty.DEAL)
    def _deals_open(self, k: Step) -> list[PokerAction]:
        return [DealCard()] if self.stock else [FinishDeal()]

    @offers(Duty.RAISE)
    def _raises_open(self, k: Step) -> list[PokerAction]:
        return [RaiseHand(k.whose)]

    @automates(Duty.SHUFFLE, Automation.SHUFFLE)
    def _auto_shuffle(self, k: Step) -> PokerAction:
        return Shuffle(k.whose)

    @automates(Duty.CUT, Automation.CUT)
    def _auto_cut(self, k: Step) -> PokerAction:
        return Cut(k.whose, self._random_cut(len(self.stock)))

    @automates(Duty.DEAL, Automation.DEAL)
    def _auto_deal(self, k: Step) -> PokerAction:
        return DealCard()

    @automates(Duty.RAISE, Automation.RAISE_HANDS)
    def _auto_raise(self, k: Step) -> PokerAction:
        return RaiseHand(k.whose)

    # -- shuffle and cut -------------------------------------------------------------------
    @verifies(Shuffle)
    @implements(law(3), law(4))
    def _verify_shuffle(self, a: Shuffle) -> None:
        """Rule 3: any player may demand to shuffle; the dealer has the right
        to the last shuffle before the cut.  Rule 4: the dealer shuffles before every deal."""
        self._phase_check((Phase.SHUFFLE,), law(3), "shuffling")

    @applies(Shuffle)
    def _apply_shuffle(self, a: Shuffle) -> None:
        d = self.deal
        d.shuffles += 1
        self.rng("shuffle", d.number, d.shuffles).shuffle(self.stock)
        d.cut = False
        d.dealer_shuffled = a.seat == self.dealer
        if d.dealer_shuffled:
            self.event("shuffle", f"{self.name(a.seat)} shuffles the pack as dealer", (W.SHUFFLE,), a.seat)
        else:
            self.event("shuffle", f"{self.name(a.seat)} shuffles the pack; the dealer keeps the right to the last shuffle", laws(3), a.seat)

    @verifies(Cut)
    @implements(law(4), law(41))
    def _verify_cut(self, a: Cut) -> None:
        """Rule 4: the pack is cut by the player on the right of the dealer
        (Rule 41: the collected discards too)."""
        short = self.drawing.short
        if self.phase is Phase.DRAW:
            if short is None or short.collected is None or short.cut:
                raise IllegalActionError("the pack is cut before the deal, or when the discards are collected", W.PACK_SHORT_CUT)
            n = len(short.collected)
        else:
            self._phase_check((Phase.SHUFFLE,), W.CUT, "the cut")
            if not self.deal.dealer_shuffled:
                raise IllegalActionError("the dealer shuffles before the cut", law(4))
            if self.deal.cut:
                raise IllegalActionError("the pack has been cut", W.CUT)
            n = len(self.stock)
        if a.seat != self.right(self.dealer):
            raise OutOfTurnError(f"the pack is cut by {self.name(self.right(self.dealer))}, on the dealer's right", W.CUT)
        if not isinstance(a.depth, int) or not 0 < a.depth < n:
            raise IllegalActionError(f"a cut of {a.depth!r} leaves an empty packet", law(4))

    @applies(Cut)
    def _apply_cut(self, a: Cut) -> None:
        if self.phase is Phase.DRAW:
            self._cut_collected(a)
            return
        self.stock[:] = self.stock[a.depth:] + self.stock[:a.depth]
        self.deal.cut = True
        self.event("cut", f"{self.name(a.seat)} cuts the pack", (W.CUT,), a.seat)

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
        """Rule 7: one card at a time from the top, from right to left,
        beginning at the dealer's left; Rule 6: face down, in front of the
        player; Rule 11: a card exposed in dealing is accepted; Rule 17: the
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
        if self.phase is Phase.SHUFFLE and not self.deal.cut:
            # Rules 8-9: seen by nobody until someone points it out (a Claim)
            self.irregular(law(8), f"{self.name(self.dealer)} begins to deal without the pack having been cut",
                           DealtWithoutCut(), self.dealer, seen_by=())
        to = proper if a.to is None else a.to
        counts = {s: len(self.seats[s].hand) + (1 if s == to else 0) for s in self.dealt_in}
        if all(c >= 5 for c in counts.values()):  # this card finishes the deal (Rule 17)
            self._wrong_numbers_dealt(counts)

    @applies(DealCard)
    def _apply_deal_card(self, a: DealCard) -> None:
        d = self.deal
        if self.phase is Phase.SHUFFLE:
            self.phase = Phase.DEAL
            d.uncut = not d.cut
            self.event("deal", f"{self.name(self.dealer)} deals five cards to each player, face down, one at a time, "
                               "beginning at the dealer's left", laws(6, 7), self.dealer)
        to = self._next_recipient() if a.to is None else a.to
        card = self.stock.pop(0)
        d.dealt += 1
        st = self.seats[to]
        st.hand.append(card)
        if a.face_up:
            self.event("card", f"{self.name(to)} is dealt the {card.name} face up", laws(7, 11), to)
        else:
            self.event("card", f"{self.name(to)} receives the {card.name}", laws(6, 7), to, seen_by={to},
                       others=f"{self.name(to)} receives a card face down")
        if a.face_up:
            st.exposed.append(card)
        if all(len(self.seats[s].hand) >= 5 for s in self.dealt_in):
            self._finish_deal()

    @verifies(FinishDeal)
    @implements(law(17))
    def _verify_finish_deal(self, a: FinishDeal) -> None:
        """The dealer stops dealing (some player may have fewer than five: Rule 12/13 follow)."""
        self._phase_check((Phase.DEAL,), law(17), "finishing the deal")
        if self.deal.finished:
            raise IllegalActionError("the deal is finished", law(17))
        short = [s for s in self.dealt_in if len(self.seats[s].hand) < 5]
        if short and self.stock:
            self.irregular(law(7), "the dealer stops dealing before every player has five cards", DealtOutOfOrder())
        self._wrong_numbers_dealt({s: len(self.seats[s].hand) for s in self.dealt_in})

    @implements(law(12), law(13))
    def _wrong_numbers_dealt(self, counts: dict[int, int]) -> None:
        """The deal is finished with a hand of more or less than five: nobody sees it until the cards
        are counted, and it is ruled on when claimed -- a misdeal if announced before the hand is
        raised (Rule 12), a foul hand after (13)."""
        for s, n in counts.items():
            if n != 5:
                self.irregular(law(12), f"{self.name(s)} is dealt {n} cards",
                               WrongNumberDealt(player=s), s, seen_by=())

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
    @verifies(FaceUpInPack)
    @implements(law(10))
    def _verify_face_up_in_pack(self, a: FaceUpInPack) -> None:
        """Rule 10: a card found face upwards in the pack before the deal is
        finished: a misdeal, and a new deal by the same dealer.  In the draw
        (TABLE mode) the card is turned up as the dealer comes to it: the
        referee's ruling sends it back to the pack, by analogy with Rule 40."""
        if self.phase in (Phase.SHUFFLE, Phase.DEAL) and not self.deal.finished:
            self.irregular(law(10), f"{self.name(a.seat)} finds a card face upwards in the pack",
                           CardFaceUpInPack(before_deal_finished=True), a.seat)
        elif self.phase is Phase.DRAW and self.stock and self.drawing.short is None:
            self.irregular(law(40), f"{self.name(a.seat)} finds the {self.stock[0].name} face upwards in the pack "
                                    "during the draw", CardFaceUpInPack(before_deal_finished=False), a.seat)
        else:
            raise IllegalActionError("Rule 10 applies only before the deal is finished (or, in the draw, by analogy "
                                     "with Rule 40)", law(10))

    @applies(FaceUpInPack)
    def _apply_face_up_in_pack(self, a: FaceUpInPack) -> None:
        if self.phase is Phase.DRAW:
            self.drawing.turned.append(self.stock.pop(0))

    @verifies(SpeakToDealer)
    @implements(law(15), law(16))
    def _verify_speak_to_dealer(self, a: SpeakToDealer) -> None:
        """Rule 15: no player shall speak to the dealer while the cards are being dealt."""
        if self.phase is not Phase.DEAL or self.deal.finished:
            raise IllegalActionError("Rule 15 forbids speaking to the dealer only during the deal", law(15))
        if a.seat == self.dealer:
            raise IllegalActionError("the dealer is not a player who speaks to the dealer", law(15))
        self.irregular(law(15), f"{self.name(a.seat)} speaks to the dealer during the deal", SpokeToDealer(), a.seat)

    @applies(SpeakToDealer)
    def _apply_speak_to_dealer(self, a: SpeakToDealer) -> None:
        self.deal.speakers.append(a.seat)  # Rule 16: he refunds any foul hand of this deal

    @implements(law(8), law(10), law(12))
    def _misdeal(self, why: str, lws: tuple) -> None:
        """A misdeal: every card goes back to the pack and the same dealer deals again (Rules 8, 10, 12)."""
        self.event("misdeal", f"a misdeal: the cards go back to the pack; {self.name(self.dealer)} deals again", lws)
        cards = []
        for st in self.seats:
            cards.extend(st.hand)
            st.hand, st.exposed, st.original = [], [], ()
            st.raised = st.retired = st.foul = False  # a foul hand of the old deal is no more (Rule 13 needs a new deal)
            st.retire_reason, st.retire_laws = "", ()
        for r in self.refunds:  # refunds under Rule 14 of the old deal are undone
            self._pay(r.payee, r.payer, r.paid)
            if r.owed:
                self.ledger.debts.remove(next(d for d in self.ledger.debts if d.debtor == seat_account(r.payer)
                                              and d.creditor == seat_account(r.payee) and d.amount == r.owed))
        self.refunds.clear()
        self.stock[:] = cards + self.stock
        self.deal = DealState(number=self.deal.number + 1, since=len(self.actions))
        self.phase = Phase.SHUFFLE

    # -- the hands taken up ---------------------------------------------------------------------
    @verifies(RaiseHand)
    @implements(law(13), law(14), law(16))
    def _verify_raise_hand(self, a: RaiseHand) -> None:
        """Rule 13: a hand of more or less than five, not announced before it is
        raised, is foul: its holder retires and forfeits his stake; Rule 14:
        the dealer (Rule 16: the player who spoke to him) refunds his ante or straddle."""
        st = self.seats[a.seat]
        if a.seat not in self.dealt_in or st.retired:
            raise IllegalActionError(f"{self.name(a.seat)} has no cards in this game", law(13))
        if not self.deal.finished:
            raise IllegalActionError("the deal is not finished", law(17))
        if self.phase in (Phase.DEAL, Phase.PLAY):
            if st.raised:
                raise IllegalActionError("the cards are already raised", law(13))
        elif self.phase in (Phase.DRAW, Phase.BETTING):
            if not st.draw.done or st.raised_after_draw:
                raise IllegalActionError("the player has not drawn, or has already raised the cards", law(50))
            self._foul_taken_up(a.seat, bet=False)
        else:
            raise IllegalActionError("nothing to raise", law(13))

    @applies(RaiseHand)
    def _apply_raise_hand(self, a: RaiseHand) -> None:
        st = self.seats[a.seat]
        if self.phase in (Phase.DEAL, Phase.PLAY):
            self._raise_before_draw(a.seat)
        else:
            st.raised_after_draw = True
            self.event("raise", f"{self.name(a.seat)} takes up the cards drawn", laws(50), a.seat)
        if self.phase is Phase.DEAL and all(self.seats[s].raised or self.seats[s].retired for s in self.dealt_in):
            self._start_play()

    def _raise_before_draw(self, seat: int) -> None:
        """He takes up his cards.  A hand of more or less than five is foul
        (Rule 13) once found: claimed by its holder or another player
        (:class:`~games.core.breaches.Claim` of "a wrong number of cards dealt"), or at the show (Rule 64)."""
        self.seats[seat].raised = True

    @implements(law(13), law(14), law(16))
    def _foul_dealt(self, seat: int, lws: tuple) -> None:
        """Rules 13-14 as the referee rules: the holder of a foul hand dealt him
        retires, his stake stays in the pool, and the dealer (Rule 16: the
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
