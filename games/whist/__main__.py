"""``python -m games.whist solve "N:AKQ.T98.J2.K5 ..." --trump S --leader W``: the double-dummy solver
(:mod:`games.solver`) on a Whist deal in the bridge world's notation (PBN); with no deal, one a line from
standard input.  Prints JSON: the tricks for ``ns`` and ``ew``, and the ``seconds`` taken."""

import sys

from games.solver.__main__ import main

if __name__ == "__main__":
    sys.exit(main(prog="python -m games.whist"))
