"""Sphinx extension: "the same deal under four codes", computed at build time.

``vingt-un-same-deal`` (option ``:seed:``, default 182; ``:seats:``, default 4) plays one
seeded round of Vingt-un under each book's rule set with
:func:`games.vingt_un.compare.same_deal` and renders, for each code, what
happened and the settlement, every line linking to the paragraph that decided
it, after a table of each player's net result under each code.  Nothing on the
page is typed in: change the code and the page changes.
"""

from __future__ import annotations

import re

from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

__version__ = "1.0"

_CARD_CODE = re.compile(r"\b(10|[2-9AJQK])([CDHS])\b")
_SIGN = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}


def _cards(text: str) -> str:
    return _CARD_CODE.sub(lambda m: m.group(1) + _SIGN[m.group(2)], text)


def _cell(text: str) -> str:
    return _cards(text).replace("|", "\\|")


def _laws(laws) -> str:
    return " ".join(f"{{law}}`{law}`" for law in laws)


class SameDeal(SphinxDirective):
    has_content = False
    option_spec = {"seed": directives.unchanged, "seats": directives.positive_int}

    def run(self):
        from games.vingt_un.compare import same_deal

        seed = self.options.get("seed", "182")
        seed = int(seed) if seed.isdigit() else seed
        seats = self.options.get("seats", 4)
        results = same_deal(seed, seats)
        names = results[0].names
        md = ["| code | " + " | ".join(names) + " |", "|---|" + "---|" * len(names)]
        for r in results:
            md.append(f"| {r.title} | " + " | ".join(f"{n:+d}" for n in r.net) + " |")
        differ = [names[s] for s in range(seats) if len({r.net[s] for r in results}) > 1]
        md += ["", "Where the codes part: " + (", ".join(differ) if differ else "nowhere, on this deal") + ".", ""]
        for r in results:
            md += [f"### {r.title}", ""]
            for text, laws in r.events:
                if " receives " in text and "face downwards" in text:
                    continue  # a card dealt face down: the onlooker sees only that a card was dealt
                md.append(f"- {_cell(text)} {_laws(laws)}")
            md += ["", "| receives | amount | why | law |", "|---|---|---|---|"]
            for line in r.lines:
                md.append(f"| {line.name} | {line.amount:+d} | {_cell(line.reason)} | {_laws(line.laws)} |")
            md.append("")
        self.env.note_dependency(__file__)
        for mod in ("game", "game_rounds", "game_naturals", "game_actions", "records", "compare", "players", "rules"):
            import importlib
            self.env.note_dependency(importlib.import_module(f"games.vingt_un.{mod}").__file__)
        from docutils import nodes
        from docutils.statemachine import StringList

        container = nodes.container(classes=["vingt-un-same-deal"])
        self.state.nested_parse(StringList(md, source="vingt-un-same-deal"), self.content_offset, container)
        return [container]


def setup(app):
    app.add_directive("vingt-un-same-deal", SameDeal)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
