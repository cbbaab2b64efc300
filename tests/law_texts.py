"""The words of every law as the edition prints them, read from the pages' sources (no built site needed).

A law's text is the content of its ``{law}`` directive (a law with sub-clauses holds theirs), with the
markup taken away as a reader reads it: page breaks and footnote markers dropped, an emendation read as
corrected, italics and bold as plain words, escaped numbers (``25\\.``) as printed; runs of white space
are single spaces.  :func:`is_span` tells whether a quotation is a span of a law's words (parts joined
by " … " each a span, in order).
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "source"

_OPEN = re.compile(r"^(?P<fence>:{3,})\{law\}\s+(?P<id>\S+)\s*$")
_CLOSE = re.compile(r"^(?P<fence>:{3,})\s*$")
_OTHER_OPEN = re.compile(r"^(?P<fence>:{3,})\{[a-z-]+\}")
_ROLE = re.compile(r"\{(?P<role>[a-z-]+)\}`(?P<body>[^`]*)`")
ELLIPSIS = " \u2026 "


def _plain_role(m: re.Match) -> str:
    role, body = m.group("role"), m.group("body")
    if role in ("page", "fnref"):
        return ""
    if role == "emend":  # original|correction|reason: read as corrected
        return body.split("|")[1] if "|" in body else body
    if role == "law":
        return body.split("<")[0].strip() if "<" in body else body
    return body


def plain(markup: str) -> str:
    """A law's markup as plain words."""
    markup = re.sub(r"^\{\.[\w .-]+\}\s*$", "", markup, flags=re.M)  # a block's classes ({.law-title})
    text = _ROLE.sub(_plain_role, markup)
    text = re.sub(r"\\([.\-*_\[\]#])", r"\1", text)  # escapes: 25\. -> 25.
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    text = re.sub(r"(?<![\w])_(.+?)_(?![\w])", r"\1", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"\1", text)
    return " ".join(text.split())


@lru_cache(maxsize=None)
def law_texts() -> dict[str, str]:
    """law id -> its words, for every law of every page of the edition."""
    out: dict[str, str] = {}
    for path in sorted(SOURCE.rglob("*.md")):
        if "_" in path.parts[len(SOURCE.parts)][:1]:
            continue
        stack: list[tuple[str, str, list[str]]] = []  # (fence, law id or "", lines)
        for line in path.read_text(encoding="utf-8").splitlines():
            m = _OPEN.match(line)
            if m:
                stack.append((m.group("fence"), m.group("id"), []))
                continue
            m2 = _OTHER_OPEN.match(line)
            if m2 and stack:
                stack.append((m2.group("fence"), "", []))
                continue
            c = _CLOSE.match(line)
            if c and stack and c.group("fence") == stack[-1][0]:
                fence, law_id, lines = stack.pop()
                body = "\n".join(lines)
                if law_id:
                    out[law_id] = plain(body)
                if stack:
                    stack[-1][2].append(body if law_id else "")  # a parent holds its clauses; notes are not law
                continue
            if stack:
                stack[-1][2].append(line)
    return out


def is_span(words: str, law_id: str) -> bool:
    """Whether ``words`` is a span of the law's words (parts joined by " … ", each a span, in order)."""
    text = law_texts().get(law_id)
    if text is None:
        return False
    at = 0
    for part in words.split(ELLIPSIS):
        if not part.strip():
            return False
        i = text.find(part, at)
        if i < 0:
            return False
        at = i + len(part)
    return True
