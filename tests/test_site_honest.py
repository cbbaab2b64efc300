"""Honest and readable law pages (issue 9): the home page's progress comes from the statuses;
paragraphs that lay down no rule say so, with a reason; a key to the status lines; emendations
that lead to their own entry and open by tap; "N more tests" leads to the law's own row; and the
small fixes (a doubled title, an id that did not exist, a doubled code name, two "Pending" lines
in a row, a date given two ways).

Reads the built site (``make html``); skipped when it is not built, except under ``make test``/CI.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from html import unescape
from pathlib import Path

from built_site import ROOT, SITE, require_site

from games.commentary import NO_RULE
from games.laws import BOOKS, CODES


@lru_cache(maxsize=1)
def data() -> dict:
    require_site("laws.json")
    return json.loads((SITE / "laws.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def html(path: str) -> str:
    return (SITE / path).read_text(encoding="utf-8")


def laws() -> dict[str, dict]:
    return {x["id"]: x for x in data()["laws"]}


def test_paragraphs_that_lay_down_no_rule_say_so_with_their_reason():
    for law_id, reason in NO_RULE.items():
        entry = laws()[law_id]
        assert entry["status"] == "not-executable" and entry["reason"] == reason, law_id
        page = html(entry["url"].partition("#")[0])
        block = page[page.index(f'id="{entry["url"].partition("#")[2]}"'):]
        status = re.search(r'<p class="apparatus law-status law-status-([a-z-]+)">(.*?)</p>', block, re.S)
        assert status.group(1) == "not-executable" and unescape(reason) in unescape(status.group(2)), law_id
    # the reprint notice and Peel's history of Vingt-un, named in the issue
    assert "hoffmann-whist:p2" in NO_RULE and laws()["peel-vingt-un:p1"]["status"] == "not-executable"
    assert "(Reprinted, by permission" in laws()["hoffmann-whist:p2"]["text"]


def test_the_home_page_progress_is_the_statuses_of_the_laws():
    page = html("index.html")
    table = page[page.index('class="law-progress'):]
    table = table[: table.index("</table>")]
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", table, re.S)[1:]  # the header row aside
    cells = [[re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", r, re.S)] for r in rows]
    games: dict[str, list[str]] = {}
    for code in CODES.values():
        games.setdefault(code.game, []).append(code.id)
    assert [c[0] for c in cells] == list(games) + ["The edition"]
    for row in cells:
        codes = games.get(row[0], list(CODES))
        mine = [x for x in data()["laws"] if x["code"] in codes]
        counts = [len(mine)] + [sum(x["status"] == s for x in mine) for s in ("implemented", "not-executable",
                                                                             "pending")]
        assert [int(n) for n in row[2:6]] == counts, row
    assert "Of the %d laws" % len(data()["laws"]) in page


def test_every_page_of_laws_has_a_key_to_the_status_lines():
    for path in {x["url"].partition("#")[0] for x in data()["laws"]}:
        page = html(path)
        assert page.count('class="apparatus law-key"') == 1, path
        assert page.index('class="apparatus law-key"') < page.index('<div class="law"'), path


def test_an_emendation_opens_by_tap_and_leads_to_its_own_entry():
    editorial = html("editorial.html")
    seen = 0
    for entry in data()["laws"]:
        for em in entry["emendations"]:
            path, _, anchor = em["url"].partition("#")
            page = html(path)
            mark = re.search(rf'<sup class="apparatus emend-mark" id="{anchor}"><a [^>]*href="([^"]+)"', page)
            assert mark, anchor
            target = mark.group(1)
            assert target.endswith(f"editorial.html#entry-{anchor}"), target
            assert f'id="entry-{anchor}"' in editorial, anchor
            seen += 1
    assert seen >= 7
    peel = html("peel/poker.html")
    assert re.search(r'<span class="emendation" data-original="pads" [^>]*tabindex="0"', peel)


def test_more_tests_lead_to_the_laws_own_row():
    found = 0
    for entry in data()["laws"]:
        path = entry["url"].partition("#")[0]
        for m in re.finditer(r'<a class="law-test-more reference internal" href="([^"]+)"', html(path)):
            target, _, row = m.group(1).partition("#")
            coverage = (SITE / path).parent / target
            assert row.startswith("row-law-") and f'id="{row}"' in coverage.resolve().read_text(encoding="utf-8")
            found += 1
    assert found


def test_parent_status_line_comes_before_its_clauses():
    page = html("enquire-within/other-games.html")
    parent = page.index('id="law-enquire-within-119"')
    clause = page.index('id="law-enquire-within-119-i"')
    statuses = [m.start() for m in re.finditer(r'class="apparatus law-status ', page)]
    assert any(parent < s < clause for s in statuses)  # 119's line, under its heading
    between = page[parent:clause]
    assert "Pending" not in between  # 119 is a heading (not executable); one "Pending", 119 (i)'s


def test_the_home_page_title_is_not_doubled():
    title = re.search(r"<title>(.*?)</title>", html("index.html")).group(1)
    assert unescape(title) == "The Laws of the Table"


def test_the_law_ids_development_md_gives_exist():
    text = (ROOT / "source" / "development.md").read_text(encoding="utf-8")
    ids = set(re.findall(r"`([a-z-]+:[0-9a-z.-]+)`", text))
    assert "foster-whist:dummy.ii" in ids
    missing = sorted(i for i in ids if i.split(":")[0] in CODES and i not in laws())
    assert not missing, missing


def test_foster_introduction_names_each_code_once():
    text = re.sub(r"<[^>]+>", "", html("foster/index.html"))
    assert "Hoffmann, law 42 in Hoffmann" not in text and "law 42 in Hoffmann" in text


def test_the_poker_notebook_dates_peel_as_the_site_does():
    nb = json.loads((ROOT / "source" / "_lite" / "notebooks" / "poker.ipynb").read_text(encoding="utf-8"))
    text = "".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    years = set(re.findall(r"Round Games with Cards\*?, (\d{4}(?:/\d{4})?)", text))
    assert years == {BOOKS["peel"].date}, years
    assert BOOKS["peel"].date in html("index.html")
