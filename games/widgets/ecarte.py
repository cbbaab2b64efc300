"""Écarté at the site's table: you against the edition's computer player, under *Enquire Within* (¶118).

The game is :class:`games.ecarte.game.Ecarte` (one game, five up).  You sit at seat 0; the
computer player (:class:`games.ecarte.players.EcartePlayer`) at seat 1.  Every choice that is
yours is a button: the cut (and your right to shuffle, ¶119 i), the way of dealing when you
deal first, "I propose" or playing without proposing, "I accept" or "I decline", the cards you
discard (each card a toggle button), "I mark king", and the card you play (only the cards the
paragraph allows are offered).  The table reads the game only through ``view(0)`` and
``log_for(0)``.  The main button is always the move the computer player would make in your
place, and the table says why: its judgement is the edition's, from outside the text, and is
marked so (:data:`games.ecarte.rules.JUDGEMENT`, no law).  Every event and every mark links to the
paragraph, its words on hover; a ruling and a refusal show the words they rest on inline.  The reader
always plays seat 0, named "You" in every line, whoever deals: the hand shown, the tricks and the score
are that seat's.

:class:`EcartePanel` holds the state and makes the moves (the tests drive it directly);
:meth:`EcartePanel.build` makes the ipywidgets UI; :func:`play` is what the Play panel runs.
"""

from __future__ import annotations

import html
from typing import Optional

from games.cards import Card
from games.core.players import play_out
from games.ecarte.actions import Accept, Cut, Deal, Discard, MarkKing, Play, PlayHand, Propose, Refuse, Shuffle
from games.ecarte.game import Auto, Ecarte
from games.ecarte.players import EcartePlayer
from games.citations import Convention
from games.ecarte.rules import DEALER_CHANGE, ENQUIRE_WITHIN, PROPOSE, EcarteRules
from games.errors import GameError, check_int
from games.widgets.common import STYLE, card_back_html, cards_html, laws_html, panel_spec, require_ipywidgets, seed_of
from games.widgets.panel import Button, GamePanel, Line, action_button

__all__ = ["EcartePanel", "play", "PANEL", "READINGS"]

OPPONENT = "Ann"

#: The declared readings the panel offers: name -> its label.
READINGS = {"obligations": "What the second player must play (\u00b6118)",
            "proposals": "How many discards in a deal (\u00b6118)", "packs": "One pack or two (\u00b6118)",
            "deal_way": "Who fixes the way of dealing (\u00b6118)"}

STYLE_ECARTE = """
<style>
.lt-widget.lt-ecarte .lt-row { display: flex; align-items: center; flex-wrap: wrap; gap: 4px 10px; margin: 4px 0; }
.lt-widget.lt-ecarte .lt-row .lt-hand { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; }
.lt-widget.lt-ecarte .lt-row .lt-card svg { width: auto; height: auto; display: block; }
.lt-widget.lt-ecarte .lt-advice { border-left: 4px solid var(--lt-line); padding: 2px 8px; }
.lt-widget.lt-ecarte .lt-cards button { min-width: 44px; min-height: 44px; font-size: 16px; }
.lt-widget.lt-ecarte .lt-cards .mod-active, .lt-widget.lt-ecarte .lt-cards .lt-chosen {
  outline: 3px solid var(--lt-pick); }
.lt-widget.lt-ecarte .lt-red { color: var(--lt-bad); }
</style>
"""


def card_label(c: Card) -> str:
    """``K♠``: a card as a button's label."""
    return f"{c.rank.value}{c.suit.symbol}"


class EcartePanel(GamePanel):
    """A game of Écarté: you at seat 0, the computer player at seat 1."""

    human = 0

    def __init__(self, seed: Optional[int] = None, *, name: str = "You", readings: Optional[dict] = None):
        self.seed = seed_of(seed)
        rules = ENQUIRE_WITHIN.with_readings(readings or {})
        assert isinstance(rules, EcarteRules)   # (a rule set's readings keep its class)
        self.rules = rules
        self.names = (name, OPPONENT)
        self.game = Ecarte(self.rules, seed=self.seed, names=self.names, automations=Auto.CUT_FOR_DEAL)
        self.players = {1: EcartePlayer()}
        self.adviser = EcartePlayer()
        self.lines: list[Line] = []
        self.ruling: Optional[Line] = None
        self.chosen: set = set()  # the cards chosen to discard
        self._read = 0
        self._run()

    # -- the moves ------------------------------------------------------------------------------
    def _record(self) -> None:
        log = self.game.log_for(self.human)
        for e in log[self._read:]:
            kind = "settlement" if e.kind in ("mark", "game") else ("ruling" if e.kind == "ruling" else "event")
            self.lines.append(Line(kind, e.text, tuple(e.laws)))
        self._read = len(log)

    def _run(self) -> None:
        for seat, choice in play_out(self.game, self.players, limit=500):
            self._record()
            self.lines.append(Line("reason", f"{self.names[seat]} {choice.reason}",
                                   (choice.law,) if choice.law else ()))
        self._record()
        self.chosen = set(self.advice_discard())

    def after_move(self, events) -> None:
        self._record()
        self._run()

    def advice(self):
        """What the computer player would do in your place (its judgement, from outside the text)."""
        if not self.my_turn:
            return None
        return self.adviser.decide(self.view())

    def advice_discard(self) -> tuple:
        a = self.advice()
        return a.action.cards if a is not None and isinstance(a.action, Discard) else ()

    @property
    def discarding(self) -> bool:
        return self.my_turn and any(isinstance(a, Discard) for a in self.view().legal)

    def toggle(self, card: Card) -> None:
        """Choose a card to discard, or unchoose it."""
        if not self.discarding or card not in self.view().hand:
            raise GameError(f"{card!r} is not a card of your hand to discard now", self._discard_law())
        self.chosen ^= {card}

    def _discard_law(self):
        """The words of ¶118 that give the seat its discard (the non-dealer's proposal, the dealer's change)."""
        return DEALER_CHANGE if self.view().dealer == self.human else PROPOSE

    def discard_action(self) -> Discard:
        hand = self.view().hand
        return Discard(self.human, tuple(c for c in hand if c in self.chosen))

    def buttons(self) -> list[Button]:
        """Your moves now, as labelled buttons; the main one is the computer player's advice."""
        if not self.my_turn:
            return []
        v = self.view()
        advised = self.advice().action
        out: list[Button] = []
        for a in v.legal:
            if isinstance(a, Discard):
                continue
            if isinstance(a, Cut):
                b = Button("Cut the pack", a, key="cut")
            elif isinstance(a, Shuffle):
                if a.seat != self.human:
                    continue
                b = Button("Shuffle the cards first (\u00b6119 i)", a, key="shuffle")
            elif isinstance(a, Deal):
                b = Button("Deal by twos and threes" if a.first == 2 else "Deal by threes and twos", a,
                           key=f"deal-{a.first}")
            elif isinstance(a, Propose):
                b = Button("\u201cI propose\u201d (change cards)", a, key="propose")
            elif isinstance(a, PlayHand):
                b = Button("Play without proposing" if not v.proposed else "Propose no more: play", a,
                           key="play-hand")
            elif isinstance(a, Accept):
                b = Button("\u201cI accept\u201d (give cards)", a, key="accept")
            elif isinstance(a, Refuse):
                b = Button("\u201cI decline\u201d (play)", a, key="refuse")
            elif isinstance(a, MarkKing):
                b = Button("\u201cI mark king\u201d", a, key="mark-king")
            elif isinstance(a, Play):
                b = Button(f"Play {card_label(a.card)}", a, key=f"play-{a.card}")
            else:  # pragma: no cover - every action of the game is named above
                b = Button(str(a), a)
            out.append(Button(b.label, b.action, a == advised, b.key))
        if self.discarding:
            act = self.discard_action()
            n = len(act.cards)
            label = (f"Discard the {n} chosen" if n else "Keep your hand (discard none)") if v.seat == v.dealer \
                else f"Discard the {n} chosen"
            out.append(Button(label, act, frozenset(act.cards) == frozenset(self.advice_discard()), key="discard"))
        return out

    # -- what the table shows --------------------------------------------------------------------
    def status_text(self) -> str:
        v = self.view()
        parts = [f"Seed {self.seed}", f"deal {v.deal_number}" if v.deal_number else "cutting for deal"]
        if v.dealer is not None:
            parts.append("you deal" if v.dealer == self.human else f"{OPPONENT} deals")
        if v.trumps is not None:
            parts.append(f"{v.trumps.name_} are trumps")
        parts.append(f"score: you {v.scores[0]}, {OPPONENT} {v.scores[1]} (five up)")
        if self.game.over:
            w = self.game.sheet.games[-1].winner
            parts.append("you win the game" if w == self.names[0] else f"{OPPONENT} wins the game")
        elif self.my_turn:
            parts.append("your turn")
        return "; ".join(parts)

    def advice_text(self) -> str:
        a = self.advice()
        if a is None:
            return ""
        if isinstance(a.law, Convention):
            return f"The computer player in your place {a.reason} ({a.law.label})."
        return f"The computer player in your place {a.reason}."

    def table_html(self) -> str:
        v = self.view()
        you, ann = self.names
        rows = []
        rows.append(f'<div class="lt-row lt-seat"><strong>{html.escape(ann)}</strong> '
                    f'{card_back_html(len(self.game.hands[1]) if v.deal_number else 0, width=28)} '
                    f'<span>tricks {v.won[1]}</span></div>')
        if v.turnup is not None:
            rows.append(f'<div class="lt-row"><span>Turn-up (trumps):</span>{cards_html([v.turnup], 44, "turn-up")}'
                        f'<span>stock {v.stock}</span></div>')
        if v.trick:
            rows.append('<div class="lt-row"><span>This trick:</span>' + "".join(
                f'<span>{html.escape(self.names[s])}</span>{cards_html([c], 44, self.names[s])}' for s, c in v.trick)
                + "</div>")
        elif v.tricks:
            last = v.tricks[-1]
            rows.append('<div class="lt-row"><span>Last trick:</span>' + "".join(
                f'<span>{html.escape(self.names[s])}</span>{cards_html([c], 36, self.names[s])}' for s, c in last)
                + "</div>")
        rows.append(f'<div class="lt-row lt-seat lt-you"><strong>{html.escape(you)}</strong>'
                    + (cards_html(v.hand, 52, "your hand") if v.hand else "")
                    + f'<span>tricks {v.won[0]}</span></div>')
        return "".join(rows)

    def score_html(self) -> str:
        """The marks of the game so far, each naming the paragraph (the latest first)."""
        marks = [m for m in self.lines if m.kind == "settlement"]
        if not marks:
            return ""
        body = "".join(_line_html(m) for m in reversed(marks[-8:]))
        return f'<div class="lt-settlement-box" role="status"><strong>The score</strong>{body}</div>'

    def record_html(self, last: int = 40) -> str:
        check_int(last, "how many lines of the record to show", minimum=1)
        return ('<p class="lt-log-title"><strong>What happened</strong> (the latest first)</p>'
                '<div class="lt-log" role="log" aria-label="What happened, the latest first">'
                + "".join(_line_html(m) for m in reversed(self.lines[-last:])) + "</div>")

    def ruling_html(self) -> str:
        return f'<div role="alert">{_line_html(self.ruling)}</div>' if self.ruling else ""

    def build(self):
        w = require_ipywidgets()
        return _UI(self, w).root


def _line_html(m: Line) -> str:
    """A line of the record: a ruling (or a refusal) with the words of its law inline; any other line with
    the words on hover (the law's link)."""
    if m.kind != "ruling":
        return m.html()
    return f'<p class="lt-ruling">{html.escape(m.text)} {laws_html(m.laws, quoted=True)}</p>'


class _UI:
    def __init__(self, table: EcartePanel, w):
        self.t = table
        self.w = w
        self.top = w.HTML()
        self.cards = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.cards.add_class("lt-cards")
        self.actions = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.bottom = w.HTML()
        self.root = w.VBox([self.top, self.cards, self.actions, self.bottom])
        self.root.add_class("lt-widget")
        self.root.add_class("lt-ecarte")
        self.refresh()

    def _do(self, action):
        self.t.act(action)
        self.refresh()

    def _toggle(self, card):
        self.t.toggle(card)
        self.refresh()

    def _button(self, b: Button):
        return action_button(self.w, b, lambda x: self._do(x.action))

    def _card_toggle(self, card):
        chosen = card in self.t.chosen
        label = ("Discard " if chosen else "Keep ") + card_label(card)
        btn = self.w.Button(description=card_label(card), tooltip=label, layout=self.w.Layout(width="auto"),
                            button_style="warning" if chosen else "")
        btn.add_class("lt-card-toggle")
        if chosen:
            btn.add_class("lt-chosen")
        btn.on_click(lambda _b, c=card: self._toggle(c))
        return btn

    def refresh(self):
        t = self.t
        advice = t.advice_text()
        self.top.value = (f'{STYLE}{STYLE_ECARTE}<p class="lt-status" aria-live="polite">'
                          f'{html.escape(t.status_text())}</p>{t.table_html()}'
                          + (f'<p class="lt-advice">{html.escape(advice)}</p>' if advice else "")
                          + ('<p class="lt-discard-note">Choose the cards to discard (a card marked is '
                             'discarded), then press the discard button. '
                             f'{laws_html((t._discard_law(),))}</p>' if t.discarding else ""))
        self.cards.children = [self._card_toggle(c) for c in t.view().hand] if t.discarding else []
        self.actions.children = [self._button(b) for b in t.buttons()]
        self.bottom.value = f"{t.ruling_html()}{t.score_html()}{t.record_html()}"


def play(seed: Optional[int] = None, readings: Optional[dict] = None):
    """The widget shown by the site's Play panel for Écarté: ``readings`` chooses among the declared
    readings of ¶118 (the panel's options, the notebook's ``READINGS``)."""
    return EcartePanel(seed, readings=readings).build()


def readings_text() -> str:
    """The declared readings of ¶118, one a line: the name to put in ``READINGS``, the choices, and the
    one the code takes."""
    lines = []
    for r in ENQUIRE_WITHIN.readings():
        choices = ", ".join(str(c).lower() for c in r.choices)
        lines.append(f"{r.name} ({r.law}): {choices}; the code takes {str(r.value).lower()}")
    return "\n".join(lines)


def _gist(words: str, most: int = 90) -> str:
    """A reading's explanation for a menu: its first clause, cut at a word (never mid-word), in plain words."""
    for stop in ("; ", ": "):
        if stop in words[12:]:
            words = words[: 12 + words[12:].index(stop)]
    if len(words) > most:
        words = words[:most].rsplit(" ", 1)[0].rstrip(",;:")
        if words.count("(") > words.count(")"):  # never an aside cut open
            words = words[: words.rindex(" (")]
        words += "\u2026"
    return words[:1].upper() + words[1:]


def _choices(name: str) -> dict:
    """The menu's words for each choice of a reading: what the choice means, never its internal name."""
    (r,) = [r for r in ENQUIRE_WITHIN.readings() if r.name == name]
    words = dict(r.explanations)
    return {str(c).lower(): _gist(words.get(c, "") or str(c)) for c in r.choices}


#: The site's Play panel for this widget (``:::{play} ecarte``; see ``source/_ext/litesetup.py``).
PANEL = panel_spec("ecarte", "\u00c9cart\u00e9 against the computer", ".lt-ecarte .lt-status", "ecarte.ipynb", options={
    # "law" is left empty: the panel links a law to its code's page (source/_ext/litesetup._law_href), and
    # the code's page is the Vingt-un one; the labels name the paragraph instead
    name: {"param": name, "label": label, "law": "", "choices": _choices(name),
           "default": str(getattr(ENQUIRE_WITHIN, name)).lower(), "reading": True}
    for name, label in READINGS.items()
})
