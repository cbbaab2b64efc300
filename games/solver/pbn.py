"""The four hands of a deal, and the bridge world's deal notation (PBN) for them.

A PBN deal is ``"N:AKQ.T98.J2.K5 ..."``: the seat of the first hand (``N``, ``E``, ``S`` or ``W``),
a colon, then four hands clockwise from it, each written spades, hearts, diamonds, clubs with dots
between (a void is an empty suit, or ``-``), the ranks ``A K Q J T 9 ... 2`` (``10`` is read as
the ten).  Every hand must be complete: a deal to solve has four hands of equal size and no card
twice.

>>> layout = parse_pbn("N:A.K.. K.A.. Q.Q.. J.J..")
>>> layout.size, layout.to_pbn()
(2, 'N:A.K.. K.A.. Q.Q.. J.J..')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Mapping, Union

from games.cards import ACE_HIGH, Card, Rank, Suit
from games.errors import GameError, InvalidActionError, InvalidCardError

__all__ = ["SEATS", "SIDES", "Layout", "parse_pbn", "seat_index", "side_of", "parse_trump"]

#: The four seats, clockwise: North, East, South, West (North-South play against East-West).
SEATS = ("N", "E", "S", "W")
#: Their names, for messages.
SEAT_NAMES = ("North", "East", "South", "West")
#: The two sides.
SIDES = ("ns", "ew")
_SEAT_NAMES = {"n": 0, "north": 0, "e": 1, "east": 1, "s": 2, "south": 2, "w": 3, "west": 3}
_PBN_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_PBN_RANKS = {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.KNAVE, "T": Rank.TEN, "9": Rank.NINE,
              "8": Rank.EIGHT, "7": Rank.SEVEN, "6": Rank.SIX, "5": Rank.FIVE, "4": Rank.FOUR, "3": Rank.THREE,
              "2": Rank.TWO}
_RANK_LETTER = {r: k for k, r in _PBN_RANKS.items()}
_ORDER = {r: i for i, r in enumerate(ACE_HIGH)}  # two 0 ... ace 12


def seat_index(seat: object, what: str = "the leader") -> int:
    """A seat as 0-3 (North, East, South, West) from ``"N"``/``"north"``... or the number itself."""
    if isinstance(seat, bool):
        raise InvalidActionError(f"{what} must be a seat N, E, S or W (or 0-3), not {seat!r}")
    if isinstance(seat, int):
        if 0 <= seat <= 3:
            return seat
        raise InvalidActionError(f"{what} must be a seat N, E, S or W (or 0-3), not {seat!r}")
    if isinstance(seat, str):
        i = _SEAT_NAMES.get(seat.strip().lower())
        if i is not None:
            return i
    shown = repr(seat) if len(repr(seat)) <= 40 else repr(seat)[:37] + "..."
    raise InvalidActionError(f"{what} must be a seat N, E, S or W (or 0-3), not {shown}")


def side_of(seat: object) -> str:
    """``"ns"`` or ``"ew"``."""
    return SIDES[seat_index(seat, "the seat") & 1]


def parse_trump(trump: object) -> Suit | None:
    """The trump suit from a :class:`~games.cards.Suit`, a letter, sign or name; ``None``, ``"N"``,
    ``"NT"`` or ``"no trumps"`` for none."""
    if trump is None or isinstance(trump, Suit):
        return trump
    if isinstance(trump, str):
        key = trump.strip().lower().replace("-", " ").replace("_", " ")
        if key in ("n", "nt", "no trumps", "no trump", "notrump", "notrumps", "none"):
            return None
        try:
            return Suit.parse(trump)
        except GameError:
            pass
    shown = repr(trump) if len(repr(trump)) <= 40 else repr(trump)[:37] + "..."
    raise InvalidActionError(f"the trump suit must be S, H, D, C or N (no trumps), not {shown}")


HandsLike = Union["Layout", str, Mapping[object, Iterable[object]], Iterable[Iterable[object]]]


def _card(c: object, seat: int) -> Card:
    try:
        card = Card.parse(c)  # type: ignore[arg-type]
    except GameError as err:
        raise InvalidCardError(f"{SEAT_NAMES[seat]}'s hand: {err.message}") from None
    if card.rank not in _ORDER:
        raise InvalidCardError(f"{SEAT_NAMES[seat]}'s hand: the {card.name} is not a card of the pack of fifty-two")
    return card


@dataclass(frozen=True)
class Layout:
    """Four hands laid open: ``hands[0..3]`` are North's, East's, South's and West's cards.

    Built from a PBN text (:func:`parse_pbn`), from four collections of cards (North first), or from a
    mapping seat -> cards (``{"N": "AS KS", ...}``, seats ``N E S W`` or 0-3); see :meth:`of`.
    The hands must be of equal size, and no card may appear twice.
    """

    hands: tuple[tuple[Card, ...], ...]

    def __post_init__(self) -> None:
        hands = self.hands
        if isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable):
            raise InvalidActionError(f"a layout is four hands (North, East, South, West), not {_short(hands)}")
        hands = tuple(hands)
        if len(hands) != 4:
            raise InvalidActionError(f"a layout is four hands (North, East, South, West), not {len(hands)}")
        out = []
        seen: dict[Card, int] = {}
        for i, h in enumerate(hands):
            if isinstance(h, str):
                from games.cards import parse_cards
                try:
                    h = parse_cards(h)
                except GameError as err:
                    raise InvalidCardError(f"{SEAT_NAMES[i]}'s hand: {err.message}") from None
            if isinstance(h, (bytes, bytearray)) or not isinstance(h, Iterable):
                raise InvalidActionError(f"{SEAT_NAMES[i]}'s hand must be a collection of cards, not {_short(h)}")
            cards = tuple(_card(c, i) for c in h)
            for c in cards:
                if c in seen:
                    who = "twice in " + SEAT_NAMES[i] + "'s hand" if seen[c] == i else \
                        f"in both {SEAT_NAMES[seen[c]]}'s and {SEAT_NAMES[i]}'s hands"
                    raise InvalidActionError(f"the {c.name} is dealt {who}")
                seen[c] = i
            out.append(tuple(sorted(cards, key=_sort_key)))
        sizes = [len(h) for h in out]
        if len(set(sizes)) != 1:
            raise InvalidActionError("the hands must be of equal size: " +
                                     ", ".join(f"{SEAT_NAMES[i]} holds {n}" for i, n in enumerate(sizes)))
        if sizes[0] > 13:
            raise InvalidActionError(f"a hand holds at most 13 cards, not {sizes[0]}")
        object.__setattr__(self, "hands", tuple(out))

    @classmethod
    def of(cls, hands: HandsLike) -> "Layout":
        """A layout from a :class:`Layout`, a PBN text, four hands (North first) or a mapping seat -> hand."""
        if isinstance(hands, Layout):
            return hands
        if isinstance(hands, str):
            return parse_pbn(hands)
        if isinstance(hands, Mapping):
            got: dict[int, object] = {}
            for k, v in hands.items():
                i = seat_index(k, "a seat of the layout")
                if i in got:
                    raise InvalidActionError(f"{SEAT_NAMES[i]}'s hand is given twice")
                got[i] = v
            missing = [SEAT_NAMES[i] for i in range(4) if i not in got]
            if missing:
                raise InvalidActionError(f"a layout needs all four hands: {', '.join(missing)} missing")
            return cls(tuple(got[i] for i in range(4)))  # type: ignore[arg-type,misc]  # the hands were checked above
        return cls(hands)  # type: ignore[arg-type]

    @property
    def size(self) -> int:
        """Cards in each hand (the tricks to play)."""
        return len(self.hands[0])

    def hand(self, seat: object) -> tuple[Card, ...]:
        """The hand of ``seat`` (``"N"`` ... or 0-3)."""
        return self.hands[seat_index(seat, "the seat")]

    def to_pbn(self, first: object = "N") -> str:
        """The layout in PBN, starting from ``first``."""
        f = seat_index(first, "the first seat")
        parts = []
        for k in range(4):
            h = self.hands[(f + k) & 3]
            parts.append(".".join("".join(_RANK_LETTER[c.rank] for c in h if c.suit is s) for s in _PBN_SUITS))
        return f"{SEATS[f]}:" + " ".join(parts)

    def __str__(self) -> str:
        return self.to_pbn()


def _sort_key(c: Card) -> tuple[int, int]:
    return (_PBN_SUITS.index(c.suit), -_ORDER[c.rank])


def _short(v: object) -> str:
    try:
        t = repr(v)
    except Exception:  # noqa: BLE001
        t = f"a {type(v).__name__}"
    return t if len(t) <= 40 else t[:37] + "..."


_PBN_RE = re.compile(r"^\s*(?:\[\s*Deal\s+\"(.*)\"\s*\]|(.*))\s*$", re.S)


def parse_pbn(text: object) -> Layout:
    """A :class:`Layout` from a PBN deal, ``"N:AKQ.T98.J2.K5 JT9.AKQ.5432.2 ..."`` (also the tag form
    ``[Deal "N:..."]``).  Bad notation raises :class:`~games.errors.InvalidActionError` naming what is
    wrong: the first seat, the number of hands or suits, a rank, a card twice, unequal hands."""
    if not isinstance(text, str):
        raise InvalidActionError(f"a PBN deal is text such as 'N:AKQ.T98.J2.K5 ...', not {_short(text)}")
    m = _PBN_RE.match(text)
    body = (m.group(1) if m and m.group(1) is not None else text).strip()
    if len(body) < 2 or body[1] != ":" or body[0].upper() not in SEATS:
        raise InvalidActionError(f"a PBN deal starts with the first hand's seat and a colon (N:, E:, S: or W:), "
                                 f"not {_short(body[:12])}")
    first = SEATS.index(body[0].upper())
    hands_text = body[2:].split()
    if len(hands_text) != 4:
        raise InvalidActionError(f"a PBN deal has four hands separated by spaces, not {len(hands_text)}")
    hands: list[list[Card]] = [[], [], [], []]
    for k, ht in enumerate(hands_text):
        seat = (first + k) & 3
        if ht == "-":
            raise InvalidActionError(f"{SEAT_NAMES[seat]}'s hand is not given ('-'): a deal to solve shows all four hands")
        suits = ht.split(".")
        if len(suits) != 4:
            raise InvalidActionError(f"{SEAT_NAMES[seat]}'s hand {ht!r} must have four suits (spades.hearts.diamonds."
                                     f"clubs), not {len(suits)}")
        for suit, st in zip(_PBN_SUITS, suits):
            if st == "-":
                continue
            st = st.upper().replace("10", "T")
            for ch in st:
                r = _PBN_RANKS.get(ch)
                if r is None:
                    raise InvalidActionError(f"{SEAT_NAMES[seat]}'s {suit}: {ch!r} is not a rank (A K Q J T 9 ... 2)")
                card = Card(r, suit)
                if card in hands[seat]:
                    raise InvalidActionError(f"the {card.name} is dealt twice in {SEAT_NAMES[seat]}'s hand")
                hands[seat].append(card)
    return Layout(tuple(tuple(h) for h in hands))
