"""Poker hands and their order: Peel's Rules 65-75, and Foster's American order.

:func:`evaluate` turns five cards into a :class:`HandValue`, which compares
with ``<``, ``==`` ... under one rule set.  Two rule sets:

* :class:`PeelRules` (``PEEL``): W. H. Peel, *Round Games with Cards*, the
  Rules of Draw Poker, Rules 65-75 ("Sequence flush", "Fours", "Full" ...), the
  ace lowest (Rule 2), beginning a sequence only (Rule 71), hearts preferred
  among flushes (Rule 69) and among equal sequences (Rule 70).  Where the text
  is silent or ambiguous the reading is an *option* of the rule set, with a
  documented default (see the class).
* :class:`FosterRules` (``FOSTER``): R. F. Foster's Draw Poker.  The seed's
  pages stop before his table of hands; his CARDS paragraph (``foster-poker:p7``)
  ranks the cards "A K Q J 10 9 8 7 6 5 4 3 2; the ace being the highest or
  lowest in play, according to the wish of the holder", which gives the
  American order "Straight flush" ... "High card" with the ace high, or low
  in a straight (A-2-3-4-5, the lowest straight); suits never rank.  His
  sixty-card pack (elevens and twelves between the ten and the knave) is the
  option ``pack="sixty"``.

How it is fast: a hand's ranks are summed into one integer key (each rank has
a weight ``8**n``, so the sum of five weights names the multiset of ranks);
two tables per rule set, built once from the law functions below, map a key
to a score (one for hands of one suit, one for the rest).  A score is an int:
``category << 32 | major << 26 | ranks << 6 | minor`` where ``ranks`` are
the deciding ranks, highest first, as base-16 digits, ``major`` the heart
flush of Rule 69 and ``minor`` the hearts of Rule 70.  The census
(:mod:`games.poker.census`) uses the very same tables.

Usage:

>>> from games.poker.hands import evaluate, best_hands, PEEL, FOSTER
>>> evaluate("AS 2H 3D 4C 5S").category           # Rule 71: the ace begins a sequence
'Sequence not a flush'
>>> evaluate("10S JH QD KC AS").category          # ... and does not end one
'No pair'
>>> evaluate("10S JH QD KC AS", FOSTER).category  # Foster: the ace high or low
'Straight'
>>> evaluate("KH 9H 7H 5H 3H") > evaluate("AS KS QS JS 9S")   # Rule 69: a flush in hearts is best
True
>>> best_hands(["KS 9H 7D 5C 3S", "KH 9S 7C 5D 3H"])   # identical in value: they share (Rule 76)
(0, 1)
>>> [r.name for r in PEEL.readings_of("peel-poker:69")]
['aces', 'heart_flushes', 'untied_card']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Iterable, Sequence

from games.cards import (
    ACE_LOW,
    ACE_LOW_SIXTY,
    Card,
    Rank,
    Suit,
    parse_cards,
)
from games.core.options import RuleSet, reading
from games.errors import InvalidCardError, RuleSetError, check_int, check_items
from games.laws import implements
from games.poker.hand_order import (
    _CAT_SHIFT, _MAJOR_SHIFT, FLUSH, FOURS, FULL, NO_PAIR, PAIR, SEQUENCE, SEQUENCE_FLUSH,
    THREES, TWO_PAIRS, HandTables, OrderRules, _heart_flush, _sequence_flush_hearts, _sequence_hearts, build_tables, windows,
)

__all__ = [
    "HandRules",
    "HandTables",
    "PeelRules",
    "FosterRules",
    "PEEL",
    "FOSTER",
    "PEEL_CATEGORIES",
    "FOSTER_CATEGORIES",
    "HandValue",
    "evaluate",
    "score",
    "category_of",
    "best_hands",
    "rules_for",
    "sequence_windows",
    "category_order",
    "NO_PAIR",
    "PAIR",
    "TWO_PAIRS",
    "THREES",
    "SEQUENCE",
    "FLUSH",
    "FULL",
    "FOURS",
    "SEQUENCE_FLUSH",
]


#: Peel's names, Rule 65 ("1, Sequence flush; 2, Fours; ..."), highest first;
#: "No pair" for a hand with none of them (Rule 75: "no pair hand").
PEEL_CATEGORIES = (
    "Sequence flush",
    "Fours",
    "Full",
    "Flush",
    "Sequence not a flush",
    "Threes",
    "Two pairs",
    "A pair",
    "No pair",
)
#: The American names (Foster), highest first.
FOSTER_CATEGORIES = (
    "Straight flush",
    "Four of a kind",
    "Full hand",
    "Flush",
    "Straight",
    "Three of a kind",
    "Two pairs",
    "One pair",
    "High card",
)

# -- the options ---------------------------------------------------------------

ACES = ("low", "high")
ACE_IN_SEQUENCE = ("begin", "begin-or-end")
SEQUENCE_HEARTS = ("most-hearts", "top-heart", "hearts-downward", "no-effect")
HEART_FLUSHES = ("highest-card", "tie")
TWO_PAIRS_ODD_CARD = ("odd-card", "tie")
UNTIED_CARD = ("hand-against-hand", "any-other-hand")
SEQUENCE_FLUSH_HEARTS = ("tie", "hearts")
PACKS = ("standard", "sixty")


if TYPE_CHECKING:
    # The readings every rule set answers, as a field of Peel's (an option) or a fixed class value of
    # Foster's (and Peel's pack a property), are declared once, by the order of hands that reads them.
    _Answers = OrderRules
else:
    _Answers = object


@dataclass(frozen=True)
class HandRules(RuleSet, _Answers):
    """What both rule sets share: the code of the laws, the category names and
    the readings that shape the tables (each a declared reading,
    :func:`games.core.options.reading`, validated in one place), as the order of
    hands reads them (:class:`games.poker.hand_order.OrderRules`).  Use
    :class:`PeelRules` or :class:`FosterRules`."""

    categories: ClassVar[tuple[str, ...]] = PEEL_CATEGORIES

    def category_name(self, category: int) -> str:
        """The book's name of category number ``category`` (8 highest)."""
        check_int(category, "a hand's category", minimum=9 - len(self.categories), maximum=8, error=RuleSetError)
        return self.categories[8 - category]

    @property
    def pack_ranks(self) -> tuple[Rank, ...]:
        """The ranks of the pack the rules play with, in natural order (ace first)."""
        return ACE_LOW_SIXTY if getattr(self, "pack", "standard") == "sixty" else ACE_LOW

    @property
    def tables(self) -> "HandTables":
        """The lookup tables of this rule set (built once, then cached)."""
        t = _TABLES.get(self)
        if t is None:
            t = _TABLES[self] = build_tables(self)
        object.__setattr__(self, "_tables", t)  # a per-object cache for the fast path of score()
        return t


@dataclass(frozen=True)
class PeelRules(HandRules):
    """Peel's order of hands (Rules 65-75) with the readings the text leaves open.

    Each field is a declared reading (its law, choices and explanation are
    data: ``PEEL.readings_of("peel-poker:69")``); the default is the edition's
    reading, the others are options: ``PeelRules(aces="high")``.

    ``aces`` -- how the ace ranks in pairs, threes, fours, fulls, flushes and
    odd cards:

    * ``"low"`` (default): lowest everywhere.  Rule 2 says "ace being lowest"
      for the draw for the deal, and Rules 66 and 70 repeat "ace being the
      lowest" for sequences; nothing in Rules 65-75 raises it.
    * ``"high"``: above the king outside sequences, as in most later codes.

    ``ace_in_sequence`` -- Rule 71 and its footnote:

    * ``"begin"`` (default, Rule 71): "The ace shall only begin a sequence":
      A-2-3-4-5 is the lowest sequence, 9-10-J-Q-K the highest; there are nine
      sequences of ranks, not ten.
    * ``"begin-or-end"``: the footnote's "American writers": the ace may also
      end a sequence after the king, "making ten to ace the highest sequence";
      never between a king and a two.

    ``sequence_hearts`` -- Rule 70, "if there be two or more sequences of cards
    of equal value, a sequence in hearts, *ceteris paribus*, shall be the best
    hand".  A sequence all in hearts is a sequence flush (Rule 66), so for two
    sequences not flushes the words need a reading:

    * ``"most-hearts"`` (default): the sequence holding more hearts is the
      better; equal numbers of hearts leave the tie (Rule 76).
    * ``"top-heart"``: the sequence whose highest card is a heart is the better.
    * ``"hearts-downward"``: compare the two sequences card by card from the
      highest down; the first card that is a heart in one and not in the
      other decides.
    * ``"no-effect"``: only a sequence wholly in hearts is "a sequence in
      hearts", and that is a sequence flush; equal sequences not flushes tie.

    ``sequence_flush_hearts`` -- Rule 66 decides between sequence flushes by the
    highest card only, so two equal sequence flushes (5-9 of spades and 5-9 of
    clubs, dealt from one pack):

    * ``"tie"`` (default): Rule 66 names no further test; the hands are
      "identical in value" and share the pool (Rule 76).
    * ``"hearts"``: Rule 70's preference for "a sequence in hearts" reaches the
      sequence flush in hearts too, which is then the better.

    ``heart_flushes`` -- Rule 69 puts "a flush in hearts" above every other
    flush but says nothing of two flushes in hearts.  One pack holds thirteen
    hearts, so two heart flushes can be dealt in one game (ten hearts between
    two hands):

    * ``"highest-card"`` (default): the law's second test, the highest card
      not tied, decides between them as between other flushes.
    * ``"tie"``: both are "the best hand"; they tie.

    ``untied_card`` -- Rules 69 and 75 decide by "the card highest in value,
    and which is not tied by a card of equal value in another flush hand" (75:
    "in another competing hand").  With two hands both readings agree; with
    three or more they can differ (K-Q-9-5-3, K-J-8-4-2, Q-J-10-7-6):

    * ``"hand-against-hand"`` (default): the hands are compared two by two,
      card by card from the highest down, as Rule 74 says of pairs ("in the
      other hand"); K-Q-9-5-3 is the best.
    * ``"any-other-hand"``: a card is tied if a card of equal value is in any
      other competing hand; the hand holding the highest card tied nowhere is
      the best (Q-J-10-7-6: its ten; the king, queens and knaves are all
      tied).  If every card is tied somewhere, the hands are compared hand
      against hand.  This reading needs all the hands at once:
      :func:`best_hands` applies it (a :class:`HandValue` compares two hands
      only).

    ``two_pairs_odd_card`` -- Rule 73 decides two two-pair hands by the higher
    pair, then "the value of the other pair", and stops:

    * ``"odd-card"`` (default): when both pairs are equal the fifth card
      decides, as the unmatched cards do in Rules 74 and 75.
    * ``"tie"``: the law names no further test; the hands are "identical in
      value" and share the pool (Rule 76).
    """

    aces: str = reading(
        ("peel-poker:74", "peel-poker:2", "peel-poker:67", "peel-poker:68", "peel-poker:69", "peel-poker:72",
         "peel-poker:73", "peel-poker:75"), default="low", choices=ACES, title="The ace outside sequences",
        doc={"low": "lowest everywhere (Rules 2, 66, 70: 'ace being the lowest')",
             "high": "above the king outside sequences, as in most later codes"})
    ace_in_sequence: str = reading(
        "peel-poker:71", default="begin", choices=ACE_IN_SEQUENCE, title="Where the ace stands in a sequence",
        doc={"begin": "the ace only begins a sequence: A-2-3-4-5 the lowest, 9-10-J-Q-K the highest",
             "begin-or-end": "the footnote's American writers: 10-J-Q-K-A is the highest sequence"})
    sequence_hearts: str = reading(
        "peel-poker:70", default="most-hearts", choices=SEQUENCE_HEARTS, title="A sequence in hearts",
        doc={"most-hearts": "of equal sequences, the one holding more hearts is the better",
             "top-heart": "the one whose highest card is a heart is the better",
             "hearts-downward": "compared card by card from the top, the first heart in one and not the other decides",
             "no-effect": "only a sequence all in hearts counts, and that is a sequence flush"})
    sequence_flush_hearts: str = reading(
        "peel-poker:66", default="tie", choices=SEQUENCE_FLUSH_HEARTS, title="Equal sequence flushes",
        doc={"tie": "Rule 66 names no further test: equal sequence flushes share the pool (Rule 76)",
             "hearts": "Rule 70's 'sequence in hearts' is the better among equal sequence flushes too"})
    heart_flushes: str = reading(
        "peel-poker:69", default="highest-card", choices=HEART_FLUSHES, title="Two flushes in hearts",
        doc={"highest-card": "the law's second test, the highest card not tied, decides between them",
             "tie": "both are 'the best hand': they share the pool"})
    untied_card: str = reading(
        ("peel-poker:69", "peel-poker:75"), default="hand-against-hand", choices=UNTIED_CARD,
        title="A card 'not tied ... in another hand', among three hands or more",
        doc={"hand-against-hand": "the hands are compared two by two, card by card from the highest down",
             "any-other-hand": "a card matched in any other competing hand is tied; the highest card tied nowhere wins"})
    two_pairs_odd_card: str = reading(
        "peel-poker:73", default="odd-card", choices=TWO_PAIRS_ODD_CARD, title="Two equal two-pairs",
        doc={"odd-card": "the fifth card decides, as the unmatched cards do in Rules 74 and 75",
             "tie": "the law names no further test: the hands share the pool"})
    name: str = field(default="PEEL", repr=False)
    code: str = field(default="peel-poker", init=False, repr=False)

    categories: ClassVar[tuple[str, ...]] = PEEL_CATEGORIES

    @property
    def pack(self) -> str:
        """Peel plays with "the ordinary pack of fifty-two cards" (Rule 1)."""
        return "standard"


@dataclass(frozen=True)
class FosterRules(HandRules):
    """Foster's Draw Poker: the American order of hands.

    The ace is "the highest or lowest in play, according to the wish of the
    holder" (CARDS, ``foster-poker:p7``): high in pairs and the rest, and at
    either end of a straight (10-J-Q-K-A the highest, A-2-3-4-5 the lowest), but
    never in the middle (no K-A-2-3-4).  Suits do not rank.

    ``pack`` -- ``"standard"`` (default, "a full pack of fifty-two cards") or
    ``"sixty"`` (the "special pack of sixty cards" with elevens and twelves
    between the ten and the knave; straights run ... 9-10-11-12-J, 10-11-12-J-Q,
    11-12-J-Q-K, 12-J-Q-K-A).
    """

    pack: str = reading(
        "foster-poker:p7", default="standard", choices=PACKS, title="The pack",
        doc={"standard": "a full pack of fifty-two cards", "sixty": "the special pack of sixty cards (elevens and twelves)"})
    name: str = field(default="FOSTER", repr=False)
    code: str = field(default="foster-poker", init=False, repr=False)

    categories: ClassVar[tuple[str, ...]] = FOSTER_CATEGORIES

    # Foster's fixed readings, named like Peel's options so that the table
    # builder treats both codes alike.
    aces: ClassVar[str] = "high"
    ace_in_sequence: ClassVar[str] = "begin-or-end"
    sequence_hearts: ClassVar[str] = "no-effect"
    sequence_flush_hearts: ClassVar[str] = "tie"
    heart_flushes: ClassVar[str] = "highest-card"
    untied_card: ClassVar[str] = "hand-against-hand"
    two_pairs_odd_card: ClassVar[str] = "odd-card"


#: Peel's rules with the edition's default readings.
PEEL = PeelRules()
#: Foster's rules with the fifty-two card pack.
FOSTER = FosterRules()


def _hand_rules(rules: object) -> HandRules:
    if not isinstance(rules, HandRules):
        raise RuleSetError(f"the order of hands is a HandRules (PEEL, FOSTER...), not {rules!r}")
    return rules


def rules_for(name: str | HandRules) -> HandRules:
    """``"peel"`` / ``"peel-poker"`` -> :data:`PEEL`; ``"foster"`` /
    ``"foster-poker"`` -> :data:`FOSTER`; ``"foster-sixty"`` -> Foster with the
    sixty-card pack; a :class:`HandRules` is returned as it is."""
    if isinstance(name, HandRules):
        return name
    key = str(name).strip().lower()
    if key in ("peel", "peel-poker"):
        return PEEL
    if key in ("foster", "foster-poker"):
        return FOSTER
    if key in ("foster-sixty", "foster-60", "sixty"):
        return FosterRules(pack="sixty")
    raise RuleSetError(f"{name!r} is not a code of Poker hands: choose 'peel' or 'foster'")


_TABLES: dict[HandRules, HandTables] = {}


def sequence_windows(rules: HandRules) -> tuple[tuple[Rank, ...], ...]:
    """The sequences of ranks the rules allow, lowest first (each lowest card first): Rule 71, as
    :func:`games.poker.hand_order.windows` reads it for the rule set."""
    return windows(_hand_rules(rules))


@implements("peel-poker:65")
def category_order(rules: HandRules) -> tuple[str, ...]:
    """Rule 65: "The following shall be the hands in order of value; the first
    being the highest:--1, Sequence flush; 2, Fours; 3, Full; 4, Flush; 5,
    Sequence not a flush; 6, Threes; 7, Two pairs; 8, A pair" (and, for Foster,
    the American names in the same order)."""
    return _hand_rules(rules).categories


# -- evaluating ---------------------------------------------------------------------


def _check(cards: Sequence[Card], rules: HandRules, tables: HandTables) -> None:
    if len(cards) != 5:
        law = "peel-poker:7" if rules.code == "peel-poker" else None
        raise InvalidCardError(f"a Poker hand is five cards, not {len(cards)}", law)
    for c in cards:
        if not isinstance(c, Card):
            raise InvalidCardError(f"{c!r} is not a card")
    if len(set(cards)) != 5:
        parse_cards(cards)  # names the card given twice
    for c in cards:
        if c.rank not in tables.weight:
            law = "peel-poker:1" if rules.code == "peel-poker" else "foster-poker:p7"
            raise InvalidCardError(f"the {c.name} is not in the pack these rules play with", law)


_PAIRED = (PAIR << _CAT_SHIFT, FLUSH << _CAT_SHIFT)  # scores in this range hold two cards of a rank


def score(cards: Sequence[Card], rules: HandRules = PEEL) -> int:
    """The hand's value as one integer: a higher score is a better hand
    under ``rules``, equal scores are hands "identical in value" (Rule 76).
    ``score >> 32`` is the category (0 no pair ... 8 sequence flush).

    The fast path of :func:`evaluate` (no :class:`HandValue` is built)."""
    t = getattr(rules, "_tables", None)
    if t is None:
        t = _hand_rules(rules).tables
    try:
        c0, c1, c2, c3, c4 = cards
        i0, i1, i2, i3, i4 = c0.index, c1.index, c2.index, c3.index, c4.index
        w = t.weight_of_index
        key = w[i0] + w[i1] + w[i2] + w[i3] + w[i4]
        suited = (i0 & 3) == (i1 & 3) == (i2 & 3) == (i3 & 3) == (i4 & 3)
        value = t.flush[key] if suited else t.nonflush[key]
        if _PAIRED[0] <= value < _PAIRED[1] or value >> _CAT_SHIFT > FLUSH and not suited:
            if len({i0, i1, i2, i3, i4}) != 5:
                raise KeyError  # a card given twice
    except (ValueError, IndexError, KeyError, AttributeError, TypeError):
        _check(check_items(cards, "a Poker hand (five cards)", error=InvalidCardError), rules, t)
        raise  # pragma: no cover - _check always raises here
    if suited:
        if (i0 & 3) == _HEARTS and rules.code == "peel-poker":
            if value >> _CAT_SHIFT == FLUSH:
                value = _heart_flush(value, rules)
            elif value >> _CAT_SHIFT == SEQUENCE_FLUSH and rules.sequence_flush_hearts == "hearts":
                value = _sequence_flush_hearts(value)
    elif value >> _CAT_SHIFT == SEQUENCE and rules.sequence_hearts != "no-effect":
        pos = t.seq_position
        top_down = sorted(cards, key=lambda c: pos[(key, c.rank)])
        value |= _sequence_hearts(top_down, rules)
    return value


_HEARTS = list(Suit).index(Suit.HEARTS)


def category_of(value: int) -> int:
    """The category number (0 no pair ... 8 sequence flush) of a score."""
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise RuleSetError(f"a hand's score is a whole number (games.poker.hands.score), not {value!r}")
    return value >> _CAT_SHIFT


@dataclass(frozen=True, eq=False)
class HandValue:
    """The value of a five-card hand under one rule set.

    Compare two values with ``<``, ``>``, ``==`` (equal means "identical in
    value", Rule 76).  ``category`` is the book's name of the hand
    ("Full"; "Full hand" for Foster), ``rank`` its place (8 highest, 0 lowest)."""

    cards: tuple[Card, ...]
    rules: HandRules
    score: int

    @property
    def rank(self) -> int:
        """Category number: 8 sequence (straight) flush ... 0 no pair (high card)."""
        return self.score >> _CAT_SHIFT

    @property
    def category(self) -> str:
        """The category as the book names it."""
        return self.rules.category_name(self.score >> _CAT_SHIFT)

    def _other(self, other: object) -> "HandValue":
        if not isinstance(other, HandValue):
            return NotImplemented  # type: ignore[return-value]
        if other.rules != self.rules:
            raise RuleSetError("hands valued under different rules cannot be compared")
        return other

    def __eq__(self, other: object) -> bool:
        o = self._other(other)
        return NotImplemented if o is NotImplemented else self.score == o.score

    def __hash__(self) -> int:
        return hash((self.rules, self.score))

    def __lt__(self, other: "HandValue") -> bool:
        o = self._other(other)
        return NotImplemented if o is NotImplemented else self.score < o.score

    def __le__(self, other: "HandValue") -> bool:
        o = self._other(other)
        return NotImplemented if o is NotImplemented else self.score <= o.score

    def __gt__(self, other: "HandValue") -> bool:
        o = self._other(other)
        return NotImplemented if o is NotImplemented else self.score > o.score

    def __ge__(self, other: "HandValue") -> bool:
        o = self._other(other)
        return NotImplemented if o is NotImplemented else self.score >= o.score

    def __str__(self) -> str:
        return f"{self.category}: {' '.join(str(c) for c in self.cards)}"

    def _repr_html_(self) -> str:
        """The five cards as pictures, with the class of the hand (for notebooks)."""
        from games.cards import card_svg

        faces = "".join(card_svg(c, width=48) for c in self.cards)
        return (
            f'<figure class="poker-hand" role="group" aria-label="{self.category}: '
            f'{", ".join(c.name for c in self.cards)}">{faces}<figcaption>{self.category}</figcaption></figure>'
        )

    def __repr__(self) -> str:
        return f"<HandValue {self.category} {' '.join(str(c) for c in self.cards)} ({self.rules.code})>"


def evaluate(cards: Iterable[Card] | str, rules: HandRules | str = PEEL) -> HandValue:
    """The value of five cards under ``rules`` (:data:`PEEL` by default).

    ``cards`` may be text (``"KS KH 5D 5C 2S"``).  A hand that is not five
    different cards of the rules' pack raises
    :class:`~games.errors.InvalidCardError` naming the law."""
    rules = rules_for(rules)
    hand = parse_cards(cards)
    return HandValue(hand, rules, score(hand, rules))


@implements("peel-poker:69", "peel-poker:75", "peel-poker:76")
def best_hands(hands: Sequence[Iterable[Card] | str], rules: HandRules | str = PEEL) -> tuple[int, ...]:
    """The indices of the best of several hands (more than one when they are
    identical in value: they share the pool, Rule 76, which the engine applies).

    Rules 69 and 75 under the reading ``untied_card="any-other-hand"`` need every
    hand at once: among three or more flushes (none in hearts) or hands of no pair,
    the best holds the highest card not matched by a card of equal value in any
    other of them:

    >>> hands = ["KS QS 9S 5S 3S", "KD JD 8D 4D 2D", "QC JC 10C 7C 6C"]
    >>> best_hands(hands)
    (0,)
    >>> best_hands(hands, PeelRules(untied_card="any-other-hand"))
    (2,)
    """
    rules = rules_for(rules)
    parsed = [parse_cards(h) for h in check_items(hands, "the hands", error=InvalidCardError)]
    values = [score(h, rules) for h in parsed]
    if not values:
        return ()
    top = max(values)
    if rules.untied_card == "any-other-hand":
        cat, major = top >> _CAT_SHIFT, top >> _MAJOR_SHIFT
        # the competing hands: every flush not beaten by a heart flush (69), every no-pair hand (75)
        rivals = [i for i, v in enumerate(values) if v >> _MAJOR_SHIFT == major]
        tied_hearts = cat == FLUSH and major & 1 and rules.heart_flushes == "tie"
        if cat in (FLUSH, NO_PAIR) and len(rivals) >= 3 and not tied_hearts:
            winner = _untied_in_any_other(parsed, rivals, rules)
            if winner is not None:
                return (winner,)
    return tuple(i for i, v in enumerate(values) if v == top)


def _untied_in_any_other(hands: list, rivals: list[int], rules: HandRules) -> int | None:
    """The rival holding the highest card of a value held in no other rival's hand
    (``None`` if every card is so matched)."""
    order = rules.tables.order
    held: dict[int, list[int]] = {}
    for i in rivals:
        for c in hands[i]:
            held.setdefault(order[c.rank], []).append(i)
    untied = [(v, who[0]) for v, who in held.items() if len(who) == 1]
    return max(untied)[1] if untied else None
