"""Vingt-un on the shared core: the whole procedure, under each book's own code.

A sitting is a :class:`VingtUn` state under one rule set of
:mod:`games.vingt_un.rules` (``PEEL``, ``HOFFMANN``, ``ENQUIRE_WITHIN``):
the first dealer is found by dealing round to the first ace (or ace or
knave), the stakes are laid within the limits, the dealer may "double",
the naturals are declared and paid, each punter draws in turn (the cards
after the second face upwards) and an over-draw is paid at once, the dealer
plays his own hand (a choice: his play is a declared strategy in
:mod:`games.vingt_un.players`), the settlement follows the book, and the
deal stays, passes in rotation or goes to the holder of a natural.  The
pack is not re-united after a round: the pone collects the cards, the last
card is not dealt, and the pone's cards are shuffled and cut.

The parts of a round live in their own modules, as chapters of :class:`VingtUn`, each on
:class:`~games.vingt_un.base.VingtUnBase` (which declares the state and the duties one chapter
asks of another): :mod:`~games.vingt_un.game_naturals` (the naturals declared and paid),
:mod:`~games.vingt_un.game_rounds` (the dealer's turn-up, the settlement and where the deal
goes), :mod:`~games.vingt_un.referee` (each book's referee: Peel's irregularities); each
phase's state is a record of :mod:`~games.vingt_un.records`.  Each chapter registers the steps
of the phases it owns with the core's turn protocol (:mod:`games.core.turns`), which answers
``to_act``, ``legal_actions()`` and the automations; the rounds are kept by a
:class:`~games.vingt_un.sitting.VingtUnSitting` (the core's :class:`~games.core.sitting.Sitting`),
to which each finished round reports its result.

>>> from games.vingt_un.game import VingtUn
>>> from games.vingt_un.game_actions import KeepDeal, Stake
>>> from games.vingt_un.rules import PEEL
>>> g = VingtUn(PEEL, seats=3, seed=7, rounds=1)
>>> g.dealer, g.phase.value, g.to_act     # Peel p31: he may sell the deal
(1, 'offer', 1)
>>> _ = g.do(KeepDeal(1))
>>> g.phase, g.to_act, g.can(Stake(2, 99)), g.can(Stake(2, 2))
(<VingtUnPhase.STAKE: 'stake'>, 2, False, True)
"""

from __future__ import annotations

from collections import Counter
from typing import Optional, Sequence

from games.cards import Card, Rank, standard_pack
from games.core.ledger import Ledger, seat_account
from games.core.prose import cards_text
from games.core.referee import referee_for
from games.core.seating import cycle_from, deal_until
from games.core.state import Mode, applies, verifies
from games.core.turns import Step, automates, offers, turn
from games.errors import IllegalActionError, OutOfTurnError, RuleSetError, check_int, check_text
from games.laws import implements, not_executable
from games.vingt_un.base import BookReferee, VingtUnBase
from games.vingt_un.game_actions import (
    BeginRound, ChooseFirstDealer, DealRound, Double, Draw, Retire, KeepDeal, SellDeal, Split, Stake, Stand,
    VingtUnAction,
)
from games.vingt_un.game_naturals import NaturalsMixin
from games.vingt_un.game_laws import law as _law
from games.vingt_un.game_setup import check_sitting
from games.vingt_un.game_rounds import RoundsMixin
from games.vingt_un.cards import is_pair
from games.vingt_un.game_view import HandView, VingtUnView
from games.vingt_un.records import DealRecord, DrawRecord, Hand, NaturalsRecord, StakeRecord
from games.vingt_un.records import VingtUnDuty as Duty
from games.vingt_un.records import VingtUnPhase as Phase
from games.vingt_un.referee import REFEREE, IrregularitiesMixin
from games.vingt_un.sitting import VingtUnSitting

not_executable("peel-vingt-un:p1", "History: the game's age and name, and how little its manner of play has "
               "changed; nothing in it is a rule of play.")
not_executable("peel-vingt-un:p2", "A description of the game's character (for many players or two, 'purely a "
               "game of chance'); it gives no rule of play.")
not_executable("peel-vingt-un:p20", "A transition: Peel announces that he will amplify the points already made "
               "and give the variations; it states no rule.")

__all__ = ["VingtUn", "Hand"]


class VingtUn(IrregularitiesMixin, NaturalsMixin, RoundsMixin, VingtUnBase):
    """A sitting at Vingt-un under ``rules`` (a :class:`~games.vingt_un.rules.VingtUnRules`).

    ``seats`` players (2 to 8); ``limits`` the least and greatest stake;
    ``rounds`` the number of rounds (hands) after which the sitting ends, or
    ``deals`` the number of completed deals (Peel p4: fairest when every
    player has dealt as often as the others); ``mode`` STRICT or TABLE.
    Every account begins at nought and may go below it (a player's
    winnings or losses): the money at the table always sums to zero.
    """

    #: the base of the game's actions (:class:`~games.vingt_un.game_actions.VingtUnAction`)
    #:
    #: :meta private:
    action_base = VingtUnAction
    referee = REFEREE
    #: configuration, not state (left out of a snapshot)
    not_state = frozenset({"rules", "laws", "referee"})

    def __init__(self, rules, *, seats: int = 4, seed: object = 0, names: Sequence[str] = (),
                 limits: Optional[tuple[int, int]] = None, rounds: Optional[int] = 12, deals: Optional[int] = None,
                 mode: Mode = Mode.STRICT, first_dealer: Optional[int] = None, pack: Optional[Sequence[Card]] = None):
        (lo, hi), mode, pack = check_sitting(rules, seats=seats, names=names, limits=limits, rounds=rounds,
                                             deals=deals, mode=mode, first_dealer=first_dealer, pack=pack)
        super().__init__(seed=seed, seats=seats, names=names, mode=mode)
        self.rules = rules
        self.code = rules.code
        #: the referee of the game's own book (the core's :func:`~games.core.referee.referee_for`)
        referee = referee_for(rules.code)
        if not isinstance(referee, BookReferee):  # another game's referee under the same book's code
            raise RuleSetError(f"the referee registered under {rules.code} is not Vingt-un's: the core's registry "
                               "must tell the games of one book apart", rules.law_for("code") or None)
        self.referee = referee
        self.limits = (lo, hi)
        self.max_rounds = rounds
        self.max_deals = deals
        chips = Ledger({**{seat_account(s): 0 for s in range(seats)}, "pool": 0},
                       overdraft=[seat_account(s) for s in range(seats)])
        self.phase = Phase.CHOOSE
        self.dealer = first_dealer  # type: ignore[assignment]  # found at once by ChooseFirstDealer if None
        self.deal = DealRecord(proper=first_dealer)
        self.stock: list[Card] = []
        self.pile: list[tuple[Card, Optional[int]]] = []  # (card, None if seen by all, else the one seat that saw it)
        self.hands: dict[int, list[Hand]] = {}
        self.retired: set[int] = set()
        self.order: list[int] = []  # the punters, from the left of the proper dealer
        self.stakes = StakeRecord()
        self.naturals = NaturalsRecord()
        self.drawing = DrawRecord()
        #: the rounds, who deals them, the deals completed, the cards carried from round to round
        self.sitting = VingtUnSitting(
            self.names, seed=seed, dealer=0 if first_dealer is None else first_dealer, ledger=chips,
            max_rounds=None if rounds is None else rounds - self.rounds_before(), max_deals=deals,
            deal_law=self.L("rotation"))
        self.ledger = self.sitting.table_ledger()
        self.round_payments = []
        self.settlement = []
        self.cut_count = 0
        self.cards_given = 0
        self.arranged_pack = pack
        self._automate()

    # -- choosing the first dealer -------------------------------------------------------------
    @verifies(ChooseFirstDealer)
    @implements("peel-vingt-un:p21", "enquire-within:113")
    def _verify_choose(self, a: ChooseFirstDealer) -> None:
        if self.phase != Phase.CHOOSE:
            raise IllegalActionError("the first dealer is already chosen", self._first_dealer_law())

    @applies(ChooseFirstDealer)
    @implements("peel-vingt-un:p21", "enquire-within:113", "hoffmann-vingt-un:p1")
    def _apply_choose(self, a: ChooseFirstDealer) -> None:
        """Peel p21: one of the company deals round; the first ace deals.  Enquire Within ¶113:
        the first ace, or knave.  Hoffmann is silent (a declared reading: as Peel)."""
        if self.dealer is None:
            # an arranged pack is honoured here too: the cards are dealt round from its top (then gathered)
            pack = list(self.arranged_pack) if self.arranged_pack is not None else list(
                standard_pack().shuffled(self.rng("first-dealer")).cards)
            ranks = {"first-ace-or-knave": (Rank.ACE, Rank.KNAVE), "first-knave": (Rank.KNAVE,)}.get(
                self.rules.first_dealer, (Rank.ACE,))
            found = (lambda c: c.rank in ranks)
            order = cycle_from(1 % self.n, self.n)
            seat, dealt = deal_until(pack, order, found, law=self._first_dealer_law())
            shown = "; ".join(f"{self.name(s)}, the {c.name}" for s, c in dealt)
            what = " or ".join(r.name_ for r in ranks)
            how = self._first_dealer_law()
            self.event("first-dealer", f"{self.name(0)} deals round face upwards: {shown}; the first {what} "
                       f"falls to {self.name(seat)}, who deals first", (how,))
            self.dealer = self.deal.proper = seat
            self.sitting.reseat(self.sitting.players, seat, law=how, words=f"{self.name(seat)} deals first")
        if self.arranged_pack is not None:
            pack = list(self.arranged_pack)
        elif self.rules.packs == 1:
            pack = list(standard_pack().shuffled(self.rng("pack")).cards)
        else:  # "two packs of cards shuffled together" (Peel p30)
            pack = list(standard_pack().cards) * self.rules.packs
            self.rng("pack").shuffle(pack)
        self.stock = pack
        self.event("shuffle", f"{self.name(self.dealer)} shuffles; {self.name(self.right(self.dealer))} cuts",
                   (self.L("shuffle"),))
        self.begin_deal()

    def _first_dealer_law(self):
        """The law the first dealer is found by: the first ace (Peel p21), the first ace or knave (Enquire Within
        113); under Hoffmann, who is silent, whichever of the two the rule set reads."""
        if self.rules.first_dealer in ("first-ace-or-knave", "first-knave"):
            return _law("enquire-within", "first_dealer")
        return self.L("first_dealer")

    # -- the deal begins: selling it, the pool -------------------------------------------------
    @implements("peel-vingt-un:p29")
    def begin_deal(self) -> None:
        """A deal begins: each player puts a counter in the pool if so agreed (Peel p29 (a)),
        and the one whose turn it is may sell the deal (Peel p31)."""
        self.deal = DealRecord(proper=self.deal.proper)
        if self.rules.pool and self.rules.pool_ante:
            for s in range(self.n):
                self.pay(s, "pool", self.rules.pool_ante, self.L("pool_ante"), "his counter to the pool for the deal")
        self.phase = Phase.OFFER if self.rules.selling_the_deal else Phase.ROUND

    @verifies(KeepDeal)
    @implements("peel-vingt-un:p31")
    def _verify_keep(self, a: KeepDeal) -> None:
        self._check_offer(a.seat)

    @applies(KeepDeal)
    @implements("peel-vingt-un:p31")
    def _apply_keep(self, a: KeepDeal) -> None:
        self.event("deal", f"{self.name(a.seat)} takes the deal", (self.L("keep_deal"),), a.seat)
        self.phase = Phase.ROUND

    def _check_offer(self, seat: int) -> None:
        if self.phase != Phase.OFFER:
            raise IllegalActionError("the deal can be sold only before it begins", self.L("sell"))
        if seat != self.deal.proper:
            raise OutOfTurnError(f"it is {self.name(self.deal.proper)}'s turn to deal, not {self.name(seat)}'s",
                                 self.L("sell"))

    @verifies(SellDeal)
    @implements("peel-vingt-un:p31")
    def _verify_sell(self, a: SellDeal) -> None:
        """Peel p31: a player may sell his turn to deal to any other player."""
        self._check_offer(a.seat)
        if not isinstance(a.buyer, int) or isinstance(a.buyer, bool) or not 0 <= a.buyer < self.n \
                or a.buyer == a.seat:
            raise IllegalActionError(f"{self.name(a.seat)} sells the deal to another player", self.L("sell"))
        if a.buyer in self.retired:
            raise IllegalActionError(f"{self.name(a.buyer)} has retired from the game: the deal is sold to a player "
                                     "still in it", self.L("sell"))
        if not isinstance(a.price, int) or isinstance(a.price, bool) or a.price < 0:
            raise IllegalActionError(f"a price of {a.price!r}: a number of counters", self.L("sell"))

    @applies(SellDeal)
    @implements("peel-vingt-un:p31")
    def _apply_sell(self, a: SellDeal) -> None:
        """The buyer deals but does not change his seat; he begins with the player on the
        left of the proper dealer; when he loses the deal it reverts to the next in turn."""
        self.pay(a.buyer, a.seat, a.price, self.L("sell"), "the price of the deal")
        self.dealer = a.buyer
        self.deal.sold_to = a.buyer
        self.event("deal", f"{self.name(a.seat)} sells the deal to {self.name(a.buyer)} for {a.price}",
                   (self.L("sell"),), a.seat)
        self.phase = Phase.ROUND

    # -- the round: the first card, the stakes, the double, the second card -----------------------
    @verifies(BeginRound)
    @implements("peel-vingt-un:p9", "hoffmann-vingt-un:p1", "enquire-within:114")
    def _verify_begin(self, a: BeginRound) -> None:
        if self.phase != Phase.ROUND or a.seat != self.dealer:
            raise IllegalActionError("a round begins when the last is settled", self.L("deal"))

    @applies(BeginRound)
    @implements("peel-vingt-un:p9", "hoffmann-vingt-un:p1", "enquire-within:114")
    def _apply_begin(self, a: BeginRound) -> None:
        self.start_round()

    def start_round(self) -> None:
        """A round begins: the sitting begins it, the cards carried on from the last round (Peel p17: the pack is
        not re-united); its records are made afresh (the stakes, the naturals, the drawing)."""
        if self.sitting.results:
            self.stock, self.pile = list(self.sitting.stock), list(self.sitting.pile)
        self.sitting.begin_deal()
        self.hands = {s: [Hand()] for s in self.active}
        assert self.deal.proper is not None, "the deal has a proper dealer once the first is found"
        self.order = [s for s in cycle_from(self.left(self.deal.proper), self.n, include=self.active)
                      if s != self.dealer]
        self.stakes = StakeRecord()
        self.naturals = NaturalsRecord()
        self.drawing = DrawRecord()
        self.settlement = []
        if self.rules.staking == "before-cards":
            self.stakes.to_stake = list(self.order)
            self.phase = Phase.STAKE
        else:
            self.phase = Phase.DEAL1

    @verifies(DealRound)
    @implements("peel-vingt-un:p9", "hoffmann-vingt-un:p6", "enquire-within:114")
    def _verify_deal_round(self, a: DealRound) -> None:
        if self.phase not in (Phase.DEAL1, Phase.DEAL2) or a.seat != self.dealer:
            raise IllegalActionError("no round of cards is to be dealt now", self.L("deal"))

    @applies(DealRound)
    @implements("peel-vingt-un:p9", "peel-vingt-un:p10", "hoffmann-vingt-un:p1", "hoffmann-vingt-un:p6",
                "enquire-within:114")
    def _apply_deal_round(self, a: DealRound) -> None:
        """One card face downwards to each player from the dealer's left, and to himself
        (Peel p9; Hoffmann p1); the second round likewise, "still face downwards" (Peel
        p10; Hoffmann p6).  Enquire Within ¶114: two cards, one at a time, to each."""
        law = self.L("deal") if self.phase == Phase.DEAL1 else self.L("second_card")
        for s in self.order + [self.dealer]:
            self.give(s, 0, up=False, law=law)
        if self.phase == Phase.DEAL1 and self.rules.staking == "before-cards":
            self.phase = Phase.DEAL2
        elif self.phase == Phase.DEAL1:
            self.stakes.to_stake = list(self.order)
            self.phase = Phase.STAKE
        else:
            self.phase = Phase.NATURALS

    @verifies(Retire)
    @implements("peel-vingt-un:p4")
    def _verify_retire(self, a: Retire) -> None:
        """Peel p4: "A player may retire after the completion of any hand": a punter, before he
        stakes on the next; not the one who deals."""
        if self.phase != Phase.STAKE or a.seat not in self.stakes.to_stake:
            raise IllegalActionError("a player retires between hands, before staking", self.L("retire"))
        if a.seat in (self.dealer, self.deal.proper):
            raise IllegalActionError("the dealer retires when the deal is over", self.L("retire"))

    @applies(Retire)
    @implements("peel-vingt-un:p4")
    def _apply_retire(self, a: Retire) -> None:
        hand = self.hands.pop(a.seat)
        for h in hand:
            self.throw_up(a.seat, h)
        self.retired.add(a.seat)
        self.order.remove(a.seat)
        self.stakes.to_stake.remove(a.seat)
        self.event("retire", f"{self.name(a.seat)} retires from the game", (self.L("retire"),), a.seat)
        if not self.order:
            self.phase = Phase.END
        elif not self.stakes.to_stake:
            self._stakes_done()

    @verifies(Stake)
    @implements("peel-vingt-un:p7", "peel-vingt-un:p10", "hoffmann-vingt-un:p1")
    def _verify_stake(self, a: Stake) -> None:
        """Each punter in turn stakes on his card, within the limits fixed before play
        (Peel p7, p10; Hoffmann p1)."""
        if self.phase != Phase.STAKE:
            raise IllegalActionError("the stakes are laid before the cards are dealt"
                                     if self.rules.staking == "before-cards" else
                                     "the stakes are laid on the first card, before the second", self.L("stake_when"))
        if a.seat == self.dealer:
            raise IllegalActionError("the dealer does not stake on the dealer's own card", self.L("dealer_no_stake"))
        if not self.stakes.to_stake or a.seat != self.stakes.to_stake[0]:
            raise OutOfTurnError(f"it is {self.name(self.to_act)}'s turn to stake, not {self.name(a.seat)}'s",
                                 self.L("stake"))
        self._check_limits(a.amount)

    def _check_limits(self, amount: object) -> None:
        lo, hi = self.limits
        if not isinstance(amount, int) or isinstance(amount, bool) or not lo <= amount <= hi:
            raise IllegalActionError(f"a stake of {amount!r}: the limits are {lo} to {hi}", self.L("limits"))

    @applies(Stake)
    @implements("peel-vingt-un:p10", "hoffmann-vingt-un:p1", "enquire-within:114")
    def _apply_stake(self, a: Stake) -> None:
        self.hands[a.seat][0].stake = a.amount
        self.stakes.to_stake.pop(0)
        self.event("stake", f"{self.name(a.seat)} stakes {a.amount}", (self.L("stake"),), a.seat)
        if not self.stakes.to_stake:
            self._stakes_done()

    def _stakes_done(self) -> None:
        if self.rules.staking == "before-cards":
            self.phase = Phase.DEAL1
        else:
            self.phase = Phase.DOUBLE if self.rules.dealer_may_double else Phase.DEAL2

    @verifies(Double)
    @implements("peel-vingt-un:p10", "hoffmann-vingt-un:p2")
    def _verify_double(self, a: Double) -> None:
        """The dealer looks at his card and may call "double" (Peel p10; Hoffmann p2)."""
        if not self.rules.dealer_may_double:
            raise IllegalActionError(f"{self.rules.title or self.code} knows no double: the dealer does not double "
                                     "the stakes", self.L("no_double"))
        if self.phase != Phase.DOUBLE:
            raise IllegalActionError("the dealer doubles after the stakes, before the second card", self.L("stake_when"))
        if a.seat != self.dealer:
            raise OutOfTurnError(f"only the dealer, {self.name(self.dealer)}, may double", self.L("double"))
        if not isinstance(a.double, bool):
            raise IllegalActionError("double: yes or no", self.L("double"))

    @applies(Double)
    @implements("peel-vingt-un:p10", "hoffmann-vingt-un:p2")
    def _apply_double(self, a: Double) -> None:
        self.stakes.doubled = a.double
        self.event("double", f"{self.name(a.seat)} calls \u201cdouble\u201d" if a.double
                   else f"{self.name(a.seat)} does not double", (self.L("double" if a.double or self.code == "enquire-within" else "no_double"),),
                   a.seat)
        self.phase = Phase.DEAL2

    # -- drawing -------------------------------------------------------------------------------
    def _check_turn(self, seat: int, hand: int, step: str) -> Hand:
        if self.phase == Phase.TURN:
            if not self.drawing.queue or seat != self.drawing.queue[0]:
                who = self.name(self.drawing.queue[0]) if self.drawing.queue else "nobody"
                raise OutOfTurnError(f"it is {who}'s turn to draw, not {self.name(seat)}'s", self.L("order"))
        elif self.phase == Phase.DEALER:
            if seat != self.dealer:
                raise OutOfTurnError(f"the punters have done; it is the dealer's turn, not {self.name(seat)}'s",
                                     self.L("dealer_turn"))
        else:
            raise IllegalActionError("no one draws now", self.L("draw_when"))
        hs = self.hands[seat]
        if not isinstance(hand, int) or not 0 <= hand < len(hs):
            raise IllegalActionError(f"{self.name(seat)} has no hand {hand!r}", None)
        h = hs[hand]
        if h.stood:
            raise IllegalActionError(f"{self.name(seat)} is content on that hand and draws no more", self.L("stand"))
        if not h.live:
            raise IllegalActionError(f"{self.name(seat)}'s hand is done", self.L("over"))
        cur = self.current_hand(seat)
        if hand != cur:
            raise OutOfTurnError(f"{self.name(seat)} must finish one hand before beginning the other",
                                 self.L("one_hand_first"))
        return h

    @verifies(Draw)
    @implements("peel-vingt-un:p12", "peel-vingt-un:p24", "hoffmann-vingt-un:p8", "hoffmann-vingt-un:p10",
                "enquire-within:114", "peel-vingt-un:p13", "hoffmann-vingt-un:p11")
    def _verify_draw(self, a: Draw) -> None:
        """A player at his turn asks for a card until he is content or over (Peel p12, p24;
        Hoffmann p8, p10; Enquire Within ¶114); last the dealer (Peel p13; Hoffmann p11)."""
        self._check_turn(a.seat, a.hand, "draw")
        if self.cards_available() == 0:
            raise IllegalActionError("no card is left to draw", self.L("pone"))

    @applies(Draw)
    @implements("peel-vingt-un:p12", "hoffmann-vingt-un:p8", "hoffmann-vingt-un:p11", "enquire-within:114")
    def _apply_draw(self, a: Draw) -> None:
        """The card is given face upwards; an over-draw is paid at once and the cards go to the pone."""
        law = self.L("dealer_draw") if a.seat == self.dealer else self.L("draw")
        self.give(a.seat, a.hand, up=not self.hands[a.seat][a.hand].blind, law=law)
        self.after_card(a.seat, a.hand)

    def after_card(self, seat: int, hand: int) -> None:
        h = self._hand_at(seat, hand)
        if h.blind or h.total < 21:
            return
        if h.total == 21:
            h.stood = True
            self.event("stand", f"{self.name(seat)} has twenty-one and draws no more", (self.L("twenty_one"),), seat)
            self.advance()
            return
        h.over = True
        if seat == self.dealer:
            self.event("over", f"{self.name(seat)} (the dealer) is over, with {h.total}", (self.L("dealer_over"),),
                       seat)
            self.advance()
            return
        self.event("over", f"{self.name(seat)} is over, with {h.total}, and throws up the cards", (self.L("over"),),
                   seat)
        self.pay(seat, self.dealer, self.unit(h), self.L("over"), "an over-draw, paid at once")
        self.throw_up(seat, h)
        self.advance()

    @verifies(Stand)
    @implements("peel-vingt-un:p24", "hoffmann-vingt-un:p8", "enquire-within:114")
    def _verify_stand(self, a: Stand) -> None:
        self._check_turn(a.seat, a.hand, "draw")

    @applies(Stand)
    @implements("peel-vingt-un:p24", "hoffmann-vingt-un:p8", "enquire-within:114")
    def _apply_stand(self, a: Stand) -> None:
        """"Content" (Peel p24), "Stand" (Hoffmann p8)."""
        self.hands[a.seat][a.hand].stood = True
        who = f"{self.name(a.seat)}" + (f" (hand {a.hand + 1})" if len(self.hands[a.seat]) > 1 else "")
        self.event("stand", f"{who} is content", (self.L("dealer_stand" if a.seat == self.dealer else "stand"),),
                   a.seat)
        self.advance()

    @implements("peel-vingt-un:p13", "hoffmann-vingt-un:p9", "hoffmann-vingt-un:p12")
    def advance(self) -> None:
        """The turn goes on: the next hand of the same player, the next player (Peel p13: "having
        settled with the player on his left, the dealer goes to the next in order"; Hoffmann p9),
        the dealer."""
        if self.phase == Phase.TURN:
            while self.drawing.queue and self.current_hand(self.drawing.queue[0]) is None:
                self.drawing.queue.pop(0)
            if not self.drawing.queue:
                self.phase = Phase.TURNUP
        elif self.phase == Phase.DEALER and self.current_hand(self.dealer) is None:
            self.phase = Phase.SETTLE

    # -- dividing a pair ---------------------------------------------------------------------------
    def pair_rank(self, seat: int) -> Optional[Rank]:
        """The rank of the pair in the first two cards (the same "denomination": two kings, not a king and a queen)."""
        first = self.hands.get(self._seat(seat), [])
        if seat in self.drawing.split_rank:
            return self.drawing.split_rank[seat]
        if len(first) == 1 and is_pair(first[0].cards, by=self.rules.pair_by):
            return first[0].cards[0].rank
        return None

    @verifies(Split)
    @implements("peel-vingt-un:p16", "hoffmann-vingt-un:p12", "hoffmann-vingt-un:p13")
    def _verify_split(self, a: Split) -> None:
        """Peel p16: any player, the dealer too, may divide a pair of his first two cards, with a
        separate stake of any amount, up to four hands; Hoffmann p12: a punter, the same stake."""
        r = self.rules
        if a.seat == self.dealer and not r.dealer_may_split:
            raise IllegalActionError("the dealer does not divide a pair under this code", self.L("dealer_no_split"))
        if a.seat != self.dealer and not r.punters_may_split:
            raise IllegalActionError("this code knows no dividing of pairs", self.L("no_split"))
        h = self._check_turn(a.seat, a.hand, "split")
        if len(h.cards) != 2:
            raise IllegalActionError("a pair is divided only on the first two cards dealt", self.L("split_first_two"))
        rank = self.pair_rank(a.seat)
        if rank is None or not all(self._pairs(c, rank) for c in h.cards):
            raise IllegalActionError(f"{cards_text(h.cards)} are no pair", self.L("pair"))
        if len(self.hands[a.seat]) >= r.max_hands:
            raise IllegalActionError(f"no more than {r.max_hands} hands from one pair", self.L("max_hands"))
        self._check_split_stake(a.seat, h, a.stake)

    def _pairs(self, card: Card, rank: Rank) -> bool:
        if self.rules.pair_by == "value":
            return is_pair((card, Card(rank, card.suit)), by="value")
        return card.rank is rank

    def _check_split_stake(self, seat: int, h: Hand, stake: object) -> None:
        if seat == self.dealer:
            if stake != 0:
                raise IllegalActionError("the dealer stakes nothing on a divided hand", self.L("dealer_no_stake"))
            return
        if self.rules.split_stake == "same" and stake != self.hands[seat][0].stake:
            raise IllegalActionError(f"the stake on the second card is the same as on the first, "
                                     f"{self.hands[seat][0].stake}", self.L("split_stake"))
        self._check_limits(stake)

    @applies(Split)
    @implements("peel-vingt-un:p16", "hoffmann-vingt-un:p12")
    def _apply_split(self, a: Split) -> None:
        self.divide(a.seat, a.hand, a.stake, self.L("split"))

    def divide(self, seat: int, hand: int, stake: int, law: str) -> None:
        h = self._hand_at(seat, hand)
        check_int(stake, "a stake", minimum=0, error=IllegalActionError, law=law if isinstance(law, str) else None)
        check_text(law, "the law of a division", error=IllegalActionError)
        hs = self.hands[seat]
        self.drawing.split_rank.setdefault(seat, h.cards[0].rank)
        second = Hand(cards=[h.cards.pop()], up=[True], stake=stake, split=True)
        h.up = [True]
        h.split = True
        hs.insert(hand + 1, second)
        what = "divides the pair and goes on both hands" if law == self.L("split") else \
            "goes on both cards, though they do not pair"
        self.event("split", f"{self.name(seat)} {what}, {stake} on the new one", (law,), seat)
        cards = self.L("split_cards") if law == self.L("split") else law
        self.give(seat, hand, up=False, law=cards)
        self.give(seat, hand + 1, up=False, law=cards)

    # -- the turn protocol: whose step it is, what is open, what the game does by itself ----------------
    @turn(Phase.CHOOSE)
    def _choose_step(self) -> Step:
        return Step("dealer", None, Duty.CHOOSE_DEALER)

    @automates(Duty.CHOOSE_DEALER, None)
    def _auto_choose(self, step: Step) -> ChooseFirstDealer:
        return ChooseFirstDealer()

    @turn(Phase.OFFER)
    def _offer_step(self) -> Step:
        return Step("dealer", self.deal.proper, Duty.KEEP_OR_SELL)

    @offers(Duty.KEEP_OR_SELL)
    def _offers(self, step: Step) -> list[VingtUnAction]:
        proper, hi = self.deal.proper, self.limits[1]
        assert proper is not None
        return [KeepDeal(proper), *(SellDeal(proper, b, hi) for b in self.active if b != proper)]

    @turn(Phase.ROUND)
    def _round_step(self) -> Step:
        return Step("dealer", None, Duty.BEGIN_ROUND)

    @automates(Duty.BEGIN_ROUND, None)
    def _auto_begin(self, step: Step) -> BeginRound:
        return BeginRound(self.dealer)

    @turn(Phase.STAKE)
    def _stake_step(self) -> Optional[Step]:
        return Step("player", self.stakes.to_stake[0], Duty.STAKE) if self.stakes.to_stake else None

    @offers(Duty.STAKE)
    def _stakes_open(self, step: Step) -> list[VingtUnAction]:
        s = step.seat
        assert s is not None
        return [*(Stake(s, x) for x in self.stake_choices()), *([Retire(s)] if s != self.deal.proper else [])]

    @turn(Phase.DEAL1, Phase.DEAL2)
    def _deal_step(self) -> Step:
        return Step("dealer", None, Duty.DEAL_ROUND)

    @automates(Duty.DEAL_ROUND, None)
    def _auto_deal(self, step: Step) -> DealRound:
        return DealRound(self.dealer)

    @turn(Phase.DOUBLE)
    def _double_step(self) -> Step:
        return Step("dealer", self.dealer, Duty.DOUBLE)

    @offers(Duty.DOUBLE)
    def _doubles(self, step: Step) -> list[VingtUnAction]:
        return [Double(self.dealer, False), Double(self.dealer, True)]

    @turn(Phase.TURN)
    def _draw_step(self) -> Optional[Step]:
        return Step("player", self.drawing.queue[0], Duty.DRAW) if self.drawing.queue else None

    @turn(Phase.DEALER)
    def _dealer_draw_step(self) -> Step:
        return Step("dealer", self.dealer, Duty.DEALER_DRAW)

    @offers(Duty.DRAW, Duty.DEALER_DRAW)
    def _draws(self, step: Step) -> list[VingtUnAction]:
        seat = step.seat
        assert seat is not None
        i = self.current_hand(seat)
        if i is None:
            return []
        lo, hi = self.limits
        acts: list[VingtUnAction] = [Stand(seat, i)] + ([Draw(seat, i)] if self.cards_available() else [])
        h = self.hands[seat][i]
        if len(h.cards) == 2 and self.pair_rank(seat) is not None:
            if seat == self.dealer:
                splits = [Split(seat, i, 0)]
            elif self.rules.split_stake == "same":
                splits = [Split(seat, i, self.hands[seat][0].stake)]
            else:
                splits = [Split(seat, i, x) for x in sorted({lo, self.hands[seat][0].stake, hi})]
            acts += [a for a in splits if self.can(a)]
        return acts

    # -- the stakes' range, the view ----------------------------------------------------------------
    def stake_bounds(self, seat: Optional[int] = None) -> Optional[tuple[int, int]]:
        """The least and the greatest stake ``seat`` (or whoever stakes now) may lay now, every whole amount
        between them legal; ``None`` if he does not stake now.  :meth:`~games.core.state.State.legal_actions` lists a range of
        stakes by its representatives only (:meth:`stake_choices`), not one action per amount."""
        if self.over or self.open_rulings or self.phase != Phase.STAKE or not self.stakes.to_stake:
            return None
        if seat is not None and seat != self.stakes.to_stake[0]:
            return None
        return self.limits

    def stake_choices(self) -> list[int]:
        """The stakes :meth:`~games.core.state.State.legal_actions` offers as representatives of the range: the least, the greatest and
        three evenly between (fewer if the range is narrower); any other amount within the limits is as legal."""
        lo, hi = self.limits
        return sorted({lo + (hi - lo) * k // 4 for k in range(5)})

    def view(self, seat: int) -> VingtUnView:
        """What ``seat`` may know: his own cards, the cards face upwards, the stakes, the
        money, and the composition of the cards he has not seen (for the odds)."""
        seen: list[Card] = []
        hands = []
        for s in range(self.n):
            row = []
            sees = self.sees(seat, s)  # the core's observer: each seat sees his own cards dealt face down
            for h in self.hands.get(s, []):
                cards = tuple(c if (up or (sees and not h.blind)) else None for c, up in zip(h.cards, h.up))
                seen += [c for c in cards if c is not None]
                row.append(HandView(cards, h.stake, h.stood, h.over, h.natural, h.settled, h.imaginary))
            hands.append(tuple(row))
        seen += [c for c, who in self.pile if who is None or who == seat]
        return VingtUnView._make(self, seat, tuple(hands), seen)

    def transcript_header(self) -> list[str]:
        return [f"VingtUn rules={self.rules.name} code={self.code} seats={self.n} seed={self.seed!r} "
                f"limits={self.limits} rounds={self.max_rounds} deals={self.max_deals} mode={self.mode.value}"]

    def check_invariants(self) -> None:
        self.ledger.check()
        assert self.ledger.total == 0, "the money at the table sums to zero"
        if self.phase != Phase.CHOOSE:
            cards = [c for hs in self.hands.values() for h in hs for c in h.cards]
            cards += self.stock + [c for c, _ in self.pile]
            full = Counter(self.arranged_pack) if self.arranged_pack is not None else Counter(standard_pack().cards * self.rules.packs)
            assert Counter(cards) == full, "every card of the pack, exactly once, in a hand, the stock or the pile"
