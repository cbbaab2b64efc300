"""Core additions made for Poker: actions every game shares parse from any game's base,
and an empty card list is written ``[]`` and read back as ``()``."""

from __future__ import annotations

from dataclasses import dataclass

from games.core.actions import Action, read_transcript, write_transcript
from games.core.state import ChooseRemedy


class SomeGameAction(Action):
    pass


@dataclass(frozen=True)
class Discard(SomeGameAction):
    seat: int
    cards: tuple = ()


def test_choose_remedy_parses_from_any_games_base():
    line = str(ChooseRemedy(2, 1))
    assert SomeGameAction.parse(line) == ChooseRemedy(2, 1)
    text = write_transcript(["g"], [Discard(0, ()), ChooseRemedy(1, 0)])
    assert read_transcript(text, SomeGameAction) == [Discard(0, ()), ChooseRemedy(1, 0)]


def test_an_empty_card_tuple_is_written_as_an_empty_list_and_reads_back():
    assert str(Discard(1, ())) == "Discard(seat=1, cards=[])"
    assert SomeGameAction.parse("Discard(seat=1, cards=[])") == Discard(1, ())
