"""A computer player of Écarté that says why it acts.

*Enquire Within* gives the laws of the game and no advice on playing it: the
judgement here -- when to propose or play, when to refuse, what to discard,
which card to play -- is the edition's own, from outside the text (the plain
common sense of the game: trumps and kings win tricks, three tricks are the
point).  Each :class:`~games.core.players.Choice` says so in its reason and
cites ¶118 for the rule it acts under.  The player sees only ``view(seat)``.

* It **plays without proposing** with three trumps or more, or two trumps and a
  king or queen beside them, or the king of trumps and two other kings or queens
  (hands that can expect three tricks); otherwise it **proposes**.
* As dealer it **refuses** on the same kind of hand, and **accepts** otherwise.
* It **discards** every card but trumps and kings (queens too, with a trump).
* It **marks the king** whenever it holds it.
* In play it **leads** a trump when it holds three (or the king and another), else
  its best card of its longest plain suit; **second**, it wins with the lowest
  card that wins, and otherwise throws its lowest card (never a trump it need
  not play).

>>> from games.ecarte.game import Ecarte, Auto
>>> from games.ecarte.players import EcartePlayer
>>> g = Ecarte(seed=3, automations=Auto.ALL)
>>> c = EcartePlayer().decide(g.view(g.to_act))
>>> type(c.action).__name__, c.law
('Propose', 'enquire-within:118')
"""

from __future__ import annotations

from typing import Optional

from games.cards import Card, Rank
from games.core import checks
from games.core.players import Choice, pick
from games.ecarte.actions import Accept, Cut, Deal, Discard, MarkKing, Play, PlayHand, Propose, Refuse, Shuffle
from games.ecarte.rules import LAW, ORDER

__all__ = ["EcartePlayer", "strength", "computer_players", "OUTSIDE"]

#: What every reason ends with: the judgement is not the book's.
OUTSIDE = "(the computer player's judgement, from outside the text)"


def _rank(c: Card) -> int:
    return ORDER.index(c.rank)


def strength(hand, trumps) -> tuple[int, int, bool]:
    """(trumps held, kings and queens in plain suits, the king of trumps held)."""
    hand = checks.cards(hand, "the hand")
    trumps = checks.suit_or_none(trumps)
    t = [c for c in hand if c.suit is trumps]
    high = [c for c in hand if c.suit is not trumps and c.rank in (Rank.KING, Rank.QUEEN)]
    return len(t), len(high), any(c.rank is Rank.KING for c in t)


def _good(hand, trumps) -> Optional[str]:
    """Why the hand may expect three tricks as it stands (None: it should not)."""
    n, high, king = strength(hand, trumps)
    if n >= 3:
        return f"{n} trumps"
    if n == 2 and high >= 1:
        return "two trumps and a king or queen beside them"
    if king and high >= 2:
        return "the king of trumps and two kings or queens beside it"
    if n == 1 and high >= 3:
        return "a trump and three kings or queens"
    return None


def _describe(hand, trumps) -> str:
    n, high, _ = strength(hand, trumps)
    kq = "no king or queen" if not high else "one king or queen" if high == 1 else f"{high} kings or queens"
    return f"{'no' if not n else n} trump{'s' if n != 1 else ''} and {kq} in the other suits"


class EcartePlayer:
    """The edition's computer player (see the module's docstring: its judgement is from outside the text)."""

    pick = staticmethod(pick)  #: the first action open of a kind (games.core.players.pick)

    def decide(self, view) -> Choice:
        seat, trumps, hand = view.seat, view.trumps, view.hand
        if self.pick(view, Cut):
            return Choice(Cut(seat), LAW, "cuts the shuffled pack, as the non-dealer does")
        deal = self.pick(view, Deal)
        if deal:
            return Choice(deal, LAW, "deals five to each, the same way throughout the game")
        if self.pick(view, MarkKing):
            return Choice(MarkKing(seat), LAW, "holds the king of trumps: \u201cI mark king\u201d, one point, before "
                                               "the first card is played")
        if self.pick(view, Propose):
            why = _good(hand, trumps)
            if why and not view.proposed:
                return Choice(PlayHand(seat), LAW, f"plays without proposing, with {why}: three tricks can be expected, "
                                                   f"at the risk of two points {OUTSIDE}")
            if why or view.stock == 0:
                return Choice(PlayHand(seat), LAW, f"proposes no more, with {why or 'the hand held'} {OUTSIDE}")
            return Choice(Propose(seat), LAW, f"proposes: with {_describe(hand, trumps)}, three tricks are hardly to be made "
                                              f"{OUTSIDE}")
        if self.pick(view, Refuse):
            why = _good(hand, trumps)
            if why:
                return Choice(Refuse(seat), LAW, f"refuses, with {why}: three tricks are to be expected, at the risk "
                                                 f"of two points {OUTSIDE}")
            return Choice(Accept(seat), LAW, f"accepts: with {_describe(hand, trumps)}, the hand is worth changing {OUTSIDE}")
        discards = [a for a in view.legal if isinstance(a, Discard)]
        if discards:
            return self.discard(view, discards)
        plays = [a for a in view.legal if isinstance(a, Play)]
        if plays:
            return self.play(view, [a.card for a in plays])
        if self.pick(view, Shuffle):
            return Choice(self.pick(view, Shuffle), "enquire-within:119.i", "shuffles")
        return Choice(view.legal[0], None, "the only thing to do")

    def discard(self, view, options) -> Choice:
        trumps, hand = view.trumps, view.hand
        n = sum(1 for c in hand if c.suit is trumps)
        keep = [c for c in hand if c.suit is trumps or c.rank is Rank.KING or (c.rank is Rank.QUEEN and n >= 1)]
        out = tuple(c for c in hand if c not in keep)
        want = {frozenset(a.cards): a for a in options}
        while out and frozenset(out) not in want:  # the stock is short: change the worst he can
            out = tuple(sorted(out, key=_rank, reverse=True)[1:])
        if frozenset(out) in want:
            action = want[frozenset(out)]
        else:  # the non-dealer must change one card at least: the lowest that is no trump, else the lowest
            worst = min(hand, key=lambda c: (c.suit is trumps, _rank(c)))
            action = want.get(frozenset((worst,)), options[0])
        kept = [c for c in hand if c not in action.cards]
        words = ("keeps the hand" if not action.cards else
                 f"changes {' '.join(map(str, action.cards))}, keeping {' '.join(map(str, kept)) or 'nothing'}: "
                 "trumps and kings are kept")
        return Choice(action, LAW, f"{words} {OUTSIDE}")

    def play(self, view, cards) -> Choice:
        trumps = view.trumps
        if not view.trick:  # leading
            t = sorted((c for c in cards if c.suit is trumps), key=_rank, reverse=True)
            if len(t) >= 3 or (len(t) >= 2 and t[0].rank is Rank.KING):
                return Choice(Play(view.seat, t[0]), LAW, f"leads the best trump, the {t[0].name}, to draw the "
                                                          f"adversary's trumps {OUTSIDE}")
            plain = [c for c in cards if c.suit is not trumps] or list(cards)
            suits: dict = {}
            for c in plain:
                suits.setdefault(c.suit, []).append(c)
            longest = max(suits.values(), key=lambda s: (len(s), max(_rank(c) for c in s)))
            best = max(longest, key=_rank)
            return Choice(Play(view.seat, best), LAW, f"leads the {best.name}, the best card of the longest suit held "
                                                      f"{OUTSIDE}")
        led = view.trick[0][1]
        winners = [c for c in cards if (c.suit is led.suit and _rank(c) > _rank(led))
                   or (c.suit is trumps and led.suit is not trumps)]
        if winners:
            c = min(winners, key=lambda c: (c.suit is trumps, _rank(c)))
            must = len(cards) == len(winners)
            return Choice(Play(view.seat, c), LAW, f"wins the trick with the {c.name}, the lowest card that wins"
                          + (" (the trick must be won if it can be)" if must else "") + f" {OUTSIDE}")
        c = min(cards, key=lambda c: (c.suit is trumps, _rank(c)))
        return Choice(Play(view.seat, c), LAW, f"cannot win the trick: throws the lowest card, the {c.name} "
                                               f"{OUTSIDE}")


def computer_players(human: Optional[int] = None) -> dict:
    """An :class:`EcartePlayer` for each seat but ``human``'s."""
    return {s: EcartePlayer() for s in (0, 1) if s != human}
