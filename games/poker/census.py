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
"""

from __future__ import annotations

from collections import Counter

from games.cards import Pack, sixty_card_pack, standard_pack
from games.poker.hands import HandRules, PEEL, rules_for, _CAT_SHIFT

__all__ = ["census", "census_scores", "pack_for"]


def pack_for(rules: HandRules) -> Pack:
    """The pack the rules play with, in suit order (all clubs, then diamonds ...)."""
    return sixty_card_pack() if rules.pack == "sixty" else standard_pack()


def census_scores(rules: HandRules | str = PEEL) -> Counter:
    """How many hands of the pack have each score (suit-blind: the hearts
    preferences of Peel's laws 69 and 70, which never change a hand's class,
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
