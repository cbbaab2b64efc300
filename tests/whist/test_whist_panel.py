"""The Whist table's logic (no ipywidgets): a hand played to the end, a revoke by the reader claimed and
ruled each way, a lead out of turn, the score sheet, the last-trick rule, the three variants."""

from __future__ import annotations

import pytest

from games.core.breaches import Claim
from games.core.state import ChooseRemedy
from games.errors import GameError
from games.whist.actions import Play, SeeLastTrick
from games.widgets.whist_panel import HIDDEN_KINDS, WhistPanel


def play_card(t: WhistPanel) -> None:
    """The reader plays the card the computer player advises (or presses the main button)."""
    a = t.advice()
    if a is not None:
        assert t.act(a.action), t.ruling
        return
    primary = [b for b in t.buttons() if b.primary]
    assert primary, t.status_text()
    t.press(primary[0])


def to_hand_end(t: WhistPanel, limit: int = 200) -> None:
    deal = t.game.deal_number
    for _ in range(limit):
        if t.game.over or t.game.deal_number != deal or t.game.phase.value.startswith("end"):
            return
        play_card(t)
    raise AssertionError("the hand did not end")


def test_a_hand_played_to_the_end_and_scored_on_the_sheet():
    t = WhistPanel(11, "foster", mode="strict")
    assert t.human == 2 and t.names[2] == "You"
    # only the cards the laws allow are enabled in STRICT mode, when it is the reader's turn
    cards = t.card_buttons()[2]
    assert len(cards) == 13
    legal = {a.card for a in t.view().legal if isinstance(a, Play)}
    assert {c for c, on in cards if on} == legal
    to_hand_end(t)
    assert t.game.phase.value.startswith("end") and not t.game.over
    assert any(b.key == "continue" for b in t.buttons())  # the pause: the cards are cut when the reader says
    t.press(next(b for b in t.buttons() if b.key == "continue"))
    assert t.game.over
    sheet = t.sheet()
    assert sheet["entries"] and sum(p for _, _, p, _, _ in sheet["entries"]) == sum(sheet["score"].values())
    assert "Editorial" in sheet["note"]
    t.press(next(b for b in t.buttons() if b.key == "next"))
    assert t.game.deal_number == 2 and t.hands_played == 1


def test_a_whole_rubber_to_its_end_under_each_code():
    for code in ("foster", "hoffmann"):
        t = WhistPanel(5, code)
        for _ in range(3000):
            if t.rubber.over and t.game.over:
                break
            play_card(t)
        assert t.rubber.over
        s = t.sheet()
        assert s["rubber"] and max(s["games"].values()) == 2
        assert "rubber is won" in t.status_text()


def _reader_revokes(mode="table", seed=0):
    """Play on until the reader can renounce (hold the suit led and another), and renounce."""
    for seed in range(seed, seed + 40):
        t = WhistPanel(seed, "foster", mode=mode)
        for _ in range(60):
            v = t.view()
            if v.trick and v.to_act == 2 and not t._pause(t.game):
                led = v.trick[0][1].suit
                hand = v.hands[2]
                other = [c for c in hand if c.suit is not led]
                if any(c.suit is led for c in hand) and other:
                    assert t.lead(2, other[0])
                    return t
            play_card(t)
    raise AssertionError("no renounce found")


@pytest.mark.parametrize("option,words", [(0, "take three tricks"), (1, "deduct three"), (2, "add three")])
def test_a_revoke_by_the_reader_claimed_and_ruled_each_way(option, words):
    t = _reader_revokes()
    # nobody is told: the adversaries see only the card
    assert not any("renounces" in e.text for e in t.game.log_for(1))
    to_hand_end(t)
    claims = [e for e in t.game.log_for(2) if e.kind == "claim"]
    assert claims and "revoke" in claims[0].text and "against you" in claims[0].text
    rulings = [ln for ln in t.lines if ln.kind == "ruling" and "revoke" in ln.text.lower()]
    assert rulings and any("foster-whist:72.i" in ln.laws or "foster-whist:71" in ln.laws for ln in rulings)
    # the computer adversaries elected; the table's record says which once, citing the words of law 72 (i)
    chosen = [ln for ln in t.lines if " chooses: " in ln.text]
    assert len(chosen) == 1 and any(str(x) == "foster-whist:72.i" and x.words for x in chosen[0].laws)
    assert not any(ln.kind == "reason" for ln in t.lines)
    # now the same revoke ruled each way, the adversaries' choice made through the engine
    t2 = _reader_revokes()
    g = t2.game
    assert not any(e.kind == "claim" for e in g.log_for(2))   # not proved yet: the reader has not shown the suit
    if t2._pause(g):
        assert t2.continue_()   # the trick turned and quitted: the revoke is established (law 73)
    assert not any(e.kind == "claim" for e in g.log_for(2))
    g.do(Claim(1, "a revoke", against=2))
    chooser = g.to_act
    assert g.view(chooser).options[option].startswith(words)
    g.do(ChooseRemedy(chooser, option))
    assert any(words in e.text for e in g.log_for(2) if e.kind == "remedy")


def test_the_reader_claims_a_computers_revoke_and_elects_the_penalty():
    for seed in range(20):
        t = WhistPanel(seed, "foster", mode="demonstration")
        for _ in range(400):
            if t.game.over:
                break
            west = [r for r in t.reasons.values() if "revokes on purpose" in r]
            if west:
                break
            play_card(t)
        if not west:
            continue
        n = len(t.game.play.tricks)
        while len(t.game.play.tricks) == n:   # the trick turned and quitted: the revoke is established
            play_card(t)
        claim = next(b for b in t.buttons() if b.key == "claim-revoke-3")
        assert t.press(claim), t.ruling
        v = t.view()
        assert 2 in v.choosers and v.may_consult is True
        labels = [b.label for b in t.buttons()]
        assert "Take three tricks from the revoking side" in labels and "Consult your partner first" in labels
        t.press(next(b for b in t.buttons() if b.label.startswith("Add three")))
        assert any("add three" in ln.text for ln in t.lines if ln.kind == "ruling")
        return
    raise AssertionError("West never revoked")


def test_a_false_claim_is_refused_citing_the_law_and_changes_nothing():
    t = WhistPanel(3, "foster", mode="table")
    before = t.game.snapshot()
    assert not t.press(next(b for b in t.buttons() if b.key == "claim-revoke-1"))
    assert t.ruling is not None and t.ruling.text.startswith("Refused") and t.ruling.laws
    assert t.game.snapshot() == before


def test_a_lead_out_of_turn_by_the_reader_is_claimed_and_ruled():
    for seed in range(30):
        t = WhistPanel(seed, "foster", mode="table")
        for _ in range(80):
            g = t.game
            if t._pause(g) and g.phase.value == "play":
                from games.cards import ACE_HIGH
                winner = g.play.trick.winner(ACE_HIGH, g.play.trumps)
                if winner != 2:
                    assert t.lead(2, t.view().hands[2][0])
                    claims = [e for e in g.log_for(2) if e.kind == "claim"]
                    assert claims and "lead out of turn" in claims[-1].text
                    assert any(e.kind == "ruling" and "foster-whist:62" in e.laws for e in g.log_for(2))
                    assert any(ln.kind == "ruling" and "foster-whist:62" in ln.laws for ln in t.lines)
                    return
            play_card(t)
    raise AssertionError("no moment to lead out of turn")


def test_strict_mode_refuses_a_lead_out_of_turn_and_a_revoke():
    t = WhistPanel(4, "foster", mode="strict")
    tried = {"revoke": False, "pause": False}
    for _ in range(120):
        v = t.view()
        wrong = [c for c, on in t.card_buttons()[2] if not on]
        before = t.game.snapshot()
        if v.to_act == 2 and wrong and not t._pause(t.game) and not tried["revoke"]:
            assert not t.lead(2, wrong[0])   # a card the laws do not allow: refused, naming the law
            assert t.ruling.text.startswith("Refused") and t.ruling.laws and t.game.snapshot() == before
            tried["revoke"] = True
        elif t._pause(t.game) and t.game.phase.value == "play" and not tried["pause"]:
            assert not any(on for _, on in t.card_buttons()[2])
            assert not t.lead(2, t.view().hands[2][0])   # no lead while the trick lies on the table
            assert t.ruling.text.startswith("Refused") and t.game.snapshot() == before
            tried["pause"] = True
        if all(tried.values()):
            return
        play_card(t)
    raise AssertionError(f"not tried: {tried}")


def test_the_last_trick_is_seen_once_and_no_more_and_the_record_hides_the_tricks_turned():
    t = WhistPanel(6, "foster")
    while not t.game.play.tricks:
        play_card(t)
    while t._pause(t.game):
        play_card(t)
    assert t.last_trick() == []
    b = next(b for b in t.buttons() if b.key == "last-trick")
    assert t.press(b) and len(t.last_trick()) == 4
    assert not any(b.key == "last-trick" for b in t.buttons())   # once
    assert not t.act(SeeLastTrick(2)) and "foster-whist:91" in t.ruling.laws
    # the record never names a card of a trick turned
    played = {c for tr in t.game.play.tricks for _, c in tr.plays}
    assert not any(c.name in ln.text for ln in t.lines for c in played if ln.kind != "reason")
    plays = [e.text for e in t.game.log_for(2) if e.kind in HIDDEN_KINDS]
    assert plays and not any(ln.text in plays for ln in t.lines)
    # the next trick turned, the last trick shown is gone until asked again
    to = t.game.play.tricks.__len__()
    while len(t.game.play.tricks) == to:
        play_card(t)
    assert t.last_trick() == []


def test_hoffmann_offers_no_last_trick_and_says_why():
    t = WhistPanel(6, "hoffmann")
    while not t.game.play.tricks:
        play_card(t)
    assert not any(b.key == "last-trick" for b in t.buttons())
    assert not t.act(SeeLastTrick(2)) and "Hoffmann" in t.ruling.text


def test_each_computer_card_has_its_reason_on_the_table():
    t = WhistPanel(8, "foster")
    trick = t.trick()
    assert trick and trick[0][0] == "East"   # North dealt: East led, and it is your turn
    assert all(why and "outside the texts" in why for name, c, why in trick if name != "You")


@pytest.mark.parametrize("variant,hands,computers", [("dummy", (0, 2), [1, 3]), ("double-dummy", (0, 2), [1])])
def test_dummy_and_double_dummy_tables(variant, hands, computers):
    t = WhistPanel(2, variant=variant)
    if variant == "dummy":
        assert t.game.dealer == 2   # Dummy deals at the commencement of each rubber (dummy.i)
    assert t.mine == hands and sorted(t.players) == computers
    assert set(t.card_buttons()) == set(hands)
    v = t.view()
    if variant == "double-dummy":
        assert len(v.hands) == 4   # all open
    to_hand_end(t, 400)
    assert t.game.phase.value.startswith("end")


def test_bad_input_is_refused():
    with pytest.raises(GameError):
        WhistPanel("x")
    with pytest.raises(GameError):
        WhistPanel(1, "peel")
    with pytest.raises(GameError):
        WhistPanel(1, variant="solo")
    with pytest.raises(GameError):
        WhistPanel(1, mode="loose")
    with pytest.raises(GameError):
        WhistPanel(1, "hoffmann", variant="dummy")
    t = WhistPanel(1)
    assert not t.lead(1, t.view().hands[2][0])


def test_after_the_hand_the_solver_replays_the_last_seven_tricks():
    t = WhistPanel(11, "foster")
    assert t.post_mortem_text() == ""   # not during the play (law 91)
    to_hand_end(t)
    text = t.post_mortem_text()
    assert "last 7 tricks" in text and "best play" in text and "From the deal" not in text
    assert "would have taken" in text


@pytest.mark.parametrize("seed", range(9))
def test_random_presses_never_break_the_table(seed):
    """Any button or card pressed, in any order (claims, remedies, revokes, leads out of turn): a refusal
    names its law and changes nothing, and every card stays exactly once."""
    import random

    rng = random.Random(seed)
    variant = ("whist", "dummy", "double-dummy")[seed % 3]
    mode = ("table", "demonstration", "strict")[(seed // 3) % 3]
    code = "hoffmann" if variant == "whist" and seed % 2 else "foster"
    t = WhistPanel(seed, code, variant=variant, mode=mode)
    for _ in range(150):
        if t.rubber.over and t.game.over:
            break
        cards = [(h, c) for h, cs in t.card_buttons().items() for c, on in cs if on]
        # the whole deal's analysis takes the solver seconds to minutes: tests/whist/test_whist_analysis.py
        options = [("card", x) for x in cards] + [("button", b) for b in t.buttons() if b.action != "analyse"]
        assert options, t.status_text()
        advice = t.advice()
        before = t.game.snapshot()
        if advice is not None and rng.random() < 0.6:
            done = t.act(advice.action)
        else:
            kind, x = rng.choice(options)
            done = t.lead(*x) if kind == "card" else t.press(x)
        if not done and t.ruling is not None and t.ruling.laws:
            assert t.game.snapshot() == before or t.game.over
        t.game.check_invariants()
        assert t.status_text() and t.sheet()["sides"]
