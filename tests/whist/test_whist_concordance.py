"""The concordance of the two codes of Whist (games.whist.concordance) against the texts and the code's tags.

* every law id it names is a law of the texts (the ``law`` directives of the pages);
* every law of both codes in the texts, and every law the code implements or declares not executable,
  is in some row, and a row of one code only says why the other has none;
* where a difference is executable, the thing that carries it exists, is tagged with a law of the row
  (or is the rule-set attribute the row's laws settle), and the engine really does differ there;
* the page is the table the directive computes, not a hand-written one.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from games.core.tables import LawRef, Run, check_table
from games.errors import GameError
from games.laws import discover, laws_of
from games.whist.concordance import CONCORDANCE, Difference, Matter, concordance_tables, counterparts, matter
from games.whist.rules import FOSTER, HOFFMANN, WhistRules

ROOT = Path(__file__).resolve().parents[2]
CODES = ("hoffmann-whist", "foster-whist")


def text_law_ids() -> set[str]:
    out: set[str] = set()
    for md in (ROOT / "source").rglob("*.md"):
        out.update(i for i in re.findall(r"^:{3,}\{law\} (\S+)", md.read_text(encoding="utf-8"), re.M)
                   if i.split(":")[0] in CODES)
    return out


def named() -> set[str]:
    return {law_id for m in CONCORDANCE for law_id in m.laws}


def test_every_law_named_is_a_law_of_the_texts():
    missing = sorted(named() - text_law_ids())
    assert not missing, f"the concordance names laws that are not in the texts: {missing}"


def test_every_law_of_both_codes_is_in_some_row():
    missing = sorted(text_law_ids() - named())
    assert not missing, f"laws of the texts in no row of the concordance: {missing}"


def test_every_law_the_code_tags_is_in_some_row():
    implemented, not_executable = discover()
    tagged = {i for i in list(implemented) + list(not_executable) if i.split(":")[0] in CODES}
    missing = sorted(tagged - named())
    assert not missing, f"laws tagged in the code but in no row of the concordance: {missing}"


def test_a_matter_of_one_code_says_why_the_other_has_none():
    for m in CONCORDANCE:
        if not m.hoffmann or not m.foster:
            assert len(m.alone.split()) >= 6, m.key
    with pytest.raises(GameError):
        Matter("x", "A matter", ("hoffmann-whist:4",), (), "Hoffmann only.")
    with pytest.raises(GameError):
        Matter("x", "A matter", ("foster-whist:52",), (), "Filed under the wrong code.", alone="a reason of some words")


def test_keys_are_unique_and_counterparts_run_both_ways():
    assert len({m.key for m in CONCORDANCE}) == len(CONCORDANCE)
    assert counterparts("foster-whist:52") == ("hoffmann-whist:42",)
    assert counterparts("hoffmann-whist:42") == ("foster-whist:52",)
    assert counterparts("hoffmann-whist:39") == ("foster-whist:43", "foster-whist:45")
    assert counterparts("foster-whist:71") == ()
    for m in CONCORDANCE:
        for h in m.hoffmann:
            for f in m.foster:
                assert f in counterparts(h) and h in counterparts(f)
    for bad in (None, "peel-poker:1", "whist:1", b"foster-whist:52"):
        with pytest.raises(GameError):
            counterparts(bad)  # type: ignore[arg-type]
    with pytest.raises(GameError):
        matter("no such matter")


def _resolve(dotted: str):
    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for name in parts[i:]:
            obj = getattr(obj, name)
        return obj
    raise AssertionError(f"{dotted} does not exist")


DIFFERENCES = [m for m in CONCORDANCE if m.difference is not None]


@pytest.mark.parametrize("m", DIFFERENCES, ids=[m.key for m in DIFFERENCES])
def test_an_executable_difference_really_differs(m):
    d = m.difference
    assert isinstance(d, Difference)
    under_h, under_f = d.outcome(HOFFMANN), d.outcome(FOSTER)
    assert under_h != under_f, f"{m.key}: the engine does the same under both codes: {under_h}"
    owner, _, attr = d.embodied_by.rpartition(".")
    if owner == "games.whist.rules.WhistRules":
        # a rule-set attribute: the two rule sets hold different values, each settled by a law of this row
        assert attr in WhistRules.__dataclass_fields__, d.embodied_by
        assert getattr(HOFFMANN, attr) != getattr(FOSTER, attr)
        assert HOFFMANN.law_for(attr) in m.hoffmann and FOSTER.law_for(attr) in m.foster
        # and the attribute, not the code's name, decides: Hoffmann's rule set given Foster's value does as Foster's
        assert d.outcome(HOFFMANN.replace(**{attr: getattr(FOSTER, attr)})) == under_f
    else:
        obj = _resolve(d.embodied_by)
        assert set(laws_of(obj)) & set(m.laws), f"{d.embodied_by} is tagged with none of the laws of {m.key!r}"


def test_the_differences_the_brief_names_are_executable():
    assert {"trump card", "case iv", "short hand"} <= {m.key for m in DIFFERENCES}
    assert "second trick" in matter("trump card").difference.outcome(HOFFMANN)
    assert "first trick" in matter("trump card").difference.outcome(FOSTER)
    assert "loses the deal" in matter("case iv").difference.outcome(FOSTER)
    assert "keeps the deal" in matter("case iv").difference.outcome(HOFFMANN)
    with pytest.raises(GameError):
        matter("trump card").difference.outcome(None)  # type: ignore[arg-type]


def test_the_tables_link_every_law_and_read_both_ways():
    by_matter, by_foster = concordance_tables()
    for t in (by_matter, by_foster):
        check_table(t)
    linked = {p.law_id for row in by_matter.rows for cell in row if isinstance(cell, Run)
              for p in cell.parts if isinstance(p, LawRef)}
    assert linked == named()
    assert len(by_matter.rows) == len(CONCORDANCE)
    firsts = [row[0].law_id for row in by_foster.rows]
    assert firsts[0] == "foster-whist:40" and "foster-whist:52" in firsts
    assert all(not isinstance(cell, str) or "games." not in cell for row in by_foster.rows for cell in row)


def test_the_page_is_the_computed_table():
    page = (ROOT / "source" / "compare" / "whist.md").read_text(encoding="utf-8")
    assert "{games-table} games.whist.concordance:concordance_tables" in page
    assert "list-table" not in page
