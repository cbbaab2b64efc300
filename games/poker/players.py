"""The computer player: Peel's maxims at the table, for the engine.

:class:`PeelComputerPlayer` follows the maxims (:mod:`games.poker.maxims`) and the
laws; :meth:`PeelComputerPlayer.decide` takes a player's view and returns a
:class:`games.core.players.Choice` -- the action, the law or maxim behind it and
the reason in words -- as every computer player of the edition does
(:func:`games.core.players.play_out` runs them).

Usage:

>>> from games.poker.players import PeelComputerPlayer
>>> from games.poker.scenarios import arranged_game
>>> g = arranged_game(["Ann", "Bob"], ["JS JH 9D 5C 2H", "3S 4H 6D 7C KH"])
>>> player = PeelComputerPlayer(seed=1)
>>> choice = player.decide(g.view(g.to_act))   # the holder of the knaves has first say
>>> choice.law, choice.reason
('peel-poker:p1', 'opens: with a pair, discard the remaining three cards')
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any, Sequence

from dataclasses import replace

from games.citations import convention
from games.core.options import RuleSet
from games.core.players import Choice
from games.errors import IllegalActionError, RuleSetError, check_items
from games.laws import implements
from games.poker.hands import FLUSH, FOURS, PAIR, PEEL, SEQUENCE, THREES, TWO_PAIRS, HandRules, category_of, rules_for, score
from games.poker.actions import PokerAction, Ante, Borrow, DeclineStraddle, Discard, Draw, Pass, ShowForSum, Stake, Straddle
from games.poker.maxims import PEEL_READINGS, MaximReadings, choose_discard, should_play, should_see
from games.poker.records import Phase, PlayerView

__all__ = ["PeelComputerPlayer", "Choice", "EDITION_PLAY", "FORCED"]

#: A computer player's choice that no maxim of Peel's makes (a bet on threes, a stand, a bluff, a hand the
#: maxims are silent on): the edition's play, labelled as such, citing no law.
EDITION_PLAY = convention(
    "poker-computer-play", "the edition's computer play: not in Peel's maxims",
    "Peel's seven maxims (p1-p7) advise on discarding, on coming in with triplets, a sequence or fours, on passing "
    "with the better hand and on borrowing; they are silent on much a player must decide (how much to bet after the "
    "draw, two pairs, four to a flush, a hand of nothing). Where they are silent the computer players follow the "
    "edition's own simple play (games.poker.players, games.poker.maxims.MaximReadings), and their reasons say so.",
    ("peel-poker", "foster-poker"))

#: The words of a step the laws leave no choice in (the jack-pot ante, taking up the cards, the show).
FORCED = "forced: the only step the laws leave open"


def _category(hand: Sequence[Any], rules: HandRules) -> int:
    return category_of(score(hand, rules))


# -- the computer player ----------------------------------------------------------------


def _stake_actions(legal: Sequence[Any]) -> dict[int, Any]:
    return {a.amount: a for a in legal if isinstance(a, Stake)}


class PeelComputerPlayer:
    """A computer player that follows Peel's maxims, for the engine
    (:class:`games.poker.game.Game`).

    ``seed`` makes it deterministic: every random choice (whether to straddle,
    how much to bet within bounds, when to "pass sometimes with the better
    hand", the rare bluff) comes from ``random.Random`` seeded with it, so a
    game replays exactly from the game's seed and the players' seeds.
    ``rules``: the order of hands (a :class:`~games.poker.hands.HandRules`, or
    the engine's ``PokerRules`` whose ``hands`` it uses); ``readings``: how it
    reads the maxims (:class:`~games.poker.maxims.MaximReadings`); ``straddle``: the chance that
    it straddles when it may.

    :meth:`choose` returns one of the legal actions of a
    :class:`~games.poker.records.PlayerView` (a draw of several cards is
    built from the single-card draws the view lists, as Rule 36 allows);
    :meth:`decide` returns it with the law and the reason.  Its ways:

    * ante: the sitting's ante (the first ante the engine offers);
      straddles at random with chance ``straddle``;
    * before the draw: opens or makes good only when :func:`~games.poker.maxims.should_play`
      allows (the maxims, and a jack-pot's minimum, Rules 30-32); raises with
      triplets or better, within the limit and a bounded random amount; a pair
      does not make good a stake raised by more than the limit, two pairs by
      more than twice the limit;
    * the draw: :func:`~games.poker.maxims.choose_discard`;
    * after the draw: bets as much as it may with fours or better (p5);
      with a sequence waits (stands) till the others bet (p4); bets a
      bounded random amount with threes, a flush or a full; sees a bet as
      :func:`~games.poker.maxims.should_see` says (p3, p6); bluffs rarely (``readings.bluff``);
    * never borrows and never lends (p7): short of chips, it demands a show
      for what it has (Rule 60) or passes.
    """

    def __init__(
        self,
        seed: object = 0,
        *,
        rules: Any = PEEL,
        readings: MaximReadings = PEEL_READINGS,
        straddle: Fraction | float = Fraction(1, 4),
    ):
        hand_rules = getattr(rules, "hands", rules)
        self.rules: HandRules = rules_for(hand_rules)
        #: the game's rule set, where one is given: the laws behind a choice are cited as its games cite
        #: them (Peel's rules and maxims under Foster's: the declared reading)
        self.rule_set = rules if isinstance(rules, RuleSet) else None
        self.readings = readings
        try:
            chance = Fraction(straddle).limit_denominator(1000)
        except (TypeError, ValueError, ZeroDivisionError, OverflowError):
            raise RuleSetError(f"straddle = {straddle!r}: a chance between 0 and 1") from None
        self.straddle = chance
        if not 0 <= self.straddle <= 1:
            raise RuleSetError(f"straddle = {straddle}: a chance between 0 and 1")
        self.seed = seed
        self.rng = random.Random(f"peel-computer-player/{seed!r}")
        self.last: Choice | None = None

    def __repr__(self) -> str:
        return f"PeelComputerPlayer(seed={self.seed!r})"

    def choose(self, view: Any, legal: Sequence[Any] | None = None) -> Any:
        """The action to take (one the engine accepts)."""
        return self.decide(view, legal).action

    __call__ = choose

    def decide(self, view: Any, legal: Sequence[Any] | None = None) -> Choice:
        """The action, the law behind it (as the rule set's games cite it) and the reason."""
        choice = self._decide(view, legal)
        if self.rule_set is not None and isinstance(choice.law, str) and ":" in choice.law:
            return replace(choice, law=self.rule_set.cite(choice.law))
        return choice

    def _decide(self, view: Any, legal: Sequence[Any] | None = None) -> Choice:
        if not isinstance(view, PlayerView):
            raise IllegalActionError(f"the computer player decides from a seat's view of the game, not {view!r}")
        legal = list(view.legal if legal is None else check_items(legal, "the actions open", error=IllegalActionError))
        for a in legal:
            if not isinstance(a, PokerAction):
                raise IllegalActionError(f"{a!r} is not an action of the game")
        legal = self._without_borrowing(legal)
        if not legal:
            raise IllegalActionError(
                f"{view.name} has no action open now that does not borrow: "
                "'Neither borrow nor lend a penny at the table'",
                "peel-poker:p7",
            )
        kinds = {type(a) for a in legal}
        if Ante in kinds:
            ante = next(a for a in legal if isinstance(a, Ante))
            choice = Choice(ante, "peel-poker:20", f"stakes the ante of {ante.amount} before the deal")
        elif Straddle in kinds or DeclineStraddle in kinds:
            choice = self._straddle(legal)
        elif Draw in kinds:
            choice = self._draw(view, Draw, "peel-poker:36")
        elif Discard in kinds:
            choice = self._draw(view, Discard, "peel-poker:41")
        elif Stake in kinds or Pass in kinds:
            choice = self._stake(view, legal)
        else:
            # Duties with no choice in them: the jack-pot ante, taking up the
            # cards, showing, or a dealer's step when it is not automated.
            choice = Choice(legal[0], None, FORCED)
        if choice.law is None and choice.reason != FORCED:  # a choice no maxim makes: the edition's play
            choice = replace(choice, law=EDITION_PLAY)
        self.last = choice
        return choice

    # -- the parts --------------------------------------------------------------------

    @implements("peel-poker:p7")
    def _without_borrowing(self, legal: list[Any]) -> list[Any]:
        """Maxim p7: "Neither borrow nor lend a penny at the table": the
        player never takes a ``Borrow`` action (and never lends, for it never
        names itself a lender)."""
        return [a for a in legal if not isinstance(a, Borrow)]

    def _straddle(self, legal: list[Any]) -> Choice:
        straddle = next((a for a in legal if isinstance(a, Straddle)), None)
        decline = next((a for a in legal if isinstance(a, DeclineStraddle)), None)
        if straddle is not None and (decline is None or self.rng.random() < self.straddle):
            return Choice(straddle, "peel-poker:21", "straddles (a blind stake, chosen at random)")
        return Choice(decline, "peel-poker:21", "does not straddle")

    def _draw(self, view: Any, kind: type, law: str) -> Choice:
        hand = tuple(view.hand)
        if len(hand) != 5:
            return Choice(kind(view.seat, ()), law, "a hand of the wrong number of cards: no draw")
        advice = choose_discard(hand, self.rules, self.readings)
        return Choice(kind(view.seat, advice.cards), advice.law, advice.reason)

    def _stake(self, view: Any, legal: list[Any]) -> Choice:
        seat = view.seat
        stakes = _stake_actions(legal)
        passing = next((a for a in legal if isinstance(a, Pass)), None)
        show = next((a for a in legal if isinstance(a, ShowForSum)), None)
        hand = tuple(view.hand)
        limit = view.limit
        need = max(0, view.highest_stake - view.stakes[seat])

        def fold(law: str | None, reason: str) -> Choice:
            if passing is not None:
                return Choice(passing, law, reason)
            lowest = min(stakes)  # the engine always offers a pass; this is a safeguard
            return Choice(stakes[lowest], law, reason + " (no pass offered)")

        def stake(amount: int, law: str | None, reason: str) -> Choice:
            if not stakes:
                if show is not None:
                    return Choice(show, "peel-poker:60", "short of chips: demands a show for what is left (and never borrows, p7)")
                return fold("peel-poker:p7", "short of chips and never borrows: passes")
            lo, hi = min(stakes), max(stakes)
            amount = max(lo, min(hi, amount))
            return Choice(stakes[amount], law, reason)

        if len(hand) != 5:
            return fold(None, "a hand of the wrong number of cards")
        cat = _category(hand, self.rules)
        if view.phase is Phase.PLAY:
            if not view.opened:
                decision = should_play(hand, self.rules, view.jackpot_minimum, opening=True, readings=self.readings)
                if not decision:
                    return fold(decision.law, decision.reason)
                lo = min(stakes) if stakes else 0
                return stake(lo + self._raise_by(cat, limit, before_draw=True), decision.law, "opens: " + decision.reason)
            decision = should_play(hand, self.rules, None, opening=False, readings=self.readings)
            if not decision:
                return fold(decision.law, decision.reason)
            if cat == PAIR and need > limit or cat == TWO_PAIRS and need > 2 * limit:
                return fold(None, f"the stake is raised by {need}: too dear for {self.rules.category_name(cat).lower()}")
            if not stakes and show is not None:
                return Choice(show, "peel-poker:60", "short of chips: demands a show for what is left (and never borrows, p7)")
            extra = self._raise_by(cat, limit, before_draw=True) if view.highest_stake < self._target(cat, view) else 0
            return stake(need + extra, decision.law, ("raises: " if extra else "makes good: ") + decision.reason)
        # After the draw.
        if need == 0:
            if cat >= FOURS:
                return stake(10**9, "peel-poker:p5", "fours or better: stakes as much as possible")
            if cat == SEQUENCE:
                return stake(0, "peel-poker:p4", "with a sequence, waits till the others think fit to see it")
            if cat >= THREES:
                return stake(self._raise_by(cat, limit), None, "bets on " + self.rules.category_name(cat).lower())
            if self.readings.bluff and self.rng.random() < self.readings.bluff:
                return stake(1 + self.rng.randrange(max(1, limit // 4)), None, "bets a little with a weak hand (a bluff)")
            return stake(0, None, "stands without betting")
        see = should_see(hand, self.rules, self.rng, self.readings)
        if not see:
            return fold(see.law, see.reason)
        if not stakes:
            if show is not None:
                return Choice(show, "peel-poker:60", "short of chips: demands a show for what is left (and never borrows, p7)")
            return fold("peel-poker:p7", "short of chips and never borrows: passes")
        if cat >= FOURS:
            return stake(10**9, "peel-poker:p5", "fours or better: raises as much as possible")
        extra = self._raise_by(cat, limit) if view.highest_stake < self._target(cat, view) else 0
        return stake(need + extra, see.law, ("raises: " if extra else "sees: ") + see.reason)

    def _raise_by(self, cat: int, limit: int, before_draw: bool = False) -> int:
        """A bounded random raise for a hand of class ``cat``: nothing below
        triplets (before the draw, nothing below two pairs), up to a quarter
        of the limit with threes or a sequence, up to the limit with a flush or a full."""
        if cat < (TWO_PAIRS if before_draw else THREES) or cat == TWO_PAIRS:
            return 0
        top = max(1, limit // 4) if cat in (THREES, SEQUENCE) else limit
        return 1 + self.rng.randrange(top)

    def _target(self, cat: int, view: Any) -> int:
        """The highest stake up to which the player keeps raising: a few
        limits with threes or better, without bound with fours or better."""
        if cat >= FOURS:
            return 10**9
        if cat >= FLUSH:
            return view.ante + 3 * view.limit
        if cat >= THREES:
            return view.ante + view.limit
        return 0
