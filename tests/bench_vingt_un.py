"""Benchmarks of the exact Vingt-un odds (``make bench`` runs ``python -m tests.bench_vingt_un``).  Never a test.

Measured, in CPython, wall-clock (``perf_counter``) and CPU (``process_time``) seconds:

* the dealer's full table for one pack (all ten first cards) in exact Fractions, from cold caches
  (target: under 100 ms);
* the whole exact analysis of each book's code (the punter's best play and the dealer's advantage), from cold
  caches, three times (the least is reported, with the median and every run: this machine's speed varies), and
  again with the dealer's tables of an earlier code in memory (target: under 1 s);
* in the same run, a seeded simulation of ``DEALS`` deals per code (10^6 unless ``VINGT_UN_DEALS`` says
  otherwise) as a cross-check: the exact value must lie within three standard errors of the simulated mean.

The figures are printed and merged into ``_build/bench.json`` under the key ``"vingt_un"`` (read, modify, write:
the other keys of the file are kept).

In Pyodide (the npm build in ``_build/lite-cache/pyodide``, run by Node when ``node`` is installed; skipped
otherwise, or with ``VINGT_UN_PYODIDE=0``): the dealer's table, and the analysis of each code from cold caches and
again one after another (target: under 2 s), the games package copied into Pyodide's file system from this checkout.
"""

from __future__ import annotations

import os
import platform
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from games.vingt_un.odds import DealerPlay, analyse, clear_caches, dealer_table, simulate  # noqa: E402
from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, MODERN, PEEL  # noqa: E402

from tests.bench_json import BENCH_JSON, merge  # noqa: E402
from tests.bench_pyodide import run_in_pyodide  # noqa: E402
DEALS = int(os.environ.get("VINGT_UN_DEALS", 10**6))
COLD_RUNS = 3
CODES = (PEEL, HOFFMANN, ENQUIRE_WITHIN, MODERN)


def _timed(fn):
    w0, c0 = time.perf_counter(), time.process_time()
    out = fn()
    return out, time.perf_counter() - w0, time.process_time() - c0


def main() -> dict:
    result: dict = {"python": platform.python_version(), "deals_per_code": DEALS}
    clear_caches()
    _, wall, cpu = _timed(lambda: dealer_table(DealerPlay(17)))
    result["dealer_table_one_pack"] = {"wall_s": round(wall, 4), "cpu_s": round(cpu, 4), "target_s": 0.1}
    codes = {}
    for rules in CODES:
        runs = []
        for _ in range(COLD_RUNS):       # this machine's speed varies from run to run: the least and the median
            clear_caches()
            a, wall, cpu = _timed(lambda: analyse(rules))
            runs.append((cpu, wall))
        runs.sort()
        cpu, wall = runs[0]
        codes[rules.name] = {"cold_wall_s": round(wall, 3), "cold_cpu_s": round(cpu, 3),
                             "cold_cpu_median_s": round(runs[len(runs) // 2][0], 3),
                             "cold_cpu_runs_s": [round(c, 3) for c, _w in runs], "target_s": 1.0,
                             "punter_value": str(a.punter_value), "punter_value_float": float(a.punter_value),
                             "dealer_advantage": float(a.dealer_advantage)}
    # warm: the codes one after another, sharing the dealer's tables
    clear_caches()
    for rules in CODES:
        a, wall, cpu = _timed(lambda: analyse(rules))
        codes[rules.name].update({"after_previous_wall_s": round(wall, 3), "after_previous_cpu_s": round(cpu, 3)})
        sim, wall, cpu = _timed(lambda: simulate(a, DEALS, seed=2026))
        codes[rules.name]["simulation"] = {
            "deals": DEALS, "seed": 2026, "mean": sim.mean, "stderr": sim.stderr,
            "exact": float(a.punter_value), "within_3_stderr": sim.agrees(a.punter_value, 3.0),
            "z": (float(a.punter_value) - sim.mean) / sim.stderr if sim.stderr else None,
            "wall_s": round(wall, 1),
        }
    result["codes"] = codes
    result["pyodide"] = pyodide_figures()
    return result


_PYODIDE_CODE = """
import sys, time, json
sys.path.insert(0, '/home/pyodide')
from games.vingt_un.odds import analyse, clear_caches, dealer_table, DealerPlay
from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, MODERN, PEEL
r = {'python': sys.version.split()[0]}
clear_caches(); t = time.perf_counter(); dealer_table(DealerPlay(17)); r['dealer_table_one_pack_s'] = time.perf_counter() - t
for rules in (PEEL, HOFFMANN, ENQUIRE_WITHIN, MODERN):
    runs = []
    for _ in range(3):   # the least of three cold runs, and all three
        clear_caches(); t = time.perf_counter(); analyse(rules); runs.append(round(time.perf_counter() - t, 3))
    r[rules.name + '_cold_s'] = min(runs); r[rules.name + '_cold_runs_s'] = sorted(runs)
clear_caches()
for rules in (PEEL, HOFFMANN, ENQUIRE_WITHIN, MODERN):
    t = time.perf_counter(); analyse(rules); r[rules.name + '_after_previous_s'] = round(time.perf_counter() - t, 3)
r['target_s'] = 2.0
json.dumps(r)
"""


def pyodide_figures() -> dict | None:
    return run_in_pyodide(_PYODIDE_CODE, switch="VINGT_UN_PYODIDE", timeout=3600)


def _print(result: dict) -> None:
    d = result["dealer_table_one_pack"]
    print(f"dealer table, one pack, exact: {d['wall_s'] * 1000:.1f} ms wall, {d['cpu_s'] * 1000:.1f} ms CPU (target 100 ms)")
    print(f"{'code':26} {'cold wall':>10} {'cold CPU':>9} {'median':>7} {'warm CPU':>9} {'exact':>10} {'simulated':>10} "
          f"{'s.e.':>8}  ok")
    for name, c in result["codes"].items():
        s = c["simulation"]
        print(f"{name:26} {c['cold_wall_s']:10.2f} {c['cold_cpu_s']:9.2f} {c['cold_cpu_median_s']:7.2f} "
              f"{c['after_previous_cpu_s']:9.2f} "
              f"{s['exact']:10.5f} {s['mean']:10.5f} {s['stderr']:8.5f}  {s['within_3_stderr']}")
    print("Pyodide:", result.get("pyodide"))


if __name__ == "__main__":
    res = main()
    _print(res)
    merge("vingt_un", res)
    print(f"merged into {BENCH_JSON} under 'vingt_un'")
