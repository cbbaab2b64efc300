"""The naturals of Vingt-un: declared when the second card is dealt, paid at once.

A mixin of :class:`games.vingt_un.game.VingtUn` (one job: the naturals, from the
:class:`~games.vingt_un.game_actions.DeclareNaturals` step to the first draw).  The
dealer's natural takes double from every punter but one holding a natural too
(Peel p8, p10; Hoffmann p7; Enquire Within 115); otherwise each punter's natural is
paid by the dealer, with the privileges and the pool agreed (Peel p18, p32).  The
naturals declared are kept in the round's :class:`~games.vingt_un.records.NaturalsRecord`.
"""

from __future__ import annotations

from fractions import Fraction

from games.core.prose import cards_text
from games.core.state import applies, verifies
from games.core.turns import Step, automates, turn
from games.errors import IllegalActionError
from games.laws import implements
from games.vingt_un.base import VingtUnBase
from games.vingt_un.game_actions import DeclareNaturals
from games.vingt_un.records import Hand
from games.vingt_un.records import VingtUnDuty as Duty
from games.vingt_un.records import VingtUnPhase as Phase

__all__ = ["NaturalsMixin"]


class NaturalsMixin(VingtUnBase):
    """The naturals declared and paid."""

    @turn(Phase.NATURALS)
    def _naturals_step(self) -> Step:
        return Step("dealer", None, Duty.DECLARE_NATURALS)

    @automates(Duty.DECLARE_NATURALS, None)
    def _auto_naturals(self, step: Step) -> DeclareNaturals:
        return DeclareNaturals()

    @verifies(DeclareNaturals)
    @implements("peel-vingt-un:p10", "hoffmann-vingt-un:p7", "enquire-within:115")
    def _verify_naturals(self, a: DeclareNaturals) -> None:
        if self.phase != Phase.NATURALS:
            raise IllegalActionError("the naturals are declared when the second card is dealt",
                                     self.L("dealer_natural"))

    @applies(DeclareNaturals)
    @implements("peel-vingt-un:p10", "peel-vingt-un:p11", "peel-vingt-un:p8", "hoffmann-vingt-un:p7",
                "hoffmann-vingt-un:p8", "enquire-within:115", "peel-vingt-un:p32", "peel-vingt-un:p18")
    def _apply_naturals(self, a: DeclareNaturals) -> None:
        """The dealer's natural takes double stakes from every punter but one holding a natural
        too, with whom it cancels (Peel p8, p10; Hoffmann p7; Enquire Within ¶115).  Otherwise
        each punter's natural is paid double by the dealer (Peel p11; Hoffmann p8; Enquire
        Within ¶115: after the first, single stakes only), with the privileges agreed (Peel
        p32) and the pool (Peel p18)."""
        r = self.rules
        d = self.hands[self.dealer][0]
        for s in self.order:
            h = self.hands[s][0]
            h.natural = h.is_natural and not h.blind
            if h.natural:
                self.naturals.punters.append(s)
        d.natural = d.is_natural
        if d.natural and r.dealer_natural_declared == "at-once":
            self.dealer_shows_natural()
            return
        for i, s in enumerate(self.naturals.punters):
            h = self.hands[s][0]
            h.up = [True] * len(h.up)
            h.settled = True
            mult = r.later_naturals_pay if i > 0 else r.natural_pays
            self.event("natural", f"{self.name(s)} declares a natural Vingt-un: {cards_text(h.cards)}",
                       (self.L("punter_natural"),), s)
            self.pay(self.dealer, s, self.amount(mult, h), self.L("later_natural" if i > 0 else "punter_natural"),
                     "a natural" + (" (after the first, single stakes)" if i > 0 and mult == 1 else ""))
            if r.natural_bonus:
                self.pay_privilege(s, h)
        if self.naturals.punters and r.pool_to_natural and self.ledger["pool"]:
            self._pool_to_naturals()
        self.drawing.queue = [s for s in self.order if s not in self.naturals.punters]
        self.phase = Phase.TURN if self.drawing.queue else Phase.TURNUP

    @implements("peel-vingt-un:p32")
    def pay_privilege(self, s: int, h: Hand) -> None:
        """Peel p32: the holder of a natural is "entitled to an amount equal to, or double that of his own
        stake from each of the other players", the holders of other naturals exempted: the other punters,
        and the dealer too if so read (``natural_bonus_from``)."""
        self._seat(s)
        h = self._a_hand(h)
        r = self.rules
        payers = [o for o in self.order if o != s and o not in self.naturals.punters]
        if r.natural_bonus_from == "all":
            payers.append(self.dealer)
        for o in payers:
            self.pay(o, s, r.natural_bonus * h.stake, self.L("privilege"),
                     "the additional privilege of a natural" + (" (the dealer too)" if o == self.dealer else ""))

    @implements("peel-vingt-un:p18", "peel-vingt-un:p32")
    def _pool_to_naturals(self) -> None:
        """The pool "secured by the player declaring the natural" (Peel p18, p32): with several naturals,
        whole to the first from the dealer's left, or shared equally (``several_naturals_pool``; a
        remainder that does not divide stays in the pool)."""
        pool = self.ledger["pool"]
        law = self.L("pool_shared")
        if self.rules.several_naturals_pool == "shared" and len(self.naturals.punters) > 1:
            share = pool // len(self.naturals.punters)
            for s in self.naturals.punters:
                self.pay("pool", s, share, law, f"a share of the pool, to each of {len(self.naturals.punters)} naturals")
            return
        self.pay("pool", self.naturals.punters[0], pool, self.L("pool"), "the pool, to the natural")

    def amount(self, multiple, hand: Hand) -> int:
        """``multiple`` stakes of ``hand`` (the double included), in whole counters."""
        if not isinstance(multiple, (int, Fraction)) or isinstance(multiple, bool) or multiple < 0:
            raise IllegalActionError(f"a multiple of a stake is a whole number or a fraction, at least 0, "
                                     f"not {multiple!r:.60}")
        return int(Fraction(multiple) * self.unit(hand))

    def dealer_shows_natural(self) -> None:
        """The dealer throws his natural face upwards and collects from every hand still in play."""
        d_hands = self.hands.get(self.dealer) if self.dealer is not None else None
        if (self.phase not in (Phase.NATURALS, Phase.TURNUP) or not d_hands or not d_hands[0].natural
                or self.naturals.dealer):
            raise IllegalActionError("the dealer shows a natural when the naturals are declared or the dealer's cards "
                                     "turned up, and only one the dealer holds", self.L("dealer_natural"))
        r = self.rules
        d = self.hands[self.dealer][0]
        d.up = [True] * len(d.up)
        self.naturals.dealer = True
        self.event("natural", f"{self.name(self.dealer)} (the dealer) declares a natural Vingt-un: "
                   f"{cards_text(d.cards)}", (self.L("dealer_natural"),), self.dealer)
        for s in self.order:
            for h in self.hands[s]:
                if not h.live:
                    continue
                h.settled = True
                if (h.natural or (h.blind and h.is_natural)) and r.natural_vs_natural == "cancel":
                    h.up = [True] * len(h.up)
                    self.naturals.cancelled.append(s)
                    self.event("natural", f"{self.name(s)} holds a natural too: neither pays the other",
                               (self.L("natural_tie"),), s)
                else:
                    self.pay(s, self.dealer, self.amount(r.dealer_natural_takes, h), self.L("dealer_natural"),
                             "the dealer's natural")
        self.phase = Phase.SETTLE
