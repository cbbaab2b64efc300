"""Every internal link of the built site resolves.

Reads the site built by ``make html`` (``SITE_HTML``, default ``_build/html``).  For every
HTML page of the edition (not the JupyterLite app in ``lite/``, not the theme's vendored
files in ``_static/``), every local ``href``/``src`` must name a file of the build, and every
``#fragment`` must be an ``id`` (or an ``<a name>``) of the page it points into.  Links into
``lite/`` must name an existing file; their fragments belong to the app and are not checked.
The anchors of ``laws.json`` are held to the same rule.

When the site has not been built the tests are skipped, unless ``CI`` or ``MAKE_TEST`` is
set (``make test`` builds the site first and sets ``MAKE_TEST``): then they fail.
"""

from __future__ import annotations

import json
import posixpath
from functools import lru_cache
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from built_site import SITE, require_site


#: folders of the build whose pages are not the edition's own (their links are not checked)
EXCLUDED_DIRS = ("lite", "_static")
#: link targets under these folders must exist, but their fragments are not checked
OPAQUE_DIRS = ("lite", "_static", "_sources")
#: attributes that hold a URL, per tag
URL_ATTRS = {
    "a": ("href",), "link": ("href",), "area": ("href",),
    "img": ("src",), "script": ("src",), "iframe": ("src",), "source": ("src",),
    "video": ("src", "poster"), "audio": ("src",), "embed": ("src",), "track": ("src",),
    "form": ("action",), "object": ("data",),
}
EXTERNAL_SCHEMES = {"http", "https", "mailto", "tel", "data", "javascript", "ftp", "blob"}


class _Page(HTMLParser):
    """The ids and the local links of one page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[tuple[str, str, int]] = []  # (tag, url, line)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(a["id"])
        if tag == "a" and a.get("name"):
            self.ids.add(a["name"])
        for attr in URL_ATTRS.get(tag, ()):
            url = a.get(attr)
            if url is not None:
                self.links.append((tag, url.strip(), self.getpos()[0]))

    handle_startendtag = handle_starttag




def _rel(path: Path) -> str:
    return path.relative_to(SITE).as_posix()


def _excluded(rel: str, dirs: tuple[str, ...]) -> bool:
    return rel.split("/", 1)[0] in dirs


@lru_cache(maxsize=None)
def _parse(rel: str) -> _Page:
    parser = _Page()
    parser.feed((SITE / rel).read_text(encoding="utf-8", errors="replace"))
    parser.close()
    return parser


@lru_cache(maxsize=None)
def pages() -> tuple[str, ...]:
    return tuple(sorted(r for p in SITE.rglob("*.html") if not _excluded(r := _rel(p), EXCLUDED_DIRS)))


def _resolve(page: str, url: str) -> tuple[str, str] | None:
    """The build-relative target file and the fragment of ``url`` on ``page``, or None
    if ``url`` is not a link into the site."""
    parts = urlsplit(url)
    if parts.scheme.lower() in EXTERNAL_SCHEMES or parts.netloc or url.startswith("//"):
        return None
    if parts.scheme:  # some other scheme: not ours to follow
        return None
    path, fragment = unquote(parts.path), unquote(parts.fragment)
    if not path:
        target = page
    elif path.startswith("/"):
        target = posixpath.normpath(path.lstrip("/"))
    else:
        target = posixpath.normpath(posixpath.join(posixpath.dirname(page), path))
    if target == "." or (SITE / target).is_dir():
        target = posixpath.join(target, "index.html") if target != "." else "index.html"
    return target, fragment


def broken_links(page: str) -> list[str]:
    problems = []
    for tag, url, line in _parse(page).links:
        if not url or url == "#":
            continue
        resolved = _resolve(page, url)
        if resolved is None:
            continue
        target, fragment = resolved
        where = f"{page}:{line} <{tag}> {url!r}"
        if target.startswith("../") or target == "..":
            problems.append(f"{where}: points outside the site")
            continue
        if not (SITE / target).is_file():
            problems.append(f"{where}: no file {target}")
            continue
        if fragment and target.endswith(".html") and not _excluded(target, OPAQUE_DIRS):
            if fragment not in _parse(target).ids:
                problems.append(f"{where}: no id {fragment!r} in {target}")
    return problems


# --- the tests ----------------------------------------------------------------------------------------


def test_site_has_pages():
    require_site()
    assert "index.html" in pages()
    assert len(pages()) > 20, pages()


def test_internal_links_resolve():
    require_site()
    problems = [p for page in pages() for p in broken_links(page)]
    assert not problems, f"{len(problems)} broken internal links:\n" + "\n".join(problems[:200])


def test_links_are_relative():
    """A link that starts with "/" breaks when the site is served from a sub-folder."""
    require_site()
    absolute = [f"{page}: {url}" for page in pages() for _, url, _ in _parse(page).links
                if url.startswith("/") and not url.startswith("//")]
    assert not absolute, "\n".join(absolute[:100])


def _urls_of(law: dict) -> list[tuple[str, str]]:
    """(field, url) for every link a law's record carries."""
    out = [("url", law.get("url") or "")]
    out += [("implementations.url", i["url"]) for i in law.get("implementations", []) if i.get("url")]
    out += [("implementations.source_url", i["source_url"]) for i in law.get("implementations", [])
            if i.get("source_url")]
    out += [("test_urls", u) for u in law.get("test_urls", []) or []]
    out += [("emendations.url", e["url"]) for e in law.get("emendations", []) or [] if e.get("url")]
    return out


def test_laws_json_anchors_resolve():
    """Every link in laws.json (the law's own anchor, its code, its source, its tests,
    its emendations) names a page of the build and an id in that page."""
    require_site()
    if not (SITE / "laws.json").is_file():
        pytest.skip("no laws.json in this build")
    data = json.loads((SITE / "laws.json").read_text(encoding="utf-8"))
    problems, checked = [], 0
    for law in data["laws"]:
        for field, url in _urls_of(law):
            checked += 1
            if not url:
                problems.append(f"{law['id']}: no {field}")
                continue
            target, fragment = _resolve("laws.json", url) or (None, None)
            if target is None or not (SITE / target).is_file():
                problems.append(f"{law['id']}: {field} {url!r} names no page")
            elif not fragment or fragment not in _parse(target).ids:
                problems.append(f"{law['id']}: {field} {url!r} names no anchor of {target}")
    assert checked >= len(data["laws"])
    assert not problems, f"{len(problems)} of {checked} links in laws.json:\n" + "\n".join(problems[:100])
