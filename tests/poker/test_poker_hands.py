"""The order of Poker hands: Peel's laws 65-75 and Foster's American order (games/poker/hands.py)."""

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.cards import Card, Rank, Suit, parse_cards, sixty_card_pack, standard_pack
from games.errors import InvalidCardError, RuleSetError
from games.laws import laws_of
from games.poker import hands as H
from games.poker.hands import FOSTER, PEEL, FosterRules, HandValue, PeelRules, best_hands, evaluate, score


def better(a, b, rules=PEEL):
    return evaluate(a, rules) > evaluate(b, rules)


def tie(a, b, rules=PEEL):
    return evaluate(a, rules) == evaluate(b, rules)


# -- law 65: the classes and their order ------------------------------------------------

EXAMPLES = [  # one hand of each class, highest first
    "5H 6H 7H 8H 9H",  # sequence flush
    "2C 2D 2H 2S 3C",  # fours
    "3C 3D 3H 2S 2C",  # full
    "2D 5D 7D 9D JD",  # flush
    "2C 3D 4H 5S 6C",  # sequence not a flush
    "2C 2D 2H 4S 5C",  # threes
    "2C 2D 3H 3S 4C",  # two pairs
    "2C 2D 3H 4S 6C",  # a pair
    "KC QD 9H 7S 5C",  # no pair
]


@pytest.mark.law("peel-poker:65")
def test_law_65_hands_in_order_of_value_with_peels_names():
    values = [evaluate(h) for h in EXAMPLES]
    assert [v.category for v in values] == [
        "Sequence flush", "Fours", "Full", "Flush", "Sequence not a flush", "Threes", "Two pairs", "A pair",
        "No pair",
    ]  # fmt: skip
    # each beats every one below it, even the lowest of a class the highest of the next
    assert all(values[i] > values[i + 1] for i in range(len(values) - 1))
    assert better("AC 2C 3C 4C 5C", "KS KH KD KC QS")  # lowest sequence flush beats highest fours
    assert better("2C 3D 4H 5S 6C", "KS KH KD QC JS")  # lowest sequence beats highest threes
    assert better("2C 2D 3H 3S 4C", "KS KH QD JC 9S")  # lowest two pairs beat the highest pair
    assert H.category_order(PEEL)[0] == "Sequence flush" and H.category_order(PEEL)[-2] == "A pair"


@pytest.mark.law("foster-poker:p7")
def test_foster_uses_the_american_names_in_the_same_order():
    values = [evaluate(h, FOSTER) for h in EXAMPLES]
    assert [v.category for v in values] == [
        "Straight flush", "Four of a kind", "Full hand", "Flush", "Straight", "Three of a kind", "Two pairs",
        "One pair", "High card",
    ]  # fmt: skip
    assert all(values[i] > values[i + 1] for i in range(len(values) - 1))


# -- law 66: sequence flushes ---------------------------------------------------------------


@pytest.mark.law("peel-poker:66")
def test_law_66_sequence_flush_with_the_highest_card_wins_ace_lowest():
    assert better("9S 10S JS QS KS", "8H 9H 10H JH QH")
    assert better("2D 3D 4D 5D 6D", "AC 2C 3C 4C 5C")  # the ace counts lowest: A-5 is the lowest
    assert tie("5C 6C 7C 8C 9C", "5D 6D 7D 8D 9D")  # no suit preference among sequence flushes
    assert tie("5C 6C 7C 8C 9C", "5H 6H 7H 8H 9H")


# -- laws 67, 68, 72: fours, fulls, threes ---------------------------------------------------


@pytest.mark.law("peel-poker:67")
def test_law_67_the_highest_fours_win():
    assert better("3C 3D 3H 3S 2C", "2C 2D 2H 2S KC")
    assert better("KC KD KH KS 2C", "QC QD QH QS AC")
    assert better("2C 2D 2H 2S 3C", "AC AD AH AS KC")  # ace lowest (default)


@pytest.mark.law("peel-poker:68")
def test_law_68_the_full_with_the_highest_threes_wins():
    assert better("3C 3D 3H 2S 2C", "2C 2D 2H KS KC")
    assert better("KC KD KH 2S 2C", "QC QD QH AS AC")


@pytest.mark.law("peel-poker:72")
def test_law_72_the_highest_threes_win():
    assert better("3C 3D 3H 4S 2C", "2C 2D 2H KS QC")
    assert better("KC KD KH 2S 3C", "QC QD QH JS 10C")


# -- law 69: flushes, hearts first ------------------------------------------------------------


@pytest.mark.law("peel-poker:69")
def test_law_69_a_flush_in_hearts_beats_any_other_flush():
    assert better("2H 3H 4H 5H 7H", "9S JS QS KS 8S")  # the lowest heart flush beats the highest spade flush
    assert better("2H 3H 4H 5H 7H", "9D JD QD KD 8D")
    assert evaluate("2H 3H 4H 5H 7H").category == "Flush"  # still a flush, below a full
    assert better("2C 2D 2H 3S 3C", "9H JH QH KH 8H")


@pytest.mark.law("peel-poker:69")
def test_law_69_otherwise_the_highest_card_not_tied_decides():
    assert better("KS 2S 3S 4S 6S", "QD JD 10D 9D 7D")
    assert better("KS QS 5S 4S 2S", "KD QD 4D 3D 2D")  # K Q tie, then 5 beats 4
    assert tie("KS QS 5S 4S 2S", "KD QD 5D 4D 2D")  # identical in value: they share the pool (law 76)
    assert better("KS QS 5S 4S 2S", "AD KD QD 4D 2D")  # the ace is lowest: K Q 5 beats K Q 4 (A)


@pytest.mark.law("peel-poker:69")
def test_law_69_two_heart_flushes_option():
    # possible only between hands of different deals (or packs): the option decides
    hi, lo = "KH QH 9H 7H 2H", "KH QH 8H 7H 2H"
    assert better(hi, lo)  # default "highest-card"
    assert tie(hi, lo, PeelRules(heart_flushes="tie"))
    assert better(lo, "AS KS QS JS 9S", PeelRules(heart_flushes="tie"))


# -- law 70: sequences, hearts ceteris paribus ----------------------------------------------------


@pytest.mark.law("peel-poker:70")
def test_law_70_the_sequence_with_the_highest_card_wins_ace_lowest():
    assert better("9C 10D JH QS KC", "8C 9D 10H JS QC")
    assert better("2C 3D 4H 5S 6C", "AC 2D 3H 4S 5C")


@pytest.mark.law("peel-poker:70")
def test_law_70_equal_sequences_a_sequence_in_hearts_wins_default_most_hearts():
    assert better("5H 6H 7C 8S 9D", "5C 6D 7H 8S 9C")  # two hearts against one
    assert tie("5H 6C 7C 8S 9D", "5C 6D 7H 8S 9C")  # one heart each: equal, law 76
    assert better("5C 6D 7H 8S 9C", "5C 6D 7S 8D 9S")  # one heart against none
    # hearts never lift a lower sequence above a higher one (ceteris paribus)
    assert better("6C 7D 8S 9S 10C", "5H 6H 7H 8H 9C")


@pytest.mark.law("peel-poker:70")
@pytest.mark.parametrize(
    "reading, a, b, outcome",
    [
        ("top-heart", "5C 6D 7S 8S 9H", "5H 6H 7H 8D 9C", ">"),
        ("most-hearts", "5C 6D 7S 8S 9H", "5H 6H 7H 8D 9C", "<"),
        ("hearts-downward", "5C 6D 7S 8H 9S", "5H 6H 7H 8D 9C", ">"),
        ("hearts-downward", "5C 6D 7H 8S 9S", "5H 6D 7S 8S 9C", ">"),
        ("top-heart", "5C 6D 7H 8S 9S", "5H 6D 7S 8S 9C", "="),
        ("no-effect", "5H 6H 7H 8H 9C", "5C 6D 7S 8S 9D", "="),
    ],
)
def test_law_70_readings_of_a_sequence_in_hearts(reading, a, b, outcome):
    rules = PeelRules(sequence_hearts=reading)
    x, y = evaluate(a, rules), evaluate(b, rules)
    assert {">": x > y, "<": x < y, "=": x == y}[outcome]


# -- law 71: the ace begins a sequence only ------------------------------------------------------


@pytest.mark.law("peel-poker:71")
def test_law_71_ace_only_begins_a_sequence():
    assert evaluate("AC 2D 3H 4S 5C").category == "Sequence not a flush"
    assert evaluate("10C JD QH KS AC").category == "No pair"  # it shall not end a sequence after a king
    assert evaluate("QC KD AH 2S 3C").category == "No pair"  # nor be between a king and a two
    assert evaluate("10H JH QH KH AH").category == "Flush"
    runs = H.sequence_windows(PEEL)
    assert len(runs) == 9 and runs[0][0] is Rank.ACE and runs[-1][-1] is Rank.KING


@pytest.mark.law("peel-poker:71")
def test_law_71_footnote_american_custom_option():
    american = PeelRules(ace_in_sequence="begin-or-end")
    assert evaluate("10C JD QH KS AC", american).category == "Sequence not a flush"
    assert better("10C JD QH KS AC", "9C 10D JH QS KC", american)  # "ten to ace the highest sequence"
    assert evaluate("QC KD AH 2S 3C", american).category == "No pair"  # still no wrap
    assert evaluate("10H JH QH KH AH", american).category == "Sequence flush"
    assert len(H.sequence_windows(american)) == 10


# -- laws 73-75: two pairs, a pair, no pair ------------------------------------------------------------


@pytest.mark.law("peel-poker:73")
def test_law_73_two_pairs_highest_pair_then_the_other_pair():
    assert better("KC KD 2H 2S 3C", "QC QD JH JS 10C")
    assert better("KC KD 5H 5S 3C", "KH KS 4C 4D QC")  # equal high pairs: the other pair decides
    assert better("KC KD 5H 5S 4C", "KH KS 5C 5D 3C")  # both pairs equal: the odd card (default)
    assert tie("KC KD 5H 5S 4C", "KH KS 5C 5D 3C", PeelRules(two_pairs_odd_card="tie"))


@pytest.mark.law("peel-poker:74")
def test_law_74_the_higher_pair_then_the_highest_card_not_tied():
    assert better("3C 3D 2H 4S 5C", "2C 2D KH QS JC")
    assert better("9C 9D KH 4S 3C", "9H 9S QH JS 10C")
    assert better("9C 9D KH 5S 3C", "9H 9S KD 4C 3D")  # K tied, 5 beats 4
    assert tie("9C 9D KH 5S 3C", "9H 9S KD 5C 3D")
    assert better("2C 2D 3H 4S 5C", "AC AD KH QS JC")  # a pair of aces is the lowest pair


@pytest.mark.law("peel-poker:75")
def test_law_75_no_pair_the_highest_card_not_tied_decides():
    assert better("KC 2D 3H 4S 6C", "QC JD 10H 9S 7C")
    assert better("KC QD 9H 4S 3C", "KD QH 8S 7C 6D")
    assert better("KC QD 9H 4S 3C", "KD QH 9S 4C 2D")  # decided by the last card
    assert tie("KC QD 9H 4S 3C", "KD QH 9S 4C 3D")
    assert better("KC QD 9H 4S 3C", "AC KD QH 9S 4D")  # the ace is lowest


# -- option (a): the ace outside sequences ---------------------------------------------------------


@pytest.mark.law("peel-poker:67", "peel-poker:74", "peel-poker:75")
def test_aces_high_option_raises_the_ace_outside_sequences_only():
    high = PeelRules(aces="high")
    assert better("AC AD 2H 3S 4C", "KC KD QH JS 9C", high)
    assert better("AC AD AH AS 2C", "KC KD KH KS QC", high)
    assert better("AC 2D 4H 6S 8C", "KC QD JH 9S 7C", high)
    assert evaluate("10C JD QH KS AC", high).category == "No pair"  # law 71 still holds
    assert better("2C 3D 4H 5S 6C", "AC 2D 3H 4S 5C", high)  # A-5 still the lowest sequence


# -- Foster -----------------------------------------------------------------------------------------


@pytest.mark.law("foster-poker:p7")
def test_foster_ace_high_or_low_at_the_wish_of_the_holder():
    assert evaluate("10C JD QH KS AC", FOSTER).category == "Straight"
    assert evaluate("AC 2D 3H 4S 5C", FOSTER).category == "Straight"
    assert evaluate("QC KD AH 2S 3C", FOSTER).category == "High card"
    assert better("10C JD QH KS AC", "9C 10D JH QS KC", FOSTER)
    assert better("2C 3D 4H 5S 6C", "AC 2D 3H 4S 5C", FOSTER)  # the five-high straight is the lowest
    assert better("AC AD 2H 3S 4C", "KC KD QH JS 9C", FOSTER)  # high in pairs
    assert tie("2H 3H 4H 5H 7H", "2S 3S 4S 5S 7S", FOSTER)  # no suit ranks
    assert tie("5H 6H 7C 8S 9D", "5C 6D 7H 8S 9C", FOSTER)


@pytest.mark.law("foster-poker:p7")
def test_foster_sixty_card_pack_elevens_and_twelves_between_ten_and_knave():
    sixty = FosterRules(pack="sixty")
    assert evaluate("9C 10D 11H 12S JC", sixty).category == "Straight"
    assert evaluate("12C JD QH KS AC", sixty).category == "Straight"
    assert evaluate("10C JD QH KS AC", sixty).category == "High card"  # 11 and 12 now stand between
    assert better("11C 11D 2H 3S 4C", "10C 10D AH KS QC", sixty)
    assert better("JC JD 2H 3S 4C", "12C 12D AH KS QC", sixty)
    with pytest.raises(InvalidCardError) as err:
        evaluate("11C 2D 3H 4S 5C", FOSTER)
    assert err.value.law == "foster-poker:p7"
    with pytest.raises(InvalidCardError) as err:
        evaluate("11C 2D 3H 4S 5C", PEEL)
    assert err.value.law == "peel-poker:1"


# -- the API --------------------------------------------------------------------------------------


def test_every_law_65_to_75_is_carried_by_tagged_code():
    from games.poker import hand_order as O

    tagged = {law for m in (H, O) for name in dir(m) for law in laws_of(getattr(m, name)) if callable(getattr(m, name))}
    assert {f"peel-poker:{n}" for n in range(65, 76)} <= tagged


def test_hand_of_the_wrong_size_or_repeated_cards_raises_naming_the_law():
    with pytest.raises(InvalidCardError) as err:
        evaluate("KS QS JS 10S")
    assert err.value.law == "peel-poker:7"
    with pytest.raises(InvalidCardError):
        evaluate("KS QS JS 10S 9S 8S")
    with pytest.raises(InvalidCardError, match="named twice"):
        evaluate("KS QS JS 10S KS")
    with pytest.raises(InvalidCardError):
        score(parse_cards("KS QS JS 10S") + (parse_cards("KS")[0],))


def test_options_are_checked():
    with pytest.raises(RuleSetError):
        PeelRules(aces="middle")
    with pytest.raises(RuleSetError):
        PeelRules(sequence_hearts="all")
    with pytest.raises(RuleSetError):
        FosterRules(pack="double")
    with pytest.raises(RuleSetError):
        H.rules_for("hoyle")


def test_values_under_different_rules_do_not_compare():
    with pytest.raises(RuleSetError):
        evaluate("KS QS JS 10S 8S", PEEL) < evaluate("KS QS JS 10S 8S", FOSTER)  # noqa: B015


def test_hand_value_is_a_total_order_consistent_with_scores():
    rng = random.Random(65)
    deck = standard_pack().cards
    values = [evaluate(rng.sample(deck, 5)) for _ in range(300)]
    ordered = sorted(values)
    for a, b in zip(ordered, ordered[1:]):
        assert a <= b and not a > b and (a == b) == (a.score == b.score)
    assert isinstance(values[0], HandValue) and str(values[0]).startswith(values[0].category)


def test_best_hands_returns_every_hand_identical_in_value():
    hands = ["KC QD 9H 4S 3C", "KD QH 9S 4C 3D", "2C 2D 3H 4S 5C"]
    assert best_hands(hands) == (2,)
    assert best_hands(hands[:2]) == (0, 1)


def test_the_order_of_a_hands_cards_does_not_matter():
    rng = random.Random(7)
    for rules in (PEEL, FOSTER, PeelRules(sequence_hearts="hearts-downward")):
        for _ in range(200):
            hand = rng.sample(standard_pack().cards, 5)
            shuffled = hand[:]
            rng.shuffle(shuffled)
            assert score(hand, rules) == score(shuffled, rules)


def test_peel_and_foster_agree_where_peel_has_no_special_rule():
    # Peel with aces high, American sequences and no heart preference is Foster's order.
    american = PeelRules(aces="high", ace_in_sequence="begin-or-end", sequence_hearts="no-effect")
    rng = random.Random(1)
    pack = standard_pack().cards
    for _ in range(2000):
        a, b = rng.sample(pack, 5), rng.sample(pack, 5)
        heart_flush = any(all(c.suit.letter == "H" for c in h) for h in (a, b))
        if heart_flush:
            continue
        sa, sb = score(a, american), score(b, american)
        fa, fb = score(a, FOSTER), score(b, FOSTER)
        assert (sa > sb) == (fa > fb) and (sa == sb) == (fa == fb)


def test_all_sixty_card_hands_of_one_kind_are_valued():
    sixty = FosterRules(pack="sixty")
    for hand in itertools.islice(itertools.combinations(sixty_card_pack().cards, 5), 0, 5000, 7):
        assert 0 <= evaluate(hand, sixty).rank <= 8
    assert isinstance(Card.parse("12S"), Card)


# -- an independent reading of the laws, hand against hand ------------------------------------------
#
# A slow, plain transcription of laws 65-75 (and of the American order), written without the
# evaluator's tables, compared with the evaluator on many pairs of hands.  Hands are drawn from
# small sub-packs (a few consecutive ranks, a few suits) so that sequences, flushes, fulls and
# ties come up often.


NATURAL_52 = [r for r in Rank if r not in (Rank.ELEVEN, Rank.TWELVE)]  # A 2 ... 10 J Q K


def reference_key(cards, rules):
    cards = parse_cards(cards)
    sixty = getattr(rules, "pack", "standard") == "sixty"
    natural = list(Rank) if sixty else NATURAL_52
    ace_high = rules.aces == "high"
    order = (natural[1:] + [Rank.ACE]) if ace_high else natural
    v = {r: order.index(r) for r in natural}
    counts = Counter(c.rank for c in cards)
    groups = sorted(((n, v[r]) for r, n in counts.items()), reverse=True)
    shape = [n for n, _ in groups]
    flush = len({c.suit for c in cards}) == 1
    # sequences: five consecutive in natural order, ace first; or ending with the ace after the king
    idx = sorted(natural.index(c.rank) for c in cards)
    top = None
    if shape == [1] * 5:
        if idx == list(range(idx[0], idx[0] + 5)):
            top = idx[-1]
        elif rules.ace_in_sequence == "begin-or-end" and idx == [0] + list(range(len(natural) - 4, len(natural))):
            top = len(natural)  # the ace above the king
    hearts = [c.suit.letter == "H" for c in cards]
    desc = sorted((v[c.rank] for c in cards), reverse=True)
    peel = rules.code == "peel-poker"
    if top is not None and flush:
        return (8, top)
    if shape == [4, 1]:
        return (7, groups[0][1], groups[1][1])
    if shape == [3, 2]:
        return (6, groups[0][1], groups[1][1])
    if flush:
        heart = peel and hearts[0]
        if heart and rules.heart_flushes == "tie":
            return (5, 1)
        return (5, int(heart), *desc)
    if top is not None:
        if not peel or rules.sequence_hearts == "no-effect":
            extra = 0
        else:
            pos = lambda c: (len(natural) if (c.rank is Rank.ACE and top == len(natural)) else natural.index(c.rank))  # noqa: E731
            top_down = sorted(cards, key=pos, reverse=True)
            h = [c.suit.letter == "H" for c in top_down]
            extra = {"most-hearts": sum(h), "top-heart": int(h[0]),
                     "hearts-downward": tuple(h)}[rules.sequence_hearts]  # fmt: skip
        return (4, top, extra)
    if shape == [3, 1, 1]:
        return (3, *[g[1] for g in groups])
    if shape == [2, 2, 1]:
        key = (2, groups[0][1], groups[1][1])
        return key if rules.two_pairs_odd_card == "tie" else key + (groups[2][1],)
    if shape == [2, 1, 1, 1]:
        return (1, *[g[1] for g in groups])
    return (0, *desc)


def sign(x):
    return (x > 0) - (x < 0)


@st.composite
def small_pack(draw, sixty=False):
    """A few consecutive ranks (5 to 8, wrapping round from king to ace) in one to four suits."""
    natural = list(Rank) if sixty else NATURAL_52
    width = draw(st.sampled_from((5, 5, 5, 6, 7, 8)))
    start = draw(st.integers(0, len(natural) - 1))
    ranks = [natural[(start + i) % len(natural)] for i in range(width)]
    suits = draw(st.lists(st.sampled_from(list(Suit)), min_size=1, max_size=4, unique=True))
    return [Card(r, s) for r in ranks for s in suits]


@st.composite
def small_pack_hands(draw, sixty=False):
    """Two hands, either from one small pack or each from its own (hands of different deals)."""
    first = draw(small_pack(sixty))
    second = first if draw(st.booleans()) else draw(small_pack(sixty))
    a = draw(st.lists(st.sampled_from(first), min_size=5, max_size=5, unique=True))
    b = draw(st.lists(st.sampled_from(second), min_size=5, max_size=5, unique=True))
    return tuple(a), tuple(b)


RULE_SETS = [
    PEEL,
    FOSTER,
    PeelRules(aces="high"),
    PeelRules(ace_in_sequence="begin-or-end", sequence_hearts="top-heart", heart_flushes="tie"),
    PeelRules(sequence_hearts="hearts-downward", two_pairs_odd_card="tie"),
    PeelRules(sequence_hearts="no-effect"),
]


@pytest.mark.law(*[f"peel-poker:{n}" for n in range(65, 76)])
@settings(max_examples=1500, deadline=None)
@given(pair=small_pack_hands(), which=st.sampled_from(range(len(RULE_SETS))))
def test_evaluator_agrees_with_a_plain_reading_of_laws_65_to_75(pair, which):
    rules = RULE_SETS[which]
    a, b = pair
    ka, kb = reference_key(a, rules), reference_key(b, rules)
    sa, sb = score(a, rules), score(b, rules)
    assert sa >> 32 == ka[0] and sb >> 32 == kb[0]
    assert sign(sa - sb) == sign((ka > kb) - (ka < kb)), (a, b, ka, kb)


@pytest.mark.law("foster-poker:p7")
@settings(max_examples=500, deadline=None)
@given(pair=small_pack_hands(sixty=True))
def test_evaluator_agrees_with_a_plain_reading_of_foster_with_sixty_cards(pair):
    rules = FosterRules(pack="sixty")
    a, b = pair
    ka, kb = reference_key(a, rules), reference_key(b, rules)
    sa, sb = score(a, rules), score(b, rules)
    assert sa >> 32 == ka[0] and sb >> 32 == kb[0]
    assert sign(sa - sb) == sign((ka > kb) - (ka < kb)), (a, b, ka, kb)


@pytest.mark.law("peel-poker:70")
@settings(max_examples=400, deadline=None)
@given(
    start=st.integers(0, 9),
    suits=st.lists(st.lists(st.sampled_from(list(Suit)), min_size=5, max_size=5), min_size=2, max_size=2),
    which=st.sampled_from(range(len(RULE_SETS))),
)
def test_law_70_equal_sequences_agree_with_the_plain_reading(start, suits, which):
    """Two sequences of the same ranks in random suits (different deals): hearts decide as the
    reading chosen says."""
    rules = RULE_SETS[which]
    ranks = [NATURAL_52[(start + i) % 13] for i in range(5)]  # start 9: 10 J Q K A
    a, b = ([Card(r, s) for r, s in zip(ranks, ss)] for ss in suits)
    ka, kb = reference_key(a, rules), reference_key(b, rules)
    sa, sb = score(a, rules), score(b, rules)
    assert sign(sa - sb) == sign((ka > kb) - (ka < kb)), (a, b, ka, kb)


def test_hand_value_draws_its_cards_and_names_its_class():
    html = evaluate("KS KH KD 2C 2D")._repr_html_()
    assert html.count("<svg") == 5 and "<figcaption>Full</figcaption>" in html
    assert 'aria-label="Full: king of spades, king of hearts, king of diamonds, two of clubs, two of diamonds"' in html


# -- declared readings of laws 66, 69, 75 (games.core.options) ------------------------------

import random as _random

from games.core.options import RuleSet


def test_hand_rules_are_rule_sets_with_declared_readings():
    assert isinstance(PEEL, RuleSet) and isinstance(FOSTER, RuleSet)
    assert {r.name for r in PEEL.readings_of("peel-poker:69")} >= {"heart_flushes", "untied_card"}
    assert {r.name for r in PEEL.readings_of("peel-poker:75")} >= {"untied_card"}
    (r,) = PEEL.readings_of("peel-poker:66")
    assert r.name == "sequence_flush_hearts" and r.default == "tie"
    assert PeelRules(untied_card="any-other-hand").differences() == {"untied_card": "any-other-hand"}
    with pytest.raises(RuleSetError) as e:
        PeelRules(untied_card="sometimes")
    assert e.value.law == "peel-poker:69"
    with pytest.raises(RuleSetError) as e:
        FosterRules(pack="forty")
    assert e.value.law == "foster-poker:p7"


THREE_FLUSHES = ["KS QS 9S 5S 3S", "KD JD 8D 4D 2D", "QC JC 10C 7C 6C"]
THREE_NO_PAIRS = ["KS QH 9D 5C 3S", "KD JC 8H 4S 2D", "QC JS 10H 7D 6C"]


@pytest.mark.law("peel-poker:69", "peel-poker:75")
@pytest.mark.parametrize("hands", [THREE_FLUSHES, THREE_NO_PAIRS], ids=["flushes", "no-pairs"])
def test_law_69_75_not_tied_in_another_hand_two_readings(hands):
    assert best_hands(hands) == (0,)  # hand against hand: K=K, Q>J
    other = PeelRules(untied_card="any-other-hand")
    assert best_hands(hands, other) == (2,)  # its ten is the highest card no other hand holds
    # the referee rules by the same reading
    from games.poker import referee as R

    assert R.rule(None, R.HandsDisputed(tuple(hands))).decision.startswith("Hand 1")
    # a heart flush is still "the best hand" among flushes (law 69, first clause)
    with_hearts = THREE_FLUSHES[:2] + ["QH JH 10H 7H 6H"]
    assert best_hands(with_hearts, other) == best_hands(with_hearts) == (2,)


@pytest.mark.law("peel-poker:69", "peel-poker:75")
def test_law_69_75_with_two_hands_the_readings_agree():
    rng = _random.Random(69)
    other = PeelRules(untied_card="any-other-hand")
    from games.cards import standard_pack

    for _ in range(300):
        cards = list(standard_pack())
        rng.shuffle(cards)
        a, b, c = cards[:5], cards[5:10], cards[10:15]
        assert best_hands([a, b], other) == best_hands([a, b])
        # with three hands, any-other-hand picks one of the hands of the top category
        w = best_hands([a, b, c], other)[0]
        assert evaluate([a, b, c][w]).rank == max(evaluate(h).rank for h in (a, b, c))


@pytest.mark.law("peel-poker:69")
def test_law_69_two_heart_flushes_can_be_dealt_from_one_pack():
    """Defect 9: ten hearts between two hands; the highest card decides (default) or they tie."""
    a, b = "KH 9H 7H 5H 3H", "QH JH 8H 6H 2H"
    assert not set(evaluate(a).cards) & set(evaluate(b).cards)
    assert evaluate(a) > evaluate(b) > evaluate("AS KS QS JS 9S")
    tie = PeelRules(heart_flushes="tie")
    assert evaluate(a, tie) == evaluate(b, tie)
    assert "can be dealt" in PeelRules.__doc__ and "cannot be dealt" not in PeelRules.__doc__


@pytest.mark.law("peel-poker:66", "peel-poker:76")
def test_law_66_equal_sequence_flushes_share_unless_hearts_read_into_law_70():
    spades, clubs, hearts = "5S 6S 7S 8S 9S", "5C 6C 7C 8C 9C", "5H 6H 7H 8H 9H"
    assert best_hands([spades, clubs, hearts]) == (0, 1, 2)
    reading = PeelRules(sequence_flush_hearts="hearts")
    assert best_hands([spades, clubs, hearts], reading) == (2,)
    assert best_hands([spades, clubs], reading) == (0, 1)
    assert evaluate("6H 7H 8H 9H 10H", reading) > evaluate(hearts, reading)
