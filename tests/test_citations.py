"""Every citation rests on the law's own words (issue 25).

* Every quotation declared anywhere in :mod:`games` (:data:`games.citations.QUOTATIONS`) is a span of
  its law's text as the edition prints it (emendations read as corrected; ``tests/law_texts.py``).
* Seeded games under every rule set (:mod:`games.audit`), in STRICT and TABLE mode: every law the
  library cites (events, refusals, rulings and their options, settlement lines, score lines) carries
  its quotation, and is its own code's, or another code's under a reading the rule set declares.
"""

from __future__ import annotations

import pytest

from games.audit import computer, faults, play, tables, walked
from games.citations import CONVENTIONS, QUOTATIONS, Cite
from games.core.state import Mode
from games.laws import discover

from law_texts import is_span, law_texts

discover()  # every module of the package imported: every quotation declared
TABLES = tables()
SEEDS = range(6)


def _quotations():
    """Every quotation the package's modules declare (a test's own calls of ``quote``, the bad-input
    campaign's among them, are not the code's)."""
    return [c for cs in QUOTATIONS.values() for c in cs if c.where.startswith("games.")]


@pytest.mark.parametrize("cite", _quotations(), ids=lambda c: f"{c}:{c.words[:30]}")
def test_every_declared_quotation_is_a_span_of_its_law(cite):
    assert str(cite) in law_texts(), f"{cite} is no law of the edition"
    assert is_span(cite.words, str(cite)), f"{cite} ({cite.where}): {cite.words!r} is not in {law_texts()[str(cite)]!r}"


def test_law_texts_are_read_with_emendations_corrected():
    assert "The turn to say shall pass from right to left" in law_texts()["peel-poker:25"]
    assert "{" not in "".join(law_texts().values())


def test_every_convention_is_labelled_and_explained():
    for key, c in CONVENTIONS.items():
        if not c.where.startswith("games."):
            continue  # (made by a test, not declared by the code)
        assert c.label.strip() and c.note.strip() and ":" not in key
        assert "edition" in c.label, f"a convention says whose rule it is: {c.label!r}"


@pytest.mark.parametrize("mode", [Mode.STRICT, Mode.TABLE], ids=lambda m: m.value)
@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.id)
def test_every_citation_of_a_random_game_carries_its_own_codes_words(table, mode):
    problems: list[str] = []
    met = 0
    for seed in SEEDS:
        _, found = play(table, seed, mode)
        met += len(found)
        problems += faults(found, table.codes, is_span)
    assert met, "the games cited no law at all"
    assert not problems, f"{len(problems)} of {met}:\n" + "\n".join(sorted(set(problems))[:40])


@pytest.mark.parametrize("table", [t for t in TABLES if t.walks], ids=lambda t: t.id)
def test_every_citation_of_the_set_pieces_carries_its_own_codes_words(table):
    problems: list[str] = []
    for _, found in walked(table):
        problems += faults(found, table.codes, is_span)
    assert not problems, "\n".join(sorted(set(problems))[:40])


def test_a_cite_is_its_law_id():
    from games.citations import cited
    c = cited("peel-poker:1")  # (no quotation is declared here: the registry is the code's, which the site lists)
    assert isinstance(c, Cite) and c == str(c) and hash(c) == hash(str(c)) and {c: 1}[str(c)] == 1


@pytest.mark.parametrize("table", [t for t in TABLES if t.players], ids=lambda t: t.id)
def test_every_computer_players_reason_cites_its_own_codes_words_or_says_it_is_the_editions(table):
    problems: list[str] = []
    reasons = 0
    for seed in range(4):
        _, found = computer(table, seed)
        reasons += sum(f.where == "reason" for f in found)
        problems += faults(found, table.codes, is_span)
    assert reasons, "the computer players gave no reason"
    assert not problems, "\n".join(sorted(set(problems))[:40])
