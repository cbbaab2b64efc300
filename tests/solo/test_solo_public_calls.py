"""Bad input on every public call of Solo Whist gets the library's error and changes nothing; a
property test plays random deals of both varieties (illegal actions tried too) through the public
interface."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from games.cards import Card
from games.core.state import Mode
from games.core.testing import BAD_VALUES, bad_calls_refused, value_id, random_playthrough, refused
from games.errors import GameError, InvalidActionError, RuleSetError
from games.solo.actions import Call, Deal, Pass, Play, SoloAction, StandingOutCalls, TurnUpPlayed
from games.solo.game import Auto, Duty, Phase, SoloWhist, dealing_order
from games.solo.referee import REFEREE, SoloRemedy, rule_standing_out_calls, rule_turn_up_played
from games.solo.rules import HOFFMANN_SOLO, SoloRules, call_rank
from games.solo.scenarios import FIVE, THREE_FORTY, arranged, stack
from games.solo.view import SoloView

from solo_helpers import choose



@pytest.mark.parametrize("bad", BAD_VALUES, ids=value_id)
def test_bad_values_for_the_game_and_its_records(bad):
    for make in (lambda: SoloWhist(bad), lambda: SoloWhist(players=bad), lambda: SoloWhist(deals=bad),
                 lambda: SoloWhist(first_dealer=bad), lambda: SoloWhist(mode=bad), lambda: SoloWhist(names=bad),
                 lambda: SoloWhist(automations=bad), lambda: SoloWhist(stacked=bad), lambda: SoloWhist(stacked=[bad]),
                 lambda: Phase(bad), lambda: Duty(bad), lambda: SoloRemedy(bad), lambda: dealing_order(bad),
                 lambda: call_rank(bad), lambda: HOFFMANN_SOLO.stake(bad), lambda: SoloRules(leave_out=bad),
                 lambda: stack(5, bad), lambda: stack(bad, FIVE), lambda: arranged(3, {1: bad}),
                 lambda: StandingOutCalls(seat=bad), lambda: StandingOutCalls(what=bad),
                 lambda: TurnUpPlayed(card=bad), lambda: rule_standing_out_calls(bad, StandingOutCalls()),
                 lambda: rule_turn_up_played(None, bad), lambda: SoloView.make(bad, 0),
                 lambda: SoloView.make(SoloWhist(), bad), lambda: Auto(bad) if bad is not True else Auto(object())):
        try:
            make()   # a good value here (None: the default) is accepted; a bad one gets the library's error
        except GameError:
            pass
    for make in (lambda: Deal(bad), lambda: Pass(bad), lambda: Call(bad, "solo"), lambda: Call(0, bad),
                 lambda: Call(0, "abundance", bad), lambda: Play(0, bad)):
        with pytest.raises(InvalidActionError):
            make()


@pytest.mark.parametrize("bad", BAD_VALUES, ids=value_id)
def test_bad_calls_on_a_game_change_nothing(bad):
    g = arranged(5, FIVE, mode=Mode.TABLE)
    bad_calls_refused(g, bad, lambda: g.balance(bad), lambda: g.result())


def test_the_impossible_is_refused_and_changes_nothing():
    g = arranged(3, THREE_FORTY)
    calls, play = "solo-calls", "solo-play"             # Solo Whist's own rules, from outside these pages
    refused(g, Play(1, Card.parse("AS")), play)        # no play before the calls are over
    refused(g, Call(2, "solo"), calls)                  # not his call
    e = refused(g, Call(1, "proposal"), "hoffmann-solo-whist:p3")   # at three: ¶ p3's own words
    assert e.words == "There is in this no proposal and acceptance, the solo being the lowest call."
    g.do(Call(1, "solo"))
    refused(g, Call(2, "solo"), calls)                  # no overcall of a call with the same
    refused(g, Pass(7))                                 # no such seat
    g.do(Pass(2))
    g.do(Pass(0))
    refused(g, Play(1, Card.parse("8S")), play)        # not his card
    refused(g, Play(2, Card.parse("8S")), play)        # not his turn
    refused(g, SoloAction.parse("Pass(seat=1)"), calls)  # the calls are over
    with pytest.raises(RuleSetError):
        HOFFMANN_SOLO.replace(three_hand_pack="thirty")
    with pytest.raises(RuleSetError):
        SoloRules(title="")
    assert REFEREE.code == "hoffmann-solo-whist" and len(REFEREE) == 2


@settings(max_examples=25, deadline=None, database=None)
@given(seed=st.integers(0, 10**6), players=st.sampled_from((3, 5)), table=st.booleans(),
       pack=st.sampled_from(("forty", "three-suits")))
def test_property_random_deals_keep_the_laws(seed, players, table, pack):
    rules = HOFFMANN_SOLO.replace(three_hand_pack=pack)
    g = SoloWhist(rules, players=players, seed=seed, deals=1, mode=Mode.TABLE if table else Mode.STRICT,
                  automations=Auto.NONE)

    def wrong(state, rng):
        yield rng.choice([Play(rng.randrange(players), rng.choice(state.full_pack())),
                          Call(rng.randrange(players), "proposal"), Pass(rng.randrange(players)),
                          Deal(rng.randrange(players))])

    random_playthrough(g, seed, wrong=wrong, choose=choose)
    assert g.over and sum(g.view(0).balances) == 0
    if players == 5:
        assert g.view(0).balances[4] == 0   # seat 0 dealt: seat 4 stood out


@pytest.mark.parametrize("players", [3, 5])
def test_the_computer_player_sees_only_its_view_and_says_why(players):
    from games.solo.players import OUTSIDE, SoloPlayer, computer_players, likely_tricks

    g = SoloWhist(players=players, seed=21, deals=players)
    bots = computer_players(players)
    kinds = set()
    while not g.over:
        seat = g.to_act
        v = g.view(seat)
        c = bots[seat].decide(v)
        assert c.action in v.legal and c.reason and OUTSIDE not in c.reason
        if len([a for a in v.legal if isinstance(a, Play)]) == 1:       # no choice: it says so, and why
            assert c.law == "solo-play" and ("forced" in c.reason or "the last card held" in c.reason)
        else:                                                           # judgement: the edition's, labelled
            assert c.law == "solo-judgement" and f"({c.law.label})" == OUTSIDE
        kinds.add(type(c.action).__name__)
        g.do(c.action)
    assert {"Pass", "Play"} <= kinds and sum(g.view(0).balances) == 0
    assert computer_players(players, human=0).keys() == set(range(1, players))
    for bad in (None, 7, "x", True):
        with pytest.raises(GameError):
            SoloPlayer().decide(bad)
        with pytest.raises(GameError):
            computer_players(bad)
        with pytest.raises(GameError):
            likely_tricks(bad, None)
    with pytest.raises(GameError):
        SoloPlayer().decide(g.view(0))   # the sitting is over: nothing to do
