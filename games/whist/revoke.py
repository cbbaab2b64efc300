"""The revoke (Foster's laws 71-82): a renounce that stays hidden until claimed, established when its trick
is turned and quitted, corrected in time, searched for, and penalised at the adversaries' option.

A renounce is logged as its player saw it; the others see only the card played.  Until the cards are
cut for the next deal (:class:`~games.whist.actions.EndHand`, law 78) a claim brings it to Foster's
referee: if the trick has not been turned and quitted the error is corrected (law 76); if it has, the
adversaries choose one of the three penalties (law 72), consulting if they wish (law 84's note).  The
penalties are paid at the end of the hand (:mod:`games.whist.scoring`).

Hoffmann's pages say nothing of the revoke beyond law 40's "he will be answerable for any revoke he may
have made": his referee rules that his code, in these pages, gives no penalty.
"""

from __future__ import annotations

import dataclasses

from games.cards import ACE_HIGH
from games.core.seating import partner_of
from games.core.state import applies, verifies
from games.core.tricks import FOLLOW_SUIT, find_renounces
from games.core.turns import remedy
from games.errors import IllegalActionError
from games.laws import implements
from games.whist.base import WhistBase
from games.whist.quotations import q
from games.whist.actions import AskHavingNone, CorrectRenounce
from games.whist.records import CallDisobeyed, Penalty, Phase, Revoke, WhistRemedy

__all__ = ["RevokeChapter"]


class RevokeChapter(WhistBase):
    """The revoke (a mixin of :class:`~games.whist.game.Whist`)."""

    @implements("foster-whist:73")
    def revoke_established(self, irr: Revoke) -> bool:
        """A revoke is established when the trick in which it occurs is turned and quitted (the next trick is
        led only after that, so the other case of law 73 -- the revoking side playing to the following trick --
        comes after it here)."""
        p = self.play
        if p is None or self.phase is Phase.END or self.over:
            return True
        return irr.trick < len(p.tricks)

    @implements("foster-whist:75")
    def search_tricks(self) -> tuple:
        """The claimants search all the tricks (law 75): every renounce in the play, with the cards that
        prove it."""
        p = getattr(self, "play", None)   # none before the trump card is turned (nor on a chapter alone)
        if p is None:
            return ()
        tricks = list(p.tricks) + ([p.trick] if p.trick.plays else [])
        return find_renounces(p.dealt, tricks, FOLLOW_SUIT, ACE_HIGH, p.trumps)

    def _renounce_breach(self, seat: int):
        """The hidden renounce of ``seat`` in the trick in progress, if any (not yet established)."""
        p = self.play
        for b in self.breaches:
            irr = b.irregularity
            if (isinstance(irr, Revoke) and b.hidden and irr.offender == seat and irr.trick == len(p.tricks)
                    and b.at >= self.deal_began):
                return b
        return None

    def _foster_play(self, law: str) -> None:
        if self.code != "foster-whist":
            raise self._silent("a renounce corrected")
        if self.phase is not Phase.PLAY:
            raise IllegalActionError("this happens during the play of the hand", law)

    @verifies(AskHavingNone)
    @implements("foster-whist:74")
    def _verify_ask(self, a: AskHavingNone) -> None:
        """A player may ask his partner, who has renounced, whether he has not a card of the suit: asked before
        the trick is turned and quitted, the error may then be corrected."""
        self._foster_play(self.L("74"))
        t = self.play.trick
        partner = partner_of(a.seat)
        card = t.card_of(partner) if partner in t.seats else None
        if card is None or card.suit is t.led:
            raise IllegalActionError(f"{self.name(partner)} has not renounced to this trick", self.L("74"))
        if self.is_dummy_game and (a.seat in self.dummy_hands or partner in self.dummy_hands):
            raise IllegalActionError("Dummy's cards are seen: there is nothing to ask", q("foster-whist:dummy.ii", "seen"))

    @applies(AskHavingNone)
    def _apply_ask(self, a: AskHavingNone) -> None:
        partner = partner_of(a.seat)
        self.event("ask", f"{self.name(a.seat)} asks {self.name(partner)}: having none?", (self.L("74"),), a.seat)
        b = self._renounce_breach(partner)
        if b is None:
            self.event("answer", f"{self.name(partner)} has none", (self.L("74"),), partner)
            return
        self.event("answer", f"{self.name(partner)} has one: the renounce is corrected", (self.L("74", "corrected"),),
                   partner)
        self._bring_to_referee(b, a.seat)

    @verifies(CorrectRenounce)
    @implements("foster-whist:76")
    def _verify_correct(self, a: CorrectRenounce) -> None:
        self._foster_play(self.L("76"))
        if self._renounce_breach(a.seat) is None:
            raise IllegalActionError(f"{self.name(a.seat)} has no renounce to correct in the trick in progress "
                                     "(once the trick is turned and quitted the revoke is established)", self.L("76"))

    @applies(CorrectRenounce)
    def _apply_correct(self, a: CorrectRenounce) -> None:
        self.event("correct", f"{self.name(a.seat)} discovers his mistake in time to save a revoke",
                   (self.L("76", "in time"),), a.seat)
        self._bring_to_referee(self._renounce_breach(a.seat), a.seat)

    def _bring_to_referee(self, b, by: int) -> None:
        claimed = dataclasses.replace(b, claimed_by=by)
        self.breaches[b.number] = claimed
        self.event("irregularity", b.text, (b.law,), b.seat)
        self._rule_on(claimed)

    # -- the correction (law 76) -----------------------------------------------------------------------
    def _correct(self, breach) -> None:
        irr = breach.irregularity
        p = self.play
        pos = next(i for i, (s, _) in enumerate(p.trick.plays) if s == irr.offender)
        self._take_back(pos, self.L("76", "withdraw"))
        p.asked = None

    @remedy(WhistRemedy.CORRECT, on=(Revoke,))
    def _remedy_correct(self, breach, ruling) -> None:
        self._correct(breach)

    @remedy(WhistRemedy.CALL_CARD, on=(Revoke,))
    def _remedy_correct_call(self, breach, ruling) -> None:
        self._correct(breach)
        self._expose(breach.irregularity.offender, (breach.irregularity.card,), self.L("76", "card"))

    @remedy(WhistRemedy.HIGHEST, on=(Revoke,))
    def _remedy_correct_highest(self, breach, ruling) -> None:
        self._correct(breach)
        self._force_highlow(breach.irregularity.offender, "highest", self.L("76", "highlow"))

    @remedy(WhistRemedy.LOWEST, on=(Revoke,))
    def _remedy_correct_lowest(self, breach, ruling) -> None:
        self._correct(breach)
        self._force_highlow(breach.irregularity.offender, "lowest", self.L("76", "highlow"))

    # -- the penalty (law 72), paid at the end of the hand ---------------------------------------------
    def _penalise(self, breach, ruling, chosen: WhistRemedy) -> None:
        off = breach.irregularity.offender % 2
        key = {WhistRemedy.TAKE_TRICKS: "tricks", WhistRemedy.DEDUCT_THREE: "deduct", WhistRemedy.ADD_THREE: "add"}
        law = self.L("72.i", key[chosen])
        self.penalties.append(Penalty(chosen, 1 - off, off, law))
        self.revoked_sides.add(off)
        also = tuple(x for x in ruling.laws if x == self.L("61"))   # a call disobeyed incurs the revoke's penalty
        self.event("penalty", f"at the end of the hand: {chosen.value} ({self.side_name(1 - off)} against "
                   f"{self.side_name(off)})", (law,) + also)

    @remedy(WhistRemedy.TAKE_TRICKS, on=(Revoke, CallDisobeyed))
    @implements("foster-whist:72", "foster-whist:72.i", "foster-whist:72.ii", "foster-whist:61")
    def _remedy_tricks(self, breach, ruling) -> None:
        """The adversaries' option: three tricks taken from the revoking player, or three points deducted from
        his score, or three added to their own -- for as many revokes as occur."""
        self._penalise(breach, ruling, WhistRemedy.TAKE_TRICKS)

    @remedy(WhistRemedy.DEDUCT_THREE, on=(Revoke, CallDisobeyed))
    def _remedy_deduct(self, breach, ruling) -> None:
        self._penalise(breach, ruling, WhistRemedy.DEDUCT_THREE)

    @remedy(WhistRemedy.ADD_THREE, on=(Revoke, CallDisobeyed))
    def _remedy_add(self, breach, ruling) -> None:
        self._penalise(breach, ruling, WhistRemedy.ADD_THREE)
