"""The shared core: the state machine, modes and rulings, visibility, readings, ledger, seating, odds.

A tiny game ("Pairs") is defined here so that the core is tested without any real game:
two seats take turns to play a card; playing out of turn is an irregularity people commit.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from dataclasses import dataclass
from fractions import Fraction

import pytest

import games
from games.cards import ACE_LOW, parse_cards, standard_pack
from games.core import (
    Action, Choice, ChooseRemedy, Irregularity, Ledger, Mode, RandomPlayer, Referee, RuleSet, Ruling, RulingOption,
    State, Table, applies, find_rules, play_out, reading, register_rules, replay, verifies,
)
from games.core.odds import decimal_text, odds_against, one_in, percent, rounded
from games.core.seating import cut_ranking, cycle_from, deal_until, draw_lowest, next_seat, split_tables
from games.core.testing import random_playthrough, refused
from games.errors import IllegalActionError, InvalidActionError, IrregularActionError, RuleSetError


class PairsAction(Action):
    pass


@dataclass(frozen=True)
class Play(PairsAction):
    seat: int
    card: object


@dataclass(frozen=True)
class PlayOutOfTurn(PairsAction):
    seat: int
    card: object
    irregular = True
    law = "peel-poker:57"


@dataclass(frozen=True)
class OutOfTurn(Irregularity):
    offender: int = 0


REF = Referee("test")


@REF.rules(OutOfTurn)
def _rule_out_of_turn(state, irr):
    other = 1 - irr.offender
    return Ruling("The card is taken back, or stands, as the other player chooses.", ("peel-poker:57",),
                  "choice", options=(RulingOption("take it back", ("peel-poker:57",), "back"),
                                     RulingOption("let it stand", ("peel-poker:57",), "stand")),
                  choosers=(other,))


class Pairs(State):
    action_base = PairsAction
    referee = REF

    def __init__(self, seed=0, mode=Mode.STRICT):
        super().__init__(seed=seed, seats=2, names=("Ann", "Bob"), mode=mode)
        cards = standard_pack().shuffled(self.rng("shuffle")).cards[:6]
        self.hands = [list(cards[:3]), list(cards[3:])]
        self.turn = 0
        self.played: list = []
        self.ledger = Ledger({"seat:0": 5, "seat:1": 5, "pool": 0})
        for s in (0, 1):
            self.event("deal", f"{self.name(s)} holds {' '.join(map(str, self.hands[s]))}", seen_by={s},
                       others=f"{self.name(s)} is dealt three cards")

    @verifies(Play)
    def _verify_play(self, a):
        if a.card not in self.hands[a.seat]:
            raise IllegalActionError(f"{self.name(a.seat)} does not hold {a.card}", "peel-poker:36")
        if a.seat != self.turn:
            self.irregular("peel-poker:57", f"{self.name(a.seat)} plays out of turn", OutOfTurn(a.seat), a.seat)

    @applies(Play)
    def _apply_play(self, a):
        self.hands[a.seat].remove(a.card)
        self.played.append((a.seat, a.card))
        self.ledger.transfer(f"seat:{a.seat}", "pool", 1)
        self.event("play", f"{self.name(a.seat)} plays {a.card}", seat=a.seat)
        self.turn = 1 - a.seat
        self.over = not any(self.hands)

    @verifies(PlayOutOfTurn)
    def _verify_poot(self, a):  # the same act, named as an irregularity
        self._verify_play(Play(a.seat, a.card))

    @applies(PlayOutOfTurn)
    def _apply_poot(self, a):
        self._apply_play(Play(a.seat, a.card))

    def apply_ruling(self, breach, ruling, option):
        if option == 0:
            seat, card = self.played.pop()
            self.hands[seat].append(card)
            self.ledger.transfer("pool", f"seat:{seat}", 1)
            self.turn = 1 - seat
            self.event("remedy", f"{self.name(seat)} takes back {card}", ruling.laws)

    def _legal_actions(self):
        return [Play(self.turn, c) for c in self.hands[self.turn]]

    def view(self, seat):
        @dataclass(frozen=True)
        class V:
            hand: tuple
            legal: tuple
        return V(tuple(self.hands[seat]), tuple(self.legal_actions(seat)))

    @property
    def to_act(self):
        if self.open_rulings:
            return self.open_rulings[0].ruling.choosers[0]
        return None if self.over else self.turn

    def check_invariants(self):
        self.ledger.check()
        assert sum(map(len, self.hands)) + len(self.played) == 6


def test_do_verify_can_and_legal_actions():
    g = Pairs()
    card = g.hands[0][0]
    assert g.can(Play(0, card)) and Play(0, card) in g.legal_actions()
    events = g.do(Play(0, card))
    assert [e.kind for e in events] == ["play"] and g.turn == 1
    assert g.legal_actions(seat=0) == []


def test_refused_names_the_law_and_changes_nothing():
    g = Pairs()
    refused(g, Play(0, g.hands[1][0]), "peel-poker:36")
    refused(g, Play(7, g.hands[0][0]))
    with pytest.raises(AssertionError):
        refused(g, Play(0, g.hands[0][0]))  # allowed: refused() must fail


def test_strict_mode_refuses_an_irregularity():
    g = Pairs()
    e = refused(g, Play(1, g.hands[1][0]), "peel-poker:57", IrregularActionError)
    assert "out of turn" in e.message
    refused(g, PlayOutOfTurn(1, g.hands[1][0]), "peel-poker:57", IrregularActionError)


def test_table_mode_lets_it_happen_logs_it_and_waits_for_the_remedy():
    g = Pairs(mode=Mode.TABLE)
    card = g.hands[1][0]
    events = g.do(Play(1, card))
    kinds = [e.kind for e in events]
    assert kinds == ["irregularity", "play", "ruling"]
    assert events[0].laws == ("peel-poker:57",)
    assert g.open_rulings and g.to_act == 0
    assert g.legal_actions() == [ChooseRemedy(0, 0), ChooseRemedy(0, 1)]
    refused(g, Play(0, g.hands[0][0]), "peel-poker:57")   # the ruling waits
    refused(g, ChooseRemedy(1, 0), "peel-poker:57")       # the offender does not choose
    g.do(ChooseRemedy(0, 0))
    assert card in g.hands[1] and g.turn == 0 and not g.open_rulings
    g.check_invariants()
    assert "Bob takes back" in g.log_for(None)[-1].text


def test_visibility_each_seat_sees_its_own_cards_only():
    g = Pairs()
    own = [e.text for e in g.log_for(0) if e.kind == "deal"]
    assert own[0].startswith("Ann holds") and own[1] == "Bob is dealt three cards"
    onlooker = [e.text for e in g.log_for(None) if e.kind == "deal"]
    assert onlooker == ["Ann is dealt three cards", "Bob is dealt three cards"]


def test_transcript_parses_back_and_replays():
    g = Pairs(seed=3)
    random_playthrough(g, seed=1)
    lines = [l for l in g.transcript().splitlines() if l.startswith("> ")]
    actions = [PairsAction.parse(l) for l in lines]
    assert actions == g.actions
    again = replay(lambda: Pairs(seed=3), actions)
    assert again.played == g.played and again.snapshot()["log"] == g.snapshot()["log"]
    with pytest.raises(InvalidActionError):
        PairsAction.parse("Fly(seat=1)")


def test_random_players_play_out_to_the_end_with_invariants():
    for seed in range(20):
        g = Pairs(seed=seed, mode=Mode.TABLE)
        made = play_out(g, {0: RandomPlayer(seed), 1: RandomPlayer(seed + 1)})
        assert g.over and all(isinstance(c, Choice) for _, c in made)
        g.check_invariants()


def test_readings_are_validated_in_one_place_and_found_by_name():
    @dataclass(frozen=True)
    class R(RuleSet):
        odd_chip: str = reading("peel-poker:76", default="left-of-dealer", choices=("left-of-dealer", "carry"),
                                doc={"carry": "they stay in the pool"}, title="the odd chips")

    with pytest.raises(RuleSetError) as e:
        R(odd_chip="burn")
    assert e.value.law == "peel-poker:76"
    rs = register_rules(R(name="TEST-R", code="test-code"), "tr")
    assert find_rules("tr") is rs and find_rules("TEST-R") is rs
    (r,) = rs.readings_of("peel-poker:76")
    assert r.value == r.default == "left-of-dealer" and dict(r.explanations)["carry"]
    assert rs.replace(odd_chip="carry").differences() == {"odd_chip": "carry"}
    with pytest.raises(RuleSetError):
        rs.replace(colour="red")
    with pytest.raises(RuleSetError):
        find_rules("nothing-like-it")


def test_ledger_conserves_chips():
    led = Ledger({"seat:0": 3, "pool": 0, "bank": 0}, overdraft=("bank",))
    led.transfer("bank", "seat:0", 10)
    assert led["bank"] == -10
    led.check()
    with pytest.raises(IllegalActionError):
        led.transfer("seat:0", "pool", 14)
    led.accounts["pool"] += 1
    with pytest.raises(AssertionError):
        led.check()


def test_seating_draw_cut_and_rotation():
    cards = parse_cards("3S 3H 5D 9C 2C")
    seat, draws = draw_lowest(3, cards, ACE_LOW)
    assert seat == 1 and [s for s, _ in draws] == [0, 1, 2, 0, 1]   # the two threes draw again
    ranked, cuts = cut_ranking(["A", "B", "C"], parse_cards("KS 4H 4D 2C 9H"), ACE_LOW)
    assert ranked == ["B", "C", "A"] and len(cuts) == 5   # the fours cut again: 2C beats 9H
    assert split_tables(list("abcde")) == [list("abc"), list("de")]
    seat, dealt = deal_until(parse_cards("5S KH AD 2C"), [2, 0, 1], lambda c: c.rank.name == "ACE")
    assert seat == 1 and len(dealt) == 3
    assert cycle_from(2, 4) == [2, 3, 0, 1] and next_seat(3, 4, include={1, 2}) == 1


def test_odds_are_written_with_one_rounding_rule():
    p = Fraction(1, 113781)
    assert one_in(p) == "one in 113,781"
    assert odds_against(p).startswith("113,780 to 1 against")
    assert odds_against(Fraction(4, 47)) == "43 to 4 against (10.75 to 1)"
    assert odds_against(Fraction(200, 401)) .endswith("(1.005 to 1)")
    assert str(rounded(Fraction(1005, 1000), 3)) == "1.01"     # half away from zero, not to even
    assert percent(Fraction(1, 64)) == "1.563 %" and decimal_text(Fraction(22, 7), 3) == "3.14"


def test_table_rows_must_fit_the_columns():
    Table("t", ("a", "b"), (("1", 2),))
    with pytest.raises(ValueError):
        Table("t", ("a", "b"), (("1",),))


def _modules_with_doctests():
    for info in pkgutil.walk_packages(games.__path__, prefix="games."):
        if info.name.endswith("__main__") or ".widgets" in info.name:
            continue
        mod = importlib.import_module(info.name)
        if ">>>" in (mod.__doc__ or ""):
            yield info.name


@pytest.mark.parametrize("name", sorted(_modules_with_doctests()))
def test_usage_blocks_run_as_doctests(name):
    mod = importlib.import_module(name)
    failures, tried = doctest.testmod(mod, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert tried and failures == 0
