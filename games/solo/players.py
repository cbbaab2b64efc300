"""A computer player of the Solo Whist variants that says why it acts.

Hoffmann's paragraphs here give the variants and no advice on playing them: the judgement below --
which call a hand is worth, which card to play -- is the edition's own, from outside the text (the
plain arithmetic of tricks: aces, guarded kings and long trumps take tricks; a hand without high
cards loses them).  A choice of judgement cites no law: its ``law`` is the edition's convention
:data:`~games.solo.rules.JUDGEMENT`, whose label says so.  A card the player has no choice of (the
only card of the suit led it holds, its last card) says it is forced, and rests on Solo Whist's own
play, from outside these pages (:data:`~games.solo.rules.SOLO_PLAY`).  The player sees only
``view(seat)``.

* **Calls.**  It counts its likely tricks (each ace; each king with another card of its suit; every
  trump beyond three in the suit that would be trumps).  Nine or more in one long suit: abundance in
  it; five or more: solo; no card above the nine: misère; at five, four or more: a proposal, and
  three or more: it accepts a proposal.  It passes when the call its hand is worth is not open.
* **Play.**  For its side (or against the caller) it wins the trick with the lowest card that wins,
  unless its partner is winning it already; otherwise it throws its lowest card.  Playing a misère
  (or against one) it keeps under the winning card when it can, with the highest card that stays under.

>>> from games.solo.game import SoloWhist
>>> from games.solo.players import OUTSIDE, SoloPlayer
>>> g = SoloWhist(players=5, seed=3)
>>> c = SoloPlayer().decide(g.view(g.to_act))
>>> c.law.label, OUTSIDE in c.reason
("the edition's judgement, not in these pages", False)
"""

from __future__ import annotations

from typing import Any, Optional

from games.cards import Card, Rank, Suit
from games.core.players import Choice
from games.core.tricks import beats
from games.errors import IllegalActionError
from games.solo.actions import Call, Pass, Play
from games.solo.rules import JUDGEMENT, ORDER, SOLO_DEAL, SOLO_PLAY
from games.solo.view import SoloView

__all__ = ["SoloPlayer", "likely_tricks", "computer_players", "OUTSIDE"]

#: Whose judgement a choice of the computer player's is (the label of :data:`~games.solo.rules.JUDGEMENT`,
#: which such a choice cites in place of a law).
OUTSIDE = f"({JUDGEMENT.label})"


def likely_tricks(hand: tuple[Card, ...], trumps: Optional[Suit]) -> int:
    """Aces, kings with another card of their suit, and the trumps beyond three."""
    if not isinstance(hand, tuple) or not all(isinstance(c, Card) for c in hand):
        raise IllegalActionError(f"a hand is a tuple of cards, not {hand!r}")
    if trumps is not None and not isinstance(trumps, Suit):
        raise IllegalActionError(f"the trumps are a suit or None, not {trumps!r}")
    n = 0
    for suit in Suit:
        cards = [c for c in hand if c.suit is suit]
        ranks = {c.rank for c in cards}
        n += (Rank.ACE in ranks) + (Rank.KING in ranks and len(cards) >= 2)
        if suit is trumps and len(cards) > 3:
            n += len(cards) - 3
    return n


def _high(c: Card) -> int:
    return ORDER.index(c.rank)


class SoloPlayer:
    """The edition's computer player (its judgement is from outside the text)."""

    def decide(self, view: SoloView) -> Choice:
        if not isinstance(view, SoloView):
            raise IllegalActionError(f"a computer player decides on its seat's view, not {view!r}")
        if not view.legal:
            raise IllegalActionError("the computer player has nothing to do: it is not its turn")
        law = JUDGEMENT
        acts = list(view.legal)
        if view.phase == "call":
            return self._call(view, acts, law)
        if view.phase == "play":
            return self._play(view, acts, law)
        return Choice(acts[0], SOLO_DEAL, "deals: it is the dealer's turn")

    def _call(self, v: SoloView, acts: list, law: str) -> Choice:
        hand = v.hand
        turned = v.turnup.suit if v.turnup is not None else None
        longest = max(Suit, key=lambda s: (sum(c.suit is s for c in hand), s.value))
        long_n = likely_tricks(hand, longest)
        here = likely_tricks(hand, turned)
        wanted: list[tuple[Any, str]] = []
        if long_n >= 9:
            wanted.append((Call(v.seat, "abundance", longest.value),
                           f"about {long_n} tricks with {longest.name_} for trumps: an abundance"))
        if here >= 5:
            wanted.append((Call(v.seat, "solo"), f"about {here} tricks with the turned-up suit: a solo"))
        if all(_high(c) <= ORDER.index(Rank.NINE) for c in hand):
            wanted.append((Call(v.seat, "misère"), "no card above the nine: a misère"))
        if here >= 3 and v.call == "proposal" and len(v.side) == 1:
            wanted.append((Call(v.seat, "acceptance"), f"about {here} tricks to add to the proposer's: accept"))
        if here >= 4:
            wanted.append((Call(v.seat, "proposal"), f"about {here} tricks: a proposal, to make eight with a partner"))
        for action, why in wanted:
            if action in acts:
                return Choice(action, law, f"{why}")
        return Choice(Pass(v.seat), law, f"about {here} likely tricks: not enough for a call open now")

    def _play(self, v: SoloView, acts: list, law: str) -> Choice:
        cards = sorted((a.card for a in acts if isinstance(a, Play)), key=_high)
        if len(cards) == 1:  # no choice: the only card of the suit led, or the last card held
            c = cards[0]
            why = ("the last card held" if len(v.hand) == 1 else
                   f"forced: the only {v.trick[0][1].suit.name_[:-1]} held, and suit must be followed")
            return Choice(Play(v.seat, c), SOLO_PLAY, f"plays the {c.name}, {why}")
        misere = v.call == "misère"
        mine = v.seat in v.side
        if not v.trick:
            card = cards[0] if misere else max(cards, key=_high)
            why = "leads its lowest card" if misere else "leads its highest card"
            return Choice(Play(v.seat, card), law, f"{why}")
        best_seat, best = v.trick[0]
        for seat, c in v.trick[1:]:
            if beats(c, best, ORDER, v.trumps):
                best_seat, best = seat, c
        winners = [c for c in cards if beats(c, best, ORDER, v.trumps)]
        if misere:
            under = [c for c in cards if c not in winners]
            if under and (mine or best_seat not in v.side):
                return Choice(Play(v.seat, under[-1]), law, "keeps under the winning card")
            return Choice(Play(v.seat, cards[0]), law, "throws its lowest card")
        friend = (best_seat in v.side) == mine
        if winners and not friend:
            return Choice(Play(v.seat, winners[0]), law, "wins the trick with the lowest card that wins")
        why = "its side is winning the trick already" if friend else "it cannot win the trick"
        return Choice(Play(v.seat, cards[0]), law, f"{why}: throws its lowest card")


def computer_players(players: int = 5, human: Optional[int] = None) -> dict[int, SoloPlayer]:
    """A computer player for each seat but ``human``'s."""
    if not isinstance(players, int) or isinstance(players, bool) or players not in (3, 5):
        raise IllegalActionError(f"Solo Whist is played by five or by three, not {players!r}")
    if human is not None and (not isinstance(human, int) or isinstance(human, bool) or not 0 <= human < players):
        raise IllegalActionError(f"the human's seat is one of 0 to {players - 1}, not {human!r}")
    return {s: SoloPlayer() for s in range(players) if s != human}
