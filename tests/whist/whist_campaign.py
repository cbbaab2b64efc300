"""A random campaign: hands of Whist in TABLE mode with random irregularities, claims and choices.

Each hand checks: every card exactly once after every step; thirteen tricks (unless all four abandoned
their hands); the scores consistent with the penalties chosen (a side that revoked never reaches game by
that hand; each penalty added or deducted appears on the sheet unless the game was already made); every
action refused changes nothing."""

from __future__ import annotations

import random
from collections import Counter

from games.cards import standard_pack
from games.core.breaches import Claim
from games.core.state import Mode
from games.core.testing import refused
from games.whist import Auto, Phase, Whist
from games.whist.actions import (
    AnnounceTrick, AskHavingNone, Consult, CorrectRenounce, DealWrongly, EndHand, ExposeCard, ExposeInDealing,
    ForeignCard, ForgetTrump, ImperfectPack, InterruptDealer, LeadAgain, LookAtTrump, MISDEAL_CASES,
    MixCard, NameDetachedCard, NameTrump, PlaceCards, Play, PlayTogether, QuitTrick, SeeLastTrick, ShortHand, ShowHand,
    TakeUpTrump, TouchCards,
)
from games.whist.records import WhistRemedy

CARDS = standard_pack().cards
#: TurnTrump and EndHand by hand, so that the deal and the end of the hand can be interrupted
AUTOS = Auto.SHUFFLE | Auto.CUT | Auto.DEAL | Auto.TRUMP | Auto.QUIT


def _irregular(g: Whist, rng: random.Random):
    """One random act: an irregularity, a claim, or a mistake the engine must refuse."""
    seat = rng.randrange(4)
    card = rng.choice(CARDS)
    p = g.play
    if g.phase is Phase.TURN:
        return rng.choice([
            DealWrongly(g.prep.dealt_by, rng.choice(list(MISDEAL_CASES)), rectified=rng.random() < .3),
            TouchCards(seat), LookAtTrump(g.prep.dealt_by), ExposeInDealing(seat), InterruptDealer(seat),
        ])
    if p is not None and g.phase is Phase.PLAY:
        held = g.holding(seat)
        if held and rng.random() < .5:
            card = rng.choice(held)
        to_play = p.trick.to_play
        own = g.holding(to_play) if to_play is not None else ()
        choices = [
            Play(seat, card), Play(seat, card), Claim(seat, "a revoke", rng.choice([None, 0, 1, 2, 3])),
            Claim(seat, "a lead out of turn"), ExposeCard(seat, card), SeeLastTrick(seat), PlaceCards(seat),
            AskHavingNone(seat), CorrectRenounce(seat), AnnounceTrick(seat), LeadAgain(seat, card),
            NameTrump(seat), ForgetTrump(seat), NameDetachedCard(seat, rng.randrange(4), card),
            Consult(seat), EndHand(seat), QuitTrick(seat), TakeUpTrump(seat), MixCard(seat, card),
            Claim(seat, "a card not played to a trick"), Claim(seat, "a card too many in a trick"),
        ]
        if to_play is not None and own:
            choices += [Play(to_play, rng.choice(own))] * 6           # often a renounce
            if len(own) > 1 and rng.random() < .2:
                choices.append(PlayTogether(to_play, tuple(rng.sample(own, 2))))
        if rng.random() < .02:
            choices += [ShowHand(seat), ImperfectPack(seat), ShortHand(seat), ForeignCard(seat)]
        return rng.choice(choices)
    return rng.choice([Claim(seat, "a revoke"), EndHand(seat), Play(seat, card), Consult(seat)])


def play_random_hand(rules, seed, cls=Whist, rate=0.15, check_refusals=True) -> Whist:
    rng = random.Random(f"campaign/{rules.code}/{cls.__name__}/{seed}")
    before = {0: rng.randrange(5), 1: rng.randrange(5)}
    g = cls(rules, seed=seed, mode=Mode.TABLE, automations=AUTOS, score=before)
    for _ in range(3000):
        if g.over:
            break
        if not g.open_rulings and rng.random() < rate:
            a = _irregular(g, rng)
            if g.can(a):
                g.do(a)
            elif check_refusals:
                refused(g, a)
            g.check_invariants()
            continue
        legal = g.legal_actions()
        if g.phase is Phase.END and rng.random() < .5 and g.code == "foster-whist":
            legal = legal + [Claim(rng.randrange(4), "a revoke")]
            a = rng.choice(legal)
            if not g.can(a):
                refused(g, a)
                continue
        else:
            a = rng.choice(legal)
        g.do(a)
        g.check_invariants()
    assert g.over, g.transcript()[-3000:]
    check_hand(g, before)
    return g


def check_hand(g: Whist, before: dict) -> None:
    if not g.play.abandoned:
        assert len(g.play.tricks) == 13
    assert sum(g.tricks_scored) == (13 if not g.play.abandoned else len(g.play.tricks))
    by_side = {0: 0, 1: 0}
    names = g.sides
    for s in g.result.scores:
        by_side[names.index(s.side)] += s.points
    for side in (0, 1):
        total = before[side] + by_side[side]
        assert total >= 0
        if side in g.revoked_sides:
            assert total <= 4, f"a revoking side reached game: {g.result}"
    made = any(before[s] + by_side[s] >= 5 for s in (0, 1))
    added = Counter(p.side for p in g.penalties if p.remedy is WhistRemedy.ADD_THREE)
    for side, n in added.items():
        entries = [s for s in g.result.scores if s.words == "three added for a revoke" and s.side == names[side]]
        assert len(entries) == n or made or (side in g.revoked_sides and len(entries) < n)
    if g.code == "hoffmann-whist":
        assert not g.penalties


def campaign(rules, hands: int, cls=Whist, start=0) -> dict:
    """Play ``hands`` random hands; the figures of the campaign."""
    stats = Counter()
    for seed in range(start, start + hands):
        g = play_random_hand(rules, seed, cls)
        stats["hands"] += 1
        stats["breaches"] += len(g.breaches)
        stats["claimed"] += sum(1 for b in g.breaches if b.claimed_by is not None)
        stats["penalties"] += len(g.penalties)
        stats["redeals"] += sum(1 for e in g.log_for(None) if e.kind == "new-deal")
        stats["abandoned"] += g.play.abandoned
        stats["actions"] += len(g.actions)
    return dict(stats)
