"""Vingt-un on the grown core (issue 14): the turn protocol, typed remedies, the core's referee registry,
hidden breaches, who sees, and the rounds as a Sitting."""

from __future__ import annotations

import pytest

from games.core.referee import referee_for
from games.core.sitting import DealResult, Sitting
from games.core.state import Mode
from games.core.testing import refused
from games.errors import IllegalActionError
from games.vingt_un.base import VingtUnBase
from games.vingt_un.cards import FULL_PACK
from games.vingt_un.french import Elect, FrenchVingtUn
from games.vingt_un.game import VingtUn
from games.vingt_un.game_actions import KeepDeal, Stake
from games.vingt_un.records import VingtUnRemedy
from games.vingt_un.referee import REFEREE
from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, PEEL
from games.vingt_un.scenarios import stacked_pack
from games.vingt_un.sitting import RoundResult, VingtUnSitting


def test_the_core_answers_whose_step_it_is():
    g = VingtUn(PEEL, seats=3, seed=7, rounds=1)
    assert g.step().duty.name == "KEEP_OR_SELL" and g.actor == "dealer" and g.to_act == 1
    g.do(KeepDeal(1))
    assert g.actor == "player" and g.to_act == 2 and g.step().seat == 2
    assert {type(a).__name__ for a in g.legal_actions()} == {"Stake", "Retire"}


def test_french_elections_are_the_chapters_own_step():
    g = FrenchVingtUn(seats=3, seed=1, first_dealer=0, first_round=4)
    while g.phase != "elect":
        g.do(g.legal_actions()[0])
    assert g.to_act == 1 and g.legal_actions() == [Elect(1, "sympathy"), Elect(1, "antipathy")]


@pytest.mark.law("peel-vingt-un:p22", "peel-vingt-un:p23", "peel-vingt-un:p25", "peel-vingt-un:p26",
                 "peel-vingt-un:p27")
def test_every_ruling_names_its_remedies_by_member():
    for entry in REFEREE:
        ruling = REFEREE.rule(None, entry.example)
        assert isinstance(ruling.remedy, VingtUnRemedy), entry.name
        assert all(isinstance(o.remedy, VingtUnRemedy) for o in ruling.options), entry.name


def test_each_book_registers_its_referee_in_the_core():
    for rules in (PEEL, HOFFMANN, ENQUIRE_WITHIN):
        assert VingtUn(rules, seats=3).referee is referee_for(rules.code)


@pytest.mark.law("peel-vingt-un:p22")
def test_only_peels_two_cards_dealt_at_once_are_claimed():
    assert set(REFEREE.claims()) == {"two cards dealt to one player", "the dealer gave himself two cards"}
    assert referee_for(HOFFMANN.code).claims() == {}


def test_the_view_counts_the_unseen_cards_from_the_pack_every_seat_knows():
    g = VingtUn(PEEL, seats=3, seed=1, first_dealer=0, pack=stacked_pack("AS KS QS"))
    assert g.pack_composition == FULL_PACK
    v = g.view(1)
    assert sum(v.unseen) == 52 - sum(len(h.known) for row in v.hands for h in row)


def test_the_chapters_duties_are_declared_on_the_base():
    duties = VingtUnBase.duties()
    assert {"settle_round", "end_round", "dealer_shows_natural", "advance"} <= set(duties)
    g = VingtUn(PEEL, seats=3)
    for name in duties:                    # every duty is answered by a chapter in the game
        assert not hasattr(getattr(type(g), name), "_duty_of"), name


@pytest.mark.law("peel-vingt-un:p4", "peel-vingt-un:p18")
def test_the_rounds_are_a_sitting_each_reporting_its_result():
    g = VingtUn(PEEL, seats=3, seed=3, rounds=6, mode=Mode.STRICT)
    while not g.over:
        g.do(g.legal_actions()[0])
    s = g.sitting
    assert isinstance(s, Sitting) and s.rounds_played == g.round_no == 6 and s.over
    assert all(isinstance(r, RoundResult) for r in s.deals)
    assert s.deals_done == g.deals_done == sum(r.passes for r in s.deals)
    assert s.dealer == g.deal.proper
    # the sitting applied each round's payments: its chips are the table's, and the sum of the rounds' results
    assert s.ledger.accounts == g.ledger.accounts
    for account, chips in s.ledger.accounts.items():
        assert chips == sum(r.by_account().get(account, 0) for r in s.deals)
    assert any(r.payments for r in s.deals)


def test_a_round_result_is_checked_and_the_deal_stays_unless_it_passes():
    s = VingtUnSitting(["A", "B", "C"], dealer=2, max_rounds=2)
    s.begin_deal()
    before = s.state()
    with pytest.raises(IllegalActionError):
        s.report(DealResult(1, ("peel-vingt-un:p18",), next_dealer=7))
    assert s.state() == before
    with pytest.raises(IllegalActionError):
        RoundResult(1, ("peel-vingt-un:p18",), next_dealer=0, passes=False)
    s.report(RoundResult(1, ("peel-vingt-un:p18",)))
    assert s.dealer == 2 and not s.over


def test_a_stake_refused_changes_nothing_in_the_sitting():
    g = VingtUn(PEEL, seats=3, seed=7, rounds=1)
    g.do(KeepDeal(1))
    refused(g, Stake(2, 99), "peel-vingt-un:p7")
