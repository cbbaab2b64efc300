"""Foster's referee: what Foster's Draw Poker decides, and no more.

Each book rules its own games (:func:`games.core.referee.referee_for`).
Foster's text in this edition (``foster-poker:p1``-``p12``) gives the
cards (p7), the counters (p8), the number of players (p9), the cutting for
the table and the seats (p10-p11) and the ties in cutting (p12), and breaks
off there: his laws of the deal, the draw and the betting are outside the
edition's pages.  So :data:`FOSTER_REFEREE` rules only on what those
paragraphs decide -- a pack other than Foster's, a tie in the cut -- and a
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

from games.core.referee import Referee, Ruling
from games.laws import implements
from games.poker.rulings import PokerRemedy
from games.poker.rulings.deal import TieForDeal, WrongPack

__all__ = ["FOSTER_REFEREE"]

#: The rulings of Foster's Draw Poker (the paragraphs of this edition).
FOSTER_REFEREE = Referee("foster-poker")


@FOSTER_REFEREE.rules(WrongPack, example="The host brings a piquet pack of thirty-two cards.")
@implements("foster-poker:p7")
def rule_wrong_pack_foster(g, i: WrongPack) -> Ruling:
    if i.cards == 52:
        return Ruling("Poker is played with a full pack of fifty-two cards: there is no irregularity.",
                      ("foster-poker:p7",), PokerRemedy.NO_EFFECT)
    if i.cards == 60:
        return Ruling("In some localities a special pack of sixty cards is used (elevens and twelves in each suit): "
                      "it may be agreed.", ("foster-poker:p7",), PokerRemedy.NO_EFFECT)
    return Ruling(f"Poker is played with a full pack of fifty-two cards (or, in some localities, sixty), not {i.cards}.",
                  ("foster-poker:p7",), PokerRemedy.REFUSED)


@FOSTER_REFEREE.rules(TieForDeal, example="Ann and Bob both cut a two for the seats; Cy cut a five.")
@implements("foster-poker:p11", "foster-poker:p12")
def rule_tie_in_the_cut_foster(g, i: TieForDeal) -> Ruling:
    if i.lowest:
        return Ruling("Those tying must cut again; the new cut decides nothing but the tie: the lower of them has the "
                      "choice of seats and deals first.", ("foster-poker:p12", "foster-poker:p11"),
                      PokerRemedy.DRAW_AGAIN)
    return Ruling("The new cut decides nothing but the tie: the original low cannot be deprived of his right.",
                  ("foster-poker:p12",), PokerRemedy.NO_EFFECT)
