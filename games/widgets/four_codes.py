"""The same deal under the four codes of Vingt-un, re-dealt by seed in the browser.

One pack is shuffled from the seed and one round is dealt from it under each book's code (Peel,
Hoffmann, the first round of Hoffmann's French Vingt-Un, Enquire Within), by
:func:`games.vingt_un.compare.same_deal`: the same players, the same dealer, the same stakes,
everyone playing as the books advise.  The widget shows each player's net result under each
code, where the codes part, and each code's round and settlement, every line linking to the
paragraph that decided it.  A seed field and a button deal another pack, live: the page's
fixed example (``source/play/vingt-un-four-codes.md``) is the same computation at one seed.

:class:`FourCodes` holds the seed and makes the HTML (the tests drive it directly);
:meth:`FourCodes.build` makes the ipywidgets UI; :func:`play` is what the Play panel runs.
"""

from __future__ import annotations

import html
import random
from typing import Optional

from games.errors import GameError
from games.laws import CODES
from games.vingt_un.compare import CodeResult, same_deal
from games.widgets.common import STYLE, laws_html, panel_spec, require_ipywidgets, seed_of

__all__ = ["FourCodes", "play", "PANEL"]

#: The least and the greatest seed the form takes (a seed is a whole number; these fit any screen).
SEEDS = (0, 999_999_999)

_STYLE_FOUR = """<style>
.lt-widget.lt-four-codes table { border-collapse: collapse; margin: 4px 0 8px; max-width: 100%; }
.lt-widget.lt-four-codes th, .lt-widget.lt-four-codes td { border: 1px solid var(--lt-line); padding: 2px 6px; text-align: left; }
.lt-widget.lt-four-codes td.lt-num { text-align: right; font-variant-numeric: tabular-nums; }
.lt-widget.lt-four-codes .lt-table-wrap { overflow-x: auto; max-width: 100%; }
.lt-widget.lt-four-codes details { margin: 4px 0; }
.lt-widget.lt-four-codes summary { cursor: pointer; font-weight: 600; }
.lt-widget.lt-four-codes .lt-four-form { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.lt-widget.lt-four-codes .widget-html, .lt-widget.lt-four-codes .widget-html-content { min-width: 0; max-width: 100%; white-space: normal; }
</style>"""

_SIGN = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}


def _seed(seed: object) -> int:
    """A whole number of the form's range (its digits, as a page's address carries it); a random one for ``None``."""
    return seed_of(seed, *SEEDS)


def _book(code: str) -> str:
    """The code as the edition labels it: ``Peel, Vingt-un``, ``Enquire Within``."""
    rec = CODES[code]
    return rec.label if rec.book.key == "enquire-within" else f"{rec.book.author_family}, {rec.part}"


def _net(n: int) -> str:
    return f"{n:+d}" if n else "0"


class FourCodes:
    """One seeded round under each of the four codes (``seed``: a whole number; ``None``: a random one)."""

    def __init__(self, seed: Optional[object] = None):
        self.seed = _seed(seed)
        self.results: list[CodeResult] = same_deal(self.seed)

    def deal(self, seed: object) -> None:
        """Deal another pack: the same four codes, the seed ``seed``."""
        new = _seed(seed)
        self.results = same_deal(new)
        self.seed = new

    @property
    def names(self) -> tuple[str, ...]:
        return self.results[0].names

    def parting(self) -> list[str]:
        """The players whose result differs from one code to another."""
        return [n for s, n in enumerate(self.names) if len({r.net[s] for r in self.results}) > 1]

    def status_text(self) -> str:
        differ = self.parting()
        return (f"Seed {self.seed}: one pack, one round under each of four codes; "
                + (f"the codes part for {', '.join(differ)}." if differ else "on this deal the codes agree."))

    def summary_html(self) -> str:
        head = "".join(f"<th scope=\"col\">{html.escape(n)}{' (dealer)' if i == 0 else ''}</th>"
                       for i, n in enumerate(self.names))
        rows = "".join(
            f"<tr><th scope=\"row\">{html.escape(_book(r.code))}</th>"
            + "".join(f'<td class="lt-num">{_net(n)}</td>' for n in r.net) + "</tr>"
            for r in self.results)
        return ('<div class="lt-table-wrap"><table class="lt-four-summary"><caption>Each player\'s net result, '
                f"in counters, under each code</caption><thead><tr><th scope=\"col\">Code</th>{head}</tr></thead>"
                f"<tbody>{rows}</tbody></table></div>")

    def code_html(self, r: CodeResult) -> str:
        events = "".join(f"<li>{html.escape(_suits(text))} {laws_html(laws)}</li>" for text, laws in r.events
                         if not (" receives " in text and "face downwards" in text))
        return (f'<details class="lt-four-code" data-code="{html.escape(r.code)}"><summary>{html.escape(_book(r.code))}'
                f"</summary><p>The round and its payments, as everyone at the table saw them:</p><ul>{events}</ul>"
                "</details>")

    def html(self) -> str:
        return (f'{STYLE}{_STYLE_FOUR}<p class="lt-status" aria-live="polite" data-lt-seed="{self.seed}">'
                f'{html.escape(self.status_text())}</p>'
                + self.summary_html() + "".join(self.code_html(r) for r in self.results))

    def build(self):
        w = require_ipywidgets()
        out = w.HTML(self.html(), layout=w.Layout(width="100%"))  # the table scrolls inside it, never the page
        field = w.BoundedIntText(value=self.seed, min=SEEDS[0], max=SEEDS[1], description="Seed",
                                 layout=w.Layout(width="12rem"), style={"description_width": "initial"})
        button = w.Button(description="Deal this seed", button_style="primary",
                          tooltip="Shuffle a pack from this seed and settle its round under the four codes")
        button.add_class("lt-act")
        button.add_class("lt-act-primary")
        again = w.Button(description="Another pack", tooltip="A random seed")
        again.add_class("lt-act")
        error = w.HTML()

        def show(seed):
            try:
                self.deal(seed)
            except GameError as err:
                error.value = f'<p class="lt-ruling" role="alert">{html.escape(err.message)}</p>'
                return
            error.value = ""
            field.value = self.seed
            out.value = self.html()

        button.on_click(lambda _b: show(field.value))
        again.on_click(lambda _b: show(random.SystemRandom().randrange(1_000_000)))
        form = w.HBox([field, button, again])
        form.add_class("lt-four-form")
        root = w.VBox([form, error, out], layout=w.Layout(width="100%"))
        root.add_class("lt-widget")
        root.add_class("lt-four-codes")
        return root


def _suits(text: str) -> str:
    """Cards written by their codes (``10H``) with their suits (``10♥``)."""
    import re

    return re.sub(r"\b(10|[2-9AJQK])([CDHS])\b", lambda m: m.group(1) + _SIGN[m.group(2)], text)


def play(seed: Optional[int] = None):
    """The widget shown by the four-codes page's Play panel."""
    return FourCodes(seed).build()


#: The site's Play panel for this widget (``:::{play} four_codes``; see ``source/_ext/litesetup.py``).
PANEL = panel_spec("four_codes", "The same deal under the four codes", ".lt-four-codes .lt-status",
                   "vingt-un-four-codes.ipynb")
