"""What every chapter of a sitting at Vingt-un shares: its state, declared, and the duties one chapter asks of another.

:class:`VingtUnBase` is the :class:`games.core.state.State` the chapters build on
(:mod:`~games.vingt_un.game` the deal, the stakes and the draw;
:mod:`~games.vingt_un.game_naturals`; :mod:`~games.vingt_un.game_rounds`;
:mod:`~games.vingt_un.referee`; :mod:`~games.vingt_un.french`).  No chapter
imports another: each field is declared here with its type, the helpers every
chapter uses (the law of a step, paying, giving a card, the pone) live here,
and every method one chapter calls on another is declared here as a *duty*
(a stub naming the chapter that answers for it), so that each chapter
type-checks against this class alone.

:class:`BookReferee` (each book's referee) is here too, so that the state can
declare its referee's type without importing the referee's chapter.

>>> from games.vingt_un.base import VingtUnBase
>>> VingtUnBase.duties()["settle_round"]
'game_rounds'
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Optional

from games.cards import Card
from games.citations import Convention
from games.core.actions import SettlementLine
from games.core.ledger import Ledger, Transfer, seat_account
from games.core.referee import Irregularity, Referee, REFEREES, Ruling
from games.core.seating import cycle_from
from games.core.state import State
from games.core.turns import duty
from games.errors import IllegalActionError, check_int, check_items, check_text
from games.laws import implements
from games.vingt_un.cards import FULL_PACK
from games.vingt_un.game_laws import law as _law
from games.vingt_un.records import DealRecord, DrawRecord, Hand, NaturalsRecord, Payment, StakeRecord
from games.vingt_un.records import VingtUnPhase as Phase
from games.vingt_un.rules import VingtUnRules
from games.vingt_un.sitting import VingtUnSitting

__all__ = ["VingtUnBase", "BookReferee", "duty"]



class BookReferee(Referee):
    """The referee of one book's code: it rules only games played under that code, and where the book is
    silent on an irregularity it says so, citing ``silence`` (the law that says, or shows, that the book has
    none), instead of borrowing another book's ruling.  Made once per code, it is registered in the core's
    registry (:func:`games.core.referee.referee_for`)."""

    #: what the refusals call each irregularity (by class name)
    kinds_called: dict[str, str] = {}

    def __init__(self, code: str, book: str, silence: str, words: str):
        super().__init__(code)
        self.book = book
        self.silence = silence
        self.words = words

    def knows_kind(self, cls: type) -> bool:
        """The book has a law for irregularities of class ``cls``."""
        return any(issubclass(cls, c) for c in self._rules)

    def silent(self, cls: type) -> IllegalActionError:
        """The refusal of an irregularity the book has no law for."""
        what = (cls.__doc__ or cls.__name__).strip().split("\n")[0].rstrip(".")
        what = self.kinds_called.get(cls.__name__, what[0].lower() + what[1:])
        return IllegalActionError(f"{self.book} gives no law for {what}: {self.words}", self.silence)

    def rule(self, state: Any, irregularity: Irregularity) -> Ruling:
        code = getattr(state, "code", self.code) if state is not None else self.code
        if code != self.code:
            other = REFEREES.get(code)
            raise IllegalActionError(f"the referee of {self.code} rules games under that code only, not a game "
                                     f"under {code}: each book is its own referee",
                                     other.silence if isinstance(other, BookReferee) else None)
        if isinstance(irregularity, Irregularity) and not self.knows(irregularity):
            raise self.silent(type(irregularity))
        return super().rule(state, irregularity)


class VingtUnBase(State):
    """The state of a sitting at Vingt-un, declared; the chapters add their handlers and their duties."""

    # -- set up by VingtUn.__init__ ---------------------------------------------------------
    rules: VingtUnRules
    code: str
    referee: BookReferee  # type: ignore[assignment]
    limits: tuple[int, int]
    max_rounds: Optional[int]
    max_deals: Optional[int]
    #: the money at the table as the round goes (paid at once, Peel p12): a copy of the sitting's ledger made when
    #: the last round reported; the round's payments (:attr:`round_payments`) are reported with its result and
    #: applied by the sitting
    ledger: Ledger
    round_payments: list[Transfer]
    phase: Phase
    #: who deals (the buyer, after a sale); ``None`` only while the constructor finds the first dealer
    dealer: int
    deal: DealRecord
    stock: list[Card]
    #: (card, None if seen by all, else the one seat that saw it)
    pile: list[tuple[Card, Optional[int]]]
    hands: dict[int, list[Hand]]
    retired: set[int]
    #: the punters, from the left of the proper dealer
    order: list[int]
    stakes: StakeRecord
    naturals: NaturalsRecord
    drawing: DrawRecord
    #: the rounds played, who deals next, the deals completed and the cards carried on (the core's Sitting)
    sitting: VingtUnSitting
    settlement: list[SettlementLine]
    cut_count: int
    #: how many cards have been given from the stock in the sitting (a card "dealt since", Peel p22)
    cards_given: int = 0
    #: the arranged pack, top first (``None``: shuffled from the seed); the same cards as the rule set's packs
    arranged_pack: Optional[tuple[Card, ...]]

    def rounds_before(self) -> int:
        """The rounds counted as played before the sitting begins (none; French Vingt-Un may begin later)."""
        return 0

    @property
    def round_no(self) -> int:
        """The rounds completed in the sitting (with those counted as played before it began)."""
        return self.rounds_before() + self.sitting.rounds_played

    @property
    def deals_done(self) -> int:
        """The deals completed (Peel p4)."""
        return self.sitting.deals_done

    @property
    def deals_by(self) -> Counter:
        """The deals completed, by the player whose deal it was (Peel p4)."""
        return self.sitting.deals_by

    @property
    def pack_composition(self) -> tuple[int, ...]:
        """How many cards of each value (ace to ten-cards, :data:`games.vingt_un.cards.FULL_PACK`) the pack in
        play holds: what every seat knows (an arranged pack holds the same cards as the rule set's packs)."""
        return tuple(n * self.rules.packs for n in FULL_PACK)

    @classmethod
    def duties(cls) -> dict[str, str]:
        """The duties declared here: method name -> the chapter that answers for it."""
        return {k: v._duty_of for k, v in vars(VingtUnBase).items() if hasattr(v, "_duty_of")}

    def L(self, step: str) -> str:
        """The law of this rule set's book for ``step``, with the words it rests on (another book's law where
        this one is silent, cited as the rule set's declared reading; or the edition's convention)."""
        return _law(self.code, step)

    def event(self, kind: str, text: str, laws: Iterable[str] = (), seat: Optional[int] = None, **kw: Any):
        """The core's event; a :class:`~games.citations.Convention` among ``laws`` cites no law: its label (the
        edition's, not the book's) is said in the event's words instead."""
        laws = check_items(laws, "the laws an event cites")
        said = [c for c in laws if isinstance(c, Convention)]
        if said:
            laws = tuple(x for x in laws if not isinstance(x, Convention))
            text = f"{text} ({'; '.join(c.label for c in said)})"
            if kw.get("others") is not None:
                kw["others"] = f"{kw['others']} ({'; '.join(c.label for c in said)})"
        return super().event(kind, text, laws, seat, **kw)

    # -- checks of the arguments of the public calls (a bad value is refused, nothing changed) ----------
    def _hand_at(self, seat: object, hand: object) -> Hand:
        """Hand number ``hand`` of ``seat``, refused with :class:`~games.errors.IllegalActionError` if there is none."""
        hs = self.hands.get(self._seat(seat), [])
        i = check_int(hand, "a hand's number", minimum=0, error=IllegalActionError)
        if i >= len(hs):
            raise IllegalActionError(f"{self.name(seat)} holds no hand {i + 1}")  # type: ignore[arg-type]
        return hs[i]

    @staticmethod
    def _a_hand(hand: object) -> Hand:
        if not isinstance(hand, Hand):
            raise IllegalActionError(f"a hand on the table is wanted, not {hand!r:.60}")
        return hand

    def _account_of(self, who: object) -> str:
        """The ledger's account of a seat number or of ``"pool"``; anything else is refused."""
        if who == "pool" and isinstance(who, str):
            return who
        return seat_account(self._seat(who))

    def unit(self, hand: Hand) -> int:
        """A hand's stake, doubled if the dealer called "double"."""
        hand = self._a_hand(hand)
        return hand.stake * (2 if self.stakes.doubled else 1)

    @property
    def punters(self) -> list[int]:
        return list(self.order)

    def current_hand(self, seat: int) -> Optional[int]:
        """The hand of ``seat`` now to be played (the first live one not standing)."""
        for i, h in enumerate(self.hands.get(self._seat(seat), [])):
            if h.live and not h.stood:
                return i
        return None

    def pay(self, source: int | str, target: int | str, amount: int, law: str, why: str,
            also: tuple[str, ...] = ()) -> None:
        """Money passes (a seat number, or ``"pool"``), citing ``law`` and the laws ``also`` decided it."""
        src, dst = self._account_of(source), self._account_of(target)
        check_int(amount, "an amount paid", error=IllegalActionError, law=law if isinstance(law, str) else None)
        check_text(law, "the law of a payment", error=IllegalActionError)
        check_text(why, "the reason of a payment", error=IllegalActionError, law=law)
        also = tuple(check_text(x, "a law that decided a payment", error=IllegalActionError, law=law)
                     for x in check_items(also, "the laws that decided a payment", error=IllegalActionError, law=law))
        if amount <= 0:
            return
        self.round_payments.append(self.ledger.transfer(src, dst, amount, law=law, why=why))
        who = self.name(target) if isinstance(target, int) else "the pool"
        frm = self.name(source) if isinstance(source, int) else "the pool"
        laws = (law,) + tuple(x for x in also if x != law)
        line = Payment(target if isinstance(target, int) else None, who, amount, f"from {frm}: {why}", laws,
                       payer=source if isinstance(source, int) else None, payer_name=frm)
        self.settlement.append(line)
        self.event("pay", f"{frm} pays {who} {amount}: {why}", laws)

    # -- the cards ------------------------------------------------------------------------------
    @implements("peel-vingt-un:p17", "hoffmann-vingt-un:p14", "enquire-within:114")
    def take_card(self) -> Card:
        """The top card of the stock.  The last card is not dealt: it goes to the pone
        (Peel p17: unexposed; Hoffmann p14: thrown face upwards on the table), who
        shuffles the used cards, has them cut, and hands them to the dealer."""
        dealt_last = self.rules.last_card == "dealt"
        if len(self.stock) <= (0 if dealt_last else 1):
            if len(self.stock) == 1 and not self.pile:
                return self.stock.pop(0)  # nothing collected yet: the last card must serve
            if self.stock:
                last = self.stock.pop(0)
                face_up = self.rules.last_card == "face-up"
                self.pile.append((last, None if face_up else self.pone))
                self.event("last-card", f"the last card, the {last.name}, is not dealt: thrown face upwards to the pone"
                           if face_up else "the last card is not dealt: it goes, unexposed, to the pone",
                           (self.L("last_card"),))
            if not self.pile:
                raise IllegalActionError("no card is left in the stock or with the pone", self.L("pone"))
            cards = [c for c, _ in self.pile]
            self.pile = []
            rng = self.rng("pone", self.cut_count)
            rng.shuffle(cards)
            cut = rng.randint(1, len(cards) - 1) if len(cards) > 1 else 0
            self.stock = cards[cut:] + cards[:cut]
            self.cut_count += 1
            self.deal.reshuffles += 1
            self.event("reshuffle", f"{self.name(self.pone)} (the pone) shuffles the {len(cards)} used cards; "
                       f"they are cut and handed to the dealer", (self.L("reshuffle"),))
        return self.stock.pop(0)

    @property
    def pone(self) -> int:
        """The player on the dealer's right, who collects the cards (the next still in the sitting)."""
        return cycle_from(self.dealer, self.n, include=set(self.active) | {self.dealer})[-1]

    def cards_available(self) -> int:
        return len(self.stock) + len(self.pile)

    def give(self, seat: int, hand: int, *, up: bool, law: str) -> Card:
        """Deal the next card to ``hand`` of ``seat`` (face up: everyone sees it)."""
        check_text(law, "the law a card is dealt under", error=IllegalActionError)
        if not isinstance(up, bool):
            raise IllegalActionError(f"a card is dealt face up or face down (True or False), not {up!r}", law)
        h = self._hand_at(seat, hand)  # the hand first: no card leaves the stock for a seat that holds none
        card = self.take_card()
        self.cards_given += 1
        h.cards.append(card)
        h.up.append(up)
        label = f" (hand {hand + 1})" if len(self.hands[seat]) > 1 else ""
        if h.blind and not up:
            self.event("card", f"{self.name(seat)}{label} receives the {card.name}, face downwards, unseen", (law,), seat,
                       seen_by=(), others=f"{self.name(seat)}{label} receives a card, face downwards, unseen")
        elif up:
            self.event("card", f"{self.name(seat)}{label} receives the {card.name}, face upwards", (law,), seat)
        else:
            self.event("card", f"{self.name(seat)}{label} receives the {card.name}", (law,), seat, seen_by={seat},
                       others=f"{self.name(seat)}{label} receives a card, face downwards")
        return card

    def throw_up(self, seat: int, hand: Hand) -> None:
        """The cards of a hand go to the pone, the first two unexposed (Peel p12)."""
        self._seat(seat)
        hand = self._a_hand(hand)
        for c, up in zip(hand.cards, hand.up):
            self.pile.append((c, None if up else seat))
        hand.cards, hand.up = [], []

    def collect_all(self) -> None:
        for seat, hs in self.hands.items():
            for h in hs:
                if h.cards:
                    self.throw_up(seat, h)


    @property
    def active(self) -> list[int]:
        """The seats still in the sitting (a player may retire, Peel p4)."""
        return [s for s in range(self.n) if s not in self.retired]

    # -- the duties of the chapters --------------------------------------------------------------
    @duty("game")
    def begin_deal(self) -> None:
        """A deal begins: the pool, and the offer of the deal (Peel p29, p31)."""

    @duty("game")
    def start_round(self) -> None:
        """A round begins: its records made afresh."""

    @duty("game")
    def _stakes_done(self) -> None:
        """The last stake is laid: on to the double or the second card."""

    @duty("game")
    def _check_turn(self, seat: int, hand: int, step: str) -> Hand:
        """``hand`` of ``seat`` is the one to draw now (else the refusal naming the law of ``step``)."""
        raise NotImplementedError

    @duty("game")
    def _check_split_stake(self, seat: int, h: Hand, stake: object) -> None:
        """The stake on a divided hand is one the book allows."""

    @duty("game")
    def divide(self, seat: int, hand: int, stake: int, law: str) -> None:
        """A hand's two cards become two hands, each given a second card."""

    @duty("game")
    def after_card(self, seat: int, hand: int) -> None:
        """After a card drawn: twenty-one stands, an over-draw is paid."""

    @duty("game")
    def advance(self) -> None:
        """The turn goes on: the next hand, the next player, the dealer."""

    @duty("game_naturals")
    def amount(self, multiple: Any, hand: Hand) -> int:
        """``multiple`` stakes of ``hand`` (the double included), in whole counters."""
        raise NotImplementedError

    @duty("game_naturals")
    def dealer_shows_natural(self) -> None:
        """The dealer throws his natural face upwards and collects."""

    @duty("game_rounds")
    def settle_round(self) -> None:
        """The dealer challenges those standing."""

    @duty("game_rounds")
    def end_round(self) -> None:
        """The cards go to the pone; the deal stays, passes or ends."""
