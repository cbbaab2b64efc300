"""Vingt-un's rule sets (one per book, never blended) and the count of the cards."""

from __future__ import annotations

from dataclasses import fields
from fractions import Fraction

import pytest

from games.core.options import find_rules, readings_for_law
from games.errors import InvalidCardError, RuleSetError
from games.vingt_un.cards import FULL_PACK, Total, add, composition, is_natural, is_pair, pack_of, total, value
from games.vingt_un.rules import (
    ALL_RULES, BOOKS, CHOICES, ENQUIRE_WITHIN, HOFFMANN, HOFFMANN_FRENCH, MODERN, PEEL, VingtUnRules, find_vingt_un,
)


# -- the count -----------------------------------------------------------------------------------------------

@pytest.mark.law("peel-vingt-un:p3", "hoffmann-vingt-un:p3", "enquire-within:115")
def test_court_cards_count_ten_and_the_ace_one_or_eleven():
    assert [value(c) for c in ("KS", "QD", "JH", "10C", "9S", "AS")] == [10, 10, 10, 10, 9, 1]
    assert total("AS 9D") == Total(20, True)
    assert total("AS 9D 5C") == Total(15, False)       # the ace now one
    assert total("AS AD") == Total(12, True)           # only one ace can be eleven
    assert total("AS AD AH AC 7S") == Total(21, True)
    assert total("KS QD 2C").over and not total("KS QD AC").over
    assert total("AS 6D", ace_eleven=False) == Total(7, False)
    with pytest.raises(InvalidCardError):
        value("11C")


def test_adding_a_card_agrees_with_counting_the_whole_hand():
    import itertools
    for n in (2, 3, 4):
        for vals in itertools.product(range(1, 11), repeat=n):
            t = total(vals[:1])
            for v in vals[1:]:
                t = add(t, v)
            assert t == total(vals), vals


@pytest.mark.law("peel-vingt-un:p5", "hoffmann-vingt-un:p4", "enquire-within:115")
def test_a_natural_is_an_ace_and_a_tenth_card_in_two_cards():
    assert is_natural("AS KD") and is_natural("10H AC")
    assert not is_natural("AS 5D 5C") and not is_natural("KS QD AC") and not is_natural("AS AD")
    assert total("5S 6D QC").points == 21 and not is_natural("5S 6D QC")   # a drawn Vingt-un (p14)


@pytest.mark.law("peel-vingt-un:p16", "hoffmann-vingt-un:p12")
def test_pairs_are_of_one_denomination():
    assert is_pair("KS KD") and is_pair("AS AH") and is_pair("2C 2D")
    assert not is_pair("KS QD") and not is_pair("KS KD KH")
    assert is_pair("KS QD", by="value")
    with pytest.raises(InvalidCardError):
        is_pair("KS KD", by="suit")


@pytest.mark.law("hoffmann-vingt-un:p1", "hoffmann-vingt-un:p5")
def test_sixteen_tenth_cards_in_the_pack():
    assert FULL_PACK[9] == 16 and sum(FULL_PACK) == 52
    assert composition("AS KD QH") == (3, 4, 4, 4, 4, 4, 4, 4, 4, 14)
    assert pack_of("AS 10D") == (1, 0, 0, 0, 0, 0, 0, 0, 0, 1)
    with pytest.raises(InvalidCardError):
        composition("AS AD AH AC AS")


# -- the rule sets -----------------------------------------------------------------------------------------

def test_every_rule_set_is_registered_and_found_by_its_code():
    for r in ALL_RULES:
        assert isinstance(r, VingtUnRules)
        assert find_rules(r.name) is r and find_vingt_un(r.name) is r
        if r.code:
            assert find_vingt_un(r.code) is r
    assert len({r.name for r in ALL_RULES}) == len(ALL_RULES)


def test_every_field_value_is_one_of_its_choices_and_every_law_cited_exists():
    from games.laws import check_law_id
    for r in ALL_RULES:
        for f in fields(r):
            if f.name in CHOICES:
                assert getattr(r, f.name) in CHOICES[f.name], (r.name, f.name)
        for law in r.settled_by.values():
            check_law_id(law)
            assert law.split(":")[0] in (r.code, "hoffmann-vingt-un") or r is HOFFMANN_FRENCH
        for rd in r.readings():
            for law in rd.laws:
                own = (r.code, "hoffmann-vingt-un") if r is HOFFMANN_FRENCH else (r.code,)   # round 1 "as ordinary"
                assert law.split(":")[0] in own, (r.name, rd.name, law)   # each book reads its own laws
            assert rd.default in rd.choices and rd.title


def test_a_bad_value_is_refused_naming_the_law():
    with pytest.raises(RuleSetError) as e:
        PEEL.replace(ties="punter")
    assert e.value.law == "peel-vingt-un:p8"
    with pytest.raises(RuleSetError) as e:
        ENQUIRE_WITHIN.replace(ties="punter")
    assert e.value.law == "enquire-within:114"
    with pytest.raises(RuleSetError):
        PEEL.replace(min_stake=5, max_stake=2)
    with pytest.raises(RuleSetError):
        PEEL.replace(deal_limit="rounds")                 # how many rounds?
    with pytest.raises(RuleSetError):
        PEEL.replace(deal_limit="two-packs")              # needs two packs
    assert PEEL.replace(deal_limit="two-packs", packs=2).packs == 2
    with pytest.raises(RuleSetError):
        PEEL.replace(pool_ante=1)                         # no pool
    assert PEEL.replace(pool=True, pool_ante=1, pool_to_natural=True).pool_to_natural


@pytest.mark.law("peel-vingt-un:p8", "peel-vingt-un:p13", "hoffmann-vingt-un:p11", "enquire-within:114")
def test_ties():
    assert PEEL.ties == "dealer" and PEEL.law_for("ties") == "peel-vingt-un:p8"
    assert HOFFMANN.ties == "dealer" and HOFFMANN.law_for("ties") == "hoffmann-vingt-un:p11"
    assert ENQUIRE_WITHIN.ties == "standoff"
    (rd,) = ENQUIRE_WITHIN.readings_of("enquire-within:114")[:1]
    assert {r.name for r in ENQUIRE_WITHIN.readings_of("enquire-within:114")} >= {"ties", "staking"}
    assert "dealer" in dict(r.name and (r.name, r.choices) for r in ENQUIRE_WITHIN.readings())["ties"]
    assert MODERN.ties == "standoff"


@pytest.mark.law("peel-vingt-un:p10", "peel-vingt-un:p11", "peel-vingt-un:p14", "peel-vingt-un:p15",
                 "hoffmann-vingt-un:p7", "hoffmann-vingt-un:p8", "enquire-within:114", "enquire-within:115")
def test_naturals_and_drawn_twenty_ones():
    for r in (PEEL, HOFFMANN, ENQUIRE_WITHIN):
        assert r.natural_pays == 2 and r.dealer_natural_takes == 2
        assert r.drawn_21_pays == 2 and r.dealer_21_takes == 2
    assert PEEL.natural_vs_natural == HOFFMANN.natural_vs_natural == "cancel"
    assert PEEL.later_naturals_pay == 2 and ENQUIRE_WITHIN.later_naturals_pay == 1     # "single stakes only"
    assert PEEL.both_drawn_21 == "punter-pays-single"                                   # "only pay the amount staked"
    assert ENQUIRE_WITHIN.both_drawn_21 == "standoff"                                   # "a drawn game"
    assert HOFFMANN.readings_of("hoffmann-vingt-un:p11")[0].name in {"both_drawn_21", "dealer_stands_on", "dealer_soft_17"}
    assert MODERN.natural_pays == Fraction(3, 2) and MODERN.drawn_21_pays == 1


@pytest.mark.law("peel-vingt-un:p16", "hoffmann-vingt-un:p12")
def test_dividing_pairs():
    assert PEEL.punters_may_split and PEEL.dealer_may_split and PEEL.split_stake == "any" and PEEL.max_hands == 4
    assert HOFFMANN.punters_may_split and not HOFFMANN.dealer_may_split and HOFFMANN.split_stake == "same"
    assert HOFFMANN.replace(dealer_may_split=True).dealer_may_split      # a declared reading, not a fixed rule
    assert not ENQUIRE_WITHIN.may_split and ENQUIRE_WITHIN.replace(punters_may_split=True).may_split


@pytest.mark.law("peel-vingt-un:p4", "peel-vingt-un:p6", "peel-vingt-un:p18", "peel-vingt-un:p19",
                 "hoffmann-vingt-un:p14", "hoffmann-vingt-un:p15", "enquire-within:115", "hoffmann-french-vingt-un:p2")
def test_the_deal_passing():
    assert PEEL.deal_passes == HOFFMANN.deal_passes == "rotation" and ENQUIRE_WITHIN.deal_passes == "to-natural"
    assert PEEL.first_round_grace and HOFFMANN.first_round_grace and not ENQUIRE_WITHIN.first_round_grace
    assert HOFFMANN_FRENCH.deal_rounds == 8 and not HOFFMANN_FRENCH.natural_ends_deal
    assert PEEL.replace(natural_ends_deal=False).differences() == {"natural_ends_deal": False}


@pytest.mark.law("peel-vingt-un:p21", "enquire-within:113")
def test_the_first_dealer():
    assert PEEL.first_dealer == "first-ace" and ENQUIRE_WITHIN.first_dealer == "first-ace-or-knave"
    assert HOFFMANN.readings_of("hoffmann-vingt-un:p1")[0].name == "first_dealer"


@pytest.mark.law("hoffmann-vingt-un:p2", "peel-vingt-un:p7")
def test_the_double_and_the_limits():
    assert PEEL.dealer_may_double and HOFFMANN.dealer_may_double and not ENQUIRE_WITHIN.dealer_may_double
    assert PEEL.law_for("max_stake") == "peel-vingt-un:p7"


def test_readings_are_listed_per_law_for_the_site():
    names = {(rs.name, r.name) for rs, r in readings_for_law("peel-vingt-un:p29")}
    assert ("PEEL-VINGT-UN", "pool_ante") in names and ("PEEL-VINGT-UN", "pool_tie_share") in names
    assert all(rs.code == "enquire-within" for rs, _ in readings_for_law("enquire-within:114"))


def test_the_books_are_not_blended():
    """Each book differs from every other somewhere, and the modern anchor from all."""
    rs = list(BOOKS) + [MODERN]
    for i, a in enumerate(rs):
        for b in rs[i + 1:]:
            da, db = a.summary(), b.summary()
            assert any(da[k] != db[k] for k in da if k not in ("name", "code", "title")), (a.name, b.name)


@pytest.mark.law("peel-vingt-un:p32", "peel-vingt-un:p29", "peel-vingt-un:p31")
@pytest.mark.parametrize("rules, change, law", [
    ("HOFFMANN", {"natural_bonus": 1}, "peel-vingt-un:p32"),
    ("HOFFMANN", {"natural_bonus_from": "all"}, "peel-vingt-un:p32"),
    ("ENQUIRE_WITHIN", {"pool": True}, "peel-vingt-un:p29"),
    ("ENQUIRE_WITHIN", {"selling_the_deal": True}, "peel-vingt-un:p31"),
    ("HOFFMANN_FRENCH", {"missed_throw_up": "pays"}, "peel-vingt-un:p26"),
    ("PEEL", {"double_down": "any-two"}, "peel-vingt-un:p24"),
    ("HOFFMANN", {"dealer_cards": "one-up-peek"}, "hoffmann-vingt-un:p11"),
])
def test_a_field_of_another_books_law_is_refused(rules, change, law):
    from games.vingt_un import rules as module
    with pytest.raises(RuleSetError) as e:
        getattr(module, rules).replace(**change)
    assert e.value.law == law


def test_a_books_own_fields_and_the_modern_anchor_are_free():
    from games.vingt_un.rules import MODERN
    assert PEEL.replace(natural_bonus=1, pool=True, pool_ante=1).natural_bonus == 1
    assert PEEL.replace(selling_the_deal=False).selling_the_deal is False
    assert HOFFMANN.replace(selling_the_deal=False) == HOFFMANN       # its own value: no departure
    assert MODERN.replace(pool=True).pool
