"""Tricks: following suit, the winner of a trick, and the revoke (Whist, Solo Whist, Écarté).

The laws of a trick game each decide these once; the games tag their use of
them with their own laws.  ``order`` is the ranks from lowest to highest
(:data:`games.cards.ACE_HIGH` for Whist):

>>> from games.cards import ACE_HIGH, Suit, parse_cards
>>> from games.tricks import trick_winner, legal_cards, is_revoke
>>> trick_winner(parse_cards("4H KH 2S AH"), ACE_HIGH, trumps=Suit.SPADES)
2
>>> hand = parse_cards("3H 9C")
>>> legal_cards(hand, led=Suit.HEARTS)
(Card.parse('3H'),)
>>> is_revoke(hand, parse_cards("9C")[0], led=Suit.HEARTS)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from games.cards import Card, Rank, Suit

__all__ = ["Trick", "legal_cards", "is_revoke", "trick_winner", "suit_held"]


def suit_held(hand: Sequence[Card], suit: Suit) -> bool:
    return any(c.suit is suit for c in hand)


def legal_cards(hand: Sequence[Card], led: Optional[Suit]) -> tuple[Card, ...]:
    """The cards that follow suit (every card when leading, or when void in the suit led)."""
    if led is None or not suit_held(hand, led):
        return tuple(hand)
    return tuple(c for c in hand if c.suit is led)


def is_revoke(hand: Sequence[Card], card: Card, led: Optional[Suit]) -> bool:
    """Playing ``card`` from ``hand`` renounces (fails to follow suit while holding one): the
    act that becomes a revoke when the trick is turned and quitted (each code says when)."""
    return led is not None and card.suit is not led and suit_held(hand, led)


def trick_winner(cards: Sequence[Card], order: Sequence[Rank], trumps: Optional[Suit] = None) -> int:
    """The index (in order of play) of the card that wins: the highest trump, else the
    highest card of the suit led."""
    if not cards:
        raise ValueError("an empty trick")
    led = cards[0].suit
    best = 0
    for i, c in enumerate(cards[1:], 1):
        b = cards[best]
        if c.suit is b.suit:
            if order.index(c.rank) > order.index(b.rank):
                best = i
        elif trumps is not None and c.suit is trumps:
            best = i
        # a card of another plain suit never wins
    del led
    return best


@dataclass(frozen=True)
class Trick:
    """A trick as played: the leader's seat and the cards in order of play."""

    leader: int
    cards: tuple[Card, ...]

    def seat_of(self, index: int, n: int) -> int:
        return (self.leader + index) % n

    def winner(self, n: int, order: Sequence[Rank], trumps: Optional[Suit] = None) -> int:
        return self.seat_of(trick_winner(self.cards, order, trumps), n)
