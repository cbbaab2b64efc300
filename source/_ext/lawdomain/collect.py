"""Reading a document: every law's text, pages and emendations, in document order."""

from __future__ import annotations

from docutils import nodes

from . import nodes as lnodes
from .util import doc_slug, law_logger

# page markers are left out of a law's plain text (they are given separately, as its pages)
_SKIP = (lnodes.law_status, lnodes.emend_mark, lnodes.page_marker, nodes.system_message, nodes.comment, nodes.raw,
         nodes.substitution_definition, nodes.target)


def _skipped(node: nodes.Node, root: nodes.Node) -> bool:
    if node is root:
        return False
    if isinstance(node, _SKIP) or isinstance(node, lnodes.law_block):
        return True
    return isinstance(node, nodes.Element) and "apparatus" in node.get("classes", [])


def _inline(node: nodes.Node, original: bool, root: nodes.Node) -> str:
    if isinstance(node, nodes.Text):
        return node.astext()
    if _skipped(node, root):
        return ""
    if isinstance(node, lnodes.emendation):
        return node["original"] if original else node["correction"]
    return "".join(_inline(c, original, root) for c in node.children)


def law_text(law: lnodes.law_block, original: bool = False) -> str:
    """The plain text of a law as shown (its sub-clauses, page markers and the apparatus left out;
    footnote references kept, as printed).

    Blocks (paragraphs...) are separated by a blank line; whitespace within a
    block is collapsed.  ``original=True`` restores the original reading of
    every emendation.
    """
    blocks: list[str] = []

    def walk(node: nodes.Element) -> None:
        for child in node.children:
            if _skipped(child, law):
                continue
            if isinstance(child, nodes.TextElement):
                text = " ".join(_inline(child, original, law).split())
                if text:
                    blocks.append(text)
            elif isinstance(child, nodes.Element):
                walk(child)
            elif isinstance(child, nodes.Text) and child.astext().strip():
                blocks.append(" ".join(child.astext().split()))

    walk(law)
    return "\n\n".join(blocks)


def _pages_of(law: lnodes.law_block, current: str | None) -> list[str]:
    inner: list[str] = []
    text_before = False
    for node in law.findall():
        if isinstance(node, lnodes.page_marker):
            inner.append(node["marker"])
        elif not inner and isinstance(node, nodes.Text) and node.astext().strip():
            parent = node.parent
            if not isinstance(parent, lnodes.page_marker):
                text_before = True
    pages = ([current] if current and (text_before or not inner) else []) + inner
    return list(dict.fromkeys(pages))


def collect_document(app, doctree: nodes.document) -> None:
    env = app.env
    docname = env.docname
    domain = env.get_domain("law")
    # the page of the original the document opens on, where its first page break comes later
    # (front matter ``original-page: "[46]"``, an editorial declaration)
    current_page: str | None = (env.metadata.get(docname) or {}).get("original-page") or None
    seq = 0
    emend_no = 0
    slug = doc_slug(docname)
    seen_here: set[str] = set()
    page_ids: dict[str, int] = {}
    for node in doctree.findall(nodes.Element):
        if isinstance(node, lnodes.page_marker):
            current_page = node["marker"]
            # the same printed page may be marked twice in one document (overlapping sources)
            for i, anchor in enumerate(node["ids"]):
                n = page_ids[anchor] = page_ids.get(anchor, 0) + 1
                if n > 1:
                    node["ids"][i] = f"{anchor}-{n}"
        elif isinstance(node, lnodes.law_block):
            law_id = node["law_id"]
            if not law_id:
                continue  # a malformed id was already reported
            parent = node.parent
            while parent is not None and not isinstance(parent, lnodes.law_block):
                parent = parent.parent
            parent_id = parent["law_id"] if parent is not None and parent["law_id"] else None
            if parent_id and not law_id.startswith(parent_id + "."):
                law_logger.warning(
                    f"law {law_id} is nested in law {parent_id} but its id is not a sub-clause of it "
                    f"(expected {parent_id}.<n>)", location=node, type="law", subtype="nesting")
            if law_id in seen_here:
                law_logger.warning(f"duplicate law id {law_id} in this document", location=node,
                                   type="law", subtype="duplicate")
                node["ids"] = []
                continue
            seen_here.add(law_id)
            record = {
                "docname": docname,
                "anchor": node["anchor"],
                "lineno": node.line or 0,
                "seq": seq,
                "parent": parent_id,
                "text": law_text(node),
                "original_text": law_text(node, original=True),
                "pages": _pages_of(node, current_page),
                "emendations": [],
            }
            seq += 1
            if domain.note_law(law_id, record, node):
                # also a std label, so that Markdown links ``page.md#law-...`` and ``{ref}`` resolve
                std_anon = env.get_domain("std").anonlabels
                std_anon[node["anchor"]] = (docname, node["anchor"])
            else:
                node["ids"] = []
        elif isinstance(node, lnodes.emendation):
            emend_no += 1
            anchor = f"emend-{slug}-{emend_no}"
            law = node.parent
            while law is not None and not isinstance(law, lnodes.law_block):
                law = law.parent
            law_id = law["law_id"] if law is not None and law["law_id"] else None
            mark = node.next_node(lnodes.emend_mark, descend=False, siblings=True)
            if mark is not None:
                mark["anchor"] = anchor
            domain.note_emendation({
                "docname": docname, "anchor": anchor, "law": law_id, "original": node["original"],
                "correction": node["correction"], "reason": node["reason"], "seq": emend_no,
                "page": current_page,
                "lineno": node.line or 0,
            })
            if law_id and law_id in domain.laws and domain.laws[law_id]["docname"] == docname:
                domain.laws[law_id]["emendations"].append(anchor)
        elif isinstance(node, lnodes.law_coverage) and not node["summary"]:
            domain.note_coverage_page(node["code"], docname)
