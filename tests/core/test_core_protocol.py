"""The core's turn protocol, hidden breaches and claims, typed remedies, who plays and who sees.

A tiny trick game ("Follow") is defined here so that the core is tested without any real game:
two seats hold three cards each; the leader plays, the other must follow suit if he can, the
higher card of the suit led wins and leads next.  Failing to follow while holding the suit (a
renounce) is something people do: in TABLE mode it happens unseen by the other player, and is
ruled only when he claims it, before the last trick is played.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar, Optional

import pytest
from hypothesis import given, settings, strategies as st

from games.cards import ACE_HIGH, Card, parse_cards
from games.core import (
    Action, AllOpen, Claim, ChooseRemedy, FalseClaim, Irregularity, Mode, OwnHands, Referee, Remedy, Ruling,
    RulingOption, State, Step, applies, automates, offers, referee_for, remedy, turn, verifies,
)
from games.core.testing import random_playthrough, refused
from games.errors import GameError, IllegalActionError, IrregularActionError, RuleSetError


class FollowAction(Action):
    pass


@dataclass(frozen=True)
class Play(FollowAction):
    seat: int
    card: Card


@dataclass(frozen=True)
class Lead(FollowAction):  # the dealer's duty, automated
    pass


class Phase(enum.Enum):
    START = "start"
    PLAY = "play"


class Duty(enum.Enum):
    START = "start"
    PLAY = "play"


class Auto(enum.Flag):
    NONE = 0
    START = enum.auto()


class FollowRemedy(Remedy):
    PENALTY = "penalty"
    TAKE_BACK = "take back"
    NOTHING = "nothing"
    FINE_CLAIMANT = "fine the claimant"


@dataclass(frozen=True)
class Renounce(Irregularity):
    offender: int = 0
    trick: int = 0
    claim: ClassVar[Optional[str]] = "a renounce"
    claim_law: ClassVar[Optional[str]] = "test-follow:9"


REF = Referee("test-follow")


@REF.rules(Renounce, "A player fails to follow suit holding one")
def _rule_renounce(state, irr):
    other = 1 - irr.offender
    return Ruling("The renounce is established: the claimant takes a point from the offender, or has the card "
                  "taken back if the trick is not yet quitted.", ("test-follow:8",), None,
                  options=(RulingOption("a point", ("test-follow:8",), FollowRemedy.PENALTY),
                           RulingOption("take the card back", ("test-follow:8",), FollowRemedy.TAKE_BACK)),
                  choosers=(other,))


class Follow(State):
    action_base = FollowAction
    referee = REF

    def __init__(self, seed=0, mode=Mode.STRICT, automations=Auto.START):
        super().__init__(seed=seed, seats=2, names=("Ann", "Bob"), mode=mode)
        self.hands = [list(parse_cards("AS 3S 5H")), list(parse_cards("KS 2H 4H"))]
        self.phase = Phase.START
        self.automations = automations
        self.leader = 0
        self.trick: list[tuple[int, Card]] = []
        self.tricks = [0, 0]
        self.points = [0, 0]
        self.quitted = 0
        for s in (0, 1):
            self.event("deal", f"{self.name(s)} holds {' '.join(map(str, self.hands[s]))}", seen_by={s},
                       others=f"{self.name(s)} is dealt three cards")
        self._automate()

    # the turn protocol
    @turn(Phase.START)
    def _start_step(self):
        return Step("dealer", None, Duty.START)

    @turn(Phase.PLAY)
    def _play_step(self):
        seat = self.leader if not self.trick else 1 - self.trick[0][0]
        return Step("player", seat, Duty.PLAY)

    @offers(Duty.START)
    def _starts(self, step):
        return [Lead()]

    @automates(Duty.START, Auto.START)
    def _auto_start(self, step):
        return Lead()

    @offers(Duty.PLAY)
    def _plays(self, step):
        return [Play(step.seat, c) for c in self.hands[step.seat]]

    @verifies(Lead)
    def _verify_lead(self, a):
        if self.phase is not Phase.START:
            raise IllegalActionError("play has begun", "test-follow:1")

    @applies(Lead)
    def _apply_lead(self, a):
        self.phase = Phase.PLAY
        self.event("start", "play begins", ("test-follow:1",))

    @verifies(Play)
    def _verify_play(self, a):
        if self.phase is not Phase.PLAY:
            raise IllegalActionError("play has not begun", "test-follow:1")
        if a.card not in self.hands[a.seat]:
            raise IllegalActionError(f"{self.name(a.seat)} does not hold {a.card}", "test-follow:2")
        if self.step().seat != a.seat:
            raise IllegalActionError(f"it is not {self.name(a.seat)}'s turn", "test-follow:3")
        if self.trick:
            led = self.trick[0][1].suit
            if a.card.suit is not led and any(c.suit is led for c in self.hands[a.seat]):
                self.irregular("test-follow:7", f"{self.name(a.seat)} renounces, holding {led.name.lower()}",
                               Renounce(a.seat, self.quitted), a.seat,
                               others=f"{self.name(a.seat)} plays {a.card}")

    @applies(Play)
    def _apply_play(self, a):
        self.hands[a.seat].remove(a.card)
        self.trick.append((a.seat, a.card))
        self.event("play", f"{self.name(a.seat)} plays {a.card}", ("test-follow:2",), a.seat)
        if len(self.trick) == 2:
            (s0, c0), (s1, c1) = self.trick
            win = s1 if c1.suit is c0.suit and ACE_HIGH.index(c1.rank) > ACE_HIGH.index(c0.rank) else s0
            self.tricks[win] += 1
            self.trick = []
            self.leader = win
            self.quitted += 1
            self.event("trick", f"{self.name(win)} wins the trick", ("test-follow:4",))
            self.over = self.quitted == 3

    def view(self, seat):
        return {"hands": {h: tuple(self.hands[h]) for h in range(2) if self.sees(seat, h)},
                "points": tuple(self.points), "to_act": self.to_act}

    @remedy(FollowRemedy.PENALTY)
    def _remedy_point(self, breach, ruling):
        self.points[1 - breach.seat] += 1
        self.event("remedy", f"{self.name(1 - breach.seat)} takes a point", ruling.laws)

    def claim_closed(self, breach):
        if self.quitted == 3:
            return ("test-follow:9", "the last trick is played")
        return None

    def check_invariants(self):
        assert sum(map(len, self.hands)) + len(self.trick) + 2 * self.quitted == 6


def _first_renounce(g):
    g.do(Play(0, Card.parse("3S")))       # Bob holds the king of spades
    return g.do(Play(1, Card.parse("2H")))


# -- the turn protocol --------------------------------------------------------------------------

def test_to_act_and_legal_actions_come_from_the_registered_chapter():
    g = Follow()
    assert g.phase is Phase.PLAY and g.to_act == 0 and g.actor == "player"   # the start was automated
    assert g.legal_actions() == [Play(0, c) for c in parse_cards("AS 3S 5H")]
    assert g.legal_actions(seat=1) == []
    g.do(Play(0, Card.parse("AS")))
    assert g.to_act == 1 and [a.card for a in g.legal_actions()] == list(parse_cards("KS"))   # must follow


def test_an_automation_runs_only_when_its_flag_is_on():
    g = Follow(automations=Auto.NONE)
    assert g.phase is Phase.START and g.actor == "dealer" and g.to_act is None
    assert g.legal_actions() == [Lead()]
    g.do(Lead())
    assert g.phase is Phase.PLAY


def test_an_override_without_the_decorator_is_followed():
    class Loud(Follow):
        def _apply_play(self, a):          # no @applies: still the applier of Play
            super()._apply_play(a)
            self.event("shout", f"{self.name(a.seat)} shouts")

        def _verify_play(self, a):         # no @verifies: still the verifier
            if a.card == Card.parse("5H"):
                raise IllegalActionError("the five of hearts is barred here", "test-follow:5")
            super()._verify_play(a)

        def _plays(self, step):            # no @offers: still what is open
            return super()._plays(step)[:1]

    g = Loud()
    assert g.legal_actions() == [Play(0, Card.parse("AS"))]
    refused(g, Play(0, Card.parse("5H")), "test-follow:5")
    assert [e.kind for e in g.do(Play(0, Card.parse("AS")))] == ["play", "shout"]


def test_the_open_ruling_comes_first():
    g = Follow(mode=Mode.TABLE)
    _first_renounce(g)
    g.do(Claim(0, "a renounce"))
    assert g.to_act == 0 and g.actor == "chooser"
    assert g.legal_actions() == [ChooseRemedy(0, 0), ChooseRemedy(0, 1)]


def test_a_step_is_checked():
    with pytest.raises(IllegalActionError):
        Step("", 0, Duty.PLAY)
    with pytest.raises(IllegalActionError):
        Step("player", -1, Duty.PLAY)
    with pytest.raises(IllegalActionError):
        Step("player", 0, "play")


# -- hidden breaches and claims ---------------------------------------------------------------

def test_strict_mode_refuses_the_renounce():
    g = Follow()
    g.do(Play(0, Card.parse("3S")))
    refused(g, Play(1, Card.parse("2H")), "test-follow:7", IrregularActionError)


def test_a_renounce_stays_hidden_until_claimed():
    g = Follow(mode=Mode.TABLE)
    g.do(Play(0, Card.parse("3S")))
    assert g.legal_actions() == [Play(1, Card.parse("KS"))]             # never listed, though TABLE allows it
    g = Follow(mode=Mode.TABLE)
    events = _first_renounce(g)
    assert [e.kind for e in events] == ["irregularity", "play", "trick"]   # no ruling: nobody has seen it
    assert not g.open_rulings
    bob = [e.text for e in g.log_for(1) if e.kind == "irregularity"]
    ann = [e.text for e in g.log_for(0) if e.kind == "irregularity"]
    assert bob == ["Bob renounces, holding spades"]
    assert ann == ["Bob plays 2H"]                                       # what Ann saw
    assert not any("renounce" in e.text for e in g.log_for(None))


def test_a_claim_brings_it_to_the_referee_with_typed_options():
    g = Follow(mode=Mode.TABLE)
    _first_renounce(g)
    events = g.do(Claim(0, "a renounce", against=1))
    assert [e.kind for e in events] == ["claim", "irregularity", "ruling"]
    assert events[0].laws == ("test-follow:9",) and "Bob renounces" in events[1].text
    (open_,) = g.open_rulings
    assert [o.remedy for o in open_.ruling.options] == [FollowRemedy.PENALTY, FollowRemedy.TAKE_BACK]
    g.do(ChooseRemedy(0, 0))
    assert g.view(0)["points"] == (1, 0)
    assert "Ann takes a point" in g.log_for(1)[-1].text
    refused(g, Claim(0, "a renounce"), "test-follow:9")                 # claimed once only


def test_an_unfounded_claim_is_refused_citing_the_law():
    g = Follow(mode=Mode.TABLE)
    g.do(Play(0, Card.parse("3S")))
    g.do(Play(1, Card.parse("KS")))
    e = refused(g, Claim(0, "a renounce"), "test-follow:9")
    assert "none to claim" in e.message
    _ = g
    h = Follow(mode=Mode.TABLE)
    _first_renounce(h)
    refused(h, Claim(1, "a renounce", against=0), "test-follow:9")     # Ann did not renounce
    e = refused(h, Claim(0, "a revoke"))                                # not words these laws know
    assert "a renounce" in e.message


def test_a_claim_too_late_is_refused_citing_the_law():
    g = Follow(mode=Mode.TABLE)
    _first_renounce(g)
    while not g.over:
        g.do(g.legal_actions()[0])
    e = refused(g, Claim(0, "a renounce"), "test-follow:9")
    assert "too late" in e.message and "last trick" in e.message


def test_a_false_claim_gets_what_the_code_says():
    ref = Referee("test-follow-strict-claims")

    ref.rules(Renounce)(_rule_renounce)

    @ref.rules(FalseClaim, "A player claims a breach that was not made")
    def _false(state, irr):
        return Ruling(f"{state.name(irr.claimant)} claimed {irr.what} that was not made: he loses a point.",
                      ("test-follow:10",), FollowRemedy.FINE_CLAIMANT)

    class Strict(Follow):
        referee = ref

        @remedy(FollowRemedy.FINE_CLAIMANT, on=(FalseClaim,))
        def _fine(self, breach, ruling):
            self.points[breach.seat] -= 1

    g = Strict(mode=Mode.TABLE)
    events = g.do(Claim(1, "a renounce"))
    assert [e.kind for e in events] == ["irregularity", "claim", "ruling"]
    assert events[-1].laws == ("test-follow:10",) and g.view(0)["points"] == (0, -1)
    s = Strict()   # STRICT mode: no claim is let through as a breach
    refused(s, Claim(1, "a renounce"), "test-follow:9")


def test_claimable_lists_the_words_not_the_facts():
    g = Follow(mode=Mode.TABLE)
    assert g.claimable() == {"a renounce": (Renounce,)}
    _first_renounce(g)
    assert g.claimable() == {"a renounce": (Renounce,)}


def test_bad_claims_are_the_librarys_error():
    for bad in (dict(seat=None, what="x"), dict(seat=0, what=""), dict(seat=0, what=5),
                dict(seat=0, what="a renounce", against="Bob"), dict(seat=True, what="x")):
        with pytest.raises(GameError):
            Claim(**bad)
    g = Follow(mode=Mode.TABLE)
    refused(g, Claim(5, "a renounce"))
    refused(g, Claim(0, "a renounce", against=7))


# -- typed remedies ----------------------------------------------------------------------------

def test_a_remedy_is_a_member_of_the_games_enum():
    with pytest.raises(IllegalActionError):
        RulingOption("a point", ("test-follow:8",), 3)
    with pytest.raises(IllegalActionError):
        Ruling("x", ("test-follow:8",), None, choosers=(0,))      # a chooser with nothing to choose
    with pytest.raises(IllegalActionError):
        Ruling("x", ["test-follow:8"], None)                       # laws as a tuple of ids
    with pytest.raises(TypeError):
        remedy("penalty")


def test_stacked_remedy_decorators_all_count():
    class Both(Follow):
        @remedy(FollowRemedy.PENALTY)
        @remedy(FollowRemedy.TAKE_BACK)
        def _remedy_point(self, breach, ruling):
            self.points[1 - breach.seat] += 5

    for option in (0, 1):
        g = Both(mode=Mode.TABLE)
        _first_renounce(g)
        g.do(Claim(0, "a renounce"))
        g.do(ChooseRemedy(0, option))
        assert g.view(0)["points"] == (5, 0)


def test_the_remedy_without_a_handler_changes_nothing_and_a_subclass_handler_wins():
    class Other(Follow):
        def _remedy_point(self, breach, ruling):   # overridden without the decorator: followed
            self.points[1 - breach.seat] += 2

    g = Other(mode=Mode.TABLE)
    _first_renounce(g)
    g.do(Claim(0, "a renounce"))
    g.do(ChooseRemedy(0, 0))
    assert g.view(0)["points"] == (2, 0)
    h = Follow(mode=Mode.TABLE)
    _first_renounce(h)
    h.do(Claim(0, "a renounce"))
    before = h.view(0)["points"]
    h.do(ChooseRemedy(0, 1))                         # TAKE_BACK has no handler in this toy game
    assert h.view(0)["points"] == before


# -- who plays and who sees --------------------------------------------------------------------

def test_controller_and_observer_are_the_only_overrides_a_variant_needs():
    class OneHandsBoth(Follow):       # "double dummy": Ann plays both hands, every card open
        observer = AllOpen()

        def controller(self, hand):
            self._seat(hand)
            return 0

    g = OneHandsBoth()
    g.do(Play(0, Card.parse("AS")))
    assert g.to_act == 0                              # Ann acts for Bob's hand
    assert set(g.view(1)["hands"]) == {0, 1} and g.hands_played_by(0) == (0, 1)
    plain = Follow()
    assert set(plain.view(1)["hands"]) == {1} and plain.sees(None, 0) is False
    assert isinstance(Follow.observer, OwnHands)


def test_seats_are_checked_everywhere():
    g = Follow()
    for call in (lambda: g.name(5), lambda: g.left(2), lambda: g.right(-1), lambda: g.log_for(9),
                 lambda: g.legal_actions(seat=3), lambda: g.sees(0, 4), lambda: g.controller("a"),
                 lambda: g.left(0, 1.5)):
        with pytest.raises(GameError):
            call()
    for bad in (dict(seats=0), dict(seats=2, names=("A",)), dict(seats=2, mode="x"), dict(seats=True)):
        with pytest.raises(GameError):
            State(**bad)


# -- the referee of each code ------------------------------------------------------------------

def test_each_code_has_its_referee():
    assert referee_for("test-follow") is REF
    other = Referee("test-follow", game="other-game")        # one book's code, a second game
    assert referee_for("test-follow", "other-game") is other and referee_for("test-follow") is REF
    assert referee_for("test-follow", "third-game") is REF    # a game with no referee of its own
    with pytest.raises(RuleSetError):
        Referee("test-follow", game="")
    stray = Referee("test-follow")                          # a second one for the code: not the code's
    assert not stray.registered and referee_for("test-follow") is REF
    with pytest.raises(RuleSetError):
        referee_for("no-such-code")
    with pytest.raises(RuleSetError):
        Referee("")


# -- random games ------------------------------------------------------------------------------

@settings(max_examples=40, deadline=None, derandomize=True)
@given(st.integers(0, 10**6), st.sampled_from([Mode.STRICT, Mode.TABLE]))
def test_random_games_with_claims_keep_the_invariants(seed, mode):
    def wrong(state, rng):
        seat = rng.randrange(2)
        yield Claim(seat, "a renounce", rng.choice([None, 0, 1]))
        yield Play(seat, Card.parse(rng.choice(["2C", "AS", "KS", "4H"])))

    g = Follow(seed=seed, mode=mode)
    random_playthrough(g, seed, wrong=wrong)
    assert g.over and sum(g.tricks) == 3
