"""The players' log is prose (issue 7, defect 13): what happened, under which law, in order,
grammatical for "You", cards by their names; each event records who saw it; the machine
transcript is a separate thing that parses back."""

from __future__ import annotations

import re

import pytest

from games.core.actions import read_transcript
from games.core.state import replay
from games.poker import Automation, Borrow, Draw, Sitting, Stake
from games.poker.actions import PokerAction
from games.poker.strategy import PeelComputerPlayer

NAMES = ["You", "Ann", "Bob", "Cy"]
CODE = re.compile(r"\b(10|[2-9AKQJ])[SHDC]\b")
BAD_YOU = re.compile(r"\b[Yy]ou (stakes|makes|retires|passes|has|is|shows|draws|discards|opens|raises|stands|does|"
                     r"straddles|shuffles|cuts|deals|receives|takes|pays|finds|was)\b|\bYou's\b|\b[Yy]ou \w+ his\b")


def played(seed: int):
    s = Sitting(NAMES, chips=30, seed=seed, automations=Automation.DEALER)
    bots = {i: PeelComputerPlayer(seed=(seed, i)) for i in range(4)}
    games = []
    for _ in range(6):
        if s.cannot_pay():
            break
        g = s.new_game()
        while not g.over:
            g.do(bots[g.to_act].choose(g.view(g.to_act)))
        games.append(g)
    return s, games


@pytest.mark.law("peel-poker:6", "peel-poker:7", "peel-poker:28", "peel-poker:59")
@pytest.mark.parametrize("seed", range(6))
def test_the_log_players_see_is_prose_in_order_and_grammatical_for_you(seed):
    _, games = played(seed)
    for g in games:
        for seat in (None, 0, 1):
            texts = [e.text for e in g.log_for(seat)]
            for t in texts:
                assert not CODE.search(t), t  # cards by their names, never "KS"
                assert not BAD_YOU.search(t), t
                assert "0=" not in t  # no line dumping the sitting
            kinds = [e.kind for e in g.log_for(seat)]
            if "card" in kinds:
                assert kinds.index("deal") < kinds.index("card")  # "the dealer deals" before the cards
        for line in g.settlement:
            if line.seat is not None:
                borrowed = sum(a.amount for a in g.actions if isinstance(a, Borrow) and a.seat == line.seat)
                assert line.net == g.stacks[line.seat] - g.start_stacks[line.seat] - borrowed
        settles = [e.text for e in g.log_for(None) if e.kind == "settle"]
        assert settles and all(re.search(r"a gain of|a loss of|neither a gain|carried to the next game", t) for t in settles)


@pytest.mark.law("peel-poker:6", "peel-poker:28")
def test_each_player_sees_his_own_cards_and_discards_only():
    _, games = played(3)
    g = next(g for g in games if any(isinstance(a, Draw) and a.discard and a.seat == 1 for a in g.actions))
    mine = [e.text for e in g.log_for(0) if e.kind == "card" and e.seat == 0]
    assert mine and all(t.startswith("You receive the ") for t in mine)
    theirs = [e.text for e in g.log_for(0) if e.kind == "card" and e.seat != 0]
    assert theirs and all(t.endswith("receives a card face down") for t in theirs)  # the engine's words (law 6)
    assert not any(e.kind == "card" and e.text.startswith("You receive the ") for e in g.log_for(1))
    ann_discards = [e.text for e in g.log_for(1) if e.kind == "discard" and e.seat == 1]
    others_see = [e.text for e in g.log_for(2) if e.kind == "discard" and e.seat == 1]
    assert " the " in ann_discards[0] and re.search(r"discards \d+ cards? face down|discards 1 card", others_see[0])
    assert " the " not in others_see[0].split("asking")[0]


def test_you_grammar_in_the_log():
    s = Sitting(NAMES, chips=30, seed=5, dealer=3, automations=Automation.DEFAULT)
    g = s.new_game()  # Cy deals: You stake the ante
    texts = [e.text for e in g.log_for(0)]
    assert "You stake the ante, 1 chip" in texts
    assert any(t.startswith("You receive the ") for t in texts)


def test_the_machine_transcript_is_separate_and_replays():
    s, games = played(1)
    g = games[0]
    text = g.transcript()
    assert text.startswith("# game 1: 0=You, 1=Ann")  # the sitting, in the machine transcript only
    actions = read_transcript(text, PokerAction)
    assert actions == g.actions
    again = replay(lambda: Sitting(NAMES, chips=30, seed=1, automations=Automation.NONE).new_game(), actions)
    assert again.transcript() == text
    assert [e.text for e in again.log_for(0)] == [e.text for e in g.log_for(0)]
    assert isinstance(Stake(0, 1), PokerAction)
