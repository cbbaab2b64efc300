"""Golden transcripts of Écarté: a whole game between two computer players (with their reasons), and a
deal in TABLE mode with a renounce claimed and ruled.  ``GOLDEN_UPDATE=1`` rewrites them."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.core import Claim, Mode
from games.core.actions import read_transcript
from games.core.players import play_out
from games.core.state import replay
from games.core.testing import check_golden
from games.ecarte.actions import EcarteAction, PlayHand
from games.ecarte.game import Auto, Ecarte
from games.ecarte.players import computer_players
from games.ecarte.scenarios import arranged

from ecarte_helpers import play

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "ecarte"


def _game():
    g = Ecarte(seed=2026, names=("Ann", "Bob"), automations=Auto.ALL)
    choices = play_out(g, computer_players(), limit=5000)
    return g, choices


@pytest.mark.law("enquire-within:118", "enquire-within:119.i")
def test_a_game_between_two_computer_players():
    g, choices = _game()
    assert g.over
    reasons = "".join(f"{g.names[s]}: {c.action} -- {c.reason} [{c.law}]\n" for s, c in choices)
    check_golden(GOLDEN / "game-2026.txt", g.transcript())
    check_golden(GOLDEN / "game-2026-reasons.txt", reasons)


@pytest.mark.law("enquire-within:118", "enquire-within:119.i")
def test_the_transcript_replays():
    g, _ = _game()
    actions = read_transcript(g.transcript(), EcarteAction)
    again = replay(lambda: Ecarte(seed=2026, names=("Ann", "Bob"), automations=Auto.NONE), actions)
    assert again.transcript() == g.transcript()


@pytest.mark.law("enquire-within:118", "enquire-within:119.i")
def test_a_renounce_claimed_and_ruled():
    g = arranged("7H 8H 9H 7C 8C", "KS QS JS AS 9D", "10S", mode=Mode.TABLE)
    g.do(PlayHand(1))
    play(g, "1:7H", "0:9D")
    g.do(Claim(1, "a renounce", against=0))
    play(g, "1:8H", "0:JS", "0:KS", "1:7C", "0:QS", "1:8C", "0:AS", "1:9H")
    check_golden(GOLDEN / "renounce-claimed.txt", g.transcript())
