"""The end of a round of Vingt-un: the settlement with those standing, and where the deal goes.

A mixin of :class:`games.vingt_un.game.VingtUn` (one job: what happens once the
punters have done: the dealer turns up his cards, and once he is content or over,
the settlement and the end of the round).  Every payment is a transfer of the ledger with a
settlement line naming the paragraph of the book that makes it so.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

from games.citations import quote
from games.core.prose import cards_text
from games.core.seating import next_seat
from games.core.state import applies, verifies
from games.core.turns import Step, automates, turn
from games.errors import IllegalActionError
from games.laws import implements
from games.vingt_un.base import VingtUnBase
from games.vingt_un.game_actions import EndRound, Settle, TurnUp
from games.vingt_un.cards import card_values, is_natural, total
from games.vingt_un.sitting import RoundResult
from games.vingt_un.records import VingtUnDuty as Duty
from games.vingt_un.records import VingtUnPhase as Phase

__all__ = ["RoundsMixin"]

#: Peel p27: a player who drew separately on cards that do not pair pays on each hand (the referee's ruling).
P27_FORFEIT = quote("peel-vingt-un:p27", "he has to pay the dealer on each hand, and forfeits any amount he may have won")


class RoundsMixin(VingtUnBase):
    """Settlement and the passing of the deal."""

    # -- the turn protocol: the dealer's turn-up, the settlement and the end of the round are automated ---------
    @turn(Phase.TURNUP)
    def _turnup_step(self) -> Step:
        return Step("dealer", None, Duty.TURN_UP)

    @automates(Duty.TURN_UP, None)
    def _auto_turnup(self, step: Step) -> TurnUp:
        return TurnUp(self.dealer)

    @turn(Phase.SETTLE)
    def _settle_step(self) -> Step:
        return Step("dealer", None, Duty.SETTLE)

    @automates(Duty.SETTLE, None)
    def _auto_settle(self, step: Step) -> Settle:
        return Settle()

    @turn(Phase.END)
    def _end_step(self) -> Step:
        return Step("dealer", None, Duty.END_ROUND)

    @automates(Duty.END_ROUND, None)
    def _auto_end(self, step: Step) -> EndRound:
        return EndRound()

    # -- the dealer's hand, the settlement, the end of the round: the steps -------------------------
    @verifies(TurnUp)
    @implements("peel-vingt-un:p13", "hoffmann-vingt-un:p11")
    def _verify_turnup(self, a: TurnUp) -> None:
        if self.phase != Phase.TURNUP or a.seat != self.dealer:
            raise IllegalActionError("the dealer turns up the dealer's cards when the punters have done",
                                     self.L("dealer_turn"))

    @applies(TurnUp)
    @implements("peel-vingt-un:p13", "hoffmann-vingt-un:p11")
    def _apply_turnup(self, a: TurnUp) -> None:
        """The dealer turns up his two cards in view of the company (Peel p13); if no punter is
        standing there is nothing to play for and the round is settled."""
        d = self.hands[self.dealer][0]
        if d.natural and not self.naturals.dealer:
            self.dealer_shows_natural()
            return
        d.up = [True] * len(d.up)
        self.event("turn-up", f"{self.name(self.dealer)} (the dealer) turns up {cards_text(d.cards)}",
                   (self.L("turn_up"),), self.dealer)
        standing = [s for s in self.order for h in self.hands[s] if h.live and h.stood]
        self.phase = Phase.DEALER if standing else Phase.SETTLE

    @verifies(Settle)
    @implements("peel-vingt-un:p13", "hoffmann-vingt-un:p11", "enquire-within:114")
    def _verify_settle(self, a: Settle) -> None:
        if self.phase != Phase.SETTLE:
            raise IllegalActionError("the settlement comes when the dealer is content or over", self.L("settle_when"))

    @applies(Settle)
    @implements("peel-vingt-un:p13", "hoffmann-vingt-un:p11", "enquire-within:114")
    def _apply_settle(self, a: Settle) -> None:
        self.settle_round()
        self.phase = Phase.END

    @verifies(EndRound)
    @implements("peel-vingt-un:p18", "hoffmann-vingt-un:p14", "enquire-within:115")
    def _verify_end(self, a: EndRound) -> None:
        if self.phase != Phase.END:
            raise IllegalActionError("the round is not over", self.L("settle_when"))

    @applies(EndRound)
    @implements("peel-vingt-un:p18", "hoffmann-vingt-un:p14", "enquire-within:115")
    def _apply_end(self, a: EndRound) -> None:
        self.end_round()

    @implements("peel-vingt-un:p8", "peel-vingt-un:p13", "peel-vingt-un:p14", "peel-vingt-un:p15",
                "hoffmann-vingt-un:p11", "enquire-within:114", "peel-vingt-un:p29")
    def settle_round(self) -> None:
        """The dealer challenges those standing (Peel p13): he over-drawn pays them all (single
        stakes, a twenty-one double: Peel p15; Hoffmann p11; Enquire Within ¶114); his drawn
        twenty-one takes double (Peel p14), the punter's double is paid (p15); otherwise the
        nearer twenty-one wins and ties go as the book says.  Each of a dealer's divided hands
        is settled with each punter (a declared reading of Peel p16)."""
        self._check_settling()
        if self.naturals.dealer:
            return
        r = self.rules
        dealer_hands = self.dealer_hands_to_settle()
        if r.pool and r.pool_dealer_overdraw and any(dh.over for dh in dealer_hands):
            self.pay(self.dealer, "pool", r.pool_dealer_overdraw, self.L("pool_overdraw"),
                     "the dealer's over-draw, to the pool")
        for s in self.order:
            for h in self.hands[s]:
                if not (h.live and h.stood):
                    continue
                for dh in dealer_hands:
                    self.settle_hand(s, h, dh)
                h.settled = True
                h.up = [True] * len(h.up)

    def _check_settling(self) -> None:
        """The settlement is the game's own step: it comes when the dealer is content or over."""
        if self.phase != Phase.SETTLE:
            raise IllegalActionError("the settlement comes when the dealer is content or over", self.L("settle_when"))

    def _check_round_over(self) -> None:
        if self.phase != Phase.END:
            raise IllegalActionError("the round is not over", self.L("settle_when"))

    @implements("peel-vingt-un:p16", "hoffmann-vingt-un:p12")
    def dealer_hands_to_settle(self) -> list:
        """The dealer's hands each punter standing is settled against: all of them, one after another;
        or, if so read (``dealer_split_settles``), only his best (the highest count not over; all over,
        the first).  Undivided, his one hand."""
        if self.dealer is None or not self.hands.get(self.dealer):
            raise IllegalActionError("the dealer has no hand yet to settle against", self.L("settle_when"))
        hands = self.hands[self.dealer]
        if len(hands) == 1 or self.rules.dealer_split_settles == "each-hand":
            return list(hands)
        standing = [dh for dh in hands if not dh.over]
        best = max(standing, key=lambda dh: dh.total) if standing else hands[0]
        self.event("dealer-best", f"{self.name(self.dealer)} (the dealer) is settled on the best of the dealer's hands, "
                   + (f"{best.total}" if standing else "every one of them being over"),
                   (self.L("dealer_best"),), self.dealer)
        return [best]

    @implements("peel-vingt-un:p3", "hoffmann-vingt-un:p3", "enquire-within:115", "hoffmann-vingt-un:p9",
                "hoffmann-vingt-un:p10")
    def count_laws(self, *hands) -> tuple[str, ...]:
        """The laws of the count, where an ace's value decides a settlement: a hand not over that holds an ace
        counts it eleven or one "at the option of the holder" (Peel p3; Hoffmann p3; Enquire Within 115), and
        its count, so the result, turns on that option.  Under Hoffmann his worked example is cited too where
        it is the reason, an ace counted one because eleven would over-draw (p9-p10: an ace and a two, "either
        three or thirteen", then "twenty-two, or twelve. With twenty-two he would be over")."""
        aces = [h for h in hands if not h.over and h.cards and 1 in card_values(h.cards)]
        if not aces:
            return ()
        laws: tuple[str, ...] = (self.L("count"),)
        if self.code.startswith("hoffmann") and any(not total(card_values(h.cards)).soft for h in aces):
            laws += (self.L("count_example"),)
        return laws

    def settle_hand(self, s: int, h, dh) -> None:
        r = self.rules
        p = h.total
        name = self.name(s)
        # each of several hands is named, so that two payments alike do not read as one line said twice
        mine = next((i for i, x in enumerate(self.hands[s]) if x is h), 0)
        theirs = next((i for i, x in enumerate(self.hands[self.dealer]) if x is dh), 0)
        which = (f" (hand {mine + 1})" if len(self.hands[s]) > 1 else "") + (
            f" (against the dealer's hand {theirs + 1})" if len(self.hands[self.dealer]) > 1
            and self.rules.dealer_split_settles == "each-hand" else "")

        def pay(source, target, amount, law, why, also=()):
            self.pay(source, target, amount, law, why + which, also)
        if h.forfeit:
            pay(s, self.dealer, self.unit(h), P27_FORFEIT,
                     "drew separately on cards that do not pair: pays on each hand")
            return
        if h.split and r.split_natural == "natural" and is_natural(h.cards):
            pay(self.dealer, s, self.amount(r.natural_pays, h), self.L("split_natural"),
                     "a natural on a divided card")
            return
        if dh.over:
            mult = r.drawn_21_pays if p == 21 else 1
            pay(self.dealer, s, mult * self.unit(h), self.L("punter_21" if p == 21 else "dealer_over"),
                     "the dealer is over" + (f"; {name}'s twenty-one" if p == 21 else ""),
                     self.count_laws(h) if p == 21 and mult != 1 else ())
            return
        q = dh.total
        count = self.count_laws(h, dh)
        if p == 21 and q == 21:
            how = r.both_drawn_21
            law = self.L("both_21_double" if how == "punter-pays-double" else "both_21")
            if how == "standoff":
                self.event("tie", f"{name} and the dealer both have twenty-one: a drawn game{which}", (law,) + count, s)
            else:
                pay(s, self.dealer, (2 if how == "punter-pays-double" else 1) * self.unit(h), law,
                         "twenty-one against the dealer's twenty-one", count)
        elif q == 21:
            pay(s, self.dealer, r.dealer_21_takes * self.unit(h), self.L("dealer_21"), "the dealer's twenty-one",
                     count)
        elif p == 21:
            pay(self.dealer, s, r.drawn_21_pays * self.unit(h), self.L("punter_21"), "a drawn twenty-one", count)
        elif p > q:
            pay(self.dealer, s, self.unit(h), self.L("settle"), f"{p} against the dealer's {q}", count)
        elif p < q:
            pay(s, self.dealer, self.unit(h), self.L("settle"), f"{p} against the dealer's {q}", count)
        elif r.ties == "dealer":
            pay(s, self.dealer, self.unit(h), self.L("ties"), f"a tie at {p}, and ties go to the dealer",
                     count)
            share = int(Fraction(r.pool_tie_share) * self.unit(h)) if r.pool else 0
            if share:
                pay(self.dealer, "pool", share, self.L("pool_ties"),
                         "the pool's share of the dealer's receipts on ties")
        else:
            self.event("tie", f"{name} ties with the dealer at {p}: nothing is paid{which}",
                       (self.L("ties_standoff"),) + count, s)

    @implements("peel-vingt-un:p18", "peel-vingt-un:p19", "peel-vingt-un:p6", "peel-vingt-un:p11",
                "peel-vingt-un:p30", "hoffmann-vingt-un:p14", "hoffmann-vingt-un:p15", "enquire-within:115",
                "peel-vingt-un:p4", "peel-vingt-un:p5")
    def end_round(self) -> None:
        """The cards go to the pone.  A punter's natural (the dealer having none) puts the dealer
        out, except in the first round of a deal (Peel p18, p19; Hoffmann p14); the deal passes
        to the left (Peel p6, p11; Hoffmann p15) or to the holder (Enquire Within ¶115), or ends
        after its agreed length (Peel p30; Hoffmann p14).  After a sale the deal reverts to the
        one who would have had it next (Peel p31).  The sitting ends after the agreed number of
        rounds or deals (Peel p4)."""
        self._check_round_over()
        r = self.rules
        self.collect_all()
        self.deal.rounds += 1
        grace = r.first_round_grace and self.deal.rounds == 1
        holders = self.naturals.punters if not self.naturals.dealer else []
        if self.naturals.cancelled and r.natural_ends_deal and r.deal_limit == "natural":
            holders = self.cancelled_naturals()
        by_natural = bool(holders) and r.natural_ends_deal and r.deal_limit == "natural"
        out_by_natural = by_natural and not grace
        if by_natural and grace:
            self.event("grace", "a natural in the first round of a deal does not put the dealer out",
                       (self.L("grace"),))
        limit = r.deal_limit
        out_by_limit = ((limit == "rounds" and self.deal.rounds >= r.deal_rounds)
                        or (limit == "pack-twice" and self.deal.reshuffles >= 2)
                        or (limit == "two-packs" and self.deal.reshuffles >= 1))
        passes = out_by_natural or out_by_limit
        new: Optional[int] = None
        if passes:
            several = len(holders) > 1 and r.several_naturals_deal == "next-in-rotation"
            if out_by_natural and r.deal_passes == "to-natural" and not several:
                new, why = holders[0], f"the deal goes to {self.name(holders[0])}, who held the natural"
                if len(holders) > 1:
                    why += ", the first of them from the dealer's left"
            else:
                assert self.deal.proper is not None
                new = next_seat(self.deal.proper, self.n, include=self.active)
                why = ("several held naturals, none is the holder: " if out_by_natural and several
                       and r.deal_passes == "to-natural" else "")
                why += f"the deal passes to {self.name(new)}, on the left" + (
                    f" (the deal sold to {self.name(self.deal.sold_to)} reverts)" if self.deal.sold_to is not None else "")
            cause = "a natural puts the dealer out" if out_by_natural else "the deal has run its agreed length"
            law = self.L("passing") if out_by_natural else self.L("limit_deal")
            to_holder = out_by_natural and new in holders and r.deal_passes == "to-natural"
            how = self.L("to_natural") if to_holder else self.L("rotation")
            self.event("deal-passes", f"{cause}: {why}", (law,) + ((how,) if how != law else ()))
        # the round reports its result; the sitting applies it (the deal stays or passes, the cards carried on)
        assert self.sitting.in_progress is not None and self.deal.proper is not None
        self.sitting.report(RoundResult(
            self.sitting.in_progress.number,
            ((self.L("passing") if out_by_natural else self.L("limit_deal")), self.L("rotation")) if passes
            else (self.L("passing"),),
            payments=tuple(self.round_payments), next_dealer=new, proper_dealer=self.deal.proper, passes=passes,
            stock=tuple(self.stock), pile=tuple(self.pile), settlement=tuple(self.settlement)))
        self.ledger, self.round_payments = self.sitting.table_ledger(), []
        if self.sitting.over or len(self.active) < 2:
            self.over = True
            self.phase = Phase.OVER
            nets = ", ".join(f"{self.name(s)} {self.ledger[f'seat:{s}']:+d}" for s in range(self.n))
            rounds = f"{self.round_no} round" + ("" if self.round_no == 1 else "s")
            self.event("sitting-ends", f"the sitting ends after {rounds}: {nets}"
                       + (f", the pool {self.ledger['pool']}" if r.pool else ""), (self.L("conclude"),))
            return
        if passes:
            self.dealer = self.deal.proper = self.sitting.dealer
            self.begin_deal()
        else:
            self.phase = Phase.ROUND

    @implements("peel-vingt-un:p18", "hoffmann-vingt-un:p14", "enquire-within:115")
    def cancelled_naturals(self) -> list:
        """A punter's natural cancelled by the dealer's: the dealer keeps the deal (Peel p18: "unless the dealer
        also holds a natural that hand"; Enquire Within 115: he "retains the deal"); Hoffmann p14 is silent, a
        declared reading (``cancelled_natural_ends_deal``).  Returns the holders who take the deal from him."""
        r = self.rules
        cancelled = list(self.naturals.cancelled)
        who = " and ".join(self.name(s) for s in cancelled)
        law = self.L("cancelled_ends" if r.cancelled_natural_ends_deal else "cancelled")
        if r.cancelled_natural_ends_deal:
            self.event("natural-ends-deal", f"{who}'s natural, though the dealer's cancelled it, was a natural in a "
                       "hand not the dealer's: it puts the dealer out", (law,))
            return cancelled
        self.event("dealer-keeps-deal", f"the dealer's natural cancelled {who}'s: the dealer keeps the deal", (law,))
        return []

    @property
    def fair_to_conclude(self) -> bool:
        """Peel p4: every player has dealt as many times as the others."""
        counts = [self.deals_by[s] for s in range(self.n)]
        return len(set(counts)) == 1
