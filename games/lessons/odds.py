"""Small exact enumerations for the lessons (pure Python, Fractions).

Written for the exercises and kept independent of any game engine: the
Vingt-un counts use the cards of :func:`games.cards.standard_pack` and the
count of the texts (:func:`vingt_un_value`: "each of the court cards counting
ten", the ace one or eleven, Peel's Vingt-un ¶3); the Poker counts come from the
hand census, :func:`games.poker.census.census`.

Two models of the pack are used, and each function says which:

* **the pack itself**: the 52 cards, without replacement, enumerated card by card;
* **the endless pack**: every card drawn is any of the thirteen ranks with equal chance,
  as if the pack were reshuffled after each card.  Enquire Within's "seven to six" for
  a hand of fourteen (¶116) is a count of this kind (it ignores the cards in the hand);
  the lessons compare it with the pack itself.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import lru_cache
from itertools import permutations
from math import comb

from games.cards import Card, Pack, Rank, standard_pack
from games.errors import IllegalActionError, InvalidCardError, RuleSetError, check_int, check_items

__all__ = [
    "vingt_un_value", "is_tenth_card", "tenth_cards", "natural_probability", "second_card_natural",
    "next_card_safe", "some_natural_probability", "endless_final_totals", "draw_to_over_probability",
    "dealer_advantage", "simulate_natural", "simulate_some_natural", "simulate_over", "simulate_dealer_advantage",
    "is_revoke", "whist_cut_places", "misdeal_by_count",
]

RANKS13 = (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE,
           Rank.TEN, Rank.KNAVE, Rank.QUEEN, Rank.KING)


# --- the checks of what the lessons' calls are given ---------------------------------------------------

#: the most trials one seeded simulation runs (a million take some seconds)
MAX_TRIALS = 10**7


def _choice(value: object, what: str, choices: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise RuleSetError(f"{what} is one of {', '.join(map(repr, choices))}, not {value!r}")
    return value


def _tens(tens: object) -> str:
    return _choice(tens, "tens (which cards count ten)", ("all", "tens-only"))


def _aces(aces: object) -> str:
    return _choice(aces, "aces (how an ace counts)", ("either", "one", "eleven"))


def _flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise IllegalActionError(f"{what} is True or False, not {value!r}")
    return value


def _stand(stand: object, what: str = "the count to stand at") -> int:
    return check_int(stand, what, minimum=2, maximum=21, error=IllegalActionError, law="hoffmann-vingt-un:p8")


def _players(players: object) -> int:
    # two cards a hand from one pack of fifty-two
    return check_int(players, "the number of players", minimum=1, maximum=26, error=IllegalActionError)


def _trials(trials: object, seed: object) -> int:
    check_int(trials, "the number of trials", minimum=1, maximum=MAX_TRIALS, error=IllegalActionError)
    if not isinstance(seed, (int, str)) or isinstance(seed, bool):
        raise IllegalActionError(f"the seed is a whole number or a word, not {seed!r}")
    return trials  # type: ignore[return-value]


# --- Vingt-un: the count of the cards ---------------------------------------------------------------

def vingt_un_value(card: Card | Rank, *, tens: str = "all") -> int:
    """The points of a card at Vingt-un, the ace counted as one (``best_total`` makes it eleven).
    ``tens="tens-only"`` is the mistaken count in which only the tens count ten (court cards nothing
    special: their pips, none)."""
    _tens(tens)
    if not isinstance(card, (Card, Rank)):
        raise InvalidCardError(f"a card or a rank, not {card!r}")
    rank = card.rank if isinstance(card, Card) else card
    if rank.is_court:
        return 10 if tens == "all" else 0
    return rank.pips


def is_tenth_card(card: Card, *, tens: str = "all") -> bool:
    return vingt_un_value(card, tens=tens) == 10


def tenth_cards(pack: Pack | None = None, *, tens: str = "all") -> int:
    """How many cards of the pack count ten (Hoffmann, Vingt-Un ¶1: "of which there are sixteen")."""
    _tens(tens)
    if pack is None:
        pack = standard_pack()
    cards = check_items(pack, "the pack", error=InvalidCardError)
    if not all(isinstance(c, Card) for c in cards):
        raise InvalidCardError(f"a pack of cards, not {pack!r}")
    return sum(1 for c in pack if is_tenth_card(c, tens=tens))


def _is_natural(a: Card, b: Card, tens: str = "all") -> bool:
    ranks = {a.rank, b.rank}
    if Rank.ACE not in ranks:
        return False
    other = b if a.rank is Rank.ACE else a
    return other.rank is not Rank.ACE and is_tenth_card(other, tens=tens)


def natural_probability(*, ordered_one_way: bool = False, with_replacement: bool = False,
                        tens: str = "all") -> Fraction:
    """The chance that a player's first two cards from the full pack are a natural (an ace and a tenth
    card), by enumerating the ordered pairs of the 52 cards.  The keyword arguments give the answers of
    the usual mistakes: ``ordered_one_way`` counts only ace-then-tenth-card; ``with_replacement`` puts
    the first card back; ``tens="tens-only"`` forgets the court cards."""
    _flag(ordered_one_way, "ordered_one_way")
    _flag(with_replacement, "with_replacement")
    _tens(tens)
    cards = standard_pack().cards
    if with_replacement:
        pairs = [(a, b) for a in cards for b in cards]
    else:
        pairs = list(permutations(cards, 2))
    if ordered_one_way:
        good = sum(1 for a, b in pairs if a.rank is Rank.ACE and _is_natural(a, b, tens))
    else:
        good = sum(1 for a, b in pairs if _is_natural(a, b, tens))
    return Fraction(good, len(pairs))


def second_card_natural(*, put_back: bool = False, tens: str = "all") -> Fraction:
    """Given an ace as the first card, the chance that the second makes a natural (Hoffmann ¶5:
    "there are sixteen cards out of the fifty-two that will form a 'natural' with it")."""
    _flag(put_back, "put_back")
    _tens(tens)
    pack = standard_pack().cards
    first = next(c for c in pack if c.rank is Rank.ACE)
    rest = pack if put_back else tuple(c for c in pack if c != first)
    return Fraction(sum(1 for c in rest if is_tenth_card(c, tens=tens)), len(rest))


def best_total(values: tuple[int, ...] | list[int], *, aces: str = "either") -> int:
    """The best count of a hand: an ace counts eleven where that does not take it over twenty-one
    (``aces="one"``: always one; ``aces="eleven"``: always eleven, the usual mistakes)."""
    _aces(aces)
    values = check_items(values, "the values of the cards (1 for an ace to 10)", error=InvalidCardError)
    if not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 10 for v in values):
        raise InvalidCardError(f"the values of the cards are 1 (ace) to 10, not {list(values)!r}")
    hard = sum(values)
    n_aces = sum(1 for v in values if v == 1)
    if aces == "one":
        return hard
    if aces == "eleven":
        return hard + 10 * n_aces
    return hard + 10 if n_aces and hard + 10 <= 21 else hard


def next_card_safe(hand: str | None = None, *, total: int | None = None, endless: bool = True,
                   aces: str = "either") -> Fraction:
    """The chance that the next card does not take the hand over twenty-one.

    ``endless=True``: the next card is any of the thirteen ranks with equal chance (the count behind
    Enquire Within's "seven to six", ¶116); ``total`` is then the hand's count.  ``endless=False``:
    the next card is one of the 52 cards less those in ``hand`` (e.g. ``"10S 4H"``)."""
    _flag(endless, "endless")
    _aces(aces)
    if endless:
        if total is None:
            raise IllegalActionError("give the hand's total for the endless pack", "enquire-within:116")
        check_int(total, "the hand's total", minimum=0, maximum=30, error=IllegalActionError, law="enquire-within:116")
        ok = 0
        for r in RANKS13:
            v = vingt_un_value(r)
            t = total + (11 if (v == 1 and aces == "eleven") else v)
            ok += t <= 21
        return Fraction(ok, 13)
    from games.cards import parse_cards

    if hand is not None and not isinstance(hand, str):
        raise InvalidCardError(f"the hand is a text such as '10S 4H', not {hand!r}")
    held = parse_cards(hand or "")
    values = [vingt_un_value(c) for c in held]
    rest = [c for c in standard_pack() if c not in held]
    ok = sum(1 for c in rest if best_total(values + [vingt_un_value(c)], aces=aces) <= 21)
    return Fraction(ok, len(rest))


def some_natural_probability(players: int, *, independent: bool = False) -> Fraction:
    """The chance that at least one of ``players`` two-card hands dealt from one full pack is a
    natural, exactly, by inclusion and exclusion over the hands (the pack itself: the hands share
    its four aces and sixteen tenth cards).  ``independent=True`` treats the hands as if each came from
    its own pack, 1 - (1 - p)^n, the usual shortcut."""
    _players(players)
    _flag(independent, "independent")
    p1 = natural_probability()
    if independent:
        return 1 - (1 - p1) ** players
    total = Fraction(0)
    for k in range(1, players + 1):
        # k given hands all naturals: the i-th takes one of the remaining aces and tenth cards
        pk = Fraction(1)
        for i in range(k):
            pk *= Fraction((4 - i) * (16 - i), comb(52 - 2 * i, 2))
        total += (-1) ** (k + 1) * comb(players, k) * pk
    return total


# --- Vingt-un in the endless pack: drawing to a number -------------------------------------------------

@lru_cache(maxsize=None)
def _finals(hard: int, soft: bool, cards: int, stand: int, aces: str) -> tuple[tuple[int, Fraction], ...]:
    """Distribution of the final count (22 = over) of a hand with ``hard`` points (aces as one),
    ``soft`` if it holds an ace, ``cards`` cards so far, drawing until its best count reaches ``stand``."""
    if aces == "either":
        best = hard + 10 if soft and hard + 10 <= 21 else hard
    elif aces == "eleven":
        best = hard  # (aces already counted as eleven in ``hard``)
    else:
        best = hard
    if best > 21:
        return ((22, Fraction(1)),)
    if cards >= 2 and best >= stand:
        return ((best, Fraction(1)),)
    out: dict[int, Fraction] = {}
    for r in RANKS13:
        v = vingt_un_value(r)
        add = 11 if (v == 1 and aces == "eleven") else v
        for t, p in _finals(hard + add, soft or v == 1, cards + 1, stand, aces):
            out[t] = out.get(t, Fraction(0)) + p / 13
    return tuple(sorted(out.items()))


def endless_final_totals(stand: int, *, aces: str = "either") -> dict[int, Fraction]:
    """Final count -> chance, for a hand dealt two cards from the endless pack and drawing until it
    counts ``stand`` or more (Hoffmann's punter stands at sixteen, ¶8, his dealer at seventeen, ¶11);
    the key 22 stands for every count over twenty-one.  Naturals are counted as twenty-ones."""
    _stand(stand)
    _aces(aces)
    return dict(_finals(0, False, 0, stand, aces))


def draw_to_over_probability(stand: int, *, aces: str = "either") -> Fraction:
    return endless_final_totals(stand, aces=aces).get(22, Fraction(0))


def dealer_advantage(punter_stand: int = 16, dealer_stand: int = 17, *, ties: str = "dealer",
                     repay_over: bool = False) -> Fraction:
    """The dealer's expected gain for each unit a punter stakes, in the endless pack, both drawing to a
    number (no doubling; naturals counted as twenty-ones and paid single).  ``ties="dealer"``: the dealer
    receives on ties (Peel ¶8, Hoffmann ¶11); ``ties="void"``: ties pay nothing (a mistake here).
    ``repay_over=True``: the dealer, over-drawing, pays back punters who had over-drawn too (a mistake:
    Peel ¶13, "not to those who have previously over-drawn")."""
    _stand(punter_stand, "the count the punter stands at")
    _stand(dealer_stand, "the count the dealer stands at")
    _choice(ties, "ties", ("dealer", "void"))
    _flag(repay_over, "repay_over")
    punter = endless_final_totals(punter_stand)
    dealer = endless_final_totals(dealer_stand)
    gain = Fraction(0)
    for p, pp in punter.items():
        for d, pd in dealer.items():
            w = pp * pd
            if p == 22:
                gain += -w if (repay_over and d == 22) else w
            elif d == 22:
                gain -= w
            elif d > p:
                gain += w
            elif d < p:
                gain -= w
            else:
                gain += w if ties == "dealer" else 0
    return gain


# --- simulations (seeded) ------------------------------------------------------------------------------

def simulate_natural(trials: int, seed: int) -> float:
    """Deal two cards from a seeded shuffle of the full pack, ``trials`` times."""
    _trials(trials, seed)
    rng = random.Random(seed)
    pack = standard_pack()
    hits = 0
    for _ in range(trials):
        a, b = rng.sample(pack.cards, 2)
        hits += _is_natural(a, b)
    return hits / trials


def simulate_some_natural(players: int):
    _players(players)
    def run(trials: int, seed: int) -> float:
        rng = random.Random(seed)
        cards = standard_pack().cards
        hits = 0
        for _ in range(trials):
            dealt = rng.sample(cards, 2 * players)
            hits += any(_is_natural(dealt[2 * i], dealt[2 * i + 1]) for i in range(players))
        return hits / trials
    return run


def _endless_hand(rng: random.Random, stand: int) -> int:
    values: list[int] = []
    while True:
        values.append(vingt_un_value(rng.choice(RANKS13)))
        t = best_total(values)
        if t > 21:
            return 22
        if len(values) >= 2 and t >= stand:
            return t


def simulate_over(stand: int):
    _stand(stand)
    def run(trials: int, seed: int) -> float:
        rng = random.Random(seed)
        return sum(_endless_hand(rng, stand) == 22 for _ in range(trials)) / trials
    return run


def simulate_dealer_advantage(punter_stand: int = 16, dealer_stand: int = 17):
    _stand(punter_stand, "the count the punter stands at")
    _stand(dealer_stand, "the count the dealer stands at")
    def run(trials: int, seed: int) -> float:
        rng = random.Random(seed)
        gain = 0
        for _ in range(trials):
            p = _endless_hand(rng, punter_stand)
            if p == 22:
                gain += 1
                continue
            d = _endless_hand(rng, dealer_stand)
            gain += -1 if d == 22 or d < p else 1
        return gain / trials
    return run


# --- Whist: reading the laws literally ----------------------------------------------------------------

def is_revoke(hand: str, led: str, played: str) -> bool:
    """Foster's law 71: a revoke "is when a player, holding one or more cards of the suit led, plays a
    card of a different suit".  ``hand`` is the player's hand before he plays (``"KS 7S 2H"``), ``led``
    the suit led (``"H"`` or ``"hearts"``), ``played`` the card he plays (refused if not in the hand)."""
    from games.cards import Suit
    from games.core.tricks import is_revoke as renounces

    return renounces(hand, played, Suit.parse(led), law="foster-whist:71")


def whist_cut_places(pack_size: int = 52, least: int = 4) -> int:
    """In how many places the pack may be cut when the cut "must not leave fewer than four cards in
    either packet" (Hoffmann's Whist law 26): the number of top packets of ``least`` to
    ``pack_size - least`` cards."""
    check_int(pack_size, "the size of the pack", minimum=1, maximum=1000, error=IllegalActionError,
              law="hoffmann-whist:26")
    check_int(least, "the fewest cards in a packet", minimum=0, maximum=pack_size, error=IllegalActionError,
              law="hoffmann-whist:26")
    return sum(1 for top in range(1, pack_size) if top >= least and pack_size - top >= least)


def misdeal_by_count(hands: tuple[int, ...], code: str) -> bool:
    """Whether the numbers of cards in the four hands make a misdeal by the letter of case IV:
    Hoffmann's law 37.iv, "Should a player have fourteen or more cards, and any of the other three less
    than thirteen", or Foster's 44.iv, "Should a player have fourteen cards, and either of the other
    three less than thirteen" (read literally: exactly fourteen).  The exceptions of the laws (an excess
    caused by an adversary) are left out."""
    _choice(code, "the code", ("hoffmann-whist", "foster-whist"))
    law = "hoffmann-whist:37.iv" if code == "hoffmann-whist" else "foster-whist:44.iv"
    hands = check_items(hands, "the numbers of cards in the hands", error=IllegalActionError, law=law)
    if len(hands) != 4:
        raise IllegalActionError("Whist has four hands", law)
    for n in hands:
        check_int(n, "a number of cards in a hand", minimum=0, maximum=52, error=IllegalActionError, law=law)
    for i, n in enumerate(hands):
        others = hands[:i] + hands[i + 1:]
        big = n >= 14 if code == "hoffmann-whist" else n == 14
        if big and any(m < 13 for m in others):
            return True
    return False
