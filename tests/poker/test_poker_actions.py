"""The actions check their fields as they are built (issue 14, item 3): a value
of the wrong kind is refused with the library's InvalidActionError, never a raw
TypeError, and never turned into something else (``b'AS'`` into ``(65, 83)``)."""

from __future__ import annotations

import pytest

from games.cards import parse_cards
from games.errors import InvalidActionError
from games.poker import (
    Ante, Arrange, Claim, BetOutOfTurn, Borrow, Cut, DealCard, Declare, Discard, DisputeDemand, Draw,
    Give, Sitting, Stake,
)
from games.poker.actions import PokerAction
from games.poker.records import Automation


@pytest.mark.law("peel-poker:37")
@pytest.mark.parametrize("bad", [None, 5, b"AS", bytearray(b"AS"), 3.5, object(), parse_cards("AS")[0]])
def test_law_37_a_discard_is_cards_or_card_text(bad):
    with pytest.raises(InvalidActionError) as e:
        Draw(0, bad)
    assert e.value.law == "peel-poker:37" and "Draw(discard=" in str(e.value)
    with pytest.raises(InvalidActionError):
        Discard(0, bad)


@pytest.mark.law("peel-poker:37")
def test_law_37_card_text_and_cards_make_the_same_discard():
    assert Draw(0, "4C 8D") == Draw(0, parse_cards("4C 8D")) == Draw(0, ["4C", "8D"])
    with pytest.raises(InvalidActionError, match="'1X' is not a card"):
        Draw(0, "4C 1X")
    with pytest.raises(InvalidActionError):
        Draw(0, [4, 8])


@pytest.mark.law("peel-poker:56")
@pytest.mark.parametrize("make", [
    lambda: Stake(0, "2"), lambda: Stake(0, 2.0), lambda: Stake(0, True), lambda: Stake("0", 2),
    lambda: Stake(None, 2), lambda: Ante(0, None), lambda: BetOutOfTurn(0, [1]), lambda: Borrow(0, 2, lender=1.5),
    lambda: Cut(1, "half"), lambda: Give(1, count="2"), lambda: Give(1, exposed=None), lambda: Draw(0, (), demand="1"),
    lambda: DealCard(to="Ann"), lambda: DealCard(face_up=1), lambda: Claim(0, "a foul hand", "Bob"),
    lambda: DisputeDemand(0, witnesses="12"), lambda: DisputeDemand(0, witnesses={1.0}), lambda: Declare(0, 7),
    lambda: Arrange(None),
])
def test_law_56_seats_numbers_and_words_are_of_their_kind(make):
    with pytest.raises(InvalidActionError):
        make()


def test_optional_fields_take_none_and_whole_numbers_stay_as_given():
    assert Borrow(0, 2).lender is None and Give(1).count is None and DealCard().to is None
    assert DisputeDemand(0, [2, 1]).witnesses == frozenset({1, 2})
    assert Stake(0, -1).amount == -1  # a number of the right kind: the game refuses it, naming the law


def test_a_transcript_line_of_the_wrong_kind_is_invalid_notation():
    with pytest.raises(InvalidActionError):
        PokerAction.parse("> Stake(seat=0, amount='2')")
    with pytest.raises(InvalidActionError):
        PokerAction.parse("> Draw(seat=0, discard=None, demand=None)")


@pytest.mark.law("peel-poker:56")
def test_law_56_a_refused_construction_changes_no_game():
    game = Sitting(["Ann", "Bob", "Cy"], chips=20, seed=3).new_game(automations=Automation.DEFAULT)
    before = game.snapshot()
    with pytest.raises(InvalidActionError):
        game.do(Stake(game.to_act, "2"))
    assert game.snapshot() == before
