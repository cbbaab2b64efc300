"""The law domain (source/_ext/lawdomain): markup, discovery, statuses, laws.json, rebuilds.

Each test builds a copy of the tiny site tests/roots/test-laws (a fake games package
``fakegames`` with tagged code, and a ``tests/`` folder with law markers) with
sphinx.testing.  These tests check the infrastructure, not laws of the texts, so they
carry no ``law`` marker.
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TEST_ROOT = Path(__file__).resolve().parent / "roots" / "test-laws"
if str(ROOT / "source" / "_ext") not in sys.path:
    sys.path.insert(0, str(ROOT / "source" / "_ext"))

from lawdomain import discovery, ids  # noqa: E402

pytest_plugins = ["sphinx.testing.fixtures"]
# Sphinx 9 deprecations raised inside myst-parser (not ours)
pytestmark = pytest.mark.filterwarnings(r"ignore:.*MystReferenceResolver\.app' is deprecated")

ANSI = re.compile(r"\x1b\[[0-9;]*m")


@pytest.fixture
def site(tmp_path, make_app):
    """Build a fresh copy of the test site; ``site.build(**kw)`` (re)builds it."""

    class Site:
        srcdir = tmp_path / "src"
        app = None

        def build(self, **kwargs):
            if self.app is not None:
                self.app.cleanup()  # forget the previous build's registrations (nodes, directives)
            # import this copy's fake package afresh (its registry is module state)
            for name in [m for m in sys.modules if m == "fakegames" or m.startswith("fakegames.")]:
                del sys.modules[name]
            self.app = make_app("html", srcdir=self.srcdir, **kwargs)
            self.app.build()
            return self

        @property
        def warnings(self) -> str:
            return ANSI.sub("", self.app.warning.getvalue())

        @property
        def outdir(self) -> Path:
            return Path(self.app.outdir)

        def html(self, page: str) -> str:
            return (self.outdir / page).read_text(encoding="utf-8")

        def laws_json(self) -> dict:
            return json.loads((self.outdir / "laws.json").read_text(encoding="utf-8"))

        def laws(self) -> dict[str, dict]:
            return {law["id"]: law for law in self.laws_json()["laws"]}

        def edit(self, name: str, old: str, new: str) -> None:
            path = self.srcdir / name
            text = path.read_text(encoding="utf-8")
            assert old in text, f"{old!r} not in {name}"
            path.write_text(text.replace(old, new), encoding="utf-8")

        def write(self, name: str, text: str) -> None:
            (self.srcdir / name).write_text(text, encoding="utf-8")

    shutil.copytree(TEST_ROOT, tmp_path / "src")
    return Site()


def law_div(html: str, anchor: str) -> str:
    """The opening tag of the law's div and what follows up to the next law div."""
    m = re.search(rf'<div class="law"[^>]*id="{anchor}"[^>]*>(.*?)(?=<div class="law"|$)', html, re.S)
    assert m, f"no law div with id {anchor}"
    return m.group(0)


# --- the markup -------------------------------------------------------------------------------------


def test_law_directive_renders_a_div_with_the_anchor_and_the_text(site):
    site.build()
    assert site.warnings == ""
    html = site.html("index.html")
    div = law_div(html, "law-alpha-1")
    assert div.startswith('<div class="law" data-law="alpha:1" id="law-alpha-1">')
    assert "1. The first law, " in div
    # a permalink, as apparatus
    assert 'class="apparatus law-permalink" href="#law-alpha-1"' in div


def test_nested_law_directives_are_sub_clauses_inside_their_law(site):
    site.build()
    html = site.html("index.html")
    start = html.index('id="law-alpha-2"')
    inner = html.index('id="law-alpha-2-i"')
    inner2 = html.index('id="law-alpha-2-ii"')
    after = html.index('id="law-alpha-p1"')
    assert start < inner < inner2 < after
    # the parent's status line stands under its own text, before its sub-clauses (each has its own)
    assert html[start:inner].count('class="apparatus law-status') == 1
    assert html[inner:inner2].count('class="apparatus law-status') == 1
    assert html[inner2:after].count('class="apparatus law-status') == 1
    assert site.laws()["alpha:2.i"]["parent"] == "alpha:2"


def test_paragraph_ids_show_the_editorial_number_in_the_margin(site):
    site.build()
    div = law_div(site.html("index.html"), "law-alpha-p1")
    assert '<a class="apparatus law-margin" href="#law-alpha-p1"' in div
    assert "\u00b6 p1</a>" in div


def test_status_line_is_apparatus_and_names_code_and_tests(site):
    site.build()
    html = site.html("index.html")
    first = law_div(html, "law-alpha-1")
    status = re.search(r'<p class="apparatus law-status law-status-implemented">(.*?)</p>', first, re.S)
    assert status, first
    line = status.group(1)
    # short for the reader (issue 18): implemented and tested; the code and the tests folded under it
    assert line.startswith("Implemented and tested")
    fold = re.search(r'<details class="apparatus law-objects"[^>]*>(.*?)</details>', first, re.S)
    assert fold, first
    objects = fold.group(1)
    assert 'href="api.html#fakegames.engine.first"' in objects
    assert 'href="_modules/fakegames/engine.html#first"' in objects
    assert 'href="_tests/test_fake.html"' in objects
    pending = law_div(html, "law-alpha-p1")
    assert 'law-status-pending">Pending (code: ' in pending
    beta2 = law_div(site.html("other.html"), "law-beta-2")
    assert "Not executable: a rule of manners with no penalty attached" in beta2


def test_law_role_links_to_the_anchor_with_a_short_label(site):
    site.build()
    index = site.html("index.html")
    assert re.search(r'<a class="reference internal" href="#law-alpha-1"[^>]*><span class="xref law-ref">'
                     r"Alpha, law 1</span></a>", index)
    # explicit title
    assert re.search(r'href="#law-alpha-2-ii"[^>]*><span class="xref law-ref">the clause</span>', index)
    # across pages, and a paragraph id
    other = site.html("other.html")
    assert re.search(r'href="index.html#law-alpha-p1"[^>]*><span class="xref law-ref">Alpha, \u00b6 p1</span>',
                     other)


def test_markdown_links_reach_law_anchors_and_the_generated_files(site):
    site.build()
    assert site.warnings == ""
    other = site.html("other.html")
    assert re.search(r'<a class="reference internal" href="index.html#law-alpha-1">', other)
    assert 'href="laws.json"' in other
    assert 'href="_tests/test_fake.html#test_clause"' in other


def test_law_role_in_docstrings_links_the_code_back_to_the_law(site):
    site.build()
    api = site.html("api.html")
    assert re.search(r'Laws: <a class="reference internal" href="index.html#law-alpha-1"', api)
    # a private helper tagged with a law is documented too, so viewcode gives it an anchor
    assert 'id="fakegames.engine.Game._private"' in api
    source = site.html("_modules/fakegames/engine.html")
    assert 'id="Game._private"' in source and 'id="Game.clause"' in source and 'id="first"' in source


def test_page_role_renders_the_marker_exactly_as_printed(site):
    site.build()
    assert '<span class="page-marker" id="page-index-10">[10]</span>' in site.html("index.html")
    assert '<span class="page-marker" id="page-third-12">{12}</span>' in site.html("third.html")


def test_fnref_role_says_the_note_is_not_transcribed(site):
    site.build()
    assert ('<sup class="fnref" title="Footnote [3]: the note\'s text is not part of this edition\'s source '
            'transcription.">[3]</sup>') in site.html("index.html").replace("&#x27;", "'")


def test_emend_role_shows_the_correction_and_keeps_the_original(site):
    site.build()
    html = site.html("index.html")
    # focusable, so that a tap shows the original reading too (edition.css), not only a hover
    assert ('<span class="emendation" data-original="teh" tabindex="0" title="Emended; the original reads: teh '
            '\u2014 a misprint">the</span>') in html
    # the mark leads to the emendation's own entry in the list
    assert re.search(r'<sup class="apparatus emend-mark" id="emend-index-1"><a [^>]*href="other.html#entry-emend-index-1"',
                     html)


def test_emendation_list_lists_every_emendation_of_the_site(site):
    site.build()
    other = site.html("other.html")
    table = re.search(r'<table class="emendation-list[^"]*" id="emendation-list">(.*?)</table>', other, re.S)
    assert table
    rows = re.findall(r"<tr class=\"row-(?:even|odd)\"[^>]*>(.*?)</tr>", table.group(1), re.S)[1:]
    assert len(rows) == 2
    assert 'id="entry-emend-index-1"' in table.group(1) and 'id="entry-emend-third-1"' in table.group(1)
    assert 'href="index.html#emend-index-1"' in rows[0] and ">teh<" in rows[0] and "a misprint" in rows[0]
    assert "Alpha, law 1, page [10]</a>" in rows[0]
    assert 'href="third.html#emend-third-1"' in rows[1] and ">recieve<" in rows[1]


def test_editorial_note_is_an_apparatus_admonition(site):
    site.build()
    html = site.html("index.html")
    assert re.search(r'<div class="apparatus editorial-note admonition">\s*<p class="admonition-title">'
                     r"Editorial note</p>", html)


def test_coverage_table_has_totals_and_one_row_per_law(site):
    site.build()
    other = site.html("other.html")
    assert "<strong>5 laws</strong>: 2 implemented, 0 not executable, 3 pending." in other
    table = re.search(r'<table class="law-coverage[ "].*?</table>', other, re.S).group(0)
    for anchor in ("law-alpha-1", "law-alpha-2", "law-alpha-2-i", "law-alpha-2-ii", "law-alpha-p1"):
        assert f'href="index.html#{anchor}"' in table
    assert "law-beta-1" not in table
    summary = re.search(r'<table class="law-coverage-summary.*?</table>', other, re.S).group(0)
    cells = re.findall(r"<td><p>(\d+)</p></td>", summary)
    # alpha: 5 laws (2, 0, 3); beta: 3 laws (1, 1, 1); all: 8 (3, 1, 4)
    assert cells == ["5", "2", "0", "3", "3", "1", "1", "1", "8", "3", "1", "4"]


def test_the_markup_works_from_restructuredtext(site):
    site.build()
    html = site.html("third.html")
    div = law_div(html, "law-beta-3")
    assert 'href="other.html#law-beta-1"' in div
    assert 'data-original="recieve"' in div
    assert re.search(r'href="#law-beta-3"[^>]*><span class="xref law-ref">law three</span>', html)


# --- warnings ---------------------------------------------------------------------------------------


def test_a_citation_of_a_law_that_does_not_exist_warns_with_location(site):
    site.edit("index.md", "See {law}`alpha:1`", "See {law}`alpha:99` and {law}`alpha:1`")
    site.build()
    assert re.search(r"index\.md:\d+: WARNING: law alpha:99 does not exist", site.warnings), site.warnings


def test_malformed_and_duplicate_law_ids_warn_with_location(site):
    site.write("extra.md", "# Extra\n\n:::{law} gamma:1\nx\n:::\n\n:::{law} alpha:1\ny\n:::\n")
    site.edit("index.md", "other\nthird", "other\nthird\nextra")
    site.build()
    w = site.warnings
    assert re.search(r"extra\.md:\d+: WARNING: unknown code 'gamma' in law id 'gamma:1'", w), w
    assert re.search(r"(extra|index)\.md:\d+: WARNING: duplicate law id alpha:1 \(first defined in (index|extra), "
                     r"line \d+\)", w), w


def test_a_law_in_the_code_that_is_not_in_the_text_warns_naming_the_object(site):
    site.edit("other.md", ":::{law} beta:1\n1\\. A law of Beta, cited from here: {law}`alpha:p1`.\n:::\n", "")
    site.build()
    assert re.search(r"engine\.py:\d+: WARNING: fakegames\.engine\.Game\._private implements law beta:1, "
                     r"which is not in the text", site.warnings), site.warnings


def test_a_law_in_the_tests_that_is_not_in_the_text_warns_naming_the_test(site):
    site.write("tests/test_more.py", 'import pytest\n\n\n@pytest.mark.law("alpha:77")\ndef test_x():\n    pass\n')
    site.build()
    assert re.search(r"test_more\.py:4: WARNING: test tests/test_more\.py::test_x is marked with law alpha:77, "
                     r"which is not in the text", site.warnings), site.warnings


def test_missing_code_or_tests_are_not_warnings(site):
    site.build()
    assert site.warnings == ""
    assert "laws with code but no test (pending): alpha:p1" in ANSI.sub("", site.app.status.getvalue())


# --- statuses and laws.json ---------------------------------------------------------------------------


def test_status_is_implemented_only_with_code_and_a_test(site):
    site.build()
    laws = site.laws()
    assert {i: law["status"] for i, law in laws.items()} == {
        "alpha:1": "implemented",  # code + the module's pytestmark
        "alpha:2": "pending",  # nothing
        "alpha:2.i": "implemented",  # code + a marked function
        "alpha:2.ii": "pending",  # a test (computed mark) but no code
        "alpha:p1": "pending",  # code but no test
        "beta:1": "implemented",  # a private method + a marked method of a test class
        "beta:2": "not-executable",
        "beta:3": "pending",
    }
    assert laws["beta:2"]["reason"] == "a rule of manners with no penalty attached"
    assert laws["alpha:1"]["reason"] is None


def test_laws_json_records_text_pages_links_and_emendations(site):
    site.build()
    data = site.laws_json()
    assert [law["id"] for law in data["laws"]] == [
        "alpha:1", "alpha:2", "alpha:2.i", "alpha:2.ii", "alpha:p1", "beta:1", "beta:2", "beta:3"]
    assert data["codes"]["alpha"]["totals"] == {"implemented": 2, "not-executable": 0, "pending": 3, "total": 5}
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", data["generated"])
    laws = {law["id"]: law for law in data["laws"]}
    first = laws["alpha:1"]
    assert first["text"] == "1. The first law, the end."
    assert first["original_text"] == "1. The first law, teh end."
    assert first["url"] == "index.html#law-alpha-1"
    assert first["page"] == ["[10]"]
    assert first["implementations"] == [{"object": "fakegames.engine.first", "url": "api.html#fakegames.engine.first",
                                         "source_url": "_modules/fakegames/engine.html#first"}]
    assert first["tests"] == ["tests/test_fake.py"]
    assert first["emendations"] == [{"original": "teh", "correction": "the", "reason": "a misprint",
                                     "page": "[10]", "url": "index.html#emend-index-1"}]
    # the parent's text leaves its sub-clauses out; page markers are given as pages, not text
    assert laws["alpha:2"]["text"] == "2. The second law has clauses:"
    assert laws["alpha:2.ii"]["text"] == "(ii) the second clause."
    assert laws["alpha:2.ii"]["page"] == ["[10]", "[11]"]
    assert laws["alpha:2.i"]["text"] == "(i) the first clause[3];"  # the footnote marker is printed text
    assert laws["alpha:p1"]["text"] == "An unnumbered paragraph."
    assert laws["alpha:p1"]["page"] == ["[11]"]
    assert laws["beta:1"]["tests"] == ["tests/test_fake.py::TestBeta::test_private"]
    assert laws["beta:1"]["test_urls"] == ["_tests/test_fake.html#TestBeta.test_private"]
    assert laws["beta:3"]["page"] == ["{12}"]  # the marker is in the law: the law is on that page


def test_every_url_in_laws_json_resolves_to_an_anchor(site):
    site.build()
    for law in site.laws_json()["laws"]:
        urls = [law["url"]] + law["test_urls"] + [u for i in law["implementations"]
                                                   for u in (i["url"], i["source_url"])]
        for url in urls:
            page, _, anchor = url.partition("#")
            html = site.html(page)
            if anchor:
                assert f'id="{anchor}"' in html, url


def test_test_pages_show_each_test_with_an_anchor_and_its_laws(site):
    site.build()
    page = site.html("_tests/test_fake.html")
    assert 'id="test_clause"' in page and 'id="TestBeta.test_private"' in page and 'id="test_unmarked"' in page
    block = page[page.index('id="test_clause"'):]
    assert re.match(r'id="test_clause"><span class="test-laws apparatus">checks <a class="law-ref" '
                    r'href="\.\./index\.html#law-alpha-2-i"', block)
    assert 'href="../other.html#law-beta-1"' in page
    assert "test_fake.html" in site.html("_tests/index.html")


def test_a_parallel_build_gives_the_same_laws_json(site, tmp_path):
    site.build()
    serial = site.laws_json()
    shutil.copytree(site.srcdir, tmp_path / "par", ignore=shutil.ignore_patterns("_build"))
    site.srcdir = tmp_path / "par"
    site.build(parallel=2)
    parallel = site.laws_json()
    serial.pop("generated")
    parallel.pop("generated")
    assert parallel == serial
    assert site.warnings == ""


def test_an_incremental_rebuild_updates_laws_json_and_drops_a_deleted_law(site):
    site.build()
    assert "beta:2" in site.laws()
    site.edit("other.md", ":::{law} beta:2\n2\\. A law that code cannot carry out.\n:::\n", "")
    site.edit("index.md", "1\\. The first law,", "1\\. The very first law,")
    site.build()
    laws = site.laws()
    assert "beta:2" not in laws
    assert laws["alpha:1"]["text"] == "1. The very first law, the end."
    # the not-executable declaration of the deleted law is now code for a law that is not in the text
    assert "law beta:2 is declared not executable but is not in the text" in site.warnings
    # the coverage summary was rewritten although its page did not change
    summary = re.search(r'<table class="law-coverage-summary.*?</table>', site.html("other.html"), re.S).group(0)
    assert re.findall(r"<td><p>(\d+)</p></td>", summary)[4:8] == ["2", "1", "0", "1"]


def test_an_incremental_rebuild_follows_a_new_test(site):
    site.build()
    assert site.laws()["alpha:p1"]["status"] == "pending"
    site.write("tests/test_more.py", 'import pytest\n\n\n@pytest.mark.law("alpha:p1")\ndef test_p1():\n    pass\n')
    site.build()
    assert site.laws()["alpha:p1"]["status"] == "implemented"
    assert "law-status-implemented" in law_div(site.html("index.html"), "law-alpha-p1")


def test_an_incremental_rebuild_documents_a_new_module_and_its_laws(site):
    site.build()
    assert site.laws()["alpha:2"]["status"] == "pending"
    site.write("fakegames/extra.py", '"""More."""\n\nfrom fakegames.laws import implements\n\n\n'
               '@implements("alpha:2")\ndef _second():\n    """The second law."""\n')
    site.write("tests/test_more.py", 'import pytest\n\n\n@pytest.mark.law("alpha:2")\ndef test_2():\n    pass\n')
    site.build()
    law = site.laws()["alpha:2"]
    assert law["status"] == "implemented"
    assert law["implementations"] == [{"object": "fakegames.extra._second", "url": "api.html#fakegames.extra._second",
                                       "source_url": "_modules/fakegames/extra.html#_second"}]
    assert 'id="_second"' in site.html("_modules/fakegames/extra.html")


# --- units ---------------------------------------------------------------------------------------------


def test_anchors_and_labels_of_law_ids():
    assert ids.anchor("peel-poker:25") == "law-peel-poker-25"
    assert ids.anchor("hoffmann-whist:37.iv") == "law-hoffmann-whist-37-iv"
    from games.laws import CODES

    checker = ids.LawIds(CODES)
    # each book's own word for a law: Peel's "Rule 14" (his law 16), Enquire Within's paragraphs
    assert checker.label("peel-poker:25") == "Peel, Rule 25"
    assert checker.label("enquire-within:114") == "Enquire Within, \u00b6114"
    assert checker.label("hoffmann-french-vingt-un:2") == "Hoffmann, French Vingt-Un, round 2"
    assert checker.title("peel-poker") == "Peel, Round Games with Cards: Draw Poker"
    assert checker.label("peel-poker:p3") == "Peel, \u00b6 p3"
    assert checker.label("hoffmann-whist:37.iv") == "Hoffmann, law 37 (iv)"
    assert checker.label("hoffmann-whist:12a") == "Hoffmann, law 12a"
    assert checker.label("foster-whist:etiquette.1") == "Foster, Etiquette 1"
    assert checker.label("foster-whist:dummy.ii") == "Foster, Dummy ii"
    assert checker.problem("peel-poker:25") is None
    assert "unknown code" in checker.problem("peel-whist:25")
    assert "malformed" in checker.problem("peel-poker 25")
    # a package that keeps no code records: a sequence of ids, labelled by the setting
    plain = ids.LawIds(("alpha",), labels={"alpha": "Alpha"})
    assert plain.label("alpha:3") == "Alpha, law 3" and plain.title("alpha") == "Alpha"


def test_law_marks_are_read_from_the_test_sources_without_importing_them(tmp_path):
    tests = tmp_path / "tests"
    (tests / "sub").mkdir(parents=True)
    (tests / "roots").mkdir()
    (tests / "roots" / "test_ignored.py").write_text('import pytest\n@pytest.mark.law("a:1")\ndef test_x(): pass\n')
    (tests / "sub" / "test_marks.py").write_text(
        "import pytest\nfrom pytest import mark\nraise SystemExit('never imported')\n"
        'pytestmark = [pytest.mark.slow, pytest.mark.law("a:1")]\n'
        '@mark.law("a:2", "a:3")\n@pytest.mark.parametrize("n", [1, 2])\ndef test_f(n): pass\n'
        '@pytest.mark.law("a:4")\nclass TestC:\n    pytestmark = pytest.mark.law("a:5")\n'
        '    def test_m(self): pass\n'
        '    @pytest.mark.law("a:6")\n    def test_n(self): pass\n'
        '@pytest.mark.parametrize("x", [pytest.param(1, marks=pytest.mark.law("a:7"))])\ndef test_p(x): pass\n'
        '@pytest.mark.law(LAW)\ndef test_bad(): pass\n'
        '@pytest.mark.law("a:8")\ndef helper(): pass\n'
    )
    [mod] = discovery.discover_tests(tests, ["roots"])
    got = {it.nodeid: it.laws for it in mod.items}
    assert got == {
        "tests/sub/test_marks.py": ["a:1"],
        "tests/sub/test_marks.py::test_f": ["a:2", "a:3"],
        "tests/sub/test_marks.py::TestC": ["a:4", "a:5"],
        "tests/sub/test_marks.py::TestC::test_n": ["a:6"],
        "tests/sub/test_marks.py::test_p": ["a:7"],
    }
    assert mod.pagename == "_tests/sub/test_marks"
    assert [line for line, _ in mod.problems] == [len(mod.source[: mod.source.index("LAW)")].splitlines())]
    ast.parse(mod.source)  # (the file is valid Python; it was parsed, not run)


def test_viewcode_follows_classes_and_functions_but_keeps_data_in_its_module():
    """A data attribute (a compiled pattern, a Fraction, a rule set instance) is shown in the
    module that documents it; following its value's ``__module__`` wrote pages of the
    standard library and broke the "[docs]" links of the first module reached that way."""
    from lawdomain.viewcode import follow_imported

    assert follow_imported(None, "games.laws", "LAW_ID") == "games.laws"  # an re.Pattern
    assert follow_imported(None, "games.laws", "implements") is None  # a function: viewcode's own rule
    assert follow_imported(None, "games.laws", "no_such_name") is None


def test_a_module_alias_of_the_law_mark_is_read_like_the_mark(tmp_path):
    """``law = pytest.mark.law`` then ``@law("id")`` credits the law, as ``@pytest.mark.law("id")`` does."""
    (tmp_path / "test_alias.py").write_text(
        "import pytest\nlaw = pytest.mark.law\n\n@law('foster-whist:73')\ndef test_one():\n    pass\n\n"
        "@pytest.mark.law('foster-whist:74')\ndef test_two():\n    pass\n\ndef other(x):\n    return law\n",
        encoding="utf-8")
    mod = discovery.parse_test_module(tmp_path / "test_alias.py", tmp_path, "t")
    assert [i.laws for i in mod.items] == [["foster-whist:73"], ["foster-whist:74"]] and not mod.problems
