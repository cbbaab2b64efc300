"""The EPUB of the whole edition: built with warnings as errors, well-formed, with the glosses as
EPUB footnotes and without the web-only JupyterLite.

One build per session (about a minute), into a temporary folder, with the options of
``make epub`` (``built_site.EpubBuild``); conftest.py starts it when the tests are collected,
so that it runs beside the other tests.
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from built_site import epub_build

ROOT = Path(__file__).resolve().parent.parent
pytestmark = [pytest.mark.slow]

OPS = "{http://www.idpf.org/2007/ops}"
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
