"""The glosses on screen and the print stylesheet, in headless Chromium against the built site.

On screen: a glossed term shows its gloss on hover and on keyboard focus (the tooltip is tied
to the link by ``aria-describedby``), and the print-only footnotes stay hidden.  In print
(``page.pdf``, and print media emulation for the checks): no navigation chrome, the glosses as
lettered notes under their laws, no tooltip, no status lines, laws not split across pages where
they fit on one.  The PDFs and PNG screenshots are written to ``_build/print-check/`` to be
looked at.
"""

from __future__ import annotations


import pytest

from test_browser_env import ROOT, Server, dump, launch, run_axe, serious, site_dir

pytestmark = [pytest.mark.browser]

OUT = ROOT / "_build" / "print-check"
PAGES = {"peel-poker": "peel/poker.html", "lesson": "lessons/vingt-un-probability.html", "key": "lessons/key.html"}


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    site = site_dir()
    OUT.mkdir(parents=True, exist_ok=True)
    with Server(site) as server, sync_playwright() as pw:
        b = launch(pw)
        try:
            yield b, server.base.rstrip("/")
        finally:
            b.close()


def _visible(page, selector: str) -> bool:
    return page.eval_on_selector(selector, "e => getComputedStyle(e).display !== 'none' && e.getClientRects().length > 0")


def test_gloss_on_hover_and_on_focus(browser):
    b, url = browser
    page = b.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{url}/peel/vingt-un.html#law-peel-vingt-un-p12")
    link = 'div#law-peel-vingt-un-p12 a.gloss[href$="#term-pone"]'
    tip_id = page.get_attribute(link, "aria-describedby")
    tip = f"span#{tip_id}"
    assert page.get_attribute(tip, "role") == "tooltip"
    assert "dealer's right" in page.text_content(tip)
    assert not _visible(page, tip)
    page.hover(link)
    assert _visible(page, tip)
    page.screenshot(path=str(OUT / "gloss-hover.png"), clip=_clip(page, link))
    page.mouse.move(5, 5)
    assert not _visible(page, tip)
    page.focus(link)
    assert _visible(page, tip)
    page.keyboard.press("Escape")  # dismissible without moving the focus
    assert not _visible(page, tip)
    # the print-only notes are hidden on screen
    assert not _visible(page, "div#law-peel-vingt-un-p12 > div.law-glosses")
    assert not _visible(page, "div#law-peel-vingt-un-p12 sup.gloss-mark")
    page.close()


def test_gloss_on_a_touch_screen(browser):
    """First tap shows the gloss, a second tap on the word goes to the glossary."""
    b, url = browser
    context = b.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(f"{url}/peel/poker.html#law-peel-poker-21")
    link = 'div#law-peel-poker-21 a.gloss[href$="#term-straddle"]'
    tip = "span#" + page.get_attribute(link, "aria-describedby")
    page.tap(link)
    page.wait_for_timeout(200)
    assert page.url.endswith("#law-peel-poker-21") and _visible(page, tip)
    page.screenshot(path=str(OUT / "gloss-touch.png"))
    page.tap(link)
    page.wait_for_url("**/glossary.html#term-straddle")
    context.close()


def _clip(page, selector):
    box = page.locator(selector).bounding_box()
    return {"x": max(0, box["x"] - 300), "y": max(0, box["y"] - 60), "width": 700, "height": 200}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_prints_as_a_handout(browser, name):
    b, url = browser
    page = b.new_page(viewport={"width": 1000, "height": 1400})
    page.goto(f"{url}/{PAGES[name]}")
    page.emulate_media(media="print")
    for chrome in ("header.bd-header", ".bd-sidebar-primary", ".bd-sidebar-secondary", "footer.bd-footer",
                   ".prev-next-footer"):
        if page.query_selector(chrome):
            assert not _visible(page, chrome), f"{chrome} is printed"
    if name == "peel-poker":
        assert _visible(page, "div#law-peel-poker-21 > div.law-glosses")
        assert _visible(page, "div#law-peel-poker-21 sup.gloss-mark")
        assert not _visible(page, "div#law-peel-poker-21 span.gloss-tip")
        assert not _visible(page, "div#law-peel-poker-21 p.law-status")
        assert "straddle" in page.text_content("div#law-peel-poker-21 > div.law-glosses")
        assert page.eval_on_selector("div#law-peel-poker-21", "e => getComputedStyle(e).breakInside") == "avoid"
        assert page.query_selector("div.lt-play") is None or not _visible(page, "div.lt-play")
    pdf = page.pdf(path=str(OUT / f"{name}.pdf"), format="A4", print_background=False)
    assert pdf[:5] == b"%PDF-" and len(pdf) > 10_000
    page.screenshot(path=str(OUT / f"{name}-print.png"), full_page=False)
    page.close()


@pytest.mark.parametrize("path", ["glossary.html", "lessons/index.html", "lessons/vingt-un-probability.html",
                                  "lessons/key.html", "compare/whist.html", "compare/vingt-un.html",
                                  "compare/poker.html", "foster/whist-laws.html"])
def test_reader_and_teacher_pages_pass_axe(browser, path):
    b, url = browser
    page = b.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{url}/{path}")
    bad = serious(run_axe(page))
    page.close()
    assert not bad, dump(bad)
