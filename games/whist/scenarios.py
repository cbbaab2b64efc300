"""Set pieces for lessons, demonstrations and tests: a known deal, and hands stopped where an irregularity
has just happened, ready for a claim.

>>> from games.whist.scenarios import demonstration
>>> g = demonstration("revoke")
>>> [k.__name__ for k in g.claimable()["a revoke"]], g.to_act
(['Revoke'], 2)
>>> [e.text for e in g.log_for(3) if e.kind == "irregularity"]
['West renounces: he plays the knave of clubs to a heart lead, holding hearts']
>>> [e.text for e in g.log_for(1) if e.kind == "irregularity"]
[]
"""

from __future__ import annotations

from games.cards import Card, parse_cards
from games.core.state import Mode
from games.errors import IllegalActionError
from games.whist.actions import Play
from games.whist.deal import deck_for
from games.whist.game import Whist
from games.whist.records import Auto
from games.whist.rules import FOSTER, HOFFMANN, WhistRules

__all__ = ["SET_HANDS", "set_piece", "DEMONSTRATIONS", "demonstration"]

#: Four hands of thirteen by seat; North (0) deals, and his last card, the two of spades, is the trump card.
SET_HANDS = (
    "AS KS QS 3H 4H 5H 2C 3C 4C 2D 3D 4D 2S",
    "JS 10S 9S 6H 7H 8H 5C 6C 7C 5D 6D 7D 8D",
    "8S 7S 6S 9H 10H JH 8C 9C 10C 9D 10D JD QD",
    "5S 4S 3S QH KH AH JC QC KC AC KD AD 2H",
)


def set_piece(rules: WhistRules = FOSTER, cls: type = Whist, *, mode: Mode = Mode.TABLE,
              automations: Auto = Auto.TABLE, hands=None, **kw) -> Whist:
    """A hand dealt by North from a stacked pack (:data:`SET_HANDS`, or ``hands``: four texts or lists of
    thirteen cards)."""
    if not isinstance(cls, type) or not issubclass(cls, Whist):
        raise IllegalActionError(f"a set piece is a hand of Whist (Whist, Dummy or Double Dummy), not {cls!r}")
    if hands is None:
        hands = SET_HANDS
    if isinstance(hands, (str, bytes)) or not isinstance(hands, (list, tuple)) or len(hands) != 4:
        raise IllegalActionError(f"a set piece gives four hands of thirteen cards, not {hands!r}")
    hs = []
    for h in hands:
        if isinstance(h, str):
            hs.append(list(parse_cards(h)))
        elif isinstance(h, (list, tuple)):
            hs.append([Card.parse(c) for c in h])
        else:
            raise IllegalActionError(f"a hand of a set piece is a text or a list of cards, not {h!r}")
    cards = [c for h in hs for c in h]
    if len(set(cards)) != 52:
        raise IllegalActionError("a set piece deals the fifty-two cards of the pack, each once")
    return cls(rules, mode=mode, automations=automations, dealer=0, deck=deck_for(hs, 0), **kw)


def _plays(g: Whist, *moves: str) -> Whist:
    for m in moves:
        seat, card = m.split(":")
        g.do(Play(int(seat), Card.parse(card)))
    return g


#: name -> (code, what happens, the moves) -- each stops where the irregularity may be claimed
DEMONSTRATIONS = {
    "revoke": (FOSTER, "West renounces to a heart lead, holding hearts; the trick is turned and quitted",
               ("1:6H", "2:9H", "3:JC", "0:3H")),
    "renounce in time": (FOSTER, "West renounces; his partner may ask 'having none?' before the trick is quitted",
                         ("1:6H", "2:9H", "3:JC")),
    "lead out of turn": (FOSTER, "South leads when it is East's lead, and West follows", ("2:8S", "3:3S")),
    "trump card left": (HOFFMANN, "North leaves the trump card on the table through two tricks",
                        ("1:6H", "2:9H", "3:2H", "0:3H", "2:JH", "3:AH", "0:4H", "1:7H")),
    "revoke under Hoffmann": (HOFFMANN, "West renounces: Hoffmann's pages give no penalty",
                              ("1:6H", "2:9H", "3:JC", "0:3H")),
}


def demonstration(name: str) -> Whist:
    """A set piece played up to the irregularity ``name`` (a key of :data:`DEMONSTRATIONS`)."""
    if not isinstance(name, str) or name not in DEMONSTRATIONS:
        raise IllegalActionError(f"no demonstration {name!r} (there are: {', '.join(DEMONSTRATIONS)})")
    rules, _, moves = DEMONSTRATIONS[name]
    autos = Auto.TABLE & ~Auto.TRUMP if name == "trump card left" else Auto.TABLE
    return _plays(set_piece(rules, automations=autos), *moves)
