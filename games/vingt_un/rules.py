"""Each book's code of Vingt-un as a named rule set: what the books agree on, where they part, and what they leave open.

Four accounts of the game are in the edition -- Peel (:law:`peel-vingt-un:p1` ...),
Hoffmann (:law:`hoffmann-vingt-un:p1` ...), Hoffmann's French Vingt-Un
(:law:`hoffmann-french-vingt-un:p1` ...) and *Enquire Within* (:law:`enquire-within:113`
... 116) -- and they are never blended: each is one frozen :class:`VingtUnRules`.

How the rule sets are built (for the game and the odds, which read nothing else):

* :class:`VingtUnRules` lists every question the books answer differently, one
  field each, with the values it may take (:data:`CHOICES`, checked in one place,
  :meth:`VingtUnRules.check`).  A field a book *settles* carries that book's law
  in :attr:`~games.core.options.BookRules.settled_by`; :meth:`VingtUnRules.law_for` gives the law a
  settlement line should cite.
* Where a book is ambiguous or silent, its subclass re-declares the field as a
  :func:`~games.core.options.reading` of the law that leaves it open, with the
  other readings as choices and an explanation of each: nothing is chosen
  silently, and ``readings_for_law`` lists them on the law's page.
* :data:`MODERN` is not a book: a one-pack modern casino game (the rules of the
  Wizard of Odds' one-deck dealer tables) used as the correctness anchor of
  :mod:`games.vingt_un.odds`.

Money: stakes are whole counters; a *multiple* such as ``natural_pays = 2`` is
the number of stakes (the stake, or the double if the dealer called it,
:law:`peel-vingt-un:p10`) that changes hands.

Usage:

>>> from games.vingt_un.rules import PEEL, HOFFMANN, ENQUIRE_WITHIN, find_vingt_un
>>> PEEL.ties, HOFFMANN.ties, ENQUIRE_WITHIN.ties
('dealer', 'dealer', 'standoff')
>>> PEEL.law_for("ties"), ENQUIRE_WITHIN.law_for("ties")
('peel-vingt-un:p8', 'enquire-within:114')
>>> [r.name for r in HOFFMANN.readings()][:3]
['first_dealer', 'both_drawn_21', 'dealer_may_split']
>>> ENQUIRE_WITHIN.replace(ties="dealer").ties      # "In some companies ties pays the dealer"
'dealer'
>>> find_vingt_un("hoffmann-french-vingt-un").deal_rounds
8
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from fractions import Fraction
from types import MappingProxyType
from typing import Any, ClassVar, Mapping, TypeVar

from games.core.options import BookRules, RuleSet, find_rules, reading, register_rules
from games.errors import RuleSetError
from games.laws import implements
from games.vingt_un.game_laws import LAWS

__all__ = [
    "CHOICES", "BOOK_FIELDS", "VingtUnRules", "PeelRules", "HoffmannRules", "HoffmannFrenchRules", "EnquireWithinRules",
    "ModernRules", "PEEL", "HOFFMANN", "HOFFMANN_FRENCH", "ENQUIRE_WITHIN", "MODERN", "BOOKS", "ALL_RULES",
    "find_vingt_un",
]

#: The values each field may take (every rule set is checked against these).
CHOICES: Mapping[str, tuple[Any, ...]] = {
    "packs": (1, 2, 4, 6, 8),
    "first_dealer": ("first-ace", "first-ace-or-knave", "first-knave", "any"),
    "staking": ("first-card", "before-cards"),
    "dealer_may_double": (True, False),
    "dealer_cards": ("both-concealed", "one-up-peek"),
    "dealer_natural_declared": ("at-once", "at-his-turn"),
    "natural_pays": (Fraction(1), Fraction(3, 2), Fraction(2)),
    "later_naturals_pay": (Fraction(1), Fraction(3, 2), Fraction(2)),
    "dealer_natural_takes": (1, 2),
    "natural_vs_natural": ("cancel", "dealer-takes"),
    "drawn_21_pays": (1, 2),
    "dealer_21_takes": (1, 2),
    "both_drawn_21": ("punter-pays-single", "punter-pays-double", "standoff"),
    "ties": ("dealer", "standoff"),
    "punters_may_split": (True, False),
    "dealer_may_split": (True, False),
    "split_stake": ("any", "same"),
    "max_hands": (1, 2, 3, 4),
    "pair_by": ("rank", "value"),
    "split_natural": ("drawn", "natural"),
    "split_aces_one_card": (True, False),
    "double_down": ("none", "any-two"),
    "dealer_stands_on": (15, 16, 17, 18),
    "dealer_soft_17": ("stand", "draw"),
    "deal_passes": ("rotation", "to-natural"),
    "natural_ends_deal": (True, False),
    "first_round_grace": (True, False),
    "deal_limit": ("natural", "rounds", "pack-twice", "two-packs"),
    "last_card": ("to-pone-unexposed", "face-up", "dealt"),
    "natural_bonus": (0, 1, 2),
    "pool": (True, False),
    "pool_ante": (0, 1),
    "pool_dealer_overdraw": (0, 1),
    "pool_tie_share": (Fraction(0), Fraction(1, 4), Fraction(1, 3)),
    "pool_to_natural": (True, False),
    "irregularity_penalty": (0, 1),
    "selling_the_deal": (True, False),
    "several_naturals_deal": ("first-from-left", "next-in-rotation"),
    "several_naturals_pool": ("first-from-left", "shared"),
    "dealer_split_settles": ("each-hand", "best-hand"),
    "natural_bonus_from": ("punters", "all"),
    "missed_throw_up": ("nothing", "pays"),
    "cancelled_natural_ends_deal": (False, True),
}


#: The fields that belong to one book's law: a rule set of another book may not depart from its own value
#: for them unless it declares the field as a reading (Peel's privileges, pool, sale of the deal and remedies
#: are Peel's; '' marks the modern anchor's practices, which no book knows).
BOOK_FIELDS: Mapping[str, str] = {
    "natural_bonus": "peel-vingt-un:p32", "natural_bonus_from": "peel-vingt-un:p32",
    "pool": "peel-vingt-un:p29", "pool_ante": "peel-vingt-un:p29", "pool_dealer_overdraw": "peel-vingt-un:p29",
    "pool_tie_share": "peel-vingt-un:p29", "pool_to_natural": "peel-vingt-un:p18",
    "several_naturals_pool": "peel-vingt-un:p18", "irregularity_penalty": "peel-vingt-un:p28",
    "selling_the_deal": "peel-vingt-un:p31", "missed_throw_up": "peel-vingt-un:p26",
    "dealer_cards": "", "double_down": "", "split_aces_one_card": "",
}
#: for a modern field, the step of the book whose law a refusal cites
_MODERN_STEP = {"dealer_cards": "dealer_draw", "double_down": "draw", "split_aces_one_card": "split"}


@dataclass(frozen=True)
class VingtUnRules(BookRules):
    """Everything the four accounts of Vingt-un disagree on (and the modern anchor), one field each.

    The defaults are Peel's; each book's subclass says where it departs and
    which of its laws settles or leaves open each point (:attr:`~games.core.options.BookRules.settled_by`,
    the :func:`~games.core.options.reading` fields of the subclass).
    """

    # the short name (``"PEEL-VINGT-UN"``), the code of laws (``"peel-vingt-un"``) and the book's title
    # are BookRules' fields

    # -- the pack and the first dealer ---------------------------------------------------------
    #: packs shuffled together (one, "an ordinary pack of fifty-two cards"; two under the two-pack limit)
    packs: int = 1
    #: how the first dealer is found: the first ace dealt; the first ace or knave; any (modern: the house)
    first_dealer: str = "first-ace"

    # -- stakes ----------------------------------------------------------------------------------
    #: least and greatest stake on a card, "whatever may be agreed upon" (agreed, not read)
    min_stake: int = 1
    max_stake: int = 10
    #: punters stake on their first card, or before any card is dealt
    staking: str = "first-card"
    #: the dealer, having seen his first card, may call "double"
    dealer_may_double: bool = True

    # -- the dealer's cards and naturals -------------------------------------------------------------
    #: the dealer's two cards lie concealed until his turn (the books); or one up, and he peeks for a natural
    dealer_cards: str = "both-concealed"
    #: a dealer's natural is declared at once, after the second card, before anyone draws
    dealer_natural_declared: str = "at-once"
    #: stakes paid to a punter's natural by the dealer (first natural, and later ones)
    natural_pays: Fraction = Fraction(2)
    later_naturals_pay: Fraction = Fraction(2)
    #: stakes the dealer's natural takes from each punter
    dealer_natural_takes: int = 2
    #: a punter's natural against the dealer's: they cancel, or the dealer takes as from all
    natural_vs_natural: str = "cancel"
    #: stakes a punter's drawn twenty-one wins (the dealer not having one); the dealer's drawn twenty-one takes
    drawn_21_pays: int = 2
    dealer_21_takes: int = 2
    #: a punter's drawn twenty-one against the dealer's
    both_drawn_21: str = "punter-pays-single"
    #: equal points (other than the cases above): the dealer takes, or nothing is paid
    ties: str = "dealer"

    # -- pairs -------------------------------------------------------------------------------------------
    punters_may_split: bool = True
    dealer_may_split: bool = True
    #: the stake on a divided card: any amount within the limits, or the same as the first
    split_stake: str = "any"
    #: hands one player may make from a pair, "four independent hands" at most
    max_hands: int = 4
    #: what pairs: two of the same rank (the books' "denomination"), or of the same value
    pair_by: str = "rank"
    #: an ace and a tenth card on a divided card: a drawn twenty-one, or a natural
    split_natural: str = "drawn"
    #: modern only: a divided ace takes one card
    split_aces_one_card: bool = False
    #: modern only: doubling down on the first two cards
    double_down: str = "none"

    # -- the dealer's own play (a declared strategy, not a law) ---------------------------------------------
    #: the dealer stands at this count or more ...
    dealer_stands_on: int = 17
    #: ... and on a soft seventeen stands or draws
    dealer_soft_17: str = "stand"

    # -- the deal -------------------------------------------------------------------------------------------
    #: the deal passes to the left in rotation, or to the holder of a natural
    deal_passes: str = "rotation"
    #: a punter's natural (the dealer having none) ends the deal
    natural_ends_deal: bool = True
    #: ... except in the first round of a deal
    first_round_grace: bool = True
    #: how long a deal lasts: until a natural; a number of rounds; through the pack twice; through two packs
    deal_limit: str = "natural"
    #: rounds in a deal when ``deal_limit == "rounds"``
    deal_rounds: int = 0
    #: the last card of the pack: handed unexposed to the pone; thrown face up; dealt like the rest
    last_card: str = "to-pone-unexposed"
    #: the holder of a natural also receives this many stakes of his own from each other player
    natural_bonus: int = 0
    #: a deal may be sold
    selling_the_deal: bool = False

    # -- the pool -----------------------------------------------------------------------------------------
    pool: bool = False
    pool_ante: int = 0
    pool_dealer_overdraw: int = 0
    pool_tie_share: Fraction = Fraction(0)
    pool_to_natural: bool = False
    irregularity_penalty: int = 0

    # -- what the books leave open (each book's reading, declared in its subclass) ------------------------------
    #: several punters hold naturals and the deal goes to "the holder": the first of them from the dealer's
    #: left, or (none being *the* holder) the next player on the left
    several_naturals_deal: str = "first-from-left"
    #: ... and the pool goes to "the player declaring the natural": the first from the dealer's left, or shared
    several_naturals_pool: str = "first-from-left"
    #: the dealer's divided hands: each settled with every punter standing, or each punter once, against the best
    dealer_split_settles: str = "each-hand"
    #: who pays a natural's additional privilege (``natural_bonus``): the other punters, or the dealer too
    natural_bonus_from: str = "punters"
    #: a player missed in the draw who throws up his cards: nothing is paid; or he pays his stake, as on an over-draw
    missed_throw_up: str = "nothing"
    #: a punter's natural cancelled by the dealer's: the dealer keeps the deal; or it puts him out all the same
    cancelled_natural_ends_deal: bool = False

    def check(self) -> None:
        """Every field among its :data:`CHOICES`, the stake limits, the deal's length and the pool consistent;
        else :class:`~games.errors.RuleSetError` naming the law that settles or reads the field."""
        for f in ("name", "code", "title"):
            if not isinstance(getattr(self, f), str):
                raise RuleSetError(f"{type(self).__name__}.{f} = {getattr(self, f)!r}: a word is needed")
        own = next(f.default for f in fields(type(self)) if f.name == "code")
        if self.code != own and (own or self.code not in LAWS):
            raise RuleSetError(f"{type(self).__name__}.code = {self.code!r}: this rule set follows "
                               + (f"{own!r}, its book's code" if own else "no book, or one of " + ", ".join(LAWS)))
        for fl in fields(self):
            allowed = CHOICES.get(fl.name)
            value = getattr(self, fl.name)
            if allowed is not None and value not in allowed:
                raise RuleSetError(
                    f"{type(self).__name__}.{fl.name} = {value!r}: choose one of " + ", ".join(repr(c) for c in allowed),
                    self.law_for(fl.name) or None)
        if not (isinstance(self.min_stake, int) and isinstance(self.max_stake, int) and 1 <= self.min_stake <= self.max_stake):
            raise RuleSetError(f"stake limits {self.min_stake}..{self.max_stake}: the least is at least one counter "
                               "and not above the greatest", self.law_for("min_stake"))
        if (self.deal_limit == "rounds") != (isinstance(self.deal_rounds, int) and self.deal_rounds > 0):
            raise RuleSetError("a deal of a number of rounds needs that number (deal_rounds > 0), and only then",
                               self.law_for("deal_limit"))
        if self.deal_limit == "two-packs" and self.packs != 2:
            raise RuleSetError("the two-pack limit shuffles two packs together (packs=2)", self.law_for("deal_limit"))
        self._check_book_fields(own)
        if not self.pool and (self.pool_ante or self.pool_dealer_overdraw or self.pool_tie_share or self.pool_to_natural
                              or self.irregularity_penalty):
            raise RuleSetError("payments to or from a pool need a pool (pool=True)", self.law_for("pool"))

    def _check_book_fields(self, own: str) -> None:
        """A field of another book's law (:data:`BOOK_FIELDS`) keeps this rule set's own value, unless this book
        declares it as a reading: ``HOFFMANN.replace(natural_bonus=1)`` is refused, citing Peel p32."""
        if not own:
            return  # the modern anchor, or a custom rule set of no book
        read = {r.name for r in self.readings()}
        defaults = {f.name: f.default for f in fields(type(self))}
        for name, law_id in BOOK_FIELDS.items():
            if (law_id and law_id.split(":")[0] == own) or name in read or getattr(self, name) == defaults[name]:
                continue
            book = self.title or own
            if law_id:
                raise RuleSetError(f"{type(self).__name__}.{name} = {getattr(self, name)!r}: a rule of {law_id} that "
                                   f"{book} does not have (its readings: {', '.join(sorted(read)) or 'none'})", law_id)
            raise RuleSetError(f"{type(self).__name__}.{name} = {getattr(self, name)!r}: a practice of the modern "
                               f"game, which {book} does not know", LAWS[own][_MODERN_STEP[name]])

    # -- for the game and the site ---------------------------------------------------------------------------------
    def law_for(self, field_name: str) -> str:
        """The law a decision on ``field_name`` cites: the one that settles it in this book, or the one
        a declared reading reads ('' if the book says nothing and the field is not a reading)."""
        return self.settled_law(field_name, readings=True) or ""

    def with_readings(self, chosen: Mapping[str, Any]) -> "VingtUnRules":
        """As :meth:`games.core.options.RuleSet.with_readings`; ``chosen`` that is not a mapping of names to
        values is refused (:class:`~games.errors.RuleSetError`)."""
        if not isinstance(chosen, Mapping) or not all(isinstance(k, str) for k in chosen):
            raise RuleSetError(f"{self.name}: the readings chosen are a mapping of a reading's name to its value "
                               f"(such as {{'ties': 'dealer'}}), not {chosen!r}")
        return super().with_readings(chosen)  # type: ignore[return-value]

    @property
    def may_split(self) -> bool:
        """Anyone may divide a pair under this code."""
        return self.punters_may_split or self.dealer_may_split

    def summary(self) -> dict[str, Any]:
        """The code's answers as plain data (for claims.json and the site's comparison)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            out[f.name] = str(v) if isinstance(v, Fraction) else v
        return out


# ---------------------------------------------------------------------------------------------------------------
# Peel
# ---------------------------------------------------------------------------------------------------------------

@implements("peel-vingt-un:p7", "peel-vingt-un:p8", "peel-vingt-un:p10", "peel-vingt-un:p11", "peel-vingt-un:p14",
            "peel-vingt-un:p15", "peel-vingt-un:p16", "peel-vingt-un:p19", "peel-vingt-un:p21")
@dataclass(frozen=True)
class PeelRules(VingtUnRules):
    """Peel's code (*Round Games with Cards*, pp. 59-69): ties and over-draws to the dealer, naturals and
    drawn twenty-ones paid double, the dealer's double, pairs divided by anyone with any stake, up to four
    hands, the deal in rotation with a first-round grace; the variations of pp. 67-69 as choices."""

    settled_by: ClassVar[Mapping[str, str]] = {
        "packs": "peel-vingt-un:p3", "first_dealer": "peel-vingt-un:p21", "min_stake": "peel-vingt-un:p7",
        "max_stake": "peel-vingt-un:p7", "staking": "peel-vingt-un:p10", "dealer_may_double": "peel-vingt-un:p10",
        "dealer_cards": "peel-vingt-un:p13", "dealer_natural_declared": "peel-vingt-un:p10",
        "natural_pays": "peel-vingt-un:p11", "later_naturals_pay": "peel-vingt-un:p11",
        "dealer_natural_takes": "peel-vingt-un:p10", "natural_vs_natural": "peel-vingt-un:p8",
        "drawn_21_pays": "peel-vingt-un:p15", "dealer_21_takes": "peel-vingt-un:p14",
        "both_drawn_21": "peel-vingt-un:p14", "ties": "peel-vingt-un:p8", "punters_may_split": "peel-vingt-un:p16",
        "dealer_may_split": "peel-vingt-un:p16", "split_stake": "peel-vingt-un:p16", "max_hands": "peel-vingt-un:p16",
        "pair_by": "peel-vingt-un:p16", "first_round_grace": "peel-vingt-un:p19", "last_card": "peel-vingt-un:p17",
        "selling_the_deal": "peel-vingt-un:p31", "cancelled_natural_ends_deal": "peel-vingt-un:p18",
    }

    name: str = "PEEL-VINGT-UN"
    code: str = "peel-vingt-un"
    title: str = "Peel, Round Games with Cards"
    selling_the_deal: bool = True

    split_natural: str = reading(
        "peel-vingt-un:p16", default="drawn", choices=("drawn", "natural"), title="an ace and a ten on a divided card",
        doc={"drawn": "a natural is an ace and a ten as the first two cards dealt (p5); a divided hand's second "
                      "card comes later, so its twenty-one is a drawn one (p15)",
             "natural": "any two-card twenty-one is a natural, divided hands included"})
    dealer_stands_on: int = reading(
        "peel-vingt-un:p13", default=17, choices=(15, 16, 17, 18), title="when the dealer stands",
        doc="Peel leaves the dealer to decide 'as the others have done'; the edition's computer dealer stands on "
            "seventeen or more (Hoffmann's advice, p11) unless another count is chosen")
    dealer_soft_17: str = reading(
        "peel-vingt-un:p13", default="stand", choices=("stand", "draw"), title="the dealer's soft seventeen",
        doc={"stand": "seventeen counting an ace as eleven is seventeen: he stands", "draw": "he draws to it"})
    deal_passes: str = reading(
        "peel-vingt-un:p18", default="rotation", choices=("rotation", "to-natural"), title="where the deal goes",
        doc={"rotation": "to the next player on the left, 'best to adopt' (p18) and 'almost universal' (p6)",
             "to-natural": "to the holder of the natural, 'the old-fashioned method' (p4)"})
    natural_ends_deal: bool = reading(
        "peel-vingt-un:p11", default=True, choices=(True, False), title="does a natural put the dealer out",
        doc={True: "a punter's natural (the dealer having none) puts the dealer out (p11, p18)",
             False: "'it is often agreed that a natural shall not throw out the dealer' (p11)"})
    deal_limit: str = reading(
        "peel-vingt-un:p30", default="natural", choices=("natural", "rounds", "pack-twice", "two-packs"),
        title="limiting the deal",
        doc={"natural": "the deal lasts until a natural puts the dealer out (the game described)",
             "rounds": "a certain number of hands (deal_rounds)", "pack-twice": "through the pack twice",
             "two-packs": "two packs shuffled together, gone through once"})
    natural_bonus: int = reading(
        "peel-vingt-un:p32", default=0, choices=(0, 1, 2), title="additional privileges for a natural",
        doc={0: "no more than the dealer's double stake", 1: "a stake equal to his own from each other player",
             2: "double his stake from each other player"})
    pool: bool = reading("peel-vingt-un:p29", default=False, choices=(False, True), title="a pool",
                         doc={False: "no pool", True: "a pool, made up as agreed (p29 a-c), won by a natural (p18)"})
    pool_ante: int = reading("peel-vingt-un:p29", default=0, choices=(0, 1), title="(a) a counter each deal",
                             doc="each player contributes this many counters at the start of each deal")
    pool_dealer_overdraw: int = reading("peel-vingt-un:p29", default=0, choices=(0, 1),
                                        title="(b) the dealer's over-draw", doc="the dealer's penalty on over-drawing")
    pool_tie_share: Fraction = reading(
        "peel-vingt-un:p29", default=Fraction(0), choices=(Fraction(0), Fraction(1, 4), Fraction(1, 3)),
        title="(c) a share of ties", doc="the part of his receipts on ties the dealer pays to the pool")
    pool_to_natural: bool = reading("peel-vingt-un:p18", default=False, choices=(False, True),
                                    title="the pool to a natural", doc="the player declaring a natural takes the pool")
    irregularity_penalty: int = reading("peel-vingt-un:p28", default=0, choices=(0, 1),
                                        title="the penalty for an irregularity",
                                        doc="Peel names no amount: counters the offender pays to the pool, if there be one")
    several_naturals_deal: str = reading(
        "peel-vingt-un:p18", default="first-from-left", choices=("first-from-left", "next-in-rotation"),
        title="several naturals: who takes the deal",
        doc={"first-from-left": "when the deal goes to 'the holder of the natural' and several hold one, the first "
                                "of them from the dealer's left (the order of the deal, in which each declares 'at "
                                "once', p11)",
             "next-in-rotation": "no one of them is 'the holder': the deal passes to the next player, as under the "
                                 "system Peel thinks 'best to adopt' (p18)"})
    several_naturals_pool: str = reading(
        ("peel-vingt-un:p18", "peel-vingt-un:p32"), default="first-from-left", choices=("first-from-left", "shared"),
        title="several naturals: who takes the pool",
        doc={"first-from-left": "the pool 'secured by the player declaring the natural' goes whole to the first "
                                "holder from the dealer's left",
             "shared": "the holders share it equally; a remainder that does not divide stays in the pool"})
    dealer_split_settles: str = reading(
        ("peel-vingt-un:p16", "peel-vingt-un:p13"), default="each-hand", choices=("each-hand", "best-hand"),
        title="the dealer's divided hands",
        doc={"each-hand": "division is 'equally available for the dealer' (p16): each of his hands is settled with "
                          "every punter standing, as a separate dealer's would be",
             "best-hand": "the dealer stakes nothing on a divided card: each punter standing is settled once, "
                          "against the dealer's best hand (all over: the dealer is over)"})
    natural_bonus_from: str = reading(
        "peel-vingt-un:p32", default="punters", choices=("punters", "all"), title="who pays the privileges of a natural",
        doc={"punters": "'each of the other players' is each other punter: the dealer has already paid the natural "
                        "double (p11)",
             "all": "the dealer is one of 'the other players' too (p16 speaks of 'the dealer, or all or any of the "
                    "other players'): he pays the privilege besides the double"})
    missed_throw_up: str = reading(
        "peel-vingt-un:p26", default="nothing", choices=("nothing", "pays"),
        title="a missed player who throws up his cards",
        doc={"nothing": "it is the dealer's error: the player withdraws his hand and nothing is paid on it either way",
             "pays": "'throw up' is what an over-drawn player does (p12, p14): he pays his stake to the dealer, as on "
                     "an over-draw"})


# ---------------------------------------------------------------------------------------------------------------
# Hoffmann
# ---------------------------------------------------------------------------------------------------------------

@implements("hoffmann-vingt-un:p1", "hoffmann-vingt-un:p2", "hoffmann-vingt-un:p7", "hoffmann-vingt-un:p8",
            "hoffmann-vingt-un:p11", "hoffmann-vingt-un:p12", "hoffmann-vingt-un:p14", "hoffmann-vingt-un:p15")
@dataclass(frozen=True)
class HoffmannRules(VingtUnRules):
    """Hoffmann's code (*Hoyle's Games Modernized*, pp. 157-163): as Peel's on ties (the punter pays the dealer,
    "twenty-ones included"), naturals and the double; pairs divided by punters only, with the same stake; the deal
    in rotation with the first-round grace, or a given number of rounds."""

    settled_by: ClassVar[Mapping[str, str]] = {
        "packs": "hoffmann-vingt-un:p1", "min_stake": "hoffmann-vingt-un:p1", "max_stake": "hoffmann-vingt-un:p1",
        "staking": "hoffmann-vingt-un:p1", "dealer_may_double": "hoffmann-vingt-un:p2",
        "dealer_cards": "hoffmann-vingt-un:p6", "dealer_natural_declared": "hoffmann-vingt-un:p7",
        "natural_pays": "hoffmann-vingt-un:p8", "later_naturals_pay": "hoffmann-vingt-un:p8",
        "dealer_natural_takes": "hoffmann-vingt-un:p7", "natural_vs_natural": "hoffmann-vingt-un:p7",
        "drawn_21_pays": "hoffmann-vingt-un:p11", "dealer_21_takes": "hoffmann-vingt-un:p11",
        "ties": "hoffmann-vingt-un:p11", "punters_may_split": "hoffmann-vingt-un:p12",
        "split_stake": "hoffmann-vingt-un:p12", "max_hands": "hoffmann-vingt-un:p12", "pair_by": "hoffmann-vingt-un:p12",
        "natural_ends_deal": "hoffmann-vingt-un:p14", "first_round_grace": "hoffmann-vingt-un:p14",
        "last_card": "hoffmann-vingt-un:p14",
    }

    #: Where Hoffmann is silent (how the first dealer is found, the dealer's turning up his cards, a player's
    #: retiring, the end of a sitting) the game plays Peel's rule, or Enquire Within's where that is the reading
    #: chosen (the first ace or knave): a declared reading, with the editorial notes on Hoffmann's page.
    silences: ClassVar[Mapping[str, str]] = MappingProxyType({
        "peel-vingt-un": "Hoffmann's pages are silent here; played as {label}, a reading of this edition",
        "enquire-within": "Hoffmann's pages are silent here; played as {label}, a reading of this edition",
    })

    name: str = "HOFFMANN-VINGT-UN"
    code: str = "hoffmann-vingt-un"
    title: str = "Hoffmann, Hoyle's Games Modernized"
    split_stake: str = "same"
    last_card: str = "face-up"

    first_dealer: str = reading(
        "hoffmann-vingt-un:p1", default="first-ace", choices=("first-ace", "first-ace-or-knave"),
        title="the first dealer", doc={"first-ace": "Hoffmann is silent; the first ace dealt, as Peel (p21)",
                                       "first-ace-or-knave": "the first ace or knave, as Enquire Within (113)"})
    dealer_may_split: bool = reading(
        "hoffmann-vingt-un:p12", default=False, choices=(False, True), title="may the dealer divide a pair",
        doc={False: "Hoffmann speaks of 'a punter' only", True: "the dealer too, as Peel allows (p16)"})
    dealer_stands_on: int = reading(
        "hoffmann-vingt-un:p11", default=17, choices=(17, 18, 16, 15), title="when the dealer stands",
        doc="'If his cards are eighteen or upwards, he will stand. At seventeen, he should usually stand. At fifteen, "
            "or sixteen, it is an open question': the computer dealer stands on seventeen unless told otherwise")
    dealer_soft_17: str = reading(
        "hoffmann-vingt-un:p11", default="stand", choices=("stand", "draw"), title="the dealer's soft seventeen",
        doc={"stand": "seventeen is seventeen, the ace counted eleven", "draw": "he draws to a soft seventeen"})
    both_drawn_21: str = reading(
        "hoffmann-vingt-un:p11", default="punter-pays-single", choices=("punter-pays-single", "punter-pays-double"),
        title="a drawn twenty-one against the dealer's",
        doc={"punter-pays-single": "'In the event of ties (twenty-ones included), the punter pays the dealer': a tie "
                                   "pays a single stake (as Peel p14 says outright)",
             "punter-pays-double": "the dealer's twenty-one takes double from each punter, ties included"})
    split_natural: str = reading(
        "hoffmann-vingt-un:p12", default="drawn", choices=("drawn", "natural"), title="an ace and a ten on a divided card",
        doc={"drawn": "a natural is the first two cards (p4, p7); a divided hand's twenty-one is drawn",
             "natural": "any two-card twenty-one counts as a natural"})
    deal_passes: str = reading(
        "hoffmann-vingt-un:p15", default="rotation", choices=("rotation", "to-natural"), title="where the deal goes",
        doc={"rotation": "'it is but fair that each should enjoy such advantage in turn'",
             "to-natural": "'in some circles ... the holder of a natural ... becomes thereby entitled to the next deal'"})
    deal_limit: str = reading(
        "hoffmann-vingt-un:p14", default="natural", choices=("natural", "rounds", "pack-twice", "two-packs"),
        title="the length of a deal", doc={"natural": "until a natural (after the first round)",
                                           "rounds": "'a given number of rounds'", "pack-twice": "read as Peel p30",
                                           "two-packs": "'till two packs are exhausted, the two being shuffled together'"})
    cancelled_natural_ends_deal: bool = reading(
        "hoffmann-vingt-un:p14", default=False, choices=(False, True),
        title="a punter's natural cancelled by the dealer's",
        doc={False: "the dealer's natural takes precedence (p7: 'the two cancel, neither paying nor receiving'): the "
                    "cancelled natural does not put him out, as Peel (p18) and Enquire Within (115) say outright",
             True: "'The occurrence of a natural in any hand but the dealer's usually terminates the deal': the "
                   "punter's hand held one, cancelled or not"})
    several_naturals_deal: str = reading(
        "hoffmann-vingt-un:p15", default="first-from-left", choices=("first-from-left", "next-in-rotation"),
        title="several naturals: who takes the deal",
        doc={"first-from-left": "where 'the holder of a natural ... becomes thereby entitled to the next deal' and "
                                "several hold one, the first of them from the dealer's left",
             "next-in-rotation": "no one of them is 'the holder': the deal passes in rotation"})
    dealer_split_settles: str = reading(
        "hoffmann-vingt-un:p12", default="each-hand", choices=("each-hand", "best-hand"),
        title="the dealer's divided hands (if he may divide)",
        doc={"each-hand": "'Each hand pays or receives on its own merits': each of the dealer's hands is settled "
                          "with every punter standing",
             "best-hand": "each punter standing is settled once, against the dealer's best hand"})


@implements("hoffmann-french-vingt-un:p1", "hoffmann-french-vingt-un:p2", "hoffmann-french-vingt-un:1")
@dataclass(frozen=True)
class HoffmannFrenchRules(HoffmannRules):
    """French Vingt-Un: "a variation of ordinary Vingt-Un"; the deal "lasts during eight rounds, each played in
    a different way" (:law:`hoffmann-french-vingt-un:p2`), the first "as ordinary Vingt-Un"
    (:law:`hoffmann-french-vingt-un:1`), i.e. under Hoffmann's code.  What differs: the deal is eight rounds
    long, and a natural does not end it."""

    settled_by: ClassVar[Mapping[str, str]] = {
        **HoffmannRules.settled_by, "deal_limit": "hoffmann-french-vingt-un:p2",
        "deal_rounds": "hoffmann-french-vingt-un:p2", "natural_ends_deal": "hoffmann-french-vingt-un:p2",
    }

    #: The French text refers to the ordinary game itself: "The game which goes by the above name is a variation
    #: of ordinary Vingt-Un. The differences are as follow." (p1), and its first round is "As ordinary Vingt-Un."
    #: (1): where the French pages say nothing, Hoffmann's own Vingt-Un (the same book) is the French game's law.
    also_cites: ClassVar[tuple[str, ...]] = ("hoffmann-vingt-un",)

    name: str = "HOFFMANN-FRENCH-VINGT-UN"
    code: str = "hoffmann-french-vingt-un"
    title: str = "Hoffmann, French Vingt-Un"
    deal_limit: str = "rounds"
    deal_rounds: int = 8
    natural_ends_deal: bool = False
    first_round_grace: bool = False
    rouge_et_noir_cards: int = reading(
        "hoffmann-french-vingt-un:5", default=1, choices=(1, 3), title="Rouge et Noir: one card or three",
        doc={1: "the dealer gives him a card", 3: "'in some circles ... three cards ... two out of three deciding'"})
    differences_rate: int = 1  #: counters per unit of difference in round 7 ("an agreed rate")
    clock_stake: int = 1  #: the agreed stake of round 8


# ---------------------------------------------------------------------------------------------------------------
# Enquire Within
# ---------------------------------------------------------------------------------------------------------------

@implements("enquire-within:113", "enquire-within:114", "enquire-within:115")
@dataclass(frozen=True)
class EnquireWithinRules(VingtUnRules):
    """*Enquire Within Upon Everything*, paragraphs 113-116: ties pay nothing ("in some companies ties pays the
    dealer"), naturals win double and the deal, later naturals single stakes, twenty-ones against the dealer's a
    drawn game.  The paragraphs say nothing of stakes, the double or pairs: those are declared readings."""

    settled_by: ClassVar[Mapping[str, str]] = {
        "natural_pays": "enquire-within:115", "cancelled_natural_ends_deal": "enquire-within:115",
        "later_naturals_pay": "enquire-within:115", "dealer_natural_takes": "enquire-within:115",
        "drawn_21_pays": "enquire-within:114", "dealer_21_takes": "enquire-within:114",
        "both_drawn_21": "enquire-within:114", "ties": "enquire-within:114", "deal_passes": "enquire-within:115",
        "packs": "enquire-within:114", "min_stake": "enquire-within:114", "max_stake": "enquire-within:114",
        "several_naturals_deal": "enquire-within:115",
    }

    #: The paragraphs are a short description: where they are silent (the limits of the stakes, the cut, the
    #: dealer's turning up his cards, a player's retiring) the game plays Peel's rule, and where a reading lets
    #: pairs be divided, Hoffmann's (p12): declared readings, with the editorial notes on the page.
    silences: ClassVar[Mapping[str, str]] = MappingProxyType({
        "peel-vingt-un": "Enquire Within is silent here; played as {label}, a reading of this edition",
        "hoffmann-vingt-un": "Enquire Within is silent here; played as {label}, a reading of this edition",
    })

    name: str = "ENQUIRE-WITHIN"
    code: str = "enquire-within"
    title: str = "Enquire Within Upon Everything"

    first_dealer: str = reading(
        "enquire-within:113", default="first-ace-or-knave", choices=("first-ace-or-knave", "first-ace", "first-knave"),
        title="the first dealer",
        doc={"first-ace-or-knave": "'by turning up the first ace, or knave': whichever of the two comes first",
             "first-ace": "the first ace; 'or knave' names another custom, not a card that serves as well",
             "first-knave": "the other custom 'or knave' names: the first knave"})
    later_naturals_pay: Fraction = Fraction(1)
    both_drawn_21: str = "standoff"
    deal_passes: str = "to-natural"
    selling_the_deal: bool = False

    ties: str = reading(
        "enquire-within:114", default="standoff", choices=("standoff", "dealer"), title="ties",
        doc={"standoff": "'nothing is paid or received by such players as have similar numbers to the dealer'",
             "dealer": "'In some companies ties pays the dealer'"})
    staking: str = reading(
        "enquire-within:114", default="before-cards", choices=("before-cards", "first-card"), title="when stakes are made",
        doc={"before-cards": "the paragraphs deal 'two cards, one at a time' with no pause to stake: stakes are made "
                             "before the deal", "first-card": "on the first card, as Peel and Hoffmann"})
    dealer_may_double: bool = reading(
        "enquire-within:114", default=False, choices=(False, True), title="the dealer's double",
        doc={False: "not mentioned: no double", True: "the dealer may double, as Peel and Hoffmann"})
    dealer_natural_declared: str = reading(
        "enquire-within:115", default="at-once", choices=("at-once", "at-his-turn"), title="when the dealer shows a natural",
        doc={"at-once": "'It should be declared at once': the dealer's too, before anyone draws",
             "at-his-turn": "the dealer 'turns up' his natural when his turn to draw comes"})
    natural_vs_natural: str = reading(
        "enquire-within:115", default="cancel", choices=("cancel", "dealer-takes"), title="a punter's natural against the dealer's",
        doc={"cancel": "twenty-ones against the dealer's are 'a drawn game' (114)",
             "dealer-takes": "'If the dealer turns up a natural he takes double stakes from all the players'"})
    punters_may_split: bool = reading(
        "enquire-within:114", default=False, choices=(False, True), title="dividing pairs",
        doc={False: "the paragraphs do not mention pairs: no dividing", True: "punters may divide, as Hoffmann (p12)"})
    dealer_may_split: bool = reading(
        "enquire-within:114", default=False, choices=(False, True), title="the dealer dividing pairs",
        doc={False: "not mentioned", True: "as Peel (p16)"})
    split_stake: str = reading("enquire-within:114", default="same", choices=("same", "any"),
                               title="the stake on a divided card", doc="only if dividing is allowed")
    dealer_stands_on: int = reading(
        "enquire-within:116", default=17, choices=(15, 16, 17, 18), title="when the dealer stands",
        doc="the dealer 'is, in turn, entitled to draw'; the paragraphs give no count, and 116 warns against "
            "always standing at fifteen: the computer dealer stands on seventeen")
    dealer_soft_17: str = reading("enquire-within:116", default="stand", choices=("stand", "draw"),
                                  title="the dealer's soft seventeen", doc="'as the ace may be calculated both ways'")
    first_round_grace: bool = reading(
        "enquire-within:115", default=False, choices=(False, True), title="a first-round grace",
        doc={False: "not mentioned: any natural takes the deal", True: "as Peel (p19) and Hoffmann (p14)"})
    last_card: str = reading(
        "enquire-within:114", default="dealt", choices=("dealt", "to-pone-unexposed"), title="the last card",
        doc={"dealt": "'the cards must all be dealt out in succession': the last card too",
             "to-pone-unexposed": "as Peel (p17)"})
    split_natural: str = reading("enquire-within:115", default="drawn", choices=("drawn", "natural"),
                                 title="an ace and a ten on a divided card",
                                 doc="a natural is 'twenty-one, when dealt in a player's first two cards'")
    dealer_split_settles: str = reading(
        "enquire-within:114", default="each-hand", choices=("each-hand", "best-hand"),
        title="the dealer's divided hands (if he may divide)",
        doc={"each-hand": "each of the dealer's hands is settled with every punter standing, as Peel (p16)",
             "best-hand": "each punter standing is settled once, against the dealer's best hand"})


# ---------------------------------------------------------------------------------------------------------------
# The modern anchor
# ---------------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ModernRules(VingtUnRules):
    """A one-pack modern casino game, not a book: one card of the dealer's up, the dealer peeks for a natural,
    stands on all seventeens; naturals pay 3 to 2, ties push, over-draws lose first.  Its dealer tables are
    the correctness anchor of :mod:`games.vingt_un.odds` (the published one-deck tables of the Wizard of Odds)."""

    name: str = "MODERN-ONE-DECK"
    code: str = ""
    title: str = "Modern one-deck blackjack (anchor)"
    first_dealer: str = "any"
    staking: str = "before-cards"
    dealer_may_double: bool = False
    dealer_cards: str = "one-up-peek"
    natural_pays: Fraction = Fraction(3, 2)
    later_naturals_pay: Fraction = Fraction(3, 2)
    dealer_natural_takes: int = 1
    natural_vs_natural: str = "cancel"
    drawn_21_pays: int = 1
    dealer_21_takes: int = 1
    both_drawn_21: str = "standoff"
    ties: str = "standoff"
    dealer_may_split: bool = False
    split_stake: str = "same"
    pair_by: str = "value"
    split_aces_one_card: bool = True
    double_down: str = "any-two"
    natural_ends_deal: bool = False
    first_round_grace: bool = False
    last_card: str = "dealt"
    selling_the_deal: bool = False


_R = TypeVar("_R", bound=RuleSet)


def _named(rules: _R, *aliases: str) -> _R:
    """Register a named rule set (:func:`~games.core.options.register_rules`), keeping its own type."""
    register_rules(rules, *aliases)
    return rules


#: Peel's code, *Round Games with Cards* (``peel-vingt-un``).
PEEL = _named(PeelRules(), "peel-vingt-un")
#: Hoffmann's code, *Hoyle's Games Modernized* (``hoffmann-vingt-un``).
HOFFMANN = _named(HoffmannRules(), "hoffmann-vingt-un")
#: Hoffmann's French Vingt-Un: eight rounds a deal (``hoffmann-french-vingt-un``).
HOFFMANN_FRENCH = _named(HoffmannFrenchRules(), "hoffmann-french-vingt-un")
#: *Enquire Within Upon Everything*, paragraphs 113-116 (``enquire-within``).
ENQUIRE_WITHIN = _named(EnquireWithinRules(), "enquire-within-vingt-un")
#: The modern one-deck anchor (not a book).
MODERN = _named(ModernRules(), "modern-blackjack")

#: The books' codes (never blended), in the edition's order.
BOOKS: tuple[VingtUnRules, ...] = (PEEL, HOFFMANN, HOFFMANN_FRENCH, ENQUIRE_WITHIN)
ALL_RULES: tuple[VingtUnRules, ...] = BOOKS + (MODERN,)


def find_vingt_un(name: str) -> VingtUnRules:
    """A Vingt-un rule set by name or code (``"PEEL-VINGT-UN"``, ``"peel-vingt-un"``, ``"modern"``)."""
    if not isinstance(name, str):
        raise RuleSetError(f"a Vingt-un rule set is found by its name or code (such as 'peel-vingt-un'), not {name!r}")
    rules = find_rules(name, VingtUnRules)
    assert isinstance(rules, VingtUnRules)
    return rules
