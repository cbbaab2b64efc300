"""Stakes, pools, the bank, loans and debts, with one conservation check.

Every chip in a sitting is in exactly one account: a player's stack
(``"seat:0"``), a pool (``"pool"``, ``"pool:side"``), the bank.  Money only
ever moves by :meth:`Ledger.transfer`, so "cards and stakes are never lost"
is one check, :meth:`Ledger.check`:

>>> from games.core.ledger import Ledger
>>> led = Ledger({"seat:0": 10, "seat:1": 10, "pool": 0})
>>> _ = led.transfer("seat:0", "pool", 3, law="peel-poker:20")
>>> led["pool"], led.total
(3, 20)
>>> led.transfer("seat:1", "pool", 11)
Traceback (most recent call last):
games.errors.IllegalActionError: seat:1 has 10 chips, not 11

Accounts named in ``overdraft`` (a bank that lends) may go below zero; a debt
is a record ``(debtor, creditor, amount)`` outside the chips, settled later.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Optional

from games.errors import IllegalActionError, check_items, check_text

__all__ = ["Ledger", "Transfer", "Debt", "seat_account"]


def seat_account(seat: int) -> str:
    if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
        raise IllegalActionError(f"there is no seat {seat!r}")
    return f"seat:{seat}"


def _account(name: object, law: Optional[str] = None) -> str:
    return check_text(name, "an account's name", error=IllegalActionError, law=law)


def _chips(amount: object, law: Optional[str] = None) -> int:
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
        raise IllegalActionError(f"{amount!r} is not a number of chips", law)
    return amount


@dataclass(frozen=True)
class Transfer:
    source: str
    target: str
    amount: int
    law: Optional[str] = None
    why: str = ""


@dataclass(frozen=True)
class Debt:
    debtor: str
    creditor: str
    amount: int
    law: Optional[str] = None


class Ledger:
    """Accounts of whole chips; the total never changes."""

    def __init__(self, accounts: Mapping[str, int], *, overdraft: Iterable[str] = ()):
        if not isinstance(accounts, Mapping):
            raise IllegalActionError(f"a ledger's accounts map names to chips, not {accounts!r}")
        lenders = frozenset(_account(a) for a in check_items(overdraft, "the accounts that may overdraw",
                                                             error=IllegalActionError))
        for k, v in accounts.items():
            _account(k)
            if not isinstance(v, int) or isinstance(v, bool):
                raise IllegalActionError(f"{k}: {v!r} is not a number of chips")
            if v < 0 and k not in lenders:
                raise IllegalActionError(f"{k} cannot begin with {v} chips: only an account that may overdraw "
                                         "goes below zero")
        self.accounts = dict(accounts)
        self.overdraft = lenders
        self.initial_total = sum(self.accounts.values())
        self.history: list[Transfer] = []
        self.debts: list[Debt] = []

    def __getitem__(self, account: str) -> int:
        return self.accounts.get(account, 0)

    @property
    def total(self) -> int:
        return sum(self.accounts.values())

    def can_pay(self, account: str, amount: int) -> bool:
        _account(account)
        _chips(amount)
        return account in self.overdraft or self[account] >= amount

    def transfer(self, source: str, target: str, amount: int, *, law: Optional[str] = None, why: str = "") -> Transfer:
        """Move ``amount`` chips; refuses (changing nothing) a payment the source cannot make."""
        _law_and_why(law, why)
        _account(source, law)
        _account(target, law)
        _chips(amount, law)
        if not self.can_pay(source, amount):
            raise IllegalActionError(f"{source} has {self[source]} chips, not {amount}", law)
        self.accounts[source] = self[source] - amount
        self.accounts[target] = self[target] + amount
        t = Transfer(source, target, amount, law, why)
        self.history.append(t)
        return t

    def empty(self, source: str, target: str, *, law: Optional[str] = None, why: str = "") -> int:
        """Move everything in ``source`` to ``target``; returns the amount."""
        _law_and_why(law, why)
        _account(source, law)
        _account(target, law)
        amount = self[source]
        if amount:
            self.transfer(source, target, amount, law=law, why=why)
        return amount

    def owe(self, debtor: str, creditor: str, amount: int, law: Optional[str] = None) -> Debt:
        _law_and_why(law, "")
        _account(debtor, law)
        _account(creditor, law)
        _chips(amount, law)
        d = Debt(debtor, creditor, amount, law)
        self.debts.append(d)
        return d

    def check(self) -> None:
        """The conservation check: no chip made or lost; no account below zero but the overdraft ones."""
        assert self.total == self.initial_total, f"chips: {self.total}, began with {self.initial_total}"
        for k, v in self.accounts.items():
            assert v >= 0 or k in self.overdraft, f"{k} holds {v}"


def _law_and_why(law: object, why: object) -> None:
    if law is not None:
        check_text(law, "a law's id", error=IllegalActionError)
    check_text(why, "the reason for a payment", error=IllegalActionError)
