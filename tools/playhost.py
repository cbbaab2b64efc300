"""The Play panels' host page: build its script and write the page (``make lite-assets`` builds,
the Sphinx build writes).

A Play panel runs its game in a frame.  That frame was JupyterLite's REPL app, whose own start
(about 1.7 s on a warm visit, on this kind of machine) came before the game's Python was even
asked for.  The host page is what a panel needs of it and nothing more: the kernel's worker (the
same one, restoring the same memory snapshot), its messages, and ipywidgets' own JavaScript to
draw the game (``source/_ext/lite_host/host.js``).  The REPL app stays in the build: the panel
falls back to it if the host page cannot start, and "Open as notebook" is JupyterLite's as before.

1. :func:`ensure`: ``npm ci`` of ``tools/playhost/package.json`` (exact versions, with its lock)
   into ``_build/lite-cache/host``, then esbuild bundles ``host.js`` into ``play-host.js`` and
   ``play-host.css`` in ``_build/lite-cache/host/dist``.  Stamped by the lock and the script: a
   re-run with nothing changed does nothing.  Only the npm registry is asked, only at build time.
2. :func:`install`: after JupyterLite's build, ``lite/play/index.html`` (from
   ``source/_ext/lite_host/index.html``) with the kernel's options written in, and the bundle
   beside it.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import liteassets  # the kernel's worker it ships (tools/ is on the path: a script's own folder, or litesetup's)

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent / "playhost"  # package.json and package-lock.json
SOURCE = ROOT / "source" / "_ext" / "lite_host"  # host.js, index.html
CACHE = ROOT / "_build" / "lite-cache" / "host"
DIST = CACHE / "dist"
#: The bundle's files (the page loads the first two; the third names the bundled packages' licences).
BUNDLE = ("play-host.js", "play-host.css", "play-host.js.LEGAL.txt")
#: The folder of the host page under the JupyterLite output (``lite/play/``).
PAGE_DIR = "play"
#: Where the JupyterLite build puts the Pyodide kernel's own files (its comlink worker, piplite).
KERNEL_EXT = "extensions/@jupyterlite/pyodide-kernel-extension/static"


def comlink_workers(lite_out: Path) -> list[Path]:
    """The Pyodide kernel's comlink workers in the JupyterLite build ``lite_out`` (one, in a sound build)."""
    return sorted((lite_out / KERNEL_EXT).glob("comlink.worker.*.js"))


def log(msg: str) -> None:
    print(f"[playhost] {msg}", file=sys.stderr, flush=True)


def _stamp() -> str:
    h = hashlib.sha256()
    for p in (HERE / "package.json", HERE / "package-lock.json", SOURCE / "host.js", Path(__file__)):
        h.update(p.name.encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def ensure() -> Path:
    """The bundle in :data:`DIST`, built if the lock, the script or this file changed."""
    stamp = _stamp()
    mark = DIST / ".stamp"
    if mark.exists() and mark.read_text() == stamp and all((DIST / n).exists() for n in BUNDLE):
        return DIST
    npm = shutil.which("npm")
    if not npm:
        raise RuntimeError("npm is needed to build the Play host page (apt-get install npm)")
    CACHE.mkdir(parents=True, exist_ok=True)
    cached = CACHE / "package-lock.json"
    esbuild = CACHE / "node_modules" / ".bin" / "esbuild"
    if not esbuild.exists() or not cached.exists() or cached.read_bytes() != (HERE / "package-lock.json").read_bytes():
        log("npm ci (tools/playhost/package-lock.json)")
        shutil.copy2(HERE / "package.json", CACHE / "package.json")
        shutil.copy2(HERE / "package-lock.json", CACHE / "package-lock.json")
        subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--prefix", str(CACHE)], check=True, cwd=CACHE)
    # the entry is bundled from beside node_modules, so that its imports resolve there
    shutil.copy2(SOURCE / "host.js", CACHE / "host.js")
    if DIST.exists():
        shutil.rmtree(DIST)
    log("esbuild host.js -> play-host.js, play-host.css")
    subprocess.run([
        str(esbuild), "host.js", "--bundle", "--minify", "--format=esm", "--target=es2020",
        f"--outfile={DIST / 'play-host.js'}", "--legal-comments=external", "--log-level=warning",
        # ipywidgets' CSS names a few fonts and images it never shows in a game: kept as files
        "--loader:.woff=file", "--loader:.woff2=file", "--loader:.ttf=file", "--loader:.eot=file", "--loader:.svg=file",
    ], check=True, cwd=CACHE)
    mark.write_text(stamp)
    return DIST


#: JupyterLab's light theme in the JupyterLite build (its --jp-* variables: the widgets' colours,
#: fonts and sizes, as the REPL shows them)
THEME = Path("build") / "themes" / "@jupyterlab" / "theme-light-extension" / "index.css"


def page_html(config: dict, theme_css: str) -> str:
    """The host page: ``index.html`` with the kernel's options (``config``) and the theme's
    variables (``theme_css``) written in."""
    template = (SOURCE / "index.html").read_text(encoding="utf-8")
    data = json.dumps(config, indent=1, sort_keys=True).replace("</", "<\\/")
    return template.replace("/*LT_CONFIG*/{}", data).replace("/*LT_THEME*/", theme_css.replace("</", "<\\/"))


def install(lite_out: Path, kernel_settings: dict) -> Path | None:
    """Write ``lite/play/`` into the built JupyterLite (``lite_out``): the page and the bundle.
    ``kernel_settings`` are the REPL's settings of the Pyodide kernel plugin (what JupyterLite
    would pass to the kernel).  None (and nothing written) when the build lacks what the page
    needs (one comlink worker, the kernel worker, JupyterLab's light theme)."""
    workers = comlink_workers(lite_out)
    piplite = sorted((lite_out / KERNEL_EXT / "pypi").glob("piplite-*.whl"))
    theme = lite_out / THEME
    if len(workers) != 1 or len(piplite) != 1 or not (lite_out / "static" / "pyodide" / liteassets.KERNEL_WORKER).exists() \
            or not theme.exists():
        return None
    dist = ensure()
    out = lite_out / PAGE_DIR
    out.mkdir(parents=True, exist_ok=True)
    for f in dist.iterdir():
        if f.is_file() and not f.name.startswith("."):
            shutil.copy2(f, out / f.name)
    ext = f"../{KERNEL_EXT}/"
    urls = [u.replace("./extensions/", "../extensions/", 1) if u.startswith("./") else u
            for u in kernel_settings.get("pipliteUrls", [])]
    config = {
        "baseUrl": "../",
        "pyodideUrl": "../static/pyodide/pyodide.mjs",
        "indexUrl": "../static/pyodide/",
        "pipliteWheelUrl": ext + "pypi/" + piplite[0].name,
        "pipliteUrls": urls + [ext + "pypi/all.json"],
        "loadPyodideOptions": kernel_settings.get("loadPyodideOptions", {}),
        "kernelWorker": "../static/pyodide/" + liteassets.KERNEL_WORKER,
        "comlinkWorker": ext + workers[0].name,
    }
    (out / "index.html").write_text(page_html(config, theme.read_text(encoding="utf-8")), encoding="utf-8")
    return out / "index.html"


if __name__ == "__main__":
    log(f"{ensure().relative_to(ROOT)}: {', '.join(BUNDLE)}")
