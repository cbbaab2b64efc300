"""Whist at the site's table: a rubber with three computer players, under Hoffmann's code or Foster's.

The logic is :class:`games.widgets.whist_panel.WhistPanel`; this module draws it with ipywidgets and
declares the Play panel (``:::{play} whist``).  Dummy and Double Dummy have their own panels
(:mod:`games.widgets.whist_dummy`, :mod:`games.widgets.whist_double_dummy`), drawn by the same widget.

Your cards are buttons (Tab reaches each, Enter or Space plays it); the main button (Continue, or the
remedy the law names first) answers Enter.  Each card a computer player lays on the table is shown with
its reason: the maxims of play are from outside the texts, and every reason says so.  The cards of the
tricks turned are never shown, except the last trick when you demand it (Foster's law 91); the record
keeps the claims, rulings and scores, each with its law linked.  After the hand, the solver's post-mortem
(:meth:`~games.widgets.whist_panel.WhistPanel.post_mortem_parts`): the ending at once, the whole deal on
demand, the panel saying it is working first (:func:`later`); in Double Dummy, the solver's hint.
"""

from __future__ import annotations

import asyncio
import html
import sys
from typing import Callable, Optional

from games.core.prose import you
from games.whist.quotations import SHORT_WHIST, q
from games.widgets.common import STYLE, card_back_html, cards_html, laws_html, require_ipywidgets
from games.widgets.panel import Button, action_button
from games.widgets.whist_panel import CODES, MODES, VARIANTS, WhistPanel, card_label

__all__ = ["play", "PANEL", "WhistWidget", "STYLE_WHIST", "foster_variant", "later"]

STYLE_WHIST = """
<style>
.lt-widget.lt-whist .lt-row { display: flex; align-items: center; flex-wrap: wrap; gap: 4px 10px; margin: 4px 0; }
.lt-widget.lt-whist .lt-row .lt-hand { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; }
.lt-widget.lt-whist .lt-row .lt-card svg { width: auto; height: auto; display: block; }
.lt-widget.lt-whist .lt-played { display: grid; grid-template-columns: 5.5rem 44px minmax(0, 1fr); gap: 4px 8px;
  align-items: center; margin: 4px 0; }
.lt-widget.lt-whist .lt-played .lt-why { font-size: 13px; overflow-wrap: anywhere; }
.lt-widget.lt-whist .lt-advice { border-left: 4px solid var(--lt-line); padding: 2px 8px; }
.lt-widget.lt-whist .lt-cards { margin: 2px 0; }
.lt-widget.lt-whist .lt-cards button { min-width: 44px; min-height: 44px; font-size: 16px; padding: 0 6px; }
.lt-widget.lt-whist .lt-cards .lt-suit-H, .lt-widget.lt-whist .lt-cards .lt-suit-D { color: var(--lt-bad); }
.lt-widget.lt-whist .lt-cards button:disabled { opacity: 0.45; }
.lt-widget.lt-whist .lt-hand-title { font-weight: bold; margin: 6px 0 0; }
.lt-widget.lt-whist .lt-sheet { border-collapse: collapse; margin: 4px 0; max-width: 100%; font-size: 14px; }
.lt-widget.lt-whist .lt-sheet th, .lt-widget.lt-whist .lt-sheet td { border: 1px solid var(--lt-line);
  padding: 2px 6px; text-align: left; overflow-wrap: anywhere; }
.lt-widget.lt-whist .lt-note { font-size: 13px; }
.lt-widget.lt-whist .widget-button.lt-act { white-space: normal; height: auto; min-height: 36px; overflow: visible;
  text-overflow: clip; line-height: 1.25; padding: 4px 10px; max-width: 100%; }
</style>
"""


class WhistWidget:
    """The ipywidgets UI of a :class:`~games.widgets.whist_panel.WhistPanel`."""

    def __init__(self, table: WhistPanel, w):
        self.t = table
        self.w = w
        self.top = w.HTML()
        self.hands = w.VBox()
        self.actions = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.bottom = w.HTML()
        self._cards: dict = {}   # (hand, card) -> its button, made once (a refresh changes only what is enabled)
        self._titles: dict = {}
        self._acts: dict = {}    # (label, key, primary) -> its button
        self.root = w.VBox([self.top, self.hands, self.actions, self.bottom])
        self.root.add_class("lt-widget")
        self.root.add_class("lt-whist")
        self.refresh()

    def _press(self, b: Button):
        if b.action == "analyse":   # seconds to minutes: say so on the screen first, then work
            if self.t.begin_analysis():
                self.refresh()
                later(self._analyse)
                return
        self.t.press(b)
        self.refresh()

    def _analyse(self):
        try:
            self.t.analyse_deal()
        finally:
            self.t.analysing = False
            self.refresh()

    def _lead(self, hand, card):
        self.t.lead(hand, card)
        self.refresh()

    def _button(self, b: Button):
        made = self._acts.get((b.label, b.key, b.primary))
        if made is not None and made[1] == b.action:
            return made[0]
        btn = action_button(self.w, b, self._press)
        self._acts[(b.label, b.key, b.primary)] = (btn, b.action)
        return btn

    def _card(self, hand, card, enabled: bool):
        made = self._cards.get((hand, card))
        if made is not None:
            made.disabled = not enabled
            return made
        label = card_label(card)
        btn = self.w.Button(description=label, tooltip=f"Play the {card.name}", disabled=not enabled,
                            layout=self.w.Layout(width="auto"))
        btn.add_class("lt-card-btn")
        btn.add_class(f"lt-suit-{card.suit.letter}")
        btn.on_click(lambda _b, h=hand, c=card: self._lead(h, c))
        self._cards[(hand, card)] = btn
        return btn

    def refresh(self):
        t = self.t
        self.top.value = f"{STYLE}{STYLE_WHIST}{top_html(t)}"
        rows = []
        if t.game.deal_number != getattr(self, "_deal", None) or t.rubber.sheet is not getattr(self, "_sheet", None):
            self._cards, self._titles, self._deal, self._sheet = {}, {}, t.game.deal_number, t.rubber.sheet
        for hand, cards in t.card_buttons().items():
            if hand not in self._titles:
                title = self.w.HTML(f'<p class="lt-hand-title">{html.escape(hand_title(t, hand))}</p>')
                box = self.w.HBox(layout=self.w.Layout(flex_flow="row wrap"))
                box.add_class("lt-cards")
                self._titles[hand] = (title, box)
            title, box = self._titles[hand]
            kids = tuple(self._card(hand, c, e) for c, e in cards)
            if tuple(box.children) != kids:
                box.children = kids
            rows += [title, box]
        if tuple(self.hands.children) != tuple(rows):
            self.hands.children = rows
        acts = tuple(self._button(b) for b in t.buttons())
        if tuple(self.actions.children) != acts:
            self.actions.children = acts
        if len(self._acts) > 200:
            self._acts = {k: v for k, v in self._acts.items() if v[0] in acts}
        self.bottom.value = bottom_html(t)


def later(work: Callable[[], object]) -> None:
    """Run ``work`` once the widget's messages have gone to the page (in the browser's event loop, or a
    notebook's); at once where no loop runs (a script)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        if sys.platform != "emscripten":   # Pyodide's loop runs between the page's events
            work()
            return
        loop = asyncio.get_event_loop()
    loop.call_later(0.05, work)


def hand_title(t: WhistPanel, hand: int) -> str:
    return "Your cards" if hand == t.human else f"{t.names[hand]}'s cards (you play them)"


def top_html(t: WhistPanel) -> str:
    """The status, the other hands, the trick on the table with each computer card's reason, the advice."""
    v = t.view()
    out = [f'<p class="lt-status" aria-live="polite">{html.escape(t.status_text())}</p>']
    for h in range(4):
        if h in t.mine:
            continue
        shown = v.hands.get(h)
        body = cards_html(shown, 30, t.names[h]) if shown else card_back_html(v.counts[h], width=18)
        out.append(f'<div class="lt-row lt-seat"><strong>{html.escape(t.names[h])}</strong>{body}</div>')
    if v.exposed:
        for h, cards in v.exposed.items():
            out.append(f'<div class="lt-row"><span>{html.escape(t.names[h])}\'s cards face up on the table:</span>'
                       f'{cards_html(cards, 30, "exposed")}</div>')
    if v.trump_card is not None and v.trump_on_table:
        out.append(f'<div class="lt-row"><span>The trump card, on the table:</span>'
                   f'{cards_html([v.trump_card], 36, "trump card")}</div>')
    trick = t.trick()
    if trick:
        rows = "".join(f'<span>{html.escape(name)}</span>{cards_html([c], 44, name)}'
                       f'<span class="lt-why">{html.escape(why)}</span>' for name, c, why in trick)
        out.append(f'<p><strong>On the table</strong></p><div class="lt-played" role="group" '
                   f'aria-label="The cards on the table">{rows}</div>')
    last = t.last_trick()
    if last:
        out.append('<div class="lt-row"><span>The last trick turned (law 91: this one, and no more):</span>'
                   + "".join(f'<span>{html.escape(n)}</span>{cards_html([c], 30, n)}' for n, c in last)
                   + f'{laws_html((q("foster-whist:91"),))}</div>')
    advice = t.advice_text()
    if advice:
        out.append(f'<p class="lt-advice">{html.escape(advice)}</p>')
    if t.hint_text:
        out.append(f'<p class="lt-hint lt-advice" role="status">{html.escape(t.hint_text)}</p>')
    elif t.hint_state() == "early":
        out.append(f'<p class="lt-note lt-hint-early">The solver\'s hint (the best card, in tricks) is offered once '
                   f'{t.HINT_TRICKS} tricks are left: before, valuing every card would take it minutes in the '
                   'browser.</p>')
    if t.game.code == "hoffmann-whist":
        out.append('<p class="lt-note">Under Hoffmann\'s pages (laws 1-42) the last trick cannot be demanded and '
                   'a lead out of turn is not allowed: his excerpt ends with the trump card '
                   f'{laws_html((q("hoffmann-whist:42"),))}.</p>')
    return "".join(out)


def sheet_html(t: WhistPanel) -> str:
    s = t.sheet()
    a, b = s["sides"]
    rows = "".join(f"<tr><td>{d or ''}</td><td>{html.escape(side)}</td><td>{pts:+d}</td>"
                   f"<td>{html.escape(you(words) if words else words)} {laws_html((law,)) if law else ''}</td></tr>"
                   for d, side, pts, words, law in s["entries"][-12:])
    head = (f'<p><strong>The score</strong>: {html.escape(a)} {s["score"][a]}, {html.escape(b)} {s["score"][b]} '
            f'in this game (five up); games {s["games"][a]} to {s["games"][b]}'
            + (f'; the rubber: {html.escape(a)} {s["rubber"].get(a, 0)}, {html.escape(b)} {s["rubber"].get(b, 0)} '
               'points' if s["rubber"] else "") + "</p>")
    table = ('<table class="lt-sheet"><thead><tr><th>Deal</th><th>Side</th><th>Points</th><th>For</th></tr></thead>'
             f"<tbody>{rows}</tbody></table>" if rows else "")
    return (f'<div class="lt-settlement-box" role="status">{head}{table}'
            f'<p class="lt-note">{laws_html((SHORT_WHIST,))} {html.escape(s["note"])}</p></div>')


def bottom_html(t: WhistPanel, last: int = 40) -> str:
    ruling = f'<div role="alert">{t.ruling.html()}</div>' if t.ruling else ""
    v = t.view()
    waiting = ""
    r = t.open_ruling()
    if v.ruling and r is not None:
        who = ", ".join(t.names[s] for s in v.choosers)
        consult = ""
        if v.may_consult is not None and t.game.code == "foster-whist":   # Foster's law 84 and its note
            consult = (" They may consult each other (a revoke) " + laws_html((q("foster-whist:84", "revoke"),),
                                                                              quoted=True) + "."
                       if v.may_consult else " They must not consult which penalty to exact: if they do, they lose "
                       "their right " + laws_html(("foster-whist:84",), quoted=True) + ".")
        options = "".join(f"<li>{html.escape(o.label[:1].upper() + o.label[1:])} {laws_html(o.laws, quoted=True)}"
                          "</li>" for o in r.options)
        waiting = (f'<div class="lt-ruling" role="alert"><strong>A ruling waits</strong>: '
                   f'{html.escape(you(r.decision))} {laws_html(r.laws, quoted=True)} '
                   f'To elect: {html.escape(who)}.{consult}'
                   + (f'<ul class="lt-options">{options}</ul>' if options else "") + "</div>")
    record = ('<p class="lt-log-title"><strong>What happened</strong> (the latest first; the cards of the tricks '
              'turned are not shown)</p><div class="lt-log" role="log" aria-label="What happened, the latest first">'
              + "".join(m.html() for m in reversed(t.lines[-last:])) + "</div>")
    ending, deal = t.post_mortem_parts()
    pm = ending or deal
    pm_html = "".join(f'<p class="lt-post-mortem">{html.escape(x)}</p>' for x in (deal, ending) if x)
    if t.analysing:
        pm_html += f'<p class="lt-post-mortem-wait" role="status">{html.escape(t.WAIT_TEXT)}</p>'
    if pm:
        pm_html += ('<p class="lt-note">The solver is the edition\'s, not the texts\': the laws say nothing of '
                    'best play.</p>')
    return f"{ruling}{waiting}{sheet_html(t)}{pm_html}{record}"


def play(seed: Optional[int] = None, rule_set: str = "foster", mode: str = "strict", *, variant: str = "whist"):
    """The widget shown by the site's Play panel for Whist: ``rule_set`` is the code (a key of
    :data:`~games.widgets.whist_panel.CODES`), ``mode`` a key of :data:`~games.widgets.whist_panel.MODES`,
    ``variant`` "whist", "dummy" or "double-dummy"."""
    w = require_ipywidgets()
    return WhistWidget(WhistPanel(seed, rule_set, variant=variant, mode=mode), w).root


#: The variants' titles ("Dummy", "Double Dummy").
VARIANT_TITLES = {k: v[0] for k, v in VARIANTS.items()}

#: The mode option, shared by the three Whist panels.
MODE_OPTION = {"param": "mode", "label": "How strict the table is", "law": "", "choices": dict(MODES), "default": "strict"}

#: The site's Play panel for this widget (``:::{play} whist``; see ``source/_ext/litesetup.py``).
PANEL = {
    "title": "A rubber of Whist",
    "code": "from games.widgets.whist import play\nplay(seed={seed}{options})",
    "ready": ".lt-whist .lt-status",
    "notebook": "whist.ipynb",
    "options": {
        "rule_set": {"param": "rules", "label": "Code", "law": "",
                     "choices": {k: v[0] for k, v in CODES.items()}, "default": "foster"},
        "mode": MODE_OPTION,
    },
}


def foster_variant(variant: str, title: str, notebook: str, mode_option: Optional[dict] = None):
    """``(play, PANEL)`` for one of Foster's variants of the Whist panel (``"dummy"``, ``"double-dummy"``):
    the widget function, ``play(seed=None, mode="strict")``, and the site's Play panel declaring it,
    whose code imports ``play`` from ``games.widgets.whist_<variant>``."""
    module = "games.widgets.whist_" + variant.replace("-", "_")

    def variant_play(seed: Optional[int] = None, mode: str = "strict"):
        return play(seed, "foster", mode, variant=variant)

    variant_play.__doc__ = f"The widget shown by the site's Play panel for {VARIANT_TITLES[variant]}."
    variant_play.__name__ = variant_play.__qualname__ = "play"
    variant_play.__module__ = module
    panel = {"title": title, "code": f"from {module} import play\nplay(seed={{seed}}{{options}})",
             "ready": ".lt-whist .lt-status", "notebook": notebook, "options": {"mode": mode_option or MODE_OPTION}}
    return variant_play, panel
