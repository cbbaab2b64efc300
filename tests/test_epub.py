"""The EPUB of the whole edition: built with warnings as errors, well-formed, with the glosses as
EPUB footnotes and without the web-only JupyterLite; a book that EPUBCheck (Debian's ``epubcheck``,
installed by ``make epub-deps``) accepts with no error and no warning, with its metadata, its
cover, its table of contents, the laws' statuses in words, and no page that needs Python or a
browser (source/_ext/epubbook.py).

One build per session (about a minute), into a temporary folder, with the options of
``make epub`` (``built_site.EpubBuild``); conftest.py starts it when the tests are collected,
so that it runs beside the other tests.
"""

from __future__ import annotations

import json
import os
import posixpath
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from built_site import epub_build

ROOT = Path(__file__).resolve().parent.parent
pytestmark = [pytest.mark.slow]

OPS = "{http://www.idpf.org/2007/ops}"
OPF = "{http://www.idpf.org/2007/opf}"
DC = "{http://purl.org/dc/elements/1.1/}"
NCX = "{http://www.daisy.org/z3986/2005/ncx/}"
EPUBCHECK_JAR = Path("/usr/share/java/epubcheck.jar")  # Debian's epubcheck (make epub-deps)
XHTML = "{http://www.w3.org/1999/xhtml}"


@pytest.fixture(scope="module")
def epub(request):
    # started by conftest.py when the tests were collected (it has been running beside them)
    build = epub_build(request.config)
    proc = build.wait()
    files = sorted((build.out / "epub").glob("*.epub"))
    return proc, files, build.out / "epub"


def test_epub_builds_without_warnings(epub):
    proc, files, _ = epub
    warnings = [line for line in proc.stderr.splitlines() if "WARNING" in line or "ERROR" in line]
    assert proc.returncode == 0 and not warnings, "\n".join(warnings or [proc.stderr[-3000:]])
    assert len(files) == 1


def test_epub_contents(epub):
    _, files, outdir = epub
    with zipfile.ZipFile(files[0]) as z:
        names = z.namelist()
        assert names[0] == "mimetype" and z.read("mimetype") == b"application/epub+zip"
        assert z.getinfo("mimetype").compress_type == zipfile.ZIP_STORED
        opf = z.read("content.opf").decode()
        pages = [n for n in names if n.endswith(".xhtml")]
        for needed in ("peel/poker.xhtml", "hoffmann/whist-laws.xhtml", "foster/whist-laws.xhtml",
                       "enquire-within/vingt-un.xhtml", "glossary.xhtml", "lessons/key.xhtml",
                       "compare/whist.xhtml"):
            assert needed in pages, f"{needed} is not in the EPUB"
            assert needed in opf
        for name in pages:
            ET.fromstring(z.read(name))  # well-formed XHTML, or this raises
        assert not [n for n in names if n.startswith("lite/")], "JupyterLite has no place in the EPUB"
        poker = ET.fromstring(z.read("peel/poker.xhtml"))
    # the glosses of law 21 as EPUB footnotes: a note reference after the term, the note under the law
    law = next(e for e in poker.iter(f"{XHTML}div") if e.get("id") == "law-peel-poker-21")
    refs = [a for a in law.iter(f"{XHTML}a") if a.get(f"{OPS}type") == "noteref"]
    notes = {e.get("id"): "".join(e.itertext()) for e in law.iter(f"{XHTML}aside") if e.get(f"{OPS}type") == "footnote"}
    assert refs and notes
    for a in refs:
        assert a.get("href").lstrip("#") in notes
    assert any("straddle" in t for t in notes.values())
    assert not [e for e in law.iter() if "gloss-tip" in (e.get("class") or "")], "no hover tooltips in the EPUB"
    text = "".join(law.itertext())
    assert re.search(r"21\. The right to\s+straddle", text)  # the text itself, the term kept as printed


def _conf():
    """conf.py's values (the EPUB's identifier, the edition's date, the canonical address)."""
    import runpy

    return runpy.run_path(str(ROOT / "conf.py"))


def test_epubcheck_accepts_the_book(epub, tmp_path):
    """EPUBCheck, the validator of e-book stores and libraries: no fatal error, no error, no warning."""
    _, files, _ = epub
    java = shutil.which("java")
    if java is None or not EPUBCHECK_JAR.is_file():
        msg = "EPUBCheck is not installed (Debian's epubcheck): run `make epub-deps`"
        if os.environ.get("CI") or os.environ.get("MAKE_TEST"):
            pytest.fail(msg)
        pytest.skip(msg)
    report_file = tmp_path / "epubcheck.json"
    proc = subprocess.run([java, "-jar", str(EPUBCHECK_JAR), str(files[0]), "--json", str(report_file)],
                          capture_output=True, text=True, timeout=600)
    assert report_file.is_file(), proc.stdout[-2000:] + proc.stderr[-2000:]
    report = json.loads(report_file.read_text(encoding="utf-8"))
    problems = [f"{m['severity']} {m['ID']}: {m['message']} "
                f"({', '.join(loc['path'] for loc in (m.get('locations') or [])[:5])})"
                for m in report["messages"] if m["severity"] in ("FATAL", "ERROR", "WARNING")]
    assert not problems, f"{len(problems)} EPUBCheck messages:\n" + "\n".join(problems[:40])
    checker = report["checker"]
    assert (checker["nFatal"], checker["nError"], checker["nWarning"]) == (0, 0, 0)
    assert proc.returncode == 0


def test_epub_metadata_cover_and_contents(epub):
    """The package names the book as a library would: title, the books' authors, the editors, the
    edition's identifier and release date, language, the four books as sources; the NCX carries the
    same identifier; a cover image; a table of contents of the texts and the apparatus."""
    from games.laws import BOOKS

    conf = _conf()
    _, files, _ = epub
    with zipfile.ZipFile(files[0]) as z:
        names = set(z.namelist())
        opf = ET.fromstring(z.read("content.opf"))
        ncx = ET.fromstring(z.read("toc.ncx"))
        nav = z.read("nav.xhtml").decode()
        about = z.read("about-this-book.xhtml").decode()
    meta = opf.find(f"{OPF}metadata")
    uid = opf.get("unique-identifier")
    ident = next(e for e in meta.iter(f"{DC}identifier") if e.get("id") == uid).text
    assert ident == conf["epub_identifier"]
    assert ncx.find(f".//{NCX}meta[@name='dtb:uid']").get("content") == ident
    assert meta.find(f"{DC}title").text == "The Laws of the Table"
    assert meta.find(f"{DC}language").text == "en"
    assert meta.find(f"{DC}date").text == conf["edition_date"]
    creators = [e.text for e in meta.iter(f"{DC}creator")]
    for book in BOOKS.values():
        if book.author:
            assert book.author in creators
        assert any(book.title in (e.text or "") for e in meta.iter(f"{DC}source")), book.title
    for editor in conf["edition_editors"]:
        assert editor in creators
    assert "unknown" not in ET.tostring(meta, encoding="unicode")
    items = {i.get("href"): i for i in opf.find(f"{OPF}manifest")}
    cover = [h for h, i in items.items() if "cover-image" in (i.get("properties") or "")]
    assert cover == ["_static/cover.png"] and cover[0] in names
    spine = [items_by_id for items_by_id in opf.find(f"{OPF}spine")]
    ids = {i.get("id"): h for h, i in items.items()}
    order = [ids[r.get("idref")] for r in spine]
    assert order[:3] == ["epub-cover.xhtml", "about-this-book.xhtml", "index.xhtml"]
    assert len(order) == len(set(order))
    for page in ("peel/poker.xhtml", "hoffmann/whist-laws.xhtml", "foster/whist-laws.xhtml",
                 "enquire-within/vingt-un.xhtml", "glossary.xhtml", "claims.xhtml", "compare/whist.xhtml",
                 "lessons/key.xhtml", "editorial.xhtml"):
        assert f'href="{page}"' in nav, f"{page} is not in the table of contents"
    assert "Professor Hoffmann" in about and "Round Games with Cards" in about and ident in about


def test_epub_leaves_out_what_needs_python_or_a_browser(epub):
    """No Play page, no API or source page, no rendered test, no script; and no link leads out of the
    book except to an address on the web."""
    _, files, _ = epub
    with zipfile.ZipFile(files[0]) as z:
        names = set(z.namelist())
        pages = {n: z.read(n).decode() for n in names if n.endswith(".xhtml")}
    assert not [n for n in names if n.startswith(("play/", "_tests/", "_modules/", "lite/"))]
    assert [n for n in names if n.startswith("coverage/")] == ["coverage/index.xhtml"]  # (not the code's tables)
    assert [n for n in names if n.startswith("citations/")] == ["citations/index.xhtml"]  # (nor what they cite)
    for gone in ("api.xhtml", "development.xhtml", "genindex.xhtml", "py-modindex.xhtml", "search.xhtml"):
        assert gone not in names
    assert not [n for n in names if n.endswith(".js")]
    for name in ("lessons/vingt-un-probability.xhtml", "lessons/revoke.xhtml"):
        assert "Check it in the notebook" not in pages[name] and "teacher's key" in pages[name].replace("&#x27;", "'")
    for name, text in pages.items():
        assert "<script" not in text, name
        assert 'xml:lang="en"' in re.search(r"<html\b[^>]*>", text).group(0), f"{name}: no language"
        assert "<details" not in text, f"{name}: a fold a reader may not open"
        for href in re.findall(r'\shref="([^"]*)"', text):
            href = href.replace("&amp;", "&")
            if re.match(r"^[a-z]+:", href) or href.startswith("#"):
                continue
            target = posixpath.normpath(posixpath.join(posixpath.dirname(name), href.partition("#")[0]))
            assert target in names, f"{name}: the link {href} leads out of the book"


def test_epub_law_status_in_words(epub):
    """Under each law its status in words; the code and the tests are in the web edition: a link to the
    law there when the canonical address is set (SITE_BASEURL), else the words "see the web edition"."""
    _, files, _ = epub
    base = _conf()["html_baseurl"]
    with zipfile.ZipFile(files[0]) as z:
        poker = ET.fromstring(z.read("peel/poker.xhtml"))
        whist = ET.fromstring(z.read("foster/whist-laws.xhtml"))
    law = next(e for e in poker.iter(f"{XHTML}div") if e.get("id") == "law-peel-poker-25")
    status = next(p for p in law.iter(f"{XHTML}p") if "law-status" in (p.get("class") or "").split())
    text = " ".join("".join(status.itertext()).split())
    assert text.startswith("Implemented and tested")
    links = [a.get("href") for a in status.iter(f"{XHTML}a")]
    if base:
        assert links == [base.rstrip("/") + "/peel/poker.html#law-peel-poker-25"]
    else:
        assert "see the web edition" in text and not links
    statuses = [" ".join("".join(p.itertext()).split()) for p in whist.iter(f"{XHTML}p")
                if "law-status" in (p.get("class") or "").split()]
    assert statuses and all(s.startswith(("Implemented and tested", "Not executable: ", "Pending")) for s in statuses)


def test_epub_links_to_the_web_edition():
    """The rule of a link to what the book leaves out: the web edition's address when the canonical
    address is set, else none (the link becomes text)."""
    sys.path.insert(0, str(ROOT / "source" / "_ext"))
    import epubbook

    class Config:
        html_baseurl = ""

    assert epubbook.web_address(Config, "peel/poker.html#law-peel-poker-25") == ""
    Config.html_baseurl = "https://laws.example.org"
    assert epubbook.web_address(Config, "/laws.json") == "https://laws.example.org/laws.json"
    assert epubbook.site_path("lessons/index", "../lite/notebooks/index.html?path=x#y") == \
        ("lite/notebooks/index.html", "y")
    assert epubbook.site_path("index", "https://example.org/") is None
    assert epubbook.site_path("claims", "hoffmann/vingt-un.html#law-1") == ("hoffmann/vingt-un.html", "law-1")
