"""The terms of art of the edition's texts: the data of the glossary.

One record per term.  The extension ``glossary`` (``source/_ext/glossary.py``)
links the first use of each term in each law of the texts to its entry, with the
gloss shown in place, and renders the glossary page from these records.  A new
game's terms slot in by adding records here; nothing else needs changing.

Fields of a record:

``term``
    The headword as the glossary prints it.
``slug``
    The entry's anchor is ``term-<slug>`` on the glossary page.
``forms``
    Regular expressions (case-insensitive, matched between word boundaries)
    for the forms in which the texts use the term ("over-draw", "overdrew"...).
``codes``
    The codes whose laws may use the term in this sense (``None``: every
    code).  "Call" in Poker and "called" in Whist are different terms, so each
    is restricted to its own games.
``gloss``
    One or two sentences, the text the reader sees in place (plain text).
``basis``
    Where the meaning comes from, in MyST (``{law}`` citations).  The texts
    themselves wherever they define or show the term; where they only use it, the
    entry says that the gloss is the editors' and what in the texts it rests on.
"""

from __future__ import annotations

POKER = ("peel-poker", "foster-poker")
VINGT_UN = ("peel-vingt-un", "hoffmann-vingt-un", "hoffmann-french-vingt-un", "enquire-within")
WHIST = ("hoffmann-whist", "foster-whist", "hoffmann-solo-whist")

TERMS: list[dict] = [
    # --- the stakes and the betting (Poker) ---------------------------------------------------
    {
        "term": "ante", "slug": "ante", "forms": [r"ante"], "codes": ("peel-poker",),
        "gloss": "The stake put up before the deal by the player on the dealer's left; by extension that "
                 "player himself (\"the player to the left of ante\").",
        "basis": "Peel's laws define it by use: {law}`peel-poker:20` (staked by the player to the left of the "
                 "dealer before the deal) and {law}`peel-poker:19` (not more than half the limit); "
                 "{law}`peel-poker:21` and {law}`peel-poker:53` (\"the ante-man\") use the word for the player.",
    },
    {
        "term": "straddle", "slug": "straddle", "forms": [r"straddl(?:e|es|ed|er|ers|ing)"], "codes": POKER,
        "gloss": "To raise the ante before the deal: the right of the player on the ante's left, each later "
                 "straddle adding the amount of the ante; the last straddler then has the last say.",
        "basis": "{law}`peel-poker:21`, {law}`peel-poker:22` and {law}`peel-poker:24`; Foster lists the straddle "
                 "among the features Poker took from Bouillotte ({law}`foster-poker:p4`).",
    },
    {
        "term": "jack-pot", "slug": "jack-pot", "forms": [r"jack-?pots?"], "codes": ("peel-poker",),
        "gloss": "The game that follows one nobody opened: every player pays an ante into the pool, and "
                 "nobody may open without two knaves or better (then queens, then kings).",
        "basis": "Peel's section *The Jack-pot*, {law}`peel-poker:29` to {law}`peel-poker:33`.",
    },
    {
        "term": "pool", "slug": "pool", "forms": [r"pools?"], "codes": None,
        "gloss": "At Poker, all the stakes on the table, which the best hand takes; at Vingt-un, a kitty fed "
                 "by contributions and penalties, often won by the holder of a natural.",
        "basis": "Poker: {law}`peel-poker:52` (\"All bets shall be deposited in the pool\") and "
                 "{law}`peel-poker:56`. Vingt-un: Peel's section *POOL*, {law}`peel-vingt-un:p29`, and "
                 "{law}`peel-vingt-un:p18`, {law}`peel-vingt-un:p32`.",
    },
    {
        "term": "limit", "slug": "limit", "forms": [r"limit"], "codes": ("peel-poker",),
        "gloss": "The greatest sum by which a player may raise at one time, agreed for the sitting; the ante "
                 "and the straddles are bounded by half of it.",
        "basis": "Peel uses the word without defining it ({law}`peel-poker:19`, {law}`peel-poker:22`); the "
                 "reading is the editors', set out in the editorial note beside law 19.",
    },
    {
        "term": "say (first say, last say)", "slug": "say",
        "forms": [r"first say", r"last say", r"turn to say"], "codes": ("peel-poker",),
        "gloss": "A player's turn to speak before the draw: to open the game, make good the stake, or pass.",
        "basis": "{law}`peel-poker:23`, {law}`peel-poker:24` and {law}`peel-poker:25`.",
    },
    {
        "term": "open", "slug": "open", "forms": [r"open(?:s|ed)?"], "codes": ("peel-poker",),
        "gloss": "To make the first stake of a game after the deal: at least double the ante; in a jack-pot "
                 "only with two knaves or better.",
        "basis": "{law}`peel-poker:25` (the opening stake), {law}`peel-poker:29` (a game \"not opened\") and "
                 "{law}`peel-poker:30`.",
    },
    {
        "term": "pass", "slug": "pass",
        "forms": [r"pass(?! from| to each)"],  # not the turn that "shall pass from right to left" (laws 35, 53)
        "codes": ("peel-poker",),
        "gloss": "To decline to stake when one's turn comes: the player lays his cards face down and "
                 "forfeits what he has staked and his right to play in that game.",
        "basis": "{law}`peel-poker:27`; the maxim {law}`peel-poker:p6` (\"Be content to pass sometimes with the "
                 "better hand\").",
    },
    {
        "term": "raise", "slug": "raise", "forms": [r"raise[ds]?(?! from)"], "codes": ("peel-poker",),
        "gloss": "To stake more than the preceding player, so that the others must put up as much or retire.",
        "basis": "{law}`peel-poker:58` and {law}`peel-poker:60`; {law}`peel-poker:62` (\"If a player borrow "
                 "money to raise, he shall borrow to call\"). Law 42's \"raised from the table\" is the "
                 "ordinary sense (picked up), not this one.",
    },
    {
        "term": "call", "slug": "call", "forms": [r"call(?! upon)", r"final call"], "codes": ("peel-poker",),
        "gloss": "To put up as much as the player who has bet or raised, so that the betting against him ends "
                 "and the hands are shown.",
        "basis": "{law}`peel-poker:58` (\"no other player call or raise him\"), {law}`peel-poker:60` and "
                 "{law}`peel-poker:76` (\"the final call\").",
    },
    {
        "term": "show (demand a show)", "slug": "show", "forms": [r"demand(?:s|ing)? a show", r"a show"],
        "codes": ("peel-poker",),
        "gloss": "A player who cannot meet a raise may put up all he has and demand that the hands be shown "
                 "for that amount.",
        "basis": "{law}`peel-poker:60` and {law}`peel-poker:61`.",
    },
    {
        "term": "foul hand", "slug": "foul-hand", "forms": [r"foul hands?"], "codes": ("peel-poker",),
        "gloss": "A hand of more or fewer than five cards, found too late for a misdeal: its holder retires "
                 "and forfeits his stake.",
        "basis": "{law}`peel-poker:13`, and {law}`peel-poker:45`, {law}`peel-poker:47`, {law}`peel-poker:48`, "
                 "{law}`peel-poker:63`, {law}`peel-poker:64`.",
    },
    {
        "term": "discard", "slug": "discard", "forms": [r"discard(?:s|ed|ing)?"], "codes": None,
        "gloss": "To lay aside cards from one's hand in order to draw others in their place.",
        "basis": "Poker: {law}`peel-poker:36` to {law}`peel-poker:41`; Écarté: {law}`enquire-within:118` "
                 "(\"Sometimes a second discard is allowed\").",
    },
    {
        "term": "bluff (brag)", "slug": "bluff", "forms": [r"bluff", r"brag(?:ging)?"], "codes": ("foster-poker",),
        "gloss": "To bet as if one held a better hand than one does, to make the others give up the stakes.",
        "basis": "Foster quotes Seymour's *Court Gamester* (1719) on Brag: \"The endeavour to impose on the "
                 "judgment of the rest who play ... by boasting or bragging of the cards in your hand\" "
                 "({law}`foster-poker:p2`, and {law}`foster-poker:p3`, {law}`foster-poker:p4`).",
    },
    {
        "term": "blind", "slug": "blind", "forms": [r"blind"], "codes": ("foster-poker",),
        "gloss": "A stake put up before the cards are seen, like Peel's ante.",
        "basis": "Foster names it among the features of Bouillotte ({law}`foster-poker:p4`) without "
                 "defining it; the gloss is the editors', by comparison with Peel's ante ({law}`peel-poker:20`).",
    },
    {
        "term": "chips (counters)", "slug": "chips", "forms": [r"chips", r"counters?"], "codes": None,
        "gloss": "Tokens standing for money at the table.",
        "basis": "Foster's paragraph *COUNTERS, or CHIPS* ({law}`foster-poker:p8`); Hoffmann's \"the coin (or "
                 "counters representing coin)\" ({law}`hoffmann-vingt-un:p1`).",
    },
    {
        "term": "talon", "slug": "talon", "forms": [r"talon"], "codes": None,
        "gloss": "The remainder of the pack, left after the deal.",
        "basis": "Defined in passing by Foster: \"the talon, or remainder of the pack\" ({law}`foster-poker:p4`).",
    },
    {
        "term": "brelan", "slug": "brelan", "forms": [r"brelan(?:-carré)?"], "codes": ("foster-poker",),
        "gloss": "The old French game from which Poker descends; in French games, three of a kind "
                 "(\"brelan-carré\": four of a kind).",
        "basis": "{law}`foster-poker:p1` (\"the word is still used in all French games to signify triplets\").",
    },
    # --- the hands (Poker) --------------------------------------------------------------------
    {
        "term": "sequence", "slug": "sequence", "forms": [r"sequences?"], "codes": POKER,
        "gloss": "Five cards of consecutive ranks (the modern straight). Under Peel's laws the ace may only "
                 "begin one.",
        "basis": "{law}`peel-poker:65` (\"Sequence not a flush\"), {law}`peel-poker:70`, {law}`peel-poker:71`.",
    },
    {
        "term": "flush", "slug": "flush", "forms": [r"flush(?:es)?"], "codes": POKER,
        "gloss": "Five cards of one suit. Under Peel's laws a flush in hearts beats any other flush.",
        "basis": "{law}`peel-poker:65` and {law}`peel-poker:69`.",
    },
    {
        "term": "sequence flush", "slug": "sequence-flush", "forms": [r"sequence flush", r"flush sequences?"],
        "codes": POKER,
        "gloss": "A sequence all of one suit (the modern straight flush), the highest hand.",
        "basis": "{law}`peel-poker:65` and {law}`peel-poker:66`.",
    },
    {
        "term": "full (full hand)", "slug": "full", "forms": [r"full(?=;)", r"full hands?"], "codes": POKER,
        "gloss": "Three cards of one rank with a pair of another (the modern full house).",
        "basis": "{law}`peel-poker:65` and {law}`peel-poker:68` (\"the player whose full hand contains threes "
                 "highest in value\"); Foster's \"triplets with a pair\" ({law}`foster-poker:p4`).",
    },
    {
        "term": "fours, threes (triplets)", "slug": "fours", "forms": [r"fours", r"threes", r"triplets"],
        "codes": POKER,
        "gloss": "Four, or three, cards of the same rank.",
        "basis": "{law}`peel-poker:65`, {law}`peel-poker:67`, {law}`peel-poker:72`; the maxims "
                 "{law}`peel-poker:p1`, {law}`peel-poker:p2`; Foster's \"triplets\" ({law}`foster-poker:p1`).",
    },
    {
        "term": "ceteris paribus", "slug": "ceteris-paribus", "forms": [r"ceteris paribus"], "codes": None,
        "gloss": "Latin: \"other things being equal\".",
        "basis": "{law}`peel-poker:70`; the translation is the ordinary one.",
    },
    # --- the cards ----------------------------------------------------------------------------
    {
        "term": "knave", "slug": "knave", "forms": [r"knaves?"], "codes": None,
        "gloss": "The jack, the lowest of the court cards.",
        "basis": "Peel's \"two knaves\" ({law}`peel-poker:30`, {law}`peel-poker:32`) is Foster's \"J\" and "
                 "\"Jack\" ({law}`foster-poker:p7`).",
    },
    {
        "term": "court card", "slug": "court-card", "forms": [r"court cards?", r"court"], "codes": VINGT_UN,
        "gloss": "The king, queen or knave (the modern face card). At Vingt-un each counts ten.",
        "basis": "{law}`peel-vingt-un:p3` (\"each of the court cards counting ten\"), {law}`hoffmann-vingt-un:p3`, "
                 "{law}`enquire-within:115`.",
    },
    {
        "term": "tenth card", "slug": "tenth-card", "forms": [r"tenth cards?"], "codes": VINGT_UN,
        "gloss": "At Vingt-un, any card that counts ten: a ten, knave, queen or king (sixteen in the pack).",
        "basis": "{law}`hoffmann-vingt-un:p1` (\"a tenth card, of which there are sixteen\"), "
                 "{law}`hoffmann-vingt-un:p4` (\"a court or other tenth card\").",
    },
    {
        "term": "pips", "slug": "pips", "forms": [r"pips"], "codes": None,
        "gloss": "The marks of the suit printed on a card; a plain card counts as many points as it has pips.",
        "basis": "{law}`peel-vingt-un:p3` (\"which count in accordance with the number of pips on each\"), "
                 "{law}`hoffmann-vingt-un:p3`.",
    },
    {
        "term": "deuce, tray", "slug": "deuce", "forms": [r"deuces?", r"trays"], "codes": None,
        "gloss": "The two and the three of a suit.",
        "basis": "Foster's \"a pair of fives, trays or deuces\" ({law}`foster-poker:p2`) and \"ranking below the "
                 "deuce\" ({law}`foster-poker:p7`), where his list of ranks ends \"4 3 2\".",
    },
    # --- the table and the deal -------------------------------------------------------------
    {
        "term": "pone", "slug": "pone", "forms": [r"pone"], "codes": None,
        "gloss": "At Vingt-un, the player on the dealer's right, who gathers the used cards and shuffles them "
                 "ready for the dealer.",
        "basis": "{law}`peel-vingt-un:p12` (\"the player on the dealer's right, who is termed the pone\"), "
                 "{law}`hoffmann-vingt-un:p8`; {law}`enquire-within:114` calls him \"the pone, or youngest hand\".",
    },
    {
        "term": "elder hand (eldest hand)", "slug": "elder-hand", "forms": [r"elder hand", r"eldest hand"],
        "codes": None,
        "gloss": "The player on the dealer's left, who is served first.",
        "basis": "{law}`enquire-within:114` (\"beginning with the eldest hand on the left\"); "
                 "{law}`hoffmann-vingt-un:p8` (\"To all other players, beginning with the elder hand\").",
    },
    {
        "term": "youngest hand", "slug": "youngest-hand", "forms": [r"youngest hand"], "codes": None,
        "gloss": "The last player to be served, on the dealer's right: at Vingt-un, the pone.",
        "basis": "{law}`enquire-within:114` (\"the pone, or youngest hand\").",
    },
    {
        "term": "punter", "slug": "punter", "forms": [r"punters?"], "codes": None,
        "gloss": "At Vingt-un, any player other than the dealer, who stakes against him.",
        "basis": "{law}`hoffmann-vingt-un:p1` (\"each of the other players (whom we will call the punters)\").",
    },
    {
        "term": "misdeal", "slug": "misdeal", "forms": [r"misdeals?"], "codes": None,
        "gloss": "A deal made void by an error in it. At Poker the same dealer deals again; at Whist a misdeal "
                 "loses the deal.",
        "basis": "Poker: {law}`peel-poker:8`, {law}`peel-poker:10`, {law}`peel-poker:12`. Whist: the section *A "
                 "MISDEAL* of both codes, {law}`hoffmann-whist:37`, {law}`hoffmann-whist:39`, {law}`foster-whist:43`, "
                 "{law}`foster-whist:44`.",
    },
    {
        "term": "packet", "slug": "packet", "forms": [r"packets?"], "codes": None,
        "gloss": "One of the piles into which the pack is divided by the cut, or dealt to the players.",
        "basis": "{law}`hoffmann-whist:26` (\"not leave fewer than four cards in either packet\"), "
                 "{law}`hoffmann-whist:37.i` (\"dealt into four packets\").",
    },
    {
        "term": "selling the deal", "slug": "selling-the-deal", "forms": [r"sell(?:ing)? the deal", r"sell the right"],
        "codes": VINGT_UN,
        "gloss": "At Vingt-un, a player may sell his turn to deal to another, since the deal is an advantage.",
        "basis": "Peel's section *SELLING THE DEAL*, {law}`peel-vingt-un:p31`.",
    },
    {
        "term": "coup", "slug": "coup", "forms": [r"coups?"], "codes": None,
        "gloss": "French, \"a stroke\": one round of a game, here one deal of Vingt-un.",
        "basis": "{law}`enquire-within:116` (\"once in seven coups\"); the book does not define it, and the "
                 "gloss is the editors', from its use there for the rounds in which a natural may come.",
    },
    # --- Vingt-un -------------------------------------------------------------------------------
    {
        "term": "natural", "slug": "natural", "forms": [r"naturals?"], "codes": VINGT_UN,
        "gloss": "Twenty-one in the first two cards (an ace and a tenth card). It is paid double and, under "
                 "the old rule, takes the deal.",
        "basis": "{law}`enquire-within:115` (\"Twenty-one, when dealt in a player's first two cards, is styled "
                 "a Natural\"), {law}`hoffmann-vingt-un:p4`, {law}`peel-vingt-un:p5`.",
    },
    {
        "term": "drawn Vingt-un", "slug": "drawn-vingt-un", "forms": [r"\"?drawn\"? vingt-un"], "codes": VINGT_UN,
        "gloss": "Twenty-one made with three or more cards, by drawing; it ranks below a natural.",
        "basis": "{law}`peel-vingt-un:p14` (\"a 'drawn' Vingt-un\"), {law}`peel-vingt-un:p15`; "
                 "{law}`hoffmann-vingt-un:p11` (\"a natural vingt-un always takes precedence over one made by "
                 "drawing\").",
    },
    {
        "term": "over-draw (overdraw, over)", "slug": "over-draw",
        "forms": [r"over-?dr(?:aw|aws|awn|awing|ew)", r"\"over\""], "codes": VINGT_UN,
        "gloss": "At Vingt-un, to draw past twenty-one: the player has lost and pays at once.",
        "basis": "{law}`peel-vingt-un:p12` (\"over-drawn, *i.e.*, got beyond the 21 points\"), "
                 "{law}`hoffmann-vingt-un:p8` (\"he is 'over'\").",
    },
    {
        "term": "stand (content)", "slug": "stand",
        "forms": [r"stand(?:s|ing)?(?= on| in|,|\.|\"| independently)", r"content"], "codes": VINGT_UN,
        "gloss": "To take no more cards and keep the points one holds.",
        "basis": "{law}`hoffmann-vingt-un:p8` (\"'Stand,' or 'Content'\"), {law}`peel-vingt-un:p24` (\"if he does "
                 "not require any more cards, says 'content'\").",
    },
    {
        "term": "double", "slug": "double",
        # the dealer's call and the doubled stake, not the adjective ("double stakes", "a double chance")
        "forms": [r"(?<=\")(?:i )?double(?: you)?", r"double(?= the stakes)", r"the double", r"doubled"],
        "codes": VINGT_UN,
        "gloss": "At Vingt-un, the dealer's call, after seeing his first card, that doubles every stake.",
        "basis": "{law}`peel-vingt-un:p10` (\"by calling 'double'\"), {law}`hoffmann-vingt-un:p2` (\"'I double "
                 "you,' or simply 'Double'\").",
    },
    {
        "term": "divide a pair (go on both)", "slug": "divide",
        "forms": [r"divide(?:s|d)? (?:his|the|a|them)? ?pairs?", r"divided pairs?", r"division of cards",
                  r"go(?:es)? on (?:both|all three)", r"go double"], "codes": VINGT_UN,
        "gloss": "At Vingt-un, to play a first pair as two hands, with a stake on each (the modern split).",
        "basis": "{law}`peel-vingt-un:p16` (\"If he decides to divide his pair\"), {law}`hoffmann-vingt-un:p12` "
                 "(\"I go on both\").",
    },
    # --- Whist ----------------------------------------------------------------------------------
    {
        "term": "trick", "slug": "trick", "forms": [r"tricks?"], "codes": WHIST + ("enquire-within",),
        "gloss": "One card played by each player in turn; the highest card of the suit led, or the highest "
                 "trump, wins it.",
        "basis": "{law}`hoffmann-solo-whist:p3` (\"The tricks, of course, consist of three cards each\" at three "
                 "players); {law}`enquire-within:118` (a card \"won or lost by the playing of a superior card of "
                 "the suit led\"); {law}`foster-whist:91`.",
    },
    {
        "term": "trump (trump card)", "slug": "trump", "forms": [r"trump card", r"trumps?"],
        "codes": WHIST + ("enquire-within",),
        "gloss": "The last card of the deal, turned face up; its suit, trumps, beats every other suit for that "
                 "hand.",
        "basis": "{law}`hoffmann-whist:37.ii` (\"the last (which is called the trump) card\"), "
                 "{law}`foster-whist:44.ii`, {law}`hoffmann-solo-whist:p3` (\"turn up the fortieth card as "
                 "trump\"), {law}`enquire-within:118` (\"The eleventh card is turned up for trump\").",
    },
    {
        "term": "turn-up", "slug": "turn-up", "forms": [r"turn-up"], "codes": None,
        "gloss": "The card turned face up after the deal to fix the trump suit.",
        "basis": "{law}`enquire-within:118` (\"The eleventh card is turned up for trump. If the turn-up be a "
                 "king ...\").",
    },
    {
        "term": "lead", "slug": "lead", "forms": [r"lead(?:s)?", r"led"], "codes": WHIST,
        "gloss": "To play the first card to a trick; the others must follow the suit led if they can.",
        "basis": "{law}`foster-whist:62`, {law}`foster-whist:63`; {law}`foster-whist:71` (the revoke is "
                 "defined by \"the suit led\").",
    },
    {
        "term": "revoke", "slug": "revoke", "forms": [r"revok(?:e|es|ed|ing)"], "codes": WHIST,
        "gloss": "To fail to follow suit while holding a card of the suit led; it is punished by the loss of "
                 "three tricks or three points.",
        "basis": "Foster's section *THE REVOKE*: {law}`foster-whist:71` (\"Is when a player, holding one or more "
                 "cards of the suit led, plays a card of a different suit\") and {law}`foster-whist:72`.",
    },
    {
        "term": "renounce", "slug": "renounce", "forms": [r"renounc(?:e|es|ed|ing)"], "codes": WHIST,
        "gloss": "To play a card of another suit than the one led; rightly when one has none of it, a revoke "
                 "when one has.",
        "basis": "{law}`foster-whist:74` (\"a card of the suit which he has renounced\") and "
                 "{law}`foster-whist:76`; the distinction from a revoke is {law}`foster-whist:71`'s.",
    },
    {
        "term": "turned and quitted", "slug": "turned-and-quitted", "forms": [r"turned and quitted"],
        "codes": WHIST,
        "gloss": "Of a trick: gathered, turned face down and let go, after which a revoke in it is established.",
        "basis": "Defined in {law}`foster-whist:73` (\"turned and quitted, *i.e.*, the hand removed from that "
                 "trick after it has been turned face downward on the table\").",
    },
    {
        "term": "exposed card (liable to be called)", "slug": "exposed-card",
        "forms": [r"exposed cards?", r"liable to be called"], "codes": WHIST,
        "gloss": "At Whist, a card shown by accident; it must be left face up on the table and played when the "
                 "adversaries call for it.",
        "basis": "{law}`foster-whist:56` (\"All exposed cards are liable to be called, and must be left on the "
                 "table\") and its cases {law}`foster-whist:56.i`, {law}`foster-whist:56.ii`; {law}`hoffmann-whist:42`.",
    },
    {
        "term": "imperfect trick", "slug": "imperfect-trick", "forms": [r"imperfect trick"], "codes": WHIST,
        "gloss": "A trick to which not every player has yet played.",
        "basis": "{law}`foster-whist:57` and {law}`foster-whist:69`; the gloss is the editors', from the "
                 "context of both laws.",
    },
    {
        "term": "odd trick", "slug": "odd-trick", "forms": [r"odd trick"], "codes": WHIST,
        "gloss": "The seventh trick won by one side, the first that scores (a trick above six).",
        "basis": "{law}`foster-whist:80` (\"bets on the odd trick\") uses it; the scoring laws are outside these "
                 "pages, and the gloss is the editors'.",
    },
    {
        "term": "honours", "slug": "honours", "forms": [r"honours"], "codes": WHIST,
        "gloss": "The ace, king, queen and knave of trumps; the side that holds three or four of them scores "
                 "for them.",
        "basis": "{law}`foster-whist:72.v` (\"held four honours\") and {law}`foster-whist:etiquette.p6` "
                 "(\"whether honours were claimed though not scored\") use it; the laws that define the honours "
                 "are outside these pages, and the gloss is the editors'.",
    },
    {
        "term": "rubber", "slug": "rubber", "forms": [r"rubbers?"], "codes": WHIST,
        "gloss": "A match of the best of three games at Whist; the players change at the end of a rubber.",
        "basis": "The texts use it ({law}`hoffmann-whist:11`: \"At the end of a rubber\", {law}`hoffmann-whist:14`, "
                 "{law}`hoffmann-whist:25`, {law}`foster-whist:47`) without defining it; \"best of three\" is the "
                 "editors' gloss.",
    },
    {
        "term": "treble game (treble)", "slug": "treble-game", "forms": [r"treble game", r"treble"], "codes": WHIST,
        "gloss": "A game of Whist won before the adversaries have scored anything, which counts three towards "
                 "the rubber (a double counts two, a single one).",
        "basis": "{law}`foster-whist:72.v`: \"the claimants two, their opponents nothing; the former add three to "
                 "their score, and thereby win a treble game\" (with {law}`foster-whist:82`, a game is five "
                 "points); the values of the double and the single are the editors' gloss.",
    },
    {
        "term": "Dummy", "slug": "dummy", "forms": [r"dummy(?:'s|’s)?"], "codes": WHIST,
        "gloss": "Whist for three: one hand, Dummy's, lies face up and is played by its partner.",
        "basis": "{law}`foster-whist:dummy.p1`, {law}`foster-whist:dummy.p2` (\"One hand, called Dummy's, lies "
                 "exposed on the table\"); Double Dummy, for two, {law}`foster-whist:double-dummy.p1`.",
    },
    {
        "term": "candidate", "slug": "candidate", "forms": [r"candidates?"], "codes": WHIST + ("foster-poker",),
        "gloss": "At a club, a member waiting to play at a table.",
        "basis": "Hoffmann's *FORMATION OF TABLE* and *ENTRY AND RE-ENTRY*, {law}`hoffmann-whist:7.a`, "
                 "{law}`hoffmann-whist:12`; {law}`foster-poker:p9`, {law}`foster-poker:p10`.",
    },
    {
        "term": "cutting out", "slug": "cutting-out", "forms": [r"cutting out", r"outgoers"], "codes": WHIST,
        "gloss": "Drawing cards at the end of a rubber to decide which players give up their places to "
                 "waiting candidates.",
        "basis": "Hoffmann's *CUTTING OUT*, {law}`hoffmann-whist:11` (\"to decide upon the outgoers; the highest "
                 "are out\"), and {law}`hoffmann-whist:12`.",
    },
    {
        "term": "solo", "slug": "solo", "forms": [r"solo(?! whist)"], "codes": ("hoffmann-solo-whist",),
        "gloss": "At Solo Whist, a call to play alone against the others (for five tricks); with three players "
                 "it is the lowest call.",
        "basis": "{law}`hoffmann-solo-whist:p3` (\"the solo being the lowest call\"); Hoffmann's account of the "
                 "calls is on earlier pages, outside this edition, and the number of tricks is the editors' "
                 "gloss.",
    },
    {
        "term": "proposal and acceptance", "slug": "proposal",
        "forms": [r"proposal and acceptance", r"propose", r"proposal"], "codes": ("hoffmann-solo-whist", "enquire-within"),
        "gloss": "At Solo Whist, a call to play with a partner who accepts; at Écarté, the non-dealer's request "
                 "to change cards, which the dealer may accept or refuse.",
        "basis": "Écarté: {law}`enquire-within:118` (\"he may propose--that is, change any or all of them for "
                 "others from the stock\"). Solo Whist: {law}`hoffmann-solo-whist:p3` names it; the sense there "
                 "is the editors' gloss.",
    },
    {
        "term": "stock", "slug": "stock", "forms": [r"stock"], "codes": None,
        "gloss": "The cards left over after the deal, from which cards are drawn.",
        "basis": "{law}`enquire-within:118` (\"the stock, or remainder of the pack on the table\"); Peel's "
                 "\"the stock in the hands of the pone\" ({law}`peel-vingt-un:p25`).",
    },
]
