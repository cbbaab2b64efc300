"""Hoffmann's two varieties of Solo Whist ({156}), law by law on the game.

¶ p2: Solo Whist for five -- the player on the dealer's right stands out every round and neither
pays nor receives on it.  ¶ p3: Solo Whist for three -- no proposal and acceptance, the solo the
lowest call; the forty-card pack with the fortieth card turned up for trump and nobody's, or three
suits only; tricks of three cards.  (¶ p1 only announces the two: not executable.)
"""

from __future__ import annotations

from collections import Counter

import pytest

from games.cards import Card, Rank, Suit, solo_whist_pack, standard_pack
from games.core.state import Mode
from games.core.testing import refused
from games.errors import IllegalActionError, IrregularActionError, OutOfTurnError
from games.laws import NOT_EXECUTABLE
from games.solo.actions import Call, Deal, Pass, Play
from games.solo.game import Auto, SoloWhist
from games.solo.rules import HOFFMANN_SOLO
from games.solo.scenarios import FIVE, THREE_FORTY, THREE_SUITS, arranged

from solo_helpers import passes, play_out, texts

P2 = "hoffmann-solo-whist:p2"
P3 = "hoffmann-solo-whist:p3"
SUITS3 = HOFFMANN_SOLO.replace(three_hand_pack="three-suits")


def test_p1_announces_the_two_varieties_and_is_not_executable():
    assert "announcement" in NOT_EXECUTABLE["hoffmann-solo-whist:p1"]
    with pytest.raises(IllegalActionError) as e:
        SoloWhist(players=4)
    assert e.value.law == "hoffmann-solo-whist:p1"


# -- ¶ p2: Solo Whist for five -------------------------------------------------------------------

@pytest.mark.law("hoffmann-solo-whist:p2")
def test_law_p2_the_player_on_the_dealers_right_stands_out():
    g = arranged(5, FIVE)
    v = g.view(4)
    assert v.dealer == 0 and v.standing_out == 4 and v.hand == () and v.playing == (1, 2, 3, 0)
    assert all(len(g.view(s).hand) == 13 for s in (0, 1, 2, 3))
    assert "Player 5 stands out this round, on the dealer's right" in texts(g, "stand-out")[0]
    assert g.legal_actions(4) == []
    g.do(Call(1, "abundance", "H"))
    passes(g, 2, 3, 0)
    seen = set()
    while g.phase.value == "play" and g.deal.number == 1:
        seen.add(g.to_act)
        g.do(g.legal_actions()[0])
    assert seen == {0, 1, 2, 3}
    won = texts(g, "trick")
    assert len(won) == 13 and all(w.endswith("(4 cards)") for w in won)


@pytest.mark.law("hoffmann-solo-whist:p2")
def test_law_p2_the_player_standing_out_neither_pays_nor_receives():
    g = arranged(5, FIVE, deals=2)
    g.do(Call(1, "abundance", "H"))
    passes(g, 2, 3, 0)
    last = None
    while g.deal.number == 1:
        last = g.view(0)
        g.do(g.legal_actions()[0])
    assert all(len(t) == 4 for t in last.tricks)  # four cards to a trick: the fifth player plays none
    pays = texts(g, "pay")
    assert "Player 5 stands out: he neither pays nor receives" in pays
    assert not any(p.startswith("Player 5 pays") or p.endswith(f"pays Player 5 {n}") for p in pays for n in
                   range(1, 200))
    b = g.view(4).balances
    assert b[4] == 0 and sum(b) == 0 and b[1] != 0
    assert sorted(b[s] for s in (0, 2, 3)) == [b[0]] * 3  # each adversary alike


@pytest.mark.law("hoffmann-solo-whist:p2")
def test_law_p2_every_round_one_man_stands_out_the_deal_passing_to_the_left():
    g = SoloWhist(players=5, seed=12, deals=5)
    seen = []
    while not g.over:
        v = g.view(0)
        if v.deal_number > len(seen):
            seen.append((v.dealer, v.standing_out))
        g.do(g.legal_actions()[0])
    assert seen == [(0, 4), (1, 0), (2, 1), (3, 2), (4, 3)]


@pytest.mark.law("hoffmann-solo-whist:p2")
def test_law_p2_the_player_standing_out_makes_no_call_strict_refuses_it():
    g = arranged(5, FIVE)
    e = refused(g, Call(4, "solo"), P2, IrregularActionError)
    assert "stands out" in str(e)
    refused(g, Pass(4), P2, IrregularActionError)
    g.do(Call(1, "solo"))
    passes(g, 2, 3, 0)
    refused(g, Play(4, Card.parse("2C")), P2, OutOfTurnError)


@pytest.mark.law("hoffmann-solo-whist:p2")
def test_law_p2_a_call_by_the_player_standing_out_is_void_at_the_table():
    g = arranged(5, FIVE, mode=Mode.TABLE)
    before = g.view(1)
    g.do(Call(4, "misère"))
    rulings = [e for e in g.log_for(None) if e.kind == "ruling"]
    assert rulings and rulings[-1].laws == (P2,) and "stands out this round" in rulings[-1].text
    after = g.view(1)
    assert after.call is None and after.to_act == before.to_act == 1 and after.calls == ()
    assert g.legal_actions(4) == []


# -- ¶ p3: Solo Whist for three ------------------------------------------------------------------

@pytest.mark.law("hoffmann-solo-whist:p3")
def test_law_p3_no_proposal_and_acceptance_the_solo_the_lowest_call():
    g = arranged(3, THREE_FORTY)
    refused(g, Call(1, "proposal"), P3, IllegalActionError)
    refused(g, Call(1, "acceptance"), P3, IllegalActionError)
    calls = {a.what for a in g.legal_actions(1) if isinstance(a, Call)}
    assert calls == {"solo", "misère", "abundance", "abundance declared"}
    five = arranged(5, FIVE)
    assert "proposal" in {a.what for a in five.legal_actions(1) if isinstance(a, Call)}


@pytest.mark.law("hoffmann-solo-whist:p3")
def test_law_p3_twos_threes_and_fours_thrown_out_the_fortieth_card_turned_for_trump():
    g = arranged(3, THREE_FORTY)
    views = [g.view(s) for s in range(3)]
    dealt = [c for v in views for c in v.hand]
    assert len(dealt) == 39 and len(set(dealt)) == 39
    assert not {c.rank for c in dealt} & {Rank.TWO, Rank.THREE, Rank.FOUR}
    up = views[0].turnup
    assert up == Card.parse("5D") and up not in dealt and Counter(dealt + [up]) == Counter(solo_whist_pack())
    assert all(v.turnup_owner is None for v in views)  # "not regarding that card as belonging to any individual"
    g.do(Call(1, "solo"))
    passes(g, 2, 0)
    assert g.view(0).trumps is Suit.DIAMONDS  # turned up "as trump"


@pytest.mark.law("hoffmann-solo-whist:p3")
def test_law_p3_the_fortieth_card_belongs_to_nobody_nobody_plays_it():
    g = arranged(3, THREE_FORTY)
    g.do(Call(1, "solo"))
    passes(g, 2, 0)
    assert Play(1, Card.parse("5D")) not in g.legal_actions()
    refused(g, Play(1, Card.parse("5D")), P3, IrregularActionError)
    t = arranged(3, THREE_FORTY, mode=Mode.TABLE)
    t.do(Call(1, "solo"))
    passes(t, 2, 0)
    t.do(Play(1, Card.parse("5D")))
    ruling = [e for e in t.log_for(None) if e.kind == "ruling"][-1]
    assert ruling.laws == (P3,) and "belongs to no player" in ruling.text
    v = t.view(2)
    assert v.trick == () and v.turnup == Card.parse("5D") and v.to_act == 1 and len(t.view(1).hand) == 13
    t.check_invariants()


@pytest.mark.law("hoffmann-solo-whist:p3")
def test_law_p3_the_tricks_consist_of_three_cards_each():
    g = arranged(3, THREE_FORTY, deals=2)
    g.do(Call(1, "abundance", "S"))
    passes(g, 2, 0)
    last = None
    while g.deal.number == 1:
        last = g.view(2)
        g.do(g.legal_actions()[0])
    assert len(last.tricks) == 12 and all(len(t) == 3 for t in last.tricks) and len(last.trick) == 2
    won = texts(g, "trick")
    assert len(won) == 13 and all(w.endswith("(3 cards)") for w in won)
    assert sum(g.view(0).balances) == 0


@pytest.mark.law("hoffmann-solo-whist:p3")
def test_law_p3_the_other_plan_three_suits_only():
    g = arranged(3, THREE_SUITS, rules=SUITS3)
    dealt = [c for s in range(3) for c in g.view(s).hand]
    assert len(dealt) == 39 and {c.suit for c in dealt} == {Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES}
    assert Counter(dealt) == Counter(solo_whist_pack("three-suits"))
    v = g.view(1)
    assert v.turnup == Card.parse("2D") and v.turnup_owner == 0 and v.turnup in g.view(0).hand
    spades_out = SoloWhist(SUITS3.replace(leave_out="S"), players=3, seed=2)
    assert Suit.SPADES not in {c.suit for s in range(3) for c in spades_out.view(s).hand}
    bare = SoloWhist(SUITS3.replace(three_suits_trump="no-turn-up"), players=3, seed=2)
    assert bare.view(0).turnup is None
    bare.do(Call(1, "solo"))
    passes(bare, 2, 0)
    assert bare.view(0).trumps is None


@pytest.mark.law("hoffmann-solo-whist:p3")
def test_law_p3_the_three_hand_sitting_pays_between_the_three():
    g = SoloWhist(players=3, seed=5, deals=6)
    while not g.over:
        g.do(g.legal_actions()[0] if g.phase.value != "call" else
             next(a for a in g.legal_actions() if isinstance(a, Call) and a.what == "solo")
             if g.to_act == g.deal.playing[0] and not g.deal.calls else g.legal_actions()[0])
    b = g.view(0).balances
    assert sum(b) == 0 and any(b)


# -- the calls and their payments (Hoffmann's, from outside these pages) ---------------------------

@pytest.mark.law("hoffmann-solo-whist:p2")
def test_a_proposal_accepted_pays_partner_by_adversary_and_not_the_man_standing_out():
    g = arranged(5, FIVE, deals=1)
    g.do(Call(1, "proposal"))
    g.do(Call(2, "acceptance"))
    passes(g, 3, 0)
    assert g.view(3).side == (1, 2) and g.view(3).call == "proposal"
    play_out(g)
    ok, made, amount = g.result()
    b = g.view(0).balances
    assert b[4] == 0 and b[1] == b[2] == -b[0] == -b[3] == (amount if ok else -amount)
    assert amount == 6 + abs(made - 8) * (2 if made == 13 else 1)


def test_the_calls_overcall_and_a_passed_player_calls_no_more():
    g = arranged(5, FIVE)
    g.do(Call(1, "solo"))
    e = refused(g, Call(2, "proposal"), "solo-calls")   # the calls are Solo Whist's own, from outside these pages
    assert "edition" in e.law.label and e.law.label.endswith("from outside these pages")
    refused(g, Call(2, "solo"), "solo-calls")
    g.do(Call(2, "misère"))
    g.do(Pass(3))
    g.do(Pass(0))
    assert g.to_act == 1  # the solo caller may go higher
    g.do(Call(1, "abundance declared", "H"))
    passes(g, 2)
    assert g.view(0).phase == "play" and g.view(0).trumps is Suit.HEARTS and g.to_act == 1  # he leads
    refused(g, Pass(3), "solo-calls")


def test_all_pass_the_cards_are_thrown_up_and_the_next_deals():
    g = arranged(5, FIVE, deals=2)
    passes(g, 1, 2, 3, 0)
    assert "the cards are thrown up" in texts(g, "thrown-up")[0]
    assert g.view(0).dealer == 1 and g.view(0).standing_out == 0


def test_a_solo_made_is_paid_by_each_adversary_the_stake_and_the_over_tricks():
    g = arranged(5, FIVE, deals=1)
    g.do(Call(1, "abundance", "H"))
    passes(g, 2, 3, 0)
    while not g.over:
        g.do(g.legal_actions()[0])
    ok, made, amount = g.result()
    per = amount if ok else -amount
    b = g.view(0).balances
    assert b[1] == 3 * per and b[0] == b[2] == b[3] == -per and b[4] == 0
    assert amount == 18 + abs(made - 9)
    flat = arranged(5, FIVE, deals=1, rules=HOFFMANN_SOLO.replace(stakes="flat"))
    flat.do(Call(1, "abundance", "H"))
    passes(flat, 2, 3, 0)
    while not flat.over:
        flat.do(flat.legal_actions()[0])
    assert flat.result()[2] == 18


def test_the_deal_refuses_what_is_not_its_to_do():
    g = SoloWhist(players=5, seed=1, automations=Auto.NONE)
    refused(g, Deal(1), "solo-deal", OutOfTurnError)       # the deal is Solo Whist's own, from outside these pages
    refused(g, Call(1, "solo"), "solo-calls")
    g.do(Deal(0))
    refused(g, Deal(0), "solo-deal")
    assert len(standard_pack()) == 52
