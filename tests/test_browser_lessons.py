"""The lessons notebook in JupyterLite (headless Chromium, against the built site): it opens from
the lessons' link, its cells run in the browser's Python, and the checker answers."""

from __future__ import annotations

import re

import pytest

from test_browser_env import Server, foreign_hosts, launch, site_dir

pytestmark = [pytest.mark.browser]


@pytest.fixture(scope="module")
def run():
    from playwright.sync_api import sync_playwright

    rec: dict = {"requests": [], "errors": []}
    with Server(site_dir()) as server, sync_playwright() as p:
        browser = launch(p)
        context = browser.new_context()
        context.on("request", lambda r: rec["requests"].append(r.url))
        page = context.new_page()
        page.on("pageerror", lambda e: rec["errors"].append(str(e)))
        page.goto(server.base + "lessons/index.html", wait_until="load")
        href = page.locator("a", has_text="open the lessons notebook").first.evaluate("a => a.href")
        rec["href"] = href
        page.goto(href, wait_until="load")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=180_000)
        # the notebook opens on its answer form, run by itself (no key pressed), its code folded
        page.wait_for_selector(".jp-Notebook .widget-dropdown select", timeout=240_000)
        rec["form_by_itself"] = page.evaluate("""() => {
          const cell = document.querySelector('.jp-Notebook .widget-dropdown select').closest('.jp-CodeCell');
          const code = cell.querySelector('.jp-InputArea .cm-content');
          const cells = [...document.querySelectorAll('.jp-Notebook .jp-Cell')];
          return {index: cells.indexOf(cell), codeShown: !!(code && code.offsetParent && code.innerText.includes('ipywidgets')),
                  top: cell.getBoundingClientRect().top, height: window.innerHeight};
        }""")
        page.wait_for_function(
            "() => [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .cm-content')]"
            ".some(e => e.innerText.includes('check('))", timeout=120_000)
        page.locator(".jp-Notebook .jp-Cell").first.click()
        for _ in range(page.locator(".jp-Notebook .jp-Cell").count()):
            page.keyboard.press("Shift+Enter")
        page.wait_for_function(
            "() => document.querySelector('.jp-Notebook').innerText.includes('is the exact answer')",
            timeout=240_000)
        # then run the cells one by one, each once the one before has answered (a key pressed while a
        # cell is still running can be lost), until the form is on the screen
        for _ in range(3 * page.locator(".jp-Notebook .jp-Cell").count()):
            if page.locator(".jp-Notebook .widget-dropdown select").count():
                break
            page.wait_for_function("() => !document.querySelector('.jp-Notebook .jp-InputPrompt')"
                                   "?.closest('.jp-Notebook').innerText.includes('[*]')", timeout=120_000)
            page.keyboard.press("Shift+Enter")
        page.wait_for_selector(".jp-Notebook .widget-dropdown select", timeout=120_000)
        rec["text"] = page.inner_text(".jp-Notebook")
        rec["options"] = page.locator(".jp-Notebook .widget-dropdown select option").all_inner_texts()
        # the form checks an answer
        page.select_option(".jp-Notebook .widget-dropdown select", label="Probability with Vingt-un, exercise 1")
        page.fill(".jp-Notebook .widget-text input", "4")
        page.click(".jp-Notebook button:has-text('Check')")
        page.wait_for_function(
            "() => document.querySelector('.jp-Notebook').innerText.includes('You counted only the tens')",
            timeout=60_000)
        rec["form"] = True
        context.close()
        # a reader whose system is dark gets the notebook dark, as the site's pages
        dark = browser.new_context(color_scheme="dark")
        page = dark.new_page()
        page.goto(href, wait_until="load")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=180_000)
        page.wait_for_function("() => document.body.dataset.jpThemeLight !== undefined", timeout=60_000)
        rec["dark_theme_light"] = page.evaluate("() => document.body.dataset.jpThemeLight")
        dark.close()
        browser.close()
    return rec


def test_lessons_notebook_checks_answers_in_the_browser(run):
    assert "path=lessons.ipynb" in run["href"]
    text = run["text"]
    assert "You counted ordered pairs" in text  # the mistake message for 16/663
    assert "32/663" in text and "is the exact answer" in text
    assert "simulated:" in text
    assert run["form"]


def test_lessons_notebook_opens_on_its_answer_form_with_the_code_folded(run):
    form = run["form_by_itself"]
    assert form["index"] == 1, form            # the second cell, under the notebook's title and how to answer
    assert not form["codeShown"], form         # its code folded
    assert form["top"] < form["height"], form  # on the first screen
    # each exercise named by its lesson and number, not by the checker's id
    options = [o.replace("\xa0", " ") for o in run["options"]]   # (ipywidgets writes its spaces as no-break spaces)
    assert options[0] == "Probability with Vingt-un, exercise 1", options[:3]
    assert not any(re.fullmatch(r"[a-z]+(-[a-z]+)+", o) for o in options), options


def test_lessons_notebook_follows_a_dark_system(run):
    assert run["dark_theme_light"] == "false", run["dark_theme_light"]


def test_lessons_notebook_stays_on_this_host(run):
    assert not foreign_hosts(run["requests"]), sorted(foreign_hosts(run["requests"]))
    assert not run["errors"], run["errors"]
