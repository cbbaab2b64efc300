"""The browser layer of the edition: a self-hosted JupyterLite and the ``play`` directive.

* Loads :mod:`jupyterlite_sphinx` and configures it so that the built site fetches nothing
  from any other host: the Pyodide distribution assembled by ``tools/liteassets.py`` (``make
  lite-assets``) is copied into a JupyterLite "lite dir" kept under ``_build/`` (one per
  output folder, so that parallel builds do not clash), ``jupyter-lite.json`` comes from
  ``source/_lite/`` with PyPI fallback disabled, and the Google font that jupyterlite_sphinx
  adds to every page is removed.
* ``:::{play} poker`` renders a panel with a Play button.  Nothing heavy is loaded before the
  reader presses it; then the panel opens its host page in an iframe (``lite/play/``,
  ``tools/playhost.py``: the game's kernel and ipywidgets without the rest of JupyterLite; the
  JupyterLite REPL if the host page cannot start), runs the game's
  code (``games.widgets.<game>``), shows progress while Python loads, and offers the same
  game as a notebook with its code visible.  A ``?seed=N`` in the page's address is passed
  to the game, so that a teacher can put the same deal on every screen.
* "Open as notebook" opens the panel's own game: the page writes a copy of the notebook, its
  first code cell carrying the panel's seed and choices (:func:`notebook_names`), into
  JupyterLite's browser storage and opens that copy (``lite-play.js``); without JavaScript,
  or if anything fails, the link opens the plain notebook.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import sys
from html import escape
from pathlib import Path

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

# the build script that assembles the Pyodide distribution (``make lite-assets``) lives with the
# build's tools, not among the extensions
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import liteassets  # noqa: E402
import playhost  # noqa: E402

logger = logging.getLogger(__name__)

HERE = Path(__file__).resolve().parent
LITE_SRC = HERE.parent / "_lite"  # source/_lite: jupyter-lite.json and the notebooks
STATIC = HERE / "lite_static"  # play.js, play.css
LITE_OUT = "lite"  # where jupyterlite_sphinx puts JupyterLite under the site

#: The widget modules whose ``PANEL`` declares a Play panel (``:::{play} <name>`` for
#: ``games/widgets/<name>.py``): title, code (``{seed}`` and ``{options}`` are filled in by the
#: page), ready (the CSS selector of the widget on the screen), notebook, and optionally
#: ``seeded`` and ``options`` (choices the reader makes in the panel, carried in the URL).
WIDGETS = HERE.parents[1] / "games" / "widgets"


def panels() -> dict[str, dict]:
    """Every widget module's ``PANEL``, by the module's name."""
    import importlib

    root = str(HERE.parents[1])
    if root not in sys.path:
        sys.path.insert(0, root)
    out = {}
    for path in sorted(WIDGETS.glob("*.py")):
        if path.stem.startswith("_") or path.stem == "common":
            continue
        module = importlib.import_module(f"games.widgets.{path.stem}")
        spec = getattr(module, "PANEL", None)
        if spec is None:
            continue
        missing = {"title", "code", "ready", "notebook"} - set(spec)
        if missing:
            raise ValueError(f"games.widgets.{path.stem}.PANEL lacks {', '.join(sorted(missing))}")
        out[path.stem] = dict(spec, module=f"games.widgets.{path.stem}")
    return out


#: The Pyodide kernel's plugin, whose settings (``litePluginSettings``) say how the kernel starts.
KERNEL_KEY = "@jupyterlite/pyodide-kernel-extension:kernel"

#: JupyterLite plugins the Play panels' REPL does without (see prepare_lite_dir).
REPL_DISABLED = [
    "@jupyterlab/apputils-extension:announcements",
    "@jupyterlab/codemirror-extension:commands",
    "@jupyterlite/application-extension:service-worker-manager",
    # viewers and renderers a game never shows (whole packages: none of their plugins start)
    "@jupyterlab/audio-extension",
    "@jupyterlab/video-extension",
    "@jupyterlab/pdf-extension",
    "@jupyterlab/imageviewer-extension",
    "@jupyterlab/vega5-extension",
    "@jupyterlab/json-extension",
    "@jupyterlab/javascript-extension",
    "@jupyterlab/mathjax-extension",
    "@jupyterlab/markdownviewer-extension",
    "@jupyterlab/lsp-extension",
    "@jupyterlite/application-extension:lsp-connection-manager",
    "@jupyterlab/tooltip-extension",
    "@jupyterlab/theme-dark-high-contrast-extension",
    "jupyterlab_pygments",
    # plugins of a full JupyterLab that a game's console never uses: each one with settings has
    # its schema compiled and checked (Ajv) at every start, and the shortcuts and context menu
    # gather every other plugin's settings; none provides a service another plugin requires
    # (the panel's own dark theme is lite-play.js's, not JupyterLab's)
    "@jupyterlab/shortcuts-extension",
    "@jupyterlab/application-extension:context-menu",
    "@jupyterlab/application-extension:property-inspector",
    "@jupyterlab/application-extension:move-widget",
    "@jupyterlab/application-extension:top-bar",
    "@jupyterlab/apputils-extension:print",
    "@jupyterlab/apputils-extension:kernels-settings",
    "@jupyterlab/apputils-extension:utilityCommands",
    "@jupyterlab/docmanager-extension:download",
    "@jupyterlite/application-extension:clear-browser-data",
    "@jupyterlite/application-extension:download",
    "@jupyterlite/repl-extension:buttons",
    "@jupyterlab/theme-dark-extension",
    "@jupyterlab/markedparser-extension",
]


# --- the lite dir -------------------------------------------------------------------------------


def lite_dir_for(outdir: str | os.PathLike) -> Path:
    out = Path(outdir).resolve()
    return out.parent / f".lite-{out.name}"


def _sync_tree(src: Path, dst: Path) -> None:
    """Make ``dst`` a copy of ``src`` (hard links where possible: the files are large)."""
    if dst.exists():
        shutil.rmtree(dst)
    dst.mkdir(parents=True)
    for p in src.iterdir():
        if p.is_file() and not p.name.startswith("."):
            try:
                os.link(p, dst / p.name)
            except OSError:
                shutil.copy2(p, dst / p.name)


#: The kernel file whose presence in the browser's cache says "this reader has played before"
#: (the Play panel's ``data-probe``; see lite-play.js): the snapshot, else Pyodide's wasm.
KERNEL_PROBE = {"file": "pyodide.asm.wasm"}


def prepare_lite_dir(app: Sphinx) -> Path:
    summary = liteassets.ensure()
    snapshot_files = (summary.get("snapshot") or {}).get("files") or []
    KERNEL_PROBE["file"] = next((f for f in snapshot_files if f.startswith("snapshot-") and f.endswith(".bin")),
                                "pyodide.asm.wasm")
    lite = lite_dir_for(app.outdir)
    lite.mkdir(parents=True, exist_ok=True)
    _sync_tree(liteassets.DIST, lite / "static" / "pyodide")
    config = json.loads((LITE_SRC / "jupyter-lite.json").read_text(encoding="utf-8"))
    (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
    # no source maps in the output (they are most of JupyterLite's size, and never needed)
    (lite / "jupyter_lite_config.json").write_text(
        json.dumps({"LiteBuildConfig": {"no_sourcemaps": True}}, indent=2) + "\n", encoding="utf-8"
    )
    # The REPL app (the Play panels): no plugin that needs a notebook tracker (it logs an
    # error in every panel otherwise), and no service worker: it only syncs the kernel's
    # files with the browser's storage, which the games do not use, and starting without
    # it is about 0.5 s faster (measured: 8.4-9.1 s against 8.9-10.7 s on a loaded machine).
    # The notebook app keeps it (a notebook's files are saved in the browser).
    # The REPL's kernel (and only it) restores the memory snapshot (liteassets, step 5): its
    # loadPyodideOptions carry ``ltSnapshot``, which the site's pyodide.mjs wrapper reads;
    # the notebook app boots Python the plain way, with every file of every wheel.
    repl_kernel = json.loads(json.dumps(config["jupyter-config-data"]["litePluginSettings"][KERNEL_KEY]))
    repl_kernel["loadPyodideOptions"]["ltSnapshot"] = bool(summary.get("snapshot"))
    (lite / "repl").mkdir(exist_ok=True)
    (lite / "repl" / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "disabledExtensions": REPL_DISABLED,
            "litePluginSettings": {KERNEL_KEY: repl_kernel},
        },
    }, indent=2) + "\n", encoding="utf-8")
    # The notebook app: its first script (install_autorun) reaches the app as window.jupyterapp, and
    # its theme follows the reader's system, light or dark, as the site's pages do by default.
    (lite / "notebooks").mkdir(exist_ok=True)
    (lite / "notebooks" / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "exposeAppInBrowser": True,
            "settingsOverrides": {"@jupyterlab/apputils-extension:themes": {"adaptive-theme": True}},
        },
    }, indent=2) + "\n", encoding="utf-8")
    for name in ("overrides.json",):
        if (LITE_SRC / name).exists():
            shutil.copy2(LITE_SRC / name, lite / name)
    logger.info(f"[litesetup] lite dir {lite} ({len(summary['packages'])} Pyodide packages, {summary['games_wheel']})")
    return lite


def configure(app: Sphinx, config) -> None:
    """config-inited (runs before jupyterlite_sphinx's own handler)."""
    lite = prepare_lite_dir(app)
    config.jupyterlite_dir = str(lite)
    # the staging folder jupyterlite_sphinx empties and refills: keep it out of source/
    config.jupyterlite_content_dir = str(lite.parent / f"{lite.name}-contents")
    config.jupyterlite_contents = [str(p) for p in sorted((LITE_SRC / "notebooks").glob("*.ipynb"))]
    config.jupyterlite_bind_ipynb_suffix = False
    config.jupyterlite_silence = True
    if "_lite" not in config.exclude_patterns:
        config.exclude_patterns.append("_lite")
    if not config.html_favicon:  # else browsers ask for /favicon.ico, a 404 on every page
        config.html_favicon = str(STATIC / "favicon.svg")
    static = str(STATIC)
    if static not in config.html_static_path:
        config.html_static_path.append(static)


def drop_remote_fonts(app: Sphinx) -> None:
    """jupyterlite_sphinx adds a Google font (Vibur) to every page: a request to another host."""
    app.registry.css_files = [
        (name, attrs) for name, attrs in app.registry.css_files if "//" not in str(name)
    ]


def _favicon_png(size: int = 32) -> bytes:
    """A small PNG (a card with a red heart) for ``/favicon.ico``: browsers ask for it on
    every page that names no icon (JupyterLite's notebook page), a 404 otherwise."""
    import struct
    import zlib

    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            border = x in (4, size - 5) or y in (1, size - 2)
            inside = 4 < x < size - 5 and 1 < y < size - 2
            # a heart: two circles and a triangle
            cx, cy, r = size / 2, size / 2 - 1, size / 8
            hx = abs(x + 0.5 - cx)
            heart = ((hx - r) ** 2 + (y + 0.5 - cy) ** 2 <= r * r * 1.4) or (
                y + 0.5 >= cy and (y + 0.5 - cy) <= (2 * r - hx) * 1.3 and hx <= 2 * r
            )
            if border:
                row += bytes((0x1D, 0x4F, 0x91, 255))
            elif inside and heart:
                row += bytes((0xB0, 0x15, 0x1F, 255))
            elif inside:
                row += bytes((255, 255, 255, 255))
            else:
                row += bytes((0, 0, 0, 0))
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")


def check_offline(app: Sphinx, exception) -> None:
    """After the JupyterLite build: the kernel must point at our Pyodide, with no PyPI fallback."""
    if exception is not None or app.builder.format != "html":
        return
    cfg_path = Path(app.outdir) / LITE_OUT / "jupyter-lite.json"
    if not cfg_path.exists():
        logger.warning(f"[litesetup] {cfg_path} missing: the JupyterLite build did not run")
        return
    cfg = json.loads(cfg_path.read_text())
    kernel = cfg["jupyter-config-data"]["litePluginSettings"][KERNEL_KEY]
    if not str(kernel.get("pyodideUrl", "")).startswith("./") or not kernel.get("disablePyPIFallback"):
        logger.warning(f"[litesetup] the kernel is not self-hosted: {kernel}")
    icon = Path(app.outdir) / "favicon.ico"
    if not icon.exists():
        icon.write_bytes(_favicon_png())
    # jupyterlite_sphinx removes its doit database from the process's cwd only
    for stray in (Path(app.srcdir) / ".jupyterlite.doit.db",):
        if stray.exists():
            stray.unlink()


#: The REPL page's first script (install_early_kernel): it starts the kernel's worker at once,
#: with the snapshot's restore, and gives that worker to JupyterLite when its kernel asks for
#: one.  %(kernel)s is the kernel's comlink worker (its hashed name, relative to the page).
EARLY_KERNEL_JS = """<script data-lt-early-kernel>
(function () {
  /* The Play panel's Python starts now (see static/pyodide/kernel-worker.mjs), while JupyterLite loads. */
  try {
    var W = window.Worker;
    var q = new URLSearchParams(location.search);
    if (!W || window.crossOriginIsolated || q.get("kernel") !== "python" || q.get("execute") !== "1") return;
    var kernel = new URL(%(kernel)s, location.href);
    var panel = /^from (games\\.widgets\\.[a-z_]+) import /.exec(q.get("code") || "");
    var worker = new W(new URL("../static/pyodide/kernel-worker.mjs?kernel=" + encodeURIComponent(kernel.pathname) +
                               (panel ? "&panel=" + panel[1] : ""), location.href), { type: "module" });
    var broken = false;
    worker.addEventListener("error", function () { broken = true; });
    window.Worker = function (url, options) {
      if (new URL(String(url), location.href).pathname === kernel.pathname) {
        window.Worker = W;  // once
        if (!broken) return worker;
        worker.terminate();
      }
      return new W(url, options);
    };
    window.Worker.prototype = W.prototype;
  } catch (e) { /* JupyterLite starts its kernel the usual way */ }
})();
</script>"""


def install_early_kernel(app: Sphinx, exception) -> None:
    """After the JupyterLite build: the REPL page (the Play panels' app) starts its kernel's
    worker before JupyterLite itself, when the REPL's kernel restores the snapshot."""
    if exception is not None or app.builder.format != "html":
        return
    lite = Path(app.outdir) / LITE_OUT
    page = lite / "repl" / "index.html"
    cfg = lite / "repl" / "jupyter-lite.json"
    if not page.exists() or not cfg.exists():
        return
    settings = json.loads(cfg.read_text())["jupyter-config-data"]["litePluginSettings"][KERNEL_KEY]
    workers = playhost.comlink_workers(lite)
    html = page.read_text(encoding="utf-8")
    html = re.sub(r"<script data-lt-early-kernel>.*?</script>\n?", "", html, flags=re.S)
    if settings["loadPyodideOptions"].get("ltSnapshot") and len(workers) == 1 and (
        lite / "static" / "pyodide" / liteassets.KERNEL_WORKER
    ).exists():
        rel = f"../{playhost.KERNEL_EXT}/{workers[0].name}"
        # first thing after the charset (which must stay within the page's first 1024 bytes)
        m = re.search(r'<meta charset="utf-8">\n?', html, flags=re.I)
        if not m:
            logger.warning(f"[litesetup] {page} has no charset meta: the Play kernel starts the usual way")
            return
        html = html[:m.end()] + EARLY_KERNEL_JS % {"kernel": json.dumps(rel)} + "\n" + html[m.end():]
    elif settings["loadPyodideOptions"].get("ltSnapshot"):
        logger.warning(f"[litesetup] no single kernel worker in {lite / playhost.KERNEL_EXT}: the Play kernel starts the usual way")
    page.write_text(html, encoding="utf-8")


def install_play_host(app: Sphinx, exception) -> None:
    """After the JupyterLite build: the Play panels' host page, ``lite/play/index.html``
    (tools/playhost.py), with the options the REPL's JupyterLite would give its kernel."""
    if exception is not None or app.builder.format != "html":
        return
    lite = Path(app.outdir) / LITE_OUT
    if not (lite / "repl" / "jupyter-lite.json").exists() or not (lite / "jupyter-lite.json").exists():
        return  # no JupyterLite in this output (the EPUB builder's format is "html" too)
    settings = json.loads((lite / "repl" / "jupyter-lite.json").read_text())["jupyter-config-data"]["litePluginSettings"][KERNEL_KEY]
    top = json.loads((lite / "jupyter-lite.json").read_text())["jupyter-config-data"]["litePluginSettings"][KERNEL_KEY]
    if playhost.install(lite, {**top, **settings}) is None:
        logger.warning(f"[litesetup] no single kernel worker under {lite}/extensions: the Play host page is not "
                       "written (the panels would fall back to the REPL)")


#: The notebook page's first script (install_autorun): a notebook whose code cells are tagged
#: ``autorun`` (the lessons notebook's answer form) opens with them run, as soon as its kernel is
#: ready, their code staying folded: the reader finds the form, not code to run first.
AUTORUN_JS = """<script data-lt-autorun>
(function () {
  /* Cells tagged "autorun" run once when the notebook opens (see source/_ext/litesetup.py). */
  var tries = 0;
  var timer = setInterval(function () {
    if (++tries > 2400) { clearInterval(timer); return; }  /* two minutes: the app never came */
    var app = window.jupyterapp;
    var panel = app && app.shell && app.shell.currentWidget;
    if (!panel || !panel.content || !panel.sessionContext || !panel.context) return;
    clearInterval(timer);
    Promise.all([panel.context.ready, panel.sessionContext.ready]).then(function () {
      var nb = panel.content;
      var todo = [];
      nb.widgets.forEach(function (cell, i) {
        var tags = (cell.model.getMetadata ? cell.model.getMetadata("tags") : null) || [];
        if (cell.model.type === "code" && tags.indexOf("autorun") >= 0) todo.push(i);
      });
      if (!todo.length) return;
      var chain = Promise.resolve();
      todo.forEach(function (i) {
        chain = chain.then(function () {
          nb.activeCellIndex = i;
          nb.deselectAll();
          return app.commands.execute("notebook:run-cell");
        });
      });
      return chain.then(function () {
        nb.activeCellIndex = todo[0];
        nb.deselectAll();
        document.documentElement.dataset.ltAutorun = "done";
      });
    }).catch(function (e) { console.warn("the notebook's first cells did not run by themselves: " + e); });
  }, 50);
})();
</script>"""


def install_autorun(app: Sphinx, exception) -> None:
    """After the JupyterLite build: the notebook page runs a notebook's ``autorun`` cells when it opens."""
    if exception is not None or app.builder.format != "html":
        return
    page = Path(app.outdir) / LITE_OUT / "notebooks" / "index.html"
    if not page.exists():
        return
    html = re.sub(r"<script data-lt-autorun>.*?</script>\n?", "", page.read_text(encoding="utf-8"), flags=re.S)
    m = re.search(r'<meta charset="utf-8">\n?', html, flags=re.I)
    if not m:
        logger.warning(f"[litesetup] {page} has no charset meta: the lessons notebook opens without its form")
        return
    page.write_text(html[:m.end()] + AUTORUN_JS + "\n" + html[m.end():], encoding="utf-8")


# --- the play directive ---------------------------------------------------------------------------


def notebook_names(spec: dict) -> dict[str, str]:
    """The names the first code cell of a panel's notebook assigns, one line each, for the
    values "Open as notebook" carries from the panel: ``SEED`` (a seeded panel), a rule-set
    option ``rule_set`` as ``RULE_SET`` (its name in capitals), and the declared readings
    together as ``READINGS`` (a dict of the readings that differ from the default)."""
    names = {}
    if spec.get("seeded", True):
        names["seed"] = "SEED"
    options = spec.get("options") or {}
    for name, o in options.items():
        if not o.get("reading"):
            names[name] = name.upper()
    if any(o.get("reading") for o in options.values()):
        names["readings"] = "READINGS"
    return names


def check_notebook(spec: dict) -> str | None:
    """Why the panel's notebook cannot carry the panel's values (None if it can): its first
    code cell must assign each of :func:`notebook_names` on a line of its own, which the page
    rewrites (``lite-play.js``, ``notebookCell``)."""
    path = LITE_SRC / "notebooks" / spec["notebook"]
    if not path.exists():
        return f"no notebook {path.name} in {path.parent}"
    nb = json.loads(path.read_text(encoding="utf-8"))
    cell = next((c for c in nb.get("cells", []) if c.get("cell_type") == "code"), None)
    names = notebook_names(spec)
    if cell is None:
        return f"{path.name} has no code cell" if names else None
    src = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
    one_line = {
        t.id
        for node in ast.parse(src).body
        if isinstance(node, ast.Assign) and node.lineno == node.end_lineno
        for t in node.targets
        if isinstance(t, ast.Name)
    }
    missing = [n for n in names.values() if n not in one_line]
    if missing:
        return (f"the first code cell of {path.name} must assign {', '.join(missing)} (one line each), "
                "for \"Open as notebook\" to carry the panel's values")
    return None


def early_js() -> str:
    """The Play panel's first lines (``lite_static/lite-play-early.js``), inlined once before a
    page's first panel: what lite-play.js shares with the early start of a panel's kernel."""
    text = (STATIC / "lite-play-early.js").read_text(encoding="utf-8")
    if "</" in text:
        raise ValueError("lite-play-early.js must not contain '</' (it is inlined in a <script>)")
    # every page with a panel carries it: without its block comments and indentation
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return "\n".join(line.strip() for line in text.splitlines() if line.strip())


class play_panel(nodes.General, nodes.Element):
    pass


class PlayDirective(SphinxDirective):
    """``:::{play} poker`` -- a Play panel for a widget module that declares a ``PANEL``."""

    required_arguments = 1
    optional_arguments = 0
    has_content = True
    option_spec = {"height": directives.unchanged, "class": directives.class_option}

    def run(self):
        game = self.arguments[0].strip()
        known = panels()
        if game not in known:
            raise self.error(f"play: unknown game {game!r} (the widgets that declare a PANEL: {', '.join(sorted(known))})")
        # the page is written again when the widget's PANEL or this extension changes
        self.env.note_dependency(str(WIDGETS / f"{game}.py"))
        self.env.note_dependency(__file__)
        self.env.note_dependency(str(STATIC / "lite-play.js"))
        self.env.note_dependency(str(STATIC / "lite-play-early.js"))
        self.env.note_dependency(str(LITE_SRC / "notebooks" / known[game]["notebook"]))
        problem = check_notebook(known[game])
        if problem:
            raise self.error(f"play {game}: {problem}")
        node = play_panel()
        node["game"] = game
        node["height"] = self.options.get("height", "52rem")
        node["classes"] += self.options.get("class", [])
        node["docname"] = self.env.docname
        if self.content:
            self.state.nested_parse(self.content, self.content_offset, node)
        return [node]


def _root_prefix(docname: str) -> str:
    depth = docname.count("/")
    return "../" * depth if depth else "./"


def _law_href(root: str, law_id: str) -> str:
    from games.laws import law_url

    return f"{root}{law_url(law_id)}"


def _options_html(game: str, options: dict, root: str) -> str:
    """The panel's choices (a rule set, the declared readings): one labelled <select> each,
    inside a <details>, so that the text page stays short.  The page script carries them in
    the URL (``?rules=foster&short_stake=retire``) and passes them to the game.  Each reading
    names its law as the book does (``Peel, Rule 60``), linked to it."""
    from games.laws import law_label

    if not options:
        return ""
    rows = []
    for name, o in options.items():
        sid = f"lt-opt-{game}-{name}"
        opts = "".join(
            f'<option value="{escape(v, quote=True)}"{" selected" if v == o["default"] else ""}>{escape(words)}'
            f'{" (default)" if v == o["default"] and o.get("reading") else ""}</option>'
            for v, words in o["choices"].items()
        )
        reading = ' data-reading="true"' if o.get("reading") else ""
        law = f' <a class="lt-opt-law" href="{escape(_law_href(root, o["law"]), quote=True)}">{escape(law_label(o["law"]))}</a>' if o.get("law") else ""
        rows.append(
            f'<div class="lt-opt"><label for="{sid}">{escape(o["label"])}</label>{law}'
            f'<select id="{sid}" data-option="{escape(name, quote=True)}" data-param="{escape(o["param"], quote=True)}"'
            f' data-default="{escape(o["default"], quote=True)}"{reading}>{opts}</select></div>'
        )
    if not any(o.get("reading") for o in options.values()) and set(options) != {"rule_set"}:
        # choices that are not readings of a law (Whist: the code and how strict the table is)
        return (
            '<details class="lt-play-options"><summary>Choices: '
            + escape(" and ".join(o["label"].lower() for o in options.values())) + '</summary>'
            + ('<p class="lt-opt-note">A book\'s code is played as it stands, never blended with another\'s. '
               if "rule_set" in options else '<p class="lt-opt-note">')
            + 'Your choices go into the page\'s address with the seed.</p>'
            + "".join(rows) + "</details>"
        )
    if not any(o.get("reading") for o in options.values()):
        # a choice of code only (Vingt-un's book): no readings to explain
        return (
            '<details class="lt-play-options"><summary>Rule set: the book whose code is played</summary>'
            '<p class="lt-opt-note">Each book\'s code is played as it stands, never blended with another\'s. '
            'Your choice goes into the page\'s address with the seed.</p>'
            + "".join(rows) + "</details>"
        )
    return (
        '<details class="lt-play-options"><summary>Rule set and readings of ambiguous laws</summary>'
        '<p class="lt-opt-note">Where the text is silent or ambiguous the edition has chosen a reading and says so '
        'in a note beside the law; here you can play another. Your choice goes into the page\'s address with the seed.</p>'
        + "".join(rows) + "</details>"
    )


def visit_play_html(self, node: play_panel) -> None:
    spec = panels()[node["game"]]
    root = _root_prefix(node["docname"])
    repl = f"{root}{LITE_OUT}/repl/index.html"
    host = f"{root}{LITE_OUT}/{playhost.PAGE_DIR}/index.html"
    notebook = f"{root}{LITE_OUT}/notebooks/index.html?path={spec['notebook']}"
    # "Open as notebook" writes a copy of this file (served as it is) with the panel's values
    lite = f"{root}{LITE_OUT}/"
    template = f"{lite}files/{spec['notebook']}"
    attrs = {
        "class": " ".join(["lt-play", *node["classes"]]),
        "id": f"play-{node['game']}",
        "data-game": node["game"],
        "data-host": host,
        "data-repl": repl,
        "data-root": root,
        "data-code": spec["code"],
        "data-ready": spec["ready"],
        "data-height": node["height"],
        "data-seeded": "true" if spec.get("seeded", True) else "false",
        "data-probe": f"{root}{LITE_OUT}/static/pyodide/{KERNEL_PROBE['file']}",
    }
    attr_text = " ".join(f'{k}="{escape(str(v), quote=True)}"' for k, v in attrs.items())
    title = escape(spec["title"])
    if not getattr(self, "_lt_play_early", False):  # once a page, before its first panel
        self._lt_play_early = True
        self.body.append(f"<script>{early_js()}</script>\n")
    self.body.append(
        f'<section {attr_text} aria-label="{title}">'
        f'<div class="lt-play-bar">'
        f'<button type="button" class="lt-play-button">Play: {title}</button> '
        f'<a class="lt-play-notebook" href="{escape(notebook, quote=True)}" target="_blank" rel="noopener"'
        f' data-notebook-src="{escape(template, quote=True)}" data-lite="{escape(lite, quote=True)}"'
        f' data-notebook-names="{escape(json.dumps(notebook_names(spec)), quote=True)}">'
        f"Open as notebook (code visible)</a>"
        f"</div>"
        + _options_html(node["game"], spec.get("options") or {}, root)
        + '<noscript><p>The game runs Python in your browser, which needs JavaScript.</p></noscript>'
        '<p class="lt-play-status" hidden><span class="lt-play-msg" role="status" aria-live="polite"></span> '
        '<span class="lt-play-time" aria-hidden="true"></span></p>'
        '<p class="lt-play-boot" hidden></p>'
        '<p class="lt-play-seed" hidden></p>'
    )


def depart_play_html(self, node: play_panel) -> None:
    self.body.append(
        '<div class="lt-play-stage"><div class="lt-play-frame"></div>'
        '<aside class="lt-law-aside" hidden aria-label="The law cited" tabindex="-1">'
        '<div class="lt-law-aside-head"><strong class="lt-law-aside-id"></strong>'
        '<button type="button" class="lt-law-aside-close" aria-label="Close the law">Close</button></div>'
        '<div class="lt-law-aside-text"></div>'
        '<p class="lt-law-aside-more"><a class="lt-law-aside-link" href="#">Read it in its place in the edition</a> '
        '(opens in a new tab; the game stays here)</p></aside></div></section>'
        # a reader who has played here before: the kernel starts now, not when the page is done
        '<script>LTPlayEarly.early(document.currentScript.previousElementSibling)</script>'
    )


def skip_node(self, node) -> None:
    raise nodes.SkipNode


def setup(app: Sphinx) -> dict:
    app.setup_extension("jupyterlite_sphinx")
    drop_remote_fonts(app)
    app.connect("config-inited", configure, priority=100)
    app.connect("build-finished", install_play_host, priority=850)
    app.connect("build-finished", check_offline, priority=900)
    app.connect("build-finished", install_early_kernel, priority=910)
    app.connect("build-finished", install_autorun, priority=920)
    app.add_node(
        play_panel,
        html=(visit_play_html, depart_play_html),
        latex=(skip_node, None),
        text=(skip_node, None),
        man=(skip_node, None),
        texinfo=(skip_node, None),
    )
    app.add_directive("play", PlayDirective)
    # pydata-sphinx-theme sets data-mode="" on a first visit and then logs a console error
    # ("Got invalid theme mode"); give it its own default before its script runs
    app.add_js_file(None, body='if(!document.documentElement.dataset.mode){document.documentElement.dataset.mode="auto";}')
    app.add_css_file("lite-play.css")
    app.add_js_file("lite-play.js", loading_method="defer")
    return {"version": "0.1", "parallel_read_safe": True, "parallel_write_safe": True}
