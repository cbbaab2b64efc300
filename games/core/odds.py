"""Exact chances: enumeration with ``Fraction``, and writing a chance as the books do.

One rounding rule for the whole edition (:func:`rounded`): exact values are
rounded half away from zero, to a stated number of significant figures, so a
table never shows "one in 113,782" beside "113,780 to 1".
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal, localcontext
from fractions import Fraction
from math import comb
from numbers import Rational
from typing import Callable, Hashable, Iterable, Mapping, TypeVar

from games.errors import GameError, check_int, check_items

__all__ = ["rounded", "decimal_text", "odds_against", "one_in", "percent", "distribution", "expectation", "comb"]

T = TypeVar("T", bound=Hashable)

#: the most significant figures a figure is written to (the arithmetic keeps sixty)
MAX_FIGURES = 50


def _exact(x: object, what: str = "a chance") -> Fraction:
    """``x`` as an exact fraction: a whole number, a ``Fraction``, a finite float or ``Decimal``
    (not a bool, not text); else :class:`~games.errors.GameError`."""
    if isinstance(x, bool) or not isinstance(x, (Rational, float, Decimal)):
        raise GameError(f"{what} must be a number (a whole number, a Fraction or a finite float), not {x!r}")
    if isinstance(x, (float, Decimal)) and not math.isfinite(x):
        raise GameError(f"{what} must be a finite number, not {x!r}")
    return Fraction(x)


def _figures(figures: object) -> int:
    return check_int(figures, "the number of significant figures", minimum=1, maximum=MAX_FIGURES)


def rounded(x: Fraction | int | float, figures: int = 4) -> Decimal:
    """``x`` rounded half away from zero to ``figures`` significant figures (at most :data:`MAX_FIGURES`)."""
    x = _exact(x, "a number to round")
    _figures(figures)
    if x == 0:
        return Decimal(0)
    with localcontext() as ctx:
        ctx.prec = 60
        d = Decimal(x.numerator) / Decimal(x.denominator)
        exp = d.adjusted() - figures + 1
        return d.quantize(Decimal(1).scaleb(exp), rounding=ROUND_HALF_UP)


def decimal_text(x: Fraction | int | float, figures: int = 4, *, whole: bool = False) -> str:
    """``rounded`` as text with thousands separators (``"113,781"``, ``"0.04762"``).

    ``whole=True``: never round away a digit of the whole part (``"113,782"``, not
    ``"113,800"``), so a column of figures keeps at least ``figures`` significant figures."""
    x = _exact(x, "a number to write")
    _figures(figures)
    if not isinstance(whole, bool):
        raise GameError(f"whole is True or False, not {whole!r}")
    if whole and x:
        figures = max(figures, len(str(abs(int(x)))))
        if figures > MAX_FIGURES:
            raise GameError(f"{x} has more than {MAX_FIGURES} figures to write whole")
    d = rounded(x, figures)
    if d == d.to_integral_value():
        return f"{int(d):,}"
    return f"{d:,f}"


def odds_against(p: Fraction, figures: int = 4) -> str:
    """A chance as the books give it: ``"43 to 4 against"``, ``"3 to 1 on"``, ``"evens"``,
    ``"certain"``, ``"impossible"``; a ratio that is not of small whole numbers also in
    decimals (``"1,195 to 37 against (32.30 to 1)"``)."""
    p = _exact(p)
    _figures(figures)
    if p <= 0:
        return "impossible"
    if p >= 1:
        return "certain"
    against = (1 - p) / p
    if against == 1:
        return "evens"
    ratio, word = (against, "against") if against > 1 else (1 / against, "on")
    a, b = ratio.numerator, ratio.denominator
    if b == 1:
        return f"{a:,} to 1 {word}"
    return f"{a:,} to {b:,} {word} ({decimal_text(ratio, figures)} to 1)"


def one_in(p: Fraction, figures: int = 6) -> str:
    """``"one in 4,165"``: the same rounding as :func:`odds_against`'s decimals."""
    p = _exact(p)
    _figures(figures)
    if p <= 0:
        return "never"
    return f"one in {decimal_text(1 / p, figures)}"


def percent(p: Fraction, figures: int = 4) -> str:
    """``"4.762 %"``, always to ``figures`` significant figures."""
    d = rounded(_exact(p) * 100, figures)
    return f"{d:f} %"


def distribution(outcomes: Iterable[tuple[T, int | Fraction]]) -> dict[T, Fraction]:
    """Weights per outcome, summed and normalised to exact probabilities."""
    acc: dict[T, Fraction] = {}
    for pair in check_items(outcomes, "the outcomes"):
        if not isinstance(pair, tuple) or len(pair) != 2:
            raise GameError(f"an outcome is a pair (outcome, weight), not {pair!r}")
        k, w = pair
        try:
            hash(k)
        except TypeError:
            raise GameError(f"an outcome must be hashable, not {k!r}") from None
        w = _exact(w, "an outcome's weight")
        if w < 0:
            raise GameError(f"an outcome's weight cannot be negative ({k!r}: {w})")
        acc[k] = acc.get(k, Fraction(0)) + w
    total = sum(acc.values())
    if total == 0:
        raise GameError("no outcomes")
    return {k: v / total for k, v in acc.items()}


def expectation(dist: Mapping[T, Fraction], value: Callable[[T], Fraction | int]) -> Fraction:
    """The exact mean of ``value`` under ``dist``."""
    if not isinstance(dist, Mapping):
        raise GameError(f"a distribution maps outcomes to chances, not {dist!r}")
    if not callable(value):
        raise GameError(f"the value of an outcome is a function, not {value!r}")
    return sum((_exact(p) * _exact(value(k), "an outcome's value") for k, p in dist.items()), Fraction(0))
