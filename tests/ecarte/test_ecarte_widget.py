"""The Écarté Play panel's table logic (no browser): seeded, playable to the end through its buttons and
its card toggles, the marks naming the paragraph, only the human seat's view and log shown, the computer
player's judgement marked as the edition's own."""

from __future__ import annotations

import html
import re

import pytest

from games.cards import Card
from games.ecarte.actions import Discard, Play
from games.ecarte.players import OUTSIDE
from games.ecarte.rules import JUDGEMENT
from games.errors import GameError
from games.widgets.ecarte import PANEL, READINGS, EcartePanel, play, readings_text

L = "enquire-within:118"


@pytest.mark.law("enquire-within:118", "enquire-within:119.i")
@pytest.mark.parametrize("seed", range(6))
def test_the_game_plays_to_the_end_through_the_buttons(seed):
    t = EcartePanel(seed)
    steps = 0
    while not t.over:
        buttons = t.buttons()
        assert buttons, t.status_text()
        if t.discarding and steps % 3 == 1:                     # choose the cards by the toggles
            for c in t.view().hand[: 1 + steps % 2]:
                t.toggle(c)
            if not t.discard_action().cards and t.view().seat != t.view().dealer:
                t.toggle(t.view().hand[0])
            buttons = t.buttons()
        b = buttons[steps % len(buttons)] if steps % 2 else next(x for x in buttons if x.primary)
        assert t.act(b.action), (b, t.ruling)
        steps += 1
        assert steps < 500
    marks = [m for m in t.lines if m.kind == "settlement"]
    assert marks and all(m.laws == (L,) and html.escape(m.laws[0].words) in m.html() for m in marks)   # the words on hover
    assert "win" in t.status_text()
    t.game.check_invariants()


def test_the_main_button_is_the_computer_players_advice_and_says_whose_judgement_it_is():
    t = EcartePanel(3)
    seen_outside = False
    for _ in range(200):
        if t.over:
            break
        primary = [b for b in t.buttons() if b.primary]
        assert len(primary) == 1, [b.label for b in t.buttons()]
        text = t.advice_text()
        assert text.startswith("The computer player in your place")
        seen_outside |= JUDGEMENT.label in text
        t.act(primary[0].action)
    assert seen_outside
    reasons = [m for m in t.lines if m.kind == "reason"]
    judged = [m for m in reasons if m.laws == (JUDGEMENT,)]
    assert judged and all(m.html().count(html.escape(JUDGEMENT.label)) == 1 and OUTSIDE not in m.text for m in judged)
    assert all(m.laws in ((JUDGEMENT,), ()) or m.laws[0].words for m in reasons)   # a law's reason: its words


def test_same_seed_same_table_and_refusals_name_the_law():
    a, b = EcartePanel(11), EcartePanel(11)
    assert a.status_text() == b.status_text() and a.table_html() == b.table_html()
    while not any(isinstance(x.action, Play) for x in a.buttons()):
        a.act(next(x for x in a.buttons() if x.primary).action)
    held = set(a.view().hand)
    other = next(c for c in (Card.parse(x) for x in ("KS", "KH", "KD", "KC", "7S", "7H")) if c not in held)
    before = a.game.snapshot()
    assert not a.act(Play(0, other))
    assert a.ruling.laws == (L,) and "Refused" in a.ruling.text and a.game.snapshot() == before
    assert f'<q class="lt-quote">{html.escape(a.ruling.laws[0].words)}</q>' in a.ruling_html()       # the words inline
    with pytest.raises(GameError):
        a.toggle(other)


def test_the_panel_shows_only_what_the_seat_sees():
    for seed in range(5):
        t = EcartePanel(seed)
        while not (t.my_turn and t.view().hand):
            t.act(next(x for x in t.buttons() if x.primary).action)
        shown = t.table_html()
        assert all(f'data-card="{c}"' in shown for c in t.game.hands[0])
        assert not any(f'data-card="{c}"' in shown for c in t.game.hands[1])
        assert "cards face down" in shown


def test_the_discard_is_chosen_card_by_card():
    for seed in range(40):
        t = EcartePanel(seed)
        while not t.over and not t.discarding:
            t.act(next(x for x in t.buttons() if x.primary).action)
        if t.over:
            continue
        hand = t.view().hand
        for c in list(t.chosen):
            t.toggle(c)
        t.toggle(hand[0])
        assert t.discard_action() == Discard(0, (hand[0],))
        assert any(b.key == "discard" for b in t.buttons())
        return
    pytest.fail("no seed reached a discard")


def test_panel_declaration_and_readings():
    assert PANEL["ready"] == ".lt-ecarte .lt-status" and PANEL["notebook"] == "ecarte.ipynb"
    assert set(PANEL["options"]) == set(READINGS)
    assert all(o["reading"] and "\u00b6118" in o["label"] and o["default"] in o["choices"] for o in PANEL["options"].values())
    t = EcartePanel(4, readings={"obligations": "follow-only", "packs": "1"})
    assert t.rules.obligations == "follow-only" and t.rules.packs == 1
    with pytest.raises(GameError):
        EcartePanel(4, readings={"obligations": "never"})
    assert "obligations (enquire-within:118)" in readings_text()
    pytest.importorskip("ipywidgets")
    assert play(5) is not None


def _play_through(t, steps=600):
    for i in range(steps):
        if t.over:
            return
        b = t.buttons()
        t.act((b[i % len(b)] if i % 3 else next(x for x in b if x.primary)).action)


@pytest.mark.parametrize("seed", range(8))
def test_the_panel_plays_the_readers_own_seat_whoever_deals(seed):
    """Seat 0 is the reader's: named "You" in every line, its hand shown, its tricks and score the
    table's "you", whichever seat the cut for deal makes the dealer."""
    t = EcartePanel(seed)
    g = t.game
    assert g.names[t.human] == "You" and g.names[1] == "Ann"
    dealers = set()
    while not t.over:
        v = t.view()
        assert v.seat == t.human and tuple(v.hand) == tuple(g.view(0).hand)
        if v.dealer is not None:
            dealers.add(v.dealer)
            assert ("you deal" in t.status_text()) == (v.dealer == 0)
        assert f"score: you {g.sheet.score('You')}, Ann {g.sheet.score('Ann')}" in t.status_text()
        if t.my_turn:
            assert all(getattr(b.action, "seat", 0) == 0 for b in t.buttons())
        _play_through(t, 1)
    assert dealers == {0, 1}
    lines = [m.text for m in t.lines]
    assert any(x.startswith("You ") for x in lines)
    bad = re.compile(r"\bYou (deals|holds|cuts|plays|wins|marks|changes|claims|proposes)\b|You's|\byou's\b")
    assert not [x for x in lines if bad.search(x)]


@pytest.mark.parametrize("seed", range(6))
def test_the_log_says_each_thing_once_in_plain_words(seed):
    t = EcartePanel(seed)
    _play_through(t)
    lines = [m.text for m in t.lines if m.kind != "reason"]
    assert not [a for a, b in zip(lines, lines[1:]) if a == b], "a line repeated"
    code = re.compile(r"\b(10|[2-9JQKA])[SHDC]\b")
    assert not [x for x in (m.text for m in t.lines) if code.search(x)], "a card code in the log"
    assert not [x for x in (m.text for m in t.lines) if re.search(r"\b1 (tricks|cards|points)\b", x)]
