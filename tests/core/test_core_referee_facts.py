"""games.core.referee: an irregularity checks the kinds of its facts; the catalogue's entries."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import pytest

from games.core.referee import Irregularity, Referee, Ruling
from games.errors import IllegalActionError


@dataclass(frozen=True)
class Facts(Irregularity):
    """Facts of each kind."""

    before_deal: bool = True
    count: int = 1
    seat: Optional[int] = None


def test_whole_numbers_and_yes_or_no_facts_are_checked():
    Facts(before_deal=False, count=3, seat=2)
    for bad in (dict(before_deal=1), dict(before_deal="yes"), dict(count="3"), dict(count=True), dict(count=1.5)):
        with pytest.raises(IllegalActionError):
            Facts(**bad)


def test_catalogue_entry_names_its_class_as_kind_too():
    ref = Referee("example")

    @ref.rules(Facts, example="A card turns up.")
    def _(state, irr):
        return Ruling("Deal again.", ("peel-poker:10",), "misdeal")

    (entry,) = ref.catalogue
    assert entry.kind is entry.cls is Facts and entry.example == "A card turns up."
    assert entry.description == "Facts of each kind."
