"""HTML pages of the test modules (``_tests/<module>.html``), like viewcode's source pages.

Each page shows the highlighted source of a test module with an anchor per
test function and class (``#test_fn``, ``#TestClass.test_fn``) and, above each
marked test, links to the laws it checks.
"""

from __future__ import annotations

import html
from typing import Any, Iterator

from sphinx.application import Sphinx

from .registry import registry
from .util import get_ids

OUTPUT_DIR = "_tests"


def _law_links(app: Sphinx, pagename: str, law_ids: list[str]) -> str:
    domain = app.env.get_domain("law")
    out = []
    for law_id in law_ids:
        rec = domain.laws.get(law_id)
        label = html.escape(get_ids(app.env).label(law_id)) if rec else html.escape(law_id)
        if rec:
            uri = app.builder.get_relative_uri(pagename, rec["docname"]) + "#" + rec["anchor"]
            out.append(f'<a class="law-ref" href="{html.escape(uri)}" title="{html.escape(law_id)}">{label}</a>')
        else:
            out.append(f'<span class="law-ref law-ref-broken" title="not in the text">{label}</span>')
    return ", ".join(out)


def collect_test_pages(app: Sphinx) -> Iterator[tuple[str, dict[str, Any], str]]:
    if app.builder.format != "html" or not hasattr(app.builder, "highlighter") or app.builder.name.startswith("epub"):
        return  # (an e-book carries no source code: its links to the tests go to the web edition)
    reg = registry(app)
    index_rows = []
    for mod in reg.modules:
        pagename = mod.pagename
        highlighted = app.builder.highlighter.highlight_block(mod.source, "python", linenos=False)
        lines = highlighted.splitlines()
        before, after = lines[0].split("<pre>", 1)
        lines[0:1] = [before + "<pre>", after]
        max_index = len(lines) - 1
        marked = {it.qualname: it for it in mod.items}
        for qualname, start, end in mod.blocks:
            start_idx = start + 1  # lines[1] is source line 1
            if start_idx > max_index:
                continue
            extra = ""
            item = marked.get(qualname)
            if item is not None:
                extra = (f'<span class="test-laws apparatus">checks {_law_links(app, pagename, item.laws)}'
                         f"</span>")
            lines[start_idx] = f'<div class="test-block" id="{html.escape(qualname)}">{extra}' + lines[start_idx]
            lines[min(end, max_index)] += "</div>"
        rows = []
        for item in mod.items:
            target = f"#{html.escape(item.qualname)}" if item.qualname else "#"
            name = html.escape(item.qualname or "(the whole module)")
            rows.append(f'<tr><td><a href="{target}"><code>{name}</code></a></td>'
                        f"<td>{_law_links(app, pagename, item.laws)}</td></tr>")
        table = ""
        if rows:
            table = ('<table class="table test-law-table"><thead><tr><th>Test</th><th>Laws it checks</th></tr>'
                     "</thead><tbody>" + "".join(rows) + "</tbody></table>")
        index_uri = app.builder.get_relative_uri(pagename, f"{OUTPUT_DIR}/index")
        body = (
            f"<h1>Tests: <code>{html.escape(mod.path)}</code></h1>\n"
            f'<p class="test-page-intro">The laws each test checks (from its <code>@pytest.mark.law</code> '
            f'markers); see <a href="{html.escape(index_uri)}">all test modules</a>.</p>\n'
            + table + "\n" + "\n".join(lines)
        )
        context = {
            "parents": [{"link": index_uri, "title": "Tests"}],
            "title": mod.path,
            "body": body,
        }
        index_rows.append((mod, len(mod.items)))
        yield pagename, context, "page.html"

    index_page = f"{OUTPUT_DIR}/index"
    items = []
    for mod, n in index_rows:
        uri = app.builder.get_relative_uri(index_page, mod.pagename)
        items.append(f'<li><a href="{html.escape(uri)}"><code>{html.escape(mod.path)}</code></a> '
                     f'({n} marked test{"s" if n != 1 else ""})</li>')
    body = ("<h1>The tests of the edition</h1>\n<p>Every test module, highlighted, with the laws each test "
            "checks.</p>\n<ul>" + "\n".join(items) + "</ul>")
    yield index_page, {"title": "Tests", "body": body}, "page.html"
