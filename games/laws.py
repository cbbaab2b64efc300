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
from typing import Callable, TypeVar

__all__ = [
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

#: The codes of the edition's texts (the part of a law id before the colon).
CODES = (
    "peel-poker",
    "peel-vingt-un",
    "hoffmann-solo-whist",
    "hoffmann-vingt-un",
    "hoffmann-french-vingt-un",
    "hoffmann-whist",
    "foster-whist",
    "foster-poker",
    "enquire-within",
)

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
    """Return ``law_id`` if it is well formed, else raise ``ValueError``."""
    m = LAW_ID.match(law_id)
    if not m or m.group("code") not in CODES:
        raise ValueError(f"not a law id: {law_id!r} (expected '<code>:<number>', code one of {', '.join(CODES)})")
    return law_id


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
        target = obj.fget if isinstance(obj, property) else obj  # type: ignore[union-attr]
        name = _dotted(target)
        existing = tuple(getattr(target, "__laws__", ()))
        target.__laws__ = existing + tuple(i for i in law_ids if i not in existing)  # type: ignore[attr-defined]
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
    if not reason or len(reason.split()) < 4:
        raise ValueError(f"{law_id}: a non-executable law needs a real reason")
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
