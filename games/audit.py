"""The citations audit: seeded games under every rule set of the edition, and every citation they make.

Each game package declares its :class:`Table` s in its own ``audit`` module (``games.poker.audit``...):
a game under one rule set, the codes its citations may name as their own, how to make one seeded game
and which wrong or irregular actions to try on the way (so that refusals, irregularities, rulings and
their options are cited too), and any set pieces that bring a law into play (``walks``).
:func:`play` plays one and returns every citation the library made in it: each event's laws, each
settlement line's, each score entry's, each open ruling's and each of its options', and the law of each
refusal met.  The tests (``tests/test_citations.py``) check every one; the site's citations pages list
them, code by code.

>>> from games.audit import tables, play
>>> t = next(t for t in tables() if t.id == "ecarte")
>>> game, found = play(t, 1)
>>> all(f.law is None or getattr(f.law, "words", None) or getattr(f.law, "label", None) for f in found)
True
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Optional

from games.citations import Cite, Convention, foreign
from games.core.actions import Event, SettlementLine
from games.core.state import Mode
from games.errors import GameError, check_int, check_items, check_text
from games.laws import CODES

__all__ = ["Table", "Found", "PACKAGES", "tables", "play", "computer", "walked", "faults"]

#: The game packages, each with an ``audit`` module declaring its tables.
PACKAGES = ("poker", "vingt_un", "whist", "solo", "ecarte")


@dataclass(frozen=True)
class Table:
    """A game under one rule set, for the audit.  ``make(seed, mode)`` a fresh game; ``wrong(game, rng)``
    actions to try before each step (each refused, or in TABLE mode an irregularity); ``choose(game,
    legal, rng)`` the action taken (random by default); ``walks`` set pieces, each a function of no
    arguments returning a game played up to (and past) the laws it shows."""

    id: str
    codes: tuple[str, ...]  #: the codes this game cites as its own (the rule set's code first)
    make: Callable[[int, Mode], Any]
    wrong: Optional[Callable[[Any, random.Random], Iterable[Any]]] = None
    choose: Optional[Callable[[Any, list, random.Random], Any]] = None
    walks: tuple[Callable[[], Any], ...] = ()
    title: str = ""
    #: the game's computer players: ``players(game)`` -> seat -> a player whose ``decide(view)`` gives a
    #: :class:`~games.core.players.Choice` (the law or convention behind it, and the reason)
    players: Optional[Callable[[Any], Any]] = None

    def __post_init__(self) -> None:
        check_text(self.id, "an audit table's id")
        check_text(self.title, "an audit table's title")
        codes = check_items(self.codes, "the codes an audit table cites as its own")
        if not codes or not all(isinstance(c, str) and c in CODES for c in codes):
            raise GameError(f"an audit table cites the laws of codes of the edition, not {self.codes!r}")
        walks = check_items(self.walks, "an audit table's set pieces")
        for fn in (self.make, *(f for f in (self.wrong, self.choose, self.players) if f is not None), *walks):
            if not callable(fn):
                raise GameError(f"an audit table's games are made and played by functions, not {fn!r}")
        object.__setattr__(self, "codes", codes)
        object.__setattr__(self, "walks", walks)


@dataclass(frozen=True)
class Found:
    """One citation met: ``where`` ("event deal", "refusal Play", "settlement", "score", "ruling",
    "option"), the law (a :class:`~games.citations.Cite`, a Convention, or whatever was cited) and the
    words it was cited for."""

    where: str
    law: object
    text: str

    def __post_init__(self) -> None:
        check_text(self.where, "where a citation was met")
        check_text(self.text, "the words a law was cited for")


def tables() -> list[Table]:
    """Every table of every game package."""
    out: list[Table] = []
    for pkg in PACKAGES:
        out.extend(importlib.import_module(f"games.{pkg}.audit").TABLES)
    return out


def _collect(g: Any, found: list[Found]) -> None:
    for e in g.log:
        if isinstance(e, Event):
            for law in e.laws:
                found.append(Found(f"event {e.kind}", law, e.text))
    for line in getattr(g, "settlement", None) or ():
        if isinstance(line, SettlementLine):
            for law in line.laws:
                found.append(Found("settlement", law, str(line)))
    sheet = getattr(g, "sheet", None)
    for entry in getattr(sheet, "entries", ()) or ():
        found.append(Found("score", entry.law, entry.words))


def _rulings(g: Any, found: list[Found]) -> None:
    for r in getattr(g, "open_rulings", ()):
        for law in r.ruling.laws:
            found.append(Found("ruling", law, r.ruling.decision))
        for o in r.ruling.options:
            for law in o.laws:
                found.append(Found("option", law, o.label))


def play(table: Table, seed: int, mode: Mode = Mode.TABLE, *, steps: int = 4000) -> tuple[Any, list[Found]]:
    """One seeded game of ``table`` played to its end (or ``steps`` actions), and every citation it made."""
    if not isinstance(table, Table):
        raise GameError(f"the audit plays a Table, not {table!r}")
    check_int(seed, "a seed", minimum=0)
    check_int(steps, "a number of steps", minimum=1)
    mode = Mode(mode)
    rng = random.Random(f"citations/{table.id}/{seed}/{mode.value}")
    g = table.make(seed, mode)
    found: list[Found] = []
    for _ in range(steps):
        if g.over:
            break
        _rulings(g, found)
        for bad in (table.wrong(g, rng) if table.wrong is not None else ()):
            try:
                g.verify(bad)
            except GameError as e:
                if e.law is not None:
                    found.append(Found(f"refusal {type(bad).__name__}", e.law, e.message))
            else:
                if mode is Mode.TABLE and type(bad).irregular and rng.random() < 0.2:
                    g.do(bad)
        legal = g.legal_actions()
        if not legal:
            break
        g.do(table.choose(g, legal, rng) if table.choose else rng.choice(legal))
    _collect(g, found)
    return g, found


def computer(table: Table, seed: int, *, steps: int = 4000) -> tuple[Any, list[Found]]:
    """One seeded game of ``table`` played by its computer players at every seat (the table's own steps,
    where no seat is to act, by the first legal action), and every citation it made, each computer
    player's reason among them (``where``: ``"reason"``)."""
    if not isinstance(table, Table):
        raise GameError(f"the audit plays a Table, not {table!r}")
    check_int(seed, "a seed", minimum=0)
    check_int(steps, "a number of steps", minimum=1)
    if table.players is None:
        return table.make(seed, Mode.STRICT), []
    g = table.make(seed, Mode.STRICT)
    found: list[Found] = []
    for _ in range(steps):
        if g.over:
            break
        seat = g.to_act
        players = table.players(g)
        if seat is not None and seat in players:
            choice = players[seat].decide(g.view(seat))
            found.append(Found("reason", choice.law, choice.reason))
            g.do(choice.action)
            continue
        legal = g.legal_actions()
        if not legal:
            break
        g.do(legal[0])
    _collect(g, found)
    return g, found


def walked(table: Table) -> list[tuple[Any, list[Found]]]:
    """Each of the table's set pieces, and the citations it made."""
    if not isinstance(table, Table):
        raise GameError(f"the audit walks a Table, not {table!r}")
    out = []
    for walk in table.walks:
        found: list[Found] = []
        g = walk()
        _rulings(g, found)
        _collect(g, found)
        out.append((g, found))
    return out


def faults(found: Iterable[Found], codes: Iterable[str], is_span: Callable[[str, str], bool]) -> list[str]:
    """What is wrong with each citation: cited without words, words that are not a span of the law's text
    (``is_span(words, law_id)``), another code's law cited with no reading declared."""
    codes = check_items(codes, "the codes a game cites as its own")
    if not codes:
        raise GameError("a game cites the laws of at least one code")
    for c in codes:
        check_text(c, "a code")
    if not callable(is_span):
        raise GameError(f"faults checks the words with a function, not {is_span!r}")
    out: list[str] = []
    for f in check_items(found, "the citations met"):
        if not isinstance(f, Found):
            raise GameError(f"faults checks what the audit found, not {f!r}")
        law = f.law
        if law is None or isinstance(law, Convention):
            continue
        if not isinstance(law, Cite) or not law.words:
            out.append(f"{f.where}: {law} cited without its words ({f.text[:90]!r})")
            continue
        if not is_span(law.words, str(law)):
            out.append(f"{f.where}: {law} quotes words not in the law: {law.words!r}")
        if foreign(law, codes):
            out.append(f"{f.where}: {law} is another code's law, cited under {codes[0]} with no reading "
                       f"({f.text[:90]!r})")
    return out
