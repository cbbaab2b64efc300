"""The rulings of Peel's code, by his chapters: one registry, :data:`REFEREE`.

Each module holds the irregularities of one part of the game and the rulings on
them, each ruling registered with :data:`REFEREE` for its irregularity class and
tagged ``@implements`` with the laws it decides (so the coverage pages credit
the referee):

* :mod:`~games.poker.rulings.deal` -- the pack, the shuffle, the cut and the deal (Rules 1-18);
* :mod:`~games.poker.rulings.stakes` -- the ante, the straddle, the play and the jack-pot (Rules 19-33);
* :mod:`~games.poker.rulings.draw` -- the draw (Rules 34-51);
* :mod:`~games.poker.rulings.betting` -- the betting, the show and foul hands (Rules 52-64);
* :mod:`~games.poker.rulings.show` -- the value of the hands, ties, disputes and the rules themselves (Rules 65-81).

The entry point is :func:`games.poker.referee.rule`; the Referee panel's catalogue is
:data:`games.poker.referee.IRREGULARITIES`.

>>> from games.poker.rulings import REFEREE
>>> from games.poker.rulings.deal import CardFaceUpInPack
>>> REFEREE.rule(None, CardFaceUpInPack(before_deal_finished=True)).laws
('peel-poker:10',)
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Iterable

from games.core.referee import Irregularity, Referee, Remedy, Ruling, RulingOption
from games.errors import IllegalActionError, RuleSetError, check_items
from games.poker.rules import laws

__all__ = ["REFEREE", "PokerRemedy", "Irregularity", "Ruling", "RulingOption", "peel", "check_seats", "at_least"]

class _PokerReferee(Referee):
    """A referee whose every ruling function refuses, with the library's error naming its law, an
    irregularity of another kind than the one it rules on (``rule_wrong_pack(g, TieForDeal())``)."""

    def rules(self, cls: type[Irregularity], description: str = "", example: Any = None) -> Callable:
        register = super().rules(cls, description, example)

        def deco(fn: Callable[[Any, Any], Ruling]) -> Callable[[Any, Any], Ruling]:
            @functools.wraps(fn)
            def ruling(g: Any, i: Any) -> Ruling:
                if not isinstance(i, cls):
                    law = next(iter(getattr(fn, "__laws__", ())), None)
                    raise IllegalActionError(f"{fn.__name__} rules on {cls.__name__}, not on {i!r}", law)
                return fn(g, i)

            register(ruling)
            return ruling

        return deco


#: The rulings of Peel's code (a Foster game is ruled by Foster's own referee,
#: :data:`games.poker.rulings.foster.FOSTER_REFEREE`: each book rules its own games).
REFEREE = _PokerReferee("peel-poker")


class PokerRemedy(Remedy):
    """What a ruling of Draw Poker does: each :class:`~games.core.referee.Ruling` names its remedy by
    member, and the game carries out those that change the game through the one handler registered
    for it (:mod:`games.poker.remedies`); the others (a warning, a deal that stands, a refusal) are
    logged and change nothing."""

    ABROGATED = "abrogated"
    ACCEPT = "accept"
    ANSWER = "answer"
    ANTE_FIRST = "ante-first"
    BEST_HAND = "best-hand"
    BEST_OTHER_WINS = "best-other-wins"
    BORROW_TO_CALL = "borrow-to-call"
    COLLECT_DISCARDS = "collect-discards"
    CONDUCT = "conduct"
    CUT_AGAIN = "cut-again"
    DEAL_STANDS = "deal-stands"
    DEALER_CONTINUES = "dealer-continues"
    DEALER_SHUFFLES_LAST = "dealer-shuffles-last"
    DECIDED = "decided"
    DEPOSIT_COUNTS = "deposit-counts"
    DRAW_AGAIN = "draw-again"
    EVIDENCE = "evidence"
    FINISHED = "finished"
    FIRST_SAY = "first-say"
    FORFEIT = "forfeit"
    FOUL_HAND = "foul-hand"
    GAME_GOES_ON = "game-goes-on"
    IN_TURN = "in-turn"
    INTO_POOL = "into-pool"
    JACKPOT = "jackpot"
    MAKE_GOOD = "make-good"
    MISDEAL = "misdeal"
    NO_DRAW = "no-draw"
    NO_EFFECT = "no-effect"
    NO_PENALTY = "no-penalty"
    NOT_FINISHED = "not-finished"
    OTHER_WINS = "other-wins"
    PENALTY = "penalty"
    PLAYER_MAY_SHUFFLE = "player-may-shuffle"
    PROPER_DEALER = "proper-dealer"
    PROPER_NUMBER = "proper-number"
    REFUSED = "refused"
    RETIRE = "retire"
    RETIRED = "retired"
    RETURN_TO_PACK = "return-to-pack"
    RULE_BINDS = "rule-binds"
    SEE_COUNT = "see-count"
    SHARE = "share"
    SHOW_FOR_SUM = "show-for-sum"
    SHOW_IN_TURN = "show-in-turn"
    SHUFFLE_AGAIN = "shuffle-again"
    SHUFFLE_AND_CUT = "shuffle-and-cut"
    SPEAKER_REFUNDS = "speaker-refunds"
    STANDS = "stands"
    TAKE_BACK = "take-back"
    WARNING = "warning"
    WINS = "wins"

    @classmethod
    def _missing_(cls, value: object) -> "PokerRemedy":
        raise RuleSetError(f"{value!r} is not a remedy of Draw Poker (a member of PokerRemedy)")


#: Law ids of Peel's code: ``peel(8, 9)`` -> ``('peel-poker:8', 'peel-poker:9')`` (the rule set's own
#: :func:`games.poker.rules.laws`, under the name the rulings read best with).
peel = laws


def check_seats(irr: Irregularity, players: int, law: str, **seats: int | Iterable[int] | None) -> None:
    """Raise :class:`~games.errors.IllegalActionError` (naming ``law``) unless every
    seat named is one of ``range(players)``."""
    name = type(irr).__name__
    if not isinstance(players, int) or isinstance(players, bool):
        raise IllegalActionError(f"{name}.players = {players!r}: a number of players", law)
    if players < 2:
        raise IllegalActionError(f"{name}.players = {players}: a game of Poker needs two players at least", law)
    for fact, value in seats.items():
        if value is None:
            continue
        items = [value] if isinstance(value, int) else list(check_items(value, f"{name}.{fact}",
                                                                          error=IllegalActionError, law=law))
        for s in sorted(items) if all(isinstance(s, int) for s in items) else items:
            if not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < players:
                raise IllegalActionError(f"{name}.{fact}: {s!r} is not a seat at a table of {players} (0-{players - 1})", law)


def at_least(irr: Irregularity, law: str, **minimums: int) -> None:
    """Raise :class:`~games.errors.IllegalActionError` (naming ``law``) if a fact of ``irr``
    is below its minimum: ``at_least(irr, "peel-poker:19", ante=1, limit=1)``."""
    for fact, least in minimums.items():
        value = getattr(irr, fact)
        if value < least:
            raise IllegalActionError(f"{type(irr).__name__}.{fact} = {value}: it cannot be less than {least}", law)
