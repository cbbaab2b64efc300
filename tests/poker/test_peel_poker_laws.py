"""Peel's laws, one test each, for what issue 14 fixed: the ante's last say
(law 23) and the short stake deposited into the pool (laws 54, 56).  The
figures are worked out here from the stakes, not read from the engine."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.core.testing import refused
from games.poker import PEEL_RULES, Draw, Pass, Stake, arranged_game

FOUR = ["Ann", "Bob", "Cy", "Di"]
HANDS4 = ["2S 2H 5C 9D KS", "JS JH 4C 8D QS", "3S 3H 6C 10D AS", "7S 8H 9C 10C QD"]
THREE = ["Ann", "Bob", "Cy"]
HANDS3 = ["2S 2H 5C 9D KS", "JS JH 4C 8D QS", "3S 3H 6C 10D AS"]


def _last(game, seat, kind):
    return [e for e in game.log_for(seat) if e.kind == kind][-1]


def _everyone_but_the_ante_passes(rules=PEEL_RULES, carried=0):
    # dealer Cy (seat 2): Di (3) stakes the ante; Ann (0) has first say, then Bob, Cy; Di the last (law 23)
    game = arranged_game(FOUR, HANDS4, dealer=2, chips=100, carried=carried, rules=rules)
    for seat in (0, 1, 2):
        assert game.to_act == seat
        game.do(Pass(seat))
    return game


@pytest.mark.law("peel-poker:23")
def test_law_23_the_ante_has_the_last_say_when_every_other_player_has_passed():
    game = _everyone_but_the_ante_passes(carried=6)
    assert not game.over and game.to_act == 3
    say = _last(game, 3, "last-say")
    assert "Di has the last say" in say.text and say.laws == ("peel-poker:23",)
    assert {type(a) for a in game.legal_actions(3)} >= {Pass, Stake}
    # he opens at double the ante (law 25) and, nobody being left to call, wins the pool (law 58)
    game.do(Stake(3, 1))
    assert game.over
    pool = 6 + 1 + 1  # carried, his ante, the chip that makes his stake double the ante
    assert game.view(3).stacks[3] == 100 - 1 - 1 + pool
    assert game.settlement[0].laws == ("peel-poker:58",) and game.settlement[0].amount == pool


@pytest.mark.law("peel-poker:23")
@pytest.mark.law("peel-poker:29")
def test_law_23_the_ante_who_passes_too_leaves_the_game_not_opened():
    game = _everyone_but_the_ante_passes()
    game.do(Pass(3))
    assert game.over and game.view(0).pool == 1
    assert _last(game, 0, "not-opened").laws == ("peel-poker:29",)
    assert game.sitting.jackpot_minimum is not None  # the next game is a jack-pot


@pytest.mark.law("peel-poker:23")
def test_law_23_read_the_other_way_the_log_says_why_the_ante_is_not_asked():
    game = _everyone_but_the_ante_passes(rules=replace(PEEL_RULES, lone_last_say="not-opened"))
    assert game.over
    why = _last(game, 3, "last-say")
    assert "Di is not asked" in why.text and why.laws == ("peel-poker:23",)
    assert _last(game, 3, "not-opened").laws == ("peel-poker:29",)


def _betting_after_the_draw(chips=20):
    # dealer Ann (0), ante Bob (1); Cy (2) opens at 2, Ann makes good, Bob makes good his ante; all stand
    game = arranged_game(THREE, HANDS3, dealer=0, chips=chips)
    game.do(Stake(2, 2))
    game.do(Stake(0, 2))
    game.do(Stake(1, 1))
    for seat in (1, 2, 0):  # the draw from the dealer's left (law 34)
        game.do(Draw(seat, ()))
    assert game.to_act == 2  # the betting: left of the ante first (law 53)
    game.do(Stake(2, 3))  # Cy's stake is now 5
    return game


@pytest.mark.law("peel-poker:56")
@pytest.mark.law("peel-poker:54")
def test_law_56_a_short_stake_is_a_deposit_into_the_pool_and_is_forfeited():
    game = _betting_after_the_draw()
    pool_before = 1 + 2 + 2 + 1 + 3  # Bob's ante, Cy's opening, Ann's making good, Bob's making good, Cy's bet
    assert game.view(0).pool == pool_before
    game.do(Stake(0, 1))  # Ann's stake would be 3, less than Cy's 5 (law 54)
    view = game.view(0)
    assert view.pool == pool_before + 1  # law 56: the chip he put down is in the pool
    assert view.stacks[0] == 20 - 2 - 1
    assert not view.in_game[0] and view.stakes[0] == 3
    deposit = _last(game, 0, "deposit")
    assert deposit.laws == ("peel-poker:56",) and "deposits 1 chip" in deposit.text
    assert _last(game, 0, "retire").laws == ("peel-poker:54",)
    game.check_invariants()


@pytest.mark.law("peel-poker:56")
def test_law_56_a_short_stake_beyond_his_chips_is_refused():
    game = _betting_after_the_draw(chips=[3, 20, 20])
    refused(game, Stake(0, 2), "peel-poker:56")  # he has 1 chip left after his 2 in the play


@pytest.mark.law("peel-poker:23")
def test_law_23_the_reader_holding_the_ante_is_asked_in_the_play_panels_seed_7_game_2():
    """The case reported in issue 14: at the Play panel's table of seed 7, in game 2,
    Ann, Bob and Cy passed and the game ended "not opened" without asking the reader."""
    from games.widgets.poker import PokerPanel

    table = PokerPanel(7)

    def pass_through():
        while not table.over and table.my_turn:
            if table.game.phase.value == "draw":
                table.draw([])
            else:
                choices = [c.action for c in table.choices()]
                table.act(next((a for a in choices if isinstance(a, Pass)), choices[0]))

    pass_through()
    table.new_game()
    game = table.game
    assert [e.seat for e in game.log_for(0) if e.kind == "retire"] == [1, 2, 3]
    assert table.my_turn and not game.over and game.view(0).to_act == 0
    assert _last(game, 0, "last-say").laws == ("peel-poker:23",)
    assert {type(a) for a in game.legal_actions(0)} >= {Pass, Stake}
