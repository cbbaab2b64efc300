"""The words each citation of Draw Poker rests on: Peel's Rules of the Game and maxims, Foster's paragraphs.

Every law the Poker engine cites is quoted here once (:func:`games.citations.quote`): the first
quotation of a law is its *principal* one, the words a plain id (``law(25)``) is read with; a rule
applied for several things has one quotation per thing, a named :class:`~games.citations.Cite` that
the code applying it passes instead of the plain id (``TURN_TO_SAY`` for "The turn to say shall pass
from right to left", the principal words of Rule 25 being its opening stake).  Each quotation is a
span of the law's own text in the edition (emendations read as corrected); ``tests/test_citations.py``
checks every one.

Under Foster's rule set the engine plays Peel's rules where Foster's pages are silent: those
citations are labelled as a reading of the edition by the rule set
(:class:`games.poker.rules.FosterPokerRules`), never passed off as Foster's.

>>> from games.citations import cited
>>> cited("peel-poker:25").words
'the player who has first say after the deal shall, if he open the game, stake a sum at least double the amount of ante'
>>> TURN_TO_SAY, TURN_TO_SAY.words
('peel-poker:25', 'The turn to say shall pass from right to left')
"""

from __future__ import annotations

from games.citations import convention, quote

__all__ = [
    "PRINCIPAL", "DRAW_FOR_DEAL", "DRAW_AGAIN", "SHUFFLE", "CUT", "DEALER_CONTINUES", "FOUL_STAKE_STAYS",
    "STRADDLE_AGAIN", "NO_STRADDLE", "ANTE_LAST_SAY", "STRADDLER_LAST_SAY", "TURN_TO_SAY", "PASS_FORFEITS",
    "JACKPOT_PAYS", "JACKPOT_AGAIN", "SERIES", "OPENER_PENALTY", "FALSE_OPENER_NEXT", "DISCARD_AS_MANY",
    "DEALER_GIVES", "PACK_SHORT_CALL", "PACK_SHORT_COLLECT", "PACK_SHORT_CUT", "PACK_SHORT_RULING", "EVIDENCE_RIGHT",
    "EVIDENCE_NEXT", "NOBODY_CAN_SAY", "TURN_TO_BET", "AT_LEAST_EQUAL", "DEPOSIT_INTO_POOL", "BEST_HAND_WINS",
    "SHOW_FOR_SUM_CLAIM", "SHOW_FOR_SUM_RULING", "NEXT_BEST_REMAINDER", "NOT_SHOWN_TILL_OVER", "LITERALLY", "ABROGATION", "ACE_IN_CUTTING", "SIXTY_PACK", "EIGHT_DEALER_OUT", "TIE_ONLY", "JACKPOT_WHOLE", "JACKPOT_31", "FALSE_OPENER", "TIES", "SEATS", "FOSTER_RANKING", "DISCARD_WHOLE",
    "BET_IS_DEPOSIT", "SHOW_FOR_SUM_GOES_ON", "FOUL_AT_END_ONE", "FOUL_AT_END_BEST", "EXCESS_BEFORE_RAISED",
    "PASS_NOT_AGAIN", "ON_FACT", "REFERRED_RIGHT", "FIRST_SAY_LAST_23", "FIRST_SAY_LAST_24",
    "AMERICAN_ORDER", "HEARTS_FLUSH", ]

#: law id -> its principal quotation (the words a plain id is cited with).
PRINCIPAL = {
    # -- the maxims (p1-p7), on discarding and play
    "peel-poker:p1": "With a pair, if you decide to play, discard the remaining three cards",
    "peel-poker:p2": "With triplets discard one, your chance of getting fours is remote",
    "peel-poker:p3": "With triplets you may generally risk seeing your opponent",
    "peel-poker:p4": "Never try for the completing card of a sequence",
    "peel-poker:p5": "With fours, discard the odd card, in order to mislead your opponents",
    "peel-poker:p6": "Be content to pass sometimes with the better hand",
    "peel-poker:p7": "Neither borrow nor lend a penny at the table",
    # -- the deal (1-18)
    "peel-poker:1": "The cards shall be the ordinary pack of fifty-two cards",
    "peel-poker:2": "the player drawing the card lowest in value (ace being lowest), shall deal in the first game",
    "peel-poker:3": "Any player may demand to shuffle the cards, but the dealer shall have a right to the last "
                    "shuffle before the cards are cut",
    "peel-poker:4": "The pack shall be shuffled by the dealer, and cut by the player on the right of the dealer, "
                    "before every deal",
    "peel-poker:5": "The cards shall be shuffled, face downwards, above the table",
    "peel-poker:6": "The cards shall be dealt, face downwards, so that their faces cannot be seen",
    "peel-poker:7": "The dealer shall give one card from the top of the pack to each player in turn from right to "
                    "left, beginning with the player at his left hand",
    "peel-poker:8": "If the cards be dealt without the pack having been cut, and if the fact be pointed out to the "
                    "dealer before the deal is finished, it is a misdeal",
    "peel-poker:9": "be not pointed out to the dealer before such deal is finished, the deal shall stand",
    "peel-poker:10": "If a card be found face upwards in the pack before the deal is finished, it is a misdeal",
    "peel-poker:11": "such card shall be accepted by the player to whom it is dealt, as though it had not been exposed",
    "peel-poker:12": "If any player have more or less than five cards dealt to him, and if such player, or any "
                     "player, announce the fact before the cards are raised from the table, it is a misdeal",
    "peel-poker:13": "if the fact be not announced before any portion of the hand is raised from the table, such "
                     "hand is a foul hand",
    "peel-poker:14": "the dealer shall refund such player the amount of his ante or straddle only in that game",
    "peel-poker:15": "No player shall speak to the dealer while the cards are being dealt",
    "peel-poker:16": "such player, and not the dealer, shall refund, as provided by Rule 14, the ante or straddle "
                     "of any player to whom a foul hand is dealt in that deal",
    "peel-poker:17": "The deal shall be finished when every player has received five cards",
    "peel-poker:18": "the player to the left of the last dealer shall be the dealer in the next game",
    # -- the ante (19-24)
    "peel-poker:19": "The ante shall not exceed one-half the amount of the limit",
    "peel-poker:20": "The ante shall be staked by the player to the left of the dealer before the cards are dealt",
    "peel-poker:21": "The right to straddle shall belong to the player to the left of ante",
    "peel-poker:22": "The ante shall not be straddled by a player, or by successive players, to an amount exceeding "
                     "one-half the limit",
    "peel-poker:23": "If the ante be not straddled, the player to the left of ante shall have first say after the deal",
    "peel-poker:24": "If the ante be straddled, the player to the left of the straddler (or of the last straddler, "
                     "if there be more than one) shall have first say after the deal",
    # -- the play (25-28)
    "peel-poker:25": "the player who has first say after the deal shall, if he open the game, stake a sum at least "
                     "double the amount of ante",
    "peel-poker:26": "Each succeeding player shall, if he play, at least make good his stake to that of the "
                     "preceding player",
    "peel-poker:27": "If a player pass, he shall place his cards, face downwards, on the table",
    "peel-poker:28": "A player who retires from the game shall not divulge the cards nor the value of the hand he "
                     "has thrown down",
    # -- the jack-pot (29-33)
    "peel-poker:29": "If the game be not opened by any player, the ante and straddles, if any, shall remain in the "
                     "pool, and the next game shall be a Jack-pot",
    "peel-poker:30": "the game shall not be opened by any player unless he have two knaves, or better, in his "
                     "original hand",
    "peel-poker:31": "the next game shall be a Jack-pot, and shall not be opened by any player unless he have two "
                     "queens, or better, in his original hand",
    "peel-poker:32": "A third successive Jack-pot shall not be opened with less than two kings",
    "peel-poker:33": "If a player open a Jack-pot and win the stakes, he shall show his hand",
    # -- the draw (34-51)
    "peel-poker:34": "The first player to the left of the dealer shall have first draw",
    "peel-poker:35": "The turn to draw shall pass from right to left",
    "peel-poker:36": "Before drawing any card or cards, a player shall make his stake equal to the highest stake on "
                     "the table",
    "peel-poker:37": "Cards discarded shall be placed on the table, face downwards, and shall not again be taken into "
                     "the hand of the player discarding them",
    "peel-poker:38": "If a player, when it is his turn to draw, do not discard or have not discarded, he shall "
                     "forfeit his right to discard and draw in that game",
    "peel-poker:39": "Each player, after discarding, shall ask for the same number of cards he has discarded",
    "peel-poker:40": "If the dealer, in giving to any player the number of cards demanded after the discard, expose "
                     "a card or cards; such exposed card or cards shall be returned to the pack, and shall not be "
                     "given to the player",
    "peel-poker:41": "If the dealer have not sufficient cards remaining in the pack to give to every player the "
                     "number of cards demanded after the discard",
    "peel-poker:42": "the dealer shall take back and return to the pack the card or cards given in excess of the "
                     "number demanded",
    "peel-poker:43": "the dealer shall make good such deficiency if it be pointed out by any player before the cards "
                     "already given have been raised from the table",
    "peel-poker:44": "the dealer need not give him such wrong number, but may demand to see how many cards have "
                     "been discarded, and give him that number",
    "peel-poker:45": "such number prove to be more or less than the number of cards discarded, the hand of such "
                     "player shall be a foul hand",
    "peel-poker:46": "the evidence of the person at the left hand of the dealer (whether he be playing in that game "
                     "or have retired) shall be taken as deciding the matter",
    "peel-poker:47": "If the dealer draw more or less than the number of cards he has discarded, he shall be held "
                     "to have demanded such improper number, and his hand shall be a foul hand",
    "peel-poker:48": "If cards drawn be raised from the table, and the hand be found to contain more or less than "
                     "five cards, such hand shall be a foul hand",
    "peel-poker:49": "Any player after drawing, but before raising his hand from the table, may ask the dealer how "
                     "many cards he, the dealer, drew, and the dealer shall answer correctly",
    "peel-poker:50": "If a player raise from the table the cards he has drawn, or if he bet, he shall forfeit his "
                     "right to ask the dealer how many cards he, the dealer, drew",
    "peel-poker:51": "The dealer shall not give any information as to the number of cards drawn by any other player",
    # -- the betting (52-64)
    "peel-poker:52": "All bets shall be deposited in the pool",
    "peel-poker:53": "The first player to the left of the ante shall have first right to bet after the draw, "
                     "whether the ante-man have retired or not",
    "peel-poker:54": "does not stake a sum at least equal to that staked by the preceding player, such player shall "
                     "place his cards, face downwards, on the table, and shall retire from the game",
    "peel-poker:55": "A bet once made, whether made in proper turn or not, cannot be recalled",
    "peel-poker:56": "is complete and irrevocable when the player making it has deposited the amount in money or "
                     "value on the table",
    "peel-poker:57": "The statement of his intention to bet, or to refrain from betting, shall not invalidate the "
                     "right of any player to bet or pass when his turn comes",
    "peel-poker:58": "If a player bet or raise the stake of a previous player, and no other player call or raise "
                     "him, such player wins the pool, and shall not be compelled to show his hand",
    "peel-poker:59": "When the bets of all the players are equal, each player in turn, beginning with the player to "
                     "the left of the last player, shall show his hand",
    "peel-poker:60": "such player have not funds to call the raise, he may deposit in the pool whatever funds he "
                     "has, and demand a show for that amount",
    "peel-poker:61": "A player demanding a show for a certain sum under the above rule, shall not stop the game if "
                     "there be other players who wish to continue the betting",
    "peel-poker:62": "If a player borrow money to raise, he shall borrow to call",
    "peel-poker:63": "If a player bet with a foul hand, he shall lose his stake",
    "peel-poker:64": "If any player be found to have a foul hand at the end of the game, he shall forfeit his stake",
    # -- the hands (65-76)
    "peel-poker:65": "The following shall be the hands in order of value; the first being the highest",
    "peel-poker:66": "If there be two or more flush sequences shown, the player whose sequence contains the highest "
                     "card (ace being the lowest) shall be held to have the best hand",
    "peel-poker:67": "If there be two or more fours shown, fours being the best hand, the player who has the four "
                     "cards highest in value shall be held to have the best hand",
    "peel-poker:68": "the player whose full hand contains threes highest in value shall be held to have the best hand",
    "peel-poker:69": "the flush hand which contains the card highest in value, and which is not tied by a card of "
                     "equal value in another flush hand, shall be the best hand",
    "peel-poker:70": "the player whose sequence contains the highest card (ace being the lowest) shall be held to be "
                     "the best hand",
    "peel-poker:71": "The ace shall only begin a sequence; it shall not end a sequence after a king, nor shall it be "
                     "an intermediate card between a king and a two",
    "peel-poker:72": "the hand containing the threes highest in value shall be the best hand",
    "peel-poker:73": "the hand containing the pair highest in value shall be the best hand; and if two two-pair hands "
                     "contain pairs equally high in value, such pairs being the highest, the value of the other pair "
                     "shall decide which is the better hand",
    "peel-poker:74": "the hand containing the pair highest in value shall be the best hand; and if two hands contain "
                     "equally high pairs, the hand containing the highest card which is not tied by an equally high "
                     "card in the other hand shall be the better hand",
    "peel-poker:75": "If no pair hand nor any better hand be shown, the player whose hand contains the card highest "
                     "in value which is not tied by a card of similar value in another competing hand, shall be "
                     "held to have the best hand",
    "peel-poker:76": "two or more players hold hands identical in value, such players shall share the pool equally "
                     "between them",
    # -- disputes (77-81)
    "peel-poker:77": "Any dispute shall be referred to the dealer, unless he be one of the disputing persons",
    "peel-poker:78": "If the dealer be one of the disputing persons, the dispute shall be referred to the person on "
                     "the left of the dealer",
    "peel-poker:79": "may appeal to any person at the table for evidence, and if such person can give evidence, he "
                     "shall do so",
    "peel-poker:80": "If the players agree to waive a particular rule on a particular occasion, a like concession "
                     "cannot be claimed on another similar occasion",
    "peel-poker:81": "These rules shall be binding on all players, unless a departure from them has been agreed upon "
                     "unanimously before play begins",
    # -- Foster's paragraphs (the text breaks off in p12)
    "foster-poker:p6": "a brief code of poker laws, which will be found amply sufficient to cover all irregularities",
    "foster-poker:p7": "Poker is played with a full pack of fifty-two cards",
    "foster-poker:p8": "It is usual for each player to purchase, at the beginning of the game, the equivalent of 100 "
                       "white counters",
    "foster-poker:p9": "Poker may be played by any number of persons from two to seven",
    "foster-poker:p10": "The players who shall form the table, and their positions at the beginning of the game, must "
                        "be decided by throwing round a card to each candidate, face up, or by drawing cards from an "
                        "outspread pack",
    "foster-poker:p11": "The player cutting the lowest card has the choice of seats, and must deal the first hand",
    "foster-poker:p12": "If the first cut does not decide, those tying must cut again",
}

for _law, _words in PRINCIPAL.items():
    quote(_law, _words)

# -- a rule applied for several things: one quotation per thing, passed where it is applied ----------
DRAW_FOR_DEAL = quote("peel-poker:2", "The players, after being seated, shall each draw a card from the pack, face downwards")
DRAW_AGAIN = quote("peel-poker:2", "If two or more players draw cards of equal value, such cards being the lowest, such "
                                   "players only shall draw again for the deal")
SHUFFLE = quote("peel-poker:4", "The pack shall be shuffled by the dealer")
CUT = quote("peel-poker:4", "cut by the player on the right of the dealer, before every deal")
DEALER_CONTINUES = quote("peel-poker:18", "If the dealer in a game pass and retire, he shall continue his duty as "
                                          "dealer in that game")
FOUL_STAKE_STAYS = quote("peel-poker:14", "his stake, if he has staked, shall remain in the pool")
NO_STRADDLE = quote("peel-poker:21", "If he does not straddle, no other player shall do so")
STRADDLE_AGAIN = quote("peel-poker:21", "the succeeding players shall have, in turn from right to left, and ending "
                                        "with the dealer, the right to increase the straddle in every case by the "
                                        "amount of the ante")
ANTE_LAST_SAY = quote("peel-poker:23", "ante shall have the last say")
STRADDLER_LAST_SAY = quote("peel-poker:24", "the last straddler shall have the last say")
TURN_TO_SAY = quote("peel-poker:25", "The turn to say shall pass from right to left")
PASS_FORFEITS = quote("peel-poker:27", "he shall forfeit unconditionally his stake and his right to play in that game")
JACKPOT_PAYS = quote("peel-poker:30", "In a Jack-pot every player shall pay into the pool a sum equal to the ante")
JACKPOT_AGAIN = quote("peel-poker:31", "If a Jack-pot be not opened by any player, each player shall again pay into "
                                       "the pool a sum equal to the ante, and the next game shall be a Jack-pot")
JACKPOT_WHOLE = quote("peel-poker:30", "In a Jack-pot every player shall pay into the pool a sum equal to the ante, and "
                                       "the game shall not be opened by any player unless he have two knaves, or "
                                       "better, in his original hand")
SERIES = quote("peel-poker:32", "for successive Jack-pots the series of two knaves, two queens, two kings shall be "
                                "maintained as the minimum hands with which the games may severally be opened")
OPENER_PENALTY = quote("peel-poker:33", "he shall not claim the pool, and he shall pay into the pool, as penalty, a "
                                        "sum equal to double the ante")
FALSE_OPENER_NEXT = quote("peel-poker:33", "the next game shall be a Jack-pot as if the previous game had not been "
                                           "opened")
DISCARD_AS_MANY = quote("peel-poker:36", "he shall discard as many cards, and no more, as he intends to draw")
DEALER_GIVES = quote("peel-poker:39", "the dealer shall place on the table, in front of such player, such number of "
                                      "cards, face downwards, from the top of the pack")
PACK_SHORT_CALL = quote("peel-poker:41", "the dealer shall call upon any player who has not discarded, but who "
                                         "intends to discard, to do so, and to announce the number he discards, and "
                                         "the dealer also shall discard")
PACK_SHORT_COLLECT = quote("peel-poker:41", "shall then collect the whole of the cards discarded, and shall collect "
                                            "them in a pack and shuffle them")
PACK_SHORT_CUT = quote("peel-poker:41", "shall have them cut by the player at his right hand, and shall then use them "
                                        "to supply the players who have discarded")
PACK_SHORT_RULING = quote("peel-poker:41", "the dealer shall call upon any player who has not discarded, but who "
                                           "intends to discard, to do so, and to announce the number he discards, and "
                                           "the dealer also shall discard … shall then collect the whole of the "
                                           "cards discarded, and shall collect them in a pack and shuffle them, and "
                                           "shall have them cut by the player at his right hand, and shall then use "
                                           "them to supply the players who have discarded")
EVIDENCE_RIGHT = quote("peel-poker:46", "the evidence of the person to the right of the dealer shall be taken, and "
                                        "shall be held conclusive")
EVIDENCE_NEXT = quote("peel-poker:46", "the evidence of the first person (beginning with the first person to the "
                                       "left of the disputing player, and going in succession to each person from "
                                       "right to left) who can give evidence, shall be taken as conclusive")
NOBODY_CAN_SAY = quote("peel-poker:46", "if no person at the table can give evidence, the disputing player shall be "
                                        "held to have demanded the proper number of cards")
TURN_TO_BET = quote("peel-poker:53", "The turn to bet shall pass to each player from right to left")
AT_LEAST_EQUAL = quote("peel-poker:53", "each player shall stake a sum at least equal to that staked by the "
                                        "preceding player")
DEPOSIT_INTO_POOL = quote("peel-poker:56", "such deposit shall be considered as a deposit into the pool")
BEST_HAND_WINS = quote("peel-poker:59", "the player with the best hand shall win the pool")
SHOW_FOR_SUM_CLAIM = quote("peel-poker:60", "he shall claim from the pool the amount of the ante and straddle or "
                                            "straddles (if any), and also a sum equal to his stake from every player "
                                            "in the game at the time of his demanding a show")
SHOW_FOR_SUM_RULING = quote("peel-poker:60", "he may deposit in the pool whatever funds he has, and demand a show "
                                             "for that amount … he shall claim from the pool the amount of the "
                                             "ante and straddle or straddles (if any), and also a sum equal to his "
                                             "stake from every player in the game at the time of his demanding a show "
                                             "… The holder of the next best hand shall claim the remainder of the "
                                             "pool")
NEXT_BEST_REMAINDER = quote("peel-poker:60", "The holder of the next best hand shall claim the remainder of the pool")
NOT_SHOWN_TILL_OVER = quote("peel-poker:61", "he shall not show his hand until the game is over")
HEARTS_FLUSH = quote("peel-poker:69", "a flush in hearts shall be held to be the best hand")
LITERALLY = quote("peel-poker:77", "if on a matter of law, he shall interpret these laws literally, and not by "
                                   "implication")
ABROGATION = quote("peel-poker:81", "such abrogation shall hold only for that sitting, and for that sitting only so "
                                    "long as there is no change of players")
ACE_IN_CUTTING = quote("foster-poker:p7", "but ranking below the deuce in cutting")
SIXTY_PACK = quote("foster-poker:p7", "In some localities a special pack of sixty cards is used, the eight extra cards "
                                      "being elevens and twelves in each suit")
EIGHT_DEALER_OUT = quote("foster-poker:p9", "In some localities it is the custom for the dealer to take no cards when "
                                            "there are eight players")
TIE_ONLY = quote("foster-poker:p12", "the new cut will decide nothing but the tie; for even should one of those "
                                    "cutting to decide a tie draw a card lower than one previously cut by another "
                                    "player, the original low cannot be deprived of his right")
TIES = quote("foster-poker:p12", "those tying must cut again. Should two or more players cut cards of equal value, the "
                                 "new cut will decide nothing but the tie")
SEATS = quote("foster-poker:p11", "The player cutting the lowest card has the choice of seats, and must deal the first "
                                  "hand. The player cutting the next lowest has the next choice, and so on, until all "
                                  "are seated")
JACKPOT_31 = quote("peel-poker:31", "If a Jack-pot be not opened by any player, each player shall again pay into the "
                                    "pool a sum equal to the ante, and the next game shall be a Jack-pot, and shall "
                                    "not be opened by any player unless he have two queens, or better, in his "
                                    "original hand")
FALSE_OPENER = quote("peel-poker:33", "he shall show his hand (notwithstanding any law which in ordinary circumstances "
                                      "permits him to keep it concealed) before he shall claim the pool; and if he have "
                                      "not two knaves, or the minimum hand with which the game may be opened according "
                                      "to the above laws, or a better hand, he shall not claim the pool, and he shall "
                                      "pay into the pool, as penalty, a sum equal to double the ante, and the next game "
                                      "shall be a Jack-pot as if the previous game had not been opened")
FOSTER_RANKING = quote("foster-poker:p7", "ranking: A K Q J 10 9 8 7 6 5 4 3 2; the ace being the highest or lowest in "
                                          "play, according to the wish of the holder")
# -- more rules applied for several things
DISCARD_WHOLE = quote("peel-poker:36", "Before drawing any card or cards, a player shall make his stake equal to the "
                                       "highest stake on the table, and he shall discard as many cards, and no more, as "
                                       "he intends to draw")
BET_IS_DEPOSIT = quote("peel-poker:56", "The bet is the actual amount deposited, and the player's statement that he "
                                        "intends or intended depositing another amount is of no value")
SHOW_FOR_SUM_GOES_ON = quote("peel-poker:61", "shall not stop the game if there be other players who wish to continue "
                                              "the betting, and he shall not show his hand until the game is over")
FOUL_AT_END_ONE = quote("peel-poker:64", "he shall forfeit his stake; and if there be only one other player, that "
                                         "player shall claim the pool")
FOUL_AT_END_BEST = quote("peel-poker:64", "if there be more than one other player, the holder of the best hand shall "
                                          "claim the pool")
EXCESS_BEFORE_RAISED = quote("peel-poker:42", "such player or any player point out the excess before any of the cards "
                                              "so given are raised from the table")
PASS_NOT_AGAIN = quote("peel-poker:27", "shall not again take them into his hand, and he shall forfeit "
                                        "unconditionally his stake and his right to play in that game")
ON_FACT = quote("peel-poker:77", "if on a matter of fact his decision shall be final and binding")
REFERRED_RIGHT = quote("peel-poker:78", "if he be one of the disputing persons, it shall be referred to the person on "
                                        "the right of the dealer")
FIRST_SAY_LAST_23 = quote("peel-poker:23", "the player to the left of ante shall have first say after the deal, and ante "
                                           "shall have the last say")
FIRST_SAY_LAST_24 = quote("peel-poker:24", "the player to the left of the straddler (or of the last straddler, if there "
                                           "be more than one) shall have first say after the deal, and the last "
                                           "straddler shall have the last say")

#: What Foster's pages do not say: the order of the hands.  His CARDS paragraph ranks the cards (the ace high
#: or low at the holder's wish); the order of the hands themselves (straight flush, fours, full, flush,
#: straight, threes, two pairs, a pair, high card) is the American order of his day, which his text in this
#: edition breaks off before giving.
RAISE_LIMIT = convention(
    "poker-raise-limit", "the edition's limit: no raise above the limit agreed for the sitting, which Rule 19 "
    "presupposes and no Rule states",
    "Peel speaks of \"the limit\" (Rules 19 and 22) without defining it. The edition reads it as the most by which "
    "any player may raise the stake at one time, agreed for the sitting with the ante; no law of the 81 says that no "
    "raise may exceed it, so a raise above it is refused on the edition's reading, not on a law.",
    ("peel-poker", "foster-poker"))

AMERICAN_ORDER = convention(
    "poker-american-order", "the edition's order of the hands: the American order, not in Foster's pages",
    "Foster's text in this edition breaks off (in the paragraph on ties) before his table of hands; his CARDS "
    "paragraph ranks only the cards, the ace highest or lowest at the holder's wish. The edition plays his game with "
    "the American order of the hands (straight flush, fours, full, flush, straight, threes, two pairs, a pair, high "
    "card), suits never ranking, and says so wherever a Foster game ranks the hands shown.",
    ("foster-poker",))
