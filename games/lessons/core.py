"""Exercises whose answers the code checks.

An :class:`Exercise` is a record: its prompt, its exact answer (a
:class:`~fractions.Fraction` where it is a probability), the worked solution for
the teacher's key, the known mistakes (each a wrong answer *computed by a wrong
model*, with the message that names the mistake), and, where one fits, a
simulation that estimates the answer from seeded deals.

:func:`check_answer` compares a student's answer with the exact one and, if it is
wrong, says what kind of mistake it looks like.
"""

from __future__ import annotations

import math
import re
from decimal import Decimal
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Callable, Optional, Union

from games.errors import GameError

__all__ = ["Mistake", "Exercise", "Feedback", "Lesson", "parse_answer", "check_answer"]

Answer = Union[Fraction, int, bool, str]

#: How close a decimal answer must come to count as the exact value (absolute, for probabilities).
DECIMAL_TOLERANCE = 0.0005


@dataclass(frozen=True)
class Mistake:
    """A wrong answer a student is likely to give, and what it shows."""

    answer: Answer
    message: str


@dataclass(frozen=True)
class Feedback:
    correct: bool
    message: str
    #: The student's answer as the checker read it (``None`` if it could not be read).
    read_as: Optional[Answer] = None

    def __str__(self) -> str:
        return ("Right. " if self.correct else "Not yet. ") + self.message

    def _repr_html_(self) -> str:  # in a notebook
        from html import escape

        colour = "#1f6f3d" if self.correct else "#8a2a00"
        return f'<p style="color:{colour}"><b>{"Right." if self.correct else "Not yet."}</b> {escape(self.message)}</p>'


@dataclass(frozen=True)
class Exercise:
    """One exercise of a lesson.

    ``kind`` is ``"probability"`` (answer a :class:`Fraction`), ``"count"`` (an
    ``int``) or ``"yes-no"`` (a ``bool``).  ``laws`` are the law ids the
    exercise reads.  ``simulate(trials, seed)`` (optional) returns an estimate of
    the answer from seeded deals.
    """

    id: str
    lesson: str
    prompt: str
    kind: str
    answer: Answer
    solution: str
    laws: tuple[str, ...] = ()
    mistakes: tuple[Mistake, ...] = ()
    hint: str = ""
    simulate: Optional[Callable[[int, int], float]] = field(default=None, compare=False)

    def check(self, given: object) -> Feedback:
        return check_answer(self, given)

    @property
    def answer_text(self) -> str:
        return format_answer(self.answer, self.kind)


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    exercises: tuple[Exercise, ...]


# --- reading an answer -----------------------------------------------------------------------------

_FRACTION = re.compile(r"^\s*(-?\d+)\s*/\s*(\d+)\s*$")
_DECIMAL = re.compile(r"^\s*(-?\d*\.?\d+(?:[eE]-?\d+)?)\s*(%?)\s*$")
_ONE_IN = re.compile(r"^\s*(?:1|one)\s+in\s+(\d*\.?\d+)\s*$", re.I)
_ODDS = re.compile(r"^\s*(\d*\.?\d+)\s+to\s+(\d*\.?\d+)(\s+(?:on|in favour|for))?\s*$", re.I)
_YES = {"yes", "y", "true", "it is", "revoke", "misdeal"}
_NO = {"no", "n", "false", "it is not", "not"}


#: the kinds of answer an exercise asks for
KINDS = ("probability", "count", "yes-no")
#: the longest answer read (a longer one is refused, not computed)
MAX_ANSWER = 100


class AnswerError(GameError):
    """The answer could not be read (the library's error, hence also a ``ValueError``)."""


def _kind(kind: object) -> str:
    if not isinstance(kind, str) or kind not in KINDS:
        raise GameError(f"an answer's kind is one of {', '.join(KINDS)}, not {kind!r}")
    return kind  # type: ignore[return-value]


def parse_answer(given: object, kind: str) -> tuple[Answer, bool]:
    """``(value, exact)``: the answer as a number (or bool), and whether it was given exactly
    (a fraction or an integer) rather than as a rounded decimal."""
    _kind(kind)
    if kind == "yes-no":
        if isinstance(given, bool):
            return given, True
        text = str(given).strip().lower().rstrip(".!")
        if text in _YES:
            return True, True
        if text in _NO:
            return False, True
        raise AnswerError("answer yes or no")
    if isinstance(given, bool):
        raise AnswerError("give a number")
    if isinstance(given, Fraction):
        return given, True
    if isinstance(given, int):
        return Fraction(given), True
    if isinstance(given, float):
        if not math.isfinite(given):
            raise AnswerError("give a finite number")
        return Fraction(given), False
    if not isinstance(given, (str, Decimal)):
        raise AnswerError("give a number, or write it as text")
    text = str(given).strip().replace(",", "")
    if len(text) > MAX_ANSWER:
        raise AnswerError(f"an answer of more than {MAX_ANSWER} characters is not read")
    m = _FRACTION.match(text)
    if m:
        if int(m.group(2)) == 0:
            raise AnswerError("a fraction cannot have 0 below the line")
        return Fraction(int(m.group(1)), int(m.group(2))), True
    m = _DECIMAL.match(text)
    if m:
        if "e" in m.group(1).lower() and abs(int(m.group(1).lower().split("e")[1])) > 30:
            raise AnswerError("write the number without so large a power of ten")
        value = Fraction(m.group(1))
        if m.group(2):
            value /= 100
        exact = m.group(2) == "" and "." not in m.group(1) and "e" not in m.group(1).lower()
        return value, exact
    m = _ONE_IN.match(text)
    if m:
        n = Fraction(m.group(1))
        if n == 0:
            raise AnswerError("'one in 0' is not a probability")
        return 1 / n, "." not in m.group(1)
    m = _ODDS.match(text)
    if m:  # "a to b" read as odds: a chances for, b against (the books' "seven to six that ...")
        a, b = Fraction(m.group(1)), Fraction(m.group(2))
        if a + b == 0:
            raise AnswerError("odds of 0 to 0 mean nothing")
        return a / (a + b), "." not in m.group(0)
    raise AnswerError("write the answer as a fraction (4/13), a decimal (0.3077), a percentage (30.77%), "
                      "'1 in 3.25' or odds ('9 to 4')")


def _same(value: Answer, target: Answer, exact: bool, kind: str) -> bool:
    if kind == "yes-no":
        return value == target
    if exact or kind == "count":  # a count is right or wrong, never nearly right
        return Fraction(value) == Fraction(target)
    return math.isclose(float(value), float(target), abs_tol=DECIMAL_TOLERANCE)


def format_answer(value: Answer, kind: str) -> str:
    _kind(kind)
    if kind == "yes-no":
        if not isinstance(value, bool):
            raise GameError(f"a yes-no answer is True or False, not {value!r}")
        return "yes" if value else "no"
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
        raise GameError(f"an answer to write is a whole number or a Fraction, not {value!r}")
    if kind == "count":
        return f"{int(value):,}"
    f = Fraction(value)
    if f.denominator == 1:
        return str(f.numerator)
    if f.denominator > 10**6:  # an exact fraction too long to read: the decimal first
        return f"\u2248 {float(f):.4f} (exactly {f.numerator}/{f.denominator})"
    return f"{f.numerator:,}/{f.denominator:,} \u2248 {float(f):.4f}"


def check_answer(ex: Exercise, given: object) -> Feedback:
    if not isinstance(ex, Exercise):
        raise GameError(f"check an answer against an Exercise, not {ex!r}")
    try:
        value, exact = parse_answer(given, ex.kind)
    except AnswerError as e:
        return Feedback(False, f"I could not read {given!r}: {e}.")
    if _same(value, ex.answer, exact, ex.kind):
        if ex.kind == "probability" and not exact:
            return Feedback(True, f"{given} is the answer to four places; exactly, it is {ex.answer_text}.", value)
        return Feedback(True, f"{format_answer(value, ex.kind)} is the exact answer.", value)
    for m in ex.mistakes:
        if _same(value, m.answer, exact, ex.kind):
            return Feedback(False, m.message, value)
    if ex.kind == "probability":
        v = Fraction(value)
        if v < 0 or v > 1:
            return Feedback(False, "A probability lies between 0 and 1: count the favourable cases, then divide "
                                   "by all the cases.", value)
        if _same(1 - v, ex.answer, exact, ex.kind):
            return Feedback(False, "You have the probability of the opposite event: subtract it from 1.", value)
    if ex.kind == "count" and Fraction(value).denominator != 1:
        return Feedback(False, "The answer is a whole number of cases.", value)
    return Feedback(False, "That is not the exact answer, nor a mistake I recognise. " + (ex.hint or
                    "Write out the cases the law allows, and count them again."), value)
