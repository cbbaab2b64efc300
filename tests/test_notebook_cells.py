""""Open as notebook" carries a panel's seed and choices into its notebook's first code cell
(``lite-play.js`` rewrites one line per value); the build refuses a notebook that does not
assign them (``litesetup.check_notebook``).  No browser: the browser side is in
``tests/test_browser_notebook.py``."""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "source" / "_ext") not in sys.path:
    sys.path.insert(0, str(ROOT / "source" / "_ext"))

import litesetup  # noqa: E402


def test_the_names_a_panel_carries():
    panels = litesetup.panels()
    assert litesetup.notebook_names(panels["poker"]) == {"seed": "SEED", "rule_set": "RULE_SET", "readings": "READINGS"}
    assert litesetup.notebook_names(panels["vingt_un"]) == {"seed": "SEED", "rule_set": "RULE_SET"}
    assert litesetup.notebook_names(panels["referee"]) == {}  # not seeded, no choices: the plain link


@pytest.mark.parametrize("game", sorted(litesetup.panels()))
def test_every_panels_notebook_assigns_what_the_panel_carries(game):
    spec = litesetup.panels()[game]
    assert litesetup.check_notebook(spec) is None


def test_the_poker_notebook_builds_its_table_from_the_carried_values():
    nb = json.loads((litesetup.LITE_SRC / "notebooks" / "poker.ipynb").read_text(encoding="utf-8"))
    code = [c["source"] for c in nb["cells"] if c["cell_type"] == "code"]
    first = {t.id: ast.literal_eval(n.value) for n in ast.parse(code[0]).body if isinstance(n, ast.Assign) for t in n.targets}
    assert first == {"SEED": None, "RULE_SET": "peel", "READINGS": {}}
    assert "rules_for(RULE_SET, READINGS)" in code[1] and "seed=SEED" in code[1]
    # what the cell says is what the panel's default plays
    from games.widgets.poker import PEEL_RULES, rules_for

    assert rules_for(first["RULE_SET"], first["READINGS"]) == PEEL_RULES


def test_the_vingt_un_notebook_plays_the_book_it_is_given():
    nb = json.loads((litesetup.LITE_SRC / "notebooks" / "vingt-un.ipynb").read_text(encoding="utf-8"))
    code = [c["source"] for c in nb["cells"] if c["cell_type"] == "code"]
    first = {t.id: ast.literal_eval(n.value) for n in ast.parse(code[0]).body if isinstance(n, ast.Assign) for t in n.targets}
    assert first == {"SEED": None, "RULE_SET": "peel", "READINGS": {}}
    assert "book=RULE_SET" in code[1] and "seed=SEED" in code[1] and "readings=READINGS" in code[1]
    from games.widgets.vingt_un import BOOKS, PANEL

    # the notebook's names are the panel's choices
    assert list(PANEL["options"]["rule_set"]["choices"]) == list(BOOKS)
    assert first["RULE_SET"] == PANEL["options"]["rule_set"]["default"]


@pytest.mark.parametrize("game", sorted(g for g, s in litesetup.panels().items() if "rule_set" in (s.get("options") or {})))
def test_a_notebook_with_a_choice_of_code_says_so_in_its_title_cell(game):
    """The title cell is true whichever code the first cell chooses: it names ``RULE_SET`` and
    every code it may choose (Peel and Foster for Poker), not the default's alone."""
    spec = litesetup.panels()[game]
    nb = json.loads((litesetup.LITE_SRC / "notebooks" / spec["notebook"]).read_text(encoding="utf-8"))
    intro = next(c["source"] for c in nb["cells"] if c["cell_type"] == "markdown")
    intro = intro if isinstance(intro, str) else "".join(intro)
    assert "RULE_SET" in intro
    # "Foster's rules (Complete Hoyle)" -> "Foster", "Enquire Within Upon Everything" -> "Enquire"
    authors = {label.split(",")[0].split("'")[0].split()[0] for label in spec["options"]["rule_set"]["choices"].values()}
    assert all(a in intro for a in authors), (authors, intro)
    named = {a for a in authors if a in intro.splitlines()[0]}
    assert named in (set(), authors), f"the title names {named} only: {intro.splitlines()[0]}"


def test_a_notebook_that_does_not_assign_a_carried_value_is_refused(tmp_path, monkeypatch):
    nb = json.loads((litesetup.LITE_SRC / "notebooks" / "poker.ipynb").read_text(encoding="utf-8"))
    first = next(c for c in nb["cells"] if c["cell_type"] == "code")
    first["source"] = first["source"].replace('RULE_SET = "peel"\n', "").replace("READINGS = {}", "READINGS = {\n}")
    (tmp_path / "notebooks").mkdir()
    (tmp_path / "notebooks" / "poker.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    monkeypatch.setattr(litesetup, "LITE_SRC", tmp_path)
    problem = litesetup.check_notebook(litesetup.panels()["poker"])
    assert problem and "RULE_SET, READINGS" in problem, problem
