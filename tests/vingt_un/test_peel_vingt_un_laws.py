"""Peel's Vingt-un (Round Games with Cards, pp. 59-69), paragraph by paragraph, on the game."""

from __future__ import annotations

import pytest

from games.cards import Rank, standard_pack
from games.core.seating import deal_until
from games.core.state import ChooseRemedy, Claim, Mode
from games.core.testing import refused
from games.errors import IllegalActionError, IrregularActionError, OutOfTurnError
from games.vingt_un.game import VingtUn
from games.vingt_un.game_actions import (
    ConfusePack, DealTwoCards, Retire, Double, Draw, ExposeCard, GiveTwoInDrawing, KeepDeal, MissPlayer, SellDeal, Split,
    SplitUnpaired, Stake, Stand,
)
from games.vingt_un.rules import PEEL
from games.vingt_un.scenarios import arranged

from vingt_un_helpers import money, texts

P = "peel-vingt-un:"


def table(cards, rules=PEEL, seats=3, stakes=(1, 1), double=False, keep=True, **kw):
    """Dealer 0; punters 1, 2 (from the dealer's left).  ``cards`` in the order taken from the stock."""
    g = arranged(rules, cards, seats=seats, dealer=0, **kw)
    if keep and g.phase == "offer":
        g.do(KeepDeal(0))
    for seat, amount in zip(range(1, seats), stakes):
        if g.phase == "stake":
            g.do(Stake(seat, amount))
    if g.phase == "double":
        g.do(Double(0, double))
    return g


@pytest.mark.law("peel-vingt-un:p4")
def test_law_p4_sitting_ends_when_each_has_dealt_equally():
    rules = PEEL.replace(deal_limit="rounds", deal_rounds=1)
    g = VingtUn(rules, seats=3, seed=4, deals=3, rounds=None)
    from games.vingt_un.players import computer_players
    from games.core.players import play_out
    play_out(g, computer_players(g), limit=10000)
    assert g.over and g.deals_done == 3 and g.fair_to_conclude
    assert sorted(g.deals_by.values()) == [1, 1, 1]


@pytest.mark.law("peel-vingt-un:p4")
def test_law_p4_a_player_may_retire_after_any_hand():
    g = table("9S 9H 9D 9C  8S 8H 8D 8C" + "  5C 6C 7D 2S", seats=4, stakes=())
    g.do(Stake(1, 1))
    refused(g, Retire(1), "peel-vingt-un:p4")         # he has staked on this hand: he plays it out
    g.do(Retire(2))                                   # before staking on this hand
    assert 2 not in g.order and g.to_act == 3 and len(g.pile) == 1
    refused(g, Retire(0), "peel-vingt-un:p4")         # the dealer deals his deal out
    g.do(Stake(3, 1)); g.do(Double(0, False))
    for a in (Stand(1, 0), Stand(3, 0), Stand(0, 0)):
        g.do(a)
    assert g.order == [1, 3] and 2 not in g.hands
    g.check_invariants()


@pytest.mark.law("peel-vingt-un:p5", "peel-vingt-un:p18")
def test_law_p5_old_system_the_natural_takes_the_deal():
    rules = PEEL.replace(deal_passes="to-natural")
    # round 1: nothing; round 2: seat 2 holds a natural
    g = table("9S 9H 9D  8S 8H 8D" + "  5C AC 6D  4C KC 7D", rules=rules)
    for a in (Stand(1, 0), Stand(2, 0), Stand(0, 0)):
        g.do(a)
    g.do(Stake(1, 1)); g.do(Stake(2, 1)); g.do(Double(0, False))
    while g.phase in ("turn", "dealer"):
        g.do(Stand(g.to_act, 0))
    assert g.dealer == 2 and g.deal.proper == 2
    assert any("who held the natural" in t for t in texts(g, "deal-passes"))


@pytest.mark.law("peel-vingt-un:p6", "peel-vingt-un:p11", "peel-vingt-un:p18")
def test_law_p6_the_natural_puts_the_dealer_out_and_the_deal_passes_left():
    g = table("9S 9H 9D  8S 8H 8D" + "  5C AC 6D  4C KC 7D")
    for a in (Stand(1, 0), Stand(2, 0), Stand(0, 0)):
        g.do(a)
    g.do(Stake(1, 1)); g.do(Stake(2, 3)); g.do(Double(0, False))
    pays = [t for t in texts(g, "pay") if "a natural" in t]
    assert pays == ["Player 1 pays Player 3 6: a natural"]            # double the stake (p11)
    while g.phase in ("turn", "dealer"):
        g.do(Stand(g.to_act, 0))
    assert g.dealer == 1                                              # the player on the dealer's left (p6, p11)
    assert g.phase == "offer" and g.to_act == 1


@pytest.mark.law("peel-vingt-un:p19")
def test_law_p19_a_natural_in_the_first_hand_does_not_put_the_dealer_out():
    g = table("5C AC 6D  4C KC 7D", stakes=(1, 2))
    assert "Player 1 pays Player 3 4: a natural" in texts(g, "pay")
    g.do(Stand(1, 0)); g.do(Stand(0, 0))
    assert g.dealer == 0 and g.deal.rounds == 1
    assert any("first round" in t for t in texts(g, "grace"))


@pytest.mark.law("peel-vingt-un:p7")
def test_law_p7_limits_and_four_times_the_maximum():
    g = table("9S 5H AS  7C 6D KD", stakes=())
    refused(g, Stake(1, 0), "peel-vingt-un:p7")
    refused(g, Stake(1, 11), "peel-vingt-un:p7", IllegalActionError)
    g.do(Stake(1, 10)); g.do(Stake(2, 1)); g.do(Double(0, True))
    # the dealer's natural after his double: four times the stake on the first card
    assert money(g) == [44, -40, -4]


@pytest.mark.law("peel-vingt-un:p8")
def test_law_p8_ties_go_to_the_dealer_and_naturals_tie_for_nothing():
    g = table("10S 9H 10C  8H 9D 8D")     # seat 1: 18, seat 2: 18, dealer 18
    g.do(Stand(1, 0)); g.do(Stand(2, 0)); g.do(Stand(0, 0))
    assert money(g) == [2, -1, -1]
    g = table("AS 9H AC  KH 9D QD")       # seat 1 and the dealer: naturals
    assert money(g) == [2, 0, -2]
    assert "neither pays the other" in texts(g, "natural")[-1]


@pytest.mark.law("peel-vingt-un:p8", "peel-vingt-un:p13")
def test_law_p13_the_dealer_over_pays_only_those_standing():
    g = table("10S 9H 10C  6H 9D 6D" + " KS 8C")   # seat 1 draws KS: over; dealer 16 draws 8C: over
    g.do(Draw(1, 0))
    assert "Player 2 pays Player 1 1: an over-draw, paid at once" in texts(g, "pay")
    g.do(Stand(2, 0))
    assert "turns up the ten of clubs and the six of diamonds" in texts(g, "turn-up")[0]
    g.do(Draw(0, 0))
    assert money(g) == [0, -1, 1]


@pytest.mark.law("peel-vingt-un:p9")
def test_law_p9_one_card_each_face_down_from_the_left():
    g = table("9S 5H 2C  7C 6D KD", stakes=())
    deal = [e for e in g.log if getattr(e, "kind", "") == "card"]
    assert [e.seat for e in deal] == [1, 2, 0]
    v = g.view(1)
    assert v.hands[1][0].known == (g.hands[1][0].cards[0],) and v.hands[2][0].known == ()
    assert texts(g, "card", 1)[1] == "Player 3 receives a card, face downwards"


@pytest.mark.law("peel-vingt-un:p10")
def test_law_p10_stakes_in_turn_the_double_and_the_dealers_natural():
    g = table("9S 5H AS  7C AD KD", stakes=())
    refused(g, Stake(2, 1), "peel-vingt-un:p10", OutOfTurnError)
    g.do(Stake(1, 2))
    refused(g, Double(0, True), "peel-vingt-un:p10")              # punter 2 has not staked
    g.do(Stake(2, 3))
    refused(g, Double(1, True), "peel-vingt-un:p10", OutOfTurnError)
    g.do(Double(0, True))
    assert "calls \u201cdouble\u201d" in texts(g, "double")[0]
    # the dealer's natural: double the doubled stake from each (4 x 2 = 8, 4 x 3 = 12)
    assert money(g) == [20, -8, -12]


@pytest.mark.law("peel-vingt-un:p10", "peel-vingt-un:p11")
def test_law_p10_a_punter_with_a_natural_too_pays_nothing():
    g = table("AH 5H AS  KC 6D KD", stakes=(5, 1), double=True)
    assert money(g) == [4, 0, -4]


@pytest.mark.law("peel-vingt-un:p12", "peel-vingt-un:p24")
def test_law_p12_draws_face_up_and_an_over_draw_paid_at_once_to_the_pone():
    g = table("4S 10H 10C  9D 9H 8D" + " 9C", stakes=(2, 1), double=True)
    g.do(Draw(1, 0))                                    # 4 + 9 + 9 = 22
    assert "Player 2 receives the nine of clubs, face upwards" in texts(g, "card", 2)
    assert money(g)[1] == -4                            # the double
    assert len(g.pile) == 3 and g.view(2).pile_size == 3
    # the first two are not exposed: player 3 (seat 2) has not seen them
    unseen = g.view(2).unseen
    assert unseen[3] == 4 and unseen[8] == 4 - 1 - 1   # the four and the nine of diamonds unseen; two nines seen
    refused(g, Draw(1, 0), "peel-vingt-un:p24", OutOfTurnError)


@pytest.mark.law("peel-vingt-un:p24")
def test_law_p24_content_then_no_more_cards_and_one_player_at_a_time():
    g = table("4S 10H 10C  9D 9H 8D" + " 2C 3C")
    refused(g, Draw(2, 0), "peel-vingt-un:p24", OutOfTurnError)
    g.do(Stand(1, 0))
    refused(g, Draw(1, 0), "peel-vingt-un:p24", OutOfTurnError)
    g.do(Draw(2, 0))
    assert "Player 3 has twenty-one and draws no more (the edition's rule, not in these pages)" in texts(g, "stand")


@pytest.mark.law("peel-vingt-un:p14")
def test_law_p14_the_dealers_drawn_twenty_one():
    # seat 1: 10 9 + 2 = 21 drawn; seat 2: 10 4 + 10 over; dealer 10 6 + 5 = 21
    g = table("10S 10H 10C  9D 4H 6D" + " 2C KC 5S")
    g.do(Draw(1, 0))                          # twenty-one: he draws no more
    refused(g, Stand(1, 0), "peel-vingt-un:p24", OutOfTurnError)
    g.do(Draw(2, 0))
    g.do(Draw(0, 0))
    pays = texts(g, "pay")
    assert "Player 2 pays Player 1 1: twenty-one against the dealer's twenty-one" in pays
    assert money(g) == [2, -1, -1]       # the over-drawn pays no more than his stake


@pytest.mark.law("peel-vingt-un:p14")
def test_law_p14_the_dealers_twenty_one_takes_double_from_the_rest():
    g = table("10S 10H 10C  9D 8H 6D" + " 5S", stakes=(2, 1))
    g.do(Stand(1, 0)); g.do(Stand(2, 0)); g.do(Draw(0, 0))
    assert money(g) == [6, -4, -2]


@pytest.mark.law("peel-vingt-un:p15")
def test_law_p15_a_drawn_twenty_one_is_paid_double():
    g = table("10S 10H 10C  9D 8H 7D" + " 2C", stakes=(3, 1))
    g.do(Draw(1, 0)); g.do(Stand(2, 0)); g.do(Stand(0, 0))
    assert money(g) == [-7, 6, 1]          # 21 drawn: double; 18 against 17: single


@pytest.mark.law("peel-vingt-un:p16")
def test_law_p16_dividing_pairs_any_stake_up_to_four_hands():
    g = table("8S 5H 10C  8D 9H 7D" + " 8C 3S 8H 2D 10S 10D 10H", stakes=(2, 1))
    refused(g, Split(2, 0, 1), "peel-vingt-un:p24", OutOfTurnError)
    g.do(Split(1, 0, 7))                      # "the amount of which need not be similar"
    assert [h.stake for h in g.hands[1]] == [2, 7] and len(g.hands[1][0].cards) == 2
    assert g.hands[1][0].cards[1].rank is Rank.EIGHT    # a third eight: he may stand on it too
    g.do(Split(1, 0, 1))
    assert len(g.hands[1]) == 3
    g.do(Split(1, 0, 1))                      # the fourth eight
    assert len(g.hands[1]) == 4
    refused(g, Split(1, 0, 1), "peel-vingt-un:p16")     # no pair any more
    assert all(len(h.cards) == 2 for h in g.hands[1])


@pytest.mark.law("peel-vingt-un:p16")
def test_law_p16_only_the_first_two_cards_and_the_dealer_may_divide():
    g = table("8S 5H 9C  2D 9H 9D" + " 8C")
    refused(g, Split(1, 0, 1), "peel-vingt-un:p16")     # 8 2: no pair
    g.do(Draw(1, 0))                           # 8 2 8: the third card matches
    refused(g, Split(1, 0, 1), "peel-vingt-un:p16")
    g.do(Stand(1, 0)); g.do(Stand(2, 0))
    g.do(Split(0, 0, 0))                       # "equally available for the dealer"
    assert len(g.hands[0]) == 2


@pytest.mark.law("peel-vingt-un:p17")
def test_law_p17_the_pack_is_not_reunited_and_the_last_card_is_not_dealt():
    from games.core.players import play_out
    from games.vingt_un.players import computer_players
    g = VingtUn(PEEL, seats=5, seed=11, rounds=40)
    seen_reshuffle = False
    while not g.over:
        play_out(g, computer_players(g), limit=1)
        g.check_invariants()
        kinds = [getattr(e, "kind", "") for e in g.log]
        if "reshuffle" in kinds:
            seen_reshuffle = True
            i = kinds.index("reshuffle")
            assert kinds[i - 1] == "last-card"
            last = g.log[i - 1]
            assert "unexposed" in last.text and not any(str(c) in last.text for c in standard_pack().cards)
            break
    assert seen_reshuffle


@pytest.mark.law("peel-vingt-un:p21")
def test_law_p21_the_first_ace_deals():
    for seed in range(8):
        g = VingtUn(PEEL, seats=4, seed=seed)
        pack = standard_pack().shuffled(g.rng("first-dealer")).cards
        seat, _ = deal_until(pack, [1, 2, 3, 0], lambda c: c.rank is Rank.ACE)
        assert g.dealer == seat
        assert "the first ace" in texts(g, "first-dealer")[0]


@pytest.mark.law("peel-vingt-un:p29", "peel-vingt-un:p18")
def test_law_p29_the_pool_and_its_sources():
    rules = PEEL.replace(pool=True, pool_ante=1, pool_dealer_overdraw=1, pool_tie_share=PEEL.pool_tie_share.__class__(1, 4),
                         pool_to_natural=True)
    g = table("10S 9H 10C  8H 9D 6D" + " 9S", rules=rules, stakes=(4, 1))
    assert g.ledger["pool"] == 3                       # (a) a counter each at the commencement of the deal
    g.do(Stand(1, 0)); g.do(Stand(2, 0)); g.do(Draw(0, 0))
    assert g.ledger["pool"] == 4                       # (b) the dealer's over-draw
    g = table("10S 9H 10C  8H 9D 8D", rules=rules, stakes=(4, 1))
    g.do(Stand(1, 0)); g.do(Stand(2, 0)); g.do(Stand(0, 0))
    assert g.ledger["pool"] == 3 + 1                   # (c) a quarter of the 4 received on the tie
    g.check_invariants()


@pytest.mark.law("peel-vingt-un:p30")
def test_law_p30_limiting_the_deal_to_a_number_of_hands():
    from games.core.players import play_out
    from games.vingt_un.players import computer_players
    g = VingtUn(PEEL.replace(deal_limit="rounds", deal_rounds=2, selling_the_deal=False), seats=3, seed=2, rounds=6)
    dealers = []
    while not g.over:
        if g.phase == "stake" and g.stakes.to_stake == g.order:
            dealers.append(g.dealer)
        play_out(g, computer_players(g), limit=1)
    d = dealers[0]
    assert dealers == [d, d, (d + 1) % 3, (d + 1) % 3, (d + 2) % 3, (d + 2) % 3]


@pytest.mark.law("peel-vingt-un:p30")
def test_law_p30_through_the_pack_twice():
    from games.core.players import play_out
    from games.vingt_un.players import computer_players
    g = VingtUn(PEEL.replace(deal_limit="pack-twice", selling_the_deal=False), seats=4, seed=2, rounds=60)
    first = g.dealer
    while not g.over and g.deals_done == 0:
        play_out(g, computer_players(g), limit=1)
    assert g.deals_done == 1 and g.deal.reshuffles == 0 and g.dealer == (first + 1) % 4
    assert g.round_no > 8


@pytest.mark.law("peel-vingt-un:p31")
def test_law_p31_selling_the_deal():
    g = arranged(PEEL, "9S 9H 9D  8S 8H 8D" + "  5C AC 6D  4C KC 7D", seats=3, dealer=0)
    refused(g, SellDeal(1, 2, 3), "peel-vingt-un:p31", OutOfTurnError)
    refused(g, SellDeal(0, 0, 3), "peel-vingt-un:p31")
    g.do(SellDeal(0, 2, 3))
    assert g.dealer == 2 and g.deal.proper == 0 and money(g) == [3, 0, -3]
    assert g.order == [1, 0]                    # he begins with the player on the proper dealer's left
    g.do(Stake(1, 1)); g.do(Stake(0, 1)); g.do(Double(2, False))
    assert texts(g, "card")[0].startswith("Player 2 receives")
    for a in (Stand(1, 0), Stand(0, 0), Stand(2, 0)):
        g.do(a)
    g.do(Stake(1, 1)); g.do(Stake(0, 1)); g.do(Double(2, False))   # Player 1 (seat 0) holds a natural
    while g.phase in ("turn", "dealer"):
        g.do(Stand(g.to_act, 0))
    assert g.dealer == 1 and g.deal.proper == 1      # the deal reverts to the next after the proper dealer


@pytest.mark.law("peel-vingt-un:p32")
def test_law_p32_additional_privileges_for_a_natural():
    rules = PEEL.replace(natural_bonus=2)
    g = table("5C AC 6D 9D  4C KC 7D 8D", rules=rules, seats=4, stakes=(1, 3, 2))
    pays = texts(g, "pay")
    assert "Player 1 pays Player 3 6: a natural" in pays
    assert "Player 2 pays Player 3 6: the additional privilege of a natural" in pays
    assert "Player 4 pays Player 3 6: the additional privilege of a natural" in pays


# -- irregularities (TABLE mode) -------------------------------------------------------------------------

def table_mode(cards, **kw):
    return table(cards, mode=Mode.TABLE, stakes=(), **kw)


@pytest.mark.law("peel-vingt-un:p22")
def test_law_p22_strict_mode_refuses_the_irregularities():
    g = table("9S 5H 2C  7C 6D KD", stakes=())
    refused(g, DealTwoCards(0, 1), "peel-vingt-un:p22", IrregularActionError)
    refused(g, ExposeCard(0, 1), "peel-vingt-un:p23", IrregularActionError)


TWO = "two cards dealt to one player"


def _second_round(g):
    g.do(Stake(1, 1))
    g.do(Stake(2, 1))                       # the second round is dealt: a card has been dealt since
    if g.phase == "double":
        g.do(Double(0, False))


@pytest.mark.law("peel-vingt-un:p22")
def test_law_p22_two_cards_to_one_player_unseen_until_discovered_then_rectified():
    g = table_mode("9S 5H 2C  7C 6D KD 3S")
    g.do(DealTwoCards(0, 1))
    # seen by the dealer and the receiver only: nobody else knows of it, and nothing is ruled yet
    assert any("deals two cards" in t for t in texts(g, seat=1)) and any("deals two cards" in t for t in texts(g, seat=0))
    assert not any("deals two cards" in t for t in texts(g, seat=2) + texts(g))
    assert not texts(g, "ruling") and len(g.view(1).own[0].cards) == 2
    g.do(Claim(2, TWO))                     # discovered before a third card is dealt
    assert texts(g, "ruling")[-1].startswith("Discovered before a third card")
    assert any("deals two cards" in t for t in texts(g, seat=2))      # now everyone knows
    assert len(g.view(1).own[0].cards) == 1 and g.view(0).stock_size == 52 - 3
    g.check_invariants()


@pytest.mark.law("peel-vingt-un:p22")
def test_law_p22_two_cards_discovered_after_a_third_the_receiver_rejects_one():
    g = table_mode("9S 5H 2C  7C 6D KD 3S")
    g.do(DealTwoCards(0, 1))
    _second_round(g)
    g.do(Claim(2, TWO, against=0))
    assert "reject either of the two" in texts(g, "ruling")[-1]
    assert g.open_rulings and g.to_act == 1
    refused(g, ChooseRemedy(2, 0), "peel-vingt-un:p22")
    g.do(ChooseRemedy(1, 0))                # he rejects the first of the two, the nine, to the pone
    assert [str(c) for c in g.view(1).own[0].cards] == ["7C", "6D"] and g.view(1).pile_size == 1
    g.check_invariants()


@pytest.mark.law("peel-vingt-un:p22")
def test_law_p22_a_claim_of_two_cards_is_refused_when_none_or_when_the_round_is_over():
    g = table_mode("9S 5H 2C  7C 6D KD 3S")
    refused(g, Claim(2, TWO), "peel-vingt-un:p22")                     # nothing of the kind happened
    refused(g, Claim(2, "a revoke"))                                   # no such claim at Vingt-un
    g.do(DealTwoCards(0, 1))
    _second_round(g)
    while g.view(0).round_no == 0 and not g.over:
        g.do(g.legal_actions()[0])
    e = refused(g, Claim(2, TWO), "peel-vingt-un:p22")                 # the round's cards are with the pone
    assert "too late" in str(e)


@pytest.mark.law("peel-vingt-un:p22")
def test_law_p22_the_dealer_giving_himself_two_and_confusion_in_the_pack():
    g = table_mode("9S 5H 2C  7C 6D KD 3S")
    g.do(DealTwoCards(0, 0))
    assert not texts(g, "ruling") and not any("two cards" in t for t in texts(g, seat=1))
    _second_round(g)                        # not discovered until another card has been dealt
    g.do(Claim(1, "the dealer gave himself two cards"))
    assert len(g.view(0).own[0].cards) == 2 and g.view(0).pile_size == 1
    assert "the pone must take one" in texts(g, "ruling")[-1]
    g = table_mode("9S 5H 2C  7C 6D KD 3S")
    g.do(ConfusePack(2))
    assert "re-shuffled and cut again" in texts(g, "ruling")[-1]
    assert g.phase == "stake" and all(len(g.hands[s][0].cards) == 1 for s in range(3))
    g.check_invariants()


@pytest.mark.law("peel-vingt-un:p23")
def test_law_p23_an_exposed_card_kept_or_rejected_the_dealers_retained():
    g = table_mode("9S 5H 2C  7C 6D KD 3S")
    g.do(ExposeCard(0, 2))
    g.do(ChooseRemedy(2, 1))                      # rejected: the next card instead
    assert [str(c) for c in g.hands[2][0].cards] == ["7C"] and not g.hands[2][0].up[0]
    g = table_mode("9S 5H 2C  7C 6D KD 3S")
    g.do(ExposeCard(0, 0))
    assert not g.open_rulings and str(g.hands[0][0].cards[0]) == "2C" and g.hands[0][0].up[0]
    assert texts(g, "ruling")[-1] == "The dealer exposed one of the dealer's own cards, and must retain it."


@pytest.mark.law("peel-vingt-un:p25")
def test_law_p25_two_cards_in_drawing():
    g = table("4S 10H 10C  3D 9H 6D" + " 2C 5C 9S 9C", mode=Mode.TABLE)
    g.do(GiveTwoInDrawing(0, 1, 0))
    assert g.to_act == 1 and len(g.hands[1][0].cards) == 4
    g.do(ChooseRemedy(1, 2))                       # keeps the second (5C): content
    assert [str(c) for c in g.hands[1][0].cards] == ["4S", "3D", "5C"] and g.hands[1][0].stood
    assert g.to_act == 2
    g.do(Stand(2, 0))
    g.do(GiveTwoInDrawing(0, 0, 0))                # the dealer gives himself two: 16 + 9 + 9
    assert "Player 1 (the dealer) is over, with 34" in texts(g, "over")
    assert texts(g, "ruling")[-1].startswith("The dealer took two cards in drawing")
    g.check_invariants()


@pytest.mark.law("peel-vingt-un:p26")
def test_law_p26_draw_cards_out_of_order():
    g = table("4S 10H 10C  3D 9H 6D" + " 2C 5C", mode=Mode.TABLE)
    g.do(MissPlayer(0, 1))
    g.do(ChooseRemedy(1, 0))                       # to be supplied later
    assert g.to_act == 2
    g.do(Stand(2, 0))
    assert g.to_act == 1
    g.do(Draw(1, 0)); g.do(Stand(1, 0))
    g = table("4S 10H 10C  3D 9H 6D" + " 2C 5C", mode=Mode.TABLE)
    g.do(MissPlayer(0, 1))
    g.do(ChooseRemedy(1, 1))                       # throws up his cards: nothing paid
    assert g.to_act == 2 and money(g) == [0, 0, 0] and g.hands[1][0].thrown_up


@pytest.mark.law("peel-vingt-un:p27", "peel-vingt-un:p28")
def test_law_p27_drawing_separately_on_cards_that_do_not_pair_and_p28_the_penalty():
    rules = PEEL.replace(pool=True, irregularity_penalty=1)
    g = table("4S 10H 10C  3D 9H 8D" + " 10S 10D", mode=Mode.TABLE, rules=rules, stakes=(2, 1))
    refused(g, Split(1, 0, 2), "peel-vingt-un:p16")          # strictly, no pair
    g.do(SplitUnpaired(1, 0, 2))
    assert g.ledger["pool"] == 1 and "forfeits" in texts(g, "ruling")[-1]
    g.do(Stand(1, 0)); g.do(Stand(1, 1)); g.do(Stand(2, 0)); g.do(Stand(0, 0))
    # 4+10 = 14 and 3+10 = 13 against 18: he pays on each hand, and would have paid anyway
    assert money(g)[1] == -1 - 2 - 2
    g.check_invariants()


@pytest.mark.law("peel-vingt-un:p30")
def test_law_p30_two_packs_shuffled_together_gone_through_once():
    from games.core.players import play_out
    from games.vingt_un.players import computer_players
    g = VingtUn(PEEL.replace(deal_limit="two-packs", packs=2, selling_the_deal=False), seats=4, seed=1, rounds=60)
    assert len(g.stock) + sum(len(h.cards) for hs in g.hands.values() for h in hs) == 104
    first = g.dealer
    while not g.over and g.deals_done == 0:
        play_out(g, computer_players(g), limit=1)
        g.check_invariants()
    assert g.dealer == (first + 1) % 4 and g.round_no >= 6   # about a hundred cards, a dozen a round


@pytest.mark.law("peel-vingt-un:p22")
def test_p22_two_cards_cannot_be_claimed_once_the_hand_is_thrown_up():
    """Found by the property test: two cards dealt at once to a player who then retired could still be
    claimed, and the remedy (reject one of the two) met an empty hand.  The claim is now closed, citing p22."""
    g = table_mode("9S 5H 2C  7C 6D KD 3S")
    g.do(DealTwoCards(0, 1))
    g.do(Retire(1))                          # he throws up his cards: nothing is left to reject
    e = refused(g, Claim(2, TWO), "peel-vingt-un:p22")
    assert "too late" in str(e) and "no longer holds the two cards" in str(e)
    g.check_invariants()
