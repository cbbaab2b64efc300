"""A sitting: several games of Draw Poker at one table.

The drawing for the first deal (Peel Rule 2; Foster's cutting for seats and
ties, by :mod:`games.core.seating`), the deal passing to the left (18), the
jack-pots and their rising minimum (29-33), the rules waived or abrogated for
the sitting (80-81), and the chips: every chip at the table is in one account
of a :class:`~games.core.ledger.Ledger` -- a player's stack (``"seat:0"``),
the pool, the bank that lends (Rule 62), the cashier through whom players
bring chips to the table and take them away -- so that "no chip is made or
lost" is one check.

>>> from games.poker.sitting import Sitting
>>> s = Sitting(["Ann", "Bob", "Cy"], chips=20, seed=4)
>>> s.players[s.dealer], s.stacks, s.mode.value
('Bob', [20, 20, 20], 'table')

``mode`` (:class:`games.core.state.Mode`) is ``TABLE`` by default: the
irregularities the laws provide for (a card found face up, a bet out of
turn...) may happen and are ruled on, as at a real table; ``STRICT`` refuses
them (a Play panel that offers regular moves only may use either).
"""

from __future__ import annotations

from typing import Iterable, Optional, Sequence, TypeGuard

from games.cards import ACE_LOW, Card, Pack, Rank
from games.core.actions import Event
from games.core.prose import you
from games.core.ledger import Ledger, seat_account
from games.core.seating import cut_ranking, draw_lowest, next_seat, split_tables
from games.core.sitting import DealResult
from games.core.sitting import Sitting as CoreSitting
from games.core.state import Mode
from games.errors import IllegalActionError, RuleSetError, check_int
from games.laws import implements
from games.poker.actions import PokerAction
from games.poker.game import Game
from games.poker.records import Automation, PokerResult
from games.poker import law_words as W
from games.poker.rules import PEEL_RULES, PokerRules, law, laws, minimum_for

__all__ = ["Sitting", "draw_for_deal", "cut_for_seats", "form_tables", "replay", "WAIVABLE"]

#: The laws the players may waive (Rule 80) or abrogate (Rule 81) in this program.
WAIVABLE = frozenset(law(n) for n in (19, 22, 25, 29, 33, 62))


def _whole(v: object) -> TypeGuard[int]:
    return isinstance(v, int) and not isinstance(v, bool)


def _names(players: object, lw: Optional[str] = None) -> list[str]:
    """The players' names (a list or tuple of names), or the library's error."""
    if not isinstance(players, (list, tuple)) or not all(isinstance(p, str) and p for p in players):
        raise IllegalActionError(f"{players!r} is not a list of the players' names", lw)
    return list(players)


def _stacks(chips: object, n: int) -> list[int]:
    """Each player's chips: one number for all, or one per player."""
    stacks = [chips] * n if _whole(chips) else list(chips) if isinstance(chips, (list, tuple)) else None
    if stacks is None or not all(_whole(c) and c >= 0 for c in stacks):
        raise IllegalActionError(f"{chips!r} is not a number of chips (or one number per player)", None)
    if len(stacks) != n:
        raise IllegalActionError("one stack of chips per player", None)
    return stacks


def _consent(consenting: object, lw: str) -> set:
    """The seats that agree (any collection of seat numbers)."""
    if isinstance(consenting, (str, bytes)) or not hasattr(consenting, "__iter__"):
        raise IllegalActionError(f"{consenting!r} is not a set of seats", lw)
    seats = list(consenting)  # type: ignore[call-overload]
    if not all(_whole(s) for s in seats):
        raise IllegalActionError(f"{consenting!r} is not a set of seats", lw)
    return set(seats)


def _law_id(law_id: object, lw: str) -> str:
    if not isinstance(law_id, str):
        raise RuleSetError(f"{law_id!r} is not a law id such as 'peel-poker:29'", lw)
    return law_id


@implements(law(2))
def draw_for_deal(n_players: int, pack: Pack, order: Sequence[Rank] = ACE_LOW) -> tuple[int, list[tuple[int, Card]]]:
    """Peel Rule 2: each player draws a card (in seat order, from the top of
    ``pack``); the lowest, ace lowest, deals; if the lowest cards tie, "such
    players only shall draw again".  Returns ``(dealer seat, draws)`` where
    ``draws`` lists every ``(seat, card)`` in the order drawn."""
    if not _whole(n_players) or n_players < 1:
        raise IllegalActionError(f"{n_players!r} is not a number of players", law(2))
    if not isinstance(pack, Pack):
        raise IllegalActionError(f"{pack!r} is not a pack", law(2))
    return draw_lowest(n_players, pack.cards, order, law=law(2))


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
    names = _names(names, "foster-poker:p10")
    if not isinstance(pack, Pack):
        raise IllegalActionError(f"{pack!r} is not a pack", "foster-poker:p10")
    return cut_ranking(names, pack.cards, order, law="foster-poker:p12")


@implements("foster-poker:p9", "foster-poker:p10")
def form_tables(names: Sequence[str], pack: Pack, order: Sequence[Rank] = ACE_LOW, *, vote_against: bool = False) -> list[list[str]]:
    """Foster, PLAYERS and CUTTING: with more than seven candidates two tables
    are formed (unless the majority vote against it: then one table, where
    the dealer takes no cards with eight); the tables "divide evenly", or if
    the number is odd "the smaller table is formed by those cutting the
    highest cards".  Returns the tables, each a list of names (in order of
    the cut, lowest first); ties at the border are cut again (TIES)."""
    names = _names(names, "foster-poker:p9")
    if len(names) <= 7 or vote_against:
        return [list(names)]
    ranked, _ = cut_for_seats(names, pack, order)
    return split_tables(ranked)


@implements("foster-poker:p8")
class Sitting(CoreSitting):
    """Several games at one table: a :class:`games.core.sitting.Sitting` whose deals are games of Draw
    Poker.  Each game begins with :meth:`new_game` (the core's ``begin_deal``: its number, dealer and
    seed, ``"{seed}/game{number}"``) and, once over, *reports* its :class:`~games.poker.records.PokerResult`
    (the laws it was settled under, the next jack-pot, the pool carried, the loans made); the sitting
    applies it (:meth:`after_result`): the deal passes to the left (Rule 18), the next game is a jack-pot
    of the level reported.  The chips themselves move on the shared ledger as the game is played.

    The chips: each player buys ``chips`` counters at the start (Foster,
    COUNTERS: "the equivalent of 100 white counters" is the default), and the
    sitting's :class:`~games.core.ledger.Ledger` keeps account of every
    counter at the table, as Foster's banker does ("responsible for all
    counters"): chips lent by the bank (Rule 62) are counted too.

    ``players``: names, in seat order (seat ``i + 1`` sits at the left of seat
    ``i``; under Foster's rules the cut for seats reorders them).  ``chips``:
    each player's chips (an int, or one int per player).  ``ante``: the ante
    the automation stakes, and the sum every player pays in a jack-pot.
    ``limit``: the most by which any stake may be raised at one time (Peel
    uses "the limit" without defining it; this is the edition's reading).
    ``dealer``: the first dealer's seat, or ``None`` to draw for it (Rule 2).
    ``mode``: ``Mode.TABLE`` (the default: irregularities happen and are
    ruled on) or ``Mode.STRICT`` (they are refused).
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
        mode: Mode = Mode.TABLE,
    ):
        if not isinstance(rules, PokerRules):
            raise RuleSetError(f"{rules!r} is not a rule set of Draw Poker (PEEL_RULES, FOSTER_RULES ...)", None)
        if not isinstance(automations, Automation):
            raise RuleSetError(f"{automations!r} is not a set of Automation flags", None)
        if mode not in tuple(Mode) and mode not in tuple(m.value for m in Mode):
            raise RuleSetError(f"{mode!r} is not a mode: {', '.join(m.value for m in Mode)}", None)
        if not isinstance(seed, (int, str)) or isinstance(seed, bool):
            raise IllegalActionError(f"a sitting's seed is a whole number or a string, not {seed!r}", None)
        rules = rules.with_pack()
        self.rules = rules
        self.automations = automations
        self.mode = Mode(mode)
        names = _names(players)
        self._check_players(names)
        if not _whole(ante) or ante < 1:
            raise IllegalActionError("the ante is a positive number of chips", law(19))
        if not _whole(limit) or limit < 2:
            raise IllegalActionError("the limit must allow an ante (at most half the limit)", law(19))
        self.ante = ante
        self.limit = limit
        self.abrogated: set[str] = set()
        self.waivers: dict[str, int] = {}
        self.games: list[Game] = []
        self.games_before_players = 0  #: games played before the present players sat down (Rule 81)
        self.jackpot_level = 0
        self.loans: list[tuple[int, Optional[int], int]] = []  #: (borrower, lender or None for the bank, amount)
        if ante * 2 > limit:
            self._refuse_ante(ante)
        log: list[Event] = []
        if rules.seating == "cut" and dealer is None:
            pack = rules.new_pack().shuffled(f"{seed}/seats")
            ordered, cuts = cut_for_seats(names, pack, rules.cut_order)
            seen: set[str] = set()
            for nm, c in cuts:
                if nm in seen:  # a tie cut again (p12): the new cut decides nothing but the tie
                    log.append(Event("cut-for-seats", you(f"{nm} cuts again for the tie: the {c.name}"),
                                     (W.TIES,)))
                else:
                    log.append(Event("cut-for-seats", you(f"{nm} cuts the {c.name}"), ("foster-poker:p10",
                                                                                      W.ACE_IN_CUTTING)))
                seen.add(nm)
            log.append(Event("seats", you(f"the choice of seats and the first deal go to {ordered[0]}, who cut the "
                                          "lowest card; the others sit in order of the cut, each at the left of the "
                                          "one before: " + ", ".join(ordered)), (W.SEATS,)))
            names = ordered
            dealer = 0
        n = len(names)
        stacks = _stacks(chips, n)
        if dealer is not None and (not _whole(dealer) or not 0 <= dealer < n):
            raise IllegalActionError(f"no seat {dealer!r}", law(18))
        ledger = Ledger({**{seat_account(i): c for i, c in enumerate(stacks)}, "pool": 0, "bank": 0, "cashier": 0},
                        overdraft=("bank", "cashier"))
        if dealer is None:
            pack = rules.new_pack().shuffled(f"{seed}/draw-for-deal")
            dealer, draws = draw_for_deal(n, pack, rules.cut_order)
            drew: set[int] = set()
            for s, c in draws:
                again = s in drew  # a tie for the lowest card: such players only draw again (Rule 2)
                log.append(Event("draw-for-deal", you(f"{names[s]} draws {'again: ' if again else ''}the {c.name}"),
                                 (W.DRAW_AGAIN if again else W.DRAW_FOR_DEAL,), s))
                drew.add(s)
            log.append(Event("first-dealer", you(f"{names[dealer]} deals first, having drawn the lowest card"), laws(2),
                             dealer))
        if not 0 <= dealer < n:
            raise IllegalActionError(f"no seat {dealer}", law(18))
        super().__init__(names, seed=seed, dealer=dealer, ledger=ledger, deal_law=law(18))
        for e in log:  # the table's forming, each law as the rule set cites it (the core's lines too)
            self._log(e)

    def cite(self, law_id: object) -> object:
        """``law_id`` as the sitting's rule set cites it: with its words, and Peel's under Foster's rules as
        the declared reading (:attr:`~games.poker.rules.FosterPokerRules.silences`)."""
        if not isinstance(law_id, str) or ":" not in law_id and not hasattr(law_id, "label"):
            raise RuleSetError(f"a law's id such as 'peel-poker:29' (or a convention of the edition), not {law_id!r}")
        return self.rules.cite(law_id)

    ledger: Ledger  # always kept (the chips of the table)
    #: each game's seed, as the transcripts were made with
    seed_format = "{seed}/game{number}"

    # -- the chips ---------------------------------------------------------------------------
    @property
    def stacks(self) -> list[int]:
        """Each player's chips, in seat order."""
        return [self.ledger[seat_account(i)] for i in range(self.n)]

    @property
    def carried(self) -> int:
        """The chips in the pool (between games: carried to the next game)."""
        return self.ledger["pool"]

    @property
    def bank(self) -> int:
        """The chips the bank has lent (Rule 62)."""
        return -self.ledger["bank"]

    @property
    def debts(self) -> list:
        """Debts outside the chips (a refund or a penalty a player could not pay in full)."""
        return self.ledger.debts

    def bring_to_pool(self, amount: int, jackpot_level: int = 0) -> None:
        """A set piece (:mod:`games.poker.scenarios`): ``amount`` chips brought to the pool from outside
        the table, the next game a jack-pot of ``jackpot_level``."""
        if self.current is not None:
            raise IllegalActionError("the pool is set between games", law(29))
        if not _whole(amount) or amount < 0 or not _whole(jackpot_level) or jackpot_level < 0:
            raise IllegalActionError(f"{amount!r} chips and a jack-pot of level {jackpot_level!r}: whole numbers "
                                     "from 0", law(29))
        self.ledger.transfer("cashier", "pool", amount)
        self.jackpot_level = jackpot_level

    # -- checks ------------------------------------------------------------------------------
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
    def check_ante(self, amount: int) -> None:
        """Rule 19: "The ante shall not exceed one-half the amount of the limit"."""
        check_int(amount, "the ante", minimum=1, error=IllegalActionError, law=law(20))
        if amount * 2 > self.limit and self.enforced(law(19)):
            self._refuse_ante(amount)

    def _refuse_ante(self, amount: int) -> None:
        raise IllegalActionError(f"an ante of {amount} exceeds half the limit ({self.limit})", law(19))

    @property
    def current(self) -> Optional[Game]:
        return self.games[-1] if self.games and not self.games[-1].over else None

    @property
    def jackpot_minimum(self) -> Optional[Rank]:
        """The pair needed to open the next game (``None``: not a jack-pot), Rules 30-32."""
        return minimum_for(self.jackpot_level, self.rules)

    # -- Rules 80-81 ----------------------------------------------------------------------------
    def enforced(self, law_id: str) -> bool:
        """Is the law in force for the current game (not abrogated for the
        sitting, Rule 81, nor waived on this occasion, Rule 80)?"""
        _law_id(law_id, law(81))
        if law_id in self.abrogated:
            return False
        return self.waivers.get(law_id) != self.games_begun

    @property
    def games_begun(self) -> int:
        """The games begun in this sitting (the one in progress counted)."""
        return len(self.results) + (self.in_progress is not None)

    @implements(law(81))
    def abrogate(self, law_id: str, consenting: Iterable[int]) -> None:
        """Rule 81: a rule may be abrogated for this sitting only by common
        consent before play begins; it lapses when the players change.  The
        edition's reading: the new players begin a sitting of their own, so
        before their first game they may agree anew (unanimously) to abrogate
        a rule; once they have played, not again."""
        if self.games_begun > self.games_before_players:
            raise IllegalActionError("rules may be abrogated only before play begins (or again when the players "
                                     "change)", law(81))
        if _consent(consenting, law(81)) != set(range(self.n)):
            raise IllegalActionError("abrogating a rule needs the consent of every player", law(81))
        _law_id(law_id, law(81))
        if law_id not in WAIVABLE:
            raise RuleSetError(f"{law_id} cannot be set aside in this program (only {', '.join(sorted(WAIVABLE))})", law(81))
        self.abrogated.add(law_id)

    @implements(law(81))
    def change_players(self, players: Sequence[str], chips: int | Sequence[int] = 100) -> None:
        """A change of players: every abrogation ends (Rule 81); stacks of
        players who stay are kept, newcomers bring ``chips``; those who leave
        take theirs away (through the cashier)."""
        self._change_players(players, chips)

    def _change_players(self, players: Sequence[str], chips: int | Sequence[int] = 100,
                        dealer_name: Optional[str] = None, words: str = "") -> None:
        if self.current is not None:
            raise IllegalActionError("players change between games, not during one", law(81))
        names = _names(players, law(81))
        self._check_players(names)
        new_chips = chips if _whole(chips) else _stacks(chips, len(names))
        old = dict(zip(self.players, self.stacks))
        for i in range(self.n):
            self.ledger.empty(seat_account(i), "cashier")
        for i, nm in enumerate(names):
            c = old[nm] if nm in old else (new_chips[i] if isinstance(new_chips, list) else new_chips)
            self.ledger.transfer("cashier", seat_account(i), c)
        if names != list(self.players):
            self.abrogated.clear()
            self.games_before_players = self.games_begun
        dealer = names.index(dealer_name) if dealer_name in names else self.dealer % len(names)
        self.reseat(names, dealer, law=law(81), words=words)  # the core's: between deals, logged

    def cannot_pay(self) -> list[int]:
        """The seats that cannot pay the compulsory ante of the next game (the ante
        left of the dealer, Rule 20; every player in a jack-pot, Rule 30) without borrowing."""
        payers = range(self.n) if self.jackpot_level else [next_seat(self.dealer, self.n)]
        return [p for p in payers if self.stacks[p] < self.ante]

    @implements(law(81))
    def retire_from_sitting(self, seat: int) -> None:
        """A player leaves the table between games -- e.g. one who cannot pay a
        compulsory ante and will not (or may not) borrow, Rule 62: he takes his
        chips with him, the others play on (a change of players: abrogations
        lapse, Rule 81).  The deal stays with the player who was to deal (or
        passes to the left if it was he who was to deal)."""
        if self.current is not None:
            raise IllegalActionError("a player leaves between games, not during one", law(18))
        if not _whole(seat) or not 0 <= seat < self.n:
            raise IllegalActionError(f"there is no seat {seat!r}", None)
        if self.n - 1 < self.rules.min_players:
            raise RuleSetError(f"{self.players[seat]} cannot leave: the game needs {self.rules.min_players} players",
                               "foster-poker:p9" if self.rules.code == "foster-poker" else law(1))
        dealer_name = self.players[self.dealer if self.dealer != seat else next_seat(self.dealer, self.n)]
        names = [p for i, p in enumerate(self.players) if i != seat]
        leaving = self.players[seat]
        self._change_players(names, dealer_name=dealer_name, words=f"{leaving} leaves the table with his "
                             f"{self.stacks[seat]} chips; {dealer_name} deals next")

    @implements(law(80))
    def waive(self, law_id: str, consenting: Iterable[int]) -> None:
        """Rule 80: the players agree to waive a rule on this occasion (the next
        or current game) only."""
        if _consent(consenting, law(80)) != set(range(self.n)):
            raise IllegalActionError("a rule is waived only if the players agree", law(80))
        _law_id(law_id, law(80))
        if law_id not in WAIVABLE:
            raise RuleSetError(f"{law_id} cannot be waived in this program", law(80))
        self.waivers[law_id] = self.games_begun + (1 if self.current is None else 0)

    @implements(law(80))
    def claim_concession(self, seat: int, law_id: str) -> None:
        """Rule 80: "a like concession cannot be claimed on another similar
        occasion" -- a player who claims as of right a waiver once agreed is refused."""
        if not _whole(seat) or not 0 <= seat < self.n:
            raise IllegalActionError(f"there is no seat {seat!r}", law(80))
        _law_id(law_id, law(80))
        raise IllegalActionError(
            f"{self.players[seat]} cannot claim that {law_id} be waived because it was waived before; "
            "the players may agree to waive it again",
            law(80),
        )

    # -- games ---------------------------------------------------------------------------------
    def new_game(self, seed: object = None, automations: Optional[Automation] = None) -> Game:
        """Start the next game (the dealer passes to the left after each, Rule 18)."""
        if self.current is not None:
            raise IllegalActionError("the game in progress is not over", law(18))
        if automations is not None and not isinstance(automations, Automation):
            raise RuleSetError(f"{automations!r} is not a set of Automation flags", None)
        if not self.rules.borrowing:
            payers = range(self.n) if self.jackpot_level else [next_seat(self.dealer, self.n)]
            for p in payers:
                if self.stacks[p] < self.ante:
                    raise IllegalActionError(
                        f"{self.players[p]} cannot pay the ante and may not borrow: the players must change",
                        law(30 if self.jackpot_level else 20))
        start = self.begin_deal()
        try:
            game = Game(self, start, seed=seed, automations=self.automations if automations is None else automations)
        except BaseException:
            if self.in_progress is start:
                self.in_progress = None  # a game that could not begin leaves nothing begun
            raise
        self.games.append(game)
        return game

    @implements(law(18))
    def pass_deal(self, result: DealResult) -> int:
        """After a game: the player to the left of the last dealer deals the next (Rule 18)."""
        return super().pass_deal(result)

    @implements(law(29), law(31), law(33))
    def after_result(self, result: DealResult) -> None:
        """What a finished game reported: the next game is a jack-pot of the level its laws fixed
        (29, 31, 33; 0: an ordinary game), and the loans made in it are on the sitting's record (62)."""
        if isinstance(result, PokerResult):
            self.jackpot_level = result.next_jackpot_level
            self.loans.extend(result.loans)

    def state(self) -> dict:
        """What a game's snapshot must cover of the sitting (for ``refused``)."""
        return {**super().state(),
            "dealer": self.dealer, "jackpot_level": self.jackpot_level, "waivers": dict(self.waivers),
            "abrogated": frozenset(self.abrogated), "loans": list(self.loans), "log": len(self.log),
            "games": len(self.games), "players": self.players, "terms": (self.ante, self.limit),
        }

    def check_invariants(self) -> None:
        """No chip made or lost (the ledger's one conservation check)."""
        self.ledger.check()


def replay(sitting_kwargs: dict, actions: Sequence[PokerAction], game_seed: object = None) -> Game:
    """Replay one game from its sitting's arguments and its actions (automations off)."""
    if not isinstance(sitting_kwargs, dict):
        raise IllegalActionError(f"{sitting_kwargs!r} is not the sitting's arguments (a dict)", None)
    try:
        s = Sitting(**{**sitting_kwargs, "automations": Automation.NONE})
    except TypeError as e:  # an argument the sitting does not take
        raise IllegalActionError(f"not the sitting's arguments: {e}", None) from None
    g = s.new_game(seed=game_seed)
    for a in actions:
        g.do(a)
    return g
