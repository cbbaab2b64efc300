/* The Play panel's first lines (litesetup.py inlines this file once, before a page's first
   panel; lite-play.js, loaded after the page, does the rest).  What lite-play.js and the early
   start share: the panel's choices from the URL, the game's code with its seed and options,
   the frame that runs it.  The early start: for a reader whose browser already holds this
   build's kernel files (one who has played here before), a panel that is in view or within a
   screen below it starts its kernel as soon as the panel has been parsed, instead of waiting
   for the whole page and its scripts; on a visit that only reads, nothing happens here. */
window.LTPlayEarly = window.LTPlayEarly || (function () {
  "use strict";

  var KERNEL_SEEN = "lt-play-kernel";

  function pageSeed() {
    var s = new URLSearchParams(window.location.search).get("seed");
    return s && /^\d{1,9}$/.test(s) ? parseInt(s, 10) : null;
  }

  function selects(panel) {
    return Array.prototype.slice.call(panel.querySelectorAll(".lt-play-options select[data-option]"));
  }

  /* From the URL into the selects (an unknown value is ignored: the default stays). */
  function readChoices(panel) {
    var params = new URLSearchParams(window.location.search);
    selects(panel).forEach(function (sel) {
      var v = params.get(sel.dataset.param);
      if (v !== null && Array.prototype.some.call(sel.options, function (o) { return o.value === v; })) sel.value = v;
    });
  }

  /* The panel's choices, one reading of its selects for every use: each option's name, the value
     chosen, whether it is the default, and whether it is a declared reading (else the rule set). */
  function choices(panel) {
    return selects(panel).map(function (sel) {
      return { option: sel.dataset.option, value: sel.value, isDefault: sel.value === sel.dataset.default,
               reading: sel.dataset.reading === "true" };
    });
  }

  /* The Python arguments for the chosen options (only those that differ from the default). */
  function optionsCode(panel) {
    var named = [];   // the rule set and any other choice of the panel, each a keyword argument
    var readings = [];
    choices(panel).forEach(function (c) {
      if (c.isDefault) return;
      if (c.reading) readings.push(JSON.stringify(c.option) + ": " + JSON.stringify(c.value));
      else named.push(c.option + "=" + JSON.stringify(c.value));
    });
    var out = "";
    if (named.length) out += ", " + named.join(", ");
    if (readings.length) out += ", readings={" + readings.join(", ") + "}";
    return out;
  }

  /* Whether this browser has had this build's kernel before (a Play panel was ready with the
     same kernel files, the panel's data-probe: the memory snapshot, named by its content), so
     that they are in its cache.  lite-play.js remembers it in localStorage when a panel is ready. */
  function probePath(panel) {
    return panel.dataset.probe ? new URL(panel.dataset.probe, window.location.href).pathname : "";
  }
  function kernelSeen(panel) {
    try { return !!probePath(panel) && localStorage.getItem(KERNEL_SEEN) === probePath(panel); } catch (e) { return false; }
  }

  /* The hidden frame that runs the panel's game (a fresh seed unless the page names one),
     put in the panel and kept on it as panel._frame; lite-play.js watches it and shows it. */
  function makeFrame(panel) {
    panel.classList.add("lt-play-started");
    var seed = pageSeed();
    if (seed === null) {  // a fresh deal for every reader
      var r = new Uint32Array(1);
      (window.crypto || window.msCrypto).getRandomValues(r);
      seed = r[0] % 1000000;
    }
    panel.dataset.seed = String(seed);
    var code = panel.dataset.code.replace("{seed}", String(seed)).replace("{options}", optionsCode(panel));
    var q = new URLSearchParams({ kernel: "python", toolbar: "0", showBanner: "0", hideCodeInput: "1", execute: "1" });
    q.append("code", code);
    var frame = document.createElement("iframe");
    frame.className = "lt-play-iframe lt-play-preload";
    frame.title = panel.getAttribute("aria-label") + " (interactive)";
    frame.setAttribute("aria-hidden", "true");
    frame.setAttribute("tabindex", "-1");
    frame.style.height = panel.dataset.height;
    // the host page (lite/play/: the kernel and the widgets only); JupyterLite's REPL, which
    // takes the same query, if the host page cannot start (lite-play.js falls back to it)
    frame._query = q.toString();
    frame.src = (panel.dataset.host || panel.dataset.repl) + "?" + frame._query;
    frame._startedAt = performance.now();
    panel._frame = frame;
    panel.querySelector(".lt-play-frame").appendChild(frame);
    return frame;
  }

  /* Called right after a panel's markup (litesetup.depart_play_html): start its kernel now if
     this build's kernel has been here before and the panel is in view or within a screen below. */
  function early(panel) {
    try {
      if (!panel || panel._frame || !window.URLSearchParams || !kernelSeen(panel)) return;
      var top = panel.getBoundingClientRect().top;
      if (top > 2 * (window.innerHeight || document.documentElement.clientHeight)) return;
      readChoices(panel);
      makeFrame(panel);
    } catch (e) { /* lite-play.js starts it the usual way */ }
  }

  return { pageSeed: pageSeed, selects: selects, readChoices: readChoices, choices: choices,
           optionsCode: optionsCode, probePath: probePath, kernelSeen: kernelSeen, makeFrame: makeFrame, early: early };
})();
