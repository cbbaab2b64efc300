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
>>> _ = game.do(Stake(game.to_act, 2))   # Ann opens at double the ante (Rule 25)
>>> while not game.over:               # everyone else makes good, stands in the draw, stands in the betting
...     legal = game.legal_actions()
...     _ = game.do(next((a for a in legal if isinstance(a, Draw)), None) or next(a for a in legal if isinstance(a, Stake)))
>>> game.settlement[0].laws
('peel-poker:59',)
"""

from __future__ import annotations

from typing import Optional

from games.cards import Card
from games.errors import IllegalActionError, RuleSetError
from games.core.actions import Action
from games.core.observe import Exposed
from games.core.sitting import DealStart
from games.core.seating import cycle_from, next_seat
from games.poker.actions import AskDealer
from games.poker.ante import AnteChapter
from games.poker.base import SittingTerms
from games.poker.betting import BettingChapter
from games.poker.deal import DealChapter
from games.poker.draw import DrawChapter
from games.poker.play import PlayChapter
from games.poker.records import AnteState, Automation, DealState, DrawState, DrawStep, Phase, PlayerView, PlayState, SeatState
from games.poker import law_words as W
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
    open now; ``to_act``, ``actor`` (``"player"``, ``"dealer"``, ``"chooser"`` of
    an open ruling's remedy, or ``None``), ``claimable()`` (the breaches a
    :class:`~games.core.breaches.Claim` may name),
    ``phase``, ``view(seat)`` (:class:`~games.poker.records.PlayerView`), ``over``, ``result``,
    ``settlement``, ``log``, ``actions``, ``transcript()``, ``check_invariants()``.
    """

    #: who sees which hand: his own (Rule 6: dealt face down), and every hand shown at the show (59)
    observer = Exposed()

    def __init__(self, sitting: SittingTerms, start: DealStart, seed: object = None,
                 automations: Automation = Automation.DEFAULT):
        if not isinstance(sitting, SittingTerms):
            raise IllegalActionError(f"a game is played in a sitting (games.poker.sitting.Sitting), not {sitting!r}",
                                     law(81))
        if not isinstance(start, DealStart):
            raise IllegalActionError(f"a game begins from its sitting's DealStart, not {start!r}", law(18))
        if not isinstance(automations, Automation):
            raise RuleSetError(f"the automations are members of Automation combined, not {automations!r}")
        super().__init__(seed=start.seed if seed is None else seed, seats=len(start.players),
                         names=start.players, mode=sitting.mode)
        self.sitting = sitting
        self.rules = sitting.rules
        self.automations = automations
        self.number = start.number
        self.ledger = sitting.ledger
        self.dealer = start.dealer
        self.carried_in = sitting.carried
        self.level = sitting.jackpot_level
        self.jackpot = self.level > 0
        out_dealer = (self.rules.eight_with_dealer_out and self.n == 8 and self.rules.pack != "sixty"
                      and self.rules.code == "foster-poker")
        order = cycle_from(next_seat(self.dealer, self.n), self.n)  # from the dealer's left (Rule 7)
        if out_dealer:
            order.remove(self.dealer)
        self.dealt_in: tuple[int, ...] = tuple(order)
        self.seats = [SeatState() for _ in range(self.n)]
        self.phase = Phase.ANTE
        self.stock: list[Card] = list(self.rules.new_pack().cards)
        self.discards: list[Card] = []
        self.deal = DealState()
        self.antes = AnteState(seat=next_seat(self.dealer, self.n), amount=sitting.ante)  # Rule 20
        self.play = PlayState()
        self.drawing = DrawState()
        self.show_order: list[int] = []
        self.refunds: list = []
        self.next_jackpot_level = 0
        self.settlement: tuple = ()
        self.result: dict = {}
        self.start_stacks = tuple(self.stacks)
        self.loans: list[tuple[int, Optional[int], int]] = []  #: made in this game (Rule 62), reported at the end
        if self.jackpot:
            self.event("jackpot",
                       f"a jack-pot: every player pays the ante; it opens with two {self.minimum.name_}s or better",
                       (W.JACKPOT_WHOLE,) if self.level == 1 else (W.JACKPOT_31 if self.level == 2 else W.SERIES,))
        if out_dealer:
            self.event("dealer-out", f"eight players: {self.name(self.dealer)}, the dealer, takes no cards",
                       (W.EIGHT_DEALER_OUT,), self.dealer)
        self._automate()

    def _title(self) -> str:
        return (
            f"game {self.number}: {', '.join(f'{i}={nm}' for i, nm in enumerate(self.names))}; "
            f"dealer {self.names[self.dealer]}; ante {self.sitting.ante}, limit {self.sitting.limit}; "
            f"stacks {' '.join(str(s) for s in self.start_stacks)}; pool {self.carried_in}; rules {self.rules.name}"
        )

    @property
    def straddles(self) -> list[int]:
        return self.antes.straddles

    # -- what is open -------------------------------------------------------------------------------
    # Whose step it is, what is open for it and what runs by itself are registered by the chapter
    # that owns each phase and duty (``@turn``, ``@offers``, ``@automates``); the core answers
    # ``to_act``, ``actor``, ``auto_action`` and ``legal_actions()``, open rulings first.
    def legal_actions(self, seat: Optional[int] = None) -> list[Action]:
        """The regular actions open now (for ``seat``, or for whoever acts).

        Irregularities (:data:`~games.poker.actions.IRREGULAR_ACTIONS`) and claims are never listed.
        Poker's own addition: the dealer's duties (deal, collect) name no seat, and a player who is
        not to act may still ask the dealer how many cards he drew (Rule 49)."""
        if seat is not None:
            self.check_seat(seat)
        k = self.step()
        if k is None or seat is None or self.open_rulings:
            return super().legal_actions(seat)
        if seat == k.seat:
            return super().legal_actions()
        ask = AskDealer(seat)
        return [ask] if self.phase in (Phase.DRAW, Phase.BETTING) and self.can(ask) else []

    def exposed_hands(self) -> frozenset[int]:
        """The hands laid on the table for all to see: those shown at the show (Rule 59), never a
        retired hand (Rule 28).  The :attr:`observer` (:class:`~games.core.observe.Exposed`) shows
        each seat its own hand and these."""
        return frozenset(s for s, o in enumerate(self.seats) if o.shown and not o.retired)

    @implements(law(6), law(28))
    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see.  Rule 6: the cards are dealt face down, so
        the view holds only the player's own hand (and cards exposed); Rule 28:
        a retired hand is never divulged (nor in the settlement); every draw is
        seen as it is made, though the dealer tells nobody later (Rule 51)."""
        self.check_seat(seat, law(6))
        seats = self.seats
        exposed = self.exposed_hands()
        return PlayerView(
            seat=seat,
            name=self.names[seat],
            hand=tuple(seats[seat].hand) if self.sees(seat, seat) else (),
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
            shown=tuple(tuple(o.hand) if s in exposed and self.sees(seat, s) else None for s, o in enumerate(seats)),
            names=tuple(self.names),
            legal=tuple(self.legal_actions(seat)) if self.to_act == seat else (),
            pack_count=len(self.stock),
        )

    @property
    def pack(self) -> tuple[Card, ...]:
        """The cards left in the pack, top first.  They lie face down: nobody at the table
        knows their order (Rule 6), so no :meth:`view` holds it; the property is for the referee's
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

