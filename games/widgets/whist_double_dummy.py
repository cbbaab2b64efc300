"""Foster's Double Dummy at the site's table: two players, each with an exposed Dummy for his partner;
you play your hand and your Dummy's against the computer player, all the cards open (the widget is
:mod:`games.widgets.whist`, the logic :class:`games.widgets.whist_panel.WhistPanel` with
``variant="double-dummy"``)."""

from __future__ import annotations

from typing import Optional

from games.widgets.whist import MODE_OPTION
from games.widgets.whist import play as _play
from games.widgets.whist_panel import MODES

__all__ = ["play", "PANEL"]


def play(seed: Optional[int] = None, mode: str = "strict"):
    """The widget shown by the site's Play panel for Double Dummy."""
    return _play(seed, "foster", mode, variant="double-dummy")


#: The site's Play panel (``:::{play} whist_double_dummy``).
PANEL = {
    "title": "A rubber of Double Dummy",
    "code": "from games.widgets.whist_double_dummy import play\nplay(seed={seed}{options})",
    "ready": ".lt-whist .lt-status",
    "notebook": "whist-double-dummy.ipynb",
    "options": {"mode": {**MODE_OPTION, "choices": {
        "strict": MODES["strict"], "table": MODES["table"],
        "demonstration": "As at a real table, and the computer player revokes once, for you to claim"}}},
}
