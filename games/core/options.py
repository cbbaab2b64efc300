"""Declared readings: a rule set's answer to an ambiguous or silent law, as data.

Where a text is ambiguous or silent the edition picks a reading and offers the
others as options.  A reading is a dataclass field that knows its law, its
default, its choices and why:

>>> from dataclasses import dataclass
>>> from games.core.options import RuleSet, reading
>>> @dataclass(frozen=True)
... class MyRules(RuleSet):
...     own_stake_back: bool = reading(
...         "peel-poker:60", default=True, choices=(True, False),
...         doc={True: "he takes back his own stake too", False: "only the others' sums"})
>>> MyRules().readings_of("peel-poker:60")[0].default
True
>>> MyRules(own_stake_back="maybe")
Traceback (most recent call last):
games.errors.RuleSetError: MyRules.own_stake_back = 'maybe': choose one of True, False [peel-poker:60]

Every rule set validates its readings in one place (:meth:`RuleSet.__post_init__`);
the site lists "the readings of law N" from :func:`readings_for_law`, so the
editorial notes and the code cannot drift apart.  Named rule sets are found by
name or alias with :func:`find_rules` (python-chess's ``find_variant``).
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields, replace
from types import MappingProxyType
from typing import Any, ClassVar, Iterable, Mapping, Optional, TypeVar

from games.citations import cited, under_code
from games.errors import RuleSetError, check_items, check_text

__all__ = ["reading", "reading_among", "Reading", "RuleSet", "BookRules", "register_rules", "find_rules", "named_rules",
           "readings_for_law"]

_META = "games.reading"


def reading(
    law: str | tuple[str, ...],
    *,
    default: Any,
    choices: Iterable[Any],
    doc: str | Mapping[Any, str] = "",
    title: str = "",
) -> Any:
    """A dataclass field declaring a reading of ``law``.

    ``choices`` are the readings the text admits (the default among them);
    ``doc`` explains the field, or maps each choice to its explanation;
    ``title`` is a short name for the question the law leaves open.
    """
    laws = (law,) if isinstance(law, str) else check_items(law, "the laws read", error=RuleSetError)
    if not laws or not all(isinstance(x, str) for x in laws):
        raise RuleSetError(f"a reading names the laws it reads (ids such as 'peel-poker:60'), not {law!r}")
    choices = check_items(choices, "a reading's choices", error=RuleSetError, text=True)
    if not isinstance(doc, (str, Mapping)):
        raise RuleSetError(f"a reading's doc is text or a map of choice to text, not {doc!r}", laws[0])
    check_text(title, "a reading's title", error=RuleSetError, law=laws[0])
    if default not in choices:
        raise RuleSetError(f"default {default!r} is not among the choices {choices!r}", laws[0])
    meta = {"laws": laws, "choices": choices, "doc": doc, "title": title}
    return field(default=default, metadata={_META: meta})


def reading_among(law: str | tuple[str, ...], title: str, doc: Mapping[Any, str]) -> Any:
    """A :func:`reading` of ``law`` whose choices are the keys of ``doc``, each with its explanation, the
    first of them the default (written once, not three times):

    >>> @dataclass(frozen=True)
    ... class MyRules(RuleSet):
    ...     ties: str = reading_among("peel-vingt-un:p8", "Ties", {"dealer": "the dealer takes", "standoff": "none"})
    >>> MyRules().ties, MyRules().readings()[0].choices
    ('dealer', ('dealer', 'standoff'))
    """
    if not isinstance(doc, Mapping) or not doc:
        raise RuleSetError(f"a reading's choices are the keys of a map of choice to explanation, not {doc!r}")
    choices = tuple(doc)
    return reading(law, default=choices[0], choices=choices, title=title, doc=doc)


@dataclass(frozen=True)
class Reading:
    """One declared reading as the site shows it."""

    name: str  #: the field's name
    laws: tuple[str, ...]
    default: Any
    value: Any  #: the value in this rule set
    choices: tuple[Any, ...]
    title: str
    doc: str  #: the field's explanation
    explanations: tuple[tuple[Any, str], ...]  #: (choice, what it means)
    owner: str = ""  #: the rule-set class

    @property
    def law(self) -> str:
        return self.laws[0]


def _readings_of_class(cls: type) -> list[Reading]:
    out = []
    for f in fields(cls):
        meta = f.metadata.get(_META)
        if not meta:
            continue
        doc = meta["doc"]
        if isinstance(doc, Mapping):
            expl = tuple((c, doc.get(c, "")) for c in meta["choices"])
            text = ""
        else:
            expl = tuple((c, "") for c in meta["choices"])
            text = doc
        default = f.default if f.default is not MISSING else None
        out.append(Reading(f.name, meta["laws"], default, default, meta["choices"], meta["title"], text, expl,
                           cls.__qualname__))
    return out


@dataclass(frozen=True)
class RuleSet:
    """Base of every game's rule sets: checks every declared reading.

    Subclasses are frozen dataclasses; a field made with :func:`reading` may only
    take one of its choices.  ``name`` is the rule set's short name (``"PEEL"``),
    ``code`` the code of laws it follows (``"peel-poker"``).
    """

    name: str = "CUSTOM"
    code: str = ""

    _rule_sets: ClassVar[dict[str, "RuleSet"]]

    #: Other codes of the same book that this rule set's games cite as their own (Hoffmann's French
    #: Vingt-Un citing his Vingt-Un where the French game is "as" the other).
    also_cites: ClassVar[tuple[str, ...]] = ()
    #: Where this code is silent and the engine plays another code's rule: that code -> the words of
    #: the reading, ``{label}`` standing for the law's label (``"Foster's pages are silent here; played
    #: as {label}, a reading of this edition"``).  Each is a declared reading with an editorial note
    #: beside the law; a law of a code not named here is never cited unlabelled (the tests check).
    silences: ClassVar[Mapping[str, str]] = MappingProxyType({})

    def cites(self) -> tuple[str, ...]:
        """The codes whose laws this rule set's games cite as their own (its ``code`` first)."""
        return (self.code, *self.also_cites)

    def cite(self, law: Any) -> Any:
        """``law`` as this rule set's games cite it: with the words it rests on; another code's law, where
        :attr:`silences` declares the reading it is played under, marked as that reading
        (:func:`games.citations.under_code`)."""
        return under_code(law, self.cites(), self.silences)

    def __post_init__(self) -> None:
        check_text(self.name, f"{type(self).__name__}.name", error=RuleSetError)
        check_text(self.code, f"{type(self).__name__}.code", error=RuleSetError)
        for f in fields(self):
            meta = f.metadata.get(_META)
            if meta and getattr(self, f.name) not in meta["choices"]:
                raise RuleSetError(
                    f"{type(self).__name__}.{f.name} = {getattr(self, f.name)!r}: choose one of "
                    + ", ".join(repr(c) for c in meta["choices"]),
                    meta["laws"][0],
                )
        self.check()

    def check(self) -> None:
        """Checks across fields (a subclass raises :class:`~games.errors.RuleSetError`)."""

    def readings(self) -> list[Reading]:
        """Every declared reading, with its value in this rule set; the readings of a
        rule set held in a field (``hands``) follow, named ``"hands.aces"``."""
        out = [replace(r, value=getattr(self, r.name)) for r in _readings_of_class(type(self))]
        for f in fields(self):
            inner = getattr(self, f.name)
            if isinstance(inner, RuleSet):
                out += [replace(r, name=f"{f.name}.{r.name}") for r in inner.readings()]
        return out

    def readings_of(self, law_id: str) -> list[Reading]:
        """The readings this rule set declares for ``law_id``."""
        check_text(law_id, "a law's id", error=RuleSetError)
        return [r for r in self.readings() if law_id in r.laws]

    def differences(self) -> dict[str, Any]:
        """The readings where this rule set departs from the default."""
        return {r.name: r.value for r in self.readings() if r.value != r.default}

    def with_readings(self, chosen: Mapping[str, Any]) -> "RuleSet":
        """A copy with some declared readings chosen by name, each value one of the reading's choices or
        its text (``"dealer"``, ``"16"``, ``"true"``, ``"1/4"``), as they come from a page's address or a
        notebook's ``READINGS``.  A reading this rule set does not declare, or a value not among its
        choices, is refused (:class:`~games.errors.RuleSetError`, citing the law read)."""
        if not isinstance(chosen, Mapping):
            raise RuleSetError(f"choose readings by name, in a mapping such as {{'ties': 'dealer'}}, not {chosen!r}")
        declared = {r.name: r for r in self.readings() if "." not in r.name}
        changes = {}
        for name, value in chosen.items():
            r = declared.get(name)
            if r is None:
                raise RuleSetError(f"{self.name} declares no reading {name!r} (its readings: {', '.join(declared)})")
            text = str(value).lower()
            match = [c for c in r.choices if type(c) is type(value) and c == value or str(c).lower() == text]
            if not match:
                raise RuleSetError(f"{name}: choose one of {', '.join(str(c).lower() for c in r.choices)}, "
                                   f"not {value!r}", r.law)
            changes[name] = match[0]
        return self.replace(**changes) if changes else self

    def replace(self, **changes: Any) -> "RuleSet":
        """A copy with some fields changed (validated again)."""
        bad = [k for k in changes if k not in {f.name for f in fields(self)}]
        if bad:
            raise RuleSetError(f"{type(self).__name__} has no option {', '.join(bad)}")
        return replace(self, **changes)


@dataclass(frozen=True)
class BookRules(RuleSet):
    """A rule set that follows one book: its ``title`` (for the site), and, for a field the book settles
    in plain words (not a reading), the law that settles it
    (:attr:`~games.core.options.BookRules.settled_by`: field -> law id), which :meth:`settled_law` gives
    to a decision that cites it.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class MyRules(BookRules):
    ...     ties: str = "dealer"
    ...     settled_by = {"ties": "peel-vingt-un:p8"}
    >>> MyRules().settled_law("ties"), MyRules().settled_law("pack")
    ('peel-vingt-un:p8', None)
    """

    name: str = "CUSTOM"
    code: str = ""
    title: str = ""

    #: field -> the law of this book that settles it (where the book is explicit)
    settled_by: ClassVar[Mapping[str, str]] = {}

    def __post_init__(self) -> None:
        if not isinstance(self.title, str):
            raise RuleSetError(f"{type(self).__name__}.title = {self.title!r}: a rule set's title is text")
        super().__post_init__()

    def settled_law(self, field_name: str, *, readings: bool = False) -> Optional[str]:
        """The law of this book that settles ``field_name``; with ``readings``, else the law a declared
        reading of it reads; ``None`` if neither."""
        check_text(field_name, "the name of a rule set's field", error=RuleSetError)
        if field_name in self.settled_by:
            return self.settled_by[field_name]
        if readings:
            for r in self.readings():
                if r.name == field_name:
                    return r.law
        return None


_NAMED: dict[str, RuleSet] = {}
_R = TypeVar("_R", bound=RuleSet)
_ALIASES: dict[str, str] = {}


def register_rules(rules: _R, *aliases: str) -> _R:
    """Make a named rule set findable by :func:`find_rules` (by ``rules.name`` or an alias)."""
    if not isinstance(rules, RuleSet):
        raise RuleSetError(f"only a rule set can be registered, not {rules!r}")
    for a in aliases:
        check_text(a, "a rule set's alias", error=RuleSetError)
    key = rules.name.lower()
    _NAMED[key] = rules
    for a in (rules.code, *aliases):
        if a:
            _ALIASES.setdefault(a.lower(), key)
    return rules


def find_rules(name: str, kind: Optional[type] = None) -> RuleSet:
    """The named rule set (``"PEEL"``, ``"peel-poker"``, an alias), optionally of a given class."""
    check_text(name, "a rule set's name", error=RuleSetError)
    _kind(kind)
    key = name.lower()
    key = key if key in _NAMED else _ALIASES.get(key, key)
    rules = _NAMED.get(key)
    if rules is None or (kind is not None and not isinstance(rules, kind)):
        known = ", ".join(sorted(r.name for r in _NAMED.values() if kind is None or isinstance(r, kind)))
        raise RuleSetError(f"no rule set named {name!r} (known: {known})")
    return rules


def named_rules(kind: Optional[type] = None) -> list[RuleSet]:
    """Every registered rule set (of a class, if given), in registration order."""
    _kind(kind)
    return [r for r in _NAMED.values() if kind is None or isinstance(r, kind)]


def readings_for_law(law_id: str) -> list[tuple[RuleSet, Reading]]:
    """For the site: every registered rule set declaring a reading of ``law_id``, with its value there."""
    check_text(law_id, "a law's id", error=RuleSetError)
    return [(rs, r) for rs in _NAMED.values() for r in rs.readings_of(law_id)]


def _kind(kind: object) -> None:
    if kind is not None and not isinstance(kind, type):
        raise RuleSetError(f"a kind of rule set is a class (such as PokerRules), not {kind!r}")


def cite_under(rules: object, law: Any) -> Any:
    """``law`` as a game or sitting played under ``rules`` cites it (:meth:`RuleSet.cite`), or with its
    words alone where there is no rule set with a code (:func:`games.citations.cited`)."""
    if isinstance(rules, RuleSet) and rules.code:
        return rules.cite(law)
    return cited(law)
