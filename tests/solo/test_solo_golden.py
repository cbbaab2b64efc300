"""Golden transcripts of the Solo Whist variants (``GOLDEN_UPDATE=1`` rewrites them): a sitting of each
variety -- five players, three with the forty-card pack, three with three suits only -- and the two
irregularities the paragraphs rule on, every action and event with the laws cited."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from games.cards import Card
from games.core.actions import read_transcript
from games.core.state import Mode, replay
from games.core.testing import check_golden
from games.solo.actions import Call, Play, SoloAction
from games.solo.game import Auto, SoloWhist
from games.solo.rules import HOFFMANN_SOLO
from games.solo.scenarios import FIVE, THREE_FORTY, arranged

from solo_helpers import choose, passes

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "solo"
SUITS3 = HOFFMANN_SOLO.replace(three_hand_pack="three-suits")


def sitting(rules, players, seed):
    g = SoloWhist(rules, players=players, seed=seed)
    rng = random.Random(f"solo-golden/{players}/{seed}")
    while not g.over:
        g.do(choose(g, g.legal_actions(), rng))
    return g


def standing_out_calls():
    g = arranged(5, FIVE, mode=Mode.TABLE, deals=1)
    g.do(Call(4, "solo"))
    g.do(Call(1, "proposal"))
    g.do(Call(2, "acceptance"))
    passes(g, 3, 0)
    while not g.over:
        g.do(g.legal_actions()[0])
    return g


def turnup_played():
    g = arranged(3, THREE_FORTY, mode=Mode.TABLE, deals=1)
    g.do(Call(1, "solo"))
    passes(g, 2, 0)
    g.do(Play(1, Card.parse("5D")))
    while not g.over:
        g.do(g.legal_actions()[0])
    return g


SCENES = {
    "five-sitting": lambda: sitting(HOFFMANN_SOLO, 5, 7),
    "three-forty-sitting": lambda: sitting(HOFFMANN_SOLO, 3, 7),
    "three-suits-sitting": lambda: sitting(SUITS3, 3, 7),
    "five-standing-out-calls": standing_out_calls,
    "three-turnup-played": turnup_played,
}


@pytest.mark.law("hoffmann-solo-whist:p2", "hoffmann-solo-whist:p3")
@pytest.mark.parametrize("name", sorted(SCENES))
def test_golden_transcript(name):
    g = SCENES[name]()
    assert g.over
    check_golden(GOLDEN / f"{name}.txt", g.transcript())


@pytest.mark.parametrize("name, rules, players", [("five-sitting", HOFFMANN_SOLO, 5),
                                                  ("three-suits-sitting", SUITS3, 3)])
def test_a_transcript_replays(name, rules, players):
    g = SCENES[name]()
    actions = read_transcript(g.transcript(), SoloAction)
    again = replay(lambda: SoloWhist(rules, players=players, seed=g.seed, automations=Auto.NONE), actions)
    assert again.transcript() == g.transcript()
