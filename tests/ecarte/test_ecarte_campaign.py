"""A random campaign at Écarté: games played to their end by random players (legal actions, and in
TABLE mode renounces and claims too), a bad action tried before every step.  After every step: every
card of each pack exactly once; the score consistent with the marks logged; refusals change nothing.

A few hundred games run in the normal suite; ten thousand behind ``-m slow`` (their figures are
printed: ``pytest -m slow -s tests/ecarte``)."""

from __future__ import annotations

import random
import re
from collections import Counter

import os

import pytest

from games.cards import ecarte_pack
from games.core import Claim, Mode
from games.core.testing import refused
from games.ecarte.actions import (
    Accept, Cut, CutForDeal, Deal, Discard, MarkKing, Play, PlayHand, Propose, Refuse, Shuffle,
)
from games.ecarte.game import Auto, Ecarte
from games.ecarte.players import EcartePlayer
from games.ecarte.rules import ENQUIRE_WITHIN
from games.poker.actions import Ante

L = "enquire-within:118"

RULES = [ENQUIRE_WITHIN, ENQUIRE_WITHIN.replace(packs=1, proposals="while-stock-lasts"),
         ENQUIRE_WITHIN.replace(obligations="follow-only", deal_way="each-dealer", renounce="no-penalty"),
         ENQUIRE_WITHIN.replace(proposals="two", refusal_penalty="first-refusal", obligations="follow-or-win")]
PACK = ecarte_pack().cards
MARK = re.compile(r"^(.+) marks (\d) \(")


def bad_actions(g, rng):
    """Actions that must be refused (or that are irregular, let through in TABLE mode)."""
    seat = rng.randrange(2)
    card = rng.choice(PACK)
    yield rng.choice([Play(seat, card), Discard(seat, (card,)), MarkKing(seat), Propose(seat), Accept(seat),
                      Refuse(seat), PlayHand(seat), Cut(seat), Shuffle(seat), Deal(seat, rng.choice((2, 3))),
                      CutForDeal(), Play(7, card), Ante(0, 1), "Play(0, KS)", None, Claim(seat, "a revoke")])


def _check_score(g):
    """The sheet agrees with the marks logged, and every mark is one or two points."""
    marked = Counter()
    for e in g.log_for(None):
        if e.kind == "mark":
            who, pts = MARK.match(e.text).groups()
            assert pts in ("1", "2")
            marked[who] += int(pts)
    assert {n: g.sheet.total(n) for n in g.names} == {n: marked[n] for n in g.names}
    if g.over:
        last = g.sheet.games[-1]
        assert last.score_of(last.winner) >= g.rules.game


def play_one(seed, record: Counter, *, bad: float = 0.3):
    rng = random.Random(f"ecarte-campaign/{seed}")
    rules = RULES[seed % len(RULES)]
    mode = Mode.TABLE if seed % 2 else Mode.STRICT
    g = Ecarte(rules, seed=seed, mode=mode, rubbers=1 if seed % 5 == 0 else None,
               automations=[Auto.DEFAULT, Auto.ALL, Auto.NONE][seed % 3])
    smart = EcartePlayer() if seed % 7 == 0 else None
    for _ in range(20000):
        if g.over:
            break
        if rng.random() < bad:
            for a in bad_actions(g, rng):
                if not g.can(a):
                    refused(g, a)
                    record["refused"] += 1
        if mode is Mode.TABLE and g.phase.value == "play" and rng.random() < 0.15:
            seat = g.to_act
            hand = g.view(seat).hand
            a = Play(seat, rng.choice(hand))
            if g.can(a):
                before = len(g.breaches)
                g.do(a)
                record["renounces"] += len(g.breaches) - before
                g.check_invariants()
                continue
        if mode is Mode.TABLE and g.breaches and rng.random() < 0.3:
            c = Claim(1 - g.breaches[-1].seat, "a renounce")
            if g.can(c):
                g.do(c)
                record["claims"] += 1
                g.check_invariants()
                continue
        legal = g.legal_actions()
        assert legal, g.transcript()[-2000:]
        a = smart.decide(g.view(g.to_act)).action if smart and g.to_act is not None else rng.choice(legal)
        g.do(a)
        g.check_invariants()
    assert g.over
    _check_score(g)
    record["games"] += len(g.sheet.games)
    record["deals"] += g.deals_done + 1
    for e in g.log_for(None):
        if e.kind == "mark":
            m = re.search(r"\((.*?)\)", e.text).group(1)
            key = ("renounce" if "renounced" in m else "vole" if "vole" in m else "king turned" if "turned" in m
                   else "king marked" if "king of trumps held" in m else "penalty two" if "failed" in m
                   else "one point")
            record[key] += 1
    return g


@pytest.mark.law("enquire-within:118", "enquire-within:119.i")
def test_a_few_hundred_random_games_keep_every_card_once_and_the_score_straight():
    record = Counter()
    for seed in range(300):
        play_one(seed, record)
    assert record["games"] >= 300 and record["refused"] > 1000
    for key in ("vole", "king turned", "king marked", "penalty two", "one point", "renounce"):
        assert record[key] > 0, (key, record)


@pytest.mark.law("enquire-within:118", "enquire-within:119.i")
@pytest.mark.slow
@pytest.mark.skipif(os.environ.get("ECARTE_CAMPAIGN") != "10000",
                    reason="the 10,000-game campaign (13 minutes) runs with ECARTE_CAMPAIGN=10000")
def test_ten_thousand_random_games(capsys):
    record = Counter()
    for seed in range(10_000):
        play_one(seed, record, bad=0.05)
    with capsys.disabled():
        print("\nÉcarté campaign, 10,000 games:", dict(sorted(record.items())))
    assert record["games"] >= 10_000


@pytest.mark.law("enquire-within:118", "enquire-within:119.i")
def test_the_computer_player_against_itself_and_against_chance():
    wins = Counter()
    for seed in range(60):
        g = Ecarte(seed=seed, automations=Auto.ALL, names=("Judge", "Chance"))
        rng = random.Random(seed)
        judge = EcartePlayer()
        while not g.over:
            a = judge.decide(g.view(0)).action if g.to_act == 0 else rng.choice(g.legal_actions())
            g.do(a)
        wins[g.sheet.games[-1].winner] += 1
    assert wins["Judge"] > 45, wins
