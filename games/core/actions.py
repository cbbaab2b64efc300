"""Actions, events and settlement lines: the records every game's log is made of.

Every step of a game is a small frozen :class:`Action` appended to the state's
log; what it caused is an :class:`Event` carrying the laws that made it so and
who saw it.  ``str(action)`` writes one line of a machine transcript and
``GameAction.parse(line)`` reads it back (each game has its own action base
class, so that two games may both have a ``Discard``):

>>> from dataclasses import dataclass
>>> from games.core.actions import Action
>>> class MyAction(Action):
...     pass
>>> @dataclass(frozen=True)
... class Stake(MyAction):
...     seat: int
...     amount: int
>>> str(Stake(1, 2))
'Stake(seat=1, amount=2)'
>>> MyAction.parse("> Stake(seat=1, amount=2)")
Stake(seat=1, amount=2)
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, fields
from typing import ClassVar, Iterable, Optional, Sequence

from games.cards import Card, format_cards, parse_cards
from games.errors import GameError, InvalidActionError, check_items, check_text
from games.citations import cite_all

__all__ = ["Action", "Event", "SettlementLine", "action_types", "shared_action", "SHARED_ACTIONS", "write_transcript", "read_transcript"]


@dataclass(frozen=True)
class Action:
    """Base of every action.  Class attributes:

    ``irregular`` -- an irregularity people commit or find at a real table (a
    revoke, a card found face up): never listed in ``legal_actions``; the
    state's mode decides whether it may happen (:class:`games.core.state.Mode`).
    ``law`` -- the law that forbids or governs it (for the refusal in STRICT mode).
    """

    irregular: ClassVar[bool] = False
    law: ClassVar[Optional[str]] = None

    def __str__(self) -> str:
        parts = []
        for f in fields(self):
            parts.append(f"{f.name}={_write(getattr(self, f.name))}")
        return f"{type(self).__name__}({', '.join(parts)})"

    @classmethod
    def types(cls) -> dict[str, type]:
        """The concrete action classes below ``cls``, by name."""
        return action_types(cls)

    @classmethod
    def parse(cls, text: str) -> "Action":
        """The action written by ``str(action)`` (a transcript line, with or without its ``"> "``)."""
        check_text(text, "a transcript line", error=InvalidActionError)
        text = text.strip()
        if text.startswith(">"):
            text = text[1:].strip()
        name, _, inner = text.partition("(")
        klass = cls.types().get(name) or SHARED_ACTIONS.get(name)
        if klass is None or not inner.endswith(")"):
            raise InvalidActionError(f"{text!r} is not an action of the game")
        inner = inner[:-1]
        names = [f.name for f in fields(klass)]
        kw = {}
        rest = inner
        for i, fname in enumerate(names):
            prefix = f"{fname}="
            if not rest.startswith(prefix):
                raise InvalidActionError(f"{text!r}: expected {prefix}")
            rest = rest[len(prefix):]
            if i + 1 < len(names):
                sep = f", {names[i + 1]}="
                if sep not in rest:
                    raise InvalidActionError(f"{text!r}: expected {sep.strip(', ')}")
                cut = rest.index(sep)
                raw, rest = rest[:cut], rest[cut + 2:]
            else:
                raw = rest
            kw[fname] = _read(raw, text)
        try:
            return klass(**kw)
        except GameError:
            raise
        except (TypeError, ValueError, AttributeError, KeyError, IndexError) as e:
            raise InvalidActionError(f"{text!r}: {e}") from None


def _write(v: object) -> str:
    if isinstance(v, Card):
        return str(v)
    if isinstance(v, tuple) and all(isinstance(c, Card) for c in v):
        return "[" + format_cards(v) + "]"  # an empty tuple too: "[]" reads back as ()
    if isinstance(v, frozenset):
        return "{" + ",".join(str(x) for x in sorted(v)) + "}"
    if isinstance(v, str):
        return repr(v)
    return repr(v)


def _read(raw: str, text: str) -> object:
    if raw.startswith("["):
        return parse_cards(raw[1:-1]) if raw[1:-1].strip() else ()
    if raw.startswith("{"):
        try:
            return frozenset(int(x) for x in raw[1:-1].split(",") if x)
        except ValueError:
            raise InvalidActionError(f"{text!r}: cannot read {raw!r}") from None
    try:
        return ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        try:
            return Card.parse(raw)
        except Exception:
            raise InvalidActionError(f"{text!r}: cannot read {raw!r}") from None


#: Actions every game shares (e.g. :class:`games.core.state.ChooseRemedy`): any game's base parses them.
SHARED_ACTIONS: dict[str, type] = {}


def shared_action(cls: type) -> type:
    """Class decorator: an action of the core that every game's transcripts may hold."""
    _action_class(cls)
    SHARED_ACTIONS[cls.__name__] = cls
    return cls


def action_types(base: type) -> dict[str, type]:
    """Every dataclass below ``base`` (at any depth), by class name."""
    if not isinstance(base, type):
        raise InvalidActionError(f"the actions below a class: {base!r} is not a class")
    out: dict[str, type] = {}
    todo: list[type] = list(base.__subclasses__())
    while todo:
        c = todo.pop(0)
        out.setdefault(c.__name__, c)
        todo.extend(c.__subclasses__())
    return out


@dataclass(frozen=True)
class Event:
    """Something that happened, in words, and the laws that made it so.

    ``seen_by``: ``None`` -- everyone at the table saw it; otherwise the seats
    that saw it.  The others see ``others`` instead (``None``: nothing), e.g.
    ``Event("deal", "the king of spades to Ann", seen_by=frozenset({0}),
    others="a card to Ann")``.  Widgets and computer players never read
    ``text`` directly: they get :meth:`for_seat` through ``state.log_for(seat)``.
    """

    kind: str
    text: str
    laws: tuple[str, ...] = ()
    seat: Optional[int] = None
    seen_by: Optional[frozenset] = None
    others: Optional[str] = None

    def visible_to(self, seat: Optional[int]) -> bool:
        """Whether ``seat`` (``None``: an onlooker) sees anything of it."""
        return self.seen_by is None or seat in self.seen_by or self.others is not None

    def for_seat(self, seat: Optional[int]) -> Optional["Event"]:
        """The event as ``seat`` saw it (``None`` if he saw nothing of it)."""
        if self.seen_by is None or (seat is not None and seat in self.seen_by):
            return self
        if self.others is None:
            return None
        return Event(self.kind, self.others, self.laws, self.seat)

    def __str__(self) -> str:
        return f"  * {self.text} [{', '.join(self.laws)}]" if self.laws else f"  * {self.text}"


@dataclass(frozen=True)
class SettlementLine:
    """One line of a settlement: ``seat`` (``None``: the pool, carried on)
    receives ``amount``, why, on which laws.  ``net`` is the seat's gain or
    loss over the whole deal where it differs from what it receives."""

    seat: Optional[int]
    name: str
    amount: int
    reason: str
    laws: tuple[str, ...]
    net: Optional[int] = None

    def __post_init__(self) -> None:
        if isinstance(self.laws, (tuple, list)):  # each law with the words it rests on
            object.__setattr__(self, "laws", cite_all(self.laws))

    def __str__(self) -> str:
        net = "" if self.net is None or self.net == self.amount else f", net {self.net:+d}"
        return f"{self.name}: {self.amount:+d}{net} -- {self.reason} ({', '.join(self.laws)})"


def write_transcript(header: Iterable[str], log: Sequence[object]) -> str:
    """A machine transcript: ``# `` header lines, ``> action`` lines, ``  * event`` lines."""
    heads = check_items(header, "a transcript's header", error=InvalidActionError)
    if not all(isinstance(h, str) for h in heads):
        raise InvalidActionError(f"a transcript's header is lines of text, not {heads!r}")
    lines = [f"# {h}" for h in heads]
    for entry in check_items(log, "a game's log", error=InvalidActionError):
        lines.append(f"> {entry}" if isinstance(entry, Action) else str(entry))
    return "\n".join(lines) + "\n"


def read_transcript(text: str, base: type[Action]) -> list[Action]:
    """The actions of a transcript written by :func:`write_transcript` (events and headers are skipped)."""
    check_text(text, "a transcript", error=InvalidActionError)
    _action_class(base)
    return [base.parse(line) for line in text.splitlines() if line.startswith(">")]


def _action_class(cls: object) -> None:
    if not (isinstance(cls, type) and issubclass(cls, Action)):
        raise InvalidActionError(f"{cls!r} is not a class of actions (a subclass of Action)")
