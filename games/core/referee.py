"""The referee: irregularities, rulings, and one registry of rulings per code.

An :class:`Irregularity` is a small frozen record of the facts the laws turn on
(was the deal finished? who led?).  It checks its own facts when made
(:meth:`Irregularity.validate` raises the library's error, never a bare
``ValueError``).  A :class:`Referee` holds a code's rulings: each is a function
``(state_or_None, irregularity) -> Ruling`` registered for an irregularity
class and tagged ``@implements`` with the laws it decides, so the coverage
pages credit the referee (in a game's module the function is also tagged
``@implements`` with the laws it decides):

>>> from dataclasses import dataclass
>>> from games.core.referee import Irregularity, Referee, Remedy, Ruling
>>> class ExampleRemedy(Remedy):
...     MISDEAL = "misdeal"
>>> REFEREE = Referee("example")
>>> @dataclass(frozen=True)
... class FaceUpInPack(Irregularity):
...     before_deal_finished: bool = True
>>> @REFEREE.rules(FaceUpInPack, "A card is found face up in the pack")
... def _(state, irr):
...     return Ruling("A misdeal: a new deal by the same dealer.", ("peel-poker:10",), ExampleRemedy.MISDEAL)
>>> REFEREE.rule(None, FaceUpInPack()).remedy
<ExampleRemedy.MISDEAL: 'misdeal'>

A ruling may offer the non-offenders a choice (:attr:`Ruling.options`); in a
game's TABLE mode the state logs the ruling and waits for the chooser's
:class:`~games.core.state.ChooseRemedy`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields, replace
from typing import Any, Callable, ClassVar, Optional

from games.cards import Suit
from games.core import checks
from games.errors import IllegalActionError, RuleSetError
from games.citations import cite_all

__all__ = ["Irregularity", "Remedy", "Ruling", "RulingOption", "Referee", "CatalogueEntry", "referee_for",
           "REFEREES", "seat_name", "FACTS"]


class Remedy(str, enum.Enum):
    """Base of each game's remedies (``class PokerRemedy(Remedy): MISDEAL = "misdeal"``): a ruling
    names its remedy and its options by member, and the state carries it out through the one
    handler registered for it (:func:`games.core.turns.remedy`), never by a string looked up."""


@dataclass(frozen=True)
class Irregularity:
    """Base of the irregularities: each holds the facts the laws turn on.

    ``claim``: the words a player uses to claim it (``"a revoke"``), for an irregularity
    that nobody but the offender sees when it happens: in TABLE mode it stays hidden until
    claimed (:class:`games.core.breaches.Claim`).  ``None``: seen by all, ruled at once.
    ``claim_law``: the law that says who may claim it and until when."""

    claim: ClassVar[Optional[str]] = None
    claim_law: ClassVar[Optional[str]] = None

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        """Raise :class:`~games.errors.IllegalActionError` if the facts cannot be (a subclass adds checks).
        Each fact is checked by the type its field declares (:data:`~games.core.referee.FACTS`): a whole number, yes or no, a
        card (its text, ``"KS"``, is taken for it) or a suit (its letter, ``"H"``)."""
        for f in fields(self):
            check = FACTS.get(f.type if isinstance(f.type, str) else getattr(f.type, "__name__", ""))
            if check is not None:
                object.__setattr__(self, f.name, check(f"{type(self).__name__}.{f.name}", getattr(self, f.name)))


def _whole(what: str, v: object) -> int:
    if not isinstance(v, int) or isinstance(v, bool):
        raise IllegalActionError(f"{what} = {v!r}: a whole number is needed")
    return v


def _yes_no(what: str, v: object) -> bool:
    if not isinstance(v, bool):
        raise IllegalActionError(f"{what} = {v!r}: yes or no (True or False) is needed")
    return v


def _suit(what: str, v: object) -> Suit:
    if isinstance(v, Suit):
        return v
    if isinstance(v, str):
        return Suit.parse(v)
    raise IllegalActionError(f"{v!r} is not a suit")


#: How an irregularity's facts are checked, by the type its field declares: each check returns the fact
#: in its form (a card named by its text becomes the card) or refuses it with the library's error.
FACTS: dict[str, Callable[[str, Any], Any]] = {
    "int": _whole, "bool": _yes_no, "Card": lambda what, v: checks.card(v), "Suit": _suit,
}


@dataclass(frozen=True)
class RulingOption:
    """One remedy a ruling offers: what it is called, the laws that give it,
    a short code, and the action that carries it out (if the game has one)."""

    label: str
    laws: tuple[str, ...]
    remedy: Any
    action: Any = None

    def __post_init__(self) -> None:
        if not isinstance(self.label, str) or not self.label:
            raise IllegalActionError(f"a remedy offered needs its words, not {self.label!r}")
        _check_laws(self.laws, self.label)
        object.__setattr__(self, "laws", cite_all(self.laws))  # each law with the words it rests on
        _check_remedy(self.remedy)


@dataclass(frozen=True)
class Ruling:
    """A decision: ``decision`` (text), ``laws`` (ids), ``remedy`` (short code such as
    ``"misdeal"``), ``decided_by`` (seat of whoever decides a dispute), ``details``,
    ``options`` (the remedies the non-offenders may choose from) and ``choosers``
    (the seats entitled to choose)."""

    decision: str
    laws: tuple[str, ...]
    remedy: Any
    decided_by: Optional[int] = None
    details: tuple = ()
    options: tuple[RulingOption, ...] = ()
    choosers: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.laws:
            raise IllegalActionError(f"a ruling must cite the laws it rests on: {self.decision!r}")
        _check_laws(self.laws, self.decision)
        object.__setattr__(self, "laws", cite_all(self.laws))
        _check_remedy(self.remedy)
        if self.choosers and not self.options:
            raise IllegalActionError(f"a ruling names who chooses but offers nothing: {self.decision!r}")

    def cited_by(self, cite: Callable[[Any], Any]) -> "Ruling":
        """The ruling with its laws and each option's laws as ``cite`` cites them (a game's citation
        policy: :meth:`games.core.state.State.cite`)."""
        if not callable(cite):
            raise IllegalActionError(f"a ruling is cited by a function, not {cite!r}")
        return replace(self, laws=tuple(cite(x) for x in self.laws),
                       options=tuple(replace(o, laws=tuple(cite(x) for x in o.laws)) for o in self.options))

    def __str__(self) -> str:
        return f"{self.decision} ({', '.join(self.laws)})"


def _check_laws(laws: Any, what: str) -> None:
    if not isinstance(laws, tuple) or not all(isinstance(x, str) and ":" in x for x in laws):
        raise IllegalActionError(f"the laws cited must be a tuple of law ids: {laws!r} ({what!r})")


def _check_remedy(r: Any) -> None:
    # A str is still accepted while the games move to their Remedy enums.
    if r is not None and not isinstance(r, (Remedy, str)):
        raise IllegalActionError(f"a remedy is a member of the game's Remedy enum, not {r!r}")


@dataclass(frozen=True)
class CatalogueEntry:
    """An irregularity as the Referee panel lists it."""

    name: str
    cls: type
    description: str
    example: Any = None

    @property
    def kind(self) -> type:
        """The irregularity class (another name for :attr:`cls`)."""
        return self.cls


#: Every referee made, by the code whose laws it applies (each book rules its own games), and, where
#: one book's code covers two games (Enquire Within's Vingt-un and Écarté), by ``"code/game"``.
REFEREES: dict[str, "Referee"] = {}


def _key(code: str, game: Optional[str]) -> str:
    return code if game is None else f"{code}/{game}"


def referee_for(code: str, game: Optional[str] = None) -> "Referee":
    """The referee of the code ``code`` (``"peel-poker"``...) for ``game`` where the book's code covers
    more than one game, refused if there is none."""
    if not isinstance(code, str) or (game is not None and not isinstance(game, str)):
        raise RuleSetError(f"a referee is found by its code (and game), not {code!r} ({game!r})")
    for key in ((_key(code, game), code) if game is not None else (code,)):
        if key in REFEREES:
            return REFEREES[key]
    raise RuleSetError(f"no referee rules under the code {_key(code, game)!r}: the codes with one are "
                       f"{', '.join(sorted(REFEREES)) or 'none'}")


class Referee:
    """The rulings of one code, found by the irregularity's class.  Made once per code: the
    referee is registered under it (:func:`referee_for`); a second referee for the same code is
    not."""

    def __init__(self, code: str, *, game: Optional[str] = None):
        if not isinstance(code, str) or not code:
            raise RuleSetError(f"a referee rules under a code, not {code!r}")
        if game is not None and (not isinstance(game, str) or not game):
            raise RuleSetError(f"a referee's game is named by a word, not {game!r}")
        self.code = code
        self.game = game
        key = _key(code, game)
        #: whether this referee is the one :func:`referee_for` finds: the first made for a code is, and
        #: no later one (a stray ``Referee("peel-poker")`` made by a tool or a test never displaces the
        #: book's own; a test that wants another referee gives its game class one)
        self.registered = key not in REFEREES
        if self.registered:
            REFEREES[key] = self
        self._rules: dict[type[Irregularity], Callable[[Any, Irregularity], Ruling]] = {}
        self.catalogue: list[CatalogueEntry] = []

    def rules(self, cls: type[Irregularity], description: str = "", example: Any = None):
        """Decorator: register the ruling function for irregularity class ``cls``."""

        def deco(fn):
            if getattr(cls, "claim", None) and not getattr(cls, "claim_law", None):
                raise TypeError(f"{cls.__name__} is claimed: name the law that governs the claim (claim_law)")
            if cls in self._rules:
                raise ValueError(f"{self.code}: two rulings for {cls.__name__}")
            self._rules[cls] = fn
            self.catalogue.append(
                CatalogueEntry(cls.__name__, cls, description or (cls.__doc__ or "").strip().split("\n")[0], example)
            )
            return fn

        return deco

    def knows(self, irregularity: Any) -> bool:
        return any(isinstance(irregularity, c) for c in self._rules)

    def ruling_for(self, cls: type) -> Callable[[Any, Irregularity], Ruling]:
        """The ruling function registered for the irregularity class ``cls`` (refused if none)."""
        fn = self._rules.get(cls) if isinstance(cls, type) else None
        if fn is None:
            raise IllegalActionError(f"the laws of {self.code} have no ruling registered for {cls!r}")
        return fn

    def kinds(self) -> tuple[type[Irregularity], ...]:
        """The irregularity classes this referee rules on, in the order registered."""
        return tuple(self._rules)

    def claims(self) -> dict[str, tuple[type[Irregularity], ...]]:
        """The breaches a player may claim under this code, by the words of the claim (the same words
        may name more than one irregularity: "a foul hand" taken up, or bet on)."""
        out: dict[str, tuple[type[Irregularity], ...]] = {}
        for c in self._rules:
            if c.claim:
                out[c.claim] = out.get(c.claim, ()) + (c,)
        return out

    def rule(self, state: Any, irregularity: Irregularity) -> Ruling:
        """The ruling on ``irregularity`` (``state`` supplies facts it knows, or ``None``)."""
        if not isinstance(irregularity, Irregularity):
            raise IllegalActionError(f"{irregularity!r} is not an irregularity")
        for klass in type(irregularity).__mro__:
            fn = self._rules.get(klass)
            if fn is not None:
                return fn(state, irregularity)
        raise IllegalActionError(f"the laws of {self.code} say nothing of {type(irregularity).__name__}")

    def __len__(self) -> int:
        return len(self._rules)

    def __iter__(self):
        return iter(self.catalogue)


def seat_name(state: Any, seat: int, rules_type: type, game: str, law: Optional[str] = None) -> str:
    """The name a ruling gives ``seat``: the player's, in a game whose ``rules`` are a ``rules_type``;
    ``"Player n"`` on the Referee panel, where no game is in play (``state`` ``None``).  A state of
    another game is refused, citing ``law``: the referee of ``game`` rules on a game of ``game``."""
    if not isinstance(rules_type, type) or not isinstance(game, str):
        raise RuleSetError(f"a referee names the rules and the game it rules on, not {rules_type!r}, {game!r}")
    if state is None:
        return f"Player {checks.whole(seat, 'a seat', law=law, minimum=0) + 1}"
    if not isinstance(getattr(state, "rules", None), rules_type):
        raise IllegalActionError(f"the referee of {game} rules on a game of {game}, not {state!r}", law)
    return state.name(seat)
