"""The ante, the straddle, the play and the jack-pot: Peel's Rules 19-33.

Each irregularity is a frozen dataclass of the facts the laws turn on; each
ruling is registered with :data:`~games.poker.rulings.REFEREE` and tagged with
the laws it decides.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.laws import implements
from games.poker import law_words as W
from games.poker.rulings import REFEREE, PokerRemedy, Irregularity, Ruling, at_least, peel

__all__ = ['AnteTooLarge', 'AnteNotBeforeDeal', 'StraddleOutOfTurn', 'StraddleTooLarge', 'FirstSayDisputed', 'OpeningTooSmall', 'NotMadeGood', 'RetakesPassedHand', 'DivulgesRetiredHand', 'GameNotOpened', 'FalseOpener']


@dataclass(frozen=True)
class AnteTooLarge(Irregularity):
    """The ante exceeds half the limit."""

    ante: int = 6
    limit: int = 10

    def validate(self) -> None:
        super().validate()
        at_least(self, "peel-poker:19", ante=1, limit=1)


@REFEREE.rules(AnteTooLarge, example="With a limit of ten the player left of the dealer puts up six as ante.")
@implements("peel-poker:19")
def rule_ante_too_large(g, i: AnteTooLarge) -> Ruling:
    if i.ante * 2 > i.limit:
        return Ruling(f"An ante of {i.ante} exceeds one-half the limit ({i.limit}); it must be reduced.", peel(19), PokerRemedy.REFUSED)
    return Ruling(f"An ante of {i.ante} is within one-half the limit ({i.limit}).", peel(19), PokerRemedy.STANDS)


@dataclass(frozen=True)
class AnteNotBeforeDeal(Irregularity):
    """The ante is staked after the deal, or by a player other than the one left of the dealer."""


@REFEREE.rules(AnteNotBeforeDeal, example="The player left of the dealer wants to ante after seeing the cards.")
@implements("peel-poker:20")
def rule_ante_not_before_deal(g, i) -> Ruling:
    return Ruling("The ante is staked by the player to the left of the dealer before the cards are dealt.", peel(20), PokerRemedy.ANTE_FIRST)


@dataclass(frozen=True)
class StraddleOutOfTurn(Irregularity):
    """A player straddles though the player left of the ante did not, or out of turn."""

    first_straddled: bool = False


@REFEREE.rules(StraddleOutOfTurn, example="The player left of the ante declines to straddle; the next player straddles.")
@implements("peel-poker:21")
def rule_straddle_out_of_turn(g, i: StraddleOutOfTurn) -> Ruling:
    if not i.first_straddled:
        return Ruling(
            "The right to straddle belongs to the player left of the ante; as that player did not straddle, no other player may.",
            (W.NO_STRADDLE,),
            PokerRemedy.REFUSED,
        )
    return Ruling(
        "After the first straddle, each succeeding player in turn, ending with the dealer, may increase the straddle by the "
        "amount of the ante; no one out of turn.",
        (W.STRADDLE_AGAIN,),
        PokerRemedy.IN_TURN,
    )


@dataclass(frozen=True)
class StraddleTooLarge(Irregularity):
    """The straddles would take the ante above half the limit."""

    amount: int = 6
    limit: int = 10

    def validate(self) -> None:
        super().validate()
        at_least(self, "peel-poker:22", amount=1, limit=1)


@REFEREE.rules(StraddleTooLarge, example="With a limit of ten, the straddles reach six.")
@implements("peel-poker:22")
def rule_straddle_too_large(g, i: StraddleTooLarge) -> Ruling:
    if i.amount * 2 > i.limit:
        return Ruling(f"Straddles may not take the ante above one-half the limit ({i.limit}); {i.amount} is refused.", peel(22), PokerRemedy.REFUSED)
    return Ruling(f"A straddle to {i.amount} is within one-half the limit.", peel(22), PokerRemedy.STANDS)


@dataclass(frozen=True)
class FirstSayDisputed(Irregularity):
    """Who has first (and last) say after the deal?"""

    straddled: bool = False


@REFEREE.rules(FirstSayDisputed, example="The ante was straddled twice: who speaks first?")
@implements("peel-poker:23", "peel-poker:24")
def rule_first_say_disputed(g, i: FirstSayDisputed) -> Ruling:
    if i.straddled:
        return Ruling(
            "The player left of the last straddler has first say; the last straddler has the last say.", (W.FIRST_SAY_LAST_24,), PokerRemedy.FIRST_SAY
        )
    return Ruling("The player left of the ante has first say after the deal; the ante has the last say.", (W.FIRST_SAY_LAST_23,), PokerRemedy.FIRST_SAY)


@dataclass(frozen=True)
class OpeningTooSmall(Irregularity):
    """The game is opened with less than double the ante."""

    stake: int = 1
    ante: int = 1

    def validate(self) -> None:
        super().validate()
        at_least(self, "peel-poker:25", stake=0, ante=1)


@REFEREE.rules(OpeningTooSmall, example="With an ante of one, Ann opens for one.")
@implements("peel-poker:25")
def rule_opening_too_small(g, i: OpeningTooSmall) -> Ruling:
    if i.stake < 2 * i.ante:
        return Ruling(f"The game is opened with at least double the ante ({2 * i.ante}), not {i.stake}.", peel(25), PokerRemedy.REFUSED)
    return Ruling("The opening stake is at least double the ante.", peel(25), PokerRemedy.STANDS)


@dataclass(frozen=True)
class NotMadeGood(Irregularity):
    """A player comes in without making the stake good to the preceding player's."""


@REFEREE.rules(NotMadeGood, example="After an opening of four Bob puts in two and wants to draw.")
@implements("peel-poker:26")
def rule_not_made_good(g, i) -> Ruling:
    return Ruling("A player who plays must at least make the stake good to that of the preceding player.", peel(26), PokerRemedy.MAKE_GOOD)


@dataclass(frozen=True)
class RetakesPassedHand(Irregularity):
    """A player who passed takes up the cards again."""


@REFEREE.rules(RetakesPassedHand, example="Cy passes, then picks up the cards again on seeing the pool.")
@implements("peel-poker:27")
def rule_retakes_passed_hand(g, i) -> Ruling:
    return Ruling(
        "A player who passed may not take the cards again: the stake and the right to play in that game are forfeited.",
        (W.PASS_NOT_AGAIN,),
        PokerRemedy.RETIRED,
    )


@dataclass(frozen=True)
class DivulgesRetiredHand(Irregularity):
    """A retired player tells the cards or the value of the hand."""


@REFEREE.rules(DivulgesRetiredHand, example="Having passed, Di says two kings went into the discard.")
@implements("peel-poker:28")
def rule_divulges_retired_hand(g, i) -> Ruling:
    return Ruling(
        "A retired player shall not divulge the cards or the value of the hand; the law fixes no penalty, and the program "
        "never shows a retired hand.",
        peel(28),
        PokerRemedy.CONDUCT,
    )


@dataclass(frozen=True)
class GameNotOpened(Irregularity):
    """Nobody opens the game."""

    jackpot_level: int = 0

    def validate(self) -> None:
        super().validate()
        at_least(self, "peel-poker:31", jackpot_level=0)


@REFEREE.rules(GameNotOpened, example="Every player passes.")
@implements("peel-poker:29", "peel-poker:30", "peel-poker:31", "peel-poker:32")
def rule_game_not_opened(g, i: GameNotOpened) -> Ruling:
    lvl = i.jackpot_level if g is None or not hasattr(g, "level") else g.level
    if lvl <= 0:
        return Ruling(
            "The ante and straddles stay in the pool and the next game is a jack-pot, opened only with two knaves or better.",
            ("peel-poker:29", W.JACKPOT_WHOLE),
            PokerRemedy.JACKPOT,
        )
    need = ("queens", "kings", "kings")[min(lvl, 3) - 1]
    return Ruling(
        f"Every player pays the ante again and the next game is a jack-pot that opens only with two {need} or better.",
        (W.JACKPOT_31,) if lvl == 1 else (W.JACKPOT_AGAIN, "peel-poker:32"),
        PokerRemedy.JACKPOT,
    )


@dataclass(frozen=True)
class FalseOpener(Irregularity):
    """A jack-pot is opened without the minimum hand."""

    opener_wins: bool = True
    jackpot_level: int = 1

    def validate(self) -> None:
        super().validate()
        at_least(self, "peel-poker:33", jackpot_level=1)


@REFEREE.rules(FalseOpener, example="Ann opened the jack-pot with a pair of tens and won it.")
@implements("peel-poker:30", "peel-poker:31", "peel-poker:32", "peel-poker:33", "peel-poker:59")
def rule_false_opener(g, i: FalseOpener) -> Ruling:
    lvl = i.jackpot_level if g is None or not hasattr(g, "level") else g.level
    if not i.opener_wins:
        return Ruling(
            "The opener did not win, so Rule 33 does not call for the opener's hand; the winner takes the pool.", ("peel-poker:33", W.BEST_HAND_WINS), PokerRemedy.NO_PENALTY
        )
    return Ruling(
        "The opener who wins shows the hand; without the minimum (two knaves, or as Rules 31-32 require) the opener does not "
        "claim the pool, pays double the ante into it, and the next game is a jack-pot as if this one had not been opened.",
        (W.FALSE_OPENER, f"peel-poker:{min(max(lvl, 1), 3) + 29}"),
        PokerRemedy.PENALTY,
    )
