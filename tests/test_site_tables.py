"""The ``games-table`` directive (source/_ext/gamestables.py) and the Poker tables it shows
(games/poker/site_tables.py): rendering, the cache, the warnings, and the rounding of the figures."""

from __future__ import annotations

import io
import os
import sys
from fractions import Fraction

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "source", "_ext"))

import gamestables  # noqa: E402
from games.core.tables import LawRef, Run, Table, check_table  # noqa: E402
from games.poker.census import census  # noqa: E402
from games.poker.strategy import discard_odds, odds_against  # noqa: E402
from games.poker.site_tables import hand_census_table, maxim_odds_tables, odds_against_text, one_in, percent  # noqa: E402

NBSP = "\u00a0"


def build(tmp_path, body: str, extensions=("myst_parser", "gamestables")):
    from sphinx.application import Sphinx
    from sphinx.util.docutils import docutils_namespace

    src = tmp_path / "src"
    src.mkdir(exist_ok=True)
    (src / "conf.py").write_text(
        "import sys\n"
        f"sys.path[:0] = [{ROOT!r}, {os.path.join(ROOT, 'source', '_ext')!r}]\n"
        f"extensions = {list(extensions)!r}\n"
    )
    (src / "index.md").write_text(body)
    warnings = io.StringIO()
    with docutils_namespace():  # several apps in one process: no registration leaks from one to the next
        app = Sphinx(str(src), str(src), str(tmp_path / "out"), str(tmp_path / "doctrees"), "html", status=None,
                     warning=warnings)
        app.build()
    return (tmp_path / "out" / "index.html").read_text(), warnings.getvalue(), app


def test_maxim_tables_render_with_exact_fractions_suit_signs_and_anchors(tmp_path):
    html, warnings, _ = build(tmp_path, "# Odds\n\n```{games-table} games.poker.site_tables:maxim_odds_tables peel-poker:p4\n"
                                        "```\n\n```{games-table} games.poker.site_tables:maxim_odds_tables peel-poker:p9\n```\n")
    example = discard_odds("3S 4H 6D 7C KH", "KH")
    chance = [c for c in example.values() if c][0]
    assert f"{chance.numerator}/{chance.denominator}" in html
    assert odds_against(chance) in html
    assert 'id="odds-p4-1"' in html and "3♠ 4♥ 6♦ 7♣ K♥" in html
    assert "maxim_odds_tables peel-poker:p9" in warnings  # a maxim without odds is a located warning
    assert "index.md" in warnings


def test_census_table_rows_are_the_census(tmp_path):
    html, warnings, app = build(tmp_path, "# C\n\n```{games-table} games.poker.site_tables:hand_census_table foster\n```\n")
    assert not warnings.strip(), warnings
    counts = census("foster")
    for name, n in counts.items():
        if name != "total":
            assert f"<p>{name}</p>" in html and f"<p>{n:,}</p>" in html
    assert 'id="census-foster"' in html and "How rare is a full hand?" in html
    # cached in the environment as plain data, keyed by a digest of the code it depends on
    (key, (stamp, data)), = app.env.games_tables.items()
    assert key == ("games.poker.site_tables:hand_census_table", ("foster",))
    assert data[0]["rows"][0][0] == ("str", "Straight flush")


def test_the_cache_is_kept_while_the_code_is_unchanged_and_the_digest_covers_imported_modules(tmp_path):
    paths = gamestables.source_closure("games.poker.site_tables", "games")
    names = {os.path.relpath(p, ROOT) for p in paths}
    assert {"games/poker/site_tables.py", "games/poker/census.py", "games/poker/hands.py", "games/cards.py",
            "games/core/tables.py", "games/poker/odds_tables.py", "games/poker/hand_order.py"} <= names
    env = type("Env", (), {})()
    calls = []
    real = gamestables.compute
    try:
        gamestables.compute = lambda t, a: calls.append((t, a)) or real(t, a)
        first, _ = gamestables.tables_for(env, "games.poker.site_tables:hand_census_table", ("peel",), "games")
        again, _ = gamestables.tables_for(env, "games.poker.site_tables:hand_census_table", ("peel",), "games")
        assert first == again and len(calls) == 1
        stamp, data = env.games_tables[("games.poker.site_tables:hand_census_table", ("peel",))]
        env.games_tables[("games.poker.site_tables:hand_census_table", ("peel",))] = ("stale", data)
        gamestables.tables_for(env, "games.poker.site_tables:hand_census_table", ("peel",), "games")
        assert len(calls) == 2  # a changed digest recomputes
    finally:
        gamestables.compute = real


def test_a_function_outside_the_package_or_a_bad_table_is_a_located_warning(tmp_path):
    html, warnings, _ = build(tmp_path, "# T\n\n```{games-table} os.path:join a b\n```\n\n"
                                        "```{games-table} games.poker.site_tables:hand_census_table nosuchcode\n```\n")
    assert "must be in the package 'games'" in warnings
    assert "no census for 'nosuchcode'" in warnings


def test_law_cells_cite_the_law_through_the_law_domain(tmp_path):
    data = gamestables.compute("games.poker.site_tables:hand_census_table", ("peel",))
    assert ("law", "peel-poker:66", "") in data[0]["rows"][0]
    assert data[0]["laws"][0] == "peel-poker:66"


def test_check_table_refuses_ragged_rows_and_foreign_cells():
    check_table(Table("ok", ("a", "b"), (("x", LawRef("peel-poker:1")),)))
    with pytest.raises(ValueError, match="row 1 has 1 cells for 2 columns"):
        check_table(Table("bad", ("a", "b"), (("x",),)))
    with pytest.raises(TypeError, match="not float"):
        check_table(Table("bad", ("a",), ((1.5,),)))


def test_a_run_cell_is_text_and_law_links_in_order():
    run = Run(["laws ", LawRef("foster-whist:43", "43"), " and ", LawRef("foster-whist:45", "45")])
    assert run.parts[1] == LawRef("foster-whist:43", "43") and str(run) == "laws 43 and 45"
    check_table(Table("ok", ("a",), ((run,),)))
    for bad in ((1.5,), b"AS", None):
        with pytest.raises(TypeError):
            Run(bad)  # type: ignore[arg-type]
    data = gamestables.compute("games.whist.concordance:concordance_tables", ())
    runs = [cell for row in data[0]["rows"] for cell in row if cell[0] == "run"]
    assert ("law", "foster-whist:52", "52") in [part for cell in runs for part in cell[1]]


# --- the rounding of the figures (issue 7, defect 14) -----------------------------------------------

def test_percentages_keep_four_significant_figures_with_trailing_zeros():
    assert percent(Fraction(16, 1000)) == "1.600 %"
    assert percent(Fraction(87360, 5461512)) == "1.600 %"
    assert percent(Fraction(1, 3)) == "33.33 %"
    assert percent(Fraction(48, 5461512)) == "0.0008789 %"


def test_odds_against_are_one_in_less_one_and_round_half_away_from_zero():
    total = census("foster-sixty")["total"]
    for name, count in census("foster-sixty").items():
        if name == "total" or 2 * count > total:
            continue
        one = Fraction(one_in(total, count).replace(",", ""))
        against = Fraction(odds_against_text(total, count).split(" ")[0].replace(",", ""))
        assert one - 1 == against, name    # the same rounding of the same exact number, less one
    # 1.005 to 1 on is 1.005 (four figures, from the exact fraction), never "1.00"
    assert odds_against_text(2005, 1005) == "1.005 to 1 on"
    assert one_in(113782 * 48, 48) == "113,782" and odds_against_text(113782 * 48, 48) == "113,781 to 1"


def test_every_census_row_has_a_figure_for_every_column():
    for code in ("peel", "foster", "foster-sixty"):
        t = check_table(hand_census_table(code))
        assert all(all(cell != "" for cell in row[:5]) for row in t.rows[:-1])
    assert len(maxim_odds_tables("peel-poker:p1")) >= 1
