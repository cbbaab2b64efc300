"""The readings declared in the code, shown under their laws and published in ``laws.json``.

A reading (``games.core.options.reading``) is a rule set's answer to a law that is silent
or ambiguous.  The build lists, under each law, every registered rule set's readings of it
("Readings declared in the code": the question, the field linked to its API entry, the
choices with what each means, and the choice each rule set takes) and writes the same in
``laws.json`` (``readings``) and ``laws.csv``.

The expected readings come from the code itself (``readings_for_law``), not from a list
kept here.  Reads the site built by ``make html`` (``SITE_HTML``); skipped when it is not
built, except under ``make test`` or CI.  These tests check the site's apparatus, not a law,
so they carry no ``law`` marker.  The last two build a copy of the law domain's tiny site
(tests/roots/test-laws) whose fake package declares readings, to check the grouping and the warnings.
"""

from __future__ import annotations

import csv
import json
import os
import re
import shutil
import subprocess
import sys
from functools import lru_cache
from pathlib import Path
from html.parser import HTMLParser
from typing import Any

import pytest
from built_site import SITE, require_site

pytest_plugins = ["sphinx.testing.fixtures"]
# Sphinx 9 deprecations raised inside myst-parser (not ours)
pytestmark = pytest.mark.filterwarnings(r"ignore:.*MystReferenceResolver\.app' is deprecated")

ROOT = Path(__file__).resolve().parent.parent
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Element:
    def __init__(self, tag: str, attrs: dict[str, str], parent: "Element | None"):
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list[Any] = []  # Elements and strings

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def iter(self):
        for c in self.children:
            if isinstance(c, Element):
                yield c
                yield from c.iter()

    def find_all(self, tag: str, cls: str | None = None) -> list["Element"]:
        return [e for e in self.iter() if e.tag == tag and (cls is None or cls in e.classes)]

    def kids(self, tag: str, cls: str | None = None) -> list["Element"]:
        return [e for e in self.children
                if isinstance(e, Element) and e.tag == tag and (cls is None or cls in e.classes)]


class _Tree(HTMLParser):
    """A small DOM of a built page (the pages are well-formed: Sphinx writes them)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Element("#root", {}, None)
        self.cur = self.root
        self.ids: dict[str, Element] = {}

    def handle_starttag(self, tag, attrs):
        el = Element(tag, {k: v or "" for k, v in attrs}, self.cur)
        self.cur.children.append(el)
        if "id" in el.attrs:
            self.ids[el.attrs["id"]] = el
        if tag not in VOID:
            self.cur = el

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.cur = self.cur.parent

    def handle_endtag(self, tag):
        el = self.cur
        while el is not None and el.tag != tag:
            el = el.parent
        if el is not None and el.parent is not None:
            self.cur = el.parent

    def handle_data(self, data):
        self.cur.children.append(data)


@lru_cache(maxsize=None)
def page(path: str) -> _Tree:
    tree = _Tree()
    tree.feed((SITE / path).read_text(encoding="utf-8"))
    return tree


@lru_cache(maxsize=1)
def laws() -> dict[str, dict[str, Any]]:
    require_site("laws.json")
    data = json.loads((SITE / "laws.json").read_text(encoding="utf-8"))
    return {law["id"]: law for law in data["laws"]}


def law_element(law_id: str) -> Element:
    law = laws()[law_id]
    path, _, anchor = law["url"].partition("#")
    el = page(path).ids.get(anchor)
    assert el is not None and el.attrs.get("data-law") == law_id, f"{law_id}: no law div #{anchor} in {path}"
    return el


def readings_block(law_id: str) -> Element | None:
    """The law's own block (a direct child of its div: a sub-clause's block is the sub-clause's)."""
    blocks = law_element(law_id).kids("details", "law-readings")
    assert len(blocks) <= 1, f"{law_id}: {len(blocks)} reading blocks"
    return blocks[0] if blocks else None


# --- what the code declares ------------------------------------------------------------------------

#: Run in a fresh interpreter, as the build does: other tests of this session register rule sets of
#: their own (``register_rules`` is module state), which the site never sees.
_DECLARED = r"""
import json, sys
from fractions import Fraction
import games.laws
games.laws.discover()  # imports every module: every rule set is registered
from games.core.options import named_rules, readings_for_law

def shown(v):
    return str(v) if isinstance(v, Fraction) else repr(v)

def as_json(v):
    return str(v) if isinstance(v, Fraction) else v

def holder(rules, field):
    obj = rules
    for part in field.split(".")[:-1]:
        obj = getattr(obj, part)
    return obj

ids = sorted({i for rules in named_rules() for r in rules.readings() for i in r.laws})
out = {}
for law_id in ids:
    out[law_id] = [{
        "rule_set": rules.name, "code": rules.code, "field": r.name, "title": r.title, "doc": r.doc,
        "value": as_json(r.value), "value_shown": shown(r.value),
        "choices": [as_json(c) for c in r.choices], "choices_shown": [shown(c) for c in r.choices],
        "explanations": [[as_json(c), shown(c), t] for c, t in r.explanations], "laws": list(r.laws),
        "mro": [f"{k.__module__}.{k.__qualname__}" for k in type(holder(rules, r.name)).__mro__],
    } for rules, r in readings_for_law(law_id)]
json.dump(out, sys.stdout)
"""


@lru_cache(maxsize=1)
def declared() -> dict[str, list[dict[str, Any]]]:
    """law id -> one record per (registered rule set, reading) of that law, read from the code."""
    proc = subprocess.run([sys.executable, "-c", _DECLARED], cwd=ROOT, capture_output=True, text=True,
                          check=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    return json.loads(proc.stdout)


def test_the_code_declares_readings_of_laws_that_are_in_the_text():
    assert len(declared()) >= 30  # Poker (Peel, Foster) and Vingt-un (four books)
    missing = sorted(i for i in declared() if i not in laws())
    assert not missing, f"readings of laws that are not in the text: {missing}"


def test_every_declared_reading_is_shown_under_its_law():
    checked = 0
    for law_id, readings in declared().items():
        block = readings_block(law_id)
        assert block is not None, f"{law_id}: no 'Readings declared in the code' block"
        assert "open" not in block.attrs  # folded: the page of laws stays short
        summary = block.kids("summary")
        assert summary and summary[0].text().startswith("Readings declared in the code"), law_id
        entries = block.kids("div", "law-reading")
        for r in readings:
            leaf = r["field"].rpartition(".")[2]
            matches = []
            for entry in entries:
                links = entry.find_all("a", "law-reading-field")
                title = links[0].attrs.get("title", "") if links else ""
                if title.endswith("." + leaf) and title.rpartition(".")[0] in r["mro"]:
                    if r["title"].lower() in entry.text().lower():
                        matches.append((entry, links[0]))
            assert len(matches) == 1, f"{law_id}: {r['rule_set']}.{r['field']} shown {len(matches)} times"
            entry, link = matches[0]
            # the field links to its own entry on the API page
            assert link.attrs["href"].endswith("#" + link.attrs["title"]), (law_id, r["field"])
            items = entry.find_all("li")
            values = [li.find_all("code", "law-reading-value")[0].text() for li in items]
            assert values == r["choices_shown"], (law_id, r["field"])
            for li, (_, choice, explanation) in zip(items, r["explanations"]):
                takers = [m.text() for m in li.find_all("span", "law-reading-default")]
                names = takers[0].removeprefix("default in ").split(", ") if takers else []
                assert (r["rule_set"] in names) == (choice == r["value_shown"]), (law_id, r["field"], choice, takers)
                assert _book_words(law_id, explanation) in li.text(), (law_id, r["field"], choice)
            if r["doc"]:
                assert r["doc"] in entry.text(), (law_id, r["field"])
            checked += 1
    assert checked == sum(len(p) for p in declared().values())


def test_a_law_without_readings_has_no_block():
    without = [i for i in laws() if i not in declared()]
    assert without
    pages: dict[str, list[str]] = {}
    for law_id in laws():
        pages.setdefault(laws()[law_id]["url"].partition("#")[0], []).append(law_id)
    for path, ids in pages.items():
        blocks = page(path).root.find_all("details", "law-readings")
        shown_for = sorted(b.attrs.get("data-law", "") for b in blocks)
        assert shown_for == sorted(i for i in ids if i in declared()), path
    for law_id in without:
        if laws()[law_id]["status"] == "implemented":
            assert readings_block(law_id) is None, law_id


def test_laws_json_gives_each_law_its_readings_with_the_values_of_each_rule_set():
    for law_id, law in laws().items():
        expected = [(r["rule_set"], r["field"], r["value"], r["choices"], r["laws"]) for r in declared().get(law_id, [])]
        got = [(x["rule_set"], x["field"], x["default"], x["choices"], x["laws"]) for x in law["readings"]]
        assert got == expected, law_id
        for x, r in zip(law["readings"], declared().get(law_id, [])):
            assert x["title"] == r["title"] and x["doc"] == r["doc"] and x["rule_set_code"] == (r["code"] or None)
            assert x["explanations"] == [{"value": v, "doc": t} for v, _, t in r["explanations"] if t]
            # JSON-safe and typed: booleans stay booleans, numbers numbers
            assert type(x["default"]) is type(r["value"]), (law_id, r["field"])


def test_laws_json_keeps_booleans_and_writes_fractions_as_strings():
    by_field = {(x["rule_set"], x["field"]): x for law in laws().values() for x in law["readings"]}
    own = by_field[("PEEL", "own_stake_back")]
    assert own["default"] is True and own["choices"] == [True, False]
    tie_share = by_field[("PEEL-VINGT-UN", "pool_tie_share")]
    assert tie_share["choices"] == ["0", "1/4", "1/3"] and tie_share["default"] == "0"
    seating = [by_field[("PEEL", "seating")], by_field[("FOSTER", "seating")]]
    assert [s["default"] for s in seating] == ["draw", "cut"]  # each rule set's own value


def test_the_schema_describes_the_readings_and_refuses_a_malformed_one():
    import jsonschema

    require_site("laws.schema.json")
    schema = json.loads((SITE / "laws.schema.json").read_text(encoding="utf-8"))
    data = json.loads((SITE / "laws.json").read_text(encoding="utf-8"))
    jsonschema.validate(data, schema)
    n = next(i for i, law in enumerate(data["laws"]) if law["readings"])
    for key, bad in (("default", {"value": 1}), ("choices", []), ("field", None)):
        broken = json.loads(json.dumps(data))
        broken["laws"][n]["readings"][0][key] = bad
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(broken, schema)
    broken = json.loads(json.dumps(data))
    del broken["laws"][n]["readings"]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, schema)


def test_the_csv_export_lists_each_rule_sets_reading():
    require_site("laws.csv")
    with open(SITE / "laws.csv", encoding="utf-8", newline="") as f:
        rows = {r["id"]: r for r in csv.DictReader(f)}
    for law_id, law in laws().items():
        words = rows[law_id]["readings"].split()
        assert len(words) == len(law["readings"]), law_id
        for word, x in zip(words, law["readings"]):
            value = x["default"] if isinstance(x["default"], str) else json.dumps(x["default"])
            assert word == f"{x['rule_set']}.{x['field']}={value}", law_id


# --- the law domain on its own (a copy of the tiny site tests/roots/test-laws) ------------------------

FAKE_OPTIONS = '''"""Declared readings: a small stand-in for games.core.options, with the same interface."""

from dataclasses import dataclass, field, fields

_NAMED = []


@dataclass(frozen=True)
class Reading:
    """One declared reading."""

    name: str
    laws: tuple
    value: object
    choices: tuple
    title: str
    doc: str
    explanations: tuple


def reading(law, *, default, choices, doc="", title=""):
    """A field declaring a reading of a law."""
    laws = law if isinstance(law, tuple) else (law,)
    return field(default=default, metadata={"reading": (laws, tuple(choices), doc, title)})


@dataclass(frozen=True)
class RuleSet:
    """A rule set."""

    name: str = "CUSTOM"
    code: str = ""

    def readings(self):
        """Every declared reading, with its value here."""
        out = []
        for f in fields(self):
            if "reading" in f.metadata:
                laws, choices, doc, title = f.metadata["reading"]
                per_choice = isinstance(doc, dict)
                expl = tuple((c, doc.get(c, "") if per_choice else "") for c in choices)
                out.append(Reading(f.name, laws, getattr(self, f.name), choices, title, "" if per_choice else doc,
                                   expl))
        return out


def register_rules(rules):
    """Register a named rule set."""
    _NAMED.append(rules)
    return rules


def named_rules():
    """Every registered rule set."""
    return list(_NAMED)


def readings_for_law(law_id):
    """Every registered rule set declaring a reading of the law, with the reading."""
    return [(rs, r) for rs in _NAMED for r in rs.readings() if law_id in r.laws]
'''

FAKE_RULES = '''"""The fake game's rule sets."""

from dataclasses import dataclass

from fakegames.core.options import RuleSet, reading, register_rules


@dataclass(frozen=True)
class AlphaRules(RuleSet):
    """The rules of Alpha."""

    name: str = "ALPHA"
    code: str = "alpha"
    dealer: str = reading("alpha:1", default="left", choices=("left", "right"), title="who deals",
                          doc={"left": "the player on the left", "right": "the player on the right"})
    rounds: int = reading(LAWS, default=1, choices=(1, 2, 3), title="how many rounds", doc="as agreed")


ALPHA = register_rules(AlphaRules())
OTHER = register_rules(AlphaRules(name="OTHER", dealer="right"))
'''


@pytest.fixture
def fake_site(tmp_path, make_app):
    """Build a copy of tests/roots/test-laws whose fake package declares readings (``laws``: the laws
    of the second reading)."""
    ext = str(ROOT / "source" / "_ext")
    if ext not in sys.path:
        sys.path.insert(0, ext)
    apps = []

    def build(laws: str = '("alpha:1",)'):
        src = tmp_path / "src"
        shutil.copytree(ROOT / "tests" / "roots" / "test-laws", src)
        (src / "fakegames" / "core").mkdir()
        (src / "fakegames" / "core" / "__init__.py").write_text('"""The core."""\n', encoding="utf-8")
        (src / "fakegames" / "core" / "options.py").write_text(FAKE_OPTIONS, encoding="utf-8")
        (src / "fakegames" / "rules.py").write_text(FAKE_RULES.replace("LAWS", laws), encoding="utf-8")
        for name in [m for m in sys.modules if m == "fakegames" or m.startswith("fakegames.")]:
            del sys.modules[name]
        app = make_app("html", srcdir=src)
        apps.append(app)
        app.build()
        return app

    yield build
    for app in apps:
        app.cleanup()
    for name in [m for m in sys.modules if m == "fakegames" or m.startswith("fakegames.")]:
        del sys.modules[name]


def test_the_domain_shows_the_readings_of_every_registered_rule_set_grouped_by_field(fake_site):
    app = fake_site()
    warnings = re.sub(r"\x1b\[[0-9;]*m", "", app.warning.getvalue())
    assert "WARNING" not in warnings, warnings
    out = Path(app.outdir)
    tree = _Tree()
    tree.feed((out / "index.html").read_text(encoding="utf-8"))
    blocks = tree.root.find_all("details", "law-readings")
    assert [b.attrs["data-law"] for b in blocks] == ["alpha:1"]  # alpha:2 and the rest: none
    entries = blocks[0].kids("div", "law-reading")
    assert len(entries) == 2  # one per field, both rule sets in each
    dealer = {li.find_all("code")[0].text(): li.text() for li in entries[0].find_all("li")}
    assert "default in ALPHA" in dealer["'left'"] and "the player on the left" in dealer["'left'"]
    assert "default in OTHER" in dealer["'right'"] and "ALPHA" not in dealer["'right'"]
    rounds = {li.find_all("code")[0].text(): li.text() for li in entries[1].find_all("li")}
    assert "default in ALPHA, OTHER" in rounds["1"] and "default" not in rounds["2"] + rounds["3"]
    assert "as agreed" in entries[1].text()
    data = json.loads((out / "laws.json").read_text(encoding="utf-8"))
    by_id = {x["id"]: x for x in data["laws"]}
    assert [(r["rule_set"], r["field"], r["default"]) for r in by_id["alpha:1"]["readings"]] == [
        ("ALPHA", "dealer", "left"), ("ALPHA", "rounds", 1), ("OTHER", "dealer", "right"), ("OTHER", "rounds", 1)]
    assert by_id["alpha:1"]["readings"][0]["class"] == "fakegames.rules.AlphaRules"
    assert all(x["readings"] == [] for i, x in by_id.items() if i != "alpha:1")


def test_a_reading_of_a_law_that_is_not_in_the_text_is_a_warning(fake_site):
    app = fake_site('("alpha:1", "alpha:99")')
    warnings = re.sub(r"\x1b\[[0-9;]*m", "", app.warning.getvalue())
    assert "rule set ALPHA declares a reading of law alpha:99 (field rounds" in warnings
    assert "not in the text" in warnings


def _book_words(law_id: str, text: str) -> str:
    """The code's words as the page shows them, in the book's own word for its laws (issue 18:
    "law 2" is Peel's "Rule 2"; see source/_ext/lawdomain/readings.py)."""
    from games.laws import CODES

    unit = CODES[law_id.partition(":")[0]].unit
    if unit in ("law", "\u00b6", "round"):
        return text
    return re.sub(r"\b([Ll])aw(s?) (\d+[a-z]?)\b", lambda m: f"{unit.capitalize()}{m.group(2)} {m.group(3)}", text)
