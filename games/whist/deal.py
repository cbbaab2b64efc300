"""The deal: shuffling, cutting, dealing and turning the trump card, the new deal and the misdeal.

Hoffmann's Revised Code rules the whole of it (laws 17-42); Foster's pages begin at law 40, so that under
his code the shuffle and the cut run as the practice is, citing nothing, and an irregularity his pages do
not rule on (a card faced in the pack, the wrong hand taken up, a fault in shuffling or cutting) is
refused, saying so -- never ruled by the other code's law.

The deal is one action (:class:`~games.whist.actions.Deal`: every card but the last, one at a time to
the left); turning up the trump card is the next, and the time between them is "during the dealing":
the cards touched, a card exposed, the trump card looked at, the misdeal found.
"""

from __future__ import annotations


from games.cards import Card, Pack, standard_pack
from games.core.seating import cycle_from, partner_of
from games.core.state import applies, verifies
from games.core.turns import Step, automates, offers, remedy, turn
from games.errors import IllegalActionError, check_items
from games.laws import implements
from games.whist.base import WhistBase
from games.whist.actions import (
    Cut, Deal, DealWrongly, ExposeInDealing, FacedInPack, ForeignCard, ImperfectPack, InterruptDealer, LookAtTrump,
    ShortHand, Shuffle, TakeWrongHand, TouchCards, TurnTrump, FreshCards,
)
from games.whist.records import (
    Auto, CardFaced, CutFault, DealerInterrupted, DealOutOfTurn, Duty, ExposedInDealing, HandShort, Misdeal,
    OtherPackCard, PackImperfect, Phase, PlayRecord, Preparation, ShuffleFault, TrumpLookedAt, WhistRemedy, WrongHand,
)

__all__ = ["DealChapter", "deck_for", "hand_words"]


def deck_for(hands, dealer: int) -> Pack:
    """The pack in the order that deals ``hands`` (four hands of thirteen, by seat) when ``dealer`` deals;
    the dealer's last card is the trump card (a set piece for lessons and tests)."""
    order = cycle_from((dealer + 1) % 4, 4)
    hs = [tuple(h) for h in hands]
    if len(hs) != 4 or any(len(h) != 13 for h in hs):
        raise IllegalActionError("a set piece gives four hands of thirteen cards")
    return Pack(tuple(hs[s][i] for i in range(13) for s in order))


def hand_words(cards) -> str:
    """A hand in words, suit by suit: ``"the ace and king of spades; the two of hearts"`` (no card codes)."""
    cards = check_items(cards, "the cards of a hand")
    if not all(isinstance(c, Card) for c in cards):
        raise IllegalActionError(f"a hand is named from its cards, not {cards!r}")
    by_suit: dict = {}
    for c in cards:
        by_suit.setdefault(c.suit, []).append(c.name.split(" of ")[0])
    parts = []
    for suit, ranks in by_suit.items():
        ranks_text = ranks[0] if len(ranks) == 1 else ", ".join(ranks[:-1]) + " and " + ranks[-1]
        parts.append(f"the {ranks_text} of {suit.name_}")
    return "; ".join(parts) if parts else "no cards"


class DealChapter(WhistBase):
    """The deal (a mixin of :class:`~games.whist.game.Whist`)."""

    # -- setting up ----------------------------------------------------------------------------------
    @implements("hoffmann-whist:17", "hoffmann-whist:22", "hoffmann-whist:23", "foster-whist:etiquette.p2")
    def _new_preparation(self) -> None:
        """A deal begins: the pack of this deal (two packs are used, one by each side, in turn), collected by
        the dealer's partner and placed, face downwards, at the dealer's left."""
        pack = self.deck if self.deck is not None else standard_pack()
        attempts = self.prep.attempts + 1 if getattr(self, "prep", None) is not None else 0
        self.prep = Preparation(pack, self.pack_no, attempts=attempts)
        self.deal_began = len(self.actions)   # breaches before this belong to a hand dealt again
        self.phase = Phase.SHUFFLE
        self.play = None  # type: ignore[assignment]   # no play before the trump card is turned
        which = "first" if self.pack_no == 0 else "second"
        if self.code == "hoffmann-whist":
            self.event("pack", f"{self.name(partner_of(self.dealer))} collects the {which} pack and places it at "
                       f"{self.name(self.dealer)}'s left; {self.name(self.dealer)} deals",
                       (self.L("1"), self.L("22"), self.L("23")))
        else:
            self.event("pack", f"the {which} pack is made ready; {self.name(self.dealer)} deals",
                       ("foster-whist:etiquette.p2",))

    # -- shuffling -----------------------------------------------------------------------------------
    @turn(Phase.SHUFFLE)
    def _shuffle_step(self):
        return Step("dealer", self.dealer, Duty.SHUFFLE)

    @offers(Duty.SHUFFLE)
    def _shuffles(self, step):
        others = [Shuffle(s) for s in cycle_from(partner_of(self.dealer), 4)
                  if s != self.dealer and s not in self.prep.shuffled]
        return others + [Shuffle(self.dealer)]

    @automates(Duty.SHUFFLE, Auto.SHUFFLE)
    def _auto_shuffle(self, step):
        return Shuffle(self.dealer)

    @verifies(Shuffle)
    @implements("hoffmann-whist:18", "hoffmann-whist:19", "hoffmann-whist:20", "hoffmann-whist:21",
                "hoffmann-whist:24", "hoffmann-whist:28")
    def _verify_shuffle(self, a: Shuffle) -> None:
        hoff = self.code == "hoffmann-whist"
        if self.phase in (Phase.PLAY, Phase.END):
            raise IllegalActionError("the pack must not be shuffled during the play of the hand",
                                     self.L("19") if hoff else None)
        if self.phase is Phase.DEAL and a.seat == self.dealer and self.prep.cut is not None:
            if not hoff:
                raise IllegalActionError("the dealer shuffles after the cut: Foster's pages say nothing of it "
                                         "(his laws on shuffling stand before law 40)")
            self.irregular(self.L("28"), f"{self.name(a.seat)} shuffles the pack after it is cut",
                           Misdeal(offender=a.seat, case="cut"), a.seat)
            return
        if self.phase is not Phase.SHUFFLE:
            raise IllegalActionError("the pack is shuffled before it is cut and dealt",
                                     self.L("24") if hoff else None)
        if a.seat in self.prep.shuffled:
            raise IllegalActionError(f"{self.name(a.seat)} has shuffled once: each player has a right to shuffle "
                                     "once only", self.L("21") if hoff else None)
        if hoff and a.seat == partner_of(self.dealer) and self.prep.shuffled:
            raise IllegalActionError(f"{self.name(a.seat)}, the dealer's partner, has the first right to shuffle: "
                                     "he must shuffle before the others or not at all", self.L("22"))
        if a.packets:
            if self.deal_number > 1 or self.prep.attempts:
                raise IllegalActionError("a pack that has been played with must not be shuffled by dealing it into "
                                         "packets", self.L("20") if hoff else None)
        if a.shown or a.below:
            if not hoff:
                raise IllegalActionError("a fault in shuffling: Foster's laws on shuffling stand before law 40, "
                                         "outside these pages")
            how = "below the table" if a.below else "so that the face of a card is seen"
            self.irregular(self.L("24", "reshuffle") if a.seat == self.dealer and a.shown else self.L("18"),
                           f"{self.name(a.seat)} shuffles {how}",
                           ShuffleFault(offender=a.seat, dealer=a.seat == self.dealer), a.seat)

    @applies(Shuffle)
    def _apply_shuffle(self, a: Shuffle) -> None:
        if self.phase is Phase.DEAL:  # the dealer shuffled after the cut (ruled by law 28)
            self.event("shuffle", f"{self.name(a.seat)} shuffles again", (), a.seat)
            return
        if a.shown or a.below:
            return  # the shuffle does not count: the referee orders it done again
        rng = self.rng("shuffle", self.deal_number, self.prep.attempts, len(self.prep.shuffled))
        if self.deck is None:
            self.prep.pack = self.prep.pack.shuffled(rng)
        self.prep.shuffled.append(a.seat)
        law = (self.L("24") if a.seat == self.dealer else self.L("21")) if self.code == "hoffmann-whist" else None
        self.event("shuffle", f"{self.name(a.seat)} shuffles" + (" last" if a.seat == self.dealer else ""),
                   (law,) if law else (), a.seat)
        if a.seat == self.dealer:
            self.phase = Phase.CUT

    @remedy(WhistRemedy.RESHUFFLE)
    def _remedy_reshuffle(self, breach, ruling) -> None:
        self.event("remedy", "the pack is to be shuffled again", ruling.laws)

    # -- cutting -------------------------------------------------------------------------------------
    @property
    def pone(self) -> int:
        """The dealer's right-hand adversary, who cuts."""
        return (self.dealer - 1) % 4

    @turn(Phase.CUT)
    def _cut_step(self):
        return Step("pone", self.pone, Duty.CUT)

    @offers(Duty.CUT)
    def _cuts(self, step):
        return [Cut(self.pone, n) for n in range(4, 49)]

    @automates(Duty.CUT, Auto.CUT)
    def _auto_cut(self, step):
        return Cut(self.pone, self.rng("cut", self.deal_number, self.prep.attempts).randint(4, 48))

    @verifies(Cut)
    @implements("hoffmann-whist:26", "hoffmann-whist:27", "hoffmann-whist:35", "foster-whist:49")
    def _verify_cut(self, a: Cut) -> None:
        hoff = self.code == "hoffmann-whist"
        if self.phase is Phase.DEAL and self.prep.cut is not None and a.seat == self.pone:
            raise IllegalActionError(f"{self.name(a.seat)} has separated the pack: he cannot alter his intention "
                                     "nor cut again", self.law("the cut", "once separated"))
        if self.phase is not Phase.CUT:
            raise IllegalActionError("the pack is cut when it has been finally shuffled by the dealer",
                                     self.L("26") if hoff else None)
        if a.seat == partner_of(self.pone):
            raise IllegalActionError(f"{self.name(a.seat)} cannot cut for his partner without the permission of his "
                                     "opponents", self.L("35") if hoff else self.L("49"))
        if a.seat != self.pone:
            raise IllegalActionError(f"the pack is cut by the dealer's right-hand adversary, "
                                     f"{self.name(self.pone)}", self.L("26") if hoff else None)
        if not 4 <= a.cards <= 48:
            if not hoff:
                raise IllegalActionError("a cut leaving fewer than four cards: Foster's laws on cutting stand "
                                         "before law 40, outside these pages")
            self.irregular(self.L("26", "four"), f"{self.name(a.seat)} cuts leaving fewer than four cards in a packet",
                           CutFault(offender=a.seat, cards=a.cards), a.seat)

    @applies(Cut)
    def _apply_cut(self, a: Cut) -> None:
        if not 4 <= a.cards <= 48:
            return  # a fresh cut (ruled)
        if self.deck is None:
            self.prep.pack = self.prep.pack.cut(a.cards)
        self.prep.cut, self.prep.cut_by = a.cards, a.seat
        self.phase = Phase.DEAL
        self.event("cut", f"{self.name(a.seat)} cuts, lifting {a.cards} cards",
                   (self.L("26"),) if self.code == "hoffmann-whist" else (), a.seat)

    @remedy(WhistRemedy.RECUT)
    def _remedy_recut(self, breach, ruling) -> None:
        self.event("remedy", "there must be a fresh cut", ruling.laws)

    # -- dealing -------------------------------------------------------------------------------------
    @turn(Phase.DEAL)
    def _deal_step(self):
        return Step("dealer", self.dealer, Duty.DEAL)

    @offers(Duty.DEAL)
    def _deals(self, step):
        return [Deal(self.dealer)]

    @automates(Duty.DEAL, Auto.DEAL)
    def _auto_deal(self, step):
        return Deal(self.dealer)

    @verifies(Deal)
    @implements("hoffmann-whist:25", "hoffmann-whist:34", "hoffmann-whist:35", "foster-whist:48", "foster-whist:49")
    def _verify_deal(self, a: Deal) -> None:
        hoff = self.code == "hoffmann-whist"
        if self.phase is Phase.CUT and a.seat == self.dealer:
            raise IllegalActionError("the pack has not been cut: the dealer presents it to the adversary on his "
                                     "right (a deal without the cut is found by DealWrongly, case vii)",
                                     self.L("26") if hoff else self.L("44.vii"))
        if self.phase is not Phase.DEAL:
            raise IllegalActionError("the cards are dealt when the pack is cut", self.L("26") if hoff else None)
        if a.seat != self.dealer or a.other_pack:
            law = self.L("34") if hoff else self.L("48")
            what = (f"{self.name(a.seat)} deals with the adversaries' cards" if a.seat == self.dealer else
                    f"{self.name(a.seat)} deals out of turn: it is {self.name(self.dealer)}'s deal")
            if a.seat == partner_of(self.dealer):   # dealing for his partner (35/49; if he misdeals, 38/51)
                law = self.L("35") if hoff else self.L("49")
            if self.variant_no_misdeal:
                raise IllegalActionError(what, law)
            self.irregular(law, what, DealOutOfTurn(offender=a.seat, rightful=self.dealer, other_pack=a.other_pack),
                           a.seat)

    variant_no_misdeal = False

    @applies(Deal)
    def _apply_deal(self, a: Deal) -> None:
        prep = self.prep
        prep.dealt_by, prep.other_pack = a.seat, a.other_pack
        order = cycle_from((a.seat + 1) % 4, 4)
        hands: list[list] = [[], [], [], []]
        for i, c in enumerate(prep.pack.cards[:51]):
            hands[order[i % 4]].append(c)
        self._dealt_cards = hands
        self._trump_card = prep.pack.cards[51]
        self.phase = Phase.TURN
        self.event("deal", f"{self.name(a.seat)} deals, one card at a time, beginning on his left",
                   (self.L("37.i") if self.code == "hoffmann-whist" else self.L("44.i"),), a.seat)
        for h in range(4):
            cards = sorted(hands[h], key=self.sort_key)
            seen = [s for s in range(4) if self.sees(s, h)]
            self.event("hand", f"{self.name(h)} holds {hand_words(cards)}", (), h, seen_by=seen,
                       others=f"{self.name(h)} is dealt {len(cards)} cards")

    # -- "during the dealing": before the trump card is turned ----------------------------------------
    @turn(Phase.TURN)
    def _turn_step(self):
        return Step("dealer", self.prep.dealt_by, Duty.TURN)

    @offers(Duty.TURN)
    def _turns(self, step):
        return [TurnTrump(self.prep.dealt_by)]

    @automates(Duty.TURN, Auto.TURN)
    def _auto_turn(self, step):
        return TurnTrump(self.prep.dealt_by)

    @verifies(TurnTrump)
    def _verify_turn(self, a: TurnTrump) -> None:
        if self.phase is not Phase.TURN:
            raise IllegalActionError("the trump card is turned up when the rest of the pack is dealt",
                                     self.L("37.ii" if self.code == "hoffmann-whist" else "44.ii", "trump card"))
        if a.seat != self.prep.dealt_by:
            raise IllegalActionError(f"the dealer, {self.name(self.prep.dealt_by)}, turns up the trump card",
                                     self.L("37.iii") if self.code == "hoffmann-whist" else self.L("44.iii"))

    @applies(TurnTrump)
    @implements("hoffmann-whist:37.ii", "hoffmann-whist:37.iii", "foster-whist:44.ii", "foster-whist:44.iii")
    def _apply_turn(self, a: TurnTrump) -> None:
        """The last card comes in its regular order to the dealer and is turned up on his packet."""
        dealer = self.trick_dealer
        hands = self._dealt_cards
        trump = self._dealt_trump()
        dealt = tuple(tuple(sorted(h + ([trump] if s == dealer else []), key=self.sort_key))
                      for s, h in enumerate(hands))
        from games.core.tricks import Trick
        self.play = PlayRecord(hands=[sorted(h, key=self.sort_key) for h in hands], dealt=dealt,
                               trump_card=trump, trump_on_table=True,
                               trick=Trick.begin((dealer + 1) % 4, 4))
        self.phase = Phase.PLAY
        laws = (self.L("37.ii" if self.code == "hoffmann-whist" else "44.ii", "trump card"),)
        self.event("trump", f"{self.name(dealer)} turns up the {trump.name}: {trump.suit.name_} are trumps", laws,
                   dealer)

    @verifies(TouchCards)
    @implements("hoffmann-whist:31")
    def _verify_touch(self, a: TouchCards) -> None:
        """A player may touch his cards during the deal; the adversaries may then do the same without losing
        their privilege of a new deal (who touched first decides law 39's exception)."""
        if self.phase is not Phase.TURN:
            raise IllegalActionError("the cards are touched during the dealing (before the trump card is turned)",
                                     self.L("31") if self.code == "hoffmann-whist" else self.L("45", "touch"))
        if a.seat in self.prep.touched:
            raise IllegalActionError(f"{self.name(a.seat)} has touched his cards already",
                                     self.L("31") if self.code == "hoffmann-whist" else self.L("45", "touch"))

    @applies(TouchCards)
    def _apply_touch(self, a: TouchCards) -> None:
        self.prep.touched.append(a.seat)
        self.event("touch", f"{self.name(a.seat)} touches his cards during the deal",
                   (self.L("31"),) if self.code == "hoffmann-whist" else (self.L("45", "touch"),), a.seat)

    def _dealers_side(self, seat: int) -> bool:
        return seat % 2 == self.trick_dealer % 2

    def _touched_by_side(self, dealers: bool) -> bool:
        return any(self._dealers_side(s) == dealers for s in self.prep.touched)

    def _in_dealing(self, law: str, what: str, *, until_first_lead: bool = False) -> None:
        if self.phase is Phase.TURN:
            return
        if until_first_lead and self.phase is Phase.PLAY and not self.play.tricks and not self.play.trick.plays:
            return
        raise IllegalActionError(f"{what} is ruled on only during the dealing", law)

    @verifies(ExposeInDealing)
    def _verify_expose_in_dealing(self, a: ExposeInDealing) -> None:
        hoff = self.code == "hoffmann-whist"
        self._in_dealing(self.L("30") if hoff else self.L("40"), "a card exposed in dealing", until_first_lead=True)
        if self.variant_no_misdeal:
            raise IllegalActionError("there is no misdeal at Double Dummy", "foster-whist:double-dummy.p1")
        dealers = self._dealers_side(a.seat)
        self.irregular(self.L("30") if hoff else self.L("40"), f"a card is exposed in dealing by {self.name(a.seat)}",
                       ExposedInDealing(by=a.seat, dealers_side=dealers,
                                        other_side_touched=self._lost_by_touching(dealers)), a.seat)

    @implements("hoffmann-whist:31")
    def _lost_by_touching(self, exposers: bool) -> bool:
        """The side that may claim a new deal has lost it by touching the cards -- unless the other side touched
        first, after which "the adversaries may do the same" (law 31)."""
        touched = self.prep.touched
        return self._touched_by_side(not exposers) and self._dealers_side(touched[0]) != exposers

    @applies(ExposeInDealing)
    def _apply_expose_in_dealing(self, a: ExposeInDealing) -> None:
        pass

    @verifies(LookAtTrump)
    def _verify_look(self, a: LookAtTrump) -> None:
        hoff = self.code == "hoffmann-whist"
        law = self.L("33") if hoff else self.L("41")
        self._in_dealing(law, "looking at the trump card whilst dealing")
        if a.seat != self.prep.dealt_by:
            raise IllegalActionError("only the dealer can look at the trump card whilst dealing", law)
        if self.variant_no_misdeal:
            raise IllegalActionError("there is no misdeal at Double Dummy: the dealer may look",
                                     "foster-whist:double-dummy.p1")
        self.irregular(law, f"{self.name(a.seat)} looks at the trump card whilst dealing",
                       TrumpLookedAt(offender=a.seat), a.seat)

    @applies(LookAtTrump)
    def _apply_look(self, a: LookAtTrump) -> None:
        self.prep.looked.append(a.seat)
        self.event("trump-seen", f"the adversaries see the trump card: the {self._dealt_trump().name}",
                   (self.L("33") if self.code == "hoffmann-whist" else self.L("41"),))

    @verifies(DealWrongly)
    def _verify_misdeal(self, a: DealWrongly) -> None:
        hoff = self.code == "hoffmann-whist"
        law = self.L(f"37.{a.case}") if hoff else self.L(f"44.{a.case}")
        self._in_dealing(law, "a misdeal")
        if a.seat != self.prep.dealt_by:
            raise IllegalActionError(f"only the dealer, {self.name(self.prep.dealt_by)}, misdeals", law)
        if self.variant_no_misdeal:
            raise IllegalActionError("there is no misdeal at Double Dummy, as the deal is a disadvantage",
                                     "foster-whist:double-dummy.p1")
        if a.case == "vii" and self.prep.cut is None:
            pass
        adversaries_first = bool(self.prep.touched) and not self._dealers_side(self.prep.touched[0])
        self.irregular(law, f"{self.name(a.seat)} misdeals: {self._case_words(a.case)}",
                       Misdeal(offender=a.seat, case=a.case, rectified=a.rectified, by_adversary=a.by_adversary,
                               adversaries_touched_first=adversaries_first, interrupted=self.prep.interrupted,
                               for_partner=a.seat == partner_of(self.dealer)), a.seat)

    @staticmethod
    def _case_words(case: str) -> str:
        from games.whist.actions import MISDEAL_CASES
        return MISDEAL_CASES.get(case, "the dealer shuffles after the cut")

    @applies(DealWrongly)
    def _apply_misdeal(self, a: DealWrongly) -> None:
        pass

    @verifies(InterruptDealer)
    @implements("hoffmann-whist:36", "foster-whist:50")
    def _verify_interrupt(self, a: InterruptDealer) -> None:
        law = self.L("36") if self.code == "hoffmann-whist" else self.L("50")
        self._in_dealing(law, "interrupting the dealer")
        if self._dealers_side(a.seat):
            raise IllegalActionError("only the adversaries interrupt the dealer", law)
        self.irregular(law, f"{self.name(a.seat)} interrupts the dealer, " + (
            "rightly" if a.founded else "and fails to establish his claim"),
            DealerInterrupted(offender=a.seat, founded=a.founded), a.seat)

    @applies(InterruptDealer)
    def _apply_interrupt(self, a: InterruptDealer) -> None:
        if not a.founded:
            self.prep.interrupted = True

    @verifies(FacedInPack)
    @implements("hoffmann-whist:29.ii")
    def _verify_faced(self, a: FacedInPack) -> None:
        """A card, not the last, faced in the pack: ruled under Hoffmann (law 29, case II); Foster's law on it
        stands before law 40, so under his code it is refused, saying so."""
        if self.code != "hoffmann-whist":
            raise IllegalActionError("a card faced in the pack: Foster's law on it stands before law 40, outside "
                                     "these pages")
        self._in_dealing(self.L("29.ii"), "a card faced in the pack")
        self.irregular(self.L("29.ii"), "a card, not the last, is found faced in the pack", CardFaced(seat=a.seat),
                       a.seat)

    @applies(FacedInPack)
    def _apply_faced(self, a: FacedInPack) -> None:
        pass

    @verifies(ImperfectPack)
    def _verify_imperfect(self, a: ImperfectPack) -> None:
        hoff = self.code == "hoffmann-whist"
        law = self.L("29.i") if hoff else self.L("47")
        if self.phase not in (Phase.TURN, Phase.PLAY):
            raise IllegalActionError("the pack is proved imperfect during a deal or during the play", law)
        self.irregular(law, f"{self.name(a.seat)} proves the pack incorrect or imperfect",
                       PackImperfect(seat=a.seat, in_play=self.phase is Phase.PLAY), a.seat)

    @applies(ImperfectPack)
    def _apply_imperfect(self, a: ImperfectPack) -> None:
        pass

    @verifies(ShortHand)
    @implements("hoffmann-whist:40", "foster-whist:46")
    def _verify_short(self, a: ShortHand) -> None:
        """A hand short of cards: the deal stands once it is found too late, as each code reckons it
        (:attr:`~games.whist.rules.WhistRules.short_hand_stands_after`)."""
        hoff = self.code == "hoffmann-whist"
        law = self.L("40") if hoff else self.L("46")
        if self.phase is not Phase.PLAY:
            raise IllegalActionError("a hand short of cards is found by its player, once the cards are dealt", law)
        if self.rules.short_hand_stands_after == "first-trick":   # Hoffmann 40
            late = bool(self.play.tricks)
        else:                                                      # Foster 46: "until he has played"
            late = any(s == a.seat for t in self.play.tricks for s, _ in t.plays) or any(
                s == a.seat for s, _ in self.play.trick.plays)
        self.irregular(law, f"{self.name(a.seat)} finds he has fewer than thirteen cards",
                       HandShort(seat=a.seat, late=late), a.seat)

    @applies(ShortHand)
    def _apply_short(self, a: ShortHand) -> None:
        pass

    @verifies(TakeWrongHand)
    def _verify_wrong_hand(self, a: TakeWrongHand) -> None:
        if self.code != "hoffmann-whist":
            raise IllegalActionError("a player taking up another's hand: Foster's law on it stands before law 40, "
                                     "outside these pages")
        if self.phase not in (Phase.TURN, Phase.PLAY) or a.hand == a.seat:
            raise IllegalActionError("a player takes up another player's hand once the cards are dealt",
                                     self.L("29.iii"))
        self.irregular(self.L("29.iii"), f"{self.name(a.seat)} takes up {self.name(a.hand)}'s hand",
                       WrongHand(offender=a.seat, hand=a.hand), a.seat)

    @applies(TakeWrongHand)
    def _apply_wrong_hand(self, a: TakeWrongHand) -> None:
        pass

    @verifies(ForeignCard)
    @implements("foster-whist:42")
    def _verify_foreign(self, a: ForeignCard) -> None:
        """A card of the other pack taken into a hand: ruled under Foster (law 42); Hoffmann's pages say nothing
        of it, so under his code it is refused, saying so."""
        if self.code != "foster-whist":
            raise IllegalActionError("a card of the other pack in a hand: Hoffmann's pages (laws 1-42) say nothing "
                                     "of it")
        if self.phase not in (Phase.TURN, Phase.PLAY):
            raise IllegalActionError("a card of the other pack is found in a hand dealt", self.L("42"))
        self.irregular(self.L("42"), f"a card of the other pack is found in {self.name(a.seat)}'s hand",
                       OtherPackCard(seat=a.seat), a.seat)

    @applies(ForeignCard)
    def _apply_foreign(self, a: ForeignCard) -> None:
        pass

    # -- the remedies of the deal --------------------------------------------------------------------
    def _redeal(self, dealer: int, ruling, words: str) -> None:
        self.event("new-deal", words, ruling.laws, dealer)
        self.dealer = dealer
        self.rightful_dealer = dealer
        self._new_preparation()

    @remedy(WhistRemedy.NEW_DEAL)
    def _remedy_new_deal(self, breach, ruling) -> None:
        d = self.prep.dealt_by if self.prep.dealt_by is not None else self.dealer
        self._redeal(d, ruling, f"a new deal: {self.name(d)} deals again")

    @remedy(WhistRemedy.DEAL_AGAIN)
    def _remedy_deal_again(self, breach, ruling) -> None:
        d = self.prep.dealt_by if self.prep.dealt_by is not None else self.dealer
        self._redeal(d, ruling, f"{self.name(d)} misdealt but does not lose the deal: he deals again")

    @remedy(WhistRemedy.MISDEAL)
    def _remedy_misdeal(self, breach, ruling) -> None:
        irr = breach.irregularity
        dealt = self.prep.dealt_by if self.prep.dealt_by is not None else self.dealer
        if getattr(irr, "for_partner", False):
            nxt = (self.dealer + 1) % 4   # the adversary next in rotation to the one who ought to have dealt
        else:
            nxt = (dealt + 1) % 4
        self._redeal(nxt, ruling, f"{self.name(dealt)} loses the deal: {self.name(nxt)} deals")

    @remedy(WhistRemedy.RIGHT_DEALER)
    def _remedy_right_dealer(self, breach, ruling) -> None:
        self._redeal(self.dealer, ruling, f"the deal is stopped: {self.name(self.dealer)}, whose deal it is, deals")

    @remedy(WhistRemedy.STANDS)
    def _remedy_stands(self, breach, ruling) -> None:
        self.event("remedy", "the deal stands", ruling.laws)

    # -- fresh cards (Foster 83) ------------------------------------------------------------------------
    @verifies(FreshCards)
    @implements("foster-whist:83")
    def _verify_fresh(self, a: FreshCards) -> None:
        """Any player, paying for them, before but not after the pack is cut, may call for fresh cards: two new
        packs, of which the dealer takes his choice."""
        law = self.L("3") if self.code == "hoffmann-whist" else self.L("83")
        if self.phase is not Phase.SHUFFLE:
            raise IllegalActionError("fresh cards are called for before the pack is cut for the deal, not after", law)

    @applies(FreshCards)
    def _apply_fresh(self, a: FreshCards) -> None:
        law = self.L("3" if self.code == "hoffmann-whist" else "83", "called")
        self.prep.shuffled.clear()
        self.event("fresh-cards", f"{self.name(a.seat)} calls for fresh cards and pays for them: two new packs; "
                   f"{self.name(self.dealer)}, the dealer, takes his choice", (law,), a.seat)
