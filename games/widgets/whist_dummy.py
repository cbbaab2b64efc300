"""Foster's Dummy at the site's table: you play your own hand and Dummy's, exposed on the table, against
two computer players (the widget is :mod:`games.widgets.whist`, the logic
:class:`games.widgets.whist_panel.WhistPanel` with ``variant="dummy"``)."""

from __future__ import annotations

from typing import Optional

from games.widgets.whist import MODE_OPTION
from games.widgets.whist import play as _play

__all__ = ["play", "PANEL"]


def play(seed: Optional[int] = None, mode: str = "strict"):
    """The widget shown by the site's Play panel for Dummy."""
    return _play(seed, "foster", mode, variant="dummy")


#: The site's Play panel (``:::{play} whist_dummy``).
PANEL = {
    "title": "A rubber of Dummy",
    "code": "from games.widgets.whist_dummy import play\nplay(seed={seed}{options})",
    "ready": ".lt-whist .lt-status",
    "notebook": "whist-dummy.ipynb",
    "options": {"mode": MODE_OPTION},
}
