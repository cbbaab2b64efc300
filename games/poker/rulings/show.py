"""The value of the hands, ties, disputes and the rules themselves: Peel's Rules 65-81.

Each irregularity is a frozen dataclass of the facts the laws turn on; each
ruling is registered with :data:`~games.poker.rulings.REFEREE` and tagged with
the laws it decides.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core.prose import cards_text
from games.core.seating import next_seat
from games.errors import IllegalActionError, check_items
from games.laws import implements
from games.poker import hands as _hands
from games.poker import law_words as W
from games.poker.rulings import REFEREE, PokerRemedy, Irregularity, Ruling, check_seats, peel

__all__ = ['who_decides', 'ace_barred', 'FOSTER_CARDS', 'HandsDisputed', 'TiedHands', 'Dispute', 'WaivedRuleClaimed', 'AbrogationDisputed']


#: The law of Peel's that decides between two hands of one category.
_CATEGORY_LAW = {
    _hands.SEQUENCE_FLUSH: 66,
    _hands.FOURS: 67,
    _hands.FULL: 68,
    _hands.FLUSH: 69,
    _hands.SEQUENCE: 70,
    _hands.THREES: 72,
    _hands.TWO_PAIRS: 73,
    _hands.PAIR: 74,
    _hands.NO_PAIR: 75,
}

#: Foster's CARDS paragraph: the ranks of the cards, the ace "highest or lowest in play".
FOSTER_CARDS = "foster-poker:p7"


@dataclass(frozen=True)
class HandsDisputed(Irregularity):
    """Which of the hands shown is the best?  ``hands``: card texts, e.g. ``("AS 2H 3D 4C 5S", "9H 10H JC QD KS")``;
    ``rules``: ``"peel"``, ``"foster"`` or ``"foster-sixty"`` (empty: the game's rules, else Peel's)."""

    hands: tuple = ("AS 2H 3D 4C 5S", "9H 10H JC QD KS")
    rules: str = ""

    def validate(self) -> None:
        super().validate()
        if not isinstance(self.hands, tuple) or len(self.hands) < 2:
            raise IllegalActionError(
                f"HandsDisputed.hands: a dispute over the best hand needs two hands shown at least, not {self.hands!r}",
                "peel-poker:65",
            )
        for k, h in enumerate(self.hands):
            if not isinstance(h, str) or not h.strip():
                raise IllegalActionError(
                    f"HandsDisputed.hands[{k}]: a hand shown is written as its cards' text (\"AS 2H 3D 4C 5S\"), "
                    f"not {h!r}", "peel-poker:65")
        if self.rules:
            _hands.rules_for(self.rules)  # RuleSetError for an unknown code


def ace_barred(value: _hands.HandValue) -> bool:
    """Five cards of five ranks that are not a sequence only because of where the ace
    stands: 10-J-Q-K-A (under Peel's Rule 71 the ace "shall not end a sequence after a
    king"), J-Q-K-A-2 ... K-A-2-3-4 ("nor shall it be an intermediate card between a king
    and a two"; Foster: the ace is highest or lowest, never between)."""
    if not isinstance(value, _hands.HandValue):
        raise IllegalActionError(f"the value of a hand (a HandValue), not {value!r}", "peel-poker:71")
    if value.rank in (_hands.SEQUENCE, _hands.SEQUENCE_FLUSH):
        return False
    ranks = value.rules.pack_ranks  # ace first, in the pack's natural order
    have = {c.rank for c in value.cards}
    if len(have) != 5 or _hands.Rank.ACE not in have:
        return False
    n = len(ranks)
    return any({ranks[(start + k) % n] for k in range(5)} == have for start in range(n))


@REFEREE.rules(HandsDisputed, example="A-2-3-4-5 against 9-10-J-Q-K: which sequence is higher?")
@implements(*peel(65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76), FOSTER_CARDS)
def rule_hands_disputed(g, i: HandsDisputed) -> Ruling:
    """The best of the hands shown, citing the code in force: Peel's Rules 65-75 (with Rule 71
    wherever a sequence, or the ace's place in one, decides), or Foster's paragraph on the
    cards (``foster-poker:p7``) under his rules; Peel's Rule 76 when hands share the pool (Foster's
    text in this edition is silent on it, and the ruling says so)."""
    if g is not None and hasattr(g, "rules"):
        rules = g.rules.hands
    else:
        rules = _hands.rules_for(i.rules or "peel")
    values = [_hands.evaluate(h, rules) for h in i.hands]
    seen: dict = {}
    for k, v in enumerate(values):
        for c in v.cards:
            if c in seen:
                law = "peel-poker:1" if rules.code == "peel-poker" else FOSTER_CARDS
                raise IllegalActionError(
                    f"the {c.name} is in hands {seen[c] + 1} and {k + 1}: one pack holds one of each card", law
                )
            seen[c] = k
    winners = list(_hands.best_hands([v.cards for v in values], rules))  # Rules 69, 75 read over every hand
    best = values[winners[0]]
    barred = [k for k, v in enumerate(values) if ace_barred(v)]
    notes = []
    if rules.code == "peel-poker":
        cats = {v.rank for v in values}
        laws: list = [65] if len(cats) > 1 else [_CATEGORY_LAW[best.rank]]
        if laws == [69] and all(c.suit.name == "HEARTS" for c in best.cards) and len(winners) == 1:
            laws = [W.HEARTS_FLUSH]  # the flush in hearts is the best (Rule 69's first test)
        sequences = any(v.rank in (_hands.SEQUENCE, _hands.SEQUENCE_FLUSH) for v in values)
        if sequences or barred:
            laws.append(71)
        for k in barred:
            notes.append(f"hand {k + 1} is not a sequence: the ace shall only begin a sequence (Rule 71)")
        if len(winners) > 1:
            laws.append(76)
        cited = tuple(x if isinstance(x, str) and ":" in x else f"peel-poker:{x}" for x in laws)
    else:
        cited = (W.FOSTER_RANKING,)
        notes.append(W.AMERICAN_ORDER.label)
        for k in barred:
            notes.append(f"hand {k + 1} is not a straight: the ace is the highest or the lowest card, never between")
        if len(winners) > 1:
            notes.append("Foster's text in this edition is silent on how identical hands divide the pool")
    if len(winners) > 1:
        text = f"Hands {', '.join(str(k + 1) for k in winners)} are identical in value ({best.category}): they share the pool."
        remedy = PokerRemedy.SHARE
    else:
        text = f"Hand {winners[0] + 1} is the best: {best.category.lower()}, {cards_text(best.cards)}."
        remedy = PokerRemedy.BEST_HAND
    if notes:
        text += " (" + "; ".join(notes) + ".)"
    return Ruling(text, cited, remedy, details=tuple(str(v) for v in values))


@dataclass(frozen=True)
class TiedHands(Irregularity):
    """Two or more players hold hands identical in value."""

    sharers: int = 2
    pool: int = 10

    def validate(self) -> None:
        super().validate()
        if self.sharers < 2:
            raise IllegalActionError(f"TiedHands.sharers = {self.sharers}: a tie is between two hands at least", "peel-poker:76")
        if self.pool < 0:
            raise IllegalActionError(f"TiedHands.pool = {self.pool}: a pool holds no fewer than no chips", "peel-poker:76")


@REFEREE.rules(TiedHands, example="Two players show identical sequences.")
@implements("peel-poker:76")
def rule_tied_hands(g, i: TiedHands) -> Ruling:
    share, odd = divmod(i.pool, i.sharers)
    carry = g is not None and getattr(getattr(g, "rules", None), "odd_chip", "") == "carry"
    if not odd:
        extra = ""
    elif carry:
        extra = f"; the odd {odd} chip(s) stay in the pool for the next game (the rule set's reading of Rule 76)"
    else:
        extra = f"; the odd {odd} chip(s) go one each to the sharers in turn from the dealer's left (editorial reading)"
    return Ruling(f"The {i.sharers} players share the pool equally: {share} each{extra}.", peel(76), PokerRemedy.SHARE)


@implements("peel-poker:77", "peel-poker:78")
def who_decides(dealer: int, disputants, players: int) -> int:
    """Rule 77: the dealer decides, unless he is a disputant; Rule 78: then the
    person on his left, and if he too disputes, the person on his right."""
    items = check_items(disputants, "the disputants", error=IllegalActionError, law="peel-poker:77")
    if not all(isinstance(s, int) and not isinstance(s, bool) for s in items):
        raise IllegalActionError(f"the disputants are seats, not {disputants!r}", "peel-poker:77")
    d = set(items)
    for s in (dealer, next_seat(dealer, players), (dealer - 1) % players):
        if s not in d:
            return s
    raise IllegalActionError("the dealer and both his neighbours are disputants: the laws name no one else", "peel-poker:78")


@dataclass(frozen=True)
class Dispute(Irregularity):
    """A dispute at the table: who decides it, and how."""

    disputants: frozenset = frozenset({1, 2})
    dealer: int = 0
    players: int = 4
    on_fact: bool = True

    def validate(self) -> None:
        super().validate()
        if not isinstance(self.disputants, frozenset) or len(self.disputants) < 2:
            raise IllegalActionError(f"Dispute.disputants: a dispute is between two players at least (the dealer "
                                     f"may be one), not {self.disputants!r}", "peel-poker:77")
        check_seats(self, self.players, "peel-poker:77", disputants=self.disputants, dealer=self.dealer)


@REFEREE.rules(Dispute, example="Bob and the dealer dispute whether Cy's bet was made.")
@implements("peel-poker:77", "peel-poker:78", "peel-poker:79")
def rule_dispute(g, i: Dispute) -> Ruling:
    dealer, n = i.dealer, i.players
    if g is not None and hasattr(g, "dealer"):
        dealer, n = g.dealer, g.n
    judge = who_decides(dealer, i.disputants, n)
    laws = (W.ON_FACT if i.on_fact else W.LITERALLY,) if judge == dealer else (
        "peel-poker:77", "peel-poker:78" if judge == (dealer + 1) % n else W.REFERRED_RIGHT)
    how = (
        "on a matter of fact the decision is final and binding"
        if i.on_fact
        else "on a matter of law the laws are interpreted literally, not by implication"
    )
    return Ruling(
        f"Seat {judge} decides the dispute ({how}); the judge may appeal to anyone at the table for evidence, which must be given if it can be.",
        (*laws, "peel-poker:79"),
        PokerRemedy.DECIDED,
        decided_by=judge,
    )


@dataclass(frozen=True)
class WaivedRuleClaimed(Irregularity):
    """A rule once waived by agreement is claimed to be waived again as of right."""


@REFEREE.rules(WaivedRuleClaimed, example="The straddle limit was waived last game; Ann claims it again.")
@implements("peel-poker:80")
def rule_waived_rule_claimed(g, i) -> Ruling:
    return Ruling(
        "A rule waived by agreement on one occasion cannot be claimed to be waived on another similar occasion.", peel(80), PokerRemedy.REFUSED
    )


@dataclass(frozen=True)
class AbrogationDisputed(Irregularity):
    """A rule set aside for the sitting: by whom, and for how long."""

    unanimous: bool = True
    before_play: bool = True
    players_changed: bool = False


@REFEREE.rules(AbrogationDisputed, example="The table set aside Rule 33 at the start; a new player has joined.")
@implements("peel-poker:81")
def rule_abrogation_disputed(g, i: AbrogationDisputed) -> Ruling:
    if not i.unanimous or not i.before_play:
        return Ruling(
            "The rules bind every player unless a departure was agreed unanimously before play began.", peel(81), PokerRemedy.RULE_BINDS
        )
    if i.players_changed:
        return Ruling("The players have changed: the abrogation no longer holds.", (W.ABROGATION,), PokerRemedy.RULE_BINDS)
    return Ruling("The abrogation holds for this sitting only, while the players are the same.", (W.ABROGATION,), PokerRemedy.ABROGATED)
