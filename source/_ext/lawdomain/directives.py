"""The directives ``law``, ``editorial-note``, ``emendation-list``, ``law-coverage`` and ``games-api``."""

from __future__ import annotations

import importlib
import pkgutil

from docutils import nodes
from docutils.parsers.rst import directives
from docutils.statemachine import StringList
from sphinx import addnodes
from sphinx.util.docutils import SphinxDirective

from . import ids
from . import nodes as lnodes
from .discovery import split_dotted
from .registry import registry
from .terms import TERMS, compile_terms, terms_in
from .util import get_ids, law_logger


class LawDirective(SphinxDirective):
    """``:::{law} peel-poker:25`` ... ``:::`` — one law, its verbatim text as content."""

    required_arguments = 1
    optional_arguments = 0
    final_argument_whitespace = False
    has_content = True

    def run(self):
        law_id = self.arguments[0].strip()
        problem = get_ids(self.env).problem(law_id)
        anchor = ids.anchor(law_id)
        code, number = ids.split(law_id)
        last = number.split(".")[-1]
        margin = f"\u00b6 {last}" if ids.is_paragraph(last) else ""
        node = lnodes.law_block(
            "", law_id=law_id, anchor=anchor, margin=margin, label=get_ids(self.env).label(law_id),
            classes=["law"],
        )
        self.set_source_info(node)
        if problem:
            law_logger.warning(f"{problem} (law directive)", location=node, type="law", subtype="id")
            node["law_id"] = ""
        else:
            node["ids"].append(anchor)
        self.state.nested_parse(self.content, self.content_offset, node)
        if node["law_id"]:
            entries = self._index_entries(node)
            if entries:
                node.insert(0, addnodes.index(entries=entries, inline=False))
        # the law's status line (and its page and Cite panel) stand under its own text, before
        # its sub-clauses, each of which has its own: a parent's line came after its last clause
        status = lnodes.law_status(law_id=node["law_id"])
        first_clause = next((i for i, c in enumerate(node.children) if isinstance(c, lnodes.law_block)), None)
        if first_clause is None:
            node += status
        else:
            node.insert(first_clause, status)
        return [node]

    def _index_entries(self, node: lnodes.law_block) -> list[tuple]:
        """``<term>; <label>`` for every term of art the law's own text uses (see :mod:`.terms`):
        the search lists the law itself for the term, and so does the general index."""
        configured = self.config.laws_search_terms or TERMS
        code = ids.split(node["law_id"])[0]
        wanted = []
        for term, spec in configured.items():
            if isinstance(spec, dict):  # {"forms": [...], "codes": [...]}: the term of some codes only
                if spec.get("codes") and code not in spec["codes"]:
                    continue
                spec = spec["forms"]
            wanted.append((term, tuple(spec)))
        compiled = compile_terms(tuple(wanted))
        own = " ".join(child.astext() for child in node.children if not isinstance(child, lnodes.law_block))
        label = node["label"]
        return [("single", f"{term}; {label}", node["anchor"], "main", None) for term in terms_in(own, compiled)]


class EditorialNoteDirective(SphinxDirective):
    """``:::{editorial-note}`` — an admonition "Editorial note" (part of the apparatus)."""

    has_content = True
    optional_arguments = 0
    option_spec = {"class": directives.class_option, "name": directives.unchanged}

    def run(self):
        node = nodes.admonition("", classes=["apparatus", "editorial-note"] + self.options.get("class", []))
        self.set_source_info(node)
        title = nodes.title("Editorial note", "Editorial note")
        node += title
        self.state.nested_parse(self.content, self.content_offset, node)
        self.add_name(node)
        return [node]


class EditionInfoDirective(SphinxDirective):
    """``:::{edition-info}`` -- the edition's title, editors, version, release date and licence
    (from ``conf.py``: ``project``, ``edition_editors``, ``release``, ``edition_date``,
    ``edition_licence``, ``html_baseurl``), as a field list."""

    has_content = False

    def run(self):
        from .cite import edition

        ed = edition(self.config)
        fields = nodes.field_list(classes=["edition-info"])

        def field(name: str, *body: nodes.Node) -> None:
            f = nodes.field()
            f += nodes.field_name(name, name)
            para = nodes.paragraph()
            for b in body:
                para += b
            f += nodes.field_body("", para)
            fields.append(f)

        field("Title", nodes.emphasis(ed["title"], ed["title"]))
        field("Editors", nodes.Text(", ".join(ed["editors"])))
        field("Version", nodes.Text(ed["version"]))
        field("Released", nodes.Text(ed["date"]))
        lic = ed["licence"]
        field("Licence", nodes.reference(lic.get("name", ""), lic.get("name", ""), refuri=lic.get("url", "")),
              nodes.Text(f": {lic['scope']}" if lic.get("scope") else ""))
        if ed["baseurl"]:
            field("Address", nodes.reference(ed["baseurl"], ed["baseurl"], refuri=ed["baseurl"]))
        else:  # no canonical address: the page script writes the address the reader reached it at
            text = "the address of this site, as your browser shows it"
            field("Address", nodes.inline(text, text, classes=["edition-address"]))
        return [fields]


class EditionProgressDirective(SphinxDirective):
    """``:::{edition-progress}`` -- where the edition stands, game by game: how many of each
    game's laws are carried out and tested, lay down no rule, or are pending (from the same
    statuses as the pages and ``laws.json``, at build time)."""

    has_content = False

    def run(self):
        node = lnodes.law_progress()
        self.set_source_info(node)
        self.env.get_domain("law").note_generated_page(self.env.docname)
        return [node]


class EditionStandingDirective(SphinxDirective):
    """``:::{edition-standing} tagline`` (or ``games``) -- where the edition stands, in words: how
    many laws are carried out in code and tested, lay down no rule, or are pending (``tagline``),
    and which games run in full, in part or not yet (``games``).  Counted at build time from the
    same statuses as the ``edition-progress`` table, so that the words cannot drift from it."""

    required_arguments = 1
    has_content = False

    def run(self):
        form = self.arguments[0].strip()
        if form not in ("tagline", "games"):
            law_logger.warning(f"edition-standing: unknown form {form!r} (tagline or games)",
                               location=self.get_location(), type="law", subtype="directive")
            return []
        node = lnodes.law_standing(form=form)
        self.set_source_info(node)
        self.env.get_domain("law").note_generated_page(self.env.docname)
        return [node]


class LawCitationDirective(SphinxDirective):
    """``:::{law-citation} peel-poker:25`` -- a law's citation, as its Cite panel gives it
    (``:format:`` ``chicago`` (default), ``mla``, ``bibtex`` or ``csl``)."""

    required_arguments = 1
    has_content = False
    option_spec = {"format": lambda a: directives.choice(a, ("chicago", "mla", "bibtex", "csl"))}

    def run(self):
        law_id = self.arguments[0].strip()
        problem = get_ids(self.env).problem(law_id)
        if problem:
            law_logger.warning(f"{problem} (law-citation)", location=self.get_location(), type="law",
                               subtype="citation")
            return []
        node = lnodes.law_citation(law_id=law_id, format=self.options.get("format", "chicago"))
        self.set_source_info(node)
        self.env.get_domain("law").note_citation(self.env.docname, law_id)
        return [node]


class EmendationListDirective(SphinxDirective):
    """``:::{emendation-list}`` — the table of every emendation of the site."""

    has_content = False

    def run(self):
        node = lnodes.emendation_list()
        self.set_source_info(node)
        self.env.get_domain("law").note_emendation_list(self.env.docname)
        return [node]


class LawCoverageDirective(SphinxDirective):
    """``:::{law-coverage} peel-poker`` — every law of a code with its status, code and tests.

    ``:summary:`` (no argument needed) gives one row per code instead.
    """

    required_arguments = 0
    optional_arguments = 1
    has_content = False
    option_spec = {"summary": directives.flag}

    def run(self):
        summary = "summary" in self.options
        code = self.arguments[0].strip() if self.arguments else ""
        node = lnodes.law_coverage(code=code, summary=summary)
        self.set_source_info(node)
        if not summary:
            codes = get_ids(self.env).codes
            if code not in codes:
                law_logger.warning(
                    f"law-coverage: unknown code {code!r} (codes: {', '.join(codes)})",
                    location=node, type="law", subtype="coverage",
                )
                return []
        self.env.get_domain("law").note_generated_page(self.env.docname)
        return [node]


class EngineCitationsDirective(SphinxDirective):
    """``:::{engine-citations} peel-poker`` — every kind of citation the engine makes in the games of a
    code, the law and the words it rests on, the code that declares them and the law's tests."""

    required_arguments = 1
    has_content = False

    def run(self):
        code = self.arguments[0].strip()
        node = lnodes.engine_citations(code=code)
        self.set_source_info(node)
        codes = get_ids(self.env).codes
        if code not in codes:
            law_logger.warning(f"engine-citations: unknown code {code!r} (codes: {', '.join(codes)})",
                               location=node, type="law", subtype="citations")
            return []
        self.env.get_domain("law").note_generated_page(self.env.docname)
        return [node]


def package_modules(package: str) -> list[str]:
    """Every module of ``package`` (itself included), ``__main__`` skipped, sorted."""
    pkg = importlib.import_module(package)
    names = [package]
    for info in pkgutil.walk_packages(pkg.__path__, prefix=f"{package}."):
        if info.name.rsplit(".", 1)[-1] == "__main__":
            continue
        names.append(info.name)
    return sorted(names)


def _covered_by_automodule(mod, qualname: str) -> bool:
    """Whether ``automodule`` (``:members:``, ``:ignore-module-all:``) documents ``mod.<qualname>``:
    a public object defined in the module itself, with public members."""
    parts = qualname.split(".")
    top = parts[0]
    if top.startswith("_"):
        return False
    obj = getattr(mod, top, None)
    if obj is None or getattr(obj, "__module__", None) != mod.__name__:
        return False
    return all(not p.startswith("_") or (p.startswith("__") and p.endswith("__")) for p in parts[1:])


def _auto_directive(mod, qualname: str) -> str | None:
    import inspect

    obj = mod
    owner = None
    for part in qualname.split("."):
        owner = obj
        obj = inspect.getattr_static(obj, part, None)
        if obj is None:
            return None
    if isinstance(obj, property):
        return "autoproperty"
    if isinstance(obj, (staticmethod, classmethod)):
        return "automethod"
    if inspect.isclass(obj):
        return "autoclass"
    if callable(obj):
        return "automethod" if inspect.isclass(owner) else "autofunction"
    return "autodata" if owner is mod else "autoattribute"


def api_lines(package: str, implementations: dict[str, list[str]]) -> list[str]:
    """The reStructuredText of the API page: ``automodule`` of every module, with members,
    plus an explicit entry for every tagged object ``automodule`` would leave out (a
    private helper, a name missing from ``__all__``), so that every tagged object gets an
    API entry and a viewcode anchor."""
    tagged: dict[str, set[str]] = {}
    for names in implementations.values():
        for dotted in names:
            modname, qualname = split_dotted(dotted)
            tagged.setdefault(modname, set()).add(qualname)
    lines: list[str] = []
    for modname in package_modules(package):
        mod = importlib.import_module(modname)
        # every object once, in the module that defines it (re-exports through __all__ are not repeated)
        # a heading per module: without it the modules' docstrings ran into one another, and
        # "On this page" listed classes with no module to tell them apart
        title = f"``{modname}``"
        lines += [title, "-" * len(title), ""]
        lines += [f".. automodule:: {modname}", "   :members:", "   :ignore-module-all:", "   :show-inheritance:", ""]
        extra = sorted(q for q in tagged.get(modname, ()) if not _covered_by_automodule(mod, q))
        documented_classes: set[str] = set()
        if extra:
            lines += [f".. rubric:: Internal helpers of {modname} that carry out laws", ""]
        for qualname in extra:
            kind = _auto_directive(mod, qualname)
            if kind is None:
                continue
            if kind in ("automethod", "autoproperty", "autoattribute") and qualname.split(".")[0] in documented_classes:
                continue  # documented with its class below
            lines += [f".. {kind}:: {modname}.{qualname}"]
            if kind == "autoclass":
                documented_classes.add(qualname)
                lines += ["   :members:", "   :show-inheritance:"]
            lines += [""]
    return lines


class GamesApiDirective(SphinxDirective):
    """``games-api`` — ``automodule`` of every module of the games package, with members.

    Tagged objects that ``automodule`` would leave out (private helpers, names not
    in ``__all__``) get an explicit entry after their module.  Works from rST and
    from MyST (the generated directives are parsed as reStructuredText).
    """

    has_content = False
    optional_arguments = 1  # the package, default ``laws_package``

    def run(self):
        package = self.arguments[0] if self.arguments else self.config.laws_package
        reg = registry(self.env)
        lines = api_lines(package, reg.implementations)
        self.env.get_domain("law").data["api_pages"][self.env.docname] = True
        source, line = self.get_source_info()
        content = StringList(lines, source=source)
        container = nodes.container()
        if _is_rst_state(self.state):
            from sphinx.util.nodes import nested_parse_with_titles

            nested_parse_with_titles(self.state, content, container)
            return container.children
        return _parse_rst(self, "\n".join(lines))


def _is_rst_state(state) -> bool:
    from docutils.parsers.rst.states import RSTState

    return isinstance(state, RSTState)


def _parse_rst(directive: SphinxDirective, text: str) -> list[nodes.Node]:
    """Parse reStructuredText from inside a MyST directive (as MyST's ``eval-rst`` does)."""
    from docutils.utils import new_document
    from docutils.parsers.rst import Parser as RSTParser

    document = directive.state.document
    newdoc = new_document(document["source"], document.settings)
    newdoc.reporter = document.reporter
    _, line = directive.get_source_info()
    RSTParser().parse("\n" * max((line or 1) - 1, 0) + text, newdoc)
    for node in newdoc:
        if node["names"]:
            document.note_explicit_target(node, node)
    return list(newdoc.children)
