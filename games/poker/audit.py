"""Poker's tables for the citations audit (:mod:`games.audit`): a sitting under each rule set, random
stakes, draws and shows, with wrong actions, irregularities and claims tried on the way; and set pieces
(``walks``) that bring every ruling of the referee into play under each rule set: every irregularity of
:data:`games.poker.referee.IRREGULARITIES`, with its facts as the catalogue gives them and its facts of yes
or no in every combination, ruled as a game under that rule set rules it (a Foster game by
Foster's referee, which refuses what his pages are silent on), and the cut for seats and the draw for the
first deal of a sitting."""

from __future__ import annotations

import dataclasses
import itertools
import random
from typing import Any, Callable

from games.audit import Table
from games.core.actions import Event
from games.core.breaches import Claim
from games.core.state import Mode
from games.errors import GameError, check_int, check_text
from games.poker import actions as A
from games.poker.records import Automation
from games.poker.referee import IRREGULARITIES, Irregularity, rule
from games.poker.rules import FOSTER_RULES, PEEL_RULES, PokerRules
from games.poker.sitting import Sitting

__all__ = ["TABLES", "RuledAt", "rulings_walk", "sitting_walk"]

_CLAIMS = ("a deal without a cut", "a wrong number of cards dealt", "too many cards given in the draw",
           "too few cards given in the draw", "a foul hand")


def _maker(rules: PokerRules):
    def make(seed: int, mode: Mode):
        return Sitting([f"P{i}" for i in range(2 + seed % 5)], chips=30, limit=6, rules=rules, seed=seed,
                       mode=mode, automations=Automation.NONE if seed % 2 else Automation.DEALER).new_game()
    return make


def _wrong(g, rng: random.Random):
    seat, other = rng.randrange(g.n), rng.randrange(g.n)
    hand = g.view(seat).hand
    pick = tuple(rng.sample(hand, rng.randint(0, len(hand)))) if hand else ()
    return [rng.choice([
        A.Stake(seat, rng.randint(-1, 14)), A.Pass(seat), A.Draw(seat, pick, rng.choice([None, 0, 6])),
        A.Give(other, rng.randint(0, 6)), A.Show(seat), A.Cut(seat, rng.randint(0, 60)), A.Ante(seat, 9),
        A.FaceUpInPack(seat), Claim(seat, rng.choice(_CLAIMS), rng.choice([None, other])), A.BetOutOfTurn(seat, 1),
        A.AskDealerAbout(seat, other)])]


class RuledAt:
    """The referee's rulings as a table under ``rules`` would give them (for the audit): each in ``log``
    as a ruling event, each with its options in ``open_rulings``, every law cited as that rule set cites
    it; ``refusals`` the irregularities the rule set's referee refuses to rule (its book is silent)."""

    def __init__(self, rules: PokerRules):
        if not isinstance(rules, PokerRules):
            raise GameError(f"the rulings are given under a rule set of Draw Poker, not {rules!r}")
        self.rules = rules
        self.log: list[Event] = []
        self.open_rulings: list[Any] = []
        self.refusals: list[GameError] = []

    def cite(self, law: Any) -> Any:
        """``law`` as a game under this rule set cites it."""
        check_text(law, "a law's id")
        return self.rules.cite(law)

    def ask(self, irregularity: Irregularity) -> None:
        """Log the ruling on ``irregularity`` (or keep the refusal, where the rule set's book is silent)."""
        if not isinstance(irregularity, Irregularity):
            raise GameError(f"the referee rules on an irregularity, not {irregularity!r}")
        try:
            r = rule(self, irregularity)
        except GameError as e:
            self.refusals.append(e)
            return
        r = r.cited_by(self.cite)
        self.log.append(Event("ruling", r.decision, r.laws))
        if r.options:
            self.open_rulings.append(_Open(r))


@dataclasses.dataclass(frozen=True)
class _Open:
    ruling: Any


def _rules(rules: object) -> PokerRules:
    if not isinstance(rules, PokerRules):
        raise GameError(f"a set piece is played under a rule set of Draw Poker, not {rules!r}")
    return rules


def _variants(cls: type) -> list[Irregularity]:
    """The irregularity with its facts as given, then with its facts of yes or no in every combination."""
    base = cls()
    flags = [f.name for f in dataclasses.fields(cls) if isinstance(getattr(base, f.name), bool)]
    out = [base]
    for values in itertools.product((False, True), repeat=len(flags)):
        try:
            v = cls(**dict(zip(flags, values)))
        except GameError:
            continue
        if v != base:
            out.append(v)
    if "jackpot_level" in {f.name for f in dataclasses.fields(cls)}:  # each minimum of the series (Rules 30-32)
        out += [cls(jackpot_level=n) for n in (1, 2, 3, 4)]
    return out


def rulings_walk(rules: PokerRules) -> Callable[[], RuledAt]:
    """A set piece: every irregularity of the catalogue ruled under ``rules``."""
    _rules(rules)
    def walk() -> RuledAt:
        at = RuledAt(rules)
        for entry in IRREGULARITIES:
            for irr in _variants(entry.kind):
                at.ask(irr)
        return at
    walk.__name__ = walk.__qualname__ = f"every_ruling_under_{rules.name.lower()}"
    return walk


def sitting_walk(rules: PokerRules, players: int = 6) -> Callable[[], Any]:
    """A set piece: a sitting begun under ``rules`` (the draw for the first deal, or Foster's cut for seats),
    its first game played out at random; the sitting's log comes first in the game's."""
    _rules(rules)
    check_int(players, "the number of players", minimum=2, maximum=rules.max_players + 1)
    def walk():
        s = Sitting([f"P{i}" for i in range(players)], rules=rules, seed=f"walk/{rules.name}")
        g = s.new_game(automations=Automation.DEFAULT)
        rng = random.Random(f"walk/{rules.name}")
        for _ in range(500):
            legal = [] if g.over else g.legal_actions()
            if not legal:
                break
            g.do(rng.choice(legal))

        class _Walked:
            log = [*s.log, *g.log]
            settlement = g.settlement
        return _Walked()
    walk.__name__ = walk.__qualname__ = f"a_sitting_under_{rules.name.lower()}"
    return walk


def _players(g):
    """The maxim players at every seat (each seeded from the game's seed and its seat)."""
    from games.poker.players import PeelComputerPlayer
    return {s: PeelComputerPlayer(f"{g.seed}/{s}", rules=g.rules) for s in range(g.n)}


TABLES = [Table("poker-peel", PEEL_RULES.cites(), _maker(PEEL_RULES), _wrong, players=_players,
                walks=(rulings_walk(PEEL_RULES), sitting_walk(PEEL_RULES)), title="Draw Poker under Peel's rules"),
          Table("poker-foster", FOSTER_RULES.cites(), _maker(FOSTER_RULES), _wrong, players=_players,
                walks=(rulings_walk(FOSTER_RULES), sitting_walk(FOSTER_RULES), sitting_walk(FOSTER_RULES, 8)),
                title="Draw Poker under Foster's rules")]
