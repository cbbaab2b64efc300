"""Sphinx extension: "the same deal under four codes", computed at build time.

``vingt-un-same-deal`` (option ``:seed:``, default 182; ``:seats:``, default 4) plays one
seeded round of Vingt-un under each book's rule set.  Its tables are those of
:func:`games.vingt_un.compare.same_deal_tables` (each player's net result under each code,
then each code's settlement, every line linking to the paragraph that decided it), rendered
and cached as every table computed by ``games`` code is (``gamestables``: one digest of the
code the function imports, so that a change to any module of the game, its referee or its
view rebuilds the page); before each code's settlement, what happened in the round
(:func:`games.vingt_un.compare.same_deal`), and where the codes part.  Nothing on the page is
typed in: change the code and the page changes.
"""

from __future__ import annotations

import re

from docutils import nodes
from docutils.parsers.rst import directives
from docutils.statemachine import StringList
from sphinx.util.docutils import SphinxDirective

__version__ = "2.0"

TABLES = "games.vingt_un.compare:same_deal_tables"

_CARD_CODE = re.compile(r"\b(10|[2-9AJQK])([CDHS])\b")
_SIGN = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}


def _cards(text: str) -> str:
    return _CARD_CODE.sub(lambda m: m.group(1) + _SIGN[m.group(2)], text)


def _with_suits(table: dict) -> dict:
    """The table with the cards' codes (``10H``) written with their suits (``10♥``)."""
    rows = [[("str", _cards(c[1])) if c[0] == "str" else c for c in row] for row in table["rows"]]
    return {**table, "rows": rows}


class SameDeal(SphinxDirective):
    has_content = False
    option_spec = {"seed": directives.unchanged, "seats": directives.positive_int}

    def _events(self, seed, seats) -> list[tuple[str, list[tuple[str, tuple[str, ...]]]]]:
        """What happened under each code (the public events), cached with the tables' digest."""
        from gamestables import note_code

        stamp = note_code(self.env, ("games.vingt_un.compare",))
        cache = getattr(self.env, "vingt_un_same_deal", None)
        if cache is None:
            cache = self.env.vingt_un_same_deal = {}
        key = (seed, seats)
        if key not in cache or cache[key][0] != stamp:
            from games.vingt_un.compare import same_deal

            cache[key] = (stamp, [(r.title, [(text, tuple(laws)) for text, laws in r.events],
                                   [list(r.net)], list(r.names)) for r in same_deal(seed, seats)])
        return cache[key][1]

    def _md(self, lines: list[str], container: nodes.Element) -> None:
        self.state.nested_parse(StringList(lines, source="vingt-un-same-deal"), self.content_offset, container)

    def run(self):
        from gamestables import render, tables_for

        seed = self.options.get("seed", "182")
        seed = int(seed) if seed.isdigit() else seed
        seats = self.options.get("seats", 4)
        tables, paths = tables_for(self.env, TABLES, (seed, seats), self.config.games_tables_package)
        for path in paths:
            self.env.note_dependency(path)
        self.env.note_dependency(__file__)
        results = self._events(seed, seats)
        names = results[0][3]
        container = nodes.container(classes=["vingt-un-same-deal", "games-table-block"])
        summary, settlements = tables[0], tables[1:]
        for node in render(self.env, _with_suits(summary), nodes.make_id(f"same-deal-{seed}"), []):
            container += node
        differ = [names[s] for s in range(seats) if len({r[2][0][s] for r in results}) > 1]
        self._md(["Where the codes part: " + (", ".join(differ) if differ else "nowhere, on this deal") + "."],
                 container)
        for (title, events, _, _), table in zip(results, settlements):
            section = nodes.container(classes=["vingt-un-same-deal-code"])
            lines = [f"### {title}", ""]
            for text, laws in events:
                if " receives " in text and "face downwards" in text:
                    continue  # a card dealt face down: the onlooker sees only that a card was dealt
                lines.append(f"- {_cards(text)} " + " ".join(f"{{law}}`{law}`" for law in laws))
            self._md(lines, section)
            for node in render(self.env, _with_suits(table), nodes.make_id(f"same-deal-{seed}-{title}"), []):
                section += node
            container += section
        return [container]


def _merge(app, env, docnames, other) -> None:
    theirs = getattr(other, "vingt_un_same_deal", None)
    if theirs:
        if getattr(env, "vingt_un_same_deal", None) is None:
            env.vingt_un_same_deal = {}
        env.vingt_un_same_deal.update(theirs)


def setup(app):
    app.setup_extension("gamestables")
    app.add_directive("vingt-un-same-deal", SameDeal)
    app.connect("env-merge-info", _merge)
    return {"version": __version__, "env_version": 2, "parallel_read_safe": True, "parallel_write_safe": True}
