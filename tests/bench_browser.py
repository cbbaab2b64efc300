"""Browser benchmarks (``make bench`` runs ``python -m tests.bench_browser``).  Never a test.

Against the built site (``_build/html``, or ``$SITE_HTML``), served as a static host serves
it (gzip, ``Cache-Control: max-age``: :class:`tests.test_browser_env.Server`), in headless
Debian Chromium.  The machine is shared and loaded, so absolute times drift from run to run:
what counts is the *ratio* of two things measured side by side, alternating, in one run:

* **A, the bare Pyodide boot**: a blank page on the same origin that imports the site's own
  self-hosted ``pyodide.mjs`` (the npm file as shipped, never the snapshot loader), calls
  ``loadPyodide`` and shuffles a pack in Python.  Seconds from the page's script start to
  the shuffled pack.  No JupyterLite, no packages: the floor of any plain Pyodide route.
* **B, Play**: the game's page, press Play, until the game's widget is on the screen (the
  panel's ``ready`` selector in the widget).  Seconds from the click (measured by the page
  itself, ``data-ready-ms``).

Each round, for each game's panel: a fresh profile runs A *cold* and then A *warm* (a second
visit, same profile: the browser's cache holds the files; Python starts afresh, as on every
visit); another fresh profile runs B cold and B warm.  Rounds alternate A B A B.  Reported:
medians, the ratios B/A of the medians (cold and warm), the bytes the first Play transfers
(everything under ``lite/`` the cold visit loads, as served: gzip where the host compresses),
how Python started (snapshot or plain) with the restore's time, and the bytes the text page
transfers until the Play panel comes into view.  Merged into ``_build/bench.json`` under ``"browser"``
(other keys are kept).  The aim (issue 10): warm B/A <= 0.5, cold B/A <= 1.0.
"""

from __future__ import annotations

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

from test_browser_env import CHROMIUM, CHROMIUM_ARGS, Server, launch, site_dir  # noqa: E402

from tests.bench_json import BENCH_JSON, merge  # noqa: E402
AIM = {"warm_ratio": 0.5, "cold_ratio": 1.0, "text_page_kb": 400, "first_play_bytes_vs_before": 1.5}
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "3"))
#: ``BENCH_GAMES=poker,deal``: only these panels (while developing; ``make bench`` runs them all)
GAMES = [g for g in os.environ.get("BENCH_GAMES", "").split(",") if g]
#: game -> the page that holds its panel (with a fixed seed: the same deal in every run)
PAGES = {"poker": "play/poker.html?seed=1234", "vingt_un": "play/vingt-un.html?seed=1234", "deal": "play/index.html?seed=1234",
         "referee": "play/referee.html", "ecarte": "play/ecarte.html?seed=1234", "whist": "play/whist.html?seed=1234"}
BARE = "/__bench__/bare-pyodide.html"


def bare_page(site: Path) -> bytes:
    """The A page: the site's own Pyodide, booted plainly, shuffling a pack."""
    pyodide = site / "lite" / "static" / "pyodide"
    loader = "pyodide.orig.mjs" if (pyodide / "pyodide.orig.mjs").exists() else "pyodide.mjs"
    return f"""<!doctype html><html><head><meta charset="utf-8"><title>bare Pyodide boot</title></head>
<body><p>bare Pyodide boot</p><script type="module">
const t0 = performance.now();
try {{
  const {{ loadPyodide }} = await import("/lite/static/pyodide/{loader}");
  const py = await loadPyodide({{ indexURL: "/lite/static/pyodide/" }});
  py.runPython("import random\\npack = [r + s for r in '23456789TJQKA' for s in 'SHDC']\\nrandom.Random(1234).shuffle(pack)");
  document.body.dataset.readyMs = String(Math.round(performance.now() - t0));
}} catch (e) {{ document.body.dataset.error = String(e); }}
</script></body></html>""".encode()


def time_bare(page, base: str) -> float:
    page.goto(base + BARE.lstrip("/"), wait_until="load", timeout=180_000)
    page.wait_for_function("document.body.dataset.readyMs || document.body.dataset.error", timeout=180_000)
    err = page.evaluate("document.body.dataset.error")
    if err:
        raise RuntimeError(f"bare Pyodide boot failed: {err}")
    return int(page.evaluate("document.body.dataset.readyMs")) / 1000


def _lite_bytes(server: Server) -> int:
    return sum(v for k, v in server.counts.items() if k.startswith("/lite/"))


def time_play(page, server: Server, game: str) -> tuple[float, int, dict]:
    """Open the game's page, press Play as soon as it has loaded, wait for the widget;
    (seconds from the click, bytes of JupyterLite and Pyodide transferred for it, how
    Python started: ``{"boot": "snapshot"|"plain", "ms": restore time, "early": ...}``).  The
    panel is in view at load: on a warm visit (this build's kernel seen before) its kernel
    starts then, a moment before the click; on a cold one when the pointer reaches the Play
    button.  The click is made at once, so that the head start is as small as a reader's
    quickest click."""
    before = _lite_bytes(server)
    page.goto(server.base + PAGES[game], wait_until="load", timeout=180_000)
    page.evaluate("() => { window.__boot = null; new BroadcastChannel('lt-pyodide').onmessage = e => { window.__boot = e.data; }; }")
    sel = f"section[data-game={game}]"
    page.click(f"{sel} .lt-play-button")
    page.wait_for_selector(f"{sel}.lt-play-ready, {sel}.lt-play-error", timeout=180_000)
    if page.query_selector(f"{sel}.lt-play-error"):
        raise RuntimeError(page.inner_text(f"{sel} .lt-play-status"))
    page.wait_for_timeout(300)  # let late responses finish counting
    boot = page.evaluate("window.__boot") or {}
    return int(page.eval_on_selector(sel, "e => e.dataset.readyMs")) / 1000, _lite_bytes(server) - before, boot


def fresh_context(p, profile: str):
    return p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=list(CHROMIUM_ARGS))


def bench_game(p, server: Server, game: str, rounds: int) -> dict:
    runs = {"A_cold": [], "A_warm": [], "B_cold": [], "B_warm": []}
    play_bytes = []
    boots = []
    for _ in range(rounds):
        with tempfile.TemporaryDirectory() as profile:
            ctx = fresh_context(p, profile)
            try:
                for key in ("A_cold", "A_warm"):
                    page = ctx.new_page()
                    runs[key].append(time_bare(page, server.base))
                    page.close()
            finally:
                ctx.close()
        with tempfile.TemporaryDirectory() as profile:
            ctx = fresh_context(p, profile)
            try:
                for key in ("B_cold", "B_warm"):
                    page = ctx.new_page()
                    secs, sent, boot = time_play(page, server, game)
                    runs[key].append(secs)
                    boots.append(boot)
                    if key == "B_cold":
                        play_bytes.append(sent)
                    page.close()
            finally:
                ctx.close()
    med = {k: round(statistics.median(v), 2) for k, v in runs.items()}
    return {
        "median_s": med,
        "runs_s": {k: [round(x, 2) for x in v] for k, v in runs.items()},
        "ratio_cold": round(med["B_cold"] / med["A_cold"], 2),
        "ratio_warm": round(med["B_warm"] / med["A_warm"], 2),
        "first_play_bytes": int(statistics.median(play_bytes)),
        "first_play_mb": round(statistics.median(play_bytes) / 2**20, 2),
        "boot": sorted({b.get("boot", "?") for b in boots}),
        "restore_ms_median": int(statistics.median(b["ms"] for b in boots if "ms" in b)) if any("ms" in b for b in boots) else None,
    }


def text_page_bytes(p, server: Server, path: str = "play/poker.html") -> dict:
    """What the page transfers as first shown at 1280 x 300 (the Play panel below the fold),
    and what of the kernel it fetches once the panel is scrolled into view on this first
    visit (nothing: the kernel waits for the reader to reach the Play button)."""
    server.counts.clear()
    server.raw_counts.clear()
    browser = launch(p)
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 300})
        page.goto(server.base + path, wait_until="networkidle")
        page.wait_for_timeout(500)
        if page.evaluate("() => [...document.querySelectorAll('section.lt-play')].some(e => e.getBoundingClientRect().top < innerHeight)"):
            raise RuntimeError(f"{path}: the Play panel is in view at 1280x300; measure another way")
        lite = [k for k in server.counts if k.startswith("/lite/")]
        page.eval_on_selector("section.lt-play", "e => e.scrollIntoView()")
        page.wait_for_timeout(1500)
        lite_in_view = [k for k in server.counts if k.startswith("/lite/")]
    finally:
        browser.close()
    return {
        "page": path,
        "transferred_kb": round(sum(server.counts.values()) / 1024, 1),
        "raw_kb": round(sum(server.raw_counts.values()) / 1024, 1),
        "files": len(server.counts),
        "lite_files_before_play": len(lite),
        "lite_files_with_panel_in_view": len(lite_in_view),
        "note": "the page as first shown at 1280x300, before the reader scrolls the Play panel into view",
    }


def main(rounds: int = ROUNDS) -> dict:
    from playwright.sync_api import sync_playwright

    site = site_dir()
    results: dict = {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": f"{platform.machine()}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}",
        "aim": AIM,
        "rounds": rounds,
        "site_mb": round(sum(f.stat().st_size for f in site.rglob("*") if f.is_file()) / 2**20, 1),
        "pyodide_mb": round(sum(f.stat().st_size for f in (site / "lite" / "static" / "pyodide").iterdir() if f.is_file()) / 2**20, 1),
    }
    with sync_playwright() as p:
        with Server(site, compress=True, cache_seconds=3600, extra={BARE: ("text/html", bare_page(site))}) as host:
            results["text_page"] = text_page_bytes(p, host)
            results["games"] = {g: bench_game(p, host, g, rounds) for g in PAGES if not GAMES or g in GAMES}
    results["load_after"] = round(os.getloadavg()[0], 1)
    return results


def report(r: dict) -> None:
    print(f"Browser benchmarks ({r['machine']}, {r['rounds']} rounds A B A B); site {r['site_mb']} MiB, Pyodide {r['pyodide_mb']} MiB")
    print(f"{'game':<8} {'A cold':>7} {'B cold':>7} {'B/A':>5}   {'A warm':>7} {'B warm':>7} {'B/A':>5}   first Play"
          f"   (aim: cold B/A <= {AIM['cold_ratio']}, warm B/A <= {AIM['warm_ratio']})")
    for game, g in r["games"].items():
        m = g["median_s"]
        print(f"{game:<8} {m['A_cold']:>6.2f}s {m['B_cold']:>6.2f}s {g['ratio_cold']:>5.2f}   {m['A_warm']:>6.2f}s {m['B_warm']:>6.2f}s"
              f" {g['ratio_warm']:>5.2f}   {g['first_play_mb']} MiB  boot {','.join(g.get('boot', []))}"
              f" (restore {g.get('restore_ms_median')} ms)")
    t = r["text_page"]
    print(f"text page {t['page']} before Play: {t['transferred_kb']} KB transferred (raw {t['raw_kb']} KB), "
          f"{t['lite_files_before_play']} JupyterLite files, {t.get('lite_files_with_panel_in_view')} with the panel in view"
          f" (aim <= {AIM['text_page_kb']} KB)")


if __name__ == "__main__":
    res = main()
    report(res)
    merge("browser", res)
    print(f"merged into {BENCH_JSON} under 'browser'")
