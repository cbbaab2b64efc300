"""The ``law`` domain: every law, emendation and citation found while reading.

All the data lives in ``env.domaindata['law']`` (so it is pickled with the
environment, cleared per document and merged after a parallel read).
"""

from __future__ import annotations

from typing import Any, Iterable

from docutils import nodes
from sphinx.addnodes import pending_xref
from sphinx.domains import Domain, ObjType
from sphinx.util.nodes import make_refnode
from sphinx.util.osutil import relative_uri

from .registry import registry
from .util import get_ids, law_logger


#: The files the domain writes at the site root (see :mod:`.lawsjson`).
GENERATED_FILES = ("laws.json", "laws.schema.json", "laws.csv")


class LawDomain(Domain):
    name = "law"
    label = "Laws"
    object_types = {"law": ObjType("law", "law")}
    roles = {}
    directives = {}
    dangling_warnings = {"law": "law %(target)s does not exist (no law directive with this id)"}
    initial_data: dict[str, Any] = {
        # law id -> {docname, anchor, lineno, seq, parent, text, original_text, pages, emendations}
        "laws": {},
        # emendation anchor -> {docname, anchor, law, original, correction, reason, seq, lineno}
        "emendations": {},
        # docname -> sorted list of the law ids it cites
        "citations": {},
        # docname -> True for pages whose content is generated from the whole site
        "generated": {},
        # code -> docname of its coverage page
        "coverage_pages": {},
        # docname -> True for pages holding the emendation list
        "emendation_lists": {},
        # docname -> True for pages holding the games-api directive
        "api_pages": {},
    }
    data_version = 2

    # --- recording ---------------------------------------------------------------------------

    @property
    def laws(self) -> dict[str, dict[str, Any]]:
        return self.data["laws"]

    @property
    def emendations(self) -> dict[str, dict[str, Any]]:
        return self.data["emendations"]

    def note_law(self, law_id: str, record: dict[str, Any], location: Any) -> bool:
        """Record a law; warn (with location) and keep the first if the id is already taken."""
        other = self.laws.get(law_id)
        if other is not None:
            law_logger.warning(
                f"duplicate law id {law_id} (first defined in {other['docname']}, line {other['lineno']})",
                location=location, type="law", subtype="duplicate",
            )
            return False
        self.laws[law_id] = record
        return True

    def note_emendation(self, record: dict[str, Any]) -> None:
        self.emendations[record["anchor"]] = record

    def note_citation(self, docname: str, law_id: str) -> None:
        cited = self.data["citations"].setdefault(docname, [])
        if law_id not in cited:
            cited.append(law_id)

    def note_generated_page(self, docname: str) -> None:
        self.data["generated"][docname] = True

    def note_emendation_list(self, docname: str) -> None:
        self.data["emendation_lists"][docname] = True
        self.note_generated_page(docname)

    def note_coverage_page(self, code: str, docname: str) -> None:
        self.data["coverage_pages"].setdefault(code, docname)

    # --- environment protocol ------------------------------------------------------------------

    def clear_doc(self, docname: str) -> None:
        for key in ("laws", "emendations"):
            table = self.data[key]
            for k in [k for k, v in table.items() if v["docname"] == docname]:
                del table[k]
        self.data["citations"].pop(docname, None)
        self.data["generated"].pop(docname, None)
        self.data["emendation_lists"].pop(docname, None)
        self.data["api_pages"].pop(docname, None)
        for code in [c for c, d in self.data["coverage_pages"].items() if d == docname]:
            del self.data["coverage_pages"][code]

    def merge_domaindata(self, docnames: Iterable[str], otherdata: dict[str, Any]) -> None:
        docnames = set(docnames)
        for law_id, rec in otherdata["laws"].items():
            if rec["docname"] not in docnames:
                continue
            mine = self.laws.get(law_id)
            if mine is not None and mine["docname"] != rec["docname"]:
                law_logger.warning(
                    f"duplicate law id {law_id} (first defined in {mine['docname']}, line {mine['lineno']})",
                    location=(rec["docname"], rec["lineno"]), type="law", subtype="duplicate",
                )
                continue
            self.laws[law_id] = rec
        for anchor, rec in otherdata["emendations"].items():
            if rec["docname"] in docnames:
                self.emendations[anchor] = rec
        for key in ("citations", "generated", "emendation_lists", "api_pages"):
            for docname, value in otherdata[key].items():
                if docname in docnames:
                    self.data[key][docname] = value
        for code, docname in otherdata["coverage_pages"].items():
            if docname in docnames:
                self.data["coverage_pages"].setdefault(code, docname)

    # --- references ----------------------------------------------------------------------------

    def resolve_xref(self, env, fromdocname, builder, typ, target, node: pending_xref, contnode):
        rec = self.laws.get(target)
        if rec is None:
            return None
        title = get_ids(env).label(target)
        return make_refnode(builder, fromdocname, rec["docname"], rec["anchor"], contnode, title)

    def resolve_any_xref(self, env, fromdocname, builder, target, node, contnode):
        ref = self.resolve_xref(env, fromdocname, builder, "law", target, node, contnode)
        if ref is None:
            ref = self._generated_file(env, fromdocname, builder, target, contnode)
        return [("law:law", ref)] if ref is not None else []

    def _generated_file(self, env, fromdocname, builder, target, contnode):
        """Links (from MyST, ``[laws.json](/laws.json)``) to files the domain writes itself:
        ``/laws.json`` and the test pages ``/_tests/<module>.html``."""
        if getattr(builder, "format", "") != "html":
            return None
        path, _, anchor = target.lstrip("/").partition("#")
        if path not in GENERATED_FILES and not (path.startswith("tei/") and path.endswith(".xml")):
            if not (path.startswith("_tests/") and path.endswith(".html")):
                return None
            pages = {m.pagename for m in registry(env).modules} | {"_tests/index"}
            if path[: -len(".html")] not in pages:
                return None
        uri = relative_uri(builder.get_target_uri(fromdocname), path) + (f"#{anchor}" if anchor else "")
        ref = nodes.reference("", "", internal=False, refuri=uri)
        ref += contnode
        return ref

    def get_objects(self):
        for law_id, rec in self.laws.items():
            yield law_id, get_ids(self.env).label(law_id), "law", rec["docname"], rec["anchor"], 1

    def get_full_qualified_name(self, node):
        return node.get("reftarget")
