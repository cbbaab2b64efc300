"""The paragraphs of the texts that lay down no rule, in the codes whose games come later.

Every paragraph of the edition is a "law" with an address, but some of them rule on
nothing: a history of the game, an author's introduction, a note of where a code was
reprinted from, a heading whose rules follow as its clauses.  Each is declared here with
:func:`games.laws.not_executable` and the reason, so that the site marks it honestly
instead of showing it as pending.  (The Poker codes declare theirs in
:mod:`games.poker.rules`.)  When a game's package is written, its declarations may move
there; a paragraph that does rule on something is never listed here.
"""

from __future__ import annotations

from games.laws import not_executable

__all__ = ["NO_RULE"]

#: law id -> why the paragraph lays down no rule.
NO_RULE: dict[str, str] = {
    # Peel's and Hoffmann's Vingt-un paragraphs are declared by games.vingt_un, which plays them
    # Hoffmann
    "hoffmann-solo-whist:p1": "An announcement, not a rule: it names the two varieties (for five and for three "
                              "players) whose rules the next paragraphs give.",
    "hoffmann-whist:p1": "The author's introduction to the chapter, not a rule: it says Whist has an accepted code "
                         "and that the chapter begins by stating it.",
    "hoffmann-whist:p2": "A note of the source, not a rule: \"(Reprinted, by permission, from the Revised Code, "
                         "1900.)\" says where the laws that follow come from.",
    "hoffmann-whist:7": "No text of its own: law 7 is printed as its clauses (a), (b) and (c), each of which "
                        "has its own address and status.",
    # Foster
    "foster-whist:etiquette.p1": "Foster's introduction to the Etiquette, not a rule: it explains why the rules "
                                 "that follow are not called laws (no penalty can be applied to them).",
    # Enquire Within
    "enquire-within:117": "A note of history, not a rule: Quadrille is \"now obsolete\", and the book gives none "
                          "of its rules.",
    "enquire-within:119": "A heading, not a rule: \"Rules of Ecarté\" announces the rules, which follow as its "
                          "numbered clauses.",
}

for _law_id, _reason in NO_RULE.items():
    not_executable(_law_id, _reason)
