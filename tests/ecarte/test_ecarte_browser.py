"""The Écarté Play panel in headless Chromium, against the built site: seeded, played by the keyboard
and the buttons (a discard chosen card by card) to a mark whose line links to ¶118; no console errors;
nothing fetched from any host but 127.0.0.1; at 390 px and in dark mode, every button fits the screen
and the game takes the page's colours.  Screenshots go to ``ECARTE_SHOTS`` if set."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from test_browser_env import Server, foreign_hosts, launch, netlog_requests, page_requests_elsewhere, site_dir  # noqa: E402
from test_browser_env import SETTLED as _SETTLED, lite_frame as _frame, panel_press  # noqa: E402

_press = panel_press(".lt-ecarte")

pytestmark = [pytest.mark.browser]

SEED = 1234
SHOTS = os.environ.get("ECARTE_SHOTS")


def _open(context, base, width):
    rec = {"console_errors": [], "page_errors": []}
    page = context.new_page()
    page.on("console", lambda m: m.type == "error" and rec["console_errors"].append(m.text))
    page.on("pageerror", lambda e: rec["page_errors"].append(str(e)))
    page.goto(base + f"play/ecarte.html?seed={SEED}", wait_until="networkidle")
    page.focus("section[data-game=ecarte] .lt-play-button")
    page.keyboard.press("Enter")
    page.wait_for_selector("section.lt-play-ready, section.lt-play-error", timeout=240_000)
    frame = _frame(page)
    frame.wait_for_selector(".lt-ecarte .lt-status", timeout=90_000)
    frame.wait_for_function(_SETTLED, timeout=60_000)
    return page, frame, rec


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    from playwright.sync_api import sync_playwright

    site = site_dir()
    netlog = tmp_path_factory.mktemp("netlog") / "net-log.json"
    rec: dict = {"requests": [], "pressed": [], "toggled": 0}
    with Server(site, compress=True) as server, sync_playwright() as p:
        browser = launch(p, netlog=netlog)
        context = browser.new_context()
        context.on("request", lambda r: rec["requests"].append(r.url))
        page, frame, errors = _open(context, server.base, 1280)
        rec.update(errors)
        rec["status"] = frame.inner_text(".lt-ecarte .lt-status")
        for move in range(60):
            if frame.locator(".lt-settlement-box a.lt-law").count():
                break
            toggles = frame.locator("button.lt-card-toggle")
            if toggles.count() and not rec["toggled"]:   # a discard: unchoose, then choose a card by hand
                chosen = frame.locator("button.lt-card-toggle.lt-chosen")
                while chosen.count():
                    _press(page, frame, chosen.first)
                _press(page, frame, frame.locator("button.lt-card-toggle").first, keyboard=True)
                rec["toggled"] = frame.locator("button.lt-card-toggle.lt-chosen").count()
                button = frame.locator("button.lt-act-discard").first
            else:
                button = frame.locator("button.lt-act-primary").first
            rec["pressed"].append(button.inner_text(timeout=10_000))
            _press(page, frame, button, keyboard=move == 0)
        rec["marks"] = frame.locator(".lt-settlement-box a.lt-law").evaluate_all(
            "els => els.map(e => ({law: e.dataset.law, href: e.href}))")
        rec["advice"] = frame.inner_text(".lt-ecarte")
        rec["you_row"] = frame.inner_text(".lt-ecarte .lt-you")
        rec["you_cards"] = frame.locator(".lt-ecarte .lt-you [data-card]").evaluate_all(
            "els => els.map(e => e.dataset.card)")
        rec["log"] = frame.inner_text(".lt-ecarte .lt-log")
        rec["mark_titles"] = frame.locator(".lt-settlement-box a.lt-law").evaluate_all(
            "els => els.map(e => e.title)")
        if SHOTS:
            page.screenshot(path=f"{SHOTS}/ecarte-1280-light.png", full_page=True)
            frame.locator(".lt-ecarte").screenshot(path=f"{SHOTS}/ecarte-1280-light-game.png")
        context.close()
        # a phone, dark
        rec["phone"] = {}
        for theme in ("dark", "light"):
            ctx = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme=theme)
            page, frame, errors = _open(ctx, server.base, 390)
            for _ in range(3):   # into the deal: the cards and the buttons on the screen
                b = frame.locator("button.lt-act-primary")
                if not b.count():
                    break
                _press(page, frame, b.first)
            frame.wait_for_function("() => { const c = [...document.querySelectorAll('.lt-ecarte .lt-card svg')]; "
                                    "return c.length && c.every(e => e.getBoundingClientRect().width > 0); }",
                                    timeout=30_000)
            rec["phone"][theme] = {
                "errors": errors,
                "overflow": frame.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth"),
                "buttons": frame.eval_on_selector_all(
                    ".lt-ecarte button", "els => els.map(e => { const r = e.getBoundingClientRect(); "
                    "return {w: r.width, right: r.right, cut: e.scrollWidth > e.clientWidth + 1, vw: window.innerWidth}; })"),
                "bg": page.evaluate("() => getComputedStyle(document.body).backgroundColor"),
                "frame_bg": frame.evaluate("() => getComputedStyle(document.body).backgroundColor"),
                "fg": frame.evaluate("() => getComputedStyle(document.querySelector('.lt-ecarte')).color"),
                "cards": frame.eval_on_selector_all(".lt-ecarte .lt-card svg",
                                                    "els => els.map(e => e.getBoundingClientRect().width)"),
            }
            if SHOTS:
                page.screenshot(path=f"{SHOTS}/ecarte-390-{theme}.png", full_page=True)
                frame.locator(".lt-ecarte").screenshot(path=f"{SHOTS}/ecarte-390-{theme}-game.png")
            ctx.close()
        browser.close()
    rec["netlog"] = netlog_requests(netlog) if netlog.exists() else None
    return rec


def _lum(rgb: str) -> float:
    parts = [float(x) for x in rgb[rgb.index("(") + 1:rgb.index(")")].split(",")[:3]]
    return (0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2]) / 255


@pytest.mark.law("enquire-within:118")
def test_the_seeded_panel_plays_to_a_mark_naming_the_paragraph(session):
    from games.widgets.ecarte import EcartePanel

    assert session["status"] == EcartePanel(SEED).status_text()
    laws = [x["law"] for x in session["marks"]]
    assert laws and set(laws) == {"enquire-within:118"}, session["pressed"]
    assert all("#law-enquire-within-118" in x["href"] for x in session["marks"])
    assert "the edition's judgement, not in these pages" in session["advice"]   # judgement labelled, no law
    from law_texts import is_span
    titles = session["mark_titles"]                     # each mark's link carries the words it rests on
    assert titles and all(t.startswith("\u201c") and is_span(t.strip("\u201c\u201d"), "enquire-within:118")
                          for t in titles), titles


def test_the_reader_plays_the_seat_named_you(session):
    """The row named "You" is the reader's seat: its hand is shown face up, the status gives its score,
    and every line of the record speaks to it as "you" ("You deal", never "You deals")."""
    import re
    assert session["you_row"].startswith("You") and "tricks" in session["you_row"]
    assert "score: you " in session["status"]
    log = session["log"]
    assert "You " in log or "you " in log
    assert not re.search(r"\bYou (deals|holds|cuts|plays|wins|marks|changes|claims|proposes)\b|You's", log), log
    assert not re.search(r"\b(10|[2-9JQKA])[SHDC]\b", log), "a card code in the record"


def test_a_discard_is_chosen_card_by_card_with_the_keyboard(session):
    assert session["toggled"] == 1 or not any(p.startswith("Discard") for p in session["pressed"]), session["pressed"]


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_on_a_phone_every_button_fits_and_the_game_takes_the_pages_colours(session, theme):
    r = session["phone"][theme]
    assert not r["errors"]["console_errors"] and not r["errors"]["page_errors"]
    assert r["overflow"] <= 0, r["overflow"]
    assert r["buttons"] and all(b["right"] <= b["vw"] + 1 and not b["cut"] for b in r["buttons"]), r["buttons"]
    dark = _lum(r["bg"]) < 0.5
    assert dark == (theme == "dark"), r["bg"]
    assert (_lum(r["frame_bg"]) < 0.5) == dark and (_lum(r["fg"]) > 0.5) == dark, r
    assert r["cards"] and all(w > 30 for w in r["cards"]), r["cards"]


def test_no_console_errors_and_no_other_host(session):
    assert not session["console_errors"] and not session["page_errors"]
    assert not foreign_hosts(session["requests"])
    if session["netlog"] is not None:
        assert not page_requests_elsewhere(session["netlog"])
