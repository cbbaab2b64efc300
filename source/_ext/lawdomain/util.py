"""Small helpers shared by the modules of the law domain."""

from __future__ import annotations

import re

from sphinx.util import logging

from .ids import LawIds

law_logger = logging.getLogger("lawdomain")


def doc_slug(docname: str) -> str:
    """``peel/poker`` -> ``peel-poker`` (used in page-marker and emendation anchors)."""
    return re.sub(r"[^0-9A-Za-z]+", "-", docname).strip("-").lower()


def get_ids(env) -> LawIds:
    """The law-id checker of this build (codes from ``<laws_package>.laws``)."""
    cached = getattr(env, "_lawdomain_ids", None)
    key = (env.config.laws_package, tuple(sorted(env.config.laws_code_labels.items())))
    if cached is None or cached[0] != key:
        cached = (key, LawIds.from_package(env.config.laws_package, env.config.laws_code_labels))
        env._lawdomain_ids = cached
    return cached[1]
