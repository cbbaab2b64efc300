"""The Referee panel: pick an irregularity, set the facts, see the ruling and its laws.

The catalogue is :data:`games.poker.referee.IRREGULARITIES` (every irregularity Peel's laws
name); each is a small dataclass of the facts the laws turn on (was it pointed out before the
deal was finished? how large was the ante?).  The panel builds one input per fact from the
dataclass's fields, and asks :func:`games.poker.referee.rule` for the decision.
"""

from __future__ import annotations

import html
from dataclasses import MISSING, dataclass, fields
from typing import Any, Optional

from games.errors import GameError
from games.poker.referee import IRREGULARITIES, CatalogueEntry, Ruling, rule
from games.widgets.common import STYLE, laws_html, panel_spec, require_ipywidgets


@dataclass(frozen=True)
class Fact:
    """One fact of an irregularity: its name, its kind ("bool", "int", "optional-int",
    "text", "seats" (a set of seat numbers), "hands" (hands of cards, one a line)) and default."""

    name: str
    kind: str
    default: Any

    @property
    def label(self) -> str:
        return self.name.replace("_", " ")


def _kind(tp: Any) -> str:
    text = str(tp)
    if text in ("bool", "<class 'bool'>"):
        return "bool"
    if text in ("int", "<class 'int'>"):
        return "int"
    if "Optional[int]" in text or "int | None" in text:
        return "optional-int"
    if "frozenset" in text:
        return "seats"
    if "tuple" in text:
        return "hands"
    return "text"


def _entry(entry: object) -> CatalogueEntry:
    if not isinstance(entry, CatalogueEntry):
        raise GameError(f"an irregularity of the catalogue (a CatalogueEntry), not {entry!r}")
    return entry


def _fact(fact: object) -> Fact:
    if not isinstance(fact, Fact):
        raise GameError(f"a fact of an irregularity (a Fact), not {fact!r}")
    return fact


def facts_of(entry: CatalogueEntry) -> list[Fact]:
    _entry(entry)
    out = []
    for f in fields(entry.kind):
        if f.default is not MISSING:
            default = f.default
        elif f.default_factory is not MISSING:  # type: ignore[misc]
            default = f.default_factory()  # type: ignore[misc]
        else:
            default = None
        out.append(Fact(f.name, _kind(f.type), default))
    return out


def as_text(fact: Fact, value: Any) -> str:
    _fact(fact)
    if value is None:
        return ""
    if fact.kind == "seats":
        return ", ".join(str(v) for v in sorted(value))
    if fact.kind == "hands":
        return "\n".join(value)
    return str(value)


def parse_fact(fact: Fact, value: Any) -> Any:
    """The value of a fact from what the form holds (text for the free-form kinds)."""
    _fact(fact)
    if fact.kind in ("bool", "int"):
        return value
    text = str(value).strip()
    if fact.kind == "optional-int":
        if not text:
            return None
        if not text.lstrip("-").isdigit():
            raise GameError(f"{fact.label}: a seat number or nothing, not {text!r}")
        return int(text)
    if fact.kind == "seats":
        parts = [p for p in text.replace(",", " ").split() if p]
        if not all(p.isdigit() for p in parts):
            raise GameError(f"{fact.label}: seat numbers separated by commas, not {text!r}")
        return frozenset(int(p) for p in parts)
    if fact.kind == "hands":
        return tuple(line.strip() for line in text.splitlines() if line.strip())
    return text


def decide(entry: CatalogueEntry, values: Optional[dict] = None) -> Ruling:
    """The ruling on ``entry`` with the given facts (defaults for the others)."""
    facts = {f.name: f for f in facts_of(entry)}
    if values is not None and not isinstance(values, dict):
        raise GameError(f"the facts are a mapping of their names to their values, not {values!r}")
    kwargs = {}
    for name, value in (values or {}).items():
        if name not in facts:
            raise GameError(f"{entry.name} has no fact {name!r}")
        kwargs[name] = parse_fact(facts[name], value)
    return rule(None, entry.kind(**kwargs))


def ruling_html(entry: CatalogueEntry, ruling: Optional[Ruling] = None, error: Optional[GameError] = None) -> str:
    _entry(entry)
    if ruling is not None and not isinstance(ruling, Ruling):
        raise GameError(f"a ruling (a Ruling), not {ruling!r}")
    if error is not None and not isinstance(error, GameError):
        raise GameError(f"a refusal (a GameError), not {error!r}")
    head = f"<p><strong>{html.escape(entry.name.capitalize())}</strong>: {html.escape(entry.description)}</p>"
    head += f"<p><em>For example:</em> {html.escape(entry.example)}</p>"
    if error is not None:
        body = f'<p class="lt-ruling">{html.escape(error.message)} {laws_html((error.law,) if error.law else (), quoted=True)}</p>'
    elif ruling is not None:
        # the ruling, and each remedy it offers, with the words of every law it rests on inline
        body = (f'<p class="lt-settlement"><strong>Ruling:</strong> {html.escape(ruling.decision)} '
                f'{laws_html(ruling.laws, quoted=True)}</p>')
        if ruling.options:
            body += '<ul class="lt-options">' + "".join(
                f'<li>{html.escape(o.label)} {laws_html(o.laws, quoted=True)}</li>' for o in ruling.options) + "</ul>"
    else:
        body = ""
    return head + f'<div class="lt-decision" role="status" aria-live="polite">{body}</div>'


#: The form fits its panel: a select or a field shrinks with it instead of scrolling the page sideways.
_STYLE_REFEREE = """<style>
.lt-referee .widget-dropdown, .lt-referee .widget-text, .lt-referee .widget-textarea { min-width: 0; flex-wrap: wrap; }
.lt-referee .widget-dropdown select, .lt-referee .widget-text input { min-width: 0; max-width: 100%; text-overflow: ellipsis; }
.lt-referee .widget-label { white-space: normal; }
</style>"""


class RefereePanel:
    """The ipywidgets UI: a choice of irregularity, one input per fact, a "Rule" button."""

    def __init__(self, index: int = 0):
        self.index = index

    @property
    def entry(self) -> CatalogueEntry:
        return IRREGULARITIES[self.index]

    def build(self):
        w = require_ipywidgets()
        pick = w.Dropdown(
            options=[(e.name.capitalize(), i) for i, e in enumerate(IRREGULARITIES)],
            value=self.index, description="Irregularity", layout=w.Layout(width="100%", max_width="36rem"),
            style={"description_width": "initial"},
        )
        form = w.VBox()
        out = w.HTML()
        button = w.Button(description="Rule", button_style="primary", tooltip="Ask the laws for the ruling")
        button.add_class("lt-act")
        button.add_class("lt-act-primary")
        inputs: dict = {}

        def wide():  # never wider than the panel (a phone is 390 px)
            return w.Layout(width="100%", max_width="36rem")

        def show_form():
            inputs.clear()
            rows = []
            for fact in facts_of(self.entry):
                if fact.kind == "bool":
                    box = w.Checkbox(value=bool(fact.default), description=fact.label, indent=False)
                elif fact.kind == "int":
                    box = w.IntText(value=int(fact.default or 0), description=fact.label, style={"description_width": "initial"}, layout=wide())
                elif fact.kind == "hands":
                    box = w.Textarea(value=as_text(fact, fact.default), description=fact.label, style={"description_width": "initial"}, layout=wide())
                else:
                    box = w.Text(value=as_text(fact, fact.default), description=fact.label, style={"description_width": "initial"}, layout=wide())
                inputs[fact.name] = box
                rows.append(box)
            form.children = rows
            out.value = ruling_html(self.entry)

        def on_pick(change):
            self.index = change["new"]
            show_form()

        def on_rule(_):
            try:
                r = decide(self.entry, {k: v.value for k, v in inputs.items()})
            except GameError as err:
                out.value = ruling_html(self.entry, error=err)
                return
            out.value = ruling_html(self.entry, r)

        pick.observe(on_pick, names="value")
        button.on_click(on_rule)
        show_form()
        root = w.VBox([w.HTML(STYLE + _STYLE_REFEREE), pick, form, button, out])
        root.add_class("lt-widget")
        root.add_class("lt-referee")
        return root


def play(seed: Optional[int] = None):
    """The widget of the site's Referee panel (``seed`` is accepted for the panel's sake: the
    referee deals no cards)."""
    return RefereePanel().build()


#: The site's Play panel for this widget (see :data:`games.widgets.deal.PANEL`).
PANEL = panel_spec("referee", "The Referee: Peel's rulings on irregularities", ".lt-referee .lt-decision",
                   "referee.ipynb", seeded=False)
