"""Exact chances: enumeration with ``Fraction``, and writing a chance as the books do.

One rounding rule for the whole edition (:func:`rounded`): exact values are
rounded half away from zero, to a stated number of significant figures, so a
table never shows "one in 113,782" beside "113,780 to 1".
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, localcontext
from fractions import Fraction
from math import comb
from typing import Callable, Hashable, Iterable, Mapping, TypeVar

__all__ = ["rounded", "decimal_text", "odds_against", "one_in", "percent", "distribution", "expectation", "comb"]

T = TypeVar("T", bound=Hashable)


def rounded(x: Fraction | int | float, figures: int = 4) -> Decimal:
    """``x`` rounded half away from zero to ``figures`` significant figures."""
    x = Fraction(x)
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
    if whole and x:
        figures = max(figures, len(str(abs(int(Fraction(x))))))
    d = rounded(x, figures)
    if d == d.to_integral_value():
        return f"{int(d):,}"
    return f"{d:,f}"


def odds_against(p: Fraction, figures: int = 4) -> str:
    """A chance as the books give it: ``"43 to 4 against"``, ``"3 to 1 on"``, ``"evens"``,
    ``"certain"``, ``"impossible"``; a ratio that is not of small whole numbers also in
    decimals (``"1,195 to 37 against (32.30 to 1)"``)."""
    p = Fraction(p)
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
    p = Fraction(p)
    if p <= 0:
        return "never"
    return f"one in {decimal_text(1 / p, figures)}"


def percent(p: Fraction, figures: int = 4) -> str:
    """``"4.762 %"``, always to ``figures`` significant figures."""
    d = rounded(Fraction(p) * 100, figures)
    return f"{d:f} %"


def distribution(outcomes: Iterable[tuple[T, int | Fraction]]) -> dict[T, Fraction]:
    """Weights per outcome, summed and normalised to exact probabilities."""
    acc: dict[T, Fraction] = {}
    for k, w in outcomes:
        acc[k] = acc.get(k, Fraction(0)) + Fraction(w)
    total = sum(acc.values())
    if total == 0:
        raise ValueError("no outcomes")
    return {k: v / total for k, v in acc.items()}


def expectation(dist: Mapping[T, Fraction], value: Callable[[T], Fraction | int]) -> Fraction:
    """The exact mean of ``value`` under ``dist``."""
    return sum((p * Fraction(value(k)) for k, p in dist.items()), Fraction(0))
