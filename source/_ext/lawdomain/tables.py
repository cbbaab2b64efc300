"""The generated tables: coverage of a code, the summary of all codes, the emendation list."""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

from . import ids
from .links import code_links, link_node, test_links
from .registry import registry
from .status import IMPLEMENTED, NOT_EXECUTABLE, PENDING, STATUSES, Link, status_of
from .util import get_ids


def doc_order(env) -> list[str]:
    """Documents in reading order: a depth-first walk of the toctree from the root, then the rest."""
    order: list[str] = []
    seen: set[str] = set()
    stack = [env.config.root_doc]
    includes = env.toctree_includes
    while stack:
        doc = stack.pop()
        if doc in seen or doc not in env.all_docs:
            continue
        seen.add(doc)
        order.append(doc)
        stack.extend(reversed(includes.get(doc, [])))
    order += sorted(d for d in env.all_docs if d not in seen)
    return order


def ordered_laws(env) -> list[tuple[str, dict[str, Any]]]:
    """Every law of the site in text order (document order within the toctree order)."""
    rank = {d: i for i, d in enumerate(doc_order(env))}
    laws = env.get_domain("law").laws
    return sorted(laws.items(), key=lambda kv: (rank.get(kv[1]["docname"], len(rank)), kv[1]["seq"]))


def law_link(app: Sphinx, fromdoc: str, law_id: str, rec: dict[str, Any], text: str | None = None):
    label = text or get_ids(app.env).label(law_id)
    return link_node(app, fromdoc, Link(label, rec["docname"], rec["anchor"], law_id), ["law-ref"])


def make_table(headers: list[str], rows: list[list[Any]], classes: list[str], widths=None) -> nodes.table:
    table = nodes.table("", classes=classes)
    tgroup = nodes.tgroup(cols=len(headers))
    table += tgroup
    for w in widths or [1] * len(headers):
        tgroup += nodes.colspec(colwidth=w)
    thead = nodes.thead()
    tgroup += thead
    row = nodes.row()
    for h in headers:
        row += nodes.entry("", nodes.paragraph(h, h))
    thead += row
    tbody = nodes.tbody()
    tgroup += tbody
    for cells in rows:
        row = nodes.row()
        for cell in cells:
            entry = nodes.entry()
            if isinstance(cell, str):
                entry += nodes.paragraph(cell, cell)
            elif isinstance(cell, list):
                para = nodes.paragraph()
                for i, item in enumerate(cell):
                    if i:
                        para += nodes.Text(", ")
                    para += item
                entry += para
            else:
                entry += nodes.paragraph("", "", cell) if not isinstance(cell, nodes.paragraph) else cell
            row += entry
        tbody += row
    return table


STATUS_LABEL = {IMPLEMENTED: "implemented", NOT_EXECUTABLE: "not executable", PENDING: "pending"}


def totals(app: Sphinx, code: str) -> dict[str, int]:
    counts = dict.fromkeys(STATUSES, 0)
    for law_id, rec in app.env.get_domain("law").laws.items():
        if ids.split(law_id)[0] == code:
            counts[status_of(law_id, registry(app), app.env).status] += 1
    return counts


def coverage_table(app: Sphinx, fromdoc: str, code: str) -> list[nodes.Node]:
    reg = registry(app)
    rows = []
    counts = dict.fromkeys(STATUSES, 0)
    for law_id, rec in ordered_laws(app.env):
        if ids.split(law_id)[0] != code:
            continue
        st = status_of(law_id, reg, app.env)
        counts[st.status] += 1
        status_cell = nodes.inline("", STATUS_LABEL[st.status], classes=[f"law-status-{st.status}"])
        if st.reason:
            status_cell += nodes.Text(f": {st.reason}")
        rows.append([law_link(app, fromdoc, law_id, rec), status_cell, code_links(app, fromdoc, st) or "\u2014",
                     test_links(app, fromdoc, st) or "\u2014"])
    total = sum(counts.values())
    summary = nodes.paragraph("", "", classes=["law-coverage-totals"])
    summary += nodes.strong(f"{total} laws", f"{total} laws")
    summary += nodes.Text(f": {counts[IMPLEMENTED]} implemented, {counts[NOT_EXECUTABLE]} not executable, "
                          f"{counts[PENDING]} pending.")
    out: list[nodes.Node] = [summary]
    if rows:
        out.append(make_table(["Law", "Status", "Code", "Tests"], rows, ["law-coverage"], [2, 3, 4, 4]))
    else:
        out.append(nodes.paragraph("No law of this code has been found in the text of the edition yet.",
                                   "No law of this code has been found in the text of the edition yet."))
    return out


def summary_table(app: Sphinx, fromdoc: str) -> list[nodes.Node]:
    domain = app.env.get_domain("law")
    rows = []
    grand = dict.fromkeys(STATUSES, 0)
    for code in get_ids(app.env).codes:
        counts = totals(app, code)
        for k in grand:
            grand[k] += counts[k]
        title = get_ids(app.env).title(code)
        page = domain.data["coverage_pages"].get(code)
        name = link_node(app, fromdoc, Link(title, page)) if page else nodes.Text(title)
        rows.append([name, nodes.literal(code, code), str(sum(counts.values())), str(counts[IMPLEMENTED]),
                     str(counts[NOT_EXECUTABLE]), str(counts[PENDING])])
    rows.append([nodes.strong("All codes", "All codes"), "", str(sum(grand.values())), str(grand[IMPLEMENTED]),
                 str(grand[NOT_EXECUTABLE]), str(grand[PENDING])])
    return [make_table(["Text", "Code", "Laws", "Implemented", "Not executable", "Pending"], rows,
                       ["law-coverage-summary"], [5, 3, 1, 1, 1, 1])]


def emendation_table(app: Sphinx, fromdoc: str) -> list[nodes.Node]:
    env = app.env
    rank = {d: i for i, d in enumerate(doc_order(env))}
    ems = sorted(env.get_domain("law").emendations.values(),
                 key=lambda r: (rank.get(r["docname"], len(rank)), r["seq"]))
    rows = []
    for em in ems:
        label = get_ids(env).label(em["law"]) if em["law"] else env.titles[em["docname"]].astext()
        if em.get("page"):
            label += f", page {em['page']}"
        where = link_node(app, fromdoc, Link(label, em["docname"], em["anchor"], "Go to the emended reading"))
        rows.append([where, nodes.literal(em["original"], em["original"]),
                     nodes.literal(em["correction"], em["correction"]), em["reason"]])
    if not rows:
        para = nodes.paragraph("No emendation has been made.", "No emendation has been made.")
        para["ids"].append("emendation-list")
        return [para]
    table = make_table(["Where", "Original", "Correction", "Reason"], rows, ["emendation-list"], [2, 2, 2, 6])
    table["ids"].append("emendation-list")
    return [table]
