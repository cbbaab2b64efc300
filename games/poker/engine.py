"""Draw Poker under W. H. Peel's eighty-one laws (and R. F. Foster's rule set).

A :class:`Sitting` is several games at one table: the drawing for the first
deal (Peel law 2; Foster's cutting for seats and ties), the deal passing to the
left (18), the jack-pots and their rising minimum (29-33), the rules waived or
abrogated for the sitting (80-81), the players' chips.  A :class:`Game` is one
deal: a state machine whose every step is a small frozen dataclass (an
*action*) or an :class:`Event`, appended to ``game.log``.  Shuffles and cuts
are seeded, so every game replays from ``(seed, actions)``.

Public API
----------
* ``Sitting(players, *, chips=100, ante=1, limit=10, rules=PEEL_RULES, seed=0,
  dealer=None, automations=Automation.DEFAULT)`` -- ``dealer=None`` draws
  for the deal (law 2) or, under :data:`FOSTER_RULES`, cuts for seats.
  ``sitting.new_game()`` -> :class:`Game`; ``sitting.stacks``,
  ``sitting.jackpot_level``, ``sitting.carried``, ``sitting.dealer``,
  ``sitting.abrogate(law, consenting)``, ``sitting.waive(law, consenting)``.
* ``Game``: ``verify(action)`` raises a :class:`~games.errors.GameError`
  naming the law broken; ``can(action)`` -> bool; ``do(action)`` verifies,
  applies, runs the automations and returns the events it caused.  A refused
  action leaves the game unchanged.  ``legal_actions(seat=None)`` lists the
  regular actions open now (irregularities are never listed);
  ``to_act`` (seat or ``None``), ``actor`` (``"player"``, ``"dealer"`` or
  ``None``), ``phase`` (:class:`Phase`), ``view(seat)`` (what that player may
  see: :class:`PlayerView`), ``over``, ``result`` (a dict: ``winners``,
  ``carried``, ``next_jackpot_minimum``, ``stacks``, ``shown``), ``settlement`` (tuple of
  :class:`SettlementLine`, each with the laws it rests on), ``log``,
  ``actions``, ``check_invariants()``.
* Actions (frozen dataclasses; ``seat`` is a seat number, 0 = first player):
  ``Ante, JackpotAnte, Straddle, DeclineStraddle, Shuffle, Cut, DealCard,
  FinishDeal, RaiseHand, Stake(seat, amount)`` (chips deposited now: opens,
  makes good, raises or -- after the draw, adding 0 -- stands), ``Pass,
  ShowForSum, Borrow, Draw(seat, discard, demand=None), Give(seat, count,
  exposed=0)`` (the dealer), ``Discard, Collect, AskDealer, Show, Declare``,
  and ``Arrange`` (a chosen pack order before the deal, for demonstrations:
  :mod:`games.poker.scenarios`).  ``str(action)`` writes one line of a
  transcript; ``Action.parse(line)`` reads it back.  ``legal_actions`` lists
  standing and each one-card discard; any set of the hand's cards is a legal
  discard (law 36).
  Irregularities (never in ``legal_actions``): ``PointOutNoCut, FaceUpInPack,
  SpeakToDealer, AnnounceWrongCount, FalseOpen, PointOutWrongGive,
  DisputeDemand, FoundFoul, BetOutOfTurn, AskDealerAbout``.
* Rule sets: :class:`PokerRules` with :data:`PEEL_RULES` and
  :data:`FOSTER_RULES`; every reading of an ambiguous law is an option
  (``PokerRules.__doc__``).  :class:`Automation` flags choose which steps
  run by themselves: ``DEFAULT`` (the dealer's duties, the antes and the
  show, and nobody straddles), ``DEALER`` (the same, but players decide their
  straddles), ``NONE`` (every step by hand, as the tests drive it).
* The referee, :mod:`games.poker.referee`: ``rule(game, irregularity)`` ->
  ``Ruling`` for every irregularity the laws name (``IRREGULARITIES``).

Usage::

    from games.poker.engine import Sitting, Stake, Pass, Draw
    sitting = Sitting(["Ann", "Bob", "Cy", "Di"], chips=50, ante=1, limit=10, seed=7)
    game = sitting.new_game()            # ante, shuffle, cut and deal run by themselves
    print(game.view(game.to_act).hand)   # the cards of the player with first say
    print(game.legal_actions())          # [Pass(seat=2), Stake(seat=2, amount=2), ...]
    game.do(Stake(game.to_act, 2))       # opens at double the ante (law 25)
    while not game.over:                 # everyone else makes good, draws, stands
        a = game.legal_actions()
        game.do(next((x for x in a if isinstance(x, Draw)), None) or next(x for x in a if isinstance(x, Stake)))
    for line in game.settlement: print(line)   # who gets what, and the laws
"""

from __future__ import annotations

import copy
import enum
import random
from dataclasses import dataclass, field, fields
from typing import Iterable, Optional, Sequence

from games.cards import (
    ACE_LOW,
    ACE_LOW_SIXTY,
    Card,
    Pack,
    Rank,
    format_cards,
    parse_cards,
    sixty_card_pack,
    standard_pack,
)
from games.errors import GameError, IllegalActionError, OutOfTurnError, RuleSetError
from games.laws import implements, not_executable
from games.poker import hands as _hands

__all__ = [
    "PokerRules",
    "PEEL_RULES",
    "FOSTER_RULES",
    "Automation",
    "Phase",
    "Sitting",
    "Game",
    "Event",
    "SettlementLine",
    "PlayerView",
    "Action",
    "Ante",
    "JackpotAnte",
    "Straddle",
    "DeclineStraddle",
    "Shuffle",
    "Cut",
    "DealCard",
    "FinishDeal",
    "RaiseHand",
    "Stake",
    "Pass",
    "ShowForSum",
    "Borrow",
    "Draw",
    "Give",
    "Discard",
    "Collect",
    "AskDealer",
    "Show",
    "Declare",
    "Arrange",
    "PointOutNoCut",
    "FaceUpInPack",
    "SpeakToDealer",
    "AnnounceWrongCount",
    "FalseOpen",
    "PointOutWrongGive",
    "DisputeDemand",
    "FoundFoul",
    "BetOutOfTurn",
    "AskDealerAbout",
    "ACTION_TYPES",
    "IRREGULAR_ACTIONS",
    "draw_for_deal",
    "cut_for_seats",
    "form_tables",
    "replay",
    "law",
]


def law(n: object) -> str:
    """``law(25)`` -> ``"peel-poker:25"``."""
    return f"peel-poker:{n}"


def _laws(*ns: object) -> tuple[str, ...]:
    return tuple(n if isinstance(n, str) and ":" in n else law(n) for n in ns)


not_executable(
    law(5),
    "It prescribes the manner of shuffling (face downwards, above the table) so that no card is seen, and Peel "
    "attaches no penalty to it; a seeded shuffle in the program has no faces or table to hide them from, so there "
    "is nothing to enforce. A card that is nevertheless found face upwards in the pack is dealt with by law 10 "
    "(FaceUpInPack: a misdeal if found before the deal is finished).",
)


for _n, _why in (
    (1, "the origin of the Poker family (Gilet, Brelan, Bouillotte, Brag, as nas)"),
    (2, "Seymour's description of bragging in the Court Gamester of 1719"),
    (3, "games that keep the combinations but not the bluff (Whiskey Poker, Commerce)"),
    (4, "what is and is not modern in Poker (five cards, the blind, the straddle, the draw)"),
    (5, "the first mentions of Poker in print and the origin of its name"),
    (6, "why no authoritative code exists and where Foster's own code comes from"),
):
    not_executable(
        f"foster-poker:p{_n}",
        f"A paragraph of history, not a rule: it tells {_why}, and lays down nothing a game could carry out.",
    )


# ---------------------------------------------------------------------------
# Rule sets
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class PokerRules:
    """A rule set for the game: whose laws, which pack, how many players, and
    the reading chosen wherever Peel's text is silent or ambiguous.

    Readings (the default first; the editorial notes on the Peel page quote these names):

    * ``own_stake_back`` (law 60, the show for a sum): ``True`` -- the player
      who demanded the show and holds the best hand takes back his own stake
      with the ante, the straddles and a sum equal to his stake from each
      player in the game (he is himself "a player in the game"); ``False`` --
      only the sums from the *other* players (his own stake goes with the
      remainder to the next best hand).
    * ``borrowing`` (law 62): ``True`` -- a player may borrow chips at the
      table (from the bank or another player); once he has borrowed to raise
      he may not demand a show for a sum but must borrow to call;
      ``False`` -- no borrowing at all (Peel's own maxim, "Neither borrow nor
      lend a penny at the table").
    * ``straddle_chain_breaks`` (law 21): ``False`` -- each succeeding player
      "in turn ... ending with the dealer" keeps his right to straddle even if
      one before him declined; ``True`` -- the first refusal ends the straddling.
    * ``open_after_straddle`` (law 25 with 21-24): ``"double-ante"`` -- the
      opening stake is at least double the ante, as printed (and at least the
      last straddle, law 26); ``"double-straddle"`` -- at least double the
      last straddle (the straddle treated as a new ante).
    * ``jackpot_first_say`` (laws 23, 30): ``"left-of-ante"`` -- in a jack-pot
      the player left of the dealer still counts as "ante", so first say is
      with the player left of him, as in law 23 and law 53; ``"left-of-dealer"``.
    * ``jackpot_series`` (law 32): ``"kings-thereafter"`` -- knaves, queens,
      then kings for every later jack-pot; ``"repeat"`` -- knaves, queens,
      kings, knaves, queens, kings...
    * ``false_opener_next`` (law 33, "as if the previous game had not been
      opened"): ``"next-in-series"`` -- an unopened jack-pot is followed by the
      next minimum (law 31), so after a false opening the minimum rises;
      ``"same"`` -- the same minimum again; ``"knaves"`` -- the series restarts.
    * ``short_pack`` (law 41): ``"remainder-first"`` -- the cards left in the
      pack are given first and the shuffled discards follow; ``"shuffle-in"``
      -- the remainder is shuffled in with the discards.
    * ``odd_chip`` (law 76, a pool that does not divide equally):
      ``"left-of-dealer"`` -- the odd chips go one each to the sharers in turn
      from the dealer's left; ``"carry"`` -- they stay in the pool for the next game.
    * ``short_stake`` (law 54, after the draw a player stakes less than the
      preceding player): ``"refuse"`` -- the short stake is refused as bad
      input (law 53) and the player still chooses: make good, raise, or pass
      (and a pass retires him under law 54); ``"retire"`` -- as law 54's words
      run, the short stake is an event: he retires and forfeits what he has
      staked (the short sum offered is not deposited).
    """

    name: str = "PEEL"
    code: str = "peel-poker"
    hands: _hands.HandRules = _hands.PEEL
    pack: str = "standard"
    min_players: int = 2
    max_players: int = 10
    eight_with_dealer_out: bool = False
    seating: str = "draw"
    own_stake_back: bool = True
    borrowing: bool = True
    straddle_chain_breaks: bool = False
    open_after_straddle: str = "double-ante"
    jackpot_first_say: str = "left-of-ante"
    jackpot_series: str = "kings-thereafter"
    false_opener_next: str = "next-in-series"
    short_pack: str = "remainder-first"
    odd_chip: str = "left-of-dealer"
    short_stake: str = "refuse"

    _CHOICES = {
        "pack": ("standard", "sixty"),
        "seating": ("draw", "cut"),
        "open_after_straddle": ("double-ante", "double-straddle"),
        "jackpot_first_say": ("left-of-ante", "left-of-dealer"),
        "jackpot_series": ("kings-thereafter", "repeat"),
        "false_opener_next": ("next-in-series", "same", "knaves"),
        "short_pack": ("remainder-first", "shuffle-in"),
        "odd_chip": ("left-of-dealer", "carry"),
        "short_stake": ("refuse", "retire"),
    }

    def __post_init__(self) -> None:
        for name, choices in self._CHOICES.items():
            if getattr(self, name) not in choices:
                raise RuleSetError(f"PokerRules.{name} = {getattr(self, name)!r}: choose one of {', '.join(choices)}")
        if self.pack == "sixty" and self.code == "peel-poker":
            raise RuleSetError("Peel's game is played with the ordinary pack of fifty-two cards", law(1))

    @implements(law(1), "foster-poker:p7")
    def new_pack(self) -> Pack:
        """The pack of the rule set: "the ordinary pack of fifty-two cards"
        (law 1); Foster's sixty-card pack as an option."""
        return sixty_card_pack() if self.pack == "sixty" else standard_pack()

    @property
    def cut_order(self) -> tuple[Rank, ...]:
        """The order of ranks for drawing and cutting: ace lowest (Peel law 2;
        Foster: the ace "ranking below the deuce in cutting")."""
        return ACE_LOW_SIXTY if self.pack == "sixty" else ACE_LOW


#: Peel's laws with the edition's readings.
PEEL_RULES = PokerRules()
#: Foster's rule set: his cards (ace high or low at the holder's wish), 2-7
#: players (8 with the dealer taking no cards, or with the sixty-card pack),
#: cutting for seats and ties; the play itself follows Peel's laws, as
#: Foster's seed pages stop before his laws of the game.
FOSTER_RULES = PokerRules(
    name="FOSTER",
    code="foster-poker",
    hands=_hands.FOSTER,
    max_players=7,
    eight_with_dealer_out=True,
    seating="cut",
)


def _rules_with_pack(rules: PokerRules) -> PokerRules:
    if rules.pack == "sixty" and getattr(rules.hands, "pack", "standard") != "sixty":
        return _replace(rules, hands=_hands.FosterRules(pack="sixty"))
    return rules


def _replace(obj, **kw):
    from dataclasses import replace

    return replace(obj, **kw)


class Automation(enum.Flag):
    """Steps the game takes by itself.  ``NONE``: every step by hand (tests)."""

    NONE = 0
    ANTE = enum.auto()  #: the ante (and jack-pot antes) at the sitting's ante
    DECLINE_STRADDLES = enum.auto()  #: nobody straddles
    SHUFFLE = enum.auto()  #: the dealer shuffles
    CUT = enum.auto()  #: the player at the dealer's right cuts
    DEAL = enum.auto()  #: five cards to each, one at a time (law 7)
    RAISE_HANDS = enum.auto()  #: every player takes up his cards when the deal is finished
    GIVE = enum.auto()  #: the dealer gives the cards demanded in the draw (the number discarded, law 44)
    COLLECT = enum.auto()  #: the discards are collected, shuffled and cut when the pack runs short (law 41)
    SHOW = enum.auto()  #: hands are shown in turn (law 59)
    #: the dealer's duties and the chance steps; players decide their straddles
    DEALER = ANTE | SHUFFLE | CUT | DEAL | RAISE_HANDS | GIVE | COLLECT | SHOW
    #: as DEALER, and nobody straddles
    DEFAULT = DEALER | DECLINE_STRADDLES


class Phase(str, enum.Enum):
    ANTE = "ante"
    STRADDLE = "straddle"
    SHUFFLE = "shuffle"
    DEAL = "deal"
    PLAY = "play"  # the betting before the draw ("The Play", laws 25-28)
    DRAW = "draw"
    BETTING = "betting"  # after the draw (laws 52-58)
    SHOW = "show"
    OVER = "over"


# ---------------------------------------------------------------------------
# Actions and events
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Action:
    """Base class of the actions.  ``str(action)`` is one line of a log."""

    def __str__(self) -> str:
        parts = []
        for f in fields(self):
            v = getattr(self, f.name)
            if isinstance(v, tuple) and all(isinstance(c, Card) for c in v):
                v = "[" + format_cards(v) + "]"
            elif isinstance(v, frozenset):
                v = "{" + ",".join(str(x) for x in sorted(v)) + "}"
            elif isinstance(v, str):
                v = repr(v)
            parts.append(f"{f.name}={v}")
        return f"{type(self).__name__}({', '.join(parts)})"

    @staticmethod
    def parse(text: str) -> "Action":
        """The action written by ``str(action)`` (a line of a transcript, without its ``"> "``)."""
        import ast

        text = text.strip()
        if text.startswith(">"):
            text = text[1:].strip()
        name, _, inner = text.partition("(")
        cls = _ACTIONS_BY_NAME.get(name)
        if cls is None or not inner.endswith(")"):
            raise IllegalActionError(f"{text!r} is not an action of the game", None)
        inner = inner[:-1]
        names = [f.name for f in fields(cls)]
        kw = {}
        rest = inner
        for i, fname in enumerate(names):
            prefix = f"{fname}="
            if not rest.startswith(prefix):
                raise IllegalActionError(f"{text!r}: expected {prefix}", None)
            rest = rest[len(prefix) :]
            if i + 1 < len(names):
                cut = rest.index(f", {names[i + 1]}=")
                raw, rest = rest[:cut], rest[cut + 2 :]
            else:
                raw = rest
            if raw.startswith("["):
                kw[fname] = parse_cards(raw[1:-1]) if raw[1:-1].strip() else ()
            elif raw.startswith("{"):
                kw[fname] = frozenset(int(x) for x in raw[1:-1].split(",") if x)
            else:
                kw[fname] = ast.literal_eval(raw)
        return cls(**kw)


@dataclass(frozen=True)
class Ante(Action):
    """The player left of the dealer stakes the ante before the deal (laws 19-20)."""

    seat: int
    amount: int


@dataclass(frozen=True)
class JackpotAnte(Action):
    """In a jack-pot every player pays a sum equal to the ante (laws 30-31)."""

    seat: int


@dataclass(frozen=True)
class Straddle(Action):
    """Straddle: raise the blind stake by the amount of the ante (laws 21-22)."""

    seat: int


@dataclass(frozen=True)
class DeclineStraddle(Action):
    seat: int


@dataclass(frozen=True)
class Shuffle(Action):
    """A player shuffles (any player may demand to; the dealer last, law 3)."""

    seat: int


@dataclass(frozen=True)
class Cut(Action):
    """The player on the dealer's right cuts ``depth`` cards (law 4, law 41)."""

    seat: int
    depth: int


@dataclass(frozen=True)
class DealCard(Action):
    """The dealer gives the top card to ``to`` (``None``: the proper player, law 7),
    face up if ``face_up`` (an exposed card, law 11)."""

    to: Optional[int] = None
    face_up: bool = False


@dataclass(frozen=True)
class FinishDeal(Action):
    """The dealer stops dealing (the deal is finished by itself when every player has five, law 17)."""


@dataclass(frozen=True)
class RaiseHand(Action):
    """A player takes his cards up from the table (laws 12-13, 42-43, 48-50)."""

    seat: int


@dataclass(frozen=True)
class Stake(Action):
    """Deposit ``amount`` chips into the pool (law 56): opening (25), making
    good (26), raising, betting (53); after the draw ``amount=0`` stands when
    the stake is already level."""

    seat: int
    amount: int


@dataclass(frozen=True)
class Pass(Action):
    """Throw up the hand: retire and forfeit the stake (laws 27, 54)."""

    seat: int


@dataclass(frozen=True)
class ShowForSum(Action):
    """Deposit all one's chips and demand a show for that amount (laws 60-61)."""

    seat: int


@dataclass(frozen=True)
class Borrow(Action):
    """Borrow chips from the bank (``lender=None``) or from another player (law 62)."""

    seat: int
    amount: int
    lender: Optional[int] = None


@dataclass(frozen=True)
class Draw(Action):
    """Discard ``discard`` and ask for ``demand`` cards (``None``: as many as
    discarded), laws 34-39; an empty discard stands on the hand."""

    seat: int
    discard: tuple = ()
    demand: Optional[int] = None

    def __post_init__(self) -> None:
        d = self.discard
        if isinstance(d, str):
            d = parse_cards(d)
        object.__setattr__(self, "discard", tuple(d))


@dataclass(frozen=True)
class Give(Action):
    """The dealer gives ``seat`` ``count`` cards in the draw (``None``: the
    number demanded), exposing ``exposed`` cards first (law 40)."""

    seat: int
    count: Optional[int] = None
    exposed: int = 0


@dataclass(frozen=True)
class Discard(Action):
    """When the pack runs short, a player who has not yet drawn discards now (law 41)."""

    seat: int
    discard: tuple = ()

    def __post_init__(self) -> None:
        d = self.discard
        if isinstance(d, str):
            d = parse_cards(d)
        object.__setattr__(self, "discard", tuple(d))


@dataclass(frozen=True)
class Collect(Action):
    """The dealer collects the discards and shuffles them for a new pack (law 41)."""


@dataclass(frozen=True)
class AskDealer(Action):
    """Ask the dealer how many cards he drew (laws 49-50)."""

    seat: int


@dataclass(frozen=True)
class Show(Action):
    """Show the hand (law 59)."""

    seat: int


@dataclass(frozen=True)
class Declare(Action):
    """A statement of an intention to bet or not (law 57): it binds nobody."""

    seat: int
    text: str = ""


@dataclass(frozen=True)
class Arrange(Action):
    """Set-up for a demonstration: ``cards`` go on top of the pack before the deal."""

    cards: tuple = ()

    def __post_init__(self) -> None:
        d = self.cards
        if isinstance(d, str):
            d = parse_cards(d)
        object.__setattr__(self, "cards", tuple(d))


# -- irregularities ---------------------------------------------------------


@dataclass(frozen=True)
class PointOutNoCut(Action):
    """A player points out that the pack was not cut (laws 8-9)."""

    seat: int


@dataclass(frozen=True)
class FaceUpInPack(Action):
    """A card is found face upwards in the pack (law 10)."""

    seat: int


@dataclass(frozen=True)
class SpeakToDealer(Action):
    """A player speaks to or distracts the dealer while he deals (laws 15-16)."""

    seat: int


@dataclass(frozen=True)
class AnnounceWrongCount(Action):
    """``seat`` announces that ``about`` has more or less than five cards (law 12)."""

    seat: int
    about: int


@dataclass(frozen=True)
class FalseOpen(Action):
    """Opening a jack-pot without the minimum hand (a mistake or a bluff): the
    penalty comes at the end (law 33)."""

    seat: int
    amount: int


@dataclass(frozen=True)
class PointOutWrongGive(Action):
    """``seat`` points out that the dealer gave ``about`` more or fewer cards than demanded (laws 42-43)."""

    seat: int
    about: int


@dataclass(frozen=True)
class DisputeDemand(Action):
    """``seat`` disputes with the dealer the number of cards he demanded;
    ``witnesses`` are the persons who can give evidence (law 46)."""

    seat: int
    witnesses: frozenset = frozenset()

    def __post_init__(self) -> None:
        object.__setattr__(self, "witnesses", frozenset(self.witnesses))


@dataclass(frozen=True)
class FoundFoul(Action):
    """``seat`` finds that ``about``'s raised hand has more or less than five cards (laws 48, 63)."""

    seat: int
    about: int


@dataclass(frozen=True)
class BetOutOfTurn(Action):
    """A bet deposited out of turn: it stands (laws 55-56)."""

    seat: int
    amount: int


@dataclass(frozen=True)
class AskDealerAbout(Action):
    """Asking the dealer how many cards another player drew (law 51: refused)."""

    seat: int
    other: int


#: The regular actions (what :meth:`Game.legal_actions` may list).
ACTION_TYPES = (
    Ante, JackpotAnte, Straddle, DeclineStraddle, Shuffle, Cut, DealCard, FinishDeal, RaiseHand, Stake, Pass,
    ShowForSum, Borrow, Draw, Give, Discard, Collect, AskDealer, Show, Declare, Arrange,
)  # fmt: skip
#: The irregularities the laws provide for (never listed as legal).
IRREGULAR_ACTIONS = (
    PointOutNoCut, FaceUpInPack, SpeakToDealer, AnnounceWrongCount, FalseOpen, PointOutWrongGive, DisputeDemand,
    FoundFoul, BetOutOfTurn, AskDealerAbout,
)  # fmt: skip


_ACTIONS_BY_NAME = {c.__name__: c for c in ACTION_TYPES + IRREGULAR_ACTIONS}


@dataclass(frozen=True)
class Event:
    """Something that happened as a consequence of an action, and the laws that made it so."""

    kind: str
    text: str
    laws: tuple[str, ...] = ()
    seat: Optional[int] = None

    def __str__(self) -> str:
        return f"  * {self.text} [{', '.join(self.laws)}]" if self.laws else f"  * {self.text}"


@dataclass(frozen=True)
class SettlementLine:
    """One line of the settlement: ``seat`` (``None``: the pool carried to the
    next game) receives ``amount``; why; on which laws."""

    seat: Optional[int]
    name: str
    amount: int
    reason: str
    laws: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.name}: {self.amount:+d} -- {self.reason} ({', '.join(self.laws)})"


@dataclass(frozen=True)
class PlayerView:
    """What one player may know (law 6: the others' cards are face down; law
    28: a retired hand is never divulged; law 51: nobody is told another's draw
    by the dealer, but every draw is seen as it is made)."""

    seat: int
    name: str
    hand: tuple[Card, ...]
    phase: Phase
    to_act: Optional[int]
    dealer: int
    ante: int
    limit: int
    jackpot: bool
    jackpot_minimum: Optional[Rank]
    opened: bool
    pool: int
    highest_stake: int
    stakes: tuple[int, ...]
    stacks: tuple[int, ...]
    in_game: tuple[bool, ...]
    short: tuple[bool, ...]
    card_counts: tuple[int, ...]
    drawn: tuple[Optional[int], ...]
    exposed: tuple[tuple[Card, ...], ...]
    shown: tuple[Optional[tuple[Card, ...]], ...]
    names: tuple[str, ...]
    legal: tuple[Action, ...]


# ---------------------------------------------------------------------------
# Drawing for the deal, cutting for seats
# ---------------------------------------------------------------------------


@implements(law(2))
def draw_for_deal(n_players: int, pack: Pack, order: Sequence[Rank] = ACE_LOW) -> tuple[int, list[tuple[int, Card]]]:
    """Peel law 2: each player draws a card (in seat order, from the top of
    ``pack``); the lowest, ace lowest, deals; if the lowest cards tie, "such
    players only shall draw again".  Returns ``(dealer seat, draws)`` where
    ``draws`` lists every ``(seat, card)`` in the order drawn."""
    cards = list(pack.cards)
    draws: list[tuple[int, Card]] = []
    candidates = list(range(n_players))
    while True:
        if len(cards) < len(candidates):
            raise IllegalActionError("the pack ran out while drawing for the deal", law(2))
        this = {}
        for s in candidates:
            c = cards.pop(0)
            this[s] = c
            draws.append((s, c))
        low = min(order.index(c.rank) for c in this.values())
        lowest = [s for s in candidates if order.index(this[s].rank) == low]
        if len(lowest) == 1:
            return lowest[0], draws
        candidates = lowest


@implements("foster-poker:p10", "foster-poker:p11", "foster-poker:p12", "foster-poker:p7")
def cut_for_seats(names: Sequence[str], pack: Pack, order: Sequence[Rank] = ACE_LOW) -> tuple[list[str], list[tuple[str, Card]]]:
    """Foster, CUTTING and TIES: every candidate cuts (draws a card from the
    spread pack, the ace "ranking below the deuce in cutting"); the lowest has
    the choice of seats and deals first, the next lowest the next choice...
    Ties cut again, and "the new cut will decide nothing but the tie": a tie
    is settled among those tying only, and keeps their place above or below
    everybody else ("the original low cannot be deprived of his right").

    Returns ``(names in seat order, cuts)``: seat 0 deals first; each later
    player takes the next seat to the left (the choice of seats is modelled
    as taking the next seat to the dealer's left, in order of the cut)."""
    cards = list(pack.cards)
    cuts: list[tuple[str, Card]] = []

    def rank_group(group: list[str]) -> list[str]:
        if len(group) == 1:
            return group
        if len(cards) < len(group):
            raise IllegalActionError("the pack ran out while cutting for seats", "foster-poker:p12")
        this = {}
        for nm in group:
            c = cards.pop(0)
            this[nm] = c
            cuts.append((nm, c))
        by_value: dict[int, list[str]] = {}
        for nm in group:
            by_value.setdefault(order.index(this[nm].rank), []).append(nm)
        out: list[str] = []
        for v in sorted(by_value):
            out.extend(rank_group(by_value[v]))  # the new cut decides only the tie
        return out

    return rank_group(list(names)), cuts


@implements("foster-poker:p9", "foster-poker:p10")
def form_tables(names: Sequence[str], pack: Pack, order: Sequence[Rank] = ACE_LOW, *, vote_against: bool = False) -> list[list[str]]:
    """Foster, PLAYERS and CUTTING: with more than seven candidates two tables
    are formed (unless the majority vote against it: then one table, where
    the dealer takes no cards with eight); the tables "divide evenly", or if
    the number is odd "the smaller table is formed by those cutting the
    highest cards".  Cards are thrown round face up, one to each candidate in
    order, from ``pack``.  Returns the tables, each a list of names (in order
    of the cut, lowest first).  Ties between candidates at the border are
    cut again (TIES)."""
    if len(names) <= 7 or vote_against:
        return [list(names)]
    ranked, _ = cut_for_seats(names, pack, order)
    n = len(ranked)
    high = n // 2  # the smaller table (odd number) is formed by the highest cards
    return [ranked[: n - high], ranked[n - high :]]


# ---------------------------------------------------------------------------
# Per-seat state
# ---------------------------------------------------------------------------


@dataclass
class _Seat:
    hand: list = field(default_factory=list)
    original: tuple = ()
    exposed: list = field(default_factory=list)
    raised: bool = False
    raised_after_draw: bool = False
    retired: bool = False
    retire_reason: str = ""
    foul: bool = False
    stake: int = 0  # live stake in this game (ante/straddle included)
    blind: int = 0  # the ante or straddle part of the stake
    dead: int = 0  # jack-pot antes paid (not a stake)
    short: bool = False
    short_against: tuple = ()
    draw_state: str = "pending"  # pending, discarded, given, stood
    discarded: tuple = ()
    demand: int = 0
    given: int = 0
    asked: bool = False
    bet_after_draw: bool = False
    borrowed: int = 0
    borrowed_to_raise: bool = False
    shown: bool = False
    acted: bool = False


# ---------------------------------------------------------------------------
# The sitting
# ---------------------------------------------------------------------------

_WAIVABLE = {law(n) for n in (19, 22, 25, 29, 33, 62)}


@implements("foster-poker:p8")
class Sitting:
    """Several games at one table.

    The chips: each player buys ``chips`` counters at the start (Foster,
    COUNTERS: "the equivalent of 100 white counters" is the default), and
    the sitting keeps account of every counter at the table, as Foster's
    banker does ("responsible for all counters"): chips lent by the bank
    (law 62) are counted in ``bank``, so that stacks and pool always add up
    to what was bought plus what was lent.

    ``players``: names, in seat order (seat ``i + 1`` sits at the left of seat
    ``i``; under Foster's rules the cut for seats reorders them).  ``chips``:
    each player's chips (an int, or one int per player).  ``ante``: the ante
    the automation stakes, and the sum every player pays in a jack-pot.
    ``limit``: the most by which any stake may be raised at one time (Peel
    uses "the limit" without defining it; this is the edition's reading).
    ``dealer``: the first dealer's seat, or ``None`` to draw for it (law 2).
    """

    def __init__(
        self,
        players: Sequence[str],
        *,
        chips: int | Sequence[int] = 100,
        ante: int = 1,
        limit: int = 10,
        rules: PokerRules = PEEL_RULES,
        seed: object = 0,
        dealer: Optional[int] = None,
        automations: Automation = Automation.DEFAULT,
    ):
        rules = _rules_with_pack(rules)
        self.rules = rules
        self.seed = seed
        self.automations = automations
        names = [str(p) for p in players]
        self._check_players(names)
        if not isinstance(ante, int) or ante < 1:
            raise IllegalActionError("the ante is a positive number of chips", law(19))
        if not isinstance(limit, int) or limit < 2:
            raise IllegalActionError("the limit must allow an ante (at most half the limit)", law(19))
        self.ante = ante
        self.limit = limit
        self.abrogated: set[str] = set()
        self.waivers: dict[str, int] = {}
        self.games: list[Game] = []
        self._check_ante(ante)
        self.log: list = []
        if rules.seating == "cut" and dealer is None:
            pack = rules.new_pack().shuffled(f"{seed}/seats")
            ordered, cuts = cut_for_seats(names, pack, rules.cut_order)
            for nm, c in cuts:
                self.log.append(Event("cut-for-seats", f"{nm} cuts {c}", ("foster-poker:p10", "foster-poker:p12")))
            self.log.append(
                Event("seats", "seats in order of the cut: " + ", ".join(ordered) + f"; {ordered[0]} deals", ("foster-poker:p11",))
            )
            names = ordered
            dealer = 0
        self.players = tuple(names)
        n = len(names)
        if isinstance(chips, int):
            self.stacks = [chips] * n
        else:
            self.stacks = [int(c) for c in chips]
            if len(self.stacks) != n:
                raise IllegalActionError("one stack of chips per player", None)
        self.initial_total = sum(self.stacks)
        if dealer is None:
            pack = rules.new_pack().shuffled(f"{seed}/draw-for-deal")
            dealer, draws = draw_for_deal(n, pack, rules.cut_order)
            for s, c in draws:
                self.log.append(Event("draw-for-deal", f"{names[s]} draws {c}", _laws(2), s))
            self.log.append(Event("first-dealer", f"{names[dealer]} draws lowest and deals first", _laws(2), dealer))
        if not 0 <= dealer < n:
            raise IllegalActionError(f"no seat {dealer}", law(18))
        self.dealer = dealer
        self.jackpot_level = 0
        self.carried = 0
        self.bank = 0  # chips lent by the bank (outside money), law 62
        self.loans: list[tuple[int, Optional[int], int]] = []
        self.debts: list[tuple[int, int, int, str]] = []  # (debtor, creditor, amount, law)

    # -- checks ---------------------------------------------------------------
    @implements("foster-poker:p9")
    def _check_players(self, names: list[str]) -> None:
        """The number of players: Peel is silent (his pack of fifty-two deals
        five to at most ten); Foster: "from two to seven", eight "with the
        dealer taking no cards", or with the sixty-card pack."""
        r = self.rules
        n = len(names)
        if len(set(names)) != n:
            raise IllegalActionError("two players with the same name", None if r.code != "peel-poker" else law(2))
        top = r.max_players
        if r.code == "foster-poker" and (r.pack == "sixty" or r.eight_with_dealer_out):
            top = 8
        if not r.min_players <= n <= top:
            lw = "foster-poker:p9" if r.code == "foster-poker" else law(1)
            raise RuleSetError(f"{n} players: this rule set allows {r.min_players} to {top}", lw)

    @implements(law(19))
    def _check_ante(self, amount: int) -> None:
        """Law 19: "The ante shall not exceed one-half the amount of the limit"."""
        if amount * 2 > self.limit and self.enforced(law(19)):
            raise IllegalActionError(f"an ante of {amount} exceeds half the limit ({self.limit})", law(19))

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def current(self) -> Optional["Game"]:
        return self.games[-1] if self.games and not self.games[-1].over else None

    @property
    def jackpot_minimum(self) -> Optional[Rank]:
        """The pair needed to open the next game (``None``: not a jack-pot), laws 30-32."""
        return _minimum_for(self.jackpot_level, self.rules)

    # -- laws 80-81 -------------------------------------------------------------
    def enforced(self, law_id: str) -> bool:
        """Is the law in force for the current game (not abrogated for the
        sitting, law 81, nor waived on this occasion, law 80)?"""
        if law_id in self.abrogated:
            return False
        return self.waivers.get(law_id) != len(self.games)

    @implements(law(81))
    def abrogate(self, law_id: str, consenting: Iterable[int]) -> None:
        """Law 81: a rule may be abrogated for this sitting only by common
        consent before play begins; it lapses when the players change."""
        if self.games:
            raise IllegalActionError("rules may be abrogated only before play begins", law(81))
        if set(consenting) != set(range(self.n)):
            raise IllegalActionError("abrogating a rule needs the consent of every player", law(81))
        if law_id not in _WAIVABLE:
            raise RuleSetError(f"{law_id} cannot be set aside in this program (only {', '.join(sorted(_WAIVABLE))})", law(81))
        self.abrogated.add(law_id)

    @implements(law(81))
    def change_players(self, players: Sequence[str], chips: int | Sequence[int] = 100) -> None:
        """A change of players: every abrogation ends (law 81); stacks of
        players who stay are kept, newcomers bring ``chips``."""
        if self.current is not None:
            raise IllegalActionError("players change between games, not during one", law(81))
        old = dict(zip(self.players, self.stacks))
        names = [str(p) for p in players]
        self._check_players(names)
        self.initial_total -= sum(v for k, v in old.items() if k not in names)
        new_stacks = []
        for i, nm in enumerate(names):
            if nm in old:
                new_stacks.append(old[nm])
            else:
                c = chips if isinstance(chips, int) else list(chips)[i]
                new_stacks.append(c)
                self.initial_total += c
        if names != list(self.players):
            self.abrogated.clear()
        self.players = tuple(names)
        self.stacks = new_stacks
        self.dealer %= len(names)

    @implements(law(80))
    def waive(self, law_id: str, consenting: Iterable[int]) -> None:
        """Law 80: the players agree to waive a rule on this occasion (the next
        or current game) only."""
        if set(consenting) != set(range(self.n)):
            raise IllegalActionError("a rule is waived only if the players agree", law(80))
        if law_id not in _WAIVABLE:
            raise RuleSetError(f"{law_id} cannot be waived in this program", law(80))
        if self.current is None:
            self.waivers[law_id] = len(self.games) + 1
        else:
            self.waivers[law_id] = len(self.games)

    @implements(law(80))
    def claim_concession(self, seat: int, law_id: str) -> None:
        """Law 80: "a like concession cannot be claimed on another similar
        occasion" -- a player who claims as of right a waiver once agreed is refused."""
        raise IllegalActionError(
            f"{self.players[seat]} cannot claim that {law_id} be waived because it was waived before; "
            "the players may agree to waive it again",
            law(80),
        )

    # -- games --------------------------------------------------------------------
    def new_game(self, seed: object = None, automations: Optional[Automation] = None) -> "Game":
        """Start the next game (the dealer passes to the left after each, law 18)."""
        if self.current is not None:
            raise IllegalActionError("the game in progress is not over", law(18))
        if not self.rules.borrowing:
            payers = range(self.n) if self.jackpot_level else [(self.dealer + 1) % self.n]
            for p in payers:
                if self.stacks[p] < self.ante:
                    raise IllegalActionError(
                        f"{self.players[p]} cannot pay the ante and may not borrow: the players must change", law(30 if self.jackpot_level else 20)
                    )
        g = Game(self, seed=seed, automations=self.automations if automations is None else automations)
        return g

    @implements(law(18))
    def _finish(self, game: "Game") -> None:
        """After a game: the player to the left of the last dealer deals the next (law 18)."""
        self.stacks = list(game.stacks)
        self.carried = game.pool
        self.jackpot_level = game.next_jackpot_level
        self.dealer = (self.dealer + 1) % self.n  # law 18

    def check_invariants(self) -> None:
        total = sum(self.stacks) + (self.current.pool if self.current else self.carried)
        if self.current:
            total = sum(self.current.stacks) + self.current.pool
        if total != self.initial_total + self.bank:
            raise AssertionError(f"chips not conserved: {total} != {self.initial_total} + {self.bank}")


def _minimum_for(level: int, rules: PokerRules) -> Optional[Rank]:
    if level <= 0:
        return None
    series = (Rank.KNAVE, Rank.QUEEN, Rank.KING)
    if rules.jackpot_series == "repeat":
        return series[(level - 1) % 3]
    return series[min(level, 3) - 1]


_MIN_CACHE: dict = {}
_PACK_KEYS: dict = {}


def _minimum_score(rank: Rank, hand_rules) -> int:
    """The score of the lowest hand holding a pair of ``rank``."""
    key = (rank, hand_rules)
    if key in _MIN_CACHE:
        return _MIN_CACHE[key]
    from itertools import combinations

    from games.cards import Suit

    others = [r for r in hand_rules.pack_ranks if r is not rank]
    pair = [Card(rank, Suit.CLUBS), Card(rank, Suit.DIAMONDS)]
    suits = [Suit.HEARTS, Suit.SPADES, Suit.CLUBS]
    best = None
    for combo in combinations(others, 3):
        cards = pair + [Card(r, s) for r, s in zip(combo, suits)]
        v = _hands.score(tuple(cards), hand_rules)
        if _hands.category_of(v) == _hands.PAIR and (best is None or v < best):
            best = v
    _MIN_CACHE[key] = best
    return best


# ---------------------------------------------------------------------------
# The game
# ---------------------------------------------------------------------------


class Game:
    """One deal under the laws.  Create it with :meth:`Sitting.new_game`."""

    def __init__(self, sitting: Sitting, seed: object = None, automations: Automation = Automation.DEFAULT):
        self.sitting = sitting
        self.rules = sitting.rules
        self.number = len(sitting.games) + 1
        self.seed = f"{sitting.seed}/game{self.number}" if seed is None else seed
        self.automations = automations
        n = sitting.n
        self.n = n
        self.names = sitting.players
        self.dealer = sitting.dealer
        self.stacks = list(sitting.stacks)
        self.pool = sitting.carried
        self.carried_in = sitting.carried
        self.level = sitting.jackpot_level
        self.jackpot = self.level > 0
        self.minimum = _minimum_for(self.level, self.rules)
        out_dealer = (
            self.rules.eight_with_dealer_out and n == 8 and self.rules.pack != "sixty" and self.rules.code == "foster-poker"
        )
        # dealing order: from the dealer's left round to the dealer (law 7)
        order = [(self.dealer + 1 + i) % n for i in range(n)]
        if out_dealer:
            order.remove(self.dealer)
        self.dealt_in: tuple[int, ...] = tuple(order)
        self.seats = [_Seat() for _ in range(n)]
        self.log: list = []
        self.actions: list[Action] = []
        self.phase = Phase.ANTE
        self.ante_seat = (self.dealer + 1) % n  # law 20
        self.ante_amount = sitting.ante
        self.straddles: list[int] = []  # seats that straddled, in order
        self.straddle_turn: Optional[int] = None
        self.stock: list[Card] = list(self.rules.new_pack().cards)
        self.discards: list[Card] = []
        self.deal_number = 1
        self.shuffles = 0
        self.dealer_shuffled = False
        self.cut = False
        self.dealt = 0
        self.deal_finished = False
        self.speakers: list[int] = []
        self.opened = False
        self.opener: Optional[int] = None
        self.false_opening = False
        self.highest = 0
        self.turn: Optional[int] = None
        self.last_actor: Optional[int] = None
        self.draw_order: list[int] = []
        self.draw_pos = 0
        self.short_mode = False
        self.short_queue: list[int] = []
        self.last_give: Optional[int] = None
        self.show_order: list[int] = []
        self.over = False
        self.next_jackpot_level = 0
        self.settlement: tuple[SettlementLine, ...] = ()
        self.result: dict = {}
        self.blind_money = 0
        self.refunds: list[tuple[int, int, int]] = []
        self.refund_debts: list[tuple] = []
        self.uncut = False
        self.last_give_pending = False
        self.short_collect_pending = False
        self.short_collected = False
        self.short_cut = False
        self.stock_new: list[Card] = []
        sitting.games.append(self)
        # sitting-level entries at the head of the first game's log
        self._event("game", self._title(), ())
        if self.jackpot:
            self._event(
                "jackpot",
                f"a jack-pot: every player pays the ante; it opens with two {self.minimum.name_}s or better",
                _laws(30, 31, 32)[: min(self.level, 3)],
            )
        self._automate()

    # -- helpers ------------------------------------------------------------------
    def _title(self) -> str:
        return (
            f"game {self.number}: {', '.join(f'{i}={nm}' for i, nm in enumerate(self.names))}; "
            f"dealer {self.names[self.dealer]}; ante {self.sitting.ante}, limit {self.sitting.limit}; "
            f"stacks {' '.join(str(s) for s in self.stacks)}; pool {self.pool}; rules {self.rules.name}"
        )

    def _event(self, kind: str, text: str, laws: tuple, seat: Optional[int] = None) -> Event:
        e = Event(kind, text, tuple(laws), seat)
        self.log.append(e)
        self._new_events.append(e) if hasattr(self, "_new_events") else None
        return e

    def name(self, seat: Optional[int]) -> str:
        return "the pool" if seat is None else self.names[seat]

    def left(self, seat: int) -> int:
        return (seat + 1) % self.n

    def right(self, seat: int) -> int:
        return (seat - 1) % self.n

    def _cycle_from(self, start: int) -> list[int]:
        """Dealt-in seats in turn (to the left) beginning with ``start`` or the next one after it."""
        out = []
        for i in range(self.n):
            s = (start + i) % self.n
            if s in self.dealt_in:
                out.append(s)
        return out

    @property
    def contenders(self) -> list[int]:
        """Players still in the game."""
        return [s for s in self.dealt_in if not self.seats[s].retired]

    def _eligible(self) -> list[int]:
        return [s for s in self.dealt_in if not self.seats[s].retired and not self.seats[s].short]

    def _value(self, cards) -> int:
        return _hands.score(tuple(cards), self.rules.hands)

    def has_openers(self, seat: int) -> bool:
        """Laws 30-32: does the seat's original hand hold the jack-pot minimum or better?"""
        return self._meets_minimum(self.seats[seat].original)

    @implements(law(30), law(31), law(32))
    def _meets_minimum(self, cards) -> bool:
        """"Two knaves, or better" (30), two queens (31), two kings (32)."""
        if self.minimum is None:
            return True
        if len(cards) != 5:
            return False
        return self._value(cards) >= _minimum_score(self.minimum, self.rules.hands)

    def _enforced(self, n: int) -> bool:
        return self.sitting.enforced(law(n))

    # -- public state ---------------------------------------------------------------
    @property
    def to_act(self) -> Optional[int]:
        """The seat whose step it is (the dealer's seat for the dealer's duties)."""
        k = self._pending()
        return None if k is None else k[1]

    @property
    def actor(self) -> Optional[str]:
        k = self._pending()
        return None if k is None else k[0]

    def _pending(self) -> Optional[tuple[str, int, str]]:
        """(role, seat, what) of the next step."""
        if self.over:
            return None
        p = self.phase
        if p is Phase.ANTE:
            if self.jackpot:
                for s in self.dealt_in:
                    if self.seats[s].dead == 0:
                        return ("player", s, "jackpot-ante")
            return ("player", self.ante_seat, "ante")
        if p is Phase.STRADDLE:
            return ("player", self.straddle_turn, "straddle")
        if p is Phase.SHUFFLE:
            if not self.dealer_shuffled:
                return ("dealer", self.dealer, "shuffle")
            if not self.cut:
                return ("player", self.right(self.dealer), "cut")
            return ("dealer", self.dealer, "deal")
        if p is Phase.DEAL:
            if not self.deal_finished:
                return ("dealer", self.dealer, "deal")
            for s in self.dealt_in:
                if not self.seats[s].raised and not self.seats[s].retired:
                    return ("player", s, "raise")
            return None
        if p in (Phase.PLAY, Phase.BETTING):
            return ("player", self.turn, "stake")
        if p is Phase.DRAW:
            if self.short_mode:
                if self.short_queue:
                    return ("player", self.short_queue[0], "discard")
                if self.short_collect_pending:
                    if not self.short_collected:
                        return ("dealer", self.dealer, "collect")
                    return ("player", self.right(self.dealer), "cut")
            s = self.draw_order[self.draw_pos]
            st = self.seats[s]
            if st.draw_state == "pending":
                return ("player", s, "draw")
            return ("dealer", self.dealer, "give")
        if p is Phase.SHOW:
            return ("player", self.show_order[0], "show")
        return None

    # -- the triplet ------------------------------------------------------------------
    def can(self, action: Action) -> bool:
        """True if :meth:`verify` accepts the action."""
        try:
            self.verify(action)
        except GameError:
            return False
        return True

    def verify(self, action: Action) -> None:
        """Raise the :class:`~games.errors.GameError` naming the law the action breaks; else return."""
        if self.over:
            raise IllegalActionError("the game is over", law(18))
        if not isinstance(action, Action):
            raise IllegalActionError(f"{action!r} is not an action of the game", None)
        seat = getattr(action, "seat", None)
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < self.n):
            raise IllegalActionError(f"there is no seat {seat!r}", law(7))
        method = getattr(self, "_verify_" + type(action).__name__.lower())
        method(action)

    def do(self, action: Action) -> list[Event]:
        """Verify and apply ``action``, then run the automations.  Returns the events caused."""
        self.verify(action)
        self._new_events: list[Event] = []
        self._apply(action)
        self._automate()
        ev = self._new_events
        del self._new_events
        return ev

    def _apply(self, action: Action) -> None:
        self.log.append(action)
        self.actions.append(action)
        if not isinstance(action, (PointOutWrongGive, DisputeDemand, Declare, AskDealer)):
            self.last_give_pending = False
        getattr(self, "_do_" + type(action).__name__.lower())(action)

    def snapshot(self) -> dict:
        """A deep copy of the whole state (for tests: a refused action changes nothing)."""
        d: dict = {}
        for k, v in self.__dict__.items():
            if k in ("sitting", "_new_events", "rules", "automations"):
                continue
            if k == "seats":
                d[k] = tuple(
                    tuple((f, list(x) if isinstance(x, list) else x) for f, x in vars(st).items()) for st in v
                )
            elif isinstance(v, list):
                d[k] = list(v)  # the items (cards, actions, events, ints) are immutable
            elif isinstance(v, dict):
                d[k] = copy.deepcopy(v)
            else:
                d[k] = v
        d["sitting.debts"] = list(self.sitting.debts)
        d["sitting.loans"] = list(self.sitting.loans)
        d["sitting.bank"] = self.sitting.bank
        d["sitting.stacks"] = list(self.sitting.stacks)
        d["sitting.carried"] = self.sitting.carried
        d["sitting.level"] = self.sitting.jackpot_level
        d["sitting.dealer"] = self.sitting.dealer
        d["sitting.waivers"] = dict(self.sitting.waivers)
        d["sitting.abrogated"] = set(self.sitting.abrogated)
        d["sitting.limit"] = (self.sitting.ante, self.sitting.limit)
        d["sitting.log"] = len(self.sitting.log)
        d["sitting.games"] = len(self.sitting.games)
        d["sitting.initial_total"] = self.sitting.initial_total
        return d

    def _automate(self) -> None:
        guard = 0
        while not self.over:
            a = self._auto_action()
            if a is None:
                return
            guard += 1
            if guard > 10000:  # pragma: no cover
                raise RuntimeError("automation does not terminate")
            try:
                self.verify(a)
            except GameError:
                return  # the step needs a hand (e.g. a player must borrow to pay)
            self._apply(a)

    def _auto_action(self) -> Optional[Action]:
        k = self._pending()
        if k is None:
            return None
        role, s, what = k
        A = self.automations
        if what == "ante" and A & Automation.ANTE:
            return Ante(s, self.sitting.ante)
        if what == "jackpot-ante" and A & Automation.ANTE:
            return JackpotAnte(s)
        if what == "straddle" and A & Automation.DECLINE_STRADDLES:
            return DeclineStraddle(s)
        if what == "shuffle" and A & Automation.SHUFFLE:
            return Shuffle(s)
        if what == "cut" and A & (Automation.COLLECT if self.phase is Phase.DRAW else Automation.CUT):
            n = len(self.stock_new) if self.phase is Phase.DRAW else len(self.stock)
            return Cut(s, random.Random(f"{self.seed}/cut/{self.deal_number}/{self.shuffles}").randint(1, n - 1) if n > 1 else 0)
        if what == "deal" and A & Automation.DEAL and self.phase is Phase.DEAL:
            return DealCard()
        if what == "deal" and A & Automation.DEAL and self.phase is Phase.SHUFFLE:
            return DealCard()
        if what == "raise" and A & Automation.RAISE_HANDS:
            return RaiseHand(s)
        if what == "give" and A & Automation.GIVE:
            st = self.seats[self.draw_order[self.draw_pos]]
            need = min(len(st.discarded) - st.given, len(self.stock))
            return Give(self.draw_order[self.draw_pos], need)
        if what == "collect" and A & Automation.COLLECT:
            return Collect()
        if what == "show" and A & Automation.SHOW:
            return Show(s)
        return None

    # -- errors --------------------------------------------------------------------
    def _turn_check(self, seat: int, what: str, lw: str) -> None:
        k = self._pending()
        if k is None or k[1] != seat or k[2] != what:
            who = self.name(k[1]) if k else "nobody"
            raise OutOfTurnError(f"it is not {self.name(seat)}'s turn to {what} (next: {who})", lw)

    def _phase_check(self, phases, lw: str, what: str) -> None:
        if self.phase not in phases:
            raise IllegalActionError(f"{what} is not possible in the {self.phase.value}", lw)

    def _funds(self, seat: int, amount: int, lw: str) -> None:
        if not isinstance(amount, int) or amount < 0:
            raise IllegalActionError(f"{amount!r} is not a number of chips", lw)
        if amount > self.stacks[seat]:
            raise IllegalActionError(
                f"{self.name(seat)} has {self.stacks[seat]} chips, not {amount}"
                + ("; he may borrow (law 62)" if self.rules.borrowing else ""),
                lw,
            )

    def _move(self, seat: int, amount: int) -> None:
        self.stacks[seat] -= amount
        self.pool += amount

    # =====================================================================
    # The ante and the straddle (laws 19-24, 30-31)
    # =====================================================================
    @implements(law(19), law(20))
    def _verify_ante(self, a: Ante) -> None:
        """Law 20: the player to the left of the dealer stakes the ante before
        the cards are dealt; law 19: not above half the limit."""
        self._phase_check((Phase.ANTE,), law(20), "the ante")
        if self.jackpot:
            raise IllegalActionError("in a jack-pot every player pays the ante instead", law(30))
        if a.seat != self.ante_seat:
            raise OutOfTurnError(f"the ante is staked by {self.name(self.ante_seat)}, the player left of the dealer", law(20))
        if not isinstance(a.amount, int) or a.amount < 1:
            raise IllegalActionError("the ante is at least one chip", law(20))
        self.sitting._check_ante(a.amount)
        self._funds(a.seat, a.amount, law(20))

    def _do_ante(self, a: Ante) -> None:
        self._move(a.seat, a.amount)
        st = self.seats[a.seat]
        st.stake = st.blind = a.amount
        self.ante_amount = a.amount
        self.highest = a.amount
        self._event("ante", f"{self.name(a.seat)} stakes the ante, {a.amount}", _laws(20), a.seat)
        self._start_straddle()

    @implements(law(30), law(31))
    def _verify_jackpotante(self, a: JackpotAnte) -> None:
        """Laws 30-31: in a jack-pot every player pays a sum equal to the ante."""
        self._phase_check((Phase.ANTE,), law(30), "the jack-pot ante")
        if not self.jackpot:
            raise IllegalActionError("this game is not a jack-pot; the ante is staked by the player left of the dealer", law(20))
        self._turn_check(a.seat, "jackpot-ante", law(30))
        self._funds(a.seat, self.sitting.ante, law(30))

    def _do_jackpotante(self, a: JackpotAnte) -> None:
        amt = self.sitting.ante
        self._move(a.seat, amt)
        self.seats[a.seat].dead = amt
        self._event("jackpot-ante", f"{self.name(a.seat)} pays {amt} into the jack-pot", _laws(30 if self.level == 1 else 31), a.seat)
        if all(self.seats[s].dead for s in self.dealt_in):
            self.ante_amount = self.sitting.ante
            self._to_shuffle()

    def _start_straddle(self) -> None:
        first = self._cycle_from(self.left(self.ante_seat))
        first = [s for s in first if s != self.ante_seat]
        if not first:
            self._to_shuffle()
            return
        self.phase = Phase.STRADDLE
        self.straddle_turn = first[0]

    def _straddle_candidates_after(self, seat: int) -> list[int]:
        """Players after ``seat`` up to and including the dealer (law 21)."""
        out = []
        s = seat
        while s != self.dealer:
            s = self.left(s)
            if s in self.dealt_in and s != self.ante_seat:
                out.append(s)
            if s == self.ante_seat:
                break
        return out

    @implements(law(21), law(22))
    def _verify_straddle(self, a: Straddle) -> None:
        """Law 21: the right to straddle belongs first to the player left of
        the ante; then to each succeeding player in turn, ending with the
        dealer, each time by the amount of the ante; law 22: never above half the limit."""
        self._phase_check((Phase.STRADDLE,), law(21), "a straddle")
        self._turn_check(a.seat, "straddle", law(21))
        amount = self._next_straddle_amount()
        if amount * 2 > self.sitting.limit and self._enforced(22):
            raise IllegalActionError(f"a straddle to {amount} exceeds half the limit ({self.sitting.limit})", law(22))
        self._funds(a.seat, amount, law(21))

    def _next_straddle_amount(self) -> int:
        return self.ante_amount * (len(self.straddles) + 2)

    def _do_straddle(self, a: Straddle) -> None:
        amount = self._next_straddle_amount()
        self._move(a.seat, amount)
        st = self.seats[a.seat]
        st.stake = st.blind = amount
        self.highest = amount
        self.straddles.append(a.seat)
        self._event("straddle", f"{self.name(a.seat)} straddles to {amount}", _laws(21), a.seat)
        self._next_straddler(a.seat)

    def _verify_declinestraddle(self, a: DeclineStraddle) -> None:
        self._phase_check((Phase.STRADDLE,), law(21), "declining a straddle")
        self._turn_check(a.seat, "straddle", law(21))

    def _do_declinestraddle(self, a: DeclineStraddle) -> None:
        if not self.straddles:
            self._event("no-straddle", f"{self.name(a.seat)} does not straddle; no other player may", _laws(21), a.seat)
            self._to_shuffle()
            return
        if self.rules.straddle_chain_breaks:
            self._to_shuffle()
            return
        self._next_straddler(a.seat)

    def _next_straddler(self, seat: int) -> None:
        nxt = self._straddle_candidates_after(seat)
        if seat == self.dealer or not nxt:
            self._to_shuffle()
        else:
            self.straddle_turn = nxt[0]

    # =====================================================================
    # Shuffle, cut, deal (laws 3-18)
    # =====================================================================
    def _to_shuffle(self) -> None:
        self.phase = Phase.SHUFFLE
        self.straddle_turn = None
        self.blind_money = self.pool

    @implements(law(3), law(4))
    def _verify_shuffle(self, a: Shuffle) -> None:
        """Law 3: any player may demand to shuffle; the dealer has the right
        to the last shuffle before the cut.  Law 4: the dealer shuffles before every deal."""
        self._phase_check((Phase.SHUFFLE,), law(3), "shuffling")

    def _do_shuffle(self, a: Shuffle) -> None:
        self.shuffles += 1
        rng = random.Random(f"{self.seed}/shuffle/{self.deal_number}/{self.shuffles}")
        rng.shuffle(self.stock)
        self.cut = False
        if a.seat == self.dealer:
            self.dealer_shuffled = True
            self._event("shuffle", f"{self.name(a.seat)} (the dealer) shuffles", _laws(4), a.seat)
        else:
            self.dealer_shuffled = False
            self._event("shuffle", f"{self.name(a.seat)} shuffles; the dealer keeps the right to the last shuffle", _laws(3), a.seat)

    @implements(law(4), law(41))
    def _verify_cut(self, a: Cut) -> None:
        """Law 4: the pack is cut by the player on the right of the dealer
        (law 41: the collected discards too)."""
        if self.phase is Phase.DRAW:
            if not (self.short_mode and self.short_collected and not self.short_cut):
                raise IllegalActionError("the pack is cut before the deal, or when the discards are collected", law(41))
        else:
            self._phase_check((Phase.SHUFFLE,), law(4), "the cut")
            if not self.dealer_shuffled:
                raise IllegalActionError("the dealer shuffles before the cut", law(4))
            if self.cut:
                raise IllegalActionError("the pack has been cut", law(4))
        if a.seat != self.right(self.dealer):
            raise OutOfTurnError(f"the pack is cut by {self.name(self.right(self.dealer))}, on the dealer's right", law(4))
        n = len(self.stock_new) if self.phase is Phase.DRAW else len(self.stock)
        if not isinstance(a.depth, int) or not 0 < a.depth < n:
            raise IllegalActionError(f"a cut of {a.depth!r} leaves an empty packet", law(4))

    def _do_cut(self, a: Cut) -> None:
        if self.phase is Phase.DRAW:
            self.stock_new = self.stock_new[a.depth :] + self.stock_new[: a.depth]
            self.short_cut = True
            self._event("cut", f"{self.name(a.seat)} cuts the collected discards", _laws(41), a.seat)
            self._finish_collect()
            return
        self.stock = self.stock[a.depth :] + self.stock[: a.depth]
        self.cut = True
        self._event("cut", f"{self.name(a.seat)} cuts", _laws(4), a.seat)

    def arrange(self, top_cards) -> None:
        """Put ``top_cards`` (text or cards) on top of the pack, in that order,
        before the first card is dealt: for teaching examples and tests, so
        that a chosen hand can be played out (the :class:`Arrange` action)."""
        self.do(Arrange(tuple(parse_cards(top_cards))))

    def _verify_arrange(self, a: "Arrange") -> None:
        if self.phase not in (Phase.ANTE, Phase.STRADDLE, Phase.SHUFFLE) or self.dealt:
            raise IllegalActionError("the pack can be arranged only before the deal", law(7))
        for c in a.cards:
            if not isinstance(c, Card) or c not in self.stock:
                raise IllegalActionError(f"{c} is not in the pack", law(1))
        if len(set(a.cards)) != len(a.cards):
            raise IllegalActionError("a card named twice", law(1))

    def _do_arrange(self, a: "Arrange") -> None:
        top = list(a.cards)
        self.stock = top + [c for c in self.stock if c not in top]
        self._event("arranged", f"the pack is arranged for a demonstration: {format_cards(top)} on top", ())

    def _next_recipient(self) -> int:
        return self.dealt_in[self.dealt % len(self.dealt_in)]

    @implements(law(4), law(6), law(7), law(11), law(17))
    def _verify_dealcard(self, a: DealCard) -> None:
        """Law 7: one card at a time from the top, from right to left,
        beginning at the dealer's left; law 6: face down, in front of the
        player; law 11: a card exposed in dealing is accepted; law 17: the
        deal is finished when every player has five."""
        self._phase_check((Phase.SHUFFLE, Phase.DEAL), law(7), "dealing")
        if self.phase is Phase.SHUFFLE and not self.dealer_shuffled:
            raise IllegalActionError("the dealer shuffles before dealing", law(4))
        if self.deal_finished:
            raise IllegalActionError("the deal is finished", law(17))
        if a.to is not None and a.to not in self.dealt_in:
            raise IllegalActionError(f"{a.to!r} does not take cards in this game", law(7))
        if not self.stock:
            raise IllegalActionError("the pack is empty", law(7))

    def _do_dealcard(self, a: DealCard) -> None:
        if self.phase is Phase.SHUFFLE:
            self.phase = Phase.DEAL
            self.uncut = not self.cut
            if self.uncut:
                self._event("no-cut", "the dealer begins to deal without the pack having been cut", _laws(8, 9))
        to = self._next_recipient() if a.to is None else a.to
        if a.to is not None and a.to != self._next_recipient():
            self._event("misdirected", f"a card meant for {self.name(self._next_recipient())} goes to {self.name(to)}", _laws(7), to)
        card = self.stock.pop(0)
        self.dealt += 1
        st = self.seats[to]
        st.hand.append(card)
        self._event("card", f"{card} to {self.name(to)}" + (" face up" if a.face_up else ""), _laws(7), to)
        if a.face_up:
            st.exposed.append(card)
            self._event("exposed", f"the dealer exposes {card} dealing to {self.name(to)}; he must accept it", _laws(11), to)
        if all(len(self.seats[s].hand) >= 5 for s in self.dealt_in):
            self._finish_deal()

    @implements(law(17))
    def _verify_finishdeal(self, a: FinishDeal) -> None:
        """The dealer stops dealing (some player may have fewer than five: law 12/13 follow)."""
        self._phase_check((Phase.DEAL,), law(17), "finishing the deal")
        if self.deal_finished:
            raise IllegalActionError("the deal is finished", law(17))

    def _do_finishdeal(self, a: FinishDeal) -> None:
        self._finish_deal()

    def _finish_deal(self) -> None:
        self.deal_finished = True
        self._event("deal-finished", "the deal is finished", _laws(17))
        for s in self.dealt_in:
            self.seats[s].original = tuple(self.seats[s].hand)

    @implements(law(8), law(9))
    def _verify_pointoutnocut(self, a: PointOutNoCut) -> None:
        """Law 8: dealt without a cut and pointed out before the deal is
        finished: a misdeal.  Law 9: not pointed out before: the deal stands."""
        if self.phase is not Phase.DEAL or not getattr(self, "uncut", False):
            raise IllegalActionError("the pack was cut (or the deal has not begun)", law(8))
        if self.deal_finished:
            raise IllegalActionError("the deal is finished: the deal stands although the pack was not cut", law(9))

    def _do_pointoutnocut(self, a: PointOutNoCut) -> None:
        self._misdeal(f"{self.name(a.seat)} points out that the pack was not cut", _laws(8))

    @implements(law(10))
    def _verify_faceupinpack(self, a: FaceUpInPack) -> None:
        """Law 10: a card found face upwards in the pack before the deal is
        finished: a misdeal, and a new deal by the same dealer."""
        if self.phase not in (Phase.SHUFFLE, Phase.DEAL) or self.deal_finished:
            raise IllegalActionError("law 10 applies only before the deal is finished", law(10))

    def _do_faceupinpack(self, a: FaceUpInPack) -> None:
        self._misdeal(f"{self.name(a.seat)} finds a card face upwards in the pack", _laws(10))

    @implements(law(15), law(16))
    def _verify_speaktodealer(self, a: SpeakToDealer) -> None:
        """Law 15: no player shall speak to the dealer while the cards are being dealt."""
        if self.phase is not Phase.DEAL or self.deal_finished:
            raise IllegalActionError("law 15 forbids speaking to the dealer only while he deals", law(15))
        if a.seat == self.dealer:
            raise IllegalActionError("the dealer does not speak to himself", law(15))

    def _do_speaktodealer(self, a: SpeakToDealer) -> None:
        self.speakers.append(a.seat)
        self._event(
            "spoke",
            f"{self.name(a.seat)} speaks to the dealer while he deals (against law 15); "
            f"he, not the dealer, refunds the ante or straddle of any foul hand of this deal",
            _laws(15, 16),
            a.seat,
        )

    @implements(law(12))
    def _verify_announcewrongcount(self, a: AnnounceWrongCount) -> None:
        """Law 12: a player with more or less than five, announced before his
        cards are raised: a misdeal, a new deal by the same dealer."""
        if not self.deal_finished or self.phase not in (Phase.DEAL, Phase.PLAY):
            raise IllegalActionError("the count of a hand is announced when the deal is finished", law(12))
        if self.opened or any(self.seats[s].stake > self.seats[s].blind for s in self.dealt_in):
            raise IllegalActionError("the play has begun", law(12))
        if not 0 <= a.about < self.n or a.about not in self.dealt_in:
            raise IllegalActionError("no such hand", law(12))
        st = self.seats[a.about]
        if st.raised:
            raise IllegalActionError(f"{self.name(a.about)}'s cards have been raised: law 13 applies", law(12))
        if len(st.hand) == 5:
            raise IllegalActionError(f"{self.name(a.about)} has five cards", law(12))

    def _do_announcewrongcount(self, a: AnnounceWrongCount) -> None:
        k = len(self.seats[a.about].hand)
        self._misdeal(f"{self.name(a.seat)} announces that {self.name(a.about)} has {k} cards", _laws(12))

    @implements(law(8), law(10), law(12))
    def _misdeal(self, why: str, laws: tuple) -> None:
        """A misdeal: every card goes back to the pack and the same dealer deals again (laws 8, 10, 12)."""
        self._event("misdeal", f"{why}: a misdeal; a new deal by the same dealer", laws)
        cards = []
        for s in range(self.n):
            st = self.seats[s]
            cards.extend(st.hand)
            st.hand = []
            st.exposed = []
            st.original = ()
            st.raised = False
            st.retired = st.foul = False  # a foul hand of the old deal is no more (law 13 needs a new deal)
            st.retire_reason = ""
        for payer, payee, paid in self.refunds:  # refunds under law 14 of the old deal are undone
            self.stacks[payer] += paid
            self.stacks[payee] -= paid
        self.refunds = []
        for debt in self.refund_debts:
            self.sitting.debts.remove(debt)
        self.refund_debts = []
        self.stock = cards + self.stock
        self.deal_number += 1
        self.shuffles = 0
        self.dealer_shuffled = False
        self.cut = False
        self.dealt = 0
        self.deal_finished = False
        self.speakers = []
        self.phase = Phase.SHUFFLE

    @implements(law(13), law(14), law(16))
    def _verify_raisehand(self, a: RaiseHand) -> None:
        """Law 13: a hand of more or less than five, not announced before it is
        raised, is foul: its holder retires and forfeits his stake; law 14:
        the dealer (law 16: the player who spoke to him) refunds his ante or straddle."""
        st = self.seats[a.seat]
        if a.seat not in self.dealt_in or st.retired:
            raise IllegalActionError(f"{self.name(a.seat)} has no cards in this game", law(13))
        if not self.deal_finished:
            raise IllegalActionError("the deal is not finished", law(17))
        if self.phase in (Phase.DEAL, Phase.PLAY):
            if st.raised:
                raise IllegalActionError("his cards are already raised", law(13))
        elif self.phase in (Phase.DRAW, Phase.BETTING):
            if st.draw_state not in ("given", "stood") or st.raised_after_draw:
                raise IllegalActionError("he has not drawn, or has already raised his cards", law(50))
        else:
            raise IllegalActionError("nothing to raise", law(13))

    def _do_raisehand(self, a: RaiseHand) -> None:
        st = self.seats[a.seat]
        if self.phase in (Phase.DEAL, Phase.PLAY):
            self._raise_before_draw(a.seat)
        else:
            st.raised_after_draw = True
            self._event("raise", f"{self.name(a.seat)} takes up his cards", _laws(50), a.seat)
        if self.phase is Phase.DEAL and all(self.seats[s].raised or self.seats[s].retired for s in self.dealt_in):
            self._start_play()

    def _raise_before_draw(self, seat: int) -> None:
        st = self.seats[seat]
        st.raised = True
        k = len(st.hand)
        if k == 5:
            return
        self._retire(seat, f"foul hand of {k} cards found on raising it", _laws(13))
        refund = st.blind + st.dead
        if refund:
            payer = self.speakers[0] if self.speakers else self.dealer
            lw = _laws(14, 16) if self.speakers else _laws(14)
            if payer != seat:
                paid = min(refund, self.stacks[payer])
                self.stacks[payer] -= paid
                self.stacks[seat] += paid
                self.refunds.append((payer, seat, paid))
                if paid < refund:
                    debt = (payer, seat, refund - paid, law(14))
                    self.sitting.debts.append(debt)
                    self.refund_debts.append(debt)
                self._event(
                    "refund",
                    f"{self.name(payer)} refunds {self.name(seat)} his ante or straddle, {refund}; his stake stays in the pool",
                    lw,
                    payer,
                )

    def _retire(self, seat: int, why: str, laws: tuple) -> None:
        st = self.seats[seat]
        st.retired = True
        st.retire_reason = why
        if "foul" in why:
            st.foul = True
        self._event("retire", f"{self.name(seat)} retires: {why}; his stake stays in the pool", laws, seat)

    # =====================================================================
    # The play before the draw (laws 23-28), the jack-pot (29-33)
    # =====================================================================
    @implements(law(23), law(24))
    def _first_say(self) -> int:
        """Law 23: not straddled, the player left of ante has first say and
        ante the last; law 24: straddled, the player left of the last straddler first, the last straddler last."""
        if self.straddles:
            start = self.left(self.straddles[-1])
        elif self.jackpot and self.rules.jackpot_first_say == "left-of-dealer":
            start = self.left(self.dealer)
        else:
            start = self.left(self.ante_seat)
        return self._cycle_from(start)[0]

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        for s in self.dealt_in:
            self.seats[s].acted = False
        order = [s for s in self._cycle_from(self._first_say()) if not self.seats[s].retired]
        if len(order) <= 1 and not self.opened:
            self._not_opened()
            return
        self.turn = order[0]
        self._event("play", f"{self.name(self.turn)} has first say", _laws(23 if not self.straddles else 24), self.turn)

    def open_minimum(self) -> int:
        """The least total stake that opens the game: double the ante (law 25), at least the highest stake (26)."""
        base = 2 * self.ante_amount
        if self.straddles and self.rules.open_after_straddle == "double-straddle":
            base = 2 * self.highest
        if not self._enforced(25):
            base = 0
        return max(base, self.highest)

    def _stake_checks(self, seat: int, amount: int, lw_turn: str, opening_allowed_without_openers=False) -> None:
        st = self.seats[seat]
        if not isinstance(amount, int) or amount < 0:
            raise IllegalActionError(f"{amount!r} is not a number of chips", law(56))
        total = st.stake + amount
        if self.phase is Phase.PLAY and not self.opened:
            if total < self.open_minimum():
                raise IllegalActionError(
                    f"the game is opened with a stake of at least {self.open_minimum()} (double the ante)", law(25)
                )
            if self.jackpot and not opening_allowed_without_openers and not self.has_openers(seat):
                n = min(self.level, 3) + 29
                raise IllegalActionError(
                    f"a jack-pot is opened only with two {self.minimum.name_}s or better in the original hand", law(n)
                )
        elif total < self.highest:
            raise IllegalActionError(
                f"{self.name(seat)} must at least make good his stake to {self.highest}",
                law(26) if self.phase is Phase.PLAY else law(53),
            )
        if total > self.highest + self.sitting.limit:
            raise IllegalActionError(
                f"no stake may be raised by more than the limit agreed for the sitting ({self.sitting.limit}; "
                "the limit that law 19 presupposes)",
                law(19),
            )
        self._funds(seat, amount, law(60))

    @implements(law(25), law(26), law(53), law(56))
    def _verify_stake(self, a: Stake) -> None:
        """Law 25: the opening stake is at least double the ante; law 26: each
        succeeding player makes good his stake to that of the preceding player;
        law 53: after the draw each stakes at least as much as the preceding
        player; law 56: the bet is what is deposited."""
        self._phase_check((Phase.PLAY, Phase.BETTING), law(25), "staking")
        self._turn_check(a.seat, "stake", law(25) if self.phase is Phase.PLAY else law(53))
        self._foul_unraised_check(a.seat)
        if self._short_stake_retires(a.seat, a.amount):
            return
        self._stake_checks(a.seat, a.amount, law(25))

    def _short_stake_retires(self, seat: int, amount) -> bool:
        """Law 54 under ``short_stake="retire"``: a stake after the draw below
        the preceding player's retires the player instead of being refused."""
        return (
            self.rules.short_stake == "retire"
            and self.phase is Phase.BETTING
            and isinstance(amount, int)
            and amount >= 0
            and self.seats[seat].stake + amount < self.highest
        )

    def _foul_unraised_check(self, seat: int) -> None:
        st = self.seats[seat]
        if self.phase is Phase.PLAY and not st.raised and len(st.hand) != 5:
            raise IllegalActionError(
                f"{self.name(seat)} holds {len(st.hand)} cards: raise them (a foul hand, law 13) or announce it (law 12)",
                law(13),
            )

    def _do_stake(self, a: Stake) -> None:
        if self._short_stake_retires(a.seat, a.amount):
            st = self.seats[a.seat]
            st.acted = True
            self._retire(
                a.seat,
                f"he stakes {st.stake + a.amount}, less than the {self.highest} staked before him; "
                f"he places his cards face down and forfeits his stake",
                _laws(54),
            )
            self._advance()
            return
        self._stake(a.seat, a.amount, opening_kind="open")

    def _stake(self, seat: int, amount: int, opening_kind: str = "open", out_of_turn: bool = False) -> None:
        st = self.seats[seat]
        if self.phase is Phase.PLAY and not st.raised:
            self._raise_before_draw(seat)
        if self.phase is Phase.BETTING and not st.raised_after_draw:
            st.raised_after_draw = True
        before = self.highest
        self._move(seat, amount)
        st.stake += amount
        if self.phase is Phase.BETTING:
            st.bet_after_draw = True
        if not out_of_turn:
            st.acted = True
            self.last_actor = seat
        if self.phase is Phase.PLAY and not self.opened:
            self.opened = True
            self.opener = seat
            self.highest = st.stake
            if opening_kind == "false":
                self.false_opening = True
                self._event("open", f"{self.name(seat)} opens the jack-pot for {st.stake} without the minimum hand", _laws(33), seat)
            else:
                self._event("open", f"{self.name(seat)} opens for {st.stake}", _laws(25, 30) if self.jackpot else _laws(25), seat)
            self._raised(seat)
        elif st.stake > before:
            if st.borrowed:
                st.borrowed_to_raise = True
            self.highest = st.stake
            self._event("raise", f"{self.name(seat)} raises to {st.stake}", _laws(26 if self.phase is Phase.PLAY else 53), seat)
            self._raised(seat)
        else:
            self._event(
                "make-good",
                f"{self.name(seat)} makes good to {st.stake}" if amount else f"{self.name(seat)} stands at {st.stake}",
                _laws(26 if self.phase is Phase.PLAY else 53),
                seat,
            )
        if not out_of_turn:
            self._advance()

    def _raised(self, seat: int) -> None:
        for s in self.dealt_in:
            if s != seat:
                self.seats[s].acted = False

    @implements(law(27), law(54))
    def _verify_pass(self, a: Pass) -> None:
        """Law 27: a player who passes throws his cards down and forfeits his
        stake and his right to play in that game; law 54: so does one who does not stake enough when his turn comes."""
        self._phase_check((Phase.PLAY, Phase.BETTING), law(27), "passing")
        self._turn_check(a.seat, "stake", law(27) if self.phase is Phase.PLAY else law(54))

    def _do_pass(self, a: Pass) -> None:
        st = self.seats[a.seat]
        st.acted = True
        self._retire(a.seat, "he passes", _laws(27) if self.phase is Phase.PLAY else _laws(54))
        self._advance()

    @implements(law(33))
    def _verify_falseopen(self, a: FalseOpen) -> None:
        """Law 33: opening a jack-pot without the minimum: possible, and punished at the end."""
        self._phase_check((Phase.PLAY,), law(33), "opening")
        if not self.jackpot or self.opened:
            raise IllegalActionError("only an unopened jack-pot can be falsely opened", law(33))
        self._turn_check(a.seat, "stake", law(25))
        self._foul_unraised_check(a.seat)
        if self.has_openers(a.seat):
            raise IllegalActionError(f"{self.name(a.seat)} holds the minimum: open with Stake", law(30))
        self._stake_checks(a.seat, a.amount, law(25), opening_allowed_without_openers=True)

    def _do_falseopen(self, a: FalseOpen) -> None:
        self._stake(a.seat, a.amount, opening_kind="false")

    @implements(law(60), law(62))
    def _verify_showforsum(self, a: ShowForSum) -> None:
        """Law 60: a player whose bet is raised and who has not the funds to
        call deposits what he has and demands a show for that amount; law 62:
        not if he borrowed to raise -- then he must borrow to call."""
        self._phase_check((Phase.PLAY, Phase.BETTING), law(60), "a show for a sum")
        self._turn_check(a.seat, "stake", law(60))
        st = self.seats[a.seat]
        if not self.opened:
            raise IllegalActionError("the game is not opened", law(60))
        need = self.highest - st.stake
        if need <= 0:
            raise IllegalActionError("his stake is not raised", law(60))
        if self.stacks[a.seat] >= need:
            raise IllegalActionError(f"{self.name(a.seat)} has the funds to call ({self.stacks[a.seat]} >= {need})", law(60))
        if st.borrowed_to_raise and self._enforced(62):
            raise IllegalActionError(f"{self.name(a.seat)} borrowed to raise: he shall borrow to call", law(62))

    def _do_showforsum(self, a: ShowForSum) -> None:
        st = self.seats[a.seat]
        amount = self.stacks[a.seat]
        self._move(a.seat, amount)
        st.stake += amount
        st.short = True
        st.acted = True
        st.short_against = tuple(s for s in self.contenders if s != a.seat)
        if self.phase is Phase.BETTING:
            st.bet_after_draw = True
        self.last_actor = a.seat
        self._event(
            "show-for-sum",
            f"{self.name(a.seat)} deposits his last {amount} and demands a show for {st.stake}; the game goes on without him",
            _laws(60, 61),
            a.seat,
        )
        self._advance()

    @implements(law(62))
    def _verify_borrow(self, a: Borrow) -> None:
        """Law 62: "If a player borrow money to raise, he shall borrow to call"."""
        if not self.rules.borrowing:
            raise RuleSetError("this rule set allows no borrowing at the table", law(62))
        if not isinstance(a.amount, int) or a.amount < 1:
            raise IllegalActionError("borrow at least one chip", law(62))
        if a.lender is not None:
            if not 0 <= a.lender < self.n or a.lender == a.seat:
                raise IllegalActionError("no such lender", law(62))
            if self.stacks[a.lender] < a.amount:
                raise IllegalActionError(f"{self.name(a.lender)} has not {a.amount} chips to lend", law(62))

    def _do_borrow(self, a: Borrow) -> None:
        if a.lender is None:
            self.sitting.bank += a.amount
        else:
            self.stacks[a.lender] -= a.amount
        self.stacks[a.seat] += a.amount
        self.seats[a.seat].borrowed += a.amount
        self.sitting.loans.append((a.seat, a.lender, a.amount))
        src = "the bank" if a.lender is None else self.name(a.lender)
        self._event(
            "borrow",
            f"{self.name(a.seat)} borrows {a.amount} from {src}; if he raises with it he must borrow to call", _laws(62), a.seat
        )

    @implements(law(55), law(56))
    def _verify_betoutofturn(self, a: BetOutOfTurn) -> None:
        """Law 55: a bet once made, in turn or not, cannot be recalled; law 56:
        it is complete when deposited, and counts as deposited in the pool."""
        self._phase_check((Phase.BETTING,), law(55), "a bet")
        st = self.seats[a.seat]
        if st.retired or st.short or a.seat not in self.dealt_in:
            raise IllegalActionError(f"{self.name(a.seat)} is not in the game", law(54))
        if a.seat == self.turn:
            raise IllegalActionError("it is his turn: bet with Stake", law(53))
        if not isinstance(a.amount, int) or a.amount < 1:
            raise IllegalActionError("a bet is a deposit of chips", law(56))
        if st.stake + a.amount > self.highest + self.sitting.limit:
            raise IllegalActionError(
                f"no stake may be raised by more than the limit agreed for the sitting ({self.sitting.limit}; "
                "the limit that law 19 presupposes)",
                law(19),
            )
        self._funds(a.seat, a.amount, law(56))

    def _do_betoutofturn(self, a: BetOutOfTurn) -> None:
        st = self.seats[a.seat]
        self._move(a.seat, a.amount)
        st.stake += a.amount
        st.bet_after_draw = True
        st.raised_after_draw = True
        if st.stake > self.highest:
            if st.borrowed:
                st.borrowed_to_raise = True
            self.highest = st.stake
            for s in self.dealt_in:
                if s != a.seat:
                    self.seats[s].acted = False
        self._event(
            "out-of-turn",
            f"{self.name(a.seat)} deposits {a.amount} out of turn; the bet stands and cannot be recalled (his stake is now {st.stake})",
            _laws(55, 56),
            a.seat,
        )

    @implements(law(57))
    def _verify_declare(self, a: Declare) -> None:
        """Law 57: a statement of intention does not bind; the player keeps his right to bet or pass."""
        if self.phase not in (Phase.PLAY, Phase.BETTING):
            raise IllegalActionError("statements about betting are made in the betting", law(57))

    def _do_declare(self, a: Declare) -> None:
        self._event("statement", f"{self.name(a.seat)} says {a.text!r}: it binds him to nothing", _laws(57), a.seat)

    # -- moving the turn ------------------------------------------------------------
    def _advance(self, acted: bool = True) -> None:
        """After a step of the play or the betting: whose turn now, or the end
        of the round (``acted=False``: a player retired out of turn)."""
        if self.phase not in (Phase.PLAY, Phase.BETTING):
            return
        contenders = self.contenders
        if self.phase is Phase.PLAY and not self.opened:
            if len(contenders) <= 1:
                self._not_opened()
                return
            cur = self.turn
            nxt = [s for s in self._cycle_from(self.left(cur) if acted else cur) if not self.seats[s].retired and not self.seats[s].acted]
            if not nxt:
                self._not_opened()
                return
            self.turn = nxt[0]
            return
        if len(contenders) == 1:
            self._win_uncalled(contenders[0])
            return
        eligible = self._eligible()
        pending = [s for s in eligible if not self.seats[s].acted or self.seats[s].stake < self.highest]
        if not pending:
            self._end_round()
            return
        cur = self.turn if self.turn is not None else self.dealer
        order = [s for s in self._cycle_from(self.left(cur) if acted else cur) if s in pending]
        self.turn = order[0]

    def _end_round(self) -> None:
        self.turn = None
        if self.phase is Phase.PLAY:
            self._start_draw()
        else:
            self._start_show()

    @implements(law(29), law(31))
    def _not_opened(self) -> None:
        """Law 29: a game not opened leaves the ante and straddles in the pool
        and the next game is a jack-pot; law 31: an unopened jack-pot is followed by one with a higher minimum."""
        self.turn = None
        if self.jackpot:
            nxt = self.level + 1
            self._event("not-opened", f"the jack-pot is not opened; the pool of {self.pool} stays; the next game is a jack-pot", _laws(31, 32), None)
        else:
            nxt = 1 if self._enforced(29) else 0
            self._event("not-opened", f"the game is not opened; the ante and straddles ({self.pool}) stay in the pool; the next game is a jack-pot", _laws(29), None)
        lines = [SettlementLine(None, "the pool", self.pool, "carried to the next game (not opened)", _laws(29, 31) if self.jackpot else _laws(29))]
        self._close(lines, next_level=nxt, carry=self.pool)

    # =====================================================================
    # The draw (laws 34-51)
    # =====================================================================
    @implements(law(34), law(35))
    def _start_draw(self) -> None:
        """Law 34: the player left of the dealer draws first; law 35: the turn to draw passes to the left."""
        self.phase = Phase.DRAW
        self.draw_order = [s for s in self._cycle_from(self.left(self.dealer)) if not self.seats[s].retired]
        self.draw_pos = 0
        self.short_mode = False
        self.short_collect_pending = False
        self.short_collected = False
        self.short_cut = False
        self._event("draw", f"the draw: {self.name(self.draw_order[0])} draws first", _laws(34, 35))

    @implements(law(36), law(37), law(38), law(39), law(44))
    def _verify_draw(self, a: Draw) -> None:
        """Law 36: before drawing, the stake made equal to the highest and as
        many cards discarded as he means to draw; law 37: discards lie face
        down and are never taken back; law 38: a player who lets his turn pass
        without discarding has lost his draw; law 39: he asks for as many as he discarded."""
        if self.phase is Phase.PLAY:
            raise IllegalActionError("the stakes are not yet made equal: the draw comes after", law(36))
        self._phase_check((Phase.DRAW,), law(35), "drawing")
        st = self.seats[a.seat]
        if st.draw_state != "pending" and a.seat in self.draw_order:
            raise IllegalActionError(f"{self.name(a.seat)} has had his turn to draw", law(38))
        self._turn_check(a.seat, "draw", law(35))
        if st.stake < self.highest and not st.short:
            raise IllegalActionError("his stake is not equal to the highest stake", law(36))
        for c in a.discard:
            if not isinstance(c, Card) or c not in st.hand:
                raise IllegalActionError(f"{c} is not in {self.name(a.seat)}'s hand", law(37))
        if len(set(a.discard)) != len(a.discard):
            raise IllegalActionError("a card discarded twice", law(37))
        if a.demand is not None and (not isinstance(a.demand, int) or not 0 <= a.demand <= 5):
            raise IllegalActionError("a demand is a number of cards from none to five", law(39))
        if not a.discard and a.demand:
            raise IllegalActionError("he discards before he draws", law(36))

    def _do_draw(self, a: Draw) -> None:
        st = self.seats[a.seat]
        st.raised_after_draw = False
        if not a.discard:
            st.draw_state = "stood"
            self._event("stand", f"{self.name(a.seat)} stands on his hand", _laws(36), a.seat)
            self._next_drawer()
            return
        for c in a.discard:
            st.hand.remove(c)
        self.discards.extend(a.discard)
        st.discarded = tuple(a.discard)
        st.demand = len(a.discard) if a.demand is None else a.demand
        st.draw_state = "discarded"
        self._event(
            "discard", f"{self.name(a.seat)} discards {len(a.discard)} and asks for {st.demand}", _laws(36, 37, 39), a.seat
        )
        if len(a.discard) > len(self.stock):
            self._enter_short(a.seat)

    @implements(law(39), law(40), law(42), law(43), law(44), law(45), law(47))
    def _verify_give(self, a: Give) -> None:
        """Law 39: the dealer gives the number asked from the top, face down;
        law 40: cards he exposes go back to the pack; law 44: he may give the
        number discarded instead of a wrong number asked; law 45: a wrong
        number asked and given makes a foul hand; law 47: the dealer's own draw."""
        self._phase_check((Phase.DRAW,), law(39), "giving cards")
        k = self._pending()
        if k is None or k[2] != "give" or self.draw_order[self.draw_pos] != a.seat:
            raise OutOfTurnError("it is not the time to give cards to this player", law(35))
        st = self.seats[a.seat]
        count = st.demand - st.given if a.count is None else a.count
        if not isinstance(count, int) or count < 0 or count > 6:
            raise IllegalActionError(f"{count!r} is not a number of cards to give", law(39))
        if not isinstance(a.exposed, int) or a.exposed < 0:
            raise IllegalActionError("the number of exposed cards", law(40))
        if count + a.exposed > len(self.stock):
            raise IllegalActionError(f"the pack holds {len(self.stock)} cards", law(41))

    def _do_give(self, a: Give) -> None:
        st = self.seats[a.seat]
        count = st.demand - st.given if a.count is None else a.count
        if a.exposed:
            shown = self.stock[: a.exposed]
            self.stock = self.stock[a.exposed :] + shown
            self._event(
                "exposed-in-draw",
                f"the dealer exposes {format_cards(shown)}: returned to the pack, not given to {self.name(a.seat)}",
                _laws(40),
                a.seat,
            )
        cards = self.stock[:count]
        self.stock = self.stock[count:]
        st.hand.extend(cards)
        st.given += count
        st.draw_state = "given"
        self.last_give = a.seat
        self.last_give_pending = True
        k = len(st.discarded)
        is_dealer = a.seat == self.dealer
        self._event("give", f"the dealer gives {self.name(a.seat)} {count} card{'s' if count != 1 else ''}", _laws(39), a.seat)
        if is_dealer and st.given != k:
            self._retire(a.seat, f"foul hand: the dealer drew {st.given} for {k} discarded", _laws(47))
        elif not is_dealer and st.given == st.demand and st.demand != k:
            self._retire(a.seat, f"foul hand: he asked for and was given {st.demand} for {k} discarded", _laws(45))
        elif not is_dealer and st.demand != k and st.given == k:
            self._event("give-discarded", f"the dealer gives the number discarded ({k}), not the {st.demand} asked for", _laws(44), a.seat)
        self._next_drawer()

    def _next_drawer(self) -> None:
        self.draw_pos += 1
        while self.draw_pos < len(self.draw_order):
            s = self.draw_order[self.draw_pos]
            st = self.seats[s]
            if st.retired and s != self.dealer:
                self.draw_pos += 1
                continue
            if st.retired:
                self.draw_pos += 1
                continue
            if st.draw_state in ("stood", "given"):
                self.draw_pos += 1
                continue
            return
        self._start_betting()

    @implements(law(41))
    def _enter_short(self, seat: int) -> None:
        """Law 41: the pack will not serve every player: those who have yet to
        discard do so now, the dealer too; the discards are collected,
        shuffled, cut by the player at the dealer's right and used to supply the players."""
        self.short_mode = True
        self.short_collect_pending = True
        self.short_collected = False
        self.short_cut = False
        rest = self.draw_order[self.draw_pos + 1 :]
        self.short_queue = [s for s in rest if self.seats[s].draw_state == "pending" and not self.seats[s].retired]
        self._event("pack-short", "the pack will not serve every player: the discards will be collected and shuffled", _laws(41))

    @implements(law(41))
    def _verify_discard(self, a: Discard) -> None:
        """Law 41: a player who has not discarded but means to, does so when the pack runs short."""
        if not self.short_mode or not self.short_queue:
            raise IllegalActionError("players discard out of turn only when the pack runs short", law(41))
        if a.seat != self.short_queue[0]:
            raise OutOfTurnError(f"{self.name(self.short_queue[0])} discards next", law(41))
        st = self.seats[a.seat]
        for c in a.discard:
            if not isinstance(c, Card) or c not in st.hand:
                raise IllegalActionError(f"{c} is not in {self.name(a.seat)}'s hand", law(37))
        if len(set(a.discard)) != len(a.discard):
            raise IllegalActionError("a card discarded twice", law(37))

    def _do_discard(self, a: Discard) -> None:
        st = self.seats[a.seat]
        for c in a.discard:
            st.hand.remove(c)
        self.discards.extend(a.discard)
        st.discarded = tuple(a.discard)
        st.demand = len(a.discard)
        st.draw_state = "discarded" if a.discard else "stood"
        self.short_queue.pop(0)
        self._event("discard", f"{self.name(a.seat)} discards {len(a.discard)}", _laws(41), a.seat)

    @implements(law(41))
    def _verify_collect(self, a: Collect) -> None:
        """Law 41: the dealer collects all the discards (his own too) and shuffles them."""
        if not self.short_mode or self.short_queue or self.short_collected:
            raise IllegalActionError("the discards are collected when the pack runs short and all have discarded", law(41))

    def _do_collect(self, a: Collect) -> None:
        collected = list(self.discards)
        self.discards = []
        if self.rules.short_pack == "shuffle-in":
            collected += self.stock
            self.stock = []
        if len(collected) + len(self.stock) < self._short_need():
            # not enough even so: the thrown-up hands are gathered as well (editorial)
            for s in self.dealt_in:
                st = self.seats[s]
                if st.retired:
                    collected.extend(st.hand)
                    st.hand = []
        rng = random.Random(f"{self.seed}/collect/{len(self.log)}")
        rng.shuffle(collected)
        self.stock_new = collected
        self.short_collected = True
        self.shuffles += 1
        self._event("collect", f"the dealer collects {len(collected)} discarded cards and shuffles them", _laws(41))
        if len(collected) < 2:
            self.short_cut = True
            self._finish_collect()

    def _short_need(self) -> int:
        need = 0
        for s in self.draw_order[self.draw_pos :]:
            st = self.seats[s]
            if st.draw_state == "discarded":
                need += len(st.discarded) - st.given
        return need

    def _finish_collect(self) -> None:
        self.stock = self.stock + self.stock_new
        self.stock_new = []
        self.short_mode = False
        self.short_collect_pending = False

    @implements(law(42), law(43), law(45))
    def _verify_pointoutwronggive(self, a: PointOutWrongGive) -> None:
        """Laws 42-43: more, or fewer, cards given than demanded, pointed out
        before any is raised: the dealer takes back the excess / makes good the deficiency."""
        if self.phase not in (Phase.DRAW, Phase.BETTING):
            raise IllegalActionError("nothing has been given", law(42))
        st = self.seats[a.about] if 0 <= a.about < self.n else None
        if st is None or st.draw_state != "given" or st.retired:
            raise IllegalActionError("no cards given to that player", law(42))
        if st.raised_after_draw:
            raise IllegalActionError("the cards have been raised from the table", law(42) if st.given > st.demand else law(43))
        if st.given == st.demand:
            raise IllegalActionError("he was given the number he demanded", law(42))
        if st.given == len(st.discarded):
            raise IllegalActionError("the dealer gave the number discarded, as law 44 allows", law(44))
        if st.given < st.demand and st.demand - st.given > len(self.stock):
            raise IllegalActionError("the pack cannot make good the deficiency", law(41))

    def _do_pointoutwronggive(self, a: PointOutWrongGive) -> None:
        st = self.seats[a.about]
        if st.given > st.demand:
            extra = st.given - st.demand
            back = st.hand[-extra:]
            del st.hand[-extra:]
            self.stock = back + self.stock
            st.given = st.demand
            self._event("excess", f"{self.name(a.seat)} points out {extra} card(s) too many: the dealer takes them back", _laws(42), a.about)
        else:
            short = st.demand - st.given
            st.hand.extend(self.stock[:short])
            self.stock = self.stock[short:]
            st.given = st.demand
            self._event("deficit", f"{self.name(a.seat)} points out {short} card(s) too few: the dealer makes them good", _laws(43), a.about)
        if st.demand != len(st.discarded):
            self._retire(a.about, f"foul hand: he asked for {st.demand} for {len(st.discarded)} discarded", _laws(45))
            self._after_retire_in_draw(a.about)

    def _after_retire_in_draw(self, seat: int) -> None:
        if self.phase is Phase.BETTING:
            self._advance(acted=False)

    @implements(law(46))
    def evidence_order(self, disputant: int) -> list[int]:
        """Law 46: whose evidence decides a dispute over the number of cards
        demanded: the person at the dealer's left (unless he is the disputant),
        then the person at his right, then each person from the disputant's left round the table."""
        first = self.left(self.dealer)
        order = []
        if first != disputant:
            order.append(first)
        r = self.right(self.dealer)
        if r != disputant and r not in order and r != self.dealer:
            order.append(r)
        for i in range(1, self.n):
            s = (disputant + i) % self.n
            if s not in order and s != self.dealer and s != disputant:
                order.append(s)
        return order

    @implements(law(46))
    def _verify_disputedemand(self, a: DisputeDemand) -> None:
        """Law 46: a dispute between a player and the dealer as to the number
        of cards demanded, raised when the cards are given."""
        if self.phase not in (Phase.DRAW, Phase.BETTING) or not getattr(self, "last_give_pending", False):
            raise IllegalActionError("a dispute over the number demanded arises when the cards are given", law(46))
        if a.seat != self.last_give or a.seat == self.dealer:
            raise IllegalActionError("only the player just served disputes with the dealer", law(46))
        for w in a.witnesses:
            if not isinstance(w, int) or not 0 <= w < self.n:
                raise IllegalActionError(f"no seat {w!r}", law(46))

    def _do_disputedemand(self, a: DisputeDemand) -> None:
        st = self.seats[a.seat]
        order = self.evidence_order(a.seat)
        witness = next((w for w in order if w in a.witnesses), None)
        k = len(st.discarded)
        if witness is not None:
            self._event(
                "evidence",
                f"{self.name(witness)} gives evidence: {self.name(a.seat)} asked for {st.demand}; that stands",
                _laws(46, 79),
                witness,
            )
            return
        self._event(
            "evidence",
            f"nobody can give evidence: {self.name(a.seat)} is held to have demanded the proper number ({k})",
            _laws(46),
            a.seat,
        )
        # the proper number: undo a foul of law 45, and set the hand to the number discarded
        st.demand = k
        if st.given > k:
            extra = st.given - k
            back = st.hand[-extra:]
            del st.hand[-extra:]
            self.stock = back + self.stock
            st.given = k
        elif st.given < k:
            short = min(k - st.given, len(self.stock))
            st.hand.extend(self.stock[:short])
            self.stock = self.stock[short:]
            st.given += short
        if st.retired and st.foul and "asked for" in st.retire_reason:
            st.retired = False
            st.foul = False
            st.retire_reason = ""
            self._event("restored", f"{self.name(a.seat)} is restored to the game", _laws(46), a.seat)

    @implements(law(49), law(50))
    def _verify_askdealer(self, a: AskDealer) -> None:
        """Law 49: after drawing, before raising his hand, a player may ask
        the dealer how many cards he drew; law 50: not after raising his cards or betting."""
        if self.phase not in (Phase.DRAW, Phase.BETTING):
            raise IllegalActionError("the question is asked after the draw", law(49))
        st = self.seats[a.seat]
        if a.seat == self.dealer or st.retired or st.draw_state not in ("given", "stood"):
            raise IllegalActionError("he has not drawn", law(49))
        if st.raised_after_draw or st.bet_after_draw:
            raise IllegalActionError("he has raised his cards or bet: he has lost the right to ask", law(50))
        d = self.seats[self.dealer]
        if self.dealer not in self.dealt_in:
            raise IllegalActionError("the dealer takes no cards in this game", law(49))
        if d.draw_state == "pending" and not d.retired:
            raise IllegalActionError("the dealer has not drawn yet", law(49))

    def _do_askdealer(self, a: AskDealer) -> None:
        d = self.seats[self.dealer]
        n = d.given if not d.retired or d.draw_state != "pending" else 0
        st = self.seats[a.seat]
        st.asked = True
        self._event("answer", f"the dealer answers {self.name(a.seat)}: he drew {n}", _laws(49), self.dealer)

    @implements(law(51))
    def _verify_askdealerabout(self, a: AskDealerAbout) -> None:
        """Law 51: the dealer shall not give any information as to the number of cards drawn by any other player."""
        raise IllegalActionError("the dealer gives no information about another player's draw", law(51))

    # =====================================================================
    # The betting (laws 52-58)
    # =====================================================================
    @implements(law(52), law(53))
    def _start_betting(self) -> None:
        """Law 53: the player left of the ante bets first, whether the ante-man has retired or not."""
        self.phase = Phase.BETTING
        for s in self.dealt_in:
            self.seats[s].acted = False
        eligible = self._eligible()
        if len(self.contenders) <= 1:
            if self.contenders:
                self._win_uncalled(self.contenders[0])
            else:
                self._settle_nobody()
            return
        if not eligible:
            self._start_show()
            return
        order = [s for s in self._cycle_from(self.left(self.ante_seat)) if s in eligible]
        self.turn = order[0]
        self._event("betting", f"the betting: {self.name(self.turn)} has the first right to bet", _laws(53))

    # =====================================================================
    # The show and the settlement (laws 58-64, 76, 33)
    # =====================================================================
    @implements(law(59))
    def _start_show(self) -> None:
        """Law 59: when the bets are equal each player in turn, from the left of the last player, shows his hand."""
        self.phase = Phase.SHOW
        self.turn = None
        last = self.last_actor if self.last_actor is not None else self.dealer
        self.show_order = [s for s in self._cycle_from(self.left(last)) if not self.seats[s].retired]
        if not self.show_order:
            self._settle_nobody()

    @implements(law(59), law(61))
    def _verify_show(self, a: Show) -> None:
        """Law 59: the hands are shown in turn; law 61: a player who demanded a show for a sum shows only when the game is over."""
        self._phase_check((Phase.SHOW,), law(61), "showing")
        self._turn_check(a.seat, "show", law(59))

    def _do_show(self, a: Show) -> None:
        st = self.seats[a.seat]
        st.shown = True
        self.show_order.pop(0)
        if len(st.hand) == 5:
            v = _hands.evaluate(st.hand, self.rules.hands)
            self._event("show", f"{self.name(a.seat)} shows {format_cards(st.hand)} ({v.category})", _laws(59), a.seat)
        else:
            self._event("show", f"{self.name(a.seat)} shows {len(st.hand)} cards: a foul hand", _laws(64), a.seat)
            st.foul = True
        if not self.show_order:
            self._settle_show()

    @implements(law(48), law(63), law(64))
    def _verify_foundfoul(self, a: FoundFoul) -> None:
        """Law 48: drawn cards raised and the hand found to hold more or less
        than five: a foul hand, its holder retires and forfeits his stake;
        law 63: a player who bet with a foul hand loses his stake."""
        if self.phase not in (Phase.DRAW, Phase.BETTING, Phase.SHOW):
            raise IllegalActionError("a foul hand is found after the draw (before it: laws 12-13)", law(48))
        if not 0 <= a.about < self.n or a.about not in self.dealt_in:
            raise IllegalActionError("no such hand", law(48))
        st = self.seats[a.about]
        if st.retired:
            raise IllegalActionError(f"{self.name(a.about)} has retired", law(48))
        if not st.raised_after_draw:
            raise IllegalActionError("the cards have not been raised: point out the wrong number instead (laws 42-43)", law(48))
        if len(st.hand) == 5:
            raise IllegalActionError(f"{self.name(a.about)} holds five cards", law(48))

    def _do_foundfoul(self, a: FoundFoul) -> None:
        st = self.seats[a.about]
        laws = _laws(48, 63) if st.bet_after_draw else _laws(48)
        self._retire(a.about, f"foul hand of {len(st.hand)} cards", laws)
        if self.phase is Phase.SHOW:
            if a.about in self.show_order:
                self.show_order.remove(a.about)
            if not self.show_order:
                self._settle_show()
            return
        if self.phase is Phase.BETTING:
            self._advance(acted=False)
        # in the draw, the draw goes on; the betting then finds who is left

    @implements(law(58))
    def _win_uncalled(self, seat: int) -> None:
        """Law 58: a bet or raise that no other player calls or raises wins the pool, without a show."""
        self.turn = None
        shorts = [s for s in self.dealt_in if self.seats[s].short and not self.seats[s].retired and s != seat]
        if shorts:
            self._start_show()
            return
        if self.jackpot and self.opener == seat and self._enforced(33):
            if not self._jackpot_check(seat):
                return
        pool = self.pool
        self.stacks[seat] += pool
        self.pool = 0
        lines = [SettlementLine(seat, self.name(seat), pool, "wins the pool: no other player called", _laws(58))]
        self._close(lines, next_level=0, carry=0)

    @implements(law(33))
    def _jackpot_check(self, seat: int) -> bool:
        """Law 33: the opener of a jack-pot who wins shows his hand before he
        claims the pool; without the minimum he does not claim it, pays double
        the ante as a penalty, and the next game is a jack-pot as if this one had not been opened."""
        orig = self.seats[seat].original
        self._event("openers", f"{self.name(seat)} opened the jack-pot and shows his original hand: {format_cards(orig)}", _laws(33), seat)
        if self._meets_minimum(orig):
            return True
        penalty = 2 * self.sitting.ante
        paid = min(penalty, self.stacks[seat])
        self._move(seat, paid)
        if paid < penalty:
            self.sitting.debts.append((seat, -1, penalty - paid, law(33)))
        self._event(
            "false-opener",
            f"{self.name(seat)} had not two {self.minimum.name_}s or better: he does not claim the pool and pays {penalty} into it",
            _laws(33),
            seat,
        )
        opt = self.rules.false_opener_next
        nxt = self.level + 1 if opt == "next-in-series" else self.level if opt == "same" else 1
        lines = [
            SettlementLine(seat, self.name(seat), -paid, f"penalty of double the ante for opening without two {self.minimum.name_}s", _laws(33)),
            SettlementLine(None, "the pool", self.pool, "carried to the next game, a jack-pot", _laws(33)),
        ]
        self._close(lines, next_level=nxt, carry=self.pool)
        return False

    def _settle_nobody(self) -> None:
        lines = [SettlementLine(None, "the pool", self.pool, "no player is left to claim it; it goes to the next game", _laws(64))]
        self._close(lines, next_level=self.level, carry=self.pool)

    @implements(law(59), law(60), law(64), law(76))
    def _settle_show(self) -> None:
        """Law 59: the best hand wins the pool; law 60: a player who demanded a
        show for a sum and holds the best hand claims the ante and straddles and
        a sum equal to his stake from each player in the game when he demanded
        it, and the next best hand the rest; law 64: a foul hand forfeits; law
        76: identical hands share equally."""
        hands = {}
        for s in self.dealt_in:
            st = self.seats[s]
            if st.retired or st.foul or len(st.hand) != 5:
                if not st.retired and len(st.hand) != 5:
                    st.foul = True
                continue
            hands[s] = self._value(st.hand)
        if not hands:
            self._settle_nobody()
            return
        ranking = sorted(hands, key=lambda s: -hands[s])
        top = hands[ranking[0]]
        best = [s for s in ranking if hands[s] == top]
        # law 33: the opener of a jack-pot who wins shows his openers
        if self.jackpot and self.opener in best and self._enforced(33):
            if not self._jackpot_check(self.opener):
                return
        pots = self._pots(hands)
        lines: list[SettlementLine] = []
        won: dict[int, int] = {}
        carry = 0
        for amount, eligible, laws, label in pots:
            if amount <= 0:
                continue
            cands = [s for s in eligible if s in hands]
            if not cands:
                cands = list(hands)
            t = max(hands[s] for s in cands)
            winners = [s for s in self._cycle_from(self.left(self.dealer)) if s in cands and hands[s] == t]
            share, odd = divmod(amount, len(winners))
            if odd and self.rules.odd_chip == "carry":
                carry += odd
                odd = 0
            for i, w in enumerate(winners):
                got = share + (1 if i < odd else 0)
                won[w] = won.get(w, 0) + got
                why = label
                lw = laws
                if len(winners) > 1:
                    why += f", shared equally by {len(winners)} identical hands"
                    lw = lw + _laws(76)
                cat = _hands.evaluate(self.seats[w].hand, self.rules.hands).category
                lines.append(SettlementLine(w, self.name(w), got, f"{why} ({cat})", lw))
        for s in self.dealt_in:
            st = self.seats[s]
            if st.foul and not st.retired:
                lines.append(SettlementLine(s, self.name(s), 0, "a foul hand at the end of the game: he forfeits his stake", _laws(64)))
        for w, amt in won.items():
            self.stacks[w] += amt
        self.pool -= sum(won.values())
        if carry:
            lines.append(SettlementLine(None, "the pool", carry, "odd chips of a divided pool, carried to the next game", _laws(76)))
        self._close(lines, next_level=0, carry=self.pool)

    def _pots(self, hands: dict) -> list[tuple[int, list[int], tuple, str]]:
        """The pool divided into layers: each short player's claim (law 60), then the rest."""
        contenders = [s for s in self.dealt_in if s in hands or (self.seats[s].short and not self.seats[s].retired)]
        shorts = [s for s in contenders if self.seats[s].short]
        pool = self.pool
        if not shorts:
            return [(pool, list(hands), _laws(59), "best hand wins the pool")]
        blinds = self.blind_money
        claims = {}
        for x in shorts:
            sx = self.seats[x]
            vx = sx.stake - sx.blind
            c = blinds
            for p in sx.short_against:
                sp = self.seats[p]
                c += min(vx, sp.stake - sp.blind)
            if self.rules.own_stake_back:
                c += vx
            claims[x] = min(c, pool)
        layers = []
        prev = 0
        remaining_elig = set(contenders)
        for x in sorted(shorts, key=lambda s: claims[s]):
            c = claims[x]
            if c > prev:
                layers.append((c - prev, sorted(remaining_elig), _laws(60), f"the show for a sum demanded by {self.name(x)}"))
                prev = c
            remaining_elig.discard(x)
        if pool > prev:
            layers.append((pool - prev, sorted(remaining_elig) or sorted(hands), _laws(60), "the remainder of the pool, to the next best hand"))
        return layers

    def _close(self, lines: list[SettlementLine], next_level: int, carry: int) -> None:
        self.phase = Phase.OVER
        self.turn = None
        self.over = True
        self.next_jackpot_level = next_level
        self.settlement = tuple(lines)
        self.result = {
            "winners": tuple(l.seat for l in lines if l.seat is not None and l.amount > 0),
            "carried": carry,
            "next_jackpot_minimum": _minimum_for(next_level, self.rules),
            "stacks": tuple(self.stacks),
            "shown": {
                s: (tuple(st.hand), _hands.evaluate(st.hand, self.rules.hands).category if len(st.hand) == 5 else "foul")
                for s, st in enumerate(self.seats)
                if st.shown and not st.retired
            },
        }
        for l in lines:
            self._event("settle", f"{l.name}: {l.amount:+d} -- {l.reason}", l.laws, l.seat)
        self.sitting._finish(self)

    # =====================================================================
    # Legal actions and views
    # =====================================================================
    def legal_actions(self, seat: Optional[int] = None) -> list[Action]:
        """The regular actions open now (for ``seat``, or for whoever acts).

        Irregularities (:data:`IRREGULAR_ACTIONS`) are never listed."""
        k = self._pending()
        if k is None:
            return []
        role, s, what = k
        if seat is not None and seat != s:
            out = []
            if self.phase in (Phase.DRAW, Phase.BETTING) and self.can(AskDealer(seat)):
                out.append(AskDealer(seat))
            return out
        out: list[Action] = []
        if what == "ante":
            out = [Ante(s, a) for a in range(1, self.sitting.limit // 2 + 1) if a <= self.stacks[s]]
            if self.sitting.ante in range(1, self.sitting.limit // 2 + 1):
                out.sort(key=lambda x: x.amount != self.sitting.ante)
            if self.stacks[s] < self.sitting.ante and self.rules.borrowing:
                out.append(Borrow(s, self.sitting.ante - self.stacks[s]))
        elif what == "jackpot-ante":
            out = [JackpotAnte(s)]
            if self.stacks[s] < self.sitting.ante and self.rules.borrowing:
                out.append(Borrow(s, self.sitting.ante - self.stacks[s]))
        elif what == "straddle":
            out = [DeclineStraddle(s), Straddle(s)]
        elif what == "shuffle":
            out = [Shuffle(s)]
        elif what == "cut":
            out = [Cut(s, len(self.stock) // 2)] if self.phase is not Phase.DRAW else [Cut(s, max(1, len(self.stock_new) // 2))]
        elif what == "deal":
            out = [DealCard()] if self.stock else [FinishDeal()]
        elif what == "raise":
            out = [RaiseHand(s)]
        elif what == "stake":
            st = self.seats[s]
            out = [Pass(s)]
            lo = max(0, self.highest - st.stake)
            if self.phase is Phase.PLAY and not self.opened:
                lo = max(lo, self.open_minimum() - st.stake)
            hi = min(self.highest + self.sitting.limit - st.stake, self.stacks[s])
            for amt in range(lo, hi + 1):
                out.append(Stake(s, amt))
            out.append(ShowForSum(s))
            if self.rules.borrowing and self.stacks[s] < max(lo, 1):
                out.append(Borrow(s, max(lo, 1) - self.stacks[s]))
        elif what == "draw":
            hand = tuple(self.seats[s].hand)
            out = [Draw(s, ())] + [Draw(s, (c,)) for c in hand]
        elif what == "give":
            out = [Give(self.draw_order[self.draw_pos])]
        elif what == "discard":
            out = [Discard(s, ())] + [Discard(s, (c,)) for c in self.seats[s].hand]
        elif what == "collect":
            out = [Collect()]
        elif what == "show":
            out = [Show(s)]
        return [a for a in out if self.can(a)]

    @implements(law(6), law(28))
    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see.  Law 6: the cards are dealt face down, so
        the view holds only the player's own hand (and cards exposed); law 28:
        a retired hand is never divulged (nor in the settlement); every draw is
        seen as it is made, though the dealer tells nobody later (law 51)."""
        st = self.seats[seat]
        shown = []
        for s in range(self.n):
            o = self.seats[s]
            shown.append(tuple(o.hand) if o.shown and not o.retired else None)
        drawn = []
        for s in range(self.n):
            o = self.seats[s]
            drawn.append(o.given if o.draw_state == "given" else (0 if o.draw_state == "stood" else None))
        return PlayerView(
            seat=seat,
            name=self.names[seat],
            hand=tuple(st.hand),
            phase=self.phase,
            to_act=self.to_act,
            dealer=self.dealer,
            ante=self.ante_amount,
            limit=self.sitting.limit,
            jackpot=self.jackpot,
            jackpot_minimum=self.minimum,
            opened=self.opened,
            pool=self.pool,
            highest_stake=self.highest,
            stakes=tuple(o.stake for o in self.seats),
            stacks=tuple(self.stacks),
            in_game=tuple(s in self.dealt_in and not self.seats[s].retired for s in range(self.n)),
            short=tuple(o.short for o in self.seats),
            card_counts=tuple(len(o.hand) for o in self.seats),
            drawn=tuple(drawn),
            exposed=tuple(tuple(o.exposed) for o in self.seats),
            shown=tuple(shown),
            names=tuple(self.names),
            legal=tuple(self.legal_actions(seat)) if self.to_act == seat else (),
        )

    # -- invariants ---------------------------------------------------------------
    def all_cards(self) -> list[Card]:
        cards = list(self.stock) + list(self.discards) + list(getattr(self, "stock_new", []) or [])
        for st in self.seats:
            cards.extend(st.hand)
        return cards

    def check_invariants(self) -> None:
        """Cards never lost or duplicated; chips conserved (raises AssertionError)."""
        cards = self.all_cards()
        key = _PACK_KEYS.get(self.rules.pack)
        if key is None:
            key = _PACK_KEYS[self.rules.pack] = sorted(c.index for c in self.rules.new_pack().cards)
        if sorted(c.index for c in cards) != key:
            raise AssertionError(f"cards lost or duplicated: {len(cards)} cards held")
        total = sum(self.stacks) + self.pool
        if total != self.sitting.initial_total + self.sitting.bank:
            raise AssertionError(f"chips not conserved: {total} != {self.sitting.initial_total + self.sitting.bank}")
        if any(s < 0 for s in self.stacks) or self.pool < 0:
            raise AssertionError("a negative stack or pool")

    def transcript(self) -> str:
        """The log as text, one operation per line (the golden files)."""
        out = []
        for item in self.log:
            out.append(f"> {item}" if isinstance(item, Action) else str(item))
        return "\n".join(out) + "\n"


def replay(sitting_kwargs: dict, actions: Sequence[Action], game_seed: object = None) -> Game:
    """Replay one game from its sitting's arguments and its actions (automations off)."""
    kw = dict(sitting_kwargs)
    kw["automations"] = Automation.NONE
    s = Sitting(**kw)
    g = s.new_game(seed=game_seed)
    for a in actions:
        g.do(a)
    return g

