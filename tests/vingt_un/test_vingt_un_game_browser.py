"""The Vingt-un Play panel in headless Chromium, against the built site: seeded, played by the
keyboard and the buttons to a settlement whose lines link to Peel's paragraphs; no console errors;
cards drawn at a card's size; the book chosen in the panel's "Rule set" dealt again under its code;
nothing fetched from any host but 127.0.0.1."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from test_browser_env import Server, foreign_hosts, launch, lite_frame, netlog_requests, page_requests_elsewhere, site_dir  # noqa: E402

pytestmark = [pytest.mark.browser]

SEED = 1234


def _frame(page):
    return lite_frame(page)


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    from playwright.sync_api import sync_playwright

    site = site_dir()
    netlog = tmp_path_factory.mktemp("netlog") / "net-log.json"
    rec: dict = {"requests": [], "console_errors": [], "page_errors": [], "pressed": []}
    with Server(site, compress=True) as server, sync_playwright() as p:
        browser = launch(p, netlog=netlog)
        context = browser.new_context()
        context.on("request", lambda r: rec["requests"].append(r.url))
        page = context.new_page()
        page.on("console", lambda m: m.type == "error" and rec["console_errors"].append(m.text))
        page.on("pageerror", lambda e: rec["page_errors"].append(str(e)))
        page.goto(server.base + f"play/vingt-un.html?seed={SEED}", wait_until="networkidle")
        page.focus("section[data-game=vingt_un] .lt-play-button")
        page.keyboard.press("Enter")
        page.wait_for_selector("section.lt-play-ready, section.lt-play-error", timeout=180_000)
        frame = _frame(page)
        frame.wait_for_selector(".lt-vingt-un .lt-status", timeout=60_000)
        rec["status"] = frame.inner_text(".lt-vingt-un .lt-status")
        for move in range(40):
            if frame.locator(".lt-outcome a.lt-law").count():
                break
            button = frame.locator("button.lt-act-primary").first
            before = frame.inner_text(".lt-log")
            rec["pressed"].append(button.inner_text(timeout=10_000))
            if move == 0:
                button.focus()
                page.keyboard.press("Enter")
            else:
                button.click(timeout=10_000)
            frame.wait_for_function("(b) => document.querySelector('.lt-log').innerText !== b "
                                    "|| document.querySelector('.lt-settlement-box')", arg=before, timeout=60_000)
        box = frame.locator(".lt-outcome")
        rec["settlement_laws"] = box.locator("a.lt-law").evaluate_all(
            "els => els.map(e => ({law: e.dataset.law, href: e.href}))")
        # the round's outcome stays on the table: the dealer's hand and who paid whom, until the next deal
        rec["outcome"] = box.inner_text()
        # the reader's own seat: the row named "You" is seat 0, the seat the buttons act for
        rec["you_seats"] = frame.locator(".lt-seat.lt-you").evaluate_all(
            "els => els.map(e => ({seat: e.dataset.seat, text: e.innerText}))")
        # a log line's law carries the words it rests on, on hover
        rec["law_titles"] = box.locator("a.lt-law").evaluate_all("els => els.map(e => e.title)")
        rec["outcome_cards"] = box.locator(".lt-outcome-dealer .lt-card").count()
        rec["primary_after"] = frame.locator("button.lt-act-primary").first.inner_text()
        # a law opens beside the game, headed by the book's name for it
        box.locator("a.lt-law").first.click()
        aside = page.locator("section[data-game=vingt_un] .lt-law-aside")
        aside.wait_for(state="visible", timeout=10_000)
        page.wait_for_function("() => !document.querySelector('section[data-game=vingt_un] .lt-law-aside-text')"
                               ".innerText.startsWith('\u2026')", timeout=10_000)
        rec["aside_heading"] = aside.locator(".lt-law-aside-id").inner_text()
        aside.locator(".lt-law-aside-close").click()
        rec["card_widths"] = frame.eval_on_selector_all(
            ".lt-seat .lt-card svg", "els => els.map(e => e.getBoundingClientRect().width)")
        # the book is the panel's "Rule set": choosing another deals the seed again under its code
        # and puts it in the page's address
        panel = page.locator("section[data-game=vingt_un]")
        panel.locator("details.lt-play-options summary").click()
        panel.locator("select[data-param=rules]").select_option("enquire-within")
        page.wait_for_selector("section[data-game=vingt_un].lt-play-ready", timeout=180_000)
        frame = _frame(page)
        frame.wait_for_selector(".lt-vingt-un .lt-status", timeout=60_000)
        rec["rechosen_status"] = frame.inner_text(".lt-vingt-un .lt-status")
        rec["rechosen_you"] = frame.locator(".lt-seat.lt-you").evaluate_all(
            "els => els.map(e => ({seat: e.dataset.seat, text: e.innerText}))")
        rec["rechosen_url"] = page.url
        context.close()
        browser.close()
    rec["netlog"] = netlog_requests(netlog) if netlog.exists() else None
    rec["server"] = server.base
    return rec


@pytest.mark.law("peel-vingt-un:p13")
def test_the_seeded_panel_plays_to_a_settlement_naming_peels_paragraphs(session):
    from games.widgets.vingt_un import VingtUnPanel

    assert session["status"] == VingtUnPanel(SEED, "peel").status_text()
    laws = [x["law"] for x in session["settlement_laws"]]
    assert laws and all(l.startswith("peel-vingt-un:") for l in laws), session["pressed"]
    assert all("#law-peel-vingt-un-" in x["href"] for x in session["settlement_laws"])


def test_the_rounds_outcome_stays_until_the_reader_deals_the_next(session):
    """After "Content" the round's outcome is on the table: the dealer's hand, who paid whom, each line
    under its paragraph; the keyboard's default is then "Deal the next round"; every primary button
    pressed on the way was the panel's advised choice or a stake, never one it advised against."""
    assert "Round 1 is over" in session["outcome"] and "The dealer (" in session["outcome"], session["outcome"]
    assert session["outcome_cards"] >= 2 and " pay" in session["outcome"]
    assert session["primary_after"] == "Deal the next round"
    choices = [p for p in session["pressed"] if p.startswith(("A card", "Content"))]
    assert all(p.endswith("(advised)") for p in choices), session["pressed"]


def test_a_law_opens_beside_the_game_headed_by_the_books_name(session):
    heading = session["aside_heading"]
    assert heading.startswith("Peel, Vingt-un, ") and "peel-vingt-un" not in heading, heading


def test_every_card_drawn_has_a_cards_size(session):
    widths = session["card_widths"]
    assert widths and all(w > 30 for w in widths), widths


def test_the_book_chosen_in_the_panel_deals_the_seed_again_under_its_code(session):
    from games.widgets.vingt_un import VingtUnPanel

    assert session["rechosen_url"].endswith(f"play/vingt-un.html?seed={SEED}&rules=enquire-within"), session["rechosen_url"]
    assert session["rechosen_status"] == VingtUnPanel(SEED, "enquire-within").status_text()


def test_the_panel_plays_the_readers_own_seat_under_every_book_chosen(session):
    """Issue 25: the one row named "You" is seat 0, the seat the reader's buttons act for, under Peel and
    again under the book chosen in the panel; each settlement line's law shows its words on hover."""
    for rows in (session["you_seats"], session["rechosen_you"]):
        assert len(rows) == 1 and rows[0]["seat"] == "0" and rows[0]["text"].startswith("You"), rows
    assert session["law_titles"] and all(t.startswith("\u201c") for t in session["law_titles"]), session["law_titles"]


def test_no_console_errors_and_no_other_host(session):
    assert not session["console_errors"] and not session["page_errors"]
    assert not foreign_hosts(session["requests"])
    if session["netlog"] is not None:
        assert not page_requests_elsewhere(session["netlog"])
