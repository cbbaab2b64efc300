"""Refusals at Vingt-un (issue 14): every bad call is refused with the library's error, naming the law, and
changes nothing; no card or counter is lost on the way."""

from __future__ import annotations

import pytest

from games.core.state import Mode
from games.core.testing import random_playthrough, refused
from games.cards import Card
from games.errors import GameError, IllegalActionError, RuleSetError
from games.vingt_un.cards import composition, is_pair, pack_of, total, value
from games.vingt_un.french import FrenchVingtUn
from games.vingt_un.game import VingtUn
from games.vingt_un.game_actions import DealTwoCards, ExposeCard, KeepDeal, Retire, SellDeal, Stake
from games.vingt_un.records import VingtUnPhase
from games.vingt_un.odds_punter import advise, analyse
from games.vingt_un.odds_sim import simulate
from games.vingt_un.rules import HOFFMANN, MODERN, PEEL, find_vingt_un
from games.vingt_un.scenarios import stacked_pack


def _to_offer(g):
    while g.phase != VingtUnPhase.OFFER:
        g.do(g.legal_actions()[0])


@pytest.mark.law("peel-vingt-un:p31", "peel-vingt-un:p4")
def test_the_deal_is_not_sold_to_a_player_who_has_retired():
    g = VingtUn(PEEL.replace(deal_limit="rounds", deal_rounds=1), seats=3, seed=0, first_dealer=0)
    g.do(KeepDeal(0))
    g.do(Retire(1))
    _to_offer(g)
    assert g.to_act == 2
    assert all(a.buyer != 1 for a in g.legal_actions() if isinstance(a, SellDeal))
    refused(g, SellDeal(2, 1, 10), "peel-vingt-un:p31", IllegalActionError, match="retired")
    refused(g, SellDeal(2, True, 10), "peel-vingt-un:p31")
    g.check_invariants()
    g.do(SellDeal(2, 0, 10))
    g.check_invariants()


@pytest.mark.law("peel-vingt-un:p22", "peel-vingt-un:p23")
@pytest.mark.parametrize("action", [ExposeCard(0, 1), DealTwoCards(0, 1), ExposeCard(0, [1]),
                                    DealTwoCards(0, True)], ids=str)
def test_an_irregularity_naming_a_retired_seat_is_refused_in_table_mode(action):
    g = VingtUn(PEEL, seats=3, seed=0, first_dealer=0, mode=Mode.TABLE)
    g.do(KeepDeal(0))
    g.do(Retire(1))
    assert g.can(ExposeCard(0, 2))
    refused(g, action, action.law)


@pytest.mark.law("hoffmann-vingt-un:p1")
def test_a_range_of_stakes_is_listed_by_its_representatives_with_bounds():
    g = VingtUn(HOFFMANN, seats=3, limits=(1, 10 ** 7))
    stakes = [a for a in g.legal_actions() if isinstance(a, Stake)]
    assert 2 <= len(stakes) <= 5
    assert {a.amount for a in stakes} >= {1, 10 ** 7}
    seat = g.to_act
    assert g.stake_bounds() == g.stake_bounds(seat) == g.view(seat).stake_bounds == (1, 10 ** 7)
    assert g.stake_bounds((seat + 1) % 3) is None and g.view((seat + 1) % 3).stake_bounds is None
    assert g.can(Stake(seat, 1234567))
    refused(g, Stake(seat, 10 ** 7 + 1), "hoffmann-vingt-un:p1")
    g.do(Stake(seat, 1234567))
    assert g.view(seat).hands[seat][0].stake == 1234567


@pytest.mark.law("peel-vingt-un:p7")
def test_random_play_through_the_legal_actions_still_stakes_varied_amounts():
    g = VingtUn(PEEL, seats=4, seed=3, rounds=8)
    random_playthrough(g, seed=3)
    amounts = {int(e.text.rsplit(" ", 1)[1]) for e in g.log_for(None) if e.kind == "stake"}
    assert len(amounts) >= 3


def _refused_at_once(make, error, law=None):
    with pytest.raises(error) as e:
        make()
    if law is not None:
        assert e.value.law == law
    return e.value


@pytest.mark.law("hoffmann-french-vingt-un:p1")
def test_french_vingt_un_is_refused_under_another_book():
    _refused_at_once(lambda: FrenchVingtUn(PEEL, seats=3), RuleSetError, "hoffmann-french-vingt-un:p1")
    _refused_at_once(lambda: FrenchVingtUn(HOFFMANN, seats=3), RuleSetError, "hoffmann-french-vingt-un:p1")


@pytest.mark.parametrize("make, error, law", [
    (lambda: VingtUn(MODERN), RuleSetError, None),
    (lambda: VingtUn(None), RuleSetError, None),
    (lambda: VingtUn(PEEL, seats=3, first_dealer=5), IllegalActionError, "peel-vingt-un:p21"),
    (lambda: VingtUn(PEEL, seats=3, first_dealer=True), IllegalActionError, "peel-vingt-un:p21"),
    (lambda: VingtUn(PEEL, seats=3, names=("Ann",)), IllegalActionError, None),  # a name is no matter of law
    (lambda: VingtUn(PEEL, seats=2, names="AB"), IllegalActionError, None),
    (lambda: VingtUn(HOFFMANN, mode="x"), IllegalActionError, None),  # nor a mode (it cited Hoffmann p16)
    (lambda: VingtUn(PEEL, deals=(1,)), IllegalActionError, "peel-vingt-un:p4"),
    (lambda: VingtUn(PEEL, rounds=0), IllegalActionError, "peel-vingt-un:p4"),
    (lambda: VingtUn(PEEL, seats=True), IllegalActionError, "peel-vingt-un:p2"),
    (lambda: VingtUn(PEEL, pack=[Card.parse("AS")] * 52), IllegalActionError, "peel-vingt-un:p3"),
    (lambda: VingtUn(PEEL, pack=stacked_pack("AS KD")[:10]), IllegalActionError, "peel-vingt-un:p3"),
    (lambda: VingtUn(PEEL, pack=list(stacked_pack("AS KD")) + ["AS"]), IllegalActionError, "peel-vingt-un:p3"),
    (lambda: VingtUn(PEEL, pack=5), IllegalActionError, "peel-vingt-un:p3"),
    (lambda: PEEL.replace(code=b"AS"), RuleSetError, None),
    (lambda: PEEL.replace(code="hoffmann-vingt-un"), RuleSetError, None),
    (lambda: PEEL.replace(title=None), RuleSetError, None),
], ids=lambda x: "" if callable(x) or isinstance(x, type) else str(x))
def test_a_sitting_that_cannot_be_played_is_refused_when_it_is_made(make, error, law):
    _refused_at_once(make, error, law)


@pytest.mark.law("peel-vingt-un:p3")
def test_an_arranged_pack_of_the_whole_pack_in_any_order_is_accepted():
    g = VingtUn(PEEL, seats=3, first_dealer=0, pack=list(reversed(stacked_pack(""))), rounds=1)
    g.check_invariants()
    random_playthrough(g, seed=1)


@pytest.mark.parametrize("call", [
    lambda: simulate(analyse(PEEL), 0), lambda: simulate(analyse(PEEL), -3), lambda: simulate(analyse(PEEL), 2.5),
    lambda: simulate(None, 10), lambda: advise(PEEL, 0, [10, 6]), lambda: advise(None, composition(), [10, 6]),
    lambda: advise(PEEL, composition(), 16), lambda: analyse(None), lambda: analyse(PEEL, pack=0),
    lambda: PEEL.with_readings(None), lambda: HOFFMANN.with_readings(["ties"]), lambda: find_vingt_un(None),
    lambda: composition(b"AS"), lambda: composition(None), lambda: composition("AS", packs="x"),
    lambda: composition([65]), lambda: total(None), lambda: is_pair(None), lambda: value(None),
    lambda: pack_of(b"AS"),
])
def test_the_odds_and_the_cards_refuse_bad_input_with_the_librarys_error(call):
    with pytest.raises(GameError):
        call()


@pytest.mark.law("peel-vingt-un:p17", "peel-vingt-un:p4")
def test_the_pone_and_the_order_skip_a_retired_player():
    g = VingtUn(PEEL, seats=4, seed=0, first_dealer=1)
    g.do(KeepDeal(1))
    assert g.view(0).pone == 0
    g.do(Retire(2))
    g.do(Stake(3, 1))
    g.do(Retire(0))
    assert g.view(1).pone == 3 and g.punters == [3]


@pytest.mark.law("peel-vingt-un:p21", "enquire-within:113")
def test_an_arranged_pack_decides_the_first_dealer():
    g = VingtUn(PEEL, seats=3, pack=stacked_pack("2S 3S AS"), seed=5)
    assert g.view(0).dealer == 0
    first = [e.text for e in g.log_for(None) if e.kind == "first-dealer"][0]
    assert "Player 2, the two of spades; Player 3, the three of spades; Player 1, the ace of spades" in first


@pytest.mark.law("peel-vingt-un:p25")
@pytest.mark.parametrize("to", ["", None, 7, True, [1]], ids=repr)
def test_two_cards_in_drawing_to_no_player_is_refused(to):
    from games.vingt_un.game_actions import GiveTwoInDrawing
    from games.vingt_un.scenarios import arranged
    g = arranged(PEEL, "9S 5H 2C  7C 6D KD", seats=3, mode=Mode.TABLE)
    g.do(KeepDeal(0)); g.do(Stake(1, 1)); g.do(Stake(2, 1)); g.do(g.legal_actions()[0])
    assert g.phase == VingtUnPhase.TURN
    refused(g, GiveTwoInDrawing(0, to, 0), "peel-vingt-un:p25")
