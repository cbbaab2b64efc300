"""The one irregularity ¶118 names at Écarté, in TABLE mode: the second player who does not follow suit,
or does not win the trick (or trump) when he can.  Hidden until claimed; ruled citing the paragraph;
the penalty a declared reading (the paragraph names none)."""

from __future__ import annotations

import pytest

from games.core import Claim, Mode
from games.core.referee import REFEREES, referee_for
from games.core.testing import refused
from games.cards import Card
from games.ecarte.actions import Play, PlayHand, Renounce
from games.ecarte.referee import REFEREE, REFEREE_KEY, EcarteRemedy, rule_renounce
from games.ecarte.rules import ENQUIRE_WITHIN
from games.ecarte.scenarios import arranged
from games.errors import GameError

from ecarte_helpers import play, texts

L = "enquire-within:118"

ELDER = "KS QS JS 7H 8H"
DEALER = "AS 10S 9D 8D 7D"


def _renounced(rules=ENQUIRE_WITHIN):
    g = arranged(ELDER, DEALER, "9S", mode=Mode.TABLE, rules=rules)
    g.do(PlayHand(1))
    events = play(g, "1:7H", "0:9D")         # void of hearts, the dealer holds trumps and does not trump
    return g, events


@pytest.mark.law("enquire-within:118")
def test_law_118_the_renounce_is_let_through_unseen_until_claimed():
    g, events = _renounced()
    assert [e.kind for e in events][:2] == ["play", "irregularity"] or "irregularity" in [e.kind for e in events]
    assert not g.open_rulings
    mine = [t for t in texts(g, "irregularity", seat=0)]
    his = [t for t in texts(g, "irregularity", seat=1)]
    assert mine and "does not trump" in mine[0]
    assert his == []                                                   # the elder saw only the card played
    assert texts(g, "play", seat=1)[-1] == "Dealer plays the nine of diamonds"
    assert not any("trump" in t for t in texts(g, "irregularity", seat=None))
    assert g.legal_actions() and all(a.seat == 1 for a in g.legal_actions())   # the play goes on


@pytest.mark.law("enquire-within:118")
def test_law_118_the_claim_is_ruled_citing_the_paragraph_and_the_offender_loses_the_deal():
    g, _ = _renounced()
    events = g.do(Claim(1, "a renounce", against=0))
    kinds = [e.kind for e in events]
    assert kinds[:3] == ["claim", "irregularity", "ruling"] and events[2].laws == (L,)
    assert events[2].laws[0].words == "The second must follow suit, or win the trick if he can"
    assert "the paragraph names no penalty" in events[2].text and "the edition's reading" in events[2].text
    assert "to have failed to make three tricks" in events[2].text
    play(g, "1:KS", "0:10S", "1:QS", "0:AS", "1:JS", "0:8D", "1:8H", "0:7D")   # the elder wins all five anyway
    assert texts(g, "mark")[-1].startswith("Elder marks 2 (the vole")
    refused(g, Claim(1, "a renounce"), L)                             # claimed once only; the deal is over


@pytest.mark.law("enquire-within:118")
def test_law_118_the_renounce_wins_the_deal_for_the_claimant_even_when_the_offender_made_three():
    g = arranged("7H 8H 9H 7C 8C", "KS QS JS AS 9D", "10S", mode=Mode.TABLE)
    g.do(PlayHand(1))
    play(g, "1:7H", "0:9D")                                            # should have trumped
    g.do(Claim(1, "a renounce"))
    play(g, "1:8H", "0:JS", "0:KS", "1:7C", "0:QS", "1:8C", "0:AS", "1:9H")
    assert texts(g, "trick")[-4:] == [f"Dealer wins trick {n}" for n in (2, 3, 4, 5)]   # four to the offender
    assert texts(g, "mark")[-1].startswith("Elder marks 1 (the adversary renounced")


@pytest.mark.law("enquire-within:118")
def test_law_118_a_claim_after_the_last_trick_is_too_late():
    g, _ = _renounced()
    play(g, "1:KS", "0:10S", "1:QS", "0:AS", "1:JS", "0:8D", "1:8H", "0:7D")
    e = refused(g, Claim(1, "a renounce"), "ecarte-renounce")     # the time to claim: the edition's reading
    assert "too late" in e.message and "edition" in e.law.label


@pytest.mark.law("enquire-within:118")
def test_law_118_a_claim_of_nothing_is_refused():
    g = arranged(ELDER, DEALER, "9S", mode=Mode.TABLE)
    g.do(PlayHand(1))
    play(g, "1:7H", "0:AS")
    e = refused(g, Claim(1, "a renounce"), L)
    assert "none to claim" in e.message
    refused(g, Claim(1, "a revoke"))


@pytest.mark.law("enquire-within:118")
def test_law_118_the_reading_no_penalty_lets_the_deal_stand():
    g = arranged("7H 8H 9H 7C 8C", "KS QS JS AS 9D", "10S", mode=Mode.TABLE,
                 rules=ENQUIRE_WITHIN.replace(renounce="no-penalty"))
    g.do(PlayHand(1))
    play(g, "1:7H", "0:9D")
    events = g.do(Claim(1, "a renounce"))
    assert "names no penalty" in events[-1].text
    play(g, "1:8H", "0:JS", "0:KS", "1:7C", "0:QS", "1:8C", "0:AS", "1:9H")
    assert texts(g, "mark")[-1].startswith("Dealer marks 2 (4 tricks; the non-dealer played without proposing")


@pytest.mark.law("enquire-within:118")
def test_law_118_strict_mode_refuses_the_renounce():
    g = arranged(ELDER, DEALER, "9S")
    g.do(PlayHand(1))
    play(g, "1:7H")
    e = refused(g, Play(0, Card.parse("9D")), L)
    assert "does not trump" in e.message


@pytest.mark.law("enquire-within:118")
def test_the_referee_is_registered_apart_from_vingt_uns():
    import games.vingt_un.referee  # noqa: F401  (the book's Vingt-un paragraphs: their referee)

    assert referee_for(REFEREE_KEY) is REFEREE
    assert REFEREES["enquire-within"] is not REFEREE                 # the same book's Vingt-un keeps its own
    assert REFEREE.claims() == {"a renounce": (Renounce,)}
    assert rule_renounce(None, Renounce(seat=1, trick=0)).remedy is EcarteRemedy.LOSES_DEAL
    for bad in ((b"x", Renounce()), (None, None)):
        with pytest.raises(GameError):
            rule_renounce(*bad)
