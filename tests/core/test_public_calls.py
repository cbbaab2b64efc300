"""The bad-input campaign: every public call refuses bad input with the library's error and changes nothing.

The project's rule: anything importable from :mod:`games` without a leading underscore refuses a bad
value with :class:`~games.errors.GameError` (or a subclass; naming the law where one governs) and leaves
every object as it was; a constructor validates at once.  This file proves it by property tests:

* :func:`test_bad_value` -- for every public function, class and public method *defined* in a module
  of :mod:`games` (walked with :mod:`pkgutil`), and for each of its parameters in turn, the other
  arguments valid (``public_calls_support.valid_value``), the parameter takes bad values drawn by
  hypothesis: ``None``, bytes, floats (nan, inf), strings, huge and negative ints, bools, empty and
  nested containers, objects of the wrong class...  The call may succeed or raise a ``GameError``;
  a refused call must change nothing (``snapshot()``, or the object's fields, compared before and
  after).  A raw ``TypeError``/``ValueError``/``KeyError``/``AttributeError``... or a hang is a finding.
* :func:`test_call_without_arguments` -- a public method or function that takes no argument, called
  on a fresh object: it succeeds or refuses with the library's error.
* :func:`test_bad_actions_in_random_playthroughs` -- each game played to its end with random legal
  actions; before every step one random *bad* action (a malformed field, a wrong seat, another
  game's action, a thing that is no action) must be refused with the library's error and change
  nothing (:func:`games.core.testing.refused`).

The cases of :func:`test_bad_value` fall into four groups by the package they fuzz
(``public_calls_cases.GROUPS``): this file fuzzes the shared parts of :mod:`games`, and
``test_public_calls_poker.py``, ``test_public_calls_vingt_un.py`` and ``test_public_calls_trick_games.py``
the games, so that the parallel workers of ``make test`` (``--dist loadfile``) share the campaign.

``public_calls_cases.KNOWN`` lists the findings in code this campaign may not change (other people own
it): each is an expected failure, ``xfail(strict=True)``, so that it turns into a failure the day it is
fixed -- then delete its line.  A new finding anywhere fails at once.

The figures (modules, callables, calls, refusals, findings) of this file's process are written at the end
of its run by :func:`test_zz_figures` (``pytest -q -s -n 0`` shows them; they are also in ``RECORD``).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(1, str(Path(__file__).parents[2]))  # the package, when run as a script (regenerate_known)
import public_calls_cases as C  # noqa: E402
import public_calls_support as S  # noqa: E402

from games.core.testing import refused  # noqa: E402
from games.errors import GameError  # noqa: E402

KNOWN = C.KNOWN


test_bad_value, test_bad_value_thoroughly = C.tests_for("shared")


@pytest.mark.parametrize("target", C.EMPTY_CASES)
def test_call_without_arguments(target):
    C.check_without_arguments(target)


# ------------------------------------------------------------------------------------------
# bad actions in random playthroughs
# ------------------------------------------------------------------------------------------

def _games():
    from games.poker import Automation, Sitting
    from games.poker.rules import FOSTER_RULES, PEEL_RULES
    from games.vingt_un.french import FrenchVingtUn
    from games.vingt_un.game import VingtUn
    from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, PEEL
    return {
        "poker-peel": lambda seed: Sitting(["A", "B", "C", "D"], seed=seed, rules=PEEL_RULES,
                                           automations=Automation.DEALER).new_game(),
        "poker-foster": lambda seed: Sitting(["A", "B", "C"], seed=seed, rules=FOSTER_RULES).new_game(),
        "vingt-un-peel": lambda seed: VingtUn(PEEL, seats=3, seed=seed, rounds=2),
        "vingt-un-hoffmann": lambda seed: VingtUn(HOFFMANN, seats=4, seed=seed, rounds=2),
        "vingt-un-enquire-within": lambda seed: VingtUn(ENQUIRE_WITHIN, seats=3, seed=seed, rounds=2),
        "french-vingt-un": lambda seed: FrenchVingtUn(seats=3, seed=seed),
    }


GAMES = _games()


class _Other:
    """An action of no game."""


def bad_action(g, rng: random.Random):
    """One action that must be refused: a legal one with a field made bad, a seat that is not
    to act, another game's action, or something that is no action at all."""
    import dataclasses

    legal = g.legal_actions()
    how = rng.randrange(5)
    if how == 0 or not legal:
        return rng.choice([None, "Pass(seat=0)", 3, _Other(), b"AS", ("Pass", 0)]), "no action"
    a = rng.choice(legal)
    fields = [f.name for f in dataclasses.fields(a)]
    if how in (1, 2) and fields:
        name = rng.choice(fields)
        label, bad = S.make_bad(("fixed", rng.randrange(len(S.FIXED))))
        try:
            return dataclasses.replace(a, **{name: bad}), f"{type(a).__name__}.{name}={label}"
        except GameError:
            return None, "no action"
    if how == 3 and "seat" in fields:
        others = [s for s in range(g.n) if not any(getattr(x, "seat", None) == s and type(x) is type(a)
                                                  for x in legal)]
        if others:
            return dataclasses.replace(a, seat=rng.choice(others)), f"{type(a).__name__} by a seat not to act"
    from games.core.state import ChooseRemedy
    return ChooseRemedy(0, rng.choice([-1, 99, None])), "ChooseRemedy with no ruling open"


def _play(name: str, seed: int, found: dict) -> int:
    import copy

    try:
        g = GAMES[name](seed)
    except GameError:
        raise
    except Exception as e:
        found.setdefault(f"{name}: the game", f"the game cannot be made (seed {seed}): "
                                              f"{type(e).__name__}: {S._first_line(e)}")
        return 0
    rng = random.Random(f"bad-actions/{name}/{seed}")
    tried = 0
    for _ in range(250):
        if g.over:
            break
        bad, what = bad_action(g, rng)
        key = f"{name}: {what}"
        try:
            allowed = g.can(bad)
        except Exception as e:  # a raw error from can(): a finding
            found.setdefault(key, f"can({bad!r}): {type(e).__name__}: {S._first_line(e)}")
            allowed = True
        if not allowed:
            tried += 1
            S.RECORD["calls"] += 1
            keep = copy.deepcopy(g)
            try:
                refused(g, bad)
                S.RECORD["refused"] += 1
            except AssertionError as e:
                found.setdefault(key, f"do({bad!r}): {S._first_line(e)}")
                g = keep
            except Exception as e:
                found.setdefault(key, f"do({bad!r}): {type(e).__name__}: {S._first_line(e)}")
                g = keep
        legal = g.legal_actions()
        if not legal:
            break
        g.do(rng.choice(legal))
    return tried


_PLAYED: dict[str, dict] = {}


def _findings(name: str) -> dict:
    if name not in _PLAYED:
        found: dict = {}
        for seed in range(5):
            _play(name, seed, found)
        _PLAYED[name] = found
        S.RECORD["findings"] += len(found)
    return _PLAYED[name]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_bad_actions_in_random_playthroughs(name):
    found = _findings(name)
    new = {k: v for k, v in found.items() if k not in KNOWN}
    assert not new, "\n".join(f"{k}: {v}" for k, v in new.items())


PLAY_CASES = [C.case(k, k) for k in KNOWN if k.split(":")[0] in GAMES]


@pytest.mark.parametrize("key", PLAY_CASES)
def test_known_bad_action(key):
    """One known finding of the playthroughs (each an expected failure until it is fixed)."""
    found = _findings(key.split(":")[0])
    assert key not in found, found.get(key)


def test_zz_figures(capsys):
    """The figures of the campaign (run last; ``-s`` shows them)."""
    r = S.RECORD
    lines = [
        f"modules walked: {r['modules']}",
        f"public callables collected: {r['callables']}",
        f"calls made: {r['calls']} (refused with the library's error: {r['refused']}, "
        f"succeeded: {r['succeeded']}, findings: {r['findings']})",
        f"known findings outside this campaign's files: {len(KNOWN)}",
        f"not covered: {len(r['not_covered'])}",
    ] + [f"  {k}: {v}" for k, v in sorted(r["not_covered"].items())]
    with capsys.disabled():
        print("\n" + "\n".join(lines))


# ------------------------------------------------------------------------------------------
# the table of known findings, written afresh
# ------------------------------------------------------------------------------------------

def regenerate_known() -> str:
    """The body of :data:`KNOWN` as the quick run finds it now (the slow calls as the slow run), grouped by
    module, for the files this
    campaign may not change (``.venv/bin/python tests/core/test_public_calls.py`` prints it).  Run it after a
    merge or a fix, and paste the lines between ``BEGIN KNOWN`` and ``END KNOWN`` in
    ``tests/core/public_calls_cases.py``."""
    import importlib

    own = ("games.cards", "games.core.ledger", "games.core.odds", "games.core.options", "games.core.prose",
           "games.core.actions", "games.core.tables", "games.laws", "games.claims", "games.commentary",
           "games.errors", "games.lessons.core", "games.lessons.catalogue", "games.lessons")
    found: dict[str, str] = {}
    runs = [(c.id, C.check_thoroughly if c.values[0].qualname in C.SLOW_TARGETS else C.check_bad_value,
             c.values) for c in C.BAD_CASES] + \
           [(c.id, C.check_without_arguments, c.values) for c in C.EMPTY_CASES]
    for key, test, values in runs:
        try:
            test(*values)
        except AssertionError as e:
            found[key] = str(e).splitlines()[0].removeprefix("AssertionError: ")
        except pytest.skip.Exception:
            pass
    for name in GAMES:
        found.update(_findings(name))

    def module(key: str) -> str:
        if not key.startswith("games."):
            return "playthroughs"
        parts = key.split("(")[0].split(".")
        for i in range(len(parts), 0, -1):
            try:
                importlib.import_module(".".join(parts[:i]))
                return ".".join(parts[:i])
            except ImportError:
                continue
        return parts[0]

    groups: dict[str, list[str]] = {}
    for key in sorted(found):
        m = module(key)
        if m in own:
            print(f"# in a file of this campaign, to fix: {key}: {found[key]}", file=sys.stderr)
            continue
        groups.setdefault(m, []).append(key)
    lines = []
    for m in sorted(groups):
        lines.append(f"    # -- {m} ({len(groups[m])})")
        for key in groups[m]:
            text = found[key] if len(found[key]) <= 230 else found[key][:227] + "..."
            lines += [f"    {key!r}:", f"        {text!r},"]
    return "\n".join(lines)


if __name__ == "__main__":
    print(regenerate_known())
