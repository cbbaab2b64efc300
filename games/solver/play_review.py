"""The review of a whole hand as played: every card marked with what it kept or cost against best play.

As the best analysers mark a played hand, each card of both sides gets ``=`` when it kept what best
play by all four promised its side from the position before it, or ``-N`` when it cost ``N`` tricks;
a costly card names the trick and the cards that would have kept the tricks:

>>> from games.solver.play_review import review
>>> deal = "N:5.2.. A...5 2.K.. .3.T."       # no trumps, North to lead
>>> r = review(deal, None, "N", "5S AS 2S 3H  5C KH 10D 2H")
>>> for c in r.cards[:5]:
...     print(c)
trick 1: N 5S -1 (better: 2H)
trick 1: E AS =
trick 1: S 2S =
trick 1: W 3H =
trick 2: E 5C =
>>> r.par, r.made
(Result(ns=1, ew=1, tricks=2), {'ns': 0, 'ew': 2})

* :func:`review` -- the cards in the order played (as for :func:`~games.solver.double_dummy.replay`);
* :func:`parse_play_record` -- the deal, trump suit, leader and cards from a PBN play record (the
  ``[Deal]`` and ``[Play]`` tags, and the trump suit from ``[Contract]`` unless it is given), for
  ``python -m games.solver review`` and for a teacher preparing a lesson's deals.

The values are :func:`~games.solver.double_dummy.replay`'s (one yes-or-no question a card that keeps the
value, the tables kept from card to card); only a costly card has the moves of its position valued
(:func:`~games.solver.double_dummy.card_values`) to find the better cards.  Bad input is refused with
the library's errors: :class:`~games.errors.InvalidActionError` for notation,
:class:`~games.errors.IllegalActionError` for a card that cannot be played.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from games.cards import Card, Rank, Suit
from games.errors import GameError, IllegalActionError, InvalidActionError
from games.solver.double_dummy import Result, _plays, _position, _values, replay, solve
from games.solver.pbn import SEATS, HandsLike, Layout, parse_pbn, parse_trump, seat_index

__all__ = ["CardReview", "Review", "review", "parse_play_record", "PlayRecord"]


@dataclass(frozen=True)
class CardReview:
    """One card of the hand reviewed: the ``index``-th played (0 the first), in trick ``trick`` (1 the
    first), by ``seat``.  ``best``/``after``: the tricks his side takes of the whole hand (those won
    counted) with best play from the position before the card and after it; ``better``: the cards that
    would have kept ``best`` (empty when the card kept it)."""

    index: int
    trick: int
    seat: str
    card: Card
    best: int
    after: int
    better: tuple[Card, ...]

    @property
    def cost(self) -> int:
        """Tricks the card cost its side (0 when it kept what best play promised)."""
        return self.best - self.after

    @property
    def mark(self) -> str:
        """``"="`` for a card as good as the best, ``"-N"`` for one that cost ``N`` tricks."""
        return "=" if self.cost == 0 else f"-{self.cost}"

    def __str__(self) -> str:
        s = f"trick {self.trick}: {self.seat} {self.card} {self.mark}"
        if self.better:
            s += " (better: " + ", ".join(str(c) for c in self.better) + ")"
        return s


@dataclass(frozen=True)
class Review:
    """The whole hand reviewed: ``par`` (best play from the deal), ``made`` (the tricks each side took
    in the tricks played: ``{"ns": .., "ew": ..}``) and ``cards`` (a :class:`CardReview` each, in the
    order played)."""

    par: Result
    made: dict
    cards: tuple[CardReview, ...]

    @property
    def costly(self) -> tuple[CardReview, ...]:
        """The cards that cost their side tricks, in the order played."""
        return tuple(c for c in self.cards if c.cost)

    def lost(self, side: str) -> int:
        """The tricks ``side`` (``"ns"`` or ``"ew"``) gave away by its own cards."""
        if side not in ("ns", "ew"):
            raise InvalidActionError(f"a side is 'ns' or 'ew', not {side!r}")
        return sum(c.cost for c in self.cards if (seat_index(c.seat) & 1) == (side == "ew"))

    def as_dict(self) -> dict:
        """The review as plain data (for JSON)."""
        return {"par": {"ns": self.par.ns, "ew": self.par.ew}, "made": dict(self.made),
                "cards": [{"index": c.index, "trick": c.trick, "seat": c.seat, "card": str(c.card),
                           "mark": c.mark, "cost": c.cost, "best": c.best, "after": c.after,
                           "better": [str(b) for b in c.better]} for c in self.cards]}


def review(deal: HandsLike, trump: object, leader: object, plays: object) -> Review:
    """Each card of ``plays`` (in the order played from ``leader``'s first lead, the whole hand or part
    of it) marked against best play: what its side could take before it and after it, and for a
    costly card the cards that would have kept that."""
    start = _position(deal, trump, leader)
    cards = _plays(start, plays)   # every card checked before any search
    steps = replay(Layout(start.hands), start.trump, start.leader, cards)
    out = []
    pos = start
    won = [0, 0]
    for step, card in zip(steps, cards):
        better: tuple[Card, ...] = ()
        if step.cost:
            vals = _values(pos)
            top = max(vals.values())
            better = tuple(c for c, v in vals.items() if v == top)
        out.append(CardReview(step.index, step.trick, step.seat, card, step.best, step.after, better))
        pos, w = pos.after(card)
        if w >= 0:
            won[w & 1] += 1
    if steps:
        par_ns = steps[0].best if steps[0].seat in ("N", "S") else start.n - steps[0].best
        par = Result(par_ns, start.n - par_ns, start.n)
    else:
        par = solve(Layout(start.hands), start.trump, start.leader)
    return Review(par, {"ns": won[0], "ew": won[1]}, tuple(out))


# -- PBN play records -------------------------------------------------------------------------------

@dataclass(frozen=True)
class PlayRecord:
    """A hand from a PBN play record: the ``deal``, the ``trump`` suit (``None`` for no trumps), the
    first ``leader`` (0-3) and the ``cards`` in the order played."""

    deal: Layout
    trump: Optional[Suit]
    leader: int
    cards: tuple[Card, ...]


_TAG_RE = re.compile(r'\[\s*(\w+)\s+"([^"]*)"\s*\]')
_PBN_SUIT = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}
_PBN_RANK = {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.KNAVE, "T": Rank.TEN, "10": Rank.TEN,
             "9": Rank.NINE, "8": Rank.EIGHT, "7": Rank.SEVEN, "6": Rank.SIX, "5": Rank.FIVE, "4": Rank.FOUR,
             "3": Rank.THREE, "2": Rank.TWO}


def _record_card(token: str, line: int) -> Card:
    t = token.rstrip("!?")
    if len(t) >= 2 and t[0].upper() in _PBN_SUIT and t[1:].upper() in _PBN_RANK:
        return Card(_PBN_RANK[t[1:].upper()], _PBN_SUIT[t[0].upper()])
    try:
        return Card.parse(t)
    except GameError:
        raise InvalidActionError(f"line {line} of the play: {token!r} is not a card (a suit then a rank, "
                                 f"'SA', 'HT', or '-' for none)") from None


def _contract_trump(contract: str) -> Optional[Suit]:
    m = re.fullmatch(r"\s*[1-7]\s*(NT|N|S|H|D|C)\s*(X{0,2})\s*", contract.upper())
    if not m:
        raise InvalidActionError(f"the contract {contract!r} names no trump suit (e.g. '4S', '3NT'): "
                                 f"give the trump suit")
    return None if m.group(1) in ("N", "NT") else _PBN_SUIT[m.group(1)]


def parse_play_record(text: object, trump: object = "contract") -> PlayRecord:
    """The hand of a PBN play record: ``[Deal "N:..."]``, ``[Play "W"]`` (the opening leader) and the
    tricks after it, one a line, four cards in the order of the seats from the ``Play`` tag's (not the
    order played), ``-`` for a card not played, ``*`` at the end; ``{...}`` comments are skipped.
    The trump suit is ``trump`` (as :func:`~games.solver.pbn.parse_trump` reads it) or, by default,
    the ``[Contract]`` tag's."""
    if not isinstance(text, str):
        raise InvalidActionError(f"a PBN play record is text, not {type(text).__name__}")
    body = re.sub(r"\{[^}]*\}", " ", text)
    body = "\n".join(ln for ln in body.splitlines() if not ln.lstrip().startswith(";"))
    tags: dict[str, str] = {}
    for m in _TAG_RE.finditer(body):
        tags.setdefault(m.group(1).lower(), m.group(2))
    if "deal" not in tags:
        raise InvalidActionError('a PBN play record needs its deal: [Deal "N:..."]')
    if "play" not in tags:
        raise InvalidActionError('a PBN play record needs its play: [Play "W"] and the tricks under it')
    layout = parse_pbn(tags["deal"])
    first = seat_index(tags["play"], "the Play tag's seat")
    if isinstance(trump, str) and trump == "contract":
        if "contract" not in tags:
            raise InvalidActionError('the record has no [Contract] tag: give the trump suit')
        t = _contract_trump(tags["contract"])
    else:
        t = parse_trump(trump)
    # the lines after the Play tag, up to the next tag or '*'
    play = re.search(r'\[\s*Play\s+"[^"]*"\s*\]', body, re.I)
    assert play is not None   # the tag was found above
    rest = body[play.end():]
    rows: list[list[Optional[Card]]] = []
    for number, line in enumerate(rest.splitlines()[1:], 1):
        line = line.strip()
        if line.startswith("["):
            break
        end = "*" in line
        tokens = [tok for tok in line.split("*", 1)[0].split() if not re.fullmatch(r"\$\d+|=\d+=", tok)]
        if tokens:
            if len(tokens) != 4:
                raise InvalidActionError(f"line {number} of the play has {len(tokens)} cards, not four "
                                         f"(one a seat from {SEATS[first]}, '-' for none)")
            rows.append([None if tok == "-" else _record_card(tok, number) for tok in tokens])
        if end:
            break
    cards: list[Card] = []
    leader = first
    pos = _position(layout, t, first)
    over = False
    for k, row in enumerate(rows, 1):
        played = []
        for i in range(4):
            seat = (leader + i) & 3
            card = row[(seat - first) & 3]
            if card is None:
                over = True
            elif over:
                raise InvalidActionError(f"trick {k} of the play: {SEATS[seat]}'s card follows a card not played")
            else:
                played.append(card)
        if over and k < len(rows) and any(c is not None for r in rows[k:] for c in r):
            raise InvalidActionError(f"the play goes on after trick {k}, which was not finished")
        for card in played:
            try:
                pos, w = pos.after(card)
            except IllegalActionError as err:
                raise IllegalActionError(f"trick {k} of the play: {err.message}") from None
            cards.append(card)
            if w >= 0:
                leader = w
        if over:
            break
    return PlayRecord(layout, t, first, tuple(cards))
