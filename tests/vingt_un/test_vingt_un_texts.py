"""Fidelity to the texts (issue 14): the count cited where the ace decides, the readings declared, the dealer's
kept deal logged, payer and receiver named, the described round settled, French Vingt-Un from any round."""

from __future__ import annotations

import pytest

from games.vingt_un.game_actions import Double, Draw, KeepDeal, Stake, Stand
from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, PEEL
from games.vingt_un.scenarios import arranged
from games.errors import IllegalActionError
from games.vingt_un.game import VingtUn


CANCEL = "AS 5H AD  KD 6C QC"   # Player 2 a natural, Player 3 eleven, the dealer a natural


def table(rules, cards, seats=3, **kw):
    g = arranged(rules, cards, seats=seats, dealer=0, **kw)
    if g.phase == "offer":
        g.do(KeepDeal(0))
    for seat in range(1, seats):
        if g.phase == "stake":
            g.do(Stake(seat, 1))
    if g.phase == "double":
        g.do(Double(0, False))
    return g


@pytest.mark.law("peel-vingt-un:p18", "enquire-within:115", "hoffmann-vingt-un:p14")
@pytest.mark.parametrize("rules, law", [(PEEL.replace(first_round_grace=False), "peel-vingt-un:p18"),
                                        (ENQUIRE_WITHIN, "enquire-within:115"),
                                        (HOFFMANN.replace(first_round_grace=False), "peel-vingt-un:p18")],
                         ids=lambda x: getattr(x, "code", ""))
def test_a_cancelled_natural_leaves_the_deal_with_the_dealer_and_says_so(rules, law):
    g = table(rules, CANCEL)
    assert g.round_no == 1 and g.view(0).dealer == 0
    kept = [e for e in g.log_for(None) if e.kind == "dealer-keeps-deal"]
    assert kept and kept[0].laws == (law,) and "Player 2's" in kept[0].text
    # Hoffmann is silent on the deal after a cancelled natural: Peel's words, played as Hoffmann's declared reading
    assert (kept[0].laws[0].under == "hoffmann-vingt-un") == (rules.code == "hoffmann-vingt-un")
    assert "unless the dealer also holds a natural" in kept[0].laws[0].words or rules.code == "enquire-within"
    assert not [e for e in g.log_for(None) if e.kind == "deal-passes"]


@pytest.mark.law("hoffmann-vingt-un:p14")
def test_hoffmanns_other_reading_a_cancelled_natural_ends_the_deal():
    rules = HOFFMANN.replace(first_round_grace=False, cancelled_natural_ends_deal=True)
    g = table(rules, CANCEL)
    assert g.view(0).dealer == 1
    ends = [e for e in g.log_for(None) if e.kind == "natural-ends-deal"]
    assert ends and ends[0].laws == ("hoffmann-vingt-un:p14",)
    assert [e for e in g.log_for(None) if e.kind == "deal-passes"]
    assert HOFFMANN.readings_of("hoffmann-vingt-un:p14")


@pytest.mark.law("enquire-within:113")
@pytest.mark.parametrize("reading, dealer", [("first-ace-or-knave", 2), ("first-ace", 0), ("first-knave", 2)])
def test_enquire_within_113_first_ace_or_knave_is_a_declared_reading(reading, dealer):
    from games.vingt_un.scenarios import stacked_pack
    rules = ENQUIRE_WITHIN.with_readings({"first_dealer": reading})
    g = VingtUn(rules, seats=3, pack=stacked_pack("2S JH AS"), seed=1)
    assert g.view(0).dealer == dealer
    e = [e for e in g.log_for(None) if e.kind == "first-dealer"][0]
    assert e.laws == ("enquire-within:113",)
    assert any(r.name == "first_dealer" for r in ENQUIRE_WITHIN.readings_of("enquire-within:113"))


@pytest.mark.law("hoffmann-vingt-un:p11")
def test_settlement_lines_name_payer_and_receiver():
    g = table(HOFFMANN, "9S 5H 10C  KD 6C 7C", rounds=1)
    g.do(Stand(1, 0)); g.do(Draw(2, 0))
    while not g.over:
        g.do(g.legal_actions()[0])
    assert g.settlement
    for line in g.settlement:
        assert line.payer_name and line.name and line.payer_name != line.name
        assert str(line).startswith(f"{line.payer_name} pays {line.name} {line.amount}")


@pytest.mark.law("enquire-within:114")
def test_enquire_within_knows_no_double():
    from games.core.testing import refused
    g = table(ENQUIRE_WITHIN, "9S 5H 10C  KD 6C 7C")
    e = refused(g, Double(0, True), "enquire-within:114")
    assert "knows no double" in str(e)


def _pays(g, who):
    return [e for e in g.log_for(None) if e.kind == "pay" and who in e.text]


@pytest.mark.law("hoffmann-vingt-un:p3", "hoffmann-vingt-un:p9", "hoffmann-vingt-un:p10")
def test_hoffmann_cites_the_count_and_his_worked_example_where_the_ace_counts_one():
    g = table(HOFFMANN, "AS 10C KD  2C 9H 8C" + "  2D 7C 3S 5H", rounds=1)
    for _ in range(4):
        g.do(Draw(1, 0))                      # ace, two, two: fifteen; a seven: twelve; a three, a five: twenty
    g.do(Stand(1, 0)); g.do(Stand(2, 0)); g.do(Stand(0, 0))
    (won,) = _pays(g, "pays Player 2")
    assert won.laws == ("hoffmann-vingt-un:p11", "hoffmann-vingt-un:p3", "hoffmann-vingt-un:p10")
    assert "either three or thirteen" in won.laws[2].words
    (lost,) = _pays(g, "pays Player 3")
    assert lost.laws == ("hoffmann-vingt-un:p11",)            # nineteen against eighteen: no ace decides


@pytest.mark.law("peel-vingt-un:p3", "enquire-within:115")
@pytest.mark.parametrize("rules, law, count", [(PEEL, "peel-vingt-un:p13", "peel-vingt-un:p3"),
                                               (ENQUIRE_WITHIN, "enquire-within:114", "enquire-within:115")],
                         ids=lambda x: getattr(x, "code", ""))
def test_the_count_is_cited_where_an_ace_counted_eleven_decides(rules, law, count):
    g = table(rules, "AS 10C KD  6D 9H 8C", rounds=1)
    g.do(Stand(1, 0)); g.do(Stand(2, 0)); g.do(Stand(0, 0))
    (soft,) = _pays(g, "Player 2 pays")                  # ace and six, seventeen, against eighteen
    assert soft.laws == (law, count)
    assert [line for line in g.settlement if line.payer == 1][0].laws == (law, count)


@pytest.mark.law("peel-vingt-un:p13", "peel-vingt-un:p3")
def test_a_described_round_is_settled_without_playing_a_sitting():
    from games.vingt_un.settle import settle_hands
    r = settle_hands(PEEL, dealer="KD 8C", punters=[("AS 6D", 2), ("10C 9H", 1), ("9S 5C 10H", 3)])
    assert r.net == (2 - 1 + 3, -2, 1, -3)
    assert [(l.payer_name, l.name, l.amount) for l in r.lines] == [
        ("Punter 3", "Dealer", 3), ("Punter 1", "Dealer", 2), ("Dealer", "Punter 2", 1)]
    assert {"peel-vingt-un:p13", "peel-vingt-un:p3", "peel-vingt-un:p12"} <= set(r.laws)
    h = settle_hands(HOFFMANN, dealer="AD QC", punters=[("AS KD", 1), ("5C 6C", 2)], doubled=True)
    assert h.net == (8, 0, -8) and "hoffmann-vingt-un:p7" in h.laws
    e = settle_hands(ENQUIRE_WITHIN, dealer="10D 8S", punters=[("10S 8H", 2)])
    assert e.net == (0, 0) and e.laws == ("enquire-within:114",)


@pytest.mark.parametrize("args", [
    dict(dealer="KD 8C", punters=[("AS KD 5C", 1)]),          # a card drawn to a natural
    dict(dealer="KD 8C", punters=[("10S 9S 5C 2C", 1)]),      # a card drawn to a hand already over
    dict(dealer="KD 8C", punters=[("AS AS", 1)]),             # two aces of spades in one pack
    dict(dealer="KD", punters=[("AS 6D", 1)]),                 # one card
    dict(dealer="KD 8C", punters=[("AS 6D", 0)]),              # no stake
    dict(dealer="KD 8C", punters=[]),                          # no punter
    dict(dealer="KD 8C", punters="AS 6D"),
])
def test_a_round_that_cannot_be_dealt_as_described_is_refused(args):
    from games.errors import GameError
    from games.vingt_un.settle import settle_hands
    with pytest.raises(GameError):
        settle_hands(PEEL, **args)


@pytest.mark.law("hoffmann-french-vingt-un:p2", "hoffmann-french-vingt-un:8")
def test_french_vingt_un_starts_at_any_round_and_the_clock_honours_an_arranged_pack():
    from games.core.testing import random_playthrough
    from games.vingt_un.french import FrenchVingtUn
    from games.vingt_un.scenarios import stacked_pack
    g = FrenchVingtUn(seats=3, seed=2, first_dealer=0, first_round=8, pack=stacked_pack("2S 2H 3C 4D"))
    assert g.over and g.round_no == 8
    said = [e.text for e in g.log_for(None) if e.kind == "clock"]
    assert said[:2] == ["\u201cOne\u201d: the two of spades", "\u201cTwo\u201d: the two of hearts"]
    g5 = FrenchVingtUn(seats=3, seed=2, first_round=5)
    assert g5.kind == "rouge-et-noir"
    random_playthrough(g5, seed=5)
    assert [e.text for e in g5.log_for(None) if e.kind == "round"][0].startswith("Round 5")
    with pytest.raises(IllegalActionError):
        FrenchVingtUn(seats=3, first_round=9)
