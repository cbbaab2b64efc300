"""The Play panel and the Poker widget in headless Chromium, against the built site.

One browser session (module fixture) opens the Poker page with ``?seed=1234``, measures what
the text page loads before Play and once the panel is in view (nothing of the kernel: the
reader has not played yet), presses Play, waits for the dealt hand, runs axe-core on
the page and on the widget, and plays the game to its settlement by pressing the main
button each time (make good, stand on the hand, stand in the betting); then visits the page
again (the kernel's files now in the cache: its kernel starts as soon as the panel is in
view, and reads the snapshot kept inflated in the Origin Private File System), and once more
with that snapshot spoilt (the restore falls back to the network).  Before the first Play the
OPFS holds entries cut short and another build's.  The tests then check what the session recorded.  Nothing may be fetched from any host but 127.0.0.1 (request
events, failed requests, and Chromium's own net-log); no console errors.
"""

from __future__ import annotations

import re

import pytest

from test_browser_env import (
    press_play_button,
    lite_frame,
    Server,
    browser_own_requests,
    foreign_hosts,
    launch,
    netlog_requests,
    page_requests_elsewhere,
    run_axe,
    serious,
    site_dir,
)

pytestmark = [pytest.mark.browser]

SEED = 1234
TEXT_PAGE_BUDGET = 400 * 1024  # bytes a text page may transfer before Play
READY_TIMEOUT_MS = 180_000

#: The site's pyodide.mjs keeps the inflated snapshot and its files in this folder of the
#: Origin Private File System (and, where that fails, in a Cache Storage cache of this name).
INFLATED = "lt-pyodide-inflated"

#: Put entries into that folder from a page: [[name, length, fill byte], ...] (written whole).
OPFS_PUT = """async ([folder, entries]) => {
  const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, {create: true});
  for (const [name, length, fill] of entries) {
    const w = await (await dir.getFileHandle(name, {create: true})).createWritable();
    await w.write(new Uint8Array(length).fill(fill));
    await w.close();
  }
}"""

#: The folder's entries and their lengths, and whether the Cache Storage copy is there too.
OPFS_LIST = """async (folder) => {
  const out = {};
  try {
    const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
    for await (const [name, h] of dir.entries()) out[name] = (await h.getFile()).size;
  } catch (e) { /* no folder */ }
  return {entries: out, cache: await caches.has(folder)};
}"""

#: Spoil an entry without changing its length: zeros over its first 16 bytes (the snapshot's
#: header: magic number and lengths).
OPFS_SPOIL = """async ([folder, name]) => {
  const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
  const w = await (await dir.getFileHandle(name)).createWritable({keepExistingData: true});
  await w.write({type: "write", position: 0, data: new Uint8Array(16)});
  await w.close();
}"""


def _snapshot_manifest(site) -> dict:
    import json

    found = sorted((site / "lite" / "static" / "pyodide").glob("snapshot-*.json"))
    assert found, f"no snapshot manifest in {site}"
    return json.loads(found[0].read_text(encoding="utf-8"))


def _wait_for_opfs(page, expected: dict, timeout_s: float = 60.0) -> dict:
    """The folder's listing once it is `expected` (the store runs after the restore, off its
    way), or the last listing seen."""
    import time

    deadline = time.monotonic() + timeout_s
    while True:
        listing = page.evaluate(OPFS_LIST, INFLATED)
        if listing["entries"] == expected or time.monotonic() > deadline:
            return listing
        page.wait_for_timeout(500)


def _lite_frame(page):
    return lite_frame(page)


def _play_to_the_end(frame, max_moves: int = 60) -> list[str]:
    """Press the main button (or, if none, pass) until the settlement shows; returns the
    labels pressed."""
    pressed = []
    for move in range(max_moves):
        if frame.locator(".lt-settlement-box").count():
            return pressed
        primary = frame.locator("button.lt-act-primary")
        fallback = frame.locator("button.lt-act-pass")
        button = primary.first if primary.count() else fallback.first
        label = button.inner_text(timeout=10_000)
        before = frame.locator(".lt-log").inner_text()
        if move == 0:  # the first move by keyboard: the controls are real, focusable buttons
            button.focus()
            frame.page.keyboard.press("Enter")
        else:
            button.click(timeout=10_000)
        pressed.append(label)
        frame.wait_for_function(
            "(before) => { const l = document.querySelector('.lt-log'); return document.querySelector('.lt-settlement-box')"
            " || (l && l.innerText !== before) || document.querySelector('.lt-ruling'); }",
            arg=before,
            timeout=60_000,
        )
    raise AssertionError(f"no settlement after {max_moves} moves: {pressed}")


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    from playwright.sync_api import sync_playwright

    site = site_dir()
    netlog = tmp_path_factory.mktemp("netlog") / "net-log.json"
    rec: dict = {"requests": [], "failed": [], "console_errors": [], "page_errors": []}
    with Server(site, compress=True) as server, sync_playwright() as p:
        browser = launch(p, netlog=netlog)
        # 300 px high: the Play panel starts below the fold, so that what the text page loads
        # can be measured before the panel comes into view (then its kernel starts)
        context = browser.new_context(viewport={"width": 1280, "height": 300})
        context.on("request", lambda r: rec["requests"].append(r.url))
        context.on("requestfailed", lambda r: rec["failed"].append((r.url, r.failure)))
        # how Python started, as the site's pyodide.mjs tells it (BroadcastChannel "lt-pyodide")
        context.add_init_script("window.__ltBoot = []; if (window === window.top && typeof BroadcastChannel === 'function')"
                                " new BroadcastChannel('lt-pyodide').onmessage = (e) => window.__ltBoot.push(e.data);")
        # whether a panel's frame was already there when the page's own scripts ran (the early start)
        context.add_init_script("document.addEventListener('DOMContentLoaded', () => { window.__ltFrameAtDCL ="
                                " !!document.querySelector('section.lt-play iframe.lt-play-iframe'); });")
        page = context.new_page()
        page.on("console", lambda m: m.type == "error" and rec["console_errors"].append(f"{m.text} @ {m.location}"))
        page.on("pageerror", lambda e: rec["page_errors"].append(str(e)))

        page.goto(server.base + f"play/poker.html?seed={SEED}", wait_until="networkidle")
        rec["before_play_bytes"] = sum(server.counts.values())
        # this build's OPFS entries already there but cut short (a store that broke off), and
        # another build's: the restore must not read the short ones, and its store replaces
        # them and deletes the other build's
        manifest = _snapshot_manifest(site)
        key = manifest["key"]
        rec["opfs_expected"] = {f"snapshot-{key}.bin": manifest["trimmed"], f"files-{key}.bin": manifest["files_bytes"]}
        page.evaluate(OPFS_PUT, [INFLATED, [[f"snapshot-{key}.bin", 1000, 1], [f"files-{key}.bin", 1000, 1],
                                            ["snapshot-0123456789abcdef.bin", 10, 0]]])
        rec["before_play_raw_bytes"] = sum(server.raw_counts.values())
        rec["before_play_paths"] = sorted(server.counts)
        rec["axe_text_page"] = run_axe(page)

        # the longest text page (Peel's 81 laws), in a context of its own (an empty cache)
        counts_before = dict(server.counts)
        law_context = browser.new_context()
        law_context.on("request", lambda r: rec["requests"].append(r.url))
        law_page = law_context.new_page()
        law_page.on("console", lambda m: m.type == "error" and rec["console_errors"].append(f"{m.text} @ {m.location}"))
        law_page.goto(server.base + "peel/poker.html", wait_until="networkidle")
        rec["law_page_bytes"] = sum(server.counts.values()) - sum(counts_before.values())
        rec["axe_law_page"] = run_axe(law_page)
        law_context.close()

        # the panel in view, the reader not yet at the Play button: nothing of the kernel is
        # fetched on a first visit (its files are not in the cache: a visit that only reads)
        page.eval_on_selector("section[data-game=poker]", "e => e.scrollIntoView()")
        page.wait_for_timeout(1500)
        rec["in_view_lite_paths"] = [p for p in server.counts if p.startswith("/lite/")]
        rec["in_view_started"] = page.eval_on_selector("section[data-game=poker]", "e => e.classList.contains('lt-play-started')")

        press_play_button(page, "poker", keyboard=True)  # the Play button is a real button: Enter presses it
        page.wait_for_selector("section[data-game=poker] .lt-play-status:not([hidden]) .lt-play-msg", timeout=10_000)
        rec["progress_text"] = page.inner_text("section[data-game=poker] .lt-play-status")
        page.wait_for_selector("section.lt-play-ready, section.lt-play-error", timeout=READY_TIMEOUT_MS)
        rec["panel_error"] = page.inner_text("section.lt-play .lt-play-status") if page.query_selector("section.lt-play-error") else ""
        rec["seed_line"] = page.inner_text("section[data-game=poker] .lt-play-seed")
        rec["boot"] = page.evaluate("window.__ltBoot")
        frame = _lite_frame(page)
        rec["frame_url"] = frame.url
        rec["lite_paths_at_ready"] = sorted({p for p in server.counts if p.startswith("/lite/")})
        rec["hand"] = frame.eval_on_selector_all(".lt-you .lt-card", "els => els.map(e => e.dataset.card)")
        rec["buttons_are_buttons"] = frame.eval_on_selector_all(".lt-act", "els => els.map(e => e.tagName)")
        rec["axe_widget"] = run_axe(frame, ".lt-poker")
        rec["pressed"] = _play_to_the_end(frame)
        rec["axe_widget_end"] = run_axe(frame, ".lt-poker")  # with the settlement and the reasons
        box = frame.locator(".lt-settlement-box")
        rec["settlement_text"] = box.inner_text()
        rec["settlement_laws"] = box.locator("a.lt-law").evaluate_all(
            "els => els.map(e => ({law: e.dataset.law, href: e.href, target: e.target}))"
        )
        rec["log_laws"] = frame.eval_on_selector_all(".lt-log a.lt-law", "els => els.map(e => e.dataset.law)")
        # a law link resolves to the page that holds the law, with its anchor
        if rec["settlement_laws"]:
            href = rec["settlement_laws"][0]["href"]
            target = context.new_page()
            target.goto(href, wait_until="domcontentloaded")
            anchor = href.split("#", 1)[1]
            rec["anchor_found"] = target.locator(f"[id='{anchor}']").count() > 0
            target.close()
        # a second visit: the kernel's files are in the cache, so the kernel starts as soon as the
        # panel is in view or near it (before any click), downloading nothing
        rec["opfs_after_first"] = _wait_for_opfs(page, rec["opfs_expected"])
        again = context.new_page()
        again.on("console", lambda m: m.type == "error" and rec["console_errors"].append(f"{m.text} @ {m.location}"))
        again.goto(server.base + f"play/poker.html?seed={SEED}", wait_until="load")
        again.eval_on_selector("section[data-game=poker]", "e => e.scrollIntoView()")
        try:
            again.wait_for_selector("section[data-game=poker].lt-play-started", timeout=10_000)
            rec["again_started_in_view"] = True
        except Exception:
            rec["again_started_in_view"] = False
        rec["again_frame_at_dcl"] = again.evaluate("window.__ltFrameAtDCL")
        try:
            again.wait_for_function("window.__ltBoot.some(b => b.boot)", timeout=READY_TIMEOUT_MS)
        except Exception:
            pass
        rec["again_boot"] = again.evaluate("window.__ltBoot")
        again.close()
        # a third visit with the OPFS snapshot spoilt (its length unchanged): the restore falls
        # back to the network (the Cache Storage copy went when the OPFS one was stored), the
        # game is played, and the entries are stored again
        spoilt = context.new_page()
        spoilt.on("console", lambda m: m.type == "error" and rec["console_errors"].append(f"{m.text} @ {m.location}"))
        spoilt.on("console", lambda m: m.type == "warning" and "[lt-pyodide]" in m.text and rec["spoilt_warnings"].append(m.text))
        rec["spoilt_warnings"] = []
        spoilt.goto(server.base + "play/index.html", wait_until="load")
        spoilt.evaluate(OPFS_SPOIL, [INFLATED, f"snapshot-{key}.bin"])
        spoilt.goto(server.base + f"play/poker.html?seed={SEED}", wait_until="load")
        press_play_button(spoilt, "poker")
        spoilt.wait_for_selector("section.lt-play-ready, section.lt-play-error", timeout=READY_TIMEOUT_MS)
        rec["spoilt_error"] = spoilt.inner_text("section.lt-play .lt-play-status") if spoilt.query_selector("section.lt-play-error") else ""
        rec["spoilt_hand"] = _lite_frame(spoilt).eval_on_selector_all(".lt-you .lt-card", "els => els.map(e => e.dataset.card)")
        rec["spoilt_boot"] = spoilt.evaluate("window.__ltBoot")
        rec["opfs_after_spoilt"] = _wait_for_opfs(spoilt, rec["opfs_expected"])
        spoilt.close()
        context.close()
        browser.close()
    rec["netlog"] = netlog_requests(netlog) if netlog.exists() else None
    rec["server"] = server.base
    return rec


def _expected_hand():
    from games.widgets.poker import PokerPanel

    return [str(c) for c in PokerPanel(SEED).view().hand]


def test_poker_widget_deals_the_seeded_hand(session):
    assert not session["panel_error"], session["panel_error"]
    assert len(session["hand"]) == 5
    # the page's ?seed= reaches the kernel: the browser (CPython 3.14 in Pyodide) deals what
    # this Python deals for the same seed
    assert session["hand"] == _expected_hand()
    assert f"seed {SEED}" in session["seed_line"].lower()


def test_play_panel_shows_progress_while_python_loads(session):
    assert re.search(r"(Loading|Starting)", session["progress_text"]), session["progress_text"]


def test_poker_played_to_the_end_settlement_names_a_law(session):
    assert session["pressed"], "no move was made"
    laws = [link["law"] for link in session["settlement_laws"]]
    assert laws and all(re.fullmatch(r"peel-poker:[0-9a-z.]+", law) for law in laws), session["settlement_text"]
    # a law never replaces the page (the page script opens it beside the game)
    assert all(link["target"] == "_blank" for link in session["settlement_laws"])
    assert all("#law-peel-poker-" in link["href"] for link in session["settlement_laws"])
    assert session.get("anchor_found"), session["settlement_laws"][0]
    assert session["log_laws"], "the game's events name no law"


def test_widget_controls_are_real_buttons(session):
    assert session["buttons_are_buttons"] and set(session["buttons_are_buttons"]) == {"BUTTON"}


def test_text_page_is_light_before_play(session):
    """Until the Play panel comes into view, the page loads nothing of JupyterLite or Pyodide,
    and transfers at most 400 KB (served gzip-compressed, as static hosts serve text)."""
    assert not [p for p in session["before_play_paths"] if p.startswith("/lite/")], session["before_play_paths"]
    assert session["before_play_bytes"] <= TEXT_PAGE_BUDGET, (session["before_play_bytes"], session["before_play_paths"])
    assert 0 < session["law_page_bytes"] <= TEXT_PAGE_BUDGET, session["law_page_bytes"]


def test_a_first_visit_fetches_nothing_of_the_kernel_until_the_reader_reaches_play(session):
    """The panel in view is not enough on a first visit (the kernel's files would be a download
    for a reader who may only read): the kernel waits for the pointer or the keyboard."""
    assert not session["in_view_lite_paths"], session["in_view_lite_paths"]
    assert session["in_view_started"] is False


def test_a_second_visit_starts_the_kernel_when_the_panel_comes_into_view(session):
    """Once this build's kernel has been ready in this browser (its files in the cache), the
    panel starts its kernel as soon as it is in view (or within a screen of it), before any
    click: no download, only the reader's own processor."""
    assert session["again_started_in_view"] is True


def test_a_second_visit_starts_the_kernel_while_the_page_loads(session):
    """On that second visit the panel's frame is made as soon as the panel has been parsed
    (lite-play-early.js, inlined in the page), not once the page and its scripts are done: the
    frame is there when the page's DOMContentLoaded fires."""
    assert session["again_frame_at_dcl"] is True


def test_a_second_visit_reads_the_snapshot_inflated(session):
    """The first restore inflates the snapshot (this build's OPFS entries, cut short, are not
    read) and keeps it inflated in the Origin Private File System; the second page's restore
    reads it from there (snapshot and files) instead of inflating it again."""
    first = [b for b in session["boot"] if b.get("boot")]
    again = [b for b in session["again_boot"] if b.get("boot")]
    assert [b.get("inflated") for b in first] == ["here"], first
    assert [b["boot"] for b in again] == ["snapshot"], again
    assert again[0].get("inflated") == "opfs", again
    assert again[0].get("read") == {"snapshot": "opfs", "files": "opfs"}, again
    assert "snapshot_read" in again[0]["stages"], again


def test_the_inflated_snapshot_is_kept_once_under_its_key(session):
    """After the first restore the OPFS folder holds exactly this build's two entries, of their
    full lengths (the short ones replaced, another build's deleted), and no copy in Cache
    Storage (one copy on disk: the Play page's "about 80 MB")."""
    listing = session["opfs_after_first"]
    assert listing["entries"] == session["opfs_expected"], listing
    assert listing["cache"] is False, listing
    assert sum(listing["entries"].values()) < 90_000_000, listing


def test_a_spoilt_opfs_snapshot_falls_back_and_play_still_works(session):
    """An OPFS snapshot of the right length but spoilt: the restore says so (a warning, not an
    error), reads it again from the network instead, the game is dealt as ever, and the
    entries are stored again, whole."""
    boots = [b for b in session["spoilt_boot"] if b.get("boot")]
    assert [b["boot"] for b in boots] == ["snapshot"], boots
    assert boots[0].get("inflated") == "here", boots
    assert boots[0].get("read", {}).get("snapshot") == "network", boots
    assert any("could not be read" in w for w in session["spoilt_warnings"]), session["spoilt_warnings"]
    assert not session["spoilt_error"], session["spoilt_error"]
    assert session["spoilt_hand"] == _expected_hand()
    assert session["opfs_after_spoilt"]["entries"] == session["opfs_expected"], session["opfs_after_spoilt"]


def test_python_was_restored_from_the_snapshot_started_with_the_host_page(session):
    """The host page's first script starts the kernel's worker before the page's own script
    has loaded, and the kernel takes the Python that worker restored (``early``), not a second one."""
    boots = [b for b in session["boot"] if b.get("boot")]
    assert [b["boot"] for b in boots] == ["snapshot"], boots
    assert boots[0].get("early") is True, boots


def test_the_game_runs_in_the_host_page_without_jupyterlite_s_app(session):
    """The panel's frame is the Play host page: the kernel's worker, the snapshot and ipywidgets'
    own JavaScript; nothing of JupyterLite's app (its REPL, its bundles, settings or themes)."""
    assert "/lite/play/index.html" in session["frame_url"], session["frame_url"]
    paths = session["lite_paths_at_ready"]
    assert "/lite/play/play-host.js" in paths and "/lite/play/play-host.css" in paths, paths
    assert any(p.startswith("/lite/static/pyodide/snapshot-") for p in paths), paths
    app = [p for p in paths if p.startswith(("/lite/repl/", "/lite/build/", "/lite/api/", "/lite/lab/"))
           or (p.startswith("/lite/extensions/") and "comlink.worker." not in p)]
    assert not app, app


def test_the_panel_falls_back_to_the_repl_if_the_host_page_cannot_start(tmp_path):
    """With the host page's script unavailable, the panel runs the same game in JupyterLite's REPL."""
    from playwright.sync_api import sync_playwright

    with Server(site_dir(), compress=True) as server, sync_playwright() as p:
        browser = launch(p)
        try:
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            context.route("**/lite/play/play-host.js", lambda route: route.fulfill(status=404, body="gone"))
            page = context.new_page()
            errors: list[str] = []
            warnings: list[str] = []
            page.on("console", lambda m: (errors if m.type == "error" else warnings).append(m.text))
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(server.base + f"play/poker.html?seed={SEED}", wait_until="load")
            press_play_button(page, "poker")
            page.wait_for_selector("section.lt-play-ready, section.lt-play-error", timeout=READY_TIMEOUT_MS)
            assert not page.query_selector("section.lt-play-error"), page.inner_text("section.lt-play .lt-play-status")
            frame = _lite_frame(page)
            assert "/lite/repl/index.html" in frame.url, frame.url
            assert page.eval_on_selector("section[data-game=poker]", "e => e.dataset.host") == "repl"
            # the same seeded deal as in the host page
            assert frame.eval_on_selector_all(".lt-you .lt-card", "els => els.map(e => e.dataset.card)") == \
                _expected_hand()
            assert any("falls back" in w or "uses JupyterLite's REPL" in w for w in warnings), warnings
            # the one error is the missing script itself
            assert all("404" in e for e in errors), errors
        finally:
            browser.close()


def test_no_request_leaves_localhost(session):
    assert not foreign_hosts(session["requests"]), sorted(foreign_hosts(session["requests"]))
    assert not foreign_hosts(u for u, _ in session["failed"]), session["failed"]
    assert session["netlog"], "Chromium wrote no net-log"
    assert any("/lite/static/pyodide/" in u for u, _ in session["netlog"]), "the net-log missed the kernel's requests"
    assert not page_requests_elsewhere(session["netlog"]), page_requests_elsewhere(session["netlog"])
    # what Chromium asks for by itself (no page is the initiator) is reported, not ours
    print("browser's own requests (not from our pages):", browser_own_requests(session["netlog"]))


def test_no_console_errors(session):
    assert not session["page_errors"], session["page_errors"]
    assert not session["console_errors"], session["console_errors"]


def test_accessibility_text_pages_have_no_serious_violations(session):
    assert not serious(session["axe_text_page"]), serious(session["axe_text_page"])
    assert not serious(session["axe_law_page"]), serious(session["axe_law_page"])


def test_accessibility_poker_widget_has_no_serious_violations(session):
    assert not serious(session["axe_widget"]), serious(session["axe_widget"])
    assert not serious(session["axe_widget_end"]), serious(session["axe_widget_end"])
