""""Open as notebook": the Play panel's link opens the same game as a JupyterLite notebook
whose code is visible and runs (headless Chromium, against the built site).

The plain link (what a reader without JavaScript follows) opens the notebook as shipped;
from a panel, the page stores a copy whose first cell carries the panel's seed, rule set and
readings, and the notebook deals the panel's own game (the same status line, the same cards).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from test_browser_env import Server, foreign_hosts, launch, lite_frame, press_play_button, site_dir

pytestmark = [pytest.mark.browser]

READY_MS = 180_000
SEED = 2024  # Foster's rules with this seed deal the player five cards at once (the reader cut the seat of the elder hand)
VINGT_UN_SEED = 77
VINGT_UN_BOOK = "hoffmann"  # the panel's "Rule set" (?rules=): the book whose code is played


def _lite_frame(page):
    return lite_frame(page)


def _run_every_cell(page, ready: str) -> None:
    """Run every cell as a reader does (the first cell clicked, then Shift+Enter for each) and wait for
    the game (``ready``).  On a busy machine a key press can reach the page before the notebook takes it
    (CI lost one once): then every cell is run by the app's own command, as the Run menu does."""
    page.locator(".jp-Notebook .jp-Cell").first.click()
    for _ in range(page.locator(".jp-Notebook .jp-Cell").count()):
        page.keyboard.press("Shift+Enter")
    try:
        page.wait_for_selector(f".jp-Notebook {ready}", timeout=90_000)
    except PlaywrightTimeout:
        page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.wait_for_selector(f".jp-Notebook {ready}", timeout=READY_MS)


def _run_notebook(page, marker: str, ready: str) -> dict:
    """Wait for a notebook's code (the editors show ``marker``), run every cell, wait for the
    game (``ready``); its code, status line and the player's cards."""
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=READY_MS)
    page.wait_for_function(
        "(m) => [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .cm-content')].some(e => e.innerText.includes(m))",
        arg=marker, timeout=120_000,
    )
    code = page.locator(".jp-Notebook .jp-CodeCell .cm-content").all_inner_texts()
    _run_every_cell(page, ready)
    return {
        "code": code,
        "status": page.inner_text(f".jp-Notebook {ready}"),
        "hand": page.eval_on_selector_all(".jp-Notebook .lt-you .lt-card", "els => els.map(e => e.dataset.card)"),
        "card_sizes": _card_sizes(page, ".jp-Notebook "),
    }


def _card_sizes(frame, within: str = "") -> list:
    """The drawn size (width, height in CSS pixels) of each card face of the player's hand."""
    return frame.eval_on_selector_all(
        f"{within}.lt-you .lt-card svg",
        "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.width, r.height]; })")


def _panel_game(page, game: str, ready: str) -> dict:
    """Press Play on the panel and read its game's status line and the player's cards."""
    press_play_button(page, game)
    page.wait_for_selector(f"section[data-game={game}].lt-play-ready, section.lt-play-error", timeout=READY_MS)
    frame = _lite_frame(page)
    return {
        "status": frame.inner_text(ready),
        "hand": frame.eval_on_selector_all(".lt-you .lt-card", "els => els.map(e => e.dataset.card)"),
        "card_sizes": _card_sizes(frame),
    }


def _open_from_panel(context, page, game: str):
    """Click the panel's "Open as notebook" (a plain click: a new tab) and return the new page."""
    with context.expect_page(timeout=30_000) as new:
        page.click(f"section[data-game={game}] a.lt-play-notebook")
    nb = new.value
    nb.wait_for_url(re.compile(r"/lite/notebooks/"), timeout=30_000)
    return nb


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
            ".some(e => e.innerText.includes('PokerPanel'))",
            timeout=120_000,
        )
        rec["code"] = page.locator(".jp-Notebook .jp-CodeCell .cm-content").all_inner_texts()
        _run_every_cell(page, ".lt-poker .lt-status")
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
    assert "SEED = None" in code and 'RULE_SET = "peel"' in code and "READINGS = {}" in code
    assert "PokerPanel(seed=SEED, rules=rules_for(RULE_SET, READINGS))" in code
    assert notebook["status"].startswith("Seed ")
    assert len(notebook["hand"]) in (0, 5) and notebook["buttons"] > 0


def test_notebook_fetches_nothing_from_other_hosts_and_logs_no_error(notebook):
    assert not foreign_hosts(notebook["requests"]), sorted(foreign_hosts(notebook["requests"]))
    assert not notebook["failed"], notebook["failed"]
    assert not notebook["errors"], notebook["errors"]


#: In the page: change the last cell of a stored notebook (as a reader's edit saved by
#: JupyterLite would) and return the record's fields other than its content.
_EDIT_STORED_COPY = """async (path) => {
  const open = () => new Promise((ok, ko) => { const r = indexedDB.open('JupyterLite Storage - /lite/');
    r.onsuccess = () => ok(r.result); r.onerror = () => ko(r.error); });
  const db = await open();
  const tx = db.transaction('files', 'readwrite'), files = tx.objectStore('files');
  const rec = await new Promise((ok) => { const r = files.get(path); r.onsuccess = () => ok(r.result); });
  const cells = rec.content.cells;
  cells[cells.length - 1].source = 'print("my own line")';
  files.put(rec, path);
  await new Promise((ok) => { tx.oncomplete = ok; });
  db.close();
  const {content, ...fields} = rec;
  return fields;
}"""


@pytest.fixture(scope="module")
def from_panel():
    """The Poker panel with a seed, Foster's rules and a reading in the address; then the
    Vingt-un panel with a seed and Hoffmann's book; each game opened as a notebook from its panel."""
    from playwright.sync_api import sync_playwright

    rec: dict = {"requests": [], "errors": []}

    def watch(page):
        page.on("console", lambda m: m.type == "error" and rec["errors"].append(f"{m.text} @ {page.url}"))
        page.on("pageerror", lambda e: rec["errors"].append(str(e)))

    with Server(site_dir()) as server, sync_playwright() as p:
        browser = launch(p)
        context = browser.new_context()
        context.on("request", lambda r: rec["requests"].append(r.url))
        context.on("page", watch)  # the notebook's tab too, from its first moment
        page = context.new_page()
        page.goto(server.base + f"play/poker.html?seed={SEED}&rules=foster&short_stake=refuse", wait_until="load")
        rec["panel"] = _panel_game(page, "poker", ".lt-poker .lt-status")
        nb = _open_from_panel(context, page, "poker")
        rec["url"] = nb.url
        rec["notebook"] = _run_notebook(nb, "PokerPanel", ".lt-poker .lt-status")
        nb.close()
        # the same panel again: the same stored copy opens (no second copy)
        again = _open_from_panel(context, page, "poker")
        rec["url_again"] = again.url
        again.close()
        # a copy the reader has changed is kept: the next one gets a name of its own
        rec["stored"] = page.evaluate(_EDIT_STORED_COPY, f"poker-seed-{SEED}-foster-short_stake-refuse.ipynb")
        edited = _open_from_panel(context, page, "poker")
        rec["url_edited"] = edited.url
        edited.close()
        page.goto(server.base + f"play/vingt-un.html?seed={VINGT_UN_SEED}&rules={VINGT_UN_BOOK}", wait_until="load")
        rec["vingt_un_choice"] = page.eval_on_selector("section[data-game=vingt_un] select[data-param=rules]", "s => s.value")
        rec["vingt_un_panel"] = _panel_game(page, "vingt_un", ".lt-vingt-un .lt-status")
        nb = _open_from_panel(context, page, "vingt_un")
        rec["vingt_un_url"] = nb.url
        rec["vingt_un"] = _run_notebook(nb, "VingtUnPanel", ".lt-vingt-un .lt-status")
        context.close()

        # if the copy cannot be made (here: the notebook's file does not load), the link
        # opens the plain notebook
        broken = browser.new_context()
        broken.route("**/lite/files/poker.ipynb", lambda route: route.abort())
        page = broken.new_page()
        page.goto(server.base + f"play/poker.html?seed={SEED}", wait_until="load")
        rec["fallback_url"] = _open_from_panel(broken, page, "poker").url
        broken.close()
        browser.close()
    return rec


def test_the_notebook_opened_from_a_seeded_panel_says_its_seed_and_rules(from_panel):
    code = from_panel["notebook"]["code"][0]
    assert f"SEED = {SEED}" in code, code
    assert 'RULE_SET = "foster"' in code and 'READINGS = {"short_stake": "refuse"}' in code, code
    # where the values came from, in a comment of the cell
    assert f"# Opened from the Play panel of play/poker.html?seed={SEED}&rules=foster&short_stake=refuse" in code, code
    assert f"?seed={SEED} in the page's address" in code
    assert f"path=poker-seed-{SEED}-foster-short_stake-refuse.ipynb" in from_panel["url"]


def test_the_notebook_deals_the_panels_game(from_panel):
    panel, notebook = from_panel["panel"], from_panel["notebook"]
    assert panel["status"].startswith(f"Seed {SEED}; under Foster's rules (Peel, Rule 54 read as refuse)"), panel["status"]
    assert notebook["status"] == panel["status"]
    assert len(panel["hand"]) == 5 and notebook["hand"] == panel["hand"]


def test_opening_it_again_opens_the_same_copy(from_panel):
    assert from_panel["url_again"] == from_panel["url"]


def test_the_copy_is_stored_as_jupyterlite_stores_a_notebook(from_panel):
    stored = from_panel["stored"]
    name = f"poker-seed-{SEED}-foster-short_stake-refuse.ipynb"
    assert {k: stored[k] for k in ("name", "path", "type", "format", "mimetype", "writable")} == {
        "name": name, "path": name, "type": "notebook", "format": "json",
        "mimetype": "application/x-ipynb+json", "writable": True,
    }
    assert stored["size"] > 1000 and stored["created"] <= stored["last_modified"]


def test_a_copy_the_reader_changed_is_kept(from_panel):
    assert from_panel["url_edited"].endswith(f"path=poker-seed-{SEED}-foster-short_stake-refuse-2.ipynb"), from_panel["url_edited"]


def test_vingt_un_notebook_deals_the_panels_game(from_panel):
    from games.widgets.vingt_un import BOOKS

    code = from_panel["vingt_un"]["code"][0]
    assert f"SEED = {VINGT_UN_SEED}" in code and f'RULE_SET = "{VINGT_UN_BOOK}"' in code, code
    said = " ".join(line.lstrip("# ") for line in code.splitlines() if line.startswith("#"))
    assert "RULE_SET is the rule set chosen in the panel" in said, said
    assert f"path=vingt-un-seed-77-{VINGT_UN_BOOK}.ipynb" in from_panel["vingt_un_url"]
    # ?rules=hoffmann chose the panel's book, and the panel's game is played under Hoffmann's code
    assert from_panel["vingt_un_choice"] == VINGT_UN_BOOK
    panel = from_panel["vingt_un_panel"]
    assert panel["status"].startswith(f"Seed {VINGT_UN_SEED}; {BOOKS[VINGT_UN_BOOK][0]}; "), panel["status"]
    assert from_panel["vingt_un"]["status"] == panel["status"]
    assert panel["hand"] and from_panel["vingt_un"]["hand"] == panel["hand"]


def test_vingt_un_cards_are_drawn_at_a_cards_size_in_the_panel_and_the_notebook(from_panel):
    # the shared five-card grid once squeezed a Vingt-un hand to marks a few pixels wide
    for where in (from_panel["vingt_un_panel"], from_panel["vingt_un"]):
        sizes = where["card_sizes"]
        assert sizes and all(w > 30 and h > 1.2 * w for w, h in sizes), sizes
    assert from_panel["vingt_un"]["card_sizes"] == from_panel["vingt_un_panel"]["card_sizes"]


def test_without_a_copy_the_link_opens_the_plain_notebook(from_panel):
    assert from_panel["fallback_url"].endswith("/lite/notebooks/index.html?path=poker.ipynb"), from_panel["fallback_url"]


def test_opening_from_the_panel_fetches_nothing_elsewhere_and_logs_no_error(from_panel):
    assert not foreign_hosts(from_panel["requests"]), sorted(foreign_hosts(from_panel["requests"]))
    assert not from_panel["errors"], from_panel["errors"]
