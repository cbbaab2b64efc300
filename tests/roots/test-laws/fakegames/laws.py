"""The registry of the fake package (the same interface as games.laws)."""

import importlib
import pkgutil
import re

CODES = ("alpha", "beta")
LAW_ID = re.compile(r"^(?P<code>[a-z-]+):(?P<number>[0-9a-z]+(?:\.[0-9a-z]+)*)$")
IMPLEMENTATIONS = {}
NOT_EXECUTABLE = {}


def implements(*law_ids):
    def decorate(obj):
        name = f"{obj.__module__}.{obj.__qualname__}"
        for law_id in law_ids:
            IMPLEMENTATIONS.setdefault(law_id, [])
            if name not in IMPLEMENTATIONS[law_id]:
                IMPLEMENTATIONS[law_id].append(name)
        obj.__doc__ = (obj.__doc__ or "").rstrip() + "\n\nLaws: " + ", ".join(f":law:`{i}`" for i in law_ids) + "\n"
        return obj

    return decorate


def not_executable(law_id, reason):
    NOT_EXECUTABLE[law_id] = reason


def discover():
    import fakegames

    for info in pkgutil.walk_packages(fakegames.__path__, prefix="fakegames."):
        importlib.import_module(info.name)
    return IMPLEMENTATIONS, NOT_EXECUTABLE
