"""games.core.sitting: a series of deals, each reporting its result to the sitting.

Three sittings of toy games show what a game's own sitting does with the base: a chips game whose
deal passes to the left (as Poker's), one where the deal's laws say who deals next (as Vingt-un's),
and one kept on a score sheet that ends with the rubber (as Whist's will).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.core.ledger import Ledger, Transfer
from games.core.scores import Score, ScoreSheet
from games.core.sitting import DealResult, DealStart, Sitting
from games.errors import GameError, IllegalActionError

ANTE = "peel-poker:20"
LEFT = "peel-poker:18"


def chips(n=3, each=10):
    return Ledger({**{f"seat:{i}": each for i in range(n)}, "pool": 0})


def test_deals_begin_report_and_pass_to_the_left():
    s = Sitting(["Ann", "Bob", "Cy"], seed=7, ledger=chips(), deal_law=LEFT)
    d = s.begin_deal()
    assert d == DealStart(1, 0, "7/deal1", ("Ann", "Bob", "Cy"))
    # Bob pays 3 to the pool, the pool goes to Ann.
    s.report(DealResult(1, (ANTE,), payments=(Transfer("seat:1", "pool", 3, ANTE), Transfer("pool", "seat:0", 3, ANTE)),
                        words="Ann takes the pool"))
    assert (s.ledger["seat:0"], s.ledger["seat:1"], s.ledger["pool"]) == (13, 7, 0)
    assert s.dealer == 1 and s.in_progress is None and len(s.deals) == 1
    assert s.deals[0].by_account() == {"seat:1": -3, "pool": 0, "seat:0": 3}
    assert [e.kind for e in s.log] == ["result", "deal-passes"] and s.log[1].laws == (LEFT,)
    for number, dealer in ((2, 1), (3, 2), (4, 0)):
        d = s.begin_deal()
        assert (d.number, d.dealer, d.seed) == (number, dealer, f"7/deal{number}")
        s.report(DealResult(number, (ANTE,)))
    assert s.dealer == 1
    s.ledger.check()


def test_the_same_seed_gives_the_same_deal_seeds():
    a, b = Sitting(["A", "B"], seed="x"), Sitting(["A", "B"], seed="x")
    assert [a.deal_seed(i) for i in (1, 2, 3)] == [b.deal_seed(i) for i in (1, 2, 3)] == ["x/deal1", "x/deal2", "x/deal3"]
    assert Sitting(["A", "B"], seed="y").deal_seed(1) != a.deal_seed(1)


class PokerLike(Sitting):
    """Keeps Poker's per-game seeds, so its shuffles and golden transcripts do not change."""

    min_players, max_players = 2, 7
    seed_format = "{seed}/game{number}"


def test_a_subclass_keeps_its_own_seeds_and_numbers_of_players():
    s = PokerLike(["A", "B", "C"], seed=4)
    assert s.begin_deal().seed == "4/game1"
    with pytest.raises(IllegalActionError):
        PokerLike(["A"])
    with pytest.raises(IllegalActionError):
        PokerLike(list("ABCDEFGH"))


class VingtUnLike(Sitting):
    """The deal passes where the deal's laws say (a natural), and the sitting ends after so many deals."""


def test_the_result_may_name_the_next_dealer():
    s = VingtUnLike(["A", "B", "C", "D"], seed=1, dealer=2, max_deals=2, ledger=chips(4))
    s.begin_deal()
    s.report(DealResult(1, ("peel-vingt-un:p18",), next_dealer=2, words="no natural: the dealer keeps the deal"))
    assert s.dealer == 2 and [e.kind for e in s.log] == ["result"]
    s.begin_deal()
    s.report(DealResult(2, ("peel-vingt-un:p18",), next_dealer=0, words="A's natural: A deals"))
    assert s.dealer == 0 and s.log[-1].laws == ("peel-vingt-un:p18",) and s.over
    with pytest.raises(IllegalActionError):
        s.begin_deal()


class WhistLike(Sitting):
    """Kept on a score sheet; over with the rubber."""

    @property
    def over(self):
        return self.sheet.rubber_over


def test_a_sitting_on_a_score_sheet():
    sheet = ScoreSheet(("AC", "BD"), game=5, rubber=3)
    s = WhistLike(["A", "B", "C", "D"], seed=0, sheet=sheet, deal_law="hoffmann-whist:25")
    law = "hoffmann-whist:25"
    for n, side in enumerate(["AC", "BD", "AC"], 1):
        s.begin_deal()
        s.report(DealResult(n, (law,), scores=(Score(side, 3, law, "three by tricks"),
                                               Score(side, 2, law, "two by honours", "honours"))))
    assert s.over and sheet.rubber_winner == "AC" and [e.deal for e in sheet.entries] == [1, 1, 2, 2, 3, 3]
    assert s.deals[1].by_side() == {"BD": 5} and s.dealer == 3


class Counting(Sitting):
    def after_result(self, result):
        self.seen = getattr(self, "seen", 0) + 1


def test_after_result_is_called_once_applied():
    s = Counting(["A", "B"])
    s.begin_deal()
    s.report(DealResult(1, ANTE and (ANTE,)))
    assert s.seen == 1


# -- refusals: nothing changes ----------------------------------------------------------------------

def _state(s):
    return (s.state(), tuple(s.results), None if s.sheet is None else s.sheet.entries)


@pytest.mark.parametrize("make", [
    lambda: DealResult(1, (ANTE,), payments=(Transfer("seat:1", "pool", 11, ANTE),)),  # he has 10
    lambda: DealResult(1, (ANTE,), payments=(Transfer("seat:1", "pool", 5, ANTE), Transfer("pool", "seat:2", 6, ANTE))),
    lambda: DealResult(2, (ANTE,)),  # deal 1 is in progress
    lambda: DealResult(1, (ANTE,), next_dealer=3),
    lambda: DealResult(1, (ANTE,), scores=(Score("AC", 1, ANTE, "a point"),)),  # no sheet
    lambda: "deal 1",
])
def test_a_result_that_does_not_fit_changes_nothing(make):
    s = Sitting(["A", "B", "C"], ledger=chips())
    s.begin_deal()
    before = _state(s)
    with pytest.raises(GameError):
        s.report(make())
    assert _state(s) == before


def test_scores_that_do_not_fit_change_nothing():
    sheet = ScoreSheet(("AC", "BD"), game=5, rubber=1)
    s = Sitting(["A", "B", "C", "D"], sheet=sheet, ledger=chips(4))
    s.begin_deal()
    before = _state(s)
    # the first score wins the rubber; the second is refused after it: nothing at all is written or paid.
    bad = DealResult(1, (ANTE,), payments=(Transfer("seat:0", "pool", 1, ANTE),),
                     scores=(Score("AC", 5, ANTE, "five"), Score("BD", 1, ANTE, "one")))
    with pytest.raises(IllegalActionError):
        s.report(bad)
    assert _state(s) == before and s.ledger["pool"] == 0


def test_no_result_without_a_deal_and_no_deal_during_a_deal():
    s = Sitting(["A", "B"])
    with pytest.raises(IllegalActionError):
        s.report(DealResult(1, (ANTE,)))
    s.begin_deal()
    with pytest.raises(IllegalActionError):
        s.begin_deal()


def test_payments_need_a_ledger():
    s = Sitting(["A", "B"])
    s.begin_deal()
    with pytest.raises(IllegalActionError):
        s.report(DealResult(1, (ANTE,), payments=(Transfer("seat:0", "seat:1", 1, ANTE),)))


@pytest.mark.parametrize("kw", [
    dict(players=[]), dict(players=["A", "A"]), dict(players="AB"), dict(players=["A", ""]),
    dict(players=["A", "B"], seed=None), dict(players=["A", "B"], seed=1.5), dict(players=["A", "B"], seed=True),
    dict(players=["A", "B"], dealer=2), dict(players=["A", "B"], dealer=-1), dict(players=["A", "B"], dealer="0"),
    dict(players=["A", "B"], ledger={"seat:0": 1}), dict(players=["A", "B"], sheet=("A", "B")),
    dict(players=["A", "B"], deal_law="law 18"), dict(players=["A", "B"], max_deals=0),
])
def test_a_bad_sitting_is_refused(kw):
    with pytest.raises(GameError):
        Sitting(**kw)


@pytest.mark.parametrize("kw", [
    dict(number=0), dict(number=True), dict(laws=()), dict(laws="peel-poker:20"), dict(laws=("nonsense",)),
    dict(payments=(("seat:0", "pool", 1),)), dict(payments=(Transfer("seat:0", "pool", -1),)),
    dict(payments=(Transfer("seat:0", "pool", 1.5),)), dict(payments=(Transfer("seat:0", "seat:0", 1),)),
    dict(payments=(Transfer("", "pool", 1),)), dict(payments=(Transfer("seat:0", "pool", 1, "bad"),)),
    dict(scores=(("A", 1),)), dict(scores="A 1"), dict(next_dealer=-1), dict(next_dealer="1"), dict(words=None),
])
def test_a_bad_result_is_refused(kw):
    with pytest.raises(GameError):
        DealResult(**{"number": 1, "laws": (ANTE,), **kw})


# -- properties ------------------------------------------------------------------------------------

@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**9))
def test_random_results_are_applied_exactly_or_not_at_all(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 6)
    s = Sitting([f"P{i}" for i in range(n)], seed=seed, ledger=chips(n, 5), dealer=rng.randrange(n))
    accounts = [f"seat:{i}" for i in range(n)] + ["pool"]
    for number in range(1, 25):
        d = s.begin_deal()
        assert d.number == number and d.seed == f"{seed}/deal{number}"
        pays = tuple(Transfer(*rng.sample(accounts, 2), rng.randint(0, 6), ANTE) for _ in range(rng.randint(0, 4)))
        nxt = rng.choice([None, rng.randrange(n)])
        result = DealResult(number, (ANTE,), payments=pays, next_dealer=nxt)
        before, dealer = dict(s.ledger.accounts), s.dealer
        # can the payments be made, in order?  (worked out here, by a plain walk)
        bal, ok = dict(before), True
        for t in pays:
            if bal.get(t.source, 0) < t.amount:
                ok = False
                break
            bal[t.source] -= t.amount
            bal[t.target] = bal.get(t.target, 0) + t.amount
        if ok:
            s.report(result)
            assert s.ledger.accounts == {k: before.get(k, 0) + result.by_account().get(k, 0) for k in bal}
            assert s.dealer == (nxt if nxt is not None else (dealer + 1) % n)
        else:
            with pytest.raises(IllegalActionError):
                s.report(result)
            assert s.ledger.accounts == before and s.dealer == dealer and s.in_progress == d
            s.report(DealResult(number, (ANTE,)))
        s.ledger.check()
    assert len(s.deals) == 24


junk = st.one_of(st.none(), st.booleans(), st.integers(-3, 9), st.floats(), st.text(max_size=4),
                 st.lists(st.text(max_size=2), max_size=3), st.just(object()), st.just((ANTE,)))


def _only_game_errors(f, *args, **kw):
    try:
        f(*args, **kw)
    except GameError:
        pass


@settings(max_examples=150, deadline=None)
@given(junk, junk, junk, junk, junk)
def test_junk_raises_only_the_librarys_errors(a, b, c, d, e):
    _only_game_errors(Sitting, a, seed=b, dealer=c, max_deals=d, deal_law=e)
    _only_game_errors(DealResult, a, b, c, d, e)
    _only_game_errors(DealResult, 1, (ANTE,), next_dealer=a, words=b)
    s = Sitting(["A", "B"], ledger=chips(2))
    _only_game_errors(s.deal_seed, a)
    _only_game_errors(Sitting(["A", "B"]).reseat, a, b, law=c, words=d)
    s.begin_deal()
    _only_game_errors(s.report, a)


def test_the_players_change_between_deals():
    s = Sitting(["A", "B", "C", "D"], seed=3)
    s.begin_deal()
    with pytest.raises(IllegalActionError):
        s.reseat(["A", "C", "B", "D"], 0)
    s.report(DealResult(1, ("hoffmann-whist:25",)))
    s.reseat(["A", "C", "B", "E"], 2, law="hoffmann-whist:11", words="D is cut out; E enters")
    assert s.players == ("A", "C", "B", "E") and s.dealer == 2 and s.log[-1].laws == ("hoffmann-whist:11",)
    assert s.begin_deal() == DealStart(2, 2, "3/deal2", ("A", "C", "B", "E"))


@pytest.mark.parametrize("args", [(["A", "A"], 0), (["A", "B"], 2), ("AB", 0), (["A", "B"], None), ([], 0)])
def test_reseating_refuses_bad_values_and_changes_nothing(args):
    s = Sitting(["A", "B", "C"])
    before = _state(s)
    with pytest.raises(GameError):
        s.reseat(*args)
    assert _state(s) == before


@pytest.mark.parametrize("kw", [dict(number=0), dict(dealer=3), dict(seed=7), dict(players=("A", "A", "B"))])
def test_a_bad_deal_start_is_refused(kw):
    with pytest.raises(GameError):
        DealStart(**{"number": 1, "dealer": 0, "seed": "0/deal1", "players": ("A", "B", "C"), **kw})
