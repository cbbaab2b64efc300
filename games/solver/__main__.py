"""Command line: ``python -m games.solver solve "N:AKQ.T98.J2.K5 ..." --trump S --leader W``.

Prints JSON: the tricks of ``ns`` and ``ew`` with best play by both (and the ``seconds`` it took).
Without a deal it reads one PBN deal a line from standard input and prints one JSON object a line.
``--values`` adds the value of each card the leader may lead.  Bad notation is refused with the
library's error naming what is wrong (on standard error; the exit code is 2).

``python -m games.solver review game.pbn`` (or ``-`` for standard input) reviews a played hand from a
PBN play record (``[Deal]``, ``[Play]`` and its tricks; the trump suit from ``[Contract]`` or
``--trump``): each card played, both sides, marked ``=`` or ``-N`` against best play, with the trick
and the better cards (:mod:`games.solver.play_review`); ``--json`` prints it as one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from games.errors import GameError


def _one(text: str, trump: str, leader: str, values: bool) -> dict:
    from games.solver import card_values, parse_pbn, parse_trump, seat_index, solve

    t0 = time.perf_counter()
    layout = parse_pbn(text)
    parse_trump(trump)
    seat_index(leader)
    r = solve(layout, trump, leader)
    out = {"deal": layout.to_pbn(), "trump": trump.upper(), "leader": leader.upper(), "ns": r.ns, "ew": r.ew}
    if values:
        vals = card_values(layout, trump, leader)
        out["values"] = {str(c): v for c, v in vals.items()}
    out["seconds"] = round(time.perf_counter() - t0, 4)
    return out


def _review(path: str, trump: str | None, as_json: bool) -> str:
    from games.solver.play_review import parse_play_record, review

    if path == "-":
        text = sys.stdin.read()
    else:
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except OSError as err:
            raise _Unreadable(f"cannot read {path}: {err.strerror}") from None
    rec = parse_play_record(text, "contract" if trump is None else trump)
    r = review(rec.deal, rec.trump, rec.leader, rec.cards)
    if as_json:
        out = r.as_dict()
        out.update(deal=rec.deal.to_pbn(), trump="N" if rec.trump is None else rec.trump.letter,
                   leader="NESW"[rec.leader])
        return json.dumps(out)
    strain = "no trumps" if rec.trump is None else f"{rec.trump} trumps"
    lines = [f"{rec.deal.to_pbn()}  ({strain}, {'NESW'[rec.leader]} to lead)",
             f"best play: North-South {r.par.ns}, East-West {r.par.ew}; made in the tricks played: "
             f"North-South {r.made['ns']}, East-West {r.made['ew']}"]
    lines += [str(c) for c in r.cards]
    lines.append(f"tricks given away: North-South {r.lost('ns')}, East-West {r.lost('ew')}")
    return "\n".join(lines)


class _Unreadable(Exception):
    pass


def main(argv: list[str] | None = None, prog: str = "python -m games.solver") -> int:
    parser = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("solve", help="the tricks each side takes with best play (JSON)")
    s.add_argument("deal", nargs="?", help="a PBN deal 'N:AKQ.T98.J2.K5 ...'; none: one a line from standard input")
    s.add_argument("--trump", required=True, help="S, H, D, C, or N (no trumps)")
    s.add_argument("--leader", required=True, help="the seat that leads: N, E, S or W")
    s.add_argument("--values", action="store_true", help="also the value of each card the leader may lead")
    rv = sub.add_parser("review", help="each card of a played hand (a PBN play record) against best play")
    rv.add_argument("record", help="a PBN file with [Deal], [Play] and its tricks; '-' for standard input")
    rv.add_argument("--trump", help="S, H, D, C or N (no trumps); default: the record's [Contract]")
    rv.add_argument("--json", action="store_true", help="one JSON object instead of a line a card")
    args = parser.parse_args(argv)
    if args.command == "review":
        try:
            print(_review(args.record, args.trump, args.json))
        except (GameError, _Unreadable) as err:
            print(f"error: {err}", file=sys.stderr)
            return 2
        return 0
    if args.deal is not None:
        try:
            print(json.dumps(_one(args.deal, args.trump, args.leader, args.values)))
        except GameError as err:
            print(f"error: {err}", file=sys.stderr)
            return 2
        return 0
    status = 0
    for number, line in enumerate(sys.stdin, 1):
        if not line.strip():
            continue
        try:
            print(json.dumps(_one(line.strip(), args.trump, args.leader, args.values)), flush=True)
        except GameError as err:
            print(f"error: line {number}: {err}", file=sys.stderr)
            status = 2
    return status


if __name__ == "__main__":
    sys.exit(main())
