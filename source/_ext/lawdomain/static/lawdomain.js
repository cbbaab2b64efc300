// The law domain's page script: copy buttons in the "Cite" panels under each law.
// Without it the panels still open (a <details> element) and their text can be selected.
(function () {
  "use strict";
  function copy(text, button) {
    var done = function () {
      var label = button.textContent;
      button.textContent = "Copied";
      setTimeout(function () { button.textContent = label; }, 1500);
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, function () { select(button.previousSibling); });
    } else {
      select(button.previousSibling);
    }
  }
  function select(node) {
    if (!node) return;
    var range = document.createRange();
    range.selectNodeContents(node);
    var sel = window.getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
  }
  function init() {
    document.querySelectorAll("div.law-cite .law-cite-row").forEach(function (row) {
      var target = row.querySelector("pre.law-cite-text, a.law-cite-permalink");
      if (!target || row.querySelector("button")) return;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "law-cite-copy";
      button.textContent = "Copy";
      var name = row.querySelector(".law-cite-name");
      button.setAttribute("aria-label", "Copy the " + (name ? name.textContent : "citation"));
      button.addEventListener("click", function () {
        copy(target.getAttribute("data-copy") || target.textContent, button);
      });
      target.after(button);
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
