"""The words the code rests on: under each law, and one citations page per code.

Everything here is read from the registry's ``citations`` (:func:`.discovery.discover_citations`):
the quotations declared in the code (``games.citations.quote``), the conventions of the edition, and
the catalogue of what the engine cites in seeded games under every rule set.

* :func:`quotations_block` -- folded under a law: each quotation of it the code declares, where, and
  what cites it (an event, a refusal, a ruling, an option, a score or settlement line; under which
  rule set, and whether as a reading of this edition).
* :func:`citations_page` -- the ``law-citations`` directive: every kind of citation the engine makes
  under the games of one code, the law and the words, the code that declares them and the tests of the
  law, so that a reader can audit a code's citations in one sitting.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

from . import ids
from . import nodes as lnodes
from .links import link_node, test_links
from .registry import registry
from .status import Link, status_of
from .tables import law_link, make_table, ordered_laws

BLOCK_TITLE = "The words the code rests on"

#: How the catalogue's ``where`` reads in words.
WHERE_WORDS = {"ruling": "a ruling", "option": "a remedy offered", "settlement": "a settlement line",
               "score": "a score line", "reason": "a computer player's reason"}


def where_words(where: str) -> str:
    """``event deal`` -> ``an event (deal)``; ``refusal Stake`` -> ``a refusal of Stake``."""
    if where in WHERE_WORDS:
        return WHERE_WORDS[where]
    kind, _, what = where.partition(" ")
    if kind == "event":
        return f"an event ({what})"
    if kind == "refusal":
        return f"a refusal of {what}"
    return where


def _data(app: Sphinx) -> dict[str, Any]:
    return registry(app).citations or {}


def _tables(app: Sphinx) -> dict[str, dict[str, Any]]:
    return {t["id"]: t for t in _data(app).get("tables", [])}


def _module_link(app: Sphinx, fromdoc: str, module: str) -> nodes.Node:
    vc = getattr(app.env, "_viewcode_modules", {})
    if module and module in vc and app.builder.format == "html":
        return link_node(app, fromdoc, Link(module, "_modules/" + module.replace(".", "/"), "", f"Source of {module}"),
                         ["law-code"])
    return nodes.literal(module or "?", module or "?")


def entries_for(app: Sphinx, law_id: str) -> list[dict[str, Any]]:
    """The catalogue's entries that cite ``law_id``."""
    return [e for e in _data(app).get("catalogue", []) if e["law"] == law_id]


def quotations_for(app: Sphinx, law_id: str) -> list[dict[str, Any]]:
    """The quotations of ``law_id`` the code declares, each with the catalogue's entries that use it."""
    entries = entries_for(app, law_id)
    out = []
    for q in _data(app).get("quotations", {}).get(law_id, []):
        uses = [e for e in entries if e["words"] == q["words"]]
        out.append({**q, "cited_by": [{"table": e["table"], "where": e["where"], "reading": e["reading"] or None,
                                       "example": e["example"]} for e in uses]})
    return out


def _quote(words: str) -> nodes.Node:
    q = nodes.inline("", "", classes=["law-quotation"])
    q += nodes.Text(f"\u201c{words}\u201d")
    return q


def quotations_block(app: Sphinx, fromdoc: str, law_id: str) -> list[nodes.Node]:
    """The fold under a law (``[]`` when the code declares no quotation of it)."""
    quotes = quotations_for(app, law_id)
    if not quotes:
        return []
    tables = _tables(app)
    items = nodes.bullet_list(classes=["law-quotations"])
    for q in quotes:
        item = nodes.list_item()
        para = nodes.paragraph()
        para += _quote(q["words"])
        para += nodes.Text(" \u00b7 declared in ")
        para += _module_link(app, fromdoc, q["module"])
        item += para
        uses: dict[tuple[str, str], list[str]] = {}
        for use in q["cited_by"]:
            title = tables.get(use["table"], {}).get("title", use["table"])
            uses.setdefault((where_words(use["where"]), use["reading"] or ""), []).append(title)
        if uses:
            sub = nodes.paragraph(classes=["law-quotation-uses"])
            sub += nodes.Text("Cited by " + "; ".join(
                f"{w} in {', '.join(dict.fromkeys(t))}" + (f" ({r})" if r else "") for (w, r), t in uses.items()) + ".")
            item += sub
        else:
            item += nodes.paragraph("Not met in the seeded games the build plays (a rarer case).",
                                    "Not met in the seeded games the build plays (a rarer case).",
                                    classes=["law-quotation-uses"])
        items += item
    n = len(quotes)
    summary = f"{BLOCK_TITLE}: {n} quotation{'s' if n != 1 else ''}"
    if app.builder.name in ("html", "dirhtml"):
        return [lnodes.law_readings("", items, classes=["apparatus", "law-quotations-block"], law_id=law_id,
                                    summary=summary)]
    block = nodes.container("", classes=["apparatus", "law-quotations-block"])
    head = nodes.paragraph("", "")
    head += nodes.strong(BLOCK_TITLE, BLOCK_TITLE)
    block += head
    block += items
    return [block]


def citations_page(app: Sphinx, fromdoc: str, code: str) -> list[nodes.Node]:
    """Every kind of citation the engine makes in the games of ``code``'s rule sets (and every citation of
    ``code``'s laws anywhere), grouped by game, then the conventions those games use."""
    data = _data(app)
    laws = dict(ordered_laws(app.env))
    reg = registry(app)
    tables = [t for t in data.get("tables", []) if code in t["codes"][:1]]
    table_ids = {t["id"] for t in tables}
    out: list[nodes.Node] = []
    cat = data.get("catalogue", [])
    mine = [e for e in cat if e["table"] in table_ids or (e["law"] and ids.split(e["law"])[0] == code)]
    n_laws = len({e["law"] for e in mine if e["law"]})
    summary = nodes.paragraph("", "", classes=["law-citations-totals"])
    summary += nodes.strong(f"{len(mine)} kinds of citation", f"{len(mine)} kinds of citation")
    summary += nodes.Text(f", of {n_laws} laws, in {len(tables) or 'no'} game{'s' if len(tables) != 1 else ''} "
                          "under this code's rule sets.")
    out.append(summary)
    groups: dict[str, list[dict[str, Any]]] = {}
    for e in mine:
        groups.setdefault(e["table"], []).append(e)
    titles = _tables(app)
    order = {law_id: i for i, law_id in enumerate(laws)}
    # the games under this code's rule sets first; then this code's laws played under another's
    for table_id, entries in sorted(groups.items(), key=lambda kv: (kv[0] not in table_ids, kv[0])):
        title = titles.get(table_id, {}).get("title", table_id)
        if table_id not in table_ids:
            title = f"{title}: this code's laws played under that rule set"
        sec_title = nodes.rubric(title, title, classes=["law-citations-game"])
        out.append(sec_title)
        rows = []
        entries.sort(key=lambda e: (order.get(e["law"] or "", 10 ** 6), e["where"], e["words"]))
        for e in entries:
            if e["law"]:
                rec = laws.get(e["law"])
                law_cell: Any = law_link(app, fromdoc, e["law"], rec) if rec else nodes.literal(e["law"], e["law"])
                st = status_of(e["law"], reg, app.env)
                tests = test_links(app, fromdoc, st)[:3]
                test_cell = nodes.inline()
                for i, t in enumerate(tests):
                    if i:
                        test_cell += nodes.Text(", ")
                    test_cell += t
                if len(st.tests) > 3:
                    test_cell += nodes.Text(f" and {len(st.tests) - 3} more")
                quotes = data.get("quotations", {}).get(e["law"], [])
                module = next((q["module"] for q in quotes if q["words"] == e["words"]), "")
            else:
                conv = data.get("conventions", {}).get(e["convention"], {})
                law_cell = nodes.emphasis("the edition's", "the edition's")
                test_cell = nodes.Text("\u2014")
                module = conv.get("module", "")
            words = nodes.inline()
            if e["words"]:
                words += _quote(e["words"]) if e["law"] else nodes.Text(e["words"])
            if e["reading"]:
                words += nodes.Text(" ")
                words += nodes.emphasis(f"({e['reading']})", f"({e['reading']})")
            what = nodes.inline()
            what += nodes.strong(where_words(e["where"]), where_words(e["where"]))
            if e["example"]:
                what += nodes.Text(f": {e['example']}")
            rows.append([what, law_cell, words, _module_link(app, fromdoc, module) if module else nodes.Text("\u2014"),
                         test_cell])
        out.append(make_table(["What the engine writes (an example)", "Law", "The words it rests on", "Code",
                               "Tests of the law"], rows, ["law-citations"], [5, 2, 5, 2, 3]))
    convs = [(k, c) for k, c in data.get("conventions", {}).items() if code in c["codes"]]
    if convs:
        out.append(nodes.rubric("Conventions of the edition", "Conventions of the edition"))
        items = nodes.bullet_list()
        for key, c in convs:
            item = nodes.list_item()
            para = nodes.paragraph()
            para += nodes.strong(c["label"], c["label"])
            para += nodes.Text(f" \u2014 {c['note']} (declared in ")
            para += _module_link(app, fromdoc, c["module"])
            para += nodes.Text(")")
            item += para
            items += item
        out.append(items)
    if not mine:
        out.append(nodes.paragraph("The engine cites no law of this code.", "The engine cites no law of this code."))
    return out
