"""The referee: what Peel's laws decide when something goes wrong at the table.

``rule(game_or_state, irregularity)`` returns a :class:`~games.core.referee.Ruling` -- the
decision in words, the laws it rests on, and the remedy (a member of
:class:`~games.poker.rulings.PokerRemedy`: ``MISDEAL``, ``FOUL_HAND``, ``DEAL_STANDS``...).  Each irregularity is a
small frozen dataclass holding the facts the laws turn on (was it pointed out
before the deal was finished? had the cards been raised?); facts that cannot
be raise :class:`~games.errors.IllegalActionError` naming the law.  When a
game is given, facts it knows (who deals, whether the deal is finished, who
sits where, the rules in force) are taken from it.

The rulings live in :mod:`games.poker.rulings`, one module per chapter of
Peel's laws, registered with one :class:`~games.core.referee.Referee`
(:data:`~games.poker.rulings.REFEREE`) and tagged with the laws they decide.
:data:`IRREGULARITIES` is the catalogue: every irregularity the eighty-one
laws name, with a description and an example, for the Referee panel.

Usage:

>>> from games.poker.referee import rule, CardFaceUpInPack, TiedHands
>>> r = rule(None, CardFaceUpInPack(before_deal_finished=True))
>>> r.decision
'A misdeal: there shall be a new deal by the same dealer.'
>>> r.laws
('peel-poker:10',)
>>> rule(None, TiedHands(sharers=0))
Traceback (most recent call last):
games.errors.IllegalActionError: TiedHands.sharers = 0: a tie is between two hands at least [peel-poker:76]
"""

from __future__ import annotations

from games.core.referee import REFEREES, CatalogueEntry, Irregularity, Referee, Ruling, RulingOption, referee_for
from games.errors import IllegalActionError
from games.laws import implements
from games.poker.rulings import REFEREE
from games.poker.rulings.betting import *  # noqa: F401,F403
from games.poker.rulings.betting import __all__ as _betting
from games.poker.rulings.deal import *  # noqa: F401,F403
from games.poker.rulings.deal import __all__ as _deal
from games.poker.rulings.draw import *  # noqa: F401,F403
from games.poker.rulings.draw import __all__ as _draw
from games.poker.rulings.show import *  # noqa: F401,F403
from games.poker.rulings.show import __all__ as _show
from games.poker.rulings.stakes import *  # noqa: F401,F403
from games.poker.rulings.stakes import __all__ as _stakes
from games.poker.rulings.foster import FOSTER_REFEREE, silence
from games.poker.rulings.draw import evidence_order
from games.poker.rulings.show import who_decides

__all__ = [
    "Ruling",
    "RulingOption",
    "Irregularity",
    "IRREGULARITIES",
    "CatalogueEntry",
    "REFEREE",
    "FOSTER_REFEREE",
    "rule",
    "who_decides",
    "evidence_order",
]
__all__ += [n for n in (*_deal, *_stakes, *_draw, *_betting, *_show) if n not in __all__]


@implements("peel-poker:77")
def rule(game_or_state, irregularity: Irregularity) -> Ruling:
    """The ruling on ``irregularity`` (the dealer's decision under Rule 77,
    interpreting the laws literally).  ``game_or_state``: a game (facts are
    taken from it where it knows them, and it is ruled by the referee of its
    own code: a Foster game by Foster's, which refuses what his text is silent
    on) or ``None`` (Peel's referee)."""
    referee: Referee = REFEREE
    code = getattr(getattr(game_or_state, "rules", None), "code", None)
    if isinstance(code, str) and code in REFEREES:
        referee = referee_for(code)  # each book rules its own games
    if not isinstance(irregularity, Irregularity):
        raise IllegalActionError(f"{irregularity!r} is not an irregularity the laws name", "peel-poker:77")
    if not referee.knows(irregularity):
        if referee is not REFEREE:
            words, silent_law = silence(code, type(irregularity).__name__)  # type: ignore[arg-type]
            raise IllegalActionError(f"{type(irregularity).__name__}: {words}", silent_law)
        raise IllegalActionError(f"{irregularity!r} is not an irregularity the laws name", "peel-poker:77")
    return referee.rule(game_or_state, irregularity)


def _spaced(name: str) -> str:
    return "".join(" " + c.lower() if c.isupper() else c for c in name).strip()


#: Every irregularity the laws name, in the order of the laws: entries with ``name``
#: ("card face up in pack"), ``kind`` (the class), ``description`` and ``example``.
IRREGULARITIES: tuple[CatalogueEntry, ...] = tuple(
    CatalogueEntry(_spaced(e.cls.__name__), e.cls, e.description, e.example) for e in REFEREE.catalogue
)
