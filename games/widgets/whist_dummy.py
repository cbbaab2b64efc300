"""Foster's Dummy at the site's table: you play your own hand and Dummy's, exposed on the table, against
two computer players (the widget is :mod:`games.widgets.whist`, the logic
:class:`games.widgets.whist_panel.WhistPanel` with ``variant="dummy"``).  The Play panel is
``:::{play} whist_dummy``."""

from __future__ import annotations

from games.widgets.whist import foster_variant

__all__ = ["play", "PANEL"]

play, PANEL = foster_variant("dummy", "A rubber of Dummy", "whist-dummy.ipynb")
