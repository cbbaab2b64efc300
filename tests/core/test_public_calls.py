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

:data:`KNOWN` lists the findings in code this campaign may not change (other people own it): each is
an expected failure, ``xfail(strict=True)``, so that it turns into a failure the day it is fixed --
then delete its line.  A new finding anywhere fails at once.

The figures (modules, callables, calls, refusals, findings) are written at the end of the run by
:func:`test_zz_figures` (``pytest -q -s`` shows them; they are also in ``RECORD``).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, example, given, settings

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(1, str(Path(__file__).parents[2]))  # the package, when run as a script (regenerate_known)
import public_calls_support as S  # noqa: E402

from games.core.testing import refused  # noqa: E402
from games.errors import GameError  # noqa: E402

TARGETS = S.targets()

#: Not fuzzed, and why.
EXCLUDED = {
    "games.core.testing": "test helpers: their answer to a wrong state is an AssertionError, by design",
    "games.claims.ledger": "computes every claim of the site, some tens of seconds in arithmetic no alarm "
                           "interrupts (its parts, Claim and claim_url, are fuzzed)",
}

#: Findings outside the files this campaign may change: ``case -> the raw error and a reproduction``.
#: Each is an expected failure (strict): when it is fixed the test passes, pytest reports XPASS(strict)
#: as a failure, and the line must go.
KNOWN: dict[str, str] = {
    # BEGIN KNOWN
    # END KNOWN
}


def _excluded(t: S.Target) -> bool:
    return any(t.qualname == m or t.module == m or t.module.startswith(m + ".") for m in EXCLUDED)


def _case(key: str, *values):
    marks = [pytest.mark.xfail(strict=True, reason=KNOWN[key])] if key in KNOWN else []
    return pytest.param(*values, id=key, marks=marks)


BAD_CASES = [_case(f"{t.qualname}({p.name})", t, p.name) for t in TARGETS if not _excluded(t)
             for p in S.parameters(t)]
EMPTY_CASES = [_case(f"{t.qualname}()", t) for t in TARGETS if not _excluded(t) and not S.parameters(t)
               and t.kind != "class"]


def _plan_or_skip(t: S.Target) -> S.Plan:
    pl = S.plan(t)
    if pl.uncovered:
        S.RECORD["not_covered"][t.qualname] = pl.uncovered
        pytest.skip(pl.uncovered)
    return pl


#: Calls whose valid call takes seconds (the Poker census, the Vingt-un analysis, the odds tables):
#: fuzzed only in the slow run.  Named, not timed, so that the quick run is the same on a busy machine.
SLOW_TARGETS = frozenset({
    "games.poker.tables.hand_census_table", "games.poker.census.hand_census_table",
    "games.poker.census.ranking_comparison_table", "games.poker.census.census_scores", "games.poker.census.census",
    "games.poker.odds_tables.triplets_tables", "games.poker.odds_tables.pass_tables",
    "games.poker.odds_tables.seeing_tables", "games.poker.maxims.discard_census",
    "games.vingt_un.odds_punter.analyse", "games.vingt_un.odds_punter.how_hands_end",
})
#: Calls that take a tenth of a second or so: the quick run gives them the values of :data:`LIGHT` only.
COSTLY_TARGETS = frozenset({
    "games.poker.odds_tables.fours_tables", "games.poker.odds_tables.sequence_tables",
    "games.poker.odds_tables.pair_tables", "games.poker.odds.dealt_odds", "games.poker.odds.beat_odds",
    "games.vingt_un.odds_punter.advise", "games.widgets.referee.RefereePanel.build",
    "games.widgets.common.require_ipywidgets", "games.vingt_un.odds_sim.simulate",
    "games.vingt_un.odds_punter.Analysis.decision", "games.vingt_un.odds_punter.Analysis.options",
    "games.vingt_un.odds_punter.Analysis.pair_gain", "games.lessons.catalogue.check",
})
#: the values of ``FIXED`` every call gets in the quick run (the slow run adds the rest)
QUICK = ("None", "b'AS'", "nan", "inf", "'x'", "''", "10**30", "-1", "True", "[]", "[[None]]", "{'a': [None]}",
         "Stranger()", "KS", "self-loop")
#: the values of ``FIXED`` a costly call gets in the quick run
LIGHT = ("None", "b'AS'", "nan", "'x'", "10**30", "-1", "Stranger()", "[[None]]")


def _fixed(labels) -> list[int]:
    return [i for i, (label, _) in enumerate(S.FIXED) if label in labels]


def _fuzz(target, param, *, generated: int, fixed, limit: float = S.LIMIT) -> None:
    pl = _plan_or_skip(target)
    findings: list[str] = []

    def call(bad):
        if findings:
            return  # one finding is enough to fail the case; the rest would only cost time
        label, value = S.make_bad(bad)
        finding = S.attempt(pl, param, value, label, limit)
        if finding:
            findings.append(finding)
        assert finding is None, finding

    # a fresh hypothesis test per case (one test function shared by every case chains its settings)
    test = given(bad=S.bad_values())(call)
    for i in reversed(fixed):  # hypothesis runs the last example added first
        test = example(bad=("fixed", i))(test)
    phases = [Phase.explicit, Phase.generate] if generated else [Phase.explicit]
    settings(max_examples=max(generated, 1), derandomize=True, database=None, deadline=None, phases=phases,
             suppress_health_check=list(HealthCheck), report_multiple_bugs=False)(test)()


@pytest.mark.parametrize("target, param", BAD_CASES)
def test_bad_value(target, param):
    """``param`` bad, the other arguments valid: every value of ``FIXED`` (explicit examples) and a
    few drawn by hypothesis (a costly call: the values of ``LIGHT``); the first finding ends the case."""
    if target.qualname in SLOW_TARGETS:
        S.RECORD["not_covered"][target.qualname] = "seconds per call: fuzzed in the slow run only"
        pytest.skip("seconds per call: fuzzed in the slow run only")
    if target.qualname in COSTLY_TARGETS:
        _fuzz(target, param, generated=0, fixed=_fixed(LIGHT))
    else:
        _fuzz(target, param, generated=2, fixed=_fixed(QUICK))


def _slow_case(key: str, *values):
    marks = [pytest.mark.xfail(strict=False, reason=KNOWN[key])] if key in KNOWN else []
    return pytest.param(*values, id=key, marks=marks)


@pytest.mark.slow
@pytest.mark.parametrize("target, param", [_slow_case(c.id, *c.values) for c in BAD_CASES])
def test_bad_value_thoroughly(target, param):
    """The heavier run: every value of ``FIXED`` and fifty drawn by hypothesis, for every call (the slow
    ones too), ten seconds allowed to each (the valid default of ``advise(up=None)`` takes seconds)."""
    _fuzz(target, param, generated=50, fixed=range(len(S.FIXED)), limit=10.0)


@pytest.mark.parametrize("target", EMPTY_CASES)
def test_call_without_arguments(target):
    if target.qualname in SLOW_TARGETS:
        pytest.skip("seconds per call: fuzzed in the slow run only")
    pl = S.plan(target)
    if pl.baseline in ("slow", "no-value"):
        S.RECORD["not_covered"][target.qualname] = pl.uncovered
        pytest.skip(pl.uncovered)
    S.RECORD["calls"] += 1
    assert pl.baseline in ("ok", "refused"), f"{target.qualname}(): {pl.baseline}"


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


PLAY_CASES = [_case(k, k) for k in KNOWN if k.split(":")[0] in GAMES]


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
    merge or a fix, and paste the lines between ``BEGIN KNOWN`` and ``END KNOWN``."""
    import importlib

    own = ("games.cards", "games.core.ledger", "games.core.odds", "games.core.options", "games.core.prose",
           "games.core.actions", "games.core.tables", "games.laws", "games.claims", "games.commentary",
           "games.errors", "games.lessons.core", "games.lessons.catalogue", "games.lessons")
    found: dict[str, str] = {}
    runs = [(c.id, test_bad_value_thoroughly if c.values[0].qualname in SLOW_TARGETS else test_bad_value, c.values)
            for c in BAD_CASES] + \
           [(c.id, test_call_without_arguments, c.values) for c in EMPTY_CASES]
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
