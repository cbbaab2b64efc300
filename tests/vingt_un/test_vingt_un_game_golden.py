"""Golden transcripts: a seeded sitting under each book's code, and a deal of French Vingt-Un,
played by the computer players; any change in the procedure shows as a diff."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.core.players import play_out
from games.core.testing import check_golden
from games.vingt_un.french import FrenchVingtUn
from games.vingt_un.game import VingtUn
from games.vingt_un.players import computer_players
from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, PEEL

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "vingt_un"


@pytest.mark.law("peel-vingt-un:p13", "hoffmann-vingt-un:p11", "enquire-within:114")
@pytest.mark.parametrize("rules", [PEEL, HOFFMANN, ENQUIRE_WITHIN], ids=lambda r: r.code)
def test_golden_sitting(rules):
    g = VingtUn(rules, seats=4, seed="golden", rounds=6)
    play_out(g, computer_players(g), limit=10000)
    assert g.over
    check_golden(GOLDEN / f"{rules.code}.txt", g.transcript())


@pytest.mark.law("hoffmann-french-vingt-un:p2")
def test_golden_french_deal():
    g = FrenchVingtUn(seats=4, seed="golden")
    play_out(g, computer_players(g), limit=10000)
    assert g.over
    check_golden(GOLDEN / "hoffmann-french-vingt-un.txt", g.transcript())
