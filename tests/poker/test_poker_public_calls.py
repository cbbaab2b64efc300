"""Every public call of the engine refuses bad input with the library's error
(a :class:`~games.errors.GameError`, never a raw TypeError, IndexError or
KeyError) and changes nothing."""

from __future__ import annotations

import pytest

from games.errors import GameError
from games.poker import (
    PEEL_RULES, Sitting, arranged_game, cut_for_seats, deal_order, draw_for_deal, form_tables, replay,
)

BAD = [None, "x", -1, 9, 1.5, True, b"AS", [1], {}]


def _game():
    return Sitting(["Ann", "Bob", "Cy"], chips=20, seed=1).new_game()


GAME_CALLS = {
    "view": lambda g, v: g.view(v),
    "log_for": lambda g, v: g.log_for(v),
    "net": lambda g, v: g.net(v),
    "has_openers": lambda g, v: g.has_openers(v),
    "evidence_order": lambda g, v: g.evidence_order(v),
    "legal_actions": lambda g, v: g.legal_actions(v),
    "arrange": lambda g, v: g.arrange(v),
    "do": lambda g, v: g.do(v),
    "verify": lambda g, v: g.verify(v),
}

SITTING_CALLS = {
    "claim_concession(seat)": lambda s, v: s.claim_concession(v, "peel-poker:33"),
    "claim_concession(law)": lambda s, v: s.claim_concession(0, v),
    "retire_from_sitting": lambda s, v: s.retire_from_sitting(v),
    "bring_to_pool": lambda s, v: s.bring_to_pool(v),
    "abrogate(law)": lambda s, v: s.abrogate(v, [0, 1, 2]),
    "abrogate(consenting)": lambda s, v: s.abrogate("peel-poker:33", v),
    "waive(law)": lambda s, v: s.waive(v, [0, 1, 2]),
    "waive(consenting)": lambda s, v: s.waive("peel-poker:33", v),
    "enforced": lambda s, v: s.enforced(v),
    "change_players": lambda s, v: s.change_players(v),
    "new_game(automations)": lambda s, v: s.new_game(automations=v),
}

FUNCTIONS = {
    "Sitting(players)": lambda v: Sitting(v),
    "Sitting(chips)": lambda v: Sitting(["A", "B"], chips=v),
    "Sitting(ante)": lambda v: Sitting(["A", "B"], ante=v),
    "Sitting(limit)": lambda v: Sitting(["A", "B"], limit=v),
    "Sitting(rules)": lambda v: Sitting(["A", "B"], rules=v),
    "Sitting(dealer)": lambda v: Sitting(["A", "B"], dealer=v),
    "Sitting(mode)": lambda v: Sitting(["A", "B"], mode=v),
    "Sitting(automations)": lambda v: Sitting(["A", "B"], automations=v),
    "replay": lambda v: replay(v, []),
    "draw_for_deal": lambda v: draw_for_deal(v, PEEL_RULES.new_pack()),
    "cut_for_seats": lambda v: cut_for_seats(v, PEEL_RULES.new_pack()),
    "form_tables": lambda v: form_tables(v, PEEL_RULES.new_pack()),
    "arranged_game": lambda v: arranged_game(["A", "B"], v),
    "deal_order": lambda v: deal_order(_game(), v),
}


def _refused(call) -> bool:
    """True if ``call()`` is refused with the library's error (any other error fails the test)."""
    try:
        call()
    except GameError:
        return True
    return False  # a value the call accepts (e.g. seat 1 of three)


@pytest.mark.parametrize("value", BAD, ids=repr)
@pytest.mark.parametrize("name", sorted(GAME_CALLS))
def test_a_game_refuses_bad_input_with_the_librarys_error_and_changes_nothing(name, value):
    g = _game()
    before = g.snapshot()
    if _refused(lambda: GAME_CALLS[name](g, value)):
        assert g.snapshot() == before


@pytest.mark.parametrize("value", BAD, ids=repr)
@pytest.mark.parametrize("name", sorted(SITTING_CALLS))
def test_a_sitting_refuses_bad_input_with_the_librarys_error_and_changes_nothing(name, value):
    s = Sitting(["Ann", "Bob", "Cy"], chips=20, seed=1)
    before = (s.state(), s.stacks, s.carried)
    if _refused(lambda: SITTING_CALLS[name](s, value)):
        assert (s.state(), s.stacks, s.carried) == before


@pytest.mark.parametrize("value", BAD, ids=repr)
@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_the_module_functions_refuse_bad_input_with_the_librarys_error(name, value):
    _refused(lambda: FUNCTIONS[name](value))
