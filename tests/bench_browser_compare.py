"""Two builds of the site, benchmarked in turns (``python -m tests.bench_browser_compare``).  Never a test.

For a change to the Play panels: the browser benchmark (:mod:`tests.bench_browser`: the bare
Pyodide boot and Play, cold and warm, alternating) run on the build *before* the change and on
the build *after* it, in turns (before, after, before, after...), so that both meet the same
load on a shared machine.  Each turn reports its own ratios (Play over the bare boot measured
in that turn); the summary gives, per variant and panel, the median over the turns of the
medians and of the ratios.  Merged into ``_build/bench.json`` under ``"browser_compare"``; the last
turn of the *after* build is also merged under ``"browser"`` (what ``make bench`` writes).

    BEFORE_HTML=/tmp/before-html AFTER_HTML=_build/html BENCH_TURNS=2 BENCH_ROUNDS=2 \\
        BENCH_GAMES=poker .venv/bin/python -m tests.bench_browser_compare

``BEFORE_HTML`` is a built site of the earlier code (e.g. a copy of ``_build/html`` made
before the change); ``AFTER_HTML`` defaults to ``_build/html``.
"""

from __future__ import annotations

import importlib
import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for p in (str(ROOT), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

from tests.bench_json import BENCH_JSON, merge  # noqa: E402


def run(sites: dict[str, str], turns: int, rounds: int) -> dict:
    import tests.bench_browser as bench

    out: dict = {"when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "sites": sites, "turns": [],
                 "rounds_per_turn": rounds}
    for _ in range(turns):
        for name, site in sites.items():
            os.environ["SITE_HTML"] = site
            bench = importlib.reload(bench)
            r = bench.main(rounds)
            out["turns"].append({"variant": name, "machine": r["machine"], "load_after": r["load_after"],
                                 "games": r["games"], "text_page": r["text_page"]})
            if name == "after":
                out["last_after"] = r
            for game, g in r["games"].items():
                print(f"{name:<7} {game:<8} {r['machine']:<28} A {g['median_s']['A_cold']:5.2f}/{g['median_s']['A_warm']:5.2f}"
                      f"  B {g['median_s']['B_cold']:5.2f}/{g['median_s']['B_warm']:5.2f}"
                      f"  cold {g['ratio_cold']:.2f}  warm {g['ratio_warm']:.2f}", flush=True)
    summary: dict = {}
    for name in sites:
        mine = [t for t in out["turns"] if t["variant"] == name]
        for game in mine[0]["games"]:
            gs = [t["games"][game] for t in mine]
            summary.setdefault(name, {})[game] = {
                "median_s": {k: round(statistics.median(g["median_s"][k] for g in gs), 2)
                             for k in ("A_cold", "A_warm", "B_cold", "B_warm")},
                "ratio_cold": round(statistics.median(g["ratio_cold"] for g in gs), 2),
                "ratio_warm": round(statistics.median(g["ratio_warm"] for g in gs), 2),
                "ratios_cold": [g["ratio_cold"] for g in gs],
                "ratios_warm": [g["ratio_warm"] for g in gs],
            }
    out["summary"] = summary
    return out


if __name__ == "__main__":
    before = os.environ.get("BEFORE_HTML")
    if not before:
        raise SystemExit("BEFORE_HTML: the built site of the code before the change")
    after = os.environ.get("AFTER_HTML") or str(ROOT / "_build" / "html")
    res = run({"before": before, "after": after}, int(os.environ.get("BENCH_TURNS", "2")),
              int(os.environ.get("BENCH_ROUNDS", "2")))
    for name, games in res["summary"].items():
        for game, g in games.items():
            print(f"{name:<7} {game:<8} medians {g['median_s']}  cold {g['ratio_cold']} {g['ratios_cold']}"
                  f"  warm {g['ratio_warm']} {g['ratios_warm']}")
    last = res.pop("last_after")
    merge("browser_compare", res)
    merge("browser", last)
    print(f"merged into {BENCH_JSON} under 'browser_compare' (and the last turn of the after build under 'browser')")
