"""The tables of exact odds behind Peel's maxims (the page "The odds behind Peel's maxims").

:func:`maxim_tables` returns, for a maxim (``peel-poker:p1`` ... ``p6``), the
:class:`OddsTable` s worked for it: each row an outcome with its exact chance
(a :class:`~fractions.Fraction`), written as a percentage and as odds by
:mod:`games.core.odds`, so every figure on the page follows one rounding rule
(half away from zero, four significant figures).

Usage:

>>> from games.poker.odds_tables import maxim_tables
>>> table = maxim_tables("p4")[0]
>>> row = table.rows[0]
>>> row.label, row.chance, row.percent, row.against
('Sequence not a flush', Fraction(4, 47), '8.511 %', '43 to 4 against (10.75 to 1)')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from math import comb
from typing import Callable

from games.cards import Card, Suit, format_cards, parse_cards
from games.core import odds as _core_odds
from games.errors import RuleSetError, check_text
from games.laws import implements
from games.poker.hands import (
    FOURS,
    FULL,
    PAIR,
    PEEL,
    SEQUENCE,
    SEQUENCE_FLUSH,
    THREES,
    TWO_PAIRS,
    HandRules,
    PeelRules,
    rules_for,
)
from games.poker.maxims import discard_census
from games.poker.odds import beat_odds, dealt_odds, discard_odds, draw_odds

__all__ = [
    "OddsRow",
    "OddsTable",
    "maxim_tables",
    "odds_against",
    "pair_tables",
    "triplets_tables",
    "seeing_tables",
    "sequence_tables",
    "fours_tables",
    "pass_tables",
]


# -- the tables of the maxims ---------------------------------------------------------


def odds_against(p: Fraction) -> str:
    """A chance as the books give it: ``"43 to 4 against"``, ``"3 to 1 on"``,
    ``"evens"``, ``"certain"``, ``"impossible"`` (:func:`games.core.odds.odds_against`:
    the decimals rounded by the edition's one rule)."""
    try:
        chance = Fraction(p)
    except (TypeError, ValueError, ZeroDivisionError, OverflowError):
        raise RuleSetError(f"a chance is a fraction from 0 to 1, not {p!r}") from None
    return _core_odds.odds_against(chance)


@dataclass(frozen=True)
class OddsRow:
    """One line of a table: what happens, and its exact chance."""

    label: str
    chance: Fraction
    note: str = ""

    @property
    def percent(self) -> str:
        """The chance as a percentage to four significant figures (``"8.511 %"``,
        :func:`games.core.odds.percent`)."""
        return _core_odds.percent(self.chance)

    @property
    def against(self) -> str:
        """The chance as odds (:func:`odds_against`)."""
        return odds_against(self.chance)


@dataclass(frozen=True)
class OddsTable:
    """A table of the odds behind one maxim (``law``): a title, the hand it is
    worked for, the rows, and a note on what they show."""

    law: str
    title: str
    hand: str
    rows: tuple[OddsRow, ...]
    note: str = ""


def _rows(odds: dict[str, Fraction], unchanged: str | None = None) -> list[OddsRow]:
    """One row per class with a chance; ``unchanged`` (the class held
    before the draw) is labelled "no improvement"."""
    return [OddsRow(f"{name} (no improvement)" if name == unchanged else name, p) for name, p in odds.items() if p]


def _cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def _at_least(odds: dict[str, Fraction], rules: HandRules, category: int) -> Fraction:
    names = [rules.category_name(c) for c in range(category, 9)]
    return sum((odds[n] for n in names), Fraction(0))


@implements("peel-poker:p1")
def pair_tables(rules: HandRules | str = PEEL) -> list[OddsTable]:
    """Maxim p1: a pair drawing three -- the classes after the draw, "three
    chances of triplets" read three ways, and the kicker kept for comparison."""
    rules = rules_for(rules)
    hand = _cards("JS JH 9D 5C 2H")
    odds = discard_odds(hand, "9D 5C 2H", rules)
    trips_up = _at_least(odds, rules, THREES)
    improved = _at_least(odds, rules, TWO_PAIRS)
    main = OddsTable(
        "peel-poker:p1",
        "A pair drawing three",
        "JS JH 9D 5C 2H: keep the knaves, discard 9D 5C 2H",
        tuple(_rows(odds, rules.category_name(PAIR)))
        + (OddsRow("Improved (two pairs or better)", improved), OddsRow("Triplets or better", trips_up)),
        "Any pair gives the same figures: with a pair kept no flush or sequence can be made.",
    )
    one_card = Fraction(2, 47)
    at_least_one = 1 - Fraction(comb(45, 3), comb(47, 3))
    readings = OddsTable(
        "peel-poker:p1",
        "\"Three chances of triplets\"",
        "the same hand",
        (
            OddsRow("Three draws, each with 2 knaves in 47 (3 x 2/47)", 3 * one_card, "the arithmetic the phrase suggests"),
            OddsRow("At least one knave among the three cards", at_least_one, "1 - C(45,3)/C(47,3)"),
            OddsRow("Triplets or better, by every way", trips_up, "exact: threes, full or fours"),
        ),
        f"Peel's phrase is close to the truth: 6/47 overstates the exact chance by {3 * one_card - trips_up} "
        f"({_core_odds.decimal_text((3 * one_card - trips_up) * 100)} of a percentage point).",
    )
    kicker = discard_odds(hand, "5C 2H", rules)
    compare = OddsTable(
        "peel-poker:p1",
        "For comparison: the pair with a kicker, drawing two",
        "JS JH 9D 5C 2H: keep the knaves and the nine, discard 5C 2H",
        tuple(_rows(kicker, rules.category_name(PAIR)))
        + (
            OddsRow("Improved (two pairs or better)", _at_least(kicker, rules, TWO_PAIRS)),
            OddsRow("Triplets or better", _at_least(kicker, rules, THREES)),
        ),
        "Keeping a kicker gives fewer triplets: the maxim's draw of three is the better one for triplets.",
    )
    return [main, readings, compare]


@implements("peel-poker:p2")
def triplets_tables(rules: HandRules | str = PEEL) -> list[OddsTable]:
    """Maxim p2: triplets drawing one (Peel) against drawing two."""
    rules = rules_for(rules)
    hand = _cards("7S 7H 7D KC 2H")
    one = discard_odds(hand, "2H", rules)
    two = discard_odds(hand, "KC 2H", rules)
    tables = []
    for title, odds, what in (
        ("Triplets drawing one (the maxim)", one, "7S 7H 7D KC 2H: discard 2H"),
        ("Triplets drawing two (for comparison)", two, "7S 7H 7D KC 2H: discard KC 2H"),
    ):
        tables.append(
            OddsTable(
                "peel-poker:p2",
                title,
                what,
                tuple(_rows(odds, rules.category_name(THREES)))
                + (OddsRow("Improved (full or fours)", _at_least(odds, rules, FULL)),),
            )
        )
    tables[0] = replace(
        tables[0],
        note="\"Your chance of getting fours is remote\": one card in 47. The draw of one costs a little: "
        "drawing two doubles the chance of fours and improves more often.",
    )
    census = discard_census(rules)
    one_card = {kind: n for (kind, drawn), n in census.items() if drawn == 1}
    total = sum(one_card.values())
    doubt = OddsTable(
        "peel-poker:p2",
        "What a draw of one card may hide",
        "every hand of the pack as dealt, discarded as the maxims and the edition's readings advise",
        tuple(OddsRow(kind, Fraction(n, total)) for kind, n in sorted(one_card.items(), key=lambda kv: -kv[1])),
        f"Of the {sum(census.values()):,} hands, {total:,} draw one card, and only "
        f"{one_card.get(rules.category_name(THREES), 0):,} of them hold triplets: an opponent who sees one card "
        "drawn is left in doubt.",
    )
    tables.append(doubt)
    return tables


@implements("peel-poker:p3")
def seeing_tables(rules: HandRules | str = PEEL) -> list[OddsTable]:
    """Maxim p3: how often one opponent's dealt hand beats triplets."""
    rules = rules_for(rules)
    order = sorted(rules.tables.order, key=rules.tables.order.__getitem__)
    low, high = order[0], order[-1]
    others = [r for r in order if r not in (low, high)]
    suits = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
    rows = []
    for r in (low, high):
        kick = [o for o in others if o != r][:2]
        hand = tuple(Card(r, s) for s in suits) + (Card(kick[-1], Suit.CLUBS), Card(kick[0], Suit.HEARTS))
        b = beat_odds(hand, rules)
        rows.append(OddsRow(f"Threes of {r.name_}s ({format_cards(hand)}): an opponent holds better", b["better"]))
    return [
        OddsTable(
            "peel-poker:p3",
            "Triplets against one opponent's hand as dealt",
            f"the lowest and the highest triplets under these rules ({low.name_}s and {high.name_}s)",
            tuple(rows),
            "Before the draw; each opponent improves by drawing, and each further opponent is a further risk.",
        )
    ]


@implements("peel-poker:p4")
def sequence_tables(rules: HandRules | str = PEEL) -> list[OddsTable]:
    """Maxim p4: Peel's example (3, 4, 6, 7 and king) and the four-card
    sequences Rule 71 allows."""
    rules = rules_for(rules)
    hand = _cards("3S 4H 6D 7C KH")
    example = discard_odds(hand, "KH", rules)
    main = OddsTable(
        "peel-poker:p4",
        "Peel's example: 3, 4, 6, 7 and king, discarding the king",
        "3S 4H 6D 7C KH: discard KH",
        tuple(_rows(example)),
        "Only a five completes the sequence: four cards in 47.",
    )
    american = replace(rules, ace_in_sequence="begin-or-end") if isinstance(rules, PeelRules) else rules
    draws = [
        ("Inside: 3 4 _ 6 7 (Peel's example)", "3S 4H 6D 7C", "KH", rules),
        ("Open at both ends: 4 5 6 7", "4S 5H 6D 7C", "KH", rules),
        ("A 2 3 4: the ace only begins a sequence (Rule 71)", "AS 2H 3D 4C", "9H", rules),
        ("10 J Q K: no ace after the king (Rule 71)", "10S JH QD KC", "2H", rules),
        ("10 J Q K with the footnote's American ace", "10S JH QD KC", "2H", american),
    ]
    rows = []
    for label, kept, out, r in draws:
        odds = draw_odds(_cards(kept), 1, r, dead=_cards(out))
        rows.append(OddsRow(label, odds[r.category_name(SEQUENCE)] + odds[r.category_name(SEQUENCE_FLUSH)]))
    kinds = OddsTable(
        "peel-poker:p4",
        "Four cards of a sequence, drawing one: the chance of the sequence",
        "four cards of mixed suits, the fifth discarded",
        tuple(rows),
        "Under Rule 71 a four-card run that includes the ace or the king is completed at one end only.",
    )
    return [main, kinds]


@implements("peel-poker:p5")
def fours_tables(rules: HandRules | str = PEEL) -> list[OddsTable]:
    """Maxim p5: fours discarding the odd card; how seldom fours come."""
    rules = rules_for(rules)
    hand = _cards("9S 9H 9D 9C 3H")
    odds = discard_odds(hand, "3H", rules)
    draw = OddsTable(
        "peel-poker:p5",
        "Fours discarding the odd card",
        "9S 9H 9D 9C 3H: discard 3H",
        tuple(_rows(odds)),
        "Nothing to gain and nothing to lose: fours are compared by the four cards alone (Rule 67), "
        "and no sequence flush can be made; the discard is made only \"to mislead your opponents\".",
    )
    dealt = dealt_odds(rules)
    fours = dealt[rules.category_name(FOURS)]
    sflush = dealt[rules.category_name(SEQUENCE_FLUSH)]
    seldom = OddsTable(
        "peel-poker:p5",
        "\"This hand, or anything better, so seldom comes to a player\"",
        "a hand as dealt from the full pack",
        (
            OddsRow(rules.category_name(FOURS), fours),
            OddsRow(rules.category_name(SEQUENCE_FLUSH), sflush),
            OddsRow("Fours or better", fours + sflush),
        ),
    )
    return [draw, seldom]


@implements("peel-poker:p6")
def pass_tables(rules: HandRules | str = PEEL) -> list[OddsTable]:
    """Maxim p6: how often some middling hands are the better hand against
    one opponent, as dealt."""
    rules = rules_for(rules)
    rows = []
    for label, text in (
        ("Two knaves, the least that opens a jack-pot (Rule 30)", "JS JH 9D 5C 2H"),
        ("Two kings", "KS KH 9D 5C 2H"),
        ("Two pairs, knaves and twos", "JS JH 2D 2C 5H"),
    ):
        b = beat_odds(_cards(text), rules)
        rows.append(OddsRow(f"{label} ({text}): the better hand", b["worse"]))
    return [
        OddsTable(
            "peel-poker:p6",
            "How often a hand is the better hand against one opponent, as dealt",
            "three hands",
            tuple(rows),
            "Even two knaves, the least hand that may open a jack-pot, is the better of two hands as dealt "
            "far more often than not; the maxim does not say that the better hand loses, but that calling "
            "every time costs more than passing now and then.",
        )
    ]


_TABLE_MAKERS: dict[str, Callable[[HandRules], list[OddsTable]]] = {
    "peel-poker:p1": pair_tables,
    "peel-poker:p2": triplets_tables,
    "peel-poker:p3": seeing_tables,
    "peel-poker:p4": sequence_tables,
    "peel-poker:p5": fours_tables,
    "peel-poker:p6": pass_tables,
}


def maxim_tables(law: str, rules: HandRules | str = PEEL) -> list[OddsTable]:
    """The tables of exact odds behind maxim ``law`` (``"peel-poker:p1"`` ...
    ``"p6"``; ``"p1"`` is accepted).  Maxim p7 rests on no odds."""
    check_text(law, "the maxim whose odds are worked", error=RuleSetError)
    key = law if ":" in law else f"peel-poker:{law}"
    if key not in _TABLE_MAKERS:
        raise RuleSetError(f"no odds are worked for {law!r}: choose one of {', '.join(_TABLE_MAKERS)}")
    return _TABLE_MAKERS[key](rules_for(rules))


