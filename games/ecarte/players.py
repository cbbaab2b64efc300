"""A computer player of Écarté that says why it acts.

*Enquire Within* gives the laws of the game and no advice on playing it: the
judgement here -- when to propose or play, when to refuse, what to discard,
which card to play -- is the edition's own, from outside the text (the plain
common sense of the game: trumps and kings win tricks, three tricks are the
point).  A choice of judgement cites no law: its ``law`` is the edition's
convention :data:`~games.ecarte.rules.JUDGEMENT`, whose label says so; a step
the paragraph itself prescribes (the non-dealer's cut, the deal, "I mark king",
a card the second player is bound to play) cites the words of ¶118 that say it.
The player sees only ``view(seat)``.

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
>>> type(c.action).__name__, c.law.label
('Propose', "the edition's judgement, not in these pages")
"""

from __future__ import annotations

from typing import Optional

from games.cards import Card, Rank
from games.core import checks
from games.core.players import Choice, pick
from games.core.prose import cards_text
from games.ecarte.actions import Accept, Cut, Deal, Discard, MarkKing, Play, PlayHand, Propose, Refuse, Shuffle
from games.ecarte.rules import (
    DEAL, FOLLOW, JUDGEMENT, MARK_KING, NEXT_LEAD, ORDER, SAME_WAY, SHUFFLE, SHUFFLE_CUT,
)

__all__ = ["EcartePlayer", "strength", "computer_players", "OUTSIDE"]

#: Whose judgement a choice of the computer player's is (the label of :data:`~games.ecarte.rules.JUDGEMENT`,
#: which such a choice cites in place of a law).
OUTSIDE = f"({JUDGEMENT.label})"


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
            return Choice(Cut(seat), SHUFFLE_CUT, "cuts the shuffled pack, as the non-dealer does")
        deal = self.pick(view, Deal)
        if deal:
            if len([a for a in view.legal if isinstance(a, Deal)]) == 1:
                return Choice(deal, SAME_WAY, "deals five to each, the same way as before in this game")
            return Choice(deal, DEAL, "deals five to each, by twos and threes")
        if self.pick(view, MarkKing):
            return Choice(MarkKing(seat), MARK_KING, "holds the king of trumps: \u201cI mark king\u201d, one point, "
                                                     "before the first card is played")
        if self.pick(view, Propose):
            why = _good(hand, trumps)
            if why and not view.proposed:
                return Choice(PlayHand(seat), JUDGEMENT, f"plays without proposing, with {why}: three tricks can be "
                                                         "expected, at the risk of two points")
            if why or view.stock == 0:
                return Choice(PlayHand(seat), JUDGEMENT, f"proposes no more, with {why or 'the hand held'}")
            return Choice(Propose(seat), JUDGEMENT, f"proposes: with {_describe(hand, trumps)}, three tricks are "
                                                    "hardly to be made")
        if self.pick(view, Refuse):
            why = _good(hand, trumps)
            if why:
                return Choice(Refuse(seat), JUDGEMENT, f"refuses, with {why}: three tricks are to be expected, at "
                                                       "the risk of two points")
            return Choice(Accept(seat), JUDGEMENT, f"accepts: with {_describe(hand, trumps)}, the hand is worth "
                                                   "changing")
        discards = [a for a in view.legal if isinstance(a, Discard)]
        if discards:
            return self.discard(view, discards)
        plays = [a for a in view.legal if isinstance(a, Play)]
        if plays:
            return self.play(view, [a.card for a in plays])
        if self.pick(view, Shuffle):
            return Choice(self.pick(view, Shuffle), SHUFFLE, "shuffles the cards")
        return Choice(view.legal[0], None, "the only thing to do")

    def discard(self, view, options) -> Choice:
        trumps, hand = view.trumps, view.hand
        n = sum(1 for c in hand if c.suit is trumps)
        keep = [c for c in hand if c.suit is trumps or c.rank is Rank.KING or (c.rank is Rank.QUEEN and n >= 1)]
        out = tuple(c for c in hand if c not in keep)
        want = {frozenset(a.cards): a for a in options}
        short = False
        while out and frozenset(out) not in want:  # the stock is short: change the worst he can
            out = tuple(sorted(out, key=_rank, reverse=True)[1:])
            short = True
        if frozenset(out) in want:
            action = want[frozenset(out)]
        else:  # the non-dealer must change one card at least: the lowest that is no trump, else the lowest
            worst = min(hand, key=lambda c: (c.suit is trumps, _rank(c)))
            action = want.get(frozenset((worst,)), options[0])
            short = False
        kept = [c for c in hand if c not in action.cards]
        if not action.cards:
            return Choice(action, JUDGEMENT, "keeps the hand: " + _kept_words(kept, trumps, n))
        words = f"changes {cards_text(action.cards)}, keeping {cards_text(kept) if kept else 'nothing'}"
        if frozenset(action.cards) != frozenset(c for c in hand if c not in keep):
            words += (": the stock is short, so the worst go" if short else
                      ": having proposed, a card at least is changed, the weakest")
        elif kept:
            words += ": " + _kept_words(kept, trumps, n)
        return Choice(action, JUDGEMENT, words)

    def play(self, view, cards) -> Choice:
        trumps = view.trumps
        if len(cards) == 1 and view.trick and len(view.hand) > 1:  # the paragraph leaves one card: forced
            c = cards[0]
            return Choice(Play(view.seat, c), FOLLOW, f"plays the {c.name}, forced: the only card the second player "
                                                      "may play, bound to follow suit or win the trick")
        if len(cards) == 1:
            c = cards[0]
            return Choice(Play(view.seat, c), NEXT_LEAD, f"plays the {c.name}, the last card held")
        if not view.trick:  # leading
            t = sorted((c for c in cards if c.suit is trumps), key=_rank, reverse=True)
            if len(t) >= 3 or (len(t) >= 2 and t[0].rank is Rank.KING):
                return Choice(Play(view.seat, t[0]), JUDGEMENT, f"leads the best trump, the {t[0].name}, to draw the "
                                                                "adversary's trumps")
            plain = [c for c in cards if c.suit is not trumps] or list(cards)
            suits: dict = {}
            for c in plain:
                suits.setdefault(c.suit, []).append(c)
            longest = max(suits.values(), key=lambda s: (len(s), max(_rank(c) for c in s)))
            best = max(longest, key=_rank)
            return Choice(Play(view.seat, best), JUDGEMENT, f"leads the {best.name}, the best card of the longest "
                                                            "suit held")
        led = view.trick[0][1]
        winners = [c for c in cards if (c.suit is led.suit and _rank(c) > _rank(led))
                   or (c.suit is trumps and led.suit is not trumps)]
        if winners:
            c = min(winners, key=lambda c: (c.suit is trumps, _rank(c)))
            if len(cards) == len(winners):  # bound to win the trick: which winning card is judgement
                return Choice(Play(view.seat, c), JUDGEMENT, f"wins the trick, as it must, with the {c.name}, the "
                                                             "lowest card that wins")
            return Choice(Play(view.seat, c), JUDGEMENT, f"wins the trick with the {c.name}, the lowest card that "
                                                         "wins")
        c = min(cards, key=lambda c: (c.suit is trumps, _rank(c)))
        return Choice(Play(view.seat, c), JUDGEMENT, f"cannot win the trick: throws the lowest card, the {c.name}")


def _kept_words(kept, trumps, n: int) -> str:
    """What the kept cards are, in words that fit them ("trumps and kings are kept", "trumps, kings and
    queens are kept" ...)."""
    kinds = []
    if any(c.suit is trumps for c in kept):
        kinds.append("trumps")
    if any(c.suit is not trumps and c.rank is Rank.KING for c in kept):
        kinds.append("kings")
    if n and any(c.suit is not trumps and c.rank is Rank.QUEEN for c in kept):
        kinds.append("queens, beside a trump")
    if not kinds:
        return "none is worth changing"
    return (kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + " and " + kinds[-1]) + " are kept"


def computer_players(human: Optional[int] = None) -> dict:
    """An :class:`EcartePlayer` for each seat but ``human``'s."""
    return {s: EcartePlayer() for s in (0, 1) if s != human}
