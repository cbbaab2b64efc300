"""Each book's referee at Vingt-un: Peel's irregularities (pp. 66-68), and the silence of the other books.

In TABLE mode these things happen as they do at a real table -- two cards to
one player, a card exposed in dealing, the dealer giving himself two, draw
cards out of order, a player drawing separately on cards that do not pair --
and the ruling is the referee's of the book the game is played under, citing
its paragraph (the Referee panel calls the same functions).  In STRICT mode
they are refused.  Each book's referee registers itself in the core's registry
(:func:`games.core.referee.referee_for`): only Peel's code has laws of irregularities; Hoffmann
says "There is no authoritative Code of Laws for Vingt-Un" (p16) and *Enquire
Within*'s paragraphs (113-116) give none, so under their codes the irregular
actions are refused whatever the mode, and their referees, asked for a
ruling, answer that the book has no such law -- never with Peel's.

>>> from games.core.referee import referee_for
>>> from games.vingt_un.referee import REFEREE
>>> from games.vingt_un.game_actions import CardExposed
>>> REFEREE.rule(None, CardExposed(seat=0, dealer=True)).remedy
<VingtUnRemedy.RETAIN: 'retain'>
>>> referee_for("hoffmann-vingt-un").rule(None, CardExposed(seat=0, dealer=True))
Traceback (most recent call last):
games.errors.IllegalActionError: Hoffmann gives no law for a card exposed in dealing: 'There is no authoritative Code of Laws for Vingt-Un' [hoffmann-vingt-un:p16]
"""

from __future__ import annotations

from typing import Optional

from games.citations import quote
from games.core.breaches import Breach
from games.core.referee import Ruling, RulingOption
from games.core.state import applies, verifies
from games.core.turns import remedy
from games.errors import IllegalActionError
from games.laws import implements
from games.vingt_un.game_actions import (
    CardExposed, ConfusePack, DealerTakesTwo, DealTwoCards, DrawOutOfOrder, ExposeCard, GiveTwoInDrawing,
    MissPlayer, PackConfused, SeparateDrawNoPair, SplitUnpaired, TwoCardsToOne, TwoInDrawing,
)
from games.vingt_un.base import BookReferee, VingtUnBase
from games.vingt_un.game_actions import CONFUSION, DEALER_TWO, EXPOSED, NO_PAIR, OUT_OF_ORDER, TWO_IN_DRAWING, TWO_TO_ONE
from games.vingt_un.game_laws import law
from games.vingt_un.records import VingtUnPhase as Phase
from games.vingt_un.records import VingtUnRemedy as R

__all__ = ["REFEREE", "HOFFMANN_REFEREE", "HOFFMANN_FRENCH_REFEREE", "ENQUIRE_WITHIN_REFEREE", "IrregularitiesMixin"]


#: what the refusals call each irregularity
BookReferee.kinds_called = {
    "PackConfused": "confusion in preparing the pack", "TwoCardsToOne": "two cards dealt to one player",
    "DealerTakesTwo": "the dealer giving himself two cards", "CardExposed": "a card exposed in dealing",
    "TwoInDrawing": "two cards given in drawing", "DrawOutOfOrder": "draw cards distributed out of order",
    "SeparateDrawNoPair": "drawing separately on cards that do not pair"}

#: The rulings of Peel's code on the irregularities of Vingt-un (pp. 66-68).
REFEREE = BookReferee("peel-vingt-un", "Peel", quote("peel-vingt-un:p28", "In any of these cases of irregularity"),
                      "Peel's laws of irregularities (pp. 66-68) do not provide for it")
P22, P23, P25, P26, P27, P28 = (f"peel-vingt-un:p{n}" for n in (22, 23, 25, 26, 27, 28))
#: the words of each ruling and remedy
RESHUFFLE = quote(P22, "the whole pack must be re-shuffled and cut again")
RECTIFY = quote(P22, "the error may be rectified if discovered before a third card is dealt")
#: the dealer's two cards found at once: rectified as a player's are (a reading: Peel gives the remedy only for the
#: dealer's two cards not discovered until another card has been dealt; see the editorial note beside p22)
RECTIFY_DEALER = quote(P22, "the error may be rectified if discovered before a third card is dealt … If the dealer "
                            "gives himself two cards at one time, and the mistake is not discovered until another "
                            "card has been dealt")
REJECT = quote(P22, "the player receiving the surplus card must look at his hand, and reject which of the two he "
                    "chooses")
PONE_RANDOM = quote(P22, "then the pone must take one of the cards, at random, and add it to the used portion of the "
                         "pack")
RETAIN = quote(P23, "if the dealer exposes one of his own cards, he must retain it")
KEEP_OR_REJECT = quote(P23, "A card exposed in dealing may be kept or rejected at the option of the player")
KEEP_EXPOSED = quote(P23, "A card exposed in dealing may be kept")
REJECT_EXPOSED = quote(P23, "or rejected at the option of the player")
EITHER_OR_BOTH = quote(P25, "the player may keep either or both of them; but if he rejects one, he must be regarded "
                            "as content, and cannot draw another card")
KEEP_BOTH = quote(P25, "the player may keep either or both of them")
KEEP_ONE = quote(P25, "if he rejects one, he must be regarded as content, and cannot draw another card")
REJECTED = quote(P25, "if he rejects one, he must be regarded as content … The one rejected is added to the stock in "
                      "the hands of the pone.")
DEALER_KEEPS = quote(P25, "If the dealer in drawing gives himself two cards, he must keep them both, and suffer the "
                          "consequences of an over-draw if then his points exceed 21")
MISSED = quote(P26, "the player or players missed may either be supplied at any time from the top of the pack, or "
                    "they may throw up their cards")
SUPPLIED = quote(P26, "may either be supplied at any time from the top of the pack")
THROW_UP = quote(P26, "or they may throw up their cards")
FORFEIT = quote(P27, "he has to pay the dealer on each hand, and forfeits any amount he may have won")
PENALTY = quote(P28, "the offender pays a penalty to the pool, if there be one")


@REFEREE.rules(PackConfused, "Confusion in preparing the pack, or cards exposed", PackConfused(seat=1))
@implements(P22)
def rule_pack_confused(state, irr: PackConfused) -> Ruling:
    _check(state, irr, PackConfused, P22)
    return Ruling("The whole pack must be re-shuffled and cut again.", (RESHUFFLE, PENALTY), R.RESHUFFLE)


def _check(state: object, irr: object, cls: type, law: str) -> None:
    """A ruling is asked of an irregularity of its kind, in a Vingt-un game or (on the Referee panel) in none."""
    if state is not None and not isinstance(state, VingtUnBase):
        raise IllegalActionError(f"a ruling is given in a Vingt-un game (or in none), not in {state!r}", law)
    if not isinstance(irr, cls):
        raise IllegalActionError(f"this ruling is on {BookReferee.kinds_called.get(cls.__name__, cls.__name__)}, "
                                 f"not on {irr!r}", law)


def _found(state, irr: TwoCardsToOne | DealerTakesTwo) -> bool:
    """Discovered before another card was dealt: in a game, no card given since the slip (its claim is the
    discovery); on the Referee panel, as the facts say."""
    if state is not None and irr.dealt >= 0:
        return state.cards_given == irr.dealt
    return irr.found


@REFEREE.rules(TwoCardsToOne, "Two cards dealt to one player", TwoCardsToOne(seat=2, found=False))
@implements(P22)
def rule_two_cards(state, irr: TwoCardsToOne) -> Ruling:
    _check(state, irr, TwoCardsToOne, P22)
    if _found(state, irr):
        return Ruling("Discovered before a third card is dealt: the error is rectified (the surplus card goes "
                      "back on the pack, to be dealt in its turn).", (RECTIFY, PENALTY), R.RECTIFY)
    return Ruling("A third card has been dealt: the player receiving the surplus card must look at the hand and "
                  "reject either of the two, at the player's choice.", (REJECT, PENALTY), R.OPTION,
                  options=(RulingOption("reject the first card", (REJECT,), R.REJECT_FIRST),
                           RulingOption("reject the second card", (REJECT,), R.REJECT_SECOND)), choosers=(irr.seat,))


@REFEREE.rules(DealerTakesTwo, "The dealer takes two cards at one time", DealerTakesTwo(seat=0))
@implements(P22)
def rule_dealer_two(state, irr: DealerTakesTwo) -> Ruling:
    _check(state, irr, DealerTakesTwo, P22)
    if _found(state, irr):
        return Ruling("Discovered before another card is dealt: the error is rectified (the surplus card goes back "
                      "on the pack).", (RECTIFY_DEALER, PENALTY), R.RECTIFY)
    return Ruling("Not discovered until another card was dealt: the pone must take one of the dealer's cards, at "
                  "random, and add it to the used portion of the pack.", (PONE_RANDOM, PENALTY), R.PONE_RANDOM)


@REFEREE.rules(CardExposed, "A card exposed in dealing", CardExposed(seat=2))
@implements(P23)
def rule_exposed(state, irr: CardExposed) -> Ruling:
    _check(state, irr, CardExposed, P23)
    if irr.dealer:
        return Ruling("The dealer exposed one of the dealer's own cards, and must retain it.", (RETAIN, PENALTY),
                      R.RETAIN)
    return Ruling("A card exposed in dealing may be kept or rejected at the option of the player.",
                  (KEEP_OR_REJECT, PENALTY), R.OPTION,
                  options=(RulingOption("keep it", (KEEP_EXPOSED,), R.KEEP),
                           RulingOption("reject it", (REJECT_EXPOSED,), R.REJECT)), choosers=(irr.seat,))


@REFEREE.rules(TwoInDrawing, "Two cards given at once in drawing", TwoInDrawing(seat=2))
@implements(P25)
def rule_two_in_drawing(state, irr: TwoInDrawing) -> Ruling:
    _check(state, irr, TwoInDrawing, P25)
    if irr.dealer:
        return Ruling("The dealer took two cards in drawing, and must keep them both and suffer the "
                      "consequences of an over-draw.", (DEALER_KEEPS, PENALTY), R.KEEP_BOTH)
    return Ruling("The player may keep either or both; a player who rejects one is content and draws no more.",
                  (EITHER_OR_BOTH, PENALTY), R.OPTION,
                  options=(RulingOption("keep both", (KEEP_BOTH,), R.KEEP_BOTH),
                           RulingOption("keep the first and be content", (KEEP_ONE,), R.KEEP_FIRST),
                           RulingOption("keep the second and be content", (KEEP_ONE,), R.KEEP_SECOND)),
                  choosers=(irr.seat,))


@REFEREE.rules(DrawOutOfOrder, "Draw cards distributed out of order", DrawOutOfOrder(seat=2))
@implements(P26)
def rule_out_of_order(state, irr: DrawOutOfOrder) -> Ruling:
    _check(state, irr, DrawOutOfOrder, P26)
    pays = state is not None and state.rules.missed_throw_up == "pays"
    throw = "throw up the cards" + (" and pay the stake" if pays else ", nothing paid")
    return Ruling("The player missed may be supplied at any time from the top of the pack, or may throw up the "
                  "cards.", (MISSED, PENALTY), R.OPTION,
                  options=(RulingOption("be supplied later", (SUPPLIED,), R.LATER),
                           RulingOption(throw, (THROW_UP,), R.THROW_UP)), choosers=(irr.seat,))


@REFEREE.rules(SeparateDrawNoPair, "Drawing separately on two cards that do not pair", SeparateDrawNoPair(seat=2))
@implements(P27)
def rule_no_pair(state, irr: SeparateDrawNoPair) -> Ruling:
    _check(state, irr, SeparateDrawNoPair, P27)
    return Ruling("A player who drew separately on cards that do not pair pays the dealer on each hand, and "
                  "forfeits any amount won on them.", (FORFEIT, PENALTY), R.FORFEIT)


#: Hoffmann: "There is no authoritative Code of Laws for Vingt-Un" (p16); French Vingt-Un is "a variation of
#: ordinary Vingt-Un" (its p1), under the same silence.
HOFFMANN_REFEREE = BookReferee("hoffmann-vingt-un", "Hoffmann", law("hoffmann-vingt-un", "penalty"),
                               "'There is no authoritative Code of Laws for Vingt-Un'")
HOFFMANN_FRENCH_REFEREE = BookReferee("hoffmann-french-vingt-un", "Hoffmann", law("hoffmann-vingt-un", "penalty"),
                                      "'There is no authoritative Code of Laws for Vingt-Un'")
#: *Enquire Within*'s paragraphs describe the game (113-116) and give no law of irregularities.
ENQUIRE_WITHIN_REFEREE = BookReferee("enquire-within", "Enquire Within", law("enquire-within", "penalty"),
                                     "its paragraphs (113-116) describe the method of playing and give no law of "
                                     "irregularities")

#: each irregular action, and the kind of irregularity its book's referee rules it as
_RULED_AS = {ConfusePack: PackConfused, DealTwoCards: TwoCardsToOne, ExposeCard: CardExposed,
             GiveTwoInDrawing: TwoInDrawing, MissPlayer: DrawOutOfOrder, SplitUnpaired: SeparateDrawNoPair}


class IrregularitiesMixin(VingtUnBase):
    """The irregular actions of :class:`~games.vingt_un.game.VingtUn` and the carrying out of the rulings."""

    @implements("hoffmann-vingt-un:p16")
    def _book_rules(self, cls: type) -> None:
        """The game's book has a law for irregularities of class ``cls``; else the action is refused, citing the
        book's silence (Hoffmann p16: "no authoritative Code of Laws"), never another book's law."""
        if not self.referee.knows_kind(cls):
            raise self.referee.silent(cls)

    def irregular_law(self, action) -> Optional[str]:
        """The law STRICT mode refuses an irregular action with: Peel's that names it; under a book with no law of
        irregularities, that book's silence (never Peel's law passed off as Hoffmann's)."""
        kind = _RULED_AS.get(type(action))
        if kind is not None and not self.referee.knows_kind(kind):
            return self.referee.silence
        return super().irregular_law(action)

    def _seated(self, seat: object) -> bool:
        """``seat`` holds cards this round (not a retired player, nor a seat that is none)."""
        return isinstance(seat, int) and not isinstance(seat, bool) and seat in self.hands

    def _dealer_deals(self, seat: int, law: str) -> None:
        if seat != self.dealer:
            raise IllegalActionError(f"only the dealer, {self.name(self.dealer)}, deals the cards", law)

    def _first_round_open(self, law: str) -> None:
        if self.phase != Phase.STAKE or self.rules.staking == "before-cards":
            raise IllegalActionError("this happens in dealing the first round, before the stakes", law)

    # -- p22: confusion in preparing the pack -----------------------------------------------------
    @verifies(ConfusePack)
    @implements("peel-vingt-un:p22")
    def _verify_confuse(self, a: ConfusePack) -> None:
        self._book_rules(PackConfused)
        self._first_round_open(CONFUSION)
        if self.stakes.to_stake != self.order:
            raise IllegalActionError("the stakes are already being laid", CONFUSION)
        self.irregular(CONFUSION, f"confusion in preparing the pack ({self.name(a.seat)})", PackConfused(seat=a.seat), a.seat)

    @applies(ConfusePack)
    @implements("peel-vingt-un:p22")
    def _apply_confuse(self, a: ConfusePack) -> None:
        pass

    # -- p22: two cards to one player; the dealer giving himself two ---------------------------------
    @verifies(DealTwoCards)
    @implements("peel-vingt-un:p22")
    def _verify_deal_two(self, a: DealTwoCards) -> None:
        self._book_rules(DealerTakesTwo if a.to == self.dealer else TwoCardsToOne)
        slip = DEALER_TWO if a.to == self.dealer else TWO_TO_ONE
        self._dealer_deals(a.seat, slip)
        self._first_round_open(slip)
        if not self._seated(a.to) or len(self.hands[a.to][0].cards) != 1:
            raise IllegalActionError("two cards to a player who holds one", slip)
        # the slip's facts: how many cards will have been given once the surplus card is, and in which round
        kind = DealerTakesTwo if a.to == self.dealer else TwoCardsToOne
        irr = kind(seat=a.to, dealt=self.cards_given + 1, round_no=self.round_no)
        # seen by the dealer, and by the receiver when he looks at his cards; discovered only when claimed
        self.irregular(slip, f"{self.name(a.seat)} deals two cards to {self.name(a.to)}", irr, a.seat,
                       seen_by={a.seat, a.to})

    @applies(DealTwoCards)
    @implements("peel-vingt-un:p22")
    def _apply_deal_two(self, a: DealTwoCards) -> None:
        self.give(a.to, 0, up=False, law=DEALER_TWO if a.to == self.dealer else TWO_TO_ONE)

    @implements(P22)
    def claim_closed(self, breach: Breach) -> Optional[tuple[str, str]]:
        """Two cards dealt at once may be discovered, and claimed, until the round is over: its cards then go to
        the pone, and nothing is left to rectify or reject (Peel p22)."""
        closed = super().claim_closed(breach)
        irr = breach.irregularity
        if closed is None and isinstance(irr, (TwoCardsToOne, DealerTakesTwo)) and irr.round_no != self.round_no:
            return (RECTIFY, "that round is over: its cards have gone to the pone")
        if closed is None and isinstance(irr, (TwoCardsToOne, DealerTakesTwo)) \
                and (not self.hands.get(irr.seat) or len(self.hands[irr.seat][0].cards) < 2):
            return (RECTIFY, f"{self.name(irr.seat)} no longer holds the two cards (the hand is thrown up)")
        return closed

    # -- p23: a card exposed in dealing ------------------------------------------------------------------
    @verifies(ExposeCard)
    @implements("peel-vingt-un:p23")
    def _verify_expose(self, a: ExposeCard) -> None:
        self._book_rules(CardExposed)
        self._dealer_deals(a.seat, EXPOSED)
        self._first_round_open(EXPOSED)
        if not self._seated(a.to) or not self.hands[a.to][0].cards \
                or self.hands[a.to][0].up[-1]:
            raise IllegalActionError("no card face down there to expose", EXPOSED)
        self.irregular(EXPOSED, f"{self.name(a.seat)} exposes the card dealt to {self.name(a.to)}",
                       CardExposed(seat=a.to, dealer=a.to == self.dealer), a.seat)

    @applies(ExposeCard)
    @implements("peel-vingt-un:p23")
    def _apply_expose(self, a: ExposeCard) -> None:
        h = self.hands[a.to][0]
        h.up[-1] = True
        self.event("exposed", f"the card dealt to {self.name(a.to)} is exposed: the {h.cards[-1].name}", (EXPOSED,), a.to)

    # -- p25: two cards in drawing ---------------------------------------------------------------------
    @verifies(GiveTwoInDrawing)
    @implements("peel-vingt-un:p25")
    def _verify_two_drawing(self, a: GiveTwoInDrawing) -> None:
        self._book_rules(TwoInDrawing)
        self._dealer_deals(a.seat, TWO_IN_DRAWING)
        if not self._seated(a.to):
            raise IllegalActionError(f"no player {a.to!r} holds cards to be given two", TWO_IN_DRAWING)
        self._check_turn(a.to, a.hand, "draw")
        if self.cards_available() < 2:
            raise IllegalActionError("two cards are not left to give", TWO_IN_DRAWING)
        self.irregular(TWO_IN_DRAWING, f"{self.name(a.seat)} gives {self.name(a.to)} two cards in drawing",
                       TwoInDrawing(seat=a.to, dealer=a.to == self.dealer), a.seat)

    @applies(GiveTwoInDrawing)
    @implements("peel-vingt-un:p25")
    def _apply_two_drawing(self, a: GiveTwoInDrawing) -> None:
        self.give(a.to, a.hand, up=True, law=TWO_IN_DRAWING)
        self.give(a.to, a.hand, up=True, law=TWO_IN_DRAWING)
        self.drawing.pending = (a.to, a.hand)

    # -- p26: draw cards out of order ----------------------------------------------------------------------
    @verifies(MissPlayer)
    @implements("peel-vingt-un:p26")
    def _verify_miss(self, a: MissPlayer) -> None:
        self._book_rules(DrawOutOfOrder)
        self._dealer_deals(a.seat, OUT_OF_ORDER)
        if self.phase != Phase.TURN or len(self.drawing.queue) < 2 or a.missed != self.drawing.queue[0]:
            raise IllegalActionError("the dealer can pass over only the player whose turn it is, to a later one",
                                     OUT_OF_ORDER)
        self.irregular(OUT_OF_ORDER, f"{self.name(a.seat)} passes over {self.name(a.missed)} and goes to "
                       f"{self.name(self.drawing.queue[1])}", DrawOutOfOrder(seat=a.missed), a.seat)

    @applies(MissPlayer)
    @implements("peel-vingt-un:p26")
    def _apply_miss(self, a: MissPlayer) -> None:
        self.drawing.queue.append(self.drawing.queue.pop(0))

    # -- p27: drawing separately on cards that do not pair ----------------------------------------------
    @verifies(SplitUnpaired)
    @implements("peel-vingt-un:p27")
    def _verify_split_unpaired(self, a: SplitUnpaired) -> None:
        self._book_rules(SeparateDrawNoPair)
        h = self._check_turn(a.seat, a.hand, "split")
        if len(h.cards) != 2 or len(self.hands[a.seat]) != 1:
            raise IllegalActionError("this is drawing separately on the first two cards", NO_PAIR)
        if h.cards[0].rank is h.cards[1].rank:
            raise IllegalActionError("the cards pair: that is a division, not an irregularity", NO_PAIR)
        self._check_split_stake(a.seat, h, a.stake)
        self.irregular(NO_PAIR, f"{self.name(a.seat)} draws separately on the {h.cards[0].name} and the "
                       f"{h.cards[1].name}, "
                       "which do not pair", SeparateDrawNoPair(seat=a.seat), a.seat)

    @applies(SplitUnpaired)
    @implements("peel-vingt-un:p27")
    def _apply_split_unpaired(self, a: SplitUnpaired) -> None:
        self.divide(a.seat, a.hand, a.stake, NO_PAIR)
        for h in self.hands[a.seat]:
            h.forfeit = True

    # -- carrying out the rulings: one handler per remedy, dispatched by the core ------------------------
    @implements(P28)
    def _penalty_to_pool(self, breach: Breach) -> None:
        """In any of these cases of irregularity, the offender pays a penalty to the pool, if there be one (Peel p28)."""
        r = self.rules
        if r.pool and r.irregularity_penalty and breach.seat is not None:
            self.pay(breach.seat, "pool", r.irregularity_penalty, PENALTY, "the penalty of an irregularity, to the pool")

    @remedy(R.RETAIN, R.KEEP, R.LATER, R.FORFEIT)
    @implements(P28)
    def _remedy_stands(self, breach: Breach, ruling: Ruling) -> None:
        """The remedy leaves the cards as they are (the dealer retains his card, the player keeps his, the one
        missed is supplied later, the forfeit was marked when he drew): the penalty to the pool only."""
        self._penalty_to_pool(breach)

    @remedy(R.RECTIFY, on=(TwoCardsToOne, DealerTakesTwo))
    @implements(P22)
    def _remedy_rectify(self, breach: Breach, ruling: Ruling) -> None:
        irr = breach.irregularity
        assert isinstance(irr, (TwoCardsToOne, DealerTakesTwo))
        h = self.hands[irr.seat][0]
        card = h.cards.pop()
        h.up.pop()
        self.stock.insert(0, card)
        self.event("remedy", "the surplus card goes back on the pack",
                   (RECTIFY_DEALER if isinstance(irr, DealerTakesTwo) else RECTIFY,))
        self._penalty_to_pool(breach)

    @remedy(R.REJECT_FIRST, on=(TwoCardsToOne, DealerTakesTwo))
    @implements(P22)
    def _remedy_reject_first(self, breach: Breach, ruling: Ruling) -> None:
        self._reject_one(breach, 0)

    @remedy(R.REJECT_SECOND, on=(TwoCardsToOne, DealerTakesTwo))
    @implements(P22)
    def _remedy_reject_second(self, breach: Breach, ruling: Ruling) -> None:
        self._reject_one(breach, 1)

    def _reject_one(self, breach: Breach, i: int) -> None:
        irr = breach.irregularity
        assert isinstance(irr, (TwoCardsToOne, DealerTakesTwo))
        h = self.hands[irr.seat][0]
        self.pile.append((h.cards.pop(i), irr.seat))
        h.up.pop(i)
        self.event("remedy", f"{self.name(irr.seat)} rejects one of the two cards: it goes to the pone", (REJECT,))
        self._penalty_to_pool(breach)

    @remedy(R.PONE_RANDOM, on=(TwoCardsToOne, DealerTakesTwo))
    @implements(P22)
    def _remedy_pone_random(self, breach: Breach, ruling: Ruling) -> None:
        irr = breach.irregularity
        assert isinstance(irr, (TwoCardsToOne, DealerTakesTwo))
        h = self.hands[irr.seat][0]
        i = self.rng("p22", len(self.log)).randrange(2)  # one of the two he gave himself
        self.pile.append((h.cards.pop(i), self.dealer))
        h.up.pop(i)
        self.event("remedy", f"{self.name(self.pone)} (the pone) takes one of the dealer's cards at random", (PONE_RANDOM,))
        self._penalty_to_pool(breach)

    @remedy(R.REJECT, on=(CardExposed,))
    @implements(P23)
    def _remedy_reject_exposed(self, breach: Breach, ruling: Ruling) -> None:
        irr = breach.irregularity
        assert isinstance(irr, CardExposed)
        h = self.hands[irr.seat][0]
        card = h.cards.pop()
        h.up.pop()
        self.pile.append((card, None))
        self.event("remedy", f"{self.name(irr.seat)} rejects the exposed {card.name}", (REJECT_EXPOSED,))
        self.give(irr.seat, 0, up=False, law=REJECT_EXPOSED)
        self._penalty_to_pool(breach)

    @remedy(R.RESHUFFLE, on=(PackConfused,))
    @implements(P22)
    def _remedy_reshuffle(self, breach: Breach, ruling: Ruling) -> None:
        for hs in self.hands.values():
            for h in hs:
                self.stock[:0] = h.cards
                h.cards, h.up = [], []
        rng = self.rng("p22-reshuffle", len(self.log))
        rng.shuffle(self.stock)
        cut = rng.randint(1, len(self.stock) - 1)
        self.stock = self.stock[cut:] + self.stock[:cut]
        self.event("remedy", "the pack is re-shuffled and cut again; the first round is dealt afresh", (RESHUFFLE,))
        self.phase = Phase.DEAL1
        self._penalty_to_pool(breach)

    @remedy(R.KEEP_BOTH, on=(TwoInDrawing,))
    @implements(P25)
    def _remedy_keep_both(self, breach: Breach, ruling: Ruling) -> None:
        assert self.drawing.pending is not None
        seat, hand = self.drawing.pending
        self.drawing.pending = None
        self.after_card(seat, hand)
        self._penalty_to_pool(breach)

    @remedy(R.KEEP_FIRST, on=(TwoInDrawing,))
    @implements(P25)
    def _remedy_keep_first(self, breach: Breach, ruling: Ruling) -> None:
        self._keep_one(breach, drop=1)

    @remedy(R.KEEP_SECOND, on=(TwoInDrawing,))
    @implements(P25)
    def _remedy_keep_second(self, breach: Breach, ruling: Ruling) -> None:
        self._keep_one(breach, drop=0)

    def _keep_one(self, breach: Breach, drop: int) -> None:
        assert self.drawing.pending is not None
        seat, hand = self.drawing.pending
        self.drawing.pending = None
        h = self.hands[seat][hand]
        i = len(h.cards) - 2 + drop
        self.pile.append((h.cards.pop(i), None))
        h.up.pop(i)
        h.stood = True
        self.event("remedy", f"{self.name(seat)} rejects one card and is content", (REJECTED,), seat)
        self.advance()
        self._penalty_to_pool(breach)

    @remedy(R.THROW_UP, on=(DrawOutOfOrder,))
    @implements(P26)
    def _remedy_throw_up(self, breach: Breach, ruling: Ruling) -> None:
        irr = breach.irregularity
        assert isinstance(irr, DrawOutOfOrder)
        seat = irr.seat
        for h in self.hands[seat]:
            h.thrown_up = True
            self.throw_up(seat, h)
        self.drawing.queue.remove(seat)
        if self.rules.missed_throw_up == "pays":
            self.event("remedy", f"{self.name(seat)} throws up the cards and pays the stake, as on an over-draw",
                       (THROW_UP,), seat)
            for h in self.hands[seat]:
                self.pay(seat, self.dealer, self.unit(h), THROW_UP, "the cards thrown up when missed in the draw")
        else:
            self.event("remedy", f"{self.name(seat)} throws up the cards; nothing is paid on them", (THROW_UP,), seat)
        self.advance()
        self._penalty_to_pool(breach)
