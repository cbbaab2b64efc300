"""One way for the benchmarks to time the games package in Pyodide: the npm build in
``_build/lite-cache/pyodide`` (or another folder), run by Node.  The package's modules (not the
widgets) are copied into Pyodide's file system, the benchmark's code is run there, and the last
line it prints is read as JSON.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
#: The Pyodide the site's JupyterLite build keeps.
PYODIDE_DIR = os.path.join(ROOT, "_build", "lite-cache", "pyodide")

_NODE_SCRIPT = r"""
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
import fs from "node:fs";
import path from "node:path";
const py = await loadPyodide({ indexURL: "%(pyodide)s/" });
function copy(dir, dest) {
  py.FS.mkdirTree(dest);
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "__pycache__" || e.name === "widgets") continue;
    const s = path.join(dir, e.name), d = dest + "/" + e.name;
    if (e.isDirectory()) copy(s, d); else if (e.name.endsWith(".py")) py.FS.writeFile(d, fs.readFileSync(s));
  }
}
copy("%(games)s", "/home/pyodide/games");
console.log(py.runPython(fs.readFileSync(0, "utf-8")));
"""


def run_in_pyodide(code: str, *, switch: str, timeout: float, pyodide: str = PYODIDE_DIR) -> dict | None:
    """Run ``code`` (Python that ends with an expression giving a JSON text; ``/home/pyodide`` holds
    ``games``) in Pyodide under Node.  ``None`` when it cannot run here (the environment variable
    ``switch`` is ``"0"``, there is no ``node``, or no Pyodide build in ``pyodide``); ``{"error": ...}``
    when it fails; else the JSON it printed, with ``total_wall_s``, the wall-clock time of the run."""
    if os.environ.get(switch, "1") == "0" or not shutil.which("node") or not os.path.exists(
            os.path.join(pyodide, "pyodide.mjs")):
        return None
    with tempfile.TemporaryDirectory() as tmp:
        script = os.path.join(tmp, "bench.mjs")
        with open(script, "w", encoding="utf-8") as f:
            f.write(_NODE_SCRIPT % {"pyodide": pyodide, "games": os.path.join(ROOT, "games")})
        w0 = time.perf_counter()
        done = subprocess.run(["node", script], input=code, capture_output=True, text=True, timeout=timeout)
        if done.returncode:
            return {"error": done.stderr[-500:]}
        out = json.loads(done.stdout.strip().splitlines()[-1])
        out["total_wall_s"] = round(time.perf_counter() - w0, 1)
        return out
