"""A hand of Whist under one code: the deal, the play of the thirteen tricks, the irregularities
claimed and ruled, and the score.

:class:`Whist` is one hand (a :class:`~games.core.state.State`): four hands, partners opposite (seats 0
and 2 against 1 and 3); the rule set (:data:`~games.whist.rules.HOFFMANN` or
:data:`~games.whist.rules.FOSTER`) picks the code, and the code's own referee rules.  A misdeal or a new
deal is dealt again within the same hand; the hand ends when the cards are cut for the following deal
(:class:`~games.whist.actions.EndHand`), and reports its :class:`~games.core.sitting.DealResult`.

Usage:

>>> from games.whist import Whist, FOSTER, Auto
>>> from games.whist.actions import Play
>>> g = Whist(FOSTER, seed=3, automations=Auto.ALL)
>>> g.phase.value, g.to_act, len(g.view(1).hands[1])
('play', 1, 13)
>>> while not g.over:
...     _ = g.do(g.legal_actions()[0])
>>> sum(g.result.by_side().values()) >= 0, len(g.play.tricks)
(True, 13)
"""

from __future__ import annotations

from typing import Optional, Sequence

from games.cards import ACE_HIGH, Pack
from games.citations import Convention
from games.core import checks
from games.core.sitting import DealResult
from games.core.state import ChooseRemedy, Mode, applies, verifies
from games.core.turns import Step, automates, offers, turn
from games.errors import IllegalActionError, RuleSetError
from games.laws import implements
from games.whist.actions import Consult, EndHand, WhistAction
from games.whist.deal import DealChapter
from games.whist.penalties import PenaltiesChapter
from games.whist.play import PlayChapter
from games.whist.records import Auto, CardMixed, Duty, LeadOutOfTurn, Phase, Revoke, WhistRemedy
from games.whist.referee import REFEREES
from games.whist.revoke import RevokeChapter
from games.whist.quotations import FOSTER_DEAL_PASSES
from games.whist.rules import FOSTER, WhistRules
from games.whist.scoring import honours_by_side, hand_scores
from games.whist.view import WhistView

__all__ = ["Whist", "NAMES"]

NAMES = ("North", "East", "South", "West")
_WORDS = {2: "two", 3: "three"}


class Whist(DealChapter, PlayChapter, PenaltiesChapter, RevokeChapter):
    """One hand of Whist.

    ``rules``: the code; ``seed``: the shuffles and cuts; ``names``: the four players (seat 0 deals first
    by default); ``mode``: STRICT refuses irregularities, TABLE lets them happen; ``automations``: the
    steps the game takes by itself (:class:`~games.whist.records.Auto`); ``dealer``: whose deal it is;
    ``deal_number``: the deal's number in the sitting (it picks the pack: the two packs are used in turn);
    ``score``: each side's points in the game at the beginning of the hand; ``deck``: a stacked pack (the
    order it is dealt in; the shuffles and cuts then leave it as it is), for lessons and tests."""

    action_base = WhistAction
    not_state = frozenset({"rules"})
    is_dummy_game = False
    dummy_hands: frozenset = frozenset()

    def __init__(self, rules: WhistRules = FOSTER, *, seed: object = 0, names: Optional[Sequence[str]] = None,
                 mode: Mode = Mode.STRICT, automations: Auto = Auto.TABLE, dealer: int = 0, deal_number: int = 1,
                 score: Optional[dict] = None, deck: Optional[Pack] = None):
        if not isinstance(rules, WhistRules):
            raise RuleSetError(f"{rules!r} is not a rule set of Whist (HOFFMANN or FOSTER)")
        if names is not None:
            names = checks.names(names, "the four players", minimum=4, maximum=4)
        if score is not None and not isinstance(score, dict):
            raise IllegalActionError(f"the score before the hand is {{0: points, 1: points}}, not {score!r}")
        super().__init__(seed=seed, seats=4, names=tuple(names) if names else self.default_names, mode=mode)
        if not isinstance(automations, Auto):
            raise IllegalActionError(f"automations are Auto flags, not {automations!r}")
        self._seat(dealer) if isinstance(dealer, int) and not isinstance(dealer, bool) else self._seat(-1)
        if not isinstance(deal_number, int) or isinstance(deal_number, bool) or deal_number < 1:
            raise IllegalActionError(f"a deal's number is a whole number from 1, not {deal_number!r}")
        if deck is not None and (not isinstance(deck, Pack) or len(deck) != 52):
            raise IllegalActionError("a stacked deck is a Pack of fifty-two cards")
        before = dict(score or {0: 0, 1: 0})
        if set(before) != {0, 1} or not all(isinstance(v, int) and 0 <= v < 5 for v in before.values()):
            raise IllegalActionError(f"the score before the hand is {{0: points, 1: points}}, under five, not {score!r}")
        self.rules = rules
        self.automations = automations
        self.dealer = dealer
        self.rightful_dealer = dealer
        self.deal_number = deal_number
        self.pack_no = (deal_number - 1) % 2
        self.deck = deck
        self.score_before = before
        self.penalties: list = []
        self.revoked_sides: set = set()
        self.shown: list = []
        self.result: Optional[DealResult] = None
        self.play = None  # type: ignore[assignment]   # no play before the trump card is turned
        self.phase = Phase.SHUFFLE
        self._dealt_cards = []
        self._trump_card = None
        self._new_preparation()
        self._automate()

    default_names: tuple = NAMES

    # -- the code --------------------------------------------------------------------------------------
    @property
    def referee(self):  # type: ignore[override]
        return REFEREES[self.rules.code]

    def tricks_by_side(self) -> tuple[int, int]:
        out = [0, 0]
        if self.play is not None:
            for t in self.play.tricks:
                out[t.winner(ACE_HIGH, self.play.trumps) % 2] += 1
        return out[0], out[1]

    # -- a ruling waits ----------------------------------------------------------------------------------
    @implements("foster-whist:87")
    def _verify(self, action):
        """While a penalty waits for the adversaries' decision, the offender (and everyone) waits: "the offender
        is bound to give reasonable time for the decision of his adversaries" (Foster 87)."""
        if self.open_rulings and isinstance(action, Consult) and self.code == "foster-whist":
            r = self.open_rulings[0].ruling
            if action.seat not in r.choosers:
                raise IllegalActionError(f"{self.name(action.seat)} does not elect this penalty", self.L("84", "election"))
            return []
        if self.open_rulings and not isinstance(action, ChooseRemedy) and self.code == "foster-whist":
            r = self.open_rulings[0].ruling
            raise IllegalActionError(f"the offender must give reasonable time for the decision of his adversaries "
                                     f"({', '.join(self.name(s) for s in r.choosers)}): {r.decision}",
                                     self.L("87"))
        return super()._verify(action)

    def irregular_law(self, action):
        """The law a STRICT game cites refusing an irregular act: the act's own (Foster's), but none under
        Hoffmann, whose pages end before the laws of play (the refusal never cites the other code)."""
        law = super().irregular_law(action)
        return law if law is None or str(law).startswith(self.code + ":") else None

    def may_consult(self, ruling) -> bool:
        """Whether the partners electing this ruling's remedy may consult: only for a revoke (Foster 84)."""
        return self.L("72.i") in ruling.laws or self.L("61") in ruling.laws

    @verifies(Consult)
    def _verify_consult(self, a: Consult) -> None:
        raise IllegalActionError("no penalty waits for the adversaries' election")

    @applies(Consult)
    @implements("foster-whist:84")
    def _apply_consult(self, a: Consult) -> None:
        """Partners must not consult which of two penalties to exact: if they do, they lose their right -- except
        for the revoke, where they have a right to consult."""
        r = self.open_rulings[0].ruling
        if self.L("72.i") in r.laws or self.L("61") in r.laws:
            self.event("consult", f"{self.name(a.seat)} consults his partner: for a revoke partners have a right to "
                       "consult", (self.L("84", "revoke"),), a.seat)
            return
        self.open_rulings.pop(0)
        self.event("consult", f"{self.name(a.seat)} consults his partner on the penalty: they lose their right",
                   (self.L("84"),), a.seat)

    def legal_actions(self, seat: Optional[int] = None) -> list:
        """The regular actions open now; when every card a player could play would be a revoke (a card of the suit
        led mixed with a trick, law 70: he is answerable), the cards he may physically play."""
        acts = super().legal_actions(seat)
        if not acts and not self.over and not self.open_rulings:
            k = self.step()
            if k is not None and k.duty is Duty.PLAY:
                acts = [a for a in self._plays(k) if self.can(a) and (seat is None or a.seat == seat)]
        return acts

    # -- the end of the hand ----------------------------------------------------------------------------
    @turn(Phase.END)
    def _end_step(self):
        return Step("dealer", self.dealer, Duty.END)

    @offers(Duty.END)
    def _ends(self, step):
        return [EndHand(self.dealer)]

    @automates(Duty.END, Auto.END)
    def _auto_end(self, step):
        return EndHand(self.dealer)

    @verifies(EndHand)
    @implements("foster-whist:79")
    def _verify_end(self, a: EndHand) -> None:
        """The hand is played out (the revoking side may always require it, law 79) before it is scored."""
        if self.phase is not Phase.END:
            raise IllegalActionError("the hand is played out before the cards are cut for the following deal")

    @applies(EndHand)
    @implements("foster-whist:72.iv", "foster-whist:78")
    def _apply_end(self, a: EndHand) -> None:
        """The cards are cut for the following deal: the penalties are paid (each whole: three tricks, or three
        points), the hand is scored, and no revoke can be claimed after it."""
        p = self.play
        tricks = list(self.tricks_by_side())
        for pen in self.penalties:
            if pen.remedy is WhistRemedy.TAKE_TRICKS:
                n = min(3, tricks[pen.offender_side])
                tricks[pen.offender_side] -= n
                tricks[pen.side] += n
                took = ("no tricks: they have none" if n == 0 else "one trick, all they have" if n == 1 else
                        f"{_WORDS[n]} tricks" + ("" if n == 3 else ", all they have"))
                self.event("penalty", f"{self.side_name(pen.side)} take {took} from "
                           f"{self.side_name(pen.offender_side)} for a revoke", (self.L("72.i", "tricks"),))
        honours = honours_by_side(p.dealt, p.trumps)
        counted = tricks
        if p.abandoned and getattr(self.rules, "abandoned_tricks", "unplayed") == "none-scored":
            counted = [0, 0]
            self.event("score", "the hands were abandoned: nothing is scored for tricks", (self.L("59", "claim"),))
        scores = hand_scores(counted, honours, self.score_before, self.sides, penalties=self.penalties,
                             revoked=self.revoked_sides, code=self.code, deal=self.deal_number)
        self.tricks_scored = tuple(tricks)
        for s in scores:   # a convention of the edition is labelled in the words and cites no law
            if isinstance(s.law, Convention):
                self.event("score", f"{s.side}: {s.points:+d}, {s.words} ({s.law.label})", ())
            else:
                self.event("score", f"{s.side}: {s.points:+d}, {s.words}", (s.law,))
        if not scores:
            self.event("score", "nothing is scored", ())
        nxt = self._next_dealer()
        # who deals next: Hoffmann's law 25; Foster's pages are silent (a reading: Hoffmann's rule is played)
        law = self.L("25") if self.code == "hoffmann-whist" else FOSTER_DEAL_PASSES
        words = (f"{self.side_name(0)} {tricks[0]} {'trick' if tricks[0] == 1 else 'tricks'}, "
                 f"{self.side_name(1)} {tricks[1]}; "
                 + ("; ".join(f"{s.side} {s.points:+d} {s.words}" for s in scores) or "nothing scored"))
        self.result = DealResult(self.deal_number, (law,), scores=tuple(scores), next_dealer=nxt, words=words)
        if self.code == "hoffmann-whist":
            self.event("end", f"the cards are cut for the following deal: {self.name(nxt)} deals next", (law,))
        else:
            self.event("end", f"the cards are cut for the following deal: no revoke can be claimed after it; "
                       f"{self.name(nxt)} deals next", (self.L("78"), law))
        self.over = True

    def _next_dealer(self) -> int:
        dealt = self.prep.dealt_by
        if dealt is not None and dealt != self.dealer and \
                getattr(self.rules, "deal_after_wrong_dealer", "rotation") == "from-who-dealt":
            return (dealt + 1) % 4
        return (self.dealer + 1) % 4

    # -- claims ----------------------------------------------------------------------------------------
    def _claimed_breach(self, a):
        """The breach a claim names, among those of the hand being played (a hand dealt again takes its breaches
        with it: a claim of one of those is refused by :meth:`claim_closed`)."""
        live = [b for b in self.breaches if b.at >= self.deal_began]
        for b in live:
            if b.hidden and b.claim_words() == a.what and (a.against is None or a.against == b.seat):
                return b
        return super()._claimed_breach(a)

    def claim_closed(self, breach):
        irr = breach.irregularity
        if breach.at < self.deal_began:
            return (self.L("41") if self.code == "hoffmann-whist" else self.L("47"),
                    "the hand in which it happened is null and void: the cards were dealt again")
        if isinstance(irr, LeadOutOfTurn):
            p = self.play
            if p is None or irr.trick < len(p.tricks) or p.trick.complete or self.over:
                return (self.L("63", "complete"), "the three others have followed: the trick is complete and the error "
                        "cannot be rectified")
            return None
        if isinstance(irr, (Revoke, CardMixed)) and self.over:
            if self.code == "hoffmann-whist":   # his pages do not say until when: the hand is over
                return (None, "the hand is over")
            return (self.L("78"), "the cards have been cut for the following deal")
        return super().claim_closed(breach)

    # -- what a seat may know ----------------------------------------------------------------------------
    def exposed_hands(self) -> frozenset:
        return frozenset()

    @implements("foster-whist:etiquette.p9")
    def view(self, seat: Optional[int]) -> WhistView:
        """What ``seat`` may know; an onlooker (``None``) sees no hand (bystanders should not "walk round the table
        to look at the different hands", Etiquette p9), and nobody sees a trick before the last (law 91)."""
        if seat is not None:
            self._seat(seat)
        p = self.play
        hands: dict = {}
        counts: tuple[int, ...] = (0, 0, 0, 0)
        exposed: dict = {}
        trick: tuple = ()
        last, leader = None, None
        if p is not None:
            hands = {h: tuple(sorted(p.hands[h], key=self.sort_key)) for h in range(4) if self.sees(seat, h)}
            counts = tuple(len(self.holding(h)) for h in range(4))
            exposed = {h: tuple(p.exposed[h]) for h in range(4) if p.exposed[h]}
            trick = tuple(p.trick.plays)
            leader = p.trick.leader
            if seat is not None and seat in p.seen_last and p.tricks:
                last = tuple(p.tricks[-1].plays)
        elif self.phase is Phase.TURN:
            hands = {h: tuple(sorted(self._dealt_cards[h], key=self.sort_key)) for h in range(4) if self.sees(seat, h)}
            counts = tuple(len(h) for h in self._dealt_cards)
        ruling = self.open_rulings[0].ruling if self.open_rulings else None
        legal = tuple(a for a in self.legal_actions() if seat is not None and self.controller(a.seat) == seat)
        liab = tuple(f"{self.name(li.seat)}: {li.kind}" + (f" {li.card}" if li.card else "") + f" [{li.law}]"
                     for li in (p.liabilities if p is not None else ()))
        return WhistView(seat, self.code, self.phase.value, self.dealer, self.names, hands, counts, exposed,
                         p.trump_card if p is not None else None, bool(p and p.trump_on_table), trick, leader, last,
                         self.tricks_by_side(), dict(self.score_before), self.to_act, self.actor, legal,
                         None if ruling is None else ruling.decision,
                         () if ruling is None else tuple(o.label for o in ruling.options), liab, self.result,
                         () if ruling is None else ruling.choosers,
                         None if ruling is None or not ruling.options else self.may_consult(ruling))

    def transcript_header(self) -> list[str]:
        return [f"{type(self).__name__} {self.rules.name} seed={self.seed!r} mode={self.mode.value} "
                f"dealer={self.names[self.dealer]} deal={self.deal_number}"]

    # -- checking ----------------------------------------------------------------------------------------
    def check_invariants(self) -> None:
        """Every card exactly once: in a hand, on the table (the trump card), in the trick or in a trick quitted."""
        p = self.play
        if p is None:
            if self.phase is Phase.TURN:
                cards = [c for h in self._dealt_cards for c in h] + [self._trump_card]
                assert len(cards) == 52 == len(set(cards)), "the deal lost or doubled a card"
            return
        cards = [c for h in p.hands for c in h] + list(p.trick.cards) + [c for t in p.tricks for c in t.cards]
        cards += [c for _, _, c in p.mixed]
        if p.trump_on_table:
            cards.append(p.trump_card)
        assert len(cards) == 52 and len(set(cards)) == 52, f"{len(cards)} cards, {len(set(cards))} different"
        for h in range(4):
            assert set(p.exposed[h]) <= set(self.holding(h)), "an exposed card not held"
        assert len(p.tricks) <= 13
        if self.over and not p.abandoned:
            assert len(p.tricks) == 13
