"""The search box finds the edition's text first (issue 9): "straddle", "jackpot" and "jack-pot"
list Peel's laws, landing on the law itself, before any page of code; the box says "Search the
edition".  Runs Sphinx's own search (searchtools.js with the edition's scorer) in Chromium."""

from __future__ import annotations

import pytest

from test_browser_env import Server, launch, site_dir

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def results():
    from playwright.sync_api import sync_playwright

    out = {}
    with Server(site_dir()) as server, sync_playwright() as p:
        browser = launch(p)
        page = browser.new_page()
        # "Referee" names classes in the code and is a word of the laws too; a bare word such as "Game"
        # matches some 1,800 pages, whose summaries Sphinx fetches one by one (25 s and more).
        for query in ("straddle", "jackpot", "jack-pot", "revoke", "Referee"):
            page.goto(server.base + f"search.html?q={query}", wait_until="load")
            # the summary paragraph exists, empty, from the start; it gets its words when the search ends
            page.wait_for_function(
                "() => { const s = document.querySelector('#search-results p.search-summary');"
                " return s !== null && s.innerText.trim().length > 0; }", timeout=60_000)
            out[query] = page.eval_on_selector_all(
                "#search-results li a", "els => els.map(a => a.getAttribute('href'))")
        page.goto(server.base + "index.html")
        out["placeholder"] = page.get_attribute("input[name=q]", "placeholder")
        out["menu"] = page.eval_on_selector_all(
            ".bd-header ul.bd-navbar-elements > li.nav-item > a.nav-link",
            "els => els.map(a => a.textContent.trim())")
        out["more"] = page.eval_on_selector_all(
            ".bd-header ul.bd-navbar-elements .dropdown-menu a", "els => els.map(a => a.textContent.trim())")
        browser.close()
    return out


def _code_page(href: str) -> bool:
    return href.startswith(("api.html", "_modules/", "_tests/"))


@pytest.mark.parametrize("query", ["straddle", "jackpot", "jack-pot"])
def test_the_laws_come_before_any_code(results, query):
    hrefs = results[query]
    assert hrefs, f"no result for {query}"
    first_code = next((i for i, h in enumerate(hrefs) if _code_page(h)), len(hrefs))
    laws = [i for i, h in enumerate(hrefs) if h.startswith("peel/poker.html#law-peel-poker-")]
    assert laws and laws[0] == 0, hrefs[:8]  # the first result is one of Peel's laws, with its anchor
    assert max(laws) < first_code, hrefs[:first_code + 2]


def test_a_code_object_is_still_found_below_the_text(results):
    assert any(_code_page(h) for h in results["Referee"])


def test_the_search_box_and_the_menu(results):
    assert results["placeholder"] == "Search the edition"
    menu = results["menu"]
    assert menu[:6] == ["Peel", "Hoffmann", "Foster", "Enquire Within", "Play", "Odds"], menu
    # then Lessons and the Glossary, where their pages exist; nothing else before "More"
    from test_browser_env import ROOT

    optional = [name for name, path in (("Lessons", "lessons/index.md"), ("Glossary", "glossary.md"))
                if (ROOT / "source" / path).exists()]
    assert menu[6:] == optional, menu
    assert "How it is built" in results["more"] and "API reference" in results["more"], results["more"]
    assert "How it is built" not in menu and "API reference" not in menu
