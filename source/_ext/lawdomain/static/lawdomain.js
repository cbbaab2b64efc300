// The law domain's page script: copy buttons in the "Cite" panels under each law, and their
// addresses made absolute from the reader's location when the site has no canonical address.
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
  // The site root as the reader reached it: Sphinx writes the way from this page to the root
  // in <html data-content_root="../">.
  function siteRoot() {
    var root = document.documentElement.getAttribute("data-content_root");
    if (root === null) {
      var opts = document.getElementById("documentation_options");
      root = opts ? opts.getAttribute("data-url_root") || "./" : "./";
    }
    return new URL(root || "./", window.location.href);
  }
  // Built without a canonical address (conf.py: SITE_BASEURL unset), the permalinks in the Cite
  // panels are relative to the site root: make them, and every citation that names them, absolute
  // from where the reader actually is, so that what is copied works outside this page.
  function absolute() {
    var root = siteRoot();
    document.querySelectorAll("div.law-cite[data-relative-permalink]").forEach(function (panel) {
      var rel = panel.getAttribute("data-relative-permalink");
      var abs = new URL(rel, root).href;
      panel.querySelectorAll("pre.law-cite-text").forEach(function (pre) {
        pre.textContent = pre.textContent.split(rel).join(abs);
      });
      var link = panel.querySelector("a.law-cite-permalink");
      if (link) {
        link.textContent = abs;
        link.setAttribute("data-copy", abs);
      }
      panel.removeAttribute("data-relative-permalink");
      panel.setAttribute("data-permalink", abs);
    });
    document.querySelectorAll(".edition-address").forEach(function (span) {
      var a = document.createElement("a");
      a.href = a.textContent = root.href;
      span.textContent = "";
      span.appendChild(a);
    });
  }
  function init() {
    absolute();
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
