"""Shared pytest configuration.

Tests declare which laws they check with ``@pytest.mark.law("peel-poker:25", ...)``
(on a function, a class, or as a module's ``pytestmark``).  The site build reads
those markers from the test sources; nothing else maps laws to tests.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


def pytest_configure(config):
    config.addinivalue_line("markers", "law(*ids): the test checks the given laws of the edition")
    config.addinivalue_line("markers", "browser: runs in headless Chromium against the built site")
    config.addinivalue_line("markers", "slow: takes more than a few seconds")
