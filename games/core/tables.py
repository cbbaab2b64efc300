"""Tables computed by the games code, for the site's ``games-table`` directive.

A page names a function (``games.poker.census:hand_census_table``); the
function returns a :class:`Table` (or a list of them), computed from the rules,
never typed in.  A cell is a ``str``, an ``int``, a ``Fraction``, a
:class:`LawRef` (a link to a law) or a :class:`Run` (text and links to laws, in order).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union
from fractions import Fraction

from games.errors import GameError, check_items, check_text

__all__ = ["Table", "LawRef", "Run", "Cell", "check_table", "TableError"]


class TableError(GameError, TypeError):
    """A table that is not a :class:`Table`, or a cell of a type no page can print (a ``TypeError`` too,
    as the site's directive has always been told)."""


@dataclass(frozen=True)
class LawRef:
    """A cell that links to a law: ``LawRef("peel-poker:30", "law 30")``."""

    law_id: str
    text: str = ""

    def __post_init__(self) -> None:
        check_text(self.law_id, "a law's id", error=TableError)
        check_text(self.text, "a link's text", error=TableError)

    def __str__(self) -> str:
        return self.text or self.law_id


@dataclass(frozen=True)
class Run:
    """A cell of several parts in order, each text or a link to a law:
    ``Run(("laws ", LawRef("foster-whist:43", "43"), " and ", LawRef("foster-whist:45", "45")))``."""

    parts: tuple[Union[str, LawRef], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "parts", check_items(self.parts, "a run's parts", error=TableError))
        for part in self.parts:
            if not isinstance(part, (str, LawRef)):
                raise TableError(f"a run's part is text or a LawRef, not {type(part).__name__}")

    def __str__(self) -> str:
        return "".join(str(p) for p in self.parts)


Cell = Union[str, int, Fraction, LawRef, Run]


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
        check_text(self.caption, "a table's caption", error=TableError)
        check_text(self.id, "a table's id", error=TableError)
        for what, items in (("column heads", self.columns), ("notes", self.notes), ("laws", self.laws)):
            if not all(isinstance(x, str) for x in check_items(items, f"a table's {what}", error=TableError)):
                raise TableError(f"{self.caption}: the {what} must be text, not {items!r}")
        for row in check_items(self.rows, "a table's rows", error=TableError):
            check_items(row, f"{self.caption}: a row", error=TableError)
        for i, row in enumerate(self.rows):
            if len(row) != len(self.columns):
                raise GameError(f"{self.caption}: row {i + 1} has {len(row)} cells for {len(self.columns)} columns")

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
    """``table`` if it is a well-formed :class:`Table`, else :class:`TableError` (also a ``TypeError``) or
    :class:`~games.errors.GameError` (also a ``ValueError``) saying what is wrong (a cell of another type,
    a row of the wrong length)."""
    if not isinstance(table, Table):
        raise TableError(f"not a Table: {table!r}")
    for i, row in enumerate(table.rows):
        if len(row) != len(table.columns):
            raise GameError(f"{table.caption}: row {i + 1} has {len(row)} cells for {len(table.columns)} columns")
        for cell in row:
            if not isinstance(cell, (str, int, Fraction, LawRef, Run)) or isinstance(cell, bool):
                raise TableError(f"{table.caption}: row {i + 1}: a cell must be str, int, Fraction, LawRef or Run, "
                                f"not {type(cell).__name__}")
    return table
