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
modules as HTML pages, and writes ``laws.json`` at the site root.
"""

from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx

from . import nodes as lnodes
from .directives import (
    EditorialNoteDirective,
    EmendationListDirective,
    GamesApiDirective,
    LawCoverageDirective,
    LawDirective,
)
from .domain import LawDomain
from .roles import EmendRole, FnrefRole, LawRole, PageRole
from . import events
from . import viewcode

__version__ = "1.0"


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("laws_package", "games", "env", types=(str,))
    app.add_config_value("laws_tests_dir", None, "env")
    app.add_config_value("laws_code_labels", {}, "env", types=(dict,))

    lnodes.register(app)
    app.add_domain(LawDomain)

    app.add_directive("law", LawDirective)
    app.add_directive("editorial-note", EditorialNoteDirective)
    app.add_directive("emendation-list", EmendationListDirective)
    app.add_directive("law-coverage", LawCoverageDirective)
    app.add_directive("games-api", GamesApiDirective)

    app.add_role("law", LawRole())
    app.add_role("page", PageRole())
    app.add_role("fnref", FnrefRole())
    app.add_role("emend", EmendRole())

    events.connect(app)
    app.connect("config-inited", viewcode.connect)

    return {
        "version": __version__,
        "env_version": 2,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }
