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

    #: How the law's id becomes its citation, the id with the words it rests on
    #: (:func:`games.citations.cited`, set when that module is imported: this module imports nothing).
    cite = staticmethod(lambda law: law)

    def __init__(self, message: str, law: str | None = None):
        self.message = message
        self.law = type(self).cite(law) if isinstance(law, str) else law
        super().__init__(f"{message} [{law}]" if law else message)

    @property
    def words(self) -> str:
        """The words of the law broken that the refusal rests on ('' where no law is named)."""
        return getattr(self.law, "words", "")


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


# -- checks shared by every module: a bad value is refused with the library's error ------------------

def check_int(value: object, what: str, *, minimum: int | None = None, maximum: int | None = None,
              error: type = GameError, law: str | None = None) -> int:
    """``value`` if it is a whole number (not a bool) within the bounds given, else ``error`` naming ``what``."""
    _check_error(error)
    for bound in (minimum, maximum):
        if bound is not None and (not isinstance(bound, int) or isinstance(bound, bool)):
            raise GameError(f"a bound must be a whole number or None, not {_shown(bound)}")
    if not isinstance(value, int) or isinstance(value, bool):
        raise error(f"{what} must be a whole number, not {_shown(value)}", law)
    if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
        bounds = (f"from {minimum} to {maximum}" if minimum is not None and maximum is not None
                  else f"at least {minimum}" if minimum is not None else f"at most {maximum}")
        raise error(f"{what} must be {bounds}, not {_shown(value)}", law)
    return value


def check_text(value: object, what: str, *, error: type = GameError, law: str | None = None) -> str:
    """``value`` if it is a ``str``, else ``error`` naming ``what``."""
    _check_error(error)
    if not isinstance(value, str):
        raise error(f"{what} must be text, not {_shown(value)}", law)
    return value


def check_items(value: object, what: str, *, error: type = GameError, law: str | None = None,
                text: bool = False) -> tuple:
    """The items of ``value`` as a tuple, if it is a collection (a ``str`` or ``bytes`` only if ``text``);
    else ``error`` naming ``what``."""
    _check_error(error)
    if isinstance(value, (bytes, bytearray)) or (isinstance(value, str) and not text):
        raise error(f"{what} must be a collection, not {_shown(value)}", law)
    try:
        return tuple(value)  # type: ignore[arg-type]
    except TypeError:
        raise error(f"{what} must be a collection, not {_shown(value)}", law) from None


def _shown(value: object) -> str:
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a value whose repr fails is still named
        text = f"a {type(value).__name__}"
    return text if len(text) <= 60 else text[:57] + "..."


def _check_error(error: object) -> None:
    if not (isinstance(error, type) and issubclass(error, GameError)):
        raise GameError(f"a check raises one of the library's errors (a GameError), not {_shown(error)}")
