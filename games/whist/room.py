"""The club room: Hoffmann's Laws of Whist 1-16 (cards; cutting and drawing; the formation of the
table; partners; cutting out; entry and re-entry).

A :class:`Room` is a :class:`~games.core.state.State` whose actions name people, not seats: the
candidates come in (:class:`~games.whist.room_actions.Arrive`), a table is formed by drawing (:class:`~games.whist.room_actions.FormTable`, law 7 and
law 13), the four who play draw for partners (:class:`~games.whist.room_actions.DrawPartners`, laws 8-10) and the dealer
chooses his cards and seat (:class:`~games.whist.room_actions.DealerChooses`, laws 8 and 1).  A rubber is played elsewhere
(the Whist engine); the room hears only that the pack was cut for a deal (:class:`~games.whist.room_actions.CutForDeal`, which
ends the time for calling for fresh cards, law 3), that a deal is over (:class:`~games.whist.room_actions.EndDeal`) and that
the rubber is over (:class:`~games.whist.room_actions.EndRubber`).  Then candidates cut in (:class:`~games.whist.room_actions.CutOut`, law 11),
declare in (:class:`~games.whist.room_actions.Declare`, laws 12, 12a and 15), a player appoints a substitute
(:class:`~games.whist.room_actions.Substitute`, law 14), retires (:class:`~games.whist.room_actions.Retire`), leaves (:class:`~games.whist.room_actions.Leave`) or breaks up the
table (:class:`~games.whist.room_actions.BreakUp`, law 16).  Torn or marked cards (:class:`~games.whist.room_actions.FindCards`,
:class:`~games.whist.room_actions.ReplaceCards`, law 2) and fresh cards (:class:`~games.whist.room_actions.CallForFreshCards`, law 3) complete it.

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

from typing import Optional

from games.cards import ACE_LOW as ACE, standard_pack
from games.core import checks
from games.core.seating import form_table
from games.core.state import State, applies, verifies
from games.errors import IllegalActionError, RuleSetError
from games.laws import implements, law_label, number_label
from games.whist.quotations import q
from games.whist.room_actions import (
    FAULTS, PACKS, REMEDIES, Arrive, BreakUp, CallForFreshCards, CutForDeal, CutOut, DealerChooses, Declare,
    DrawPartners, Drawing, EndDeal, EndRubber, FindCards, FormTable, Leave, ReplaceCards, Retire, RoomAction,
    RoomView, Substitute, TableView, _Table, _table_view,
)
from games.whist.room_cards import CardsChapter
from games.whist.room_draws import (
    HOFFMANN_ROOM, PLACES, PLAYERS, SIZE, RoomRules, draw, draw_partners, draw_words, names_text, spoil,
)
from games.whist.room_entry import EntryChapter

__all__ = [
    "RoomAction", "Arrive", "Leave", "FormTable", "DrawPartners", "DealerChooses", "CallForFreshCards",
    "CutForDeal", "EndDeal", "FindCards", "ReplaceCards", "EndRubber", "Declare", "CutOut", "Substitute",
    "Retire", "BreakUp", "Room", "RoomView", "TableView", "Drawing", "room_of_seven", "PACKS", "FAULTS",
    "REMEDIES", "RoomRules", "HOFFMANN_ROOM",
]

L = "hoffmann-whist:"


# -- the room ------------------------------------------------------------------------------------------

class Room(CardsChapter, EntryChapter, State):
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
        """Hoffmann's laws ``numbers``, each with its words (``"7.a/draw"``: the words of 7 (a) on drawing)."""
        return tuple(q(L + n.partition("/")[0], n.partition("/")[2]) for n in numbers)

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
                                    "again", "8/draw")
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
                                f"doubt ({n} in the room)", "7.a/draw")
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
        t = self._table_of(a.name)
        if t is None:
            raise IllegalActionError(f"{a.name} is at no table", L + "7.a")
        if a.name in t.substitutes:
            raise IllegalActionError(f"{a.name}'s substitute sits for him at {t.name} during that rubber",
                                     L + "14")
        self._may_quit(a.name)

    @applies(Retire)
    def _apply_retire(self, a: Retire) -> None:
        t = self._withdraw(a.name)
        if t is None:  # verified: he is at a table
            raise IllegalActionError(f"{a.name} is at no table", L + "7.a")
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
        members: list[str] = []
        left_out: list[str] = []
        steps: list[tuple] = []
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
                self._say("form", f"the table is complete with six: {g[0]} waits", "7.a/six")
            elif kind == "draw":
                d, won, lost = step[3], step[4], step[5]
                why = "7.a/draw" if why == "7.a" else why
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
                                         "wait, with the prior right to enter in that order"), "7.a/six")
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
                              f"the {a.pack} pack", "8/draw", "5", "4")
        self.drawn.append(Drawing(t.name, "partners", a.pack, self._cite("8/draw", "9", "10", "4", "5"),
                                  p.ranking.cuts, d.void))
        lines = draw_words(p.ranking.cuts, d.void)
        for line in lines:
            if not line.startswith("Equal"):
                self._say("draw", line, "8/draw", "4", *(["6"] if "more than one" in line else []))
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
                              f"{a2}; {d1}, the lowest, is the dealer and has choice of cards and seats", "8/partners")

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
            self._say("choose", f"{a.name} chooses to sit {a.place}, his partner opposite: {where}", "8/dealer")
        t.dealer_pack = a.pack
        (d1, d2), (a1, a2) = p.sides
        self._say("choose", f"{a.name} chooses the {a.pack} pack for his side ({d1} and {d2}); {a1} and {a2} "
                            f"use the {other}", "8/dealer", "1")
        if t.phase == "seated":
            t.phase = "playing"
            t.cut_out = False
            for nm in t.playing:
                self.played.add(nm)
            self._say("rubber", f"the rubber begins at {t.name}", "8/dealer")
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
