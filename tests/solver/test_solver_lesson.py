"""The lesson "Could we have made more?" (source/lessons/solved-deals.md): its deals are Whist deals, and every
figure of its tables (computed by the solver when the site is built) agrees with DDS, the C++ solver."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from games.cards import standard_pack
from games.errors import InvalidActionError
from games.lessons.solved_deals import (
    LEAD_SEED,
    LESSON_SEEDS,
    deal_table,
    opening_lead_table,
    solved_deals_table,
    whist_deal,
)

PAGE = Path(__file__).resolve().parents[2] / "source" / "lessons" / "solved-deals.md"


def _page_calls() -> list[tuple[str, tuple[str, ...]]]:
    calls = re.findall(r"```\{games-table\} games\.lessons\.solved_deals:(\w+)((?: \S+)*)\n", PAGE.read_text("utf-8"))
    return [(name, tuple(args.split())) for name, args in calls]


def test_the_page_shows_the_deals_the_tests_check():
    calls = _page_calls()
    assert ("solved_deals_table", tuple(str(s) for s in LESSON_SEEDS)) in calls
    assert ("opening_lead_table", (str(LEAD_SEED),)) in calls
    assert ("deal_table", (str(LEAD_SEED),)) in calls


@pytest.mark.parametrize("seed", LESSON_SEEDS)
def test_a_lesson_deal_is_a_whist_deal(seed):
    d = whist_deal(seed)
    cards = [c for h in d.hands for c in h]
    assert sorted(c.index for c in cards) == sorted(c.index for c in standard_pack().cards)
    assert all(len(h) == 13 for h in d.hands)
    assert d.trump_card in d.hands[d.dealer]          # the dealer's last card, turned up
    assert d.leader == (d.dealer + 1) % 4              # the elder hand leads
    rows = deal_table(str(seed)).rows
    assert [r[0].split(" ")[0] for r in rows] == ["North", "East", "South", "West"]


def test_a_seed_must_be_a_whole_number():
    for bad in ("x", "1.5", "-3", "٣", True, None):
        with pytest.raises(InvalidActionError):
            whist_deal(bad)


endplay = pytest.importorskip("endplay")
from test_solver_dds import dds_values  # noqa: E402


def test_the_table_of_deals_agrees_with_dds():
    table = solved_deals_table(*(str(s) for s in LESSON_SEEDS))
    for seed, row in zip(LESSON_SEEDS, table.rows):
        d = whist_deal(seed)
        best = max(dds_values(d.hands, d.trump, d.leader).values())
        ns, ew = row[3], row[4]
        assert ns + ew == 13
        assert (ew if d.leader & 1 else ns) == best, seed
        assert row[0] == str(seed) and row[2] == d.seats[d.leader]


def test_the_opening_lead_table_agrees_with_dds_and_its_words_with_the_table():
    d = whist_deal(LEAD_SEED)
    want = dds_values(d.hands, d.trump, d.leader)
    table = opening_lead_table(str(LEAD_SEED))
    by_text = {f"{c.rank.text}{c.suit.symbol}": v for c, v in want.items()}
    assert {r[0]: r[1] for r in table.rows} == by_text
    best = max(want.values())
    for card, value, words in table.rows:
        assert words == ("best" if value == best else f"costs {best - value} trick" + ("s" if best - value > 1 else ""))
    assert f"takes {best} tricks" in table.notes[0]
    good = [r[0] for r in table.rows if r[1] == best]
    assert f"{len(good)} of his 13 cards keep all {best}: {', '.join(good)}." in table.notes[1]
    # the sequence named in the notes: two cards of one hand, next in rank, the same value
    a, b = re.search(r"such as the (\S+) and (\S+),", table.notes[2]).groups()
    assert by_text[a] == by_text[b.rstrip(",")]
