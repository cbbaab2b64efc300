"""Helpers of the Solo Whist tests: a chooser that passes more often than it calls (so that random
sittings see every call and some thrown-up deals), and playing a deal out."""

from __future__ import annotations

import random

from games.solo.actions import Call, Pass


def choose(g, legal, rng: random.Random):
    """A random legal action; in the calls, a pass three times in four."""
    passes = [a for a in legal if isinstance(a, Pass)]
    calls = [a for a in legal if isinstance(a, Call)]
    if passes and calls:
        return passes[0] if rng.random() < 0.75 else rng.choice(calls)
    return rng.choice(legal)


def play_out(g, rng=None):
    """Play the deal in progress to its end (random legal cards; the first legal card without ``rng``)."""
    number = g.deal.number
    while not g.over and g.deal.number == number and g.phase.value == "play":
        legal = g.legal_actions()
        g.do(rng.choice(legal) if rng else legal[0])


def texts(g, kind=None, seat=None):
    """The words of the events ``seat`` saw (an onlooker's by default), of one kind if given."""
    return [e.text for e in g.log_for(seat) if kind is None or e.kind == kind]


def passes(g, *seats):
    for s in seats:
        g.do(Pass(s))

