/* The glosses in the texts (source/_ext/glossary.py): CSS shows a gloss on hover and on
 * keyboard focus; this adds what CSS cannot.
 *  - Escape hides the gloss that is showing (WCAG 1.4.13: dismissible without moving focus).
 *  - On a touch screen, a first tap on a glossed word shows its gloss instead of following the
 *    link; a second tap on the same word goes to its glossary entry. */
(function () {
  "use strict";
  var touch = window.matchMedia && window.matchMedia("(hover: none)").matches;
  var armed = null;
  document.addEventListener("keydown", function (e) {
    if (e.key !== "Escape") return;
    document.querySelectorAll("span.gloss-wrap").forEach(function (w) { w.classList.add("gloss-dismissed"); });
  });
  document.addEventListener("focusin", function (e) {
    var w = e.target.closest && e.target.closest("span.gloss-wrap");
    if (w) w.classList.remove("gloss-dismissed");
  });
  document.addEventListener("mouseover", function (e) {
    var w = e.target.closest && e.target.closest("span.gloss-wrap");
    if (w) w.classList.remove("gloss-dismissed");
  });
  if (!touch) return;
  document.addEventListener("click", function (e) {
    var a = e.target.closest && e.target.closest("a.gloss");
    if (!a) { armed = null; return; }
    if (armed !== a) {
      e.preventDefault();
      armed = a;
      a.focus();
    }
  });
})();
