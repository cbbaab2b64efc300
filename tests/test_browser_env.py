"""Shared helpers of the browser tests and of ``tests/bench_browser.py`` (no tests here).

* :func:`site_dir` -- the built site (``_build/html``, or ``$LT_SITE``);
* :class:`Server` -- a local ``http.server`` on 127.0.0.1 (a free port) that counts the bytes
  it sends per path;
* :func:`launch` -- Debian's chromium through Playwright, headless, with the flags that keep
  Chromium itself from calling home, and a net-log (``--log-net-log``) for :func:`netlog_requests`;
* :func:`foreign_hosts` -- every host other than 127.0.0.1 seen in request URLs;
* :func:`run_axe` -- axe-core (the npm package, injected from a local file) on a page or frame.
"""

from __future__ import annotations

import functools
import gzip
import http.server
import json
import os
import re
import socketserver
import threading
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-features=AutofillServerCommunication,OptimizationHints,MediaRouter",
    # hermetic: any other host fails to resolve (so a stray request fails loudly, and
    # Chromium's own calls home go nowhere)
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]
AXE_JS = ROOT / "_build" / "lite-cache" / "node_modules" / "axe-core" / "axe.min.js"
LOCAL_HOSTS = {"127.0.0.1"}


def site_dir() -> Path:
    """The built site the browser tests run against (``make html`` builds it; ``$LT_SITE``
    or ``$SITE_HTML`` name another build folder)."""
    site = Path(os.environ.get("LT_SITE") or os.environ.get("SITE_HTML") or ROOT / "_build" / "html")
    if not site.is_absolute():
        site = ROOT / site
    if not (site / "lite" / "jupyter-lite.json").exists():
        raise AssertionError(f"no built site with JupyterLite at {site}: run `make html` first")
    return site


#: Files named by their content: the Play snapshot and its files (``-<key>``), the games
#: wheel (``+h<hash>``), JupyterLite's hashed bundles (``name.<hash>.js``).
_IMMUTABLE = re.compile(r"/(?:snapshot|files)-[0-9a-f]{16}\.(?:bin|json)$|/games-[^/]*(?:\+|%2B)h[0-9a-f]{10}-[^/]*\.whl$"
                        r"|/lite/(?:build|extensions)/.*\.[0-9a-f]{7,20}\.js$")

_COMPRESSIBLE = ("text/", "application/javascript", "application/json", "image/svg+xml", "application/wasm")


class _Handler(http.server.SimpleHTTPRequestHandler):
    counts: dict = {}
    raw_counts: dict = {}
    cache_seconds: int = 0
    compress: bool = False
    _gz: dict = {}
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".wasm": "application/wasm", ".json": "application/json"}

    extra: dict = {}  # url path -> (content type, bytes): pages that are not in the site

    def do_GET(self):
        page = self.extra.get(urlsplit(self.path).path)
        if page is not None:
            ctype, body = page
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        path = self.translate_path(self.path)
        ctype = self.guess_type(path)
        if (
            not self.compress
            or not os.path.isfile(path)
            or "gzip" not in self.headers.get("Accept-Encoding", "")
            or not ctype.startswith(_COMPRESSIBLE)
        ):
            return super().do_GET()
        st = os.stat(path)
        key = (path, st.st_mtime_ns, st.st_size)
        data = self._gz.get(key)
        if data is None:
            with open(path, "rb") as f:
                data = gzip.compress(f.read(), compresslevel=6, mtime=0)
            self._gz[key] = data
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Last-Modified", self.date_time_string(int(st.st_mtime)))
        self.end_headers()
        try:
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            return
        p = urlsplit(self.path).path
        self.counts[p] = self.counts.get(p, 0) + len(data)
        self.raw_counts[p] = self.raw_counts.get(p, 0) + st.st_size

    def log_message(self, fmt, *args):  # quiet
        pass

    def end_headers(self):
        if self.cache_seconds:
            if _IMMUTABLE.search(urlsplit(self.path).path):
                # named by their content (a new build gives new names): never revalidated
                self.send_header("Cache-Control", "public, max-age=31536000, immutable")
            else:
                self.send_header("Cache-Control", f"public, max-age={self.cache_seconds}")
        super().end_headers()

    def copyfile(self, source, outputfile):
        path = urlsplit(self.path).path
        n = 0
        while True:
            buf = source.read(64 * 1024)
            if not buf:
                break
            try:
                outputfile.write(buf)
            except (BrokenPipeError, ConnectionResetError):
                break
            n += len(buf)
        self.counts[path] = self.counts.get(path, 0) + n
        self.raw_counts[path] = self.raw_counts.get(path, 0) + n


class _ThreadingServer(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):  # a browser closing a socket early is not an error
        pass


class Server:
    """Serve ``root`` on 127.0.0.1 (a free port).  ``cache_seconds`` > 0 sends
    ``Cache-Control: max-age`` (as a real host would); 0 sends none (plain http.server).
    ``compress`` gzips text, JavaScript, JSON, SVG and wasm responses when the browser
    accepts it (as static hosts do); ``counts`` are the bytes sent per path (after
    compression), ``raw_counts`` the files' sizes.  ``extra`` maps URL paths to
    ``(content type, bytes)`` served as they are (a benchmark's own page)."""

    def __init__(self, root: Path, cache_seconds: int = 0, compress: bool = False, port: int = 0, extra=None):
        handler = type("H", (_Handler,), {"counts": {}, "raw_counts": {}, "_gz": {}, "extra": dict(extra or {}),
                                          "cache_seconds": cache_seconds, "compress": compress})
        self.handler = handler
        self.httpd = _ThreadingServer(("127.0.0.1", port), functools.partial(handler, directory=str(root)))
        self.port = self.httpd.server_address[1]
        self.base = f"http://127.0.0.1:{self.port}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def counts(self) -> dict:
        return self.handler.counts

    @property
    def raw_counts(self) -> dict:
        return self.handler.raw_counts

    def __enter__(self) -> "Server":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def launch(playwright, netlog: Path | None = None, extra_args=()):
    args = list(CHROMIUM_ARGS) + list(extra_args)
    if netlog is not None:
        args.append(f"--log-net-log={netlog}")
    return playwright.chromium.launch(executable_path=CHROMIUM, args=args)


#: True once the panel has not changed for 400 ms.  A refresh reaches the page as several widget
#: messages (the text, then the cards, then the buttons): a test that acts after the first would click a
#: button about to be replaced.
SETTLED = """() => {
  if (!window.__ltObserved) {
    window.__ltChanged = performance.now();
    window.__ltObserved = new MutationObserver(() => { window.__ltChanged = performance.now(); });
    window.__ltObserved.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
  }
  return performance.now() - window.__ltChanged > 400;
}"""


#: Where a Play panel's frame may be: its host page, or JupyterLite's REPL (the host's fallback).
PLAY_FRAMES = ("/lite/play/", "/lite/repl/")


def is_play_frame(url: str) -> bool:
    return any(p in url for p in PLAY_FRAMES)


def lite_frame(page):
    """The frame a Play panel runs its game in (the host page, or the REPL it falls back to)."""
    for f in page.frames:
        if is_play_frame(f.url):
            return f
    raise AssertionError(f"no Play frame among {[f.url for f in page.frames]}")


def press_play_button(page, game: str, *, keyboard: bool = False) -> None:
    """Press the Play button of the panel ``game`` (its ``data-game``), acting only on a button that is
    ready to take the press (the page script has bound it, the panel's ``data-bound``, and it is
    enabled), and check that the press took (the script disables the button at once), pressing again
    if a loaded machine lost it."""
    sel = f"section[data-game={game}]"
    button = page.locator(f"{sel}[data-bound] .lt-play-button")
    button.wait_for(state="visible", timeout=120_000)
    page.wait_for_function("(s) => { const b = document.querySelector(s); return b && !b.disabled; }",
                           arg=f"{sel} .lt-play-button", timeout=120_000)
    for _ in range(3):
        if keyboard:
            button.focus()
            page.keyboard.press("Enter")
        else:
            button.click(timeout=60_000)
        try:
            page.wait_for_function("(s) => document.querySelector(s).disabled", arg=f"{sel} .lt-play-button",
                                   timeout=20_000)
            return
        except Exception:  # the press was lost: the button is still enabled
            continue
    raise AssertionError(f"the Play button of {game} never took a press")


def press_play(page, game: str, *, keyboard: bool = False, ready_timeout: int = 240_000) -> None:
    """:func:`press_play_button`, then wait for the panel's game or its error."""
    press_play_button(page, game, keyboard=keyboard)
    sel = f"section[data-game={game}]"
    page.wait_for_selector(f"{sel}.lt-play-ready, {sel}.lt-play-error", timeout=ready_timeout)


def panel_press(panel: str):
    """``press(page, frame, button, keyboard=False)`` for the panel ``panel`` (a CSS selector, ``".lt-whist"``):
    press the button (by a click, or by Enter once it has the focus), wait until the panel's text changes,
    then until it has settled (:data:`SETTLED`)."""
    def press(page, frame, button, keyboard=False):
        before = frame.inner_text(panel)
        if keyboard:
            button.focus()
            page.keyboard.press("Enter")
        else:
            button.click(timeout=10_000)
        frame.wait_for_function("([p, b]) => document.querySelector(p).innerText !== b", arg=[panel, before],
                                timeout=60_000)
        frame.wait_for_function(SETTLED, timeout=60_000)
    return press


_URL = re.compile(r"\b(?:https?|wss?|ftp)://([^/\"'\s:?#]+)")


def foreign_hosts(urls) -> set[str]:
    """Hosts other than 127.0.0.1 in ``urls`` (data:, blob: and chrome: URLs have none)."""
    hosts = set()
    for u in urls:
        m = _URL.match(u)
        if m and m.group(1) not in LOCAL_HOSTS:
            hosts.add(m.group(1))
    return hosts


def netlog_requests(netlog: Path) -> list[tuple[str, str]]:
    """Every URL request in a Chromium net-log: ``(url, initiator)``.

    ``initiator`` is the origin of the page, frame or worker that asked for the URL
    (``"http://127.0.0.1:<port>"`` for everything our pages do), or ``"not an origin"`` /
    ``""`` for requests the browser makes for itself (Chromium's own services: account
    list, component updater...), which no page can cause or prevent."""
    data = json.loads(netlog.read_text(errors="replace"))
    types = {v: k for k, v in data["constants"]["logEventTypes"].items()}
    out = []
    for e in data.get("events", []):
        if types.get(e.get("type")) in ("URL_REQUEST_START_JOB", "REQUEST_ALIVE", "CORS_REQUEST"):
            prm = e.get("params") or {}
            if prm.get("url"):
                out.append((prm["url"], str(prm.get("initiator") or "")))
    return out


def is_local(url_or_origin: str) -> bool:
    m = _URL.match(url_or_origin)
    return bool(m) and m.group(1) in LOCAL_HOSTS


def page_requests_elsewhere(requests: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Requests to a non-local host made by (on behalf of) a page served from 127.0.0.1."""
    return [(u, i) for u, i in requests if _URL.match(u) and not is_local(u) and is_local(i)]


def browser_own_requests(requests: list[tuple[str, str]]) -> list[str]:
    """Requests to a non-local host that no page initiated (Chromium's own services)."""
    return sorted({u.split("?")[0] for u, i in requests if _URL.match(u) and not is_local(u) and not is_local(i)})


def run_axe(target, context: str = "document") -> list[dict]:
    """Run axe-core on a Playwright page or frame; return its violations (id, impact, help,
    nodes) for WCAG 2 A/AA and best-practice rules.  ``context`` is a JS expression."""
    if not AXE_JS.exists():
        raise AssertionError(f"{AXE_JS} missing: run `make lite-assets`")
    if not target.evaluate("() => typeof window.axe !== 'undefined'"):
        target.add_script_tag(path=str(AXE_JS))
    result = target.evaluate(
        """async (ctx) => {
            const el = ctx === 'document' ? document : document.querySelector(ctx);
            const r = await axe.run(el, {resultTypes: ['violations']});
            return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.slice(0, 5).map(n => n.target.join(' '))}));
        }""",
        context,
    )
    return result


def serious(violations: list[dict]) -> list[dict]:
    return [v for v in violations if v.get("impact") in ("serious", "critical")]


def dump(obj) -> str:
    return json.dumps(obj, indent=1)[:4000]
