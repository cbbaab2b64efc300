"""The pack, the shuffle, the cut and the deal: Peel's Rules 1-18.

Each irregularity is a frozen dataclass of the facts the laws turn on; each
ruling is registered with :data:`~games.poker.rulings.REFEREE` and tagged with
the laws it decides.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from games.errors import IllegalActionError
from games.laws import implements
from games.poker import law_words as W
from games.poker.rulings import REFEREE, PokerRemedy, Irregularity, Ruling, at_least, peel

__all__ = ['WrongPack', 'TieForDeal', 'ShuffleDemanded', 'NotShuffledOrCutProperly', 'ShuffledFaceUp', 'DealtFaceUp', 'DealtOutOfOrder', 'DealtWithoutCut', 'CardFaceUpInPack', 'CardExposedInDealing', 'WrongNumberDealt', 'SpokeToDealer', 'DealFinishedQuestion', 'WrongDealer']


@dataclass(frozen=True)
class WrongPack(Irregularity):
    """A pack other than the ordinary fifty-two cards."""

    cards: int = 32

    def validate(self) -> None:
        super().validate()
        at_least(self, "peel-poker:1", cards=1)


@REFEREE.rules(WrongPack, example="The host brings a piquet pack of thirty-two cards.")
@implements("peel-poker:1")
def rule_wrong_pack(g, i: WrongPack) -> Ruling:
    if i.cards == 52:
        return Ruling("A pack of fifty-two cards is the ordinary pack the game is played with: "
                      "there is no irregularity.", peel(1), PokerRemedy.NO_EFFECT)
    return Ruling(f"The game is played with the ordinary pack of fifty-two cards, not {i.cards}.", peel(1), PokerRemedy.REFUSED)


@dataclass(frozen=True)
class TieForDeal(Irregularity):
    """Two or more players draw equal cards for the deal."""

    lowest: bool = True


@REFEREE.rules(TieForDeal, example="Ann and Bob both draw a two for the deal; Cy drew a five.")
@implements("peel-poker:2")
def rule_tie_for_deal(g, i: TieForDeal) -> Ruling:
    if i.lowest:
        return Ruling("The players who tied with the lowest cards, and they only, draw again for the deal (ace lowest).", (W.DRAW_AGAIN,), PokerRemedy.DRAW_AGAIN)
    return Ruling("A tie that is not for the lowest card does not matter: the lowest card deals.", (W.DRAW_AGAIN,), PokerRemedy.NO_EFFECT)


@dataclass(frozen=True)
class ShuffleDemanded(Irregularity):
    """A player demands to shuffle; the dealer wants the last shuffle."""

    by_dealer: bool = False


@REFEREE.rules(ShuffleDemanded, example="Bob shuffles after the dealer; the dealer wants to shuffle once more.")
@implements("peel-poker:3")
def rule_shuffle_demanded(g, i: ShuffleDemanded) -> Ruling:
    if i.by_dealer:
        return Ruling("The dealer has the right to the last shuffle before the cut.", peel(3), PokerRemedy.DEALER_SHUFFLES_LAST)
    return Ruling("Any player may demand to shuffle; the dealer may shuffle again afterwards.", peel(3), PokerRemedy.PLAYER_MAY_SHUFFLE)


@dataclass(frozen=True)
class NotShuffledOrCutProperly(Irregularity):
    """The dealer did not shuffle, or the wrong player cut."""

    cut_by_right_hand_player: bool = False


@REFEREE.rules(NotShuffledOrCutProperly, example="The player at the dealer's left cuts the pack.")
@implements("peel-poker:4")
def rule_not_shuffled_or_cut_properly(g, i: NotShuffledOrCutProperly) -> Ruling:
    if i.cut_by_right_hand_player:
        return Ruling("The dealer must shuffle before every deal; the player on the dealer's right cuts.", peel(4), PokerRemedy.SHUFFLE_AND_CUT)
    return Ruling("The pack is cut by the player on the right of the dealer, no other.", (W.CUT,), PokerRemedy.CUT_AGAIN)


@dataclass(frozen=True)
class ShuffledFaceUp(Irregularity):
    """The cards are shuffled face upwards, or below the table."""


@REFEREE.rules(ShuffledFaceUp, example="The dealer shuffles the cards face up, in the lap.")
@implements("peel-poker:3")  # Rule 5 is cited, not carried out: it is not executable (games.poker.rules)
def rule_shuffled_face_up(g, i) -> Ruling:
    return Ruling(
        "The cards must be shuffled face downwards, above the table; the law fixes no penalty, and any player may demand to shuffle.",
        peel(5, 3),
        PokerRemedy.SHUFFLE_AGAIN,
    )


@dataclass(frozen=True)
class DealtFaceUp(Irregularity):
    """A card is dealt face upwards, or not placed in front of its player."""


@REFEREE.rules(DealtFaceUp, example="The dealer throws Cy's third card face up across the table.")
@implements("peel-poker:6", "peel-poker:11")
def rule_dealt_face_up(g, i) -> Ruling:
    return Ruling(
        "Cards are dealt face downwards and placed in front of their players; a card the dealer exposes is accepted as if it had not been.",
        peel(6, 11),
        PokerRemedy.ACCEPT,
    )


@dataclass(frozen=True)
class DealtOutOfOrder(Irregularity):
    """The dealer deals out of turn, or more than one card at a time."""


@REFEREE.rules(DealtOutOfOrder, example="The dealer gives Di two cards at once.")
@implements("peel-poker:7", "peel-poker:12", "peel-poker:13")
def rule_dealt_out_of_order(g, i) -> Ruling:
    return Ruling(
        "The dealer gives one card at a time from the top, from right to left, beginning at the dealer's left; the law fixes no "
        "penalty for a card out of order, but a hand of more or less than five is a misdeal if announced before it is raised, "
        "and foul after.",
        peel(7, 12, 13),
        PokerRemedy.SEE_COUNT,
    )


@dataclass(frozen=True)
class DealtWithoutCut(Irregularity):
    """The cards are dealt without the pack having been cut.  Nobody sees it until a player points it
    out (a claim of "a deal without a cut"): before the deal is finished, a misdeal (Rule 8); after, the
    deal stands (9); once the play has begun, too late."""

    pointed_out_before_deal_finished: bool = True
    claim = "a deal without a cut"
    claim_law = "peel-poker:8"


@REFEREE.rules(DealtWithoutCut, example="Ann notices after three cards each that nobody cut the pack.")
@implements("peel-poker:8", "peel-poker:9")
def rule_dealt_without_cut(g, i: DealtWithoutCut) -> Ruling:
    before = i.pointed_out_before_deal_finished
    if g is not None and hasattr(g, "deal_finished"):
        before = not g.deal_finished
    if before:
        return Ruling("A misdeal: there shall be a new deal by the same dealer.", peel(8), PokerRemedy.MISDEAL)
    return Ruling("Not pointed out before the deal was finished: the deal stands.", peel(9), PokerRemedy.DEAL_STANDS)


@dataclass(frozen=True)
class CardFaceUpInPack(Irregularity):
    """A card is found face upwards in the pack."""

    before_deal_finished: bool = True


@REFEREE.rules(CardFaceUpInPack, example="A card is found face upwards in the pack before the deal is finished.")
@implements("peel-poker:10", "peel-poker:40")
def rule_card_face_up_in_pack(g, i: CardFaceUpInPack) -> Ruling:
    before = i.before_deal_finished
    if g is not None and hasattr(g, "deal_finished"):
        before = not g.deal_finished
    if before:
        return Ruling("A misdeal: there shall be a new deal by the same dealer.", peel(10), PokerRemedy.MISDEAL)
    return Ruling(
        "Rule 10 covers only the deal, and no law names a card found face up in the pack in the draw; the edition's "
        "reading, by analogy with Rule 40 (a card exposed in the draw), treats it as an exposed card: it goes back to "
        "the pack and is not given to the player.",
        peel(10, 40),
        PokerRemedy.RETURN_TO_PACK,
    )


@dataclass(frozen=True)
class CardExposedInDealing(Irregularity):
    """The dealer accidentally exposes a card while dealing; the player wants another."""


@REFEREE.rules(CardExposedInDealing, example="The queen of hearts flips over as it is dealt to Bob, who wants another card.")
@implements("peel-poker:11")
def rule_card_exposed_in_dealing(g, i) -> Ruling:
    return Ruling(
        "The player accepts the exposed card as though it had not been exposed; neither that player nor the dealer may exchange it, "
        "except by discarding it in the draw.",
        peel(11),
        PokerRemedy.ACCEPT,
    )


@dataclass(frozen=True)
class WrongNumberDealt(Irregularity):
    """A player is dealt more or less than five cards.  Nobody sees it until the hand is
    counted and a player claims "a wrong number of cards dealt" (naming the hand): announced before
    the cards are raised, a misdeal (Rule 12); after, a foul hand (13-14, 16); once the holder has
    drawn, too late (his hand is then foul under Rule 48 when it is taken up)."""

    announced_before_raised: bool = True
    someone_spoke_to_dealer: bool = False
    player: Optional[int] = None
    claim = "a wrong number of cards dealt"
    claim_law = "peel-poker:12"

    def validate(self) -> None:
        super().validate()
        if self.player is not None and (isinstance(self.player, bool) or not isinstance(self.player, int) or self.player < 0):
            raise IllegalActionError(f"WrongNumberDealt.player = {self.player!r}: a seat number or None", "peel-poker:12")


@REFEREE.rules(WrongNumberDealt, example="Cy counts six cards on the table before taking them up.")
@implements("peel-poker:12", "peel-poker:13", "peel-poker:14", "peel-poker:16")
def rule_wrong_number_dealt(g, i: WrongNumberDealt) -> Ruling:
    announced, spoke = i.announced_before_raised, i.someone_spoke_to_dealer
    if g is not None and hasattr(g, "seats") and i.player is not None and 0 <= i.player < len(g.seats):
        announced, spoke = not g.seats[i.player].raised, bool(g.deal.speakers)  # the game knows better
    if announced:
        return Ruling("Announced before the cards were raised: a misdeal, a new deal by the same dealer.", peel(12), PokerRemedy.MISDEAL)
    if spoke:
        return Ruling(
            "A foul hand: its holder lays the cards face down and retires, forfeiting the stake, which stays in the pool; the "
            "player who spoke to the dealer during the deal, not the dealer, refunds the holder's ante or straddle.",
            ("peel-poker:13", W.FOUL_STAKE_STAYS, "peel-poker:16"),
            PokerRemedy.FOUL_HAND,
        )
    return Ruling(
        "A foul hand: its holder lays the cards face down and retires, forfeiting the stake, which stays in the pool; the "
        "dealer refunds the holder the amount of the ante or straddle only.",
        peel(13, 14),
        PokerRemedy.FOUL_HAND,
    )


@dataclass(frozen=True)
class SpokeToDealer(Irregularity):
    """A player speaks to the dealer, or distracts the dealer, during the deal."""

    foul_hand_dealt: bool = False


@REFEREE.rules(SpokeToDealer, example="Bob talks to the dealer during the deal; later Di is found to have four cards.")
@implements("peel-poker:14", "peel-poker:15", "peel-poker:16")
def rule_spoke_to_dealer(g, i: SpokeToDealer) -> Ruling:
    if i.foul_hand_dealt:
        return Ruling(
            "No player may speak to the dealer during the deal; since a foul hand was dealt, the player who spoke, not the "
            "dealer, refunds its holder's ante or straddle.",
            peel(15, 16),
            PokerRemedy.SPEAKER_REFUNDS,
        )
    return Ruling(
        "No player may speak to the dealer during the deal; should a foul hand be dealt in this deal, the player who spoke "
        "refunds its ante or straddle.",
        peel(15, 16),
        PokerRemedy.WARNING,
    )


@dataclass(frozen=True)
class DealFinishedQuestion(Irregularity):
    """Is the deal finished?  (It matters for Rules 8-10.)"""

    every_player_has_five: bool = True


@REFEREE.rules(DealFinishedQuestion, example="Is the deal over when the dealer stops, with Ann holding four?")
@implements("peel-poker:17")
def rule_deal_finished_question(g, i: DealFinishedQuestion) -> Ruling:
    if i.every_player_has_five:
        return Ruling("The deal is finished: every player has received five cards.", peel(17), PokerRemedy.FINISHED)
    return Ruling("The deal is not finished until every player has received five cards.", peel(17), PokerRemedy.NOT_FINISHED)


@dataclass(frozen=True)
class WrongDealer(Irregularity):
    """The wrong player deals, or the dealer who has passed will not deal."""

    dealer_retired: bool = False


@REFEREE.rules(WrongDealer, example="The dealer passed, and now says someone else should give the cards in the draw.")
@implements("peel-poker:18")
def rule_wrong_dealer(g, i: WrongDealer) -> Ruling:
    if i.dealer_retired:
        return Ruling("A dealer who passes and retires still does the duty of dealer in that game.", (W.DEALER_CONTINUES,), PokerRemedy.DEALER_CONTINUES)
    return Ruling("The deal passes to the left: the player left of the last dealer deals the next game.", peel(18), PokerRemedy.PROPER_DEALER)
