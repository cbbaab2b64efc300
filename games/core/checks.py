"""The checks the core's public calls make on what they are given, written once.

Each raises the library's error (never a raw ``TypeError`` or ``ValueError``),
names the law passed in by the caller where one governs, and returns the
value in the form the caller works with:

>>> from games.core.checks import whole, law_id
>>> whole(3, "a number of points")
3
>>> whole(True, "a number of points")
Traceback (most recent call last):
games.errors.IllegalActionError: a number of points must be a whole number, not True
>>> law_id("hoffmann-whist:8") , law_id(None)
('hoffmann-whist:8', None)
"""

from __future__ import annotations

from typing import Iterable, Optional, Sequence

from games.cards import Card, Rank, Suit, parse_cards
from games.errors import IllegalActionError, InvalidCardError, RuleSetError
from games.laws import check_law_id
from games.citations import Convention

__all__ = ["law_id", "basis", "laws", "whole", "seat", "text", "names", "card", "cards", "rank_order", "suit_or_none",
           "ranked_in", "flag"]


def law_id(value: object, *, required: bool = False) -> Optional[str]:
    """``value`` if it is a law id of the edition (``"foster-whist:71"``), or ``None`` where that is allowed."""
    if value is None and not required:
        return None
    if not isinstance(value, str):
        raise RuleSetError(f"{value!r} is not a law id (write '<code>:<number>', e.g. 'foster-whist:71')")
    try:
        return check_law_id(value)
    except ValueError as e:
        raise RuleSetError(str(e)) from None


def basis(value: object, *, required: bool = False) -> Optional[str]:
    """What an entry rests on: a law id of the edition (:func:`law_id`) or a convention of the edition
    (:class:`games.citations.Convention`, what no law says, labelled as the edition's)."""
    if isinstance(value, Convention):
        return value
    return law_id(value, required=required)


def _required_law_id(value: object) -> str:
    out = law_id(value, required=True)
    assert out is not None  # required: a None is refused above
    return out


def laws(values: object, *, law: Optional[str] = None) -> tuple[str, ...]:
    """A tuple of law ids (a single id is not taken for a sequence of its letters)."""
    if isinstance(values, str) or not isinstance(values, Iterable):
        raise RuleSetError(f"the laws cited must be a sequence of law ids, not {values!r}", law)
    return tuple(_required_law_id(v) for v in values)


def whole(value: object, what: str, *, law: Optional[str] = None, minimum: Optional[int] = None,
          maximum: Optional[int] = None) -> int:
    """``value`` if it is an ``int`` (not a ``bool``) within ``minimum`` .. ``maximum``."""
    for bound in (minimum, maximum):
        if bound is not None and (not isinstance(bound, int) or isinstance(bound, bool)):
            raise RuleSetError(f"a bound on {what} must be a whole number or None, not {bound!r}", law)
    if not isinstance(value, int) or isinstance(value, bool):
        raise IllegalActionError(f"{what} must be a whole number, not {value!r}", law)
    if minimum is not None and value < minimum:
        raise IllegalActionError(f"{what} must be at least {minimum}, not {value}", law)
    if maximum is not None and value > maximum:
        raise IllegalActionError(f"{what} must be at most {maximum}, not {value}", law)
    return value


def seat(value: object, n: int, *, law: Optional[str] = None, what: str = "a seat") -> int:
    """``value`` if it is one of the seats ``0 .. n - 1`` (``n`` a whole number of seats)."""
    whole(n, "the number of seats", law=law, minimum=1)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise IllegalActionError(f"{what} must be one of the seats 0 to {n - 1}, not {value!r}", law)
    return value


def text(value: object, what: str, *, law: Optional[str] = None) -> str:
    """``value`` if it is a string with something in it."""
    if not isinstance(value, str) or not value.strip():
        raise IllegalActionError(f"{what} must be words, not {value!r}", law)
    return value


def names(values: object, what: str = "the players", *, law: Optional[str] = None,
          minimum: int = 1, maximum: Optional[int] = None) -> tuple[str, ...]:
    """Distinct non-empty names, between ``minimum`` and ``maximum`` of them."""
    if isinstance(values, str) or not isinstance(values, Iterable):
        raise IllegalActionError(f"{what} must be a sequence of names, not {values!r}", law)
    out = tuple(values)
    for v in out:
        text(v, f"a name among {what}", law=law)
    if len(set(out)) != len(out):
        raise IllegalActionError(f"{what}: a name appears twice in {list(out)}", law)
    if len(out) < minimum or (maximum is not None and len(out) > maximum):
        most = "" if maximum is None else f" and at most {maximum}"
        raise IllegalActionError(f"{what}: {len(out)} names; at least {minimum}{most} are needed", law)
    return out


def card(value: object) -> Card:
    """A :class:`~games.cards.Card`, or the text of one (``"KS"``)."""
    if isinstance(value, Card):
        return value
    return Card.parse(value)  # type: ignore[arg-type]


def cards(values: object, what: str = "the cards") -> tuple[Card, ...]:
    """Distinct cards, from text (``"KS 9H"``) or a sequence of cards or card texts."""
    if not isinstance(values, (str, Iterable)):
        raise InvalidCardError(f"{what} must be a sequence of cards, not {values!r}")
    return parse_cards(values)  # type: ignore[arg-type]


def rank_order(order: object) -> tuple[Rank, ...]:
    """A game's order of the ranks, lowest first: distinct :class:`~games.cards.Rank` values."""
    if isinstance(order, str) or not isinstance(order, Sequence) or not order:
        raise InvalidCardError(f"an order of the ranks must be a sequence of ranks, lowest first, not {order!r}")
    if not all(isinstance(r, Rank) for r in order) or len(set(order)) != len(order):
        raise InvalidCardError(f"an order of the ranks must name distinct ranks, not {order!r}")
    return tuple(order)


def suit_or_none(value: object, what: str = "the trump suit") -> Optional[Suit]:
    """A :class:`~games.cards.Suit` or ``None`` (no trumps)."""
    if value is not None and not isinstance(value, Suit):
        raise InvalidCardError(f"{what} must be a Suit or None, not {value!r}")
    return value


def flag(value: object, what: str, *, law: Optional[str] = None) -> bool:
    """``value`` if it is ``True`` or ``False``."""
    if not isinstance(value, bool):
        raise IllegalActionError(f"{what} must be True or False, not {value!r}", law)
    return value


def ranked_in(order: Sequence[Rank], pile: Iterable[Card]) -> None:
    """Every card of ``pile`` has a place in ``order`` (else :class:`~games.errors.InvalidCardError`)."""
    for c in pile:
        if c.rank not in order:
            raise InvalidCardError(f"the {c.name} has no place in this game's order of cards")
