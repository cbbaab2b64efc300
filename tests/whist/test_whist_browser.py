"""The Whist Play panels in headless Chromium, against the built site: the seeded Whist panel, with two
options chosen in the address (Hoffmann's code, the table as at a real table), played by the keyboard and
the buttons (the card the computer player advises) to the end of a hand, whose score links to the laws; each computer card shown
with its reason; no console errors; nothing fetched from any host but 127.0.0.1; the Dummy panel (dark)
and the Double Dummy panel (light) on a phone at 390 px fit the screen and take the page's colours.
Screenshots go to ``WHIST_SHOTS`` if set."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from test_browser_env import Server, foreign_hosts, launch, netlog_requests, page_requests_elsewhere, site_dir  # noqa: E402
from test_browser_env import SETTLED as _SETTLED, lite_frame as _frame, panel_press  # noqa: E402

_press = panel_press(".lt-whist")

pytestmark = [pytest.mark.browser]

SEED = 1234
SHOTS = os.environ.get("WHIST_SHOTS")


def _open(context, base, page_name, game, query=""):
    rec = {"console_errors": [], "page_errors": []}
    page = context.new_page()
    page.on("console", lambda m: m.type == "error" and rec["console_errors"].append(m.text))
    page.on("pageerror", lambda e: rec["page_errors"].append(str(e)))
    page.goto(base + f"play/{page_name}.html?seed={SEED}{query}", wait_until="networkidle")
    page.focus(f"section[data-game={game}] .lt-play-button")
    page.keyboard.press("Enter")
    page.wait_for_selector("section.lt-play-ready, section.lt-play-error", timeout=240_000)
    frame = _frame(page)
    frame.wait_for_selector(".lt-whist .lt-status", timeout=90_000)
    frame.wait_for_function(_SETTLED, timeout=60_000)
    return page, frame, rec


def _phone(browser, base, page_name, game, theme):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme=theme)
    page, frame, errors = _open(ctx, base, page_name, game)
    frame.wait_for_selector(".lt-whist button.lt-card-btn", timeout=30_000)
    out = {
        "errors": errors,
        "overflow": frame.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth"),
        "buttons": frame.eval_on_selector_all(
            ".lt-whist button", "els => els.map(e => { const r = e.getBoundingClientRect(); "
            "return {w: r.width, right: r.right, cut: e.scrollWidth > e.clientWidth + 1, vw: window.innerWidth}; })"),
        "bg": page.evaluate("() => getComputedStyle(document.body).backgroundColor"),
        "frame_bg": frame.evaluate("() => getComputedStyle(document.body).backgroundColor"),
        "fg": frame.evaluate("() => getComputedStyle(document.querySelector('.lt-whist')).color"),
        "status": frame.inner_text(".lt-whist .lt-status"),
        "open_hands": frame.locator(".lt-whist .lt-seat .lt-card").count(),
    }
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/{page_name}-390-{theme}.png", full_page=True)
    ctx.close()
    return out


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    from playwright.sync_api import sync_playwright

    site = site_dir()
    netlog = tmp_path_factory.mktemp("netlog") / "net-log.json"
    rec: dict = {"requests": [], "pressed": []}
    with Server(site, compress=True) as server, sync_playwright() as p:
        browser = launch(p, netlog=netlog)
        context = browser.new_context()
        context.on("request", lambda r: rec["requests"].append(r.url))
        page, frame, errors = _open(context, server.base, "whist", "whist", "&rules=hoffmann&mode=table")
        rec.update(errors)
        rec["status"] = frame.inner_text(".lt-whist .lt-status")
        rec["my_cards"] = frame.eval_on_selector_all(".lt-whist button.lt-card-btn", "els => els.map(e => e.title)")
        rec["my_title"] = frame.inner_text(".lt-whist .lt-hand-title")
        rec["reasons"] = frame.inner_text(".lt-whist .lt-played") if frame.locator(".lt-played").count() else ""
        for move in range(80):
            if frame.locator(".lt-settlement-box table.lt-sheet td").count():
                break
            advice = frame.locator(".lt-whist .lt-advice")
            name = re.search(r"(?:plays|leads) the (\w+ of \w+)", advice.inner_text()) if advice.count() else None
            if name:   # every card is enabled at a real table: play the one the computer player advises
                button = frame.locator(f".lt-whist button.lt-card-btn[title='Play the {name.group(1)}']").first
            else:
                button = frame.locator("button.lt-act-primary").first
            rec["pressed"].append(button.inner_text(timeout=10_000))
            _press(page, frame, button, keyboard=move < 2)
            if not rec["reasons"] and frame.locator(".lt-played").count():
                rec["reasons"] = frame.inner_text(".lt-whist .lt-played")
        rec["marks"] = frame.locator(".lt-whist a.lt-law").evaluate_all(
            "els => els.map(e => ({law: e.dataset.law, href: e.href, words: e.title}))")
        rec["score_labels"] = frame.locator(".lt-settlement-box table.lt-sheet .lt-convention").evaluate_all(
            "els => els.map(e => e.textContent)")
        rec["text"] = frame.inner_text(".lt-whist")
        if SHOTS:
            page.screenshot(path=f"{SHOTS}/whist-1280.png", full_page=True)
        context.close()
        rec["phone"] = {"dark": _phone(browser, server.base, "whist-dummy", "whist_dummy", "dark"),
                        "light": _phone(browser, server.base, "whist-double-dummy", "whist_double_dummy", "light")}
        browser.close()
    rec["netlog"] = netlog_requests(netlog) if netlog.exists() else None
    return rec


def _lum(rgb: str) -> float:
    parts = [float(x) for x in rgb[rgb.index("(") + 1:rgb.index(")")].split(",")[:3]]
    return (0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2]) / 255


def test_the_seeded_panel_plays_a_hand_to_its_score_with_the_laws_linked(session):
    from games.widgets.whist_panel import WhistPanel

    assert session["status"] == WhistPanel(SEED, "hoffmann", mode="table").status_text()
    laws = {x["law"] for x in session["marks"]}
    assert laws and all(law.startswith("hoffmann-whist:") for law in laws), session["pressed"]
    assert all("hoffmann/whist-laws.html#law-hoffmann-whist-" in x["href"] for x in session["marks"])
    # every law linked shows the words it rests on; the score lines cite no law, but the edition's scoring
    assert all(x["words"].startswith("\u201c") for x in session["marks"]), session["marks"]
    assert session["score_labels"] and all("the edition's scoring" in x for x in session["score_labels"])
    assert "Score the hand and cut" in session["pressed"]
    assert "the solver replays the last 7 tricks" in session["text"]


def test_the_reader_plays_his_own_seat(session):
    from games.widgets.whist_panel import WhistPanel

    t = WhistPanel(SEED, "hoffmann", mode="table")
    mine = t.view().hands[t.names.index("You")]
    assert session["my_title"] == "Your cards"
    assert sorted(session["my_cards"]) == sorted(f"Play the {c.name}" for c in mine)


def test_each_computer_card_is_shown_with_its_reason(session):
    assert "outside the texts" in session["reasons"], session["reasons"]


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_on_a_phone_every_button_fits_and_the_game_takes_the_pages_colours(session, theme):
    r = session["phone"][theme]
    assert not r["errors"]["console_errors"] and not r["errors"]["page_errors"]
    assert r["overflow"] <= 0, r["overflow"]
    assert r["buttons"] and all(b["right"] <= b["vw"] + 1 and not b["cut"] for b in r["buttons"]), r["buttons"]
    dark = _lum(r["bg"]) < 0.5
    assert dark == (theme == "dark"), r["bg"]
    assert (_lum(r["frame_bg"]) < 0.5) == dark and (_lum(r["fg"]) > 0.5) == dark, r
    if theme == "light":   # Double Dummy: all the cards are open
        assert "Double Dummy" in r["status"] and r["open_hands"] >= 13
    else:
        assert "Dummy" in r["status"]


def test_no_console_errors_and_no_other_host(session):
    assert not session["console_errors"] and not session["page_errors"]
    assert not foreign_hosts(session["requests"])
    if session["netlog"] is not None:
        assert not page_requests_elsewhere(session["netlog"])
