"""The law domain: the edition's Sphinx extension.

Registers the markup of the edition (see ``source/development.md``):

* directive ``law`` and role ``law`` (a law of a printed text, and a citation);
* roles ``page``, ``fnref`` and ``emend`` (page breaks, footnote markers and
  emendations, exactly as printed);
* directives ``editorial-note``, ``emendation-list``, ``law-coverage`` and
  ``games-api``;

discovers which code implements each law (``games.laws.discover()``) and
which tests check it (the ``@pytest.mark.law`` markers of ``tests/``, read
with :mod:`ast`), shows each law's status under its text, renders the test
modules as HTML pages, gives each law its page and a "Cite" panel (permalink, Chicago, MLA,
BibTeX, CSL-JSON; :mod:`.cite`), puts ``citation_*`` meta tags on each text page, and writes
``laws.json``, ``laws.schema.json`` and ``laws.csv`` at the site root.
"""

from __future__ import annotations

import os
from typing import Any

from sphinx.application import Sphinx

from . import nodes as lnodes
from .directives import (
    EditionInfoDirective,
    EditorialNoteDirective,
    EditionProgressDirective,
    EditionStandingDirective,
    EmendationListDirective,
    GamesApiDirective,
    LawCoverageDirective,
    EngineCitationsDirective,
    LawCitationDirective,
    LawDirective,
)
from .domain import LawDomain
from .roles import EmendRole, FnrefRole, LawRole, PageRole
from . import events
from . import viewcode

__version__ = "1.0"


def _static(app: Sphinx, config) -> None:
    """The domain's own static files (``lawdomain.js``: the copy buttons of the Cite panels)."""
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "static")
    if here not in config.html_static_path:
        config.html_static_path.append(here)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("laws_package", "games", "env", types=(str,))
    app.add_config_value("laws_tests_dir", None, "env")
    app.add_config_value("laws_code_labels", {}, "env", types=(dict,))
    app.add_config_value("laws_search_terms", {}, "env", types=(dict,))  # default: lawdomain.terms.TERMS
    # the edition's own details, for citations, laws.json and the citation_* meta tags
    app.add_config_value("edition_editors", [], "env", types=(list,))
    app.add_config_value("edition_date", "", "env", types=(str,))
    app.add_config_value("edition_licence", {"name": "", "url": ""}, "env", types=(dict,))

    lnodes.register(app)
    app.add_domain(LawDomain)

    app.add_directive("law", LawDirective)
    app.add_directive("editorial-note", EditorialNoteDirective)
    app.add_directive("emendation-list", EmendationListDirective)
    app.add_directive("law-coverage", LawCoverageDirective)
    app.add_directive("engine-citations", EngineCitationsDirective)
    app.add_directive("games-api", GamesApiDirective)
    app.add_directive("edition-info", EditionInfoDirective)
    app.add_directive("law-citation", LawCitationDirective)
    app.add_directive("edition-progress", EditionProgressDirective)
    app.add_directive("edition-standing", EditionStandingDirective)

    app.add_role("law", LawRole())
    app.add_role("page", PageRole())
    app.add_role("fnref", FnrefRole())
    app.add_role("emend", EmendRole())

    events.connect(app)
    app.connect("config-inited", viewcode.connect)
    app.connect("config-inited", _static)
    app.add_js_file("lawdomain.js", loading_method="defer")

    return {
        "version": __version__,
        "env_version": 4,  # 4: the status line short, its code and tests folded (issue 18); 3: index entries, status lines before sub-clauses, page from front matter
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }
