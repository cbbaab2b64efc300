"""Sphinx extension: the exact odds behind Peel's maxims, computed at build time.

``maxim-odds`` takes one argument, the law id of a maxim (``peel-poker:p1`` ...
``peel-poker:p6``), and renders the tables of :func:`games.poker.strategy.maxim_tables`:
for each, a title, the hand it is worked for, and one row per outcome with the
exact fraction, the percentage and the odds ("43 to 4 against").

Option ``:rules:`` -- ``peel`` (default) or ``foster`` -- picks the order of hands.

The odds are computed once per build process and kept in the environment
(``env.maxim_odds``), keyed by a hash of the code that computes them, so an
incremental build recomputes them only when that code changes; the page is
marked as depending on those source files.  Parallel builds merge the caches.
"""

from __future__ import annotations

import hashlib
import os
import re
from typing import Any

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

logger = logging.getLogger(__name__)

__version__ = "1.0"

_SOURCES = ("games.poker.strategy", "games.poker.maxims", "games.poker.odds", "games.poker.odds_tables", "games.core.odds",
            "games.poker.hands", "games.cards")


def _source_paths(env: Any = None) -> list[str]:
    """The files of the code that computes the odds (the page depends on them)."""
    import importlib

    return [os.path.abspath(importlib.import_module(name).__file__ or "") for name in _SOURCES]


def _code_hash(paths: list[str]) -> str:
    h = hashlib.sha256()
    for p in paths:
        try:
            with open(p, "rb") as f:
                h.update(f.read())
        except OSError:
            h.update(p.encode())
    return h.hexdigest()[:16]


_CARD_CODE = re.compile(r"\b(10|[2-9AJQK])([CDHS])\b")
_SIGN = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}


def _cards_text(text: str) -> str:
    """Card codes (``JS``) written with suit signs (``J\u2660``) for readers."""
    return _CARD_CODE.sub(lambda m: m.group(1) + _SIGN[m.group(2)], text)


def _tables(env: Any, law: str, rules: str) -> list[dict]:
    from games.poker.strategy import maxim_tables

    cache = getattr(env, "maxim_odds", None)
    if cache is None:
        cache = env.maxim_odds = {}
    digest = _code_hash(_source_paths(env))
    for stale in [k for k in cache if k[0] != digest]:
        del cache[stale]
    key = (digest, law, rules)
    if key not in cache:
        # Plain data (str and int only), so that the pickled environment never
        # depends on the classes of the code that computed it.
        cache[key] = [
            {
                "title": t.title,
                "hand": t.hand,
                "note": t.note,
                "rows": [
                    (r.label, r.note, r.chance.numerator, r.chance.denominator, r.percent, r.against) for r in t.rows
                ],
            }
            for t in maxim_tables(law, rules)
        ]
    return cache[key]


def _row(cells: list[nodes.Node | str]) -> nodes.row:
    row = nodes.row()
    for cell in cells:
        entry = nodes.entry()
        if isinstance(cell, str):
            entry += nodes.paragraph(text=cell)
        else:
            entry += cell
        row += entry
    return row


def _render(table: dict, anchor: str) -> list[nodes.Node]:
    out: list[nodes.Node] = []
    t = nodes.table(classes=["maxim-odds", "colwidths-auto"], ids=[anchor])
    t += nodes.title(text=table["title"])
    group = nodes.tgroup(cols=4)
    t += group
    for width in (40, 20, 15, 25):
        group += nodes.colspec(colwidth=width)
    head = nodes.thead()
    head += _row(["Outcome", "Exact chance", "Per cent", "Odds"])
    group += head
    body = nodes.tbody()
    for text, note, num, den, percent, against in table["rows"]:
        label: nodes.Node | str = _cards_text(text)
        if note:
            para = nodes.paragraph()
            para += nodes.Text(_cards_text(text))
            para += nodes.Text(" ")
            para += nodes.emphasis(text=f"({note})")
            label = para
        frac = nodes.paragraph()
        frac += nodes.literal(text=f"{num}/{den}" if den != 1 else str(num))
        body += _row([label, frac, percent, against])
    group += body
    hand = nodes.paragraph(classes=["maxim-odds-hand"])
    hand += nodes.strong(text="Worked for: ")
    hand += nodes.Text(_cards_text(table["hand"]))
    out.append(t)
    out.append(hand)
    if table["note"]:
        out.append(nodes.paragraph(text=_cards_text(table["note"]), classes=["maxim-odds-note"]))
    return out


class MaximOddsDirective(SphinxDirective):
    """``.. maxim-odds:: peel-poker:p1`` -- the tables of exact odds behind a maxim."""

    required_arguments = 1
    optional_arguments = 0
    has_content = False
    option_spec = {"rules": lambda arg: directives.choice(arg, ("peel", "foster"))}

    def run(self) -> list[nodes.Node]:
        law = self.arguments[0].strip()
        rules = self.options.get("rules", "peel")
        for path in [*_source_paths(self.env), os.path.abspath(__file__)]:
            if os.path.exists(path):
                self.env.note_dependency(path)
        try:
            tables = _tables(self.env, law, rules)
        except Exception as exc:  # a bad argument: a located warning (an error under -W)
            logger.warning("maxim-odds %s: %s", law, exc, location=self.get_location())
            return []
        container = nodes.container(classes=["maxim-odds-block"])
        stem = law.split(":")[-1] + ("" if rules == "peel" else f"-{rules}")
        for i, table in enumerate(tables, 1):
            anchor = nodes.make_id(f"odds-{stem}-{i}")
            if anchor in self.state.document.ids:
                anchor = nodes.make_id(f"odds-{stem}-{i}-{self.env.new_serialno('maxim-odds')}")
            for node in _render(table, anchor):
                container += node
        return [container]


def _merge(app: Sphinx, env: Any, docnames: set[str], other: Any) -> None:
    theirs = getattr(other, "maxim_odds", None)
    if theirs:
        if getattr(env, "maxim_odds", None) is None:
            env.maxim_odds = {}
        env.maxim_odds.update(theirs)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("maxim-odds", MaximOddsDirective)
    app.connect("env-merge-info", _merge)
    return {"version": __version__, "env_version": 1, "parallel_read_safe": True, "parallel_write_safe": True}
