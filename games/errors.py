"""The library's own error hierarchy.

Every error raised because of what a player (or a caller) tried to do is a
:class:`GameError`.  It names the law that forbids the action (``law``, an id
such as ``"peel-poker:25"``), so a widget can link straight to it.  Errors are
raised *before* anything changes: a rejected action leaves the state as it was.
"""

from __future__ import annotations


class GameError(ValueError):
    """Base class of every error of the :mod:`games` package.

    ``law`` is the id of the law broken (``None`` where no law of the texts is
    in question, e.g. a malformed card), ``message`` the plain explanation.
    """

    def __init__(self, message: str, law: str | None = None):
        self.message = message
        self.law = law
        super().__init__(f"{message} [{law}]" if law else message)


class InvalidCardError(GameError):
    """Text that does not name a card (``"1X"``), or a card where none can be."""


class InvalidActionError(GameError):
    """Text that does not name an action of the game (a malformed transcript line)."""


class IllegalActionError(GameError):
    """An action the laws forbid in this state (a stake too small, a draw of
    the wrong number, a bet over the limit...)."""


class OutOfTurnError(IllegalActionError):
    """An action by a player whose turn it is not."""


class IrregularActionError(IllegalActionError):
    """An irregularity (a revoke, a lead out of turn, a card found face up) attempted in
    STRICT mode, which refuses what TABLE mode lets happen and hands to the referee."""


class RuleSetError(GameError):
    """A rule set or option that does not exist or does not fit the game."""
