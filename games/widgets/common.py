"""Helpers shared by the widgets: law links, card pictures, ipywidgets imported lazily.

A law id (``peel-poker:25``) becomes a link to its anchor on the edition's site
(``law-peel-poker-25`` on the page that holds it).  The page is read from ``laws.json`` at
the site root when the widget runs inside the site (JupyterLite serves the site's files
next to it); otherwise a code's page is used (``peel/poker.html``), which is where
each code's laws are printed.
"""

from __future__ import annotations

import html
import json
import random
from typing import Iterable, Optional

from games.cards import Card, card_svg
from games.errors import InvalidCardError, RuleSetError, check_int, check_items, check_text
from games.laws import CODES, anchor, law_label
from games.citations import Convention, cited

#: Where a code's laws live on the site, relative to the site root (used when laws.json
#: cannot be read): read from the code records of :data:`games.laws.CODES`.
CODE_PAGES = {code.id: code.page_url for code in CODES.values()}

#: The site root as seen from the JupyterLite REPL (``<site>/lite/repl/index.html``): links
#: are opened in the top window, so they are made absolute against it by the page script;
#: inside the kernel we only know the path relative to the site root.
SITE_ROOT = "../../"


def seed_of(seed: object, least: Optional[int] = None, most: Optional[int] = None) -> int:
    """The seed a panel deals from: a whole number, or its digits as a page's address carries it
    (``"1234"``); a fresh random one (0 to 999 999) for ``None``.  ``least`` and ``most``, where
    given, bound it (a seed field's range).  Anything else is refused (a :class:`~games.errors.GameError`)."""
    if least is not None:
        check_int(least, "the least seed")
    if most is not None:
        check_int(most, "the greatest seed")
    if seed is None:
        return random.SystemRandom().randrange(1_000_000)
    if isinstance(seed, str) and seed.strip().isascii() and seed.strip().removeprefix("-").isdigit():
        seed = int(seed.strip())
    return check_int(seed, "a seed", minimum=least, maximum=most)


def panel_spec(module: str, title: str, ready: str, notebook: str, *, options: Optional[dict] = None,
               seeded: bool = True) -> dict:
    """A widget module's ``PANEL``, the declaration of its Play panel on the site (read by
    ``source/_ext/litesetup.py``): ``title``; ``code``, run in the browser, which calls the module's
    ``play`` with the seed (``{seed}``) and the reader's choices (``{options}``, when the panel has
    ``options``); ``ready``, the CSS selector of the widget once it is on the screen; ``notebook``,
    the notebook that shows the same code; ``options``, the choices the reader may make (a rule set,
    the declared readings), each carried in the page's address; ``seeded`` false for a panel that deals
    nothing."""
    check_text(module, "a widget module's name", error=RuleSetError)
    spec: dict = {
        "title": check_text(title, "a panel's title", error=RuleSetError),
        "code": f"from games.widgets.{module} import play\nplay(seed={{seed}}{'{options}' if options else ''})",
        "ready": check_text(ready, "a CSS selector", error=RuleSetError),
        "notebook": check_text(notebook, "a notebook's name", error=RuleSetError),
    }
    if options is not None and (not isinstance(options, dict)
                                or not all(isinstance(k, str) and isinstance(o, dict) for k, o in options.items())):
        raise RuleSetError(f"a panel's options are a mapping of their names to their declarations, not {options!r}")
    if not isinstance(seeded, bool):
        raise RuleSetError(f"whether a panel deals from a seed is true or false, not {seeded!r}")
    if options:
        spec["options"] = dict(options)
    if not seeded:
        spec["seeded"] = False
    return spec


class LawIndex:
    """Law id -> (url relative to the site root, text of the law), from ``laws.json``."""

    def __init__(self, data: Optional[dict] = None):
        self._urls: dict[str, str] = {}
        self._texts: dict[str, str] = {}
        if data:
            self._load(data)

    def _load(self, data) -> None:
        laws = data.get("laws", data) if isinstance(data, dict) else data
        if not isinstance(laws, (dict, list, tuple)):
            raise RuleSetError(f"a law index is read from laws.json (a mapping or a list of laws), not {data!r}")
        items = laws.items() if isinstance(laws, dict) else (
            (d.get("id"), d) if isinstance(d, dict) else (None, d) for d in laws)
        for law_id, entry in items:
            if not law_id or not isinstance(entry, dict):
                continue
            url = entry.get("url") or entry.get("href")
            if url:
                self._urls[law_id] = str(url).lstrip("/")
            text = entry.get("text")
            if text:
                self._texts[law_id] = str(text)

    def url(self, law_id: str) -> str:
        """The address of the law ``law_id`` (``<code>:<number>``), relative to the site's root."""
        check_text(law_id, "a law's id", error=RuleSetError)
        if law_id in self._urls:
            return self._urls[law_id]
        code = law_id.partition(":")[0]
        return f"{CODE_PAGES.get(code, 'index.html')}#{anchor(law_id)}"

    def text(self, law_id: str) -> str:
        """The words of the law ``law_id`` ('' if the index does not hold them)."""
        return self._texts.get(check_text(law_id, "a law's id", error=RuleSetError), "")

    def __len__(self) -> int:
        return len(self._urls)


_INDEX: Optional[LawIndex] = None


def law_index() -> LawIndex:
    """The site's law index, read once (an empty index where laws.json is not at hand)."""
    global _INDEX
    if _INDEX is None:
        _INDEX = LawIndex(_read_laws_json())
    return _INDEX


def _read_laws_json() -> Optional[dict]:
    try:  # in Pyodide, inside the site: a synchronous request to the site's own laws.json
        import js  # type: ignore[import-not-found]
        from pyodide.http import open_url  # type: ignore[import-not-found]
    except ImportError:
        return None
    try:
        base = str(js.location.href)
        marker = "/lite/"
        root = base[: base.index(marker) + 1] if marker in base else None
        if root is None:
            return None
        return json.loads(open_url(root + "laws.json").read())
    except Exception:  # no laws.json (a partial build): fall back to the code pages
        return None


def _index(index: object) -> LawIndex:
    if index is None:
        return law_index()
    if not isinstance(index, LawIndex):
        raise RuleSetError(f"a law index (a LawIndex), not {index!r}")
    return index or law_index()  # an empty index: the site's


def law_link(law_id: str, index: Optional[LawIndex] = None) -> str:
    """An HTML link to a law's anchor on the site, labelled as the site labels it
    (:func:`games.laws.law_label`: ``Peel, Rule 25``), its id in ``data-law``, and as its tooltip the
    words of the law the citation rests on (:class:`games.citations.Cite`; where none are declared, the
    law's text where known), with the reading it is played under where it is another book's law.  It
    opens in a new tab, never in place of the game (in the site's Play panel the page script opens the
    law beside the game instead)."""
    check_text(law_id, "a law's id", error=RuleSetError)
    idx = _index(index)
    if isinstance(law_id, Convention):  # what no law says: the edition's label, with its note, and no link
        return (f'<span class="lt-convention" title="{html.escape(law_id.note, quote=True)}">'
                f"{html.escape(law_id.label)}</span>")
    c = cited(law_id)
    url = SITE_ROOT + idx.url(str(law_id))
    words = getattr(c, "words", "")
    title = f"\u201c{words}\u201d" if words else idx.text(str(law_id))[:300]
    reading = getattr(c, "reading", "")
    if reading:
        title = f"{title} ({reading})" if title else reading
    tip = f' title="{html.escape(title, quote=True)}"' if title else ""
    if words:  # the page script shows them, marked in the law's text, when the link is tapped
        tip += f' data-words="{html.escape(words, quote=True)}"'
    if reading:
        tip += f' data-reading="{html.escape(reading, quote=True)}"'
    return (
        f'<a class="lt-law" href="{html.escape(url, quote=True)}" target="_blank" rel="noopener" '
        f'data-law="{html.escape(str(law_id))}"{tip}>{html.escape(law_label(str(law_id)))}</a>'
    )


def quoted_law_html(law_id: str, index: Optional[LawIndex] = None) -> str:
    """The link to a law with the words it rests on shown inline, for a ruling or a remedy offered:
    ``Foster, law 72 (i): “three tricks taken from the revoking side”``; a reading of this edition
    (another book's law played in this one's silence) says so after the words."""
    check_text(law_id, "a law's id", error=RuleSetError)
    if isinstance(law_id, Convention):
        return law_link(law_id, index)
    c = cited(law_id)
    words = getattr(c, "words", "")
    reading = getattr(c, "reading", "")
    out = law_link(law_id, index)
    if words:
        out += f': <q class="lt-quote">{html.escape(words)}</q>'
    if reading:
        out += f' <span class="lt-reading">({html.escape(reading)})</span>'
    return out


def laws_html(law_ids: Iterable[str], index: Optional[LawIndex] = None, *, quoted: bool = False) -> str:
    """``(Peel, Rule 25; Peel, Rule 26)`` as links (each with its words on hover); with ``quoted``, each
    with its words inline (:func:`quoted_law_html`, for rulings and their options); a
    :class:`~games.citations.Convention` in the list shows its label (the edition's, not a law); empty
    string for no laws."""
    _index(index)
    if not isinstance(quoted, bool):
        raise RuleSetError(f"quoted is True or False, not {quoted!r}")
    ids = [check_text(i, "a law's id", error=RuleSetError)
           for i in check_items(law_ids, "the laws' ids", error=RuleSetError) if i]
    if not ids:
        return ""
    parts = [quoted_law_html(i, index) if quoted else law_link(i, index) for i in ids]
    return '<span class="lt-laws">(' + "; ".join(parts) + ")</span>"


def cards_html(cards: Iterable[Card], width: int = 60, label: str = "") -> str:
    """A row of card faces (SVG, each with its name as text for screen readers)."""
    cards = list(check_items(cards, "the cards", error=InvalidCardError))
    check_int(width, "the width of a card face", minimum=1, maximum=10000)
    check_text(label, "a hand's label", error=RuleSetError)
    faces = "".join(f'<span class="lt-card" data-card="{c}">{card_svg(c, width)}</span>' for c in cards)
    names = ", ".join(c.name for c in cards)
    aria = html.escape(f"{label}: {names}" if label else names, quote=True)
    return f'<div class="lt-hand" role="group" aria-label="{aria}">{faces}</div>'


def card_back_html(count: int, width: int = 40) -> str:
    """``count`` face-down cards (for the other players' hands)."""
    check_int(count, "the number of cards face down", minimum=0, maximum=1000)
    check_int(width, "the width of a card back", minimum=1, maximum=10000)
    h = round(width * 1.4)
    back = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" viewBox="0 0 60 84" aria-hidden="true">'
        '<rect x="1" y="1" width="58" height="82" rx="5" fill="#2b4d7a" stroke="#555"/>'
        '<rect x="6" y="6" width="48" height="72" rx="3" fill="none" stroke="#c9d6ea" stroke-width="1.5"/></svg>'
    )
    return f'<span class="lt-backs" role="img" aria-label="{count} cards face down">{back * count}</span>'


STYLE = """
<style>
.lt-widget { --lt-fg: #1b1b1b; --lt-link: #0b57d0; --lt-log-bg: #fafafa; --lt-line: #ccc;
  --lt-ok-bg: #eef7ef; --lt-ok: #2b7a3d; --lt-bad-bg: #fbeeee; --lt-bad: #b0151f; --lt-pick: #0b57d0;
  font-family: system-ui, sans-serif; font-size: 15px; color: var(--lt-fg); max-width: 100%; }
[data-lt-theme=dark] .lt-widget, .lt-widget.lt-dark { --lt-fg: #ced6dd; --lt-link: #8ab4f8; --lt-log-bg: #1b2027; --lt-line: #4a5361;
  --lt-ok-bg: #16281b; --lt-ok: #5cb870; --lt-bad-bg: #2d1618; --lt-bad: #f08a8f; --lt-pick: #8ab4f8; }
.lt-widget .lt-hand { display: flex; gap: 6px; flex-wrap: wrap; margin: 4px 0; }
.lt-widget .lt-you .lt-hand, .lt-widget .lt-deal .lt-hand, .lt-widget .lt-discards {
  display: grid; grid-template-columns: repeat(5, minmax(0, 60px)); gap: 6px; }
.lt-widget .lt-you .lt-card svg, .lt-widget .lt-deal .lt-card svg { width: 100%; height: auto; }
.lt-widget .lt-card svg { display: block; }
.lt-widget .lt-card.lt-selected svg rect:first-child { stroke: var(--lt-pick); stroke-width: 5; }
.lt-widget .lt-card.lt-selected { transform: translateY(-4px); }
.lt-widget .lt-discards .lt-discard { width: 100% !important; min-width: 0; height: auto; min-height: 28px; padding: 2px; margin: 0;
  font-size: 12px; line-height: 1.2; white-space: normal; overflow-wrap: anywhere; }
.lt-widget .lt-law { color: var(--lt-link); text-decoration: underline; }
.lt-widget .lt-quote { font-style: italic; }
.lt-widget .lt-reading, .lt-widget .lt-convention { font-style: italic; opacity: .85; }
.lt-widget .lt-log { max-height: 14rem; overflow-y: auto; border: 1px solid var(--lt-line); padding: 4px 8px; background: var(--lt-log-bg); }
.lt-widget .lt-log p { margin: 2px 0; }
.lt-widget .lt-settlement { border-left: 4px solid var(--lt-ok); padding: 4px 8px; background: var(--lt-ok-bg); }
.lt-widget .lt-ruling { border-left: 4px solid var(--lt-bad); padding: 4px 8px; background: var(--lt-bad-bg); }
.lt-widget .lt-seat { margin: 2px 0; }
.lt-widget .lt-backs { display: inline-block; white-space: nowrap; }
.lt-widget .lt-backs svg { margin-right: 2px; }
.lt-widget .widget-hbox { flex-wrap: wrap; gap: 4px; }
.lt-widget .widget-button, .lt-widget .widget-toggle-button { max-width: 100%; }
.lt-widget button:focus-visible { outline: 3px solid #f0b400; outline-offset: 2px; }
@media (max-width: 480px) { .lt-widget { font-size: 14px; } .lt-widget .lt-log { max-height: 10rem; } }
</style>
"""


def require_ipywidgets():
    """Import ipywidgets (only the UIs need it; ``games`` itself has no dependencies)."""
    try:
        import ipywidgets  # type: ignore[import-untyped]  # ipywidgets ships no type information
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise RuntimeError("the game widgets need ipywidgets (pip install ipywidgets)") from exc
    return ipywidgets
