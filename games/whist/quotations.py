"""The law table of Whist: the words of each law of both codes that the engine rests on.

Every law the Whist engine cites (an event, a refusal, a ruling and each of its options, a score line,
a computer player's reason) is cited with a quotation: a span of that law's own text in the edition
(:func:`games.citations.quote`).  The first quotation declared for a law is its *principal* one (what a
plain id is read with); a law applied for several things has one quotation per thing, named by a short
key, and the place that applies it asks for that one (:func:`q`, or ``state.L(n, key)``).

What no law of either code says is not cited as a law: the scoring (:data:`SHORT_WHIST`, the edition's
short whist) and the computer players' maxims (:data:`MAXIM`) are conventions of the edition, labelled
as such.  Where Foster's pages are silent and the engine plays Hoffmann's rule (who deals next: his law
25), the citation is that law marked as a reading of this edition (:data:`FOSTER_DEAL_PASSES`).

>>> from games.whist.quotations import q, SHORT_WHIST
>>> q("foster-whist:72.i", "add").words
'add three to their own score'
>>> q("hoffmann-whist:25").words
'the next deal falls to the player on his left'
>>> SHORT_WHIST.label
"the edition's scoring: short whist, not in these pages"
"""

from __future__ import annotations

from games.citations import Cite, borrowed, convention, quote
from games.errors import GameError, check_text

__all__ = ["q", "WORDS", "SHORT_WHIST", "MAXIM", "FOSTER_SILENT", "FOSTER_DEAL_PASSES"]

H = "hoffmann-whist:"
F = "foster-whist:"

#: (law id, key) -> the citation; key "" is the law's principal quotation.
WORDS: dict[tuple[str, str], Cite] = {}


def _q(law_id: str, words: str, key: str = "") -> None:
    WORDS[(law_id, key)] = quote(law_id, words)


# -- Hoffmann's Revised Code (laws 1-42 and 12a) -------------------------------------------------------------
_q(H + "1", "Two packs of cards are used, one being used by each side")
_q(H + "2", "A card or cards torn or marked must be either replaced by agreement, or new cards called for at the "
            "expense of the table")
_q(H + "3", "Any player, before the pack is cut for the deal, may call for fresh cards on paying for them")
_q(H + "3", "He must call for two new packs, of which the dealer takes his choice", "two packs")
_q(H + "3", "may call for fresh cards on paying for them … He must call for two new packs, of which the dealer takes "
            "his choice", "called")
_q(H + "4", "The ace is the lowest card in cutting or drawing")
_q(H + "5", "every one must cut or draw from the same pack")
_q(H + "6", "Should a player expose or draw more than one card, he must cut or draw again")
_q(H + "7.a", "The candidates first in the room have the preference")
_q(H + "7.a", "When there are more than six candidates, and there is a doubt or question as to the preference of "
              "two or more of them, they determine their preference by drawing", "draw")
_q(H + "7.a", "The table is complete with six players", "six")
_q(H + "7.a", "On the retirement of any of those six players, the candidates who, in the first draw, drew the "
              "lowest cards have the prior right to enter the table", "retirement")
_q(H + "7.b", "If there are more than four players they all draw, and the four who draw the lowest cards play first")
_q(H + "7.c", "When two or more candidates or players draw cards of equal value they draw again")
_q(H + "8", "The two lowest play against the two highest")
_q(H + "8", "The lowest is the dealer and has choice of cards and seats, and, having once made his selection, must "
            "abide by it", "dealer")
_q(H + "8", "The two lowest play against the two highest. The lowest is the dealer and has choice of cards and seats",
   "partners")
_q(H + "8", "The four who play first again draw to decide on partners", "draw")
_q(H + "9", "Two players drawing cards of equal value, which are not the two highest, draw again")
_q(H + "10", "Three players drawing cards of equal value draw again")
_q(H + "11", "he who has, or they who have, played a greater number of consecutive rubbers than the others is, or "
             "are, out")
_q(H + "11", "they must, when necessary, cut or draw to decide upon the outgoers; the highest are out", "draw")
_q(H + "12", "A candidate wishing to enter a table must declare such intention prior to any of the players having "
             "drawn a card")
_q(H + "12a", "Any candidate may declare into any table that is not complete")
_q(H + "12a", "he shall have priority over any candidate who has not previously declared in", "priority")
_q(H + "13", "In the formation of fresh tables, those candidates who have not played at any other table have the "
             "prior right of entry; the others decide their right of admission by drawing")
_q(H + "14", "Any one quitting a table prior to the conclusion of a rubber may, with consent of the other three "
             "players, appoint a substitute in his absence during that rubber")
_q(H + "15", "A player cutting into one table, whilst belonging to another, loses his prior right of re-entry into "
             "that latter")
_q(H + "16", "If any one break up a table, the remaining players have the prior right to him of entry into any "
             "other")
_q(H + "16", "should there not be sufficient vacancies at such other table to admit all those candidates, they "
             "settle their precedence by drawing", "draw")
_q(H + "17", "it is the duty of an adversary to shuffle the pack selected, and of the player who is about to deal, "
             "or of his partner, to shuffle the other pack")
_q(H + "18", "The pack must neither be shuffled below the table, nor so that the face of any card be seen")
_q(H + "19", "The pack must not be shuffled during the play of the hand")
_q(H + "20", "A pack, having been played with, must not be shuffled by dealing it into packets")
_q(H + "21", "Each player has a right to shuffle once only")
_q(H + "22", "The dealer's partner must collect the cards for the ensuing deal, and has the first right to "
             "shuffle that pack")
_q(H + "23", "Each player, after shuffling, must place the cards, properly collected and face downwards, to the "
             "left of the player about to deal them")
_q(H + "24", "The dealer has always the right to shuffle last")
_q(H + "24", "Should a card or cards be seen during his shuffling or whilst giving the pack to be cut, he may be "
             "compelled to re-shuffle", "reshuffle")
_q(H + "25", "the next deal falls to the player on his left")
_q(H + "25", "The deal commences with the player who cut the original lowest card", "first")
_q(H + "26", "When the pack has been finally shuffled, the player about to deal shall present it to the adversary "
             "on his right, who shall cut it")
_q(H + "26", "in dividing it, must not leave fewer than four cards in either packet", "four")
_q(H + "26", "must not leave fewer than four cards in either packet … there must be a fresh cut", "fresh cut")
_q(H + "27", "When the player whose duty it is to cut has once separated the pack, he cannot alter his intention; "
             "he can neither re-shuffle nor re-cut the cards")
_q(H + "28", "When the pack is cut, should the dealer shuffle the cards, he loses his deal")
_q(H + "29", "There must be a new deal by the same dealer")
_q(H + "29.i", "If, during a deal, or during the play of a hand, the pack be proved incorrect or imperfect")
_q(H + "29.ii", "If any card, excepting the last, be faced in the pack")
_q(H + "29.iii", "If a player takes up another player's hand")
_q(H + "30", "If, whilst dealing, a card be exposed on or below the table by the dealer or his partner, should "
             "neither of the adversaries have touched the cards, the latter can claim a new deal")
_q(H + "30", "a card exposed by either adversary gives that claim to the dealer, provided that his partner has not "
             "touched a card", "by an adversary")
_q(H + "30", "by the dealer or his partner, should neither of the adversaries have touched the cards, the latter can "
            "claim a new deal … if a new deal does not take place, the exposed card cannot be called", "dealer's side")
_q(H + "30", "a card exposed by either adversary gives that claim to the dealer, provided that his partner has not "
            "touched a card; if a new deal does not take place, the exposed card cannot be called", "adversary's")
_q(H + "31", "If, during dealing, a player touch any of his cards, the adversaries may do the same, without losing "
             "their privilege of claiming a new deal")
_q(H + "32", "the dealer turn up the trump before there is reasonable time for his adversaries to decide as to a "
             "fresh deal, they do not thereby lose their privilege")
_q(H + "33", "If a player, whilst dealing, look at the trump card, his adversaries have a right to see it, and "
             "either may exact a new deal")
_q(H + "34", "Any one dealing out of turn, or with the adversary's cards, may be stopped before the trump card is "
             "turned up, after which the game must proceed as if no mistake had been made")
_q(H + "35", "A player can neither shuffle, cut, nor deal for his partner, without the permission of his opponents")
_q(H + "36", "If the adversaries interrupt a dealer whilst dealing … and fail to establish such claim, should a "
             "misdeal occur, he may deal again")
_q(H + "37", "It is a misdeal")
_q(H + "37.i", "Unless the cards are dealt into four packets, one at a time in regular rotation, beginning with the "
               "player to the dealer's left")
_q(H + "37.ii", "Should the dealer place the last (which is called the trump) card, face downwards, on his own or "
                "on any other packet")
_q(H + "37.ii", "the last (which is called the trump) card", "trump card")
_q(H + "37.iii", "Should the trump card not come in its regular order to the dealer")
_q(H + "37.iv", "Should a player have fourteen or more cards, and any of the other three less than thirteen")
_q(H + "37.iv", "unless the excess has arisen through the act of an adversary, in which case there must be a fresh "
                "deal", "by an adversary")
_q(H + "37.v", "Should the dealer touch, for the purpose of counting, the cards on the table or the remainder of the "
               "pack")
_q(H + "37.vi", "Should the dealer deal two cards at once, or two cards to the same hand, and then deal a third")
_q(H + "37.vi", "if, prior to dealing that third card, the dealer can, by altering the position of one card only, "
                "rectify such error, he may do so", "rectified")
_q(H + "37.vii", "Should the dealer omit to have the pack cut to him, and his adversaries discover the error, prior "
                 "to the trump card being turned up, and before looking at their cards")
_q(H + "37.vii", "and before looking at their cards, but not after having done so", "too late")
_q(H + "38", "Should a player take his partner's deal, and misdeal, the latter is liable to the usual penalty, and "
             "the adversary next in rotation to the player who ought to have dealt then deals")
_q(H + "39", "A misdeal loses the deal")
_q(H + "39", "unless, during the dealing, either of the adversaries touch the cards prior to the dealer's partner "
             "having done so", "touched")
_q(H + "40", "the fourth have less than thirteen, and not discover such deficiency until the first trick has been "
             "turned and quitted, the pack shall be assumed to be complete, and the deal stands good")
_q(H + "40", "he will be answerable for any revoke he may have made", "revoke")
_q(H + "41", "that hand in which the imperfection was detected is null and void")
_q(H + "41", "If a pack, during or after a rubber, be proved incorrect or imperfect, such proof does not alter any "
             "past score, game, or rubber; that hand in which the imperfection was detected is null and void", "pack")
_q(H + "42", "if left on the table after the second trick be turned and quitted, it is liable to be called")
_q(H + "42", "The dealer, when it is his turn to play to the first trick, should take the trump card into his hand",
   "take")

# -- Foster's code (laws 40-91) ---------------------------------------------------------------------------------
_q(F + "40", "If, in dealing, one of the last cards be exposed")
_q(F + "40", "the dealer turn up the trump before there is reasonable time for his adversaries to decide as to a "
             "fresh deal, they do not thereby lose their privilege", "privilege")
_q(F + "41", "If a player, whilst dealing, look at the trump card, his adversaries have a right to see it, and may "
             "exact a new deal")
_q(F + "42", "If a player take into the hand dealt to him a card belonging to the other pack, the adversaries, on "
             "discovery of the error, may decide whether they will have a fresh deal or not")
_q(F + "43", "A misdeal loses the deal")
_q(F + "44", "It is a misdeal")
_q(F + "44.i", "Unless the cards are dealt into four packets, one at a time in regular rotation, beginning with the "
               "player to the dealer’s left")
_q(F + "44.ii", "Should the dealer place the last (i.e., the trump) card, face downwards, on his own, or any other "
                "pack")
_q(F + "44.ii", "the last (i.e., the trump) card", "trump card")
_q(F + "44.iii", "Should the trump card not come in its regular order to the dealer")
_q(F + "44.iv", "Should a player have fourteen cards, and either of the other three less than thirteen")
_q(F + "44.v", "Should the dealer, under an impression that he has made a mistake, either count the cards on the "
               "table or the remainder of the pack")
_q(F + "44.vi", "Should the dealer deal two cards at once, or two cards to the same hand, and then deal a third")
_q(F + "44.vi", "if, prior to dealing that third card, the dealer can, by altering the position of one card only, "
                "rectify such error, he may do so", "rectified")
_q(F + "44.vii", "Should the dealer omit to have the pack cut to him, and the adversaries discover the error, prior "
                 "to the trump card being turned up, and before looking at their cards")
_q(F + "44.vii", "and before looking at their cards, but not after having done so", "too late")
_q(F + "45", "A misdeal does not lose the deal if, during the dealing, either of the adversaries touch the cards "
             "prior to the dealer’s partner having done so")
_q(F + "45", "during the dealing, either of the adversaries touch the cards", "touch")
_q(F + "46", "the fourth have less than thirteen, and not discover such deficiency until he has played any of his "
             "cards, the deal stands good")
_q(F + "46", "he is as answerable for any revoke he may have made as if the missing card, or cards, had been in his "
             "hand; he may search the other pack for it, or them", "answerable")
_q(F + "46", "until he has played any of his cards, the deal stands good … he is as answerable for any revoke he may "
             "have made … he may search the other pack for it, or them", "late")
_q(F + "47", "that hand in which the imperfection was detected is null and void; the dealer deals again")
_q(F + "47", "If a pack, during or after a rubber, be proved incorrect or imperfect, such proof does not alter any "
             "past score, game, or rubber", "pack")
_q(F + "47", "such proof does not alter any past score, game, or rubber; that hand in which the imperfection was "
             "detected is null and void; the dealer deals again", "void")
_q(F + "48", "Any one dealing out of turn, or with the adversary’s cards, may be stopped before the trump card is "
             "turned up, after which the game must proceed as if no mistake had been made")
_q(F + "49", "A player can neither shuffle, cut, nor deal for his partner, without the permission of his opponents")
_q(F + "50", "If the adversaries interrupt a dealer whilst dealing … and fail to establish such claim, should a "
             "misdeal occur, he may deal again")
_q(F + "51", "Should a player take his partner’s deal and misdeal, the latter is liable to the usual penalty, and "
             "the adversary next in rotation to the player who ought to have dealt then deals")
_q(F + "52", "if left on the table after the first trick be turned and quitted, it is liable to be called")
_q(F + "52", "The dealer, when it is his turn to play to the first trick, should take the trump card into his hand",
   "take")
_q(F + "53", "a player naming it at any time during the play of that hand is liable to have his highest or lowest "
             "trump called")
_q(F + "53", "After the dealer has taken the trump card into his hand, it cannot be asked for", "asked")
_q(F + "54", "If the dealer take the trump card into his hand before it is his turn to play, he may be desired to "
             "lay it on the table")
_q(F + "54", "should he show a wrong card, this card may be called, as also a second, a third, etc., until the trump "
             "card be produced", "wrong card")
_q(F + "55", "If the dealer declare himself unable to recollect the trump card, his highest or lowest trump may be "
             "called at any time during that hand")
_q(F + "55", "the call may be repeated, but not changed", "repeated")
_q(F + "55", "his highest or lowest trump may be called at any time during that hand, and unless it cause him to "
             "revoke, must be played; the call may be repeated, but not changed", "forgotten")
_q(F + "56", "All exposed cards are liable to be called, and must be left on the table")
_q(F + "56", "a card is not an exposed card when dropped on the floor, or elsewhere below the table", "below")
_q(F + "56.i", "Two or more cards played at once")
_q(F + "56.ii", "Any card dropped with its face upward, or in any way exposed on or above the table")
_q(F + "57", "the latter may be called on to win, if he can, the first or any other of those tricks, and the other "
             "cards thus improperly played are exposed cards")
_q(F + "57", "If any one play to an imperfect trick the best card on the table, or lead one which is a winning card "
             "as against his adversaries, and then lead again", "offence")
_q(F + "57", "the other cards thus improperly played are exposed cards", "exposed")
_q(F + "58", "throw his or their cards on the table face upward, such cards are exposed, and liable to be called")
_q(F + "58", "such cards are exposed, and liable to be called, each player’s by the adversary; but should one player "
             "alone retain his hand, he cannot be forced to abandon it", "shown")
_q(F + "59", "If all four players throw their cards on the table face upward, the hands are abandoned; and no one "
             "can again take up his cards")
_q(F + "59", "neither claim can be entertained, unless a revoke be established", "claim")
_q(F + "60", "A card detached from the rest of the hand so as to be named is liable to be called")
_q(F + "60", "should the adversary name a wrong card, he is liable to have a suit called when he or his partner have "
             "the lead", "wrong")
_q(F + "61", "If a player who has rendered himself liable to have the highest or lowest of a suit called, fail to "
             "play as desired, or if when called on to lead one suit he lead another, having in his hand one or more "
             "cards of that suit demanded, he incurs the penalty of a revoke")
_q(F + "62", "If any player lead out of turn, his adversaries may either call the card erroneously led, or may call "
             "a suit from him or his partner when it is next the turn of either of them to lead")
_q(F + "62", "call the card erroneously led", "card")
_q(F + "62", "may call a suit from him or his partner when it is next the turn of either of them to lead", "suit")
_q(F + "63", "if only the second, or the second and third, have played to the false lead, their cards, on discovery "
             "of the mistake, are taken back")
_q(F + "63", "If any player lead out of turn, and the three others have followed him, the trick is complete, and the "
             "error cannot be rectified", "complete")
_q(F + "64", "In no case can a player be compelled to play a card which would oblige him to revoke")
_q(F + "65", "The call of a card may be repeated until such card has been played")
_q(F + "66", "If a player called on to lead a suit have none of it, the penalty is paid")
_q(F + "67", "If the third hand play before the second, the fourth hand may play before his partner")
_q(F + "68", "Should the third hand not have played, and the fourth play before his partner, the latter may be "
             "called on to win, or not to win the trick")
_q(F + "69", "If any one omit playing to a former trick, and such error be not discovered until he has played to the "
             "next, the adversaries may claim a new deal")
_q(F + "69", "the surplus card at the end of the hand is considered to have been played to the imperfect trick, but "
             "does not constitute a revoke therein", "surplus")
_q(F + "70", "mix his trump, or other card, with a trick to which it does not properly belong")
_q(F + "70", "the tricks may be counted face downward, in order to ascertain whether there be among them a card too "
             "many; should this be the case, they may be searched, and the card restored", "restored")
_q(F + "70", "the mistake be not discovered until the hand is played out, he is answerable for all consequent "
             "revokes he may have made", "answerable")
_q(F + "71", "Is when a player, holding one or more cards of the suit led, plays a card of a different suit")
_q(F + "72", "The penalty for a revoke")
_q(F + "72.i", "Is at the option of the adversaries, who at the end of the hand may either take three tricks from the "
               "revoking player or deduct three points from his score, or add three to their own score")
_q(F + "72.i", "take three tricks from the revoking player", "tricks")
_q(F + "72.i", "deduct three points from his score", "deduct")
_q(F + "72.i", "add three to their own score", "add")
_q(F + "72.ii", "Can be claimed for as many revokes as occur during the hand")
_q(F + "72.iii", "Is applicable only to the score of the game in which it occurs")
_q(F + "72.iv", "Cannot be divided")
_q(F + "72.v", "Takes precedence of every other score")
_q(F + "73", "A revoke is established if the trick in which it occur be turned and quitted")
_q(F + "73", "turned and quitted, i.e., the hand removed from that trick after it has been turned face downward on "
             "the table", "quitted")
_q(F + "74", "A player may ask his partner whether he has not a card of the suit which he has renounced")
_q(F + "74", "should the question be asked before the trick is turned and quitted, subsequent turning and quitting "
             "does not establish the revoke, and the error may be corrected", "corrected")
_q(F + "75", "At the end of the hand, the claimants of a revoke may search all the tricks")
_q(F + "76", "If a player discover his mistake in time to save a revoke, the adversaries, whenever they think fit, "
             "may call the card thus played in error, or may require him to play his highest or lowest card to that "
             "trick in which he has renounced")
_q(F + "76", "If a player discover his mistake in time to save a revoke", "in time")
_q(F + "76", "any player or players who have played after him may withdraw their cards and substitute others",
   "withdraw")
_q(F + "76", "may call the card thus played in error", "card")
_q(F + "76", "may require him to play his highest or lowest card to that trick in which he has renounced", "highlow")
_q(F + "77", "If a revoke be claimed, and the accused player or his partner mix the cards before they have been "
             "sufficiently examined by the adversaries, the revoke is established")
_q(F + "78", "A revoke cannot be claimed after the cards have been cut for the following deal")
_q(F + "79", "The revoking player and his partner may, under all circumstances, require the hand in which the revoke "
             "has been detected to be played out")
_q(F + "80", "bets on the odd trick or on amount of score, must be decided by the actual state of the latter, after "
             "the penalty is paid")
_q(F + "81", "Should the players on both sides subject themselves to the penalty of one or more revokes, neither can "
             "win the game")
_q(F + "82", "under no circumstances can a player win the game by the result of the hand during which he has "
             "revoked; he cannot score more than four")
_q(F + "83", "Any player (on paying for them) before, but not after, the pack be cut for the deal, may call for "
             "fresh cards")
_q(F + "83", "He must call for two new packs, of which the dealer takes his choice", "two packs")
_q(F + "83", "may call for fresh cards … He must call for two new packs, of which the dealer takes his choice",
   "called")
_q(F + "84", "must not consult with one another which of the two penalties it is advisable to exact; if they do so "
             "consult, they lose their right")
_q(F + "84", "they should agree who is to make the election", "election")
_q(F + "84", "This rule does not apply in exacting the penalties for a revoke; partners have then a right to consult",
   "revoke")
_q(F + "85", "may demand that the cards be placed before their respective players")
_q(F + "86", "the adversaries may require that opponent’s partner to play the highest or lowest of the suit then led, "
             "or to win or lose the trick")
_q(F + "86", "If any one, prior to his partner playing, should call attention to the trick", "offence")
_q(F + "87", "the offender is bound to give reasonable time for the decision of his adversaries")
_q(F + "88", "If a bystander make any remark which calls the attention of a player or players to an oversight "
             "affecting the score")
_q(F + "89", "A bystander, by agreement among the players, may decide any question")
_q(F + "90", "A card or cards torn or marked must be either replaced by agreement, or new cards called at the expense "
             "of the table")
_q(F + "91", "Any player may demand to see the last trick turned, and no more")
# the Etiquette, Dummy and Double Dummy
_q(F + "etiquette.p1", "They are not called laws, as it is difficult--in some cases impossible--to apply any penalty "
                       "to their infraction")
_q(F + "etiquette.p2", "Two packs of cards are invariably used at Clubs; if possible, this should be adhered to")
_q(F + "etiquette.p3", "should not draw a second card out of his hand until his partner has played to the first trick")
_q(F + "etiquette.p4", "No intimation whatever, by word or gesture, should be given by a player as to the state of "
                       "his hand, or of the game")
_q(F + "etiquette.p5", "should do it for his own information only, and not in order to invite the attention of his "
                       "partner")
_q(F + "etiquette.p6", "No player should object to refer to a bystander who professes himself uninterested in the "
                       "game")
_q(F + "etiquette.p7", "It is unfair to revoke purposely; having made a revoke, a player is not justified in making a "
                       "second in order to conceal the first")
_q(F + "etiquette.p8", "Until the players have made such bets as they wish, bets should not be made with bystanders")
_q(F + "etiquette.p9", "nor should they walk round the table to look at the different hands")
_q(F + "etiquette.p10", "No one should look over the hand of a player against whom he is betting")
_q(F + "dummy.p1", "Is played by three players")
_q(F + "dummy.p2", "One hand, called Dummy’s, lies exposed on the table")
_q(F + "dummy.p3", "The laws are the same as those of Whist, with the following exceptions")
_q(F + "dummy.i", "Dummy deals at the commencement of each rubber")
_q(F + "dummy.ii", "Dummy is not liable to the penalty for a revoke, as his adversaries see his cards; should he "
                   "revoke, and the error not be discovered until the trick is turned and quitted, it stands good")
_q(F + "dummy.ii", "Dummy is not liable to the penalty for a revoke, as his adversaries see his cards", "seen")
_q(F + "dummy.iii", "Dummy being blind and deaf, his partner is not liable to any penalty for an error whence he can "
                    "gain no advantage")
_q(F + "dummy.iii", "if, however, he lead from Dummy’s hand when he should lead from his own, or vice versa, a suit "
                    "may be called from the hand which ought to have led", "wrong hand")
_q(F + "dummy.iii", "he may expose some or all of his cards--or may declare that he has the game, or trick, etc., "
                    "without incurring any penalty", "no penalty")
_q(F + "double-dummy.p1", "There is no misdeal, as the deal is a disadvantage")
_q(F + "double-dummy.p1", "Is played by two players, each having a Dummy or exposed hand for his partner", "two")


def q(law_id: str, key: str = "") -> Cite:
    """The citation of ``law_id`` with the words declared for ``key`` (``""``: its principal quotation)."""
    check_text(law_id, "a law's id")
    check_text(key, "the key of a quotation")
    c = WORDS.get((law_id, key))
    if c is None:
        raise GameError(f"no quotation of {law_id} is declared for {key!r} in the law table of Whist", None)
    return c


# -- what no law of either code says ---------------------------------------------------------------------------

#: The scoring: neither code's pages set it out.
SHORT_WHIST = convention(
    "short-whist-scoring", "the edition's scoring: short whist, not in these pages",
    "Neither code in this edition sets out the scoring: Hoffmann's pages begin with the cards and end with the trump "
    "card (laws 1-42), Foster's begin with law 40. The edition scores the standard short whist of the time: five "
    "points the game, one point for each trick over six, honours four (all four) or two (three of them), not scored "
    "by a side at four; a single, double or treble game; the rubber the best of three, worth two points more. Of the "
    "laws in hand only Foster's 72 (v), 81 and 82 speak of the score: the revoke's penalty first, and a side that "
    "revoked cannot score more than four.",
    codes=("hoffmann-whist", "foster-whist"))

#: The computer players' maxims of play: no law of either code gives advice on play.
MAXIM = convention(
    "whist-maxims", "a maxim of play from outside the texts, the edition's",
    "Neither Hoffmann's pages nor Foster's give any advice on play: they are laws of the game, not a treatise. The "
    "computer players follow the classic elementary maxims the whist books of the time taught beginners (lead from "
    "the longest suit, second hand low, third hand high, and so on), and every reason they give says so.",
    codes=("hoffmann-whist", "foster-whist"))

#: The words of the reading where Foster's pages are silent and Hoffmann's law is played.
FOSTER_SILENT = "Foster's pages are silent here (his laws on the deal stand before law 40); played as {label}, a " \
                "reading of this edition"
#: Who deals next under Foster: his pages (laws 40-91) do not say; Hoffmann's law 25 is played.
FOSTER_DEAL_PASSES = borrowed(WORDS[(H + "25", "")], "foster-whist",
                              FOSTER_SILENT.format(label="Hoffmann, law 25"))
