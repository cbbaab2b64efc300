"""The count of the cards at Vingt-un: values, totals, soft totals, naturals, pairs, packs as compositions.

All four books count alike: "the ace reckoning as either one or eleven, at the
option of the player, and each of the court cards counting ten"
(:law:`peel-vingt-un:p3`, :law:`hoffmann-vingt-un:p3`, :law:`enquire-within:115`);
suits do not count.  A hand is best counted with one ace as eleven when that
does not take it past twenty-one (two aces as eleven would make 22): such a
total is *soft* (a further card cannot over-draw it by way of that ace).

Usage:

>>> from games.vingt_un.cards import total, is_natural, is_pair, composition
>>> total("AS 6D")
Total(points=17, soft=True)
>>> total("AS 6D 9C")            # the ace now counts one
Total(points=16, soft=False)
>>> total("KS 7H 8C").over
True
>>> is_natural("AH QC"), is_natural("AH 5C 5D")
(True, False)
>>> is_pair("KS KD"), is_pair("KS QD"), is_pair("KS QD", by="value")
(True, False, True)
>>> composition("AS KD")          # a pack as counts of values ace, 2, ... 9, ten-cards
(3, 4, 4, 4, 4, 4, 4, 4, 4, 15)

A composition (the count of each value left in a pack, aces first and the
sixteen "tenth cards" last) is what :mod:`games.vingt_un.odds` works from: the
order of the cards and their suits do not matter to the chances.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple, Sequence, Union

from games.cards import Card, Rank, parse_cards
from games.errors import InvalidCardError
from games.laws import implements

__all__ = [
    "TWENTY_ONE", "VALUES", "FULL_PACK", "Total", "value", "card_values", "total", "add", "is_natural",
    "is_pair", "composition", "pack_of", "points_without_aces",
]

#: The number aimed at (:law:`hoffmann-vingt-un:p1`).
TWENTY_ONE = 21
#: The values a card can have, ace as one: 1 (ace), 2 ... 9, 10 (ten and court cards).
VALUES = tuple(range(1, 11))
#: The composition of the full pack of fifty-two: four of each value and sixteen tenth cards
#: (:law:`hoffmann-vingt-un:p1`: "a tenth card, of which there are sixteen").
FULL_PACK: tuple[int, ...] = (4,) * 9 + (16,)

CardsLike = Union[str, Iterable[Union[Card, str]]]


class Total(NamedTuple):
    """A hand's best count: ``points`` and whether it is ``soft`` (an ace counted eleven)."""

    points: int
    soft: bool

    @property
    def over(self) -> bool:
        """Over-drawn: "got beyond the 21 points" (:law:`peel-vingt-un:p12`)."""
        return self.points > TWENTY_ONE


@implements("peel-vingt-un:p3", "hoffmann-vingt-un:p3")
def value(card: Card | str) -> int:
    """A card's value with the ace as one: court cards ten, the rest their pips.

    >>> value("QH"), value("7C"), value("AD")
    (10, 7, 1)
    """
    c = Card.parse(card) if isinstance(card, str) else card
    if not isinstance(c, Card):
        raise InvalidCardError(f"a card (or its name, such as 'QH'), not {card!r}")
    if c.rank in (Rank.ELEVEN, Rank.TWELVE):
        raise InvalidCardError(f"the {c.rank.name_} belongs to Foster's sixty-card pack, not to Vingt-un's fifty-two")
    return 10 if c.rank.is_court else c.rank.pips


def card_values(cards: CardsLike | Sequence[int]) -> tuple[int, ...]:
    """The values of ``cards`` (a text such as ``"AS 10D"`` or cards)."""
    if isinstance(cards, str):
        cards = parse_cards(cards)
    elif isinstance(cards, (bytes, bytearray)) or not hasattr(cards, "__iter__"):
        raise InvalidCardError(f"cards are a text such as 'AS 10D' or a sequence of cards, not {cards!r}")
    out = []
    for v in cards:
        if isinstance(v, int) and not isinstance(v, bool):
            if v not in VALUES:
                raise InvalidCardError(f"card values are 1 (ace) to 10, not {v!r}")
            out.append(v)
        else:
            out.append(value(v))  # type: ignore[arg-type]  # a bool is refused by value()
    return tuple(out)


@implements("peel-vingt-un:p3", "hoffmann-vingt-un:p3", "hoffmann-vingt-un:p5", "enquire-within:115")
def total(cards: CardsLike | Sequence[int], *, ace_eleven: bool = True) -> Total:
    """The best count of a hand: every ace one, then one ace eleven if that does not over-draw.

    ``ace_eleven=False`` counts every ace as one only (French Vingt-Un's *Differences*,
    :law:`hoffmann-french-vingt-un:7`).  ``cards`` may also be a sequence of values (1-10).
    """
    vals = card_values(cards)  # values 1-10 pass through, checked
    hard = sum(vals)
    if ace_eleven and 1 in vals and hard + 10 <= TWENTY_ONE:
        return Total(hard + 10, True)
    return Total(hard, False)


def add(t: Total, v: int) -> Total:
    """The total after one more card of value ``v`` (the step every recursion uses).

    >>> add(Total(17, True), 9)       # soft 17 and a nine: 16, hard
    Total(points=16, soft=False)
    >>> add(Total(10, False), 1)      # ten and an ace: soft 21
    Total(points=21, soft=True)
    """
    if (not isinstance(t, Total) or not isinstance(t.points, int) or isinstance(t.points, bool)
            or not isinstance(t.soft, bool)):
        raise InvalidCardError(f"a total is a Total(points, soft), not {t!r}")
    if not isinstance(v, int) or isinstance(v, bool) or v not in VALUES:
        raise InvalidCardError(f"card values are 1 (ace) to 10, not {v!r}")
    points, soft = t.points + v, t.soft
    if soft and points > TWENTY_ONE:
        points, soft = points - 10, False
    if v == 1 and not soft and points + 10 <= TWENTY_ONE:
        points, soft = points + 10, True
    return Total(points, soft)


def points_without_aces(cards: CardsLike) -> int:
    """The count with every ace one (the hard total)."""
    return sum(card_values(cards))


@implements("peel-vingt-un:p5", "hoffmann-vingt-un:p4", "enquire-within:115")
def is_natural(cards: CardsLike) -> bool:
    """A *natural*: twenty-one in the first two cards, an ace and a ten or court card
    (:law:`peel-vingt-un:p5`, :law:`hoffmann-vingt-un:p4`, :law:`enquire-within:115`).
    Whether a pair's divided hand can hold one is a declared reading of each rule set
    (``split_natural``)."""
    vals = card_values(cards)
    return len(vals) == 2 and sorted(vals) == [1, 10]


@implements("peel-vingt-un:p16", "hoffmann-vingt-un:p12")
def is_pair(cards: CardsLike, *, by: str = "rank") -> bool:
    """Two cards "of the same denomination" (:law:`peel-vingt-un:p16`): two kings, two queens, not a
    king and a queen (``by="rank"``, as both books' examples); ``by="value"`` lets any two tenth cards
    pair (a declared reading, the modern practice)."""
    if not isinstance(cards, str) and (isinstance(cards, (bytes, bytearray)) or not hasattr(cards, "__iter__")):
        raise InvalidCardError(f"cards are a text such as 'KS KD' or a sequence of cards, not {cards!r}")
    cs = parse_cards(cards) if isinstance(cards, str) else tuple(Card.parse(c) if isinstance(c, str) else c for c in cards)
    if not all(isinstance(c, Card) for c in cs):
        raise InvalidCardError(f"a pair is two cards, not {cards!r}")
    if len(cs) != 2:
        return False
    if by == "rank":
        return cs[0].rank is cs[1].rank
    if by == "value":
        return value(cs[0]) == value(cs[1])
    raise InvalidCardError(f"pairs are by 'rank' or by 'value', not {by!r}")


def composition(removed: CardsLike = (), packs: int = 1) -> tuple[int, ...]:
    """The composition left in ``packs`` full packs once ``removed`` are taken out (values 1-10).

    Raises :class:`~games.errors.InvalidCardError` if more of a value are removed than a pack holds.
    """
    if not isinstance(packs, int) or isinstance(packs, bool) or not 1 <= packs <= 8:
        raise InvalidCardError(f"packs: one to eight packs, not {packs!r}")
    counts = [n * packs for n in FULL_PACK]
    for v in card_values(removed):
        counts[v - 1] -= 1
        if counts[v - 1] < 0:
            raise InvalidCardError(f"more cards of value {v} are out than {packs} pack(s) hold")
    return tuple(counts)


def pack_of(cards: CardsLike) -> tuple[int, ...]:
    """The composition of the given cards themselves (e.g. the cards left in a game's stock).

    >>> pack_of("AS AD 10C KH 5S")
    (2, 0, 0, 0, 1, 0, 0, 0, 0, 2)
    """
    counts = [0] * 10
    for v in card_values(cards):
        counts[v - 1] += 1
    return tuple(counts)
