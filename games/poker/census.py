"""The census of Poker hands: every five-card hand of the pack, classified.

:func:`census` walks all C(52, 5) = 2,598,960 hands (C(60, 5) = 5,461,512 with
Foster's sixty-card pack) and counts them by class, with the very tables that
:func:`games.poker.hands.evaluate` uses (``rules.tables``): no second
evaluator.  It is fast because it walks the hands incrementally, as nested
loops over the cards in pack order: the rank key of the first four cards is
summed once, and the fifth card's weight is added to it for every fifth card
at C speed (``map`` over the rest of the pack, counted by
:class:`collections.Counter`); a run of cards of the same suit as four
suited cards goes to the flush table, the rest to the other.

Every hand is looked up; the result is not derived from formulas (the tests
check it against formulas computed independently).

The site's table (:func:`hand_census_table`, :func:`chance_cells`) writes each
chance with :mod:`games.core.odds`, one rounding rule for every cell: half away
from zero, four significant figures, never fewer whole digits -- so "one hand
in 113,782" stands beside "113,781 to 1", and no cell has fewer figures than
its neighbours.

>>> chance_cells(48, 5461512)   # a straight flush from Foster's sixty-card pack
('0.0008789 %', '113,782', '113,781 to 1')
>>> chance_cells(1303560, 2598960)[2]  # no pair under Peel: better than evens
'1.006 to 1 on'
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from games.cards import Pack, sixty_card_pack, standard_pack
from games.core.odds import decimal_text, percent
from games.core.tables import Cell, LawRef, Table
from games.errors import RuleSetError, check_int, check_text
from games.poker.hand_order import _CAT_SHIFT
from games.poker.hands import HandRules, PEEL, rules_for

__all__ = [
    "census",
    "census_scores",
    "pack_for",
    "chance_cells",
    "percent_text",
    "one_in_text",
    "odds_against_text",
    "CENSUS_CODES",
    "hand_census_table",
]


def pack_for(rules: HandRules) -> Pack:
    """The pack the rules play with, in suit order (all clubs, then diamonds ...)."""
    if not isinstance(rules, HandRules):
        raise RuleSetError(f"the order of hands is a HandRules (PEEL, FOSTER...), not {rules!r}")
    return sixty_card_pack() if rules.pack == "sixty" else standard_pack()


def census_scores(rules: HandRules | str = PEEL) -> Counter:
    """How many hands of the pack have each score (suit-blind: the hearts
    preferences of Peel's Rules 69 and 70, which never change a hand's class,
    are not applied here; :func:`games.poker.hands.score` applies them)."""
    rules = rules_for(rules)
    tables = rules.tables
    nonflush = tables.nonflush.__getitem__
    flush = tables.flush.__getitem__
    cards = pack_for(rules).cards
    n = len(cards)
    w = [tables.weight_of_index[c.index] for c in cards]
    suit = [c.suit for c in cards]
    # end[i]: the index after the last card of card i's suit (the pack is in suit order).
    end = [0] * n
    for i in range(n - 1, -1, -1):
        end[i] = end[i + 1] if i + 1 < n and suit[i + 1] is suit[i] else i + 1
    counts: Counter = Counter()
    update = counts.update
    for a in range(n - 4):
        ka = w[a]
        sa = suit[a]
        for b in range(a + 1, n - 3):
            kb = ka + w[b]
            sb = suit[b] is sa
            for c in range(b + 1, n - 2):
                kc = kb + w[c]
                sc = sb and suit[c] is sa
                for d in range(c + 1, n - 1):
                    kd = kc + w[d]
                    rest = w[d + 1 :]
                    if sc and suit[d] is sa:
                        k = end[d] - d - 1  # fifth cards of the same suit come first
                        update(map(flush, map(kd.__add__, rest[:k])))
                        update(map(nonflush, map(kd.__add__, rest[k:])))
                    else:
                        update(map(nonflush, map(kd.__add__, rest)))
    return counts


def census(rules: HandRules | str = PEEL) -> dict[str, int]:
    """Class name -> number of hands, highest class first, then ``"total"``.

    >>> census("peel")["Sequence not a flush"]  # doctest: +SKIP
    9180
    """
    rules = rules_for(rules)
    by_category = [0] * 9
    for value, count in census_scores(rules).items():
        by_category[value >> _CAT_SHIFT] += count
    out = {rules.category_name(cat): by_category[cat] for cat in range(8, -1, -1)}
    out["total"] = sum(by_category)
    return out


# -- writing the census: one rounding rule (games.core.odds) -----------------------------


def _counts(count: object, total: object, *, least: int = 1, short: int = 0) -> tuple[int, int]:
    """``count`` hands (at least ``least``) in ``total`` (at least one, and ``short`` more than ``count``)."""
    whole = check_int(total, "the number of hands in all", minimum=1, error=RuleSetError)
    return check_int(count, "a number of hands", minimum=least, maximum=whole - short, error=RuleSetError), whole


def percent_text(count: int, total: int) -> str:
    """``count`` hands in ``total`` as a percentage, four significant figures (``"42.26 %"``)."""
    count, total = _counts(count, total, least=0)
    return percent(Fraction(count, total), 4)


def one_in_text(count: int, total: int) -> str:
    """"One hand in ...": ``total / count``, four significant figures, every whole digit kept."""
    count, total = _counts(count, total)
    return decimal_text(Fraction(total, count), 4, whole=True)


def odds_against_text(count: int, total: int) -> str:
    """The odds against being dealt one of ``count`` hands in ``total``: ``"113,781 to 1"``,
    ``"1.006 to 1 on"`` when the chance is better than even, ``"evens"``."""
    count, total = _counts(count, total, short=1)
    against = Fraction(total - count, count)
    if against == 1:
        return "evens"
    if against > 1:
        return f"{decimal_text(against, 4, whole=True)} to 1"
    return f"{decimal_text(1 / against, 4, whole=True)} to 1 on"


def chance_cells(count: int, total: int) -> tuple[str, str, str]:
    """The three ways the census writes a chance: per cent, one hand in, odds against."""
    count, total = _counts(count, total, short=1)
    return percent_text(count, total), one_in_text(count, total), odds_against_text(count, total)


#: The codes the census is shown for: the rules, the table's title, the book's name,
#: the class of the closing question, and the law deciding between two hands of a class.
CENSUS_CODES: dict[str, dict] = {
    "peel": {
        "rules": "peel",
        "title": "Peel's order (Rules 65-75): the ordinary pack of fifty-two cards, the ace lowest and beginning a sequence only",
        "book": "Peel's laws",
        "full": "Full",
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
        "title": "Foster's American order: the pack of fifty-two cards, the ace high, or low in a straight",
        "book": "Foster's rules",
        "full": "Full hand",
        "laws": {},
    },
    "foster-sixty": {
        "rules": "foster-sixty",
        "title": "Foster's sixty-card pack: elevens and twelves between the ten and the knave",
        "book": "Foster's sixty-card pack",
        "full": "Full hand",
        "laws": {},
    },
}


def hand_census_table(code: str = "peel") -> Table:
    """The census of one code as a :class:`~games.core.tables.Table` for the site's
    ``games-table`` directive: every class, its number of hands and its chance
    written three ways (:func:`chance_cells`), and the law that decides ties."""
    if check_text(code, "the code of a census", error=RuleSetError) not in CENSUS_CODES:
        raise RuleSetError(f"no census for {code!r}: one of {', '.join(CENSUS_CODES)}")
    spec = CENSUS_CODES[code]
    result = census(rules_for(spec["rules"]))
    total = result["total"]
    laws = spec["laws"]
    columns = ("Hand", "Hands", "Probability", "One hand in", "Odds against") + (("Ties decided by",) if laws else ())
    rows: list[tuple[Cell, ...]] = []
    for name, count in result.items():
        if name == "total":
            continue
        row: tuple[Cell, ...] = (name, count, *chance_cells(count, total))
        if laws:
            row += (LawRef(laws[name]),) if name in laws else ("",)  # labelled by the law domain, in the book's word
        rows.append(row)
    rows.append(("All hands", total, "100 %", "", "") + (("",) if laws else ()))
    return Table(spec["title"], columns, tuple(rows), laws=tuple(laws.values()), id=f"census-{code}")


def ranking_comparison_table() -> Table:
    """Peel's order of hands (Rule 65) beside Foster's American one, class by class, highest
    first, with the number of hands of each class among all five-card hands and the
    difference: the ace's place (Rule 71 against Foster's p7) moves hands between classes."""
    peel = census(rules_for("peel"))
    foster = census(rules_for("foster"))
    p_rows = [(k, v) for k, v in peel.items() if k != "total"]
    f_rows = [(k, v) for k, v in foster.items() if k != "total"]
    if len(p_rows) != len(f_rows):
        raise ValueError("the two codes no longer have the same number of classes")
    total = peel["total"]
    rows = []
    for i, ((pn, pc), (fn, fc)) in enumerate(zip(p_rows, f_rows), 1):
        diff = fc - pc
        rows.append((str(i), pn, f"{pc:,} (one in {one_in_text(pc, total)})", fn,
                     f"{fc:,} (one in {one_in_text(fc, total)})", f"{diff:+,}" if diff else "the same"))
    return Table(
        f"Peel's order (Rule 65) and Foster's, highest first, with the number of hands of each class "
        f"among all {total:,} (the census, computed when the site is built)",
        ("Rank", "Peel (Rule 65)", "Hands", "Foster", "Hands", "Difference"), tuple(rows),
        laws=("peel-poker:65", "peel-poker:71", "foster-poker:p7"), id="compare-peel-foster")
