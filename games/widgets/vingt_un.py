"""Vingt-un at the site's table, under the book of your choice: you and three computer players.

The game is :class:`games.vingt_un.game.VingtUn` under one book's rule set (Peel, Hoffmann,
Enquire Within) or, as a fourth choice, one deal of Hoffmann's French Vingt-Un
(:class:`games.vingt_un.french.FrenchVingtUn`, eight rounds).  You sit at seat 0: a punter
against a computer dealer, and the dealer yourself when the deal comes to you.  The dealing,
the naturals and the settlement run by themselves; every choice that is yours -- your stake,
"double", to divide a pair, "a card" or "content", to sell the deal, Sympathy or Antipathy --
is a button.  The table reads the game only through ``view(0)`` and ``log_for(0)``: it
shows what you would see at a real table and nothing more.  Every event and settlement line
links to the paragraph of the book that decided it.

:class:`VingtUnPanel` holds the state and makes the moves (the tests drive it directly);
:meth:`VingtUnPanel.build` makes the ipywidgets UI; :func:`play` is what the Play panel runs.
"""

from __future__ import annotations

import html
from typing import Optional

from games.core.players import play_out
from games.errors import GameError, check_int
from games.vingt_un.french import TITLES, Elect, FrenchVingtUn
from games.vingt_un.game import VingtUn
from games.core.odds import percent
from games.vingt_un.cards import card_values
from games.vingt_un.odds import advise, next_card_overdraws
from games.vingt_un.game_actions import Double, Draw, EndRound, KeepDeal, SellDeal, Split, Stake, Stand
from games.vingt_un.players import BookDealer, BookPunter, computer_players
from games.vingt_un.records import VingtUnPhase
from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, HOFFMANN_FRENCH, PEEL
from games.widgets.panel import Button, GamePanel, Line, action_button
from games.widgets.common import STYLE, card_back_html, cards_html, laws_html, panel_spec, require_ipywidgets, seed_of

__all__ = ["BOOKS", "VingtUnPanel", "play", "readings_text", "PANEL"]

#: The books the reader may choose: key -> (label, rule set).
BOOKS = {
    "peel": ("Peel, Round Games with Cards", PEEL),
    "hoffmann": ("Hoffmann, Hoyle's Games Modernized", HOFFMANN),
    "enquire-within": ("Enquire Within Upon Everything", ENQUIRE_WITHIN),
    "french": ("Hoffmann, French Vingt-Un (one deal of eight rounds)", HOFFMANN_FRENCH),
}
OPPONENTS = ("Ann", "Bob", "Cy")
VALUE_NAMES = ("aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tenth cards")
#: each value's name for one card ("1 ace", not "1 aces")
VALUE_NAME = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "tenth card")


def _signed(x) -> str:
    """A value per stake to three places, with its sign: "+0.125", "-0.366"."""
    return f"{float(x):+.3f}".replace("-", "\u2212")


#: The table's own styles, sent with its HTML (so the cards look the same in the Play panel and in
#: a notebook).  Each hand is a row: its cards at their own size (not the shared style's five-card
#: grid for the player's hand, which shrank two cards to a few pixels), then its stake and points.
STYLE_VINGT_UN = """
<style>
.lt-widget.lt-vingt-un .lt-vhand { display: inline-flex; align-items: center; flex-wrap: wrap; gap: 6px;
  margin: 2px 12px 2px 0; vertical-align: middle; }
.lt-widget.lt-vingt-un .lt-vhand .lt-hand { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; }
.lt-widget.lt-vingt-un .lt-vhand .lt-card svg { width: auto; height: auto; display: block; }
.lt-widget.lt-vingt-un .lt-outcome-dealer { display: flex; align-items: center; flex-wrap: wrap; gap: 6px; margin: 4px 0; }
.lt-widget.lt-vingt-un .lt-outcome-dealer .lt-hand { margin: 0; }
.lt-widget.lt-vingt-un .lt-seat { display: flex; align-items: center; flex-wrap: wrap; gap: 4px 8px; min-height: 44px; }
</style>
"""


def _line_html(m: Line) -> str:
    """A line of the record: a ruling with the words of its laws shown inline; any other line with its laws'
    words on hover (the law's link)."""
    if m.kind != "ruling":
        return m.html()
    return f'<p class="lt-ruling">{html.escape(m.text)} {laws_html(m.laws, quoted=True)}</p>'


def _book(book: object) -> str:
    if not isinstance(book, str) or book not in BOOKS:
        raise GameError(f"no book {book!r}: choose one of {', '.join(BOOKS)}")
    return book


class _WaitsForTheReader:
    """The game as the site's table plays it: a round's end waits for the reader, so that its outcome
    (the dealer's hand, who paid whom and why, each under its law) stays on the table until the reader
    deals the next round.  Everything else is the game as it stands."""

    def auto_action(self):
        a = super().auto_action()  # type: ignore[misc]  # the game's own (a mixin before the game's class)
        return None if isinstance(a, EndRound) else a


class _TableVingtUn(_WaitsForTheReader, VingtUn):
    """:class:`~games.vingt_un.game.VingtUn` at the site's table: each round waits for the reader."""


class _TableFrench(_WaitsForTheReader, FrenchVingtUn):
    """:class:`~games.vingt_un.french.FrenchVingtUn` at the site's table: each of the eight rounds waits
    for the reader, as in the other books' Vingt-un."""


def _not_at_the_end(state) -> Optional[int]:
    """Whose turn it is for the computer players: nobody's while a finished round waits for the reader."""
    return None if state.phase is VingtUnPhase.END else state.to_act


class VingtUnPanel(GamePanel):
    """A sitting at Vingt-un: you at seat 0, three computer players, under ``book`` (a key of :data:`BOOKS`)."""

    human = 0

    def __init__(self, seed: Optional[int] = None, book: str = "peel", *, name: str = "You", rounds: int = 200,
                 readings: Optional[dict] = None):
        _book(book)
        self.seed = seed_of(seed)
        self.book = book
        #: the book's code, with any of its declared readings chosen otherwise (``{"ties": "dealer"}``)
        self.rules = BOOKS[book][1].with_readings(readings or {})
        self.names = (name, *OPPONENTS)
        if book == "french":
            self.game = _TableFrench(self.rules, seats=4, seed=self.seed, names=self.names)
        else:
            self.game = _TableVingtUn(self.rules, seats=4, seed=self.seed, names=self.names, rounds=rounds)
        self.players = computer_players(self.game, human=self.human)
        self.lines: list[Line] = []
        self.ruling: Optional[Line] = None
        self._read = 0
        self._advice: dict = {}   # the exact values shown, by what they were worked out from
        self._round_start = 0     # where this round's lines begin (the reader deals each round)
        self._run()

    # -- the moves ------------------------------------------------------------------------------
    def _record(self) -> None:
        log = self.game.log_for(self.human)
        for e in log[self._read:]:
            kind = "settlement" if e.kind == "pay" else ("ruling" if e.kind == "ruling" else "event")
            self.lines.append(Line(kind, e.text, tuple(e.laws)))
        self._read = len(log)

    def _run(self) -> None:
        play_out(self.game, self.players, to_act=_not_at_the_end, limit=5000)
        self._record()

    def act(self, action) -> bool:
        """Your move (:meth:`GamePanel.act`); dealing the next round clears the last one from the table."""
        start = len(self.lines)
        done = super().act(action)
        if done and isinstance(action, EndRound):
            self._round_start = start
        return done

    def after_move(self, events) -> None:
        self._record()
        self._run()

    @property
    def round_over(self) -> bool:
        """A round is over and its outcome is on the table, until the reader deals the next."""
        return not self.game.over and self.game.phase is VingtUnPhase.END

    def advised(self) -> Optional[object]:
        """The choice the panel advises now: the best by the exact values (:meth:`advice_text`) when they
        are shown, else what the book's computer player would do in your place; ``None`` when it is
        not your turn."""
        if not self.my_turn or self.round_over:
            return None
        v = self.view()
        values = self._values()
        if values:
            best = max(values, key=lambda k: (values[k], k == "stand"))
            kind = {"stand": Stand, "draw": Draw, "split": Split}[best]
            return next((a for a in v.legal if isinstance(a, kind)), None)
        player = BookDealer(self.rules) if v.dealer == self.human else BookPunter(self.rules)
        try:
            return player.decide(v).action
        except GameError:
            return None

    def buttons(self) -> list[Button]:
        """Your moves now, as labelled buttons; the keyboard's default (the primary button) is the
        advised choice, never one the panel's own advice advises against."""
        if self.round_over:
            last = getattr(self.game, "max_rounds", None) is not None and self.view().round_no + 1 >= self.game.max_rounds
            return [Button("End the sitting" if last else "Deal the next round", EndRound(), True, key="next-round")]
        if not self.my_turn:
            return []
        out: list[Button] = []
        v = self.view()
        advised = self.advised()
        if v.stake_bounds is not None:  # a range of stakes: the least, the middle and the greatest as buttons
            lo, hi = v.stake_bounds
            for amount in sorted({lo, (lo + hi) // 2, hi}):
                out.append(Button(f"Stake {amount}", Stake(v.seat, amount), amount == lo, key=f"stake-{amount}"))
        for a in v.legal:
            if isinstance(a, Stake):
                continue
            elif isinstance(a, Double):
                out.append(Button("Double" if a.double else "Do not double", a, not a.double,
                                  key="double" if a.double else "no-double"))
            elif isinstance(a, Draw):
                out.append(Button("A card" + (" (advised)" if a == advised else ""), a, a == advised, key="draw"))
            elif isinstance(a, Stand):
                out.append(Button("Content" + (" (advised)" if a == advised else ""), a, a == advised, key="stand"))
            elif isinstance(a, Split):
                out.append(Button(f"Divide the pair (stake {a.stake})" + (" (advised)" if a == advised else ""), a,
                                  a == advised, key=f"split-{a.stake}"))
            elif isinstance(a, KeepDeal):
                out.append(Button("Take the deal", a, True, key="keep-deal"))
            elif isinstance(a, SellDeal):
                out.append(Button(f"Sell the deal to {self.names[a.buyer]} for {a.price}", a, key=f"sell-{a.buyer}"))
            elif isinstance(a, Elect):
                out.append(Button(a.choice.capitalize(), a, key=f"elect-{a.choice}"))
        return out

    # -- what the table shows --------------------------------------------------------------------
    def status_text(self) -> str:
        v = self.view()
        g = self.game
        parts = [f"Seed {self.seed}", BOOKS[self.book][0], f"round {v.round_no + (0 if g.over else 1)}",
                 "you deal" if v.dealer == self.human else f"{self.names[v.dealer]} deals"]
        if isinstance(g, FrenchVingtUn) and not g.over:
            parts.append(TITLES[g.kind])
        if v.doubled:
            parts.append("doubled")
        if self.rules.pool:
            parts.append(f"pool {v.pool}")
        if g.over:
            parts.append("the sitting is over")
        elif self.round_over:
            parts.append("the round is over: deal the next when you are ready")
        elif g.to_act is not None:
            parts.append("your turn" if g.to_act == self.human else f"{self.names[g.to_act]} to act")
        return "; ".join(parts)

    def unseen_text(self) -> str:
        """The cards you have not seen (the pack is not re-united: this is what the odds depend on)."""
        v = self.view()
        parts = [f"{n} {VALUE_NAMES[i] if n != 1 else VALUE_NAME[i]}" for i, n in enumerate(v.unseen) if n]
        return f"Cards you have not seen: {sum(v.unseen)} ({', '.join(parts)}); {v.stock_size} in the stock."

    def odds_text(self) -> str:
        """On your turn to draw: the exact chance, from the cards you have not seen, that the next
        card over-draws you (computed by :mod:`games.vingt_un.odds`)."""
        if not self.my_turn:
            return ""
        v = self.view()
        i = next((a.hand for a in v.legal if isinstance(a, Draw)), None)
        if i is None:
            return ""
        h = v.own[i]
        if h.points is None:
            return ""
        p = next_card_overdraws(h.points, h.soft, pack=v.unseen)
        if p == 0:
            return f"With {h.points}{' (soft)' if h.soft else ''}, no card can over-draw you."
        return (f"With {h.points}{' (soft)' if h.soft else ''}, the next card over-draws you with a chance of "
                f"{p.numerator}/{p.denominator} ({percent(p)}), counting the cards you have not seen.")

    def _values(self) -> dict:
        """The exact value of each choice open now (``stand``, ``draw``, ``split`` when legal), from the
        cards you have not seen, as :func:`games.vingt_un.odds_punter.advise` works it out (one punter
        against the dealer, who has no natural: play goes on only then); empty when none is shown (the
        dealer's turn, French Vingt-Un, whose rounds change the count, too few cards left to say)."""
        if not self.my_turn or self.round_over or isinstance(self.game, FrenchVingtUn):
            return {}
        v = self.view()
        i = next((a.hand for a in v.legal if isinstance(a, (Draw, Stand))), None)
        if i is None or v.dealer == self.human:
            return {}
        h = v.own[i]
        if h.points is None or h.points >= 21:
            return {}
        cards = tuple(card_values(h.cards))
        divided = cards[0] if len(v.own) > 1 else 0
        key = (v.unseen, cards, v.doubled, divided)
        if key not in self._advice:
            try:
                self._advice[key] = advise(self.rules, v.unseen, cards, v.doubled, divided=divided)
            except GameError:   # too few cards left to say
                self._advice[key] = {}
        split = any(isinstance(a, Split) for a in v.legal)
        return {k: x for k, x in self._advice[key].items() if k in ("stand", "draw") or (k == "split" and split)}

    def advice_text(self) -> str:
        """On your turn to draw or stand: the exact value of each choice open (from the cards you have not
        seen, by :func:`games.vingt_un.odds_punter.advise`) and the best."""
        shown = self._values()
        if not shown:
            return ""
        names = {"stand": "standing", "draw": "a card", "split": "dividing the pair"}
        best = max(shown, key=lambda k: (shown[k], k == "stand"))
        parts = ", ".join(f"{names[k]} {_signed(x)}" for k, x in shown.items())
        return (f"Exact values now, per counter of your stake: {parts}; best: {names[best]}. (From the cards "
                "you have not seen, the dealer having no natural; one punter against the dealer, each choice followed by "
                "the best play after it.)")

    def seats_html(self) -> str:
        v = self.view()
        rows = []
        for seat, name in enumerate(self.names):
            bits = [f"<strong>{html.escape(name)}</strong>", f"{v.balances[seat]:+d}"]
            if seat == v.dealer:
                bits.append("dealer")
            hands = []
            for i, h in enumerate(v.hands[seat]):
                known = [c for c in h.cards if c is not None]
                hidden = sum(1 for c in h.cards if c is None)
                label = f"{name}'s hand" + (f" {i + 1}" if len(v.hands[seat]) > 1 else "")
                pics = (cards_html(known, width=48 if seat == self.human else 40, label=label) if known else "") + (
                    card_back_html(hidden, width=28) if hidden else "")
                extra = [f"stake {h.stake}"] if h.stake else []
                if h.points is not None:
                    extra.append(f"{h.points}{' (soft)' if h.soft else ''} points")
                if h.over:
                    extra.append("over")
                elif h.stood:
                    extra.append("content")
                hands.append(f'<span class="lt-vhand">{pics}<span class="lt-vhand-note">{", ".join(extra)}</span></span>')
            who = "you" if seat == self.human else "seat"
            rows.append(f'<div class="lt-seat lt-{who}" data-seat="{seat}"><span>{", ".join(bits)}</span>{"".join(hands)}</div>')
        return "".join(rows)

    def record_html(self, last: int = 40) -> str:
        """The ``last`` lines of what happened, the latest first."""
        check_int(last, "the number of lines shown", minimum=0)
        return (
            '<p class="lt-log-title"><strong>What happened</strong> (the latest first)</p>'
            '<div class="lt-log" role="log" aria-label="What happened, the latest first">'
            + "".join(_line_html(m) for m in reversed(self.lines[max(len(self.lines) - last, 0):])) + "</div>"
        )

    def settlement_html(self) -> str:
        """The payments of this round (when it is over: its outcome, the dealer's hand beside them), each
        naming its paragraph."""
        # the round began where the reader dealt it
        lines = [m for m in reversed(self.lines[self._round_start:]) if m.kind == "settlement"]
        if not lines and not self.round_over:
            return ""
        body = "".join(m.html() for m in reversed(lines[:16])) or "<p>Nobody paid anybody this round.</p>"
        if not self.round_over:
            return f'<div class="lt-settlement-box" role="status"><strong>Payments</strong>{body}</div>'
        v = self.view()
        name = "you" if v.dealer == self.human else self.names[v.dealer]
        hands = []
        for h in v.hands[v.dealer]:
            known = [c for c in h.cards if c is not None]
            words = ("over" if h.over else f"{h.points} points" if h.points is not None else "")
            hands.append(cards_html(known, width=40, label="the dealer's hand") + f"<span>{words}</span>")
        dealer = (f'<div class="lt-outcome-dealer"><span>The dealer ({html.escape(name)}):</span>{"".join(hands)}</div>'
                  if hands else "")
        return (f'<div class="lt-settlement-box lt-outcome" role="status"><strong>Round {v.round_no + 1} is over</strong>'
                f'{dealer}{body}<p class="lt-outcome-next">The cards stay on the table until you deal the next '
                "round.</p></div>")

    def ruling_html(self) -> str:
        """A refusal of your move, with the words of the law that refuses it shown inline."""
        if not self.ruling:
            return ""
        r = self.ruling
        return (f'<div role="alert"><p class="lt-{r.kind}">{html.escape(r.text)} '
                f'{laws_html(r.laws, quoted=True)}</p></div>')

    def build(self):
        w = require_ipywidgets()
        ui = _UI(self, w)
        return ui.root


class _UI:
    # The book is chosen outside the game: the Play panel's "Book" option (in the page's address,
    # ``?rules=hoffmann``) or the notebook's ``RULE_SET``; a sitting never changes its book.
    def __init__(self, table: VingtUnPanel, w):
        self.t = table
        self.w = w
        self.top = w.HTML()
        self.actions = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.bottom = w.HTML()
        self.root = w.VBox([self.top, self.actions, self.bottom])
        self.root.add_class("lt-widget")
        self.root.add_class("lt-vingt-un")
        self.refresh()

    def _do(self, action):
        self.t.act(action)
        self.refresh()

    def _button(self, b: Button):
        return action_button(self.w, b, lambda x: self._do(x.action))

    def refresh(self):
        t = self.t
        self.top.value = (f'{STYLE}{STYLE_VINGT_UN}<p class="lt-status" aria-live="polite">{html.escape(t.status_text())}</p>'
                          f'<div class="lt-seats">{t.seats_html()}</div>'
                          f'<p class="lt-unseen">{html.escape(t.unseen_text())}</p>'
                          f'<p class="lt-odds" aria-live="polite">{html.escape(t.odds_text())}</p>'
                          f'<p class="lt-advice">{html.escape(t.advice_text())}</p>')
        self.bottom.value = f"{t.ruling_html()}{t.settlement_html()}{t.record_html()}"
        self.actions.children = [self._button(b) for b in t.buttons()]


def play(seed: Optional[int] = None, rule_set: str = "peel", readings: Optional[dict] = None):
    """The widget shown by the site's Play panel for Vingt-un: ``rule_set`` is the book, a key
    of :data:`BOOKS` (the panel's "Book" option, ``?rules=`` in the page's address); ``readings``
    chooses among that book's declared readings (the notebook's ``READINGS``)."""
    return VingtUnPanel(seed, rule_set, readings=readings).build()


def readings_text(book: str = "peel") -> str:
    """The declared readings of a book's code, one a line: the name to put in ``READINGS``, the
    paragraph it reads, the choices, and the one the code takes."""
    _book(book)
    lines = []
    for r in BOOKS[book][1].readings():
        if "." in r.name:
            continue
        choices = ", ".join(str(c).lower() for c in r.choices)
        lines.append(f"{r.name} ({r.law}): {choices}; the code takes {str(r.value).lower()}")
    return "\n".join(lines)


#: The site's Play panel for this widget (``:::{play} vingt_un``; see ``source/_ext/litesetup.py``).
#: The book is the panel's option ``rule_set``: carried in the page's address (``?rules=hoffmann``),
#: passed to :func:`play` as ``{options}`` and to the notebook as its ``RULE_SET``.
PANEL = panel_spec("vingt_un", "Vingt-un under each book's code", ".lt-vingt-un .lt-status", "vingt-un.ipynb", options={
    "rule_set": {"param": "rules", "label": "Book", "law": "",
                 "choices": {k: v[0] for k, v in BOOKS.items()}, "default": "peel"},
})
