"""The machinery of the bad-input campaign (``tests/core/test_public_calls.py``).

* :func:`targets` walks every module of :mod:`games` and lists every public function, class and
  public method *defined* there (``__module__`` checked, so a name re-imported from elsewhere is
  fuzzed once, where it lives);
* :func:`valid_value` builds a fresh valid value for a parameter, from a small table of factories
  by parameter name, the annotation, or the default;
* :func:`instance_for` builds a fresh object for a method (a poker game for a poker chapter's
  method, a Vingt-un game for a Vingt-un mixin's...);
* :func:`attempt` makes one call with one argument replaced by a bad value and says what came of
  it: ``None`` (it succeeded, or it was refused with the library's error and changed nothing) or
  the finding in one line.

Every call runs under a time limit (a hang is a finding) and with the package's global registries
(laws implemented, rule sets named, shared actions) restored afterwards, so the campaign leaves
nothing behind for the other tests of the session.
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import importlib
import inspect
import math
import pkgutil
import random
import signal
import time
import types
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, Optional

import games
from games.errors import GameError

#: time allowed to one call before it counts as a hang (seconds; generous, for a busy machine: no call
#: that passes comes near it -- a 3-second limit once took a busy machine for a hang -- and a case ends at
#: its first finding)
LIMIT = 10.0
#: a valid call slower than this is not fuzzed (listed as not covered): a safety net, the quick run
#: leaves out the known slow calls by name (``public_calls_cases.SLOW_TARGETS``), not by the clock
SLOW = 5.0

#: figures for the closing note: callables collected, calls made per kind of outcome
RECORD: dict[str, Any] = {"modules": 0, "callables": 0, "calls": 0, "refused": 0, "succeeded": 0,
                          "findings": 0, "not_covered": {}}


class Hang(BaseException):
    """Raised by the alarm in a call that outlives :data:`LIMIT` (a BaseException: no
    ``except Exception`` in the library swallows it)."""


def _alarm(signum, frame):  # pragma: no cover - timing
    raise Hang(f"no answer within {LIMIT} s")


# ------------------------------------------------------------------------------------------
# what is public
# ------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Target:
    qualname: str  #: ``games.cards.Pack.deal``
    module: str
    owner: Optional[type]  #: the class of a method (``None`` for a function or a class)
    obj: Any  #: the function, or the class for a constructor
    kind: str  #: "function", "class", "method", "classmethod", "staticmethod"

    def __str__(self) -> str:
        return self.qualname


def modules() -> list:
    out = [games]
    for m in pkgutil.walk_packages(games.__path__, "games."):
        if m.name.rsplit(".", 1)[-1] == "__main__":
            continue
        out.append(importlib.import_module(m.name))
    return out


def _is_protocol(cls: type) -> bool:
    return bool(getattr(cls, "_is_protocol", False))


def targets() -> list[Target]:
    out: list[Target] = []
    mods = modules()
    RECORD["modules"] = len(mods)
    for mod in mods:
        for name, obj in sorted(vars(mod).items()):
            if name.startswith("_") or getattr(obj, "__module__", None) != mod.__name__:
                continue
            q = f"{mod.__name__}.{name}"
            if inspect.isclass(obj):
                if _is_protocol(obj):
                    continue  # a Protocol is a type to check against, never called
                out.append(Target(q, mod.__name__, None, obj, "class"))
                for mname, m in sorted(vars(obj).items()):
                    if mname.startswith("_"):
                        continue
                    if isinstance(m, classmethod):
                        out.append(Target(f"{q}.{mname}", mod.__name__, obj, m.__func__, "classmethod"))
                    elif isinstance(m, staticmethod):
                        out.append(Target(f"{q}.{mname}", mod.__name__, obj, m.__func__, "staticmethod"))
                    elif inspect.isfunction(m) and hasattr(m, "_duty_of"):
                        continue  # a duty declared on a game's base (games.core.turns.duty): its chapter's
                        # method, the one a game calls, is a target of its own
                    elif inspect.isfunction(m):
                        out.append(Target(f"{q}.{mname}", mod.__name__, obj, m, "method"))
            elif inspect.isfunction(obj):
                out.append(Target(q, mod.__name__, None, obj, "function"))
    RECORD["callables"] = len(out)
    return out


def parameters(t: Target) -> list[inspect.Parameter]:
    """The parameters a caller passes (``self``/``cls`` and ``*args``/``**kw`` left out)."""
    if t.kind == "class" and issubclass(t.obj, enum.Enum):
        return [inspect.Parameter("value", inspect.Parameter.POSITIONAL_ONLY)]
    try:
        sig = inspect.signature(t.obj)
    except (TypeError, ValueError):
        return []
    ps = list(sig.parameters.values())
    if t.kind in ("method", "classmethod") and ps:
        ps = ps[1:]
    return [p for p in ps if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]


# ------------------------------------------------------------------------------------------
# valid values
# ------------------------------------------------------------------------------------------

class NoValue(Exception):
    """No valid value can be built for this parameter."""


def _poker():
    import games.poker as P
    return P


def poker_sitting():
    P = _poker()
    return P.Sitting(["Ann", "Bob", "Cy"], seed=1)


def poker_game():
    return poker_sitting().new_game(seed=1)


def vingt_un_game():
    """A Peel Vingt-un game in its first round, the punters' hands dealt."""
    from games.vingt_un.game import VingtUn
    from games.vingt_un.rules import PEEL
    g = VingtUn(PEEL, seats=3, seed=1)
    for _ in range(40):
        if any(g.hands.get(s) for s in range(g.n)) and g.legal_actions():
            break
        g.do(g.legal_actions()[0])
    return g


def french_game():
    from games.vingt_un.french import FrenchVingtUn
    return FrenchVingtUn(seats=3, seed=1)


def _family(t: Target) -> str:
    m = t.module
    if ".vingt_un." in m + ".":
        return "french" if m.endswith("french") else "vingt_un"
    if ".poker." in m + ".":
        return "poker"
    return "core"


def _game_for(t: Target):
    fam = _family(t)
    return {"poker": poker_game, "vingt_un": vingt_un_game, "french": french_game}.get(fam, poker_game)()


def _rules_for(t: Target):
    fam = _family(t)
    if fam in ("vingt_un", "french"):
        from games.vingt_un.rules import HOFFMANN_FRENCH, PEEL
        return HOFFMANN_FRENCH if fam == "french" else PEEL
    if t.module.startswith("games.poker.") and t.module.split(".")[2] in (
            "hands", "census", "odds", "odds_tables", "maxims", "strategy"):
        return _poker().PEEL
    return _poker().PEEL_RULES


def _card():
    from games.cards import Card
    return Card.parse("KS")


def _cards():
    from games.cards import parse_cards
    return parse_cards("KS QH 10D 4C 2S")


def _pack():
    from games.cards import standard_pack
    return standard_pack()


def _order():
    from games.cards import ACE_LOW
    return ACE_LOW


def _irregularity(t: Target, p: inspect.Parameter):
    import re

    from games.core.referee import Irregularity
    if str(p.annotation) == "int":
        return 0
    cls = _annotation_class(t, p)
    if cls is None or not issubclass(cls, Irregularity):
        # ``rule_ante_too_large(g, i)`` rules on ``AnteTooLarge``, defined beside it
        mod = importlib.import_module(t.module)
        snake = t.obj.__name__.removeprefix("rule_")
        cls = next((c for n, c in vars(mod).items() if inspect.isclass(c) and issubclass(c, Irregularity)
                    and re.sub(r"(?<!^)(?=[A-Z])", "_", n).lower() == snake), None)
    if cls is not None:
        return cls()
    raise NoValue(p.name)


def _law(t: Target):
    fam = _family(t)
    return {"vingt_un": "peel-vingt-un:p3", "french": "hoffmann-french-vingt-un:p1"}.get(fam, "peel-poker:1")


#: valid values by parameter name: ``f(target, parameter)`` gives a fresh one
BY_NAME: dict[str, Callable[[Target, inspect.Parameter], Any]] = {
    "seat": lambda t, p: 0,
    "s": lambda t, p: 0,
    "g": lambda t, p: _game_for(t),
    "state": lambda t, p: _game_for(t),
    "game_or_state": lambda t, p: _game_for(t),
    "game": lambda t, p: _game_for(t) if "Game" in str(p.annotation) else "poker",
    "rules": lambda t, p: _rules_for(t),
    "law": lambda t, p: _law(t),
    "law_id": lambda t, p: _law(t),
    "laws": lambda t, p: (_law(t),),
    "law_ids": lambda t, p: (_law(t),),
    "seed": lambda t, p: 1,
    "cards": lambda t, p: _cards(),
    "card": lambda t, p: _card(),
    "hand": lambda t, p: _hand(t, p),
    "names": lambda t, p: ("Ann", "Bob", "Cy"),
    "players": lambda t, p: ["Ann", "Bob", "Cy"] if "str" in str(p.annotation) else 3,
    "text": lambda t, p: "KS QH",
    "name": lambda t, p: "PEEL" if "HandRules" in str(p.annotation) else "Ann",
    "code": lambda t, p: _rules_for(t).code if _family(t) != "poker" else "peel",
    "amount": lambda t, p: 1,
    "pack": lambda t, p: _pack(),
    "order": lambda t, p: _order(),
    "seats": lambda t, p: 3,
    "n": lambda t, p: 3,
    "n_players": lambda t, p: 3,
    "mode": lambda t, p: _state_mod().Mode.STRICT,
    "i": _irregularity,
    "irr": _irregularity,
    "irregularity": _irregularity,
    "kind": lambda t, p: "odds" if "str" in str(p.annotation) else None,
    "view": lambda t, p: _view(t),
    "title": lambda t, p: "A title",
    "message": lambda t, p: "a message",
    "reason": lambda t, p: "a reason",
    "start": lambda t, p: 0,
    "figures": lambda t, p: 4,
    "p": lambda t, p: Fraction(1, 3),
    "x": lambda t, p: Fraction(1, 3),
    "stake": lambda t, p: 1,
    "limit": lambda t, p: 10,
    "total": lambda t, p: 52,
    "count": lambda t, p: 4,
    "width": lambda t, p: 60,
    "source": lambda t, p: "seat:0",
    "target": lambda t, p: "pool",
    "account": lambda t, p: "seat:0",
    "debtor": lambda t, p: "seat:0",
    "creditor": lambda t, p: "pool",
    "accounts": lambda t, p: {"seat:0": 10, "pool": 0},
    "rng_or_seed": lambda t, p: 1,
    "method": lambda t, p: "forty",
    "leave_out": lambda t, p: _suit(),
    "suit": lambda t, p: _suit(),
    "rank": lambda t, p: _card().rank,
    "led": lambda t, p: "S" if p.annotation in ("str", str) else _suit(),
    "trumps": lambda t, p: _suit(),
    "header": lambda t, p: ("a header",),
    "log": lambda t, p: [],
    "base": lambda t, p: _poker().Action,
    "action_type": lambda t, p: _poker().Action,
    "action": lambda t, p: _game_for(t).legal_actions()[0],
    "actions": lambda t, p: [],
    "outcomes": lambda t, p: [("a", 1), ("b", 2)],
    "dist": lambda t, p: {"a": Fraction(1, 2), "b": Fraction(1, 2)},
    "value": lambda t, p: (lambda k: 1) if "Callable" in str(p.annotation) else 1,
    "chosen": lambda t, p: {},
    "aliases": lambda t, p: "alias",
    "table": lambda t, p: _table(),
    "caption": lambda t, p: "A table",
    "columns": lambda t, p: ("a",),
    "rows": lambda t, p: (("x",),),
    "number": lambda t, p: "1",
    "unit": lambda t, p: "law",
    "part": lambda t, p: "1",
    "obj": lambda t, p: _card,
    "lesson_id": lambda t, p: _lesson_id(),
    "exercise_id": lambda t, p: _exercise_id(),
    "answer": lambda t, p: "16",
    "given": lambda t, p: "16",
    "ex": lambda t, p: _exercise(),
    "entry": lambda t, p: _entry(),
    "make": lambda t, p: _game_for(t).__class__ and (lambda: _game_for(t)),
    "tags": lambda t, p: "x",
    "path": lambda t, p: "/nonexistent/golden.txt",
    "index": lambda t, p: 0 if p.annotation in ("int", int) else None,
    "stand": lambda t, p: 17,
    "punter_stand": lambda t, p: 16,
    "dealer_stand": lambda t, p: 17,
    "trials": lambda t, p: 10,
    "ties": lambda t, p: "dealer",
    "aces": lambda t, p: "either",
    "tens": lambda t, p: "all",
    "values": lambda t, p: [10, 1] if "int" in str(p.annotation) else None,
    "played": lambda t, p: "KS",
    "leader": lambda t, p: 0,
    "points": lambda t, p: 12,
    "soft": lambda t, p: False,
    "t": lambda t, p: _vu_cards().Total(12, False) if "Total" in str(p.annotation) else 12,
    "v": lambda t, p: 5,
    "removed": lambda t, p: (),
    "packs": lambda t, p: 1,
    "step": lambda t, p: "settle",
    "level": lambda t, p: 0,
    "jackpot_level": lambda t, p: 0,
    "consenting": lambda t, p: (0, 1, 2),
    "chips": lambda t, p: 100,
    "ante": lambda t, p: 1,
    "c": lambda t, p: 0,
    "k": lambda t, p: 1,
    "book": lambda t, p: _book() if "Book" in str(p.annotation) else "peel",
}


def _fact():
    from games.poker.rulings import REFEREE
    from games.widgets.referee import facts_of
    return next(f for e in REFEREE.catalogue for f in facts_of(e))


def _book():
    from games.laws import BOOKS
    return next(iter(BOOKS.values()))


def _hand(t: Target, p: inspect.Parameter):
    ann = str(p.annotation)
    if ann == "int":
        return 0
    if ann == "Hand":
        return vingt_un_game().hands[next(s for s in range(3) if vingt_un_game().hands.get(s))][0]
    return "KS QH 10D 4C 2S" if "str" in ann else _cards()


def _view(t: Target):
    g = _game_for(t)
    seat = next((getattr(a, "seat", 0) for a in g.legal_actions()), 0)
    return g.view(seat)


def _irr_example():
    from games.poker.rulings.stakes import AnteTooLarge
    return AnteTooLarge()


def _breach():
    from games.core.state import Breach
    return Breach("peel-poker:19", "an ante too large", _irr_example(), 0)


def _ruling():
    from games.core.referee import Ruling
    return Ruling("refused", ("peel-poker:19",), "refused")


def _suit():
    from games.cards import Suit
    return Suit.SPADES


def _state_mod():
    import games.core.state as S
    return S


def _vu_cards():
    import games.vingt_un.cards as C
    return C


def _table():
    from games.core.tables import Table
    return Table("A table", ("a", "b"), (("x", 1),))


def _lesson_id():
    from games.lessons.catalogue import all_lessons
    return all_lessons()[0].id


def _exercise_id():
    return _exercise().id


def _exercise():
    from games.lessons.catalogue import all_exercises
    return next(iter(all_exercises().values()))


def _entry():
    from games.poker.rulings import REFEREE
    return REFEREE.catalogue[0]


def _first_member(cls):
    return next(iter(cls))


_ANALYSIS: list = []


def _analysis():
    """Peel's analysis (made once: it takes most of a second)."""
    from games.vingt_un.odds_punter import analyse
    if not _ANALYSIS:
        _ANALYSIS.append(analyse())
    return _ANALYSIS[0]


#: valid values for one target's parameter, where the name alone does not tell
BY_TARGET: dict[str, Callable[[Target, inspect.Parameter], Any]] = {
    "games.claims.Claim.compute": lambda t, p: (lambda: (Fraction(1, 2), "agrees", "counted")),
    "games.core.actions.shared_action.cls": lambda t, p: _state_mod().ChooseRemedy,
    "games.core.options.reading.default": lambda t, p: 1,
    "games.core.options.reading.choices": lambda t, p: (1, 2),
    "games.core.options.Reading.default": lambda t, p: 1,
    "games.core.options.Reading.value": lambda t, p: 1,
    "games.core.options.Reading.choices": lambda t, p: (1, 2),
    "games.core.players.play_out.players": lambda t, p: {},
    "games.core.referee.CatalogueEntry.cls": lambda t, p: type(_irr_example()),
    "games.core.referee.Referee.rules.cls": lambda t, p: type(_irr_example()),
    "games.core.referee.Referee.knows.irregularity": lambda t, p: _irr_example(),
    "games.core.referee.Referee.rule.irregularity": lambda t, p: _irr_example(),
    "games.core.seating.deal_until.found": lambda t, p: (lambda c: c.rank.name == "ACE"),
    "games.core.seating.deal_until.order": lambda t, p: [0, 1, 2],
    "games.core.seating.split_tables.ranked": lambda t, p: ["Ann", "Bob", "Cy", "Dan", "Eve", "Fay", "Gil", "Hal"],
    "games.core.state.Breach.irregularity": lambda t, p: _irr_example(),
    "games.core.state.OpenRuling.breach": lambda t, p: _breach(),
    "games.core.state.OpenRuling.ruling": lambda t, p: _ruling(),
    "games.core.state.State.apply_ruling.breach": lambda t, p: _breach(),
    "games.core.state.State.apply_ruling.ruling": lambda t, p: _ruling(),
    "games.core.state.State.apply_ruling.option": lambda t, p: None,
    "games.laws.not_executable.reason": lambda t, p: "A heading, not a rule: the clauses that follow carry the rules.",
    "games.lessons.odds.misdeal_by_count.hands": lambda t, p: (13, 13, 13, 13),
    "games.lessons.odds.misdeal_by_count.code": lambda t, p: "hoffmann-whist",
    "games.lessons.odds.next_card_safe.total": lambda t, p: 12,
    "games.poker.deal.DealChapter.arrange.top_cards": lambda t, p: _cards(),
    "games.poker.game.Game.sitting": lambda t, p: poker_sitting(),
    "games.poker.game.replay.sitting_kwargs": lambda t, p: {"players": ["Ann", "Bob", "Cy"], "seed": 1},
    "games.poker.hands.best_hands.hands": lambda t, p: ["KS QH 10D 4C 2S", "AS AH AD 2C 3C"],
    "games.poker.maxims.jackpot_minimum_law.minimum": lambda t, p: _card().rank,
    "games.poker.odds.discard_odds.discard": lambda t, p: _cards()[:2],
    "games.poker.odds.draw_odds.kept": lambda t, p: _cards()[:3],
    "games.poker.rules.minimum_score.hand_rules": lambda t, p: _poker().PEEL,
    "games.poker.rulings.show.ace_barred.value": lambda t, p: _poker().evaluate("AS AH KD 4C 2S"),
    "games.poker.rulings.show.who_decides.disputants": lambda t, p: frozenset({1, 2}),
    "games.poker.scenarios.arranged_game.hands": lambda t, p: ["KS QS JS 10S 9S", "2C 3D 4H 5S 7C", "AC AD 2H 3S 6C"],
    "games.poker.scenarios.deal_order.hands": lambda t, p: ["KS QS JS 10S 9S", "2C 3D 4H 5S 7C", "AC AD 2H 3S 6C"],
    "games.poker.table.TableChapter.apply_ruling.breach": lambda t, p: _breach(),
    "games.poker.table.TableChapter.apply_ruling.ruling": lambda t, p: _ruling(),
    "games.poker.table.TableChapter.apply_ruling.option": lambda t, p: None,
    "games.vingt_un.game_naturals.NaturalsMixin.amount.multiple": lambda t, p: 1,
    "games.vingt_un.game_rounds.RoundsMixin.settle_hand.h": lambda t, p: vingt_un_game().hands[0][0]
    if vingt_un_game().hands.get(0) else None,
    "games.vingt_un.game_rounds.RoundsMixin.settle_hand.dh": lambda t, p: None,
    "games.vingt_un.odds_punter.Analysis.punter": lambda t, p: "book",
    "games.vingt_un.odds_punter.advise.unseen": lambda t, p: _vu_cards().composition(),
    "games.vingt_un.odds_punter.advise.cards": lambda t, p: [10, 6],
    "games.vingt_un.odds_punter.how_hands_end.a": lambda t, p: _analysis(),
    "games.vingt_un.odds_sim.simulate.analysis": lambda t, p: _analysis(),
    "games.vingt_un.odds_sim.simulate.deals": lambda t, p: 20,
    "games.vingt_un.players.BookDealer.play.i": lambda t, p: 0,
    "games.vingt_un.players.BookPunter.play.i": lambda t, p: 0,
    "games.vingt_un.referee.IrregularitiesMixin.apply_ruling.breach": lambda t, p: _breach(),
    "games.vingt_un.referee.IrregularitiesMixin.apply_ruling.ruling": lambda t, p: _ruling(),
    "games.vingt_un.referee.IrregularitiesMixin.apply_ruling.option": lambda t, p: None,
    "games.widgets.poker.PokerPanel.after_move.events": lambda t, p: [],
    "games.widgets.vingt_un.VingtUnPanel.after_move.events": lambda t, p: [],
    "games.widgets.poker.PokerPanel.draw.discard": lambda t, p: (),
    "games.widgets.referee.Fact.default": lambda t, p: 1,
    "games.widgets.referee.as_text.fact": lambda t, p: _fact(),
    "games.widgets.referee.parse_fact.fact": lambda t, p: _fact(),
    "games.vingt_un.odds_punter.Analysis.decision.cards": lambda t, p: [10, 6],
    "games.vingt_un.odds_punter.Analysis.options.cards": lambda t, p: [10, 6],
    "games.poker.records.PlayerView.jackpot_minimum": lambda t, p: None,
    "games.widgets.referee.as_text.value": lambda t, p: 1,
    "games.widgets.referee.parse_fact.value": lambda t, p: "1",
}


def _annotation_class(t: Target, p: inspect.Parameter) -> Optional[type]:
    ann = p.annotation
    if ann is inspect.Parameter.empty:
        return None
    if isinstance(ann, str):
        mod = importlib.import_module(t.module)
        ns = dict(vars(mod))
        if t.owner is not None:
            ns.update(vars(t.owner))
        try:
            ann = eval(ann, ns)  # noqa: S307 - annotations of our own package
            if isinstance(ann, str):
                ann = eval(ann, ns)  # noqa: S307
        except Exception:
            return None
    return ann if inspect.isclass(ann) else None


#: instance factories, by class (a method of a base class gets an object of the first subclass here)
def _instances() -> list[tuple[type, Callable[[], Any]]]:
    import games.cards as C
    import games.core.ledger as L
    import games.core.options as O
    import games.core.referee as R
    import games.core.state as S
    import games.core.tables as T
    import games.core.tricks as TR
    from games.vingt_un.french import FrenchVingtUn
    from games.vingt_un.game import VingtUn
    P = _poker()
    from games.widgets.poker import PokerPanel
    from games.widgets.vingt_un import VingtUnPanel
    from games.widgets.ecarte import EcartePanel
    from games.widgets.four_codes import FourCodes
    from games.widgets.whist_panel import WhistPanel
    from games.widgets.referee import RefereePanel
    from games.widgets.deal import DealWidget
    from games.vingt_un.odds_punter import Analysis
    from games.vingt_un.players import BookDealer, BookPunter
    return [
        (PokerPanel, lambda: PokerPanel(seed=1)),
        (EcartePanel, lambda: EcartePanel(seed=1)),
        (FourCodes, lambda: FourCodes(seed=1)),
        (WhistPanel, lambda: WhistPanel(seed=1)),
        (VingtUnPanel, lambda: VingtUnPanel(seed=1)),
        (RefereePanel, RefereePanel),
        (DealWidget, lambda: DealWidget(seed=1)),
        (Analysis, _analysis),
        (BookPunter, lambda: BookPunter(_rules_for(Target("", "games.vingt_un.x", None, None, "")))),
        (BookDealer, lambda: BookDealer(_rules_for(Target("", "games.vingt_un.x", None, None, "")))),
        (FrenchVingtUn, french_game),
        (VingtUn, vingt_un_game),
        (P.Game, poker_game),
        (P.Sitting, poker_sitting),
        (S.State, poker_game),
        (C.Pack, _pack),
        (C.Card, _card),
        (C.Rank, lambda: _card().rank),
        (C.Suit, _suit),
        (L.Ledger, lambda: L.Ledger({"seat:0": 10, "seat:1": 10, "pool": 0})),
        (T.Table, _table),
        (TR.Trick, lambda: TR.Trick((0, 1, 2, 3))),
        (R.Referee, lambda: R.Referee("test-public-calls")),
        (O.RuleSet, lambda: P.PEEL_RULES),
    ]


_INSTANCE_CACHE: dict[type, Optional[Callable[[], Any]]] = {}


def instance_factory(t: Target) -> Callable[[], Any]:
    cls = t.owner
    if cls in _INSTANCE_CACHE:
        f = _INSTANCE_CACHE[cls]
        if f is None:
            raise NoValue(f"no {cls.__name__} to call it on")
        return f
    f = None
    for klass, make in _instances():
        if issubclass(klass, cls):
            f = make
            break
    if f is None and issubclass(cls, enum.Enum):
        member = next(iter(cls))
        f = lambda: member  # noqa: E731
    if f is None:
        # build one from its constructor's valid values
        ctor = Target(f"{cls.__module__}.{cls.__qualname__}", cls.__module__, None, cls, "class")
        try:
            args = {p.name: valid_value(ctor, p) for p in parameters(ctor)}
            cls(**args)
            f = lambda: cls(**{p.name: valid_value(ctor, p) for p in parameters(ctor)})  # noqa: E731
        except Exception:
            f = None
        if f is None and dataclasses.is_dataclass(cls):
            # a record of another object's making: find a live one in a game's state
            f = _live_record(cls)
    _INSTANCE_CACHE[cls] = f
    if f is None:
        raise NoValue(f"no {cls.__name__} to call it on")
    return f


def _live_record(cls: type) -> Optional[Callable[[], Any]]:
    for make in (poker_game, vingt_un_game, french_game):
        found = _find(make(), cls)
        if found is not None:
            path = found

            def get(make=make, path=path):
                obj = make()
                for step in path:
                    obj = obj[step] if isinstance(step, int) else getattr(obj, step)
                return obj
            return get
    return None


def _find(obj: Any, cls: type, depth: int = 0, seen=None) -> Optional[list]:
    seen = set() if seen is None else seen
    if depth > 4 or id(obj) in seen:
        return None
    seen.add(id(obj))
    if isinstance(obj, cls):
        return []
    items: list = []
    if isinstance(obj, (list, tuple)):
        items = list(enumerate(obj))[:8]
    elif hasattr(obj, "__dict__") and not inspect.isclass(obj) and not callable(obj):
        items = [(k, v) for k, v in vars(obj).items() if not k.startswith("_")]
    for k, v in items:
        sub = _find(v, cls, depth + 1, seen)
        if sub is not None:
            return [k] + sub
    return None


#: ``(qualname, parameter) -> a function that makes its valid value afresh``: which of the ways below
#: gives a parameter its value is found once (the campaign asks for the valid arguments of a call some
#: hundreds of thousands of times); the value itself is still made new for every call.
_MAKERS: dict[tuple[str, str], Callable[[], Any]] = {}


def valid_value(t: Target, p: inspect.Parameter) -> Any:
    make = _MAKERS.get((t.qualname, p.name))
    if make is None:
        make = _MAKERS[(t.qualname, p.name)] = _maker(t, p)
    return make()


def _fresh_default(default: Any) -> Callable[[], Any]:
    if isinstance(default, (type, enum.Enum, str, int, float, type(None))):
        return lambda: default  # (immutable: deepcopy would give it back as it is)
    return lambda: copy.deepcopy(default)


def _maker(t: Target, p: inspect.Parameter) -> Callable[[], Any]:
    """How :func:`valid_value` makes the value of ``p`` (raises :class:`NoValue` if it has none)."""
    key = f"{t.qualname}.{p.name}"
    if t.kind == "class" and issubclass(t.obj, enum.Enum):
        value = _first_member(t.obj).value
        return lambda: value
    if key in BY_TARGET:
        by_target = BY_TARGET[key]
        return lambda: by_target(t, p)
    if p.default is not inspect.Parameter.empty:
        return _fresh_default(p.default)
    if p.name in BY_NAME:
        by_name = BY_NAME[p.name]
        return lambda: by_name(t, p)
    ann = str(p.annotation)
    if ann in ("int", "Optional[int]", "int | None"):
        return lambda: 1
    if ann in ("bool",):
        return lambda: False
    if ann in ("str", "Optional[str]", "str | None"):
        return lambda: "x"
    if ann.startswith("tuple") or ann == "tuple":
        return lambda: ()
    if ann in ("list",):
        return lambda: []
    if ann.startswith("dict") or ann == "dict":
        return lambda: {}
    if ann in ("frozenset",):
        return lambda: frozenset()
    if ann == "Fraction":
        return lambda: Fraction(1, 2)
    if ann == "float":
        return lambda: 0.5
    cls = _annotation_class(t, p)
    if cls is not None and issubclass(cls, enum.Enum):
        member = _first_member(cls)
        return lambda: member
    if cls is not None:
        for klass, make in _instances():
            if issubclass(klass, cls):
                return make
        if dataclasses.is_dataclass(cls) and all(
                f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
                for f in dataclasses.fields(cls) if f.init):
            return cls
    raise NoValue(f"{t.qualname}: no valid value for {p.name} ({ann})")


# ------------------------------------------------------------------------------------------
# bad values
# ------------------------------------------------------------------------------------------

class Stranger:
    """An object of a class the library has never heard of."""

    def __repr__(self) -> str:
        return "Stranger()"


def _self_loop() -> list:
    x: list = []
    x.append(x)
    return x


#: the fixed bad values, each made fresh for every call (label, factory)
FIXED: list[tuple[str, Callable[[], Any]]] = [
    ("None", lambda: None),
    ("b'AS'", lambda: b"AS"),
    ("1.5", lambda: 1.5),
    ("nan", lambda: math.nan),
    ("inf", lambda: math.inf),
    ("-inf", lambda: -math.inf),
    ("'x'", lambda: "x"),
    ("''", lambda: ""),
    ("10**30", lambda: 10**30),
    ("-1", lambda: -1),
    ("-10**30", lambda: -10**30),
    ("True", lambda: True),
    ("[]", lambda: []),
    ("{}", lambda: {}),
    ("[[None]]", lambda: [[None]]),
    ("{'a': [None]}", lambda: {"a": [None]}),
    ("(None,)", lambda: (None,)),
    ("Stranger()", Stranger),
    ("KS", _card),
    ("1j", lambda: 1j),
    ("self-loop", _self_loop),
]


def _generated():
    from hypothesis import strategies as st
    scalar = st.one_of(
        st.none(), st.booleans(), st.integers(-1000, 1000), st.sampled_from([10**30, -10**30, 2**63]),
        st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=6), st.binary(max_size=4),
        st.fractions(max_denominator=1000).filter(lambda f: abs(f) < 10**6),
    )
    return st.one_of(scalar, st.lists(scalar, max_size=3), st.tuples(scalar, scalar),
                     st.dictionaries(st.text(max_size=3), scalar, max_size=2))


def bad_values():
    """The hypothesis strategy of bad values: ``("fixed", i)`` (a value of :data:`FIXED`) or
    ``("drawn", value)``."""
    from hypothesis import strategies as st
    return st.one_of(st.tuples(st.just("fixed"), st.integers(0, len(FIXED) - 1)),
                     st.tuples(st.just("drawn"), _generated()))


def make_bad(token) -> tuple[str, Any]:
    how, v = token
    if how == "fixed":
        label, f = FIXED[v]
        return label, f()
    return _short(v), v


def _short(v: Any) -> str:
    try:
        r = repr(v)
    except Exception:  # pragma: no cover
        r = object.__repr__(v)
    return r if len(r) <= 60 else r[:57] + "..."


# ------------------------------------------------------------------------------------------
# state, before and after
# ------------------------------------------------------------------------------------------

#: What :func:`fingerprint` does with a value of each type met so far (the answer depends on the type
#: alone; looking it up replaces a dozen ``isinstance`` tests for each of the million values a run
#: pictures): ``_FP_ATOM``, ``_FP_FLOAT``... or, for a dataclass, the names of its fields.
_FP_ATOM, _FP_FLOAT, _FP_NAMED, _FP_RANDOM, _FP_SEQUENCE, _FP_DICT, _FP_SET, _FP_OTHER = range(8)
_FP_KINDS: dict[type, Any] = {}
_NAMED_TYPES = (type, types.FunctionType, types.MethodType, types.ModuleType, types.BuiltinFunctionType)


def _fp_kind(t: type) -> Any:
    if issubclass(t, (str, int, bool, type(None), bytes, enum.Enum, Fraction)):
        kind: Any = _FP_ATOM
    elif issubclass(t, float):
        kind = _FP_FLOAT
    elif issubclass(t, _NAMED_TYPES):  # (inspect's isclass, isfunction, ismethod, ismodule, isbuiltin)
        kind = _FP_NAMED
    elif issubclass(t, random.Random):
        kind = _FP_RANDOM
    elif issubclass(t, (list, tuple)):
        kind = _FP_SEQUENCE
    elif issubclass(t, dict):
        kind = _FP_DICT
    elif issubclass(t, (set, frozenset)):
        kind = _FP_SET
    elif dataclasses.is_dataclass(t):
        kind = tuple(f.name for f in dataclasses.fields(t))
    else:
        kind = _FP_OTHER
    _FP_KINDS[t] = kind
    return kind


def fingerprint(v: Any, depth: int = 0, stack: Optional[set] = None) -> Any:
    """A comparable picture of ``v`` (its ``snapshot()`` where it has one)."""
    stack = set() if stack is None else stack
    if depth > 12:
        return "..."
    t = type(v)
    kind = _FP_KINDS.get(t)
    if kind is None:
        kind = _fp_kind(t)
    if kind is _FP_ATOM:
        return v
    if kind is _FP_FLOAT:
        return repr(v)
    if id(v) in stack:
        return "<cycle>"
    if kind is _FP_NAMED:
        return f"<{getattr(v, '__qualname__', getattr(v, '__name__', '?'))}>"
    stack.add(id(v))
    deeper = depth + 1
    try:
        snap = getattr(v, "snapshot", None)
        if callable(snap):
            try:
                return ("snapshot", fingerprint(snap(), deeper, stack))
            except Exception:
                pass
        if kind is _FP_RANDOM:
            return ("Random", v.getstate())
        if kind is _FP_SEQUENCE or kind is _FP_DICT or kind is _FP_SET:
            if len(v) > 300:
                return (t.__name__, len(v))  # a big table (an analysis's): its size, not every entry
            if kind is _FP_SEQUENCE:
                return (t.__name__, tuple([fingerprint(x, deeper, stack) for x in v]))
            if kind is _FP_DICT:
                return ("dict", tuple([(repr(k), fingerprint(x, deeper, stack)) for k, x in v.items()]))
            return ("set", tuple(sorted([repr(fingerprint(x, deeper, stack)) for x in v])))
        if kind is not _FP_OTHER:  # a dataclass: its fields
            return (t.__name__, tuple([fingerprint(getattr(v, name, None), deeper, stack) for name in kind]))
        if hasattr(v, "__dict__"):
            return (t.__name__, tuple([(k, fingerprint(x, deeper, stack)) for k, x in vars(v).items()]))
        return (t.__name__, "opaque")
    finally:
        stack.discard(id(v))


# ------------------------------------------------------------------------------------------
# the globals a call must not leave changed
# ------------------------------------------------------------------------------------------

def _registries() -> list[dict]:
    import games.core.actions as A
    import games.core.options as O
    import games.laws as LW
    return [LW.IMPLEMENTATIONS, LW.NOT_EXECUTABLE, O._NAMED, O._ALIASES, A.SHARED_ACTIONS]


def _copy(d: dict) -> dict:
    return {k: (list(v) if isinstance(v, list) else v) for k, v in d.items()}


#: the last copy :func:`_save` made (registries restored after every call are nearly always found
#: equal to it, and comparing is quicker than copying); never shared with a registry (:func:`_restore`)
_LAST_SAVED: list = []


def _save() -> list:
    registries = _registries()
    if _LAST_SAVED:
        last = _LAST_SAVED[0]
        if len(last) == len(registries) and all(d is r and d == old for (d, old), r in zip(last, registries)):
            return last
    saved = [(d, _copy(d)) for d in registries]
    _LAST_SAVED[:] = [saved]
    return saved


def _restore(saved: list) -> None:
    for d, old in saved:
        if d != old:
            d.clear()
            d.update(_copy(old))  # (a copy: a list changed in place later must not change the saved one)


# ------------------------------------------------------------------------------------------
# one call
# ------------------------------------------------------------------------------------------

@dataclass
class Plan:
    """How to call a target validly: its parameters, the instance factory, the baseline outcome."""

    target: Target
    params: list
    make_self: Optional[Callable[[], Any]]
    baseline: str  #: "ok", "refused", "slow", or the raw error of the valid call
    cost: float = 0.0  #: seconds the valid call took
    before: Any = None  #: the fingerprint of a fresh instance and of the valid arguments
    uncovered: str = ""  #: why the parameters cannot be fuzzed one at a time
    #: ``param -> the fingerprint of a fresh instance and of the valid arguments but param``: what a refused
    #: call must leave (kept, and made again only when a refused call leaves something else)
    fresh: dict = dataclasses.field(default_factory=dict)


_PLANS: dict[str, Plan] = {}


def _args(plan: Plan, replace: Optional[str] = None, bad: Any = None) -> tuple[list, dict]:
    t = plan.target
    pos: list = []
    kw: dict = {}
    for p in plan.params:
        v = bad if p.name == replace else valid_value(t, p)
        if p.kind is p.POSITIONAL_ONLY:
            pos.append(v)
        else:
            kw[p.name] = v
    return pos, kw


def _callable(plan: Plan):
    t = plan.target
    if t.kind == "method":
        obj = plan.make_self()
        return obj, t.obj.__get__(obj, type(obj))  # the function defined here, not a subclass's override
    if t.kind in ("classmethod", "staticmethod"):
        return None, getattr(t.owner, t.obj.__name__)
    return None, t.obj


def _timed(fn, pos, kw, limit: float = LIMIT):
    old = signal.signal(signal.SIGALRM, _alarm)
    # the alarm repeats every tenth of a second: one swallowed by an ``except`` (or a gc callback) is not the last
    signal.setitimer(signal.ITIMER_REAL, limit, 0.1)
    try:
        return fn(*pos, **kw)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def plan(t: Target) -> Plan:
    if t.qualname in _PLANS:
        return _PLANS[t.qualname]
    params = parameters(t)
    p = Plan(t, params, None, "ok")
    try:
        if t.kind == "method":
            p.make_self = instance_factory(t)
        obj, fn = _callable(p)
        pos, kw = _args(p)
        p.before = fingerprint((obj, pos, kw))
    except Exception as e:
        p.baseline, p.uncovered = "no-value", f"no valid value: {type(e).__name__}: {_first_line(e)}"
        _PLANS[t.qualname] = p
        return p
    saved = _save()
    t0 = time.perf_counter()
    try:
        _timed(fn, pos, kw, SLOW)
    except GameError:
        p.baseline = "refused"
    except Hang:
        p.baseline, p.uncovered = "slow", f"the valid call takes over {SLOW} s"
    except Exception as e:
        p.baseline = f"{type(e).__name__}: {_first_line(e)}"
    finally:
        _restore(saved)
    p.cost = time.perf_counter() - t0
    if p.baseline not in ("ok", "refused", "slow", "no-value"):
        p.uncovered = f"the call with valid values already fails ({p.baseline})"
    _PLANS[t.qualname] = p
    return p


def _first_line(e: BaseException) -> str:
    s = str(e).strip().splitlines()
    s = s[0] if s else ""
    return s if len(s) <= 100 else s[:97] + "..."


def _without(pl: Plan, obj: Any, pos: list, kw: dict, param: Optional[str]) -> Any:
    names = [p.name for p in pl.params if p.kind is p.POSITIONAL_ONLY]
    return fingerprint((obj, [x for n, x in zip(names, pos) if n != param],
                        {k: v for k, v in kw.items() if k != param}))


_NOTHING = object()


def attempt(pl: Plan, param: Optional[str], bad: Any = None, label: str = "", limit: float = LIMIT) -> Optional[str]:
    """One call with ``param`` bad (``None``: the valid call): ``None`` if it succeeded or was refused
    by the library's error changing nothing, else the finding in one line."""
    t = pl.target
    obj, fn = _callable(pl)
    pos, kw = _args(pl, param, bad)
    where = f"{t.qualname}({param}={label})" if param else f"{t.qualname}()"
    saved = _save()
    RECORD["calls"] += 1
    try:
        _timed(fn, pos, kw, max(limit, 4 * pl.cost))  # a call that takes a second when valid may take four
    except GameError:
        RECORD["refused"] += 1
        after = _without(pl, obj, pos, kw, param)
        if after != pl.fresh.get(param, _NOTHING):
            # made afresh (an argument may be an object shared with the rest of the run -- the one
            # analysis of Peel's Vingt-un -- that has changed since): only this one counts
            fresh = pl.make_self() if pl.make_self else None
            vpos, vkw = _args(pl)
            pl.fresh[param] = _without(pl, fresh, vpos, vkw, param)
        if after != pl.fresh[param]:
            RECORD["findings"] += 1
            return f"{where}: refused, but the state changed"
        return None
    except Hang:
        RECORD["findings"] += 1
        return f"{where}: hangs (no answer within {max(limit, 4 * pl.cost):.1f} s)"
    except BaseException as e:
        if isinstance(e, (KeyboardInterrupt, SystemExit)):
            raise
        RECORD["findings"] += 1
        return f"{where}: {type(e).__name__}: {_first_line(e)}"
    finally:
        _restore(saved)
    RECORD["succeeded"] += 1
    return None
