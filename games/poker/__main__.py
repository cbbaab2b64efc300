"""Command line: ``python -m games.poker census --code peel|foster [--pack standard|sixty]``.

Prints the census of all five-card hands (class -> count, and the total) as JSON.
"""

from __future__ import annotations

import argparse
import json
import sys

from games.errors import GameError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games.poker", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("census", help="count every five-card hand by class (JSON)")
    c.add_argument("--code", choices=("peel", "foster"), default="peel", help="whose order of hands (default peel)")
    c.add_argument("--pack", choices=("standard", "sixty"), default="standard",
                   help="Foster only: the sixty-card pack (elevens and twelves)")
    e = sub.add_parser("evaluate", help="name the class of a hand, e.g. 'KS KH 5D 5C 2S'")
    e.add_argument("cards")
    e.add_argument("--code", choices=("peel", "foster"), default="peel")
    args = parser.parse_args(argv)

    from games.poker.census import census
    from games.poker.hands import FosterRules, HandRules, evaluate, rules_for

    try:
        if args.code == "foster" and getattr(args, "pack", "standard") == "sixty":
            rules: HandRules = FosterRules(pack="sixty")
        elif getattr(args, "pack", "standard") == "sixty":
            parser.error("Peel's laws use the ordinary pack of fifty-two cards (Rule 1); --pack sixty is Foster's")
        else:
            rules = rules_for(args.code)
        if args.command == "census":
            print(json.dumps(census(rules), indent=2))
        else:
            print(evaluate(args.cards, rules))
    except GameError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
