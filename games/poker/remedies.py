"""The remedies of the referee's rulings (TABLE mode: the irregularities people commit at a real table).

A verifier that meets an irregularity calls :meth:`~games.core.state.State.irregular`
with the law and the facts (an irregularity of :mod:`games.poker.rulings`);
STRICT mode refuses the action, TABLE mode lets it happen and asks the
referee (:data:`games.poker.rulings.REFEREE`, the one place each law is
decided).  :meth:`RemediesChapter.apply_ruling` carries out the remedy the
ruling names (``"misdeal"``, ``"foul-hand"``, ``"return-to-pack"``...): the
engine never decides those laws a second time.
"""

from __future__ import annotations

from typing import Callable

from games.core.referee import Irregularity, Ruling
from games.core.state import Breach, Mode
from games.errors import IrregularActionError
from games.poker.base import PokerBase
from games.poker.records import Phase
from games.poker.rules import laws
from games.poker.rulings import REFEREE
from games.poker.rulings.betting import BetWithFoulHand
from games.poker.rulings.deal import CardFaceUpInPack, DealtWithoutCut, WrongNumberDealt
from games.poker.rulings.draw import (
    CardExposedInDraw, DealerDrewWrongNumber, DemandDisputed, FoulHandAfterDraw, TooFewGiven, TooManyGiven,
    WrongNumberDemanded,
)

__all__ = ["RemediesChapter"]


class RemediesChapter(PokerBase):
    """The remedies of the rulings, and the refusals of STRICT mode."""

    referee = REFEREE

    def _strict_refuses(self, law: str, text: str) -> None:
        """A step only TABLE mode lets happen, on which the referee has nothing to rule at once
        (e.g. the dealer gives a wrong number of cards: it matters when it is pointed out)."""
        if self.mode is Mode.STRICT:
            raise IrregularActionError(text, law)

    def _ask_referee(self, irregularity: Irregularity, seat: int) -> Ruling:
        """A ruling needed in the course of carrying out another, or at the end (logged, then applied)."""
        ruling = self.referee.rule(self, irregularity)
        self.event("ruling", ruling.decision, ruling.laws)
        self.apply_ruling(Breach(ruling.laws[0], ruling.decision, irregularity, seat), ruling, None)
        return ruling

    def apply_ruling(self, breach: Breach, ruling: Ruling, option) -> None:
        """Carry out the remedy the referee's ruling names.  Some rulings change nothing but
        are logged: a card exposed in dealing is accepted (law 11), a card dealt out of order
        (7), a speaker is warned (15-16), a bet out of turn stands (55), the dealer tells nothing
        of another's draw (51), the deal stands though the pack was not cut (9)."""
        handler = _REMEDIES.get((type(breach.irregularity), ruling.remedy))
        if handler is not None:
            handler(self, breach, ruling)

    # -- the remedies -----------------------------------------------------------------------
    def _remedy_misdeal(self, breach: Breach, ruling: Ruling) -> None:
        self._misdeal(breach.text, ruling.laws)

    def _remedy_foul_dealt(self, breach: Breach, ruling: Ruling) -> None:
        """Laws 13-14 (16): the holder of a foul hand dealt him retires; his ante or straddle is refunded;
        if he bet on it, law 63 too: he loses his stake."""
        seat = breach.seat
        bet = self.seats[seat].stake > self.seats[seat].blind
        self._foul_dealt(seat, ruling.laws)
        if bet:
            self._ask_referee(BetWithFoulHand(), seat)

    def _remedy_foul_after_draw(self, breach: Breach, ruling: Ruling) -> None:
        seat = breach.seat
        st = self.seats[seat]
        if st.retired:  # already retired under law 13: his stake stays in the pool
            return
        self._retire(seat, f"a foul hand of {len(st.hand)} cards", ruling.laws, foul=True)
        self._after_foul(seat)

    def _remedy_card_returned(self, breach: Breach, ruling: Ruling) -> None:
        """Law 40 (and, for a card found face up in the pack in the draw, law 40 by analogy):
        the card goes back to the pack, to the bottom, and is given to nobody."""
        turned = self.drawing.turned
        if not turned:
            return
        self.stock.extend(turned)
        what = "the card" if len(turned) == 1 else "the cards"
        self.event("returned", f"{what} turned up ({', '.join(c.name for c in turned)}) "
                               f"{'goes' if len(turned) == 1 else 'go'} to the bottom of the pack", laws(40))
        turned.clear()

    def _remedy_take_back(self, breach: Breach, ruling: Ruling) -> None:
        seat = breach.seat
        st = self.seats[seat]
        self._give_back(seat, st.given - st.demand)
        self._after_correction(seat)

    def _remedy_make_good(self, breach: Breach, ruling: Ruling) -> None:
        seat = breach.seat
        st = self.seats[seat]
        self._give_more(seat, st.demand - st.given)
        self._after_correction(seat)

    def _after_correction(self, seat: int) -> None:
        st = self.seats[seat]
        if st.demand != len(st.discarded):  # he now holds the wrong number he demanded (law 45)
            self._ask_referee(WrongNumberDemanded(dealer_gave="demanded"), seat)

    def _remedy_wrong_demand_given(self, breach: Breach, ruling: Ruling) -> None:
        seat = breach.seat
        st = self.seats[seat]
        self._retire(seat, f"he was given the {st.demand} cards he asked for, having discarded {len(st.discarded)}",
                     ruling.laws, foul=True)
        if self.phase is Phase.BETTING:
            self._advance(acted=False)

    def _remedy_dealer_drew_wrong(self, breach: Breach, ruling: Ruling) -> None:
        st = self.seats[self.dealer]
        self._retire(self.dealer, f"the dealer drew {st.given} for {len(st.discarded)} discarded", ruling.laws, foul=True)

    def _remedy_evidence(self, breach: Breach, ruling: Ruling) -> None:
        seat = breach.seat
        self.event("evidence", f"{self.name(ruling.decided_by)} gives evidence: {self.name(seat)} asked for "
                               f"{self.seats[seat].demand}; that stands", ruling.laws, ruling.decided_by)

    def _remedy_proper_number(self, breach: Breach, ruling: Ruling) -> None:
        self._proper_number(breach.seat)


#: (irregularity, remedy) -> the method that carries it out.
_REMEDIES: dict[tuple[type, str], Callable] = {
    (DealtWithoutCut, "misdeal"): RemediesChapter._remedy_misdeal,
    (CardFaceUpInPack, "misdeal"): RemediesChapter._remedy_misdeal,
    (CardFaceUpInPack, "return-to-pack"): RemediesChapter._remedy_card_returned,
    (CardExposedInDraw, "return-to-pack"): RemediesChapter._remedy_card_returned,
    (WrongNumberDealt, "misdeal"): RemediesChapter._remedy_misdeal,
    (WrongNumberDealt, "foul-hand"): RemediesChapter._remedy_foul_dealt,
    (FoulHandAfterDraw, "foul-hand"): RemediesChapter._remedy_foul_after_draw,
    (BetWithFoulHand, "forfeit"): RemediesChapter._remedy_foul_after_draw,
    (TooManyGiven, "take-back"): RemediesChapter._remedy_take_back,
    (TooFewGiven, "make-good"): RemediesChapter._remedy_make_good,
    (WrongNumberDemanded, "foul-hand"): RemediesChapter._remedy_wrong_demand_given,
    (DealerDrewWrongNumber, "foul-hand"): RemediesChapter._remedy_dealer_drew_wrong,
    (DemandDisputed, "evidence"): RemediesChapter._remedy_evidence,
    (DemandDisputed, "proper-number"): RemediesChapter._remedy_proper_number,
}
