"""The state machine every game is built on.

A game is a subclass of :class:`State`.  For each action type it registers a
*verifier* (tagged with the laws it enforces; it raises the library's error
naming the law, and changes nothing) and an *applier*; :meth:`State.do` is
the same for every game: verify, log, apply, then run the automations:

>>> from dataclasses import dataclass
>>> from games.core.actions import Action
>>> from games.core.state import State, verifies, applies
>>> from games.errors import IllegalActionError
>>> class CountAction(Action):
...     pass
>>> @dataclass(frozen=True)
... class Add(CountAction):
...     seat: int
...     n: int
>>> class Counter(State):
...     action_base = CountAction
...     def __init__(self, seed=0):
...         super().__init__(seed=seed, seats=2)
...         self.total = 0
...     @verifies(Add)
...     def _verify_add(self, a):
...         if a.n not in (1, 2):
...             raise IllegalActionError(f"add 1 or 2, not {a.n}", None)
...     @applies(Add)
...     def _apply_add(self, a):
...         self.total += a.n
...         self.event("add", f"{self.name(a.seat)} adds {a.n}")
...         self.over = self.total >= 5
...     def _legal_actions(self):
...         return [Add(0, 1), Add(0, 2)]
>>> c = Counter()
>>> c.do(Add(0, 2))
[Event(kind='add', text='Player 1 adds 2', laws=(), seat=None, seen_by=None, others=None)]
>>> c.total, c.can(Add(0, 3)), c.legal_actions()
(2, False, [Add(seat=0, n=1), Add(seat=0, n=2)])

**Modes.**  ``Mode.STRICT`` refuses irregularities; ``Mode.TABLE`` lets them
happen as they do at a real table (a revoke, a lead out of turn, a bet on a
foul hand): a verifier calls :meth:`State.irregular` with the law and an
:class:`~games.core.referee.Irregularity`; STRICT raises
:class:`~games.errors.IrregularActionError`, TABLE lets the action through,
logs the irregularity, and hands it to the game's referee, whose ruling is
logged; when the ruling offers the non-offenders a choice, the game waits
for their :class:`ChooseRemedy`.

**Visibility** lives here: every :class:`~games.core.actions.Event` records
who saw it; :meth:`State.log_for` is what one seat may know, and
:meth:`State.view` (each game's) the rest of it.
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import random
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Iterable, Optional, Sequence, cast

from games.core.actions import Action, Event, shared_action, write_transcript
from games.core.breaches import Breach, Claim, FalseClaim, OpenRuling
from games.core.observe import Observer, OwnHands
from games.core.options import cite_under
from games.core.prose import you
from games.core.referee import Irregularity, Referee, Ruling
from games.core.turns import Step, registry_of
from games.errors import (
    GameError, IllegalActionError, InvalidActionError, IrregularActionError, RuleSetError, check_items,
    check_text,
)

__all__ = [
    "Mode",
    "State",
    "verifies",
    "applies",
    "Breach",
    "OpenRuling",
    "ChooseRemedy",
    "Claim",
    "replay",
]


class Mode(str, enum.Enum):
    """``STRICT`` refuses an irregularity; ``TABLE`` lets it happen, logs it, and rules on it
    (at once if everyone saw it, when claimed if it is hidden)."""

    STRICT = "strict"
    TABLE = "table"

    @classmethod
    def _missing_(cls, value: object) -> "Mode":
        raise RuleSetError(f"the mode is 'strict' or 'table', not {value!r}")


def verifies(*action_types: type) -> Callable:
    """Decorator: the method verifies each of ``action_types`` (raise a :class:`~games.errors.GameError`
    naming the law)."""
    return _registers("_verifies", action_types)


def applies(*action_types: type) -> Callable:
    """Decorator: the method applies each of ``action_types`` (after it was verified and logged)."""
    return _registers("_applies", action_types)


def _registers(kind: str, action_types: tuple) -> Callable:
    if not action_types or not all(isinstance(t, type) for t in action_types):
        raise RuleSetError(f"{kind.strip('_')}: name one action class or more, not {action_types!r}")

    def deco(fn):
        setattr(fn, kind, action_types)
        return fn

    return deco


@shared_action
@dataclass(frozen=True)
class ChooseRemedy(Action):
    """A non-offender chooses one of the remedies the open ruling offers (by its index)."""

    seat: int
    option: int


def _is_seat_number(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class State:
    """Base of every game's state.

    Subclasses set ``action_base`` (the game's :class:`~games.core.actions.Action` base class)
    and ``referee`` (a :class:`~games.core.referee.Referee`, or a property giving the referee
    of the rule set's code), register verifiers and appliers (:func:`verifies`,
    :func:`applies`), and either register their turn protocol per phase and duty
    (:mod:`games.core.turns`: ``@turn``, ``@offers``, ``@automates``) or override
    ``step``/``_legal_actions``/``auto_action``; they implement ``view``.  Every registration
    is kept by method *name*, so a subclass that overrides a registered method is followed
    without decorating it again.

    Who plays and who sees: :meth:`controller` says who plays a hand's cards (Dummy's
    partner plays dummy) and :attr:`observer` which hands each seat may see (Double
    Dummy opens them all); a variant overrides only these two."""

    action_base: ClassVar[type] = Action
    referee: Optional[Referee] = None
    observer: ClassVar[Observer] = OwnHands()
    #: attributes that are configuration, not state (left out of :meth:`~games.core.state.State.snapshot`)
    not_state: ClassVar[frozenset] = frozenset()
    #: the automations in force (the game's own :class:`enum.Flag`; ``None``: none registered)
    automations: Any = None
    #: the phase (the game's enum); the turn protocol asks the chapter registered for it
    phase: Any = None

    _registry: ClassVar[dict]

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        reg = registry_of(cls)
        ver, app = reg["_verifies"], reg["_applies"]
        missing = [t.__name__ for t in ver if t not in app] + [t.__name__ for t in app if t not in ver]
        if missing:
            raise TypeError(f"{cls.__name__}: a verifier without an applier or the reverse: {', '.join(missing)}")
        cls._registry = reg

    def __init__(self, *, seed: object = 0, seats: int, names: Sequence[str] = (), mode: Mode = Mode.STRICT):
        if not _is_seat_number(seats) or not 1 <= seats <= 64:
            raise IllegalActionError(f"a game is played by 1 to 64 seats, not {seats!r}")
        if isinstance(names, (str, bytes)) or not isinstance(names, (tuple, list)):
            raise IllegalActionError(f"give the players' names as a list of words, not {names!r}")
        names = tuple(names)
        if names and (len(names) != seats or not all(isinstance(x, str) and x.strip() for x in names)):
            raise IllegalActionError(f"give a name (a word) for each of the {seats} seats, not {names!r}")
        try:
            mode = Mode(mode)
        except ValueError:
            raise IllegalActionError(f"the mode is 'strict' or 'table', not {mode!r}") from None
        self.seed = seed
        self.n = seats
        self.names = names or tuple(f"Player {i + 1}" for i in range(seats))
        self.mode = mode
        self.log: list = []
        self.actions: list[Action] = []
        self.over = False
        self.open_rulings: list[OpenRuling] = []
        self.breaches: list[Breach] = []
        self._new: Optional[list[Event]] = None
        self._collecting: Optional[list[Breach]] = None

    # -- names and seats ----------------------------------------------------------------
    def _seat(self, seat: object) -> int:
        if not _is_seat_number(seat) or not 0 <= seat < self.n:  # type: ignore[operator]
            raise IllegalActionError(f"there is no seat {seat!r} (the seats are 0 to {self.n - 1})")
        return seat  # type: ignore[return-value]

    def name(self, seat: Optional[int]) -> str:
        return "nobody" if seat is None else self.names[self._seat(seat)]

    def left(self, seat: int, k: int = 1) -> int:
        if not _is_seat_number(k):
            raise IllegalActionError(f"count seats in whole numbers, not {k!r}")
        return (self._seat(seat) + k) % self.n

    def right(self, seat: int, k: int = 1) -> int:
        if not _is_seat_number(k):
            raise IllegalActionError(f"count seats in whole numbers, not {k!r}")
        return (self._seat(seat) - k) % self.n

    def rng(self, *tags: object) -> random.Random:
        """A random stream derived from the seed and ``tags`` (every chance step names its own)."""
        return random.Random("/".join(str(t) for t in (self.seed, *tags)))

    # -- who plays and who sees ----------------------------------------------------------
    def controller(self, hand: int) -> int:
        """The seat that plays ``hand``'s cards (each his own; Dummy's partner plays dummy)."""
        return self._seat(hand)

    def hands_played_by(self, seat: int) -> tuple[int, ...]:
        """The hands ``seat`` plays (his own; at Double Dummy, two)."""
        self._seat(seat)
        return tuple(h for h in range(self.n) if self.controller(h) == seat)

    def sees(self, viewer: Optional[int], hand: int) -> bool:
        """Whether ``viewer`` (``None``: an onlooker) may see ``hand``'s cards, by the :attr:`observer`."""
        if viewer is not None:
            self._seat(viewer)
        return self.observer.sees(self, viewer, self._seat(hand))

    # -- citations: each code cites itself --------------------------------------------------
    def cite(self, law: Any) -> Any:
        """``law`` as this game cites it: with the words it rests on (:func:`games.citations.cited`);
        another book's law, where the rule set in force declares that it plays that book's rule in its
        own silence, marked as that reading (:meth:`~games.core.options.RuleSet.cites`)."""
        return cite_under(getattr(self, "rules", None), law)

    def cite_ruling(self, ruling: Ruling) -> Ruling:
        """``ruling`` with its laws and each option's laws cited as :meth:`cite` cites them."""
        return ruling.cited_by(self.cite)

    # -- the log -------------------------------------------------------------------------
    def event(self, kind: str, text: str, laws: Iterable[str] = (), seat: Optional[int] = None, *,
              seen_by: Optional[Iterable[int]] = None, others: Optional[str] = None) -> Event:
        """Log an event in words (``seen_by``: the seats that saw it, ``None`` for everyone; ``others``:
        the words everyone else sees instead), with the grammar right for the player called "You"
        (:func:`~games.core.prose.you`)."""
        for words, what in ((kind, "an event's kind"), (text, "an event's words")):
            check_text(words, what)
        laws = check_items(laws, "the laws an event cites")
        for law in laws:
            check_text(law, "a law an event cites (its id)")
        if others is not None:
            check_text(others, "the words the others see")
        if seen_by is not None:
            seen_by = check_items(seen_by, "the seats that see an event")
            for s in seen_by:
                if not _is_seat_number(s):
                    raise GameError(f"the seats that see an event are seat numbers, not {s!r}")
        e = Event(kind, you(text), tuple(self.cite(law) for law in laws), seat, None if seen_by is None else frozenset(seen_by),
                  None if others is None else you(others))
        self.log.append(e)
        if self._new is not None:
            self._new.append(e)
        return e

    def log_for(self, seat: Optional[int]) -> list[Event]:
        """The events as ``seat`` saw them (``None``: an onlooker who sees only what is public)."""
        if seat is not None:
            self._seat(seat)
        out = []
        for entry in self.log:
            if isinstance(entry, Event):
                e = entry.for_seat(seat)
                if e is not None:
                    out.append(e)
        return out

    def transcript_header(self) -> list[str]:
        return [f"{type(self).__name__} seed={self.seed!r}"]

    def transcript(self) -> str:
        """The machine transcript: actions (which parse back) and every event."""
        return write_transcript(self.transcript_header(), self.log)

    # -- the triplet -----------------------------------------------------------------------
    def irregular(self, law: str, text: str, irregularity: Optional[Irregularity] = None,
                  seat: Optional[int] = None, *, seen_by: Optional[Iterable[int]] = None,
                  others: Optional[str] = None) -> None:
        """Called by a verifier when the action breaks ``law`` in a way people do break it.

        STRICT mode (or when the game cannot represent it, ``irregularity=None``) refuses it
        with :class:`~games.errors.IrregularActionError`; TABLE mode lets it through.  An
        irregularity whose class names a claim stays hidden: ``seen_by`` says who saw it
        (by default the offender) and ``others`` what everyone else saw instead."""
        if self.mode is Mode.STRICT or self._collecting is None or irregularity is None:
            raise IrregularActionError(text, law)
        hidden = type(irregularity).claim is not None
        if hidden and seen_by is None:
            seen_by = () if seat is None else (seat,)
        self._collecting.append(Breach(law, text, irregularity, seat, seen_by=None if seen_by is None
                                       else frozenset(seen_by), others=others))

    def _verify(self, action: Action) -> list[Breach]:
        try:
            return self._verify_action(action)
        except GameError as e:  # a refusal names its law as this game cites it
            e.law = self.cite(e.law)
            raise

    def _verify_action(self, action: Action) -> list[Breach]:
        if self.over and not isinstance(action, Claim):
            raise IllegalActionError("the game is over", None)
        if not isinstance(action, Action):
            raise IllegalActionError(f"{action!r} is not an action of the game", None)
        seat = getattr(action, "seat", None)
        if seat is not None and (not _is_seat_number(seat) or not 0 <= seat < self.n):
            raise IllegalActionError(f"there is no seat {seat!r}", None)
        if self.open_rulings and not isinstance(action, ChooseRemedy):
            r = self.open_rulings[0]
            raise IllegalActionError(
                f"the ruling waits for {', '.join(self.name(s) for s in r.ruling.choosers) or 'a choice'}: "
                f"{r.ruling.decision}", r.ruling.laws[0])
        entry = type(self)._registry["_verifies"].get(type(action))
        if entry is None:
            raise IllegalActionError(f"{type(action).__name__} is not an action of this game", None)
        if type(action).irregular and self.mode is Mode.STRICT:
            raise IrregularActionError(
                f"{type(action).__name__}: an irregularity, refused in strict mode", self.irregular_law(action))
        outer = self._collecting
        self._collecting = []
        try:
            getattr(self, entry[0])(action)
            return self._collecting
        finally:
            self._collecting = outer

    def verify(self, action: Action) -> None:
        """Raise the :class:`~games.errors.GameError` naming the law the action breaks; else return (changes nothing)."""
        self._verify(action)

    def can(self, action: Action) -> bool:
        """True if :meth:`verify` accepts the action."""
        try:
            self._verify(action)
        except GameError:
            return False
        return True

    def do(self, action: Action) -> list[Event]:
        """Verify and apply ``action``, then run the automations.  Returns the events caused."""
        breaches = self._verify(action)
        outer = self._new
        self._new = []
        try:
            self._apply(action, breaches)
            self._automate()
            return self._new
        finally:
            if outer is not None:
                outer.extend(self._new)
            self._new = outer

    def _apply(self, action: Action, breaches: Sequence[Breach] = ()) -> None:
        self.log.append(action)
        self.actions.append(action)
        recorded = []
        for b in breaches:
            b = dataclasses.replace(b, number=len(self.breaches), at=len(self.actions) - 1)
            self.breaches.append(b)
            recorded.append(b)
            if b.needs_claim:
                self.event("irregularity", b.text, (b.law,), b.seat, seen_by=b.seen_by, others=b.others)
            else:
                self.event("irregularity", b.text, (b.law,), b.seat)
        getattr(self, type(self)._registry["_applies"][type(action)][0])(action)
        for b in recorded:
            if not b.needs_claim:
                self._rule_on(b)

    def _rule_on(self, breach: Breach) -> None:
        referee = self.referee
        if referee is None or breach.irregularity is None or not referee.knows(breach.irregularity):
            return
        ruling = self.cite_ruling(referee.rule(self, breach.irregularity))
        self.event("ruling", ruling.decision, ruling.laws)
        if ruling.options and ruling.choosers:
            self.open_rulings.append(OpenRuling(breach, ruling))
        else:
            self.apply_ruling(breach, ruling, None)

    def apply_ruling(self, breach: Breach, ruling: Ruling, option: Optional[int]) -> None:
        """Carry out a ruling: the remedy chosen (``option``) or the ruling's own, through the one
        handler the game registered for it (:func:`games.core.turns.remedy`), for the
        irregularity's class or for any.  A remedy with no handler changes nothing (the
        ruling is logged: a warning, a deal that stands)."""
        if not isinstance(breach, Breach):
            raise IllegalActionError(f"a ruling is carried out on a breach, not {breach!r}")
        if not isinstance(ruling, Ruling):
            raise IllegalActionError(f"a ruling to carry out is a Ruling, not {ruling!r}")
        if option is not None and (not _is_seat_number(option) or not 0 <= option < len(ruling.options)):
            raise IllegalActionError(f"choose a remedy from 0 to {len(ruling.options) - 1}, not {option!r}",
                                     ruling.laws[0] if ruling.laws else None)
        chosen = ruling.remedy if option is None else ruling.options[option].remedy
        if chosen is None:
            return
        handlers = type(self)._registry["_remedy"]
        if breach.irregularity is not None:
            for klass in type(breach.irregularity).__mro__:
                entry = handlers.get((chosen, klass))
                if entry is not None:
                    getattr(self, entry[0])(breach, ruling)
                    return
        entry = handlers.get((chosen, None))
        if entry is not None:
            getattr(self, entry[0])(breach, ruling)

    @verifies(ChooseRemedy)
    def _verify_choose_remedy(self, a: ChooseRemedy) -> None:
        if not self.open_rulings:
            raise IllegalActionError("no ruling waits for a choice", None)
        r = self.open_rulings[0].ruling
        if a.seat not in r.choosers:
            raise IllegalActionError(f"{self.name(a.seat)} is not the one to choose the remedy", r.laws[0])
        if not _is_seat_number(a.option) or not 0 <= a.option < len(r.options):
            raise IllegalActionError(f"choose a remedy from 0 to {len(r.options) - 1}", r.laws[0])

    @applies(ChooseRemedy)
    def _apply_choose_remedy(self, a: ChooseRemedy) -> None:
        open_ = self.open_rulings.pop(0)
        opt = open_.ruling.options[a.option]
        self.event("remedy", f"{self.name(a.seat)} chooses: {opt.label}", opt.laws, a.seat)
        self.apply_ruling(open_.breach, open_.ruling, a.option)

    # -- claims ----------------------------------------------------------------------------
    def claimable(self) -> dict[str, tuple[type[Irregularity], ...]]:
        """The breaches a player may claim under this game's code, by the words of the claim, each with
        the irregularity classes they name (what a Claim menu lists: it says nothing of whether one
        happened)."""
        return {} if self.referee is None else self.referee.claims()

    def silent_law(self, what: str) -> Optional[str]:
        """The law to cite when the code in force says nothing of ``what`` (an unknown claim, an
        irregular act it has no law for): each game says (``None``: no law to cite)."""
        return None

    def irregular_law(self, action: Action) -> Optional[str]:
        """The law cited when STRICT mode refuses an irregular action class: the action's own,
        unless the game's code says otherwise (a book whose game it is not)."""
        if not isinstance(action, Action):
            raise IllegalActionError(f"{action!r} is not an action of the game")
        return type(action).law

    def claim_closed(self, breach: Breach) -> Optional[tuple[str, str]]:
        """``None`` while ``breach`` may still be claimed; else ``(law, why)`` (each game's laws
        say until when: the core's rule is only that a finished game takes no claim)."""
        if self.over:
            irr = breach.irregularity
            return (getattr(type(irr), "claim_law", None) or breach.law, "the game is over")
        return None

    def _claimed_breach(self, a: Claim) -> Optional[Breach]:
        for b in self.breaches:
            if b.hidden and b.claim_words() == a.what and (a.against is None or a.against == b.seat):
                return b
        return None

    @verifies(Claim)
    def _verify_claim(self, a: Claim) -> None:
        known = self.claimable()
        kinds = known.get(a.what)
        if not kinds:
            raise IllegalActionError(
                f"the laws of this game know no claim of {a.what!r}"
                + (f" (a player may claim {', '.join(sorted(known))})" if known else ""), self.silent_law(a.what))
        if a.against is not None:
            self._seat(a.against)
        # the words name several: the last registered governs the refusal (a claimed kind is registered
        # only with its claim_law: Referee.rules)
        law = cast(str, kinds[-1].claim_law)
        b = self._claimed_breach(a)
        if b is None:
            false = FalseClaim(a.seat, a.what)
            if self.mode is Mode.TABLE and not self.over and self.referee is not None and self.referee.knows(false):
                self.irregular(law, f"{self.name(a.seat)} claims {a.what} that was not made", false, a.seat)
                return
            who = "" if a.against is None else f" by {self.name(a.against)}"
            raise IllegalActionError(f"{self.name(a.seat)} claims {a.what}{who}: there is none to claim", law)
        closed = self.claim_closed(b)
        if closed is not None:
            raise IllegalActionError(f"{self.name(a.seat)} claims {a.what} too late: {closed[1]}", closed[0])

    @applies(Claim)
    def _apply_claim(self, a: Claim) -> None:
        b = self._claimed_breach(a)
        law = type(b.irregularity).claim_law if b is not None and b.irregularity is not None else None
        self.event("claim", f"{self.name(a.seat)} claims {a.what}"
                   + ("" if a.against is None or a.against == a.seat else f" against {self.name(a.against)}"),
                   () if law is None else (law,), a.seat)
        if b is None:
            return  # a false claim: logged as a breach and ruled on by _apply
        claimed = dataclasses.replace(b, claimed_by=a.seat)
        self.breaches[b.number] = claimed
        if b.seen_by is not None:
            self.event("irregularity", b.text, (b.law,), b.seat)  # now everyone knows
        self._rule_on(claimed)

    # -- the turn protocol -----------------------------------------------------------------
    def step(self) -> Optional[Step]:
        """Whose step it is now, asked of the chapter registered for the phase (``None``: nobody's)."""
        if self.over:
            return None
        entry = type(self)._registry["_turn"].get(self.phase)
        return None if entry is None else getattr(self, entry[0])()

    @property
    def to_act(self) -> Optional[int]:
        """The seat to act now: the chooser of an open ruling first, else whoever plays the hand
        whose step it is (:meth:`controller`)."""
        if self.open_rulings:
            return self.open_rulings[0].ruling.choosers[0]
        k = self.step()
        return None if k is None or k.seat is None else self.controller(k.seat)

    @property
    def actor(self) -> Optional[str]:
        """The role of whoever acts now (``"player"``, ``"dealer"``...; ``"chooser"`` for a ruling)."""
        if self.open_rulings:
            return "chooser"
        k = self.step()
        return None if k is None else k.role

    def auto_action(self) -> Optional[Action]:
        """The next step the game takes by itself (``None``: a player must act): the automation
        registered for the duty, if its flag is among the state's ``automations``."""
        k = self.step()
        if k is None:
            return None
        entry = type(self)._registry["_automates"].get(k.duty)
        if entry is None:
            return None
        name, flag = entry
        if flag is not None and not (self.automations is not None and flag & self.automations):
            return None
        return getattr(self, name)(k)

    def _automate(self) -> None:
        for _ in range(100000):
            if self.over or self.open_rulings:
                return
            a = self.auto_action()
            if a is None:
                return
            try:
                breaches = self._verify(a)
            except GameError:
                return  # the step needs a hand
            self._apply(a, breaches)
        raise RuntimeError("the automations do not terminate")  # pragma: no cover

    # -- what is open ----------------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        """Every regular action open now: those the chapter registered for the step's duty offers."""
        k = self.step()
        if k is None:
            return []
        entry = type(self)._registry["_offers"].get(k.duty)
        return [] if entry is None else list(getattr(self, entry[0])(k))

    def _regular(self, action: Action) -> bool:
        """Accepted, and no breach of the laws (TABLE mode accepts a renounce: it is never listed)."""
        try:
            return not self._verify(action)
        except GameError:
            return False

    def _taken_by(self, action: Action, seat: int) -> bool:
        hand = getattr(action, "seat", None)
        if hand is None:
            return False
        return hand == seat or (isinstance(action, self.action_base) and self.controller(hand) == seat)

    def legal_actions(self, seat: Optional[int] = None) -> list[Action]:
        """The regular actions open now (irregularities and claims are never listed), for ``seat`` if given."""
        if seat is not None:
            self._seat(seat)
        if self.over:
            return []
        if self.open_rulings:
            r = self.open_rulings[0].ruling
            acts: list[Action] = [ChooseRemedy(s, i) for s in r.choosers for i in range(len(r.options))]
        else:
            # An action let through only as a breach (a renounce in TABLE mode) is not listed, unless
            # every action open is one: the irregularity then lies in what went before (the dealer
            # must give a player who asked for the wrong number some number of cards).  Each action
            # is verified once: accepted (:meth:`can`), and with no breach (:meth:`_regular`) or not.
            offered: list[Action] = []
            regular: list[Action] = []
            for a in self._legal_actions():
                try:
                    breaches = self._verify(a)
                except GameError:
                    continue
                offered.append(a)
                if not breaches:
                    regular.append(a)
            acts = regular or offered
        if seat is not None:  # the actions ``seat`` takes: for his own hands and those he plays (Dummy's)
            acts = [a for a in acts if self._taken_by(a, seat)]
        return acts

    def view(self, seat: int) -> Any:
        """What ``seat`` may know (each game's record)."""
        raise NotImplementedError

    # -- checking ---------------------------------------------------------------------------
    def snapshot(self) -> dict:
        """A deep copy of the whole state (for tests: a refused action changes nothing)."""
        skip = {"_new", "_collecting"} | set(self.not_state)
        return {k: _plain(v) for k, v in self.__dict__.items() if k not in skip}

    def check_invariants(self) -> None:
        """Raise ``AssertionError`` if the state is inconsistent (each game adds its checks)."""


#: How :func:`_plain` copies a value of each type met so far (a type's answer never changes, and looking
#: it up is several times quicker than the chain of ``isinstance`` tests a snapshot would otherwise run
#: for each of the thousands of cards, events and numbers of a state).
_ATOM, _LIST, _TUPLE, _DICT, _SET, _OTHER = range(6)
_KINDS: dict[type, int] = {}


def _kind(t: type) -> int:
    """How :func:`_plain` copies a value of type ``t`` (kept in :data:`_KINDS`)."""
    if issubclass(t, (str, int, float, bool, type(None), enum.Enum)):
        kind = _ATOM
    elif issubclass(t, list):
        kind = _LIST
    elif issubclass(t, tuple):
        kind = _TUPLE
    elif issubclass(t, dict):
        kind = _DICT
    elif issubclass(t, (set, frozenset)):
        kind = _SET
    else:
        params = getattr(t, "__dataclass_params__", None)
        # immutable records (cards, actions, events) compare by value: kept as they are
        kind = _ATOM if params is not None and params.frozen else _OTHER
    _KINDS[t] = kind
    return kind


def _plain(v: Any, depth: int = 0) -> Any:
    """A comparable deep copy: containers copied, plain objects (a ledger, a seat) as their fields."""
    if depth > 50:  # pragma: no cover
        raise RuntimeError("state nested too deeply to snapshot")
    kinds = _KINDS
    kind = kinds.get(type(v))
    if kind is None:
        kind = _kind(type(v))
    if kind == _ATOM:
        return v
    deeper = depth + 1
    if kind == _LIST:  # (an item that needs no copy is kept without a call: most of a state's items)
        return [x if kinds.get(type(x)) == _ATOM and deeper <= 50 else _plain(x, deeper) for x in v]
    if kind == _TUPLE:
        return tuple([x if kinds.get(type(x)) == _ATOM and deeper <= 50 else _plain(x, deeper) for x in v])
    if kind == _DICT:
        return {k: x if kinds.get(type(x)) == _ATOM and deeper <= 50 else _plain(x, deeper) for k, x in v.items()}
    if kind == _SET:
        return frozenset(v) if all(isinstance(x, (str, int, tuple, frozenset, enum.Enum)) for x in v) else v
    if hasattr(v, "__dict__") and not callable(v):
        return (type(v).__name__, {k: _plain(x, deeper) for k, x in vars(v).items()})
    return copy.deepcopy(v)


def replay(make: Callable[[], State], actions: Iterable[Action]) -> State:
    """A fresh state from ``make()`` with ``actions`` done in order (a transcript's actions replay a game)."""
    if not callable(make):
        raise InvalidActionError(f"a replay makes its state with a function, not {make!r}")
    actions = list(check_items(actions, "the actions to replay", error=InvalidActionError))
    state = make()
    if not isinstance(state, State):
        raise InvalidActionError(f"a replay's function must make a game's state, not {state!r}")
    for a in actions:
        state.do(a)
    return state
