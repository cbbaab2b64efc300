"""The two referees of Whist: each rules under its own code and never under the other's.

:data:`~games.whist.referee.HOFFMANN_REFEREE` (``hoffmann-whist``) rules on the deal (laws 17-42); where his pages are silent
-- the revoke -- the ruling says so and gives no penalty.  :data:`~games.whist.referee.FOSTER_REFEREE` (``foster-whist``) rules
on the deal from law 40, the trump card, cards liable to be called, leads and plays out of turn, the
revoke and the general rules.  The Referee panel calls the same functions (``state`` may be ``None``:
then the facts in the irregularity are all there is).

>>> from games.whist.referee import FOSTER_REFEREE, HOFFMANN_REFEREE
>>> from games.whist.records import Revoke, HoffmannRevoke
>>> [o.label for o in FOSTER_REFEREE.rule(None, Revoke(offender=1, trick=2, card="2C", led="H")).options]
['take three tricks from the revoking side', 'deduct three points from their score', 'add three to your own score']
>>> HOFFMANN_REFEREE.rule(None, HoffmannRevoke(offender=1, trick=2, card="2C", led="H")).remedy
<WhistRemedy.NO_RULE: 'the code is silent'>
"""

from __future__ import annotations

import functools

from games.cards import Card, Suit

from games.core.prose import cards_text
from games.core.referee import Irregularity, Referee, Ruling, RulingOption
from games.core.state import State
from games.errors import IllegalActionError
from games.laws import implements
from games.whist.quotations import FOSTER_DEAL_PASSES, q
from games.whist.rules import WhistRules
from games.whist.records import (
    CallDisobeyed, CardExposed, CardFaced, CardsTogether, CutFault, DealerInterrupted, DealOutOfTurn,
    ExposedInDealing, HandShort, HandShown, HoffmannRevoke, LeadOutOfTurn, Misdeal, OtherPackCard, PackImperfect,
    PlayOutOfTurn, Revoke, ShuffleFault, TrickAnnounced, TrumpForgotten, TrumpLookedAt, TrumpNamed, TrumpTakenEarly,
    WhistRemedy as R, WrongHand, LedAgain, DetachedNamed, CardOmitted, CardMixed, WrongCardShown,
)

__all__ = ["HOFFMANN_REFEREE", "FOSTER_REFEREE", "REFEREES", "adversaries"]

#: The rulings of Hoffmann's code (silent on the play: his excerpt stops at law 42).
HOFFMANN_REFEREE = Referee("hoffmann-whist")
#: The rulings of Foster's code.
FOSTER_REFEREE = Referee("foster-whist")
REFEREES = {"hoffmann-whist": HOFFMANN_REFEREE, "foster-whist": FOSTER_REFEREE}
H = "hoffmann-whist:"
F = "foster-whist:"


def _card(text: str) -> Card:
    return Card.parse(text)


def adversaries(seat: int) -> tuple[int, int]:
    """The two adversaries of ``seat`` (his left-hand one first)."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 3:
        raise IllegalActionError(f"a seat at Whist is a number from 0 to 3, not {seat!r}")
    return ((seat + 1) % 4, (seat + 3) % 4)


def _check(state: object, irr: object, cls: type, code: str) -> None:
    """A ruling is asked of an irregularity of its kind, in a game of Whist under this code or (on the Referee
    panel) in none; the facts name seats of the table."""
    rules = getattr(state, "rules", None)
    if state is not None and not (isinstance(state, State) and isinstance(rules, WhistRules) and rules.code == code):
        raise IllegalActionError(f"a ruling of {code} is given in a game of Whist under that code (or in none), "
                                 f"not in {state!r}")
    if not isinstance(irr, cls):
        raise IllegalActionError(f"this ruling is on {cls.__name__}, not on {irr!r}")
    assert isinstance(irr, Irregularity)
    for name in ("offender", "seat", "by", "rightful", "hand", "namer"):
        v = getattr(irr, name, None)
        if v is not None and not (isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 3):
            raise IllegalActionError(f"{cls.__name__}.{name} is a seat from 0 to 3, not {v!r}")


def _rules(referee: Referee, cls: type, description: str, example: object):
    """Register a ruling of ``referee`` on ``cls``; the function refuses a state or facts of another kind
    with the library's error before it rules."""
    def deco(fn):
        @functools.wraps(fn)
        def checked(state, irr):
            _check(state, irr, cls, referee.code)
            return fn(state, irr)
        return referee.rules(cls, description, example)(checked)
    return deco


def _adv(state, seat: int) -> tuple:
    """The seats who choose for the adversaries of ``seat`` (at Dummy, the player of Dummy's hand chooses for it)."""
    if state is None:
        return adversaries(seat)
    return tuple(dict.fromkeys(state.controller(h) for h in adversaries(seat)))


def _side(seat: int) -> tuple[int, int]:
    return (seat, (seat + 2) % 4)


def _name(state, seat: int) -> str:
    return state.name(seat) if state is not None else f"seat {seat}"


#: The pack imperfect, under either code.
_IMPERFECT = ("The pack is proved incorrect or imperfect: that hand is null and void and the dealer deals again; no "
              "past score, game or rubber is altered.")


def _new_deal_or_not(decision: str, laws: tuple, choosers: tuple, new=R.NEW_DEAL, stand=R.STANDS) -> Ruling:
    return Ruling(decision, laws, None, options=(RulingOption("a new deal", laws, new),
                                                 RulingOption("let the deal stand", laws, stand)), choosers=choosers)


# -- the deal, under each code -------------------------------------------------------------------------

@_rules(HOFFMANN_REFEREE, ShuffleFault, "A pack shuffled below the table or with a card's face seen", ShuffleFault())
@implements(H + "18", H + "24")
def h_shuffle_fault(state, irr: ShuffleFault) -> Ruling:
    if irr.dealer:
        laws = (q(H + "24", "reshuffle"),)
        return Ruling("A card was seen during the dealer's shuffling: he may be compelled to re-shuffle.",
                      laws, None, options=(RulingOption("compel him to re-shuffle", laws, R.RESHUFFLE),
                                           RulingOption("let the shuffle stand", laws, R.STANDS)),
                      choosers=_adv(state, irr.offender))
    return Ruling("The pack must neither be shuffled below the table, nor so that the face of any card be seen: "
                  "that shuffle does not count; the pack is shuffled again.", (H + "18",), R.RESHUFFLE)


def _deal_out_of_turn(code: str, law: str, partner_law: str, state, irr: DealOutOfTurn) -> Ruling:
    what = "with the adversary's cards" if irr.other_pack else "out of turn"
    laws = (law,) if (irr.offender - irr.rightful) % 4 != 2 else (law, partner_law)
    return Ruling(f"{_name(state, irr.offender)} deals {what}: he may be stopped before the trump card is turned up; "
                  "after that the game must proceed as if no mistake had been made.", laws, None,
                  options=(RulingOption("stop him: the right dealer deals", laws, R.RIGHT_DEALER),
                           RulingOption("let the deal proceed", laws, R.STANDS)),
                  choosers=_adv(state, irr.offender))


@_rules(HOFFMANN_REFEREE, DealOutOfTurn, "Dealing out of turn, or with the adversary's cards", DealOutOfTurn(offender=1))
@implements(H + "34", H + "35")
def h_deal_out_of_turn(state, irr: DealOutOfTurn) -> Ruling:
    return _deal_out_of_turn("hoffmann-whist", H + "34", H + "35", state, irr)


@_rules(FOSTER_REFEREE, DealOutOfTurn, "Dealing out of turn, or with the adversary's cards", DealOutOfTurn(offender=1))
@implements(F + "48", F + "49")
def f_deal_out_of_turn(state, irr: DealOutOfTurn) -> Ruling:
    return _deal_out_of_turn("foster-whist", F + "48", F + "49", state, irr)


def _misdeal(state, irr: Misdeal, p: str, case_law: str, loses: tuple, touched_law: str, interrupt_law: str,
             partner_law: str, hoffmann: bool) -> Ruling:
    who = _name(state, irr.offender)
    if irr.case == "vi" and irr.rectified:
        return Ruling(f"{who} rectified the error by altering the position of one card before dealing a third: it is "
                      "no misdeal; the deal stands.", (q(case_law, "rectified"),), R.STANDS)
    if irr.case == "vii" and irr.adversaries_touched_first:
        return Ruling("The pack was not cut, but the adversaries looked at their cards before discovering it: it is "
                      "no misdeal; the deal stands.", (q(case_law, "too late"),), R.STANDS)
    if hoffmann and irr.case == "iv" and irr.by_adversary:
        return Ruling("The excess arose through the act of an adversary: there must be a fresh deal, by the same "
                      "dealer.", (q(case_law, "by an adversary"),), R.NEW_DEAL)
    head = f"A misdeal ({'the pack shuffled after it was cut' if irr.case == 'cut' else 'case ' + irr.case.upper()})"
    if irr.interrupted:
        return Ruling(f"{head}; the adversaries interrupted the dealer and failed to establish their claim: "
                      f"{who} may deal again.", (case_law, interrupt_law), R.DEAL_AGAIN)
    if irr.adversaries_touched_first:
        return Ruling(f"{head}; an adversary touched the cards before the dealer's partner did: {who} does not lose "
                      "the deal and deals again.", (case_law, touched_law), R.DEAL_AGAIN)
    if irr.for_partner:
        return Ruling(f"{head} by a player who took his partner's deal: the partner is liable to the usual penalty, "
                      "and the adversary next in rotation to the player who ought to have dealt then deals.",
                      (case_law, partner_law), R.MISDEAL)
    return Ruling(f"{head}: a misdeal loses the deal; it passes to the left.", (case_law,) + loses, R.MISDEAL)


@_rules(HOFFMANN_REFEREE, Misdeal, "A misdeal (law 37, its seven cases; law 28)", Misdeal(case="i"))
@implements(H + "28", H + "37", H + "37.i", H + "37.ii", H + "37.iii", H + "37.iv", H + "37.v", H + "37.vi", H + "37.vii", H + "38", H + "39")
def h_misdeal(state, irr: Misdeal) -> Ruling:
    case_law = H + "28" if irr.case == "cut" else H + f"37.{irr.case}"
    return _misdeal(state, irr, H, case_law, (H + "39", H + "25"), q(H + "39", "touched"), H + "36", H + "38", True)


@_rules(FOSTER_REFEREE, Misdeal, "A misdeal (law 44, its seven cases)", Misdeal(case="i"))
@implements(F + "43", F + "44", F + "44.i", F + "44.ii", F + "44.iii", F + "44.iv", F + "44.v", F + "44.vi", F + "44.vii", F + "45", F + "51")
def f_misdeal(state, irr: Misdeal) -> Ruling:
    return _misdeal(state, irr, F, F + f"44.{irr.case}", (F + "43", FOSTER_DEAL_PASSES), F + "45", F + "50", F + "51",
                    False)


@_rules(HOFFMANN_REFEREE, ExposedInDealing, "A card exposed in dealing", ExposedInDealing())
@implements(H + "30", H + "32")
def h_exposed_in_dealing(state, irr: ExposedInDealing) -> Ruling:
    laws: tuple[str, ...] = (q(H + "30", "dealer's side" if irr.dealers_side else "adversary's"),)
    if not irr.other_side_touched:   # law 32: the privilege holds though the trump was turned too soon
        laws += (H + "32",)
    if irr.dealers_side:
        if irr.other_side_touched:
            return Ruling("A card exposed by the dealer's side, but the adversaries had touched the cards: they cannot "
                          "claim a new deal; the exposed card cannot be called.", laws, R.STANDS)
        return _new_deal_or_not("A card exposed by the dealer or his partner: the adversaries can claim a new deal; if "
                                "none takes place the exposed card cannot be called (their privilege holds even if "
                                "the trump was turned before they had time to decide).", laws,
                                _adv(state, irr.by))
    if irr.other_side_touched:
        return Ruling("A card exposed by an adversary, but the dealer's partner had touched a card: the dealer cannot "
                      "claim a new deal; the exposed card cannot be called.", laws, R.STANDS)
    dealer = state.prep.dealt_by if state is not None and state.prep.dealt_by is not None else (irr.by + 1) % 4
    return _new_deal_or_not("A card exposed by an adversary: the dealer can claim a new deal; if none takes place the "
                            "exposed card cannot be called.", laws, (dealer if state is None else state.controller(dealer),))


@_rules(FOSTER_REFEREE, ExposedInDealing, "One of the last cards exposed in dealing", ExposedInDealing())
@implements(F + "40")
def f_exposed_in_dealing(state, irr: ExposedInDealing) -> Ruling:
    dealer = state.prep.dealt_by if state is not None and state.prep.dealt_by is not None else 0
    choosers = _adv(state, dealer) if irr.dealers_side else (dealer if state is None else state.controller(dealer),)
    return _new_deal_or_not("A card exposed in dealing: Foster's law giving the choice of a fresh deal stands before "
                            "law 40, outside these pages; law 40 keeps the privilege even if the dealer turned up the "
                            "trump before there was reasonable time to decide.", (q(F + "40", "privilege"),), choosers)


@_rules(HOFFMANN_REFEREE, TrumpLookedAt, "The dealer looks at the trump card whilst dealing", TrumpLookedAt())
@implements(H + "33")
def h_trump_looked(state, irr: TrumpLookedAt) -> Ruling:
    return _new_deal_or_not("The dealer looked at the trump card: his adversaries have a right to see it, and either "
                            "may exact a new deal.", (H + "33",), _adv(state, irr.offender))


@_rules(FOSTER_REFEREE, TrumpLookedAt, "The dealer looks at the trump card whilst dealing", TrumpLookedAt())
@implements(F + "41")
def f_trump_looked(state, irr: TrumpLookedAt) -> Ruling:
    return _new_deal_or_not("The dealer looked at the trump card: his adversaries have a right to see it, and may "
                            "exact a new deal.", (F + "41",), _adv(state, irr.offender))


def _interrupted(law: str, irr: DealerInterrupted) -> Ruling:
    if irr.founded:
        return Ruling("The adversaries' claim is established: the law's case, a claim they fail to establish, does "
                      "not arise.", (law,), None)
    return Ruling("The adversaries interrupted the dealer and failed to establish their claim: should a misdeal "
                  "occur, he may deal again.", (law,), None)


@_rules(HOFFMANN_REFEREE, DealerInterrupted, "The adversaries interrupt the dealer", DealerInterrupted())
def h_interrupted(state, irr):
    return _interrupted(H + "36", irr)


@_rules(FOSTER_REFEREE, DealerInterrupted, "The adversaries interrupt the dealer", DealerInterrupted())
def f_interrupted(state, irr):
    return _interrupted(F + "50", irr)


@_rules(HOFFMANN_REFEREE, HandShort, "A hand short of cards", HandShort())
@implements(H + "40")
def h_short(state, irr: HandShort) -> Ruling:
    if irr.late:
        return Ruling("The deficiency was not discovered until the first trick had been turned and quitted: the pack "
                      "is assumed complete and the deal stands; he is answerable for any revoke as if the missing "
                      "cards had been in his hand.", (H + "40",), R.STANDS)
    return Ruling("A hand short before the first trick is turned and quitted: the pack is incorrect; the hand is null "
                  "and void and the dealer deals again.", (H + "40", H + "41"), R.NEW_DEAL)


@_rules(FOSTER_REFEREE, HandShort, "A hand short of cards", HandShort())
@implements(F + "46")
def f_short(state, irr: HandShort) -> Ruling:
    if irr.late:
        return Ruling("He did not discover the deficiency until he had played: the deal stands; he is answerable for "
                      "any revoke as if the missing cards had been in his hand, and may search the other pack for "
                      "them.", (q(F + "46", "late"),), R.STANDS)
    return Ruling("The deficiency is found before he has played any of his cards: the pack is imperfect; the hand "
                  "is null and void and the dealer deals again.", (F + "46", F + "47"), R.NEW_DEAL)


@_rules(FOSTER_REFEREE, OtherPackCard, "A card of the other pack in a hand", OtherPackCard())
@implements(F + "42")
def f_other_pack(state, irr: OtherPackCard) -> Ruling:
    return _new_deal_or_not("A card belonging to the other pack was taken into a hand: the adversaries decide whether "
                            "they will have a fresh deal or not.", (F + "42",), _adv(state, irr.seat))


# -- the trump card (Foster 53-55) -----------------------------------------------------------------------

@_rules(FOSTER_REFEREE, TrumpTakenEarly, "The dealer takes up the trump card before his turn", TrumpTakenEarly())
def f_trump_early(state, irr: TrumpTakenEarly) -> Ruling:
    laws = (F + "54",)
    return Ruling("The dealer took the trump card into his hand before it was his turn to play: he may be desired to "
                  "lay it on the table.", laws, None,
                  options=(RulingOption("desire him to lay it on the table", laws, R.PRODUCE_TRUMP),
                           RulingOption("leave it in his hand", laws, R.NOT_EXPOSED)),
                  choosers=_adv(state, irr.offender))


# -- cards liable to be called (Foster 56-66) --------------------------------------------------------------

@_rules(FOSTER_REFEREE, CardExposed, "A card exposed", CardExposed(card=_card("QH")))
def f_exposed(state, irr: CardExposed) -> Ruling:
    if irr.below:
        return Ruling("A card dropped on the floor, or elsewhere below the table, is not an exposed card.",
                      (q(F + "56", "below"),), R.NOT_EXPOSED)
    return Ruling("An exposed card: it must be left on the table and is liable to be called.", (F + "56", F + "56.ii"),
                  R.EXPOSE)


@_rules(FOSTER_REFEREE, HandShown, "A player throws his cards on the table", HandShown())
def f_shown(state, irr: HandShown) -> Ruling:
    if irr.all_four:
        return Ruling("All four players have thrown their cards on the table: the hands are abandoned, and no one can "
                      "again take up his cards; no claim can be entertained unless a revoke be established.",
                      (F + "59",), R.ABANDON)
    return Ruling("Cards thrown on the table face upward are exposed, liable to be called by the adversary; a player "
                  "who alone retains his hand cannot be forced to abandon it.", (q(F + "58", "shown"),), R.EXPOSE)


@_rules(FOSTER_REFEREE, LeadOutOfTurn, "A lead out of turn", LeadOutOfTurn(card=_card("QH")))
def f_lead_out_of_turn(state, irr: LeadOutOfTurn) -> Ruling:
    laws: tuple[str, ...] = (F + "62", F + "63")
    if state is not None and state.is_dummy_game and state.dummy_wrong_hand(irr):
        laws = (q("foster-whist:dummy.iii", "wrong hand"),)
        return Ruling("Dummy's partner led from the wrong hand: a suit may be called from the hand which ought to have "
                      "led.", laws, None, options=(RulingOption("call a suit from the hand that ought to have led", laws,
                                                                     R.CALL_SUIT),), choosers=_adv(state, irr.offender))
    return Ruling("A lead out of turn: the cards played to it are taken back, without penalty to anyone but the "
                  "offender; his adversaries may call the card erroneously led, or call a suit from him or his "
                  "partner when it is next the turn of either to lead.", laws, None,
                  options=(RulingOption("call the card led in error (left on the table)",
                                        (q(F + "62", "card"), F + "63"), R.CALL_CARD),
                           RulingOption("call a suit at the next lead of him or his partner",
                                        (q(F + "62", "suit"), F + "63"), R.CALL_SUIT)),
                  choosers=_adv(state, irr.offender))


@_rules(FOSTER_REFEREE, PlayOutOfTurn, "A card played out of turn to a trick", PlayOutOfTurn(card=_card("QH")))
@implements(F + "67")
def f_play_out_of_turn(state, irr: PlayOutOfTurn) -> Ruling:
    if state is not None:
        t = state.play.trick
        fourth = len(t.seats) == 4 and t.seats[3] == irr.offender
        third_unplayed = fourth and (t.card_of(t.seats[2]) is None or t.seats[2] == irr.offender)
    else:
        fourth, third_unplayed = True, True
    if fourth and third_unplayed:
        laws = (F + "68",)
        return Ruling("The fourth hand played before his partner, the third: the latter may be called on to win, or "
                      "not to win, the trick.", laws, None,
                      options=(RulingOption("call on him to win the trick", laws, R.WIN),
                               RulingOption("call on him not to win it", laws, R.NOT_WIN)),
                      choosers=_adv(state, irr.offender))
    return Ruling("The third hand played before the second: the law gives no penalty for it; the fourth hand may now "
                  "play before his partner.", (F + "67",), None)


@_rules(FOSTER_REFEREE, TrickAnnounced, "Calling attention to the trick before one's partner plays", TrickAnnounced())
def f_announced(state, irr: TrickAnnounced) -> Ruling:
    laws = (F + "86",)
    return Ruling("Attention was called to the trick before the partner played: the adversaries may require him to "
                  "play the highest or lowest of the suit led, or to win or lose the trick.", laws, None,
                  options=(RulingOption("his highest of the suit led", laws, R.HIGHEST),
                           RulingOption("his lowest of the suit led", laws, R.LOWEST),
                           RulingOption("to win the trick", laws, R.WIN),
                           RulingOption("to lose the trick", laws, R.NOT_WIN)),
                  choosers=_adv(state, irr.offender))


# -- the revoke (Foster 71-82) ------------------------------------------------------------------------------

def _penalty_options(state, offender: int, laws: tuple) -> tuple:
    """The three penalties of law 72 (i), each citing its own words (with the other laws of the ruling but
    the revoke's own, 72 (i) -- for a call disobeyed, law 61)."""
    rest = tuple(x for x in laws if x not in (F + "72.i", F + "73", F + "75", F + "82", F + "84"))
    opts = []
    abandoned = state is not None and state.play is not None and state.play.abandoned
    short = (state is not None and getattr(state.rules, "revoke_tricks_short", "") == "not-offered"
             and state.tricks_by_side()[offender % 2] < 3)
    if not abandoned and not short:
        opts.append(RulingOption("take three tricks from the revoking side", (q(F + "72.i", "tricks"),) + rest,
                                 R.TAKE_TRICKS))
    opts.append(RulingOption("deduct three points from their score", (q(F + "72.i", "deduct"),) + rest,
                             R.DEDUCT_THREE))
    opts.append(RulingOption("add three to your own score", (q(F + "72.i", "add"),) + rest, R.ADD_THREE))
    return tuple(opts)


@_rules(FOSTER_REFEREE, Revoke, "A revoke", Revoke(offender=1, trick=2, card=_card("2C"), led=Suit.HEARTS))
@implements(F + "71", F + "84", "foster-whist:dummy.ii")
def f_revoke(state, irr: Revoke) -> Ruling:
    who = _name(state, irr.offender)
    dummy = state is not None and state.is_dummy_game and irr.offender in state.dummy_hands
    established = state is None or state.revoke_established(irr)
    if dummy:
        if established:
            return Ruling("Dummy is not liable to the penalty for a revoke, as his adversaries see his cards; the "
                          "error was not discovered until the trick was turned and quitted: it stands good.",
                          ("foster-whist:dummy.ii",), None)
        return Ruling("Dummy renounced; the error is discovered before the trick is turned and quitted: it is "
                      "corrected, without penalty.", (q("foster-whist:dummy.ii", "seen"),), R.CORRECT)
    proof = ""
    if state is not None:
        found = [r for r in state.search_tricks() if r.seat == irr.offender and r.trick == irr.trick]
        if found:
            proof = f" The tricks searched show it: {who} held {cards_text(found[0].could_play)}."
    if not established:
        laws: tuple[str, ...] = (F + "76",)
        return Ruling(f"{who} renounced, but the mistake is discovered in time to save a revoke: the card is taken "
                      "back, and any player who played after him may withdraw his card; the adversaries may call the "
                      "card played in error, or require his highest or lowest card to that trick.", laws, None,
                      options=(RulingOption("call the card played in error", (q(F + "76", "card"),), R.CALL_CARD),
                               RulingOption("require his highest card to the trick", (q(F + "76", "highlow"),),
                                            R.HIGHEST),
                               RulingOption("require his lowest card to the trick", (q(F + "76", "highlow"),),
                                            R.LOWEST)),
                      choosers=_adv(state, irr.offender))
    laws = ((F + "72.i", F + "73") + ((F + "75",) if proof else ()) if state is None or not state.play.abandoned
            else (q(F + "59", "claim"), F + "72.i")) + (q(F + "84", "revoke"), F + "82")
    return Ruling(f"A revoke by {who}, established (the trick was turned and quitted).{proof} The penalty is at the "
                  "option of the adversaries, who may consult (law 84); it is paid at the end of the hand, and the "
                  "revoking side cannot win the game by this hand.", laws, None,
                  options=_penalty_options(state, irr.offender, laws), choosers=_adv(state, irr.offender))


@_rules(FOSTER_REFEREE, CallDisobeyed, "Failing to play as called", CallDisobeyed(card=_card("2C")))
def f_call_disobeyed(state, irr: CallDisobeyed) -> Ruling:
    laws = (F + "61", F + "72.i")
    return Ruling(f"{_name(state, irr.offender)} failed to play as desired, holding what was called: he incurs the "
                  "penalty of a revoke, at the adversaries' option.", laws, None,
                  options=_penalty_options(state, irr.offender, laws), choosers=_adv(state, irr.offender))


@_rules(FOSTER_REFEREE, LedAgain, "Leading again without waiting for one's partner", LedAgain(card=_card("QH")))
def f_led_again(state, irr: LedAgain) -> Ruling:
    laws = (F + "57",)
    later = (R.WIN_SECOND, R.WIN_THIRD, R.WIN_FOURTH, R.WIN_FIFTH)
    several = len(irr.led) > 1
    options = [RulingOption("call on his partner to win the trick in play; the card" + ("s" if several else "") +
                            " led again exposed", laws, R.WIN)]
    for card, remedy in zip(irr.led, later):
        options.append(RulingOption(f"call on his partner to win the trick the {card.name} heads" +
                                    ("; the other cards exposed" if several else ""), laws, remedy))
    options.append(RulingOption("the card" + ("s" if several else "") + " led again exposed only", laws, R.EXPOSE))
    return Ruling("Winning cards played one after another without waiting for the partner: the partner may be called "
                  "on to win, if he can, the first or any other of those tricks, and the other cards thus improperly "
                  "played are exposed cards.", laws, None, options=tuple(options), choosers=_adv(state, irr.offender))


@_rules(FOSTER_REFEREE, DetachedNamed, "A card detached from the hand and named", DetachedNamed(card=_card("QH")))
def f_detached(state, irr: DetachedNamed) -> Ruling:
    if irr.right:
        return Ruling("A card detached from the rest of the hand so as to be named is liable to be called.",
                      (F + "60",), R.EXPOSE)
    return Ruling("The adversary named a wrong card: he is liable to have a suit called when he or his partner have "
                  "the lead.", (F + "60",), R.CALL_SUIT)


@_rules(FOSTER_REFEREE, CardOmitted, "A card not played to a trick", CardOmitted())
def f_omitted(state, irr: CardOmitted) -> Ruling:
    laws = (F + "69",)
    if (state is not None and not state.over and not state.played_to_next(irr.offender, irr.trick)
            and getattr(state.rules, "omission_found_early", "surplus-card") == "surplus-card"):
        return Ruling(f"{_name(state, irr.offender)} omitted to play to a trick, and it is found before he has played "
                      "to the next: law 69 rules only on the error found after that; nothing in these pages gives a "
                      "remedy, and his surplus card will be counted to that trick at the end of the hand.",
                      (q(F + "69", "surplus"),), None)
    return _new_deal_or_not(f"{_name(state, irr.offender)} omitted to play to a trick, and it was not discovered until "
                            "he had played to the next: the adversaries may claim a new deal; if the deal stands, his "
                            "surplus card at the end of the hand is considered to have been played to the imperfect "
                            "trick, but does not constitute a revoke therein.", laws, _adv(state, irr.offender))


@_rules(FOSTER_REFEREE, CardMixed, "A card mixed with a trick to which it does not belong", CardMixed(card=_card("QH")))
def f_mixed(state, irr: CardMixed) -> Ruling:
    if state is not None and (state.over or state.phase.value == "end of the hand"):
        return Ruling(f"The mistake was not discovered until the hand was played out: {_name(state, irr.offender)} is "
                      "answerable for all consequent revokes he may have made.", (q(F + "70", "answerable"),), None)
    return Ruling("The tricks may be counted face downward to see whether one has a card too many; it is searched and "
                  "the card restored; the player is liable for all revokes he made meanwhile.",
                  (q(F + "70", "restored"),), R.RESTORE)


# -- the rulings that say the same whatever the facts: one table ----------------------------------------------

#: (referee, irregularity, description, example, decision, laws cited, remedy), in the order of each code.
_FIXED: tuple[tuple[Referee, type, str, Irregularity, str, tuple[str, ...], R], ...] = (
    (HOFFMANN_REFEREE, CutFault, "A cut leaving fewer than four cards in a packet", CutFault(cards=2),
     "In dividing the pack the cutter must not leave fewer than four cards in either packet: there must be a fresh "
     "cut.", (q(H + "26", "fresh cut"),), R.RECUT),
    (HOFFMANN_REFEREE, CardFaced, "A card, not the last, faced in the pack", CardFaced(),
     "A card, excepting the last, is faced in the pack: there must be a new deal by the same dealer.",
     (H + "29", H + "29.ii"), R.NEW_DEAL),
    (HOFFMANN_REFEREE, WrongHand, "A player takes up another player's hand", WrongHand(hand=1),
     "A player took up another player's hand: there must be a new deal by the same dealer.", (H + "29", H + "29.iii"),
     R.NEW_DEAL),
    (HOFFMANN_REFEREE, PackImperfect, "The pack proved incorrect or imperfect", PackImperfect(),
     _IMPERFECT, (H + "29", H + "29.i", q(H + "41", "pack")), R.NEW_DEAL),
    (HOFFMANN_REFEREE, HoffmannRevoke, "A renounce",
     HoffmannRevoke(offender=1, trick=2, card=_card("2C"), led=Suit.HEARTS),
     "The Revised Code in Hoffmann's pages ends at law 42: it names the revoke only in law 40 (a player short of a "
     "card is answerable for any revoke) and gives no penalty for one. None can be given under this code; the "
     "renounce stands.", (q(H + "40", "revoke"),), R.NO_RULE),
    (FOSTER_REFEREE, PackImperfect, "The pack proved incorrect or imperfect", PackImperfect(),
     _IMPERFECT, (q(F + "47", "void"),), R.NEW_DEAL),
    (FOSTER_REFEREE, WrongCardShown, "The dealer shows a wrong card for the trump card",
     WrongCardShown(card=_card("QH")),
     "Desired to lay the trump card on the table, the dealer showed a wrong card: this card may be called, as also a "
     "second, a third, etc., until the trump card be produced.", (q(F + "54", "wrong card"),), R.EXPOSE),
    (FOSTER_REFEREE, TrumpNamed, "The trump card named after it is taken up", TrumpNamed(),
     "The trump card cannot be asked for once the dealer has taken it into his hand: the player naming it is liable "
     "to have his highest or lowest trump called.", (F + "53",), R.TRUMP_LIABLE),
    (FOSTER_REFEREE, TrumpForgotten, "The dealer cannot recollect the trump card", TrumpForgotten(),
     "The dealer cannot recollect the trump card: his highest or lowest trump may be called at any time during the "
     "hand and, unless it cause him to revoke, must be played; the call may be repeated but not changed until that "
     "card is played.", (q(F + "55", "forgotten"),), R.TRUMP_LIABLE),
    (FOSTER_REFEREE, CardsTogether, "Two or more cards played at once", CardsTogether(),
     "Two or more cards played at once: the first is played; the others are exposed cards, left on the table and "
     "liable to be called.", (F + "56", F + "56.i"), R.EXPOSE),
)
#: The decisions of the table, by code and irregularity.
_FIXED_BY = {(referee.code, kind): (decision, laws, remedy) for referee, kind, _, _, decision, laws, remedy in _FIXED}


def _fixed(code: str, irr: Irregularity) -> Ruling:
    decision, laws, remedy = _FIXED_BY[code, type(irr)]
    return Ruling(decision, laws, remedy)


@implements(H + "26", H + "29", H + "29.ii", H + "29.iii", H + "29.i", H + "41")
def h_fixed(state, irr: Irregularity) -> Ruling:
    """A ruling of Hoffmann's code that says the same whatever the facts (the table ``_FIXED``): a cut
    leaving fewer than four cards, a card faced in the pack, another player's hand taken up, the pack
    imperfect, and the renounce, on which his pages are silent."""
    return _fixed(HOFFMANN_REFEREE.code, irr)


@implements(F + "47", F + "54")
def f_fixed(state, irr: Irregularity) -> Ruling:
    """A ruling of Foster's code that says the same whatever the facts (the table ``_FIXED``): the pack
    imperfect, a wrong card shown for the trump card, the trump card named or forgotten, cards played
    together."""
    return _fixed(FOSTER_REFEREE.code, irr)


for _referee, _kind, _description, _example, *_ in _FIXED:
    _rules(_referee, _kind, _description, _example)(h_fixed if _referee is HOFFMANN_REFEREE else f_fixed)
