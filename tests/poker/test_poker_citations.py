"""Draw Poker's citations rest on the laws' own words, each code cites itself, and the Play panel plays
the reader's own seat under every rule set (issue 25)."""

from __future__ import annotations

import random
import re

import pytest

from games.citations import Cite, Convention
from games.core.actions import Event
from games.poker import FOSTER_RULES, PEEL_RULES, Sitting
from games.poker import law_words as W
from games.poker.audit import rulings_walk
from games.poker.records import Automation
from games.poker.referee import IRREGULARITIES, HandsDisputed, StraddleOutOfTurn, rule
from games.widgets.poker import PokerPanel, line_html, rules_for
from games.widgets.referee import decide, ruling_html

SEEDS = (455078, 1234, 0, 3, 8, 21)
CARD_CODE = re.compile(r"\b(10|[2-9AKQJ])[SHDC]\b")


def _played(rules, seed, players=5):
    """A sitting under ``rules`` and its first game played at random to the end."""
    s = Sitting([f"P{i}" for i in range(players)], rules=rules, seed=seed)
    g = s.new_game(automations=Automation.DEFAULT)
    rng = random.Random(seed)
    while not g.over:
        g.do(rng.choice(g.legal_actions()))
    return s, g


def _laws(events):
    return [(e, law) for e in events if isinstance(e, Event) for law in e.laws]


@pytest.mark.law("foster-poker:p10", "foster-poker:p11", "foster-poker:p12")
@pytest.mark.parametrize("seed", SEEDS)
def test_a_foster_sitting_cites_foster_for_the_cut_and_the_seats_and_labels_every_law_of_peel(seed):
    s, g = _played(FOSTER_RULES, seed)
    cuts = [e for e in s.log if isinstance(e, Event) and e.kind == "cut-for-seats"]
    seats = [e for e in s.log if isinstance(e, Event) and e.kind == "seats"]
    assert len(cuts) >= s.n and len(seats) == 1
    for e in cuts + seats:
        assert e.laws and all(str(law).startswith("foster-poker:") and law.words for law in e.laws), e
    assert "choice of seats" in seats[0].laws[0].words
    assert not any(CARD_CODE.search(e.text) for e in cuts), [e.text for e in cuts]
    cited = _laws([*s.log, *g.log]) + [(line, law) for line in g.settlement for law in line.laws]
    peel = [(e, law) for e, law in cited if str(law).startswith("peel-poker:")]
    assert peel, "a Foster game plays Peel's rules where Foster is silent, and says so"
    for e, law in peel:
        assert isinstance(law, Cite) and law.words and law.under == "foster-poker", (e, law)
        assert law.reading == f"Foster's pages are silent here; played as {law.label}, a reading of this edition"


@pytest.mark.parametrize("seed", SEEDS)
def test_a_peel_sitting_cites_no_law_of_fosters(seed):
    s, g = _played(PEEL_RULES, seed)
    cited = _laws([*s.log, *g.log]) + [(line, law) for line in g.settlement for law in line.laws]
    assert cited and all(str(law).startswith("peel-poker:") and law.words and not law.under for _, law in cited)
    draws = [e for e in s.log if isinstance(e, Event) and e.kind == "draw-for-deal"]
    assert draws and all(law.words in (W.DRAW_FOR_DEAL.words, W.DRAW_AGAIN.words) for e in draws for law in e.laws)


@pytest.mark.law("foster-poker:p9")
def test_eight_at_a_foster_table_the_dealer_takes_no_cards_by_fosters_words():
    s = Sitting([f"P{i}" for i in range(8)], rules=FOSTER_RULES, seed=4)
    g = s.new_game()
    out = [e for e in g.log if isinstance(e, Event) and e.kind == "dealer-out"]
    assert len(out) == 1 and out[0].laws == ("foster-poker:p9",) and "dealer to take no cards" in out[0].laws[0].words


@pytest.mark.law("peel-poker:21")
def test_a_rule_applied_for_two_things_cites_the_words_of_each():
    first, later = rule(None, StraddleOutOfTurn(first_straddled=False)), rule(None, StraddleOutOfTurn(first_straddled=True))
    assert first.laws == later.laws == ("peel-poker:21",)
    assert first.laws[0].words == "If he does not straddle, no other player shall do so"
    assert "increase the straddle" in later.laws[0].words


def test_foster_hands_ruling_labels_the_order_of_hands_as_the_editions_and_names_no_card_by_code():
    g = type("G", (), {"rules": FOSTER_RULES})()
    r = rule(g, HandsDisputed(hands=("10S JH QD KC AS", "9H 10H JC QS KD")))
    assert r.laws == ("foster-poker:p7",) and "according to the wish of the holder" in r.laws[0].words
    assert W.AMERICAN_ORDER.label in r.decision and isinstance(W.AMERICAN_ORDER, Convention)
    assert not CARD_CODE.search(r.decision), r.decision


def test_every_ruling_of_the_catalogue_cites_a_law_once_with_its_words():
    for walk in (rulings_walk(PEEL_RULES), rulings_walk(FOSTER_RULES)):
        at = walk()
        assert at.log
        for e in at.log:
            ids = [str(x) for x in e.laws]
            assert len(ids) == len(set(ids)), f"a law cited twice in one ruling: {e.text}"
            assert all(law.words for law in e.laws) and not CARD_CODE.search(e.text), e.text
    assert len({e.cls for e in IRREGULARITIES}) == len(IRREGULARITIES)


def test_the_referee_page_shows_each_rulings_words_inline():
    entry = next(e for e in IRREGULARITIES if e.cls is StraddleOutOfTurn)
    out = ruling_html(entry, decide(entry))
    assert '<q class="lt-quote">If he does not straddle, no other player shall do so</q>' in out


# -- the reader's own seat --------------------------------------------------------------------------------

def _play_panel(p: PokerPanel, rng: random.Random, games: int = 2) -> None:
    for n in range(games):
        for _ in range(120):
            if p.over:
                break
            if p.my_turn and p.game.phase.name == "DRAW":
                hand = p.view().hand
                p.draw(tuple(rng.sample(hand, rng.randint(0, 3))))
                continue
            choices = p.choices()
            assert choices, "the reader's turn offers no move"
            p.act(rng.choice(choices).action)
        if n + 1 < games:
            p.new_game()


@pytest.mark.parametrize("rule_set", ["peel", "foster"])
@pytest.mark.parametrize("seed", SEEDS)
def test_the_poker_panel_plays_the_readers_own_seat(rule_set, seed):
    p = PokerPanel(seed, rules=rules_for(rule_set))
    assert p.names[p.human] == "You" and p.game.names == p.names
    assert p.human not in p.bots and set(p.bots) == set(range(len(p.names))) - {p.human}
    rng = random.Random(seed)
    for _ in range(2):
        v = p.game.view(p.human)
        mine = p.you_html()
        assert f"chips {v.stacks[p.human]}," in mine
        if v.hand:
            assert "Your hand: " + ", ".join(c.name for c in v.hand) in mine
        _play_panel(p, rng, games=1)
        # the hand shown is still the reader's seat's, and the chips
        v = p.game.view(p.human)
        mine = p.you_html()
        assert f"chips {v.stacks[p.human]}," in mine
        assert not v.hand or "Your hand: " + ", ".join(c.name for c in v.hand) in mine
        # nobody else plays for the reader: no computer player's reason is the reader's
        assert not any(r.text.startswith("You") for r in p.reasons)
        # the pool taken by the reader is the reader's seat's gain
        for line in p.game.settlement:
            if line.seat == p.human and line.amount > 0:
                assert any(m.text.startswith("You take") for m in p.messages if m.kind == "settlement")
        for m in p.messages:
            assert not re.search(r"\bYou (takes|deals|cuts|shows|stakes|raises|passes|draws|discards|claims)\b", m.text), m.text
        p.new_game()


def test_the_issues_foster_seed_deals_the_reader_the_cards_of_the_seat_named_you():
    p = PokerPanel(455078, rules=rules_for("foster"))
    assert p.game.names == ("Cy", "Ann", "Bob", "You") and p.human == 3
    received = [m.text for m in p.messages if m.text.startswith("You receive the ")]
    assert [t[len("You receive the "):] for t in received] == [c.name for c in p.view().hand]
    assert not any(re.match(r"(Cy|Ann|Bob) receives the ", m.text) for m in p.messages)


@pytest.mark.parametrize("rule_set", ["peel", "foster"])
def test_a_refusal_in_the_panel_shows_the_words_of_its_law_inline(rule_set):
    p = PokerPanel(7, rules=rules_for(rule_set))
    rng = random.Random(7)
    while not p.my_turn or p.game.phase.name not in ("PLAY", "BETTING"):
        if p.over:
            p.new_game()
            continue
        if p.my_turn and p.game.phase.name == "DRAW":
            p.draw(())
            continue
        p.act(rng.choice(p.choices()).action)
    from games.poker import Stake
    assert not p.act(Stake(p.human, -1))  # a stake below nothing: refused on Rule 26's words
    out = p.ruling_html()
    assert '<q class="lt-quote">' in out, out
    if rule_set == "foster" and "peel-poker" in out:
        assert "Foster&#x27;s pages are silent here" in out or "Foster's pages are silent here" in out
    assert line_html(p.messages[0]).startswith("<p class=")
