"""games.core.tricks: a trick in progress, the obligations, the winner, the search for renounces.

Worked examples are computed by hand in the comments; the properties play random deals with random
cards, legal and not, and check the module against a plain reading of the rules written here.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.cards import ACE_HIGH, Card, Rank, Suit, ecarte_pack, parse_cards, standard_pack
from games.core.tricks import (
    FOLLOW_SUIT, FOLLOW_WIN_TRUMP, Obligation, Obligations, Renounce, Trick, beats, breaks_obligation,
    find_renounces, hands_after, is_revoke, legal_cards, suit_held, trick_winner, tricks_won,
)
from games.errors import (
    GameError,
    IllegalActionError,
    InvalidCardError,
    OutOfTurnError,
    RuleSetError,
)

H, S, C, D = Suit.HEARTS, Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS
#: Écarté: "king, queen, knave, ace, ten, nine, eight, seven" (Enquire Within ¶118), lowest first here.
ECARTE = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.ACE, Rank.KNAVE, Rank.QUEEN, Rank.KING)


def cards(text):
    return parse_cards(text)


def trick(leader, n, *played):
    t = Trick.begin(leader, n)
    for seat, card in played:
        t = t.play(seat, card)
    return t


# -- the trick record ---------------------------------------------------------------------------------

def test_a_trick_knows_who_plays_next_and_when_it_is_complete():
    t = Trick.begin(3, 4)
    assert t.seats == (3, 0, 1, 2) and t.leader == 3 and t.to_play == 3 and t.led is None
    t = t.play(3, "9D").play(0, "2D")
    assert t.to_play == 1 and t.led is D and t.card_of(0) == Card.parse("2D") and t.card_of(2) is None
    t = t.play(1, "KS").play(2, "QD")
    assert t.complete and t.to_play is None and not t.quitted
    assert t.cards == cards("9D 2D KS QD")
    q = t.quit()
    assert q.quitted and q.plays == t.plays and not t.quitted  # the record is immutable


def test_a_trick_refuses_a_card_from_the_wrong_seat_and_changes_nothing():
    t = trick(0, 4, (0, "AH"))
    with pytest.raises(OutOfTurnError) as e:
        t.play(2, "3H", law="foster-whist:67")
    assert e.value.law == "foster-whist:67"
    assert t.plays == ((0, Card.parse("AH")),)
    with pytest.raises(OutOfTurnError):
        t.play(0, "3H")  # he has played
    with pytest.raises(OutOfTurnError):
        t.play(7, "3H")  # no such seat at this trick
    with pytest.raises(IllegalActionError):
        t.play(1, "AH")  # the card is on the table
    with pytest.raises(InvalidCardError):
        t.play(1, "1X")


def test_a_card_out_of_turn_may_be_let_through_and_the_turn_goes_back():
    # Foster's law 67: "If the third hand play before the second, the fourth hand may play before his partner."
    t = trick(0, 4, (0, "5C")).play(2, "9C", out_of_turn=True)
    assert t.to_play == 1 and t.cards == cards("5C 9C")
    t = t.play(3, "KC", out_of_turn=True).play(1, "2C")
    assert t.complete and t.winner(ACE_HIGH) == 3


def test_a_complete_trick_takes_no_card_and_only_a_complete_trick_is_quitted():
    t = trick(0, 2, (0, "7H"), (1, "8H"))
    with pytest.raises(IllegalActionError):
        t.play(0, "9H")
    with pytest.raises(IllegalActionError) as e:
        trick(0, 2, (0, "7H")).quit(law="foster-whist:73")
    assert e.value.law == "foster-whist:73"


def test_solo_whist_for_five_one_stands_out():
    # Hoffmann {157}: "one man stands out every round"; seat 4 stands out, seat 2 leads.
    t = Trick.begin(2, 5, include=(0, 1, 2, 3))
    assert t.seats == (2, 3, 0, 1)
    with pytest.raises(IllegalActionError):
        Trick.begin(4, 5, include=(0, 1, 2, 3))


@pytest.mark.parametrize("bad", [
    dict(seats=()), dict(seats=(0, 0)), dict(seats=(-1, 1)), dict(seats=(0, True)), dict(seats="01"),
    dict(seats=(0, 1), plays=((2, Card.parse("AS")),)), dict(seats=(0, 1), plays=((0, "AS"), (0, "KS"))),
    dict(seats=(0, 1), plays=((0, "AS"), (1, "AS"))), dict(seats=(0, 1), plays=("AS",)),
    dict(seats=(0, 1), plays=((0, "AS"),), quitted=True), dict(seats=(0, 1), quitted=1), dict(seats=5),
])
def test_a_malformed_trick_is_refused(bad):
    with pytest.raises(GameError):
        Trick(**bad)


# -- the winner ---------------------------------------------------------------------------------------

def test_the_winner_is_the_highest_trump_else_the_highest_of_the_suit_led():
    # 4H KH 2S AH: spades trumps -> the two of spades (third card); no trumps -> the ace of hearts.
    assert trick_winner(cards("4H KH 2S AH"), ACE_HIGH, S) == 2
    assert trick_winner(cards("4H KH 2S AH"), ACE_HIGH) == 3
    # a card of another plain suit never wins, however high: 3D AC 2D -> the three of diamonds.
    assert trick_winner(cards("3D AC 2D"), ACE_HIGH, H) == 0
    # at Écarté the ace ranks below the knave: 10H AH JH -> the knave.
    assert trick_winner(cards("10H AH JH"), ECARTE, C) == 2
    t = trick(1, 4, (1, "4H"), (2, "KH"))
    assert t.winner(ACE_HIGH, S) == 2 and t.winning_card(ACE_HIGH, S) == Card.parse("KH")  # so far


def test_no_winner_of_an_empty_trick():
    with pytest.raises(IllegalActionError):
        trick_winner([], ACE_HIGH)
    with pytest.raises(IllegalActionError):
        Trick.begin(0, 4).winner(ACE_HIGH)
    with pytest.raises(IllegalActionError):
        Trick.begin(0, 4).winning_card(ACE_HIGH)


def test_beats():
    assert beats("KH", "QH", ACE_HIGH) and not beats("QH", "KH", ACE_HIGH)
    assert beats("2S", "AH", ACE_HIGH, S) and not beats("2S", "AH", ACE_HIGH, C) and not beats("AC", "2H", ACE_HIGH)
    with pytest.raises(IllegalActionError):
        beats("KH", "KH", ACE_HIGH)


# -- the obligations ----------------------------------------------------------------------------------

def test_whist_follow_suit_if_you_can_else_any_card():
    t = trick(0, 4, (0, "9H"))
    hand = cards("3H QH 9C 2S")
    assert legal_cards(hand, t, FOLLOW_SUIT, ACE_HIGH, S) == cards("3H QH")
    assert breaks_obligation(hand, t, "9C", FOLLOW_SUIT, ACE_HIGH, S) is Obligation.FOLLOW
    assert breaks_obligation(hand, t, "2S", FOLLOW_SUIT, ACE_HIGH, S) is Obligation.FOLLOW
    assert breaks_obligation(hand, t, "3H", FOLLOW_SUIT, ACE_HIGH, S) is None
    void = cards("9C 2S 4D")
    assert legal_cards(void, t, FOLLOW_SUIT, ACE_HIGH, S) == void  # no obligation to trump at Whist
    assert legal_cards(hand, Trick.begin(1, 4), FOLLOW_SUIT, ACE_HIGH, S) == hand  # leading


def test_ecarte_follow_and_win_if_you_can_trumping_if_void():
    # Enquire Within ¶118: "The second must follow suit, or win the trick if he can".  Clubs trumps.
    t = trick(0, 2, (0, "10H"))
    hand = cards("AH 9H KS 7C")
    assert legal_cards(hand, t, FOLLOW_WIN_TRUMP, ECARTE, C) == cards("AH")  # the ace beats the ten at Écarté
    assert breaks_obligation(hand, t, "9H", FOLLOW_WIN_TRUMP, ECARTE, C) is Obligation.HEAD
    assert breaks_obligation(hand, t, "KS", FOLLOW_WIN_TRUMP, ECARTE, C) is Obligation.FOLLOW
    low = cards("8H 9H KS")  # can follow but not win: any heart
    assert legal_cards(low, t, FOLLOW_WIN_TRUMP, ECARTE, C) == cards("8H 9H")
    void = cards("QS 8C 7C")  # void: must trump, and either trump wins
    assert legal_cards(void, t, FOLLOW_WIN_TRUMP, ECARTE, C) == cards("8C 7C")
    assert breaks_obligation(void, t, "QS", FOLLOW_WIN_TRUMP, ECARTE, C) is Obligation.TRUMP
    nothing = cards("QS 8D")  # void, no trump: any card
    assert legal_cards(nothing, t, FOLLOW_WIN_TRUMP, ECARTE, C) == nothing


def test_win_if_you_can_alone_means_trumping_when_void():
    ob = Obligations(head=True, head_law="enquire-within:118")
    t = trick(0, 2, (0, "10H"))
    assert legal_cards(cards("QS 8C"), t, ob, ECARTE, C) == cards("8C")
    assert breaks_obligation(cards("QS 8C"), t, "QS", ob, ECARTE, C) is Obligation.HEAD
    assert ob.law_of(Obligation.HEAD) == "enquire-within:118" and ob.law_of(Obligation.FOLLOW) is None


def test_a_trick_already_trumped_three_players():
    # Solo Whist for three, spades trumps: 5H led, 3S played on it.
    t = trick(0, 3, (0, "5H"), (1, "3S"))
    assert legal_cards(cards("9H KH 2C"), t, FOLLOW_WIN_TRUMP, ACE_HIGH, S) == cards("9H KH")  # no heart can win
    void = cards("2S AS 4D")
    assert legal_cards(void, t, FOLLOW_WIN_TRUMP, ACE_HIGH, S) == cards("AS")  # overtrump
    assert breaks_obligation(void, t, "2S", FOLLOW_WIN_TRUMP, ACE_HIGH, S) is Obligation.HEAD
    assert breaks_obligation(void, t, "4D", FOLLOW_WIN_TRUMP, ACE_HIGH, S) is Obligation.TRUMP
    under = cards("2S 4D")  # must trump even when he cannot overtrump
    assert legal_cards(under, t, FOLLOW_WIN_TRUMP, ACE_HIGH, S) == cards("2S")


def test_is_revoke_is_foster_law_71():
    assert is_revoke(cards("KS 7S 2H 9D"), "9D", H) is True
    assert is_revoke(cards("KS 7S 2H 9D"), "2H", H) is False
    assert is_revoke(cards("KS 7S 9D QC"), "9D", H) is False
    assert is_revoke(cards("KS 7S"), "KS", None) is False
    with pytest.raises(IllegalActionError) as e:
        is_revoke(cards("KS 7S"), "9D", H, law="foster-whist:71")
    assert e.value.law == "foster-whist:71"
    assert suit_held(cards("KS 2H"), H) and not suit_held(cards("KS"), H)


# -- a whole play ----------------------------------------------------------------------------------

HANDS = {0: cards("AH 2C 3D"), 1: cards("5H KC 4D"), 2: cards("7H 8C 9D"), 3: cards("6S 10H JC")}


def _play():
    # Trick 1: 0 leads AH; 1 plays KC holding the 5H (a renounce); 2: 7H; 3: 10H.  The ace wins.
    t1 = trick(0, 4, (0, "AH"), (1, "KC"), (2, "7H"), (3, "10H")).quit()
    # Trick 2: 0 leads 2C; 1, now void of clubs, plays 5H; 2: 8C; 3: JC, which wins.
    t2 = trick(0, 4, (0, "2C"), (1, "5H"), (2, "8C"), (3, "JC")).quit()
    # Trick 3: 3 leads 6S; the others have diamonds only; the six of spades wins.
    t3 = trick(3, 4, (3, "6S"), (0, "3D"), (1, "4D"), (2, "9D"))
    return [t1, t2, t3]


def test_searching_the_tricks_finds_the_renounce():
    (r,) = find_renounces(HANDS, _play(), FOLLOW_SUIT, ACE_HIGH, S)
    assert (r.trick, r.seat, r.card, r.led, r.obligation) == (0, 1, Card.parse("KC"), H, Obligation.FOLLOW)
    assert r.could_play == cards("5H") and r.quitted and r.played_after == frozenset({0, 1, 2, 3})
    assert r.played_on({1, 3}) and "trick 1: seat 1 played KC" in str(r)
    assert tricks_won(_play(), ACE_HIGH, S) == {0: 1, 3: 2}
    assert [t.winner(ACE_HIGH, S) for t in _play()] == [0, 3, 3]


def test_a_renounce_in_a_trick_not_yet_quitted():
    t = trick(0, 4, (0, "AH"), (1, "KC"))
    (r,) = find_renounces(HANDS, [t], FOLLOW_SUIT, ACE_HIGH, S)
    assert not r.quitted and r.played_after == frozenset() and not r.played_on({1, 3})


def test_hands_after_the_tricks():
    after = hands_after(HANDS, _play()[:1])
    assert after == {0: cards("2C 3D"), 1: cards("5H 4D"), 2: cards("8C 9D"), 3: cards("6S JC")}
    assert hands_after(list(HANDS.values()), _play()) == {0: (), 1: (), 2: (), 3: ()}


def test_the_search_refuses_tricks_the_hands_could_not_have_played():
    bad = [trick(0, 4, (0, "AH"), (1, "KH"), (2, "7H"), (3, "10H"))]  # seat 1 never held the KH
    with pytest.raises(IllegalActionError) as e:
        find_renounces(HANDS, bad, FOLLOW_SUIT, ACE_HIGH, S, law="foster-whist:75")
    assert e.value.law == "foster-whist:75"
    gap = [trick(0, 4, (0, "AH")), trick(0, 4, (0, "2C"))]  # a trick begun before the last was complete
    with pytest.raises(IllegalActionError):
        find_renounces(HANDS, gap, FOLLOW_SUIT, ACE_HIGH, S)
    with pytest.raises(IllegalActionError):
        hands_after({0: cards("AH")}, [trick(0, 2, (0, "AH"), (1, "KH"))])  # seat 1 holds no hand
    with pytest.raises(InvalidCardError):
        find_renounces({0: cards("AH"), 1: cards("AH")}, [], FOLLOW_SUIT, ACE_HIGH)  # one card in two hands


# -- properties: random deals, random cards ------------------------------------------------------

def _best(played, trumps):
    """The winning card by the plain rule: the highest trump if any, else the highest of the suit led."""
    led = played[0].suit
    pool = [c for c in played if c.suit is trumps] or [c for c in played if c.suit is led]
    return max(pool, key=lambda c: ACE_HIGH.index(c.rank))


def _plain_legal(hand, led):
    same = [c for c in hand if c.suit is led]
    return set(same) if led is not None and same else set(hand)


def _play_deal(seed, obligations, p_wrong=0.0, players=4, pack=None, order=ACE_HIGH):
    rng = random.Random(seed)
    deck = list((pack or standard_pack()).cards)
    rng.shuffle(deck)
    each = len(deck) // players
    hands = {s: tuple(deck[s * each:(s + 1) * each]) for s in range(players)}
    trumps = rng.choice([None, *Suit])
    held = {s: list(h) for s, h in hands.items()}
    leader, tricks, wrong = rng.randrange(players), [], []
    for k in range(each):
        t = Trick.begin(leader, players)
        while not t.complete:
            s = t.to_play
            legal = legal_cards(held[s], t, obligations, order, trumps)
            if rng.random() < p_wrong:
                card = rng.choice(held[s])
            else:
                card = rng.choice(legal)
            broken = breaks_obligation(held[s], t, card, obligations, order, trumps)
            assert (broken is None) == (card in legal)
            if broken is not None:
                wrong.append((k, s, card))
            held[s].remove(card)
            t = t.play(s, card)
        t = t.quit()
        tricks.append(t)
        leader = t.winner(order, trumps)
    return hands, tricks, trumps, wrong


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9))
def test_random_whist_deals_every_card_once_thirteen_tricks_the_best_card_wins(seed):
    hands, tricks, trumps, wrong = _play_deal(seed, FOLLOW_SUIT)
    assert wrong == [] and len(tricks) == 13
    played = [c for t in tricks for c in t.cards]
    assert sorted(played, key=lambda c: c.index) == sorted(standard_pack().cards, key=lambda c: c.index)
    holder = {c: s for s, h in hands.items() for c in h}
    for t in tricks:
        assert holder[_best(t.cards, trumps)] == t.winner(ACE_HIGH, trumps)
        for s, c in t.plays:
            assert holder[c] == s
    assert sum(tricks_won(tricks, ACE_HIGH, trumps).values()) == 13
    assert find_renounces(hands, tricks, FOLLOW_SUIT, ACE_HIGH, trumps) == ()


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9))
def test_the_search_finds_exactly_the_cards_that_were_not_legal(seed):
    hands, tricks, trumps, wrong = _play_deal(seed, FOLLOW_SUIT, p_wrong=0.3)
    found = find_renounces(hands, tricks, FOLLOW_SUIT, ACE_HIGH, trumps)
    assert [(r.trick, r.seat, r.card) for r in found] == wrong
    for r in found:  # by the plain rule: he held the suit led and played another
        assert r.card.suit is not r.led and r.could_play and all(c.suit is r.led for c in r.could_play)
        assert r.quitted


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from([FOLLOW_SUIT, FOLLOW_WIN_TRUMP, Obligations(head=True),
                                               Obligations(trump=True), Obligations(follow=False, head=True)]))
def test_a_card_breaks_an_obligation_exactly_when_it_is_not_legal(seed, ob):
    hands, tricks, trumps, wrong = _play_deal(seed, ob, p_wrong=0.3, players=2, pack=ecarte_pack(), order=ECARTE)
    found = find_renounces(hands, tricks, ob, ECARTE, trumps)
    assert [(r.trick, r.seat, r.card) for r in found] == wrong


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9))
def test_follow_suit_legal_cards_match_the_plain_rule(seed):
    rng = random.Random(seed)
    deck = list(standard_pack().cards)
    rng.shuffle(deck)
    n = rng.randrange(2, 5)
    t = Trick.begin(0, n)
    for s in range(rng.randrange(0, n)):
        t = t.play(s, deck.pop())
    hand = deck[: rng.randrange(1, 14)]
    assert set(legal_cards(hand, t, FOLLOW_SUIT, ACE_HIGH, rng.choice(list(Suit)))) == _plain_legal(hand, t.led)


# -- bad input, every public function ----------------------------------------------------------------

junk = st.one_of(st.none(), st.booleans(), st.integers(-5, 60), st.floats(allow_nan=True), st.text(max_size=4),
                 st.lists(st.integers(-2, 5), max_size=3), st.just(object()), st.just(Suit.HEARTS),
                 st.just(cards("AH KH")), st.just(ACE_HIGH))


def _only_game_errors(f, *args, **kw):
    try:
        f(*args, **kw)
    except GameError:
        pass


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(junk, junk, junk, junk, junk)
def test_junk_raises_only_the_librarys_errors(a, b, c, d, e):
    t = trick(0, 4, (0, "9H"))
    _only_game_errors(trick_winner, a, b, c)
    _only_game_errors(legal_cards, a, t, FOLLOW_SUIT, ACE_HIGH, S)
    _only_game_errors(legal_cards, cards("3H"), a, b, c, d)
    _only_game_errors(breaks_obligation, cards("3H 4C"), t, a, FOLLOW_SUIT, ACE_HIGH, b)
    _only_game_errors(breaks_obligation, a, b, c, d, e)
    _only_game_errors(is_revoke, a, b, c)
    _only_game_errors(is_revoke, cards("3H"), "3H", H, law=a)
    _only_game_errors(beats, a, b, c, d)
    _only_game_errors(suit_held, a, b)
    _only_game_errors(find_renounces, a, b, FOLLOW_SUIT, ACE_HIGH)
    _only_game_errors(find_renounces, HANDS, _play(), a, b, c)
    _only_game_errors(hands_after, a, b)
    _only_game_errors(tricks_won, a, b, c)
    _only_game_errors(Trick, a, b, c)
    _only_game_errors(Trick.begin, a, b, c)
    _only_game_errors(t.play, a, b)
    _only_game_errors(t.play, 1, "3H", out_of_turn=a)
    _only_game_errors(t.quit, law=a)
    _only_game_errors(t.winner, a, b)
    _only_game_errors(Obligations, a, b, c)
    _only_game_errors(Obligations, follow_law=a)
    _only_game_errors(FOLLOW_SUIT.law_of, a)


@pytest.mark.parametrize("call", [
    lambda: trick_winner(cards("AH"), [Rank.TWO]),  # the ace has no place in this order
    lambda: trick_winner(cards("AH"), ()),
    lambda: trick_winner(cards("AH"), ACE_HIGH, "spades"),
    lambda: trick_winner("AH AH", ACE_HIGH),
    lambda: legal_cards(cards("3H"), Trick.begin(0, 2), "follow", ACE_HIGH),
    lambda: legal_cards(cards("3H"), trick(0, 2, (0, "4H"), (1, "5H")), FOLLOW_SUIT, ACE_HIGH),  # complete
    lambda: legal_cards(cards("4H"), trick(0, 2, (0, "4H")), FOLLOW_SUIT, ACE_HIGH),  # in hand and on table
    lambda: breaks_obligation(cards("3H"), trick(0, 2, (0, "4H")), "9C", FOLLOW_SUIT, ACE_HIGH),  # not held
    lambda: breaks_obligation(cards("3H"), trick(0, 2, (0, "4H")), "3H", FOLLOW_SUIT, ACE_HIGH, law="whist:1"),
    lambda: is_revoke(cards("3H"), "3H", "H"),
    lambda: suit_held(cards("3H"), None),
    lambda: Obligations(follow="yes"),
    lambda: Obligations(head_law="no-such-code:1"),
    lambda: FOLLOW_SUIT.law_of("follow"),
    lambda: Trick.begin(0, 0),
    lambda: Trick.begin(4, 4),
    lambda: tricks_won("AH", ACE_HIGH),
    lambda: find_renounces("AH", [], FOLLOW_SUIT, ACE_HIGH),
    lambda: find_renounces({-1: cards("AH")}, [], FOLLOW_SUIT, ACE_HIGH),
    lambda: find_renounces(HANDS, [1], FOLLOW_SUIT, ACE_HIGH),
])
def test_bad_values_are_refused_with_the_librarys_error(call):
    with pytest.raises(GameError):
        call()


def test_a_bad_law_id_is_a_rule_set_error():
    with pytest.raises(RuleSetError):
        Trick.begin(0, 2).play(0, "AH", law="not a law")


def test_the_records_small_queries_refuse_bad_values():
    t = trick(0, 2, (0, "AH"))
    assert t.card_of(1) is None and t.card_of(0) == Card.parse("AH")
    r = Renounce(0, 1, Card.parse("KC"), H, Obligation.FOLLOW, cards("5H"), True, frozenset({2}))
    assert r.played_on([2]) and not r.played_on([1, 3])
    for bad in (lambda: t.card_of(5), lambda: t.card_of(True), lambda: r.played_on(1), lambda: r.played_on(["1"])):
        with pytest.raises(GameError):
            bad()


def test_a_trick_in_words():
    assert str(trick(1, 4, (1, "4H"), (2, "KH"))) == "trick led by seat 1: 1: 4H, 2: KH"
    assert str(Trick.begin(0, 2)) == "trick led by seat 0: no card yet"
    assert str(trick(0, 2, (0, "4H"), (1, "KH")).quit()).endswith("(turned and quitted)")


@pytest.mark.parametrize("kw", [
    dict(trick=-1), dict(seat="1"), dict(card="1X"), dict(led="H"), dict(obligation="follow suit"),
    dict(could_play=()), dict(could_play=cards("KC")), dict(quitted=1), dict(played_after=2),
    dict(played_after={-1}),
])
def test_a_bad_renounce_is_refused(kw):
    base = dict(trick=0, seat=1, card=Card.parse("KC"), led=H, obligation=Obligation.FOLLOW,
                could_play=cards("5H"), quitted=True)
    with pytest.raises(GameError):
        Renounce(**{**base, **kw})
