"""What every game's Play panel shares: the buttons, the lines of the record, and the move.

In the code "table" names only the card table (``Mode.TABLE``, Whist's tables) and a table of figures
(:mod:`games.core.tables`, the odds tables); what the reader plays in is a *panel*.  A game's panel
(``PokerPanel``, ``VingtUnPanel``, ``EcartePanel``, ``WhistPanel``) is a :class:`GamePanel`: the reader's move
goes through :meth:`GamePanel.act`, which the engine verifies (a refusal names the law and
changes nothing); then the game's own :meth:`GamePanel.after_move` records what the reader's
seat saw (``state.log_for(seat)``) and lets the computer players move
(:func:`games.core.players.play_out` or the game's own loop).
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any, Callable, Optional

from games.errors import GameError
from games.widgets.common import laws_html

__all__ = ["Button", "Line", "GamePanel", "action_button"]


@dataclass(frozen=True)
class Button:
    """A move the reader may make, as a labelled button (``key``: a keyboard shortcut)."""

    label: str
    action: object
    primary: bool = False
    key: str = ""


@dataclass(frozen=True)
class Line:
    """A line of the table's record: ``kind`` is "event", "ruling", "settlement" or "reason"."""

    kind: str
    text: str
    laws: tuple[str, ...] = ()

    def html(self) -> str:
        return f'<p class="lt-{self.kind}">{html.escape(self.text)} {laws_html(self.laws)}</p>'


def action_button(w, b: Button, on_press: Callable[[Button], Any], *, tooltip: str = ""):
    """The ipywidgets button for the move ``b`` (``w``: the ipywidgets module): labelled, the primary one
    styled as the keyboard's default, its key a class (``lt-act-<key>``) for the page's shortcuts;
    pressing it calls ``on_press(b)``; ``tooltip``: what the pointer shows (the label if empty)."""
    if not isinstance(b, Button):
        raise GameError(f"a move's button is made from a Button, not {b!r}", None)
    if not callable(on_press):
        raise GameError(f"a button calls a function when pressed, not {on_press!r}", None)
    if not isinstance(tooltip, str):
        raise GameError(f"a button's tooltip is text, not {tooltip!r}", None)
    btn = w.Button(description=b.label, tooltip=tooltip or b.label, layout=w.Layout(width="auto"),
                   button_style="primary" if b.primary else "")
    btn.add_class("lt-act")
    if b.primary:
        btn.add_class("lt-act-primary")
    if b.key:
        btn.add_class(f"lt-act-{b.key}")
    btn.on_click(lambda _b: on_press(b))
    return btn


class GamePanel:
    """Base of the game tables: the reader sits at ``human``; ``game`` is the state."""

    human = 0
    game: Any
    ruling: Optional[Line] = None

    def act(self, action: Any) -> bool:
        """Your move.  A move the laws forbid is refused with the law that forbids it
        (``self.ruling``) and changes nothing; returns whether the move was made."""
        try:
            events = self.game.do(action)
        except GameError as err:
            self.ruling = Line("ruling", f"Refused: {err.message}", (err.law,) if err.law else ())
            return False
        self.ruling = None
        self.after_move(events)
        return True

    def after_move(self, events: list) -> None:
        """Record what the move caused and let the computer players answer (each game's)."""
        raise NotImplementedError

    @property
    def over(self) -> bool:
        return self.game.over

    @property
    def my_turn(self) -> bool:
        return not self.game.over and self.game.to_act == self.human

    def view(self) -> Any:
        return self.game.view(self.human)
