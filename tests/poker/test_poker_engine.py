"""The Draw Poker engine under Peel's laws 1-64 and 76-81 (and Foster's rule set).

Each test is named after the law it checks and tagged with it; each would fail
if the engine broke that law.  Seats in the set pieces: Ann (0) deals, Bob (1)
is the ante, Cy (2) has first say, Di (3).
"""

from __future__ import annotations

import pytest

from games.cards import Pack, parse_cards, standard_pack
from games.core.state import Mode
from games.core.testing import refused
from games.errors import GameError, IllegalActionError, InvalidActionError, OutOfTurnError, RuleSetError
from games.laws import NOT_EXECUTABLE
import games.poker as E
from games.poker import (
    FOSTER_RULES,
    PEEL_RULES,
    Ante,
    AskDealer,
    AskDealerAbout,
    Automation,
    BetOutOfTurn,
    Borrow,
    Collect,
    Cut,
    DealCard,
    Declare,
    DeclineStraddle,
    Discard,
    Claim,
    DisputeDemand,
    Draw,
    FaceUpInPack,
    FalseOpen,
    FinishDeal,
    Give,
    Pass,
    Phase,
    PokerRules,
    RaiseHand,
    Show,
    ShowForSum,
    Shuffle,
    Sitting,
    SpeakToDealer,
    Stake,
    Straddle,
    cut_for_seats,
    draw_for_deal,
    form_tables,
)
from games.poker.rules import FosterPokerRules
from games.poker.scenarios import arranged_game

NAMES = ["Ann", "Bob", "Cy", "Di"]
ANN, BOB, CY, DI = range(4)
HANDS = [
    "2S 2H 5C 9D KS",  # Ann: a pair of twos
    "JS JH 4C 8D QS",  # Bob: a pair of knaves
    "3S 3H 6C 10D AS",  # Cy: a pair of threes
    "7S 7H 7C 10C 10S",  # Di: a full
]
DRAW = "AH AD AC 2C 2D 3C 3D 4D 4H 5D 5H 6D"


def game(**kw):
    hands = kw.pop("hands", HANDS)
    draw = kw.pop("draw", DRAW)
    return arranged_game(NAMES, hands, draw, **kw)


def events(g, kind):
    return [e for e in g.log if isinstance(e, E.Event) and e.kind == kind]


# What a player knows, through the public API: his own hand (``view``), how many cards and
# what stake each player has, who is still in the game, and the log.
def hand(g, seat):
    """The cards ``seat`` holds, as he sees them."""
    return list(g.view(seat).hand)


def held(g, seat):
    """How many cards ``seat`` holds (everyone at the table sees it)."""
    return g.view(ANN).card_counts[seat]


def stake(g, seat):
    return g.view(ANN).stakes[seat]


def retired(g, seat):
    return not g.view(ANN).in_game[seat]


def foul(g, seat):
    """``seat`` retired, or was found at the show, with a foul hand (the log says so)."""
    return any(e.seat == seat and "a foul hand" in e.text for e in g.log_for(None) if e.kind in ("retire", "show"))


def stake_round(g, amount_for=None):
    """Everybody in turn makes good (or stands) until the round ends."""
    phase = g.phase
    while g.phase is phase and not g.over:
        s = g.to_act
        need = g.highest - stake(g, s)
        g.do(Stake(s, need))


def all_stand(g):
    """Everybody stands on his hand in the draw."""
    while g.phase is Phase.DRAW:
        if g.actor == "player":
            g.do(Draw(g.to_act, ()))
        else:
            g.do(Give(g.draw_order[g.draw_pos]))


def opened_game(**kw):
    g = game(**kw)
    g.do(Stake(CY, 2))  # Cy opens at double the ante
    return g


# ---------------------------------------------------------------------------
# The Deal (laws 1-18)
# ---------------------------------------------------------------------------


@pytest.mark.law("peel-poker:1")
def test_law_1_ordinary_pack_of_fifty_two():
    g = game()
    assert len(g.all_cards()) == 52
    assert sorted(map(str, g.all_cards())) == sorted(map(str, standard_pack()))
    with pytest.raises(RuleSetError) as e:
        PokerRules(pack="sixty")
    assert e.value.law == "peel-poker:1"


@pytest.mark.law("peel-poker:2")
def test_law_2_lowest_card_deals_ace_lowest_and_only_tied_lowest_draw_again():
    # Ann and Bob draw aces (lowest), Cy a two, Di a two; only Ann and Bob draw again.
    pack = Pack(parse_cards("AS AH 2C 2D 9C 5H KD"))
    dealer, draws = draw_for_deal(4, pack)
    assert [s for s, _ in draws] == [0, 1, 2, 3, 0, 1]
    assert dealer == 1  # Bob's five is lower than Ann's nine
    # ties that are not the lowest are not drawn again
    dealer, draws = draw_for_deal(3, Pack(parse_cards("KS KH 3C")))
    assert dealer == 2 and len(draws) == 3


@pytest.mark.law("peel-poker:2")
def test_law_2_sitting_draws_for_first_deal_from_seed():
    a = Sitting(NAMES, seed=11)
    b = Sitting(NAMES, seed=11)
    assert a.dealer == b.dealer
    lows = [e for e in a.log if e.kind == "first-dealer"]
    assert lows and lows[0].laws == ("peel-poker:2",)


@pytest.mark.law("peel-poker:3", "peel-poker:4")
def test_law_3_any_player_may_shuffle_dealer_has_last_shuffle():
    g = game(deal=False)
    # set up again from the shuffle phase: a fresh game
    s = Sitting(NAMES, dealer=0, automations=Automation.NONE)
    g = s.new_game()
    g.do(Ante(BOB, 1))
    g.do(DeclineStraddle(CY))
    g.do(Shuffle(CY))  # any player may demand to shuffle
    refused(g, Cut(DI, 10), "peel-poker:4")  # the dealer has not shuffled (last)
    refused(g, DealCard(), "peel-poker:4")
    g.do(Shuffle(ANN))  # the dealer's right to the last shuffle
    g.do(Cut(DI, 10))
    assert events(g, "cut")[-1].laws == ("peel-poker:4",) and g.actor == "dealer" and g.can(DealCard())


@pytest.mark.law("peel-poker:3")
def test_law_3_a_shuffle_after_the_dealers_leaves_him_the_last_shuffle():
    s = Sitting(NAMES, dealer=0, automations=Automation.NONE)
    g = s.new_game()
    g.do(Ante(BOB, 1))
    g.do(DeclineStraddle(CY))
    g.do(Shuffle(ANN))
    g.do(Shuffle(CY))  # another player shuffles after the dealer
    assert events(g, "shuffle")[-1].laws == ("peel-poker:3",)
    refused(g, Cut(DI, 10), "peel-poker:4")  # the dealer has not had the last shuffle
    g.do(Shuffle(ANN))
    g.do(Cut(DI, 10))
    assert events(g, "cut")[-1].laws == ("peel-poker:4",) and g.actor == "dealer" and g.can(DealCard())


@pytest.mark.law("peel-poker:4")
def test_law_4_cut_by_player_on_dealers_right():
    s = Sitting(NAMES, dealer=0, automations=Automation.NONE)
    g = s.new_game()
    g.do(Ante(BOB, 1))
    g.do(DeclineStraddle(CY))
    g.do(Shuffle(ANN))
    refused(g, Cut(BOB, 10), "peel-poker:4", OutOfTurnError)  # Bob sits at the left
    refused(g, Cut(DI, 0), "peel-poker:4")
    before = g.pack
    g.do(Cut(DI, 10))
    assert g.pack == before[10:] + before[:10]


def test_law_5_is_declared_not_executable():
    assert "peel-poker:5" in NOT_EXECUTABLE
    reason = NOT_EXECUTABLE["peel-poker:5"]
    assert "no penalty" in reason and "Rule 10" in reason  # a card seen face up falls under law 10


@pytest.mark.law("peel-poker:6")
def test_law_6_cards_dealt_face_down_others_cannot_see_them():
    g = game()
    v = g.view(CY)
    assert v.hand == parse_cards(HANDS[CY])
    text = repr(v)
    for s in (ANN, BOB, DI):
        for c in parse_cards(HANDS[s]):
            assert repr(c) not in text
    assert v.card_counts == (5, 5, 5, 5)


@pytest.mark.law("peel-poker:7")
def test_law_7_one_card_at_a_time_from_the_dealers_left():
    g = game(deal=False)
    g.do(DealCard())
    assert held(g, BOB) == 1 and not hand(g, ANN)  # Bob sits at the dealer's left
    g.do(DealCard())
    g.do(DealCard())
    g.do(DealCard())
    assert [held(g, s) for s in range(4)] == [1, 1, 1, 1]
    g.do(DealCard(to=DI))  # out of order: a misdirected card
    assert events(g, "irregularity")[0].laws == ("peel-poker:7",)
    assert "peel-poker:7" in events(g, "ruling")[0].laws
    refused(Sitting(NAMES, dealer=0, mode=Mode.STRICT).new_game(), DealCard(to=DI), "peel-poker:7")


@pytest.mark.law("peel-poker:8")
def test_law_8_no_cut_pointed_out_before_deal_finished_is_misdeal_same_dealer():
    s = Sitting(NAMES, dealer=0, automations=Automation.NONE)
    g = s.new_game()
    g.do(Ante(BOB, 1))
    g.do(DeclineStraddle(CY))
    g.do(Shuffle(ANN))
    g.do(DealCard())  # without a cut
    g.do(DealCard())
    g.do(Claim(DI, "a deal without a cut"))
    assert events(g, "misdeal")[0].laws == ("peel-poker:8",)
    assert g.phase is Phase.SHUFFLE and g.dealer == ANN and len(events(g, "misdeal")) == 1
    assert not any(g.view(DI).card_counts) and g.view(DI).pack_count == 52
    assert g.pool == 1  # the ante stands
    g.check_invariants()


@pytest.mark.law("peel-poker:9")
def test_law_9_no_cut_not_pointed_out_before_deal_finished_the_deal_stands():
    s = Sitting(NAMES, dealer=0, automations=Automation.NONE)
    g = s.new_game()
    g.do(Ante(BOB, 1))
    g.do(DeclineStraddle(CY))
    g.do(Shuffle(ANN))
    while not g.deal_finished:
        g.do(DealCard())
    g.do(Claim(DI, "a deal without a cut"))  # too late: the referee rules that the deal stands
    assert events(g, "ruling")[-1].laws == ("peel-poker:9",) and not events(g, "misdeal")
    assert all(held(g, x) == 5 for x in range(4))


@pytest.mark.law("peel-poker:10")
def test_law_10_card_face_up_in_pack_before_deal_finished_is_misdeal():
    g = game(deal=False)
    g.do(DealCard())
    g.do(FaceUpInPack(CY))
    e = events(g, "misdeal")[0]
    assert e.laws == ("peel-poker:10",)
    assert g.phase is Phase.SHUFFLE and g.dealer == ANN and len(events(g, "misdeal")) == 1
    g.check_invariants()


@pytest.mark.law("peel-poker:10")
def test_law_10_card_face_up_after_deal_finished_is_not_a_misdeal():
    g = game(deal=False)
    while not g.deal_finished:
        g.do(DealCard())
    assert g.phase is Phase.DEAL  # the deal is finished, the hands not yet raised
    refused(g, FaceUpInPack(CY), "peel-poker:10")
    assert not events(g, "misdeal")
    g = game()  # and in the play it is too late as well
    refused(g, FaceUpInPack(CY), "peel-poker:10")


@pytest.mark.law("peel-poker:11")
def test_law_11_card_exposed_in_dealing_is_accepted():
    g = game(deal=False)
    g.do(DealCard(face_up=True))  # the first card, to Bob, turned up
    card = parse_cards(HANDS[BOB])[0]
    assert hand(g, BOB) == [card]
    assert g.view(DI).exposed[BOB] == (card,)  # everyone saw it
    assert events(g, "irregularity")[0].laws == ("peel-poker:11",)
    assert events(g, "ruling")[0].laws == ("peel-poker:11",)
    while not g.deal_finished:
        g.do(DealCard())
    assert card in hand(g, BOB)  # he keeps it: no exchange but in the draw


def misdealt_game(speaker=None, **kw):
    """Bob (the ante) gets four cards, Cy six: the dealer gives Cy Bob's last card."""
    g = game(deal=False, **kw)
    if speaker is not None:
        g.do(DealCard())
        g.do(SpeakToDealer(speaker))
    while not g.deal_finished:
        if g.dealt == 16:  # the fifth round begins with Bob
            g.do(DealCard(to=CY))
        elif sum(held(g, s) for s in range(4)) == 20:
            g.do(FinishDeal())
        else:
            g.do(DealCard())
    return g


@pytest.mark.law("peel-poker:12")
def test_law_12_wrong_number_announced_before_raised_is_misdeal():
    g = misdealt_game()
    assert held(g, BOB) == 4 and held(g, CY) == 6
    refused(g, Claim(DI, "a wrong number of cards dealt", ANN), "peel-poker:12")  # Ann has five
    g.do(Claim(DI, "a wrong number of cards dealt", CY))
    assert events(g, "misdeal")[0].laws == ("peel-poker:12",)
    assert g.phase is Phase.SHUFFLE and g.dealer == ANN


@pytest.mark.law("peel-poker:12", "peel-poker:13", "peel-poker:14")
def test_law_13_14_foul_hand_found_on_raising_retires_dealer_refunds_ante():
    g = misdealt_game()
    g.do(RaiseHand(BOB))
    g.do(Claim(BOB, "a wrong number of cards dealt", BOB))  # he finds his four cards on taking them up
    assert retired(g, BOB) and foul(g, BOB)
    assert events(g, "retire")[0].laws == ("peel-poker:13", "peel-poker:14")
    refund = events(g, "refund")[0]
    assert refund.laws == ("peel-poker:14",) and refund.seat == ANN
    assert g.stacks[ANN] == 99 and g.stacks[BOB] == 100  # the dealer paid Bob his ante
    assert g.pool == 1  # the ante itself stays in the pool
    refused(g, Claim(DI, "a wrong number of cards dealt", BOB), "peel-poker:12")  # too late for law 12
    g.check_invariants()


@pytest.mark.law("peel-poker:14")
def test_law_14_foul_hand_in_a_jackpot_gets_his_jackpot_ante_back():
    g = misdealt_game(jackpot_level=1, carried=1)
    assert g.jackpot and BOB in [e.seat for e in events(g, "jackpot-ante")] and stake(g, BOB) == 0
    g.do(RaiseHand(BOB))
    g.do(Claim(CY, "a wrong number of cards dealt", BOB))
    assert foul(g, BOB)
    refund = events(g, "refund")[0]
    assert refund.laws == ("peel-poker:14",) and refund.seat == ANN
    assert g.stacks[ANN] == 98 and g.stacks[BOB] == 100  # the dealer refunds Bob's ante to the jack-pot
    assert g.pool == 1 + 4
    g.check_invariants()


@pytest.mark.law("peel-poker:15", "peel-poker:16")
def test_law_15_16_player_who_spoke_to_dealer_refunds_instead_of_dealer():
    g = misdealt_game(speaker=DI)
    assert events(g, "irregularity")[0].laws == ("peel-poker:15",)
    assert events(g, "ruling")[0].laws == ("peel-poker:15", "peel-poker:16")
    g.do(RaiseHand(BOB))
    g.do(Claim(BOB, "a wrong number of cards dealt", BOB))
    refund = events(g, "refund")[0]
    assert refund.seat == DI and "peel-poker:16" in refund.laws
    assert g.stacks[DI] == 99 and g.stacks[ANN] == 100 and g.stacks[BOB] == 100


@pytest.mark.law("peel-poker:15")
def test_law_15_speaking_to_dealer_is_a_breach_only_while_dealing():
    g = game(deal=False)
    while not g.deal_finished:
        g.do(DealCard())
    assert g.phase is Phase.DEAL  # the cards are no longer being dealt
    refused(g, SpeakToDealer(DI), "peel-poker:15")
    g = game()
    refused(g, SpeakToDealer(DI), "peel-poker:15")


@pytest.mark.law("peel-poker:17")
def test_law_17_deal_finished_when_every_player_has_five():
    g = game(deal=False)
    for _ in range(19):
        g.do(DealCard())
    assert not g.deal_finished
    g.do(DealCard())
    assert g.deal_finished and events(g, "deal-finished")[0].laws == ("peel-poker:17",)
    refused(g, DealCard(), "peel-poker:17")


@pytest.mark.law("peel-poker:18")
def test_law_18_deal_passes_to_the_left():
    s = Sitting(NAMES, dealer=2, seed=3)
    for expected in (2, 3, 0, 1, 2):
        assert s.dealer == expected
        g = s.new_game()
        assert g.dealer == expected
        while not g.over:
            g.do(g.legal_actions()[0])  # everybody passes: not opened
    refused_new = None
    try:
        s.new_game()
        s.new_game()
    except GameError as e:
        refused_new = e
    assert refused_new is not None and refused_new.law == "peel-poker:18"


@pytest.mark.law("peel-poker:18")
def test_law_18_dealer_who_passes_still_deals_the_draw():
    g = opened_game()
    g.do(Stake(DI, 2))
    g.do(Pass(ANN))  # the dealer retires
    g.do(Stake(BOB, 1))
    assert g.phase is Phase.DRAW
    g.do(Draw(BOB, parse_cards("4C 8D QS")))
    assert g.actor == "dealer" and g.to_act == ANN
    g.do(Give(BOB))
    assert held(g, BOB) == 5


# ---------------------------------------------------------------------------
# The Ante (laws 19-24)
# ---------------------------------------------------------------------------


@pytest.mark.law("peel-poker:19")
def test_law_19_ante_not_above_half_the_limit():
    with pytest.raises(IllegalActionError) as e:
        Sitting(NAMES, ante=6, limit=10, dealer=0)
    assert e.value.law == "peel-poker:19"
    s = Sitting(NAMES, ante=1, limit=10, dealer=0, automations=Automation.NONE)
    g = s.new_game()
    antes = [a.amount for a in g.legal_actions() if isinstance(a, Ante)]
    assert antes and max(antes) == 5  # the legal antes stop at half the limit
    refused(g, Ante(BOB, 6), "peel-poker:19")
    g.do(Ante(BOB, 5))
    assert g.pool == 5


@pytest.mark.law("peel-poker:19", "peel-poker:80")
def test_law_80_waived_rule_applies_again_on_the_next_occasion():
    s = Sitting(NAMES, ante=1, limit=10, dealer=0, automations=Automation.NONE)
    with pytest.raises(IllegalActionError):
        s.waive("peel-poker:19", consenting=[0, 1, 2])  # not all agree
    s.waive("peel-poker:19", consenting=[0, 1, 2, 3])
    g = s.new_game()
    g.do(Ante(BOB, 6))  # waived on this occasion
    while not g.over:
        g.do(g.legal_actions()[0])
    with pytest.raises(IllegalActionError) as e:
        s.claim_concession(BOB, "peel-poker:19")
    assert e.value.law == "peel-poker:80"
    s.jackpot_level = 0  # play an ordinary game again
    g2 = s.new_game()
    refused(g2, Ante(CY, 6), "peel-poker:19")


@pytest.mark.law("peel-poker:20")
def test_law_20_ante_by_player_left_of_dealer_before_the_deal():
    s = Sitting(NAMES, dealer=0, automations=Automation.NONE)
    g = s.new_game()
    assert g.phase is Phase.ANTE
    refused(g, Ante(CY, 1), "peel-poker:20", OutOfTurnError)
    refused(g, DealCard(), "peel-poker:7")  # nothing is dealt before the ante
    g.do(Ante(BOB, 1))
    assert stake(g, BOB) == 1 and g.pool == 1


@pytest.mark.law("peel-poker:21")
def test_law_21_if_left_of_ante_declines_nobody_straddles():
    s = Sitting(NAMES, dealer=0, automations=Automation.NONE)
    g = s.new_game()
    g.do(Ante(BOB, 1))
    assert g.to_act == CY  # the right belongs to the player left of the ante
    refused(g, Straddle(DI), "peel-poker:21", OutOfTurnError)
    g.do(DeclineStraddle(CY))
    assert g.phase is Phase.SHUFFLE
    refused(g, Straddle(DI), "peel-poker:21")


@pytest.mark.law("peel-poker:21")
def test_law_21_straddles_rise_by_the_ante_ending_with_dealer():
    s = Sitting(NAMES, dealer=0, limit=20, automations=Automation.NONE)
    g = s.new_game()
    g.do(Ante(BOB, 1))
    g.do(Straddle(CY))
    assert stake(g, CY) == 2
    g.do(Straddle(DI))
    assert stake(g, DI) == 3
    g.do(Straddle(ANN))  # the dealer ends it
    assert stake(g, ANN) == 4 and g.phase is Phase.SHUFFLE
    assert g.pool == 1 + 2 + 3 + 4


@pytest.mark.law("peel-poker:21")
def test_law_21_option_straddle_chain_breaks():
    for breaks, phase in ((False, Phase.STRADDLE), (True, Phase.SHUFFLE)):
        s = Sitting(NAMES, dealer=0, limit=20, rules=PokerRules(straddle_chain_breaks=breaks), automations=Automation.NONE)
        g = s.new_game()
        g.do(Ante(BOB, 1))
        g.do(Straddle(CY))
        g.do(DeclineStraddle(DI))
        assert g.phase is phase


@pytest.mark.law("peel-poker:22")
def test_law_22_straddles_not_above_half_the_limit():
    s = Sitting(NAMES, dealer=0, limit=4, automations=Automation.NONE)
    g = s.new_game()
    g.do(Ante(BOB, 1))
    g.do(Straddle(CY))  # 2 = half the limit
    refused(g, Straddle(DI), "peel-poker:22")  # 3 > 2
    g.do(DeclineStraddle(DI))


@pytest.mark.law("peel-poker:23")
def test_law_23_left_of_ante_has_first_say_ante_the_last():
    g = game()
    assert g.to_act == CY
    g.do(Stake(CY, 2))
    g.do(Stake(DI, 2))
    g.do(Stake(ANN, 2))
    assert g.to_act == BOB  # the ante speaks last


@pytest.mark.law("peel-poker:24")
def test_law_24_straddled_left_of_last_straddler_first_straddler_last():
    g = game(straddles=2, limit=10)  # Cy straddles 2, Di 3
    assert g.straddles == [CY, DI]
    assert g.to_act == ANN  # left of the last straddler
    g.do(Stake(ANN, 3))
    g.do(Stake(BOB, 2))
    g.do(Stake(CY, 1))
    assert g.to_act == DI  # the last straddler has the last say


# ---------------------------------------------------------------------------
# The Play (laws 25-28)
# ---------------------------------------------------------------------------


@pytest.mark.law("peel-poker:25")
def test_law_25_opening_stake_at_least_double_the_ante():
    g = game()
    refused(g, Stake(CY, 1), "peel-poker:25")
    g.do(Stake(CY, 2))
    assert g.opened and g.opener == CY


@pytest.mark.law("peel-poker:25")
def test_law_25_option_open_after_straddle():
    g = game(straddles=1, rules=PokerRules(open_after_straddle="double-straddle"))
    refused(g, Stake(DI, 3), "peel-poker:25")  # double the straddle of 2 is 4
    g.do(Stake(DI, 4))
    g2 = game(straddles=1)
    g2.do(Stake(DI, 2))  # as printed: double the ante, and the straddle made good


@pytest.mark.law("peel-poker:26")
def test_law_26_each_player_makes_good_his_stake():
    g = opened_game()
    refused(g, Stake(DI, 1), "peel-poker:26")
    g.do(Stake(DI, 5))  # a raise
    assert g.highest == 5
    refused(g, Stake(ANN, 4), "peel-poker:26")
    g.do(Stake(ANN, 5))


@pytest.mark.law("peel-poker:27")
def test_law_27_pass_forfeits_stake_and_right_to_play():
    g = opened_game()
    g.do(Pass(DI))
    assert retired(g, DI) and events(g, "retire")[-1].text == "Di passes and retires; the stake stays in the pool"
    g.do(Stake(ANN, 2))
    g.do(Pass(BOB))  # the ante's stake of one is forfeit
    assert g.pool == 1 + 2 + 2
    assert g.phase is Phase.DRAW and DI not in g.draw_order and BOB not in g.draw_order
    refused(g, Draw(DI, ()), "peel-poker:35", OutOfTurnError)


@pytest.mark.law("peel-poker:27")
def test_law_27_passing_forfeits_the_stake_already_made():
    g = opened_game()  # Cy stakes 2
    g.do(Stake(DI, 2))
    g.do(Stake(ANN, 2))
    g.do(Stake(BOB, 4))  # Bob raises to 5
    g.do(Pass(CY))  # Cy passes: his 2 stay in the pool
    assert g.stacks[CY] == 98 and stake(g, CY) == 2
    assert g.pool == 2 + 2 + 2 + 5
    g.check_invariants()


@pytest.mark.law("peel-poker:28")
def test_law_28_retired_hand_never_divulged():
    g = opened_game(automations=Automation.DEFAULT)
    g.do(Pass(DI))  # Di throws down his full
    g.do(Stake(ANN, 2))
    g.do(Stake(BOB, 1))
    for s in (BOB, CY, ANN):
        g.do(Draw(s, ()))
    for _ in range(3):
        g.do(Stake(g.to_act, 0))
    assert g.over
    text = g.transcript().split("Pass(seat=3)")[1]
    for c in parse_cards(HANDS[DI]):
        assert f" {c} " not in text and f" {c})" not in text
    assert g.view(ANN).shown[DI] is None


# ---------------------------------------------------------------------------
# The Jack-pot (laws 29-33)
# ---------------------------------------------------------------------------


def pass_all(g):
    while not g.over:
        g.do(Pass(g.to_act))


@pytest.mark.law("peel-poker:29")
def test_law_29_game_not_opened_pool_stays_next_is_jackpot():
    g = game()
    pass_all(g)  # Cy, Di, Ann pass: only the ante is left
    assert g.settlement[0].seat is None and g.settlement[0].amount == 1
    assert g.sitting.carried == 1 and g.sitting.jackpot_level == 1
    assert g.stacks[BOB] == 99  # the ante stays in the pool


@pytest.mark.law("peel-poker:30")
def test_law_30_jackpot_every_player_antes_and_opens_with_knaves():
    g = game(jackpot_level=1, carried=1)
    assert g.jackpot and g.pool == 1 + 4
    assert all(g.stacks[s] == 99 for s in range(4))
    refused(g, Stake(CY, 2), "peel-poker:30")  # Cy has only threes
    g.do(Pass(CY))
    g.do(Pass(DI))
    g.do(Pass(ANN))
    # Bob has knaves: he has the last say (law 23) and may open; he passes: not opened
    assert g.to_act == BOB and g.can(Stake(BOB, 2))
    g.do(Pass(BOB))
    assert g.over and g.sitting.jackpot_level == 2


@pytest.mark.law("peel-poker:30")
def test_law_30_a_pair_of_tens_does_not_open_a_jackpot():
    hands = [HANDS[0], HANDS[2], "10S 10H 4C 8D QS", "7S 7H 7C KD KH"]
    g = game(hands=hands, jackpot_level=1)
    refused(g, Stake(CY, 2), "peel-poker:30")


@pytest.mark.law("peel-poker:30", "peel-poker:33")
def test_law_30_33_openers_judged_on_the_original_hand_not_the_drawn_one():
    hands = [HANDS[0], HANDS[2], HANDS[1], HANDS[3]]  # Cy holds the knaves
    g = game(hands=hands, jackpot_level=1, draw="5D 9H")
    g.do(Stake(CY, 2))
    stake_round(g)
    g.do(Draw(BOB, ()))
    drawn(g, CY, "JS JH")  # he breaks his openers
    g.do(Give(CY))
    g.do(Draw(DI, ()))
    g.do(Draw(ANN, ()))
    assert set(hand(g, CY)) == set(parse_cards("4C 8D QS 5D 9H"))  # no pair now
    g.do(Stake(CY, 2))
    g.do(Pass(DI))
    g.do(Pass(ANN))
    g.do(Pass(BOB))
    assert g.over and not events(g, "false-opener")
    assert g.sitting.jackpot_level == 0
    assert g.stacks[CY] == 100 - 1 - 2 - 2 + (4 + 4 * 2 + 2)


@pytest.mark.law("peel-poker:30")
def test_law_30_knaves_open_a_jackpot():
    hands = [HANDS[0], HANDS[2], HANDS[1], HANDS[3]]  # Cy holds the knaves now
    g = game(hands=hands, jackpot_level=1)
    g.do(Stake(CY, 2))
    assert g.opened and g.opener == CY


@pytest.mark.law("peel-poker:31", "peel-poker:32")
def test_law_31_32_minimum_rises_knaves_queens_kings_kings():
    s = Sitting(NAMES, dealer=0, seed=5)
    mins = []
    for _ in range(5):
        g = s.new_game()
        mins.append(g.minimum)
        if g.jackpot:
            assert sorted(e.seat for e in events(g, "jackpot-ante")) == [0, 1, 2, 3]  # each pays again
        pass_all(g)
    from games.cards import Rank

    assert mins == [None, Rank.KNAVE, Rank.QUEEN, Rank.KING, Rank.KING]


@pytest.mark.law("peel-poker:32")
def test_law_32_option_series_repeats():
    from games.poker.rules import minimum_for as _minimum_for
    from games.cards import Rank

    r = PokerRules(jackpot_series="repeat")
    assert [_minimum_for(k, r) for k in range(1, 6)] == [Rank.KNAVE, Rank.QUEEN, Rank.KING, Rank.KNAVE, Rank.QUEEN]
    assert _minimum_for(4, PEEL_RULES) is Rank.KING


@pytest.mark.law("peel-poker:33")
def test_law_33_false_opener_who_wins_pays_double_ante_pool_carried():
    g = game(jackpot_level=1)
    g.do(FalseOpen(CY, 2))  # Cy opens with threes
    pass_all(g)  # everybody else passes: Cy "wins"
    assert [e.kind for e in g.log if isinstance(e, E.Event)][-3:] == ["false-opener", "settle", "settle"]
    assert g.stacks[CY] == 100 - 1 - 2 - 2  # jack-pot ante, opening stake, penalty
    assert g.pool == 4 + 2 + 2 and g.sitting.carried == 8
    assert g.sitting.jackpot_level == 2  # as if not opened: the next needs queens (law 31)


@pytest.mark.law("peel-poker:33")
def test_law_33_opener_with_the_minimum_shows_and_takes_pool():
    hands = [HANDS[0], HANDS[2], HANDS[1], HANDS[3]]
    g = game(hands=hands, jackpot_level=1)
    g.do(Stake(CY, 2))
    pass_all(g)
    assert events(g, "openers")[0].laws == ("peel-poker:33",)
    assert g.stacks[CY] == 100 - 1 - 2 + 6 and g.sitting.jackpot_level == 0


@pytest.mark.law("peel-poker:33")
def test_law_33_false_opening_refused_as_a_normal_opening_and_option_next():
    g = game(jackpot_level=1)
    refused(g, Stake(CY, 2), "peel-poker:30")
    for opt, level in (("same", 1), ("knaves", 1), ("next-in-series", 2)):
        g = game(jackpot_level=1, rules=PokerRules(false_opener_next=opt))
        g.do(FalseOpen(CY, 2))
        pass_all(g)
        assert g.sitting.jackpot_level == level


# ---------------------------------------------------------------------------
# The Draw (laws 34-51)
# ---------------------------------------------------------------------------


def to_draw(**kw):
    g = opened_game(**kw)
    stake_round(g)
    assert g.phase is Phase.DRAW
    return g


@pytest.mark.law("peel-poker:34", "peel-poker:35")
def test_law_34_35_draw_begins_left_of_dealer_and_passes_left():
    g = to_draw()
    assert g.draw_order == [BOB, CY, DI, ANN]
    refused(g, Draw(CY, ()), "peel-poker:35", OutOfTurnError)
    g.do(Draw(BOB, ()))
    assert g.to_act == CY


@pytest.mark.law("peel-poker:36")
def test_law_36_discard_as_many_as_he_will_draw():
    g = opened_game()
    g.do(Stake(DI, 4))  # a raise: the draw waits until every stake is made good
    g.do(Stake(ANN, 4))
    g.do(Stake(BOB, 3))
    assert g.phase is Phase.PLAY and g.to_act == CY
    refused(g, Draw(BOB, ()), "peel-poker:36")
    g.do(Stake(CY, 2))
    assert g.phase is Phase.DRAW
    assert all(stake(g, s) == g.highest for s in g.contenders)
    refused(g, Draw(BOB, (), demand=2), "peel-poker:36")


@pytest.mark.law("peel-poker:37")
def test_law_37_discards_face_down_never_taken_back():
    g = to_draw()
    refused(g, Draw(BOB, parse_cards("2S")), "peel-poker:37")  # not his card
    refused(g, Draw(BOB, parse_cards("4C") * 2), "peel-poker:37", IllegalActionError)  # one card cannot be discarded twice
    g.do(Draw(BOB, parse_cards("4C 8D QS")))
    (mine,) = [e for e in g.log_for(BOB) if e.kind == "discard"]
    assert all(c.name in mine.text for c in parse_cards("4C 8D QS"))
    (seen,) = [e for e in g.log_for(DI) if e.kind == "discard"]  # face down: the others see how many, not which
    assert "3 cards" in seen.text and not any(c.name in seen.text for c in parse_cards("4C 8D QS"))
    assert not set(parse_cards("4C 8D QS")) & set(hand(g, BOB))


@pytest.mark.law("peel-poker:38")
def test_law_38_turn_passed_without_discarding_forfeits_the_draw():
    g = to_draw()
    g.do(Draw(BOB, ()))
    refused(g, Draw(BOB, parse_cards("4C")), "peel-poker:38")


@pytest.mark.law("peel-poker:39")
def test_law_39_dealer_gives_the_number_asked_from_the_top():
    g = to_draw()
    g.do(Draw(BOB, parse_cards("4C 8D QS")))
    g.do(Give(BOB))
    assert hand(g, BOB) == list(parse_cards("JS JH AH AD AC"))


@pytest.mark.law("peel-poker:40")
def test_law_40_card_exposed_in_the_draw_returns_to_the_pack():
    g = to_draw()
    g.do(Draw(BOB, parse_cards("4C 8D QS")))
    g.do(Give(BOB, 3, exposed=1))
    assert parse_cards("AH")[0] not in hand(g, BOB)
    assert hand(g, BOB)[-3:] == list(parse_cards("AD AC 2C"))
    assert g.pack[-1] == parse_cards("AH")[0]  # back in the pack
    assert events(g, "ruling")[0].laws[0] == "peel-poker:40" and events(g, "returned")[0].laws == ("peel-poker:40",)
    g.check_invariants()


@pytest.mark.law("peel-poker:41")
def test_law_41_pack_runs_short_discards_collected_shuffled_cut():
    names = [f"P{i}" for i in range(9)]
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
    pack = [r + s for s in "CDHS" for r in ranks]
    hands = [" ".join(pack[5 * i : 5 * i + 5]) for i in range(9)]  # 45 cards; 7 left
    g = arranged_game(names, hands, "", dealer=0, limit=10)
    g.do(Stake(g.to_act, 2))
    stake_round(g)
    order = g.draw_order
    g.do(Draw(order[0], hand(g, order[0])))  # five
    g.do(Give(order[0]))
    assert g.view(order[1]).pack_count == 2
    g.do(Draw(order[1], hand(g, order[1])[:4]))  # four: the pack runs short
    assert events(g, "pack-short")[0].laws == ("peel-poker:41",)
    refused(g, Give(order[1]), "peel-poker:35", OutOfTurnError)
    refused(g, Discard(order[3], hand(g, order[3])[:1]), "peel-poker:41", OutOfTurnError)  # in turn
    refused(g, Discard(order[2], hand(g, order[2])[:1] * 2), "peel-poker:37")
    for s in order[2:]:
        g.do(Discard(s, hand(g, s)[:1]))  # everyone yet to draw (the dealer too) discards now
    refused(g, Cut(g.right(g.dealer), 3), "peel-poker:41")
    g.do(Collect())
    g.do(Cut(g.right(g.dealer), 3))
    g.check_invariants()
    while g.phase is Phase.DRAW:
        g.do(Give(g.draw_order[g.draw_pos]))
        g.check_invariants()
    assert all(held(g, s) == 5 for s in g.contenders)


def drawn(g, seat, discard, demand=None):
    g.do(Draw(seat, parse_cards(discard), demand))


@pytest.mark.law("peel-poker:42")
def test_law_42_excess_pointed_out_before_raised_is_taken_back():
    g = to_draw()
    drawn(g, BOB, "4C 8D QS")
    g.do(Give(BOB, 4))
    assert held(g, BOB) == 6
    g.do(Claim(DI, "too many cards given in the draw", BOB))
    assert held(g, BOB) == 5 and g.pack[0] == parse_cards("2C")[0]
    assert events(g, "ruling")[0].laws == ("peel-poker:42",)
    g.check_invariants()


@pytest.mark.law("peel-poker:43")
def test_law_43_deficiency_pointed_out_is_made_good():
    g = to_draw()
    drawn(g, BOB, "4C 8D QS")
    g.do(Give(BOB, 2))
    refused(g, Claim(DI, "too few cards given in the draw", ANN), "peel-poker:43")  # none to Ann
    g.do(Claim(DI, "too few cards given in the draw", BOB))
    assert held(g, BOB) == 5 and not retired(g, BOB)
    assert events(g, "ruling")[0].laws == ("peel-poker:43",)


@pytest.mark.law("peel-poker:42")
def test_law_42_excess_pointed_out_after_raised_is_too_late():
    g = to_draw()
    drawn(g, BOB, "4C 8D QS")
    g.do(Give(BOB, 4))
    g.do(RaiseHand(BOB))  # the cards are raised from the table
    refused(g, Claim(DI, "too many cards given in the draw", BOB), "peel-poker:42")
    assert held(g, BOB) == 6


@pytest.mark.law("peel-poker:43")
def test_law_43_deficiency_pointed_out_after_raised_is_too_late():
    g = to_draw()
    drawn(g, BOB, "4C 8D QS")
    g.do(Give(BOB, 2))
    g.do(RaiseHand(BOB))
    refused(g, Claim(DI, "too few cards given in the draw", BOB), "peel-poker:43")
    assert held(g, BOB) == 4


@pytest.mark.law("peel-poker:44")
def test_law_44_number_discarded_given_cannot_be_pointed_out_as_wrong():
    g = to_draw()
    drawn(g, BOB, "4C 8D QS", demand=2)
    g.do(Give(BOB, 3))  # the number discarded, not the number demanded
    e = refused(g, Claim(DI, "too many cards given in the draw", BOB), "peel-poker:42")  # law 44: no breach
    assert "none to claim" in e.message
    assert not retired(g, BOB) and held(g, BOB) == 5


@pytest.mark.law("peel-poker:44")
def test_law_44_dealer_may_give_the_number_discarded():
    g = to_draw()
    drawn(g, BOB, "4C 8D QS", demand=2)
    g.do(Give(BOB, 3))
    assert held(g, BOB) == 5 and not retired(g, BOB)
    assert events(g, "irregularity")[0].laws == ("peel-poker:44",) and events(g, "ruling")[0].laws == ("peel-poker:44",)


@pytest.mark.law("peel-poker:45")
def test_law_45_wrong_number_demanded_and_given_is_foul():
    g = to_draw()
    drawn(g, BOB, "4C 8D QS", demand=2)
    g.do(Give(BOB, 2))
    assert retired(g, BOB) and held(g, BOB) == 4
    assert "given the 2 cards asked for, having discarded 3" in events(g, "retire")[-1].text
    assert events(g, "retire")[-1].laws == ("peel-poker:45",)


@pytest.mark.law("peel-poker:46")
def test_law_46_evidence_order_left_of_dealer_then_right_then_round():
    g = to_draw()
    assert g.evidence_order(CY) == [BOB, DI]
    assert g.evidence_order(BOB) == [DI, CY]  # Bob is at the dealer's left and disputing


@pytest.mark.law("peel-poker:46")
def test_law_46_no_evidence_disputant_held_to_have_demanded_proper_number():
    g = to_draw()
    drawn(g, BOB, "4C 8D QS", demand=2)
    g.do(Give(BOB, 2))
    assert retired(g, BOB)  # law 45
    g.do(DisputeDemand(BOB, witnesses=frozenset()))
    assert not retired(g, BOB) and held(g, BOB) == 5
    g.check_invariants()


@pytest.mark.law("peel-poker:46", "peel-poker:79")
def test_law_46_evidence_of_the_person_at_dealers_left_decides():
    g2 = to_draw()
    g2.do(Draw(BOB, ()))
    drawn(g2, CY, "6C 10D AS", demand=2)
    g2.do(Give(CY, 2))
    g2.do(DisputeDemand(CY, witnesses=frozenset({BOB, DI})))
    ev = events(g2, "evidence")[0]
    assert ev.seat == BOB and "peel-poker:46" in ev.laws
    assert retired(g2, CY)  # the evidence stands: a foul hand


@pytest.mark.law("peel-poker:47")
def test_law_47_dealer_drawing_wrong_number_has_foul_hand():
    g = to_draw()
    for s in (BOB, CY, DI):
        g.do(Draw(s, ()))
    drawn(g, ANN, "5C 9D KS")
    g.do(Give(ANN, 2))
    assert retired(g, ANN) and events(g, "retire")[-1].laws == ("peel-poker:47",)


@pytest.mark.law("peel-poker:48", "peel-poker:42")
def test_law_48_raised_hand_with_wrong_number_is_foul():
    g = to_draw()
    drawn(g, BOB, "4C 8D QS")
    g.do(Give(BOB, 4))
    refused(g, Claim(DI, "a foul hand", BOB), "peel-poker:48")  # not raised yet: law 42 is the remedy
    g.do(RaiseHand(BOB))
    refused(g, Claim(DI, "too many cards given in the draw", BOB), "peel-poker:42")
    g.do(Claim(DI, "a foul hand", BOB))
    assert retired(g, BOB) and events(g, "retire")[-1].laws == ("peel-poker:48",)


@pytest.mark.law("peel-poker:49", "peel-poker:50")
def test_law_49_50_ask_dealer_how_many_he_drew_before_raising():
    g = to_draw()
    g.do(Draw(BOB, ()))
    refused(g, AskDealer(BOB), "peel-poker:49")  # the dealer has not drawn
    for s in (CY, DI):
        g.do(Draw(s, ()))
    drawn(g, ANN, "5C 9D KS")
    g.do(Give(ANN))
    g.do(AskDealer(CY))
    assert events(g, "answer")[0].text.endswith("the dealer drew 3 cards")
    g.do(RaiseHand(DI))
    refused(g, AskDealer(DI), "peel-poker:50")
    g.do(Stake(CY, 0))  # Cy bets (stands)
    refused(g, AskDealer(CY), "peel-poker:50")


@pytest.mark.law("peel-poker:51")
def test_law_51_dealer_tells_nobody_anothers_draw():
    g = to_draw()
    g.do(Draw(BOB, ()))
    g.do(AskDealerAbout(CY, BOB))  # asked at the table: the ruling is that the dealer does not answer
    assert events(g, "ruling")[-1].laws == ("peel-poker:51",) and not events(g, "answer")
    strict = to_draw(mode=Mode.STRICT)
    refused(strict, AskDealerAbout(CY, BOB), "peel-poker:51")


# ---------------------------------------------------------------------------
# The Betting (laws 52-58)
# ---------------------------------------------------------------------------


def to_betting(**kw):
    g = to_draw(**kw)
    all_stand(g)
    assert g.phase is Phase.BETTING
    return g


@pytest.mark.law("peel-poker:52", "peel-poker:56")
def test_law_52_56_bets_are_deposited_in_the_pool():
    g = to_betting()
    before = g.pool
    g.do(Stake(CY, 3))
    assert g.pool == before + 3 and g.stacks[CY] == 100 - 2 - 3


@pytest.mark.law("peel-poker:53")
def test_law_53_left_of_ante_bets_first_even_if_ante_retired():
    g = opened_game(rules=PokerRules(short_stake="refuse"))  # a short stake refused, not retiring him (law 54)
    g.do(Stake(DI, 2))
    g.do(Stake(ANN, 2))
    g.do(Pass(BOB))  # the ante-man retires
    all_stand(g)
    assert g.to_act == CY
    g.do(Stake(CY, 4))
    refused(g, Stake(DI, 3), "peel-poker:53")


@pytest.mark.law("peel-poker:54")
def test_law_54_not_staking_enough_retires_and_forfeits():
    g = to_betting()
    g.do(Stake(CY, 4))
    g.do(Pass(DI))
    assert retired(g, DI) and events(g, "retire")[-1].laws == ("peel-poker:54",)


@pytest.mark.law("peel-poker:53")
def test_law_53_player_left_of_the_ante_has_the_first_right_to_bet():
    g = to_betting()  # the ante-man, Bob, is still in
    assert g.to_act == CY and events(g, "betting")[0].laws == ("peel-poker:53",)
    refused(g, Stake(BOB, 2), "peel-poker:53", OutOfTurnError)
    refused(g, Stake(DI, 2), "peel-poker:53", OutOfTurnError)


@pytest.mark.law("peel-poker:54")
def test_law_54_option_refuse_a_short_stake_is_refused_and_pass_retires():
    g = to_betting(rules=PokerRules(short_stake="refuse"))  # the old default, kept as a declared reading
    g.do(Stake(CY, 4))
    refused(g, Stake(DI, 2), "peel-poker:53")  # bad input: Di still chooses
    g.do(Pass(DI))
    assert retired(g, DI) and events(g, "retire")[-1].laws == ("peel-poker:54",)


@pytest.mark.law("peel-poker:54")
def test_law_54_default_a_short_stake_retires_and_forfeits():
    assert PEEL_RULES.short_stake == "retire"  # the default follows the text (issue 7, defect 4)
    (r,) = PEEL_RULES.readings_of("peel-poker:54")
    assert r.default == "retire" and "Rule 56" in dict(r.explanations)["refuse"]
    g = to_betting()
    g.do(Stake(CY, 4))
    pool = g.pool
    assert g.can(Stake(DI, 2))
    g.do(Stake(DI, 2))  # less than Cy's 6: Di places his cards face down and retires
    v = g.view(ANN)
    assert not v.in_game[DI] and v.stakes[DI] == 2 + 2 and v.stacks[DI] == 100 - 2 - 2
    assert v.pool == pool + 2  # law 56: the short sum deposited is a deposit into the pool; his stake of 4 is forfeit
    assert events(g, "deposit")[-1].laws == ("peel-poker:56",)
    assert events(g, "retire")[-1].laws == ("peel-poker:54",)
    assert g.to_act == ANN
    refused(g, Stake(ANN, 15), "poker-raise-limit")  # 2 + 15 > 6 + 10: a raise above the limit is still refused (the edition's reading)
    g.do(Stake(ANN, 4))
    g.check_invariants()
    with pytest.raises(RuleSetError):
        PokerRules(short_stake="forfeit")


def test_a_raise_above_the_agreed_limit_is_refused_on_the_editions_reading_not_on_rule_19():
    from games.citations import Convention
    g = to_betting()
    err = refused(g, Stake(CY, 11), "poker-raise-limit")
    assert "agreed for the sitting" in str(err) and "Rule 19 presupposes" in str(err)
    assert isinstance(err.law, Convention) and "the edition's limit" in err.law.label  # what no law says
    g.do(Stake(CY, 10))  # the limit itself is allowed
    err = refused(g, BetOutOfTurn(ANN, 21), "poker-raise-limit")  # 2 + 21 > 12 + 10
    assert "agreed for the sitting" in str(err)


@pytest.mark.law("peel-poker:55")
def test_law_55_bet_out_of_turn_raises_the_highest_stake():
    g = to_betting(rules=PokerRules(short_stake="refuse"))  # a short stake refused, not retiring him (law 54)
    g.do(BetOutOfTurn(ANN, 3))  # Ann's stake 5: above the highest (2)
    assert g.highest == 5
    refused(g, Stake(CY, 2), "peel-poker:53")  # Cy must now make good to Ann's 5
    g.do(Stake(CY, 3))
    assert stake(g, CY) == 5


@pytest.mark.law("peel-poker:56")
def test_law_56_a_bet_is_a_deposit_of_chips():
    g = to_betting()
    refused(g, Stake(CY, -1), "peel-poker:56")
    with pytest.raises(InvalidActionError) as e:  # not a number of chips: refused as it is written
        Stake(CY, 2.5)
    assert e.value.law == "peel-poker:56"
    refused(g, BetOutOfTurn(ANN, 0), "peel-poker:56")
    refused(g, BetOutOfTurn(ANN, -2), "peel-poker:56")


@pytest.mark.law("peel-poker:55", "peel-poker:56", "peel-poker:27")
def test_law_55_bet_out_of_turn_cannot_be_recalled():
    g = to_betting()
    g.do(BetOutOfTurn(ANN, 3))
    assert stake(g, ANN) == 5 and g.pool == 8 + 3
    assert events(g, "out-of-turn")[0].laws == ("peel-poker:55", "peel-poker:56")
    g.do(Stake(CY, 3))
    g.do(Stake(DI, 3))
    g.do(Pass(ANN))  # even now the deposit stays in the pool
    assert g.pool == 8 + 3 + 3 + 3


@pytest.mark.law("peel-poker:57")
def test_law_57_statement_of_intention_binds_nobody():
    g = to_betting()
    legal = g.legal_actions()
    g.do(Declare(CY, "I shall pass"))
    assert g.legal_actions() == legal
    assert not retired(g, CY) and g.to_act == CY and CY in g.contenders
    g.do(Stake(CY, 5))  # he may bet after all
    assert stake(g, CY) == 7 and not retired(g, CY)


@pytest.mark.law("peel-poker:58")
def test_law_58_uncalled_bet_wins_without_show():
    g = to_betting()
    g.do(Stake(CY, 5))
    g.do(Pass(DI))
    g.do(Pass(ANN))
    g.do(Pass(BOB))
    assert g.over and g.settlement[0].seat == CY and g.settlement[0].laws == ("peel-poker:58",)
    assert not events(g, "show")
    assert g.stacks[CY] == 100 - 7 + 8 + 5


# ---------------------------------------------------------------------------
# The show (59-64), ties (76)
# ---------------------------------------------------------------------------


@pytest.mark.law("peel-poker:59")
def test_law_59_show_in_turn_from_left_of_last_player_best_hand_wins():
    g = to_betting()
    g.do(Stake(CY, 2))
    g.do(Stake(DI, 2))
    g.do(Stake(ANN, 2))
    g.do(Stake(BOB, 2))  # Bob is the last player
    assert g.phase is Phase.SHOW
    refused(g, Show(DI), "peel-poker:59", OutOfTurnError)
    for s in (CY, DI, ANN, BOB):
        assert g.to_act == s
        g.do(Show(s))
    assert g.settlement[0].seat == DI and g.stacks[DI] == 100 - 4 + 16


def short_game(own_stake_back=True):
    """Di has only 6 chips; Cy raises after the draw; Di demands a show for his 6."""
    g = game(chips=[100, 100, 100, 6], rules=PokerRules(own_stake_back=own_stake_back))
    g.do(Stake(CY, 2))
    stake_round(g)
    all_stand(g)
    g.do(Stake(CY, 8))  # Cy's stake 10
    assert g.stacks[DI] == 4
    g.do(ShowForSum(DI))  # Di's stake 6
    return g


@pytest.mark.law("peel-poker:60", "peel-poker:61")
def test_law_60_show_for_a_sum_best_hand_takes_his_claim_next_best_the_rest():
    g = short_game()
    assert g.view(DI).short[DI] and g.stacks[DI] == 0
    assert g.to_act == ANN  # the game goes on (law 61)
    g.do(Stake(ANN, 8))
    g.do(Stake(BOB, 8))
    assert g.phase is Phase.SHOW
    while not g.over:
        g.do(Show(g.to_act))
    # Independent computation of Peel's claim: the ante (1) + a sum equal to Di's
    # stake (5 beyond nothing blind) from Cy, Ann and Bob, + his own stake.
    ante = 1
    di_stake = 6
    claim = ante + sum(min(di_stake, x) for x in (10 - 0, 10 - 0, 10 - 1)) + di_stake
    pool = 1 + 9 + 10 + 10 + 6
    assert g.settlement[0].seat == DI and g.settlement[0].amount == claim
    # the next best hand (Bob's knaves) takes the remainder
    assert g.settlement[1].seat == BOB and g.settlement[1].amount == pool - claim
    assert g.settlement[1].laws == ("peel-poker:60",)
    g.check_invariants()


@pytest.mark.law("peel-poker:60")
def test_law_60_show_for_a_sum_only_without_the_funds_to_call():
    g = to_betting()
    g.do(Stake(CY, 8))
    refused(g, ShowForSum(DI), "peel-poker:60")  # Di has 98: he can call
    g.do(Stake(DI, 8))


@pytest.mark.law("peel-poker:60")
def test_law_60_claim_counts_only_players_in_at_the_demand_up_to_their_stakes():
    g = game(chips=[100, 100, 100, 10])
    g.do(Stake(CY, 2))
    g.do(Stake(DI, 2))
    g.do(Stake(ANN, 2))
    g.do(Stake(BOB, 4))  # Bob raises to 5
    g.do(Stake(CY, 3))
    g.do(Stake(DI, 3))
    g.do(Pass(ANN))  # Ann retires with 2 staked, before any show is demanded
    all_stand(g)
    g.do(Stake(CY, 8))  # Cy's stake 13
    g.do(ShowForSum(DI))  # Di's stake 10: his last chips
    g.do(Pass(BOB))  # Bob retires after the demand with 5 staked (1 of it the ante)
    while not g.over:
        g.do(Show(g.to_act))
    pool = 13 + 10 + 2 + 5
    # the ante + from each player in at the demand a sum equal to Di's stake, but no more
    # than that player staked (Cy 10 of 13, Bob 4 beyond his ante) + Di's own 10; not Ann
    claim = 1 + min(10, 13) + min(10, 5 - 1) + 10
    assert claim == 25
    got = {l.seat: l.amount for l in g.settlement if l.amount}
    assert got == {DI: claim, CY: pool - claim}
    g.check_invariants()


@pytest.mark.law("peel-poker:60")
def test_law_60_option_own_stake_not_returned():
    g = short_game(own_stake_back=False)
    g.do(Stake(ANN, 8))
    g.do(Stake(BOB, 8))
    while not g.over:
        g.do(Show(g.to_act))
    assert g.settlement[0].seat == DI and g.settlement[0].amount == 1 + 6 + 6 + 6


@pytest.mark.law("peel-poker:61")
def test_law_61_show_for_sum_does_not_stop_game_nor_show_early():
    g = short_game()
    assert g.phase is Phase.BETTING
    refused(g, Show(DI), "peel-poker:61")
    g.do(Pass(ANN))
    g.do(Pass(BOB))
    # Cy's raise is not called by anyone still betting, but Di's show for a sum is owed
    assert g.phase is Phase.SHOW


@pytest.mark.law("peel-poker:62")
def test_law_62_borrowed_to_raise_must_borrow_to_call():
    g = game(chips=[100, 100, 100, 4])
    g.do(Stake(CY, 2))
    g.do(Borrow(DI, 10))
    g.do(Stake(DI, 6))  # a raise with borrowed money
    assert [e.kind for e in g.log_for(ANN) if e.seat == DI][-2:] == ["borrow", "raise"]
    g.do(Stake(ANN, 6))
    g.do(Stake(BOB, 5))
    g.do(Stake(CY, 14))  # raises Di beyond his means
    assert g.stacks[DI] < 10
    refused(g, ShowForSum(DI), "peel-poker:62")
    g.do(Borrow(DI, 10))
    g.do(Stake(DI, 10))
    g.check_invariants()


@pytest.mark.law("peel-poker:62")
def test_law_62_option_no_borrowing():
    g = game(rules=PokerRules(borrowing=False))
    refused(g, Borrow(CY, 5), "peel-poker:62", RuleSetError)


@pytest.mark.law("peel-poker:63")
def test_law_63_bet_with_foul_hand_loses_stake():
    g = to_draw()
    g.do(Draw(BOB, ()))
    drawn(g, CY, "6C 10D AS")
    g.do(Give(CY, 4))  # six cards, not pointed out
    g.do(Draw(DI, ()))
    g.do(Draw(ANN, ()))
    g.do(Stake(CY, 5))  # he bets with a foul hand
    g.do(Claim(DI, "a foul hand", CY))
    assert retired(g, CY) and "peel-poker:63" in events(g, "retire")[-1].laws
    assert g.pool == 8 + 5
    assert g.to_act == DI


@pytest.mark.law("peel-poker:64")
def test_law_64_foul_hand_at_the_end_forfeits_other_claims_pool():
    g = to_draw()
    g.do(Draw(BOB, ()))
    drawn(g, CY, "6C 10D AS")
    g.do(Give(CY, 2))  # four cards, never found
    g.do(Draw(DI, ()))
    g.do(Draw(ANN, ()))
    while g.phase is Phase.BETTING:
        g.do(Stake(g.to_act, 0))
    while not g.over:
        g.do(Show(g.to_act))
    lines = {l.seat: l for l in g.settlement}
    assert lines[CY].amount == 0 and lines[CY].laws == ("peel-poker:64",)
    assert lines[DI].amount == 8
    assert g.stacks[CY] == 98 and g.stacks[DI] == 98 + 8  # Cy's stake is forfeit
    g.check_invariants()


@pytest.mark.law("peel-poker:64")
def test_law_64_foul_hand_against_one_other_hand_the_other_wins():
    g = to_draw()
    g.do(Draw(BOB, ()))
    drawn(g, CY, "6C 10D AS")
    g.do(Give(CY, 2))  # four cards, never found
    g.do(Draw(DI, ()))
    g.do(Draw(ANN, ()))
    g.do(Stake(CY, 0))
    g.do(Stake(DI, 0))
    g.do(Pass(ANN))
    g.do(Pass(BOB))
    while not g.over:
        g.do(Show(g.to_act))
    lines = {l.seat: l for l in g.settlement}
    assert lines[CY].amount == 0 and lines[CY].laws == ("peel-poker:64",)
    assert lines[DI].amount == 8 and g.stacks[DI] == 98 + 8 and g.pool == 0
    g.check_invariants()


@pytest.mark.law("peel-poker:76")
def test_law_76_identical_hands_share_the_pool():
    hands = ["7S 8H 9C 10D JS", "7H 8S 9D 10C JC", "KS QH 2S 4S 6C", "KH QS 2H 4C 6H"]
    g = game(hands=hands, rules=PokerRules(hands=__import__("games.poker.hands", fromlist=["x"]).PeelRules(sequence_hearts="no-effect")))
    g.do(Stake(CY, 2))
    stake_round(g)
    all_stand(g)
    while g.phase is Phase.BETTING:
        g.do(Stake(g.to_act, 0))
    while not g.over:
        g.do(Show(g.to_act))
    got = {l.seat: l.amount for l in g.settlement}
    assert got == {ANN: 4, BOB: 4}
    assert all("peel-poker:76" in l.laws for l in g.settlement)


@pytest.mark.law("peel-poker:76")
def test_law_76_odd_chip_options():
    hands = ["7S 8H 9C 10D JS", "7H 8S 9D 10C JC", "KS QH 2S 4S 6C", "KH QS 2H 4C 6H"]
    from games.poker.hands import PeelRules

    for opt, carried in (("left-of-dealer", 0), ("carry", 1)):
        g = game(hands=hands, rules=PokerRules(hands=PeelRules(sequence_hearts="no-effect"), odd_chip=opt))
        g.do(Stake(CY, 3))
        g.do(Pass(DI))
        stake_round(g)  # a pool of 9 for two identical hands
        all_stand(g)
        while g.phase is Phase.BETTING:
            g.do(Stake(g.to_act, 0))
        while not g.over:
            g.do(Show(g.to_act))
        assert g.sitting.carried == carried
        got = sorted(l.amount for l in g.settlement if l.seat is not None)
        assert got == ([4, 5] if carried == 0 else [4, 4])
        g.check_invariants()


@pytest.mark.law("peel-poker:76")
def test_law_76_odd_chips_one_each_to_the_sharers_from_the_dealers_left():
    hands = ["7S 8H 9C 10D JS", "7H 8S 9D 10C JC", "7C 8D 9S 10H JD", "KH QS 2H 4C 6H"]
    from games.poker.hands import PeelRules

    g = game(hands=hands, ante=2, rules=PokerRules(hands=PeelRules(sequence_hearts="no-effect"), odd_chip="left-of-dealer"))
    g.do(Stake(CY, 5))
    stake_round(g)  # a pool of 20
    all_stand(g)
    g.do(Stake(CY, 0))
    g.do(Pass(DI))  # Di's 5 stay in the pool: 20 for three identical hands, 6 each and 2 odd chips
    while g.phase is Phase.BETTING:
        g.do(Stake(g.to_act, 0))
    while not g.over:
        g.do(Show(g.to_act))
    assert g.pool == 0 and g.sitting.carried == 0
    got = {l.seat: l.amount for l in g.settlement if l.seat is not None}
    assert got == {BOB: 7, CY: 7, ANN: 6}  # from the dealer's left: Bob, Cy, then Ann the dealer
    g.check_invariants()


# ---------------------------------------------------------------------------
# Disputes and the sitting (77-81)
# ---------------------------------------------------------------------------


@pytest.mark.law("peel-poker:81")
def test_law_81_abrogation_unanimous_before_play_lapses_with_new_players():
    s = Sitting(NAMES, dealer=0)
    with pytest.raises(IllegalActionError) as e:
        s.abrogate("peel-poker:33", consenting=[0, 1, 2])
    assert e.value.law == "peel-poker:81"
    s.abrogate("peel-poker:33", consenting=[0, 1, 2, 3])
    assert not s.enforced("peel-poker:33")
    g = s.new_game()
    with pytest.raises(IllegalActionError) as e:
        s.abrogate("peel-poker:62", consenting=[0, 1, 2, 3])  # play has begun
    assert e.value.law == "peel-poker:81"
    pass_all(g)
    s.change_players(["Ann", "Bob", "Cy", "Eve"])
    assert s.enforced("peel-poker:33")


@pytest.mark.law("peel-poker:81", "peel-poker:33")
def test_law_81_abrogated_false_opener_penalty_is_not_applied():
    s = Sitting(NAMES, dealer=0, automations=Automation.NONE)
    s.abrogate("peel-poker:33", consenting=range(4))
    g = arranged_game(NAMES, HANDS, DRAW, sitting=s) if False else None
    s.jackpot_level = 1
    g = arranged_game(NAMES, HANDS, DRAW, sitting=s)
    g.do(FalseOpen(CY, 2))
    pass_all(g)
    assert g.settlement[0].seat == CY and g.settlement[0].laws == ("peel-poker:58",)


# ---------------------------------------------------------------------------
# Foster's rule set
# ---------------------------------------------------------------------------


@pytest.mark.law("foster-poker:p9")
def test_foster_players_two_to_seven_eight_with_dealer_out():
    names = [f"P{i}" for i in range(9)]
    with pytest.raises(RuleSetError) as e:
        Sitting(names, rules=FOSTER_RULES)
    assert e.value.law == "foster-poker:p9"
    with pytest.raises(RuleSetError):
        Sitting(names[:8], rules=FosterPokerRules(name="F", hands=PEEL_RULES.hands, eight_with_dealer_out=False))
    s = Sitting(names[:8], rules=FOSTER_RULES, seed=1)
    g = s.new_game()
    assert g.dealer not in g.dealt_in and len(g.dealt_in) == 7
    assert not hand(g, g.dealer)
    s60 = Sitting(names[:8], rules=FosterPokerRules(name="F60", hands=PEEL_RULES.hands, eight_with_dealer_out=False, pack="sixty"), seed=1)
    g60 = s60.new_game()
    assert len(g60.dealt_in) == 8 and len(g60.all_cards()) == 60


@pytest.mark.law("foster-poker:p10", "foster-poker:p11", "foster-poker:p12", "foster-poker:p7")
def test_foster_cutting_for_seats_ties_decide_only_the_tie():
    # Ann 5, Bob 5, Cy 3, Di K; Ann and Bob tie and cut again: Ann 2, Bob A.
    # The ace is below the deuce in cutting; Cy, the original low, keeps his right.
    pack = Pack(parse_cards("5S 5H 3C KD 2C AD"))
    order, cuts = cut_for_seats(NAMES, pack)
    assert order == ["Cy", "Bob", "Ann", "Di"]
    assert len(cuts) == 6
    s = Sitting(NAMES, rules=FOSTER_RULES, seed=4)
    assert s.dealer == 0 and sorted(s.players) == sorted(NAMES)


@pytest.mark.law("foster-poker:p9", "foster-poker:p10")
def test_foster_two_tables_smaller_formed_by_highest_cards():
    names = [f"P{i}" for i in range(9)]
    pack = Pack(parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S"))
    tables = form_tables(names, pack)
    assert [len(t) for t in tables] == [5, 4]
    assert tables[1] == ["P5", "P6", "P7", "P8"]
    assert form_tables(names, pack, vote_against=True) == [names]


@pytest.mark.law("foster-poker:p7")
def test_foster_ace_high_or_low_in_sequences():
    hands = ["10S JH QC KD AS", "2H 3S 4D 5C 6C", "AH 2S 3D 4C 5S", "9H 9S 9D 8C 7H"]
    g = arranged_game(NAMES, hands, "", rules=FOSTER_RULES, dealer=0)
    g.do(Stake(CY, 2))
    stake_round(g)
    all_stand(g)
    while g.phase is Phase.BETTING:
        g.do(Stake(g.to_act, 0))
    while not g.over:
        g.do(Show(g.to_act))
    assert g.settlement[0].seat == ANN  # ten to ace is the highest straight


# ---------------------------------------------------------------------------
# The engine's own guarantees
# ---------------------------------------------------------------------------


@pytest.mark.law("peel-poker:7", "peel-poker:4")
def test_deal_reproducible_from_seed():
    a = Sitting(NAMES, seed=99).new_game()
    b = Sitting(NAMES, seed=99).new_game()
    assert [a.view(s).hand for s in range(4)] == [b.view(s).hand for s in range(4)]
    c = Sitting(NAMES, seed=100).new_game()
    assert [a.view(s).hand for s in range(4)] != [c.view(s).hand for s in range(4)]


def _policy(g):
    """A simple deterministic player: opens or makes good, draws three, stands."""
    legal = g.legal_actions()
    for a in legal:
        if isinstance(a, Draw):
            return Draw(a.seat, hand(g, a.seat)[:3])
    stakes = [a for a in legal if isinstance(a, Stake)]
    if stakes:
        return stakes[0]
    return legal[0]


def test_replay_from_seed_and_actions_gives_the_same_log():
    s = Sitting(NAMES, seed=8, dealer=1)
    g = s.new_game()
    while not g.over:
        g.do(_policy(g))
        g.check_invariants()
    assert g.settlement
    r = E.replay(dict(players=NAMES, seed=8, dealer=1), g.actions)
    assert r.transcript() == g.transcript()
    assert r.settlement == g.settlement


def _law_of(g, a):
    try:
        g.verify(a)
    except GameError as e:
        return e.law
    raise AssertionError(f"{a} was accepted")


def test_snapshot_covers_the_sitting_so_refused_sees_changes_to_it():
    g = game()
    base = g.snapshot()
    for change in (
        lambda s: s.ledger.transfer("seat:0", "seat:1", 1),
        lambda s: s.ledger.owe("seat:0", "seat:1", 1, "peel-poker:14"),
        lambda s: s.ledger.transfer("bank", "seat:0", 1),
        lambda s: s.waivers.__setitem__("peel-poker:33", 1),
        lambda s: s.abrogated.add("peel-poker:33"),
        lambda s: s.loans.append((0, None, 1)),
    ):
        g = game()
        change(g.sitting)
        assert g.snapshot() != base


def test_refused_actions_leave_state_unchanged_and_name_a_law():
    g = opened_game()
    for a in (Stake(DI, -1), Stake(ANN, 2), Draw(DI, ()), Show(DI), Give(DI), Collect(), Ante(BOB, 1), Stake(DI, 50)):
        e = refused(g, a, _law_of(g, a))
        assert e.law.startswith("peel-poker:") or e.law == "poker-raise-limit"  # (the edition's reading, labelled)


@pytest.mark.law("peel-poker:12", "peel-poker:14")
def test_law_12_misdeal_after_one_foul_hand_undoes_its_refund():
    g = misdealt_game()
    g.do(RaiseHand(BOB))
    g.do(Claim(BOB, "a wrong number of cards dealt", BOB))  # Bob's four cards: foul, the dealer refunds his ante
    assert g.stacks[ANN] == 99
    g.do(Claim(DI, "a wrong number of cards dealt", CY))  # Cy's six, not yet raised: a misdeal
    assert g.stacks[ANN] == 100 and g.stacks[BOB] == 99
    assert not retired(g, BOB) and g.phase is Phase.SHUFFLE
    g.check_invariants()


@pytest.mark.law("foster-poker:p8", "peel-poker:62")
def test_foster_counters_hundred_each_and_the_bank_accounts_for_all():
    s = Sitting(NAMES, rules=FOSTER_RULES, seed=2)
    assert s.stacks == [100, 100, 100, 100]
    g = s.new_game()
    g.do(Borrow(g.to_act, 25))
    assert s.bank == 25 and sum(g.stacks) + g.pool == 400 + 25
    g.check_invariants()


@pytest.mark.law("peel-poker:23", "peel-poker:30")
def test_law_30_option_jackpot_first_say():
    g = game(jackpot_level=1)
    assert g.to_act == CY  # left of the ante (Bob), as in law 23
    g = game(jackpot_level=1, rules=PokerRules(jackpot_first_say="left-of-dealer"))
    assert g.to_act == BOB


def _short_pack_game(rules):
    names = [f"P{i}" for i in range(9)]
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
    pack = [r + s for s in "CDHS" for r in ranks]
    hands = [" ".join(pack[5 * i : 5 * i + 5]) for i in range(9)]
    g = arranged_game(names, hands, "", dealer=0, limit=10, rules=rules)
    g.do(Stake(g.to_act, 2))
    stake_round(g)
    first = g.draw_order[0]
    g.do(Draw(first, hand(g, first)))
    g.do(Give(first))
    remainder = list(g.pack)
    second = g.draw_order[1]
    g.do(Draw(second, hand(g, second)[:4]))
    for s in g.draw_order[2:]:
        g.do(Discard(s, ()))
    g.do(Collect())
    g.do(Cut(g.right(g.dealer), 2))
    return g, remainder, second


@pytest.mark.law("peel-poker:41")
def test_law_41_option_short_pack_remainder_first_or_shuffled_in():
    g, remainder, second = _short_pack_game(PEEL_RULES)
    assert list(g.pack[: len(remainder)]) == remainder
    g.do(Give(second))
    assert hand(g, second)[1:3] == remainder
    g2, remainder2, _ = _short_pack_game(PokerRules(short_pack="shuffle-in"))
    assert set(remainder2) <= set(g2.pack) and len(g2.pack) == len(remainder2) + 9
    g2.check_invariants()


@pytest.mark.law("peel-poker:21")
def test_law_21_players_decide_their_straddles_under_dealer_automation():
    s = Sitting(NAMES, dealer=0, limit=20, automations=Automation.DEALER)
    g = s.new_game()
    assert g.phase is Phase.STRADDLE and g.to_act == CY
    assert g.legal_actions() == [DeclineStraddle(CY), Straddle(CY)]
    g.do(Straddle(CY))
    g.do(DeclineStraddle(DI))
    g.do(DeclineStraddle(ANN))
    assert g.phase is Phase.PLAY and g.to_act == DI  # left of the straddler (law 24)


@pytest.mark.law("peel-poker:6", "peel-poker:51")
def test_law_6_view_shows_own_hand_draw_counts_and_legal_actions():
    g = to_draw()
    drawn(g, BOB, "4C 8D QS")
    g.do(Give(BOB))
    v = g.view(CY)
    assert v.drawn[BOB] == 3 and v.drawn[CY] is None  # every draw is seen as it is made
    assert v.legal and all(a.seat == CY for a in v.legal)
    assert g.view(DI).legal == ()
