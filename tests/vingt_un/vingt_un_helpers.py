"""What the Vingt-un law tests read off a sitting: each seat's money, and the log's words."""

from __future__ import annotations


def money(g) -> list[int]:
    """Each seat's balance in the ledger, seat 0 first."""
    return [g.ledger[f"seat:{s}"] for s in range(g.n)]


def texts(g, kind=None, seat=None) -> list[str]:
    """The log's lines (of one ``kind``, or all) as ``seat`` saw them (``None``: what is public)."""
    return [e.text for e in g.log_for(seat) if kind is None or e.kind == kind]
