"""The lessons and their exercises.

Every answer and every known mistake is computed here, when the module is
imported, by :mod:`games.lessons.odds` (or the Poker census); nothing is typed
in.  The wrong answers are the right computation with one thing done wrong (the
court cards forgotten, the card put back, the ace always one...), so that the
checker can say which.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from games.lessons import odds
from games.errors import GameError, check_text
from games.lessons.core import Exercise, Lesson, Mistake

__all__ = ["all_lessons", "all_exercises", "lesson", "exercise", "check", "poker_sequences"]


def _ratio(f: Fraction) -> str:
    return f"{f.numerator}/{f.denominator}"


@lru_cache(maxsize=None)
def poker_sequences(code: str = "peel") -> int:
    """Hands that are a sequence and not a flush, by the census of every five-card hand."""
    from games.poker.census import census

    result = census(code)
    return result["Sequence not a flush"] if code == "peel" else result["Straight"]


def _vingt_un() -> Lesson:
    nat = odds.natural_probability()
    nat_one_way = odds.natural_probability(ordered_one_way=True)
    nat_replace = odds.natural_probability(with_replacement=True)
    nat_tens = odds.natural_probability(tens="tens-only")
    second = odds.second_card_natural()
    fourteen = odds.next_card_safe(total=14)
    held = odds.next_card_safe("10S 4H", endless=False)
    exercises = (
        Exercise(
            id="vingt-un-tenth-cards", lesson="vingt-un-probability", kind="count",
            prompt="Hoffmann says that with a good first card \"a tenth card, of which there are sixteen, will give "
                   "him a good hand\". How many cards of the full pack count ten at Vingt-un?",
            answer=odds.tenth_cards(),
            solution="The tens and the three court cards of each suit count ten (Peel's ¶3: \"each of the court "
                     "cards counting ten\"): 4 suits × (ten, knave, queen, king) = 16, as Hoffmann says.",
            laws=("hoffmann-vingt-un:p1", "peel-vingt-un:p3"),
            mistakes=(
                Mistake(odds.tenth_cards(tens="tens-only"), "You counted only the tens. The knave, queen and king "
                        "count ten as well: they are \"tenth cards\" too."),
                Mistake(12, "You counted only the court cards: the ten itself counts ten."),
            ),
        ),
        Exercise(
            id="vingt-un-natural", lesson="vingt-un-probability", kind="probability",
            prompt="What is the chance that a player's first two cards, from a full pack, are a natural (an ace and "
                   "a tenth card)? Give it as a fraction.",
            answer=nat,
            solution=f"Count ordered pairs of different cards: 52 × 51 = 2,652. A natural is an ace then a tenth "
                     f"card (4 × 16 = 64) or a tenth card then an ace (16 × 4 = 64): 128/2,652 = {_ratio(nat)}, "
                     f"about one hand in {float(1 / nat):.1f}. (Or unordered: 4 × 16 = 64 of C(52, 2) = 1,326 pairs.)",
            laws=("enquire-within:115", "hoffmann-vingt-un:p4"),
            mistakes=(
                Mistake(nat_one_way, "You counted ordered pairs (52 × 51) but only one order, the ace first. The "
                        "tenth card may come first: count both orders, or count unordered pairs (C(52, 2) = 1,326)."),
                Mistake(nat_replace, "You put the first card back before the second (52 × 52 pairs). The second "
                        "card comes from the 51 that are left."),
                Mistake(nat_tens, "You counted only the tens as making a natural with the ace. Every tenth card "
                        "does: tens, knaves, queens and kings, sixteen in all."),
                Mistake(Fraction(4, 52) * Fraction(16, 52), "You multiplied the chances of an ace and of a tenth "
                        "card as if both came from a full pack, in one order only."),
            ),
            hint="Count the pairs of cards that are an ace and a tenth card, and divide by all the pairs.",
            simulate=odds.simulate_natural,
        ),
        Exercise(
            id="vingt-un-ace-first", lesson="vingt-un-probability", kind="probability",
            prompt="Hoffmann (¶5) calls the ace the most valuable card, \"there are sixteen cards out of the "
                   "fifty-two that will form a 'natural' with it\". Your first card is an ace: what is the chance "
                   "that your second card makes a natural?",
            answer=second,
            solution=f"Sixteen tenth cards remain among the 51 unseen cards: {_ratio(second)} ≈ {float(second):.4f}. "
                     f"Hoffmann's \"out of the fifty-two\" counts the pack as a whole; once the ace is dealt, 51 "
                     f"are left.",
            laws=("hoffmann-vingt-un:p5",),
            mistakes=(
                Mistake(odds.second_card_natural(put_back=True), "You divided by 52, as Hoffmann's sentence does; "
                        "but your ace has been dealt, and the second card comes from the 51 that are left."),
                Mistake(odds.second_card_natural(tens="tens-only"), "You counted only the four tens: the court "
                        "cards make a natural with an ace too."),
            ),
        ),
        Exercise(
            id="vingt-un-fourteen", lesson="vingt-un-probability", kind="probability",
            prompt="Enquire Within (¶116): \"if those in hand make fourteen exactly, it is seven to six that the one "
                   "next drawn does not make the number of points above twenty-one\". Counting every rank as "
                   "equally likely (the book ignores the cards in your hand), what is the chance that the next "
                   "card keeps fourteen at twenty-one or under?",
            answer=fourteen,
            solution=f"Cards that keep 14 at 21 or less: ace (as one) to seven, 7 ranks of 13: {_ratio(fourteen)}. "
                     f"Odds of {fourteen.numerator} to {fourteen.denominator - fourteen.numerator}, as the book says. "
                     f"From the pack itself, holding a ten and a four, {held.numerator} of the {held.denominator} "
                     f"cards left are safe (odds {held.numerator} to {held.denominator - held.numerator}): the book is "
                     f"right to a first approximation.",
            laws=("enquire-within:116",),
            mistakes=(
                Mistake(1 - fourteen, "That is the chance of going over (the eight, nine and the four tenth-card "
                        "ranks). The question asks for the chance of staying at twenty-one or under."),
                Mistake(Fraction(8, 13), "You counted the eight as safe too: 14 + 8 = 22, over."),
            ),
        ),
    )
    return Lesson("vingt-un-probability", "Probability with Vingt-un", exercises)


def _deal() -> Lesson:
    punter_over = odds.draw_to_over_probability(16)
    dealer_over = odds.draw_to_over_probability(17)
    both = punter_over * dealer_over
    edge = odds.dealer_advantage()
    exercises = (
        Exercise(
            id="deal-punter-over", lesson="deal-advantage", kind="probability",
            prompt="Hoffmann's punter stands at sixteen or more (\"which is generally accepted as the average "
                   "limit\", ¶8) and draws below it. In the endless pack (every card any of the thirteen ranks, "
                   "equally likely), what is the chance that he over-draws?",
            answer=punter_over,
            solution=f"Follow every way the hand can grow, card by card, with the ace counting eleven where that "
                     f"does not take the hand over: the chance of ending over twenty-one is {_ratio(punter_over)} ≈ "
                     f"{float(punter_over):.4f}, about one hand in five. (games.lessons.odds.endless_final_totals "
                     f"gives the whole distribution of the final count.)",
            laws=("hoffmann-vingt-un:p8", "hoffmann-vingt-un:p3"),
            mistakes=(
                Mistake(odds.draw_to_over_probability(16, aces="one"), "You counted every ace as one. It counts "
                        "eleven or one at the holder's option (Hoffmann ¶3): an ace and a six is seventeen, and he "
                        "stands."),
                Mistake(odds.draw_to_over_probability(16, aces="eleven"), "You counted every ace as eleven. A hand "
                        "of ace, six and nine is sixteen (the ace counting one), not over."),
            ),
            simulate=odds.simulate_over(16),
        ),
        Exercise(
            id="deal-both-over", lesson="deal-advantage", kind="probability",
            prompt="The punter stands at sixteen (¶8), the dealer at seventeen (\"At seventeen, he should usually "
                   "stand\", ¶11). In the endless pack, what is the chance that both over-draw? In that case the "
                   "punter has already paid, and the dealer does not pay him back (Peel ¶13).",
            answer=both,
            solution=f"The two hands are independent in the endless pack: P(punter over) × P(dealer over) = "
                     f"{float(punter_over):.4f} × {float(dealer_over):.4f} = {float(both):.4f} "
                     f"(exactly {_ratio(both)}). In these deals the dealer wins although he over-drew too: \"herein "
                     f"lies the main advantage of the deal\" (Peel ¶8).",
            laws=("peel-vingt-un:p8", "peel-vingt-un:p13", "hoffmann-vingt-un:p11"),
            mistakes=(
                Mistake(punter_over + dealer_over - both, "You counted the deals in which either over-draws. The "
                        "question asks for both."),
                Mistake(punter_over ** 2, "You gave the dealer the punter's rule: he stands at seventeen, not "
                        "sixteen, and over-draws more often."),
                Mistake(dealer_over ** 2,
                        "You gave the punter the dealer's rule: he stands at sixteen."),
            ),
        ),
        Exercise(
            id="deal-advantage", lesson="deal-advantage", kind="probability",
            prompt="With the same rules (punter at sixteen, dealer at seventeen, the endless pack, single stakes, "
                   "naturals counted as plain twenty-ones), what does the dealer gain on average for each counter a "
                   "punter stakes? The dealer receives from all who over-draw and on ties, and pays the punters "
                   "who stand when he over-draws (Peel ¶8, ¶13; Hoffmann ¶11).",
            answer=edge,
            solution=f"Add up every pair of final counts: the punter over: +1; else the dealer over: −1; else the "
                     f"higher count wins, and a tie goes to the dealer. The dealer gains {float(edge):.4f} of a "
                     f"counter a hand (exactly {_ratio(edge)}), about {float(edge) * 100:.0f} per cent of the stakes: "
                     f"the reason all four accounts call the deal an advantage, and why Peel and Hoffmann want it to "
                     f"pass in rotation.",
            laws=("peel-vingt-un:p4", "peel-vingt-un:p8", "hoffmann-vingt-un:p11", "hoffmann-vingt-un:p15"),
            mistakes=(
                Mistake(odds.dealer_advantage(ties="void"), "You let ties pay nothing. The dealer receives from "
                        "those whose points \"are lower or equal to his\" (Peel ¶8)."),
                Mistake(odds.dealer_advantage(repay_over=True), "You had the dealer, over-drawing, pay back the "
                        "punters who had over-drawn before him. He pays \"not to those who have previously "
                        "over-drawn and thrown up\" (Peel ¶13)."),
            ),
            simulate=odds.simulate_dealer_advantage(16, 17),
        ),
    )
    return Lesson("deal-advantage", "Why the deal is an advantage", exercises)


def _revoke() -> Lesson:
    exercises = (
        Exercise(
            id="revoke-holding-suit", lesson="revoke", kind="yes-no",
            prompt="Hearts are led. You hold K♠ 7♠ 2♥ 9♦ and play the 9♦. Is it a revoke under Foster's law 71?",
            answer=odds.is_revoke("KS 7S 2H 9D", "H", "9D"),
            solution="Yes. You hold a heart (the 2♥) and played a card of a different suit: that is the definition "
                     "in law 71. The penalty is in law 72; it is established once the trick is turned and quitted "
                     "(law 73).",
            laws=("foster-whist:71", "foster-whist:72", "foster-whist:73"),
            mistakes=(Mistake(False, "Law 71 makes it a revoke when a player \"holding one or more cards of the "
                                     "suit led\" plays another suit. You hold the 2♥."),),
        ),
        Exercise(
            id="revoke-void", lesson="revoke", kind="yes-no",
            prompt="Hearts are led. You hold K♠ 7♠ 9♦ Q♣ and play the 9♦. Is it a revoke?",
            answer=odds.is_revoke("KS 7S 9D QC", "H", "9D"),
            solution="No. You hold no heart, so you may play any card: you renounce hearts, rightly. A revoke needs "
                     "a card of the suit led in the hand (law 71).",
            laws=("foster-whist:71", "foster-whist:74"),
            mistakes=(Mistake(True, "Playing another suit is a revoke only when you hold a card of the suit led "
                                    "(law 71). With no heart you renounce, and that is no offence."),),
        ),
        Exercise(
            id="revoke-cut-places", lesson="revoke", kind="count",
            prompt="Hoffmann's law 26: the pack is cut, and the cutter \"must not leave fewer than four cards in "
                   "either packet\". In how many different places may a pack of 52 be cut?",
            answer=odds.whist_cut_places(),
            solution="The top packet may hold 4, 5, ..., 48 cards (then the bottom one holds 48 down to 4): 48 − 4 + 1 "
                     "= 45 places. Reading a law literally means counting both ends.",
            laws=("hoffmann-whist:26",),
            mistakes=(
                Mistake(44, "You left out one end: a top packet of four cards and one of forty-eight are both "
                            "allowed (\"not ... fewer than four\")."),
                Mistake(51, "You counted every cut. The law forbids packets of fewer than four cards."),
                Mistake(odds.whist_cut_places(least=5), "You read \"not fewer than four\" as \"more than four\": "
                                                       "four cards in a packet are allowed."),
            ),
        ),
        Exercise(
            id="revoke-misdeal-codes", lesson="revoke", kind="yes-no",
            prompt="After the deal the four hands hold 15, 13, 12 and 12 cards. Read case IV of the misdeal law "
                   "literally in Foster's code (44.iv: \"Should a player have fourteen cards, and either of the "
                   "other three less than thirteen\"). Is it a misdeal under that case?",
            answer=odds.misdeal_by_count((15, 13, 12, 12), "foster-whist"),
            solution="No, by the letter: nobody has fourteen cards. Hoffmann's Revised Code of 1900 says "
                     "\"fourteen or more\" (37.iv), and under it this deal is a misdeal. The two codes' wording "
                     "differs; a demanding reader notices, and the edition keeps each code as its own rule set. "
                     "(Foster's 44.i, cards not dealt one at a time in rotation, may still apply: that is another "
                     "question.)",
            laws=("foster-whist:44.iv", "hoffmann-whist:37.iv"),
            mistakes=(Mistake(odds.misdeal_by_count((15, 13, 12, 12), "hoffmann-whist"),
                              "That is the answer under Hoffmann's 37.iv (\"fourteen or more\"). Foster's 44.iv says "
                              "\"fourteen cards\": read it to the letter."),),
        ),
    )
    return Lesson("revoke", "Reading a code of laws: the revoke and the misdeal", exercises)


def _claims() -> Lesson:
    two = odds.some_natural_probability(2)
    four = odds.some_natural_probability(4)
    seq = poker_sequences("peel")
    exercises = (
        Exercise(
            id="claims-natural-two", lesson="claims", kind="probability",
            prompt="Enquire Within (¶116): \"A natural Vingt-un may be expected once in seven coups when two ... "
                   "people play\". Two players each receive two cards from one full pack. What is the exact chance "
                   "that at least one of them holds a natural?",
            answer=two,
            solution=f"By inclusion and exclusion: P(first) + P(second) − P(both) = 2 × 32/663 − (4 × 16 × 3 × 15) / "
                     f"(1,326 × 1,225) = {_ratio(two)} ≈ {float(two):.4f}: one coup in {float(1 / two):.1f}, not one "
                     f"in seven. With four players it is {float(four):.4f}, one in {float(1 / four):.1f}, not \"twice "
                     f"in seven\" (one in 3.5). The book is too generous with naturals.",
            laws=("enquire-within:116",),
            mistakes=(
                Mistake(odds.some_natural_probability(2, independent=True), "You treated the two hands as if each "
                        "came from its own pack, 1 − (1 − p)². They share one pack's four aces and sixteen tenth "
                        "cards: use inclusion and exclusion."),
                Mistake(2 * odds.natural_probability(), "You added the two players' chances without taking away "
                        "the deals in which both hold a natural (counted twice)."),
                Mistake(Fraction(1, 7), "That is the book's claim, not the exact chance. Count it."),
            ),
            simulate=odds.simulate_some_natural(2),
        ),
        Exercise(
            id="claims-fifteen", lesson="claims", kind="probability",
            prompt="Enquire Within (¶116) goes on: \"but if the points be fifteen, it is seven to six against that "
                   "hand\". Counting every rank as equally likely, what is the chance that the next card takes "
                   "fifteen over twenty-one?",
            answer=1 - odds.next_card_safe(total=15),
            solution="Seven, eight, nine and the four tenth-card ranks take fifteen over: 7 ranks of 13, 7/13, odds "
                     "of seven to six against the hand. The book is right.",
            laws=("enquire-within:116",),
            mistakes=(
                Mistake(odds.next_card_safe(total=15), "That is the chance of staying at twenty-one or under; the "
                        "question asks for going over."),
                Mistake(Fraction(8, 13), "You counted the six as taking fifteen over: 15 + 6 = 21, which is safe."),
            ),
        ),
        Exercise(
            id="claims-sequences", lesson="claims", kind="count",
            prompt="Peel's law 71: the ace \"shall only begin a sequence; it shall not end a sequence after a "
                   "king\". Under Peel's laws, how many five-card hands are a \"Sequence not a flush\" (law 65)?",
            answer=seq,
            solution=f"Nine runs of ranks (A-2-3-4-5 up to 9-10-J-Q-K), each in 4⁵ = 1,024 suits, less the 4 all "
                     f"of one suit: 9 × 1,020 = {seq:,}. The census of all 2,598,960 hands "
                     f"(games.poker.census) gives the same number. Foster's American rules, with ten to ace, have "
                     f"{poker_sequences('foster'):,}.",
            laws=("peel-poker:65", "peel-poker:71"),
            mistakes=(
                Mistake(poker_sequences("foster"), "You let the ace end a sequence after the king (ten to ace): "
                        "that is the American custom of Peel's footnote, not his law 71. Nine runs, not ten."),
                Mistake(9 * 1024, "You counted the sequence flushes too: 4 of the 1,024 hands of each run are all of "
                                  "one suit, and they are a \"Sequence flush\"."),
                Mistake(10 * 1024, "You let the ace end a sequence, and counted the flushes: nine runs, less the "
                                   "sequence flushes."),
            ),
        ),
    )
    return Lesson("claims", "Was the book right? Checking the claims", exercises)


@lru_cache(maxsize=None)
def all_lessons() -> tuple[Lesson, ...]:
    """The lessons, in teaching order (computed on first use: the Poker census takes a moment)."""
    return (_vingt_un(), _deal(), _revoke(), _claims())


@lru_cache(maxsize=None)
def all_exercises() -> dict[str, Exercise]:
    return {ex.id: ex for lesson_ in all_lessons() for ex in lesson_.exercises}


def __getattr__(name: str):  # LESSONS and EXERCISES, built on first use
    if name == "LESSONS":
        return all_lessons()
    if name == "EXERCISES":
        return all_exercises()
    raise AttributeError(name)


def lesson(lesson_id: str) -> Lesson:
    check_text(lesson_id, "a lesson's id")
    LESSONS = all_lessons()
    for le in LESSONS:
        if le.id == lesson_id:
            return le
    raise GameError(f"no lesson {lesson_id!r}: one of {', '.join(le.id for le in LESSONS)}")


def exercise(exercise_id: str) -> Exercise:
    check_text(exercise_id, "an exercise's id")
    exercises = all_exercises()
    try:
        return exercises[exercise_id]
    except KeyError:
        raise GameError(f"no exercise {exercise_id!r}: one of {', '.join(exercises)}") from None


def check(exercise_id: str, answer: object):
    """Check a student's answer: ``check("vingt-un-natural", "32/663")``."""
    return exercise(exercise_id).check(answer)
