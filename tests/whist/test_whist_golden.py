"""Golden transcripts of whole hands under each code (``GOLDEN_UPDATE=1`` rewrites them): every action and
every event, with the laws cited, as the engine logs them."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.core.breaches import Claim
from games.core.state import ChooseRemedy, Mode, replay
from games.core.testing import check_golden
from games.whist import FOSTER, HOFFMANN, Auto, Whist
from games.whist.actions import DealWrongly, WhistAction
from games.core.actions import read_transcript
from games.whist.dummy import DoubleDummy, Dummy
from whist_helpers import DEALING, NO_TRUMP, finish, play, stacked, west_revokes

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "whist"


def clean(rules):
    return finish(Whist(rules, seed=11, mode=Mode.TABLE, automations=Auto.ALL))


def revoke(choice):
    g = stacked(FOSTER, automations=Auto.TABLE)
    west_revokes(g)
    g.do(Claim(2, "a revoke", against=3))
    g.do(ChooseRemedy(0, choice))
    return finish(g)


def lead_out_of_turn():
    g = stacked(FOSTER)
    play(g, "2:8S", "3:3S")
    g.do(Claim(1, "a lead out of turn", against=2))
    g.do(ChooseRemedy(1, 0))
    return finish(g)


def misdeal(rules):
    g = stacked(rules, automations=DEALING)
    g.do(DealWrongly(0, "vi"))
    g.automations = Auto.ALL
    g.do(g.legal_actions()[0])
    return finish(g)


def trump_left(rules):
    g = stacked(rules, automations=NO_TRUMP | Auto.END)
    play(g, "1:6H", "2:9H", "3:2H", "0:3H", "2:JH", "3:AH", "0:4H", "1:7H")
    return finish(g)


SCENES = {
    "hoffmann-clean": lambda: clean(HOFFMANN),
    "foster-clean": lambda: clean(FOSTER),
    "foster-revoke-tricks": lambda: revoke(0),
    "foster-revoke-deduct": lambda: revoke(1),
    "foster-revoke-add": lambda: revoke(2),
    "foster-lead-out-of-turn": lead_out_of_turn,
    "hoffmann-misdeal": lambda: misdeal(HOFFMANN),
    "foster-misdeal": lambda: misdeal(FOSTER),
    "hoffmann-trump-left": lambda: trump_left(HOFFMANN),
    "foster-trump-left": lambda: trump_left(FOSTER),
    "foster-dummy": lambda: finish(Dummy(FOSTER, seed=5, mode=Mode.TABLE, automations=Auto.ALL)),
    "foster-double-dummy": lambda: finish(DoubleDummy(FOSTER, seed=6, mode=Mode.TABLE, automations=Auto.ALL)),
}


@pytest.mark.parametrize("name", sorted(SCENES))
def test_golden_transcript(name):
    g = SCENES[name]()
    assert g.over
    check_golden(GOLDEN / f"{name}.txt", g.transcript())


@pytest.mark.parametrize("name", ["foster-clean", "hoffmann-clean", "foster-dummy", "foster-revoke-tricks",
                                  "foster-lead-out-of-turn", "hoffmann-misdeal", "foster-trump-left"])
def test_a_transcript_replays(name):
    g = SCENES[name]()
    actions = read_transcript(g.transcript(), WhistAction)
    cls, kw = type(g), dict(seed=g.seed, mode=g.mode, automations=Auto.NONE, deck=g.deck)
    again = replay(lambda: cls(g.rules, **kw), [a for a in actions])
    assert again.transcript().splitlines()[1:] == g.transcript().splitlines()[1:]
