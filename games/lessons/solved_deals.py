"""Whist deals solved with every card open, for the lesson "Solved deals" (``source/lessons/solved-deals.md``).

Each deal is a hand of Whist dealt by the edition's Whist (:class:`~games.whist.game.Whist`, Foster's code)
from a seed: the dealer turns his last card for trumps, the elder hand (on the dealer's left) leads.  The
double-dummy solver (:mod:`games.solver`) gives the tricks each side takes with best play by both, and the
value of every card the elder hand may lead.  The functions return :class:`~games.core.tables.Table` objects
for the site's ``games-table`` directive: the page's figures are the solver's output when the site is built.

>>> d = whist_deal(12)
>>> d.seats[d.leader], d.seats[d.dealer], len(d.hands[0])
('East', 'North', 13)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from games.cards import Card, Suit
from games.core.tables import Table
from games.errors import InvalidActionError

__all__ = ["SolvedDeal", "whist_deal", "solved", "deal_table", "solved_deals_table", "opening_lead_table",
           "LESSON_SEEDS", "LEAD_SEED"]

#: the seeds of the deals the lesson shows, and the deal whose opening lead it takes card by card
LESSON_SEEDS = (12, 6, 14)
LEAD_SEED = 12

_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")


@dataclass(frozen=True)
class SolvedDeal:
    """A Whist deal: the four hands (North, East, South, West), the trump card turned, the dealer and the
    leader (seat numbers 0-3), the seats' names."""

    seed: int
    hands: tuple[tuple[Card, ...], ...]
    trump_card: Card
    dealer: int
    leader: int
    seats: tuple[str, ...]

    @property
    def trump(self) -> Suit:
        return self.trump_card.suit


def _seed(seed: object) -> int:
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise InvalidActionError(f"a deal's seed must be a whole number, not {seed!r}")
    text = str(seed).strip()
    if not text.isascii() or not text.isdigit():
        raise InvalidActionError(f"a deal's seed must be a whole number, not {seed!r}")
    return int(text)


def whist_deal(seed: object) -> SolvedDeal:
    """The hand of Whist dealt from ``seed`` (Foster's code), as each player's view shows it: the dealer
    holds the trump card he turned."""
    return _whist_deal(_seed(seed))


@lru_cache(maxsize=None)
def _whist_deal(n: int) -> SolvedDeal:
    from games.whist import FOSTER, Auto, Whist

    g = Whist(FOSTER, seed=n, automations=Auto.ALL)
    views = [g.view(s) for s in range(4)]
    v = views[0]
    if v.trump_card is None or v.leader is None:   # never, after an automated deal: the play has begun
        raise InvalidActionError(f"the deal of seed {n} did not reach its first lead")
    hands = []
    for s in range(4):
        h = tuple(views[s].hands[s])
        if s == v.dealer and v.trump_card not in h:
            h += (v.trump_card,)   # the trump card turned is the dealer's, on the table until he plays
        hands.append(h)
    return SolvedDeal(n, tuple(hands), v.trump_card, v.dealer, v.leader, tuple(v.names))


def solved(seed: object):
    """``(deal, result, values)``: the deal, its :class:`~games.solver.double_dummy.Result` with best play,
    and each card the leader may lead -> the tricks his side then takes with best play."""
    return _solved(_seed(seed))


@lru_cache(maxsize=None)
def _solved(n: int):
    from games.solver import card_values, solve

    d = _whist_deal(n)
    return d, solve(d.hands, d.trump, d.leader), card_values(d.hands, d.trump, d.leader)


def _card(c: Card) -> str:
    return f"{c.rank.text}{c.suit.symbol}"


def _suit_cards(hand, suit: Suit) -> str:
    cs = sorted((c for c in hand if c.suit is suit), key=lambda c: _RANKS.index(c.rank.text))
    return " ".join(c.rank.text for c in cs) or "—"


def _side(seat: int) -> str:
    return "East and West" if seat & 1 else "North and South"


def _trick_word(n: int) -> str:
    return f"{n} trick" if n == 1 else f"{n} tricks"


def deal_table(seed: str) -> Table:
    """The four hands of one deal, suit by suit, with the trump card and the leader."""
    d = whist_deal(seed)
    rows = tuple((d.seats[s] + (" (dealer)" if s == d.dealer else "") + (" (leads)" if s == d.leader else ""),)
                 + tuple(_suit_cards(d.hands[s], suit) for suit in _SUIT_ORDER) for s in range(4))
    return Table(f"Deal {d.seed}: the four hands; the {d.trump_card.name} turned, {d.trump.name.lower()} are trumps",
                 ("Player",) + tuple(f"{s.symbol} {s.name.capitalize()}" for s in _SUIT_ORDER), rows,
                 notes=(f"{d.seats[d.dealer]} dealt and turned up his last card, the {d.trump_card.name}; "
                        f"{d.seats[d.leader]}, on his left, leads to the first trick.",),
                 id=f"solved-deal-{d.seed}")


def solved_deals_table(*seeds: str) -> Table:
    """Each deal's trumps, leader, and the tricks each side takes with best play by both."""
    rows = []
    for seed in seeds or tuple(str(s) for s in LESSON_SEEDS):
        d, r, _ = solved(seed)
        rows.append((str(d.seed), f"{d.trump.symbol} {d.trump.name.lower()}", d.seats[d.leader], r.ns, r.ew))
    return Table("What best play makes: the tricks of each side, every card open",
                 ("Deal", "Trumps", "First lead", "North and South", "East and West"), tuple(rows),
                 notes=("Best play by both sides: each side plays, at every card, the card that gives it the most "
                        "tricks it can be sure of against the best defence. The two numbers add up to 13.",),
                 id="solved-deals")


def opening_lead_table(seed: str) -> Table:
    """For one deal, every card the leader may lead and the tricks his side then takes with best play,
    with the plain-words reading of the table in its notes."""
    d, r, vals = solved(seed)
    leader = d.seats[d.leader]
    best = max(vals.values())
    order = sorted(vals, key=lambda c: (_SUIT_ORDER.index(c.suit), _RANKS.index(c.rank.text)))
    rows = tuple((_card(c), vals[c], "best" if vals[c] == best else f"costs {_trick_word(best - vals[c])}")
                 for c in order)
    good = [c for c in order if vals[c] == best]
    bad = [c for c in order if vals[c] < best]
    notes = [f"With best play {leader}'s side ({_side(d.leader)}) takes {_trick_word(best)}: the same number as "
             f"in the table of deals, because the best lead is one of the cards he may lead."]
    if bad:
        worst = min(vals.values())
        notes.append(f"{len(good)} of his {len(order)} cards keep all {best}: "
                     f"{', '.join(_card(c) for c in good)}. Each of the other {len(bad)} gives the opponents "
                     f"what they could not make against a best lead"
                     + (f": his side is left with {_trick_word(worst)}." if all(vals[c] == worst for c in bad) else
                        f"; the worst, {', '.join(_card(c) for c in bad if vals[c] == worst)}, leaves his side "
                        f"{_trick_word(worst)}."))
    else:
        notes.append("Every card he may lead keeps them: on this deal the opening lead cannot cost a trick.")
    runs = [(a, b) for a in order for b in order
            if a.suit is b.suit and _RANKS.index(b.rank.text) == _RANKS.index(a.rank.text) + 1]
    if runs:
        a, b = runs[0]
        notes.append(f"Cards in sequence in his hand, such as the {_card(a)} and {_card(b)}, always have the same "
                     f"value: whichever he leads, the other does the same work later.")
    return Table(f"Deal {d.seed}: {leader}'s opening lead, card by card",
                 ("Card led", f"Tricks for {_side(d.leader)}", "Compared with the best lead"), rows,
                 notes=tuple(notes), id=f"opening-lead-{d.seed}")
