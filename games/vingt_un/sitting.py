"""A sitting at Vingt-un on the core's :class:`~games.core.sitting.Sitting`: the series of rounds, and who deals them.

The core's sitting counts *deals*; at Vingt-un each of its deals is a **round**
(a hand played out and settled), and the word "deal" keeps its meaning at the
table: the run of rounds one player deals, until a natural puts him out or it
has run its agreed length (Peel p6, p18, p30).  The sitting keeps what lasts
from round to round: the players, the seed, the rounds played, whose turn it
is to deal (``dealer``: the *proper* dealer,
who may sell his turn, Peel p31), the deals completed by each player (Peel p4),
and the cards, which are not re-united after a round (Peel p17): the stock and
the pone's cards are reported by the finished round and handed to the next one.

A finished round *reports* a :class:`RoundResult`; the sitting applies it (the
deal stays, or goes where the result says) and never is written into by the
round.  The money is paid at the table as the round goes (an over-draw "at
once", Peel p12) on a copy of the sitting's chips (:meth:`VingtUnSitting.table_ledger`);
the round reports those payments with its result and the sitting applies them
to its own ledger, all or nothing (so the sale of the deal and the counters to
the pool paid before a round belong to it).

>>> from games.vingt_un.sitting import RoundResult, VingtUnSitting
>>> s = VingtUnSitting(["Ann", "Bob", "Cy"], seed=7, dealer=1, max_rounds=3)
>>> start = s.begin_deal()
>>> s.report(RoundResult(start.number, ("peel-vingt-un:p18",), proper_dealer=1))
>>> s.dealer, s.rounds_played, s.deals_done          # no natural: the deal stays
(1, 1, 0)
>>> _ = s.begin_deal()
>>> s.report(RoundResult(2, ("peel-vingt-un:p18",), next_dealer=2, proper_dealer=1, passes=True))
>>> s.dealer, s.deals_done, s.deals_by[1]
(2, 1, 1)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Optional, Sequence

from games.cards import Card
from games.core import checks
from games.core.actions import SettlementLine
from games.core.ledger import Ledger
from games.core.sitting import DealResult, Sitting
from games.errors import IllegalActionError

__all__ = ["RoundResult", "VingtUnSitting"]


@dataclass(frozen=True)
class RoundResult(DealResult):
    """What a finished round of Vingt-un reports: besides the core's result (its number, the laws, who deals
    next if the deal passes), the ``proper_dealer`` whose deal it was, whether the deal ``passes`` (a natural,
    or its agreed length), the cards carried on (``stock``, top first, and ``pile``, the pone's cards:
    ``(card, None if seen by all, else the seat that saw it)``) and the round's ``settlement`` lines."""

    proper_dealer: int = 0
    passes: bool = False
    stock: tuple[Card, ...] = ()
    pile: tuple[tuple[Card, Optional[int]], ...] = ()
    settlement: tuple[SettlementLine, ...] = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        checks.whole(self.proper_dealer, "the proper dealer", minimum=0)
        if not isinstance(self.passes, bool):
            raise IllegalActionError(f"passes: yes or no, not {self.passes!r}", self.laws[0])
        if self.passes is False and self.next_dealer is not None:
            raise IllegalActionError("the deal stays: no next dealer is named", self.laws[0])
        for name in ("stock", "pile", "settlement"):
            object.__setattr__(self, name, tuple(getattr(self, name)))


class VingtUnSitting(Sitting):
    """The rounds of a sitting at Vingt-un (2 to 8 players).

    ``max_rounds``: the sitting ends after so many rounds (the core's ``max_deals``); ``max_deals``: after so many
    completed deals (Peel p4: fairest when every player has dealt as often as the others)."""

    min_players = 2
    max_players = 8
    seed_format = "{seed}/round{number}"

    def __init__(self, players: Sequence[str], *, seed: int | str | object = 0, dealer: int = 0,
                 max_rounds: Optional[int] = None, max_deals: Optional[int] = None, ledger: Optional[Ledger] = None,
                 deal_law: Optional[str] = None):
        super().__init__(players, seed=seed if isinstance(seed, (int, str)) and not isinstance(seed, bool)
                         else repr(seed), dealer=dealer, ledger=ledger, deal_law=deal_law, max_deals=max_rounds)
        if max_deals is not None:
            checks.whole(max_deals, "the number of deals", minimum=1)
        self.max_completed_deals = max_deals
        #: the deals completed, by the proper dealer (Peel p4)
        self.deals_by: Counter = Counter()
        #: the cards carried from the last round to the next: the stock (top first) and the pone's cards
        self.stock: tuple[Card, ...] = ()
        self.pile: tuple[tuple[Card, Optional[int]], ...] = ()

    def table_ledger(self) -> Ledger:
        """A copy of the sitting's chips for the next round to pay on as it goes (its payments come back with its
        result, and the sitting applies them)."""
        if self.ledger is None:
            raise IllegalActionError("this sitting keeps no chips", self.deal_law)
        return Ledger(dict(self.ledger.accounts), overdraft=self.ledger.overdraft)

    @property
    def rounds_played(self) -> int:
        return len(self.results)

    @property
    def deals_done(self) -> int:
        """The deals completed (a deal passes by a natural or at its agreed length)."""
        return sum(self.deals_by.values())

    @property
    def over(self) -> bool:
        """The agreed number of rounds, or of completed deals, has been played."""
        return super().over or (self.max_completed_deals is not None and self.deals_done >= self.max_completed_deals)

    def pass_deal(self, result: DealResult) -> int:
        """At Vingt-un the deal stays with the dealer unless the round's laws pass it (a natural, Peel p18;
        its agreed length, Peel p30): then to the seat the result names."""
        return self.dealer if result.next_dealer is None else result.next_dealer

    def after_result(self, result: DealResult) -> None:
        if isinstance(result, RoundResult):
            if result.passes:
                self.deals_by[result.proper_dealer] += 1
            self.stock, self.pile = result.stock, result.pile
