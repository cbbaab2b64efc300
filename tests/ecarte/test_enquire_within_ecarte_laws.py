"""Enquire Within Upon Everything, ¶118 (Écarté) and ¶119 i, rule by rule on the game.

¶118 is one long paragraph, one law of the edition: each of its rules is tested here under
``enquire-within:118``.  Seat 0 ("Dealer") deals, seat 1 ("Elder") is the non-dealer, in the
arranged deals of :mod:`games.ecarte.scenarios`.
"""

from __future__ import annotations

import pytest

from games.cards import Card, Rank, ecarte_pack
from games.core.testing import refused
from games.ecarte.actions import (
    Accept, Cut, CutForDeal, Deal, Discard, MarkKing, Play, PlayHand, Propose, Refuse, Shuffle,
)
from games.ecarte.game import Auto, Ecarte
from games.ecarte.rules import ENQUIRE_WITHIN, ORDER
from games.ecarte.scenarios import arranged, stack
from games.errors import IrregularActionError, OutOfTurnError

from ecarte_helpers import cards, play, texts

L = "enquire-within:118"

ELDER = "KS QS JS 7H 8H"
DEALER = "AS 10S 9D 8D 7D"


def _played_out(g, *moves):
    g.do(PlayHand(1))
    return play(g, *moves)


# -- the pack, the packs, the cut for deal ---------------------------------------------------------

@pytest.mark.law("enquire-within:118")
def test_law_118_two_persons_and_thirty_two_cards_twos_to_sixes_out():
    g = arranged(ELDER, DEALER, "9S")
    v0, v1 = g.view(0), g.view(1)
    every = set(v0.hand) | set(v1.hand) | {v1.turnup}
    assert len(every) == 11 and v1.stock == 21 and len(v0.names) == 2
    assert len(ecarte_pack()) == 32
    assert not {c.rank for c in ecarte_pack()} & {Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX}


@pytest.mark.law("enquire-within:118")
def test_law_118_two_packs_used_alternately():
    g = Ecarte(seed=4, rubbers=1, automations=Auto.ALL)
    used = []
    while len(used) < 4 and not g.over:
        if g.phase.value == "propose" and g.deal.number > len(used):
            used.append(g.pack_no)
        g.do(g.legal_actions()[-1] if g.phase.value == "propose" else g.legal_actions()[0])
    assert used == [0, 1, 0, 1]
    one = Ecarte(ENQUIRE_WITHIN.replace(packs=1), seed=4)
    assert len(one.packs) == 1


@pytest.mark.law("enquire-within:118")
def test_law_118_the_players_cut_for_deal_the_highest_card_deals():
    for seed in range(12):
        g = Ecarte(seed=seed)
        (line,) = [t for t in texts(g, "cut-for-deal") if "highest" in t]
        a, b = (Card.parse(f"{w.split(' of ')[0]} of {w.split(' of ')[1]}") for w in
                [line.split("cuts the ")[1].split(",")[0], line.split(" the ")[2].split(":")[0]])
        high = 0 if ORDER.index(a.rank) > ORDER.index(b.rank) else 1
        assert g.dealer == high and line.endswith(g.name(high))
    g = Ecarte(seed=1, automations=Auto.NONE)
    assert g.legal_actions() == [CutForDeal()]
    g.do(CutForDeal())
    refused(g, CutForDeal(), L)


@pytest.mark.law("enquire-within:118")
def test_law_118_the_pack_is_shuffled_and_the_non_dealer_cuts():
    g = arranged(ELDER, DEALER, "9S", cut=False)
    assert g.to_act == 1 and Cut(1) in g.legal_actions()
    assert "the pack is shuffled" in texts(g, "shuffle")[-1]
    refused(g, Cut(0), L, OutOfTurnError)
    g.do(Cut(1))
    refused(g, Cut(1), L)


@pytest.mark.law("enquire-within:119.i")
def test_law_119_i_each_player_has_right_to_shuffle():
    g = arranged(ELDER, DEALER, "9S", cut=False)
    assert {Shuffle(0), Shuffle(1)} <= set(g.legal_actions())
    for seat in (1, 0):
        (e,) = [e for e in g.do(Shuffle(seat)) if e.kind == "shuffle"]
        assert e.laws == ("enquire-within:119.i",) and "above the table" in e.text
    assert e.laws[0].words == "Each player has right to shuffle the cards above the table."
    g.do(Cut(1))
    e = refused(g, Shuffle(1), "enquire-within:118")   # the time to shuffle: "The pack is shuffled and the non-dealer cuts"
    assert e.words == "The pack is shuffled and the non-dealer cuts."


# -- the deal ------------------------------------------------------------------------------------------

@pytest.mark.law("enquire-within:118")
@pytest.mark.parametrize("first", [2, 3])
def test_law_118_five_each_beginning_with_his_adversary_by_twos_and_threes(first):
    g = Ecarte(seed=0, names=("Dealer", "Elder"), first_dealer=0, automations=Auto.NONE,
               stacked=(stack(ELDER, DEALER, "9S", first=first),))
    g.do(Cut(1))
    assert set(g.legal_actions()) == {Deal(0, 2), Deal(0, 3)}
    g.do(Deal(0, first))
    assert g.view(1).hand == cards(ELDER) and g.view(0).hand == cards(DEALER)
    way = "twos and threes" if first == 2 else "threes and twos"
    assert f"by {way}, beginning with Elder" in texts(g, "deal")[0]


@pytest.mark.law("enquire-within:118")
def test_law_118_always_dealing_in_the_same_way_throughout_the_game():
    g = Ecarte(seed=2, first_dealer=0, automations=Auto.CUT_FOR_DEAL)
    g.do(Cut(1))
    g.do(Deal(0, 3))
    g.do(PlayHand(1))
    while g.deal.number == 1:
        g.do(g.legal_actions()[-1])
    g.do(Cut(0))
    assert g.legal_actions() == [Deal(1, 3)]
    refused(g, Deal(1, 2), L, match="same way")
    h = Ecarte(ENQUIRE_WITHIN.replace(deal_way="each-dealer"), seed=2, first_dealer=0, automations=Auto.CUT_FOR_DEAL)
    h.do(Cut(1)); h.do(Deal(0, 3)); h.do(PlayHand(1))
    while h.deal.number == 1:
        h.do(h.legal_actions()[-1])
    h.do(Cut(0))
    assert set(h.legal_actions()) == {Deal(1, 2), Deal(1, 3)}


@pytest.mark.law("enquire-within:118")
def test_law_118_the_eleventh_card_is_turned_up_for_trump():
    g = arranged(ELDER, DEALER, "9S")
    v = g.view(0)
    assert v.turnup == Card.parse("9S") and v.trumps.name_ == "spades"
    assert "the eleventh card is turned up for trump: the nine of spades" in texts(g, "turnup")[0]


@pytest.mark.law("enquire-within:118")
def test_law_118_a_king_turned_up_marks_one_to_the_dealer():
    g = arranged("QS JS 7H 8H 9H", DEALER, "KS")
    assert g.view(1).scores == (1, 0)
    (line,) = texts(g, "mark")
    assert line.startswith("Dealer marks 1 (the king turned up)")


# -- proposing, accepting, refusing, the discard -----------------------------------------------------

@pytest.mark.law("enquire-within:118")
def test_law_118_the_non_dealer_proposes_and_the_dealer_accepts_and_gives_cards():
    g = arranged(ELDER, DEALER, "9S", stock="KH QH AD")
    assert set(g.legal_actions()) == {Propose(1), PlayHand(1)}
    refused(g, Propose(0), L, OutOfTurnError)
    g.do(Propose(1))
    assert "\u201cI propose\u201d" in texts(g, "propose")[0]
    assert set(g.legal_actions()) == {Accept(0), Refuse(0)}
    refused(g, Accept(1), L, OutOfTurnError)
    g.do(Accept(0))
    assert "\u201cI accept\u201d" in texts(g, "accept")[0]
    refused(g, Discard(1, ()), L)                             # any or all: one at least
    refused(g, Discard(1, cards("AS")), L)                    # not his card
    g.do(Discard(1, cards("7H 8H")))
    assert set(g.view(1).hand) == set(cards("KS QS JS KH QH")) and g.view(1).stock == 19
    assert g.view(1).discarded == cards("7H 8H")
    assert texts(g, "discard", seat=0)[-1] == "Elder changes 2 cards"          # the dealer sees no card


@pytest.mark.law("enquire-within:118")
def test_law_118_the_dealer_who_accepts_may_change_any_or_all_of_his_own():
    g = arranged(ELDER, DEALER, "9S", stock="KH QH AD KD QD JD 10D")
    g.do(Propose(1)); g.do(Accept(0)); g.do(Discard(1, cards("7H 8H")))
    assert Discard(0, ()) in g.legal_actions() and Discard(0, cards(DEALER)) in g.legal_actions()
    g.do(Discard(0, cards(DEALER)))
    assert set(g.view(0).hand) == set(cards("AD KD QD JD 10D"))
    assert g.phase.value == "play"


@pytest.mark.law("enquire-within:118")
def test_law_118_cards_are_given_only_while_the_stock_lasts():
    g = arranged(ELDER, DEALER, "9S", rules=ENQUIRE_WITHIN.replace(proposals="while-stock-lasts"))
    while g.view(1).stock > 3:
        g.do(Propose(1)); g.do(Accept(0))
        hand = g.view(1).hand
        g.do(Discard(1, hand[:min(5, g.view(1).stock)]))
        g.do(Discard(0, g.view(0).hand[:min(5, g.view(0).stock)]))
        if g.phase.value != "propose":
            break
    if g.phase.value == "propose" and g.view(1).stock:
        g.do(Propose(1)); g.do(Accept(0))
        e = refused(g, Discard(1, g.view(1).hand[:g.view(1).stock + 1]), L)
        assert "while the stock lasts" in e.message
    assert g.view(1).stock >= 0


@pytest.mark.law("enquire-within:118")
def test_law_118_the_dealer_refuses_and_play_begins_with_the_hands_unchanged():
    g = arranged(ELDER, DEALER, "9S")
    g.do(Propose(1))
    g.do(Refuse(0))
    assert "\u201cI decline\u201d" in texts(g, "refuse")[0]
    assert g.phase.value == "play" and g.view(0).hand == cards(DEALER) and g.view(1).hand == cards(ELDER)
    refused(g, Discard(1, cards("7H")), L)


@pytest.mark.law("enquire-within:118")
def test_law_118_played_without_discarding_the_dealer_plays_his_own_hand_unchanged():
    g = arranged(ELDER, DEALER, "9S")
    g.do(PlayHand(1))
    assert g.phase.value == "play" and g.view(1).played_without
    refused(g, Discard(0, cards("7D")), L)
    refused(g, Propose(1), L)
    assert "must play the hand as dealt, unchanged" in texts(g, "play-hand")[0]


@pytest.mark.law("enquire-within:118")
def test_law_118_a_second_discard_only_by_previous_agreement():
    one = arranged(ELDER, DEALER, "9S")
    one.do(Propose(1)); one.do(Accept(0)); one.do(Discard(1, cards("7H"))); one.do(Discard(0, ()))
    assert one.phase.value == "play"
    two = arranged(ELDER, DEALER, "9S", rules=ENQUIRE_WITHIN.replace(proposals="two"))
    two.do(Propose(1)); two.do(Accept(0)); two.do(Discard(1, cards("7H"))); two.do(Discard(0, ()))
    assert two.phase.value == "propose"
    two.do(Propose(1)); two.do(Accept(0)); two.do(Discard(1, cards("8H"))); two.do(Discard(0, ()))
    assert two.phase.value == "play"


# -- the play ------------------------------------------------------------------------------------------

@pytest.mark.law("enquire-within:118")
def test_law_118_the_non_dealer_leads_and_the_order_of_the_cards():
    g = arranged("KH AH 10H 7C 8C", "QH JH 9H 7S 8S", "9D")
    g.do(PlayHand(1))
    assert g.to_act == 1
    refused(g, Play(0, Card.parse("QH")), L, OutOfTurnError)
    # king, queen, knave, ace, ten: the knave beats the ace, the ace the ten
    play(g, "1:AH", "0:JH")
    assert g.view(0).won == (1, 0) and g.to_act == 0          # the winner of the trick leads
    play(g, "0:QH", "1:KH")
    assert g.view(0).won == (1, 1) and g.to_act == 1
    play(g, "1:10H", "0:9H")
    assert g.view(0).won == (1, 2)


@pytest.mark.law("enquire-within:118")
def test_law_118_the_second_must_follow_suit_and_win_the_trick_if_he_can():
    g = arranged("7H 8C 9C 10C JC", "KH 8H AS 10S 9D", "9S")
    g.do(PlayHand(1))
    play(g, "1:7H")
    assert {a.card for a in g.legal_actions() if isinstance(a, Play)} == set(cards("KH 8H"))  # hearts; both win
    refused(g, Play(0, Card.parse("AS")), L, IrregularActionError)


@pytest.mark.law("enquire-within:118")
def test_law_118_void_of_the_suit_led_he_must_win_with_a_trump_if_he_can():
    g = arranged(ELDER, DEALER, "9S")
    g.do(PlayHand(1))
    play(g, "1:7H")
    assert {a.card for a in g.legal_actions() if isinstance(a, Play)} == set(cards("AS 10S"))
    e = refused(g, Play(0, Card.parse("9D")), L, IrregularActionError)
    assert "does not trump" in e.message


@pytest.mark.law("enquire-within:118")
def test_law_118_otherwise_he_may_throw_any_card():
    g = arranged("KH 7C 8C 9C 10C", "QH JD 9D 8D 7D", "9S")
    g.do(PlayHand(1))
    play(g, "1:KH")
    assert {a.card for a in g.legal_actions() if isinstance(a, Play)} == {Card.parse("QH")}
    play(g, "0:QH", "1:7C")
    assert {a.card for a in g.legal_actions() if isinstance(a, Play)} == set(cards("JD 9D 8D 7D"))


@pytest.mark.law("enquire-within:118")
def test_law_118_the_readings_of_the_obligation():
    follow = arranged("7H 8C 9C 10C JC", "KH 8H AS 10S 9D", "9S", rules=ENQUIRE_WITHIN.replace(obligations="follow-or-win"))
    follow.do(PlayHand(1)); play(follow, "1:7H")
    assert {a.card for a in follow.legal_actions() if isinstance(a, Play)} == set(cards("KH 8H"))
    only = arranged(ELDER, DEALER, "9S", rules=ENQUIRE_WITHIN.replace(obligations="follow-only"))
    only.do(PlayHand(1)); play(only, "1:7H")
    assert {a.card for a in only.legal_actions() if isinstance(a, Play)} == set(cards(DEALER))


# -- the king --------------------------------------------------------------------------------------------

@pytest.mark.law("enquire-within:118")
def test_law_118_the_holder_of_the_king_marks_it_before_his_first_card():
    g = arranged(ELDER, DEALER, "9S")
    refused(g, MarkKing(1), L)                                 # not while proposing
    g.do(PlayHand(1))
    refused(g, MarkKing(0), L)                                 # the dealer does not hold it
    assert MarkKing(1) in g.legal_actions()
    g.do(MarkKing(1))
    assert g.view(0).scores == (0, 1) and "\u201cI mark king\u201d" in texts(g, "mark-king")[0]
    refused(g, MarkKing(1), L)                                 # once
    h = arranged(ELDER, DEALER, "9S")
    h.do(PlayHand(1)); play(h, "1:7H")
    play(h, "0:AS", "0:10S", "1:KS")
    refused(h, MarkKing(1), L, match="before playing")        # too late: he has played a card


@pytest.mark.law("enquire-within:118")
def test_law_118_the_dealer_marks_the_king_before_his_first_card():
    g = arranged("AS 10S 9D 8D 7D", "KS QS JS 7H 8H", "9S")
    g.do(PlayHand(1)); play(g, "1:9D")
    assert MarkKing(0) in g.legal_actions()
    g.do(MarkKing(0))
    assert g.view(0).scores == (1, 0)


# -- the score -------------------------------------------------------------------------------------------

@pytest.mark.law("enquire-within:118")
def test_law_118_three_tricks_score_one_point():
    g = arranged("KS QS JS 7H 8H", "AS 10S KH 8D 7D", "9S", stock="9H")
    g.do(Propose(1)); g.do(Accept(0)); g.do(Discard(1, cards("8H"))); g.do(Discard(0, ()))
    play(g, "1:KS", "0:10S", "1:QS", "0:AS", "1:JS", "0:7D", "1:7H", "0:KH", "0:8D", "1:9H")
    assert g.view(0).deal_number == 2
    assert texts(g, "mark")[-1] == "Elder marks 1 (3 tricks): Dealer 0, Elder 1"


@pytest.mark.law("enquire-within:118")
def test_law_118_the_vole_scores_two():
    g = arranged("KS QS JS AS 10S", "7H 8H 9H 7D 8D", "9S")
    _played_out(g, "1:KS", "0:7H", "1:QS", "0:8H", "1:JS", "0:9H", "1:AS", "0:7D", "1:10S", "0:8D")
    assert texts(g, "mark")[-1].startswith("Elder marks 2 (the vole: all five tricks)")


@pytest.mark.law("enquire-within:118")
def test_law_118_the_non_dealer_who_plays_without_proposing_and_fails_gives_two():
    g = arranged("7H 8H 9H 7D 8D", "KS QS JS AS 10S", "9S")
    _played_out(g, "1:7H", "0:10S", "0:KS", "1:8H", "0:QS", "1:9H", "0:JS", "1:7D", "0:AS", "1:8D")
    assert texts(g, "mark")[-1].startswith("Dealer marks 2 (the vole")
    h = arranged("7H 8H 9H 7D KD", "KS QS JS 8D 10S", "9S")
    _played_out(h, "1:7H", "0:10S", "0:8D", "1:KD", "1:7D", "0:KS", "0:QS", "1:8H", "0:JS", "1:9H")
    assert texts(h, "mark")[-1].startswith("Dealer marks 2 (4 tricks; the non-dealer played without proposing")


@pytest.mark.law("enquire-within:118")
def test_law_118_the_dealer_who_refuses_and_fails_gives_two():
    g = arranged("KS QS JS 7H 8H", "AS 10S 9D 8D 7D", "9S")
    g.do(Propose(1)); g.do(Refuse(0))
    play(g, "1:KS", "0:10S", "1:QS", "0:AS", "1:JS", "0:7D", "1:7H", "0:8D", "1:8H", "0:9D")
    assert texts(g, "mark")[-1].startswith("Elder marks 2 (the vole")
    h = arranged("KS QS JS 7H 8H", "AS 10S KH 8D 7D", "9S")
    h.do(Propose(1)); h.do(Refuse(0))
    play(h, "1:KS", "0:10S", "1:QS", "0:AS", "1:JS", "0:7D", "1:7H", "0:KH", "0:8D", "1:8H")
    assert texts(h, "mark")[-1].startswith("Elder marks 2 (3 tricks; the dealer refused to accept")


@pytest.mark.law("enquire-within:118")
def test_law_118_no_penalty_when_the_player_who_risked_it_makes_three():
    g = arranged("KS QS JS 7H 8H", "AS 10S KH 8D 7D", "9S")
    g.do(PlayHand(1))
    play(g, "1:KS", "0:10S", "1:QS", "0:AS", "1:JS", "0:7D", "1:7H", "0:KH", "0:8D", "1:8H")
    assert texts(g, "mark")[-1].startswith("Elder marks 1 (3 tricks)")


@pytest.mark.law("enquire-within:118")
def test_law_118_five_points_game_the_first_to_mark_five_wins():
    g = arranged("QS JS 7H 8H 9H", DEALER, "KS")               # the king turned up: one to the dealer
    g.sheet.add("Dealer", 3, law=L, words="set piece")
    assert not g.over
    h = arranged("KS QS JS 7H 8H", DEALER, "9S")
    h.sheet.add("Elder", 4, law=L, words="set piece")
    h.do(PlayHand(1)); h.do(MarkKing(1))                      # the fifth point, at once: the game is won
    assert h.over and texts(h, "game")[-1] == "Elder wins the game, five up"
    refused(h, Play(1, Card.parse("KS")))


@pytest.mark.law("enquire-within:118")
def test_law_118_the_deal_is_taken_alternately():
    g = Ecarte(seed=9, automations=Auto.ALL)
    dealers = []
    while not g.over:
        if g.phase.value == "propose" and (not dealers or dealers[-1][0] != g.deal.number):
            dealers.append((g.deal.number, g.dealer))
        g.do(g.legal_actions()[0])
    assert [d for _, d in dealers] == [(dealers[0][1] + i) % 2 for i in range(len(dealers))]


@pytest.mark.law("enquire-within:118")
def test_law_118_at_rubbers_they_cut_for_deal_at_the_end_of_each_rubber():
    g = Ecarte(seed=5, rubbers=2, automations=Auto.ALL)
    while not g.over:
        g.do(g.legal_actions()[0])
    cuts = [t for t in texts(g, "cut-for-deal") if "highest" in t]
    assert len(g.sheet.rubbers) == 2 and len(cuts) == 2
    h = Ecarte(ENQUIRE_WITHIN.replace(rubber_cut=False), seed=5, rubbers=2, automations=Auto.ALL)
    while not h.over:
        h.do(h.legal_actions()[0])
    assert len([t for t in texts(h, "cut-for-deal") if "highest" in t]) == 1
