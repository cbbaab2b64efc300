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


def make_table(headers: list[str], rows: list[list[Any]], classes: list[str], widths=None,
               row_ids: list[str] | None = None) -> nodes.table:
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
    for n, cells in enumerate(rows):
        row = nodes.row()
        if row_ids and row_ids[n]:
            row["ids"].append(row_ids[n])
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


def coverage_row_id(law_id: str) -> str:
    """The id of a law's row in its code's coverage table (``row-law-peel-poker-25``)."""
    return "row-" + ids.anchor(law_id)


def emendation_row_id(anchor: str) -> str:
    """The id of an emendation's row in the list of emendations (``entry-emend-peel-poker-3``)."""
    return "entry-" + anchor


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
    row_ids = []
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
        row_ids.append(coverage_row_id(law_id))
    total = sum(counts.values())
    summary = nodes.paragraph("", "", classes=["law-coverage-totals"])
    summary += nodes.strong(f"{total} laws", f"{total} laws")
    summary += nodes.Text(f": {counts[IMPLEMENTED]} implemented, {counts[NOT_EXECUTABLE]} not executable, "
                          f"{counts[PENDING]} pending.")
    out: list[nodes.Node] = [summary]
    if rows:
        out.append(make_table(["Law", "Status", "Code", "Tests"], rows, ["law-coverage"], [2, 3, 4, 4], row_ids))
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
    row_ids = []
    for em in ems:
        label = get_ids(env).label(em["law"]) if em["law"] else env.titles[em["docname"]].astext()
        if em.get("page"):
            label += f", page {em['page']}"
        where = link_node(app, fromdoc, Link(label, em["docname"], em["anchor"], "Go to the emended reading"))
        rows.append([where, nodes.literal(em["original"], em["original"]),
                     nodes.literal(em["correction"], em["correction"]), em["reason"]])
        row_ids.append(emendation_row_id(em["anchor"]))
    if not rows:
        para = nodes.paragraph("No emendation has been made.", "No emendation has been made.")
        para["ids"].append("emendation-list")
        return [para]
    table = make_table(["Where", "Original", "Correction", "Reason"], rows, ["emendation-list"], [2, 2, 2, 6],
                       row_ids)
    table["ids"].append("emendation-list")
    return [table]


def game_counts(app: Sphinx) -> tuple[dict[str, tuple[list[str], dict[str, int]]], dict[str, int]]:
    """The counts of the edition, game by game (game -> (its codes, counts by status)), and in all:
    the one source of the progress table and of the words that say where the edition stands."""
    checker = get_ids(app.env)
    games: dict[str, tuple[list[str], dict[str, int]]] = {}
    grand = dict.fromkeys(STATUSES, 0)
    for code in checker.codes:
        rec = checker.record(code)
        game = getattr(rec, "game", "") or checker.title(code)
        codes, counts = games.setdefault(game, ([], dict.fromkeys(STATUSES, 0)))
        codes.append(code)
        for k, n in totals(app, code).items():
            counts[k] += n
            grand[k] += n
    return games, grand


def _and(items: list[str]) -> str:
    sep = "; " if any("," in i for i in items) else ", "  # "Vingt-un, Quadrille, Écarté" is one item
    return items[0] if len(items) == 1 else sep.join(items[:-1]) + " and " + items[-1]


def _number(n: int) -> str:
    return f"{n:,}"


def standing_text(app: Sphinx, form: str) -> str:
    """Where the edition stands, in words (``tagline``: the laws; ``games``: the games)."""
    games, grand = game_counts(app)
    total = sum(grand.values())
    if form == "tagline":
        done, none, pending = grand[IMPLEMENTED], grand[NOT_EXECUTABLE], grand[PENDING]
        if pending == 0 and total:
            return (f"An annotated digital edition of historical card-game laws, in which every numbered law "
                    f"is executable: {_number(done)} of its {_number(total)} laws and paragraphs are carried out "
                    f"in code and tested, and the other {_number(none)} lay down no rule a program can carry out.")
        return (f"An annotated digital edition of historical card-game laws, carried out in code law by law: "
                f"of its {_number(total)} laws and paragraphs, {_number(done)} are executable and tested, "
                f"{_number(none)} lay down no rule a program can carry out, and {_number(pending)} are pending "
                f"(their code is not written yet).")
    full = [g for g, (_, c) in games.items() if c[IMPLEMENTED] and not c[PENDING]]
    part = [g for g, (_, c) in games.items() if c[IMPLEMENTED] and c[PENDING]]
    none = [g for g, (_, c) in games.items() if not c[IMPLEMENTED] and c[PENDING]]
    out = []
    if full:
        out.append(f"The laws of {_and(full)} are carried out in code and tested, every one that lays down a rule.")
    if part:
        out.append(f"Those of {_and(part)} are carried out in part "
                   f"({_and([f'{games[g][1][IMPLEMENTED]} of {sum(games[g][1].values())}' for g in part])}).")
    if none:
        out.append(f"Those of {_and(none)} do not run yet: they are transcribed, addressed and citable, and "
                   f"every one of them says so under its text.")
    return " ".join(out)


def standing(app: Sphinx, form: str) -> list[nodes.Node]:
    text = standing_text(app, form)
    para = nodes.paragraph("", "", classes=["edition-standing", f"edition-standing-{form}"])
    para += nodes.emphasis(text, text) if form == "tagline" else nodes.Text(text)
    return [para]


def progress_table(app: Sphinx, fromdoc: str) -> list[nodes.Node]:
    """The edition's progress, game by game (the home page): each game, the texts whose codes
    rule it (linked to their coverage tables), and how many of their laws are implemented,
    not executable or pending, with a bar of the share implemented."""
    checker = get_ids(app.env)
    domain = app.env.get_domain("law")
    games, grand = game_counts(app)
    rows = []
    for game, (codes, counts) in games.items():
        texts: list[nodes.Node] = []
        for code in codes:
            page = domain.data["coverage_pages"].get(code)
            label = checker.labels.get(code, code)
            texts.append(link_node(app, fromdoc, Link(label, page, "", checker.title(code))) if page
                         else nodes.Text(label))
        total = sum(counts.values())
        cell = nodes.paragraph()
        for i, t in enumerate(texts):
            if i:
                cell += nodes.Text("; ")
            cell += t
        rows.append([nodes.strong(game, game), cell, str(total), str(counts[IMPLEMENTED]),
                     str(counts[NOT_EXECUTABLE]), str(counts[PENDING]), _bar(app, counts[IMPLEMENTED], total)])
    total = sum(grand.values())
    rows.append([nodes.strong("The edition", "The edition"), "", str(total), str(grand[IMPLEMENTED]),
                 str(grand[NOT_EXECUTABLE]), str(grand[PENDING]), _bar(app, grand[IMPLEMENTED], total)])
    table = make_table(["Game", "Texts", "Laws", "Implemented", "Not executable", "Pending", "Carried out"], rows,
                       ["law-progress"], [3, 4, 1, 1, 1, 1, 2])
    # each cell named by its column, so that a phone can show each game as a card ("93 implemented")
    columns = ["game", "texts", "laws", "implemented", "not-executable", "pending", "share"]
    for row in table.findall(nodes.row):
        for entry, name in zip(row.children, columns):
            entry["classes"].append(f"law-progress-{name}")
    text = (f"Of the {total} laws and paragraphs of the texts, {grand[IMPLEMENTED]} are carried out in code "
            f"and tested, {grand[NOT_EXECUTABLE]} lay down no rule a program can carry out (each says why), and "
            f"{grand[PENDING]} are pending.")
    return [nodes.paragraph(text, text, classes=["law-progress-summary"]), table]


def _bar(app: Sphinx, done: int, total: int) -> nodes.Node:
    share = round(100 * done / total) if total else 0
    text = f"{share}\u00a0%"
    if app.builder.format != "html":
        return nodes.Text(text)
    return nodes.raw("", f'<span class="law-progress"><span class="law-progress-bar" role="img" '
                         f'aria-label="{done} of {total} laws implemented"><span style="width: {share}%"></span>'
                         f'</span> {text}</span>', format="html")
