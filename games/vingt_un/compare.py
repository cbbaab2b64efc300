"""The same deal under four codes: one seeded round settled under each book's rule set, side by side.

The pack is shuffled once from the seed; under each code the same players sit,
the same dealer deals the same cards, each punter stakes the same amount and
everyone plays as the books advise (:mod:`games.vingt_un.players`).  Where the
codes part -- ties, a drawn twenty-one against the dealer's, what a natural
pays, the double, dividing pairs -- the settlements differ, and every line
names the paragraph of its book.

>>> from games.vingt_un.compare import same_deal
>>> results = same_deal(3)
>>> [r.code for r in results]
['peel-vingt-un', 'hoffmann-vingt-un', 'hoffmann-french-vingt-un', 'enquire-within']
>>> all(sum(r.net) == 0 for r in results)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from games.cards import standard_pack
from games.core.actions import SettlementLine
from games.core.players import Choice, play_out
from games.core.tables import LawRef, Table
from games.vingt_un.game import VingtUn
from games.vingt_un.game_actions import Stake
from games.vingt_un.players import computer_players
from games.errors import IllegalActionError, RuleSetError, check_int, check_items
from games.vingt_un.rules import BOOKS, VingtUnRules

__all__ = ["CodeResult", "same_deal", "same_deal_tables"]

NAMES = ("Dan", "Abel", "Bob", "Cy", "Dick", "Ed")


@dataclass(frozen=True)
class CodeResult:
    """One code's round: its events (public), its settlement lines, each seat's net."""

    code: str
    title: str
    names: tuple[str, ...]
    events: tuple[tuple[str, tuple[str, ...]], ...]  #: (text, laws)
    lines: tuple[SettlementLine, ...]
    net: tuple[int, ...]


def _check(seats: object, books: object) -> tuple[int, tuple[VingtUnRules, ...]]:
    """The number of seats (two to six, a name each) and the rule sets, checked before any deal."""
    n = check_int(seats, "the number of seats", minimum=2, maximum=len(NAMES), error=IllegalActionError,
                  law="peel-vingt-un:p9")
    rule_sets = check_items(books, "the books compared", error=RuleSetError)
    if not rule_sets or not all(isinstance(r, VingtUnRules) for r in rule_sets):
        raise RuleSetError(f"the books compared are one or more Vingt-un rule sets, not {books!r}")
    return n, rule_sets


class _SameStake:
    """Stakes ``amount`` whatever the card (so the codes are compared on the same stakes), then as the book."""

    def __init__(self, player, amount):
        self.player, self.amount = player, amount

    def decide(self, view) -> Choice:
        if any(isinstance(a, Stake) for a in view.legal):
            return Choice(Stake(view.seat, self.amount), None, "the same stake under every code")
        return self.player.decide(view)


def same_deal(seed: object, seats: int = 4, stake: int = 2, books=BOOKS) -> list[CodeResult]:
    """One round from the same shuffled pack under each of ``books`` (seat 0 deals)."""
    seats, books = _check(seats, books)
    pack = tuple(standard_pack().shuffled(random.Random(f"same-deal/{seed}")).cards)
    names = NAMES[:seats]
    out = []
    for rules in books:
        g = VingtUn(rules.replace(selling_the_deal=False), seats=seats, seed=f"same-deal/{seed}", names=names,
                    first_dealer=0, pack=pack, rounds=1)
        players = {s: _SameStake(p, stake) for s, p in computer_players(g).items()}
        play_out(g, players, limit=1000)
        assert g.over
        keep = ("card", "double", "natural", "split", "over", "stand", "turn-up", "tie", "pay", "grace")
        events = tuple((e.text, e.laws) for e in g.log_for(None) if e.kind in keep)
        out.append(CodeResult(rules.code, rules.title, names, events, tuple(g.settlement),
                              tuple(g.ledger[f"seat:{s}"] for s in range(seats))))
    return out


def same_deal_tables(seed: object = 1, seats: int = 4) -> list[Table]:
    """For the site: the net result under each code, then each code's settlement lines."""
    _check(seats, BOOKS)
    results = same_deal(seed, seats)
    names = results[0].names
    summary = Table(f"The same deal (seed {seed}) under four codes: each player's net result",
                    ("code",) + names,
                    tuple((r.title,) + tuple(f"{n:+d}" for n in r.net) for r in results),
                    laws=tuple(r.code + ":" + ("p8" if r.code.startswith("peel") else "p11" if "hoffmann" in r.code
                                               else "114") for r in results))
    tables = [summary]
    for r in results:
        rows = tuple((getattr(line, "payer_name", ""), line.name, f"{line.amount:+d}", line.reason,
                      LawRef(line.laws[0])) for line in r.lines)
        tables.append(Table(f"{r.title}: the settlement", ("pays", "receives", "amount", "why", "law"), rows))
    return tables
