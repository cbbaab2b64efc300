"""The terms of art of the edition's texts, read from their one data file, ``terms.yaml``.

``terms.yaml`` (beside this module) is the only list of the terms: its header describes the
fields.  This module reads it once and gives it to its three users:

* :data:`TERMS`, the records with a gloss: the glossary (``source/_ext/glossary.py``) links the
  first use of each in each law of the texts to its entry and renders the glossary page;
* :func:`index_terms`, every record: the law domain's index entries ``<term>; <law>`` (the
  ``laws_search_terms`` setting, in ``conf.py``);
* :func:`definitions`, the laws each term's basis cites, in order: where it is defined or which
  govern it, which the search lists first (the ``laws_search_definitions`` setting).
"""

from __future__ import annotations

import os
import re
from typing import Any

import yaml

DATA_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "terms.yaml")


def _load() -> tuple[dict[str, tuple[str, ...]], list[dict[str, Any]]]:
    with open(DATA_FILE, encoding="utf-8") as f:
        data = yaml.safe_load(f)
    groups = {name: tuple(codes) for name, codes in data.get("groups", {}).items()}
    records = []
    for rec in data["terms"]:
        rec = dict(rec)
        if rec.get("codes") is not None:
            rec["codes"] = tuple(rec["codes"])
        records.append(rec)
    return groups, records


_GROUPS, RECORDS = _load()
POKER, VINGT_UN, WHIST = _GROUPS["poker"], _GROUPS["vingt_un"], _GROUPS["whist"]

#: The glossary's entries: the records with a gloss, in the file's order.
TERMS: list[dict[str, Any]] = [r for r in RECORDS if r.get("gloss")]


def headword(term: str) -> str:
    """The term as the index lists it: ``say (first say, last say)`` -> ``say``."""
    return term.split(" (")[0]


def index_terms() -> dict[str, dict[str, Any]]:
    """headword -> ``{"forms": [...], "codes": [...] or None}`` for every term and its variant headwords."""
    out: dict[str, dict[str, Any]] = {}
    for rec in RECORDS:
        spec = {"forms": list(rec["forms"]), "codes": list(rec["codes"]) if rec.get("codes") else None}
        for name in (headword(rec["term"]), *rec.get("also", ())):
            out[name] = spec
    return out


def definitions() -> dict[str, list[str]]:
    """headword -> the law ids the term's basis cites, in its order (the defining law first)."""
    out: dict[str, list[str]] = {}
    for rec in RECORDS:
        laws = list(dict.fromkeys(re.findall(r"\{law\}`([^`]+)`", rec.get("basis", ""))))
        if laws:
            for name in (headword(rec["term"]), *rec.get("also", ())):
                out[name] = laws
    return out
