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


# --- issue 18: pages that say what is true today, in plain words ----------------------------------

def _text(page: str) -> str:
    """A page's article as a reader reads it (tags out, entities decoded, spaces collapsed)."""
    article = page[page.index('<article'):page.index('</article>')] if "<article" in page else page
    article = re.sub(r"<(script|style)\b.*?</\1>", " ", article, flags=re.S)
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", article)))


def _totals() -> dict[str, int]:
    out = {"implemented": 0, "not-executable": 0, "pending": 0}
    for x in data()["laws"]:
        out[x["status"]] += 1
    return out


def test_the_tagline_says_what_is_true_today_from_the_same_counts_as_the_table():
    page = html("index.html")
    tagline = re.search(r'<p class="edition-standing edition-standing-tagline"><em>(.*?)</em></p>', page, re.S)
    assert tagline, "the home page's tagline is not the generated one"
    words = unescape(tagline.group(1))
    t = _totals()
    total = sum(t.values())
    assert f"{total:,} laws and paragraphs" in words
    assert f"{t['implemented']:,} are executable and tested" in words or t["pending"] == 0
    if t["pending"]:
        assert f"{t['pending']:,} are pending" in words
        assert "every numbered law is executable" not in _text(page)
    assert f"{t['not-executable']:,} lay down no rule" in words
    # the progress table beneath says the same
    summary = re.search(r'<p class="law-progress-summary">(.*?)</p>', page, re.S).group(1)
    assert f"Of the {total} laws" in summary and f"{t['pending']} are pending" in summary


def test_the_introduction_names_the_games_that_do_not_run_yet():
    page = html("index.html")
    games = re.search(r'<p class="edition-standing edition-standing-games">(.*?)</p>', page, re.S)
    assert games
    words = unescape(re.sub(r"<[^>]+>", "", games.group(1)))
    by_game: dict[str, dict[str, int]] = {}
    for x in data()["laws"]:
        game = CODES[x["code"]].game
        by_game.setdefault(game, {"implemented": 0, "pending": 0, "not-executable": 0})[x["status"]] += 1
    not_running = [g for g, c in by_game.items() if not c["implemented"] and c["pending"]]
    if not_running:
        tail = words[words.index("do not run yet"):] if "do not run yet" in words else ""
        assert tail and all(g in words[:words.index("do not run yet")] for g in not_running), words
    else:  # every game runs (some perhaps in part): the page names none as not running
        assert "do not run yet" not in words, words
    running = [g for g, c in by_game.items() if c["implemented"] and not c["pending"]]
    assert all(g in words for g in running)
    # and the home page no longer says that the code implements every code of every book
    assert "implements each as its own rule set" not in _text(page)


def test_lessons_say_which_answers_the_code_computed_and_which_are_readings():
    from games.lessons import all_lessons

    key = _text(html("lessons/key.html"))
    revoke = _text(html("lessons/revoke.html"))
    probability = _text(html("lessons/vingt-un-probability.html"))
    from games.laws import discover

    implemented, _ = discover()
    whist_runs = any(i.startswith(("foster-whist:", "hoffmann-whist:")) for i in implemented)
    if whist_runs:  # the revoke lesson's laws are carried out: its answers are the code's
        assert "How the answer is known: computed by the edition's code" in revoke
        assert "a reading of the text" not in revoke
    else:
        assert "a reading of the text. The code does not run Whist yet" in revoke
        assert "computed by the edition's code" not in revoke
    assert "How the answer is known: computed by the edition's code" in probability
    assert "a reading of the text" not in probability
    n = sum(len(le.exercises) for le in all_lessons())
    assert key.count("How the answer is known:") == n
    assert "Every answer, every recognised mistake and every simulation on this page is computed" not in key
    index = _text(html("lessons/index.html"))
    assert re.search(rf"Of the {n} exercises, \d+ have answers computed exactly by the edition's code", index)
    assert ("Whist, which the code does not run yet" in index) is not whist_runs
    assert "whose answers the edition's code has computed exactly" not in index


def test_the_status_line_under_a_law_is_short_and_its_objects_are_folded():
    page = html("peel/poker.html")
    block = page[page.index('id="law-peel-poker-25"'):]
    block = block[: block.index('<div class="law"', 10)]
    line = re.search(r'<p class="apparatus law-status law-status-implemented">(.*?)</p>', block, re.S).group(1)
    words = unescape(re.sub(r"<[^>]+>", "", line))
    assert words.startswith("Implemented and tested") and len(words) < 60, words
    assert "test_" not in words and "." not in words.replace("\u00b7", "")  # no dotted names, no test names
    assert 'href="../coverage/peel-poker.html#row-law-peel-poker-25"' in line
    fold = re.search(r'<details class="apparatus law-objects"[^>]*><summary>(.*?)</summary>(.*?)</details>',
                     block, re.S)
    assert fold and re.fullmatch(r"The code \(\d+ objects?\) and the tests \(\d+\)", fold.group(1))
    assert "law-code-api" in fold.group(2) and "law-test" in fold.group(2)


def test_the_glossary_cites_no_python_file():
    text = _text(html("glossary.html"))
    assert not re.search(r"\b[\w/]+\.py\b", text), re.search(r"\b[\w/]+\.py\b", text).group(0)


def test_the_claims_page_speaks_to_readers():
    from games.laws import law_label

    page = html("claims.html")
    text = _text(page)
    # no functions, modules or make targets in the reader's text
    assert "make bench" not in text
    assert not re.search(r"games\.\w+\.\w+", text), re.search(r"games\.\w+\.\w+", text).group(0)
    # laws cited by the site's labels, never by raw ids
    assert not re.search(r"\((?:peel|hoffmann|foster|enquire)[\w-]*:[\w.]+\)", text)
    claims = json.loads((SITE / "claims.json").read_text(encoding="utf-8"))["claims"]
    tight = re.sub(r"\(\s+", "(", re.sub(r"\s+\)", ")", text))
    for c in claims:
        assert f"({law_label(c['law'])})" in tight, c["id"]
    # a long fraction reads "about 3.6 %", the exact fraction one click away
    skill = next(c for c in claims if c["id"] == "peel-p2-skill")
    assert skill["value"] == "67085996322196853/1870208971059429000"
    exact = re.search(r'<details class="claim-exact"><summary>([^<]*)</summary>exactly <code class="claim-fraction">'
                      + re.escape(skill["value"]) + "</code></details>", page)
    assert exact and unescape(exact.group(1)) == "about 3.6\u00a0%"
    long_values = [c for c in claims if "/" in c["value"] and int(c["value"].split("/")[1]) > 1000]
    assert page.count('<details class="claim-exact">') >= len({c["value"] for c in long_values}) > 10


def test_rule_where_the_book_says_rule():
    cite = _text(html("cite.html"))
    assert "Peel's law 25" not in cite and "Peel, Rule 25" in cite and "his Rule 16 refers" in cite
    teachers = _text(html("play/teachers.html"))
    assert "Peel's law 2" not in teachers and "Peel, Rule 2" in teachers
    referee = _text(html("play/referee.html"))
    assert "Peel's laws" not in referee
    for page in ("peel/poker.html", "census/maxims.html", "census/poker.html", "compare/poker.html",
                 "lessons/claims.html", "lessons/index.html"):
        text = _text(html(page))
        # the editors' words about Peel's Rules (his own text keeps "this law")
        for m in re.finditer(r"(?:Peel's |footnote to |footnotes \(to |under |of |in )laws? \d+", text):
            raise AssertionError(f"{page}: {m.group(0)!r}")
    # the editors' account of Peel's text (its emendations, footnotes, page turns) calls his Rules Rules
    peel = _text(html("peel/index.html"))
    assert not re.search(r"\b[Ll]aws? \d+", peel), re.findall(r".{30}\b[Ll]aws? \d+", peel)[:3]
    assert "Rule 47, \u201cshall forfeit his state\u201d" in peel or 'Rule 47, "shall forfeit his state"' in peel


# --- issue 18: pages computed by games code cannot go stale ------------------------------------------

def _ext():
    import sys

    ext = str(ROOT / "source" / "_ext")
    if ext not in sys.path:
        sys.path.insert(0, ext)


def test_one_rule_decides_when_a_computed_page_is_rebuilt():
    """Every page computed by games code depends on every module of games that its code imports,
    found by one function; no extension keeps a hand-written list of modules."""
    _ext()
    import claims
    import gamestables
    import teaching

    games = ROOT / "games"
    same_deal = {str(p) for p in map(Path, gamestables.code_files(("games.vingt_un.compare",)))}
    for name in ("referee.py", "game_laws.py", "game_view.py", "game.py", "rules.py", "compare.py"):
        assert str(games / "vingt_un" / name) in same_deal, name  # the same deal under four codes
    ledger = set(claims._paths())
    for name in ("odds.py", "odds_dealer.py", "odds_punter.py", "odds_tables.py", "rules.py"):
        assert str(games / "vingt_un" / name) in ledger, name  # the claims ledger
    lessons = set(gamestables.code_files(teaching._LESSON_SOURCES))
    for name in ("core.py", "odds.py", "catalogue.py"):
        assert str(games / "lessons" / name) in lessons, name
    # the digest changes with the code: a page is computed again when any of its files changes
    assert gamestables.digest(sorted(same_deal)) != gamestables.digest(sorted(same_deal)[:-1])
    for ext in ("claims.py", "teaching.py", "vingtuncompare.py"):
        text = (ROOT / "source" / "_ext" / ext).read_text(encoding="utf-8")
        assert "code_files" in text or "note_code" in text or "tables_for" in text, ext
        assert not re.search(r'"games/[\w/]+\.py"|"games\.vingt_un\.odds_\w+"|for mod in \(', text), ext


def test_the_same_deal_page_uses_the_compare_modules_tables():
    _ext()
    import gamestables

    page = html("play/vingt-un-four-codes.html")
    tables = gamestables.compute("games.vingt_un.compare:same_deal_tables", (182, 4))
    for table in tables:
        assert unescape(table["caption"]) in unescape(page), table["caption"]
    assert "Where the codes part:" in page
    # each settlement line links to the paragraph that decided it
    assert page.count('class="reference internal"') >= sum(len(t["rows"]) for t in tables[1:])
    text = (ROOT / "source" / "_ext" / "vingtuncompare.py").read_text(encoding="utf-8")
    assert "same_deal_tables" in text and "| receives | amount |" not in text


def test_law_labels_come_from_games_laws():
    _ext()
    from games.laws import law_label
    from lawdomain.util import get_ids  # noqa: F401  (the domain's labels are games.laws.number_label's)

    for x in data()["laws"]:
        assert x["label"] == law_label(x["id"]), x["id"]
    text = (ROOT / "source" / "_ext" / "claims.py").read_text(encoding="utf-8")
    assert "law_label" in text and '("peel-vingt-un", "Peel, Vingt-un")' not in text


def test_the_teachers_key_says_each_answer_once():
    key = _text(html("lessons/key.html"))
    assert not re.search(r"Answer: (yes|no)\. \1\.", key, re.I), re.findall(r"Answer: \w+\. \w+\.", key)[:3]
    assert "Answer: yes." in key


def test_the_readings_menus_name_laws_as_the_books_do():
    for page in ("play/poker.html", "play/ecarte.html", "play/vingt-un.html", "play/teachers.html"):
        # (Whist's menu on the teachers' page names Foster's laws, which his book calls laws)
        panels = [p for p in html(page).split("<section ")[1:] if 'data-game="whist"' not in p[:400]]
        menus = "".join(m for p in panels for m in re.findall(r'<details class="lt-play-options">.*?</details>', p, re.S))
        words = unescape(re.sub(r"<[^>]+>", " ", menus))
        assert menus and not re.search(r"\b[a-z]+(?:-[a-z]+)+:[0-9a-z.]+\b", words), page
        assert "bad input" not in words and not re.search(r"\blaws? \d", words), page
    assert ">Peel, Rule 60</a>" in html("play/poker.html")


def test_the_teachers_page_shows_a_panel_for_the_class_and_the_four_codes_are_dealt_live():
    teachers = html("play/teachers.html")
    assert 'id="class-deal"' in teachers and 'id="class-deal-seed"' in teachers
    games = set(re.findall(r'<section [^>]*data-game="([a-z_]+)"', teachers))
    assert games == {"poker", "vingt_un", "four_codes", "ecarte", "whist", "deal"}
    four = html("play/vingt-un-four-codes.html")
    assert 'data-game="four_codes"' in four and "Deal this seed" in four


def test_the_build_script_lives_with_the_builds_tools():
    """liteassets.py assembles the self-hosted Pyodide: a build script run by the Makefile, not a Sphinx
    extension; the extension that needs it (litesetup) imports it from tools/."""
    assert not (ROOT / "source" / "_ext" / "liteassets.py").exists()
    assert (ROOT / "tools" / "liteassets.py").exists()
    assert "$(PY) tools/liteassets.py" in (ROOT / "Makefile").read_text(encoding="utf-8")
    assert 'parents[2] / "tools"' in (ROOT / "source" / "_ext" / "litesetup.py").read_text(encoding="utf-8")
