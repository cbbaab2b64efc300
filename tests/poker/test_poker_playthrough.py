"""Random playthroughs of Draw Poker on the core's helper (``games.core.testing.random_playthrough``),
in both modes: random legal actions to the end of each game, with random wrong actions
tried first (each must be refused without a trace), the invariants checked after every step."""

from __future__ import annotations

import random

import pytest

from games.core.state import Mode
from games.core.testing import random_playthrough
from games.poker import actions as A
from games.poker import FOSTER_RULES, PEEL_RULES, Automation, Claim, Sitting


#: The words of every claim Peel's laws provide for (a hidden breach brought to the referee).
CLAIMS = ("a deal without a cut", "a wrong number of cards dealt", "too many cards given in the draw",
          "too few cards given in the draw", "a foul hand")


def wrong_actions(g, rng: random.Random):
    seat, other = rng.randrange(g.n), rng.randrange(g.n)
    hand = g.view(seat).hand
    pick = tuple(rng.sample(hand, rng.randint(0, len(hand)))) if hand else ()
    yield rng.choice([
        A.Stake(seat, rng.randint(-1, 14)), A.Pass(seat), A.Draw(seat, pick, rng.choice([None, 0, 6])),
        A.Give(other, rng.randint(0, 6)), A.Show(seat), A.Cut(seat, rng.randint(0, 60)), A.Ante(seat, 9),
        A.FaceUpInPack(seat), Claim(seat, rng.choice(CLAIMS), rng.choice([None, other])), A.BetOutOfTurn(seat, 1),
        A.AskDealerAbout(seat, other),
    ])


@pytest.mark.law("peel-poker:1", "peel-poker:56")
@pytest.mark.parametrize("mode", [Mode.STRICT, Mode.TABLE])
@pytest.mark.parametrize("rules", [PEEL_RULES, FOSTER_RULES], ids=["peel", "foster"])
def test_random_playthrough_in_both_modes_keeps_cards_and_chips(mode, rules):
    for seed in range(12):
        sitting = Sitting([f"P{i}" for i in range(2 + seed % 5)], chips=30, limit=6, rules=rules, seed=seed,
                          mode=mode, automations=Automation.NONE if seed % 2 else Automation.DEALER)
        for _ in range(3):
            g = random_playthrough(sitting.new_game(), seed, wrong=wrong_actions)
            assert g.over and g.settlement
            sitting.check_invariants()
            if any(s < sitting.ante for s in sitting.stacks):
                break


@pytest.mark.law("peel-poker:10")
def test_strict_mode_refuses_the_irregular_actions_and_names_their_law():
    from games.core.testing import refused
    from games.errors import IrregularActionError

    g = Sitting(["Ann", "Bob", "Cy"], seed=2, mode=Mode.STRICT, automations=Automation.NONE).new_game()
    refused(g, A.FaceUpInPack(0), "peel-poker:10", IrregularActionError)
    refused(g, A.AskDealerAbout(0, 1), "peel-poker:51", IrregularActionError)
