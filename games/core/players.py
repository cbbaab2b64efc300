"""Computer players: ``decide(view) -> Choice(action, law, reason)``.

A computer player sees only what its seat may see (``state.view(seat)``,
whose ``legal`` lists the actions open to it) and says why it acts, citing a
law or a maxim, so a widget can show the reason beside the move.
:func:`play_out` is the loop every widget runs between the human's moves.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional, Protocol

from games.errors import IllegalActionError, check_int, check_items
from games.citations import cited

__all__ = ["Choice", "Player", "RandomPlayer", "play_out", "pick"]


@dataclass(frozen=True)
class Choice:
    """A computer player's action, the law (or maxim) behind it, the reason in words."""

    action: Any
    law: Optional[str]  #: the law (with its words, :class:`games.citations.Cite`), a Convention, or None
    reason: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "law", cited(self.law))


class Player(Protocol):
    def decide(self, view: Any) -> Choice: ...


def pick(view: Any, kind: type, **match: Any) -> Any:
    """The first action open to the seat (``view.legal``) of class ``kind`` whose fields have the values
    ``match`` gives (``pick(view, Deal, first=2)``); ``None`` if there is none."""
    legal = check_items(getattr(view, "legal", None), "the actions open (a view's legal)", error=IllegalActionError)
    if not isinstance(kind, type):
        raise IllegalActionError(f"pick an action by its class, not {kind!r}")
    for a in legal:
        if isinstance(a, kind) and all(getattr(a, k) == v for k, v in match.items()):
            return a
    return None


class RandomPlayer:
    """Chooses uniformly among the legal actions (for random-simulation tests)."""

    def __init__(self, seed: object = 0):
        self.rng = random.Random(f"random-player/{seed!r}")

    def decide(self, view: Any) -> Choice:
        legal = check_items(getattr(view, "legal", None), "the actions open (a view's legal)",
                            error=IllegalActionError)
        if not legal:
            raise IllegalActionError("no action is open to choose from")
        return Choice(self.rng.choice(legal), None, "chosen at random")


def play_out(state: Any, players: Mapping[int, Player], *, to_act: Callable[[Any], Optional[int]] | None = None,
             limit: int = 10000) -> list[tuple[int, Choice]]:
    """Let the computer players act until it is a seat's turn that has no
    computer player (a human), or the game is over.  Returns the choices made."""
    from games.core.state import State  # the state imports nothing of the players; imported here all the same

    if not isinstance(state, State):
        raise IllegalActionError(f"the computer players play a game's state, not {state!r}")
    if not isinstance(players, Mapping):
        raise IllegalActionError(f"the computer players are a mapping of seats to players, not {players!r}")
    if to_act is not None and not callable(to_act):
        raise IllegalActionError(f"to_act says whose turn it is with a function, not {to_act!r}")
    check_int(limit, "the most actions to play out", minimum=0, error=IllegalActionError)
    who = to_act or (lambda s: s.to_act)
    made: list[tuple[int, Choice]] = []
    for _ in range(limit):
        if state.over:
            break
        seat = who(state)
        if seat is None or seat not in players:
            break
        choice = players[seat].decide(state.view(seat))
        state.do(choice.action)
        made.append((seat, choice))
    return made
