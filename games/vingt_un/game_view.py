"""What one seat at Vingt-un may know: :class:`VingtUnView` (the only thing computer players and widgets read).

Besides the cards in sight and the money, the view carries the composition of the
cards the seat has not seen (``unseen``, values ace to ten-cards as in
:func:`games.vingt_un.cards.composition`): the pack is not re-united after each
round, so a player who remembers the cards gone to the pone knows more than
the full pack's odds -- the exact odds (``games.vingt_un.odds``) can work from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from games.vingt_un.cards import card_values, total
from games.vingt_un.records import VingtUnPhase

__all__ = ["HandView", "VingtUnView"]


@dataclass(frozen=True)
class HandView:
    """A hand as a seat sees it: ``cards`` with ``None`` for a card face down that is not his."""

    cards: tuple
    stake: int
    stood: bool
    over: bool
    natural: bool
    settled: bool
    imaginary: int = 0  #: points added to the cards (Imaginary Tens)

    @property
    def known(self) -> tuple:
        return tuple(c for c in self.cards if c is not None)

    @property
    def points(self) -> Optional[int]:
        """The count, if every card is in sight."""
        if not self.cards or None in self.cards:
            return None
        return total(tuple(card_values(self.cards)) + ((self.imaginary,) if self.imaginary else ())).points

    @property
    def soft(self) -> bool:
        if not self.cards or None in self.cards:
            return False
        return total(tuple(card_values(self.cards)) + ((self.imaginary,) if self.imaginary else ())).soft


@dataclass(frozen=True)
class VingtUnView:
    seat: int
    code: str
    rules: str
    dealer: int
    proper_dealer: int
    pone: int
    phase: VingtUnPhase
    to_act: Optional[int]
    hands: tuple  #: per seat, a tuple of :class:`HandView`
    doubled: bool
    limits: tuple
    pool: int
    balances: tuple  #: each seat's winnings (negative: losses)
    stock_size: int
    pile_size: int
    unseen: tuple  #: composition (counts of values 1..10) of the cards this seat has not seen
    legal: tuple
    round_no: int
    round_in_deal: int
    #: the least and greatest stake this seat may lay now (every whole amount between is legal; ``legal``
    #: lists only representatives of the range), or ``None``
    stake_bounds: Optional[tuple] = None

    @classmethod
    def _make(cls, g, seat: int, hands: tuple, seen: list) -> "VingtUnView":
        """The view the game builds for ``seat`` (the game's own call: :meth:`VingtUn.view`)."""
        counts = list(g.pack_composition)
        for v in card_values(seen):
            counts[v - 1] -= 1
        return cls(seat, g.code, g.rules.name, g.dealer, g.deal.proper, g.pone if g.dealer is not None else 0, g.phase,
                   g.to_act, hands, g.stakes.doubled, g.limits, g.ledger["pool"],
                   tuple(g.ledger[f"seat:{s}"] for s in range(g.n)), len(g.stock), len(g.pile), tuple(counts),
                   tuple(g.legal_actions(seat)), g.round_no, g.deal.rounds,
                   g.stake_bounds(seat))

    @property
    def own(self) -> tuple:
        """This seat's hands."""
        return self.hands[self.seat]
