"""Helpers of the Écarté tests."""

from __future__ import annotations

from games.cards import Card, parse_cards
from games.ecarte.actions import Play


def texts(g, kind=None, seat=None):
    """The words of the events ``seat`` saw (an onlooker's by default), of one kind if given."""
    return [e.text for e in g.log_for(seat) if kind is None or e.kind == kind]


def play(g, *moves):
    """Play cards in turn: each move is ``"seat:card"``."""
    out = []
    for m in moves:
        seat, card = m.split(":")
        out += g.do(Play(int(seat), Card.parse(card)))
    return out


def cards(text):
    return parse_cards(text)
