"""Set-piece games: a table with chosen hands, for the tests, the golden
playthroughs and teaching ("deal everybody these cards and play it out").

:func:`arranged_game` seats the players, fixes the dealer, stakes the ante,
has the dealer shuffle and the player at his right cut (all as logged
actions), then arranges the pack so that each player receives the hand
given for him and the draw comes from ``draw`` in order, deals and lets the
players take up their cards.  What happens next is up to the caller.
"""

from __future__ import annotations

from typing import Optional, Sequence

from games.cards import parse_cards
from games.core.state import Mode
from games.errors import IllegalActionError, check_int
from games.poker.actions import Ante, Cut, DealCard, DeclineStraddle, JackpotAnte, RaiseHand, Shuffle, Straddle
from games.poker.game import Game
from games.poker.records import Automation, Phase
from games.poker.rules import PEEL_RULES, PokerRules, law
from games.poker.sitting import Sitting

__all__ = ["arranged_game", "deal_order", "PEEL_RULES"]


def deal_order(game: Game, hands: dict[int, str] | Sequence[str], draw: str = "") -> list:
    """The order of the top of the pack that gives each dealt-in seat its
    hand (Rule 7: one card at a time from the dealer's left), then ``draw``."""
    if not isinstance(game, Game):
        raise IllegalActionError(f"the hands are dealt in a game of Poker, not {game!r}", law(7))
    if isinstance(hands, (list, tuple)):
        hands = {s: h for s, h in enumerate(hands)}
    if not isinstance(hands, dict) or not all(isinstance(h, (str, list, tuple)) for h in hands.values()):
        raise IllegalActionError(f"{hands!r} is not a hand for each seat (text such as 'KS KH 5D 5C 2S')", law(7))
    missing = [s for s in game.dealt_in if s not in hands]
    if missing:
        raise IllegalActionError(f"no hand given for seat {missing[0]}", law(7))
    parsed = {s: parse_cards(h) for s, h in hands.items()}
    short = [s for s in game.dealt_in if len(parsed[s]) != 5]
    if short:
        raise IllegalActionError(f"the hand for seat {short[0]} is not five cards", law(7))
    top = []
    for r in range(5):
        for s in game.dealt_in:
            top.append(parsed[s][r])
    return top + list(parse_cards(draw)) if draw else top


def _acting(g: Game) -> int:
    """The seat whose say it is (in the straddles there always is one)."""
    seat = g.to_act
    if seat is None:
        raise IllegalActionError("nobody is to act", law(21))
    return seat


def arranged_game(
    names: Sequence[str],
    hands: dict[int, str] | Sequence[str],
    draw: str = "",
    *,
    dealer: int = 0,
    chips: int | Sequence[int] = 100,
    ante: int = 1,
    limit: int = 10,
    rules: PokerRules = PEEL_RULES,
    jackpot_level: int = 0,
    carried: int = 0,
    straddles: int = 0,
    automations: Automation = Automation.NONE,
    seed: object = "scenario",
    deal: bool = True,
    raise_hands: bool = True,
    sitting: Optional[Sitting] = None,
    mode: Mode = Mode.TABLE,
) -> Game:
    """A game at the point where the first player has his say (or earlier,
    with ``deal=False`` / ``raise_hands=False``); every step before it is
    in ``game.log``."""
    if sitting is not None and not isinstance(sitting, Sitting):
        raise IllegalActionError(f"a set piece is played in a Sitting, not {sitting!r}", law(81))
    check_int(straddles, "the number of straddles", minimum=0, error=IllegalActionError, law=law(21))
    if sitting is None:
        sitting = Sitting(names, chips=chips, ante=ante, limit=limit, rules=rules, seed=seed, dealer=dealer,
                          automations=Automation.NONE, mode=mode)
        if jackpot_level or carried:
            sitting.bring_to_pool(carried, jackpot_level)  # chips brought in by the set piece
    g = sitting.new_game(automations=Automation.NONE)
    if g.jackpot:
        for s in g.dealt_in:
            g.do(JackpotAnte(s))
    else:
        g.do(Ante(g.antes.seat, ante))
        while g.phase is Phase.STRADDLE:
            if straddles > 0:
                g.do(Straddle(_acting(g)))
                straddles -= 1
            else:
                g.do(DeclineStraddle(_acting(g)))
    g.do(Shuffle(g.dealer))
    g.do(Cut(g.right(g.dealer), 26))
    g.arrange(deal_order(g, hands, draw))
    if deal:
        while not g.deal_finished:
            g.do(DealCard())
        if raise_hands:
            for s in g.dealt_in:
                if g.phase is Phase.DEAL:
                    g.do(RaiseHand(s))
    g.automations = automations
    g.run_automations()
    return g
