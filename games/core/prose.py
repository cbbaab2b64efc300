"""The players' log in words, for every game: cards by their names, chips counted, and the grammar
right when the player at a seat is called "You" (as the site's Play panels call the human player).

>>> from games.cards import parse_cards
>>> from games.core.prose import cards_text, chips, you
>>> cards_text(parse_cards("KS 4D 2C"))
'the king of spades, the four of diamonds and the two of clubs'
>>> you("You receives the seven of diamonds")
'You receive the seven of diamonds'
>>> you("Ann deals round face upwards: You, the three of hearts; Bob, the ace of spades")
'Ann deals round face upwards: you, the three of hearts; Bob, the ace of spades'
>>> you("You is over, with 22, and throws up the cards")
'You are over, with 22, and throw up the cards'
>>> you("You divides the pair and goes on both hands; Bob stands")
'You divide the pair and go on both hands; Bob stands'
"""

from __future__ import annotations

import re
from typing import Iterable

from games.cards import Card
from games.errors import GameError, check_int, check_items, check_text

__all__ = ["cards_text", "chips", "you", "YOU"]

#: The name under which a seat is addressed as "you".
YOU = "You"

_IRREGULAR = {"has": "have", "is": "are", "does": "do", "was": "were", "says": "say"}
_SUBJECT = re.compile(r"(^|; |: |, so )You (\w+)")
#: a second verb of the same subject ("You is over, with 22, and throws up ..."), within its clause
_AND_VERB = re.compile(r"(?P<lead>^You [^;:.()]*?(?:,? and|,? then|,? or|, so) )(?P<verb>[a-z]+s)\b")
#: words ending in "s" that are not verbs, after "and" (nouns the logs use, pronouns)
_NOT_VERBS = frozenset({"his", "its", "this", "thus", "less", "as", "was", "us", "chips", "cards", "counters",
                        "stakes", "tricks", "points", "aces", "kings", "queens", "knaves", "trumps", "hands",
                        "pairs", "naturals", "yours", "others", "cuts", "twos", "threes", "fours", "fives",
                        "sixes", "sevens", "eights", "nines", "tens", "tenths", "sequences", "flushes", "hearts",
                        "spades", "diamonds", "clubs", "suits", "rounds", "games", "deals", "times", "stocks", "bets"})


def cards_text(cards: Iterable[Card]) -> str:
    """``"the king of spades, the four of diamonds and the two of clubs"``."""
    items = check_items(cards, "the cards to name")
    if not all(isinstance(c, Card) for c in items):
        raise GameError(f"only cards can be named, not {items!r}")
    names = [f"the {c.name}" for c in items]
    if not names:
        return "no cards"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def chips(n: int) -> str:
    check_int(n, "a number of chips")
    return f"{n} chip" if n == 1 else f"{n} chips"


def _verb(word: str) -> str:
    """The form of a verb after "you": ``stakes`` -> ``stake``, ``passes`` -> ``pass``."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    if word.endswith("oes") and len(word) > 3:
        return word[:-2]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def you(text: str) -> str:
    """``text`` with the grammar of the second person wherever the player called "You" is named."""
    check_text(text, "the text of the log")
    if YOU not in text:
        return text
    subject = text.startswith(YOU + " ")
    text = _SUBJECT.sub(lambda m: f"{m.group(1)}{'You' if not m.group(1) else 'you'} {_verb(m.group(2))}", text)
    text = re.sub(r"(^|(?<=[.;:] ))You's\b", "Your", text)
    text = re.sub(r"\bYou's\b", "your", text)
    text = re.sub(r"(?<!^)\bYou\b", "you", text)
    if subject:
        while True:
            m = _AND_VERB.search(text)
            if m is None or m.group("verb") in _NOT_VERBS:
                break
            text = text[:m.start("verb")] + _verb(m.group("verb")) + text[m.end("verb"):]
        text = re.sub(r"\bhe (\w+)", lambda m: f"you {_verb(m.group(1))}", text)
        text = re.sub(r"\bhis\b", "your", text)
        text = re.sub(r"\bhimself\b", "yourself", text)
        text = re.sub(r"\bhim\b", "you", text)
    return text
