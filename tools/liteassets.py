"""Assemble a self-hosted Pyodide for the edition's JupyterLite (``make lite-assets``).

Nothing here fetches from any host but npm and PyPI, and only at build time:

1. ``npm install pyodide@314.0.6 axe-core@4.14.1`` into ``_build/lite-cache`` (the version that
   jupyterlite-pyodide-kernel 0.8.6 expects; the npm package holds the core only, no wheels);
2. ``pip download`` the kernel's pure-Python wheels for Python 3.14 (exact pins below);
3. build the ``games`` wheel from the working tree with its own build backend
   (``pyproject.toml``, ``pip wheel --no-build-isolation``), named by a hash of the sources;
4. assemble ``_build/lite-cache/pyodide``: the core files, the wheels, and a *rewritten*
   ``pyodide-lock.json`` (file name, sha256 and version of each wheel we ship; new entries
   for comm, ipywidgets, the kernel's own piplite wheels and ``games``; entries whose files
   are absent are dropped, and so are dependencies on them);
5. the Play panel's memory snapshot (``lite_snapshot/``): Pyodide, under Node, with the
   kernel's packages loaded and the panel's pure-Python imports done, saved as a memory
   snapshot plus the files it still needs, keyed to the lock; the site's ``pyodide.mjs``
   is a small wrapper (generated from ``lite_snapshot/pyodide-wrapper.mjs``) around the npm
   loader, kept unchanged as ``pyodide.orig.mjs``, that restores it for the Play panels.

Re-runs are cheap: each step keeps a stamp and does nothing when its inputs did not change.
A file lock makes concurrent builds (several output folders) safe.

Run as ``python tools/liteassets.py`` (the Makefile's ``lite-assets`` target): it is a build
script, kept with the build's tools, not a Sphinx extension; the extension
``source/_ext/litesetup.py`` imports it and calls :func:`ensure` too, so a bare
``sphinx-build`` works as well.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / "_build" / "lite-cache"
NODE_MODULES = CACHE / "node_modules"
WHEELS = CACHE / "wheels"
DIST = CACHE / "pyodide"  # the assembled distribution (copied into each lite dir)
GAMES_WHEELS = CACHE / "games-wheel"

PYODIDE_NPM = "pyodide@314.0.6"
AXE_NPM = "axe-core@4.14.1"
PYODIDE_VERSION = "314.0.6"
PYTHON_VERSION = "3.14"

#: The kernel's pure-Python wheels (and their dependencies), pinned: these are the versions
#: the Pyodide 314.0.6 lock names; the lock is rewritten with the PyPI files' hashes.
KERNEL_WHEELS = (
    "micropip==0.11.1",
    "packaging==26.1",
    "jedi==0.19.2",
    "parso==0.8.6",
    "ipython==9.12.0",
    "asttokens==3.0.1",
    "decorator==5.2.1",
    "executing==2.2.1",
    "matplotlib-inline==0.2.1",
    "prompt_toolkit==3.0.52",
    "pure_eval==0.2.3",
    "pygments==2.20.0",
    "six==1.17.0",
    "stack_data==0.6.3",
    "traitlets==5.14.3",
    "wcwidth==0.6.0",
    "comm==0.2.3",
    "ipywidgets==8.1.9",
)

#: Entries added to the lock (they are not in Pyodide's own lock): name -> (imports, depends).
EXTRA_ENTRIES = {
    "comm": (["comm"], ["traitlets"]),
    "ipywidgets": (["ipywidgets"], ["comm", "ipython", "traitlets"]),
    # the kernel's own wheels (shipped in its labextension's pypi/ folder), so that they can
    # be preloaded by loadPyodide instead of installed one by one by piplite
    "piplite": (["piplite"], ["micropip"]),
    "ipykernel": (["ipykernel"], []),
    "pyodide-kernel": (["pyodide_kernel"], ["ipykernel", "ipython", "comm"]),
    "widgetsnbextension": (["widgetsnbextension"], []),
}

#: Core files of the npm package that the runtime needs.
CORE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "package.json",
)


def log(msg: str) -> None:
    print(f"[lite-assets] {msg}", flush=True)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def atomic_write(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


@contextlib.contextmanager
def locked():
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / ".lock", "w") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


# --- 1. npm ------------------------------------------------------------------------------


def npm_package_version(name: str) -> str | None:
    pj = NODE_MODULES / name / "package.json"
    if not pj.exists():
        return None
    return json.loads(pj.read_text()).get("version")


def ensure_npm() -> None:
    wanted = {"pyodide": PYODIDE_NPM.split("@")[1], "axe-core": AXE_NPM.split("@")[1]}
    if all(npm_package_version(n) == v for n, v in wanted.items()):
        return
    npm = shutil.which("npm")
    if not npm:
        raise RuntimeError("npm is needed to fetch Pyodide (apt-get install npm)")
    log(f"npm install {PYODIDE_NPM} {AXE_NPM}")
    pj = CACHE / "package.json"
    if not pj.exists():
        pj.write_text(json.dumps({"name": "lite-cache", "private": True}) + "\n")
    subprocess.run(
        [npm, "install", "--no-audit", "--no-fund", "--save-exact", "--prefix", str(CACHE), PYODIDE_NPM, AXE_NPM],
        check=True,
        cwd=CACHE,
    )


# --- 2. PyPI wheels ------------------------------------------------------------------------


def wheel_for(pin: str) -> Path | None:
    name, version = pin.split("==")
    want = canonical(name)
    for whl in WHEELS.glob("*.whl"):
        parts = whl.name.split("-")
        if canonical(parts[0]) == want and parts[1] == version:
            return whl
    return None


def ensure_wheels() -> None:
    WHEELS.mkdir(parents=True, exist_ok=True)
    missing = [pin for pin in KERNEL_WHEELS if wheel_for(pin) is None]
    if not missing:
        return
    log(f"pip download {' '.join(missing)}")
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
         "--python-version", PYTHON_VERSION, "--only-binary=:all:", "--no-deps", "-d", str(WHEELS), *missing],
        check=True,
    )


def kernel_extension_pypi() -> Path:
    """The labextension folder of jupyterlite-pyodide-kernel's bundled wheels."""
    for base in (Path(sys.prefix), ROOT / ".venv"):
        p = base / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
        if p.is_dir():
            return p
    raise RuntimeError("jupyterlite-pyodide-kernel is not installed (its pypi/ wheels are missing)")


# --- 3. the games wheel ---------------------------------------------------------------------


def games_sources() -> list[Path]:
    """The files the games wheel is built from (its hash names the wheel)."""
    pkg = ROOT / "games"
    files = sorted(
        p for p in pkg.rglob("*.py") if "__pycache__" not in p.parts and not any(s.startswith(".") for s in p.parts)
    )
    return [ROOT / "pyproject.toml", ROOT / "README.md", *files]


def games_version() -> str:
    text = (ROOT / "games" / "__init__.py").read_text(encoding="utf-8")
    m = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', text, re.M)
    if not m:
        raise RuntimeError("games/__init__.py has no __version__")
    return m.group(1)


#: The zip timestamps of the built wheel (flit-core honours SOURCE_DATE_EPOCH), so that the
#: same sources always give the same bytes, hence the same sha256 in the lock.
SOURCE_DATE_EPOCH = "1577836800"  # 2020-01-01


def build_games_wheel(dest_dir: Path) -> Path:
    """Build ``games-<version>+h<hash>-py3-none-any.whl`` with the project's own build backend
    (``pip wheel --no-build-isolation --no-deps``: pyproject.toml's flit-core, installed from
    requirements.txt, so it works offline).  The local version ``+h<hash>`` (a hash of the
    sources) gives every change of the code a new file name, so a browser never reuses a stale
    cached copy; it is written into a staging copy of the sources only (``pip install .``
    from the repository gives the plain version).  Deterministic: fixed timestamps."""
    files = games_sources()
    h = hashlib.sha256()
    for p in files:
        h.update(p.relative_to(ROOT).as_posix().encode() + b"\0" + p.read_bytes() + b"\0")
    version = f"{games_version()}+h{h.hexdigest()[:10]}"
    name = f"games-{version}-py3-none-any.whl"
    target = dest_dir / name
    if target.exists():
        return target
    staging = dest_dir / ".staging"
    if staging.exists():
        shutil.rmtree(staging)
    for p in files:
        dst = staging / p.relative_to(ROOT)
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(p, dst)
    init = staging / "games" / "__init__.py"
    init.write_text(re.sub(r'^(__version__\s*=\s*)["\'][^"\']+["\']', lambda m: f'{m.group(1)}"{version}"',
                           init.read_text(encoding="utf-8"), count=1, flags=re.M), encoding="utf-8")
    out = dest_dir / ".out"
    if out.exists():
        shutil.rmtree(out)
    env = {**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-build-isolation", "--no-deps",
                    "--no-index", "-w", str(out), str(staging)], check=True, env=env)
    built = out / name
    if not built.exists():
        raise RuntimeError(f"pip wheel built {sorted(p.name for p in out.iterdir())}, not {name}")
    for old in dest_dir.glob("games-*.whl"):
        old.unlink()
    os.replace(built, target)
    shutil.rmtree(out)
    shutil.rmtree(staging)
    log(f"built {name} with pip wheel (pyproject.toml, flit-core)")
    return target


# --- 3b. byte-compiled wheels ------------------------------------------------------------------

#: Compiles every module of a wheel to ``__pycache__/*.cpython-314.pyc`` *inside Pyodide itself*
#: (run by Node: the same CPython 3.14 build as the browser's, so the bytecode matches), as
#: unchecked-hash pycs (PEP 552: valid whatever the files' times after unpacking).  The
#: browser then imports IPython and the kernel without compiling them: the slowest part of
#: starting the kernel.
PRECOMPILE_MJS = r"""
import { loadPyodide } from "%(pyodide_mjs)s";
import fs from "node:fs";
const [indexURL, outDir, ...wheels] = process.argv.slice(2);
const py = await loadPyodide({ indexURL });
py.runPython(`
import importlib.util, posixpath, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def add_pycs(src, dst):
    tag = sys.implementation.cache_tag
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        record_name, record, extra = None, b"", []
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                record_name, record = info.filename, data
                continue
            zout.writestr(info, data)
            if not info.filename.endswith(".py") or ".dist-info/" in info.filename:
                continue
            try:
                code = compile(data, info.filename, "exec", dont_inherit=True)
            except SyntaxError:
                continue  # e.g. a test fixture written for another Python
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            folder, base = posixpath.split(info.filename)
            name = posixpath.join(folder, "__pycache__", base[:-3] + "." + tag + ".pyc")
            zi = zipfile.ZipInfo(name, date_time=info.date_time)
            zi.external_attr = 0o644 << 16
            zout.writestr(zi, pyc, zipfile.ZIP_DEFLATED)
            extra.append(name)
        if record_name:
            text = record.decode().rstrip("\\n") + "\\n" + "".join(n + ",,\\n" for n in extra)
            zi = zipfile.ZipInfo(record_name, date_time=(2020, 1, 1, 0, 0, 0))
            zi.external_attr = 0o644 << 16
            zout.writestr(zi, text.encode(), zipfile.ZIP_DEFLATED)
`);
const addPycs = py.globals.get("add_pycs");
for (const whl of wheels) {
  const base = whl.split("/").pop();
  py.FS.writeFile("/tmp/in.whl", fs.readFileSync(whl));
  addPycs("/tmp/in.whl", "/tmp/out.whl");
  fs.writeFileSync(outDir + "/" + base + ".tmp", py.FS.readFile("/tmp/out.whl"));
  fs.renameSync(outDir + "/" + base + ".tmp", outDir + "/" + base);
}
"""

PYC = CACHE / "pyc"  # byte-compiled wheels, one folder per source hash


def precompile(wheels: list[Path]) -> dict[Path, Path]:
    """Byte-compiled copies of ``wheels`` (cached by the source wheel's sha256); where Node
    cannot run Pyodide, the wheels are used as they are (and a line says so)."""
    out: dict[Path, Path] = {}
    todo: list[tuple[Path, Path]] = []
    for whl in wheels:
        target = PYC / sha256_of(whl)[:16] / whl.name
        out[whl] = target
        if not target.exists():
            todo.append((whl, target))
    if not todo:
        return out
    node = shutil.which("node")
    if not node:
        log("node not found: wheels are shipped without bytecode (the kernel starts slower)")
        return {w: w for w in wheels}
    script = CACHE / "precompile.mjs"
    script.write_text(PRECOMPILE_MJS % {"pyodide_mjs": (NODE_MODULES / "pyodide" / "pyodide.mjs").as_posix()})
    staging = PYC / "staging"
    staging.mkdir(parents=True, exist_ok=True)
    log(f"byte-compiling {len(todo)} wheel(s) in Pyodide (Node)")
    try:
        subprocess.run([node, str(script), str(NODE_MODULES / "pyodide") + "/", str(staging), *(str(w) for w, _ in todo)],
                       check=True, capture_output=True, timeout=600)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as err:
        detail = getattr(err, "stderr", b"") or b""
        log(f"byte-compiling failed, wheels shipped as they are: {detail.decode(errors='replace')[-800:]}")
        return {w: w for w in wheels}
    for whl, target in todo:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(staging / whl.name, target)
    return out


# --- 4. the distribution and its lock ---------------------------------------------------------


def _link_or_copy(src: Path, dst: Path) -> None:
    if dst.exists() and dst.stat().st_size == src.stat().st_size and sha256_of(dst) == sha256_of(src):
        return
    tmp = dst.with_name(f".{dst.name}.tmp")
    if tmp.exists():
        tmp.unlink()
    shutil.copy2(src, tmp)
    os.replace(tmp, dst)


def wheel_name_version(whl: Path) -> tuple[str, str]:
    parts = whl.name[:-4].split("-")
    return canonical(parts[0]), parts[1]


def assemble() -> dict:
    """Build DIST; return a summary (package count, bytes)."""
    DIST.mkdir(parents=True, exist_ok=True)
    core = NODE_MODULES / "pyodide"
    for name in CORE_FILES:
        if name != "pyodide.mjs":  # the site's pyodide.mjs is the snapshot wrapper (5.)
            _link_or_copy(core / name, DIST / name)
    _link_or_copy(core / "pyodide.mjs", DIST / LOADER_ORIG)

    shipped: dict[str, Path] = {}  # canonical name -> wheel in DIST
    sources = [wheel_for(pin) for pin in KERNEL_WHEELS]
    ext = kernel_extension_pypi()
    for whl in sorted(ext.glob("*.whl")):
        n, v = wheel_name_version(whl)
        if n == "widgetsnbextension" and not v.startswith("4"):
            continue  # the 3.x stub is for ipywidgets 7
        sources.append(whl)
    GAMES_WHEELS.mkdir(parents=True, exist_ok=True)
    games_src = build_games_wheel(GAMES_WHEELS)
    compiled = precompile([s for s in sources if s is not None] + [games_src])
    for src in sources:
        assert src is not None
        dst = DIST / src.name
        _link_or_copy(compiled[src], dst)
        shipped[wheel_name_version(src)[0]] = dst
    games_whl = DIST / games_src.name
    _link_or_copy(compiled[games_src], games_whl)
    shipped["games"] = games_whl
    lock = json.loads((core / "pyodide-lock.json").read_text())
    packages: dict[str, dict] = {}
    for key, entry in lock["packages"].items():
        whl = shipped.get(canonical(key))
        if whl is None:
            continue
        packages[key] = entry
    for name, (imports, depends) in EXTRA_ENTRIES.items():
        packages.setdefault(name, {
            "name": name, "imports": imports, "depends": depends, "install_dir": "site",
            "package_type": "package", "unvendored_tests": False,
        })
    packages["games"] = {
        "name": "games", "imports": ["games"], "depends": [], "install_dir": "site",
        "package_type": "package", "unvendored_tests": False,
    }
    for key, entry in packages.items():
        whl = shipped[canonical(key)]
        entry["file_name"] = whl.name
        entry["version"] = wheel_name_version(whl)[1]
        entry["sha256"] = sha256_of(whl)
        entry["depends"] = [d for d in entry.get("depends", []) if canonical(d) in {canonical(k) for k in packages}]
        entry["unvendored_tests"] = False
    new_lock = {"info": lock["info"], "packages": dict(sorted(packages.items()))}
    data = (json.dumps(new_lock, indent=1, sort_keys=True) + "\n").encode()
    lock_path = DIST / "pyodide-lock.json"
    if not lock_path.exists() or lock_path.read_bytes() != data:
        atomic_write(lock_path, data)
        log(f"wrote pyodide-lock.json: {len(packages)} packages (of {len(lock['packages'])} in Pyodide's lock)")
    snapshot = install_snapshot(data)
    keep = {p.name for p in shipped.values()} | set(CORE_FILES) | {"pyodide-lock.json", LOADER_ORIG, KERNEL_WORKER}
    keep |= set(snapshot.get("files", ()))
    for stray in DIST.iterdir():
        if stray.is_file() and stray.name not in keep and not stray.name.startswith("."):
            stray.unlink()
    size = sum(p.stat().st_size for p in DIST.iterdir() if p.is_file())
    return {"packages": sorted(packages), "bytes": size, "games_wheel": games_whl.name, "snapshot": snapshot}


# --- 5. the Play panel's memory snapshot ------------------------------------------------------

#: The npm package's own loader, shipped unchanged under this name; the site's ``pyodide.mjs``
#: is generated from ``lite_snapshot/pyodide-wrapper.mjs`` and imports it.
LOADER_ORIG = "pyodide.orig.mjs"
#: The Play panels' kernel worker (``lite_snapshot/kernel-worker.mjs``), started by the REPL page
#: before JupyterLite (litesetup.install_early_kernel): it starts the restore at once.
KERNEL_WORKER = "kernel-worker.mjs"
SNAPSHOT_SRC = ROOT / "source" / "_ext" / "lite_snapshot"
SNAPSHOTS = CACHE / "snapshot"  # one folder per key
LITE_CONFIG = ROOT / "source" / "_lite" / "jupyter-lite.json"


def kernel_packages() -> list[str]:
    """The packages the kernel preloads (``loadPyodideOptions.packages`` in jupyter-lite.json):
    the snapshot is made with exactly these loaded."""
    cfg = json.loads(LITE_CONFIG.read_text(encoding="utf-8"))
    kernel = cfg["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    return list(kernel["loadPyodideOptions"]["packages"])


def snapshot_key(lock_bytes: bytes) -> str:
    """What the snapshot depends on: the lock (which holds every wheel's sha256), Pyodide's
    own build (its wasm), the packages preloaded, and the maker and its imports.  A change
    to any of them gives a new key, hence new file names: a stale snapshot is never
    restored (and the wrapper checks the lock's sha256 again in the browser)."""
    h = hashlib.sha256()
    h.update(lock_bytes + b"\0")
    h.update(sha256_of(NODE_MODULES / "pyodide" / "pyodide.asm.wasm").encode() + b"\0")
    h.update(",".join(kernel_packages()).encode() + b"\0")
    for name in ("make-snapshot.mjs", "snapshot_imports.py"):
        h.update((SNAPSHOT_SRC / name).read_bytes() + b"\0")
    return h.hexdigest()[:16]


def write_loader(manifest: str | None) -> None:
    """DIST/pyodide.mjs: the wrapper, told the manifest's name (or that there is none); and
    beside it the Play panels' kernel worker."""
    text = (SNAPSHOT_SRC / "pyodide-wrapper.mjs").read_text(encoding="utf-8")
    marker = "/*LT_MANIFEST*/ null"
    if marker not in text:
        raise RuntimeError("pyodide-wrapper.mjs lost its LT_MANIFEST marker")
    data = text.replace(marker, json.dumps(manifest) if manifest else "null").encode()
    target = DIST / "pyodide.mjs"
    if not target.exists() or target.read_bytes() != data:
        atomic_write(target, data)
    worker = (SNAPSHOT_SRC / KERNEL_WORKER).read_bytes()
    if not (DIST / KERNEL_WORKER).exists() or (DIST / KERNEL_WORKER).read_bytes() != worker:
        atomic_write(DIST / KERNEL_WORKER, worker)


def install_snapshot(lock_bytes: bytes) -> dict:
    """Make (cached by key) and install the snapshot into DIST; return what was shipped.
    Without Node, or if making it fails, the site boots Python the plain way (and the
    wrapper says so in the browser)."""
    key = snapshot_key(lock_bytes)
    folder = SNAPSHOTS / key
    names = [f"snapshot-{key}.json", f"snapshot-{key}.bin", f"files-{key}.bin"]
    if not all((folder / n).exists() for n in names):
        node = shutil.which("node")
        if not node:
            log("node not found: no snapshot (Play boots Python the plain way)")
            write_loader(None)
            return {}
        staging = SNAPSHOTS / f".staging-{os.getpid()}"
        if staging.exists():
            shutil.rmtree(staging)
        staging.mkdir(parents=True)
        log(f"making the Play panel's memory snapshot {key} in Pyodide (Node)")
        try:
            subprocess.run([node, str(SNAPSHOT_SRC / "make-snapshot.mjs"), str(DIST) + "/", str(staging), key,
                            ",".join(kernel_packages()), str(SNAPSHOT_SRC / "snapshot_imports.py")],
                           check=True, capture_output=True, timeout=600, cwd=staging,
                           env={"PATH": os.environ.get("PATH", "/usr/bin:/bin")})
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as err:
            detail = (getattr(err, "stderr", b"") or b"").decode(errors="replace")[-1500:]
            log(f"making the snapshot failed, Play boots Python the plain way: {detail}")
            shutil.rmtree(staging, ignore_errors=True)
            write_loader(None)
            return {}
        if folder.exists():
            shutil.rmtree(folder)
        os.replace(staging, folder)
        for old in SNAPSHOTS.iterdir():  # keep the cache small: the last few keys only
            if old.is_dir() and old.name != key and not old.name.startswith("."):
                if old.stat().st_mtime < folder.stat().st_mtime - 24 * 3600:
                    shutil.rmtree(old, ignore_errors=True)
    for n in names:
        _link_or_copy(folder / n, DIST / n)
    write_loader(names[0])
    meta = json.loads((folder / names[0]).read_text())
    return {"key": key, "files": names, "snapshot_gz": meta["snapshot_gz"], "files_gz": meta["files_gz"]}


def ensure() -> dict:
    """Everything above, idempotent; returns the summary of :func:`assemble`."""
    with locked():
        ensure_npm()
        ensure_wheels()
        return assemble()


def axe_js() -> Path:
    """The local axe-core script (for the accessibility tests)."""
    return NODE_MODULES / "axe-core" / "axe.min.js"


if __name__ == "__main__":
    summary = ensure()
    log(f"{DIST.relative_to(ROOT)}: {len(summary['packages'])} packages, {summary['bytes'] / 2**20:.1f} MiB, {summary['games_wheel']}")
