"""The status of each law and the links to its code and tests."""

from __future__ import annotations

import posixpath
from dataclasses import dataclass, field
from typing import Any

from .discovery import Registry, split_dotted

IMPLEMENTED = "implemented"
NOT_EXECUTABLE = "not-executable"
PENDING = "pending"
STATUSES = (IMPLEMENTED, NOT_EXECUTABLE, PENDING)


@dataclass
class Link:
    text: str
    target: str  # page name (docname or generated page name) ; "" if none
    anchor: str = ""
    title: str = ""


@dataclass
class CodeRef:
    dotted: str
    short: str
    api: Link | None = None
    source: Link | None = None


@dataclass
class TestRef:
    nodeid: str
    short: str
    page: Link


@dataclass
class LawStatus:
    law_id: str
    status: str
    reason: str | None
    code: list[CodeRef] = field(default_factory=list)
    tests: list[TestRef] = field(default_factory=list)


def status_of(law_id: str, registry: Registry, env: Any) -> LawStatus:
    dotted_names = registry.implementations.get(law_id, [])
    tests = registry.tests.get(law_id, [])
    if dotted_names and tests:
        status, reason = IMPLEMENTED, None
    elif law_id in registry.not_executable:
        status, reason = NOT_EXECUTABLE, registry.not_executable[law_id]
    else:
        status, reason = PENDING, None
    code = [code_ref(d, env) for d in dotted_names]
    test_refs = []
    for mod, item in tests:
        short = item.qualname or posixpath.basename(mod.path)
        test_refs.append(TestRef(item.nodeid, short, Link(short, mod.pagename, item.qualname, item.nodeid)))
    return LawStatus(law_id, status, reason, code, test_refs)


def code_ref(dotted: str, env: Any) -> CodeRef:
    modname, qualname = split_dotted(dotted)
    ref = CodeRef(dotted, qualname)
    py = env.get_domain("py")
    entry = py.objects.get(dotted)
    if entry is not None:
        ref.api = Link(qualname, entry.docname, entry.node_id, dotted)
    vc = getattr(env, "_viewcode_modules", {}).get(modname)
    if vc and qualname in vc[2]:
        ref.source = Link("source", "_modules/" + modname.replace(".", "/"), qualname, f"Source of {dotted}")
    return ref
