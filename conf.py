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
# --- the edition as a publication: citations, laws.json, the citation_* meta tags (source/_ext/lawdomain) ---
edition_date = "2026-12-01"  # the release date of this version (see source/changelog.md)
edition_editors = ["The Laws of the Table editors"]  # the named editors, as citations list them
edition_licence = {"name": "CC BY 4.0", "url": "https://creativecommons.org/licenses/by/4.0/",
                   "scope": "the editorial notes, apparatus and data; the texts themselves are in the public domain"}
# The canonical address of the edition, one setting: the environment variable SITE_BASEURL (see the
# README), e.g. SITE_BASEURL=https://laws.example.org/ make html.  When it is set, permalinks, citations,
# laws.json/laws.csv, the TEI files and each page's canonical link carry it; when it is not, the build
# writes no absolute address at all (relative data, no canonical link) and each page's Cite panel makes
# the address from where the reader actually is (source/_ext/lawdomain/static/lawdomain.js).
html_baseurl = os.environ.get("SITE_BASEURL", "").strip()

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.viewcode",
    "lawdomain",
    "gamestables",  # tables computed by games code (the games-table directive)
    "sitemenu",  # toctree-existing: menu entries for pages that may not exist yet
    # --- the reader's and teacher's edition (glossary, comparisons, lessons) ---
    "glossary",
    "teaching",
    "claims",  # the claims ledger page and claims.json (source/_ext/claims.py)
    "vingtuncompare",  # the same deal under four codes
    # --- browser layer (owned by source/_ext/lite*) ---
    "litesetup",
    "epubbook",  # the EPUB as a book (make epub; source/_ext/epubbook.py)
]

# The terms of art, from their one list (source/_ext/terms.yaml): the laws' index entries, and the laws
# where each is defined or which govern it, which the search lists first (source/_ext/lawdomain/search.py).
import glossary_terms  # noqa: E402

laws_search_terms = glossary_terms.index_terms()
laws_search_definitions = glossary_terms.definitions()

myst_enable_extensions = ["colon_fence", "deflist", "attrs_inline", "attrs_block"]
myst_heading_anchors = 3

# Fidelity: the texts keep their own quotes and dashes ("--" is printed as such).
smartquotes = False

root_doc = "index"
exclude_patterns = ["_build", "_ext", "_templates", "**/.ipynb_checkpoints"]
templates_path = ["source/_templates"]  # relative to this file (the confdir)
html_static_path = ["source/_static"]
html_css_files = ["edition.css", ("print.css", {"media": "print"})]

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
    "search_bar_text": "Search the edition",
    # the top bar: the four texts, Play, Odds, Lessons, Glossary; the rest under "More" (Lessons and
    # the Glossary are counted only where their pages exist: see toctree-existing in source/index.md)
    "header_links_before_dropdown": 6 + sum(os.path.exists(os.path.join(ROOT, "source", p))
                                            for p in ("lessons/index.md", "glossary.md")),
}
html_show_sourcelink = False
html_search_scorer = os.path.join(ROOT, "source", "_static", "scorer.js")  # the edition's text first
# Top-level pages without sub-pages: the theme would show an empty "Section Navigation"
# column beside them (its suppress_sidebar_toctree keeps the sidebar for a page of depth 1).
# (claims: its tables need the width; the dealer's table lost its last column, "bust", beside the empty sidebar)
html_sidebars = {"editorial": [], "development": [], "api": [], "glossary": [], "claims": []}

autodoc_member_order = "bysource"
autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": True}

nitpicky = True
# No intersphinx (the build is offline): references to the standard library and
# builtins cannot resolve; references into our own package must.
nitpick_ignore_regex = [
    (r"py:.*", r"^(?!games\.)[\w.]*\.[\w.]+$"),  # dotted names outside games (fractions.Fraction, random.Random)
    (r"py:.*", r"^(int|str|float|bool|bytes|object|list|dict|tuple|set|frozenset|None|type|Any|Callable|Iterable|"
               r"Iterator|Sequence|Mapping|Fraction|Random|T|Self|Optional|Union|Literal|ClassVar|Enum|IntEnum)$"),
    (r"py:.*", r"^games\.[\w.]*\.[TF]$"),  # type variables
    (r"py:.*", r"^games\.[\w.]*\._\w+$"),  # private helpers and type variables named in signatures
]

# --- EPUB (make epub): the edition as a book; source/_ext/epubbook.py -----------------------------
# What the book holds and leaves out, its links to the web edition (absolute only when SITE_BASEURL
# is set), its cover, title page and metadata: see the docstring of source/_ext/epubbook.py.
version = release  # EPUB3 requires a version
epub_title = project
epub_author = author
epub_publisher = author
epub_copyright = copyright
epub_description = ("The laws of Poker, Vingt-un, Whist and \u00c9cart\u00e9, word for word, from four Victorian and "
                    "Edwardian books, with the editors' apparatus")
# the edition's own identifier: one per version (a name-based UUID of the edition and its version)
import uuid  # noqa: E402

epub_identifier = "urn:uuid:" + str(uuid.uuid5(uuid.NAMESPACE_URL, f"urn:x-laws-of-the-table:edition:{release}"))
epub_other_identifiers = [f"urn:x-laws-of-the-table:edition:{release}"]
epub_uid = "edition-id"  # (the XML id of the identifier in content.opf)
epub_scheme = "UUID"
epub_language = "en"
epub_subjects = ["Card games -- Rules", "Poker", "Vingt-un", "Whist", "\u00c9cart\u00e9"]
epub_cover = ("_static/cover.png", "epubbook-cover.html")
epub_pre_files = [("about-this-book.xhtml", "About this e-book")]
epub_css_files = ["edition.css", "epubbook.css"]
epub_show_urls = "no"
epub_tocscope = "includehidden"  # the site's top toctrees are hidden (the top bar shows them)
epub_tocdepth = 2
epub_tocdup = False
epub_use_index = False  # the general index is mostly the API's, which the book leaves out
# Pages that need Python or a browser, or are about the code: not in the book (names or patterns; "!"
# keeps a page): the Play pages, the API, the developers' guide, each code's table of code and tests.
epub_leave_out = ["play/*", "api", "development", "coverage/*", "!coverage/index", "citations/*", "!citations/index"]
# Where the web site has what the book leaves out: links there go to the web edition (or become text).
epub_web_only_paths = ["_modules/", "_tests/", "lite/", "tei/", "laws.json", "laws.csv", "laws.schema.json",
                       "claims.json", "search.html", "genindex.html", "py-modindex.html"]
epub_exclude_files = ["search.html", "genindex.html", "py-modindex.html", "_static/print.css", "laws.json",
                      "claims.json"]  # (the web downloads; an older build left claims.json here)
