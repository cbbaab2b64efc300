"""Where the built site is, for the tests that read it.

``make test`` builds the site into ``_build/html`` before running pytest;
``$SITE_HTML`` names another build folder (relative to the repository root, or
absolute).  It also runs the one EPUB build of a session (:class:`EpubBuild`).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
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


# --- the EPUB build (tests/test_epub.py) ------------------------------------------------------------


class EpubBuild:
    """The whole edition as an EPUB, built with the options of ``make epub`` (warnings are errors)
    into ``out/epub``, by ``sphinx-build`` in a subprocess: one build per session.

    ``start()`` launches it without waiting (conftest.py does so as soon as the tests are
    collected, so that it runs beside the other tests); ``wait()`` returns its
    ``CompletedProcess`` (its output is written to files, not pipes, so that nothing blocks
    while no one reads it)."""

    TIMEOUT = 900  # seconds, from the start of the build
    #: Under pytest-xdist the controller starts the build and names its folder here for the workers.
    SHARED = "LT_EPUB_BUILD"

    def __init__(self, out: Path, shared: bool = False) -> None:
        self.out = out
        self.shared = shared  # started by another process (the xdist controller): wait for its "rc" file
        self.proc: subprocess.Popen | None = None
        self.result: subprocess.CompletedProcess | None = None
        self.started = 0.0

    def command(self) -> list[str]:
        sphinx = ROOT / ".venv" / "bin" / "sphinx-build"
        cmd = [str(sphinx)] if sphinx.exists() else [sys.executable, "-m", "sphinx"]
        return cmd + ["-b", "epub", "-W", "-n", "--keep-going", "-j", "auto", "-c", ".",
                      "-d", str(self.out / "doctrees"), "source", str(self.out / "epub")]

    def start(self) -> "EpubBuild":
        if self.shared:
            self.started = self.started or time.monotonic()
            return self
        if self.proc is None:
            # the return code is written to "rc" as well, for the processes that wait without being the parent
            wrapper = ["import subprocess, sys; rc = subprocess.call(sys.argv[2:]); "
                       "open(sys.argv[1], 'w').write(str(rc)); sys.exit(rc)", str(self.out / "rc")]
            with open(self.out / "stdout.txt", "wb") as so, open(self.out / "stderr.txt", "wb") as se:
                self.proc = subprocess.Popen([sys.executable, "-c", *wrapper, *self.command()], cwd=ROOT, stdout=so,
                                             stderr=se, stdin=subprocess.DEVNULL)
            self.started = time.monotonic()
        return self

    def _wait_shared(self) -> subprocess.CompletedProcess:
        rc = self.out / "rc"
        while not rc.is_file() or not rc.read_text().strip():
            if time.monotonic() - self.started > self.TIMEOUT:
                raise subprocess.TimeoutExpired(self.command(), self.TIMEOUT)
            time.sleep(1.0)
        return self._completed(self.command(), int(rc.read_text()))

    def _completed(self, args: list[str], returncode: int) -> subprocess.CompletedProcess:
        """The build's ``CompletedProcess``, its output read back from ``stdout.txt`` and ``stderr.txt``."""
        out, err = ((self.out / name).read_text(encoding="utf-8", errors="replace")
                    for name in ("stdout.txt", "stderr.txt"))
        return subprocess.CompletedProcess(args, returncode, out, err)

    def wait(self) -> subprocess.CompletedProcess:
        self.start()
        if self.result is None and self.shared:
            self.result = self._wait_shared()
        if self.result is None:
            assert self.proc is not None
            try:
                self.proc.wait(timeout=max(1.0, self.TIMEOUT - (time.monotonic() - self.started)))
            except subprocess.TimeoutExpired:
                self.stop()
                raise
            self.result = self._completed(self.proc.args, self.proc.returncode)
        return self.result

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


EPUB_BUILD = pytest.StashKey[EpubBuild]()


def epub_build(config: pytest.Config) -> EpubBuild:
    """The session's EPUB build (made, not started, at the first call)."""
    build = config.stash.get(EPUB_BUILD, None)
    shared = os.environ.get(EpubBuild.SHARED)
    if build is None and shared and hasattr(config, "workerinput"):
        build = config.stash[EPUB_BUILD] = EpubBuild(Path(shared), shared=True)
    if build is None:
        factory = getattr(config, "_tmp_path_factory", None)  # pytest's tmp_path_factory, as the fixture gives it
        out = factory.mktemp("epub") if factory is not None else Path(tempfile.mkdtemp(prefix="epub-"))
        build = config.stash[EPUB_BUILD] = EpubBuild(out)
    return build
