"""The rule set of the Solo Whist variants as Hoffmann gives them ({156}), with its declared readings.

Hoffmann's pages in this edition hold only the two varieties of Solo Whist: for five
(:data:`P2`: "the person chosen being he who sits to the dealer's right", who "neither pays
nor receives on that round") and for three (:data:`P3`: "no proposal and acceptance, the solo
being the lowest call"; the pack without the twos, threes and fours and "the fortieth card as
trump, but not regarding that card as belonging to any individual", or "three suits only").
The game the variants vary -- its calls, how they are paid, the deal, the play -- is
described in Hoffmann's chapter on the pages before these, **outside this edition**.  To play
the variants the edition needs that game; where it follows it, the rule set says so
(:data:`OUTSIDE`), and the readings that rest on it say "from outside these pages" in their
explanation, which the site and ``laws.json`` print under the law they serve.

>>> from games.solo.rules import HOFFMANN_SOLO
>>> HOFFMANN_SOLO.three_hand_pack, HOFFMANN_SOLO.stakes
('forty', 'six-twelve-eighteen')
>>> HOFFMANN_SOLO.stake("misère"), HOFFMANN_SOLO.stake("abundance declared")
(12, 36)
"""

from __future__ import annotations

from dataclasses import dataclass

from games.cards import ACE_HIGH, Rank, Suit
from games.citations import convention, quote
from games.core.options import BookRules, reading_among, register_rules
from games.errors import RuleSetError

__all__ = ["SoloRules", "HOFFMANN_SOLO", "P2", "P3", "CODE", "CALLS", "RANK", "ORDER", "OUTSIDE", "TARGET", "STAKES",
           "call_rank", "VARIETIES", "STAND_OUT", "STANDS_OUT_UNPAID", "NEITHER_PAYS", "NO_PROPOSAL", "FORTY",
           "NOBODYS", "THREE_SUITS",
           "TRICKS_OF_THREE", "SOLO_DEAL", "SOLO_CALLS", "SOLO_PLAY", "SOLO_STAKES", "THREE_SUITS_TRUMP", "JUDGEMENT"]

#: The code of the variants' laws.
CODE = "hoffmann-solo-whist"
#: Solo Whist for five: the player on the dealer's right stands out and neither pays nor receives.
P2 = "hoffmann-solo-whist:p2"
#: Solo Whist for three: no proposal and acceptance; the forty-card pack and its fortieth card turned up
#: for trump and nobody's, or three suits only; tricks of three cards.
P3 = "hoffmann-solo-whist:p3"

# -- the words each rule rests on (one quotation per thing the code applies) --------------------------------
#: The two varieties, and no other.
VARIETIES = quote("hoffmann-solo-whist:p1", "Solo Whist for five players, and Solo Whist for three players")
#: At five, the player on the dealer's right stands out (the first quotation of ¶ p2: its principal one).
STAND_OUT = quote(P2, "one man stands out every round, the person chosen being he who sits to the dealer's right")
#: He stands out, and neither pays nor receives (the paragraph's two rules at once).
STANDS_OUT_UNPAID = quote(P2, "one man stands out every round, the person chosen being he who sits to the dealer's "
                              "right. The person standing out neither pays nor receives on that round.")
#: ... and neither pays nor receives.
NEITHER_PAYS = quote(P2, "The person standing out neither pays nor receives on that round.")
#: At three, no proposal and acceptance; the solo the lowest call.
NO_PROPOSAL = quote(P3, "There is in this no proposal and acceptance, the solo being the lowest call.")
#: The forty-card pack and its fortieth card turned up.
FORTY = quote(P3, "to throw out the twos, threes, and fours from the various suits, and to turn up the fortieth "
                  "card as trump")
#: The fortieth card is nobody's.
NOBODYS = quote(P3, "not regarding that card as belonging to any individual")
#: Three suits only.
THREE_SUITS = quote(P3, "The other plan is to play with three suits only, leaving the fourth suit out altogether.")
#: Tricks of three cards.
TRICKS_OF_THREE = quote(P3, "The tricks, of course, consist of three cards each.")

# -- what these pages do not say: the game they vary, from Hoffmann's chapter outside them -----------------
_OUT = ("described in Hoffmann's chapter on Solo Whist on the pages before this edition, outside it: the code "
        "follows that description and says so (games.solo.rules.OUTSIDE)")
#: The deal (three at a time, then one each; the deal passing to the left; at five the dealer's last card turned up).
SOLO_DEAL = convention(
    "solo-deal", "the edition's deal of Solo Whist, from outside these pages",
    "The deal of Solo Whist (three cards at a time until as many remain as there are players, then one each; the "
    "dealer's last card turned up for trump; the deal passing to the left) is " + _OUT + ".", (CODE,))
#: The calls, their order, who calls first and the cards thrown up.
SOLO_CALLS = convention(
    "solo-calls", "the edition's calls of Solo Whist, from outside these pages",
    "The calls of Solo Whist (proposal and acceptance, solo, misère, abundance, abundance declared, in that order; "
    "each in turn passing or overcalling; the cards thrown up when all pass; who leads) are " + _OUT + ".", (CODE,))
#: Following suit and the trick.
SOLO_PLAY = convention(
    "solo-play", "the edition's play of Solo Whist, as at Whist, from outside these pages",
    "Each player follows suit if he can, and the trick goes to the highest trump, else the highest card of the suit "
    "led: Solo Whist's play, as at Whist, " + _OUT + "; its laws of the revoke are outside these pages too, and the "
    "code refuses a card that does not follow suit instead of ruling on it.", (CODE,))
#: The payments.
SOLO_STAKES = convention(
    "solo-stakes", "the edition's payments of Solo Whist, from outside these pages",
    "How the calls are paid (the scale Hoffmann calls \"six, twelve, and eighteen\", and the over- and "
    "under-tricks: the rule set's reading `stakes`) is " + _OUT + ".", (CODE,))
#: The trump with three suits only, on which ¶ p3 is silent.
THREE_SUITS_TRUMP = convention(
    "solo-three-suits-trump", "the edition's reading: with three suits only the paragraph turns up no card",
    "With three suits only the thirty-nine cards are all dealt and ¶ p3 does not say how the trump is fixed: the "
    "edition turns up the dealer's last card, which is his, as in the game for four, or turns up none (the rule "
    "set's reading `three_suits_trump`).", (CODE,))
#: The computer player's judgement.
JUDGEMENT = convention(
    "solo-judgement", "the edition's judgement, not in these pages",
    "Hoffmann's paragraphs here give no advice on playing: which call a hand is worth and which card to play is "
    "the edition's judgement (aces, guarded kings and long trumps take tricks).", (CODE,))

#: What the edition takes from outside its pages to play the variants (the module docstrings, the
#: editorial notes beside the laws and the readings' explanations say the same).
OUTSIDE = ("the calls of Solo Whist and their order (proposal and acceptance, solo, misère, abundance, abundance "
           "declared), who calls first and who leads, and how the calls are paid, are described in Hoffmann's "
           "chapter on the pages before this edition, outside it")

#: The calls, from the lowest; "acceptance" completes a proposal and ranks with it.
CALLS = ("proposal", "acceptance", "solo", "misère", "abundance", "abundance declared")
#: The rank of each call (a call must be higher than the call it overcalls).
RANK = {"proposal": 1, "acceptance": 1, "solo": 2, "misère": 3, "abundance": 4, "abundance declared": 5}
#: The tricks the caller's side undertakes to make (misère: none at all).
TARGET = {"proposal": 8, "solo": 5, "misère": 0, "abundance": 9, "abundance declared": 13}
#: The order of the cards, from the lowest (ace high, as at Whist).
ORDER: tuple[Rank, ...] = ACE_HIGH

#: The stake of each call (Hoffmann's "six, twelve, and eighteen", from outside these pages; the abundance
#: declared's 36 is the edition's figure); both readings of ``stakes`` pay them, and differ on the odd tricks.
STAKES = {"proposal": 6, "solo": 6, "misère": 12, "abundance": 18, "abundance declared": 36}


def call_rank(call: str) -> int:
    """The rank of a call (1 the lowest), refused for a word that is no call."""
    if not isinstance(call, str) or call not in RANK:
        raise RuleSetError(f"{call!r} is not a call of Solo Whist: one of {', '.join(CALLS)}", SOLO_CALLS)
    return RANK[call]


@dataclass(frozen=True)
class SoloRules(BookRules):
    """The Solo Whist variants under Hoffmann's pages: the declared readings of ¶ p2 and ¶ p3, and of
    the game they vary, which is described outside these pages."""

    name: str = "HOFFMANN-SOLO"
    code: str = CODE
    title: str = "Hoyle's Games Modernized: Solo Whist for five and for three"

    three_hand_pack: str = reading_among(
        P3, "The pack for three",
        {"forty": "\"the best being to throw out the twos, threes, and fours from the various suits, and to turn "
                  "up the fortieth card as trump, but not regarding that card as belonging to any individual\" "
                  "(\"the more scientific game\"): forty cards, thirteen to each, the fortieth turned up",
         "three-suits": "\"to play with three suits only, leaving the fourth suit out altogether\": thirty-nine "
                        "cards, thirteen to each"})
    leave_out: str = reading_among(
        P3, "The suit left out (three suits only)",
        {"C": "clubs left out (the text does not say which suit: the edition's choice)",
         "D": "diamonds left out", "H": "hearts left out", "S": "spades left out"})
    three_suits_trump: str = reading_among(
        P3, "The trump with three suits only",
        {"dealer-last-card": "the paragraph turns up a card only with the forty-card pack; with three suits "
                             "the dealer's last card is turned up for trump and is his, as in the game for four "
                             "(Hoffmann's description of it, from outside these pages)",
         "no-turn-up": "no card is turned up: a solo is played without trumps, and an abundance with the "
                       "trumps its caller names"})
    stakes: str = reading_among(
        (P2, P3), "How the calls are paid (from outside these pages)",
        {"six-twelve-eighteen": "from outside these pages: the scale Hoffmann's chapter calls \"six, twelve, "
                                "and eighteen\": a proposal and a solo 6, a misère 12, an abundance 18 (an "
                                "abundance declared 36, the edition's figure: the scale stops at abundance); "
                                "1 more for each trick over the number called, or under it, at a proposal, a "
                                "solo and an abundance, the over-tricks double when the partners make all "
                                "thirteen; each adversary pays the caller, or is paid by him",
         "flat": "from outside these pages: the same stakes with nothing for over- or under-tricks"})

    def check(self) -> None:
        if not self.title.strip():
            raise RuleSetError(f"a rule set's title is text, not {self.title!r}", P3)

    @property
    def left_out(self) -> Suit:
        """The suit left out when three suits only are played."""
        return Suit(self.leave_out)

    def stake(self, call: str) -> int:
        """The stake of a call (an acceptance is paid as the proposal it completes)."""
        call_rank(call)
        return STAKES["proposal" if call == "acceptance" else call]

    @property
    def odd_tricks_paid(self) -> bool:
        """Whether over- and under-tricks are paid."""
        return self.stakes != "flat"


#: The variants as Hoffmann's pages give them, every reading at its default.
HOFFMANN_SOLO = register_rules(SoloRules(), "solo-whist", "hoffmann-solo")
