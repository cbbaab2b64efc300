"""The review of a played hand (:mod:`games.solver.play_review`) card by card against a brute force
from the solver; PBN play records read as played; the command line's review the same card by card; bad
records refused with the library's errors."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import brute_force, brute_values, legal, pbn, random_hands

from games.cards import ACE_HIGH, Suit
from games.core.tricks import trick_winner
from games.errors import GameError, IllegalActionError, InvalidActionError
from games.solver.play_review import parse_play_record, review

ROOT = Path(__file__).resolve().parents[2]
TRUMPS = (None, Suit.SPADES, Suit.HEARTS)


def _play(hands, trump, leader, rng, care=0.0):
    """A legal play of the whole ending: each card at random, or with probability ``care`` the brute
    force's best (so that both good and costly cards occur).  Returns the cards in order, and for each
    (the brute force's values of the mover's cards at that moment)."""
    held = [set(h) for h in hands]
    start = [frozenset(h) for h in held]   # the hands at the start of the current trick
    plays, values, trick, lead = [], [], [], leader
    for _ in range(4 * len(hands[0])):
        seat = (lead + len(trick)) % 4
        vals = brute_values(start, trump, lead, tuple(trick))
        options = legal(sorted(held[seat], key=lambda c: c.index), trick)
        assert set(vals) == set(options)
        if rng.random() < care:
            top = max(vals.values())
            c = rng.choice([c for c in options if vals[c] == top])
        else:
            c = rng.choice(options)
        held[seat].discard(c)
        trick.append(c)
        plays.append(c)
        values.append(vals)
        if len(trick) == 4:
            lead = (lead + trick_winner(trick, ACE_HIGH, trump)) % 4
            trick = []
            start = [frozenset(h) for h in held]
    return plays, values


def _record(hands, trump_tag, leader, plays, trump, partial=0):
    """A PBN play record of ``plays`` (four cards a line in the seat order from the opening leader),
    the last ``partial`` cards shown as not played ('-')."""
    def tok(c):
        return c.suit.letter + ("T" if c.rank.text == "10" else c.rank.text)
    lines, trick, lead, row = [], [], leader, [None] * 4
    shown = len(plays) - partial
    for i, c in enumerate(plays):
        seat = (lead + len(trick)) % 4
        row[(seat - leader) % 4] = tok(c) if i < shown else "-"
        trick.append(c)
        if len(trick) == 4:
            lines.append(" ".join(row))
            lead = (lead + trick_winner(trick, ACE_HIGH, trump)) % 4
            trick, row = [], [None] * 4
    tags = [f'[Deal "{pbn(hands)}"]'] + ([f'[Contract "{trump_tag}"]'] if trump_tag else [])
    return "\n".join(tags + [f'[Play "{"NESW"[leader]}"]'] + lines + ["*", ""])


@pytest.mark.parametrize("trump", TRUMPS, ids=str)
def test_each_card_against_brute_force(trump):
    rng = random.Random(41)
    for seed in range(12):
        n = 3 if seed % 3 else 4
        hands = random_hands(9100 + seed, n)
        leader = rng.randrange(4)
        plays, values = _play(hands, trump, leader, rng, care=0.5)
        r = review(hands, trump, leader, plays)
        assert r.par.ns == brute_force(hands, trump, leader) and r.par.tricks == n
        assert [c.card for c in r.cards] == plays and [c.index for c in r.cards] == list(range(4 * n))
        for c, vals in zip(r.cards, values):
            top = max(vals.values())
            assert c.cost == top - vals[c.card], (seed, str(c))
            assert c.mark == ("=" if c.cost == 0 else f"-{c.cost}")
            assert set(c.better) == ({d for d, v in vals.items() if v == top} if c.cost else set()), (seed, str(c))
            assert c.trick == c.index // 4 + 1
            assert str(c).startswith(f"trick {c.trick}: {c.seat} {c.card} {c.mark}")
        assert r.made["ns"] + r.made["ew"] == n
        # the tricks each side gave away by its own cards: par less made, as the values add up
        assert r.lost("ns") - r.lost("ew") == r.par.ns - r.made["ns"]
        assert r.costly == tuple(c for c in r.cards if c.cost)


def test_a_costly_card_on_each_side_is_found():
    """Over random plays both sides' mistakes appear, and every card marked ``-N`` names better cards."""
    rng = random.Random(3)
    seen = set()
    for seed in range(20):
        hands = random_hands(9300 + seed, 3)
        plays, _ = _play(hands, None, seed % 4, rng)
        for c in review(hands, None, seed % 4, plays).costly:
            assert c.better and c.card not in c.better
            seen.add("NESW".index(c.seat) & 1)
    assert seen == {0, 1}


@pytest.mark.parametrize("trump, tag", [(None, "3NT"), (Suit.HEARTS, "4HX"), (Suit.CLUBS, None)])
def test_pbn_play_record(trump, tag):
    rng = random.Random(7)
    hands = random_hands(9500, 4)
    leader = 3
    plays, _ = _play(hands, trump, leader, rng, care=0.3)
    text = _record(hands, tag, leader, plays, trump)
    rec = parse_play_record(text, "C" if tag is None else "contract")
    assert rec.cards == tuple(plays) and rec.leader == leader and rec.trump is trump
    assert [set(h) for h in rec.deal.hands] == [set(h) for h in hands]
    # a claimed ending: the last cards not played ('-'), the record stops there
    rec = parse_play_record(_record(hands, tag, leader, plays, trump, partial=3), "C" if tag is None else "contract")
    assert rec.cards == tuple(plays[:-3])


def _cli(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "games.solver", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, timeout=600)


def test_command_line_review_card_by_card(tmp_path):
    rng = random.Random(11)
    hands = random_hands(9600, 4)
    plays, _ = _play(hands, Suit.SPADES, 1, rng, care=0.4)
    path = tmp_path / "hand.pbn"
    path.write_text(_record(hands, "2S", 1, plays, Suit.SPADES), encoding="utf-8")
    r = review(hands, Suit.SPADES, 1, plays)
    done = _cli("review", str(path), "--json")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["par"] == {"ns": r.par.ns, "ew": r.par.ew} and out["made"] == r.made
    assert [(c["card"], c["seat"], c["trick"], c["mark"], c["better"]) for c in out["cards"]] == [
        (str(c.card), c.seat, c.trick, c.mark, [str(b) for b in c.better]) for c in r.cards]
    text = _cli("review", "-", stdin=path.read_text(encoding="utf-8"))
    assert text.returncode == 0, text.stderr
    lines = text.stdout.splitlines()
    assert lines[2:2 + len(plays)] == [str(c) for c in r.cards]
    assert f"North-South {r.lost('ns')}, East-West {r.lost('ew')}" in lines[-1]


@pytest.mark.parametrize("mutate, error, words", [
    (lambda t: t.replace('[Deal', '[Dealt'), InvalidActionError, "deal"),
    (lambda t: t.replace('[Play "W"]', ''), InvalidActionError, "Play"),
    (lambda t: t.replace('[Contract "3NT"]', ''), InvalidActionError, "Contract"),
    (lambda t: t.replace('3NT', 'Pass'), InvalidActionError, "trump"),
    (lambda t: t.replace('[Play "W"]', '[Play "X"]'), InvalidActionError, "seat"),
    (lambda t: t.replace('\n*', '\nS2 S3\n*'), InvalidActionError, "not four"),
    (lambda t: t.replace('\n*', '\nSZ S3 S4 S5\n*'), InvalidActionError, "not a card"),
])
def test_bad_records_refused(mutate, error, words):
    rng = random.Random(5)
    hands = random_hands(9700, 3)
    plays, _ = _play(hands, None, 3, rng)
    text = mutate(_record(hands, "3NT", 3, plays, None))
    with pytest.raises(error) as err:
        parse_play_record(text)
    assert words in str(err.value)


def test_an_illegal_card_in_the_record_is_refused():
    """A revoke in the record (the second hand plays another suit while holding the suit led)."""
    for seed in range(9800, 9900):
        hands = random_hands(seed, 3)
        lead = hands[0][0]
        second = hands[1]
        follows = [c for c in second if c.suit is lead.suit]
        others = [c for c in second if c.suit is not lead.suit]
        if follows and others:
            break
    def tok(c):
        return c.suit.letter + ("T" if c.rank.text == "10" else c.rank.text)
    rest = [next(c for c in hands[i]) for i in (2, 3)]
    text = f'[Deal "{pbn(hands)}"]\n[Contract "1NT"]\n[Play "N"]\n' + \
        " ".join(tok(c) for c in (lead, others[0], *rest)) + "\n*\n"
    with pytest.raises(IllegalActionError) as err:
        parse_play_record(text)
    assert "trick 1" in str(err.value) and "follow" in str(err.value)
    with pytest.raises(IllegalActionError):
        review(hands, None, 0, [lead, others[0]])
    with pytest.raises(InvalidActionError):
        parse_play_record(7)
    with pytest.raises(GameError):
        review(hands, None, 0, 7)


def test_command_line_review_bad_record(tmp_path):
    path = tmp_path / "bad.pbn"
    path.write_text('[Deal "N:A... K... Q..."]\n[Play "N"]\n*\n', encoding="utf-8")
    done = _cli("review", str(path), "--trump", "N")
    assert done.returncode == 2 and done.stderr.startswith("error:") and "Traceback" not in done.stderr
    done = _cli("review", str(tmp_path / "missing.pbn"))
    assert done.returncode == 2 and "cannot read" in done.stderr


def test_the_examples_in_the_documentation():
    import doctest

    import games.solver.play_review
    assert doctest.testmod(games.solver.play_review).failed == 0
