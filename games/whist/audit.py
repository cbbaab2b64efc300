"""Whist's tables for the citations audit (:mod:`games.audit`): a hand under each code, and Foster's
Dummy and Double Dummy, with wrong plays, irregularities and claims tried on the way; and set pieces
(``walks``) that bring every ruling, each of its options, the remedies and the score lines into play:
each demonstration of :data:`games.whist.scenarios.DEMONSTRATIONS` claimed and ruled with every option
the ruling offers, each irregularity of the deal and of the play on the set piece under each code,
and a whole rubber (its games and its rubber score lines, its deals passing).
"""

from __future__ import annotations

import random
from typing import Callable

from games.audit import Table
from games.cards import Card, standard_pack
from games.core.breaches import Claim
from games.core.state import ChooseRemedy, Mode
from games.whist.actions import (
    AnnounceTrick, AskHavingNone, Consult, CorrectRenounce, Cut, Deal, DealWrongly, EndHand, ExposeCard,
    ExposeInDealing, FacedInPack, ForeignCard, ForgetTrump, FreshCards, ImperfectPack, InterruptDealer, LeadAgain,
    LookAtTrump, MISDEAL_CASES, MixCard, NameDetachedCard, NameTrump, PlaceCards, Play, PlayTogether, QuitTrick,
    SeeLastTrick, ShortHand, ShowHand, Shuffle, TakeUpTrump, TakeWrongHand, TouchCards,
)
from games.whist.dummy import DoubleDummy, Dummy
from games.whist.game import Whist
from games.whist.players import WhistPlayer, play_on
from games.whist.records import Auto, Phase
from games.whist.rules import FOSTER, HOFFMANN, WhistRules
from games.whist.scenarios import DEMONSTRATIONS, demonstration, set_piece
from games.whist.sitting import WhistRubber

__all__ = ["TABLES"]

_CARDS = standard_pack().cards
_CLAIMS = ("a revoke", "a lead out of turn", "a card not played to a trick", "a card too many in a trick")


def _maker(rules: WhistRules, cls: type = Whist):
    def make(seed: int, mode: Mode):
        rng = random.Random(f"whist-audit/{rules.code}/{cls.__name__}/{seed}")
        return cls(rules, seed=seed, mode=mode, automations=Auto.NONE,
                   score={0: rng.randrange(5), 1: rng.randrange(5)})
    return make


def _acts(g, rng: random.Random) -> list:
    """Acts a player might make now: irregularities of the deal or of the play, claims, mistakes."""
    seat = rng.randrange(4)
    card = rng.choice(_CARDS)
    p = g.play
    out: list = [Claim(seat, rng.choice(_CLAIMS), rng.choice([None, 0, 1, 2, 3])), Consult(seat), EndHand(seat)]
    if g.phase is Phase.SHUFFLE:
        out += [FreshCards(seat), Shuffle(seat, shown=rng.random() < .5, below=rng.random() < .3),
                Shuffle(seat, packets=True), Cut(seat, 20)]
    elif g.phase is Phase.CUT:
        out += [Cut(seat, rng.choice([1, 2, 30])), Cut((seat + 2) % 4, 20), Deal(seat), Shuffle(seat)]
    elif g.phase is Phase.DEAL:
        out += [Deal(seat), Deal(g.dealer, other_pack=True), Shuffle(g.dealer), Cut(seat, 20)]
    elif g.phase is Phase.TURN:
        d = g.prep.dealt_by
        out += [DealWrongly(d, rng.choice(list(MISDEAL_CASES)), rectified=rng.random() < .3,
                            by_adversary=rng.random() < .3),
                TouchCards(seat), LookAtTrump(d), ExposeInDealing(seat), InterruptDealer(seat, rng.random() < .5),
                FacedInPack(seat), ImperfectPack(seat), TakeWrongHand(seat, (seat + 1) % 4)]
    elif p is not None and g.phase is Phase.PLAY:
        held = g.holding(seat)
        if held and rng.random() < .6:
            card = rng.choice(held)
        to_play = p.trick.to_play
        own = g.holding(to_play) if to_play is not None else ()
        out += [Play(seat, card), ExposeCard(seat, card, below=rng.random() < .2), SeeLastTrick(seat),
                PlaceCards(seat), AskHavingNone(seat), CorrectRenounce(seat), AnnounceTrick(seat),
                LeadAgain(seat, card), NameTrump(seat), ForgetTrump(seat), NameDetachedCard(seat, rng.randrange(4), card),
                QuitTrick(seat), TakeUpTrump(seat), MixCard(seat, card), ShowHand(seat), ShortHand(seat),
                ForeignCard(seat), ImperfectPack(seat)]
        if to_play is not None and own:
            out += [Play(to_play, rng.choice(own))] * 4
            if len(own) > 1:
                out.append(PlayTogether(to_play, tuple(rng.sample(own, 2))))
    return out


def _wrong(g, rng: random.Random):
    acts = _acts(g, rng)
    return rng.sample(acts, min(3, len(acts))) if rng.random() < .5 else [rng.choice(acts)]


def _choose(g, legal: list, rng: random.Random):
    """The action taken: often a claim or an irregularity the table lets happen (TABLE mode), else a legal one."""
    if g.mode is Mode.TABLE and not g.open_rulings and rng.random() < .12:
        acts = _acts(g, rng)
        for a in rng.sample(acts, min(4, len(acts))):
            if not isinstance(a, (Play, QuitTrick, EndHand)) and g.can(a):
                return a
    if g.phase is Phase.END and g.code == "foster-whist" and rng.random() < .5:
        a = Claim(rng.randrange(4), "a revoke")
        if g.can(a):
            return a
    return rng.choice(legal)


def _do(g, action) -> bool:
    """``action`` done if the laws let it happen now (a set piece's step the game refuses is skipped);
    whether it was done."""
    if not g.over and not g.open_rulings and g.can(action):
        g.do(action)
        return True
    return False


def _players(g) -> dict:
    return {s: WhistPlayer() for s in range(4)}


def _finish(g):
    """Play ``g`` out by the computer players (every ruling elected by them) and cut for the following deal."""
    for _ in range(20):
        play_on(g, _players(g), limit=800)
        if g.over:
            break
        legal = g.legal_actions()
        if not legal:
            break
        g.do(legal[0])
    return g


def _demonstration_claimed(name: str):
    """Demonstration ``name``, its first irregularity claimed by a player of the side wronged."""
    g = demonstration(name)
    for b in g.breaches:
        if b.irregularity is None:
            continue
        what, seat = type(b.irregularity).claim, b.seat
        if seat is not None:
            claimant = next(s for s in range(4) if s % 2 != seat % 2)
            if what and g.can(Claim(claimant, what, against=seat)):
                g.do(Claim(claimant, what, against=seat))
        break  # (the first irregularity only)
    return g


def _claimed(name: str, option: int) -> Callable[[], object]:
    """Demonstration ``name`` claimed (by the side wronged) and ruled with option ``option``, then played out."""
    def walk():
        g = _demonstration_claimed(name)
        if g.open_rulings:
            r = g.open_rulings[0].ruling
            if option < len(r.options):
                g.do(ChooseRemedy(r.choosers[0], option))
        return _finish(g)
    walk.__name__ = f"{name.replace(' ', '_')}_{option}"
    return walk


def _open(name: str) -> Callable[[], object]:
    """Demonstration ``name`` claimed, its ruling left open (the audit reads the ruling and its options)."""
    def walk():
        return _demonstration_claimed(name)
    return walk


def _irregular(rules: WhistRules, cls: type, make: Callable, option: int, *, autos: Auto = Auto.TABLE):
    """The set piece under ``rules``, an irregularity made by ``make(g)``, its ruling given option ``option``."""
    def walk():
        g = set_piece(rules, cls, automations=autos)
        make(g)
        if g.open_rulings:
            r = g.open_rulings[0].ruling
            g.do(ChooseRemedy(r.choosers[0], min(option, max(len(r.options) - 1, 0))))
        return _finish(g)
    return walk


def _pieces(rules: WhistRules, cls: type = Whist) -> tuple:
    """Irregularities of the play on the set piece (North deals; East leads)."""
    c = Card.parse
    foster = rules.code == "foster-whist"
    moves: list = []
    if foster:
        moves += [
            lambda g: _do(g, Play(2, c("8S"))),                                        # a lead out of turn
            lambda g: _do(g, ExposeCard(1, c("JS"))),                                  # a card exposed
            lambda g: _do(g, ExposeCard(1, c("JS"), below=True)),
            lambda g: (_do(g, Play(1, c("6H"))), _do(g, Play(3, c("AH")))),             # fourth before third
            lambda g: (_do(g, Play(1, c("6H"))), _do(g, AnnounceTrick(3))),
            lambda g: (_do(g, Play(1, c("6H"))), _do(g, Play(2, c("9H"))), _do(g, Play(3, c("AH"))),
                       _do(g, LeadAgain(3, c("KH"), (c("QH"),)))),
            lambda g: _do(g, PlayTogether(1, (c("6H"), c("7H")))),
            lambda g: _do(g, ShowHand(1)),
            lambda g: _do(g, NameDetachedCard(1, 0, c("AS"))),
            lambda g: _do(g, NameDetachedCard(1, 0, c("JH"))),
            lambda g: (_do(g, Play(1, c("6H"))), _do(g, Play(2, c("9H"))), _do(g, Play(3, c("JC"))),
                       _do(g, CorrectRenounce(3))),
            lambda g: (_do(g, Play(1, c("6H"))), _do(g, Play(2, c("9H"))), _do(g, Play(3, c("JC"))),
                       _do(g, AskHavingNone(1))),
            lambda g: (_do(g, Play(1, c("6H"))), _do(g, ForgetTrump(0))),
            lambda g: (_do(g, Play(1, c("6H"))), _do(g, Play(2, c("9H"))), _do(g, Play(3, c("2H"))),
                       _do(g, NameTrump(1))),
            lambda g: (_do(g, Play(1, c("6H"))), _do(g, Play(2, c("9H"))), _do(g, Play(3, c("AH"))),
                       _do(g, Play(0, c("3H"))), _do(g, QuitTrick(3)), _do(g, MixCard(0, c("4H"))),
                       _do(g, Claim(1, "a card too many in a trick"))),
            lambda g: (_do(g, Play(1, c("6H"))), _do(g, Play(2, c("9H"))), _do(g, Play(3, c("AH"))),
                       _do(g, QuitTrick(3))),                                          # a card omitted by North
            lambda g: _do(g, ImperfectPack(2)),
            lambda g: _do(g, ShortHand(2)),
            lambda g: _do(g, ForeignCard(2)),
        ]
    return tuple(_irregular(rules, cls, m, o) for m in moves for o in range(4))


def _deal_pieces(rules: WhistRules) -> tuple:
    """Irregularities of the deal, the deal stopped before the trump card is turned."""
    autos = Auto.SHUFFLE | Auto.CUT | Auto.DEAL
    hoff = rules.code == "hoffmann-whist"
    moves: list = [lambda g, case=case, r=r, a=a: _do(g, DealWrongly(0, case, rectified=r, by_adversary=a))
                   for case in MISDEAL_CASES for r in (False, True) for a in (False, True)]
    moves += [lambda g: (_do(g, TouchCards(1)), _do(g, DealWrongly(0, "i"))),
              lambda g: (_do(g, InterruptDealer(1, False)), _do(g, DealWrongly(0, "i"))),
              lambda g: _do(g, InterruptDealer(1, True)),
              lambda g: _do(g, LookAtTrump(0)), lambda g: _do(g, ExposeInDealing(0)), lambda g: _do(g, ExposeInDealing(1)),
              lambda g: (_do(g, TouchCards(1)), _do(g, ExposeInDealing(0))),
              lambda g: (_do(g, TouchCards(2)), _do(g, ExposeInDealing(1))),
              lambda g: _do(g, ImperfectPack(1))]
    if hoff:
        moves += [lambda g: _do(g, FacedInPack(1)), lambda g: _do(g, TakeWrongHand(1, 2))]
    return tuple(_irregular(rules, Whist, m, o, autos=autos) for m in moves for o in range(2))


def _before_deal(rules: WhistRules) -> tuple:
    """The shuffle, the cut and the deal done wrongly (each stopped where the ruling is given)."""
    def walk(acts: Callable, option: int):
        def w():
            g = Whist(rules, mode=Mode.TABLE, automations=Auto.NONE, seed=5)
            for a in acts(g):
                if g.can(a):
                    g.do(a)
                if g.open_rulings:
                    r = g.open_rulings[0].ruling
                    g.do(ChooseRemedy(r.choosers[0], min(option, max(len(r.options) - 1, 0))))
            return _finish(g)
        return w
    seqs = [lambda g: [Shuffle(2, below=True)], lambda g: [Shuffle(2), Shuffle(1), Shuffle(3), Shuffle(0, shown=True)],
            lambda g: [Shuffle(0), Cut(3, 2)], lambda g: [Shuffle(0), Cut(3, 20), Shuffle(0)],
            lambda g: [Shuffle(0), Cut(3, 20), Deal(1)], lambda g: [Shuffle(0), Cut(3, 20), Deal(2)],
            lambda g: [Shuffle(0), Cut(3, 20), Deal(0, other_pack=True)], lambda g: [FreshCards(1)]]
    return tuple(walk(s, o) for s in seqs for o in range(2))


def _rubber(rules: WhistRules, cls: type = Whist) -> Callable[[], object]:
    """A whole rubber by the computer players: every deal's result, the deal passing, the games and the rubber."""
    def walk():
        r = WhistRubber(rules, seed=3, game=cls)
        while not r.over:
            g = r.new_hand(automations=Auto.ALL)
            _finish(g)
            r.finish(g)
        return r
    return walk


def _room():
    """The club room (Hoffmann's laws 1-16): an evening -- a room of seven forms a table, a rubber, cutting out,
    torn cards and fresh cards, a substitute, a declaration, a second table, and a table broken up."""
    from games.cards import parse_cards
    from games.whist.room import (
        Arrive, BreakUp, CallForFreshCards, CutForDeal, CutOut, DealerChooses, Declare, DrawPartners, EndDeal,
        EndRubber, FindCards, FormTable, ReplaceCards, Room, Substitute,
    )
    t = "the table"
    r = Room(seed=1)

    def do(a):
        if r.can(a):
            r.do(a)
    for a in (Arrive(("Ames",)), Arrive(("Baker",)), Arrive(("Cole", "Drake", "Ellis", "Fox", "Grant")), FormTable(t),
              DrawPartners(t)):
        do(a)
    do(DealerChooses(t, r.table(t).dealer, "red", "south"))
    do(CallForFreshCards(t, r.table(t).playing[1]))
    do(FindCards(t, "blue", "torn", parse_cards("AS")))
    do(ReplaceCards(t, "blue", "agreement"))
    for a in (CutForDeal(t), EndDeal(t), EndRubber(t), CutOut(t), DrawPartners(t, "blue")):
        do(a)
    do(DealerChooses(t, r.table(t).dealer, "blue", "west"))
    v = r.table(t)
    do(Arrive(("Hume",)))
    do(Substitute(t, v.playing[1], "Hume", tuple(n for n in v.playing if n != v.playing[1])))
    do(EndRubber(t))
    for nm in ("Irwin", "Jones", "Kemp", "Lamb"):
        do(Arrive((nm,)))
    do(FormTable("the second table"))
    do(Declare("Lamb", "the second table"))
    do(DrawPartners("the second table"))
    do(DealerChooses("the second table", r.table("the second table").dealer, "red", "north"))
    do(BreakUp(t, r.table(t).playing[0], into="the second table"))
    return r


def _walks(rules: WhistRules) -> tuple:
    out: list = [_room] if rules.code == "hoffmann-whist" else []
    for name, (code_rules, _, _) in DEMONSTRATIONS.items():
        if code_rules is rules:
            out.append(_open(name))
            out += [_claimed(name, o) for o in range(3)]
    out += list(_pieces(rules)) + list(_deal_pieces(rules)) + list(_before_deal(rules)) + [_rubber(rules)]
    return tuple(out)


def _dummy_walks(cls: type) -> tuple:
    c = Card.parse
    moves = [lambda g: _do(g, Play(0, c("AS"))),                      # a lead from the wrong hand (East's lead)
             lambda g: _do(g, ExposeCard(0, c("AS"))), lambda g: _do(g, ShowHand(0)),
             lambda g: (_do(g, Play(1, c("6H"))), _do(g, Play(2, c("8S"))), _do(g, Play(3, c("AH"))),
                        _do(g, Play(0, c("3H"))), _do(g, QuitTrick(3)), _do(g, Claim(1, "a revoke", against=2))),
             lambda g: (_do(g, Play(1, c("6H"))), _do(g, Play(2, c("8S"))), _do(g, Claim(1, "a revoke", against=2)))]
    return tuple(_irregular(FOSTER, cls, m, o) for m in moves for o in range(2)) + (_rubber(FOSTER, cls),)


TABLES = [Table("whist-hoffmann", HOFFMANN.cites(), _maker(HOFFMANN), _wrong, _choose, walks=_walks(HOFFMANN),
                players=_players,
                title="Whist under Hoffmann's code"),
          Table("whist-foster", FOSTER.cites(), _maker(FOSTER), _wrong, _choose, walks=_walks(FOSTER), players=_players,
                title="Whist under Foster's code"),
          Table("whist-dummy", FOSTER.cites(), _maker(FOSTER, Dummy), _wrong, _choose, walks=_dummy_walks(Dummy),
                title="Foster's Dummy"),
          Table("whist-double-dummy", FOSTER.cites(), _maker(FOSTER, DoubleDummy), _wrong, _choose,
                walks=_dummy_walks(DoubleDummy), title="Foster's Double Dummy")]
