"""The concordance of the two codes of Whist: each matter under Hoffmann's Revised Code (laws 1-42 and
12a) and under Foster's (laws 40-91, the Etiquette, Dummy and Double Dummy), side by side.

:data:`CONCORDANCE` is declared here, once; the site's page (``source/compare/whist.md``) is the
tables :func:`concordance_tables` computes from it, and the tests check it against the code's own
tags: every law id it names is a law of the texts, every law of both codes is in some row (or in a
row of one code only, which says why the other has none), and where a difference is *executable*
(:class:`Difference`) the engine really does differ there -- the row names the rule-set attribute or
the function that carries it, and what the engine does under each code is not typed in but found by
playing it (:meth:`Difference.outcome`).

Usage:

>>> from games.whist.concordance import CONCORDANCE, counterparts, matter
>>> counterparts("foster-whist:52")
('hoffmann-whist:42',)
>>> m = matter("trump card")
>>> m.difference.embodied_by
'games.whist.rules.WhistRules.trump_liable_after'
>>> from games.whist.rules import HOFFMANN, FOSTER
>>> m.difference.outcome(HOFFMANN)
'liable to be called once the second trick is turned and quitted'
>>> m.difference.outcome(FOSTER)
'liable to be called once the first trick is turned and quitted'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from games.core.tables import LawRef, Run, Table
from games.errors import GameError, check_items, check_text
from games.laws import check_law_id, law_label, number_label
from games.whist.codes import AFTER_42, BEFORE_40
from games.whist.rules import FOSTER, HOFFMANN, WhistRules

__all__ = ["Difference", "Matter", "CONCORDANCE", "matter", "counterparts", "concordance_tables"]

H = "hoffmann-whist:"
F = "foster-whist:"


@dataclass(frozen=True)
class Difference:
    """Where the two codes' difference is executable: ``embodied_by``, the dotted name of the rule-set
    attribute or of the function that carries it out, and ``probe``, a function that plays the case
    under a rule set and says in words what the engine does (so the page shows what runs, not what
    someone wrote)."""

    embodied_by: str
    probe: Callable[[WhistRules], str]

    def __post_init__(self) -> None:
        check_text(self.embodied_by, "the name of what carries a difference")
        if not self.embodied_by.startswith("games.whist."):
            raise GameError(f"a difference is carried by something of games.whist, not {self.embodied_by!r}")
        if not callable(self.probe):
            raise GameError(f"a difference's probe is a function of a rule set, not {self.probe!r}")

    def outcome(self, rules: WhistRules) -> str:
        """What the engine does in this case under ``rules`` (``HOFFMANN`` or ``FOSTER``), in words."""
        if not isinstance(rules, WhistRules):
            raise GameError(f"name a rule set of Whist (HOFFMANN or FOSTER), not {rules!r}")
        return self.probe(rules)


@dataclass(frozen=True)
class Matter:
    """One matter under both codes: ``key`` (a short name), ``title``, the law ids of each code,
    ``how`` (how they differ, or agree, in words), ``difference`` (where the difference is
    executable) and ``alone`` (for a matter of one code only: why the other has no law on it in
    these pages)."""

    key: str
    title: str
    hoffmann: tuple[str, ...]
    foster: tuple[str, ...]
    how: str
    difference: Difference | None = None
    alone: str = ""

    def __post_init__(self) -> None:
        for what, value in (("key", self.key), ("title", self.title), ("how", self.how), ("alone", self.alone)):
            check_text(value, f"a matter's {what}")
        for what, code in (("hoffmann", H), ("foster", F)):
            ids = check_items(getattr(self, what), f"the {what} law ids of {self.key!r}")
            for law_id in ids:
                check_law_id(law_id)
                if not law_id.startswith(code):
                    raise GameError(f"{self.key}: {law_id} is not a law of {code[:-1]}")
            object.__setattr__(self, what, ids)
        if not (self.hoffmann or self.foster):
            raise GameError(f"{self.key}: a matter names the laws of one code at least")
        if (not self.hoffmann or not self.foster) and not self.alone:
            raise GameError(f"{self.key}: a matter of one code only says why the other has no law on it")
        if self.difference is not None and not isinstance(self.difference, Difference):
            raise GameError(f"{self.key}: a difference is a Difference, not {self.difference!r}")

    @property
    def laws(self) -> tuple[str, ...]:
        return self.hoffmann + self.foster


# -- the probes: each plays one case under a code and says what the engine does --------------------------

def _dealing(rules: WhistRules):
    from games.whist.game import Whist
    from games.whist.records import Auto
    from games.core.state import Mode
    from games.whist.scenarios import SET_HANDS
    from games.whist.deal import deck_for
    from games.cards import parse_cards
    deck = deck_for([list(parse_cards(h)) for h in SET_HANDS], 0)
    return Whist(rules, mode=Mode.TABLE, automations=Auto.SHUFFLE | Auto.CUT | Auto.DEAL, dealer=0, deck=deck)


def _played(rules: WhistRules, *moves: str, automations=None):
    from games.cards import Card
    from games.whist.actions import Play
    from games.whist.records import Auto
    from games.whist.scenarios import set_piece
    g = set_piece(rules, automations=Auto.TABLE if automations is None else automations)
    for move in moves:
        seat, card = move.split(":")
        g.do(Play(int(seat), Card.parse(card)))
    return g


def _after(g, action) -> str:
    """``action`` done on ``g``: what follows, in words (a refusal, the ruling, the deal)."""
    try:
        g.do(action)
    except GameError as e:
        return f"refused: {str(e).partition(': ')[2] or e}"
    rulings = [e for e in g.log_for(None) if e.kind == "ruling"]
    return rulings[-1].text if rulings else "no ruling"


def _probe_trump(rules: WhistRules) -> str:
    from games.whist.records import Auto
    from games.whist.scenarios import DEMONSTRATIONS
    g = _played(rules, *DEMONSTRATIONS["trump card left"][2], automations=Auto.TABLE & ~Auto.TRUMP)
    quitted = 0
    for e in g.log_for(None):
        if e.kind == "trick":
            quitted += 1
        if e.kind == "trump-liable":
            return f"liable to be called once the {('first', 'second')[quitted - 1]} trick is turned and quitted"
    return "not liable after two tricks"


def _who_deals(g) -> str:
    return f"{g.name(g.dealer)} deals the new deal"


def _probe_case_iv(rules: WhistRules) -> str:
    from games.whist.actions import DealWrongly
    g = _dealing(rules)
    _after(g, DealWrongly(0, "iv", by_adversary=True))
    return "excess through an adversary's act: " + _who_deals(g) + (
        " (the dealer keeps the deal)" if g.dealer == 0 else " (North, the dealer, loses the deal)")


def _probe_shuffle_after_cut(rules: WhistRules) -> str:
    from games.whist.actions import Shuffle
    g = _from_cut(rules)
    words = _after(g, Shuffle(0))
    if words.startswith("refused"):
        return words
    return f"{words.split(':')[0].lower()}: {_who_deals(g)}" + (" (North loses the deal)" if g.dealer != 0 else "")


def _from_cut(rules: WhistRules):
    from games.whist.game import Whist
    from games.whist.records import Auto
    from games.core.state import Mode
    return Whist(rules, mode=Mode.TABLE, automations=Auto.SHUFFLE | Auto.CUT, dealer=0)


def _probe_short(rules: WhistRules) -> str:
    from games.whist.actions import ShortHand
    g = _played(rules, "1:6H")
    _after(g, ShortHand(1))
    dealt_again = any(e.kind == "new-deal" for e in g.log_for(None))
    return ("East has played to the first trick, not yet quitted: " +
            ("the hand is void and dealt again" if dealt_again else "the deal stands"))


def _probe_faced(rules: WhistRules) -> str:
    from games.whist.actions import FacedInPack
    g = _dealing(rules)
    words = _after(g, FacedInPack(1))
    if words.startswith("refused"):
        return words
    return f"a new deal, dealt by {g.name(g.dealer)}" + (", the same dealer" if g.dealer == 0 else "")


def _probe_other_pack(rules: WhistRules) -> str:
    from games.whist.actions import ForeignCard
    g = _played(rules)
    words = _after(g, ForeignCard(1))
    if words.startswith("refused"):
        return words
    labels = [o.label for o in g.open_rulings[0].ruling.options]
    return "the adversaries choose: " + " or ".join(labels)


def _probe_revoke(rules: WhistRules) -> str:
    from games.core.breaches import Claim
    g = _played(rules, "1:6H", "2:9H", "3:JC", "0:3H")
    _after(g, Claim(0, "a revoke"))
    if g.open_rulings:
        labels = [o.label for o in g.open_rulings[0].ruling.options]
        return "the claimants choose: " + "; ".join(labels)
    (ruling,) = [e for e in g.log_for(None) if e.kind == "ruling"][-1:]
    return ("the claim is ruled, citing " + ", ".join(law_label(x) for x in ruling.laws) +
            ", and no penalty is given: the renounce stands")


def _probe_lead_out_of_turn(rules: WhistRules) -> str:
    from games.whist.actions import Play
    from games.cards import Card
    g = _played(rules)
    words = _after(g, Play(2, Card.parse("8S")))
    if words.startswith("refused"):
        return words
    claimable = [k for k, kinds in g.claimable().items() if any(c.__name__ == "LeadOutOfTurn" for c in kinds)]
    return "it happens, seen by all, and the adversaries may claim it as " + " or ".join(f"'{k}'" for k in claimable)


def _ids(code: str, *numbers: object) -> tuple[str, ...]:
    return tuple(f"{code}{n}" for n in numbers)


def _span(code: str, first: int, last: int, *extra: str) -> tuple[str, ...]:
    out: list[str] = []
    for n in range(first, last + 1):
        out.append(f"{code}{n}")
        out.extend(f"{code}{x}" for x in extra if x.split(".")[0] == str(n))
    return tuple(out)


#: Every matter under both codes, in Hoffmann's order, then the matters of Foster's code alone.
CONCORDANCE: tuple[Matter, ...] = (
    Matter("introduction", "The introduction and the source of the code", _ids(H, "p1", "p2"), (),
           "Hoffmann introduces the code and says it is reprinted from the Revised Code of 1900; neither is a rule.",
           alone="Foster's introduction to his laws, if any, stands before law 40, outside this edition."),
    Matter("two packs", "Two packs of cards", _ids(H, 1), _ids(F, "etiquette.p2"),
           "Hoffmann makes it a law (\"Two packs of cards are used, one being used by each side\"); Foster puts it "
           "in the Etiquette, which is not law: \"if possible, this should be adhered to\"."),
    Matter("torn cards", "Torn or marked cards", _ids(H, 2), _ids(F, 90),
           "The same law, word for word but for \"new cards called for\" (Hoffmann) and \"new cards called\" "
           "(Foster)."),
    Matter("fresh cards", "Calling for fresh cards", _ids(H, 3), _ids(F, 83),
           "The same rule: paid for, before the pack is cut for the deal, two new packs, the dealer's choice. "
           "Foster adds \"before, but not after\"."),
    Matter("drawing", "Cutting or drawing: the ace lowest, one pack, one card", _ids(H, 4, 5, 6), (),
           "Hoffmann only, in these pages.", alone=BEFORE_40),
    Matter("the table", "The formation of the table", _ids(H, 7, "7.a", "7.b", "7.c"), (),
           "Hoffmann only, in these pages: the candidates first in the room, six at most, the four lowest play.",
           alone=BEFORE_40),
    Matter("partners", "Partners and the ties of the draw", _ids(H, 8, 9, 10), (),
           "Hoffmann only, in these pages.", alone=BEFORE_40),
    Matter("cutting out", "Cutting out at the end of a rubber", _ids(H, 11), (),
           "Hoffmann only, in these pages.", alone=BEFORE_40),
    Matter("entry", "Entry and re-entry, substitutes, breaking up a table", _ids(H, 12, "12a", 13, 14, 15, 16), (),
           "Hoffmann only, in these pages.", alone=BEFORE_40),
    Matter("shuffling", "Shuffling: who, how often, never below the table", _span(H, 17, 24), (),
           "Hoffmann only, in these pages: under Foster the engine shuffles as the practice is, citing nothing, "
           "and refuses a fault in shuffling as outside his pages.", alone=BEFORE_40),
    Matter("deal order", "The first deal and the rotation of the deal", _ids(H, 25), (),
           "Hoffmann only, in these pages.", alone=BEFORE_40),
    Matter("the cut", "The cut: four cards at least in each packet, once separated never altered", _ids(H, 26, 27),
           (), "Hoffmann only, in these pages.", alone=BEFORE_40),
    Matter("shuffle after cut", "The dealer shuffling after the cut", _ids(H, 28), (),
           "Hoffmann only, in these pages: the dealer who shuffles the cards once they are cut loses his deal.",
           Difference("games.whist.deal.DealChapter._verify_shuffle", _probe_shuffle_after_cut), alone=BEFORE_40),
    Matter("new deal", "A new deal by the same dealer: a card faced in the pack, another's hand taken up",
           _ids(H, 29, "29.ii", "29.iii"), (),
           "Hoffmann only, in these pages (his case I, the pack imperfect, is with law 41 below).",
           Difference("games.whist.deal.DealChapter._verify_faced", _probe_faced), alone=BEFORE_40),
    Matter("exposed in dealing", "A card exposed in dealing; the cards touched; the trump turned too soon",
           _ids(H, 30, 31, 32), _ids(F, 40),
           "Hoffmann 30 and 31 say who may claim a new deal and when touching the cards loses it; Foster's law on "
           "that stands before 40. Law 32 and law 40 keep the privilege when the dealer turns the trump too soon: "
           "Hoffmann \"one of the cards be exposed\", Foster \"one of the last cards\"."),
    Matter("trump looked at", "The dealer looking at the trump card", _ids(H, 33), _ids(F, 41),
           "The same law: Hoffmann \"either may exact a new deal\", Foster \"may exact a new deal\"."),
    Matter("out of turn", "Dealing out of turn, or with the adversary's cards", _ids(H, 34), _ids(F, 48),
           "The same law. Neither says who deals next when such a deal stands: each code declares that reading "
           "(deal_after_wrong_dealer)."),
    Matter("for partner", "Shuffling, cutting or dealing for one's partner", _ids(H, 35), _ids(F, 49),
           "The same law."),
    Matter("interrupted", "A dealer interrupted by the adversaries", _ids(H, 36), _ids(F, 50), "The same law."),
    Matter("misdeal", "It is a misdeal", _ids(H, 37), _ids(F, 44),
           "The same seven cases, in the same order; the differences of wording are in the rows that follow."),
    Matter("case i", "Misdeal, case I: not dealt one at a time in rotation", _ids(H, "37.i"), _ids(F, "44.i"),
           "The same words."),
    Matter("case ii", "Misdeal, case II: the trump card face downwards", _ids(H, "37.ii"), _ids(F, "44.ii"),
           "The same rule: \"the last (which is called the trump) card ... on his own or on any other packet\" "
           "(Hoffmann), \"the last (i.e., the trump) card ... on his own, or any other pack\" (Foster)."),
    Matter("case iii", "Misdeal, case III: the trump card out of its order", _ids(H, "37.iii"), _ids(F, "44.iii"),
           "The same words."),
    Matter("case iv", "Misdeal, case IV: fourteen cards in one hand", _ids(H, "37.iv"), _ids(F, "44.iv"),
           "Hoffmann: \"fourteen or more cards, and any of the other three less than thirteen; unless the excess "
           "has arisen through the act of an adversary, in which case there must be a fresh deal\". Foster: "
           "\"fourteen cards, and either of the other three less than thirteen\", with no exception: under his "
           "code the dealer loses the deal even when an adversary caused the excess. (The engine's misdeal names "
           "its case and does not count the cards, so \"or more\" changes nothing it runs: the rule-set "
           "attribute fourteen_or_more records it.)",
           Difference("games.whist.referee.h_misdeal", _probe_case_iv)),
    Matter("case v", "Misdeal, case V: the dealer counting", _ids(H, "37.v"), _ids(F, "44.v"),
           "Hoffmann: \"should the dealer touch, for the purpose of counting, the cards on the table or the "
           "remainder of the pack\"; Foster: \"should the dealer, under an impression that he has made a mistake, "
           "either count the cards on the table or the remainder of the pack\". The engine rules the one fact "
           "(the dealer counts) the same way under both."),
    Matter("case vi", "Misdeal, case VI: two cards at once, then a third", _ids(H, "37.vi"), _ids(F, "44.vi"),
           "The same words."),
    Matter("case vii", "Misdeal, case VII: the pack not cut", _ids(H, "37.vii"), _ids(F, "44.vii"),
           "The same rule: \"his adversaries\" (Hoffmann), \"the adversaries\" (Foster)."),
    Matter("partner's deal", "A player who takes his partner's deal and misdeals", _ids(H, 38), _ids(F, 51),
           "The same law."),
    Matter("loses the deal", "Who loses the deal", _ids(H, 39), _ids(F, 43, 45),
           "One law in Hoffmann, two in Foster, the same rule: a misdeal loses the deal, unless an adversary "
           "touched the cards before the dealer's partner did. The codes part on who loses the deal elsewhere: "
           "under Hoffmann the dealer keeps it when case IV's excess arose through an adversary (above), and loses "
           "it for shuffling after the cut (law 28), which Foster's pages do not rule."),
    Matter("short hand", "A hand short of cards", _ids(H, 40), _ids(F, 46),
           "Hoffmann: the deal stands if the deficiency is not discovered \"until the first trick has been turned "
           "and quitted\", and \"the pack shall be assumed to be complete\"; Foster: \"until he has played any of "
           "his cards\", and \"he may search the other pack\". Both make him answerable for any revoke.",
           Difference("games.whist.rules.WhistRules.short_hand_stands_after", _probe_short)),
    Matter("imperfect pack", "A pack proved incorrect or imperfect", _ids(H, "29.i", 41), _ids(F, 47),
           "The same rule: the hand is null and void, no past score altered, the dealer deals again. Hoffmann "
           "excepts the short hand of his law 40 and also orders the new deal in law 29 (I)."),
    Matter("trump card", "The trump card left on the table", _ids(H, 42), _ids(F, 52),
           "Liable to be called if left on the table after the second trick is turned and quitted (Hoffmann), "
           "after the first (Foster). His partner may remind him of the liability under both.",
           Difference("games.whist.rules.WhistRules.trump_liable_after", _probe_trump)),
    Matter("other pack", "A card of the other pack in a hand", (), _ids(F, 42),
           "Foster only, in these pages: the adversaries decide whether to have a fresh deal.",
           Difference("games.whist.deal.DealChapter._verify_foreign", _probe_other_pack),
           alone="Hoffmann's pages have no law on a card of the other pack taken into a hand (his law 34 is on "
                 "dealing with the adversary's cards)."),
    Matter("trump taken up", "The trump card once taken up, taken up too soon, or forgotten", (),
           _ids(F, 53, 54, 55), "Foster only, in these pages.", alone=AFTER_42),
    Matter("liable", "Cards liable to be called; leads out of turn and the calls they allow", (),
           _span(F, 56, 66, "56.i", "56.ii"), "Foster only, in these pages.",
           Difference("games.whist.play.PlayChapter._check_play", _probe_lead_out_of_turn), alone=AFTER_42),
    Matter("in error", "Cards played in error, or not played to a trick", (), _span(F, 67, 70),
           "Foster only, in these pages.", alone=AFTER_42),
    Matter("revoke", "The revoke", (), _span(F, 71, 82, "72.i", "72.ii", "72.iii", "72.iv", "72.v"),
           "Foster only, in these pages. Hoffmann names the revoke once, in law 40 (the short hand is "
           "\"answerable for any revoke\"), and gives no penalty for one.",
           Difference("games.whist.referee.f_revoke", _probe_revoke), alone=AFTER_42),
    Matter("general rules", "The general rules: electing a penalty, placing the cards, bystanders, the last trick",
           (), _ids(F, 84, 85, 86, 87, 88, 89, 91), "Foster only, in these pages (his law 90 is with Hoffmann's 2).",
           alone=AFTER_42),
    Matter("etiquette", "The Etiquette of Whist", (), _ids(F, *(f"etiquette.p{n}" for n in (1, 3, 4, 5, 6, 7, 8, 9,
                                                                                                 10))),
           "Foster only: rules of conduct with no penalty, \"not called laws\" (its second rule, the two packs, is "
           "with Hoffmann's law 1).",
           alone="Hoffmann's pages print the laws of the Revised Code only, with no etiquette."),
    Matter("dummy", "Dummy and Double Dummy", (),
           _ids(F, "dummy.p1", "dummy.p2", "dummy.p3", "dummy.i", "dummy.ii", "dummy.iii", "double-dummy.p1"),
           "Foster only: variants for three and for two players that change who plays and who sees a hand.",
           alone="Hoffmann's pages hold the laws of Whist for four; his Dummy, if any, is outside this edition."),
)


def matter(key: str) -> Matter:
    """The matter of the concordance named ``key`` (e.g. ``"trump card"``)."""
    check_text(key, "a matter's key")
    for m in CONCORDANCE:
        if m.key == key:
            return m
    raise GameError(f"no matter {key!r} in the concordance (there are: {', '.join(m.key for m in CONCORDANCE)})")


def counterparts(law_id: str) -> tuple[str, ...]:
    """The laws of the other code on the same matter as ``law_id`` (none for a matter of one code only)."""
    check_law_id(law_id)
    own, other = (("hoffmann", "foster") if law_id.startswith(H) else ("foster", "hoffmann"))
    if not law_id.startswith((H, F)):
        raise GameError(f"{law_id} is not a law of either code of Whist")
    out: list[str] = []
    for m in CONCORDANCE:
        if law_id in getattr(m, own):
            out.extend(x for x in getattr(m, other) if x not in out)
    return tuple(out)


def _ref(law_id: str) -> LawRef:
    number = law_id.partition(":")[2]
    label = number_label(number)
    return LawRef(law_id, label[4:] if label.startswith("law ") else label)


def _refs(ids: tuple[str, ...]) -> Run | str:
    if not ids:
        return "\u2014"
    parts: list[str | LawRef] = []
    for i, law_id in enumerate(ids):
        if i:
            parts.append(", ")
        parts.append(_ref(law_id))
    return Run(tuple(parts))


def _short(dotted: str) -> str:
    return dotted.removeprefix("games.whist.")


def concordance_tables() -> list[Table]:
    """The concordance as the site shows it: every matter side by side, in Hoffmann's order, with how the
    codes differ and, where the difference runs, what the engine does under each; then Foster's laws in his
    own order, each with its counterpart in Hoffmann."""
    rows = []
    for m in CONCORDANCE:
        if m.difference is not None:
            d = m.difference
            runs = (f"Hoffmann: {d.outcome(HOFFMANN)}. Foster: {d.outcome(FOSTER)}. "
                    f"(In the code: {_short(d.embodied_by)}.)")
        else:
            runs = ""
        how = m.how + (f" {m.alone}" if m.alone and m.alone not in m.how else "")
        rows.append((m.title, _refs(m.hoffmann), _refs(m.foster), how, runs))
    by_matter = Table("Each matter under both codes, in Hoffmann's order",
                      ("Matter", "Hoffmann", "Foster", "How they differ", "What the engine does"), tuple(rows),
                      notes=("\u2014 means that the code has no law on the matter in this edition's pages: the "
                             "reason is given beside it. \"What the engine does\" is found by playing the case "
                             "under each code when the site is built, not written by hand.",),
                      laws=tuple(x for m in CONCORDANCE for x in m.laws), id="whist-concordance")
    foster_rows = []
    for m in CONCORDANCE:
        for law_id in m.foster:
            if m.hoffmann:
                foster_rows.append((_ref(law_id), _refs(m.hoffmann), m.title))
    foster_rows.sort(key=lambda r: _foster_order(r[0].law_id))
    by_foster = Table("Foster's laws in his order, with Hoffmann's counterparts",
                      ("Foster", "Hoffmann", "Matter"), tuple(foster_rows),
                      notes=("Foster's other laws in these pages (53 to 82, 84 to 89 and 91, the rest of the "
                             "Etiquette, Dummy and Double Dummy) have no counterpart in Hoffmann's, which end "
                             "with law 42.",),
                      id="whist-concordance-foster")
    return [by_matter, by_foster]


def _foster_order(law_id: str) -> tuple:
    number = law_id.partition(":")[2]
    head, _, sub = number.partition(".")
    return (0, int(head), sub) if head.isdigit() else (1, 0, number)
