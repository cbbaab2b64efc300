"""Shared pytest configuration.

Tests declare which laws they check with ``@pytest.mark.law("peel-poker:25", ...)``
(on a function, a class, or as a module's ``pytestmark``).  The site build reads
those markers from the test sources; nothing else maps laws to tests.

When tests/test_epub.py is among the tests to run, its EPUB build (a Sphinx build of the
whole edition in a subprocess, the longest single step of the suite) is started as soon as
the tests are collected, and runs beside the other tests on the machine's second core; the
EPUB tests wait for it (``built_site.epub_build``).
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


def pytest_collection_finish(session):
    if session.config.option.collectonly or hasattr(session.config, "workerinput"):
        return  # (under pytest-xdist each worker collects every test: there the fixture starts it)
    if any(item.path.name == "test_epub.py" for item in session.items):
        from built_site import epub_build

        epub_build(session.config).start()


def pytest_unconfigure(config):
    from built_site import EPUB_BUILD

    build = config.stash.get(EPUB_BUILD, None)
    if build is not None:
        build.stop()  # (a run stopped before the EPUB tests: end the build, do not leave it running)
