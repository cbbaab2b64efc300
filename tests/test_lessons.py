"""The lessons' exercises: every answer checked against the games package by an independent count,
every mistake message reachable, the simulations agreeing with the exact answers, the notebook runnable.

(No ``law`` markers: the exercises read the laws, they do not implement them.)
"""

from __future__ import annotations

import json
import math
import re
from fractions import Fraction
from itertools import combinations, product
from math import perm
from pathlib import Path

import pytest

from games.cards import Rank, Suit, parse_cards, standard_pack
from games.lessons import all_exercises, all_lessons, check, exercise
from games.lessons import odds
from games.lessons.core import check_answer, parse_answer

ROOT = Path(__file__).resolve().parent.parent
EXERCISES = all_exercises()


# --- independent counts ---------------------------------------------------------------------------

def _class(card) -> str:
    if card.rank is Rank.ACE:
        return "A"
    return "T" if card.rank in (Rank.TEN, Rank.KNAVE, Rank.QUEEN, Rank.KING) else "O"


CLASS_SIZES = {k: sum(1 for c in standard_pack() if _class(c) == k) for k in "ATO"}


def _some_natural_by_classes(players: int) -> Fraction:
    """Every ordered deal of 2n cards, by classes (ace, tenth card, other) with their multiplicities."""
    good = 0
    for seq in product("ATO", repeat=2 * players):
        ways, left = 1, dict(CLASS_SIZES)
        for k in seq:
            ways *= left[k]
            left[k] -= 1
            if left[k] < 0:
                break
        else:
            if any(sorted(seq[2 * i: 2 * i + 2]) == ["A", "T"] for i in range(players)):
                good += ways
    return Fraction(good, perm(52, 2 * players))


def _endless_distribution(stand: int) -> dict[int, Fraction]:
    """Forward over the states (points with aces as one, holds an ace, cards), a different route from
    games.lessons.odds's recursion."""
    values = [min(10, n) for n in range(1, 14)]  # ace 1 ... king 10, each rank 1/13
    live = {(0, False, 0): Fraction(1)}
    final: dict[int, Fraction] = {}
    while live:
        nxt: dict = {}
        for (hard, soft, n), p in live.items():
            for v in values:
                h, s, k = hard + v, soft or v == 1, n + 1
                best = h + 10 if s and h + 10 <= 21 else h
                q = p / 13
                if best > 21:
                    final[22] = final.get(22, 0) + q
                elif k >= 2 and best >= stand:
                    final[best] = final.get(best, 0) + q
                else:
                    nxt[(h, s, k)] = nxt.get((h, s, k), 0) + q
        live = nxt
    return final


def _dealer_gain(punter: int, dealer: int) -> Fraction:
    P, D = _endless_distribution(punter), _endless_distribution(dealer)
    gain = Fraction(0)
    for p, a in P.items():
        for d, b in D.items():
            sign = 1 if p == 22 else (-1 if d == 22 or d < p else 1)
            gain += sign * a * b
    return gain


def _independent_answer(ex_id: str):
    pack = standard_pack().cards
    if ex_id == "vingt-un-tenth-cards":
        return sum(1 for c in pack if c.rank in (Rank.TEN, Rank.KNAVE, Rank.QUEEN, Rank.KING))
    if ex_id == "vingt-un-natural":
        pairs = list(combinations(pack, 2))
        return Fraction(sum(1 for a, b in pairs if sorted((_class(a), _class(b))) == ["A", "T"]), len(pairs))
    if ex_id == "vingt-un-ace-first":
        return Fraction(sum(1 for c in pack if _class(c) == "T"), len(pack) - 1)  # the ace is out
    if ex_id in ("vingt-un-fourteen", "claims-fifteen"):
        total = 14 if ex_id == "vingt-un-fourteen" else 15
        safe = sum(1 for n in range(1, 14) if total + min(10, n) <= 21)
        return Fraction(safe, 13) if total == 14 else 1 - Fraction(safe, 13)
    if ex_id == "deal-punter-over":
        return _endless_distribution(16)[22]
    if ex_id == "deal-both-over":
        return _endless_distribution(16)[22] * _endless_distribution(17)[22]
    if ex_id == "deal-advantage":
        return _dealer_gain(16, 17)
    if ex_id == "revoke-holding-suit":
        return any(c.suit is Suit.HEARTS for c in parse_cards("KS 7S 2H 9D"))
    if ex_id == "revoke-void":
        return any(c.suit is Suit.HEARTS for c in parse_cards("KS 7S 9D QC"))
    if ex_id == "revoke-cut-places":
        return len(range(4, 52 - 4 + 1))
    if ex_id == "revoke-misdeal-codes":
        return 14 in (15, 13, 12, 12)  # literally "fourteen cards" (and the others fewer than thirteen)
    if ex_id == "claims-natural-two":
        return _some_natural_by_classes(2)
    if ex_id == "claims-sequences":
        return 9 * (4 ** 5 - 4)
    raise AssertionError(f"no independent count for {ex_id}: add one to this test")


@pytest.mark.parametrize("ex_id", sorted(EXERCISES))
def test_each_answer_agrees_with_an_independent_count(ex_id):
    ex = EXERCISES[ex_id]
    expected = _independent_answer(ex_id)
    assert ex.answer == expected
    if ex.kind == "probability":
        assert isinstance(ex.answer, Fraction) and 0 <= ex.answer <= 1
    assert check(ex_id, ex.answer).correct


def test_four_players_natural_by_classes():
    assert odds.some_natural_probability(4) == _some_natural_by_classes(4)


def test_at_least_four_lessons_with_exercises_of_each_kind():
    lessons = all_lessons()
    assert len(lessons) >= 4
    assert all(len(le.exercises) >= 3 for le in lessons)
    assert {ex.kind for ex in EXERCISES.values()} == {"probability", "count", "yes-no"}


@pytest.mark.parametrize("ex_id", sorted(EXERCISES))
def test_each_mistake_is_recognised_with_its_own_message(ex_id):
    ex = EXERCISES[ex_id]
    assert ex.mistakes, f"{ex_id}: no mistakes for the checker to recognise"
    answers = [Fraction(m.answer) if ex.kind != "yes-no" else m.answer for m in ex.mistakes]
    assert len(set(answers)) == len(answers), f"{ex_id}: two mistakes give the same answer"
    for m in ex.mistakes:
        assert m.answer != ex.answer
        given = m.answer if ex.kind != "probability" else f"{Fraction(m.answer).numerator}/{Fraction(m.answer).denominator}"
        fb = ex.check(given)
        assert not fb.correct and fb.message == m.message


def test_ordered_pairs_mistake_named():
    fb = check("vingt-un-natural", "16/663")
    assert not fb.correct and "ordered pairs" in fb.message
    assert "put the first card back" in check("vingt-un-natural", "8/169").message
    assert "only the tens" in check("vingt-un-natural", "8/663").message


@pytest.mark.parametrize("given", ["32/663", "0.0483", "4.83%", "  32 / 663 ", Fraction(32, 663), "1 in 20.72"])
def test_forms_of_the_right_answer(given):
    assert check("vingt-un-natural", given).correct


def test_the_books_odds_form_is_read():
    assert check("vingt-un-fourteen", "7 to 6").correct
    assert parse_answer("7 to 6", "probability") == (Fraction(7, 13), True)


def test_generic_diagnoses():
    assert "opposite event" in check("vingt-un-ace-first", "35/51").message
    assert "between 0 and 1" in check("vingt-un-ace-first", "51/16").message
    assert "could not read" in check("vingt-un-ace-first", "lots").message
    assert "whole number" in check("vingt-un-tenth-cards", "16.5").message
    assert not check("vingt-un-ace-first", "0.32").correct  # a decimal too far from 16/51
    assert check("revoke-void", "No").correct and check("revoke-holding-suit", True).correct


def test_rounded_decimal_accepted_only_within_tolerance():
    ex = exercise("deal-advantage")
    assert check_answer(ex, f"{float(ex.answer):.4f}").correct
    assert not check_answer(ex, f"{float(ex.answer) + 0.002:.4f}").correct


@pytest.mark.parametrize("ex_id", sorted(i for i, e in EXERCISES.items() if e.simulate))
def test_simulation_cross_check(ex_id):
    ex = EXERCISES[ex_id]
    n = 20000
    estimate = ex.simulate(n, 20261201)
    assert estimate == ex.simulate(n, 20261201)  # seeded: reproducible
    p = float(ex.answer)
    sd = math.sqrt(max(p * (1 - p), 1 - p * p) / n) if ex_id == "deal-advantage" else math.sqrt(p * (1 - p) / n)
    assert abs(estimate - p) < 4 * sd, f"{ex_id}: simulation {estimate} against exact {p}"


def _source_law_ids() -> set[str]:
    out = set()
    for md in (ROOT / "source").rglob("*.md"):
        out.update(re.findall(r"^:{3,}\{law\} (\S+)", md.read_text(encoding="utf-8"), re.M))
    return out


def test_every_exercise_cites_laws_of_the_texts():
    known = _source_law_ids()
    for ex in EXERCISES.values():
        assert ex.laws, ex.id
        missing = [i for i in ex.laws if i not in known]
        assert not missing, f"{ex.id} cites laws not in the texts: {missing}"


def test_revoke_and_misdeal_helpers():
    assert odds.is_revoke("KS 7S 2H 9D", "hearts", "9D") is True
    assert odds.is_revoke("KS 7S 2H 9D", "H", "2H") is False
    with pytest.raises(ValueError):
        odds.is_revoke("KS 7S", "H", "9D")
    assert odds.misdeal_by_count((14, 13, 13, 12), "foster-whist") is True
    assert odds.misdeal_by_count((15, 13, 12, 12), "hoffmann-whist") is True
    assert odds.misdeal_by_count((13, 13, 13, 13), "hoffmann-whist") is False


def test_lessons_notebook_runs_in_cpython(capsys):
    nb = json.loads((ROOT / "source" / "_lite" / "notebooks" / "lessons.ipynb").read_text(encoding="utf-8"))
    assert nb["nbformat"] == 4
    code = ["".join(c["source"]) if isinstance(c["source"], list) else c["source"]
            for c in nb["cells"] if c["cell_type"] == "code"]
    text = "\n".join(code)
    for ex_id in EXERCISES:  # every exercise can be checked from the notebook
        assert ex_id in text or "all_exercises" in text
    scope: dict = {}
    for cell in code:
        exec(compile(cell, "lessons.ipynb", "exec"), scope)
    out = capsys.readouterr().out
    assert "Right." in out and "Not yet." in out


def test_lessons_notebook_opens_on_the_answer_form_with_its_code_folded():
    """The notebook's first code cell is the answer form, its code folded (JupyterLab's
    ``jupyter.source_hidden``), so that a student opens it on the form, not on raw code."""
    nb = json.loads((ROOT / "source" / "_lite" / "notebooks" / "lessons.ipynb").read_text(encoding="utf-8"))
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    first = "".join(code[0]["source"]) if isinstance(code[0]["source"], list) else code[0]["source"]
    assert "ipywidgets" in first and "Check" in first
    assert code[0]["metadata"].get("jupyter", {}).get("source_hidden") is True
    assert all(not c["metadata"].get("jupyter", {}).get("source_hidden") for c in code[1:])
    # it runs by itself when the notebook opens (litesetup.AUTORUN_JS runs the cells tagged "autorun")
    assert "autorun" in code[0]["metadata"].get("tags", [])
    assert all("autorun" not in c["metadata"].get("tags", []) for c in code[1:])
    intro = "".join(nb["cells"][0]["source"])
    assert nb["cells"][0]["cell_type"] == "markdown" and "answer form" in intro


@pytest.mark.parametrize("page", sorted(p.name for p in (ROOT / "source" / "lessons").glob("*.md")
                                        if "**Time:**" in p.read_text(encoding="utf-8")))
def test_each_lesson_plan_fits_its_time(page):
    """The outline's minutes run from 0, without gap or overlap, to the lesson's stated time; the
    lessons index gives the same time."""
    import re

    text = (ROOT / "source" / "lessons" / page).read_text(encoding="utf-8")
    minutes = int(re.search(r"\*\*Time:\*\* (\d+) minutes", text).group(1))
    spans = [(int(a), int(b)) for a, b in re.findall(r"^\| (\d+)[–-](\d+) \|", text, re.M)]
    assert spans and spans[0][0] == 0 and spans[-1][1] == minutes, (spans, minutes)
    assert all(b == c for (_, b), (c, _) in zip(spans, spans[1:])), spans
    index = (ROOT / "source" / "lessons" / "index.md").read_text(encoding="utf-8")
    row = next(line for line in index.splitlines() if f"({page})" in line)
    assert f"| {minutes} min |" in row
