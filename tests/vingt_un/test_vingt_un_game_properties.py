"""Property tests: 10,000 random rounds per book's code; money sums to zero, cards are conserved
across the pone's reshuffles, every refused action changes nothing, transcripts replay."""

from __future__ import annotations

import random

import pytest

from games.core.state import Mode, replay
from games.core.testing import random_playthrough
from games.vingt_un.cards import total
from games.vingt_un.game import VingtUn
from games.vingt_un.game_actions import (
    BeginRound, ChooseFirstDealer, DealRound, Retire, DeclareNaturals, Double, Draw, EndRound, Settle, Split, Stake, Stand, TurnUp,
    VingtUnAction,
)
from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, PEEL

BOOKS = [PEEL, HOFFMANN, ENQUIRE_WITHIN]
AUTOMATIC = (BeginRound, ChooseFirstDealer, DealRound, DeclareNaturals, TurnUp, Settle, EndRound)


@pytest.mark.law("peel-vingt-un:p17", "peel-vingt-un:p8", "hoffmann-vingt-un:p14", "hoffmann-vingt-un:p11",
                 "enquire-within:114")
@pytest.mark.parametrize("rules", BOOKS, ids=lambda r: r.code)
def test_ten_thousand_random_rounds_conserve_money_and_cards(rules):
    g = VingtUn(rules.replace(pool=True, pool_ante=1, pool_dealer_overdraw=1) if rules is PEEL else rules,
                seats=3, seed=f"prop/{rules.code}", rounds=10000)
    rng = random.Random(rules.code)
    last, reshuffles = 0, 0
    while not g.over:
        acts = [a for a in g.legal_actions() if not isinstance(a, Retire)]   # everyone sits the 10,000 out
        g.do(acts[rng.randrange(len(acts))])
        if g.round_no != last:
            last = g.round_no
            g.check_invariants()                    # money sums to zero; 52 cards in hands, stock and pile
    reshuffles = sum(1 for e in g.log if getattr(e, "kind", "") == "reshuffle")
    assert g.round_no == 10000 and reshuffles > 500
    assert sum(g.ledger[f"seat:{s}"] for s in range(3)) + g.ledger["pool"] == 0


def wrong(state, rng):
    """Actions that must be refused without a trace: out of turn, outside the limits, after standing."""
    seats = range(state.n)
    s = rng.choice(list(seats))
    return [Stake(s, 0), Stake(s, 10 ** 6), Draw(s, 9), Stand(s, 5), Split(s, 0, -1), Double(s, "yes")]


@pytest.mark.law("peel-vingt-un:p24", "hoffmann-vingt-un:p8", "enquire-within:114")
@pytest.mark.parametrize("rules", BOOKS, ids=lambda r: r.code)
def test_random_sittings_refuse_bad_input_without_a_trace_and_replay(rules):
    for seed in range(12):
        g = VingtUn(rules, seats=2 + seed % 7, seed=seed, rounds=3,
                    mode=Mode.TABLE if seed % 2 else Mode.STRICT)
        random_playthrough(g, seed=seed, wrong=wrong)
        for hs in g.hands.values():
            for h in hs:
                assert h.total == total(h.cards).points or not h.cards
        # the players' actions replay the whole sitting (the game takes its own steps again by itself)
        again = replay(lambda: VingtUn(rules, seats=2 + seed % 7, seed=seed, rounds=3,
                                       mode=Mode.TABLE if seed % 2 else Mode.STRICT),
                       [a for a in g.actions if not isinstance(a, AUTOMATIC)])
        assert again.transcript() == g.transcript()


@pytest.mark.law("peel-vingt-un:p17")
def test_transcript_lines_parse_back():
    g = VingtUn(PEEL, seats=4, seed=9, rounds=3)
    random_playthrough(g, seed=2)
    lines = [l for l in g.transcript().splitlines() if l.startswith("> ")]
    assert [VingtUnAction.parse(l) for l in lines] == g.actions
