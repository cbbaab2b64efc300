"""Settle a described round of Vingt-un: the hands and stakes given, the result and the laws returned.

A reader who asks "the dealer holds ace and nine, I stood on an ace and six with two counters: who pays
whom, and by which paragraph?" should not have to play a sitting to find out.  :func:`settle_hands`
takes the cards each hand ends with (the first two dealt, then the cards drawn, in order), the
punters' stakes and whether the dealer doubled, plays that round on the book's own game (the cards
arranged on top of the pack, each player drawing what the description says and then content), and
returns every payment with the laws it cites.

>>> from games.vingt_un.settle import settle_hands
>>> from games.vingt_un.rules import PEEL
>>> r = settle_hands(PEEL, dealer="KD 8C", punters=[("AS 6D", 2), ("10C 9H", 1)])
>>> [str(line) for line in r.lines]
["Punter 1 pays Dealer 2 -- 17 against the dealer's 18 (peel-vingt-un:p13, peel-vingt-un:p3)", "Dealer pays Punter 2 1 -- 19 against the dealer's 18 (peel-vingt-un:p13)"]
>>> r.net
(1, -2, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from games.cards import Card, parse_cards
from games.errors import IllegalActionError, InvalidCardError
from games.laws import implements
from games.vingt_un.game import VingtUn
from games.vingt_un.game_actions import Double, Draw, KeepDeal, Stake, Stand
from games.vingt_un.game_setup import check_rules
from games.vingt_un.records import Payment
from games.vingt_un.records import VingtUnPhase as Phase
from games.vingt_un.scenarios import stacked_pack

__all__ = ["RoundSettlement", "settle_hands"]


@dataclass(frozen=True)
class RoundSettlement:
    """The result of a described round: each payment (payer and receiver named, the laws cited), each
    player's net (the dealer first, then the punters in order), every law the round cited, and its events."""

    lines: tuple[Payment, ...]
    net: tuple[int, ...]
    laws: tuple[str, ...]
    events: tuple[str, ...]


def _cards(x: Any, who: str) -> tuple[Card, ...]:
    try:
        cards = parse_cards(x) if isinstance(x, str) else tuple(Card.parse(c) if isinstance(c, str) else c for c in x)
    except TypeError:
        raise InvalidCardError(f"{who}'s cards: a text such as 'AS 6D' or a sequence of cards, not {x!r}") from None
    if not all(isinstance(c, Card) for c in cards):
        raise InvalidCardError(f"{who}'s cards: cards only, not {x!r}")
    if len(cards) < 2:
        raise IllegalActionError(f"{who} holds at least the two cards dealt, not {len(cards)}")
    return cards


@implements("peel-vingt-un:p13", "hoffmann-vingt-un:p11", "enquire-within:114")
def settle_hands(rules: Any, dealer: Any, punters: Sequence[tuple[Any, int]], *, doubled: bool = False,
                 names: Optional[Sequence[str]] = None) -> RoundSettlement:
    """Settle one round under ``rules`` (a book's rule set) in which the dealer ends with ``dealer`` and each
    punter, in order from the dealer's left, with ``punters[i] = (cards, stake)``: cards as a text or a
    sequence, the first two those dealt and the rest drawn in order; no pair is divided.  The round is
    played on the book's game, so every payment (naturals, over-draws, the settlement) and every law is
    the game's own.  A description that cannot be dealt -- a card too many of its kind, a card drawn to a
    hand already at twenty-one or over, cards drawn after the dealer's natural ended the round -- is
    refused with the library's error."""
    rules = check_rules(rules)
    if isinstance(punters, (str, bytes)) or not isinstance(punters, Sequence) or not 1 <= len(punters) <= 7:
        raise IllegalActionError(f"punters: one to seven (cards, stake) pairs, not {punters!r}")
    if not isinstance(doubled, bool):
        raise IllegalActionError(f"doubled: yes or no (True or False), not {doubled!r}")
    hands = [_cards(dealer, "the dealer")]
    stakes = []
    for i, p in enumerate(punters):
        if not isinstance(p, (tuple, list)) or len(p) != 2:
            raise IllegalActionError(f"punter {i + 1}: a pair (cards, stake), not {p!r}")
        hands.append(_cards(p[0], f"punter {i + 1}"))
        if not isinstance(p[1], int) or isinstance(p[1], bool) or p[1] < 1:
            raise IllegalActionError(f"punter {i + 1}'s stake: a number of counters, one or more, not {p[1]!r}")
        stakes.append(p[1])
    n = len(hands)
    if names is None:
        names = ("Dealer",) + tuple(f"Punter {i}" for i in range(1, n))
    order = [h[0] for h in hands[1:]] + [hands[0][0]] + [h[1] for h in hands[1:]] + [hands[0][1]]
    order += [c for h in hands[1:] for c in h[2:]] + list(hands[0][2:])
    try:
        pack = stacked_pack(" ".join(str(c) for c in order), rules.packs)
    except ValueError:
        raise IllegalActionError(f"the cards described are more of a kind than {rules.packs} pack(s) hold",
                                 rules.law_for("packs") or None) from None
    g = VingtUn(rules, seats=n, names=names, limits=(1, max(stakes)), rounds=1, first_dealer=0, pack=pack,
                seed="described")
    for _ in range(1000):
        if g.over:
            break
        seat = g.to_act
        if g.phase == Phase.OFFER:
            g.do(KeepDeal(0))
        elif g.phase == Phase.STAKE:
            assert seat is not None, "a punter stakes"
            g.do(Stake(seat, stakes[seat - 1]))
        elif g.phase == Phase.DOUBLE:
            g.do(Double(0, doubled))
        elif g.phase in (Phase.TURN, Phase.DEALER) and seat is not None:
            held = len(g.view(seat).own[0].cards)
            g.do(Draw(seat, 0) if held < len(hands[seat]) else Stand(seat, 0))
        else:  # pragma: no cover - the game stops only for the choices above
            raise IllegalActionError(f"the round stopped at {g.phase.value}")
    dealt = sum(1 for e in g.log_for(None) if e.kind == "card")
    if dealt != len(order):
        raise IllegalActionError(
            f"the hands cannot be dealt as described: {dealt} of the {len(order)} cards were dealt (a card drawn to "
            "a hand at twenty-one or over, to a natural, after the dealer's natural, or by a dealer with no one "
            "standing)", g.L("draw"))
    events = [e for e in g.log_for(None) if e.kind not in ("card",)]
    laws: list[str] = []
    for e in events:
        if e.kind in ("pay", "tie", "natural", "over", "dealer-best"):
            laws += [x for x in e.laws if x not in laws]
    lines = tuple(line for line in g.settlement if isinstance(line, Payment))
    return RoundSettlement(lines, tuple(g.ledger[f"seat:{s}"] for s in range(n)), tuple(laws),
                           tuple(e.text for e in events))
