"""The referee (games.poker.referee): rulings on every irregularity Peel's laws name."""

from __future__ import annotations

import dataclasses
import os
import re

import pytest

from games.errors import IllegalActionError
from games.laws import LAW_ID
from games.poker import referee as R
from games.poker import DealCard, FaceUpInPack, Phase, PokerRemedy
from games.poker.scenarios import arranged_game

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PEEL_PAGE = os.path.join(ROOT, "source", "peel", "poker.md")


def peel_law_ids() -> set[str]:
    """The law ids of the Peel poker page if it exists; else the numbers 1-81 of the seed."""
    if os.path.exists(PEEL_PAGE):
        text = open(PEEL_PAGE, encoding="utf-8").read()
        ids = set(re.findall(r"\{law\}\s+(peel-poker:[0-9a-z.]+)", text))
        if ids:
            return ids
    seed = [f for f in os.listdir(os.path.join(ROOT, "tests", "seeds")) if f.startswith("000_")][0]
    text = open(os.path.join(ROOT, "tests", "seeds", seed), encoding="utf-8").read()
    return {f"peel-poker:{n}" for n in re.findall(r"^(\d+)\. ", text, re.M) if 1 <= int(n) <= 81}


def variants(kind):
    """The irregularity with its default facts, and with each yes/no fact turned over."""
    yield kind()
    for f in dataclasses.fields(kind):
        if isinstance(f.default, bool):
            yield kind(**{f.name: not f.default})
    if kind in (R.FalseOpener, R.GameNotOpened):
        yield from (kind(jackpot_level=n) for n in (1, 2, 3, 4))
    if kind is R.WrongNumberDemanded:
        yield kind(dealer_gave="discarded")
    if kind is R.Dispute:
        yield kind(disputants=frozenset({0, 2}))
    if kind is R.HandsDisputed:
        for pair in (
            ("2H 3H 4H 5H 6H", "3S 4S 5S 6S 7S"),
            ("KS KH KD KC 2S", "QS QH QD QC AS"),
            ("KS KH KD 2C 2S", "QS QH QD AC AS"),
            ("KH 9H 7H 5H 3H", "KS 9S 7S 5S 3S"),
            ("KS KH KD 2C 3S", "QS QH QD AC 4S"),
            ("KS KH 3D 3C 2S", "KD KC 3S 3H 4S"),
            ("KS KH 3D 4C 2S", "KD KC 3S 4H 5S"),
            ("KS JH 3D 4C 2S", "KD 10C 3S 4H 5S"),
            ("KS KH 2D 2C 5S", "AS AH AD 4C 5H"),
        ):
            yield kind(hands=pair)


ALL_IDS = peel_law_ids()


@pytest.mark.law("peel-poker:77")
@pytest.mark.parametrize("entry", R.IRREGULARITIES, ids=lambda e: e.kind.__name__)
def test_law_77_every_irregularity_gets_a_ruling_citing_existing_laws(entry):
    assert entry.description and entry.example and entry.name
    for irr in variants(entry.kind):
        r = R.rule(None, irr)
        assert r.decision and r.remedy and r.laws
        for law_id in r.laws:
            assert LAW_ID.match(law_id)
            code, num = law_id.split(":")
            assert code == "peel-poker" and 1 <= int(num) <= 81
            assert law_id in ALL_IDS, law_id


def test_catalogue_covers_every_law_of_the_81():
    cited = set()
    for e in R.IRREGULARITIES:
        for irr in variants(e.kind):
            cited |= set(R.rule(None, irr).laws)
    assert {f"peel-poker:{n}" for n in range(1, 82)} <= cited


@pytest.mark.law("peel-poker:8", "peel-poker:9")
def test_law_8_9_rulings_turn_on_whether_the_deal_was_finished():
    assert R.rule(None, R.DealtWithoutCut(True)).remedy is PokerRemedy.MISDEAL
    r = R.rule(None, R.DealtWithoutCut(False))
    assert r.remedy is PokerRemedy.DEAL_STANDS and r.laws == ("peel-poker:9",)


@pytest.mark.law("peel-poker:10")
def test_law_10_referee_agrees_with_engine_card_face_up_in_pack():
    g = arranged_game(["Ann", "Bob", "Cy", "Di"], ["2S 2H 5C 9D KS", "JS JH 4C 8D QS", "3S 3H 6C 10D AS", "7S 7H 7C 10C 10S"], deal=False)
    g.do(DealCard())
    r = R.rule(g, R.CardFaceUpInPack(before_deal_finished=False))  # the game knows better
    assert r.remedy is PokerRemedy.MISDEAL and r.laws == ("peel-poker:10",)
    ev = g.do(FaceUpInPack(2))
    assert any(e.kind == "misdeal" and e.laws == r.laws for e in ev)
    assert g.phase is Phase.SHUFFLE


@pytest.mark.law("peel-poker:12", "peel-poker:13", "peel-poker:14", "peel-poker:16")
def test_law_12_13_14_16_wrong_number_dealt():
    assert R.rule(None, R.WrongNumberDealt(True)).remedy is PokerRemedy.MISDEAL
    r = R.rule(None, R.WrongNumberDealt(False))
    assert r.remedy is PokerRemedy.FOUL_HAND and r.laws == ("peel-poker:13", "peel-poker:14")
    r = R.rule(None, R.WrongNumberDealt(False, someone_spoke_to_dealer=True))
    assert "peel-poker:16" in r.laws and "not the dealer" in r.decision


@pytest.mark.law("peel-poker:46", "peel-poker:79")
def test_law_46_evidence_order_and_no_evidence():
    # dealer 0, four players: the person at the dealer's left (1) first
    assert R.evidence_order(0, 2, 4) == [1, 3]
    assert R.evidence_order(0, 1, 4) == [3, 2]  # the disputant is at the dealer's left
    assert R.evidence_order(0, 3, 6) == [1, 5, 4, 2]
    r = R.rule(None, R.DemandDisputed(disputant=2, dealer=0, players=4, witnesses=frozenset({3})))
    assert r.decided_by == 3
    r = R.rule(None, R.DemandDisputed(disputant=2, witnesses=frozenset()))
    assert r.remedy is PokerRemedy.PROPER_NUMBER and r.laws == ("peel-poker:46",)


@pytest.mark.law("peel-poker:77")
def test_law_77_the_dealer_decides_every_dispute_he_is_not_party_to():
    for dealer in range(4):
        others = [s for s in range(4) if s != dealer]
        for a in others:
            for b in others:
                if a != b:
                    assert R.who_decides(dealer, {a, b}, 4) == dealer
    r = R.rule(None, R.Dispute(disputants=frozenset({2, 3}), dealer=1, players=4))
    assert r.decided_by == 1 and r.laws[0] == "peel-poker:77" and "peel-poker:78" not in r.laws


@pytest.mark.law("peel-poker:77", "peel-poker:78")
def test_law_77_78_who_decides_a_dispute():
    assert R.who_decides(0, {1, 2}, 4) == 0
    assert R.who_decides(0, {0, 2}, 4) == 1  # the dealer disputes: the person at his left
    assert R.who_decides(0, {0, 1}, 4) == 3  # and if he disputes too: the person at his right
    with pytest.raises(IllegalActionError) as e:
        R.who_decides(0, {0, 1, 3}, 4)
    assert e.value.law == "peel-poker:78"
    r = R.rule(None, R.Dispute(disputants=frozenset({0, 2}), dealer=0, players=4))
    assert r.decided_by == 1 and "peel-poker:78" in r.laws


@pytest.mark.law("peel-poker:65", "peel-poker:70", "peel-poker:71")
def test_law_71_referee_rules_ace_only_begins_a_sequence():
    r = R.rule(None, R.HandsDisputed(("AS 2H 3D 4C 5S", "9H 10H JC QD KS")))
    assert r.remedy is PokerRemedy.BEST_HAND and r.decision.startswith("Hand 2")
    assert "peel-poker:71" in r.laws
    r = R.rule(None, R.HandsDisputed(("KS KH 2D 2C 5S", "AS AH AD 4C 5H")))
    assert r.laws == ("peel-poker:65",) and r.decision.startswith("Hand 2")


@pytest.mark.law("peel-poker:76")
def test_law_76_referee_shares_the_pool():
    r = R.rule(None, R.TiedHands(sharers=2, pool=9))
    assert "4 each" in r.decision and r.remedy is PokerRemedy.SHARE
    r = R.rule(None, R.HandsDisputed(("KS 9H 7D 5C 3S", "KH 9S 7C 5D 3H")))
    assert r.remedy is PokerRemedy.SHARE and "peel-poker:76" in r.laws


@pytest.mark.law("peel-poker:60", "peel-poker:62")
def test_law_62_referee_borrowed_to_raise():
    assert R.rule(None, R.ShortOfFunds(borrowed_to_raise=True)).remedy is PokerRemedy.BORROW_TO_CALL
    assert R.rule(None, R.ShortOfFunds()).remedy is PokerRemedy.SHOW_FOR_SUM


def test_unknown_irregularity_is_refused():
    with pytest.raises(IllegalActionError):
        R.rule(None, object())


@pytest.mark.law("peel-poker:1")
def test_law_1_a_pack_of_fifty_two_is_no_irregularity():
    from games.poker.referee import WrongPack, rule

    assert rule(None, WrongPack(cards=52)).remedy is PokerRemedy.NO_EFFECT
    assert rule(None, WrongPack(cards=51)).remedy is PokerRemedy.REFUSED


# -- the referee on the shared core (games.core.referee) ---------------------------------


def test_every_ruling_is_registered_and_tagged_with_the_laws_it_cites():
    """The coverage pages credit the referee: each ruling function is registered with the
    code's Referee and tagged @implements with every law any of its rulings cites (but a law
    declared not executable, such as law 5, which a ruling cites without carrying it out)."""
    from games.core.referee import Referee
    from games.laws import IMPLEMENTATIONS, NOT_EXECUTABLE

    assert isinstance(R.REFEREE, Referee) and R.REFEREE.code == "peel-poker"
    assert len(R.REFEREE) == len(R.IRREGULARITIES) == 56
    for entry in R.IRREGULARITIES:
        fn = R.REFEREE.ruling_for(entry.kind)
        tagged = set(fn.__laws__)
        for irr in variants(entry.kind):
            cited = set(R.rule(None, irr).laws) - set(NOT_EXECUTABLE)
            assert cited <= tagged, (entry.name, R.rule(None, irr).laws, tagged)
        for law_id in tagged:
            assert f"{fn.__module__}.{fn.__qualname__}" in IMPLEMENTATIONS[law_id]
    assert sum(1 for e in R.IRREGULARITIES if R.REFEREE.ruling_for(e.kind).__laws__) == 56


@pytest.mark.law("peel-poker:65", "peel-poker:76", "peel-poker:46", "peel-poker:77")
@pytest.mark.parametrize(
    "make, law",
    [
        (lambda: R.HandsDisputed(hands=()), "peel-poker:65"),
        (lambda: R.HandsDisputed(hands=("AS 2H 3D 4C 5S",)), "peel-poker:65"),
        (lambda: R.TiedHands(sharers=0), "peel-poker:76"),
        (lambda: R.TiedHands(sharers=1), "peel-poker:76"),
        (lambda: R.TiedHands(pool=-3), "peel-poker:76"),
        (lambda: R.DemandDisputed(disputant=0, dealer=0), "peel-poker:46"),
        (lambda: R.DemandDisputed(disputant=4, dealer=0, players=4), "peel-poker:46"),
        (lambda: R.DemandDisputed(witnesses=frozenset({9})), "peel-poker:46"),
        (lambda: R.Dispute(disputants=frozenset()), "peel-poker:77"),
        (lambda: R.Dispute(disputants=frozenset({1, 7})), "peel-poker:77"),
        (lambda: R.AnteTooLarge(ante=0), "peel-poker:19"),
        (lambda: R.WrongNumberDemanded(dealer_gave="some"), "peel-poker:44"),
        (lambda: R.GameNotOpened(jackpot_level=-1), "peel-poker:31"),
        (lambda: R.DealtWithoutCut(pointed_out_before_deal_finished="yes"), None),
        (lambda: R.AnteTooLarge(ante="6"), None),
    ],
)
def test_defect_8_bad_facts_get_the_librarys_error(make, law):
    with pytest.raises(IllegalActionError) as e:
        make()
    assert e.value.law == law


@pytest.mark.law("peel-poker:1")
def test_one_card_in_two_hands_is_refused():
    with pytest.raises(IllegalActionError) as e:
        R.rule(None, R.HandsDisputed(("AS 2H 3D 4C 5S", "AS 10H JC QD KS")))
    assert e.value.law == "peel-poker:1" and "ace of spades" in e.value.message.lower()


@pytest.mark.law("peel-poker:71")
@pytest.mark.parametrize("barred", ["10S JH QD KC AS", "JS QH KD AC 2S", "KS AH 2D 3C 4S"])
def test_defect_2_law_71_is_cited_where_it_is_why_a_hand_is_no_sequence(barred):
    r = R.rule(None, R.HandsDisputed((barred, "9H 9D 5C 4C 3S")))
    assert "peel-poker:71" in r.laws and "Rule 71" in r.decision
    assert r.decision.startswith("Hand 2")  # a pair beats no pair
    # a plain no-pair hand does not cite law 71
    r = R.rule(None, R.HandsDisputed(("10S JH QD KC 8S", "9H 9D 5C 4C 3S")))
    assert r.laws == ("peel-poker:65",)
    # with the footnote's reading 10-J-Q-K-A is a sequence, still by law 71
    from games.poker import hands as H

    value = H.evaluate("10S JH QD KC AS", H.PeelRules(ace_in_sequence="begin-or-end"))
    assert value.rank == H.SEQUENCE and not R.ace_barred(value)


@pytest.mark.law("foster-poker:p7")
def test_defect_1_under_foster_the_hand_rulings_cite_fosters_paragraph_not_peels_laws():
    from games.poker import FOSTER_RULES

    g = arranged_game(["Ann", "Bob", "Cy"], ["2S 2H 5C 9D KS", "JS JH 4C 8D QS", "3S 3H 6C 10D AS"],
                      rules=FOSTER_RULES, deal=False)
    for game, irr in (
        (g, R.HandsDisputed(("10S JH QD KC AS", "9H 10H JC QS KD"))),  # ace-high straight beats king-high
        (None, R.HandsDisputed(("10S JH QD KC AS", "9H 10H JC QS KD"), rules="foster")),
    ):
        r = R.rule(game, irr)
        assert r.laws == ("foster-poker:p7",) and r.decision.startswith("Hand 1") and "straight" in r.decision
    # two heart flushes: Peel's law 69 would put hearts first; Foster's suits do not rank
    r = R.rule(g, R.HandsDisputed(("KH 9H 7H 5H 3H", "AS 9S 7S 5S 2S")))
    assert r.laws == ("foster-poker:p7",) and r.decision.startswith("Hand 2")
    r = R.rule(None, R.HandsDisputed(("KH 9H 7H 5H 3H", "AS 9S 7S 5S 2S")))
    assert r.laws == ("peel-poker:69",) and r.decision.startswith("Hand 1")
    # K-A-2-3-4 is no straight under Foster either, and the ruling says why, citing p7
    r = R.rule(g, R.HandsDisputed(("KS AH 2D 3C 4S", "9H 9D 5C 4C 3S")))
    assert r.laws == ("foster-poker:p7",) and "never between" in r.decision
    # equal straights: Foster's text is silent on dividing the pool, and the ruling says so
    r = R.rule(g, R.HandsDisputed(("10S JH QD KC AS", "10H JS QC KD AD")))
    assert r.remedy is PokerRemedy.SHARE and r.laws == ("foster-poker:p7",)  # never Peel's law 76 under Foster
    assert "Foster's text in this edition is silent" in r.decision


@pytest.mark.law("peel-poker:10", "peel-poker:40")
def test_card_face_up_in_the_draw_is_ruled_by_a_stated_reading_of_law_40():
    r = R.rule(None, R.CardFaceUpInPack(before_deal_finished=False))
    assert r.remedy is PokerRemedy.RETURN_TO_PACK and r.laws == ("peel-poker:10", "peel-poker:40")
    assert "reading" in r.decision and "analogy with Rule 40" in r.decision


@pytest.mark.law("peel-poker:76")
def test_law_76_odd_chips_follow_the_games_reading():
    from dataclasses import replace

    from games.poker import PEEL_RULES

    g = arranged_game(["Ann", "Bob", "Cy"], ["2S 2H 5C 9D KS", "JS JH 4C 8D QS", "3S 3H 6C 10D AS"],
                      rules=replace(PEEL_RULES, odd_chip="carry"), deal=False)
    r = R.rule(g, R.TiedHands(sharers=2, pool=9))
    assert "4 each" in r.decision and "stay in the pool" in r.decision
    assert "dealer's left" in R.rule(None, R.TiedHands(sharers=2, pool=9)).decision


@pytest.mark.law("peel-poker:65", "peel-poker:77")
def test_a_dispute_needs_two_parties_and_hands_written_as_cards():
    """Issue 14: the referee ruled on a dispute with a single disputant, and ``HandsDisputed(hands=(None,
    None))`` raised a TypeError; both are the library's error naming the law."""
    with pytest.raises(IllegalActionError) as e:
        R.Dispute(disputants=frozenset({1}))
    assert e.value.law == "peel-poker:77"
    with pytest.raises(IllegalActionError) as e:
        R.HandsDisputed(hands=(None, None))
    assert e.value.law == "peel-poker:65"
    assert R.rule(None, R.Dispute(disputants=frozenset({0, 1}))).laws
