"""Tables computed by ``games`` code for the site.

A function anywhere in :mod:`games` that returns a :class:`Table` (or a list of them)
can be put on a page with the site's one ``games-table`` directive::

    ```{games-table} games.poker.tables:hand_census_table peel
    ```

The arguments after the function's name are passed to it as strings.  A cell is a
``str``, an ``int``, a :class:`~fractions.Fraction` or a :class:`LawRef` (a link to a
law, labelled by the site).  Nothing here depends on Sphinx.

Usage::

    >>> from fractions import Fraction
    >>> t = Table("Two outcomes", ("Outcome", "Chance"),
    ...           (("heads", Fraction(1, 2)), (LawRef("peel-poker:25"), Fraction(1, 2))))
    >>> [len(r) for r in t.rows]
    [2, 2]
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Union

__all__ = ["LawRef", "Table", "Cell", "check_table"]


@dataclass(frozen=True)
class LawRef:
    """A cell (or part of a note) that cites a law: ``text`` or, if empty, the law's label."""

    law_id: str
    text: str = ""


#: What a table cell may hold.
Cell = Union[str, int, Fraction, LawRef]


@dataclass(frozen=True)
class Table:
    """A table for a page: caption, column headings, rows of cells, notes under it, the laws it
    rests on (cited under it), and an anchor (``id``; derived from the caption when empty)."""

    caption: str
    columns: tuple[str, ...]
    rows: tuple[tuple[object, ...], ...]
    notes: tuple[str, ...] = ()
    laws: tuple[str, ...] = ()
    id: str = ""


def check_table(table: object) -> Table:
    """``table`` if it is a well-formed :class:`Table`, else :class:`TypeError` / :class:`ValueError`
    saying what is wrong (a row of the wrong length, a cell of another type)."""
    if not isinstance(table, Table):
        raise TypeError(f"not a Table: {table!r}")
    for i, row in enumerate(table.rows):
        if len(row) != len(table.columns):
            raise ValueError(f"{table.caption}: row {i + 1} has {len(row)} cells for {len(table.columns)} columns")
        for cell in row:
            if not isinstance(cell, (str, int, Fraction, LawRef)) or isinstance(cell, bool):
                raise TypeError(f"{table.caption}: row {i + 1}: a cell must be str, int, Fraction or LawRef, "
                                f"not {type(cell).__name__}")
    return table
