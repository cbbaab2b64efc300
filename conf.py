"""Sphinx configuration of The Laws of the Table.

The pages live in ``source/``; this file sits at the top of the repository so
that ``sphinx-build -c . source _build/html`` (see the Makefile) finds it.
"""

import os
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, ROOT)  # the games package, for autodoc and the law registry
sys.path.insert(0, os.path.join(ROOT, "source", "_ext"))

project = "The Laws of the Table"
author = "The Laws of the Table editors"
copyright = "2026, the editors; the texts are in the public domain"
release = "0.1"

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.viewcode",
    "lawdomain",
    "maximtables",
    "pokertables",
    "vingtuncompare",
    "claims",  # the claims ledger page and claims.json (source/_ext/claims.py)
    # --- browser layer (owned by source/_ext/lite*) ---
    "litesetup",
]

myst_enable_extensions = ["colon_fence", "deflist", "attrs_inline", "attrs_block"]
myst_heading_anchors = 3

# Fidelity: the texts keep their own quotes and dashes ("--" is printed as such).
smartquotes = False

root_doc = "index"
exclude_patterns = ["_build", "_ext", "_templates", "**/.ipynb_checkpoints"]
templates_path = ["source/_templates"]  # relative to this file (the confdir)
html_static_path = ["source/_static"]
html_css_files = ["edition.css"]

html_theme = "pydata_sphinx_theme"
html_title = "The Laws of the Table"
html_theme_options = {
    "navbar_align": "left",
    "show_toc_level": 2,
    "navigation_with_keys": False,
    "use_edit_page_button": False,
    "footer_start": ["copyright"],
    "footer_end": ["sphinx-version"],
    "icon_links": [],
    # a plain search field: the theme's default search *button* fails axe-core
    # (label-content-name-mismatch, "serious"); see tests/test_browser_play.py
    "navbar_persistent": ["search-field"],
}
html_show_sourcelink = False
# Top-level pages without sub-pages: the theme would show an empty "Section Navigation"
# column beside them (its suppress_sidebar_toctree keeps the sidebar for a page of depth 1).
html_sidebars = {"editorial": [], "development": [], "api": []}

autodoc_member_order = "bysource"
autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": True}

nitpicky = True
# No intersphinx (the build is offline): references to the standard library and
# builtins cannot resolve; references into our own package must.
nitpick_ignore_regex = [
    (r"py:.*", r"^(?!games\.)[\w.]*\.[\w.]+$"),  # dotted names outside games (fractions.Fraction, random.Random)
    (r"py:.*", r"^(int|str|float|bool|bytes|object|list|dict|tuple|set|frozenset|None|type|Any|Callable|Iterable|"
               r"Iterator|Sequence|Mapping|Fraction|Random|T|Self|Optional|Union|Literal|ClassVar|Enum|IntEnum)$"),
    (r"py:.*", r"^games\.[\w.]*\.T$"),  # type variables
]
