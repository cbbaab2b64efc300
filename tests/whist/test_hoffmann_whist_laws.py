"""Hoffmann's reprint of the Revised Code of 1900, laws 17-42 (the deal, the misdeal, the trump card):
one test per law, by its id.  (Laws 1-16 and 12a, the club room, are tested with games.whist.room.)"""

from __future__ import annotations

import pytest

from games.core.breaches import Claim
from games.core.state import ChooseRemedy, Mode
from games.core.testing import refused
from games.errors import IrregularActionError
from games.whist import HOFFMANN, Auto, Phase, Whist
from games.whist.actions import (
    Cut, Deal, DealWrongly, ExposeCard, ExposeInDealing, FacedInPack, ImperfectPack, InterruptDealer, LookAtTrump,
    Play, SeeLastTrick, ShortHand, Shuffle, TakeUpTrump, TakeWrongHand, TouchCards, TurnTrump,
)
from games.whist.records import WhistRemedy
from whist_helpers import DEALING, NO_TRUMP, c, finish, play, stacked, texts, west_revokes

law = pytest.mark.law


def fresh(automations=Auto.NONE, **kw):
    return Whist(HOFFMANN, mode=Mode.TABLE, automations=automations, **kw)


def dealing(**kw):
    return stacked(HOFFMANN, automations=DEALING, **kw)


def options(g):
    return [o.remedy for o in g.open_rulings[0].ruling.options]


@law("hoffmann-whist:17", "hoffmann-whist:22", "hoffmann-whist:23")
def test_law_17_22_23_the_pack_collected_shuffled_and_placed():
    g = fresh()
    assert texts(g)[0] == "South collects the first pack and places it at North's left; North deals"
    assert g.log_for(None)[0].laws == ("hoffmann-whist:1", "hoffmann-whist:22", "hoffmann-whist:23")
    g.do(Shuffle(1))                                  # an adversary shuffles first ...
    refused(g, Shuffle(2), "hoffmann-whist:22")       # ... after which the dealer's partner's first right is gone


@law("hoffmann-whist:18")
def test_law_18_not_below_the_table_nor_faces_seen():
    g = fresh()
    ev = g.do(Shuffle(2, below=True))
    assert [e.kind for e in ev] == ["irregularity", "ruling", "remedy"] and ev[1].laws == ("hoffmann-whist:18",)
    assert g.phase is Phase.SHUFFLE and g.can(Shuffle(2))   # that shuffle did not count
    refused(Whist(HOFFMANN, automations=Auto.NONE), Shuffle(2, shown=True), "hoffmann-whist:18", IrregularActionError)


@law("hoffmann-whist:19")
def test_law_19_not_shuffled_during_the_play():
    refused(stacked(HOFFMANN), Shuffle(0), "hoffmann-whist:19")


@law("hoffmann-whist:20")
def test_law_20_not_shuffled_by_dealing_into_packets():
    refused(fresh(deal_number=2), Shuffle(1, packets=True), "hoffmann-whist:20")
    g = fresh(deal_number=1)                          # a new pack, never played with
    g.do(Shuffle(1, packets=True))


@law("hoffmann-whist:21")
def test_law_21_each_shuffles_once():
    g = fresh()
    g.do(Shuffle(2))
    refused(g, Shuffle(2), "hoffmann-whist:21")


@law("hoffmann-whist:24")
def test_law_24_the_dealer_shuffles_last_and_may_be_compelled_to_reshuffle():
    g = fresh()
    g.do(Shuffle(0, shown=True))
    assert options(g) == [WhistRemedy.RESHUFFLE, WhistRemedy.STANDS]
    g.do(ChooseRemedy(1, 0))
    g.do(Shuffle(0))
    assert g.phase is Phase.CUT
    refused(g, Shuffle(1), "hoffmann-whist:24")


@law("hoffmann-whist:25")
def test_law_25_the_deal_passes_to_the_left():
    g = stacked(HOFFMANN, automations=Auto.ALL)
    finish(g)
    assert g.result.next_dealer == 1 and "hoffmann-whist:25" in g.result.laws
    from games.whist.sitting import WhistRubber
    r = WhistRubber(HOFFMANN, seed=4)
    h = r.new_hand(automations=Auto.ALL)
    finish(h)
    r.finish(h)
    assert r.dealer == 1


@law("hoffmann-whist:26")
def test_law_26_the_cut_by_the_right_hand_adversary_four_cards_at_least():
    g = fresh(Auto.SHUFFLE)
    assert g.to_act == 3
    refused(g, Cut(2, 20), "hoffmann-whist:26")
    ev = g.do(Cut(3, 2))
    assert ev[-1].text == "there must be a fresh cut" and g.phase is Phase.CUT
    g.do(Cut(3, 30))
    assert g.phase is Phase.DEAL


@law("hoffmann-whist:27")
def test_law_27_the_cutter_cannot_cut_again():
    g = fresh(Auto.SHUFFLE)
    g.do(Cut(3, 30))
    refused(g, Cut(3, 12), "hoffmann-whist:27")


@law("hoffmann-whist:28")
def test_law_28_the_dealer_shuffling_after_the_cut_loses_the_deal():
    g = fresh(Auto.SHUFFLE | Auto.CUT)
    g.do(Shuffle(0))
    assert g.dealer == 1
    refused(Whist(HOFFMANN, automations=Auto.SHUFFLE | Auto.CUT), Shuffle(0), "hoffmann-whist:28",
            IrregularActionError)


@law("hoffmann-whist:29", "hoffmann-whist:29.i")
def test_law_29_i_an_imperfect_pack_a_new_deal_by_the_same_dealer():
    g = dealing()
    g.do(ImperfectPack(1))
    assert g.dealer == 0 and "a new deal: North deals again" in texts(g)


@law("hoffmann-whist:29.ii")
def test_law_29_ii_a_card_faced_in_the_pack():
    g = dealing()
    g.do(FacedInPack(2))
    assert g.dealer == 0 and texts(g, kind="new-deal")


@law("hoffmann-whist:29.iii")
def test_law_29_iii_another_players_hand_taken_up():
    g = stacked(HOFFMANN)
    g.do(TakeWrongHand(1, 2))
    assert g.dealer == 0 and texts(g, kind="new-deal")


@law("hoffmann-whist:30")
def test_law_30_a_card_exposed_in_dealing():
    g = dealing()
    g.do(ExposeInDealing(2))                          # by the dealer's partner: the adversaries may claim
    assert g.open_rulings[0].ruling.choosers == (3, 1)
    g.do(ChooseRemedy(g.to_act, 1))                   # no new deal: the card cannot be called
    assert g.phase is Phase.TURN
    h = dealing()
    h.do(ExposeInDealing(1))                          # by an adversary: the dealer may claim
    assert h.open_rulings[0].ruling.choosers == (0,)
    k = dealing()
    k.do(TouchCards(2))                               # the dealer's partner touched a card
    k.do(ExposeInDealing(1))
    assert not k.open_rulings and "cannot claim" in texts(k, kind="ruling")[-1]


@law("hoffmann-whist:31")
def test_law_31_touching_cards_in_dealing():
    g = dealing()
    g.do(TouchCards(2))
    g.do(TouchCards(1))                                # the adversaries may do the same ...
    g.do(ExposeInDealing(0))                           # ... without losing their privilege
    assert g.open_rulings and g.open_rulings[0].ruling.choosers == (1, 3)
    h = dealing()
    h.do(TouchCards(1))                                # the adversaries touched first: the privilege is lost
    h.do(ExposeInDealing(0))
    assert not h.open_rulings
    refused(h, TouchCards(1), "hoffmann-whist:31")


@law("hoffmann-whist:32")
def test_law_32_trump_turned_too_soon_the_privilege_stays():
    g = stacked(HOFFMANN)                              # the trump is already turned
    g.do(ExposeInDealing(0))
    assert options(g) == [WhistRemedy.NEW_DEAL, WhistRemedy.STANDS]
    assert "hoffmann-whist:32" in g.open_rulings[0].ruling.laws


@law("hoffmann-whist:33")
def test_law_33_the_dealer_looks_at_the_trump_card():
    g = dealing()
    g.do(LookAtTrump(0))
    assert "the adversaries see the trump card: the two of spades" in texts(g, 3)
    assert "either may exact" in g.open_rulings[0].ruling.decision
    g.do(ChooseRemedy(3, 0))
    assert texts(g, kind="new-deal")


@law("hoffmann-whist:34")
def test_law_34_dealing_out_of_turn_stopped_or_standing():
    g = fresh(Auto.SHUFFLE | Auto.CUT)
    g.do(Deal(1))
    assert options(g) == [WhistRemedy.RIGHT_DEALER, WhistRemedy.STANDS]
    g.do(ChooseRemedy(2, 1))
    g.do(TurnTrump(1))
    finish(g)
    assert g.result.next_dealer == 1                   # the reading: as if no mistake -- North's turn was used
    h = Whist(HOFFMANN.replace(deal_after_wrong_dealer="from-who-dealt"), mode=Mode.TABLE,
              automations=Auto.SHUFFLE | Auto.CUT)
    h.do(Deal(1))
    h.do(ChooseRemedy(2, 1))
    h.do(TurnTrump(1))
    finish(h)
    assert h.result.next_dealer == 2
    k = fresh(Auto.SHUFFLE | Auto.CUT)
    k.do(Deal(0, other_pack=True))                     # with the adversary's cards
    assert "adversary's cards" in k.open_rulings[0].ruling.decision


@law("hoffmann-whist:35")
def test_law_35_no_shuffling_cutting_or_dealing_for_ones_partner():
    g = fresh(Auto.SHUFFLE)
    refused(g, Cut(1, 20), "hoffmann-whist:35")
    g.do(Cut(3, 20))
    ev = g.do(Deal(2))
    assert ev[0].laws == ("hoffmann-whist:35",)


@law("hoffmann-whist:36")
def test_law_36_the_dealer_interrupted():
    g = dealing()
    g.do(InterruptDealer(3))
    g.do(DealWrongly(0, "v"))
    assert g.dealer == 0 and "hoffmann-whist:36" in g.log_for(0)[-6].laws or g.dealer == 0
    h = dealing()
    h.do(InterruptDealer(3, founded=True))
    h.do(DealWrongly(0, "v"))
    assert h.dealer == 1


@law("hoffmann-whist:37", "hoffmann-whist:37.i", "hoffmann-whist:39")
def test_law_37_i_39_a_misdeal_loses_the_deal():
    g = dealing()
    ev = g.do(DealWrongly(0, "i"))
    assert [e for e in ev if e.kind == "ruling"][0].laws == ("hoffmann-whist:37.i", "hoffmann-whist:39",
                                                             "hoffmann-whist:25")   # it passes to the left
    assert g.dealer == 1


@law("hoffmann-whist:37.ii", "hoffmann-whist:37.iii")
def test_law_37_ii_iii_the_trump_card():
    g = stacked(HOFFMANN)
    assert [e.laws for e in g.log_for(None) if e.kind == "trump"] == [("hoffmann-whist:37.ii",)]
    for case in ("ii", "iii"):
        h = dealing()
        h.do(DealWrongly(0, case))
        assert h.dealer == 1


@law("hoffmann-whist:37.iv")
def test_law_37_iv_fourteen_or_more_but_not_through_an_adversary():
    g = dealing()
    g.do(DealWrongly(0, "iv"))
    assert g.dealer == 1
    h = dealing()
    h.do(DealWrongly(0, "iv", by_adversary=True))
    assert h.dealer == 0 and "fresh deal" in texts(h, kind="ruling")[-1]


@law("hoffmann-whist:37.v")
def test_law_37_v_the_dealer_counting():
    g = dealing()
    g.do(DealWrongly(0, "v"))
    assert g.dealer == 1


@law("hoffmann-whist:37.vi")
def test_law_37_vi_two_cards_then_a_third():
    g = dealing()
    g.do(DealWrongly(0, "vi", rectified=True))
    assert g.dealer == 0
    h = dealing()
    h.do(DealWrongly(0, "vi"))
    assert h.dealer == 1


@law("hoffmann-whist:37.vii")
def test_law_37_vii_the_pack_not_cut():
    g = dealing()
    g.do(DealWrongly(0, "vii"))
    assert g.dealer == 1
    h = dealing()
    h.do(TouchCards(3))
    h.do(DealWrongly(0, "vii"))
    assert h.dealer == 0


@law("hoffmann-whist:38")
def test_law_38_a_partner_who_took_the_deal_and_misdealt():
    g = fresh(Auto.SHUFFLE | Auto.CUT)
    g.do(Deal(2))
    g.do(ChooseRemedy(1, 1))
    g.do(DealWrongly(2, "i"))
    assert g.dealer == 1


@law("hoffmann-whist:39")
def test_law_39_the_adversaries_touching_first():
    g = dealing()
    g.do(TouchCards(1))
    g.do(TouchCards(2))
    g.do(DealWrongly(0, "i"))
    assert g.dealer == 0
    h = dealing()
    h.do(TouchCards(2))
    h.do(TouchCards(1))
    h.do(DealWrongly(0, "i"))
    assert h.dealer == 1


@law("hoffmann-whist:40")
def test_law_40_a_short_hand_after_the_first_trick():
    g = stacked(HOFFMANN)
    play(g, "1:6H")                                   # he has played, but the first trick is not quitted
    g.do(ShortHand(1))
    assert texts(g, kind="new-deal")
    h = stacked(HOFFMANN)
    play(h, "1:6H", "2:9H", "3:2H", "0:3H")
    h.do(ShortHand(1))
    assert h.phase is Phase.PLAY and "answerable for any revoke" in texts(h, kind="ruling")[-1]


@law("hoffmann-whist:40")
def test_law_40_the_revoke_named_but_not_penalised():
    g = stacked(HOFFMANN)
    west_revokes(g)
    ev = g.do(Claim(0, "a revoke"))
    assert ev[0].laws == ("hoffmann-whist:40",) and "gives no penalty" in ev[-1].text
    assert not g.open_rulings and not g.penalties


@law("hoffmann-whist:41")
def test_law_41_an_imperfect_pack_alters_no_past_score():
    g = stacked(HOFFMANN, score={0: 3, 1: 1})
    play(g, "1:6H", "2:9H", "3:2H", "0:3H")
    ev = g.do(ImperfectPack(2))
    assert "hoffmann-whist:41" in [e for e in ev if e.kind == "ruling"][0].laws
    assert g.view(0).score == {0: 3, 1: 1} and g.view(0).tricks_won == (0, 0)


@law("hoffmann-whist:42")
def test_law_42_the_trump_card_liable_after_the_second_trick():
    g = stacked(HOFFMANN, automations=NO_TRUMP)
    play(g, "1:6H", "2:9H", "3:2H", "0:3H")
    assert g.view(0).exposed == {}                    # after the first trick: not yet (Foster: already)
    play(g, "2:JH", "3:AH", "0:4H", "1:7H")
    assert g.view(1).exposed == {0: (c("2S"),)}
    refused(g, TakeUpTrump(0), "hoffmann-whist:42")
    h = stacked(HOFFMANN, automations=NO_TRUMP)
    refused(h, TakeUpTrump(0), "hoffmann-whist:42")   # before his turn: the law says when
    play(h, "1:6H", "2:9H", "3:2H")
    h.do(TakeUpTrump(0))


def test_hoffmanns_pages_are_silent_on_the_play():
    g = stacked(HOFFMANN)
    for bad in (Play(2, c("8S")), ExposeCard(1, c("6H"))):
        e = refused(g, bad)
        assert "Hoffmann's pages" in e.message and e.law is None
    play(g, "1:6H", "2:9H", "3:2H", "0:3H")
    refused(g, SeeLastTrick(1), None, match="Hoffmann's pages")
