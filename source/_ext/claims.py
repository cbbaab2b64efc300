"""Sphinx extension: the claims ledger, computed when the site is built.

Directives (used on ``source/claims.md``):

``claims-ledger``
    every claim of :data:`games.claims.CLAIMS`: its quotation, its law (linked),
    the assumptions, the exact value, a decimal and the verdict with its reason.
``claims-chart``
    a chart drawn at build time as inline SVG (``role="img"``, a title and a
    description; colours from the theme's variables, text in ``currentColor``,
    so it reads in the dark theme too), followed by its data as a table (the text
    alternative).  Argument ``verdicts`` (the verdicts by book) or ``overdraw``
    (the dealer's chance of over-drawing by his first card, for each count he
    may stand at).
``claims-anchor``
    the correctness anchor: the dealer's one-pack table computed by the code.

``claims.json`` is written at the root of the HTML output when the build
finishes: the same records, from the same computation.  The ledger is computed
once per build process and kept in the environment (``env.claims_ledger``),
keyed by a hash of the code that computes it; parallel builds merge it.
"""

from __future__ import annotations

import html
import json
import math
import os
import re
from fractions import Fraction
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from games.laws import law_label

logger = logging.getLogger(__name__)

__version__ = "1.0"

#: The code that computes the ledger; the modules of ``games`` it imports are found by
#: ``gamestables.code_files`` (the one rule of the pages computed by ``games`` code).
_SOURCES = ("games.claims", "games.vingt_un.odds")


def _books(claims: list[dict]) -> list[tuple[str, str]]:
    """The codes that make claims, in the edition's order, each titled by its book and part
    (``games.laws.CODES``: the one place the codes are named)."""
    from games.laws import CODES

    making = {c["law"].partition(":")[0] for c in claims}
    out = []
    for code, rec in CODES.items():
        if code in making:
            who = rec.book.author_family or rec.label.split(",")[0]
            part = rec.part.removeprefix("Rules of ")
            out.append((code, who if rec.book.key == "enquire-within" else f"{who}, {part}"))
    return out

_COLOURS = {"holds": "var(--law-implemented, #1f6f3d)", "roughly holds": "var(--law-pending, #8a6d00)",
            "wrong": "var(--pst-color-danger, #c0392b)"}


def _paths() -> list[str]:
    from gamestables import code_files

    return code_files(_SOURCES) + [os.path.abspath(__file__)]


def _digest() -> str:
    from gamestables import digest

    return digest(_paths())


def _data(env: Any) -> dict:
    """The ledger and the chart data, plain (str, int, lists): computed once per code version."""
    cache = getattr(env, "claims_ledger", None)
    digest = _digest()
    if cache is None or cache.get("digest") != digest:
        from games.claims import ledger
        from games.vingt_un.odds import OUTCOMES, DealerPlay, dealer_table

        overdraw = {}
        for stand in (16, 17, 18):
            t = dealer_table(DealerPlay(stand))
            overdraw[str(stand)] = {str(v): [t[v]["bust"].numerator, t[v]["bust"].denominator] for v in t}
        anchor = dealer_table(DealerPlay(17))
        cache = env.claims_ledger = {
            "digest": digest,
            "claims": ledger(),
            "overdraw": overdraw,
            "anchor": {str(v): {k: [x.numerator, x.denominator] for k, x in row.items() if x} for v, row in anchor.items()},
            "outcomes": list(OUTCOMES),
        }
    return cache


def _note(env: Any) -> None:
    for p in _paths():
        if os.path.exists(p):
            env.note_dependency(p)


def _row(cells: list, head: bool = False) -> nodes.row:
    row = nodes.row()
    for cell in cells:
        entry = nodes.entry()
        entry += cell if isinstance(cell, nodes.Node) else nodes.paragraph(text=str(cell))
        row += entry
    return row


def _table(title: str, header: list[str], rows: list[list], widths: list[int], classes: list[str]) -> nodes.table:
    t = nodes.table(classes=["colwidths-auto", *classes])
    t += nodes.title(text=title)
    group = nodes.tgroup(cols=len(header))
    t += group
    for w in widths:
        group += nodes.colspec(colwidth=w)
    thead = nodes.thead()
    thead += _row(header)
    group += thead
    body = nodes.tbody()
    for r in rows:
        body += _row(r)
    group += body
    return t


_LAW_ID = re.compile(r"\b([a-z]+(?:-[a-z]+)+):([0-9a-z]+(?:[.-][0-9a-z]+)*)\b")


def _prose(env: Any, docname: str, text: str) -> list[nodes.Node]:
    """A sentence of the ledger with every law id in it ("(hoffmann-vingt-un:p14)") cited as the site
    cites a law: its label, linked ("(Hoffmann, Vingt-Un, ¶ p14)")."""
    from games.laws import CODES
    from sphinx import addnodes

    out: list[nodes.Node] = []
    pos = 0
    for m in _LAW_ID.finditer(text):
        if m.group(1) not in CODES:
            continue
        out.append(nodes.Text(text[pos:m.start()]))
        law_id = m.group(0)
        label = law_label(law_id)
        ref = addnodes.pending_xref("", refdomain="law", reftype="law", reftarget=law_id, refexplicit=True,
                                    refwarn=True, refdoc=docname)
        ref += nodes.inline(label, label, classes=["xref", "law-ref"])
        env.get_domain("law").note_citation(docname, law_id)
        out.append(ref)
        pos = m.end()
    out.append(nodes.Text(text[pos:]))
    return out


def _about(x: Fraction) -> str:
    """A value as a reader wants it: ``about 3.6 %`` (a share), ``about 7.4`` (a number), two figures."""
    v = float(x)
    if abs(v) < 1:
        pct = v * 100
        digits = max(0, 1 - int(math.floor(math.log10(abs(pct))))) if pct else 0
        return f"about {pct:.{digits}f}\u00a0%"
    digits = max(0, 1 - int(math.floor(math.log10(abs(v)))))
    return f"about {v:.{digits}f}"


def _value(value: str) -> nodes.Node:
    """A claim's value: an integer or a small fraction as it is (with its share); a fraction too long
    to read as about so much, the exact fraction one click away (``<details>``)."""
    x = Fraction(value)
    if x.denominator == 1:
        return nodes.Text(value)
    if x.denominator <= 1000:
        return nodes.Text(f"{value} ({_about(x)})")
    about = _about(x)
    return nodes.raw("", f'<details class="claim-exact"><summary>{html.escape(about)}</summary>'
                         f'exactly <code class="claim-fraction">{html.escape(value)}</code></details>', format="html")


def _pct(num: int, den: int) -> str:
    from fractions import Fraction

    from games.core.odds import percent
    return percent(Fraction(num, den), 4)


class LedgerDirective(SphinxDirective):
    """``.. claims-ledger::`` -- every claim, quoted, linked, computed and judged."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        _note(self.env)
        data = _data(self.env)
        out: list[nodes.Node] = []
        for code, title in _books(data["claims"]):
            claims = [c for c in data["claims"] if c["law"].split(":")[0] == code]
            if not claims:
                continue
            section = nodes.section(ids=[nodes.make_id(f"claims-{code}")])
            section += nodes.title(text=title)
            for c in claims:
                box = nodes.container(classes=["claim", "claim-" + c["verdict"].replace(" ", "-")],
                                      ids=[nodes.make_id("claim-" + c["id"])])
                quote = nodes.block_quote()
                qp = nodes.paragraph()
                qp += nodes.Text(c["quote"])
                qp += nodes.Text(" (")
                label = law_label(c["law"])
                qp += nodes.reference(label, label, refuri=c["url"], internal=True)
                qp += nodes.Text(")")
                quote += qp
                box += quote
                facts = nodes.field_list()
                for name, value in (("Verdict", f"{c['verdict']}: {c['how']}"), ("Value", None),
                                    ("Assumptions", c["assumptions"])):
                    field = nodes.field()
                    field += nodes.field_name(text=name)
                    body = nodes.field_body()
                    para = nodes.paragraph()
                    if value is None:
                        para += _value(c["value"])
                    elif name == "Verdict":
                        para += nodes.strong(text=c["verdict"])
                        para += nodes.Text(": ")
                        para.extend(_prose(self.env, self.env.docname, c["how"]))
                    else:
                        para.extend(_prose(self.env, self.env.docname, value))
                    body += para
                    field += body
                    facts += field
                box += facts
                section += box
            out.append(section)
        return out


def _bar_svg(ident: str, title: str, desc: str, groups: list[tuple[str, list[tuple[str, float, str]]]], *, unit: str,
             vmax: float, width: int = 640) -> str:
    """Horizontal grouped bars: groups of (label, [(series, value, colour)])."""
    bar, gap, left, top = 14, 10, 190, 30
    height = top + sum(len(s) * bar + gap for _, s in groups) + 40
    esc = html.escape
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="{ident}-title {ident}-desc" viewBox="0 0 {width} {height}" '
             f'class="claims-chart" style="max-width:{width}px;width:100%;height:auto;color:inherit" '
             f'font-family="inherit" font-size="12">',
             f'<title id="{ident}-title">{esc(title)}</title><desc id="{ident}-desc">{esc(desc)}</desc>']
    span = width - left - 150  # room on the right for the value labels
    for i in range(0, 5):
        x = left + span * i / 4
        parts.append(f'<line x1="{x:.1f}" y1="{top - 6}" x2="{x:.1f}" y2="{height - 34}" stroke="currentColor" '
                     f'stroke-opacity="0.25"/>')
        parts.append(f'<text x="{x:.1f}" y="{height - 18}" text-anchor="middle" fill="currentColor">'
                     f'{esc(_fmt(vmax * i / 4, unit))}</text>')
    y = top
    for label, series in groups:
        parts.append(f'<text x="{left - 8}" y="{y + len(series) * bar / 2 + 4:.1f}" text-anchor="end" '
                     f'fill="currentColor">{esc(label)}</text>')
        for name, value, colour in series:
            w = span * value / vmax if vmax else 0
            parts.append(f'<rect x="{left}" y="{y}" width="{w:.1f}" height="{bar - 2}" style="fill:{colour}">'
                         f'<title>{esc(label)}, {esc(name)}: {esc(_fmt(value, unit))}</title></rect>')
            parts.append(f'<text x="{left + w + 4:.1f}" y="{y + bar - 4}" fill="currentColor" font-size="10">'
                         f'{esc(name)} {esc(_fmt(value, unit))}</text>')
            y += bar
        y += gap
    parts.append("</svg>")
    return "".join(parts)


def _fmt(v: float, unit: str) -> str:
    return f"{v * 100:.1f} %" if unit == "%" else f"{v:g}"


class ChartDirective(SphinxDirective):
    """``.. claims-chart:: verdicts`` or ``overdraw`` -- an SVG chart and its data as a table."""

    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        _note(self.env)
        data = _data(self.env)
        kind = self.arguments[0].strip()
        if kind == "verdicts":
            groups, rows = [], []
            counts_max = 1
            for code, title in _books(data["claims"]):
                cs = [c for c in data["claims"] if c["law"].split(":")[0] == code]
                counts = {v: sum(1 for c in cs if c["verdict"] == v) for v in _COLOURS}
                counts_max = max(counts_max, *counts.values())
                groups.append((title, [(v, float(n), _COLOURS[v]) for v, n in counts.items()]))
                rows.append([title, *(counts[v] for v in _COLOURS), len(cs)])
            svg = _bar_svg("claims-verdicts", "The verdicts on the books' claims", "For each book, how many of its checkable claims hold, "
                           "roughly hold, or are wrong; the same figures are in the table below.", groups, unit="n",
                           vmax=float(-(-counts_max // 4) * 4))
            table = _table("The verdicts by book (the chart's data)", ["Book", *(_COLOURS), "claims"], rows,
                           [40, 15, 15, 15, 15], ["claims-chart-data"])
        elif kind == "overdraw":
            groups, rows = [], []
            names = {"16": "stands on 16", "17": "stands on 17", "18": "stands on 18"}
            colours = {"16": "var(--law-not-executable, #6b4fa0)", "17": "var(--law-implemented, #1f6f3d)",
                       "18": "var(--law-pending, #8a6d00)"}
            for v in range(1, 11):
                label = {"1": "ace", "10": "tenth card"}.get(str(v), str(v))
                series = []
                row = [label]
                for stand, table in data["overdraw"].items():
                    num, den = table[str(v)]
                    series.append((names[stand], num / den, colours[stand]))
                    row.append(_pct(num, den))
                groups.append((f"first card {label}", series))
                rows.append(row)
            svg = _bar_svg("claims-overdraw", "The dealer's chance of over-drawing, by his first card",
                           "For each first card of the dealer, his exact chance of over-drawing from a full pack when "
                           "he stands on sixteen, seventeen (every book's reading) or eighteen; the fractions are in "
                           "the table below.", groups, unit="%",
                           vmax=max(v for _, series in groups for _, v, _ in series) // 0.1 * 0.1 + 0.1)
            table = _table("The dealer's chance of over-drawing (the chart's data, worked out exactly by the "
                           "edition's code)",
                           ["First card", *(names[s] for s in data["overdraw"])], rows, [25, 25, 25, 25],
                           ["claims-chart-data"])
        else:
            logger.warning("claims-chart: unknown chart %r (verdicts or overdraw)", kind, location=self.get_location())
            return []
        figure = nodes.container(classes=["claims-figure"])
        figure += nodes.raw("", svg, format="html")
        return [figure, table]


class AnchorDirective(SphinxDirective):
    """``.. claims-anchor::`` -- the dealer's one-pack table (stands on seventeen) computed by the code."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        _note(self.env)
        data = _data(self.env)
        cols = ["17", "18", "19", "20", "21", "natural", "bust"]
        rows = []
        for v in range(1, 11):
            row = data["anchor"][str(v)]
            cells = [{"1": "ace", "10": "tenth card"}.get(str(v), str(v))]
            for k in cols:
                if k in row:
                    num, den = row[k]
                    cells.append(f"{num / den:.6f}")
                else:
                    cells.append("0")
            rows.append(cells)
        return [_table("The dealer's final count, one pack, standing on 17",
                       ["First card", *cols], rows, [16, 12, 12, 12, 12, 12, 12, 12], ["claims-anchor"])]


def _merge(app: Sphinx, env: Any, docnames: set[str], other: Any) -> None:
    theirs = getattr(other, "claims_ledger", None)
    if theirs:
        env.claims_ledger = theirs


def _write_json(app: Sphinx, exc: Exception | None) -> None:
    # the web site's download, as laws.json is (lawdomain/lawsjson.py): not in an EPUB's folder, whose
    # next build would take a left-over claims.json for a file of the book ("unknown mimetype")
    if exc is not None or app.builder.format != "html" or app.builder.name not in ("html", "dirhtml"):
        return
    data = _data(app.env)
    out = {
        "title": "The claims ledger of The Laws of the Table",
        "about": "Every checkable claim of the texts, its exact value computed by the games package when the site "
                 "was built, and a verdict (holds, roughly holds, wrong). 'url' is relative to the site root.",
        "count": len(data["claims"]),
        "claims": data["claims"],
    }
    with open(os.path.join(app.outdir, "claims.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("claims-ledger", LedgerDirective)
    app.add_directive("claims-chart", ChartDirective)
    app.add_directive("claims-anchor", AnchorDirective)
    app.connect("env-merge-info", _merge)
    app.connect("build-finished", _write_json)
    return {"version": __version__, "env_version": 1, "parallel_read_safe": True, "parallel_write_safe": True}
