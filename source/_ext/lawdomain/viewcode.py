"""Keep ``sphinx.ext.viewcode`` to the objects the API page documents.

viewcode "follows imported members": for every documented object it imports the
object and takes the module named by its value's ``__module__``.  For a *data*
attribute that is wrong -- ``PokerRules.hands`` (whose default is a
``games.poker.hands.PeelRules``), ``Strategy.bluff`` (a ``fractions.Fraction``),
``LAW_ID`` (an ``re.Pattern``) -- and it has two effects: the build writes
highlighted pages of the standard library (``_modules/fractions.html``,
``_modules/re.html``), and the first module reached that way keeps the *wrong*
documented module name, so every "[docs]" link of its source page points to an
anchor that does not exist (``api.html#games.poker.engine.HandRules`` instead of
``games.poker.hands.HandRules``; see tests/test_site_links.py).

Classes and functions still follow their ``__module__`` when documented under their
own name (a re-exported function is shown in the module that defines it); anything
else -- data, an alias, a class attribute whose value is a class (``Room.action_base``)
-- stays in the module that documents it.
"""

from __future__ import annotations

import importlib
import inspect

from sphinx.application import Sphinx


def follow_imported(app: Sphinx, modname: str, attribute: str) -> str | None:
    try:
        obj = importlib.import_module(modname)
        for part in attribute.split("."):
            obj = getattr(obj, part)
    except Exception:  # noqa: BLE001 - viewcode's own fallback handles it
        return None
    if inspect.ismodule(obj):
        return None
    if (inspect.isclass(obj) or inspect.isroutine(obj)) and getattr(obj, "__name__", None) == attribute.split(".")[-1]:
        return None  # viewcode's own rule: the module that defines it (a re-exported class or function)
    return modname  # an alias or an attribute whose value is a class (``action_base = RoomAction``): stay


def connect(app: Sphinx, config=None) -> None:
    """At ``config-inited``: viewcode, if loaded, has registered its event by then."""
    if "sphinx.ext.viewcode" in app.extensions:
        app.connect("viewcode-follow-imported", follow_imported)
