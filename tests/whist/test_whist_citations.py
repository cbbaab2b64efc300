"""Whist's citations rest on the laws' own words (issue 25), each code cites itself, the scoring is the
edition's, the log says each thing once in plain words, and every panel plays the reader's own seat.

The audit (:mod:`games.whist.audit`) plays the games; ``tests/test_citations.py`` checks every quotation
is a span of its law.  Here: what is particular to Whist."""

from __future__ import annotations

import re

import pytest

from games.audit import play, walked
from games.citations import Cite, Convention, quotations_of
from games.core.actions import Event
from games.core.state import Mode
from games.whist import FOSTER, HOFFMANN, Auto, Whist
from games.whist.actions import Play
from games.whist.audit import TABLES
from games.whist.players import WhistPlayer, play_on
from games.whist.quotations import MAXIM, SHORT_WHIST, WORDS, q
from games.whist.records import Penalty, WhistRemedy
from games.whist.scoring import EDITORIAL_SCORING, hand_scores
from games.widgets.whist_panel import CODES, VARIANTS, WhistPanel
from whist_helpers import advance, finish, stacked

from law_texts import law_texts

BY_ID = {t.id: t for t in TABLES}
CARD_CODE = re.compile(r"\b(?:10|[2-9JQKA])[SHDC]\b")


def _found(table_id: str, seeds=range(3)):
    t = BY_ID[table_id]
    out = []
    for seed in seeds:
        for mode in (Mode.STRICT, Mode.TABLE):
            g, found = play(t, seed, mode)
            out.append((g, found))
    return out + walked(t)


# -- the law table ------------------------------------------------------------------------------------

def test_every_law_of_both_codes_has_its_words_declared():
    ids = [k for k in law_texts() if k.startswith(("hoffmann-whist:", "foster-whist:"))]
    missing = [i for i in ids if not quotations_of(i) and i not in ("hoffmann-whist:p1", "hoffmann-whist:p2",
                                                                     "hoffmann-whist:7")]
    assert not missing, missing
    assert all(isinstance(c, Cite) and c.words for c in WORDS.values())


def test_a_law_applied_for_several_things_has_words_for_each():
    assert q("foster-whist:72.i", "tricks").words == "take three tricks from the revoking player"
    assert q("foster-whist:72.i", "deduct").words == "deduct three points from his score"
    assert q("foster-whist:72.i", "add").words == "add three to their own score"
    assert q("hoffmann-whist:42", "take").words.startswith("The dealer, when it is his turn to play to the first trick")
    assert "liable to be called" in q("hoffmann-whist:42").words
    with pytest.raises(Exception):
        q("foster-whist:72.i", "no such thing")


# -- each code cites itself -----------------------------------------------------------------------------

@pytest.mark.parametrize("table_id", ["whist-foster", "whist-dummy", "whist-double-dummy"])
def test_a_foster_game_cites_hoffmann_only_for_who_deals_next_as_a_declared_reading(table_id):
    other = set()
    for _, found in _found(table_id):
        for f in found:
            if isinstance(f.law, str) and f.law.startswith("hoffmann-whist:"):
                assert f.law.under == "foster-whist" and "Foster's pages are silent" in f.law.reading, f
                other.add(str(f.law))
    assert other == {"hoffmann-whist:25"}


def test_a_hoffmann_game_never_cites_foster():
    for _, found in _found("whist-hoffmann"):
        assert not [f for f in found if isinstance(f.law, str) and f.law.startswith("foster-whist:")]


# -- the scoring is the edition's ---------------------------------------------------------------------------

@pytest.mark.parametrize("rules", [HOFFMANN, FOSTER], ids=lambda r: r.code)
def test_score_lines_for_tricks_and_honours_cite_no_law_but_the_editions_scoring(rules):
    scores = hand_scores((9, 4), (4, 0), {0: 0, 1: 0}, ("A", "B"), code=rules.code)
    assert [s.words for s in scores] == ["three by tricks", "four by honours"]
    assert all(s.law is SHORT_WHIST and isinstance(s.law, Convention) for s in scores)
    g = finish(stacked(rules))
    lines = [e for e in g.log_for(None) if e.kind == "score"]
    assert lines and all(e.laws == () and "the edition's scoring: short whist, not in these pages" in e.text
                         for e in lines)
    assert SHORT_WHIST.label in EDITORIAL_SCORING and "neither" in EDITORIAL_SCORING.lower()
    assert set(SHORT_WHIST.codes) == {"hoffmann-whist", "foster-whist"}


def test_a_penalty_score_line_cites_the_law_that_gives_it_with_its_words():
    add = hand_scores((6, 7), (0, 0), {0: 0, 1: 0}, ("A", "B"), penalties=[Penalty(WhistRemedy.ADD_THREE, 0, 1, "x")],
                      revoked=(1,))
    assert add[0].words == "three added for a revoke" and add[0].law == "foster-whist:72.i"
    assert add[0].law.words == "add three to their own score"
    # a side that revoked stops at four: the line says so, in the words of law 82
    capped = hand_scores((2, 11), (0, 0), {0: 0, 1: 2}, ("A", "B"), penalties=[], revoked=(1,))
    assert capped[0].points == 2 and capped[0].law == "foster-whist:82" and "cannot score more than four" in \
        capped[0].words


# -- the log says each thing once, in plain words ------------------------------------------------------------

@pytest.mark.parametrize("table_id", sorted(BY_ID))
def test_no_card_codes_in_the_log(table_id):
    for g, _ in _found(table_id, seeds=range(2)):
        texts = [e.text for e in getattr(g, "log", ()) if isinstance(e, Event)]
        bad = [t for t in texts if CARD_CODE.search(t)]
        assert not bad, bad[:5]


def test_a_forced_card_says_it_is_forced():
    # East leads the six of hearts; North (the dealer) holds the three, four and five of hearts: not forced;
    # at the twelfth trick each player has two cards, at the thirteenth one: his last card, forced
    g = Whist(FOSTER, seed=3, automations=Auto.ALL)
    made = play_on(g, {s: WhistPlayer() for s in range(4)})
    plays = [(s, c) for s, c in made if isinstance(c.action, Play)]
    last = plays[-4:]
    assert all("a forced card" in c.reason and "his last card" in c.reason and c.law is None for _, c in last)
    for s, c in plays:
        if "a forced card" not in c.reason:
            assert c.law is MAXIM and "outside the texts" in c.reason
    only = [c.reason for _, c in plays if "his only" in c.reason]
    assert only and all(re.search(r"his only (spade|heart|club|diamond), which he must play", r) for r in only)
    assert not any(("second hand low" in c.reason or "third hand high" in c.reason) and "forced" in c.reason
                   for _, c in plays)


def _panel_run(t: WhistPanel, hands: int = 1, limit: int = 500) -> WhistPanel:
    for _ in range(limit):
        if t.rubber.over or t.hands_played >= hands:
            break
        a = t.advice()
        if a is not None:
            t.act(a.action)
            continue
        bs = t.buttons()
        prim = [b for b in bs if b.primary] or bs
        if not prim:
            break
        t.press(prim[0])
    return t


YOU_VERB = re.compile(r"\bYou (?!are\b|have\b|do\b|were\b|say\b)[a-z]+s\b")


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("rule_set", sorted(CODES))
def test_the_record_is_in_plain_words_once_each(variant, rule_set):
    if variant != "whist" and rule_set != "foster":
        pytest.skip("Dummy and Double Dummy are Foster's")
    t = _panel_run(WhistPanel(5, rule_set, variant=variant, mode="table"), hands=2)
    texts = [ln.text for ln in t.lines]
    assert texts
    assert not [x for x in texts if YOU_VERB.search(x) or "You's" in x or "you's" in x]
    assert not [x for x in texts if CARD_CODE.search(x)]
    assert not [x for x in texts if re.search(r"\b1 (tricks|cards|points)\b", x)]
    assert all(a != b for a, b in zip(t.lines, t.lines[1:])), "a line repeated"
    assert not [ln for ln in t.lines if ln.kind == "reason"]   # a claim or a choice is the game's line, once
    assert not [x for x in texts if "deals" in x and x.startswith("Deal ")]


def _reader_revokes_and_is_claimed() -> WhistPanel:
    """The reader renounces (holding the suit led); the computer adversaries claim the revoke and elect."""
    for seed in range(40):
        t = WhistPanel(seed, "foster", mode="table")
        for _ in range(80):
            v = t.view()
            if v.trick and v.to_act == 2 and not t._pause(t.game):
                led = v.trick[0][1].suit
                other = [c for c in v.hands[2] if c.suit is not led]
                if any(c.suit is led for c in v.hands[2]) and other:
                    assert t.lead(2, other[0])
                    advance(t)
                    if any(" chooses: " in ln.text for ln in t.lines):
                        return t
                    break
            a = t.advice()
            if a is None:
                break
            t.act(a.action)
    raise AssertionError("no revoke claimed")


def test_a_computer_players_choice_of_penalty_is_one_line_citing_the_penalty_chosen():
    t = _reader_revokes_and_is_claimed()
    chosen = [ln for ln in t.lines if " chooses: " in ln.text]
    assert len(chosen) == 1
    assert all(isinstance(x, Cite) and x.words for x in chosen[0].laws)
    assert not any(str(x) == "foster-whist:84" for x in chosen[0].laws)


# -- every panel plays the reader's own seat -----------------------------------------------------------------

@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("rule_set", sorted(CODES))
def test_every_panel_plays_the_readers_own_seat(variant, rule_set):
    if variant != "whist" and rule_set != "foster":
        pytest.skip("Dummy and Double Dummy are Foster's")
    for seed in (1, 1234):
        t = WhistPanel(seed, rule_set, variant=variant, mode="strict")
        you = t.names.index("You")
        assert t.human == you and you in t.mine
        g = t.game
        assert g.names[you] == "You"
        v = t.view()
        assert v.seat == you
        # the hand shown is the reader's seat's; the cards he may play are that seat's
        shown = t.card_buttons()
        assert set(shown) == set(t.mine)
        assert {c for c, _ in shown[you]} == set(g.play.hands[you])
        if v.to_act == you:
            assert all(a.seat in t.mine for a in v.legal if isinstance(a, Play))
        # the score is that seat's side's
        assert "You" in t.side_name(you % 2)
        _panel_run(t, hands=1)
        assert t.hands_played == 1
        s = t.sheet()
        assert any("You" in side for side in s["sides"]) and "You" in s["sides"][you % 2]
        pm = t.post_mortem_text()
        if pm and "analyses only" not in pm:   # the solver's account is of the reader's side
            from games.cards import ACE_HIGH
            p = t.game.play
            mine = sum(1 for x in p.tricks[6:] if x.winner(ACE_HIGH, p.trumps) % 2 == you % 2)
            assert f"; {mine} and {7 - mine} were taken" in pm, pm
        for ln in t.lines:
            assert "You deals" not in ln.text and "You claims" not in ln.text


def test_a_ruling_shows_its_words_inline_and_each_option_its_own():
    from games.core.breaches import Claim
    from games.whist.scenarios import demonstration
    from games.widgets.whist import bottom_html
    t = WhistPanel(1, "foster", mode="table")
    g = demonstration("revoke")       # West renounced; the trick is turned and quitted
    g.do(Claim(2, "a revoke", against=3))
    t.game = g                         # the reader's side elects the penalty
    assert 2 in t.view().choosers
    html = bottom_html(t)
    assert "A ruling waits" in html and 'class="lt-quote"' in html
    for words in ("take three tricks from the revoking player", "deduct three points from his score",
                  "add three to their own score"):
        assert words in html
