"""Cards, ranks, suits and packs (games/cards.py)."""

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.cards import (
    ACE_HIGH,
    ACE_LOW,
    Card,
    Pack,
    Rank,
    Suit,
    card_svg,
    ecarte_pack,
    format_cards,
    parse_cards,
    sixty_card_pack,
    solo_whist_pack,
    standard_pack,
)
from games.errors import GameError, IllegalActionError, InvalidCardError, RuleSetError

ALL_SIXTY = sixty_card_pack().cards


# -- parsing and printing ------------------------------------------------------------


@pytest.mark.parametrize(
    "text, code",
    [("KS", "KS"), ("kh", "KH"), ("10♦", "10D"), ("TD", "10D"), ("td", "10D"), ("Q♥", "QH"), ("a♣", "AC"),
     ("11C", "11C"), ("12h", "12H"), ("J♠", "JS"), (" 2s ", "2S"), ("king of spades", "KS"),
     ("Knave of Hearts", "JH"), ("jack of clubs", "JC"), ("Q♥\ufe0f", "QH")],
)  # fmt: skip
def test_parse_accepts_the_usual_spellings(text, code):
    assert str(Card.parse(text)) == code


@pytest.mark.parametrize("card", ALL_SIXTY, ids=str)
def test_every_card_round_trips_through_text_and_repr(card):
    assert Card.parse(str(card)) == card
    assert eval(repr(card), {"Card": Card}) == card
    assert Card.parse(card.name) == card


def test_names_use_knave_and_plural_suits():
    assert Card.parse("KS").name == "king of spades"
    assert Card.parse("JH").name == "knave of hearts"
    assert Card.parse("11D").name == "eleven of diamonds"
    assert Card(Rank.JACK, Suit.CLUBS) == Card(Rank.KNAVE, Suit.CLUBS)


def test_suit_attributes():
    assert [s.letter for s in Suit] == ["C", "D", "H", "S"]
    assert "".join(s.symbol for s in Suit) == "♣♦♥♠"
    assert str(Suit.SPADES) == "spades" == Suit.SPADES.name_
    assert [s.colour for s in Suit] == ["black", "red", "red", "black"]
    assert Suit.parse("♡") is Suit.HEARTS and Suit.parse("spade") is Suit.SPADES


def test_rank_text_names_and_pips():
    assert [str(r) for r in Rank] == ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "J", "Q", "K"]
    assert [r.name_ for r in Rank][-4:] == ["twelve", "knave", "queen", "king"]
    assert Rank.parse("jack") is Rank.KNAVE and Rank.parse("T") is Rank.TEN and Rank.parse("eleven") is Rank.ELEVEN
    assert Rank.ACE.pips == 1 and Rank.TEN.pips == 10 and Rank.TWELVE.pips == 12 and Rank.KING.pips == 0
    assert Rank.KNAVE.is_court and not Rank.TEN.is_court


def test_ranks_are_not_ordered_globally_but_by_a_games_order():
    with pytest.raises(TypeError):
        Rank.ACE < Rank.KING  # noqa: B015
    assert Rank.ACE.order_index(ACE_LOW) < Rank.KING.order_index(ACE_LOW)
    assert Rank.ACE.order_index(ACE_HIGH) > Rank.KING.order_index(ACE_HIGH)
    with pytest.raises(InvalidCardError):
        Rank.ELEVEN.order_index(ACE_LOW)


def test_parse_cards_accepts_spaces_and_commas_and_formats_back():
    cards = parse_cards("KS, QH 10D,2c")
    assert cards == (Card.parse("KS"), Card.parse("QH"), Card.parse("10D"), Card.parse("2C"))
    assert format_cards(cards) == "KS QH 10D 2C"
    assert parse_cards(format_cards(cards)) == cards
    assert parse_cards([Card.parse("KS"), "QH"]) == cards[:2]


@pytest.mark.parametrize("bad", ["1X", "KZ", "10", "S", "1S", "13H", "KSS", "AA", "ZS"])
def test_malformed_card_raises_invalid_card_error_quoting_it(bad):
    with pytest.raises(InvalidCardError) as err:
        parse_cards(f"KS {bad} 2D")
    assert repr(bad) in str(err.value)
    assert "a card is a rank then a suit" in str(err.value)
    assert isinstance(err.value, GameError) and isinstance(err.value, ValueError)


def test_duplicate_card_in_a_hand_raises():
    with pytest.raises(InvalidCardError, match="named twice"):
        parse_cards("KS QH ks")


def test_cards_are_immutable_and_hashable():
    card = Card.parse("KS")
    with pytest.raises(AttributeError):
        card.rank = Rank.QUEEN  # type: ignore[misc]
    assert len({Card.parse("KS"), Card.parse("ks"), Card(Rank.KING, Suit.SPADES)}) == 1
    with pytest.raises(InvalidCardError):
        Card("K", "S")  # type: ignore[arg-type]


def test_card_hash_is_the_same_in_every_run():
    # sets of cards must iterate in the same order from run to run (deterministic replays)
    assert hash(Card.parse("AC")) == 0 and hash(Card.parse("KS")) == 59
    assert sorted(c.index for c in sixty_card_pack()) == list(range(60))


# -- the card face ------------------------------------------------------------------


@pytest.mark.parametrize("card", [Card.parse("KS"), Card.parse("10D"), Card.parse("AH"), Card.parse("11C")], ids=str)
def test_svg_is_an_accessible_image_naming_the_card(card):
    svg = card._repr_svg_()
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert 'role="img"' in svg
    assert f'aria-label="{card.name}"' in svg
    assert f"<title>{card.name}</title>" in svg
    colour = re.search(r'<g fill="([^"]+)"', svg).group(1)
    assert (colour == "#b0151f") == (card.suit.colour == "red")
    assert card_svg(card) in card._repr_html_()


# -- packs ----------------------------------------------------------------------------


def test_pack_sizes():
    assert len(standard_pack()) == 52 and len(set(standard_pack())) == 52
    assert len(sixty_card_pack()) == 60 and len(set(sixty_card_pack())) == 60
    assert len(ecarte_pack()) == 32
    assert len(solo_whist_pack()) == 40
    assert len(solo_whist_pack("three-suits")) == 39


@pytest.mark.law("foster-poker:p7")
def test_foster_sixty_card_pack_adds_elevens_and_twelves_in_each_suit():
    extra = set(sixty_card_pack()) - set(standard_pack())
    assert extra == {Card(r, s) for r in (Rank.ELEVEN, Rank.TWELVE) for s in Suit}


def test_ecarte_pack_discards_twos_to_sixes():
    ranks = {c.rank for c in ecarte_pack()}
    assert ranks == {Rank.ACE, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.KNAVE, Rank.QUEEN, Rank.KING}


def test_solo_whist_for_three_packs_follow_hoffmann():
    forty = solo_whist_pack("forty")
    assert not {c.rank for c in forty} & {Rank.TWO, Rank.THREE, Rank.FOUR}
    # three hands of thirteen, and the fortieth card turned up as trump
    deal = forty.deal(3, 13)
    assert len(deal.stock) == 1
    three = solo_whist_pack("three-suits", leave_out=Suit.SPADES)
    assert {c.suit for c in three} == {Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS}
    with pytest.raises(RuleSetError):
        solo_whist_pack("thirty")


def test_seeded_shuffle_is_reproducible_and_pinned():
    a = standard_pack().shuffled(2026)
    b = standard_pack().shuffled(random.Random(2026))
    assert a == b
    assert a != standard_pack().shuffled(2027)
    assert sorted(a, key=hash) == sorted(standard_pack(), key=hash)
    # Pinned: random.Random.shuffle has been stable since Python 3.2; this order must be the same
    # on 3.11 and in Pyodide (3.14).  If it changes, every saved game changes.
    assert format_cards(standard_pack().shuffled(42)[:8]) == "10C JD KD 4C 9D KH 4D AS"


def test_shuffle_needs_a_seed():
    with pytest.raises(IllegalActionError):
        standard_pack().shuffled(None)


def test_cut_moves_the_top_cards_to_the_bottom_and_loses_none():
    pack = standard_pack().shuffled(7)
    cut = pack.cut(10)
    assert cut.cards == pack.cards[10:] + pack.cards[:10]
    assert sorted(cut, key=hash) == sorted(pack, key=hash)
    for bad in (0, 52, -1, 60):
        with pytest.raises(IllegalActionError):
            pack.cut(bad)


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(1, 10), cut=st.integers(1, 51))
def test_deal_loses_no_card_and_deals_in_rotation(seed, players, cut):
    pack = standard_pack().shuffled(seed).cut(cut)
    each = min(5, 52 // players)
    deal = pack.deal(players, each)
    dealt = [c for h in deal.hands for c in h]
    assert len(dealt) + len(deal.stock) == 52
    assert set(dealt) | set(deal.stock) == set(pack)
    assert all(len(h) == each for h in deal.hands)
    # one card at a time in rotation: player i gets cards i, i+players, ...
    for i, hand in enumerate(deal.hands):
        assert hand == pack.cards[i : players * each : players]


def test_deal_in_packets_three_then_two():
    pack = ecarte_pack().shuffled(1)
    deal = pack.deal(2, packets=(3, 2))
    assert deal.hands[0] == pack.cards[0:3] + pack.cards[6:8]
    assert deal.hands[1] == pack.cards[3:6] + pack.cards[8:10]
    assert deal.stock.top == pack.cards[10]  # the eleventh card (turned up for trump at Écarté)


def test_deal_refuses_impossible_deals_and_leaves_the_pack_alone():
    pack = standard_pack()
    for args, kw in (((11, 5), {}), ((0, 5), {}), ((4,), {}), ((2, 4), {"packets": (3, 2)})):
        with pytest.raises(IllegalActionError):
            pack.deal(*args, **kw)
    assert pack == standard_pack()


def test_pack_rejects_duplicates_and_draws_from_the_top():
    with pytest.raises(InvalidCardError):
        Pack.parse("KS QH KS")
    pack = Pack.parse("KS QH 10D")
    taken, rest = pack.draw(2)
    assert format_cards(taken) == "KS QH" and str(rest) == "10D"
    assert pack.top == Card.parse("KS") and pack.bottom == Card.parse("10D")
    assert eval(repr(pack), {"Pack": Pack}) == pack
    with pytest.raises(IllegalActionError):
        pack.draw(4)
