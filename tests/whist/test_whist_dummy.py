"""Dummy and Double Dummy (Foster): who plays and who sees, and the exceptions of the text."""

from __future__ import annotations

import pytest

from games.core.breaches import Claim
from games.core.state import ChooseRemedy, Mode
from games.core.testing import random_playthrough, refused
from games.errors import RuleSetError
from games.whist import FOSTER, HOFFMANN, Auto
from games.whist.actions import CallSuit, DealWrongly, ExposeCard, LookAtTrump, Play, ShowHand
from games.whist.dummy import DoubleDummy, Dummy
from games.whist.records import WhistRemedy
from games.whist.sitting import WhistRubber
from whist_helpers import DEALING, c, finish, play, stacked, texts

law = pytest.mark.law


def dummy(**kw):
    return stacked(FOSTER, cls=Dummy, **kw)


@law("foster-whist:dummy.p1")
def test_dummy_p1_three_players():
    g = dummy()
    assert g.hands_played_by(0) == (0, 2) and g.hands_played_by(2) == () and g.players == 3
    play(g, "1:6H")
    assert g.to_act == 0 and g.view(0).legal == tuple(Play(2, c(x)) for x in ("JH", "10H", "9H"))
    assert g.view(2).legal == ()
    with pytest.raises(RuleSetError):
        Dummy(HOFFMANN)


@law("foster-whist:dummy.p2")
def test_dummy_p2_dummys_hand_lies_exposed():
    g = stacked(FOSTER, cls=Dummy, automations=DEALING)
    assert set(g.view(1).hands) == {1}                 # dealt face down; exposed once the trump is turned
    g.do(g.legal_actions()[0])
    assert set(g.view(1).hands) == {1, 2} and set(g.view(None).hands) == {2} and set(g.view(0).hands) == {0, 2}


@law("foster-whist:dummy.p3")
def test_dummy_p3_otherwise_the_laws_of_whist():
    g = dummy()
    play(g, "1:6H", "2:9H", "3:JC", "0:3H")          # West revokes: the penalty as at Whist
    g.do(Claim(0, "a revoke"))
    assert [o.remedy for o in g.open_rulings[0].ruling.options][0] is WhistRemedy.TAKE_TRICKS
    assert g.open_rulings[0].ruling.choosers == (0,)  # North chooses for his side (Dummy is blind and deaf)


@law("foster-whist:dummy.i")
def test_dummy_i_dummy_deals_first():
    assert Dummy().dealer == 2 and Dummy(deal_number=2).dealer == 3
    r = WhistRubber(FOSTER, game=Dummy)
    assert r.dealer == 2


@law("foster-whist:dummy.ii")
def test_dummy_ii_dummy_is_not_liable_for_a_revoke():
    g = dummy()
    play(g, "1:6H", "2:8C")                            # Dummy renounces: everyone sees it
    assert any("Dummy renounces" in t for t in texts(g, 1))
    g.do(Claim(1, "a revoke"))
    assert g.view(1).trick == ((1, c("6H")),) and not g.penalties     # corrected, no penalty
    h = dummy()
    play(h, "1:6H", "2:8C", "3:2H", "0:3H")
    h.do(Claim(1, "a revoke"))
    assert "stands good" in texts(h, kind="ruling")[-1] and not h.penalties


@law("foster-whist:dummy.iii")
def test_dummy_iii_no_penalty_where_no_advantage_but_the_wrong_hand_led_from():
    g = dummy()
    refused(g, Claim(2, "a revoke"), "foster-whist:dummy.iii")     # blind and deaf: he claims nothing
    g.do(ExposeCard(0, c("AS")))
    assert g.view(1).exposed == {} and "no penalty" in texts(g)[-1]
    g.do(ShowHand(0))
    assert not g.open_rulings
    play(g, "1:6H", "2:9H", "3:2H", "0:3H")          # South (Dummy) wins: Dummy's lead
    g.do(Play(0, c("AS")))                            # North leads from his own hand instead
    g.do(Claim(1, "a lead out of turn"))
    assert [o.remedy for o in g.open_rulings[0].ruling.options] == [WhistRemedy.CALL_SUIT]
    g.do(ChooseRemedy(1, 0))
    assert g.to_act == 3                              # West calls a suit from Dummy's hand
    g.do(CallSuit(3, "D"))
    assert {a.card.suit.letter for a in g.legal_actions()} == {"D"} and g.to_act == 0


@law("foster-whist:double-dummy.p1")
def test_double_dummy_two_players_all_open_no_misdeal():
    g = stacked(FOSTER, cls=DoubleDummy)
    assert g.hands_played_by(1) == (1, 3) and set(g.view(0).hands) == {0, 1, 2, 3}
    play(g, "1:6H", "2:9H")
    assert g.to_act == 1                              # East plays West's hand
    h = stacked(FOSTER, cls=DoubleDummy, automations=DEALING)
    refused(h, DealWrongly(0, "i"), "foster-whist:double-dummy.p1")
    refused(h, LookAtTrump(0), "foster-whist:double-dummy.p1")


@pytest.mark.parametrize("cls", [Dummy, DoubleDummy])
def test_random_dummy_hands(cls):
    for seed in range(6):
        g = cls(FOSTER, seed=seed, mode=Mode.TABLE, automations=Auto.NONE)
        random_playthrough(g, seed)
        assert g.over and sum(g.tricks_scored) == 13


def test_a_rubber_of_double_dummy():
    r = WhistRubber(FOSTER, game=DoubleDummy, seed=1)
    while not r.over:
        h = r.new_hand(automations=Auto.ALL)
        finish(h)
        r.finish(h)
    assert sum(r.points().values()) >= 3
