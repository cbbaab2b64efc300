"""Helpers shared by every game's tests (OpenSpiel's random simulation, pokerkit's rule tests).

* :func:`refused` -- the action raises the library's error naming ``law`` and
  the state is exactly as it was;
* :func:`random_playthrough` -- plays random legal actions (and, if asked,
  random illegal ones, which must be refused without a trace) to the end,
  checking the invariants after every step;
* :func:`check_golden` -- compare a transcript with a golden file
  (``GOLDEN_UPDATE=1`` rewrites it);
* :data:`BAD_VALUES` and :func:`value_id` -- the bad values every public call is tried with, and
  their test ids; :func:`bad_calls_refused` -- a state's public calls given one of them.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any, Callable, Iterable, Optional, Sequence

from games.errors import GameError

__all__ = ["refused", "random_playthrough", "check_golden", "BAD_VALUES", "value_id", "bad_calls_refused"]

#: Values of every wrong kind a public call may be given: none, bytes, not-a-number, text, empty text, a
#: huge number, a negative one, a bool, empty and nested lists, a mapping, a bare object.
BAD_VALUES: tuple = (None, b"AS", float("nan"), "x", "", 10**30, -1, True, [], [[None]], {"a": 1}, object())


def value_id(value: object) -> str:
    """A test id for a bad value, the same in every process (pytest-xdist compares them): no address of
    an object."""
    return "an object" if type(value) is object else repr(value)


def refused(state: Any, action: Any, law: Optional[str] = None, error: type[GameError] = GameError,
            match: Optional[str] = None) -> GameError:
    """Assert ``state.do(action)`` is refused with ``error`` naming ``law`` and changes nothing."""
    before = state.snapshot()
    assert not state.can(action), f"{action} was allowed"
    try:
        state.do(action)
    except error as e:
        if law is not None:
            assert e.law == law, f"{action}: refused under {e.law}, expected {law}: {e}"
        if match is not None:
            assert match in str(e), f"{match!r} not in {e}"
        after = state.snapshot()
        assert after == before, f"{action} was refused but changed the state: " + ", ".join(
            k for k in before if before.get(k) != after.get(k))
        return e
    raise AssertionError(f"{action} was not refused")


def random_playthrough(state: Any, seed: object = 0, *, steps: int = 5000,
                       wrong: Callable[[Any, random.Random], Iterable[Any]] | None = None,
                       choose: Callable[[Any, Sequence[Any], random.Random], Any] | None = None) -> Any:
    """Play ``state`` to its end with random legal actions, checking
    ``state.check_invariants()`` after each; ``wrong(state, rng)`` may propose
    actions that must be refused, which are tried first and must change nothing."""
    rng = random.Random(f"playthrough/{seed!r}")
    for _ in range(steps):
        if state.over:
            return state
        if wrong is not None:
            for bad in wrong(state, rng):
                if not state.can(bad):
                    refused(state, bad)
        legal = state.legal_actions()
        assert legal, f"nothing is legal and the game is not over:\n{state.transcript()[-2000:]}"
        action = choose(state, legal, rng) if choose else rng.choice(legal)
        state.do(action)
        state.check_invariants()
    raise AssertionError(f"the game did not end in {steps} steps")


def check_golden(path: str | os.PathLike, text: str) -> None:
    """``text`` equals the golden file at ``path`` (``GOLDEN_UPDATE=1`` writes it instead)."""
    p = Path(path)
    if os.environ.get("GOLDEN_UPDATE") == "1" or not p.exists():
        if os.environ.get("GOLDEN_UPDATE") != "1":
            raise AssertionError(f"no golden file {p}; run with GOLDEN_UPDATE=1 to write it")
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
        return
    expected = p.read_text(encoding="utf-8")
    if expected != text:
        import difflib

        diff = "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True), str(p), "now", n=2))
        raise AssertionError(f"transcript differs from {p}:\n{diff[:6000]}")


def bad_calls_refused(state: Any, bad: object, *more: Callable[[], Any]) -> None:
    """Assert that ``state``'s public calls given ``bad`` -- ``view``, ``do``, ``can`` (refused, or
    ``False``), and, unless ``bad`` is ``None`` (an onlooker, or everyone: a good value there),
    ``legal_actions``, ``log_for`` and ``name`` -- and the game's own calls ``more`` each raise the
    library's error, and that the state is exactly as it was."""
    before = state.snapshot()
    calls: list[Callable[[], Any]] = [lambda: state.view(bad), lambda: state.do(bad), *more]
    if bad is not None:
        calls += [lambda: state.legal_actions(bad), lambda: state.log_for(bad), lambda: state.name(bad)]
    for call in calls:
        try:
            call()
        except GameError:
            continue
        raise AssertionError(f"{call} accepted {bad!r}")
    try:
        assert not state.can(bad), f"can({bad!r}) was True"
    except GameError:
        pass
    assert state.snapshot() == before, f"a refused call with {bad!r} changed the state"
