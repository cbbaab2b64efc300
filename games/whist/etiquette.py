"""Foster's Etiquette of Whist, and the laws of his code that no engine can carry out.

"They are not called laws, as it is difficult -- in some cases impossible -- to apply any penalty to their
infraction" (:law:`foster-whist:etiquette.p1`).  Each rule is one of three things here:

* carried out by the engine (tagged where it is done): two packs used in turn (p2, in
  :mod:`games.whist.deal`); the last trick shown to the player who asks, for his own information (p5,
  :mod:`games.whist.play`); an onlooker sees no hand (p9, :meth:`games.whist.game.Whist.view`);
* something the computer players observe: :data:`FOR_PLAYERS` says what, for the author of
  ``games/whist/players.py``;
* not executable, with the reason (:data:`NOT_EXECUTABLE`), where the rule concerns bystanders or bets,
  which the engine does not have.
"""

from __future__ import annotations

from games.laws import not_executable

__all__ = ["FOR_PLAYERS", "NOT_EXECUTABLE"]

#: law id -> what the computer players must do to observe the rule (they are the only ones who can).
FOR_PLAYERS: dict[str, str] = {
    "foster-whist:etiquette.p3": "Having the lead and several winning cards, never draw (choose) the next card before "
                                 "the partner has played to the trick: a computer player decides only when it is its "
                                 "turn (the engine's turn protocol), and never uses LeadAgain.",
    "foster-whist:etiquette.p4": "Give no intimation by word or gesture of the state of the hand or of the game: a "
                                 "computer player's reason is shown to the reader only after it has played, and it "
                                 "never uses AnnounceTrick.",
    "foster-whist:etiquette.p7": "Never revoke on purpose, and never revoke again to conceal a revoke: a computer "
                                 "player plays only the cards view().legal offers (which always follow suit), unless "
                                 "a demonstration asks for a revoke, and then once.",
}

#: law id -> why the engine cannot carry it out.
NOT_EXECUTABLE: dict[str, str] = {
    "foster-whist:etiquette.p6": "A rule of conduct towards bystanders asked to decide a question of fact: the engine "
                                 "seats no bystanders, and it records every card played, so no question of fact "
                                 "arises.",
    "foster-whist:etiquette.p8": "A rule about bets with bystanders: the engine keeps no bets and seats no bystanders.",
    "foster-whist:etiquette.p10": "A rule about looking over the hand of a player one is betting against: the engine "
                                  "keeps no bets, and no one but the player (or, at Dummy, the one who plays the hand) "
                                  "is ever shown a hand.",
    "foster-whist:77": "The engine keeps every trick as it was played and searches them itself when a revoke is "
                       "claimed (law 75): the cards can never be mixed before the claimants have examined them, so "
                       "the case the law provides for cannot arise.",
    "foster-whist:80": "A rule about bets on the odd trick or on the score: the engine keeps no bets (the score it "
                       "shows is the one after the penalty is paid, as the law requires).",
    "foster-whist:88": "A rule about bystanders' remarks and the stakes and bets they must pay: the engine seats no "
                       "bystanders and keeps no stakes or bets.",
    "foster-whist:89": "An agreement among the players to let a bystander decide a question: the engine seats no "
                       "bystanders; its referee rules on every question the laws in these pages decide.",
    "foster-whist:90": "Torn or marked cards: the engine's cards can be neither torn nor marked, so no card ever "
                       "needs replacing.",
}

for _law, _why in NOT_EXECUTABLE.items():
    not_executable(_law, _why)
