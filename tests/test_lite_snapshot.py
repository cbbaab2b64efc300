"""The Play panel's memory snapshot and the site's pyodide.mjs wrapper, under Node (no browser).

``make lite-assets`` makes the snapshot (source/_ext/lite_snapshot/make-snapshot.mjs) and writes
the wrapper; these tests restore it the way the kernel worker does (``loadPyodide`` with
``ltSnapshot: true``) and check what a reader depends on: the restore is used, the kernel's
modules are there, ``random`` is fresh after every restore, nothing of the maker's machine is
left, and a snapshot that does not match the lock is never restored (a plain boot instead).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import liteassets  # noqa: E402

DIST = liteassets.DIST

SCRIPT = r"""
const [dist, mode] = process.argv.slice(2);
const said = [];
const ch = new BroadcastChannel("lt-pyodide");
ch.onmessage = (e) => said.push(e.data);
const { loadPyodide } = await import(dist + "/pyodide.mjs");
const out = [];
for (let i = 0; i < 2; i++) {
  const py = await loadPyodide({ indexURL: dist + "/", ltSnapshot: true, packages: mode === "plain" ? ["games"] : [] });
  out.push(JSON.parse(py.runPython(`
import gc, json, os, random, sys
import games
_w = sys.modules.get("ipywidgets.widgets.widget")  # in the snapshot (a plain boot has not loaded it)
json.dumps({"rand": random.getrandbits(64), "kernel": "pyodide_kernel" in sys.modules,
            "frozen": gc.get_freeze_count(), "open_widgets": len(_w._instances) if _w else None,
            "version": games.__version__, "env_": os.environ.get("_"), "path": sys.path,
            "main": sorted(k for k in vars(sys.modules["__main__"]) if not k.startswith("__")),
            "widgets": os.path.exists(os.path.join(os.path.dirname(games.__file__), "widgets", "poker.py"))})
`)));
}
await new Promise((r) => setTimeout(r, 50));
ch.close();
console.log(JSON.stringify({ out, said }));
"""


def _need_snapshot():
    if not (DIST / "pyodide.mjs").exists() or not list(DIST.glob("snapshot-*.json")):
        msg = "no snapshot in _build/lite-cache/pyodide: run `make lite-assets`"
        if os.environ.get("CI") or os.environ.get("MAKE_TEST"):
            pytest.fail(msg)
        pytest.skip(msg)
    if not shutil.which("node"):
        pytest.skip("node is not installed")


def _run(dist: Path, tmp_path: Path, mode: str = "snapshot") -> dict:
    script = tmp_path / "restore.mjs"
    script.write_text(SCRIPT)
    r = subprocess.run(["node", str(script), str(dist), mode], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    return json.loads(r.stdout.strip().splitlines()[-1]), r.stderr


@pytest.mark.slow  # Pyodide booted twice under Node
def test_the_wrapper_restores_the_snapshot_with_fresh_randomness(tmp_path):
    _need_snapshot()
    res, err = _run(DIST, tmp_path)
    a, b = res["out"]
    assert [s["boot"] for s in res["said"]] == ["snapshot", "snapshot"], res["said"]
    assert a["kernel"] and b["kernel"], "the kernel's modules are in the snapshot"
    assert a["rand"] != b["rand"], "random is the same after two restores"
    wheel = next(DIST.glob("games-*.whl")).name
    assert a["version"] == wheel.split("-")[1], (a["version"], wheel)
    assert a["widgets"], "the files of the games package are back in the file system"
    assert a["env_"] is None, "the maker's program name leaked into os.environ"
    assert a["path"].count("") <= 1 and len(a["path"]) == len(set(a["path"])), a["path"]
    # the reader's namespace holds what IPython puts there (and this script's imports), nothing of the maker's
    ipython = {"In", "Out", "_", "_dh", "_ih", "_oh", "exit", "quit", "get_ipython", "open"}
    mine = {"games", "gc", "json", "os", "random", "sys", "_w"}
    assert set(a["main"]) - mine <= ipython, f"the maker's names in the reader's namespace: {a['main']}"
    assert "could not be used" not in err
    # the panels' games were played once in the maker (their first-use work is in the memory),
    # and their widgets closed; what the snapshot holds is frozen for the collector
    assert a["open_widgets"] == 0, a["open_widgets"]
    assert a["frozen"] > 10_000, a["frozen"]


@pytest.mark.slow  # Pyodide booted twice under Node
def test_a_snapshot_made_for_another_lock_is_never_restored(tmp_path):
    _need_snapshot()
    dist = tmp_path / "dist"
    shutil.copytree(DIST, dist)
    (manifest,) = dist.glob("snapshot-*.json")
    data = json.loads(manifest.read_text())
    data["lock_sha256"] = "0" * 64  # as if the wheels (hence the lock) had changed since
    manifest.write_text(json.dumps(data))
    res, err = _run(dist, tmp_path, mode="plain")
    assert [s["boot"] for s in res["said"]] == ["plain", "plain"], res["said"]
    assert all("stale" in s["reason"] for s in res["said"])
    assert not res["out"][0]["kernel"], "a plain boot has not imported the kernel"
    assert res["out"][0]["version"] == res["out"][1]["version"]
    assert "could not be used" in err  # said as a warning


def test_the_snapshot_is_keyed_to_the_lock_and_the_wrapper_names_it():
    _need_snapshot()
    lock = (DIST / "pyodide-lock.json").read_bytes()
    key = liteassets.snapshot_key(lock)
    manifest = json.loads((DIST / f"snapshot-{key}.json").read_text())
    assert manifest["key"] == key
    import hashlib

    assert manifest["lock_sha256"] == hashlib.sha256(lock).hexdigest()
    wrapper = (DIST / "pyodide.mjs").read_text()
    assert f'"snapshot-{key}.json"' in wrapper
    assert 'from "./pyodide.orig.mjs"' in wrapper
    # the npm loader is shipped unchanged beside it
    assert (DIST / "pyodide.orig.mjs").read_bytes() == (liteassets.NODE_MODULES / "pyodide" / "pyodide.mjs").read_bytes()
    # every wheel's sha256 is in the lock, so the key covers the wheels too
    entries = json.loads(lock)["packages"].values()
    for whl in DIST.glob("*.whl"):
        assert any(e["file_name"] == whl.name and e["sha256"] == liteassets.sha256_of(whl) for e in entries), whl.name
