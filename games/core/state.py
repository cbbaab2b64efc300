"""The state machine every game is built on.

A game is a subclass of :class:`State`.  For each action type it registers a
*verifier* (tagged with the laws it enforces; it raises the library's error
naming the law, and changes nothing) and an *applier*; :meth:`State.do` is
the same for every game: verify, log, apply, then run the automations:

>>> from dataclasses import dataclass
>>> from games.core.actions import Action
>>> from games.core.state import State, verifies, applies
>>> from games.errors import IllegalActionError
>>> class CountAction(Action):
...     pass
>>> @dataclass(frozen=True)
... class Add(CountAction):
...     seat: int
...     n: int
>>> class Counter(State):
...     action_base = CountAction
...     def __init__(self, seed=0):
...         super().__init__(seed=seed, seats=2)
...         self.total = 0
...     @verifies(Add)
...     def _verify_add(self, a):
...         if a.n not in (1, 2):
...             raise IllegalActionError(f"add 1 or 2, not {a.n}", None)
...     @applies(Add)
...     def _apply_add(self, a):
...         self.total += a.n
...         self.event("add", f"{self.name(a.seat)} adds {a.n}")
...         self.over = self.total >= 5
...     def _legal_actions(self):
...         return [Add(0, 1), Add(0, 2)]
>>> c = Counter()
>>> c.do(Add(0, 2))
[Event(kind='add', text='Player 1 adds 2', laws=(), seat=None, seen_by=None, others=None)]
>>> c.total, c.can(Add(0, 3)), c.legal_actions()
(2, False, [Add(seat=0, n=1), Add(seat=0, n=2)])

**Modes.**  ``Mode.STRICT`` refuses irregularities; ``Mode.TABLE`` lets them
happen as they do at a real table (a revoke, a lead out of turn, a bet on a
foul hand): a verifier calls :meth:`State.irregular` with the law and an
:class:`~games.core.referee.Irregularity`; STRICT raises
:class:`~games.errors.IrregularActionError`, TABLE lets the action through,
logs the irregularity, and hands it to the game's referee, whose ruling is
logged; when the ruling offers the non-offenders a choice, the game waits
for their :class:`ChooseRemedy`.

**Visibility** lives here: every :class:`~games.core.actions.Event` records
who saw it; :meth:`State.log_for` is what one seat may know, and
:meth:`State.view` (each game's) the rest of it.
"""

from __future__ import annotations

import copy
import enum
import random
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Iterable, Optional, Sequence

from games.core.actions import Action, Event, shared_action, write_transcript
from games.core.prose import you
from games.core.referee import Irregularity, Referee, Ruling
from games.errors import GameError, IllegalActionError, IrregularActionError

__all__ = [
    "Mode",
    "State",
    "verifies",
    "applies",
    "Breach",
    "OpenRuling",
    "ChooseRemedy",
    "replay",
]


class Mode(str, enum.Enum):
    """``STRICT`` refuses an irregularity; ``TABLE`` lets it happen, logs it, and rules on it."""

    STRICT = "strict"
    TABLE = "table"


def verifies(action_type: type) -> Callable:
    """Decorator: the method verifies ``action_type`` (raise a :class:`~games.errors.GameError` naming the law)."""

    def deco(fn):
        fn._verifies = action_type
        return fn

    return deco


def applies(action_type: type) -> Callable:
    """Decorator: the method applies ``action_type`` (after it was verified and logged)."""

    def deco(fn):
        fn._applies = action_type
        return fn

    return deco


@dataclass(frozen=True)
class Breach:
    """An irregularity let through in TABLE mode: the law broken, in words, the facts."""

    law: str
    text: str
    irregularity: Optional[Irregularity]
    seat: Optional[int] = None


@dataclass(frozen=True)
class OpenRuling:
    """A ruling that waits for a non-offender's choice."""

    breach: Breach
    ruling: Ruling


@shared_action
@dataclass(frozen=True)
class ChooseRemedy(Action):
    """A non-offender chooses one of the remedies the open ruling offers (by its index)."""

    seat: int
    option: int


class State:
    """Base of every game's state.  Subclasses set ``action_base`` (the game's
    :class:`~games.core.actions.Action` base class), optionally ``referee`` (a :class:`~games.core.referee.Referee`),
    register verifiers and appliers, and implement ``_legal_actions``,
    ``view`` and, for automations, ``auto_action``."""

    action_base: ClassVar[type] = Action
    referee: ClassVar[Optional[Referee]] = None
    #: attributes that are configuration, not state (left out of :meth:`snapshot`)
    not_state: ClassVar[frozenset] = frozenset()

    _verifiers: ClassVar[dict]
    _appliers: ClassVar[dict]

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        ver: dict = {}
        app: dict = {}
        for klass in reversed(cls.__mro__):
            for obj in vars(klass).values():
                t = getattr(obj, "_verifies", None)
                if t is not None:
                    ver[t] = obj
                t = getattr(obj, "_applies", None)
                if t is not None:
                    app[t] = obj
        cls._verifiers = ver
        cls._appliers = app
        missing = [t.__name__ for t in ver if t not in app] + [t.__name__ for t in app if t not in ver]
        if missing:
            raise TypeError(f"{cls.__name__}: a verifier without an applier or the reverse: {', '.join(missing)}")

    def __init__(self, *, seed: object = 0, seats: int, names: Sequence[str] = (), mode: Mode = Mode.STRICT):
        self.seed = seed
        self.n = seats
        self.names = tuple(names) or tuple(f"Player {i + 1}" for i in range(seats))
        self.mode = Mode(mode)
        self.log: list = []
        self.actions: list[Action] = []
        self.over = False
        self.open_rulings: list[OpenRuling] = []
        self.breaches: list[Breach] = []
        self._new: Optional[list[Event]] = None
        self._collecting: Optional[list[Breach]] = None

    # -- names and seats ----------------------------------------------------------------
    def name(self, seat: Optional[int]) -> str:
        return "nobody" if seat is None else self.names[seat]

    def left(self, seat: int, k: int = 1) -> int:
        return (seat + k) % self.n

    def right(self, seat: int, k: int = 1) -> int:
        return (seat - k) % self.n

    def rng(self, *tags: object) -> random.Random:
        """A random stream derived from the seed and ``tags`` (every chance step names its own)."""
        return random.Random("/".join(str(t) for t in (self.seed, *tags)))

    # -- the log -------------------------------------------------------------------------
    def event(self, kind: str, text: str, laws: Iterable[str] = (), seat: Optional[int] = None, *,
              seen_by: Optional[Iterable[int]] = None, others: Optional[str] = None) -> Event:
        """Log an event in words (``seen_by``: the seats that saw it, ``None`` for everyone), with the
        grammar right for the player called "You" (:func:`~games.core.prose.you`)."""
        e = Event(kind, you(text), tuple(laws), seat, None if seen_by is None else frozenset(seen_by),
                  None if others is None else you(others))
        self.log.append(e)
        if self._new is not None:
            self._new.append(e)
        return e

    def log_for(self, seat: Optional[int]) -> list[Event]:
        """The events as ``seat`` saw them (``None``: an onlooker who sees only what is public)."""
        out = []
        for entry in self.log:
            if isinstance(entry, Event):
                e = entry.for_seat(seat)
                if e is not None:
                    out.append(e)
        return out

    def transcript_header(self) -> list[str]:
        return [f"{type(self).__name__} seed={self.seed!r}"]

    def transcript(self) -> str:
        """The machine transcript: actions (which parse back) and every event."""
        return write_transcript(self.transcript_header(), self.log)

    # -- the triplet -----------------------------------------------------------------------
    def irregular(self, law: str, text: str, irregularity: Optional[Irregularity] = None,
                  seat: Optional[int] = None) -> None:
        """Called by a verifier when the action breaks ``law`` in a way people do break it.

        STRICT mode (or when the game cannot represent it, ``irregularity=None``)
        refuses it with :class:`~games.errors.IrregularActionError`; TABLE mode lets it through."""
        if self.mode is Mode.STRICT or self._collecting is None or irregularity is None:
            raise IrregularActionError(text, law)
        self._collecting.append(Breach(law, text, irregularity, seat))

    def _verify(self, action: Action) -> list[Breach]:
        if self.over:
            raise IllegalActionError("the game is over", None)
        if not isinstance(action, Action):
            raise IllegalActionError(f"{action!r} is not an action of the game", None)
        seat = getattr(action, "seat", None)
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.n):
            raise IllegalActionError(f"there is no seat {seat!r}", None)
        if self.open_rulings and not isinstance(action, ChooseRemedy):
            r = self.open_rulings[0]
            raise IllegalActionError(
                f"the ruling waits for {', '.join(self.name(s) for s in r.ruling.choosers) or 'a choice'}: "
                f"{r.ruling.decision}", r.ruling.laws[0])
        fn = type(self)._verifiers.get(type(action))
        if fn is None:
            raise IllegalActionError(f"{type(action).__name__} is not an action of this game", None)
        if type(action).irregular and self.mode is Mode.STRICT:
            raise IrregularActionError(
                f"{type(action).__name__}: an irregularity, refused in strict mode", type(action).law)
        outer = self._collecting
        self._collecting = []
        try:
            fn(self, action)
            return self._collecting
        finally:
            self._collecting = outer

    def verify(self, action: Action) -> None:
        """Raise the :class:`~games.errors.GameError` naming the law the action breaks; else return (changes nothing)."""
        self._verify(action)

    def can(self, action: Action) -> bool:
        """True if :meth:`verify` accepts the action."""
        try:
            self._verify(action)
        except GameError:
            return False
        return True

    def do(self, action: Action) -> list[Event]:
        """Verify and apply ``action``, then run the automations.  Returns the events caused."""
        breaches = self._verify(action)
        outer = self._new
        self._new = []
        try:
            self._apply(action, breaches)
            self._automate()
            return self._new
        finally:
            if outer is not None:
                outer.extend(self._new)
            self._new = outer

    def _apply(self, action: Action, breaches: Sequence[Breach] = ()) -> None:
        self.log.append(action)
        self.actions.append(action)
        for b in breaches:
            self.breaches.append(b)
            self.event("irregularity", b.text, (b.law,), b.seat)
        type(self)._appliers[type(action)](self, action)
        for b in breaches:
            self._rule_on(b)

    def _rule_on(self, breach: Breach) -> None:
        if self.referee is None or breach.irregularity is None or not self.referee.knows(breach.irregularity):
            return
        ruling = self.referee.rule(self, breach.irregularity)
        self.event("ruling", ruling.decision, ruling.laws)
        if ruling.options and ruling.choosers:
            self.open_rulings.append(OpenRuling(breach, ruling))
        else:
            self.apply_ruling(breach, ruling, None)

    def apply_ruling(self, breach: Breach, ruling: Ruling, option: Optional[int]) -> None:
        """Carry out a ruling (``option``: the remedy chosen).  A game with rulings overrides this."""

    @verifies(ChooseRemedy)
    def _verify_choose_remedy(self, a: ChooseRemedy) -> None:
        if not self.open_rulings:
            raise IllegalActionError("no ruling waits for a choice", None)
        r = self.open_rulings[0].ruling
        if a.seat not in r.choosers:
            raise IllegalActionError(f"{self.name(a.seat)} is not the one to choose the remedy", r.laws[0])
        if not isinstance(a.option, int) or not 0 <= a.option < len(r.options):
            raise IllegalActionError(f"choose a remedy from 0 to {len(r.options) - 1}", r.laws[0])

    @applies(ChooseRemedy)
    def _apply_choose_remedy(self, a: ChooseRemedy) -> None:
        open_ = self.open_rulings.pop(0)
        opt = open_.ruling.options[a.option]
        self.event("remedy", f"{self.name(a.seat)} chooses: {opt.label}", opt.laws, a.seat)
        self.apply_ruling(open_.breach, open_.ruling, a.option)

    # -- automations ---------------------------------------------------------------------
    def auto_action(self) -> Optional[Action]:
        """The next step the game takes by itself (``None``: a player must act)."""
        return None

    def _automate(self) -> None:
        for _ in range(100000):
            if self.over or self.open_rulings:
                return
            a = self.auto_action()
            if a is None:
                return
            try:
                breaches = self._verify(a)
            except GameError:
                return  # the step needs a hand
            self._apply(a, breaches)
        raise RuntimeError("the automations do not terminate")  # pragma: no cover

    # -- what is open ----------------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        """Every regular action open now (each game's)."""
        raise NotImplementedError

    def legal_actions(self, seat: Optional[int] = None) -> list[Action]:
        """The regular actions open now (irregularities are never listed), for ``seat`` if given."""
        if self.over:
            return []
        if self.open_rulings:
            r = self.open_rulings[0].ruling
            acts = [ChooseRemedy(s, i) for s in r.choosers for i in range(len(r.options))]
        else:
            acts = [a for a in self._legal_actions() if self.can(a)]
        if seat is not None:
            acts = [a for a in acts if getattr(a, "seat", None) == seat]
        return acts

    def view(self, seat: int) -> Any:
        """What ``seat`` may know (each game's record)."""
        raise NotImplementedError

    # -- checking ---------------------------------------------------------------------------
    def snapshot(self) -> dict:
        """A deep copy of the whole state (for tests: a refused action changes nothing)."""
        skip = {"_new", "_collecting"} | set(self.not_state)
        return {k: _plain(v) for k, v in self.__dict__.items() if k not in skip}

    def check_invariants(self) -> None:
        """Raise ``AssertionError`` if the state is inconsistent (each game adds its checks)."""


def _plain(v: Any, depth: int = 0) -> Any:
    """A comparable deep copy: containers copied, plain objects (a ledger, a seat) as their fields."""
    if depth > 50:  # pragma: no cover
        raise RuntimeError("state nested too deeply to snapshot")
    if isinstance(v, (str, int, float, bool, type(None), enum.Enum)):
        return v
    if isinstance(v, list):
        return [_plain(x, depth + 1) for x in v]
    if isinstance(v, tuple):
        return tuple(_plain(x, depth + 1) for x in v)
    if isinstance(v, dict):
        return {k: _plain(x, depth + 1) for k, x in v.items()}
    if isinstance(v, (set, frozenset)):
        return frozenset(v) if all(isinstance(x, (str, int, tuple, frozenset, enum.Enum)) for x in v) else v
    params = getattr(v, "__dataclass_params__", None)
    if params is not None and params.frozen:
        return v  # immutable records (cards, actions, events) compare by value
    if hasattr(v, "__dict__") and not callable(v):
        return (type(v).__name__, {k: _plain(x, depth + 1) for k, x in vars(v).items()})
    return copy.deepcopy(v)


def replay(make: Callable[[], State], actions: Iterable[Action]) -> State:
    """A fresh state from ``make()`` with ``actions`` done in order (a transcript's actions replay a game)."""
    state = make()
    for a in actions:
        state.do(a)
    return state
