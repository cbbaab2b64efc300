"""Benchmarks (``make bench`` runs ``python -m tests.bench``).  Never a timed test.

The census of all 2,598,960 five-card hands under Peel's and Foster's codes,
against the same enumeration classified by treys (a pure-Python evaluator):
``treys.Evaluator().evaluate`` on every hand, then ``get_rank_class``.  Best of
three runs each; hands per second and the ratio to treys.  The figures are
printed as a table and merged into ``_build/bench.json`` under the key
``"census"`` (other keys of that file, e.g. ``"browser"``, are kept).
"""

from __future__ import annotations

import itertools
import os
import platform
import sys
import time
from collections import Counter
from math import comb

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from games.poker.census import census  # noqa: E402
from games.poker.hands import FOSTER, PEEL, FosterRules, HandRules  # noqa: E402

HANDS = comb(52, 5)
REPEAT = 3
from tests.bench_json import BENCH_JSON, merge  # noqa: E402


def best_of(fn, repeat: int = REPEAT) -> tuple[float, object]:
    best, result = float("inf"), None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - t0)
    return best, result


def fresh_census(rules: HandRules) -> dict:
    """The census with the rule set's tables built afresh (their build is part of the work)."""
    from games.poker import hands

    hands._TABLES.pop(rules, None)
    vars(rules).pop("_tables", None)
    return census(rules)


def treys_census() -> Counter:
    from treys import Card, Evaluator

    evaluator = Evaluator()
    deck = [Card.new(r + s) for r in "23456789TJQKA" for s in "shdc"]
    evaluate, rank_class = evaluator.evaluate, evaluator.get_rank_class
    counts: Counter = Counter()
    for hand in itertools.combinations(deck, 5):
        counts[rank_class(evaluate(list(hand), []))] += 1
    return counts


def main() -> dict:
    rows = []
    t_treys, treys_counts = best_of(treys_census)
    assert sum(treys_counts.values()) == HANDS
    for label, rules in (("peel", PEEL), ("foster", FOSTER)):
        t, result = best_of(lambda: fresh_census(rules))
        assert result["total"] == HANDS
        rows.append({"code": label, "path": "census", "seconds": round(t, 4), "hands_per_second": round(HANDS / t),
                     "ratio_to_treys": round(t_treys / t, 2)})  # fmt: skip
    # The engine's per-hand path, score() on every hand one at a time (no nested-loop help).
    from games.poker.census import pack_for
    from games.poker.hands import score

    def one_by_one() -> Counter:
        cards = pack_for(PEEL).cards
        return Counter(v >> 32 for v in map(score, itertools.combinations(cards, 5), itertools.repeat(PEEL)))

    t, result = best_of(one_by_one)
    assert sum(result.values()) == HANDS
    rows.append({"code": "peel", "path": "score() per hand", "seconds": round(t, 4), "hands_per_second": round(HANDS / t),
                 "ratio_to_treys": round(t_treys / t, 2)})  # fmt: skip
    sixty = FosterRules(pack="sixty")
    t, result = best_of(lambda: fresh_census(sixty))
    rows.append({"code": "foster", "path": "census, sixty cards", "hands": result["total"], "seconds": round(t, 4),
                 "hands_per_second": round(result["total"] / t)})  # fmt: skip
    figures = {
        "hands": HANDS,
        "repeat": f"best of {REPEAT}",
        "python": platform.python_version(),
        "machine": platform.machine(),
        "treys": {"seconds": round(t_treys, 4), "hands_per_second": round(HANDS / t_treys)},
        "codes": rows,
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }

    print(f"Census of all {HANDS:,} five-card hands, best of {REPEAT} (Python {platform.python_version()})")
    print(f"{'evaluator':<32}{'seconds':>10}{'hands/s':>14}{'vs treys':>10}")
    print(f"{'treys 0.1.8':<32}{t_treys:>10.3f}{HANDS / t_treys:>14,.0f}{1:>9.2f}x")
    for row in rows:
        ratio = f"{row['ratio_to_treys']:>9.2f}x" if "ratio_to_treys" in row else f"{'-':>10}"
        print(f"{row['code'] + ', ' + row['path']:<32}{row['seconds']:>10.3f}{row['hands_per_second']:>14,}{ratio}")

    merge("census", figures)
    print(f"written to {os.path.relpath(BENCH_JSON, ROOT)} (key 'census')")
    return figures


if __name__ == "__main__":
    main()
