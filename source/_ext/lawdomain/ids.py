"""Law ids: checking them, their HTML anchors and their short labels."""

from __future__ import annotations

import importlib
import re
from types import ModuleType
from typing import Any, Mapping

from games.laws import anchor, is_paragraph, number_label  # noqa: F401  (one definition, shared with the widgets' links)

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


def parent_id(law_id: str) -> str | None:
    code, number = split(law_id)
    if "." not in number:
        return None
    return f"{code}:{number.rsplit('.', 1)[0]}"


def sort_key(number: str) -> tuple:
    """A natural order of law numbers within a code (used where text order is unknown)."""
    key = []
    for part in re.split(r"[.]", number):
        m = re.fullmatch(r"(\d+)([a-z]*)", part)
        key.append((0, int(m.group(1)), m.group(2)) if m else (1, 0, part))
    return tuple(key)
