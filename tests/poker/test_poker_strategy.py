"""Peel's maxims (peel-poker:p1 ... p7): the computer player's advice and the
exact odds behind each maxim.

Every probability is checked against an independent computation made here
(binomial formulas, or a plain enumeration of every hand), never against a
number copied from the module.
"""

from __future__ import annotations

import random
from fractions import Fraction
from math import comb

import pytest

from games.cards import Rank, parse_cards
from games.errors import GameError, IllegalActionError, InvalidCardError, RuleSetError
from games.poker.hands import FOSTER, PEEL, PeelRules
from games.poker.strategy import (
    MAXIMS,
    MaximReadings,
    OddsTable,
    beat_odds,
    choose_discard,
    dealt_odds,
    discard_odds,
    draw_odds,
    jackpot_minimum_law,
    maxim_tables,
    odds_against,
    should_play,
    should_see,
)

C = parse_cards
UNSEEN = 47


def names(rules=PEEL):
    return dict(zip(("sf", "fours", "full", "flush", "seq", "threes", "twop", "pair", "none"), rules.categories))


N = names()


# -- p1: a pair ------------------------------------------------------------------------


@pytest.mark.law("peel-poker:p1")
def test_maxim_p1_pair_discards_three():
    d = choose_discard("JS JH 9D 5C 2H")
    assert set(d.cards) == set(C("9D 5C 2H"))
    assert set(d.keep) == set(C("JS JH"))
    assert d.law == "peel-poker:p1" and d.play and d.count == 3


@pytest.mark.law("peel-poker:p1")
def test_maxim_p1_pair_discards_the_remaining_three_even_with_four_to_a_flush():
    # "discard the remaining three cards": the pair is kept, whatever the rest.
    d = choose_discard("5H 5S 8H JH KH")
    assert set(d.cards) == set(C("8H JH KH")) and d.law == "peel-poker:p1"


@pytest.mark.law("peel-poker:p1")
def test_maxim_p1_pair_drawing_three_odds_match_the_binomials():
    odds = discard_odds("JS JH 9D 5C 2H", "9D 5C 2H")
    # 47 unseen: 2 knaves, 3 each of the discarded nine, five and two, 4 each of 9 other ranks.
    n = comb(UNSEEN, 3)
    pairs45 = 3 * comb(3, 2) + 9 * comb(4, 2)  # pairs among the 45 non-knaves
    threes45 = 3 * comb(3, 3) + 9 * comb(4, 3)
    fours = 1 * 45
    full = 2 * pairs45 + threes45
    threes = 2 * (comb(45, 2) - pairs45)
    two_pairs = 3 * comb(3, 2) * (45 - 3) + 9 * comb(4, 2) * (45 - 4)
    assert odds[N["fours"]] == Fraction(fours, n)
    assert odds[N["full"]] == Fraction(full, n)
    assert odds[N["threes"]] == Fraction(threes, n)
    assert odds[N["twop"]] == Fraction(two_pairs, n)
    assert odds[N["pair"]] == 1 - Fraction(fours + full + threes + two_pairs, n)
    assert odds[N["flush"]] == odds[N["seq"]] == odds[N["sf"]] == odds[N["none"]] == 0
    assert sum(odds.values()) == 1


@pytest.mark.law("peel-poker:p1")
def test_maxim_p1_three_chances_of_triplets():
    (main, readings, compare) = maxim_tables("peel-poker:p1")
    rows = {r.label: r.chance for r in readings.rows}
    exact = rows["Triplets or better, by every way"]
    # Triplets or better: one of the 2 knaves and any two others, or both knaves and any other.
    n = comb(UNSEEN, 3)
    assert exact == Fraction(2 * comb(45, 2) + 45 + (3 + 9 * 4), n)
    assert rows["Three draws, each with 2 knaves in 47 (3 x 2/47)"] == Fraction(6, 47)
    assert rows["At least one knave among the three cards"] == 1 - Fraction(comb(45, 3), n)
    # Peel's figure is near the truth, and a kicker kept does worse for triplets.
    assert abs(Fraction(6, 47) - exact) < Fraction(1, 200)
    kicker = {r.label: r.chance for r in compare.rows}["Triplets or better"]
    assert kicker < exact


# -- p2: triplets -------------------------------------------------------------------


@pytest.mark.law("peel-poker:p2")
def test_maxim_p2_triplets_discard_one():
    d = choose_discard("7S 7H 7D KC 2H")
    assert d.cards == C("2H") and d.law == "peel-poker:p2"
    # The higher odd card is kept: under Peel the king outranks the ace (ace lowest, law 2).
    assert choose_discard("7S 7H 7D KC AH").cards == C("AH")
    two = choose_discard("7S 7H 7D KC 2H", readings=MaximReadings(triplets_discard=2))
    assert set(two.cards) == set(C("KC 2H"))


@pytest.mark.law("peel-poker:p2")
def test_maxim_p2_triplets_drawing_one_or_two_odds():
    one = discard_odds("7S 7H 7D KC 2H", "2H")
    assert one[N["fours"]] == Fraction(1, UNSEEN)
    assert one[N["full"]] == Fraction(3, UNSEEN)  # one of the three kings left
    assert one[N["threes"]] == Fraction(UNSEEN - 4, UNSEEN)
    two = discard_odds("7S 7H 7D KC 2H", "KC 2H")
    n = comb(UNSEEN, 2)
    pairs = 2 * comb(3, 2) + 10 * comb(4, 2)  # among the 46 non-sevens
    assert two[N["fours"]] == Fraction(46, n)
    assert two[N["full"]] == Fraction(pairs, n)
    # "your chance of getting fours is remote": the maxim's draw halves it.
    assert one[N["fours"]] * 2 == two[N["fours"]]


# -- p3: seeing with triplets -----------------------------------------------------------


@pytest.mark.law("peel-poker:p3")
def test_maxim_p3_triplets_see_the_opponent():
    assert should_see("7S 7H 7D KC 2H").play
    assert should_see("7S 7H 7D KC 2H").law == "peel-poker:p3"
    assert not should_see("JS JH 9D 5C 2H").play


@pytest.mark.law("peel-poker:p3")
def test_maxim_p3_odds_against_triplets_checked_by_enumerating_every_hand():
    hand = C("KS KH KD 3C 2H")
    fast = beat_odds(hand)
    assert fast == beat_odds(hand, method="enumerate")
    # No threes can beat threes of kings (ace lowest): only the five classes above threes.
    dealt = dealt_odds(dead=hand)
    above = sum(dealt[N[k]] for k in ("sf", "fours", "full", "flush", "seq"))
    assert fast["better"] == above and fast["equal"] == 0
    table = maxim_tables("p3")[0]
    assert [r.chance for r in table.rows][1] == fast["better"]


# -- p4: sequences ------------------------------------------------------------------


@pytest.mark.law("peel-poker:p4")
def test_maxim_p4_never_draw_to_complete_a_sequence():
    d = choose_discard("3S 4H 6D 7C KH")  # Peel's own example
    assert not d.play and d.law == "peel-poker:p4" and d.cards == C("KH")
    assert not should_play("3S 4H 6D 7C KH")
    assert not choose_discard("4S 5H 6D 7C KH").play  # "never": open-ended too
    open_ended = MaximReadings(sequence_draws="open-ended")
    assert choose_discard("4S 5H 6D 7C KH", readings=open_ended).play
    assert not choose_discard("3S 4H 6D 7C KH", readings=open_ended).play
    # With a sequence, stand.
    assert choose_discard("3S 4H 5D 6C 7H").cards == ()


@pytest.mark.law("peel-poker:p4", "peel-poker:71")
def test_maxim_p4_completing_card_odds_with_ace_low_only_sequences():
    example = discard_odds("3S 4H 6D 7C KH", "KH")
    assert example[N["seq"]] == Fraction(4, 52 - 5)  # the four fives
    assert example[N["pair"]] == Fraction(4 * 3, 52 - 5)
    outside = draw_odds("4S 5H 6D 7C", 1, dead="KH")
    assert outside[N["seq"]] == Fraction(8, 47)
    # Law 71: A-2-3-4 and 10-J-Q-K are completed at one end only.
    assert draw_odds("AS 2H 3D 4C", 1, dead="9H")[N["seq"]] == Fraction(4, 47)
    assert draw_odds("10S JH QD KC", 1, dead="2H")[N["seq"]] == Fraction(4, 47)
    american = PeelRules(ace_in_sequence="begin-or-end")
    assert draw_odds("10S JH QD KC", 1, american, dead="2H")[N["seq"]] == Fraction(8, 47)


@pytest.mark.law("peel-poker:p4")
def test_maxim_p4_four_flush_is_a_reading_not_the_maxim():
    d = choose_discard("2H 5H 8H JH KS")
    assert d.law is None and d.play and d.cards == C("KS")
    assert not choose_discard("2H 5H 8H JH KS", readings=MaximReadings(four_flush="pass")).play
    # And the flush draw is 9 in 47.
    assert draw_odds("2H 5H 8H JH", 1, dead="KS")[N["flush"]] == Fraction(9, 47)


# -- p5: fours ------------------------------------------------------------------------


@pytest.mark.law("peel-poker:p5")
def test_maxim_p5_fours_discard_the_odd_card():
    d = choose_discard("9S 9H 9D 9C 3H")
    assert d.cards == C("3H") and d.law == "peel-poker:p5"
    odds = discard_odds("9S 9H 9D 9C 3H", "3H")
    assert odds[N["fours"]] == 1  # nothing to gain, nothing to lose
    assert should_see("9S 9H 9D 9C 3H", rng=random.Random(1)).law == "peel-poker:p5"


@pytest.mark.law("peel-poker:p5", "peel-poker:71")
def test_maxim_p5_fours_or_better_so_seldom_comes():
    dealt = dealt_odds()
    n = comb(52, 5)
    assert dealt[N["fours"]] == Fraction(13 * 48, n)
    assert dealt[N["sf"]] == Fraction(9 * 4, n)  # nine runs under law 71, not ten
    assert dealt[N["seq"]] == Fraction(9 * (4**5 - 4), n)
    assert dealt[N["flush"]] == Fraction(4 * (comb(13, 5) - 9), n)
    assert dealt[N["full"]] == Fraction(13 * comb(4, 3) * 12 * comb(4, 2), n)
    assert sum(dealt.values()) == 1
    foster = dealt_odds(FOSTER)
    assert foster["Straight flush"] == Fraction(10 * 4, n)


# -- p6: pass sometimes with the better hand -------------------------------------------


@pytest.mark.law("peel-poker:p6")
def test_maxim_p6_pass_sometimes_with_the_better_hand():
    rng = random.Random(2026)
    calls = [should_see("7S 7H 7D KC 2H", rng=rng) for _ in range(800)]
    passes = [d for d in calls if not d.play]
    assert passes and len(passes) < len(calls)  # sometimes, not always
    assert all(d.law == "peel-poker:p6" for d in passes)
    # Deterministic from the seed.
    again = random.Random(2026)
    assert [should_see("7S 7H 7D KC 2H", rng=again).play for _ in range(800)] == [d.play for d in calls]
    never = MaximReadings(pass_with_better=0)
    assert all(should_see("7S 7H 7D KC 2H", rng=rng, readings=never).play for _ in range(200))


@pytest.mark.law("peel-poker:p6")
def test_maxim_p6_better_hand_odds_checked_by_enumeration():
    hand = C("JS JH 9D 5C 2H")
    fast = beat_odds(hand)
    assert fast == beat_odds(hand, method="enumerate")
    assert fast["better"] + fast["equal"] + fast["worse"] == 1


# -- the jack-pot minimum (laws 30-32) ---------------------------------------------------


@pytest.mark.law("peel-poker:30")
def test_law_30_jackpot_not_opened_without_two_knaves():
    assert not should_play("10S 10H 9D 5C 2H", jackpot_minimum=Rank.KNAVE)
    assert should_play("JS JH 9D 5C 2H", jackpot_minimum=Rank.KNAVE)
    assert should_play("10S 10H 9D 9C 2H", jackpot_minimum="J")  # two pairs are better
    # Ace lowest (law 2): two aces do not open under Peel, but do when aces rank high.
    assert not should_play("AS AH 9D 5C 2H", jackpot_minimum="J")
    assert should_play("AS AH 9D 5C 2H", PeelRules(aces="high"), jackpot_minimum="J")
    # The minimum binds the opener only.
    assert should_play("10S 10H 9D 5C 2H", jackpot_minimum="J", opening=False)
    assert should_play("10S 10H 9D 5C 2H", jackpot_minimum="J").law == "peel-poker:30"


@pytest.mark.law("peel-poker:31", "peel-poker:32")
def test_law_31_32_queens_then_kings():
    assert jackpot_minimum_law("Q") == "peel-poker:31"
    assert jackpot_minimum_law(Rank.KING) == "peel-poker:32"
    assert not should_play("JS JH 9D 5C 2H", jackpot_minimum="Q")
    assert should_play("QS QH 9D 5C 2H", jackpot_minimum="Q")
    assert not should_play("QS QH 9D 5C 2H", jackpot_minimum="K")
    with pytest.raises(RuleSetError) as e:
        jackpot_minimum_law("10")
    assert e.value.law == "peel-poker:32"


# -- the odds machinery -----------------------------------------------------------------


@pytest.mark.parametrize(
    "kept, dead",
    [
        ("3H 4H 5H", "KS 9D"),  # sequence-flush and heart ties possible
        ("2S 2H 9D", "KC 5H"),
        ("QH KH", "2C 3D 4S"),
        ("7C", "2S 3S 4S 5S"),
    ],
)
def test_rank_grouping_equals_plain_enumeration(kept, dead):
    n = 5 - len(C(kept))
    for rules in (PEEL, FOSTER, PeelRules(sequence_hearts="top-heart")):
        assert draw_odds(kept, n, rules, dead=dead, method="ranks") == draw_odds(
            kept, n, rules, dead=dead, method="enumerate"
        )


def test_rank_grouping_equals_plain_enumeration_drawing_four():
    assert draw_odds("5H", 4, dead="6H 7H 8H 2C", method="ranks") == draw_odds(
        "5H", 4, dead="6H 7H 8H 2C", method="enumerate"
    )


@pytest.mark.law("peel-poker:36")
def test_law_36_draw_must_make_five_cards():
    with pytest.raises(IllegalActionError) as e:
        draw_odds("2S 2H", 2)
    assert e.value.law == "peel-poker:36"
    with pytest.raises(IllegalActionError):
        discard_odds("JS JH 9D 5C 2H", "3C")  # not in the hand
    with pytest.raises(InvalidCardError):
        draw_odds("2S 2S", 3)
    with pytest.raises(InvalidCardError):
        choose_discard("JS JH 9D 5C")


def test_readings_reject_unknown_values():
    with pytest.raises(RuleSetError):
        MaximReadings(triplets_discard=3)
    with pytest.raises(RuleSetError):
        MaximReadings(four_flush="maybe")
    with pytest.raises(RuleSetError):
        MaximReadings(pass_with_better=Fraction(3, 4))
    with pytest.raises(GameError):
        PeelComputerPlayer(straddle=2)


def test_odds_against_wording():
    assert odds_against(Fraction(4, 47)) == "43 to 4 against (10.75 to 1)"
    assert odds_against(Fraction(1, 47)) == "46 to 1 against"
    assert odds_against(Fraction(3, 4)) == "3 to 1 on"
    assert odds_against(Fraction(1, 2)) == "evens"
    assert odds_against(Fraction(1)) == "certain" and odds_against(Fraction(0)) == "impossible"


def test_every_maxim_with_odds_has_tables_and_p7_has_none():
    for law in MAXIMS:
        if law == "peel-poker:p7":
            with pytest.raises(RuleSetError):
                maxim_tables(law)
            continue
        tables = maxim_tables(law)
        assert tables and all(isinstance(t, OddsTable) and t.law == law and t.rows for t in tables)
        for t in tables:
            for row in t.rows:
                assert 0 <= row.chance <= 1


def test_no_pair_hand_is_thrown_up_by_default():
    d = choose_discard("AS 3H 6D 9C JH")
    assert not d.play and d.law is None and d.keep == C("JH")
    keep_high = choose_discard("AS 3H 6D 9C JH", readings=MaximReadings(no_pair="keep-highest"))
    assert keep_high.play and keep_high.keep == C("JH") and len(keep_high.cards) == 4
    assert len(choose_discard("AS 3H 6D 9C JH", readings=MaximReadings(no_pair="draw-five")).cards) == 5


def test_made_hands_stand_pat_and_two_pairs_draw_one():
    for hand in ("2H 5H 8H JH KH", "2S 2H 2D 9C 9H", "AH 2H 3H 4H 5H"):
        assert choose_discard(hand).cards == ()
    assert choose_discard("2S 2H 9D 9C KH").cards == C("KH")
    assert choose_discard("2S 2H 9D 9C KH", readings=MaximReadings(two_pairs="stand-pat")).cards == ()


@pytest.mark.law("peel-poker:p2")
def test_maxim_p2_one_card_draw_leaves_opponents_in_doubt():
    from games.poker.strategy import discard_census

    census = discard_census()
    assert sum(census.values()) == comb(52, 5)
    two_pairs = comb(13, 2) * comb(4, 2) ** 2 * 44
    threes = 13 * comb(4, 3) * comb(12, 2) * 4 * 4
    fours = 13 * 48
    # Four of one suit and an odd card of another suit, no pair, not a sequence
    # (nine runs of five ranks under law 71, the odd card at any of five places).
    four_flush = 4 * comb(13, 4) * (39 - 4 * 3) - 9 * 5 * 3 * 4
    assert census[(N["twop"], 1)] == two_pairs
    assert census[(N["threes"], 1)] == threes
    assert census[(N["fours"], 1)] == fours
    assert census[("Four to a flush", 1)] == four_flush
    assert {k for k, drawn in census if drawn == 1} == {N["twop"], N["threes"], N["fours"], "Four to a flush"}
    doubt = maxim_tables("p2")[-1]
    rows = {r.label: r.chance for r in doubt.rows}
    assert rows[N["threes"]] == Fraction(threes, two_pairs + threes + fours + four_flush)


# -- the computer player, driving the engine ---------------------------------------------

from games.poker import (  # noqa: E402
    Automation,
    Borrow,
    Pass,
    Phase,
    ShowForSum,
    Sitting,
    Stake,
)
from games.poker.scenarios import arranged_game  # noqa: E402
from games.poker.strategy import PeelComputerPlayer  # noqa: E402

PLAYERS = ["Ann", "Bob", "Cy", "Di"]


def play_sittings(n_sittings, games_each, *, chips=40, limit=6, automations=Automation.DEALER, n_players=4, seed0=0):
    """Seeded sittings of computer players; every action is checked with
    ``game.can`` before it is done.  Returns the games played and the actions taken."""
    played, actions = [], []
    names = (PLAYERS + ["Ed", "Flo"])[:n_players]
    for k in range(n_sittings):
        seed = seed0 + k
        players = [PeelComputerPlayer(seed=(seed, i)) for i in range(n_players)]
        sitting = Sitting(names, chips=chips, ante=1, limit=limit, seed=seed, automations=automations)
        for _ in range(games_each):
            if any(s < sitting.ante for s in sitting.stacks):
                break  # a player cannot ante without borrowing (p7): the sitting ends
            game = sitting.new_game()
            steps = 0
            while not game.over:
                seat = game.to_act
                action = players[seat].choose(game.view(seat))
                assert game.can(action), (action, game.legal_actions())
                game.do(action)
                actions.append(action)
                steps += 1
                assert steps < 2000, "a game that does not end"
            game.check_invariants()
            played.append(game)
    return played, actions


@pytest.mark.law("peel-poker:p1", "peel-poker:p2", "peel-poker:p4", "peel-poker:p5")
def test_computer_player_always_returns_a_legal_action():
    games, actions = play_sittings(12, 30)
    more, more_actions = play_sittings(4, 15, automations=Automation.NONE, n_players=5, limit=4, seed0=100)
    unequal, unequal_actions = play_sittings(10, 30, chips=[6, 12, 20, 30], limit=8, seed0=200)
    assert len(games) + len(more) + len(unequal) >= 400
    kinds = {type(a).__name__ for a in actions + more_actions + unequal_actions}
    # The whole game is exercised: antes by hand, straddles, the draw, bets, shows for a sum.
    assert {"Ante", "JackpotAnte", "Straddle", "DeclineStraddle", "Draw", "Stake", "Pass", "ShowForSum"} <= kinds


def test_computer_player_is_deterministic_from_its_seed():
    a, _ = play_sittings(2, 10, seed0=7)
    b, _ = play_sittings(2, 10, seed0=7)
    assert [[str(x) for x in g.log] for g in a] == [[str(x) for x in g.log] for g in b]
    c, _ = play_sittings(2, 10, seed0=8)
    assert [[str(x) for x in g.log] for g in a] != [[str(x) for x in g.log] for g in c]


@pytest.mark.law("peel-poker:p7")
def test_maxim_p7_computer_player_never_borrows():
    games, actions = play_sittings(10, 40, chips=[6, 12, 20, 30], limit=8, seed0=200)
    assert not any(isinstance(a, Borrow) for g in games for a in g.log)
    assert any(isinstance(a, ShowForSum) for a in actions)  # short of chips, it demands a show instead
    # With no chips for the ante, the only way on is to borrow: it refuses, naming the maxim.
    sitting = Sitting(PLAYERS, chips=[10, 0, 10, 10], ante=1, limit=6, seed=1, dealer=0, automations=Automation.NONE)
    game = sitting.new_game()
    seat = game.to_act
    assert all(isinstance(a, Borrow) for a in game.legal_actions())
    with pytest.raises(IllegalActionError) as e:
        PeelComputerPlayer(seed=1).choose(game.view(seat))
    assert e.value.law == "peel-poker:p7"


@pytest.mark.law("peel-poker:p4")
def test_maxim_p4_computer_player_throws_up_peels_example():
    hands = ["2S 2H 5C 9D KS", "JS JH 4C 8D QS", "3S 4H 6D 7C KH", "7S 7H 7D 10C 10S"]
    g = arranged_game(PLAYERS, hands, "AH AD AC 2C 2D 3C 3D 4D 5D 5H 6H 8H", dealer=0)
    assert g.to_act == 2 and g.phase is Phase.PLAY
    choice = PeelComputerPlayer(seed=3).decide(g.view(2))
    assert isinstance(choice.action, Pass) and choice.law == "peel-poker:p4"


@pytest.mark.law("peel-poker:p5")
def test_maxim_p5_computer_player_stakes_as_much_as_possible_with_fours():
    hands = ["2S 2H 5C 5D KS", "JS JH 4C 4D QS", "9S 9H 9D 9C 3H", "7S 7H 10C 10S 6H"]
    g = arranged_game(PLAYERS, hands, "AH AD AC 2C 2D 3C 3D 4H 5H 6D 8D 8H", dealer=0, limit=10, chips=200)
    players = [PeelComputerPlayer(seed=(5, i)) for i in range(4)]
    checked = False
    while not g.over:
        seat = g.to_act
        view = g.view(seat)
        choice = players[seat].decide(view)
        if seat == 2 and g.phase is Phase.DRAW:
            assert set(choice.action.discard) == set(C("3H"))  # the odd card goes (p5)
        if seat == 2 and g.phase is Phase.BETTING and view.highest_stake == view.stakes[2]:
            top = max(a.amount for a in view.legal if isinstance(a, Stake))
            assert isinstance(choice.action, Stake) and choice.action.amount == top
            assert choice.law == "peel-poker:p5"
            checked = True
        g.do(choice.action)
    assert checked


# -- properties of the advice over random hands ----------------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from games.cards import standard_pack  # noqa: E402

HANDS = st.lists(st.sampled_from(standard_pack().cards), min_size=5, max_size=5, unique=True)


@settings(max_examples=400, deadline=None)
@given(HANDS, st.sampled_from([PEEL, FOSTER, PeelRules(aces="high", ace_in_sequence="begin-or-end")]))
def test_discard_advice_is_a_lawful_draw_for_every_hand(hand, rules):
    d = choose_discard(hand, rules)
    assert set(d.cards) | set(d.keep) == set(hand) and not set(d.cards) & set(d.keep)  # law 36: discard from the hand
    assert d.law is None or d.law in MAXIMS
    cat = rules.categories.index(rules_category(hand, rules))
    if cat <= 4:  # sequence or better (categories are listed highest first): the hand stands, or fours draw one
        assert d.count == (1 if cat == 1 else 0) and d.play
    if d.play and d.count:
        odds = discard_odds(hand, d.cards, rules)
        assert sum(odds.values()) == 1
    assert bool(should_play(hand, rules)) == (d.play and True)


def rules_category(hand, rules):
    from games.poker.hands import evaluate

    return evaluate(hand, rules).category


# -- one rounding rule in the maxims' tables (games.core.odds), and the split modules ----------


def test_maxim_tables_write_every_chance_by_the_core_rule():
    from games.core import odds as core_odds

    for law in ("p1", "p2", "p3", "p4", "p5", "p6"):
        for table in maxim_tables(law):
            for row in table.rows:
                assert row.percent == core_odds.percent(row.chance)
                assert row.against == core_odds.odds_against(row.chance)
                if row.chance:
                    digits = row.percent.split()[0].replace(".", "").lstrip("0")
                    assert len(digits) == 4, row.percent


def test_strategy_re_exports_the_split_modules_and_the_renamed_advice():
    import games.poker.strategy as S
    from games.core.players import Choice
    from games.poker import maxims, odds, odds_tables, players

    assert S.Discard is S.DiscardAdvice is maxims.DiscardAdvice
    assert S.Choice is Choice and S.PeelComputerPlayer is players.PeelComputerPlayer
    assert S.draw_odds is odds.draw_odds and S.maxim_tables is odds_tables.maxim_tables
    for name in S.__all__:
        assert hasattr(S, name), name
    from games.poker import Discard as DiscardAction

    assert DiscardAction is not S.DiscardAdvice


def test_maxim_readings_are_declared_readings():
    from games.core.options import RuleSet

    from games.poker.strategy import PEEL_READINGS

    assert isinstance(PEEL_READINGS, RuleSet)
    assert {r.name for r in PEEL_READINGS.readings_of("peel-poker:p4")} == {"sequence_draws", "four_flush"}
    with pytest.raises(RuleSetError) as e:
        MaximReadings(sequence_draws="always")
    assert e.value.law == "peel-poker:p4"
