"""Computer players that follow Peel's maxims, and the exact odds behind each maxim.

Before his Rules of Draw Poker, W. H. Peel gives seven maxims on discarding and
play (``peel-poker:p1`` ... ``p7``).  This module carries them out:

* :func:`choose_discard` -- which cards to throw away (or whether to throw up
  the hand), with the maxim that decides and the reason;
* :func:`should_play` -- whether to come into the game at all, under the
  maxims and, in a jack-pot, the minimum hand of laws 30-32;
* :func:`draw_odds`, :func:`dealt_odds`, :func:`beat_odds` -- exact
  probabilities (:class:`fractions.Fraction`) by enumeration of the unseen
  cards; :func:`discard_census` -- every dealt hand sorted by what the maxims
  do with it; and :func:`maxim_tables`, the tables printed on the page "The odds
  behind Peel's maxims" (``source/census/maxims.md``);
* :class:`PeelComputerPlayer` -- a seeded, deterministic policy for the
  engine (:mod:`games.poker.engine`) that antes, opens, discards, bets and
  passes as the maxims say, and never borrows.

Where the maxims are silent (four to a flush, two pairs, a hand with nothing)
or can be read in more than one way (does maxim p4 forbid an open-ended
sequence draw as well as Peel's inside one?), :class:`MaximReadings` names
the readings; :data:`PEEL_READINGS` holds the edition's choices.

How the odds are exact: a player sees his own five cards; the other
forty-seven are, to him, equally likely to be any of them, so a draw of ``n``
cards is one of ``C(47, n)`` equally likely sets.  For ``n <= 3`` every set is
scored (``C(47, 3) = 16,215``); for ``n = 4`` or ``5`` the sets are grouped by
their multiset of ranks (at most 6,188 groups), each group's size is a
product of binomials, and only the suits that can matter (a flush, or the
hearts of law 70 between equal sequences) are enumerated.  Both methods give
the same numbers (the tests check it).  Hands are scored by
:func:`games.poker.hands.score`, the same evaluator the engine uses.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, replace
from fractions import Fraction
from math import comb
from typing import Any, Callable, Iterable, Iterator, Sequence

from games.cards import Card, Rank, Suit, format_cards, parse_cards, standard_pack
from games.errors import IllegalActionError, InvalidCardError, RuleSetError
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
    PeelRules,
    category_of,
    rules_for,
    score,
)

__all__ = [
    "MAXIMS",
    "MaximReadings",
    "PEEL_READINGS",
    "Discard",
    "PlayDecision",
    "choose_discard",
    "should_play",
    "should_see",
    "jackpot_minimum_law",
    "draw_odds",
    "discard_odds",
    "dealt_odds",
    "beat_odds",
    "OddsRow",
    "OddsTable",
    "maxim_tables",
    "odds_against",
    "discard_census",
    "Choice",
    "PeelComputerPlayer",
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
class MaximReadings:
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
    any pair.  A jack-pot's minimum (laws 30-32) applies in any case.

    ``pass_with_better`` -- maxim p6, "Be content to pass sometimes with the
    better hand": the chance (a fraction) that the player declines to call a
    bet when his hand would otherwise call.  Default 1/8.

    ``bluff`` -- the chance that the player bets with a hand that would not
    otherwise bet (the "bounded random element").  Default 1/20.
    """

    triplets_discard: int = 1
    sequence_draws: str = "never"
    four_flush: str = "draw"
    two_pairs: str = "draw-one"
    no_pair: str = "pass"
    pair_minimum: Rank | None = None
    pass_with_better: Fraction = Fraction(1, 8)
    bluff: Fraction = Fraction(1, 20)

    def __post_init__(self) -> None:
        for name, allowed in (
            ("triplets_discard", TRIPLETS_DISCARDS),
            ("sequence_draws", SEQUENCE_DRAWS),
            ("four_flush", FOUR_FLUSH),
            ("two_pairs", TWO_PAIRS_PLAY),
            ("no_pair", NO_PAIR_PLAY),
        ):
            if getattr(self, name) not in allowed:
                raise RuleSetError(
                    f"MaximReadings.{name} = {getattr(self, name)!r}: choose one of {', '.join(map(str, allowed))}"
                )
        if self.pair_minimum is not None and not isinstance(self.pair_minimum, Rank):
            object.__setattr__(self, "pair_minimum", Rank.parse(str(self.pair_minimum)))
        for name in ("pass_with_better", "bluff"):
            value = Fraction(getattr(self, name))
            if not 0 <= value <= Fraction(1, 2):
                raise RuleSetError(f"MaximReadings.{name} = {value}: a chance between 0 and 1/2")
            object.__setattr__(self, name, value)


#: The edition's readings of the maxims.
PEEL_READINGS = MaximReadings()


# -- helpers ------------------------------------------------------------------


def _hand(cards: Iterable[Card] | str, n: int | None = 5) -> tuple[Card, ...]:
    hand = parse_cards(cards) if isinstance(cards, str) else parse_cards(tuple(cards))
    if n is not None and len(hand) != n:
        raise InvalidCardError(f"a Poker hand is five cards, not {len(hand)}", "peel-poker:7")
    return hand


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
    from games.poker.hands import sequence_windows

    return sequence_windows(rules)


# -- the discard --------------------------------------------------------------

FOUR_FLUSH_KIND = "Four to a flush"
FOUR_SEQUENCE_KIND = "Four to a sequence"
NOTHING_KIND = "Nothing"


@dataclass(frozen=True)
class Discard:
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
        """How many cards to draw (law 36: as many as are discarded)."""
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
def _discard_with_pair(hand: Sequence[Card], groups: dict[Rank, list[Card]]) -> Discard:
    """Maxim p1: "With a pair, if you decide to play, discard the remaining
    three cards.  You have then three chances of triplets." """
    pair = next(cs for cs in groups.values() if len(cs) == 2)
    out, keep = _split(hand, pair)
    return Discard(out, "peel-poker:p1", "with a pair, discard the remaining three cards", keep)


@implements("peel-poker:p2")
def _discard_with_triplets(
    hand: Sequence[Card], groups: dict[Rank, list[Card]], rules: HandRules, readings: MaximReadings
) -> Discard:
    """Maxim p2: "With triplets discard one, your chance of getting fours is
    remote, and you leave your opponents in doubt as to whether you are not
    trying for a flush."  The higher odd card is kept; with
    ``triplets_discard=2`` both odd cards go."""
    three = next(cs for cs in groups.values() if len(cs) == 3)
    odd = _by_value([c for c in hand if c not in three], rules)
    if readings.triplets_discard == 2:
        out, keep = _split(hand, three)
        return Discard(out, "peel-poker:p2", "triplets: discard both odd cards (reading triplets_discard=2)", keep)
    out, keep = _split(hand, (*three, odd[0]))
    return Discard(
        out,
        "peel-poker:p2",
        "with triplets discard one: the draw of one leaves the table in doubt whether you try for a flush",
        keep,
    )


@implements("peel-poker:p4")
def _sequence_draw(hand: Sequence[Card], rules: HandRules, readings: MaximReadings) -> Discard | None:
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
        return Discard(
            out,
            "peel-poker:p4",
            "four in a row completed at either end: drawn to under the reading sequence_draws='open-ended'",
            keep,
        )
    kind = "inside" if n_outs == 1 else "open-ended"
    return Discard(
        out,
        "peel-poker:p4",
        f"never try for the completing card of a sequence ({kind}, {4 * n_outs} cards in 47): throw up your hand",
        keep,
        play=False,
    )


@implements("peel-poker:p5")
def _discard_with_fours(hand: Sequence[Card], groups: dict[Rank, list[Card]]) -> Discard:
    """Maxim p5: "With fours, discard the odd card, in order to mislead your
    opponents." """
    four = next(cs for cs in groups.values() if len(cs) == 4)
    out, keep = _split(hand, four)
    return Discard(out, "peel-poker:p5", "with fours, discard the odd card, in order to mislead your opponents", keep)


@implements("peel-poker:p1", "peel-poker:p2", "peel-poker:p4", "peel-poker:p5")
def choose_discard(hand: Iterable[Card] | str, rules: HandRules | str = PEEL, readings: MaximReadings = PEEL_READINGS) -> Discard:
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
    cat = _category(cards, rules)
    advice = _choose(cards, cat, rules, readings)
    if cat >= PAIR:
        return replace(advice, kind=rules.category_name(cat))
    return advice


def _choose(cards: tuple[Card, ...], cat: int, rules: HandRules, readings: MaximReadings) -> Discard:
    groups = _counts(cards)
    if cat in (SEQUENCE_FLUSH, SEQUENCE):
        return Discard(
            (), "peel-poker:p4", "a sequence stands: 'with a sequence you may generally wait till your opponents think fit to see you'", cards
        )
    if cat in (FULL, FLUSH):
        name = rules.category_name(cat).lower()
        return Discard((), None, f"a {name} stands pat (the maxims are silent: any discard would break it)", cards)
    if cat == FOURS:
        return _discard_with_fours(cards, groups)
    if cat == THREES:
        return _discard_with_triplets(cards, groups, rules, readings)
    if cat == TWO_PAIRS:
        if readings.two_pairs == "stand-pat":
            return Discard((), None, "two pairs stand pat (reading two_pairs='stand-pat')", cards)
        odd = next(cs[0] for cs in groups.values() if len(cs) == 1)
        out, keep = _split(cards, [c for c in cards if c is not odd])
        return Discard(out, None, "two pairs: discard the odd card and draw one for a full (the maxims are silent)", keep)
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
            return Discard(
                out, None, "four to a flush: discard the odd card and draw one (9 cards in 47; the maxims are silent)",
                keep, kind=FOUR_FLUSH_KIND,
            )  # fmt: skip
        return Discard(
            out, None, "four to a flush: throw up the hand (reading four_flush='pass', after maxim p4)", keep,
            play=False, kind=FOUR_FLUSH_KIND,
        )  # fmt: skip
    seq = _sequence_draw(cards, rules, readings)
    if seq is not None:
        return replace(seq, kind=FOUR_SEQUENCE_KIND)
    high = _by_value(cards, rules)[0]
    if readings.no_pair == "draw-five":
        return Discard(cards, None, "nothing: draw five (reading no_pair='draw-five')", (), kind=NOTHING_KIND)
    out, keep = _split(cards, [high])
    play = readings.no_pair != "pass"
    reason = "nothing: keep the highest card and draw four"
    if not play:
        reason = "nothing: the maxims give no advice to play a hand without a pair; throw it up"
    return Discard(out, None, reason, keep, play=play, kind=NOTHING_KIND)


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
    """The law that sets a jack-pot's minimum opener: two knaves (law 30), two
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
    """Whether the maxims (and, in a jack-pot, laws 30-32) let the hand come in.

    ``jackpot_minimum`` is the pair a jack-pot needs to be opened (knave,
    queen or king); it binds only the player who opens (``opening=True``):
    the laws limit who may open a jack-pot, not who may make good after.
    Then the discard advice decides (:func:`choose_discard`): a hand whose
    advice is to throw it up (four to a sequence, p4; nothing) does not play;
    a pair plays if at least ``readings.pair_minimum`` (p1: "if you decide
    to play")."""
    rules = rules_for(rules)
    cards = _hand(hand)
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


# -- exact odds ------------------------------------------------------------------


def _unseen(seen: Iterable[Card], rules: HandRules) -> tuple[Card, ...]:
    from games.cards import sixty_card_pack

    pack = sixty_card_pack() if rules.pack == "sixty" else standard_pack()
    seen = set(seen)
    return tuple(c for c in pack if c not in seen)


def _completions_enumerate(kept: tuple[Card, ...], n: int, unseen: Sequence[Card], rules: HandRules) -> Iterator[tuple[int, int]]:
    for extra in itertools.combinations(unseen, n):
        yield score(kept + extra, rules), 1


def _completions_by_rank(kept: tuple[Card, ...], n: int, unseen: Sequence[Card], rules: HandRules) -> Iterator[tuple[int, int]]:
    """Every ``n``-card set of ``unseen``, grouped by the multiset of its ranks.

    A group whose hand holds two cards of a rank can be neither a flush nor a
    sequence, and its score depends on the ranks alone: one representative
    is scored and counts for the whole group (a product of binomials).
    Otherwise the five ranks differ: the sets all of the kept cards' suit
    are flushes, scored one suit at a time; the rest are scored by one
    representative -- except sequences, whose hearts may decide a tie (law
    70), which are scored set by set."""
    avail: dict[Rank, list[Card]] = {}
    for c in unseen:
        avail.setdefault(c.rank, []).append(c)
    ranks = [r for r in rules.pack_ranks if r in avail]
    kept_ranks = {c.rank for c in kept}
    kept_suits = {c.suit for c in kept}
    distinct_kept = len(kept_ranks) == len(kept)
    suits_for_flush = list(kept_suits) if len(kept_suits) == 1 else (list(Suit) if not kept else [])

    def rec(i: int, left: int, chosen: list[tuple[Rank, int]]) -> Iterator[list[tuple[Rank, int]]]:
        if left == 0:
            yield chosen
            return
        if i == len(ranks):
            return
        r = ranks[i]
        for k in range(min(left, len(avail[r])), -1, -1):
            if k:
                chosen.append((r, k))
            yield from rec(i + 1, left - k, chosen)
            if k:
                chosen.pop()

    for chosen in rec(0, n, []):
        ways = 1
        for r, k in chosen:
            ways *= comb(len(avail[r]), k)
        all_distinct = distinct_kept and all(k == 1 for _, k in chosen) and not (kept_ranks & {r for r, _ in chosen})
        if not all_distinct:
            rep = kept + tuple(c for r, k in chosen for c in avail[r][:k])
            yield score(rep, rules), ways
            continue
        flush_sets = []
        for s in suits_for_flush:
            cards = []
            for r, _ in chosen:
                card = next((c for c in avail[r] if c.suit is s), None)
                if card is None:
                    break
                cards.append(card)
            else:
                flush_sets.append(tuple(cards))
        for fs in flush_sets:
            yield score(kept + fs, rules), 1
        rest = ways - len(flush_sets)
        if not rest:
            continue
        flush_keys = {frozenset(fs) for fs in flush_sets}
        pools = [avail[r] for r, _ in chosen]
        first = None
        for combo in itertools.product(*pools):
            if frozenset(combo) not in flush_keys:
                first = combo
                break
        assert first is not None
        value = score(kept + first, rules)
        if category_of(value) == SEQUENCE and rules.sequence_hearts != "no-effect":
            for combo in itertools.product(*pools):
                if frozenset(combo) not in flush_keys:
                    yield score(kept + combo, rules), 1
        else:
            yield value, rest


def _completions(
    kept: Iterable[Card], n_draw: int, rules: HandRules, dead: Iterable[Card], method: str
) -> Iterator[tuple[int, int]]:
    kept = tuple(kept)
    dead = tuple(dead)
    if len(set(kept + dead)) != len(kept + dead):
        parse_cards(kept + dead)  # names the card given twice
    if not isinstance(n_draw, int) or n_draw < 0 or len(kept) + n_draw != 5:
        raise IllegalActionError(
            f"keeping {len(kept)} cards and drawing {n_draw!r} does not make a hand of five (law 36)", "peel-poker:36"
        )
    unseen = _unseen(kept + dead, rules)
    if method == "auto":
        method = "enumerate" if n_draw <= 3 else "ranks"
    if method == "enumerate":
        return _completions_enumerate(kept, n_draw, unseen, rules)
    if method == "ranks":
        return _completions_by_rank(kept, n_draw, unseen, rules)
    raise RuleSetError(f"method {method!r}: choose 'auto', 'enumerate' or 'ranks'")


def draw_odds(
    kept: Iterable[Card] | str,
    n_draw: int,
    rules: HandRules | str = PEEL,
    *,
    dead: Iterable[Card] | str = (),
    method: str = "auto",
) -> dict[str, Fraction]:
    """The exact chance of each class of hand after keeping ``kept`` and
    drawing ``n_draw`` cards from the unseen ones.

    The unseen cards are the pack less ``kept`` and ``dead`` (the cards the
    player has seen: his discards).  Returns the classes in the book's order,
    highest first, each with a :class:`~fractions.Fraction` (zero included);
    they sum to 1.  ``method``: ``"enumerate"`` scores every set of drawn
    cards, ``"ranks"`` groups them by ranks (fast for 4 or 5 cards);
    ``"auto"`` enumerates up to 3 cards."""
    rules = rules_for(rules)
    kept = parse_cards(kept) if isinstance(kept, str) else tuple(kept)
    dead = parse_cards(dead) if isinstance(dead, str) else tuple(dead)
    counts = [0] * 9
    total = 0
    for value, ways in _completions(kept, n_draw, rules, dead, method):
        counts[category_of(value)] += ways
        total += ways
    return {rules.category_name(cat): Fraction(counts[cat], total) for cat in range(8, -1, -1)}


def discard_odds(
    hand: Iterable[Card] | str, discard: Iterable[Card] | str, rules: HandRules | str = PEEL, *, method: str = "auto"
) -> dict[str, Fraction]:
    """:func:`draw_odds` for a hand of five and the cards discarded from it:
    the discards are known to the player and cannot come back (law 37)."""
    cards = _hand(hand)
    out = parse_cards(discard) if isinstance(discard, str) else tuple(discard)
    if not set(out) <= set(cards):
        raise IllegalActionError("a player can discard only cards of his own hand", "peel-poker:36")
    kept = tuple(c for c in cards if c not in out)
    return draw_odds(kept, len(out), rules, dead=out, method=method)


def dealt_odds(
    rules: HandRules | str = PEEL, *, dead: Iterable[Card] | str = (), method: str = "ranks"
) -> dict[str, Fraction]:
    """The exact chance that a hand dealt from the pack less ``dead`` (e.g.
    one opponent's hand, seen from a player who holds ``dead``) is of each
    class."""
    return draw_odds((), 5, rules, dead=dead, method=method)


def beat_odds(hand: Iterable[Card] | str, rules: HandRules | str = PEEL, *, method: str = "ranks") -> dict[str, Fraction]:
    """Against one opponent's hand dealt from the other 47 cards: the exact
    chance that it is ``"better"``, ``"equal"`` (law 76) or ``"worse"``
    than ``hand``.  ``method="enumerate"`` scores all 1,533,939 hands (about
    a second); the default groups them by ranks."""
    rules = rules_for(rules)
    cards = _hand(hand)
    mine = score(cards, rules)
    better = equal = total = 0
    for value, ways in _completions((), 5, rules, cards, method):
        total += ways
        if value > mine:
            better += ways
        elif value == mine:
            equal += ways
    return {
        "better": Fraction(better, total),
        "equal": Fraction(equal, total),
        "worse": Fraction(total - better - equal, total),
    }


def discard_census(rules: HandRules | str = PEEL, readings: MaximReadings = PEEL_READINGS) -> dict[tuple[str, int | None], int]:
    """Every hand of the pack as dealt, sorted by what the maxims do with it.

    Returns ``(kind, cards drawn)`` -> number of hands among the 2,598,960,
    with ``None`` for a hand thrown up.  Hands are grouped by their ranks
    and by the pattern of their suits (all of one suit; four of one suit,
    the odd card at each place; no four alike), so that :func:`choose_discard`
    runs once per group (some 13,000 times) and the group's size is counted
    exactly."""
    rules = rules_for(rules)
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


# -- the tables of the maxims ---------------------------------------------------------


def odds_against(p: Fraction) -> str:
    """A chance as the books give it: ``"43 to 4 against"``, ``"3 to 1 on"``,
    ``"evens"``, ``"certain"``, ``"impossible"``."""
    p = Fraction(p)
    if p <= 0:
        return "impossible"
    if p >= 1:
        return "certain"
    against = (1 - p) / p
    if against == 1:
        return "evens"
    if against > 1:
        ratio = against
        word = "against"
    else:
        ratio = 1 / against
        word = "on"
    a, b = ratio.numerator, ratio.denominator
    if b == 1:
        return f"{a} to 1 {word}"
    return f"{a} to {b} {word} ({float(ratio):.2f} to 1)"


@dataclass(frozen=True)
class OddsRow:
    """One line of a table: what happens, and its exact chance."""

    label: str
    chance: Fraction
    note: str = ""

    @property
    def percent(self) -> str:
        """The chance as a percentage to two decimals (``"8.51%"``)."""
        pct = float(self.chance) * 100
        if 0 < pct < 0.1:
            return f"{pct:.2g}%"
        return f"{pct:.2f}%"

    @property
    def against(self) -> str:
        """The chance as odds (:func:`odds_against`)."""
        return odds_against(self.chance)


@dataclass(frozen=True)
class OddsTable:
    """A table of the odds behind one maxim (``law``): a title, the hand it is
    worked for, the rows, and a note on what they show."""

    law: str
    title: str
    hand: str
    rows: tuple[OddsRow, ...]
    note: str = ""


def _rows(odds: dict[str, Fraction], unchanged: str | None = None) -> list[OddsRow]:
    """One row per class with a chance; ``unchanged`` (the class held
    before the draw) is labelled "no improvement"."""
    return [OddsRow(f"{name} (no improvement)" if name == unchanged else name, p) for name, p in odds.items() if p]


def _cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def _at_least(odds: dict[str, Fraction], rules: HandRules, category: int) -> Fraction:
    names = [rules.category_name(c) for c in range(category, 9)]
    return sum((odds[n] for n in names), Fraction(0))


@implements("peel-poker:p1")
def pair_tables(rules: HandRules | str = PEEL) -> list[OddsTable]:
    """Maxim p1: a pair drawing three -- the classes after the draw, "three
    chances of triplets" read three ways, and the kicker kept for comparison."""
    rules = rules_for(rules)
    hand = _cards("JS JH 9D 5C 2H")
    odds = discard_odds(hand, "9D 5C 2H", rules)
    trips_up = _at_least(odds, rules, THREES)
    improved = _at_least(odds, rules, TWO_PAIRS)
    main = OddsTable(
        "peel-poker:p1",
        "A pair drawing three",
        "JS JH 9D 5C 2H: keep the knaves, discard 9D 5C 2H",
        tuple(_rows(odds, rules.category_name(PAIR)))
        + (OddsRow("Improved (two pairs or better)", improved), OddsRow("Triplets or better", trips_up)),
        "Any pair gives the same figures: with a pair kept no flush or sequence can be made.",
    )
    one_card = Fraction(2, 47)
    at_least_one = 1 - Fraction(comb(45, 3), comb(47, 3))
    readings = OddsTable(
        "peel-poker:p1",
        "\"Three chances of triplets\"",
        "the same hand",
        (
            OddsRow("Three draws, each with 2 knaves in 47 (3 x 2/47)", 3 * one_card, "the arithmetic the phrase suggests"),
            OddsRow("At least one knave among the three cards", at_least_one, "1 - C(45,3)/C(47,3)"),
            OddsRow("Triplets or better, by every way", trips_up, "exact: threes, full or fours"),
        ),
        f"Peel's phrase is close to the truth: 6/47 overstates the exact chance by {3 * one_card - trips_up} "
        f"({float(3 * one_card - trips_up) * 100:.3f} of a percentage point).",
    )
    kicker = discard_odds(hand, "5C 2H", rules)
    compare = OddsTable(
        "peel-poker:p1",
        "For comparison: the pair with a kicker, drawing two",
        "JS JH 9D 5C 2H: keep the knaves and the nine, discard 5C 2H",
        tuple(_rows(kicker, rules.category_name(PAIR)))
        + (
            OddsRow("Improved (two pairs or better)", _at_least(kicker, rules, TWO_PAIRS)),
            OddsRow("Triplets or better", _at_least(kicker, rules, THREES)),
        ),
        "Keeping a kicker gives fewer triplets: the maxim's draw of three is the better one for triplets.",
    )
    return [main, readings, compare]


@implements("peel-poker:p2")
def triplets_tables(rules: HandRules | str = PEEL) -> list[OddsTable]:
    """Maxim p2: triplets drawing one (Peel) against drawing two."""
    rules = rules_for(rules)
    hand = _cards("7S 7H 7D KC 2H")
    one = discard_odds(hand, "2H", rules)
    two = discard_odds(hand, "KC 2H", rules)
    tables = []
    for title, odds, what in (
        ("Triplets drawing one (the maxim)", one, "7S 7H 7D KC 2H: discard 2H"),
        ("Triplets drawing two (for comparison)", two, "7S 7H 7D KC 2H: discard KC 2H"),
    ):
        tables.append(
            OddsTable(
                "peel-poker:p2",
                title,
                what,
                tuple(_rows(odds, rules.category_name(THREES)))
                + (OddsRow("Improved (full or fours)", _at_least(odds, rules, FULL)),),
            )
        )
    tables[0] = replace(
        tables[0],
        note="\"Your chance of getting fours is remote\": one card in 47. The draw of one costs a little: "
        "drawing two doubles the chance of fours and improves more often.",
    )
    census = discard_census(rules)
    one_card = {kind: n for (kind, drawn), n in census.items() if drawn == 1}
    total = sum(one_card.values())
    doubt = OddsTable(
        "peel-poker:p2",
        "What a draw of one card may hide",
        "every hand of the pack as dealt, discarded as the maxims and the edition's readings advise",
        tuple(OddsRow(kind, Fraction(n, total)) for kind, n in sorted(one_card.items(), key=lambda kv: -kv[1])),
        f"Of the {sum(census.values()):,} hands, {total:,} draw one card, and only "
        f"{one_card.get(rules.category_name(THREES), 0):,} of them hold triplets: an opponent who sees one card "
        "drawn is left in doubt.",
    )
    tables.append(doubt)
    return tables


@implements("peel-poker:p3")
def seeing_tables(rules: HandRules | str = PEEL) -> list[OddsTable]:
    """Maxim p3: how often one opponent's dealt hand beats triplets."""
    rules = rules_for(rules)
    order = sorted(rules.tables.order, key=rules.tables.order.get)
    low, high = order[0], order[-1]
    others = [r for r in order if r not in (low, high)]
    suits = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
    rows = []
    for r in (low, high):
        kick = [o for o in others if o != r][:2]
        hand = tuple(Card(r, s) for s in suits) + (Card(kick[-1], Suit.CLUBS), Card(kick[0], Suit.HEARTS))
        b = beat_odds(hand, rules)
        rows.append(OddsRow(f"Threes of {r.name_}s ({format_cards(hand)}): an opponent holds better", b["better"]))
    return [
        OddsTable(
            "peel-poker:p3",
            "Triplets against one opponent's hand as dealt",
            f"the lowest and the highest triplets under these rules ({low.name_}s and {high.name_}s)",
            tuple(rows),
            "Before the draw; each opponent improves by drawing, and each further opponent is a further risk.",
        )
    ]


@implements("peel-poker:p4")
def sequence_tables(rules: HandRules | str = PEEL) -> list[OddsTable]:
    """Maxim p4: Peel's example (3, 4, 6, 7 and king) and the four-card
    sequences law 71 allows."""
    rules = rules_for(rules)
    hand = _cards("3S 4H 6D 7C KH")
    example = discard_odds(hand, "KH", rules)
    main = OddsTable(
        "peel-poker:p4",
        "Peel's example: 3, 4, 6, 7 and king, discarding the king",
        "3S 4H 6D 7C KH: discard KH",
        tuple(_rows(example)),
        "Only a five completes the sequence: four cards in 47.",
    )
    american = replace(rules, ace_in_sequence="begin-or-end") if isinstance(rules, PeelRules) else rules
    draws = [
        ("Inside: 3 4 _ 6 7 (Peel's example)", "3S 4H 6D 7C", "KH", rules),
        ("Open at both ends: 4 5 6 7", "4S 5H 6D 7C", "KH", rules),
        ("A 2 3 4: the ace only begins a sequence (law 71)", "AS 2H 3D 4C", "9H", rules),
        ("10 J Q K: no ace after the king (law 71)", "10S JH QD KC", "2H", rules),
        ("10 J Q K with the footnote's American ace", "10S JH QD KC", "2H", american),
    ]
    rows = []
    for label, kept, out, r in draws:
        odds = draw_odds(_cards(kept), 1, r, dead=_cards(out))
        rows.append(OddsRow(label, odds[r.category_name(SEQUENCE)] + odds[r.category_name(SEQUENCE_FLUSH)]))
    kinds = OddsTable(
        "peel-poker:p4",
        "Four cards of a sequence, drawing one: the chance of the sequence",
        "four cards of mixed suits, the fifth discarded",
        tuple(rows),
        "Under law 71 a four-card run that includes the ace or the king is completed at one end only.",
    )
    return [main, kinds]


@implements("peel-poker:p5")
def fours_tables(rules: HandRules | str = PEEL) -> list[OddsTable]:
    """Maxim p5: fours discarding the odd card; how seldom fours come."""
    rules = rules_for(rules)
    hand = _cards("9S 9H 9D 9C 3H")
    odds = discard_odds(hand, "3H", rules)
    draw = OddsTable(
        "peel-poker:p5",
        "Fours discarding the odd card",
        "9S 9H 9D 9C 3H: discard 3H",
        tuple(_rows(odds)),
        "Nothing to gain and nothing to lose: fours are compared by the four cards alone (law 67), "
        "and no sequence flush can be made; the discard is made only \"to mislead your opponents\".",
    )
    dealt = dealt_odds(rules)
    fours = dealt[rules.category_name(FOURS)]
    sflush = dealt[rules.category_name(SEQUENCE_FLUSH)]
    seldom = OddsTable(
        "peel-poker:p5",
        "\"This hand, or anything better, so seldom comes to a player\"",
        "a hand as dealt from the full pack",
        (
            OddsRow(rules.category_name(FOURS), fours),
            OddsRow(rules.category_name(SEQUENCE_FLUSH), sflush),
            OddsRow("Fours or better", fours + sflush),
        ),
    )
    return [draw, seldom]


@implements("peel-poker:p6")
def pass_tables(rules: HandRules | str = PEEL) -> list[OddsTable]:
    """Maxim p6: how often some middling hands are the better hand against
    one opponent, as dealt."""
    rules = rules_for(rules)
    rows = []
    for label, text in (
        ("Two knaves, the least that opens a jack-pot (law 30)", "JS JH 9D 5C 2H"),
        ("Two kings", "KS KH 9D 5C 2H"),
        ("Two pairs, knaves and twos", "JS JH 2D 2C 5H"),
    ):
        b = beat_odds(_cards(text), rules)
        rows.append(OddsRow(f"{label} ({text}): the better hand", b["worse"]))
    return [
        OddsTable(
            "peel-poker:p6",
            "How often a hand is the better hand against one opponent, as dealt",
            "three hands",
            tuple(rows),
            "Even two knaves, the least hand that may open a jack-pot, is the better of two hands as dealt "
            "far more often than not; the maxim does not say that the better hand loses, but that calling "
            "every time costs more than passing now and then.",
        )
    ]


_TABLE_MAKERS: dict[str, Callable[[HandRules], list[OddsTable]]] = {
    "peel-poker:p1": pair_tables,
    "peel-poker:p2": triplets_tables,
    "peel-poker:p3": seeing_tables,
    "peel-poker:p4": sequence_tables,
    "peel-poker:p5": fours_tables,
    "peel-poker:p6": pass_tables,
}


def maxim_tables(law: str, rules: HandRules | str = PEEL) -> list[OddsTable]:
    """The tables of exact odds behind maxim ``law`` (``"peel-poker:p1"`` ...
    ``"p6"``; ``"p1"`` is accepted).  Maxim p7 rests on no odds."""
    key = law if ":" in law else f"peel-poker:{law}"
    if key not in _TABLE_MAKERS:
        raise RuleSetError(f"no odds are worked for {law!r}: choose one of {', '.join(_TABLE_MAKERS)}")
    return _TABLE_MAKERS[key](rules_for(rules))


# -- the computer player ----------------------------------------------------------------


@dataclass(frozen=True)
class Choice:
    """An action of the computer player, with the law (a maxim, or a law of
    the game) behind it and the reason in words, for a widget to show."""

    action: Any
    law: str | None
    reason: str


def _stake_actions(legal: Sequence[Any]) -> dict[int, Any]:
    from games.poker.engine import Stake

    return {a.amount: a for a in legal if isinstance(a, Stake)}


class PeelComputerPlayer:
    """A computer player that follows Peel's maxims, for the engine
    (:class:`games.poker.engine.Game`).

    ``seed`` makes it deterministic: every random choice (whether to straddle,
    how much to bet within bounds, when to "pass sometimes with the better
    hand", the rare bluff) comes from ``random.Random`` seeded with it, so a
    game replays exactly from the game's seed and the players' seeds.
    ``rules``: the order of hands (a :class:`~games.poker.hands.HandRules`, or
    the engine's ``PokerRules`` whose ``hands`` it uses); ``readings``: how it
    reads the maxims (:class:`MaximReadings`); ``straddle``: the chance that
    it straddles when it may.

    :meth:`choose` returns one of the legal actions of a
    :class:`~games.poker.engine.PlayerView` (a draw of several cards is
    built from the single-card draws the view lists, as law 36 allows);
    :meth:`decide` returns it with the law and the reason.  Its ways:

    * ante: the sitting's ante (the first ante the engine offers);
      straddles at random with chance ``straddle``;
    * before the draw: opens or makes good only when :func:`should_play`
      allows (the maxims, and a jack-pot's minimum, laws 30-32); raises with
      triplets or better, within the limit and a bounded random amount; a pair
      does not make good a stake raised by more than the limit, two pairs by
      more than twice the limit;
    * the draw: :func:`choose_discard`;
    * after the draw: bets as much as it may with fours or better (p5);
      with a sequence waits (stands) till the others bet (p4); bets a
      bounded random amount with threes, a flush or a full; sees a bet as
      :func:`should_see` says (p3, p6); bluffs rarely (``readings.bluff``);
    * never borrows and never lends (p7): short of chips, it demands a show
      for what it has (law 60) or passes.
    """

    def __init__(
        self,
        seed: object = 0,
        *,
        rules: Any = PEEL,
        readings: MaximReadings = PEEL_READINGS,
        straddle: Fraction | float = Fraction(1, 4),
    ):
        hand_rules = getattr(rules, "hands", rules)
        self.rules: HandRules = rules_for(hand_rules)
        self.readings = readings
        self.straddle = Fraction(straddle).limit_denominator(1000)
        if not 0 <= self.straddle <= 1:
            raise RuleSetError(f"straddle = {straddle}: a chance between 0 and 1")
        self.seed = seed
        self.rng = random.Random(f"peel-computer-player/{seed!r}")
        self.last: Choice | None = None

    def __repr__(self) -> str:
        return f"PeelComputerPlayer(seed={self.seed!r})"

    def choose(self, view: Any, legal: Sequence[Any] | None = None) -> Any:
        """The action to take (one the engine accepts)."""
        return self.decide(view, legal).action

    __call__ = choose

    def decide(self, view: Any, legal: Sequence[Any] | None = None) -> Choice:
        """The action, the law behind it and the reason."""
        from games.poker import engine as e

        legal = list(view.legal if legal is None else legal)
        legal = self._without_borrowing(legal)
        if not legal:
            raise IllegalActionError(
                f"{view.name} has no action open now that does not borrow: "
                "'Neither borrow nor lend a penny at the table'",
                "peel-poker:p7",
            )
        kinds = {type(a) for a in legal}
        if e.Ante in kinds:
            ante = next(a for a in legal if isinstance(a, e.Ante))
            choice = Choice(ante, "peel-poker:20", f"stakes the ante of {ante.amount} before the deal")
        elif e.Straddle in kinds or e.DeclineStraddle in kinds:
            choice = self._straddle(legal)
        elif e.Draw in kinds:
            choice = self._draw(view, e.Draw, "peel-poker:36")
        elif e.Discard in kinds:
            choice = self._draw(view, e.Discard, "peel-poker:41")
        elif e.Stake in kinds or e.Pass in kinds:
            choice = self._stake(view, legal)
        else:
            # Duties with no choice in them: the jack-pot ante, taking up the
            # cards, showing, or a dealer's step when it is not automated.
            choice = Choice(legal[0], None, "the only step open")
        self.last = choice
        return choice

    # -- the parts --------------------------------------------------------------------

    @implements("peel-poker:p7")
    def _without_borrowing(self, legal: list[Any]) -> list[Any]:
        """Maxim p7: "Neither borrow nor lend a penny at the table": the
        player never takes a ``Borrow`` action (and never lends, for it never
        names itself a lender)."""
        from games.poker.engine import Borrow

        return [a for a in legal if not isinstance(a, Borrow)]

    def _straddle(self, legal: list[Any]) -> Choice:
        from games.poker.engine import DeclineStraddle, Straddle

        straddle = next((a for a in legal if isinstance(a, Straddle)), None)
        decline = next((a for a in legal if isinstance(a, DeclineStraddle)), None)
        if straddle is not None and (decline is None or self.rng.random() < self.straddle):
            return Choice(straddle, "peel-poker:21", "straddles (a blind stake, chosen at random)")
        return Choice(decline, "peel-poker:21", "does not straddle")

    def _draw(self, view: Any, kind: type, law: str) -> Choice:
        hand = tuple(view.hand)
        if len(hand) != 5:
            return Choice(kind(view.seat, ()), law, "a hand of the wrong number of cards: no draw")
        advice = choose_discard(hand, self.rules, self.readings)
        return Choice(kind(view.seat, advice.cards), advice.law, advice.reason)

    def _stake(self, view: Any, legal: list[Any]) -> Choice:
        from games.poker.engine import Pass, Phase, ShowForSum

        seat = view.seat
        stakes = _stake_actions(legal)
        passing = next((a for a in legal if isinstance(a, Pass)), None)
        show = next((a for a in legal if isinstance(a, ShowForSum)), None)
        hand = tuple(view.hand)
        limit = view.limit
        need = max(0, view.highest_stake - view.stakes[seat])

        def fold(law: str | None, reason: str) -> Choice:
            if passing is not None:
                return Choice(passing, law, reason)
            lowest = min(stakes)  # the engine always offers a pass; this is a safeguard
            return Choice(stakes[lowest], law, reason + " (no pass offered)")

        def stake(amount: int, law: str | None, reason: str) -> Choice:
            if not stakes:
                if show is not None:
                    return Choice(show, "peel-poker:60", "short of chips: demands a show for what he has (and never borrows, p7)")
                return fold("peel-poker:p7", "short of chips and never borrows: passes")
            lo, hi = min(stakes), max(stakes)
            amount = max(lo, min(hi, amount))
            return Choice(stakes[amount], law, reason)

        if len(hand) != 5:
            return fold(None, "a hand of the wrong number of cards")
        cat = _category(hand, self.rules)
        if view.phase is Phase.PLAY:
            if not view.opened:
                decision = should_play(hand, self.rules, view.jackpot_minimum, opening=True, readings=self.readings)
                if not decision:
                    return fold(decision.law, decision.reason)
                lo = min(stakes) if stakes else 0
                return stake(lo + self._raise_by(cat, limit, before_draw=True), decision.law, "opens: " + decision.reason)
            decision = should_play(hand, self.rules, None, opening=False, readings=self.readings)
            if not decision:
                return fold(decision.law, decision.reason)
            if cat == PAIR and need > limit or cat == TWO_PAIRS and need > 2 * limit:
                return fold(None, f"the stake is raised by {need}: too dear for {self.rules.category_name(cat).lower()}")
            if not stakes and show is not None:
                return Choice(show, "peel-poker:60", "short of chips: demands a show for what he has (and never borrows, p7)")
            extra = self._raise_by(cat, limit, before_draw=True) if view.highest_stake < self._target(cat, view) else 0
            return stake(need + extra, decision.law, ("raises: " if extra else "makes good: ") + decision.reason)
        # After the draw.
        if need == 0:
            if cat >= FOURS:
                return stake(10**9, "peel-poker:p5", "fours or better: stakes as much as possible")
            if cat == SEQUENCE:
                return stake(0, "peel-poker:p4", "with a sequence, waits till the others think fit to see him")
            if cat >= THREES:
                return stake(self._raise_by(cat, limit), None, "bets on " + self.rules.category_name(cat).lower())
            if self.readings.bluff and self.rng.random() < self.readings.bluff:
                return stake(1 + self.rng.randrange(max(1, limit // 4)), None, "bets a little with a weak hand (a bluff)")
            return stake(0, None, "stands without betting")
        see = should_see(hand, self.rules, self.rng, self.readings)
        if not see:
            return fold(see.law, see.reason)
        if not stakes:
            if show is not None:
                return Choice(show, "peel-poker:60", "short of chips: demands a show for what he has (and never borrows, p7)")
            return fold("peel-poker:p7", "short of chips and never borrows: passes")
        if cat >= FOURS:
            return stake(10**9, "peel-poker:p5", "fours or better: raises as much as possible")
        extra = self._raise_by(cat, limit) if view.highest_stake < self._target(cat, view) else 0
        return stake(need + extra, see.law, ("raises: " if extra else "sees: ") + see.reason)

    def _raise_by(self, cat: int, limit: int, before_draw: bool = False) -> int:
        """A bounded random raise for a hand of class ``cat``: nothing below
        triplets (before the draw, nothing below two pairs), up to a quarter
        of the limit with threes or a sequence, up to the limit with a flush or a full."""
        if cat < (TWO_PAIRS if before_draw else THREES) or cat == TWO_PAIRS:
            return 0
        top = max(1, limit // 4) if cat in (THREES, SEQUENCE) else limit
        return 1 + self.rng.randrange(top)

    def _target(self, cat: int, view: Any) -> int:
        """The highest stake up to which the player keeps raising: a few
        limits with threes or better, without bound with fours or better."""
        if cat >= FOURS:
            return 10**9
        if cat >= FLUSH:
            return view.ante + 3 * view.limit
        if cat >= THREES:
            return view.ante + view.limit
        return 0
