"""The build events the law domain listens to (the top of the extension: it imports the rest)."""

from __future__ import annotations

from docutils import nodes
from sphinx.application import Sphinx

from . import nodes as lnodes
from .cite import cite_record, citations, meta_tags, page_text, panel_html
from .collect import collect_document
from .directives import package_modules
from .discovery import source_location
from .lawsjson import write_laws_json
from .links import status_block
from .quotations import citations_page, quotations_block
from .readings import readings_block
from .registry import registry, reset, tests_dir
from .tables import coverage_table, emendation_table, progress_table, standing, summary_table
from .tei import write_tei
from . import search
from .testpages import collect_test_pages
from .util import get_ids, law_logger


def connect(app: Sphinx) -> None:
    app.add_config_value("laws_tests_exclude", ["roots"], "env", types=(list,))
    app.connect("builder-inited", on_builder_inited)
    app.connect("env-purge-doc", on_purge_doc)
    app.connect("doctree-read", on_doctree_read)
    app.connect("env-get-outdated", on_get_outdated)
    app.connect("env-get-updated", on_get_updated)
    app.connect("env-check-consistency", on_check_consistency)
    app.connect("doctree-resolved", on_doctree_resolved)
    app.connect("html-collect-pages", collect_test_pages)
    app.connect("html-page-context", on_html_page_context)
    app.connect("build-finished", write_laws_json)
    app.connect("build-finished", write_tei)
    search.connect(app)


def on_builder_inited(app: Sphinx) -> None:
    env = app.env
    env._lawdomain_ids = None  # the codes may have changed
    reset(env)
    reg = registry(app)
    new = reg.fingerprint()
    old = getattr(env, "lawdomain_fingerprint", None)
    env._lawdomain_changed = old is not None and old != new
    env.lawdomain_fingerprint = new
    env._lawdomain_touched = False


def on_purge_doc(app: Sphinx, env, docname: str) -> None:
    env._lawdomain_touched = True


def on_doctree_read(app: Sphinx, doctree: nodes.document) -> None:
    app.env._lawdomain_touched = True
    collect_document(app, doctree)


def on_get_outdated(app: Sphinx, env, added, changed, removed) -> list[str]:
    """Read the API page again when a module was added to or removed from the package."""
    modules = package_modules(app.config.laws_package)
    old = getattr(env, "lawdomain_modules", None)
    env.lawdomain_modules = modules
    if old is None or old == modules:
        return []
    return sorted(env.get_domain("law").data["api_pages"])


def on_get_updated(app: Sphinx, env) -> list[str]:
    """Pages to write again although their source did not change."""
    domain = env.get_domain("law")
    out: set[str] = set()
    touched = getattr(env, "_lawdomain_touched", False)
    changed = getattr(env, "_lawdomain_changed", False)
    if touched or changed:
        out.update(d for d in domain.data["generated"] if d in env.all_docs)
        out.update(d for d in domain.data["citations"] if d in env.all_docs)
    if changed:
        out.update(rec["docname"] for rec in domain.laws.values())
    return sorted(out)


def on_check_consistency(app: Sphinx, env) -> None:
    domain = env.get_domain("law")
    reg = registry(app)
    checker = get_ids(env)
    known = domain.laws
    for law_id, names in sorted(reg.implementations.items()):
        if law_id not in known:
            for dotted in names:
                path, line = source_location(dotted)
                law_logger.warning(
                    f"{dotted} implements law {law_id}, which is not in the text (no law directive with this id)",
                    location=f"{path}:{line}" if path and line else path, type="law", subtype="code",
                )
    for law_id, reason in sorted(reg.not_executable.items()):
        if law_id not in known:
            law_logger.warning(
                f"law {law_id} is declared not executable but is not in the text (no law directive with this id)",
                type="law", subtype="code",
            )
    for law_id, readings in sorted(reg.readings.items()):
        if law_id not in known:
            for r in readings:
                law_logger.warning(
                    f"rule set {r['rule_set']} declares a reading of law {law_id} (field {r['field']}, declared in "
                    f"{r['class']}), "
                    "which is not in the text (no law directive with this id)", type="law", subtype="code",
                )
    test_root = tests_dir(app).resolve().parent
    for mod in reg.modules:
        for line, problem in mod.problems:
            law_logger.warning(f"{problem}", location=f"{test_root / mod.path}:{line}", type="law",
                               subtype="test")
        for item in mod.items:
            for law_id in item.laws:
                problem = checker.problem(law_id)
                if problem or law_id not in known:
                    why = problem or "no law directive with this id"
                    law_logger.warning(
                        f"test {item.nodeid} is marked with law {law_id}, which is not in the text ({why})",
                        location=f"{test_root / mod.path}:{item.lineno}", type="law", subtype="test",
                    )
    pending_code = [i for i in known if i in reg.implementations and i not in reg.tests
                    and i not in reg.not_executable]
    pending_test = [i for i in known if i in reg.tests and i not in reg.implementations
                    and i not in reg.not_executable]
    both = [i for i in known if i in reg.not_executable and i in reg.implementations and i in reg.tests]
    if pending_code:
        law_logger.info(f"laws with code but no test (pending): {', '.join(sorted(pending_code))}")
    if pending_test:
        law_logger.info(f"laws with a test but no code (pending): {', '.join(sorted(pending_test))}")
    if both:
        law_logger.info(f"laws declared not executable but implemented and tested (implemented): "
                        f"{', '.join(sorted(both))}")


# --- filling the placeholders ----------------------------------------------------------------------

def on_doctree_resolved(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    env = app.env
    first_law = next(iter(doctree.findall(lnodes.law_block)), None)
    if first_law is not None and app.builder.name in ("html", "dirhtml"):
        first_law.parent.insert(first_law.parent.index(first_law), nodes.raw("", STATUS_KEY_HTML, format="html"))
    for node in list(doctree.findall(lnodes.law_status)):
        if node["law_id"]:
            node.replace_self([*status_block(app, docname, node["law_id"]),
                               *readings_block(app, docname, node["law_id"]),
                               *quotations_block(app, docname, node["law_id"]), cite_panel(app, node["law_id"])])
        else:
            node.parent.remove(node)
    list_page = _emendation_list_doc(env)
    for node in list(doctree.findall(lnodes.emend_mark)):
        title = f"Emended; the original reads: {node['original']} \u2014 {node['reason']}"
        sup = nodes.superscript("", "", classes=["apparatus", "emend-mark"])
        if node.get("anchor"):
            sup["ids"].append(node["anchor"])
        if list_page is not None and app.builder.format == "html":
            # the emendation's own entry in the list (tables.emendation_row_id)
            uri = app.builder.get_relative_uri(docname, list_page) + "#entry-" + node.get("anchor", "")
            ref = nodes.reference("", "", nodes.Text("e"), refuri=uri, internal=True, reftitle=title)
            sup += ref
        else:
            sup += nodes.Text("e")
        node.replace_self(sup)
    for node in list(doctree.findall(lnodes.emendation_list)):
        node.replace_self(emendation_table(app, docname))
    for node in list(doctree.findall(lnodes.law_progress)):
        node.replace_self(progress_table(app, docname))
    for node in list(doctree.findall(lnodes.law_standing)):
        node.replace_self(standing(app, node["form"]))
    for node in list(doctree.findall(lnodes.law_citation)):
        node.replace_self(citation_block(app, node["law_id"], node["format"], node))
    for node in list(doctree.findall(lnodes.engine_citations)):
        node.replace_self(citations_page(app, docname, node["code"]))
    for node in list(doctree.findall(lnodes.law_coverage)):
        if node["summary"]:
            node.replace_self(summary_table(app, docname))
        else:
            node.replace_self(coverage_table(app, docname, node["code"]))


#: The key to the apparatus of a page of laws, shown (folded) above its first law.
STATUS_KEY_HTML = (
    '<details class="apparatus law-key"><summary>Key to the lines under each law</summary><dl>'
    '<dt><span class="law-key-dot law-key-implemented"></span>Implemented</dt>'
    "<dd>carried out by the edition's code (linked) and checked by tests (linked).</dd>"
    '<dt><span class="law-key-dot law-key-not-executable"></span>Not executable</dt>'
    "<dd>a paragraph no program can carry out, with the reason: a history, a rule of manners, a heading.</dd>"
    '<dt><span class="law-key-dot law-key-pending"></span>Pending</dt>'
    "<dd>not carried out yet (its game comes later, or its code or its test is still to be written).</dd>"
    "<dt>p. [50]</dt><dd>the page of the original the law stands on; a page break inside a law is marked "
    'where it falls, as printed (<span class="page-marker">[48]</span>).</dd>'
    "<dt>Cite</dt><dd>the law's permanent address and its citation (Chicago, MLA, BibTeX, CSL-JSON).</dd>"
    "<dt>Readings</dt><dd>where the law is silent or ambiguous, the readings the code declares: each question, "
    "its choices, and the choice each rule set takes (\u201cdefault in PEEL\u201d).</dd>"
    '<dt><sup class="emend-mark">e</sup></dt><dd>an emendation of a printing error: tap or hover over the '
    "underlined word for the original reading; the e leads to its entry in the list of emendations.</dd>"
    "<dt>\u00b6 p3</dt><dd>an editorial paragraph number, for prose the book does not number.</dd>"
    "</dl></details>"
)


def cite_panel(app: Sphinx, law_id: str) -> nodes.Node:
    """The law's page and "Cite" panel (HTML); in other formats, the page only."""
    rec = app.env.get_domain("law").laws.get(law_id)
    if rec is None:
        return nodes.inline()
    if app.builder.name not in ("html", "dirhtml"):
        text = page_text(rec["pages"])
        return nodes.paragraph(text, text, classes=["apparatus", "law-cite"]) if text else nodes.inline()
    url = app.builder.get_target_uri(rec["docname"]) + "#" + rec["anchor"]
    record = cite_record(app.env, app.config, law_id, url, rec["pages"])
    return nodes.raw("", panel_html(record, citations(record)), format="html")


def citation_block(app: Sphinx, law_id: str, fmt: str, location) -> nodes.Node:
    """A law's citation in one format, from the same record as its Cite panel and laws.json."""
    import json

    rec = app.env.get_domain("law").laws.get(law_id)
    if rec is None:
        law_logger.warning(f"law-citation: law {law_id} does not exist (no law directive with this id)",
                           location=location, type="law", subtype="citation")
        return nodes.inline()
    url = app.builder.get_target_uri(rec["docname"]) + "#" + rec["anchor"]
    cites = citations(cite_record(app.env, app.config, law_id, url, rec["pages"]))
    text = cites[fmt] if fmt != "csl" else json.dumps(cites[fmt], ensure_ascii=False, indent=1)
    block = nodes.literal_block(text, text, classes=["law-citation"])
    block["language"] = {"bibtex": "bibtex", "csl": "json"}.get(fmt, "none")
    return block


def on_html_page_context(app: Sphinx, pagename: str, templatename: str, context: dict, doctree) -> None:
    """``citation_*`` meta tags (Zotero, Google Scholar) on each page that holds laws."""
    if doctree is None:
        return
    laws = [(i, r) for i, r in app.env.get_domain("law").laws.items() if r["docname"] == pagename]
    if not laws:
        return
    title = context.get("title", "")
    context["metatags"] = context.get("metatags", "") + meta_tags(app.env, app.config, pagename, title, laws,
                                                                  app.builder.get_target_uri(pagename))


def _emendation_list_doc(env) -> str | None:
    lists = env.get_domain("law").data["emendation_lists"]
    for docname in sorted(lists):
        if docname in env.all_docs:
            return docname
    return None
