"""Bad input to Vingt-un's public calls (and the lessons' odds, the Vingt-un and deal widgets) is refused
with the library's error, naming the law where one governs, and changes nothing."""

from __future__ import annotations

import copy

import pytest

from games.errors import GameError
from games.lessons import odds as lessons
from games.vingt_un.cards import Total, add
from games.vingt_un.compare import same_deal
from games.vingt_un.french import FrenchVingtUn
from games.vingt_un.game import VingtUn
from games.vingt_un.game_laws import law
from games.vingt_un.game_setup import check_pack
from games.vingt_un.odds_dealer import DealerPlay, dealer_overdraw, dealer_play_for, next_card_overdraws
from games.vingt_un.odds_punter import how_hands_end
from games.vingt_un.odds_sim import simulate
from games.vingt_un.players import BookPunter, computer_players
from games.vingt_un.records import VingtUnDuty, VingtUnPhase, VingtUnRemedy
from games.vingt_un.referee import rule_exposed, rule_out_of_order
from games.vingt_un.rules import HOFFMANN, PEEL
from games.vingt_un.scenarios import arranged, stacked_pack

BAD_CALLS = [
    lambda: add(None, 3), lambda: add(Total(10, False), None), lambda: add(Total(10, False), 11),
    lambda: same_deal(1, seats=b"AS"), lambda: same_deal(1, books=None), lambda: same_deal(1, books=[None]),
    lambda: law(None, "settle"), lambda: law("peel-vingt-un", []),
    lambda: check_pack(None, None),
    lambda: DealerPlay(double_on=None), lambda: DealerPlay(double_on=[[None]]), lambda: DealerPlay(stands_on=None),
    lambda: dealer_play_for(None), lambda: dealer_play_for(HOFFMANN, double_on=float("nan")),
    lambda: dealer_overdraw(None), lambda: next_card_overdraws(None), lambda: next_card_overdraws(12, soft="x"),
    lambda: how_hands_end(None), lambda: simulate(None, 10),
    lambda: BookPunter(None), lambda: computer_players(None),
    lambda: VingtUnPhase(None), lambda: VingtUnDuty("x"), lambda: VingtUnRemedy([]),
    lambda: rule_exposed(None, None), lambda: rule_out_of_order(b"AS", None),
    lambda: stacked_pack("AS", None), lambda: stacked_pack("AS AS"), lambda: arranged(None, "AS"),
    lambda: arranged(PEEL, "AS", cls=b"AS"),
    lambda: lessons.best_total(None), lambda: lessons.vingt_un_value(None), lambda: lessons.tenth_cards(b"AS"),
    lambda: lessons.endless_final_totals(16, aces=[]), lambda: lessons.dealer_advantage(None),
    lambda: lessons.next_card_safe(total=None), lambda: lessons.simulate_natural(None, 1),
    lambda: lessons.simulate_natural(10, []), lambda: lessons.some_natural_probability(None),
    lambda: lessons.whist_cut_places(None), lambda: lessons.whist_cut_places(10**30),
    lambda: lessons.misdeal_by_count(None, "foster-whist"), lambda: lessons.misdeal_by_count((13,) * 3, "foster-whist"),
]


@pytest.mark.parametrize("call", BAD_CALLS)
def test_bad_values_are_refused_with_the_librarys_error(call):
    with pytest.raises(GameError):
        call()


def test_named_laws():
    with pytest.raises(GameError) as e:
        same_deal(1, seats=9)
    assert e.value.law == "peel-vingt-un:p9"
    with pytest.raises(GameError) as e:
        lessons.misdeal_by_count((13, 13, 13, 13, 0), "hoffmann-whist")
    assert e.value.law == "hoffmann-whist:37.iv"


def test_simulate_has_a_ceiling():
    from games.vingt_un.odds_punter import analyse
    with pytest.raises(GameError):
        simulate(analyse(PEEL), 10**30)


@pytest.mark.parametrize("make", [lambda: VingtUn(PEEL, seats=3, seed=1), lambda: FrenchVingtUn(seats=3, seed=1)])
@pytest.mark.parametrize("step", ["settle_round", "end_round", "dealer_shows_natural"])
def test_the_games_own_steps_are_refused_out_of_their_step(make, step):
    g = make()
    before = copy.deepcopy(g.snapshot()) if hasattr(g, "snapshot") else None
    with pytest.raises(GameError):
        getattr(g, step)()
    if before is not None:
        assert g.snapshot() == before


def test_no_dealers_hand_to_settle_against_before_the_first_deal():
    with pytest.raises(GameError):
        VingtUn(PEEL, seats=3, seed=1).dealer_hands_to_settle()


def test_widgets_refuse_a_bad_seed_or_book():
    from games.widgets.deal import DealWidget
    from games.widgets.vingt_un import VingtUnPanel, readings_text
    for call in (lambda: DealWidget(b"AS"), lambda: DealWidget(float("nan")), lambda: VingtUnPanel(b"AS"),
                 lambda: VingtUnPanel(1, []), lambda: readings_text([])):
        with pytest.raises(GameError):
            call()
    assert VingtUnPanel("12").seed == 12 and DealWidget(7).seed == 7
