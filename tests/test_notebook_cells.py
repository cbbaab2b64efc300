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


def test_a_notebook_that_does_not_assign_a_carried_value_is_refused(tmp_path, monkeypatch):
    nb = json.loads((litesetup.LITE_SRC / "notebooks" / "poker.ipynb").read_text(encoding="utf-8"))
    first = next(c for c in nb["cells"] if c["cell_type"] == "code")
    first["source"] = first["source"].replace('RULE_SET = "peel"\n', "").replace("READINGS = {}", "READINGS = {\n}")
    (tmp_path / "notebooks").mkdir()
    (tmp_path / "notebooks" / "poker.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    monkeypatch.setattr(litesetup, "LITE_SRC", tmp_path)
    problem = litesetup.check_notebook(litesetup.panels()["poker"])
    assert problem and "RULE_SET, READINGS" in problem, problem
