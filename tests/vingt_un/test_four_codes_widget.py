"""The four-codes panel (games/widgets/four_codes.py): the same deal, re-dealt by seed, settled under
each book's code by :func:`games.vingt_un.compare.same_deal`, every line linked to its paragraph."""

from __future__ import annotations

import re

import pytest

from games.errors import GameError
from games.vingt_un.compare import same_deal
from games.widgets.four_codes import PANEL, FourCodes


@pytest.mark.law("peel-vingt-un:p13", "hoffmann-vingt-un:p11", "enquire-within:114")
def test_the_panel_is_the_same_deal_under_each_code():
    f = FourCodes(182)
    results = same_deal(182)
    page = f.html()
    assert [r.code for r in f.results] == [r.code for r in results]
    cells = re.findall(r'<td class="lt-num">([+-]?\d+)</td>', page)
    assert cells == [f"{n:+d}" if n else "0" for r in results for n in r.net]
    assert page.count('class="lt-four-code"') == 4 and 'class="lt-law"' in page
    laws = set(re.findall(r'data-law="([^"]+)"', page))
    codes = {law.split(":")[0] for law in laws}
    assert codes <= {r.code for r in results} and len(codes) >= 3   # each book rules its own round (French: as ordinary)
    assert "Seed 182" in f.status_text()


def test_another_seed_deals_another_pack_and_a_bad_seed_is_refused():
    f = FourCodes(182)
    before = f.summary_html()
    f.deal("2024")
    assert f.seed == 2024 and f.summary_html() != before
    assert [r.net for r in f.results] == [r.net for r in same_deal(2024)]
    for bad in (-1, "12a", 1.5, True, 10**12):
        with pytest.raises(GameError):
            f.deal(bad)
    assert f.seed == 2024                       # a refused seed changes nothing


def test_panel_declaration():
    assert PANEL["code"].format(seed=5) == "from games.widgets.four_codes import play\nplay(seed=5)"
    assert PANEL["notebook"] == "vingt-un-four-codes.ipynb"
