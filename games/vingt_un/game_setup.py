"""The checks a sitting at Vingt-un makes when it is set up: every argument is refused at once, not later.

:func:`check_sitting` is called first thing by :class:`games.vingt_un.game.VingtUn` (and so by
:class:`games.vingt_un.french.FrenchVingtUn`): a rule set that is not a book's, a seat count, limits, a
length, a mode, a first dealer or an arranged pack that cannot be is refused with
:class:`~games.errors.RuleSetError` or :class:`~games.errors.IllegalActionError` naming the law, before
anything is made.

>>> from games.vingt_un.game_setup import check_sitting
>>> from games.vingt_un.rules import PEEL, MODERN
>>> check_sitting(PEEL, seats=3, first_dealer=5)
Traceback (most recent call last):
games.errors.IllegalActionError: the first dealer is one of the 3 seats (0 to 2), not 5 [peel-vingt-un:p21]
>>> check_sitting(MODERN, seats=3)
Traceback (most recent call last):
games.errors.RuleSetError: MODERN-ONE-DECK is the odds' modern anchor, not a book's code: a sitting is played under PEEL-VINGT-UN, HOFFMANN-VINGT-UN, HOFFMANN-FRENCH-VINGT-UN or ENQUIRE-WITHIN
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Optional, Sequence, TypeGuard

from games.cards import Card, standard_pack
from games.core.state import Mode
from games.errors import IllegalActionError, RuleSetError
from games.vingt_un.game_laws import LAWS, law
from games.vingt_un.rules import BOOKS, VingtUnRules

__all__ = ["check_rules", "check_sitting", "check_pack"]


def check_rules(rules: Any) -> VingtUnRules:
    """``rules`` is a rule set of Vingt-un under a book's code (one the game has laws for)."""
    if not isinstance(rules, VingtUnRules):
        raise RuleSetError(f"{rules!r} is not a rule set of Vingt-un (PEEL, HOFFMANN, HOFFMANN_FRENCH, "
                           "ENQUIRE_WITHIN, or one of them with readings chosen)")
    if rules.code not in LAWS:
        raise RuleSetError(f"{rules.name} is the odds' modern anchor, not a book's code: a sitting is played under "
                           + ", ".join(r.name for r in BOOKS[:-1]) + f" or {BOOKS[-1].name}")
    return rules


def _whole(x: object) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


def check_pack(rules: VingtUnRules, pack: Optional[Sequence[Card]]) -> Optional[tuple[Card, ...]]:
    """An arranged pack (top first) holds exactly the cards of the rule set's packs, each card once a pack."""
    if not isinstance(rules, VingtUnRules):
        raise RuleSetError(f"a Vingt-un rule set (PEEL, HOFFMANN, ...), not {rules!r}")
    if pack is None:
        return None
    where = law(rules.code, "packs")
    try:
        cards = tuple(pack)
    except TypeError:
        raise IllegalActionError(f"an arranged pack is a sequence of cards, not {pack!r}", where) from None
    bad = [c for c in cards if not isinstance(c, Card)]
    if bad:
        raise IllegalActionError(f"an arranged pack holds cards only, not {bad[0]!r}", where)
    full = Counter(standard_pack().cards * rules.packs)
    got = Counter(cards)
    if got != full:
        extra = sorted(str(c) for c in (got - full).elements())
        missing = sorted(str(c) for c in (full - got).elements())
        what = "one pack of fifty-two cards" if rules.packs == 1 else f"{rules.packs} packs shuffled together"
        raise IllegalActionError(
            f"the arranged pack is not {what} ({len(cards)} cards"
            + (f"; too many: {' '.join(extra[:6])}{' ...' if len(extra) > 6 else ''}" if extra else "")
            + (f"; missing: {' '.join(missing[:6])}{' ...' if len(missing) > 6 else ''}" if missing else "") + ")",
            where)
    return cards


def check_sitting(rules: Any, *, seats: Any = 4, names: Any = (), limits: Any = None, rounds: Any = 12,
                  deals: Any = None, mode: Any = Mode.STRICT, first_dealer: Any = None,
                  pack: Any = None) -> tuple[tuple[int, int], Mode, Optional[tuple[Card, ...]]]:
    """Refuse a sitting that cannot be played; return its limits, its mode and its arranged pack."""
    rules = check_rules(rules)

    def L(step: str):
        return law(rules.code, step)

    if not _whole(seats) or not 2 <= seats <= 8:
        raise IllegalActionError(f"Vingt-un here seats two to eight players, not {seats!r}", L("seats"))
    lo, hi = limits if isinstance(limits, (tuple, list)) and len(limits) == 2 else (
        (rules.min_stake, rules.max_stake) if limits is None else (None, None))
    if not (_whole(lo) and _whole(hi) and 1 <= lo <= hi):
        raise IllegalActionError(f"limits of the stakes {limits!r}: a least and a greatest, 1 <= least <= greatest",
                                 L("limits"))
    if isinstance(names, str) or not isinstance(names, (tuple, list)):
        raise IllegalActionError(f"names: a list of the players' names, one a seat, not {names!r}", None)
    if names and (len(names) != seats or not all(isinstance(n, str) and n.strip() for n in names)):
        raise IllegalActionError(f"names: {seats} names, one a seat, each a word, not {list(names)!r}", None)
    for what, x in (("rounds", rounds), ("deals", deals)):
        if x is not None and (not _whole(x) or x < 1):
            raise IllegalActionError(f"{what}: a number of {what} (one or more), or None, not {x!r}", L("conclude"))
    try:
        mode = Mode(mode)
    except (ValueError, TypeError):
        raise IllegalActionError(f"mode: {Mode.STRICT.value!r} or {Mode.TABLE.value!r}, not {mode!r}",
                                 None) from None
    if first_dealer is not None and (not _whole(first_dealer) or not 0 <= first_dealer < seats):
        raise IllegalActionError(f"the first dealer is one of the {seats} seats (0 to {seats - 1}), not "
                                 f"{first_dealer!r}", L("first_dealer"))
    return (lo, hi), mode, check_pack(rules, pack)
