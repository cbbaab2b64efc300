"""Cards liable to be called and the calls they allow (Foster's laws 53-68, 86): exposed cards, cards played
together, hands thrown down, winning cards led again, detached cards named, leads and plays out of turn,
the trump card named or forgotten -- and the remedies that make a card, a suit, the highest or lowest,
or winning the trick liable to be called.  Under Hoffmann only the trump card left on the table is ever
called (his law 42); every other act here is refused, the refusal saying that his pages are silent."""

from __future__ import annotations

from dataclasses import replace

from games.cards import ACE_HIGH
from games.core.prose import cards_text
from games.core.seating import partner_of
from games.core.state import applies, verifies
from games.core.tricks import Trick
from games.core.turns import remedy
from games.errors import IllegalActionError
from games.laws import implements
from games.whist.base import WhistBase
from games.whist.quotations import q
from games.whist.actions import (
    AnnounceTrick, CallCard, CallHighLow, CallSuit, ExposeCard, ForgetTrump, LeadAgain, NameDetachedCard, NameTrump,
    PlayTogether, ShowHand, Waive,
)
from games.whist.records import (
    CardExposed, CardsTogether, DetachedNamed, HandShown, LeadOutOfTurn, LedAgain, Liability, Phase, PlayOutOfTurn,
    TrickAnnounced, TrumpForgotten, TrumpNamed, WhistRemedy,
)

__all__ = ["PenaltiesChapter"]


class PenaltiesChapter(WhistBase):
    """Cards liable to be called (a mixin of :class:`~games.whist.game.Whist`)."""

    # -- the calls -----------------------------------------------------------------------------------
    def _call_law(self, li: Liability) -> str:
        return li.law

    def _verify_call(self, seat: int, match) -> Liability:
        if self.phase is not Phase.PLAY or self.play.trick.complete:
            raise IllegalActionError("nothing is liable to be called now")
        h = self._next_to_play()
        if seat != self._caller(h):
            raise IllegalActionError(f"{self.name(self._caller(h))} calls for his side",
                                     None if self.code == "hoffmann-whist" else self.L("84", "election"))
        for li in self._due(h):
            if match(li):
                return li
        raise IllegalActionError(f"{self.name(h)} is not liable to that call now (he cannot be compelled to revoke)",
                                 None if self.code == "hoffmann-whist" else self.L("64"))

    @verifies(CallCard)
    @implements("foster-whist:56", "foster-whist:64", "foster-whist:65")
    def _verify_call_card(self, a: CallCard) -> None:
        self._verify_call(a.seat, lambda li: li.kind == "card" and li.card == a.card)

    @applies(CallCard)
    def _apply_call_card(self, a: CallCard) -> None:
        p = self.play
        h = self._next_to_play()
        li = self._verify_call(a.seat, lambda li: li.kind == "card" and li.card == a.card)
        p.called = (h, "card", a.card, li.law)
        p.asked = self._marker(h)
        self.event("call", f"{self.name(a.seat)} calls the {a.card.name} from {self.name(h)}", (li.law,), a.seat)

    @verifies(CallSuit)
    def _verify_call_suit(self, a: CallSuit) -> None:
        self._verify_call(a.seat, lambda li: li.kind == "suit")

    @applies(CallSuit)
    @implements("foster-whist:66")
    def _apply_call_suit(self, a: CallSuit) -> None:
        """A suit called from the player about to lead; if he has none of it, the penalty is paid."""
        p = self.play
        h = self._next_to_play()
        li = self._verify_call(a.seat, lambda li: li.kind == "suit")
        p.liabilities.remove(li)
        p.asked = self._marker(h)
        self.event("call", f"{self.name(a.seat)} calls {a.suit.name_} from {self.name(h)}", (li.law,), a.seat)
        if any(c.suit is a.suit for c in self.holding(h)):
            p.called = (h, "suit", a.suit, li.law)
        else:
            self.event("call", f"{self.name(h)} has none: the penalty is paid", (self.L("66"),), h)

    @verifies(CallHighLow)
    def _verify_call_highlow(self, a: CallHighLow) -> None:
        self._verify_call(a.seat, lambda li: li.kind == "highlow" and li.which in (None, a.which))

    @applies(CallHighLow)
    def _apply_call_highlow(self, a: CallHighLow) -> None:
        p = self.play
        h = self._next_to_play()
        li = self._verify_call(a.seat, lambda li: li.kind == "highlow" and li.which in (None, a.which))
        suit = li.suit or p.trick.led
        if suit is None:
            raise IllegalActionError("no suit is led for the highest or lowest to be called", li.law)
        if li.repeat:  # law 55: the call may be repeated, but not changed
            p.liabilities[p.liabilities.index(li)] = replace(li, which=a.which)
        else:
            p.liabilities.remove(li)
        p.called = (h, "highlow", (a.which, suit), li.law)
        p.asked = self._marker(h)
        self.event("call", f"{self.name(a.seat)} calls the {a.which} {suit.name_[:-1]} from {self.name(h)}",
                   (li.law,), a.seat)

    @verifies(Waive)
    def _verify_waive(self, a: Waive) -> None:
        self._verify_call(a.seat, lambda li: True)

    @applies(Waive)
    def _apply_waive(self, a: Waive) -> None:
        p = self.play
        h = self._next_to_play()
        due = self._due(h)
        p.liabilities = [li for li in p.liabilities if li not in due or li.kind == "card"
                         or (li.kind == "highlow" and li.repeat)]
        p.asked = self._marker(h)
        self.event("call", f"{self.name(a.seat)} does not call", (), a.seat)

    # -- exposed cards (Foster 56-60) -------------------------------------------------------------------
    def _in_play(self, law: str) -> None:
        if self.phase is not Phase.PLAY:
            raise IllegalActionError("this happens during the play of the hand", law)

    @verifies(ExposeCard)
    def _verify_expose(self, a: ExposeCard) -> None:
        if self.code == "hoffmann-whist":
            raise self._silent("a card exposed")
        self._in_play(self.L("56"))
        if a.card not in self.play.hands[a.seat]:
            raise IllegalActionError(f"{self.name(a.seat)} does not hold the {a.card.name}")
        if a.card in self.play.exposed[a.seat]:
            raise IllegalActionError(f"the {a.card.name} lies on the table already", self.L("56"))
        where = "drops the {} below the table" if a.below else "exposes the {}"
        self.irregular(self.L("56", "below") if a.below else self.L("56.ii"), f"{self.name(a.seat)} " + where.format(a.card.name),
                       CardExposed(offender=a.seat, card=a.card, below=a.below), a.seat)

    @applies(ExposeCard)
    def _apply_expose(self, a: ExposeCard) -> None:
        pass

    @verifies(PlayTogether)
    def _verify_together(self, a: PlayTogether) -> None:
        if self.code == "hoffmann-whist":
            raise self._silent("two cards played at once")
        self._in_play(self.L("56.i"))
        for c in a.cards[1:]:
            if c not in self.play.hands[a.seat]:
                raise IllegalActionError(f"{self.name(a.seat)} does not hold the {c.name}")
        self._check_play(a.seat, a.cards[0])
        self.irregular(self.L("56.i"), f"{self.name(a.seat)} plays {len(a.cards)} cards at once",
                       CardsTogether(offender=a.seat, extra=tuple(a.cards[1:])), a.seat)

    @applies(PlayTogether)
    def _apply_together(self, a: PlayTogether) -> None:
        self._put(a.seat, a.cards[0])

    def _expose(self, seat: int, cards, law: str) -> None:
        p = self.play
        for c in cards:
            if c in p.hands[seat] and c not in p.exposed[seat]:
                p.exposed[seat].append(c)
                p.liabilities.append(Liability(seat, "card", law, card=c))
        self.event("exposed", f"{self.name(seat)} leaves {cards_text(cards)} face up on the table, liable to be "
                   "called", (law,), seat)

    @remedy(WhistRemedy.EXPOSE, on=(CardExposed,))
    @implements("foster-whist:56.ii")
    def _remedy_exposed(self, breach, ruling) -> None:
        self._expose(breach.seat, (breach.irregularity.card,), self.L("56.ii"))

    @remedy(WhistRemedy.EXPOSE, on=(CardsTogether,))
    @implements("foster-whist:56.i")
    def _remedy_together(self, breach, ruling) -> None:
        self._expose(breach.seat, breach.irregularity.extra, self.L("56.i"))

    @verifies(ShowHand)
    def _verify_show(self, a: ShowHand) -> None:
        if self.code == "hoffmann-whist":
            raise self._silent("cards thrown on the table")
        self._in_play(self.L("58"))
        if a.seat in self.shown:
            raise IllegalActionError(f"{self.name(a.seat)}'s cards are on the table already", self.L("58"))
        if not self.play.hands[a.seat]:
            raise IllegalActionError(f"{self.name(a.seat)} has no cards left", self.L("58"))
        all_four = len(self.shown) == 3
        self.irregular(self.L("59") if all_four else self.L("58"),
                       f"{self.name(a.seat)} throws his cards on the table face upward",
                       HandShown(offender=a.seat, all_four=all_four), a.seat)

    @applies(ShowHand)
    def _apply_show(self, a: ShowHand) -> None:
        self.shown.append(a.seat)

    @remedy(WhistRemedy.EXPOSE, on=(HandShown,))
    @implements("foster-whist:58")
    def _remedy_shown(self, breach, ruling) -> None:
        self._expose(breach.seat, tuple(c for c in self.play.hands[breach.seat]), self.L("58"))

    @remedy(WhistRemedy.ABANDON, on=(HandShown,))
    @implements("foster-whist:59")
    def _remedy_abandon(self, breach, ruling) -> None:
        """All four throw their cards down: the hands are abandoned and nobody takes his cards up again; only
        a revoke can still be claimed."""
        self.play.abandoned = True
        self.phase = Phase.END
        self.event("abandoned", "the hands are abandoned: no one can again take up his cards", ruling.laws)

    # -- leads and plays out of turn (Foster 62-68) ----------------------------------------------------
    def _take_back(self, upto: int, law: str) -> list:
        """The cards played to the trick from position ``upto`` on go back to their players' hands."""
        p = self.play
        t = p.trick
        back = list(t.plays[upto:])
        for s, c in back:
            p.hands[s].append(c)
            p.hands[s].sort(key=self.sort_key)
        p.trick = Trick(t.seats, t.plays[:upto])
        if back:
            self.event("take-back", "taken back: " + "; ".join(f"{self.name(s)}'s {c.name}" for s, c in back),
                       (law,))
        return back

    def _restart_trick(self, leader: int) -> None:
        p = self.play
        p.trick = Trick.begin(leader, 4)

    @remedy(WhistRemedy.CALL_CARD, on=(LeadOutOfTurn,))
    @implements("foster-whist:62", "foster-whist:63")
    def _remedy_lead_card(self, breach, ruling) -> None:
        irr = breach.irregularity
        self._take_back(0, self.L("63"))
        self._restart_trick(irr.rightful)
        self._expose(irr.offender, (irr.card,), self.L("62", "card"))

    @remedy(WhistRemedy.CALL_SUIT, on=(LeadOutOfTurn,))
    def _remedy_lead_suit(self, breach, ruling) -> None:
        irr = breach.irregularity
        self._take_back(0, self.L("63"))
        self._restart_trick(irr.rightful)
        target = self.dummy_rightful_hand(irr) if self.is_dummy_game else irr.offender
        law = q("foster-whist:dummy.iii", "wrong hand") if self.is_dummy_game and target != irr.offender \
            else self.L("62", "suit")
        self.play.liabilities.append(Liability(target, "suit", law, partner_too=not self.is_dummy_game
                                               or target == irr.offender))
        self.event("liable", f"a suit may be called from {self.name(target)}"
                   + ("" if self.is_dummy_game else " or his partner") + " at the next lead of either", (law,), target)

    @remedy(WhistRemedy.WIN, on=(PlayOutOfTurn, TrickAnnounced))
    @implements("foster-whist:68", "foster-whist:86")
    def _remedy_win(self, breach, ruling) -> None:
        self._must_win(breach, ruling, True)

    @remedy(WhistRemedy.NOT_WIN, on=(PlayOutOfTurn, TrickAnnounced))
    def _remedy_not_win(self, breach, ruling) -> None:
        self._must_win(breach, ruling, False)

    def _must_win(self, breach, ruling, win: bool) -> None:
        partner = partner_of(breach.irregularity.offender)
        self.play.liabilities.append(Liability(partner, "win", ruling.laws[0], win=win, trick=len(self.play.tricks)))
        self.event("liable", f"{self.name(partner)} must {'win' if win else 'not win'} the trick if he can",
                   ruling.laws, partner)

    @remedy(WhistRemedy.HIGHEST, on=(TrickAnnounced,))
    def _remedy_announced_highest(self, breach, ruling) -> None:
        self._announced_highlow(breach, "highest")

    @remedy(WhistRemedy.LOWEST, on=(TrickAnnounced,))
    def _remedy_announced_lowest(self, breach, ruling) -> None:
        self._announced_highlow(breach, "lowest")

    def _announced_highlow(self, breach, which: str) -> None:
        partner = partner_of(breach.irregularity.offender)
        self._force_highlow(partner, which, self.L("86"))

    def _force_highlow(self, seat: int, which: str, law: str) -> None:
        """``seat`` must play the highest or lowest of the suit led to the trick in progress."""
        p = self.play
        p.liabilities.append(Liability(seat, "highlow", law, which=which, trick=len(p.tricks)))
        self.event("liable", f"{self.name(seat)} must play the {which} of the suit led", (law,), seat)

    @verifies(AnnounceTrick)
    def _verify_announce(self, a: AnnounceTrick) -> None:
        if self.code == "hoffmann-whist":
            raise self._silent("calling attention to the trick")
        self._in_play(self.L("86", "offence"))
        t = self.play.trick
        partner = partner_of(a.seat)
        if not t.plays or t.card_of(partner) is not None or t.complete:
            raise IllegalActionError("the offence is to call attention to the trick before one's partner has played "
                                     "to it", self.L("86", "offence"))
        if self.is_dummy_game and partner in self.dummy_hands:
            raise IllegalActionError("Dummy being blind and deaf, his partner may declare he has the trick without "
                                     "penalty", q("foster-whist:dummy.iii", "no penalty"))
        self.irregular(self.L("86", "offence"), f"{self.name(a.seat)} calls attention to the trick before his partner plays",
                       TrickAnnounced(offender=a.seat, partner=partner), a.seat)

    @applies(AnnounceTrick)
    def _apply_announce(self, a: AnnounceTrick) -> None:
        pass

    # -- the trump card named or forgotten (Foster 53, 55) ----------------------------------------------
    @verifies(NameTrump)
    def _verify_name_trump(self, a: NameTrump) -> None:
        if self.code == "hoffmann-whist":
            raise self._silent("the trump card named")
        self._in_play(self.L("53"))
        if self.play.trump_on_table:
            raise IllegalActionError("the trump card is on the table: it may be asked for until the dealer takes it "
                                     "up", self.L("53", "asked"))
        self.irregular(self.L("53"), f"{self.name(a.seat)} names the trump card after the dealer has taken it up",
                       TrumpNamed(offender=a.seat), a.seat)

    @applies(NameTrump)
    def _apply_name_trump(self, a: NameTrump) -> None:
        pass

    @verifies(ForgetTrump)
    def _verify_forget(self, a: ForgetTrump) -> None:
        if self.code == "hoffmann-whist":
            raise self._silent("the dealer unable to recollect the trump card")
        self._in_play(self.L("55"))
        if a.seat != self.trick_dealer:
            raise IllegalActionError("only the dealer can forget the trump card he turned", self.L("55"))
        self.irregular(self.L("55"), f"{self.name(a.seat)} declares himself unable to recollect the trump card",
                       TrumpForgotten(offender=a.seat), a.seat)

    @applies(ForgetTrump)
    def _apply_forget(self, a: ForgetTrump) -> None:
        self.event("trump", f"the trump card was the {self.play.trump_card.name}", ())

    @remedy(WhistRemedy.TRUMP_LIABLE, on=(TrumpNamed, TrumpForgotten))
    @implements("foster-whist:53", "foster-whist:55")
    def _remedy_trump_liable(self, breach, ruling) -> None:
        forgot = isinstance(breach.irregularity, TrumpForgotten)
        law = self.L("55") if forgot else self.L("53")
        self.play.liabilities.append(Liability(breach.seat, "highlow", law, suit=self.play.trumps, repeat=forgot))
        self.event("liable", f"{self.name(breach.seat)}'s highest or lowest trump may be called", (law,), breach.seat)

    # -- winning cards led again (57); a detached card named (60) ----------------------------------------
    @verifies(LeadAgain)
    def _verify_lead_again(self, a: LeadAgain) -> None:
        if self.code == "hoffmann-whist":
            raise self._silent("winning cards led one after another")
        self._in_play(self.L("57", "offence"))
        p = self.play
        t = p.trick
        partner = partner_of(a.seat)
        if t.card_of(a.seat) is None or t.card_of(partner) is not None or t.complete:
            raise IllegalActionError("law 57 is for a player who played to a trick and leads again before his "
                                     "partner has played to it", self.L("57", "offence"))
        if t.winner(ACE_HIGH, p.trumps) != a.seat:
            raise IllegalActionError("law 57 is for a player whose card wins the trick so far",
                                     self.L("57", "offence"))
        for card in (a.card,) + a.more:
            if card not in p.hands[a.seat]:
                raise IllegalActionError(f"{self.name(a.seat)} does not hold the {card.name}")
        then = "".join(f", then the {c.name}" for c in a.more)
        self.irregular(self.L("57", "offence"), f"{self.name(a.seat)} leads the {a.card.name}{then} without waiting for his "
                       "partner", LedAgain(offender=a.seat, card=a.card, more=a.more), a.seat)

    @applies(LeadAgain)
    def _apply_lead_again(self, a: LeadAgain) -> None:
        pass

    @remedy(WhistRemedy.WIN, on=(LedAgain,))
    @implements("foster-whist:57")
    def _remedy_led_again_win(self, breach, ruling) -> None:
        """The partner may be called on to win the first of those tricks (the one in play); the cards improperly
        led are exposed."""
        self._expose(breach.seat, breach.irregularity.led, self.L("57", "exposed"))
        self._must_win(breach, ruling, True)

    def _win_later(self, breach, k: int) -> None:
        """The partner is called on to win the ``k``-th of those tricks (2: the one the first card led again heads):
        that card stays led -- its player must lead it at his next lead -- and the others are exposed cards."""
        irr = breach.irregularity
        law = self.L("57")
        card = irr.led[k - 2]
        others = tuple(c for c in irr.led if c != card)
        if others:
            self._expose(breach.seat, others, self.L("57", "exposed"))
        partner = partner_of(irr.offender)
        self.play.liabilities.append(Liability(irr.offender, "lead", law, card=card))
        self.play.liabilities.append(Liability(partner, "win", law, card=card, win=True))
        self.event("liable", f"{self.name(breach.seat)} leads the {card.name} at his next lead, and "
                   f"{self.name(partner)} must win that trick if he can", (law,), partner)

    @remedy(WhistRemedy.WIN_SECOND, on=(LedAgain,))
    @implements("foster-whist:57")
    def _remedy_led_again_second(self, breach, ruling) -> None:
        self._win_later(breach, 2)

    @remedy(WhistRemedy.WIN_THIRD, on=(LedAgain,))
    def _remedy_led_again_third(self, breach, ruling) -> None:
        self._win_later(breach, 3)

    @remedy(WhistRemedy.WIN_FOURTH, on=(LedAgain,))
    def _remedy_led_again_fourth(self, breach, ruling) -> None:
        self._win_later(breach, 4)

    @remedy(WhistRemedy.WIN_FIFTH, on=(LedAgain,))
    def _remedy_led_again_fifth(self, breach, ruling) -> None:
        self._win_later(breach, 5)

    @remedy(WhistRemedy.EXPOSE, on=(LedAgain,))
    def _remedy_led_again_expose(self, breach, ruling) -> None:
        self._expose(breach.seat, breach.irregularity.led, self.L("57", "exposed"))

    @verifies(NameDetachedCard)
    def _verify_detached(self, a: NameDetachedCard) -> None:
        if self.code == "hoffmann-whist":
            raise self._silent("a detached card named")
        self._in_play(self.L("60"))
        if a.seat % 2 == a.hand % 2:
            raise IllegalActionError("an adversary names the card detached", self.L("60"))
        right = a.card in self.play.hands[a.hand]
        self.irregular(self.L("60"), f"{self.name(a.hand)} detaches a card so that it can be named; "
                       f"{self.name(a.seat)} names the {a.card.name}" + ("" if right else ", wrongly"),
                       DetachedNamed(hand=a.hand, namer=a.seat, card=a.card, right=right), a.hand)

    @applies(NameDetachedCard)
    def _apply_detached(self, a: NameDetachedCard) -> None:
        pass

    @remedy(WhistRemedy.EXPOSE, on=(DetachedNamed,))
    @implements("foster-whist:60")
    def _remedy_detached(self, breach, ruling) -> None:
        irr = breach.irregularity
        self._expose(irr.hand, (irr.card,), self.L("60"))

    @remedy(WhistRemedy.CALL_SUIT, on=(DetachedNamed,))
    def _remedy_detached_wrong(self, breach, ruling) -> None:
        irr = breach.irregularity
        self.play.liabilities.append(Liability(irr.namer, "suit", self.L("60", "wrong"), partner_too=True))
        self.event("liable", f"a suit may be called from {self.name(irr.namer)} or his partner at their lead",
                   (self.L("60", "wrong"),), irr.namer)

