"""The Play panels as readers meet them (issue 10), in headless Chromium against the built site:
at 390 px (a phone) and 1280 px, light and dark; the keyboard; a law beside the game; the
rule set in the URL; the snapshot's fresh randomness and its fallback to a plain boot.

Each check looks at what a reader would see or do (a button that can be pressed is the
element under its own centre; a label that is cut shows as ``scrollWidth > clientWidth``),
never at a timing: timings are the benchmark's (``make bench``).
"""

from __future__ import annotations

import json
import re

import pytest

from test_browser_env import SETTLED, Server, is_play_frame, launch, press_play, site_dir

pytestmark = [pytest.mark.browser]

READY_MS = 180_000
WIDTHS = (390, 1280)
THEMES = ("light", "dark")


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with Server(site_dir(), compress=True, cache_seconds=3600) as server, sync_playwright() as p:
        b = launch(p)
        b.server = server
        yield b
        b.close()


class Reader:
    """One reader: a fresh profile at a width and a theme, recording console errors."""

    def __init__(self, browser, width=1280, theme="light", height=900):
        self.ctx = browser.new_context(viewport={"width": width, "height": height}, color_scheme=theme)
        self.base = browser.server.base
        self.errors: list[str] = []
        self.warnings: list[str] = []
        self.page = self.ctx.new_page()
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))

    def _console(self, m):
        if m.type == "error":
            self.errors.append(m.text)
        elif m.type == "warning":
            self.warnings.append(m.text)

    def open(self, path, game, *, keyboard=False):
        self.page.goto(self.base + path, wait_until="load")
        sel = f"section[data-game={game}]"
        self.sel = sel
        try:
            press_play(self.page, game, keyboard=keyboard, ready_timeout=READY_MS)
        except Exception:  # say where the frame stopped
            frames = [(f.url[:90], f.evaluate("[document.documentElement.dataset.ltHost, document.body && document.body.innerText.slice(0, 300)]"))
                      for f in self.page.frames if is_play_frame(f.url)]
            raise AssertionError(f"the game never came: {frames}; console: {self.errors + self.warnings}")
        assert not self.page.query_selector(f"{sel}.lt-play-error"), self.page.inner_text(f"{sel} .lt-play-status")
        self.frame = next(f for f in self.page.frames if is_play_frame(f.url))
        return self.frame

    def close(self):
        self.ctx.close()


def _to_the_draw(frame, max_moves=12) -> bool:
    """Press the main button until the draw asks for your discards (False if the hand ends first).
    The panel redraws as the computer players move: look again before every press, and never press
    the draw's own "stand" button."""
    import time

    moves, deadline = 0, time.monotonic() + 180
    while moves <= max_moves and time.monotonic() < deadline:
        if frame.locator(".lt-discard").count() or frame.locator("button.lt-act-draw").count():
            frame.wait_for_function("document.querySelectorAll('.lt-discard').length === 5", timeout=60_000)
            return True
        if frame.locator(".lt-settlement-box").count():
            return False
        button = frame.locator("button.lt-act-primary:not(.lt-act-draw), button.lt-act-pass").first
        if not button.count():
            frame.wait_for_timeout(250)  # the computer players are moving, or the panel is redrawing
            continue
        before = frame.locator(".lt-status").inner_text()
        try:
            button.click(timeout=2_000)
        except Exception:  # the button went away as the panel redrew: look again
            continue
        moves += 1
        frame.wait_for_function("(b) => document.querySelector('.lt-status').innerText !== b"
                                " || document.querySelector('.lt-discard')", arg=before, timeout=60_000)
    return bool(frame.locator(".lt-discard").count())


def _luminance(rgb: str) -> float:
    r, g, b = (int(x) for x in re.findall(r"\d+", rgb)[:3])
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("width", WIDTHS)
def test_poker_panel_fits_the_screen_and_the_theme(browser, width, theme):
    r = Reader(browser, width, theme)
    try:
        frame = r.open("play/poker.html?seed=1234", "poker")
        page = r.page
        # the game in the page's colours: no white box on a dark page
        page_bg = page.evaluate("getComputedStyle(document.body).backgroundColor")
        frame_bg = frame.evaluate("getComputedStyle(document.body).backgroundColor")
        dark = _luminance(page_bg) < 0.5
        assert dark == (theme == "dark"), page_bg
        assert (_luminance(frame_bg) < 0.5) == dark, (page_bg, frame_bg)
        text = frame.evaluate("getComputedStyle(document.querySelector('.lt-widget')).color")
        assert abs(_luminance(text) - _luminance(frame_bg)) > 0.45, (text, frame_bg)
        # nothing wider than the screen
        assert page.evaluate("document.documentElement.scrollWidth") <= width + 1
        box = page.locator(f"{r.sel} .lt-play-iframe").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width + 1, box
        assert frame.evaluate("document.querySelector('.lt-widget').scrollWidth <= document.documentElement.clientWidth + 1")

        assert _to_the_draw(frame), "seed 1234 reaches the draw"
        # wait for the controls about to be pressed, not for a proxy: the panel redraws as it goes
        frame.wait_for_function("document.querySelectorAll('.lt-discard').length === 5", timeout=60_000)
        cards = frame.locator(".lt-you .lt-card")
        discards = frame.locator(".lt-discard")
        assert cards.count() == discards.count() == 5
        for i in range(5):
            c, d = cards.nth(i).bounding_box(), discards.nth(i).bounding_box()
            # each discard button under its own card, its label whole ("Discard K♠", not "Dis...")
            assert c["x"] - 2 <= d["x"] + d["width"] / 2 <= c["x"] + c["width"] + 2, (i, c, d)
            assert d["y"] >= c["y"] + c["height"] - 2, (i, c, d)
            assert discards.nth(i).evaluate("e => e.scrollWidth <= e.clientWidth + 1 && e.innerText.startsWith('Discard')"), i
        # the card itself can be tapped: it presses its discard button and is marked (once the panel has
        # settled: a redraw arrives as several messages, and a tap on a card about to be replaced is lost)
        frame.wait_for_function(SETTLED, timeout=30_000)
        cards.nth(1).click()
        frame.wait_for_function("document.querySelectorAll('.lt-discard.mod-active').length === 1", timeout=10_000)
        frame.wait_for_function("document.querySelectorAll('.lt-you .lt-card.lt-selected').length === 1", timeout=10_000)
        frame.wait_for_function("document.querySelector('button.lt-act-draw').innerText.includes('1 card')", timeout=10_000)
        # play on to the end: the whole widget, log included, lies inside the panel
        for _ in range(30):
            if frame.locator(".lt-settlement-box").count():
                break
            frame.locator("button.lt-act-primary, button.lt-act-pass").first.click(timeout=20_000)
            frame.wait_for_timeout(300)
        frame.wait_for_selector(".lt-settlement-box", timeout=60_000)
        page.wait_for_timeout(700)  # the frame follows the widget's height
        frame_h = page.locator(f"{r.sel} .lt-play-iframe").evaluate("f => f.offsetHeight")
        bottom = frame.evaluate("document.querySelector('.lt-log').getBoundingClientRect().bottom")
        assert bottom <= frame_h, (bottom, frame_h)
        assert not r.errors, r.errors
    finally:
        r.close()


#: The Deal panel's frame holds its five cards and its "Deal again" button, none cut off at its foot.
_DEAL_FITS = """(sel) => {
  const f = document.querySelector(sel + ' .lt-play-iframe'); const d = f && f.contentDocument;
  if (!d) return false;
  const fb = f.getBoundingClientRect();
  const els = [...d.querySelectorAll('.lt-deal .lt-card'),
               ...[...d.querySelectorAll('button')].filter(b => b.innerText.includes('Deal again'))];
  return els.length === 6 && els.every(e => fb.top + e.getBoundingClientRect().bottom <= fb.bottom + 0.5);
}"""


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("width", WIDTHS)
def test_deal_panel_shows_the_whole_hand_and_its_button_can_be_pressed(browser, width, theme):
    r = Reader(browser, width, theme)
    try:
        frame = r.open("play/index.html?seed=7", "deal")
        # the frame grows to fit its game once the game is drawn: wait for that state, then measure
        r.page.wait_for_function(_DEAL_FITS, arg=r.sel, timeout=60_000)
        frame_box = r.page.locator(f"{r.sel} .lt-play-iframe").bounding_box()
        frame_bottom = frame_box["y"] + frame_box["height"]  # (boxes are in the page's coordinates)
        for card in frame.locator(".lt-deal .lt-card").all():
            b = card.bounding_box()
            assert b["y"] + b["height"] <= frame_bottom, (b, frame_box)
        button = frame.get_by_role("button", name="Deal again")
        b = button.bounding_box()
        assert b["y"] + b["height"] <= frame_bottom, (b, frame_box)
        # nothing lies over the button: it is the element under its own centre
        on_top = frame.evaluate(
            "([x, y]) => { const e = document.elementFromPoint(x, y); return !!(e && e.closest('button') &&"
            " e.closest('button').innerText.includes('Deal again')); }",
            [b["x"] - frame_box["x"] + b["width"] / 2, b["y"] - frame_box["y"] + b["height"] / 2],  # the frame's own coordinates
        )
        assert on_top, "something covers the Deal again button"
        first = frame.eval_on_selector_all(".lt-deal .lt-card", "els => els.map(e => e.dataset.card)")
        button.click()
        frame.wait_for_function("document.querySelector('.lt-deal p').innerText.includes('hand 2')", timeout=30_000)
        assert frame.eval_on_selector_all(".lt-deal .lt-card", "els => els.map(e => e.dataset.card)") != first
        assert not r.errors, r.errors
    finally:
        r.close()


def test_keyboard_focus_goes_to_the_game_and_stays_in_it(browser):
    r = Reader(browser, 1280, "light")
    try:
        frame = r.open("play/poker.html?seed=1234", "poker", keyboard=True)
        page = r.page
        page.wait_for_function("document.activeElement && document.activeElement.classList.contains('lt-play-iframe')", timeout=10_000)
        inside = lambda: frame.evaluate(  # noqa: E731
            "() => { const a = document.activeElement; return a && a !== document.body && !!a.closest('.lt-widget')"
            " && a.getBoundingClientRect().width > 0 ? (a.innerText || a.value || a.tagName) : null; }")
        assert inside(), "after Play the focus is not on the game"
        # Tab stays on visible controls of the game (no invisible stops)
        for _ in range(4):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement && document.activeElement.classList.contains('lt-play-iframe')"):
                assert inside(), "a Tab stop inside the panel that is not a control of the game"
        # an action by the keyboard: the focus goes on to the next sensible control, not the body
        frame.locator("button.lt-act-primary").first.focus()
        before = frame.locator(".lt-status").inner_text()
        page.keyboard.press("Enter")
        frame.wait_for_function("(b) => document.querySelector('.lt-status').innerText !== b", arg=before, timeout=60_000)
        frame.wait_for_function("() => { const a = document.activeElement; return a && a.closest && a.closest('.lt-widget'); }",
                                timeout=10_000)
        # and the outline can be seen
        width = frame.evaluate("parseFloat(getComputedStyle(document.activeElement).outlineWidth)")
        assert width >= 2.5, width
        assert not r.errors, r.errors
    finally:
        r.close()


def test_a_law_opens_beside_the_game_and_the_game_stays(browser):
    r = Reader(browser, 1280, "light")
    try:
        frame = r.open("play/poker.html?seed=1234", "poker")
        page = r.page
        url = page.url
        hand = frame.eval_on_selector_all(".lt-you .lt-card", "els => els.map(e => e.dataset.card)")
        link = frame.locator(".lt-log a.lt-law").first
        law = link.get_attribute("data-law")
        link.click()
        aside = page.locator(f"{r.sel} .lt-law-aside")
        aside.wait_for(state="visible", timeout=10_000)
        page.wait_for_function("(s) => !document.querySelector(s).innerText.includes('…')", arg=f"{r.sel} .lt-law-aside-text")
        laws = {entry["id"]: entry for entry in json.loads((site_dir() / "laws.json").read_text())["laws"]}
        # headed by the book's own name for the law (Peel, Rule 25), never its internal id
        assert aside.locator(".lt-law-aside-id").inner_text() == laws[law]["label"]
        assert law not in aside.inner_text()
        assert laws[law]["text"][:60] in aside.inner_text()
        # the words the citation rests on (issue 25): said, and marked in the law's text
        words = link.get_attribute("data-words")
        assert words and any(q["words"] == words for q in laws[law]["quotations"])
        assert f"Cited for: {words}" in aside.locator(".lt-law-aside-words").inner_text().replace("\u201c", "").replace("\u201d", "")
        if words.split(" \u2026 ")[0] in laws[law]["text"]:
            assert aside.locator("mark").first.inner_text() == words.split(" \u2026 ")[0]
        more = aside.locator("a.lt-law-aside-link")
        assert more.get_attribute("href").endswith(laws[law]["url"]) and more.get_attribute("target") == "_blank"
        # the page and the game are as they were
        assert page.url == url
        assert frame.eval_on_selector_all(".lt-you .lt-card", "els => els.map(e => e.dataset.card)") == hand
        page.keyboard.press("Escape")
        aside.wait_for(state="hidden", timeout=5_000)
        # in the widget's own HTML (the notebook), a law opens in a new tab, never in place of the game
        assert link.get_attribute("target") == "_blank"
        assert not r.errors, r.errors
    finally:
        r.close()


def test_rule_set_and_readings_are_chosen_in_the_panel_and_travel_in_the_url(browser):
    r = Reader(browser, 1280, "light")
    try:
        frame = r.open("play/poker.html?seed=55&rules=foster&short_stake=refuse", "poker")
        page = r.page
        assert page.eval_on_selector(f"{r.sel} select[data-option=rule_set]", "s => s.value") == "foster"
        assert page.eval_on_selector(f"{r.sel} select[data-option=short_stake]", "s => s.value") == "refuse"
        status = frame.locator(".lt-status").inner_text()
        assert "Foster" in status and "54" in status, status
        # the seed line's link carries the choices with the seed
        href = page.locator(f"{r.sel} .lt-play-seed a").get_attribute("href")
        assert all(p in href for p in ("seed=55", "rules=foster", "short_stake=refuse")), href
        # a new choice: the URL follows and the game is dealt again under it
        page.locator(f"{r.sel} summary").click()
        page.select_option(f"{r.sel} select[data-option=rule_set]", "peel")
        assert "rules=" not in page.url and "short_stake=refuse" in page.url and "seed=55" in page.url
        page.wait_for_selector(f"{r.sel}.lt-play-ready", timeout=READY_MS)
        frame = next(f for f in page.frames if is_play_frame(f.url))
        frame.wait_for_selector(".lt-status", timeout=READY_MS)
        assert "Peel" in frame.locator(".lt-status").inner_text()
        assert not r.errors, r.errors
    finally:
        r.close()


def _repl_output(browser, code: str) -> str:
    """Run ``code`` in the Play panels' kernel (the REPL restores the snapshot) in a fresh profile."""
    from urllib.parse import urlencode

    r = Reader(browser)
    try:
        q = urlencode({"kernel": "python", "toolbar": "0", "showBanner": "0", "execute": "1", "code": code})
        r.page.goto(r.base + "lite/repl/index.html?" + q, wait_until="load")
        r.page.wait_for_selector(".jp-OutputArea-output pre", timeout=READY_MS)
        # the printed line may arrive in pieces: wait for its end (the True/False printed last)
        r.page.wait_for_function("/(True|False)\\s*$/.test(document.querySelector('.jp-OutputArea-output pre')"
                                 ".innerText)", timeout=READY_MS)
        assert not r.errors, r.errors
        return r.page.inner_text(".jp-OutputArea-output pre").strip()
    finally:
        r.close()


def test_every_restore_has_fresh_randomness(browser):
    """The snapshot holds one state of ``random``; it is reseeded after every restore, so two
    readers' kernels do not draw the same numbers."""
    code = "import random, sys; print(random.getrandbits(64), 'pyodide_kernel' in sys.modules)"
    a, b = _repl_output(browser, code), _repl_output(browser, code)
    assert a.endswith("True") and b.endswith("True"), (a, b)  # restored: the kernel was in the snapshot
    assert a.split()[0] != b.split()[0], (a, b)


def test_without_seed_two_readers_get_different_deals_with_seed_the_same(browser):
    def hand(path):
        r = Reader(browser)
        try:
            frame = r.open(path, "deal")
            return frame.eval_on_selector_all(".lt-deal .lt-card", "els => els.map(e => e.dataset.card)")
        finally:
            r.close()

    assert hand("play/index.html") != hand("play/index.html")
    assert hand("play/index.html?seed=31337") == hand("play/index.html?seed=31337")


@pytest.mark.parametrize("how", ["missing", "stale"])
def test_without_a_usable_snapshot_the_panel_boots_plainly_and_says_so(browser, how):
    r = Reader(browser)
    try:
        if how == "missing":  # e.g. a host that did not upload it
            r.page.route(re.compile(r".*/snapshot-[0-9a-f]+\.bin$"), lambda route: route.fulfill(status=404, body="gone"))
        else:  # a snapshot made for another lock (a changed build)
            def stale(route):
                resp = route.fetch()
                data = resp.json()
                data["lock_sha256"] = "0" * 64
                route.fulfill(response=resp, body=json.dumps(data))
            r.page.route(re.compile(r".*/snapshot-[0-9a-f]+\.json$"), stale)
        frame = r.open("play/index.html?seed=7", "deal")
        page = r.page
        assert page.eval_on_selector(r.sel, "e => e.dataset.boot") == "plain"
        line = page.locator(f"{r.sel} .lt-play-boot")
        assert line.is_visible() and "plain way" in line.inner_text()
        if how == "stale":
            assert "stale" in line.inner_text()
        assert frame.locator(".lt-deal .lt-card").count() == 5
        assert not r.errors, r.errors  # a warning, not an error
        assert any("snapshot could not be used" in w for w in r.warnings), r.warnings
    finally:
        r.close()


def test_the_snapshot_is_used_when_it_is_there(browser):
    r = Reader(browser)
    try:
        r.open("play/index.html?seed=7", "deal")
        assert r.page.eval_on_selector(r.sel, "e => e.dataset.boot") == "snapshot"
        assert r.page.locator(f"{r.sel} .lt-play-boot").is_hidden()
    finally:
        r.close()


def test_the_kernel_starts_when_the_reader_reaches_the_play_button(browser):
    """Before the panel is in view the page loads nothing of JupyterLite (and stays under the
    text page's budget); in view, on a first visit, still nothing (the reader may only read);
    once the pointer reaches the Play button, the kernel starts before any click."""
    server = browser.server
    r = Reader(browser, 390, "light", height=420)
    try:
        server.counts.clear()
        r.page.goto(r.base + "play/poker.html?seed=1234", wait_until="networkidle")
        in_view = r.page.evaluate("(s) => document.querySelector(s).getBoundingClientRect().top < innerHeight", "section[data-game=poker]")
        assert not in_view, "the panel must start below the fold at 390x420 for this test"
        assert not [p for p in server.counts if p.startswith("/lite/")], sorted(server.counts)
        assert sum(server.counts.values()) <= 400 * 1024, sum(server.counts.values())
        r.page.locator("section[data-game=poker]").scroll_into_view_if_needed()
        r.page.wait_for_timeout(1500)
        assert not [p for p in server.counts if p.startswith("/lite/")], sorted(server.counts)
        assert not r.page.locator("section[data-game=poker] iframe").count()
        r.page.hover("section[data-game=poker] .lt-play-button")
        r.page.wait_for_selector("section[data-game=poker] iframe.lt-play-preload", state="attached", timeout=10_000)
        r.page.wait_for_function("() => performance.getEntriesByType('resource').some(e => e.name.includes('/lite/'))", timeout=30_000)
        assert r.page.locator("section[data-game=poker] .lt-play-button").is_enabled()  # not pressed
    finally:
        r.close()
