""""Open as notebook": the Play panel's link opens the same game as a JupyterLite notebook
whose code is visible and runs (headless Chromium, against the built site)."""

from __future__ import annotations

import pytest

from test_browser_env import Server, foreign_hosts, launch, site_dir

pytestmark = [pytest.mark.browser]


@pytest.fixture(scope="module")
def notebook():
    from playwright.sync_api import sync_playwright

    rec: dict = {"requests": [], "failed": [], "errors": []}
    with Server(site_dir()) as server, sync_playwright() as p:
        browser = launch(p)
        context = browser.new_context()
        context.on("request", lambda r: rec["requests"].append(r.url))
        context.on("requestfailed", lambda r: rec["failed"].append(r.url))
        page = context.new_page()
        page.on("console", lambda m: m.type == "error" and rec["errors"].append(m.text))
        page.on("pageerror", lambda e: rec["errors"].append(str(e)))
        page.goto(server.base + "play/poker.html", wait_until="load")
        link = page.locator("section[data-game=poker] a.lt-play-notebook")
        rec["link_text"] = link.inner_text()
        href = link.evaluate("a => a.href")
        # the Play panel's kernel had started in the background (the panel was in view):
        # leaving the page aborts its requests, which is no failure of the notebook's
        page.close()
        rec["failed"].clear()
        page = context.new_page()
        page.on("console", lambda m: m.type == "error" and rec["errors"].append(m.text))
        page.on("pageerror", lambda e: rec["errors"].append(str(e)))
        page.goto(href, wait_until="load")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=180_000)
        # the code is visible: wait for the editors to show it (they are filled in lazily)
        page.wait_for_function(
            "() => [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .cm-content')]"
            ".some(e => e.innerText.includes('PokerTable'))",
            timeout=120_000,
        )
        rec["code"] = page.locator(".jp-Notebook .jp-CodeCell .cm-content").all_inner_texts()
        page.locator(".jp-Notebook .jp-Cell").first.click()
        cells = page.locator(".jp-Notebook .jp-Cell").count()
        for _ in range(cells):
            page.keyboard.press("Shift+Enter")
        page.wait_for_selector(".jp-Notebook .lt-poker .lt-status", timeout=180_000)
        rec["status"] = page.inner_text(".jp-Notebook .lt-poker .lt-status")
        # a fresh seed: the player may be asked to straddle before the cards are dealt
        rec["hand"] = page.eval_on_selector_all(".lt-poker .lt-you .lt-card", "els => els.map(e => e.dataset.card)")
        rec["buttons"] = page.eval_on_selector_all(".lt-poker button.lt-act", "els => els.length")
        context.close()
        browser.close()
    return rec


def test_open_as_notebook_shows_the_code_and_runs_the_game(notebook):
    assert "notebook" in notebook["link_text"].lower()
    code = "\n".join(notebook["code"])
    assert "SEED = None" in code and "PokerTable(seed=SEED)" in code
    assert notebook["status"].startswith("Seed ")
    assert len(notebook["hand"]) in (0, 5) and notebook["buttons"] > 0


def test_notebook_fetches_nothing_from_other_hosts_and_logs_no_error(notebook):
    assert not foreign_hosts(notebook["requests"]), sorted(foreign_hosts(notebook["requests"]))
    assert not notebook["failed"], notebook["failed"]
    assert not notebook["errors"], notebook["errors"]
