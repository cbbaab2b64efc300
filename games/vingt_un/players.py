"""Computer players at Vingt-un: the dealer's play and the punter's, as the books advise.

The books leave the dealer to choose when to stand: his play is a declared
strategy, not a hidden rule.  :class:`BookDealer` stands on the rule set's
``dealer_stands_on`` (a declared reading: Hoffmann p11 "If his cards are
eighteen or upwards, he will 'stand.' At seventeen, he should usually stand"),
doubles on the cards the book names (Hoffmann p2: ace, tenth card, nine or
eight; Peel p10: an ace or a ten), and divides aces (Hoffmann p13).
:class:`BookPunter` stakes the maximum on an eight, nine, tenth card or ace and
the minimum otherwise (Hoffmann p1), draws below sixteen (Hoffmann p8), and
divides aces, nines and eights but not tenth cards (Hoffmann p13).  Both see
only ``state.view(seat)`` and say why they act.

>>> from games.vingt_un.game import VingtUn
>>> from games.vingt_un.rules import HOFFMANN
>>> from games.vingt_un.players import BookPunter
>>> g = VingtUn(HOFFMANN, seats=3, seed=2, rounds=1)
>>> BookPunter(HOFFMANN).decide(g.view(g.to_act)).law
'hoffmann-vingt-un:p1'
"""

from __future__ import annotations

from games.citations import convention, quote
from games.core.checks import seat
from games.core.players import Choice, pick
from games.errors import IllegalActionError, RuleSetError, check_int
from games.vingt_un.base import VingtUnBase
from games.vingt_un.cards import card_values, total, value
from games.vingt_un.game_actions import Double, Draw, KeepDeal, Split, Stake, Stand
from games.vingt_un.game_laws import law
from games.vingt_un.game_view import HandView, VingtUnView
from games.vingt_un.rules import VingtUnRules

__all__ = ["BookPlayer", "BookDealer", "BookPunter", "computer_players"]

GOOD_FIRST = {1, 8, 9, 10}

_H = "hoffmann-vingt-un"
#: The words of the books' advice the computer players follow, and of Peel's and Enquire Within's own words
#: where they leave the choice to the player.  Where a book gives no advice the choice is the edition's computer
#: player's, labelled as such (:data:`COMPUTER`), never another book's advice cited unlabelled.
ADVICE = {
    "stake": {_H: quote(f"{_H}:p1", "a prudent player will make a practice of always staking, according to the "
                                    "nature of his hand, either the maximum or the minimum"),
              "peel-vingt-un": quote("peel-vingt-un:p10", "a player is guided by the chance he considers the card "
                                                          "gives him of ultimately making twenty-one")},
    "draw": {_H: quote(f"{_H}:p8", "If he has less than sixteen, which is generally accepted as the average limit, "
                                   "he will probably draw a card"),
             "peel-vingt-un": quote("peel-vingt-un:p12", "as many more as may be required by the player, until he "
                                                         "considers it safe to stand"),
             "enquire-within": quote("enquire-within:114", "or such a number less than twenty-one as the player "
                                                           "thinks fit to stand upon")},
    "stand": {_H: quote(f"{_H}:p8", "If he has sixteen points or more, he will usually decide not to draw"),
              "peel-vingt-un": quote("peel-vingt-un:p12", "until he considers it safe to stand"),
              "enquire-within": quote("enquire-within:114", "or such a number less than twenty-one as the player "
                                                            "thinks fit to stand upon")},
    "split": {_H: quote(f"{_H}:p13", "Where the two first cards are aces, it is a matter of course to go on both … Two "
                                     "nines, or two eights (from the probability of a tenth card being dealt to one "
                                     "or both of them) are favourable cards whereon to go double.")},
    "double": {_H: quote(f"{_H}:p2", "With an ace, tenth card, nine, or eight, he should always double"),
               "peel-vingt-un": quote("peel-vingt-un:p10", "if he considers his card a good one, double the stakes of "
                                                           "the other players")},
    "deal": {"peel-vingt-un": quote("peel-vingt-un:p31", "in view of the fact that the deal is an advantage")},
    "blind": {"hoffmann-french-vingt-un": quote("hoffmann-french-vingt-un:3", "He may, if he pleases, draw one or "
                                                                                "more cards, but does so at haphazard.")},
}
ADVICE["split"]["hoffmann-french-vingt-un"] = ADVICE["split"][_H]
#: a choice no book advises on: the edition's computer player's (its editorial note on each book's page)
COMPUTER = convention(
    "vingt-un-computer-player", "the edition's computer player, not in these pages",
    "Where a book gives no advice (Peel and Enquire Within on dividing a pair; Enquire Within on the stake, laid "
    "before any card is seen), the computer players follow the edition's own choice, after Hoffmann's advice "
    "(pp. 157-162), and say so.", ("peel-vingt-un", "enquire-within"))


def _first_value(view) -> int:
    cards = view.own[0].known
    return value(cards[0]) if cards else 0


def _count(h):
    """The count of the cards a seat can see of its hand (Imaginary Tens' ten included)."""
    return total(tuple(card_values(h.known)) + ((h.imaginary,) if h.imaginary else ()))


def _view(view) -> VingtUnView:
    """``view`` if it is what a Vingt-un game shows a seat, else :class:`~games.errors.IllegalActionError`."""
    if not isinstance(view, VingtUnView):
        raise IllegalActionError(f"a player decides from a Vingt-un game's view of its seat, not {view!r:.60}")
    return view


def _own(view, i) -> HandView:
    """The view checked, and hand ``i`` of the seat's own (refused if the seat holds no such hand)."""
    hands = _view(view).own
    check_int(i, "a hand's number", minimum=0, error=IllegalActionError)
    if i >= len(hands):
        raise IllegalActionError(f"the seat holds no hand {i + 1}")
    return hands[i]


def _hand(view):
    for a in view.legal:
        if isinstance(a, (Stand, Draw)):
            return a.hand
    return None


class BookPlayer:
    """What the book's computer players share: the deal taken, the hand in play."""

    def __init__(self, rules):
        if not isinstance(rules, VingtUnRules):
            raise RuleSetError(f"a Vingt-un rule set (PEEL, HOFFMANN, ...), not {rules!r}")
        self.rules = rules
        self.code = rules.code

    def play(self, view, i: int) -> Choice:
        """The choice on hand ``i`` in play (each player's own: the punter's, the dealer's)."""
        _own(view, i)
        raise NotImplementedError

    def L(self, step: str) -> str:
        return self._cite(law(self.code, step))

    def _cite(self, what):
        """A law as the rule set's games cite it (its own code's, or another's as a declared reading)."""
        return self.rules.cite(what)

    def _advice(self, what: str):
        """The words of this code's book the computer player's ``what`` rests on (Hoffmann's advice, or the
        book's own words leaving the choice to the player); the edition's computer player where it has none."""
        words = ADVICE[what]
        for code in self.rules.cites():
            if code in words:
                return words[code]
        return COMPUTER

    pick = staticmethod(pick)  #: the first action open of a kind (games.core.players.pick)

    def decide(self, view) -> Choice:
        _view(view)
        if self.pick(view, KeepDeal):
            return Choice(self.pick(view, KeepDeal), self._advice("deal"), "takes the turn to deal (the deal is an advantage)")
        i = _hand(view)
        if i is not None:
            return self.play(view, i)
        return Choice(view.legal[0], None, "forced: the only thing to do")


class BookPunter(BookPlayer):
    """A punter following Hoffmann's advice (pp. 157-162), under any book's code."""

    def decide(self, view) -> Choice:
        if _view(view).stake_bounds is not None:  # any whole amount within the bounds
            lo, hi = view.stake_bounds
            v = _first_value(view)
            if v in GOOD_FIRST:
                amount, why = hi, "the maximum: with an eight, nine, tenth card or ace the chances favour the punter"
            else:
                amount, why = lo, "the minimum: with any other first card the chances are against the punter"
            if self.rules.staking == "before-cards":
                amount, why = lo, "the least stake, before seeing a card"
            return Choice(Stake(view.seat, amount), COMPUTER if self.rules.staking == "before-cards"
                          else self._advice("stake"), why)
        return super().decide(view)

    def play(self, view, i: int) -> Choice:
        h = _own(view, i)
        if not h.known:
            return Choice(Stand(view.seat, i), self._advice("blind"),
                          "a player who may not look at the cards draws only at haphazard: he stands on them")
        split = [a for a in view.legal if isinstance(a, Split)]
        if split and h.known and value(h.known[0]) in (1, 8, 9):
            a = self.pick(view, Split, stake=h.stake) or split[0]
            return Choice(a, self._advice("split"), "aces are a matter of course to go on both; nines and eights "
                                                   "favourable")
        t = _count(h)
        if t.points < 16 and self.pick(view, Draw, hand=i):
            return Choice(Draw(view.seat, i), self._advice("draw"),
                          f"{t.points}: less than sixteen, the average limit: a card")
        if t.points < 16:
            return Choice(Stand(view.seat, i), None, f"{t.points}, but no card is left to draw: content, forced")
        return Choice(Stand(view.seat, i), self._advice("stand"), f"{t.points}: sixteen or more, content")


class BookDealer(BookPlayer):
    """The dealer's declared strategy: the rule set's ``dealer_stands_on`` and ``dealer_soft_17``."""

    def decide(self, view) -> Choice:
        if self.pick(_view(view), Double, double=True):
            v = _first_value(view)
            good = GOOD_FIRST if self.code != "peel-vingt-un" else {1, 10}
            why = self._advice("double")
            if v in good:
                return Choice(Double(view.seat, True), why,
                              "doubles on an ace, tenth card, nine or eight" if self.code != "peel-vingt-un"
                              else "doubles on an ace or a ten, 'a good one'")
            return Choice(Double(view.seat, False), why, "the card is not good enough to double")
        return super().decide(view)

    def play(self, view, i: int) -> Choice:
        h = _own(view, i)
        split = self.pick(view, Split)
        if split and h.known and value(h.known[0]) == 1:
            return Choice(split, self._advice("split") if self.code.startswith("hoffmann") else self.L("dealer_split"),
                          "divides the aces")
        t = _count(h)
        stand_on = self.rules.dealer_stands_on
        law_ = self.L("dealer_stand")
        if t.points == 17 and t.soft and self.rules.dealer_soft_17 == "draw" and stand_on <= 17:
            if self.pick(view, Draw, hand=i):
                return Choice(Draw(view.seat, i), law_, "draws to a soft seventeen (the declared reading)")
        if t.points < stand_on and self.pick(view, Draw, hand=i):
            return Choice(Draw(view.seat, i), law_, f"{t.points}: below {stand_on}, a card")
        if t.points < stand_on:
            return Choice(Stand(view.seat, i), None, f"{t.points}, but no card is left to draw: content, forced")
        return Choice(Stand(view.seat, i), law_, f"{t.points}: content at {stand_on} or more")


def computer_players(state, human=None) -> dict:
    """A player for every seat but ``human``'s: a :class:`BookDealer` that acts for whoever deals
    and a :class:`BookPunter` for the rest."""
    if not isinstance(state, VingtUnBase):
        raise IllegalActionError(f"computer players sit at a Vingt-un game, not {state!r}")
    if human is not None:
        seat(human, state.n, what="the human's seat")
    return {s: _Seat(state.rules) for s in range(state.n) if s != human}


class _Seat:
    """Acts as the dealer when the seat deals, as a punter otherwise (the deal moves)."""

    def __init__(self, rules):
        self.dealer = BookDealer(rules)
        self.punter = BookPunter(rules)

    def decide(self, view) -> Choice:
        return (self.dealer if view.seat == view.dealer else self.punter).decide(view)
