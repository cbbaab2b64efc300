"""The order of Poker hands as law functions (Peel's Rules 65-75, Foster's American order), and the
lookup tables built from them.

Each law of the order is one small function (``_fours``, ``_full`` ... tagged with its law) that
scores a hand of its category; :func:`build_tables` runs them over every multiset of ranks once per
rule set, and :class:`HandTables` keeps the result for :func:`games.poker.hands.score` and the census.
The rule sets themselves (:class:`~games.poker.hands.PeelRules`, :class:`~games.poker.hands.FosterRules`)
live in :mod:`games.poker.hands`; here they are read only through :class:`OrderRules`, the readings
the tables depend on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Sequence

from games.cards import ACE_HIGH, ACE_HIGH_SIXTY, ACE_LOW, ACE_LOW_SIXTY, Card, Rank, Suit
from games.laws import implements

__all__ = ["OrderRules", "HandTables", "windows", "build_tables", "NO_PAIR", "PAIR", "TWO_PAIRS",
           "THREES", "SEQUENCE", "FLUSH", "FULL", "FOURS", "SEQUENCE_FLUSH"]

#: Category numbers (higher is better), shared by both codes: ``score(hand) >> 32``
#: (:func:`~games.poker.hands.category_of`) is one of ``NO_PAIR`` (0), ``PAIR``, ``TWO_PAIRS``, ``THREES``,
#: ``SEQUENCE``, ``FLUSH``, ``FULL``, ``FOURS``, ``SEQUENCE_FLUSH`` (8).
NO_PAIR, PAIR, TWO_PAIRS, THREES, SEQUENCE, FLUSH, FULL, FOURS, SEQUENCE_FLUSH = range(9)

_CAT_SHIFT = 32
_MAJOR_SHIFT = 26
_RANKS_SHIFT = 6
_RANKS_MASK = ((1 << 20) - 1) << _RANKS_SHIFT



class OrderRules(Protocol):
    """What the order of hands reads from a rule set (:class:`games.poker.hands.HandRules` answers it)."""

    @property
    def categories(self) -> tuple[str, ...]: ...
    @property
    def pack_ranks(self) -> tuple[Rank, ...]: ...
    @property
    def pack(self) -> str: ...
    @property
    def aces(self) -> str: ...
    @property
    def ace_in_sequence(self) -> str: ...
    @property
    def sequence_hearts(self) -> str: ...
    @property
    def sequence_flush_hearts(self) -> str: ...
    @property
    def heart_flushes(self) -> str: ...
    @property
    def untied_card(self) -> str: ...
    @property
    def two_pairs_odd_card(self) -> str: ...

# -- the laws ------------------------------------------------------------------


def _order(rules: OrderRules) -> tuple[Rank, ...]:
    """Ranks from lowest to highest for everything but sequences."""
    sixty = rules.pack == "sixty"
    if rules.aces == "low":
        return ACE_LOW_SIXTY if sixty else ACE_LOW
    return ACE_HIGH_SIXTY if sixty else ACE_HIGH


@implements("peel-poker:71", "foster-poker:p7")
def windows(rules: OrderRules) -> tuple[tuple[Rank, ...], ...]:
    """The sequences of ranks the rules allow, lowest first (each lowest card first).

    Rule 71: "The ace shall only begin a sequence; it shall not end a sequence
    after a king, nor shall it be an intermediate card between a king and a
    two": with the fifty-two cards, nine runs, A-2-3-4-5 to 9-10-J-Q-K.  With
    ``ace_in_sequence="begin-or-end"`` (the footnote's American writers, and
    Foster's "highest or lowest ... according to the wish of the holder") a
    tenth, 10-J-Q-K-A, is the highest.  No sequence passes from king to two.
    """
    natural = rules.pack_ranks  # ace first
    runs = [natural[i : i + 5] for i in range(len(natural) - 4)]
    if rules.ace_in_sequence == "begin-or-end":
        runs.append(natural[-4:] + (Rank.ACE,))
    return tuple(runs)


def _digits(values: Sequence[int]) -> int:
    """Values (0-15), most significant first, as one integer of 5 base-16 digits."""
    out = 0
    for v in values:
        out = out * 16 + v
    return out * 16 ** (5 - len(values))


def _score(category: int, ranks: int = 0, major: int = 0, minor: int = 0) -> int:
    return (category << _CAT_SHIFT) | (major << _MAJOR_SHIFT) | (ranks << _RANKS_SHIFT) | minor


@implements("peel-poker:66")
def _sequence_flush(strength: int) -> int:
    """Rule 66: among flush sequences, the one containing the highest card wins
    (ace lowest); equal sequence flushes tie (Rule 66 names no further test)."""
    return _score(SEQUENCE_FLUSH, _digits([strength]))


@implements("peel-poker:67")
def _fours(four: int, odd: int) -> int:
    """Rule 67: among fours, "the four cards highest in value" win (the odd
    card can only matter between hands of different deals)."""
    return _score(FOURS, _digits([four, odd]))


@implements("peel-poker:68")
def _full(three: int, two: int) -> int:
    """Rule 68: among fulls, the one whose threes are highest wins."""
    return _score(FULL, _digits([three, two]))


@implements("peel-poker:69")
def _flush(values_desc: Sequence[int]) -> int:
    """Rule 69 (second clause): among flushes not in hearts, "the flush hand
    which contains the card highest in value, and which is not tied by a card
    of equal value in another flush hand" wins: the cards compared from the
    highest down.  The first clause (hearts) is applied by :func:`_heart_flush`."""
    return _score(FLUSH, _digits(values_desc))


@implements("peel-poker:66", "peel-poker:70")
def _sequence_flush_hearts(base: int) -> int:
    """Rule 66 with the reading ``sequence_flush_hearts="hearts"``: of two equal
    sequence flushes the one in hearts is the better (Rule 70's "sequence in hearts");
    by default (``"tie"``) Rule 66 names no further test and they share (Rule 76)."""
    return base | 1


@implements("peel-poker:69")
def _heart_flush(base: int, rules: OrderRules) -> int:
    """Rule 69 (first clause): "a flush in hearts shall be held to be the best
    hand" among flushes; between two heart flushes the option
    ``heart_flushes`` decides."""
    if rules.heart_flushes == "tie":
        base &= ~_RANKS_MASK
    return base | (1 << _MAJOR_SHIFT)


@implements("peel-poker:70")
def _sequence(strength: int) -> int:
    """Rule 70: among sequences (not flushes), "the player whose sequence
    contains the highest card (ace being the lowest)" wins; for equal
    sequences see :func:`_sequence_hearts`."""
    return _score(SEQUENCE, _digits([strength]))


@implements("peel-poker:70")
def _sequence_hearts(cards_top_down: Sequence[Card], rules: OrderRules) -> int:
    """Rule 70: "if there be two or more sequences of cards of equal value, a
    sequence in hearts, *ceteris paribus*, shall be the best hand".  Returns
    the low-order part of the score under the option ``sequence_hearts``;
    ``cards_top_down`` is the sequence from its highest card down."""
    reading = rules.sequence_hearts
    hearts = [c.suit is Suit.HEARTS for c in cards_top_down]
    if reading == "most-hearts":
        return sum(hearts)
    if reading == "top-heart":
        return int(hearts[0])
    if reading == "hearts-downward":
        return sum(h << (4 - i) for i, h in enumerate(hearts))
    return 0


@implements("peel-poker:72")
def _threes(three: int, odds_desc: Sequence[int]) -> int:
    """Rule 72: among threes, "the hand containing the threes highest in value" wins."""
    return _score(THREES, _digits([three, *odds_desc]))


@implements("peel-poker:73")
def _two_pairs(high: int, low: int, odd: int, rules: OrderRules) -> int:
    """Rule 73: the higher pair decides, then "the value of the other pair";
    the odd card as the option ``two_pairs_odd_card`` says."""
    if rules.two_pairs_odd_card == "tie":
        return _score(TWO_PAIRS, _digits([high, low]))
    return _score(TWO_PAIRS, _digits([high, low, odd]))


@implements("peel-poker:74")
def _pair(pair: int, odds_desc: Sequence[int]) -> int:
    """Rule 74: the higher pair wins; between equal pairs "the hand containing
    the highest card which is not tied by an equally high card in the other
    hand"."""
    return _score(PAIR, _digits([pair, *odds_desc]))


@implements("peel-poker:75")
def _no_pair(values_desc: Sequence[int]) -> int:
    """Rule 75: with no pair or better, "the card highest in value which is not
    tied by a card of similar value in another competing hand" decides."""
    return _score(NO_PAIR, _digits(values_desc))


# -- the tables ------------------------------------------------------------------


@dataclass(frozen=True)
class HandTables:
    """The lookup tables of one rule set, built from the law functions above
    by :func:`build_tables` and shared by :func:`~games.poker.hands.score` and the census.

    ``nonflush`` and ``flush`` map a rank key (the sum of the five ranks'
    weights, ``8 ** (rank.natural - 1)``) to a score."""

    weight: dict  # Rank -> 8 ** natural index
    weight_of_index: list  # Card.index -> its rank's weight (None: not in the pack)
    nonflush: dict  # rank key -> score, for hands not all of one suit
    flush: dict  # rank key -> score, for five different ranks of one suit
    order: dict  # Rank -> comparison value (0 lowest)
    seq_top: dict  # rank key of a sequence -> the Rank of its highest card
    seq_position: dict  # (rank key, Rank) -> place in that sequence (0 = top)




def _multisets(n_ranks: int, size: int = 5, most: int = 4):
    """All multisets of ``size`` rank indices (0..n_ranks-1) with at most ``most`` alike."""

    def rec(start: int, left: int, acc: list[int]):
        if left == 0:
            yield tuple(acc)
            return
        for r in range(start, n_ranks):
            if acc[-most:] == [r] * most:
                continue
            acc.append(r)
            yield from rec(r, left - 1, acc)
            acc.pop()

    return rec(0, size, [])


def build_tables(rules: OrderRules) -> HandTables:
    ranks = rules.pack_ranks
    weight = {r: 8 ** (r.natural - 1) for r in ranks}
    order = {r: i for i, r in enumerate(_order(rules))}
    windows_ = windows(rules)
    seqs = {}
    seq_top = {}
    seq_position = {}
    for strength, run in enumerate(windows_):
        key = sum(weight[r] for r in run)
        seqs[key] = strength
        seq_top[key] = run[-1]
        for pos, r in enumerate(reversed(run)):
            seq_position[(key, r)] = pos
    nonflush: dict[int, int] = {}
    flush: dict[int, int] = {}
    for ms in _multisets(len(ranks)):
        hand = [ranks[i] for i in ms]
        key = sum(weight[r] for r in hand)
        counts: dict[Rank, int] = {}
        for r in hand:
            counts[r] = counts.get(r, 0) + 1
        groups = sorted(((n, order[r]) for r, n in counts.items()), reverse=True)
        shape = tuple(n for n, _ in groups)
        vals = [v for _, v in groups]
        if shape == (1, 1, 1, 1, 1):
            if key in seqs:
                nonflush[key] = _sequence(seqs[key])
                flush[key] = _sequence_flush(seqs[key])
            else:
                nonflush[key] = _no_pair(vals)
                flush[key] = _flush(vals)
        elif shape == (4, 1):
            nonflush[key] = _fours(vals[0], vals[1])
        elif shape == (3, 2):
            nonflush[key] = _full(vals[0], vals[1])
        elif shape == (3, 1, 1):
            nonflush[key] = _threes(vals[0], vals[1:])
        elif shape == (2, 2, 1):
            nonflush[key] = _two_pairs(vals[0], vals[1], vals[2], rules)
        elif shape == (2, 1, 1, 1):
            nonflush[key] = _pair(vals[0], vals[1:])
        else:  # pragma: no cover - _multisets yields no other shapes
            raise AssertionError(shape)
    weight_of_index = [None] * 60
    for r, wt in weight.items():
        for suit_no in range(4):
            weight_of_index[4 * (r.natural - 1) + suit_no] = wt
    return HandTables(weight, weight_of_index, nonflush, flush, order, seq_top, seq_position)
