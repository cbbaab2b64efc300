"""Seating: drawing or cutting for the deal and for seats, ties, tables, partnerships, rotation.

These are the procedures the codes share, written once; each game tags its
own use of them with its laws, passed in as ``law=`` (Peel law 2 draws for
the deal, Foster cuts for seats, Vingt-un deals round until the first ace,
Hoffmann's Whist laws 7-11 form the table, draw for partners and cut out).

Usage -- four players draw for partners (Hoffmann's Whist law 8: "The two
lowest play against the two highest. The lowest is the dealer"), the ace
lowest (law 4):

>>> from games.cards import ACE_LOW, parse_cards
>>> from games.core.seating import cut_for_partners, partner_of, side_of
>>> p = cut_for_partners(["Ann", "Bob", "Cy", "Di"], parse_cards("9S 3H KD 5C"), ACE_LOW)
>>> p.seats, p.dealer, p.sides
(('Bob', 'Ann', 'Di', 'Cy'), 0, (('Bob', 'Di'), ('Ann', 'Cy')))
>>> partner_of(0), side_of(3)
(2, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Optional, Sequence

from games.cards import Card, Rank
from games.core import checks
from games.errors import IllegalActionError, RuleSetError

__all__ = [
    "draw_lowest", "cut_ranking", "split_tables", "deal_until", "cycle_from", "next_seat",
    "Cut", "Ranking", "rank_by_draw", "Formation", "form_table", "Partners", "cut_for_partners",
    "CuttingOut", "cut_out", "partner_of", "side_of", "sides_of",
]


def _records(values: object, kind: type, what: str) -> None:
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise IllegalActionError(f"{what} must be a sequence of {kind.__name__}, not {values!r}")
    for v in values:
        if not isinstance(v, kind):
            raise IllegalActionError(f"{v!r} is not a {kind.__name__}")


#: The most seats a table has (as :class:`games.core.state.State` allows).
MAX_SEATS = 64


def _seats_n(n: object, law: Optional[str]) -> int:
    return checks.whole(n, "the number of seats", law=law, minimum=1, maximum=MAX_SEATS)


def _include(include: Optional[Iterable[int]], n: int, law: Optional[str]) -> Optional[set]:
    if include is None:
        return None
    if isinstance(include, (str, bytes)) or not isinstance(include, Iterable):
        raise IllegalActionError(f"include must be a collection of seats, not {include!r}", law)
    return {checks.seat(s, n, law=law) for s in include}


def _pile(cards: object, order: object, law: Optional[str]) -> tuple[list[Card], tuple[Rank, ...]]:
    checks.law_id(law)
    pile = list(checks.cards(cards, "the pack drawn from"))
    o = checks.rank_order(order)
    checks.ranked_in(o, pile)
    return pile, o


def draw_lowest(n_players: int, cards: Sequence[Card], order: Sequence[Rank], *, law: str | None = None,
                highest: bool = False) -> tuple[int, list[tuple[int, Card]]]:
    """Each player draws a card in seat order from ``cards``; the lowest in
    ``order`` wins (``highest=True``: the highest); players who tie for it, and
    only they, draw again.  Returns ``(winning seat, every (seat, card) drawn)``."""
    pile, order = _pile(cards, order, law)
    n = checks.whole(n_players, "the number of players", law=law, minimum=1, maximum=MAX_SEATS)
    if not isinstance(highest, bool):
        raise IllegalActionError(f"highest must be True or False, not {highest!r}", law)
    draws: list[tuple[int, Card]] = []
    candidates = list(range(n))
    pick = max if highest else min
    while True:
        if len(pile) < len(candidates):
            raise IllegalActionError("the pack ran out while drawing", law)
        this = {}
        for s in candidates:
            c = pile.pop(0)
            this[s] = c
            draws.append((s, c))
        best = pick(order.index(c.rank) for c in this.values())
        tied = [s for s in candidates if order.index(this[s].rank) == best]
        if len(tied) == 1:
            return tied[0], draws
        candidates = tied


def cut_ranking(names: Sequence[str], cards: Sequence[Card], order: Sequence[Rank], *,
                law: str | None = None) -> tuple[list[str], list[tuple[str, Card]]]:
    """Every candidate cuts; they are ranked lowest first; ties cut again among
    themselves only, and the new cut decides nothing but the tie.  Returns
    ``(names lowest first, every (name, card) cut)``."""
    r = rank_by_draw(names, cards, order, law=law)
    return list(r.ranked), [(c.name, c.card) for c in r.cuts]


def split_tables(ranked: Sequence[str], *, smaller_to_highest: bool = True) -> list[list[str]]:
    """Two tables from candidates ranked lowest first: they divide evenly, or
    with an odd number the smaller table is formed by the highest cards."""
    ranked = checks.names(ranked, "the candidates", minimum=2)
    if not isinstance(smaller_to_highest, bool):
        raise IllegalActionError(f"smaller_to_highest must be True or False, not {smaller_to_highest!r}")
    n = len(ranked)
    high = n // 2 if smaller_to_highest else n - n // 2
    return [list(ranked[: n - high]), list(ranked[n - high:])]


def deal_until(cards: Sequence[Card], order: Sequence[int], found: Callable[[Card], bool], *,
               law: str | None = None) -> tuple[int, list[tuple[int, Card]]]:
    """Deal one card face up to each seat of ``order`` in turn, round and round,
    until ``found(card)`` (e.g. "the first ace"): returns ``(that seat, the cards dealt)``."""
    checks.law_id(law)
    pile = checks.cards(cards, "the pack dealt from")
    if isinstance(order, (str, bytes)) or not isinstance(order, Sequence) or not order:
        raise IllegalActionError(f"the seats to deal to must be a non-empty sequence of seats, not {order!r}", law)
    for s in order:
        checks.whole(s, "a seat", law=law, minimum=0)
    if len(set(order)) != len(order):
        raise IllegalActionError(f"a seat appears twice in the order of dealing {list(order)}", law)
    if not callable(found):
        raise IllegalActionError(f"found must say which card is looked for, not {found!r}", law)
    dealt: list[tuple[int, Card]] = []
    for i, c in enumerate(pile):
        seat = order[i % len(order)]
        dealt.append((seat, c))
        if found(c):
            return seat, dealt
    raise IllegalActionError("no card in the pack answers", law)


def cycle_from(start: int, n: int, include: Iterable[int] | None = None, *, law: str | None = None) -> list[int]:
    """Seats in turn to the left beginning with ``start`` (only those in ``include``, if given)."""
    checks.law_id(law)
    n = _seats_n(n, law)
    checks.seat(start, n, law=law)
    keep = _include(include, n, law)
    return [s for s in ((start + i) % n for i in range(n)) if keep is None or s in keep]


def next_seat(seat: int, n: int, include: Iterable[int] | None = None, *, law: str | None = None) -> int:
    """The next seat to the left of ``seat`` (among ``include``, if given)."""
    checks.law_id(law)
    n = _seats_n(n, law)
    checks.seat(seat, n, law=law)
    order = cycle_from((seat + 1) % n, n, include, law=law)
    if not order:
        raise IllegalActionError("no seat to pass to", law)
    return order[0]


# -- drawing, with ties drawn again only where they matter ------------------------------------------

@dataclass(frozen=True)
class Cut:
    """One card cut or drawn: by whom, which, and in which round (0 the first draw, 1 a first
    drawing again to settle a tie, ...)."""

    name: str
    card: Card
    round: int = 0

    def __post_init__(self) -> None:
        checks.text(self.name, "the name of who cut")
        if not isinstance(self.card, Card):
            raise IllegalActionError(f"{self.card!r} is not a Card")
        checks.whole(self.round, "the round of a draw", minimum=0)


@dataclass(frozen=True)
class Ranking:
    """The candidates ranked by their cards, lowest first, and every card drawn.

    ``ranked``: the names lowest first.  ``ties``: groups of names whose tie was left unsettled
    because no place that mattered fell inside it (their order within ``ranked`` is the order in
    which they drew, and means nothing)."""

    ranked: tuple[str, ...]
    cuts: tuple[Cut, ...]
    ties: tuple[tuple[str, ...], ...] = ()

    def __post_init__(self) -> None:
        names = checks.names(self.ranked, "the ranked")
        _records(self.cuts, Cut, "cuts")
        if any(c.name not in names for c in self.cuts):
            raise IllegalActionError("a card drawn by someone not ranked")
        for group in self.ties:
            if any(nm not in names for nm in checks.names(group, "a tie", minimum=2)):
                raise IllegalActionError(f"a tie {group!r} of names not ranked")

    def cards_of(self, name: str) -> tuple[Card, ...]:
        """The cards ``name`` drew, in order (his first draw first)."""
        if not isinstance(name, str) or name not in self.ranked:
            raise IllegalActionError(f"{name!r} did not draw")
        return tuple(c.card for c in self.cuts if c.name == name)


def rank_by_draw(names: Sequence[str], cards: Sequence[Card], order: Sequence[Rank], *,
                 decide: Optional[Iterable[int]] = None, highest_first: bool = False,
                 law: str | None = None) -> Ranking:
    """Every candidate draws a card from the top of ``cards`` (in the order of ``names``); they rank
    lowest first (``highest_first``: highest first).  Candidates who draw cards of equal value draw
    again among themselves, "if necessary" (Hoffmann's Whist law 7.c): only where a tie straddles
    one of the places in ``decide`` (``k`` means: the first ``k`` must be told from the rest;
    ``None``: every place).  The new draw decides nothing but the tie."""
    pile, order = _pile(cards, order, law)
    group = checks.names(names, "the candidates", law=law)
    if not isinstance(highest_first, bool):
        raise IllegalActionError(f"highest_first must be True or False, not {highest_first!r}", law)
    if decide is None:
        places = set(range(1, len(group)))
    else:
        if isinstance(decide, (str, bytes)) or not isinstance(decide, Iterable):
            raise IllegalActionError(f"decide must be a collection of places, not {decide!r}", law)
        places = {checks.whole(k, "a place to decide", law=law, minimum=1, maximum=max(len(group) - 1, 1))
                  for k in decide}
    cuts: list[Cut] = []
    ties: list[tuple[str, ...]] = []

    def rank_group(members: list[str], offset: int, rnd: int) -> list[str]:
        if len(members) == 1:
            return members
        if len(pile) < len(members):
            raise IllegalActionError("the pack ran out while drawing", law)
        drawn = {}
        for nm in members:
            c = pile.pop(0)
            drawn[nm] = c
            cuts.append(Cut(nm, c, rnd))
        by_value: dict[int, list[str]] = {}
        for nm in members:
            v = order.index(drawn[nm].rank)
            by_value.setdefault(-v if highest_first else v, []).append(nm)
        out: list[str] = []
        for v in sorted(by_value):
            tied = by_value[v]
            start = offset + len(out)
            if len(tied) > 1 and any(start < k < start + len(tied) for k in places):
                out.extend(rank_group(tied, start, rnd + 1))
            else:
                if len(tied) > 1:
                    ties.append(tuple(tied))
                out.extend(tied)
        return out

    ranked = rank_group(list(group), 0, 0)
    return Ranking(tuple(ranked), tuple(cuts), tuple(ties))


# -- forming a table -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Formation:
    """A table formed: ``table`` its members in order of precedence (at most its size), ``playing``
    those who play first (lowest first), ``waiting`` the other members in order of precedence,
    ``left_out`` the candidates for whom there was no room, in order of their prior right to enter;
    ``cuts`` every card drawn (the drawing for the table, then the drawing for play)."""

    table: tuple[str, ...]
    playing: tuple[str, ...]
    waiting: tuple[str, ...]
    left_out: tuple[str, ...]
    cuts: tuple[Cut, ...]

    def __post_init__(self) -> None:
        if checks.names(self.table, "the table") != tuple(self.playing) + tuple(self.waiting):
            raise IllegalActionError("the table is those who play and those who wait")
        checks.names(tuple(self.table) + tuple(self.left_out), "the candidates")
        _records(self.cuts, Cut, "cuts")


def form_table(candidates: Sequence[str], cards: Sequence[Card], order: Sequence[Rank], *, size: int = 6,
               players: int = 4, preferred: Sequence[str] = (), law: str | None = None) -> Formation:
    """Form a table (the procedure of Hoffmann's Whist law 7).

    ``candidates`` in the order they came into the room.  With more than ``size`` of them (six at
    Whist: "The table is complete with six players") the ``preferred`` (those "first in the room",
    about whom there is no doubt) take their places first, and the rest draw for the places left:
    "Those drawing the lower cards have the preference"; those left out keep their precedence for
    entry.  Then, with more than ``players`` at the table, all the members draw, "and the four who
    draw the lowest cards play first"; ties draw again where they matter.  ``cards`` is drawn from
    the top, first for the table, then for play."""
    pile, order = _pile(cards, order, law)
    cands = checks.names(candidates, "the candidates", law=law, minimum=1)
    size = checks.whole(size, "the size of a table", law=law, minimum=1)
    players = checks.whole(players, "the number who play", law=law, minimum=1, maximum=size)
    if isinstance(preferred, (str, bytes)) or not isinstance(preferred, Iterable):
        raise IllegalActionError(f"preferred must be a sequence of names, not {preferred!r}", law)
    pref = tuple(preferred)
    if any(p not in cands for p in pref) or len(set(pref)) != len(pref):
        raise IllegalActionError(f"the preferred {list(pref)} must be distinct candidates", law)
    if len(pref) > size:
        raise RuleSetError(f"{len(pref)} candidates are preferred, but the table is complete with {size}", law)
    if len(cands) < players:
        raise RuleSetError(f"{len(cands)} candidates cannot make a table at which {players} play", law)
    cuts: list[Cut] = []
    if len(cands) > size:
        rest = [c for c in cands if c not in pref]
        r = rank_by_draw(rest, pile, order, law=law)
        pile = pile[len(r.cuts):]
        cuts.extend(r.cuts)
        members = pref + r.ranked[: size - len(pref)]
        left_out = r.ranked[size - len(pref):]
    else:
        members, left_out = cands, ()
    if len(members) > players:
        r = rank_by_draw(members, pile, order, decide=range(players, len(members)), law=law)
        cuts.extend(r.cuts)
        table = r.ranked
    else:
        table = members
    return Formation(tuple(table), tuple(table[:players]), tuple(table[players:]), tuple(left_out), tuple(cuts))


# -- partnerships ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Partners:
    """The result of cutting for partners: ``seats`` the four names in seat order (seat 0 the
    dealer, seat 2 his partner, seats 1 and 3 their adversaries), ``dealer`` the dealer's seat,
    ``ranking`` the drawing (the four lowest first, with every card drawn)."""

    seats: tuple[str, ...]
    dealer: int
    ranking: Ranking

    def __post_init__(self) -> None:
        checks.seat(self.dealer, len(checks.names(self.seats, "the seats", minimum=4, maximum=4)))
        if not isinstance(self.ranking, Ranking) or set(self.ranking.ranked) != set(self.seats):
            raise IllegalActionError("the partners' ranking must rank the four who sit")

    @property
    def sides(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The two partnerships by name: the dealer's side first."""
        return tuple(tuple(self.seats[s] for s in side) for side in sides_of(4))  # type: ignore[return-value]


def cut_for_partners(names: Sequence[str], cards: Sequence[Card], order: Sequence[Rank], *,
                     law: str | None = None) -> Partners:
    """The four who play draw for partners (Hoffmann's Whist laws 8-10): "The two lowest play
    against the two highest. The lowest is the dealer".  Equal cards draw again only where it
    matters -- between the lowest and the next (who deals: law 9's "the new draw decides who is to
    deal") and between the two lowest and the two highest (who plays with whom: "the higher in the
    new draw plays with the highest in the original draw"; law 10's three equal cards).  Two
    highest equal do not draw again.

    Seats: the dealer takes seat 0 and his partner seat 2 (partners sit opposite); of the
    adversaries the lower takes seat 1, on the dealer's left (an editorial choice: the laws give
    the lowest "choice of cards and seats" and do not say where the others sit)."""
    group = checks.names(names, "the four who play", law=law, minimum=4, maximum=4)
    r = rank_by_draw(group, cards, order, decide=(1, 2), law=law)
    low, second, third, high = r.ranked
    return Partners((low, third, second, high), 0, r)


def partner_of(seat: int, n: int = 4) -> int:
    """The partner of ``seat`` at a table of two sides of two, partners opposite (0 and 2, 1 and 3)."""
    if n != 4:
        raise RuleSetError(f"partners sit opposite at a table of four, not {n!r}")
    return (checks.seat(seat, 4) + 2) % 4


def side_of(seat: int, n: int = 4) -> int:
    """The side of ``seat`` when partners alternate round the table: 0 (seats 0, 2 ...) or 1 (1, 3 ...)."""
    n = _seats_n(n, None)
    if n % 2:
        raise RuleSetError(f"{n} seats cannot be divided into two alternating sides")
    return checks.seat(seat, n) % 2


def sides_of(n: int = 4) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The seats of the two sides when partners alternate: ``((0, 2), (1, 3))`` at four."""
    n = _seats_n(n, None)
    if n % 2:
        raise RuleSetError(f"{n} seats cannot be divided into two alternating sides")
    return tuple(range(0, n, 2)), tuple(range(1, n, 2))


# -- cutting out ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class CuttingOut:
    """Who goes out at the end of a rubber to make room: ``out`` (in order of going), ``stay``, and
    the cards drawn (``cuts``; empty when the rubbers played decided)."""

    out: tuple[str, ...]
    stay: tuple[str, ...]
    cuts: tuple[Cut, ...]

    def __post_init__(self) -> None:
        out = checks.names(self.out, "those who go out", minimum=0)
        stay = checks.names(self.stay, "those who stay", minimum=0)
        checks.names(out + stay, "the players")
        _records(self.cuts, Cut, "cuts")


def cut_out(rubbers: Mapping[str, int], entering: int, cards: Sequence[Card], order: Sequence[Rank], *,
            size: int = 6, law: str | None = None) -> CuttingOut:
    """Cutting out (Hoffmann's Whist law 11): when ``entering`` candidates claim admission at the end
    of a rubber, as many players go out: "he who has, or they who have, played a greater number of
    consecutive rubbers than the others is, or are, out; but when two or more have played the same
    number, they must ... cut or draw to decide upon the outgoers; the highest are out".
    ``rubbers``: each player's consecutive rubbers.  ``size``: the most the table holds (six), so at
    most ``size`` less the players may enter."""
    pile, order = _pile(cards, order, law)
    if not isinstance(rubbers, Mapping):
        raise IllegalActionError(f"rubbers must map each player to his consecutive rubbers, not {rubbers!r}", law)
    players = checks.names(list(rubbers), "the players", law=law, minimum=1)
    for p in players:
        checks.whole(rubbers[p], f"{p}'s consecutive rubbers", law=law, minimum=0)
    size = checks.whole(size, "the size of a table", law=law, minimum=len(players))
    entering = checks.whole(entering, "the candidates entering", law=law, minimum=1,
                            maximum=min(len(players), size - len(players)) if size > len(players) else 0)
    by_count: dict[int, list[str]] = {}
    for p in players:
        by_count.setdefault(rubbers[p], []).append(p)
    out: list[str] = []
    cuts: tuple[Cut, ...] = ()
    for count in sorted(by_count, reverse=True):
        group = by_count[count]
        need = entering - len(out)
        if need <= 0:
            break
        if len(group) <= need:
            out.extend(group)
        else:
            r = rank_by_draw(group, pile, order, decide=(need,), highest_first=True, law=law)
            cuts = r.cuts
            out.extend(r.ranked[:need])
    return CuttingOut(tuple(out), tuple(p for p in players if p not in out), cuts)
