"""The referee: what Peel's laws decide when something goes wrong at the table.

``rule(game_or_state, irregularity)`` returns a :class:`Ruling` -- the
decision in words, the laws it rests on, and the remedy (a short code such as
``"misdeal"``, ``"foul-hand"``, ``"deal-stands"``).  Each irregularity is a
small frozen dataclass holding the facts the laws turn on (was it pointed out
before the deal was finished? had the cards been raised?).  When a
:class:`~games.poker.engine.Game` is given, facts it knows (who deals, whether
the deal is finished, who sits where) are taken from it.

:data:`IRREGULARITIES` is the catalogue: every irregularity the eighty-one
laws name, with a description and an example, for the Referee panel.

Usage::

    from games.poker.referee import rule, CardFaceUpInPack
    r = rule(None, CardFaceUpInPack(before_deal_finished=True))
    r.decision   # 'A misdeal: there shall be a new deal by the same dealer.'
    r.laws       # ('peel-poker:10',)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from games.errors import IllegalActionError
from games.laws import implements
from games.poker import hands as _hands

__all__ = ["Ruling", "Irregularity", "IRREGULARITIES", "CatalogueEntry", "rule", "who_decides", "evidence_order"]


def _l(*ns: object) -> tuple[str, ...]:
    return tuple(f"peel-poker:{n}" for n in ns)


@dataclass(frozen=True)
class Ruling:
    """A decision: ``decision`` (text), ``laws`` (ids), ``remedy`` (short code),
    ``decided_by`` (seat of the person who decides a dispute, if any), ``details``."""

    decision: str
    laws: tuple[str, ...]
    remedy: str
    decided_by: Optional[int] = None
    details: tuple = ()

    def __str__(self) -> str:
        return f"{self.decision} ({', '.join(self.laws)})"


@dataclass(frozen=True)
class Irregularity:
    """Base class of the irregularities (each holds the facts the laws turn on)."""


_RULES: dict[type, Callable] = {}


def _rules_for(cls):
    def deco(fn):
        _RULES[cls] = fn
        return fn

    return deco


# ---------------------------------------------------------------------------
# The irregularities
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class WrongPack(Irregularity):
    """A pack other than the ordinary fifty-two cards."""

    cards: int = 32


@dataclass(frozen=True)
class TieForDeal(Irregularity):
    """Two or more players draw equal cards for the deal."""

    lowest: bool = True


@dataclass(frozen=True)
class ShuffleDemanded(Irregularity):
    """A player demands to shuffle; the dealer wants the last shuffle."""

    by_dealer: bool = False


@dataclass(frozen=True)
class NotShuffledOrCutProperly(Irregularity):
    """The dealer did not shuffle, or the wrong player cut."""

    cut_by_right_hand_player: bool = False


@dataclass(frozen=True)
class ShuffledFaceUp(Irregularity):
    """The cards are shuffled face upwards, or below the table."""


@dataclass(frozen=True)
class DealtFaceUp(Irregularity):
    """A card is dealt face upwards, or not placed in front of its player."""


@dataclass(frozen=True)
class DealtOutOfOrder(Irregularity):
    """The dealer deals out of turn, or more than one card at a time."""


@dataclass(frozen=True)
class DealtWithoutCut(Irregularity):
    """The cards are dealt without the pack having been cut."""

    pointed_out_before_deal_finished: bool = True


@dataclass(frozen=True)
class CardFaceUpInPack(Irregularity):
    """A card is found face upwards in the pack."""

    before_deal_finished: bool = True


@dataclass(frozen=True)
class CardExposedInDealing(Irregularity):
    """The dealer accidentally exposes a card while dealing; the player wants another."""


@dataclass(frozen=True)
class WrongNumberDealt(Irregularity):
    """A player has more or less than five cards dealt to him."""

    announced_before_raised: bool = True
    someone_spoke_to_dealer: bool = False
    player: Optional[int] = None


@dataclass(frozen=True)
class SpokeToDealer(Irregularity):
    """A player speaks to the dealer, or distracts him, while he deals."""

    foul_hand_dealt: bool = False


@dataclass(frozen=True)
class DealFinishedQuestion(Irregularity):
    """Is the deal finished?  (It matters for laws 8-10.)"""

    every_player_has_five: bool = True


@dataclass(frozen=True)
class WrongDealer(Irregularity):
    """The wrong player deals, or the dealer who has passed will not deal."""

    dealer_retired: bool = False


@dataclass(frozen=True)
class AnteTooLarge(Irregularity):
    """The ante exceeds half the limit."""

    ante: int = 6
    limit: int = 10


@dataclass(frozen=True)
class AnteNotBeforeDeal(Irregularity):
    """The ante is staked after the deal, or by a player other than the one left of the dealer."""


@dataclass(frozen=True)
class StraddleOutOfTurn(Irregularity):
    """A player straddles though the player left of the ante did not, or out of turn."""

    first_straddled: bool = False


@dataclass(frozen=True)
class StraddleTooLarge(Irregularity):
    """The straddles would take the ante above half the limit."""

    amount: int = 6
    limit: int = 10


@dataclass(frozen=True)
class FirstSayDisputed(Irregularity):
    """Who has first (and last) say after the deal?"""

    straddled: bool = False


@dataclass(frozen=True)
class OpeningTooSmall(Irregularity):
    """The game is opened with less than double the ante."""

    stake: int = 1
    ante: int = 1


@dataclass(frozen=True)
class NotMadeGood(Irregularity):
    """A player comes in without making his stake good to the preceding player's."""


@dataclass(frozen=True)
class RetakesPassedHand(Irregularity):
    """A player who passed takes up his cards again."""


@dataclass(frozen=True)
class DivulgesRetiredHand(Irregularity):
    """A retired player tells his cards or the value of his hand."""


@dataclass(frozen=True)
class GameNotOpened(Irregularity):
    """Nobody opens the game."""

    jackpot_level: int = 0


@dataclass(frozen=True)
class FalseOpener(Irregularity):
    """A jack-pot is opened without the minimum hand."""

    opener_wins: bool = True
    jackpot_level: int = 1


@dataclass(frozen=True)
class DrawOutOfTurn(Irregularity):
    """A player draws before his turn."""


@dataclass(frozen=True)
class DrawWithoutMakingGood(Irregularity):
    """A player draws without having made his stake equal to the highest."""


@dataclass(frozen=True)
class RetakesDiscard(Irregularity):
    """A player takes back a card he discarded."""


@dataclass(frozen=True)
class NoDiscardInTurn(Irregularity):
    """A player lets his turn to draw pass without discarding, then wants to draw."""


@dataclass(frozen=True)
class DrawGivenFaceUp(Irregularity):
    """The dealer does not give the cards demanded face downwards from the top."""


@dataclass(frozen=True)
class CardExposedInDraw(Irregularity):
    """The dealer exposes a card in giving the cards demanded."""


@dataclass(frozen=True)
class PackShort(Irregularity):
    """The pack has not cards enough for every player's draw."""


@dataclass(frozen=True)
class TooManyGiven(Irregularity):
    """The dealer gives more cards than were demanded."""

    pointed_out_before_raised: bool = True


@dataclass(frozen=True)
class TooFewGiven(Irregularity):
    """The dealer gives fewer cards than were demanded."""

    pointed_out_before_raised: bool = True


@dataclass(frozen=True)
class WrongNumberDemanded(Irregularity):
    """A player demands more or fewer cards than he discarded."""

    dealer_gave: str = "demanded"  # or "discarded"


@dataclass(frozen=True)
class DemandDisputed(Irregularity):
    """A player and the dealer dispute the number of cards demanded."""

    disputant: int = 1
    dealer: int = 0
    players: int = 4
    witnesses: frozenset = frozenset({1, 2, 3})


@dataclass(frozen=True)
class DealerDrewWrongNumber(Irregularity):
    """The dealer draws more or fewer cards than he discarded."""


@dataclass(frozen=True)
class FoulHandAfterDraw(Irregularity):
    """After the draw a raised hand is found to hold more or less than five cards."""


@dataclass(frozen=True)
class AskDealerDraw(Irregularity):
    """A player asks the dealer how many cards he drew."""

    raised_or_bet: bool = False


@dataclass(frozen=True)
class AskDealerOthersDraw(Irregularity):
    """A player asks the dealer how many cards another player drew."""


@dataclass(frozen=True)
class BetOutsidePool(Irregularity):
    """A bet is kept in front of the player instead of being put in the pool."""


@dataclass(frozen=True)
class BettingOutOfTurn(Irregularity):
    """A player bets before his turn, then wants the bet back."""


@dataclass(frozen=True)
class TooLittleStaked(Irregularity):
    """After the draw a player, at his turn, stakes less than the preceding player."""


@dataclass(frozen=True)
class BetStatedNotDeposited(Irregularity):
    """A player says he bets one sum and deposits another."""


@dataclass(frozen=True)
class StatementOfIntention(Irregularity):
    """A player said he would bet (or would not) and now does otherwise."""


@dataclass(frozen=True)
class UncalledBet(Irregularity):
    """A bet or raise that nobody calls: must the bettor show?"""


@dataclass(frozen=True)
class ShowOutOfOrder(Irregularity):
    """The hands are shown out of turn, or a player refuses to show at the call."""


@dataclass(frozen=True)
class ShortOfFunds(Irregularity):
    """A player whose bet is raised has not the funds to call."""

    borrowed_to_raise: bool = False


@dataclass(frozen=True)
class ShortPlayerStopsGame(Irregularity):
    """A player who demanded a show for a sum wants the betting to stop, or shows at once."""


@dataclass(frozen=True)
class BetWithFoulHand(Irregularity):
    """A player has bet with a foul hand."""


@dataclass(frozen=True)
class FoulHandAtEnd(Irregularity):
    """A foul hand is found at the end of the game."""

    other_players: int = 1


@dataclass(frozen=True)
class HandsDisputed(Irregularity):
    """Which of the hands shown is the best?  ``hands``: card texts, e.g. ``("AS 2H 3D 4C 5S", "9H 10H JC QD KS")``."""

    hands: tuple = ("AS 2H 3D 4C 5S", "9H 10H JC QD KS")


@dataclass(frozen=True)
class TiedHands(Irregularity):
    """Two or more players hold hands identical in value."""

    sharers: int = 2
    pool: int = 10


@dataclass(frozen=True)
class Dispute(Irregularity):
    """A dispute at the table: who decides it, and how."""

    disputants: frozenset = frozenset({1, 2})
    dealer: int = 0
    players: int = 4
    on_fact: bool = True


@dataclass(frozen=True)
class WaivedRuleClaimed(Irregularity):
    """A rule once waived by agreement is claimed to be waived again as of right."""


@dataclass(frozen=True)
class AbrogationDisputed(Irregularity):
    """A rule set aside for the sitting: by whom, and for how long."""

    unanimous: bool = True
    before_play: bool = True
    players_changed: bool = False


# ---------------------------------------------------------------------------
# The rulings
# ---------------------------------------------------------------------------


@_rules_for(WrongPack)
def _(g, i: WrongPack) -> Ruling:
    if i.cards == 52:
        return Ruling("A pack of fifty-two cards is the ordinary pack the game is played with: "
                      "there is no irregularity.", _l(1), "no-effect")
    return Ruling(f"The game is played with the ordinary pack of fifty-two cards, not {i.cards}.", _l(1), "refused")


@_rules_for(TieForDeal)
def _(g, i: TieForDeal) -> Ruling:
    if i.lowest:
        return Ruling("The players who tied with the lowest cards, and they only, draw again for the deal (ace lowest).", _l(2), "draw-again")
    return Ruling("A tie that is not for the lowest card does not matter: the lowest card deals.", _l(2), "no-effect")


@_rules_for(ShuffleDemanded)
def _(g, i: ShuffleDemanded) -> Ruling:
    if i.by_dealer:
        return Ruling("The dealer has the right to the last shuffle before the cut.", _l(3), "dealer-shuffles-last")
    return Ruling("Any player may demand to shuffle; the dealer may shuffle again after him.", _l(3), "player-may-shuffle")


@_rules_for(NotShuffledOrCutProperly)
def _(g, i: NotShuffledOrCutProperly) -> Ruling:
    if i.cut_by_right_hand_player:
        return Ruling("The dealer must shuffle before every deal; the player on his right cuts.", _l(4), "shuffle-and-cut")
    return Ruling("The pack is cut by the player on the right of the dealer, no other.", _l(4), "cut-again")


@_rules_for(ShuffledFaceUp)
def _(g, i) -> Ruling:
    return Ruling(
        "The cards must be shuffled face downwards, above the table; the law fixes no penalty, and any player may demand to shuffle.",
        _l(5, 3),
        "shuffle-again",
    )


@_rules_for(DealtFaceUp)
def _(g, i) -> Ruling:
    return Ruling(
        "Cards are dealt face downwards and placed in front of their players; a card the dealer exposes is accepted as if it had not been.",
        _l(6, 11),
        "accept",
    )


@_rules_for(DealtOutOfOrder)
def _(g, i) -> Ruling:
    return Ruling(
        "The dealer gives one card at a time from the top, from right to left, beginning at his left; the law fixes no "
        "penalty for a card out of order, but a hand of more or less than five is a misdeal if announced before it is raised, "
        "and foul after.",
        _l(7, 12, 13),
        "see-count",
    )


@_rules_for(DealtWithoutCut)
def _(g, i: DealtWithoutCut) -> Ruling:
    before = i.pointed_out_before_deal_finished
    if g is not None and hasattr(g, "deal_finished"):
        before = not g.deal_finished
    if before:
        return Ruling("A misdeal: there shall be a new deal by the same dealer.", _l(8), "misdeal")
    return Ruling("Not pointed out before the deal was finished: the deal stands.", _l(9), "deal-stands")


@_rules_for(CardFaceUpInPack)
def _(g, i: CardFaceUpInPack) -> Ruling:
    before = i.before_deal_finished
    if g is not None and hasattr(g, "deal_finished"):
        before = not g.deal_finished
    if before:
        return Ruling("A misdeal: there shall be a new deal by the same dealer.", _l(10), "misdeal")
    return Ruling(
        "Law 10 covers only the deal; a card found face up in the pack in the draw is an exposed card: it goes back to the "
        "pack and is not given to the player.",
        _l(10, 40),
        "return-to-pack",
    )


@_rules_for(CardExposedInDealing)
def _(g, i) -> Ruling:
    return Ruling(
        "The player accepts the exposed card as though it had not been exposed; neither he nor the dealer may exchange it, "
        "except by discarding it in the draw.",
        _l(11),
        "accept",
    )


@_rules_for(WrongNumberDealt)
def _(g, i: WrongNumberDealt) -> Ruling:
    if i.announced_before_raised:
        return Ruling("Announced before the cards were raised: a misdeal, a new deal by the same dealer.", _l(12), "misdeal")
    if i.someone_spoke_to_dealer:
        return Ruling(
            "A foul hand: its holder lays his cards face down and retires, forfeiting his stake, which stays in the pool; the "
            "player who spoke to the dealer while he dealt, not the dealer, refunds him his ante or straddle.",
            _l(13, 14, 16),
            "foul-hand",
        )
    return Ruling(
        "A foul hand: its holder lays his cards face down and retires, forfeiting his stake, which stays in the pool; the "
        "dealer refunds him the amount of his ante or straddle only.",
        _l(13, 14),
        "foul-hand",
    )


@_rules_for(SpokeToDealer)
def _(g, i: SpokeToDealer) -> Ruling:
    if i.foul_hand_dealt:
        return Ruling(
            "No player may speak to the dealer while he deals; since a foul hand was dealt, the player who spoke, not the "
            "dealer, refunds its holder's ante or straddle.",
            _l(15, 16, 14),
            "speaker-refunds",
        )
    return Ruling(
        "No player may speak to the dealer while he deals; should a foul hand be dealt in this deal, the player who spoke "
        "refunds its ante or straddle.",
        _l(15, 16),
        "warning",
    )


@_rules_for(DealFinishedQuestion)
def _(g, i: DealFinishedQuestion) -> Ruling:
    if i.every_player_has_five:
        return Ruling("The deal is finished: every player has received five cards.", _l(17), "finished")
    return Ruling("The deal is not finished until every player has received five cards.", _l(17), "not-finished")


@_rules_for(WrongDealer)
def _(g, i: WrongDealer) -> Ruling:
    if i.dealer_retired:
        return Ruling("A dealer who passes and retires still does his duty as dealer in that game.", _l(18), "dealer-continues")
    return Ruling("The deal passes to the left: the player left of the last dealer deals the next game.", _l(18), "proper-dealer")


@_rules_for(AnteTooLarge)
def _(g, i: AnteTooLarge) -> Ruling:
    if i.ante * 2 > i.limit:
        return Ruling(f"An ante of {i.ante} exceeds one-half the limit ({i.limit}); it must be reduced.", _l(19), "refused")
    return Ruling(f"An ante of {i.ante} is within one-half the limit ({i.limit}).", _l(19), "stands")


@_rules_for(AnteNotBeforeDeal)
def _(g, i) -> Ruling:
    return Ruling("The ante is staked by the player to the left of the dealer before the cards are dealt.", _l(20), "ante-first")


@_rules_for(StraddleOutOfTurn)
def _(g, i: StraddleOutOfTurn) -> Ruling:
    if not i.first_straddled:
        return Ruling(
            "The right to straddle belongs to the player left of the ante; as he did not straddle, no other player may.",
            _l(21),
            "refused",
        )
    return Ruling(
        "After the first straddle, each succeeding player in turn, ending with the dealer, may increase the straddle by the "
        "amount of the ante; no one out of turn.",
        _l(21),
        "in-turn",
    )


@_rules_for(StraddleTooLarge)
def _(g, i: StraddleTooLarge) -> Ruling:
    if i.amount * 2 > i.limit:
        return Ruling(f"Straddles may not take the ante above one-half the limit ({i.limit}); {i.amount} is refused.", _l(22), "refused")
    return Ruling(f"A straddle to {i.amount} is within one-half the limit.", _l(22), "stands")


@_rules_for(FirstSayDisputed)
def _(g, i: FirstSayDisputed) -> Ruling:
    if i.straddled:
        return Ruling(
            "The player left of the last straddler has first say; the last straddler has the last say.", _l(24), "first-say"
        )
    return Ruling("The player left of the ante has first say after the deal; the ante has the last say.", _l(23), "first-say")


@_rules_for(OpeningTooSmall)
def _(g, i: OpeningTooSmall) -> Ruling:
    if i.stake < 2 * i.ante:
        return Ruling(f"The game is opened with at least double the ante ({2 * i.ante}), not {i.stake}.", _l(25), "refused")
    return Ruling("The opening stake is at least double the ante.", _l(25), "stands")


@_rules_for(NotMadeGood)
def _(g, i) -> Ruling:
    return Ruling("A player who plays must at least make good his stake to that of the preceding player.", _l(26), "make-good")


@_rules_for(RetakesPassedHand)
def _(g, i) -> Ruling:
    return Ruling(
        "A player who passed may not take his cards again: he has forfeited his stake and his right to play in that game.",
        _l(27),
        "retired",
    )


@_rules_for(DivulgesRetiredHand)
def _(g, i) -> Ruling:
    return Ruling(
        "A retired player shall not divulge his cards or the value of his hand; the law fixes no penalty, and the program "
        "never shows a retired hand.",
        _l(28),
        "conduct",
    )


@_rules_for(GameNotOpened)
def _(g, i: GameNotOpened) -> Ruling:
    lvl = i.jackpot_level if g is None or not hasattr(g, "level") else g.level
    if lvl <= 0:
        return Ruling(
            "The ante and straddles stay in the pool and the next game is a jack-pot, opened only with two knaves or better.",
            _l(29, 30),
            "jackpot",
        )
    need = ("queens", "kings", "kings")[min(lvl, 3) - 1]
    return Ruling(
        f"Every player pays the ante again and the next game is a jack-pot that opens only with two {need} or better.",
        _l(31, 32),
        "jackpot",
    )


@_rules_for(FalseOpener)
def _(g, i: FalseOpener) -> Ruling:
    if not i.opener_wins:
        return Ruling(
            "The opener did not win, so law 33 does not call for his hand; the winner takes the pool.", _l(33, 59), "no-penalty"
        )
    return Ruling(
        "The opener who wins shows his hand; without the minimum (two knaves, or as laws 31-32 require) he does not claim "
        "the pool, pays double the ante into it, and the next game is a jack-pot as if this one had not been opened.",
        _l(33, 30, 31, 32),
        "penalty",
    )


@_rules_for(DrawOutOfTurn)
def _(g, i) -> Ruling:
    return Ruling("The player left of the dealer draws first, and the turn passes to the left.", _l(34, 35), "in-turn")


@_rules_for(DrawWithoutMakingGood)
def _(g, i) -> Ruling:
    return Ruling(
        "Before drawing a player makes his stake equal to the highest on the table, and discards as many as he will draw.",
        _l(36),
        "make-good",
    )


@_rules_for(RetakesDiscard)
def _(g, i) -> Ruling:
    return Ruling("Discards lie face downwards and are never taken back into the hand.", _l(37), "refused")


@_rules_for(NoDiscardInTurn)
def _(g, i) -> Ruling:
    return Ruling("A player who did not discard when it was his turn to draw has forfeited his right to draw.", _l(38), "no-draw")


@_rules_for(DrawGivenFaceUp)
def _(g, i) -> Ruling:
    return Ruling(
        "After the discard the dealer places the number asked for in front of the player, face downwards, from the top of "
        "the pack; exposed cards go back to the pack.",
        _l(39, 40),
        "return-to-pack",
    )


@_rules_for(CardExposedInDraw)
def _(g, i) -> Ruling:
    return Ruling(
        "The exposed card or cards go back to the pack and are not given to the player; he is served from the top.",
        _l(40),
        "return-to-pack",
    )


@_rules_for(PackShort)
def _(g, i) -> Ruling:
    return Ruling(
        "Those who have yet to discard do so and announce their number, the dealer discards too; the dealer collects all "
        "the discards, shuffles them, has them cut by the player on his right, and serves the players from them.",
        _l(41),
        "collect-discards",
    )


@_rules_for(TooManyGiven)
def _(g, i: TooManyGiven) -> Ruling:
    if i.pointed_out_before_raised:
        return Ruling("The dealer takes back the cards given in excess and returns them to the pack.", _l(42), "take-back")
    return Ruling("The cards were raised: a hand of more than five is foul; its holder retires and forfeits his stake.", _l(42, 48), "foul-hand")


@_rules_for(TooFewGiven)
def _(g, i: TooFewGiven) -> Ruling:
    if i.pointed_out_before_raised:
        return Ruling("The dealer makes good the deficiency.", _l(43), "make-good")
    return Ruling("The cards were raised: a hand of fewer than five is foul; its holder retires and forfeits his stake.", _l(43, 48), "foul-hand")


@_rules_for(WrongNumberDemanded)
def _(g, i: WrongNumberDemanded) -> Ruling:
    if i.dealer_gave == "discarded":
        return Ruling(
            "The dealer need not give a wrong number demanded: he may look at the discards and give that number.", _l(44), "stands"
        )
    return Ruling(
        "He was given the wrong number he demanded: his hand is foul, raised or not; he retires and forfeits his stake.",
        _l(45),
        "foul-hand",
    )


@implements("peel-poker:46", "peel-poker:79")
def evidence_order(dealer: int, disputant: int, players: int) -> list[int]:
    """Law 46: the person at the dealer's left (unless he is the disputant),
    then the person at the dealer's right, then each person in turn from the
    disputant's left; law 79: whoever can give evidence must."""
    order = []
    left = (dealer + 1) % players
    right = (dealer - 1) % players
    if left != disputant:
        order.append(left)
    if right != disputant and right not in order and right != dealer:
        order.append(right)
    for k in range(1, players):
        s = (disputant + k) % players
        if s not in order and s not in (dealer, disputant):
            order.append(s)
    return order


@_rules_for(DemandDisputed)
def _(g, i: DemandDisputed) -> Ruling:
    dealer, n = i.dealer, i.players
    if g is not None and hasattr(g, "dealer"):
        dealer, n = g.dealer, g.n
    order = evidence_order(dealer, i.disputant, n)
    w = next((s for s in order if s in i.witnesses), None)
    if w is None:
        return Ruling(
            "Nobody at the table can give evidence: the disputing player is held to have demanded the proper number.",
            _l(46),
            "proper-number",
        )
    return Ruling(f"The evidence of seat {w} decides the number demanded, and is conclusive.", _l(46, 79), "evidence", decided_by=w)


@_rules_for(DealerDrewWrongNumber)
def _(g, i) -> Ruling:
    return Ruling(
        "The dealer is held to have demanded the improper number: his hand is foul, and he retires and forfeits his stake.",
        _l(47),
        "foul-hand",
    )


@_rules_for(FoulHandAfterDraw)
def _(g, i) -> Ruling:
    return Ruling("A foul hand: the player retires and forfeits his stake in that game.", _l(48), "foul-hand")


@_rules_for(AskDealerDraw)
def _(g, i: AskDealerDraw) -> Ruling:
    if i.raised_or_bet:
        return Ruling(
            "Having raised his drawn cards or bet, he has forfeited the right to ask how many the dealer drew.", _l(50), "refused"
        )
    return Ruling("Before raising his hand, a player who has drawn may ask, and the dealer answers correctly.", _l(49), "answer")


@_rules_for(AskDealerOthersDraw)
def _(g, i) -> Ruling:
    return Ruling("The dealer gives no information as to the number of cards drawn by any other player.", _l(51), "refused")


@_rules_for(BetOutsidePool)
def _(g, i) -> Ruling:
    return Ruling("All bets are deposited in the pool.", _l(52, 56), "into-pool")


@_rules_for(BettingOutOfTurn)
def _(g, i) -> Ruling:
    return Ruling("A bet once made, in turn or not, cannot be recalled.", _l(55, 53), "stands")


@_rules_for(TooLittleStaked)
def _(g, i) -> Ruling:
    return Ruling(
        "A player who at his turn does not stake at least as much as the preceding player lays down his cards, retires and "
        "forfeits his stake.",
        _l(53, 54),
        "retire",
    )


@_rules_for(BetStatedNotDeposited)
def _(g, i) -> Ruling:
    return Ruling(
        "The bet is the amount actually deposited; what he said he meant to deposit is of no value.", _l(56), "deposit-counts"
    )


@_rules_for(StatementOfIntention)
def _(g, i) -> Ruling:
    return Ruling(
        "A statement of an intention to bet, or not to, does not take away his right to bet or pass when his turn comes.",
        _l(57),
        "no-effect",
    )


@_rules_for(UncalledBet)
def _(g, i) -> Ruling:
    return Ruling("Nobody called or raised: the bettor wins the pool and need not show his hand.", _l(58), "wins")


@_rules_for(ShowOutOfOrder)
def _(g, i) -> Ruling:
    return Ruling(
        "When the bets are equal every player in turn, from the left of the last player, shows his hand; the best hand wins.",
        _l(59),
        "show-in-turn",
    )


@_rules_for(ShortOfFunds)
def _(g, i: ShortOfFunds) -> Ruling:
    if i.borrowed_to_raise:
        return Ruling("He borrowed to raise, so he must borrow to call: no show for a sum.", _l(62, 60), "borrow-to-call")
    return Ruling(
        "He may deposit all he has and demand a show for that amount; if he proves to hold the best hand he takes the ante, "
        "the straddles and a sum equal to his stake from every player in the game when he demanded the show; the next best "
        "hand takes the rest.",
        _l(60, 61),
        "show-for-sum",
    )


@_rules_for(ShortPlayerStopsGame)
def _(g, i) -> Ruling:
    return Ruling(
        "A show for a sum does not stop the game: the others may go on betting, and he shows his hand only when the game is over.",
        _l(61),
        "game-goes-on",
    )


@_rules_for(BetWithFoulHand)
def _(g, i) -> Ruling:
    return Ruling("A player who bet with a foul hand loses his stake.", _l(63), "forfeit")


@_rules_for(FoulHandAtEnd)
def _(g, i: FoulHandAtEnd) -> Ruling:
    if i.other_players <= 1:
        return Ruling("The foul hand forfeits its stake; the only other player claims the pool.", _l(64), "other-wins")
    return Ruling("The foul hand forfeits its stake; the best of the other hands claims the pool.", _l(64), "best-other-wins")


_CATEGORY_LAW = {
    _hands.SEQUENCE_FLUSH: 66,
    _hands.FOURS: 67,
    _hands.FULL: 68,
    _hands.FLUSH: 69,
    _hands.SEQUENCE: 70,
    _hands.THREES: 72,
    _hands.TWO_PAIRS: 73,
    _hands.PAIR: 74,
    _hands.NO_PAIR: 75,
}


@_rules_for(HandsDisputed)
def _(g, i: HandsDisputed) -> Ruling:
    rules = g.rules.hands if g is not None and hasattr(g, "rules") else _hands.PEEL
    values = [_hands.evaluate(h, rules) for h in i.hands]
    best = max(values)
    winners = [k for k, v in enumerate(values) if v == best]
    cats = {v.rank for v in values}
    laws = [65] if len(cats) > 1 else [_CATEGORY_LAW[best.rank]]
    if best.rank in (_hands.SEQUENCE, _hands.SEQUENCE_FLUSH) or any(v.rank in (_hands.SEQUENCE, _hands.SEQUENCE_FLUSH) for v in values):
        laws.append(71)
    if len(winners) > 1:
        laws.append(76)
        text = f"Hands {', '.join(str(k + 1) for k in winners)} are identical in value ({best.category}): they share the pool."
        remedy = "share"
    else:
        text = f"Hand {winners[0] + 1} is the best: {best}."
        remedy = "best-hand"
    return Ruling(text, _l(*laws), remedy, details=tuple(str(v) for v in values))


@_rules_for(TiedHands)
def _(g, i: TiedHands) -> Ruling:
    share, odd = divmod(i.pool, i.sharers)
    extra = f"; the odd {odd} chip(s) go one each to the sharers in turn from the dealer's left (editorial reading)" if odd else ""
    return Ruling(f"The {i.sharers} players share the pool equally: {share} each{extra}.", _l(76), "share")


@implements("peel-poker:77", "peel-poker:78")
def who_decides(dealer: int, disputants, players: int) -> int:
    """Law 77: the dealer decides, unless he is a disputant; law 78: then the
    person on his left, and if he too disputes, the person on his right."""
    d = set(disputants)
    for s in (dealer, (dealer + 1) % players, (dealer - 1) % players):
        if s not in d:
            return s
    raise IllegalActionError("the dealer and both his neighbours are disputants: the laws name no one else", "peel-poker:78")


@_rules_for(Dispute)
def _(g, i: Dispute) -> Ruling:
    dealer, n = i.dealer, i.players
    if g is not None and hasattr(g, "dealer"):
        dealer, n = g.dealer, g.n
    judge = who_decides(dealer, i.disputants, n)
    laws = _l(77) if judge == dealer else _l(77, 78)
    how = (
        "on a matter of fact the decision is final and binding"
        if i.on_fact
        else "on a matter of law the laws are interpreted literally, not by implication"
    )
    return Ruling(
        f"Seat {judge} decides the dispute ({how}); he may appeal to anyone at the table for evidence, who must give it if he can.",
        laws + _l(79),
        "decided",
        decided_by=judge,
    )


@_rules_for(WaivedRuleClaimed)
def _(g, i) -> Ruling:
    return Ruling(
        "A rule waived by agreement on one occasion cannot be claimed to be waived on another similar occasion.", _l(80), "refused"
    )


@_rules_for(AbrogationDisputed)
def _(g, i: AbrogationDisputed) -> Ruling:
    if not i.unanimous or not i.before_play:
        return Ruling(
            "The rules bind every player unless a departure was agreed unanimously before play began.", _l(81), "rule-binds"
        )
    if i.players_changed:
        return Ruling("The players have changed: the abrogation no longer holds.", _l(81), "rule-binds")
    return Ruling("The abrogation holds for this sitting only, while the players are the same.", _l(81), "abrogated")


# ---------------------------------------------------------------------------
# The entry point and the catalogue
# ---------------------------------------------------------------------------


@implements("peel-poker:77")
def rule(game_or_state, irregularity: Irregularity) -> Ruling:
    """The ruling on ``irregularity`` (the dealer's decision under law 77,
    interpreting the laws literally).  ``game_or_state``: a
    :class:`~games.poker.engine.Game` (facts are taken from it where it knows
    them) or ``None``."""
    fn = _RULES.get(type(irregularity))
    if fn is None:
        raise IllegalActionError(f"{irregularity!r} is not an irregularity the laws name", "peel-poker:77")
    return fn(game_or_state, irregularity)


@dataclass(frozen=True)
class CatalogueEntry:
    name: str
    kind: type
    description: str
    example: str


def _entry(cls, example: str) -> CatalogueEntry:
    name = "".join(" " + c.lower() if c.isupper() else c for c in cls.__name__).strip()
    return CatalogueEntry(name, cls, (cls.__doc__ or "").strip().splitlines()[0], example)


#: Every irregularity the laws name: (name, type, description, example).
IRREGULARITIES: tuple[CatalogueEntry, ...] = (
    _entry(WrongPack, "The host brings a piquet pack of thirty-two cards."),
    _entry(TieForDeal, "Ann and Bob both draw a two for the deal; Cy drew a five."),
    _entry(ShuffleDemanded, "Bob shuffles after the dealer; the dealer wants to shuffle once more."),
    _entry(NotShuffledOrCutProperly, "The player at the dealer's left cuts the pack."),
    _entry(ShuffledFaceUp, "The dealer shuffles the cards face up in his lap."),
    _entry(DealtFaceUp, "The dealer throws Cy's third card face up across the table."),
    _entry(DealtOutOfOrder, "The dealer gives Di two cards at once."),
    _entry(DealtWithoutCut, "Ann notices after three cards each that nobody cut the pack."),
    _entry(CardFaceUpInPack, "A card is found face upwards in the pack before the deal is finished."),
    _entry(CardExposedInDealing, "The queen of hearts flips over as it is dealt to Bob; he wants another card."),
    _entry(WrongNumberDealt, "Cy counts six cards in front of him before taking them up."),
    _entry(SpokeToDealer, "Bob talks to the dealer during the deal; later Di is found to have four cards."),
    _entry(DealFinishedQuestion, "Is the deal over when the dealer stops, with Ann holding four?"),
    _entry(WrongDealer, "The dealer passed; now he says someone else should give the cards in the draw."),
    _entry(AnteTooLarge, "With a limit of ten the player left of the dealer puts up six as ante."),
    _entry(AnteNotBeforeDeal, "The player left of the dealer wants to ante after seeing his cards."),
    _entry(StraddleOutOfTurn, "The player left of the ante declines to straddle; the next player straddles."),
    _entry(StraddleTooLarge, "With a limit of ten, the straddles reach six."),
    _entry(FirstSayDisputed, "The ante was straddled twice: who speaks first?"),
    _entry(OpeningTooSmall, "With an ante of one, Ann opens for one."),
    _entry(NotMadeGood, "After an opening of four Bob puts in two and wants to draw."),
    _entry(RetakesPassedHand, "Cy passes, then picks up his cards again when he sees the pool."),
    _entry(DivulgesRetiredHand, "Having passed, Di says he threw away two kings."),
    _entry(GameNotOpened, "Every player passes."),
    _entry(FalseOpener, "Ann opened the jack-pot with a pair of tens and won it."),
    _entry(DrawOutOfTurn, "The dealer serves Bob before Ann, who sits at his left."),
    _entry(DrawWithoutMakingGood, "Cy discards before making good his stake to the raise."),
    _entry(RetakesDiscard, "Bob takes back a card he had discarded."),
    _entry(NoDiscardInTurn, "Di let his turn to draw go by and now wants three cards."),
    _entry(DrawGivenFaceUp, "The dealer deals the draw face up."),
    _entry(CardExposedInDraw, "The dealer turns up a card while giving Cy his three."),
    _entry(PackShort, "Seven players draw; the pack runs out before the dealer's turn."),
    _entry(TooManyGiven, "Ann asked for two and received three, still on the table."),
    _entry(TooFewGiven, "Bob asked for three and received two, still on the table."),
    _entry(WrongNumberDemanded, "Cy discarded two and asked for three; the dealer gave three."),
    _entry(DemandDisputed, "Di says he asked for two; the dealer says three."),
    _entry(DealerDrewWrongNumber, "The dealer discards two and takes three."),
    _entry(FoulHandAfterDraw, "After raising his cards Ann finds six in his hand."),
    _entry(AskDealerDraw, "Bob, before lifting his draw, asks how many the dealer took."),
    _entry(AskDealerOthersDraw, "Cy asks the dealer how many cards Ann drew."),
    _entry(BetOutsidePool, "Di keeps his bet in front of him instead of in the pool."),
    _entry(BettingOutOfTurn, "Ann bets before Bob, whose turn it was, then wants her chips back."),
    _entry(TooLittleStaked, "After the draw Bob puts in less than Ann's bet."),
    _entry(BetStatedNotDeposited, "Cy says 'five' but puts in three."),
    _entry(StatementOfIntention, "Di said 'I shall pass', and now bets."),
    _entry(UncalledBet, "Ann raises and everybody throws up: must she show?"),
    _entry(ShowOutOfOrder, "The bets are equal and Bob refuses to show first."),
    _entry(ShortOfFunds, "Cy is raised ten and has four chips left."),
    _entry(ShortPlayerStopsGame, "Di, having demanded a show for his last chips, wants the betting stopped."),
    _entry(BetWithFoulHand, "Bob bet with six cards in his hand."),
    _entry(FoulHandAtEnd, "At the show Ann's hand has four cards."),
    _entry(HandsDisputed, "A-2-3-4-5 against 9-10-J-Q-K: which sequence is higher?"),
    _entry(TiedHands, "Two players show identical sequences."),
    _entry(Dispute, "Bob and the dealer dispute whether Cy's bet was made."),
    _entry(WaivedRuleClaimed, "The straddle limit was waived last game; Ann claims it again."),
    _entry(AbrogationDisputed, "The table set aside law 33 at the start; a new player has joined."),
)
