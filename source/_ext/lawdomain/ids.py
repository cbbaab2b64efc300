"""Law ids: checking them, their HTML anchors and their short labels."""

from __future__ import annotations

import importlib
import re
from types import ModuleType

#: Short labels of the codes, used by the ``law`` role ("Peel, law 25").
CODE_LABELS = {
    "peel-poker": "Peel",
    "peel-vingt-un": "Peel, Vingt-un",
    "hoffmann-solo-whist": "Hoffmann, Solo Whist",
    "hoffmann-vingt-un": "Hoffmann, Vingt-Un",
    "hoffmann-french-vingt-un": "Hoffmann, French Vingt-Un",
    "hoffmann-whist": "Hoffmann",
    "foster-whist": "Foster",
    "foster-poker": "Foster, Poker",
    "enquire-within": "Enquire Within",
}

#: Longer titles of the codes (coverage pages, ``laws.json``).
CODE_TITLES = {
    "peel-poker": "Peel, Round Games with Cards: Draw Poker",
    "peel-vingt-un": "Peel, Round Games with Cards: Vingt-un",
    "hoffmann-solo-whist": "Hoffmann, Hoyle's Games Modernized: Solo Whist",
    "hoffmann-vingt-un": "Hoffmann, Hoyle's Games Modernized: Vingt-Un",
    "hoffmann-french-vingt-un": "Hoffmann, Hoyle's Games Modernized: French Vingt-Un",
    "hoffmann-whist": "Hoffmann, Hoyle's Games Modernized: the Laws of Whist (Revised Code, 1900)",
    "foster-whist": "Foster, Foster's Complete Hoyle: the Laws of Whist",
    "foster-poker": "Foster, Foster's Complete Hoyle: Draw Poker",
    "enquire-within": "Enquire Within Upon Everything: Vingt-un, Quadrille, \u00c9cart\u00e9",
}

_FALLBACK_ID = re.compile(r"^(?P<code>[a-z-]+):(?P<number>[0-9a-z]+(?:\.[0-9a-z]+)*)$")


def laws_module(package: str) -> ModuleType:
    """The ``<package>.laws`` module (the registry of the code)."""
    return importlib.import_module(f"{package}.laws")


class LawIds:
    """Checks law ids against the codes and the id pattern of a laws module."""

    def __init__(self, codes: tuple[str, ...], pattern: re.Pattern[str] | None = None,
                 labels: dict[str, str] | None = None):
        self.codes = tuple(codes)
        self.pattern = pattern or _FALLBACK_ID
        self.labels = dict(CODE_LABELS)
        self.labels.update(labels or {})

    @classmethod
    def from_package(cls, package: str, labels: dict[str, str] | None = None) -> "LawIds":
        mod = laws_module(package)
        return cls(tuple(getattr(mod, "CODES")), getattr(mod, "LAW_ID", None), labels)

    def problem(self, law_id: str) -> str | None:
        """Why ``law_id`` is not a valid id (``None`` if it is)."""
        m = self.pattern.match(law_id)
        if not m:
            return f"malformed law id {law_id!r} (expected '<code>:<number>', e.g. 'peel-poker:25')"
        if m.group("code") not in self.codes:
            return f"unknown code {m.group('code')!r} in law id {law_id!r} (codes: {', '.join(self.codes)})"
        return None

    def label(self, law_id: str) -> str:
        code, number = split(law_id)
        return f"{self.labels.get(code, code)}, {number_label(number)}"


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


def number_label(number: str) -> str:
    """The short label of a law number: ``25`` -> ``law 25``; ``37.iv`` -> ``law 37 (iv)``;
    ``p3`` -> ``¶ p3``; ``etiquette.1`` -> ``Etiquette 1``; ``dummy.p2`` -> ``Dummy ¶ p2``."""
    parts = number.split(".")
    head, rest = parts[0], parts[1:]
    if is_paragraph(head):
        out = f"\u00b6 {head}"
    elif head[0].isdigit():
        out = f"law {head}"
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
