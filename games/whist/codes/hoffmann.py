"""The table of Hoffmann's code (the Revised Code of 1900, laws 1-42 and 12a): for each step of the engine, keyed
by (matter, step), the law it cites, or the silence of his pages (:mod:`games.whist.codes`).  His pages end with law
42, the trump card: every step of the play of the hand is :data:`~games.whist.codes.SILENT_AFTER_42`.

>>> from games.whist.codes.hoffmann import TABLE
>>> TABLE.law("the cut", "once separated")
'hoffmann-whist:27'
"""

from __future__ import annotations

from games.whist.codes import SILENT_AFTER_42, CodeTable, Entry
from games.whist.quotations import q

__all__ = ["TABLE"]

_AFTER = SILENT_AFTER_42


def H(n: str, key: str = ""):
    """Law ``n`` of Hoffmann's code, with the words ``key`` names (:func:`games.whist.quotations.q`)."""
    return q("hoffmann-whist:" + n, key)


ENTRIES: dict[tuple[str, str], Entry] = {
    # -- the deal (games/whist/deal.py) ----------------------------------------------------------------------
    ("the cut", "once separated"): H("27"),
    # (the deal's steps end here)

    # -- the play of the hand (games/whist/play.py, penalties.py, revoke.py) --------------------------------
    # (the play's steps end here)

    # -- the hand and its end (games/whist/game.py, sitting.py, players.py) ----------------------------------
    # (the hand's steps end here)
}

#: Hoffmann's table.
TABLE = CodeTable("hoffmann-whist", "Hoffmann", ENTRIES)
