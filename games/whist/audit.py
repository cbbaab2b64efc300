"""Whist's tables for the citations audit (:mod:`games.audit`): a hand under each code, and Foster's
Dummy and Double Dummy, with wrong plays tried on the way."""

from __future__ import annotations

import random

from games.audit import Table
from games.cards import Card
from games.core.state import Mode
from games.whist.actions import EndHand, Play, QuitTrick
from games.whist.dummy import DoubleDummy, Dummy
from games.whist.game import Whist
from games.whist.records import Auto
from games.whist.rules import FOSTER, HOFFMANN, WhistRules

__all__ = ["TABLES"]


def _maker(rules: WhistRules, cls: type = Whist):
    def make(seed: int, mode: Mode):
        return cls(rules, seed=seed, mode=mode, automations=Auto.NONE)
    return make


def _wrong(g, rng: random.Random):
    seat = rng.randrange(4)
    return [Play(seat, Card.parse(rng.choice(["2C", "AS", "KH", "10D"]))), QuitTrick(seat), EndHand(seat)]


TABLES = [Table("whist-hoffmann", HOFFMANN.cites(), _maker(HOFFMANN), _wrong, title="Whist under Hoffmann's code"),
          Table("whist-foster", FOSTER.cites(), _maker(FOSTER), _wrong, title="Whist under Foster's code"),
          Table("whist-dummy", FOSTER.cites(), _maker(FOSTER, Dummy), _wrong, title="Foster's Dummy"),
          Table("whist-double-dummy", FOSTER.cites(), _maker(FOSTER, DoubleDummy), _wrong,
                title="Foster's Double Dummy")]
