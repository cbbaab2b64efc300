"""The built site's ``laws.json`` against the source texts.

Reads the site built by ``make html`` (``SITE_HTML``, default ``_build/html``) and checks
that every numbered law of the five source texts (tests/seeds) -- with its sub-clauses and
Foster's named sections -- is in ``laws.json`` with an anchor that exists in the page of
its url; that statuses are valid; and that an implemented law has code and a test.

The expected ids are derived from the seeds with regular expressions, not listed by hand.
When the site has not been built the tests are skipped, unless ``CI`` or ``MAKE_TEST`` is
set (``make test`` builds the site first and sets ``MAKE_TEST``): then they fail.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest
from built_site import SITE, require_site

SEEDS = Path(__file__).resolve().parent / "seeds"

PEEL_POKER = "000_3ece99a305ab1443.txt"
HOFFMANN = "001_7f27bd1108ea041a.txt"
FOSTER = "002_fac9f192c04ff3f9.txt"
ENQUIRE = "004_8d2ad0dfdd3d1490.txt"

STATUSES = {"implemented", "not-executable", "pending"}
ROMAN = re.compile(r"^([IVX]+)\. ")
ROMAN_LOWER = re.compile(r"^([ivx]+)\. ")


def paragraphs(seed: str) -> list[str]:
    text = (SEEDS / seed).read_text(encoding="utf-8")
    return [" ".join(p.split()) for p in re.split(r"\n\s*\n", text) if p.strip()]


# --- the expected ids, from the seeds ---------------------------------------------------------------


def peel_poker_ids() -> list[str]:
    return [f"peel-poker:{m.group(1)}" for p in paragraphs(PEEL_POKER) if (m := re.match(r"^(\d+)\. ", p))]


def hoffmann_ids() -> list[str]:
    """French Vingt-Un rounds (``1.--``) before THE LAWS OF WHIST; then the Whist laws
    (``12a.--``), their roman sub-clauses (``I.``) and lettered ones (``(_a_)``)."""
    ids: list[str] = []
    code = None
    current = None
    for p in paragraphs(HOFFMANN):
        if p.startswith("FRENCH VINGT-UN"):
            code = "hoffmann-french-vingt-un"
            continue
        if p.startswith("THE LAWS OF WHIST"):
            code = "hoffmann-whist"
            continue
        if code is None:
            continue
        if m := re.match(r"^(\d+[a-z]?)\.--", p):
            current = m.group(1)
            ids.append(f"{code}:{current}")
            rest = p[m.end():]
        else:
            rest = p
        if code == "hoffmann-whist" and current:
            if m := ROMAN.match(p):
                ids.append(f"{code}:{current}.{m.group(1).lower()}")
            elif m := re.match(r"^\(_([a-z])_\)", rest):
                ids.append(f"{code}:{current}.{m.group(1)}")
    return ids


def foster_ids() -> list[str]:
    """Laws 40-91 with their roman sub-clauses; the Etiquette's paragraphs (``etiquette.pN``);
    Dummy's paragraphs and numbered exceptions (``dummy.pN``, ``dummy.i``); Double Dummy's
    paragraphs (``double-dummy.pN``).  The Poker chapter (foster-poker) is not a code of laws."""
    ids: list[str] = []
    section = "laws"
    current = None
    count = 0
    for p in paragraphs(FOSTER):
        heading = {"ETIQUETTE OF WHIST.": "etiquette", "DUMMY.": "dummy", "DOUBLE DUMMY.": "double-dummy",
                   "THE POKER FAMILY.": None}
        if p in heading:
            section, count = heading[p], 0
            if section is None:
                break
            continue
        if section == "laws":
            if m := re.match(r"^(\d+)\. ", p):
                current = m.group(1)
                ids.append(f"foster-whist:{current}")
            elif (m := ROMAN.match(p)) and current:
                ids.append(f"foster-whist:{current}.{m.group(1).lower()}")
        elif (m := ROMAN.match(p)) and section == "dummy":
            ids.append(f"foster-whist:dummy.{m.group(1).lower()}")
        else:
            count += 1
            ids.append(f"foster-whist:{section}.p{count}")
    return ids


def enquire_within_ids() -> list[str]:
    ids: list[str] = []
    current = None
    for p in paragraphs(ENQUIRE):
        if m := re.match(r"^(\d+)\. ", p):
            current = m.group(1)
            ids.append(f"enquire-within:{current}")
        elif (m := ROMAN_LOWER.match(p)) and current:
            ids.append(f"enquire-within:{current}.{m.group(1)}")
    return ids


def test_the_expected_ids_are_what_the_books_print():
    """The regular expressions find what the brief of the edition lists (a check of the checker)."""
    assert peel_poker_ids() == [f"peel-poker:{n}" for n in range(1, 82)]
    hoff = hoffmann_ids()
    assert [i for i in hoff if i.startswith("hoffmann-french-vingt-un:")] == [
        f"hoffmann-french-vingt-un:{n}" for n in range(1, 9)]
    whist = [i.split(":")[1] for i in hoff if i.startswith("hoffmann-whist:")]
    assert [n for n in whist if "." not in n] == [str(n) for n in range(1, 13)] + ["12a"] + [
        str(n) for n in range(13, 43)]
    assert [n for n in whist if "." in n] == ["7.a", "7.b", "7.c", "29.i", "29.ii", "29.iii"] + [
        f"37.{r}" for r in ("i", "ii", "iii", "iv", "v", "vi", "vii")]
    foster = [i.split(":")[1] for i in foster_ids()]
    assert [n for n in foster if n.isdigit()] == [str(n) for n in range(40, 92)]
    assert {n.split(".")[0] for n in foster if "." in n} == {"44", "56", "72", "etiquette", "dummy", "double-dummy"}
    assert [n for n in foster if n.startswith("dummy.") and not n.startswith("dummy.p")] == [
        "dummy.i", "dummy.ii", "dummy.iii"]
    assert [i.split(":")[1] for i in enquire_within_ids() if "." not in i] == [str(n) for n in range(113, 120)]


EXPECTED = peel_poker_ids() + hoffmann_ids() + foster_ids() + enquire_within_ids()


# --- the built site --------------------------------------------------------------------------------------


@lru_cache(maxsize=None)
def laws_json() -> dict:
    return json.loads((SITE / "laws.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def page(path: str) -> str:
    return (SITE / path).read_text(encoding="utf-8")


@pytest.fixture
def laws() -> dict[str, dict]:
    require_site("laws.json")
    return {law["id"]: law for law in laws_json()["laws"]}


def _anchor(law_id: str) -> str:
    code, number = law_id.split(":", 1)
    return f"law-{code}-{number.replace('.', '-')}"


@pytest.mark.parametrize("law_id", EXPECTED)
def test_every_law_of_the_texts_is_in_laws_json_with_its_anchor(laws, law_id):
    assert law_id in laws, f"{law_id} is not in laws.json"
    law = laws[law_id]
    page_path, _, anchor = law["url"].partition("#")
    assert anchor == _anchor(law_id)
    html = page(page_path)
    assert re.search(rf'<div class="law" data-law="{re.escape(law_id)}" id="{anchor}">', html), (
        f"{law['url']}: no law div with this id")


def test_numbered_laws_begin_with_their_printed_number(laws):
    """A law's text starts with its number as printed (``25.``, ``12a.--``); where the number
    stands in the first sub-clause's text (Hoffmann 7.--(a)), that text starts with it."""
    for law_id in EXPECTED:
        number = law_id.split(":", 1)[1]
        if law_id in laws and re.fullmatch(r"\d+[a-z]?", number):
            text = laws[law_id]["text"]
            if not text:
                children = [law for law in laws.values() if law["parent"] == law_id]
                assert children, f"{law_id} has no text and no sub-clause"
                text = children[0]["text"]
            assert re.match(rf"{number}\.", text), (law_id, text[:40])


def test_every_url_of_laws_json_resolves(laws):
    for law in laws.values():
        urls = [law["url"]] + law["test_urls"]
        urls += [u for impl in law["implementations"] for u in (impl["url"], impl.get("source_url")) if u]
        for url in urls:
            path, _, anchor = url.partition("#")
            assert (SITE / path).is_file(), f"{law['id']}: {url} does not exist"
            if anchor:
                assert f'id="{anchor}"' in page(path), f"{law['id']}: no anchor {anchor} in {path}"


def test_statuses_are_valid_and_implemented_laws_have_code_and_a_test(laws):
    data = laws_json()
    totals: dict[str, dict[str, int]] = {}
    for law in laws.values():
        assert law["status"] in STATUSES, law["id"]
        totals.setdefault(law["code"], dict.fromkeys(STATUSES, 0))[law["status"]] += 1
        if law["status"] == "implemented":
            assert law["implementations"] and law["tests"], law["id"]
            assert law["reason"] is None
        elif law["status"] == "not-executable":
            assert law["reason"] and len(law["reason"].split()) >= 4, law["id"]
        if law["parent"] is not None:
            assert law["parent"] in laws and law["id"].startswith(law["parent"] + "."), law["id"]
    for code, counts in totals.items():
        assert {k: data["codes"][code]["totals"][k] for k in STATUSES} == counts, code


def test_laws_are_listed_in_the_order_of_the_text(laws):
    listed = [i for i in laws if i in set(EXPECTED)]
    for code in {i.split(":")[0] for i in EXPECTED}:
        mine = [i for i in EXPECTED if i.startswith(code + ":")]
        assert [i for i in listed if i.startswith(code + ":")] == [i for i in mine if i in laws], code


def test_emendations_are_recorded_with_both_readings(laws):
    emended = [law for law in laws.values() if law["emendations"]]
    for law in emended:
        for em in law["emendations"]:
            assert em["reason"].strip() and em["original"] != em["correction"], law["id"]
            assert em["correction"] in law["text"], law["id"]
            assert em["original"] in law["original_text"], law["id"]
