"""Plain words in what the Play panels say: a sweep of seeded games of Poker, Vingt-un and Écarté, and
of the Referee's rulings, collecting every line of the record, every ruling and every computer
player's reason as the reader at seat 0 ("You") sees them and as the others do, and failing on the
slips a reader saw (issue 18):

* a player's name with "he", "his" or "him" ("Ann makes good his stake");
* "You" with the verb of another person ("You are over, with 22, and throws up your cards");
* a phrase doubled in parentheses ("carried to the next game (carried to the next game (not opened))");
* "Answer: yes. Yes." and "a tie at 20: to the dealer".

The default sweep is small (a few dozen seeded games in all); ``PLAIN_WORDS_GAMES=<n>`` plays ``n``
seeds of each game instead.
"""

from __future__ import annotations

import itertools
import os
import random
import re

import pytest

from games.errors import GameError
from games.poker.referee import IRREGULARITIES
from games.widgets.ecarte import EcartePanel
from games.widgets.poker import PokerPanel
from games.widgets.referee import decide, facts_of
from games.widgets.vingt_un import BOOKS, VingtUnPanel

GAMES = int(os.environ.get("PLAIN_WORDS_GAMES", "6"))

#: What a reader must never see, each with the name the failure gives it.
SLIPS = {
    "a pronoun for a player": re.compile(r"\b(?:he|his|him|himself)\b", re.I),
    "'You' with another person's verb": re.compile(
        r"\b[Yy]ou (?!\w*ss\b)(?:is|has|was|does|[a-z]+[^s\W]s)\b"
        r"|^You [^;:.()]*\b(?:and|then|or) (?!\w*ss\b)(?!his\b|its\b|this\b|cards\b|chips\b|hands\b|twos\b|threes\b)"
        r"[a-z]+[^s\W]s\b"),
    "a phrase doubled in parentheses": re.compile(r"\b(\w+(?: \w+){3,})\b[^()]*\(\1"),
    "nested parentheses": re.compile(r"\([^()]*\([^()]*\)\)"),
    "an answer said twice": re.compile(r"Answer: (yes|no)\. \1\.", re.I),
    "a reason with no sentence": re.compile(r": to the dealer\b"),
}

#: Words the books themselves print that the sweep may meet in a quotation (Peel's maxims quote
#: "you" to the reader); a quoted passage is not the edition's own sentence.
_QUOTED = re.compile(r"'[^']*'|\u201c[^\u201d]*\u201d")


def slips(text: str) -> list[str]:
    own = _QUOTED.sub("", text)
    return [name for name, pattern in SLIPS.items() if pattern.search(own)]


def _logs(game, seats: int) -> list[str]:
    return [e.text for s in [*range(seats), None] for e in game.log_for(s)]


def vingt_un_lines(seeds: int) -> list[str]:
    out: list[str] = []
    for book, seed, name in itertools.product(BOOKS, range(seeds), ("You", "Di")):
        t = VingtUnPanel(seed, book, rounds=4, name=name)
        rng = random.Random(f"plain/{book}/{seed}")
        for step in range(300):
            if t.over:
                break
            if step % 3 == 0:       # the advice is exact and slow: read it now and then
                out += [t.advice_text(), t.odds_text()]
            out.append(t.status_text())
            out.append(re.sub(r"<[^>]+>", " ", t.settlement_html()))
            t.act(rng.choice(t.buttons()).action)
        out += [m.text for m in t.lines] + _logs(t.game, 4)
    return out


def poker_lines(seeds: int) -> list[str]:
    out: list[str] = []
    for seed, name in itertools.product(range(seeds), ("You", "Di")):
        t = PokerPanel(seed, name=name)
        rng = random.Random(f"plain/poker/{seed}")
        for _ in range(2):
            for _ in range(200):
                if t.game.over:
                    break
                hand = list(t.view().hand)
                choices = t.choices()
                if t.my_turn and (not choices or rng.random() < 0.3) and hand:
                    if t.draw(rng.sample(hand, rng.randint(0, 3))):
                        continue
                if not choices:
                    break
                t.act(rng.choice(choices).action)
            out += [m.text for m in t.messages] + [m.text for m in t.reasons] + _logs(t.game, 4)
            if not t.game.over:
                break
            t.new_game()
    return out


def ecarte_lines(seeds: int) -> list[str]:
    out: list[str] = []
    for seed, name in itertools.product(range(seeds), ("You", "Di")):
        t = EcartePanel(seed, name=name)
        rng = random.Random(f"plain/ecarte/{seed}")
        for _ in range(300):
            buttons = t.buttons()
            if t.over or not buttons:
                break
            out += [t.advice_text(), t.status_text()]
            t.act(rng.choice(buttons).action)
        out += [m.text for m in t.lines] + _logs(t.game, 2)
    return out


def referee_lines() -> list[str]:
    out: list[str] = []
    for entry in IRREGULARITIES:
        out += [entry.name, entry.description, entry.example]
        choices = [[(f.name, True), (f.name, False)] if f.kind == "bool" else
                   [(f.name, x) for x in (0, 1, 5)] if f.kind == "int" else [] for f in facts_of(entry)]
        for combo in itertools.islice(itertools.product(*[c for c in choices if c]), 64):
            try:
                out.append(decide(entry, dict(combo)).decision)
            except GameError as err:
                out.append(err.message)
    return out


def _check(lines: list[str]) -> None:
    found = {}
    for text in filter(None, lines):
        for name in slips(text):
            found.setdefault(name, text)
    assert not found, "\n".join(f"{name}: {text!r}" for name, text in found.items())


@pytest.mark.parametrize("slip, text", [
    ("a pronoun for a player", "Ann retires: he passes; his stake stays in the pool"),
    ("'You' with another person's verb", "You are over, with 22, and throws up your cards"),
    ("'You' with another person's verb", "You pays Bob 5"),
    ("nested parentheses", "the pool is carried to the next game (carried to the next game (not opened))"),
    ("an answer said twice", "Answer: yes. Yes. You hold a spade"),
    ("a reason with no sentence", "You pay Ann 2: a tie at 20: to the dealer"),
])
def test_the_sweep_finds_the_slips_readers_saw(slip, text):
    assert slip in slips(text)


@pytest.mark.parametrize("text", [
    "You are over, with 22, and throw up the cards", "You pass and retire; the stake stays in the pool",
    "You deal five to each by twos and threes, beginning with Ann", "You pay Ann 2: a tie at 20, and ties go to the dealer",
    "Ann: a sequence stands: 'with a sequence you may generally wait till your opponents think fit to see you'",
])
def test_the_sweep_passes_plain_words(text):
    assert slips(text) == []


def test_vingt_un_says_it_plainly():
    _check(vingt_un_lines(max(1, GAMES // 2)))


def test_poker_says_it_plainly():
    _check(poker_lines(GAMES))


def test_ecarte_says_it_plainly():
    _check(ecarte_lines(GAMES))


def test_the_referee_says_it_plainly():
    _check(referee_lines())
