"""Which paragraph of each book governs each step of Vingt-un, and the words of it the step rests on.

The game cites the law of the book it is played under: a refusal, an event
or a settlement line under Peel's code names Peel's paragraph, under
Hoffmann's Hoffmann's, each with the words of that paragraph that say what
the step does (a :class:`games.citations.Cite`, declared once here with
:func:`games.citations.quote`).  Many of the books' paragraphs are long and
govern several steps (Peel's p10 the stakes, the double, the second card and
the dealer's natural): each step quotes its own clause.

Where a book is silent on a step, the entry is another book's law, played
as a declared reading of the silent book's rule set (its ``silences``, with
an editorial note beside the law on the silent book's page): Hoffmann says
nothing of how the first dealer is found, so a game under Hoffmann cites
Peel's p21, marked as that reading.  Where no book says it (a hand of
twenty-one draws no more) the entry is a :class:`~games.citations.Convention`
of the edition, which cites no law.

>>> from games.vingt_un.game_laws import law
>>> law("peel-vingt-un", "split"), law("hoffmann-vingt-un", "split")
('peel-vingt-un:p16', 'hoffmann-vingt-un:p12')
>>> law("hoffmann-vingt-un", "split").words
'he may, if he pleases, go on both'
>>> law("hoffmann-vingt-un", "first_dealer")      # Hoffmann is silent: Peel's rule, a declared reading
'peel-vingt-un:p21'
"""

from __future__ import annotations

from typing import Union

from games.citations import Cite, Convention, convention, quote
from games.errors import RuleSetError

__all__ = ["LAWS", "TWENTY_ONE_STANDS", "law"]

#: No book says that a hand of twenty-one must stand (Enquire Within's "till the points ... make twenty-one
#: exactly" comes nearest, and is cited under its code): the edition's table lets no card be drawn to it.
TWENTY_ONE_STANDS = convention(
    "vingt-un-twenty-one-stands", "the edition's rule, not in these pages",
    "No card can improve a hand of twenty-one, and Peel and Hoffmann do not say that the holder must stand on it; "
    "the edition's table draws no card to it (see the editorial note beside Hoffmann's p8).",
    ("peel-vingt-un", "hoffmann-vingt-un", "hoffmann-french-vingt-un"))

P, H, E = "peel-vingt-un", "hoffmann-vingt-un", "enquire-within"

#: code -> step -> the law cited, with its words (or the edition's convention where no book speaks)
LAWS: dict[str, dict[str, Union[Cite, Convention]]] = {
    P: {
        "count": quote(f"{P}:p3", "the ace reckoning as either one or eleven, at the option of the player"),
        "retire": quote(f"{P}:p4", "A player may retire after the completion of any hand"),
        "conclude": quote(f"{P}:p4", "the game itself may be concluded at the same period"),
        "seats": quote(f"{P}:p2", "may also be engaged in by smaller parties; its practice, with even only two "
                                  "competing"),
        "first_dealer": quote(f"{P}:p21", "the player to whom the first ace is dealt becomes the dealer"),
        "limits": quote(f"{P}:p7", "The minimum is usually one coin or counter, and the maximum whatever may be "
                                   "agreed upon"),
        "shuffle": quote(f"{P}:p9", "takes the pack of cards and shuffles them, after which he has the pack cut by "
                                    "the player on his right-hand side"),
        "deal": quote(f"{P}:p9", "distribute one card, face downwards and unexposed, to each player, dealing in "
                                 "regular order from left to right"),
        "packs": quote(f"{P}:p3", "Vingt-un is played with an ordinary pack of fifty-two cards"),
        "stake": quote(f"{P}:p10", "Each player, in turn, looks at his card, and stakes on it whatever amount he "
                                   "chooses"),
        "stake_when": quote(f"{P}:p10", "the amounts being thus settled all round, the dealer gives a second card "
                                        "to each player"),
        "dealer_no_stake": quote(f"{P}:p10", "he also looks at his card, but does not stake anything upon it"),
        "double": quote(f"{P}:p10", "he may, however, if he considers his card a good one, double the stakes of the "
                                    "other players, which he does by calling \"double.\""),
        "no_double": quote(f"{P}:p10", "he may, however, if he considers his card a good one, double the stakes of "
                                       "the other players"),
        "second_card": quote(f"{P}:p10", "the dealer gives a second card to each player, in the same order as the "
                                         "first, and also unexposed"),
        "dealer_natural": quote(f"{P}:p10", "he at once declares it; throws the two cards, face upwards, on the "
                                            "table, and collects the stakes from the other players, the amount in "
                                            "this case being double from each"),
        "punter_natural": quote(f"{P}:p11", "he should at once declare it, and claim double the amount of his stake, "
                                            "or of the double, if that was called, from the dealer"),
        "later_natural": quote(f"{P}:p11", "he should at once declare it, and claim double the amount of his stake, "
                                           "or of the double, if that was called, from the dealer"),
        "natural_tie": quote(f"{P}:p10", "in the case of a player who, like the dealer, has received a natural "
                                         "Vingt-un--in that case neither pays to the other"),
        "split_natural": quote(f"{P}:p5", "a natural Vingt-un, that is, an ace (counting as 11) and a 10, or court "
                                          "card (counting as 10)"),
        "draw_when": quote(f"{P}:p24", "two cards given to each player, and also to cases of divided pairs, the "
                                       "drawing of further cards commences"),
        "draw": quote(f"{P}:p24", "he says \"yes,\" or, \"a card,\" when the dealer delivers one from the top of "
                                  "the undealt portion of the pack, placing it face upwards on the table in front of "
                                  "the player"),
        "stand": quote(f"{P}:p24", "if he does not require any more cards, says \"content.\""),
        "twenty_one": TWENTY_ONE_STANDS,
        "order": quote(f"{P}:p24", "The dealer must settle with one player before he attends to the next"),
        "one_hand_first": quote(f"{P}:p24", "when a player is standing on divided pairs, he must settle with one "
                                            "hand before attending to the other"),
        "over": quote(f"{P}:p12", "the player would have had to pay the dealer the amount he staked, or the double, "
                                  "if the dealer had doubled. At the same time he would throw up his cards"),
        "dealer_turn": quote(f"{P}:p13", "and so on, until he has gone the round of the table"),
        "turn_up": quote(f"{P}:p13", "He then turns up his own two cards in front of him, and in view of the "
                                     "company"),
        "dealer_draw": quote(f"{P}:p13", "If he elects to take a third card, he deals it from the top of the pack; "
                                         "and if the third card does not satisfy him, he may take more"),
        "dealer_stand": quote(f"{P}:p13", "decides, as the others have done, as to whether he will stand on the two "
                                          "he has, or take a further card or cards"),
        "settle": quote(f"{P}:p13", "the dealer receiving the stakes when his points are higher or are equal to "
                                    "those of the other players, and paying when his points are lower than theirs"),
        "settle_when": quote(f"{P}:p13", "when satisfied, he challenges the others"),
        "ties": quote(f"{P}:p8", "receives from all who over-draw, or whose points are lower or equal to his"),
        "dealer_over": quote(f"{P}:p13", "If, however, he over-draws, he pays to all who are standing, but not to "
                                         "those who have previously over-drawn and thrown up."),
        "dealer_21": quote(f"{P}:p14", "he receives double stakes from each of the players"),
        "both_21": quote(f"{P}:p14", "excepting those who have also drawn a Vingt-un, who only pay the amount "
                                     "staked"),
        "both_21_double": quote(f"{P}:p14", "he receives double stakes from each of the players"),
        "punter_21": quote(f"{P}:p15", "If a player has a drawn Vingt-un and the dealer has not, or the dealer has "
                                       "over-drawn, then the dealer has to pay the holder of the Vingt-un double the "
                                       "amount of his stake"),
        "split": quote(f"{P}:p16", "he has the option of staking a separate amount on each of them"),
        "split_cards": quote(f"{P}:p16", "asks the dealer for two other cards with which to complete the two hands "
                                         "he then possesses"),
        "split_first_two": quote(f"{P}:p16", "it is only when the original pairs occur in the first two cards that "
                                             "it is permissible to divide them"),
        "pair": quote(f"{P}:p16", "Should any of the players receive for the first cards two of the same "
                                  "denomination"),
        "max_hands": quote(f"{P}:p16", "he could then play on four independent hands"),
        "dealer_split": quote(f"{P}:p16", "This division of cards is equally available for the dealer"),
        "split_stake": quote(f"{P}:p16", "he puts on the second card a separate stake, the amount of which need not "
                                         "be similar to that of his original one"),
        "dealer_best": quote(f"{P}:p16", "This division of cards is equally available for the dealer"),
        "last_card": quote(f"{P}:p17", "When the dealer comes to the last card of the pack, he does not deal it or "
                                       "otherwise use it as he has done with the others, but hands it, unexposed, to "
                                       "the pone"),
        "pone": quote(f"{P}:p17", "the pone collects the used cards as they are disposed of by the players"),
        "reshuffle": quote(f"{P}:p17", "who adds it to those already in his care, shuffles them, and hands them to "
                                       "the dealer"),
        "passing": quote(f"{P}:p18", "puts the dealer out, and the deal passes, either to the next player, or to the "
                                     "holder of the natural, as may have been decided upon"),
        "cancelled": quote(f"{P}:p18", "unless the dealer also holds a natural that hand"),
        "rotation": quote(f"{P}:p6", "arranging that the deal shall pass in regular order from left to right"),
        "grace": quote(f"{P}:p19", "when it occurs in the first hand of the deal; then the dealer disregards it"),
        "limit_deal": quote(f"{P}:p30", "another method is to limit the deal to a certain number of hands, or to "
                                        "allow the dealer to go through the pack twice, or to have two packs of "
                                        "cards shuffled together, and go through them once"),
        "sell": quote(f"{P}:p31", "he is at liberty to sell the right to any other player"),
        "keep_deal": quote(f"{P}:p31", "Should a player object to take his turn at dealing, or desire to part with "
                                       "it for other reason, he is at liberty to sell the right"),
        "pool_ante": quote(f"{P}:p29", "that each player contribute a coin or counter to the pool at the "
                                       "commencement of each deal"),
        "pool_overdraw": quote(f"{P}:p29", "that whenever the dealer over-draws, he pay a penalty to the pool"),
        "pool_ties": quote(f"{P}:p29", "that whenever the dealer receives on ties, he pay a proportion to the pool"),
        "pool": quote(f"{P}:p18", "it is often considered desirable to have a pool, which is secured by the player "
                                  "declaring the natural"),
        "pool_shared": quote(f"{P}:p18", "a pool, which is secured by the player declaring the natural"),
        "privilege": quote(f"{P}:p32", "shall be entitled to an amount equal to, or double that of his own stake "
                                       "from each of the other players"),
        "penalty": quote(f"{P}:p28", "the offender pays a penalty to the pool, if there be one"),
    },
    H: {
        "count": quote(f"{H}:p3", "an \"ace,\" eleven or one, at the option of the holder"),
        "count_example": quote(f"{H}:p10", "according to the value put upon the ace, will represent either three or "
                                           "thirteen"),
        "seats": quote(f"{H}:p1", "Any number may play."),
        "limits": quote(f"{H}:p1", "A maximum and minimum stake are usually fixed beforehand"),
        "shuffle": quote(f"{H}:p1", "After they have been duly shuffled and cut"),
        "deal": quote(f"{H}:p1", "the dealer distributes one card, face downwards, to each of the other players "
                                 "(whom we will call the punters), and one to himself"),
        "packs": quote(f"{H}:p1", "The full pack of fifty-two cards is used."),
        "stake": quote(f"{H}:p1", "each places on, or beside his card, the coin (or counters representing coin) he "
                                  "proposes to stake"),
        "stake_when": quote(f"{H}:p6", "The stakes having been made, and the dealer having decided whether to "
                                       "\"double\" or not"),
        "dealer_no_stake": quote(f"{H}:p1", "The punters look at their cards, and each places on, or beside his "
                                            "card, the coin"),
        "double": quote(f"{H}:p2", "if he thinks fit, says, \"I double you,\" or simply \"Double,\""),
        "no_double": quote(f"{H}:p6", "in the latter case, silence is a sufficient negative"),
        "second_card": quote(f"{H}:p6", "he deals a second round of cards, still face downwards"),
        "dealer_natural": quote(f"{H}:p7", "If those of the dealer form a \"natural,\" he turns them up, and "
                                           "receives from each player double the amount of his stake"),
        "punter_natural": quote(f"{H}:p8", "If there be any such among the punters, the holder turns up his cards, "
                                           "and receives double the amount of his stake."),
        "later_natural": quote(f"{H}:p8", "If there be any such among the punters, the holder turns up his cards, "
                                          "and receives double the amount of his stake."),
        "natural_tie": quote(f"{H}:p7", "in which case the two cancel, neither paying nor receiving"),
        "split_natural": quote(f"{H}:p4", "either by the conjunction of an ace and a court or other tenth card, "
                                          "called a \"natural,\""),
        "draw_when": quote(f"{H}:p8", "To all other players, beginning with the elder hand, the dealer is bound to "
                                      "offer cards."),
        "draw": quote(f"{H}:p10", "This third card, and all following, are dealt face upwards."),
        "stand": quote(f"{H}:p8", "conveying his decision by the word, \"Stand,\" or \"Content.\""),
        "twenty_one": TWENTY_ONE_STANDS,
        "order": quote(f"{H}:p9", "The dealer then asks the same question of the next player."),
        "one_hand_first": quote(f"{H}:p12", "must finish the drawing on one, before beginning on the other"),
        "over": quote(f"{H}:p8", "In such case he is \"over,\" and at once hands his stake to the dealer, and throws "
                                 "his cards, face downwards, in the middle of the table"),
        "dealer_turn": quote(f"{H}:p11", "Last comes the turn of the dealer himself."),
        "turn_up": quote(f"{P}:p13", "He then turns up his own two cards in front of him, and in view of the "
                                     "company"),
        "dealer_draw": quote(f"{H}:p11", "Last comes the turn of the dealer himself."),
        "dealer_stand": quote(f"{H}:p11", "If his cards are eighteen or upwards, he will \"stand.\" At seventeen, "
                                          "he should usually stand."),
        "settle": quote(f"{H}:p11", "he pays or receives as the cards of the punter, or his own, are nearest to the "
                                    "critical \"twenty-one.\""),
        "settle_when": quote(f"{H}:p11", "Last comes the turn of the dealer himself."),
        "ties": quote(f"{H}:p11", "In the event of \"ties\" (twenty-ones included), the punter pays the dealer."),
        "dealer_over": quote(f"{H}:p11", "Should he go \"over,\" he pays all, with the exception of those who, "
                                         "having overdrawn, have already paid up their stakes."),
        "dealer_21": quote(f"{H}:p11", "should the dealer's cards make exactly twenty-one points, each of the "
                                       "punters pays double the amount of his stake"),
        "both_21": quote(f"{H}:p11", "In the event of \"ties\" (twenty-ones included), the punter pays the dealer."),
        "both_21_double": quote(f"{H}:p11", "should the dealer's cards make exactly twenty-one points, each of the "
                                            "punters pays double the amount of his stake"),
        "punter_21": quote(f"{H}:p11", "Should the cards of any punter amount to exactly twenty-one, he will receive "
                                       "double the amount of his stake."),
        "split": quote(f"{H}:p12", "he may, if he pleases, go on both"),
        "split_cards": quote(f"{H}:p12", "the dealer then gives him another card, face downwards, on each"),
        "split_first_two": quote(f"{H}:p12", "Should a punter, on receiving his second card, find that both are "
                                             "alike"),
        "pair": quote(f"{H}:p12", "find that both are alike, e.g. two aces, two kings, or two queens"),
        "max_hands": quote(f"{H}:p12", "Likewise on a fourth, should the first four be alike."),
        "dealer_split": quote(f"{H}:p12", "Should a punter, on receiving his second card, find that both are alike"),
        "split_stake": quote(f"{H}:p12", "a separate stake, of the same amount as staked on the first card"),
        "dealer_best": quote(f"{H}:p12", "Each hand pays or receives on its own merits, as though belonging to an "
                                         "independent punter."),
        "last_card": quote(f"{H}:p14", "he throws the last card, face upwards, on the table"),
        "pone": quote(f"{H}:p14", "the pone collects the cards thrown up at the end of each hand, and shuffles them "
                                  "in readiness for the use of the dealer"),
        "reshuffle": quote(f"{H}:p14", "receiving the remade cards from the pone, gives them a final shuffle, offers "
                                       "them to be cut, and proceeds as before"),
        "passing": quote(f"{H}:p14", "The occurrence of a natural in any hand but the dealer's usually terminates "
                                     "the deal."),
        "cancelled": quote(f"{P}:p18", "unless the dealer also holds a natural that hand"),
        "cancelled_ends": quote(f"{H}:p14", "The occurrence of a natural in any hand but the dealer's usually "
                                            "terminates the deal."),
        "rotation": quote(f"{H}:p15", "it is but fair that each should enjoy such advantage in turn"),
        "to_natural": quote(f"{H}:p15", "the holder of a natural (other than in the first round of a deal) becomes "
                                        "thereby entitled to the next deal"),
        "grace": quote(f"{H}:p14", "By way of a sort of grace, however, it does not have this effect in the first "
                                   "round of a deal."),
        "limit_deal": quote(f"{H}:p14", "Sometimes, by agreement, the deal is made to consist of a given number of "
                                        "rounds; say, till all the pack is exhausted, or till two packs are "
                                        "exhausted"),
        "penalty": quote(f"{H}:p16", "There is no authoritative Code of Laws for Vingt-Un."),
    },
    E: {
        "count": quote(f"{E}:115", "Aces count either eleven or one; court cards, ten; the rest according to their "
                                   "points."),
        "seats": quote(f"{E}:113", "may be played by two or more persons"),
        "first_dealer": quote(f"{E}:113", "it is usual to determine it at the commencement by turning up the first "
                                          "ace, or knave"),
        "deal": quote(f"{E}:114", "The dealer first gives two cards, one at a time, to each player, including "
                                  "himself"),
        "second_card": quote(f"{E}:114", "The dealer first gives two cards, one at a time, to each player, including "
                                         "himself"),
        "stake_when": quote(f"{E}:114", "The dealer first gives two cards, one at a time, to each player, including "
                                        "himself"),
        "no_double": quote(f"{E}:114", "The dealer first gives two cards, one at a time, to each player, including "
                                       "himself"),
        "dealer_natural": quote(f"{E}:115", "If the dealer turns up a natural he takes double stakes from all the "
                                            "players"),
        "punter_natural": quote(f"{E}:115", "It should be declared at once, and entitles the holder to double stakes "
                                            "from the dealer"),
        "later_natural": quote(f"{E}:115", "If there be more than one natural, all after the first receive single "
                                           "stakes only."),
        "natural_tie": quote(f"{E}:114", "except such other players, likewise having twenty-one, between whom it is "
                                         "thereby a drawn game"),
        "split_natural": quote(f"{E}:115", "Twenty-one, when dealt in a player's first two cards, is styled a "
                                           "Natural."),
        "draw_when": quote(f"{E}:114", "then he asks each player in rotation, beginning with the eldest hand on the "
                                       "left, whether he stands or chooses another card"),
        "no_split": quote(f"{E}:114", "whether he stands or chooses another card"),
        "draw": quote(f"{E}:114", "If he need another card, it must be given from off the top of the pack"),
        "stand": quote(f"{E}:114", "or such a number less than twenty-one as the player thinks fit to stand upon"),
        "twenty_one": quote(f"{E}:114", "till the points of the additional card or cards, added to those dealt, "
                                        "exceed or make twenty-one exactly"),
        "order": quote(f"{E}:114", "then he asks each player in rotation, beginning with the eldest hand on the "
                                   "left"),
        "over": quote(f"{E}:114", "When the points on the player's cards exceed twenty-one, he throws the cards on "
                                  "the table, face downwards, and pays the stake."),
        "dealer_turn": quote(f"{E}:114", "The dealer is, in turn, entitled to draw additional cards"),
        "dealer_draw": quote(f"{E}:114", "The dealer is, in turn, entitled to draw additional cards"),
        "dealer_stand": quote(f"{E}:114", "The dealer is, in turn, entitled to draw additional cards"),
        "settle": quote(f"{E}:114", "the dealer pays single stakes to all whose numbers under twenty-one are higher "
                                    "than his own, and receives from those who have lower numbers"),
        "settle_when": quote(f"{E}:114", "The dealer is, in turn, entitled to draw additional cards"),
        "ties": quote(f"{E}:114", "In some companies ties pays the dealer."),
        "ties_standoff": quote(f"{E}:114", "nothing is paid or received by such players as have similar numbers to "
                                           "the dealer"),
        "dealer_over": quote(f"{E}:114", "When the dealer draws more than twenty-one, he pays to all who have not "
                                         "thrown up."),
        "dealer_21": quote(f"{E}:114", "on taking a Vingt-un, receives double stakes from all who stand the game"),
        "both_21": quote(f"{E}:114", "except such other players, likewise having twenty-one, between whom it is "
                                     "thereby a drawn game"),
        "punter_21": quote(f"{E}:114", "When any adversary has a Vingt-un, and the dealer not, then the opponent so "
                                       "having twenty-one, wins double stakes from him."),
        "pone": quote(f"{E}:114", "the pone, or youngest hand, should collect those that have been played"),
        "reshuffle": quote(f"{E}:114", "the pone, or youngest hand, should collect those that have been played, and "
                                       "shuffle them together, ready for the dealer, against the period when he shall "
                                       "have distributed the whole pack"),
        "last_dealt": quote(f"{E}:114", "The cards must all be dealt out in succession"),
        "passing": quote(f"{E}:115", "entitles the holder to double stakes from the dealer, and to the deal"),
        "to_natural": quote(f"{E}:115", "entitles the holder to double stakes from the dealer, and to the deal"),
        "cancelled": quote(f"{E}:115", "If the dealer turns up a natural he takes double stakes from all the players "
                                       "and retains the deal."),
        "rotation": quote(f"{E}:115", "except it be agreed to pass the deal round"),
        "penalty": quote(f"{E}:114", "The cards must all be dealt out in succession"),
    },
}

# Where Hoffmann is silent the game plays Peel's rule, a declared reading of Hoffmann's rule set (its silences).
for _step in ("retire", "conclude", "first_dealer", "sell", "keep_deal", "pool_ante", "pool_overdraw", "pool_ties",
              "pool", "pool_shared", "privilege"):
    LAWS[H].setdefault(_step, LAWS[P][_step])
# Where Enquire Within is silent: Peel's rule, or Hoffmann's where that is the reading (its dividing of pairs).
for _step in ("retire", "conclude", "limits", "shuffle", "packs", "dealer_no_stake", "double", "turn_up", "grace",
              "limit_deal", "last_card", "sell", "keep_deal", "pool_ante", "pool_overdraw", "pool_ties", "pool",
              "pool_shared", "privilege", "dealer_split", "dealer_best", "both_21_double"):
    LAWS[E].setdefault(_step, LAWS[P][_step])
#: the stake laid before the cards (Enquire Within's reading): only Hoffmann's words that say what is staked
LAWS[E].setdefault("stake", quote(f"{H}:p1", "the coin (or counters representing coin) he proposes to stake"))
for _step in ("split", "split_cards", "split_first_two", "pair", "max_hands", "split_stake",
              "one_hand_first"):
    LAWS[E].setdefault(_step, LAWS[H][_step])
LAWS[P].setdefault("no_split", LAWS[P]["split"])
LAWS[P].setdefault("dealer_no_split", LAWS[P]["dealer_split"])
LAWS[H].setdefault("dealer_no_split", LAWS[H]["dealer_split"])
LAWS[E].setdefault("dealer_no_split", LAWS[E]["no_split"])
LAWS[H].setdefault("no_split", LAWS[H]["split_first_two"])
LAWS[P].setdefault("cancelled_ends", LAWS[P]["passing"])
LAWS[E].setdefault("cancelled_ends", LAWS[E]["passing"])
LAWS[P].setdefault("to_natural", LAWS[P]["passing"])
LAWS[P].setdefault("ties_standoff", LAWS[P]["ties"])
LAWS[H].setdefault("ties_standoff", LAWS[H]["ties"])
LAWS[P].setdefault("count_example", LAWS[P]["count"])
LAWS[E].setdefault("count_example", LAWS[E]["count"])
LAWS[P].setdefault("last_dealt", LAWS[P]["last_card"])
LAWS[H].setdefault("last_dealt", LAWS[H]["last_card"])

F = "hoffmann-french-vingt-un"
#: French Vingt-Un is "a variation of ordinary Vingt-Un" (its p1): Hoffmann's code, cited as its own (the rule
#: set's ``also_cites``), save where its rounds differ: the deal "lasts during eight rounds".
LAWS[F] = dict(LAWS[H], conclude=quote(f"{F}:p2", "The deal lasts during eight rounds"),
               limit_deal=quote(f"{F}:p2", "The deal lasts during eight rounds, each played in a different way"))

assert all(set(LAWS[c]) == set(LAWS[P]) for c in LAWS), "every code has a law (or a reading) for every step"


def law(code: str, step: str) -> Union[Cite, Convention]:
    """The law of ``code`` that governs ``step`` (a key of :data:`LAWS`), with the words it rests on."""
    try:
        return LAWS[code][step]
    except (KeyError, TypeError):  # an unknown code or step, or one that is no key at all
        raise RuleSetError(f"no law of {code!r} is recorded for {step!r}") from None
