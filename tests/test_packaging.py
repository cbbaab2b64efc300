"""``games`` is a package people can install (issue 7): ``pip install .`` in a fresh venv,
with no other dependency and no network, then ``python -m games.poker ...`` works.

The build backend (flit-core, pinned in requirements.txt) is the one in the project's venv
(``--no-build-isolation``), so nothing is fetched; the fresh venv has no pip and no packages
of its own, so the game runs on the standard library alone.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
OFFLINE = {**os.environ, "PIP_NO_INDEX": "1", "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PYTHONDONTWRITEBYTECODE": "1"}


def pip(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pip", *args], cwd=cwd, env=OFFLINE,
                          capture_output=True, text=True, timeout=300)


@pytest.mark.slow
def test_pip_install_in_a_fresh_venv_then_python_m_games_poker(tmp_path):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)  # nothing in it but the standard library
    py = env_dir / "bin" / "python"
    site = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    r = pip("install", "--quiet", "--no-build-isolation", "--no-deps", "--no-index",
            "--prefix", str(env_dir), str(ROOT))
    assert r.returncode == 0, r.stderr
    assert not (ROOT / "build").exists(), "the build left files in the working tree"

    # run it from elsewhere, isolated (-I: no cwd, no PYTHONPATH, no user site on sys.path)
    where = subprocess.run([str(py), "-I", "-c", "import games; print(games.__file__, games.__version__)"],
                           cwd=tmp_path, capture_output=True, text=True)
    assert where.returncode == 0, where.stderr
    path, version = where.stdout.split()
    assert Path(path).is_relative_to(Path(site)), path
    assert version == __import__("games").__version__

    run = subprocess.run([str(py), "-I", "-m", "games.poker", "census", "--code", "peel"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    census = json.loads(run.stdout)
    assert census["total"] == 2598960  # C(52, 5): every five-card hand counted once

    ev = subprocess.run([str(py), "-I", "-m", "games.poker", "evaluate", "KS KH 5D 5C 2S"],
                        cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert ev.returncode == 0, ev.stderr
    assert "pair" in ev.stdout.lower()


def test_the_wheel_holds_the_package_only_and_is_reproducible(tmp_path):
    """Built twice with the same SOURCE_DATE_EPOCH, the wheel is the same bytes (so its
    sha256 in the Pyodide lock is stable); it holds ``games`` and its metadata, nothing of
    the site or the tests."""
    env = {**OFFLINE, "SOURCE_DATE_EPOCH": "1577836800"}
    digests = []
    for n in range(2):
        out = tmp_path / f"w{n}"
        r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-build-isolation", "--no-deps",
                            "--no-index", "-w", str(out), str(ROOT)], env=env, capture_output=True, text=True, timeout=300)
        assert r.returncode == 0, r.stderr
        (whl,) = out.glob("games-*-py3-none-any.whl")
        digests.append(whl.read_bytes())
    assert digests[0] == digests[1]
    names = zipfile.ZipFile(whl).namelist()
    assert "games/__init__.py" in names and "games/poker/game.py" in names
    tops = {n.split("/")[0] for n in names}
    assert tops == {"games", whl.name.split("-py3")[0] + ".dist-info"}, tops
    assert not any("__pycache__" in n or n.endswith(".pyc") for n in names)
    meta = zipfile.ZipFile(whl).read(next(n for n in names if n.endswith("/METADATA"))).decode()
    assert "Requires-Dist" not in meta.replace("Requires-Dist: ipywidgets>=8 ; extra == \"widgets\"", "")
