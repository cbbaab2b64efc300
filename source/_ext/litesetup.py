"""The browser layer of the edition: a self-hosted JupyterLite and the ``play`` directive.

* Loads :mod:`jupyterlite_sphinx` and configures it so that the built site fetches nothing
  from any other host: the Pyodide distribution assembled by :mod:`liteassets` (``make
  lite-assets``) is copied into a JupyterLite "lite dir" kept under ``_build/`` (one per
  output folder, so that parallel builds do not clash), ``jupyter-lite.json`` comes from
  ``source/_lite/`` with PyPI fallback disabled, and the Google font that jupyterlite_sphinx
  adds to every page is removed.
* ``:::{play} poker`` renders a panel with a Play button.  Nothing heavy is loaded before the
  reader presses it; then the panel opens the JupyterLite REPL in an iframe, runs the game's
  code (``games.widgets.<game>``), shows progress while Python loads, and offers the same
  game as a notebook with its code visible.  A ``?seed=N`` in the page's address is passed
  to the game, so that a teacher can put the same deal on every screen.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from html import escape
from pathlib import Path

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import liteassets  # noqa: E402

logger = logging.getLogger(__name__)

HERE = Path(__file__).resolve().parent
LITE_SRC = HERE.parent / "_lite"  # source/_lite: jupyter-lite.json and the notebooks
STATIC = HERE / "lite_static"  # play.js, play.css
LITE_OUT = "lite"  # where jupyterlite_sphinx puts JupyterLite under the site

#: The games that have a Play panel: name -> (module, call that returns the widget, title).
#: ``{seed}`` is replaced in the browser by the page's ``?seed=`` or a fresh random number.
GAMES = {
    "poker": {
        "module": "games.widgets.poker",
        "code": "from games.widgets.poker import play\nplay(seed={seed})",
        "title": "Draw Poker under Peel's laws",
        "notebook": "poker.ipynb",
        # the table is on the screen (before the deal the player may be asked to straddle)
        "ready": ".lt-poker .lt-status",
    },
    "referee": {
        "module": "games.widgets.referee",
        "code": "from games.widgets.referee import play\nplay(seed={seed})",
        "title": "The Referee: Peel's rulings on irregularities",
        "notebook": "referee.ipynb",
        "seeded": False,
        "ready": ".lt-referee .lt-decision",
    },
    "vingt_un": {
        "module": "games.widgets.vingt_un",
        "code": "from games.widgets.vingt_un import play\nplay(seed={seed})",
        "title": "Vingt-un under each book's code",
        "notebook": "vingt-un.ipynb",
        "ready": ".lt-vingt-un .lt-status",
    },
    "deal": {
        "module": "games.widgets.deal",
        "code": "from games.widgets.deal import play\nplay(seed={seed})",
        "title": "Deal a hand from a seeded pack",
        "notebook": "deal.ipynb",
        "ready": ".lt-hand .lt-card",
    },
}


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


def prepare_lite_dir(app: Sphinx) -> Path:
    summary = liteassets.ensure()
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
    (lite / "repl").mkdir(exist_ok=True)
    (lite / "repl" / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {"disabledExtensions": [
            "@jupyterlab/apputils-extension:announcements",
            "@jupyterlab/codemirror-extension:commands",
            "@jupyterlite/application-extension:service-worker-manager",
        ]},
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
    kernel = cfg["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    if not str(kernel.get("pyodideUrl", "")).startswith("./") or not kernel.get("disablePyPIFallback"):
        logger.warning(f"[litesetup] the kernel is not self-hosted: {kernel}")
    icon = Path(app.outdir) / "favicon.ico"
    if not icon.exists():
        icon.write_bytes(_favicon_png())
    # jupyterlite_sphinx removes its doit database from the process's cwd only
    for stray in (Path(app.srcdir) / ".jupyterlite.doit.db",):
        if stray.exists():
            stray.unlink()


# --- the play directive ---------------------------------------------------------------------------


class play_panel(nodes.General, nodes.Element):
    pass


class PlayDirective(SphinxDirective):
    """``:::{play} poker`` -- a Play panel for one of :data:`GAMES`."""

    required_arguments = 1
    optional_arguments = 0
    has_content = True
    option_spec = {"height": directives.unchanged, "class": directives.class_option}

    def run(self):
        game = self.arguments[0].strip()
        if game not in GAMES:
            raise self.error(f"play: unknown game {game!r} (known: {', '.join(sorted(GAMES))})")
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


def visit_play_html(self, node: play_panel) -> None:
    spec = GAMES[node["game"]]
    root = _root_prefix(node["docname"])
    repl = f"{root}{LITE_OUT}/repl/index.html"
    notebook = f"{root}{LITE_OUT}/notebooks/index.html?path={spec['notebook']}"
    attrs = {
        "class": " ".join(["lt-play", *node["classes"]]),
        "data-game": node["game"],
        "data-repl": repl,
        "data-code": spec["code"],
        "data-ready": spec["ready"],
        "data-height": node["height"],
        "data-seeded": "true" if spec.get("seeded", True) else "false",
    }
    attr_text = " ".join(f'{k}="{escape(str(v), quote=True)}"' for k, v in attrs.items())
    title = escape(spec["title"])
    self.body.append(
        f'<section {attr_text} aria-label="{title}">'
        f'<div class="lt-play-bar">'
        f'<button type="button" class="lt-play-button">Play: {title}</button> '
        f'<a class="lt-play-notebook" href="{escape(notebook, quote=True)}" target="_blank" rel="noopener">'
        f"Open as notebook (code visible)</a>"
        f"</div>"
        f'<noscript><p>The game runs Python in your browser, which needs JavaScript.</p></noscript>'
        f'<p class="lt-play-status" hidden><span class="lt-play-msg" role="status" aria-live="polite"></span> '
        f'<span class="lt-play-time" aria-hidden="true"></span></p>'
        f'<p class="lt-play-seed" hidden></p>'
    )


def depart_play_html(self, node: play_panel) -> None:
    self.body.append('<div class="lt-play-frame"></div></section>')


def skip_node(self, node) -> None:
    raise nodes.SkipNode


def setup(app: Sphinx) -> dict:
    app.setup_extension("jupyterlite_sphinx")
    drop_remote_fonts(app)
    app.connect("config-inited", configure, priority=100)
    app.connect("build-finished", check_offline, priority=900)
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
