"""Foster's Double Dummy at the site's table: two players, each with an exposed Dummy for his partner;
you play your hand and your Dummy's against the computer player, all the cards open (the widget is
:mod:`games.widgets.whist`, the logic :class:`games.widgets.whist_panel.WhistPanel` with
``variant="double-dummy"``).  The Play panel is ``:::{play} whist_double_dummy``."""

from __future__ import annotations

from games.widgets.whist import MODE_OPTION, foster_variant
from games.widgets.whist_panel import MODES

__all__ = ["play", "PANEL"]

play, PANEL = foster_variant("double-dummy", "A rubber of Double Dummy", "whist-double-dummy.ipynb", {
    **MODE_OPTION, "choices": {
        "strict": MODES["strict"], "table": MODES["table"],
        "demonstration": "As at a real table, and the computer player revokes once, for you to claim"}})
