"""Each code of Whist its own table: for every step of the engine, the laws the code in force cites for it and
whether the code rules on it at all, keyed by *matter* (the key of the concordance,
:data:`games.whist.concordance.CONCORDANCE`) and *step* (what the engine does within that matter).

The engine never asks which code is in force.  It asks the table of the rule set in force
(:attr:`games.whist.rules.WhistRules.table`, one :class:`CodeTable` per code: :data:`~games.whist.codes.hoffmann.TABLE`
and :data:`~games.whist.codes.foster.TABLE`)::

    self.law("the cut", "once separated")      # the Cite, or None where the code is silent
    self.laws("exposed in dealing", "claim")   # a tuple of Cites (empty where silent)
    self.rules_on("shuffling", "fault")         # whether the code has a law on it
    raise self.silence("shuffling", "fault", "a fault in shuffling")   # the refusal, in the silence's words

A code's silence is data (:class:`Silent`: why its pages say nothing), declared once per step; both tables name the
same steps (the tests check it, and that every law a step cites stands in the concordance's row of that matter for
that code).

>>> from games.whist.codes import hoffmann, foster
>>> hoffmann.TABLE.law("the cut", "once separated").words[:40]
'When the player whose duty it is to cut '
>>> foster.TABLE.law("the cut", "once separated") is None
True
>>> print(foster.TABLE.silence("the cut", "once separated", "he cuts again"))
he cuts again: Foster's pages are silent on it (his laws on this matter are numbered before 40, outside this edition; his text here begins with law 40)
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping, Optional, Union

from games.citations import Cite
from games.errors import GameError, IllegalActionError, check_text

__all__ = ["Silent", "CodeTable", "Entry", "BEFORE_40", "AFTER_42", "SILENT_BEFORE_40", "SILENT_AFTER_42"]

#: Why Foster has no law on a matter of Hoffmann's, in these pages.
BEFORE_40 = ("Foster's laws on this matter are numbered before 40, on pages of his book outside this edition "
             "(his text here begins with law 40).")
#: Why Hoffmann has no law on a matter of Foster's, in these pages.
AFTER_42 = ("Hoffmann's pages end with law 42, the trump card: the Revised Code's laws on this matter stand after "
            "it, outside this edition.")


@dataclass(frozen=True)
class Silent:
    """A step on which a code's pages say nothing: ``why`` (in words, for the refusal and the concordance page)."""

    why: str

    def __post_init__(self) -> None:
        check_text(self.why, "why a code is silent")


#: Foster's pages are silent: his laws on the matter stand before law 40.
SILENT_BEFORE_40 = Silent("his laws on this matter are numbered before 40, outside this edition; his text here "
                          "begins with law 40")
#: Hoffmann's pages are silent: they end with law 42, the trump card.
SILENT_AFTER_42 = Silent("the Revised Code, laws 1-42, ends with the trump card: its laws on this matter stand "
                         "after law 42, outside this edition")

#: What a step of a code's table holds: the law cited (a Cite), the laws cited (a tuple of them), or a silence.
Entry = Union[Cite, tuple, Silent]


class CodeTable:
    """One code's table: ``entries`` maps ``(matter, step)`` to an :data:`Entry`; ``author`` names the book's
    author in refusals ("Foster's pages are silent on it")."""

    def __init__(self, code: str, author: str, entries: Mapping[tuple[str, str], Entry]) -> None:
        check_text(code, "a code's id")
        check_text(author, "the author of a code")
        out: dict[tuple[str, str], Entry] = {}
        for key, entry in entries.items():
            if not (isinstance(key, tuple) and len(key) == 2 and all(isinstance(k, str) for k in key)):
                raise GameError(f"a step of a code's table is (matter, step), not {key!r}")
            if isinstance(entry, tuple):
                if not entry or not all(isinstance(c, Cite) for c in entry):
                    raise GameError(f"{code} {key}: the laws of a step are citations, not {entry!r}")
                for c in entry:
                    _own(code, key, c)
            elif isinstance(entry, Cite):
                _own(code, key, entry)
            elif not isinstance(entry, Silent):
                raise GameError(f"{code} {key}: a step holds a citation, citations or a silence, not {entry!r}")
            out[key] = entry
        self.code = code
        self.author = author
        self.entries: Mapping[tuple[str, str], Entry] = MappingProxyType(out)

    def __repr__(self) -> str:
        return f"CodeTable({self.code!r}, {len(self.entries)} steps)"

    def entry(self, matter: str, step: str = "") -> Entry:
        """What the code holds for ``(matter, step)`` (refused if the table has no such step)."""
        if not isinstance(matter, str) or not isinstance(step, str):
            raise GameError(f"a step is named by its matter and step, in words, not {matter!r}, {step!r}")
        try:
            return self.entries[(matter, step)]
        except KeyError:
            raise GameError(f"the table of {self.code} has no step {step!r} of the matter {matter!r}") from None

    def laws(self, matter: str, step: str = "") -> tuple[Cite, ...]:
        """The laws the code cites for the step (``()`` where its pages are silent)."""
        e = self.entry(matter, step)
        if isinstance(e, Silent):
            return ()
        return e if isinstance(e, tuple) else (e,)

    def law(self, matter: str, step: str = "") -> Optional[Cite]:
        """The (first) law the code cites for the step, or ``None`` where its pages are silent."""
        found = self.laws(matter, step)
        return found[0] if found else None

    def rules_on(self, matter: str, step: str = "") -> bool:
        """Whether the code has a law on the step."""
        return not isinstance(self.entry(matter, step), Silent)

    def silence(self, matter: str, step: str, what: str) -> IllegalActionError:
        """The refusal of ``what`` where the code is silent on the step, saying why (refused where it is not)."""
        check_text(what, "what is refused")
        e = self.entry(matter, step)
        if not isinstance(e, Silent):
            raise GameError(f"{self.code} has a law on {matter!r} {step!r}: it is not silent")
        return IllegalActionError(f"{what}: {self.author}'s pages are silent on it ({e.why})")


def _own(code: str, key: tuple, c: Cite) -> None:
    if not str(c).startswith(code + ":") and not (c.reading and c.under == code):
        raise GameError(f"{code} {key}: the table of {code} cites {c} of another code without a declared reading")
