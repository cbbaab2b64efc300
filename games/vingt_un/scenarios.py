"""Set pieces for the tests, the pages and the Referee panel: sittings with the cards arranged.

:func:`arranged` makes a sitting whose stock deals the given cards first, in the
order they are taken (the first round from the dealer's left, the dealer last;
then the second round; then the draws), the rest of the pack following in its
natural order; the first dealer is given instead of found.

>>> from games.vingt_un.scenarios import arranged
>>> from games.vingt_un.rules import HOFFMANN
>>> g = arranged(HOFFMANN, "9S 5H 2C  AS KD 10C", seats=3)
>>> [h[0].known for h in g.view(1).hands]
[(), (Card.parse('9S'),), ()]
"""

from __future__ import annotations

from games.cards import parse_cards, standard_pack
from games.core.state import Mode
from games.errors import InvalidCardError, RuleSetError, check_int
from games.vingt_un.rules import VingtUnRules

__all__ = ["arranged", "stacked_pack"]


def stacked_pack(cards: str, packs: int = 1) -> tuple:
    """A pack (top first) beginning with ``cards``, the rest of the pack after them."""
    check_int(packs, "the number of packs", minimum=1, maximum=8, error=RuleSetError)
    first = list(parse_cards(cards))
    rest = list(standard_pack().cards) * packs
    for c in first:
        if c not in rest:
            raise InvalidCardError(f"the {c} is in the pack {packs} time{'s' if packs > 1 else ''} only, not more")
        rest.remove(c)
    return tuple(first + rest)


def arranged(rules, cards: str, *, seats: int = 3, dealer: int = 0, mode: Mode = Mode.STRICT, cls=None, **kw):
    """A sitting under ``rules`` with ``dealer`` dealing first and the stock beginning with ``cards``."""
    from games.vingt_un.game import VingtUn

    if not isinstance(rules, VingtUnRules):
        raise RuleSetError(f"a Vingt-un rule set (PEEL, HOFFMANN, ...), not {rules!r}")
    if cls is not None and not (isinstance(cls, type) and issubclass(cls, VingtUn)):
        raise RuleSetError(f"cls is VingtUn or a game made from it (FrenchVingtUn), not {cls!r}")
    make = cls or VingtUn
    kw.setdefault("rounds", 3)
    return make(rules, seats=seats, seed=kw.pop("seed", 0), first_dealer=dealer, mode=mode,
                pack=stacked_pack(cards, rules.packs), **kw)
