"""The roles ``law``, ``page``, ``fnref`` and ``emend``."""

from __future__ import annotations

import re

from docutils import nodes
from sphinx import addnodes
from sphinx.util.docutils import SphinxRole
from sphinx.util.nodes import split_explicit_title

from . import nodes as lnodes
from .util import doc_slug, get_ids, law_logger


class LawRole(SphinxRole):
    """``{law}`peel-poker:25``` -> a link "Peel, law 25" to the law's anchor.

    ``{law}`text <peel-poker:25>``` gives the link an explicit title.  A law
    that does not exist is reported (with location) when references are
    resolved.
    """

    def run(self):
        has_title, title, target = split_explicit_title(self.text)
        target = target.strip()
        problem = get_ids(self.env).problem(target)
        if problem:
            law_logger.warning(f"{problem} (in a law citation)", location=self.get_location(), type="law",
                               subtype="citation")
            return [nodes.literal(self.rawtext, self.text, classes=["law-ref", "law-ref-broken"])], []
        label = title if has_title else get_ids(self.env).label(target)
        ref = addnodes.pending_xref(
            self.rawtext, refdomain="law", reftype="law", reftarget=target,
            refexplicit=has_title, refwarn=True, refdoc=self.env.docname,
        )
        self.set_source_info(ref)
        ref += nodes.inline(label, label, classes=["xref", "law-ref"])
        self.env.get_domain("law").note_citation(self.env.docname, target)
        return [ref], []


class PageRole(SphinxRole):
    """``{page}`[48]``` -> ``<span class="page-marker" id="page-<doc>-48">[48]</span>``."""

    def run(self):
        marker = self.text
        digits = re.sub(r"[^0-9A-Za-z]+", "", marker)
        if not digits:
            law_logger.warning(f"page marker {marker!r} has no page number", location=self.get_location(),
                               type="law", subtype="page")
            digits = "x"
        anchor = f"page-{doc_slug(self.env.docname)}-{digits.lower()}"
        node = lnodes.page_marker(self.rawtext, marker, classes=["page-marker"], marker=marker)
        node["ids"].append(anchor)
        self.set_source_info(node)
        return [node], []


class FnrefRole(SphinxRole):
    """``{fnref}`[49]``` -> ``<sup class="fnref" title="...">[49]</sup>``."""

    def run(self):
        node = lnodes.fnref(self.rawtext, self.text, marker=self.text)
        self.set_source_info(node)
        return [node], []


class EmendRole(SphinxRole):
    """``{emend}`original|correction|reason``` -> the correction, keeping the original and the reason."""

    def run(self):
        parts = self.text.split("|")
        if len(parts) != 3 or not parts[1] or not parts[2].strip():
            law_logger.warning(
                f"an emendation needs 'original|correction|reason' (reason not empty), got {self.text!r}",
                location=self.get_location(), type="law", subtype="emend",
            )
            return [nodes.Text(self.text)], []
        original, correction, reason = parts[0], parts[1], parts[2].strip()
        node = lnodes.emendation(self.rawtext, correction, original=original, correction=correction, reason=reason)
        self.set_source_info(node)
        mark = lnodes.emend_mark(original=original, correction=correction, reason=reason)
        self.set_source_info(mark)
        # the anchor of the marker is given when the document is read (numbered in document order)
        return [node, mark], []
