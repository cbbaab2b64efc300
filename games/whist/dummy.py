"""Dummy (three players) and Double Dummy (two): Whist with one or two hands exposed and played by a
partner.  Each variant overrides who plays a hand (:meth:`~games.core.state.State.controller`) and who sees it (its ``observer``),
and carries out the exceptions Foster's text gives (Dummy I-III; Double Dummy: no misdeal).

Seats: North (0) plays Dummy's hand (2) opposite him; at Double Dummy East (1) plays West's hand (3) too.

>>> from games.whist.dummy import Dummy, DoubleDummy
>>> d = Dummy()
>>> d.dealer, d.controller(2), d.hands_played_by(0), sorted(d.exposed_hands())
(2, 0, (0, 2), [2])
>>> dd = DoubleDummy()
>>> dd.hands_played_by(1), dd.sees(0, 3)
((1, 3), True)
"""

from __future__ import annotations

from typing import ClassVar, Optional

from games.core.observe import AllOpen, Exposed, Observer
from games.errors import IllegalActionError, RuleSetError
from games.laws import implements
from games.whist.game import Whist
from games.whist.quotations import q
from games.whist.records import LeadOutOfTurn, Phase
from games.whist.rules import FOSTER, WhistRules

__all__ = ["Dummy", "DoubleDummy", "DUMMY"]

DUMMY = 2  #: the seat of Dummy's hand (North's partner)


def _deal_number(n: object) -> int:
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise IllegalActionError(f"a deal's number is a whole number from 1, not {n!r}")
    return n


@implements("foster-whist:dummy.p1", "foster-whist:dummy.p2", "foster-whist:dummy.p3")
class Dummy(Whist):
    """Dummy: three players; Dummy's hand lies exposed on the table once the trump card is turned and is
    played by his partner, North; the laws are those of Whist, with three exceptions (I-III)."""

    observer: ClassVar[Observer] = Exposed()
    is_dummy_game = True
    dummy_hands = frozenset({DUMMY})
    default_names = ("North", "East", "Dummy", "West")
    players = 3

    def __init__(self, rules: WhistRules = FOSTER, *, dealer: Optional[int] = None, deal_number: int = 1,
                 **kw) -> None:
        if not isinstance(rules, WhistRules):
            raise RuleSetError(f"{rules!r} is not a rule set of Whist (FOSTER: Dummy is Foster's)",
                               "foster-whist:dummy.p1")
        if rules.code != "foster-whist":
            raise RuleSetError("Dummy and Double Dummy are Foster's (his text on them follows his laws); the "
                               "Revised Code in Hoffmann's pages has no Dummy", "foster-whist:dummy.p1")
        super().__init__(rules, dealer=self.first_dealer(deal_number) if dealer is None else dealer,
                         deal_number=deal_number, **kw)

    @classmethod
    @implements("foster-whist:dummy.i")
    def first_dealer(cls, deal_number: int = 1) -> int:
        """Dummy deals at the commencement of each rubber (the deal then passes to the left as usual)."""
        _deal_number(deal_number)
        return DUMMY if deal_number == 1 else (DUMMY + deal_number - 1) % 4

    def controller(self, hand: int) -> int:
        self._seat(hand)
        return 0 if hand == DUMMY else hand

    def _verify(self, action):
        """Dummy is blind and deaf: he claims nothing, elects nothing, consults nobody."""
        from games.core.breaches import Claim
        from games.core.state import ChooseRemedy
        from games.whist.actions import Consult
        if isinstance(action, (Claim, ChooseRemedy, Consult)) and action.seat in self.dummy_hands:
            raise IllegalActionError(f"{self.names[action.seat]} is a Dummy, blind and deaf: the player of the hand "
                                     "acts for it", "foster-whist:dummy.iii")
        return super()._verify(action)

    def exposed_hands(self) -> frozenset:
        return frozenset(self.dummy_hands) if self.phase in (Phase.PLAY, Phase.END) else frozenset()

    def _dummy_side(self, seat: int) -> bool:
        return any(seat % 2 == h % 2 for h in self.dummy_hands)

    @implements("foster-whist:dummy.iii")
    def dummy_wrong_hand(self, irr: LeadOutOfTurn) -> bool:
        """Dummy's partner led from Dummy's hand when he should have led from his own, or the reverse: a suit
        may be called from the hand which ought to have led."""
        return self.controller(irr.offender) == self.controller(irr.rightful)

    def dummy_rightful_hand(self, irr: LeadOutOfTurn) -> int:
        return irr.rightful

    # dummy.iii: "his partner is not liable to any penalty for an error whence he can gain no advantage"
    def _no_advantage(self, seat: int) -> bool:
        return self.controller(seat) != seat or any(self.controller(h) == seat for h in self.dummy_hands)

    def _verify_expose(self, a) -> None:
        if self._no_advantage(a.seat):
            if a.card not in self.play.hands[a.seat] if self.play else True:
                raise IllegalActionError(f"{self.name(a.seat)} does not hold the {a.card.name}")
            return
        super()._verify_expose(a)

    def _apply_expose(self, a) -> None:
        if self._no_advantage(a.seat):
            self.event("no-penalty", f"{self.name(a.seat)} shows the {a.card.name}: Dummy being blind and deaf, his "
                       "partner incurs no penalty for it", (q("foster-whist:dummy.iii", "no penalty"),), a.seat)

    def _verify_show(self, a) -> None:
        if self._no_advantage(a.seat) and self.phase is Phase.PLAY:
            return
        super()._verify_show(a)

    def _apply_show(self, a) -> None:
        if self._no_advantage(a.seat):
            self.event("no-penalty", f"{self.name(a.seat)} shows his cards: no penalty at Dummy",
                       (q("foster-whist:dummy.iii", "no penalty"),), a.seat)
            return
        super()._apply_show(a)

    def _verify_announce(self, a) -> None:
        t = self.play.trick if self.play else None
        if self._no_advantage(a.seat) and t is not None and t.plays:
            return
        super()._verify_announce(a)

    def _apply_announce(self, a) -> None:
        if self._no_advantage(a.seat):
            self.event("no-penalty", f"{self.name(a.seat)} declares he has the trick: no penalty at Dummy",
                       (q("foster-whist:dummy.iii", "no penalty"),), a.seat)


@implements("foster-whist:double-dummy.p1")
class DoubleDummy(Dummy):
    """Double Dummy: two players, each with a Dummy (an exposed hand) for his partner: North plays South's
    hand, East plays West's.  The laws are Dummy's, and there is no misdeal, as the deal is a disadvantage."""

    observer: ClassVar[Observer] = AllOpen()
    dummy_hands = frozenset({2, 3})
    default_names = ("North", "East", "North's Dummy", "East's Dummy")
    players = 2
    variant_no_misdeal = True

    @classmethod
    def first_dealer(cls, deal_number: int = 1) -> int:
        _deal_number(deal_number)
        return (deal_number - 1) % 4

    def controller(self, hand: int) -> int:
        self._seat(hand)
        return hand % 2

    def exposed_hands(self) -> frozenset:
        return frozenset(range(4))
