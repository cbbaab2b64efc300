"""The registry of one build: the code that implements each law and the tests that check it.

Discovered once, at ``builder-inited`` (see :mod:`.events`), and kept on the environment;
every other module of the domain reads it through :func:`registry`.
"""

from __future__ import annotations

from pathlib import Path

from sphinx.application import Sphinx

from .discovery import Registry, discover


def tests_dir(app: Sphinx) -> Path:
    configured = app.config.laws_tests_dir
    if configured:
        path = Path(configured)
        return path if path.is_absolute() else Path(app.confdir) / path
    return Path(app.confdir) / "tests"


def registry(app_or_env) -> Registry:
    """The registry of this build (discovered at builder-inited; kept on the environment)."""
    env = getattr(app_or_env, "env", app_or_env)
    reg = getattr(env, "_lawdomain_registry", None)
    if reg is None:
        app = app_or_env
        reg = discover(app.config.laws_package, tests_dir(app), list(app.config.laws_tests_exclude))
        env._lawdomain_registry = reg
    return reg


def reset(env) -> None:
    """Forget the registry (at the start of a build: the code or the tests may have changed)."""
    env._lawdomain_registry = None
