"""``laws.json`` at the site root: every law, its text, status, code, tests and citations.

Beside it the build writes ``laws.schema.json`` (the JSON Schema it follows, :data:`SCHEMA`)
and ``laws.csv`` (one row per law: the same data, flat).
"""

from __future__ import annotations

import csv
import datetime as _dt
import json
import os
from typing import Any

from sphinx.application import Sphinx

from . import ids
from .cite import cite_record, citations, edition, page_text
from .discovery import READING_KEYS
from .status import STATUSES, status_of
from .tables import ordered_laws
from .quotations import quotations_for
from .registry import registry
from .util import get_ids


def _url(app: Sphinx, docname: str, anchor: str = "") -> str:
    uri = app.builder.get_target_uri(docname)
    return uri + ("#" + anchor if anchor else "")


def laws_data(app: Sphinx) -> dict[str, Any]:
    env = app.env
    reg = registry(app)
    domain = env.get_domain("law")
    checker = get_ids(env)
    ed = edition(app.config)
    codes: dict[str, Any] = {code: _code_entry(checker, code, ed["baseurl"]) for code in checker.codes}
    laws = []
    for law_id, rec in ordered_laws(env):
        code, number = ids.split(law_id)
        st = status_of(law_id, reg, env)
        codes.setdefault(code, _code_entry(checker, code, ed["baseurl"]))
        codes[code]["totals"][st.status] += 1
        impls = []
        for ref in st.code:
            entry = {"object": ref.dotted, "url": None, "source_url": None}
            if ref.api is not None:
                entry["url"] = _url(app, ref.api.target, ref.api.anchor)
            if ref.source is not None:
                entry["source_url"] = _url(app, ref.source.target, ref.source.anchor)
            impls.append(entry)
        emendations = []
        for anchor in rec["emendations"]:
            em = domain.emendations.get(anchor)
            if em:
                emendations.append({"original": em["original"], "correction": em["correction"],
                                    "reason": em["reason"], "page": em.get("page"),
                                    "url": _url(app, em["docname"], anchor)})
        url = _url(app, rec["docname"], rec["anchor"])
        cite = cite_record(env, app.config, law_id, url, rec["pages"])
        laws.append({
            "id": law_id,
            "code": code,
            "number": number,
            "label": checker.label(law_id),
            "text": rec["text"],
            "original_text": rec["original_text"],
            "url": url,
            "permalink": cite["permalink"],
            "page": rec["pages"] or None,
            "page_label": page_text(rec["pages"]) or None,
            "status": st.status,
            "reason": st.reason,
            "implementations": impls,
            "tests": [t.nodeid for t in st.tests],
            "test_urls": [_url(app, t.page.target, t.page.anchor) for t in st.tests],
            "parent": rec["parent"],
            "emendations": emendations,
            "citations": citations(cite),
            "readings": [{k: r[k] for k in READING_KEYS} for r in reg.readings.get(law_id, [])],
            "quotations": quotations_for(app, law_id),
        })
    for code in codes.values():
        code["totals"]["total"] = sum(code["totals"][s] for s in STATUSES)
    return {
        "$schema": ed["baseurl"] + SCHEMA_FILE if ed["baseurl"] else SCHEMA_FILE,
        "generated": _generated(),
        "edition": {**ed, "url": ed["baseurl"], "csv": ed["baseurl"] + CSV_FILE},
        "licence": ed["licence"],
        "codes": codes,
        "laws": laws,
    }


def _code_entry(checker, code: str, baseurl: str) -> dict[str, Any]:
    rec = checker.record(code)
    entry: dict[str, Any] = {"title": checker.title(code), "label": checker.labels.get(code, code),
                             "unit": checker.units.get(code, "law"), "totals": dict.fromkeys(STATUSES, 0)}
    if rec is not None:
        book = rec.book
        entry["part"] = rec.part
        entry["url"] = baseurl + rec.page_url
        entry["book"] = {
            "title": book.title, "author": book.author or None, "date": book.date or None, "year": book.year,
            "publisher": book.publisher or None, "place": book.place or None, "note": book.note or None,
            "introduction": baseurl + book.docname + ".html" if book.docname else None,
            "full_text": book.gutenberg or None,
        }
    return entry


def _generated() -> str:
    """The build time (UTC), or SOURCE_DATE_EPOCH's when set (reproducible builds)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    when = (_dt.datetime.fromtimestamp(int(epoch), _dt.timezone.utc) if epoch
            else _dt.datetime.now(_dt.timezone.utc))
    return when.replace(microsecond=0).isoformat().replace("+00:00", "Z")


SCHEMA_FILE = "laws.schema.json"
CSV_FILE = "laws.csv"

#: The columns of ``laws.csv``.
CSV_COLUMNS = ("id", "code", "number", "label", "page", "status", "reason", "permalink", "parent", "text",
               "original_text", "implementations", "tests", "chicago", "readings")


def csv_rows(data: dict[str, Any]) -> list[list[str]]:
    rows = [list(CSV_COLUMNS)]
    for law in data["laws"]:
        rows.append([
            law["id"], law["code"], law["number"], law["label"], " ".join(law["page"] or []), law["status"],
            law["reason"] or "", law["permalink"], law["parent"] or "", law["text"], law["original_text"],
            " ".join(i["object"] for i in law["implementations"]), " ".join(law["tests"]),
            law["citations"]["chicago"],
            " ".join(_csv_reading(r) for r in law["readings"]),
        ])
    return rows


def _csv_reading(r: dict[str, Any]) -> str:
    """``PEEL.seating=draw``: a rule set's reading of the law, in one word."""
    value = json.dumps(r["default"]) if not isinstance(r["default"], str) else r["default"]
    return f"{r['rule_set']}.{r['field']}={value}"


def write_laws_json(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html" or app.builder.name not in ("html", "dirhtml"):
        return
    data = laws_data(app)
    path = os.path.join(app.outdir, "laws.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(app.outdir, SCHEMA_FILE), "w", encoding="utf-8") as f:
        json.dump(schema(edition(app.config)["baseurl"]), f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(app.outdir, CSV_FILE), "w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows(csv_rows(data))


def schema(baseurl: str = "") -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of ``laws.json``."""
    s = {"type": "string"}
    opt_s = {"type": ["string", "null"]}
    url = {"type": "string", "minLength": 1}
    strings = {"type": "array", "items": s}
    value = {"type": ["string", "number", "boolean", "null"],
             "description": "as in Python; a fraction as a string, \"1/2\""}
    reading = {
        "type": "object", "required": list(READING_KEYS), "additionalProperties": False,
        "properties": {
            "rule_set": {"type": "string", "description": "the registered rule set's name (PEEL, HOFFMANN-VINGT-UN)"},
            "rule_set_code": {**opt_s, "description": "the code of laws the rule set follows"},
            "field": {"type": "string", "description": "the field of the rule set (hands.aces: a field of the "
                      "rule set held in hands)"},
            "class": {"type": "string", "description": "the dotted name of the class declaring the field"},
            "title": {"type": "string", "description": "the question the law leaves open"},
            "default": {**value, "description": "the value this rule set takes"},
            "choices": {"type": "array", "items": value, "minItems": 1},
            "doc": {"type": "string", "description": "the field's explanation ('' when each choice has its own)"},
            "explanations": {"type": "array", "items": {
                "type": "object", "required": ["value", "doc"], "additionalProperties": False,
                "properties": {"value": value, "doc": s}}, "description": "what each choice means"},
            "laws": {"type": "array", "items": s, "minItems": 1,
                     "description": "every law the field is a reading of (this one among them)"},
        },
    }
    law = {
        "type": "object",
        "required": ["id", "code", "number", "label", "text", "original_text", "url", "permalink", "page",
                     "page_label", "status", "reason", "implementations", "tests", "test_urls", "parent",
                     "emendations", "citations", "readings", "quotations"],
        "additionalProperties": False,
        "properties": {
            "id": {"type": "string", "pattern": "^[a-z-]+:[0-9a-z.-]+$",
                   "description": "the law id, <code>:<number>"},
            "code": s, "number": s,
            "label": {"type": "string", "description": "the short label, in the book's own word (Peel, Rule 25)"},
            "text": {"type": "string", "description": "the law as shown, emendations applied, sub-clauses left out"},
            "original_text": {"type": "string", "description": "the law with every emendation undone"},
            "url": {"type": "string", "description": "page and anchor, relative to the site root"},
            "permalink": {"type": "string", "description": "the absolute address of the law"},
            "page": {"type": ["array", "null"], "items": s, "description": "the printed pages, as printed"},
            "page_label": opt_s,
            "status": {"enum": list(STATUSES)},
            "reason": {**opt_s, "description": "why the law is not executable"},
            "implementations": {"type": "array", "items": {
                "type": "object", "required": ["object", "url", "source_url"], "additionalProperties": False,
                "properties": {"object": s, "url": opt_s, "source_url": opt_s}}},
            "tests": strings, "test_urls": strings,
            "parent": opt_s,
            "emendations": {"type": "array", "items": {
                "type": "object", "required": ["original", "correction", "reason", "page", "url"],
                "additionalProperties": False,
                "properties": {"original": s, "correction": s, "reason": s, "page": opt_s, "url": url}}},
            "readings": {"type": "array", "description": "the readings of this law declared in the code: one "
                         "per rule set and field (games.core.options.reading)", "items": reading},
            "quotations": {"type": "array", "description": "the words of this law the code rests on, each "
                           "declared once where the law is applied (games.citations.quote), and what cites "
                           "them in the seeded games the build plays under every rule set", "items": {
                "type": "object", "required": ["words", "module", "cited_by"], "additionalProperties": False,
                "properties": {
                    "words": {"type": "string", "description": "a span of the law's text (parts joined by ' \u2026 ')"},
                    "module": {"type": "string", "description": "the module that declares the quotation"},
                    "cited_by": {"type": "array", "items": {
                        "type": "object", "required": ["table", "where", "reading", "example"],
                        "additionalProperties": False,
                        "properties": {
                            "table": {"type": "string", "description": "the game and rule set (games.audit)"},
                            "where": {"type": "string", "description": "event <kind>, refusal <action>, ruling, "
                                      "option, settlement, score or reason (a computer player's)"},
                            "reading": {**opt_s, "description": "the reading of this edition under which "
                                        "another book's law is played, if it is one"},
                            "example": s}}}}}},
            "citations": {"type": "object", "required": ["chicago", "mla", "bibtex", "csl"],
                          "additionalProperties": False,
                          "properties": {"chicago": s, "mla": s, "bibtex": s,
                                         "csl": {"type": "object", "required": ["id", "type", "title", "URL"]}}},
        },
    }
    book = {"type": "object", "required": ["title"], "properties": {
        "title": s, "author": opt_s, "date": opt_s, "year": {"type": ["integer", "null"]}, "publisher": opt_s,
        "place": opt_s, "note": opt_s, "introduction": opt_s, "full_text": opt_s}}
    totals = {"type": "object", "required": [*STATUSES, "total"],
              "additionalProperties": {"type": "integer", "minimum": 0}}
    code = {"type": "object", "required": ["title", "label", "unit", "totals"], "properties": {
        "title": s, "label": s, "unit": s, "part": s, "url": s, "book": book, "totals": totals}}
    licence = {"type": "object", "required": ["name", "url"], "properties": {"name": s, "url": s, "scope": s}}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": baseurl + SCHEMA_FILE,
        "title": "laws.json of The Laws of the Table",
        "description": "Every law of the edition's texts, with its text, status, code, tests and citations.",
        "type": "object",
        "required": ["generated", "edition", "licence", "codes", "laws"],
        "properties": {
            "$schema": s,
            "generated": {"type": "string", "description": "build time, UTC (ISO 8601)"},
            "edition": {"type": "object", "required": ["title", "editors", "version", "date", "licence", "baseurl"],
                        "properties": {"title": s, "editors": strings, "version": s, "date": s, "licence": licence,
                                       "baseurl": s, "url": s, "csv": s}},
            "licence": licence,
            "codes": {"type": "object", "additionalProperties": code},
            "laws": {"type": "array", "items": law},
        },
    }
