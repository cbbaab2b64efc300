"""What a teacher hands the class, in headless Chromium against the built site (issue 18): the four-codes
panel's seed line follows the pack the reader deals (its link carries the current seed, not the first);
the teachers' page gives, for every game, Poker included, a link that carries the game, the seed, the rule
set and the readings chosen in the panel; French Vingt-Un's panel keeps each round's outcome on the
table until the reader deals the next."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_browser_env import Server, launch, press_play_button, site_dir  # noqa: E402

pytestmark = [pytest.mark.browser]

#: Resolves when the game in the panel's frame has stopped changing for a moment (a widget's refresh
#: arrives as several messages): the same wait as tests/ecarte/test_ecarte_browser.py.
_SETTLED = """(ms) => new Promise(resolve => {
  let t = setTimeout(done, ms);
  const obs = new MutationObserver(() => { clearTimeout(t); t = setTimeout(done, ms); });
  obs.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
  function done() { obs.disconnect(); resolve(true); }
})"""


def _frame(page, game: str):
    handle = page.locator(f"section[data-game={game}] iframe").element_handle(timeout=60_000)
    frame = handle.content_frame()
    assert frame is not None
    return frame


def _play(page, game: str):
    press_play_button(page, game)
    page.wait_for_selector(f"section[data-game={game}].lt-play-ready, section[data-game={game}].lt-play-error",
                           timeout=180_000)
    assert page.locator(f"section[data-game={game}].lt-play-ready").count(), page.inner_text(
        f"section[data-game={game}] .lt-play-status")
    return _frame(page, game)


def _query(href: str) -> dict:
    return {k: v[0] for k, v in parse_qs(urlsplit(href).query).items()}


@pytest.fixture(scope="module")
def run():
    from playwright.sync_api import sync_playwright

    rec: dict = {"errors": []}
    with Server(site_dir()) as server, sync_playwright() as p:
        browser = launch(p)
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        page.on("pageerror", lambda e: rec["errors"].append(str(e)))

        # 1. the four codes: deal another seed in the panel; the seed line's link follows it
        page.goto(server.base + "play/vingt-un-four-codes.html?seed=11", wait_until="load")
        frame = _play(page, "four_codes")
        rec["four_first"] = page.locator("section[data-game=four_codes] .lt-play-seed a").get_attribute("href")
        frame.locator(".lt-four-form input").fill("2024")
        frame.locator("button.lt-act-primary").click()
        frame.wait_for_function("() => document.querySelector('.lt-status').innerText.startsWith('Seed 2024')",
                                timeout=60_000)
        page.wait_for_function("() => /seed=2024/.test(document.querySelector("
                               "'section[data-game=four_codes] .lt-play-seed a')?.href || '')", timeout=10_000)
        rec["four_after"] = page.locator("section[data-game=four_codes] .lt-play-seed a").get_attribute("href")
        rec["four_line"] = page.inner_text("section[data-game=four_codes] .lt-play-seed")

        # 2. the teachers' page: Poker under Foster's rules with a reading chosen in the panel's menu
        page.goto(server.base + "play/teachers.html?game=poker&seed=31&rules=foster", wait_until="load")
        page.wait_for_function("() => document.querySelector('#class-deal-link a')", timeout=10_000)
        rec["poker_link"] = page.locator("#class-deal-link a").get_attribute("href")
        panel = page.locator("section[data-game=poker]")
        panel.locator("details.lt-play-options summary").click()
        reading = panel.locator("select[data-reading=true]").first
        param = reading.get_attribute("data-param")
        default = reading.get_attribute("data-default")
        other = next(v for v in reading.locator("option").evaluate_all("os => os.map(o => o.value)") if v != default)
        reading.select_option(other)
        page.wait_for_function("(p) => new URL(document.querySelector('#class-deal-link a').href)"
                               ".searchParams.has(p)", arg=param, timeout=10_000)
        rec["poker_reading"] = (param, other)
        rec["poker_link_read"] = page.locator("#class-deal-link a").get_attribute("href")
        # the class's link, opened: the same rule set and reading in the game's own page, the same seed
        page.goto(rec["poker_link_read"], wait_until="load")
        rec["opened"] = page.evaluate("""(p) => ({
          rules: document.querySelector('section[data-game=poker] select[data-param=rules]').value,
          reading: document.querySelector('section[data-game=poker] select[data-param="' + p + '"]').value})""", param)
        # every game of the teachers' page: its link names its page and the seed
        rec["links"] = {}
        for game in ("poker", "vingt_un", "four_codes", "ecarte", "whist", "deal"):
            page.goto(server.base + f"play/teachers.html?game={game}&seed=5", wait_until="load")
            rec["links"][game] = page.locator("#class-deal-link a").get_attribute("href")

        # 3. French Vingt-Un: a round's outcome stays on the table until the reader deals the next
        page.goto(server.base + "play/vingt-un.html?seed=5&rules=french", wait_until="load")
        frame = _play(page, "vingt_un")
        rec["french"] = []
        for _ in range(80):
            frame.evaluate(_SETTLED, 300)
            if frame.locator(".lt-outcome").count():
                rec["french"].append({"outcome": frame.inner_text(".lt-outcome"),
                                      "buttons": frame.locator("button.lt-act").all_inner_texts(),
                                      "status": frame.inner_text(".lt-status")})
                if len(rec["french"]) == 2:
                    break
            frame.locator("button.lt-act-primary, button.lt-act").first.click()
        context.close()

        # 4. a teacher on a phone: the lessons' list, every column on the screen (no column cut off)
        phone = browser.new_context(viewport={"width": 390, "height": 844})
        page = phone.new_page()
        page.goto(server.base + "lessons/index.html", wait_until="load")
        rec["lessons_phone"] = page.evaluate("""() => {
          const t = document.querySelector('table.lesson-list');
          const cells = [...t.querySelectorAll('td')];
          const cap = t.querySelector('caption');
          return {caption: cap ? cap.getBoundingClientRect().width : 0, cells: cells.length, outside: cells.filter(c => { const r = c.getBoundingClientRect();
                    return r.right > innerWidth + 1 || r.left < -1 || r.width < 40; }).map(c => c.innerText),
                  named: cells.slice(1, 4).map(c => getComputedStyle(c, '::before').content),
                  text: t.innerText, scroll: document.documentElement.scrollWidth, width: innerWidth};
        }""")
        phone.close()
        browser.close()
    return rec


def test_four_codes_seed_line_carries_the_current_seed(run):
    assert _query(run["four_first"])["seed"] == "11"
    assert _query(run["four_after"])["seed"] == "2024", run["four_after"]
    assert "2024" in run["four_line"] and "11" not in run["four_line"].replace("2024", "")


def test_the_teachers_poker_link_carries_the_rule_set_and_the_readings(run):
    first = _query(run["poker_link"])
    assert run["poker_link"].split("?")[0].endswith("play/poker.html")
    assert first == {"seed": "31", "rules": "foster"}, first
    param, value = run["poker_reading"]
    after = _query(run["poker_link_read"])
    assert after == {"seed": "31", "rules": "foster", param: value}, after
    assert run["opened"] == {"rules": "foster", "reading": value}


@pytest.mark.parametrize("game,page", [("poker", "poker.html"), ("vingt_un", "vingt-un.html"),
                                       ("four_codes", "vingt-un-four-codes.html"), ("ecarte", "ecarte.html"),
                                       ("whist", "whist.html"), ("deal", "index.html")])
def test_every_game_of_the_teachers_page_has_its_link(run, game, page):
    link = run["links"][game]
    assert link and link.split("?")[0].endswith("play/" + page) and _query(link)["seed"] == "5", link


@pytest.mark.law("hoffmann-french-vingt-un:p2")
def test_french_vingt_un_keeps_each_rounds_outcome_until_the_next_is_dealt(run):
    rounds = run["french"]
    assert len(rounds) == 2, rounds
    for r in rounds:
        assert re.search(r"Round \d is over", r["outcome"]) and "The dealer (" in r["outcome"], r
        assert "until you deal the next round" in r["outcome"]
        assert r["buttons"] == ["Deal the next round"], r["buttons"]
        assert "the round is over" in r["status"]
    assert rounds[0]["outcome"] != rounds[1]["outcome"]


def test_the_lessons_list_fits_a_phone(run):
    t = run["lessons_phone"]
    assert t["cells"] >= 20 and not t["outside"], t
    assert t["caption"] > 300, t      # the caption across the screen, not a narrow column of words
    assert t["scroll"] <= t["width"], t
    assert t["named"] == ['"Level: "', '"Time: "', '"The texts: "'], t["named"]   # every column named
    assert "45 min" in t["text"], t["text"][:300]


def test_no_page_error(run):
    assert not run["errors"], run["errors"]
