"""Écarté's table for the citations audit (:mod:`games.audit`): a game (a rubber now and then) under
Enquire Within's rules, with wrong words and cards tried on the way (each refused, naming the words of
¶118 it breaks), in TABLE mode now and then a card that does not follow suit or win (a renounce) and a
claim of it; and set pieces that bring into play every mark and ruling of the paragraph: the king
turned up and marked, the vole, the two points against a non-dealer who played without proposing and
against a dealer who refused, a renounce claimed under each reading of its penalty, a claim too late.

>>> from games.ecarte.audit import TABLES
>>> [len(t.walks) for t in TABLES]
[8]
"""

from __future__ import annotations

import random

from games.audit import Table
from games.cards import Card
from games.core.breaches import Claim
from games.core.state import Mode
from games.ecarte.actions import (
    Accept, Cut, Deal, Discard, MarkKing, Play, PlayHand, Propose, Refuse, Shuffle,
)
from games.core.players import play_out
from games.ecarte.game import Auto, Ecarte
from games.ecarte.players import computer_players
from games.ecarte.rules import ENQUIRE_WITHIN
from games.ecarte.scenarios import arranged
from games.errors import GameError

__all__ = ["TABLES"]


def _make(seed: int, mode: Mode):
    return Ecarte(ENQUIRE_WITHIN, seed=seed, mode=mode, automations=Auto.NONE, rubbers=1 if seed % 3 == 0 else None)


def _wrong(g, rng: random.Random):
    seat = rng.randrange(2)
    hand = g.view(seat).hand
    card = rng.choice(hand) if hand else Card.parse("KS")
    return [rng.choice([
        Cut(seat), Shuffle(seat), Deal(seat, rng.choice((2, 3))), Propose(seat), PlayHand(seat), Accept(seat),
        Refuse(seat), MarkKing(seat), Play(seat, card), Discard(seat, tuple(hand[:rng.randint(0, len(hand))])),
        Claim(seat, "a renounce")])]


def _choose(g, legal, rng: random.Random):
    """A random action; in TABLE mode now and then a card that breaks the second player's obligation
    (a renounce, let through unseen), and a claim of one."""
    if g.mode is Mode.TABLE and rng.random() < 0.3:
        for seat in (0, 1):
            claim = Claim(seat, "a renounce")
            if g.can(claim) and rng.random() < 0.7:
                return claim
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            seat = plays[0].seat
            offered = {a.card for a in plays}
            for c in g.view(seat).hand:
                if c not in offered and g.can(Play(seat, c)):
                    return Play(seat, c)
    return rng.choice(legal)


def _play(g, *moves):
    for m in moves:
        seat, card = m.split(":")
        g.do(Play(int(seat), Card.parse(card)))
    return g


ELDER, DEALER = "KS QS JS 7H 8H", "AS 10S 9D 8D 7D"


def _renounce(readings=None, claim=True, late=False):
    def walk():
        g = arranged(ELDER, DEALER, "9S", mode=Mode.TABLE, rules=ENQUIRE_WITHIN.with_readings(readings or {}))
        g.do(PlayHand(1))
        _play(g, "1:7H", "0:9D")  # void of hearts, the dealer holds trumps and does not trump
        if claim and not late:
            g.do(Claim(1, "a renounce", against=0))
        _play(g, "1:KS", "0:10S", "1:QS", "0:AS", "1:JS", "0:8D", "1:8H", "0:7D")
        if late:
            try:
                g.do(Claim(1, "a renounce"))
            except GameError:
                pass
        return g
    return walk


def _renounce_made_three():
    g = arranged("7H 8H 9H 7C 8C", "KS QS JS AS 9D", "10S", mode=Mode.TABLE)
    g.do(PlayHand(1))
    _play(g, "1:7H", "0:9D")  # should have trumped
    g.do(Claim(1, "a renounce"))
    return _play(g, "1:8H", "0:JS", "0:KS", "1:7C", "0:QS", "1:8C", "0:AS", "1:9H")


def _finish(g):
    """The game played out by the computer players (each deal after the first as it comes)."""
    for _ in play_out(g, computer_players(), limit=1000):
        pass
    return g


def _king_turned_and_played_without():
    """The king turned up marks one to the dealer; the elder plays without proposing with a weak hand
    and fails to make three: two to the dealer."""
    g = arranged("AD 7H 8H 7C 8C", "QS JS AS 9D 10D", "KS")
    g.do(PlayHand(1))
    return _finish(g)


def _king_marked_and_refused():
    """The elder proposes; the dealer refuses, marks the king, and fails to win three: two to the elder."""
    g = arranged("AH KH QH AC 7S", "KS 7D 8D 9D 10D", "9S")
    g.do(Propose(1))
    g.do(Refuse(0))
    return _finish(g)


def _vole_after_discards():
    """The elder proposes, the dealer accepts, both change cards; then a second proposal, agreed."""
    g = arranged("KS QS JS AS 7H", "7D 8D 9D 10D 8C", "9S", stock="10S 8S AH KH QH",
                 rules=ENQUIRE_WITHIN.with_readings({"proposals": "two"}))
    g.do(Propose(1))
    g.do(Accept(0))
    g.do(Discard(1, (Card.parse("7H"),)))
    g.do(Discard(0, ()))
    return _finish(g)


TABLES = [Table("ecarte", ENQUIRE_WITHIN.cites(), _make, _wrong, _choose, walks=(
    _renounce(), _renounce({"renounce": "no-penalty"}), _renounce(late=True), _renounce_made_three,
    _king_turned_and_played_without, _king_marked_and_refused, _vole_after_discards,
    _renounce({"obligations": "follow-only"}, claim=False)), title="Écarté under Enquire Within",
                players=lambda g: computer_players())]
