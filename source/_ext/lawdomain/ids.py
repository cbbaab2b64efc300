"""Law ids: checking them, their HTML anchors and their short labels."""

from __future__ import annotations

import importlib
import re
from types import ModuleType
from typing import Any, Mapping

_FALLBACK_ID = re.compile(r"^(?P<code>[a-z-]+):(?P<number>[0-9a-z]+(?:\.[0-9a-z]+)*)$")


def laws_module(package: str) -> ModuleType:
    """The ``<package>.laws`` module (the registry of the code)."""
    return importlib.import_module(f"{package}.laws")


class LawIds:
    """Checks law ids against the codes and the id pattern of a laws module, and labels them.

    The codes come from ``<package>.laws.CODES``: a mapping of code id -> a record with
    ``label``, ``title`` and ``unit`` (``games.laws.Code``), or, for a package that keeps
    no records, a plain sequence of ids (labelled by the ``laws_code_labels`` setting).
    """

    def __init__(self, codes, pattern: re.Pattern[str] | None = None,
                 labels: dict[str, str] | None = None):
        self.records: dict[str, Any] = dict(codes) if isinstance(codes, Mapping) else {}
        self.codes = tuple(codes)
        self.pattern = pattern or _FALLBACK_ID
        self.labels = {c: getattr(r, "label", c) for c, r in self.records.items()}
        self.labels.update(labels or {})
        self.titles = {c: getattr(r, "title", c) for c, r in self.records.items()}
        self.units = {c: getattr(r, "unit", "law") for c, r in self.records.items()}

    @classmethod
    def from_package(cls, package: str, labels: dict[str, str] | None = None) -> "LawIds":
        mod = laws_module(package)
        return cls(getattr(mod, "CODES"), getattr(mod, "LAW_ID", None), labels)

    def record(self, code: str) -> Any:
        """The code's record (``games.laws.Code``), or ``None``."""
        return self.records.get(code)

    def title(self, code: str) -> str:
        return self.titles.get(code, self.labels.get(code, code))

    def problem(self, law_id: str) -> str | None:
        """Why ``law_id`` is not a valid id (``None`` if it is)."""
        m = self.pattern.match(law_id)
        if not m:
            return f"malformed law id {law_id!r} (expected '<code>:<number>', e.g. 'peel-poker:25')"
        if m.group("code") not in self.codes:
            return f"unknown code {m.group('code')!r} in law id {law_id!r} (codes: {', '.join(self.codes)})"
        return None

    def number_label(self, law_id: str) -> str:
        """The law's own label in its book's word: ``Rule 25``, ``¶114``, ``round 2``, ``law 37 (iv)``."""
        code, number = split(law_id)
        return number_label(number, self.units.get(code, "law"))

    def label(self, law_id: str) -> str:
        code, number = split(law_id)
        return f"{self.labels.get(code, code)}, {self.number_label(law_id)}"


def split(law_id: str) -> tuple[str, str]:
    code, _, number = law_id.partition(":")
    return code, number


def anchor(law_id: str) -> str:
    """``peel-poker:25`` -> ``law-peel-poker-25``; ``hoffmann-whist:37.iv`` -> ``law-hoffmann-whist-37-iv``."""
    code, number = split(law_id)
    return f"law-{code}-{number.replace('.', '-')}"


def parent_id(law_id: str) -> str | None:
    code, number = split(law_id)
    if "." not in number:
        return None
    return f"{code}:{number.rsplit('.', 1)[0]}"


def is_paragraph(part: str) -> bool:
    return re.fullmatch(r"p\d+", part) is not None


def number_label(number: str, unit: str = "law") -> str:
    """The short label of a law number: ``25`` -> ``law 25``; ``37.iv`` -> ``law 37 (iv)``;
    ``p3`` -> ``¶ p3``; ``etiquette.1`` -> ``Etiquette 1``; ``dummy.p2`` -> ``Dummy ¶ p2``.

    ``unit`` is the book's own word for a law (``Rule 25``, ``round 2``); the sign ``¶``
    stands close to its number (``¶114``), as Enquire Within prints its paragraphs."""
    parts = number.split(".")
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


def sort_key(number: str) -> tuple:
    """A natural order of law numbers within a code (used where text order is unknown)."""
    key = []
    for part in re.split(r"[.]", number):
        m = re.fullmatch(r"(\d+)([a-z]*)", part)
        key.append((0, int(m.group(1)), m.group(2)) if m else (1, 0, part))
    return tuple(key)
