"""The two codes of Whist as named rule sets that never blend.

* :data:`~games.whist.rules.HOFFMANN` -- the Revised Code of 1900 as Hoffmann reprints it
  (``hoffmann-whist``, laws 1-42 with 12a): the deal, the misdeal, the trump card
  liable to be called after the *second* trick (:law:`hoffmann-whist:42`).  His
  pages end at law 42: they say nothing of the play of the cards, of cards
  liable to be called, or of the revoke, and a Hoffmann game is never ruled by
  Foster's laws on them (the refusal or the ruling says the book is silent).
* :data:`~games.whist.rules.FOSTER` -- Foster's code (``foster-whist``, laws 40-91, the Etiquette,
  Dummy and Double Dummy): the trump card liable after the *first* trick
  (:law:`foster-whist:52`), the irregularities of the play and the revoke.

A field a code settles is plain data (with the law in :attr:`WhistRules.settled_by`);
where a code is ambiguous or silent the rule set declares a
:func:`~games.core.options.reading` of the law, with its choices and why.

Usage:

>>> from games.whist.rules import HOFFMANN, FOSTER, find_whist
>>> HOFFMANN.trump_liable_after, FOSTER.trump_liable_after
(2, 1)
>>> FOSTER.law_for("trump_liable_after"), find_whist("hoffmann-whist").name
('foster-whist:52', 'HOFFMANN-WHIST')
>>> [r.name for r in FOSTER.readings()][:2]
['revoke_tricks_short', 'caller']
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ClassVar, Mapping

from games.core.options import BookRules, find_rules, reading_among, register_rules
from games.errors import RuleSetError
from games.whist.codes import CodeTable
from games.whist.codes import foster as _foster_table
from games.whist.codes import hoffmann as _hoffmann_table
from games.whist.quotations import FOSTER_SILENT

__all__ = ["WhistRules", "HoffmannWhistRules", "FosterWhistRules", "HOFFMANN", "FOSTER", "BOOKS", "find_whist"]


@dataclass(frozen=True)
class WhistRules(BookRules):
    """What the two codes settle differently, one field each (the defaults are Foster's); the law of
    each code that settles a field is in :attr:`~games.core.options.BookRules.settled_by`."""

    #: the trump card left on the table is liable to be called after this many tricks are turned and quitted
    trump_liable_after: int = 1
    #: misdeal case IV: "fourteen or more cards, and any of the other three less than thirteen" (Hoffmann)
    #: or "fourteen cards, and either of the other three less than thirteen" (Foster)
    fourteen_or_more: bool = False
    #: a short hand stands good once discovered "until the first trick has been turned and quitted" (Hoffmann
    #: 40) or "until he has played any of his cards" (Foster 46)
    short_hand_stands_after: str = "played"
    #: the code has laws on the play of the hand (cards liable to be called, the revoke): Foster only
    play_laws: bool = True
    #: the code's own table: for each step of the engine, the law it cites or the silence of its pages
    #: (:mod:`games.whist.codes`)
    table: ClassVar[CodeTable] = _foster_table.TABLE

    def check(self) -> None:
        if self.trump_liable_after not in (1, 2):
            raise RuleSetError(f"the trump card is liable after the first or the second trick, not "
                               f"{self.trump_liable_after!r}")
        if self.short_hand_stands_after not in ("played", "first-trick"):
            raise RuleSetError(f"short_hand_stands_after: 'played' or 'first-trick', not "
                               f"{self.short_hand_stands_after!r}")

    def law_for(self, field_name: str) -> str:
        """The law of this code that settles ``field_name`` (refused if the code does not settle it)."""
        law = self.settled_law(field_name)
        if law is None:
            raise RuleSetError(f"{self.name} settles no field {field_name!r}")
        return law

    def law(self, n: str) -> str:
        """The id of law ``n`` of this code (``"42"`` -> ``"hoffmann-whist:42"``)."""
        return f"{self.code}:{n}"


def _deal_after_wrong_dealer(law: str) -> Any:
    """The reading of each code's law that lets a deal out of turn stand without saying who deals next."""
    return reading_among(
        law, "Who deals next after a deal out of turn that stands",
        {"rotation": "the deal that stood is reckoned the turn of the player who ought to have dealt: the next "
                     "deal falls to the player on his left, as if no mistake had been made",
         "from-who-dealt": "the next deal falls to the player on the left of the one who dealt"})


@dataclass(frozen=True)
class HoffmannWhistRules(WhistRules):
    """The Revised Code of 1900 as Hoffmann reprints it (laws 1-42 and 12a)."""

    name: str = "HOFFMANN-WHIST"
    code: str = "hoffmann-whist"
    title: str = "Hoffmann, the Laws of Whist (Revised Code, 1900)"
    trump_liable_after: int = 2
    fourteen_or_more: bool = True
    short_hand_stands_after: str = "first-trick"
    play_laws: bool = False
    table: ClassVar[CodeTable] = _hoffmann_table.TABLE

    #: law 34 ("the game must proceed as if no mistake had been made") does not say who deals next
    deal_after_wrong_dealer: str = _deal_after_wrong_dealer("hoffmann-whist:34")
    #: law 42 makes the trump card "liable to be called" but the laws on calling stand after law 42
    trump_call: str = reading_among(
        "hoffmann-whist:42", "How the trump card left on the table is called",
        {"when-playable": "an adversary may call it whenever the dealer is to play and may play it without "
                          "renouncing (the laws of calling stand after law 42, outside these pages: this is "
                          "the least the words 'liable to be called' can mean)",
         "never": "the liability is announced and the card stays on the table until the dealer plays it"})

    settled_by: ClassVar[Mapping[str, str]] = {
        "trump_liable_after": "hoffmann-whist:42",
        "fourteen_or_more": "hoffmann-whist:37.iv",
        "short_hand_stands_after": "hoffmann-whist:40",
        "play_laws": "hoffmann-whist:42",
    }


@dataclass(frozen=True)
class FosterWhistRules(WhistRules):
    """Foster's code (laws 40-91, the Etiquette, Dummy and Double Dummy)."""

    name: str = "FOSTER-WHIST"
    code: str = "foster-whist"
    title: str = "Foster, the Laws of Whist"

    #: law 72 (i): "take three tricks from the revoking player" -- and if his side has fewer than three?
    revoke_tricks_short: str = reading_among(
        "foster-whist:72.i", "Three tricks taken from a side that has fewer",
        {"all-they-have": "the claimants take as many as the revoking side has, up to three",
         "not-offered": "taking tricks is not offered when the revoking side has fewer than three"})
    #: law 84: the adversaries "should agree who is to make the election"; the engine must ask one of them
    caller: str = reading_among(
        "foster-whist:84", "Which adversary calls a card liable to be called",
        {"left-hand": "the offender's left-hand adversary calls (the next to play after him)",
         "right-hand": "the offender's right-hand adversary calls"})
    #: law 48 ("the game must proceed as if no mistake had been made") does not say who deals next
    deal_after_wrong_dealer: str = _deal_after_wrong_dealer("foster-whist:48")
    #: law 59: the hands abandoned -- what of the tricks not played?
    abandoned_tricks: str = reading_among(
        "foster-whist:59", "The tricks not played when all four throw down their cards",
        {"unplayed": "the tricks already turned stand and the rest are not played: neither side may claim "
                     "them ('neither claim can be entertained')",
         "none-scored": "nothing is scored for tricks by that hand"})

    #: law 69 rules on an omitted card "not discovered until he has played to the next" -- and sooner?
    omission_found_early: str = reading_among(
        "foster-whist:69", "A card not played to a trick, found before the offender plays to the next",
        {"surplus-card": "the law gives no remedy for it: the trick stands and the card he keeps is counted to it "
                         "at the end of the hand",
         "as-if-late": "the adversaries may claim a new deal, as when it is found later"})

    #: Foster's pages (laws 40-91) are silent on who deals next: the deal passes to the left as Hoffmann's law 25
    #: says (:data:`games.whist.quotations.FOSTER_DEAL_PASSES`), a reading of this edition; no other law of
    #: Hoffmann's is ever cited in a Foster game (the tests check).
    silences: ClassVar[Mapping[str, str]] = MappingProxyType({"hoffmann-whist": FOSTER_SILENT})

    settled_by: ClassVar[Mapping[str, str]] = {
        "trump_liable_after": "foster-whist:52",
        "fourteen_or_more": "foster-whist:44.iv",
        "short_hand_stands_after": "foster-whist:46",
        "play_laws": "foster-whist:71",
    }


#: Hoffmann's reprint of the Revised Code of 1900 (``hoffmann-whist``), its readings at their defaults.
HOFFMANN = register_rules(HoffmannWhistRules(), "revised-code")
#: Foster's code (``foster-whist``), its readings at their defaults.
FOSTER = register_rules(FosterWhistRules())
#: the two codes, by code id
BOOKS: Mapping[str, WhistRules] = {r.code: r for r in (HOFFMANN, FOSTER)}


def find_whist(name: str) -> WhistRules:
    """A Whist rule set by name, code or alias (``"FOSTER-WHIST"``, ``"foster-whist"``, ``"foster"``)."""
    if not isinstance(name, str):
        raise RuleSetError(f"name a rule set of Whist, not {name!r}")
    short = {"hoffmann": HOFFMANN, "foster": FOSTER}   # (other games' rule sets share the authors' names)
    if name.lower() in short:
        return short[name.lower()]
    return find_rules(name, WhistRules)  # type: ignore[return-value]
