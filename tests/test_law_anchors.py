"""Law labels and anchors come from games/laws.py alone (issue 18): the site's law domain, the
widgets' links and the claims ledger use :func:`games.laws.anchor` and :func:`games.laws.law_url`,
and none of them keeps a copy."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from games import laws
from games.claims import CLAIMS, claim_url
from games.errors import GameError
from games.widgets import common

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "source" / "_ext"))


def test_one_anchor_for_every_law():
    assert laws.anchor("peel-poker:25") == "law-peel-poker-25"
    assert laws.anchor("hoffmann-whist:37.iv") == "law-hoffmann-whist-37-iv"
    assert laws.law_url("enquire-within:116") == "enquire-within/vingt-un.html#law-enquire-within-116"
    for bad in ("", "peel-poker", ":25", 25):
        with pytest.raises(GameError):
            laws.anchor(bad)  # type: ignore[arg-type]


def test_the_site_the_widgets_and_the_claims_share_it():
    from lawdomain import ids

    assert ids.anchor is laws.anchor and common.anchor is laws.anchor
    for c in CLAIMS:
        assert claim_url(c.law) == laws.law_url(c.law)
    assert common.LawIndex().url("peel-poker:25") == laws.law_url("peel-poker:25")


@pytest.mark.parametrize("path", ["games/widgets/common.py", "games/claims.py", "source/_ext/lawdomain/ids.py",
                                  "source/_ext/litesetup.py"])
def test_no_module_defines_its_own_anchor(path):
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    assert "anchor" not in defined
    assert '#law-{code}-' not in (ROOT / path).read_text(encoding="utf-8")
