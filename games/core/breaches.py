"""Breaches of the laws let through in TABLE mode, and the claims that bring them to the referee.

At a real table some irregularities are seen by everyone at once (a card
exposed in dealing): the referee rules on them as they happen.  Others are
seen by nobody but the offender (a revoke, a wrong number of cards given in
the draw): they stay hidden until a player *claims* them, within the time the
law allows.  An irregularity class says which kind it is by naming the words
of its claim (:attr:`~games.core.referee.Irregularity.claim`); such a breach is
recorded with who could see it and the words everyone else saw instead.

A :class:`Claim` is one shared action: any seat, naming the breach as the laws
describe it (``"a revoke"``), optionally the player it accuses.  It is refused
citing the law when there is nothing of the kind to claim (unless the code
rules on a false claim: then a :class:`FalseClaim` goes to its referee) or when
the time to claim it is past (each game says, through
:meth:`~games.core.state.State.claim_closed`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Optional

from games.core.actions import Action, shared_action
from games.core.referee import Irregularity, Ruling
from games.errors import InvalidActionError

__all__ = ["Breach", "OpenRuling", "Claim", "FalseClaim"]


@dataclass(frozen=True)
class Breach:
    """An irregularity let through in TABLE mode.

    ``law`` and ``text``: the law broken and the facts in words; ``irregularity``: the
    facts the referee rules on; ``seat``: the offender; ``number``: its place among the
    game's breaches; ``at``: how many actions had been done when it happened (for the
    time to claim it); ``seen_by``: who saw it (``None``: everyone); ``others``: what
    the others saw instead; ``claimed_by``: who claimed it (``None``: nobody yet)."""

    law: str
    text: str
    irregularity: Optional[Irregularity]
    seat: Optional[int] = None
    number: int = 0
    at: int = 0
    seen_by: Optional[frozenset] = None
    others: Optional[str] = None
    claimed_by: Optional[int] = None

    @property
    def hidden(self) -> bool:
        """Whether it waits for a claim (its class names a claim, and nobody has claimed it)."""
        return self.needs_claim and self.claimed_by is None

    @property
    def needs_claim(self) -> bool:
        return self.irregularity is not None and type(self.irregularity).claim is not None

    def claim_words(self) -> Optional[str]:
        return None if self.irregularity is None else type(self.irregularity).claim

    @property
    def offender(self) -> int:
        """The offender's seat, for a remedy of a breach that has one (refused for one that has none)."""
        if self.seat is None:
            raise InvalidActionError(f"the breach {self.text!r} names no offender")
        return self.seat


@dataclass(frozen=True)
class OpenRuling:
    """A ruling that waits for a non-offender's choice."""

    breach: Breach
    ruling: Ruling


@shared_action
@dataclass(frozen=True)
class Claim(Action):
    """``seat`` claims a breach of the laws, naming it as the laws do (``what``: the words of
    the irregularity's :attr:`~games.core.referee.Irregularity.claim`, such as ``"a revoke"``),
    and, if he says whom he accuses, the offender ``against``."""

    seat: int
    what: str
    against: Optional[int] = None

    def __post_init__(self) -> None:
        if not isinstance(self.seat, int) or isinstance(self.seat, bool):
            raise InvalidActionError(f"Claim: the seat must be a seat number, not {self.seat!r}")
        if not isinstance(self.what, str) or not self.what.strip():
            raise InvalidActionError(f"Claim: name the breach claimed in words, not {self.what!r}")
        if self.against is not None and (not isinstance(self.against, int) or isinstance(self.against, bool)):
            raise InvalidActionError(f"Claim: the player accused must be a seat number, not {self.against!r}")


@dataclass(frozen=True)
class FalseClaim(Irregularity):
    """A claim of a breach that did not happen.  A code that penalises it registers a ruling
    for this class with its referee; under a code that does not, the claim is refused."""

    claimant: int = 0
    what: str = ""

    #: the claimant's own act, seen by all: never claimed in turn
    claim: ClassVar[Optional[str]] = None
