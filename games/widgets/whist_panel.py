"""A rubber of Whist at the site's table: the reader and the computer players, under either code.

:class:`WhistPanel` is the logic of the three Whist Play panels (testable without ipywidgets); the
widget itself is :mod:`games.widgets.whist`.  Three variants of the same table:

* ``"whist"``: the reader is South (seat 2), three computer players (North his partner, East, West);
  Hoffmann's code or Foster's;
* ``"dummy"``: Foster's Dummy -- the reader plays his own hand (seat 0, in North's place) and Dummy's
  (seat 2), exposed on the table; East and West are computer players;
* ``"double-dummy"``: Foster's Double Dummy -- two players, each with an exposed Dummy: the reader plays
  seats 0 and 2, the computer player seats 1 and 3; all the cards are open.

The computer players (:class:`games.whist.players.WhistPlayer`) play the classic elementary game, and
their maxims are from outside the texts; each card they play is shown with its reason.  The table
pauses when a trick is complete (its four cards may be seen until it is turned and quitted) and at the
end of the hand (a revoke may be claimed until the cards are cut for the following deal).  In TABLE mode
the reader may revoke or lead out of turn (during a pause, a card led is a lead out of turn unless the
lead is his); the adversaries claim what they can prove, and the reader may claim a revoke or a lead out
of turn by anyone (in a demonstration, West renounces once).  STRICT mode offers only the cards the laws
allow.  The table reads the game only through ``view(seat)`` and ``log_for(seat)``: the cards of the
tricks turned are never shown, except the last trick to a reader who demands it, as Foster's law 91
allows (Hoffmann's pages end before the laws of play and say nothing of it).

After a hand played by the laws, the double-dummy solver (:mod:`games.widgets.whist_analysis`) replays the
last seven tricks at once; the whole deal, seconds to minutes of work, when the reader asks for it (the
table says it is working meanwhile).  In Double Dummy, where every card is open, the reader may ask for a
hint, the value of each card in tricks, once :attr:`WhistPanel.HINT_TRICKS` tricks or fewer are left.
"""

from __future__ import annotations

import copy
import html
import random
from typing import Optional

from games.cards import ACE_HIGH, Card
from games.core.breaches import Claim
from games.core.players import Choice
from games.core.scores import ScoreSheet
from games.core.state import ChooseRemedy, Mode
from games.errors import GameError, IllegalActionError, InvalidCardError, RuleSetError, check_int, check_text
from games.whist.actions import (
    CallCard, CallHighLow, CallSuit, Consult, EndHand, Play, QuitTrick, SeeLastTrick, Waive,
)
from games.whist.dummy import DoubleDummy, Dummy
from games.whist.game import Whist
from games.whist.players import OUTSIDE, WhistPlayer, play_on
from games.whist.records import Auto, Phase
from games.whist.rules import FOSTER, HOFFMANN
from games.whist.scoring import EDITORIAL_SCORING
from games.whist.sitting import WhistRubber
from games.core.prose import you
from games.widgets.common import laws_html
from games.widgets.panel import Button, GamePanel, Line
from games.widgets.whist_analysis import HandRecord, analyse, hint

__all__ = ["WhistPanel", "CODES", "VARIANTS", "MODES", "card_label"]

#: The codes the reader may choose: key -> (label, rule set).
CODES = {"foster": ("Foster's code (laws 40-91, the Etiquette)", FOSTER),
         "hoffmann": ("Hoffmann's Revised Code (laws 1-42)", HOFFMANN)}
#: The variants: key -> (title, class of hand, the reader's hands, names of the four hands).
VARIANTS = {
    "whist": ("Whist", Whist, (2,), ("North", "East", "You", "West")),
    "dummy": ("Dummy", Dummy, (0, 2), ("You", "East", "Dummy", "West")),
    "double-dummy": ("Double Dummy", DoubleDummy, (0, 2), ("You", "East", "Your Dummy", "East's Dummy")),
}
#: The modes: key -> label.
MODES = {"strict": "For beginners: only the cards the laws allow",
         "table": "As at a real table: you may revoke or lead out of turn, and claim",
         "demonstration": "As at a real table, and West revokes once, for you to claim"}
#: The table automates the preparation of each deal and takes the trump card up at its turn; the
#: tricks are quitted and the hand is ended by the reader's "Continue" (a pause to look and to claim).
AUTOMATIONS = Auto.PREPARE | Auto.TRUMP
#: The event kinds the record leaves out: cards played, the hands dealt, the last trick seen (law 91:
#: no card of a trick turned is seen but the last trick, and that only once, by the player who asks).
HIDDEN_KINDS = frozenset({"play", "hand", "last-trick", "surplus", "placed"})
#: The event kinds whose laws the record shows with their words inline (a ruling, a remedy chosen); the others
#: show them on hover or tap.
QUOTED_KINDS = frozenset({"ruling", "remedy"})
#: The claims the table offers the reader.
CLAIMS = ("a revoke", "a lead out of turn")


class QuotedLine(Line):
    """A line of the record whose laws are shown with the words they rest on inline (a ruling, a remedy)."""

    def html(self) -> str:
        return f'<p class="lt-{self.kind}">{html.escape(self.text)} {laws_html(self.laws, quoted=True)}</p>'


def refused_line(err: GameError) -> Line:
    """The line a refusal shows: its words (with the grammar of "You") and its law's words inline."""
    return QuotedLine("ruling", you(f"Refused: {err.message}"), (err.law,) if err.law else ())


def card_label(c: Card) -> str:
    """``K♠``: a card as a button's label."""
    return f"{c.rank.value}{c.suit.symbol}"


def _seed(seed: object) -> int:
    if seed is None:
        return random.SystemRandom().randrange(1_000_000)
    if isinstance(seed, bool) or not isinstance(seed, (int, str)) or (
            isinstance(seed, str) and not (seed.strip().isdigit() and seed.strip().isascii())):
        raise GameError(f"a seed is a whole number, not {seed!r}", None)
    return int(seed)


class WhistPanel(GamePanel):
    """A rubber of Whist, Dummy or Double Dummy with the reader and the computer players.

    ``rule_set``: ``"foster"`` or ``"hoffmann"`` (a key of :data:`CODES`; Dummy and Double Dummy are
    Foster's only); ``variant``: a key of :data:`VARIANTS`; ``mode``: a key of :data:`MODES`."""

    def __init__(self, seed: object = None, rule_set: str = "foster", *, variant: str = "whist",
                 mode: str = "strict"):
        for what, value in (("the variant", variant), ("the code", rule_set), ("the mode", mode)):
            check_text(value, what, error=RuleSetError)
        if variant not in VARIANTS:
            raise RuleSetError(f"the variants are {', '.join(VARIANTS)}, not {variant!r}", None)
        if rule_set not in CODES:
            raise RuleSetError(f"the codes are {', '.join(CODES)}, not {rule_set!r}", None)
        if mode not in MODES:
            raise RuleSetError(f"the modes are {', '.join(MODES)}, not {mode!r}", None)
        if variant != "whist" and rule_set != "foster":
            raise RuleSetError("Dummy and Double Dummy are Foster's: the Revised Code in Hoffmann's pages has none",
                            "foster-whist:dummy.p1")
        self.seed = _seed(seed)
        self.rule_set, self.variant, self.mode = rule_set, variant, mode
        self.rules = CODES[rule_set][1]
        title, cls, mine, names = VARIANTS[variant]
        self.title, self.names = title, names
        self.mine = mine
        self.human = mine[0]
        self.partner = (self.human + 2) % 4
        computers = sorted({s for s in range(4) if s not in mine} - set(cls.dummy_hands))
        revoker = 3 if variant != "double-dummy" else 1
        self.players = {s: WhistPlayer(revoke_once=mode == "demonstration" and s == revoker) for s in computers}
        self.adviser = WhistPlayer()
        self.claimants = [s for s in computers if s % 2 != self.human % 2]
        self.rubber = WhistRubber(self.rules, seed=self.seed, names=names, game=cls,
                                  mode=Mode.STRICT if mode == "strict" else Mode.TABLE)
        self.lines: list[Line] = []
        self.reasons: dict = {}  # card -> the computer player's reason (shown beside the card in the trick)
        self.ruling: Optional[Line] = None
        self.hands_played = 0
        self._post_mortems: dict = {}
        self.analysing = False   # the solver works through the whole deal (the table says so)
        self.hint_text = ""      # Double Dummy: the solver's hint, until the next card
        self._read = 0
        self.game = self.rubber.new_hand(automations=AUTOMATIONS)
        self._run()

    # -- the moves ------------------------------------------------------------------------------------
    @property
    def table_mode(self) -> bool:
        return self.mode != "strict"

    def _pause(self, g) -> bool:
        p = g.play
        return g.phase is Phase.END or (p is not None and g.phase is Phase.PLAY and p.trick.complete
                                        and not g.open_rulings)

    def _record(self) -> None:
        log = self.game.log_for(self.human)
        for e in log[self._read:]:
            if e.kind in HIDDEN_KINDS:
                continue
            kind = ("settlement" if e.kind in ("score", "penalty", "end") else
                    "ruling" if e.kind in ("ruling", "irregularity", "claim", "remedy", "refused") else "event")
            # a ruling and the remedy chosen show the words of their laws inline; other lines on hover
            line = (QuotedLine if e.kind in QUOTED_KINDS else Line)(kind, e.text, tuple(e.laws))
            if not self.lines or self.lines[-1] != line:   # the log says each thing once
                self.lines.append(line)
        self._read = len(log)

    def _note(self, seat: int, choice: Choice) -> None:
        """A computer player's reason for a card is shown beside the card; its other acts (a claim, a call, a
        penalty chosen) the game's own log records once, with their laws, so the reason adds no second line."""
        if isinstance(choice.action, Play):
            self.reasons[choice.action.card] = f"{self.names[seat]} {choice.reason}"
        elif isinstance(choice.action, ChooseRemedy) and ": " in choice.reason:
            # the penalty chosen is the game's line; the player's judgement is added to it, not a second line
            self._record()
            said = f"{self.names[seat]} chooses: "
            for i in range(len(self.lines) - 1, -1, -1):
                ln = self.lines[i]
                if ln.text.startswith(said) and "; " not in ln.text:
                    why = choice.reason.split(": ", 1)[1]
                    self.lines[i] = type(ln)(ln.kind, f"{ln.text}; {why}", ln.laws)
                    break

    def _run(self) -> None:
        made = play_on(self.game, self.players, claimants=self.claimants, stop=self._pause, limit=400)
        for seat, choice in made:
            self._note(seat, choice)
        self._record()

    def after_move(self, events) -> None:
        self.hint_text = ""
        self._record()
        self._run()

    def continue_(self) -> bool:
        """The reader's "Continue": the complete trick is turned and quitted, or the hand is scored and the
        cards cut for the following deal (a new hand dealt, until the rubber is over)."""
        g = self.game
        if g.over:
            return self.next_hand()
        if g.phase is Phase.END:
            if not self.act(EndHand(g.dealer)):
                return False
            self._finish()
            return True
        if g.play is not None and g.play.trick.complete:
            return self.act(QuitTrick(self._winner()))
        self.ruling = Line("ruling", "Nothing to continue: it is your turn", ())
        return False

    def _winner(self) -> int:
        p = self.game.play
        return p.trick.winner(ACE_HIGH, p.trumps)

    def _finish(self) -> None:
        """The hand's result goes to the score sheet (once)."""
        if self.game.over and self.rubber.in_progress is not None:
            self.rubber.finish(self.game)
            self.hands_played += 1

    def next_hand(self) -> bool:
        """The hand over, its score goes to the sheet and the next is dealt (or the rubber is over)."""
        g = self.game
        if not g.over:
            self.ruling = Line("ruling", "The hand is not over", ())
            return False
        self._finish()
        if self.rubber.over:
            return False
        self.game = self.rubber.new_hand(automations=AUTOMATIONS)
        self._read = 0
        self.reasons = {}
        self.hint_text = ""
        self.lines.append(Line("event", f"Deal {self.game.deal_number}", ()))
        self._run()
        return True

    def new_rubber(self) -> None:
        """Another rubber, with the next seed."""
        self.__init__(self.seed + 1, self.rule_set, variant=self.variant, mode=self.mode)  # type: ignore[misc]

    def lead(self, hand: int, card: Card) -> bool:
        """The reader plays ``card`` from ``hand`` (his, or Dummy's): during a pause the trick is first turned
        and quitted, so the card is a lead -- out of turn unless the lead is his."""
        check_int(hand, "a hand", minimum=0, maximum=3, error=IllegalActionError)
        if not isinstance(card, Card):
            raise InvalidCardError(f"play a card, not {card!r}")
        if hand not in self.mine:
            self.ruling = Line("ruling", f"Refused: you do not play {self.names[hand]}'s cards", ())
            return False
        g = self.game
        if g.play is not None and g.phase is Phase.PLAY and g.play.trick.complete and not g.open_rulings:
            if not self.table_mode:
                self.ruling = Line("ruling", "Refused: the trick is turned and quitted first (press Continue)", ())
                return False
            trial = copy.deepcopy(g)   # a lead the laws refuse leaves the trick where it was
            try:
                trial.do(QuitTrick(self._winner()))
                trial.do(Play(hand, card))
            except GameError as err:
                self.ruling = refused_line(err)
                return False
            g.do(QuitTrick(self._winner()))   # the trick is turned and quitted, and the reader leads at once
            self._record()
        return self.act(Play(hand, card))

    def act(self, action) -> bool:
        """Your move (:meth:`GamePanel.act`); a refusal shows its law's words inline, in the grammar of "You"."""
        ok = super().act(action)
        r = self.ruling
        if not ok and type(r) is Line and r.text.startswith("Refused: "):
            self.ruling = QuotedLine(r.kind, you(r.text), r.laws)
        return ok

    def open_ruling(self):
        """The ruling that waits for a choice (``None`` if none): its decision, its laws and its options, each
        option with its own laws, as the game cites them."""
        g = self.game
        return g.open_rulings[0].ruling if g.open_rulings else None

    # -- what the reader may do ------------------------------------------------------------------------
    def view(self):
        return self.game.view(self.human)

    def advice(self) -> Optional[Choice]:
        """What the computer player would do in your place (its maxims are from outside the texts)."""
        v = self.view()
        if self.game.over or v.to_act != self.human or not any(isinstance(a, Play) for a in v.legal):
            return None
        return self.adviser.decide(v, self.game.log_for(self.human))

    def card_buttons(self) -> dict:
        """Hand -> [(card, enabled)]: the reader's cards (and Dummy's); in STRICT mode only the cards the
        laws allow now are enabled, in TABLE mode every card whenever the reader may play or lead."""
        v = self.view()
        legal = {(a.seat, a.card) for a in v.legal if isinstance(a, Play)}
        paused = self._pause(self.game) and self.game.phase is Phase.PLAY
        out = {}
        for h in self.mine:
            cards = v.hands.get(h, ())
            if self.table_mode and not self.game.open_rulings and (legal or paused) and not self.game.over:
                out[h] = [(c, True) for c in cards]
            else:
                out[h] = [(c, (h, c) in legal) for c in cards]
        return out

    def buttons(self) -> list[Button]:
        """The reader's other moves: Continue, a choice of remedy, a call, Consult, See the last trick."""
        g, v = self.game, self.view()
        out: list[Button] = []
        if g.over:
            if self.rubber.in_progress is not None or not self.rubber.over:
                out.append(Button("Next deal", "next", True, "next"))
            else:
                out.append(Button("Play another rubber", "rubber", True, "rubber"))
            return out + self._analyse_button()
        for a in v.legal:
            if isinstance(a, ChooseRemedy) and a.seat == self.human:
                label = v.options[a.option] if a.option < len(v.options) else f"remedy {a.option}"
                out.append(Button(label[:1].upper() + label[1:], a, a.option == 0, f"remedy-{a.option}"))
            elif isinstance(a, CallCard):
                out.append(Button(f"Call the {a.card.name}", a, False, f"call-{a.card}"))
            elif isinstance(a, CallSuit):
                out.append(Button(f"Call {a.suit.name_}", a, False, f"call-{a.suit.letter}"))
            elif isinstance(a, CallHighLow):
                out.append(Button(f"Call for his {a.which} card", a, False, f"call-{a.which}"))
            elif isinstance(a, Waive):
                out.append(Button("Waive the call", a, not any(b.primary for b in out), "waive"))
        if v.ruling and self.human in v.choosers and v.may_consult is not None and g.code == "foster-whist":
            out.append(Button("Consult your partner first", Consult(self.human), False, "consult"))
        if self.hint_state() == "ready" and not self.hint_text:
            out.append(Button("Hint: the best card, by the solver", "hint", False, "hint"))
        if self._pause(g):
            label = "Score the hand and cut" if g.phase is Phase.END else "Continue: turn the trick"
            out.append(Button(label, "continue", not out, "continue"))
        if (g.code == "foster-whist" and g.play is not None and g.play.tricks and g.phase is Phase.PLAY
                and v.last_trick is None and not g.open_rulings):
            out.append(Button("See the last trick", SeeLastTrick(self.human), False, "last-trick"))
        if self.table_mode and not g.open_rulings and g.play is not None:
            for what in CLAIMS:
                if what in g.claimable():
                    for s in range(4):
                        if s % 2 != self.human % 2:
                            out.append(Button(f"Claim {what} by {self.names[s]}", Claim(self.human, what, against=s),
                                              False, f"claim-{what.split()[-1]}-{s}"))
        return out + self._analyse_button()

    def _analyse_button(self) -> list[Button]:
        if not self.may_analyse_deal():
            return []
        return [Button("What could best play have made from the deal? (The solver takes from a few seconds to "
                       "a few minutes)", "analyse", False, "analyse")]

    def press(self, button: Button) -> bool:
        """Carry out a button's move."""
        if button.action == "continue":
            return self.continue_()
        if button.action == "next":
            return self.next_hand()
        if button.action == "analyse":
            return self.begin_analysis() and self.analyse_deal()
        if button.action == "hint":
            return self.ask_hint()
        if button.action == "rubber":
            self.new_rubber()
            return True
        return self.act(button.action)

    # -- what the table shows -----------------------------------------------------------------------------
    def status_text(self) -> str:
        g, v = self.game, self.view()
        parts = [f"Seed {self.seed}", f"{self.title} under {CODES[self.rule_set][0].split(' (')[0]}",
                 f"deal {g.deal_number}", f"{self.names[g.dealer]} dealt"]
        if v.trump_card is not None:
            parts.append(f"{v.trump_card.suit.name_} are trumps")
        parts.append(f"tricks: {self.side_name(0)} {v.tricks_won[0]}, {self.side_name(1)} {v.tricks_won[1]}")
        if self.rubber.over and g.over:
            parts.append(f"the rubber is won by {self._sheet().rubber_winner or 'nobody'}")
        elif g.over:
            parts.append("the hand is over")
        elif v.ruling and self.human in v.choosers:
            parts.append("you elect the penalty")
        elif self._pause(g):
            parts.append("the trick is complete" if g.phase is Phase.PLAY else "all thirteen tricks are played")
        elif v.to_act == self.human:
            hand = g.step().seat if g.step() is not None else self.human
            parts.append("your turn" + (f" (from {self.names[hand]}'s hand)" if hand != self.human else ""))
        return "; ".join(parts)

    def side_name(self, side: int) -> str:
        return self.game.side_name(side)

    def trick(self) -> list:
        """The cards on the table: (hand's name, card, the computer player's reason or "")."""
        v = self.view()
        return [(self.names[h], c, self.reasons.get(c, "")) for h, c in v.trick]

    def last_trick(self) -> list:
        """The last trick turned, if the reader has demanded it (and only until the next is turned)."""
        v = self.view()
        return [(self.names[h], c) for h, c in v.last_trick] if v.last_trick else []

    def advice_text(self) -> str:
        a = self.advice()
        if a is None:
            return ""
        return f"The computer player in your place {a.reason.replace(OUTSIDE, '').strip()} {OUTSIDE}."

    #: How many of the last tricks the post-mortem replays at once, when the hand is over: the solver takes
    #: a fraction of a second for them, where the whole deal takes it from a few seconds to a few minutes
    #: (the reader asks for that with a button, and is told to wait).
    POST_MORTEM_TRICKS = 7
    #: Double Dummy's hint is offered once this many tricks (or fewer) are left to play: from there the
    #: solver values every card in about a second in the browser; from the deal it would take minutes.
    HINT_TRICKS = 8
    #: What the table says while the solver works through the whole deal.
    WAIT_TEXT = ("The solver is working through the whole deal, every card open: this takes from a few seconds "
                 "to a few minutes in the browser, and the table waits until it is done.")

    def _record_of_hand(self) -> Optional[HandRecord]:
        g = self.game
        if g.play is None or g.phase is not Phase.END and not g.over:
            return None
        return HandRecord.of_game(g)

    def post_mortem_text(self) -> str:
        """Once the thirteen tricks are played: what best play by all four would have made of the last seven
        tricks, against what was made, and the first card that cost a trick (by the double-dummy solver,
        :func:`games.widgets.whist_analysis.analyse`; only for a hand played without irregularity); and, once
        the reader has asked for it (:meth:`analyse_deal`), the same from the deal."""
        return " ".join(x for x in self.post_mortem_parts() if x)

    def post_mortem_parts(self) -> tuple[str, str]:
        """The two parts of :meth:`post_mortem_text`: the ending's (at once), the deal's (once asked for; "")."""
        g = self.game
        if g.play is None or g.phase is not Phase.END and not g.over:
            return "", ""
        key = (g.deal_number, len(g.play.tricks))
        if key not in self._post_mortems:
            self._post_mortems = {key: self._post_mortem(13 - self.POST_MORTEM_TRICKS + 1)}
        return self._post_mortems[key], self._post_mortems.get((key, "deal"), "")

    def deal_analysed(self) -> bool:
        """Whether the answer from the deal is given (:meth:`analyse_deal`)."""
        g = self.game
        return g.play is not None and ((g.deal_number, len(g.play.tricks)), "deal") in self._post_mortems

    def may_analyse_deal(self) -> bool:
        """Whether the reader may ask what best play would have made from the deal: the hand is over and was
        played without irregularity, and the answer is not given yet."""
        return not self.analysing and not self.deal_analysed() and self._record_of_hand() is not None

    def begin_analysis(self) -> bool:
        """The reader asks what best play would have made from the deal: the table says it is working
        (:attr:`WAIT_TEXT`) until :meth:`analyse_deal` has answered."""
        if not self.may_analyse_deal():
            self.ruling = Line("ruling", "Nothing to analyse: the hand is not over, was not played by the laws, "
                               "or is analysed already", ())
            return False
        self.analysing = True
        return True

    def analyse_deal(self) -> bool:
        """What best play would have made from the deal (the whole deal solved: seconds to minutes,
        several times longer than the ending analysed at once), added to :meth:`post_mortem_text`."""
        g = self.game
        if self.deal_analysed() or self._record_of_hand() is None:
            self.analysing = False
            return False
        self.post_mortem_text()
        try:
            self._post_mortems[((g.deal_number, len(g.play.tricks)), "deal")] = self._post_mortem(1)
        finally:
            self.analysing = False
        return True

    def _post_mortem(self, first: int) -> str:
        record = self._record_of_hand()
        if record is None:
            return ("The solver analyses only a hand played by the laws, without a revoke or another irregularity."
                    if first > 1 else "")
        try:
            a = analyse(record, first)
        except GameError:
            return ""
        mine = self.human % 2
        best, made = a.best[mine], a.made[mine]
        side, other = "your side", self.side_name(1 - mine)
        if first > 1:
            out = (f"After the hand, the solver replays the last {13 - first + 1} tricks with every card open: "
                   f"with best play by all four, {side} would have taken {best} of them and {other} "
                   f"{a.best[1 - mine]}; {made} and {a.made[1 - mine]} were taken.")
        else:
            out = (f"From the deal, with best play by all four and every card open, {side} would have taken "
                   f"{best} {'trick' if best == 1 else 'tricks'} and {other} {a.best[1 - mine]}; they took {made} "
                   f"and {a.made[1 - mine]}.")
        c = a.costly
        if c is None:
            return out + (" No card cost a trick." if first > 1 else
                          " No card cost a trick from the deal: every card kept what best play promised.")
        whose = self._whose(c.seat)
        others = [f"the {x.name}" for x in c.instead]
        more = len(others) - 3
        alts = (" or ".join(others) if more <= 0 else f"{', '.join(others[:3])} or "
                + ("one other card" if more == 1 else f"one of {more} other cards"))
        it = "it" if c.cost == 1 else "them"
        cost = "a trick" if c.cost == 1 else f"{c.cost} tricks"
        label = "The first card that cost a trick" + (" from the deal" if first == 1 else "")
        back = " A later card of the other side gave it back." if a.made[c.seat % 2] >= a.best[c.seat % 2] else ""
        return (out + f" {label}: {whose} {c.card.name} in trick {c.trick}, which cost {cost} "
                f"({alts} would have kept {it}).{back}")

    # -- Double Dummy's hint ------------------------------------------------------------------------------
    def hint_state(self) -> str:
        """``"off"`` (not Double Dummy, or not the reader's card to play), ``"early"`` (more than
        :attr:`HINT_TRICKS` tricks left), or ``"ready"``."""
        if self.variant != "double-dummy" or self.game.over or self.game.phase is not Phase.PLAY:
            return "off"
        v = self.view()
        if v.to_act != self.human or len(v.trick) >= 4 or not any(isinstance(a, Play) for a in v.legal):
            return "off"
        left = max(v.counts)
        return "early" if left > self.HINT_TRICKS else "ready"

    def ask_hint(self) -> bool:
        """Double Dummy: the solver's value, in tricks, of each card the reader may play now (``hint_text``)."""
        state = self.hint_state()
        if state != "ready":
            self.ruling = Line("ruling", "The solver's hint is offered in Double Dummy, when you are to play a card "
                               f"and {self.HINT_TRICKS} tricks or fewer are left", ())
            return False
        v = self.view()
        try:
            h = hint(v)
        except GameError as err:
            self.hint_text = f"The solver cannot value the cards here: {err.message}."
            return True
        legal = {a.card for a in v.legal if isinstance(a, Play) and a.seat == h.seat}
        values = {c: x for c, x in h.values.items() if c in legal}
        if not values:
            self.hint_text = "The solver cannot value the cards here: none it would play is allowed now."
            return True
        self.hint_text = self._hint_words(h.seat, values, len(values) < len(h.values))
        return True

    def _hint_words(self, seat: int, values: dict, restricted: bool) -> str:
        groups: dict = {}
        for c, x in values.items():
            groups.setdefault(x, []).append(c)
        order = sorted(groups, reverse=True)
        top = order[0]
        hand = "your hand" if seat == self.human else f"{self._whose(seat)} hand"
        best = groups[top]
        if len(best) == 1:
            cards = f"the {best[0].name} ({card_label(best[0])}) makes"
        else:
            cards = f"{', '.join(card_label(c) for c in best[:-1])} or {card_label(best[-1])} (each as good) make"
        out = (f"The solver's hint for {hand}, every card open and best play by both from here: {cards} "
               f"{top} {'trick' if top == 1 else 'tricks'} for your side in all")
        if len(order) == 1:
            out += "." if len(values) > 1 else " (the only card you may play)."
        else:
            rest = []
            for x in order[1:]:
                lost = top - x
                rest.append(f"{', '.join(card_label(c) for c in groups[x])}: {x} {'trick' if x == 1 else 'tricks'} "
                            f"({'a trick' if lost == 1 else f'{lost} tricks'} given up)")
            out += "; " + "; ".join(rest) + "."
        if restricted:
            out += " Only the cards the penalty leaves you are valued."
        return out

    def _whose(self, seat: int) -> str:
        """``your``, ``your Dummy's``, ``East's``: a hand's owner in the middle of a sentence."""
        if seat == self.human:
            return "your"
        name = self.names[seat]
        return f"{name[:1].lower()}{name[1:]}'s" if name.startswith("Your ") else f"{name}'s"

    def _sheet(self) -> ScoreSheet:
        sh = self.rubber.sheet
        if sh is None:  # pragma: no cover - a rubber of Whist always keeps a sheet
            raise GameError("the rubber keeps no score sheet", None)
        return sh

    def sheet(self) -> dict:
        """The score sheet by side: each entry (deal, side, points, words, law), the points in the game in
        progress, the games won, and the rubber's points once it is over."""
        sh = self._sheet()
        sides = sh.sides
        return {
            "sides": sides,
            "entries": [(e.deal, e.side, e.points, e.words, e.law) for e in sh.entries],
            "score": {s: sh.score(s) for s in sides},
            "games": {s: sh.games_won(s) for s in sides},
            "rubber": self.rubber.points() if sh.rubbers else {},
            "note": EDITORIAL_SCORING,
        }
