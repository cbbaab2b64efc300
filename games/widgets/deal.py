"""Deal a hand: the smallest widget of the edition (and the smoke test of the browser layer).

Five cards are dealt from a pack shuffled with a seed: the same seed deals the same hands,
on every screen and in every Python.  "Deal again" deals the next hand of the same seeded
sequence (hand *k* of seed *s* is the first five cards of a standard pack shuffled by
``random.Random(f"{s}:{k}")``), so a class can step through the same hands together.
"""

from __future__ import annotations

import random

from games.cards import Card, standard_pack
from games.widgets.common import STYLE, cards_html, panel_spec, require_ipywidgets, seed_of


def deal_hand(seed: int, number: int = 0, size: int = 5) -> tuple[Card, ...]:
    """Hand ``number`` (0, 1, ...) of the seeded sequence: ``size`` cards from the top."""
    pack = standard_pack().shuffled(random.Random(f"{seed}:{number}"))
    return pack.draw(size)[0]


class DealWidget:
    """A seeded hand of five cards, with a "Deal again" button."""

    def __init__(self, seed: int | None = None, size: int = 5):
        self.seed = seed_of(seed)
        self.size = size
        self.number = 0
        self.hand = deal_hand(self.seed, 0, size)
        self.widget = None

    def next_hand(self) -> tuple[Card, ...]:
        self.number += 1
        self.hand = deal_hand(self.seed, self.number, self.size)
        return self.hand

    def _html(self) -> str:
        return (
            f"{STYLE}<div class='lt-widget lt-deal'><p>Seed {self.seed}, hand {self.number + 1}:</p>"
            f"{cards_html(self.hand, label=f'Hand {self.number + 1}')}</div>"
        )

    def build(self):
        w = require_ipywidgets()
        out = w.HTML(self._html())
        button = w.Button(description="Deal again", tooltip="Deal the next hand of this seed")

        def on_click(_):
            self.next_hand()
            out.value = self._html()

        button.on_click(on_click)
        self.widget = w.VBox([out, button])
        self.widget.add_class("lt-widget-root")
        self.widget.add_class("lt-widget")
        return self.widget


def play(seed: int | None = None):
    """The widget shown by the site's "Deal a hand" panel."""
    return DealWidget(seed).build()


#: The site's Play panel for this widget (``:::{play} deal``; see ``source/_ext/litesetup.py``):
#: ``code`` is run in the browser with ``{seed}`` replaced; ``ready`` is the CSS selector of
#: the widget on the screen; ``notebook`` the notebook that shows the same code.
PANEL = panel_spec("deal", "Deal a hand from a seeded pack", ".lt-deal .lt-hand .lt-card", "deal.ipynb")
