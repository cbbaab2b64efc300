"""The rulings of Peel's code, by his chapters: one registry, :data:`REFEREE`.

Each module holds the irregularities of one part of the game and the rulings on
them, each ruling registered with :data:`REFEREE` for its irregularity class and
tagged ``@implements`` with the laws it decides (so the coverage pages credit
the referee):

* :mod:`~games.poker.rulings.deal` -- the pack, the shuffle, the cut and the deal (laws 1-18);
* :mod:`~games.poker.rulings.stakes` -- the ante, the straddle, the play and the jack-pot (laws 19-33);
* :mod:`~games.poker.rulings.draw` -- the draw (laws 34-51);
* :mod:`~games.poker.rulings.betting` -- the betting, the show and foul hands (laws 52-64);
* :mod:`~games.poker.rulings.show` -- the value of the hands, ties, disputes and the rules themselves (laws 65-81).

The entry point is :func:`games.poker.referee.rule`; the Referee panel's catalogue is
:data:`games.poker.referee.IRREGULARITIES`.

>>> from games.poker.rulings import REFEREE
>>> from games.poker.rulings.deal import CardFaceUpInPack
>>> REFEREE.rule(None, CardFaceUpInPack(before_deal_finished=True)).laws
('peel-poker:10',)
"""

from __future__ import annotations

from typing import Iterable

from games.core.referee import Irregularity, Referee, Ruling, RulingOption
from games.errors import IllegalActionError
from games.poker.rules import laws

__all__ = ["REFEREE", "Irregularity", "Ruling", "RulingOption", "peel", "check_seats", "at_least"]

#: The rulings of Peel's code (and of the rule sets that play by it, such as Foster's).
REFEREE = Referee("peel-poker")


#: Law ids of Peel's code: ``peel(8, 9)`` -> ``('peel-poker:8', 'peel-poker:9')`` (the rule set's own
#: :func:`games.poker.rules.laws`, under the name the rulings read best with).
peel = laws


def check_seats(irr: Irregularity, players: int, law: str, **seats: int | Iterable[int] | None) -> None:
    """Raise :class:`~games.errors.IllegalActionError` (naming ``law``) unless every
    seat named is one of ``range(players)``."""
    name = type(irr).__name__
    if players < 2:
        raise IllegalActionError(f"{name}.players = {players}: a game of Poker needs two players at least", law)
    for fact, value in seats.items():
        if value is None:
            continue
        for s in [value] if isinstance(value, int) else sorted(value):
            if not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < players:
                raise IllegalActionError(f"{name}.{fact}: {s!r} is not a seat at a table of {players} (0-{players - 1})", law)


def at_least(irr: Irregularity, law: str, **minimums: int) -> None:
    """Raise :class:`~games.errors.IllegalActionError` (naming ``law``) if a fact of ``irr``
    is below its minimum: ``at_least(irr, "peel-poker:19", ante=1, limit=1)``."""
    for fact, least in minimums.items():
        value = getattr(irr, fact)
        if value < least:
            raise IllegalActionError(f"{type(irr).__name__}.{fact} = {value}: it cannot be less than {least}", law)
