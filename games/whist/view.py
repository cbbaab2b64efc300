"""What one seat may know of a hand of Whist: :class:`WhistView`, built by the engine (never filtered later).

The hands shown are those the game's observer lets the seat see (its own; Dummy's once exposed; all at
Double Dummy); the cards lying face up (exposed, liable to be called) are seen by all; the last trick
turned is shown only to a seat that has demanded to see it, and no earlier trick (Foster's law 91).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from games.cards import Card

__all__ = ["WhistView"]


@dataclass(frozen=True)
class WhistView:
    """One seat's view of the hand."""

    seat: Optional[int]
    code: str
    phase: str
    dealer: int
    names: tuple[str, ...]
    hands: dict  #: hand -> its cards, for the hands this seat may see
    counts: tuple[int, ...]  #: how many cards each hand holds (everyone can count them)
    exposed: dict  #: hand -> the cards lying face up on the table, liable to be called
    trump_card: Optional[Card]  #: the trump card turned up (``None`` before it is)
    trump_on_table: bool
    trick: tuple  #: (hand, card) played to the trick in progress
    leader: Optional[int]
    last_trick: Optional[tuple]  #: the last trick turned, if this seat demanded to see it (law 91)
    tricks_won: tuple[int, int]  #: by side (the dealer's partners are seats 0 and 2 -- side 0)
    score: dict  #: the sides' points in the game at the beginning of the hand
    to_act: Optional[int]
    actor: Optional[str]
    legal: tuple  #: the regular actions open to this seat (for the hands it plays)
    ruling: Optional[str]  #: a ruling waiting for a choice, in words
    options: tuple[str, ...]  #: its options
    liabilities: tuple  #: the penalties hanging over the players, in words
    result: Any = None  #: the hand's result once it is over
    choosers: tuple = ()  #: who may elect the remedy of the ruling that waits
    may_consult: Optional[bool] = None  #: whether they may consult each other first (Foster 84; None: no ruling)
