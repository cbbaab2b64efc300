"""Cards, suits, ranks and packs.

Immutable values, no dependencies (the module runs unchanged in Pyodide).

* :class:`Suit` and :class:`Rank` are enums.  Ranks are **not** ordered: every
  game orders them in its own way (Peel's Poker puts the ace lowest, Foster's
  lets the holder choose, Écarté puts it between the knave and the ten).  A
  rank carries its ``pips`` and its place in the ``natural`` order of a pack;
  games build their own orders as tuples of ranks and use
  :meth:`Rank.order_index` (see :data:`ACE_LOW` and :data:`ACE_HIGH`).
* :class:`Card` is a frozen, hashable ``(rank, suit)`` pair written ``"KS"``,
  ``"10D"`` (also ``"TD"``, ``"10♦"``, ``"kh"``, ``"Q♥"``); it draws itself as an
  accessible SVG card face in notebooks.
* :class:`Pack` is an ordered tuple of cards (the first card is the top of the
  pack) with :meth:`Pack.shuffled`, :meth:`Pack.cut` and :meth:`Pack.deal`.

Determinism: :meth:`Pack.shuffled` takes a seed (or a :class:`random.Random`)
and uses ``random.Random(seed).shuffle``, a Fisher-Yates shuffle driven by
``getrandbits``.  Python has kept both the Mersenne Twister stream and
``shuffle``'s use of it unchanged since 3.2 (``Random(str)`` seeds through
SHA-512 since 3.2 as well), so a seed gives the same order on CPython 3.11
locally and on CPython 3.14 in Pyodide; ``tests/test_cards.py`` pins one such
order.
"""

from __future__ import annotations

import enum
import random
import re
from dataclasses import dataclass, field
from typing import Iterable, Iterator, Sequence, Union

from games.errors import IllegalActionError, InvalidCardError, RuleSetError, check_int, check_items
from games.laws import implements

__all__ = [
    "Suit",
    "Rank",
    "Card",
    "Pack",
    "Deal",
    "ACE_LOW",
    "ACE_HIGH",
    "ACE_LOW_SIXTY",
    "ACE_HIGH_SIXTY",
    "parse_cards",
    "format_cards",
    "standard_pack",
    "sixty_card_pack",
    "ecarte_pack",
    "solo_whist_pack",
    "SOLO_WHIST_METHODS",
]


class Suit(enum.Enum):
    """The four suits, in the order clubs, diamonds, hearts, spades.

    ``str(Suit.SPADES)`` is ``"spades"``; ``.letter`` ``"S"``; ``.symbol`` ``"♠"``;
    ``.colour`` ``"black"``.
    """

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def letter(self) -> str:
        """One capital letter: ``C``, ``D``, ``H``, ``S``."""
        return self.value

    @property
    def symbol(self) -> str:
        """The suit's sign: ♣ ♦ ♥ ♠."""
        return _SUIT_SYMBOL[self]

    @property
    def name_(self) -> str:
        """The English name in the plural, lower case: ``"spades"``."""
        return self.name.lower()

    @property
    def colour(self) -> str:
        """``"red"`` (diamonds, hearts) or ``"black"`` (clubs, spades)."""
        return "red" if self in (Suit.DIAMONDS, Suit.HEARTS) else "black"

    def __str__(self) -> str:
        return self.name_

    @classmethod
    def _missing_(cls, value: object) -> "Suit":
        raise InvalidCardError(f"{value!r} is not a suit: write C, D, H or S (or use Suit.parse)")

    @classmethod
    def parse(cls, text: str) -> "Suit":
        """A suit from its letter, sign or name (``"s"``, ``"♠"``, ``"spades"``, ``"spade"``)."""
        if isinstance(text, Suit):
            return text
        if not isinstance(text, str):
            raise InvalidCardError(f"{text!r} is not a suit: write C, D, H or S, a sign ♣ ♦ ♥ ♠, or a name")
        key = text.strip().lower().replace("\ufe0f", "")
        suit = _SUIT_LOOKUP.get(key)
        if suit is None:
            raise InvalidCardError(
                f"{text!r} is not a suit: write C, D, H or S, a sign ♣ ♦ ♥ ♠, or a name such as 'spades'"
            )
        return suit


_SUIT_SYMBOL = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_SUIT_INDEX = {s: i for i, s in enumerate(Suit)}
_SUIT_LOOKUP: dict[str, Suit] = {}
for _s in Suit:
    _SUIT_LOOKUP[_s.letter.lower()] = _s
    _SUIT_LOOKUP[_s.symbol] = _s
    _SUIT_LOOKUP[_s.name_] = _s
    _SUIT_LOOKUP[_s.name_[:-1]] = _s
_SUIT_LOOKUP.update({"♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES})


class Rank(enum.Enum):
    """The ranks of the packs of the texts: ace, two to ten, Foster's eleven and
    twelve (his sixty-card pack, "which rank above the ten, and below the
    Jack"), knave, queen and king.

    ``Rank.JACK`` is another name of ``Rank.KNAVE`` (the English books say
    knave).  The value is the short text form (``"A"``, ``"10"``, ``"11"``,
    ``"J"``...); ``str(rank)`` gives it back.  Ranks have no ordering operators:
    use a game's order and :meth:`order_index`.
    """

    ACE = "A"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    ELEVEN = "11"
    TWELVE = "12"
    KNAVE = "J"
    JACK = "J"  # alias of KNAVE
    QUEEN = "Q"
    KING = "K"

    @property
    def text(self) -> str:
        """The short form used in card codes: ``"A"``, ``"2"`` ... ``"10"``, ``"11"``, ``"12"``, ``"J"``, ``"Q"``, ``"K"``."""
        return self.value

    @property
    def name_(self) -> str:
        """The English name: ``"ace"``, ``"two"`` ... ``"twelve"``, ``"knave"``, ``"queen"``, ``"king"``."""
        return self.name.lower()

    @property
    def pips(self) -> int:
        """The number of pips printed on the card: ace 1, two to twelve their
        number; the court cards (knave, queen, king) carry none and give 0.
        Games that count court cards (ten in Vingt-un) say so themselves."""
        return _PIPS[self]

    @property
    def natural(self) -> int:
        """Place in the natural order of a pack, ace 1, two 2 ... ten 10,
        eleven 11, twelve 12, knave 13, queen 14, king 15.  Only a sorting key
        for display: no game of the texts orders its cards this way without
        saying so (use :meth:`order_index`)."""
        return _NATURAL[self]

    @property
    def is_court(self) -> bool:
        """True for the knave, queen and king."""
        return self in (Rank.KNAVE, Rank.QUEEN, Rank.KING)

    def order_index(self, order: Sequence["Rank"]) -> int:
        """The rank's place in a game's ``order`` (a sequence of ranks from
        lowest to highest, e.g. :data:`ACE_LOW`); raises
        :class:`~games.errors.InvalidCardError` if the order has no such rank."""
        ranks = check_items(order, "a game's order of cards", error=InvalidCardError)
        try:
            return ranks.index(self)
        except ValueError:
            raise InvalidCardError(f"the {self.name_} has no place in this game's order of cards") from None

    def __str__(self) -> str:
        return self.value

    @classmethod
    def _missing_(cls, value: object) -> "Rank":
        raise InvalidCardError(f"{value!r} is not a rank: write A, 2-10, 11, 12, J, Q or K (or use Rank.parse)")

    @classmethod
    def parse(cls, text: str) -> "Rank":
        """A rank from its short form or its name (``"K"``, ``"t"``, ``"10"``,
        ``"knave"``, ``"jack"``, ``"eleven"``)."""
        if isinstance(text, Rank):
            return text
        if not isinstance(text, str):
            raise InvalidCardError(f"{text!r} is not a rank: write A, 2-10 (or T), 11, 12, J, Q, K, or a name")
        rank = _RANK_LOOKUP.get(text.strip().lower())
        if rank is None:
            raise InvalidCardError(
                f"{text!r} is not a rank: write A, 2-10 (or T), 11, 12, J, Q, K, or a name such as 'knave'"
            )
        return rank


_NATURAL_ORDER = (
    Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT,
    Rank.NINE, Rank.TEN, Rank.ELEVEN, Rank.TWELVE, Rank.KNAVE, Rank.QUEEN, Rank.KING,
)  # fmt: skip
_NATURAL = {r: i + 1 for i, r in enumerate(_NATURAL_ORDER)}
_PIPS = {r: (0 if r.is_court else _NATURAL[r]) for r in _NATURAL_ORDER}
_RANK_LOOKUP: dict[str, Rank] = {}
for _r in _NATURAL_ORDER:
    _RANK_LOOKUP[_r.text.lower()] = _r
    _RANK_LOOKUP[_r.name_] = _r
_RANK_LOOKUP.update({"t": Rank.TEN, "jack": Rank.KNAVE, "kn": Rank.KNAVE})

#: The ranks of the 52-card pack from lowest to highest with the ace lowest
#: (Peel's Poker, law 2: "ace being lowest").
ACE_LOW: tuple[Rank, ...] = tuple(r for r in _NATURAL_ORDER if r not in (Rank.ELEVEN, Rank.TWELVE))
#: The same with the ace highest (A K Q J 10 ... 2, Foster's ranking).
ACE_HIGH: tuple[Rank, ...] = ACE_LOW[1:] + (Rank.ACE,)
#: Foster's sixty-card pack, ace lowest: the elevens and twelves "rank above the ten, and below the Jack".
ACE_LOW_SIXTY: tuple[Rank, ...] = _NATURAL_ORDER
#: Foster's sixty-card pack with the ace highest.
ACE_HIGH_SIXTY: tuple[Rank, ...] = _NATURAL_ORDER[1:] + (Rank.ACE,)


_CARD_RE = re.compile(r"^(?P<rank>10|11|12|[2-9aAtTjJqQkK])(?P<suit>[cdhsCDHS♣♦♥♠♧♢♡♤])$")
_CARD_NAME_RE = re.compile(r"^(?P<rank>[a-z]+|\d+)\s+of\s+(?P<suit>[a-z]+)$")
_CARD_SHAPE = "a card is a rank then a suit, e.g. 'KS', '10D' or 'TD', '11H' (sixty-card pack), 'Q♥'"


@dataclass(frozen=True, slots=True)
class Card:
    """One card: a :class:`Rank` and a :class:`Suit`.  Immutable and hashable.

    >>> Card.parse("KS").name
    'king of spades'
    """

    rank: Rank
    suit: Suit
    #: A small integer naming the card, ``4 * (rank.natural - 1) + suit number``
    #: (0 the ace of clubs ... 59 the king of spades): a fast key for tables.
    index: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.rank, Rank) or not isinstance(self.suit, Suit):
            raise InvalidCardError(f"a card needs a Rank and a Suit, not {self.rank!r} and {self.suit!r}")
        object.__setattr__(self, "index", 4 * (_NATURAL[self.rank] - 1) + _SUIT_INDEX[self.suit])

    @classmethod
    def parse(cls, text: Union[str, "Card"]) -> "Card":
        """A card from its short form (``"KS"``, ``"10D"``, ``"TD"``, ``"kh"``,
        ``"Q♥"``, ``"11C"``) or its name (``"king of spades"``).

        Raises :class:`~games.errors.InvalidCardError` quoting the text."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise InvalidCardError(f"{text!r} is not a card: {_CARD_SHAPE}")
        token = text.strip().replace("\ufe0f", "")
        m = _CARD_RE.match(token)
        if m:
            return _CARD_CACHE[(_RANK_LOOKUP[m.group("rank").lower()], _SUIT_LOOKUP[m.group("suit").lower()])]
        m = _CARD_NAME_RE.match(token.lower())
        if m and m.group("rank") in _RANK_LOOKUP and m.group("suit") in _SUIT_LOOKUP:
            return _CARD_CACHE[(_RANK_LOOKUP[m.group("rank")], _SUIT_LOOKUP[m.group("suit")])]
        raise InvalidCardError(f"{text!r} is not a card: {_CARD_SHAPE}")

    @property
    def code(self) -> str:
        """The short form: ``"KS"``, ``"10D"``."""
        return self.rank.value + self.suit.value

    @property
    def name(self) -> str:
        """The card's English name: ``"king of spades"``, ``"knave of hearts"``."""
        return f"{self.rank.name_} of {self.suit.name_}"

    def __str__(self) -> str:
        return self.rank.value + self.suit.value

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __hash__(self) -> int:
        # A fixed hash (enum hashes follow string hashing, which changes from
        # run to run): sets of cards iterate in the same order in every run.
        return self.index

    # -- notebook display ---------------------------------------------------
    def _repr_svg_(self) -> str:
        """An accessible SVG picture of the card face (``role="img"``, a
        ``<title>`` and an ``aria-label`` naming the card)."""
        return card_svg(self)

    def _repr_html_(self) -> str:
        return f'<span class="playing-card" title="{self.name}">{card_svg(self)}</span>'


_CARD_CACHE: dict[tuple[Rank, Suit], Card] = {(r, s): Card(r, s) for r in _NATURAL_ORDER for s in Suit}


def card_svg(card: Card, width: int = 60) -> str:
    """An SVG card face for ``card``: corner indices and the suit sign, red or
    black; ``role="img"`` with a ``<title>`` and an ``aria-label``."""
    if not isinstance(card, Card):
        raise InvalidCardError(f"{card!r} is not a card: pass a Card (Card.parse('KS'))")
    check_int(width, "the width of a card face", minimum=1, maximum=10000)
    height = round(width * 1.4)
    colour = "#b0151f" if card.suit.colour == "red" else "#111"
    rank = card.rank.value
    sym = card.suit.symbol
    centre = rank if card.rank.is_court else sym
    centre_size = 30 if card.rank.is_court else 34
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{card.name}" '
        f'width="{width}" height="{height}" viewBox="0 0 60 84" class="card-face">'
        f"<title>{card.name}</title>"
        f'<rect x="1" y="1" width="58" height="82" rx="5" ry="5" fill="#fff" stroke="#555" stroke-width="1.2"/>'
        f'<g fill="{colour}" font-family="Georgia, serif" aria-hidden="true">'
        f'<text x="5" y="16" font-size="13">{rank}</text>'
        f'<text x="5" y="28" font-size="11">{sym}</text>'
        f'<text x="30" y="52" font-size="{centre_size}" text-anchor="middle">{centre}</text>'
        f'<g transform="rotate(180 30 42)"><text x="5" y="16" font-size="13">{rank}</text>'
        f'<text x="5" y="28" font-size="11">{sym}</text></g>'
        f"</g></svg>"
    )


CardLike = Union[Card, str]


def parse_cards(text: Union[str, Iterable[CardLike]]) -> tuple[Card, ...]:
    """Cards from text separated by spaces or commas (``"KS QH 10D"``), or
    from an iterable of cards or card texts.

    A malformed token raises :class:`~games.errors.InvalidCardError` quoting
    it; so does a card named twice (no pack holds two alike)."""
    if isinstance(text, str):
        tokens: list[CardLike] = [t for t in re.split(r"[\s,]+", text.strip()) if t]
    else:
        tokens = list(check_items(text, f"cards ({_CARD_SHAPE})", error=InvalidCardError))
    cards = tuple(Card.parse(t) for t in tokens)
    if len(set(cards)) != len(cards):
        seen: set[Card] = set()
        for c in cards:
            if c in seen:
                raise InvalidCardError(f"{str(c)!r} ({c.name}) is named twice; a pack holds only one of each card")
            seen.add(c)
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """``"KS QH 10D"``: the inverse of :func:`parse_cards`."""
    items = check_items(cards, "the cards to write", error=InvalidCardError)
    for c in items:
        if not isinstance(c, Card):
            raise InvalidCardError(f"{c!r} is not a card: pass Cards (parse_cards('KS QH'))")
    return " ".join(str(c) for c in items)


SeedLike = Union[int, str, bytes, random.Random, None]


def _rng(rng_or_seed: SeedLike) -> random.Random:
    if isinstance(rng_or_seed, random.Random):
        return rng_or_seed
    if rng_or_seed is None:
        raise IllegalActionError("a shuffle needs a seed (or a random.Random) so that the deal can be replayed")
    if isinstance(rng_or_seed, bool) or not isinstance(rng_or_seed, (int, str, bytes, bytearray)):
        raise IllegalActionError(f"a shuffle's seed is a whole number, a text or bytes (or a random.Random), "
                                 f"not {rng_or_seed!r}")
    return random.Random(rng_or_seed)


@dataclass(frozen=True, slots=True)
class Deal:
    """What :meth:`Pack.deal` returns: the ``hands`` (one tuple of cards per
    player, in dealing order) and the ``stock`` (the undealt rest of the pack)."""

    hands: tuple[tuple[Card, ...], ...]
    stock: "Pack"


@dataclass(frozen=True, slots=True)
class Pack:
    """An ordered pack of cards; ``cards[0]`` is the top card (dealt first).

    Every operation returns a new pack and loses no card."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if isinstance(self.cards, str):
            cards = parse_cards(self.cards)
        else:
            cards = tuple(Card.parse(c) for c in check_items(self.cards, "a pack's cards", error=InvalidCardError))
        object.__setattr__(self, "cards", cards)
        if len(set(cards)) != len(cards):
            parse_cards(cards)  # raises, naming the duplicate

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __getitem__(self, i):  # type: ignore[no-untyped-def]
        return self.cards[i]

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __str__(self) -> str:
        return format_cards(self.cards)

    def __repr__(self) -> str:
        return f"Pack.parse({format_cards(self.cards)!r})"

    @classmethod
    def parse(cls, text: str) -> "Pack":
        """A pack from card texts, top card first."""
        return cls(parse_cards(text))

    @property
    def top(self) -> Card:
        """The top card (the next to be dealt)."""
        if not self.cards:
            raise IllegalActionError("the pack is empty")
        return self.cards[0]

    @property
    def bottom(self) -> Card:
        """The bottom card (in Whist, the trump card turned up)."""
        if not self.cards:
            raise IllegalActionError("the pack is empty")
        return self.cards[-1]

    def shuffled(self, rng_or_seed: SeedLike) -> "Pack":
        """The pack shuffled by ``random.Random(seed).shuffle`` (or by the given
        ``random.Random``).  The same seed always gives the same order, on every
        Python version the project supports."""
        cards = list(self.cards)
        _rng(rng_or_seed).shuffle(cards)
        return Pack(tuple(cards))

    def cut(self, n: int) -> "Pack":
        """Cut the pack: the top ``n`` cards go to the bottom.  ``n`` must leave
        at least one card in each packet; minimum packet sizes set by a game's
        laws (four cards in Whist) are the game's business."""
        if not isinstance(n, int) or isinstance(n, bool) or not 0 < n < len(self.cards):
            raise IllegalActionError(f"a cut of {n!r} cards leaves an empty packet in a pack of {len(self.cards)}")
        return Pack(self.cards[n:] + self.cards[:n])

    def draw(self, n: int = 1) -> tuple[tuple[Card, ...], "Pack"]:
        """Take ``n`` cards from the top: ``(cards, rest)``."""
        if not isinstance(n, int) or isinstance(n, bool) or n < 0 or n > len(self.cards):
            raise IllegalActionError(f"cannot take {n!r} cards from a pack of {len(self.cards)}")
        return self.cards[:n], Pack(self.cards[n:])

    def deal(self, players: int, cards_each: int | None = None, *, packets: Sequence[int] | None = None) -> Deal:
        """Deal to ``players`` hands from the top of the pack, in rotation.

        ``cards_each`` deals one card at a time (Poker, Whist); ``packets``
        deals in rounds of several cards (Écarté: ``packets=(3, 2)`` gives three
        to each player, then two to each).  Returns a :class:`Deal`; the cards
        not dealt stay in ``stock`` in order."""
        if not isinstance(players, int) or isinstance(players, bool) or players < 1:
            raise IllegalActionError(f"cannot deal to {players!r} players")
        if cards_each is not None and (not isinstance(cards_each, int) or isinstance(cards_each, bool)
                                       or cards_each < 0):
            raise IllegalActionError(f"say how many cards each player receives, not {cards_each!r}")
        if packets is None:
            if cards_each is None:
                raise IllegalActionError("say how many cards each player receives")
            each = cards_each
        else:
            packets = check_items(packets, "packets", error=IllegalActionError)
            if any((not isinstance(p, int)) or isinstance(p, bool) or p < 1 for p in packets):
                raise IllegalActionError(f"packets must be positive numbers of cards, not {packets}")
            each = sum(packets)
            if cards_each is not None and each != cards_each:
                raise IllegalActionError(f"packets {packets} do not add up to {cards_each} cards each")
        need = players * each
        if need > len(self.cards):
            raise IllegalActionError(f"{players} hands of {each} need {need} cards; the pack holds {len(self.cards)}")
        if packets is None:
            packets = (1,) * each
        hands: list[list[Card]] = [[] for _ in range(players)]
        pos = 0
        for size in packets:
            for h in hands:
                h.extend(self.cards[pos : pos + size])
                pos += size
        return Deal(tuple(tuple(h) for h in hands), Pack(self.cards[pos:]))


def _pack(ranks: Iterable[Rank], suits: Iterable[Suit] = tuple(Suit)) -> Pack:
    ranks = tuple(ranks)
    return Pack(tuple(_CARD_CACHE[(r, s)] for s in suits for r in ranks))


def standard_pack() -> Pack:
    """The ordinary pack of fifty-two cards (Peel, Poker law 1), in new-pack
    order: clubs, diamonds, hearts, spades, each from ace to king."""
    return _pack(ACE_LOW)


@implements("foster-poker:p7")
def sixty_card_pack() -> Pack:
    """Foster's "special pack of sixty cards": the fifty-two with "elevens and
    twelves in each suit, which rank above the ten, and below the Jack"."""
    return _pack(ACE_LOW_SIXTY)


def ecarte_pack() -> Pack:
    """The thirty-two-card Écarté pack: seven to king and the ace of each suit."""
    return _pack((Rank.ACE, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.KNAVE, Rank.QUEEN, Rank.KING))


#: The two ways of playing Solo Whist for three that Hoffmann gives ({157}):
#: ``"forty"`` (the better: "throw out the twos, threes, and fours from the
#: various suits, and ... turn up the fortieth card as trump") and
#: ``"three-suits"`` ("play with three suits only, leaving the fourth suit out
#: altogether").
SOLO_WHIST_METHODS = ("forty", "three-suits")


def solo_whist_pack(method: str = "forty", leave_out: Suit = Suit.CLUBS) -> Pack:
    """The pack for Solo Whist for three players (Hoffmann, {157}).

    ``method="forty"`` (the default, "the more scientific game"): the pack
    without its twos, threes and fours, forty cards; three hands of thirteen
    leave the fortieth card to be turned up as trump.  ``method="three-suits"``:
    thirty-nine cards of three suits.  The text does not say which suit is left
    out; ``leave_out`` chooses it (clubs by default, an editorial choice)."""
    if method == "forty":
        return _pack(r for r in ACE_LOW if r not in (Rank.TWO, Rank.THREE, Rank.FOUR))
    if method == "three-suits":
        if not isinstance(leave_out, Suit):
            raise InvalidCardError(f"{leave_out!r} is not a suit")
        return _pack(ACE_LOW, tuple(s for s in Suit if s is not leave_out))
    raise RuleSetError(f"{method!r} is not a way of playing Solo Whist for three: choose one of {SOLO_WHIST_METHODS}")
