"""Whist under two codes that never blend: Hoffmann's reprint of the Revised Code of 1900
(``hoffmann-whist``) and Foster's code (``foster-whist``), with Dummy and Double Dummy.

* :mod:`games.whist.rules` -- the rule sets :data:`~games.whist.rules.HOFFMANN` and :data:`~games.whist.rules.FOSTER`, their declared readings;
* :mod:`games.whist.actions` -- the actions (regular and irregular);
* :mod:`games.whist.records` -- phases, automations, remedies, irregularities, the records of a hand;
* :mod:`games.whist.game` -- :class:`~games.whist.game.Whist`, one hand; its chapters :mod:`~games.whist.deal`,
  :mod:`~games.whist.play`, :mod:`~games.whist.penalties`, :mod:`~games.whist.revoke`; :mod:`games.whist.referee`, each code's rulings;
* :mod:`games.whist.scoring` -- the (editorial) short-whist score; :mod:`games.whist.sitting` -- a rubber;
* :mod:`games.whist.dummy` -- Dummy and Double Dummy; :mod:`games.whist.etiquette` -- the Etiquette;
* :mod:`games.whist.scenarios` -- set pieces and demonstrations; :mod:`games.whist.view` -- one seat's view;
* :mod:`games.whist.base` -- what the chapters of a hand share; :mod:`games.whist.concordance` -- the two codes
  side by side, matter by matter.

(The club room of Hoffmann's laws 1-16 is :mod:`games.whist.room`.)
"""

from games.whist.game import NAMES, Whist
from games.whist.records import Auto, Phase, WhistRemedy
from games.whist.rules import FOSTER, HOFFMANN, WhistRules, find_whist
from games.whist import etiquette as _etiquette  # noqa: F401  (declares what cannot run)

__all__ = ["Whist", "NAMES", "Auto", "Phase", "WhistRemedy", "FOSTER", "HOFFMANN", "WhistRules", "find_whist"]
