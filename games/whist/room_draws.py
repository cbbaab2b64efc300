"""The club room's readings and its drawings: Hoffmann's Whist laws 4-10 (and the drawings of 7, 11, 13, 16).

Every drawing in the room is made through :func:`draw` and :func:`draw_partners`, which call the
core's :func:`~games.core.seating.rank_by_draw` and :func:`~games.core.seating.cut_for_partners`
with the ace lowest (law 4: "The ace is the lowest card in cutting or drawing"), every card of a
drawing and of its draws again from one pack (law 5), and a player who exposes or draws more than
one card drawing again (law 6).  The words of a drawing for the room's log are written here too.

Usage -- four draw for partners from an arranged pack, Bob exposing a second card:

>>> from games.cards import parse_cards
>>> from games.whist.room_draws import draw_partners
>>> d = draw_partners(["Ann", "Bob", "Cy", "Di"], parse_cards("9S 7H 2C 3H KD 5C"), spoiled=("Bob",))
>>> d.partners.seats, d.void
(('Bob', 'Ann', 'Di', 'Cy'), (('Bob', (Card.parse('7H'), Card.parse('2C'))),))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

from games.cards import ACE_LOW, Card
from games.core import checks
from games.core.options import RuleSet, reading
from games.core.prose import cards_text
from games.core.seating import Cut, Partners, Ranking, cut_for_partners, rank_by_draw
from games.errors import IllegalActionError, check_items, check_text
from games.laws import implements

__all__ = ["RoomRules", "HOFFMANN_ROOM", "Drawn", "PartnersDrawn", "draw", "draw_partners", "spoil",
           "partner_ties", "draw_words", "names_text", "SIZE", "PLAYERS", "PLACES"]

#: "The table is complete with six players" (law 7.a).
SIZE = 6
#: "the four who draw the lowest cards play first" (law 7.b).
PLAYERS = 4
#: Where the dealer may sit (law 8: "choice of cards and seats"), in the order the deal goes round
#: (to the left); the compass names are the editors', the text names no places.
PLACES = ("north", "east", "south", "west")


@dataclass(frozen=True)
class RoomRules(RuleSet):
    """The readings the room declares where Hoffmann's laws 1-16 leave a question open."""

    name: str = "HOFFMANN_ROOM"
    code: str = "hoffmann-whist"

    preference: str = reading(
        "hoffmann-whist:7.a", default="arrival", choices=("arrival", "draw"),
        title="Who draws for the table when more than six are in the room",
        doc={"arrival": "The candidates first in the room have the preference; only those whose preference is "
                        "in doubt (they came in together) draw, among themselves (\"they\" of the law are the "
                        "\"two or more of them\" in doubt).",
             "draw": "With more than six candidates every candidate draws for the table, the order of coming "
                     "in deciding nothing (\"they\" read as all the candidates)."})
    same_pack: str = reading(
        "hoffmann-whist:5", default="drawing", choices=("drawing", "table"),
        title="What \"the same pack\" binds",
        doc={"drawing": "Every card of one drawing, its draws again included, comes from one pack; the next "
                        "drawing may use the table's other pack.",
             "table": "\"In all cases\": every drawing at a table, from its formation on, is made from the "
                      "pack its first drawing was made from."})
    substitute_rubber: str = reading(
        "hoffmann-whist:14", default="absent", choices=("absent", "nobody"),
        title="Whose consecutive rubber a substitute's rubber is (for cutting out, law 11)",
        doc={"absent": "The substitute plays \"in his absence\": the place and the rubber are the absent "
                       "player's, and count among his consecutive rubbers.",
             "nobody": "A rubber finished by a substitute counts for nobody: the absent player's consecutive "
                       "rubbers stand as they were."})
    broken_up: str = reading(
        "hoffmann-whist:16", default="over-him", choices=("over-him", "over-all"),
        title="Over whom the players of a broken-up table have the prior right",
        doc={"over-him": "\"the prior right to him\": over the player who broke up the table only; at the other "
                         "table they take their places on its list of entry after those already on it.",
             "over-all": "Over every other candidate: at the other table they go to the head of its list of "
                         "entry."})


#: The room's rule set with every reading at its default.
HOFFMANN_ROOM = RoomRules()


def names_text(names: Iterable[str]) -> str:
    """``"Ann, Bob and Cy"``."""
    n = [check_text(nm, "a name", error=IllegalActionError)
         for nm in check_items(names, "the names", error=IllegalActionError)]
    if not n:
        return "nobody"
    return n[0] if len(n) == 1 else ", ".join(n[:-1]) + " and " + n[-1]


@implements("hoffmann-whist:6")
def spoil(names: Sequence[str], pile: Sequence[Card], spoiled: Iterable[str]) -> tuple[list[Card], tuple]:
    """Law 6: "Should a player expose or draw more than one card, he must cut or draw again."  Each of
    ``spoiled`` takes (or shows) two cards at his first draw; both are set aside and he draws again,
    the next card.  Returns the pile as it then falls to the drawers and the cards set aside, as
    ``((name, (card, card)), ...)`` in the order of drawing."""
    spoiled = set(spoiled)
    pile = list(pile)
    void = []
    for i, nm in enumerate(names):
        if nm in spoiled:
            if len(pile) < i + 3:
                raise IllegalActionError("the pack ran out while drawing", "hoffmann-whist:6")
            void.append((nm, (pile[i], pile[i + 1])))
            del pile[i:i + 2]
    return pile, tuple(void)


@dataclass(frozen=True)
class Drawn:
    """A drawing: the ``ranking`` (lowest first, every card), the cards set aside under law 6
    (``void``) and how many cards of the pile it took (``used``)."""

    ranking: Ranking
    void: tuple
    used: int


@implements("hoffmann-whist:4", "hoffmann-whist:5", "hoffmann-whist:7.c")
def draw(names: Sequence[str], pile: Sequence[Card], *, decide: Optional[Iterable[int]] = None,
         highest_first: bool = False, spoiled: Iterable[str] = (), law: str) -> Drawn:
    """``names`` draw from the top of ``pile``, one pack (law 5), the ace lowest (law 4); equal cards
    draw again among themselves where a place in ``decide`` falls inside their tie (law 7.c: "if
    necessary"); a player in ``spoiled`` draws again (law 6)."""
    names = checks.names(names, "those who draw", law=law)
    pile, void = spoil(names, pile, spoiled)
    r = rank_by_draw(names, pile, ACE_LOW, decide=decide, highest_first=highest_first, law=law)
    return Drawn(r, void, len(r.cuts) + 2 * len(void))


@dataclass(frozen=True)
class PartnersDrawn:
    """The drawing for partners: the core's :class:`~games.core.seating.Partners`, the cards set aside
    under law 6, the cards used, and the ties of the first draw in words with their laws."""

    partners: Partners
    void: tuple
    used: int
    ties: tuple[tuple[str, str], ...]


@implements("hoffmann-whist:8", "hoffmann-whist:9", "hoffmann-whist:10", "hoffmann-whist:4", "hoffmann-whist:5")
def draw_partners(four: Sequence[str], pile: Sequence[Card], *, spoiled: Iterable[str] = ()) -> PartnersDrawn:
    """Law 8: "The four who play first again draw to decide on partners. The two lowest play against
    the two highest. The lowest is the dealer"; the ties of laws 9 and 10 draw again as they say
    (the core's :func:`~games.core.seating.cut_for_partners`)."""
    four = checks.names(four, "the four who play", law="hoffmann-whist:8", minimum=4, maximum=4)
    pile, void = spoil(four, pile, spoiled)
    p = cut_for_partners(four, pile, ACE_LOW, law="hoffmann-whist:8")
    first = {c.name: c.card for c in p.ranking.cuts if c.round == 0}
    return PartnersDrawn(p, void, len(p.ranking.cuts) + 2 * len(void), partner_ties(first))


@implements("hoffmann-whist:9", "hoffmann-whist:10")
def partner_ties(first: dict) -> tuple[tuple[str, str], ...]:
    """The ties of the first draw for partners (``first`` maps each name to his card), each as a pair
    of the law and what the law says of it: law 9 for two equal cards, law 10 for three, law 7.c for four."""
    value = {nm: ACE_LOW.index(c.rank) for nm, c in first.items()}
    order = sorted(value, key=lambda nm: value[nm])
    out = []
    i = 0
    while i < 4:
        group = [nm for nm in order if value[nm] == value[order[i]]]
        lo, hi = i, i + len(group) - 1
        who = names_text(group)
        if len(group) == 2:
            if lo == 2:
                out.append(("hoffmann-whist:9", f"{who} drew cards of equal value, the two highest: they do not "
                                                "draw again (they are partners either way)"))
            elif lo == 0:
                out.append(("hoffmann-whist:9", f"{who} drew cards of equal value, the two lowest: they draw "
                                                "again, and the new draw decides who is to deal"))
            else:
                out.append(("hoffmann-whist:9", f"{who} drew cards of equal value, not the two lowest: they draw "
                                                "again, and the higher in the new draw plays with the highest "
                                                "in the original draw"))
        elif len(group) == 3:
            if lo == 0:
                out.append(("hoffmann-whist:10", f"{who} drew cards of equal value, the fourth card the highest: "
                                                 "they draw again; the two lowest of the new draw are partners, "
                                                 "the lower of those two the dealer"))
            else:
                out.append(("hoffmann-whist:10", f"{who} drew cards of equal value, the fourth card the lowest: "
                                                 "they draw again; the two highest are partners, the original "
                                                 "lowest the dealer"))
        elif len(group) == 4:
            out.append(("hoffmann-whist:7.c", "all four drew cards of equal value: they draw again"))
        i = hi + 1
    return tuple(out)


def draw_words(cuts: Sequence[Cut], void: Sequence = ()) -> list[str]:
    """The cards of a drawing in words, one line per round (law 6's spoiled draws first)."""
    lines = [f"{nm} draws more than one card ({cards_text(cs)}): they are set aside and he draws again"
             for nm, cs in void]
    rounds: dict[int, list[Cut]] = {}
    for c in cuts:
        rounds.setdefault(c.round, []).append(c)
    for rnd in sorted(rounds):
        said = "; ".join(f"{c.name} the {c.card.name}" for c in rounds[rnd])
        lines.append(("They draw: " if rnd == 0 else "Equal cards draw again: ") + said)
    return lines
