/* The Play panel (litesetup.py): loads JupyterLite only when the reader presses Play. */
(function () {
  "use strict";

  function pageSeed() {
    var s = new URLSearchParams(window.location.search).get("seed");
    return s && /^\d{1,9}$/.test(s) ? parseInt(s, 10) : null;
  }

  /* The status line: a message read out by screen readers when it changes (a new phase),
     and a running count of seconds that is only shown. */
  function setStatus(panel, text, secs) {
    var st = panel.querySelector(".lt-play-status");
    var msg = st.querySelector(".lt-play-msg");
    var time = st.querySelector(".lt-play-time");
    if (msg.textContent !== text) msg.textContent = text;
    var t = secs === undefined ? "" : secs + " s";
    if (time.textContent !== t) time.textContent = t;
    st.hidden = !text;
  }

  /* Inside the (same-origin) iframe: hide the REPL's prompt cell and chrome, so that the
     panel shows the game only; keep links to laws opening in the page around it. */
  var FRAME_CSS =
    ".jp-CodeConsole-promptCell, .jp-CodeConsole-banner, .jp-InputArea, .jp-InputPrompt," +
    " .jp-OutputPrompt, .jp-Toolbar, #jp-top-panel, .lm-MenuBar { display: none !important; }" +
    " .jp-CodeConsole-content { padding: 0.5rem; } body, .jp-ConsolePanel, .jp-CodeConsole," +
    " .jp-CodeConsole-content { background: #fff !important; }";

  /* Keep the iframe taller than the widget in it, so that the game never scrolls inside
     the frame (the page scrolls instead, and nothing moves under the reader's pointer):
     it grows at once when the widget grows, with room to spare, and shrinks only when
     much too tall. */
  var SLACK = 160;
  function fit(frame) {
    var doc;
    try { doc = frame.contentDocument; } catch (e) { return; }
    var root = doc && doc.querySelector(".lt-widget");
    if (!root) return;
    var need = Math.ceil(root.getBoundingClientRect().height) + 48;
    var have = frame.offsetHeight;
    if (need > have - 16 || have - need > 3 * SLACK) frame.style.height = (need + SLACK) + "px";
  }
  function fitHeight(frame) {
    fit(frame);
    var doc = frame.contentDocument;
    if (doc && window.ResizeObserver) {
      var root = doc.querySelector(".lt-widget");
      if (root) new ResizeObserver(function () { fit(frame); }).observe(root);
    }
    setInterval(function () { fit(frame); }, 500);
  }

  function watch(panel, frame, started) {
    var ready = panel.dataset.ready;
    var styled = null;  // the document we styled (the iframe starts with about:blank)
    var timer = setInterval(function () {
      var doc;
      try { doc = frame.contentDocument; } catch (e) { doc = null; }
      var secs = Math.round((performance.now() - started) / 1000);
      if (!doc || !doc.body) { setStatus(panel, "Loading the player…", secs); return; }
      if (styled !== doc && doc.head && doc.location.href !== "about:blank") {
        var st = doc.createElement("style");
        st.textContent = FRAME_CSS;
        doc.head.appendChild(st);
        // JupyterLab focuses its panels when they are clicked; a focus that scrolls the
        // page moves the game under the pointer between mousedown and mouseup, and the
        // click is lost.  Focus without scrolling (keyboard focus is not affected).
        var proto = frame.contentWindow.HTMLElement.prototype;
        var focus = proto.focus;
        proto.focus = function (opts) { return focus.call(this, Object.assign({ preventScroll: true }, opts || {})); };
        // JupyterLab's keyboard shortcuts take Enter before a focused button sees it: keep
        // Enter and Space for the game's own buttons (a button pressed by the keyboard).
        frame.contentWindow.addEventListener("keydown", function (e) {
          var t = e.target;
          if ((e.key === "Enter" || e.key === " ") && t && t.tagName === "BUTTON" && t.closest(".lt-widget")) {
            e.stopImmediatePropagation();
          }
        }, true);
        styled = doc;
      }
      if (doc.querySelector(ready)) {
        clearInterval(timer);
        fitHeight(frame);
        var ms = Math.round(performance.now() - started);
        panel.dataset.readyMs = String(ms);
        // keep the line (no layout shift under the reader's pointer)
        setStatus(panel, "Python is ready (started in " + (ms / 1000).toFixed(1) + " s).");
        requestAnimationFrame(function () {
          panel.classList.add("lt-play-ready");
          panel.dispatchEvent(new CustomEvent("lt-play-ready", { detail: { ms: ms } }));
        });
        return;
      }
      var err = doc.querySelector('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"], .jp-OutputArea-output .ansi-red-fg');
      if (err) {
        clearInterval(timer);
        setStatus(panel, "Python reported an error: " + err.textContent.slice(0, 400));
        panel.classList.add("lt-play-error");
        return;
      }
      var phase = doc.querySelector(".jp-CodeConsole") ? "Starting Python in your browser (the first visit downloads about 18 MB)…" : "Loading the player…";
      setStatus(panel, phase, secs);
    }, 50);
  }

  function start(panel) {
    if (panel.classList.contains("lt-play-started")) return;
    panel.classList.add("lt-play-started");
    var seed = pageSeed();
    if (seed === null) seed = Math.floor(Math.random() * 1000000);
    var code = panel.dataset.code.replace("{seed}", String(seed));
    var params = new URLSearchParams({ kernel: "python", toolbar: "0", showBanner: "0", hideCodeInput: "1", execute: "1" });
    params.append("code", code);
    var frame = document.createElement("iframe");
    frame.className = "lt-play-iframe";
    frame.title = panel.getAttribute("aria-label") + " (interactive)";
    frame.style.height = panel.dataset.height;
    frame.src = panel.dataset.repl + "?" + params.toString();
    var seedLine = panel.querySelector(".lt-play-seed");
    var link = new URL(window.location.href);
    link.searchParams.set("seed", String(seed));
    link.hash = panel.id ? panel.id : "";
    seedLine.innerHTML = "";
    seedLine.appendChild(document.createTextNode("Deal seed " + seed + ". Same deal on every screen: "));
    var a = document.createElement("a");
    a.href = link.toString();
    a.textContent = link.pathname.split("/").pop() + link.search;
    seedLine.appendChild(a);
    seedLine.hidden = panel.dataset.seeded === "false";
    panel.querySelector(".lt-play-frame").appendChild(frame);
    panel.querySelector(".lt-play-button").disabled = true;
    watch(panel, frame, performance.now());
  }

  function init() {
    document.querySelectorAll("section.lt-play").forEach(function (panel) {
      panel.querySelector(".lt-play-button").addEventListener("click", function () { start(panel); });
      setStatus(panel, "");
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
