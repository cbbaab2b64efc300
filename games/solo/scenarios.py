"""Set pieces: a deal arranged hand by hand (for the tests and the golden transcripts).

>>> from games.solo.scenarios import arranged, THREE_FORTY
>>> g = arranged(3, THREE_FORTY)
>>> g.view(1).hand[:3], g.view(1).turnup.name
((Card.parse('5C'), Card.parse('6C'), Card.parse('7C')), 'five of diamonds')
"""

from __future__ import annotations

from typing import Mapping, Optional, Sequence

from games.cards import Card, parse_cards
from games.core.seating import cycle_from
from games.errors import IllegalActionError
from games.solo.game import SoloWhist, dealing_order
from games.solo.rules import HOFFMANN_SOLO, P3, SoloRules

__all__ = ["stack", "arranged", "FIVE", "THREE_FORTY", "THREE_SUITS"]

#: Five players, Player 1 (seat 0) deals, Player 5 (seat 4) stands out; Player 1's last card, the
#: queen of spades, is turned up.  Player 2 holds a strong hand of hearts.
FIVE = {
    1: "AH KH QH JH 10H 9H AC KC AD KD 2S 3S 4S",
    2: "8H 7H 6H QC JC 10C QD JD 10D 5S 6S 7S 8S",
    3: "5H 4H 3H 2H 9C 8C 7C 9D 8D 7D 9S 10S JS",
    0: "6C 5C 4C 3C 2C 6D 5D 4D 3D 2D KS AS QS",
}
#: Three players with the forty-card pack, Player 1 (seat 0) deals; the five of diamonds is the
#: fortieth card, turned up and nobody's.
THREE_FORTY = {
    1: "AS KS QS JS 10S 9S AH KH 5C 6C 7C 6D 7D",
    2: "8S 7S 6S 5S QH JH 10H 9H 8C 9C 10C 8D 9D",
    0: "8H 7H 6H 5H JC QC KC AC 10D JD QD KD AD",
}
#: Three players with three suits only (clubs left out); Player 1 (seat 0) deals and turns up his last
#: card, the two of diamonds.
THREE_SUITS = {
    1: "AS KS QS JS 10S 9S 8S AH KH AD KD QD 3H",
    2: "7S 6S 5S 4S 3S 2S QH JH 10H 9H 8H 7H 6H",
    0: "5H 4H 2H JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
}


def stack(players: int, hands: Mapping[int, object], *, rules: SoloRules = HOFFMANN_SOLO, dealer: int = 0,
          turnup: Optional[object] = None) -> tuple[Card, ...]:
    """The pack in the order that deals each playing seat the thirteen cards of ``hands`` (seat ->
    cards), the dealer's last card last (at five it is turned up); the fortieth card of the
    forty-card pack (``turnup``, or the one card no hand holds) after them."""
    if not isinstance(players, int) or isinstance(players, bool) or players not in (3, 5):
        raise IllegalActionError(f"Solo Whist is arranged for five players or for three, not {players!r}", P3)
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise IllegalActionError(f"the dealer is one of the seats 0 to {players - 1}, not {dealer!r}", P3)
    if not isinstance(rules, SoloRules):
        raise IllegalActionError(f"a set piece is arranged under a SoloRules rule set, not {rules!r}", P3)
    full = SoloWhist._pack_of(rules, players)
    if not isinstance(hands, Mapping):
        raise IllegalActionError(f"arrange the hands as a map of seat to cards, not {hands!r}", P3)
    out = None if players == 3 else (dealer - 1) % players
    playing = cycle_from((dealer + 1) % players, players, [s for s in range(players) if s != out])
    given = {s: list(parse_cards(hands.get(s, ()))) for s in playing}  # type: ignore[arg-type]
    if set(hands) - set(playing) or any(len(v) != 13 for v in given.values()):
        raise IllegalActionError(f"arrange thirteen cards for each of the seats {playing}, and no other", P3)
    named = [c for v in given.values() for c in v]
    rest = [c for c in full if c not in named]
    if len(set(named)) != len(named) or len(rest) != len(full) - len(named):
        raise IllegalActionError("each card of the pack in use once, and no other card", P3)
    if turnup is not None:
        up = Card.parse(turnup)  # type: ignore[arg-type]
        if up not in rest:
            raise IllegalActionError(f"the turn-up {up} must be a card no hand holds", P3)
        rest = [up] + [c for c in rest if c != up]
    order = dealing_order(len(playing))
    pack = [given[playing[pos]].pop(0) for pos in order]
    return tuple(pack + rest)


def arranged(players: int, hands: Mapping[int, object], *, rules: SoloRules = HOFFMANN_SOLO,
             more: Sequence[Sequence[Card]] = (), **kw) -> SoloWhist:
    """A sitting whose first deal is arranged (seat 0 deals) and dealt: the first call is to be made."""
    return SoloWhist(rules, players=players, stacked=(stack(players, hands, rules=rules),) + tuple(more), **kw)
