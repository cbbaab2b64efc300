"""The search itself: a double-dummy alpha-beta on small integers (no cards, no seats, no errors here).

A position is sixteen masks ``h[4 * player + suit]`` (players 0-3 = North, East, South, West; suits
0-3 = clubs, diamonds, hearts, spades), each a set of *relative* ranks: bit ``i`` of a suit is its
``i``-th lowest card among the cards of that suit still in play.  At the start of a trick the cards
of a suit in play are exactly the bits ``0 .. L-1`` (the four hands' masks together); the four cards
of a trick are squeezed out when it is turned, so two positions that differ only by the cards
already gone are one position (rank-relative normalisation).  Inside a trick the cards on the table
keep their places, so two cards of a hand are equivalent -- either can be played with the same
result -- exactly when their bits are adjacent: a run of bits is one move (the cards of a sequence,
counting the cards already played, searched once).

The question asked of a position is a yes-or-no one: can North-South take ``need`` of the ``n``
tricks still to play?  (A null window: the exact value is found by asking a few such questions,
:meth:`Searcher.value`.)  Answers are kept after whole tricks in a transposition table keyed by the
normalised position and the leader: each entry holds a lower and an upper bound on North-South's
tricks and the best lead found, so later questions about the same position, with another ``need``,
start from what is known.  Cut-offs before any card is tried: North-South need nothing more or more
than remain; the leader's side holds quick tricks (top cards cashable at once) that settle the
question; the table's bounds.  Moves are ordered: the table's best lead first, then winners that
cannot be ruffed, leads towards the partner's winners, low cards; in second hand low, in third and
fourth the cheapest card that wins, a low card when partner holds the trick; void, the cheapest
ruff that wins, else the lowest card of a suit.
"""

from __future__ import annotations

__all__ = ["Searcher"]

_TT_LIMIT = 3_000_000  # entries before the table is emptied (memory: about 0.5 GB at most)


class Searcher:
    """Searches for one trump suit (``trump`` 0-3, or -1 for no trumps); keeps its transposition table
    between questions (any position of any deal with that trump suit: the keys are normalised)."""

    def __init__(self, trump: int):
        self.trump = trump
        self.tt: dict = {}
        self.nodes = 0
        self._build()

    # -- the recursion ---------------------------------------------------------------------------
    def _build(self) -> None:  # noqa: C901 - one closure for speed: locals are the fastest names
        trump = self.trump
        tt = self.tt
        tt_get = tt.get
        counter = [0]

        def squeeze(h, played):
            # the four cards of the trick gone: each suit's higher bits move down over them
            nh = h[:]
            for s, b in sorted(played, reverse=True):
                low = (1 << b) - 1
                high = ~low
                for i in (s, 4 + s, 8 + s, 12 + s):
                    m = nh[i]
                    if m >> b:
                        nh[i] = (m & low) | ((m >> 1) & high)
            return tuple(nh)

        def quick(h, leader):
            # tricks the leader can cash at once from his own hand: top cards no one can ruff
            base = 4 * leader
            o1 = 4 * ((leader + 1) & 3)
            o2 = 4 * ((leader + 3) & 3)
            p = 4 * ((leader + 2) & 3)
            total = 0
            if trump >= 0:
                t1 = h[o1 + trump]
                t2 = h[o2 + trump]
            for s in range(4):
                m = h[base + s]
                if not m:
                    continue
                a1 = h[o1 + s]
                a2 = h[o2 + s]
                allm = m | a1 | a2 | h[p + s]
                tops = allm.bit_length() - (allm ^ m).bit_length()
                if not tops:
                    continue
                if trump < 0 or s == trump:
                    if tops >= max(a1.bit_count(), a2.bit_count(), h[p + s].bit_count()):
                        tops = m.bit_count()
                else:
                    lim = 14
                    if t1:
                        lim = a1.bit_count()
                    if t2:
                        c = a2.bit_count()
                        if c < lim:
                            lim = c
                    if lim == 14:  # neither opponent can ruff
                        if tops >= max(a1.bit_count(), a2.bit_count(), h[p + s].bit_count()):
                            tops = m.bit_count()
                    elif tops > lim:
                        tops = lim
                total += tops
            return total

        def trick(h, leader, need, n):
            # North-South can take ``need`` of the ``n`` tricks to play, ``leader`` to lead?
            if need <= 0:
                return True
            if need > n:
                return False
            counter[0] += 1
            key = (h, leader)
            e = tt_get(key)
            if e is not None:
                lo, hi, best = e
                if lo >= need:
                    return True
                if hi < need:
                    return False
            else:
                lo, hi, best = 0, n, None
            if n == 1:
                r = last_trick(h, leader)
                tt[key] = (r, r, None)
                return r >= need
            q = quick(h, leader)
            if leader & 1:
                if q > n - need:  # East-West cash enough to beat it
                    if n - q < hi:
                        tt[key] = (lo, n - q, best)
                    return False
            elif q >= need:
                if q > lo:
                    tt[key] = (q, hi, best)
                return True
            hl = list(h)
            r, move = lead(hl, leader, need, n, best)
            if r:
                tt[key] = (need, hi, move if move is not None else best)
            else:
                tt[key] = (lo, need - 1, best)
            if len(tt) > _TT_LIMIT:
                tt.clear()
            return r

        def last_trick(h, leader):
            # one card each: 1 if North-South win it
            s0 = b0 = -1
            wp = leader
            for k in range(4):
                pl = (leader + k) & 3
                base = 4 * pl
                for s in range(4):
                    m = h[base + s]
                    if m:
                        b = m.bit_length() - 1
                        break
                if k == 0:
                    s0, b0 = s, b
                    ws, wb = s, b
                elif (s == ws and b > wb) or (s == trump and ws != trump):
                    ws, wb, wp = s, b, pl
            return 0 if wp & 1 else 1

        def lead(h, player, need, n, best):
            ns = not (player & 1)
            base = 4 * player
            pbase = 4 * ((player + 2) & 3)
            o1 = 4 * ((player + 1) & 3)
            o2 = 4 * ((player + 3) & 3)
            moves = []
            for s in range(4):
                m = h[base + s]
                if not m:
                    continue
                pm = h[pbase + s]
                a1 = h[o1 + s]
                a2 = h[o2 + s]
                allm = m | pm | a1 | a2
                top = allm.bit_length() - 1
                safe = (trump < 0 or s == trump or ((a1 or not h[o1 + trump]) and (a2 or not h[o2 + trump])))
                runs = m & ~(m >> 1)  # the top card of each run
                first = True
                while runs:
                    b = runs.bit_length() - 1
                    runs ^= 1 << b
                    if b == top:
                        sc = 60 if safe else 25
                    elif pm >> b and (pm.bit_length() - 1) == top:
                        sc = 40 if runs == 0 else 8  # low towards partner's winner
                    elif runs == 0:  # the lowest run: a low lead
                        sc = 20 - (a1 | a2).bit_count() if safe else 12
                        if s == trump:
                            sc -= 4
                    else:
                        sc = 0
                    moves.append((sc, s, b))
                    first = False
            moves.sort(reverse=True)
            if best is not None:
                bs, bb = best
                for i, mv in enumerate(moves):
                    if mv[1] == bs and mv[2] == bb:
                        if i:
                            moves.insert(0, moves.pop(i))
                        break
            nxt = (player + 1) & 3
            for _, s, b in moves:
                bit = 1 << b
                h[base + s] ^= bit
                r = follow(h, 1, nxt, need, n, s, player, s, b, ((s, b),))
                h[base + s] ^= bit
                if r == ns:
                    return r, (s, b)
            return (not ns), None

        def follow(h, pos, player, need, n, led, wp, ws, wb, played):
            ns = not (player & 1)
            base = 4 * player
            m = h[base + led]
            partner_wins = ((wp ^ player) & 1) == 0
            if m:
                bots = m & ~(m << 1)  # the lowest card of each run
                moves = []
                while bots:
                    b = (bots & -bots).bit_length() - 1
                    bots &= bots - 1
                    moves.append((led, b))
                # ascending; cheapest winner first in third and fourth hand when the opponents hold it
                if not partner_wins and pos > 1 and ws == led:
                    for i, (s, b) in enumerate(moves):
                        if b > wb:
                            if i:
                                moves.insert(0, moves.pop(i))
                            break
                elif pos == 1 and not partner_wins and ws == led and len(moves) > 1:
                    pass
            else:
                moves = []
                ruffs = []
                if trump >= 0:
                    tm = h[base + trump]
                    if tm:
                        bots = tm & ~(tm << 1)
                        while bots:
                            b = (bots & -bots).bit_length() - 1
                            bots &= bots - 1
                            if ws != trump or b > wb:
                                ruffs.append((trump, b))
                            else:
                                moves.append((trump, b))  # an underruff: a discard
                for s in range(4):
                    if s == trump:
                        continue
                    mm = h[base + s]
                    if mm:
                        bots = mm & ~(mm << 1)
                        while bots:
                            b = (bots & -bots).bit_length() - 1
                            bots &= bots - 1
                            moves.append((s, b))
                # discards: the lowest card of each suit first
                moves.sort(key=_by_rank)
                if ruffs:
                    if partner_wins:
                        moves = moves + ruffs
                    else:
                        moves = ruffs + moves
            nxt = (player + 1) & 3
            if pos == 3:
                for s, b in moves:
                    bit = 1 << b
                    h[base + s] ^= bit
                    if (s == ws and b > wb) or (s == trump and ws != trump):
                        w = player
                    else:
                        w = wp
                    r = trick(squeeze(h, played + ((s, b),)), w, need - (0 if w & 1 else 1), n - 1)
                    h[base + s] ^= bit
                    if r == ns:
                        return r
                return not ns
            for s, b in moves:
                bit = 1 << b
                h[base + s] ^= bit
                if (s == ws and b > wb) or (s == trump and ws != trump):
                    r = follow(h, pos + 1, nxt, need, n, led, player, s, b, played + ((s, b),))
                else:
                    r = follow(h, pos + 1, nxt, need, n, led, wp, ws, wb, played + ((s, b),))
                h[base + s] ^= bit
                if r == ns:
                    return r
            return not ns

        self._trick = trick
        self._follow = follow
        self._squeeze = squeeze
        self._counter = counter

    # -- questions -------------------------------------------------------------------------------
    def can_make(self, h, n: int, need: int, pos: int = 0, player: int = 0, led: int = -1, wp: int = 0,
                 ws: int = -1, wb: int = -1, played: tuple = ()) -> bool:
        """Can North-South take ``need`` of the ``n`` tricks from this position (``pos`` cards of the
        current trick played, ``played`` their ``(suit, bit)``; ``wp``/``ws``/``wb`` the card winning it)?"""
        if pos == 0:
            return self._trick(tuple(h), player, need, n)
        if need <= 0:
            return True
        if need > n:
            return False
        return self._follow(list(h), pos, player, need, n, led, wp, ws, wb, tuple(played))

    def value(self, h, n: int, lo: int = 0, hi: int | None = None, guess: int | None = None, **where) -> int:
        """North-South's tricks (of ``n``) with best play, known to lie in ``lo .. hi``: found by
        null-window questions, the first at ``guess``, then halving the interval."""
        if hi is None:
            hi = n
        while lo < hi:
            if guess is not None and lo < guess <= hi:
                t, guess = guess, None
            else:
                t = (lo + hi + 1) // 2
            if self.can_make(h, n, t, **where):
                lo = t
            else:
                hi = t - 1
        return lo

    @property
    def positions(self) -> int:
        """Positions searched at the start of a trick so far."""
        return self._counter[0]


def _by_rank(move):
    return move[1]
