"""Set pieces: a deal arranged card by card (for the tests, the golden transcripts and the lessons).

>>> from games.ecarte.scenarios import arranged
>>> g = arranged("KS QS JS 7H 8H", "AS 10S 9D 8D 7D", "9S")
>>> g.view(1).hand, g.view(1).turnup.name
((Card.parse('KS'), Card.parse('QS'), Card.parse('JS'), Card.parse('7H'), Card.parse('8H')), 'nine of spades')
"""

from __future__ import annotations

from typing import Sequence

from games.cards import Card, ecarte_pack, parse_cards
from games.core.state import Mode
from games.ecarte.actions import Cut
from games.ecarte.game import Ecarte
from games.ecarte.rules import ENQUIRE_WITHIN, LAW
from games.errors import IllegalActionError

__all__ = ["stack", "arranged"]


def stack(non_dealer, dealer, turnup, stock=(), first: int = 2) -> tuple[Card, ...]:
    """The 32 cards in the order that deals ``non_dealer`` and ``dealer`` their five (by ``first`` then
    ``5 - first``), turns up ``turnup`` and leaves ``stock`` on the top of the stock (the rest after it)."""
    nd, de = list(parse_cards(non_dealer)), list(parse_cards(dealer))
    up, top = Card.parse(turnup), list(parse_cards(stock))
    named = nd + de + [up] + top
    if len(nd) != 5 or len(de) != 5 or len(set(named)) != len(named):
        raise IllegalActionError("arrange five different cards for each player, the turn-up and the stock", LAW)
    order = []
    for size, start in ((first, 0), (5 - first, first)):
        order += nd[start:start + size] + de[start:start + size]
    order += [up] + top
    order += [c for c in ecarte_pack().cards if c not in order]
    return tuple(order)


def arranged(non_dealer, dealer, turnup, stock=(), *, rules=ENQUIRE_WITHIN, first: int = 2,
             mode: Mode = Mode.STRICT, more: Sequence[Sequence[Card]] = (), cut: bool = True, **kw) -> Ecarte:
    """A game whose first deal is arranged (seat 0, "Dealer", deals; seat 1, "Elder", is the non-dealer),
    cut and dealt (unless ``cut=False``): the non-dealer is to propose."""
    g = Ecarte(rules, seed=kw.pop("seed", 0), names=("Dealer", "Elder"), first_dealer=0, mode=mode,
               stacked=(stack(non_dealer, dealer, turnup, stock, first),) + tuple(more), **kw)
    if cut:
        g.do(Cut(1))
    return g


if __name__ == "__main__":  # pragma: no cover
    print(arranged("KS QS JS 7H 8H", "AS 10S 9D 8D 7D", "9S").transcript())
