"""Solo Whist's table for the citations audit (:mod:`games.audit`): a deal for three or five players,
calls passed more often than made, with wrong plays and calls tried on the way; in TABLE mode now and
then the player standing out calls, or a player plays the turned-up fortieth card (the two
irregularities ¶ p2 and ¶ p3 rule on).  The set pieces (``walks``) bring every call, every payment and
both rulings into play: at five a proposal accepted, a solo, a misère, an abundance and an abundance
declared, the cards thrown up; at three, both packs, the trump with three suits read either way, the
stakes paid flat.

>>> from games.solo.audit import TABLES
>>> len(TABLES[0].walks) >= 10
True
"""

from __future__ import annotations

import random

from games.audit import Table
from games.core.players import play_out
from games.core.state import Mode
from games.solo.actions import Call, Deal, Pass, Play
from games.solo.game import Auto, SoloWhist
from games.solo.players import computer_players
from games.solo.rules import HOFFMANN_SOLO
from games.solo.scenarios import FIVE, THREE_FORTY, THREE_SUITS, arranged

__all__ = ["TABLES"]


def _make(seed: int, mode: Mode):
    return SoloWhist(HOFFMANN_SOLO, players=(3, 5)[seed % 2], seed=seed, deals=1, mode=mode, automations=Auto.NONE)


def _wrong(g, rng: random.Random):
    n = g.n
    return [rng.choice([Play(rng.randrange(n), rng.choice(g.full_pack())), Call(rng.randrange(n), "proposal"),
                        Call(rng.randrange(n), "acceptance"), Call(rng.randrange(n), "solo"),
                        Pass(rng.randrange(n)), Deal(rng.randrange(n))])]


def _irregular(g, rng: random.Random):
    """In TABLE mode: the player standing out calls, or the turned-up fortieth card is played."""
    d = g.deal
    if g.phase.value == "call" and d.out is not None:
        a = rng.choice([Pass(d.out), Call(d.out, "solo")])
        return a if g.can(a) else None
    seat = g.to_play()
    if seat is not None and d.turnup is not None and d.turnup_owner is None:
        a = Play(seat, d.turnup)
        return a if g.can(a) else None
    return None


def _choose(g, legal, rng: random.Random):
    if g.mode is Mode.TABLE and rng.random() < 0.1:
        a = _irregular(g, rng)
        if a is not None:
            return a
    passes = [a for a in legal if isinstance(a, Pass)]
    calls = [a for a in legal if isinstance(a, Call)]
    if passes and calls:
        return passes[0] if rng.random() < 0.75 else rng.choice(calls)
    return rng.choice(legal)


def _finish(g):
    for _ in play_out(g, computer_players(g.n), limit=2000):
        pass
    return g


def _calls(players, hands, *calls, rules=HOFFMANN_SOLO, mode=Mode.STRICT, deals=1):
    """A set piece: the arranged deal, the calls in turn (each ``(seat, what, suit)`` or ``(seat, "pass")``),
    then the play by the computer players."""
    def walk():
        g = arranged(players, hands, rules=rules, mode=mode, deals=deals)
        for seat, what, *suit in calls:
            g.do(Pass(seat) if what == "pass" else Call(seat, what, *suit))
        return _finish(g)
    walk.__name__ = f"walk_{players}_{'_'.join(str(c[1]) for c in calls) or 'played'}"
    return walk


def _standing_out_calls():
    g = arranged(5, FIVE, mode=Mode.TABLE)
    g.do(Call(4, "solo"))            # Player 5 stands out: his words are void
    return _finish(g)


def _turn_up_played():
    g = arranged(3, THREE_FORTY, mode=Mode.TABLE)
    g.do(Call(1, "solo"))
    g.do(Pass(2))
    g.do(Pass(0))
    g.do(Play(1, g.deal.turnup))     # the fortieth card is nobody's: back to the table
    return _finish(g)


_PASS4 = ((1, "pass"), (2, "pass"), (3, "pass"), (0, "pass"))
def _players(g):
    from games.solo.players import computer_players
    return computer_players(g.n)


TABLES = [Table("solo-whist", HOFFMANN_SOLO.cites(), _make, _wrong, _choose, players=_players, walks=(
    _calls(5, FIVE, (1, "proposal"), (2, "acceptance"), (3, "pass"), (0, "pass")),
    _calls(5, FIVE, (1, "proposal"), (2, "pass"), (3, "pass"), (0, "pass")),
    _calls(5, FIVE, (1, "solo"), (2, "pass"), (3, "pass"), (0, "pass")),
    _calls(5, FIVE, (1, "pass"), (2, "pass"), (3, "misère"), (0, "pass")),
    _calls(5, FIVE, (1, "abundance", "H"), (2, "pass"), (3, "pass"), (0, "pass")),
    _calls(5, FIVE, (1, "abundance declared", "H"), (2, "pass"), (3, "pass"), (0, "pass")),
    _calls(5, FIVE, *_PASS4),
    _calls(3, THREE_FORTY, (1, "solo"), (2, "pass"), (0, "pass")),
    _calls(3, THREE_FORTY, (1, "pass"), (2, "pass"), (0, "pass")),
    _calls(3, THREE_SUITS, (1, "solo"), (2, "pass"), (0, "pass"),
           rules=HOFFMANN_SOLO.with_readings({"three_hand_pack": "three-suits"})),
    _calls(3, THREE_SUITS, (1, "solo"), (2, "pass"), (0, "pass"),
           rules=HOFFMANN_SOLO.with_readings({"three_hand_pack": "three-suits", "three_suits_trump": "no-turn-up",
                                              "stakes": "flat"})),
    _standing_out_calls, _turn_up_played), title="Hoffmann's Solo Whist")]
