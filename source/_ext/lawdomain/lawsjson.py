"""``laws.json`` at the site root: every law, its text, status, code and tests."""

from __future__ import annotations

import datetime as _dt
import json
import os
from typing import Any

from sphinx.application import Sphinx

from . import ids
from .status import STATUSES, status_of
from .tables import ordered_laws
from .registry import registry
from .util import get_ids


def _url(app: Sphinx, docname: str, anchor: str = "") -> str:
    uri = app.builder.get_target_uri(docname)
    return uri + ("#" + anchor if anchor else "")


def laws_data(app: Sphinx) -> dict[str, Any]:
    env = app.env
    reg = registry(app)
    domain = env.get_domain("law")
    checker = get_ids(env)
    codes: dict[str, Any] = {
        code: {"title": checker.title(code), "label": checker.labels.get(code, code),
               "totals": dict.fromkeys(STATUSES, 0)}
        for code in checker.codes
    }
    laws = []
    for law_id, rec in ordered_laws(env):
        code, number = ids.split(law_id)
        st = status_of(law_id, reg, env)
        codes.setdefault(code, {"title": code, "label": code, "totals": dict.fromkeys(STATUSES, 0)})
        codes[code]["totals"][st.status] += 1
        impls = []
        for ref in st.code:
            entry = {"object": ref.dotted, "url": None, "source_url": None}
            if ref.api is not None:
                entry["url"] = _url(app, ref.api.target, ref.api.anchor)
            if ref.source is not None:
                entry["source_url"] = _url(app, ref.source.target, ref.source.anchor)
            impls.append(entry)
        emendations = []
        for anchor in rec["emendations"]:
            em = domain.emendations.get(anchor)
            if em:
                emendations.append({"original": em["original"], "correction": em["correction"],
                                    "reason": em["reason"], "page": em.get("page"),
                                    "url": _url(app, em["docname"], anchor)})
        laws.append({
            "id": law_id,
            "code": code,
            "number": number,
            "label": checker.label(law_id),
            "text": rec["text"],
            "original_text": rec["original_text"],
            "url": _url(app, rec["docname"], rec["anchor"]),
            "page": rec["pages"] or None,
            "status": st.status,
            "reason": st.reason,
            "implementations": impls,
            "tests": [t.nodeid for t in st.tests],
            "test_urls": [_url(app, t.page.target, t.page.anchor) for t in st.tests],
            "parent": rec["parent"],
            "emendations": emendations,
        })
    for code in codes.values():
        code["totals"]["total"] = sum(code["totals"][s] for s in STATUSES)
    return {
        "generated": _generated(),
        "codes": codes,
        "laws": laws,
    }


def _generated() -> str:
    """The build time (UTC), or SOURCE_DATE_EPOCH's when set (reproducible builds)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    when = (_dt.datetime.fromtimestamp(int(epoch), _dt.timezone.utc) if epoch
            else _dt.datetime.now(_dt.timezone.utc))
    return when.replace(microsecond=0).isoformat().replace("+00:00", "Z")


def write_laws_json(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    data = laws_data(app)
    path = os.path.join(app.outdir, "laws.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")
