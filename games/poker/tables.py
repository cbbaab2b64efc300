"""The Poker tables of the site, as :class:`games.core.tables.Table` (for the ``games-table`` directive).

Small wrappers over the public functions of :mod:`games.poker.census` and
:mod:`games.poker.strategy`; nothing is computed here but the formatting.  Every figure
is rounded the same way, from the exact fraction (half up): a probability to four
significant figures, trailing zeros kept (``1.600 %``); "one hand in" and "odds against"
to whole numbers from 10 up, to two decimals below, so that the odds against are always
"one in" less one.

Usage::

    >>> t = hand_census_table("peel")
    >>> t.rows[0][:2]
    ('Sequence flush', '36')
    >>> t.rows[-1][0]
    'All hands'
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from games.core.tables import LawRef, Table
from games.poker.census import census
from games.poker.hands import rules_for
from games.poker.strategy import OddsTable, maxim_tables

__all__ = ["hand_census_table", "maxim_odds_tables", "percent", "one_in", "odds_against_text", "CENSUS_CODES"]

NBSP = "\u00a0"

#: The censuses the site shows: the rules, the caption, the book's name in the closing
#: question, the class it asks about by default, and the law deciding ties in each class.
CENSUS_CODES: dict[str, dict] = {
    "peel": {
        "rules": "peel",
        "caption": "Peel's order (laws 65-75): the ordinary pack of fifty-two cards, the ace lowest and "
                   "beginning a sequence only",
        "book": "Peel's laws",
        "question": "Full",
        "laws": {
            "Sequence flush": "peel-poker:66",
            "Fours": "peel-poker:67",
            "Full": "peel-poker:68",
            "Flush": "peel-poker:69",
            "Sequence not a flush": "peel-poker:70",
            "Threes": "peel-poker:72",
            "Two pairs": "peel-poker:73",
            "A pair": "peel-poker:74",
            "No pair": "peel-poker:75",
        },
    },
    "foster": {
        "rules": "foster",
        "caption": "Foster's American order: the pack of fifty-two cards, the ace high, or low in a straight",
        "book": "Foster's rules",
        "question": "Full hand",
        "laws": {},
    },
    "foster-sixty": {
        "rules": "foster-sixty",
        "caption": "Foster's sixty-card pack: elevens and twelves between the ten and the knave",
        "book": "Foster's sixty-card pack",
        "question": "Full hand",
        "laws": {},
    },
}


def _round(x: Fraction, places: int) -> Decimal:
    q = Decimal(1).scaleb(-places)
    return (Decimal(x.numerator) / Decimal(x.denominator)).quantize(q, rounding=ROUND_HALF_UP)


def _ratio(x: Fraction) -> str:
    """Whole from 10 up (``113,782``), two decimals below (``4.05``), rounded half up."""
    if x >= 10:
        return f"{_round(x, 0):,}"
    return f"{_round(x, 2):,}"


def percent(p: Fraction) -> str:
    """A probability as a percentage to four significant figures, trailing zeros kept."""
    pct = p * 100
    if pct == 0:
        return f"0{NBSP}%"
    d = Decimal(pct.numerator) / Decimal(pct.denominator)
    exponent = d.adjusted()  # the place of the first significant digit
    places = max(3 - exponent, 0)
    return f"{_round(pct, places):,}{NBSP}%"


def one_in(total: int, count: int) -> str:
    """``total / count`` as "one hand in ..."."""
    return _ratio(Fraction(total, count))


def odds_against_text(total: int, count: int) -> str:
    """The odds against, ``(total - count) to count``: "N to 1", or "N to 1 on" when likelier than not."""
    against = Fraction(total - count, count)
    if against < 1:
        return f"{_ratio(1 / against)}{NBSP}to{NBSP}1{NBSP}on"
    return f"{_ratio(against)}{NBSP}to{NBSP}1"


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def hand_census_table(code: str = "peel", question: str = "") -> Table:
    """The census of all five-card hands under ``code`` (``peel``, ``foster``, ``foster-sixty``),
    one row per class, with the law that decides ties where the code gives one; a note answers
    "how rare is ..." for ``question`` (a class name; default, the code's full hand)."""
    if code not in CENSUS_CODES:
        raise ValueError(f"no census for {code!r}: one of {', '.join(CENSUS_CODES)}")
    spec = CENSUS_CODES[code]
    result = census(rules_for(spec["rules"]))
    total = result["total"]
    classes = [(name, n) for name, n in result.items() if name != "total"]
    question = question or spec["question"]
    if question not in dict(classes):
        raise ValueError(f"no class {question!r} in the {code} census: one of {', '.join(n for n, _ in classes)}")
    laws = spec["laws"]
    columns = ("Hand", "Hands", "Probability", "One hand in", "Odds against") + (("Ties decided by",) if laws else ())
    rows = []
    for name, count in classes:
        row = (name, f"{count:,}", percent(Fraction(count, total)), one_in(total, count),
               odds_against_text(total, count))
        if laws:
            row += (LawRef(laws[name]) if name in laws else "",)
        rows.append(row)
    rows.append(("All hands", f"{total:,}", f"100{NBSP}%", "", "") + (("",) if laws else ()))
    count = result[question]
    noun = question.lower()
    note = (f"How rare is {_article(noun)} {noun}? Under {spec['book']}, {count:,} of the {total:,} possible "
            f"hands are {_article(noun)} {noun}: one hand in {one_in(total, count)}, or odds of "
            f"{odds_against_text(total, count).replace(NBSP, ' ')} against being dealt one.")
    return Table(spec["caption"], columns, tuple(rows), notes=(note,), laws=tuple(dict.fromkeys(laws.values())),
                 id=f"census-{code}")


_CARD_CODE = re.compile(r"\b(10|[2-9AJQK])([CDHS])\b")
_SIGN = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}


def cards_text(text: str) -> str:
    """Card codes (``JS``) written with suit signs (``J♠``) for readers."""
    return _CARD_CODE.sub(lambda m: m.group(1) + _SIGN[m.group(2)], text)


def maxim_odds_tables(law: str, rules: str = "peel") -> list[Table]:
    """The tables of exact odds behind one of Peel's maxims (``peel-poker:p1`` ... ``p6``), from
    :func:`games.poker.strategy.maxim_tables`: one row per outcome, the exact fraction, the
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
