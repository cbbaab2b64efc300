"""Hypothesis: random sittings under every book (Peel, Hoffmann, Enquire Within, French Vingt-Un) played through
``legal_actions()``; after every step each card of the pack is in play exactly once, the money at the table sums
to nought, every law an event cites is a law of the texts; random bad actions are refused without a trace."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.core.state import ChooseRemedy, Claim, Mode
from games.core.testing import refused
from games.laws import check_law_id
from games.vingt_un.french import Elect, FrenchVingtUn, TurnCards
from games.vingt_un.game import VingtUn
from games.vingt_un.game_actions import (
    BeginRound, ConfusePack, DealRound, DealTwoCards, DeclareNaturals, Double, Draw, EndRound, ExposeCard,
    GiveTwoInDrawing, KeepDeal, MissPlayer, Retire, SellDeal, Settle, Split, SplitUnpaired, Stake, Stand, TurnUp,
)
from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, HOFFMANN_FRENCH, PEEL

ROOT = Path(__file__).resolve().parents[2]
KNOWN = {m for md in (ROOT / "source").rglob("*.md")
         for m in re.findall(r"^:{3,}\{law\} (\S+)", md.read_text(encoding="utf-8"), re.M)}

BOOKS = {"peel": PEEL, "peel-pool": PEEL.replace(pool=True, pool_ante=1, pool_dealer_overdraw=1, natural_bonus=1,
                                                  pool_to_natural=True, irregularity_penalty=1),
         "hoffmann": HOFFMANN, "enquire-within": ENQUIRE_WITHIN, "french": HOFFMANN_FRENCH}

ODD = st.one_of(st.integers(-2, 9), st.none(), st.booleans(), st.text(max_size=2), st.just(10 ** 9),
                st.lists(st.integers(0, 2), max_size=1))
SEAT = st.one_of(st.integers(-1, 8), ODD)
BAD = st.one_of(
    st.builds(Stake, SEAT, ODD), st.builds(Draw, SEAT, ODD), st.builds(Stand, SEAT, ODD),
    st.builds(Split, SEAT, ODD, ODD), st.builds(Double, SEAT, ODD), st.builds(SellDeal, SEAT, ODD, ODD),
    st.builds(KeepDeal, SEAT), st.builds(Retire, SEAT), st.builds(ExposeCard, SEAT, ODD),
    st.builds(DealTwoCards, SEAT, ODD), st.builds(GiveTwoInDrawing, SEAT, ODD, ODD),
    st.builds(MissPlayer, SEAT, ODD), st.builds(SplitUnpaired, SEAT, ODD, ODD), st.builds(ConfusePack, SEAT),
    st.builds(Elect, SEAT, ODD), st.builds(TurnCards, SEAT), st.builds(ChooseRemedy, SEAT, ODD),
    st.builds(BeginRound, SEAT), st.builds(DealRound, SEAT), st.builds(TurnUp, SEAT),
    st.builds(DeclareNaturals), st.builds(Settle), st.builds(EndRound),
)


def irregularities(g) -> list:
    """The irregular actions a dealer or player might commit now."""
    d, who = g.view(0).dealer, g.to_act
    out = [ConfusePack(d)] + [a for s in range(g.n) for a in (ExposeCard(d, s), DealTwoCards(d, s))]
    out += [Claim(s, what) for s in range(g.n) for what in g.claimable()]
    if who is not None:
        out += [GiveTwoInDrawing(d, who, 0), MissPlayer(d, who), SplitUnpaired(who, 0, g.limits[0])]
    return out


def check(g, seen: int) -> int:
    g.check_invariants()                          # every card exactly once; the ledger balanced
    v = g.view(0)
    assert sum(v.balances) + v.pool == 0          # the stakes are conserved
    log = g.log_for(None)
    for e in log[seen:]:
        for law in e.laws:
            check_law_id(law)
            assert law in KNOWN, f"{e.text}: {law} is no law of the texts"
            # each code cites itself; another book's law only as the rule set's declared reading of its silence
            assert law.split(":")[0] in g.rules.cites() or getattr(law, "under", "") == g.code, \
                f"{e.text}: {law} cited unlabelled in a {g.code} game"
    return len(log)


@pytest.mark.law("peel-vingt-un:p17", "hoffmann-vingt-un:p14", "enquire-within:114", "hoffmann-french-vingt-un:p2")
@pytest.mark.parametrize("book", list(BOOKS))
@settings(max_examples=int(__import__('os').environ.get('VINGT_EXAMPLES', 25)), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 10 ** 6), seats=st.integers(2, 6), table=st.booleans())
def test_random_sittings_keep_cards_money_and_laws_and_refuse_bad_actions(book, data, seed, seats, table):
    rules = BOOKS[book]
    mode = Mode.TABLE if table else Mode.STRICT
    g = (FrenchVingtUn(rules, seats=seats, seed=seed, mode=mode) if book == "french"
         else VingtUn(rules, seats=seats, seed=seed, rounds=3, mode=mode))
    seen = check(g, 0)
    for _ in range(400):
        if g.over:
            break
        for bad in data.draw(st.lists(BAD, max_size=3), label="bad"):
            if not g.can(bad):
                refused(g, bad)
        if table and data.draw(st.integers(0, 9), label="irregular?") == 0:
            open_ = [a for a in irregularities(g) if g.can(a)]
            if open_:                             # an irregularity as at a real table: ruled by the book's referee
                g.do(data.draw(st.sampled_from(open_), label="irregularity"))
                seen = check(g, seen)
                continue
        legal = g.legal_actions()
        assert legal, "nothing is legal and the sitting is not over"
        assert all(g.can(a) for a in legal)
        g.do(data.draw(st.sampled_from(legal), label="action"))
        seen = check(g, seen)
    assert g.over
