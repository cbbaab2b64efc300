"""Exact odds at Vingt-un under each book's code: the dealer's table, the punter's best play, the dealer's advantage.

Everything here is computed, exactly, from the composition of the pack (the count
of aces, twos ... nines and tenth cards left in it): nothing is typed in.  The
answers are :class:`~fractions.Fraction`\\ s.

**The model** (stated plainly, as the claims ledger repeats it):

* One punter against the dealer ("heads up"); the other punters' cards are not
  seen.  The punter's two cards and the dealer's two are dealt from the pack as it
  stands (a full pack, or the remaining pack of a game in progress).
* The dealer's play is a declared strategy (:class:`~games.vingt_un.odds_dealer.DealerPlay`): he stands at
  ``stands_on`` or more (the books' advice: Hoffmann, :law:`hoffmann-vingt-un:p11`,
  "At seventeen, he should usually stand"), stands or draws on a soft seventeen,
  and calls "double" on the first cards in ``double_on``.  He does not divide pairs.
* Naturals are declared at once (the dealer's first); the punter draws knowing
  his own cards and whether the dealer doubled, not the dealer's cards (they lie
  concealed until the dealer's turn in the books; :data:`~games.vingt_un.rules.MODERN`
  shows one, and the punter then knows it).  The punter's best play (``"best"``)
  is composition-dependent: it looks at every card he holds.  A fixed rule such as
  Hoffmann's "sixteen points or more ... not to draw" (:law:`hoffmann-vingt-un:p8`)
  is ``punter=16``.
* Pairs: a divided pair is valued as two hands, each played on its own cards
  (the exact value of that way of playing); dividing again a third or fourth time,
  which Peel and Hoffmann allow, is optional, so the figure is a lower bound on
  what the pair is worth to the punter under those codes.  The stake on the
  divided card equals the first.
* If the pack runs out (a small remaining pack), the dealer stands where he is
  ("short"); from a full pack it cannot happen.

**Where it is.** The dealer's recursion and tables are in :mod:`~games.vingt_un.odds_dealer`, his
tables for many packs at once in :mod:`~games.vingt_un.odds_tables`, the punter's best play and the
analysis in :mod:`~games.vingt_un.odds_punter`, the seeded simulation in :mod:`~games.vingt_un.odds_sim`;
this module gathers them.

**How it is fast.** Probabilities are integers over one common scale per pack size.  An analysis first
lists every state the punter can reach (4,880 packs left behind under Peel's code, with the divided pairs'
hands); then the dealer's tables for all those packs come at once from his finished hands written as
multisets, summed out one value at a time so that packs sharing their counts of aces, twos ... share the
work, and written in the counts removed from the full pack, so that a value with no card gone costs almost
nothing (:mod:`~games.vingt_un.odds_tables`); then the punter's values are worked out state by state, children
first, kept by the classes of the dealer's first card he can tell apart (two where the dealer doubles on
some cards, one where he never does).  The dealer's results by first card, which claims ask for, are worked
out again one group a card, only when asked.  ``make bench`` measures it (``tests/bench_vingt_un.py``).

**Correctness anchor.** For one pack and a dealer standing on all seventeens, the
dealer's final totals by up-card (the up-card alone removed from the pack, before
he looks for a natural) agree with the published one-deck table of Michael
Shackleford, *The Wizard of Odds*, "Dealer Probabilities in Blackjack", appendix 2B
(``wizardofodds.com/games/blackjack/appendix/2b/``, one deck, dealer stands on soft
17), to all six figures printed there, e.g. over-drawing on a 2 up 0.352973, on a
6 up 0.420823, natural on an ace up 0.313726 (= 16/51); the tests check them.

Usage:

>>> from games.vingt_un.odds import dealer_table, analyse, DealerPlay
>>> from games.vingt_un.rules import HOFFMANN, MODERN
>>> t = dealer_table(DealerPlay(17))
>>> round(float(t[6]["bust"]), 6)   # the dealer's first card a six: his chance of over-drawing
0.420823
>>> a = analyse(HOFFMANN)
>>> a.dealer_advantage > 0           # the deal is an advantage (peel-vingt-un:p4)
True
"""
from __future__ import annotations

from games.vingt_un.odds_dealer import (
    OUTCOMES, DealerPlay, clear_caches, dealer_overdraw, dealer_play_for, dealer_table, natural_chance,
    next_card_overdraws, two_card_totals,
)
from games.vingt_un.odds_punter import Analysis, advise, analyse, how_hands_end
from games.vingt_un.odds_sim import Simulation, simulate

__all__ = [
    "DealerPlay", "OUTCOMES", "dealer_table", "dealer_overdraw", "dealer_play_for", "analyse", "Analysis", "advise",
    "natural_chance", "next_card_overdraws", "how_hands_end", "two_card_totals", "clear_caches", "simulate", "Simulation",
]
