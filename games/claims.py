"""The claims ledger: every checkable claim of the edition's texts, checked by the games code.

Each :class:`Claim` quotes its text word for word, names its law (and so its
address on the site), states the assumptions under which it is checked, and
computes its value exactly when the ledger is built (:func:`ledger`): nothing
here is a typed-in result.  The verdict is worked out from the value by the
claim's own test: *holds*, *roughly holds* or *wrong*, and how.

The Vingt-un figures come from :mod:`games.vingt_un.odds` (one punter against
the dealer, the punter playing his best, the dealer standing on seventeen and
doubling as the book advises); the Poker figures from
:mod:`games.poker.strategy` (exact draw and deal odds under Peel's order of hands).

Usage:

>>> from games.claims import CLAIMS, claim_url
>>> len(CLAIMS) > 40
True
>>> claim_url("enquire-within:116")
'enquire-within/vingt-un.html#law-enquire-within-116'
>>> c = next(c for c in CLAIMS if c.id == "ew-116-fourteen")
>>> c.evaluate()["value"], c.evaluate()["verdict"]
('7/13', 'holds')
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache, partial
from itertools import product
from math import comb
from typing import Callable

from games.core.odds import decimal_text, odds_against, percent
from games.errors import GameError, check_int, check_text
from games.laws import CODES, check_law_id, law_url

__all__ = ["Claim", "CLAIMS", "ledger", "claim_url", "PAGES", "VERDICTS"]

#: The page of each code the claims cite (the law's anchor is on it), from the code records of
#: :data:`games.laws.CODES` (the one source of pages and anchors).
PAGES = {code: CODES[code].page_url for code in (
    "peel-vingt-un", "peel-poker", "hoffmann-vingt-un", "hoffmann-french-vingt-un", "enquire-within")}
VERDICTS = ("holds", "roughly holds", "wrong")


def claim_url(law: str) -> str:
    """The law's address relative to the site root: ``<page>#law-<code>-<number>`` with dots as dashes."""
    check_law_id(law)
    code = law.partition(":")[0]
    if code not in PAGES:
        raise GameError(f"no page of the site prints the laws of {code!r}", law)
    return law_url(law)


Result = tuple  # (value: Fraction, verdict: str, how: str)


@dataclass(frozen=True)
class Claim:
    """One checkable claim: ``compute()`` returns ``(exact value, verdict, how)``."""

    id: str
    law: str
    quote: str
    assumptions: str
    compute: Callable[[], tuple]
    kind: str = "odds"  #: odds, arithmetic, advice or count

    def __post_init__(self) -> None:
        for name in ("id", "quote", "assumptions", "kind"):
            check_text(getattr(self, name), f"a claim's {name}")
        check_law_id(self.law)
        if not callable(self.compute):
            raise GameError(f"{self.id}: a claim computes its value with a function, not {self.compute!r}", self.law)

    def evaluate(self) -> dict:
        result = self.compute()
        if not isinstance(result, tuple) or len(result) != 3:
            raise GameError(f"{self.id}: compute() must give (exact value, verdict, how), not {result!r}", self.law)
        value, verdict, how = result
        if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
            raise GameError(f"{self.id}: the value must be exact (an int or a Fraction), not {value!r}", self.law)
        value = Fraction(value)
        if verdict not in VERDICTS:
            raise GameError(f"{self.id}: verdict {verdict!r} (one of {', '.join(VERDICTS)})", self.law)
        return {
            "id": self.id, "law": self.law, "url": claim_url(self.law), "quote": self.quote, "kind": self.kind,
            "assumptions": self.assumptions, "value": f"{value.numerator}/{value.denominator}" if value.denominator != 1
            else str(value.numerator), "decimal": decimal_text(value, 4), "verdict": verdict, "how": how,
        }


# -------------------------------------------------------------------------------------------------------------
# Shared computations (each made once per build)
# -------------------------------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _analysis(code: str, double: str = "advice", punter="best"):
    from games.vingt_un.odds import DealerPlay, analyse, dealer_play_for
    from games.vingt_un.rules import find_vingt_un

    rules = find_vingt_un(code)
    play = dealer_play_for(rules) if double == "advice" else DealerPlay(rules.dealer_stands_on, rules.dealer_soft_17)
    return analyse(rules, play=play, punter=punter)


@lru_cache(maxsize=None)
def _ends(code: str):
    from games.vingt_un.odds import how_hands_end
    return how_hands_end(_analysis(code))


def _pc(x: Fraction) -> str:
    return percent(x, 3)


def _stake(x: Fraction) -> str:
    sign = "+" if x > 0 else "-" if x < 0 else ""
    return f"{sign}{decimal_text(abs(x), 3)} of a stake"


ASSUME_VU = ("one punter against the dealer, four cards dealt from a full pack of fifty-two; the punter plays "
             "his best (composition-dependent) knowing his own cards and whether the dealer doubled; the dealer "
             "stands on seventeen or more and doubles as the book advises ({double}); values per counter of the "
             "punter's first stake")
_DBL = {"peel-vingt-un": "on an ace or a tenth card, p10", "hoffmann-vingt-un": "on an ace, tenth card, nine or eight, p2",
        "enquire-within": "never: no double is mentioned"}


def _assume(code: str, extra: str = "") -> str:
    return ASSUME_VU.format(double=_DBL[code]) + (f"; {extra}" if extra else "")


def _positive(x: Fraction, what: str) -> Result:
    return (x, "holds" if x > 0 else "wrong", f"{what}: {_stake(x)}")


# -------------------------------------------------------------------------------------------------------------
# Vingt-un, common pieces
# -------------------------------------------------------------------------------------------------------------

def _advantage(code: str) -> Result:
    a = _analysis(code)
    adv = a.dealer_advantage
    return (adv, "holds" if adv > 0 else "wrong",
            f"the dealer gains {_pc(adv)} of the punter's first stake a hand ({_pc(a.dealer_advantage_at_risk)} of "
            "what is at risk, doubles included)")


def _first_card(code: str, card: int, favour: bool) -> Result:
    v = _analysis(code).by_first_card[card]
    ok = (v > 0) == favour
    name = _A_CARD[card]
    how = f"with {name} first the punter's expectation is {_stake(v)}"
    if not ok and favour and v > Fraction(-1, 10):
        return (v, "roughly holds", how + ": nearly even, but still against him")
    return (v, "holds" if ok else "wrong", how)


_A_CARD = {1: "an ace", 2: "a two", 3: "a three", 4: "a four", 5: "a five", 6: "a six", 7: "a seven", 8: "an eight",
           9: "a nine", 10: "a tenth card"}


def _dealer_first(code: str, card: int) -> Fraction:
    """The dealer's expectation with this first card when he does not double (his gain per stake)."""
    return _analysis(code, "none").dealer_by_first_card[card]


def _should_double(code: str, cards: tuple[int, ...], label: str) -> Result:
    vals = {c: _dealer_first(code, c) for c in cards}
    worst = min(vals.values())
    parts = ", ".join(f"{label_of(c)} {_stake(v)}" for c, v in vals.items())
    return (worst, "holds" if worst > 0 else "wrong",
            f"doubling doubles the dealer's expectation with that card; undoubled it is {parts} "
            + ("(all in his favour)" if worst > 0 else "(not in his favour for every card named)"))


def label_of(c: int) -> str:
    check_int(c, "a card's value", minimum=1, maximum=11)
    return {1: "ace", 10: "tenth card"}.get(c, str(c))


def _choice_gain(code: str, cards: tuple[int, ...], better: str, worse: str, doubled: bool = False) -> Result:
    opts = _analysis(code).options(list(cards), doubled)
    d = opts[better] - opts[worse]
    hand = " + ".join(label_of(c) for c in cards)
    return (d, "holds" if d > 0 else "wrong",
            f"with {hand} the punter's value is {_stake(opts[better])} if he chooses to {better}, "
            f"{_stake(opts[worse])} if he chooses to {worse}")


def _pair(code: str, card: int, divide: bool) -> Result:
    g = _analysis(code).pair_gain(card)
    ok = (g > 0) == divide
    return (g, "holds" if ok else "wrong",
            f"always dividing two {label_of(card)}s {'gains' if g > 0 else 'loses'} {decimal_text(abs(g), 3)} of a "
            "stake over playing them as one hand")


def _stand_limit(code: str) -> int:
    """The least count at which the best play stands on every two-card hand without an ace of that count
    and every higher one (the dealer not having doubled)."""
    a = _analysis(code)
    limit = 21
    for t in range(20, 3, -1):
        hands = [(x, t - x) for x in range(2, 11) if 2 <= t - x <= 10 and x <= t - x]
        if hands and all(a.decision(list(h)) == "stand" for h in hands):
            limit = t
        else:
            break
    return limit


def _natural_seats(players: int) -> Fraction:
    """Expected naturals a coup among ``players`` hands of two from a full pack."""
    from games.vingt_un.odds import natural_chance
    return players * natural_chance()


def _deal_lasts(players: int) -> Fraction:
    """Expected rounds a deal lasts when a punter's natural (the dealer having none) ends it, each round from a
    full pack: 1 / P(some punter holds a natural and the dealer none).  Exact over the types (ace, tenth, other)
    of the 2 x players cards."""
    slots = 2 * players
    counts = {"A": 4, "T": 16, "O": 32}
    p_end = Fraction(0)
    for types in product("ATO", repeat=slots):
        w = Fraction(1)
        left = dict(counts)
        n = 52
        for ty in types:
            w *= Fraction(left[ty], n)
            left[ty] -= 1
            n -= 1
            if w == 0:
                break
        if w == 0:
            continue
        hands = [set(types[2 * i: 2 * i + 2]) for i in range(players)]
        dealer = hands[-1] == {"A", "T"}
        punters = any(h == {"A", "T"} for h in hands[:-1])
        if punters and not dealer:
            p_end += w
    return 1 / p_end


def _two_card_over_14() -> Fraction:
    from games.vingt_un.odds import two_card_totals
    return sum((p for (t, _s), p in two_card_totals().items() if t > 14), Fraction(0))


def _next_ok_two_cards(t: int) -> Fraction:
    """The chance the next card does not over-draw a two-card hand of ``t`` (no ace), averaged over the ways."""
    from games.vingt_un.odds import next_card_overdraws
    total = Fraction(0)
    weight = 0
    for x in range(2, 11):
        y = t - x
        if not (2 <= y <= 10 and x <= y):
            continue
        w = (4 if x < 10 else 16) * ((4 if y < 10 else 16) - (x == y)) * (1 if x == y else 2)
        comp = [4] * 9 + [16]
        comp[x - 1] -= 1
        comp[y - 1] -= 1
        total += w * (1 - next_card_overdraws(t, False, tuple(comp)))
        weight += w
    return total / weight


def _fifteens_standing(code: str) -> Fraction:
    a = _analysis(code)
    hands = [(5, 10), (6, 9), (7, 8)]
    ws = {(5, 10): 4 * 16 * 2, (6, 9): 4 * 4 * 2, (7, 8): 4 * 4 * 2}
    stand = sum(ws[h] for h in hands if a.decision(list(h)) == "stand")
    return Fraction(stand, sum(ws.values()))


# -------------------------------------------------------------------------------------------------------------
# French Vingt-Un
# -------------------------------------------------------------------------------------------------------------

def _clock_dealer_wins() -> Fraction:
    """The Clock: the chance that in thirteen cards from a full pack some card's rank equals its call (1-13)."""
    none = sum((Fraction((-1) ** j * comb(13, j) * 4 ** j, 1) * Fraction(1, _falling(52, j)) for j in range(14)), Fraction(0))
    return 1 - none


def _falling(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out *= n - i
    return out


def _self_and_company() -> Fraction:
    """Self and Company: the dealer wins if his card and the company's are alike, else if his is paired first."""
    alike = Fraction(3, 51)
    # otherwise three cards pair each: by symmetry each is first paired with chance one half
    return alike + (1 - alike) * Fraction(1, 2)


def _differences_mean() -> Fraction:
    """Differences: the punter's mean result per unit of difference (two cards each, ace one)."""
    vals = [v for v in range(1, 11) for _ in range(16 if v == 10 else 4)]
    # E[punter's two] - E[dealer's two]: every card is equally likely to be in either hand
    n = len(vals)
    mean_card = Fraction(sum(vals), n)
    return 2 * mean_card - 2 * mean_card


def _rouge_three() -> Fraction:
    """Rouge et Noir with three cards: the chance that two of three cards from a full pack are of a named colour."""
    good = comb(26, 2) * 26 + comb(26, 3)
    return Fraction(good, comb(52, 3))


# -------------------------------------------------------------------------------------------------------------
# Poker
# -------------------------------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _dealt():
    from games.poker.strategy import dealt_odds
    return dealt_odds()


def _triplets_from_pair() -> Result:
    from games.poker.strategy import discard_odds
    d = discard_odds("JS JD 2C 5H 9S", "2C 5H 9S")
    exact = d["Threes"] + d["Full"] + d["Fours"]
    said = Fraction(3 * 2, 47)
    return (exact, "roughly holds" if abs(said - exact) < Fraction(1, 50) else "wrong",
            f"'three chances' read as 3 x 2/47 = {decimal_text(said, 4)}; the exact chance of triplets or better "
            f"(threes, full or fours) is {decimal_text(exact, 4)} ({odds_against(exact, 3)})")


def _opening(minimum: str) -> Fraction:
    """The chance that a hand as dealt opens a jack-pot with two ``minimum`` or better (Peel, ace lowest)."""
    d = _dealt()
    above_pair = sum(p for k, p in d.items() if k not in ("A pair", "No pair"))
    ranks_ok = {"knaves": 3, "queens": 2, "kings": 1}[minimum]
    one_pair_of_rank = Fraction(6 * comb(12, 3) * 4 ** 3, comb(52, 5))
    return above_pair + ranks_ok * one_pair_of_rank


def _order_of_hands() -> Result:
    d = _dealt()
    order = ["Sequence flush", "Fours", "Full", "Flush", "Sequence not a flush", "Threes", "Two pairs", "A pair"]
    ratios = [d[order[i + 1]] / d[order[i]] for i in range(len(order) - 1)]
    worst = min(ratios)
    i = ratios.index(worst)
    return (worst, "holds" if worst > 1 else "wrong",
            f"each hand is rarer than the one below it; the closest pair is {order[i].lower()} and "
            f"{order[i + 1].lower()}, the lower {decimal_text(worst, 3)} times as common")


# -------------------------------------------------------------------------------------------------------------
# The ledger
# -------------------------------------------------------------------------------------------------------------

PV, HV, FV, EW, PK = "peel-vingt-un", "hoffmann-vingt-un", "hoffmann-french-vingt-un", "enquire-within", "peel-poker"


def _rules_multiple(code: str) -> Result:
    from games.vingt_un.rules import find_vingt_un
    r = find_vingt_un(code)
    multiples = (r.natural_pays, r.dealer_natural_takes, r.drawn_21_pays, r.dealer_21_takes)
    most = 2 * max(Fraction(m) for m in multiples)
    return (most, "holds" if most == 4 else "wrong",
            f"the dealer's double (2) times the double for a Vingt-un (2): {most} stakes on one card")


def _total(cards: str) -> int:
    from games.vingt_un.cards import total
    return total(cards).points


def _over_draw_majority(code: str) -> Result:
    e = _ends(code)
    share = e["punter over-draws"] + e["dealer over-draws"]
    return (share, "holds" if share > Fraction(1, 2) else "roughly holds" if share > Fraction(2, 5) else "wrong",
            f"over-draws decide {_pc(share)} of hands (the punter's {_pc(e['punter over-draws'])}, the dealer's "
            f"{_pc(e['dealer over-draws'])}); " + ("a majority" if share > Fraction(1, 2) else "not a majority, "
                                                   "though the largest way hands end"))


def _main_advantage(code: str) -> Result:
    e = _ends(code)
    over, ties = e["gain from double over-draws"], e["gain from ties"]
    return (over, "holds" if over > ties else "wrong",
            f"the punter's over-draws that the dealer would have matched are worth {_stake(over)} to the dealer; "
            f"ties are worth {_stake(ties)}" + ("" if over > ties else ": the ties are the larger advantage"))


def _ties_and_overdraws(code: str) -> Result:
    e = _ends(code)
    both = e["gain from double over-draws"] + e["gain from ties"]
    return (both, "holds" if both > Fraction(1, 20) else "wrong",
            f"ties ({_stake(e['gain from ties'])}) and over-draws paid before the dealer's own "
            f"({_stake(e['gain from double over-draws'])}): together {_pc(both)} of a stake a hand")


def _judgement(code: str) -> Result:
    best = _analysis(code).punter_value
    rule = _analysis(code, "advice", 16).punter_value
    gain = best - rule
    adv = _analysis(code).dealer_advantage
    return (gain, "holds" if 0 <= gain < adv else "wrong",
            f"the best play is worth {_stake(gain)} more than always standing on sixteen (Hoffmann's rule), "
            f"against the dealer's advantage of {_stake(adv)}: judgment helps a little, chance rules")


def _exact(value: Fraction, said: Fraction, what: str) -> Result:
    if value == said:
        return (value, "holds", f"{what}: exactly {odds_against(value, 3)}")
    return (value, "roughly holds" if abs(value - said) < Fraction(1, 40) else "wrong",
            f"{what}: {odds_against(value, 3)}, not {odds_against(said, 3)}")


def _sixteen_tenths(n: int) -> Result:
    return (n, "holds" if n == 16 else "wrong", f"{n} tens and court cards")


def _against_him(v: Fraction) -> Result:
    return (v, "holds" if v < 0 else "wrong", f"the best of them leaves the punter {_stake(v)}")


def _fours_or_better(p: Fraction) -> Result:
    return (p, "holds" if p < Fraction(1, 1000) else "wrong", f"fours or better are dealt {odds_against(p, 3)}")


def _opens(minimum: str, prev: str | None) -> Result:
    p = _opening(minimum)
    return (p, "holds" if prev is None or p < _opening(prev) else "wrong", f"a player can open {odds_against(p, 3)}")


CLAIMS: tuple[Claim, ...] = (
    # ---------------------------------------------------------------- Peel, Vingt-un
    Claim("peel-p2-skill", f"{PV}:p2",
          "It is purely a game of chance, and little or no skill is required in playing it, although a little judgment may often prove of advantage to the player who exercises it.",
          _assume(PV, "judgment measured as the best play against Hoffmann's rule of standing on sixteen"),
          lambda: _judgement(PV), "advice"),
    Claim("peel-p4-deal-advantage", f"{PV}:p4", "from the fact of the deal being an advantage", _assume(PV),
          lambda: _advantage(PV)),
    Claim("peel-p7-four-times", f"{PV}:p7",
          "it is quite possible for a player to win or lose four times the amount of the maximum over one hand",
          "one card staked at the maximum, not divided; Peel's payments (the double, p10; a Vingt-un doubles, p7, p10, p14, p15)",
          lambda: _rules_multiple(PV), "arithmetic"),
    Claim("peel-p8-over-drawing", f"{PV}:p8", "the majority of hands are decided by over-drawing",
          _assume(PV, "a hand is decided by over-drawing when the punter or the dealer goes over; pairs not divided"),
          lambda: _over_draw_majority(PV)),
    Claim("peel-p8-main-advantage", f"{PV}:p8",
          "herein lies the main advantage of the deal, for, as will be found in practice, the majority of hands are decided by over-drawing",
          _assume(PV, "the advantage 'herein' is the over-draws the dealer would have matched, which he collects "
                      "while paying nothing back; compared with his other rule-given advantage, ties"),
          lambda: _main_advantage(PV)),
    Claim("peel-p10-four-times", f"{PV}:p10",
          "he would collect four times the amount staked by each", "the dealer doubled, then holds a natural",
          lambda: (2 * 2, "holds", "double (2) times the natural's double (2)"), "arithmetic"),
    Claim("peel-p10-double-ace-ten", f"{PV}:p10",
          "as he probably would have done when he found his first card was an ace or a 10 (or court card)",
          _assume(PV, "the dealer's expectation with that first card when he does not double (doubling doubles it)"),
          lambda: _should_double(PV, (1, 10), "first card"), "advice"),
    Claim("peel-p12-example", f"{PV}:p12",
          "suppose a player receives at first a 4, and then a 9, making 13; he asks for a third card, and may receive a 7, making his total 20, on which he would stand. Had his third card been a 9, it would have been an over-draw",
          "the counts of p3", lambda: (_total("4S 9D 9C"), "holds" if _total("4S 9D 7C") == 20 and _total("4S 9D 9C") > 21 else "wrong",
                                       f"4 + 9 + 7 = {_total('4S 9D 7C')}; 4 + 9 + 9 = {_total('4S 9D 9C')}, over 21"),
          "arithmetic"),
    Claim("peel-p12-draw-on-13", f"{PV}:p12", "he asks for a third card", _assume(PV, "a 4 and a 9, the dealer not having doubled"),
          lambda: _choice_gain(PV, (4, 9), "draw", "stand"), "advice"),
    Claim("peel-p5-deal-stays", f"{PV}:p5",
          "the deal often remained for a considerable period with the same person",
          "four players (three punters and the dealer); each round from a full pack; the old system: a punter's natural, "
          "the dealer having none, puts the dealer out; no first-round grace",
          lambda: (lambda r: (r, "holds" if r > 4 else "wrong", f"a deal lasts {decimal_text(r, 3)} rounds on average"))(_deal_lasts(4)),
          "odds"),
    # ---------------------------------------------------------------- Hoffmann, Vingt-Un
    Claim("hoffmann-p1-sixteen-tenth-cards", f"{HV}:p1", "a tenth card, of which there are sixteen",
          "the full pack of fifty-two", lambda: _sixteen_tenths(_tenths()),
          "count"),
    *(Claim(f"hoffmann-p1-first-card-{label_of(c).replace(' ', '-')}", f"{HV}:p1",
            "say, eight, nine, ten (or a tenth card), or ace, the holder has the chances in his favour",
            _assume(HV, f"the punter's first card {label_of(c)}"), partial(_first_card, HV, c, True)) for c in (8, 9, 10, 1)),
    Claim("hoffmann-p1-other-first-cards", f"{HV}:p1", "With any other as his first card, the chances are against him",
          _assume(HV, "the best of the first cards two to seven"),
          lambda: _against_him(max(_analysis(HV).by_first_card[c] for c in range(2, 8)))),
    *(Claim(f"hoffmann-p2-double-{label_of(c).replace(' ', '-')}", f"{HV}:p2",
            "With an ace, tenth card, nine, or eight, he should _always_ double",
            _assume(HV, f"the dealer's expectation with a first {label_of(c)} when he does not double (doubling doubles "
                        "it, the punters' play unchanged)"), partial(_should_double, HV, (c,), "first card"), "advice")
      for c in (1, 10, 9, 8)),
    Claim("hoffmann-p2-cavendish-seven", f"{HV}:p2",
          "the weighty authority of \"Cavendish\" is in favour of his doubling with a seven, or even a lower card",
          _assume(HV, "a first seven, not doubled"), lambda: _should_double(HV, (7,), "first card"), "advice"),
    Claim("hoffmann-p2-cavendish-lower", f"{HV}:p2",
          "the weighty authority of \"Cavendish\" is in favour of his doubling with a seven, or even a lower card",
          _assume(HV, "the dealer's first card two to six, not doubled; the claim holds if every one favours him"),
          lambda: _should_double(HV, (2, 3, 4, 5, 6), "first card"), "advice"),
    Claim("hoffmann-p2-ties-and-overdraws", f"{HV}:p2",
          "These two points make a considerable percentage in his favour.",
          _assume(HV, "the two points are ties paid to the dealer and over-draws paid before he plays (counted where he "
                      "would have over-drawn too); 'considerable' taken as more than five per cent of a stake"),
          lambda: _ties_and_overdraws(HV)),
    Claim("hoffmann-p5-ace-naturals", f"{HV}:p5",
          "there are sixteen cards out of the fifty-two that will form a \"natural\" with it",
          "the full pack", lambda: (lambda n: (n, "holds" if n == 16 else "wrong", f"{n} tenth cards"))(_tenths()), "count"),
    Claim("hoffmann-p5-ace-most-valuable", f"{HV}:p5", "The ace is, as will readily be perceived, the most valuable card",
          _assume(HV, "value as the punter's first card"),
          lambda: (lambda a: (a.by_first_card[1], "holds" if max(a.by_first_card, key=a.by_first_card.get) == 1 else "wrong",
                              f"an ace first is worth {_stake(a.by_first_card[1])}; the next best, a tenth card, "
                              f"{_stake(a.by_first_card[10])}"))(_analysis(HV))),
    Claim("hoffmann-p8-sixteen", f"{HV}:p8",
          "If he has less than sixteen, which is generally accepted as the average limit, he will probably draw a card",
          _assume(HV, "the least count at which the best play stands on every two-card hand without an ace, the dealer "
                      "not having doubled"),
          lambda: (lambda t: (t, "holds" if t == 16 else "roughly holds" if abs(t - 16) == 1 else "wrong",
                              f"the best play stands on every such hand of {t} or more"))(_stand_limit(HV)), "advice"),
    Claim("hoffmann-p10-thirteen", f"{HV}:p10", "Thirteen is not good enough to stand upon, and the player accordingly draws a card.",
          _assume(HV, "an ace and a two, the dealer not having doubled"), lambda: _choice_gain(HV, (1, 2), "draw", "stand"), "advice"),
    Claim("hoffmann-p10-fifteen", f"{HV}:p10", "He receives, say, a second \"two,\" making him fifteen.",
          _assume(HV, "an ace and two twos (fifteen, the ace as eleven): does he do well to draw again, as Hoffmann's player does?"),
          lambda: _choice_gain(HV, (1, 2, 2), "draw", "stand"), "advice"),
    Claim("hoffmann-p10-twenty-two-or-twelve", f"{HV}:p10",
          "he draws another card, and receives a \"seven,\" making him twenty-two, or twelve",
          "the counts of p3", lambda: (_total("AS 2D 2C 7H"), "holds" if _total("AS 2D 2C 7H") == 12 else "wrong",
                                       "ace, two, two, seven: 12, or 22 with the ace as eleven"), "arithmetic"),
    Claim("hoffmann-p4-twenty-ones", f"{HV}:p4", "say a five, six and ten; ace, five, seven, eight; or ace, seven, three",
          "the counts of p3", lambda: (lambda ts: (Fraction(sum(ts), 3), "holds" if ts == [21, 21, 21] else "wrong",
                                                   f"the three hands count {ts}"))(
              [_total("5S 6D 10C"), _total("AS 5D 7C 8H"), _total("AS 7D 3C")]), "arithmetic"),
    Claim("hoffmann-p13-aces", f"{HV}:p13", "Where the two first cards are aces, it is a matter of course to go on both.",
          _assume(HV, "the divided hands each played on their own cards; dividing again not counted"),
          lambda: _pair(HV, 1, True), "advice"),
    Claim("hoffmann-p13-tenths", f"{HV}:p13", "With a pair of tenth cards, it is more prudent to stand.",
          _assume(HV, "two cards of the same rank counting ten (two kings, say)"), lambda: _pair(HV, 10, False), "advice"),
    Claim("hoffmann-p13-nines", f"{HV}:p13",
          "Two nines, or two eights (from the probability of a tenth card being dealt to one or both of them) are favourable cards whereon to go double.",
          _assume(HV, "two nines"), lambda: _pair(HV, 9, True), "advice"),
    Claim("hoffmann-p13-eights", f"{HV}:p13",
          "Two nines, or two eights (from the probability of a tenth card being dealt to one or both of them) are favourable cards whereon to go double.",
          _assume(HV, "two eights"), lambda: _pair(HV, 8, True), "advice"),
    Claim("hoffmann-p15-deal-advantage", f"{HV}:p15", "the deal being an advantage", _assume(HV), lambda: _advantage(HV)),
    # ---------------------------------------------------------------- French Vingt-Un
    Claim("french-2-imaginary-ace", f"{FV}:2",
          "The holder of an ace is considered to have a \"natural,\" the holder of a tenth card to have \"twenty,\" and so on.",
          "one card from a full pack, ten points added (the ace as eleven)",
          lambda: (Fraction(4, 52), "holds" if 11 + 10 == 21 else "wrong",
                   f"an ace (11) and ten make 21; the chance of an imaginary natural is {odds_against(Fraction(1, 13))}"),
          "arithmetic"),
    Claim("french-4-sympathy", f"{FV}:4",
          "If they are of the same colour, Sympathy is the winner; if of different colours, Antipathy",
          "two cards from a full pack; the claim checked is that the election is an even one, as the round implies",
          lambda: (lambda p: (p, "wrong", f"Sympathy wins {odds_against(p, 3)}: Antipathy is the better election, "
                                          "26 to 25"))(Fraction(25, 51))),
    Claim("french-5-rouge-et-noir", f"{FV}:5", "declares for black or red, at his option",
          "one card from a full pack; an even wager", lambda: _exact(Fraction(26, 52), Fraction(1, 2), "his colour comes up")),
    Claim("french-5-three-cards", f"{FV}:5", "two out of three deciding the winning colour",
          "three cards from a full pack; an even wager", lambda: _exact(_rouge_three(), Fraction(1, 2), "two or three of his colour")),
    Claim("french-6-self-and-company", f"{FV}:6", "If they are alike, he wins.",
          "a full pack; the round favours the dealer, as the deal is an advantage (hoffmann-vingt-un:p14)",
          lambda: (lambda p: (p, "holds" if p > Fraction(1, 2) else "wrong",
                              f"the dealer wins {odds_against(1 - p, 3).replace('against', 'on') if False else odds_against(p, 3)}: "
                              f"a dealer's advantage of {_pc(2 * p - 1)} of a stake"))(_self_and_company())),
    Claim("french-7-differences", f"{FV}:7", "Ties cancel.", "two cards each from a full pack, ace one: a fair round",
          lambda: (lambda m: (m, "holds" if m == 0 else "wrong", "the punter's mean difference is exactly nothing: "
                                                                 "every card is as likely in his hand as in the dealer's"))(
              _differences_mean())),
    Claim("french-8-the-clock", f"{FV}:8",
          "If he reaches thirteen without any card having responded to the call, he pays a like amount to each player.",
          "thirteen cards from a full pack; the round favours the dealer",
          lambda: (lambda p: (p, "holds" if p > Fraction(1, 2) else "wrong",
                              f"some card answers its call {_pc(p)} of the time: the dealer gains {_pc(2 * p - 1)} of a "
                              "stake from each player"))(_clock_dealer_wins())),
    # ---------------------------------------------------------------- Enquire Within
    Claim("ew-113-deal-advantageous", f"{EW}:113", "as the deal is advantageous", _assume(EW), lambda: _advantage(EW)),
    Claim("ew-116-fourteen", f"{EW}:116",
          "if those in hand make fourteen exactly, it is seven to six that the one next drawn does not make the number of points above twenty-one",
          "the next card from a full pack (the cards in hand not taken out of it)",
          lambda: _exact(1 - _overdraw_next(14), Fraction(7, 13), "the next card keeps fourteen within twenty-one")),
    Claim("ew-116-fourteen-in-hand", f"{EW}:116",
          "if those in hand make fourteen exactly, it is seven to six that the one next drawn does not make the number of points above twenty-one",
          "a fourteen of two cards without an ace, those two cards out of the pack, averaged over the ways of making it",
          lambda: _exact(_next_ok_two_cards(14), Fraction(7, 13), "the next card keeps fourteen within twenty-one")),
    Claim("ew-116-fifteen", f"{EW}:116", "but if the points be fifteen, it is seven to six against that hand",
          "the next card from a full pack", lambda: _exact(1 - _overdraw_next(15), Fraction(6, 13), "the next card keeps fifteen within twenty-one")),
    Claim("ew-116-fifteen-in-hand", f"{EW}:116", "but if the points be fifteen, it is seven to six against that hand",
          "a fifteen of two cards without an ace, out of the pack", lambda: _exact(_next_ok_two_cards(15), Fraction(6, 13),
                                                                                      "the next card keeps fifteen within twenty-one")),
    Claim("ew-116-above-fourteen", f"{EW}:116",
          "it is rather above an even bet that the adversary's first two cards amount to more than fourteen",
          "two cards from a full pack, an ace counted eleven where that helps (a natural counts 21)",
          lambda: (lambda p: (p, "holds" if Fraction(1, 2) < p < Fraction(3, 5) else "wrong",
                              f"{odds_against(p, 3)}"))(_two_card_over_14())),
    Claim("ew-116-not-always-fifteen", f"{EW}:116", "yet it would not, therefore, always be prudent to stand at fifteen",
          _assume(EW, "the share (by chance) of two-card fifteens without an ace on which the best play stands"),
          lambda: (lambda f: (f, "holds" if f < 1 else "wrong", f"the best play stands on {_pc(f)} of them"))(_fifteens_standing(EW)),
          "advice"),
    Claim("ew-116-natural-two", f"{EW}:116", "A natural Vingt-un may be expected once in seven coups when two",
          "two hands of two cards from a full pack; 'expected' read as the mean number of naturals a coup",
          lambda: (lambda m: (m, "wrong" if abs(m - Fraction(1, 7)) > Fraction(1, 50) else "roughly holds",
                              f"{decimal_text(m, 3)} naturals a coup: once in {decimal_text(1 / m, 3)} coups, not seven"))(
              _natural_seats(2))),
    Claim("ew-116-natural-four", f"{EW}:116", "and twice in seven when four, people play",
          "four hands of two cards from a full pack; the mean number of naturals a coup",
          lambda: (lambda m: (m, "wrong" if abs(m - Fraction(2, 7)) > Fraction(1, 50) else "roughly holds",
                              f"{decimal_text(m, 3)} naturals a coup: twice in {decimal_text(2 / m, 3)} coups, not seven"))(
              _natural_seats(4))),
    # ---------------------------------------------------------------- Peel, Poker maxims and laws
    Claim("peel-poker-p1-three-chances", f"{PK}:p1", "You have then three chances of triplets.",
          "a pair of knaves kept, three cards drawn from the 47 unseen (Peel's order of hands)", _triplets_from_pair),
    Claim("peel-poker-p2-fours-remote", f"{PK}:p2", "With triplets discard one, your chance of getting fours is remote",
          "triplets kept with one odd card, one card drawn from the 47 unseen",
          lambda: (lambda p: (p, "holds" if p < Fraction(1, 20) else "wrong", f"fours come {odds_against(p, 3)}"))(
              _discard("JS JD JH 5H 9S", "5H")["Fours"])),
    Claim("peel-poker-p3-seeing", f"{PK}:p3", "With triplets you may generally risk _seeing_ your opponent.",
          "the lowest triplets (aces, ace lowest) against one opponent's hand as dealt from the other 47 cards",
          lambda: (lambda p: (p, "holds" if p < Fraction(1, 10) else "wrong", f"the opponent's hand is better {odds_against(p, 3)}"))(
              _beaten("AS AD AH 2C 3D"))),
    Claim("peel-poker-p4-sequence", f"{PK}:p4", "discarding the king on the chance of receiving a 5",
          "3, 4, 6, 7 kept, one card drawn from the 47 unseen",
          lambda: (lambda p: (p, "holds" if p < Fraction(1, 5) else "wrong", f"a five comes {odds_against(p, 3)}: a poor chance, "
                                                                             "as the maxim says"))(
              _discard("3S 4D 6H 7C KS", "KS")["Sequence not a flush"] + _discard("3S 4D 6H 7C KS", "KS")["Sequence flush"])),
    Claim("peel-poker-p5-fours-seldom", f"{PK}:p5", "This hand, or anything better, so seldom comes to a player",
          "a hand of five as dealt from a full pack",
          lambda: _fours_or_better(_dealt()["Fours"] + _dealt()["Sequence flush"])),
    Claim("peel-poker-65-order", f"{PK}:65",
          "The following shall be the hands in order of value; the first being the highest",
          "hands of five as dealt from a full pack, Peel's order (ace lowest): the order follows rarity",
          _order_of_hands, "count"),
    *(Claim(f"peel-poker-{law}-open-{m}", f"{PK}:{law}", quote, "a hand of five as dealt from a full pack (Peel: ace "
            "lowest, so a pair of aces does not open); each minimum harder to hold than the last",
            partial(_opens, m, prev), "odds")
      for law, m, prev, quote in (
          (30, "knaves", None, "the game shall not be opened by any player unless he have two knaves, or better, in his original hand"),
          (31, "queens", "knaves", "shall not be opened by any player unless he have two queens, or better, in his original hand"),
          (32, "kings", "queens", "A third successive Jack-pot shall not be opened with less than two kings"))),
)


def _tenths() -> int:
    from games.vingt_un.cards import FULL_PACK
    return FULL_PACK[9]


def _overdraw_next(points: int) -> Fraction:
    from games.vingt_un.odds import next_card_overdraws
    return next_card_overdraws(points)


@lru_cache(maxsize=None)
def _discard_cached(hand: str, out: str):
    from games.poker.strategy import discard_odds
    return discard_odds(hand, out)


def _discard(hand: str, out: str):
    return _discard_cached(hand, out)


def _beaten(hand: str) -> Fraction:
    from games.poker.strategy import beat_odds
    return beat_odds(hand)["better"]


def ledger() -> list[dict]:
    """Every claim evaluated: the records of ``claims.json`` and the ledger page."""
    return [c.evaluate() for c in CLAIMS]
