"""The club room: Hoffmann's Laws of Whist 1-16 (cards; cutting and drawing; the formation of the
table; partners; cutting out; entry and re-entry).

A :class:`Room` is a :class:`~games.core.state.State` whose actions name people, not seats: the
candidates come in (:class:`Arrive`), a table is formed by drawing (:class:`FormTable`, law 7 and
law 13), the four who play draw for partners (:class:`DrawPartners`, laws 8-10) and the dealer
chooses his cards and seat (:class:`DealerChooses`, laws 8 and 1).  A rubber is played elsewhere
(the Whist engine); the room hears only that the pack was cut for a deal (:class:`CutForDeal`, which
ends the time for calling for fresh cards, law 3), that a deal is over (:class:`EndDeal`) and that
the rubber is over (:class:`EndRubber`).  Then candidates cut in (:class:`CutOut`, law 11),
declare in (:class:`Declare`, laws 12, 12a and 15), a player appoints a substitute
(:class:`Substitute`, law 14), retires (:class:`Retire`), leaves (:class:`Leave`) or breaks up the
table (:class:`BreakUp`, law 16).  Torn or marked cards (:class:`FindCards`,
:class:`ReplaceCards`, law 2) and fresh cards (:class:`CallForFreshCards`, law 3) complete it.

:meth:`~games.core.state.State.legal_actions` lists the regular steps open now (a table's next step,
declaring in, retiring, forming a table).  Every drawing is seeded (the room's seed and the drawing's number) or made from an arranged pack
(``arranged``: the top cards, the rest of the pack following), and every step is an event in words
citing its laws.  What cannot be done is refused with the library's error naming the law, and
changes nothing.

Usage -- a room of seven forms a table:

>>> from games.whist.room import Room, Arrive, FormTable, DrawPartners, DealerChooses
>>> from games.cards import parse_cards
>>> room = Room(seed=1)
>>> _ = room.do(Arrive(("Ann",))); _ = room.do(Arrive(("Bob", "Cy", "Di", "Ed", "Fay", "Gus")))
>>> _ = room.do(FormTable("the first table", arranged=parse_cards("5S 9H 3D KC 2S QH  AC 8D 4C 6H 10S 7D")))
>>> t = room.table("the first table")
>>> t.playing, t.waiting, t.prior
(('Ann', 'Di', 'Bob', 'Gus'), ('Fay', 'Cy'), ('Ed',))
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from games.cards import ACE_LOW as ACE, standard_pack
from games.core import checks
from games.core.actions import Action
from games.core.prose import cards_text
from games.core.seating import cut_out, form_table
from games.core.state import State, applies, verifies
from games.errors import IllegalActionError, RuleSetError
from games.laws import implements, law_label, number_label
from games.whist.room_draws import (
    HOFFMANN_ROOM, PLACES, PLAYERS, SIZE, RoomRules, draw, draw_partners, draw_words, names_text, spoil,
)

__all__ = [
    "RoomAction", "Arrive", "Leave", "FormTable", "DrawPartners", "DealerChooses", "CallForFreshCards",
    "CutForDeal", "EndDeal", "FindCards", "ReplaceCards", "EndRubber", "Declare", "CutOut", "Substitute",
    "Retire", "BreakUp", "Room", "RoomView", "TableView", "Drawing", "room_of_seven", "PACKS", "FAULTS",
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
    partners: object = None  # the core's Partners, once drawn
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
    if p is not None:
        sides = p.sides
        dealer = p.seats[0]
    else:
        sides, dealer = (), None
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


# -- the room ------------------------------------------------------------------------------------------

class Room(State):
    """A club room under Hoffmann's laws of Whist 1-16.

    ``seed``: every drawing not arranged is from a pack shuffled by the seed and the drawing's
    number.  ``rules``: the readings (:class:`~games.whist.room_draws.RoomRules`).  The room has no
    seats of play; its actions name people, and everything in it is seen by all (cards drawn face
    up), so its one nominal seat is the room itself."""

    action_base = RoomAction
    not_state = frozenset({"rules"})

    def __init__(self, seed: object = 0, rules: RoomRules = HOFFMANN_ROOM):
        if not isinstance(rules, RoomRules):
            raise RuleSetError(f"the room's rules must be a RoomRules, not {rules!r}")
        super().__init__(seed=seed, seats=1, names=("the room",))
        self.rules = rules
        self.arrivals: list = []  # groups of names, in order of coming in
        self.played: set = set()  # those who have played at a table (law 13)
        self.broke: dict = {}  # who broke up a table -> the players he left (law 16)
        self.tables: dict = {}
        self.drawings = 0
        self.drawn: list = []  # the Drawing records

    # -- who is where ------------------------------------------------------------------------------
    def _everyone(self) -> list:
        return [nm for g in self.arrivals for nm in g]

    def _in_room(self, name: object, law: str) -> str:
        checks.text(name, "a name", law=law)
        if name not in self._everyone():
            raise IllegalActionError(f"{name} is not in the room", law)
        return name  # type: ignore[return-value]

    def _table_of(self, name: str) -> Optional[_Table]:
        for t in self.tables.values():
            if name in t.members:
                return t
        return None

    def _substituting(self, name: str) -> Optional[_Table]:
        for t in self.tables.values():
            if name in t.substitutes.values():
                return t
        return None

    def _free(self, name: str) -> bool:
        return name in self._everyone() and self._table_of(name) is None and self._substituting(name) is None

    def _candidates(self) -> list:
        return [nm for nm in self._everyone() if self._free(nm)]

    def _table(self, table: object, law: str) -> _Table:
        checks.text(table, "a table's name", law=law)
        if table not in self.tables:
            raise IllegalActionError(f"there is no table {table!r} in the room", law)
        return self.tables[table]  # type: ignore[index]

    def _mid_rubber(self, name: str) -> Optional[_Table]:
        t = self._table_of(name)
        if t is not None and t.phase == "playing" and name in t.playing:
            return t
        return None

    def _pile(self, table: str, pack: str, arranged: object, law: str) -> list:
        top = list(checks.cards(arranged, "the arranged cards"))
        rest = [c for c in standard_pack().shuffled(self.rng("drawing", self.drawings, table, pack)).cards
                if c not in top]
        return top + rest

    def _check_pack(self, t: Optional[_Table], pack: object, law: str = L + "5") -> str:
        if not isinstance(pack, str) or pack not in PACKS:
            raise IllegalActionError(f"every one draws from one of the table's packs ({names_text(PACKS)}), "
                                     f"not from {pack!r}", L + "5")
        if t is not None:
            if t.packs[pack] != "good":
                raise IllegalActionError(f"the {pack} pack has {t.packs[pack]} cards: they must be replaced "
                                         "before it is used", L + "2")
            if self.rules.same_pack == "table" and pack != t.first_pack:
                raise IllegalActionError(f"every one must draw from the same pack: the drawings at {t.name} "
                                         f"are made from the {t.first_pack} pack, not the {pack}", law)
        return pack

    def _spoiled(self, spoiled: object, drawers: list, law: str) -> tuple:
        got = checks.names(spoiled, "those who expose or draw more than one card", law=law, minimum=0)
        for nm in got:
            if nm not in drawers:
                raise IllegalActionError(f"{nm} does not draw here", L + "6")
        return got

    def _cite(self, *numbers: str) -> tuple:
        return tuple(L + n for n in numbers)

    def _say(self, kind: str, text: str, *numbers: str) -> None:
        self.event(kind, text, self._cite(*numbers))

    # -- entering and leaving ------------------------------------------------------------------------
    def _open_to_entry(self, t: _Table) -> bool:
        """Law 12: entry is declared "prior to any of the players having drawn a card": while a rubber is
        played, or between rubbers before a card is drawn."""
        return t.phase in ("playing", "between")

    def _admit(self, t: _Table, name: str, why: str, *numbers: str) -> None:
        for other in self.tables.values():
            if other is not t and name in other.prior:
                other.prior.remove(name)
        if name in t.prior:
            t.prior.remove(name)
        if t.phase == "between" and len(t.playing) < PLAYERS:
            t.playing.append(name)
            self._say("enter", f"{name} enters {t.name} {why}, and takes a place among those who play", *numbers)
        else:
            t.waiting.append(name)
            self._say("enter", f"{name} enters {t.name} {why}", *numbers)
        t.rubbers[name] = 0

    @implements(L + "7.a")
    def _fill(self) -> None:
        """Law 7.a: "On the retirement of any of those six players, the candidates who, in the first draw,
        drew the lowest cards have the prior right to enter the table" (and those given a prior right by
        law 16), as soon as they are free and the table is open to entry (law 12)."""
        for t in self.tables.values():
            while len(t.members) < SIZE and self._open_to_entry(t):
                nxt = next((nm for nm in t.prior if self._free(nm)), None)
                if nxt is None:
                    break
                self._admit(t, nxt, "by his prior right", "7.a")

    def _withdraw(self, name: str) -> Optional[_Table]:
        """Take ``name`` from his table (between rubbers a waiting member moves up into the four)."""
        t = self._table_of(name)
        if t is None:
            return None
        was_playing = name in t.playing
        (t.playing if was_playing else t.waiting).remove(name)
        t.rubbers.pop(name, None)
        if was_playing:
            if t.phase in ("formed", "seated", "drawn"):
                t.phase, t.partners, t.place, t.dealer_pack = "between", None, None, None
                self._say("retire", f"at {t.name} the four are broken before the rubber: partners must be drawn "
                                    "again", "7.b")
            if t.phase == "between" and t.waiting:
                up = t.waiting.pop(0)
                t.playing.append(up)
                self._say("enter", f"{up}, first of those waiting at {t.name}, takes the vacant place", "7.a")
        return t

    # -- arriving ------------------------------------------------------------------------------------
    @verifies(Arrive)
    @implements(L + "7.a")
    def _verify_arrive(self, a: Arrive) -> None:
        names = checks.names(a.names, "those who come in", law=L + "7.a")
        for nm in names:
            if nm in self._everyone():
                raise IllegalActionError(f"{nm} is already in the room", L + "7.a")
            if nm == "the room":
                raise IllegalActionError("'the room' is not a name for a candidate", L + "7.a")

    @applies(Arrive)
    def _apply_arrive(self, a: Arrive) -> None:
        self.arrivals.append(tuple(a.names))
        n = len(self._everyone())
        if len(a.names) == 1:
            self._say("arrive", f"{a.names[0]} comes into the room ({n} in the room)", "7.a")
        else:
            self._say("arrive", f"{names_text(a.names)} come into the room together: their preference is in "
                                f"doubt ({n} in the room)", "7.a")
        self._fill()

    @verifies(Leave)
    @implements(L + "14")
    def _verify_leave(self, a: Leave) -> None:
        self._in_room(a.name, L + "7.a")
        self._may_quit(a.name)

    def _may_quit(self, name: str) -> None:
        t = self._mid_rubber(name)
        if t is not None:
            raise IllegalActionError(f"{name} is playing a rubber at {t.name}: quitting before its end he may "
                                     "appoint a substitute with the consent of the other three, or he breaks "
                                     "up the table", L + "14")
        s = self._substituting(name)
        if s is not None:
            raise IllegalActionError(f"{name} plays as a substitute at {s.name} during that rubber", L + "14")

    @applies(Leave)
    def _apply_leave(self, a: Leave) -> None:
        t = self._withdraw(a.name)
        self.arrivals = [g for g in (tuple(nm for nm in g if nm != a.name) for g in self.arrivals) if g]
        for other in self.tables.values():
            if a.name in other.prior:
                other.prior.remove(a.name)
        self._say("leave", f"{a.name} leaves the room" + (f" and his place at {t.name}" if t else ""), "7.a")
        self._fill()

    @verifies(Retire)
    @implements(L + "7.a", L + "14")
    def _verify_retire(self, a: Retire) -> None:
        self._in_room(a.name, L + "7.a")
        if self._table_of(a.name) is None:
            raise IllegalActionError(f"{a.name} is at no table", L + "7.a")
        t = self._table_of(a.name)
        if a.name in t.substitutes:
            raise IllegalActionError(f"{a.name}'s substitute sits for him at {t.name} during that rubber",
                                     L + "14")
        self._may_quit(a.name)

    @applies(Retire)
    def _apply_retire(self, a: Retire) -> None:
        t = self._withdraw(a.name)
        self._say("retire", f"{a.name} retires from {t.name}", "7.a")
        self._fill()

    # -- forming a table: laws 7 and 13 -----------------------------------------------------------------
    def _plan_formation(self, a: FormTable) -> dict:
        law = L + "7.a"
        checks.text(a.table, "a table's name", law=law)
        if a.table in self.tables:
            raise IllegalActionError(f"there is already a table {a.table!r}", law)
        self._check_pack(None, a.pack)
        cands = self._candidates()
        if len(cands) < PLAYERS:
            raise IllegalActionError(f"{len(cands)} candidates in the room cannot form a table: four play",
                                     L + "7.b")
        spoiled = self._spoiled(a.spoiled, cands, L + "6")
        pile = self._pile(a.table, a.pack, a.arranged, law)
        fresh = [nm for nm in cands if nm not in self.played]
        others = [nm for nm in cands if nm in self.played]
        if self.rules.preference == "draw" and len(cands) > SIZE:
            groups = [(fresh, "7.a")] if fresh else []
        else:
            groups = [([nm for nm in g if nm in fresh], "7.a") for g in self.arrivals]
            groups = [(g, law_) for g, law_ in groups if g]
        breakers = [nm for nm in others if nm in self.broke]
        plain = [nm for nm in others if nm not in self.broke]
        groups += [(g, "13") for g in (plain, breakers) if g]
        members, left_out, steps = [], [], []
        todo_spoil = set(spoiled)
        for g, why in groups:
            room_left = SIZE - len(members)
            if len(g) <= room_left:
                members += g
                steps.append(("in", g, why))
                continue
            if len(g) == 1:
                left_out += g
                steps.append(("out", g, why))
                continue
            sp = [nm for nm in g if nm in todo_spoil]
            d = draw(g, pile, decide=None, spoiled=sp, law=L + "7.a")
            todo_spoil -= set(sp)
            pile = pile[d.used:]
            r = list(d.ranking.ranked)
            members += r[:room_left]
            left_out += r[room_left:]
            steps.append(("draw", g, why, d, r[:room_left], r[room_left:]))
        play = None
        if len(members) > PLAYERS:
            sp = [nm for nm in members if nm in todo_spoil]
            pile2, void = spoil(members, pile, sp)
            todo_spoil -= set(sp)
            f = form_table(members, pile2, ACE, size=SIZE, players=PLAYERS, law=L + "7.b")
            play = (f, void, list(members))
            playing, waiting = list(f.playing), list(f.waiting)
        else:
            playing, waiting = list(members), []
        if todo_spoil:
            raise IllegalActionError(f"{names_text(sorted(todo_spoil))} draw no card at this formation", L + "6")
        return {"steps": steps, "play": play, "playing": playing, "waiting": waiting, "left_out": left_out,
                "cands": cands, "others": others}

    @verifies(FormTable)
    @implements(L + "7.a", L + "7.b", L + "7.c", L + "13", L + "16")
    def _verify_form(self, a: FormTable) -> None:
        self._plan_formation(a)

    @applies(FormTable)
    @implements(L + "7.a", L + "7.b", L + "7.c", L + "13", L + "16", L + "1")
    def _apply_form(self, a: FormTable) -> None:
        """Law 7.a: the candidates first in the room have the preference; with more than six, those in
        doubt draw, the lower cards having the preference; the table is complete with six; those left
        out keep, in the order of this first draw, the prior right to enter.  Law 7.b: with more than
        four at the table all draw, and the four lowest play first.  Law 7.c: equal cards draw again,
        if necessary.  Law 13: at a fresh table those who have not played at any other table have the
        prior right; the others draw (and by law 16 a player who broke up a table comes after those he
        left)."""
        plan = self._plan_formation(a)
        self.drawings += 1
        cands = plan["cands"]
        self._say("form", f"{a.table} is formed from the {len(cands)} candidates in the room "
                          f"({names_text(cands)}); the drawing is from its {a.pack} pack", "7.a", "5", "4")
        if plan["others"] and len(plan["others"]) < len(cands) and len(cands) > SIZE:
            self._say("form", f"{names_text(plan['others'])} played at another table: those who have not have "
                              "the prior right", "13")
        for step in plan["steps"]:
            kind, g, why = step[0], step[1], step[2]
            if kind == "in" and len(cands) > SIZE:
                self._say("form", f"{names_text(g)} {'has' if len(g) == 1 else 'have'} the preference and "
                                  f"{'takes a place' if len(g) == 1 else 'take places'}", why)
            elif kind == "out":
                self._say("form", f"the table is complete with six: {g[0]} waits", why)
            elif kind == "draw":
                d, won, lost = step[3], step[4], step[5]
                head = ("they have played at another table and decide their right of admission by drawing"
                        if why == "13" else "their preference is in doubt: they determine it by drawing, "
                                            "the lower cards having the preference")
                self._say("draw", f"{names_text(g)}: {head}", why)
                self.drawn.append(Drawing(a.table, "table", a.pack, self._cite(why, "4", "5"), d.ranking.cuts,
                                          d.void))
                for line in draw_words(d.ranking.cuts, d.void):
                    self._say("draw", line, why, "4", *(["6"] if "more than one" in line else []),
                              *(["7.c"] if line.startswith("Equal") else []))
                if won:
                    self._say("form", f"{names_text(won)} {'takes a place' if len(won) == 1 else 'take places'}",
                              why)
                if lost:
                    self._say("form", f"the table is complete with six: {names_text(lost)} "
                                      + ("waits, with the prior right to enter" if len(lost) == 1 else
                                         "wait, with the prior right to enter in that order"), "7.a")
        if plan["play"] is not None:
            f, void, drawers = plan["play"]
            self._say("draw", f"more than four at the table: {names_text(drawers)} all draw, and the four who draw "
                              "the lowest cards play first", "7.b")
            self.drawn.append(Drawing(a.table, "play", a.pack, self._cite("7.b", "4", "5"), f.cuts, void))
            for line in draw_words(f.cuts, void):
                self._say("draw", line, "7.b", "4", *(["6"] if "more than one" in line else []),
                          *(["7.c"] if line.startswith("Equal") else []))
        t = _Table(a.table, "formed", plan["playing"], plan["waiting"], list(plan["left_out"]),
                   {nm: 0 for nm in plan["playing"] + plan["waiting"]}, {pk: "good" for pk in PACKS}, a.pack)
        self.tables[a.table] = t
        for other in self.tables.values():
            if other is not t:
                other.prior[:] = [nm for nm in other.prior if nm not in t.members]
        self._say("form", f"at {a.table} {names_text(t.playing)} play first"
                          + (f"; {names_text(t.waiting)} {'waits' if len(t.waiting) == 1 else 'wait'}"
                             if t.waiting else ""), "7.b")
        self._say("form", f"{a.table} has two packs, the red and the blue, one for each side", "1")

    # -- partners: laws 8-10 ---------------------------------------------------------------------------
    @verifies(DrawPartners)
    @implements(L + "8", L + "7.b")
    def _verify_partners(self, a: DrawPartners) -> None:
        t = self._table(a.table, L + "8")
        if t.phase not in ("formed", "between", "drawn"):
            raise IllegalActionError(f"partners at {t.name} are drawn before a rubber, not while it is "
                                     f"{'played' if t.phase == 'playing' else 'about to be played'}", L + "8")
        if len(t.playing) != PLAYERS:
            raise IllegalActionError(f"{len(t.playing)} at {t.name} cannot draw for partners: four play",
                                     L + "7.b")
        self._check_pack(t, a.pack)
        self._spoiled(a.spoiled, t.playing, L + "6")
        draw_partners(t.playing, self._pile(t.name, a.pack, a.arranged, L + "8"), spoiled=a.spoiled)

    @applies(DrawPartners)
    @implements(L + "8", L + "9", L + "10")
    def _apply_partners(self, a: DrawPartners) -> None:
        t = self.tables[a.table]
        d = draw_partners(t.playing, self._pile(t.name, a.pack, a.arranged, L + "8"), spoiled=a.spoiled)
        self.drawings += 1
        p = d.partners
        self._say("partners", f"at {t.name} the four who play, {names_text(t.playing)}, draw for partners from "
                              f"the {a.pack} pack", "8", "5", "4")
        self.drawn.append(Drawing(t.name, "partners", a.pack, self._cite("8", "9", "10", "4", "5"),
                                  p.ranking.cuts, d.void))
        lines = draw_words(p.ranking.cuts, d.void)
        for line in lines:
            if not line.startswith("Equal"):
                self._say("draw", line, "8", "4", *(["6"] if "more than one" in line else []))
        for law_, words in d.ties:
            self._say("tie", words, law_.split(":")[1])
        for line in lines:
            if line.startswith("Equal"):
                self._say("draw", line, *sorted({law_.split(":")[1] for law_, _ in d.ties} or {"7.c"}))
        t.playing = list(p.seats)
        t.partners = p
        t.phase = "seated"
        t.place = None
        t.dealer_pack = None
        (d1, d2), (a1, a2) = p.sides
        self._say("partners", f"the two lowest play against the two highest: {d1} and {d2} against {a1} and "
                              f"{a2}; {d1}, the lowest, is the dealer and has choice of cards and seats", "8")

    @verifies(DealerChooses)
    @implements(L + "8", L + "1", L + "3")
    def _verify_choose(self, a: DealerChooses) -> None:
        t = self._table(a.table, L + "8")
        if t.partners is None or t.phase not in ("seated", "playing"):
            raise IllegalActionError(f"at {t.name} no dealer has been drawn for this rubber", L + "8")
        dealer = t.partners.seats[0]
        if a.name != dealer:
            raise IllegalActionError(f"{a.name!r} is not the dealer: {dealer}, the lowest, has choice of cards "
                                     "and seats", L + "8")
        if t.dealer_pack is not None:
            raise IllegalActionError(f"{dealer} has chosen the {t.dealer_pack} pack and must abide by it", L + "8")
        if not isinstance(a.pack, str) or a.pack not in PACKS:
            raise IllegalActionError(f"the dealer chooses one of the table's packs ({names_text(PACKS)}), not "
                                     f"{a.pack!r}", L + "1")
        if t.packs[a.pack] != "good":
            raise IllegalActionError(f"the {a.pack} pack has {t.packs[a.pack]} cards", L + "2")
        if t.place is None:
            if a.place not in PLACES:
                raise IllegalActionError(f"the dealer chooses his seat: one of {names_text(PLACES)}, not "
                                         f"{a.place!r}", L + "8")
        elif a.place is not None and a.place != t.place:
            raise IllegalActionError(f"{dealer} chose to sit {t.place} and must abide by it", L + "8")

    @applies(DealerChooses)
    @implements(L + "8", L + "1")
    def _apply_choose(self, a: DealerChooses) -> None:
        """Law 8: the dealer "has choice of cards and seats, and, having once made his selection, must
        abide by it"; law 1: "Two packs of cards are used, one being used by each side"."""
        t = self.tables[a.table]
        p = t.partners
        other = next(pk for pk in PACKS if pk != a.pack)
        if t.place is None:
            t.place = a.place
            k = PLACES.index(a.place)
            where = "; ".join(f"{p.seats[i]} {PLACES[(k + i) % 4]}" for i in range(4))
            self._say("choose", f"{a.name} chooses to sit {a.place}, his partner opposite: {where}", "8")
        t.dealer_pack = a.pack
        (d1, d2), (a1, a2) = p.sides
        self._say("choose", f"{a.name} chooses the {a.pack} pack for his side ({d1} and {d2}); {a1} and {a2} "
                            f"use the {other}", "8", "1")
        if t.phase == "seated":
            t.phase = "playing"
            t.cut_out = False
            for nm in t.playing:
                self.played.add(nm)
            self._say("rubber", f"the rubber begins at {t.name}", "8")
        self._fill()

    # -- cards: laws 2 and 3 ---------------------------------------------------------------------------
    @verifies(FindCards)
    @implements(L + "2")
    def _verify_find(self, a: FindCards) -> None:
        t = self._table(a.table, L + "2")
        if not isinstance(a.pack, str) or a.pack not in PACKS:
            raise IllegalActionError(f"{t.name} has a red and a blue pack, not {a.pack!r}", L + "1")
        if a.fault not in FAULTS:
            raise IllegalActionError(f"a card is found torn or marked, not {a.fault!r}", L + "2")
        if t.packs[a.pack] != "good":
            raise IllegalActionError(f"the {a.pack} pack is already set aside ({t.packs[a.pack]} cards)", L + "2")
        if not checks.cards(a.cards, "the cards found"):
            raise IllegalActionError("name the cards found torn or marked", L + "2")

    @applies(FindCards)
    def _apply_find(self, a: FindCards) -> None:
        t = self.tables[a.table]
        t.packs[a.pack] = a.fault
        self._say("cards", f"in the {a.pack} pack at {t.name} {cards_text(checks.cards(a.cards))} "
                           f"{'is' if len(checks.cards(a.cards)) == 1 else 'are'} found {a.fault}: the pack is not "
                           "used until they are replaced", "2")

    @verifies(ReplaceCards)
    @implements(L + "2")
    def _verify_replace(self, a: ReplaceCards) -> None:
        t = self._table(a.table, L + "2")
        if not isinstance(a.pack, str) or a.pack not in PACKS:
            raise IllegalActionError(f"{t.name} has a red and a blue pack, not {a.pack!r}", L + "1")
        if t.packs[a.pack] == "good":
            raise IllegalActionError(f"no card of the {a.pack} pack is torn or marked", L + "2")
        if a.by not in REMEDIES:
            raise IllegalActionError(f"torn or marked cards are replaced by agreement or new cards called for, "
                                     f"not {a.by!r}", L + "2")

    @applies(ReplaceCards)
    @implements(L + "2")
    def _apply_replace(self, a: ReplaceCards) -> None:
        """Law 2: "A card or cards torn or marked must be either replaced by agreement, or new cards called
        for at the expense of the table"."""
        t = self.tables[a.table]
        t.packs[a.pack] = "good"
        if a.by == "agreement":
            self._say("cards", f"the {a.pack} pack is made good by agreement", "2")
        else:
            payers = [t.substitutes.get(nm, nm) for nm in t.playing] or t.members
            self._say("cards", f"new cards are called for in place of the {a.pack} pack, at the expense of the "
                               f"table ({names_text(payers)})", "2")

    @verifies(CallForFreshCards)
    @implements(L + "3")
    def _verify_fresh(self, a: CallForFreshCards) -> None:
        t = self._table(a.table, L + "3")
        sitting = [t.substitutes.get(nm, nm) for nm in t.playing]
        if t.phase not in ("seated", "playing") or a.name not in sitting:
            raise IllegalActionError(f"{a.name!r} is not a player at {t.name}: a player calls for fresh cards",
                                     L + "3")
        if t.pack_cut:
            raise IllegalActionError("the pack is cut for the deal: fresh cards are called for before it is cut",
                                     L + "3")

    @applies(CallForFreshCards)
    @implements(L + "3")
    def _apply_fresh(self, a: CallForFreshCards) -> None:
        """Law 3: "Any player, before the pack is cut for the deal, may call for fresh cards on paying for
        them. He must call for two new packs, of which the dealer takes his choice"."""
        t = self.tables[a.table]
        t.generation += 1
        t.packs = {pk: "good" for pk in PACKS}
        t.dealer_pack = None
        dealer = t.partners.seats[0] if t.partners is not None else "the dealer"
        self._say("cards", f"{a.name} calls for fresh cards at {t.name}, on paying for them: two new packs, of "
                           f"which {dealer}, the dealer, takes his choice", "3")

    @verifies(CutForDeal)
    @implements(L + "3")
    def _verify_cut(self, a: CutForDeal) -> None:
        t = self._table(a.table, L + "3")
        if t.phase != "playing":
            raise IllegalActionError(f"no rubber is being played at {t.name}", L + "3")
        if t.pack_cut:
            raise IllegalActionError(f"the pack at {t.name} is already cut for this deal", L + "3")
        if t.dealer_pack is None:
            raise IllegalActionError("the dealer has yet to take his choice of the new packs", L + "3")
        bad = [pk for pk, st in t.packs.items() if st != "good"]
        if bad:
            raise IllegalActionError(f"the {bad[0]} pack has {t.packs[bad[0]]} cards: they must be replaced",
                                     L + "2")

    @applies(CutForDeal)
    def _apply_cut(self, a: CutForDeal) -> None:
        self.tables[a.table].pack_cut = True
        self._say("deal", f"the pack is cut for the deal at {a.table}: fresh cards can no longer be called for "
                          "this deal", "3")

    @verifies(EndDeal)
    def _verify_end_deal(self, a: EndDeal) -> None:
        t = self._table(a.table, L + "3")
        if t.phase != "playing" or not t.pack_cut:
            raise IllegalActionError(f"no deal is being played at {t.name}", L + "3")

    @applies(EndDeal)
    def _apply_end_deal(self, a: EndDeal) -> None:
        self.tables[a.table].pack_cut = False
        self._say("deal", f"a deal is over at {a.table}", "3")

    # -- the end of a rubber and cutting out: law 11 --------------------------------------------------------
    @verifies(EndRubber)
    def _verify_end_rubber(self, a: EndRubber) -> None:
        t = self._table(a.table, L + "11")
        if t.phase != "playing":
            raise IllegalActionError(f"no rubber is being played at {t.name}", L + "11")

    @applies(EndRubber)
    @implements(L + "14", L + "11")
    def _apply_end_rubber(self, a: EndRubber) -> None:
        t = self.tables[a.table]
        for nm in t.playing:
            if nm in t.substitutes and self.rules.substitute_rubber == "nobody":
                continue
            t.rubbers[nm] = t.rubbers.get(nm, 0) + 1
        counts = "; ".join(f"{nm} {t.rubbers[nm]}" for nm in t.playing)
        self._say("rubber", f"the rubber at {t.name} is over; consecutive rubbers played: {counts}", "11")
        for absent, sub in list(t.substitutes.items()):
            self._say("substitute", f"{sub}'s substitution ends with the rubber; the place is {absent}'s again",
                      "14")
        t.substitutes = {}
        t.phase, t.pack_cut, t.partners, t.place, t.dealer_pack = "between", False, None, None, None
        self._fill()

    def _cut_out_group(self, t: _Table, entering: int) -> list:
        by_count: dict = {}
        for nm in t.playing:
            by_count.setdefault(t.rubbers.get(nm, 0), []).append(nm)
        need = entering
        for count in sorted(by_count, reverse=True):
            g = by_count[count]
            if len(g) >= need:
                return g if len(g) > need else []
            need -= len(g)
        return []

    @verifies(CutOut)
    @implements(L + "11", L + "12")
    def _verify_cut_out(self, a: CutOut) -> None:
        t = self._table(a.table, L + "11")
        if t.phase != "between":
            raise IllegalActionError(f"cutting out is at the end of a rubber, before a card is drawn for the next "
                                     f"(at {t.name} the table is {t.phase})", L + "11")
        if t.cut_out:
            raise IllegalActionError(f"the cutting out at the end of this rubber at {t.name} is made; those who "
                                     "went out claim admission at the end of the next", L + "11")
        if not t.waiting:
            raise IllegalActionError(f"nobody at {t.name} claims admission", L + "11")
        if len(t.playing) != PLAYERS:
            raise IllegalActionError(f"{len(t.playing)} play at {t.name}: the waiting enter without cutting out",
                                     L + "11")
        self._check_pack(t, a.pack)
        self._spoiled(a.spoiled, self._cut_out_group(t, len(t.waiting)), L + "6")
        self._plan_cut_out(t, a)

    def _plan_cut_out(self, t: _Table, a: CutOut):
        group = self._cut_out_group(t, len(t.waiting))
        pile = self._pile(t.name, a.pack, a.arranged, L + "11")
        pile, void = spoil(group, pile, a.spoiled)
        rubbers = {nm: t.rubbers.get(nm, 0) for nm in t.playing}
        return cut_out(rubbers, len(t.waiting), pile, ACE, size=SIZE, law=L + "11"), void

    @applies(CutOut)
    @implements(L + "11")
    def _apply_cut_out(self, a: CutOut) -> None:
        """Law 11: "At the end of a rubber, should admission be claimed by any one, or by two candidates, he
        who has, or they who have, played a greater number of consecutive rubbers than the others is, or
        are, out; but when two or more have played the same number, they must ... cut or draw to decide
        upon the outgoers; the highest are out"."""
        t = self.tables[a.table]
        c, void = self._plan_cut_out(t, a)
        self.drawings += 1
        claim = list(t.waiting)
        self._say("cut-out", f"at the end of the rubber {names_text(claim)} "
                             f"{'claims' if len(claim) == 1 else 'claim'} admission to {t.name}", "11")
        if c.cuts:
            group = sorted({cu.name for cu in c.cuts}, key=t.playing.index)
            self._say("cut-out", f"{names_text(group)} have played the same number of consecutive rubbers: they "
                                 f"draw from the {a.pack} pack to decide upon the outgoers; the highest are out",
                      "11", "5", "4")
            self.drawn.append(Drawing(t.name, "cut out", a.pack, self._cite("11", "4", "5"), c.cuts, void))
            for line in draw_words(c.cuts, void):
                self._say("draw", line, "11", "4", *(["6"] if "more than one" in line else []),
                          *(["7.c"] if line.startswith("Equal") else []))
            t.phase = "drawn"
        else:
            self._say("cut-out", f"{names_text(c.out)} {'has' if len(c.out) == 1 else 'have'} played more "
                                 "consecutive rubbers than the others", "11")
        self._say("cut-out", f"{names_text(c.out)} {'goes' if len(c.out) == 1 else 'go'} out; "
                             f"{names_text(claim)} {'comes' if len(claim) == 1 else 'come'} in", "11")
        t.playing = [nm for nm in t.playing if nm not in c.out] + claim
        t.waiting = list(c.out)
        t.cut_out = True
        for nm in t.members:
            if nm in c.out or nm in claim:
                t.rubbers[nm] = 0

    # -- entry and re-entry: laws 12-16 ---------------------------------------------------------------------
    @verifies(Declare)
    @implements(L + "12", L + "12a", L + "15", L + "14")
    def _verify_declare(self, a: Declare) -> None:
        self._in_room(a.name, L + "12")
        t = self._table(a.table, L + "12")
        if a.name in t.members:
            raise IllegalActionError(f"{a.name} is already at {t.name}", L + "12a")
        if a.name in t.substitutes:
            raise IllegalActionError(f"{a.name} belongs to {t.name}", L + "12a")
        self._may_quit(a.name)
        home = self._table_of(a.name)
        if home is not None and a.name in home.substitutes:
            raise IllegalActionError(f"{a.name}'s substitute sits for him at {home.name} during that rubber",
                                     L + "14")
        if not self._open_to_entry(t):
            raise IllegalActionError(f"too late: cards have been drawn at {t.name} for the rubber about to "
                                     "begin; a candidate declares his intention prior to any of the players having "
                                     "drawn a card", L + "12")
        if len(t.members) >= SIZE:
            raise IllegalActionError(f"{t.name} is complete with six players: a candidate declares into a table "
                                     "that is not complete", L + "12a")

    @applies(Declare)
    @implements(L + "12", L + "12a", L + "15")
    def _apply_declare(self, a: Declare) -> None:
        """Law 12a: "Any candidate may declare into any table that is not complete. If he do so he shall
        have priority over any candidate who has not previously declared in."  Law 15: "A player
        cutting into one table, whilst belonging to another, loses his prior right of re-entry into that
        latter, and takes his chance of cutting in, as if he were a fresh candidate, and last in the room"."""
        t = self.tables[a.table]
        home = self._table_of(a.name)
        if home is not None:
            self._withdraw(a.name)
            self.arrivals = [g for g in (tuple(nm for nm in g if nm != a.name) for g in self.arrivals) if g]
            self.arrivals.append((a.name,))
            self._say("declare", f"{a.name}, belonging to {home.name}, cuts into {t.name}: he loses his prior "
                                 "right of re-entry into " + home.name + " and stands as a fresh candidate, last "
                                 "in the room", "15")
        self._say("declare", f"{a.name} declares into {t.name}, which is not complete, before any card is drawn",
                  "12", "12a")
        self._admit(t, a.name, "on his declaration", "12a")
        self._fill()

    @verifies(Substitute)
    @implements(L + "14")
    def _verify_substitute(self, a: Substitute) -> None:
        t = self._table(a.table, L + "14")
        if t.phase != "playing":
            raise IllegalActionError(f"no rubber is being played at {t.name}: a substitute is appointed by one "
                                     "quitting prior to the conclusion of a rubber", L + "14")
        if a.name not in t.playing:
            raise IllegalActionError(f"{a.name!r} is not playing at {t.name}", L + "14")
        if a.name in t.substitutes:
            raise IllegalActionError(f"{a.name} has already appointed {t.substitutes[a.name]}", L + "14")
        self._in_room(a.substitute, L + "14")
        if self._mid_rubber(a.substitute) or self._substituting(a.substitute) or a.substitute in t.playing:
            raise IllegalActionError(f"{a.substitute} is playing a rubber and cannot sit for {a.name}", L + "14")
        others = {t.substitutes.get(nm, nm) for nm in t.playing if nm != a.name}
        got = set(checks.names(a.consent, "those who consent", law=L + "14", minimum=0))
        if got != others:
            raise IllegalActionError(f"{a.name} may appoint a substitute only with the consent of the other three "
                                     f"players ({names_text(sorted(others))}), not of "
                                     f"{names_text(sorted(got)) if got else 'nobody'}", L + "14")

    @applies(Substitute)
    @implements(L + "14")
    def _apply_substitute(self, a: Substitute) -> None:
        """Law 14: "Any one quitting a table prior to the conclusion of a rubber may, with consent of the
        other three players, appoint a substitute in his absence during that rubber"."""
        t = self.tables[a.table]
        t.substitutes[a.name] = a.substitute
        self.played.add(a.substitute)
        self._say("substitute", f"{a.name} quits {t.name} before the end of the rubber and, with the consent of "
                                f"{names_text(sorted(a.consent))}, appoints {a.substitute} to play in his absence "
                                "during that rubber", "14")

    @verifies(BreakUp)
    @implements(L + "16", L + "12")
    def _verify_break_up(self, a: BreakUp) -> None:
        t = self._table(a.table, L + "16")
        if a.by not in t.members:
            raise IllegalActionError(f"{a.by!r} is not a player at {t.name}", L + "16")
        if not isinstance(a.pack, str) or a.pack not in PACKS:
            self._check_pack(None, a.pack)
        checks.cards(a.arranged, "the arranged cards")
        if a.into is not None:
            into = self._table(a.into, L + "16")
            if into is t:
                raise IllegalActionError("the players of a table broken up enter another", L + "16")
            if not self._open_to_entry(into):
                raise IllegalActionError(f"too late to enter {into.name}: cards have been drawn there", L + "12")
            self._check_pack(t, a.pack, L + "16")
            self._plan_break_up(t, into, a)

    def _plan_break_up(self, t: _Table, into: _Table, a: BreakUp):
        rest = [nm for nm in t.members if nm != a.by]
        room = SIZE - len(into.members)
        if len(rest) <= room:
            return rest, [], None
        d = draw(rest, self._pile(t.name, a.pack, a.arranged, L + "16"), decide=None, law=L + "16")
        r = list(d.ranking.ranked)
        return r[:room], r[room:], d

    @applies(BreakUp)
    @implements(L + "16")
    def _apply_break_up(self, a: BreakUp) -> None:
        """Law 16: "If any one break up a table, the remaining players have the prior right to him of entry
        into any other, and should there not be sufficient vacancies at such other table to admit all
        those candidates, they settle their precedence by drawing"."""
        t = self.tables[a.table]
        rest = [nm for nm in t.members if nm != a.by]
        plan = None
        if a.into is not None:
            plan = self._plan_break_up(t, self.tables[a.into], a)
            if plan[2] is not None:
                self.drawings += 1
        for nm in t.playing:
            self.played.add(nm)
        del self.tables[a.table]
        self.broke[a.by] = tuple(rest)
        self._say("break-up", f"{a.by} breaks up {t.name}: {names_text(rest)} have the prior right to him of "
                              "entry into any other table", "16")
        if plan is not None:
            into = self.tables[a.into]
            enter, wait, d = plan
            if d is not None:
                self._say("break-up", f"there are not vacancies at {into.name} for all of them: they settle their "
                                      f"precedence by drawing from the {a.pack} pack", "16", "5", "4")
                self.drawn.append(Drawing(a.table, "break up", a.pack, self._cite("16", "4", "5"), d.ranking.cuts))
                for line in draw_words(d.ranking.cuts):
                    self._say("draw", line, "16", "4", *(["7.c"] if line.startswith("Equal") else []))
            for nm in enter:
                self._admit(into, nm, "from the broken table", "16")
            if wait:
                if self.rules.broken_up == "over-all":
                    into.prior[:0] = wait
                else:
                    into.prior.extend(wait)
                self._say("break-up", f"{names_text(wait)} {'keeps' if len(wait) == 1 else 'keep'} the prior "
                                      f"right to the next vacancy at {into.name}, in that order", "16")
        self._fill()

    # -- what may be done now ---------------------------------------------------------------------------
    def _legal_actions(self) -> list:
        """The regular steps open now (those :meth:`can` accepts are kept): forming a table from the
        candidates, each table's next step, declaring in, retiring; drawings from the red pack, seeded."""
        out: list = []
        cands = self._candidates()
        if len(cands) >= PLAYERS:
            n = len(self.tables) + 1
            name = next(f"table {k}" for k in range(n, n + 100) if f"table {k}" not in self.tables)
            out.append(FormTable(name))
        for t in self.tables.values():
            if t.phase == "between" and t.waiting and not t.cut_out:
                out.append(CutOut(t.name))
            if t.phase in ("formed", "between", "drawn"):
                out += [DrawPartners(t.name, pk) for pk in PACKS]
            if t.phase == "seated" or (t.phase == "playing" and t.dealer_pack is None):
                place = t.place or "south"
                out += [DealerChooses(t.name, t.partners.seats[0], pk, place if t.place is None else None)
                        for pk in PACKS]
            if t.phase == "playing":
                out += [EndRubber(t.name), CutForDeal(t.name), EndDeal(t.name)]
            out += [Declare(nm, t.name) for nm in cands]
            out += [Retire(nm) for nm in t.members]
        return out

    # -- what the room shows ---------------------------------------------------------------------------
    def table(self, name: str) -> TableView:
        """The table called ``name``."""
        return _table_view(self._table(name, L + "7.a"))

    def view(self, seat: Optional[int] = None) -> RoomView:  # type: ignore[override]
        """The room as everyone in it sees it."""
        return RoomView(tuple(self.arrivals), tuple(self._candidates()),
                        tuple(_table_view(t) for t in self.tables.values()), tuple(self.drawn))

    def story(self) -> list:
        """The log as a teacher shows it: each event in words, its laws by their labels."""
        out = []
        for e in self.log_for(None):
            laws = "; ".join([law_label(e.laws[0])] + [number_label(x.split(":")[1]) for x in e.laws[1:]]) \
                if e.laws else ""
            out.append(f"{e.text[0].upper()}{e.text[1:]}" + (f" ({laws})" if laws else ""))
        return out

    def transcript_header(self) -> list:
        return [f"Room seed={self.seed!r} rules={self.rules.name} {self.rules.differences() or ''}".rstrip()]

    def check_invariants(self) -> None:
        everyone = self._everyone()
        assert len(set(everyone)) == len(everyone), "someone came in twice"
        seen: list = []
        for t in self.tables.values():
            assert len(t.members) <= SIZE, f"{t.name} has more than six"
            assert len(t.playing) <= PLAYERS
            if t.phase in ("formed", "seated", "playing", "drawn"):
                assert len(t.playing) == PLAYERS, f"{t.name} plays with {len(t.playing)}"
            assert all(nm in everyone for nm in t.members)
            assert set(t.substitutes) <= set(t.playing)
            assert not t.substitutes or t.phase == "playing"
            seen += t.members
        assert len(seen) == len(set(seen)), "someone is at two tables"
        subs = [sub for t in self.tables.values() for sub in t.substitutes.values() if sub not in seen]
        assert len(subs) == len(set(subs)), "someone sits for two players"
        free = self._candidates()
        assert sorted(free + seen + subs) == sorted(everyone), "someone is unaccounted for"


def room_of_seven(seed: object = 1) -> tuple:
    """The worked example for a lesson: a room of seven forms a table.

    Ames and Baker come in one after the other, then five more together: seven candidates for a table
    complete with six, and the preference of the five in doubt, so they draw for the four places left
    (law 7.a); the six at the table draw, and the four lowest play first (law 7.b); the four draw for
    partners (laws 8-10), and the dealer chooses his seat and pack (laws 8 and 1).  Returns
    ``(story, table)``: the log in words with the laws cited, and the table formed.  The same seed
    gives the same room.

    >>> story, table = room_of_seven(1)
    >>> len(table.members), len(table.playing), table.phase
    (6, 4, 'playing')
    """
    room = Room(seed=seed)
    room.do(Arrive(("Ames",)))
    room.do(Arrive(("Baker",)))
    room.do(Arrive(("Cole", "Drake", "Ellis", "Fox", "Grant")))
    room.do(FormTable("the first table"))
    room.do(DrawPartners("the first table"))
    t = room.tables["the first table"]
    room.do(DealerChooses("the first table", t.partners.seats[0], "red", "south"))
    return room.story(), room.table("the first table")
