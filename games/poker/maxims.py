"""Peel's maxims on discarding and play, carried out: the advice, with the maxim that decides.

Before his Rules of Draw Poker, W. H. Peel gives seven maxims on discarding and
play (``peel-poker:p1`` ... ``p7``):

* :func:`choose_discard` -- which cards to throw away (or whether to throw up
  the hand), as a :class:`DiscardAdvice` with the maxim that decides and the reason;
* :func:`should_play` -- whether to come into the game at all, under the
  maxims and, in a jack-pot, the minimum hand of Rules 30-32;
* :func:`should_see` -- after the draw, facing a bet: see it or pass (p3, p6);
* :func:`discard_census` -- every dealt hand sorted by what the maxims do with it.

Where the maxims are silent (four to a flush, two pairs, a hand with nothing)
or can be read in more than one way (does maxim p4 forbid an open-ended
sequence draw as well as Peel's inside one?), :class:`MaximReadings` declares
the readings; :data:`PEEL_READINGS` holds the edition's choices.

Usage:

>>> from games.poker.maxims import choose_discard, should_play
>>> advice = choose_discard("JS JH 9D 5C 2H")
>>> advice.law, [str(c) for c in advice.cards]
('peel-poker:p1', ['9D', '5C', '2H'])
>>> should_play("3S 4H 6D 7C KH").law   # Peel's own example: throw up the hand
'peel-poker:p4'
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field, replace
from fractions import Fraction
from math import comb
from typing import Iterable, Sequence

from games.cards import Card, Rank, Suit, format_cards
from games.core.options import RuleSet, reading, register_rules
from games.errors import RuleSetError
from games.laws import implements
from games.poker.hands import (
    FOURS,
    FLUSH,
    FULL,
    PAIR,
    PEEL,
    SEQUENCE,
    SEQUENCE_FLUSH,
    THREES,
    TWO_PAIRS,
    HandRules,
    category_of,
    rules_for,
    score,
    sequence_windows,
)
from games.poker.odds import five_cards as _hand

__all__ = [
    "MAXIMS",
    "MaximReadings",
    "PEEL_READINGS",
    "DiscardAdvice",
    "PlayDecision",
    "choose_discard",
    "should_play",
    "should_see",
    "jackpot_minimum_law",
    "discard_census",
    "FOUR_FLUSH_KIND",
    "FOUR_SEQUENCE_KIND",
    "NOTHING_KIND",
]


#: The maxims, by law id, with the words each one turns on.
MAXIMS: dict[str, str] = {
    "peel-poker:p1": "With a pair, if you decide to play, discard the remaining three cards.",
    "peel-poker:p2": "With triplets discard one, your chance of getting fours is remote ...",
    "peel-poker:p3": "With triplets you may generally risk seeing your opponent.",
    "peel-poker:p4": "Never try for the completing card of a sequence. ... Throw up your hand.",
    "peel-poker:p5": "With fours, discard the odd card, in order to mislead your opponents.",
    "peel-poker:p6": "Be content to pass sometimes with the better hand.",
    "peel-poker:p7": "Neither borrow nor lend a penny at the table.",
}

TRIPLETS_DISCARDS = (1, 2)
SEQUENCE_DRAWS = ("never", "open-ended")
FOUR_FLUSH = ("draw", "pass")
TWO_PAIRS_PLAY = ("draw-one", "stand-pat")
NO_PAIR_PLAY = ("pass", "keep-highest", "draw-five")


@dataclass(frozen=True)
class MaximReadings(RuleSet):
    """How the computer player reads the maxims where they leave room.

    ``triplets_discard`` -- maxim p2 ("With triplets discard one"):

    * ``1`` (default, the text): keep the triplets and one odd card, draw one.
    * ``2``: keep the triplets only and draw two, the advice of most later
      writers (better odds of improving, but the draw of two tells the table
      that you hold threes).

    ``sequence_draws`` -- maxim p4 ("Never try for the completing card of a
    sequence"), whose example (3, 4, 6, 7 and king) is an inside draw:

    * ``"never"`` (default, the words of the maxim): no draw to four cards of
      a sequence, inside or open at both ends; throw up the hand.
    * ``"open-ended"``: the maxim means draws like Peel's example, which one
      rank completes; four in a row that two ranks complete (4-5-6-7) may
      draw one.

    ``four_flush`` -- four cards of one suit; the maxims are silent:

    * ``"draw"`` (default): keep the four, draw one.  Maxim p4 names a
      sequence only, and a flush draw (9 cards in 47) has more than twice the
      chance of Peel's example (4 in 47).
    * ``"pass"``: read p4 as a rule against drawing to any completing card.

    ``two_pairs`` -- the maxims are silent:

    * ``"draw-one"`` (default): discard the odd card, draw one (4 chances in
      47 of a full).
    * ``"stand-pat"``: draw none, so that the table fears a made hand.

    ``no_pair`` -- a hand without a pair, four to a flush or four to a
    sequence; the maxims give no advice to play it ("With a pair, if you
    decide to play ..." is the weakest hand they mention):

    * ``"pass"`` (default): do not come in; if already in, draw as
      ``"keep-highest"``.
    * ``"keep-highest"``: play, keep the highest card and draw four.
    * ``"draw-five"``: play and draw five.

    ``pair_minimum`` -- the lowest pair with which the player comes in when
    he is free to choose (p1: "if you decide to play").  ``None`` (default):
    any pair.  A jack-pot's minimum (Rules 30-32) applies in any case.

    ``pass_with_better`` -- maxim p6, "Be content to pass sometimes with the
    better hand": the chance (a fraction) that the player declines to call a
    bet when his hand would otherwise call.  Default 1/8.

    ``bluff`` -- the chance that the player bets with a hand that would not
    otherwise bet (the "bounded random element").  Default 1/20.
    """

    triplets_discard: int = reading(
        "peel-poker:p2", default=1, choices=TRIPLETS_DISCARDS, title="Triplets: how many to discard",
        doc={1: "the text: keep the triplets and one odd card, draw one", 2: "keep the triplets only, draw two"})
    sequence_draws: str = reading(
        "peel-poker:p4", default="never", choices=SEQUENCE_DRAWS, title="Which sequence draws the maxim forbids",
        doc={"never": "no draw to four cards of a sequence, inside or open at both ends",
             "open-ended": "only draws like Peel's example, which one rank completes"})
    four_flush: str = reading(
        "peel-poker:p4", default="draw", choices=FOUR_FLUSH, title="Four to a flush (the maxims are silent)",
        doc={"draw": "keep the four, draw one (9 cards in 47)", "pass": "p4 read as against any completing card"})
    two_pairs: str = reading(
        "peel-poker:p1", default="draw-one", choices=TWO_PAIRS_PLAY, title="Two pairs (the maxims are silent)",
        doc={"draw-one": "discard the odd card, draw one", "stand-pat": "draw none"})
    no_pair: str = reading(
        "peel-poker:p1", default="pass", choices=NO_PAIR_PLAY, title="A hand with nothing (the maxims are silent)",
        doc={"pass": "do not come in", "keep-highest": "play, keep the highest card, draw four",
             "draw-five": "play and draw five"})
    pair_minimum: Rank | None = None
    pass_with_better: Fraction = Fraction(1, 8)
    bluff: Fraction = Fraction(1, 20)
    name: str = field(default="PEEL-MAXIMS", repr=False)
    code: str = field(default="peel-poker", init=False, repr=False)

    def check(self) -> None:
        """The readings with no fixed choices: a pair (or ``None``) and two chances."""
        if self.pair_minimum is not None and not isinstance(self.pair_minimum, Rank):
            object.__setattr__(self, "pair_minimum", Rank.parse(str(self.pair_minimum)))
        for name in ("pass_with_better", "bluff"):
            raw = getattr(self, name)
            try:
                value = Fraction(raw)
            except (TypeError, ValueError, ZeroDivisionError, OverflowError):
                raise RuleSetError(f"MaximReadings.{name} = {raw!r}: a chance between 0 and 1/2",
                                   "peel-poker:p6" if name == "pass_with_better" else None) from None
            if not 0 <= value <= Fraction(1, 2):
                raise RuleSetError(f"MaximReadings.{name} = {value}: a chance between 0 and 1/2",
                                   "peel-poker:p6" if name == "pass_with_better" else None)
            object.__setattr__(self, name, value)


def _readings(readings: object) -> MaximReadings:
    if not isinstance(readings, MaximReadings):
        raise RuleSetError(f"the readings of the maxims are a MaximReadings (PEEL_READINGS...), not {readings!r}")
    return readings


#: The edition's readings of the maxims (registered, so that the site lists them beside the maxims).
PEEL_READINGS = register_rules(MaximReadings(name="PEEL-MAXIMS"))


# -- helpers ------------------------------------------------------------------


def _order(rules: HandRules) -> dict[Rank, int]:
    """Rank -> value for pairs, odd cards etc. under ``rules`` (0 lowest)."""
    return rules.tables.order


def _counts(hand: Sequence[Card]) -> dict[Rank, list[Card]]:
    groups: dict[Rank, list[Card]] = {}
    for c in hand:
        groups.setdefault(c.rank, []).append(c)
    return groups


def _by_value(cards: Iterable[Card], rules: HandRules) -> list[Card]:
    """Cards from the highest down under ``rules`` (hearts first among equals, then a fixed suit order)."""
    order = _order(rules)
    suit_rank = {Suit.HEARTS: 3, Suit.SPADES: 2, Suit.DIAMONDS: 1, Suit.CLUBS: 0}
    return sorted(cards, key=lambda c: (order[c.rank], suit_rank[c.suit]), reverse=True)


def _category(hand: Sequence[Card], rules: HandRules) -> int:
    return category_of(score(hand, rules))


def _sequence_outs(four: Sequence[Card], rules: HandRules) -> list[Rank]:
    """The ranks that make a sequence of the four cards (rank-wise; none if two share a rank)."""
    ranks = {c.rank for c in four}
    if len(ranks) != 4:
        return []
    outs = []
    for run in _windows(rules):
        missing = [r for r in run if r not in ranks]
        if len(missing) == 1:
            outs.append(missing[0])
    return outs


def _windows(rules: HandRules) -> tuple[tuple[Rank, ...], ...]:
    return sequence_windows(rules)


# -- the discard --------------------------------------------------------------

FOUR_FLUSH_KIND = "Four to a flush"
FOUR_SEQUENCE_KIND = "Four to a sequence"
NOTHING_KIND = "Nothing"


@dataclass(frozen=True)
class DiscardAdvice:
    """What the maxims advise for a hand before the draw.

    ``cards`` are the cards to throw away (empty: stand pat); ``keep`` the
    cards kept.  ``law`` is the maxim that decides (``"peel-poker:p1"`` ...)
    or ``None`` where the maxims are silent and an editorial reading of
    :class:`MaximReadings` decides; ``reason`` says why, in words.
    ``play`` is ``False`` when the advice is to throw up the hand (pass)
    rather than draw: then ``cards`` is the draw the maxim forbids (Peel's
    "discarding the king on the chance of receiving a 5").  ``kind`` names
    what the hand is for the draw: the class of hand (``"Threes"``) or,
    below a pair, ``"Four to a flush"``, ``"Four to a sequence"`` or
    ``"Nothing"``."""

    cards: tuple[Card, ...]
    law: str | None
    reason: str
    keep: tuple[Card, ...] = ()
    play: bool = True
    kind: str = ""

    @property
    def count(self) -> int:
        """How many cards to draw (Rule 36: as many as are discarded)."""
        return len(self.cards)

    def __str__(self) -> str:
        what = f"discard {format_cards(self.cards)}" if self.cards else "stand pat"
        if not self.play:
            what = "throw up the hand"
        return f"{what} ({self.law or 'editorial reading'}): {self.reason}"


def _split(hand: Sequence[Card], keep: Iterable[Card]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    keep = tuple(keep)
    return tuple(c for c in hand if c not in keep), tuple(c for c in hand if c in keep)


@implements("peel-poker:p1")
def _discard_with_pair(hand: Sequence[Card], groups: dict[Rank, list[Card]]) -> DiscardAdvice:
    """Maxim p1: "With a pair, if you decide to play, discard the remaining
    three cards.  You have then three chances of triplets." """
    pair = next(cs for cs in groups.values() if len(cs) == 2)
    out, keep = _split(hand, pair)
    return DiscardAdvice(out, "peel-poker:p1", "with a pair, discard the remaining three cards", keep)


@implements("peel-poker:p2")
def _discard_with_triplets(
    hand: Sequence[Card], groups: dict[Rank, list[Card]], rules: HandRules, readings: MaximReadings
) -> DiscardAdvice:
    """Maxim p2: "With triplets discard one, your chance of getting fours is
    remote, and you leave your opponents in doubt as to whether you are not
    trying for a flush."  The higher odd card is kept; with
    ``triplets_discard=2`` both odd cards go."""
    three = next(cs for cs in groups.values() if len(cs) == 3)
    odd = _by_value([c for c in hand if c not in three], rules)
    if readings.triplets_discard == 2:
        out, keep = _split(hand, three)
        return DiscardAdvice(out, "peel-poker:p2", "triplets: discard both odd cards (reading triplets_discard=2)", keep)
    out, keep = _split(hand, (*three, odd[0]))
    return DiscardAdvice(
        out,
        "peel-poker:p2",
        "with triplets discard one: the draw of one leaves the table in doubt whether you try for a flush",
        keep,
    )


@implements("peel-poker:p4")
def _sequence_draw(hand: Sequence[Card], rules: HandRules, readings: MaximReadings) -> DiscardAdvice | None:
    """Maxim p4: "Never try for the completing card of a sequence.  If, for
    instance, you have 3, 4, 6, 7 and king, do not play--discarding the king
    on the chance of receiving a 5.  Throw up your hand."

    Returns the advice for a hand holding four cards of a sequence (and no
    pair), or ``None``.  Under the reading ``sequence_draws="open-ended"`` a
    four that two ranks complete may draw."""
    best: tuple[int, Card] | None = None
    for odd in hand:
        four = [c for c in hand if c is not odd]
        outs = _sequence_outs(four, rules)
        if outs and (best is None or len(outs) > best[0]):
            best = (len(outs), odd)
    if best is None:
        return None
    n_outs, odd = best
    out, keep = _split(hand, [c for c in hand if c is not odd])
    if readings.sequence_draws == "open-ended" and n_outs >= 2:
        return DiscardAdvice(
            out,
            "peel-poker:p4",
            "four in a row completed at either end: drawn to under the reading sequence_draws='open-ended'",
            keep,
        )
    kind = "inside" if n_outs == 1 else "open-ended"
    return DiscardAdvice(
        out,
        "peel-poker:p4",
        f"never try for the completing card of a sequence ({kind}, {4 * n_outs} cards in 47): throw up your hand",
        keep,
        play=False,
    )


@implements("peel-poker:p5")
def _discard_with_fours(hand: Sequence[Card], groups: dict[Rank, list[Card]]) -> DiscardAdvice:
    """Maxim p5: "With fours, discard the odd card, in order to mislead your
    opponents." """
    four = next(cs for cs in groups.values() if len(cs) == 4)
    out, keep = _split(hand, four)
    return DiscardAdvice(out, "peel-poker:p5", "with fours, discard the odd card, in order to mislead your opponents", keep)


@implements("peel-poker:p1", "peel-poker:p2", "peel-poker:p4", "peel-poker:p5")
def choose_discard(hand: Iterable[Card] | str, rules: HandRules | str = PEEL, readings: MaximReadings = PEEL_READINGS) -> DiscardAdvice:
    """The maxims' advice for a hand of five cards before the draw.

    In order: a hand that stands (sequence flush, full, flush, sequence)
    draws none; fours discard the odd card (p5); triplets discard one (p2);
    two pairs and four to a flush follow the readings (the maxims are
    silent); a pair discards the other three (p1) -- even when the other
    cards hold four to a flush or a sequence, since the maxim says "the
    remaining three"; four to a sequence is thrown up (p4); a hand with
    nothing follows the reading ``no_pair``."""
    rules = rules_for(rules)
    cards = _hand(hand)
    _readings(readings)
    cat = _category(cards, rules)
    advice = _choose(cards, cat, rules, readings)
    if cat >= PAIR:
        return replace(advice, kind=rules.category_name(cat))
    return advice


def _choose(cards: tuple[Card, ...], cat: int, rules: HandRules, readings: MaximReadings) -> DiscardAdvice:
    groups = _counts(cards)
    if cat in (SEQUENCE_FLUSH, SEQUENCE):
        return DiscardAdvice(
            (), "peel-poker:p4", "a sequence stands: 'with a sequence you may generally wait till your opponents think fit to see you'", cards
        )
    if cat in (FULL, FLUSH):
        name = rules.category_name(cat).lower()
        return DiscardAdvice((), None, f"a {name} stands pat (the maxims are silent: any discard would break it)", cards)
    if cat == FOURS:
        return _discard_with_fours(cards, groups)
    if cat == THREES:
        return _discard_with_triplets(cards, groups, rules, readings)
    if cat == TWO_PAIRS:
        if readings.two_pairs == "stand-pat":
            return DiscardAdvice((), None, "two pairs stand pat (reading two_pairs='stand-pat')", cards)
        odd = next(cs[0] for cs in groups.values() if len(cs) == 1)
        out, keep = _split(cards, [c for c in cards if c is not odd])
        return DiscardAdvice(out, None, "two pairs: discard the odd card and draw one for a full (the maxims are silent)", keep)
    if cat == PAIR:
        return _discard_with_pair(cards, groups)
    # No pair: four to a flush, four to a sequence, or nothing.
    by_suit: dict[Suit, list[Card]] = {}
    for c in cards:
        by_suit.setdefault(c.suit, []).append(c)
    four_flush = next((cs for cs in by_suit.values() if len(cs) == 4), None)
    if four_flush is not None:
        out, keep = _split(cards, four_flush)
        if readings.four_flush == "draw":
            return DiscardAdvice(
                out, None, "four to a flush: discard the odd card and draw one (9 cards in 47; the maxims are silent)",
                keep, kind=FOUR_FLUSH_KIND,
            )  # fmt: skip
        return DiscardAdvice(
            out, None, "four to a flush: throw up the hand (reading four_flush='pass', after maxim p4)", keep,
            play=False, kind=FOUR_FLUSH_KIND,
        )  # fmt: skip
    seq = _sequence_draw(cards, rules, readings)
    if seq is not None:
        return replace(seq, kind=FOUR_SEQUENCE_KIND)
    high = _by_value(cards, rules)[0]
    if readings.no_pair == "draw-five":
        return DiscardAdvice(cards, None, "nothing: draw five (reading no_pair='draw-five')", (), kind=NOTHING_KIND)
    out, keep = _split(cards, [high])
    play = readings.no_pair != "pass"
    reason = "nothing: keep the highest card and draw four"
    if not play:
        reason = "nothing: the maxims give no advice to play a hand without a pair; throw it up"
    return DiscardAdvice(out, None, reason, keep, play=play, kind=NOTHING_KIND)


# -- coming in ---------------------------------------------------------------


@dataclass(frozen=True)
class PlayDecision:
    """Whether to play a hand, with the law (a maxim or a law of the jack-pot)
    that decides and the reason.  True or false as the decision is."""

    play: bool
    law: str | None
    reason: str

    def __bool__(self) -> bool:
        return self.play


_JACKPOT_LAW = {Rank.KNAVE: "peel-poker:30", Rank.QUEEN: "peel-poker:31", Rank.KING: "peel-poker:32"}


@implements("peel-poker:30", "peel-poker:31", "peel-poker:32")
def jackpot_minimum_law(minimum: Rank | str) -> str:
    """The law that sets a jack-pot's minimum opener: two knaves (Rule 30), two
    queens (31), two kings (32, and for every later jack-pot in succession)."""
    rank = minimum if isinstance(minimum, Rank) else Rank.parse(str(minimum))
    if rank not in _JACKPOT_LAW:
        raise RuleSetError(f"a jack-pot is opened with two knaves, two queens or two kings, not two {rank.name_}s", "peel-poker:32")
    return _JACKPOT_LAW[rank]


def _at_least_pair_of(cards: Sequence[Card], minimum: Rank, rules: HandRules) -> bool:
    value = score(cards, rules)
    cat = category_of(value)
    if cat > PAIR:
        return True
    if cat < PAIR:
        return False
    order = _order(rules)
    pair_rank = next(r for r, cs in _counts(cards).items() if len(cs) == 2)
    return order[pair_rank] >= order[minimum]


@implements("peel-poker:p1", "peel-poker:p4", "peel-poker:30", "peel-poker:31", "peel-poker:32")
def should_play(
    hand: Iterable[Card] | str,
    rules: HandRules | str = PEEL,
    jackpot_minimum: Rank | str | None = None,
    *,
    opening: bool = True,
    readings: MaximReadings = PEEL_READINGS,
) -> PlayDecision:
    """Whether the maxims (and, in a jack-pot, Rules 30-32) let the hand come in.

    ``jackpot_minimum`` is the pair a jack-pot needs to be opened (knave,
    queen or king); it binds only the player who opens (``opening=True``):
    the laws limit who may open a jack-pot, not who may make good after.
    Then the discard advice decides (:func:`choose_discard`): a hand whose
    advice is to throw it up (four to a sequence, p4; nothing) does not play;
    a pair plays if at least ``readings.pair_minimum`` (p1: "if you decide
    to play")."""
    rules = rules_for(rules)
    cards = _hand(hand)
    _readings(readings)
    if jackpot_minimum is not None and opening:
        minimum = jackpot_minimum if isinstance(jackpot_minimum, Rank) else Rank.parse(str(jackpot_minimum))
        law = jackpot_minimum_law(minimum)
        if not _at_least_pair_of(cards, minimum, rules):
            return PlayDecision(False, law, f"a jack-pot is not opened with less than two {minimum.name_}s")
    advice = choose_discard(cards, rules, readings)
    if not advice.play:
        return PlayDecision(False, advice.law, advice.reason)
    if readings.pair_minimum is not None and _category(cards, rules) == PAIR:
        if not _at_least_pair_of(cards, readings.pair_minimum, rules):
            return PlayDecision(
                False, "peel-poker:p1", f"a pair below two {readings.pair_minimum.name_}s is not played (reading pair_minimum)"
            )
    return PlayDecision(True, advice.law, advice.reason)


@implements("peel-poker:p3", "peel-poker:p6")
def should_see(
    hand: Iterable[Card] | str,
    rules: HandRules | str = PEEL,
    rng: random.Random | None = None,
    readings: MaximReadings = PEEL_READINGS,
) -> PlayDecision:
    """After the draw, facing a bet: see it (call) or pass?

    Maxim p3: "With triplets you may generally risk *seeing* your opponent":
    threes or better see.  Maxim p6: "Be content to pass sometimes with the
    better hand ... since it costs less than the habit of calling": with a
    hand that would see, the player passes with chance
    ``readings.pass_with_better`` (drawn from ``rng``, so a seeded game
    replays), but never with fours or better (p5: "justified in staking as
    much as possible upon it").  Two pairs see; a pair or less passes."""
    rules = rules_for(rules)
    cards = _hand(hand)
    cat = _category(cards, rules)
    if cat >= FOURS:
        return PlayDecision(True, "peel-poker:p5", "fours or better: stake as much as possible")
    if cat < TWO_PAIRS:
        return PlayDecision(False, None, "a pair or less does not see a bet (editorial reading: p3 puts the line at triplets)")
    if rng is not None and readings.pass_with_better and rng.random() < readings.pass_with_better:
        return PlayDecision(False, "peel-poker:p6", "be content to pass sometimes with the better hand")
    if cat >= THREES:
        return PlayDecision(True, "peel-poker:p3", "with triplets you may generally risk seeing your opponent")
    return PlayDecision(True, None, "two pairs see a bet (editorial reading: one step below p3's triplets)")


def discard_census(rules: HandRules | str = PEEL, readings: MaximReadings = PEEL_READINGS) -> dict[tuple[str, int | None], int]:
    """Every hand of the pack as dealt, sorted by what the maxims do with it.

    Returns ``(kind, cards drawn)`` -> number of hands among the 2,598,960,
    with ``None`` for a hand thrown up.  Hands are grouped by their ranks
    and by the pattern of their suits (all of one suit; four of one suit,
    the odd card at each place; no four alike), so that :func:`choose_discard`
    runs once per group (some 13,000 times) and the group's size is counted
    exactly."""
    rules = rules_for(rules)
    _readings(readings)
    ranks = rules.pack_ranks
    suits = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    out: dict[tuple[str, int | None], int] = {}

    def add(hand: tuple[Card, ...], ways: int) -> None:
        d = choose_discard(hand, rules, readings)
        key = (d.kind, d.count if d.play else None)
        out[key] = out.get(key, 0) + ways

    for chosen in itertools.combinations_with_replacement(ranks, 5):
        counts: dict[Rank, int] = {}
        for r in chosen:
            counts[r] = counts.get(r, 0) + 1
        if max(counts.values()) > 4:
            continue
        if len(counts) < 5:
            # A pair or more: no flush; suits do not change the advice.
            hand = tuple(Card(r, suits[i]) for r, k in counts.items() for i in range(k))
            ways = 1
            for k in counts.values():
                ways *= comb(4, k)
            add(hand, ways)
            continue
        rs = list(chosen)
        n_suits = len(suits)
        add(tuple(Card(r, Suit.SPADES) for r in rs), n_suits)  # a flush
        for odd in range(5):  # four of one suit, the odd card of another suit
            add(tuple(Card(r, Suit.HEARTS if i == odd else Suit.SPADES) for i, r in enumerate(rs)), n_suits * (n_suits - 1))
        mixed = n_suits**5 - n_suits - 5 * n_suits * (n_suits - 1)
        add(tuple(Card(r, (Suit.SPADES, Suit.SPADES, Suit.HEARTS, Suit.HEARTS, Suit.DIAMONDS)[i]) for i, r in enumerate(rs)), mixed)
    return out


