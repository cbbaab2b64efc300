"""A score sheet by side: points entered with their law, games, rubbers, penalties added or deducted.

The sides are named (two partnerships, or each player alone).  Every entry
carries the law that gives it and a few words; the sheet adds them up into
games of ``game`` points and rubbers of the best of ``rubber`` games.  What
a deal is worth (tricks, honours, a revoke's three) is the game's business:
the sheet only writes down what it is told, in order, and refuses what does
not fit.

Usage -- short Whist, five points a game, the rubber the best of three:

>>> from games.core.scores import ScoreSheet
>>> sheet = ScoreSheet(("AC", "BD"), game=5, rubber=3)
>>> _ = sheet.add("AC", 3, law="hoffmann-whist:25", words="three by tricks", deal=1)
>>> _ = sheet.add("AC", 2, law="hoffmann-whist:25", words="two by honours", kind="honours", deal=1)
>>> sheet.games_won("AC"), sheet.score("AC"), sheet.game_number
(1, 0, 2)
>>> _ = sheet.deduct("BD", 3, law="foster-whist:72.i", words="a revoke: three deducted", deal=2)
>>> sheet.score("BD"), sheet.entries[-1].points
(0, 0)
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Iterable, Optional

from games.core import checks
from games.core.tables import LawRef, Table
from games.citations import Convention
from games.errors import IllegalActionError

__all__ = ["POINTS", "HONOURS", "PENALTY", "KINDS", "Score", "Entry", "GameResult", "RubberResult", "ScoreSheet"]

POINTS = "points"  #: points won by play (tricks, a point for the game...)
HONOURS = "honours"  #: points for honours held
PENALTY = "penalty"  #: points added or deducted as a penalty
#: The kinds of entry a sheet knows; a game may use others (any word), these are the usual ones.
KINDS = (POINTS, HONOURS, PENALTY)


@dataclass(frozen=True)
class Score:
    """What a deal reports to the sheet: ``points`` (negative: deducted) for ``side``, with the law
    and the words.  Checked when made."""

    side: str
    points: int
    law: str  #: a law id, or a Convention of the edition where no law says it
    words: str
    kind: str = POINTS

    def __post_init__(self) -> None:
        checks.text(self.side, "a side")
        checks.basis(self.law, required=True)
        checks.whole(self.points, "a number of points", law=self.law)
        if self.points == 0:
            raise IllegalActionError("a score of nought is no entry", self.law)
        checks.text(self.words, "the words of an entry", law=self.law)
        checks.text(self.kind, "the kind of an entry", law=self.law)


@dataclass(frozen=True)
class Entry:
    """A line of the sheet: ``points`` as counted (``asked`` as given: a deduction below the floor
    counts only down to it), the ``rubber`` and ``game`` (numbered from 1) it counts in, and the
    ``deal`` it came from (``None``: not a deal's)."""

    side: str
    points: int
    kind: str
    law: str  #: a law id, or a Convention of the edition where no law says it
    words: str
    rubber: int
    game: int
    deal: Optional[int] = None
    asked: Optional[int] = None

    def __post_init__(self) -> None:
        checks.text(self.side, "a side")
        checks.basis(self.law, required=True)
        checks.text(self.words, "the words of an entry", law=self.law)
        checks.text(self.kind, "the kind of an entry", law=self.law)
        checks.whole(self.points, "a number of points", law=self.law)
        if self.asked is not None:
            checks.whole(self.asked, "the points asked", law=self.law)
        checks.whole(self.rubber, "a rubber's number", minimum=1)
        checks.whole(self.game, "a game's number", minimum=1)
        if self.deal is not None:
            checks.whole(self.deal, "a deal's number", minimum=1)

    def __str__(self) -> str:
        sign = "+" if self.points >= 0 else ""
        return f"{self.side} {sign}{self.points} ({self.kind}): {self.words} [{self.law}]"


@dataclass(frozen=True)
class GameResult:
    """A game won: its ``rubber`` and ``number`` in the rubber, the ``winner``, every side's score at
    its end (``scores``, side -> points: what a code's single, double or treble game is read from)."""

    rubber: int
    number: int
    winner: str
    scores: tuple[tuple[str, int], ...]

    def __post_init__(self) -> None:
        checks.whole(self.rubber, "a rubber's number", minimum=1)
        checks.whole(self.number, "a game's number", minimum=1)
        if isinstance(self.scores, (str, bytes)) or not isinstance(self.scores, Iterable) or not all(
                isinstance(p, tuple) and len(p) == 2 for p in self.scores):
            raise IllegalActionError(f"a game's scores are (side, points) pairs, not {self.scores!r}")
        sides = checks.names([p[0] for p in self.scores], "the sides", minimum=2)
        for _, points in self.scores:
            checks.whole(points, "a number of points")
        if self.winner not in sides:
            raise IllegalActionError(f"the winner {self.winner!r} is not one of the sides {sides}")

    def score_of(self, side: str) -> int:
        """The side's score at the end of the game."""
        for name, points in self.scores:
            if name == side:
                return points
        raise IllegalActionError(f"{side!r} was not a side in this game")


@dataclass(frozen=True)
class RubberResult:
    """A rubber finished: its ``number``, the ``sides``, the ``winner`` and its ``games``."""

    number: int
    sides: tuple[str, ...]
    winner: str
    games: tuple[GameResult, ...]

    def __post_init__(self) -> None:
        checks.whole(self.number, "a rubber's number", minimum=1)
        if self.winner not in checks.names(self.sides, "the sides", minimum=2):
            raise IllegalActionError(f"the winner {self.winner!r} is not one of the sides")
        if isinstance(self.games, (str, bytes)) or not isinstance(self.games, Iterable) or not all(
                isinstance(g, GameResult) for g in self.games):
            raise IllegalActionError(f"a rubber's games are GameResult records, not {self.games!r}")


class ScoreSheet:
    """Scores by side.

    ``sides``: two or more names.  ``game``: the points that win a game (``None``: no games, a
    running total, e.g. Solo Whist paid deal by deal).  ``rubber``: the rubber is the best of so
    many games (an odd number; ``None``: no rubbers).  ``game_law``, ``rubber_law``: the laws that
    fix them (cited when the sheet refuses an entry after the rubber).  ``floor``: a deduction
    never takes a side's score in the game below it (``None``: no floor).

    A game ends as soon as a side reaches ``game`` points; the next entry counts in the next game.
    When the rubber is over, :meth:`new_rubber` begins the next (with new sides, if the table has
    changed); entries are refused until then."""

    def __init__(self, sides: Iterable[str], *, game: Optional[int] = None, rubber: Optional[int] = None,
                 game_law: Optional[str] = None, rubber_law: Optional[str] = None, floor: Optional[int] = 0):
        self.game_law = checks.law_id(game_law)
        self.rubber_law = checks.law_id(rubber_law)
        self.sides = checks.names(sides, "the sides", law=self.game_law, minimum=2)
        if game is not None:
            checks.whole(game, "the points of a game", law=self.game_law, minimum=1)
        if rubber is not None:
            checks.whole(rubber, "the games of a rubber", law=self.rubber_law, minimum=1)
            if rubber % 2 == 0:
                raise IllegalActionError(f"a rubber is the best of an odd number of games, not {rubber}",
                                         self.rubber_law)
            if game is None:
                raise IllegalActionError("a rubber is made of games: say how many points win a game",
                                         self.rubber_law)
        if floor is not None:
            checks.whole(floor, "the floor of a score")
        self.game = game
        self.rubber = rubber
        self.floor = floor
        self._entries: list[Entry] = []
        self._games: list[GameResult] = []
        self._rubbers: list[RubberResult] = []
        self._rubber_no = 1
        self._game_no = 1
        self._sides_of = {1: self.sides}  # the sides of each rubber

    # -- queries -------------------------------------------------------------------------------
    @property
    def entries(self) -> tuple[Entry, ...]:
        """Every line written, in order (a log a widget can show)."""
        return tuple(self._entries)

    @property
    def games(self) -> tuple[GameResult, ...]:
        """Every game won, in order, over all rubbers."""
        return tuple(self._games)

    @property
    def rubbers(self) -> tuple[RubberResult, ...]:
        """Every rubber finished."""
        return tuple(self._rubbers)

    @property
    def rubber_number(self) -> int:
        """The number of the current rubber (from 1)."""
        return self._rubber_no

    @property
    def game_number(self) -> int:
        """The number of the current game in the rubber (from 1)."""
        return self._game_no

    def _side(self, side: object, law: Optional[str] = None, rubber: Optional[int] = None) -> str:
        sides = self._sides_of[self._rubber_no if rubber is None else rubber]
        if not isinstance(side, str) or side not in sides:
            raise IllegalActionError(f"{side!r} is not a side of this sheet ({', '.join(sides)})", law)
        return side

    def score(self, side: str) -> int:
        """The side's points in the current game (with no games: in the whole sheet)."""
        self._side(side)
        return sum(e.points for e in self._entries
                   if e.side == side and e.rubber == self._rubber_no and e.game == self._game_no)

    def scores(self) -> dict[str, int]:
        """Every side's points in the current game."""
        return {s: self.score(s) for s in self.sides}

    def total(self, side: str) -> int:
        """All the side's points ever entered (every game and rubber)."""
        if not any(isinstance(side, str) and side in sides for sides in self._sides_of.values()):
            self._side(side)
        return sum(e.points for e in self._entries if e.side == side)

    def games_won(self, side: str, rubber: Optional[int] = None) -> int:
        """Games the side has won in ``rubber`` (default: the current one)."""
        r = self._rubber_no if rubber is None else checks.whole(rubber, "a rubber", minimum=1,
                                                                maximum=self._rubber_no)
        self._side(side, rubber=r)
        return sum(1 for g in self._games if g.rubber == r and g.winner == side)

    @property
    def rubber_over(self) -> bool:
        """The current rubber is decided (a side has won more than half its games)."""
        return self.rubber is not None and self.rubber_winner is not None

    @property
    def rubber_winner(self) -> Optional[str]:
        """The side that has won the current rubber, if any."""
        if self.rubber is None:
            return None
        need = self.rubber // 2 + 1
        return next((s for s in self.sides if self.games_won(s) >= need), None)

    def table(self) -> Table:
        """The entries as a :class:`~games.core.tables.Table` (deal, side, points, what for, law)."""
        rows = tuple((str(e.deal) if e.deal is not None else "", e.side, e.points, e.words,
                      e.law.label if isinstance(e.law, Convention) else LawRef(e.law))
                     for e in self._entries)
        return Table("The score", ("Deal", "Side", "Points", "For", "Law"), rows)

    # -- entries -------------------------------------------------------------------------------
    def _check_open(self, law: Optional[str]) -> None:
        if self.rubber_over:
            raise IllegalActionError(f"the rubber is over ({self.rubber_winner} won it): begin the next",
                                     self.rubber_law or law)

    def _write(self, s: Score, deal: Optional[int]) -> Entry:
        self._check_open(s.law)
        self._side(s.side, s.law)
        now = self.score(s.side)
        points = s.points
        if points < 0 and self.floor is not None:
            points = -min(-points, max(now - self.floor, 0))
        e = Entry(s.side, points, s.kind, s.law, s.words, self._rubber_no, self._game_no, deal, s.points)
        self._entries.append(e)
        if self.game is not None and now + points >= self.game:
            self._games.append(GameResult(self._rubber_no, self._game_no, s.side,
                                          tuple((x, self.score(x)) for x in self.sides)))
            if self.rubber_over:
                winner = self.rubber_winner
                assert winner is not None
                self._rubbers.append(RubberResult(self._rubber_no, self.sides, winner,
                                                  tuple(g for g in self._games if g.rubber == self._rubber_no)))
            else:
                self._game_no += 1
        return e

    def enter(self, scores: Iterable[Score], *, deal: Optional[int] = None) -> tuple[Entry, ...]:
        """Write a deal's scores, in order; all of them or (if one is refused) none."""
        if deal is not None:
            checks.whole(deal, "a deal number", minimum=1)
        if isinstance(scores, (str, bytes)) or not isinstance(scores, Iterable):
            raise IllegalActionError(f"scores must be a sequence of Score, not {scores!r}")
        items = tuple(scores)
        for s in items:
            if not isinstance(s, Score):
                raise IllegalActionError(f"{s!r} is not a Score")
        saved = copy.copy(self.__dict__)
        saved = {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
                 for k, v in saved.items()}
        try:
            return tuple(self._write(s, deal) for s in items)
        except BaseException:
            self.__dict__.update(saved)
            raise

    def add(self, side: str, points: int, *, law: str, words: str, kind: str = POINTS,
            deal: Optional[int] = None) -> Entry:
        """Add ``points`` (a positive whole number) to ``side``'s score, citing ``law`` (or, where no law
        says it, the edition's :class:`~games.citations.Convention`)."""
        checks.basis(law, required=True)
        checks.whole(points, "a number of points", law=law, minimum=1)
        return self.enter((Score(side, points, law, words, kind),), deal=deal)[0]

    def deduct(self, side: str, points: int, *, law: str, words: str, kind: str = PENALTY,
               deal: Optional[int] = None) -> Entry:
        """Deduct ``points`` (a positive whole number) from ``side``'s score, citing ``law`` (never
        below the sheet's floor)."""
        checks.basis(law, required=True)
        checks.whole(points, "a number of points", law=law, minimum=1)
        return self.enter((Score(side, -points, law, words, kind),), deal=deal)[0]

    def new_rubber(self, sides: Optional[Iterable[str]] = None, *, law: Optional[str] = None) -> None:
        """Begin the next rubber when this one is over (``sides``: new names, if the table changed)."""
        checks.law_id(law)
        if self.rubber is None:
            raise IllegalActionError("this sheet keeps no rubbers", law)
        if not self.rubber_over:
            raise IllegalActionError("the rubber is not over", self.rubber_law or law)
        new = self.sides if sides is None else checks.names(sides, "the sides", law=law, minimum=2)
        self.sides = new
        self._rubber_no += 1
        self._game_no = 1
        self._sides_of[self._rubber_no] = new
