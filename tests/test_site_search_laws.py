"""Search that finds the law (issue 18): each law is a search result of its own, titled with its
book and number ("Peel, Draw Poker, Rule 21"), landing on its anchor, ranked so that the law where
a word is defined or governs comes first, with an excerpt that reads as the text (no glossary
pop-up run into the words: "straddlefstraddle: To raise the ante...").  The terms of art behind
the ranking are the glossary's, from one data file.

The data tests read the built site; the browser tests run Sphinx's own search page (with the
edition's law search) in Chromium.
"""

from __future__ import annotations

import json
import re
import sys
from functools import lru_cache

import pytest
from built_site import ROOT, SITE, require_site

if str(ROOT / "source" / "_ext") not in sys.path:
    sys.path.insert(0, str(ROOT / "source" / "_ext"))


@lru_cache(maxsize=1)
def index() -> dict:
    require_site("_static/law-search.js")
    text = (SITE / "_static" / "law-search.js").read_text(encoding="utf-8")
    m = re.fullmatch(r"window\.LAW_SEARCH = (.*);\n", text, re.S)
    assert m, "law-search.js is not the data the search page reads"
    return json.loads(m.group(1))


@lru_cache(maxsize=1)
def laws_json() -> dict:
    require_site("laws.json")
    return json.loads((SITE / "laws.json").read_text(encoding="utf-8"))


# --- the data ---------------------------------------------------------------------------------------

def test_every_law_is_in_the_search_with_its_book_and_number_and_its_anchor():
    entries = {law[0]: law for law in index()["laws"]}
    assert set(entries) == {x["id"] for x in laws_json()["laws"]}
    assert entries["peel-poker:21"][1] == "Peel, Draw Poker, Rule 21"
    assert entries["foster-whist:71"][1] == "Foster, The Laws of Whist, law 71"
    assert entries["enquire-within:114"][1].endswith("\u00b6114")
    for x in laws_json()["laws"]:
        law_id, title, docname, anchor, text = entries[x["id"]]
        assert x["url"] == f"{docname}.html#{anchor}" and anchor.startswith("law-"), law_id
        assert text == x["text"], law_id  # the law's own words, not the page's markup
        assert title.endswith(x["label"].rsplit(", ", 1)[-1]), (law_id, title)


def test_the_search_page_alone_loads_the_laws():
    require_site("search.html")
    search = (SITE / "search.html").read_text(encoding="utf-8")
    assert "_static/law-search.js" in search and "_static/lawsearch.js" in search
    assert "law-search.js" not in (SITE / "peel" / "poker.html").read_text(encoding="utf-8")


def test_the_terms_behind_the_ranking_are_the_glossarys_one_list():
    import glossary_terms
    from lawdomain import terms

    terms_index = {t[0]: t for t in index()["terms"]}
    # straddle: defined by Peel's Rule 21; revoke: by Foster's law 71 (the glossary's basis, in order)
    assert terms_index["straddle"][2][0] == "peel-poker:21"
    assert terms_index["revoke"][2][0] == "foster-whist:71"
    assert terms_index["jackpot"][2] == terms_index["jack-pot"][2]
    # one list: the law domain keeps none of its own, and the glossary's forms are the index's forms
    assert terms.TERMS == {}
    for rec in glossary_terms.TERMS:
        spec = glossary_terms.index_terms()[glossary_terms.headword(rec["term"])]
        assert spec["forms"] == list(rec["forms"]), rec["slug"]
        assert terms_index[glossary_terms.headword(rec["term"])][1] == list(rec["forms"])
    assert glossary_terms.index_terms()["ante"]["forms"] == ["antes?"]  # the index's plural, the glossary's term
    # no Python module of the extensions carries a list of terms any more
    for path in (ROOT / "source" / "_ext").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"straddl\(|\"straddle\": \(", text), path


# --- in the browser ----------------------------------------------------------------------------------

QUERIES = ("straddle", "revoke", "jackpot", "flush")


@pytest.fixture(scope="module")
def results():
    from playwright.sync_api import sync_playwright

    from test_browser_env import Server, launch, site_dir

    out = {}
    with Server(site_dir()) as server, sync_playwright() as p:
        browser = launch(p)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        for query in QUERIES:
            page.goto(server.base + f"search.html?q={query}", wait_until="load")
            page.wait_for_function(
                "() => { const s = document.querySelector('#search-results p.search-summary');"
                " return s !== null && s.innerText.trim().length > 0; }", timeout=60_000)
            # the excerpts of the first results (fetched one by one; a code object has a description)
            page.wait_for_function(
                "() => [...document.querySelectorAll('#search-results li')].slice(0, 6)"
                ".every(li => li.querySelector('p.context') || li.querySelector(':scope > span'))", timeout=60_000)
            out[query] = page.eval_on_selector_all(
                "#search-results li",
                "els => els.map(li => ({title: li.querySelector('a').textContent,"
                " href: li.querySelector('a').getAttribute('href'),"
                " context: (li.querySelector('p.context') || {}).textContent || ''}))")
        # a result lands on the law itself
        page.goto(server.base + "search.html?q=straddle", wait_until="load")
        page.wait_for_selector("#search-results li a")
        page.click("#search-results li:first-child a")
        page.wait_for_load_state("load")
        out["landed"] = (page.url, page.evaluate(
            "() => { const el = document.getElementById(location.hash.slice(1));"
            " if (!el) return null; const r = el.getBoundingClientRect();"
            " return {law: el.dataset.law, top: r.top}; }"))
        out["errors"] = errors
        browser.close()
    return out




@pytest.mark.browser
def test_straddle_finds_peels_rule_21_first(results):
    first = results["straddle"][0]
    assert first["title"] == "Peel, Draw Poker, Rule 21" and first["href"] == "peel/poker.html#law-peel-poker-21"
    # Peel's straddle laws (21, 22, 24: the glossary's basis) lead, before any page
    assert [r["href"].rsplit("-", 1)[-1] for r in results["straddle"][:3]] == ["21", "22", "24"]


@pytest.mark.browser
def test_revoke_finds_fosters_law_71_first(results):
    hrefs = [r["href"] for r in results["revoke"]]
    assert hrefs[0] == "foster/whist-laws.html#law-foster-whist-71", hrefs[:5]
    assert results["revoke"][0]["title"] == "Foster, The Laws of Whist, law 71"


@pytest.mark.browser
@pytest.mark.parametrize("query", QUERIES)
def test_each_law_is_its_own_result_with_its_book_and_number(results, query):
    laws = [r for r in results[query] if "#law-" in r["href"]]
    assert laws, query
    titles = [r["title"] for r in laws]
    assert len(titles) == len(set(titles)), titles  # no page title repeated for each of its laws
    for r in laws:
        assert re.fullmatch(r"[A-Z][\w ]*, [^,].*, .*\S", r["title"]), r["title"]
        assert not r["title"].startswith(("Whist:", "Draw Poker:")), r["title"]


@pytest.mark.browser
@pytest.mark.parametrize("query", QUERIES)
def test_excerpts_read_as_the_text(results, query):
    for r in results[query][:6]:
        if r["href"].startswith("api.html"):
            continue  # a code object: its description, no excerpt
        context = r["context"]
        assert context, r
        # no glossary pop-up in the words ("straddlefstraddle: To raise the ante")
        assert not re.search(r"[a-z][a-z]?\w*: To ", context), context
        assert "straddlef" not in context and "revokea" not in context, context
        assert not re.search(r"\b(\w{4,})[a-z]\1:", context), context
        if "#law-" in r["href"]:  # a law's excerpt is its own text
            assert "Cite" not in context and "Implemented" not in context, context


@pytest.mark.browser
def test_a_law_result_lands_on_the_law(results):
    url, target = results["landed"]
    assert url.endswith("peel/poker.html#law-peel-poker-21")
    assert target and target["law"] == "peel-poker:21" and 0 <= target["top"] < 400


@pytest.mark.browser
def test_the_search_page_raises_no_error(results):
    assert results["errors"] == []
