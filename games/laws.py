"""Tagging code with the laws it implements.

The build reads this registry (it imports every module of :mod:`games`) and
links each law of the edition to the objects that carry it out.  Nothing else
in the project keeps that mapping by hand.

Use::

    from games.laws import implements, not_executable

    @implements("peel-poker:25", "peel-poker:26")
    def do_open(self, player, amount): ...

    not_executable("peel-poker:15", "A rule of manners: ...")

A law counts as *implemented* on the site only when code is tagged with its id
**and** a test is tagged with it (``@pytest.mark.law("peel-poker:25")``).
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Callable, Mapping, Optional, TypeVar

from games.errors import GameError, check_text

__all__ = [
    "law_label",
    "anchor",
    "law_url",
    "number_label",
    "is_paragraph",
    "Book",
    "Code",
    "BOOKS",
    "CODES",
    "LAW_ID",
    "IMPLEMENTATIONS",
    "NOT_EXECUTABLE",
    "implements",
    "not_executable",
    "check_law_id",
    "laws_of",
    "discover",
]

@dataclass(frozen=True)
class Book:
    """The bibliographic details of one of the edition's books (for citations and ``laws.json``)."""

    key: str  #: short key, ``"peel"``
    author: str  #: as cited, ``"W. H. Peel"`` ("" for an anonymous book)
    author_family: str  #: ``"Peel"`` ("" for an anonymous book)
    author_given: str  #: ``"W. H."``
    title: str  #: ``"Round Games with Cards"``
    date: str  #: the date as cited (``"1891/1897"``, ``"[1909]"``; "" if unknown), as the introduction establishes it
    year: Optional[int] = None  #: the year for reference managers (``1891``), where one can be given
    publisher: str = ""  #: "" where the source does not name one
    place: str = ""
    note: str = ""  #: what is known of the edition, in one sentence
    docname: str = ""  #: the edition's introduction to the book (``"peel/index"``)
    gutenberg: str = ""  #: where the whole book can be read

    @property
    def cited_author(self) -> str:
        """The author as a citation starts (family name first), or the title for an anonymous book."""
        if not self.author_family:
            return ""
        return f"{self.author_family}, {self.author_given}".rstrip(", ")


@dataclass(frozen=True)
class Code:
    """One code of laws of the edition: its id, how it is labelled and cited, where it is printed.

    A new game's code is added here (one record) and nowhere else: the site's law domain
    (labels, titles, coverage, ``laws.json``, citations) and the widgets' links read it.
    """

    id: str  #: the part of a law id before the colon, ``"peel-poker"``
    label: str  #: short label of a citation, ``"Peel"`` (``"Peel, Rule 25"``)
    title: str  #: longer title (coverage pages, ``laws.json``)
    book: Book
    part: str  #: the part of the book the code is, as cited (``"Rules of Draw Poker"``)
    docname: str  #: the page that holds its laws (``"peel/poker"``, without suffix)
    unit: str = "law"  #: the book's own word for one of its laws: ``"Rule"``, ``"law"``, ``"¶"``, ``"round"``
    game: str = ""  #: the game or games it rules, as the home page's progress names them (``"Draw Poker"``)

    @property
    def page_url(self) -> str:
        """The code's page relative to the site root (``peel/poker.html``)."""
        return f"{self.docname}.html"


_PEEL = Book("peel", "W. H. Peel", "Peel", "W. H.", "Round Games with Cards", "1891/1897", 1891,
             note='published under the pseudonym "Baxter-Wray"; the title page gives 1891 and 1897',
             docname="peel/index", gutenberg="https://www.gutenberg.org/ebooks/27819")
_HOFFMANN = Book("hoffmann", "Professor Hoffmann", "Hoffmann", "Professor", "Hoyle's Games Modernized", "[1909]", 1909,
                 publisher="George Routledge and Sons", place="London",
                 note='the new edition "thoroughly revised to 1909" (first published 1898); Professor Hoffmann '
                      "is the pen name of Angelo John Lewis",
                 docname="hoffmann/index", gutenberg="https://www.gutenberg.org/ebooks/39445")
_FOSTER = Book("foster", "R. F. Foster", "Foster", "R. F.", "Foster's Complete Hoyle", "[not before 1904]", None,
               place="New York",
               note="an edition not earlier than 1904 (its history of Poker cites the New York Sun of May 22, 1904)",
               docname="foster/index", gutenberg="https://www.gutenberg.org/ebooks/53881")
_ENQUIRE = Book("enquire-within", "", "", "", "Enquire Within Upon Everything", "", None,
                publisher="Houlston & Sons", place="London",
                note="an unidentified late-Victorian edition (first published 1856); its paragraph numbers may "
                     "not match another edition's",
                docname="enquire-within/index")

#: The books of the edition, by key.
#:
#: :meta hide-value:
BOOKS: Mapping[str, Book] = MappingProxyType({b.key: b for b in (_PEEL, _HOFFMANN, _FOSTER, _ENQUIRE)})

#: The codes of the edition's texts, by id (the part of a law id before the colon), in reading
#: order.  Iterating gives the ids, as the tuple it once was did.
#:
#: :meta hide-value:
CODES: Mapping[str, Code] = MappingProxyType({c.id: c for c in (
    Code("peel-poker", "Peel", "Peel, Round Games with Cards: Draw Poker", _PEEL, "Rules of Draw Poker",
         "peel/poker", unit="Rule", game="Draw Poker"),
    Code("peel-vingt-un", "Peel, Vingt-un", "Peel, Round Games with Cards: Vingt-un", _PEEL, "Vingt-un",
         "peel/vingt-un", game="Vingt-un"),
    Code("hoffmann-solo-whist", "Hoffmann, Solo Whist", "Hoffmann, Hoyle's Games Modernized: Solo Whist", _HOFFMANN,
         "Solo Whist", "hoffmann/solo-whist", game="Solo Whist"),
    Code("hoffmann-vingt-un", "Hoffmann, Vingt-Un", "Hoffmann, Hoyle's Games Modernized: Vingt-Un", _HOFFMANN,
         "Vingt-Un", "hoffmann/vingt-un", game="Vingt-un"),
    Code("hoffmann-french-vingt-un", "Hoffmann, French Vingt-Un",
         "Hoffmann, Hoyle's Games Modernized: French Vingt-Un", _HOFFMANN, "French Vingt-Un",
         "hoffmann/french-vingt-un", unit="round", game="Vingt-un"),
    Code("hoffmann-whist", "Hoffmann", "Hoffmann, Hoyle's Games Modernized: the Laws of Whist (Revised Code, 1900)",
         _HOFFMANN, "The Laws of Whist", "hoffmann/whist-laws", game="Whist"),
    Code("foster-whist", "Foster", "Foster, Foster's Complete Hoyle: the Laws of Whist", _FOSTER, "The Laws of Whist",
         "foster/whist-laws", game="Whist"),
    Code("foster-poker", "Foster, Poker", "Foster, Foster's Complete Hoyle: Draw Poker", _FOSTER, "Draw Poker",
         "foster/poker", game="Draw Poker"),
    Code("enquire-within", "Enquire Within",
         "Enquire Within Upon Everything: Vingt-un, Quadrille, \u00c9cart\u00e9", _ENQUIRE,
         "Vingt-un, Quadrille, \u00c9cart\u00e9", "enquire-within/vingt-un", unit="\u00b6", game="Vingt-un, Quadrille, \u00c9cart\u00e9"),
)})

#: A law id: ``<code>:<number>``; the number as printed (``13``, ``12a``), with
#: sub-clauses after dots (``37.iv``), or an editorial paragraph (``p3``);
#: named sections (``etiquette.2``, ``dummy.i``) are allowed for Foster's code.
LAW_ID = re.compile(r"^(?P<code>[a-z-]+):(?P<number>[0-9a-z]+(?:-[0-9a-z]+)*(?:\.[0-9a-z]+(?:-[0-9a-z]+)*)*)$")

#: law id -> list of dotted names of the objects that implement it.
IMPLEMENTATIONS: dict[str, list[str]] = {}
#: law id -> the reason it cannot be executed.
NOT_EXECUTABLE: dict[str, str] = {}

T = TypeVar("T")


def check_law_id(law_id: str) -> str:
    """Return ``law_id`` if it is well formed, else raise :class:`~games.errors.GameError` (a ``ValueError``)."""
    check_text(law_id, "a law's id ('<code>:<number>')")
    m = LAW_ID.match(law_id)
    if not m or m.group("code") not in CODES:
        raise GameError(f"not a law id: {law_id!r} (expected '<code>:<number>', code one of {', '.join(CODES)})")
    return law_id


def is_paragraph(part: str) -> bool:
    """Is this part of a law number an editorial paragraph (``p3``)?"""
    check_text(part, "a part of a law's number")
    return re.fullmatch(r"p\d+", part) is not None


def number_label(number: str, unit: str = "law") -> str:
    """The short label of a law number: ``25`` -> ``law 25``; ``37.iv`` -> ``law 37 (iv)``;
    ``p3`` -> ``¶ p3``; ``etiquette.1`` -> ``Etiquette 1``; ``dummy.p2`` -> ``Dummy ¶ p2``.

    ``unit`` is the book's own word for a law (``Rule 25``, ``round 2``); the sign ``¶``
    stands close to its number (``¶114``), as Enquire Within prints its paragraphs."""
    check_text(number, "a law's number")
    check_text(unit, "the book's word for a law")
    parts = number.split(".")
    if not all(parts):
        raise GameError(f"{number!r} is not a law's number (e.g. '25', '37.iv', 'p3', 'etiquette.1')")
    head, rest = parts[0], parts[1:]
    if is_paragraph(head):
        out = f"\u00b6 {head}"
    elif head[0].isdigit():
        out = f"{unit}{head}" if unit == "\u00b6" else f"{unit} {head}"
    else:
        out = head.replace("-", " ").title()
        if rest:
            nxt = rest.pop(0)
            out += f" \u00b6 {nxt}" if is_paragraph(nxt) else f" {nxt}"
    for part in rest:
        out += f" \u00b6 {part}" if is_paragraph(part) else f" ({part})"
    return out


def law_label(law_id: str) -> str:
    """A law's short label as the site prints it: ``peel-poker:25`` -> ``Peel, Rule 25``;
    ``enquire-within:114`` -> ``Enquire Within, ¶114``; an unknown code keeps its id."""
    check_text(law_id, "a law's id")
    code, _, number = law_id.partition(":")
    record = CODES.get(code)
    if record is None or not number:
        return law_id
    return f"{record.label}, {number_label(number, record.unit)}"


def anchor(law_id: str) -> str:
    """The HTML anchor of a law on its page: ``peel-poker:25`` -> ``law-peel-poker-25``;
    ``hoffmann-whist:37.iv`` -> ``law-hoffmann-whist-37-iv`` (dots become dashes).  The one
    definition the site's law domain, the widgets' links and the claims ledger share."""
    check_text(law_id, "a law's id")
    code, sep, number = law_id.partition(":")
    if not sep or not code or not number:
        raise GameError(f"not a law id: {law_id!r} (expected '<code>:<number>')")
    return f"law-{code}-{number.replace('.', '-')}"


def law_url(law_id: str) -> str:
    """A law's address relative to the site root, on its code's page: ``peel-poker:25`` ->
    ``peel/poker.html#law-peel-poker-25``."""
    check_law_id(law_id)
    return f"{CODES[law_id.partition(':')[0]].page_url}#{anchor(law_id)}"


def _dotted(obj: object) -> str:
    return f"{obj.__module__}.{obj.__qualname__}"  # type: ignore[attr-defined]


def implements(*law_ids: str) -> Callable[[T], T]:
    """Decorator: the function or class carries out the given laws.

    Adds the ids to ``obj.__laws__`` and to :data:`IMPLEMENTATIONS`, and
    appends a "Laws:" line to the docstring that links back to each law on the
    site.
    """
    for law_id in law_ids:
        check_law_id(law_id)

    def decorate(obj: T) -> T:
        # a property is marked on its getter; the target is any function or class (its attributes are set below)
        target: Any = obj.fget if isinstance(obj, property) else obj
        name = _dotted(target)
        existing = tuple(getattr(target, "__laws__", ()))
        target.__laws__ = existing + tuple(i for i in law_ids if i not in existing)
        for law_id in law_ids:
            names = IMPLEMENTATIONS.setdefault(law_id, [])
            if name not in names:
                names.append(name)
        links = ", ".join(f":law:`{i}`" for i in law_ids)
        doc = target.__doc__ or ""
        if links not in doc:
            try:
                target.__doc__ = (doc.rstrip() + "\n\n" if doc.strip() else "") + f"Laws: {links}\n"
            except (AttributeError, TypeError):  # pragma: no cover - builtins
                pass
        return obj

    return decorate


def not_executable(law_id: str, reason: str) -> None:
    """Declare that a law cannot be carried out by code, and why.

    The reason is shown under the law on the site and in ``laws.json``; it
    must be one a reader would accept (e.g. a rule of manners with no penalty).
    """
    check_law_id(law_id)
    if not isinstance(reason, str) or len(reason.split()) < 4:
        raise GameError(f"{law_id}: a non-executable law needs a real reason", law_id)
    NOT_EXECUTABLE[law_id] = reason


def laws_of(obj: object) -> tuple[str, ...]:
    """The law ids an object was tagged with."""
    target = obj.fget if isinstance(obj, property) else obj  # type: ignore[union-attr]
    return tuple(getattr(target, "__laws__", ()))


def discover() -> tuple[dict[str, list[str]], dict[str, str]]:
    """Import every module of :mod:`games` and return the two registries."""
    import games

    for info in pkgutil.walk_packages(games.__path__, prefix="games."):
        if info.name.endswith("__main__"):
            continue
        importlib.import_module(info.name)
    return IMPLEMENTATIONS, NOT_EXECUTABLE
