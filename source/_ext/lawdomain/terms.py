"""The terms of art the edition's search and general index lead to, law by law.

Each law whose own text (its sub-clauses aside) uses one of these terms gets an index entry
``<term>; <law label>`` anchored on the law, so that the search box lists the law itself,
above any page of code, for "straddle", "jack-pot" or "jackpot", and the general index
lists, under each term, every law that uses it.  Each term maps to the patterns (regular
expressions, matched case-insensitively on word boundaries) of its spellings and forms;
a variant spelling readers type (``jackpot``) is an entry of its own.

The terms come from the ``laws_search_terms`` setting (``conf.py``): headword -> the patterns, or
``{"forms": [...], "codes": [...]}`` to restrict a term to the laws of some codes.
"""

from __future__ import annotations

import re
from functools import lru_cache

#: No terms by default: the edition gives its own, from its one list of terms
#: (``source/_ext/terms.yaml``), in the ``laws_search_terms`` setting of ``conf.py``.
TERMS: dict[str, tuple[str, ...]] = {}


@lru_cache(maxsize=64)
def compile_terms(terms: tuple[tuple[str, tuple[str, ...]], ...]) -> list[tuple[str, re.Pattern[str]]]:
    """``((term, patterns), ...)`` compiled (cached: the same list serves every law)."""
    return [(term, re.compile(r"(?<![\w-])(?:" + "|".join(pats) + r")(?![\w-])", re.IGNORECASE))
            for term, pats in terms]


def terms_in(text: str, compiled: list[tuple[str, re.Pattern[str]]]) -> list[str]:
    """The terms ``text`` uses, in the order of the list."""
    return [term for term, pattern in compiled if pattern.search(text)]
