"""Draw Poker: the hands (:mod:`games.poker.hands`), the census of all hands
(:mod:`games.poker.census`) and the game under Peel's and Foster's laws."""

from games.poker.hands import FOSTER, PEEL, FosterRules, HandValue, PeelRules, best_hands, evaluate

from games.poker.engine import FOSTER_RULES, PEEL_RULES, Automation, Game, PokerRules, Sitting  # noqa: E402

__all__ = ["evaluate", "best_hands", "HandValue", "PeelRules", "FosterRules", "PEEL", "FOSTER"]
__all__ += ["Sitting", "Game", "PokerRules", "PEEL_RULES", "FOSTER_RULES", "Automation"]
