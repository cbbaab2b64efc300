"""Finding the code that implements each law and the tests that check it.

* Code: ``<laws_package>.laws.discover()`` imports every module of the package
  and returns ``(IMPLEMENTATIONS, NOT_EXECUTABLE)``.
* Tests: every ``test_*.py`` under the tests directory is parsed with
  :mod:`ast` (never imported) for ``@pytest.mark.law(...)`` on test functions,
  methods and classes, and for module- or class-level ``pytestmark``.
* Declared readings: ``<laws_package>.core.options`` (when the package has it):
  for every law read by a registered rule set, ``readings_for_law(law_id)``,
  kept as plain, JSON-safe records (:func:`discover_readings`).
"""

from __future__ import annotations

import ast
import hashlib
import inspect
import importlib.util
import json
import os
import sys
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from .ids import laws_module


@dataclass
class TestItem:
    """A test (function, method, class or module) that carries ``law`` marks."""

    nodeid: str  # tests/test_x.py::Class::test_fn
    path: str  # the module's path relative to the project root (posix)
    qualname: str  # Class.test_fn ("" for a module-level mark)
    lineno: int
    end_lineno: int
    laws: list[str] = field(default_factory=list)


@dataclass
class TestModule:
    path: str  # relative to the project root, posix (tests/test_x.py)
    pagename: str  # _tests/test_x
    source: str
    items: list[TestItem] = field(default_factory=list)  # marked tests, in source order
    blocks: list[tuple[str, int, int]] = field(default_factory=list)  # (qualname, start, end) of every test
    problems: list[tuple[int, str]] = field(default_factory=list)


# --- code ----------------------------------------------------------------------------------------

def discover_code(package: str) -> tuple[dict[str, list[str]], dict[str, str]]:
    """Import the package's modules; return copies of (implementations, not-executable)."""
    mod = laws_module(package)
    impls, not_exec = mod.discover()
    return {k: list(v) for k, v in impls.items()}, dict(not_exec)


def split_dotted(dotted: str) -> tuple[str, str]:
    """``games.poker.engine.Game.open`` -> (``games.poker.engine``, ``Game.open``)."""
    parts = dotted.split(".")
    for i in range(len(parts) - 1, 0, -1):
        modname = ".".join(parts[:i])
        if modname in sys.modules:
            return modname, ".".join(parts[i:])
    return ".".join(parts[:-1]), parts[-1]


def source_location(dotted: str) -> tuple[str | None, int | None]:
    """The file and line where a dotted object is defined (for warnings)."""
    modname, qualname = split_dotted(dotted)
    obj: Any = sys.modules.get(modname)
    try:
        for part in qualname.split("."):
            obj = getattr(obj, part)
        obj = inspect.unwrap(obj.fget if isinstance(obj, property) else obj)
        return inspect.getsourcefile(obj), inspect.getsourcelines(obj)[1]
    except (AttributeError, TypeError, OSError):
        mod = sys.modules.get(modname)
        return (getattr(mod, "__file__", None), None)


# --- declared readings ---------------------------------------------------------------------------

def json_value(value: Any) -> Any:
    """A reading's value as JSON: booleans, numbers and strings as they are, a Fraction as ``"1/2"``,
    anything else as its ``str``."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)  # Fraction(1, 2) -> "1/2"


def shown_value(value: Any) -> str:
    """A reading's value as the site shows it, as it is written in Python (``'cut'``, ``True``, ``17``),
    a Fraction as ``1/2``."""
    return str(value) if isinstance(value, Fraction) else repr(value)


#: The keys of a reading's record that ``laws.json`` publishes (the others are for the pages).
READING_KEYS = ("rule_set", "rule_set_code", "field", "class", "title", "default", "choices", "doc",
                "explanations", "laws")


def _declaring_class(rules: Any, field_name: str) -> str:
    """The dotted name of the class that declares a rule set's field (``"hands.aces"``: the field
    ``aces`` of the rule set held in ``hands``), for the link to its API entry."""
    obj = rules
    *path, name = field_name.split(".")
    for part in path:
        obj = getattr(obj, part)
    cls = type(obj)
    for klass in cls.__mro__:
        if name in inspect.get_annotations(klass):
            cls = klass
            break
    return f"{cls.__module__}.{cls.__qualname__}"


def discover_readings(package: str) -> dict[str, list[dict[str, Any]]]:
    """Every declared reading of every law, from ``<package>.core.options`` (``{}`` if the package
    has no such module): law id -> one record per registered rule set declaring a reading of it,
    in registration order, with the value the rule set takes (``default``)."""
    name = f"{package}.core.options"
    try:
        spec = importlib.util.find_spec(name)
    except ModuleNotFoundError:  # no <package>.core
        spec = None
    if spec is None:
        return {}
    options = importlib.import_module(name)
    named = getattr(options, "named_rules", None)
    for_law = getattr(options, "readings_for_law", None)
    if named is None or for_law is None:
        return {}
    law_ids: list[str] = []
    for rules in named():
        for r in rules.readings():
            law_ids += [i for i in r.laws if i not in law_ids]
    out: dict[str, list[dict[str, Any]]] = {}
    for law_id in law_ids:
        out[law_id] = [{
            "rule_set": rules.name,
            "rule_set_code": getattr(rules, "code", "") or None,
            "field": r.name,
            "class": _declaring_class(rules, r.name),
            "title": r.title,
            "default": json_value(r.value),
            "choices": [json_value(c) for c in r.choices],
            "doc": r.doc,
            "explanations": [{"value": json_value(c), "doc": text} for c, text in r.explanations if text],
            "laws": list(r.laws),
            "rule_set_title": getattr(rules, "title", "") or "",
            "default_shown": shown_value(r.value),
            "choices_shown": [shown_value(c) for c in r.choices],
            "explanations_shown": [text for _, text in r.explanations],
        } for rules, r in for_law(law_id)]
    return out


# --- citations: the words each law is cited with, and what cites it ---------------------------------

#: The seeds the build plays under every rule set to find what the engine cites (each in both modes).
AUDIT_SEEDS = range(8)


def discover_citations(package: str) -> dict[str, Any]:
    """What the code cites and with which words, as plain, JSON-safe records (``{}`` if the package has
    no ``citations`` and ``audit`` modules): ``quotations`` (law id -> each declared quotation: its
    words, the module that declares it), ``conventions`` (key -> label, note, codes, module) and
    ``catalogue`` (every kind of citation met in seeded games under every rule set and in their set
    pieces: the table, its codes, where (``event deal``, ``refusal Stake``, ``ruling``, ``option``,
    ``settlement``, ``score``, ``reason``: a computer player's), the law or convention, the words, the reading, an example, how often)."""
    try:
        cit = importlib.import_module(f"{package}.citations")
        audit = importlib.import_module(f"{package}.audit")
        state = importlib.import_module(f"{package}.core.state")
    except ModuleNotFoundError:
        return {}
    quotations = {law: [{"words": c.words, "module": c.where} for c in cs] for law, cs in cit.QUOTATIONS.items()}
    conventions = {k: {"label": c.label, "note": c.note, "codes": list(c.codes), "module": c.where}
                   for k, c in cit.CONVENTIONS.items()}
    seen: dict[tuple, dict[str, Any]] = {}
    tables = []

    def note(table: Any, found: list) -> None:
        for f in found:
            law = f.law
            if law is None:
                continue
            if isinstance(law, cit.Convention):
                key = (table.id, f.where, "", str(law), "")
                rec = {"law": None, "convention": str(law), "words": law.label, "reading": ""}
            else:
                words = getattr(law, "words", "")
                reading = getattr(law, "reading", "")
                key = (table.id, f.where, str(law), words, reading)
                rec = {"law": str(law), "convention": None, "words": words, "reading": reading}
            entry = seen.get(key)
            if entry is None:
                seen[key] = {"table": table.id, "where": f.where, **rec, "example": " ".join(f.text.split())[:200],
                             "count": 1}
            else:
                entry["count"] += 1

    for table in audit.tables():
        tables.append({"id": table.id, "title": table.title or table.id, "codes": list(table.codes)})
        for seed in AUDIT_SEEDS:
            for mode in (state.Mode.STRICT, state.Mode.TABLE):
                note(table, audit.play(table, seed, mode)[1])
        for _, found in audit.walked(table):
            note(table, found)
        for seed in range(3):  # the computer players at every seat: their reasons
            note(table, audit.computer(table, seed)[1])
    catalogue = sorted(seen.values(), key=lambda r: (r["table"], r["law"] or "", r["where"], r["words"]))
    return {"quotations": quotations, "conventions": conventions, "tables": tables, "catalogue": catalogue}


# --- tests ---------------------------------------------------------------------------------------

def _is_law_mark(call: ast.AST, aliases: frozenset = frozenset()) -> bool:
    if not isinstance(call, ast.Call):
        return False
    func = call.func
    if isinstance(func, ast.Name) and func.id in aliases:   # ``law = pytest.mark.law`` ... ``@law("id")``
        return True
    if not (isinstance(func, ast.Attribute) and func.attr == "law"):
        return False
    value = func.value
    return (isinstance(value, ast.Attribute) and value.attr == "mark") or (
        isinstance(value, ast.Name) and value.id == "mark"
    )


class _Unreadable(Exception):
    pass


def _static_value(node: ast.AST, names: dict[str, Any]) -> Any:
    """Evaluate the small, static expressions found in law marks without running anything:
    string and number literals, f-strings, ``range(...)``, lists, tuples, ``*`` unpacking and
    list/generator comprehensions over those."""
    if isinstance(node, ast.Constant) and isinstance(node.value, (str, int)):
        return node.value
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    if isinstance(node, ast.JoinedStr):
        out = []
        for part in node.values:
            if isinstance(part, ast.Constant):
                out.append(str(part.value))
            elif isinstance(part, ast.FormattedValue) and part.format_spec is None and part.conversion == -1:
                out.append(str(_static_value(part.value, names)))
            else:
                raise _Unreadable
        return "".join(out)
    if isinstance(node, (ast.List, ast.Tuple)):
        out = []
        for elt in node.elts:
            if isinstance(elt, ast.Starred):
                out.extend(_static_value(elt.value, names))
            else:
                out.append(_static_value(elt, names))
        return out
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range" \
            and not node.keywords and 1 <= len(node.args) <= 3:
        args = [_static_value(a, names) for a in node.args]
        if all(isinstance(a, int) for a in args):
            return list(range(*args))
    if isinstance(node, (ast.ListComp, ast.GeneratorExp)) and len(node.generators) == 1:
        gen = node.generators[0]
        if isinstance(gen.target, ast.Name) and not gen.ifs and not gen.is_async:
            return [_static_value(node.elt, {**names, gen.target.id: v})
                    for v in _static_value(gen.iter, names)]
    raise _Unreadable


def _law_aliases(body: list[ast.stmt]) -> frozenset:
    """The module-level names bound to ``pytest.mark.law`` (``law = pytest.mark.law``)."""
    out = set()
    for stmt in body:
        if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Attribute) and stmt.value.attr == "law":
            v = stmt.value.value
            if (isinstance(v, ast.Attribute) and v.attr == "mark") or (isinstance(v, ast.Name) and v.id == "mark"):
                out |= {t.id for t in stmt.targets if isinstance(t, ast.Name)}
    return frozenset(out)


def _marks_in(expr: ast.AST, problems: list[tuple[int, str]], aliases: frozenset = frozenset()) -> list[str]:
    """Every law id of every ``mark.law(...)`` call (or call of an alias of it) inside ``expr``."""
    found: list[str] = []
    for sub in ast.walk(expr):
        if _is_law_mark(sub, aliases):
            for arg in sub.args:
                try:
                    if isinstance(arg, ast.Starred):
                        values = list(_static_value(arg.value, {}))
                    else:
                        values = [_static_value(arg, {})]
                except (_Unreadable, TypeError):
                    problems.append((sub.lineno, "a law mark whose argument cannot be read without running the "
                                                 "test (use string literals)"))
                    continue
                for value in values:
                    if not isinstance(value, str):
                        problems.append((sub.lineno, f"a law mark with a non-string argument {value!r}"))
                    elif value not in found:
                        found.append(value)
    return found


def _pytestmark(body: list[ast.stmt], problems, aliases: frozenset = frozenset()) -> list[str]:
    out: list[str] = []
    for stmt in body:
        targets = []
        if isinstance(stmt, ast.Assign):
            targets = [t.id for t in stmt.targets if isinstance(t, ast.Name)]
        elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.value is not None:
            targets = [stmt.target.id]
        if "pytestmark" in targets:
            out += [i for i in _marks_in(stmt.value, problems, aliases) if i not in out]
    return out


def _start(node: ast.AST) -> int:
    decos = getattr(node, "decorator_list", [])
    return min([node.lineno] + [d.lineno for d in decos])


def parse_test_module(path: Path, root: Path, pagename: str) -> TestModule:
    source = path.read_text(encoding="utf-8")
    rel = path.relative_to(root).as_posix()
    mod = TestModule(path=rel, pagename=pagename, source=source)
    try:
        tree = ast.parse(source, filename=str(path))
    except SyntaxError as exc:
        mod.problems.append((exc.lineno or 0, f"cannot parse: {exc.msg}"))
        return mod
    aliases = _law_aliases(tree.body)
    module_marks = _pytestmark(tree.body, mod.problems, aliases)
    if module_marks:
        mod.items.append(TestItem(rel, rel, "", 1, len(source.splitlines()), module_marks))

    def walk(body: list[ast.stmt], prefix: list[str], inherited: bool) -> None:
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
                qual = prefix + [node.name]
                laws = [i for d in node.decorator_list for i in _marks_in(d, mod.problems, aliases)]
                laws = list(dict.fromkeys(laws))
                mod.blocks.append((".".join(qual), _start(node) - 1, node.end_lineno))
                if laws:
                    mod.items.append(TestItem("::".join([rel] + qual), rel, ".".join(qual), _start(node),
                                              node.end_lineno, laws))
            elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
                qual = prefix + [node.name]
                laws = [i for d in node.decorator_list for i in _marks_in(d, mod.problems, aliases)]
                laws += [i for i in _pytestmark(node.body, mod.problems, aliases) if i not in laws]
                laws = list(dict.fromkeys(laws))
                mod.blocks.append((".".join(qual), _start(node) - 1, node.end_lineno))
                if laws:
                    mod.items.append(TestItem("::".join([rel] + qual), rel, ".".join(qual), _start(node),
                                              node.end_lineno, laws))
                walk(node.body, qual, inherited or bool(laws))

    walk(tree.body, [], bool(module_marks))
    mod.items.sort(key=lambda it: (it.lineno, it.nodeid))
    return mod


def discover_tests(tests_dir: Path, exclude: list[str]) -> list[TestModule]:
    """Parse every ``test_*.py`` under ``tests_dir`` (sorted; excluded directory names skipped)."""
    tests_dir = tests_dir.resolve()
    root = tests_dir.parent
    modules: list[TestModule] = []
    if not tests_dir.is_dir():
        return modules
    for dirpath, dirnames, filenames in os.walk(tests_dir):
        dirnames[:] = sorted(
            d for d in dirnames if d not in exclude and not d.startswith((".", "_")) and d != "node_modules"
        )
        for fn in sorted(filenames):
            if fn.startswith("test_") and fn.endswith(".py"):
                path = Path(dirpath) / fn
                rel_to_tests = path.relative_to(tests_dir).with_suffix("").as_posix()
                modules.append(parse_test_module(path, root, f"_tests/{rel_to_tests}"))
    modules.sort(key=lambda m: m.path)
    return modules


def tests_by_law(modules: list[TestModule]) -> dict[str, list[tuple[TestModule, TestItem]]]:
    out: dict[str, list[tuple[TestModule, TestItem]]] = {}
    for mod in modules:
        for item in mod.items:
            for law_id in item.laws:
                out.setdefault(law_id, []).append((mod, item))
    return out


@dataclass
class Registry:
    """Everything discovered outside the documents, for one build."""

    implementations: dict[str, list[str]]
    not_executable: dict[str, str]
    modules: list[TestModule]
    #: law id -> its declared readings (:func:`discover_readings`)
    readings: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    #: the quotations, conventions and the catalogue of what the engine cites (:func:`discover_citations`)
    citations: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.tests = tests_by_law(self.modules)

    def fingerprint(self) -> str:
        data = {
            "impl": self.implementations,
            "ne": self.not_executable,
            "tests": {k: [it.nodeid for _, it in v] for k, v in self.tests.items()},
            "pages": [(m.pagename, [b[0] for b in m.blocks]) for m in self.modules],
            "readings": self.readings,
            "citations": self.citations,
        }
        return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()


def discover(package: str, tests_dir: Path, exclude: list[str]) -> Registry:
    impls, not_exec = discover_code(package)
    return Registry(impls, not_exec, discover_tests(tests_dir, exclude), discover_readings(package),
                    discover_citations(package))
