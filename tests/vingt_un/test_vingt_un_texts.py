"""Fidelity to the texts (issue 14): the count cited where the ace decides, the readings declared, the dealer's
kept deal logged, payer and receiver named, the described round settled, French Vingt-Un from any round."""

from __future__ import annotations

import pytest

from games.vingt_un.game_actions import Double, Draw, KeepDeal, Stake, Stand
from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, PEEL
from games.vingt_un.scenarios import arranged
from games.vingt_un.game import VingtUn

from vingt_un_helpers import texts

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
                                        (HOFFMANN.replace(first_round_grace=False), "hoffmann-vingt-un:p14")],
                         ids=lambda x: getattr(x, "code", ""))
def test_a_cancelled_natural_leaves_the_deal_with_the_dealer_and_says_so(rules, law):
    g = table(rules, CANCEL)
    assert g.round_no == 1 and g.view(0).dealer == 0
    kept = [e for e in g.log_for(None) if e.kind == "dealer-keeps-deal"]
    assert kept and kept[0].laws == (law,) and "Player 2's" in kept[0].text
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
    assert won.laws == ("hoffmann-vingt-un:p11", "hoffmann-vingt-un:p3", "hoffmann-vingt-un:p9",
                        "hoffmann-vingt-un:p10")
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
