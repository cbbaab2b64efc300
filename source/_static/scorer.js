// The edition's search scorer (conf.py: html_search_scorer): the text of the edition first.
// A law reached through a term of art (an index entry anchored on the law) scores about 100;
// the API reference, the highlighted source and the test pages are ranked below every page of
// the edition's text, however well a code object's name matches.
var Scorer = {
  score: (result) => {
    const [docname, title, anchor, descr, score, filename, kind] = result;
    if (docname === "api" || docname.startsWith("_modules/") || docname.startsWith("_tests/")) {
      return score - 200;
    }
    if (kind === "index" && anchor.startsWith("#law-")) return score + 50;  // a law itself
    return score;
  },
  objNameMatch: 11,
  objPartialMatch: 6,
  objPrio: { 0: 15, 1: 5, 2: -5 },
  objPrioDefault: 0,
  title: 15,
  partialTitle: 7,
  term: 5,
  partialTerm: 2,
};
