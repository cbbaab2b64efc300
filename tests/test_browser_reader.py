"""The edition as a reader meets it (issue 18), in headless Chromium against the built site, at
390 px (a phone) and 1280 px, light and dark: citations made from where the reader is, the
home page's progress whole on a phone, a short status line, the claims' tables whole on a
desktop, a search field one can type in on a phone and no "Back to top" pill over the text.

Each check measures what a reader would see (an element's box against the viewport, a text
cut off as ``scrollWidth > clientWidth``), never a timing.
"""

from __future__ import annotations

import pytest

from test_browser_env import Server, launch, site_dir

pytestmark = [pytest.mark.browser]

PHONE, DESKTOP = 390, 1280


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with Server(site_dir()) as server, sync_playwright() as p:
        b = launch(p)
        b.server = server
        yield b
        b.close()


@pytest.fixture
def reader(browser, request):
    width, theme = getattr(request, "param", (PHONE, "light"))
    ctx = browser.new_context(viewport={"width": width, "height": 844 if width < 500 else 900}, color_scheme=theme)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))

    def open_(path: str):
        page.goto(browser.server.base + path, wait_until="load")
        page.evaluate(f"document.documentElement.dataset.theme = '{theme}'")
        return page

    page.open = open_
    page.base = browser.server.base
    page.width = width
    yield page
    assert errors == [], errors
    ctx.close()


BOTH_THEMES_PHONE = [(PHONE, "light"), (PHONE, "dark")]
BOTH_WIDTHS = [(PHONE, "light"), (DESKTOP, "dark")]


# --- citations that work outside this machine ----------------------------------------------------------

@pytest.mark.parametrize("reader", BOTH_WIDTHS, indirect=True)
def test_the_cite_box_gives_the_address_the_reader_is_at(reader):
    import json

    page = reader.open("peel/poker.html")
    laws = json.loads(page.evaluate("() => fetch('../laws.json').then(r => r.text())"))
    if laws["edition"]["baseurl"]:
        pytest.skip("built with a canonical address (SITE_BASEURL): the cite box gives that one")
    want = reader.base + "peel/poker.html#law-peel-poker-21"
    panel = "div.law-cite[data-law='peel-poker:21']"
    page.click(f"{panel} summary")
    link = page.locator(f"{panel} a.law-cite-permalink")
    assert link.inner_text() == want and link.get_attribute("data-copy") == want
    for fmt in ("chicago", "mla", "bibtex", "csl"):
        text = page.inner_text(f"{panel} pre[data-format={fmt}]")
        assert want in text, (fmt, text)
        assert "127.0.0.1:8000" not in text or reader.base.startswith("http://127.0.0.1:8000/")
    # the copy button copies the same address
    assert page.evaluate(f"() => document.querySelector(\"{panel} a.law-cite-permalink\").dataset.copy") == want
    # and the edition's own address on the citing page is where the reader is
    page = reader.open("cite.html")
    assert page.locator(".edition-address a").get_attribute("href") == reader.base


# --- honest pages, readable on a phone -------------------------------------------------------------------

@pytest.mark.parametrize("reader", BOTH_THEMES_PHONE, indirect=True)
def test_the_progress_table_is_whole_on_a_phone(reader):
    page = reader.open("index.html")
    table = page.locator("table.law-progress")
    table.scroll_into_view_if_needed()
    box = page.evaluate("""() => {
        const t = document.querySelector('table.law-progress');
        const cells = [...t.querySelectorAll('td')].filter(td => getComputedStyle(td).display !== 'none');
        const right = Math.max(...cells.map(td => td.getBoundingClientRect().right));
        let scrolls = false;
        for (let e = t; e; e = e.parentElement) if (e.scrollWidth > e.clientWidth + 1
            && getComputedStyle(e).overflowX !== 'visible') scrolls = true;
        // what each figure is called on a phone (the header row is hidden: each figure says its name)
        const named = {};
        for (const td of cells) for (const c of td.classList)
            named[c] = (getComputedStyle(td, '::after').content || '') + '|' + getComputedStyle(td).display;
        return {right, scrolls, text: t.innerText, named,
                head: getComputedStyle(t.querySelector('thead')).display};
    }""")
    assert box["right"] <= reader.width and not box["scrolls"], box
    # every figure is there, and named: nothing is cut off
    for name, word in (("laws", "laws"), ("implemented", "implemented"), ("not-executable", "not executable"),
                       ("pending", "pending")):
        assert word in box["named"][f"law-progress-{name}"], (name, box["named"])
    assert "%" in box["text"] and "Whist" in box["text"]


@pytest.mark.parametrize("reader", BOTH_THEMES_PHONE, indirect=True)
def test_the_status_line_is_short_and_no_name_breaks_mid_word(reader):
    page = reader.open("peel/poker.html#law-peel-poker-25")
    line = page.locator("#law-peel-poker-25 > p.law-status")
    assert line.inner_text().startswith("Implemented and tested")
    assert page.evaluate("el => el.getBoundingClientRect().height", line.element_handle()) < 60
    page.click("#law-peel-poker-25 > details.law-objects > summary")
    # every word of every name on one line (a name is broken only between its words), inside the screen
    names = page.evaluate("""() => [...document.querySelectorAll(
        '#law-peel-poker-25 > details.law-objects li a')].map(a => {
            const node = a.firstChild, text = node.textContent, broken = [];
            for (const m of text.matchAll(/\\S+/g)) {
                const r = document.createRange();
                r.setStart(node, m.index);
                r.setEnd(node, m.index + m[0].length);
                const lines = new Set([...r.getClientRects()].map(q => Math.round(q.top)));
                if (lines.size > 1 && m[0].length < 36) broken.push(m[0]);
            }
            return [text, broken, a.getBoundingClientRect().right];
        })""")
    assert len(names) >= 2
    for text, broken, right in names:
        assert right <= reader.width, text
        assert broken == [], (text, broken)
    tests = [t for t, _, _ in names if " " in t]
    assert tests and not any(t.startswith("test_") for t in tests), tests  # a test is named in words


@pytest.mark.parametrize("reader", [(DESKTOP, "light"), (DESKTOP, "dark")], indirect=True)
def test_the_claims_tables_are_whole_at_desktop_width(reader):
    page = reader.open("claims.html")
    for table in ("table.claims-anchor", "table.claims-chart-data"):
        last = page.locator(f"{table} thead th").last
        last.scroll_into_view_if_needed()
        box = page.evaluate("""sel => {
            const t = document.querySelector(sel);
            const th = [...t.querySelectorAll('thead th')].pop();
            const main = document.querySelector('article') || document.body;
            let scrolls = false;
            for (let e = t; e && e !== document.body; e = e.parentElement) if (e.scrollWidth > e.clientWidth + 1
                && getComputedStyle(e).overflowX !== 'visible') scrolls = true;
            return {last: th.innerText.trim(), right: th.getBoundingClientRect().right,
                    edge: main.getBoundingClientRect().right, scrolls};
        }""", table)
        assert not box["scrolls"] and box["right"] <= box["edge"] + 1, (table, box)
    assert page.locator("table.claims-anchor thead th").last.inner_text().strip() == "bust"
    # the value of a claim reads "about 3.6 %"; the exact fraction is one click away
    exact = page.locator("#claim-peel-p2-skill details.claim-exact")
    assert exact.locator("summary").inner_text().replace("\u00a0", " ") == "about 3.6 %"
    assert not exact.locator("code").is_visible()
    exact.locator("summary").click()
    assert exact.locator("code").inner_text() == "67085996322196853/1870208971059429000"
    # the key column of each claim (Verdict, Value, Assumptions) is on the screen
    for name in page.locator("#claim-peel-p2-skill dt, #claim-peel-p2-skill th.field-name").all():
        assert name.is_visible()


# --- the phone's header: a search field one can type in, no pill over the text ------------------------------

@pytest.mark.parametrize("reader", BOTH_THEMES_PHONE, indirect=True)
def test_the_search_field_has_room_on_a_phone(reader):
    page = reader.open("peel/poker.html")
    field = page.locator(".navbar-persistent--mobile input[name=q]")
    assert field.is_visible()
    assert field.bounding_box()["width"] >= 90, field.bounding_box()
    field.click()
    field.type("straddle")
    wide = field.bounding_box()
    assert wide["width"] >= 250 and wide["x"] >= 0 and wide["x"] + wide["width"] <= reader.width, wide
    assert field.evaluate("el => el.scrollWidth <= el.clientWidth + 1")  # the word typed is seen whole
    field.press("Enter")
    page.wait_for_url("**/search.html?q=straddle*")


@pytest.mark.parametrize("reader", BOTH_THEMES_PHONE, indirect=True)
def test_no_back_to_top_pill_covers_the_text_on_a_phone(reader):
    page = reader.open("peel/poker.html")
    page.mouse.wheel(0, 4000)
    page.wait_for_timeout(400)
    page.mouse.wheel(0, -600)  # the theme shows its pill when the reader scrolls back up
    page.wait_for_timeout(600)
    pill = page.locator("#pst-back-to-top")
    assert pill.count() == 0 or not pill.is_visible()


@pytest.mark.parametrize("reader", [(DESKTOP, "light")], indirect=True)
def test_the_status_fold_is_not_printed(reader):
    page = reader.open("peel/poker.html")
    page.emulate_media(media="print")
    fold = page.locator("#law-peel-poker-21 > details.law-objects")
    assert fold.count() == 1 and not fold.is_visible()
