"""Where a Play's seconds go (``python -m tests.bench_play_timeline [game] [page]``).  Never a test.

One fresh profile opens the game's page and presses Play three times (a cold visit, then two
warm ones), and prints one timeline per visit, in milliseconds from the click: the page's and
the frame's own events (the Play host page, ``lite/play/``, or the REPL it falls back to: script
start, DOMContentLoaded, the widget's output), every message between the frame and the kernel's worker
(comlink calls such as ``initialize`` and ``execute``; widget messages left out), and the
steps of the snapshot's restore inside the worker, as the site's ``pyodide.mjs`` reports them
on its ``lt-pyodide`` BroadcastChannel (``stages``: manifest, factory, inflated, compiled,
restored, files written, warmed up...), then a summary of the steps (:data:`STEPS`).
Served as ``make bench`` serves the site (gzip, ``Cache-Control``).  ``SITE_HTML`` names
the build (default ``_build/html``).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from test_browser_env import CHROMIUM, CHROMIUM_ARGS, Server, site_dir  # noqa: E402

#: Runs in every frame before its own scripts: records timestamps in ``window.__prof``.
INIT = r"""
(() => {
  const T = () => performance.timeOrigin + performance.now();
  const where = location.pathname.split('/').slice(-3).join('/').replace(/^\//, '');
  const log = (window.__prof = []);
  const add = (what) => log.push([T(), where, what]);
  add('script start');
  document.addEventListener('DOMContentLoaded', () => add('DOMContentLoaded'));
  window.addEventListener('load', () => add('load'));
  const W = window.Worker;
  if (W) {
    window.Worker = function (url, opts) {
      add('new Worker ' + String(url).split('/').pop().split('?')[0]);
      const w = new W(url, opts);
      const pm = w.postMessage.bind(w);
      w.postMessage = (m, t) => { add('-> worker ' + (m && m.path ? m.type + ' ' + m.path.join('.') : 'message')); return pm(m, t); };
      w.addEventListener('message', (e) => {
        const d = e.data || {};
        if (d._kernelMessage && /^comm_/.test(d._kernelMessage.type || '')) return;
        add('<- worker ' + (d._kernelMessage ? d._kernelMessage.type || 'kernel message' : d._logMessage ? 'log: ' + String(d._logMessage.data).slice(0, 60) : d.type || 'message'));
      });
      return w;
    };
    window.Worker.prototype = W.prototype;
  }
  if (window === window.top && typeof BroadcastChannel === 'function') {
    new BroadcastChannel('lt-pyodide').onmessage = (e) => {
      const d = e.data || {};
      if (d.t0) {
        log.push([d.t0, 'worker', 'restore starts' + (d.early ? ' (early)' : '')]);
        for (const [k, v] of Object.entries(d.stages || {})) log.push([d.t0 + v, 'worker', k]);
      }
      add('python started: ' + (d.boot || '?') + (d.inflated ? ' (read from ' + d.inflated + ')' : ''));
    };
  }
  const seen = {};
  const marks = ['.jp-CodeConsole', '.jp-OutputArea-output', '.lt-widget', '.lt-play-iframe', '.lt-play-ready'];
  const mo = new MutationObserver(() => {
    for (const m of marks) if (!seen[m] && document.querySelector(m)) { seen[m] = 1; add('on the screen: ' + m); }
  });
  const go = () => mo.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  if (document.documentElement) go(); else document.addEventListener('DOMContentLoaded', go);
})();
"""


def timelines(game: str = "poker", path: str = "play/poker.html?seed=1234", visits: int = 3) -> list[dict]:
    from playwright.sync_api import sync_playwright

    out = []
    with sync_playwright() as p, Server(site_dir(), compress=True, cache_seconds=3600) as server:
        with tempfile.TemporaryDirectory() as profile:
            ctx = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=list(CHROMIUM_ARGS))
            ctx.add_init_script(INIT)
            try:
                for i in range(visits):
                    page = ctx.new_page()
                    page.goto(server.base + path, wait_until="load", timeout=180_000)
                    sel = f"section[data-game={game}]"
                    clicked = page.evaluate("() => performance.timeOrigin + performance.now()")
                    page.click(f"{sel} .lt-play-button")
                    page.wait_for_selector(f"{sel}.lt-play-ready, {sel}.lt-play-error", timeout=180_000)
                    page.wait_for_timeout(300)
                    events = []
                    for fr in page.frames:
                        try:
                            events += fr.evaluate("window.__prof || []")
                        except Exception:  # a frame gone
                            pass
                    out.append({"visit": "cold" if i == 0 else f"warm {i}",
                                "ready_ms": int(page.eval_on_selector(sel, "e => e.dataset.readyMs") or 0),
                                "events": [(round(t - clicked), where, what) for t, where, what in sorted(events)]})
                    page.close()
            finally:
                ctx.close()
    return out


#: The steps a summary gives (ms), each between two events of a timeline: the kernel's worker
#: from the frame's first script to the restore's start; the restore's parts; the frame's own
#: start until it asks the kernel for Python; then the kernel's start, the game's code, its
#: render.
STEPS: dict[str, tuple[str, str | tuple[str, ...]]] = {
    "worker boot": ("frame start", "restore starts (early)"),
    "snapshot in": ("manifest", ("snapshot_inflated", "snapshot_read")),
    "restore": ("restore starts (early)", "python_fixed"),
    "kernel asked": ("frame start", "-> worker APPLY initialize"),
    "kernel start": ("-> worker APPLY initialize", "-> worker APPLY execute"),
    "game code": ("-> worker APPLY execute", "<- worker execute_result"),
    "render": ("<- worker execute_result", "on the screen: .lt-play-ready"),
    "frame start to game": ("frame start", "on the screen: .lt-play-ready"),
}


def steps(tl: dict) -> dict[str, int | None]:
    """A timeline's :data:`STEPS` (None where an event is missing)."""
    first: dict[str, int] = {}
    for t, where, what in tl["events"]:
        # the frame (the host page lite/play/, or the REPL lite/repl/) as against the game's page
        key = "frame start" if what == "script start" and where.startswith("lite/") else what
        first.setdefault(key, t)
    out: dict[str, int | None] = {}
    for name, (a, b) in STEPS.items():
        # an end given as alternatives: the first that happened (a snapshot inflated from the
        # network or Cache Storage, or read as it is from the OPFS straight into the heap)
        b = next((x for x in b if x in first), b[0]) if isinstance(b, tuple) else b
        out[name] = first[b] - first[a] if a in first and b in first else None
    return out


if __name__ == "__main__":
    args = sys.argv[1:]
    game = args[0] if args else "poker"
    from bench_browser import PAGES

    page = args[1] if len(args) > 1 else PAGES.get(game, f"play/{game.replace('_', '-')}.html?seed=1234")
    for tl in timelines(game, page):
        print(f"=== {tl['visit']}: the game on the screen {tl['ready_ms']} ms after the click (0 = the click)")
        last = None
        for t, where, what in tl["events"]:
            step = f"+{t - last:5d}" if last is not None else "      "
            print(f"{t:7d} {step}  {where:<18.18} {what}")
            last = t
        print("steps (ms): " + ", ".join(f"{k} {v}" for k, v in steps(tl).items()))
