"""The random campaign (see whist_campaign): a few hundred hands per code in the normal suite, 10,000 per
code behind ``-m slow`` (and ``WHIST_CAMPAIGN=10000``: it takes some minutes).

Figures of the last full run (seeds 1000-10999, 2026-12-02): Foster, 10,000 hands, 749,078 actions,
22,870 breaches, 2,425 claimed, 2,201 penalties, 823 hands dealt again, 131 s of CPU; Hoffmann, 10,000
hands, 717,366 actions, 8,689 breaches, 626 claimed, no penalty (his pages give none), 764 dealt again,
127 s of CPU."""

from __future__ import annotations

import os

import pytest

from games.whist import FOSTER, HOFFMANN
from games.whist.dummy import DoubleDummy, Dummy
from whist_campaign import campaign


@pytest.mark.parametrize("rules", [HOFFMANN, FOSTER], ids=lambda r: r.code)
def test_random_hands_with_irregularities_and_claims(rules):
    stats = campaign(rules, 200)
    assert stats["hands"] == 200 and stats["breaches"] > 0
    if rules is FOSTER:
        assert stats["penalties"] > 0 and stats["claimed"] > 0


@pytest.mark.parametrize("cls", [Dummy, DoubleDummy])
def test_random_dummy_hands_with_irregularities(cls):
    assert campaign(FOSTER, 40, cls)["hands"] == 40


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("WHIST_CAMPAIGN"), reason="half an hour: set WHIST_CAMPAIGN=10000 to run it")
@pytest.mark.parametrize("rules", [HOFFMANN, FOSTER], ids=lambda r: r.code)
def test_ten_thousand_random_hands(rules):
    n = int(os.environ.get("WHIST_CAMPAIGN", "10000"))
    stats = campaign(rules, n, start=1_000)
    print(rules.code, stats)
    assert stats["hands"] == n
