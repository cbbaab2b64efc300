"""Benchmarks of the Whist computer players and table (``make bench`` runs ``python -m tests.bench_whist``).
Never a test.

Measured in CPython, CPU (``process_time``) and wall-clock seconds, the least of three runs:

* a whole rubber of four computer players under each code (target: well under a second or two), and a
  rubber of Dummy and of Double Dummy played by the computer players alone;
* one move of the reader at the Whist table: the card played and the computer players' answers up to the
  reader's next turn or the pause (target: well under a second, so that the panel answers at once in
  Pyodide, several times slower);
* the post-mortem of a hand's last seven tricks by the double-dummy solver (shown at once; the whole deal,
  from seconds to minutes, only when the reader asks for it);
* Double Dummy's hint once eight tricks are left (when the panel first offers it), the least over three
  runs from cold, the largest over three seeded hands (target: about a second in Pyodide).

The figures are printed and merged into ``_build/bench.json`` under the key ``"whist_players"``.
"""

from __future__ import annotations

import os
import platform
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from games.solver import clear_cache  # noqa: E402
from games.whist import FOSTER, HOFFMANN, Auto  # noqa: E402
from games.whist.dummy import DoubleDummy, Dummy  # noqa: E402
from games.whist.game import Whist  # noqa: E402
from games.whist.players import computer_players, play_on  # noqa: E402
from games.whist.sitting import WhistRubber  # noqa: E402
from games.widgets.whist_panel import WhistPanel  # noqa: E402

from tests.bench_json import BENCH_JSON, merge  # noqa: E402
from tests.whist.whist_helpers import advance  # noqa: E402

RUNS = 3


def _least(fn) -> dict:
    runs = []
    for _ in range(RUNS):
        w0, c0 = time.perf_counter(), time.process_time()
        fn()
        runs.append((time.process_time() - c0, time.perf_counter() - w0))
    cpu, wall = min(runs)
    return {"cpu_s": round(cpu, 4), "wall_s": round(wall, 4), "runs_cpu_s": [round(r[0], 4) for r in runs]}


def _rubber(rules, game=Whist, seats=(0, 1, 2, 3), seed=7) -> int:
    r = WhistRubber(rules, seed=seed, game=game)
    hands = 0
    while not r.over:
        g = r.new_hand(automations=Auto.ALL)
        play_on(g, computer_players(None, seats=seats))
        r.finish(g)
        hands += 1
    return hands


def _one_move() -> None:
    t = WhistPanel(11, "foster")
    a = t.advice()
    if a is not None:
        t.act(a.action)


def _post_mortem() -> None:
    t = advance(WhistPanel(11, "foster"))
    clear_cache()   # from cold: the solver keeps its tables between calls
    w0, c0 = time.perf_counter(), time.process_time()
    text = t.post_mortem_text()
    assert "last 7 tricks" in text, text
    _post_mortem.last = (time.process_time() - c0, time.perf_counter() - w0)  # type: ignore[attr-defined]


def _hint(seed: int) -> None:
    t = WhistPanel(seed, "foster", variant="double-dummy")
    advance(t, lambda x: x.hint_state() == "ready")
    clear_cache()
    w0, c0 = time.perf_counter(), time.process_time()
    assert t.ask_hint() and t.hint_text, t.status_text()
    _hint.last = (time.process_time() - c0, time.perf_counter() - w0)  # type: ignore[attr-defined]


def main() -> dict:
    out: dict = {"python": platform.python_version()}
    for name, fn in (("rubber_foster", lambda: _rubber(FOSTER)), ("rubber_hoffmann", lambda: _rubber(HOFFMANN)),
                     ("rubber_dummy", lambda: _rubber(FOSTER, Dummy, (0, 1, 3))),
                     ("rubber_double_dummy", lambda: _rubber(FOSTER, DoubleDummy, (0, 1)))):
        out[name] = {**_least(fn), "hands": fn(), "target_s": 2.0}
    out["table_one_move_with_deal"] = {**_least(_one_move), "target_s": 1.0}
    pm = []
    for _ in range(RUNS):
        _post_mortem()
        pm.append(_post_mortem.last)  # type: ignore[attr-defined]
    cpu, wall = min(pm)
    out["post_mortem_last_7_tricks"] = {"cpu_s": round(cpu, 4), "wall_s": round(wall, 4)}
    worst = (0.0, 0.0)
    for seed in (11, 5, 23):
        runs = []
        for _ in range(RUNS):
            _hint(seed)
            runs.append(_hint.last)  # type: ignore[attr-defined]
        worst = max(worst, min(runs))
    out["double_dummy_hint_8_tricks"] = {"cpu_s": round(worst[0], 4), "wall_s": round(worst[1], 4),
                                         "target_s": 0.5}
    return out


if __name__ == "__main__":
    res = main()
    for k, v in res.items():
        print(k, v)
    merge("whist_players", res)
    print(f"merged into {BENCH_JSON} under 'whist_players'")
