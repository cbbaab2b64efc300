"""A citation carries the words it rests on: every law the library cites comes with a quotation of it.

A :class:`Cite` *is* the law's id (a ``str``: it compares, hashes, prints and is stored as the id
everywhere a law id went before) and carries ``words``, a short span of that law's own text in the
edition (emendations read as corrected) that says what the event, ruling, refusal or score line
says.  The quotation is declared once, where the law is applied (in the code's law table, or beside
the function that applies it), with :func:`quote`; a test checks every declared quotation against
the law's text (``tests/test_citations.py``).

A law that is applied in several places for several things (Écarté's ¶118 holds the whole game)
has one quotation per thing, each declared where it is applied; the first declared is the law's
*principal* quotation, the one a plain id is read with (:func:`cited`).

Two kinds of words are not a law's and are never passed off as one:

* **a reading of this edition**: where one book is silent and the engine plays another book's rule,
  the citation is that other book's law, marked with the code it is played under and the reading's
  words (:func:`borrowed`: ``"Foster's pages are silent here; played as Peel, Rule 8, a reading of
  this edition"``);
* **a convention of the edition** (:class:`Convention`): a scoring the texts do not set out, a maxim
  from outside them, a custom of the table.  It is labelled as the edition's, with its editorial note,
  and cites no law.

>>> from games.citations import quote, cited, words_of, Cite
>>> import games.poker  # Poker's law table declares the words of Peel's Rules
>>> c = cited("peel-poker:1")  # a plain id, read with the law's principal quotation
>>> isinstance(c, Cite), c == "peel-poker:1", c.words
(True, True, 'The cards shall be the ordinary pack of fifty-two cards')
>>> quote("peel-poker:1", c.words) is c  # declared once: the same words give the same citation
True
>>> words_of("peel-poker:1") == c.words and c.label
'Peel, Rule 1'
"""

from __future__ import annotations

import sys
from typing import Any, Iterable, Mapping, Optional

from games.errors import GameError, check_items, check_text
from games.laws import CODES, check_law_id, law_label

__all__ = ["Cite", "Convention", "QUOTATIONS", "CONVENTIONS", "quote", "borrowed", "cited", "cite_all",
           "words_of", "quotations_of", "convention", "code_of", "under_code", "foreign"]


class Cite(str):
    """A law's id with the words of the law it rests on (``words``); where it is played under another
    book's rule set as a declared reading, ``under`` names that rule set's code and ``reading`` says so
    in words.  ``where`` is the module that declared the quotation (for the citations pages)."""

    words: str
    under: str
    reading: str
    where: str

    def __new__(cls, law_id: str, words: str, *, under: str = "", reading: str = "", where: str = "") -> "Cite":
        check_law_id(law_id)
        check_text(words, "the words a citation quotes")
        if not words.strip() or words != " ".join(words.split()):
            raise GameError(f"a citation quotes a span of the law's words, single-spaced, not {words!r}", str(law_id))
        for value, what in ((under, "the code a law is played under"), (reading, "the words of the reading"),
                            (where, "where a quotation is declared")):
            check_text(value, what)
        if under and under not in CODES:
            raise GameError(f"no code of the edition is called {under!r}")
        if under and not reading:
            raise GameError(f"a law played under {under} is a reading of the edition: say so in words", str(law_id))
        self = super().__new__(cls, str(law_id))
        self.words = words
        self.under = under
        self.reading = reading
        self.where = where
        return self

    def __reduce__(self):  # copies and pickles keep the words
        return (_remake, (str(self), self.words, self.under, self.reading, self.where))

    def __repr__(self) -> str:
        return str.__repr__(str(self))

    @property
    def code(self) -> str:
        """The code whose law this is (``peel-poker``)."""
        return self.partition(":")[0]

    @property
    def label(self) -> str:
        """``Peel, Rule 25``."""
        return law_label(str(self))


def _remake(law_id: str, words: str, under: str, reading: str, where: str) -> Cite:
    return Cite(law_id, words, under=under, reading=reading, where=where)


#: law id -> the quotations declared for it, in the order declared (the first is the law's principal one).
QUOTATIONS: dict[str, list[Cite]] = {}


def _caller_module(depth: int = 2) -> str:
    try:
        return str(sys._getframe(depth).f_globals.get("__name__", ""))
    except ValueError:  # pragma: no cover - a shallow stack
        return ""


def quote(law_id: str, words: str) -> Cite:
    """Declare the words of ``law_id`` that the code applying it rests on, and return the citation.

    Declare each once, at module level where the law is applied (a law table or beside ``@implements``);
    the same words declared again (a module imported twice) give the citation already declared."""
    c = Cite(law_id, words, where=_caller_module())
    known = QUOTATIONS.setdefault(str(c), [])
    for k in known:
        if k.words == c.words:
            return k
    known.append(c)
    return c


def cited(law: Any) -> Any:
    """``law`` as a citation: a :class:`Cite` as it is; a plain id with the law's principal quotation
    (the id itself where none is declared: the tests find it); anything else unchanged (``None``)."""
    if isinstance(law, Cite) or not isinstance(law, str):
        return law
    known = QUOTATIONS.get(law)
    return known[0] if known else law


def cite_all(laws: Iterable[object]) -> tuple:
    """Each of ``laws`` as :func:`cited` gives it."""
    return tuple(cited(law) for law in check_items(laws, "the laws cited"))


def words_of(law: object) -> str:
    """The words a citation quotes ('' for a law with none declared, or for ``None``)."""
    c = cited(law)
    return c.words if isinstance(c, Cite) else ""


def quotations_of(law_id: str) -> tuple[Cite, ...]:
    """Every quotation declared for ``law_id``."""
    return tuple(QUOTATIONS.get(check_law_id(law_id), ()))


def code_of(law: object) -> str:
    """The code of a law's id (``peel-poker:25`` -> ``peel-poker``)."""
    return check_text(law, "a law's id").partition(":")[0]


def borrowed(law: object, under: str, reading: str) -> Cite:
    """``law`` (another code's, with its quotation) as played under the rule set of code ``under``,
    where that code is silent: a declared reading of this edition, ``reading`` saying so in words."""
    c = cited(law)
    if not isinstance(c, Cite):
        raise GameError(f"{law!r} has no quotation declared: a law is cited with its words", None)
    return Cite(str(c), c.words, under=under, reading=reading, where=c.where)


def under_code(law: Any, codes: Iterable[str], readings: Mapping[str, str]) -> Any:
    """``law`` as a game under the rule set of ``codes`` (its own code first, then any other code of the
    same book it cites as its own) cites it: its own codes' laws as :func:`cited`; another code's law as
    :func:`borrowed` under the reading ``readings`` declares for that code (``{label}`` in the words is
    the law's label), or unchanged where none is declared (the tests find it)."""
    c = cited(law)
    if not isinstance(c, str) or ":" not in c:
        return c
    codes = check_items(codes, "the codes of a rule set")
    if not codes:
        raise GameError("a rule set cites the laws of at least one code")
    if not isinstance(readings, Mapping):
        raise GameError(f"the readings of a code's silences are a mapping, not {readings!r}")
    own = code_of(c)
    if own in codes or (isinstance(c, Cite) and c.under in codes):
        return c
    words = readings.get(own)
    if words is None or not isinstance(c, Cite):
        return c
    return borrowed(c, codes[0], words.format(label=law_label(str(c))))


def foreign(law: object, codes: Iterable[str]) -> bool:
    """Whether ``law`` is cited as another code's law with no reading declared (a game under ``codes``
    must not cite it so)."""
    c = cited(law)
    if not isinstance(c, str) or ":" not in c:
        return False
    codes = check_items(codes, "the codes of a rule set")
    return code_of(c) not in codes and not (isinstance(c, Cite) and c.under in codes)


class Convention(str):
    """What no law says, labelled as the edition's: a scoring the texts do not set out, a maxim from
    outside them, a custom of the table.  It is its ``key`` (a ``str``), carries ``label`` (the words
    an event shows: ``"the edition's scoring: short whist, not in these pages"``), ``note`` (the
    editorial note that explains it) and ``codes`` (the codes whose games use it)."""

    label: str
    note: str
    codes: tuple[str, ...]
    where: str

    def __new__(cls, key: str, label: str, note: str, codes: Iterable[str] = (), where: str = "") -> "Convention":
        for value, what in ((key, "a convention's key"), (label, "a convention's label"),
                            (note, "a convention's note"), (where, "where a convention is declared")):
            check_text(value, what)
        if not key or ":" in key or not label.strip() or not note.strip():
            raise GameError(f"a convention has a key (no colon: it is not a law), a label and a note, not {key!r}")
        codes = check_items(codes, "the codes that use a convention")
        for c in codes:
            if not isinstance(c, str) or c not in CODES:
                raise GameError(f"no code of the edition is called {c!r}")
        self = super().__new__(cls, key)
        self.label, self.note, self.codes, self.where = label, note, codes, where
        return self

    def __reduce__(self):
        return (Convention, (str(self), self.label, self.note, self.codes, self.where))

    def __repr__(self) -> str:
        return f"Convention({str(self)!r})"


#: key -> every convention of the edition.
CONVENTIONS: dict[str, Convention] = {}


def convention(key: str, label: str, note: str, codes: Iterable[str] = ()) -> Convention:
    """Declare a convention of the edition (once, where it is applied) and return it."""
    c = Convention(key, label, note, codes, where=_caller_module())
    known = CONVENTIONS.get(str(c))
    if known is not None:
        if (known.label, known.note, known.codes) != (c.label, c.note, c.codes):
            raise GameError(f"the convention {key!r} is declared twice with different words")
        return known
    CONVENTIONS[str(c)] = c
    return c


def convention_of(key: object) -> Optional[Convention]:
    """The convention declared under ``key`` (``None`` if there is none)."""
    return CONVENTIONS.get(key) if isinstance(key, str) else None


# A refusal names its law with the law's words too: GameError reads its law through :func:`cited`
# (errors.py comes first in the package and imports nothing of it, so the link is made here).
GameError.cite = staticmethod(cited)  # type: ignore[attr-defined]
