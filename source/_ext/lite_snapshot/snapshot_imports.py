# Run by make-snapshot.mjs in the Pyodide that makes the snapshot (in a namespace of its own,
# not __main__): everything the Play panel's kernel imports before it runs the game's code,
# so that after the restore the kernel's own `import piplite.piplite` and `import
# pyodide_kernel` find them done (about 1.5 s of a plain boot).  The few JavaScript objects
# these hold are Pyodide's own API functions, which the maker records by name.
import sys
import types

m = types.ModuleType("_lt_snapshot")
sys.modules["_lt_snapshot"] = m

import IPython  # noqa: E402,F401
import IPython.core.application  # noqa: E402,F401
import IPython.core.history  # noqa: E402,F401
import IPython.core.interactiveshell  # noqa: E402,F401
import IPython.core.shellapp  # noqa: E402,F401
import IPython.core.displayhook  # noqa: E402,F401
import IPython.core.displaypub  # noqa: E402,F401
import IPython.core.inputtransformer2  # noqa: E402,F401
import IPython.core.completer  # noqa: E402,F401
import IPython.display  # noqa: E402,F401
import IPython.utils.tokenutil  # noqa: E402,F401
import comm  # noqa: E402
import traitlets.config  # noqa: E402,F401
import ipywidgets  # noqa: E402,F401
import importlib  # noqa: E402
import pkgutil  # noqa: E402

import games.widgets  # noqa: E402

for _info in pkgutil.iter_modules(games.widgets.__path__):  # every widget (each declares its panel)
    importlib.import_module(f"games.widgets.{_info.name}")
import piplite.piplite  # noqa: E402,F401  (the kernel: initPackageManager)
import pyodide_kernel  # noqa: E402,F401  (the kernel: initKernel; sets sys.stdout/stderr)


def _warm_up() -> None:
    """Play each panel's game once, its widgets talking to no one (comm's DummyComm), then
    close them: what a game builds on its first use (Poker's hand tables: a second of Python
    in the browser; compiled patterns; dataclass and traitlets caches) is then already in the
    memory every reader restores, instead of being built after the click."""
    from ipywidgets import Widget

    made = comm.create_comm
    comm.create_comm = comm.DummyComm
    try:
        for _name, panel_module in sorted(sys.modules.items()):
            spec = getattr(panel_module, "PANEL", None)
            if not _name.startswith("games.widgets.") or not isinstance(spec, dict) or "code" not in spec:
                continue
            try:
                # the lookup tables of each rule set the panel offers (Poker's hand tables)
                for entry in getattr(panel_module, "RULE_SETS", {}).values():
                    rules = entry[1] if isinstance(entry, tuple) else entry
                    getattr(rules, "tables", None)
                for seed in (1, 2, 3):
                    code = spec["code"].replace("{seed}", str(seed)).replace("{options}", "")
                    exec(compile(code, f"<warm-up {_name}>", "exec"), {"__name__": "_lt_warm_up"})
            except Exception as err:  # the panel then starts as it would without the warm-up
                print(f"warm-up of {_name} failed: {err!r}", file=sys.stderr)
    finally:
        comm.create_comm = made
        Widget.close_all()


_warm_up()

import os  # noqa: E402
import site  # noqa: E402


def files_to_ship() -> list[str]:
    """The files the restored Python may still read: site-packages, less what is already in
    the memory (the bytecode of the modules imported above), type stubs (``.pyi``: only an
    editor's completion reads them) and wheels' RECORD files.  Sources stay (tracebacks and
    ``inspect`` read them); the bytecode of modules not yet imported stays (the kernel imports
    them after the restore)."""
    loaded = set()
    for mod in list(sys.modules.values()):
        f = getattr(mod, "__file__", None)
        cached = getattr(mod, "__cached__", None)
        if f and cached:
            loaded.add(cached)
    out = []
    for root in sorted(set(site.getsitepackages())) + [os.path.expanduser("~")]:
        for folder, dirs, files in os.walk(root):
            dirs.sort()
            if not files and not dirs:
                out.append(folder + "/")  # an empty folder (IPython's profile)
            for name in sorted(files):
                p = os.path.join(folder, name)
                if name.endswith(".pyi") or (name == "RECORD" and folder.endswith(".dist-info")):
                    continue
                if p in loaded:
                    continue
                if name.endswith(".pyc") and "/pygments/" in p:
                    continue  # ~600 lexers and styles, one of which a traceback may compile
                out.append(p)
    return out


m.files_to_ship = files_to_ship


def before_snapshot():
    """Leave nothing of this run behind in the memory every reader restores."""
    import gc
    import random

    random.seed(0)  # replaced from fresh entropy after every restore
    os.environ.pop("_", None)  # the maker script's path (Emscripten's "program name")
    for name in ("_", "__"):
        sys.modules["builtins"].__dict__.pop(name, None)
    gc.collect()
    # everything made so far lives as long as the reader's Python: the collector need never
    # look at it again (a full collection after the restore would walk every module's objects)
    gc.freeze()


m.before_snapshot = before_snapshot
del m
