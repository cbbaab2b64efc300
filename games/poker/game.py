"""One game (one deal) of Draw Poker under Peel's laws: the chapters composed.

:class:`Game` is a :class:`games.core.state.State` made of one mixin per
chapter of Peel's laws -- :mod:`~games.poker.deal` (1-18),
:mod:`~games.poker.ante` (19-24), :mod:`~games.poker.play` (25-33),
:mod:`~games.poker.draw` (34-51), :mod:`~games.poker.betting` (52-58),
:mod:`~games.poker.show` (59-64, 76) -- whose verifiers and appliers are
registered with ``@verifies`` / ``@applies`` and tagged with the laws they
carry out.  Create it with :meth:`games.poker.sitting.Sitting.new_game`:

>>> from games.poker import Sitting, Stake, Draw
>>> sitting = Sitting(["Ann", "Bob", "Cy", "Di"], chips=50, ante=1, limit=10, seed=7)
>>> game = sitting.new_game()          # ante, shuffle, cut and deal run by themselves
>>> game.to_act, len(game.view(game.to_act).hand)
(0, 5)
>>> game.legal_actions()[:3]
[Pass(seat=0), Stake(seat=0, amount=2), Stake(seat=0, amount=3)]
>>> _ = game.do(Stake(game.to_act, 2))   # Ann opens at double the ante (law 25)
>>> while not game.over:               # everyone else makes good, stands in the draw, stands in the betting
...     legal = game.legal_actions()
...     _ = game.do(next((a for a in legal if isinstance(a, Draw)), None) or next(a for a in legal if isinstance(a, Stake)))
>>> game.settlement[0].laws
('peel-poker:59',)
"""

from __future__ import annotations

from typing import Optional

from games.cards import Card
from games.core.seating import cycle_from, next_seat
from games.poker.actions import (
    Ante, Borrow, Collect, Cut, DealCard, DeclineStraddle, Discard, Draw, FinishDeal, Give, JackpotAnte, Pass,
    PokerAction, RaiseHand, Show, ShowForSum, Shuffle, Stake, Straddle, AskDealer,
)  # fmt: skip
from games.poker.ante import AnteChapter
from games.poker.base import SittingTerms
from games.poker.betting import BettingChapter
from games.poker.deal import DealChapter
from games.poker.draw import DrawChapter
from games.poker.play import PlayChapter
from games.poker.records import (
    AnteState, Automation, DealState, DrawState, DrawStep, Duty, Phase, PlayerView, PlayState, SeatState, Step,
)
from games.poker.rules import law
from games.poker.show import ShowChapter
from games.poker.remedies import RemediesChapter
from games.laws import implements

__all__ = ["Game"]

_PACK_KEYS: dict = {}


class Game(RemediesChapter, ShowChapter, BettingChapter, DrawChapter, PlayChapter, AnteChapter, DealChapter):
    """One deal under the laws.  Create it with :meth:`Sitting.new_game`.

    ``verify(action)`` raises a :class:`~games.errors.GameError` naming the
    law broken; ``can(action)``; ``do(action)`` verifies, applies, runs the
    automations and returns the events it caused (a refused action leaves the
    game unchanged).  ``legal_actions(seat=None)`` lists the regular actions
    open now; ``to_act``, ``actor`` (``"player"``, ``"dealer"`` or ``None``),
    ``phase``, ``view(seat)`` (:class:`~games.poker.records.PlayerView`), ``over``, ``result``,
    ``settlement``, ``log``, ``actions``, ``transcript()``, ``check_invariants()``.
    """

    def __init__(self, sitting: SittingTerms, seed: object = None, automations: Automation = Automation.DEFAULT):
        number = len(sitting.games) + 1
        super().__init__(seed=f"{sitting.seed}/game{number}" if seed is None else seed, seats=sitting.n,
                         names=sitting.players, mode=sitting.mode)
        self.sitting = sitting
        self.rules = sitting.rules
        self.automations = automations
        self.number = number
        self.ledger = sitting.ledger
        self.dealer = sitting.dealer
        self.carried_in = sitting.carried
        self.level = sitting.jackpot_level
        self.jackpot = self.level > 0
        out_dealer = (self.rules.eight_with_dealer_out and self.n == 8 and self.rules.pack != "sixty"
                      and self.rules.code == "foster-poker")
        order = cycle_from(next_seat(self.dealer, self.n), self.n)  # from the dealer's left (law 7)
        if out_dealer:
            order.remove(self.dealer)
        self.dealt_in: tuple[int, ...] = tuple(order)
        self.seats = [SeatState() for _ in range(self.n)]
        self.phase = Phase.ANTE
        self.stock: list[Card] = list(self.rules.new_pack().cards)
        self.discards: list[Card] = []
        self.deal = DealState()
        self.antes = AnteState(seat=next_seat(self.dealer, self.n), amount=sitting.ante)  # law 20
        self.play = PlayState()
        self.drawing = DrawState()
        self.show_order: list[int] = []
        self.refunds: list = []
        self.next_jackpot_level = 0
        self.settlement: tuple = ()
        self.result: dict = {}
        self.start_stacks = tuple(self.stacks)
        sitting.games.append(self)
        if self.jackpot:
            self.event("jackpot",
                       f"a jack-pot: every player pays the ante; it opens with two {self.minimum.name_}s or better",
                       tuple(law(n) for n in (30, 31, 32))[: min(self.level, 3)])
        self._automate()

    def _title(self) -> str:
        return (
            f"game {self.number}: {', '.join(f'{i}={nm}' for i, nm in enumerate(self.names))}; "
            f"dealer {self.names[self.dealer]}; ante {self.sitting.ante}, limit {self.sitting.limit}; "
            f"stacks {' '.join(str(s) for s in self.start_stacks)}; pool {self.carried_in}; rules {self.rules.name}"
        )

    # -- whose step -------------------------------------------------------------------------------
    def _step(self) -> Optional[Step]:
        """The next step of the game, asked of the chapter whose phase it is."""
        if self.over:
            return None
        p = self.phase
        if p in (Phase.ANTE, Phase.STRADDLE):
            return self._ante_step()
        if p in (Phase.SHUFFLE, Phase.DEAL):
            return self._deal_step()
        if p in (Phase.PLAY, Phase.BETTING):
            return Step("player", self.play.turn, Duty.STAKE)
        if p is Phase.DRAW:
            return self._draw_step()
        if p is Phase.SHOW:
            return self._show_step()
        return None

    @property
    def to_act(self) -> Optional[int]:
        """The seat whose step it is (the dealer's seat for the dealer's duties; the chooser of a remedy)."""
        if self.open_rulings:
            return self.open_rulings[0].ruling.choosers[0]
        k = self._step()
        return None if k is None else k.seat

    @property
    def actor(self) -> Optional[str]:
        k = self._step()
        return None if k is None else k.role

    @property
    def straddles(self) -> list[int]:
        return self.antes.straddles

    # -- automations ------------------------------------------------------------------------------
    def auto_action(self) -> Optional[PokerAction]:
        k = self._step()
        if k is None:
            return None
        A, s, duty = self.automations, k.seat, k.duty
        if duty is Duty.ANTE and A & Automation.ANTE:
            return Ante(s, self.sitting.ante)
        if duty is Duty.JACKPOT_ANTE and A & Automation.ANTE:
            return JackpotAnte(s)
        if duty is Duty.STRADDLE and A & Automation.DECLINE_STRADDLES:
            return DeclineStraddle(s)
        if duty is Duty.SHUFFLE and A & Automation.SHUFFLE:
            return Shuffle(s)
        if duty is Duty.CUT and A & (Automation.COLLECT if self.phase is Phase.DRAW else Automation.CUT):
            n = len(self.drawing.short.collected) if self.phase is Phase.DRAW else len(self.stock)
            return Cut(s, self.rng("cut", self.deal.number, self.deal.shuffles).randint(1, n - 1) if n > 1 else 0)
        if duty is Duty.DEAL and A & Automation.DEAL:
            return DealCard()
        if duty is Duty.RAISE and A & Automation.RAISE_HANDS:
            return RaiseHand(s)
        if duty is Duty.GIVE and A & Automation.GIVE:
            st = self.seats[self.drawing.seat]
            return Give(self.drawing.seat, min(len(st.discarded) - st.given, len(self.stock)))
        if duty is Duty.COLLECT and A & Automation.COLLECT:
            return Collect()
        if duty is Duty.SHOW and A & Automation.SHOW:
            return Show(s)
        return None

    # -- what is open -------------------------------------------------------------------------------
    def legal_actions(self, seat: Optional[int] = None) -> list[PokerAction]:
        """The regular actions open now (for ``seat``, or for whoever acts).

        Irregularities (:data:`~games.poker.actions.IRREGULAR_ACTIONS`) are never listed."""
        k = self._step()
        if k is None or seat is None or self.open_rulings:
            return super().legal_actions(seat)
        if seat == k.seat:
            return super().legal_actions()  # the dealer's duties (deal, collect) name no seat
        ask = AskDealer(seat)
        return [ask] if self.phase in (Phase.DRAW, Phase.BETTING) and self.can(ask) else []

    def _legal_actions(self) -> list[PokerAction]:
        k = self._step()
        if k is None:
            return []
        s, duty = k.seat, k.duty
        ante, limit = self.sitting.ante, self.sitting.limit
        if duty is Duty.ANTE:
            out = [Ante(s, a) for a in range(1, limit // 2 + 1) if a <= self.stacks[s]]
            out.sort(key=lambda x: x.amount != ante)
            if self.stacks[s] < ante and self.rules.borrowing:
                out.append(Borrow(s, ante - self.stacks[s]))
            return out
        if duty is Duty.JACKPOT_ANTE:
            out = [JackpotAnte(s)]
            if self.stacks[s] < ante and self.rules.borrowing:
                out.append(Borrow(s, ante - self.stacks[s]))
            return out
        if duty is Duty.STRADDLE:
            return [DeclineStraddle(s), Straddle(s)]
        if duty is Duty.SHUFFLE:
            return [Shuffle(s)]
        if duty is Duty.CUT:
            if self.phase is Phase.DRAW:
                return [Cut(s, max(1, len(self.drawing.short.collected) // 2))]
            return [Cut(s, len(self.stock) // 2)]
        if duty is Duty.DEAL:
            return [DealCard()] if self.stock else [FinishDeal()]
        if duty is Duty.RAISE:
            return [RaiseHand(s)]
        if duty is Duty.STAKE:
            st = self.seats[s]
            lo = max(0, self.play.highest - st.stake)
            if self.phase is Phase.PLAY and not self.play.opened:
                lo = max(lo, self.open_minimum() - st.stake)
            hi = min(self.play.highest + limit - st.stake, self.stacks[s])
            out = [Pass(s)] + [Stake(s, amt) for amt in range(lo, hi + 1)] + [ShowForSum(s)]
            if self.rules.borrowing and self.stacks[s] < max(lo, 1):
                out.append(Borrow(s, max(lo, 1) - self.stacks[s]))
            return out
        if duty is Duty.DRAW:
            return [Draw(s, ())] + [Draw(s, (c,)) for c in self.seats[s].hand]
        if duty is Duty.GIVE:
            return [Give(self.drawing.seat)]
        if duty is Duty.DISCARD:
            return [Discard(s, ())] + [Discard(s, (c,)) for c in self.seats[s].hand]
        if duty is Duty.COLLECT:
            return [Collect()]
        return [Show(s)]

    @implements(law(6), law(28))
    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see.  Law 6: the cards are dealt face down, so
        the view holds only the player's own hand (and cards exposed); law 28:
        a retired hand is never divulged (nor in the settlement); every draw is
        seen as it is made, though the dealer tells nobody later (law 51)."""
        self.check_seat(seat, law(6))
        seats = self.seats
        return PlayerView(
            seat=seat,
            name=self.names[seat],
            hand=tuple(seats[seat].hand),
            phase=self.phase,
            to_act=self.to_act,
            dealer=self.dealer,
            ante=self.antes.amount,
            limit=self.sitting.limit,
            jackpot=self.jackpot,
            jackpot_minimum=self.minimum,
            opened=self.play.opened,
            pool=self.pool,
            highest_stake=self.play.highest,
            stakes=tuple(o.stake for o in seats),
            stacks=tuple(self.stacks),
            in_game=tuple(s in self.dealt_in and not seats[s].retired for s in range(self.n)),
            short=tuple(o.short for o in seats),
            card_counts=tuple(len(o.hand) for o in seats),
            drawn=tuple(o.given if o.draw is DrawStep.GIVEN else (0 if o.draw is DrawStep.STOOD else None) for o in seats),
            exposed=tuple(tuple(o.exposed) for o in seats),
            shown=tuple(tuple(o.hand) if o.shown and not o.retired else None for o in seats),
            names=tuple(self.names),
            legal=tuple(self.legal_actions(seat)) if self.to_act == seat else (),
            pack_count=len(self.stock),
        )

    @property
    def pack(self) -> tuple[Card, ...]:
        """The cards left in the pack, top first.  They lie face down: nobody at the table
        knows their order (law 6), so no :meth:`view` holds it; the property is for the referee's
        checks, demonstrations and tests.  A copy: changing it changes nothing."""
        return tuple(self.stock)

    # -- checking -------------------------------------------------------------------------------------
    def snapshot(self) -> dict:
        """A deep copy of the game and of the sitting's state (a refused action changes neither)."""
        d = super().snapshot()
        d["sitting"] = self.sitting.state()
        return d

    def all_cards(self) -> list[Card]:
        cards = list(self.stock) + list(self.discards) + list(self.drawing.turned)
        if self.drawing.short is not None and self.drawing.short.collected is not None:
            cards += self.drawing.short.collected
        for st in self.seats:
            cards.extend(st.hand)
        return cards

    def check_invariants(self) -> None:
        """Cards never lost or duplicated; chips conserved (raises AssertionError)."""
        key = _PACK_KEYS.get(self.rules.pack)
        if key is None:
            key = _PACK_KEYS[self.rules.pack] = sorted(c.index for c in self.rules.new_pack().cards)
        cards = self.all_cards()
        if sorted(c.index for c in cards) != key:
            raise AssertionError(f"cards lost or duplicated: {len(cards)} cards held")
        self.ledger.check()

    def transcript_header(self) -> list[str]:
        """The machine transcript's first line: the sitting as this game found it."""
        return [self._title()]

