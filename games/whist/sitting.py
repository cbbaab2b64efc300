"""A rubber of Whist: deals until one side has won two games, each deal reporting its result to the sheet.

The score is the editorial short whist of :mod:`games.whist.scoring`; the deal passes to the left
(Hoffmann's law 25) except where a hand's laws decide otherwise (a misdeal lost, a deal out of turn that
stood: the hand's ``_next_dealer``).

>>> from games.whist.sitting import WhistRubber
>>> from games.whist import FOSTER, Auto
>>> r = WhistRubber(FOSTER, seed=2)
>>> while not r.over:
...     g = r.new_hand(automations=Auto.ALL)
...     while not g.over:
...         _ = g.do(g.legal_actions()[0])
...     r.finish(g)
>>> r.sheet.rubber_over, sum(r.points().values()) > 0
(True, True)
"""

from __future__ import annotations

from typing import Optional, Sequence

from games.core import checks
from games.core.scores import ScoreSheet
from games.core.sitting import Sitting
from games.core.state import Mode
from games.errors import IllegalActionError
from games.laws import implements
from games.whist.dummy import Dummy, DoubleDummy
from games.whist.game import Whist
from games.whist.records import Auto
from games.whist.rules import FOSTER, WhistRules
from games.whist.scoring import new_sheet, rubber_points

__all__ = ["WhistRubber"]


class WhistRubber(Sitting):
    """A rubber: ``rules`` (the code), ``game`` (the class of hand: :class:`~games.whist.game.Whist`, :class:`~games.whist.dummy.Dummy`,
    :class:`~games.whist.dummy.DoubleDummy`), the players' names (four hands: Dummy's has a name too) and the first dealer."""

    min_players = 4
    max_players = 4

    @implements("hoffmann-whist:25")
    def __init__(self, rules: WhistRules = FOSTER, *, seed: int | str = 0, names: Optional[Sequence[str]] = None,
                 dealer: Optional[int] = None, game: type = Whist, mode: Mode = Mode.STRICT):
        if not isinstance(rules, WhistRules):
            raise IllegalActionError(f"{rules!r} is not a rule set of Whist")
        if game not in (Whist, Dummy, DoubleDummy):
            raise IllegalActionError(f"a rubber of Whist, Dummy or Double Dummy, not {game!r}")
        names = checks.names(names, "the four hands") if names is not None else game.default_names
        if len(names) != 4:
            raise IllegalActionError(f"a rubber of Whist names the four hands (Dummy's too), not {names!r}")
        first = 0
        if dealer is not None:
            first = dealer
        elif game is Dummy or game is DoubleDummy:
            first = (Dummy if game is Dummy else DoubleDummy).first_dealer(1)
        self.rules, self.game, self.mode = rules, game, Mode(mode)
        sides = (f"{names[0]} and {names[2]}", f"{names[1]} and {names[3]}")
        super().__init__(names, seed=seed, dealer=first, sheet=new_sheet(sides, rules.code),
                         deal_law="hoffmann-whist:25" if rules.code == "hoffmann-whist" else None)

    @property
    def score_sheet(self) -> ScoreSheet:
        """The rubber's score sheet (a rubber of Whist always keeps one)."""
        assert self.sheet is not None
        return self.sheet

    @property
    def over(self) -> bool:
        return self.score_sheet.rubber_over

    def new_hand(self, *, automations: Auto = Auto.TABLE, mode: Optional[Mode] = None) -> Whist:
        """The next deal, dealt by the dealer whose turn it is, with the score of the game in progress."""
        if not isinstance(automations, Auto):
            raise IllegalActionError(f"automations are Auto flags, not {automations!r}")
        mode = self.mode if mode is None else Mode(mode)   # a bad mode is refused before the deal begins
        start = self.begin_deal()
        sheet = self.score_sheet
        sides = sheet.sides
        score = {0: sheet.score(sides[0]), 1: sheet.score(sides[1])}
        return self.game(self.rules, seed=start.seed, names=self.players, dealer=start.dealer,
                         deal_number=start.number, score=score, automations=automations,
                         mode=mode)

    def finish(self, hand: Whist) -> None:
        """Report a finished hand's result (all or nothing)."""
        if not isinstance(hand, Whist) or hand.result is None:
            raise IllegalActionError("only a hand that is over reports its result")
        self.report(hand.result)

    def points(self) -> dict[str, int]:
        """Each side's points for the rubbers finished (game values and the rubber's two)."""
        out: dict[str, int] = {}
        for r in self.score_sheet.rubbers:
            for side, pts in rubber_points(r).items():
                out[side] = out.get(side, 0) + pts
        return out
