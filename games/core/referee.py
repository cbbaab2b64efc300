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
>>> from games.core.referee import Irregularity, Referee, Ruling
>>> REFEREE = Referee("example")
>>> @dataclass(frozen=True)
... class FaceUpInPack(Irregularity):
...     before_deal_finished: bool = True
>>> @REFEREE.rules(FaceUpInPack, "A card is found face up in the pack")
... def _(state, irr):
...     return Ruling("A misdeal: a new deal by the same dealer.", ("peel-poker:10",), "misdeal")
>>> REFEREE.rule(None, FaceUpInPack()).remedy
'misdeal'

A ruling may offer the non-offenders a choice (:attr:`Ruling.options`); in a
game's TABLE mode the state logs the ruling and waits for the chooser's
:class:`~games.core.state.ChooseRemedy`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Callable, Optional

from games.errors import IllegalActionError

__all__ = ["Irregularity", "Ruling", "RulingOption", "Referee", "CatalogueEntry"]


@dataclass(frozen=True)
class Irregularity:
    """Base of the irregularities: each holds the facts the laws turn on."""

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        """Raise :class:`~games.errors.IllegalActionError` if the facts cannot be (a subclass adds checks)."""
        for f in fields(self):
            v = getattr(self, f.name)
            if f.type in ("int", int) and (not isinstance(v, int) or isinstance(v, bool)):
                raise IllegalActionError(f"{type(self).__name__}.{f.name} = {v!r}: a whole number is needed")
            if f.type in ("bool", bool) and not isinstance(v, bool):
                raise IllegalActionError(f"{type(self).__name__}.{f.name} = {v!r}: yes or no (True or False) is needed")


@dataclass(frozen=True)
class RulingOption:
    """One remedy a ruling offers: what it is called, the laws that give it,
    a short code, and the action that carries it out (if the game has one)."""

    label: str
    laws: tuple[str, ...]
    remedy: str
    action: Any = None


@dataclass(frozen=True)
class Ruling:
    """A decision: ``decision`` (text), ``laws`` (ids), ``remedy`` (short code such as
    ``"misdeal"``), ``decided_by`` (seat of whoever decides a dispute), ``details``,
    ``options`` (the remedies the non-offenders may choose from) and ``choosers``
    (the seats entitled to choose)."""

    decision: str
    laws: tuple[str, ...]
    remedy: str
    decided_by: Optional[int] = None
    details: tuple = ()
    options: tuple[RulingOption, ...] = ()
    choosers: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.laws:
            raise IllegalActionError(f"a ruling must cite the laws it rests on: {self.decision!r}")

    def __str__(self) -> str:
        return f"{self.decision} ({', '.join(self.laws)})"


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


class Referee:
    """The rulings of one code, found by the irregularity's class."""

    def __init__(self, code: str):
        self.code = code
        self._rules: dict[type, Callable[[Any, Irregularity], Ruling]] = {}
        self.catalogue: list[CatalogueEntry] = []

    def rules(self, cls: type, description: str = "", example: Any = None):
        """Decorator: register the ruling function for irregularity class ``cls``."""

        def deco(fn):
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
