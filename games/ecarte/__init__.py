"""Écarté as *Enquire Within Upon Everything* gives it (¶118, ¶119 i), and Quadrille (¶117), which it does not.

* :mod:`games.ecarte.rules` -- the rule set and its declared readings;
* :mod:`games.ecarte.game` -- :class:`~games.ecarte.game.Ecarte`, the game on the shared core;
* :mod:`games.ecarte.referee` -- the one irregularity ¶118 names (not following suit or not winning the
  trick when one can), hidden until claimed in TABLE mode;
* :mod:`games.ecarte.players` -- a computer player that says why (its judgement is from outside the text);
* :mod:`games.ecarte.scenarios` -- set pieces for the tests and the lessons.

Quadrille (¶117) is not executable: the book says only that it "has been superseded by Whist" and "is now
obsolete", and gives none of its rules.
"""

import games.commentary  # noqa: F401  (declares ¶117 not executable, in the text's words: "now obsolete")
