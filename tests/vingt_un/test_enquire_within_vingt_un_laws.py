"""Enquire Within Upon Everything, paragraphs 113-115 (Vingt-un), on the game."""

from __future__ import annotations

import pytest

from games.cards import Rank, standard_pack
from games.core.seating import deal_until
from games.core.testing import refused
from games.vingt_un.game import VingtUn
from games.vingt_un.game_actions import Double, Draw, Split, Stake, Stand
from games.vingt_un.rules import ENQUIRE_WITHIN
from games.vingt_un.scenarios import arranged

from vingt_un_helpers import money, texts

E = "enquire-within:"


def table(cards, rules=ENQUIRE_WITHIN, seats=3, stakes=(1, 1), **kw):
    """Stakes are laid before the cards under this code (a declared reading of 114)."""
    g = arranged(rules, cards, seats=seats, dealer=0, **kw)
    for seat, amount in zip(range(1, seats), stakes):
        g.do(Stake(seat, amount))
    return g


@pytest.mark.law("enquire-within:113")
def test_law_113_the_first_ace_or_knave_deals():
    for seed in range(8):
        g = VingtUn(ENQUIRE_WITHIN, seats=4, seed=seed)
        pack = standard_pack().shuffled(g.rng("first-dealer")).cards
        seat, _ = deal_until(pack, [1, 2, 3, 0], lambda c: c.rank in (Rank.ACE, Rank.KNAVE))
        assert g.dealer == seat and "ace or knave" in texts(g, "first-dealer")[0]


@pytest.mark.law("enquire-within:114")
def test_law_114_two_cards_in_succession_and_no_double_or_pairs():
    g = arranged(ENQUIRE_WITHIN, "8S 8H 2C  8D 9H 7D", seats=3, dealer=0)
    assert g.phase == "stake" and not g.hands[1][0].cards       # stakes before the cards
    g.do(Stake(1, 1)); g.do(Stake(2, 1))
    assert [len(g.hands[s][0].cards) for s in range(3)] == [2, 2, 2] and g.phase == "turn"
    refused(g, Split(1, 0, 1), "enquire-within:114")
    refused(g, Double(0, True), "enquire-within:114")


@pytest.mark.law("enquire-within:114")
def test_law_114_ties_pay_nothing_unless_the_company_agrees_otherwise():
    g = table("10S 10H 10C  8H 8C 8D")
    g.do(Stand(1, 0)); g.do(Stand(2, 0)); g.do(Stand(0, 0))
    assert money(g) == [0, 0, 0] and "nothing is paid" in texts(g, "tie")[0]
    g = table("10S 10H 10C  8H 8C 8D", rules=ENQUIRE_WITHIN.replace(ties="dealer"))
    g.do(Stand(1, 0)); g.do(Stand(2, 0)); g.do(Stand(0, 0))
    assert money(g) == [2, -1, -1]


@pytest.mark.law("enquire-within:114")
def test_law_114_the_dealers_twenty_one_and_a_drawn_game_between_twenty_ones():
    g = table("10S 10H 10C  9H 8D 6D" + " 2S 5C", stakes=(2, 3))
    g.do(Draw(1, 0)); g.do(Stand(2, 0)); g.do(Draw(0, 0))
    assert money(g) == [6, 0, -6]
    assert "a drawn game" in texts(g, "tie")[0]


@pytest.mark.law("enquire-within:114")
def test_law_114_an_adversarys_twenty_one_wins_double_and_the_dealer_over_pays_the_standing():
    g = table("10S 10H 10C  9H 4D 6D" + " 2S KC 8C", stakes=(2, 3))
    g.do(Draw(1, 0))                 # 21
    g.do(Draw(2, 0))                 # 10 4 K: over, pays
    g.do(Draw(0, 0))                 # 10 6 8: over, pays the standing only
    assert money(g) == [-4 + 3, 4, -3]


@pytest.mark.law("enquire-within:114")
def test_law_114_all_the_cards_are_dealt_the_last_card_too():
    from games.core.players import play_out
    from games.vingt_un.players import computer_players
    g = VingtUn(ENQUIRE_WITHIN, seats=5, seed=3, rounds=40)
    while not g.over and "reshuffle" not in [getattr(e, "kind", "") for e in g.log]:
        play_out(g, computer_players(g), limit=1)
        g.check_invariants()
    kinds = [getattr(e, "kind", "") for e in g.log]
    assert "reshuffle" in kinds and "last-card" not in kinds


@pytest.mark.law("enquire-within:115")
def test_law_115_a_natural_wins_double_and_the_deal_no_grace():
    g = table("5C AC 6D  4C KC 7D", stakes=(1, 2))
    assert "Player 1 pays Player 3 4: a natural" in texts(g, "pay")
    g.do(Stand(1, 0)); g.do(Stand(0, 0))
    assert g.dealer == 2                                # "entitles the holder ... to the deal"


@pytest.mark.law("enquire-within:115")
def test_law_115_later_naturals_single_and_the_dealers_natural_keeps_the_deal():
    g = table("AC AS 6D 9S  KC QH 7D 9H", seats=4, stakes=(2, 2, 1))
    pays = texts(g, "pay")
    assert "Player 1 pays Player 2 4: a natural" in pays
    assert "Player 1 pays Player 3 2: a natural (after the first, single stakes)" in pays
    g = table("5C 6S AD  4C KC KD", stakes=(2, 3))
    assert money(g) == [10, -4, -6] and g.dealer == 0
