"""The terms of art the edition's search and general index lead to, law by law.

Each law whose own text (its sub-clauses aside) uses one of these terms gets an index entry
``<term>; <law label>`` anchored on the law, so that the search box lists the law itself,
above any page of code, for "straddle", "jack-pot" or "jackpot", and the general index
lists, under each term, every law that uses it.  Each term maps to the patterns (regular
expressions, matched case-insensitively on word boundaries) of its spellings and forms;
a variant spelling readers type (``jackpot``) is an entry of its own.

The ``laws_search_terms`` setting (``conf.py``) replaces this list.
"""

from __future__ import annotations

import re
from functools import lru_cache

TERMS: dict[str, tuple[str, ...]] = {
    # Poker
    "ante": (r"antes?",),
    "straddle": (r"straddl\w*",),
    "double straddle": (r"double[- ]straddl\w*",),
    "jack-pot": (r"jack-pots?", r"jackpots?"),
    "jackpot": (r"jack-pots?", r"jackpots?"),
    "pool": (r"pools?",),
    "the say": (r"say",),
    "the draw": (r"draw(?:s|n|ing)?",),
    "discard": (r"discard\w*",),
    "raise": (r"rais(?:e|es|ed|ing)",),
    "call": (r"call(?:s|ed|ing)?",),
    "see": (r"see(?:s|n|ing)?",),
    "bluff": (r"bluff\w*",),
    "foul hand": (r"foul hands?",),
    "flush": (r"flush(?:es)?",),
    "sequence": (r"sequences?",),
    "full": (r"fulls?",),
    "fours": (r"fours",),
    "triplets": (r"triplets", r"threes"),
    "pair": (r"pairs?",),
    "openers": (r"open(?:s|ed|ing)?",),
    # Vingt-un
    "natural": (r"naturals?",),
    "pone": (r"pone",),
    "punter": (r"punters?",),
    "tenth card": (r"tenth cards?",),
    "vingt-un": (r"vingt-un",),
    "over-draw": (r"over-?draw\w*",),
    "stand": (r"stand(?:s|ing)?",),
    "ties": (r"ties?", r"tied"),
    # Whist, Solo Whist, Ecarte, Quadrille
    "revoke": (r"revok\w*",),
    "renounce": (r"renounc\w*",),
    "honours": (r"honou?rs?",),
    "rubber": (r"rubbers?",),
    "treble": (r"treble",),
    "vole": (r"vole",),
    "turn-up": (r"turn-up", r"trump card"),
    "trumps": (r"trumps?",),
    "trick": (r"tricks?",),
    "misdeal": (r"misdeal\w*", r"mis-deal\w*"),
    "exposed card": (r"exposed", r"faced", r"face upwards?"),
    "lead out of turn": (r"out of turn",),
    "elder hand": (r"elder hand", r"eldest hand"),
    "cut": (r"cut(?:s|ting)?",),
    "shuffle": (r"shuffl\w*",),
    "deal": (r"deal(?:s|t|ing)?",),
    "dealer": (r"dealers?",),
    "dummy": (r"dummy",),
    "coup": (r"coups?",),
    "misère": (r"mis[eè]re",),
    "abondance": (r"abondance",),
}


@lru_cache(maxsize=4)
def compile_terms(terms: tuple[tuple[str, tuple[str, ...]], ...]) -> list[tuple[str, re.Pattern[str]]]:
    """``((term, patterns), ...)`` compiled (cached: the same list serves every law)."""
    return [(term, re.compile(r"(?<![\w-])(?:" + "|".join(pats) + r")(?![\w-])", re.IGNORECASE))
            for term, pats in terms]


def terms_in(text: str, compiled: list[tuple[str, re.Pattern[str]]]) -> list[str]:
    """The terms ``text`` uses, in the order of the list."""
    return [term for term, pattern in compiled if pattern.search(text)]
