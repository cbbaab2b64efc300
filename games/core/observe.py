"""Who sees which hand: the observer policies a game (or a variant) chooses.

A state asks its ``observer`` whether a seat may see a hand's cards
(:meth:`games.core.state.State.sees`); its ``view(seat)`` shows the hands
that answer yes and no others.  The policy goes with the controller hook
(:meth:`games.core.state.State.controller`, who plays a hand): Dummy and
Double Dummy differ from Whist only in these two (OpenSpiel's observer,
python-chess's variants).

>>> from games.core.observe import OwnHands, AllOpen, Exposed
>>> class Table:                      # any state with n, controller and exposed_hands
...     n = 4
...     def controller(self, hand): return 0 if hand == 2 else hand
...     def exposed_hands(self): return frozenset({2})
>>> t = Table()
>>> [OwnHands().sees(t, 0, h) for h in range(4)]   # seat 0 plays hands 0 and 2
[True, False, True, False]
>>> [Exposed().sees(t, 1, h) for h in range(4)]    # hand 2 lies on the table
[False, True, True, False]
>>> AllOpen().sees(t, None, 3)
True
"""

from __future__ import annotations

from typing import Any, Optional

from games.errors import GameError, check_int

__all__ = ["Observer", "OwnHands", "Exposed", "AllOpen"]


def _checked(state: Any, viewer: object, hand: object, *needs: str) -> None:
    """Refuse a call whose state lacks what the policy asks of it, or whose seat or hand is no seat."""
    for name in needs:
        if not callable(getattr(state, name, None)):
            raise GameError(f"an observer asks a game's state (one with {name}()), not {state!r}")
    if viewer is not None:
        check_int(viewer, "the seat that looks")
    check_int(hand, "the hand looked at", minimum=0)


class Observer:
    """A policy: may ``viewer`` (``None``: an onlooker) see ``hand``?"""

    def sees(self, state: Any, viewer: Optional[int], hand: int) -> bool:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class OwnHands(Observer):
    """Each seat sees the hands it plays, and nothing else (cards dealt face down)."""

    def sees(self, state: Any, viewer: Optional[int], hand: int) -> bool:
        _checked(state, viewer, hand, "controller")
        return viewer is not None and state.controller(hand) == viewer


class Exposed(OwnHands):
    """As :class:`OwnHands`, and every seat (and onlooker) sees the hands the state lays on the
    table (``state.exposed_hands()``: Dummy's hand once the first card is led)."""

    def sees(self, state: Any, viewer: Optional[int], hand: int) -> bool:
        _checked(state, viewer, hand, "controller", "exposed_hands")
        return hand in state.exposed_hands() or super().sees(state, viewer, hand)


class AllOpen(Observer):
    """Every hand is open to everyone (Double Dummy, a lesson's hand)."""

    def sees(self, state: Any, viewer: Optional[int], hand: int) -> bool:
        _checked(state, viewer, hand)
        return True
