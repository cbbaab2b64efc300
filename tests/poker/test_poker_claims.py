"""Poker on the grown core: hidden breaches and the claims that bring them to the referee, each book
its own referee, the turn protocol registered by the chapters, typed remedies, who sees what, and the
sitting that takes each game's reported result.  Everything is asserted through ``view()``,
``log_for()`` and the public API."""

from __future__ import annotations

import ast
import inspect
import os

import pytest

from games.cards import parse_cards
from games.core.referee import referee_for
from games.core.sitting import Sitting as CoreSitting
from games.core.state import Mode
from games.core.testing import refused
from games.errors import IllegalActionError, IrregularActionError
import games.poker as E
from games.poker import (
    FOSTER_REFEREE, FOSTER_RULES, REFEREE, Automation, Claim, DealCard, Draw, FaceUpInPack, Give, Phase,
    PokerRemedy, RaiseHand, Shuffle, Sitting, Stake,
)
from games.poker import referee as R
from games.poker.records import PokerResult
from games.poker.scenarios import arranged_game

NAMES = ["Ann", "Bob", "Cy", "Di"]
ANN, BOB, CY, DI = range(4)
HANDS = ["2S 2H 5C 9D KS", "JS JH 4C 8D QS", "3S 3H 6C 10D AS", "7S 7H 7C 10C 10S"]
DRAW = "AH AD AC 2C 2D 3C 3D 4D 4H 5D 5H 6D"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def texts(g, seat, kind=None):
    return [e.text for e in g.log_for(seat) if kind is None or e.kind == kind]


def uncut_deal(**kw):
    """Ann deals; Bob antes; the pack is shuffled and the dealer begins without a cut."""
    s = Sitting(NAMES, dealer=0, automations=Automation.NONE, **kw)
    g = s.new_game()
    g.do(E.Ante(BOB, 1))
    g.do(E.DeclineStraddle(CY))
    g.do(Shuffle(ANN))
    g.do(DealCard())
    return g


def misdealt(**kw):
    """Bob gets four cards, Cy six: the dealer gives Cy Bob's last card."""
    g = arranged_game(NAMES, HANDS, DRAW, deal=False, **kw)
    while not g.deal_finished:
        if g.dealt == 16:
            g.do(DealCard(to=CY))
        elif sum(g.view(ANN).card_counts) == 20:
            g.do(E.FinishDeal())
        else:
            g.do(DealCard())
    return g


def to_draw():
    g = arranged_game(NAMES, HANDS, DRAW)
    g.do(Stake(CY, 2))
    while g.phase is Phase.PLAY:
        s = g.to_act
        g.do(Stake(s, g.highest - g.view(s).stakes[s]))
    return g


# -- hidden breaches and claims -------------------------------------------------------------------

@pytest.mark.law("peel-poker:8")
def test_a_deal_without_a_cut_is_seen_by_nobody_until_claimed():
    g = uncut_deal()
    for seat in (None, ANN, BOB, CY, DI):
        assert not any("without the pack" in t for t in texts(g, seat))     # nobody saw it
    assert "without the pack having been cut" in g.transcript()             # the record keeps it
    assert g.claimable()["a deal without a cut"] == (R.DealtWithoutCut,)
    events = g.do(Claim(DI, "a deal without a cut"))
    assert [e.kind for e in events][:3] == ["claim", "irregularity", "ruling"]
    assert events[0].laws == ("peel-poker:8",)
    assert any(e.kind == "misdeal" and e.laws == ("peel-poker:8",) for e in g.log_for(BOB))
    assert g.phase is Phase.SHUFFLE and g.view(DI).pack_count == 52


@pytest.mark.law("peel-poker:8", "peel-poker:9")
def test_a_claim_of_no_cut_once_the_play_has_begun_is_too_late_citing_law_9():
    g = uncut_deal()
    while not g.deal_finished:
        g.do(DealCard())
    for s in g.dealt_in:
        g.do(RaiseHand(s))
    g.do(Stake(g.to_act, 2))  # the game is opened
    e = refused(g, Claim(DI, "a deal without a cut"), "peel-poker:9")
    assert "too late" in e.message and "play has begun" in e.message


@pytest.mark.law("peel-poker:8")
def test_the_strict_table_refuses_a_deal_without_a_cut():
    s = Sitting(NAMES, dealer=0, automations=Automation.NONE, mode=Mode.STRICT)
    g = s.new_game()
    g.do(E.Ante(BOB, 1))
    g.do(E.DeclineStraddle(CY))
    g.do(Shuffle(ANN))
    assert g.legal_actions() == [E.Cut(DI, 26)]
    refused(g, DealCard(), "peel-poker:8", IrregularActionError)


@pytest.mark.law("peel-poker:12")
def test_a_wrong_number_dealt_is_hidden_and_an_unfounded_claim_is_refused():
    g = misdealt()
    assert not any("dealt 4 cards" in t or "dealt 6 cards" in t for s in (None, *range(4)) for t in texts(g, s))
    e = refused(g, Claim(DI, "a wrong number of cards dealt", ANN), "peel-poker:12")   # Ann holds five
    assert "none to claim" in e.message
    e = refused(g, Claim(DI, "a revoke"))                                               # not Poker's words
    assert "a wrong number of cards dealt" in e.message


@pytest.mark.law("peel-poker:12", "peel-poker:13")
def test_once_the_holder_has_drawn_the_claim_of_a_wrong_deal_is_closed():
    g = misdealt()
    for s in g.dealt_in:
        g.do(RaiseHand(s))
    g.do(Stake(CY, 2))
    while g.phase is Phase.PLAY:
        s = g.to_act
        g.do(Stake(s, g.highest - g.view(s).stakes[s]))
    g.do(Draw(BOB, ()))            # Bob stands on his four cards
    e = refused(g, Claim(DI, "a wrong number of cards dealt", BOB), "peel-poker:13")
    assert "has drawn" in e.message


@pytest.mark.law("peel-poker:12")
def test_a_breach_of_a_deal_made_again_cannot_be_claimed():
    g = misdealt()
    g.do(Claim(DI, "a wrong number of cards dealt", CY))   # not raised: a misdeal (law 12)
    assert g.phase is Phase.SHUFFLE
    e = refused(g, Claim(DI, "a wrong number of cards dealt", BOB), "peel-poker:12")
    assert "dealt again" in e.message


@pytest.mark.law("peel-poker:42", "peel-poker:48")
def test_too_many_given_is_hidden_then_seen_by_the_holder_when_he_takes_them_up():
    g = to_draw()
    g.do(Draw(BOB, parse_cards("4C 8D QS")))
    g.do(Give(BOB, 4))
    assert not any("for the 3 demanded" in t for s in (None, *range(4)) for t in texts(g, s))
    g.do(RaiseHand(BOB))
    assert any("a foul hand" in t for t in texts(g, BOB, "irregularity"))       # he sees it
    assert not any("a foul hand" in t for t in texts(g, CY, "irregularity"))    # Cy does not
    refused(g, Claim(DI, "too many cards given in the draw", BOB), "peel-poker:42")
    g.do(Claim(DI, "a foul hand", BOB))
    assert not g.view(DI).in_game[BOB]


# -- each book its own referee ------------------------------------------------------------------

@pytest.mark.law("foster-poker:p7", "foster-poker:p12")
def test_a_foster_game_is_ruled_by_fosters_referee_and_never_cites_peel():
    assert referee_for("foster-poker") is FOSTER_REFEREE and referee_for("peel-poker") is REFEREE
    g = arranged_game(NAMES, HANDS, DRAW, rules=FOSTER_RULES, deal=False)
    g.do(DealCard())
    assert g.referee is FOSTER_REFEREE and g.claimable() == {}
    e = refused(g, Claim(DI, "a deal without a cut"), "foster-poker:p6")
    assert "Foster's text is silent" in e.message
    e = refused(g, FaceUpInPack(DI), "foster-poker:p6", IrregularActionError)   # Foster's text is silent on it
    assert "Foster's text is silent" in e.message
    r = R.rule(g, R.HandsDisputed(("10S JH QD KC AS", "10H JS QC KD AD")))
    assert r.laws == ("foster-poker:p7",) and r.remedy is PokerRemedy.SHARE
    assert R.rule(None, R.WrongPack(cards=60)).laws == ("peel-poker:1",)
    assert FOSTER_REFEREE.rule(None, R.WrongPack(cards=60)).remedy is PokerRemedy.NO_EFFECT
    assert FOSTER_REFEREE.rule(None, R.TieForDeal()).laws[0] == "foster-poker:p12"
    with pytest.raises(IllegalActionError) as err:
        R.rule(g, R.SpokeToDealer())
    assert err.value.law == "foster-poker:p6" and "silent" in err.value.message
    f = arranged_game(NAMES, HANDS, DRAW, rules=FOSTER_RULES)
    f.do(Stake(CY, 2))
    while f.phase is Phase.PLAY:
        f.do(Stake(f.to_act, f.highest - f.view(f.to_act).stakes[f.to_act]))
    e = refused(f, Draw(BOB, parse_cards("4C 8D QS"), 2), "foster-poker:p6")   # a wrong demand: Foster is silent
    assert "asks for 2" in e.message
    for kind in FOSTER_REFEREE.kinds():
        for law_id in FOSTER_REFEREE.ruling_for(kind).__laws__:
            assert law_id.startswith("foster-poker:")


# -- typed remedies -------------------------------------------------------------------------------

def test_every_ruling_names_its_remedy_by_member():
    for entry in R.IRREGULARITIES:
        if entry.example is None:
            continue
        try:
            r = R.rule(None, entry.kind())
        except Exception:  # some need facts to be given
            continue
        assert r.remedy is None or isinstance(r.remedy, PokerRemedy), entry.name
    source = "".join(open(os.path.join(ROOT, "games", "poker", "rulings", f)).read()
                     for f in os.listdir(os.path.join(ROOT, "games", "poker", "rulings")) if f.endswith(".py"))
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("Ruling", "RulingOption"):
            arg = node.args[2] if len(node.args) > 2 else None
            assert not (isinstance(arg, ast.Constant) and isinstance(arg.value, str)), ast.unparse(node)[:80]


def test_one_dispatch_and_no_lookup_by_string():
    remedies = inspect.getsource(E.Game.__mro__[1])   # the remedies chapter
    assert "_REMEDIES" not in remedies and "def apply_ruling" not in remedies
    for bad in ("startswith(", "[-1])"):
        assert bad not in remedies


# -- the turn protocol ------------------------------------------------------------------------------

def test_the_game_file_has_no_chain_over_phases_nor_duties():
    src = open(os.path.join(ROOT, "games", "poker", "game.py")).read()
    for name in ("def _step", "def auto_action", "def _legal_actions", "def to_act", "def actor", "duty is Duty"):
        assert name not in src
    g = Sitting(NAMES, seed=3, automations=Automation.NONE, dealer=0).new_game()
    assert (g.actor, g.to_act, g.legal_actions()) == ("player", BOB, g.legal_actions(BOB))
    g.automations = Automation.DEFAULT
    g.run_automations()
    assert g.phase is Phase.PLAY and g.actor == "player"


# -- who sees ---------------------------------------------------------------------------------------

@pytest.mark.law("peel-poker:6", "peel-poker:59")
def test_the_view_shows_own_hand_and_the_hands_shown_only():
    g = to_draw()
    assert g.view(ANN).hand and all(x is None for x in g.view(ANN).shown)
    cards_to_bob = [t for t in texts(g, ANN, "card") if t.startswith("Bob")]
    assert cards_to_bob and all(t == "Bob receives a card face down" for t in cards_to_bob)


def test_the_widget_shows_log_for_its_seat_as_it_is():
    from games.widgets.poker import PokerPanel

    t = PokerPanel(5)
    # the record opens with how the table was formed (the sitting's draw for the deal), then the game's log
    formed = [e.text for e in t.sitting.log]
    assert [m.text for m in t.messages[: len(formed)]] == formed
    shown = [m.text for m in t.messages[len(formed):] if m.kind == "event"]
    log = [e.text for e in t.game.log_for(t.human)]
    assert shown[: len(log)] == log[: len(shown)]
    assert not any("one at a time" in m and "the dealer deals the cards" in m for m in shown)
    widget = open(os.path.join(ROOT, "games", "widgets", "poker.py")).read()
    assert '"peel-poker:6"' not in widget and '"peel-poker:7"' not in widget and "_dealing_noted" not in widget


# -- the sitting ------------------------------------------------------------------------------------

@pytest.mark.law("peel-poker:18", "peel-poker:29")
def test_each_game_reports_its_result_and_the_sitting_applies_it():
    s = Sitting(NAMES, seed=7, chips=30)
    assert isinstance(s, CoreSitting)
    g = s.new_game()
    assert g.seed == "7/game1" and s.in_progress is not None and s.in_progress.number == 1
    dealer = s.dealer
    while not g.over:
        g.do(next(a for a in g.legal_actions() if isinstance(a, E.Pass)) if g.phase is Phase.PLAY
             else g.legal_actions()[0])
    (result,) = s.deals
    assert isinstance(result, PokerResult) and result.number == 1
    assert result.next_jackpot_level == s.jackpot_level and result.carried == s.carried
    assert s.dealer == (dealer + 1) % 4 and s.in_progress is None
    assert s.new_game().seed == "7/game2"

