"""The bad-input campaign: every public call refuses bad input with the library's error and changes nothing.

The project's rule: anything importable from :mod:`games` without a leading underscore refuses a bad
value with :class:`~games.errors.GameError` (or a subclass; naming the law where one governs) and leaves
every object as it was; a constructor validates at once.  This file proves it by property tests:

* :func:`test_bad_value` -- for every public function, class and public method *defined* in a module
  of :mod:`games` (walked with :mod:`pkgutil`), and for each of its parameters in turn, the other
  arguments valid (``public_calls_support.valid_value``), the parameter takes bad values drawn by
  hypothesis: ``None``, bytes, floats (nan, inf), strings, huge and negative ints, bools, empty and
  nested containers, objects of the wrong class...  The call may succeed or raise a ``GameError``;
  a refused call must change nothing (``snapshot()``, or the object's fields, compared before and
  after).  A raw ``TypeError``/``ValueError``/``KeyError``/``AttributeError``... or a hang is a finding.
* :func:`test_call_without_arguments` -- a public method or function that takes no argument, called
  on a fresh object: it succeeds or refuses with the library's error.
* :func:`test_bad_actions_in_random_playthroughs` -- each game played to its end with random legal
  actions; before every step one random *bad* action (a malformed field, a wrong seat, another
  game's action, a thing that is no action) must be refused with the library's error and change
  nothing (:func:`games.core.testing.refused`).

:data:`KNOWN` lists the findings in code this campaign may not change (other people own it): each is
an expected failure, ``xfail(strict=True)``, so that it turns into a failure the day it is fixed --
then delete its line.  A new finding anywhere fails at once.

The figures (modules, callables, calls, refusals, findings) are written at the end of the run by
:func:`test_zz_figures` (``pytest -q -s`` shows them; they are also in ``RECORD``).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, example, given, settings

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(1, str(Path(__file__).parents[2]))  # the package, when run as a script (regenerate_known)
import public_calls_support as S  # noqa: E402

from games.core.testing import refused  # noqa: E402
from games.errors import GameError  # noqa: E402

TARGETS = S.targets()

#: Not fuzzed, and why.
EXCLUDED = {
    "games.core.testing": "test helpers: their answer to a wrong state is an AssertionError, by design",
    "games.claims.ledger": "computes every claim of the site, some tens of seconds in arithmetic no alarm "
                           "interrupts (its parts, Claim and claim_url, are fuzzed)",
}

#: Findings outside the files this campaign may change: ``case -> the raw error and a reproduction``.
#: Each is an expected failure (strict): when it is fixed the test passes, pytest reports XPASS(strict)
#: as a failure, and the line must go.
KNOWN: dict[str, str] = {
    # BEGIN KNOWN
    # -- games.core.players (5)
    'games.core.players.RandomPlayer.decide(view)':
        "games.core.players.RandomPlayer.decide(view=None): AttributeError: 'NoneType' object has no attribute 'legal'",
    'games.core.players.play_out(limit)':
        "games.core.players.play_out(limit=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    'games.core.players.play_out(players)':
        "games.core.players.play_out(players=None): TypeError: argument of type 'NoneType' is not iterable",
    'games.core.players.play_out(state)':
        "games.core.players.play_out(state=None): AttributeError: 'NoneType' object has no attribute 'over'",
    'games.core.players.play_out(to_act)':
        "games.core.players.play_out(to_act=b'AS'): TypeError: 'bytes' object is not callable",
    # -- games.core.seating (16)
    'games.core.seating.cut_ranking(cards)':
        "games.core.seating.cut_ranking(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.core.seating.cut_ranking(names)':
        "games.core.seating.cut_ranking(names=None): TypeError: 'NoneType' object is not iterable",
    'games.core.seating.cut_ranking(order)':
        "games.core.seating.cut_ranking(order=None): AttributeError: 'NoneType' object has no attribute 'index'",
    'games.core.seating.cycle_from(include)':
        "games.core.seating.cycle_from(include=nan): TypeError: 'float' object is not iterable",
    'games.core.seating.cycle_from(n)':
        "games.core.seating.cycle_from(n=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    'games.core.seating.cycle_from(start)':
        "games.core.seating.cycle_from(start=None): TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'",
    'games.core.seating.deal_until(cards)':
        "games.core.seating.deal_until(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.core.seating.deal_until(found)':
        "games.core.seating.deal_until(found=None): TypeError: 'NoneType' object is not callable",
    'games.core.seating.deal_until(order)':
        "games.core.seating.deal_until(order=None): TypeError: object of type 'NoneType' has no len()",
    'games.core.seating.draw_lowest(cards)':
        "games.core.seating.draw_lowest(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.core.seating.draw_lowest(n_players)':
        "games.core.seating.draw_lowest(n_players=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    'games.core.seating.draw_lowest(order)':
        "games.core.seating.draw_lowest(order=None): AttributeError: 'NoneType' object has no attribute 'index'",
    'games.core.seating.next_seat(include)':
        "games.core.seating.next_seat(include=nan): TypeError: 'float' object is not iterable",
    'games.core.seating.next_seat(n)':
        "games.core.seating.next_seat(n=None): TypeError: unsupported operand type(s) for %: 'int' and 'NoneType'",
    'games.core.seating.next_seat(seat)':
        "games.core.seating.next_seat(seat=None): TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'",
    'games.core.seating.split_tables(ranked)':
        "games.core.seating.split_tables(ranked=None): TypeError: object of type 'NoneType' has no len()",
    # -- games.core.state (14)
    'games.core.state.Mode(value)':
        'games.core.state.Mode(value=None): ValueError: None is not a valid Mode',
    'games.core.state.State(mode)':
        'games.core.state.State(mode=None): ValueError: None is not a valid Mode',
    'games.core.state.State(names)':
        "games.core.state.State(names=None): TypeError: 'NoneType' object is not iterable",
    'games.core.state.State(seats)':
        "games.core.state.State(seats=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    'games.core.state.State.event(laws)':
        "games.core.state.State.event(laws=None): TypeError: 'NoneType' object is not iterable",
    'games.core.state.State.event(seen_by)':
        "games.core.state.State.event(seen_by=nan): TypeError: 'float' object is not iterable",
    'games.core.state.State.left(k)':
        "games.core.state.State.left(k=None): TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'",
    'games.core.state.State.left(seat)':
        "games.core.state.State.left(seat=None): TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'",
    'games.core.state.State.log_for(seat)':
        "games.core.state.State.log_for(seat=[]): TypeError: unhashable type: 'list'",
    'games.core.state.State.name(seat)':
        "games.core.state.State.name(seat=b'AS'): TypeError: tuple indices must be integers or slices, not bytes",
    'games.core.state.State.right(k)':
        "games.core.state.State.right(k=None): TypeError: unsupported operand type(s) for -: 'int' and 'NoneType'",
    'games.core.state.State.right(seat)':
        "games.core.state.State.right(seat=None): TypeError: unsupported operand type(s) for -: 'NoneType' and 'int'",
    'games.core.state.replay(actions)':
        "games.core.state.replay(actions=None): TypeError: 'NoneType' object is not iterable",
    'games.core.state.replay(make)':
        "games.core.state.replay(make=None): TypeError: 'NoneType' object is not callable",
    # -- games.lessons.odds (18)
    'games.lessons.odds.best_total(values)':
        "games.lessons.odds.best_total(values=None): TypeError: 'NoneType' object is not iterable",
    'games.lessons.odds.dealer_advantage(dealer_stand)':
        "games.lessons.odds.dealer_advantage(dealer_stand=None): TypeError: '>=' not supported between instances of 'int' and 'NoneType'",
    'games.lessons.odds.dealer_advantage(punter_stand)':
        "games.lessons.odds.dealer_advantage(punter_stand=None): TypeError: '>=' not supported between instances of 'int' and 'NoneType'",
    'games.lessons.odds.draw_to_over_probability(aces)':
        "games.lessons.odds.draw_to_over_probability(aces=[]): TypeError: unhashable type: 'list'",
    'games.lessons.odds.draw_to_over_probability(stand)':
        "games.lessons.odds.draw_to_over_probability(stand=None): TypeError: '>=' not supported between instances of 'int' and 'NoneType'",
    'games.lessons.odds.endless_final_totals(aces)':
        "games.lessons.odds.endless_final_totals(aces=[]): TypeError: unhashable type: 'list'",
    'games.lessons.odds.endless_final_totals(stand)':
        "games.lessons.odds.endless_final_totals(stand=None): TypeError: '>=' not supported between instances of 'int' and 'NoneType'",
    'games.lessons.odds.is_revoke(hand)':
        "games.lessons.odds.is_revoke(hand=''): ValueError: KS is not in the hand",
    'games.lessons.odds.is_tenth_card(card)':
        "games.lessons.odds.is_tenth_card(card=None): AttributeError: 'NoneType' object has no attribute 'is_court'",
    'games.lessons.odds.misdeal_by_count(hands)':
        "games.lessons.odds.misdeal_by_count(hands=None): TypeError: object of type 'NoneType' has no len()",
    'games.lessons.odds.next_card_safe(total)':
        "games.lessons.odds.next_card_safe(total=None): ValueError: give the hand's total for the endless pack",
    'games.lessons.odds.simulate_natural(seed)':
        'games.lessons.odds.simulate_natural(seed=[]): TypeError: The only supported seed types are: None,',
    'games.lessons.odds.simulate_natural(trials)':
        "games.lessons.odds.simulate_natural(trials=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    'games.lessons.odds.some_natural_probability(players)':
        "games.lessons.odds.some_natural_probability(players=None): TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'",
    'games.lessons.odds.tenth_cards(pack)':
        "games.lessons.odds.tenth_cards(pack=b'AS'): AttributeError: 'int' object has no attribute 'is_court'",
    'games.lessons.odds.vingt_un_value(card)':
        "games.lessons.odds.vingt_un_value(card=None): AttributeError: 'NoneType' object has no attribute 'is_court'",
    'games.lessons.odds.whist_cut_places(least)':
        "games.lessons.odds.whist_cut_places(least=None): TypeError: '>=' not supported between instances of 'int' and 'NoneType'",
    'games.lessons.odds.whist_cut_places(pack_size)':
        "games.lessons.odds.whist_cut_places(pack_size=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    # -- games.poker.actions (4)
    'games.poker.actions.Arrange(cards)':
        "games.poker.actions.Arrange(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.actions.Discard(discard)':
        "games.poker.actions.Discard(discard=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.actions.DisputeDemand(witnesses)':
        "games.poker.actions.DisputeDemand(witnesses=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.actions.Draw(discard)':
        "games.poker.actions.Draw(discard=None): TypeError: 'NoneType' object is not iterable",
    # -- games.poker.ante (3)
    'games.poker.ante.AnteChapter(mode)':
        'games.poker.ante.AnteChapter(mode=None): ValueError: None is not a valid Mode',
    'games.poker.ante.AnteChapter(names)':
        "games.poker.ante.AnteChapter(names=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.ante.AnteChapter(seats)':
        "games.poker.ante.AnteChapter(seats=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    # -- games.poker.base (5)
    'games.poker.base.PokerBase(mode)':
        'games.poker.base.PokerBase(mode=None): ValueError: None is not a valid Mode',
    'games.poker.base.PokerBase(names)':
        "games.poker.base.PokerBase(names=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.base.PokerBase(seats)':
        "games.poker.base.PokerBase(seats=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    'games.poker.base.PokerBase.has_openers(seat)':
        'games.poker.base.PokerBase.has_openers(seat=None): TypeError: list indices must be integers or slices, not NoneType',
    'games.poker.base.PokerBase.name(seat)':
        "games.poker.base.PokerBase.name(seat=b'AS'): TypeError: tuple indices must be integers or slices, not bytes",
    # -- games.poker.betting (3)
    'games.poker.betting.BettingChapter(mode)':
        'games.poker.betting.BettingChapter(mode=None): ValueError: None is not a valid Mode',
    'games.poker.betting.BettingChapter(names)':
        "games.poker.betting.BettingChapter(names=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.betting.BettingChapter(seats)':
        "games.poker.betting.BettingChapter(seats=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    # -- games.poker.census (10)
    'games.poker.census.chance_cells(count)':
        'games.poker.census.chance_cells(count=None): TypeError: both arguments should be Rational instances',
    'games.poker.census.chance_cells(total)':
        'games.poker.census.chance_cells(total=None): TypeError: both arguments should be Rational instances',
    'games.poker.census.hand_census_table(code)':
        'games.poker.census.hand_census_table(code=None): KeyError: None',
    'games.poker.census.odds_against_text(count)':
        "games.poker.census.odds_against_text(count=None): TypeError: unsupported operand type(s) for -: 'int' and 'NoneType'",
    'games.poker.census.odds_against_text(total)':
        "games.poker.census.odds_against_text(total=None): TypeError: unsupported operand type(s) for -: 'NoneType' and 'int'",
    'games.poker.census.one_in_text(count)':
        "games.poker.census.one_in_text(count=b'AS'): TypeError: both arguments should be Rational instances",
    'games.poker.census.one_in_text(total)':
        'games.poker.census.one_in_text(total=None): TypeError: both arguments should be Rational instances',
    'games.poker.census.pack_for(rules)':
        "games.poker.census.pack_for(rules=None): AttributeError: 'NoneType' object has no attribute 'pack'",
    'games.poker.census.percent_text(count)':
        'games.poker.census.percent_text(count=None): TypeError: both arguments should be Rational instances',
    'games.poker.census.percent_text(total)':
        "games.poker.census.percent_text(total=b'AS'): TypeError: both arguments should be Rational instances",
    # -- games.poker.deal (4)
    'games.poker.deal.DealChapter(mode)':
        'games.poker.deal.DealChapter(mode=None): ValueError: None is not a valid Mode',
    'games.poker.deal.DealChapter(names)':
        "games.poker.deal.DealChapter(names=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.deal.DealChapter(seats)':
        "games.poker.deal.DealChapter(seats=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    'games.poker.deal.DealChapter.arrange(top_cards)':
        "games.poker.deal.DealChapter.arrange(top_cards=None): TypeError: 'NoneType' object is not iterable",
    # -- games.poker.draw (4)
    'games.poker.draw.DrawChapter(mode)':
        'games.poker.draw.DrawChapter(mode=None): ValueError: None is not a valid Mode',
    'games.poker.draw.DrawChapter(names)':
        "games.poker.draw.DrawChapter(names=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.draw.DrawChapter(seats)':
        "games.poker.draw.DrawChapter(seats=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    'games.poker.draw.DrawChapter.evidence_order(disputant)':
        "games.poker.draw.DrawChapter.evidence_order(disputant=None): TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'",
    # -- games.poker.game (5)
    'games.poker.game.Game(automations)':
        "games.poker.game.Game(automations=None): TypeError: unsupported operand type(s) for &: 'NoneType' and 'Automation'",
    'games.poker.game.Game(sitting)':
        "games.poker.game.Game(sitting=None): AttributeError: 'NoneType' object has no attribute 'games'",
    'games.poker.game.Game.view(seat)':
        'games.poker.game.Game.view(seat=None): TypeError: tuple indices must be integers or slices, not NoneType',
    'games.poker.game.replay(actions)':
        "games.poker.game.replay(actions=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.game.replay(sitting_kwargs)':
        "games.poker.game.replay(sitting_kwargs=None): TypeError: 'NoneType' object is not a mapping",
    # -- games.poker.hands (7)
    'games.poker.hands.HandRules.category_name(category)':
        "games.poker.hands.HandRules.category_name(category=None): TypeError: unsupported operand type(s) for -: 'int' and 'NoneType'",
    'games.poker.hands.best_hands(hands)':
        "games.poker.hands.best_hands(hands=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.hands.category_of(value)':
        "games.poker.hands.category_of(value=None): TypeError: unsupported operand type(s) for >>: 'NoneType' and 'int'",
    'games.poker.hands.category_order(rules)':
        "games.poker.hands.category_order(rules=None): AttributeError: 'NoneType' object has no attribute 'categories'",
    'games.poker.hands.score(cards)':
        "games.poker.hands.score(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.hands.score(rules)':
        "games.poker.hands.score(rules=None): AttributeError: 'NoneType' object has no attribute 'tables'",
    'games.poker.hands.sequence_windows(rules)':
        "games.poker.hands.sequence_windows(rules=None): AttributeError: 'NoneType' object has no attribute 'pack_ranks'",
    # -- games.poker.maxims (8)
    'games.poker.maxims.MaximReadings(bluff)':
        'games.poker.maxims.MaximReadings(bluff=None): TypeError: argument should be a string or a Rational instance',
    'games.poker.maxims.MaximReadings(pass_with_better)':
        'games.poker.maxims.MaximReadings(pass_with_better=None): TypeError: argument should be a string or a Rational instance',
    'games.poker.maxims.choose_discard(hand)':
        "games.poker.maxims.choose_discard(hand=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.maxims.choose_discard(readings)':
        "games.poker.maxims.choose_discard(readings=None): AttributeError: 'NoneType' object has no attribute 'no_pair'",
    'games.poker.maxims.discard_census(readings)':
        "games.poker.maxims.discard_census(readings=None): AttributeError: 'NoneType' object has no attribute 'triplets_discard'",
    'games.poker.maxims.should_play(hand)':
        "games.poker.maxims.should_play(hand=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.maxims.should_play(readings)':
        "games.poker.maxims.should_play(readings=None): AttributeError: 'NoneType' object has no attribute 'no_pair'",
    'games.poker.maxims.should_see(hand)':
        "games.poker.maxims.should_see(hand=None): TypeError: 'NoneType' object is not iterable",
    # -- games.poker.odds (7)
    'games.poker.odds.beat_odds(hand)':
        "games.poker.odds.beat_odds(hand=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.odds.dealt_odds(dead)':
        "games.poker.odds.dealt_odds(dead=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.odds.discard_odds(discard)':
        "games.poker.odds.discard_odds(discard=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.odds.discard_odds(hand)':
        "games.poker.odds.discard_odds(hand=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.odds.draw_odds(dead)':
        "games.poker.odds.draw_odds(dead=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.odds.draw_odds(kept)':
        "games.poker.odds.draw_odds(kept=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.odds.five_cards(cards)':
        "games.poker.odds.five_cards(cards=None): TypeError: 'NoneType' object is not iterable",
    # -- games.poker.odds_tables (2)
    'games.poker.odds_tables.maxim_tables(law)':
        "games.poker.odds_tables.maxim_tables(law=None): TypeError: argument of type 'NoneType' is not iterable",
    'games.poker.odds_tables.odds_against(p)':
        'games.poker.odds_tables.odds_against(p=None): TypeError: argument should be a string or a Rational instance',
    # -- games.poker.play (3)
    'games.poker.play.PlayChapter(mode)':
        'games.poker.play.PlayChapter(mode=None): ValueError: None is not a valid Mode',
    'games.poker.play.PlayChapter(names)':
        "games.poker.play.PlayChapter(names=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.play.PlayChapter(seats)':
        "games.poker.play.PlayChapter(seats=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    # -- games.poker.players (5)
    'games.poker.players.PeelComputerPlayer(straddle)':
        'games.poker.players.PeelComputerPlayer(straddle=None): TypeError: argument should be a string or a Rational instance',
    'games.poker.players.PeelComputerPlayer.choose(legal)':
        "games.poker.players.PeelComputerPlayer.choose(legal=nan): TypeError: 'float' object is not iterable",
    'games.poker.players.PeelComputerPlayer.choose(view)':
        "games.poker.players.PeelComputerPlayer.choose(view=None): AttributeError: 'NoneType' object has no attribute 'legal'",
    'games.poker.players.PeelComputerPlayer.decide(legal)':
        "games.poker.players.PeelComputerPlayer.decide(legal=nan): TypeError: 'float' object is not iterable",
    'games.poker.players.PeelComputerPlayer.decide(view)':
        "games.poker.players.PeelComputerPlayer.decide(view=None): AttributeError: 'NoneType' object has no attribute 'legal'",
    # -- games.poker.records (4)
    'games.poker.records.Automation(value)':
        'games.poker.records.Automation(value=None): ValueError: None is not a valid Automation',
    'games.poker.records.DrawStep(value)':
        'games.poker.records.DrawStep(value=None): ValueError: None is not a valid DrawStep',
    'games.poker.records.Duty(value)':
        'games.poker.records.Duty(value=None): ValueError: None is not a valid Duty',
    'games.poker.records.Phase(value)':
        'games.poker.records.Phase(value=None): ValueError: None is not a valid Phase',
    # -- games.poker.rules (3)
    'games.poker.rules.minimum_for(level)':
        "games.poker.rules.minimum_for(level=None): TypeError: '<=' not supported between instances of 'NoneType' and 'int'",
    'games.poker.rules.minimum_score(hand_rules)':
        "games.poker.rules.minimum_score(hand_rules=None): AttributeError: 'NoneType' object has no attribute 'pack_ranks'",
    'games.poker.rules.minimum_score(rank)':
        "games.poker.rules.minimum_score(rank=[]): TypeError: unhashable type: 'list'",
    # -- games.poker.rulings (1)
    'games.poker.rulings.check_seats(players)':
        "games.poker.rulings.check_seats(players=None): TypeError: '<' not supported between instances of 'NoneType' and 'int'",
    # -- games.poker.rulings.betting (2)
    'games.poker.rulings.betting.rule_foul_hand_at_end(i)':
        "games.poker.rulings.betting.rule_foul_hand_at_end(i=None): AttributeError: 'NoneType' object has no attribute 'other_players'",
    'games.poker.rulings.betting.rule_short_of_funds(i)':
        "games.poker.rulings.betting.rule_short_of_funds(i=None): AttributeError: 'NoneType' object has no attribute 'borrowed_to_raise'",
    # -- games.poker.rulings.deal (10)
    'games.poker.rulings.deal.rule_card_face_up_in_pack(i)':
        "games.poker.rulings.deal.rule_card_face_up_in_pack(i=None): AttributeError: 'NoneType' object has no attribute 'before_deal_finished'",
    'games.poker.rulings.deal.rule_deal_finished_question(i)':
        "games.poker.rulings.deal.rule_deal_finished_question(i=None): AttributeError: 'NoneType' object has no attribute 'every_player_has_five'",
    'games.poker.rulings.deal.rule_dealt_without_cut(i)':
        "games.poker.rulings.deal.rule_dealt_without_cut(i=None): AttributeError: 'NoneType' object has no attribute 'pointed_out_before_deal_finished'",
    'games.poker.rulings.deal.rule_not_shuffled_or_cut_properly(i)':
        "games.poker.rulings.deal.rule_not_shuffled_or_cut_properly(i=None): AttributeError: 'NoneType' object has no attribute 'cut_by_right_hand_player'",
    'games.poker.rulings.deal.rule_shuffle_demanded(i)':
        "games.poker.rulings.deal.rule_shuffle_demanded(i=None): AttributeError: 'NoneType' object has no attribute 'by_dealer'",
    'games.poker.rulings.deal.rule_spoke_to_dealer(i)':
        "games.poker.rulings.deal.rule_spoke_to_dealer(i=None): AttributeError: 'NoneType' object has no attribute 'foul_hand_dealt'",
    'games.poker.rulings.deal.rule_tie_for_deal(i)':
        "games.poker.rulings.deal.rule_tie_for_deal(i=None): AttributeError: 'NoneType' object has no attribute 'lowest'",
    'games.poker.rulings.deal.rule_wrong_dealer(i)':
        "games.poker.rulings.deal.rule_wrong_dealer(i=None): AttributeError: 'NoneType' object has no attribute 'dealer_retired'",
    'games.poker.rulings.deal.rule_wrong_number_dealt(i)':
        "games.poker.rulings.deal.rule_wrong_number_dealt(i=None): AttributeError: 'NoneType' object has no attribute 'announced_before_raised'",
    'games.poker.rulings.deal.rule_wrong_pack(i)':
        "games.poker.rulings.deal.rule_wrong_pack(i=None): AttributeError: 'NoneType' object has no attribute 'cards'",
    # -- games.poker.rulings.draw (9)
    'games.poker.rulings.draw.DemandDisputed(witnesses)':
        "games.poker.rulings.draw.DemandDisputed(witnesses=nan): TypeError: 'float' object is not iterable",
    'games.poker.rulings.draw.evidence_order(dealer)':
        "games.poker.rulings.draw.evidence_order(dealer=None): TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'",
    'games.poker.rulings.draw.evidence_order(disputant)':
        "games.poker.rulings.draw.evidence_order(disputant=None): TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'",
    'games.poker.rulings.draw.evidence_order(players)':
        "games.poker.rulings.draw.evidence_order(players=None): TypeError: unsupported operand type(s) for %: 'int' and 'NoneType'",
    'games.poker.rulings.draw.rule_ask_dealer_draw(i)':
        "games.poker.rulings.draw.rule_ask_dealer_draw(i=None): AttributeError: 'NoneType' object has no attribute 'raised_or_bet'",
    'games.poker.rulings.draw.rule_demand_disputed(i)':
        "games.poker.rulings.draw.rule_demand_disputed(i=None): AttributeError: 'NoneType' object has no attribute 'dealer'",
    'games.poker.rulings.draw.rule_too_few_given(i)':
        "games.poker.rulings.draw.rule_too_few_given(i=None): AttributeError: 'NoneType' object has no attribute 'pointed_out_before_raised'",
    'games.poker.rulings.draw.rule_too_many_given(i)':
        "games.poker.rulings.draw.rule_too_many_given(i=None): AttributeError: 'NoneType' object has no attribute 'pointed_out_before_raised'",
    'games.poker.rulings.draw.rule_wrong_number_demanded(i)':
        "games.poker.rulings.draw.rule_wrong_number_demanded(i=None): AttributeError: 'NoneType' object has no attribute 'dealer_gave'",
    # -- games.poker.rulings.show (9)
    'games.poker.rulings.show.Dispute(disputants)':
        "games.poker.rulings.show.Dispute(disputants=nan): TypeError: 'float' object is not iterable",
    'games.poker.rulings.show.ace_barred(value)':
        "games.poker.rulings.show.ace_barred(value=None): AttributeError: 'NoneType' object has no attribute 'rank'",
    'games.poker.rulings.show.rule_abrogation_disputed(i)':
        "games.poker.rulings.show.rule_abrogation_disputed(i=None): AttributeError: 'NoneType' object has no attribute 'unanimous'",
    'games.poker.rulings.show.rule_dispute(i)':
        "games.poker.rulings.show.rule_dispute(i=None): AttributeError: 'NoneType' object has no attribute 'dealer'",
    'games.poker.rulings.show.rule_hands_disputed(i)':
        "games.poker.rulings.show.rule_hands_disputed(i=None): AttributeError: 'NoneType' object has no attribute 'hands'",
    'games.poker.rulings.show.rule_tied_hands(i)':
        "games.poker.rulings.show.rule_tied_hands(i=None): AttributeError: 'NoneType' object has no attribute 'pool'",
    'games.poker.rulings.show.who_decides(dealer)':
        "games.poker.rulings.show.who_decides(dealer=None): TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'",
    'games.poker.rulings.show.who_decides(disputants)':
        "games.poker.rulings.show.who_decides(disputants=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.rulings.show.who_decides(players)':
        "games.poker.rulings.show.who_decides(players=None): TypeError: unsupported operand type(s) for %: 'int' and 'NoneType'",
    # -- games.poker.rulings.stakes (6)
    'games.poker.rulings.stakes.rule_ante_too_large(i)':
        "games.poker.rulings.stakes.rule_ante_too_large(i=None): AttributeError: 'NoneType' object has no attribute 'ante'",
    'games.poker.rulings.stakes.rule_false_opener(i)':
        "games.poker.rulings.stakes.rule_false_opener(i=None): AttributeError: 'NoneType' object has no attribute 'opener_wins'",
    'games.poker.rulings.stakes.rule_first_say_disputed(i)':
        "games.poker.rulings.stakes.rule_first_say_disputed(i=None): AttributeError: 'NoneType' object has no attribute 'straddled'",
    'games.poker.rulings.stakes.rule_opening_too_small(i)':
        "games.poker.rulings.stakes.rule_opening_too_small(i=None): AttributeError: 'NoneType' object has no attribute 'stake'",
    'games.poker.rulings.stakes.rule_straddle_out_of_turn(i)':
        "games.poker.rulings.stakes.rule_straddle_out_of_turn(i=None): AttributeError: 'NoneType' object has no attribute 'first_straddled'",
    'games.poker.rulings.stakes.rule_straddle_too_large(i)':
        "games.poker.rulings.stakes.rule_straddle_too_large(i=None): AttributeError: 'NoneType' object has no attribute 'amount'",
    # -- games.poker.scenarios (11)
    'games.poker.scenarios.arranged_game(chips)':
        "games.poker.scenarios.arranged_game(chips=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.scenarios.arranged_game(dealer)':
        "games.poker.scenarios.arranged_game(dealer=b'AS'): TypeError: '<=' not supported between instances of 'int' and 'bytes'",
    'games.poker.scenarios.arranged_game(hands)':
        "games.poker.scenarios.arranged_game(hands=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.scenarios.arranged_game(jackpot_level)':
        "games.poker.scenarios.arranged_game(jackpot_level=b'AS'): TypeError: '>' not supported between instances of 'bytes' and 'int'",
    'games.poker.scenarios.arranged_game(mode)':
        'games.poker.scenarios.arranged_game(mode=None): ValueError: None is not a valid Mode',
    'games.poker.scenarios.arranged_game(names)':
        "games.poker.scenarios.arranged_game(names=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.scenarios.arranged_game(rules)':
        "games.poker.scenarios.arranged_game(rules=None): AttributeError: 'NoneType' object has no attribute 'with_pack'",
    'games.poker.scenarios.arranged_game(sitting)':
        "games.poker.scenarios.arranged_game(sitting=b'AS'): AttributeError: 'bytes' object has no attribute 'new_game'",
    'games.poker.scenarios.arranged_game(straddles)':
        "games.poker.scenarios.arranged_game(straddles=None): TypeError: '>' not supported between instances of 'NoneType' and 'int'",
    'games.poker.scenarios.deal_order(game)':
        "games.poker.scenarios.deal_order(game=None): AttributeError: 'NoneType' object has no attribute 'dealt_in'",
    'games.poker.scenarios.deal_order(hands)':
        "games.poker.scenarios.deal_order(hands=None): TypeError: 'NoneType' object is not iterable",
    # -- games.poker.show (4)
    'games.poker.show.ShowChapter(mode)':
        'games.poker.show.ShowChapter(mode=None): ValueError: None is not a valid Mode',
    'games.poker.show.ShowChapter(names)':
        "games.poker.show.ShowChapter(names=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.show.ShowChapter(seats)':
        "games.poker.show.ShowChapter(seats=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    'games.poker.show.ShowChapter.net(seat)':
        'games.poker.show.ShowChapter.net(seat=None): TypeError: list indices must be integers or slices, not NoneType',
    # -- games.poker.sitting (21)
    'games.poker.sitting.Sitting(chips)':
        "games.poker.sitting.Sitting(chips=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.sitting.Sitting(dealer)':
        "games.poker.sitting.Sitting(dealer=b'AS'): TypeError: '<=' not supported between instances of 'int' and 'bytes'",
    'games.poker.sitting.Sitting(mode)':
        'games.poker.sitting.Sitting(mode=None): ValueError: None is not a valid Mode',
    'games.poker.sitting.Sitting(players)':
        "games.poker.sitting.Sitting(players=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.sitting.Sitting(rules)':
        "games.poker.sitting.Sitting(rules=None): AttributeError: 'NoneType' object has no attribute 'with_pack'",
    'games.poker.sitting.Sitting.abrogate(consenting)':
        "games.poker.sitting.Sitting.abrogate(consenting=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.sitting.Sitting.abrogate(law_id)':
        "games.poker.sitting.Sitting.abrogate(law_id=[]): TypeError: unhashable type: 'list'",
    'games.poker.sitting.Sitting.change_players(players)':
        "games.poker.sitting.Sitting.change_players(players=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.sitting.Sitting.claim_concession(seat)':
        'games.poker.sitting.Sitting.claim_concession(seat=None): TypeError: tuple indices must be integers or slices, not NoneType',
    'games.poker.sitting.Sitting.enforced(law_id)':
        "games.poker.sitting.Sitting.enforced(law_id=[]): TypeError: unhashable type: 'list'",
    'games.poker.sitting.Sitting.finish(game)':
        "games.poker.sitting.Sitting.finish(game=None): AttributeError: 'NoneType' object has no attribute 'next_jackpot_level'",
    'games.poker.sitting.Sitting.new_game(automations)':
        "games.poker.sitting.Sitting.new_game(automations=b'AS'): TypeError: unsupported operand type(s) for &: 'bytes' and 'Automation'",
    'games.poker.sitting.Sitting.waive(consenting)':
        "games.poker.sitting.Sitting.waive(consenting=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.sitting.Sitting.waive(law_id)':
        "games.poker.sitting.Sitting.waive(law_id=[]): TypeError: unhashable type: 'list'",
    'games.poker.sitting.cut_for_seats(names)':
        "games.poker.sitting.cut_for_seats(names=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.sitting.cut_for_seats(order)':
        "games.poker.sitting.cut_for_seats(order=None): AttributeError: 'NoneType' object has no attribute 'index'",
    'games.poker.sitting.cut_for_seats(pack)':
        "games.poker.sitting.cut_for_seats(pack=None): AttributeError: 'NoneType' object has no attribute 'cards'",
    'games.poker.sitting.draw_for_deal(n_players)':
        "games.poker.sitting.draw_for_deal(n_players=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    'games.poker.sitting.draw_for_deal(order)':
        "games.poker.sitting.draw_for_deal(order=None): AttributeError: 'NoneType' object has no attribute 'index'",
    'games.poker.sitting.draw_for_deal(pack)':
        "games.poker.sitting.draw_for_deal(pack=None): AttributeError: 'NoneType' object has no attribute 'cards'",
    'games.poker.sitting.form_tables(names)':
        "games.poker.sitting.form_tables(names=None): TypeError: object of type 'NoneType' has no len()",
    # -- games.poker.table (5)
    'games.poker.table.TableChapter(mode)':
        'games.poker.table.TableChapter(mode=None): ValueError: None is not a valid Mode',
    'games.poker.table.TableChapter(names)':
        "games.poker.table.TableChapter(names=None): TypeError: 'NoneType' object is not iterable",
    'games.poker.table.TableChapter(seats)':
        "games.poker.table.TableChapter(seats=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    'games.poker.table.TableChapter.apply_ruling(breach)':
        "games.poker.table.TableChapter.apply_ruling(breach=None): AttributeError: 'NoneType' object has no attribute 'irregularity'",
    'games.poker.table.TableChapter.apply_ruling(ruling)':
        "games.poker.table.TableChapter.apply_ruling(ruling=None): AttributeError: 'NoneType' object has no attribute 'remedy'",
    # -- games.poker.tables (9)
    'games.poker.tables.cards_text(text)':
        "games.poker.tables.cards_text(text=None): TypeError: expected string or bytes-like object, got 'NoneType'",
    'games.poker.tables.hand_census_table(code)':
        'games.poker.tables.hand_census_table(code=None): ValueError: no census for None: one of peel, foster, foster-sixty',
    'games.poker.tables.hand_census_table(question)':
        "games.poker.tables.hand_census_table(question=b'AS'): ValueError: no class b'AS' in the peel census: one of Sequence flush, Fours, ...",
    'games.poker.tables.maxim_odds_tables(law)':
        "games.poker.tables.maxim_odds_tables(law=None): TypeError: argument of type 'NoneType' is not iterable",
    'games.poker.tables.odds_against_text(count)':
        "games.poker.tables.odds_against_text(count=None): TypeError: unsupported operand type(s) for -: 'int' and 'NoneType'",
    'games.poker.tables.odds_against_text(total)':
        "games.poker.tables.odds_against_text(total=None): TypeError: unsupported operand type(s) for -: 'NoneType' and 'int'",
    'games.poker.tables.one_in(count)':
        "games.poker.tables.one_in(count=b'AS'): TypeError: both arguments should be Rational instances",
    'games.poker.tables.one_in(total)':
        'games.poker.tables.one_in(total=None): TypeError: both arguments should be Rational instances',
    'games.poker.tables.percent(p)':
        'games.poker.tables.percent(p=None): TypeError: argument should be a string or a Rational instance',
    # -- games.tricks (8)
    'games.tricks.Trick.seat_of(index)':
        "games.tricks.Trick.seat_of(index=None): TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'",
    'games.tricks.Trick.seat_of(n)':
        "games.tricks.Trick.seat_of(n=None): TypeError: unsupported operand type(s) for %: 'int' and 'NoneType'",
    'games.tricks.Trick.winner(n)':
        "games.tricks.Trick.winner(n=None): TypeError: unsupported operand type(s) for %: 'int' and 'NoneType'",
    'games.tricks.is_revoke(card)':
        "games.tricks.is_revoke(card=None): AttributeError: 'NoneType' object has no attribute 'suit'",
    'games.tricks.legal_cards(hand)':
        "games.tricks.legal_cards(hand=None): TypeError: 'NoneType' object is not iterable",
    'games.tricks.suit_held(hand)':
        "games.tricks.suit_held(hand=None): TypeError: 'NoneType' object is not iterable",
    'games.tricks.trick_winner(cards)':
        'games.tricks.trick_winner(cards=None): ValueError: an empty trick',
    'games.tricks.trick_winner(order)':
        "games.tricks.trick_winner(order=None): AttributeError: 'NoneType' object has no attribute 'index'",
    # -- games.vingt_un.cards (11)
    'games.vingt_un.cards.add(t)':
        "games.vingt_un.cards.add(t=None): AttributeError: 'NoneType' object has no attribute 'points'",
    'games.vingt_un.cards.add(v)':
        "games.vingt_un.cards.add(v=None): TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'",
    'games.vingt_un.cards.card_values(cards)':
        "games.vingt_un.cards.card_values(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.vingt_un.cards.composition(packs)':
        "games.vingt_un.cards.composition(packs=None): TypeError: unsupported operand type(s) for *: 'int' and 'NoneType'",
    'games.vingt_un.cards.composition(removed)':
        "games.vingt_un.cards.composition(removed=None): TypeError: 'NoneType' object is not iterable",
    'games.vingt_un.cards.is_natural(cards)':
        "games.vingt_un.cards.is_natural(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.vingt_un.cards.is_pair(cards)':
        "games.vingt_un.cards.is_pair(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.vingt_un.cards.pack_of(cards)':
        "games.vingt_un.cards.pack_of(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.vingt_un.cards.points_without_aces(cards)':
        "games.vingt_un.cards.points_without_aces(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.vingt_un.cards.total(cards)':
        "games.vingt_un.cards.total(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.vingt_un.cards.value(card)':
        "games.vingt_un.cards.value(card=None): AttributeError: 'NoneType' object has no attribute 'rank'",
    # -- games.vingt_un.compare (3)
    'games.vingt_un.compare.same_deal(books)':
        "games.vingt_un.compare.same_deal(books=None): TypeError: 'NoneType' object is not iterable",
    'games.vingt_un.compare.same_deal(seats)':
        "games.vingt_un.compare.same_deal(seats=None): TypeError: '<=' not supported between instances of 'int' and 'NoneType'",
    'games.vingt_un.compare.same_deal_tables(seats)':
        "games.vingt_un.compare.same_deal_tables(seats=None): TypeError: '<=' not supported between instances of 'int' and 'NoneType'",
    # -- games.vingt_un.french (3)
    'games.vingt_un.french.FrenchVingtUn(rules)':
        "games.vingt_un.french.FrenchVingtUn(rules=None): AttributeError: 'NoneType' object has no attribute 'min_stake'",
    'games.vingt_un.french.FrenchVingtUn.play_rouge_et_noir()':
        'games.vingt_un.french.FrenchVingtUn.play_rouge_et_noir(): KeyError: 2',
    'games.vingt_un.french.FrenchVingtUn.play_sympathy()':
        'games.vingt_un.french.FrenchVingtUn.play_sympathy(): ValueError: too many values to unpack (expected 2)',
    # -- games.vingt_un.game (20)
    'games.vingt_un.game.VingtUn(first_dealer)':
        "games.vingt_un.game.VingtUn(first_dealer=b'AS'): TypeError: tuple indices must be integers or slices, not bytes",
    'games.vingt_un.game.VingtUn(limits)':
        'games.vingt_un.game.VingtUn(limits=nan): TypeError: cannot unpack non-iterable float object',
    'games.vingt_un.game.VingtUn(mode)':
        'games.vingt_un.game.VingtUn(mode=None): ValueError: None is not a valid Mode',
    'games.vingt_un.game.VingtUn(names)':
        "games.vingt_un.game.VingtUn(names=None): TypeError: 'NoneType' object is not iterable",
    'games.vingt_un.game.VingtUn(pack)':
        "games.vingt_un.game.VingtUn(pack=nan): TypeError: 'float' object is not iterable",
    'games.vingt_un.game.VingtUn(rules)':
        "games.vingt_un.game.VingtUn(rules=None): AttributeError: 'NoneType' object has no attribute 'min_stake'",
    'games.vingt_un.game.VingtUn(seats)':
        "games.vingt_un.game.VingtUn(seats=None): TypeError: '<=' not supported between instances of 'int' and 'NoneType'",
    'games.vingt_un.game.VingtUn.L(step)':
        'games.vingt_un.game.VingtUn.L(step=None): KeyError: "no law of \'hoffmann-french-vingt-un\' is recorded for None"',
    'games.vingt_un.game.VingtUn.after_card(hand)':
        'games.vingt_un.game.VingtUn.after_card(hand=None): TypeError: list indices must be integers or slices, not NoneType',
    'games.vingt_un.game.VingtUn.after_card(seat)':
        'games.vingt_un.game.VingtUn.after_card(seat=None): KeyError: None',
    'games.vingt_un.game.VingtUn.current_hand(seat)':
        "games.vingt_un.game.VingtUn.current_hand(seat=[]): TypeError: unhashable type: 'list'",
    'games.vingt_un.game.VingtUn.divide(hand)':
        'games.vingt_un.game.VingtUn.divide(hand=None): TypeError: list indices must be integers or slices, not NoneType',
    'games.vingt_un.game.VingtUn.divide(seat)':
        'games.vingt_un.game.VingtUn.divide(seat=None): KeyError: None',
    'games.vingt_un.game.VingtUn.give(hand)':
        'games.vingt_un.game.VingtUn.give(hand=None): TypeError: list indices must be integers or slices, not NoneType',
    'games.vingt_un.game.VingtUn.give(seat)':
        'games.vingt_un.game.VingtUn.give(seat=None): KeyError: None',
    'games.vingt_un.game.VingtUn.pair_rank(seat)':
        'games.vingt_un.game.VingtUn.pair_rank(seat=None): KeyError: None',
    'games.vingt_un.game.VingtUn.pay(amount)':
        "games.vingt_un.game.VingtUn.pay(amount=None): TypeError: '<=' not supported between instances of 'NoneType' and 'int'",
    'games.vingt_un.game.VingtUn.pay(target)':
        "games.vingt_un.game.VingtUn.pay(target=10**30): IndexError: cannot fit 'int' into an index-sized integer",
    'games.vingt_un.game.VingtUn.throw_up(hand)':
        "games.vingt_un.game.VingtUn.throw_up(hand=None): AttributeError: 'NoneType' object has no attribute 'cards'",
    'games.vingt_un.game.VingtUn.unit(hand)':
        "games.vingt_un.game.VingtUn.unit(hand=None): AttributeError: 'NoneType' object has no attribute 'stake'",
    # -- games.vingt_un.game_laws (2)
    'games.vingt_un.game_laws.law(code)':
        'games.vingt_un.game_laws.law(code=None): KeyError: "no law of None is recorded for \'settle\'"',
    'games.vingt_un.game_laws.law(step)':
        'games.vingt_un.game_laws.law(step=None): KeyError: "no law of \'peel-vingt-un\' is recorded for None"',
    # -- games.vingt_un.game_naturals (3)
    'games.vingt_un.game_naturals.NaturalsMixin.amount(hand)':
        "games.vingt_un.game_naturals.NaturalsMixin.amount(hand=None): AttributeError: 'NoneType' object has no attribute 'stake'",
    'games.vingt_un.game_naturals.NaturalsMixin.amount(multiple)':
        'games.vingt_un.game_naturals.NaturalsMixin.amount(multiple=None): TypeError: argument should be a string or a Rational instance',
    'games.vingt_un.game_naturals.NaturalsMixin.pool_to_naturals()':
        'games.vingt_un.game_naturals.NaturalsMixin.pool_to_naturals(): IndexError: list index out of range',
    # -- games.vingt_un.game_view (2)
    'games.vingt_un.game_view.VingtUnView.make(g)':
        "games.vingt_un.game_view.VingtUnView.make(g=None): AttributeError: 'NoneType' object has no attribute 'rules'",
    'games.vingt_un.game_view.VingtUnView.make(seen)':
        "games.vingt_un.game_view.VingtUnView.make(seen=None): TypeError: 'NoneType' object is not iterable",
    # -- games.vingt_un.odds_dealer (12)
    'games.vingt_un.odds_dealer.DealerPlay(double_on)':
        "games.vingt_un.odds_dealer.DealerPlay(double_on=None): TypeError: 'NoneType' object is not iterable",
    'games.vingt_un.odds_dealer.DealerPlay.stands(t)':
        "games.vingt_un.odds_dealer.DealerPlay.stands(t=None): TypeError: '>=' not supported between instances of 'NoneType' and 'int'",
    'games.vingt_un.odds_dealer.dealer_overdraw(pack)':
        "games.vingt_un.odds_dealer.dealer_overdraw(pack=nan): TypeError: 'float' object is not iterable",
    'games.vingt_un.odds_dealer.dealer_overdraw(play)':
        "games.vingt_un.odds_dealer.dealer_overdraw(play=None): AttributeError: 'NoneType' object has no attribute 'key'",
    'games.vingt_un.odds_dealer.dealer_play_for(double_on)':
        "games.vingt_un.odds_dealer.dealer_play_for(double_on=nan): TypeError: 'float' object is not iterable",
    'games.vingt_un.odds_dealer.dealer_play_for(rules)':
        "games.vingt_un.odds_dealer.dealer_play_for(rules=None): AttributeError: 'NoneType' object has no attribute 'dealer_may_double'",
    'games.vingt_un.odds_dealer.dealer_table(pack)':
        "games.vingt_un.odds_dealer.dealer_table(pack=nan): TypeError: 'float' object is not iterable",
    'games.vingt_un.odds_dealer.dealer_table(play)':
        "games.vingt_un.odds_dealer.dealer_table(play=None): AttributeError: 'NoneType' object has no attribute 'key'",
    'games.vingt_un.odds_dealer.natural_chance(pack)':
        "games.vingt_un.odds_dealer.natural_chance(pack=nan): TypeError: 'float' object is not iterable",
    'games.vingt_un.odds_dealer.next_card_overdraws(pack)':
        "games.vingt_un.odds_dealer.next_card_overdraws(pack=nan): TypeError: 'float' object is not iterable",
    'games.vingt_un.odds_dealer.next_card_overdraws(points)':
        "games.vingt_un.odds_dealer.next_card_overdraws(points=None): TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'",
    'games.vingt_un.odds_dealer.two_card_totals(pack)':
        "games.vingt_un.odds_dealer.two_card_totals(pack=nan): TypeError: 'float' object is not iterable",
    # -- games.vingt_un.odds_punter (11)
    'games.vingt_un.odds_punter.Analysis.decision(cards)':
        "games.vingt_un.odds_punter.Analysis.decision(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.vingt_un.odds_punter.Analysis.options(cards)':
        "games.vingt_un.odds_punter.Analysis.options(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.vingt_un.odds_punter.advise(cards)':
        "games.vingt_un.odds_punter.advise(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.vingt_un.odds_punter.advise(divided)':
        "games.vingt_un.odds_punter.advise(divided=[[None]]): TypeError: unhashable type: 'list'",
    'games.vingt_un.odds_punter.advise(play)':
        "games.vingt_un.odds_punter.advise(play=b'AS'): AttributeError: 'bytes' object has no attribute 'double_on'",
    'games.vingt_un.odds_punter.advise(rules)':
        "games.vingt_un.odds_punter.advise(rules=None): AttributeError: 'NoneType' object has no attribute 'dealer_may_double'",
    'games.vingt_un.odds_punter.advise(unseen)':
        "games.vingt_un.odds_punter.advise(unseen=nan): TypeError: 'float' object is not iterable",
    'games.vingt_un.odds_punter.analyse(pack)':
        "games.vingt_un.odds_punter.analyse(pack=nan): TypeError: 'float' object is not iterable",
    'games.vingt_un.odds_punter.analyse(play)':
        "games.vingt_un.odds_punter.analyse(play=b'AS'): AttributeError: 'bytes' object has no attribute 'double_on'",
    'games.vingt_un.odds_punter.analyse(rules)':
        "games.vingt_un.odds_punter.analyse(rules=None): AttributeError: 'NoneType' object has no attribute 'dealer_may_double'",
    'games.vingt_un.odds_punter.how_hands_end(a)':
        "games.vingt_un.odds_punter.how_hands_end(a=None): AttributeError: 'NoneType' object has no attribute 'pack'",
    # -- games.vingt_un.odds_sim (5)
    'games.vingt_un.odds_sim.Simulation.agrees(exact)':
        "games.vingt_un.odds_sim.Simulation.agrees(exact=None): TypeError: float() argument must be a string or a real number, not 'NoneType'",
    'games.vingt_un.odds_sim.Simulation.agrees(sigmas)':
        "games.vingt_un.odds_sim.Simulation.agrees(sigmas=None): TypeError: unsupported operand type(s) for *: 'NoneType' and 'float'",
    'games.vingt_un.odds_sim.simulate(analysis)':
        "games.vingt_un.odds_sim.simulate(analysis=None): AttributeError: 'NoneType' object has no attribute 'rules'",
    'games.vingt_un.odds_sim.simulate(deals)':
        "games.vingt_un.odds_sim.simulate(deals=None): TypeError: 'NoneType' object cannot be interpreted as an integer",
    'games.vingt_un.odds_sim.simulate(seed)':
        'games.vingt_un.odds_sim.simulate(seed=[[None]]): TypeError: The only supported seed types are: None,',
    # -- games.vingt_un.players (12)
    'games.vingt_un.players.BookDealer(rules)':
        "games.vingt_un.players.BookDealer(rules=None): AttributeError: 'NoneType' object has no attribute 'code'",
    'games.vingt_un.players.BookDealer.decide(view)':
        "games.vingt_un.players.BookDealer.decide(view=None): AttributeError: 'NoneType' object has no attribute 'legal'",
    'games.vingt_un.players.BookDealer.play(i)':
        'games.vingt_un.players.BookDealer.play(i=None): TypeError: tuple indices must be integers or slices, not NoneType',
    'games.vingt_un.players.BookDealer.play(view)':
        "games.vingt_un.players.BookDealer.play(view=None): AttributeError: 'NoneType' object has no attribute 'own'",
    'games.vingt_un.players.BookPlayer(rules)':
        "games.vingt_un.players.BookPlayer(rules=None): AttributeError: 'NoneType' object has no attribute 'code'",
    'games.vingt_un.players.BookPlayer.L(step)':
        'games.vingt_un.players.BookPlayer.L(step=None): KeyError: "no law of \'peel-vingt-un\' is recorded for None"',
    'games.vingt_un.players.BookPlayer.decide(view)':
        "games.vingt_un.players.BookPlayer.decide(view=None): AttributeError: 'NoneType' object has no attribute 'legal'",
    'games.vingt_un.players.BookPunter(rules)':
        "games.vingt_un.players.BookPunter(rules=None): AttributeError: 'NoneType' object has no attribute 'code'",
    'games.vingt_un.players.BookPunter.decide(view)':
        "games.vingt_un.players.BookPunter.decide(view=None): AttributeError: 'NoneType' object has no attribute 'limits'",
    'games.vingt_un.players.BookPunter.play(i)':
        'games.vingt_un.players.BookPunter.play(i=None): TypeError: tuple indices must be integers or slices, not NoneType',
    'games.vingt_un.players.BookPunter.play(view)':
        "games.vingt_un.players.BookPunter.play(view=None): AttributeError: 'NoneType' object has no attribute 'own'",
    'games.vingt_un.players.computer_players(state)':
        "games.vingt_un.players.computer_players(state=None): AttributeError: 'NoneType' object has no attribute 'n'",
    # -- games.vingt_un.records (1)
    'games.vingt_un.records.VingtUnPhase(value)':
        'games.vingt_un.records.VingtUnPhase(value=None): ValueError: None is not a valid VingtUnPhase',
    # -- games.vingt_un.referee (9)
    'games.vingt_un.referee.IrregularitiesMixin.apply_ruling(breach)':
        "games.vingt_un.referee.IrregularitiesMixin.apply_ruling(breach=None): AttributeError: 'NoneType' object has no attribute 'irregularity'",
    'games.vingt_un.referee.IrregularitiesMixin.apply_ruling(option)':
        "games.vingt_un.referee.IrregularitiesMixin.apply_ruling(option=b'AS'): TypeError: tuple indices must be integers or slices, not bytes",
    'games.vingt_un.referee.IrregularitiesMixin.apply_ruling(ruling)':
        "games.vingt_un.referee.IrregularitiesMixin.apply_ruling(ruling=None): AttributeError: 'NoneType' object has no attribute 'remedy'",
    'games.vingt_un.referee.rule_dealer_two(irr)':
        "games.vingt_un.referee.rule_dealer_two(irr=None): AttributeError: 'NoneType' object has no attribute 'found'",
    'games.vingt_un.referee.rule_exposed(irr)':
        "games.vingt_un.referee.rule_exposed(irr=None): AttributeError: 'NoneType' object has no attribute 'dealer'",
    'games.vingt_un.referee.rule_out_of_order(irr)':
        "games.vingt_un.referee.rule_out_of_order(irr=None): AttributeError: 'NoneType' object has no attribute 'seat'",
    'games.vingt_un.referee.rule_out_of_order(state)':
        "games.vingt_un.referee.rule_out_of_order(state=b'AS'): AttributeError: 'bytes' object has no attribute 'rules'",
    'games.vingt_un.referee.rule_two_cards(irr)':
        "games.vingt_un.referee.rule_two_cards(irr=None): AttributeError: 'NoneType' object has no attribute 'found'",
    'games.vingt_un.referee.rule_two_in_drawing(irr)':
        "games.vingt_un.referee.rule_two_in_drawing(irr=None): AttributeError: 'NoneType' object has no attribute 'dealer'",
    # -- games.vingt_un.rules (1)
    'games.vingt_un.rules.VingtUnRules.law_for(field_name)':
        "games.vingt_un.rules.VingtUnRules.law_for(field_name=[]): TypeError: unhashable type: 'list'",
    # -- games.vingt_un.scenarios (6)
    'games.vingt_un.scenarios.arranged(cls)':
        "games.vingt_un.scenarios.arranged(cls=b'AS'): TypeError: 'bytes' object is not callable",
    'games.vingt_un.scenarios.arranged(dealer)':
        "games.vingt_un.scenarios.arranged(dealer=b'AS'): TypeError: tuple indices must be integers or slices, not bytes",
    'games.vingt_un.scenarios.arranged(mode)':
        'games.vingt_un.scenarios.arranged(mode=None): ValueError: None is not a valid Mode',
    'games.vingt_un.scenarios.arranged(rules)':
        "games.vingt_un.scenarios.arranged(rules=None): AttributeError: 'NoneType' object has no attribute 'packs'",
    'games.vingt_un.scenarios.arranged(seats)':
        "games.vingt_un.scenarios.arranged(seats=None): TypeError: '<=' not supported between instances of 'int' and 'NoneType'",
    'games.vingt_un.scenarios.stacked_pack(packs)':
        "games.vingt_un.scenarios.stacked_pack(packs=None): TypeError: can't multiply sequence by non-int of type 'NoneType'",
    # -- games.widgets.common (11)
    'games.widgets.common.LawIndex(data)':
        "games.widgets.common.LawIndex(data=b'AS'): AttributeError: 'int' object has no attribute 'get'",
    'games.widgets.common.LawIndex.text(law_id)':
        "games.widgets.common.LawIndex.text(law_id=[]): TypeError: unhashable type: 'list'",
    'games.widgets.common.LawIndex.url(law_id)':
        "games.widgets.common.LawIndex.url(law_id=None): AttributeError: 'NoneType' object has no attribute 'partition'",
    'games.widgets.common.anchor(law_id)':
        "games.widgets.common.anchor(law_id=None): AttributeError: 'NoneType' object has no attribute 'partition'",
    'games.widgets.common.card_back_html(count)':
        "games.widgets.common.card_back_html(count=None): TypeError: can't multiply sequence by non-int of type 'NoneType'",
    'games.widgets.common.card_back_html(width)':
        "games.widgets.common.card_back_html(width=None): TypeError: unsupported operand type(s) for *: 'NoneType' and 'float'",
    'games.widgets.common.cards_html(cards)':
        "games.widgets.common.cards_html(cards=None): TypeError: 'NoneType' object is not iterable",
    'games.widgets.common.law_link(index)':
        "games.widgets.common.law_link(index=b'AS'): AttributeError: 'bytes' object has no attribute 'url'",
    'games.widgets.common.law_link(law_id)':
        "games.widgets.common.law_link(law_id=None): AttributeError: 'NoneType' object has no attribute 'partition'",
    'games.widgets.common.laws_html(index)':
        "games.widgets.common.laws_html(index=b'AS'): AttributeError: 'bytes' object has no attribute 'url'",
    'games.widgets.common.laws_html(law_ids)':
        "games.widgets.common.laws_html(law_ids=None): TypeError: 'NoneType' object is not iterable",
    # -- games.widgets.deal (2)
    'games.widgets.deal.DealWidget(seed)':
        "games.widgets.deal.DealWidget(seed=b'AS'): ValueError: invalid literal for int() with base 10: b'AS'",
    'games.widgets.deal.play(seed)':
        "games.widgets.deal.play(seed=b'AS'): ValueError: invalid literal for int() with base 10: b'AS'",
    # -- games.widgets.poker (13)
    'games.widgets.poker.PokerTable(chips)':
        "games.widgets.poker.PokerTable(chips=None): TypeError: 'NoneType' object is not iterable",
    'games.widgets.poker.PokerTable(opponents)':
        'games.widgets.poker.PokerTable(opponents=None): TypeError: Value after * must be an iterable, not NoneType',
    'games.widgets.poker.PokerTable(rules)':
        "games.widgets.poker.PokerTable(rules=None): AttributeError: 'NoneType' object has no attribute 'with_pack'",
    'games.widgets.poker.PokerTable(seed)':
        "games.widgets.poker.PokerTable(seed=b'AS'): ValueError: invalid literal for int() with base 10: b'AS'",
    'games.widgets.poker.PokerTable(straddle)':
        'games.widgets.poker.PokerTable(straddle=None): TypeError: argument should be a string or a Rational instance',
    'games.widgets.poker.PokerTable.after_move(events)':
        "games.widgets.poker.PokerTable.after_move(events=None): TypeError: 'NoneType' object is not iterable",
    'games.widgets.poker.PokerTable.draw(discard)':
        "games.widgets.poker.PokerTable.draw(discard=None): TypeError: 'NoneType' object is not iterable",
    'games.widgets.poker.PokerTable.record_html(last)':
        "games.widgets.poker.PokerTable.record_html(last=None): TypeError: bad operand type for unary -: 'NoneType'",
    'games.widgets.poker.play(readings)':
        "games.widgets.poker.play(readings=b'AS'): AttributeError: 'bytes' object has no attribute 'items'",
    'games.widgets.poker.play(rule_set)':
        "games.widgets.poker.play(rule_set=[]): TypeError: unhashable type: 'list'",
    'games.widgets.poker.play(seed)':
        "games.widgets.poker.play(seed=b'AS'): ValueError: invalid literal for int() with base 10: b'AS'",
    'games.widgets.poker.rules_for(readings)':
        "games.widgets.poker.rules_for(readings=b'AS'): AttributeError: 'bytes' object has no attribute 'items'",
    'games.widgets.poker.rules_for(rule_set)':
        "games.widgets.poker.rules_for(rule_set=[]): TypeError: unhashable type: 'list'",
    # -- games.widgets.referee (8)
    'games.widgets.referee.as_text(fact)':
        "games.widgets.referee.as_text(fact=None): AttributeError: 'NoneType' object has no attribute 'kind'",
    'games.widgets.referee.decide(entry)':
        "games.widgets.referee.decide(entry=None): AttributeError: 'NoneType' object has no attribute 'kind'",
    'games.widgets.referee.decide(values)':
        "games.widgets.referee.decide(values=b'AS'): AttributeError: 'bytes' object has no attribute 'items'",
    'games.widgets.referee.facts_of(entry)':
        "games.widgets.referee.facts_of(entry=None): AttributeError: 'NoneType' object has no attribute 'kind'",
    'games.widgets.referee.parse_fact(fact)':
        "games.widgets.referee.parse_fact(fact=None): AttributeError: 'NoneType' object has no attribute 'kind'",
    'games.widgets.referee.ruling_html(entry)':
        "games.widgets.referee.ruling_html(entry=None): AttributeError: 'NoneType' object has no attribute 'name'",
    'games.widgets.referee.ruling_html(error)':
        "games.widgets.referee.ruling_html(error=b'AS'): AttributeError: 'bytes' object has no attribute 'message'",
    'games.widgets.referee.ruling_html(ruling)':
        "games.widgets.referee.ruling_html(ruling=b'AS'): AttributeError: 'bytes' object has no attribute 'decision'",
    # -- games.widgets.vingt_un (6)
    'games.widgets.vingt_un.VingtUnTable(book)':
        "games.widgets.vingt_un.VingtUnTable(book=[]): TypeError: unhashable type: 'list'",
    'games.widgets.vingt_un.VingtUnTable(seed)':
        "games.widgets.vingt_un.VingtUnTable(seed=b'AS'): ValueError: invalid literal for int() with base 10: b'AS'",
    'games.widgets.vingt_un.VingtUnTable.record_html(last)':
        "games.widgets.vingt_un.VingtUnTable.record_html(last=None): TypeError: bad operand type for unary -: 'NoneType'",
    'games.widgets.vingt_un.play(rule_set)':
        "games.widgets.vingt_un.play(rule_set=[]): TypeError: unhashable type: 'list'",
    'games.widgets.vingt_un.play(seed)':
        "games.widgets.vingt_un.play(seed=b'AS'): ValueError: invalid literal for int() with base 10: b'AS'",
    'games.widgets.vingt_un.readings_text(book)':
        "games.widgets.vingt_un.readings_text(book=[]): TypeError: unhashable type: 'list'",
    # -- playthroughs (1)
    'vingt-un-modern: the game':
        'the game cannot be made (seed 0): KeyError: "no law of \'\' is recorded for \'first_dealer\'"',
    # END KNOWN
}


def _excluded(t: S.Target) -> bool:
    return any(t.qualname == m or t.module == m or t.module.startswith(m + ".") for m in EXCLUDED)


def _case(key: str, *values):
    marks = [pytest.mark.xfail(strict=True, reason=KNOWN[key])] if key in KNOWN else []
    return pytest.param(*values, id=key, marks=marks)


BAD_CASES = [_case(f"{t.qualname}({p.name})", t, p.name) for t in TARGETS if not _excluded(t)
             for p in S.parameters(t)]
EMPTY_CASES = [_case(f"{t.qualname}()", t) for t in TARGETS if not _excluded(t) and not S.parameters(t)
               and t.kind != "class"]


def _plan_or_skip(t: S.Target) -> S.Plan:
    pl = S.plan(t)
    if pl.uncovered:
        S.RECORD["not_covered"][t.qualname] = pl.uncovered
        pytest.skip(pl.uncovered)
    return pl


#: Calls whose valid call takes seconds (the Poker census, the Vingt-un analysis, the odds tables):
#: fuzzed only in the slow run.  Named, not timed, so that the quick run is the same on a busy machine.
SLOW_TARGETS = frozenset({
    "games.poker.tables.hand_census_table", "games.poker.census.hand_census_table",
    "games.poker.census.ranking_comparison_table", "games.poker.census.census_scores", "games.poker.census.census",
    "games.poker.odds_tables.triplets_tables", "games.poker.odds_tables.pass_tables",
    "games.poker.odds_tables.seeing_tables", "games.poker.maxims.discard_census",
    "games.vingt_un.odds_punter.analyse", "games.vingt_un.odds_punter.how_hands_end",
})
#: Calls that take a tenth of a second or so: the quick run gives them the values of :data:`LIGHT` only.
COSTLY_TARGETS = frozenset({
    "games.poker.odds_tables.fours_tables", "games.poker.odds_tables.sequence_tables",
    "games.poker.odds_tables.pair_tables", "games.poker.odds.dealt_odds", "games.poker.odds.beat_odds",
    "games.vingt_un.odds_punter.advise", "games.widgets.referee.RefereePanel.build",
    "games.widgets.common.require_ipywidgets", "games.vingt_un.odds_sim.simulate",
    "games.vingt_un.odds_punter.Analysis.decision", "games.vingt_un.odds_punter.Analysis.options",
    "games.vingt_un.odds_punter.Analysis.pair_gain", "games.lessons.catalogue.check",
})
#: the values of ``FIXED`` every call gets in the quick run (the slow run adds the rest)
QUICK = ("None", "b'AS'", "nan", "inf", "'x'", "''", "10**30", "-1", "True", "[]", "[[None]]", "{'a': [None]}",
         "Stranger()", "KS", "self-loop")
#: the values of ``FIXED`` a costly call gets in the quick run
LIGHT = ("None", "b'AS'", "nan", "'x'", "10**30", "-1", "Stranger()", "[[None]]")


def _fixed(labels) -> list[int]:
    return [i for i, (label, _) in enumerate(S.FIXED) if label in labels]


def _fuzz(target, param, *, generated: int, fixed, limit: float = S.LIMIT) -> None:
    pl = _plan_or_skip(target)
    findings: list[str] = []

    def call(bad):
        if findings:
            return  # one finding is enough to fail the case; the rest would only cost time
        label, value = S.make_bad(bad)
        finding = S.attempt(pl, param, value, label, limit)
        if finding:
            findings.append(finding)
        assert finding is None, finding

    # a fresh hypothesis test per case (one test function shared by every case chains its settings)
    test = given(bad=S.bad_values())(call)
    for i in reversed(fixed):  # hypothesis runs the last example added first
        test = example(bad=("fixed", i))(test)
    phases = [Phase.explicit, Phase.generate] if generated else [Phase.explicit]
    settings(max_examples=max(generated, 1), derandomize=True, database=None, deadline=None, phases=phases,
             suppress_health_check=list(HealthCheck), report_multiple_bugs=False)(test)()


@pytest.mark.parametrize("target, param", BAD_CASES)
def test_bad_value(target, param):
    """``param`` bad, the other arguments valid: every value of ``FIXED`` (explicit examples) and a
    few drawn by hypothesis (a costly call: the values of ``LIGHT``); the first finding ends the case."""
    if target.qualname in SLOW_TARGETS:
        S.RECORD["not_covered"][target.qualname] = "seconds per call: fuzzed in the slow run only"
        pytest.skip("seconds per call: fuzzed in the slow run only")
    if target.qualname in COSTLY_TARGETS:
        _fuzz(target, param, generated=0, fixed=_fixed(LIGHT))
    else:
        _fuzz(target, param, generated=2, fixed=_fixed(QUICK))


def _slow_case(key: str, *values):
    marks = [pytest.mark.xfail(strict=False, reason=KNOWN[key])] if key in KNOWN else []
    return pytest.param(*values, id=key, marks=marks)


@pytest.mark.slow
@pytest.mark.parametrize("target, param", [_slow_case(c.id, *c.values) for c in BAD_CASES])
def test_bad_value_thoroughly(target, param):
    """The heavier run: every value of ``FIXED`` and fifty drawn by hypothesis, for every call (the slow
    ones too), ten seconds allowed to each (the valid default of ``advise(up=None)`` takes seconds)."""
    _fuzz(target, param, generated=50, fixed=range(len(S.FIXED)), limit=10.0)


@pytest.mark.parametrize("target", EMPTY_CASES)
def test_call_without_arguments(target):
    if target.qualname in SLOW_TARGETS:
        pytest.skip("seconds per call: fuzzed in the slow run only")
    pl = S.plan(target)
    if pl.baseline in ("slow", "no-value"):
        S.RECORD["not_covered"][target.qualname] = pl.uncovered
        pytest.skip(pl.uncovered)
    S.RECORD["calls"] += 1
    assert pl.baseline in ("ok", "refused"), f"{target.qualname}(): {pl.baseline}"


# ------------------------------------------------------------------------------------------
# bad actions in random playthroughs
# ------------------------------------------------------------------------------------------

def _games():
    from games.poker import Automation, Sitting
    from games.poker.rules import FOSTER_RULES, PEEL_RULES
    from games.vingt_un.french import FrenchVingtUn
    from games.vingt_un.game import VingtUn
    from games.vingt_un.rules import ENQUIRE_WITHIN, HOFFMANN, PEEL
    return {
        "poker-peel": lambda seed: Sitting(["A", "B", "C", "D"], seed=seed, rules=PEEL_RULES,
                                           automations=Automation.DEALER).new_game(),
        "poker-foster": lambda seed: Sitting(["A", "B", "C"], seed=seed, rules=FOSTER_RULES).new_game(),
        "vingt-un-peel": lambda seed: VingtUn(PEEL, seats=3, seed=seed, rounds=2),
        "vingt-un-hoffmann": lambda seed: VingtUn(HOFFMANN, seats=4, seed=seed, rounds=2),
        "vingt-un-enquire-within": lambda seed: VingtUn(ENQUIRE_WITHIN, seats=3, seed=seed, rounds=2),
        "french-vingt-un": lambda seed: FrenchVingtUn(seats=3, seed=seed),
    }


GAMES = _games()


class _Other:
    """An action of no game."""


def bad_action(g, rng: random.Random):
    """One action that must be refused: a legal one with a field made bad, a seat that is not
    to act, another game's action, or something that is no action at all."""
    import dataclasses

    legal = g.legal_actions()
    how = rng.randrange(5)
    if how == 0 or not legal:
        return rng.choice([None, "Pass(seat=0)", 3, _Other(), b"AS", ("Pass", 0)]), "no action"
    a = rng.choice(legal)
    fields = [f.name for f in dataclasses.fields(a)]
    if how in (1, 2) and fields:
        name = rng.choice(fields)
        label, bad = S.make_bad(("fixed", rng.randrange(len(S.FIXED))))
        try:
            return dataclasses.replace(a, **{name: bad}), f"{type(a).__name__}.{name}={label}"
        except GameError:
            return None, "no action"
    if how == 3 and "seat" in fields:
        others = [s for s in range(g.n) if not any(getattr(x, "seat", None) == s and type(x) is type(a)
                                                  for x in legal)]
        if others:
            return dataclasses.replace(a, seat=rng.choice(others)), f"{type(a).__name__} by a seat not to act"
    from games.core.state import ChooseRemedy
    return ChooseRemedy(0, rng.choice([-1, 99, None])), "ChooseRemedy with no ruling open"


def _play(name: str, seed: int, found: dict) -> int:
    import copy

    try:
        g = GAMES[name](seed)
    except GameError:
        raise
    except Exception as e:
        found.setdefault(f"{name}: the game", f"the game cannot be made (seed {seed}): "
                                              f"{type(e).__name__}: {S._first_line(e)}")
        return 0
    rng = random.Random(f"bad-actions/{name}/{seed}")
    tried = 0
    for _ in range(250):
        if g.over:
            break
        bad, what = bad_action(g, rng)
        key = f"{name}: {what}"
        try:
            allowed = g.can(bad)
        except Exception as e:  # a raw error from can(): a finding
            found.setdefault(key, f"can({bad!r}): {type(e).__name__}: {S._first_line(e)}")
            allowed = True
        if not allowed:
            tried += 1
            S.RECORD["calls"] += 1
            keep = copy.deepcopy(g)
            try:
                refused(g, bad)
                S.RECORD["refused"] += 1
            except AssertionError as e:
                found.setdefault(key, f"do({bad!r}): {S._first_line(e)}")
                g = keep
            except Exception as e:
                found.setdefault(key, f"do({bad!r}): {type(e).__name__}: {S._first_line(e)}")
                g = keep
        legal = g.legal_actions()
        if not legal:
            break
        g.do(rng.choice(legal))
    return tried


_PLAYED: dict[str, dict] = {}


def _findings(name: str) -> dict:
    if name not in _PLAYED:
        found: dict = {}
        for seed in range(5):
            _play(name, seed, found)
        _PLAYED[name] = found
        S.RECORD["findings"] += len(found)
    return _PLAYED[name]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_bad_actions_in_random_playthroughs(name):
    found = _findings(name)
    new = {k: v for k, v in found.items() if k not in KNOWN}
    assert not new, "\n".join(f"{k}: {v}" for k, v in new.items())


PLAY_CASES = [_case(k, k) for k in KNOWN if k.split(":")[0] in GAMES]


@pytest.mark.parametrize("key", PLAY_CASES)
def test_known_bad_action(key):
    """One known finding of the playthroughs (each an expected failure until it is fixed)."""
    found = _findings(key.split(":")[0])
    assert key not in found, found.get(key)


def test_zz_figures(capsys):
    """The figures of the campaign (run last; ``-s`` shows them)."""
    r = S.RECORD
    lines = [
        f"modules walked: {r['modules']}",
        f"public callables collected: {r['callables']}",
        f"calls made: {r['calls']} (refused with the library's error: {r['refused']}, "
        f"succeeded: {r['succeeded']}, findings: {r['findings']})",
        f"known findings outside this campaign's files: {len(KNOWN)}",
        f"not covered: {len(r['not_covered'])}",
    ] + [f"  {k}: {v}" for k, v in sorted(r["not_covered"].items())]
    with capsys.disabled():
        print("\n" + "\n".join(lines))


# ------------------------------------------------------------------------------------------
# the table of known findings, written afresh
# ------------------------------------------------------------------------------------------

def regenerate_known() -> str:
    """The body of :data:`KNOWN` as the quick run finds it now (the slow calls as the slow run), grouped by
    module, for the files this
    campaign may not change (``.venv/bin/python tests/core/test_public_calls.py`` prints it).  Run it after a
    merge or a fix, and paste the lines between ``BEGIN KNOWN`` and ``END KNOWN``."""
    import importlib

    own = ("games.cards", "games.core.ledger", "games.core.odds", "games.core.options", "games.core.prose",
           "games.core.actions", "games.core.tables", "games.laws", "games.claims", "games.commentary",
           "games.errors", "games.lessons.core", "games.lessons.catalogue", "games.lessons")
    found: dict[str, str] = {}
    runs = [(c.id, test_bad_value_thoroughly if c.values[0].qualname in SLOW_TARGETS else test_bad_value, c.values)
            for c in BAD_CASES] + \
           [(c.id, test_call_without_arguments, c.values) for c in EMPTY_CASES]
    for key, test, values in runs:
        try:
            test(*values)
        except AssertionError as e:
            found[key] = str(e).splitlines()[0].removeprefix("AssertionError: ")
        except pytest.skip.Exception:
            pass
    for name in GAMES:
        found.update(_findings(name))

    def module(key: str) -> str:
        if not key.startswith("games."):
            return "playthroughs"
        parts = key.split("(")[0].split(".")
        for i in range(len(parts), 0, -1):
            try:
                importlib.import_module(".".join(parts[:i]))
                return ".".join(parts[:i])
            except ImportError:
                continue
        return parts[0]

    groups: dict[str, list[str]] = {}
    for key in sorted(found):
        m = module(key)
        if m in own:
            print(f"# in a file of this campaign, to fix: {key}: {found[key]}", file=sys.stderr)
            continue
        groups.setdefault(m, []).append(key)
    lines = []
    for m in sorted(groups):
        lines.append(f"    # -- {m} ({len(groups[m])})")
        for key in groups[m]:
            text = found[key] if len(found[key]) <= 230 else found[key][:227] + "..."
            lines += [f"    {key!r}:", f"        {text!r},"]
    return "\n".join(lines)


if __name__ == "__main__":
    print(regenerate_known())
