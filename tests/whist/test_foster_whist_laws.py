"""Foster's laws of Whist, 40 to 91, the Etiquette, Dummy and Double Dummy: one test per law, by its id."""

from __future__ import annotations

import pytest

from games.cards import Suit
from games.core.breaches import Claim
from games.core.state import ChooseRemedy, Mode
from games.core.testing import refused
from games.errors import GameError, IrregularActionError
from games.laws import NOT_EXECUTABLE
from games.whist import FOSTER, HOFFMANN, Auto, Phase, Whist
from games.whist.actions import (
    AnnounceTrick, AskHavingNone, CallCard, CallHighLow, CallSuit, Consult, CorrectRenounce, Cut, Deal, DealWrongly,
    EndHand, ExposeCard, MixCard, ExposeInDealing, ForeignCard, ForgetTrump, FreshCards, ImperfectPack, InterruptDealer,
    LeadAgain, LookAtTrump, NameDetachedCard, NameTrump, PlaceCards, Play, PlayTogether, QuitTrick, SeeLastTrick,
    ShortHand, ShowForTrump, ShowHand, Shuffle, TakeUpTrump, TouchCards, TurnTrump, Waive,
)
from games.whist.scoring import hand_scores
from games.whist.records import Penalty, WhistRemedy
from whist_helpers import DEALING, NO_TRUMP, c, finish, hands, kinds, play, stacked, texts, west_revokes

law = pytest.mark.law


def dealing(**kw):
    return stacked(FOSTER, automations=DEALING, **kw)


def options(g):
    return [o.remedy for o in g.open_rulings[0].ruling.options]


# -- the end of the deal, the misdeal (40-51) ---------------------------------------------------------

@law("foster-whist:40")
def test_law_40_exposed_card_keeps_the_privilege_after_the_trump_is_turned():
    g = stacked(FOSTER)                     # the trump card is turned up at once
    assert g.phase is Phase.PLAY
    g.do(ExposeInDealing(0))
    assert options(g) == [WhistRemedy.NEW_DEAL, WhistRemedy.STANDS] and g.to_act == 1
    g.do(ChooseRemedy(1, 0))
    assert "new-deal" in kinds(g.log_for(0)) and g.view(0).dealer == 0


@law("foster-whist:41")
def test_law_41_looking_at_the_trump_card_lets_the_adversaries_exact_a_new_deal():
    g = dealing()
    g.do(LookAtTrump(0))
    assert "the adversaries see the trump card: the two of spades" in texts(g, 1)
    assert g.open_rulings[0].ruling.choosers == (1, 3)
    refused(g, TurnTrump(0), "foster-whist:87")
    g.do(ChooseRemedy(3, 0))
    assert g.phase is Phase.TURN and texts(g, kind="new-deal")


@law("foster-whist:42")
def test_law_42_a_card_of_the_other_pack_the_adversaries_decide():
    g = stacked(FOSTER)
    g.do(ForeignCard(1))
    assert g.open_rulings[0].ruling.choosers == (2, 0)
    g.do(ChooseRemedy(0, 1))
    assert g.phase is Phase.PLAY and "the deal stands" in texts(g)
    refused(stacked(HOFFMANN), ForeignCard(1), None, match="Hoffmann's pages")


@law("foster-whist:43", "foster-whist:44", "foster-whist:44.i")
def test_law_43_44_i_a_misdeal_loses_the_deal():
    g = dealing()
    ev = g.do(DealWrongly(0, "i"))
    (ruling,) = [e for e in ev if e.kind == "ruling"]
    assert ruling.laws == ("foster-whist:44.i", "foster-whist:43", "hoffmann-whist:25")
    # who deals next: Foster's pages are silent; Hoffmann's law 25 is played, a declared reading
    assert ruling.laws[2].under == "foster-whist" and "Foster's pages are silent" in ruling.laws[2].reading
    assert g.dealer == 1 and g.phase is Phase.TURN     # East deals the new deal
    assert any("North loses the deal" in t for t in texts(g))


@law("foster-whist:44.ii", "foster-whist:44.iii")
def test_law_44_ii_iii_the_trump_card_comes_to_the_dealer_face_up():
    g = stacked(FOSTER)
    (turn,) = [e for e in g.log_for(None) if e.kind == "trump"]
    # the event cites the words that make the last card the trump card (44 (iii) is a case of misdeal only)
    assert turn.laws == ("foster-whist:44.ii",) and "turns up the two of spades" in turn.text
    assert turn.laws[0].words == "the last (i.e., the trump) card"
    for case in ("ii", "iii"):
        h = dealing()
        h.do(DealWrongly(0, case))
        assert h.dealer == 1


@law("foster-whist:44.iv")
def test_law_44_iv_fourteen_cards_is_a_misdeal_even_through_an_adversary():
    g = dealing()
    g.do(DealWrongly(0, "iv", by_adversary=True))     # Foster has no exception for the adversary's act
    assert g.dealer == 1


@law("foster-whist:44.v")
def test_law_44_v_counting_the_cards_is_a_misdeal():
    g = dealing()
    g.do(DealWrongly(0, "v"))
    assert g.dealer == 1


@law("foster-whist:44.vi")
def test_law_44_vi_rectified_before_the_third_card():
    g = dealing()
    g.do(DealWrongly(0, "vi", rectified=True))
    assert g.dealer == 0 and g.phase is Phase.TURN and "the deal stands" in texts(g)
    h = dealing()
    h.do(DealWrongly(0, "vi"))
    assert h.dealer == 1


@law("foster-whist:44.vii")
def test_law_44_vii_the_pack_not_cut():
    g = dealing()
    g.do(DealWrongly(0, "vii"))
    assert g.dealer == 1
    h = dealing()
    h.do(TouchCards(1))                                # an adversary has looked at his cards
    h.do(DealWrongly(0, "vii"))
    assert h.dealer == 0 and h.phase is Phase.TURN


@law("foster-whist:45")
def test_law_45_adversaries_touching_first_save_the_deal():
    g = dealing()
    g.do(TouchCards(3))
    g.do(TouchCards(2))
    g.do(DealWrongly(0, "i"))
    assert g.dealer == 0
    h = dealing()
    h.do(TouchCards(2))                                # the dealer's partner first
    h.do(TouchCards(1))
    h.do(DealWrongly(0, "i"))
    assert h.dealer == 1


@law("foster-whist:46")
def test_law_46_a_short_hand_after_he_has_played_stands():
    g = stacked(FOSTER)
    g.do(ShortHand(1))                                 # before playing: the pack is imperfect
    assert texts(g, kind="new-deal")
    h = stacked(FOSTER)
    play(h, "1:6H")
    h.do(ShortHand(1))
    assert h.phase is Phase.PLAY and "the deal stands" in texts(h)
    assert "answerable for any revoke" in h.log_for(0)[-2].text


@law("foster-whist:47")
def test_law_47_an_imperfect_pack_voids_the_hand():
    g = stacked(FOSTER)
    play(g, "1:6H", "2:9H")
    g.do(ImperfectPack(3))
    assert g.dealer == 0 and not g.view(0).trick and texts(g, kind="new-deal")


@law("foster-whist:48")
def test_law_48_dealing_out_of_turn_may_be_stopped_before_the_trump_is_turned():
    g = stacked(FOSTER, automations=Auto.SHUFFLE | Auto.CUT)
    refused(Whist(FOSTER, automations=Auto.SHUFFLE | Auto.CUT), Deal(1), "foster-whist:48", IrregularActionError)
    g.do(Deal(1))
    assert g.open_rulings[0].ruling.choosers == (2, 0)
    g.do(ChooseRemedy(2, 0))                           # stopped: North deals
    assert g.dealer == 0 and g.phase is Phase.DEAL and g.to_act == 0
    h = Whist(FOSTER, mode=Mode.TABLE, automations=Auto.SHUFFLE | Auto.CUT)
    h.do(Deal(1))
    h.do(ChooseRemedy(2, 1))                           # let it proceed
    h.do(TurnTrump(1))
    assert h.to_act == 2 and h.prep.dealt_by == 1


@law("foster-whist:49")
def test_law_49_no_cutting_or_dealing_for_one_partner():
    g = Whist(FOSTER, mode=Mode.TABLE, automations=Auto.SHUFFLE)
    refused(g, Cut(1, 20), "foster-whist:49")          # East cuts for his partner West
    g.do(Cut(3, 20))
    ev = g.do(Deal(2))                                  # South deals in his partner's turn
    assert ev[0].laws == ("foster-whist:49",)


@law("foster-whist:50")
def test_law_50_an_unfounded_interruption_lets_the_dealer_deal_again():
    g = dealing()
    g.do(InterruptDealer(1))
    g.do(DealWrongly(0, "i"))
    assert g.dealer == 0 and "may deal again" in texts(g, kind="ruling")[-1]


@law("foster-whist:51")
def test_law_51_a_partner_who_took_the_deal_and_misdealt():
    g = Whist(FOSTER, mode=Mode.TABLE, automations=Auto.SHUFFLE | Auto.CUT)
    g.do(Deal(2))
    g.do(ChooseRemedy(1, 1))                            # the adversaries let it proceed
    g.do(DealWrongly(2, "i"))
    assert g.dealer == 1                                # the adversary next to North, who ought to have dealt


# -- the trump card (52-55) -----------------------------------------------------------------------------

@law("foster-whist:52")
def test_law_52_the_trump_card_left_after_the_first_trick_is_liable():
    g = stacked(FOSTER, automations=NO_TRUMP)
    play(g, "1:6H", "2:9H", "3:2H", "0:3H")            # North plays without taking up the trump card
    assert g.view(1).exposed == {0: (c("2S"),)} and "liable to be called" in texts(g)[-1]
    refused(g, TakeUpTrump(0), "foster-whist:52")
    h = stacked(FOSTER)
    assert "North takes the trump card into his hand" not in texts(h)
    play(h, "1:6H", "2:9H", "3:2H")
    assert "North takes the trump card into his hand" in texts(h)


@law("foster-whist:53")
def test_law_53_naming_the_trump_card_after_it_is_taken_up():
    g = stacked(FOSTER)
    refused(g, NameTrump(1), "foster-whist:53")         # it lies on the table: it may be asked for
    play(g, "1:6H", "2:9H", "3:2H", "0:3H", "2:8S")
    g.do(NameTrump(3))
    assert g.view(3).liabilities and g.to_act == 0      # a trump led: North calls before West plays
    g.do(CallHighLow(0, "lowest"))
    assert g.legal_actions() == [Play(3, c("3S"))]


@law("foster-whist:54")
def test_law_54_the_trump_card_taken_up_too_soon():
    g = stacked(FOSTER, automations=NO_TRUMP)
    g.do(TakeUpTrump(0))
    assert options(g) == [WhistRemedy.PRODUCE_TRUMP, WhistRemedy.NOT_EXPOSED]
    g.do(ChooseRemedy(1, 0))
    assert not g.view(1).trump_on_table and g.to_act == 0     # desired to lay it on the table: he must show it
    assert g.legal_actions() == [ShowForTrump(0, c("2S"))]
    refused(g, Play(1, c("6H")), "foster-whist:54")
    refused(g, ShowForTrump(1, c("6H")), "foster-whist:54")
    assert refused(g, ShowForTrump(0, c("JS"))).law is None    # not his card: no law says so
    g.do(ShowForTrump(0, c("AS")))                             # a wrong card: it may be called
    assert g.view(1).exposed == {0: (c("AS"),)} and g.to_act == 0
    g.do(ShowForTrump(0, c("3H")))                             # a second, until the trump card be produced
    assert g.view(1).exposed == {0: (c("AS"), c("3H"))}
    g.do(ShowForTrump(0, c("2S")))
    assert g.view(1).trump_on_table and g.to_act == 1
    play(g, "1:6H", "2:9H", "3:2H")
    assert g.to_act == 1 and CallCard(1, c("3H")) in g.legal_actions()   # the wrong card shown is called
    g.do(CallCard(1, c("3H")))
    assert [a for a in g.legal_actions() if isinstance(a, Play)] == [Play(0, c("3H"))]
    h = stacked(FOSTER, automations=NO_TRUMP)
    h.do(TakeUpTrump(0))
    h.do(ChooseRemedy(1, 1))                                  # left in his hand: nothing to show
    assert not h.view(1).trump_on_table and h.to_act == 1
    refused(h, ShowForTrump(0, c("2S")), "foster-whist:54")
    refused(stacked(FOSTER, mode=Mode.STRICT, automations=NO_TRUMP), TakeUpTrump(0), "foster-whist:54",
            IrregularActionError)
    refused(stacked(HOFFMANN), ShowForTrump(0, c("2S")))


@law("foster-whist:55")
def test_law_55_the_dealer_forgets_the_trump_card():
    g = stacked(FOSTER)
    play(g, "1:JS", "2:6S", "3:3S")
    g.do(ForgetTrump(0))
    assert "the trump card was the two of spades" in texts(g)
    assert g.to_act == 1                                # East calls before North plays to the trump lead
    g.do(CallHighLow(1, "highest"))
    assert g.legal_actions() == [Play(0, c("AS"))]


# -- cards liable to be called (56-66) -----------------------------------------------------------------------

@law("foster-whist:56", "foster-whist:56.ii")
def test_law_56_an_exposed_card_is_left_on_the_table_and_called():
    g = stacked(FOSTER)
    g.do(ExposeCard(2, c("8C")))
    assert g.view(1).exposed == {2: (c("8C"),)}
    g.do(ExposeCard(2, c("9C"), below=True))            # below the table: not an exposed card
    assert g.view(1).exposed == {2: (c("8C"),)}
    play(g, "1:5C")
    assert g.to_act == 3 and CallCard(3, c("8C")) in g.legal_actions()
    g.do(CallCard(3, c("8C")))
    assert g.legal_actions() == [Play(2, c("8C"))]
    refused(stacked(FOSTER, mode=Mode.STRICT), ExposeCard(2, c("8C")), "foster-whist:56.ii", IrregularActionError)


@law("foster-whist:56.i")
def test_law_56_i_two_cards_played_at_once():
    g = stacked(FOSTER)
    g.do(PlayTogether(1, (c("6H"), c("7H"))))
    assert g.view(0).trick == ((1, c("6H")),) and g.view(0).exposed == {1: (c("7H"),)}


@law("foster-whist:57")
def test_law_57_leading_again_without_waiting_for_the_partner():
    g = stacked(FOSTER)
    play(g, "1:8H", "2:9H")
    g.do(LeadAgain(2, c("JH")))
    assert options(g) == [WhistRemedy.WIN, WhistRemedy.WIN_SECOND, WhistRemedy.EXPOSE]
    g.do(ChooseRemedy(1, 0))                            # North (South's partner) must win; the knave exposed
    assert g.view(1).exposed == {2: (c("JH"),)}
    assert "North: win [foster-whist:57]" in g.view(0).liabilities


@law("foster-whist:57")
def test_law_57_several_winning_cards_and_any_other_of_those_tricks():
    g = stacked(FOSTER)
    play(g, "1:6H", "2:10H")                            # South's ten is the best card on the table
    assert refused(g, LeadAgain(2, c("8S"), (c("AS"),))).law is None     # not his card: no law says so
    g.do(LeadAgain(2, c("8S"), (c("7S"),)))             # two more cards, one after the other
    assert options(g) == [WhistRemedy.WIN, WhistRemedy.WIN_SECOND, WhistRemedy.WIN_THIRD, WhistRemedy.EXPOSE]
    g.do(ChooseRemedy(3, 1))                            # West: North must win the trick the eight heads
    assert g.view(1).exposed == {2: (c("7S"),)}         # the other card thus improperly played is exposed
    play(g, "3:2H", "0:3H")                             # South wins the first trick and leads again
    assert g.to_act == 3 and CallCard(3, c("7S")) in g.legal_actions()   # the exposed seven may be called
    g.do(Waive(3))
    assert [a for a in g.legal_actions() if isinstance(a, Play)] == [Play(2, c("8S"))]
    play(g, "2:8S", "3:3S")
    assert [a for a in g.legal_actions() if isinstance(a, Play)] == [Play(0, c(x)) for x in ("AS", "KS", "QS")]
    h = stacked(FOSTER)
    play(h, "1:6H", "2:10H")
    h.do(LeadAgain(2, c("8S"), (c("7S"),)))
    h.do(ChooseRemedy(3, 0))                            # the first trick: both cards led again exposed
    assert h.view(1).exposed == {2: (c("8S"), c("7S"))}
    with pytest.raises(GameError):
        LeadAgain(2, c("8S"), (c("8S"),))


@law("foster-whist:58")
def test_law_58_cards_thrown_on_the_table_are_exposed():
    g = stacked(FOSTER)
    g.do(ShowHand(1))
    assert len(g.view(0).exposed[1]) == 13


@law("foster-whist:59")
def test_law_59_all_four_abandon_their_hands():
    g = stacked(FOSTER)
    west_revokes(g)
    for s in (1, 2, 3, 0):
        g.do(ShowHand(s))
    assert g.phase is Phase.END and "the hands are abandoned" in texts(g)[-1]
    g.do(Claim(0, "a revoke"))
    assert options(g) == [WhistRemedy.DEDUCT_THREE, WhistRemedy.ADD_THREE]   # no tricks to take
    g.do(ChooseRemedy(0, 1))
    g.do(EndHand(0))
    assert g.result.scores[0].points == 3


@law("foster-whist:60")
def test_law_60_a_detached_card_named():
    g = stacked(FOSTER)
    g.do(NameDetachedCard(1, 2, c("8C")))
    assert g.view(0).exposed == {2: (c("8C"),)}
    g.do(NameDetachedCard(1, 2, c("AS")))               # a wrong card named: East liable to a suit call
    assert "East: suit [foster-whist:60]" in g.view(0).liabilities
    assert g.to_act == 2 and CallSuit(2, Suit.CLUBS) in g.legal_actions()   # South calls a suit at East's lead


@law("foster-whist:61")
def test_law_61_failing_to_play_as_called_is_a_revoke():
    g = stacked(FOSTER)
    g.do(ExposeCard(2, c("8C")))
    play(g, "1:5C")
    g.do(CallCard(3, c("8C")))
    g.do(Play(2, c("9C")))
    assert options(g) == [WhistRemedy.TAKE_TRICKS, WhistRemedy.DEDUCT_THREE, WhistRemedy.ADD_THREE]
    g.do(ChooseRemedy(1, 2))
    finish(g)
    assert g.revoked_sides == {0} and g.penalties[0].remedy is WhistRemedy.ADD_THREE


@law("foster-whist:62")
def test_law_62_a_lead_out_of_turn_call_the_card():
    g = stacked(FOSTER)
    g.do(Play(2, c("8S")))                              # South leads: it is East's lead
    g.do(Claim(1, "a lead out of turn"))
    g.do(ChooseRemedy(1, 0))
    assert g.view(0).exposed == {2: (c("8S"),)} and g.view(0).trick == () and g.to_act == 1


@law("foster-whist:63")
def test_law_63_lead_out_of_turn_cards_taken_back_or_the_trick_stands():
    g = stacked(FOSTER)
    play(g, "2:8S", "3:3S")                             # West follows the false lead
    g.do(Claim(1, "a lead out of turn"))
    g.do(ChooseRemedy(1, 1))                            # a suit at the next lead of South or North
    assert c("3S") in g.view(3).hands[3] and g.view(3).exposed == {}
    h = stacked(FOSTER)
    play(h, "2:8S", "3:3S", "0:AS", "1:JS")             # all followed: the trick is complete
    refused(h, Claim(1, "a lead out of turn"), "foster-whist:63")


@law("foster-whist:64")
def test_law_64_never_compelled_to_revoke():
    g = stacked(FOSTER)
    g.do(ExposeCard(2, c("8C")))
    play(g, "1:6H")                                     # a heart lead: calling the club would make South revoke
    assert g.to_act == 2 and not any(isinstance(a, CallCard) for a in g.legal_actions())
    refused(g, CallCard(3, c("8C")))


@law("foster-whist:65")
def test_law_65_the_call_may_be_repeated_until_the_card_is_played():
    g = stacked(FOSTER)
    g.do(ExposeCard(2, c("8C")))
    play(g, "1:5C")
    g.do(Waive(3))
    play(g, "2:9C", "3:JC", "0:2C")
    assert g.view(0).exposed == {2: (c("8C"),)}
    play(g, "3:AC", "0:3C", "1:6C")
    assert CallCard(3, c("8C")) in g.legal_actions()   # liable again at the next club


@law("foster-whist:66")
def test_law_66_a_suit_called_that_he_has_not():
    g = stacked(FOSTER)
    play(g, "2:8S")
    g.do(Claim(1, "a lead out of turn"))
    g.do(ChooseRemedy(1, 1))                            # a suit at the next lead of South or North
    play(g, "1:6H", "2:9H", "3:2H", "0:3H")            # South wins: his lead
    assert g.to_act == 3
    g.do(CallSuit(3, Suit.SPADES))
    assert {a.card.suit for a in g.legal_actions()} == {Suit.SPADES}
    hs = hands()
    hs[2] = [x for x in hs[2] if x.suit is not Suit.CLUBS] + [c("QH"), c("KH"), c("AH")]
    hs[3] = [x for x in hs[3] if x not in (c("QH"), c("KH"), c("AH"))] + [c("8C"), c("9C"), c("10C")]
    h = stacked(FOSTER, hs=hs)
    play(h, "2:8S")
    h.do(Claim(1, "a lead out of turn"))
    h.do(ChooseRemedy(1, 1))
    play(h, "1:6H", "2:AH", "3:2H", "0:3H")
    h.do(CallSuit(3, Suit.CLUBS))                      # South has no club: the penalty is paid
    assert texts(h)[-1] == "South has none: the penalty is paid" and len(h.legal_actions()) == 12


# -- cards played in error (67-70) ----------------------------------------------------------------------------

@law("foster-whist:67")
def test_law_67_the_third_hand_before_the_second():
    g = stacked(FOSTER)
    play(g, "1:6H")
    ev = g.do(Play(3, c("2H")))                         # West (third) before South (second)
    assert "no penalty" in [e for e in ev if e.kind == "ruling"][0].text
    g.do(Play(0, c("3H")))                              # the fourth may now play before his partner
    assert not g.open_rulings
    play(g, "2:9H")
    assert g.view(0).trick == () and g.view(0).tricks_won == (1, 0)


@law("foster-whist:68")
def test_law_68_the_fourth_before_his_partner():
    g = stacked(FOSTER)
    play(g, "1:6H", "2:9H")
    g.do(Play(0, c("3H")))                              # North (fourth) before West... 
    assert options(g) == [WhistRemedy.WIN, WhistRemedy.NOT_WIN]


@law("foster-whist:69")
def test_law_69_a_card_not_played_to_a_trick():
    g = stacked(FOSTER)
    play(g, "1:6H", "2:9H", "3:2H")
    g.do(QuitTrick(2))                                  # North has not played: the trick is gathered with three
    assert g.view(0).tricks_won == (1, 0) and len(g.view(0).hands[0]) == 13
    play(g, "2:JH", "3:AH", "0:4H", "1:7H")            # North has played to the next trick
    g.do(Claim(1, "a card not played to a trick"))
    assert options(g) == [WhistRemedy.NEW_DEAL, WhistRemedy.STANDS]
    g.do(ChooseRemedy(1, 1))
    finish(g)
    assert sum(g.tricks_scored) == 13 and any("surplus card" in t for t in texts(g))
    h = stacked(FOSTER)
    play(h, "1:6H", "2:9H", "3:2H")
    h.do(QuitTrick(2))
    h.do(Claim(1, "a card not played to a trick"))     # found before he played to the next
    assert not h.open_rulings and "only on the error found after" in texts(h, kind="ruling")[-1]
    assert refused(stacked(FOSTER, mode=Mode.STRICT), QuitTrick(2)).law is None   # the practice, no law


@law("foster-whist:70")
def test_law_70_a_card_mixed_with_a_trick():
    g = stacked(FOSTER)
    play(g, "1:6H", "2:9H", "3:2H", "0:3H")
    g.do(MixCard(3, c("KH")))
    assert g.view(0).counts[3] == 11
    g.do(Claim(0, "a card too many in a trick"))
    assert g.view(0).counts[3] == 12 and "restored to West" in texts(g)[-1]
    h = stacked(FOSTER)
    play(h, "1:6H", "2:9H", "3:2H", "0:3H")
    for x in ("KH", "QH", "AH"):
        h.do(MixCard(3, c(x)))                          # West's hearts all mixed with the trick
    play(h, "2:JH")
    h.do(Play(3, c("AC")))                             # no heart in his hand: yet answerable for the revoke
    assert [b.law for b in h.breaches][-1] == "foster-whist:71"
    k = stacked(FOSTER)
    play(k, "1:6H", "2:9H", "3:2H", "0:3H")
    k.do(MixCard(3, c("KC")))
    finish(k)                                           # not discovered: West was a card short at the end
    assert k.over and sum(k.tricks_scored) == 13


# -- the revoke (71-82) -----------------------------------------------------------------------------------------

@law("foster-whist:71")
def test_law_71_a_renounce_is_hidden_until_claimed():
    g = stacked(FOSTER)
    play(g, "1:6H", "2:9H")
    ev = g.do(Play(3, c("JC")))
    assert kinds(ev)[:2] == ["irregularity", "play"] and not g.open_rulings
    assert any("renounces" in t for t in texts(g, 3)) and not any("renounces" in t for t in texts(g, 1))


@law("foster-whist:72", "foster-whist:72.i")
@pytest.mark.parametrize("choice,entries", [(0, ["two by tricks"]), (1, []), (2, ["three added for a revoke"])])
def test_law_72_i_the_three_penalties_at_the_adversaries_option(choice, entries):
    g = stacked(FOSTER, score={0: 2, 1: 2})
    west_revokes(g)
    g.do(Claim(2, "a revoke", against=3))
    assert g.open_rulings[0].ruling.choosers == (0, 2)
    g.do(ChooseRemedy(0, choice))
    finish(g)
    assert any(w in [s.words for s in g.result.scores] for w in entries) or not entries


@law("foster-whist:72.ii")
def test_law_72_ii_as_many_penalties_as_revokes():
    g = stacked(FOSTER)
    west_revokes(g)
    play(g, "2:JH", "3:KC")                             # West renounces again
    g.do(Claim(0, "a revoke", against=3))
    g.do(ChooseRemedy(0, 2))
    play(g, "0:4H", "1:7H")
    g.do(Claim(0, "a revoke", against=3))
    g.do(ChooseRemedy(0, 1))
    assert [p.remedy for p in g.penalties] == [WhistRemedy.ADD_THREE, WhistRemedy.DEDUCT_THREE]


@law("foster-whist:72.iii", "foster-whist:72.v")
def test_law_72_iii_v_the_penalty_counts_first_and_only_in_its_game():
    pen = Penalty(WhistRemedy.ADD_THREE, 0, 1, "foster-whist:72.i")
    out = hand_scores((0, 13), (0, 4), {0: 2, 1: 0}, ("A", "B"), penalties=[pen], revoked={1})
    assert [(s.side, s.points) for s in out] == [("A", 3)]      # the claimants win the game, a treble
    out = hand_scores((7, 6), (0, 0), {0: 4, 1: 0}, ("A", "B"), penalties=[pen], revoked={1})
    assert [s.points for s in out] == [3]                        # nothing carried beyond the game


@law("foster-whist:72.iv")
def test_law_72_iv_the_penalty_cannot_be_divided():
    g = stacked(FOSTER)
    west_revokes(g)
    g.do(Claim(0, "a revoke"))
    labels = g.view(0).options
    assert len(labels) == 3 and all("three" in x for x in labels)


@law("foster-whist:73")
def test_law_73_established_when_the_trick_is_turned_and_quitted():
    g = stacked(FOSTER, automations=Auto.TABLE & ~Auto.QUIT)
    play(g, "1:6H", "2:9H", "3:JC", "0:3H")
    assert g.to_act == 2                                # the trick waits to be quitted
    g.do(Claim(0, "a revoke", against=3))
    assert WhistRemedy.CALL_CARD in options(g)          # not established: corrected (law 76)
    h = stacked(FOSTER, automations=Auto.TABLE & ~Auto.QUIT)
    play(h, "1:6H", "2:9H", "3:JC", "0:3H")
    h.do(QuitTrick(2))
    h.do(Claim(0, "a revoke", against=3))
    assert WhistRemedy.TAKE_TRICKS in options(h)


@law("foster-whist:74")
def test_law_74_having_none():
    g = stacked(FOSTER)
    play(g, "1:6H", "2:9H", "3:JC")
    g.do(AskHavingNone(1))
    assert "West has one: the renounce is corrected" in texts(g)
    h = stacked(FOSTER)
    play(h, "1:6H", "2:9H", "3:2H")
    refused(h, AskHavingNone(1), "foster-whist:74")     # West followed suit


@law("foster-whist:75")
def test_law_75_the_claimants_search_the_tricks():
    g = stacked(FOSTER)
    west_revokes(g)
    ev = g.do(Claim(0, "a revoke"))
    assert ("West held the ace of hearts, the king of hearts, the queen of hearts and the two of hearts" in ev[-1].text
            and "foster-whist:75" in ev[-1].laws)
    assert [r.card for r in g.search_tricks()] == [c("JC")]


@law("foster-whist:76")
def test_law_76_corrected_in_time():
    g = stacked(FOSTER)
    play(g, "1:6H", "2:9H", "3:JC")
    g.do(CorrectRenounce(3))
    g.do(ChooseRemedy(0, 2))                            # the adversaries require his lowest heart
    assert g.legal_actions() == [Play(3, c("2H"))]
    h = stacked(FOSTER)
    play(h, "1:6H", "2:9H", "3:JC")
    h.do(CorrectRenounce(3))
    h.do(ChooseRemedy(0, 0))                            # or call the card played in error
    assert h.view(1).exposed == {3: (c("JC"),)}


@law("foster-whist:78")
def test_law_78_no_claim_after_the_cut_for_the_next_deal():
    g = stacked(FOSTER)
    west_revokes(g)
    finish(g)
    refused(g, Claim(0, "a revoke"), "foster-whist:78", match="too late")


@law("foster-whist:79")
def test_law_79_the_hand_is_played_out():
    g = stacked(FOSTER)
    west_revokes(g)
    assert refused(g, EndHand(0)).law is None   # law 79 gives the revoking side a right: it is not this refusal


@law("foster-whist:81")
def test_law_81_both_sides_revoke_neither_wins():
    pens = [Penalty(WhistRemedy.ADD_THREE, 0, 1, "foster-whist:72.i"), Penalty(WhistRemedy.ADD_THREE, 1, 0, "x:1"
                                                                                   .replace("x:1", "foster-whist:72.i"))]
    out = hand_scores((10, 3), (4, 0), {0: 3, 1: 3}, ("A", "B"), penalties=pens, revoked={0, 1})
    assert sum(s.points for s in out if s.side == "A") <= 1 and sum(s.points for s in out if s.side == "B") <= 1


@law("foster-whist:82")
def test_law_82_the_revoking_side_cannot_score_more_than_four():
    g = stacked(FOSTER, score={0: 0, 1: 3})
    west_revokes(g)
    g.do(Claim(0, "a revoke"))
    g.do(ChooseRemedy(0, 1))                            # three deducted from East and West
    finish(g)
    ew = sum(s.points for s in g.result.scores if s.side == "East and West")
    assert 3 + ew <= 4


# -- new cards, the general rules (83-91) -------------------------------------------------------------------------

@law("foster-whist:83")
def test_law_83_fresh_cards_before_the_cut_not_after():
    g = Whist(FOSTER, automations=Auto.NONE)
    g.do(FreshCards(2))
    assert "two new packs" in texts(g)[-1]
    g.do(Shuffle(0))
    refused(g, FreshCards(2), "foster-whist:83")


@law("foster-whist:84")
def test_law_84_consulting_loses_the_right_except_for_a_revoke():
    g = stacked(FOSTER)
    g.do(ExposeInDealing(0))
    assert g.view(1).may_consult is False and g.view(1).choosers == (1, 3)
    g.do(Consult(1))
    assert not g.open_rulings and "they lose their right" in texts(g)[-1]
    h = stacked(FOSTER)
    west_revokes(h)
    h.do(Claim(0, "a revoke"))
    assert h.view(0).may_consult is True
    h.do(Consult(2))
    assert h.open_rulings and "right to consult" in texts(h)[-1]
    refused(h, Consult(1), "foster-whist:84")


@law("foster-whist:85")
def test_law_85_the_cards_placed_before_their_players():
    g = stacked(FOSTER)
    refused(g, PlaceCards(0), "foster-whist:85")
    play(g, "1:6H", "2:9H")
    g.do(PlaceCards(0))
    assert texts(g)[-1] == "the cards are placed before their players: East, the six of hearts; South, the nine of hearts"


@law("foster-whist:86")
def test_law_86_calling_attention_to_the_trick():
    g = stacked(FOSTER)
    play(g, "1:6H", "2:JH")
    g.do(AnnounceTrick(2))
    assert options(g) == [WhistRemedy.HIGHEST, WhistRemedy.LOWEST, WhistRemedy.WIN, WhistRemedy.NOT_WIN]
    g.do(ChooseRemedy(1, 0))
    play(g, "3:2H")
    assert g.legal_actions() == [Play(0, c("5H"))]      # North's highest heart


@law("foster-whist:87")
def test_law_87_the_offender_waits_for_the_decision():
    g = stacked(FOSTER)
    g.do(ExposeInDealing(0))
    refused(g, Play(1, c("6H")), "foster-whist:87")


@law("foster-whist:91", "foster-whist:etiquette.p5")
def test_law_91_the_last_trick_and_no_more():
    g = stacked(FOSTER)
    refused(g, SeeLastTrick(1), "foster-whist:91")
    play(g, "1:6H", "2:9H", "3:2H", "0:3H")
    g.do(SeeLastTrick(1))
    assert g.view(1).last_trick == ((1, c("6H")), (2, c("9H")), (3, c("2H")), (0, c("3H")))
    assert g.view(2).last_trick is None                 # shown to him alone
    assert texts(g, 2)[-1] == "East looks at the last trick"
    refused(g, SeeLastTrick(1), "foster-whist:91")
    play(g, "2:10H", "3:AH", "0:4H", "1:7H")
    assert g.view(1).last_trick is None                 # a new last trick: he must ask again


# -- the Etiquette -----------------------------------------------------------------------------------------------

@law("foster-whist:etiquette.p2")
def test_etiquette_p2_two_packs_used_in_turn():
    a, b = Whist(FOSTER, deal_number=1), Whist(FOSTER, deal_number=2)
    assert "the first pack" in texts(a)[0] and "the second pack" in texts(b)[0]


@law("foster-whist:etiquette.p9")
def test_etiquette_p9_an_onlooker_sees_no_hand():
    g = stacked(FOSTER)
    assert g.view(None).hands == {} and all("holds" not in t for t in texts(g, None))


def test_the_etiquette_is_declared():
    for p in ("p6", "p8", "p10"):
        assert f"foster-whist:etiquette.{p}" in NOT_EXECUTABLE
