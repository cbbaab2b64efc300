"""The club room's actions and what it shows of a table (Hoffmann's Whist laws 1-16).

The actions name people and tables, never seats: the room is not a table of play.  A
:class:`TableView` is a table as the room sees it; :class:`RoomView` the whole room;
:class:`Drawing` one drawing, face up for all.  The state that carries them out is
:class:`games.whist.room.Room`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from games.core.actions import Action
from games.core.seating import Partners
from games.whist.room_draws import PLACES

__all__ = [
    "RoomAction", "Arrive", "Leave", "FormTable", "DrawPartners", "DealerChooses", "CallForFreshCards",
    "CutForDeal", "EndDeal", "FindCards", "ReplaceCards", "EndRubber", "Declare", "CutOut", "Substitute",
    "Retire", "BreakUp", "RoomView", "TableView", "Drawing", "PACKS", "FAULTS", "REMEDIES",
]

#: The two packs of a table (law 1: "Two packs of cards are used, one being used by each side"),
#: told apart by their backs; the colours are the editors' (the text names none).
PACKS = ("red", "blue")
#: What may be wrong with a card (law 2: "torn or marked").
FAULTS = ("torn", "marked")
#: How torn or marked cards are made good (law 2: "either replaced by agreement, or new cards called for").
REMEDIES = ("agreement", "new cards")

L = "hoffmann-whist:"


# -- the actions ------------------------------------------------------------------------------------

class RoomAction(Action):
    """Base of the room's actions."""


@dataclass(frozen=True)
class Arrive(RoomAction):
    """Candidates come into the room; several named together came in together (their preference is
    in doubt, law 7.a)."""

    names: tuple


@dataclass(frozen=True)
class Leave(RoomAction):
    """A candidate or player leaves the room."""

    name: str


@dataclass(frozen=True)
class FormTable(RoomAction):
    """The candidates in the room form a table (laws 7 and 13), drawing from its ``pack``."""

    table: str
    pack: str = "red"
    arranged: tuple = ()
    spoiled: tuple = ()


@dataclass(frozen=True)
class DrawPartners(RoomAction):
    """The four who play draw for partners (laws 8-10)."""

    table: str
    pack: str = "red"
    arranged: tuple = ()
    spoiled: tuple = ()


@dataclass(frozen=True)
class DealerChooses(RoomAction):
    """The dealer's choice of cards and seats (law 8; law 3 after fresh cards: the pack only)."""

    table: str
    name: str
    pack: str
    place: Optional[str] = None


@dataclass(frozen=True)
class CallForFreshCards(RoomAction):
    """A player calls for fresh cards, two new packs, on paying for them (law 3)."""

    table: str
    name: str


@dataclass(frozen=True)
class CutForDeal(RoomAction):
    """The pack is cut for a deal (reported by the game): fresh cards can no longer be called (law 3)."""

    table: str


@dataclass(frozen=True)
class EndDeal(RoomAction):
    """A deal of the rubber is over (reported by the game)."""

    table: str


@dataclass(frozen=True)
class FindCards(RoomAction):
    """Cards of a pack are found torn or marked (law 2)."""

    table: str
    pack: str
    fault: str
    cards: tuple


@dataclass(frozen=True)
class ReplaceCards(RoomAction):
    """Torn or marked cards are made good: replaced by agreement, or new cards called for (law 2)."""

    table: str
    pack: str
    by: str


@dataclass(frozen=True)
class EndRubber(RoomAction):
    """The rubber at a table is over (reported by the game)."""

    table: str


@dataclass(frozen=True)
class Declare(RoomAction):
    """A candidate declares into a table that is not complete (laws 12, 12a, 15)."""

    name: str
    table: str


@dataclass(frozen=True)
class CutOut(RoomAction):
    """At the end of a rubber the members waiting claim admission; as many players go out (law 11)."""

    table: str
    pack: str = "red"
    arranged: tuple = ()
    spoiled: tuple = ()


@dataclass(frozen=True)
class Substitute(RoomAction):
    """A player quitting before the end of the rubber appoints a substitute, with the consent of the
    other three (law 14)."""

    table: str
    name: str
    substitute: str
    consent: tuple


@dataclass(frozen=True)
class Retire(RoomAction):
    """A member leaves his table (he stays in the room, a candidate who has played)."""

    name: str


@dataclass(frozen=True)
class BreakUp(RoomAction):
    """``by`` breaks up a table; the remaining players may go ``into`` another (law 16), settling their
    precedence by drawing from the broken table's ``pack`` if it has too few vacancies."""

    table: str
    by: str
    into: Optional[str] = None
    pack: str = "red"
    arranged: tuple = ()


# -- what the room knows of a table --------------------------------------------------------------------

@dataclass
class _Table:
    name: str
    phase: str  # formed | seated | playing | between | drawn
    playing: list  # the four (fewer only between rubbers, after a retirement)
    waiting: list  # the other members, in order of precedence
    prior: list  # candidates with a prior right to the next vacancy, in order
    rubbers: dict  # member -> consecutive rubbers
    packs: dict  # pack -> "good" | "torn" | "marked"
    first_pack: str
    generation: int = 1
    partners: Optional[Partners] = None  # the core's Partners, once drawn
    place: Optional[str] = None  # the dealer's place, once chosen
    dealer_pack: Optional[str] = None  # the dealer's side's pack, once chosen (this generation)
    pack_cut: bool = False
    cut_out: bool = False  # the cutting out at the end of this rubber is made
    substitutes: dict = field(default_factory=dict)  # absent player -> substitute

    @property
    def members(self) -> list:
        return self.playing + self.waiting


@dataclass(frozen=True)
class TableView:
    """A table as the room sees it.  ``phase``: ``formed`` (partners to draw), ``seated`` (the dealer
    to choose), ``playing`` (a rubber in progress), ``between`` (rubbers: no card yet drawn),
    ``drawn`` (cards drawn for the next rubber).  ``playing``: the four in order of precedence, or in
    seat order from the dealer (to his left) once partners are drawn; ``seats``: ``(place, name)``
    once the dealer has chosen; ``sitting``: who sits at each seat now (a substitute for his
    absent player); ``sides``: the dealer's side first; ``pack_of_side``: the pack of each side."""

    name: str
    phase: str
    playing: tuple
    waiting: tuple
    prior: tuple
    rubbers: tuple
    packs: tuple
    dealer: Optional[str]
    sides: tuple
    seats: tuple
    sitting: tuple
    pack_of_side: tuple
    substitutes: tuple
    pack_cut: bool

    @property
    def members(self) -> tuple:
        return self.playing + self.waiting


@dataclass(frozen=True)
class Drawing:
    """One drawing in the room, face up for all to see: at which ``table``, for what (``purpose``:
    ``"table"``, ``"play"``, ``"partners"``, ``"cut out"``, ``"break up"``), from which ``pack``, the
    laws it was made under, every card drawn (``cuts``, the core's :class:`~games.core.seating.Cut`
    records with their round) and the cards set aside under law 6 (``void``)."""

    table: str
    purpose: str
    pack: str
    laws: tuple
    cuts: tuple
    void: tuple = ()


@dataclass(frozen=True)
class RoomView:
    """The room: ``arrivals`` (groups in order of coming in), ``candidates`` (those at no table, in
    that order), ``tables`` (in order of forming), ``drawings`` (every drawing made, in order)."""

    arrivals: tuple
    candidates: tuple
    tables: tuple
    drawings: tuple = ()


def _table_view(t: _Table) -> TableView:
    p = t.partners
    sides: tuple = ()
    dealer = None
    if p is not None:
        sides = p.sides
        dealer = p.seats[0]
    seats: tuple = ()
    if t.place is not None and p is not None:
        k = PLACES.index(t.place)
        seats = tuple((PLACES[(k + i) % 4], p.seats[i]) for i in range(4))
    sitting = tuple(t.substitutes.get(nm, nm) for nm in t.playing)
    pack_of_side: tuple = ()
    if t.dealer_pack is not None and p is not None:
        other = next(pk for pk in PACKS if pk != t.dealer_pack)
        pack_of_side = ((sides[0], t.dealer_pack), (sides[1], other))
    return TableView(t.name, t.phase, tuple(t.playing), tuple(t.waiting), tuple(t.prior),
                     tuple((nm, t.rubbers.get(nm, 0)) for nm in t.members), tuple(t.packs.items()), dealer, sides,
                     seats, sitting, pack_of_side, tuple(t.substitutes.items()), t.pack_cut)
