"""Tables computed by the games code, for the site's ``games-table`` directive.

A page names a function (``games.poker.census:hand_census_table``); the
function returns a :class:`Table` (or a list of them), computed from the rules,
never typed in.  A cell is a ``str``, an ``int``, a ``Fraction`` or a
:class:`LawRef` (a link to a law).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union
from fractions import Fraction

__all__ = ["Table", "LawRef", "Cell", "check_table"]


@dataclass(frozen=True)
class LawRef:
    """A cell that links to a law: ``LawRef("peel-poker:30", "law 30")``."""

    law_id: str
    text: str = ""

    def __str__(self) -> str:
        return self.text or self.law_id


Cell = Union[str, int, Fraction, LawRef]


@dataclass(frozen=True)
class Table:
    """A table for the site: caption, column heads, rows of cells, notes, the laws it rests on."""

    caption: str
    columns: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    notes: tuple[str, ...] = ()
    laws: tuple[str, ...] = ()
    id: str = ""

    def __post_init__(self) -> None:
        for i, row in enumerate(self.rows):
            if len(row) != len(self.columns):
                raise ValueError(f"{self.caption}: row {i + 1} has {len(row)} cells for {len(self.columns)} columns")

    def as_text(self) -> str:
        """The table as plain text (for notebooks and tests)."""
        cells = [list(self.columns)] + [[str(c) for c in r] for r in self.rows]
        widths = [max(len(r[i]) for r in cells) for i in range(len(self.columns))]
        lines = [self.caption]
        for k, r in enumerate(cells):
            lines.append("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
            if k == 0:
                lines.append("  ".join("-" * w for w in widths))
        return "\n".join(lines)


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
