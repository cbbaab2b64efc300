"""Which paragraph of each book governs each step of Vingt-un.

The game cites the law of the book it is played under: a refusal, an event
or a settlement line under Peel's code names Peel's paragraph, under
Hoffmann's Hoffmann's.  Where a book is silent on a step the entry is the
paragraph whose silence the rule set's declared reading fills (the
editorial note beside it says so).

>>> from games.vingt_un.game_laws import law
>>> law("peel-vingt-un", "split"), law("hoffmann-vingt-un", "split")
('peel-vingt-un:p16', 'hoffmann-vingt-un:p12')
"""

from __future__ import annotations

from games.errors import RuleSetError

__all__ = ["LAWS", "law"]

#: code -> step -> law id
LAWS: dict[str, dict[str, str]] = {
    "peel-vingt-un": {
        "count": "peel-vingt-un:p3",
        "conclude": "peel-vingt-un:p4",
        "first_dealer": "peel-vingt-un:p21",
        "limits": "peel-vingt-un:p7",
        "deal": "peel-vingt-un:p9",
        "stake": "peel-vingt-un:p10",
        "double": "peel-vingt-un:p10",
        "second_card": "peel-vingt-un:p10",
        "dealer_natural": "peel-vingt-un:p10",
        "punter_natural": "peel-vingt-un:p11",
        "natural_tie": "peel-vingt-un:p8",
        "draw": "peel-vingt-un:p24",
        "over": "peel-vingt-un:p12",
        "order": "peel-vingt-un:p24",
        "dealer_draw": "peel-vingt-un:p13",
        "settle": "peel-vingt-un:p13",
        "ties": "peel-vingt-un:p8",
        "dealer_over": "peel-vingt-un:p13",
        "dealer_21": "peel-vingt-un:p14",
        "punter_21": "peel-vingt-un:p15",
        "split": "peel-vingt-un:p16",
        "pone": "peel-vingt-un:p17",
        "passing": "peel-vingt-un:p18",
        "rotation": "peel-vingt-un:p6",
        "grace": "peel-vingt-un:p19",
        "limit_deal": "peel-vingt-un:p30",
        "sell": "peel-vingt-un:p31",
        "pool": "peel-vingt-un:p29",
        "privilege": "peel-vingt-un:p32",
        "penalty": "peel-vingt-un:p28",
    },
    "hoffmann-vingt-un": {
        "count": "hoffmann-vingt-un:p3",
        "conclude": "hoffmann-vingt-un:p15",
        "first_dealer": "hoffmann-vingt-un:p1",
        "limits": "hoffmann-vingt-un:p1",
        "deal": "hoffmann-vingt-un:p1",
        "stake": "hoffmann-vingt-un:p1",
        "double": "hoffmann-vingt-un:p2",
        "second_card": "hoffmann-vingt-un:p6",
        "dealer_natural": "hoffmann-vingt-un:p7",
        "punter_natural": "hoffmann-vingt-un:p8",
        "natural_tie": "hoffmann-vingt-un:p7",
        "draw": "hoffmann-vingt-un:p8",
        "over": "hoffmann-vingt-un:p8",
        "order": "hoffmann-vingt-un:p12",
        "dealer_draw": "hoffmann-vingt-un:p11",
        "settle": "hoffmann-vingt-un:p11",
        "ties": "hoffmann-vingt-un:p11",
        "dealer_over": "hoffmann-vingt-un:p11",
        "dealer_21": "hoffmann-vingt-un:p11",
        "punter_21": "hoffmann-vingt-un:p11",
        "split": "hoffmann-vingt-un:p12",
        "pone": "hoffmann-vingt-un:p14",
        "passing": "hoffmann-vingt-un:p14",
        "rotation": "hoffmann-vingt-un:p15",
        "grace": "hoffmann-vingt-un:p14",
        "limit_deal": "hoffmann-vingt-un:p14",
        "sell": "hoffmann-vingt-un:p15",
        "pool": "hoffmann-vingt-un:p14",
        "privilege": "hoffmann-vingt-un:p8",
        "penalty": "hoffmann-vingt-un:p16",
    },
    "enquire-within": {
        "count": "enquire-within:115",
        "conclude": "enquire-within:113",
        "first_dealer": "enquire-within:113",
        "limits": "enquire-within:114",
        "deal": "enquire-within:114",
        "stake": "enquire-within:114",
        "double": "enquire-within:114",
        "second_card": "enquire-within:114",
        "dealer_natural": "enquire-within:115",
        "punter_natural": "enquire-within:115",
        "natural_tie": "enquire-within:115",
        "draw": "enquire-within:114",
        "over": "enquire-within:114",
        "order": "enquire-within:114",
        "dealer_draw": "enquire-within:114",
        "settle": "enquire-within:114",
        "ties": "enquire-within:114",
        "dealer_over": "enquire-within:114",
        "dealer_21": "enquire-within:114",
        "punter_21": "enquire-within:114",
        "split": "enquire-within:114",
        "pone": "enquire-within:114",
        "passing": "enquire-within:115",
        "rotation": "enquire-within:115",
        "grace": "enquire-within:115",
        "limit_deal": "enquire-within:114",
        "sell": "enquire-within:113",
        "pool": "enquire-within:115",
        "privilege": "enquire-within:115",
        "penalty": "enquire-within:114",
    },
}


#: French Vingt-Un is "a variation of ordinary Vingt-Un" (its p1): Hoffmann's code, save where its rounds differ.
LAWS["hoffmann-french-vingt-un"] = dict(LAWS["hoffmann-vingt-un"], conclude="hoffmann-french-vingt-un:p2",
                                        limit_deal="hoffmann-french-vingt-un:p2")


def law(code: str, step: str) -> str:
    """The law of ``code`` that governs ``step`` (a key of :data:`LAWS`)."""
    try:
        return LAWS[code][step]
    except (KeyError, TypeError):  # an unknown code or step, or one that is no key at all
        raise RuleSetError(f"no law of {code!r} is recorded for {step!r}") from None
