"""games.core.options: a rule set held in a field of another lists its readings with it."""

from __future__ import annotations

from dataclasses import dataclass, field

from games.core.options import RuleSet, reading


@dataclass(frozen=True)
class Inner(RuleSet):
    ties: str = reading("peel-poker:76", default="share", choices=("share", "carry"))


@dataclass(frozen=True)
class Outer(RuleSet):
    own: bool = reading("peel-poker:60", default=True, choices=(True, False))
    inner: Inner = field(default_factory=Inner)


def test_nested_rule_sets_readings_are_listed_under_the_fields_name():
    rs = Outer(inner=Inner(ties="carry"))
    assert [r.name for r in rs.readings()] == ["own", "inner.ties"]
    (r,) = rs.readings_of("peel-poker:76")
    assert r.value == "carry" and r.default == "share"
    assert rs.differences() == {"inner.ties": "carry"}
