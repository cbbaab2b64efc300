"""Computer players of Whist that say why they play each card.

**The maxims they follow are not in the texts.**  Neither Hoffmann's pages (the Revised Code, laws 1-42)
nor Foster's (laws 40-91, the Etiquette, Dummy and Double Dummy) give any advice on play: they are laws
of the game, not a treatise.  The play here is the classic elementary game that the whist books of the
time taught beginners, and every reason a player gives names the maxim it follows:

* **lead from the longest suit, the fourth best** (the lowest card of a suit of three or fewer);
* **return the partner's lead** (the higher of two cards left in it, the lowest of more);
* **second hand low**, except to **cover an honour with an honour** (a knave, queen or king led is
  covered with the lowest honour that beats it);
* **third hand high**, playing **the lowest of a sequence** (with king and queen, the queen);
* fourth hand wins the trick as cheaply as it can, or plays its lowest card when the partner has won it;
* **trump a doubtful trick** (one the partner is not sure to win), with the lowest trump that wins;
* **discard from the weakest suit** when it can neither follow nor trump to advantage.

They see only what their seat may see: ``view(seat)`` and, for the cards played so far, the events of
``log_for(seat)`` (what a player at the table remembers).  They observe the three rules of Foster's
Etiquette that a player can keep (:data:`games.whist.etiquette.FOR_PLAYERS`): a player decides only at
its turn (p3); its reason names nothing of its hand but the card it has played, and it never announces a
trick (p4); it never revokes, unless a demonstration asks it to, and then once only (p7).

Usage:

>>> from games.whist import Whist, FOSTER, Auto
>>> from games.whist.players import WhistPlayer, play_on
>>> g = Whist(FOSTER, seed=3, automations=Auto.ALL)
>>> made = play_on(g, {s: WhistPlayer() for s in range(4)})
>>> g.over, len(made) >= 52
(True, True)
>>> seat, first = made[0]
>>> g.names[seat], "longest suit" in first.reason or "partner" in first.reason
('East', True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Mapping, Optional, Sequence

from games.cards import ACE_HIGH, Card, Rank, Suit
from games.core.breaches import Claim
from games.core.players import Choice
from games.core.state import ChooseRemedy, State
from games.errors import IllegalActionError, check_int, check_items
from games.laws import implements
from games.whist.quotations import MAXIM, q
from games.whist.actions import (
    CallCard, CallHighLow, CallSuit, EndHand, Play, QuitTrick, ShowForTrump, TakeUpTrump, Waive, WhistAction,
)

__all__ = ["WhistPlayer", "Memory", "play_on", "computer_players", "OUTSIDE", "MAXIMS"]

#: What the reasons for a card played end with: the judgement is not the book's (the reason cites no law: its
#: ``law`` is the edition's convention :data:`games.whist.quotations.MAXIM`).
OUTSIDE = "(a maxim of play from outside the texts)"

#: The maxims, by key: the words each reason uses (the tests look for them).
MAXIMS = {
    "longest": "lead from the longest suit, the fourth best",
    "return": "return the partner's lead",
    "second": "second hand low",
    "cover": "cover an honour with an honour",
    "third": "third hand high",
    "sequence": "the lowest of a sequence",
    "fourth": "fourth hand wins as cheaply as it can",
    "partner": "play low to a trick the partner has won",
    "trump": "trump a doubtful trick",
    "ruff": "trump a trick the adversaries are winning",
    "discard": "discard from the weakest suit",
    "follow": "play the lowest card when the trick cannot be won",
}

HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE)
_BY_NAME = {Card(r, s).name: Card(r, s) for s in Suit for r in ACE_HIGH}


def _rank(c: Card) -> int:
    """Higher is better (the ace high)."""
    return ACE_HIGH.index(c.rank)


def _points(c: Card) -> int:
    """An honour's weight in judging a suit's strength: ace 4, king 3, queen 2, knave 1, else 0."""
    return max(0, ACE_HIGH.index(c.rank) - 8)


def _beats(a: Card, b: Card, trumps: Optional[Suit]) -> bool:
    """Whether ``a`` beats ``b`` (``b`` the card winning the trick so far)."""
    if a.suit is b.suit:
        return _rank(a) > _rank(b)
    return a.suit is trumps


def _winning(trick: Sequence[tuple[int, Card]], trumps: Optional[Suit]) -> tuple[int, Card]:
    best = trick[0]
    for seat, card in trick[1:]:
        if _beats(card, best[1], trumps):
            best = (seat, card)
    return best


@dataclass
class Memory:
    """What a seat remembers of the hand, read from the events it saw (``log_for(seat)``): the cards played
    in order, trick by trick, and who renounced which suit."""

    tricks: list = field(default_factory=list)  #: the tricks turned, each a list of (hand, card)
    current: list = field(default_factory=list)  #: the trick in progress
    out_of_turn: list = field(default_factory=list)  #: the hands seen leading when it was not their lead
    leader: Optional[int] = None  #: whose lead it is (the dealer's left first, then the winner of a trick)

    def __post_init__(self) -> None:
        for what, value in (("the tricks turned", self.tricks), ("the trick in progress", self.current),
                            ("the hands seen leading out of turn", self.out_of_turn)):
            if not isinstance(value, list):
                raise IllegalActionError(f"{what} are remembered as a list, not {value!r}")
        if self.leader is not None:
            check_int(self.leader, "the hand to lead", minimum=0, maximum=3, error=IllegalActionError)

    @classmethod
    def read(cls, log: Sequence) -> "Memory":
        """What a seat remembers of the events of ``log`` (its ``log_for(seat)``)."""
        log = check_items(log, "the events seen", error=IllegalActionError)
        m = cls()
        for e in log:
            kind = getattr(e, "kind", None)
            if kind == "trump":  # the trump card turned up: a (new) deal begins; the dealer's left leads
                m = cls(leader=None if e.seat is None else (e.seat + 1) % 4)
            elif kind == "play" and e.seat is not None:
                name = e.text.rsplit(" the ", 1)[-1]
                if name in _BY_NAME:
                    if not m.current and m.leader is not None and e.seat != m.leader:
                        m.out_of_turn.append(e.seat)
                    m.current.append((e.seat, _BY_NAME[name]))
            elif kind == "take-back":
                m.current = []
            elif kind == "trick":
                m.tricks.append(m.current)
                m.current = []
                m.leader = e.seat
        return m

    def played(self) -> set:
        return {c for t in self.tricks + [self.current] for _, c in t}

    def first_leads(self, hand: int, trumps: Optional[Suit]) -> list:
        """The plain suits ``hand`` led, in order (each once)."""
        out: list = []
        for t in self.tricks + [self.current]:
            if t and t[0][0] == hand and t[0][1].suit is not trumps and t[0][1].suit not in out:
                out.append(t[0][1].suit)
        return out

    def revokes(self) -> list:
        """(hand, the suit renounced, the trick, the card of that suit played later) for every renounce this
        seat can prove: a hand that failed to follow a suit and afterwards played a card of it."""
        out = []
        tricks = self.tricks + ([self.current] if self.current else [])
        for i, t in enumerate(tricks):
            if not t:
                continue
            led = t[0][1].suit
            for hand, card in t[1:]:
                if card.suit is led:
                    continue
                later = [c for u in tricks[i + 1:] for h, c in u if h == hand and c.suit is led]
                if later:
                    out.append((hand, led, i, later[0]))
        return out


class WhistPlayer:
    """A computer player of Whist (its judgement is from outside the texts: see the module's docstring).

    ``revoke_once``: for a demonstration in TABLE mode only, the player renounces once (the first time it
    could follow suit with a small card and another suit is in its hand), and never again."""

    def __init__(self, *, revoke_once: bool = False):
        if not isinstance(revoke_once, bool):
            raise IllegalActionError(f"revoke_once is True or False, not {revoke_once!r}")
        self.revoke_once = revoke_once
        self.revoked = False

    # -- the turn ---------------------------------------------------------------------------------------
    @implements("foster-whist:etiquette.p3")
    def decide(self, view, log: Sequence = ()) -> Choice:
        """The player's action at its turn, and why.  It is asked only at its turn: asked before, it refuses
        (Etiquette p3: a player who has led a winning card does not draw his next card before his partner has
        played), so it can never lead again without waiting; it chooses only among ``view.legal``."""
        if view is None or not hasattr(view, "legal") or not hasattr(view, "seat"):
            raise IllegalActionError(f"a computer player decides from a view of the hand, not {view!r}")
        if view.seat is None or view.to_act != view.seat or not view.legal:
            raise IllegalActionError("a computer player draws no card before its turn: it waits for the others "
                                     "to play", "foster-whist:etiquette.p3")
        legal = list(view.legal)
        remedies = [a for a in legal if isinstance(a, ChooseRemedy) and a.seat == view.seat]
        if remedies:
            return self.elect(view, remedies)
        calls = [a for a in legal if isinstance(a, (CallCard, CallSuit, CallHighLow, Waive))]
        if calls:
            return self.call(view, calls, Memory.read(log))
        for kind, words in ((EndHand, "cuts the cards for the following deal: the hand is scored"),
                            (QuitTrick, "turns and quits the trick"),
                            (TakeUpTrump, "takes the trump card into his hand at his turn to play to the first "
                                          "trick"),
                            (ShowForTrump, "lays the trump card on the table again, as the adversaries desire")):
            acts = [a for a in legal if isinstance(a, kind)]
            if acts:
                law = {EndHand: None, QuitTrick: q("foster-whist:73", "quitted"), ShowForTrump: q("foster-whist:54"),
                       TakeUpTrump: q("foster-whist:52", "take")}[kind]
                if view.code == "hoffmann-whist":
                    law = q("hoffmann-whist:42", "take") if kind is TakeUpTrump else None
                return Choice(acts[0], law, words)
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            return self.play(view, plays, Memory.read(log))
        return Choice(legal[0], None, "the only thing to do")

    # -- electing a penalty --------------------------------------------------------------------------
    def elect(self, view, remedies: list) -> Choice:
        """Which remedy to exact: for a revoke, three points added when they make the game, three deducted
        when the adversaries are near it, else three tricks taken; otherwise the first the law offers."""
        side = view.seat % 2
        options = list(view.options)
        foster = view.code == "foster-whist"

        def law(key: str):   # the penalty chosen, in the words of law 72 (i); the choice itself is judgement
            return q("foster-whist:72.i", key) if foster else None

        def pick(words: str) -> Optional[ChooseRemedy]:
            for a in remedies:
                if a.option < len(options) and words in options[a.option]:
                    return a
            return None

        mine, theirs = view.score.get(side, 0), view.score.get(1 - side, 0)
        add, deduct, take = pick("add three"), pick("deduct three"), pick("take three tricks")
        if add and mine + 3 >= 5:
            return Choice(add, law("add"), "exacts three points added to his side's score: they make the game")
        if deduct and theirs >= 3:
            return Choice(deduct, law("deduct"), "exacts three points deducted from the adversaries, who are near "
                                                 "the game")
        if take:
            return Choice(take, law("tricks"), "exacts three tricks taken from the revoking side")
        if add:
            return Choice(add, law("add"), "exacts three points added to his side's score")
        first = remedies[0]
        words = options[first.option] if first.option < len(options) else "the first remedy"
        return Choice(first, None, f"chooses: {words}")

    def call(self, view, calls: list, memory: Memory) -> Choice:
        """A call the law allows the adversaries: the card liable to be called, the suit of which the caller
        holds most, or the highest card (the lowest when the offender's partner is winning the trick)."""
        law = q("foster-whist:56") if view.code == "foster-whist" else q("hoffmann-whist:42")
        cards = [a for a in calls if isinstance(a, CallCard)]
        if cards:
            return Choice(cards[0], law, f"calls the {cards[0].card.name}, which is liable to be called")
        law = MAXIM  # type: ignore[assignment]  # which suit, or the highest or the lowest: the player's judgement, not a law's
        suits = [a for a in calls if isinstance(a, CallSuit)]
        if suits:
            mine = view.hands.get(view.seat, ())
            best = max(suits, key=lambda a: (sum(1 for c in mine if c.suit is a.suit), -list(Suit).index(a.suit)))
            return Choice(best, law, f"calls {best.suit.name_}, a suit his side can take tricks in")
        highlow = [a for a in calls if isinstance(a, CallHighLow)]
        if highlow:
            trumps = view.trump_card.suit if view.trump_card else None
            partner_wins = bool(view.trick) and _winning(view.trick, trumps)[0] % 2 != view.seat % 2
            which = "lowest" if partner_wins else "highest"
            pick = next((a for a in highlow if a.which == which), highlow[0])
            return Choice(pick, law, f"calls for the {pick.which} card")
        return Choice(calls[0], None, "waives the call")

    # -- claims ------------------------------------------------------------------------------------------
    def claims(self, seat: int, log: Sequence, claimable: Mapping) -> list[Choice]:
        """The claims this seat can make of what it saw: a lead out of turn by an adversary (everyone sees it),
        or a revoke an adversary is proved to have made (he renounced a suit and later played a card of it).
        ``claimable``: the claims the code knows (``state.claimable()``)."""
        check_int(seat, "the seat", minimum=0, maximum=3, error=IllegalActionError)
        m = Memory.read(log)
        out = []
        if "a lead out of turn" in claimable:
            for offender in m.out_of_turn:
                if offender % 2 != seat % 2:
                    law = claimable["a lead out of turn"][-1].claim_law
                    out.append(Choice(Claim(seat, "a lead out of turn", against=offender), law,
                                      "claims a lead out of turn by an adversary"))
        if "a revoke" in claimable:
            for hand, suit, trick, card in m.revokes():
                if hand % 2 != seat % 2:
                    law = claimable["a revoke"][-1].claim_law
                    out.append(Choice(Claim(seat, "a revoke", against=hand), law,
                                      f"claims a revoke: the adversary failed to follow {suit.name_} at trick "
                                      f"{trick + 1} and afterwards played the {card.name}"))
        return out

    # -- the card ---------------------------------------------------------------------------------------
    @implements("foster-whist:etiquette.p7")
    def play(self, view, plays: list, memory: Memory) -> Choice:
        """The card to play: one of ``view.legal`` (which always follow suit), so the player never revokes --
        unless this player was made for a demonstration of a revoke, and then once only, never a second time
        to conceal the first."""
        hand = plays[0].seat
        trumps = view.trump_card.suit if view.trump_card else None
        cards = [a.card for a in plays]
        if self.revoke_once and not self.revoked and view.trick:
            renounce = self._renounce(view, hand, cards, trumps)
            if renounce is not None:
                self.revoked = True
                return renounce
        if len(cards) == 1:   # a forced card: no maxim chooses it
            return Choice(plays[0], None, self._forced(view, hand, cards[0]))
        card, maxim, words = self.choose(view, hand, cards, memory, trumps)
        return Choice(Play(hand, card), MAXIM, self._say(view, hand, card, maxim, words))

    @staticmethod
    def _forced(view, hand: int, card: Card) -> str:
        """The reason for the only card ``hand`` may play: it says the card is forced, and why."""
        verb = "plays" if view.trick else "leads"
        who = "" if hand == view.seat else f" for {view.names[hand]}"
        held = view.hands.get(hand, ())
        led = view.trick[0][1].suit if view.trick else None
        if len(held) == 1:
            why = "his last card"
        elif led is not None and card.suit is led and sum(1 for c in held if c.suit is led) == 1:
            why = f"his only {led.name_[:-1]}, which he must play to the {led.name_[:-1]} lead"
        else:
            why = "the only card the laws leave him"
        return f"{verb} the {card.name}{who}: {why}, a forced card"

    def _renounce(self, view, hand: int, cards: list, trumps: Optional[Suit]) -> Optional[Choice]:
        led = view.trick[0][1].suit
        held = view.hands.get(hand, ())
        if not cards or any(c.suit is not led for c in cards):
            return None
        others = sorted((c for c in held if c.suit is not led and c.suit is not trumps), key=_rank)
        if not others:
            return None
        card = others[0]
        if view.code != "foster-whist":   # Hoffmann's pages say nothing of the revoke but law 40
            return Choice(Play(hand, card), None,
                          f"revokes on purpose, for the demonstration: plays the {card.name} to a {led.name_[:-1]} "
                          "lead (a player should never do this)")
        return Choice(Play(hand, card), q("foster-whist:etiquette.p7"),
                      f"revokes on purpose, for the demonstration: plays the {card.name} to a {led.name_[:-1]} lead "
                      "(a player should never do this: Etiquette p7)")

    @implements("foster-whist:etiquette.p4")
    def _say(self, view, hand: int, card: Card, maxim: str, words: str) -> str:
        """The reason in words, given with the card once it is played: it names the maxim and the card
        played, and nothing else of the cards still in the hand (no intimation of the state of the hand,
        Etiquette p4)."""
        verb = "plays" if view.trick else "leads"
        who = "" if hand == view.seat else f" for {view.names[hand]}"
        note = f", {words}" if words and not words.startswith("(") else f" {words}" if words else ""
        return f"{verb} the {card.name}{who}: {MAXIMS[maxim]}{note} {OUTSIDE}"

    def choose(self, view, hand: int, cards: list, memory: Memory, trumps: Optional[Suit]) -> tuple:
        """(card, maxim key, words) for ``hand`` to play, from ``cards`` (the legal ones)."""
        trick = list(view.trick)
        if not trick:
            return self._lead(view, hand, cards, memory, trumps)
        led = trick[0][1].suit
        suited = sorted((c for c in cards if c.suit is led), key=_rank)
        win_seat, win_card = _winning(trick, trumps)
        partner_wins = win_seat % 2 == hand % 2
        position = len(trick) + 1
        if suited:
            return self._follow(hand, suited, trick, position, partner_wins, win_card, trumps)
        return self._void(hand, cards, position, partner_wins, win_card, trumps)

    def _lead(self, view, hand: int, cards: list, memory: Memory, trumps: Optional[Suit]) -> tuple:
        by_suit: dict = {}
        for c in sorted(cards, key=_rank, reverse=True):
            by_suit.setdefault(c.suit, []).append(c)
        partner = (hand + 2) % 4
        for suit in memory.first_leads(partner, trumps):
            if suit in by_suit:
                mine = by_suit[suit]
                card = mine[0] if len(mine) == 2 else mine[-1]
                return card, "return", ""
        plain = {s: cs for s, cs in by_suit.items() if s is not trumps}
        pool = plain or by_suit
        if trumps in by_suit and len(by_suit[trumps]) >= 5:
            pool = by_suit

        def strength(item):
            s, cs = item
            return (len(cs), sum(_points(c) for c in cs), -list(Suit).index(s))

        suit, mine = max(pool.items(), key=strength)
        card = mine[3] if len(mine) >= 4 else mine[-1]
        return card, "longest", "" if len(mine) >= 4 else "(the lowest, in a suit of fewer than four)"

    @staticmethod
    def _sequence_low(top: Card, held: list) -> Card:
        """The lowest card of the sequence that ``top`` heads in ``held`` (cards of one suit)."""
        ranks = {_rank(c): c for c in held}
        r = _rank(top)
        while r - 1 in ranks:
            r -= 1
        return ranks[r]

    def _follow(self, hand, suited, trick, position, partner_wins, win_card, trumps) -> tuple:
        lowest, highest = suited[0], suited[-1]
        winners = [c for c in suited if _beats(c, win_card, trumps)]
        if position == 2:
            led = trick[0][1]
            if led.rank in (Rank.KNAVE, Rank.QUEEN, Rank.KING) and winners:
                covers = [c for c in winners if c.rank in HONOURS]
                if covers:
                    return covers[0], "cover", ""
            return lowest, "second", ""
        if position == 3:
            if partner_wins and not winners:
                return lowest, "partner", "his partner's card being better than any of his"
            if not winners:
                return lowest, "follow", ""
            card = self._sequence_low(highest, suited)
            if card != highest:
                return card, "sequence", "playing third hand high"
            return card, "third", ""
        # the fourth hand
        if partner_wins:
            return lowest, "partner", ""
        if winners:
            return winners[0], "fourth", "with the lowest card that wins"
        return lowest, "follow", ""

    def _void(self, hand, cards, position, partner_wins, win_card, trumps) -> tuple:
        trump_cards = sorted((c for c in cards if c.suit is trumps), key=_rank)
        winning_trumps = [c for c in trump_cards if _beats(c, win_card, trumps)]
        sure = partner_wins and position == 4
        if winning_trumps and not sure:
            if partner_wins:
                return winning_trumps[0], "trump", "one his partner is not sure to win"
            if position < 4:
                return winning_trumps[0], "trump", ""
            return winning_trumps[0], "ruff", "with the lowest trump that wins"
        plain: dict = {}
        for c in cards:
            if c.suit is not trumps:
                plain.setdefault(c.suit, []).append(c)
        if not plain:
            low = trump_cards[0]
            return low, "follow", "nothing but trumps being left"

        def weakness(item):
            s, cs = item
            return (sum(_points(c) for c in cs), len(cs), list(Suit).index(s))

        suit, mine = min(plain.items(), key=weakness)
        low = min(mine, key=_rank)
        why = "his partner having the trick" if sure else "as he cannot win the trick"
        return low, "discard", why


def computer_players(human: Optional[int] = 2, *, seats: Sequence[int] = (0, 1, 2, 3),
                     revoke_once: Sequence[int] = ()) -> dict:
    """A :class:`WhistPlayer` for each of ``seats`` but ``human``'s (``revoke_once``: the seats that revoke
    once, for a demonstration)."""
    if human is not None:
        check_int(human, "the human's seat", minimum=0, maximum=3, error=IllegalActionError)
    seats = tuple(check_int(s, "a seat", minimum=0, maximum=3, error=IllegalActionError)
                  for s in check_items(seats, "the seats", error=IllegalActionError))
    revokers = tuple(check_int(s, "a seat that revokes once", minimum=0, maximum=3, error=IllegalActionError)
                     for s in check_items(revoke_once, "the seats that revoke once", error=IllegalActionError))
    return {s: WhistPlayer(revoke_once=s in revokers) for s in seats if s != human}


def play_on(state: State, players: Mapping[int, WhistPlayer], *, claims: bool = True,
            claimants: Optional[Iterable[int]] = None, stop: Optional[Callable[[State], bool]] = None,
            limit: int = 2000) -> list[tuple[int, Choice]]:
    """Let the computer players act until it is the turn of a seat that has none (a human), a ruling waits
    for a human's choice, ``stop(state)`` is true (a table's pause), or the hand is over.  Before each
    action, a computer player (of ``claimants``, by default every one) that can prove an adversary's revoke
    or has seen a lead out of turn claims it (in TABLE mode; ``claims=False``: never).  Each player sees
    only ``view(seat)`` and ``log_for(seat)``.  Returns the choices made."""
    if not isinstance(state, State):
        raise IllegalActionError(f"the computer players play a hand of Whist, not {state!r}")
    if not isinstance(players, Mapping) or not all(isinstance(p, WhistPlayer) for p in players.values()):
        raise IllegalActionError("the computer players are a mapping of seats to WhistPlayers")
    check_int(limit, "the most actions to play", minimum=0, error=IllegalActionError)
    if stop is not None and not callable(stop):
        raise IllegalActionError(f"stop is a function of the state, not {stop!r}")
    who = sorted(players) if claimants is None else sorted(s for s in check_items(claimants, "the claimants",
                                                                                   error=IllegalActionError)
                                                            if s in players)
    made: list[tuple[int, Choice]] = []
    table = claims and getattr(state, "mode", None) is not None and state.mode.value == "table"
    for _ in range(limit):
        if state.over:
            break
        if table and not state.open_rulings:
            claimed = _claims(state, players, who)
            if claimed is not None:
                state.do(claimed[1].action)
                made.append(claimed)
                continue
        if stop is not None and stop(state):
            break
        seat = state.to_act
        if seat is None or seat not in players:
            break
        view = state.view(seat)
        if view.choosers and any(s not in players for s in view.choosers):
            break  # a human is entitled to elect: he does
        choice = players[seat].decide(view, state.log_for(seat))
        if not isinstance(choice.action, WhistAction) and not isinstance(choice.action, (Claim, ChooseRemedy)):
            raise IllegalActionError(f"a computer player chose {choice.action!r}")
        state.do(choice.action)
        made.append((seat, choice))
    return made


def _claims(state: State, players: Mapping[int, WhistPlayer], who: list) -> Optional[tuple[int, Choice]]:
    known = state.claimable()
    if not known or not any(b.hidden for b in state.breaches):
        return None  # a shortcut only: with nothing to claim, no claim could be made
    for seat in who:
        if seat in getattr(state, "dummy_hands", ()):
            continue
        for c in players[seat].claims(seat, state.log_for(seat), known):
            if state.can(c.action):
                return seat, c
    return None
