"""Foster's referee: what Foster's Draw Poker decides, and no more.

Each book rules its own games (:func:`games.core.referee.referee_for`).
Foster's text in this edition (``foster-poker:p1``-``p12``) gives the
cards (p7), the counters (p8), the number of players (p9), the cutting for
the table and the seats (p10-p11) and the ties in cutting (p12), and breaks
off there: his laws of the deal, the draw and the betting are outside the
edition's pages.  So :data:`FOSTER_REFEREE` rules only on what those
paragraphs decide -- a pack other than Foster's, a tie in the cut, which of
the hands shown is best (p7) -- and a
Foster game refuses every other irregularity, saying that Foster's text is
silent on it (never citing a law of Peel's):

>>> from games.poker.rulings.foster import FOSTER_REFEREE
>>> from games.poker.rulings.deal import WrongPack, CardFaceUpInPack
>>> FOSTER_REFEREE.rule(None, WrongPack(cards=60)).laws
('foster-poker:p7',)
>>> FOSTER_REFEREE.knows(CardFaceUpInPack())
False
"""

from __future__ import annotations

from dataclasses import replace

from games.core.referee import Ruling
from games.errors import RuleSetError, check_text
from games.laws import implements
from games.poker import law_words as W
from games.poker.rulings import PokerRemedy, _PokerReferee
from games.poker.rulings.deal import TieForDeal, WrongPack
from games.poker.rulings.show import FOSTER_CARDS, HandsDisputed, rule_hands_disputed

__all__ = ["FOSTER_REFEREE", "SILENT", "silence"]

#: The rulings of Foster's Draw Poker (the paragraphs of this edition).
FOSTER_REFEREE = _PokerReferee("foster-poker")

#: For each code whose text in this edition stops short of its laws on irregularities, the paragraph
#: a refusal cites when that text is silent: Foster's p6 announces "a brief code of poker laws ...
#: amply sufficient to cover all irregularities", and that code lies outside the edition's pages.
SILENT = {"foster-poker": "foster-poker:p6"}


def silence(code: str, what: str) -> tuple[str, str]:
    """``(words, law)`` of a refusal: the text of ``code`` is silent on ``what``."""
    check_text(code, "the code of a book's laws", error=RuleSetError)
    check_text(what, "what a book is silent on", error=RuleSetError)
    book = {"foster-poker": "Foster"}.get(code, code)
    return (f"{book}'s text is silent on {what}: his code of laws (p6) lies outside this edition's pages, and "
            "no law of another book is applied", SILENT.get(code, f"{code}:p1"))


@FOSTER_REFEREE.rules(WrongPack, example="The host brings a piquet pack of thirty-two cards.")
@implements("foster-poker:p7")
def rule_wrong_pack_foster(g, i: WrongPack) -> Ruling:
    if i.cards == 52:
        return Ruling("Poker is played with a full pack of fifty-two cards: there is no irregularity.",
                      ("foster-poker:p7",), PokerRemedy.NO_EFFECT)
    if i.cards == 60:
        return Ruling("In some localities a special pack of sixty cards is used (elevens and twelves in each suit): "
                      "it may be agreed.", (W.SIXTY_PACK,), PokerRemedy.NO_EFFECT)
    return Ruling(f"Poker is played with a full pack of fifty-two cards (or, in some localities, sixty), not {i.cards}.",
                  ("foster-poker:p7",), PokerRemedy.REFUSED)


@FOSTER_REFEREE.rules(TieForDeal, example="Ann and Bob both cut a two for the seats; Cy cut a five.")
@implements("foster-poker:p11", "foster-poker:p12")
def rule_tie_in_the_cut_foster(g, i: TieForDeal) -> Ruling:
    if i.lowest:
        return Ruling("Those tying must cut again; the new cut decides nothing but the tie: the lower of them has the "
                      "choice of seats and deals first.", (W.TIES, "foster-poker:p11"),
                      PokerRemedy.DRAW_AGAIN)
    return Ruling("The new cut decides nothing but the tie: the original low cannot be deprived of that right.",
                  (W.TIE_ONLY,), PokerRemedy.NO_EFFECT)


@FOSTER_REFEREE.rules(HandsDisputed, example="A-2-3-4-5 against 9-10-J-Q-K: which straight is higher?")
@implements(FOSTER_CARDS)
def rule_hands_disputed_foster(g, i: HandsDisputed) -> Ruling:
    """The best of the hands shown by Foster's paragraph on the cards (p7: the ace highest or
    lowest at the holder's wish); his text in this edition is silent on identical hands, and the
    ruling says so rather than cite Peel."""
    if g is None and not i.rules:
        i = replace(i, rules="foster")
    return rule_hands_disputed(g, i)
