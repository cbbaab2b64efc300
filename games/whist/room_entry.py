"""The room's entry and re-entry: Hoffmann's Whist laws 11-16 (cutting out at the end of a rubber,
declaring in, several tables, substitutes, breaking up a table).  A chapter of
:class:`games.whist.room.Room` (a mixin: its verifiers and appliers are registered on the room)."""

from __future__ import annotations

from games.cards import ACE_LOW as ACE
from games.core import checks
from games.core.seating import cut_out
from games.core.state import applies, verifies
from games.errors import IllegalActionError
from games.laws import implements
from games.whist.room_actions import PACKS, BreakUp, CutOut, Declare, Drawing, EndRubber, Substitute, _Table
from games.whist.room_base import RoomBase
from games.whist.room_draws import SIZE, PLAYERS, draw, draw_words, names_text, spoil

__all__ = ["EntryChapter"]

L = "hoffmann-whist:"


class EntryChapter(RoomBase):
    """Laws 11-16 in the room."""

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
                      "11/draw", "5", "4")
            self.drawn.append(Drawing(t.name, "cut out", a.pack, self._cite("11/draw", "4", "5"), c.cuts, void))
            for line in draw_words(c.cuts, void):
                self._say("draw", line, "11/draw", "4", *(["6"] if "more than one" in line else []),
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
        plan, into = None, None
        if a.into is not None:
            into = self.tables[a.into]
            plan = self._plan_break_up(t, into, a)
            if plan[2] is not None:
                self.drawings += 1
        for nm in t.playing:
            self.played.add(nm)
        del self.tables[a.table]
        self.broke[a.by] = tuple(rest)
        self._say("break-up", f"{a.by} breaks up {t.name}: {names_text(rest)} have the prior right to him of "
                              "entry into any other table", "16")
        if plan is not None and into is not None:
            enter, wait, d = plan
            if d is not None:
                self._say("break-up", f"there are not vacancies at {into.name} for all of them: they settle their "
                                      f"precedence by drawing from the {a.pack} pack", "16/draw", "5", "4")
                self.drawn.append(Drawing(a.table, "break up", a.pack, self._cite("16/draw", "4", "5"),
                                          d.ranking.cuts))
                for line in draw_words(d.ranking.cuts):
                    self._say("draw", line, "16/draw", "4", *(["7.c"] if line.startswith("Equal") else []))
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
