"""Browser benchmarks (``make bench`` runs ``python -m tests.bench_browser``).  Never a test.

Against the built site (``_build/html``, or ``$SITE_HTML``), in headless Debian Chromium:

* **Play -> first dealt hand**, for the Poker widget and the "Deal a hand" demo: the time from
  pressing Play to the hand's cards in the page (measured by the page itself, from the click
  handler to the first frame in which the cards exist).  *Cold*: a new browser profile
  (nothing cached).  *Warm*: a second visit in the same profile (the browser's cache holds
  the files; Python still starts afresh, as it does on every visit).
* **Bytes a text page transfers before Play** (gzip, as a static host serves it; and raw).

Two servers: ``plain`` (Python's http.server: no caching headers; the browser revalidates)
and ``host`` (gzip and ``Cache-Control: max-age=3600``, as a static host would send).
The figures are printed and merged into ``_build/bench.json`` under the key ``"browser"``
(other keys are kept).
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for p in (str(ROOT), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

from test_browser_env import Server, launch, site_dir  # noqa: E402

BENCH_JSON = ROOT / "_build" / "bench.json"
GOALS = {"cold_s": 6.0, "warm_s": 3.0, "text_page_kb": 400}
PAGES = {"poker": "play/poker.html?seed=1234", "deal": "play/index.html?seed=1234"}
COLD_RUNS = int(os.environ.get("BENCH_COLD_RUNS", "3"))
WARM_RUNS = int(os.environ.get("BENCH_WARM_RUNS", "3"))


def time_play(page, base: str, game: str) -> float:
    """Open the game's page, press Play, wait for the dealt hand; seconds from the click."""
    page.goto(base + PAGES[game], wait_until="load")
    sel = f"section[data-game={game}]"
    page.click(f"{sel} .lt-play-button")
    page.wait_for_selector(f"{sel}.lt-play-ready, {sel}.lt-play-error", timeout=180_000)
    if page.query_selector(f"{sel}.lt-play-error"):
        raise RuntimeError(page.inner_text(f"{sel} .lt-play-status"))
    return int(page.eval_on_selector(sel, "e => e.dataset.readyMs")) / 1000


def bench_game(p, server: Server, game: str) -> dict:
    cold, warm, first_visit_bytes = [], [], []
    for _ in range(COLD_RUNS):
        with tempfile.TemporaryDirectory() as profile:
            ctx = p.chromium.launch_persistent_context(
                profile, executable_path="/usr/bin/chromium", args=launch_args()
            )
            try:
                page = ctx.new_page()
                server.counts.clear()
                cold.append(time_play(page, server.base, game))
                first_visit_bytes.append(sum(server.counts.values()))
                page.close()
                if len(warm) < WARM_RUNS:
                    for _ in range(WARM_RUNS):
                        page = ctx.new_page()
                        warm.append(time_play(page, server.base, game))
                        page.close()
            finally:
                ctx.close()
    out = summary(cold, warm)
    out["first_visit_mb"] = round(max(first_visit_bytes) / 2**20, 1)  # the page and everything Play loads
    return out


def launch_args():
    from test_browser_env import CHROMIUM_ARGS

    return list(CHROMIUM_ARGS)


def summary(cold: list[float], warm: list[float]) -> dict:
    return {
        "cold_s": {"min": round(min(cold), 2), "median": round(statistics.median(cold), 2), "runs": [round(x, 2) for x in cold]},
        "warm_s": {"min": round(min(warm), 2), "median": round(statistics.median(warm), 2), "runs": [round(x, 2) for x in warm]},
    }


def text_page_bytes(p, server: Server, path: str = "play/poker.html") -> dict:
    server.counts.clear()
    server.raw_counts.clear()
    browser = launch(p)
    try:
        page = browser.new_page()
        page.goto(server.base + path, wait_until="networkidle")
        lite = [k for k in server.counts if k.startswith("/lite/")]
    finally:
        browser.close()
    return {
        "page": path,
        "transferred_kb": round(sum(server.counts.values()) / 1024, 1),
        "raw_kb": round(sum(server.raw_counts.values()) / 1024, 1),
        "files": len(server.counts),
        "lite_files_before_play": len(lite),
    }


def main() -> dict:
    from playwright.sync_api import sync_playwright

    site = site_dir()
    results: dict = {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": f"{platform.machine()}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}",
        "goals": GOALS,
        "site_mb": round(sum(f.stat().st_size for f in site.rglob("*") if f.is_file()) / 2**20, 1),
        "pyodide_mb": round(sum(f.stat().st_size for f in (site / "lite" / "static" / "pyodide").iterdir()) / 2**20, 1),
    }
    with sync_playwright() as p:
        with Server(site, compress=True, cache_seconds=3600) as host:
            results["text_page"] = text_page_bytes(p, host)
            results["host"] = {g: bench_game(p, host, g) for g in ("poker", "deal")}
        with Server(site) as plain:
            results["text_page_plain"] = text_page_bytes(p, plain)
            results["plain"] = {"poker": bench_game(p, plain, "poker")}
    results["load_after"] = round(os.getloadavg()[0], 1)
    return results


def report(r: dict) -> None:
    print(f"Browser benchmarks ({r['machine']}); site {r['site_mb']} MiB, Pyodide {r['pyodide_mb']} MiB")
    print(f"{'server':<7} {'game':<6} {'cold min':>9} {'cold med':>9} {'warm min':>9} {'warm med':>9}   (goal: cold <= {GOALS['cold_s']} s, warm <= {GOALS['warm_s']} s)")
    for server in ("host", "plain"):
        for game, g in r.get(server, {}).items():
            print(f"{server:<7} {game:<6} {g['cold_s']['min']:>8.2f}s {g['cold_s']['median']:>8.2f}s {g['warm_s']['min']:>8.2f}s {g['warm_s']['median']:>8.2f}s"
                  f"   first visit {g['first_visit_mb']} MiB")
    t = r["text_page"]
    print(f"text page {t['page']} before Play: {t['transferred_kb']} KB transferred (gzip; raw {t['raw_kb']} KB; "
          f"plain server {r['text_page_plain']['transferred_kb']} KB), {t['lite_files_before_play']} JupyterLite files (goal <= {GOALS['text_page_kb']} KB)")


def merge(r: dict) -> None:
    BENCH_JSON.parent.mkdir(parents=True, exist_ok=True)
    data = {}
    if BENCH_JSON.exists():
        try:
            data = json.loads(BENCH_JSON.read_text())
        except ValueError:
            data = {}
    data["browser"] = r
    tmp = BENCH_JSON.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(data, indent=2) + "\n")
    os.replace(tmp, BENCH_JSON)


if __name__ == "__main__":
    res = main()
    report(res)
    merge(res)
    print(f"merged into {BENCH_JSON} under 'browser'")
