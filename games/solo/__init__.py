"""Solo Whist for five and for three players, as Hoffmann's closing paragraphs on Solo Whist give them.

* :mod:`games.solo.rules` -- the rule set ``HOFFMANN_SOLO`` and its declared readings (the pack for
  three, the suit left out, the trump with three suits, the stakes);
* :mod:`games.solo.game` -- :class:`~games.solo.game.SoloWhist`, a sitting of the five-hand or the
  three-hand game on the shared core;
* :mod:`games.solo.referee` -- the two irregularities the paragraphs decide (a call by the player
  standing out; the turned-up fortieth card played as one's own), ruled citing them;
* :mod:`games.solo.scenarios` -- set pieces for the tests.

Only the two varieties are in these pages (¶ p2, ¶ p3; ¶ p1 announces them).  The game they vary --
Solo Whist's own calls (proposal and acceptance, solo, misère, abundance, abundance declared), how
they are paid, the deal and the play -- is described in Hoffmann's chapter on the pages before this
edition: the package follows that description where it must, and says so everywhere it does
(:data:`games.solo.rules.OUTSIDE`).
"""

import games.commentary  # noqa: F401  (declares ¶ p1 not executable: it announces the two varieties)
from games.solo.game import Auto, Phase, SoloWhist
from games.solo.rules import HOFFMANN_SOLO, SoloRules

__all__ = ["SoloWhist", "SoloRules", "HOFFMANN_SOLO", "Auto", "Phase"]
