"""What the small trick games share: Écarté and the Solo Whist variants are one kind of game.

Each deals hands to some seats, plays tricks of one card from each of them, and
scores or pays the deal once its last trick is turned.  The parts written here
once, each with what it owns declared where it lives:

* :class:`SeatAction` -- an action by one seat, its seat checked at once; the game's
  action base says how a seat is described in the refusal (``seat_words``) and how
  many there may be (``most_seats``);
* :class:`PlayCard` -- ``seat`` plays ``card`` to the trick;
* :class:`TrickDeal` -- the record of the play of one deal: the leader, the trick in
  progress, the tricks turned and the tricks won by seat (a game's own deal record
  extends it with the rest of its deal);
* :class:`TrickGame` -- the state base: the hands by seat, the deal record, the
  play of a card to the trick (``_play_to_trick``), the check that a
  player holds the card he names, the offer of every card in hand, the player's
  view (:attr:`TrickGame.view_class`), stacked packs checked against the pack in use.

A game declares its trick rules in ``_trick_rules`` (the rank order,
the trumps, the law its events cite, the seats that play to a trick and the
number of tricks in a deal) and carries out ``_deal_played``.

>>> from dataclasses import dataclass
>>> from games.cards import Card
>>> from games.core.actions import Action
>>> from games.core.trick_game import PlayCard
>>> class MyAction(Action):
...     most_seats = 2
>>> @dataclass(frozen=True)
... class Play(MyAction, PlayCard):
...     pass
>>> str(Play(1, Card.parse("KS")))
'Play(seat=1, card=KS)'
>>> Play(1, "KS")
Traceback (most recent call last):
games.errors.InvalidActionError: Play: 'KS' is not a card (Card.parse('KS'))
>>> Play(2, Card.parse("KS"))
Traceback (most recent call last):
games.errors.InvalidActionError: Play: the seat must be a seat number, not 2
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable, NamedTuple, Optional, Sequence

from games.cards import Card, Rank, Suit
from games.core import checks
from games.core.actions import Action
from games.core.state import State
from games.core.tricks import Trick
from games.errors import IllegalActionError, InvalidActionError, RuleSetError, check_text

__all__ = ["SeatAction", "PlayCard", "seat_actions", "TrickDeal", "TrickRules", "TrickGame", "check_stacked"]


@dataclass(frozen=True)
class SeatAction(Action):
    """An action by ``seat``, refused at once (:class:`~games.errors.InvalidActionError`) if the seat is
    not a seat number.  ``seat_words``: how the refusal describes a seat; ``most_seats``: the seats are
    below this number (``None``: any whole number, the game's verifier refusing a seat not at the table)."""

    seat: int
    seat_words: ClassVar[str] = "a seat number"
    most_seats: ClassVar[Optional[int]] = None

    def __post_init__(self) -> None:
        seat, most = self.seat, self.most_seats
        if not isinstance(seat, int) or isinstance(seat, bool) or (most is not None and not 0 <= seat < most):
            raise InvalidActionError(f"{type(self).__name__}: the seat must be {self.seat_words}, not {seat!r}")


@dataclass(frozen=True)
class PlayCard(SeatAction):
    """``seat`` plays ``card`` to the trick."""

    card: Card

    def __post_init__(self) -> None:
        super().__post_init__()
        if not isinstance(self.card, Card):
            raise InvalidActionError(f"{type(self).__name__}: {self.card!r} is not a card (Card.parse('KS'))")


def seat_actions(base: type, module: str, **docs: str) -> tuple[type[SeatAction], ...]:
    """The game's actions that are a seat's words and nothing more ("I propose", "I accept"), declared
    in one table: for each ``Name=doc``, a frozen dataclass ``Name(seat)`` below the game's action
    ``base`` and :class:`SeatAction`, defined in ``module`` (the caller's ``__name__``), in the order given.

    >>> class MyAction(Action):
    ...     pass
    >>> Propose, Accept = seat_actions(MyAction, __name__, Propose="I propose.", Accept="I accept.")
    >>> MyAction.parse(str(Propose(1))), Accept.__doc__
    (Propose(seat=1), 'I accept.')
    """
    if not (isinstance(base, type) and issubclass(base, Action)) or issubclass(base, SeatAction):
        raise RuleSetError(f"the actions are declared below the game's base of actions, not {base!r}")
    check_text(module, "the module the actions are defined in", error=RuleSetError)
    out: list[type[SeatAction]] = []
    for name, doc in docs.items():
        if not name.isidentifier() or not isinstance(doc, str) or not doc.strip():
            raise RuleSetError(f"{name}: an action is declared with the words that explain it, not {doc!r}")
        cls = type(name, (base, SeatAction), {"__doc__": doc, "__module__": module, "__qualname__": name})
        out.append(dataclass(frozen=True)(cls))
    return tuple(out)


@dataclass
class TrickDeal:
    """The play of one deal: ``leader`` (who leads the next trick), ``trick`` (the trick in progress,
    ``None`` between tricks), ``tricks`` (those turned and quitted), ``won`` (tricks won, by seat)."""

    leader: Optional[int] = None
    trick: Optional[Trick] = None
    tricks: list = field(default_factory=list)
    won: Any = field(default_factory=dict)


class TrickRules(NamedTuple):
    """How a game plays its tricks at this moment: the rank ``order`` (lowest first), the ``trumps``
    (``None``: none), the ``law`` its play and trick events cite, the ``seats`` that play to a trick
    (``None``: every seat), the number of tricks in a deal, the words that follow "wins trick N", and
    whether the play of a card cites ``law`` too (``False``: the play is a rule from outside the game's
    pages, and only the trick, whose size the law gives, cites it)."""

    order: Sequence[Rank]
    trumps: Optional[Suit]
    law: str
    seats: Optional[tuple[int, ...]]
    tricks: int
    trick_words: str = ""
    play_cites: bool = True


class TrickGame(State):
    """Base of the states of the small trick games.

    State it owns: ``hands`` (each seat's cards, a list by seat) and ``deal`` (the game's deal record, a
    :class:`TrickDeal`).  Duties of the game: ``_trick_rules`` and ``_deal_played``; its
    ``view_class`` builds what a seat may know (``make(state, seat)``)."""

    #: the record of what a seat may know, made by ``view_class.make(state, seat)`` (:meth:`view`)
    view_class: ClassVar[Any] = None
    hands: list[list[Card]]
    deal: TrickDeal

    def _trick_rules(self) -> TrickRules:
        """How the game plays its tricks now (the game's duty)."""
        raise NotImplementedError(f"{type(self).__name__} declares how it plays its tricks")

    def _deal_played(self) -> None:
        """The last trick of the deal is turned: score or pay it (the game's duty)."""
        raise NotImplementedError(f"{type(self).__name__} scores a deal played out")

    def _cards_played(self) -> list[Card]:
        """Every card played in the deal: the tricks turned, then the trick in progress."""
        d = self.deal
        return [c for t in d.tricks for c in t.cards] + (list(d.trick.cards) if d.trick else [])

    def _check_holds(self, seat: int, card: Card, law: str) -> None:
        """Refuse (citing ``law``) a card the seat does not hold."""
        if card not in self.hands[seat]:
            raise IllegalActionError(f"{self.name(seat)} does not hold the {card.name}", law)

    def _cards_offered(self, seat: int, play: type) -> list:
        """``play(seat, card)`` for every card in the seat's hand (the core keeps those it accepts)."""
        return [play(seat, c) for c in self.hands[seat]]

    def _play_to_trick(self, seat: int, card: Card) -> None:
        """``seat`` plays ``card`` from his hand to the trick (begun if none is in progress); a complete
        trick goes to its winner, who leads the next; after the last trick of the deal, ``_deal_played``."""
        rules, d = self._trick_rules(), self.deal
        if d.trick is None:
            assert d.leader is not None
            d.trick = Trick.begin(d.leader, self.n, include=rules.seats)
        self.hands[seat].remove(card)
        d.trick = d.trick.play(seat, card, law=rules.law)
        self.event("play", f"{self.name(seat)} plays the {card.name}", (rules.law,) if rules.play_cites else (), seat)
        if not d.trick.complete:
            return
        w = d.trick.winner(rules.order, rules.trumps)
        d.won[w] += 1
        d.tricks.append(d.trick.quit(law=rules.law))
        d.trick = None
        d.leader = w
        self.event("trick", f"{self.name(w)} wins trick {len(d.tricks)}{rules.trick_words}", (rules.law,), w)
        if len(d.tricks) == rules.tricks:
            self._deal_played()

    def view(self, seat: int) -> Any:
        self._seat(seat)
        if self.view_class is None:
            raise IllegalActionError(f"{type(self).__name__} names no record of what a seat may know (view_class)")
        return self.view_class.make(self, seat)


def check_stacked(stacked: object, pack: Iterable[Card], words: str, law: Optional[str] = None) -> tuple:
    """Stacked packs for set pieces, each a sequence holding every card of ``pack`` once (``words``
    names them in the refusal: "the thirty-two cards of the Écarté pack"), as a tuple of tuples."""
    check_text(words, "the words that name the pack", error=IllegalActionError, law=law)
    full = Counter(checks.cards(pack, "the pack in use"))
    if isinstance(stacked, (str, bytes)) or not isinstance(stacked, (tuple, list)):
        raise IllegalActionError(f"stacked packs are a list of packs, not {stacked!r}", law)
    out = []
    for p in stacked:
        if isinstance(p, (str, bytes)) or not isinstance(p, (tuple, list)):
            raise IllegalActionError(f"a stacked pack is a sequence of cards, not {p!r}", law)
        if not all(isinstance(c, Card) for c in p) or Counter(p) != full:
            raise IllegalActionError(f"a stacked pack must hold {words}, each once", law)
        out.append(tuple(p))
    return tuple(out)
