"""What one player of Solo Whist may know: his own hand, the turn-up and whose it is, who stands out,
the calls made, the call that stands, the cards played and the tricks won, what each has won or lost,
and the actions open to him.  Computer players and tests read the game only through this record."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from games.cards import Card, Suit
from games.errors import IllegalActionError
from games.solo.rules import P3, SoloRules

__all__ = ["SoloView"]


@dataclass(frozen=True)
class SoloView:
    seat: int
    phase: str
    players: int
    dealer: int
    standing_out: Optional[int]  #: the seat standing out this round (five players), else None
    playing: tuple[int, ...]  #: the seats dealt to, from the dealer's left
    hand: tuple[Card, ...]
    turnup: Optional[Card]
    turnup_owner: Optional[int]  #: the dealer (whose last card it is), or None: it belongs to nobody
    calls: tuple[tuple[int, str], ...]  #: (seat, words) in order
    call: Optional[str]  #: the call that stands (None before one)
    side: tuple[int, ...]  #: the caller (and his partner)
    trumps: Optional[Suit]
    trick: tuple[tuple[int, Card], ...]  #: the trick in progress
    tricks: tuple[tuple[tuple[int, Card], ...], ...]
    won: tuple[tuple[int, int], ...]  #: (seat, tricks) for each seat playing
    balances: tuple[int, ...]  #: what each seat has won (below zero: lost) so far
    deal_number: int
    deals: int
    names: tuple[str, ...]
    to_act: Optional[int]
    over: bool
    legal: tuple[Any, ...]

    @classmethod
    def make(cls, g: Any, seat: int) -> "SoloView":
        """The view of ``seat`` in the game ``g`` (a :class:`~games.solo.game.SoloWhist`)."""
        if not isinstance(getattr(g, "rules", None), SoloRules) or not hasattr(g, "deal"):
            raise IllegalActionError(f"a view of Solo Whist is made from a game of Solo Whist, not {g!r}", P3)
        g._seat(seat)
        d = g.deal
        return cls(
            seat=seat, phase=g.phase.value, players=g.n, dealer=d.dealer, standing_out=d.out, playing=d.playing,
            hand=tuple(g._sorted(g.hands[seat])), turnup=d.turnup if g.phase.value != "deal" else None,
            turnup_owner=d.turnup_owner, calls=tuple(d.calls), call=None if d.high is None else d.high.what,
            side=g.side(), trumps=d.trumps, trick=d.trick.plays if d.trick else (),
            tricks=tuple(t.plays for t in d.tricks), won=tuple(sorted(d.won.items())),
            balances=tuple(g.balance(s) for s in range(g.n)), deal_number=d.number, deals=g.deals,
            names=tuple(g.names), to_act=g.to_act, over=g.over,
            legal=tuple(g.legal_actions(seat)) if g.to_act == seat else ())
