"""The Whist engine: a hand from shuffle to score under each code, STRICT and TABLE, refusals and random hands."""

from __future__ import annotations


import pytest

from games.cards import Card
from games.core.state import Mode
from games.core.testing import random_playthrough, refused
from games.errors import GameError, IrregularActionError, RuleSetError
from games.whist import FOSTER, HOFFMANN, Auto, Phase, Whist, find_whist
from games.whist.actions import (
    Cut, Deal, EndHand, Play, QuitTrick, Shuffle, TurnTrump, WhistAction,
)
from whist_helpers import c, play, stacked

CODES = [HOFFMANN, FOSTER]


@pytest.mark.parametrize("rules", CODES, ids=lambda r: r.code)
def test_a_hand_runs_from_the_shuffle_to_the_score(rules):
    g = Whist(rules, seed=1, automations=Auto.NONE)
    assert g.phase is Phase.SHUFFLE and g.to_act == 0
    g.do(Shuffle(0))
    assert g.phase is Phase.CUT and g.to_act == 3          # the dealer's right-hand adversary cuts
    g.do(Cut(3, 20))
    g.do(Deal(0))
    g.do(TurnTrump(0))
    assert g.phase is Phase.PLAY and g.to_act == 1         # the eldest hand leads
    assert len(g.view(1).hands[1]) == 13 and set(g.view(1).hands) == {1}
    assert g.view(0).counts == (13, 13, 13, 13) and g.view(0).trump_on_table
    while not g.over:
        g.do(g.legal_actions()[0])
    assert sum(g.tricks_by_side()) == 13 and g.result is not None
    assert g.result.laws


def test_the_rule_sets_are_found_and_refused():
    assert find_whist("foster") is FOSTER and find_whist("hoffmann-whist") is HOFFMANN
    with pytest.raises(RuleSetError):
        find_whist("cavendish")
    with pytest.raises(RuleSetError):
        Whist("foster")
    with pytest.raises(RuleSetError):
        FOSTER.replace(caller="partner")


def test_bad_input_is_the_librarys_error():
    for bad in (lambda: Play(4, "2S"), lambda: Play(0, "1X"), lambda: Play("0", "2S"), lambda: Cut(3, 0),
                lambda: Cut(3, True), lambda: Shuffle(0, shown="yes"), lambda: Deal(None),
                lambda: WhistAction.parse("Play(seat=9, card=2S)"), lambda: WhistAction.parse("Fly(seat=1)")):
        with pytest.raises(GameError):
            bad()
    for bad in (lambda: Whist(FOSTER, dealer=4), lambda: Whist(FOSTER, dealer=True), lambda: Whist(FOSTER, score={0: 5, 1: 0}),
                lambda: Whist(FOSTER, deal_number=0), lambda: Whist(FOSTER, automations="all"),
                lambda: Whist(FOSTER, names=("A", "B"))):
        with pytest.raises(GameError):
            bad()
    g = Whist(FOSTER)
    with pytest.raises(GameError):
        g.view(5)
    with pytest.raises(GameError):
        g.log_for(-1)


@pytest.mark.parametrize("rules", CODES, ids=lambda r: r.code)
def test_refusals_change_nothing(rules):
    g = stacked(rules)
    refused(g, Play(1, c("AS")))                    # not in East's hand
    if rules is HOFFMANN:
        refused(g, Play(2, c("8S")))                # a lead out of turn: his pages are silent
    refused(g, QuitTrick(1))
    refused(g, EndHand(0))
    refused(g, Shuffle(0))                           # not during the play


def test_strict_mode_refuses_a_renounce_under_each_code():
    for rules, law in ((FOSTER, "foster-whist:71"), (HOFFMANN, "hoffmann-whist:40")):
        g = stacked(rules, mode=Mode.STRICT)
        play(g, "1:JS")
        refused(g, Play(2, c("9H")), law, IrregularActionError)


def test_the_view_shows_own_hand_only():
    g = stacked(FOSTER)
    v = g.view(1)
    assert set(v.hands) == {1} and v.trump_card == c("2S") and v.to_act == 1
    assert all(a.seat == 1 for a in v.legal)
    assert g.view(2).legal == ()
    onlooker = g.view(None)
    assert onlooker.hands == {}


def test_log_for_hides_the_other_hands():
    g = stacked(FOSTER)
    east = [e.text for e in g.log_for(1) if e.kind == "hand"]
    assert "East holds" in east[1] and east[0] == "North is dealt 12 cards"


# -- random hands: cards exactly once, thirteen tricks -----------------------------------------

@pytest.mark.parametrize("rules", CODES, ids=lambda r: r.code)
@pytest.mark.parametrize("mode", [Mode.STRICT, Mode.TABLE], ids=lambda m: m.value)
def test_random_hands_keep_every_card_once(rules, mode):
    def wrong(state, rng):
        seat = rng.randrange(4)
        yield Play(seat, Card.parse(rng.choice(["2C", "AS", "KH", "10D"])))
        yield QuitTrick(seat)
        yield EndHand(seat)

    for seed in range(8):
        g = Whist(rules, seed=seed, mode=mode, automations=Auto.NONE)
        random_playthrough(g, seed, wrong=wrong)
        assert g.over and sum(g.tricks_scored) == 13


def test_the_demonstrations_stop_where_a_claim_can_be_made():
    from games.core.breaches import Claim
    from games.whist.scenarios import DEMONSTRATIONS, demonstration
    for name in DEMONSTRATIONS:
        g = demonstration(name)
        assert g.mode is Mode.TABLE and not g.over
    with pytest.raises(GameError):
        demonstration("a cheat")
    g = demonstration("lead out of turn")
    g.do(Claim(1, "a lead out of turn"))
    assert g.to_act == 3 and len(g.view(1).options) == 2
