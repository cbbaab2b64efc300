"""The betting, the show, and foul hands: Peel's Rules 52-64.

Each irregularity is a frozen dataclass of the facts the laws turn on; each
ruling is registered with :data:`~games.poker.rulings.REFEREE` and tagged with
the laws it decides.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.laws import implements
from games.poker import law_words as W
from games.poker.rulings import REFEREE, PokerRemedy, Irregularity, Ruling, at_least, peel

__all__ = ['BetOutsidePool', 'BettingOutOfTurn', 'TooLittleStaked', 'BetStatedNotDeposited', 'StatementOfIntention', 'UncalledBet', 'ShowOutOfOrder', 'ShortOfFunds', 'ShortPlayerStopsGame', 'BetWithFoulHand', 'FoulHandAtEnd']


@dataclass(frozen=True)
class BetOutsidePool(Irregularity):
    """A bet is kept in front of the player instead of being put in the pool."""


@REFEREE.rules(BetOutsidePool, example="Di keeps a bet on the table in front of Di, not in the pool.")
@implements("peel-poker:52", "peel-poker:56")
def rule_bet_outside_pool(g, i) -> Ruling:
    return Ruling("All bets are deposited in the pool.", ("peel-poker:52", W.DEPOSIT_INTO_POOL), PokerRemedy.INTO_POOL)


@dataclass(frozen=True)
class BettingOutOfTurn(Irregularity):
    """A player bets out of turn, then wants the bet back."""


@REFEREE.rules(BettingOutOfTurn, example="Ann bets before Bob, whose turn it was, then wants her chips back.")
@implements("peel-poker:53", "peel-poker:55")
def rule_betting_out_of_turn(g, i) -> Ruling:
    return Ruling("A bet once made, in turn or not, cannot be recalled.", ("peel-poker:55", W.TURN_TO_BET), PokerRemedy.STANDS)


@dataclass(frozen=True)
class TooLittleStaked(Irregularity):
    """After the draw a player, in turn, stakes less than the preceding player."""


@REFEREE.rules(TooLittleStaked, example="After the draw Bob puts in less than Ann's bet.")
@implements("peel-poker:53", "peel-poker:54")
def rule_too_little_staked(g, i) -> Ruling:
    return Ruling(
        "A player who, when it is the player's turn, does not stake at least as much as the preceding player lays the cards "
        "down, retires and forfeits the stake.",
        (W.AT_LEAST_EQUAL, "peel-poker:54"),
        PokerRemedy.RETIRE,
    )


@dataclass(frozen=True)
class BetStatedNotDeposited(Irregularity):
    """A player announces one bet and deposits another sum."""


@REFEREE.rules(BetStatedNotDeposited, example="Cy says 'five' but puts in three.")
@implements("peel-poker:56")
def rule_bet_stated_not_deposited(g, i) -> Ruling:
    return Ruling(
        "The bet is the amount actually deposited; what the player said was meant to be deposited is of no value.", (W.BET_IS_DEPOSIT,), PokerRemedy.DEPOSIT_COUNTS
    )


@dataclass(frozen=True)
class StatementOfIntention(Irregularity):
    """A player announced a bet (or none) and now does otherwise."""


@REFEREE.rules(StatementOfIntention, example="Di said 'I shall pass', and now bets.")
@implements("peel-poker:57")
def rule_statement_of_intention(g, i) -> Ruling:
    return Ruling(
        "A statement of an intention to bet, or not to, does not take away the right to bet or pass when the turn comes.",
        peel(57),
        PokerRemedy.NO_EFFECT,
    )


@dataclass(frozen=True)
class UncalledBet(Irregularity):
    """A bet or raise that nobody calls: must the bettor show?"""


@REFEREE.rules(UncalledBet, example="Ann raises and everybody throws up: must she show?")
@implements("peel-poker:58")
def rule_uncalled_bet(g, i) -> Ruling:
    return Ruling("Nobody called or raised: the bettor wins the pool and need not show the hand.", peel(58), PokerRemedy.WINS)


@dataclass(frozen=True)
class ShowOutOfOrder(Irregularity):
    """The hands are shown out of turn, or a player refuses to show at the call."""


@REFEREE.rules(ShowOutOfOrder, example="The bets are equal and Bob refuses to show first.")
@implements("peel-poker:59")
def rule_show_out_of_order(g, i) -> Ruling:
    return Ruling(
        "When the bets are equal every player in turn, from the left of the last player, shows the hand held; the best hand wins.",
        peel(59),
        PokerRemedy.SHOW_IN_TURN,
    )


@dataclass(frozen=True)
class ShortOfFunds(Irregularity):
    """A player whose bet is raised has not the funds to call."""

    borrowed_to_raise: bool = False


@REFEREE.rules(ShortOfFunds, example="Cy is raised ten and has four chips left.")
@implements("peel-poker:60", "peel-poker:61", "peel-poker:62")
def rule_short_of_funds(g, i: ShortOfFunds) -> Ruling:
    if i.borrowed_to_raise:
        return Ruling("A player who borrowed to raise must borrow to call: no show for a sum.", peel(62, 60), PokerRemedy.BORROW_TO_CALL)
    return Ruling(
        "The player may deposit all the chips left and demand a show for that amount; if that hand proves the best, it takes "
        "the ante, the straddles and a sum equal to its stake from every player in the game when the show was demanded; the "
        "next best hand takes the rest.",
        (W.SHOW_FOR_SUM_RULING, "peel-poker:61"),
        PokerRemedy.SHOW_FOR_SUM,
    )


@dataclass(frozen=True)
class ShortPlayerStopsGame(Irregularity):
    """A player who demanded a show for a sum wants the betting to stop, or shows at once."""


@REFEREE.rules(ShortPlayerStopsGame, example="Di, having demanded a show for the last chips Di had, wants the betting stopped.")
@implements("peel-poker:61")
def rule_short_player_stops_game(g, i) -> Ruling:
    return Ruling(
        "A show for a sum does not stop the game: the others may go on betting, and the hand is shown only when the game is over.",
        (W.SHOW_FOR_SUM_GOES_ON,),
        PokerRemedy.GAME_GOES_ON,
    )


@dataclass(frozen=True)
class BetWithFoulHand(Irregularity):
    """A player has bet with a foul hand.  Only its holder knows it; it is ruled on when a player claims
    "a foul hand" (Rule 63)."""

    claim = "a foul hand"
    claim_law = "peel-poker:63"


@REFEREE.rules(BetWithFoulHand, example="Bob bet holding six cards.")
@implements("peel-poker:63")
def rule_bet_with_foul_hand(g, i) -> Ruling:
    return Ruling("A player who bet with a foul hand loses the stake.", peel(63), PokerRemedy.FORFEIT)


@dataclass(frozen=True)
class FoulHandAtEnd(Irregularity):
    """A foul hand is found at the end of the game."""

    other_players: int = 1

    def validate(self) -> None:
        super().validate()
        at_least(self, "peel-poker:64", other_players=1)


@REFEREE.rules(FoulHandAtEnd, example="At the show Ann's hand has four cards.")
@implements("peel-poker:64")
def rule_foul_hand_at_end(g, i: FoulHandAtEnd) -> Ruling:
    if i.other_players <= 1:
        return Ruling("The foul hand forfeits its stake; the only other player claims the pool.", (W.FOUL_AT_END_ONE,), PokerRemedy.OTHER_WINS)
    return Ruling("The foul hand forfeits its stake; the best of the other hands claims the pool.", ("peel-poker:64", W.FOUL_AT_END_BEST), PokerRemedy.BEST_OTHER_WINS)
