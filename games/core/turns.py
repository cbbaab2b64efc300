"""The turn protocol: whose step it is, what is open to him, and what the game does by itself.

A game's state has a ``phase``; each chapter of the game registers, for the
phases it owns, the function that says whose *step* it is (a :class:`Step`:
the role, the hand and the duty), and, for the duties it owns, the actions
open for that duty and the automation that can take it.  The core
(:class:`games.core.state.State`) then answers ``to_act``, ``legal_actions()``
and ``auto_action()`` for every game, open rulings first, with no chain of
``if phase is ...`` in any game:

>>> import enum
>>> from dataclasses import dataclass
>>> from games.core.actions import Action
>>> from games.core.state import State, verifies, applies
>>> from games.core.turns import Step, turn, offers, automates
>>> class Ph(enum.Enum):
...     BID = "bid"
>>> class Duty(enum.Enum):
...     BID = "bid"
>>> class Auto(enum.Flag):
...     NONE = 0
...     PASS = enum.auto()
>>> class A(Action):
...     pass
>>> @dataclass(frozen=True)
... class Bid(A):
...     seat: int
...     n: int
>>> class Auction(State):
...     action_base = A
...     def __init__(self, automations=Auto.NONE):
...         super().__init__(seats=2, names=("Ann", "Bob"))
...         self.phase, self.turn, self.bids, self.automations = Ph.BID, 0, [], automations
...         self._automate()          # a game runs its automations once set up
...     @turn(Ph.BID)
...     def _bid_step(self):
...         return Step("player", self.turn, Duty.BID)
...     @offers(Duty.BID)
...     def _bids(self, step):
...         return [Bid(step.seat, 0), Bid(step.seat, 1)]
...     @automates(Duty.BID, Auto.PASS)
...     def _auto_pass(self, step):
...         return Bid(step.seat, 0)
...     @verifies(Bid)
...     def _verify_bid(self, a):
...         pass
...     @applies(Bid)
...     def _apply_bid(self, a):
...         self.bids.append(a.n)
...         self.turn = 1 - a.seat
...         self.over = len(self.bids) == 4
>>> g = Auction()
>>> g.to_act, g.legal_actions()
(0, [Bid(seat=0, n=0), Bid(seat=0, n=1)])
>>> _ = g.do(Bid(0, 1)); g.to_act
1
>>> h = Auction(Auto.PASS)   # the automation plays every step it is allowed to
>>> h.over, h.bids
(True, [0, 0, 0, 0])
"""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass
from typing import Any, Callable, Optional, TypeVar

from games.core import checks
from games.errors import GameError, IllegalActionError, RuleSetError, check_items, check_text

__all__ = ["Step", "turn", "offers", "automates", "remedy", "duty", "duties_of", "REGISTRIES", "registry_of",
           "refuse_unknown", "refuse_unknown_flags"]


@dataclass(frozen=True)
class Step:
    """Whose step it is: ``role`` (``"player"``, ``"dealer"``...), ``seat`` (the hand whose
    step it is; the state's :meth:`~games.core.state.State.controller` says who acts for it)
    and ``duty`` (the game's enum member naming what is to be done)."""

    role: str
    seat: Optional[int]
    duty: Any

    def __post_init__(self) -> None:
        if not isinstance(self.role, str) or not self.role:
            raise IllegalActionError(f"a step's role must be a word, not {self.role!r}")
        if self.seat is not None and (not isinstance(self.seat, int) or isinstance(self.seat, bool) or self.seat < 0):
            raise IllegalActionError(f"a step's seat must be a seat number, not {self.seat!r}")
        if not isinstance(self.duty, enum.Enum):
            raise IllegalActionError(f"a step's duty must be a member of the game's duties, not {self.duty!r}")

    @property
    def whose(self) -> int:
        """The seat of the hand whose step it is, for a step that is a hand's (refused for a step of the
        whole table, which has none)."""
        if self.seat is None:
            raise IllegalActionError(f"the step {self.duty.name} is the table's, not a hand's")
        return self.seat


def refuse_unknown(what: str, law: Optional[str] = None, *, error: type[GameError] = IllegalActionError) -> Any:
    """A ``_missing_`` for a game's enum (its phases, duties, remedies): a value that names no member is
    refused with the library's ``error``, citing ``law``, in the words ``"{value!r} is not " + what``,
    where ``{name}`` stands for the enum's name and ``{members}`` for its members' values.

    >>> import enum
    >>> class Phase(enum.Enum):
    ...     _missing_ = refuse_unknown("one of the {name} of the game: {members}")
    ...     DEAL = "deal"
    >>> Phase("play")
    Traceback (most recent call last):
    games.errors.IllegalActionError: 'play' is not one of the Phase of the game: 'deal'
    """
    _check_refusal(what, law, error)

    def _missing_(cls: Any, value: object) -> Any:
        members = ", ".join(repr(m.value) for m in cls)
        raise error(f"{value!r} is not " + what.format(name=cls.__name__, members=members), law)

    return classmethod(_missing_)


def refuse_unknown_flags(what: str, law: Optional[str] = None, *, error: type[GameError] = IllegalActionError) -> Any:
    """A ``_missing_`` for a game's automations (an :class:`enum.Flag`): a whole number made of the
    flags' bits combines them, as a Flag does; anything else is refused with the library's ``error``,
    citing ``law``, in the words ``"{value!r} is not " + what``."""
    _check_refusal(what, law, error)

    def _missing_(cls: Any, value: object) -> Any:
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            try:
                return vars(enum.Flag)["_missing_"].__func__(cls, value)
            except ValueError:
                pass
        raise error(f"{value!r} is not " + what, law)

    return classmethod(_missing_)


def _check_refusal(what: object, law: object, error: object) -> None:
    check_text(what, "the words of a refusal", error=RuleSetError)
    checks.law_id(law)
    if not (isinstance(error, type) and issubclass(error, GameError)):
        raise RuleSetError(f"an enum refuses a value with one of the library's errors, not {error!r}")


#: The kinds of registration a state class collects (marker attribute -> what the key is).
REGISTRIES = ("_verifies", "_applies", "_turn", "_offers", "_automates", "_remedy")


def _mark(kind: str, keys: tuple, extra: Any = None) -> Callable:
    if not keys:
        raise RuleSetError(f"{kind}: name at least one key")

    def deco(fn: Callable) -> Callable:
        marks = list(getattr(fn, "_marks", ()))   # stacked decorators all count
        marks.append((kind, tuple(keys), extra))
        fn._marks = tuple(marks)  # type: ignore[attr-defined]
        return fn

    return deco


def turn(*phases: Any) -> Callable:
    """Decorator: the method (no argument) says whose :class:`Step` it is in these phases
    (``None``: nobody's -- the phase waits for nothing, or the game is over)."""
    return _mark("_turn", phases)


def offers(*duties: Any) -> Callable:
    """Decorator: the method ``(step)`` lists the actions open for these duties (the core
    keeps only those :meth:`~games.core.state.State.can` accepts)."""
    return _mark("_offers", duties)


def automates(duty: Any, flag: Any) -> Callable:
    """Decorator: the method ``(step)`` gives the action the game takes by itself for ``duty``
    when ``flag`` is among the state's ``automations`` (``None`` from it: a player must act)."""
    return _mark("_automates", (duty,), flag)


def remedy(*remedies: Any, on: tuple = ()) -> Callable:
    """Decorator: the method ``(breach, ruling)`` carries out these remedies (members of the
    game's :class:`~games.core.referee.Remedy` enum), for the irregularity classes ``on``
    (every irregularity if empty).  :meth:`~games.core.state.State.apply_ruling` is the one
    dispatch."""
    for r in remedies:
        if not isinstance(r, enum.Enum):
            raise TypeError(f"a remedy is a member of the game's Remedy enum, not {r!r}")
    kinds = check_items(on, "the irregularity classes a remedy is for", error=RuleSetError)
    for k in kinds:
        if not isinstance(k, type):
            raise RuleSetError(f"a remedy is for irregularity classes, not {k!r}")
    return _mark("_remedy", remedies, kinds)


F = TypeVar("F", bound=Callable[..., Any])


def duty(chapter: str) -> Callable[[F], F]:
    """Decorator for a stub on a game's base class: a method one chapter of the game carries out and
    others call.  Declaring it on the base (its signature and docstring) is what lets a type checker
    and a reader see every call between chapters; the stub raises ``NotImplementedError`` until a
    game composes the chapter named."""
    if not isinstance(chapter, str) or not chapter:
        raise RuleSetError(f"a duty names the chapter that carries it out, not {chapter!r}")

    def deco(fn: F) -> F:
        @functools.wraps(fn)
        def stub(self: Any, *args: Any, **kwargs: Any) -> Any:
            raise NotImplementedError(f"{fn.__name__} is the {chapter} chapter's duty: compose that chapter")

        stub._duty_of = chapter  # type: ignore[attr-defined]
        return stub  # type: ignore[return-value]

    return deco


def duties_of(cls: type) -> dict[str, str]:
    """The duties declared on ``cls`` itself, each with the chapter that answers for it."""
    return {n: f._duty_of for n, f in vars(cls).items() if hasattr(f, "_duty_of")}


def registry_of(cls: type) -> dict[str, dict]:
    """For each kind of registration, key -> (method *name*, extra), following the MRO so that
    a subclass's registration wins, and looked up by name at call time so that a subclass
    that overrides a registered method without decorating it again is followed."""
    out: dict[str, dict] = {k: {} for k in REGISTRIES}
    for klass in reversed(cls.__mro__):
        for name, obj in vars(klass).items():
            fn = obj.__func__ if isinstance(obj, (staticmethod, classmethod)) else obj
            for kind in ("_verifies", "_applies"):
                types = getattr(fn, kind, ())
                for t in types if isinstance(types, tuple) else ():
                    if isinstance(t, type):
                        out[kind][t] = (name, None)
            for kind, keys, extra in getattr(fn, "_marks", ()):
                for key in keys:
                    if kind == "_remedy":
                        for irr in extra or (None,):
                            out[kind][(key, irr)] = (name, None)
                    else:
                        out[kind][key] = (name, extra)
    return out
