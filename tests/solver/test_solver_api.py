"""The solver's public calls: PBN, bad input refused with the library's errors, the command line,
determinism, and the post-mortem and the replay card by card against a brute force."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import brute_force, legal, pbn, random_hands

from games.cards import Card, Suit
from games.errors import GameError, IllegalActionError, InvalidActionError
from games.solver import (Layout, best_cards, card_values, clear_cache, parse_pbn, parse_trump, post_mortem,
                          replay, seat_index, solve)

ROOT = Path(__file__).resolve().parents[2]
DEAL = "N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5"


def test_pbn_round_trip_and_rotation():
    hands = random_hands(5, 13)
    text = pbn(hands)
    layout = parse_pbn(text)
    assert [set(h) for h in layout.hands] == [set(h) for h in hands]
    assert parse_pbn(layout.to_pbn("E")) == layout
    assert parse_pbn(f'[Deal "{text}"]') == layout
    assert parse_pbn(text.lower()) == layout
    assert Layout.of({"N": hands[0], "E": hands[1], "S": hands[2], "W": hands[3]}) == layout
    assert Layout.of(hands) == layout


@pytest.mark.parametrize("text, words", [
    ("N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94", "four suits"),
    ("N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98", "four hands"),
    ("X:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5", "first hand's seat"),
    ("N:Q953.85.J532.T4 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q52", "equal size"),
    ("N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q2", "two of clubs"),
    ("N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.QZ", "not a rank"),
    ("N:QQ53.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 T876.AJ3.QT94.Q5", "twice"),
    ("N:Q953.85.J532.T42 2.Q7642.A8.AK763 AKJ4.KT9.K76.J98 -", "all four hands"),
    ("N:AKQJT98765432.AK.. ... ... ...", "equal size"),
    ("", "first hand's seat"),
])
def test_bad_pbn_names_the_fault(text, words):
    with pytest.raises(InvalidActionError) as e:
        parse_pbn(text)
    assert words in str(e.value)


@pytest.mark.parametrize("call", [solve, card_values, best_cards])
def test_bad_input_refused(call):
    for bad in (None, 3, b"N:", ["AS"], {"N": "AS"}, "N:A... K... Q...", [["AS"], ["KS"], ["QS"], ["AS"]]):
        with pytest.raises(GameError):
            call(bad, "S", "W")
    for trump in ("X", 5, 2.0, Card.parse("AS"), "spades and hearts"):
        with pytest.raises(InvalidActionError):
            call(DEAL, trump, "W")
    for leader in ("X", 4, -1, None, True, 1.0):
        with pytest.raises(InvalidActionError):
            call(DEAL, "S", leader)
    with pytest.raises(IllegalActionError, match="does not hold"):
        call(DEAL, "S", "W", played=["AS"])
    with pytest.raises(IllegalActionError, match="follow suit"):
        call(DEAL, "S", "W", played=["6S", "4C"])   # North holds spades
    with pytest.raises(GameError):
        call(DEAL, "S", "W", played=["XX"])
    with pytest.raises(GameError):
        call(DEAL, "S", "W", played=5)
    with pytest.raises(IllegalActionError):
        call(DEAL, "S", "W", played=["6S", "3S", "2S", "AS"])


def test_accepted_spellings():
    assert parse_trump("NT") is None and parse_trump(None) is None and parse_trump("notrump") is None
    assert parse_trump("s") is Suit.SPADES and parse_trump("♥") is Suit.HEARTS and parse_trump(Suit.CLUBS) is Suit.CLUBS
    assert [seat_index(x) for x in ("N", "east", "s", "West", 0, 3)] == [0, 1, 2, 3, 0, 3]
    r = solve(pbn(random_hands(3, 6)), "S", "W")
    assert r.ns + r.ew == 6 and r.of("N") == r.ns and r.of(1) == r.ew


def test_values_agree_with_solve_and_with_each_other():
    hands = random_hands(77, 6)
    for leader in range(4):
        vals = card_values(hands, "H", leader)
        r = solve(hands, "H", leader)
        assert max(vals.values()) == r.of(leader)
        assert set(best_cards(hands, "H", leader)) == {c for c, v in vals.items() if v == r.of(leader)}
        assert set(vals) == set(legal(hands[leader], ()))


def test_deterministic_with_or_without_the_tables():
    hands = random_hands(123, 7)
    first = [card_values(hands, t, "W") for t in (None, "S")]
    clear_cache()
    again = [card_values(hands, t, "W") for t in (None, "S")]
    assert first == again
    assert list(first[0]) == list(again[0])   # the same order of cards too


def test_empty_layout():
    assert solve("N:... ... ... ...", None, "N").ns == 0
    assert card_values("N:... ... ... ...", None, "N") == {}
    assert post_mortem("N:... ... ... ...", None, "N", []).first is None


def _brute_values_after(hands, trump, leader, plays):
    """(the seat that played it, North-South's tricks with best play after it, those won counted) for each
    card of ``plays``, by brute force."""
    from games.cards import ACE_HIGH
    from games.core.tricks import trick_winner
    held = [set(h) for h in hands]
    won_ns, trick, lead, out = 0, [], leader, []
    for c in plays:
        seat = (lead + len(trick)) % 4
        held[seat].discard(c)
        trick.append(c)
        if len(trick) == 4:
            lead = (lead + trick_winner(trick, ACE_HIGH, trump)) % 4
            won_ns += lead % 2 == 0
            trick = []
            out.append((seat, won_ns + brute_force([frozenset(h) for h in held], trump, lead)))
        else:
            out.append((seat, won_ns + brute_force([frozenset(h) for h in held], trump, lead, tuple(trick))))
    return out


def _brute_first_mistake(hands, trump, leader, plays):
    v = brute_force(hands, trump, leader)
    for i, (seat, now) in enumerate(_brute_values_after(hands, trump, leader, plays)):
        if (seat % 2 == 0 and now < v) or (seat % 2 == 1 and now > v):
            return i, abs(now - v)
    return None


def _random_play(hands, trump, leader, rng) -> list:
    """A random legal play of the whole ending ``hands`` (the cards in the order played)."""
    from games.cards import ACE_HIGH
    from games.core.tricks import trick_winner
    held = [list(h) for h in hands]
    plays, trick, lead = [], [], leader
    for _ in range(sum(len(h) for h in hands)):
        seat = (lead + len(trick)) % 4
        c = rng.choice(legal(sorted(held[seat], key=lambda c: c.index), trick))
        held[seat].remove(c)
        trick.append(c)
        plays.append(c)
        if len(trick) == 4:
            lead = (lead + trick_winner(trick, ACE_HIGH, trump)) % 4
            trick = []
    return plays


@pytest.mark.parametrize("trump", [None, Suit.HEARTS], ids=str)
def test_post_mortem_against_brute_force(trump):
    rng = random.Random(17)
    for seed in range(25):
        n = 3
        hands = random_hands(300 + seed, n)
        leader = rng.randrange(4)
        plays = _random_play(hands, trump, leader, rng)
        pm = post_mortem(hands, trump, leader, plays)
        want = _brute_first_mistake(hands, trump, leader, plays)
        assert pm.par.ns == brute_force(hands, trump, leader)
        assert pm.made["ns"] + pm.made["ew"] == n
        if want is None:
            assert pm.first is None, (seed, pm.first)
        else:
            assert pm.first is not None and (pm.first.index, pm.first.cost) == want, (seed, pm.first, want)
            assert pm.first.card == plays[want[0]] and pm.first.card not in pm.first.best_cards
            assert pm.first.trick == want[0] // 4 + 1
            assert "cost" in str(pm.first)


@pytest.mark.parametrize("trump", [None, Suit.SPADES], ids=str)
def test_replay_values_every_card_as_brute_force_does(trump):
    rng = random.Random(29)
    for seed in range(15):
        n = 3
        hands = random_hands(700 + seed, n)
        leader = rng.randrange(4)
        plays = _random_play(hands, trump, leader, rng)
        steps = replay(hands, trump, leader, plays)
        after = [v for _seat, v in _brute_values_after(hands, trump, leader, plays)]
        before = [brute_force(hands, trump, leader)] + after[:-1]
        assert [s.card for s in steps] == plays and [s.index for s in steps] == list(range(4 * n))
        for s, b, a in zip(steps, before, after):
            side = "NESW".index(s.seat) & 1
            assert (s.best, s.after) == ((n - b, n - a) if side else (b, a)), (seed, s)
            assert s.cost >= 0 and s.trick == s.index // 4 + 1
        pm = post_mortem(hands, trump, leader, plays)
        first = next((s for s in steps if s.cost), None)
        assert (pm.first is None) == (first is None)
        if first is not None:
            assert (pm.first.index, pm.first.cost, pm.first.card) == (first.index, first.cost, first.card)


def test_replay_refuses_bad_plays():
    with pytest.raises(IllegalActionError):
        replay(DEAL, "S", "W", ["6S", "4C"])
    with pytest.raises(InvalidActionError):
        replay(DEAL, "S", "W", 7)
    assert replay(DEAL, "S", "W", []) == ()


def test_post_mortem_refuses_an_illegal_card():
    with pytest.raises(IllegalActionError):
        post_mortem(DEAL, "S", "W", ["6S", "4C"])
    with pytest.raises(InvalidActionError):
        post_mortem(DEAL, "S", "W", 7)
    with pytest.raises(GameError):
        post_mortem(DEAL, "S", "W", ["6S", "nope"])


def _cli(*args, stdin=None, module="games.solver"):
    return subprocess.run([sys.executable, "-m", module, *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, timeout=600)


def test_command_line_as_whist_gives_the_same_answers():
    end = pbn(random_hands(11, 5))
    done = _cli("solve", end, "--trump", "H", "--leader", "N", module="games.whist")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    r = solve(end, "H", "N")
    assert (out["ns"], out["ew"]) == (r.ns, r.ew)
    bad = _cli("solve", end[:-3], "--trump", "H", "--leader", "N", module="games.whist")
    assert bad.returncode == 2 and "error:" in bad.stderr and "Traceback" not in bad.stderr


def test_command_line_one_deal_and_lines():
    end = pbn(random_hands(9, 5))
    done = _cli("solve", end, "--trump", "S", "--leader", "W")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    r = solve(end, "S", "W")
    assert (out["ns"], out["ew"]) == (r.ns, r.ew) and out["seconds"] >= 0
    lines = "\n".join(pbn(random_hands(s, 4)) for s in range(3)) + "\n"
    done = _cli("solve", "--trump", "N", "--leader", "E", stdin=lines)
    assert done.returncode == 0, done.stderr
    outs = [json.loads(x) for x in done.stdout.splitlines()]
    assert [(o["ns"], o["ew"]) for o in outs] == [
        (solve(pbn(random_hands(s, 4)), None, "E").ns, solve(pbn(random_hands(s, 4)), None, "E").ew) for s in range(3)]
    assert all("seconds" in o for o in outs)


@pytest.mark.parametrize("args, words", [
    (("solve", DEAL.replace("Q5", "Q2"), "--trump", "S", "--leader", "W"), "two of clubs"),
    (("solve", DEAL[:-3], "--trump", "S", "--leader", "W"), "four suits"),
    (("solve", DEAL, "--trump", "Q", "--leader", "W"), "trump suit"),
    (("solve", DEAL, "--trump", "S", "--leader", "Z"), "leader"),
])
def test_command_line_bad_notation(args, words):
    done = _cli(*args)
    assert done.returncode != 0 and words in done.stderr and "Traceback" not in done.stderr
    assert done.stderr.startswith("error:")


def test_command_line_bad_line_in_standard_input():
    done = _cli("solve", "--trump", "S", "--leader", "W", stdin="N:A... K... Q...\n" + pbn(random_hands(1, 3)) + "\n")
    assert done.returncode != 0 and "line 1" in done.stderr and "Traceback" not in done.stderr
    assert len(done.stdout.splitlines()) == 1


def test_the_examples_in_the_documentation():
    import doctest

    import games.solver
    import games.solver.double_dummy
    import games.solver.pbn
    for mod in (games.solver, games.solver.double_dummy, games.solver.pbn):
        assert doctest.testmod(mod).failed == 0, mod.__name__
