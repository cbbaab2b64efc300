"""The Vingt-un Play panel's table logic (no browser): seeded, every book playable to the end through
the buttons, settlement lines naming paragraphs, only the human seat's view and log used."""

from __future__ import annotations

import html
import re

import pytest

from games.vingt_un.game_actions import Stake
from games.widgets.vingt_un import BOOKS, PANEL, VingtUnPanel


@pytest.mark.law("peel-vingt-un:p13", "hoffmann-vingt-un:p11", "enquire-within:114", "hoffmann-french-vingt-un:p2")
@pytest.mark.parametrize("book", list(BOOKS))
def test_every_book_plays_through_the_buttons_and_names_its_laws(book):
    t = VingtUnPanel(7, book, rounds=12)
    code = BOOKS[book][1].code
    steps = 0
    while not t.over:
        buttons = t.buttons()
        assert buttons, t.status_text()
        t.act(buttons[steps % len(buttons)].action)
        steps += 1
        assert steps < 2000
    settled = [m for m in t.lines if m.kind == "settlement"]
    assert settled and all(m.laws for m in settled)
    assert all(re.fullmatch(r"(peel-vingt-un|hoffmann-vingt-un|hoffmann-french-vingt-un|enquire-within):[0-9a-z.]+", l)
               for m in settled for l in m.laws)
    own = {code, "hoffmann-vingt-un"} if book == "french" else {code}
    assert {l.split(":")[0] for m in settled for l in m.laws} <= own      # never blended
    t.game.check_invariants()


def test_same_seed_same_table_and_refusals_name_the_law():
    a, b = VingtUnPanel(11, "hoffmann"), VingtUnPanel(11, "hoffmann")
    assert a.status_text() == b.status_text() and a.seats_html() == b.seats_html()
    while not a.my_turn or not any(isinstance(x.action, Stake) for x in a.buttons()):
        a.act(a.buttons()[0].action)
    assert not a.act(Stake(0, 999))
    assert a.ruling.laws == ("hoffmann-vingt-un:p1",) and "Refused" in a.ruling.text


def test_the_panel_shows_only_what_the_seat_sees():
    for seed in range(6):
        t = VingtUnPanel(seed, "peel")
        while not t.my_turn:
            t.act(t.buttons()[0].action)
        shown = t.seats_html()
        g = t.game
        hidden = [c for s in range(1, 4) for h in g.hands[s] for c, up in zip(h.cards, h.up) if not up]
        mine = [c for h in g.hands[0] for c in h.cards]
        assert hidden and all(f'data-card="{c}"' not in shown for c in hidden)
        assert all(f'data-card="{c}"' in shown for c in mine)
        assert f"{len(hidden)} cards face down" in shown or "cards face down" in shown
        assert "Cards you have not seen" in t.unseen_text()


def test_panel_declaration():
    assert set(PANEL) >= {"title", "code", "ready", "notebook"} and "{seed}" in PANEL["code"]


def test_the_book_is_the_panels_rule_set_option():
    """The book is chosen in the panel (``?rules=hoffmann``) and reaches the game: the page fills
    ``{options}`` as ``, rule_set="hoffmann"`` (lite-play.js, optionsCode); no choice inside the game."""
    pytest.importorskip("ipywidgets")
    book = PANEL["options"]["rule_set"]
    assert book["param"] == "rules" and book["default"] == "peel" and list(book["choices"]) == list(BOOKS)
    for key in BOOKS:
        code = PANEL["code"].format(seed=77, options="" if key == "peel" else f', rule_set="{key}"')
        scope: dict = {}
        exec(code.replace("play(", "widget = play(", 1), scope)
        top = scope["widget"].children[0].value
        status = re.search(r'class="lt-status"[^>]*>([^<]*)<', top).group(1)
        assert html.unescape(status).startswith(f"Seed 77; {BOOKS[key][0]}; round 1"), status
        assert not any(type(c).__name__ == "Dropdown" for c in scope["widget"].children)
    from games.errors import GameError

    with pytest.raises(GameError):
        VingtUnPanel(77, "modern")


def test_the_live_odds_come_from_the_cards_not_seen():
    from fractions import Fraction

    from games.vingt_un.game_actions import Draw

    t = VingtUnPanel(1234, "peel")
    shown = 0
    for _ in range(200):
        if t.over:
            break
        text = t.odds_text()
        if "chance of" in text:
            v = t.view()
            i = next(a.hand for a in v.legal if isinstance(a, Draw))
            n, d = text.split("chance of ")[1].split(" ")[0].split("/")
            bad = sum(v.unseen[x - 1] for x in range(1, 11) if _over(v.own[i].cards, x))
            assert Fraction(int(n), int(d)) == Fraction(bad, sum(v.unseen))
            shown += 1
        t.act(t.buttons()[0].action)
    assert shown > 3


def _over(cards, value):
    from games.vingt_un.cards import card_values, total

    return total(tuple(card_values(cards)) + (value,)).points > 21


@pytest.mark.law("peel-vingt-un:p8", "hoffmann-vingt-un:p8", "enquire-within:114")
@pytest.mark.parametrize("book", ["peel", "hoffmann", "enquire-within"])
def test_the_live_advice_is_the_exact_analysis_of_the_hand_in_hand(book):
    """On the player's turn the panel gives each choice's exact value from the cards not seen, and names the
    best: the same figures ``advise`` works out from the view; none in French Vingt-Un or as dealer."""
    from games.vingt_un.cards import card_values
    from games.vingt_un.game_actions import Draw, Stand
    from games.vingt_un.odds import advise

    t = VingtUnPanel(1234, book)
    shown = 0
    for _ in range(150):
        if t.over:
            break
        text = t.advice_text()
        if text:
            v = t.view()
            i = next(a.hand for a in v.legal if isinstance(a, (Draw, Stand)))
            cards = tuple(card_values(v.own[i].cards))
            values = advise(t.rules, v.unseen, cards, v.doubled, divided=cards[0] if len(v.own) > 1 else 0)
            best = max(("stand", "draw"), key=lambda k: (values[k], k == "stand"))
            assert f"standing {float(values['stand']):+.3f}".replace("-", "\u2212") in text
            assert f"best: {'standing' if best == 'stand' else 'a card'}" in text or "dividing" in text
            shown += 1
        t.act(t.buttons()[0].action)
    assert shown > 10
    assert VingtUnPanel(1234, "french").advice_text() == ""


def _primary(t):
    return [b for b in t.buttons() if b.primary]


@pytest.mark.law("peel-vingt-un:p13", "peel-vingt-un:p14")
def test_a_rounds_outcome_stays_on_the_table_until_the_reader_deals_the_next():
    """After "Content" the round is settled and stays on the table: the dealer's hand, who paid whom
    and why, each under its paragraph, until the reader presses "Deal the next round"."""
    t = VingtUnPanel(3, "peel", rounds=3)
    seen = 0
    while not t.over:
        if t.round_over:
            seen += 1
            box = t.settlement_html()
            v = t.view()
            assert f"Round {v.round_no + 1} is over" in box and "The dealer (Ann)" in box
            assert all(f'data-card="{c}"' in box for h in v.hands[v.dealer] for c in h.cards if c is not None)
            assert "lt-law" in box and " pay" in box          # who paid whom, linked to the law
            last = seen == 3
            assert [b.label for b in t.buttons()] == ["End the sitting" if last else "Deal the next round"]
            assert t.buttons()[0].primary
            assert "the round is over" in t.status_text()
            before = len(t.lines)
            assert t.act(t.buttons()[0].action)
            assert not t.round_over or t.over
            assert len(t.lines) > before and "is over" not in t.settlement_html()
            continue
        t.act(_primary(t)[0].action)
    assert seen == 3


@pytest.mark.parametrize("book", ["peel", "hoffmann", "enquire-within"])
def test_the_keyboards_default_is_the_choice_the_panel_advises(book):
    """The primary button (the one Enter presses) is never a choice the panel's own advice advises
    against: with the exact values shown it is the best of them, marked "(advised)"."""
    checked = 0
    for seed in range(8):
        t = VingtUnPanel(seed, book, rounds=3)
        while not t.over and checked < 60:
            primary = _primary(t)
            assert len(primary) == 1, [b.label for b in t.buttons()]
            advice = t.advice_text()
            if advice:
                best = advice.split("best: ")[1].split(".")[0]
                want = {"standing": "Content", "a card": "A card", "dividing the pair": "Divide"}[best]
                assert primary[0].label.startswith(want) and primary[0].label.endswith("(advised)"), (advice, primary)
                checked += 1
            t.act(primary[0].action)
    assert checked > 5


@pytest.mark.law("hoffmann-french-vingt-un:p2")
def test_french_vingt_un_pauses_between_its_eight_rounds():
    """French Vingt-Un at the table as the other books: each of the eight rounds, once settled, stays on
    the table (the dealer's hand, the payments under their paragraphs) until the reader deals the next."""
    t = VingtUnPanel(5, "french")
    seen = []
    steps = 0
    while not t.over:
        steps += 1
        assert steps < 3000
        if t.round_over:
            v = t.view()
            seen.append(v.round_no)
            box = t.settlement_html()
            assert f"Round {v.round_no + 1} is over" in box and "The dealer (" in box
            assert "The cards stay on the table until you deal the next round." in box
            assert "the round is over" in t.status_text()
            label = "End the sitting" if len(seen) == 8 else "Deal the next round"
            assert [b.label for b in t.buttons()] == [label] and t.buttons()[0].primary
            # the round's payments are this round's only, each naming its paragraph
            pays = re.findall(r'<p class="lt-settlement">.*?</p>', box)
            assert all("lt-law" in p for p in pays)
            assert t.act(t.buttons()[0].action)
            # the next round is dealt (a round of pure chance, the Clock or Differences, may be over at once:
            # then it is its own outcome that waits)
            assert t.over or t.view().round_no == v.round_no + 1
            assert t.over or f"Round {v.round_no + 1} is over" not in t.settlement_html()
            continue
        buttons = t.buttons()
        assert buttons, t.status_text()
        primary = [b for b in buttons if b.primary] or buttons
        t.act(primary[0].action)
    assert seen == list(range(8))     # every round waited for the reader, in turn
    t.game.check_invariants()
