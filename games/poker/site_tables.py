"""The Poker tables of the site, as :class:`games.core.tables.Table` (for the ``games-table`` directive).

Small wrappers over the public functions of :mod:`games.poker.census` and
:mod:`games.poker.odds_tables`; nothing is computed here but the layout.  Every figure is
written by :mod:`games.poker.census` with :mod:`games.core.odds` (one rounding rule for the
edition: half away from zero, four significant figures, every whole digit kept), so "one
hand in 113,782" stands beside "113,781 to 1".

Usage::

    >>> t = hand_census_table("peel")
    >>> t.rows[0][:2]
    ('Sequence flush', '36')
    >>> t.rows[-1][0]
    'All hands'
"""

from __future__ import annotations

import re
from fractions import Fraction

from games.core.tables import Table
from games.errors import RuleSetError, check_text
from games.poker.census import CENSUS_CODES, census, one_in_text, percent_text
from games.poker.census import hand_census_table as census_table
from games.poker.census import odds_against_text as census_odds_against
from games.poker.hands import rules_for
from games.poker.odds_tables import OddsTable, maxim_tables

__all__ = ["hand_census_table", "maxim_odds_tables", "percent", "one_in", "odds_against_text", "CENSUS_CODES"]

def percent(p: Fraction) -> str:
    """A probability as a percentage, four significant figures, trailing zeros kept (``"1.600 %"``)."""
    try:
        p = Fraction(p)
    except (TypeError, ValueError, ZeroDivisionError, OverflowError):
        raise RuleSetError(f"a chance is a fraction from 0 to 1, not {p!r}") from None
    return percent_text(p.numerator, p.denominator)


def one_in(total: int, count: int) -> str:
    """``total / count`` as "one hand in ..." (the census's rounding)."""
    return one_in_text(count, total)


def odds_against_text(total: int, count: int) -> str:
    """The odds against, ``(total - count) to count`` (the census's rounding): "N to 1", "N to 1 on"."""
    return census_odds_against(count, total)


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def hand_census_table(code: str = "peel", question: str = "") -> Table:
    """The census of all five-card hands under ``code`` (``peel``, ``foster``, ``foster-sixty``):
    :func:`games.poker.census.hand_census_table`, with a note that answers "how rare is ..."
    for ``question`` (a class name; default, the code's full hand)."""
    if check_text(code, "the code of a census", error=RuleSetError) not in CENSUS_CODES:
        raise RuleSetError(f"no census for {code!r}: one of {', '.join(CENSUS_CODES)}")
    check_text(question, "the class of hand asked about", error=RuleSetError)
    spec = CENSUS_CODES[code]
    table = census_table(code)
    result = census(rules_for(spec["rules"]))
    total = result["total"]
    question = question or spec["full"]
    if question not in result or question == "total":
        raise RuleSetError(f"no class {question!r} in the {code} census: one of "
                         + ", ".join(n for n in result if n != "total"))
    count = result[question]
    noun = question.lower()
    note = (f"How rare is {_article(noun)} {noun}? Under {spec['book']}, {count:,} of the {total:,} possible "
            f"hands are {_article(noun)} {noun}: one hand in {one_in(total, count)}, or odds of "
            f"{odds_against_text(total, count)} against being dealt one.")
    rows = tuple(tuple(f"{c:,}" if isinstance(c, int) else c for c in row) for row in table.rows)
    return Table(table.caption, table.columns, rows, notes=(note,), laws=table.laws, id=table.id)


_CARD_CODE = re.compile(r"\b(10|[2-9AJQK])([CDHS])\b")
_SIGN = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}


def cards_text(text: str) -> str:
    """Card codes (``JS``) written with suit signs (``J♠``) for readers."""
    check_text(text, "the text of cards", error=RuleSetError)
    return _CARD_CODE.sub(lambda m: m.group(1) + _SIGN[m.group(2)], text)


def maxim_odds_tables(law: str, rules: str = "peel") -> list[Table]:
    """The tables of exact odds behind one of Peel's maxims (``peel-poker:p1`` ... ``p6``), from
    :func:`games.poker.odds_tables.maxim_tables`: one row per outcome, the exact fraction, the
    percentage and the odds as the books write them, exactly ("43 to 4 against")."""
    tables: list[OddsTable] = maxim_tables(law, rules)
    stem = law.split(":")[-1] + ("" if rules == "peel" else f"-{rules}")
    out = []
    for i, t in enumerate(tables, 1):
        rows = []
        for r in t.rows:
            label = cards_text(r.label) + (f" ({r.note})" if r.note else "")
            rows.append((label, r.chance, percent(r.chance), r.against))
        notes = (f"Worked for: {cards_text(t.hand)}",) + ((cards_text(t.note),) if t.note else ())
        out.append(Table(t.title, ("Outcome", "Exact chance", "Per cent", "Odds"), tuple(rows), notes=notes,
                         laws=(t.law,), id=f"odds-{stem}-{i}"))
    return out
