"""The referee of Écarté under *Enquire Within* (¶118): the one irregularity the paragraph names.

¶118 binds the second player to a trick: "The second must follow suit, or win the
trick if he can".  A player who does not is something people do at a real table:
in TABLE mode the card is played, nobody but the offender knows, and the breach
waits for his adversary's claim (``Claim(seat, "a renounce")``) until the last
trick of the deal is played.  The paragraph names no penalty for it: the ruling
follows the rule set's declared reading ``renounce`` (the offender is held to have
failed to make three tricks, or no penalty) and cites the paragraph.  In STRICT
mode the card is refused.

The referee is registered under its own key, ``enquire-within-ecarte``, beside the
referee of the same book's Vingt-un paragraphs (``enquire-within``, which has no law of
irregularities): the two games of one book are ruled apart.

>>> from games.ecarte.referee import REFEREE
>>> from games.ecarte.actions import Renounce
>>> r = REFEREE.rule(None, Renounce(seat=1, trick=2))
>>> r.laws, r.laws[0].words
(('enquire-within:118',), 'The second must follow suit, or win the trick if he can')
"""

from __future__ import annotations

from games.core.referee import Referee, Remedy, Ruling, seat_name
from games.core.turns import refuse_unknown
from games.ecarte.actions import Renounce
from games.ecarte.rules import FOLLOW, LAW, EcarteRules
from games.errors import IllegalActionError
from games.laws import implements

__all__ = ["REFEREE", "EcarteRemedy", "REFEREE_KEY"]

#: The key the referee is registered under in the core's registry (the book's code is taken by Vingt-un's).
REFEREE_KEY = "enquire-within-ecarte"


class EcarteRemedy(Remedy):
    """What a ruling at Écarté does."""

    _missing_ = refuse_unknown("a remedy of Écarté", LAW)

    LOSES_DEAL = "the offender is held to have failed to make three tricks"
    STANDS = "the deal stands as played"


REFEREE = Referee(REFEREE_KEY)


@REFEREE.rules(Renounce, "The second player does not follow suit, or does not win the trick when able to",
               Renounce(seat=1, trick=0))
@implements(LAW)
def rule_renounce(state, irr: Renounce) -> Ruling:
    """The renounce claimed: ¶118's obligation was broken; the penalty is the rule set's reading."""
    if not isinstance(irr, Renounce):
        raise IllegalActionError(f"{irr!r} is not a renounce at Écarté", LAW)
    name = seat_name(state, irr.seat, EcarteRules, "Écarté", LAW)
    reading = state.rules.renounce if state is not None else "loses-the-deal"
    broke = f"{name} did not {irr.obligation} at trick {irr.trick + 1}, and it is claimed in time"
    if reading == "no-penalty":
        return Ruling(f"{broke}: the paragraph names no penalty, and the deal stands as played.", (FOLLOW,),
                      EcarteRemedy.STANDS)
    return Ruling(f"{broke}: the paragraph names no penalty, and the edition's reading holds the offender to "
                  "have failed to make three tricks: he marks nothing for the tricks of this deal, and the adversary "
                  "marks as if having won them.", (FOLLOW,), EcarteRemedy.LOSES_DEAL)
