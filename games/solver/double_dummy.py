"""Double-dummy analysis: what best play by both sides makes, every card open.

For a Whist hand (or a bridge deal once the trump suit and the leader are set), an ending or the whole
deal, North-South against East-West, following suit when able (the only obligation of Whist):

>>> from games.solver import solve, card_values, best_cards
>>> deal = "N:AK... QJ... 32... T9..."       # two spades each: North's ace and king are top
>>> solve(deal, trump=None, leader="E")
Result(ns=2, ew=0, tricks=2)
>>> sorted((str(c), v) for c, v in card_values(deal, None, "E").items())
[('JS', 0), ('QS', 0)]

* :func:`solve` -- the tricks each side takes from here with best play by both;
* :func:`card_values` -- for the player to move, each card he may play and the tricks his side then
  takes with best play (equivalent cards, a sequence counting the cards gone, have the same value);
  ``played`` gives the cards already played to the current trick, so a hand can be replayed card by
  card; :func:`best_cards` -- the cards of the best value;
* :func:`post_mortem` -- replays a hand as played and finds the first card that cost a trick;
  :func:`~games.solver.double_dummy.replay` -- the same walk, card by card to the end: what each card kept or cost (a
  :class:`~games.solver.double_dummy.Step` each), for a panel that shows the whole hand.

A post-mortem walks the hand from the deal: the deal is solved once, then each card asks one
yes-or-no question of the position after it (does the side still make what best play promised?), and
only a card that fails it is valued exactly.  The positions of successive questions share most of their
subtrees, and the transposition tables are kept between the questions (and between calls, until
:func:`~games.solver.double_dummy.clear_cache`), so the walk costs little more than solving the deal: the figures are in
``make bench`` (``solver.post_mortem`` in ``_build/bench.json``).

Seats are ``"N"``, ``"E"``, ``"S"``, ``"W"`` (or 0-3, clockwise); the trump suit a
:class:`~games.cards.Suit`, a letter, or ``None``/``"N"`` for no trumps; a deal a :class:`~games.solver.pbn.Layout`, a
PBN text or four hands (North first).  Bad input is refused with the library's errors
(:class:`~games.errors.InvalidActionError` for notation, :class:`~games.errors.IllegalActionError` for
a card that cannot be played).  The search is in :mod:`games.solver.search`; answers are exact, and the
same in every run.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

from games.cards import Card, Suit
from games.errors import GameError, IllegalActionError, InvalidActionError
from games.solver.pbn import _ORDER, SEAT_NAMES, SEATS, HandsLike, Layout, parse_trump, seat_index
from games.solver.search import Searcher, guess as first_guess

__all__ = ["Result", "Mistake", "PostMortem", "Step", "solve", "card_values", "best_cards", "post_mortem", "replay",
           "clear_cache"]

_SUITS = tuple(Suit)  # clubs, diamonds, hearts, spades: the search's suits 0-3
_SUIT_NO = {s: i for i, s in enumerate(_SUITS)}
_SEARCHERS: dict[int, Searcher] = {}


def clear_cache() -> None:
    """Forget every position searched so far (the transposition tables are kept between calls, so that
    replaying a hand card by card reuses them; answers never depend on them)."""
    _SEARCHERS.clear()


def _searcher(trump: Optional[Suit]) -> Searcher:
    t = -1 if trump is None else _SUIT_NO[trump]
    s = _SEARCHERS.get(t)
    if s is None:
        s = _SEARCHERS[t] = Searcher(t)
    return s


@dataclass(frozen=True)
class Result:
    """The tricks North-South (``ns``) and East-West (``ew``) take of the ``tricks`` still to play
    (counting the current trick when cards have been played to it)."""

    ns: int
    ew: int
    tricks: int

    def of(self, seat: object) -> int:
        """The tricks of ``seat``'s side."""
        return self.ew if seat_index(seat, "the seat") & 1 else self.ns


@dataclass(frozen=True)
class Mistake:
    """A card that cost tricks: the ``index``-th card played (0 the first), in trick ``trick`` (1 the
    first), by ``seat``; with best play his side would have taken ``best`` of the remaining tricks
    (counted from that trick on), after it ``value``: ``cost = best - value``.  ``best_cards``: what he
    could have played instead."""

    index: int
    trick: int
    seat: str
    card: Card
    value: int
    best: int
    best_cards: tuple[Card, ...]

    @property
    def cost(self) -> int:
        """Tricks lost by the card."""
        return self.best - self.value

    def __str__(self) -> str:
        t = "trick" if self.cost == 1 else "tricks"
        alts = " or ".join(str(c) for c in self.best_cards)
        return f"trick {self.trick}: {self.seat}'s {self.card} cost {self.cost} {t} ({alts} would have kept them)"


@dataclass(frozen=True)
class PostMortem:
    """What best play makes from the deal (``par``), what was made in the tricks played
    (``made``: {"ns": .., "ew": ..}), and the first card that cost a trick (``first``, or ``None``)."""

    par: Result
    made: dict
    first: Optional[Mistake]


@dataclass(frozen=True)
class Step:
    """One card of a hand replayed by :func:`~games.solver.double_dummy.replay`: the ``index``-th card played (0 the first), in trick
    ``trick`` (1 the first), by ``seat``.  ``best``: the tricks his side takes of the hand replayed (those
    already won counted) with best play by all four from the position before the card; ``after``: the same
    from the position after it.  A card that keeps what best play promised has ``after == best``."""

    index: int
    trick: int
    seat: str
    card: Card
    best: int
    after: int

    @property
    def cost(self) -> int:
        """Tricks the card lost its side (0 for a card as good as the best)."""
        return self.best - self.after


# -- positions in the search's terms -------------------------------------------------------------

class _Position:
    """A position: the hands at the start of the current trick, the leader, the cards played to it."""

    __slots__ = ("hands", "leader", "played", "trump", "n")

    def __init__(self, hands: tuple[tuple[Card, ...], ...], leader: int, played: tuple[Card, ...],
                 trump: Optional[Suit]):
        self.hands, self.leader, self.played, self.trump = hands, leader, played, trump
        self.n = len(hands[0])

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.played)) & 3

    def legal(self) -> tuple[Card, ...]:
        seat = self.to_move
        held = [c for c in self.hands[seat] if c not in self.played]
        if self.played:
            led = self.played[0].suit
            follow = [c for c in held if c.suit is led]
            if follow:
                return tuple(follow)
        return tuple(held)

    def check(self, card: Card) -> None:
        seat = self.to_move
        if card not in self.hands[seat] or card in self.played:
            raise IllegalActionError(f"{SEAT_NAMES[seat]} does not hold the {card.name}")
        if self.played:
            led = self.played[0].suit
            if card.suit is not led and any(c.suit is led for c in self.hands[seat] if c not in self.played):
                raise IllegalActionError(f"{SEAT_NAMES[seat]} must follow suit to the {led} led, not play the {card.name}")

    def after(self, card: Card) -> tuple["_Position", int]:
        """The position after ``card`` (checked), and the seat that won the trick it ended (or -1)."""
        self.check(card)
        played = self.played + (card,)
        if len(played) < 4:
            return _Position(self.hands, self.leader, played, self.trump), -1
        w = (self.leader + _winner(played, self.trump)) & 3
        hands = tuple(tuple(c for c in h if c not in played) for h in self.hands)
        return _Position(hands, w, (), self.trump), w

    def search_terms(self):
        """``(h, n, where, bits)``: the sixteen masks, the tricks, the trick so far, and card -> (suit, bit)."""
        ranks: list[list[int]] = [[], [], [], []]
        for hand in self.hands:
            for c in hand:
                ranks[_SUIT_NO[c.suit]].append(_ORDER[c.rank])
        place = [{r: i for i, r in enumerate(sorted(rs))} for rs in ranks]
        bits = {}
        h = [0] * 16
        for seat, hand in enumerate(self.hands):
            for c in hand:
                s = _SUIT_NO[c.suit]
                b = place[s][_ORDER[c.rank]]
                bits[c] = (s, b)
                if c not in self.played:
                    h[4 * seat + s] |= 1 << b
        where: dict = {"pos": len(self.played), "player": self.to_move}
        if self.played:
            trump = -1 if self.trump is None else _SUIT_NO[self.trump]
            ws, wb = bits[self.played[0]]
            wp = self.leader
            for k, c in enumerate(self.played[1:], 1):
                s, b = bits[c]
                if (s == ws and b > wb) or (s == trump and ws != trump):
                    ws, wb, wp = s, b, (self.leader + k) & 3
            where.update(led=bits[self.played[0]][0], wp=wp, ws=ws, wb=wb,
                         played=tuple(bits[c] for c in self.played))
        return h, self.n, where, bits


def _winner(cards: tuple[Card, ...], trump: Optional[Suit]) -> int:
    best = 0
    for i in range(1, len(cards)):
        a, b = cards[i], cards[best]
        if (a.suit is b.suit and _ORDER[a.rank] > _ORDER[b.rank]) or (a.suit is trump and b.suit is not trump):
            best = i
    return best


def _position(deal: HandsLike, trump: object, leader: object, played: object = ()) -> _Position:
    layout = Layout.of(deal)
    t = parse_trump(trump)
    lead = seat_index(leader)
    if isinstance(played, (str, bytes)):
        from games.cards import parse_cards
        try:
            cards = parse_cards(played) if isinstance(played, str) else None
        except GameError as err:
            raise InvalidActionError(f"the cards played to the trick: {err.message}") from None
        if cards is None:
            raise InvalidActionError(f"the cards played to the trick must be cards, not {played!r}")
    elif isinstance(played, Iterable):
        try:
            cards = tuple(Card.parse(c) for c in played)  # type: ignore[arg-type]
        except GameError as err:
            raise InvalidActionError(f"the cards played to the trick: {err.message}") from None
    else:
        raise InvalidActionError(f"the cards played to the trick must be a collection of cards, not {played!r}")
    if len(cards) > 3:
        raise IllegalActionError(f"at most three cards can have been played to the current trick, not {len(cards)}")
    if cards and layout.size == 0:
        raise IllegalActionError("no cards are left to play")
    pos = _Position(layout.hands, lead, (), t)
    for c in cards:
        pos, _ = pos.after(c)
    return pos


def _values(pos: _Position) -> dict[Card, int]:
    """Each legal card -> tricks for the mover's side from the current trick on."""
    if pos.n == 0:
        return {}
    srch = _searcher(pos.trump)
    mover = pos.to_move
    v = _ns_value(srch, pos)
    _h, _n, _w, bits = pos.search_terms()
    held = {bits[c] for c in pos.hands[mover] if c not in pos.played}
    out: dict[Card, int] = {}
    seen: dict[tuple, int] = {}
    for card in pos.legal():
        s, b = bits[card]
        while (s, b - 1) in held:   # a run of the hand (the cards on the table counted): one value
            b -= 1
        if (s, b) in seen:
            out[card] = seen[(s, b)]
            continue
        child, w = pos.after(card)
        done = 1 if w >= 0 and w & 1 == 0 else 0
        if mover & 1:   # East-West: the card can only raise North-South's tricks
            ns = done + _ns_value(srch, child, lo=v - done, hi=child.n, guess=v - done + 1)
        else:
            ns = done + _ns_value(srch, child, lo=0, hi=v - done, guess=v - done)
        seen[(s, b)] = out[card] = pos.n - ns if mover & 1 else ns
    return out


def _ns_value(srch: Searcher, pos: _Position, lo: int = 0, hi: Optional[int] = None,
              guess: Optional[int] = None) -> int:
    h, n, where, _ = pos.search_terms()
    if guess is None:
        # the first question at the tricks of a quick play-out (from the start of a trick), else at half
        guess = (n + 1) // 2 if pos.played else first_guess(h, srch.trump, pos.leader, n)
    if hi is None or hi > n:
        hi = n
    lo = max(0, lo)
    if lo > hi:
        lo = hi
    return srch.value(h, n, lo=lo, hi=hi, guess=guess, **where)


# -- the public calls -----------------------------------------------------------------------------

def solve(deal: HandsLike, trump: object, leader: object, played: object = ()) -> Result:
    """The tricks each side takes with best play by both, from the start of the current trick (the
    cards ``played`` to it so far, in order from ``leader``).  ``deal``: the hands at the start of the
    trick (a :class:`~games.solver.pbn.Layout`, PBN text, or four hands North first), of equal size."""
    pos = _position(deal, trump, leader, played)
    if pos.n == 0:
        return Result(0, 0, 0)
    ns = _ns_value(_searcher(pos.trump), pos)
    return Result(ns, pos.n - ns, pos.n)


def card_values(deal: HandsLike, trump: object, leader: object, played: object = ()) -> dict[Card, int]:
    """For the player to move (after the cards ``played`` to the current trick): each card he may
    play -> the tricks his side takes from the current trick on, with best play afterwards."""
    return _values(_position(deal, trump, leader, played))


def best_cards(deal: HandsLike, trump: object, leader: object, played: object = ()) -> tuple[Card, ...]:
    """The cards of the best value for the player to move (all of them: equivalent cards are equal)."""
    vals = card_values(deal, trump, leader, played)
    if not vals:
        return ()
    top = max(vals.values())
    return tuple(c for c, v in vals.items() if v == top)


def _plays(start: _Position, plays: object) -> tuple[Card, ...]:
    """The cards played, parsed and each checked in turn against the position (before any search)."""
    if isinstance(plays, str):
        from games.cards import parse_cards
        try:
            cards = parse_cards(plays)
        except GameError as err:
            raise InvalidActionError(f"the cards played: {err.message}") from None
    elif isinstance(plays, Iterable) and not isinstance(plays, (bytes, bytearray)):
        try:
            cards = tuple(Card.parse(c) for c in plays)  # type: ignore[arg-type]
        except GameError as err:
            raise InvalidActionError(f"the cards played: {err.message}") from None
    else:
        raise InvalidActionError(f"the cards played must be a collection of cards, not {plays!r}")
    if len(cards) > 4 * start.n:
        raise IllegalActionError(f"{len(cards)} cards played, but the hands hold only {4 * start.n}")
    walk = start
    for card in cards:   # every card checked before any search
        walk, _ = walk.after(card)
    return cards


def post_mortem(deal: HandsLike, trump: object, leader: object, plays: object) -> PostMortem:
    """Replays ``plays`` (the cards in the order played, from ``leader``'s first lead; the whole hand or
    part of it) and finds the first card after which the player's side can no longer take what best
    play promised it: the card, the trick, the tricks it cost, and the cards that would have kept them.
    One question a card (the tables kept from one to the next), and a valuation of the cards only at the
    first that fails."""
    start = _position(deal, trump, leader)
    cards = _plays(start, plays)
    srch = _searcher(start.trump)
    par_ns = _ns_value(srch, start) if start.n else 0
    par = Result(par_ns, start.n - par_ns, start.n)
    v = par_ns              # North-South's tricks with best play from here, counting those won
    won = [0, 0]
    pos = start
    first = None
    for i, card in enumerate(cards):
        seat = pos.to_move
        child, w = pos.after(card)   # checks the card
        done = won[0] + (1 if w >= 0 and w & 1 == 0 else 0)
        if first is None:
            need = v - done if seat & 1 == 0 else v - done + 1
            h, n, where, _ = child.search_terms()
            ok = srch.can_make(h, n, need, **where) if n else need <= 0
            if (seat & 1 == 0 and not ok) or (seat & 1 and ok):
                now = done + (_ns_value(srch, child) if child.n else 0)
                before = _values(pos)
                best = max(before.values())
                first = Mistake(i, start.n - pos.n + 1, SEATS[seat],
                                card, before[card], best,
                                tuple(c for c, x in before.items() if x == best))
                v = now
        if w >= 0:
            won[w & 1] += 1
        pos = child
    return PostMortem(par, {"ns": won[0], "ew": won[1]}, first)


def replay(deal: HandsLike, trump: object, leader: object, plays: object) -> tuple[Step, ...]:
    """Walks ``plays`` (as for :func:`post_mortem`) card by card and values each: for every card, the
    tricks its side could take with best play before it and after it (a :class:`~games.solver.double_dummy.Step`).  The position
    after a card is solved from the value before it (a card of North-South can only keep or lower their
    tricks, one of East-West only keep or raise them), so a card that keeps the value costs one
    yes-or-no question; the tables are kept from card to card."""
    start = _position(deal, trump, leader)
    cards = _plays(start, plays)
    srch = _searcher(start.trump)
    v = _ns_value(srch, start) if start.n else 0
    total = start.n
    won_ns = 0
    pos = start
    steps = []
    for i, card in enumerate(cards):
        seat = pos.to_move
        child, w = pos.after(card)
        done = won_ns + (1 if w >= 0 and w & 1 == 0 else 0)
        if not child.n:
            after = done
        elif seat & 1:   # East-West's card: North-South's tricks can only rise
            lo = v - done
            after = done + _ns_value(srch, child, lo=lo, hi=child.n, guess=lo + 1)
        else:            # North-South's card: their tricks can only fall
            hi = v - done
            after = done + _ns_value(srch, child, lo=0, hi=hi, guess=hi)
        if seat & 1:
            steps.append(Step(i, total - pos.n + 1, SEATS[seat], card, total - v, total - after))
        else:
            steps.append(Step(i, total - pos.n + 1, SEATS[seat], card, v, after))
        v = after
        won_ns = done
        pos = child
    return tuple(steps)
