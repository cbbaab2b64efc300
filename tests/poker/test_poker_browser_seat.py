"""The Poker Play panel under Foster's rules in headless Chromium, against the built site: Foster's cut for
seats reseats the table (seed 455078 seats the reader fourth), and the panel still plays the reader's own
seat: the hand shown is the one this Python deals to the seat named "You", with that seat's chips, and the
record says "You receive ..." of exactly those cards; a law on a line carries its words as its title."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from test_browser_env import Server, launch, lite_frame, site_dir  # noqa: E402

pytestmark = [pytest.mark.browser]

SEED = 455078


def _expected():
    from games.widgets.poker import PokerPanel, rules_for

    p = PokerPanel(SEED, rules=rules_for("foster"))
    v = p.view()
    return p, [str(c) for c in v.hand], v.stacks[p.human]


@pytest.fixture(scope="module")
def seen():
    from playwright.sync_api import sync_playwright

    rec: dict = {"console_errors": []}
    with Server(site_dir(), compress=True) as server, sync_playwright() as p:
        browser = launch(p)
        try:
            page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
            page.on("console", lambda m: m.type == "error" and rec["console_errors"].append(m.text))
            page.goto(server.base + f"play/poker.html?seed={SEED}&rules=foster", wait_until="networkidle")
            page.click("section[data-game=poker] .lt-play-button")
            page.wait_for_selector("section.lt-play-ready, section.lt-play-error", timeout=180_000)
            rec["error"] = page.inner_text("section.lt-play .lt-play-status") if page.query_selector(
                "section.lt-play-error") else ""
            frame = lite_frame(page)
            frame.wait_for_selector(".lt-poker .lt-status", timeout=60_000)
            rec["status"] = frame.inner_text(".lt-poker .lt-status")
            rec["hand"] = frame.eval_on_selector_all(".lt-you .lt-card", "els => els.map(e => e.dataset.card)")
            rec["you"] = frame.inner_text(".lt-you")
            rec["log"] = frame.inner_text(".lt-log")
            rec["titles"] = frame.eval_on_selector_all(".lt-log a.lt-law", "els => els.map(e => e.title)")
        finally:
            browser.close()
    return rec


def test_the_foster_panel_shows_the_hand_of_the_seat_named_you(seen):
    assert not seen["error"], seen["error"]
    assert "Foster" in seen["status"], seen["status"]
    panel, hand, chips = _expected()
    assert panel.human != 0, "seed 455078 was chosen because the cut seats the reader away from seat 0"
    assert seen["hand"] == hand
    assert f"chips {chips}" in seen["you"], seen["you"]
    received = [line for line in seen["log"].splitlines() if line.startswith("You receive the ")]
    assert len(received) == 5, seen["log"]
    for code, line in zip(reversed(hand), received):  # the record shows the latest first
        assert panel.view().hand[hand.index(code)].name in line
    assert "Cy receives the" not in seen["log"] and "Ann receives the" not in seen["log"]


def test_the_foster_panels_laws_carry_their_words(seen):
    assert seen["titles"] and all(t.startswith("\u201c") for t in seen["titles"]), seen["titles"][:5]
    assert any("Foster's pages are silent here" in t for t in seen["titles"]), seen["titles"][:5]


def test_no_console_errors(seen):
    assert not seen["console_errors"], seen["console_errors"]
