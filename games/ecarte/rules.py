"""The rule set of Écarté as *Enquire Within* gives it (¶118-119), with its declared readings.

Paragraph 118 is one long law: every rule of it is carried out under the id
``enquire-within:118``.  Where the paragraph leaves a question open, the rule
set declares a reading (:func:`games.core.options.reading`): the law, the
default, the other choices and what each means; the editorial notes beside
the text say the same.

>>> from games.ecarte.rules import ENQUIRE_WITHIN
>>> ENQUIRE_WITHIN.game, ENQUIRE_WITHIN.packs, ENQUIRE_WITHIN.obligations
(5, 2, 'follow-win-trump')
>>> [r.name for r in ENQUIRE_WITHIN.readings()][:3]
['packs', 'deal_way', 'obligations']
"""

from __future__ import annotations

from dataclasses import dataclass

from games.cards import Rank
from games.citations import convention, quote
from games.core.options import BookRules, reading_among, register_rules
from games.core.tricks import Obligations
from games.errors import RuleSetError

__all__ = ["EcarteRules", "ENQUIRE_WITHIN", "ORDER", "LAW", "RULE_119"]

#: The paragraph that gives the game (one law: every rule of it is tagged with this id).
LAW = "enquire-within:118"
#: The first (and, in this edition, the only) of the Rules of Écarté.
RULE_119 = "enquire-within:119.i"

# -- the words each rule rests on: one quotation of ¶118 (or ¶119 i) per thing the code applies ------------
#: The pack of thirty-two.
PACK = quote(LAW, "a pack of cards from which the twos, threes, fours, fives, and sixes have been discarded")
#: Two packs used alternately.
TWO_PACKS = quote(LAW, "In the clubs it is usual to play with two packs, used alternately.")
#: The cut for deal.
CUT_FOR_DEAL = quote(LAW, "The players cut for deal, the highest card deals.")
#: The shuffle and the non-dealer's cut.
SHUFFLE_CUT = quote(LAW, "The pack is shuffled and the non-dealer cuts.")
#: The deal.
DEAL = quote(LAW, "gives five cards to each, beginning with his adversary, by twos and threes, or threes and twos")
#: The same way throughout the game.
SAME_WAY = quote(LAW, "always dealing in the same way throughout the game")
#: The turn-up.
TURNUP = quote(LAW, "The eleventh card is turned up for trump.")
#: The king turned up.
KING_TURNED = quote(LAW, "If the turn-up be a king, the dealer marks one point")
#: The proposal: the non-dealer may change any or all of his cards from the stock.
PROPOSE = quote(LAW, "he may propose--that is, change any or all of them for others from the stock, or remainder "
                     "of the pack on the table")
#: The words of the proposal, and the dealer's option.
PROPOSE_WORDS = quote(LAW, "Should he propose, he says, \"I propose,\" or \"cards,\" and it is in the option of the "
                           "dealer to give or refuse cards.")
#: The dealer accepts.
ACCEPT = quote(LAW, "When he decides to give, he says, \"I accept,\" or \"How many?\"")
#: The dealer refuses.
REFUSE = quote(LAW, "Should he refuse to change he says, \"I decline,\" or \"Play.\"")
#: The dealer's own discard.
DEALER_CHANGE = quote(LAW, "The dealer may, if he accept the proposal, change any or all the cards in his own hand.")
#: A second discard by agreement only.
SECOND_DISCARD = quote(LAW, "Sometimes a second discard is allowed, but that must be by previous agreement.")
#: Playing without proposing.
PLAY_WITHOUT = quote(LAW, "the non-dealer may play without discarding, in which case the dealer must play his own "
                          "hand without changing any of his cards")
#: The lead, once the hands are arranged.
LEAD = quote(LAW, "When the hands are arranged the non-dealer plays a card")
#: How a trick is won (by a superior card of the suit led, or by a trump).
TRICK = quote(LAW, "The eleventh card is turned up for trump. … a card, which is won or lost by the playing of a "
                   "superior card of the suit led")
#: The second player's obligation.
FOLLOW = quote(LAW, "The second must follow suit, or win the trick if he can")
#: The second player free, holding none of the suit and unable to win.
THROW = quote(LAW, "otherwise he may throw any card he chooses")
#: The order of the cards.
CARD_ORDER = quote(LAW, "The order in value of the cards is--king, queen, knave, ace, ten, nine, eight, seven.")
#: The winner of a trick leads to the next, five tricks.
NEXT_LEAD = quote(LAW, "The winner of the trick leads for the next trick, and so on, till the five cards on each "
                       "side are played.")
#: The point for three tricks.
POINT = quote(LAW, "The winner of three tricks scores one point")
#: The vole.
VOLE = quote(LAW, "if he win the whole five tricks--the rôle--he scores two points")
#: The king marked.
MARK_KING = quote(LAW, "if he hold the king, he names it before playing his first card--\"I mark king.\"")
#: Two to the adversary of a non-dealer who played without proposing and failed.
PLAYED_WITHOUT_FAILS = quote(LAW, "Should the non-dealer play without proposing, and fail to make three tricks, his "
                                  "adversary marks two points")
#: Two to the adversary of a dealer who refused and failed.
REFUSED_FAILS = quote(LAW, "should the dealer refuse to accept and fail to win three tricks, his opponent scores two")
#: Five up.
GAME = quote(LAW, "The game is five up; that is, the player who first marks five points, wins.")
#: The deal taken alternately.
ALTERNATE = quote(LAW, "The deal is taken alternately")
#: The cut for deal at a new rubber.
RUBBER_CUT = quote(LAW, "when the play is for rubbers it is usual to cut for deal at the end of each rubber")
#: ¶119 i: either player may shuffle.
SHUFFLE = quote(RULE_119, "Each player has right to shuffle the cards above the table.")

# -- what the paragraph does not say: the edition's, labelled so -------------------------------------------
#: Equal cards at the cut for deal.
CUT_AGAIN = convention(
    "ecarte-cut-again", "the edition's rule: equal cards cut again, not in these pages",
    "¶118 says \"the highest card deals\" and is silent on equal cards: the edition has them cut again.",
    ("enquire-within",))
#: The penalty of a renounce, and the time to claim it.
RENOUNCE = convention(
    "ecarte-renounce", "the edition's reading: the paragraph names no penalty for a renounce",
    "¶118 binds the second player (\"The second must follow suit, or win the trick if he can\") and names no "
    "penalty: the edition's reading (the rule set's `renounce`) is that the offender, claimed against before the "
    "last trick of the deal is played, is held to have failed to make three tricks; or no penalty.",
    ("enquire-within",))
#: Rubbers: the best of three games.
RUBBER = convention(
    "ecarte-rubber", "the edition's rubber: the best of three games, not in these pages",
    "¶118 speaks of play \"for rubbers\" and does not say how many games make one: the edition plays the best "
    "of three, as at Whist.", ("enquire-within",))
#: The computer player's judgement.
JUDGEMENT = convention(
    "ecarte-judgement", "the edition's judgement, not in these pages",
    "Enquire Within gives the laws of Écarté and no advice on playing it: when the computer player proposes, "
    "refuses, discards or plays a card of its choice, the judgement is the edition's (trumps and kings win "
    "tricks, three tricks are the point).", ("enquire-within",))

#: "The order in value of the cards is--king, queen, knave, ace, ten, nine, eight, seven" (¶118),
#: here from the lowest to the highest, as :mod:`games.core.tricks` wants it.
ORDER: tuple[Rank, ...] = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.ACE, Rank.KNAVE, Rank.QUEEN,
                           Rank.KING)

_OBLIGATIONS = {
    "follow-win-trump": Obligations(follow=True, trump=True, head=True, follow_law=FOLLOW, trump_law=FOLLOW,
                                    head_law=FOLLOW),
    "follow-or-win": Obligations(follow=True, trump=True, head=False, follow_law=FOLLOW, trump_law=FOLLOW),
    "follow-only": Obligations(follow=True, follow_law=FOLLOW),
}


@dataclass(frozen=True)
class EcarteRules(BookRules):
    """Écarté under one code: the declared readings of ¶118 (and the length of a game)."""

    name: str = "ENQUIRE-WITHIN-ECARTE"
    code: str = "enquire-within"
    title: str = "Enquire Within Upon Everything"
    #: "five points being game"; "The game is five up" (¶118): not a reading, the text is plain
    game: int = 5

    packs: int = reading_among(
        LAW, "One pack or two",
        {2: "two packs, used alternately, as the paragraph says is usual in the clubs: one is dealt while the "
            "other waits, gathered as it was left after its last deal",
         1: "one pack only, gathered and shuffled again for every deal"})
    deal_way: str = reading_among(
        LAW, "Who fixes the way of dealing",
        {"first-dealer": "\"always dealing in the same way throughout the game\": the way the first deal of a "
                         "game is made (twos then threes, or threes then twos) binds both dealers until the game "
                         "is won",
         "each-dealer": "each dealer keeps to the way chosen at that dealer's own first deal of the game; the two "
                        "dealers may differ"})
    obligations: str = reading_among(
        LAW, "What the second player must play",
        {"follow-win-trump": "\"The second must follow suit, or win the trick if he can\": the second player "
                             "follows suit and wins the trick if able; holding none of the suit, wins it with a "
                             "trump if able; \"otherwise he may throw any card he chooses\"",
         "follow-or-win": "the second player must follow suit (but need not head the trick); holding none of the "
                          "suit, must win it with a trump if able",
         "follow-only": "the second player must follow suit if able; otherwise any card (the 'or win' read as no "
                        "more than the way a trick is won)"})
    proposals: str = reading_among(
        LAW, "How many discards in a deal",
        {"one": "one proposal and one discard: \"Sometimes a second discard is allowed, but that must be by "
                "previous agreement\", and none is agreed",
         "two": "a second discard agreed beforehand",
         "while-stock-lasts": "proposals may follow one another while the stock lasts (the later custom of the "
                              "clubs, from outside the text)"})
    refusal_penalty: str = reading_among(
        LAW, "Which refusal the dealer is penalised for",
        {"any-refusal": "\"should the dealer refuse to accept and fail to win three tricks, his opponent scores "
                        "two\": at every refusal, at the first proposal or a later one",
         "first-refusal": "only for refusing the first proposal of the deal"})
    renounce: str = reading_among(
        LAW, "The penalty for not following suit or not winning when able",
        {"loses-the-deal": "¶118 binds the second player but names no penalty: the edition's reading (from "
                           "outside the text) is that the offender, when the renounce is claimed before the "
                           "last trick is played, is held to have failed to make three tricks, marking nothing "
                           "for the tricks of the deal, and the adversary marks as the paragraph provides",
         "no-penalty": "the paragraph names no penalty, so none is given: the renounce is ruled on and "
                       "recorded, and the deal stands as played"})
    rubber_cut: bool = reading_among(
        LAW, "The deal at a new rubber",
        {True: "\"when the play is for rubbers it is usual to cut for deal at the end of each rubber\"",
         False: "the deal is taken alternately across rubbers too"})

    def check(self) -> None:
        if not isinstance(self.game, int) or isinstance(self.game, bool) or not 1 <= self.game <= 50:
            raise RuleSetError(f"a game of {self.game!r} points: five up in the text", LAW)

    @property
    def obligations_record(self) -> Obligations:
        """The second player's obligations as :mod:`games.core.tricks` wants them."""
        return _OBLIGATIONS[self.obligations]

    @property
    def max_proposals(self) -> int:
        """How many proposals a deal may see (a large number: while the stock lasts)."""
        return {"one": 1, "two": 2, "while-stock-lasts": 99}[self.proposals]


#: Écarté as *Enquire Within* gives it, every reading at its default.
ENQUIRE_WITHIN = register_rules(EcarteRules(), "ecarte", "enquire-within-ecart\u00e9")
