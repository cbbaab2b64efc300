"""Where the built site is, for the tests that read it.

``make test`` builds the site into ``_build/html`` before running pytest;
``$SITE_HTML`` names another build folder (relative to the repository root, or
absolute).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / os.environ.get("SITE_HTML", "_build/html")  # (an absolute SITE_HTML stays as it is)


def require_site(marker: str = "index.html") -> None:
    """Skip the test if the site is not built, but fail under ``make test`` or CI,
    where a missing build is an error."""
    if not (SITE / marker).is_file():
        msg = f"the site is not built ({SITE / marker} is missing): run `make html` first"
        if os.environ.get("CI") or os.environ.get("MAKE_TEST"):
            pytest.fail(msg)
        pytest.skip(msg)
