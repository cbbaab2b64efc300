"""The rule sets' declared readings, the editorial scoring, and bad input on every public call."""

from __future__ import annotations

import pytest

from games.cards import Suit, parse_cards
from games.core.options import readings_for_law
from games.core.referee import referee_for
from games.core.scores import GameResult, RubberResult
from games.errors import GameError, IllegalActionError, RuleSetError
from games.whist import FOSTER, HOFFMANN, Auto, Whist
from games.whist.actions import (
    CallHighLow, CallSuit, DealWrongly, MixCard, NameDetachedCard, PlayTogether, TakeWrongHand, WhistAction,
)
from games.whist.deal import deck_for
from games.whist.dummy import Dummy
from games.whist.referee import FOSTER_REFEREE, HOFFMANN_REFEREE
from games.whist.records import Revoke
from games.whist.scoring import EDITORIAL_SCORING, game_value, hand_scores, honours_by_side, rubber_points
from games.whist.sitting import WhistRubber
from whist_helpers import hands


def test_every_reading_is_declared_with_its_law_default_and_choices():
    for rules in (HOFFMANN, FOSTER):
        for r in rules.readings():
            assert r.law.startswith(rules.code + ":") and r.default in r.choices and r.value == r.default
            assert all(text for _, text in r.explanations) or r.doc
    assert {r.name for r in FOSTER.readings()} == {"revoke_tricks_short", "caller", "deal_after_wrong_dealer",
                                                   "abandoned_tricks", "omission_found_early"}
    assert {r.name for r in HOFFMANN.readings()} == {"deal_after_wrong_dealer", "trump_call"}
    assert any(rs is FOSTER for rs, _ in readings_for_law("foster-whist:84"))
    assert FOSTER.with_readings({"caller": "right-hand"}).caller == "right-hand"
    with pytest.raises(RuleSetError):
        HOFFMANN.with_readings({"caller": "right-hand"})      # a Foster reading: the codes never blend


def test_the_codes_settle_their_differences():
    assert (HOFFMANN.trump_liable_after, FOSTER.trump_liable_after) == (2, 1)
    assert HOFFMANN.law_for("trump_liable_after") == "hoffmann-whist:42"
    assert FOSTER.law_for("fourteen_or_more") == "foster-whist:44.iv"
    with pytest.raises(RuleSetError):
        FOSTER.law_for("caller")
    with pytest.raises(RuleSetError):
        FOSTER.replace(trump_liable_after=3)


def test_each_code_has_its_own_referee():
    assert referee_for("hoffmann-whist") is HOFFMANN_REFEREE and referee_for("foster-whist") is FOSTER_REFEREE
    assert Whist(HOFFMANN).referee is HOFFMANN_REFEREE
    assert all(r.laws[0].startswith("hoffmann-whist:") for r in (
        HOFFMANN_REFEREE.rule(None, e.example) for e in HOFFMANN_REFEREE if e.example is not None))
    # Foster's referee cites Foster, except Hoffmann's law 25 on who deals next, a declared reading of his silence
    assert all(all(x.startswith("foster-whist:") or getattr(x, "under", "") == "foster-whist"
                   for x in FOSTER_REFEREE.rule(None, e.example).laws)
               for e in FOSTER_REFEREE if e.example is not None)
    with pytest.raises(IllegalActionError):
        HOFFMANN_REFEREE.rule(None, Revoke(offender=1, trick=0, card="2C", led="H"))   # his referee knows no Foster revoke
    assert set(Whist(FOSTER).claimable()) == {"a revoke", "a lead out of turn", "a card not played to a trick",
                                              "a card too many in a trick"}
    assert set(Whist(HOFFMANN).claimable()) == {"a revoke"}


def test_the_scoring_is_editorial_and_checked():
    assert EDITORIAL_SCORING.startswith("Editorial")
    assert honours_by_side([parse_cards(h) for h in (
        "AS KS QS", "JS", "2C", "3C")], Suit.SPADES) == (3, 1)
    for bad in (lambda: hand_scores((7, 7), (0, 0), {}, ("A", "B")), lambda: hand_scores((7,), (0, 0), {}, ("A", "B")),
                lambda: game_value(-1), lambda: game_value("3"), lambda: rubber_points("rubber"),
                lambda: honours_by_side([], Suit.SPADES), lambda: honours_by_side([[]] * 4, "S")):
        with pytest.raises(GameError):
            bad()
    g = GameResult(1, 1, "A", (("A", 5), ("B", 0)))
    h = GameResult(1, 2, "A", (("A", 6), ("B", 3)))
    assert rubber_points(RubberResult(1, ("A", "B"), "A", (g, h))) == {"A": 3 + 1 + 2, "B": 0}
    assert [s.words for s in hand_scores((7, 6), (4, 0), {0: 4, 1: 0}, ("A", "B"))] == ["one by tricks"]


def test_bad_input_on_every_public_call():
    for bad in (lambda: DealWrongly(0, "viii"), lambda: DealWrongly(0, "i", rectified="no"),
                lambda: PlayTogether(0, ("2S",)), lambda: PlayTogether(0, "2S 3S"), lambda: PlayTogether(0, ("2S", "2S")),
                lambda: CallSuit(1, "X"), lambda: CallHighLow(1, "middle"), lambda: TakeWrongHand(0, 7),
                lambda: NameDetachedCard(0, -1, "2S"), lambda: MixCard(0, "ZZ"),
                lambda: WhistAction.parse("Play(seat=0)"), lambda: deck_for(hands()[:3], 0),
                lambda: Dummy(HOFFMANN), lambda: WhistRubber("foster"), lambda: WhistRubber(FOSTER, game=int),
                lambda: WhistRubber(FOSTER, names=("A", "B", "C")), lambda: Whist(FOSTER, deck="2S 3S")):
        with pytest.raises(GameError):
            bad()
    r = WhistRubber(FOSTER)
    with pytest.raises(GameError):
        r.finish(Whist(FOSTER))                                   # a hand not over reports nothing
    g = Whist(FOSTER, automations=Auto.ALL)
    for call in (lambda: g.holding(4), lambda: g.view("East"), lambda: g.controller(9), lambda: g.sees(0, 5),
                 lambda: g.legal_actions(seat=4), lambda: g.side_name(3) and g.name(7)):
        with pytest.raises(GameError):
            call()


def test_a_rubber_reports_each_deal():
    r = WhistRubber(HOFFMANN, seed=3)
    n = 0
    while not r.over:
        h = r.new_hand(automations=Auto.ALL)
        while not h.over:
            h.do(h.legal_actions()[0])
        r.finish(h)
        n += 1
    assert len(r.deals) == n and r.sheet.rubber_over and r.points()[r.sheet.rubbers[0].winner] >= 4
    with pytest.raises(GameError):
        r.new_hand()


# -- each reading changes what it says ------------------------------------------------------------------

from games.core.breaches import Claim  # noqa: E402
from games.whist.actions import ExposeCard, ShowHand  # noqa: E402
from games.whist.records import WhistRemedy  # noqa: E402
from whist_helpers import NO_TRUMP, c, finish, play, stacked, west_revokes  # noqa: E402,F811


def test_reading_caller_names_the_adversary_who_calls():
    g = stacked(FOSTER)
    g.do(ExposeCard(2, c("8C")))
    play(g, "1:5C")
    assert g.to_act == 3
    h = stacked(FOSTER.replace(caller="right-hand"))
    h.do(ExposeCard(2, c("8C")))
    play(h, "1:5C")
    assert h.to_act == 1


def test_reading_revoke_tricks_short():
    g = stacked(FOSTER.replace(revoke_tricks_short="not-offered"))
    west_revokes(g)                                  # East and West have won no trick yet
    g.do(Claim(0, "a revoke"))
    assert [o.remedy for o in g.open_rulings[0].ruling.options] == [WhistRemedy.DEDUCT_THREE, WhistRemedy.ADD_THREE]


def test_reading_trump_call_under_hoffmann():
    for rules, calls in ((HOFFMANN, True), (HOFFMANN.replace(trump_call="never"), False)):
        g = stacked(rules, automations=NO_TRUMP)
        play(g, "1:6H", "2:9H", "3:2H", "0:3H", "2:JH", "3:AH", "0:4H", "1:7H")
        play(g, "3:5S")
        assert (g.to_act == 1) is calls              # East may call the trump card before North plays to spades


def test_reading_abandoned_tricks():
    for rules, scored in ((FOSTER, True), (FOSTER.replace(abandoned_tricks="none-scored"), False)):
        g = stacked(rules)
        play(g, "1:JS", "2:6S", "3:3S", "0:AS", "0:KS", "1:10S", "2:7S", "3:4S")
        for s in (1, 2, 3, 0):
            g.do(ShowHand(s))
        finish(g)
        assert g.over and g.tricks_scored == (2, 0)
        assert any("nothing is scored for tricks" in e.text for e in g.log_for(0)) is not scored


def test_reading_omission_found_early():
    from games.whist.actions import QuitTrick
    for rules, offered in ((FOSTER, False), (FOSTER.replace(omission_found_early="as-if-late"), True)):
        g = stacked(rules)
        play(g, "1:6H", "2:9H", "3:2H")
        g.do(QuitTrick(2))
        g.do(Claim(1, "a card not played to a trick"))
        assert bool(g.open_rulings) is offered


def test_bad_input_to_the_rubber_the_players_and_the_panel_is_refused_with_the_librarys_error():
    from games.whist.players import Memory, computer_players
    from games.widgets.whist_panel import WhistPanel
    r = WhistRubber(FOSTER, seed=2)
    for bad in ({"automations": None}, {"mode": b"AS"}, {"mode": []}):
        with pytest.raises(GameError):
            r.new_hand(**bad)
    assert r.new_hand().deal_number == 1          # the refusals dealt nothing: the first deal is still to come
    with pytest.raises(RuleSetError):
        WhistRubber(FOSTER, mode="loose")
    with pytest.raises(RuleSetError):
        FOSTER.law_for([])
    with pytest.raises(IllegalActionError):
        Memory.read(None)
    with pytest.raises(IllegalActionError):
        Memory(tricks=None)                          # type: ignore[arg-type]
    for bad in ({"seats": None}, {"revoke_once": None}, {"seats": (0, 7)}, {"revoke_once": ("x",)}):
        with pytest.raises(IllegalActionError):
            computer_players(2, **bad)
    assert sorted(computer_players(2, revoke_once=(3,))) == [0, 1, 3]
    for bad in ({"rule_set": []}, {"variant": []}, {"mode": []}):
        with pytest.raises(RuleSetError):
            WhistPanel(1, **bad)
    panel = WhistPanel(1)
    before = (panel.status_text(), panel.view(), panel.ruling)
    for hand, card in ((None, parse_cards("AS")[0]), (2, None), (9, parse_cards("AS")[0])):
        with pytest.raises(GameError):
            panel.lead(hand, card)                   # type: ignore[arg-type]
    assert (panel.status_text(), panel.view(), panel.ruling) == before


def test_every_duty_the_chapters_of_a_hand_call_is_carried_out_by_the_chapter_named():
    from games.core.turns import duties_of
    from games.whist.base import WhistBase
    from games.whist.dummy import DoubleDummy, Dummy
    from games.whist.game import Whist

    duties = duties_of(WhistBase)
    assert set(duties.values()) == {"play", "penalties"}
    for cls in (Whist, Dummy, DoubleDummy):
        for name, chapter in duties.items():
            fn = getattr(cls, name)
            assert not hasattr(fn, "_duty_of"), f"{cls.__name__}.{name}: no chapter carries it out"
            assert fn.__module__ == f"games.whist.{chapter}", f"{name} is carried out in {fn.__module__}"
