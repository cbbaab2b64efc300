"""The public API kept through the move onto the core: every public name that
``games.poker.engine``, ``games.poker.referee``, ``games.poker.hands`` and
``games.poker.scenarios`` offered before the split (listed here as they stood)
is importable from ``games.poker``, and from its old module (but for the
re-export module ``games.poker.engine``, which is gone: its names are
imported from ``games.poker`` or from the module that defines each), as the
same object."""

from __future__ import annotations

import importlib

import pytest

import games.poker

#: The public names of each module before the split (functions, classes, constants and ``__all__``).
KEPT = {
    "engine": (
        'ACTION_TYPES', 'Action', 'Ante', 'Arrange', 'AskDealer', 'AskDealerAbout',
        'Automation', 'BetOutOfTurn', 'Borrow', 'Collect', 'Cut', 'DealCard', 'Declare', 'DeclineStraddle',
        'Discard', 'DisputeDemand', 'Draw', 'Event', 'FOSTER_RULES', 'FaceUpInPack', 'FalseOpen', 'FinishDeal',
        'Game', 'Give', 'IRREGULAR_ACTIONS', 'JackpotAnte', 'PEEL_RULES', 'Pass', 'Phase',
        'PlayerView', 'PokerRules', 'RaiseHand', 'SettlementLine', 'Show',
        'ShowForSum', 'Shuffle', 'Sitting', 'SpeakToDealer', 'Stake', 'Straddle', 'cut_for_seats',
        'draw_for_deal', 'form_tables', 'law', 'replay',
    ),
    "referee": (
        'AbrogationDisputed', 'AnteNotBeforeDeal', 'AnteTooLarge', 'AskDealerDraw', 'AskDealerOthersDraw',
        'BetOutsidePool', 'BetStatedNotDeposited', 'BetWithFoulHand', 'BettingOutOfTurn',
        'CardExposedInDealing', 'CardExposedInDraw', 'CardFaceUpInPack', 'CatalogueEntry',
        'DealFinishedQuestion', 'DealerDrewWrongNumber', 'DealtFaceUp', 'DealtOutOfOrder', 'DealtWithoutCut',
        'DemandDisputed', 'Dispute', 'DivulgesRetiredHand', 'DrawGivenFaceUp', 'DrawOutOfTurn',
        'DrawWithoutMakingGood', 'FalseOpener', 'FirstSayDisputed', 'FoulHandAfterDraw', 'FoulHandAtEnd',
        'GameNotOpened', 'HandsDisputed', 'IRREGULARITIES', 'Irregularity', 'NoDiscardInTurn', 'NotMadeGood',
        'NotShuffledOrCutProperly', 'OpeningTooSmall', 'PackShort', 'RetakesDiscard', 'RetakesPassedHand',
        'Ruling', 'ShortOfFunds', 'ShortPlayerStopsGame', 'ShowOutOfOrder', 'ShuffleDemanded', 'ShuffledFaceUp',
        'SpokeToDealer', 'StatementOfIntention', 'StraddleOutOfTurn', 'StraddleTooLarge', 'TieForDeal',
        'TiedHands', 'TooFewGiven', 'TooLittleStaked', 'TooManyGiven', 'UncalledBet', 'WaivedRuleClaimed',
        'WrongDealer', 'WrongNumberDealt', 'WrongNumberDemanded', 'WrongPack', 'evidence_order', 'rule',
        'who_decides',
    ),
    "hands": (
        'ACES', 'ACE_IN_SEQUENCE', 'FLUSH', 'FOSTER', 'FOSTER_CATEGORIES', 'FOURS', 'FULL', 'FosterRules',
        'HEART_FLUSHES', 'HandRules', 'HandTables', 'HandValue', 'NO_PAIR', 'PACKS', 'PAIR', 'PEEL',
        'PEEL_CATEGORIES', 'PeelRules', 'SEQUENCE', 'SEQUENCE_FLUSH', 'SEQUENCE_HEARTS', 'THREES', 'TWO_PAIRS',
        'TWO_PAIRS_ODD_CARD', 'best_hands', 'category_of', 'category_order', 'evaluate', 'rules_for', 'score',
        'sequence_windows',
    ),
    "scenarios": (
        'arranged_game', 'deal_order',
    ),
}


@pytest.mark.parametrize("module", sorted(KEPT))
def test_every_public_name_is_importable_from_games_poker_and_its_old_module(module):
    missing = [n for n in KEPT[module] if not hasattr(games.poker, n)]
    assert not missing, f"games.poker lacks {missing}"
    if module == "engine":
        return
    mod = importlib.import_module(f"games.poker.{module}")
    gone = [n for n in KEPT[module] if not hasattr(mod, n)]
    assert not gone, f"games.poker.{module} lacks {gone}"
    differ = [n for n in KEPT[module] if getattr(games.poker, n) is not getattr(mod, n)]
    assert not differ, f"games.poker.{module} and games.poker disagree on {differ}"


def test_star_import_gives_the_same_names():
    ns: dict = {}
    exec("from games.poker import *", ns)
    assert {n for names in KEPT.values() for n in names} <= set(ns)


def test_engine_action_base_parses_transcript_lines():
    from games.poker import Action, Stake

    assert Action.parse("> Stake(seat=2, amount=3)") == Stake(2, 3)


def test_the_re_export_modules_are_gone():
    for shim in ("engine", "prose"):
        with pytest.raises(ImportError):
            importlib.import_module(f"games.poker.{shim}")
