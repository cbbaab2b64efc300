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
:meth:`Searcher.value`, from a guess, a trick at a time up or down; the guess is :func:`~games.solver.first_guess.guess`, a quick play-out
of the deal by a simple rule, and the questions next to the answer are the costly ones.)  Answers are kept after whole tricks in a
transposition table, by partition search: a bound is stored with the ranks that mattered to it (for
each suit, how many of its top cards: those that won tricks by rank in the proof, or were counted as
quick tricks; a run of one hand is kept whole), and it serves every position with the same leader,
the same suit lengths in each hand and those top cards in the same hands.  When a trick is turned, the
top cards that mattered after it are counted in the trick's terms by adding only the cards played to it
*above* them (a low card played under them is replaced by any low card of the same hand), and the
cards down to the winner's when it won by rank.  The table's entries are grouped by those ranks (one
dictionary look-up a group).  Cut-offs before any card is tried: North-South need nothing more, or
more than remain; later tricks (the top trumps in one hand each take a trick some time; a side with no
trumps loses a trick to each trump of the other side's longer trump hand); the leader's quick tricks
(top cards he can cash at once that no one can ruff, counted only until they suffice), or his
partner's reached by a low card to his top card, or the side's with one suit cashed from both hands (the
leader's share of its top sequence, then a low card to the partner's) after the leader's own top cards; the table's bounds.  Between tricks a position is
packed into one integer (sixteen 16-bit masks) with its lengths in another (the table's key), so that
turning a trick is four mask operations; the fourth hand looks all its children up in the table before
searching any (an enhanced transposition cut-off).  In a node where a card failed and its rank was
not among those that mattered (it was below them, in the trick's terms), the hand's other cards of
that suit below them fail the same way and are not searched.  Moves are ordered: the table's best lead
first, or else the lead that last succeeded from the same hand with the same suit lengths all round (a
killer move, kept beside the table), then winners that cannot be ruffed (not trumps the opponents no
longer hold), a low card for a finesse against the second hand (the partner's honour over his), leads
towards the partner's winners, a low card from a suit with two of its top three cards, a low card for
the partner to ruff, other low cards; a lead the opponents can ruff last; following, the cheapest card
that wins when the opponents hold the trick (but second hand low when the partner, fourth, can win it
over the third hand; third hand: the cheapest over the fourth hand's best), else the lowest; void, the
cheapest ruff that wins, else the lowest card of a suit.  A table grown past ``_TT_LIMIT`` keys forgets
its positions nearest the end of the hand (at least half of them), keeping the deep ones.
"""

from __future__ import annotations

__all__ = ["Searcher", "estimate", "guess"]

import struct

from games.solver.first_guess import estimate, guess

_TT_LIMIT = 1_000_000  # keys before the table's shallowest half is forgotten (memory: about 0.5 GB at most)


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
        killers: dict = {}  # a hand (and the suit lengths) -> the lead that last succeeded
        killer_get = killers.get
        counter = [0]
        unpack16 = _UNPACK16
        REPL = _REPL
        KEEP, SHIFT = _KEEP, _SHIFT
        RUNS = _RUNS

        def quick(h, leader, target):
            # tricks the leader can cash at once from his own hand: top cards no one can ruff (counted until
            # they reach ``target``: the fewer suits counted, the fewer ranks matter)
            base = 4 * leader
            o1 = 4 * ((leader + 1) & 3)
            o2 = 4 * ((leader + 3) & 3)
            p = 4 * ((leader + 2) & 3)
            total = 0
            rel = 0
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
                rel |= ((1 << tops) - 1) << (16 * s)
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
                if total >= target:
                    break
            return total, rel

        def side_quick(h, leader, target, n):
            # the side's quick tricks with one suit cashed from both hands: the leader's own top cards of
            # the other suits first (the partner discards outside that suit: he has cards enough), then
            # the suit's top sequence, the leader's share first with the partner playing low, then a low
            # card to the partner's share (and his long cards, when the opponents are out of the suit)
            base = 4 * leader
            p = 4 * (leader ^ 2)
            o1 = 4 * ((leader + 1) & 3)
            o2 = 4 * ((leader + 3) & 3)
            own = [0, 0, 0, 0]
            lims = [14, 14, 14, 14]
            tops_of = [0, 0, 0, 0]
            if trump >= 0:
                t1 = h[o1 + trump]
                t2 = h[o2 + trump]
            for s in range(4):
                m = h[base + s]
                pm = h[p + s]
                if not (m or pm):
                    continue
                a1 = h[o1 + s]
                a2 = h[o2 + s]
                allm = m | a1 | a2 | pm
                lim = 14
                if trump >= 0 and s != trump:
                    if t1:
                        lim = a1.bit_count()
                    if t2:
                        c = a2.bit_count()
                        if c < lim:
                            lim = c
                lims[s] = lim
                mx = max(a1.bit_count(), a2.bit_count())
                if m:
                    tops = allm.bit_length() - (allm ^ m).bit_length()
                    if tops:
                        if lim == 14 and tops >= mx and tops >= pm.bit_count():
                            tops = m.bit_count()
                        own[s] = tops if tops <= lim else lim
                sd = m | pm
                tops_of[s] = allm.bit_length() - (allm ^ sd).bit_length()
            total_own = own[0] + own[1] + own[2] + own[3]
            best, best_s, best_tops = 0, -1, 0
            for s in range(4):
                tops = tops_of[s]
                m = h[base + s]
                pm = h[p + s]
                if not tops or not m or not pm:
                    continue
                u = ((1 << tops) - 1) << ((m | pm | h[o1 + s] | h[o2 + s]).bit_length() - tops)
                aL = (m & u).bit_count()
                aP = (pm & u).bit_count()
                lL = m.bit_count()
                lP = pm.bit_count()
                if not aP or lL <= aL:
                    continue
                other = total_own - own[s]
                if n - lP < other:
                    continue
                if lP - aP >= aL:
                    tot = lP if tops >= max(h[o1 + s].bit_count(), h[o2 + s].bit_count()) else tops
                elif aP - (aL - (lP - aP)) > 0:
                    tot = lP
                else:
                    continue
                if tot > lims[s]:
                    tot = lims[s]
                if other + tot > best:
                    best, best_s, best_tops = other + tot, s, tops
            if best_s < 0:
                return 0, 0
            rel = ((1 << best_tops) - 1) << (16 * best_s)
            allh = [h[s] | h[4 + s] | h[8 + s] | h[12 + s] for s in range(4)]
            for s in range(4):
                if s != best_s and own[s]:
                    m = h[base + s]
                    rel |= ((1 << (allh[s].bit_length() - (allh[s] ^ m).bit_length())) - 1) << (16 * s)
            return best, rel

        def trick(hp, ln, leader, need, n):
            # (can North-South take ``need`` of the ``n`` tricks to play, ``leader`` to lead?, relevance);
            # the position packed: ``hp`` the sixteen masks (16 bits each), ``ln`` their lengths (4 bits each)
            counter[0] += 1
            if n == 1:
                return last_trick(unpack16(hp.to_bytes(32, "little")), leader, need)
            key = (ln << 2) | leader
            lst = tt_get(key)
            best = None
            if lst is not None:
                for m, d in lst:
                    e = d.get(hp & m)
                    if e is not None:
                        if e[0] >= need:
                            return True, e[2]
                        if e[1] < need:
                            return False, e[2]
                        if e[3] is not None:
                            best = e[3]
            h = unpack16(hp.to_bytes(32, "little"))
            if trump >= 0:
                # later tricks: the top trumps held in one hand each win a trick some time
                nt = h[trump] | h[8 + trump]
                et = h[4 + trump] | h[12 + trump]
                u = nt | et
                if u and not (nt and et):
                    # one side has no trumps: each trump of the other side's longer hand wins a trick
                    t = max(h[trump].bit_count(), h[8 + trump].bit_count()) if nt else \
                        max(h[4 + trump].bit_count(), h[12 + trump].bit_count())
                    if nt:
                        if need <= t:
                            return True, 0
                    elif need > n - t:
                        return False, 0
                if u:
                    top = u.bit_length()
                    for pl in range(4):
                        tm = h[4 * pl + trump]
                        if tm >> (top - 1):
                            t = top - (u ^ tm).bit_length()
                            trel = ((1 << t) - 1) << (16 * trump)
                            if pl & 1:
                                if need > n - t:
                                    return False, trel
                            elif need <= t:
                                return True, trel
                            break
            target = n - need + 1 if leader & 1 else need
            q, qrel = quick(h, leader, target)
            if (leader & 1 and q <= n - need) or (not leader & 1 and q < need):
                # the partner's quick tricks, reached by a low card to his top card
                pq, prel = quick(h, leader ^ 2, target)
                if pq > q:
                    lb, pb = 4 * leader, 4 * (leader ^ 2)
                    o1, o2 = 4 * ((leader + 1) & 3), 4 * ((leader + 3) & 3)
                    for s in range(4):
                        if h[lb + s] and h[pb + s]:
                            u = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
                            if h[pb + s] >> (u.bit_length() - 1) and (
                                    trump < 0 or s == trump or ((h[o1 + s] or not h[o1 + trump])
                                                                and (h[o2 + s] or not h[o2 + trump]))):
                                q, qrel = pq, prel | (1 << (16 * s))
                                break
                if (leader & 1 and q <= n - need) or (not leader & 1 and q < need):
                    sq, srel = side_quick(h, leader, target, n)
                    if sq > q:
                        q, qrel = sq, srel
            if leader & 1:
                if q > n - need:  # East-West cash enough to beat it
                    store(key, lst, h, hp, 0, n - q, qrel, None)
                    return False, qrel
            elif q >= need:
                store(key, lst, h, hp, q, n, qrel, None)
                return True, qrel
            # each suit's length appended: the fourth hand's relevance needs them
            r, rel, move = lead(h + ((h[0] | h[4] | h[8] | h[12]).bit_length(), (h[1] | h[5] | h[9] | h[13]).bit_length(),
                                     (h[2] | h[6] | h[10] | h[14]).bit_length(),
                                     (h[3] | h[7] | h[11] | h[15]).bit_length()),
                                hp, ln, leader, need, n, best)
            rel = runs_closed(h, rel)
            if r:
                store(key, lst, h, hp, need, n, rel, move)
            else:
                store(key, lst, h, hp, 0, need - 1, rel, move)
            return r, rel

        def runs_closed(h, rel):
            # a run of one hand is searched as one move: it is relevant whole, or not at all
            for s in range(4):
                f = (rel >> (16 * s)) & 0xFFFF
                if not f:
                    continue
                a0, a1, a2, a3 = h[s], h[4 + s], h[8 + s], h[12 + s]
                L = (a0 | a1 | a2 | a3).bit_length()
                k = f.bit_length()
                if k >= L:
                    if k > L:
                        rel = (rel & ~(0xFFFF << (16 * s))) | (((1 << L) - 1) << (16 * s))
                    continue
                k0 = k
                b = L - k  # the lowest relevant card
                while b > 0:
                    bit = 1 << b
                    below = bit >> 1
                    if (a0 & bit and a0 & below) or (a1 & bit and a1 & below) or \
                            (a2 & bit and a2 & below) or (a3 & bit and a3 & below):
                        b -= 1
                    else:
                        break
                k = L - b
                if k != k0:
                    rel |= ((1 << k) - 1) << (16 * s)
            return rel

        def store(key, lst, h, hp, lo, hi, rel, move):
            m = 0
            for s in range(4):
                f = (rel >> (16 * s)) & 0xFFFF
                if f:
                    L = (h[s] | h[4 + s] | h[8 + s] | h[12 + s]).bit_length()
                    k = f.bit_length()
                    if k > L:
                        k = L
                    m |= (((1 << k) - 1) << (L - k)) * REPL[s]
            v = hp & m
            if lst is None:
                tt[key] = [(m, {v: [lo, hi, rel, move]})]
                if len(tt) > _TT_LIMIT:
                    _purge(tt)
                    killers.clear()
                return
            for mm, d in lst:
                if mm == m:
                    e = d.get(v)
                    if e is None:
                        d[v] = [lo, hi, rel, move]
                    else:
                        if lo > e[0]:
                            e[0] = lo
                        if hi < e[1]:
                            e[1] = hi
                        if move is not None:
                            e[3] = move
                    return
            lst.append((m, {v: [lo, hi, rel, move]}))

        def last_trick(h, leader, need):
            # one card each: do North-South win it (need is 1 here), and the relevance
            wp = leader
            ws = -1
            rank_won = False
            for k in range(4):
                pl = (leader + k) & 3
                base = 4 * pl
                for s in range(4):
                    m = h[base + s]
                    if m:
                        b = m.bit_length() - 1
                        break
                if k == 0:
                    ws, wb = s, b
                elif s == ws:
                    rank_won = True
                    if b > wb:
                        wb, wp = b, pl
                elif s == trump and ws != trump:
                    ws, wb, wp = s, b, pl
                    rank_won = False
            rel = 0
            if rank_won:
                L = (h[ws] | h[4 + ws] | h[8 + ws] | h[12 + ws]).bit_length()
                rel = ((1 << (L - wb)) - 1) << (16 * ws)
            return (not (wp & 1)), rel

        def lead(h, hp, ln, player, need, n, best):
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
                fin = False
                if pm & (pm - 1) and a1 & (a1 - 1):
                    # a finesse against the second hand: the partner's honour over his (as the best solvers lead)
                    A, K, Q, J = 1 << top, 1 << (top - 1), 1 << (top - 2), 1 << (top - 3)
                    ours = m | pm
                    fin = (pm & K and a1 & A) or (pm & A and a1 & K and (pm & Q or (ours & Q and ours & J))) or \
                        (pm & K and a1 & Q and (pm & J or (ours & J and ours & (J >> 1))))
                while runs:
                    b = runs.bit_length() - 1
                    runs ^= 1 << b
                    if b == top:
                        sc = (60 if s != trump or h[o1 + trump] or h[o2 + trump] else 5) if safe else 3
                    elif pm >> b and (pm.bit_length() - 1) == top:
                        sc = 40 if runs == 0 else 8  # low towards partner's winner
                    elif runs == 0:  # the lowest run: a low lead
                        if not safe:
                            sc = 2
                        elif fin:
                            sc = 45
                        elif a1 and a2 and ((m | pm) >> (top - 2)).bit_count() >= 2:
                            sc = 35  # from a strong suit
                        else:
                            sc = 20 - (a1 | a2).bit_count()
                        if s == trump:
                            sc = sc - 4 if a1 | a2 else 1
                        elif trump >= 0 and not pm and h[pbase + trump] and a1 and a2:
                            sc = 30  # for the partner to ruff, both opponents following
                    else:
                        sc = 0
                    moves.append((sc, s, b))
            moves.sort(reverse=True)
            kkey = ((hp >> (64 * player)) & 0xFFFFFFFFFFFFFFFF) | (((ln << 2) | player) << 64)
            if best is None:
                best = killer_get(kkey)
            if best is not None:
                bs, bb = best
                for i, mv in enumerate(moves):
                    if mv[1] == bs and mv[2] == bb:
                        if i:
                            moves.insert(0, moves.pop(i))
                        break
            nxt = (player + 1) & 3
            rel = 0
            low = [0, 0, 0, 0]  # a suit's cards below it are proved to fail as a card already tried failed
            for _, s, b in moves:
                if b < low[s]:
                    continue
                r, crel = follow(h, (hp & KEEP[s][b]) | ((hp >> 1) & SHIFT[s][b]), ln - (1 << (4 * (base + s))),
                                 1 << (16 * s + b), 1, nxt, need, n, s, player, s, b)
                if r == ns:
                    killers[kkey] = (s, b)
                    return r, crel, (s, b)
                rel |= crel
                t = h[16 + s] - ((crel >> (16 * s)) & 0xFFFF).bit_length()
                if b < t:
                    low[s] = t  # the card played was below every rank that mattered: so is any card under t
            return (not ns), rel, None

        def relevant(crel, s, b, fs, fb, h, below):
            # the relevance of a trick's child in the trick's terms (``s``/``b`` the fourth card, ``fs``/``fb``
            # the winning card, ``h[16 + suit]`` each suit's length at the start of the trick, ``below`` the first three
            # cards' bits, 16 a suit): the child's top ``t`` cards of a suit are the trick's top
            # ``t`` cards less those played, so they count the cards played above them (not those below,
            # which any low card of the same hand replaces); and the winner's rank if it won by rank
            allb = below | (1 << (16 * s + b))
            if crel:
                for ps in (0, 1, 2, 3):
                    pb = (allb >> (16 * ps)) & 0xFFFF
                    if pb:
                        f = (crel >> (16 * ps)) & 0xFFFF
                        if f:
                            t = f.bit_length()
                            L = h[16 + ps]
                            if t >= L - pb.bit_count():
                                k = L
                            else:
                                k = t
                                while True:
                                    k2 = t + (pb >> (L - k)).bit_count()
                                    if k2 == k:
                                        break
                                    k = k2
                            crel |= ((1 << k) - 1) << (16 * ps)
            if ((allb >> (16 * fs)) & 0xFFFF).bit_count() > 1:
                crel |= ((1 << (h[16 + fs] - fb)) - 1) << (16 * fs)
            return crel

        def follow(h, c, ln, below, pos, player, need, n, led, wp, ws, wb):
            # ``h``: the masks at the start of the trick, then each suit's length; ``c``/``ln``: the position at the start of the trick
            # packed with the cards played to it squeezed out, and the lengths less them; ``below``: the
            # cards played (their bits at the start of the trick, 16 a suit)
            ns = not (player & 1)
            base = 4 * player
            m = h[base + led]
            partner_wins = ((wp ^ player) & 1) == 0
            if m:
                moves = RUNS[led][m]  # the lowest card of each run, ascending
                # cheapest winner first in third and fourth hand when the opponents hold it
                if len(moves) > 1 and ws == led:
                    over = -1  # the card to beat: the opponents' winner, or the fourth hand's top card
                    if not partner_wins:
                        over = wb
                        if pos == 1:
                            # second hand low when the fourth hand (the partner) can win it over the third
                            pm = h[4 * ((player + 2) & 3) + led]
                            if pm >> (wb + 1):
                                tm = h[4 * ((player + 1) & 3) + led]
                                if tm.bit_length() < pm.bit_length() and (tm or trump < 0 or not h[4 * ((player + 1) & 3) + trump]):
                                    over = -1
                    elif pos == 2:
                        # third hand high: the fourth can beat partner's card; the cheapest card over the fourth's
                        fourth = h[4 * ((player + 1) & 3) + led]
                        if fourth >> (wb + 1):
                            over = fourth.bit_length() - 1
                    if over >= 0:
                        for i, (s, b) in enumerate(moves):
                            if b > over:
                                if i:
                                    moves = list(moves)
                                    moves.insert(0, moves.pop(i))
                                break
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
                    if s != trump:
                        mm = h[base + s]
                        if mm:
                            moves += RUNS[s][mm]
                # discards: the lowest card of each suit first
                moves.sort(key=_by_rank)
                if ruffs:
                    if partner_wins:
                        moves = moves + ruffs
                    else:
                        moves = ruffs + moves
            nxt = (player + 1) & 3
            rel = 0
            if pos == 3:
                # ``c`` has the first three cards squeezed out already: each child squeezes out the fourth
                # each child built and looked up in the table first: one that the table decides for the
                # player to move ends the search at once (an enhanced transposition cut-off)
                todo = []
                low = [0, 0, 0, 0]  # as in the lead
                for s, b in moves:
                    if b < low[s]:
                        continue
                    if (s == ws and b > wb) or (s == trump and ws != trump):
                        w, fs, fb = player, s, b
                    else:
                        w, fs, fb = wp, ws, wb
                    cneed = need if w & 1 else need - 1
                    if cneed <= 0:
                        r, crel = True, 0
                    elif cneed >= n:
                        r, crel = False, 0
                    else:
                        # the trick turned: its four cards squeezed out, the higher ranks of each suit moved down
                        bb = b - ((below >> (16 * s)) & ((1 << b) - 1)).bit_count()
                        cc = (c & KEEP[s][bb]) | ((c >> 1) & SHIFT[s][bb])
                        cln = ln - (1 << (4 * (base + s)))
                        r = None
                        lst = tt_get((cln << 2) | w)
                        if lst is not None:
                            for m, d in lst:
                                e = d.get(cc & m)
                                if e is not None:
                                    if e[0] >= cneed:
                                        r, crel = True, e[2]
                                        break
                                    if e[1] < cneed:
                                        r, crel = False, e[2]
                                        break
                        if r is None:
                            todo.append((s, b, fs, fb, cc, cln, w, cneed))
                            continue
                    crel = relevant(crel, s, b, fs, fb, h, below)
                    if r == ns:
                        return r, crel
                    rel |= crel
                    t = h[16 + s] - ((crel >> (16 * s)) & 0xFFFF).bit_length()
                    if b < t:
                        low[s] = t
                for s, b, fs, fb, cc, cln, w, cneed in todo:
                    if b < low[s]:
                        continue
                    r, crel = trick(cc, cln, w, cneed, n - 1)
                    crel = relevant(crel, s, b, fs, fb, h, below)
                    if r == ns:
                        return r, crel
                    rel |= crel
                    t = h[16 + s] - ((crel >> (16 * s)) & 0xFFFF).bit_length()
                    if b < t:
                        low[s] = t
                return (not ns), rel
            low = [0, 0, 0, 0]  # as in the lead: a suit's cards below it fail as one tried failed
            for s, b in moves:
                if b < low[s]:
                    continue
                bb = b - ((below >> (16 * s)) & ((1 << b) - 1)).bit_count()
                cc = (c & KEEP[s][bb]) | ((c >> 1) & SHIFT[s][bb])
                cln = ln - (1 << (4 * (base + s)))
                cb = below | (1 << (16 * s + b))
                if (s == ws and b > wb) or (s == trump and ws != trump):
                    r, crel = follow(h, cc, cln, cb, pos + 1, nxt, need, n, led, player, s, b)
                else:
                    r, crel = follow(h, cc, cln, cb, pos + 1, nxt, need, n, led, wp, ws, wb)
                if r == ns:
                    return r, crel
                rel |= crel
                t = h[16 + s] - ((crel >> (16 * s)) & 0xFFFF).bit_length()
                if b < t:
                    low[s] = t
            return (not ns), rel

        self._trick = trick
        self._follow = follow
        self._counter = counter

    # -- questions -------------------------------------------------------------------------------
    def can_make(self, h, n: int, need: int, pos: int = 0, player: int = 0, led: int = -1, wp: int = 0,
                 ws: int = -1, wb: int = -1, played: tuple = ()) -> bool:
        """Can North-South take ``need`` of the ``n`` tricks from this position (``pos`` cards of the
        current trick played, ``played`` their ``(suit, bit)``; ``wp``/``ws``/``wb`` the card winning it)?"""
        if need <= 0:
            return True
        if need > n:
            return False
        hp, ln = _pack(h)
        if pos == 0:
            return self._trick(hp, ln, player, need, n)[0]
        # the search's terms inside a trick: the masks at its start, the position with the cards played
        # squeezed out, and those cards' bits
        start = list(h)
        leader = (player - pos) & 3
        below = 0
        for k, (s, b) in enumerate(played):
            start[4 * ((leader + k) & 3) + s] |= 1 << b
            below |= 1 << (16 * s + b)
        c = _pack(start)[0]
        for s, b in sorted(played, key=_by_rank, reverse=True):
            c = (c & _KEEP[s][b]) | ((c >> 1) & _SHIFT[s][b])
        u = tuple((start[s] | start[4 + s] | start[8 + s] | start[12 + s]).bit_length() for s in range(4))
        return self._follow(tuple(start) + u, c, ln, below, pos, player, need, n, led, wp, ws, wb)[0]

    def value(self, h, n: int, lo: int = 0, hi: int | None = None, guess: int | None = None, **where) -> int:
        """North-South's tricks (of ``n``) with best play, known to lie in ``lo .. hi``: found by
        null-window questions, the first at ``guess``, then a trick at a time up or down."""
        if hi is None:
            hi = n
        if lo >= hi:
            return lo
        # from the guess a trick at a time, up while North-South make it, down while not: the answer
        # ``v`` always costs the two questions ``v`` (yes) and ``v + 1`` (no), and those are the costly
        # ones; a question past ``v + 1`` (as a step of two upwards asks) costs nearly as much again
        t = guess if guess is not None and lo < guess <= hi else (lo + hi + 1) // 2
        if self.can_make(h, n, t, **where):
            lo = t
            while lo < hi and self.can_make(h, n, lo + 1, **where):
                lo += 1
            return lo
        hi = t - 1
        while hi > lo and not self.can_make(h, n, hi, **where):
            hi -= 1
        return hi

    @property
    def positions(self) -> int:
        """Positions searched at the start of a trick so far."""
        return self._counter[0]


def _tricks_of(key: int) -> int:
    """The tricks left in a position of the table's key (its sixteen lengths, 4 bits each, above the leader)."""
    x = key >> 2
    x = (x & 0x0F0F0F0F0F0F0F0F) + ((x >> 4) & 0x0F0F0F0F0F0F0F0F)
    return (((x * 0x0101010101010101) & 0xFFFFFFFFFFFFFFFF) >> 56) >> 2


def _purge(tt: dict) -> None:
    """The table full: the positions nearest the end of the hand forgotten (the cheapest to search
    again), at least half of them, not the whole table (a hard deal's deep positions are kept)."""
    by_n = [0] * 14
    for key in tt:
        by_n[_tricks_of(key)] += 1
    half, dropped, upto = len(tt) // 2, 0, 0
    for n in range(14):
        dropped += by_n[n]
        upto = n
        if dropped >= half:
            break
    for key in [k for k in tt if _tricks_of(k) <= upto]:
        del tt[key]


_PACK16 = struct.Struct("<16H").pack
_UNPACK16 = struct.Struct("<16H").unpack
#: removing rank ``b`` of suit ``s`` from a packed position: ``(hp & KEEP[s][b]) | ((hp >> 1) & SHIFT[s][b])``
_KEEP = tuple(tuple(sum((((1 << b) - 1) if i & 3 == s else 0xFFFF) << (16 * i) for i in range(16))
                    for b in range(16)) for s in range(4))
_SHIFT = tuple(tuple(sum((0x7FFF & ~((1 << b) - 1)) << (16 * i) for i in range(16) if i & 3 == s)
                     for b in range(16)) for s in range(4))


#: RUNS[suit][mask]: ``(suit, bit)`` of the lowest card of each run of the mask, lowest first
_RUNS = tuple(tuple(tuple((s, b) for b in range(13) if m >> b & 1 and not (b and m >> (b - 1) & 1))
                    for m in range(1 << 13)) for s in range(4))


def _pack(h) -> tuple[int, int]:
    """The sixteen masks packed (16 bits each), and their lengths (4 bits each)."""
    return (int.from_bytes(_PACK16(*h), "little"),
            sum(m.bit_count() << (4 * i) for i, m in enumerate(h)))
#: a suit's mask times REPL[suit] is that mask in all four hands of a packed position
_REPL = tuple(sum(1 << (16 * (4 * p + s)) for p in range(4)) for s in range(4))


def _by_rank(move):
    return move[1]
