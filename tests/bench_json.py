"""One place that writes ``_build/bench.json``: each benchmark merges its figures under its own key.

Read, modify, write: the other keys of the file are kept; a file that cannot be read counts as
empty; the write goes through a temporary file so that a reader never sees half a file.
"""

from __future__ import annotations

import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH_JSON = os.path.join(ROOT, "_build", "bench.json")


def merge(key: str, figures: dict) -> str:
    """Write ``figures`` under ``key`` in ``_build/bench.json``; return the file's path."""
    os.makedirs(os.path.dirname(BENCH_JSON), exist_ok=True)
    try:
        with open(BENCH_JSON, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        data = {}
    data[key] = figures
    tmp = BENCH_JSON + f".{os.getpid()}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=2)
        f.write("\n")
    os.replace(tmp, BENCH_JSON)
    return BENCH_JSON
