"""French Vingt-Un: one deal of eight rounds, "each played in a different way" (Hoffmann, pp. 163-165).

:class:`FrenchVingtUn` is a sitting of exactly one deal under
``HOFFMANN_FRENCH``: the same dealer, the same pack carried on by the pone
from round to round (the Clock alone begins with "the full pack ... duly
shuffled and cut"), and eight rounds:

1. ordinary Vingt-Un (Hoffmann's code);
2. *Imaginary Tens*: stakes before the card, one card, ten points added to it;
3. *Blind Vingt-Un*: two cards the holder may not look at; he draws at haphazard;
4. *Sympathy and Antipathy*: he elects, then two cards: same colour, Sympathy wins;
5. *Rouge et Noir*: he names a colour, one card (or three, two of three deciding);
6. *Self and Company*: two cards up, for the dealer and the company, then cards
   until one of them is paired;
7. *Differences*: two cards up each, paid at an agreed rate per point of
   difference, the ace one only;
8. *The Clock*: the dealer counts "One" to "king" as he turns up the cards.

>>> from games.vingt_un.french import FrenchVingtUn, ROUNDS
>>> g = FrenchVingtUn(seats=3, seed=1)
>>> g.kind, len(ROUNDS)
('ordinary', 8)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from games.cards import Rank
from games.citations import quote
from games.core.prose import cards_text
from games.core.state import applies, verifies
from games.core.turns import Step, automates, offers, turn
from games.errors import IllegalActionError, OutOfTurnError, RuleSetError
from games.laws import implements
from games.vingt_un.cards import total
from games.vingt_un.game import Hand, VingtUn
from games.vingt_un.game_actions import DealRound, Split, Stake, VingtUnAction
from games.vingt_un.records import VingtUnDuty as Duty
from games.vingt_un.records import VingtUnPhase as Phase
from games.vingt_un.rules import HOFFMANN_FRENCH, HoffmannFrenchRules

__all__ = ["FrenchVingtUn", "ROUNDS", "Elect", "TurnCards"]

F = "hoffmann-french-vingt-un"
#: The eight rounds of the deal, in order, with their laws (the words that name each round).
ROUNDS = (
    ("ordinary", quote(f"{F}:1", "As ordinary Vingt-Un.")),
    ("imaginary-tens", quote(f"{F}:2", "Known as Imaginary Tens.")),
    ("blind", quote(f"{F}:3", "Known as Blind Vingt-Un.")),
    ("sympathy", quote(f"{F}:4", "Known as Sympathy and Antipathy")),
    ("rouge-et-noir", quote(f"{F}:5", "Rouge et Noir.")),
    ("self-and-company", quote(f"{F}:6", "Self and Company.")),
    ("differences", quote(f"{F}:7", "Differences.")),
    ("clock", quote(f"{F}:8", "The Clock.")),
)
#: round -> what is done -> the words of the round's paragraph that say it
WORDS = {
    "imaginary-tens": {"stake": quote(f"{F}:2", "Each player stakes before receiving his card."),
                       "card": quote(f"{F}:2", "Whatever the value of such card, ten points are added to it")},
    "blind": {"stake": quote(f"{F}:3", "Each player, having made his stake, receives two cards"),
              "card": quote(f"{F}:3", "receives two cards, but is not entitled to look at them"),
              "reveal": quote(f"{F}:3", "receives two cards, but is not entitled to look at them")},
    "sympathy": {"stake": quote(f"{F}:4", "Each player, having made his stake, is called upon to elect for Sympathy "
                                          "or Antipathy"),
                 "elect": quote(f"{F}:4", "is called upon to elect for Sympathy or Antipathy"),
                 "card": quote(f"{F}:4", "Having made his election, two cards are dealt to him."),
                 "pay": quote(f"{F}:4", "If they are of the same colour, Sympathy is the winner; if of different "
                                        "colours, Antipathy; and the player receives or pays as he has chosen correctly "
                                        "or otherwise")},
    "rouge-et-noir": {"stake": quote(f"{F}:5", "The player, having made his stake, declares for black or red"),
                      "elect": quote(f"{F}:5", "declares for black or red, at his option"),
                      "card": quote(f"{F}:5", "The dealer gives him a card."),
                      "cards3": quote(f"{F}:5", "the dealer gives three cards to the punter"),
                      "pay": quote(f"{F}:5", "If it is of the colour named, the player wins; if otherwise, he loses."),
                      "pay3": quote(f"{F}:5", "two out of three deciding the winning colour")},
    "self-and-company": {"stake": quote(f"{F}:6", "The stakes having been made"),
                         "card": quote(f"{F}:6", "the dealer deals two cards, face upwards, one for himself, and one "
                                                 "for the company"),
                         "more": quote(f"{F}:6", "he continues to deal, turning up the cards one by one, face "
                                                 "upwards, before him, until a card appears which pairs one or the "
                                                 "other of the two first exposed"),
                         "alike": quote(f"{F}:6", "If they are alike, he wins."),
                         "pay": quote(f"{F}:6", "If the card for \"self\" is first paired, the dealer wins; if that "
                                                "for \"company,\" he loses.")},
    "differences": {"card": quote(f"{F}:7", "Two cards are dealt, face upwards, to each player, and two to the "
                                            "dealer"),
                    "pay": quote(f"{F}:7", "who pays all hands which are higher, and receives from all which are lower "
                                           "than his own, at an agreed rate for each unit of difference … An ace in "
                                           "this case counts as \"one\" only."),
                    "tie": quote(f"{F}:7", "Ties cancel.")},
    "clock": {"reunite": quote(f"{F}:8", "The full pack having been duly shuffled and cut"),
              "card": quote(f"{F}:8", "saying, as he deals the first, \"One,\" as he deals the second, \"Two,\" and "
                                      "so on up to king"),
              "hit": quote(f"{F}:8", "If at any point the card turned up accords with the number named"),
              "won": quote(f"{F}:8", "he wins an agreed stake from each of the company"),
              "lost": quote(f"{F}:8", "If he reaches thirteen without any card having responded to the call, he pays a "
                                      "like amount to each player.")},
}
EIGHT_ROUNDS = quote(f"{F}:p2", "The deal lasts during eight rounds")
VARIATION = quote(f"{F}:p1", "is a variation of ordinary Vingt-Un")
TITLES = {
    "ordinary": "ordinary Vingt-Un", "imaginary-tens": "Imaginary Tens", "blind": "Blind Vingt-Un",
    "sympathy": "Sympathy and Antipathy", "rouge-et-noir": "Rouge et Noir", "self-and-company": "Self and Company",
    "differences": "Differences", "clock": "The Clock",
}
ELECTIONS = {"sympathy": ("sympathy", "antipathy"), "rouge-et-noir": ("red", "black")}
CLOCK = (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE,
         Rank.TEN, Rank.KNAVE, Rank.QUEEN, Rank.KING)
CLOCK_WORDS = ("One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Knave", "Queen",
               "King")


@dataclass(frozen=True)
class Elect(VingtUnAction):
    """A punter elects: Sympathy or Antipathy (round 4), red or black (round 5)."""

    seat: int
    choice: str


@dataclass(frozen=True)
class TurnCards(VingtUnAction):
    """The dealer turns up the cards of a round of pure chance (rounds 4 to 8) and settles it."""

    seat: int


class FrenchVingtUn(VingtUn):
    """One deal of French Vingt-Un: eight rounds, the dealer fixed for all of them."""

    rules: HoffmannFrenchRules

    def __init__(self, rules=HOFFMANN_FRENCH, *, first_round: int = 1, **kw):
        """``first_round`` (1 to 8): the round the deal is taken up at, the rounds before it counted as played
        (to study or show one round without playing those before it)."""
        if not isinstance(rules, HoffmannFrenchRules):
            raise RuleSetError(f"French Vingt-Un is played under its own code (HOFFMANN_FRENCH, or it with readings "
                               f"chosen), not {getattr(rules, 'name', rules)!r}", VARIATION)
        kw.setdefault("rounds", 8)
        kw.setdefault("deals", None)
        if kw["rounds"] != 8:
            raise IllegalActionError("the deal lasts during eight rounds", EIGHT_ROUNDS)
        if not isinstance(first_round, int) or isinstance(first_round, bool) or not 1 <= first_round <= 8:
            raise IllegalActionError(f"first_round: one of the eight rounds, 1 to 8, not {first_round!r}",
                                     EIGHT_ROUNDS)
        self.first_round = first_round
        self.elections: dict[int, str] = {}
        self.to_elect: list[int] = []  #: the punters still to elect (Sympathy and Antipathy, Rouge et Noir)
        super().__init__(rules, **kw)

    def rounds_before(self) -> int:
        return self.first_round - 1

    @property
    def kind(self) -> str:
        """The kind of the round now being played."""
        return ROUNDS[min(self.round_no, 7)][0]

    @property
    def round_law(self) -> str:
        return ROUNDS[min(self.round_no, 7)][1]

    def _words(self, what: str):
        """The words of this round's paragraph that say ``what`` is done (the round's own law where none are
        declared for it)."""
        return WORDS.get(self.kind, {}).get(what, self.round_law)

    # -- the flow ------------------------------------------------------------------------------------------
    @implements("hoffmann-french-vingt-un:p2")
    def start_round(self) -> None:
        """Each round is played in its own way (p2); the deal lasts the eight."""
        super().start_round()
        self.elections = {}
        kind = self.kind
        self.event("round", f"Round {self.round_no + 1}: {TITLES[kind]}", (self.round_law,))
        if kind == "ordinary":
            return
        if kind == "clock":
            self.reunite()
        if kind in ("differences", "clock"):
            self.phase = Phase.CHANCE
            return
        self.stakes.to_stake = list(self.order)
        self.phase = Phase.STAKE

    @implements("hoffmann-french-vingt-un:8")
    def reunite(self) -> None:
        """The Clock: "The full pack having been duly shuffled and cut"."""
        cards = self.stock + [c for c, _ in self.pile]
        self.pile = []
        if self.arranged_pack is not None:  # an arranged pack is honoured: the Clock deals it as arranged
            assert sorted(map(str, cards)) == sorted(map(str, self.arranged_pack)), "the full pack is re-united"
            self.stock = list(self.arranged_pack)
            self.event("reshuffle", "the full pack is re-united for the Clock, as arranged", (self._words("reunite"),))
            return
        rng = self.rng("clock")
        rng.shuffle(cards)
        cut = rng.randint(1, len(cards) - 1)
        self.stock = cards[cut:] + cards[:cut]
        self.event("reshuffle", "the full pack is shuffled and cut for the Clock", (self._words("reunite"),))

    # -- the turn protocol of its own two phases ---------------------------------------------------------------
    @turn(Phase.ELECT)
    def _elect_step(self) -> Optional[Step]:
        return Step("player", self.to_elect[0], Duty.ELECT) if self.to_elect else None

    @offers(Duty.ELECT)
    def _elections(self, step: Step) -> list[VingtUnAction]:
        assert step.seat is not None
        return [Elect(step.seat, c) for c in ELECTIONS[self.kind]]

    @turn(Phase.CHANCE)
    def _chance_step(self) -> Step:
        return Step("dealer", None, Duty.TURN_CARDS)

    @automates(Duty.TURN_CARDS, None)
    def _auto_turn_cards(self, step: Step) -> "TurnCards":
        return TurnCards(self.dealer)

    def _draws(self, step: Step) -> list[VingtUnAction]:
        """Imaginary Tens: one card and ten points, so no pair to divide (2)."""
        acts = super()._draws(step)
        return [a for a in acts if not isinstance(a, Split)] if self.kind == "imaginary-tens" else acts

    @implements(*(law for _, law in ROUNDS[1:6]))
    def _apply_stake(self, a: Stake) -> None:
        kind = self.kind
        if kind == "ordinary":
            return super()._apply_stake(a)
        self.hands[a.seat][0].stake = a.amount
        self.stakes.to_stake.pop(0)
        self.event("stake", f"{self.name(a.seat)} stakes {a.amount}", (self._words("stake"),), a.seat)
        if not self.stakes.to_stake:
            self._stakes_done()

    def _stakes_done(self) -> None:
        kind = self.kind
        if kind == "ordinary":
            super()._stakes_done()
        elif kind in ELECTIONS:
            self.to_elect = list(self.order)
            self.phase = Phase.ELECT
        elif kind == "self-and-company":
            self.phase = Phase.CHANCE
        else:
            self.phase = Phase.DEAL1

    @implements("hoffmann-french-vingt-un:2", "hoffmann-french-vingt-un:3")
    def _apply_deal_round(self, a: DealRound) -> None:
        """Imaginary Tens: one card, ten points added, the ace a natural (2).  Blind Vingt-Un:
        two cards the holder may not look at (3)."""
        kind = self.kind
        if kind == "ordinary":
            return super()._apply_deal_round(a)
        if kind == "imaginary-tens":
            for s in self.order + [self.dealer]:
                self.hands[s][0].imaginary = 10
                self.give(s, 0, up=False, law=self._words("card"))
            self.phase = Phase.NATURALS
            return
        if kind == "blind":
            for s in self.order:
                self.hands[s][0].blind = True
            for s in self.order + [self.dealer]:
                self.give(s, 0, up=False, law=self._words("card") if s != self.dealer else self.L(
                    "deal" if self.phase == Phase.DEAL1 else "second_card"))
            self.phase = Phase.DEAL2 if self.phase == Phase.DEAL1 else Phase.NATURALS
            return
        raise IllegalActionError("no round of cards is dealt in this round", self.round_law)  # pragma: no cover

    # -- elections (Sympathy and Antipathy, Rouge et Noir) ------------------------------------------------------
    @verifies(Elect)
    @implements("hoffmann-french-vingt-un:4", "hoffmann-french-vingt-un:5")
    def _verify_elect(self, a: Elect) -> None:
        """Having staked, each punter elects Sympathy or Antipathy (4), black or red (5)."""
        if self.phase != Phase.ELECT:
            raise IllegalActionError("no election is called for now", self._words("elect"))
        if not self.to_elect or a.seat != self.to_elect[0]:
            raise OutOfTurnError(f"it is {self.name(self.to_act)}'s turn to elect", self._words("elect"))
        if a.choice not in ELECTIONS[self.kind]:
            raise IllegalActionError(f"elect {' or '.join(ELECTIONS[self.kind])}, not {a.choice!r}",
                                     self._words("elect"))

    @applies(Elect)
    @implements("hoffmann-french-vingt-un:4", "hoffmann-french-vingt-un:5")
    def _apply_elect(self, a: Elect) -> None:
        self.elections[a.seat] = a.choice
        self.to_elect.pop(0)
        self.event("elect", f"{self.name(a.seat)} elects {a.choice}", (self._words("elect"),), a.seat)
        if not self.to_elect:
            self.phase = Phase.CHANCE

    # -- the rounds of pure chance ---------------------------------------------------------------------------------
    @verifies(TurnCards)
    @implements(*(law for _, law in ROUNDS[3:]))
    def _verify_turn_cards(self, a: TurnCards) -> None:
        if self.phase != Phase.CHANCE or a.seat != self.dealer:
            raise IllegalActionError("the dealer turns the cards when the stakes are made", self._words("stake"))

    @applies(TurnCards)
    @implements(*(law for _, law in ROUNDS[3:]))
    def _apply_turn_cards(self, a: TurnCards) -> None:
        {"sympathy": self._play_sympathy, "rouge-et-noir": self._play_rouge_et_noir,
         "self-and-company": self._play_self_and_company, "differences": self._play_differences,
         "clock": self._play_clock}[self.kind]()
        for s in self.order + [self.dealer]:
            for h in self.hands[s]:
                h.settled = True
                h.up = [True] * len(h.up)
        self.phase = Phase.END

    def _win_lose(self, s: int, won: bool, why: str, law=None) -> None:
        h = self.hands[s][0]
        law = law or self._words("pay")
        if won:
            self.pay(self.dealer, s, h.stake, law, why)
        else:
            self.pay(s, self.dealer, h.stake, law, why)

    @implements("hoffmann-french-vingt-un:4")
    def _play_sympathy(self) -> None:
        """Two cards each: of the same colour, Sympathy wins; of different colours, Antipathy."""
        for s in self.order:
            self.give(s, 0, up=True, law=self._words("card"))
            self.give(s, 0, up=True, law=self._words("card"))
            c1, c2 = self.hands[s][0].cards
            same = c1.suit.colour == c2.suit.colour
            winner = "sympathy" if same else "antipathy"
            self._win_lose(s, self.elections[s] == winner,
                           f"the {c1.name} and the {c2.name}: {'the same colour' if same else 'different colours'}, {winner} wins")

    @implements("hoffmann-french-vingt-un:5")
    def _play_rouge_et_noir(self) -> None:
        """One card of the colour named wins (or three cards, two of three deciding)."""
        n = self.rules.rouge_et_noir_cards
        for s in self.order:
            for _ in range(n):
                self.give(s, 0, up=True, law=self._words("card" if n == 1 else "cards3"))
            cards = self.hands[s][0].cards
            reds = sum(1 for c in cards if c.suit.colour == "red")
            colour = "red" if reds * 2 > n else "black"
            self._win_lose(s, self.elections[s] == colour, f"{cards_text(cards)}: {colour}",
                           self._words("pay" if n == 1 else "pay3"))

    @implements("hoffmann-french-vingt-un:6")
    def _play_self_and_company(self) -> None:
        """Two cards up, for "self" and for "company"; alike, the dealer wins; else cards are turned until
        one of the two is paired: "self" first, the dealer wins; "company", he loses."""
        d = self.dealer
        self.hands[d] = [Hand(), Hand()]  # self, company
        me = self.give(d, 0, up=True, law=self._words("card"))
        co = self.give(d, 1, up=True, law=self._words("card"))
        if me.rank is co.rank:
            dealer_wins, why = True, f"self, the {me.name}, and company, the {co.name}, are alike"
        else:
            while True:
                if not self.cards_available():  # pragma: no cover - three of each rank remain
                    raise IllegalActionError("the pack ran out", self._words("more"))
                self.hands[d].append(Hand())
                c = self.give(d, len(self.hands[d]) - 1, up=True, law=self._words("more"))
                if c.rank is me.rank:
                    dealer_wins, why = True, f"the {c.name} pairs self (the {me.name})"
                    break
                if c.rank is co.rank:
                    dealer_wins, why = False, f"the {c.name} pairs company (the {co.name})"
                    break
        law = self._words("alike" if me.rank is co.rank else "pay")
        self.event("self-and-company", why + (": the dealer wins" if dealer_wins else ": the dealer loses"), (law,))
        for s in self.order:
            self._win_lose(s, not dealer_wins, why, law)

    @implements("hoffmann-french-vingt-un:7")
    def _play_differences(self) -> None:
        """Two cards up each and to the dealer; paid at the agreed rate for each point of difference;
        ties cancel; the ace one only."""
        rate = self.rules.differences_rate
        for s in self.order + [self.dealer]:
            self.give(s, 0, up=True, law=self._words("card"))
            self.give(s, 0, up=True, law=self._words("card"))
        q = total(self.hands[self.dealer][0].cards, ace_eleven=False).points
        for s in self.order:
            p = total(self.hands[s][0].cards, ace_eleven=False).points
            if p > q:
                self.pay(self.dealer, s, rate * (p - q), self._words("pay"), f"{p} against the dealer's {q}")
            elif p < q:
                self.pay(s, self.dealer, rate * (q - p), self._words("pay"), f"{p} against the dealer's {q}")
            else:
                self.event("tie", f"{self.name(s)} ties with the dealer at {p}: they cancel", (self._words("tie"),), s)

    @implements("hoffmann-french-vingt-un:8")
    def _play_clock(self) -> None:
        """"One", "Two" ... "king": a card that accords with its number wins the agreed stake from each
        of the company; thirteen cards without one, the dealer pays each."""
        d = self.dealer
        self.hands[d] = []
        hit = None
        for i, rank in enumerate(CLOCK):
            self.hands[d].append(Hand())
            c = self.give(d, i, up=True, law=self._words("card"))
            self.event("clock", f"\u201c{CLOCK_WORDS[i]}\u201d: the {c.name}",
                       (self._words("hit" if c.rank is rank else "card"),))
            if c.rank is rank:
                hit = (i, c)
                break
        stake = self.rules.clock_stake
        for s in self.order:
            if hit:
                self.pay(s, d, stake, self._words("won"),
                         f"\u201c{CLOCK_WORDS[hit[0]]}\u201d and the card accords: the {hit[1].name}")
            else:
                self.pay(d, s, stake, self._words("lost"), "thirteen cards, and none accorded with its number")

    # -- Blind Vingt-Un's reveal ---------------------------------------------------------------------------------
    @implements("hoffmann-french-vingt-un:3")
    def settle_round(self) -> None:
        """Blind hands are turned up at the settlement: an over-draw pays, a natural is paid
        as a natural, then the rest as ordinary."""
        self._check_settling()
        if self.kind == "blind" and not self.naturals.dealer:
            for s in self.order:
                h = self.hands[s][0]
                if not h.live:
                    continue
                h.up = [True] * len(h.up)
                self.event("reveal", f"{self.name(s)}'s blind hand: {cards_text(h.cards)}",
                           (self._words("reveal"),), s)
                if h.total > 21:
                    h.over = True
                    self.pay(s, self.dealer, self.unit(h), self.L("over"), "a blind over-draw")
                elif h.is_natural:
                    h.settled = True
                    self.pay(self.dealer, s, self.amount(self.rules.natural_pays, h), self.L("punter_natural"),
                             "a blind natural")
        elif self.kind == "blind":
            for s in self.order:
                self.hands[s][0].blind = False
        super().settle_round()

    def end_round(self) -> None:
        self._check_round_over()
        for s in self.order:
            for h in self.hands[s]:
                h.blind = False
        super().end_round()
