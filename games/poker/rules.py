"""The rule sets of Draw Poker: whose laws, which pack, how many players, and
every reading the edition chose where Peel's text is silent or ambiguous.

Each reading is a field declared with :func:`games.core.options.reading`: it
knows its law, its default, its choices and what each means, and is validated
in one place (:class:`games.core.options.RuleSet`).  The site lists "the
readings of law N" from these declarations.

>>> from games.poker.rules import PEEL_RULES, PokerRules
>>> PEEL_RULES.readings_of("peel-poker:76")[0].choices
('left-of-dealer', 'carry')
>>> PokerRules(odd_chip="burn")
Traceback (most recent call last):
games.errors.RuleSetError: PokerRules.odd_chip = 'burn': choose one of 'left-of-dealer', 'carry' [peel-poker:76]
>>> from games.core.options import find_rules
>>> find_rules("foster-poker").max_players
7
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from types import MappingProxyType
from typing import Any, ClassVar, Mapping, Optional

from games.cards import ACE_LOW, ACE_LOW_SIXTY, Card, Pack, Rank, Suit, sixty_card_pack, standard_pack
from games.core.options import RuleSet, reading, register_rules
from games.errors import RuleSetError, check_int
from games.laws import implements, not_executable
from games.poker import hands as _hands
from games.poker import law_words as _law_words  # noqa: F401  (every law cited here is quoted there)

__all__ = ["PokerRules", "FosterPokerRules", "PEEL_RULES", "FOSTER_RULES", "FOSTER_SILENCE", "law", "minimum_for", "minimum_score"]


def law(n: object) -> str:
    """``law(25)`` -> ``"peel-poker:25"``."""
    return f"peel-poker:{n}"


def laws(*ns: object) -> tuple[str, ...]:
    """``laws(14, 16)`` -> ``("peel-poker:14", "peel-poker:16")`` (a full id passes through)."""
    return tuple(n if isinstance(n, str) and ":" in n else law(n) for n in ns)


not_executable(
    law(5),
    "It prescribes the manner of shuffling (face downwards, above the table) so that no card is seen, and Peel "
    "attaches no penalty to it; a seeded shuffle in the program has no faces or table to hide them from, so there "
    "is nothing to enforce. A card that is nevertheless found face upwards in the pack is dealt with by Rule 10 "
    "(FaceUpInPack: a misdeal if found before the deal is finished).",
)

for _n, _why in (
    (1, "the origin of the Poker family (Gilet, Brelan, Bouillotte, Brag, as nas)"),
    (2, "Seymour's description of bragging in the Court Gamester of 1719"),
    (3, "games that keep the combinations but not the bluff (Whiskey Poker, Commerce)"),
    (4, "what is and is not modern in Poker (five cards, the blind, the straddle, the draw)"),
    (5, "the first mentions of Poker in print and the origin of its name"),
    (6, "why no authoritative code exists and where Foster's own code comes from"),
):
    not_executable(
        f"foster-poker:p{_n}",
        f"A paragraph of history, not a rule: it tells {_why}, and lays down nothing a game could carry out.",
    )


_SEATING: dict[str, Any] = dict(
    law=("peel-poker:2", "foster-poker:p10"), choices=("draw", "cut"), title="the first deal",
    doc={"draw": "each draws a card; the lowest deals (Peel Rule 2)",
         "cut": "every candidate cuts for seats; the lowest has the choice of seats and deals (Foster, CUTTING)"})

#: The words of the reading under which a Foster game plays Peel's rules where Foster's pages are silent.
FOSTER_SILENCE = "Foster's pages are silent here; played as {label}, a reading of this edition"


@dataclass(frozen=True)
class PokerRules(RuleSet):
    """A rule set for the game: whose laws (``code``), whose order of hands
    (``hands``), how many players, and the reading chosen wherever Peel's text
    is silent or ambiguous.  Every reading is declared with its law, its
    choices and what each means (``PEEL_RULES.readings()``); the editorial
    notes on the Peel page quote these names."""

    name: str = "PEEL"
    code: str = "peel-poker"
    hands: _hands.HandRules = _hands.PEEL
    pack: str = reading(
        "foster-poker:p7", default="standard", choices=("standard", "sixty"), title="the pack",
        doc={"standard": "the ordinary pack of fifty-two cards (Peel Rule 1)",
             "sixty": "Foster's sixty-card pack, with elevens and twelves (Foster only)"})
    min_players: int = 2
    max_players: int = 10
    eight_with_dealer_out: bool = False
    seating: str = reading(**_SEATING, default="draw")
    own_stake_back: bool = reading(
        law(60), default=True, choices=(True, False), title="the show for a sum: the demander's own stake",
        doc={True: "the player who demanded the show and holds the best hand takes back that player's own "
                   "stake with the ante, the straddles and a sum equal to that stake from each player in the game "
                   "(the demander being 'a player in the game' too)",
             False: "only the sums from the other players; the demander's own stake goes with the remainder to "
                    "the next best hand"})
    borrowing: bool = reading(
        law(62), default=True, choices=(True, False), title="borrowing at the table",
        doc={True: "a player may borrow chips (from the bank or another player); one who has borrowed to raise "
                   "may not demand a show for a sum but must borrow to call",
             False: "no borrowing at all (Peel's own maxim, 'Neither borrow nor lend a penny at the table')"})
    straddle_chain_breaks: bool = reading(
        law(21), default=False, choices=(False, True), title="a refused straddle",
        doc={False: "each succeeding player 'in turn ... ending with the dealer' keeps the right to straddle "
                    "even if one before declined",
             True: "the first refusal ends the straddling"})
    open_after_straddle: str = reading(
        law(25), default="double-ante", choices=("double-ante", "double-straddle"), title="opening after a straddle",
        doc={"double-ante": "the opening stake is at least double the ante, as printed (and at least the last "
                            "straddle, Rule 26)",
             "double-straddle": "at least double the last straddle (the straddle treated as a new ante)"})
    jackpot_first_say: str = reading(
        (law(23), law(30)), default="left-of-ante", choices=("left-of-ante", "left-of-dealer"),
        title="first say in a jack-pot",
        doc={"left-of-ante": "the player left of the dealer still counts as 'ante', so first say is with the "
                             "next player to the left, as in Rule 23 and Rule 53",
             "left-of-dealer": "first say is with the player left of the dealer"})
    jackpot_series: str = reading(
        law(32), default="kings-thereafter", choices=("kings-thereafter", "repeat"), title="the jack-pot minimum",
        doc={"kings-thereafter": "knaves, queens, then kings for every later jack-pot",
             "repeat": "knaves, queens, kings, knaves, queens, kings..."})
    false_opener_next: str = reading(
        law(33), default="next-in-series", choices=("next-in-series", "same", "knaves"),
        title="after a false opening",
        doc={"next-in-series": "'as if the previous game had not been opened': an unopened jack-pot is followed "
                               "by the next minimum (Rule 31), so the minimum rises",
             "same": "the same minimum again", "knaves": "the series restarts at knaves"})
    short_pack: str = reading(
        law(41), default="remainder-first", choices=("remainder-first", "shuffle-in"),
        title="when the pack runs short",
        doc={"remainder-first": "the cards left in the pack are given first and the shuffled discards follow",
             "shuffle-in": "the remainder is shuffled in with the discards"})
    right_hand_disputant: str = reading(
        law(46), default="skip", choices=("skip", "as-printed"), title="a dispute with the player at the dealer's right",
        doc={"skip": "Rule 46 says what to do when the disputant sits at the dealer's left (take the evidence of the "
                     "person at the disputant's right) but not when the disputant sits at the dealer's right; the edition reads the same "
                     "rule into it: a party to the dispute gives no evidence, and the evidence of the first person "
                     "from the disputant's left is taken",
             "as-printed": "as the words run: the evidence of the person at the right of the dealer is taken and "
                           "held conclusive, even when that person is the disputant"})
    odd_chip: str = reading(
        law(76), default="left-of-dealer", choices=("left-of-dealer", "carry"), title="the odd chips",
        doc={"left-of-dealer": "the odd chips of a divided pool go one each to the sharers in turn from the "
                               "dealer's left",
             "carry": "they stay in the pool for the next game"})
    lone_last_say: str = reading(
        (law(23), law(24)), default="asked", choices=("asked", "not-opened"),
        title="the last say when every other player has passed",
        doc={"asked": "Rule 23 gives ante the last say (Rule 24: the last straddler), and Rule 77 reads the laws "
                      "literally: when every other player has passed, ante is still asked, and may open (at least "
                      "double the ante, Rule 25) and, nobody being left to call, win the pool without a show "
                      "(Rule 58), or pass, and the game is not opened (Rule 29)",
             "not-opened": "with nobody left to play against, the say is empty: the game is not opened (Rule 29) "
                           "without asking, and the log says why (Rule 23)"})
    short_stake: str = reading(
        law(54), default="retire", choices=("retire", "refuse"), title="a short stake after the draw",
        doc={"retire": "as Rule 54's words run: the player 'shall retire from the game, and shall forfeit his "
                       "stake'; the short sum deposited is 'a deposit into the pool' (Rule 56) and stays there "
                       "with the chips deposited before",
             "refuse": "the short stake is not accepted (Rule 53) and the player still chooses: make "
                       "good, raise, or pass (a pass retires the player under Rule 54); what was deposited stays "
                       "in the pool (Rule 56)"})

    def check(self) -> None:
        """Peel's game is played with the ordinary pack (Rule 1): the sixty-card pack is Foster's."""
        if self.pack == "sixty" and self.code == "peel-poker":
            raise RuleSetError("Peel's game is played with the ordinary pack of fifty-two cards", law(1))
        if self.code == "foster-poker" and not isinstance(self, FosterPokerRules):
            raise RuleSetError("Foster's game is a FosterPokerRules (it declares where it plays Peel's rules in Foster's "
                               "silence)", "foster-poker:p6")

    @implements(law(1), "foster-poker:p7")
    def new_pack(self) -> Pack:
        """The pack of the rule set: "the ordinary pack of fifty-two cards"
        (Rule 1); Foster's sixty-card pack as an option."""
        return sixty_card_pack() if self.pack == "sixty" else standard_pack()

    @property
    def cut_order(self) -> tuple[Rank, ...]:
        """The order of ranks for drawing and cutting: ace lowest (Peel Rule 2;
        Foster: the ace "ranking below the deuce in cutting")."""
        return ACE_LOW_SIXTY if self.pack == "sixty" else ACE_LOW

    def with_pack(self) -> "PokerRules":
        """The rule set with hand rules that know its pack (the sixty-card pack has elevens and twelves)."""
        if self.pack == "sixty" and self.hands.pack_ranks != _hands.FosterRules(pack="sixty").pack_ranks:
            return replace(self, hands=_hands.FosterRules(pack="sixty"))
        return self


#: Peel's laws with the edition's readings.
PEEL_RULES = register_rules(PokerRules(), "peel")


@dataclass(frozen=True)
class FosterPokerRules(PokerRules):
    """Foster's Draw Poker, as far as his pages in this edition go: his cards (p7: the ace high or low at the
    holder's wish, below the deuce in cutting; the sixty-card pack as an option), his counters (p8), two to
    seven players, eight with the dealer taking no cards or with the sixty-card pack (p9), the cut for the table
    and the seats (p10, p11), and ties in the cut (p12).  A Foster game cites these paragraphs for what they rule.

    The text breaks off in the paragraph on ties: Foster's laws of the deal, the ante, the draw, the betting and
    the show are outside the edition's pages.  For all of that the engine plays Peel's Rules, and says so: every
    Peel law a Foster game cites is labelled "Foster's pages are silent here; played as Peel, Rule N, a reading of
    this edition" (:attr:`silences`; the editorial note after the break-off on Foster's page).  Irregularities
    are ruled by Foster's own referee, which refuses, saying his text is silent, what his pages do not rule
    (:mod:`games.poker.rulings.foster`)."""

    name: str = "FOSTER"
    code: str = "foster-poker"
    hands: _hands.HandRules = _hands.FOSTER
    max_players: int = 7
    eight_with_dealer_out: bool = True
    seating: str = reading(**_SEATING, default="cut")

    silences: ClassVar[Mapping[str, str]] = MappingProxyType({"peel-poker": FOSTER_SILENCE})


#: Foster's rule set (:class:`FosterPokerRules`): his cards, players, cut for seats and ties; where his pages
#: are silent, Peel's rules as a declared reading.
FOSTER_RULES = register_rules(FosterPokerRules(), "foster")


def minimum_for(level: int, rules: PokerRules) -> Optional[Rank]:
    """The pair that opens a jack-pot of ``level`` (0: not a jack-pot), Rules 30-32."""
    check_int(level, "the level of a jack-pot", error=RuleSetError, law=law(30))
    if not isinstance(rules, PokerRules):
        raise RuleSetError(f"the rules of Poker (a PokerRules), not {rules!r}")
    if level <= 0:
        return None
    series = (Rank.KNAVE, Rank.QUEEN, Rank.KING)
    if rules.jackpot_series == "repeat":
        return series[(level - 1) % 3]
    return series[min(level, 3) - 1]


_MIN_CACHE: dict = {}


def minimum_score(rank: Rank, hand_rules: _hands.HandRules) -> int:
    """The score of the lowest hand holding a pair of ``rank``."""
    if not isinstance(rank, Rank):
        raise RuleSetError(f"a pair's rank (a Rank), not {rank!r}")
    if not isinstance(hand_rules, _hands.HandRules):
        raise RuleSetError(f"the order of hands (a HandRules), not {hand_rules!r}")
    key = (rank, hand_rules)
    if key not in _MIN_CACHE:
        others = [r for r in hand_rules.pack_ranks if r is not rank]
        pair = [Card(rank, Suit.CLUBS), Card(rank, Suit.DIAMONDS)]
        suits = [Suit.HEARTS, Suit.SPADES, Suit.CLUBS]
        best = None
        for combo in combinations(others, 3):
            v = _hands.score(tuple(pair + [Card(r, s) for r, s in zip(combo, suits)]), hand_rules)
            if _hands.category_of(v) == _hands.PAIR and (best is None or v < best):
                best = v
        _MIN_CACHE[key] = best
    return _MIN_CACHE[key]
