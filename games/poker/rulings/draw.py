"""The draw: Peel's Rules 34-51.

Each irregularity is a frozen dataclass of the facts the laws turn on; each
ruling is registered with :data:`~games.poker.rulings.REFEREE` and tagged with
the laws it decides.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core.seating import cycle_from, next_seat
from games.errors import IllegalActionError
from games.laws import implements
from games.poker import law_words as W
from games.poker.rulings import REFEREE, PokerRemedy, Irregularity, Ruling, check_seats, peel

__all__ = ['evidence_order', 'DrawOutOfTurn', 'DrawWithoutMakingGood', 'RetakesDiscard', 'NoDiscardInTurn', 'DrawGivenFaceUp', 'CardExposedInDraw', 'PackShort', 'TooManyGiven', 'TooFewGiven', 'WrongNumberDemanded', 'DemandDisputed', 'DealerDrewWrongNumber', 'FoulHandAfterDraw', 'AskDealerDraw', 'AskDealerOthersDraw']


@dataclass(frozen=True)
class DrawOutOfTurn(Irregularity):
    """A player draws out of turn."""


@REFEREE.rules(DrawOutOfTurn, example="The dealer serves Bob before Ann, who sits at the dealer's left.")
@implements("peel-poker:34", "peel-poker:35")
def rule_draw_out_of_turn(g, i) -> Ruling:
    return Ruling("The player left of the dealer draws first, and the turn passes to the left.", peel(34, 35), PokerRemedy.IN_TURN)


@dataclass(frozen=True)
class DrawWithoutMakingGood(Irregularity):
    """A player draws without having made the stake equal to the highest."""


@REFEREE.rules(DrawWithoutMakingGood, example="Cy discards before making the stake good to the raise.")
@implements("peel-poker:36")
def rule_draw_without_making_good(g, i) -> Ruling:
    return Ruling(
        "Before drawing, a player makes the stake equal to the highest on the table, and discards as many cards as are to be drawn.",
        (W.DISCARD_WHOLE,),
        PokerRemedy.MAKE_GOOD,
    )


@dataclass(frozen=True)
class RetakesDiscard(Irregularity):
    """A player takes back a discarded card."""


@REFEREE.rules(RetakesDiscard, example="Bob takes back a card already discarded.")
@implements("peel-poker:37")
def rule_retakes_discard(g, i) -> Ruling:
    return Ruling("Discards lie face downwards and are never taken back into the hand.", peel(37), PokerRemedy.REFUSED)


@dataclass(frozen=True)
class NoDiscardInTurn(Irregularity):
    """A player lets the turn to draw pass without discarding, then wants to draw."""


@REFEREE.rules(NoDiscardInTurn, example="Di let the turn to draw go by and now wants three cards.")
@implements("peel-poker:38")
def rule_no_discard_in_turn(g, i) -> Ruling:
    return Ruling("A player who did not discard at the turn to draw has forfeited the right to draw.", peel(38), PokerRemedy.NO_DRAW)


@dataclass(frozen=True)
class DrawGivenFaceUp(Irregularity):
    """The dealer does not give the cards demanded face downwards from the top."""


@REFEREE.rules(DrawGivenFaceUp, example="The dealer deals the draw face up.")
@implements("peel-poker:39", "peel-poker:40")
def rule_draw_given_face_up(g, i) -> Ruling:
    return Ruling(
        "After the discard the dealer places the number asked for in front of the player, face downwards, from the top of "
        "the pack; exposed cards go back to the pack.",
        (W.DEALER_GIVES, "peel-poker:40"),
        PokerRemedy.RETURN_TO_PACK,
    )


@dataclass(frozen=True)
class CardExposedInDraw(Irregularity):
    """The dealer exposes a card in giving the cards demanded."""


@REFEREE.rules(CardExposedInDraw, example="The dealer turns up a card while giving Cy three.")
@implements("peel-poker:40")
def rule_card_exposed_in_draw(g, i) -> Ruling:
    return Ruling(
        "The exposed card or cards go back to the pack and are not given to the player, who is served from the top.",
        peel(40),
        PokerRemedy.RETURN_TO_PACK,
    )


@dataclass(frozen=True)
class PackShort(Irregularity):
    """The pack has not cards enough for every player's draw."""


@REFEREE.rules(PackShort, example="Seven players draw; the pack runs out before the dealer's turn.")
@implements("peel-poker:41")
def rule_pack_short(g, i) -> Ruling:
    return Ruling(
        "Those who have yet to discard do so and announce their number, the dealer discards too; the dealer collects all "
        "the discards, shuffles them, has them cut by the player on the dealer's right, and serves the players from them.",
        (W.PACK_SHORT_RULING,),
        PokerRemedy.COLLECT_DISCARDS,
    )


@dataclass(frozen=True)
class TooManyGiven(Irregularity):
    """The dealer gives more cards than were demanded.  Nobody sees it until a player claims "too many
    cards given in the draw" (naming the player served), before the cards are raised (Rule 42)."""

    pointed_out_before_raised: bool = True
    claim = "too many cards given in the draw"
    claim_law = "peel-poker:42"


@REFEREE.rules(TooManyGiven, example="Ann asked for two and received three, still on the table.")
@implements("peel-poker:42", "peel-poker:48")
def rule_too_many_given(g, i: TooManyGiven) -> Ruling:
    if i.pointed_out_before_raised:
        return Ruling("The dealer takes back the cards given in excess and returns them to the pack.", peel(42), PokerRemedy.TAKE_BACK)
    return Ruling("The cards were raised: a hand of more than five is foul; its holder retires and forfeits the stake.", (W.EXCESS_BEFORE_RAISED, "peel-poker:48"), PokerRemedy.FOUL_HAND)


@dataclass(frozen=True)
class TooFewGiven(Irregularity):
    """The dealer gives fewer cards than were demanded.  Nobody sees it until a player claims "too few
    cards given in the draw" (naming the player served), before the cards are raised (Rule 43)."""

    pointed_out_before_raised: bool = True
    claim = "too few cards given in the draw"
    claim_law = "peel-poker:43"


@REFEREE.rules(TooFewGiven, example="Bob asked for three and received two, still on the table.")
@implements("peel-poker:43", "peel-poker:48")
def rule_too_few_given(g, i: TooFewGiven) -> Ruling:
    if i.pointed_out_before_raised:
        return Ruling("The dealer makes good the deficiency.", peel(43), PokerRemedy.MAKE_GOOD)
    return Ruling("The cards were raised: a hand of fewer than five is foul; its holder retires and forfeits the stake.", peel(43, 48), PokerRemedy.FOUL_HAND)


@dataclass(frozen=True)
class WrongNumberDemanded(Irregularity):
    """A player demands more or fewer cards than were discarded."""

    dealer_gave: str = "demanded"  # or "discarded"

    def validate(self) -> None:
        super().validate()
        if self.dealer_gave not in ("demanded", "discarded"):
            raise IllegalActionError(
                f"WrongNumberDemanded.dealer_gave = {self.dealer_gave!r}: the dealer gave the number 'demanded' or "
                "the number 'discarded'", "peel-poker:44")


@REFEREE.rules(WrongNumberDemanded, example="Cy discarded two and asked for three; the dealer gave three.")
@implements("peel-poker:44", "peel-poker:45")
def rule_wrong_number_demanded(g, i: WrongNumberDemanded) -> Ruling:
    if i.dealer_gave == "discarded":
        return Ruling(
            "The dealer need not give a wrong number demanded, and may look at the discards and give that number.", peel(44), PokerRemedy.STANDS
        )
    return Ruling(
        "The player was given the wrong number demanded: the hand is foul, raised or not; its holder retires and forfeits the stake.",
        peel(45),
        PokerRemedy.FOUL_HAND,
    )


@implements("peel-poker:46", "peel-poker:79")
def evidence_order(dealer: int, disputant: int, players: int, right_hand_disputant: str = "skip") -> list[int]:
    """Rule 46: the person at the dealer's left (unless he is the disputant),
    then the person at the dealer's right, then each person in turn from the
    disputant's left; Rule 79: whoever can give evidence must.  When the
    disputant is the player at the dealer's right, the reading
    ``PokerRules.right_hand_disputant`` decides: ``"skip"`` passes over his own
    word, ``"as-printed"`` takes it in its printed place.  The one place Rule 46's
    order is decided (the engine's ``Game.evidence_order`` calls it)."""
    order = []
    left = next_seat(dealer, players)
    right = (dealer - 1) % players
    if left != disputant:
        order.append(left)
    if (right != disputant or right_hand_disputant == "as-printed") and right not in order and right != dealer:
        order.append(right)
    for s in cycle_from(next_seat(disputant, players), players):
        if s not in order and s not in (dealer, disputant):
            order.append(s)
    return order


@dataclass(frozen=True)
class DemandDisputed(Irregularity):
    """A player and the dealer dispute the number of cards demanded."""

    disputant: int = 1
    dealer: int = 0
    players: int = 4
    witnesses: frozenset = frozenset({1, 2, 3})

    def validate(self) -> None:
        super().validate()
        check_seats(self, self.players, "peel-poker:46", disputant=self.disputant, dealer=self.dealer,
                    witnesses=self.witnesses)
        if self.disputant == self.dealer:
            raise IllegalActionError(
                f"DemandDisputed: seat {self.dealer} cannot dispute with the dealer's own seat: the dispute is between a player and "
                "the dealer", "peel-poker:46")


@REFEREE.rules(DemandDisputed, example="Di says two were asked for; the dealer says three.")
@implements("peel-poker:46", "peel-poker:79")
def rule_demand_disputed(g, i: DemandDisputed) -> Ruling:
    dealer, n = i.dealer, i.players
    if g is not None and hasattr(g, "dealer"):
        dealer, n = g.dealer, g.n
    if g is not None and (i.disputant == dealer or not 0 <= i.disputant < n):
        raise IllegalActionError(f"seat {i.disputant} is not a player disputing with the dealer (seat {dealer})", "peel-poker:46")
    reading = g.rules.right_hand_disputant if g is not None and hasattr(g, "rules") else "skip"
    order = evidence_order(dealer, i.disputant, n, reading)
    w = next((s for s in order if s in i.witnesses), None)
    if w is None:
        return Ruling(
            "Nobody at the table can give evidence: the disputing player is held to have demanded the proper number.",
            (W.NOBODY_CAN_SAY,),
            PokerRemedy.PROPER_NUMBER,
        )
    left, right = (dealer + 1) % n, (dealer - 1) % n
    said = "peel-poker:46" if w == left else W.EVIDENCE_RIGHT if w == right else W.EVIDENCE_NEXT
    return Ruling(f"The evidence of seat {w} decides the number demanded, and is conclusive.", (said, "peel-poker:79"),
                  PokerRemedy.EVIDENCE, decided_by=w)


@dataclass(frozen=True)
class DealerDrewWrongNumber(Irregularity):
    """The dealer draws more or fewer cards than were discarded."""


@REFEREE.rules(DealerDrewWrongNumber, example="The dealer discards two and takes three.")
@implements("peel-poker:47")
def rule_dealer_drew_wrong_number(g, i) -> Ruling:
    return Ruling(
        "The dealer is held to have demanded the improper number: the dealer's hand is foul, and the dealer retires and forfeits the stake.",
        peel(47),
        PokerRemedy.FOUL_HAND,
    )


@dataclass(frozen=True)
class FoulHandAfterDraw(Irregularity):
    """After the draw a raised hand is found to hold more or less than five cards.  Only its holder
    sees it when he takes it up; it is ruled on when a player claims "a foul hand" (Rule 48)."""

    claim = "a foul hand"
    claim_law = "peel-poker:48"


@REFEREE.rules(FoulHandAfterDraw, example="After raising the cards Ann finds six in hand.")
@implements("peel-poker:48")
def rule_foul_hand_after_draw(g, i) -> Ruling:
    return Ruling("A foul hand: the player retires and forfeits the stake in that game.", peel(48), PokerRemedy.FOUL_HAND)


@dataclass(frozen=True)
class AskDealerDraw(Irregularity):
    """A player asks the dealer how many cards the dealer drew."""

    raised_or_bet: bool = False


@REFEREE.rules(AskDealerDraw, example="Bob, before lifting the cards drawn, asks how many the dealer took.")
@implements("peel-poker:49", "peel-poker:50")
def rule_ask_dealer_draw(g, i: AskDealerDraw) -> Ruling:
    if i.raised_or_bet:
        return Ruling(
            "A player who has raised the cards drawn, or bet, has forfeited the right to ask how many the dealer drew.", peel(50), PokerRemedy.REFUSED
        )
    return Ruling("Before raising the hand, a player who has drawn may ask, and the dealer answers correctly.", peel(49), PokerRemedy.ANSWER)


@dataclass(frozen=True)
class AskDealerOthersDraw(Irregularity):
    """A player asks the dealer how many cards another player drew."""


@REFEREE.rules(AskDealerOthersDraw, example="Cy asks the dealer how many cards Ann drew.")
@implements("peel-poker:51")
def rule_ask_dealer_others_draw(g, i) -> Ruling:
    return Ruling("The dealer gives no information as to the number of cards drawn by any other player.", peel(51), PokerRemedy.REFUSED)
