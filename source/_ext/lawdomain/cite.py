"""Citing a law: its permalink and its citations (Chicago, MLA, BibTeX, CSL-JSON).

One function, :func:`citations`, makes every citation of a law from one record
(:func:`cite_record`: the law's label in its book's own word, its printed pages, its
permalink, the book's bibliographic details from ``games.laws.CODES`` and the edition's
from ``conf.py``).  ``laws.json`` and the "Cite" panel under each law are both written
from it, so they cannot drift; the tests check that every citation on the pages is the
one in ``laws.json`` and resolves to its law.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

from . import ids
from .util import get_ids

#: The formats of a citation, in the order the panel shows them.
FORMATS = ("chicago", "mla", "bibtex", "csl")
FORMAT_NAMES = {"chicago": "Chicago", "mla": "MLA", "bibtex": "BibTeX", "csl": "CSL-JSON"}


def edition(config: Any) -> dict[str, Any]:
    """The edition's own details (``conf.py``): title, editors, version, release date, licence, base URL."""
    return {
        "title": config.project,
        "editors": list(config.edition_editors or [config.author]),
        "version": config.release,
        "date": config.edition_date,
        "licence": dict(config.edition_licence),
        "baseurl": base_url(config),
    }


def base_url(config: Any) -> str:
    url = (config.html_baseurl or "").strip()
    return url if not url or url.endswith("/") else url + "/"


def page_text(pages: list[str]) -> str:
    """``["[50]"]`` -> ``p. [50]``; two pages -> ``pp. [49]–[50]``; none -> ``""``."""
    if not pages:
        return ""
    if len(pages) == 1:
        return f"p. {pages[0]}"
    return f"pp. {pages[0]}\u2013{pages[-1]}"


def cite_record(env: Any, config: Any, law_id: str, url: str, pages: list[str]) -> dict[str, Any]:
    """What a citation of ``law_id`` is made of.  ``url`` is the law's page and anchor relative
    to the site root; ``pages`` the printed pages it stands on."""
    checker = get_ids(env)
    code, _ = ids.split(law_id)
    rec = checker.record(code)
    book = getattr(rec, "book", None)
    ed = edition(config)
    return {
        "id": law_id,
        "label": checker.label(law_id),
        "number_label": checker.number_label(law_id),
        "part": getattr(rec, "part", "") or checker.title(code),
        "book": {
            "title": getattr(book, "title", "") or checker.title(code),
            "author": getattr(book, "author", ""),
            "author_family": getattr(book, "author_family", ""),
            "author_given": getattr(book, "author_given", ""),
            "date": getattr(book, "date", ""),
            "year": getattr(book, "year", None),
            "publisher": getattr(book, "publisher", ""),
            "place": getattr(book, "place", ""),
        },
        "pages": list(pages),
        "url": url,
        "permalink": ed["baseurl"] + url,
        "edition": ed,
    }


def _imprint(book: dict[str, Any]) -> str:
    place_pub = ": ".join(x for x in (book["place"], book["publisher"]) if x)
    date = book["date"] or "n.d."
    return f"{place_pub}, {date}" if place_pub else date


def _editors(ed: dict[str, Any]) -> str:
    names = ed["editors"]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def chicago(r: dict[str, Any]) -> str:
    """A Chicago note: ``W. H. Peel, Round Games with Cards (1891), Rules of Draw Poker, Rule 25, p. [50],
    in The Laws of the Table, ed. ..., version 0.1 (2026-12-01), <permalink>.``"""
    b, ed = r["book"], r["edition"]
    parts = [f"{b['author']}, {b['title']}" if b["author"] else b["title"]]
    head = f"{parts[0]} ({_imprint(b)}), {r['part']}, {r['number_label']}"
    if r["pages"]:
        head += f", {page_text(r['pages'])}"
    return (f"{head}, in {ed['title']}, ed. {_editors(ed)}, version {ed['version']} ({ed['date']}), "
            f"{r['permalink']}.")


def mla(r: dict[str, Any]) -> str:
    """An MLA (9th ed.) works-cited entry."""
    b, ed = r["book"], r["edition"]
    who = f"{b['author_family']}, {b['author_given']}".rstrip(".") + ". " if b["author_family"] else ""
    where = ", ".join(x for x in (b["publisher"], b["date"]) if x)
    out = f"{who}\u201c{r['part']}, {r['number_label']}.\u201d {b['title']}"
    if where:
        out += f", {where}"
    if r["pages"]:
        out += f", {page_text(r['pages'])}"
    out += f". {ed['title']}, edited by {_editors(ed)}, version {ed['version']}, {ed['date']}, {r['permalink']}."
    return out


_BIB_ESCAPE = re.compile(r"([&%$#_])")


def _bib(text: str) -> str:
    return _BIB_ESCAPE.sub(r"\\\1", text)


def bibtex_key(law_id: str) -> str:
    return re.sub(r"[^0-9A-Za-z]+", "-", law_id).strip("-")


def bibtex(r: dict[str, Any]) -> str:
    b, ed = r["book"], r["edition"]
    fields = []
    if b["author_family"]:
        fields.append(("author", f"{b['author_family']}, {b['author_given']}"))
    fields.append(("title", f"{r['part']}, {r['number_label']}"))
    fields.append(("booktitle", b["title"]))
    if b["year"]:
        fields.append(("year", str(b["year"])))
    if b["date"] and b["date"] != str(b["year"] or ""):
        fields.append(("note", f"Dated {b['date']}. Edited in {ed['title']} (law {r['id']})"))
    else:
        fields.append(("note", f"Edited in {ed['title']} (law {r['id']})"))
    if b["publisher"]:
        fields.append(("publisher", b["publisher"]))
    if b["place"]:
        fields.append(("address", b["place"]))
    if r["pages"]:
        fields.append(("pages", "--".join([r["pages"][0], r["pages"][-1]] if len(r["pages"]) > 1 else r["pages"])))
    fields.append(("editor", " and ".join(ed["editors"])))
    fields.append(("howpublished", f"{ed['title']}, version {ed['version']}"))
    fields.append(("urldate", ed["date"]))
    body = ",\n".join(f"  {k} = {{{_bib(v)}}}" if k != "url" else f"  {k} = {{{v}}}" for k, v in fields)
    return f"@inbook{{{bibtex_key(r['id'])},\n{body},\n  url = {{{r['permalink']}}}\n}}"


def csl(r: dict[str, Any]) -> dict[str, Any]:
    """A CSL-JSON item (what Zotero, Mendeley and pandoc read)."""
    b, ed = r["book"], r["edition"]
    item: dict[str, Any] = {
        "id": r["id"],
        "type": "chapter",
        "title": f"{r['part']}, {r['number_label']}",
        "container-title": b["title"],
        "collection-title": ed["title"],
        "editor": [{"literal": name} for name in ed["editors"]],
        "version": ed["version"],
        "URL": r["permalink"],
        "accessed": {"date-parts": [[int(x) for x in ed["date"].split("-")]]} if ed["date"] else None,
    }
    if b["author_family"]:
        item["author"] = [{"family": b["author_family"], "given": b["author_given"]}]
    if b["year"]:
        item["issued"] = {"date-parts": [[b["year"]]]}
    if b["date"]:
        item["original-date"] = {"literal": b["date"]}
    if b["publisher"]:
        item["publisher"] = b["publisher"]
    if b["place"]:
        item["publisher-place"] = b["place"]
    if r["pages"]:
        item["page"] = "\u2013".join([r["pages"][0], r["pages"][-1]]) if len(r["pages"]) > 1 else r["pages"][0]
    return {k: v for k, v in item.items() if v is not None}


def citations(r: dict[str, Any]) -> dict[str, Any]:
    """Every citation of the law of record ``r``: ``chicago``, ``mla``, ``bibtex`` (strings) and
    ``csl`` (a CSL-JSON object)."""
    return {"chicago": chicago(r), "mla": mla(r), "bibtex": bibtex(r), "csl": csl(r)}


def panel_html(r: dict[str, Any], cites: dict[str, Any]) -> str:
    """The "Cite" panel under a law: its page, its permalink and its citations, each copyable.
    A ``<details>`` element: it opens by tap or keyboard, with no script; the copy buttons
    need ``edition.js``."""
    e = html.escape
    page = page_text(r["pages"])
    rows = [f'<div class="law-cite-row"><span class="law-cite-name">Permalink</span>'
            f'<a class="law-cite-permalink" href="#{e(ids.anchor(r["id"]))}" data-copy="{e(r["permalink"])}">'
            f'{e(r["permalink"])}</a></div>']
    for fmt in FORMATS:
        text = cites[fmt] if fmt != "csl" else json.dumps(cites[fmt], ensure_ascii=False)
        rows.append(f'<div class="law-cite-row"><span class="law-cite-name">{FORMAT_NAMES[fmt]}</span>'
                    f'<pre class="law-cite-text" data-format="{fmt}">{e(text)}</pre></div>')
    page_html = f'<span class="law-page" title="The page of the original">{e(page)}</span> ' if page else ""
    # without a canonical address the permalink is relative to the site root: lawdomain.js makes it
    # absolute from the reader's own address, in the permalink and in every citation
    relative = "" if r["edition"]["baseurl"] else f' data-relative-permalink="{e(r["permalink"])}"'
    return (f'<div class="apparatus law-cite" data-law="{e(r["id"])}"{relative}>{page_html}'
            f'<details><summary>Cite {e(r["number_label"])}</summary>'
            + "".join(rows) + "</details></div>")


def meta_tags(env: Any, config: Any, docname: str, title: str, laws: list[tuple[str, dict[str, Any]]],
              page_uri: str) -> str:
    """The ``citation_*`` meta tags of a page of laws (Highwire Press tags, which Zotero and Google
    Scholar read): the page as a section of the book, with the printed pages it covers."""
    checker = get_ids(env)
    ed = edition(config)
    code = ids.split(laws[0][0])[0]
    rec = checker.record(code)
    book = getattr(rec, "book", None)
    pages = [p for _, r in sorted(laws, key=lambda kv: kv[1]["seq"]) for p in r["pages"]]
    plain_title = re.sub(r"<[^>]+>", "", html.unescape(title or ""))
    tags: list[tuple[str, str]] = [("citation_title", plain_title)]
    if book is not None:
        if book.author_family:
            tags.append(("citation_author", f"{book.author_family}, {book.author_given}"))
        if book.year:
            tags.append(("citation_publication_date", str(book.year)))
        tags.append(("citation_inbook_title", book.title))
        tags.append(("citation_book_title", book.title))
        if book.publisher:
            tags.append(("citation_publisher", book.publisher))
    if pages:
        tags.append(("citation_firstpage", pages[0]))
        tags.append(("citation_lastpage", pages[-1]))
    for name in ed["editors"]:
        tags.append(("citation_editor", name))
    tags.append(("citation_online_date", ed["date"]))
    tags.append(("citation_language", "en"))
    if ed["baseurl"]:  # an absolute address only (none is written without the canonical address)
        tags.append(("citation_public_url", ed["baseurl"] + page_uri))
    tags.append(("DC.rights", f"{ed['licence'].get('name', '')} ({ed['licence'].get('url', '')}); "
                              "the texts are in the public domain"))
    return "".join(f'\n    <meta name="{n}" content="{html.escape(v, quote=True)}" />' for n, v in tags if v) + "\n"
