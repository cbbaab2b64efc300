"""The game-level readings of Vingt-un the books leave open, each choice played out.

Four questions the code once answered silently, now declared readings of the rule sets
(:mod:`games.vingt_un.rules`): several naturals at once (who takes the deal, the pool),
the dealer's divided hands, who pays a natural's additional privileges, and what a player
missed in the draw pays if he throws up his cards.  Each test plays the default reading and
the other on the same cards, and checks the difference.
"""

from __future__ import annotations

import pytest

from games.core.options import readings_for_law
from games.core.state import ChooseRemedy, Mode
from games.vingt_un.game_actions import Double, Draw, KeepDeal, MissPlayer, Split, Stake, Stand
from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, PEEL
from games.vingt_un.scenarios import arranged

from vingt_un_helpers import money, texts


def table(cards, rules=PEEL, seats=3, stakes=None, **kw):
    """Dealer 0; punters from his left, each staking one.  ``cards`` in the order taken from the stock."""
    g = arranged(rules, cards, seats=seats, dealer=0, **kw)
    if g.phase == "offer":
        g.do(KeepDeal(0))
    for seat, amount in zip(range(1, seats), stakes or (1,) * (seats - 1)):
        if g.phase == "stake":
            g.do(Stake(seat, amount))
    if g.phase == "double":
        g.do(Double(0, False))
    return g


def stand_out(g):
    while g.phase in ("turn", "dealer"):
        g.do(Stand(g.to_act, g.current_hand(g.to_act)))


# round 1: nobody has a natural (the first round's grace is not in question); round 2: seats 2 and 3 hold naturals
TWO_NATURALS = "9S 9H 9D 9C  8S 8H 8D 8C" + "  5C AC AD 6D  4C KC KD 7D"


@pytest.mark.law("peel-vingt-un:p18")
@pytest.mark.parametrize("reading, dealer", [("first-from-left", 2), ("next-in-rotation", 1)])
def test_law_p18_several_naturals_and_the_deal_to_the_holder(reading, dealer):
    rules = PEEL.replace(deal_passes="to-natural", several_naturals_deal=reading, selling_the_deal=False)
    g = table(TWO_NATURALS, rules=rules, seats=4)
    stand_out(g)                                              # round 1
    for s in (1, 2, 3):
        g.do(Stake(s, 1))
    g.do(Double(0, False))
    assert g.naturals.punters == [2, 3]
    stand_out(g)                                              # round 2
    assert g.dealer == g.deal.proper == dealer
    passing = texts(g, "deal-passes")[-1]
    assert ("the first of them from the dealer's left" in passing) == (reading == "first-from-left")
    assert ("none is the holder" in passing) == (reading == "next-in-rotation")


@pytest.mark.law("hoffmann-vingt-un:p15")
@pytest.mark.parametrize("reading, dealer", [("first-from-left", 2), ("next-in-rotation", 1)])
def test_law_hoffmann_p15_several_naturals_and_the_deal_to_the_holder(reading, dealer):
    rules = HOFFMANN.replace(deal_passes="to-natural", several_naturals_deal=reading)
    g = table(TWO_NATURALS, rules=rules, seats=4)
    stand_out(g)
    for s in (1, 2, 3):
        g.do(Stake(s, 1))
    g.do(Double(0, False))
    stand_out(g)
    assert g.dealer == dealer


@pytest.mark.law("enquire-within:115")
def test_law_enquire_within_115_settles_the_first_natural_takes_the_deal():
    assert ENQUIRE_WITHIN.law_for("several_naturals_deal") == "enquire-within:115"
    assert "several_naturals_deal" not in {r.name for r in ENQUIRE_WITHIN.readings()}   # settled, not read
    g = table("5C AC AD 6D  4C KC KD 7D", rules=ENQUIRE_WITHIN, seats=4)
    pays = [t for t in texts(g, "pay") if "natural" in t]
    assert pays == ["Player 1 pays Player 3 2: a natural",
                    "Player 1 pays Player 4 1: a natural (after the first, single stakes)"]
    stand_out(g)
    assert g.dealer == 2                                      # the first from the dealer's left takes the deal


@pytest.mark.law("peel-vingt-un:p18", "peel-vingt-un:p32")
@pytest.mark.parametrize("reading", ["first-from-left", "shared"])
def test_law_p18_several_naturals_and_the_pool(reading):
    rules = PEEL.replace(pool=True, pool_ante=1, pool_to_natural=True, several_naturals_pool=reading,
                         selling_the_deal=False)
    g = table("5C AC AD 9S 6D  4C KC KD 9H 7D", rules=rules, seats=5)   # seats 2 and 3: naturals; pool 5
    if reading == "first-from-left":
        assert g.ledger["pool"] == 0 and money(g) == [-1 - 4, -1, -1 + 2 + 5, -1 + 2, -1]
    else:
        assert g.ledger["pool"] == 1                          # 5 shared by two: the odd counter stays
        assert money(g) == [-1 - 4, -1, -1 + 2 + 2, -1 + 2 + 2, -1]
        assert texts(g, "pay").count("the pool pays Player 3 2: a share of the pool, to each of 2 naturals") == 1
    g.check_invariants()


# the dealer holds 8S 8H and divides: hand 1 takes 10C (18, content), hand 2 takes 3D and draws 5D (16)
DEALER_PAIR = "10S 10H 8S  9S 7H 8H" + "  10C 3D 5D"


@pytest.mark.law("peel-vingt-un:p16", "peel-vingt-un:p13")
@pytest.mark.parametrize("reading, expected", [("each-hand", [-2, 2, 0]), ("best-hand", [0, 1, -1])])
def test_law_p16_the_dealers_divided_hands(reading, expected):
    g = table(DEALER_PAIR, rules=PEEL.replace(dealer_split_settles=reading))
    g.do(Stand(1, 0)); g.do(Stand(2, 0))                      # 19 and 17
    g.do(Split(0, 0, 0))
    assert [h.total for h in g.hands[0]] == [18, 11]
    g.do(Stand(0, 0)); g.do(Draw(0, 1)); g.do(Stand(0, 1))
    # each hand: 19 wins against 18 and 16, 17 loses to 18 and wins against 16; the best: 18 alone
    assert money(g) == expected
    assert bool(texts(g, "dealer-best")) == (reading == "best-hand")
    g.check_invariants()


@pytest.mark.law("hoffmann-vingt-un:p12")
@pytest.mark.parametrize("reading, expected", [("each-hand", [-2, 2, 0]), ("best-hand", [0, 1, -1])])
def test_law_hoffmann_p12_the_dealers_divided_hands_if_he_may_divide(reading, expected):
    g = table(DEALER_PAIR, rules=HOFFMANN.replace(dealer_may_split=True, dealer_split_settles=reading))
    g.do(Stand(1, 0)); g.do(Stand(2, 0))
    g.do(Split(0, 0, 0))
    g.do(Stand(0, 0)); g.do(Draw(0, 1)); g.do(Stand(0, 1))
    assert money(g) == expected


@pytest.mark.law("peel-vingt-un:p16")
def test_law_p16_the_dealers_best_hand_when_all_are_over():
    # hand 1 takes 10C (18) and draws 9C: over; hand 2 takes 3D (11), draws 5D (16) and KC: over
    g = table("10S 10H 8S  9S 7H 8H" + "  10C 3D 9C 5D KC", rules=PEEL.replace(dealer_split_settles="best-hand"))
    g.do(Stand(1, 0)); g.do(Stand(2, 0))
    g.do(Split(0, 0, 0))
    g.do(Draw(0, 0)); g.do(Draw(0, 1)); g.do(Draw(0, 1))
    assert money(g) == [-2, 1, 1]                             # the dealer over pays each punter once
    assert "every one of them being over" in texts(g, "dealer-best")[0]


@pytest.mark.law("peel-vingt-un:p32")
@pytest.mark.parametrize("reading", ["punters", "all"])
def test_law_p32_who_pays_the_additional_privileges(reading):
    rules = PEEL.replace(natural_bonus=2, natural_bonus_from=reading)
    g = table("5C AC 6D 9D  4C KC 7D 8D", rules=rules, seats=4, stakes=(1, 3, 2))   # seat 2: a natural on 3
    pays = texts(g, "pay")
    assert "Player 2 pays Player 3 6: the additional privilege of a natural" in pays
    assert "Player 4 pays Player 3 6: the additional privilege of a natural" in pays
    by_dealer = "Player 1 pays Player 3 6: the additional privilege of a natural (the dealer too)"
    assert (by_dealer in pays) == (reading == "all")
    assert money(g)[2] == 6 + 12 + (6 if reading == "all" else 0)


@pytest.mark.law("peel-vingt-un:p26")
@pytest.mark.parametrize("reading, expected", [("nothing", [0, 0, 0]), ("pays", [2, -2, 0])])
def test_law_p26_a_missed_player_who_throws_up(reading, expected):
    g = table("4S 10H 10C  3D 9H 6D" + " 2C 5C", rules=PEEL.replace(missed_throw_up=reading), stakes=(2, 1),
              mode=Mode.TABLE)
    g.do(MissPlayer(0, 1))
    label = g.open_rulings[0].ruling.options[1].label
    assert label.endswith("and pay the stake" if reading == "pays" else "nothing paid")
    g.do(ChooseRemedy(1, 1))
    assert g.hands[1][0].thrown_up and g.to_act == 2 and money(g) == expected
    g.check_invariants()


@pytest.mark.law("peel-vingt-un:p18", "peel-vingt-un:p16", "peel-vingt-un:p32", "peel-vingt-un:p26")
def test_the_site_lists_the_readings_beside_the_laws():
    for law, name in [("peel-vingt-un:p18", "several_naturals_deal"), ("peel-vingt-un:p32", "several_naturals_pool"),
                      ("peel-vingt-un:p16", "dealer_split_settles"), ("peel-vingt-un:p32", "natural_bonus_from"),
                      ("peel-vingt-un:p26", "missed_throw_up"), ("hoffmann-vingt-un:p12", "dealer_split_settles")]:
        found = [r for rs, r in readings_for_law(law) if r.name == name]
        assert found and all(len(r.choices) == 2 and all(text for _, text in r.explanations) for r in found), law
    assert PEEL.differences() == {} and HOFFMANN.differences() == {}   # the defaults are the readings played so far


@pytest.mark.law("enquire-within:114", "peel-vingt-un:p13")
def test_a_books_readings_are_chosen_by_name_and_text_and_refused_otherwise():
    """The notebook's READINGS (and the table's ``readings=``) choose among the book's declared readings by
    name, the value as a choice or its text; a reading the book does not declare, or a choice it does not
    admit, is refused citing the paragraph, and nothing else changes."""
    from fractions import Fraction

    from games.errors import RuleSetError
    from games.vingt_un.rules import ENQUIRE_WITHIN, PEEL
    from games.widgets.vingt_un import VingtUnPanel, readings_text

    ew = ENQUIRE_WITHIN.with_readings({"ties": "dealer", "dealer_stands_on": "16"})
    assert (ew.ties, ew.dealer_stands_on) == ("dealer", 16) and ew.code == ENQUIRE_WITHIN.code
    peel = PEEL.with_readings({"natural_ends_deal": "false", "pool": "true", "pool_tie_share": "1/4"})
    assert (peel.natural_ends_deal, peel.pool, peel.pool_tie_share) == (False, True, Fraction(1, 4))
    assert PEEL.with_readings({}) is PEEL
    with pytest.raises(RuleSetError) as err:
        PEEL.with_readings({"ties": "dealer"})            # Peel declares no reading of ties
    assert "declares no reading 'ties'" in str(err.value)
    with pytest.raises(RuleSetError) as err:
        ENQUIRE_WITHIN.with_readings({"ties": "punter"})
    assert err.value.law == "enquire-within:114"
    table = VingtUnPanel(5, "enquire-within", readings={"ties": "dealer"})
    assert table.rules.ties == "dealer" and table.game.rules.ties == "dealer"
    assert "ties (enquire-within:114): standoff, dealer; the code takes standoff" in readings_text("enquire-within")
