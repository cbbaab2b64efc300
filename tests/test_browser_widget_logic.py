"""The Play panel's widgets without a browser: the table's moves, what it shows, the links.

(The same objects run in the browser; tests/test_browser_play.py drives them there.)
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
import textwrap

import pytest

from games.citations import Convention

from games.cards import standard_pack
from games.errors import GameError
from games.laws import check_law_id
from games.poker import Stake
from games.widgets.common import LawIndex, anchor, law_link, laws_html
from games.widgets.deal import DealWidget, deal_hand
from games.widgets.poker import PokerPanel


def play_out(table: PokerPanel, rng: random.Random, max_moves: int = 200) -> None:
    """Play the game in hand to its end with random choices for seat 0."""
    for _ in range(max_moves):
        if table.over:
            return
        assert table.my_turn, "the computer players stopped before the end or before your turn"
        if table.game.phase.value == "draw":
            hand = table.view().hand
            assert table.draw(rng.sample(hand, rng.randrange(0, 4)))
        else:
            choices = table.choices()
            assert choices, "your turn, but no move offered"
            assert table.act(rng.choice(choices).action)
    raise AssertionError("the game did not end")


def test_same_seed_same_deal_and_same_computer_choices():
    a, b = PokerPanel(77), PokerPanel(77)
    assert a.view().hand == b.view().hand
    ra, rb = random.Random(1), random.Random(1)
    play_out(a, ra)
    play_out(b, rb)
    assert [m.text for m in a.messages] == [m.text for m in b.messages]
    assert PokerPanel(78).view().hand != a.view().hand or PokerPanel(79).view().hand != a.view().hand


@pytest.mark.law("peel-poker:6")
def test_law_6_the_other_players_cards_are_not_shown_before_the_show():
    for seed in range(25):
        t = PokerPanel(seed)
        rng = random.Random(seed)
        while not t.over:
            others = {str(c) for seat in (1, 2, 3) for c in t.game.seats[seat].hand}
            shown = [s for s in t.view().shown[1:] if s]
            if not shown:
                text = " ".join(m.text for m in t.messages) + t.seats_html() + t.reasons_html()
                assert not t.reasons_html(), "the computer players' reasons tell about their hands"
                leaked = {c for c in others if re.search(rf"(?<![0-9A-Z]){re.escape(c)}(?![0-9A-Z])", text)}
                assert not leaked, (seed, leaked)
            if t.game.phase.value == "draw":
                t.draw(rng.sample(t.view().hand, rng.randrange(0, 4)))
            else:
                t.act(rng.choice(t.choices()).action)


def test_refused_move_names_the_law_and_changes_nothing():
    for seed in range(40):
        t = PokerPanel(seed)
        bounds = t.stake_bounds()
        if not bounds:
            continue
        before = t.game.snapshot()
        messages = list(t.messages)
        assert not t.act(Stake(t.human, bounds[1] + 1000))
        assert t.ruling is not None and t.ruling.kind == "ruling"
        # a raise above the limit rests on the edition's reading (no law says it), labelled as the edition's
        assert t.ruling.laws and all(isinstance(i, Convention) or check_law_id(i) for i in t.ruling.laws)
        assert 'class="lt-law"' in t.ruling_html() or "the edition&#x27;s limit" in t.ruling_html()
        assert t.game.snapshot() == before and t.messages == messages
        return
    pytest.fail("no seed gave a stake to refuse")


def test_every_settlement_names_its_laws():
    seen = 0
    for seed in range(30):
        t = PokerPanel(seed)
        rng = random.Random(seed)
        for _ in range(3):
            play_out(t, rng)
            lines = [m for m in t.messages if m.kind == "settlement"][-len(t.game.settlement):] if t.game.settlement else []
            for m in lines:
                seen += 1
                assert m.laws, m.text
                assert all(check_law_id(i).startswith("peel-poker:") for i in m.laws)
            html = t.settlement_html()
            assert "Settlement" in html and (not lines or 'class="lt-law"' in html)
            t.new_game()
    assert seen > 20


def test_a_new_game_cannot_start_before_the_last_ends():
    t = PokerPanel(5)
    if not t.over:
        with pytest.raises(GameError):
            t.new_game()


def test_law_links_go_to_the_anchor_on_the_page_that_holds_the_law():
    assert anchor("hoffmann-whist:37.iv") == "law-hoffmann-whist-37-iv"
    idx = LawIndex({"laws": [{"id": "peel-poker:25", "url": "peel/poker.html#law-peel-poker-25", "text": "25. The turn..."}]})
    link = law_link("peel-poker:25", idx)
    assert 'href="../../peel/poker.html#law-peel-poker-25"' in link and 'target="_blank"' in link
    # the tooltip is the words the citation rests on (its principal quotation), quoted
    from games.citations import words_of
    assert f'title="\u201c{words_of("peel-poker:25")}\u201d"' in link and f'data-words="{words_of("peel-poker:25")}"' in link
    # a law with no declared words shows the law's text from the index
    idx2 = LawIndex({"laws": [{"id": "foster-poker:p1", "url": "foster/poker.html#law-foster-poker-p1", "text": "Properly..."}]})
    assert 'title="Properly..."' in law_link("foster-poker:p1", idx2)
    assert 'data-law="peel-poker:25"' in link and ">Peel, Rule 25</a>" in link   # labelled as the site labels it
    both = laws_html(["enquire-within:114", "hoffmann-french-vingt-un:2"], idx)
    assert ">Enquire Within, \u00b6114</a>; <a" in both and ">Hoffmann, French Vingt-Un, round 2</a>)" in both
    # without laws.json: the code's page
    assert "peel/poker.html#law-peel-poker-59" in law_link("peel-poker:59", LawIndex())


def test_deal_demo_is_reproducible_and_deals_distinct_cards():
    assert deal_hand(1234) == deal_hand(1234)
    assert deal_hand(1234, 0) != deal_hand(1234, 1)
    hand = deal_hand(99)
    assert len(set(hand)) == 5 and set(hand) <= set(standard_pack())
    w = DealWidget(1234)
    assert w.hand == deal_hand(1234) and w.next_hand() == deal_hand(1234, 1)


def test_games_and_its_widgets_import_without_ipywidgets():
    code = textwrap.dedent(
        """
        import sys
        class Block:
            def find_spec(self, name, path=None, target=None):
                if name.split('.')[0] in ('ipywidgets', 'IPython', 'traitlets', 'comm'):
                    raise ImportError('blocked: ' + name)
        sys.meta_path.insert(0, Block())
        import games.laws
        games.laws.discover()
        import games.widgets.poker as p
        t = p.PokerPanel(3)
        try:
            t.build()
        except RuntimeError as e:
            print('OK', e)
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=str(__import__("pathlib").Path(__file__).parents[1]))
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("OK") and "ipywidgets" in out.stdout


def test_referee_rules_on_every_irregularity_with_the_forms_defaults():
    from games.poker.referee import IRREGULARITIES
    from games.widgets.referee import as_text, decide, facts_of

    for entry in IRREGULARITIES:
        values = {f.name: (f.default if f.kind in ("bool", "int") else as_text(f, f.default)) for f in facts_of(entry)}
        ruling = decide(entry, values)
        assert ruling.decision and ruling.laws, entry.name
        assert all(check_law_id(i).startswith("peel-poker:") for i in ruling.laws)


def test_referee_facts_change_the_ruling_and_bad_facts_are_refused():
    from games.poker.referee import IRREGULARITIES
    from games.widgets.referee import decide, ruling_html

    entry = next(e for e in IRREGULARITIES if e.name == "ante too large")
    small, large = decide(entry, {"ante": 5, "limit": 10}), decide(entry, {"ante": 20, "limit": 10})
    assert small.decision != large.decision
    assert 'class="lt-law"' in ruling_html(entry, large)
    seats = next(e for e in IRREGULARITIES if e.name == "dispute")
    with pytest.raises(GameError):
        decide(seats, {"disputants": "one and two"})


@pytest.mark.law("peel-poker:30")
def test_jack_pot_is_announced_with_its_openers():
    """In a jack-pot the table tells the player which hand may open it (law 30: two knaves
    or better, the minimum rising in later jack-pots)."""
    for seed in range(60):
        t = PokerPanel(seed)
        rng = random.Random(seed)
        for _ in range(4):
            while not t.over:
                v = t.view()
                if v.jackpot and t.my_turn:
                    assert "jack-pot" in t.status_text()
                    if v.jackpot_minimum is not None:
                        assert f"a pair of {v.jackpot_minimum.name_}s or better" in t.status_text()
                        return
                if t.game.phase.value == "draw":
                    t.draw(rng.sample(v.hand, rng.randrange(0, 4)))
                else:
                    passes = [c for c in t.choices() if c.key == "pass"]
                    t.act((passes or t.choices())[0].action)  # passing makes jack-pots
            t.new_game()
    pytest.fail("no jack-pot in 60 sittings")


def test_computer_players_reasons_are_shown_after_the_game_with_their_maxims():
    t = PokerPanel(1234)
    play_out(t, random.Random(2))
    html = t.reasons_html()
    assert t.reasons and "Peel's maxims" in html
    # where the maxims are silent a choice has no law; the others name theirs
    assert any(m.laws for m in t.reasons)
    assert all(isinstance(i, Convention) or check_law_id(i) for m in t.reasons for i in m.laws)
    assert 'data-law="peel-poker:' in html


def test_a_sitting_of_short_stacks_plays_on_game_after_game():
    """With few chips players must borrow, show for what they have, or pass (laws 60-62); the
    table keeps offering moves and the computer players keep moving, game after game."""
    offered = set()
    for seed in range(20):
        t = PokerPanel(seed, chips=6)
        rng = random.Random(seed)
        for _ in range(6):
            while not t.over:
                assert t.my_turn
                if t.game.phase.value == "draw":
                    assert t.draw(rng.sample(t.view().hand, rng.randrange(0, 4)))
                    continue
                choices = t.choices()
                offered |= {c.key for c in choices}
                assert t.act(rng.choice(choices).action)
            t.new_game()
        assert t.games_played == 7
    assert {"borrow", "show-for-sum"} <= offered


def test_a_straddle_is_offered_before_the_cards_are_dealt():
    """When seat 0 has the right to straddle (law 21), the table shows no cards yet, says
    why, and offers the straddle and its refusal."""
    for seed in range(100):
        t = PokerPanel(seed)
        keys = {c.key for c in t.choices()}
        if "straddle" in keys:
            assert not t.view().hand and "No cards yet" in t.you_html()
            assert "decline-straddle" in keys
            return
    pytest.fail("no seed offered seat 0 a straddle")


@pytest.mark.law("peel-poker:64")
def test_the_settlement_box_says_what_each_player_takes_and_his_net_gain():
    from games.widgets.poker import PokerPanel

    for seed in range(6):
        t = PokerPanel(seed=seed)
        guard = 0
        while not t.game.over and guard < 200:
            legal = t.game.legal_actions(t.human)
            t.act(legal[0])
            guard += 1
        lines = [m.text for m in t.messages if m.kind == "settlement"]
        assert lines and all(" -- " not in l for l in lines)
        winners = [l for l in t.game.settlement if l.seat is not None and l.amount > 0]
        for w in winners:
            assert any(w.name in l and ("gain" in l or "loss" in l or "neither" in l) for l in lines), lines
