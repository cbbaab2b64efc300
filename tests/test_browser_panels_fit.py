"""What the Play panels show before Python starts, in headless Chromium against the built site (issue 18):
the "Rule set and readings" menu names each law as its book does ("Peel, Rule 60"), never by an internal
id, and says nothing of "bad input"; its selects fit the panel at desktop width and at 390 px (no
sideways scrolling); the teachers' page sets the class's game and seed and shows that game's panel
with the link to give the class."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_browser_env import Server, is_play_frame, launch, press_play_button, site_dir  # noqa: E402

pytestmark = [pytest.mark.browser]

_ID = re.compile(r"\b[a-z]+(?:-[a-z]+)+:[0-9a-z.]+\b")

_MENU = """() => {
  const out = [];
  document.querySelectorAll('section.lt-play:not([hidden]) details.lt-play-options').forEach(d => {
    d.open = true;
    const panel = d.closest('section.lt-play').getBoundingClientRect();
    d.querySelectorAll('select').forEach(s => {
      const r = s.getBoundingClientRect();
      out.push({right: r.right, left: r.left, panelRight: panel.right, panelLeft: panel.left,
                options: [...s.options].map(o => o.textContent)});
    });
  });
  const laws = [...document.querySelectorAll('section.lt-play:not([hidden]) a.lt-opt-law')].map(a => a.textContent);
  return {selects: out, laws, text: document.querySelector('details.lt-play-options')?.innerText || '',
          scroll: document.documentElement.scrollWidth, width: window.innerWidth};
}"""


@pytest.fixture(scope="module")
def pages():
    from playwright.sync_api import sync_playwright

    out: dict = {}
    with Server(site_dir()) as server, sync_playwright() as p:
        browser = launch(p)
        for width in (1280, 390):
            context = browser.new_context(viewport={"width": width, "height": 900})
            page = context.new_page()
            for name in ("poker", "ecarte", "vingt-un"):
                page.goto(server.base + f"play/{name}.html", wait_until="load")
                out[(name, width)] = page.evaluate(_MENU)
            page.goto(server.base + "play/teachers.html?game=vingt_un&seed=77&rules=hoffmann", wait_until="load")
            out[("teachers", width)] = page.evaluate("""() => ({
              shown: [...document.querySelectorAll('section.lt-play')].filter(s => !s.hidden).map(s => s.dataset.game),
              link: document.querySelector('#class-deal-link a')?.href || '',
              game: document.querySelector('#class-deal-game').value,
              seed: document.querySelector('#class-deal-seed').value,
              scroll: document.documentElement.scrollWidth, width: window.innerWidth})""")
            page.select_option("#class-deal-game", "ecarte")
            page.fill("#class-deal-seed", "4242")
            page.click("#class-deal button[type=submit]")
            page.wait_for_url(re.compile(r"game=ecarte"))
            out[("teachers-set", width)] = page.evaluate("""() => ({url: location.search,
              shown: [...document.querySelectorAll('section.lt-play')].filter(s => !s.hidden).map(s => s.dataset.game),
              link: document.querySelector('#class-deal-link a')?.href || ''})""")
            context.close()
        browser.close()
    return out


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("name", ["poker", "ecarte", "vingt-un"])
def test_the_readings_menu_fits_the_panel(pages, name, width):
    menu = pages[(name, width)]
    assert menu["selects"], menu
    for s in menu["selects"]:
        assert s["left"] >= s["panelLeft"] - 1 and s["right"] <= s["panelRight"] + 1, s
    assert menu["scroll"] <= menu["width"], (menu["scroll"], menu["width"])


@pytest.mark.parametrize("name", ["poker", "ecarte", "vingt-un"])
def test_the_readings_menu_speaks_as_the_books_do(pages, name):
    menu = pages[(name, 1280)]
    words = menu["text"] + " ".join(o for s in menu["selects"] for o in s["options"])
    assert not _ID.search(words), _ID.findall(words)
    assert "bad input" not in words
    assert not re.search(r"\blaws? \d", words), re.findall(r".{30}\blaws? \d+.{10}", words)
    if name == "poker":
        assert "Peel, Rule 60" in menu["laws"] and all(re.fullmatch(r"Peel, Rule \d+", x) for x in menu["laws"])


@pytest.mark.parametrize("width", [1280, 390])
def test_the_teachers_page_sets_the_class_deal(pages, width):
    t = pages[("teachers", width)]
    assert t["shown"] == ["vingt_un"] and t["game"] == "vingt_un" and t["seed"] == "77"
    assert t["link"].endswith("play/vingt-un.html?seed=77&rules=hoffmann"), t["link"]
    assert t["scroll"] <= t["width"]
    s = pages[("teachers-set", width)]
    assert "game=ecarte" in s["url"] and "seed=4242" in s["url"] and s["shown"] == ["ecarte"]
    assert s["link"].endswith("play/ecarte.html?seed=4242"), s["link"]


def test_the_four_codes_are_dealt_again_by_seed_in_the_browser():
    """The four-codes page's panel runs the games code: a seed typed in the panel is shuffled and its round
    settled under the four codes, live (the same figures as the code gives)."""
    from playwright.sync_api import sync_playwright

    from games.widgets.four_codes import FourCodes

    with Server(site_dir()) as server, sync_playwright() as p:
        browser = launch(p)
        page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
        page.goto(server.base + "play/vingt-un-four-codes.html?seed=182", wait_until="load")
        press_play_button(page, "four_codes")
        page.wait_for_selector("section[data-game=four_codes].lt-play-ready", timeout=180_000)
        frame = next(f for f in page.frames if is_play_frame(f.url))
        frame.wait_for_selector(".lt-four-codes .lt-status", timeout=60_000)
        first = frame.inner_text(".lt-four-codes .lt-status")
        field = frame.locator(".lt-four-codes input").first
        field.fill("2024")
        field.press("Tab")
        frame.locator(".lt-four-codes button.lt-act-primary").click()
        frame.wait_for_function("() => document.querySelector('.lt-four-codes .lt-status').innerText.startsWith('Seed 2024')",
                                timeout=60_000)
        cells = frame.eval_on_selector_all(".lt-four-summary td.lt-num", "els => els.map(e => e.innerText)")
        scroll = page.evaluate("document.documentElement.scrollWidth")
        browser.close()
    assert first == FourCodes(182).status_text()
    want = FourCodes(2024)
    assert cells == [f"{n:+d}" if n else "0" for r in want.results for n in r.net]
    assert scroll <= 390
