"""Solo Whist for five and for three, as Hoffmann's closing paragraphs give them ({156}), on the shared core.

**The laws of these pages.**  At five (¶ p2) "one man stands out every round, the person chosen
being he who sits to the dealer's right"; he is dealt no cards, makes no call, plays to no trick, and
"neither pays nor receives on that round"; the deal passes to the left, so the dealer of one round
stands out the next.  At three (¶ p3) "there is in this no proposal and acceptance, the solo being
the lowest call"; the pack is the forty cards left when "the twos, threes, and fours" are thrown out,
thirteen to each, and "the fortieth card" is turned up "as trump, but not regarding that card as
belonging to any individual" (it lies on the table, in no hand, and nobody plays it); or, the other
plan, "three suits only, leaving the fourth suit out altogether" (the rule set's reading
``three_hand_pack``).  "The tricks, of course, consist of three cards each."

**From outside these pages** (:data:`games.solo.rules.OUTSIDE`): the game they vary, as Hoffmann's
chapter describes it on the pages before this edition.  The dealer deals three cards at a time until
as many remain as there are players, then one each, and at the game for four turns up his own last
card for trump.  The player on his left calls first; each in turn passes or overcalls: proposal (to
make eight tricks with a partner), acceptance (completing a proposal), solo (five tricks alone, the
turned-up suit trumps), misère (no trick, no trumps), abundance (nine tricks, the caller naming
trumps), abundance declared (all thirteen, the caller naming trumps and leading).  A player who passes
calls no more in the deal; when all have passed the cards are thrown up and the next player deals
(so too when a proposal finds no partner).  The player on the dealer's left leads (the caller of an
abundance declared leads); each must follow suit if he can (refused, not ruled: the laws of the
revoke are outside these pages); the trick goes to the highest trump, else the highest card of the
suit led.  After thirteen tricks the caller's side is paid, or pays, as the rule set's ``stakes``
say.

>>> from games.solo.game import SoloWhist
>>> g = SoloWhist(players=5, seed=1)
>>> g.view(0).standing_out, len(g.view(4).hand), g.phase.value
(4, 0, 'call')
>>> g = SoloWhist(players=3, seed=1)
>>> len(g.view(0).hand), g.view(0).turnup is not None, g.view(0).turnup_owner
(13, True, None)
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass, field
from typing import Optional, Sequence

from games.cards import Card, Suit, solo_whist_pack, standard_pack
from games.core.ledger import Ledger, seat_account
from games.core.prose import YOU
from games.core.seating import cycle_from
from games.core.state import Mode, applies, verifies
from games.core.trick_game import SeatAction, TrickDeal, TrickGame, TrickRules, check_stacked
from games.core.tricks import Obligations, breaks_obligation
from games.core.turns import Step, automates, offers, refuse_unknown, refuse_unknown_flags, turn
from games.errors import IllegalActionError, OutOfTurnError, RuleSetError, check_items
from games.laws import implements
from games.solo.actions import Call, Deal, Pass, Play, SoloAction, StandingOutCalls, TurnUpPlayed
from games.solo.referee import REFEREE
from games.solo.rules import (
    CALLS, FORTY, HOFFMANN_SOLO, NEITHER_PAYS, NO_PROPOSAL, NOBODYS, ORDER, P2, P3, RANK, SOLO_CALLS, SOLO_DEAL,
    SOLO_PLAY, SOLO_STAKES, STAND_OUT, STANDS_OUT_UNPAID, TARGET, THREE_SUITS, THREE_SUITS_TRUMP, TRICKS_OF_THREE,
    VARIETIES, SoloRules,
)
from games.solo.view import SoloView

__all__ = ["SoloWhist", "Phase", "Duty", "Auto", "DealRecord", "P1", "dealing_order", "hand_text"]

#: The paragraph naming the two varieties (an announcement, not executable: the games' sizes rest on it).
P1 = "hoffmann-solo-whist:p1"


class Phase(str, enum.Enum):
    """Where a deal stands; a phase is also the duty of the turn protocol (``Duty``)."""

    _missing_ = refuse_unknown("one of the {name} of Solo Whist: {members}", P3)

    DEAL = "deal"
    CALL = "call"
    PLAY = "play"


#: What is to be done (the turn protocol's duties): the phases themselves.
Duty = Phase


class Auto(enum.Flag):
    """What the game does by itself: the deal (shuffle, cut and deal) unless told not to."""

    _missing_ = refuse_unknown_flags("a combination of Solo Whist's automations", P3)

    NONE = 0
    DEAL = enum.auto()
    DEFAULT = DEAL
    ALL = DEAL


_SUIT_PLACE = {s: i for i, s in enumerate(Suit)}
_RANK_PLACE = {r: i for i, r in enumerate(ORDER)}


def _unpaid(name: str, on: str = "") -> str:
    """"he neither pays nor receives" (for the player called "You": "you neither pay nor receive")."""
    words = "you neither pay nor receive" if name == YOU else "he neither pays nor receives"
    return f"{words} {on}" if on else words


def hand_text(cards: Sequence[Card]) -> str:
    """A hand in words, suit by suit, the highest card first: ``"the ace, king and two of spades; the ten
    of hearts"``."""
    cards = check_items(cards, "a hand's cards", error=IllegalActionError)
    if not all(isinstance(c, Card) for c in cards):
        raise IllegalActionError(f"a hand is a sequence of cards, not {cards!r}")
    parts = []
    for suit in Suit:
        ranks = [c.name.split(" of ")[0] for c in sorted((c for c in cards if c.suit is suit),
                                                        key=lambda c: _RANK_PLACE[c.rank], reverse=True)]
        if ranks:
            names = ranks[0] if len(ranks) == 1 else ", ".join(ranks[:-1]) + " and " + ranks[-1]
            parts.append(f"the {names} of {suit.name_}")
    return "; ".join(parts) if parts else "no cards"


def dealing_order(players: int) -> list[int]:
    """The positions (0 the player on the dealer's left ... the dealer last) that receive the cards in
    turn: three at a time round the table until as many cards remain as there are players, then one
    each (Hoffmann's deal, from outside these pages).  Thirteen to each."""
    if not isinstance(players, int) or isinstance(players, bool) or players not in (3, 4):
        raise IllegalActionError(f"thirteen cards are dealt to three or four players, not {players!r}", SOLO_DEAL)
    order: list[int] = []
    for _ in range(4):
        for pos in range(players):
            order += [pos] * 3
    order += list(range(players))
    return order


@dataclass
class DealRecord(TrickDeal):
    """One deal's own state: who deals and who stands out, the turn-up, the auction; the play of its
    tricks is the :class:`~games.core.trick_game.TrickDeal` it extends (the leader, the trick in
    progress, the tricks, the tricks won by seat)."""

    number: int = 0
    dealer: int = 0
    out: Optional[int] = None  #: the seat standing out (five players)
    playing: tuple = ()  #: the seats dealt to (a tuple of seat numbers), from the dealer's left, the dealer last
    turnup: Optional[Card] = None
    turnup_owner: Optional[int] = None  #: the dealer at five (his own last card); nobody at three (forty cards)
    calls: list = field(default_factory=list)  #: (seat, words) in order
    passed: set = field(default_factory=set)
    high: Optional[Call] = None  #: the call that stands
    partner: Optional[int] = None  #: the acceptor of a proposal
    turn: Optional[int] = None  #: whose call it is
    trumps: Optional[Suit] = None
    balance_out: int = 0  #: the balance of the player standing out when the deal began


class SoloWhist(TrickGame):
    """A sitting of Solo Whist for five (``players=5``) or for three (``players=3``) under ``rules``.

    ``seed`` fixes every shuffle and cut; ``deals`` the number of deals (by default one round: each
    player deals once); ``first_dealer`` the seat that deals first; ``mode`` STRICT or TABLE;
    ``automations`` what the game does by itself (:class:`Auto`); ``stacked`` arranges the pack of
    the first deals (each the whole pack in the order it is dealt), for set pieces."""

    action_base = SoloAction
    referee = REFEREE
    view_class = SoloView
    deal: DealRecord
    not_state = frozenset({"rules", "referee", "stacked", "obligations", "_pack"})

    def __init__(self, rules: SoloRules = HOFFMANN_SOLO, *, players: int = 5, seed: object = 0,
                 names: Sequence[str] = (), deals: Optional[int] = None, first_dealer: int = 0,
                 mode: Mode = Mode.STRICT, automations: Auto = Auto.DEFAULT, stacked: Sequence[Sequence[Card]] = ()):
        if not isinstance(rules, SoloRules):
            raise RuleSetError(f"Solo Whist is played under a SoloRules rule set, not {rules!r}", P3)
        if not isinstance(players, int) or isinstance(players, bool) or players not in (3, 5):
            raise IllegalActionError(f"the varieties are Solo Whist for five players and for three, not for "
                                     f"{players!r}", VARIETIES)
        if deals is not None and (not isinstance(deals, int) or isinstance(deals, bool) or not 1 <= deals <= 999):
            raise IllegalActionError(f"play 1 to 999 deals, not {deals!r}")
        if not isinstance(first_dealer, int) or isinstance(first_dealer, bool) or not 0 <= first_dealer < players:
            raise IllegalActionError(f"the first dealer is one of the seats 0 to {players - 1}, not {first_dealer!r}")
        if not isinstance(automations, Auto):
            raise IllegalActionError(f"automations are Auto flags, not {automations!r}")
        if isinstance(names, (str, bytes)) or not isinstance(names, (tuple, list)):
            raise IllegalActionError(f"give the players' names as a list or tuple, not {names!r}")
        self.rules = rules
        pack = self._pack_of(rules, players)
        self.stacked = check_stacked(stacked, pack, f"the {len(pack)} cards of the pack in use", self._law_for(players))
        super().__init__(seed=seed, seats=players, names=names, mode=mode)
        self.law = P2 if players == 5 else P3
        self._pack = self._pack_of(self.rules, players)
        self.obligations = Obligations(follow=True)  # Solo Whist's own rule (SOLO_PLAY): no law of these pages
        self.automations = automations
        self.deals = players if deals is None else deals
        self.dealer = first_dealer
        self.deals_done = 0
        self.ledger = Ledger({seat_account(s): 0 for s in range(players)},
                             overdraft=[seat_account(s) for s in range(players)])
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.deal = DealRecord()
        self._begin_deal()
        self._automate()

    # -- the pack --------------------------------------------------------------------------------
    def full_pack(self) -> tuple[Card, ...]:
        """The pack in use: fifty-two at five; at three the forty (twos, threes and fours out) or the
        three suits, as the rule set reads ¶ p3."""
        return self._pack

    @staticmethod
    def _pack_of(rules: SoloRules, players: int) -> tuple[Card, ...]:
        if players == 5:
            return standard_pack().cards
        return solo_whist_pack(rules.three_hand_pack, rules.left_out).cards

    def _law_for(self, players: int) -> str:
        """The words of the pack in use: the fifty-two at five (one standing out), at three the forty or the
        three suits (¶ p3)."""
        if players == 5:
            return STAND_OUT
        return FORTY if self.rules.three_hand_pack == "forty" else THREE_SUITS

    # -- the turn protocol -----------------------------------------------------------------------
    @turn(*Phase)
    def _step_of_phase(self):
        """The dealer deals, the caller whose turn it is calls, the player to play plays."""
        role, seat = {Phase.DEAL: ("dealer", self.dealer), Phase.CALL: ("caller", self.deal.turn),
                      Phase.PLAY: ("player", self.to_play())}[self.phase]
        return Step(role, seat, self.phase)

    def to_play(self) -> Optional[int]:
        """The seat to play to the trick (``None`` outside the play)."""
        if self.phase is not Phase.PLAY:
            return None
        t = self.deal.trick
        return self.deal.leader if t is None else t.to_play

    @offers(Phase.DEAL)
    def _offer_deal(self, step):
        return [Deal(step.seat)]

    @automates(Phase.DEAL, Auto.DEAL)
    def _auto_deal(self, step):
        return Deal(step.seat)

    @offers(Phase.CALL)
    def _offer_call(self, step: Step) -> list:
        s = step.whose
        out: list = [Pass(s)]
        for what in CALLS:
            if what.startswith("abundance"):
                out += [Call(s, what, suit.value) for suit in Suit]
            else:
                out.append(Call(s, what))
        return out

    @offers(Phase.PLAY)
    def _offer_play(self, step):
        return self._cards_offered(step.seat, Play)

    # -- the deal ------------------------------------------------------------------------------
    @implements(P2, P3)
    def _begin_deal(self) -> None:
        """Who plays this round: at five the player on the dealer's right stands out (¶ p2); at three
        all three play (¶ p3)."""
        d = self.dealer
        out = self.right(d) if self.n == 5 else None
        playing = tuple(cycle_from(self.left(d), self.n, [s for s in range(self.n) if s != out]))
        self.deal = DealRecord(number=self.deals_done + 1, dealer=d, out=out, playing=playing,
                               won={s: 0 for s in playing},
                               balance_out=0 if out is None else self.ledger[seat_account(out)])
        self.phase = Phase.DEAL
        self.event("round", f"deal {self.deal.number}: {self.name(d)} deals", (), d)
        if out is not None:
            self.event("stand-out", f"{self.name(out)} stands out this round, on the dealer's right: "
                       + _unpaid(self.name(out), "on it"), (STANDS_OUT_UNPAID,), out)

    @verifies(Deal)
    @implements(P2, P3)
    def _verify_deal(self, a: SeatAction) -> None:
        if self.phase is not Phase.DEAL:
            raise IllegalActionError("the cards are dealt at the beginning of a deal, not now", SOLO_DEAL)
        if a.seat != self.dealer:
            raise OutOfTurnError(f"{self.name(self.dealer)} deals, not {self.name(a.seat)}", SOLO_DEAL)

    @applies(Deal)
    @implements(P2, P3)
    def _apply_deal(self, a: SeatAction) -> None:
        """Thirteen to each player dealt to (at five the four, not the one standing out; at three the
        three, "the tricks, of course," three cards each); at three with forty cards the fortieth is
        turned up for trump and belongs to nobody."""
        d = self.deal
        if d.number <= len(self.stacked):
            pack = list(self.stacked[d.number - 1])
        else:
            pack = list(self.full_pack())
            self.rng("shuffle", d.number).shuffle(pack)
            at = self.rng("cut", d.number).randrange(1, len(pack))
            pack = pack[at:] + pack[:at]
        order = dealing_order(len(d.playing))
        for i, pos in enumerate(order):
            self.hands[d.playing[pos]].append(pack[i])
        rest = pack[len(order):]
        names = [self.name(s) for s in d.playing]
        self.event("deal", f"{self.name(self.dealer)} deals thirteen cards to each of "
                   f"{', '.join(names[:-1])} and {names[-1]}, three at a time and then one each "
                   f"({SOLO_DEAL.label})", (self._law_for(self.n),), self.dealer)
        for s in d.playing:
            self.event("hand", f"{self.name(s)} holds {hand_text(self.hands[s])}", (), s, seen_by={s})
        if rest:  # the forty-card pack: the fortieth card, nobody's
            d.turnup = rest[0]
            self.event("turnup", f"the fortieth card is turned up for trump: the {d.turnup.name}; it belongs to "
                       "no player", (FORTY, NOBODYS))
        elif self.n == 5 or self.rules.three_suits_trump == "dealer-last-card":
            d.turnup, d.turnup_owner = pack[len(order) - 1], self.dealer
            label = SOLO_DEAL if self.n == 5 else THREE_SUITS_TRUMP
            self.event("turnup", f"{self.name(self.dealer)} turns up his last card for trump: the "
                       f"{d.turnup.name} ({label.label})", (), self.dealer)
        else:
            self.event("turnup", "no card is turned up (three suits only): a solo is played without trumps "
                       f"({THREE_SUITS_TRUMP.label})", ())
        self.phase = Phase.CALL
        d.turn = d.playing[0]

    @staticmethod
    def _sorted(cards: Sequence[Card]) -> list[Card]:
        return sorted(cards, key=lambda c: (_SUIT_PLACE[c.suit], _RANK_PLACE[c.rank]))

    # -- the calls -----------------------------------------------------------------------------
    def side(self) -> tuple[int, ...]:
        """The caller's side: the caller of the call that stands, and his partner if a proposal was
        accepted (empty before a call)."""
        d = self.deal
        if d.high is None:
            return ()
        return (d.high.seat,) if d.partner is None else (d.high.seat, d.partner)

    def _check_caller(self, seat: int, what: str) -> None:
        d = self.deal
        if self.phase is Phase.CALL and seat == d.out:
            self.irregular(STAND_OUT, f"{self.name(seat)} stands out this round, and "
                           f"{'passes' if what == 'pass' else 'calls ' + what}",
                           StandingOutCalls(seat=seat, what=what), seat)
            return
        if self.phase is not Phase.CALL:
            raise IllegalActionError(f"the calls are made after the deal, before the play, not now "
                                     f"({self.phase.value})", SOLO_CALLS)
        if seat != d.turn:
            raise OutOfTurnError(f"it is {self.name(d.turn)}'s call, not {self.name(seat)}'s", SOLO_CALLS)

    @verifies(Pass)
    @implements(P2)
    def _verify_pass(self, a: SeatAction) -> None:
        self._check_caller(a.seat, "pass")

    @applies(Pass)
    @implements(P2)
    def _apply_pass(self, a: SeatAction) -> None:
        if a.seat == self.deal.out:
            return  # the ruling says his words are void (rule_standing_out_calls)
        self.deal.passed.add(a.seat)
        self.deal.calls.append((a.seat, "pass"))
        self.event("pass", f"{self.name(a.seat)} passes", (), a.seat)
        self._next_caller()

    @verifies(Call)
    @implements(P2, P3)
    def _verify_call(self, a: Call) -> None:
        """At three "there is in this no proposal and acceptance, the solo being the lowest call";
        otherwise a call overcalls the call that stands (the order of the calls is Hoffmann's, from
        outside these pages)."""
        self._check_caller(a.seat, a.what)
        if a.seat == self.deal.out:
            return
        d = self.deal
        if self.n == 3 and a.what in ("proposal", "acceptance"):
            raise IllegalActionError(f"{self.name(a.seat)} calls {a.what}: at three there is no proposal and "
                                     "acceptance, the solo being the lowest call", NO_PROPOSAL)
        if a.what == "acceptance":
            if d.high is None or d.high.what != "proposal" or d.partner is not None:
                raise IllegalActionError("there is no proposal waiting for a partner to accept", SOLO_CALLS)
            return
        if d.high is not None and RANK[a.what] <= RANK[d.high.what]:
            raise IllegalActionError(f"{self.name(a.seat)} calls {a.what}, no higher than the {d.high.what} that "
                                     "stands: a call must overcall it", SOLO_CALLS)

    @applies(Call)
    @implements(P2, P3)
    def _apply_call(self, a: Call) -> None:
        d = self.deal
        if a.seat == d.out:
            return  # the ruling says his words are void (rule_standing_out_calls)
        words = a.what + (f" in {a.trumps.name_}" if a.trumps else "")
        d.calls.append((a.seat, words))
        if a.what == "acceptance":
            d.partner = a.seat
            assert d.high is not None
            self.event("call", f"{self.name(a.seat)} accepts {self.name(d.high.seat)}'s proposal", (), a.seat)
        else:
            d.high, d.partner = a, None
            lowest = self.n == 3 and a.what == "solo" and len([c for c in d.calls if c[1] != "pass"]) == 1
            self.event("call", f"{self.name(a.seat)} calls {words}", (NO_PROPOSAL,) if lowest else (), a.seat)
        self._next_caller()

    def _next_caller(self) -> None:
        """The next player in turn who has not passed and is not of the side whose call stands; if
        there is none, the calls are over."""
        d = self.deal
        side = self.side()
        i = d.playing.index(d.turn) if d.turn in d.playing else -1
        for k in range(1, len(d.playing) + 1):
            s = d.playing[(i + k) % len(d.playing)]
            if s not in d.passed and s not in side:
                d.turn = s
                return
        d.turn = None
        self._calls_over()

    @implements(P3)
    def _calls_over(self) -> None:
        d = self.deal
        if d.high is None or (d.high.what == "proposal" and d.partner is None):
            why = "all have passed" if d.high is None else "the proposal finds no partner"
            self.event("thrown-up", f"{why}: the cards are thrown up, and the next player deals "
                       f"({SOLO_CALLS.label})", ())
            self._end_deal()
            return
        what = d.high.what
        if what == "misère":
            d.trumps = None
        elif what.startswith("abundance"):
            d.trumps = d.high.trumps
        else:
            d.trumps = d.turnup.suit if d.turnup is not None else None
        d.leader = d.high.seat if what == "abundance declared" else d.playing[0]
        trumps = f"{d.trumps.name_} are trumps" if d.trumps else "there are no trumps"
        side = " and ".join(self.name(s) for s in self.side())
        self.event("contract", f"{side} play{'' if d.partner is not None else 's'} {what}, to make "
                   f"{'no trick' if what == 'misère' else str(TARGET[what]) + ' tricks'}; {trumps}; "
                   f"{self.name(d.leader)} leads ({SOLO_CALLS.label})", ())
        self.phase = Phase.PLAY

    # -- the play --------------------------------------------------------------------------------
    @verifies(Play)
    @implements(P2, P3)
    def _verify_play(self, a: Play) -> None:
        d = self.deal
        if self.phase is not Phase.PLAY:
            raise IllegalActionError("cards are played once the calls are over", SOLO_PLAY)
        if a.seat == d.out:
            raise OutOfTurnError(f"{self.name(a.seat)} stands out this round and plays no card", STAND_OUT)
        seat = self.to_play()
        if a.seat != seat:
            raise OutOfTurnError(f"it is {self.name(seat)}'s turn to play, not {self.name(a.seat)}'s", SOLO_PLAY)
        if d.turnup is not None and d.turnup_owner is None and a.card == d.turnup:
            self.irregular(NOBODYS, f"{self.name(a.seat)} plays the turned-up card, the {a.card.name}, which belongs to "
                           "no player", TurnUpPlayed(seat=a.seat, card=str(a.card)), a.seat)
            return
        self._check_holds(a.seat, a.card, SOLO_PLAY)
        if d.trick is not None and a.card.suit is not d.trick.led:  # (a card of the suit led keeps the rule)
            broken = breaks_obligation(self.hands[a.seat], d.trick, a.card, self.obligations, ORDER, d.trumps)
            if broken is not None:
                led = d.trick.led
                raise IllegalActionError(f"{self.name(a.seat)} holds {led.name_ if led else 'the suit led'} and must "
                                         "follow suit",
                                         SOLO_PLAY)

    @applies(Play)
    @implements(P2, P3)
    def _apply_play(self, a: Play) -> None:
        """The card to the trick; the trick, of as many cards as there are players (four at five, the
        one standing out playing none; three at three), to the highest trump or the highest card of the
        suit led."""
        d = self.deal
        if d.turnup is not None and d.turnup_owner is None and a.card == d.turnup:
            self.event("back", f"the {a.card.name} goes back to the table: it is nobody's", (NOBODYS,), a.seat)
            return
        self._play_to_trick(a.seat, a.card)

    def _trick_rules(self) -> TrickRules:
        """Thirteen tricks, one card from each player dealt to, ace high, the trumps of the call."""
        d = self.deal
        return TrickRules(ORDER, d.trumps, TRICKS_OF_THREE if self.n == 3 else STAND_OUT, d.playing, 13,
                          f" ({len(d.playing)} cards)", play_cites=False)

    def _deal_played(self) -> None:
        self._settle()

    # -- the payments ----------------------------------------------------------------------------
    def result(self) -> tuple[bool, int, int]:
        """After the play: whether the caller's side made its call, the tricks it took, and what each
        adversary pays (or is paid): the stake and the over- or under-tricks, as the rule set says."""
        d = self.deal
        if d.high is None or len(d.tricks) != 13:
            raise IllegalActionError("a deal is paid when its thirteen tricks are played", SOLO_STAKES)
        what = d.high.what
        made = sum(d.won[s] for s in self.side())
        target = TARGET[what]
        ok = made == 0 if what == "misère" else made >= target
        amount = self.rules.stake(what)
        if self.rules.odd_tricks_paid and what in ("proposal", "solo", "abundance"):
            odd = made - target if ok else target - made
            if what == "proposal" and made == 13:
                odd *= 2  # "double for the over-tricks" when the partners make all thirteen
            amount += odd
        return ok, made, amount

    @implements(P2, P3)
    def _settle(self) -> None:
        """Each adversary of the caller pays him, or is paid by him (at a proposal accepted, each partner
        is paid by one adversary, or pays one); at five the player standing out "neither pays nor
        receives on that round"."""
        d = self.deal
        assert d.high is not None
        ok, made, amount = self.result()
        side = sorted(self.side())
        adversaries = sorted(s for s in d.playing if s not in side)
        pairs = list(zip(adversaries, side)) if len(side) == 2 else [(a, side[0]) for a in adversaries]
        what = d.high.what
        self.event("result", f"{' and '.join(self.name(s) for s in side)} "
                   f"{('make' if ok else 'fail in') if len(side) == 2 else ('makes' if ok else 'fails in')} {what}: {made} trick{'s' if made != 1 else ''}; each pays or is "
                   f"paid {amount} ({SOLO_STAKES.label})", ())
        for adv, caller in pairs:
            src, dst = (adv, caller) if ok else (caller, adv)
            self.ledger.transfer(seat_account(src), seat_account(dst), amount, law=SOLO_STAKES, why=what)
            self.event("pay", f"{self.name(src)} pays {self.name(dst)} {amount}", (), src)
        if d.out is not None:
            self.event("pay", f"{self.name(d.out)} stands out: {_unpaid(self.name(d.out))}", (NEITHER_PAYS,), d.out)
        self._end_deal()

    def balance(self, seat: int) -> int:
        """What ``seat`` has won (or, below zero, lost) so far."""
        return self.ledger[seat_account(self._seat(seat))]

    def _end_deal(self) -> None:
        """The cards are gathered; the deal passes to the left; after the last deal the sitting is over."""
        self.hands = [[] for _ in range(self.n)]
        self.deals_done += 1
        if self.deals_done >= self.deals:
            self.over = True
            self.event("over", "the sitting is over: " + ", ".join(
                f"{self.name(s)} {self.balance(s):+d}" for s in range(self.n)), ())
            return
        self.dealer = self.left(self.dealer)
        self._begin_deal()

    # -- what a seat may know: the view_class's record (TrickGame.view) -----------------------------
    def transcript_header(self) -> list[str]:
        return [f"SoloWhist rules={self.rules.name} players={self.n} seed={self.seed!r} deals={self.deals} "
                f"mode={self.mode.value} readings={self.rules.differences()!r}"]

    def check_invariants(self) -> None:
        d = self.deal
        if self.phase is not Phase.DEAL and not self.over:
            cards = [c for s in range(self.n) for c in self.hands[s]] + self._cards_played()
            if d.turnup is not None and d.turnup_owner is None:
                cards.append(d.turnup)
            assert Counter(cards) == Counter(self.full_pack()), "every card of the pack exactly once"
            assert sum(d.won.values()) == len(d.tricks)
            lengths = {len(self.hands[s]) + sum(1 for t in d.tricks for p, _ in t.plays if p == s)
                       + (1 if d.trick is not None and d.trick.card_of(s) is not None else 0) for s in d.playing}
            assert lengths == {13}, "thirteen cards to each player"
        if d.out is not None:
            assert not self.hands[d.out], "the player standing out holds no card"
            assert self.balance(d.out) == d.balance_out, "the player standing out neither pays nor receives"
        self.ledger.check()
        assert sum(self.balance(s) for s in range(self.n)) == 0, "what is won is what is lost"
