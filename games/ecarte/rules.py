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
from games.core.options import BookRules, reading_among, register_rules
from games.core.tricks import Obligations
from games.errors import RuleSetError

__all__ = ["EcarteRules", "ENQUIRE_WITHIN", "ORDER", "LAW", "RULE_119"]

#: The paragraph that gives the game (one law: every rule of it is tagged with this id).
LAW = "enquire-within:118"
#: The first (and, in this edition, the only) of the Rules of Écarté.
RULE_119 = "enquire-within:119.i"

#: "The order in value of the cards is--king, queen, knave, ace, ten, nine, eight, seven" (¶118),
#: here from the lowest to the highest, as :mod:`games.core.tricks` wants it.
ORDER: tuple[Rank, ...] = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.ACE, Rank.KNAVE, Rank.QUEEN,
                           Rank.KING)

_OBLIGATIONS = {
    "follow-win-trump": Obligations(follow=True, trump=True, head=True, follow_law=LAW, trump_law=LAW,
                                    head_law=LAW),
    "follow-or-win": Obligations(follow=True, trump=True, head=False, follow_law=LAW, trump_law=LAW),
    "follow-only": Obligations(follow=True, follow_law=LAW),
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
