"""Each book its own referee (issue 14): a Hoffmann or Enquire Within game is never ruled under Peel's paragraphs."""

from __future__ import annotations

import pytest

from games.core.referee import referee_for
from games.core.state import Mode
from games.core.testing import refused
from games.errors import IllegalActionError, RuleSetError
from games.vingt_un.game import VingtUn
from games.vingt_un.game_actions import CardExposed, ConfusePack, DealTwoCards, ExposeCard, KeepDeal, TwoCardsToOne
from games.vingt_un.base import BookReferee
from games.vingt_un.referee import REFEREE
from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, HOFFMANN_FRENCH, PEEL
from games.vingt_un.scenarios import arranged

SILENCE = {"hoffmann-vingt-un": "hoffmann-vingt-un:p16", "enquire-within": "enquire-within:114"}


def test_every_book_has_its_own_referee_in_the_cores_registry():
    for rules in (PEEL, HOFFMANN, HOFFMANN_FRENCH, ENQUIRE_WITHIN):
        ref = referee_for(rules.code)
        assert ref.code == rules.code and isinstance(ref, BookReferee)
        assert VingtUn(rules, seats=3, seed=0).referee is ref
    with pytest.raises(RuleSetError):
        referee_for("modern")


@pytest.mark.law("hoffmann-vingt-un:p16", "enquire-within:114")
@pytest.mark.parametrize("rules", [HOFFMANN, ENQUIRE_WITHIN], ids=lambda r: r.code)
def test_a_silent_books_referee_says_the_book_has_no_such_law(rules):
    g = arranged(rules, "9S 5H 2C", seats=3, mode=Mode.TABLE)
    for irr in (CardExposed(seat=1), TwoCardsToOne(seat=1, found=True)):
        with pytest.raises(IllegalActionError) as e:
            referee_for(rules.code).rule(g, irr)
        assert e.value.law == SILENCE[rules.code] and "gives no law" in str(e.value)
        with pytest.raises(IllegalActionError) as e:
            REFEREE.rule(g, irr)                   # Peel's referee does not rule a game of another book
        assert not (e.value.law or "").startswith("peel-")


@pytest.mark.law("hoffmann-vingt-un:p16", "enquire-within:114")
@pytest.mark.parametrize("rules", [HOFFMANN, ENQUIRE_WITHIN], ids=lambda r: r.code)
def test_irregularities_in_a_silent_books_game_are_refused_citing_its_silence(rules):
    g = VingtUn(rules.replace(staking="first-card") if rules is ENQUIRE_WITHIN else rules, seats=3, seed=0,
                first_dealer=0, mode=Mode.TABLE)
    for a in (ExposeCard(0, 1), DealTwoCards(0, 1), DealTwoCards(0, 0), ConfusePack(0)):
        e = refused(g, a, SILENCE[rules.code])
        assert "gives no law" in str(e)


@pytest.mark.law("peel-vingt-un:p23")
def test_peels_game_is_still_ruled_under_peel():
    g = VingtUn(PEEL, seats=3, seed=0, first_dealer=0, mode=Mode.TABLE)
    g.do(KeepDeal(0))
    g.do(ExposeCard(0, 1))
    assert any(e.kind == "ruling" and e.laws[0] == "peel-vingt-un:p23" for e in g.log_for(None))
    assert g.referee is REFEREE
