"""Hoffmann's French Vingt-Un: one deal of eight rounds, each checked against its paragraph.

The rounds of pure chance are checked from the public record of many seeded
deals: the cards turned up, the elections and the payments must agree with
the paragraph, recomputed here independently of the game's code.
"""

from __future__ import annotations

import re

import pytest

from games.cards import Rank, standard_pack
from games.core.players import RandomPlayer, play_out
from games.core.testing import random_playthrough, refused
from games.errors import IllegalActionError
from games.vingt_un.french import CLOCK, ROUNDS, Elect, FrenchVingtUn
from games.vingt_un.game_actions import Stake
from games.vingt_un.players import computer_players
from games.vingt_un.rules import HOFFMANN_FRENCH

F = "hoffmann-french-vingt-un:"
CARD = re.compile(r"^Player (\d+)(?: \(hand \d+\))? receives the (.+), face upwards$")
#: a card by the name the log gives it ("seven of diamonds")
BY_NAME = {c.name: c for c in standard_pack().cards}
PAY = re.compile(r"^(Player (\d+)|the pool) pays (Player (\d+)|the pool) (\d+): ")
STAKE = re.compile(r"^Player (\d+) stakes (\d+)$")
ELECT = re.compile(r"^Player (\d+) elects (\w+)$")


class Stayer(RandomPlayer):
    """A random player who sits the deal out (never retires)."""

    def decide(self, view):
        from games.core.players import Choice
        from games.vingt_un.game_actions import Retire

        return Choice(self.rng.choice([a for a in view.legal if not isinstance(a, Retire)]), None, "at random")


def play(seed, seats=4, rules=HOFFMANN_FRENCH):
    g = FrenchVingtUn(rules, seats=seats, seed=seed)
    play_out(g, {s: Stayer(f"{seed}/{s}") for s in range(seats)}, limit=10000)
    assert g.over
    return g


def segments(g):
    """The public record, one dict per round: kind, cards per seat (in order), stakes, elections, net per seat."""
    out = []
    for e in g.log_for(None):
        if e.kind == "round":
            out.append({"kind": ROUNDS[len(out)][0], "cards": {}, "stakes": {}, "elect": {}, "net": [0] * g.n})
            continue
        if not out:
            continue
        seg = out[-1]
        m = CARD.match(e.text)
        if e.kind == "card" and m:
            seg["cards"].setdefault(int(m.group(1)) - 1, []).append(BY_NAME[m.group(2)])
        m = STAKE.match(e.text)
        if e.kind == "stake" and m:
            seg["stakes"][int(m.group(1)) - 1] = int(m.group(2))
        m = ELECT.match(e.text)
        if e.kind == "elect" and m:
            seg["elect"][int(m.group(1)) - 1] = m.group(2)
        m = PAY.match(e.text)
        if e.kind == "pay" and m:
            amount = int(m.group(5))
            if m.group(2):
                seg["net"][int(m.group(2)) - 1] -= amount
            if m.group(4):
                seg["net"][int(m.group(4)) - 1] += amount
    return out


DEALS = [play(seed, seats=3 + seed % 3) for seed in range(40)]


@pytest.mark.law("hoffmann-french-vingt-un:p1", "hoffmann-french-vingt-un:p2")
def test_law_p2_the_deal_lasts_eight_rounds_each_in_its_own_way():
    for g in DEALS:
        assert [s["kind"] for s in segments(g)] == [k for k, _ in ROUNDS]
        assert g.deals_done == 1 and g.round_no == 8
        g.check_invariants()
    with pytest.raises(IllegalActionError) as e:
        FrenchVingtUn(seats=3, rounds=4)
    assert e.value.law == "hoffmann-french-vingt-un:p2"


@pytest.mark.law("hoffmann-french-vingt-un:1")
def test_law_1_the_first_round_is_ordinary_vingt_un():
    g = FrenchVingtUn(seats=3, seed=5)
    assert g.phase == "stake" and all(len(g.hands[s][0].cards) == 1 for s in range(3))   # one card, then stakes
    g.do(Stake(g.to_act, 2))
    g.do(Stake(g.to_act, 2))
    assert g.phase == "double"                                                           # the dealer's double


@pytest.mark.law("hoffmann-french-vingt-un:2")
def test_law_2_imaginary_tens():
    g = FrenchVingtUn(seats=4, seed=12)
    while g.kind != "imaginary-tens" or g.phase != "stake" or g.stakes.to_stake != g.order:
        play_out(g, computer_players(g), limit=1)
    assert all(not g.hands[s][0].cards for s in range(4))      # "stakes before receiving his card"
    while g.phase == "stake":
        g.do(Stake(g.to_act, 1))
    for s in range(4):
        h = g.hands[s][0]
        assert len(h.cards) == 1
        v = 10 if h.cards[0].rank.is_court or h.cards[0].rank is Rank.TEN else h.cards[0].rank.pips
        assert h.total == (21 if v == 1 else v + 10)            # "ten points are added to it"
        assert h.natural == (v == 1 and s != g.dealer)          # "the holder of an ace ... a natural"


@pytest.mark.law("hoffmann-french-vingt-un:3")
def test_law_3_blind_vingt_un():
    g = FrenchVingtUn(seats=3, seed=8)
    while g.kind != "blind" or g.phase != "turn":
        play_out(g, computer_players(g), limit=1)
    s = g.to_act
    assert g.view(s).own[0].known == ()                      # "not entitled to look at them"
    assert len(g.hands[s][0].cards) == 2
    from games.vingt_un.game_actions import Draw
    g.do(Draw(s, 0))                                          # "at haphazard"
    assert g.view(s).own[0].known == () and len(g.hands[s][0].cards) == 3
    start = max(i for i, e in enumerate(g.log) if getattr(e, "kind", "") == "round")
    own = [e for e in g.log[start:] if getattr(e, "kind", "") == "card" and e.seat == s]
    assert len(own) == 3 and all(e.seen_by == frozenset() for e in own)     # nobody sees them, he neither
    while g.kind == "blind":
        play_out(g, computer_players(g), limit=1)
    assert any(e.kind == "reveal" for e in g.log_for(None))


@pytest.mark.law("hoffmann-french-vingt-un:4")
def test_law_4_sympathy_and_antipathy():
    checked = 0
    for g in DEALS:
        seg = segments(g)[3]
        for s, choice in seg["elect"].items():
            c1, c2 = seg["cards"][s]
            winner = "sympathy" if c1.suit.colour == c2.suit.colour else "antipathy"
            assert seg["net"][s] == (seg["stakes"][s] if choice == winner else -seg["stakes"][s])
            checked += 1
    assert checked > 100
    g = FrenchVingtUn(seats=3, seed=1)
    while g.phase != "elect":
        play_out(g, computer_players(g), limit=1)
    refused(g, Elect(g.to_act, "red"), "hoffmann-french-vingt-un:4")


@pytest.mark.law("hoffmann-french-vingt-un:5")
def test_law_5_rouge_et_noir_one_card_or_two_of_three():
    for rules, n in ((HOFFMANN_FRENCH, 1), (HOFFMANN_FRENCH.replace(rouge_et_noir_cards=3), 3)):
        deals = DEALS if n == 1 else [play(seed, rules=rules) for seed in range(15)]
        for g in deals:
            seg = segments(g)[4]
            for s, colour in seg["elect"].items():
                cards = seg["cards"][s]
                assert len(cards) == n
                reds = sum(c.suit.colour == "red" for c in cards)
                won = ("red" if reds * 2 > n else "black") == colour
                assert seg["net"][s] == (seg["stakes"][s] if won else -seg["stakes"][s])


@pytest.mark.law("hoffmann-french-vingt-un:6")
def test_law_6_self_and_company():
    outcomes = set()
    for g in DEALS:
        seg = segments(g)[5]
        d = next(s for s in range(g.n) if s in seg["cards"] and s not in seg["stakes"])
        me, co, *rest = seg["cards"][d]
        if me.rank is co.rank:
            dealer_wins = True
        else:
            nxt = next(c for c in rest if c.rank in (me.rank, co.rank))
            assert rest[-1] is nxt                                  # he stops at the first pairing card
            dealer_wins = nxt.rank is me.rank
        outcomes.add(dealer_wins)
        for s, stake in seg["stakes"].items():
            assert seg["net"][s] == (-stake if dealer_wins else stake)
    assert outcomes == {True, False}


@pytest.mark.law("hoffmann-french-vingt-un:7")
def test_law_7_differences_at_the_agreed_rate_the_ace_one():
    for g in DEALS:
        seg = segments(g)[6]
        d = g.dealer
        q = sum(1 if c.rank is Rank.ACE else min(10, c.rank.pips or 10) for c in seg["cards"][d])
        for s in g.order:
            p = sum(1 if c.rank is Rank.ACE else min(10, c.rank.pips or 10) for c in seg["cards"][s])
            assert seg["net"][s] == (p - q) * HOFFMANN_FRENCH.differences_rate


@pytest.mark.law("hoffmann-french-vingt-un:8")
def test_law_8_the_clock():
    outcomes = set()
    for g in DEALS:
        seg = segments(g)[7]
        turned = seg["cards"][g.dealer]
        hits = [i for i, c in enumerate(turned) if c.rank is CLOCK[i]]
        if hits:
            assert hits == [len(turned) - 1]                      # he wins at the first card that accords
        else:
            assert len(turned) == 13
        for s in g.order:
            assert seg["net"][s] == (-1 if hits else 1) * HOFFMANN_FRENCH.clock_stake
        outcomes.add(bool(hits))
    assert outcomes == {True, False}


@pytest.mark.law("hoffmann-french-vingt-un:p2")
def test_random_french_deals_conserve_money_and_cards():
    for seed in range(200):
        g = FrenchVingtUn(seats=2 + seed % 6, seed=seed)
        random_playthrough(g, seed=seed)
        assert g.ledger.total == 0
