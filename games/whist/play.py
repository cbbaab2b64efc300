"""The play of the hand: the trump card taken up or left on the table, the tricks played, turned and
quitted, and (Foster's laws 52-70 and 84-91) cards liable to be called, leads and plays out of turn and
the calls they allow.

Hoffmann's pages end with the trump card (law 42): under his code a lead out of turn, an exposed card or
the last trick demanded are refused, the refusal saying that his pages are silent; the trump card left
on the table after the second trick is liable to be called, and is called as
:attr:`~games.whist.rules.HoffmannWhistRules.trump_call` reads law 42.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional

from games.cards import ACE_HIGH, Card, Suit
from games.core.seating import partner_of
from games.core.state import applies, verifies
from games.core.tricks import FOLLOW_SUIT, Trick, legal_cards
from games.core.turns import Step, automates, offers, remedy, turn
from games.errors import IllegalActionError, OutOfTurnError
from games.laws import implements
from games.whist.base import WhistBase
from games.whist.actions import (
    CallCard, CallHighLow, CallSuit, PlaceCards, Play,
    QuitTrick, SeeLastTrick, ShowForTrump, TakeUpTrump, Waive, HIGH_LOW, MixCard,
)
from games.whist.records import (
    Auto, CallDisobeyed, Duty, HoffmannRevoke, LeadOutOfTurn, Liability,
    Phase, PlayOutOfTurn, Revoke, TrumpTakenEarly, WhistRemedy,
    CardOmitted, CardMixed, WrongCardShown,
)

__all__ = ["PlayChapter"]


def _rank(c: Card) -> int:
    return ACE_HIGH.index(c.rank)


class PlayChapter(WhistBase):
    """The play (a mixin of :class:`~games.whist.game.Whist`)."""

    # -- what a hand holds -----------------------------------------------------------------------------
    def holding(self, hand: int) -> tuple:
        """The cards ``hand`` holds: in his hand, and the trump card while it lies on the table (the dealer's)."""
        self._seat(hand)
        p = self.play
        if p is None:
            raise IllegalActionError("the cards are not dealt yet", None)
        out = list(p.hands[hand])
        if p.trump_on_table and hand == self.trick_dealer:
            out.append(p.trump_card)
        return tuple(out)

    def _silent(self, what: str) -> IllegalActionError:
        return IllegalActionError(f"{what}: Hoffmann's pages (the Revised Code, laws 1-42) end with the trump card "
                                  "and say nothing of it, so this edition does not let it happen under that code")

    # -- whose step ----------------------------------------------------------------------------------
    @turn(Phase.PLAY)
    def _play_step(self):
        p = self.play
        t = p.trick
        if p.producing is not None:
            return Step("dealer", p.producing, Duty.PRODUCE)
        if t.complete:
            return Step("player", t.winner(ACE_HIGH, p.trumps), Duty.QUIT)
        h = t.to_play
        if self._due(h):
            return Step("adversary", self._caller(h), Duty.CALL)
        return Step("player", h, Duty.PLAY)

    def _caller(self, hand: int) -> int:
        """The adversary who calls (Foster's law 84: the partners "should agree who is to make the election";
        the reading names one)."""
        right = getattr(self.rules, "caller", "left-hand") == "right-hand"
        return (hand - 1) % 4 if right else (hand + 1) % 4

    def _marker(self, hand: int) -> tuple:
        return (len(self.play.tricks), len(self.play.trick.plays), hand)

    def _follow_cards(self, hand: int) -> tuple:
        p = self.play
        return legal_cards(self.holding(hand), p.trick, FOLLOW_SUIT, ACE_HIGH, p.trumps)

    def _due(self, hand: int) -> list:
        """The liabilities the adversaries may call on now, before ``hand`` plays (none once they were asked)."""
        p = self.play
        if p.asked == self._marker(hand):
            return []
        t = p.trick
        follow = self._follow_cards(hand)
        out = []
        for li in p.liabilities:
            if li.kind == "card" and li.seat == hand and li.card in follow:
                if self.code == "hoffmann-whist" and getattr(self.rules, "trump_call", "") == "never":
                    continue
                out.append(li)
            elif li.kind == "suit" and not t.plays and (li.seat == hand or (li.partner_too
                                                                              and partner_of(li.seat) == hand)):
                out.append(li)
            elif li.kind == "highlow" and li.seat == hand and li.trick is None:
                suit = li.suit or t.led
                if suit is not None and any(c.suit is suit for c in follow):
                    out.append(li)
        return out

    @offers(Duty.PLAY)
    def _plays(self, step):
        h = step.seat
        acts = [Play(h, c) for c in self._allowed(h)]
        if (h == self.trick_dealer and self.play.trump_on_table and not self.play.tricks
                and not self._trump_liable()):
            acts.insert(0, TakeUpTrump(h))
        return acts

    @automates(Duty.PLAY, Auto.TRUMP)
    def _auto_take_trump(self, step):
        p = self.play
        if step.seat == self.trick_dealer and p.trump_on_table and not p.tricks and not self._trump_liable():
            return TakeUpTrump(step.seat)
        return None

    @offers(Duty.CALL)
    def _calls(self, step):
        p = self.play
        h = p.trick.to_play
        acts: list = []
        for li in self._due(h):
            if li.kind == "card":
                acts.append(CallCard(step.seat, li.card))
            elif li.kind == "suit":
                acts += [CallSuit(step.seat, s) for s in Suit]
            elif li.kind == "highlow":
                acts += [CallHighLow(step.seat, w) for w in ((li.which,) if li.which else HIGH_LOW)]
        seen, out = set(), []
        for a in acts + [Waive(step.seat)]:
            if a not in seen:
                seen.add(a)
                out.append(a)
        return out

    @offers(Duty.QUIT)
    def _quits(self, step):
        return [QuitTrick(step.seat)]

    @automates(Duty.QUIT, Auto.QUIT)
    def _auto_quit(self, step):
        return QuitTrick(step.seat)

    # -- the cards a hand may play -------------------------------------------------------------------
    def _called_for(self, hand: int) -> Optional[tuple]:
        c = self.play.called
        return c if c is not None and c[0] == hand else None

    def _allowed(self, hand: int) -> tuple:
        """The cards ``hand`` may play now without breaking an obligation: follow suit, and the call in
        force (never one that would make him revoke, Foster's law 64)."""
        p = self.play
        follow = self._follow_cards(hand)
        called = self._called_for(hand)
        if called is not None:
            kind, value = called[1], called[2]
            if kind == "card" and value in follow:
                return (value,)
            if kind == "suit":
                suited = tuple(c for c in follow if c.suit is value)
                return suited or follow
            if kind == "highlow":
                which, suit = value
                of_suit = [c for c in follow if c.suit is suit]
                if of_suit:
                    return (max(of_suit, key=_rank) if which == "highest" else min(of_suit, key=_rank),)
        for li in p.liabilities:   # law 57: the card that heads the trick the partner is called on to win
            if li.kind == "lead" and li.seat == hand and not p.trick.plays and li.card in follow:
                return (li.card,)
        for li in p.liabilities:
            if li.kind == "highlow" and li.seat == hand and li.trick == len(p.tricks) and li.which and p.trick.led:
                led = [c for c in follow if c.suit is p.trick.led]
                if led:
                    return (max(led, key=_rank) if li.which == "highest" else min(led, key=_rank),)
        for li in p.liabilities:
            if li.kind == "win" and li.seat == hand and li.trick == len(p.tricks) and p.trick.plays:
                best = p.trick.winning_card(ACE_HIGH, p.trumps)
                from games.core.tricks import beats
                winners = tuple(c for c in follow if beats(c, best, ACE_HIGH, p.trumps))
                losers = tuple(c for c in follow if c not in winners)
                pool = winners if li.win else losers
                if pool:
                    return pool
        return follow

    # -- taking up the trump card ---------------------------------------------------------------------
    def _trump_liable(self) -> bool:
        return any(li.kind == "card" and li.card == self.play.trump_card for li in self.play.liabilities)

    @verifies(TakeUpTrump)
    @implements("hoffmann-whist:42", "foster-whist:52", "foster-whist:54")
    def _verify_take_trump(self, a: TakeUpTrump) -> None:
        """The dealer, when it is his turn to play to the first trick, should take the trump card into his hand."""
        n = "42" if self.code == "hoffmann-whist" else "52"
        law = self.L(n, "take")
        if self.phase is not Phase.PLAY or not self.play.trump_on_table:
            raise IllegalActionError("the trump card is not on the table", law)
        if a.seat != self.trick_dealer:
            raise IllegalActionError(f"the trump card is the dealer's, {self.name(self.trick_dealer)}'s", law)
        if self._trump_liable():
            raise IllegalActionError("the trump card left on the table is liable to be called: it must be left "
                                     "there", self.L(n))
        p = self.play
        his_turn = not p.tricks and p.trick.to_play == a.seat
        if not his_turn and not p.tricks:
            if self.code == "hoffmann-whist":
                raise IllegalActionError("the dealer takes the trump card into his hand when it is his turn to "
                                         "play to the first trick", law)
            self.irregular(self.L("54"), f"{self.name(a.seat)} takes the trump card into his hand before it is his "
                           "turn to play", TrumpTakenEarly(offender=a.seat), a.seat)

    @applies(TakeUpTrump)
    def _apply_take_trump(self, a: TakeUpTrump) -> None:
        p = self.play
        p.trump_on_table = False
        p.hands[a.seat].append(p.trump_card)
        p.hands[a.seat].sort(key=self.sort_key)
        self.event("take-trump", f"{self.name(a.seat)} takes the trump card into his hand",
                   (self.L("42" if self.code == "hoffmann-whist" else "52", "take"),), a.seat)

    @remedy(WhistRemedy.PRODUCE_TRUMP, on=(TrumpTakenEarly,))
    @implements("foster-whist:54")
    def _remedy_produce_trump(self, breach, ruling) -> None:
        """The dealer who took the trump card into his hand too soon is desired to lay it on the table: he
        must show it (:class:`~games.whist.actions.ShowForTrump`) before anything else is done."""
        p = self.play
        if p.trump_card in p.hands[breach.seat]:
            p.producing = breach.seat
            self.event("remedy", f"{self.name(breach.seat)} is desired to lay the trump card on the table",
                       ruling.laws, breach.seat)

    @offers(Duty.PRODUCE)
    def _shows_for_trump(self, step):
        return [ShowForTrump(step.seat, self.play.trump_card)]

    @automates(Duty.PRODUCE, Auto.TRUMP)
    def _auto_show_for_trump(self, step):
        return ShowForTrump(step.seat, self.play.trump_card)

    @verifies(ShowForTrump)
    @implements("foster-whist:54")
    def _verify_show_for_trump(self, a: ShowForTrump) -> None:
        """Desired to lay the trump card on the table, the dealer shows a card: the trump card, or a wrong card,
        which "may be called, as also a second, a third, etc., until the trump card be produced"."""
        if self.code == "hoffmann-whist":
            raise self._silent("the trump card taken up too soon and laid on the table again")
        law = self.L("54")
        p = self.play
        if self.phase is not Phase.PLAY or p is None or p.producing is None:
            raise IllegalActionError("no one has been desired to lay the trump card on the table", law)
        if a.seat != p.producing:
            raise IllegalActionError(f"{self.name(p.producing)}, the dealer, is desired to lay the trump card on "
                                     "the table", law)
        if a.card not in p.hands[a.seat]:
            raise IllegalActionError(f"{self.name(a.seat)} does not hold the {a.card.name}")
        if a.card != p.trump_card:
            self.irregular(self.L("54", "wrong card"), f"{self.name(a.seat)}, desired to lay the trump card on the table, shows the "
                           f"{a.card.name}", WrongCardShown(offender=a.seat, card=a.card), a.seat,
                           seen_by=range(4))

    @applies(ShowForTrump)
    def _apply_show_for_trump(self, a: ShowForTrump) -> None:
        p = self.play
        if a.card != p.trump_card:
            return   # a wrong card: the ruling leaves it on the table, liable to be called
        p.hands[a.seat].remove(p.trump_card)
        p.trump_on_table = True
        p.producing = None
        self.event("trump", f"{self.name(a.seat)} lays the trump card, the {a.card.name}, on the table again",
                   (self.L("54"),), a.seat)

    @remedy(WhistRemedy.EXPOSE, on=(WrongCardShown,))
    @implements("foster-whist:54")
    def _remedy_wrong_card(self, breach, ruling) -> None:
        """The wrong card shown is left on the table, liable to be called; the dealer must still produce the
        trump card."""
        self._expose(breach.seat, (breach.irregularity.card,), self.L("54", "wrong card"))

    # -- playing a card ------------------------------------------------------------------------------
    def _hold_law(self) -> Optional[str]:
        """No law of either code says a player plays only the cards he holds: the refusal cites none."""
        return None

    @implements("foster-whist:62")
    def _check_play(self, seat: int, card: Card) -> None:
        """The checks common to every card played (refusals, then the irregularities): under Foster a lead out
        of turn happens and may be claimed; Hoffmann's pages say nothing of it, and it is refused."""
        p = self.play
        if self.phase is not Phase.PLAY:
            raise IllegalActionError("the cards are played when the trump card is turned up and before the hand "
                                     "is over")
        if p.producing is not None:
            raise IllegalActionError(f"{self.name(p.producing)} is desired to lay the trump card on the table: he "
                                     "shows it before the play goes on", self.L("54"))
        t = p.trick
        if t.complete:
            raise IllegalActionError("the trick is complete: it is turned and quitted before the next lead")
        if card not in self.holding(seat):
            raise IllegalActionError(f"{self.name(seat)} does not hold the {card.name}", self._hold_law())
        if any(s == seat for s, _ in t.plays):
            raise OutOfTurnError(f"{self.name(seat)} has played to this trick already")
        if seat == t.to_play:
            if self._due(seat):
                raise IllegalActionError(f"{self.name(seat)} is liable to a call: he must wait for the decision of his "
                                         "adversaries", None if self.code == "hoffmann-whist" else self.L("87"))
            self._check_obligations(seat, card)
            return
        if self.code == "hoffmann-whist":
            raise self._silent(f"{self.name(seat)} plays out of turn")
        rightful = self._next_to_play()
        if not t.plays:
            self.irregular(self.L("62"), f"{self.name(seat)} leads the {card.name} out of turn: it is "
                           f"{self.name(rightful)}'s lead",
                           LeadOutOfTurn(offender=seat, rightful=rightful, card=card, trick=len(p.tricks)), seat,
                           seen_by=range(4))
            return
        third_first = self._third_played_first(t)
        if third_first and seat == t.seats[-1]:
            self._check_obligations(seat, card)
            return  # law 67: the fourth hand may then play before his partner
        self.irregular(self.L("68") if seat == t.seats[-1] else self.L("67"),
                       f"{self.name(seat)} plays the {card.name} before {self.name(rightful)}",
                       PlayOutOfTurn(offender=seat, before=rightful, card=card, third_played_first=third_first), seat)
        self._check_obligations(seat, card)

    @staticmethod
    def _third_played_first(t: Trick) -> bool:
        played = {s for s, _ in t.plays}
        return len(t.seats) == 4 and t.seats[2] in played and t.seats[1] not in played

    def _check_obligations(self, seat: int, card: Card) -> None:
        p = self.play
        t = p.trick
        hold = self.holding(seat) + tuple(x for _, s, x in p.mixed if s == seat)   # 70: answerable for revokes
        led = t.led
        if led is not None and card.suit is not led and any(c.suit is led for c in hold):
            irr: Revoke | HoffmannRevoke
            if self.code == "hoffmann-whist":
                irr = HoffmannRevoke(offender=seat, trick=len(p.tricks), card=card, led=led)
                law = self.L("40", "revoke")
            else:
                irr = Revoke(offender=seat, trick=len(p.tricks), card=card, led=led)
                law = self.L("71")
            self.irregular(law, f"{self.name(seat)} renounces: he plays the {card.name} to a {led.name_[:-1]} lead, "
                           f"holding {led.name_}", irr, seat, seen_by=self._seers(seat))
            return
        allowed = self._allowed(seat)
        if card not in allowed and seat == t.to_play:
            if self.code == "hoffmann-whist":
                raise IllegalActionError(f"the trump card left on the table is called: {self.name(seat)} must play "
                                         "it", self.L("42"))
            self.irregular(self.L("61"), f"{self.name(seat)} fails to play as the adversaries desired: he plays the "
                           f"{card.name}", CallDisobeyed(offender=seat, card=card), seat)

    def _seers(self, hand: int) -> list:
        """Who sees ``hand``'s cards (and so sees a renounce from it): its player, and everyone if it is exposed."""
        return [s for s in range(4) if self.sees(s, hand)]

    @verifies(Play)
    def _verify_play(self, a: Play) -> None:
        self._check_play(a.seat, a.card)

    @applies(Play)
    def _apply_play(self, a: Play) -> None:
        self._put(a.seat, a.card)

    def _put(self, seat: int, card: Card) -> None:
        p = self.play
        t = p.trick
        lead = not t.plays
        if p.trump_on_table and seat == self.trick_dealer and card == p.trump_card:
            p.trump_on_table = False
        else:
            p.hands[seat].remove(card)
        if card in p.exposed[seat]:
            p.exposed[seat].remove(card)
        p.liabilities = [li for li in p.liabilities if not (li.kind in ("card", "lead") and li.card == card)
                         and not (li.kind == "win" and li.seat == seat and li.trick is not None)
                         and not (li.kind == "highlow" and li.seat == seat and li.trick is not None)]
        if lead:   # law 57: the trick this card heads is the one the partner was called on to win
            p.liabilities = [replace(li, trick=len(p.tricks)) if li.kind == "win" and li.trick is None
                             and li.card == card and li.seat == partner_of(seat) else li for li in p.liabilities]
        called = self._called_for(seat)
        if called is not None:
            if called[1] == "highlow" and any(li.kind == "highlow" and li.repeat and li.seat == seat
                                              for li in p.liabilities):
                which, suit = called[2]
                if card.suit is suit:
                    p.liabilities = [li for li in p.liabilities if not (li.kind == "highlow" and li.repeat
                                                                       and li.seat == seat)]
            p.called = None
        p.trick = t.play(seat, card, out_of_turn=seat != t.to_play)
        self.event("play", f"{self.name(seat)} {'leads' if lead else 'plays'} the {card.name}", (), seat)

    # -- turning and quitting a trick ------------------------------------------------------------------
    @verifies(QuitTrick)
    def _verify_quit(self, a: QuitTrick) -> None:
        law = None   # no law of either code: turning and quitting a complete trick is the practice of the table
        t = self.play.trick if self.play is not None else None
        if self.phase is not Phase.PLAY or t is None or not t.plays:
            raise IllegalActionError("only a complete trick is turned and quitted", law)
        w = t.winner(ACE_HIGH, self.play.trumps)
        if a.seat % 2 != w % 2:
            raise IllegalActionError(f"the trick is won by {self.name(w)}'s side, who gather it", law)
        if t.complete:
            return
        if self.code == "hoffmann-whist" or len(t.plays) != len(t.seats) - 1:
            raise IllegalActionError("only a complete trick is turned and quitted", law)
        missing = self._next_to_play()
        self.irregular(self.L("69"), f"the trick is turned and quitted without a card from {self.name(missing)}",
                       CardOmitted(offender=missing, trick=len(self.play.tricks)), missing)

    @applies(QuitTrick)
    @implements("foster-whist:73", "hoffmann-whist:42", "foster-whist:52")
    def _apply_quit(self, a: QuitTrick) -> None:
        """The trick is turned and quitted; the trump card left on the table after the first (Foster) or the
        second (Hoffmann) trick is turned and quitted becomes liable to be called."""
        p = self.play
        t = p.trick
        if not t.complete:   # a card omitted (69)
            missing = tuple(s for s in t.seats if t.card_of(s) is None)
            p.imperfect.append((len(p.tricks), t.seats, missing))
            t = Trick(tuple(s for s in t.seats if s not in missing), t.plays, True)
        else:
            t = t.quit()
        w = t.winner(ACE_HIGH, p.trumps)
        p.tricks.append(t)
        p.seen_last = []
        p.asked = None
        self.event("trick", f"{self.name(w)} wins the trick; it is turned and quitted",
                   () if self.code == "hoffmann-whist" else (self.L("73", "quitted"),), w)
        if p.trump_on_table and len(p.tricks) == self.rules.trump_liable_after and not self._trump_liable():
            law = self.L("42") if self.code == "hoffmann-whist" else self.L("52")
            p.liabilities.append(Liability(self.trick_dealer, "card", law, card=p.trump_card))
            p.exposed[self.trick_dealer].append(p.trump_card)
            nth = "first" if self.rules.trump_liable_after == 1 else "second"
            self.event("trump-liable", f"the trump card is left on the table after the {nth} trick is turned and "
                       f"quitted: it is liable to be called", (law,), self.trick_dealer)
        if len(p.tricks) == 13:
            self._surplus_cards()
            self.phase = Phase.END
            p.trick = Trick.begin(w, 4)
        else:
            self._next_trick(w)

    def _next_trick(self, winner: int) -> None:
        """The winner leads the next trick; a hand left without a card (one mixed with a trick, law 70) plays to no
        more tricks, and if it is the winner's the next player who holds a card leads."""
        p = self.play
        holding = [s for s in range(4) if self.holding(s)]
        if not holding:   # every card left was mixed with the tricks (law 70): no trick remains to be played
            self._surplus_cards()
            self.phase = Phase.END
            p.trick = Trick.begin(winner, 4)
            return
        lead = winner if winner in holding else next(s % 4 for s in range(winner + 1, winner + 4) if s % 4 in holding)
        p.trick = Trick.begin(lead, 4, include=holding)

    @implements("foster-whist:69")
    def _surplus_cards(self) -> None:
        """A player who omitted to play to a trick has a card left at the end of the hand: it is considered to have
        been played to the imperfect trick, but does not constitute a revoke therein."""
        p = self.play
        for index, seats, missing in p.imperfect:
            for s in missing:
                if p.hands[s]:
                    card = p.hands[s].pop()
                    if card in p.exposed[s]:
                        p.exposed[s].remove(card)
                    p.liabilities = [li for li in p.liabilities if li.card != card]
                    old = p.tricks[index]
                    plays = old.plays + ((s, card),)
                    p.tricks[index] = Trick(tuple(x for x in seats if any(x == y for y, _ in plays)), plays, True)
                    self.event("surplus", f"{self.name(s)}'s surplus card, the {card.name}, is considered to have been "
                               f"played to trick {index + 1}", (self.L("69", "surplus"),), s)

    # -- the general rules (Foster 85, 91) -------------------------------------------------------------
    @verifies(PlaceCards)
    @implements("foster-whist:85")
    def _verify_place(self, a: PlaceCards) -> None:
        if self.code == "hoffmann-whist":
            raise self._silent("the cards placed before their players")
        self._in_play(self.L("85"))
        if not self.play.trick.plays:
            raise IllegalActionError("the cards of a trick are placed during its play or after the four are played, "
                                     "before they are gathered -- not after", self.L("85"))

    @applies(PlaceCards)
    def _apply_place(self, a: PlaceCards) -> None:
        t = self.play.trick
        self.event("placed", "the cards are placed before their players: "
                   + "; ".join(f"{self.name(s)}, the {c.name}" for s, c in t.plays), (self.L("85"),), a.seat)

    @verifies(SeeLastTrick)
    @implements("foster-whist:91", "foster-whist:etiquette.p5")
    def _verify_last(self, a: SeeLastTrick) -> None:
        """Any player may see the last trick turned, and no more (shown to him alone: he asks for his own
        information, Etiquette p5)."""
        if self.code == "hoffmann-whist":
            raise self._silent("seeing the last trick")
        if self.phase is not Phase.PLAY or not self.play.tricks:
            raise IllegalActionError("no trick has been turned yet", self.L("91"))
        if a.seat in self.play.seen_last:
            raise IllegalActionError("the last trick is shown once, and no more", self.L("91"))

    @applies(SeeLastTrick)
    def _apply_last(self, a: SeeLastTrick) -> None:
        last = self.play.tricks[-1]
        self.play.seen_last.append(a.seat)
        self.event("last-trick", f"{self.name(a.seat)} sees the last trick: "
                   + "; ".join(f"{self.name(s)}, the {c.name}" for s, c in last.plays), (self.L("91"),), a.seat,
                   seen_by=(a.seat,), others=f"{self.name(a.seat)} looks at the last trick")

    # -- a card mixed with a trick (70); the omitted card's new deal (69) ----------------------------------
    @verifies(MixCard)
    def _verify_mix(self, a: MixCard) -> None:
        if self.code == "hoffmann-whist":
            raise self._silent("a card mixed with a trick")
        self._in_play(self.L("70"))
        p = self.play
        if not p.tricks:
            raise IllegalActionError("no trick has been turned to mix a card with", self.L("70"))
        if a.card not in p.hands[a.seat]:
            raise IllegalActionError(f"{self.name(a.seat)} does not hold the {a.card.name}")
        self.irregular(self.L("70"), f"{self.name(a.seat)} mixes the {a.card.name} with the last trick turned",
                       CardMixed(offender=a.seat, trick=len(p.tricks) - 1, card=a.card), a.seat)

    @applies(MixCard)
    def _apply_mix(self, a: MixCard) -> None:
        p = self.play
        p.hands[a.seat].remove(a.card)
        if a.card in p.exposed[a.seat]:
            p.exposed[a.seat].remove(a.card)
            p.liabilities = [li for li in p.liabilities if not (li.kind == "card" and li.card == a.card)]
        p.mixed.append((len(p.tricks) - 1, a.seat, a.card))
        t = p.trick
        if not self.holding(a.seat) and t.card_of(a.seat) is None:   # he plays to no more tricks
            if not t.plays:
                self._next_trick(t.leader)
            else:
                p.trick = Trick(tuple(s for s in t.seats if s != a.seat), t.plays)

    @remedy(WhistRemedy.RESTORE, on=(CardMixed,))
    @implements("foster-whist:70")
    def _remedy_restore(self, breach, ruling) -> None:
        """The tricks are counted face downward; the one with a card too many is searched and the card restored
        (the player remains liable for the revokes he made meanwhile)."""
        irr = breach.irregularity
        p = self.play
        entry = (irr.trick, irr.offender, irr.card)
        if entry in p.mixed:
            p.mixed.remove(entry)
            p.hands[irr.offender].append(irr.card)
            p.hands[irr.offender].sort(key=self.sort_key)
        self.event("remedy", f"the tricks are counted face downward; trick {irr.trick + 1} has a card too many: the "
                   f"{irr.card.name} is restored to {self.name(irr.offender)}", ruling.laws)

    def played_to_next(self, seat: int, trick: int) -> bool:
        """Whether ``seat`` has played to a trick after ``trick``."""
        p = self.play
        later = list(p.tricks[trick + 1:]) + [p.trick]
        return any(t.card_of(seat) is not None for t in later if seat in t.seats)
