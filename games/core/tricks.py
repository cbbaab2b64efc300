"""Tricks: a trick in progress, the obligations of the players, the winner, and the search for revokes.

Whist, Dummy, Double Dummy, Solo Whist and Écarté play tricks; their codes
differ in what a player must play, not in what a trick is.  The procedures are
written here once, and the law ids are passed in by the game that uses them
(``law=``, or the laws of its :class:`Obligations`).  ``order`` is always the
ranks from lowest to highest (:data:`games.cards.ACE_HIGH` for Whist).

Usage:

>>> from games.cards import ACE_HIGH, Suit, parse_cards
>>> from games.core.tricks import Trick, FOLLOW_SUIT, legal_cards, breaks_obligation
>>> t = Trick.begin(leader=1, n=4).play(1, "4H").play(2, "KH").play(3, "2S")
>>> t.to_play, t.led, t.winner(ACE_HIGH, trumps=Suit.SPADES)
(0, <Suit.HEARTS: 'H'>, 3)
>>> hand = parse_cards("3H 9C")
>>> legal_cards(hand, t, FOLLOW_SUIT, ACE_HIGH, Suit.SPADES)
(Card.parse('3H'),)
>>> breaks_obligation(hand, t, "9C", FOLLOW_SUIT, ACE_HIGH, Suit.SPADES)
<Obligation.FOLLOW: 'follow suit'>
>>> t = t.play(0, "AH").quit()
>>> t.complete, t.quitted, t.winner(ACE_HIGH, Suit.SPADES)
(True, True, 3)

A card that breaks an obligation is a *renounce* (the player could have
kept it: the obligations bind only "if he can"); a code says when it becomes
a revoke (Foster's law 73: when the trick is turned and quitted, or the
offender or his partner plays to the next).  :func:`find_renounces` searches
a whole play for them, as the claimants of a revoke may "search all the
tricks" (Foster's law 75).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Optional, Sequence

from games.cards import Card, Rank, Suit
from games.core import checks
from games.core.seating import cycle_from
from games.errors import IllegalActionError, OutOfTurnError

__all__ = [
    "Obligation", "Obligations", "FOLLOW_SUIT", "FOLLOW_WIN_TRUMP", "Trick", "Renounce",
    "suit_held", "legal_cards", "breaks_obligation", "is_revoke", "trick_winner", "beats",
    "hands_after", "find_renounces", "tricks_won",
]


class Obligation(enum.Enum):
    """What a player may be bound to play, if he can."""

    FOLLOW = "follow suit"  #: a card of the suit led
    TRUMP = "trump"  #: a trump, when void of the suit led
    HEAD = "win the trick"  #: a card that wins the trick so far

    @classmethod
    def _missing_(cls, value: object) -> "Obligation":
        raise IllegalActionError(f"{value!r} is not an obligation: {', '.join(repr(o.value) for o in cls)}")


@dataclass(frozen=True)
class Obligations:
    """The obligations of a game, each with the law that imposes it.

    ``follow``: follow suit if one can (every trick game of the texts).
    ``trump``: when void of the suit led, play a trump if one can.
    ``head``: play a card that wins the trick so far if one can (among the
    cards the other obligations leave: a winning card of the suit led, or,
    void, a winning trump).  Whist binds to ``follow`` only; Écarté
    (Enquire Within ¶118: "The second must follow suit, or win the trick if
    he can") to all three in the usual reading.

    >>> Obligations(head=True, head_law="enquire-within:118").law_of(Obligation.HEAD)
    'enquire-within:118'
    """

    follow: bool = True
    trump: bool = False
    head: bool = False
    follow_law: Optional[str] = None
    trump_law: Optional[str] = None
    head_law: Optional[str] = None

    def __post_init__(self) -> None:
        for name in ("follow", "trump", "head"):
            if not isinstance(getattr(self, name), bool):
                raise IllegalActionError(f"Obligations.{name} must be True or False, not {getattr(self, name)!r}")
            checks.law_id(getattr(self, f"{name}_law"))

    def law_of(self, obligation: "Obligation") -> Optional[str]:
        """The law that imposes ``obligation`` (``None`` if the game gave none)."""
        if not isinstance(obligation, Obligation):
            raise IllegalActionError(f"{obligation!r} is not an Obligation")
        return {Obligation.FOLLOW: self.follow_law, Obligation.TRUMP: self.trump_law,
                Obligation.HEAD: self.head_law}[obligation]


#: Follow suit if you can; otherwise play any card (Whist).
FOLLOW_SUIT = Obligations()
#: Follow suit and win if you can; void, trump and win if you can (the usual reading of Écarté).
FOLLOW_WIN_TRUMP = Obligations(follow=True, trump=True, head=True)


@dataclass(frozen=True)
class Trick:
    """A trick, played or in progress: immutable; :meth:`play` returns the trick with one more card.

    ``seats``: the seats that play to it, in turn, the leader first (four at
    Whist; four of five at Solo Whist, where one stands out; two at Écarté).
    ``plays``: ``(seat, card)`` in the order the cards were played.
    ``quitted``: the trick has been "turned and quitted" (Foster's law 73).
    """

    seats: tuple[int, ...]
    plays: tuple[tuple[int, Card], ...] = ()
    quitted: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.seats, (str, bytes)) or not isinstance(self.seats, Iterable):
            raise IllegalActionError(f"a trick's seats must be a sequence of seats, not {self.seats!r}")
        seats = tuple(self.seats)
        if not seats:
            raise IllegalActionError("a trick needs at least one seat to play to it")
        for s in seats:
            checks.whole(s, "a seat", minimum=0)
        if len(set(seats)) != len(seats):
            raise IllegalActionError(f"a seat plays twice to the trick: {seats}")
        if isinstance(self.plays, (str, bytes)) or not isinstance(self.plays, Iterable):
            raise IllegalActionError(f"a trick's plays must be (seat, card) pairs, not {self.plays!r}")
        plays = []
        for p in self.plays:
            if not isinstance(p, tuple) or len(p) != 2:
                raise IllegalActionError(f"a play is a (seat, card) pair, not {p!r}")
            plays.append((p[0], checks.card(p[1])))
        played = [s for s, _ in plays]
        if any(s not in seats for s in played) or len(set(played)) != len(played):
            raise IllegalActionError(f"plays {played} do not fit the seats {seats}: each seat plays once")
        checks.cards([c for _, c in plays], "the cards of a trick")
        if not isinstance(self.quitted, bool):
            raise IllegalActionError(f"quitted must be True or False, not {self.quitted!r}")
        if self.quitted and len(plays) != len(seats):
            raise IllegalActionError("only a complete trick is turned and quitted")
        object.__setattr__(self, "seats", seats)
        object.__setattr__(self, "plays", tuple(plays))

    @classmethod
    def begin(cls, leader: int, n: int, include: Optional[Iterable[int]] = None) -> "Trick":
        """A new trick led by ``leader`` at a table of ``n`` seats; the others play in turn to the left
        (``include``: only those seats, e.g. the four playing at Solo Whist for five)."""
        seats = cycle_from(leader, n, include)
        if not seats or seats[0] != leader:
            raise IllegalActionError(f"seat {leader} does not play to this trick")
        return cls(tuple(seats))

    # -- what the trick knows ------------------------------------------------------------------
    @property
    def leader(self) -> int:
        """The seat that leads (or should lead) to the trick."""
        return self.seats[0]

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in the order played."""
        return tuple(c for _, c in self.plays)

    @property
    def complete(self) -> bool:
        """Every seat has played."""
        return len(self.plays) == len(self.seats)

    @property
    def to_play(self) -> Optional[int]:
        """The seat whose turn it is (``None`` when the trick is complete)."""
        played = {s for s, _ in self.plays}
        return next((s for s in self.seats if s not in played), None)

    @property
    def led(self) -> Optional[Suit]:
        """The suit of the first card played (``None`` before the lead)."""
        return self.plays[0][1].suit if self.plays else None

    def card_of(self, seat: int) -> Optional[Card]:
        """The card ``seat`` played (``None`` if he has not played yet); refuses a seat that does not
        play to this trick."""
        if isinstance(seat, bool) or seat not in self.seats:
            raise IllegalActionError(f"seat {seat!r} does not play to this trick (seats {list(self.seats)})")
        return next((c for s, c in self.plays if s == seat), None)

    def __str__(self) -> str:
        played = ", ".join(f"{s}: {c}" for s, c in self.plays) or "no card yet"
        return f"trick led by seat {self.leader}: {played}" + (" (turned and quitted)" if self.quitted else "")

    # -- changes (each returns a new trick) ----------------------------------------------------
    def play(self, seat: int, card: Card | str, *, out_of_turn: bool = False, law: Optional[str] = None) -> "Trick":
        """The trick with ``card`` played by ``seat``.

        Refuses a card from a seat whose turn it is not (:class:`~games.errors.OutOfTurnError` naming
        ``law``) unless ``out_of_turn`` (an irregularity the game lets happen, e.g. the fourth hand
        playing before his partner, Foster's law 68); refuses a card to a complete trick, a seat that
        has played, and a card already in the trick.  Whether the card keeps the obligations is not
        the trick's business (see :func:`breaks_obligation`)."""
        checks.law_id(law)
        if not isinstance(out_of_turn, bool):
            raise IllegalActionError(f"out_of_turn must be True or False, not {out_of_turn!r}", law)
        c = checks.card(card)
        if self.complete:
            raise IllegalActionError(f"the trick is complete; seat {seat!r} cannot play {c} to it", law)
        if seat not in self.seats or isinstance(seat, bool):
            raise OutOfTurnError(f"seat {seat!r} does not play to this trick (seats {list(self.seats)})", law)
        if any(s == seat for s, _ in self.plays):
            raise OutOfTurnError(f"seat {seat} has played to this trick already", law)
        if seat != self.to_play and not out_of_turn:
            raise OutOfTurnError(f"seat {seat} plays {c}, but it is seat {self.to_play}'s turn", law)
        if c in self.cards:
            raise IllegalActionError(f"the {c.name} is in the trick already", law)
        return Trick(self.seats, self.plays + ((seat, c),))

    def quit(self, *, law: Optional[str] = None) -> "Trick":
        """The trick turned and quitted ("the hand removed from that trick after it has been turned
        face downward on the table", Foster's law 73); only a complete trick."""
        checks.law_id(law)
        if not self.complete:
            raise IllegalActionError(f"the trick is not complete: seat {self.to_play} has still to play", law)
        return Trick(self.seats, self.plays, True)

    # -- the winner ----------------------------------------------------------------------------
    def winner(self, order: Sequence[Rank], trumps: Optional[Suit] = None) -> int:
        """The seat whose card wins (so far, if the trick is in progress)."""
        if not self.plays:
            raise IllegalActionError("nobody has played to the trick: it has no winner yet")
        return self.plays[trick_winner(self.cards, order, trumps)][0]

    def winning_card(self, order: Sequence[Rank], trumps: Optional[Suit] = None) -> Card:
        """The card that wins (so far)."""
        if not self.plays:
            raise IllegalActionError("nobody has played to the trick: it has no winner yet")
        return self.cards[trick_winner(self.cards, order, trumps)]


def _trick(trick: object) -> Trick:
    if not isinstance(trick, Trick):
        raise IllegalActionError(f"{trick!r} is not a Trick")
    return trick


def _obligations(obligations: object) -> Obligations:
    if not isinstance(obligations, Obligations):
        raise IllegalActionError(f"{obligations!r} is not an Obligations record")
    return obligations


def suit_held(hand: Iterable[Card], suit: Suit) -> bool:
    """Whether ``hand`` holds a card of ``suit``."""
    wanted = checks.suit_or_none(suit, "a suit")
    if wanted is None:
        raise IllegalActionError("suit_held needs a suit")
    return any(c.suit is wanted for c in checks.cards(hand, "the hand"))


def beats(card: Card | str, best: Card | str, order: Sequence[Rank], trumps: Optional[Suit] = None) -> bool:
    """Whether ``card``, played after ``best`` (the card winning the trick so far), takes the lead from it:
    a higher card of the same suit, or a trump on a card of another suit."""
    a, b = checks.card(card), checks.card(best)
    order = checks.rank_order(order)
    trumps = checks.suit_or_none(trumps)
    checks.ranked_in(order, (a, b))
    if a == b:
        raise IllegalActionError(f"the {a.name} cannot beat itself")
    return _beats(a, b, order, trumps)


def _beats(a: Card, b: Card, order: tuple[Rank, ...], trumps: Optional[Suit]) -> bool:
    if a.suit is b.suit:
        return order.index(a.rank) > order.index(b.rank)
    return trumps is not None and a.suit is trumps


def _winner(pile: Sequence[Card], order: tuple[Rank, ...], trumps: Optional[Suit]) -> int:
    best = 0
    for i in range(1, len(pile)):
        if _beats(pile[i], pile[best], order, trumps):
            best = i
    return best


def trick_winner(cards: Sequence[Card | str], order: Sequence[Rank], trumps: Optional[Suit] = None) -> int:
    """The index (in order of play) of the card that wins: the highest trump, else the highest card
    of the suit led."""
    pile = checks.cards(cards, "the cards of a trick")
    order = checks.rank_order(order)
    trumps = checks.suit_or_none(trumps)
    checks.ranked_in(order, pile)
    if not pile:
        raise IllegalActionError("an empty trick has no winner")
    return _winner(pile, order, trumps)


def _pools(hand: tuple[Card, ...], trick: Trick, ob: Obligations, order: tuple[Rank, ...],
           trumps: Optional[Suit]) -> list[tuple[Obligation, tuple[Card, ...]]]:
    """The obligations that bind this hand to this trick, each with the cards that keep it (and the
    obligations before it), in order; an obligation the hand cannot keep binds nobody."""
    led = trick.led
    if led is None:
        return []
    out: list[tuple[Obligation, tuple[Card, ...]]] = []
    pool = hand
    following = tuple(c for c in hand if c.suit is led)
    if ob.follow and following:
        pool = following
        out.append((Obligation.FOLLOW, pool))
    elif not following and ob.trump and trumps is not None:
        ruffs = tuple(c for c in hand if c.suit is trumps)
        if ruffs:
            pool = ruffs
            out.append((Obligation.TRUMP, pool))
    if ob.head:
        cards = trick.cards
        best = cards[_winner(cards, order, trumps)]
        winners = tuple(c for c in pool if _beats(c, best, order, trumps))
        if winners:
            out.append((Obligation.HEAD, winners))
    return out


def _prepare(hand: object, trick: object, obligations: object, order: object,
             trumps: object) -> tuple[tuple[Card, ...], Trick, Obligations, tuple[Rank, ...], Optional[Suit]]:
    h = checks.cards(hand, "the hand")
    t = _trick(trick)
    ob = _obligations(obligations)
    o = checks.rank_order(order)
    tr = checks.suit_or_none(trumps)
    checks.ranked_in(o, h + t.cards)
    if t.complete:
        raise IllegalActionError("the trick is complete: nobody plays to it")
    both = set(h) & set(t.cards)
    if both:
        raise IllegalActionError(f"the {min(both, key=lambda c: c.index).name} is both in the hand and in the trick")
    return h, t, ob, o, tr


def legal_cards(hand: Iterable[Card | str], trick: Trick, obligations: Obligations, order: Sequence[Rank],
                trumps: Optional[Suit] = None) -> tuple[Card, ...]:
    """The cards of ``hand`` that keep every obligation to ``trick`` (every card, when leading)."""
    h, t, ob, o, tr = _prepare(hand, trick, obligations, order, trumps)
    pools = _pools(h, t, ob, o, tr)
    return pools[-1][1] if pools else h


def breaks_obligation(hand: Iterable[Card | str], trick: Trick, card: Card | str, obligations: Obligations,
                      order: Sequence[Rank], trumps: Optional[Suit] = None, *,
                      law: Optional[str] = None) -> Optional[Obligation]:
    """The obligation that playing ``card`` from ``hand`` to ``trick`` breaks (the first, in the order
    follow, trump, win), or ``None``.  Every obligation binds only "if he can", so a card that
    breaks one is one the player could have kept: a renounce.  Refuses a card not in the hand
    (naming ``law``)."""
    checks.law_id(law)
    h, t, ob, o, tr = _prepare(hand, trick, obligations, order, trumps)
    c = checks.card(card)
    if c not in h:
        raise IllegalActionError(f"the {c.name} is not in the hand {' '.join(map(str, h))}", law)
    for obligation, keeping in _pools(h, t, ob, o, tr):
        if c not in keeping:
            return obligation
    return None


def is_revoke(hand: Iterable[Card | str], card: Card | str, led: Optional[Suit], *,
              law: Optional[str] = None) -> bool:
    """Playing ``card`` from ``hand`` to a trick whose suit led is ``led`` renounces: "a player, holding
    one or more cards of the suit led, plays a card of a different suit" (Foster's law 71).  It
    becomes a revoke when a code's law says (e.g. when the trick is turned and quitted).
    ``led=None`` (leading) is never a revoke.  Refuses a card not in the hand (naming ``law``)."""
    checks.law_id(law)
    h = checks.cards(hand, "the hand")
    c = checks.card(card)
    led = checks.suit_or_none(led, "the suit led")
    if c not in h:
        raise IllegalActionError(f"the {c.name} is not in the hand {' '.join(map(str, h))}", law)
    return led is not None and c.suit is not led and any(x.suit is led for x in h)


# -- a whole play: the hands, the tricks, the search --------------------------------------------------

@dataclass(frozen=True)
class Renounce:
    """A card played that broke an obligation the player could have kept.

    ``trick``: the trick's index in the play (0 the first); ``seat``, ``card``; ``led``: the suit
    led; ``obligation`` broken and ``could_play``: the cards of his hand that would have kept it
    (the proof a claimant finds in the tricks).  ``quitted``: the trick was turned and quitted;
    ``played_after``: the seats that had played to a later trick when the search was made (a code
    such as Foster's law 73 establishes the revoke when the offender or his partner has)."""

    trick: int
    seat: int
    card: Card
    led: Suit
    obligation: Obligation
    could_play: tuple[Card, ...]
    quitted: bool
    played_after: frozenset = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        checks.whole(self.trick, "a trick's index", minimum=0)
        checks.whole(self.seat, "a seat", minimum=0)
        card = checks.card(self.card)
        if not isinstance(self.led, Suit) or not isinstance(self.obligation, Obligation):
            raise IllegalActionError(f"a renounce needs the Suit led and the Obligation broken, not "
                                     f"{self.led!r} and {self.obligation!r}")
        could = checks.cards(self.could_play, "the cards that would have kept the obligation")
        if not could or card in could:
            raise IllegalActionError("a renounce is proved by other cards the player held")
        checks.flag(self.quitted, "quitted")
        if isinstance(self.played_after, (str, bytes)) or not isinstance(self.played_after, Iterable):
            raise IllegalActionError(f"played_after must be a set of seats, not {self.played_after!r}")
        after = frozenset(checks.whole(s, "a seat", minimum=0) for s in self.played_after)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "could_play", could)
        object.__setattr__(self, "played_after", after)

    def played_on(self, seats: Iterable[int]) -> bool:
        """Whether any of ``seats`` (e.g. the offender and his partner) has played to a later trick."""
        if isinstance(seats, (str, bytes)) or not isinstance(seats, Iterable):
            raise IllegalActionError(f"played_on needs a collection of seats, not {seats!r}")
        return any(checks.whole(s, "a seat", minimum=0) in self.played_after for s in seats)

    def __str__(self) -> str:
        held = " ".join(map(str, self.could_play))
        return (f"trick {self.trick + 1}: seat {self.seat} played {self.card} to a {self.led.name_[:-1]} lead "
                f"and did not {self.obligation.value}, holding {held}")


def _hands(hands: object) -> dict[int, tuple[Card, ...]]:
    if isinstance(hands, Mapping):
        items = list(hands.items())
    elif isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable):
        raise IllegalActionError(f"the hands must be a sequence (by seat) or a mapping seat -> cards, not {hands!r}")
    else:
        items = list(enumerate(hands))
    out = {}
    for s, h in items:
        checks.whole(s, "a seat", minimum=0)
        out[s] = checks.cards(h, f"seat {s}'s hand")
    every = [c for h in out.values() for c in h]
    checks.cards(every, "the hands together")
    return out


def _walk(hands: object, tricks: object, law: Optional[str] = None):
    """Yield ``(trick index, position, trick so far, seat, card, hand before the card)`` for every card
    played, checking that each was in the hand of the seat that played it."""
    checks.law_id(law)
    held = {s: list(h) for s, h in _hands(hands).items()}
    if isinstance(tricks, (str, bytes)) or not isinstance(tricks, Iterable):
        raise IllegalActionError(f"the tricks must be a sequence of Trick, not {tricks!r}", law)
    ts = [_trick(t) for t in tricks]
    for k, t in enumerate(ts):
        if k < len(ts) - 1 and not t.complete:
            raise IllegalActionError(f"trick {k + 1} is not complete, yet another follows it", law)
        for i, (s, c) in enumerate(t.plays):
            if s not in held:
                raise IllegalActionError(f"seat {s} plays to trick {k + 1} but holds no hand", law)
            if c not in held[s]:
                raise IllegalActionError(f"seat {s} played the {c.name} to trick {k + 1} without holding it", law)
            yield k, i, Trick(t.seats, t.plays[:i]), s, c, tuple(held[s])
            held[s].remove(c)


def hands_after(hands: Mapping[int, Iterable[Card]] | Sequence[Iterable[Card]], tricks: Sequence[Trick], *,
                law: Optional[str] = None) -> dict[int, tuple[Card, ...]]:
    """Each seat's cards after ``tricks`` (the hands at the start, less the cards played); refuses a
    card played by a seat that did not hold it."""
    start = _hands(hands)
    played: dict[int, set] = {s: set() for s in start}
    for _, _, _, s, c, _ in _walk(start, tricks, law=law):
        played[s].add(c)
    return {s: tuple(c for c in h if c not in played[s]) for s, h in start.items()}


def find_renounces(hands: Mapping[int, Iterable[Card]] | Sequence[Iterable[Card]], tricks: Sequence[Trick],
                   obligations: Obligations, order: Sequence[Rank], trumps: Optional[Suit] = None, *,
                   law: Optional[str] = None) -> tuple[Renounce, ...]:
    """Search the tricks (Foster's law 75): every card played that broke an obligation, given the
    hands at the start of the play.  Refuses tricks that could not have been played from those hands."""
    ob = _obligations(obligations)
    o = checks.rank_order(order)
    tr = checks.suit_or_none(trumps)
    start = _hands(hands)
    checks.ranked_in(o, (c for h in start.values() for c in h))
    ts = list(tricks) if isinstance(tricks, Iterable) and not isinstance(tricks, (str, bytes)) else tricks
    found = []
    for k, _, so_far, s, c, hand in _walk(start, ts, law=law):
        broken = _broken(hand, so_far, c, ob, o, tr)
        if broken is not None:
            obligation, keeping = broken
            later = frozenset(p for t in ts[k + 1:] for p, _ in t.plays)
            found.append(Renounce(k, s, c, so_far.led, obligation, keeping, ts[k].quitted, later))
    return tuple(found)


def _broken(hand, so_far, card, ob, order, trumps):
    for obligation, keeping in _pools(tuple(hand), so_far, ob, order, trumps):
        if card not in keeping:
            return obligation, keeping
    return None


def tricks_won(tricks: Sequence[Trick], order: Sequence[Rank], trumps: Optional[Suit] = None) -> dict[int, int]:
    """How many of the complete ``tricks`` each seat won (seats that won none are left out)."""
    if isinstance(tricks, (str, bytes)) or not isinstance(tricks, Iterable):
        raise IllegalActionError(f"the tricks must be a sequence of Trick, not {tricks!r}")
    out: dict[int, int] = {}
    for t in tricks:
        t = _trick(t)
        if t.complete:
            w = t.winner(order, trumps)
            out[w] = out.get(w, 0) + 1
    return out
