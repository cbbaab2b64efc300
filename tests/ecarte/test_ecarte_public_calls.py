"""Bad input on every public call of Écarté gets the library's error and changes nothing; the
computer player acts only on what its seat may see, and says why."""

from __future__ import annotations

import pytest

from games.cards import Card
from games.core import Claim, Mode
from games.core.testing import BAD_VALUES, bad_calls_refused, value_id, refused
from games.ecarte.actions import (
    Accept, Cut, Deal, Discard, EcarteAction, MarkKing, Play, PlayHand, Propose, Refuse, Renounce, Shuffle,
)
from games.ecarte.game import Auto, Ecarte, Phase
from games.ecarte.players import OUTSIDE, EcartePlayer, computer_players, strength
from games.ecarte.rules import JUDGEMENT
from games.ecarte.rules import ENQUIRE_WITHIN, EcarteRules
from games.ecarte.scenarios import arranged, stack
from games.errors import GameError, InvalidActionError, RuleSetError

L = "enquire-within:118"


@pytest.mark.parametrize("bad", BAD_VALUES, ids=value_id)
def test_bad_values_for_the_game_and_its_records(bad):
    for make in (lambda: Ecarte(bad), lambda: Ecarte(rubbers=bad), lambda: Ecarte(mode=bad),
                 lambda: Ecarte(automations=bad), lambda: Ecarte(first_dealer=bad), lambda: Ecarte(names=bad),
                 lambda: Ecarte(stacked=bad), lambda: Ecarte(stacked=[bad]), lambda: Phase(bad),
                 lambda: Auto(bad) if bad is not True else Auto(object())):
        try:
            make()
        except GameError:
            pass
    for action in (Shuffle, Cut, Propose, PlayHand, Accept, Refuse, MarkKing):
        if not (isinstance(bad, int) and not isinstance(bad, bool)):
            with pytest.raises(InvalidActionError):
                action(bad)
    for make in (lambda: Deal(0, bad), lambda: Discard(0, bad), lambda: Play(0, bad)):
        with pytest.raises(InvalidActionError):
            make()
    if not isinstance(bad, (str, list, dict)):
        with pytest.raises(GameError):
            strength(bad, None)


@pytest.mark.parametrize("bad", BAD_VALUES, ids=value_id)
def test_bad_calls_on_a_game_change_nothing(bad):
    g = arranged("KS QS JS 7H 8H", "AS 10S 9D 8D 7D", "9S", mode=Mode.TABLE)
    bad_calls_refused(g, bad, lambda: g.way_fixed(bad))


@pytest.mark.law("enquire-within:118")
def test_the_impossible_is_refused_and_changes_nothing():
    g = arranged("KS QS JS 7H 8H", "AS 10S 9D 8D 7D", "9S")
    refused(g, Play(1, Card.parse("KS")), L)                       # not before the proposal is settled
    refused(g, Play(5, Card.parse("KS")))                          # no such seat
    refused(g, Discard(1, (Card.parse("KS"),)), L)                 # no proposal accepted
    g.do(PlayHand(1))
    refused(g, Play(1, Card.parse("AS")), L)                       # not his card
    refused(g, Play(0, Card.parse("AS")), L)                       # not his turn
    refused(g, Claim(1, "a renounce"), L)                          # STRICT: nothing let through to claim
    refused(g, Claim(1, "a revoke"))
    refused(g, EcarteAction.parse("PlayHand(seat=1)"), L)
    with pytest.raises(InvalidActionError):
        EcarteAction.parse("Play(seat=1, card=ZZ)")
    with pytest.raises(GameError):
        Renounce(seat="x")
    with pytest.raises(RuleSetError):
        ENQUIRE_WITHIN.replace(obligations="trump-always")
    with pytest.raises(RuleSetError):
        EcarteRules(game=0)
    with pytest.raises(GameError):
        stack("KS QS", "AS", "9S")


def test_the_computer_player_sees_only_its_view_and_says_why():
    g = Ecarte(seed=11, automations=Auto.ALL)
    players = computer_players()
    seen = set()
    while not g.over:
        seat = g.to_act
        v = g.view(seat)
        assert set(v.hand).isdisjoint(g.view(1 - seat).hand)
        c = players[seat].decide(v)
        assert c.action in v.legal and c.reason
        if isinstance(c.action, (Cut, Deal, MarkKing)):      # a step the paragraph prescribes: its words
            assert c.law == L and c.law.words
        elif c.law == L:                                     # a card the paragraph leaves no choice of
            assert "forced" in c.reason or "the last card held" in c.reason
        else:                                                # judgement: the edition's, labelled, no law
            assert c.law is JUDGEMENT and f"({c.law.label})" == OUTSIDE and OUTSIDE not in c.reason
        seen.add(type(c.action).__name__)
        g.do(c.action)
    assert {"Propose", "PlayHand", "Play", "MarkKing"} <= seen or {"Propose", "Play"} <= seen
    assert computer_players(human=0).keys() == {1}
    assert isinstance(EcartePlayer(), EcartePlayer)
