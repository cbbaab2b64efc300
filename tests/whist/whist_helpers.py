"""Set pieces for the Whist tests: a hand with known cards, driven step by step."""

from __future__ import annotations

from games.cards import Card, parse_cards
from games.core.state import Mode
from games.whist import Auto, Whist
from games.whist.deal import deck_for
from games.whist.actions import Play

#: Four hands of thirteen, North (0) deals; the trump card is North's last card: the two of spades.
HANDS = (
    "AS KS QS 3H 4H 5H 2C 3C 4C 2D 3D 4D 2S",   # North (dealer): the 2S is his last card, the trump card
    "JS 10S 9S 6H 7H 8H 5C 6C 7C 5D 6D 7D 8D",   # East
    "8S 7S 6S 9H 10H JH 8C 9C 10C 9D 10D JD QD",  # South
    "5S 4S 3S QH KH AH JC QC KC AC KD AD 2H",    # West
)


def hands():
    return [list(parse_cards(h)) for h in HANDS]


def stacked(rules, *, mode=Mode.TABLE, automations=Auto.TABLE, dealer=0, score=None, cls=Whist, seed=0, hs=None):
    """A hand dealt from a stacked pack (North deals, spades trumps: the two of spades turned)."""
    hs = hs or hands()
    if dealer != 0:
        raise ValueError("the set piece is dealt by North")
    return cls(rules, seed=seed, mode=mode, automations=automations, dealer=dealer, score=score,
               deck=deck_for(hs, dealer))


def c(text: str) -> Card:
    return Card.parse(text)


def play(g, *moves):
    """Play ``"1:JS"``-style moves in order."""
    out = []
    for m in moves:
        seat, card = m.split(":")
        out.append(g.do(Play(int(seat), c(card))))
    return out

#: automations that stop before the trump card is turned ("during the dealing")
DEALING = Auto.SHUFFLE | Auto.CUT | Auto.DEAL
#: automations that leave the trump card to the dealer's own hand (not taken up by itself)
NO_TRUMP = Auto.TABLE & ~Auto.TRUMP


def kinds(events):
    return [e.kind for e in events]


def texts(g, seat=None, kind=None):
    return [e.text for e in g.log_for(seat) if kind is None or e.kind == kind]


def finish(g):
    """Play the hand out with the first legal action each time (waiving every call)."""
    from games.whist.actions import Waive
    while not g.over:
        acts = g.legal_actions()
        waive = [a for a in acts if isinstance(a, Waive)]
        g.do(waive[0] if waive else acts[0])
    return g


def west_revokes(g):
    """Trick 1: East leads the six of hearts, South the nine, West renounces (knave of clubs, holding hearts),
    North the three: South wins, and the trick is turned and quitted (the revoke established)."""
    return play(g, "1:6H", "2:9H", "3:JC", "0:3H")


def ended(t) -> bool:
    """Whether the hand in the Whist panel ``t`` is over."""
    return t.game.phase.value.startswith("end")


def advance(t, stop=ended, *, limit: int = 300):
    """Drive the Whist panel ``t`` as its computer player advises (or by its primary button where it gives
    no advice, between hands) until ``stop(t)``; every step must be taken.  Returns ``t``."""
    for _ in range(limit):
        if stop(t):
            return t
        a = t.advice()
        if a is not None:
            assert t.act(a.action), t.ruling
        else:
            primary = [b for b in t.buttons() if b.primary]
            assert primary, t.status_text()
            assert t.press(primary[0])
    raise AssertionError(f"the panel did not get there in {limit} steps")
