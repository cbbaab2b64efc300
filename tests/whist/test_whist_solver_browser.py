"""The solver at work in the Double Dummy Play panel, in headless Chromium against the built site: a seeded
hand played by the keyboard and the buttons (the card the computer player advises); once eight tricks are
left the hint button gives the best card (the same words as the panel in CPython, a card whose button is
enabled, the best by the solver); at the end of the hand the ending's post-mortem shows at once, and the
button "What could best play have made from the deal?" says that the solver is working, then answers as
the panel does in CPython.  The panel is looked at on a desktop and on a phone (390 px), light and dark:
nothing wider than the screen, every button whole.  No console errors.  Screenshots go to ``WHIST_SHOTS``
if set; the seconds the browser took for the hint and for the whole deal are printed."""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_browser_env import Server, foreign_hosts, launch, press_play, site_dir  # noqa: E402
from test_browser_env import SETTLED as _SETTLED, lite_frame as _frame, panel_press  # noqa: E402
from whist_helpers import advance  # noqa: E402

_press = panel_press(".lt-whist")

pytestmark = [pytest.mark.browser]

#: A seed whose whole deal the solver answers in seconds (most take it from tens of seconds to minutes).
SEED = 10
SHOTS = os.environ.get("WHIST_SHOTS")


def _layout(page, frame, name: str) -> dict:
    """What fits on the screen now, for each theme (the page's media switched in place)."""
    out = {}
    for theme in ("light", "dark"):
        page.emulate_media(color_scheme=theme)
        frame.wait_for_function(_SETTLED, timeout=30_000)
        out[theme] = {
            "overflow": frame.evaluate(
                "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"),
            "buttons": frame.eval_on_selector_all(
                ".lt-whist button", "els => els.map(e => { const r = e.getBoundingClientRect(); "
                "return {w: r.width, right: r.right, cut: e.scrollWidth > e.clientWidth + 1, "
                "vw: window.innerWidth, label: e.innerText}; })"),
        }
        if SHOTS:
            width = page.viewport_size["width"] if page.viewport_size else 0
            page.screenshot(path=f"{SHOTS}/{name}-{width}-{theme}.png", full_page=True)
    page.emulate_media(color_scheme="light")
    return out


def _advised(frame):
    advice = frame.locator(".lt-whist .lt-advice:not(.lt-hint)")
    name = re.search(r"(?:plays|leads) the (\w+ of \w+)", advice.inner_text()) if advice.count() else None
    if name:
        return frame.locator(f".lt-whist button.lt-card-btn[title='Play the {name.group(1)}']").first
    return frame.locator("button.lt-act-primary").first


@pytest.fixture(scope="module")
def session():
    from playwright.sync_api import sync_playwright

    rec: dict = {"requests": [], "console_errors": [], "page_errors": [], "layouts": {}}
    with Server(site_dir(), compress=True) as server, sync_playwright() as p:
        browser = launch(p)
        context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme="light")
        context.on("request", lambda r: rec["requests"].append(r.url))
        page = context.new_page()
        page.on("console", lambda m: m.type == "error" and rec["console_errors"].append(m.text))
        page.on("pageerror", lambda e: rec["page_errors"].append(str(e)))
        page.goto(server.base + f"play/whist-double-dummy.html?seed={SEED}", wait_until="networkidle")
        press_play(page, "whist_double_dummy", keyboard=True)
        frame = _frame(page)
        frame.wait_for_selector(".lt-whist .lt-status", timeout=90_000)
        frame.wait_for_function(_SETTLED, timeout=60_000)
        rec["early_note"] = frame.locator(".lt-hint-early").count()
        for move in range(120):
            if frame.locator(".lt-whist .lt-act-analyse").count():
                break
            hint = frame.locator(".lt-whist button.lt-act-hint")
            choice = frame.locator(".lt-whist button.lt-card-btn:not([disabled])").count() > 1
            if "hint" not in rec and hint.count() and choice:
                rec["before_hint"] = move
                t0 = time.perf_counter()
                _press(page, frame, hint.first, keyboard=True)
                rec["hint_seconds"] = round(time.perf_counter() - t0, 2)
                rec["hint"] = frame.inner_text(".lt-whist .lt-hint")
                rec["enabled"] = frame.eval_on_selector_all(
                    ".lt-whist button.lt-card-btn:not([disabled])", "els => els.map(e => e.innerText)")
                rec["layouts"]["hint-1280"] = _layout(page, frame, "whist-double-dummy-hint")
                page.set_viewport_size({"width": 390, "height": 844})
                rec["layouts"]["hint-390"] = _layout(page, frame, "whist-double-dummy-hint")
                page.set_viewport_size({"width": 1280, "height": 900})
                continue
            _press(page, frame, _advised(frame), keyboard=move < 2)
        rec["ending"] = frame.inner_text(".lt-whist .lt-post-mortem")
        rec["layouts"]["ask-1280"] = _layout(page, frame, "whist-double-dummy-ask")
        page.set_viewport_size({"width": 390, "height": 844})
        rec["layouts"]["ask-390"] = _layout(page, frame, "whist-double-dummy-ask")
        page.set_viewport_size({"width": 1280, "height": 900})
        button = frame.locator(".lt-whist .lt-act-analyse").first
        rec["button"] = button.inner_text()
        t0 = time.perf_counter()
        button.click()
        try:
            frame.wait_for_selector(".lt-whist .lt-post-mortem-wait", timeout=20_000)
            rec["wait"] = frame.inner_text(".lt-whist .lt-post-mortem-wait")
        except Exception:   # noqa: BLE001 - recorded, and the test says so
            rec["wait"] = ""
        frame.wait_for_function("() => document.querySelector('.lt-whist .lt-post-mortem')"
                                " && document.querySelector('.lt-whist .lt-post-mortem').innerText"
                                ".includes('From the deal')", timeout=600_000)
        rec["deal_seconds"] = round(time.perf_counter() - t0, 2)
        frame.wait_for_function(_SETTLED, timeout=60_000)
        rec["deal"] = frame.eval_on_selector_all(".lt-whist .lt-post-mortem", "els => els.map(e => e.innerText)")
        rec["wait_after"] = frame.locator(".lt-whist .lt-post-mortem-wait").count()
        rec["buttons_after"] = frame.eval_on_selector_all(".lt-whist button.lt-act", "els => els.map(e => e.innerText)")
        rec["layouts"]["end-1280"] = _layout(page, frame, "whist-double-dummy-end")
        page.set_viewport_size({"width": 390, "height": 844})
        rec["layouts"]["end-390"] = _layout(page, frame, "whist-double-dummy-end")
        context.close()
        browser.close()
    print(f"\nhint: {rec.get('hint_seconds')} s in the browser; the whole deal: {rec['deal_seconds']} s")
    return rec


def _cpython_panel():
    """The same panel in CPython, driven the same way: the card the computer player advises each time."""
    from games.widgets.whist_panel import WhistPanel

    t = WhistPanel(SEED, "foster", variant="double-dummy")
    return t


def _advance(t, stop) -> None:
    advance(t, stop)


def _legal(t) -> set:
    from games.whist.actions import Play

    return {a.card for a in t.view().legal if isinstance(a, Play)}


def test_the_hint_gives_a_legal_card_and_the_best(session):
    from games.widgets.whist_analysis import hint
    from games.widgets.whist_panel import card_label

    assert session["early_note"] == 1     # before the hint is offered, the panel says when it will be
    assert "hint" in session, "no hint button"
    t = _cpython_panel()
    _advance(t, lambda x: x.hint_state() == "ready" and len(_legal(x)) > 1)
    h = hint(t.view())
    assert t.ask_hint()
    assert session["hint"] == t.hint_text
    legal = _legal(t)
    assert len(h.values) == len(legal) > 1
    assert set(h.best) <= legal
    assert {card_label(c) for c in h.best} <= set(session["enabled"])
    assert all(h.values[c] == max(h.values.values()) for c in h.best)
    assert all(card_label(c) in session["hint"] or c.name in session["hint"] for c in h.best)


def test_after_the_hand_the_ending_at_once_and_the_deal_on_demand(session):
    from games.widgets.whist_panel import WhistPanel

    assert "the solver replays the last 7 tricks" in session["ending"]
    assert "From the deal" not in session["ending"]
    assert "a few seconds" in session["button"]
    assert session["wait"] == WhistPanel.WAIT_TEXT, "the panel did not say the solver was working"
    assert session["wait_after"] == 0
    assert not any("from the deal?" in b for b in session["buttons_after"])
    t = _cpython_panel()
    _advance(t, lambda x: x.may_analyse_deal())
    assert t.analyse_deal()
    ending, deal = t.post_mortem_parts()
    assert session["deal"] == [deal, ending] and deal.startswith("From the deal")


def test_the_panel_fits_desktop_and_phone_light_and_dark(session):
    assert set(session["layouts"]) == {"hint-1280", "hint-390", "ask-1280", "ask-390", "end-1280", "end-390"}
    assert any("from the deal?" in b["label"] for b in session["layouts"]["ask-390"]["dark"]["buttons"])
    for where, themes in session["layouts"].items():
        for theme, r in themes.items():
            assert r["overflow"] <= 0, (where, theme, r["overflow"])
            assert r["buttons"] and all(b["right"] <= b["vw"] + 1 and not b["cut"] for b in r["buttons"]), (
                where, theme, [b for b in r["buttons"] if b["right"] > b["vw"] + 1 or b["cut"]])


def test_no_console_errors_and_no_other_host(session):
    assert not session["console_errors"] and not session["page_errors"]
    assert not foreign_hosts(session["requests"])
