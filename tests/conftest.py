"""Shared pytest configuration.

Tests declare which laws they check with ``@pytest.mark.law("peel-poker:25", ...)``
(on a function, a class, or as a module's ``pytestmark``).  The site build reads
those markers from the test sources; nothing else maps laws to tests.

When tests/test_epub.py is among the tests to run, its EPUB build (a Sphinx build of the
whole edition in a subprocess, the longest single step of the suite) is started as soon as
the tests are collected (under pytest-xdist, ``-n``, by the controller as the session starts),
and runs beside the other tests; the EPUB tests wait for it (``built_site.epub_build``).
"""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


def pytest_configure(config):
    config.addinivalue_line("markers", "law(*ids): the test checks the given laws of the edition")
    config.addinivalue_line("markers", "browser: runs in headless Chromium against the built site")
    config.addinivalue_line("markers", "slow: takes more than a few seconds")


def _runs_the_epub_tests(config) -> bool:
    """Whether the command's paths include tests/test_epub.py (the xdist controller collects nothing)."""
    target = os.path.join(ROOT, "tests", "test_epub.py")
    paths = [os.path.abspath(str(a).split("::")[0]) for a in config.args] or [os.getcwd()]
    return any(target == p or target.startswith(p.rstrip(os.sep) + os.sep) for p in paths)


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session):
    """Under pytest-xdist (``-n``) the controller starts the EPUB build before the workers start, and
    names its folder to them in the environment (they wait for it, ``built_site.EpubBuild``)."""
    config = session.config
    if hasattr(config, "workerinput") or not getattr(config.option, "numprocesses", None):
        return
    if config.option.collectonly or not _runs_the_epub_tests(config):
        return
    from built_site import EpubBuild, epub_build

    build = epub_build(config).start()
    os.environ[EpubBuild.SHARED] = str(build.out)


def pytest_collection_finish(session):
    if session.config.option.collectonly or hasattr(session.config, "workerinput"):
        return  # (under pytest-xdist the controller has started it: pytest_sessionstart)
    if any(item.path.name == "test_epub.py" for item in session.items):
        from built_site import epub_build

        epub_build(session.config).start()


def pytest_unconfigure(config):
    from built_site import EPUB_BUILD

    build = config.stash.get(EPUB_BUILD, None)
    if build is not None:
        build.stop()  # (a run stopped before the EPUB tests: end the build, do not leave it running)
