"""The build events the law domain listens to."""

from __future__ import annotations

from pathlib import Path
from docutils import nodes
from sphinx.application import Sphinx

from . import ids
from . import nodes as lnodes
from .collect import collect_document
from .discovery import Registry, discover, source_location
from .status import IMPLEMENTED, NOT_EXECUTABLE, Link, status_of
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
    from .testpages import collect_test_pages
    from .lawsjson import write_laws_json

    app.connect("html-collect-pages", collect_test_pages)
    app.connect("build-finished", write_laws_json)


# --- discovery -----------------------------------------------------------------------------------

def tests_dir(app: Sphinx) -> Path:
    configured = app.config.laws_tests_dir
    if configured:
        path = Path(configured)
        return path if path.is_absolute() else Path(app.confdir) / path
    return Path(app.confdir) / "tests"


def registry(app_or_env) -> Registry:
    """The registry of this build (discovered at builder-inited; kept on the environment)."""
    env = getattr(app_or_env, "env", app_or_env)
    reg = getattr(env, "_lawdomain_registry", None)
    if reg is None:
        app = app_or_env
        reg = discover(app.config.laws_package, tests_dir(app), list(app.config.laws_tests_exclude))
        env._lawdomain_registry = reg
    return reg


def on_builder_inited(app: Sphinx) -> None:
    env = app.env
    env._lawdomain_ids = None  # the codes may have changed
    env._lawdomain_registry = None
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
    from .directives import package_modules

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

def link_node(app: Sphinx, fromdoc: str, link: Link, classes: list[str] | None = None) -> nodes.Node:
    text = nodes.Text(link.text)
    if app.builder.format != "html" or not link.target:
        return nodes.inline(link.text, "", text, classes=classes or [])
    uri = app.builder.get_relative_uri(fromdoc, link.target)
    if link.anchor:
        uri += "#" + link.anchor
    ref = nodes.reference(link.text, "", text, refuri=uri, internal=True, classes=classes or [])
    if link.title:
        ref["reftitle"] = link.title
    return ref


def _join(parent: nodes.Element, items: list[nodes.Node], sep: str = ", ") -> None:
    for i, item in enumerate(items):
        if i:
            parent += nodes.Text(sep)
        parent += item


def code_links(app: Sphinx, fromdoc: str, st) -> list[nodes.Node]:
    out = []
    for ref in st.code:
        if ref.api is not None:
            item = nodes.inline("", "", classes=["law-code"])
            item += link_node(app, fromdoc, ref.api, ["law-code-api"])
        else:
            item = nodes.inline("", "", nodes.literal(ref.short, ref.short), classes=["law-code"])
        if ref.source is not None:
            item += nodes.Text(" (")
            item += link_node(app, fromdoc, ref.source, ["law-code-source"])
            item += nodes.Text(")")
        out.append(item)
    return out


def test_links(app: Sphinx, fromdoc: str, st) -> list[nodes.Node]:
    return [link_node(app, fromdoc, t.page, ["law-test"]) for t in st.tests]


#: How many test links a law's status line shows before pointing to the coverage table.
STATUS_TESTS_SHOWN = 3


def _capped_tests(app: Sphinx, fromdoc: str, law_id: str, st) -> list[nodes.Node]:
    """The first few test links; the rest are counted, with a link to the code's coverage table."""
    links = test_links(app, fromdoc, st)
    if len(links) <= STATUS_TESTS_SHOWN + 1:
        return links
    more = len(links) - STATUS_TESTS_SHOWN
    text = f"{more} more tests"
    page = app.env.get_domain("law").data["coverage_pages"].get(ids.split(law_id)[0])
    if page and app.builder.format == "html":
        uri = app.builder.get_relative_uri(fromdoc, page)
        tail = nodes.reference(text, text, refuri=uri, internal=True, classes=["law-test-more"],
                               reftitle="Every test of this law is listed in the coverage table")
    else:
        tail = nodes.inline(text, text)
    return links[:STATUS_TESTS_SHOWN] + [tail]


def status_line(app: Sphinx, fromdoc: str, law_id: str) -> nodes.paragraph:
    st = status_of(law_id, registry(app), app.env)
    para = nodes.paragraph("", "", classes=["apparatus", "law-status", f"law-status-{st.status}"])
    if st.status == IMPLEMENTED:
        para += nodes.Text("Implemented in ")
        _join(para, code_links(app, fromdoc, st))
        para += nodes.Text(" \u00b7 tested by ")
        _join(para, _capped_tests(app, fromdoc, law_id, st))
    elif st.status == NOT_EXECUTABLE:
        para += nodes.Text(f"Not executable: {st.reason}")
    else:
        para += nodes.Text("Pending")
        if st.code:
            para += nodes.Text(" (code: ")
            _join(para, code_links(app, fromdoc, st))
            para += nodes.Text("; no test yet)")
        elif st.tests:
            para += nodes.Text(" (tested by ")
            _join(para, test_links(app, fromdoc, st))
            para += nodes.Text("; no code yet)")
    return para


def on_doctree_resolved(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    from .tables import coverage_table, emendation_table, summary_table

    env = app.env
    for node in list(doctree.findall(lnodes.law_status)):
        if node["law_id"]:
            node.replace_self(status_line(app, docname, node["law_id"]))
        else:
            node.parent.remove(node)
    list_page = _emendation_list_doc(env)
    for node in list(doctree.findall(lnodes.emend_mark)):
        title = f"Emended; the original reads: {node['original']} \u2014 {node['reason']}"
        sup = nodes.superscript("", "", classes=["apparatus", "emend-mark"])
        if node.get("anchor"):
            sup["ids"].append(node["anchor"])
        if list_page is not None and app.builder.format == "html":
            uri = app.builder.get_relative_uri(docname, list_page) + "#emendation-list"
            ref = nodes.reference("", "", nodes.Text("e"), refuri=uri, internal=True, reftitle=title)
            sup += ref
        else:
            sup += nodes.Text("e")
        node.replace_self(sup)
    for node in list(doctree.findall(lnodes.emendation_list)):
        node.replace_self(emendation_table(app, docname))
    for node in list(doctree.findall(lnodes.law_coverage)):
        if node["summary"]:
            node.replace_self(summary_table(app, docname))
        else:
            node.replace_self(coverage_table(app, docname, node["code"]))


def _emendation_list_doc(env) -> str | None:
    lists = env.get_domain("law").data["emendation_lists"]
    for docname in sorted(lists):
        if docname in env.all_docs:
            return docname
    return None
