"""The table of Foster's code (laws 40-91, the Etiquette, Dummy and Double Dummy): for each step of the engine,
keyed by (matter, step), the law it cites, or the silence of his pages (:mod:`games.whist.codes`).  His text in
this edition begins with law 40: the steps of shuffling and cutting are
:data:`~games.whist.codes.SILENT_BEFORE_40`.

>>> from games.whist.codes.foster import TABLE
>>> TABLE.rules_on("the cut", "once separated")
False
"""

from __future__ import annotations

from games.whist.codes import SILENT_BEFORE_40, CodeTable, Entry
from games.whist.quotations import q

__all__ = ["TABLE"]

_BEFORE = SILENT_BEFORE_40


def F(n: str, key: str = ""):
    """Law ``n`` of Foster's code, with the words ``key`` names (:func:`games.whist.quotations.q`)."""
    return q("foster-whist:" + n, key)


ENTRIES: dict[tuple[str, str], Entry] = {
    # -- the deal (games/whist/deal.py) ----------------------------------------------------------------------
    ("the cut", "once separated"): _BEFORE,
    # (the deal's steps end here)

    # -- the play of the hand (games/whist/play.py, penalties.py, revoke.py) --------------------------------
    # (the play's steps end here)

    # -- the hand and its end (games/whist/game.py, sitting.py, players.py) ----------------------------------
    # (the hand's steps end here)
}

#: Foster's table.
TABLE = CodeTable("foster-whist", "Foster", ENTRIES)
