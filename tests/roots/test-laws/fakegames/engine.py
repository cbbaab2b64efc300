"""The fake engine."""

from fakegames.laws import implements, not_executable


@implements("alpha:1")
def first():
    """Carries out the first law."""


class Game:
    """A game."""

    @implements("alpha:2.i", "alpha:p1")
    def clause(self):
        """Carries out a clause."""

    @implements("beta:1")
    def _private(self):
        """A private helper that carries out a law."""


not_executable("beta:2", "a rule of manners with no penalty attached")
