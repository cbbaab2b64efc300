"""A sitting: a series of deals at one table, for any game.

The sitting keeps what lasts from deal to deal: the players, the seed, the
dealer and how the deal passes, the results of the deals played, and
optionally the chips (a :class:`~games.core.ledger.Ledger`) and a score sheet
(a :class:`~games.core.scores.ScoreSheet`).  A deal is begun with
:meth:`Sitting.begin_deal`, which hands it a :class:`DealStart` (its number,
dealer, seed and players); when it is finished it *reports* a
:class:`DealResult` (payments, scores, the laws cited, and, where the game's
laws decide it, who deals next) and the sitting applies it, all or nothing.
The deal never writes into the sitting.

Usage:

>>> from games.core.ledger import Ledger, Transfer
>>> from games.core.sitting import Sitting, DealResult
>>> s = Sitting(["Ann", "Bob", "Cy"], seed=7, ledger=Ledger({"seat:0": 10, "seat:1": 10, "seat:2": 10}),
...             deal_law="peel-poker:18")
>>> start = s.begin_deal()
>>> start.number, start.dealer, start.seed
(1, 0, '7/deal1')
>>> s.report(DealResult(1, ("peel-poker:78",), payments=(Transfer("seat:1", "seat:0", 3, "peel-poker:78"),)))
>>> s.dealer, s.ledger["seat:0"], s.deals[0].by_account()
(1, 13, {'seat:1': -3, 'seat:0': 3})
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Iterable, Optional, Sequence

from games.core import checks
from games.core.actions import Event
from games.core.ledger import Ledger, Transfer
from games.core.options import cite_under
from games.core.scores import Score, ScoreSheet
from games.core.seating import next_seat
from games.errors import IllegalActionError

__all__ = ["DealStart", "DealResult", "Sitting"]


@dataclass(frozen=True)
class DealStart:
    """What a deal is given when it begins: its ``number`` (from 1), the ``dealer``'s seat, its own
    ``seed`` (derived from the sitting's) and the ``players`` in seat order."""

    number: int
    dealer: int
    seed: str
    players: tuple[str, ...]

    def __post_init__(self) -> None:
        checks.whole(self.number, "a deal's number", minimum=1)
        checks.seat(self.dealer, len(checks.names(self.players)), what="the dealer")
        checks.text(self.seed, "a deal's seed")


@dataclass(frozen=True)
class DealResult:
    """What a finished deal reports: its ``number``, the ``laws`` it was settled under, and

    * ``payments``: chips moved on the sitting's ledger, in order (:class:`~games.core.ledger.Transfer`,
      each with its law and why);
    * ``scores``: entries for the sitting's score sheet, in order (:class:`~games.core.scores.Score`);
    * ``next_dealer``: who deals next where the game's laws decide it (Vingt-un's natural); ``None``:
      the deal passes as the sitting says (to the left);
    * ``words``: the result in a sentence, for the log.

    Checked when made."""

    number: int
    laws: tuple[str, ...]
    payments: tuple[Transfer, ...] = ()
    scores: tuple[Score, ...] = ()
    next_dealer: Optional[int] = None
    words: str = ""

    def __post_init__(self) -> None:
        checks.whole(self.number, "a deal's number", minimum=1)
        object.__setattr__(self, "laws", checks.laws(self.laws))
        if not self.laws:
            raise IllegalActionError("a deal's result cites the laws it was settled under")
        for name, kind in (("payments", Transfer), ("scores", Score)):
            value = getattr(self, name)
            if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
                raise IllegalActionError(f"{name} must be a sequence of {kind.__name__}, not {value!r}")
            value = tuple(value)
            for v in value:
                if not isinstance(v, kind):
                    raise IllegalActionError(f"{v!r} is not a {kind.__name__}")
            object.__setattr__(self, name, value)
        for t in self.payments:
            checks.law_id(t.law)
            checks.text(t.source, "an account"), checks.text(t.target, "an account")
            checks.whole(t.amount, "a number of chips", law=t.law, minimum=0)
            if not isinstance(t.why, str):
                raise IllegalActionError(f"why must be words, not {t.why!r}", t.law)
            if t.source == t.target:
                raise IllegalActionError(f"a payment from {t.source} to itself", t.law)
        if self.next_dealer is not None:
            checks.whole(self.next_dealer, "the next dealer", minimum=0)
        if not isinstance(self.words, str):
            raise IllegalActionError(f"words must be text, not {self.words!r}")

    def by_account(self) -> dict[str, int]:
        """The chips each account gained (lost: negative) by the payments."""
        out: dict[str, int] = {}
        for t in self.payments:
            out[t.source] = out.get(t.source, 0) - t.amount
            out[t.target] = out.get(t.target, 0) + t.amount
        return out

    def by_side(self) -> dict[str, int]:
        """The points each side scored (deductions negative)."""
        out: dict[str, int] = {}
        for s in self.scores:
            out[s.side] = out.get(s.side, 0) + s.points
        return out


class Sitting:
    """A series of deals.

    ``players``: names in seat order (seat ``i + 1`` on the left of seat ``i``), between
    ``min_players`` and ``max_players`` (class attributes a game sets).  ``seed``: an int or a
    string; each deal's seed is :meth:`deal_seed` (``seed_format`` with the sitting's seed and the
    deal's number, so a subclass can keep the seeds its transcripts were made with).  ``dealer``:
    the first dealer's seat (drawing or cutting for it is the game's: :mod:`games.core.seating`).
    ``deal_law``: the law by which the deal passes to the left (cited in the log and in
    refusals).  ``ledger``, ``sheet``: the chips and the score, if the game keeps them.
    ``max_deals``: the sitting ends after so many deals (``None``: when the players stop).

    ``in_progress``: the :class:`DealStart` of the deal being played (``None`` between deals);
    ``results``: the :class:`DealResult` of each deal played; ``log``: the sitting's events.

    Subclasses change how the deal passes (:meth:`pass_deal`), when the sitting is over
    (:attr:`over`), and act on a result after it is applied (:meth:`after_result`); a game's own
    result records subclass :class:`DealResult` to carry what the game needs (Poker's next
    jack-pot, say).  Between deals :meth:`reseat` changes the players or their places."""

    min_players = 1
    max_players: Optional[int] = None
    seed_format = "{seed}/deal{number}"

    def __init__(self, players: Sequence[str], *, seed: int | str = 0, dealer: int = 0,
                 ledger: Optional[Ledger] = None, sheet: Optional[ScoreSheet] = None,
                 deal_law: Optional[str] = None, max_deals: Optional[int] = None):
        self.deal_law = checks.law_id(deal_law)
        self.players = checks.names(players, "the players", minimum=self.min_players, maximum=self.max_players)
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            raise IllegalActionError(f"a sitting's seed is a whole number or a string, not {seed!r}")
        self.seed = seed
        self.dealer = checks.seat(dealer, len(self.players), law=self.deal_law, what="the first dealer")
        if ledger is not None and not isinstance(ledger, Ledger):
            raise IllegalActionError(f"{ledger!r} is not a Ledger")
        if sheet is not None and not isinstance(sheet, ScoreSheet):
            raise IllegalActionError(f"{sheet!r} is not a ScoreSheet")
        if max_deals is not None:
            checks.whole(max_deals, "the number of deals", minimum=1)
        self.ledger = ledger
        self.sheet = sheet
        self.max_deals = max_deals
        self.results: list[DealResult] = []
        self.in_progress: Optional[DealStart] = None
        self.log: list[Event] = []

    # -- the record: each law as the sitting's games cite it ------------------------------------
    def cite(self, law: Any) -> Any:
        """``law`` as the games of this sitting cite it: through the sitting's rule set (its ``rules``,
        where it has one: another book's law under a declared reading), else with its words alone."""
        return cite_under(getattr(self, "rules", None), law)

    def _log(self, event: Event) -> None:
        """Add ``event`` to the sitting's record, each of its laws as :meth:`cite` cites it."""
        self.log.append(replace(event, laws=tuple(self.cite(x) for x in event.laws)) if event.laws else event)

    # -- queries -------------------------------------------------------------------------------
    @property
    def n(self) -> int:
        """The number of seats."""
        return len(self.players)

    @property
    def deals(self) -> tuple[DealResult, ...]:
        """The results of the deals played, in order."""
        return tuple(self.results)

    @property
    def over(self) -> bool:
        """No more deals: ``max_deals`` have been played (a subclass adds its own ends, e.g. rubbers)."""
        return self.max_deals is not None and len(self.results) >= self.max_deals

    def deal_seed(self, number: int) -> str:
        """The seed of deal ``number``: the same for the same sitting seed on every run."""
        checks.whole(number, "a deal's number", minimum=1)
        return self.seed_format.format(seed=self.seed, number=number)

    def state(self) -> dict:
        """What a snapshot must cover of the sitting (for a refused action's "nothing changed")."""
        return {"players": self.players, "dealer": self.dealer, "results": len(self.results),
                "in_progress": self.in_progress, "log": len(self.log),
                "ledger": None if self.ledger is None else dict(self.ledger.accounts),
                "sheet": None if self.sheet is None else len(self.sheet.entries)}

    # -- the players ---------------------------------------------------------------------------
    def reseat(self, players: Sequence[str], dealer: int, *, law: Optional[str] = None, words: str = "") -> None:
        """Between deals, the players change or change places (a new rubber with new partners, a player
        cut out, one who leaves): ``players`` in their new seat order, ``dealer`` the next dealer's seat.
        The results so far are kept; keeping the chips or scores of those who stay is the game's business."""
        checks.law_id(law)
        if self.in_progress is not None:
            raise IllegalActionError(f"the players change between deals, not during deal {self.in_progress.number}", law)
        names = checks.names(players, "the players", law=law, minimum=self.min_players, maximum=self.max_players)
        seat = checks.seat(dealer, len(names), law=law, what="the next dealer")
        if not isinstance(words, str):
            raise IllegalActionError(f"words must be text, not {words!r}", law)
        self.players, self.dealer = names, seat
        self._log(Event("reseat", words or f"the players: {', '.join(names)}; {names[seat]} deals next",
                        (law,) if law else (), seat))

    # -- the deals -----------------------------------------------------------------------------
    def begin_deal(self) -> DealStart:
        """Begin the next deal: refused while one is in progress or when the sitting is over."""
        if self.in_progress is not None:
            raise IllegalActionError(f"deal {self.in_progress.number} is in progress", self.deal_law)
        if self.over:
            raise IllegalActionError("the sitting is over", self.deal_law)
        number = len(self.results) + 1
        self.in_progress = DealStart(number, self.dealer, self.deal_seed(number), self.players)
        return self.in_progress

    def pass_deal(self, result: DealResult) -> int:
        """Who deals after ``result``: the seat it names, else the next to the left.  Asked before
        anything of the result is applied (so that a refusal changes nothing)."""
        if result.next_dealer is not None:
            return result.next_dealer
        return next_seat(self.dealer, self.n, law=self.deal_law)

    def after_result(self, result: DealResult) -> None:
        """Called once ``result`` is applied; a subclass reads what its own result records carry."""

    def report(self, result: DealResult) -> None:
        """Apply a finished deal's result: the payments to the ledger, the scores to the sheet, the deal
        to the next dealer.  All or nothing: a result that does not fit changes nothing."""
        if not isinstance(result, DealResult):
            raise IllegalActionError(f"{result!r} is not a DealResult")
        law = result.laws[0]
        if self.in_progress is None:
            raise IllegalActionError("no deal is in progress", law)
        if result.number != self.in_progress.number:
            raise IllegalActionError(f"a result for deal {result.number}, but deal {self.in_progress.number} "
                                     "is in progress", law)
        if result.next_dealer is not None:
            checks.seat(result.next_dealer, self.n, law=law, what="the next dealer")
        sheet, ledger = self.sheet, self.ledger
        if result.payments:
            if ledger is None:
                raise IllegalActionError("this sitting keeps no chips", law)
            balance = dict(ledger.accounts)
            for t in result.payments:
                if t.source not in ledger.overdraft and balance.get(t.source, 0) < t.amount:
                    raise IllegalActionError(f"{t.source} has {balance.get(t.source, 0)} chips, not {t.amount}",
                                             t.law or law)
                balance[t.source] = balance.get(t.source, 0) - t.amount
                balance[t.target] = balance.get(t.target, 0) + t.amount
        if result.scores and sheet is None:
            raise IllegalActionError("this sitting keeps no score", law)
        new_dealer = self.pass_deal(result)
        checks.seat(new_dealer, self.n, law=law, what="the next dealer")
        # all or nothing: a sheet for the scores and a ledger for the payments were required above
        if result.scores and sheet is not None:
            sheet.enter(result.scores, deal=result.number)
        for t in result.payments:
            if ledger is not None:
                ledger.transfer(t.source, t.target, t.amount, law=t.law, why=t.why)
        self.results.append(result)
        self.in_progress = None
        if result.words:
            self._log(Event("result", f"deal {result.number}: {result.words}", result.laws))
        if new_dealer != self.dealer:
            self._log(Event("deal-passes", f"the deal passes to {self.players[new_dealer]}",
                            (self.deal_law,) if self.deal_law and result.next_dealer is None else result.laws,
                            new_dealer))
        self.dealer = new_dealer
        self.after_result(result)
