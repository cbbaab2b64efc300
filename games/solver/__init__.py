"""A double-dummy solver in pure Python: the tricks best play makes, every card open (Whist, or a bridge
deal once the trump suit and the leader are set).

>>> from games.solver import solve
>>> solve("N:AK... QJ... 32... T9...", trump=None, leader="E")
Result(ns=2, ew=0, tricks=2)

Command line: ``python -m games.solver solve "N:AKQ.T98.J2.K5 ..." --trump S --leader W`` (JSON), or
without a deal, one PBN deal a line from standard input; ``python -m games.solver review game.pbn``: each
card of a played hand (a PBN play record) marked ``=`` or ``-N`` against best play (:mod:`games.solver.play_review`).
"""

from games.solver.double_dummy import (
    Mistake,
    PostMortem,
    Result,
    Step,
    best_cards,
    card_values,
    clear_cache,
    post_mortem,
    replay,
    solve,
)
from games.solver.pbn import SEATS, SIDES, Layout, parse_pbn, parse_trump, seat_index, side_of
from games.solver.play_review import CardReview, PlayRecord, Review, parse_play_record, review

__all__ = [
    "Layout", "parse_pbn", "parse_trump", "seat_index", "side_of", "SEATS", "SIDES",
    "Result", "Mistake", "PostMortem", "Step", "solve", "card_values", "best_cards", "post_mortem", "replay",
    "clear_cache", "Review", "CardReview", "PlayRecord", "review", "parse_play_record",
]
