"""Exact odds at Vingt-un: the dealer's table (anchored on a published one-deck table), the punter's best play,
the dealer's advantage under each code, from a full pack and from a remaining pack; checked both ways."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

import pytest

from games.errors import IllegalActionError, RuleSetError
from games.vingt_un.cards import FULL_PACK, composition
from games.vingt_un.odds import (
    DealerPlay, analyse, how_hands_end, dealer_overdraw, dealer_play_for, dealer_table, natural_chance, next_card_overdraws, simulate,
    two_card_totals,
)
from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, MODERN, PEEL

@lru_cache(maxsize=None)
def full(rules):
    """One analysis from a full pack per code for the whole module."""
    return analyse(rules)


# The Wizard of Odds, "Dealer Probabilities in Blackjack", appendix 2B, one deck, dealer stands on soft 17
# (wizardofodds.com/games/blackjack/appendix/2b/): final totals 17, 18, 19, 20, 21, blackjack, bust by up-card.
WIZARD_1D_S17 = {
    1: (0.126128, 0.131003, 0.129486, 0.131553, 0.0515646, 0.313726, 0.11654),
    2: (0.138976, 0.131762, 0.131815, 0.123948, 0.120526, 0, 0.352973),
    3: (0.130313, 0.130946, 0.123761, 0.123345, 0.116047, 0, 0.375588),
    4: (0.130973, 0.114163, 0.120679, 0.116286, 0.115096, 0, 0.402803),
    5: (0.119687, 0.123483, 0.116909, 0.104694, 0.106321, 0, 0.428905),
    6: (0.166948, 0.106454, 0.107192, 0.100705, 0.0978785, 0, 0.420823),
    7: (0.372345, 0.138583, 0.0773344, 0.0788967, 0.072987, 0, 0.259854),
    8: (0.130857, 0.362989, 0.129445, 0.0682898, 0.0697914, 0, 0.238627),
}


def test_the_anchor_a_published_one_deck_dealer_table_to_six_figures():
    table = dealer_table(DealerPlay(17, "stand"))
    for up, row in WIZARD_1D_S17.items():
        mine = [table[up][k] for k in ("17", "18", "19", "20", "21", "natural", "bust")]
        for published, exact in zip(row, mine):
            assert abs(float(exact) - published) <= 1.5e-6 * max(1, published * 10), (up, published, exact)
    assert table[1]["natural"] == Fraction(16, 51) and table[10]["natural"] == Fraction(4, 51)


@lru_cache(maxsize=None)
def _naive_dealer(t, soft, nc, comp, play):
    """The dealer's final results by plain Fraction recursion (no scaling, no memo tricks)."""
    n = sum(comp)
    if nc >= 2 and nc == 2 and t == 21 and soft and _two_card_natural(t, soft, nc):
        pass
    out: dict[str, Fraction] = {}
    if nc >= 2 and (t > 21 or play.stands(t, soft)):
        return {("bust" if t > 21 else str(t)): Fraction(1)}
    if n == 0:
        return {"short": Fraction(1)}
    for v in range(1, 11):
        c = comp[v - 1]
        if not c:
            continue
        p = t + v
        s = soft
        if s and p > 21:
            p, s = p - 10, False
        if v == 1 and not s and p + 10 <= 21:
            p, s = p + 10, True
        if nc == 1 and p == 21:
            sub = {"natural": Fraction(1)}
        else:
            rest = list(comp)
            rest[v - 1] -= 1
            sub = _naive_dealer(p, s, nc + 1, tuple(rest), play)
        for k, x in sub.items():
            out[k] = out.get(k, Fraction(0)) + Fraction(c, n) * x
    return out


def _two_card_natural(t, soft, nc):
    return False


@pytest.mark.parametrize("comp", [(2, 1, 1, 1, 1, 2, 1, 1, 1, 5), (4, 0, 0, 1, 3, 0, 0, 2, 0, 2), (1,) * 9 + (3,)])
@pytest.mark.parametrize("play", [DealerPlay(17), DealerPlay(16), DealerPlay(17, "draw"), DealerPlay(18)])
def test_the_fast_dealer_table_is_exactly_the_plain_recursion(comp, play):
    fast = dealer_table(play, comp)
    for up, row in fast.items():
        rest = list(comp)
        rest[up - 1] -= 1
        t, s = (11, True) if up == 1 else (up, False)
        slow = _naive_dealer(t, s, 1, tuple(rest), play)
        assert {k: v for k, v in row.items() if v} == slow, (comp, up)


@pytest.mark.law("hoffmann-vingt-un:p11", "peel-vingt-un:p13")
def test_the_dealers_play_is_a_declared_strategy():
    assert dealer_play_for(HOFFMANN) == DealerPlay(17, "stand", frozenset({1, 8, 9, 10}))
    assert dealer_play_for(PEEL).double_on == frozenset({1, 10})
    assert dealer_play_for(ENQUIRE_WITHIN).double_on == frozenset()
    with pytest.raises(RuleSetError):
        dealer_play_for(ENQUIRE_WITHIN, double_on={1})
    with pytest.raises(RuleSetError) as e:
        DealerPlay(14)
    assert e.value.law == "hoffmann-vingt-un:p11"
    assert DealerPlay(17).stands(17, True) and not DealerPlay(17, "draw").stands(17, True)
    # standing on fewer points over-draws less
    assert dealer_overdraw(DealerPlay(15)) < dealer_overdraw(DealerPlay(17)) < dealer_overdraw(DealerPlay(18))


def test_rows_sum_to_one_and_the_overall_chance_is_their_mean():
    t = dealer_table(DealerPlay(17))
    for row in t.values():
        assert sum(row.values()) == 1
    mean = sum(Fraction(FULL_PACK[v - 1], 52) * t[v]["bust"] for v in t)
    assert dealer_overdraw(DealerPlay(17)) == mean


@pytest.mark.law("peel-vingt-un:p5", "hoffmann-vingt-un:p5", "enquire-within:116")
def test_simple_chances():
    assert natural_chance() == Fraction(32, 663)
    assert next_card_overdraws(14) == Fraction(24, 52)     # an eight or more
    assert next_card_overdraws(15, pack=composition("8S 7D")) == Fraction(26, 50)   # a seven or more, one seven and one eight gone
    assert sum(two_card_totals().values()) == 1


def _naive_punter_value(rules, comp, stand_at, play):
    """The punter's exact value for a fixed rule, enumerating the deal in its real order (punter's card, dealer's
    card, punter's, dealer's, the punter's draws, the dealer's), with no exchangeability argument."""
    from games.vingt_un.cards import Total, add

    F = Fraction

    def draws(comp):
        n = sum(comp)
        for v in range(1, 11):
            if comp[v - 1]:
                rest = list(comp)
                rest[v - 1] -= 1
                yield v, F(comp[v - 1], n), tuple(rest)

    def dealer(t, comp):
        if t.points > 21:
            return {"bust": F(1)}
        if play.stands(t.points, t.soft) or not sum(comp):
            return {t.points: F(1)}
        out = {}
        for v, p, rest in draws(comp):
            for k, x in dealer(add(t, v), rest).items():
                out[k] = out.get(k, 0) + p * x
        return out

    def settle(pt, dt_dist):
        val = F(0)
        for o, p in dt_dist.items():
            if o == "bust":
                r = rules.drawn_21_pays if pt == 21 else 1
            elif pt == 21 and o == 21:
                r = {"punter-pays-single": -1, "punter-pays-double": -2, "standoff": 0}[rules.both_drawn_21]
            elif pt == 21:
                r = rules.drawn_21_pays
            elif o == 21:
                r = -rules.dealer_21_takes
            elif pt > o:
                r = 1
            elif pt == o:
                r = -1 if rules.ties == "dealer" else 0
            else:
                r = -1
            val += p * r
        return val

    def punter(t, d, comp):
        if t.points > 21:
            return F(-1)
        if t.points >= stand_at:
            return settle(t.points, dealer(d, comp))
        return sum(p * punter(add(t, v), d, rest) for v, p, rest in draws(comp))

    total = F(0)
    for p1, q1, c1 in draws(comp):
        for d1, q2, c2 in draws(c1):
            mult = 2 if d1 in play.double_on else 1
            for p2, q3, c3 in draws(c2):
                for d2, q4, c4 in draws(c3):
                    q = q1 * q2 * q3 * q4
                    pt, dt = add(Total(0, False), p1), add(Total(0, False), d1)
                    pt, dt = add(pt, p2), add(dt, d2)
                    pn, dn = pt.points == 21, dt.points == 21
                    if dn:
                        r = 0 if pn else -rules.dealer_natural_takes
                    elif pn:
                        r = rules.natural_pays
                    else:
                        r = punter(pt, dt, c4)
                    total += q * mult * r
    return total


@pytest.mark.parametrize("rules", [PEEL, HOFFMANN, ENQUIRE_WITHIN], ids=lambda r: r.name)
@pytest.mark.law("peel-vingt-un:p8", "peel-vingt-un:p10", "peel-vingt-un:p14", "peel-vingt-un:p15",
                 "hoffmann-vingt-un:p7", "hoffmann-vingt-un:p11", "enquire-within:114")
def test_the_analysis_agrees_with_the_deal_enumerated_in_its_real_order(rules):
    comp = (2, 1, 1, 0, 1, 0, 1, 1, 0, 4)     # eleven cards: the real order of dealing is enumerated in full
    play = dealer_play_for(rules)
    for stand_at in (13, 16):
        fast = analyse(rules, comp, punter=stand_at).punter_value
        assert fast == _naive_punter_value(rules, comp, stand_at, play), (rules.name, stand_at)


@pytest.mark.parametrize("rules", [PEEL, HOFFMANN, ENQUIRE_WITHIN, MODERN], ids=lambda r: r.name)
def test_best_play_is_at_least_as_good_as_any_fixed_rule(rules):
    comp = (2, 2, 2, 2, 2, 1, 1, 1, 1, 6)   # a game in progress: 20 cards left
    best = analyse(rules, comp).punter_value
    for h in (14, 16):
        assert best >= analyse(rules, comp, punter=h).punter_value


@pytest.mark.law("peel-vingt-un:p4", "peel-vingt-un:p8", "hoffmann-vingt-un:p2")
def test_the_deal_is_an_advantage_under_every_book():
    for rules in (PEEL, HOFFMANN, ENQUIRE_WITHIN):
        a = full(rules)
        assert a.dealer_advantage > 0 and a.dealer_advantage == -a.punter_value
    # ties to the dealer are worth more to him than ties that pay nothing
    assert analyse(ENQUIRE_WITHIN.replace(ties="dealer")).dealer_advantage > analyse(ENQUIRE_WITHIN).dealer_advantage


def test_decisions_are_recorded_and_sensible():
    a = full(HOFFMANN)
    assert a.decision([10, 10]) == "stand" and a.decision([10, 2]) == "draw" and a.decision([10, 9], doubled=True) == "stand"
    assert a.decision([1, 1]) == "split"             # "Where the two first cards are aces ... go on both" (p13)
    with pytest.raises(IllegalActionError):
        a.decision([1, 10])                            # a natural: nothing to decide


@pytest.mark.parametrize("comp", [FULL_PACK, (3, 4, 2, 4, 3, 4, 4, 3, 4, 12), tuple(2 * c for c in FULL_PACK),
                                  tuple(8 * c for c in FULL_PACK)])
def test_the_packed_recursion_is_exact_on_large_packs(comp):
    """Packs of more than twelve cards exercise the scale's exact divisions and the packed fields (the
    plain recursion above runs on small packs): a full pack, a remaining pack, two packs and eight (the most: the widest fields), for three
    first cards each (a soft start, a middling and a stiff one)."""
    play = DealerPlay(17)
    fast = dealer_table(play, comp)
    for up in (1, 6, 10):
        rest = list(comp)
        rest[up - 1] -= 1
        t, s = (11, True) if up == 1 else (up, False)
        slow = _naive_dealer(t, s, 1, tuple(rest), play)
        assert {k: v for k, v in fast[up].items() if v} == slow, (sum(comp), up)


def test_bad_packs_are_refused():
    with pytest.raises(IllegalActionError):
        dealer_table(DealerPlay(), (4, 4))
    with pytest.raises(IllegalActionError):
        analyse(PEEL, (1, 1, 1) + (0,) * 7)


def test_a_small_seeded_simulation_agrees_with_the_exact_value():
    for rules in (HOFFMANN, MODERN):
        a = full(rules)
        sim = simulate(a, 5_000, seed=8)
        assert sim.agrees(a.punter_value, sigmas=4), (rules.name, sim, float(a.punter_value))
        assert sim.stderr > 0 and simulate(a, 200, seed=8).mean == simulate(a, 200, seed=8).mean


@pytest.mark.law("peel-vingt-un:p8", "hoffmann-vingt-un:p2")
def test_how_hands_end_adds_up():
    a = full(HOFFMANN)
    e = how_hands_end(a)
    ways = ("dealer natural", "punter natural", "punter over-draws", "dealer over-draws", "punter higher", "tie",
            "dealer higher")
    assert sum(e[k] for k in ways) == 1
    assert 0 < e["both would over-draw"] < e["punter over-draws"]
    assert e["dealer natural"] == Fraction(32, 663) and e["punter natural"] < e["dealer natural"]
    # ties are the dealer's under Hoffmann (p11) and nothing under Enquire Within (114)
    assert e["gain from ties"] > 0 and how_hands_end(full(ENQUIRE_WITHIN))["gain from ties"] == 0


@pytest.mark.parametrize("play", [DealerPlay(17), DealerPlay(17, "draw"), DealerPlay(15), DealerPlay(18)],
                         ids=lambda p: f"{p.stands_on}-{p.soft_17}")
@pytest.mark.parametrize("caps", [FULL_PACK, tuple(2 * c for c in FULL_PACK), tuple(8 * c for c in FULL_PACK),
                                  (2, 2, 2, 2, 2, 1, 1, 1, 1, 6)], ids=("one pack", "two packs", "eight packs", "twenty cards"))
def test_the_contraction_over_values_gives_the_recursions_tables(play, caps):
    """The analysis's tables (odds_tables: the dealer's final hands as multisets, summed out value by value, many
    packs together) equal the recursion's (odds_dealer), summed by group of first cards; packs too small for the
    contraction (the dealer might run out) come from the recursion itself."""
    from games.vingt_un.odds_dealer import _root
    from games.vingt_un.odds_tables import group_tables

    packs = {caps}
    for removed in ((1,), (10, 10), (2, 3, 4), (1, 1, 5, 6), (2, 2, 2, 3, 3), (7, 8, 9, 10, 1, 1)):
        rest = list(caps)
        for v in removed:
            rest[v - 1] -= 1
        if min(rest) >= 0:
            packs.add(tuple(rest))
    for groups in (((2, 3, 4, 5, 6, 7, 8, 9), (1, 10)), tuple((d,) for d in range(1, 11)), (tuple(range(1, 11)),)):
        got = group_tables(packs, play, caps, groups)
        for comp in packs:
            rows = _root(comp, play)
            assert got[comp] == [[sum(rows[d - 1][o] for d in g) for o in range(10)] for g in groups], (comp, groups)


def test_the_scales_cover_the_longest_hands():
    """Every integer division of the recursions is exact only if no path is longer than its scale: the dealer's
    longest hand under every declared strategy, from eight packs, fits ``_KD``; the punter's cards (at most 21:
    he draws only on twenty or less) and the dealer's fit ``_K``."""
    from games.vingt_un.odds_dealer import _K, _KD
    from games.vingt_un.odds_tables import _final_hands

    eight = tuple(8 * c for c in FULL_PACK)
    longest = max(max(map(sum, _final_hands(DealerPlay(s, soft), eight))) for s in (15, 16, 17, 18)
                  for soft in ("stand", "draw"))
    assert longest == _KD == 14 and _K >= 21 + _KD


def test_the_longest_dealers_hands_are_exact_from_eight_packs():
    """Standing on eighteen, the dealer can hold fourteen cards from eight packs (the scale was once twelve, and
    these tables came out wrong in the last figures)."""
    eight = tuple(8 * c for c in FULL_PACK)
    play = DealerPlay(18, "draw")
    rest = list(eight)
    rest[5] -= 1
    assert {k: v for k, v in dealer_table(play, eight)[6].items() if v} == _naive_dealer(6, False, 1, tuple(rest), play)


@pytest.mark.law("peel-vingt-un:p8", "hoffmann-vingt-un:p8", "enquire-within:114")
@pytest.mark.parametrize("rules", [PEEL, HOFFMANN, ENQUIRE_WITHIN], ids=lambda r: r.name)
def test_advice_in_play_is_the_analysis_from_that_hand(rules):
    """``advise`` works out only the hand in hand, from the cards not seen; from a full pack less the punter's
    cards it gives what the whole analysis found for that hand, choice by choice (a pair's division too)."""
    from games.vingt_un.odds import advise

    a = full(rules)
    for cards, doubled in (([10, 6], False), ([10, 2], False), ([5, 4, 3], False), ([8, 8], False), ([1, 1], True),
                           ([9, 9], True), ([2, 3], False)):
        if doubled and not a.play.double_on:
            continue
        unseen = list(FULL_PACK)
        for v in cards:
            unseen[v - 1] -= 1
        got = advise(rules, unseen, cards, doubled)
        recorded = a.options(cards, doubled)     # the analysis records a division's value where it divides
        assert {k: got[k] for k in recorded} == recorded, (cards, doubled)
        if cards[0] == cards[1] and rules.punters_may_split:
            assert ("split" in recorded) == (got["split"] > max(got["stand"], got["draw"])), cards


def test_advice_where_the_dealer_shows_a_card_and_refusals():
    from games.vingt_un.odds import advise

    a = full(MODERN)
    unseen = list(FULL_PACK)
    for v in (10, 6, 6):           # the punter's ten and six, the dealer's six showing
        unseen[v - 1] -= 1
    got = advise(MODERN, unseen, [10, 6], up=6)
    assert got["stand"] > got["draw"] and set(got) == {"stand", "draw", "double"}
    rec = a.decisions[(tuple(unseen[:5]) + (unseen[5] + 1,) + tuple(unseen[6:]), 16, False, 2, 0, (6,))]
    assert rec[0] == "stand"
    with pytest.raises(IllegalActionError):
        advise(MODERN, unseen, [10, 6])                  # which card does the dealer show?
    with pytest.raises(IllegalActionError):
        advise(HOFFMANN, FULL_PACK, [10, 1])             # twenty-one: nothing to decide
    with pytest.raises(IllegalActionError):
        advise(HOFFMANN, FULL_PACK, [10, 11])            # not a card's value


def test_the_counts_left_written_in_the_counts_removed():
    """The contraction writes falling(cap - r, k) in falling(r, j) (Newton's differences): exact for every count
    removed, for a value's four cards, a pack's sixteen tenth cards and eight packs' aces."""
    from games.vingt_un.odds_dealer import _falling
    from games.vingt_un.odds_tables import _removal_basis

    for cap in (4, 16, 32):
        b = _removal_basis(cap, min(cap, 8))
        for k, row in enumerate(b):
            for r in range(cap + 1):
                assert _falling(cap - r, k) == sum(x * _falling(r, j) for j, x in enumerate(row)), (cap, k, r)
