"""The ``games-table`` directive: a table computed at build time by a function of ``games``.

Usage in a MyST page::

    ```{games-table} games.poker.site_tables:hand_census_table peel
    ```

The first argument names a function (``module:function``) of the package given by the
``games_tables_package`` setting (``games``); the others are passed to it as strings.
The function returns a :class:`games.core.tables.Table` or a list of them; each is
rendered as a table with its caption, its notes under it and the laws it rests on.
A cell that is a :class:`~games.core.tables.LawRef` becomes a citation of the law (the
``law`` role's link, when the law domain is loaded); a :class:`~games.core.tables.Run` is its
parts in order (text, and citations of laws); a fraction is written ``n/d``.

**Cache.** The tables are computed once and kept in the build environment as plain data
(strings and integers, so the pickled environment never depends on the classes of the code
that made them), keyed by the function, its arguments and a digest of the source of its
module and of every module of the package that it imports, directly or not (read with
:mod:`ast`).  An incremental build recomputes a table only when that code changes, and
the page is marked as depending on those files.  The directive is parallel-safe: each
reading process may compute a missing table; the caches are merged.
"""

from __future__ import annotations

import ast
import hashlib
import importlib
import importlib.util
import os
from fractions import Fraction
from typing import Any

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

logger = logging.getLogger(__name__)

__version__ = "1.0"


# --- which code a table depends on --------------------------------------------------------------

def _module_file(modname: str) -> str | None:
    try:
        spec = importlib.util.find_spec(modname)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.origin or not spec.origin.endswith(".py"):
        return None
    return os.path.abspath(spec.origin)


def _imports(path: str, modname: str, package: str) -> set[str]:
    """The modules of ``package`` that the module at ``path`` imports (absolute or relative)."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), filename=path)
    is_pkg = os.path.basename(path) == "__init__.py"
    here = modname if is_pkg else modname.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = here.split(".")
                parent = ".".join(parts[: len(parts) - node.level + 1])
                base = f"{parent}.{base}" if base else parent
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)  # "from games.poker import hands"
    return {m for m in found if m == package or m.startswith(package + ".")}


def source_closure(modname: str, package: str) -> list[str]:
    """The files of ``modname`` and of every module of ``package`` it imports, transitively, sorted."""
    seen: dict[str, str] = {}
    todo = [modname]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        path = _module_file(name)
        if path is None:
            continue
        seen[name] = path
        todo.extend(_imports(path, name, package) - set(seen))
    return sorted(set(seen.values()))


def digest(paths: list[str]) -> str:
    h = hashlib.sha256()
    for p in paths:
        h.update(p.encode())
        with open(p, "rb") as f:
            h.update(f.read())
    return h.hexdigest()[:16]


def code_files(modnames: tuple[str, ...] | list[str], package: str = "games") -> list[str]:
    """The source files of ``modnames`` and of every module of ``package`` they import, transitively:
    the code a computed page depends on (the one rule of every page computed by ``games`` code:
    the games tables, the claims, the lessons, the same deal under four codes)."""
    paths: set[str] = set()
    for name in modnames:
        paths.update(source_closure(name, package))
    return sorted(paths)


def note_code(env: Any, modnames: tuple[str, ...] | list[str], package: str = "games") -> str:
    """Mark the page being read as depending on that code (an incremental build reads it again when
    any of those files changes) and return the code's digest (the key of a cached computation)."""
    paths = code_files(modnames, package)
    for path in paths:
        env.note_dependency(path)
    return digest(paths)


# --- computing a table as plain data -------------------------------------------------------------

def _plain_cell(cell: Any) -> tuple:
    from games.core.tables import LawRef, Run

    if isinstance(cell, Run):
        return ("run", tuple(_plain_cell(part) for part in cell.parts))
    if isinstance(cell, LawRef):
        return ("law", cell.law_id, cell.text)
    if isinstance(cell, Fraction):
        return ("frac", cell.numerator, cell.denominator)
    if isinstance(cell, int) and not isinstance(cell, bool):
        return ("int", cell)
    if isinstance(cell, str):
        return ("str", cell)
    raise TypeError(f"a table cell must be str, int, Fraction, LawRef or Run, not {type(cell).__name__}")


def compute(target: str, args: tuple[str, ...]) -> list[dict[str, Any]]:
    """Call ``module:function`` with ``args``; return its tables as plain data."""
    from games.core.tables import check_table

    modname, sep, funcname = target.partition(":")
    if not sep or not funcname:
        raise ValueError(f"expected 'module:function', got {target!r}")
    func = getattr(importlib.import_module(modname), funcname)
    result = func(*args)
    tables = list(result) if isinstance(result, (list, tuple)) else [result]
    out = []
    for t in tables:
        check_table(t)
        out.append({"caption": t.caption, "columns": list(t.columns),
                    "rows": [[_plain_cell(c) for c in row] for row in t.rows],
                    "notes": list(t.notes), "laws": list(t.laws), "id": t.id})
    return out


def tables_for(env: Any, target: str, args: tuple[str, ...], package: str) -> tuple[list[dict], list[str]]:
    """The tables (cached by digest) and the source files they depend on."""
    paths = source_closure(target.partition(":")[0], package)
    key = (target, args)
    stamp = digest(paths)
    cache = getattr(env, "games_tables", None)
    if cache is None:
        cache = env.games_tables = {}
    hit = cache.get(key)
    if hit is None or hit[0] != stamp:
        cache[key] = (stamp, compute(target, args))
    return cache[key][1], paths


# --- rendering -----------------------------------------------------------------------------------

def _cell_node(env: Any, cell: tuple) -> nodes.Node:
    kind = cell[0]
    if kind == "run":   # its parts in one paragraph: the text and the links of each
        para = nodes.paragraph()
        for part in cell[1]:
            para.extend(_cell_node(env, part).children)
        return para
    if kind == "law":
        law_id, text = cell[1], cell[2]
        try:
            domain = env.get_domain("law")
        except Exception:  # noqa: BLE001 - the law domain is not loaded: plain text
            domain = None
        if domain is None:
            return nodes.paragraph("", "", nodes.Text(text or law_id))
        from lawdomain.util import get_ids

        label = text or get_ids(env).label(law_id)
        ref = addnodes.pending_xref("", refdomain="law", reftype="law", reftarget=law_id,
                                    refexplicit=bool(text), refwarn=True, refdoc=env.docname)
        ref += nodes.inline(label, label, classes=["xref", "law-ref"])
        domain.note_citation(env.docname, law_id)
        return nodes.paragraph("", "", ref)
    if kind == "frac":
        num, den = cell[1], cell[2]
        text = f"{num}/{den}" if den != 1 else str(num)
        return nodes.paragraph("", "", nodes.literal(text, text))
    if kind == "int":
        return nodes.paragraph("", "", nodes.Text(f"{cell[1]:,}"))
    return nodes.paragraph("", "", nodes.Text(cell[1]))


def _row(cells: list[nodes.Node]) -> nodes.row:
    row = nodes.row()
    for cell in cells:
        entry = nodes.entry()
        entry += cell
        row += entry
    return row


def render(env: Any, table: dict[str, Any], anchor: str, classes: list[str]) -> list[nodes.Node]:
    t = nodes.table(classes=["games-table", "colwidths-auto"] + classes, ids=[anchor])
    t += nodes.title(text=table["caption"])
    group = nodes.tgroup(cols=len(table["columns"]))
    t += group
    for _ in table["columns"]:
        group += nodes.colspec(colwidth=1)
    head = nodes.thead()
    head += _row([nodes.paragraph("", c) for c in table["columns"]])
    group += head
    body = nodes.tbody()
    for row in table["rows"]:
        body += _row([_cell_node(env, c) for c in row])
    group += body
    out: list[nodes.Node] = [t]
    for note in table["notes"]:
        out.append(nodes.paragraph("", note, classes=["games-table-note"]))
    return out


class GamesTableDirective(SphinxDirective):
    """``games-table module:function [arg ...]`` -- the tables a ``games`` function computes."""

    required_arguments = 1
    optional_arguments = 8
    has_content = False
    option_spec = {"class": directives.class_option}

    def run(self) -> list[nodes.Node]:
        target, args = self.arguments[0], tuple(self.arguments[1:])
        package = self.config.games_tables_package
        if not target.startswith(package + "."):
            logger.warning("games-table %s: the function must be in the package %r", target, package,
                           location=self.get_location())
            return []
        try:
            tables, paths = tables_for(self.env, target, args, package)
        except Exception as exc:  # a bad argument: a located warning (an error under -W)
            logger.warning("games-table %s %s: %s", target, " ".join(args), exc, location=self.get_location())
            return []
        for path in paths + [os.path.abspath(__file__)]:
            self.env.note_dependency(path)
        container = nodes.container(classes=["games-table-block"])
        for i, table in enumerate(tables, 1):
            anchor = nodes.make_id(table["id"] or table["caption"])
            if anchor in self.state.document.ids:
                anchor = nodes.make_id(f"{anchor}-{self.env.new_serialno('games-table')}")
            rendered = render(self.env, table, anchor, self.options.get("class", []))
            self.state.document.ids[anchor] = rendered[0]
            for node in rendered:
                container += node
        return [container]


def _merge(app: Sphinx, env: Any, docnames: set[str], other: Any) -> None:
    theirs = getattr(other, "games_tables", None)
    if theirs:
        if getattr(env, "games_tables", None) is None:
            env.games_tables = {}
        env.games_tables.update(theirs)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("games_tables_package", "games", "env", types=(str,))
    app.add_directive("games-table", GamesTableDirective)
    app.connect("env-merge-info", _merge)
    return {"version": __version__, "env_version": 1, "parallel_read_safe": True, "parallel_write_safe": True}
