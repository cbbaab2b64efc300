"""Draw Poker: the hands (:mod:`games.poker.hands`), the census of all hands
(:mod:`games.poker.census`), the game under Peel's and Foster's laws (one
module per chapter, composed in :mod:`games.poker.game`; a series of games is
a :class:`~games.poker.sitting.Sitting`), the referee
(:mod:`games.poker.referee`) and set pieces (:mod:`games.poker.scenarios`).

The names a program needs are importable from here, each from the module
that defines it:

>>> from games.poker import Sitting, PEEL_RULES, evaluate, rule, CardFaceUpInPack, arranged_game
>>> evaluate("KS KH 5D 5C 2S").category
'Two pairs'
>>> rule(None, CardFaceUpInPack(before_deal_finished=True)).laws
('peel-poker:10',)
"""

from games.core.actions import Event, SettlementLine
from games.core.breaches import Claim
from games.poker.actions import (
    ACTION_TYPES, IRREGULAR_ACTIONS, Ante, Arrange, AskDealer, AskDealerAbout, BetOutOfTurn, Borrow, Collect, Cut,
    DealCard, Declare, DeclineStraddle, Discard, DisputeDemand, Draw, FaceUpInPack, FalseOpen, FinishDeal, Give,
    JackpotAnte, Pass, PokerAction, RaiseHand, Show, ShowForSum, Shuffle, SpeakToDealer, Stake, Straddle,
)
from games.poker.game import Game
from games.cards import ACE_HIGH, ACE_HIGH_SIXTY, ACE_LOW, ACE_LOW_SIXTY
from games.poker.hands import (
    ACE_IN_SEQUENCE, ACES, FLUSH, FOSTER, FOSTER_CATEGORIES, FOURS,
    FULL, HEART_FLUSHES, NO_PAIR, PACKS, PAIR, PEEL, PEEL_CATEGORIES, SEQUENCE, SEQUENCE_FLUSH, SEQUENCE_FLUSH_HEARTS,
    SEQUENCE_HEARTS, THREES, TWO_PAIRS, TWO_PAIRS_ODD_CARD, UNTIED_CARD, FosterRules, HandRules, HandTables,
    HandValue, PeelRules, best_hands, category_of, category_order, evaluate, rules_for, score, sequence_windows,
)
from games.poker.records import Automation, Phase, PlayerView
from games.poker.referee import (
    FOSTER_CARDS, IRREGULARITIES, REFEREE, AbrogationDisputed, AnteNotBeforeDeal, AnteTooLarge, AskDealerDraw,
    AskDealerOthersDraw, BetOutsidePool, BetStatedNotDeposited, BetWithFoulHand, BettingOutOfTurn,
    CardExposedInDealing, CardExposedInDraw, CardFaceUpInPack, CatalogueEntry, DealerDrewWrongNumber,
    DealFinishedQuestion, DealtFaceUp, DealtOutOfOrder, DealtWithoutCut, DemandDisputed, Dispute,
    DivulgesRetiredHand, DrawGivenFaceUp, DrawOutOfTurn, DrawWithoutMakingGood, FalseOpener, FirstSayDisputed,
    FoulHandAfterDraw, FoulHandAtEnd, GameNotOpened, HandsDisputed, Irregularity, NoDiscardInTurn, NotMadeGood,
    NotShuffledOrCutProperly, OpeningTooSmall, PackShort, RetakesDiscard, RetakesPassedHand, Ruling, RulingOption,
    ShortOfFunds, ShortPlayerStopsGame, ShowOutOfOrder, ShuffleDemanded, ShuffledFaceUp, SpokeToDealer,
    StatementOfIntention, StraddleOutOfTurn, StraddleTooLarge, TieForDeal, TiedHands, TooFewGiven, TooLittleStaked,
    TooManyGiven, UncalledBet, WaivedRuleClaimed, WrongDealer, WrongNumberDealt, WrongNumberDemanded, WrongPack,
    ace_barred, evidence_order, rule, who_decides,
)
from games.poker.rulings import PokerRemedy
from games.poker.rulings.foster import FOSTER_REFEREE
from games.poker.rules import FOSTER_RULES, PEEL_RULES, FosterPokerRules, PokerRules, law
from games.poker.scenarios import arranged_game, deal_order
from games.poker.sitting import Sitting, cut_for_seats, draw_for_deal, form_tables, replay

# The base class of the actions (``Action.parse(line)`` reads a transcript line back).
Action = PokerAction

__all__ = [
    # the game
    "Sitting", "Game", "Action", "PokerRules", "FosterPokerRules", "PEEL_RULES", "FOSTER_RULES", "Automation", "Phase", "PlayerView",
    "Event", "SettlementLine", "replay", "law", "draw_for_deal", "cut_for_seats", "form_tables",
    "ACTION_TYPES", "IRREGULAR_ACTIONS", "Ante", "Arrange", "AskDealer", "AskDealerAbout",
    "BetOutOfTurn", "Borrow", "Collect", "Cut", "DealCard", "Declare", "DeclineStraddle", "Discard", "DisputeDemand",
    "Draw", "FaceUpInPack", "FalseOpen", "FinishDeal", "Give", "JackpotAnte", "Pass", "Claim",
    "RaiseHand", "Show", "ShowForSum", "Shuffle", "SpeakToDealer", "Stake", "Straddle",
    # the hands
    "ACE_HIGH", "ACE_HIGH_SIXTY", "ACE_IN_SEQUENCE", "ACE_LOW", "ACE_LOW_SIXTY", "ACES", "FLUSH", "FOSTER",
    "FOSTER_CATEGORIES", "FOURS", "FULL", "HEART_FLUSHES", "NO_PAIR", "PACKS", "PAIR", "PEEL", "PEEL_CATEGORIES",
    "SEQUENCE", "SEQUENCE_FLUSH", "SEQUENCE_FLUSH_HEARTS", "SEQUENCE_HEARTS", "THREES", "TWO_PAIRS",
    "TWO_PAIRS_ODD_CARD", "UNTIED_CARD", "FosterRules", "HandRules", "HandTables", "HandValue", "PeelRules",
    "best_hands", "category_of", "category_order", "evaluate", "rules_for", "score", "sequence_windows",
    # the referee
    "FOSTER_CARDS", "IRREGULARITIES", "REFEREE", "FOSTER_REFEREE", "PokerRemedy", "AbrogationDisputed", "AnteNotBeforeDeal", "AnteTooLarge",
    "AskDealerDraw", "AskDealerOthersDraw", "BetOutsidePool", "BetStatedNotDeposited", "BetWithFoulHand",
    "BettingOutOfTurn", "CardExposedInDealing", "CardExposedInDraw", "CardFaceUpInPack", "CatalogueEntry",
    "DealerDrewWrongNumber", "DealFinishedQuestion", "DealtFaceUp", "DealtOutOfOrder", "DealtWithoutCut",
    "DemandDisputed", "Dispute", "DivulgesRetiredHand", "DrawGivenFaceUp", "DrawOutOfTurn", "DrawWithoutMakingGood",
    "FalseOpener", "FirstSayDisputed", "FoulHandAfterDraw", "FoulHandAtEnd", "GameNotOpened", "HandsDisputed",
    "Irregularity", "NoDiscardInTurn", "NotMadeGood", "NotShuffledOrCutProperly", "OpeningTooSmall", "PackShort",
    "RetakesDiscard", "RetakesPassedHand", "Ruling", "RulingOption", "ShortOfFunds", "ShortPlayerStopsGame",
    "ShowOutOfOrder", "ShuffleDemanded", "ShuffledFaceUp", "SpokeToDealer", "StatementOfIntention",
    "StraddleOutOfTurn", "StraddleTooLarge", "TieForDeal", "TiedHands", "TooFewGiven", "TooLittleStaked",
    "TooManyGiven", "UncalledBet", "WaivedRuleClaimed", "WrongDealer", "WrongNumberDealt", "WrongNumberDemanded",
    "WrongPack", "ace_barred", "evidence_order", "rule", "who_decides",
    # set pieces
    "arranged_game", "deal_order",
]
