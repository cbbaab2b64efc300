"""The solver put to work in the Whist panels (:mod:`games.widgets.whist_analysis`): the post-mortem of a
hand played finds the first card that cost a trick (a perfectly played ending has none; a blunder put
into one is found, with its trick, its cost and the cards that would have kept the trick), checked against
the solver's own values card by card; Double Dummy's hint gives the best card, checked by solving the
position after each card; the panels offer both, and refuse them when they cannot be given.

The whole deal (seconds to minutes) is solved only for a seed whose deal the solver finds quick; set
``WHIST_DEAL_ANALYSIS=<n>`` to analyse the whole deals of ``n`` seeded hands as well."""

from __future__ import annotations

import dataclasses
import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.cards import Card, parse_cards
from games.errors import GameError, IllegalActionError, InvalidActionError
from games.solver import card_values, solve
from games.whist.actions import Play
from games.cards import ACE_HIGH
from games.core.tricks import trick_winner
from games.widgets.whist_analysis import Analysis, HandRecord, Hint, analyse, hint
from games.widgets.whist_panel import WhistPanel

from whist_helpers import advance

SEEDS = (11, 5, 23)


def played_hand(seed: int, variant: str = "whist") -> WhistPanel:
    """A panel whose reader has played the hand to its end as the computer player advises."""
    return advance(WhistPanel(seed, "foster", variant=variant))


_RECORDS: dict = {}


def record_of(seed: int) -> HandRecord:
    if seed not in _RECORDS:
        rec = HandRecord.of_game(played_hand(seed).game)
        assert rec is not None and rec.size == 13 and len(rec.plays) == 52
        _RECORDS[seed] = rec
    return _RECORDS[seed]


def replay(end: HandRecord, choose) -> tuple[HandRecord, list]:
    """Play ``end``'s position out, each card chosen by ``choose(values, index)`` from the solver's values
    for the player to move; returns the record and, for each card, (its values, the card)."""
    hands = [list(h) for h in end.hands]
    leader, trick, plays, seen = end.leader, [], [], []
    for i in range(4 * end.size):
        values = card_values(hands, end.trumps, leader, trick)
        card = choose(values, i)
        seen.append((values, card, (leader + len(trick)) % 4))
        trick.append(card)
        plays.append(card)
        if len(trick) == 4:
            winner = (leader + trick_winner(trick, ACE_HIGH, end.trumps)) % 4
            for k, c in enumerate(trick):
                hands[(leader + k) % 4].remove(c)
            leader, trick = winner, []
    return HandRecord(end.hands, end.trumps, end.leader, tuple(plays)), seen


def best_of(values: dict, _i: int) -> Card:
    top = max(values.values())
    return next(c for c, v in values.items() if v == top)


def first_worse(seen: list):
    """The oracle: the first card played whose value (for its side) was below the best it could play."""
    for i, (values, card, _seat) in enumerate(seen):
        if values[card] < max(values.values()):
            return i, values
    return None


# -- the post-mortem --------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", SEEDS)
def test_a_perfectly_played_ending_loses_no_trick(seed):
    end = record_of(seed).from_trick(8)
    perfect, _ = replay(end, best_of)
    a = analyse(HandRecord(end.hands, end.trumps, end.leader, perfect.plays))
    assert a.costly is None
    assert a.made == a.best and sum(a.best) == 6
    assert a.best[0] == solve(end.hands, end.trumps, end.leader).ns


@pytest.mark.parametrize("seed", SEEDS)
def test_a_blunder_put_into_a_perfect_ending_is_found_with_its_trick_and_cost(seed):
    end = record_of(seed).from_trick(8)
    _, seen = replay(end, best_of)
    # the first card where the player to move had a worse card to play: play it there, then best play
    at = next(i for i, (values, _, _) in enumerate(seen) if len(set(values.values())) > 1)
    values = seen[at][0]
    worst = min(values, key=lambda c: values[c])
    rec, seen2 = replay(end, lambda v, i: worst if i == at else best_of(v, i))
    a = analyse(rec)
    assert a.costly is not None
    c = a.costly
    assert c.card == worst and c.trick == 1 + at // 4 and c.seat == seen2[at][2] == seen[at][2]
    assert c.cost == max(values.values()) - values[worst] > 0
    assert set(c.instead) == {x for x, v in values.items() if v == max(values.values())}
    side = c.seat % 2
    assert a.made[side] == a.best[side] - c.cost   # best play after the blunder: it costs exactly that
    # counted from the deal: the ending of the whole record from trick 8 gives the same trick numbers
    whole = HandRecord(record_of(seed).hands, end.trumps, record_of(seed).leader,
                       record_of(seed).plays[:28] + rec.plays)
    b = analyse(whole, 8)
    assert b.costly == dataclasses.replace(c, trick=8 + at // 4) and b.best == a.best and b.made == a.made


@settings(max_examples=6, deadline=None)
@given(seed=st.sampled_from(SEEDS), rng=st.randoms(use_true_random=False), care=st.floats(0, 1))
def test_the_first_costly_card_is_the_first_played_below_its_best_value(seed, rng, care):
    """Any play (best cards mixed with random ones): the post-mortem names the first card whose value,
    by the solver, was below the best its player could choose, or none if there was none."""
    end = record_of(seed).from_trick(9)

    def choose(values, _i):
        return best_of(values, _i) if rng.random() < care else rng.choice(sorted(values, key=str))

    rec, seen = replay(end, choose)
    a = analyse(rec)
    oracle = first_worse(seen)
    if oracle is None:
        assert a.costly is None and a.made == a.best
    else:
        i, values = oracle
        assert a.costly is not None and a.costly.card == seen[i][1] and a.costly.trick == 1 + i // 4
        assert a.costly.cost == max(values.values()) - values[seen[i][1]]


def test_the_hand_record_is_checked_at_once():
    ok = [parse_cards("AS KS"), parse_cards("QS JS"), parse_cards("3S 2S"), parse_cards("10S 9S")]
    plays = parse_cards("QS 3S 10S AS KS JS 2S 9S")
    assert analyse(HandRecord(ok, None, 1, plays)) == Analysis(1, (2, 0), (2, 0), None)
    with pytest.raises(InvalidActionError):
        HandRecord(ok[:3], None, 1, ())
    with pytest.raises(InvalidActionError):
        HandRecord([ok[0], ok[0], ok[2], ok[3]], None, 1, ())        # a card twice
    with pytest.raises(InvalidActionError):
        HandRecord([ok[0], ok[1][:1], ok[2], ok[3]], None, 1, ())    # unequal hands
    with pytest.raises(InvalidActionError):
        HandRecord(ok, "spades", 1, ())
    with pytest.raises(InvalidActionError):
        HandRecord(ok, None, 4, ())
    with pytest.raises(InvalidActionError):
        HandRecord(ok, None, 1, plays[:3])                           # not whole tricks
    with pytest.raises(InvalidActionError):
        HandRecord(ok, None, 1, "QS 3S 10S AS")
    with pytest.raises(IllegalActionError):
        HandRecord(ok, None, 1, parse_cards("AS 3S 10S QS"))         # East does not hold the ace
    hearts = [parse_cards("AS KH"), parse_cards("QS JS"), parse_cards("3S 2S"), parse_cards("10S 9S")]
    with pytest.raises(IllegalActionError):
        HandRecord(hearts, None, 1, parse_cards("QS 3S 10S KH"))     # North holds a spade: a revoke
    with pytest.raises(InvalidActionError):
        analyse("not a record")
    with pytest.raises(InvalidActionError):
        HandRecord(ok, None, 1, plays).from_trick(3)
    with pytest.raises(InvalidActionError):
        Hint(4, {})


def test_an_irregular_hand_is_not_analysed():
    t = WhistPanel(2, "foster", mode="demonstration")   # West revokes once, for the reader to claim
    for _ in range(300):
        if t.game.phase.value.startswith("end") or t.game.breaches:
            break
        a = t.advice()
        if a is not None:
            t.act(a.action)
        else:
            t.press([b for b in t.buttons() if b.primary][0])
    assert t.game.breaches
    while not t.game.phase.value.startswith("end"):
        a = t.advice()
        t.act(a.action) if a is not None else t.press([b for b in t.buttons() if b.primary][0])
    assert HandRecord.of_game(t.game) is None
    assert "only a hand played by the laws" in t.post_mortem_text()
    assert not t.may_analyse_deal() and not t.begin_analysis() and t.ruling is not None
    assert "analyse" not in {b.action for b in t.buttons()}


# -- the panels ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("variant", ["whist", "dummy", "double-dummy"])
def test_after_the_hand_the_ending_at_once_and_the_deal_on_demand(variant):
    t = played_hand(11, variant)
    text = t.post_mortem_text()
    assert "last 7 tricks" in text and "best play" in text and "From the deal" not in text
    rec = HandRecord.of_game(t.game)
    a = analyse(rec, 7)
    mine = t.human % 2
    assert f"your side would have taken {a.best[mine]} of them" in text
    assert f"{a.made[mine]} and {a.made[1 - mine]} were taken" in text
    if a.costly is not None:
        assert f"{a.costly.card.name} in trick {a.costly.trick}" in text
    labels = {b.action: b.label for b in t.buttons()}
    assert "a few seconds" in labels["analyse"] and "from the deal" in labels["analyse"]
    assert not t.analysing and not t.deal_analysed()


def test_the_deal_analysis_is_refused_during_the_hand():
    t = WhistPanel(11, "foster")
    assert not t.may_analyse_deal() and not t.begin_analysis()
    assert t.ruling is not None and "not over" in t.ruling.text
    assert not t.analyse_deal() and t.post_mortem_text() == ""


#: A seed whose whole deal the solver finds quick (a second or two), for the default run.
QUICK_DEAL_SEED = 10


def _check_whole_deal(t: WhistPanel) -> None:
    rec = HandRecord.of_game(t.game)
    a = analyse(rec)
    r = solve(rec.hands, rec.trumps, rec.leader)
    assert a.best == (r.ns, r.ew)
    assert [b for b in t.buttons() if b.action == "analyse"]
    assert t.press([b for b in t.buttons() if b.action == "analyse"][0])
    text = t.post_mortem_text()
    mine = t.human % 2
    noun = "trick" if a.best[mine] == 1 else "tricks"
    assert (f"From the deal, with best play by all four and every card open, your side would have taken "
            f"{a.best[mine]} {noun} and ") in text
    assert f"they took {a.made[mine]} and {a.made[1 - mine]}" in text
    if a.costly is None:
        assert "No card cost a trick from the deal" in text
    else:
        assert "from the deal: " in text and f"{a.costly.card.name} in trick {a.costly.trick}," in text
    assert t.deal_analysed() and not t.may_analyse_deal() and "analyse" not in {b.action for b in t.buttons()}
    assert sum(a.made) == 13 and sum(a.best) == 13


def test_the_whole_deal_analysed_on_demand():
    _check_whole_deal(played_hand(QUICK_DEAL_SEED, "double-dummy"))


@pytest.mark.skipif(not os.environ.get("WHIST_DEAL_ANALYSIS"), reason="set WHIST_DEAL_ANALYSIS=<n> (minutes)")
@pytest.mark.parametrize("seed", range(int(os.environ.get("WHIST_DEAL_ANALYSIS") or 0)))
def test_whole_deals_analysed(seed):
    _check_whole_deal(played_hand(100 + seed))


# -- Double Dummy's hint --------------------------------------------------------------------------------

def _to_hint(t: WhistPanel) -> None:
    advance(t, lambda x: x.hint_state() == "ready")


@pytest.mark.parametrize("seed", SEEDS)
def test_the_hint_gives_the_best_card_checked_by_solving_after_each_card(seed):
    t = WhistPanel(seed, "foster", variant="double-dummy")
    assert t.hint_state() in ("early", "off") and "hint" not in {b.action for b in t.buttons()}
    _to_hint(t)
    v = t.view()
    assert max(v.counts) <= WhistPanel.HINT_TRICKS
    h = hint(v)
    legal = {a.card for a in v.legal if isinstance(a, Play) and a.seat == h.seat}
    assert set(h.values) == legal and h.seat in t.mine
    start = [list(v.hands[s]) for s in range(4)]
    for s, c in v.trick:
        start[s].append(c)
    leader = v.trick[0][0] if v.trick else v.leader
    won = v.tricks_won[h.seat % 2]
    for card, value in h.values.items():
        r = solve(start, v.trump_card.suit, leader, [c for _, c in v.trick] + [card])
        assert value == won + r.of(h.seat), card
    # the panel's button: the best card named, and each worse one with the tricks it gives up
    assert t.press([b for b in t.buttons() if b.action == "hint"][0])
    top = max(h.values.values())
    assert f"{top} tricks for your side in all" in t.hint_text
    assert "hint" not in {b.action for b in t.buttons()}   # given: until the next card
    best = h.best
    assert (f"the {best[0].name}" in t.hint_text) if len(best) == 1 else "each as good" in t.hint_text
    a = next(x for x in v.legal if isinstance(x, Play) and x.card == best[0])
    assert t.act(a) and t.hint_text == ""


def test_the_hint_only_in_double_dummy_when_the_solver_is_quick():
    t = WhistPanel(11, "foster")
    assert t.hint_state() == "off" and not t.ask_hint() and t.ruling is not None
    with pytest.raises(IllegalActionError):
        hint(t.view())       # the other hands are hidden
    d = WhistPanel(11, "foster", variant="double-dummy")
    assert d.hint_state() == "early" and not d.ask_hint()
    with pytest.raises(IllegalActionError):
        hint(object())


def test_hint_on_random_seeds_is_one_of_the_cards_allowed():
    rng = random.Random(3)
    for seed in rng.sample(range(1000), 2):
        t = WhistPanel(seed, "foster", variant="double-dummy")
        _to_hint(t)
        assert t.ask_hint()
        labels = [b for b in t.card_buttons().values()]
        enabled = {c for cs in labels for c, on in cs if on}
        assert set(hint(t.view()).best) <= enabled
        assert "your side" in t.hint_text


def test_errors_are_the_librarys():
    with pytest.raises(GameError):
        HandRecord(None, None, 0, ())  # type: ignore[arg-type]


def test_the_widget_says_the_solver_works_then_answers():
    """The ipywidgets panel: the early note, the hint button, and the deal's button (which first shows the
    wait, then the answer; outside a browser or notebook the work runs at once)."""
    ipywidgets = pytest.importorskip("ipywidgets")
    from games.widgets.whist import WhistWidget, bottom_html

    t = WhistPanel(QUICK_DEAL_SEED, "foster", variant="double-dummy")
    w = WhistWidget(t, ipywidgets)
    assert "lt-hint-early" in w.top.value and "8 tricks are left" in w.top.value
    _to_hint(t)
    w.refresh()
    hint_button = [b for b in w.actions.children if "lt-act-hint" in b._dom_classes]
    assert len(hint_button) == 1
    hint_button[0].click()
    assert "lt-hint" in w.top.value and "for your side in all" in w.top.value
    _advance_to_end(t)
    w.refresh()
    seen = []
    t.analyse_deal, real = (lambda: (seen.append(bottom_html(t)), real())[1]), t.analyse_deal  # type: ignore
    deal_button = [b for b in w.actions.children if "lt-act-analyse" in b._dom_classes]
    assert len(deal_button) == 1 and "a few seconds" in deal_button[0].description
    deal_button[0].click()
    assert seen and "lt-post-mortem-wait" in seen[0] and "working through the whole deal" in seen[0]
    assert "From the deal" in w.bottom.value and "lt-post-mortem-wait" not in w.bottom.value
    assert not [b for b in w.actions.children if "lt-act-analyse" in b._dom_classes]


def _advance_to_end(t: WhistPanel) -> None:
    advance(t)
