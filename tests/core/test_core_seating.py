"""games.core.seating: drawing with ties, forming a table, partners, cutting out, rotation.

The worked examples follow Hoffmann's Whist laws 7-11 case by case (the ace lowest, law 4); the
expected results are worked out by hand in the comments.  The old procedures (draw_lowest,
cut_ranking, next_seat, cycle_from, deal_until) are checked against plain reference versions on
valid input, and must refuse bad input with the library's error.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.cards import ACE_LOW, Card, Rank, parse_cards, standard_pack
from games.core.seating import (
    Cut, CuttingOut, Formation, Partners, Ranking, cut_for_partners, cut_out, cut_ranking, cycle_from, deal_until, draw_lowest, form_table, next_seat,
    partner_of, rank_by_draw, side_of, sides_of, split_tables,
)
from games.errors import GameError, IllegalActionError, RuleSetError

FOUR = ["Ann", "Bob", "Cy", "Di"]


def cards(text):
    return parse_cards(text)


# -- partners: Hoffmann's laws 8-10 ------------------------------------------------------------------

def test_law_8_the_two_lowest_against_the_two_highest_the_lowest_deals():
    # Ann 9, Bob 3, Cy K, Di 5: Bob and Di (3, 5) against Ann and Cy (9, K); Bob deals.
    p = cut_for_partners(FOUR, cards("9S 3H KD 5C"), ACE_LOW)
    assert p.dealer == 0 and p.seats[0] == "Bob" and p.seats[2] == "Di"
    assert set(p.seats[1::2]) == {"Ann", "Cy"} and len(p.ranking.cuts) == 4


def test_the_ace_is_lowest_in_cutting():
    p = cut_for_partners(FOUR, cards("AS 2H KD QC"), ACE_LOW)
    assert p.seats[0] == "Ann" and p.seats[2] == "Bob"


def test_law_9_the_two_lowest_equal_the_new_draw_decides_who_deals():
    # Ann 3, Bob 3, Cy 8, Di K: Ann and Bob are partners either way; they draw again: Ann 10, Bob 4 -> Bob deals.
    p = cut_for_partners(FOUR, cards("3S 3H 8D KC 10S 4H"), ACE_LOW)
    assert p.seats[0] == "Bob" and p.seats[2] == "Ann" and set(p.seats[1::2]) == {"Cy", "Di"}
    assert [c.round for c in p.ranking.cuts] == [0, 0, 0, 0, 1, 1]


def test_law_9_equal_cards_in_the_middle_the_higher_plays_with_the_highest():
    # Ann 2, Bob 7, Cy 7, Di Q: Bob and Cy draw again: Bob 5, Cy 9: "the higher in the new draw plays with the
    # highest in the original draw": Cy with Di; Bob with Ann, who deals.
    p = cut_for_partners(FOUR, cards("2S 7H 7D QC 5S 9H"), ACE_LOW)
    assert p.seats[0] == "Ann" and p.seats[2] == "Bob" and set(p.seats[1::2]) == {"Cy", "Di"}


def test_law_9_the_two_highest_equal_do_not_draw_again():
    # Ann 4, Bob 6, Cy J, Di J: nothing is in doubt; only four cards are drawn.
    p = cut_for_partners(FOUR, cards("4S 6H JD JC 2S 2H"), ACE_LOW)
    assert len(p.ranking.cuts) == 4 and p.seats[0] == "Ann" and p.seats[2] == "Bob"
    assert p.ranking.ties == (("Cy", "Di"),)


def test_law_10_three_equal_the_fourth_highest():
    # Ann 5, Bob 5, Cy 5, Di K: the three draw again: Ann 9, Bob 2, Cy 6: "the two lowest of the new draw are
    # partners, the lower of those two the dealer": Bob (2) deals, with Cy (6); Ann plays with Di.
    p = cut_for_partners(FOUR, cards("5S 5H 5D KC 9S 2H 6D"), ACE_LOW)
    assert p.seats[0] == "Bob" and p.seats[2] == "Cy" and set(p.seats[1::2]) == {"Ann", "Di"}


def test_law_10_three_equal_the_fourth_lowest():
    # Ann 2, Bob Q, Cy Q, Di Q: they draw again: Bob 8, Cy 3, Di J: "the two highest are partners, the original
    # lowest the dealer": Bob and Di together; Ann deals with Cy.
    p = cut_for_partners(FOUR, cards("2S QH QD QC 8S 3H JD"), ACE_LOW)
    assert p.seats[0] == "Ann" and p.seats[2] == "Cy" and set(p.seats[1::2]) == {"Bob", "Di"}


def test_four_equal_draw_again_and_a_second_tie_draws_once_more():
    # All four 7s; again: Ann 3, Bob 3, Cy 9, Di K (law 9: the two lowest equal) -> Ann 8, Bob 4: Bob deals.
    p = cut_for_partners(FOUR, cards("7S 7H 7D 7C 3S 3H 9D KC 8S 4H"), ACE_LOW)
    assert p.seats[0] == "Bob" and p.seats[2] == "Ann" and [c.round for c in p.ranking.cuts][-2:] == [2, 2]


def test_partners_sit_opposite():
    assert [partner_of(s) for s in range(4)] == [2, 3, 0, 1]
    assert [side_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert sides_of() == ((0, 2), (1, 3)) and sides_of(6) == ((0, 2, 4), (1, 3, 5))
    for bad in (lambda: partner_of(4), lambda: partner_of(True), lambda: partner_of(0, 6), lambda: side_of(1, 3),
                lambda: side_of(5), lambda: sides_of(0), lambda: sides_of("4")):
        with pytest.raises(GameError):
            bad()


# -- formation of table: law 7 ------------------------------------------------------------------------

def test_law_7b_more_than_four_all_draw_the_four_lowest_play_first():
    # Five: Ann 9, Bob 3, Cy K, Di 5, Ed 2 -> Ed, Bob, Di, Ann play; Cy waits.
    f = form_table(FOUR + ["Ed"], cards("9S 3H KD 5C 2S"), ACE_LOW)
    assert set(f.playing) == {"Ed", "Bob", "Di", "Ann"} and f.waiting == ("Cy",) and f.left_out == ()
    assert f.table[:4] == f.playing and len(f.cuts) == 5


def test_law_7c_equal_cards_draw_again_if_necessary():
    # Six: Ann 4, Bob 4, Cy 8, Di 8, Ed 8, Fay 2: Fay and Ann and Bob are in; of Cy, Di, Ed (equal) one plays:
    # they draw again: Cy 6, Di 10, Ed 3 -> Ed plays; then Cy before Di waiting.  Ann and Bob need not draw again.
    f = form_table(FOUR + ["Ed", "Fay"], cards("4S 4H 8D 8C 8S 2H 6D 10C 3S"), ACE_LOW)
    assert set(f.playing) == {"Fay", "Ann", "Bob", "Ed"} and f.waiting == ("Cy", "Di")
    assert len(f.cuts) == 9


def test_law_7a_the_table_is_complete_with_six():
    # Eight candidates, Ann and Bob first in the room; the other six draw for four places:
    # Cy 9, Di 3, Ed K, Fay 5, Gus 2, Hal Q -> Gus, Di, Fay, Cy in; Hal then Ed keep their precedence.
    names = FOUR + ["Ed", "Fay", "Gus", "Hal"]
    pack = cards("9S 3H KD 5C 2S QH") + cards("AC 2C 3C 4C 5D 6D")
    f = form_table(names, pack, ACE_LOW, preferred=("Ann", "Bob"))
    assert set(f.table) == {"Ann", "Bob", "Gus", "Di", "Fay", "Cy"} and f.left_out == ("Hal", "Ed")
    # then all six draw for play: Ann A, Bob 2, Gus 3, Di 4, Fay 5, Cy 6 -> the first four play.
    assert f.playing == ("Ann", "Bob", "Gus", "Di") and f.waiting == ("Fay", "Cy")
    assert len(f.cuts) == 12


def test_four_candidates_need_no_draw():
    f = form_table(FOUR, cards("AS"), ACE_LOW)
    assert f.playing == tuple(FOUR) and f.cuts == ()


@pytest.mark.parametrize("kw", [dict(size=0), dict(players=7), dict(preferred=("Zed",)), dict(preferred="Ann"),
                                dict(players=True), dict(law="hoffmann:7")])
def test_form_table_refuses_bad_values(kw):
    with pytest.raises(GameError):
        form_table(FOUR + ["Ed"], cards("9S 3H KD 5C 2S"), ACE_LOW, **kw)


def test_too_few_candidates_for_a_table():
    with pytest.raises(RuleSetError) as e:
        form_table(["Ann", "Bob"], cards("9S 3H"), ACE_LOW, law="hoffmann-whist:7")
    assert e.value.law == "hoffmann-whist:7"


# -- cutting out: law 11 ------------------------------------------------------------------------------

def test_law_11_who_has_played_most_rubbers_goes_out():
    c = cut_out({"Ann": 3, "Bob": 1, "Cy": 2, "Di": 1}, 1, cards("KS"), ACE_LOW)
    assert c.out == ("Ann",) and c.cuts == ()
    c = cut_out({"Ann": 3, "Bob": 1, "Cy": 2, "Di": 1}, 2, cards("KS"), ACE_LOW)
    assert set(c.out) == {"Ann", "Cy"} and set(c.stay) == {"Bob", "Di"}


def test_law_11_equal_rubbers_cut_the_highest_are_out():
    # All have played two rubbers; one enters: Ann 4, Bob J, Cy 9, Di 2 -> Bob (the highest) is out.
    c = cut_out({"Ann": 2, "Bob": 2, "Cy": 2, "Di": 2}, 1, cards("4S JH 9D 2C"), ACE_LOW)
    assert c.out == ("Bob",) and len(c.cuts) == 4
    # Ann has played three, the others two; two enter: Ann out, and one of the three by the cut: Cy 8, Bob 5, Di 8
    # are equal at the top -> they cut again, Cy 3, Di Q -> Di out.
    c = cut_out({"Ann": 3, "Bob": 2, "Cy": 2, "Di": 2}, 2, cards("5S 8H 8D 3C QS"), ACE_LOW, law="hoffmann-whist:11")
    assert c.out == ("Ann", "Di")


@pytest.mark.parametrize("args", [
    ({"Ann": 1, "Bob": 1, "Cy": 1, "Di": 1}, 3),  # six at most: two may enter a table of four
    ({"Ann": 1, "Bob": 1, "Cy": 1, "Di": 1}, 0),
    ({"Ann": -1, "Bob": 1, "Cy": 1, "Di": 1}, 1),
    ({"Ann": 1.0, "Bob": 1, "Cy": 1, "Di": 1}, 1),
    (["Ann", "Bob"], 1),
    ({"": 1, "Bob": 1}, 1),
])
def test_cut_out_refuses_bad_values(args):
    with pytest.raises(GameError):
        cut_out(*args, cards("4S JH 9D 2C"), ACE_LOW)


# -- drawing: ties drawn again only where they matter ------------------------------------------------

def test_rank_by_draw_records_every_card_and_its_round():
    r = rank_by_draw(["A", "B", "C"], cards("5S 5H 2D KS 3C"), ACE_LOW)
    assert r.ranked == ("C", "B", "A") and r.cuts[3] == Cut("A", Card.parse("KS"), 1)
    assert r.cards_of("A") == cards("5S KS")
    high = rank_by_draw(["A", "B", "C"], cards("5S 9H 2D"), ACE_LOW, highest_first=True)
    assert high.ranked == ("B", "A", "C")


def test_the_pack_may_run_out():
    with pytest.raises(IllegalActionError) as e:
        rank_by_draw(["A", "B"], cards("5S 5H"), ACE_LOW, law="hoffmann-whist:7.c")
    assert e.value.law == "hoffmann-whist:7.c"


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**9), st.integers(2, 8))
def test_a_full_ranking_never_contradicts_the_first_draw(seed, n):
    pack = standard_pack().shuffled(seed).cards
    names = [f"P{i}" for i in range(n)]
    r = rank_by_draw(names, pack, ACE_LOW)
    first = {c.name: ACE_LOW.index(c.card.rank) for c in r.cuts if c.round == 0}
    pos = {nm: i for i, nm in enumerate(r.ranked)}
    assert sorted(r.ranked) == sorted(names) and r.ties == ()
    for a in names:
        for b in names:
            if first[a] < first[b]:
                assert pos[a] < pos[b]


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**9))
def test_partners_two_lowest_against_two_highest_by_the_first_draw(seed):
    pack = standard_pack().shuffled(seed).cards
    p = cut_for_partners(FOUR, pack, ACE_LOW)
    first = {c.name: ACE_LOW.index(c.card.rank) for c in p.ranking.cuts if c.round == 0}
    low_side = {p.seats[0], p.seats[2]}
    assert all(first[a] <= first[b] for a in low_side for b in set(FOUR) - low_side)
    assert first[p.seats[0]] == min(first.values())
    assert p.ranking.cuts[:4] == tuple(Cut(nm, c, 0) for nm, c in zip(FOUR, pack[:4]))


# -- the old procedures, unchanged on valid input --------------------------------------------------

def _old_draw_lowest(n, pile, order, highest=False):
    pile, draws, cands = list(pile), [], list(range(n))
    while True:
        this = {s: pile.pop(0) for s in cands}
        draws += list(this.items())
        vals = {s: order.index(c.rank) for s, c in this.items()}
        best = (max if highest else min)(vals.values())
        cands = [s for s in cands if vals[s] == best]
        if len(cands) == 1:
            return cands[0], draws


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 9), st.booleans())
def test_draw_lowest_as_before(seed, n, highest):
    pack = standard_pack().shuffled(seed).cards
    assert draw_lowest(n, pack, ACE_LOW, highest=highest) == _old_draw_lowest(n, pack, ACE_LOW, highest)


def test_cut_ranking_as_before():
    # A 5, B 5, C 2, D 5: C lowest; A, B, D cut again: K, 3, 3 -> B and D again: 9, 4 -> D, B, then A.
    ranked, cuts = cut_ranking(list("ABCD"), cards("5S 5H 2D 5C KS 3H 3D 9C 4S"), ACE_LOW)
    assert ranked == ["C", "D", "B", "A"] and len(cuts) == 9 and cuts[0] == ("A", Card.parse("5S"))


def test_next_seat_cycle_from_split_tables_as_before():
    assert next_seat(3, 4) == 0 and next_seat(0, 5, include=[2, 4]) == 2
    assert cycle_from(2, 4) == [2, 3, 0, 1] and cycle_from(1, 5, include=[0, 3]) == [3, 0]
    assert split_tables(list("ABCDEFGHI")) == [list("ABCDE"), list("FGHI")]
    assert split_tables(list("ABCDEFGHI"), smaller_to_highest=False) == [list("ABCD"), list("EFGHI")]
    seat, dealt = deal_until(cards("3S 9H AD KC"), [2, 0, 1], lambda c: c.rank is Rank.ACE)
    assert seat == 1 and [s for s, _ in dealt] == [2, 0, 1]


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 9), st.data())
def test_next_seat_is_the_next_to_the_left(n, data):
    seat = data.draw(st.integers(0, n - 1))
    include = data.draw(st.none() | st.sets(st.integers(0, n - 1), min_size=1))
    order = [(seat + 1 + i) % n for i in range(n)]
    expect = next(s for s in order if include is None or s in include)
    assert next_seat(seat, n, include) == expect


@pytest.mark.parametrize("call", [
    lambda: next_seat(1, 0),
    lambda: next_seat(4, 4),
    lambda: next_seat(-1, 4),
    lambda: next_seat(0, 4, include=[9]),
    lambda: next_seat(0, 4, include=[]),
    lambda: next_seat(0, "4"),
    lambda: cycle_from(0, 0),
    lambda: cycle_from(5, 4),
    lambda: cycle_from(0, 4, include=5),
    lambda: deal_until(cards("AS"), [], lambda c: True),
    lambda: deal_until(cards("AS"), [0, 0], lambda c: True),
    lambda: deal_until(cards("AS"), [-1], lambda c: True),
    lambda: deal_until(cards("KS"), [0], lambda c: False),
    lambda: deal_until(cards("KS"), [0], "ace"),
    lambda: deal_until("XX", [0], lambda c: True),
    lambda: draw_lowest(0, cards("AS"), ACE_LOW),
    lambda: draw_lowest(2, cards("AS 2S"), [Rank.KING]),
    lambda: draw_lowest(2, cards("AS"), ACE_LOW),
    lambda: draw_lowest(2, cards("AS 2S"), ACE_LOW, highest="yes"),
    lambda: cut_ranking(["A", "A"], cards("AS 2S"), ACE_LOW),
    lambda: cut_ranking("AB", cards("AS 2S"), ACE_LOW),
    lambda: split_tables(["A"]),
    lambda: split_tables(["A", "B"], smaller_to_highest=None),
    lambda: rank_by_draw(["A", "B"], cards("AS 2S"), ACE_LOW, decide=[5]),
    lambda: rank_by_draw(["A", "B"], cards("AS 2S"), ACE_LOW, decide="1"),
    lambda: cut_for_partners(["A", "B", "C"], cards("AS 2S 3S"), ACE_LOW),
])
def test_bad_values_are_refused_with_the_librarys_error(call):
    with pytest.raises(GameError):
        call()


junk = st.one_of(st.none(), st.booleans(), st.integers(-3, 10), st.floats(), st.text(max_size=3),
                 st.lists(st.integers(-1, 5), max_size=3), st.just(object()), st.just(ACE_LOW),
                 st.just(cards("AS 2S 3S 4S 5S 6S 7S 8S")), st.just(FOUR), st.just({"A": 1}))


def _only_game_errors(f, *args, **kw):
    try:
        f(*args, **kw)
    except GameError:
        pass


@settings(max_examples=150, deadline=None)
@given(junk, junk, junk, junk)
def test_junk_raises_only_the_librarys_errors(a, b, c, d):
    for f in (draw_lowest, cut_ranking, rank_by_draw, form_table, cut_for_partners):
        _only_game_errors(f, a, b, c)
    _only_game_errors(cut_out, a, b, c, d)
    _only_game_errors(deal_until, a, b, c)
    _only_game_errors(deal_until, cards("AS"), [0], lambda c: True, law=a)
    _only_game_errors(split_tables, a)
    for f in (cycle_from, next_seat):
        _only_game_errors(f, a, b, c)
        _only_game_errors(f, a, b)
    for f in (partner_of, side_of):
        _only_game_errors(f, a, b)
    _only_game_errors(sides_of, a)
    _only_game_errors(rank_by_draw, FOUR, standard_pack().cards, ACE_LOW, decide=a, highest_first=b, law=c)
    _only_game_errors(form_table, FOUR + ["Ed"], standard_pack().cards, ACE_LOW, size=a, players=b, preferred=c)
    _only_game_errors(cut_out, {"A": 1, "B": 2, "C": 0, "D": 0}, a, standard_pack().cards, ACE_LOW, size=b)


def test_a_ranking_knows_only_who_drew():
    r = rank_by_draw(["A", "B"], cards("5S 9H"), ACE_LOW)
    with pytest.raises(IllegalActionError):
        r.cards_of("Z")


@settings(max_examples=100, deadline=None)
@given(st.one_of(st.none(), st.booleans(), st.integers(-3, 9), st.floats(), st.text(max_size=3)),
       st.one_of(st.none(), st.booleans(), st.integers(-3, 9), st.floats(), st.text(max_size=3)))
def test_the_shared_checks_raise_only_the_librarys_errors(a, b):
    from games.core import checks

    for f in (lambda: checks.seat(a, b), lambda: checks.whole(a, "x"), lambda: checks.law_id(a),
              lambda: checks.laws(a), lambda: checks.text(a, "x"), lambda: checks.names(a), lambda: checks.card(a),
              lambda: checks.cards(a), lambda: checks.rank_order(a), lambda: checks.suit_or_none(a)):
        _only_game_errors(f)


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**9), st.integers(4, 12), st.integers(0, 3))
def test_a_table_formed_holds_every_candidate_once_and_six_at_most(seed, n, npref):
    pack = standard_pack().shuffled(seed).cards
    names = [f"P{i}" for i in range(n)]
    f = form_table(names, pack, ACE_LOW, preferred=names[:npref])
    assert sorted(f.table + f.left_out) == sorted(names) and len(f.table) == min(n, 6)
    assert f.table == f.playing + f.waiting and len(f.playing) == 4
    if n > 6:
        assert set(names[:npref]) <= set(f.table)
    if len(f.table) > 4:  # the four lowest of the draw for play play first
        first = {}
        for c in f.cuts:
            if c.name in f.table and c.round == 0:
                first[c.name] = ACE_LOW.index(c.card.rank)  # a member's last first-round card is his draw for play
        assert all(first[a] <= first[b] for a in f.playing for b in f.waiting)


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**9), st.lists(st.integers(0, 3), min_size=4, max_size=4), st.integers(1, 2))
def test_those_cut_out_have_played_at_least_as_many_rubbers_as_those_who_stay(seed, counts, entering):
    rubbers = dict(zip(FOUR, counts))
    c = cut_out(rubbers, entering, standard_pack().shuffled(seed).cards, ACE_LOW)
    assert len(c.out) == entering and sorted(c.out + c.stay) == sorted(FOUR)
    assert min(rubbers[p] for p in c.out) >= max(rubbers[p] for p in c.stay)
    if c.cuts:  # a tie at the border was cut: the highest went out
        first = {x.name: ACE_LOW.index(x.card.rank) for x in c.cuts if x.round == 0}
        tied_out = [p for p in c.out if p in first]
        tied_stay = [p for p in c.stay if p in first]
        assert all(first[a] >= first[b] for a in tied_out for b in tied_stay)


@pytest.mark.parametrize("make", [
    lambda: Cut("", Card.parse("AS")), lambda: Cut("A", "AS"), lambda: Cut("A", Card.parse("AS"), -1),
    lambda: Ranking(("A", "A"), ()), lambda: Ranking(("A",), (Cut("B", Card.parse("AS")),)),
    lambda: Ranking(("A", "B"), (), (("A",),)), lambda: Ranking(("A", "B"), ("AS",)),
    lambda: Formation(("A", "B"), ("B",), ("A",), (), ()), lambda: Formation(("A",), ("A",), (), ("A",), ()),
    lambda: Partners(("A", "B", "C"), 0, Ranking(("A", "B", "C"), ())),
    lambda: Partners(("A", "B", "C", "D"), 4, Ranking(("A", "B", "C", "D"), ())),
    lambda: Partners(("A", "B", "C", "D"), 0, None),
    lambda: CuttingOut(("A",), ("A",), ()), lambda: CuttingOut(("A",), ("B",), "cuts"),
])
def test_the_records_refuse_what_cannot_be(make):
    with pytest.raises(GameError):
        make()
