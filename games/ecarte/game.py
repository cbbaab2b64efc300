"""Écarté as *Enquire Within* gives it (¶118, and the first of the Rules of Écarté, ¶119 i).

Two players, the pack of thirty-two (the twos to the sixes out), two packs used
alternately; they cut for deal and the highest deals; the pack is shuffled (each
player may shuffle it, ¶119 i) and the non-dealer cuts; the dealer gives five
to each, beginning with his adversary, by twos and threes or threes and twos,
always the same way in a game, and turns up the eleventh card for trump (a king
turned up marks one to the dealer).  The non-dealer proposes or plays; the
dealer accepts or refuses; the discards are made and fresh cards given from the
stock; the holder of the king marks it before his first card; five tricks are
played, the second bound to follow suit or win the trick if he can; three tricks
mark one point, the vole two, and two for the adversary of a non-dealer who
played without proposing, or of a dealer who refused, and failed to make three.
Five points the game.  The deal is taken alternately.

Every rule is tagged ``@implements("enquire-within:118")`` (the paragraph is one
law); the declared readings are in :mod:`games.ecarte.rules`.

>>> from games.ecarte.game import Ecarte
>>> from games.ecarte.actions import Cut, PlayHand
>>> g = Ecarte(seed=3)
>>> g.dealer, g.phase.value, g.to_act          # Player 2 cut the higher card: he deals
(1, 'cut', 0)
>>> _ = g.do(Cut(0)); g.phase.value, len(g.view(0).hand), g.view(0).turnup
('propose', 5, Card.parse('10S'))
"""

from __future__ import annotations

import enum
import itertools
from collections import Counter
from dataclasses import dataclass, field
from typing import Optional, Sequence

from games.cards import Card, Rank, Suit, ecarte_pack
from games.citations import Convention
from games.core.prose import cards_text
from games.core.scores import ScoreSheet
from games.core.state import Mode, applies, verifies
from games.core.trick_game import SeatAction, TrickDeal, TrickGame, TrickRules, check_stacked
from games.core.tricks import breaks_obligation
from games.core.turns import Step, automates, offers, refuse_unknown, refuse_unknown_flags, remedy, turn
from games.ecarte.actions import (
    Accept, Cut, CutForDeal, Deal, Discard, EcarteAction, MarkKing, Play, PlayHand, Propose, Refuse, Renounce,
    Shuffle,
)
from games.ecarte.referee import REFEREE, EcarteRemedy
from games.ecarte.rules import (
    ACCEPT, ALTERNATE, CUT_AGAIN, CUT_FOR_DEAL, DEAL, DEALER_CHANGE, ENQUIRE_WITHIN, FOLLOW, GAME, KING_TURNED, LAW,
    LEAD, MARK_KING, NEXT_LEAD, ORDER, PACK, PLAY_WITHOUT, PLAYED_WITHOUT_FAILS, POINT, PROPOSE, PROPOSE_WORDS, REFUSE,
    REFUSED_FAILS, RENOUNCE, RUBBER, RUBBER_CUT, RULE_119, TRICK, SAME_WAY, SECOND_DISCARD, SHUFFLE, SHUFFLE_CUT, TURNUP, TWO_PACKS, VOLE,
    EcarteRules,
)
from games.ecarte.view import EcarteView
from games.errors import IllegalActionError, OutOfTurnError, RuleSetError
from games.laws import implements

__all__ = ["Ecarte", "Phase", "Auto", "DealRecord"]


_refuse = refuse_unknown("one of the {name} of Écarté: {members}")  # a bad value: no law is in question


class Phase(str, enum.Enum):
    """Where a deal stands; a phase is also the duty of the turn protocol (the dealer's discard is a
    discard)."""

    _missing_ = _refuse

    CUT_FOR_DEAL = "cut for deal"
    CUT = "cut"
    DEAL = "deal"
    PROPOSE = "propose"
    ANSWER = "answer"
    DISCARD = "discard"
    DEALER_DISCARD = "dealer discard"
    PLAY = "play"


class Auto(enum.Flag):
    """What the game does by itself: the cut for deal, the deal (in the way the game has fixed),
    and, if asked, the non-dealer's cut."""

    _missing_ = refuse_unknown_flags("a combination of Écarté's automations")

    NONE = 0
    CUT_FOR_DEAL = enum.auto()
    DEAL = enum.auto()
    CUT = enum.auto()
    DEFAULT = CUT_FOR_DEAL | DEAL
    ALL = CUT_FOR_DEAL | DEAL | CUT


#: Who acts in each phase.
_ROLE = {Phase.CUT_FOR_DEAL: "both", Phase.CUT: "non-dealer", Phase.DEAL: "dealer", Phase.PROPOSE: "non-dealer",
         Phase.ANSWER: "dealer", Phase.DISCARD: "non-dealer", Phase.DEALER_DISCARD: "dealer", Phase.PLAY: "player"}
#: The words of the proposal and its answer: the phase each is said in, by whom, and its name in a refusal.
#: (and the words of ¶118 that give the step to that player).
_WORDS: dict[type, tuple[Phase, str, str, str]] = {
    Propose: (Phase.PROPOSE, "non-dealer", "proposing", PROPOSE),
    PlayHand: (Phase.PROPOSE, "non-dealer", "playing his hand", PLAY_WITHOUT),
    Accept: (Phase.ANSWER, "dealer", "accepting", PROPOSE_WORDS),
    Refuse: (Phase.ANSWER, "dealer", "refusing", PROPOSE_WORDS)}
#: The seat a role names (``None``: both players, the table's step).
_SEAT_OF = {"both": lambda g: None, "dealer": lambda g: g.dealer, "non-dealer": lambda g: g.non_dealer,
            "player": lambda g: g.to_play()}


@dataclass
class DealRecord(TrickDeal):
    """One deal's own state: its number, the trump, the proposals and what followed, the kings marked,
    who has played a card, and a renounce ruled on; the play of its tricks is the
    :class:`~games.core.trick_game.TrickDeal` it extends (the leader, the trick in progress, the tricks,
    the tricks won by seat 0 and seat 1)."""

    number: int = 0
    turnup: Optional[Card] = None
    proposals: int = 0  #: proposals accepted and carried out
    proposed: bool = False  #: the non-dealer proposed at least once
    played_without: bool = False  #: the non-dealer played without proposing (¶118's penalty)
    refused: bool = False  #: the dealer refused a proposal (¶118's penalty)
    marked: list = field(default_factory=list)  #: seats that marked the king
    played: set = field(default_factory=set)  #: seats that have played a card
    leader: Optional[int] = 0
    won: list = field(default_factory=lambda: [0, 0])
    discards: list = field(default_factory=lambda: [[], []])
    renounced_by: Optional[int] = None  #: the offender of a renounce ruled to lose the deal
    started_at: int = 0  #: the number of actions done when the deal began (for the time to claim)


class Ecarte(TrickGame):
    """A game (or rubbers) of Écarté between two players under ``rules``.

    ``seed`` fixes every shuffle and cut; ``names`` the two players; ``rubbers`` ``None`` for one
    game of five up, or a number of rubbers (each the best of three games); ``mode`` STRICT or
    TABLE; ``automations`` what the game does by itself (:class:`Auto`); ``first_dealer`` skips
    the cut for deal; ``stacked`` arranges the pack of the first deals (each a list of the 32
    cards in the order they will be dealt, after the shuffle and the cut), for set pieces."""

    action_base = EcarteAction
    referee = REFEREE
    view_class = EcarteView
    deal: DealRecord
    not_state = frozenset({"rules", "referee", "obligations", "stacked"})

    def __init__(self, rules: EcarteRules = ENQUIRE_WITHIN, *, seed: object = 0, names: Sequence[str] = (),
                 rubbers: Optional[int] = None, mode: Mode = Mode.STRICT, automations: Auto = Auto.DEFAULT,
                 first_dealer: Optional[int] = None, stacked: Sequence[Sequence[Card]] = ()):
        if not isinstance(rules, EcarteRules):
            raise RuleSetError(f"Écarté is played under an EcarteRules rule set, not {rules!r}")
        if rubbers is not None and (not isinstance(rubbers, int) or isinstance(rubbers, bool) or not 1 <= rubbers <= 99):
            raise IllegalActionError(f"play one game (rubbers=None) or 1 to 99 rubbers, not {rubbers!r}", GAME)
        if not isinstance(automations, Auto):
            raise IllegalActionError(f"automations are Auto flags, not {automations!r}")
        if first_dealer is not None and first_dealer not in (0, 1) or isinstance(first_dealer, bool):
            raise IllegalActionError(f"the first dealer is seat 0 or 1, not {first_dealer!r}", CUT_FOR_DEAL)
        stacks = check_stacked(stacked, ecarte_pack().cards, "the thirty-two cards of the Écarté pack", PACK)
        if isinstance(names, (str, bytes)) or not isinstance(names, (tuple, list)):
            raise IllegalActionError(f"give the two players' names as a list or tuple, not {names!r}")
        super().__init__(seed=seed, seats=2, names=names, mode=mode)
        self.rules = rules
        self.obligations = rules.obligations_record
        self.stacked = stacks
        self.automations = automations
        self.rubbers = rubbers
        self.sheet = ScoreSheet(self.names, game=rules.game, rubber=3 if rubbers else None, game_law=GAME,
                                rubber_law=RUBBER_CUT)
        full = list(ecarte_pack().cards)
        self.packs: list[list[Card]] = [list(full), list(full)] if rules.packs == 2 else [list(full)]
        self.pack_no = 0  # the pack in use
        self.hands: list[list[Card]] = [[], []]
        self.stock: list[Card] = []
        self.trumps: Optional[Suit] = None
        self.dealer: Optional[int] = first_dealer
        self.ways: dict = {}  # the way of dealing fixed in this game (by dealer, or for both under None)
        self.deal = DealRecord()
        self.deals_done = 0
        self.cuts = 0
        self.phase = Phase.CUT_FOR_DEAL
        if first_dealer is not None:
            self.event("first-dealer", f"{self.name(first_dealer)} deals first (arranged: the players do not cut for deal)")
            self._begin_deal()
        self._automate()

    # -- who acts: the turn protocol ------------------------------------------------------------
    @property
    def non_dealer(self) -> Optional[int]:
        return None if self.dealer is None else 1 - self.dealer

    def _dealer_seat(self) -> int:
        """The dealer, once the cut for the deal has made one (refused before)."""
        if self.dealer is None:
            raise IllegalActionError("no one deals yet: the players cut for the deal first", CUT_FOR_DEAL)
        return self.dealer

    def _trump_suit(self) -> Suit:
        """The trump suit, once the card is turned up (refused before)."""
        if self.trumps is None:
            raise IllegalActionError("no trump is turned up yet", TURNUP)
        return self.trumps

    @property
    def pack(self) -> list[Card]:
        """The pack in use (the other waits)."""
        return self.packs[self.pack_no]

    @turn(*Phase)
    def _step_of_phase(self):
        """Whose step it is, from the table ``_ROLE`` (the role names the seat: ``_SEAT_OF``); the phase is
        the duty, the dealer's discard a discard."""
        role = _ROLE[self.phase]
        return Step(role, _SEAT_OF[role](self), Phase.DISCARD if self.phase is Phase.DEALER_DISCARD else self.phase)

    def to_play(self) -> int:
        t = self.deal.trick
        seat = self.deal.leader if t is None or not t.plays else t.to_play
        if seat is None:
            raise IllegalActionError("the trick is complete: no one is to play to it", NEXT_LEAD)
        return seat

    @offers(Phase.CUT_FOR_DEAL)
    def _offer_cut_for_deal(self, step):
        return [CutForDeal()]

    @automates(Phase.CUT_FOR_DEAL, Auto.CUT_FOR_DEAL)
    def _auto_cut_for_deal(self, step):
        return CutForDeal()

    @offers(Phase.CUT)
    def _offer_cut(self, step):
        return [Cut(step.seat), Shuffle(step.seat), Shuffle(1 - step.seat)]

    @automates(Phase.CUT, Auto.CUT)
    def _auto_cut(self, step):
        return Cut(step.seat)

    @offers(Phase.DEAL)
    def _offer_deal(self, step):
        way = self.way_fixed(step.seat)
        return [Deal(step.seat, way)] if way else [Deal(step.seat, 2), Deal(step.seat, 3)]

    @automates(Phase.DEAL, Auto.DEAL)
    def _auto_deal(self, step):
        return Deal(step.seat, self.way_fixed(step.seat) or 2)

    @offers(Phase.PROPOSE)
    def _offer_propose(self, step):
        return [Propose(step.seat), PlayHand(step.seat)]

    @offers(Phase.ANSWER)
    def _offer_answer(self, step):
        return [Accept(step.seat), Refuse(step.seat)]

    @offers(Phase.DISCARD)
    def _offer_discard(self, step):
        hand = self.hands[step.seat]
        least = 1 if step.seat == self.non_dealer else 0
        most = min(len(hand), len(self.stock))
        return [Discard(step.seat, tuple(c)) for k in range(least, most + 1) for c in itertools.combinations(hand, k)]

    @offers(Phase.PLAY)
    def _offer_play(self, step):
        acts: list = [MarkKing(step.seat)] if self._may_mark(step.seat) else []
        return acts + self._cards_offered(step.seat, Play)

    # -- cutting for deal ---------------------------------------------------------------------------
    @verifies(CutForDeal)
    @implements(LAW)
    def _verify_cut_for_deal(self, a: CutForDeal) -> None:
        if self.phase is not Phase.CUT_FOR_DEAL:
            raise IllegalActionError("the players cut for deal before the first deal (and, at rubbers, after each "
                                     "rubber), not now", CUT_FOR_DEAL)

    @applies(CutForDeal)
    @implements(LAW)
    def _apply_cut_for_deal(self, a: CutForDeal) -> None:
        """"The players cut for deal, the highest card deals" (¶118), in the order of the cards the
        paragraph gives (king highest, seven lowest); equal cards cut again (a reading: the text is silent)."""
        for attempt in itertools.count():
            cards = list(ecarte_pack().cards)
            rng = self.rng("cut-for-deal", self.sheet.rubber_number, attempt)
            rng.shuffle(cards)
            c0, c1 = cards[0], cards[rng.randrange(1, len(cards))]
            shown = f"{self.name(0)} cuts the {c0.name}, {self.name(1)} the {c1.name}"
            if c0.rank is c1.rank:
                self.event("cut-for-deal", f"{shown}: equal, they cut again ({CUT_AGAIN.label})")
                continue
            self.dealer = 0 if ORDER.index(c0.rank) > ORDER.index(c1.rank) else 1
            self.event("cut-for-deal", f"{shown}: the highest card deals, {self.name(self.dealer)}", (CUT_FOR_DEAL,))
            break
        self._begin_deal()

    # -- the shuffle and the cut --------------------------------------------------------------------
    def _begin_deal(self) -> None:
        """A deal begins: the pack in use (two packs used alternately) is shuffled by the dealer."""
        self.deal = DealRecord(number=self.deals_done + 1, leader=1 - self._dealer_seat(), started_at=len(self.actions))
        if self.rules.packs == 2:
            self.pack_no = self.deals_done % 2
        rng = self.rng("shuffle", self.deal.number, "dealer")
        rng.shuffle(self.pack)
        which = f" (the {'first' if self.pack_no == 0 else 'second'} pack: two are used alternately)" \
            if self.rules.packs == 2 else ""
        self.event("shuffle", f"deal {self.deal.number}: {self.name(self.dealer)} deals; the pack is "
                   f"shuffled{which}", (TWO_PACKS if which else SHUFFLE_CUT,))
        self.phase = Phase.CUT

    @verifies(Shuffle)
    @implements(RULE_119)
    def _verify_shuffle(self, a: SeatAction) -> None:
        """¶119 i: "Each player has right to shuffle the cards": either player, before the cut."""
        self._seat(a.seat)
        if self.phase is not Phase.CUT:
            raise IllegalActionError("the cards are shuffled before the cut, not now", SHUFFLE_CUT)

    @applies(Shuffle)
    @implements(RULE_119)
    def _apply_shuffle(self, a: SeatAction) -> None:
        self.cuts += 1
        self.rng("shuffle", self.deal.number, a.seat, self.cuts).shuffle(self.pack)
        self.event("shuffle", f"{self.name(a.seat)} shuffles the cards above the table", (SHUFFLE,), a.seat)

    @verifies(Cut)
    @implements(LAW)
    def _verify_cut(self, a: SeatAction) -> None:
        if self.phase is not Phase.CUT:
            raise IllegalActionError("the pack is cut once it is shuffled, before the deal", SHUFFLE_CUT)
        if a.seat != self.non_dealer:
            raise OutOfTurnError(f"the non-dealer cuts, {self.name(self.non_dealer)}, not {self.name(a.seat)}", SHUFFLE_CUT)

    @applies(Cut)
    @implements(LAW)
    def _apply_cut(self, a: SeatAction) -> None:
        """"The pack is shuffled and the non-dealer cuts" (¶118)."""
        self.cuts += 1
        at = self.rng("cut", self.deal.number, self.cuts).randrange(1, len(self.pack))
        self.packs[self.pack_no] = self.pack[at:] + self.pack[:at]
        self.event("cut", f"{self.name(a.seat)} cuts", (SHUFFLE_CUT,), a.seat)
        self.phase = Phase.DEAL

    # -- the deal -------------------------------------------------------------------------------------
    def way_fixed(self, dealer: int) -> Optional[int]:
        """The way of dealing fixed for ``dealer`` in this game (2: twos then threes; 3: threes then twos)."""
        self._seat(dealer)
        return self.ways.get(None if self.rules.deal_way == "first-dealer" else dealer)

    @verifies(Deal)
    @implements(LAW)
    def _verify_deal(self, a: Deal) -> None:
        if self.phase is not Phase.DEAL:
            raise IllegalActionError("the cards are dealt once the pack is shuffled and cut", SHUFFLE_CUT)
        if a.seat != self.dealer:
            raise OutOfTurnError(f"{self.name(self.dealer)} deals, not {self.name(a.seat)}", ALTERNATE if self.deals_done else CUT_FOR_DEAL)
        way = self.way_fixed(a.seat)
        if way is not None and a.first != way:
            raise IllegalActionError(f"the dealing is always the same way throughout the game: "
                                     f"{'twos and threes' if way == 2 else 'threes and twos'}", SAME_WAY)

    @applies(Deal)
    @implements(LAW)
    def _apply_deal(self, a: Deal) -> None:
        """Five to each, "beginning with his adversary, by twos and threes, or threes and twos"; "The
        eleventh card is turned up for trump. If the turn-up be a king, the dealer marks one point"."""
        if self.deal.number <= len(self.stacked):
            self.packs[self.pack_no] = list(self.stacked[self.deal.number - 1])
        self.ways.setdefault(None if self.rules.deal_way == "first-dealer" else a.seat, a.first)
        pack = list(self.pack)
        self.packs[self.pack_no] = []
        d = self._dealer_seat()
        nd = 1 - d
        pos = 0
        for size in (a.first, 5 - a.first):
            for seat in (nd, d):
                self.hands[seat].extend(pack[pos:pos + size])
                pos += size
        turnup = pack[10]
        self.stock = pack[11:]
        self.deal.turnup = turnup
        self.trumps = turnup.suit
        way = "twos and threes" if a.first == 2 else "threes and twos"
        self.event("deal", f"{self.name(d)} deals five to each by {way}, beginning with {self.name(nd)}", (DEAL,), d)
        for seat in (nd, d):
            self.event("hand", f"{self.name(seat)} holds {cards_text(self.hands[seat])}", (DEAL,), seat,
                       seen_by={seat})
        self.event("turnup", f"the eleventh card is turned up for trump: the {turnup.name}; {self.trumps.name_} "
                   "are trumps", (TURNUP,))
        self.phase = Phase.PROPOSE
        if turnup.rank is Rank.KING:
            self._mark(d, 1, "the king turned up", KING_TURNED)

    # -- proposing ------------------------------------------------------------------------------------
    def _check_step(self, seat: int, phase: Phase, who: Optional[int], what: str, law: str) -> None:
        if self.phase is not phase:
            raise IllegalActionError(f"{what}: not now (the deal is at {self.phase.value})", law)
        if seat != who:
            raise OutOfTurnError(f"{what}: it is for {self.name(who)}, not {self.name(seat)}", law)

    @verifies(Propose, PlayHand, Accept, Refuse)
    @implements(LAW)
    def _verify_words(self, a: SeatAction) -> None:
        """The non-dealer proposes or plays his hand, the dealer accepts or refuses, each at his step
        (the table ``_WORDS``); the non-dealer "may propose--that is, change any or all of them for others
        from the stock"."""
        phase, role, what, law = _WORDS[type(a)]
        self._check_step(a.seat, phase, _SEAT_OF[role](self), what, law)
        if isinstance(a, Propose) and not self.stock:
            raise IllegalActionError("the stock is exhausted: no cards can be given", PROPOSE)

    @applies(Propose)
    @implements(LAW)
    def _apply_propose(self, a: SeatAction) -> None:
        self.deal.proposed = True
        self.event("propose", f"{self.name(a.seat)}: \u201cI propose\u201d", (PROPOSE_WORDS,), a.seat)
        self.phase = Phase.ANSWER

    @applies(PlayHand)
    @implements(LAW)
    def _apply_play_hand(self, a: SeatAction) -> None:
        """"the non-dealer may play without discarding, in which case the dealer must play his own hand
        without changing any of his cards"."""
        if not self.deal.proposed:
            self.deal.played_without = True
            self.event("play-hand", f"{self.name(a.seat)} plays without proposing: {self.name(self.dealer)} must "
                       "play the hand as dealt, unchanged", (PLAY_WITHOUT,), a.seat)
        else:
            self.event("play-hand", f"{self.name(a.seat)} proposes no more and plays", (LEAD,), a.seat)
        self.phase = Phase.PLAY

    @applies(Accept)
    @implements(LAW)
    def _apply_accept(self, a: SeatAction) -> None:
        """"When he decides to give, he says, 'I accept,' or 'How many?'"."""
        self.event("accept", f"{self.name(a.seat)}: \u201cI accept\u201d", (ACCEPT,), a.seat)
        self.phase = Phase.DISCARD

    @applies(Refuse)
    @implements(LAW)
    def _apply_refuse(self, a: SeatAction) -> None:
        """"Should he refuse to change he says, 'I decline,' or 'Play'" (and is penalised if he fails)."""
        if self.rules.refusal_penalty == "any-refusal" or self.deal.proposals == 0:
            self.deal.refused = True
        self.event("refuse", f"{self.name(a.seat)}: \u201cI decline\u201d", (REFUSE,), a.seat)
        self.phase = Phase.PLAY

    @verifies(Discard)
    @implements(LAW)
    def _verify_discard(self, a: Discard) -> None:
        if self.phase is Phase.DISCARD:
            self._check_step(a.seat, Phase.DISCARD, self.non_dealer, "discarding", PROPOSE)
        else:
            self._check_step(a.seat, Phase.DEALER_DISCARD, self.dealer, "discarding", DEALER_CHANGE)
        hand = self.hands[a.seat]
        missing = [c for c in a.cards if c not in hand]
        if missing:
            raise IllegalActionError(f"{self.name(a.seat)} does not hold the {missing[0].name}",
                                     PROPOSE if a.seat == self.non_dealer else DEALER_CHANGE)
        if a.seat == self.non_dealer and not a.cards:
            raise IllegalActionError("having proposed, the non-dealer changes one card at least", PROPOSE)
        if len(a.cards) > len(self.stock):
            raise IllegalActionError(f"only {len(self.stock)} cards are left in the stock: fresh cards are given "
                                     "while the stock lasts", PROPOSE)

    @applies(Discard)
    @implements(LAW)
    def _apply_discard(self, a: Discard) -> None:
        """The discard, and as many fresh cards from the stock; the dealer "may, if he accept the proposal,
        change any or all the cards in his own hand"."""
        seat = a.seat
        for c in a.cards:
            self.hands[seat].remove(c)
        self.deal.discards[seat].extend(a.cards)
        fresh, self.stock = self.stock[:len(a.cards)], self.stock[len(a.cards):]
        self.hands[seat].extend(fresh)
        n = len(a.cards)
        words = f"changes {n} card{'s' if n != 1 else ''}" if n else "keeps the hand"
        self.event("discard", f"{self.name(seat)} {words}" + (
            f": out {cards_text(a.cards)}; in {cards_text(fresh)}" if n else ""),
            (PROPOSE if seat == self.non_dealer else DEALER_CHANGE,), seat,
            seen_by={seat}, others=f"{self.name(seat)} {words}")
        if seat == self.non_dealer:
            self.phase = Phase.DEALER_DISCARD
            return
        self.deal.proposals += 1
        more = self.deal.proposals < self.rules.max_proposals and self.stock
        self.phase = Phase.PROPOSE if more else Phase.PLAY
        if not more:
            self.event("play", "no more cards are exchanged: the hands are arranged and play begins",
                       (SECOND_DISCARD if self.deal.proposals >= self.rules.max_proposals else PROPOSE,))

    # -- the king -------------------------------------------------------------------------------------
    def _may_mark(self, seat: int) -> bool:
        king = Card(Rank.KING, self.trumps) if self.trumps else None
        return (self.phase is Phase.PLAY and seat not in self.deal.played and seat not in self.deal.marked
                and king in self.hands[seat])

    @verifies(MarkKing)
    @implements(LAW)
    def _verify_mark_king(self, a: SeatAction) -> None:
        """"if he hold the king, he names it before playing his first card--'I mark king.'"."""
        if self.phase is not Phase.PLAY:
            raise IllegalActionError("the king is marked when the hands are arranged, before the holder's first "
                                     "card", MARK_KING)
        if a.seat in self.deal.marked:
            raise IllegalActionError(f"{self.name(a.seat)} has marked the king already", MARK_KING)
        if a.seat in self.deal.played:
            raise IllegalActionError("the king is named before playing the first card, not after", MARK_KING)
        if a.seat != self.to_play():
            raise OutOfTurnError(f"{self.name(a.seat)} names the king on playing the first card", MARK_KING)
        trumps = self._trump_suit()
        if Card(Rank.KING, trumps) not in self.hands[a.seat]:
            raise IllegalActionError(f"{self.name(a.seat)} does not hold the king of {trumps.name_}", MARK_KING)

    @applies(MarkKing)
    @implements(LAW)
    def _apply_mark_king(self, a: SeatAction) -> None:
        self.deal.marked.append(a.seat)
        self.event("mark-king", f"{self.name(a.seat)}: \u201cI mark king\u201d", (MARK_KING,), a.seat)
        self._mark(a.seat, 1, "the king of trumps held", MARK_KING)

    # -- the play ---------------------------------------------------------------------------------------
    @verifies(Play)
    @implements(LAW)
    def _verify_play(self, a: Play) -> None:
        if self.phase is not Phase.PLAY:
            raise IllegalActionError("cards are played when the hands are arranged", LEAD)
        seat = self.to_play()
        if a.seat != seat:
            lead = self.deal.trick is None or not self.deal.trick.plays
            raise OutOfTurnError(f"it is {self.name(seat)}'s turn to {'lead' if lead else 'play'}, not "
                                 f"{self.name(a.seat)}'s", LEAD if lead and not self.deal.tricks else NEXT_LEAD)
        self._check_holds(a.seat, a.card, LEAD)
        trick = self.deal.trick
        if trick is not None and trick.plays:
            broken = breaks_obligation(self.hands[a.seat], trick, a.card, self.obligations, ORDER, self.trumps,
                                       law=FOLLOW)
            if broken is not None:
                self.irregular(FOLLOW, f"{self.name(a.seat)} plays the {a.card.name} and does not {broken.value}, "
                               "though able to", Renounce(seat=a.seat, trick=len(self.deal.tricks),
                                                         obligation=broken.value), a.seat)

    @applies(Play)
    @implements(LAW)
    def _apply_play(self, a: Play) -> None:
        """"the non-dealer plays a card, which is won or lost by the playing of a superior card of the suit
        led" (or a trump); "The winner of the trick leads for the next trick, and so on, till the five cards
        on each side are played"."""
        self.deal.played.add(a.seat)
        self._play_to_trick(a.seat, a.card)

    def _trick_rules(self) -> TrickRules:
        """Five tricks of two cards, in ¶118's order of the cards, the turned-up suit trumps."""
        return TrickRules(ORDER, self.trumps, TRICK, None, 5)

    def _deal_played(self) -> None:
        self._score_deal()

    # -- the score --------------------------------------------------------------------------------------
    @implements(LAW)
    def _mark(self, seat: int, points: int, why: str, law: str) -> None:
        """Mark ``points`` to ``seat`` under ``law`` (the words of ¶118 that give them, or the edition's
        reading where the paragraph names no penalty); "the player who first marks five points, wins" (at
        once)."""
        games = len(self.sheet.games)
        self.sheet.add(self.name(seat), points, law=law, words=why, deal=self.deal.number)
        won = len(self.sheet.games) > games
        scores = self.sheet.games[-1].scores if won else tuple((s, self.sheet.score(s)) for s in self.names)
        label = f"; {law.label}" if isinstance(law, Convention) else ""
        self.event("mark", f"{self.name(seat)} marks {points} ({why}{label}): "
                   + ", ".join(f"{s} {p}" for s, p in scores), () if label else (law,), seat)
        if won:
            self._game_won(seat)

    @implements(LAW)
    def deal_points(self) -> tuple[int, int, str]:
        """Who marks for the tricks and how many: "The winner of three tricks scores one point; if he win
        the whole five tricks ... he scores two points"; two to the adversary of a non-dealer who played
        without proposing, or of a dealer who refused, and failed to make three tricks."""
        return self._points()[:3]

    def _points(self) -> tuple[int, int, str, str]:
        """:meth:`deal_points`, and the words of ¶118 that give the points (a renounce ruled: the
        edition's reading, the paragraph naming no penalty)."""
        d = self.deal
        if d.renounced_by is not None:
            w = 1 - d.renounced_by
            why, law = "the adversary renounced, and is held to have failed to make three tricks", RENOUNCE
        else:
            w = 0 if d.won[0] >= 3 else 1
            why, law = f"{d.won[w]} tricks", POINT  # type: ignore[assignment]
        loser = 1 - w
        if d.won[w] == 5:
            return w, 2, "the vole: all five tricks", VOLE
        if loser == self.non_dealer and d.played_without:
            return w, 2, f"{why}; the non-dealer played without proposing and failed to make three", (
                law if law is RENOUNCE else PLAYED_WITHOUT_FAILS)
        if loser == self.dealer and d.refused:
            return w, 2, f"{why}; the dealer refused to accept and failed to win three", (
                law if law is RENOUNCE else REFUSED_FAILS)
        return w, 1, why, law

    def _score_deal(self) -> None:
        w, points, why, law = self._points()
        self._mark(w, points, why, law)
        if not self.over and self.phase is Phase.PLAY:
            self._next_deal()

    def _gather(self) -> None:
        """The cards of the deal go back into their pack (the tricks, the discards, the stock)."""
        d = self.deal
        cards = self._cards_played() + self.hands[0] + self.hands[1] + d.discards[0] + d.discards[1] + self.stock
        if d.turnup is not None and d.turnup not in cards:
            cards.append(d.turnup)
        if cards:
            self.packs[self.pack_no] = cards
        self.hands = [[], []]
        self.stock = []

    @implements(LAW)
    def _next_deal(self) -> None:
        """"The deal is taken alternately"."""
        self._gather()
        self.deals_done += 1
        self.dealer = 1 - self._dealer_seat()
        self._begin_deal()

    @implements(LAW)
    def _game_won(self, seat: int) -> None:
        """"The game is five up"; at rubbers, "it is usual to cut for deal at the end of each rubber"."""
        self.event("game", f"{self.name(seat)} wins the game, five up", (GAME,), seat)
        self.ways = {}
        if self.rubbers is None:
            self._gather()
            self.over = True
            return
        if self.sheet.rubber_over:
            self.event("rubber", f"{self.sheet.rubber_winner} wins rubber {self.sheet.rubber_number} "
                       f"({RUBBER.label})")
            if len(self.sheet.rubbers) >= self.rubbers:
                self._gather()
                self.over = True
                return
            self.sheet.new_rubber(law=RUBBER_CUT)
            if self.rules.rubber_cut:
                self._gather()
                self.deals_done += 1
                self.dealer = None
                self.phase = Phase.CUT_FOR_DEAL
                return
        self._next_deal()

    # -- claims and rulings -----------------------------------------------------------------------------
    def claim_closed(self, breach):
        if self.over or breach.at < self.deal.started_at:
            return (RENOUNCE, "the last trick of that deal has been played")
        return None

    @remedy(EcarteRemedy.LOSES_DEAL)
    def _remedy_loses_deal(self, breach, ruling) -> None:
        if self.deal.renounced_by is None:
            self.deal.renounced_by = breach.seat

    # -- what a seat may know: the view_class's record (TrickGame.view) ---------------------------------
    def transcript_header(self) -> list[str]:
        return [f"Ecarte rules={self.rules.name} seed={self.seed!r} rubbers={self.rubbers} mode={self.mode.value}"]

    def check_invariants(self) -> None:
        full = Counter(ecarte_pack().cards)
        d = self.deal
        for i, p in enumerate(self.packs):
            if i != self.pack_no or self.phase in (Phase.CUT_FOR_DEAL, Phase.CUT, Phase.DEAL) or self.over:
                assert Counter(p) == full, f"pack {i} is whole between deals"
        if self.phase not in (Phase.CUT_FOR_DEAL, Phase.CUT, Phase.DEAL) and not self.over:
            cards = self.hands[0] + self.hands[1] + self.stock + d.discards[0] + d.discards[1] + self._cards_played()
            cards.append(d.turnup)
            assert Counter(cards) == full, "every card of the pack in use exactly once"
            assert len(self.hands[0]) == len(self.hands[1]) + (1 if d.trick and d.trick.plays and
                                                               d.trick.plays[0][0] == 1 else 0) - (
                1 if d.trick and d.trick.plays and d.trick.plays[0][0] == 0 else 0)
            assert sum(d.won) == len(d.tricks)
        totals = {s: sum(e.points for e in self.sheet.entries if e.side == s) for s in self.names}
        assert all(totals[s] == self.sheet.total(s) for s in self.names)
        assert all(0 <= self.sheet.score(s) < self.rules.game for s in self.names) or self.over
