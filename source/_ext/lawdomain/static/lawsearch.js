// Search that finds the law (the search page only; see source/_ext/lawdomain/search.py).
// Adds every law that answers the query to Sphinx's own results as a result of its own: titled
// with its book and number ("Peel, Draw Poker, Rule 21"), landing on its anchor, ranked so that
// the law where a word is defined or that governs it comes first, then the laws whose text uses
// the word, above the pages.  The excerpts of every result read as the text: the glossary's
// pop-ups, their footnote letters and the apparatus under the laws are left out.
(function () {
  "use strict";
  var STOP = new Set(["a", "an", "and", "as", "at", "be", "by", "for", "from", "if", "in", "is", "it",
    "of", "on", "or", "the", "to", "with", "his", "he", "that", "this", "not", "no"]);
  var MAX_LAWS = 20;

  function words(query) {
    return (query.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'\u2019-]*/gu) || [])
      .map(function (w) { return w.replace(/['\u2019]s$/, ""); })
      .filter(function (w) { return w.length > 1 && !STOP.has(w); });
  }

  function escapeRe(s) { return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

  var compiled = null;
  function data() {
    if (compiled) return compiled;
    var raw = window.LAW_SEARCH || { laws: [], terms: [] };
    compiled = {
      laws: raw.laws.map(function (l) {
        return { id: l[0], title: l[1], doc: l[2], anchor: l[3], text: l[4], lower: l[4].toLowerCase() };
      }),
      terms: raw.terms.map(function (t) {
        var alt = t[1].join("|");
        try {
          return { term: t[0], whole: new RegExp("^(?:" + alt + ")$", "i"),
                   inText: new RegExp("(?<![\\w-])(?:" + alt + ")(?![\\w-])", "gi"), defs: t[2] };
        } catch (e) {  // a pattern this browser cannot read: the term is found by its headword only
          return { term: t[0], whole: /^$/, inText: /$^/g, defs: t[2] };
        }
      }),
    };
    return compiled;
  }

  // How well a law answers one word: defined or governed there (by the terms' data), then used.
  function wordScore(law, word, terms) {
    var score = 0, uses = 0;
    terms.forEach(function (t) {
      var rank = t.defs.indexOf(law.id);
      // the defining law first, then the others its basis cites, in order, whatever their use of the word
      if (rank >= 0) score = Math.max(score, 1000 - 100 * Math.min(rank, 5));
      var m = law.text.match(t.inText);
      if (m) uses = Math.max(uses, m.length);
    });
    if (!uses) {
      var m = law.lower.match(new RegExp("(?<![\\p{L}\\p{N}])" + escapeRe(word), "gu"));
      if (m) uses = m.length;
    }
    if (uses) score += 20 + 3 * Math.min(uses, 5) - Math.min(law.text.length, 2000) / 400;
    return score;
  }

  function lawResults(query) {
    var d = data();
    var ws = words(query);
    if (!ws.length) return [];
    var termsFor = ws.map(function (w) {
      return d.terms.filter(function (t) { return t.term.toLowerCase() === w || t.whole.test(w); });
    });
    var found = [];
    d.laws.forEach(function (law, order) {
      var total = 0;
      for (var i = 0; i < ws.length; i++) {
        var s = wordScore(law, ws[i], termsFor[i]);
        if (!s) return;  // every word must be answered
        total += s;
      }
      found.push([law, total, order]);
    });
    found.sort(function (a, b) { return b[1] - a[1] || a[2] - b[2]; });
    return found.slice(0, MAX_LAWS).map(function (f) {
      // [docname, title, anchor, descr, score, filename, kind] as Sphinx's results; a law outranks
      // the pages (Sphinx scores a page from about 5 to 30)
      return [f[0].doc, f[0].title, "#" + f[0].anchor, null, 100 + f[1], f[0].doc, "object"];
    });
  }

  // What an excerpt leaves out: the glossary's pop-ups and letters, the apparatus under a law.
  var NOT_TEXT = ".gloss-tip, .gloss-mark, .law-glosses, .apparatus, .law-number-margin";
  var BLOCKS = "p, dt, dd, li, h1, h2, h3, h4, h5, h6, td, th, pre, caption, blockquote, br";

  var anchors = null;
  function byAnchor() {
    if (!anchors) {
      anchors = {};
      data().laws.forEach(function (law) { anchors[law.anchor] = law; });
    }
    return anchors;
  }

  function install() {
    if (typeof Search === "undefined" || Search._lawsHooked) return;
    Search._lawsHooked = true;
    var perform = Search._performSearch;
    Search._performSearch = function (query) {
      var results = perform.apply(Search, arguments).filter(function (r) {
        // a law reached through an index entry shows only its page's title: the law's own result replaces it
        return !(r[6] === "index" && String(r[2]).indexOf("#law-") === 0);
      });
      var laws = lawResults(query);
      var mine = new Set(laws.map(function (r) { return r[0] + r[2]; }));
      results = results.filter(function (r) { return !mine.has(r[0] + r[2]); }).concat(laws);
      // Sphinx shows the last result first
      results.sort(function (a, b) { return a[4] - b[4]; });
      return results;
    };
    var toText = Search.htmlToText;
    Search.htmlToText = function (htmlString, anchor) {
      var doc = new DOMParser().parseFromString(htmlString, "text/html");
      doc.querySelectorAll(NOT_TEXT).forEach(function (el) { el.remove(); });
      // a heading, a term and its definition, two paragraphs: words that do not run together
      doc.querySelectorAll(BLOCKS).forEach(function (el) { el.append(" "); });
      return toText.call(Search, doc.documentElement.outerHTML, anchor);
    };
    // a law's excerpt is its text, from its beginning, or from just before the first word sought
    var summary = Search.makeSearchSummary;
    Search.makeSearchSummary = function (htmlText, keywords, anchor) {
      var law = anchor && byAnchor()[String(anchor).replace(/^#/, "")];
      if (!law) return summary.apply(Search, arguments);
      var text = law.text.replace(/\s+/g, " ").trim();
      var lower = text.toLowerCase();
      var at = [...keywords].map(function (k) { return lower.indexOf(String(k).toLowerCase()); })
        .filter(function (i) { return i > -1; }).sort(function (a, b) { return a - b; })[0] || 0;
      var start = at > 160 ? text.lastIndexOf(" ", at - 80) + 1 : 0;
      var excerpt = text.substr(start, 260);
      var p = document.createElement("p");
      p.classList.add("context");
      p.textContent = (start ? "\u2026" : "") + excerpt.trim() + (start + 260 < text.length ? "\u2026" : "");
      return p;
    };
  }
  window.LawSearch = { results: lawResults, words: words };
  install();
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", install);
})();
