"""The engine defects of issue 7, each checked against the law it concerns."""

from __future__ import annotations

import pytest

from games.core.state import Mode
from games.core.testing import refused
from games.errors import IllegalActionError, IrregularActionError, RuleSetError
from games.poker import (
    Claim, Draw, FaceUpInPack, Give, Pass, PokerRules, RaiseHand, Show, Sitting, Stake,
    arranged_game,
)

NAMES = ["Ann", "Bob", "Cy", "Di"]
ANN, BOB, CY, DI = range(4)
HANDS = ["2S 2H 5C 9D KS", "JS JH 4C 8D QS", "3S 3H 6C 10D AS", "7S 7H 7C 10C 10S"]
DRAW = "AH AD AC 2C 2D 3C 3D 4D 4H 5D 5H 6D"


def kinds(g, kind):
    return [e for e in g.log_for(None) if e.kind == kind]


def pass_all(g):
    while not g.over:
        g.do(Pass(g.to_act))


@pytest.mark.law("peel-poker:29", "peel-poker:81")
def test_defect_10_law_29_abrogated_not_opened_says_no_jackpot():
    s = Sitting(NAMES, dealer=0)
    s.abrogate("peel-poker:29", consenting=range(4))
    g = s.new_game()
    pass_all(g)
    (e,) = kinds(g, "not-opened")
    assert "jack-pot" not in e.text.replace("the jack-pot rule is set aside", "") and "peel-poker:29" not in e.laws
    assert e.laws == ("peel-poker:81",)
    assert all("peel-poker:29" not in line.laws for line in g.settlement)
    assert not s.new_game().jackpot and s.current.pool == g.pool + 1 and g.pool == 1


@pytest.mark.law("peel-poker:81")
def test_defect_11_new_players_may_agree_anew_before_their_first_game():
    s = Sitting(NAMES, dealer=0)
    s.abrogate("peel-poker:33", consenting=range(4))
    pass_all(s.new_game())
    with pytest.raises(IllegalActionError):
        s.abrogate("peel-poker:62", consenting=range(4))  # play has begun
    s.change_players(["Ann", "Bob", "Cy", "Eve"])
    assert s.enforced("peel-poker:33")  # the old abrogation lapsed
    with pytest.raises(IllegalActionError) as e:
        s.abrogate("peel-poker:33", consenting=[0, 1, 2])
    assert e.value.law == "peel-poker:81"  # still unanimous
    s.abrogate("peel-poker:33", consenting=range(4))  # a new agreement before the new players' first game
    assert not s.enforced("peel-poker:33")
    pass_all(s.new_game())
    with pytest.raises(IllegalActionError):
        s.abrogate("peel-poker:62", consenting=range(4))


@pytest.mark.law("peel-poker:20", "peel-poker:62", "peel-poker:81")
def test_defect_12_a_player_who_cannot_pay_the_ante_retires_from_the_sitting():
    s = Sitting(NAMES, chips=[10, 0, 10, 10], dealer=0, rules=PokerRules(borrowing=False))
    assert s.cannot_pay() == [BOB]
    with pytest.raises(IllegalActionError) as e:
        s.new_game()
    assert e.value.law == "peel-poker:20"
    total = s.ledger.total
    s.retire_from_sitting(BOB)
    assert s.players == ("Ann", "Cy", "Di") and s.players[s.dealer] == "Ann" and s.cannot_pay() == []
    assert s.ledger.total == total and "Bob leaves the table" in s.log[-1].text
    g = s.new_game()
    assert g.to_act is not None
    s.check_invariants()
    with pytest.raises(IllegalActionError):
        s.retire_from_sitting(0)  # not during a game
    two = Sitting(["Ann", "Bob"], dealer=0)
    with pytest.raises(RuleSetError):
        two.retire_from_sitting(1)


def to_betting(**kw):
    g = arranged_game(NAMES, HANDS, DRAW, **kw)
    g.do(Stake(CY, 2))
    while g.phase.value == "play":
        g.do(Stake(g.to_act, g.highest - g.view(g.to_act).stakes[g.to_act]))
    while g.phase.value == "draw":
        g.do(Draw(g.to_act, ()) if g.actor == "player" else Give(g.drawer))
    return g


@pytest.mark.law("peel-poker:54", "peel-poker:56")
def test_defect_4_law_54_default_retires_and_forfeits_deposits_stay_in_the_pool():
    for rules in (PokerRules(), PokerRules(short_stake="refuse")):
        g = to_betting(rules=rules)
        g.do(Stake(CY, 4))
        pool = g.pool
        if rules.short_stake == "retire":
            g.do(Stake(DI, 1))  # short: he retires; the 1 he deposits is a deposit into the pool (law 56, issue 14)
            pool += 1
        else:
            refused(g, Stake(DI, 1), "peel-poker:53")
            g.do(Pass(DI))
        v = g.view(CY)
        assert not v.in_game[DI] and v.pool == pool  # his 2 staked stay in the pool (law 56)
        assert kinds(g, "retire")[-1].laws == ("peel-poker:54",)


@pytest.mark.law("peel-poker:10", "peel-poker:40")
def test_defect_6_a_card_found_face_up_in_the_draw_is_a_reading_by_analogy_with_law_40():
    g = arranged_game(NAMES, HANDS, DRAW)
    g.do(Stake(CY, 2))
    while g.phase.value == "play":
        g.do(Stake(g.to_act, g.highest - g.view(g.to_act).stakes[g.to_act]))
    top = g.pack[0]
    g.do(FaceUpInPack(DI))
    ruling = kinds(g, "ruling")[-1]
    assert ruling.laws == ("peel-poker:10", "peel-poker:40")
    assert "reading" in ruling.text
    assert "analogy with Rule 40" in ruling.text
    (back,) = kinds(g, "returned")
    assert back.laws == ("peel-poker:40",)
    assert g.pack[-1] == top and top.name in back.text
    g.check_invariants()
    strict = arranged_game(NAMES, HANDS, DRAW, mode=Mode.STRICT)
    refused(strict, FaceUpInPack(DI), "peel-poker:10", IrregularActionError)


@pytest.mark.law("peel-poker:13", "peel-poker:14", "peel-poker:63")
def test_defect_7_a_four_card_hand_bet_on_then_found_foul_is_settled_by_laws_13_14_63():
    g = arranged_game(NAMES, HANDS, DRAW, deal=False)
    from games.poker import DealCard, FinishDeal

    while not g.deal_finished:  # the dealer gives Bob's last card to Cy, and stops
        if g.dealt == 16:
            g.do(DealCard(to=CY))
        elif sum(g.view(0).card_counts) == 20:
            g.do(FinishDeal())
        else:
            g.do(DealCard())
    for s in (BOB, CY, DI, ANN):
        g.do(RaiseHand(s))  # nobody notices Bob's four cards nor Cy's six
    assert not (not g.view(BOB).in_game[BOB])
    g.do(Stake(CY, 2))  # Cy opens with six cards
    g.do(Stake(DI, 2))
    g.do(Stake(ANN, 2))
    g.do(Stake(BOB, 1))  # Bob bets on his four cards: 2 in all
    before = g.stacks[BOB]
    g.do(Claim(DI, "a wrong number of cards dealt", BOB))  # then it is found foul
    rulings = [e.laws for e in kinds(g, "ruling")]
    assert ("peel-poker:13", "peel-poker:14") in rulings and ("peel-poker:63",) in rulings
    assert (not g.view(BOB).in_game[BOB]) and g.stacks[BOB] == before + 1  # the dealer refunds his ante only (law 14)
    g.do(Claim(ANN, "a wrong number of cards dealt", CY))
    assert not g.view(CY).in_game[CY]
    while not g.over:
        if g.actor == "player" and g.phase.value == "draw":
            g.do(Draw(g.to_act, ()))
        elif g.phase.value == "draw":
            g.do(Give(g.drawer))
        elif g.phase.value == "show":
            g.do(Show(g.to_act))
        else:
            g.do(Stake(g.to_act, g.highest - g.view(g.to_act).stakes[g.to_act]))
    winner = [l for l in g.settlement if l.amount > 0]
    assert [l.seat for l in winner] == [DI]  # the full beats Ann's twos; Bob's and Cy's stakes stay in the pool
    assert winner[0].amount == 2 * 4  # 2 from each: Bob's ante and bet stay in the pool (laws 14, 63)
    assert g.stacks[BOB] == 100 - 2 + 1 and g.stacks[ANN] == 100 - 2 - 1  # the dealer refunded Bob's ante (law 14)
    g.check_invariants()


@pytest.mark.law("peel-poker:46")
def test_defect_5_law_46_the_disputant_at_the_dealers_right_is_a_declared_reading():
    (r,) = PokerRules().readings_of("peel-poker:46")
    assert r.name == "right_hand_disputant" and r.default == "skip" and r.choices == ("skip", "as-printed")
    g = arranged_game(NAMES, HANDS, DRAW)  # Ann deals: Bob at her left, Di at her right
    assert g.evidence_order(DI) == [BOB, CY]  # the edition's reading: Di, a party, gives no evidence
    g2 = arranged_game(NAMES, HANDS, DRAW, rules=PokerRules(right_hand_disputant="as-printed"))
    assert g2.evidence_order(DI) == [BOB, DI, CY]  # as the words run: the person at the dealer's right
    assert g2.evidence_order(CY) == g.evidence_order(CY) == [BOB, DI]


@pytest.mark.law("peel-poker:46", "peel-poker:79")
def test_defect_5_the_referees_ruling_follows_the_reading_of_the_game_in_force():
    from games.poker.referee import DemandDisputed, rule

    facts = DemandDisputed(disputant=DI, dealer=ANN, players=4, witnesses=frozenset({DI, CY}))
    skip = arranged_game(NAMES, HANDS, DRAW)
    printed = arranged_game(NAMES, HANDS, DRAW, rules=PokerRules(right_hand_disputant="as-printed"))
    assert rule(skip, facts).decided_by == CY          # Di's own word is passed over
    assert rule(printed, facts).decided_by == DI       # as printed: the person at the dealer's right
    assert rule(None, facts).decided_by == CY          # without a game, the edition's default reading
