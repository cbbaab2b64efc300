"""The doctree nodes of the law domain and how HTML writes them.

Block and inline nodes subclass docutils' ``container`` / ``inline`` so that
builders other than HTML (text, LaTeX, man...) fall back to those visitors.
Placeholders (``law_status``, ``emendation_list``, ``law_coverage``,
``emend_mark``) are replaced at ``doctree-resolved`` and never reach a writer.
"""

from __future__ import annotations

from docutils import nodes
from sphinx.application import Sphinx


class law_block(nodes.container):
    """One law: ``<div class="law" id="law-<code>-<number>">``.

    Attributes: ``law_id``, ``anchor``, ``margin`` (the editorial number shown
    in the margin for p-ids, else ``""``), ``label`` (the law's short label).
    """


class law_readings(nodes.container):
    """The readings declared in the code for one law (HTML: a folded ``<details>``; see :mod:`.readings`).

    Attributes: ``law_id``, ``summary`` (the text of the ``<summary>``).
    """


class law_status(nodes.General, nodes.Element):
    """Placeholder for the status line under a law (filled at doctree-resolved)."""


class page_marker(nodes.inline):
    """An original page break, exactly as printed (``[48]``, ``{157}``)."""


class fnref(nodes.inline):
    """A footnote reference as printed (``[49]``); the notes are not transcribed."""


class emendation(nodes.inline):
    """An emended reading: shows the correction, keeps ``original`` and ``reason``."""


class emend_mark(nodes.General, nodes.Element):
    """Placeholder for the apparatus marker after an emendation."""


class emendation_list(nodes.General, nodes.Element):
    """Placeholder for the table of all emendations of the site."""


class law_coverage(nodes.General, nodes.Element):
    """Placeholder for the coverage table of a code (or the summary of all codes)."""


class engine_citations(nodes.General, nodes.Element):
    """Placeholder for a code's citations page: every kind of citation the engine makes (``code``)."""


class law_progress(nodes.General, nodes.Element):
    """Placeholder for the edition's progress, game by game (``edition-progress`` directive)."""


class law_standing(nodes.General, nodes.Element):
    """Placeholder for where the edition stands, in words (``edition-standing`` directive)."""


class law_citation(nodes.General, nodes.Element):
    """Placeholder for a citation of a law in one format (``law-citation`` directive)."""


FNREF_TITLE = "Footnote {marker}: the note's text is not part of this edition's source transcription."


# --- HTML ---------------------------------------------------------------------------------------

def visit_law_block_html(self, node: law_block) -> None:
    attrs = {"data-law": node["law_id"]}
    self.body.append(self.starttag(node, "div", "", CLASS="law", **attrs))
    anchor = node["anchor"]
    if node.get("margin"):
        self.body.append(
            f'<a class="apparatus law-margin" href="#{anchor}" '
            f'title="Editorial paragraph number: link to {self.attval(node["label"])}">'
            f'{self.encode(node["margin"])}</a>'
        )
    elif not self.builder.name.startswith("epub"):  # (a book has no use for a link to the page itself)
        self.body.append(
            f'<a class="apparatus law-permalink" href="#{anchor}" '
            f'title="Link to {self.attval(node["label"])}" aria-label="Link to {self.attval(node["label"])}">#</a>'
        )


def depart_law_block_html(self, node: law_block) -> None:
    self.body.append("</div>\n")


def visit_law_readings_html(self, node: law_readings) -> None:
    self.body.append(self.starttag(node, "details", "", **{"data-law": node["law_id"]}))
    self.body.append(f'<summary>{self.encode(node["summary"])}</summary>')


def depart_law_readings_html(self, node: law_readings) -> None:
    self.body.append("</details>\n")


class law_fold(nodes.General, nodes.Element):
    """A fold (``<details>``) under a law's status line: the objects of code and the tests that carry
    the law out, which a reader opens only if he wants them."""


def visit_law_fold_html(self, node: law_fold) -> None:
    self.body.append(self.starttag(node, "details", "", **{"data-law": node["law_id"]}))
    self.body.append(f'<summary>{self.encode(node["summary"])}</summary>')


def depart_law_fold_html(self, node: law_fold) -> None:
    self.body.append("</details>\n")


def visit_fnref_html(self, node: fnref) -> None:
    marker = node.astext()
    self.body.append(self.starttag(node, "sup", "", CLASS="fnref", title=FNREF_TITLE.format(marker=marker)))


def depart_fnref_html(self, node: fnref) -> None:
    self.body.append("</sup>")


def visit_emendation_html(self, node: emendation) -> None:
    title = f"Emended; the original reads: {node['original']} \u2014 {node['reason']}"
    # tabindex: a tap (or the keyboard) focuses the reading and shows the original (edition.css)
    attrs = {"data-original": node["original"], "title": title, "tabindex": "0"}
    self.body.append(self.starttag(node, "span", "", CLASS="emendation", **attrs))


def depart_emendation_html(self, node: emendation) -> None:
    self.body.append("</span>")


def _skip(self, node) -> None:  # placeholders left unresolved (other builders): drop them
    raise nodes.SkipNode


def register(app: Sphinx) -> None:
    app.add_node(law_block, html=(visit_law_block_html, depart_law_block_html))
    app.add_node(fnref, html=(visit_fnref_html, depart_fnref_html))
    app.add_node(law_readings, html=(visit_law_readings_html, depart_law_readings_html))
    app.add_node(law_fold, html=(visit_law_fold_html, depart_law_fold_html))
    app.add_node(emendation, html=(visit_emendation_html, depart_emendation_html))
    app.add_node(page_marker)
    for placeholder in (law_status, emend_mark, emendation_list, law_coverage, law_citation, law_progress,
                        law_standing, engine_citations):
        app.add_node(
            placeholder,
            html=(_skip, None), latex=(_skip, None), text=(_skip, None),
            man=(_skip, None), texinfo=(_skip, None),
        )
