"""What one player of Écarté may know: his own hand and discards, the turn-up, the stock's size, the
cards played, the tricks won, the kings marked, the score, and the actions open to him.  Computer
players and the Play panel read the game only through this record."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from games.cards import Card, Suit

__all__ = ["EcarteView"]


@dataclass(frozen=True)
class EcarteView:
    seat: int
    phase: str
    dealer: Optional[int]
    hand: tuple[Card, ...]
    turnup: Optional[Card]
    trumps: Optional[Suit]
    stock: int  #: cards left in the stock
    discarded: tuple[Card, ...]  #: this player's own discards in the deal
    trick: tuple[tuple[int, Card], ...]  #: the trick in progress: (seat, card)
    tricks: tuple[tuple[tuple[int, Card], ...], ...]  #: the complete tricks of the deal
    won: tuple[int, int]
    played: tuple[Card, ...]  #: every card played in the deal, in order
    proposed: bool
    played_without: bool
    refused: bool
    proposals: int
    max_proposals: int
    marked: tuple[int, ...]
    scores: tuple[int, int]  #: points in the current game
    games: tuple[int, int]  #: games won in the current rubber
    game: int  #: the points of a game
    deal_number: int
    names: tuple[str, str]
    to_act: Optional[int]
    over: bool
    legal: tuple[Any, ...]

    @classmethod
    def make(cls, g, seat: int) -> "EcarteView":
        d = g.deal
        tricks = tuple(t.plays for t in d.tricks)
        played = tuple(c for t in tricks for _, c in t) + (tuple(c for _, c in d.trick.plays) if d.trick else ())
        return cls(
            seat=seat, phase=g.phase.value, dealer=g.dealer, hand=tuple(g.hands[seat]), turnup=d.turnup,
            trumps=g.trumps if d.turnup is not None else None, stock=len(g.stock),
            discarded=tuple(d.discards[seat]), trick=d.trick.plays if d.trick else (), tricks=tricks,
            won=(d.won[0], d.won[1]), played=played, proposed=d.proposed, played_without=d.played_without,
            refused=d.refused, proposals=d.proposals, max_proposals=g.rules.max_proposals, marked=tuple(d.marked),
            scores=(tuple(g.sheet.games[-1].score_of(n) for n in g.names) if g.over and g.sheet.games
                    else tuple(g.sheet.score(n) for n in g.names)), games=tuple(g.sheet.games_won(n) for n in g.names),
            game=g.rules.game, deal_number=d.number, names=tuple(g.names), to_act=g.to_act, over=g.over,
            legal=tuple(g.legal_actions(seat)))
