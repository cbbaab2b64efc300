"""Draw Poker: the hands (:mod:`games.poker.hands`), the census of all hands
(:mod:`games.poker.census`), the game under Peel's and Foster's laws (one
module per chapter, composed in :mod:`games.poker.game`), the referee
(:mod:`games.poker.referee`) and set pieces (:mod:`games.poker.scenarios`).

Every public name of :mod:`games.poker.engine`, :mod:`games.poker.referee`,
:mod:`games.poker.hands` and :mod:`games.poker.scenarios` is importable from
here:

>>> from games.poker import Sitting, PEEL_RULES, evaluate, rule, CardFaceUpInPack, arranged_game
>>> evaluate("KS KH 5D 5C 2S").category
'Two pairs'
>>> rule(None, CardFaceUpInPack(before_deal_finished=True)).laws
('peel-poker:10',)
"""

from inspect import isclass, isfunction, ismodule

from games.poker import engine, hands, referee, scenarios


def _public(mod) -> list[str]:
    """A module's public names: its ``__all__``, what it defines, and its constants."""
    out = set(mod.__all__)
    for n, v in vars(mod).items():
        if n.startswith("_") or ismodule(v):
            continue
        if (isclass(v) or isfunction(v)) and v.__module__ == mod.__name__ or n.isupper():
            out.add(n)
    return sorted(out)


__all__ = sorted({n for m in (hands, engine, referee, scenarios) for n in _public(m)})
globals().update({n: vars(m)[n] for m in (hands, referee, scenarios, engine) for n in _public(m)})
