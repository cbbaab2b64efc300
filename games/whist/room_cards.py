"""The room's cards: Hoffmann's Whist laws 2 and 3 (torn or marked cards; fresh cards), and the
game's reports of the cut for a deal and of a deal played, which close and open the time for
calling for fresh cards.  A chapter of :class:`games.whist.room.Room` (a mixin: its verifiers and
appliers are registered on the room)."""

from __future__ import annotations

from games.core import checks
from games.core.prose import cards_text
from games.core.state import applies, verifies
from games.errors import IllegalActionError
from games.laws import implements
from games.whist.room_actions import (
    FAULTS, PACKS, REMEDIES, CallForFreshCards, CutForDeal, EndDeal, FindCards, ReplaceCards,
)
from games.whist.room_base import RoomBase
from games.whist.room_draws import names_text

__all__ = ["CardsChapter"]

L = "hoffmann-whist:"


class CardsChapter(RoomBase):
    """Laws 2 and 3 at a table of the room."""

    # -- cards: laws 2 and 3 ---------------------------------------------------------------------------
    @verifies(FindCards)
    @implements(L + "2")
    def _verify_find(self, a: FindCards) -> None:
        t = self._table(a.table, L + "2")
        if not isinstance(a.pack, str) or a.pack not in PACKS:
            raise IllegalActionError(f"{t.name} has a red and a blue pack, not {a.pack!r}", L + "1")
        if a.fault not in FAULTS:
            raise IllegalActionError(f"a card is found torn or marked, not {a.fault!r}", L + "2")
        if t.packs[a.pack] != "good":
            raise IllegalActionError(f"the {a.pack} pack is already set aside ({t.packs[a.pack]} cards)", L + "2")
        if not checks.cards(a.cards, "the cards found"):
            raise IllegalActionError("name the cards found torn or marked", L + "2")

    @applies(FindCards)
    def _apply_find(self, a: FindCards) -> None:
        t = self.tables[a.table]
        t.packs[a.pack] = a.fault
        self._say("cards", f"in the {a.pack} pack at {t.name} {cards_text(checks.cards(a.cards))} "
                           f"{'is' if len(checks.cards(a.cards)) == 1 else 'are'} found {a.fault}: the pack is not "
                           "used until they are replaced", "2")

    @verifies(ReplaceCards)
    @implements(L + "2")
    def _verify_replace(self, a: ReplaceCards) -> None:
        t = self._table(a.table, L + "2")
        if not isinstance(a.pack, str) or a.pack not in PACKS:
            raise IllegalActionError(f"{t.name} has a red and a blue pack, not {a.pack!r}", L + "1")
        if t.packs[a.pack] == "good":
            raise IllegalActionError(f"no card of the {a.pack} pack is torn or marked", L + "2")
        if a.by not in REMEDIES:
            raise IllegalActionError(f"torn or marked cards are replaced by agreement or new cards called for, "
                                     f"not {a.by!r}", L + "2")

    @applies(ReplaceCards)
    @implements(L + "2")
    def _apply_replace(self, a: ReplaceCards) -> None:
        """Law 2: "A card or cards torn or marked must be either replaced by agreement, or new cards called
        for at the expense of the table"."""
        t = self.tables[a.table]
        t.packs[a.pack] = "good"
        if a.by == "agreement":
            self._say("cards", f"the {a.pack} pack is made good by agreement", "2")
        else:
            payers = [t.substitutes.get(nm, nm) for nm in t.playing] or t.members
            self._say("cards", f"new cards are called for in place of the {a.pack} pack, at the expense of the "
                               f"table ({names_text(payers)})", "2")

    @verifies(CallForFreshCards)
    @implements(L + "3")
    def _verify_fresh(self, a: CallForFreshCards) -> None:
        t = self._table(a.table, L + "3")
        sitting = [t.substitutes.get(nm, nm) for nm in t.playing]
        if t.phase not in ("seated", "playing") or a.name not in sitting:
            raise IllegalActionError(f"{a.name!r} is not a player at {t.name}: a player calls for fresh cards",
                                     L + "3")
        if t.pack_cut:
            raise IllegalActionError("the pack is cut for the deal: fresh cards are called for before it is cut",
                                     L + "3")

    @applies(CallForFreshCards)
    @implements(L + "3")
    def _apply_fresh(self, a: CallForFreshCards) -> None:
        """Law 3: "Any player, before the pack is cut for the deal, may call for fresh cards on paying for
        them. He must call for two new packs, of which the dealer takes his choice"."""
        t = self.tables[a.table]
        t.generation += 1
        t.packs = {pk: "good" for pk in PACKS}
        t.dealer_pack = None
        dealer = t.partners.seats[0] if t.partners is not None else "the dealer"
        self._say("cards", f"{a.name} calls for fresh cards at {t.name}, on paying for them: two new packs, of "
                           f"which {dealer}, the dealer, takes his choice", "3/called")

    @verifies(CutForDeal)
    @implements(L + "3")
    def _verify_cut(self, a: CutForDeal) -> None:
        t = self._table(a.table, L + "3")
        if t.phase != "playing":
            raise IllegalActionError(f"no rubber is being played at {t.name}", L + "3")
        if t.pack_cut:
            raise IllegalActionError(f"the pack at {t.name} is already cut for this deal", L + "3")
        if t.dealer_pack is None:
            raise IllegalActionError("the dealer has yet to take his choice of the new packs", L + "3")
        bad = [pk for pk, st in t.packs.items() if st != "good"]
        if bad:
            raise IllegalActionError(f"the {bad[0]} pack has {t.packs[bad[0]]} cards: they must be replaced",
                                     L + "2")

    @applies(CutForDeal)
    def _apply_cut(self, a: CutForDeal) -> None:
        self.tables[a.table].pack_cut = True
        self._say("deal", f"the pack is cut for the deal at {a.table}: fresh cards can no longer be called for "
                          "this deal", "3")

    @verifies(EndDeal)
    def _verify_end_deal(self, a: EndDeal) -> None:
        t = self._table(a.table, L + "3")
        if t.phase != "playing" or not t.pack_cut:
            raise IllegalActionError(f"no deal is being played at {t.name}", L + "3")

    @applies(EndDeal)
    def _apply_end_deal(self, a: EndDeal) -> None:
        self.tables[a.table].pack_cut = False
        self._say("deal", f"a deal is over at {a.table}", "3")
