"""Each code of Whist its own table (games.whist.codes): the two tables name the same steps, each step belongs to
a matter of the concordance, and every law a code cites for a step stands in that matter's row for that code."""

from __future__ import annotations

import pytest

from games.errors import GameError, IllegalActionError
from games.whist.codes import Silent, foster, hoffmann
from games.whist.concordance import CONCORDANCE
from games.whist.rules import FOSTER, HOFFMANN

TABLES = {"hoffmann-whist": hoffmann.TABLE, "foster-whist": foster.TABLE}
MATTERS = {m.key: m for m in CONCORDANCE}


def test_the_rule_sets_carry_their_own_tables():
    assert HOFFMANN.table is hoffmann.TABLE and FOSTER.table is foster.TABLE
    assert HOFFMANN.table.code == HOFFMANN.code and FOSTER.table.code == FOSTER.code


def test_both_codes_name_the_same_steps():
    assert set(hoffmann.TABLE.entries) == set(foster.TABLE.entries)


@pytest.mark.parametrize("code", sorted(TABLES))
def test_every_step_is_a_matter_of_the_concordance_and_cites_its_own_code(code):
    table = TABLES[code]
    for (matter, step), entry in table.entries.items():
        assert matter in MATTERS, f"{code} {(matter, step)}: no matter {matter!r} in the concordance"
        row = MATTERS[matter]
        own = row.hoffmann if code == "hoffmann-whist" else row.foster
        for c in table.laws(matter, step):
            if c.reading:        # another code's law played under this one, as a declared reading
                assert c.under == code
                continue
            assert str(c).startswith(code + ":")
            assert str(c) in own, f"{code} {(matter, step)} cites {c}, not in the concordance's row {matter!r}"
            assert c.words, f"{c} is cited without its words"
        if isinstance(entry, Silent):
            assert entry.why


@pytest.mark.parametrize("code", sorted(TABLES))
def test_a_silence_is_refused_in_its_words_and_a_law_is_not_a_silence(code):
    table = TABLES[code]
    for (matter, step), entry in table.entries.items():
        if isinstance(entry, Silent):
            e = table.silence(matter, step, "the thing asked")
            assert isinstance(e, IllegalActionError) and entry.why in str(e) and table.author in str(e)
            assert table.law(matter, step) is None and table.laws(matter, step) == ()
        else:
            with pytest.raises(GameError):
                table.silence(matter, step, "the thing asked")
            assert table.law(matter, step) is not None


@pytest.mark.parametrize("bad", [None, 3, 2.0, ("the cut",), "no such matter"])
def test_a_step_not_in_the_table_is_refused(bad):
    with pytest.raises(GameError):
        hoffmann.TABLE.law(bad, "once separated")
    with pytest.raises(GameError):
        foster.TABLE.rules_on("the cut", bad)
