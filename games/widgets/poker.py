"""Draw Poker at the site's table: you against computer players who follow Peel's maxims.

The game is :class:`games.poker.game.Game` under Peel's Rules (``PEEL_RULES``); the
dealer's duties (ante, shuffle, cut, deal, the cards given in the draw, the show) run by
themselves, and every choice a player makes -- to straddle, open, make good, raise, pass,
draw, bet or stand -- is yours for your seat and :class:`~games.poker.players.PeelComputerPlayer`'s
for the others.  Each event, settlement and ruling is shown with the laws it rests on,
as links to their text in the edition.

:class:`PokerPanel` holds the state and does the moves (no ipywidgets needed: the tests
drive it directly); :meth:`PokerPanel.build` makes the ipywidgets UI; :func:`play` is what
the Play panel runs.  Everything follows from the seed: the drawing for the deal, every
shuffle and cut, and the computer players' choices.
"""

from __future__ import annotations

import html
from typing import Optional, Sequence

from games.errors import GameError, IllegalActionError, check_int, check_items, check_text
from games.core.actions import Event
from games.core.prose import you
from games.laws import law_label
from games.poker import (
    FOSTER_RULES,
    Automation,
    Borrow,
    DeclineStraddle,
    Draw,
    Pass,
    PEEL_RULES,
    Phase,
    ShowForSum,
    Sitting,
    Stake,
    Straddle,
)
from games.poker.rules import law as poker_law
from games.poker.strategy import PeelComputerPlayer
from games.widgets.panel import Button, GamePanel, Line, action_button
from games.widgets.common import STYLE, card_back_html, cards_html, laws_html, panel_spec, require_ipywidgets, seed_of

#: The computer players' names (the reader sits first, at seat 0, unless a cut for seats reseats the table).
OPPONENTS = ("Ann", "Bob", "Cy")






def line_html(line: Line) -> str:
    """A line of the record: a ruling (or a refusal) with the words of each law it rests on inline
    (:func:`~games.widgets.common.laws_html` ``quoted=True``), any other line with its laws' words on
    hover or tap."""
    if not isinstance(line, Line):
        raise GameError(f"a line of the record (a Line), not {line!r}", None)
    quoted = line.kind == "ruling"
    return f'<p class="lt-{line.kind}">{html.escape(line.text)} {laws_html(line.laws, quoted=quoted)}</p>'


def _rules_words(rules) -> str:
    """``under Peel's Rules`` (``Peel, Rule 54 read as refuse`` for each reading not the rule set's own)."""
    base = {"PEEL": "under Peel's Rules", "FOSTER": "under Foster's rules"}.get(rules.name, f"under {rules.name}")
    own = {"PEEL": PEEL_RULES, "FOSTER": FOSTER_RULES}.get(rules.name)
    if own is None:
        return base
    changed = [f"{law_label(READINGS[n][0])} read as {_reading_value(rules, n)}"
               for n in READINGS if _reading_value(rules, n) != _reading_value(own, n)]
    return base + (f" ({', '.join(changed)})" if changed else "")


def _short(card) -> str:
    """``K♠``: the card as printed on its face (rank and suit symbol)."""
    code = str(card)
    return code[:-1] + card.suit.symbol


def _label(action) -> str:
    """A button label for an action the table has no special words for: its name in words
    (``JackpotAnte(seat=0)`` -> "Jackpot ante")."""
    name = type(action).__name__
    words = "".join(" " + c.lower() if c.isupper() else c for c in name).strip()
    return words[:1].upper() + words[1:]


class PokerPanel(GamePanel):
    """A sitting at Draw Poker: you and ``len(opponents)`` computer players.  You sit at seat 0 under
    Peel's Rules (the players draw for the deal in their seats, Rule 2); under Foster's the cut for seats
    reseats everybody (p10, p11), and :attr:`human` is the seat you drew: the panel acts for it, shows its
    hand and its chips, and every line names it "You".

    ``seed`` fixes everything (a fresh random one when ``None``); ``chips``, ``ante`` and
    ``limit`` are the sitting's terms (Peel's Rules 21-24 leave them to the players).
    """

    human: int = 0  #: the seat the reader plays (the one named ``name``, "You")

    def __init__(
        self,
        seed: Optional[int] = None,
        *,
        name: str = "You",
        opponents: Sequence[str] = OPPONENTS,
        chips: int = 50,
        ante: int = 1,
        limit: int = 10,
        rules=PEEL_RULES,
        straddle: float = 0.25,
    ):
        self.seed = seed_of(seed)
        check_text(name, "your name at the table")
        entrants = (name, *check_items(opponents, "the opponents' names"))
        self.rules = rules
        self.sitting = Sitting(
            list(entrants), chips=chips, ante=ante, limit=limit, rules=rules, seed=self.seed,
            automations=Automation.DEALER,
        )
        # the seats as the sitting made them: under Foster's rules the cut for seats reseats the
        # players (the lowest card has the choice of seats and deals first), so the reader's seat is
        # wherever the player called ``name`` sat down, not seat 0
        self.names = tuple(self.sitting.players)
        self.human = self.names.index(name)
        # each computer player is seeded by its name's place among the entrants (as before the cut)
        self.bots = {
            seat: PeelComputerPlayer(seed=f"{self.seed}/{entrants.index(nm)}", rules=rules, straddle=straddle)
            for seat, nm in enumerate(self.names) if seat != self.human
        }
        self.messages: list[Line] = []
        self.ruling: Optional[Line] = None
        self.game = None
        self.games_played = 0
        self._ui = None
        self._read = 0  # how much of the log the record has taken (new_game starts it again)
        # how the table was formed: the draw for the first deal (Peel, Rule 2) or the cut for seats (Foster)
        for e in self.sitting.log:
            if isinstance(e, Event):
                self.messages.append(Line("event", e.text, tuple(e.laws)))
        self.new_game()

    # -- the moves ----------------------------------------------------------------------------

    def _record(self) -> None:
        """Add to the record what the player at seat ``human`` has seen since: the engine's
        ``log_for(human)`` as it is (the engine writes the words each seat sees: a card dealt
        face down to another player is "Bob receives a card face down", law 6)."""
        log = self.game.log_for(self.human)
        for e in log[self._read:]:
            # a ruling shows the words of the laws it rests on inline; any other line on hover
            self.messages.append(Line("ruling" if e.kind == "ruling" else "event", e.text, tuple(e.laws)))
        self._read = len(log)

    def new_game(self) -> None:
        """Deal the next game of the sitting (the deal passes to the left, law 18)."""
        if self.game is not None and not self.game.over:
            raise GameError("the game in hand is not finished", None)
        self.game = self.sitting.new_game()
        self.reasons: list[Line] = []  # the computer players' reasons, shown when the game is over
        self._read = 0
        self.games_played += 1
        self._record()
        self.ruling = None
        self._run_computer_players()
        self._record_settlement()

    def _run_computer_players(self) -> None:
        g = self.game
        guard = 0
        while not g.over and g.to_act is not None and g.to_act != self.human:
            guard += 1
            if guard > 500:  # pragma: no cover - the engine always moves on
                raise RuntimeError("the computer players do not finish")
            seat = g.to_act
            try:
                choice = self.bots[seat].decide(g.view(seat))
                action, law, reason = choice.action, choice.law, choice.reason
            except GameError as err:
                # the maxims leave the player no move (e.g. short of chips with nothing to
                # show for: p7 forbids borrowing); the laws still require one, so it makes the
                # first the laws allow, and the record says why
                legal = g.legal_actions(seat)
                if not legal:
                    raise
                action, law, reason = legal[0], err.law, f"{err.message}; the laws leave only: {_label(legal[0]).lower()}"
                self.messages.append(Line("event", you(f"{self.names[seat]} must {_label(action).lower()}: {err.message}"),
                                          (g.cite(err.law),) if err.law else ()))
            # the reason's law as this game cites it (Peel's maxims under Foster's rules: the declared reading)
            self.reasons.append(Line("reason", f"{self.names[seat]}: {reason}", (g.cite(law),) if law else ()))
            g.do(action)
            self._record()

    def _record_settlement(self) -> None:
        if self.game.over:
            # the engine's own words for each line: what a player takes or pays, and his net gain
            for e in self.game.log_for(self.human):
                if e.kind == "settle":
                    self.messages.append(Line("settlement", e.text, tuple(e.laws)))

    def after_move(self, events) -> None:
        self._record()
        self._run_computer_players()
        self._record_settlement()

    def draw(self, discard) -> bool:
        """Discard the given cards and ask for as many (laws 34-39)."""
        cards = check_items(discard, "the cards to discard", error=IllegalActionError, law=poker_law(36))
        return self.act(Draw(self.human, cards))

    def choices(self) -> list[Button]:
        """Your moves now, as labelled buttons (the draw is made by :meth:`draw`)."""
        if not self.my_turn:
            return []
        v = self.view()
        legal = self.game.legal_actions(self.human)
        out: list[Button] = []
        stakes = sorted((a for a in legal if isinstance(a, Stake)), key=lambda a: a.amount)
        mine = v.stakes[self.human]
        if stakes:
            low = stakes[0]
            if low.amount == 0:
                label = "Stand (bet nothing more)"
            elif not v.opened:
                label = f"Open: stake {low.amount}"
            elif mine + low.amount == v.highest_stake:
                label = f"Make good: {low.amount} to {v.highest_stake}"
            else:
                label = f"Bet {low.amount}"
            out.append(Button(label, low, primary=True, key="stake-min"))
        for a in legal:
            if isinstance(a, Straddle):
                out.append(Button(f"Straddle: {getattr(a, 'amount', '')}".rstrip(": "), a, key="straddle"))
            elif isinstance(a, DeclineStraddle):
                out.append(Button("Do not straddle", a, primary=not stakes, key="decline-straddle"))
            elif isinstance(a, Pass):
                out.append(Button("Pass (throw up the hand)", a, key="pass"))
            elif isinstance(a, ShowForSum):
                out.append(Button("Show for what I have", a, key="show-for-sum"))
        known = (Stake, Straddle, DeclineStraddle, Pass, ShowForSum, Draw)
        for a in legal:
            if isinstance(a, Borrow):
                source = "the bank" if a.lender is None else self.names[a.lender]
                out.append(Button(f"Borrow {a.amount} from {source}", a, key="borrow"))
            elif not isinstance(a, known):
                out.append(Button(_label(a), a, key=type(a).__name__.lower()))
        return out

    def stake_bounds(self) -> Optional[tuple[int, int]]:
        """The least and the most you may stake now (None when no stake is open)."""
        stakes = [a.amount for a in self.game.legal_actions(self.human) if isinstance(a, Stake)] if self.my_turn else []
        return (min(stakes), max(stakes)) if stakes else None

    # -- what the table shows --------------------------------------------------------------------

    def status_text(self) -> str:
        g, v = self.game, self.view()
        dealer = "you deal" if v.dealer == self.human else f"{self.names[v.dealer]} deals"
        parts = [f"Seed {self.seed}", _rules_words(self.rules), f"game {self.games_played}", dealer, f"pool {v.pool}"]
        if v.jackpot:
            parts.append("jack-pot" + (f" (openers: a pair of {v.jackpot_minimum.name_}s or better)" if v.jackpot_minimum else ""))
        if g.over:
            parts.append("the game is over")
        elif g.to_act is not None:
            parts.append("your turn" if g.to_act == self.human else f"{self.names[g.to_act]} to act")
        return "; ".join(parts)

    def seats_html(self) -> str:
        v = self.view()
        rows = []
        for seat, name in enumerate(self.names):
            bits = [f"<strong>{html.escape(name)}</strong>", f"chips {v.stacks[seat]}", f"staked {v.stakes[seat]}"]
            if seat == v.dealer:
                bits.append("dealer")
            if not v.in_game[seat]:
                bits.append("retired")
            if v.drawn[seat] is not None:
                bits.append(f"drew {v.drawn[seat]}")
            if seat == self.human:
                continue
            shown = v.shown[seat]
            cards = cards_html(shown, width=40, label=f"{name}'s hand") if shown else card_back_html(v.card_counts[seat], width=28)
            rows.append(f'<div class="lt-seat" data-seat="{seat}">{", ".join(bits)} {cards}</div>')
        return "".join(rows)

    def you_html(self) -> str:
        v = self.view()
        me = self.human
        bits = [f"chips {v.stacks[me]}", f"staked {v.stakes[me]}"]
        if not v.in_game[me]:
            bits.append("retired")
        cards = cards_html(v.hand, label="Your hand") if v.hand else (
            '<p class="lt-no-cards">No cards yet: the straddles are made before the deal.</p>'
        )
        return f'<div class="lt-you"><strong>Your hand</strong> ({", ".join(bits)}){cards}</div>'


    def record_html(self, last: int = 60) -> str:
        """The record of the game, the latest first."""
        check_int(last, "how many lines of the record to show", minimum=1)
        return (
            '<p class="lt-log-title"><strong>What happened</strong> (the latest first)</p>'
            '<div class="lt-log" role="log" aria-label="What happened, the latest first">'
            + "".join(line_html(m) for m in reversed(self.messages[-last:]) if m.kind != "settlement")
            + "</div>"
        )

    def settlement_html(self) -> str:
        if not self.game.over:
            return ""
        lines = [m for m in self.messages if m.kind == "settlement"]
        lines = lines[-len(self.game.settlement):] if self.game.settlement else []
        body = "".join(m.html() for m in lines) or "<p>No settlement.</p>"
        return f'<div class="lt-settlement-box" role="status"><strong>Settlement</strong>{body}</div>'

    def reasons_html(self) -> str:
        """Why the computer players did what they did (the maxims): shown only when the game
        is over, since a reason tells about the hand."""
        if not self.game.over or not self.reasons:
            return ""
        items = "".join(m.html() for m in self.reasons)
        return (
            '<details class="lt-reasons"><summary>Why the computer players played as they did '
            "(Peel's maxims)</summary>" + items + "</details>"
        )

    def ruling_html(self) -> str:
        """A move refused, with the words of the law that refuses it inline."""
        return f'<div role="alert">{line_html(self.ruling)}</div>' if self.ruling else ""

    # -- the ipywidgets UI -----------------------------------------------------------------------

    def build(self):
        """The ipywidgets UI (buttons are real buttons: Tab moves, Enter or Space presses)."""
        w = require_ipywidgets()
        ui = _PokerUI(self, w)
        self._ui = ui
        return ui.root


class _PokerUI:
    def __init__(self, table: PokerPanel, w):
        self.t = table
        self.w = w
        # few widgets (each is a model, with its layout and style, that the page must
        # create): the table's pictures and texts are two HTML widgets, the controls real buttons
        self.top = w.HTML()  # the status and your hand
        self.discards = w.HBox()
        self.discards.add_class("lt-discards")
        self.actions = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.bottom = w.HTML()  # the ruling, the settlement, the other players, the record
        self.root = w.VBox([self.top, self.discards, self.actions, self.bottom])
        self.root.add_class("lt-widget")
        self.root.add_class("lt-poker")
        self._selected: set = set()
        self.refresh()

    def _button(self, label, on_click, *, primary=False, key="", tooltip=""):
        return action_button(self.w, Button(label, None, primary, key), lambda _b: on_click(), tooltip=tooltip)

    def _do(self, action):
        self.t.act(action)
        self._selected = set()
        self.refresh()

    def _draw(self):
        self.t.draw(tuple(c for c in self.t.view().hand if c in self._selected))
        self._selected = set()
        self.refresh()

    def _next(self):
        self.t.new_game()
        self._selected = set()
        self.refresh()

    def _toggle(self, card, selected: bool):
        if selected:
            self._selected.add(card)
        else:
            self._selected.discard(card)
        self._refresh_draw_button()

    def _refresh_draw_button(self):
        if getattr(self, "_draw_button", None) is not None:
            n = len(self._selected)
            self._draw_button.description = f"Draw {n} card{'s' if n != 1 else ''}" if n else "Stand on my hand (draw none)"

    def refresh(self):
        t, w = self.t, self.w
        self.top.value = (
            f'{STYLE}<p class="lt-status" aria-live="polite">{html.escape(t.status_text())}</p>{t.you_html()}'
        )
        self.bottom.value = (
            f'{t.ruling_html()}{t.settlement_html()}{t.reasons_html()}'
            f'<div class="lt-seats">{t.seats_html()}</div>{t.record_html()}'
        )
        self._draw_button = None
        buttons = []
        toggles = []
        if t.over:
            buttons.append(self._button("Deal the next game", self._next, primary=True, key="next"))
        elif t.my_turn and t.game.phase == Phase.DRAW:
            for card in t.view().hand:
                # one under each card (same columns), named by the card as drawn; a tap on the
                # card itself presses it too (the site's page script)
                tb = w.ToggleButton(value=False, description=f"Discard {_short(card)}", tooltip=f"Discard the {card.name}",
                                    layout=w.Layout(width="auto"))
                tb.add_class("lt-discard")
                tb.add_class(f"lt-discard-{card}")
                tb.observe(lambda change, c=card: self._toggle(c, change["new"]), names="value")
                toggles.append(tb)
            self._draw_button = self._button("Stand on my hand (draw none)", self._draw, primary=True, key="draw")
            buttons.append(self._draw_button)
            for c in t.choices():
                buttons.append(self._button(c.label, lambda a=c.action: self._do(a), primary=False, key=c.key))
        elif t.my_turn:
            for c in t.choices():
                buttons.append(self._button(c.label, lambda a=c.action: self._do(a), primary=c.primary, key=c.key))
            bounds = t.stake_bounds()
            if bounds and bounds[1] > bounds[0]:
                amount = w.IntText(value=min(bounds[0] + 1, bounds[1]) if bounds[0] else 1, description="Raise: stake",
                                   layout=w.Layout(width="12rem"))
                amount.add_class("lt-raise-amount")
                buttons.append(amount)
                buttons.append(self._button("Raise", lambda: self._do(Stake(t.human, int(amount.value))), key="raise",
                                            tooltip=f"Stake between {bounds[0]} and {bounds[1]} chips"))
        self.discards.children = toggles
        self.actions.children = buttons


#: The rule sets a reader can choose in the Play panel: key -> (label, rules).
RULE_SETS = {
    "peel": ("Peel's Rules (Round Games with Cards)", PEEL_RULES),
    "foster": ("Foster's rules (Complete Hoyle)", FOSTER_RULES),
}

def _choice_text(value) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def _gist(words: str) -> str:
    """The first clause of a reading's explanation, for a menu."""
    for stop in ("; ", " (", ": "):
        if stop in words[12:]:
            words = words[: 12 + words[12:].index(stop)]
    return words


#: The site's structure choices (the pack, how the first deal is found) go with the rule set
#: itself; the readings of the order of hands (``hands.*``) are the census's.
_NOT_IN_PANEL = {"pack", "seating"}

#: The declared readings of ambiguous laws a reader can choose in the Play panel, read from
#: the rule set's own declarations (:func:`games.core.options.reading`): field -> (the law it
#: reads, a short label, {choice: words}).  The default is the rule set's own value.
READINGS = {
    r.name: (r.law, r.title[:1].upper() + r.title[1:], {_choice_text(c): _gist(d) for c, d in r.explanations})
    for r in PEEL_RULES.readings() if "." not in r.name and r.name not in _NOT_IN_PANEL
}


def _reading_value(rules, name: str) -> str:
    return _choice_text(getattr(rules, name))


def rules_for(rule_set: str = "peel", readings: Optional[dict] = None):
    """The rule set ``rule_set`` (a key of :data:`RULE_SETS`) with the given readings
    (``{"short_stake": "retire", "borrowing": "false"}``: the panel's choices, as they travel
    in the page's address).  An unknown rule set, reading or choice is refused by name."""
    if check_text(rule_set, "a rule set's name") not in RULE_SETS:
        raise GameError(f"no rule set {rule_set!r} (choose one of {', '.join(RULE_SETS)})", None)
    if readings is not None and not isinstance(readings, dict):
        raise GameError(f"the readings are a mapping of their names to the choices, not {readings!r}", None)
    readings = readings or {}
    for name, value in readings.items():     # only the panel's readings, each with the panel's words
        if name not in READINGS:
            raise GameError(f"no declared reading {name!r} (choose among {', '.join(READINGS)})", None)
        law, _label_, choices = READINGS[name]
        if str(value).lower() not in choices:
            raise GameError(f"{name}: choose one of {', '.join(choices)}", law)
    return RULE_SETS[rule_set][1].with_readings(readings)


def play(seed: Optional[int] = None, rule_set: str = "peel", readings: Optional[dict] = None, **options):
    """The widget shown by the site's Play panel for Draw Poker: ``rule_set`` and
    ``readings`` as chosen in the panel (see :func:`rules_for`)."""
    if "rules" not in options:
        options["rules"] = rules_for(rule_set, readings)
    return PokerPanel(seed, **options).build()


#: The site's Play panel for this widget (see :data:`games.widgets.deal.PANEL`).  ``options``
#: are chosen in the panel, carried in the page's address (``?seed=&rules=&<reading>=``)
#: and passed to :func:`play` as ``{options}``.
#: (The ready selector: the table is on the screen; before the deal the player may be asked to straddle.)
PANEL = panel_spec("poker", "Draw Poker, under Peel's Rules or Foster's", ".lt-poker .lt-status", "poker.ipynb", options={
    "rule_set": {"param": "rules", "label": "Rule set", "law": "",
                 "choices": {k: v[0] for k, v in RULE_SETS.items()}, "default": "peel"},
    **{name: {"param": name, "label": label, "law": law, "choices": dict(choices),
              "default": _reading_value(PEEL_RULES, name), "reading": True}
       for name, (law, label, choices) in READINGS.items()},
})
