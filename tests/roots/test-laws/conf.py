"""A tiny site for the law domain's own tests (tests/test_law_domain.py)."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)  # fakegames
# lawdomain itself is put on sys.path by tests/test_law_domain.py (this site is built from a copy)

project = "Law domain test"
extensions = ["myst_parser", "sphinx.ext.autodoc", "sphinx.ext.viewcode", "lawdomain"]
myst_enable_extensions = ["colon_fence"]
exclude_patterns = ["_build", "tests", "fakegames"]
smartquotes = False
nitpicky = True

laws_package = "fakegames"
laws_code_labels = {"alpha": "Alpha", "beta": "Beta"}
