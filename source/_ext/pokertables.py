"""The ``poker-census`` directive: a table of all five-card Poker hands by class.

Usage in a MyST page::

    :::{poker-census}
    :code: peel
    :::

``:code:`` is ``peel`` (Peel's laws 65-75, the default), ``foster`` (Foster's
American order) or ``foster-sixty`` (Foster with his sixty-card pack);
``:question:`` names the class the closing sentence asks about (default: the
full).  The census is run at build time by :func:`games.poker.census.census`
(about half a second) and kept in the build environment, keyed on the source of
the evaluator, so it is computed again only when the code changes.  The
directive is parallel-safe: each reading process may compute a missing census,
and the results are merged.
"""

from __future__ import annotations

import hashlib
import os
from typing import Any

from docutils import nodes
from docutils.parsers.rst import directives
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_SOURCES = ("games/cards.py", "games/poker/hands.py", "games/poker/census.py")

# The codes, their titles and the laws that decide ties: one record, in games.poker.census.
from games.poker.census import CENSUS_CODES as CODES  # noqa: E402


def _digest() -> str:
    h = hashlib.sha256()
    for rel in _SOURCES:
        with open(os.path.join(ROOT, rel), "rb") as f:
            h.update(f.read())
    return h.hexdigest()[:16]


def _census(env: Any, code: str) -> dict[str, int]:
    cache = getattr(env, "poker_census_cache", None)
    if cache is None:
        cache = env.poker_census_cache = {}
    key = (code, _digest())
    if key not in cache:
        from games.poker.census import census
        from games.poker.hands import rules_for

        cache[key] = census(rules_for(CODES[code]["rules"]))
    return cache[key]


# Every cell is written by games.poker.census with games.core.odds: one rounding rule
# (half away from zero, four significant figures, never fewer whole digits).
def _odds_1_in(total: int, count: int) -> str:
    from games.poker.census import one_in_text

    return one_in_text(count, total)


def _odds_against(total: int, count: int) -> str:
    from games.poker.census import odds_against_text

    return odds_against_text(count, total).replace(" ", "\u00a0")


def _percent(total: int, count: int) -> str:
    from games.poker.census import percent_text

    return percent_text(count, total).replace(" ", "\u00a0")


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


class PokerCensusDirective(SphinxDirective):
    """Render the census of all hands for one code as a table."""

    has_content = False
    option_spec = {
        "code": lambda arg: directives.choice(arg, tuple(CODES)),
        "question": directives.unchanged,
        "class": directives.class_option,
    }

    def run(self) -> list[nodes.Node]:
        code = self.options.get("code", "peel")
        spec = CODES[code]
        for rel in _SOURCES:
            self.env.note_dependency(os.path.join(ROOT, rel))
        result = _census(self.env, code)
        total = result["total"]
        classes = [(name, n) for name, n in result.items() if name != "total"]
        question = self.options.get("question", spec["full"])
        if question not in result or question == "total":
            raise self.error(f"poker-census: no class {question!r} in the {code} census; one of {', '.join(n for n, _ in classes)}")

        laws = spec["laws"]
        lines = [
            f":::{{list-table}} {spec['title']}",
            ":header-rows: 1",
            ":widths: auto",
            ":class: poker-census" + "".join(" " + c for c in self.options.get("class", [])),
            "",
            "* - Hand",
            "  - Hands",
            "  - Probability",
            "  - One hand in",
            "  - Odds against",
        ]
        if laws:
            lines.append("  - Ties decided by")
        for name, count in classes:
            lines += [
                f"* - {name}",
                f"  - {count:,}",
                f"  - {_percent(total, count)}",
                f"  - {_odds_1_in(total, count)}",
                f"  - {_odds_against(total, count)}",
            ]
            if laws:
                lines.append(f"  - {{law}}`{laws[name]}`" if name in laws else "  - ")
        lines += [
            f"* - All hands",
            f"  - {total:,}",
            "  - 100\u00a0%",
            "  - ",
            "  - ",
        ]
        if laws:
            lines.append("  - ")
        lines += [":::", ""]
        count = result[question]
        noun = question.lower()
        lines.append(
            f"**How rare is {_article(noun)} {noun}?** Under {spec['book']}, {count:,} of the {total:,} "
            f"possible hands are {_article(noun)} {noun}: one hand in {_odds_1_in(total, count)}, "
            f"or odds of {_odds_against(total, count).replace(chr(160), ' ')} against being dealt one."
        )
        container = nodes.container(classes=["poker-census-block"])
        self.state.nested_parse(StringList(lines, source=self.get_source_info()[0]), self.content_offset, container)
        return [container]


def _merge(app: Sphinx, env: Any, docnames: Any, other: Any) -> None:
    cache = getattr(env, "poker_census_cache", None)
    if cache is None:
        cache = env.poker_census_cache = {}
    cache.update(getattr(other, "poker_census_cache", {}) or {})


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("poker-census", PokerCensusDirective)
    app.connect("env-merge-info", _merge)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True, "env_version": 1}
