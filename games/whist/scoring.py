"""The score of a hand of Whist: **editorial** -- standard short whist, which the laws in hand assume
but do not set out.

Neither Hoffmann's pages (laws 1-42) nor Foster's (laws 40-91) give the scoring: both codes set it out
in laws that stand before the pages of this edition.  What runs here is the standard short whist of
the time, as the laws in hand imply it:

* the game is five points (a side that revokes "cannot score more than four", :law:`foster-whist:82`);
* a side scores one point for each trick over six ("by tricks");
* honours -- the ace, king, queen and knave of trumps: a side that held all four scores four, three of
  them two; a side at four at the beginning of the hand does not score honours, and honours are not
  scored when the adversaries have made the game by tricks in that hand (tricks count before honours);
* a revoke's penalty "takes precedence of every other score" (:law:`foster-whist:72.v`): it is entered
  first, then the tricks, then the honours; nothing is entered once a side has made the game in a hand;
* a side that revoked cannot win the game by that hand (:law:`foster-whist:82`): its score stops at
  four; if both sides revoked neither can (:law:`foster-whist:81`);
* a game is a single, double or treble game as the losers have scored three or four, one or two, or
  nothing (the treble game of :law:`foster-whist:72.v`: "the claimants two, their opponents nothing;
  the former add three to their score, and thereby win a treble game"); the rubber is the best of
  three games and is worth two points more to its winners.

Usage:

>>> from games.whist.scoring import hand_scores, game_value
>>> [str(s.points) + " " + s.words for s in hand_scores((8, 5), (4, 0), {0: 0, 1: 0}, ("AC", "BD"))]
['2 two by tricks', '4 four by honours']
>>> [s.points for s in hand_scores((8, 5), (0, 0), {0: 2, 1: 0}, ("AC", "BD"), revoked=(0,))]
[2]
>>> game_value(0), game_value(2), game_value(4)
(3, 2, 1)
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Optional, Sequence

from games.cards import Card, Rank, Suit
from games.core.scores import HONOURS, PENALTY, POINTS, RubberResult, Score, ScoreSheet
from games.errors import IllegalActionError
from games.laws import implements
from games.whist.quotations import SHORT_WHIST, q
from games.whist.records import Penalty, WhistRemedy

__all__ = ["EDITORIAL_SCORING", "GAME", "RUBBER", "RUBBER_BONUS", "HONOUR_RANKS", "honours_by_side", "hand_scores",
           "game_value", "rubber_points", "new_sheet"]

#: A note the site can show beside every score: the scoring is the edition's, not the texts' (the words of
#: the convention every score line for tricks and honours rests on, :data:`games.whist.quotations.SHORT_WHIST`).
EDITORIAL_SCORING = f"Editorial: {SHORT_WHIST.label}. {SHORT_WHIST.note}"
GAME = 5
RUBBER = 3
RUBBER_BONUS = 2
HONOUR_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE)
_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
_PENALTY_LAWS = ("foster-whist:72.i", "foster-whist:72.v")


def honours_by_side(dealt: Sequence[Iterable[Card]], trumps: Suit) -> tuple[int, int]:
    """How many of the four honours of ``trumps`` each side held as dealt (seats 0 and 2, 1 and 3)."""
    if len(dealt) != 4 or not isinstance(trumps, Suit):
        raise IllegalActionError("honours are counted from four hands and a trump suit")
    out = [0, 0]
    for seat, hand in enumerate(dealt):
        out[seat % 2] += sum(1 for c in hand if c.suit is trumps and c.rank in HONOUR_RANKS)
    return out[0], out[1]


@implements("foster-whist:72.iii", "foster-whist:72.v", "foster-whist:81", "foster-whist:82")
def hand_scores(tricks: Sequence[int], honours: Sequence[int], before: Mapping[int, int], sides: Sequence[str],
                *, penalties: Iterable[Penalty] = (), revoked: Iterable[int] = (), code: str = "foster-whist",
                deal: Optional[int] = None) -> list[Score]:
    """The entries of a hand, in order: the revoke's penalties first (72.v), then the tricks, then the
    honours, nothing once a side has made the game; a side that revoked stops at four (82), both if
    both revoked (81).  ``tricks`` and ``honours`` by side (0, 1); ``before``: each side's points in the
    game at the beginning of the hand; ``penalties`` (three tricks taken: already moved in ``tricks``);
    ``sides``: the names on the sheet."""
    if len(tricks) != 2 or sum(tricks) > 13 or any(t < 0 for t in tricks):
        raise IllegalActionError(f"two sides' tricks, thirteen at most, not {tuple(tricks)!r}")
    revoked = set(revoked)
    now = {0: before.get(0, 0), 1: before.get(1, 0)}
    out: list[Score] = []
    done = False

    def enter(side: int, points: int, law: Any, words: str, kind: str) -> None:
        nonlocal done
        if done or points == 0:
            return
        asked = points
        if points > 0 and side in revoked:  # 82: cannot score more than four
            points = min(points, GAME - 1 - now[side])
            if points <= 0:
                return
            if points < asked:
                law = q("foster-whist:82")
                words = f"{words}: {_WORDS[points]} only, as a side that revoked cannot score more than four"
        if points < 0:
            points = -min(-points, now[side])
            if points == 0:
                return
            if points != asked:
                words = f"{words}: {_WORDS[-points]} only, all the score they had"
        out.append(Score(sides[side], points, law, words, kind))
        now[side] += points
        if now[side] >= GAME:
            done = True

    for p in penalties:
        if p.remedy is WhistRemedy.ADD_THREE:
            enter(p.side, 3, q("foster-whist:72.i", "add"), "three added for a revoke", PENALTY)
        elif p.remedy is WhistRemedy.DEDUCT_THREE:
            enter(p.offender_side, -3, q("foster-whist:72.i", "deduct"), "three deducted for a revoke", PENALTY)
    trick_law = SHORT_WHIST   # neither code's pages set out the scoring: the edition's, cited as no law
    for side in (0, 1):
        if tricks[side] > 6:
            n = tricks[side] - 6
            enter(side, n, trick_law, f"{_WORDS[n]} by tricks", POINTS)
    made_by_tricks = done
    for side in (0, 1):
        h = honours[side]
        if made_by_tricks or before.get(side, 0) == GAME - 1:
            continue
        if h == 4:
            enter(side, 4, trick_law, "four by honours", HONOURS)
        elif h == 3:
            enter(side, 2, trick_law, "two by honours", HONOURS)
    return out


def game_value(losers_score: int) -> int:
    """A game won is worth three (a treble: the losers scored nothing), two (a double: one or two) or one
    (a single: three or four)."""
    if not isinstance(losers_score, int) or losers_score < 0:
        raise IllegalActionError(f"the losers' score is a whole number, not {losers_score!r}")
    return 3 if losers_score == 0 else 2 if losers_score <= 2 else 1


def rubber_points(rubber: RubberResult) -> dict[str, int]:
    """The points of a rubber by side: each game's value to its winner, two more to the rubber's winner."""
    if not isinstance(rubber, RubberResult):
        raise IllegalActionError(f"{rubber!r} is not a RubberResult")
    out = {s: 0 for s in rubber.sides}
    for g in rubber.games:
        loser = min((s for s in rubber.sides if s != g.winner), key=lambda s: g.score_of(s))
        out[g.winner] += game_value(max(g.score_of(loser), 0))
    out[rubber.winner] += RUBBER_BONUS
    return out


def new_sheet(sides: Sequence[str], code: str = "foster-whist") -> ScoreSheet:
    """A score sheet for short whist: five points a game, the rubber the best of three."""
    return ScoreSheet(tuple(sides), game=GAME, rubber=RUBBER)   # the game of five is the edition's, not a law's
