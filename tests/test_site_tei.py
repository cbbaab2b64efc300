"""The TEI XML downloads (issue 9): one TEI P5 file per book (``tei/<book>.xml``), whose law
divisions carry the laws' anchors as ``xml:id``, with the emendations as choice/sic/corr, the
text of every law as in ``laws.json``, and valid against the TEI schema (``tei_all.rng``, checked
with Debian's ``jing``; ``make tei-deps`` fetches both).

Reads the built site (``make html``); skipped when it is not built, or when jing or the schema
is missing, except under ``make test``/CI, where that fails.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from functools import lru_cache

import pytest
from built_site import ROOT, SITE, require_site

from games.laws import CODES

TEI = "{http://www.tei-c.org/ns/1.0}"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
RNG = ROOT / os.environ.get("TEI_RNG", "_build/tei-cache/tei_all.rng")


@lru_cache(maxsize=1)
def data() -> dict:
    require_site("laws.json")
    return json.loads((SITE / "laws.json").read_text(encoding="utf-8"))


def books() -> list[str]:
    return sorted({CODES[x["code"]].book.key for x in data()["laws"]})


@lru_cache(maxsize=None)
def tree(book: str) -> ET.Element:
    return ET.parse(SITE / "tei" / f"{book}.xml").getroot()


def _divs(root: ET.Element) -> dict[str, ET.Element]:
    return {d.get(XML_ID): d for d in root.iter(f"{TEI}div") if d.get("type") == "law"}


def _own_text(div: ET.Element, reading: str) -> str:
    """The law's own text in a TEI div (its sub-clauses, the notes and the other reading left out)."""
    skip = {f"{TEI}note", f"{TEI}div", f"{TEI}corr" if reading == "sic" else f"{TEI}sic"}
    blocks = []

    def inline(e: ET.Element) -> str:
        out = e.text or ""
        for c in e:
            if c.tag not in skip:
                out += inline(c)
            out += c.tail or ""
        return out

    for child in div:
        if child.tag in (f"{TEI}p", f"{TEI}head", f"{TEI}ab"):
            text = " ".join(inline(child).split())
            if text:
                blocks.append(text)
    return "\n\n".join(blocks)


def test_one_tei_file_per_book_with_a_header():
    assert books() == ["enquire-within", "foster", "hoffmann", "peel"]
    for book in books():
        root = tree(book)
        assert root.tag == f"{TEI}TEI"
        header = root.find(f"{TEI}teiHeader")
        assert header.find(f".//{TEI}sourceDesc/{TEI}bibl/{TEI}title").text == CODES[
            next(c for c in CODES if CODES[c].book.key == book)].book.title
        assert header.find(f".//{TEI}availability/{TEI}licence").get("target") == data()["licence"]["url"]
        assert header.find(f".//{TEI}editionStmt/{TEI}edition") is not None


def test_every_law_is_a_div_with_its_anchor_its_number_and_its_text():
    checked = 0
    for book in books():
        divs = _divs(tree(book))
        parent_of = {id(c): p.get(XML_ID) for p in divs.values() for c in p}
        for law in data()["laws"]:
            if CODES[law["code"]].book.key != book:
                continue
            anchor = law["url"].partition("#")[2]
            div = divs.get(anchor)
            assert div is not None, f"{law['id']}: no div xml:id={anchor} in tei/{book}.xml"
            assert div.get("n") == law["number"]
            assert _own_text(div, "corr") == law["text"], law["id"]
            assert _own_text(div, "sic") == law["original_text"], law["id"]
            if law["parent"]:  # a sub-clause is a div inside its parent's div
                parent_anchor = next(x for x in data()["laws"] if x["id"] == law["parent"])["url"].partition("#")[2]
                assert parent_of.get(id(div)) == parent_anchor, law["id"]
            checked += 1
    assert checked == len(data()["laws"])


def test_emendations_are_choice_sic_corr_with_the_reason():
    for law in data()["laws"]:
        if not law["emendations"]:
            continue
        div = _divs(tree(CODES[law["code"]].book.key))[law["url"].partition("#")[2]]
        choices = [(c.find(f"{TEI}sic").text or "", c.find(f"{TEI}corr").text or "") for c in div.iter(f"{TEI}choice")]
        for em in law["emendations"]:
            assert (em["original"], em["correction"]) in choices, (law["id"], em)
        reasons = [n.text for n in div.iter(f"{TEI}note") if n.get("type") == "emendation"]
        assert all(em["reason"] in reasons for em in law["emendations"])


def test_page_breaks_are_pb_as_printed():
    peel = [pb.get("n") for pb in tree("peel").iter(f"{TEI}pb")]
    assert peel[:3] == ["[47]", "[48]", "[49]"] and "[58]" in peel
    assert not list(tree("foster").iter(f"{TEI}pb"))  # the source has no page numbers


def _jing() -> str | None:
    return shutil.which("jing")


@pytest.mark.slow  # jing (Java) on the TEI schema, twice
def test_the_tei_validates_against_the_tei_schema():
    require_site("tei/peel.xml")
    if not _jing() or not RNG.is_file():
        msg = f"TEI validation needs jing and {RNG} (run `make tei-deps`)"
        if os.environ.get("CI") or os.environ.get("MAKE_TEST"):
            pytest.fail(msg)
        pytest.skip(msg)
    files = [str(SITE / "tei" / f"{b}.xml") for b in books()]
    result = subprocess.run([_jing(), str(RNG), *files], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-4000:]
    # and the check is real: an element TEI does not know is refused
    bad = SITE.parent / "tei-invalid-probe.xml"
    bad.write_text((SITE / "tei" / "enquire-within.xml").read_text(encoding="utf-8").replace(
        "<body>", "<body><notATeiElement/>", 1), encoding="utf-8")
    try:
        probe = subprocess.run([_jing(), str(RNG), str(bad)], capture_output=True, text=True, timeout=600)
        assert probe.returncode != 0 and "notATeiElement" in probe.stdout
    finally:
        bad.unlink()
