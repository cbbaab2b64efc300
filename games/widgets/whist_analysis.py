"""What best play would have made: the double-dummy solver put to work for the Whist Play panels.

Two questions a learner asks, answered by :mod:`games.solver` with every card open (the laws say nothing
of best play: the answers are the edition's):

* after a hand, :func:`analyse` -- what best play by all four would have made from a trick on (the first:
  from the deal), what was made, and the first card that cost its side a trick;
* during a hand of Double Dummy, where every card is open anyway, :func:`hint` -- the value, in tricks,
  of each card the player to move may play.

A hand is read as a :class:`HandRecord` (the hands as dealt, the trump suit, the first leader, the cards
in the order played), made from a finished game by :meth:`HandRecord.of_game`.  Seats are the game's,
0-3 clockwise; side 0 is seats 0 and 2 (the solver's North-South), side 1 seats 1 and 3.

>>> from games.cards import parse_cards
>>> rec = HandRecord([parse_cards("AS KS"), parse_cards("QS JS"), parse_cards("3S 2S"), parse_cards("10S 9S")],
...                  None, 1, parse_cards("QS 3S 10S AS  KS JS 2S 9S"))
>>> a = analyse(rec)
>>> a.best, a.made, a.costly
((2, 0), (2, 0), None)

A whole deal takes the solver from a few seconds to a minute or more (several times longer in the
browser); an ending of seven tricks a fraction of a second.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Optional

from games.cards import ACE_HIGH, Card, Suit
from games.errors import GameError, IllegalActionError, InvalidActionError, check_int
from games.core.tricks import trick_winner
from games.solver import card_values, post_mortem

__all__ = ["HandRecord", "CostlyCard", "Analysis", "Hint", "analyse", "hint"]


def _items(items: object, what: str) -> tuple:
    if isinstance(items, (str, bytes)) or not isinstance(items, Iterable):
        raise InvalidActionError(f"{what} must be a collection, not {items!r}")
    return tuple(items)


def _cards(cards: object, what: str) -> tuple[Card, ...]:
    out = _items(cards, what)
    if not all(isinstance(c, Card) for c in out):
        raise InvalidActionError(f"{what} must be cards, not {out!r}")
    return out


@dataclass(frozen=True)
class HandRecord:
    """A hand as played: ``hands`` as dealt (seat 0 first, of equal size), ``trumps`` (``None``: no
    trumps), the seat that led to the first trick, and the cards ``plays`` in the order played (complete
    tricks only).  Checked at once: a card twice, unequal hands or a card not held is refused."""

    hands: tuple[tuple[Card, ...], ...]
    trumps: Optional[Suit]
    leader: int
    plays: tuple[Card, ...]

    def __post_init__(self) -> None:
        hands = _items(self.hands, "the hands")
        if len(hands) != 4:
            raise InvalidActionError(f"a hand of Whist has four hands, not {len(hands)}")
        hands = tuple(_cards(h, "a hand") for h in hands)
        if len({len(h) for h in hands}) != 1:
            raise InvalidActionError(f"the hands must be of equal size, not {[len(h) for h in hands]}")
        seen = [c for h in hands for c in h]
        if len(set(seen)) != len(seen):
            raise InvalidActionError("a card is in the hands twice")
        if self.trumps is not None and not isinstance(self.trumps, Suit):
            raise InvalidActionError(f"the trump suit must be a suit or None, not {self.trumps!r}")
        check_int(self.leader, "the first leader", minimum=0, maximum=3, error=InvalidActionError)
        plays = _cards(self.plays, "the cards played")
        if len(plays) % 4 or len(plays) > 4 * len(hands[0]):
            raise InvalidActionError(f"the cards played must make whole tricks of the hands, not {len(plays)} cards")
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "plays", plays)
        self._leaders()   # every card played is checked now

    @classmethod
    def of_game(cls, game: Any) -> Optional["HandRecord"]:
        """The record of a finished hand of :class:`~games.whist.game.Whist` (or Dummy, Double Dummy), or
        ``None`` if it is not one the solver can replay: a trick incomplete, a revoke or another breach,
        a card mixed with a trick."""
        p = getattr(game, "play", None)
        if p is None or not p.tricks or p.trick.plays or game.breaches or p.mixed:
            return None
        if any(len(t.plays) != 4 for t in p.tricks) or len(p.tricks) != len(p.dealt[0]):
            return None
        try:
            return cls(tuple(tuple(h) for h in p.dealt), p.trumps, p.tricks[0].plays[0][0],
                       tuple(c for t in p.tricks for _, c in t.plays))
        except GameError:
            return None

    @property
    def size(self) -> int:
        """The tricks of the hand."""
        return len(self.hands[0])

    def _leaders(self) -> list[int]:
        """The leader of each trick played (and of the next), checking that each card is held and follows
        suit when it can."""
        held = [list(h) for h in self.hands]
        leaders = [self.leader]
        for k in range(len(self.plays) // 4):
            lead = leaders[-1]
            trick = self.plays[4 * k:4 * k + 4]
            for i, c in enumerate(trick):
                seat = (lead + i) % 4
                if c not in held[seat]:
                    raise IllegalActionError(f"trick {k + 1}: seat {seat} does not hold the {c.name}")
                if i and c.suit is not trick[0].suit and any(x.suit is trick[0].suit for x in held[seat]):
                    raise IllegalActionError(f"trick {k + 1}: seat {seat} revoked with the {c.name}")
                held[seat].remove(c)
            leaders.append((lead + trick_winner(trick, ACE_HIGH, self.trumps)) % 4)
        return leaders

    def from_trick(self, trick: int) -> "HandRecord":
        """The ending from trick ``trick`` on (1: the whole hand): the cards still held then, its leader,
        and the cards played since."""
        check_int(trick, "the first trick", minimum=1, maximum=max(1, len(self.plays) // 4),
                  error=InvalidActionError)
        done = set(self.plays[:4 * (trick - 1)])
        return HandRecord(tuple(tuple(c for c in h if c not in done) for h in self.hands), self.trumps,
                          self._leaders()[trick - 1], self.plays[4 * (trick - 1):])


@dataclass(frozen=True)
class CostlyCard:
    """The first card after which its side could no longer take what best play promised it: played by
    ``seat`` in trick ``trick`` (counted from the deal), costing ``cost`` tricks; ``instead``: the cards
    that would have kept them."""

    trick: int
    seat: int
    card: Card
    cost: int
    instead: tuple[Card, ...]


@dataclass(frozen=True)
class Analysis:
    """From trick ``first_trick`` on (1: from the deal): the tricks each side (side 0, side 1) would have
    taken with best play by all four (``best``), the tricks they took (``made``), and the first card that
    cost a trick (``costly``, ``None`` if no card did)."""

    first_trick: int
    best: tuple[int, int]
    made: tuple[int, int]
    costly: Optional[CostlyCard]


def analyse(record: HandRecord, first_trick: int = 1) -> Analysis:
    """The solver's post-mortem of ``record`` from ``first_trick`` on (see :class:`Analysis`): best play
    is searched with every card open (:func:`games.solver.double_dummy.post_mortem`)."""
    if not isinstance(record, HandRecord):
        raise InvalidActionError(f"analyse a HandRecord, not {record!r}")
    end = record.from_trick(first_trick)
    pm = post_mortem(end.hands, end.trumps, end.leader, end.plays)
    costly = None
    if pm.first is not None:
        m = pm.first
        costly = CostlyCard(first_trick + m.trick - 1, "NESW".index(m.seat), m.card, m.cost, m.best_cards)
    return Analysis(first_trick, (pm.par.ns, pm.par.ew), (pm.made["ns"], pm.made["ew"]), costly)


@dataclass(frozen=True)
class Hint:
    """For the hand to move (``seat``): each card it may play -> the tricks its side takes in the whole
    hand (those won already, and those best play by both then gives it)."""

    seat: int
    values: dict

    def __post_init__(self) -> None:
        check_int(self.seat, "the seat to move", minimum=0, maximum=3, error=InvalidActionError)
        if not isinstance(self.values, dict) or not self.values:
            raise InvalidActionError(f"a hint values at least one card, not {self.values!r}")
        for c, v in self.values.items():
            if not isinstance(c, Card):
                raise InvalidActionError(f"a hint values cards, not {c!r}")
            check_int(v, f"the tricks {c} makes", minimum=0, maximum=13, error=InvalidActionError)

    @property
    def best(self) -> tuple[Card, ...]:
        """The cards of the best value."""
        top = max(self.values.values())
        return tuple(c for c, v in self.values.items() if v == top)

    def by_value(self) -> list[tuple[int, tuple[Card, ...]]]:
        """(tricks, the cards that make them), the best first."""
        out: dict[int, list[Card]] = {}
        for c, v in self.values.items():
            out.setdefault(v, []).append(c)
        return [(v, tuple(out[v])) for v in sorted(out, reverse=True)]


def hint(view: Any) -> Hint:
    """The value of each card the hand to move may play, from a view in which every hand is open (a
    :class:`~games.whist.view.WhistView` of Double Dummy): the solver replays the trick in progress from its
    first card.  A position the solver cannot read (a hand hidden, the trick complete, a card played
    against the laws) is refused with :class:`~games.errors.IllegalActionError`."""
    hands, trick = getattr(view, "hands", None), getattr(view, "trick", None)
    if not isinstance(hands, dict) or trick is None or view.trump_card is None:
        raise IllegalActionError("the solver needs a view of a hand in play")
    if sorted(hands) != [0, 1, 2, 3]:
        raise IllegalActionError("the solver needs every hand open (Double Dummy)")
    if len(trick) >= 4:
        raise IllegalActionError("the trick is complete: it is turned before the next card")
    start = [list(hands[s]) for s in range(4)]
    for seat, card in trick:
        start[seat].append(card)
    if len({len(h) for h in start}) != 1 or not start[0]:
        raise IllegalActionError("the hands are not of equal size: the solver cannot read this position")
    leader = trick[0][0] if trick else view.leader
    if leader is None:
        raise IllegalActionError("nobody is to lead")
    seat = (leader + len(trick)) % 4
    values = card_values(start, view.trump_card.suit, leader, [c for _, c in trick])
    won = view.tricks_won[seat % 2]
    return Hint(seat, {c: won + v for c, v in values.items()})
