"""What every chapter of the club room shares: the room's records and the duties one chapter asks of
another.  :class:`RoomBase` is the :class:`games.core.state.State` the chapter mixins
(:mod:`~games.whist.room_cards`, :mod:`~games.whist.room_entry`) build on;
:class:`games.whist.room.Room` composes them and carries out every duty declared here (a stub with
the chapter that answers for it, :func:`games.core.turns.duty`), so that each chapter type-checks
against this class alone.

>>> from games.core.turns import duties_of
>>> from games.whist.room_base import RoomBase
>>> duties_of(RoomBase)["_say"]
'room'
"""

from __future__ import annotations

from typing import Optional

from games.core.state import State
from games.core.turns import duty
from games.whist.room_actions import Drawing, _Table
from games.whist.room_draws import RoomRules

__all__ = ["RoomBase"]


class RoomBase(State):
    """The room's records (set by :class:`games.whist.room.Room`) and the duties its chapters call."""

    rules: RoomRules
    arrivals: list  #: groups of names, in order of coming in
    played: set  #: those who have played at a table (law 13)
    broke: dict  #: who broke up a table -> the players he left (law 16)
    tables: dict[str, _Table]
    drawings: int
    drawn: list[Drawing]  #: the Drawing records

    # -- who is where
    @duty("room")
    def _in_room(self, name: object, law: str) -> str:
        """``name`` if he is in the room (refused under ``law`` if not)."""
        raise NotImplementedError

    @duty("room")
    def _table_of(self, name: str) -> Optional[_Table]:
        """The table ``name`` is a member of, if any."""
        raise NotImplementedError

    @duty("room")
    def _substituting(self, name: str) -> Optional[_Table]:
        """The table where ``name`` plays as a substitute, if any (law 14)."""
        raise NotImplementedError

    @duty("room")
    def _table(self, table: object, law: str) -> _Table:
        """The table named ``table`` (refused under ``law`` if there is none)."""
        raise NotImplementedError

    @duty("room")
    def _mid_rubber(self, name: str) -> Optional[_Table]:
        """The table where ``name`` is playing a rubber, if any."""
        raise NotImplementedError

    # -- the packs and the drawings
    @duty("room")
    def _pile(self, table: str, pack: str, arranged: object, law: str) -> list:
        """The cards of a drawing at ``table`` from ``pack``: the ``arranged`` ones on top, the rest shuffled."""
        raise NotImplementedError

    @duty("room")
    def _check_pack(self, t: Optional[_Table], pack: object, law: str = "hoffmann-whist:5") -> str:
        """``pack`` if it is one of the table's packs fit to draw from (laws 2, 5)."""
        raise NotImplementedError

    @duty("room")
    def _spoiled(self, spoiled: object, drawers: list, law: str) -> tuple:
        """The names of those among ``drawers`` who spoil a drawing (law 6)."""
        raise NotImplementedError

    # -- the record
    @duty("room")
    def _cite(self, *numbers: str) -> tuple:
        """The ids of Hoffmann's laws ``numbers``."""
        raise NotImplementedError

    @duty("room")
    def _say(self, kind: str, text: str, *numbers: str) -> None:
        """An event of the room, citing Hoffmann's laws ``numbers``."""
        raise NotImplementedError

    # -- entering and leaving
    @duty("room")
    def _open_to_entry(self, t: _Table) -> bool:
        """Whether entry may be declared at ``t`` now (law 12)."""
        raise NotImplementedError

    @duty("room")
    def _admit(self, t: _Table, name: str, why: str, *numbers: str) -> None:
        """``name`` enters ``t``: among the four if there is a place between rubbers, else waiting."""
        raise NotImplementedError

    @duty("room")
    def _fill(self) -> None:
        """Those with a prior right enter the tables open to entry (law 7.a)."""
        raise NotImplementedError

    @duty("room")
    def _withdraw(self, name: str) -> Optional[_Table]:
        """Take ``name`` from his table; the table he left, if any."""
        raise NotImplementedError

    @duty("room")
    def _may_quit(self, name: str) -> None:
        """Refuse ``name``'s leaving in the middle of a rubber or of a substitution (law 14)."""
        raise NotImplementedError
