"""The players' log in words: cards by their names, chips counted, and the
grammar right when the player at a seat is called "You" (as the site's Play
panel calls the human player).  The helpers are the core's (:mod:`games.core.prose`), for every
game; here are Poker's words.

>>> from games.cards import parse_cards
>>> from games.poker.prose import cards_text, chips, you
>>> cards_text(parse_cards("KS 4D 2C"))
'the king of spades, the four of diamonds and the two of clubs'
>>> chips(1), chips(3)
('1 chip', '3 chips')
>>> you("You stakes the ante, 1 chip")
'You stake the ante, 1 chip'
>>> you("You retires: a pass; his stake stays in the pool")
'You retire: a pass; your stake stays in the pool'
>>> you("Ann refunds You's ante; the deal passes to You")
'Ann refunds your ante; the deal passes to you'
>>> you("the betting: You has the first right to bet")
'the betting: you have the first right to bet'
>>> you("You retires: he passes; his stake stays in the pool")
'You retire: you pass; your stake stays in the pool'
"""

from __future__ import annotations

from games.core.prose import YOU, cards_text, chips, you

__all__ = ["cards_text", "chips", "you", "YOU"]
