"""The cases of the bad-input campaign, shared by its test files.

The campaign's cases (one per public callable and parameter, :data:`BAD_CASES`; one per callable that
takes no argument, :data:`EMPTY_CASES`) fall into four :data:`GROUPS` by the package they fuzz, and each
group has its own test file, so that pytest-xdist's ``--dist loadfile`` can give them to different
workers (one file of some six thousand cases kept one worker busy for most of ``make test``):

* ``tests/core/test_public_calls.py`` -- the shared parts (``games.core``, cards, laws, widgets,
  lessons...), the calls without arguments, and the bad actions in random playthroughs;
* ``tests/core/test_public_calls_poker.py``, ``..._vingt_un.py``, ``..._trick_games.py`` -- the games.

:data:`KNOWN` lists the findings in code this campaign may not change (other people own it): each is
an expected failure, ``xfail(strict=True)``, so that it turns into a failure the day it is fixed --
then delete its line.  A new finding anywhere fails at once.  ``.venv/bin/python
tests/core/test_public_calls.py`` prints the table afresh.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, Phase, example, given, settings

import public_calls_support as S

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

#: Which test file fuzzes which packages (a target goes to the first group whose prefix it has;
#: ``shared`` takes the rest).
GROUPS: dict[str, tuple[str, ...]] = {
    "poker": ("games.poker",),
    "vingt-un": ("games.vingt_un",),
    "trick-games": ("games.whist", "games.ecarte", "games.solo", "games.solver"),
    "shared": ("games",),
}


def group_of(t: S.Target) -> str:
    for name, prefixes in GROUPS.items():
        if any(t.module == p or t.module.startswith(p + ".") for p in prefixes):
            return name
    raise AssertionError(f"{t.qualname}: in no group")


def _excluded(t: S.Target) -> bool:
    return any(t.qualname == m or t.module == m or t.module.startswith(m + ".") for m in EXCLUDED)


def case(key: str, *values):
    marks = [pytest.mark.xfail(strict=True, reason=KNOWN[key])] if key in KNOWN else []
    return pytest.param(*values, id=key, marks=marks)


def _slow_case(key: str, *values):
    marks = [pytest.mark.xfail(strict=False, reason=KNOWN[key])] if key in KNOWN else []
    return pytest.param(*values, id=key, marks=marks)


BAD_CASES = [case(f"{t.qualname}({p.name})", t, p.name) for t in TARGETS if not _excluded(t)
             for p in S.parameters(t)]
EMPTY_CASES = [case(f"{t.qualname}()", t) for t in TARGETS if not _excluded(t) and not S.parameters(t)
               and t.kind != "class"]


def bad_cases(group: str) -> list:
    """The quick cases of one group (each public callable's parameters in turn)."""
    return [c for c in BAD_CASES if group_of(c.values[0]) == group]


def thorough_cases(group: str) -> list:
    """The same cases for the heavier run (a known finding there is not strict: more values may find more)."""
    return [_slow_case(c.id, *c.values) for c in bad_cases(group)]


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


def check_bad_value(target, param) -> None:
    """``param`` bad, the other arguments valid: every value of ``FIXED`` (explicit examples) and a
    few drawn by hypothesis (a costly call: the values of ``LIGHT``); the first finding ends the case."""
    if target.qualname in SLOW_TARGETS:
        S.RECORD["not_covered"][target.qualname] = "seconds per call: fuzzed in the slow run only"
        pytest.skip("seconds per call: fuzzed in the slow run only")
    if target.qualname in COSTLY_TARGETS:
        _fuzz(target, param, generated=0, fixed=_fixed(LIGHT))
    else:
        _fuzz(target, param, generated=2, fixed=_fixed(QUICK))


def check_thoroughly(target, param) -> None:
    """The heavier run: every value of ``FIXED`` and fifty drawn by hypothesis, for every call (the slow
    ones too), ten seconds allowed to each (the valid default of ``advise(up=None)`` takes seconds)."""
    _fuzz(target, param, generated=50, fixed=range(len(S.FIXED)), limit=10.0)


def check_without_arguments(target) -> None:
    """A public method or function that takes no argument, called on a fresh object: it succeeds or
    refuses with the library's error."""
    if target.qualname in SLOW_TARGETS:
        pytest.skip("seconds per call: fuzzed in the slow run only")
    pl = S.plan(target)
    if pl.baseline in ("slow", "no-value"):
        S.RECORD["not_covered"][target.qualname] = pl.uncovered
        pytest.skip(pl.uncovered)
    S.RECORD["calls"] += 1
    assert pl.baseline in ("ok", "refused"), f"{target.qualname}(): {pl.baseline}"


def tests_for(group: str):
    """The two tests of one group's file: ``test_bad_value`` (the quick run) and
    ``test_bad_value_thoroughly`` (the heavier run, marked slow)."""

    @pytest.mark.parametrize("target, param", bad_cases(group))
    def test_bad_value(target, param):
        """``param`` bad, the other arguments valid (:func:`check_bad_value`)."""
        check_bad_value(target, param)

    @pytest.mark.slow
    @pytest.mark.parametrize("target, param", thorough_cases(group))
    def test_bad_value_thoroughly(target, param):
        """The heavier run (:func:`check_thoroughly`)."""
        check_thoroughly(target, param)

    return test_bad_value, test_bad_value_thoroughly
