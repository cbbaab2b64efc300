"""The computer players of Whist: each maxim on a position made for it, seeded hands under each code
without a refusal or a revoke (60 in `make test`; WHIST_PLAYER_HANDS for more), the three rules of the
Etiquette they observe, and golden transcripts of a hand of Dummy and of Double Dummy played by them."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from games.cards import Card, Suit, parse_cards
from games.core.actions import Event
from games.core.breaches import Claim
from games.core.state import ChooseRemedy, Mode
from games.core.testing import check_golden
from games.errors import IllegalActionError
from games.whist import FOSTER, HOFFMANN, Auto, Whist
from games.whist.actions import AnnounceTrick, LeadAgain, Play
from games.whist.dummy import DoubleDummy, Dummy
from games.whist.players import MAXIMS, OUTSIDE, Memory, WhistPlayer, computer_players, play_on
from games.whist.sitting import WhistRubber
from games.whist.scenarios import set_piece
from games.whist.view import WhistView

law = pytest.mark.law
GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "whist"
NAMES = ("North", "East", "South", "West")


def position(hand: str, trick: str = "", *, seat: int = 2, trumps: str = "S", leader=None) -> WhistView:
    """South's view (seat 2) holding ``hand``, with ``trick`` ("3:QH 0:2H": hand:card) played so far and
    ``trumps`` the trump suit; the legal cards follow suit as the laws require."""
    cards = tuple(parse_cards(hand))
    plays = tuple((int(p.split(":")[0]), Card.parse(p.split(":")[1])) for p in trick.split())
    led = plays[0][1].suit if plays else None
    follow = tuple(c for c in cards if c.suit is led) or cards
    legal = tuple(Play(seat, c) for c in follow)
    trump = Card.parse("2" + trumps) if Card.parse("2" + trumps) not in cards else Card.parse("3" + trumps)
    return WhistView(seat, "foster-whist", "play", 0, NAMES, {seat: cards}, (13, 13, len(cards), 13), {}, trump,
                     False, plays, plays[0][0] if plays else seat if leader is None else leader, None, (0, 0),
                     {0: 0, 1: 0}, seat, "player", legal, None, (), ())


def decide(view, log=()):
    return WhistPlayer().decide(view, log)


def card_of(choice) -> str:
    return str(choice.action.card)


# -- each maxim on a position made for it ----------------------------------------------------------------
def test_lead_from_the_longest_suit_the_fourth_best():
    c = decide(position("AH KH 10H 7H 4H 3C 2C QD 5D 6S 2S 9C 8D"))
    assert card_of(c) == "7H"
    assert MAXIMS["longest"] in c.reason and "seven of hearts" in c.reason and OUTSIDE in c.reason


def test_return_the_partners_lead():
    log = [Event("trump", "North turns up the two of spades", (), 0),
           Event("play", "North leads the king of clubs", (), 0), Event("play", "East plays the two of clubs", (), 1),
           Event("play", "South plays the three of clubs", (), 2), Event("play", "West plays the ace of clubs", (), 3),
           Event("trick", "West wins the trick", (), 3)]
    view = position("AH KH 10H 7H 4H 9C 8C QD 5D 6S 2S 4C 8D")  # three clubs left: the lowest
    c = decide(view, log)
    assert card_of(c) == "4C" and MAXIMS["return"] in c.reason
    c = decide(position("AH KH 10H 7H 4H 9C 8C QD 5D 6S 2S JD 8D"), log)  # two left: the higher
    assert card_of(c) == "9C" and MAXIMS["return"] in c.reason


def test_second_hand_low():
    c = decide(position("AH KH 10H 7H 4H 3C 2C QD 5D 6S 2S 9C 8D", "1:5H"))
    assert card_of(c) == "4H" and MAXIMS["second"] in c.reason


def test_cover_an_honour_with_an_honour():
    c = decide(position("AH KH 10H 7H 4H 3C 2C QD 5D 6S 2S 9C 8D", "1:QH"))
    assert card_of(c) == "KH" and MAXIMS["cover"] in c.reason


def test_third_hand_high():
    c = decide(position("AH 10H 7H 4H 3C 2C QD 5D 6S 2S 9C 8D 7D", "0:5H 1:6H"))
    assert card_of(c) == "AH" and MAXIMS["third"] in c.reason


def test_the_lowest_of_a_sequence():
    c = decide(position("KH QH JH 4H 3C 2C QD 5D 6S 2S 9C 8D 7D", "0:5H 1:6H"))
    assert card_of(c) == "JH" and MAXIMS["sequence"] in c.reason


def test_trump_a_doubtful_trick():
    # second hand, void of hearts: the partner is still to play, so the trick is doubtful
    c = decide(position("9S 4S 3C 2C QD 5D 9C 8D 7D 6D 4D 3D 2D", "1:KH"))
    assert card_of(c) == "4S" and MAXIMS["trump"] in c.reason


def test_discard_from_the_weakest_suit():
    # fourth hand, void of hearts, the partner has won: no trump; the weakest suit is clubs (no honour)
    c = decide(position("9S 4S 3C 2C QD KD 8D 7D 6D 5D 4D 3D 2D", "3:5H 0:AH 1:6H"))
    assert card_of(c) == "2C" and MAXIMS["discard"] in c.reason


def test_fourth_hand_wins_cheaply_and_plays_low_to_the_partners_trick():
    c = decide(position("AH KH 9H 4H 3C 2C QD 5D 6S 2S 9C 8D 7D", "3:5H 0:6H 1:QH"))
    assert card_of(c) == "KH" and MAXIMS["fourth"] in c.reason
    c = decide(position("AH KH 9H 4H 3C 2C QD 5D 6S 2S 9C 8D 7D", "3:5H 0:QH 1:6H"))
    assert card_of(c) == "4H" and MAXIMS["partner"] in c.reason


# -- many hands -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("rules", [FOSTER, HOFFMANN], ids=["foster", "hoffmann"])
def test_many_hands_without_a_refusal_or_a_revoke(rules):
    for seed in range(int(os.environ.get("WHIST_PLAYER_HANDS", "60"))):
        g = Whist(rules, seed=seed, mode=Mode.TABLE, automations=Auto.ALL)
        made = play_on(g, computer_players(None))  # g.do would raise on a refusal
        assert g.over and len(made) >= 52
        assert not g.breaches, (seed, [b.text for b in g.breaches])
        assert all(c.reason for _, c in made)


def test_dummy_and_double_dummy_played_out():
    for seed in range(20):
        for cls, seats in ((Dummy, (0, 1, 3)), (DoubleDummy, (0, 1))):
            g = cls(FOSTER, seed=seed, mode=Mode.TABLE, automations=Auto.ALL)
            play_on(g, computer_players(None, seats=seats))
            assert g.over and not g.breaches


def test_a_rubber_of_four_computer_players_and_the_same_seed_the_same_play():
    def rubber(seed):
        r = WhistRubber(FOSTER, seed=seed)
        reasons = []
        while not r.over:
            g = r.new_hand(automations=Auto.ALL)
            reasons += [c.reason for _, c in play_on(g, computer_players(None))]
            r.finish(g)
        return r.points(), reasons

    assert rubber(7) == rubber(7)
    assert sum(rubber(7)[0].values()) > 0


def test_play_on_stops_for_the_human_and_refuses_bad_input():
    g = Whist(FOSTER, seed=4, automations=Auto.ALL)
    play_on(g, computer_players(2))
    assert g.to_act == 2 and not g.over
    with pytest.raises(IllegalActionError):
        play_on("a hand", {})
    with pytest.raises(IllegalActionError):
        play_on(g, {1: "a player"})
    with pytest.raises(IllegalActionError):
        WhistPlayer(revoke_once="yes")


# -- the Etiquette they observe -------------------------------------------------------------------------
@pytest.mark.law("foster-whist:etiquette.p3")
def test_etiquette_p3_a_player_draws_no_card_before_its_turn():
    g = Whist(FOSTER, seed=5, automations=Auto.ALL)
    play_on(g, computer_players(None), limit=1)   # the first lead only
    leader = g.play.trick.plays[0][0] if g.play.trick.plays else None
    assert leader is not None
    with pytest.raises(IllegalActionError) as err:
        WhistPlayer().decide(g.view(leader), g.log_for(leader))   # not its turn: the partner has not played
    assert err.value.law == "foster-whist:etiquette.p3"
    made = play_on(g, computer_players(None))
    assert not any(isinstance(c.action, LeadAgain) for _, c in made)


@pytest.mark.law("foster-whist:etiquette.p4")
def test_etiquette_p4_no_intimation_of_the_state_of_the_hand():
    for seed in range(30):
        g = Whist(FOSTER, seed=seed, automations=Auto.ALL)
        while not g.over:
            seat = g.to_act
            choice = WhistPlayer().decide(g.view(seat), g.log_for(seat))
            assert not isinstance(choice.action, AnnounceTrick)
            g.do(choice.action)
            if isinstance(choice.action, Play):
                held = g.view(seat).hands.get(choice.action.seat, ())
                named = [c for c in held if c.name in choice.reason]
                assert not named, (choice.reason, named)


@pytest.mark.law("foster-whist:etiquette.p7")
def test_etiquette_p7_never_a_revoke_unless_a_demonstration_asks_and_then_once():
    revoked = 0
    for seed in range(12):
        g = Whist(FOSTER, seed=seed, mode=Mode.TABLE, automations=Auto.TABLE)
        made = play_on(g, computer_players(None, revoke_once=(3,)))
        assert g.over
        renounces = [b for b in g.breaches if "renounces" in b.text]
        assert len(renounces) <= 1 and all(b.seat == 3 for b in renounces)
        revoked += len(renounces)
        if renounces:  # the adversaries prove it (a card of the suit played later), claim it and exact a penalty
            assert any(isinstance(c.action, Claim) and c.action.against == 3 for _, c in made)
            assert any(isinstance(c.action, ChooseRemedy) for _, c in made)
            assert any(e.kind == "penalty" or "for a revoke" in e.text for e in g.log_for(None))
    assert revoked >= 6
    for seed in range(12):   # no demonstration: none
        g = Whist(FOSTER, seed=seed, mode=Mode.TABLE, automations=Auto.ALL)
        play_on(g, computer_players(None))
        assert not g.breaches


def test_a_lead_out_of_turn_is_claimed_by_the_adversaries():
    g = set_piece(FOSTER, mode=Mode.TABLE)
    assert g.to_act == 1      # East's lead
    g.do(Play(2, Card.parse("8S")))   # South leads out of turn
    made = play_on(g, computer_players(2))
    seat, claim = next((s, c) for s, c in made if isinstance(c.action, Claim))
    assert seat in (1, 3) and claim.action.what == "a lead out of turn" and claim.action.against == 2
    assert claim.law == "foster-whist:62"
    assert any(isinstance(c.action, ChooseRemedy) for _, c in made)
    assert any(e.kind == "ruling" and "lead out of turn" in e.text.lower() for e in g.log_for(2))


def test_memory_reads_what_the_seat_saw():
    g = Whist(FOSTER, seed=3, automations=Auto.ALL)
    play_on(g, computer_players(None), limit=10)
    m = Memory.read(g.log_for(0))
    assert sum(len(t) for t in m.tricks) + len(m.current) == len(
        [e for e in g.log_for(0) if e.kind == "play"])
    assert all(isinstance(c, Card) and isinstance(c.suit, Suit) for c in m.played())


# -- golden transcripts: Dummy and Double Dummy played by the computer players ----------------------------
def _golden(g, seats):
    made = play_on(g, computer_players(None, seats=seats))
    reasons = "\n".join(f"# {g.names[s]}: {c.reason}" for s, c in made)
    return g.transcript() + "\n# The computer players' reasons\n" + reasons + "\n"


@pytest.mark.parametrize("name,cls,seats,seed", [("foster-dummy-players", Dummy, (0, 1, 3), 5),
                                                 ("foster-double-dummy-players", DoubleDummy, (0, 1), 6)])
def test_golden_hand_played_by_the_computer_players(name, cls, seats, seed):
    g = cls(FOSTER, seed=seed, mode=Mode.TABLE, automations=Auto.ALL)
    check_golden(GOLDEN / f"{name}.txt", _golden(g, seats))
    assert g.over
