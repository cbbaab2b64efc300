"""A seeded random campaign at Solo Whist for five and for three: sittings played to their end by random
players (legal actions, and in TABLE mode the two irregularities the paragraphs rule on), a bad action
tried now and then, which must be refused and change nothing.  After every step, through the engine's
own check and through the views and the log: every card of the pack in use exactly once; what is paid
balances to zero among those who play; the player standing out holds no card and neither pays nor
receives.

About two hundred sittings run in the normal suite; ``SOLO_CAMPAIGN=10000`` runs ten thousand (their
figures are printed with ``-s``).
"""

from __future__ import annotations

import os
import random
import re
from collections import Counter

import pytest

from games.cards import Card
from games.core.state import Mode
from games.core.testing import refused
from games.poker.actions import Ante
from games.solo.actions import Call, Deal, Pass, Play
from games.solo.game import Auto, SoloWhist
from games.solo.rules import CALLS, HOFFMANN_SOLO

from solo_helpers import choose

GAMES = int(os.environ.get("SOLO_CAMPAIGN", "200"))
CONFIGS = [
    (HOFFMANN_SOLO, 5),
    (HOFFMANN_SOLO, 3),
    (HOFFMANN_SOLO.replace(three_hand_pack="three-suits"), 3),
    (HOFFMANN_SOLO.replace(three_hand_pack="three-suits", leave_out="S", three_suits_trump="no-turn-up",
                           stakes="flat"), 3),
    (HOFFMANN_SOLO.replace(stakes="flat"), 5),
]
PAY = re.compile(r"^(.+) pays (.+) (\d+)$")
EVERY = [Card.parse(f"{r}{s}") for r in "23456789TJQKA" for s in "CDHS"]


def bad_actions(g, rng):
    seat = rng.randrange(g.n + 1)
    card = rng.choice(EVERY)
    what = rng.choice(CALLS)
    suit = rng.choice("CDHS") if what.startswith("abundance") else ""
    yield rng.choice([Play(seat, card), Call(seat, what, suit), Pass(seat), Deal(seat), Ante(0, 1), None,
                      "Pass(seat=0)"])


def check_views(g, before):
    """The invariants as the players see them (views and the log), not the engine's fields; ``before``
    is the view before the step (a deal's payments are made in the step that ends it)."""
    v = g.view(0)
    if v.phase != "deal" and not g.over:
        seen = [c for s in range(g.n) for c in g.view(s).hand]
        seen += [c for t in v.tricks for _, c in t] + [c for _, c in v.trick]
        if v.turnup is not None and v.turnup_owner is None:
            seen.append(v.turnup)
        assert Counter(seen) == Counter(g.full_pack())
    assert sum(v.balances) == 0
    if v.standing_out is not None:
        assert g.view(v.standing_out).hand == ()
    if before.standing_out is not None:
        assert v.balances[before.standing_out] == before.balances[before.standing_out]


def play_one(seed: int, record: Counter) -> None:
    rng = random.Random(f"solo-campaign/{seed}")
    rules, players = CONFIGS[seed % len(CONFIGS)]
    mode = Mode.TABLE if seed % 2 else Mode.STRICT
    g = SoloWhist(rules, players=players, seed=seed, mode=mode, deals=players if seed % 3 else 1,
                  automations=Auto.NONE if seed % 4 == 0 else Auto.DEFAULT)
    for _ in range(5000):
        if g.over:
            break
        before = g.view(0)
        if rng.random() < 0.2:
            for a in bad_actions(g, rng):
                if not g.can(a):
                    refused(g, a)
                    record["refused"] += 1
        if mode is Mode.TABLE and rng.random() < 0.05:
            v = g.view(0)
            if v.standing_out is not None and v.phase == "call":
                g.do(Call(v.standing_out, "solo"))
                record["standing out calls"] += 1
            elif v.turnup is not None and v.turnup_owner is None and v.phase == "play":
                g.do(Play(g.to_act, v.turnup))
                record["turn-up played"] += 1
        g.do(choose(g, g.legal_actions(), rng))
        g.check_invariants()
        check_views(g, before)
    assert g.over
    record["sittings"] += 1
    record["deals"] += g.deals
    paid = Counter()
    for e in g.log_for(None):
        m = PAY.match(e.text) if e.kind == "pay" else None
        if m:
            payer, payee, amount = m.groups()
            paid[payer] -= int(amount)
            paid[payee] += int(amount)
    assert {g.names[s]: g.balance(s) for s in range(g.n)} == {n: paid[n] for n in g.names}
    record["contracts"] += sum(1 for e in g.log_for(None) if e.kind == "contract")
    record["thrown up"] += sum(1 for e in g.log_for(None) if e.kind == "thrown-up")


@pytest.mark.law("hoffmann-solo-whist:p2", "hoffmann-solo-whist:p3")
def test_random_campaign(capsys):
    record: Counter = Counter()
    for seed in range(GAMES):
        play_one(seed, record)
    assert record["sittings"] == GAMES and record["refused"] > 0 and record["contracts"] > 0
    if GAMES >= 100:
        assert record["standing out calls"] > 0 and record["turn-up played"] > 0
    with capsys.disabled():
        print(f"\nSolo Whist campaign: {dict(record)}")
