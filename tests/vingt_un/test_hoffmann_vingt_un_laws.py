"""Hoffmann's Vingt-Un (Hoyle's Games Modernized, pp. 157-163), paragraph by paragraph, on the game."""

from __future__ import annotations

import pytest

from games.core.state import Mode
from games.core.testing import refused
from games.errors import IllegalActionError, OutOfTurnError
from games.vingt_un.game import VingtUn
from games.vingt_un.game_actions import DealTwoCards, Double, Draw, Split, Stake, Stand
from games.vingt_un.players import BookDealer, BookPunter
from games.vingt_un.rules import HOFFMANN
from games.vingt_un.scenarios import arranged

from vingt_un_helpers import money, texts

H = "hoffmann-vingt-un:"


def table(cards, rules=HOFFMANN, seats=3, stakes=(1, 1), double=False, **kw):
    g = arranged(rules, cards, seats=seats, dealer=0, **kw)
    for seat, amount in zip(range(1, seats), stakes):
        if g.phase == "stake":
            g.do(Stake(seat, amount))
    if g.phase == "double" and double is not None:
        g.do(Double(0, double))
    return g


@pytest.mark.law("hoffmann-vingt-un:p1")
def test_law_p1_one_card_each_stakes_within_the_limits_and_the_prudent_stake():
    g = table("9S 5H 2C  7C 6D KD", stakes=())
    assert [e.seat for e in g.log if getattr(e, "kind", "") == "card"] == [1, 2, 0]
    refused(g, Stake(1, 11), "hoffmann-vingt-un:p1")
    refused(g, Stake(2, 1), "hoffmann-vingt-un:p1", OutOfTurnError)
    assert BookPunter(HOFFMANN).decide(g.view(1)).action == Stake(1, 10)      # a nine: the maximum
    g.do(Stake(1, 10))
    assert BookPunter(HOFFMANN).decide(g.view(2)).action == Stake(2, 1)       # a five: the minimum


@pytest.mark.law("hoffmann-vingt-un:p2", "hoffmann-vingt-un:p6")
def test_law_p2_the_double_and_the_second_card_face_down():
    g = table("9S 5H 8C  7C 6D KD", double=None)
    choice = BookDealer(HOFFMANN).decide(g.view(0))
    assert choice.action == Double(0, True) and choice.law == "hoffmann-vingt-un:p2"         # an eight: always double
    g.do(Double(0, True))
    assert texts(g, "card", 2)[-3] == "Player 2 receives a card, face downwards"
    g2 = table("9S 5H 6C  7C 6D KD", double=None)
    assert BookDealer(HOFFMANN).decide(g2.view(0)).action == Double(0, False)


@pytest.mark.law("hoffmann-vingt-un:p4")
def test_law_p4_twenty_one_of_three_cards_ace_seven_three():
    g = table("AS 9H 10C  7D 8H 7C" + " 3S", stakes=(2, 1))
    g.do(Draw(1, 0))                               # ace, seven, three
    assert "Player 2 has twenty-one and draws no more (the edition's rule, not in these pages)" in texts(g, "stand")
    g.do(Stand(2, 0)); g.do(Stand(0, 0))
    assert "Player 1 pays Player 2 4: a drawn twenty-one" in texts(g, "pay")


@pytest.mark.law("hoffmann-vingt-un:p7")
def test_law_p7_the_dealers_natural_double_quadruple_and_a_second_natural_cancels():
    g = table("AH 5H AS  KC 6D KD", stakes=(5, 2), double=True)
    assert money(g) == [8, 0, -8]
    assert "neither pays the other" in texts(g, "natural")[-1]


@pytest.mark.law("hoffmann-vingt-un:p8")
def test_law_p8_a_punters_natural_and_an_over_draw_paid_at_once():
    g = table("AH 6H 9C  KC 8D 7D" + " 10S", stakes=(3, 2))
    assert "Player 1 pays Player 2 6: a natural" in texts(g, "pay")
    assert g.to_act == 2
    g.do(Draw(2, 0))                               # six, eight and a ten: "over"
    assert "Player 3 pays Player 1 2: an over-draw, paid at once" in texts(g, "pay")
    assert "Player 3 is over, with 24, and throws up the cards" in texts(g, "over")


@pytest.mark.law("hoffmann-vingt-un:p9", "hoffmann-vingt-un:p10")
def test_law_p10_the_worked_example_an_ace_and_a_two():
    g = table("10S AH 9C  9D 2H 8D" + " 2S 7C 3S 5H")
    g.do(Stand(1, 0))
    seen = []
    for _ in range(4):
        g.do(Draw(2, 0))
        seen.append(g.hands[2][0].total)
    assert seen == [15, 12, 15, 20]                # 13; 15; 22 or 12; 15; 20 "when he of course stands"
    g.do(Stand(2, 0))


@pytest.mark.law("hoffmann-vingt-un:p11")
def test_law_p11_ties_twenty_ones_included_pay_the_dealer():
    g = table("10S 10H 10C  8H 4D 8D" + " 7S 3C", stakes=(2, 3))
    g.do(Stand(1, 0)); g.do(Draw(2, 0))          # seat 2: 10 4 7 = 21
    g.do(Draw(0, 0))                               # the dealer 10 8 3 = 21
    assert money(g) == [2 * 2 + 3, -4, -3]         # the dealer's 21 takes double; the punter's 21 ties: single


@pytest.mark.law("hoffmann-vingt-un:p11")
def test_law_p11_the_dealer_stands_on_seventeen_and_over_pays_all_but_the_over_drawn():
    g = table("10S 10H 10C  9H 5D 6D" + " KS 9S", stakes=(2, 3))
    g.do(Stand(1, 0)); g.do(Draw(2, 0))
    choice = BookDealer(HOFFMANN).decide(g.view(0))
    assert choice.action == Draw(0, 0)              # sixteen: he draws
    g.do(Draw(0, 0))
    assert money(g) == [3 - 2, 2, -3]


@pytest.mark.law("hoffmann-vingt-un:p12")
def test_law_p12_going_on_both_with_the_same_stake_one_hand_at_a_time():
    g = table("8S 5H 10C  8D 9H 7D" + " 8C 3S 2H 9S 10D", stakes=(2, 1))
    refused(g, Split(1, 0, 3), "hoffmann-vingt-un:p12")           # "of the same amount as staked on the first card"
    g.do(Split(1, 0, 2))
    assert [h.stake for h in g.hands[1]] == [2, 2]
    assert texts(g, "card", 2)[-1] == "Player 2 (hand 2) receives a card, face downwards"
    assert g.hands[1][0].cards[1].rank.name == "EIGHT"
    g.do(Split(1, 0, 2))                            # a third eight: "he can go on all three"
    assert len(g.hands[1]) == 3
    refused(g, Draw(1, 1), "hoffmann-vingt-un:p12", OutOfTurnError)   # "must finish the drawing on one, before beginning on the other"
    g.do(Stand(1, 0))
    g.do(Draw(1, 1))
    g.check_invariants()


@pytest.mark.law("hoffmann-vingt-un:p12")
def test_law_p12_the_dealer_does_not_divide():
    g = table("10S 9H 9C  8D 9S 9D")
    g.do(Stand(1, 0)); g.do(Stand(2, 0))
    refused(g, Split(0, 0, 0), "hoffmann-vingt-un:p12")


@pytest.mark.law("hoffmann-vingt-un:p13")
def test_law_p13_aces_always_divided_tenth_cards_never():
    g = table("AS KH 10C  AD KD 7D")
    assert isinstance(BookPunter(HOFFMANN).decide(g.view(1)).action, Split)
    g.do(Split(1, 0, 1))
    g.do(Stand(1, 0)); g.do(Stand(1, 1))
    assert BookPunter(HOFFMANN).decide(g.view(2)).action == Stand(2, 0)


@pytest.mark.law("hoffmann-vingt-un:p14")
def test_law_p14_first_round_grace_then_a_natural_ends_the_deal():
    g = table("5C AC 6D  4C KC 7D" + "  9S KH 9D  8S AH 8D")
    assert g.deal.rounds == 0
    g.do(Stand(1, 0)); g.do(Stand(0, 0))
    assert g.dealer == 0 and "does not put the dealer out" in texts(g, "grace")[0]
    g.do(Stake(1, 1)); g.do(Stake(2, 1)); g.do(Double(0, False))
    g.do(Stand(1, 0)); g.do(Stand(0, 0))
    assert g.dealer == 1


@pytest.mark.law("hoffmann-vingt-un:p14")
def test_law_p14_the_last_card_thrown_face_up_and_a_deal_of_rounds():
    from games.core.players import play_out
    from games.vingt_un.players import computer_players
    g = VingtUn(HOFFMANN, seats=5, seed=3, rounds=30)
    while not g.over and "last-card" not in [getattr(e, "kind", "") for e in g.log]:
        play_out(g, computer_players(g), limit=1)
    last = [e for e in g.log if getattr(e, "kind", "") == "last-card"][0]
    assert "face upwards" in last.text and last.seen_by is None
    g = VingtUn(HOFFMANN.replace(deal_limit="rounds", deal_rounds=3), seats=3, seed=3, rounds=3)
    d = g.dealer
    play_out(g, computer_players(g), limit=10000)
    assert g.deals_done == 1 and g.round_no == 3 and g.dealer == d


@pytest.mark.law("hoffmann-vingt-un:p15")
def test_law_p15_in_some_circles_the_holder_of_a_natural_deals_next():
    g = table("9S 9H 9D  8S 8H 8D" + "  5C AC 6D  4C KC 7D", rules=HOFFMANN.replace(deal_passes="to-natural"))
    g.do(Stand(1, 0)); g.do(Stand(2, 0)); g.do(Stand(0, 0))
    g.do(Stake(1, 1)); g.do(Stake(2, 1)); g.do(Double(0, False))
    g.do(Stand(1, 0)); g.do(Stand(0, 0))
    assert g.dealer == 2


@pytest.mark.law("hoffmann-vingt-un:p16")
def test_law_p16_no_code_of_irregularities_under_hoffmann():
    g = table("9S 5H 2C  7C 6D KD", stakes=(), mode=Mode.TABLE)
    refused(g, DealTwoCards(0, 1), "hoffmann-vingt-un:p16", IllegalActionError)
