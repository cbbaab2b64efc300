"""Vingt-un under each book's code: the rule sets (:mod:`~games.vingt_un.rules`), the count of the cards
(:mod:`~games.vingt_un.cards`) and the exact odds (:mod:`~games.vingt_un.odds`).

The game itself (the deal, the draw, settlement, French Vingt-Un's eight rounds, irregularities) is built on
these by the game modules of this package.
"""

from games.vingt_un.cards import FULL_PACK, Total, composition, is_natural, is_pair, total, value
from games.vingt_un.rules import (
    ALL_RULES, BOOKS, ENQUIRE_WITHIN, HOFFMANN, HOFFMANN_FRENCH, MODERN, PEEL, VingtUnRules, find_vingt_un,
)

__all__ = [
    "FULL_PACK", "Total", "composition", "is_natural", "is_pair", "total", "value",
    "ALL_RULES", "BOOKS", "ENQUIRE_WITHIN", "HOFFMANN", "HOFFMANN_FRENCH", "MODERN", "PEEL", "VingtUnRules",
    "find_vingt_un",
]
