"""games.core.scores: a score sheet by side, games, rubbers, penalties added or deducted.

The worked example is a rubber of short Whist written out by hand (five points a game, the best of
three games); the properties replay random entries against a plain tally kept in the test.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.core.scores import HONOURS, PENALTY, Entry, GameResult, RubberResult, Score, ScoreSheet
from games.core.tables import LawRef, Table
from games.errors import GameError, IllegalActionError, RuleSetError

TRICKS = "hoffmann-whist:25"  # any law id of the edition will do for the sheet, which does not read it
REVOKE = "foster-whist:72.i"


def whist():
    return ScoreSheet(("AC", "BD"), game=5, rubber=3, game_law="hoffmann-whist:25", rubber_law="hoffmann-whist:11")


def test_a_rubber_written_out_by_hand():
    s = whist()
    # Deal 1: AC three by tricks, then two by honours: 5, the first game (BD has nothing: a treble game).
    s.add("AC", 3, law=TRICKS, words="three by tricks", deal=1)
    assert s.score("AC") == 3 and s.game_number == 1
    s.add("AC", 2, law=TRICKS, words="two by honours", kind=HONOURS, deal=1)
    assert s.games == (GameResult(1, 1, "AC", (("AC", 5), ("BD", 0))),)
    assert s.score("AC") == 0 and s.game_number == 2 and s.games_won("AC") == 1
    # Deal 2: BD two by tricks.  Deal 3: AC one; BD four by honours: 6 -- BD win the second game.
    s.add("BD", 2, law=TRICKS, words="two by tricks", deal=2)
    s.enter([Score("AC", 1, TRICKS, "the odd trick"), Score("BD", 4, TRICKS, "four by honours", HONOURS)], deal=3)
    assert s.games[-1] == GameResult(1, 2, "BD", (("AC", 1), ("BD", 6)))
    assert (s.games_won("AC"), s.games_won("BD"), s.rubber_over) == (1, 1, False)
    # Deal 4: BD revoke; AC add three (a penalty), then score two by tricks: 5, the game and the rubber.
    s.add("AC", 3, law=REVOKE, words="a revoke: three added", kind=PENALTY, deal=4)
    s.add("AC", 2, law=TRICKS, words="two by tricks", deal=4)
    assert s.rubber_over and s.rubber_winner == "AC"
    assert s.rubbers[0].winner == "AC" and len(s.rubbers[0].games) == 3
    assert [e.deal for e in s.entries] == [1, 1, 2, 3, 3, 4, 4]
    assert s.total("AC") == 11 and s.total("BD") == 6
    # Nothing more until the next rubber; then the table may have changed partners.
    with pytest.raises(IllegalActionError) as e:
        s.add("BD", 1, law=TRICKS, words="the odd trick")
    assert e.value.law == "hoffmann-whist:11"
    s.new_rubber(("AB", "CD"))
    assert s.sides == ("AB", "CD") and s.rubber_number == 2 and s.game_number == 1 and s.score("AB") == 0
    assert s.games_won("AC", rubber=1) == 2


def test_a_deduction_stops_at_the_floor():
    s = whist()
    s.add("BD", 1, law=TRICKS, words="the odd trick")
    e = s.deduct("BD", 3, law=REVOKE, words="a revoke: three deducted")
    assert (e.points, e.asked, e.kind, s.score("BD")) == (-1, -3, PENALTY, 0)
    e = s.deduct("BD", 3, law=REVOKE, words="a revoke: three deducted")
    assert e.points == 0 and s.score("BD") == 0
    free = ScoreSheet(("A", "B"), game=5, floor=None)
    free.deduct("A", 2, law=REVOKE, words="two deducted")
    assert free.score("A") == -2


def test_without_games_a_running_total():
    s = ScoreSheet(("Ann", "Bob", "Cy"))
    for _ in range(4):
        s.add("Ann", 10, law="hoffmann-solo-whist:p3", words="a solo")
    assert s.score("Ann") == 40 and s.games == () and not s.rubber_over and s.rubber_winner is None
    assert s.game_number == 1
    with pytest.raises(IllegalActionError):
        s.new_rubber()


def test_games_without_rubbers_go_on():
    s = ScoreSheet(("A", "B"), game=5)
    for _ in range(3):
        s.add("A", 5, law="enquire-within:118", words="five up")
    assert s.games_won("A") == 3 and s.game_number == 4 and not s.rubber_over


def test_the_entries_are_a_table_a_widget_can_show():
    s = whist()
    s.add("AC", 3, law=TRICKS, words="three by tricks", deal=1)
    t = s.table()
    assert isinstance(t, Table) and t.rows == (("1", "AC", 3, "three by tricks", LawRef(TRICKS)),)
    assert str(s.entries[0]) == "AC +3 (points): three by tricks [hoffmann-whist:25]"


def test_entering_a_deal_is_all_or_nothing():
    s = whist()
    s.add("AC", 4, law=TRICKS, words="four by tricks")
    before = (s.entries, s.games, s.game_number)
    with pytest.raises(IllegalActionError):
        s.enter([Score("AC", 2, TRICKS, "two by tricks"), Score("XY", 1, TRICKS, "no such side")], deal=2)
    assert (s.entries, s.games, s.game_number) == before


@pytest.mark.parametrize("call", [
    lambda s: s.add("XY", 1, law=TRICKS, words="no such side"),
    lambda s: s.add("AC", 1.5, law=TRICKS, words="a point and a half"),
    lambda s: s.add("AC", "3", law=TRICKS, words="three"),
    lambda s: s.add("AC", True, law=TRICKS, words="one"),
    lambda s: s.add("AC", 0, law=TRICKS, words="nothing"),
    lambda s: s.add("AC", -2, law=TRICKS, words="minus two"),
    lambda s: s.deduct("AC", -2, law=TRICKS, words="minus two"),
    lambda s: s.add("AC", 1, law=None, words="no law"),
    lambda s: s.add("AC", 1, law="whist:1", words="no such code"),
    lambda s: s.add("AC", 1, law=TRICKS, words=""),
    lambda s: s.add("AC", 1, law=TRICKS, words="x", kind=""),
    lambda s: s.add("AC", 1, law=TRICKS, words="x", deal=0),
    lambda s: s.enter("AC 1"),
    lambda s: s.enter([("AC", 1)]),
    lambda s: s.new_rubber(),
    lambda s: s.games_won("AC", rubber=2),
    lambda s: s.score("XY"),
    lambda s: s.total(None),
])
def test_bad_values_are_refused_and_change_nothing(call):
    s = whist()
    s.add("BD", 2, law=TRICKS, words="two by tricks")
    before = (s.entries, s.games, s.game_number, s.rubber_number, s.sides)
    with pytest.raises(GameError):
        call(s)
    assert (s.entries, s.games, s.game_number, s.rubber_number, s.sides) == before


@pytest.mark.parametrize("kw", [
    dict(sides=("A",)), dict(sides=("A", "A")), dict(sides="AB"), dict(sides=("A", "")), dict(sides=5),
    dict(sides=("A", "B"), game=0), dict(sides=("A", "B"), game=5.0), dict(sides=("A", "B"), game=5, rubber=2),
    dict(sides=("A", "B"), rubber=3), dict(sides=("A", "B"), game=5, rubber=0), dict(sides=("A", "B"), floor="0"),
    dict(sides=("A", "B"), game_law="x"),
])
def test_a_bad_sheet_is_refused(kw):
    with pytest.raises(GameError):
        ScoreSheet(**kw)


def test_a_bad_law_is_a_rule_set_error():
    with pytest.raises(RuleSetError):
        Score("A", 1, "nonsense", "words")


@pytest.mark.parametrize("kw", [dict(side=""), dict(points=0), dict(points=1.0), dict(law=None), dict(words=" "),
                                dict(kind=None)])
def test_a_bad_score_is_refused(kw):
    base = dict(side="A", points=1, law=TRICKS, words="one")
    with pytest.raises(GameError):
        Score(**{**base, **kw})


# -- properties ------------------------------------------------------------------------------------

@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from([3, 5, 10]), st.sampled_from([1, 3, 5]))
def test_random_entries_tally_like_a_plain_score_card(seed, game, rubber):
    rng = random.Random(seed)
    sides = ("N", "E", "S")[: rng.choice([2, 3])]
    s = ScoreSheet(sides, game=game, rubber=rubber)
    tally = {x: 0 for x in sides}
    wins = {x: 0 for x in sides}
    for deal in range(1, 60):
        if s.rubber_over:
            break
        side = rng.choice(sides)
        pts = rng.randint(1, 4)
        if rng.random() < 0.25:
            e = s.deduct(side, pts, law=REVOKE, words="deducted", deal=deal)
            expect = max(tally[side] - pts, 0)
            assert e.points == expect - tally[side]
            tally[side] = expect
        else:
            s.add(side, pts, law=TRICKS, words="added", deal=deal)
            tally[side] += pts
            if tally[side] >= game:
                wins[side] += 1
                assert s.games[-1].winner == side and s.games[-1].score_of(side) == tally[side]
                tally = {x: 0 for x in sides}
        if not s.rubber_over:
            assert s.scores() == tally
        assert {x: s.games_won(x) for x in sides} == wins
    if s.rubber_over:
        assert wins[s.rubber_winner] == rubber // 2 + 1
        assert all(w <= rubber // 2 for x, w in wins.items() if x != s.rubber_winner)
    assert sum(e.points for e in s.entries) == sum(s.total(x) for x in sides)


junk = st.one_of(st.none(), st.booleans(), st.integers(-3, 9), st.floats(), st.text(max_size=4),
                 st.lists(st.text(max_size=2), max_size=3), st.just(object()), st.just(TRICKS))


def _only_game_errors(f, *args, **kw):
    try:
        f(*args, **kw)
    except GameError:
        pass


@settings(max_examples=150, deadline=None)
@given(junk, junk, junk, junk, junk)
def test_junk_raises_only_the_librarys_errors(a, b, c, d, e):
    _only_game_errors(ScoreSheet, a, game=b, rubber=c, floor=d, game_law=e)
    _only_game_errors(Score, a, b, c, d, e)
    s = whist()
    _only_game_errors(s.add, a, b, law=c, words=d, kind=e)
    _only_game_errors(s.deduct, a, b, law=c, words=d, deal=e)
    _only_game_errors(s.enter, a, deal=b)
    _only_game_errors(s.new_rubber, a, law=b)
    _only_game_errors(s.score, a)
    _only_game_errors(s.total, a)
    _only_game_errors(s.games_won, a, b)


def test_a_game_result_knows_only_its_sides():
    g = GameResult(1, 1, "AC", (("AC", 5), ("BD", 0)))
    assert g.score_of("BD") == 0
    with pytest.raises(IllegalActionError):
        g.score_of("XY")


@pytest.mark.parametrize("make", [
    lambda: Entry("", 1, "points", TRICKS, "one", 1, 1), lambda: Entry("A", 1.0, "points", TRICKS, "one", 1, 1),
    lambda: Entry("A", 1, "points", "x", "one", 1, 1), lambda: Entry("A", 1, "points", TRICKS, "one", 0, 1),
    lambda: Entry("A", 1, "points", TRICKS, "one", 1, 1, deal=0), lambda: Entry("A", 1, "", TRICKS, "one", 1, 1),
    lambda: GameResult(1, 1, "X", (("A", 5), ("B", 0))), lambda: GameResult(0, 1, "A", (("A", 5), ("B", 0))),
    lambda: GameResult(1, 1, "A", (("A", 5.0), ("B", 0))), lambda: GameResult(1, 1, "A", "A5"),
    lambda: RubberResult(1, ("A", "B"), "C", ()), lambda: RubberResult(1, ("A", "B"), "A", ("game",)),
])
def test_the_records_refuse_what_cannot_be(make):
    with pytest.raises(GameError):
        make()
