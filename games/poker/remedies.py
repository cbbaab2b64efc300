"""The remedies of the referee's rulings (TABLE mode: the irregularities people commit at a real table).

A verifier that meets an irregularity calls :meth:`~games.core.state.State.irregular`
with the law and the facts (an irregularity of :mod:`games.poker.rulings`);
STRICT mode refuses the action, TABLE mode lets it happen and asks the
referee of the game's own code (:func:`games.core.referee.referee_for`: Peel's
:data:`games.poker.rulings.REFEREE`, Foster's
:data:`games.poker.rulings.foster.FOSTER_REFEREE`), the one place each law is
decided.  Each remedy that changes the game is a method registered with
``@remedy(PokerRemedy.X, on=(irregularities...))``; the core's
:meth:`~games.core.state.State.apply_ruling` is the one dispatch.  The rulings
that change nothing are logged only: a card exposed in dealing is accepted
(Rule 11), a card dealt out of order (7), a speaker is warned (15-16), a bet out
of turn stands (55), the dealer tells nothing of another's draw (51), the deal
stands though the pack was not cut (9).
"""

from __future__ import annotations

from typing import Optional

from games.core.referee import Irregularity, Referee, Ruling, referee_for
from games.core.breaches import Claim
from games.core.state import Breach
from games.core.turns import remedy
from games.errors import IllegalActionError, IrregularActionError
from games.poker.base import PokerBase
from games.laws import implements
from games.poker.records import DrawStep, Phase
from games.poker.rules import law, laws
from games.poker.rulings import PokerRemedy
from games.poker.rulings.betting import BetWithFoulHand
from games.poker.rulings.deal import CardFaceUpInPack, DealtWithoutCut, WrongNumberDealt
from games.poker.rulings.draw import (
    CardExposedInDraw, DealerDrewWrongNumber, DemandDisputed, FoulHandAfterDraw, TooFewGiven, TooManyGiven,
    WrongNumberDemanded,
)
from games.poker.rulings.foster import FOSTER_REFEREE, SILENT, silence  # noqa: F401  (registers Foster's referee)

__all__ = ["RemediesChapter"]


class RemediesChapter(PokerBase):
    """The remedies of the rulings, and the referee of the game's code."""

    @property
    def referee(self) -> Referee:  # type: ignore[override]  # State.referee: an attribute or a property, as documented there
        """The referee of the rule set's own code: each book rules its own games."""
        return referee_for(self.rules.code)

    def irregular(self, law: str, text: str, irregularity: Optional[Irregularity] = None,
                  seat: Optional[int] = None, *, seen_by=None, others: Optional[str] = None) -> None:
        """As the core's; and in TABLE mode an irregularity on which the code's book is silent is
        refused, saying so (a Foster game is never ruled under Peel's laws)."""
        if irregularity is not None and not self.referee.knows(irregularity):
            words, silent_law = silence(self.rules.code, _words(type(irregularity).__name__))
            raise IrregularActionError(f"{text}: {words}", silent_law)
        super().irregular(law, text, irregularity, seat, seen_by=seen_by, others=others)

    def _ask_referee(self, irregularity: Irregularity, seat: int) -> Optional[Ruling]:
        """A ruling needed in the course of carrying out another, or at the end (logged, then applied);
        ``None`` when the code's book is silent on it."""
        if not self.referee.knows(irregularity):
            return None
        ruling = self.referee.rule(self, irregularity)
        self.event("ruling", ruling.decision, ruling.laws)
        self.apply_ruling(Breach(ruling.laws[0], ruling.decision, irregularity, seat), ruling, None)
        return ruling

    # -- claims ------------------------------------------------------------------------------
    def _verify_claim(self, a: Claim) -> None:
        """The core's verifier of a claim (followed by name); under a code whose text in this
        edition is silent on every claim (Foster's), the refusal says so, citing his p6."""
        if isinstance(a.what, str) and a.what not in self.claimable() and self.rules.code in SILENT:
            words, silent_law = silence(self.rules.code, f"a claim of {a.what!r}")
            raise IllegalActionError(f"{self.name(a.seat)} claims {a.what}: {words}", silent_law)
        super()._verify_claim(a)

    @implements(law(8), law(9), law(13), law(42), law(43), law(48))
    def claim_closed(self, breach: Breach) -> Optional[tuple[str, str]]:
        """Until when a hidden breach may be claimed, as the laws fix the time: a deal without a cut
        until the play begins (Rule 9: after the deal is finished the deal stands, and is ruled so); a
        wrong number dealt until the holder has drawn (13; then Rule 48), and as a misdeal (12) only
        before the play begins; too many or too few cards
        given in the draw until they are raised (42-43); nothing of a deal since made again, or of a
        player who has retired."""
        closed = super().claim_closed(breach)
        if closed is not None:
            return closed
        irr, seat = breach.irregularity, breach.seat
        claim_law: str = getattr(type(irr), "claim_law", None) or breach.law
        if breach.at < self.deal.since:
            return (claim_law, "the cards have been dealt again since")
        if isinstance(irr, DealtWithoutCut):
            if self.play.opened or self.phase not in (Phase.DEAL, Phase.PLAY):
                return (law(9), "the play has begun: the deal stands although the pack was not cut")
            return None
        if seat is None:
            return None
        st = self.seats[seat]
        if st.retired:
            return (claim_law, f"{self.name(seat)} has retired from the game")
        if isinstance(irr, WrongNumberDealt):
            if st.draw is not DrawStep.PENDING:
                return (law(13), f"{self.name(seat)} has drawn: the hand, if foul, is foul under Rule 48 when taken up")
            begun = self.play.opened or any(self.seats[s].stake > self.seats[s].blind for s in self.dealt_in)
            if not st.raised and begun:
                return (law(12), f"the play has begun: {self.name(seat)}'s hand can no longer make a misdeal; "
                                 "taken up, it is foul (Rule 13)")
        if isinstance(irr, (TooManyGiven, TooFewGiven)):
            if st.raised_after_draw:
                return (claim_law, "the cards have been raised from the table")
            if st.given == st.demand:
                return (claim_law, f"{self.name(seat)} now holds the number demanded")
            if st.given < st.demand and st.demand - st.given > len(self.stock):
                return (law(41), "the pack cannot make good the deficiency")
        return None

    # -- the remedies -----------------------------------------------------------------------
    @remedy(PokerRemedy.MISDEAL, on=(DealtWithoutCut, CardFaceUpInPack, WrongNumberDealt))
    def _remedy_misdeal(self, breach: Breach, ruling: Ruling) -> None:
        self._misdeal(breach.text, ruling.laws)

    @remedy(PokerRemedy.FOUL_HAND, on=(WrongNumberDealt,))
    def _remedy_foul_dealt(self, breach: Breach, ruling: Ruling) -> None:
        """Rules 13-14 (16): the holder of a foul hand dealt him retires; his ante or straddle is refunded;
        if he bet on it, Rule 63 too: he loses his stake."""
        seat = breach.offender
        bet = self.seats[seat].stake > self.seats[seat].blind
        self._foul_dealt(seat, ruling.laws)
        if bet:
            self._ask_referee(BetWithFoulHand(), seat)

    @remedy(PokerRemedy.FORFEIT, on=(BetWithFoulHand,))
    def _remedy_forfeit(self, breach: Breach, ruling: Ruling) -> None:
        """Rule 63: he bet with a foul hand: he retires and loses his stake."""
        self._remedy_foul_after_draw(breach, ruling)

    @remedy(PokerRemedy.FOUL_HAND, on=(FoulHandAfterDraw,))
    def _remedy_foul_after_draw(self, breach: Breach, ruling: Ruling) -> None:
        seat = breach.offender
        st = self.seats[seat]
        if st.retired:  # already retired under Rule 13: his stake stays in the pool
            return
        self._retire(seat, f"a foul hand of {len(st.hand)} cards", ruling.laws, foul=True)
        self._after_foul(seat)

    @remedy(PokerRemedy.RETURN_TO_PACK, on=(CardFaceUpInPack, CardExposedInDraw))
    def _remedy_card_returned(self, breach: Breach, ruling: Ruling) -> None:
        """Rule 40 (and, for a card found face up in the pack in the draw, Rule 40 by analogy):
        the card goes back to the pack, to the bottom, and is given to nobody."""
        turned = self.drawing.turned
        if not turned:
            return
        self.stock.extend(turned)
        what = "the card" if len(turned) == 1 else "the cards"
        self.event("returned", f"{what} turned up ({', '.join(c.name for c in turned)}) "
                               f"{'goes' if len(turned) == 1 else 'go'} to the bottom of the pack", laws(40))
        turned.clear()

    @remedy(PokerRemedy.TAKE_BACK, on=(TooManyGiven,))
    def _remedy_take_back(self, breach: Breach, ruling: Ruling) -> None:
        seat = breach.offender
        st = self.seats[seat]
        self._give_back(seat, st.given - st.demand)
        self._after_correction(seat)

    @remedy(PokerRemedy.MAKE_GOOD, on=(TooFewGiven,))
    def _remedy_make_good(self, breach: Breach, ruling: Ruling) -> None:
        seat = breach.offender
        st = self.seats[seat]
        self._give_more(seat, st.demand - st.given)
        self._after_correction(seat)

    def _after_correction(self, seat: int) -> None:
        st = self.seats[seat]
        if st.demand != len(st.discarded):  # he now holds the wrong number he demanded (Rule 45)
            self._ask_referee(WrongNumberDemanded(dealer_gave="demanded"), seat)

    @remedy(PokerRemedy.FOUL_HAND, on=(WrongNumberDemanded,))
    def _remedy_wrong_demand_given(self, breach: Breach, ruling: Ruling) -> None:
        seat = breach.offender
        st = self.seats[seat]
        self._retire(seat, f"given the {st.demand} cards asked for, having discarded {len(st.discarded)}",
                     ruling.laws, foul=True)
        if self.phase is Phase.BETTING:
            self._advance(acted=False)

    @remedy(PokerRemedy.FOUL_HAND, on=(DealerDrewWrongNumber,))
    def _remedy_dealer_drew_wrong(self, breach: Breach, ruling: Ruling) -> None:
        st = self.seats[self.dealer]
        self._retire(self.dealer, f"the dealer drew {st.given} for {len(st.discarded)} discarded", ruling.laws, foul=True)

    @remedy(PokerRemedy.EVIDENCE, on=(DemandDisputed,))
    def _remedy_evidence(self, breach: Breach, ruling: Ruling) -> None:
        seat = breach.offender
        self.event("evidence", f"{self.name(ruling.decided_by)} gives evidence: {self.name(seat)} asked for "
                               f"{self.seats[seat].demand}; that stands", ruling.laws, ruling.decided_by)

    @remedy(PokerRemedy.PROPER_NUMBER, on=(DemandDisputed,))
    def _remedy_proper_number(self, breach: Breach, ruling: Ruling) -> None:
        self._proper_number(breach.offender)


def _words(name: str) -> str:
    return "".join(" " + c.lower() if c.isupper() else c for c in name).strip()
