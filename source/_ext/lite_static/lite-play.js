/* The Play panel (litesetup.py).  Nothing of JupyterLite or Pyodide is loaded on a visit that
   only reads.  The game's kernel starts in the background (in an iframe kept out of sight)
   when the reader shows intent -- the pointer or the keyboard reaches the Play button -- or,
   for a reader whose browser already holds this build's kernel files (one who has played
   here before: nothing to download), as soon as the panel is in view or within a screen of
   it (lite-play-early.js: as soon as the panel is parsed).  Pressing Play shows it -- at once if Python is ready, with a progress line if not.
   The panel's choices (rule set, readings) and the seed travel in the URL. */
(function () {
  "use strict";

  // what the early start (lite-play-early.js, inlined before the page's first panel) shares;
  // a page without it has no panel
  var E = window.LTPlayEarly;
  if (!E) return;
  var pageSeed = E.pageSeed, selects = E.selects, readChoices = E.readChoices, choices = E.choices;

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

  // --- the panel's choices, in the URL -------------------------------------------------------

  function writeChoices(panel) {
    var url = new URL(window.location.href);
    selects(panel).forEach(function (sel) {
      if (sel.value === sel.dataset.default) url.searchParams.delete(sel.dataset.param);
      else url.searchParams.set(sel.dataset.param, sel.value);
    });
    history.replaceState(history.state, "", url.toString());
    showSeed(panel);
  }

  function showSeed(panel) {
    var seedLine = panel.querySelector(".lt-play-seed");
    var seed = panel.dataset.seed;
    if (!seed) return;
    var link = new URL(window.location.href);
    link.searchParams.set("seed", seed);
    link.hash = panel.id || "";
    seedLine.textContent = "";
    seedLine.appendChild(document.createTextNode("Deal seed " + seed + ". Same deal on every screen: "));
    var a = document.createElement("a");
    a.href = link.toString();
    a.textContent = link.pathname.split("/").pop() + link.search;
    seedLine.appendChild(a);
    seedLine.hidden = panel.dataset.seeded === "false";
  }

  /* A game that deals another pack by itself (the four-codes panel's seed field) marks its seed
     (data-lt-seed): the seed line's link, and "Open as notebook", follow it. */
  function followSeed(panel, doc) {
    var el = doc.querySelector(".lt-widget [data-lt-seed]");
    var seed = el && el.getAttribute("data-lt-seed");
    if (!seed || !/^\d{1,9}$/.test(seed) || seed === panel.dataset.seed) return;
    panel.dataset.seed = seed;
    panel.dataset.seedFollowed = seed;
    showSeed(panel);
  }

  // --- inside the (same-origin) iframe --------------------------------------------------------

  /* The frame is the host page (lite/play/), or JupyterLite's REPL if the host could not start:
     hide the REPL's prompt cell and chrome, so that the panel shows the game only; follow the
     page's light or dark theme; a focus outline that can be seen. */
  var FRAME_CSS =
    ".jp-CodeConsole-promptCell, .jp-CodeConsole-input, .jp-CodeConsole-banner, .jp-InputArea, .jp-InputPrompt," +
    " .jp-OutputPrompt, .jp-OutputArea-promptOverlay, .jp-Toolbar, #jp-top-panel, #jp-bottom-panel, .jp-StatusBar-Widget, .lm-MenuBar { display: none !important; }" +
    " .jp-CodeConsole-content { padding: 0.25rem; overflow: visible !important; top: 0 !important; height: 100% !important; }" +
    // the console's split handle (above its hidden input) would lie over the game's last row
    " .jp-CodeConsole-split > .lm-SplitPanel-handle { display: none !important; }" +
    " body, .jp-ConsolePanel, .jp-CodeConsole, .jp-CodeConsole-content, .jp-Cell, .jp-OutputArea-output { background: var(--lt-bg) !important; }" +
    " html { --lt-bg: #fff; --lt-fg: #1b1b1b; }" +
    " html[data-lt-theme=dark] { --lt-bg: #14181e; --lt-fg: #ced6dd; color-scheme: dark;" +
    "   --jp-layout-color0: #14181e; --jp-layout-color1: #1b2027; --jp-layout-color2: #29313d; --jp-layout-color3: #3a4454;" +
    "   --jp-ui-font-color0: #fff; --jp-ui-font-color1: #e6e9ec; --jp-ui-font-color2: #b9c0c8; --jp-content-font-color1: #ced6dd;" +
    "   --jp-border-color0: #5b6573; --jp-border-color1: #4a5361; --jp-border-color2: #3a4454;" +
    "   --jp-widgets-input-background-color: #1b2027; --jp-widgets-input-color: #e6e9ec; --jp-widgets-input-border-color: #5b6573;" +
    "   --jp-widgets-label-color: #e6e9ec; --jp-widgets-readout-color: #e6e9ec; }" +
    " .lt-widget :is(button, input, select, summary, a):focus-visible { outline: 3px solid #f0b400 !important; outline-offset: 2px !important; }";

  function theme() {
    var t = document.documentElement.dataset.theme;
    if (t === "dark" || t === "light") return t;
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }

  function applyTheme(frame) {
    var doc = frame.contentDocument;
    if (doc && doc.documentElement) doc.documentElement.dataset.ltTheme = theme();
  }

  /* Keep the iframe taller than the widget in it, so that the game never scrolls inside the
     frame (the page scrolls instead, and nothing moves under the reader's pointer). */
  var SLACK = 48;
  function fit(frame) {
    var doc;
    try { doc = frame.contentDocument; } catch (e) { return; }
    var root = doc && doc.querySelector(".lt-widget");
    if (!root) return;
    var need = Math.ceil(root.getBoundingClientRect().bottom + (doc.defaultView.scrollY || 0)) + 16;
    var have = frame.offsetHeight;
    if (need > have || have - need > 4 * SLACK) frame.style.height = (need + SLACK) + "px";
  }

  /* No invisible Tab stops: everything focusable outside the game is taken out of the order. */
  function tidyTabStops(doc) {
    doc.querySelectorAll("[tabindex]").forEach(function (el) {
      if (el.tabIndex >= 0 && !el.closest(".lt-widget")) el.setAttribute("tabindex", "-1");
    });
  }

  /* The control the keyboard should be on: the first card to discard in the draw, else the
     game's main button, else its first control. */
  function sensibleControl(doc) {
    return doc.querySelector(".lt-widget .lt-discard:not([disabled])") ||
      doc.querySelector(".lt-widget .lt-act-primary:not([disabled])") ||
      doc.querySelector(".lt-widget button:not([disabled]), .lt-widget select, .lt-widget input");
  }

  function focusGame(frame) {
    var doc = frame.contentDocument;
    var el = doc && sensibleControl(doc);
    if (el) el.focus({ preventScroll: false });
  }

  function setupFrame(panel, frame, doc) {
    var win = frame.contentWindow;
    var st = doc.createElement("style");
    st.textContent = FRAME_CSS;
    doc.head.appendChild(st);
    applyTheme(frame);
    // JupyterLab focuses its panels when they are clicked; a focus that scrolls the page
    // moves the game under the pointer between mousedown and mouseup, and the click is lost.
    var proto = win.HTMLElement.prototype;
    var focus = proto.focus;
    proto.focus = function (opts) {
      // JupyterLab's own focus calls (its console, its cells) would pull the keyboard out of
      // the game: inside the game they pass, elsewhere they are ignored once the game is up
      if (panel.classList.contains("lt-play-ready") && !this.closest(".lt-widget")) return;
      return focus.call(this, Object.assign({ preventScroll: true }, opts || {}));
    };
    // JupyterLab's keyboard shortcuts take Enter before a focused button sees it: keep Enter
    // and Space for the game's own buttons.
    win.addEventListener("keydown", function (e) {
      var t = e.target;
      if ((e.key === "Enter" || e.key === " ") && t && t.tagName === "BUTTON" && t.closest(".lt-widget")) {
        e.stopImmediatePropagation();
      }
    }, true);
    // A law opens beside the game, never in place of it.
    doc.addEventListener("click", function (e) {
      var a = e.target.closest && e.target.closest("a.lt-law");
      if (a) {
        e.preventDefault();
        e.stopPropagation();
        openLaw(panel, a.dataset.law, a);
        return;
      }
      // a tap on a card in the draw presses its discard button
      var card = e.target.closest && e.target.closest(".lt-you .lt-card[data-card]");
      if (card) {
        var tb = findDiscard(doc, card.dataset.card);
        if (tb) { tb.click(); tb.focus(); }
      }
    }, true);
    // when the game redraws its controls the focused one is gone: go on to the next sensible one
    var lastInGame = false;
    doc.addEventListener("focusin", function (e) { lastInGame = !!(e.target.closest && e.target.closest(".lt-widget")); });
    doc.addEventListener("focusout", function () {
      if (!lastInGame) return;
      setTimeout(function () {
        var active = doc.activeElement;
        if (active && active !== doc.body && active.closest && active.closest(".lt-widget")) return;
        if (document.activeElement !== frame) return;  // the reader went elsewhere on the page
        var tries = 0;
        (function again() {
          var el = sensibleControl(doc);
          if (el && el.isConnected) { el.focus(); return; }
          if (++tries < 40) setTimeout(again, 50);
        })();
      }, 0);
    });
    // the cards chosen for the discard are marked on the cards themselves; once a frame at most
    // (JupyterLab's start and the widget's first render are thousands of mutations, and fit()
    // measures the layout: once per mutation it cost a fifth of a second of the page's thread)
    var queued = false;
    new win.MutationObserver(function () {
      if (queued) return;
      queued = true;
      window.requestAnimationFrame(function () { queued = false; markDiscards(doc); fit(frame); });
    }).observe(doc.body, {
      subtree: true, childList: true, attributes: true, attributeFilter: ["class"],
    });
  }

  /* The discard button of a card (the widget marks it with the class lt-discard-<card>). */
  function findDiscard(doc, code) {
    return /^[0-9A-Za-z]+$/.test(code) ? doc.querySelector(".lt-discard.lt-discard-" + code) : null;
  }

  function markDiscards(doc) {
    doc.querySelectorAll(".lt-you .lt-card[data-card]").forEach(function (c) {
      var tb = findDiscard(doc, c.dataset.card);
      var on = !!(tb && tb.classList.contains("mod-active"));
      if (c.classList.contains("lt-selected") !== on) c.classList.toggle("lt-selected", on);
      if (tb && !c.hasAttribute("role")) { c.setAttribute("role", "presentation"); c.style.cursor = "pointer"; }
    });
  }

  // --- a law beside the game ------------------------------------------------------------------

  var lawsPromise = null;
  function laws(panel) {
    if (!lawsPromise) {
      lawsPromise = fetch(panel.dataset.root + "laws.json").then(function (r) {
        if (!r.ok) throw new Error("laws.json: HTTP " + r.status);
        return r.json();
      }).then(function (data) {
        var byId = {};
        (data.laws || []).forEach(function (l) { byId[l.id] = l; });
        return byId;
      });
      lawsPromise.catch(function () { lawsPromise = null; });
    }
    return lawsPromise;
  }

  function openLaw(panel, id, link) {
    var aside = panel.querySelector(".lt-law-aside");
    var text = aside.querySelector(".lt-law-aside-text");
    var more = aside.querySelector(".lt-law-aside-link");
    // headed by the book's own name for the law ("Peel, Rule 25"), never its internal id
    var heading = aside.querySelector(".lt-law-aside-id");
    heading.textContent = (link.textContent || "").trim() || "The law cited";
    text.textContent = "…";
    aside._returnTo = link;
    more.href = new URL(link.getAttribute("href"), link.ownerDocument.baseURI).href;
    more.target = "_blank";
    more.rel = "noopener";
    aside.hidden = false;
    panel.classList.add("lt-law-open");
    laws(panel).then(function (byId) {
      var law = byId[id];
      if (!law) { text.textContent = "This law is not in laws.json."; return; }
      text.textContent = "";
      if (law.label) heading.textContent = law.label;
      if (law.page_label) {
        var head = document.createElement("p");
        head.className = "lt-law-aside-label";
        head.textContent = law.page_label;
        text.appendChild(head);
      }
      // the words the citation rests on: said first, and marked where they stand in the law
      var words = link.dataset.words || "";
      var reading = link.dataset.reading || "";
      if (words) {
        var cited = document.createElement("p");
        cited.className = "lt-law-aside-words";
        cited.appendChild(document.createTextNode("Cited for: "));
        var q = document.createElement("q");
        q.textContent = words;
        cited.appendChild(q);
        if (reading) cited.appendChild(document.createTextNode(" (" + reading + ")"));
        text.appendChild(cited);
      }
      var body = document.createElement("p");
      markWords(body, law.text || "", words);
      text.appendChild(body);
      more.href = panel.dataset.root + law.url;
    }, function (err) { text.textContent = "The law's text could not be loaded (" + err.message + "); the link below opens it."; });
    aside.focus({ preventScroll: true });
    if (aside.scrollIntoView && aside.getBoundingClientRect().top > window.innerHeight) aside.scrollIntoView({ block: "nearest" });
  }

  /* The law's text into ``el``, each part of ``words`` (parts joined by " … ") marked where it stands. */
  function markWords(el, text, words) {
    var at = 0;
    (words ? words.split(" \u2026 ") : []).forEach(function (part) {
      var i = part ? text.indexOf(part, at) : -1;
      if (i < 0) return;
      el.appendChild(document.createTextNode(text.slice(at, i)));
      var m = document.createElement("mark");
      m.textContent = part;
      el.appendChild(m);
      at = i + part.length;
    });
    el.appendChild(document.createTextNode(text.slice(at)));
  }

  function closeLaw(panel) {
    var aside = panel.querySelector(".lt-law-aside");
    aside.hidden = true;
    panel.classList.remove("lt-law-open");
    var back = aside._returnTo;
    if (back && back.isConnected) back.focus();
  }

  // --- "Open as notebook": the panel's own game, its values in the notebook's first cell -------

  /* The plain link opens the notebook as the site ships it.  When the panel has a seed or
     choices to carry, the click writes a copy of that notebook into JupyterLite's browser
     storage (IndexedDB, as its own localforage drive does: database "JupyterLite Storage -
     <lite path>", store "files", key = path, value = the contents record), its first code cell
     assigning the panel's values (the names are litesetup.notebook_names), and opens the copy.
     Any failure opens the plain notebook: never a broken page. */
  var NB_WAIT_MS = 5000;
  var BLOB_STORE = "local-forage-detect-blob-support";  // localforage makes it with its first store

  function pyLiteral(v) {
    if (v === null || v === undefined) return "None";
    if (typeof v === "number") return String(v);
    if (typeof v === "string") return JSON.stringify(v);
    return "{" + Object.keys(v).map(function (k) { return JSON.stringify(k) + ": " + pyLiteral(v[k]); }).join(", ") + "}";
  }

  function commentLines(text) {
    var out = [], line = "#";
    text.split(" ").forEach(function (w) {
      if (line.length + 1 + w.length > 90 && line !== "#") { out.push(line); line = "#"; }
      line += " " + w;
    });
    out.push(line);
    return out.join("\n") + "\n";
  }

  /* What the notebook must say to be the panel's game: {values: {SEED: 1234, ...}, comment,
     name} or null when the plain notebook already is (no seed, every choice the default). */
  function notebookPlan(panel, link) {
    var names;
    try { names = JSON.parse(link.dataset.notebookNames || "{}"); } catch (e) { return null; }
    var values = {}, differs = false, bits = [];
    var stem = link.dataset.notebookSrc.split("/").pop().replace(/\.ipynb$/, "");
    var file = [stem];
    if (names.seed) {
      var seed = panel.dataset.seed ? parseInt(panel.dataset.seed, 10) : pageSeed();
      if (seed !== null && !isNaN(seed)) {
        values[names.seed] = seed;
        differs = true;
        file.push("seed-" + seed);
        bits.push(names.seed + " is the panel's seed (" +
          (seed === pageSeed() ? "?seed=" + seed + " in the page's address" :
           panel.dataset.seedFollowed === String(seed) ? "the pack dealt in the panel" : "drawn at random by the panel") + ")");
      }
    }
    var readings = {}, chosen = false;
    choices(panel).forEach(function (c) {
      if (c.reading) {
        if (!names.readings) return;
        if (!c.isDefault) { readings[c.option] = c.value; file.push(c.option + "-" + c.value); }
        chosen = true;
      } else if (names[c.option]) {
        values[names[c.option]] = c.value;
        if (!c.isDefault) file.push(c.value);
        chosen = true;
      }
      if (!c.isDefault) differs = true;
    });
    if (names.readings && chosen) values[names.readings] = readings;
    if (!differs) return null;
    if (chosen) {
      var opts = Object.keys(names).filter(function (k) { return k !== "seed"; }).map(function (k) { return names[k]; });
      bits.push(opts.length > 1 ? opts.join(" and ") + " are the rule set and readings chosen in the panel"
        : opts[0] + " is the rule set chosen in the panel");
    }
    var root = new URL(panel.dataset.root, window.location.href);
    var page = window.location.pathname.indexOf(root.pathname) === 0 ? window.location.pathname.slice(root.pathname.length) : window.location.pathname;
    return {
      values: values,
      comment: commentLines("Opened from the Play panel of " + page + window.location.search + ": " + bits.join("; ") +
        ". Change " + (Object.keys(values).length > 1 ? "them" : "it") + " and run the cells again (Shift+Enter) for another game.") + "\n",
      name: file.join("-").replace(/[^A-Za-z0-9_.-]+/g, "_") + ".ipynb",
    };
  }

  function cellText(cell) { return typeof cell.source === "string" ? cell.source : (cell.source || []).join(""); }

  /* The notebook with its first code cell assigning the plan's values (one line each). */
  function notebookFor(nb, plan) {
    var cell = (nb.cells || []).filter(function (c) { return c.cell_type === "code"; })[0];
    if (!cell) throw new Error("the notebook has no code cell");
    var src = cellText(cell);
    Object.keys(plan.values).forEach(function (name) {
      var line = new RegExp("^" + name + "[ \\t]*=.*$", "m");
      if (!line.test(src)) throw new Error("the notebook's first code cell does not assign " + name);
      src = src.replace(line, name + " = " + pyLiteral(plan.values[name]));
    });
    cell.source = plan.comment + src;
    return nb;
  }

  function request(req) {
    return new Promise(function (resolve, reject) {
      req.onsuccess = function () { resolve(req.result); };
      req.onerror = function () { reject(req.error); };
    });
  }

  /* JupyterLite's database with its "files" store, made the way localforage makes a store it
     lacks (the next version; its blob-support store with the first one). */
  function liteFiles(dbName) {
    return request(indexedDB.open(dbName)).then(function (db) {
      if (db.objectStoreNames.contains("files")) return db;
      var version = db.version + 1;
      db.close();
      var up = indexedDB.open(dbName, version);
      up.onupgradeneeded = function (e) {
        var udb = up.result;
        if (!udb.objectStoreNames.contains("files")) udb.createObjectStore("files");
        if (e.oldVersion <= 1 && !udb.objectStoreNames.contains(BLOB_STORE)) udb.createObjectStore(BLOB_STORE);
      };
      return request(up);
    }).then(function (db) {
      db.onversionchange = function () { db.close(); };  // never hold up JupyterLite's own upgrades
      return db;
    });
  }

  function sameCells(a, b) {
    var ca = (a && a.cells) || [], cb = b.cells || [];
    return ca.length === cb.length && ca.every(function (c, i) {
      return c.cell_type === cb[i].cell_type && cellText(c) === cellText(cb[i]);
    });
  }

  /* Store the notebook under plan.name (or, if the reader has changed a copy of that name,
     under the first free "-2", "-3"... name) and return the path stored. */
  function storeNotebook(dbName, name, nb) {
    return liteFiles(dbName).then(function (db) {
      var stem = name.replace(/\.ipynb$/, "");
      function attempt(n) {
        var path = n > 1 ? stem + "-" + n + ".ipynb" : name;
        return request(db.transaction("files", "readonly").objectStore("files").get(path)).then(function (old) {
          if (old && sameCells(old.content, nb)) return path;  // the same copy: open it as it is
          if (old) {
            if (n >= 50) throw new Error("no free name for " + name);
            return attempt(n + 1);
          }
          var now = new Date().toISOString();
          var record = {
            name: path, path: path, last_modified: now, created: now, format: "json",
            mimetype: "application/x-ipynb+json", content: nb, writable: true, type: "notebook",
            size: new TextEncoder().encode(JSON.stringify(nb)).length,
          };
          return new Promise(function (resolve, reject) {
            var tx = db.transaction("files", "readwrite");
            tx.objectStore("files").put(record, path);
            tx.oncomplete = function () { resolve(path); };
            tx.onerror = tx.onabort = function () { reject(tx.error || new Error("the copy was not stored")); };
          });
        });
      }
      return attempt(1).then(function (path) { db.close(); return path; }, function (err) { db.close(); throw err; });
    });
  }

  function notebookCopy(panel, link, plan) {
    var base = new URL(link.dataset.lite, window.location.href).pathname;
    return fetch(link.dataset.notebookSrc).then(function (r) {
      if (!r.ok) throw new Error(link.dataset.notebookSrc + ": HTTP " + r.status);
      return r.json();
    }).then(function (nb) {
      return storeNotebook("JupyterLite Storage - " + base, plan.name, notebookFor(nb, plan));
    }).then(function (path) {
      var url = new URL(link.href, window.location.href);
      url.searchParams.set("path", path);
      return url.toString();
    });
  }

  function openNotebook(panel, link, e) {
    if (e.button !== 0 || e.defaultPrevented) return;
    if (!window.indexedDB || !window.fetch || !window.Promise || !window.TextEncoder) return;
    var plan = notebookPlan(panel, link);
    if (!plan) return;  // the plain notebook is the panel's game
    // the window opens now, while the click counts (a window opened later may be blocked)
    var win = window.open("", "_blank");
    if (!win) return;  // no window: the link does what it always does
    e.preventDefault();
    try { win.document.title = "Opening the notebook…"; win.document.body.textContent = "Opening the notebook…"; } catch (x) { /* not ours to write */ }
    var gone = false;
    function go(url) {
      if (gone) return;
      gone = true;
      try { win.opener = null; } catch (x) { /* already detached */ }
      win.location.replace(url);
    }
    setTimeout(function () { go(link.href); }, NB_WAIT_MS);
    notebookCopy(panel, link, plan).then(go, function (err) {
      console.warn("Open as notebook: the plain notebook opens (" + (err && err.message || err) + ")");
      go(link.href);
    });
  }

  // --- the kernel: started when the panel comes into view, shown when Play is pressed -------------

  var booted = [];  // panels waiting to hear how their Python started
  if (typeof BroadcastChannel === "function") {
    new BroadcastChannel("lt-pyodide").onmessage = function (e) {
      var d = e.data || {};
      var panel = booted.shift();
      if (!panel) return;
      panel.dataset.boot = d.boot || "";
      var line = panel.querySelector(".lt-play-boot");
      if (d.boot === "plain") {
        line.textContent = "Python started the plain way (" + (d.reason || "no snapshot") +
          "): it works the same, a few seconds slower.";
        line.hidden = false;
      }
    };
  }

  function watch(panel, frame) {
    var ready = panel.dataset.ready;
    var styled = null;  // the document we set up (the iframe starts with about:blank)
    var started = frame._startedAt || performance.now();
    panel._watched = true;
    var timer = setInterval(function () {
      var doc;
      try { doc = frame.contentDocument; } catch (e) { doc = null; }
      var shown = panel._clickedAt !== undefined;
      var secs = shown ? Math.round((performance.now() - panel._clickedAt) / 1000) : undefined;
      if (!doc || !doc.body) { if (shown) setStatus(panel, "Loading the player…", secs); return; }
      if (styled !== doc && doc.head && doc.location.href !== "about:blank") {
        setupFrame(panel, frame, doc);
        styled = doc;
      }
      if (doc.querySelector(ready)) {
        clearInterval(timer);
        rememberKernel(panel);
        panel._readyAt = performance.now();
        panel.dataset.bootMs = String(Math.round(panel._readyAt - started));
        if (shown) finish(panel, frame);
        return;
      }
      // the host page could not start (its script did not load, no module workers...): the
      // REPL, which runs the same code its own way
      if (doc.documentElement.dataset.ltHost === "failed" && !frame._fellBack && panel.dataset.repl) {
        frame._fellBack = true;
        panel.dataset.host = "repl";
        console.warn("Play: the host page could not start (" + (doc.getElementById("lt-host-status") || {}).textContent +
          "); the panel uses JupyterLite's REPL");
        frame.src = panel.dataset.repl + "?" + frame._query;
        styled = null;
        return;
      }
      var err = doc.querySelector('.lt-host-stderr, .jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"], .jp-OutputArea-output .ansi-red-fg');
      if (err) {
        clearInterval(timer);
        panel._failed = err.textContent.slice(0, 400);
        if (shown) fail(panel);
        return;
      }
      if (shown) {
        var phase = doc.querySelector(".jp-CodeConsole") || doc.documentElement.dataset.ltHost ? "Starting Python in your browser…" : "Loading the player…";
        setStatus(panel, phase, secs);
      }
    }, 50);
  }

  function fail(panel) {
    setStatus(panel, "Python reported an error: " + panel._failed);
    panel.classList.add("lt-play-error");
  }

  function finish(panel, frame) {
    frame.classList.remove("lt-play-preload");
    frame.removeAttribute("aria-hidden");
    frame.removeAttribute("tabindex");
    var doc = frame.contentDocument;
    tidyTabStops(doc);
    fit(frame);
    if (window.ResizeObserver) {
      var root = doc.querySelector(".lt-widget");
      if (root) new ResizeObserver(function () { fit(frame); }).observe(root);
    }
    setInterval(function () { fit(frame); tidyTabStops(doc); followSeed(panel, doc); }, 500);
    var ms = Math.max(0, Math.round(performance.now() - panel._clickedAt));
    panel.dataset.readyMs = String(ms);
    // keep the line (no layout shift under the reader's pointer)
    setStatus(panel, ms < 300 ? "Python is ready." : "Python is ready (started in " + (ms / 1000).toFixed(1) + " s).");
    requestAnimationFrame(function () {
      panel.classList.add("lt-play-ready");
      if (panel._focusGame) focusGame(frame);
      panel.dispatchEvent(new CustomEvent("lt-play-ready", { detail: { ms: ms } }));
    });
  }

  function start(panel) {
    if (panel._frame) return panel._frame;
    var frame = E.makeFrame(panel);
    booted.push(panel);
    watch(panel, frame);
    return frame;
  }

  /* A frame the early start made while the page was still loading: watched from now on. */
  function adopt(panel) {
    if (!panel._frame || panel._watched) return;
    booted.push(panel);
    watch(panel, panel._frame);
  }

  function show(panel, focusIt) {
    if (panel._clickedAt !== undefined) return;
    panel._clickedAt = performance.now();
    panel._focusGame = focusIt;
    var frame = start(panel);
    showSeed(panel);
    panel.querySelector(".lt-play-button").disabled = true;
    if (panel._readyAt !== undefined) finish(panel, frame);
    else if (panel._failed) fail(panel);
    else setStatus(panel, "Starting Python in your browser…", 0);
  }

  /* A new choice of rules: the URL changes; a game already on the screen is dealt again. */
  function restart(panel) {
    writeChoices(panel);
    if (!panel._frame) return;
    var wasShown = panel._clickedAt !== undefined;
    panel._frame.remove();
    ["_frame", "_watched", "_readyAt", "_clickedAt", "_failed"].forEach(function (k) { delete panel[k]; });
    panel.classList.remove("lt-play-ready", "lt-play-error", "lt-play-started");
    panel.querySelector(".lt-play-button").disabled = false;
    setStatus(panel, "");
    if (wasShown) show(panel, false);
    else start(panel);
  }

  /* This build's kernel was ready here: its files are in the cache, so that the next page may
     start its kernel as soon as its panel is in view (LTPlayEarly.kernelSeen), downloading nothing. */
  var KERNEL_SEEN = "lt-play-kernel";
  var probePath = E.probePath, kernelSeen = E.kernelSeen;
  function rememberKernel(panel) {
    if (panel.dataset.boot === "plain") return;  // the snapshot was not used: it may not be in the cache
    try { if (probePath(panel)) localStorage.setItem(KERNEL_SEEN, probePath(panel)); } catch (e) { /* no storage */ }
  }

  function init() {
    var panels = document.querySelectorAll("section.lt-play");
    // first the frames the early start made (in the page's order: how Python started is told
    // to the panels in the order they started)
    panels.forEach(adopt);
    // in view, or within a screen below it: the kernel starts if this build's kernel has been
    // here before (its files are in the cache); else it waits for intent
    var io = window.IntersectionObserver ? new IntersectionObserver(function (entries) {
      entries.forEach(function (en) {
        if (!en.isIntersecting) return;
        io.unobserve(en.target);
        if (kernelSeen(en.target)) start(en.target);
      });
    }, { rootMargin: "0px 0px 100% 0px" }) : null;
    panels.forEach(function (panel) {
      readChoices(panel);
      var button = panel.querySelector(".lt-play-button");
      button.addEventListener("click", function () { show(panel, true); });
      // intent: the pointer or the keyboard reaches the Play button
      var intent = function () { if (!button.disabled) start(panel); };
      button.addEventListener("pointerenter", intent);
      button.addEventListener("focus", intent);
      button.addEventListener("touchstart", intent, { passive: true });
      var nbLink = panel.querySelector("a.lt-play-notebook[data-notebook-src]");
      if (nbLink) nbLink.addEventListener("click", function (e) { openNotebook(panel, nbLink, e); });
      selects(panel).forEach(function (sel) { sel.addEventListener("change", function () { restart(panel); }); });
      panel.querySelector(".lt-law-aside-close").addEventListener("click", function () { closeLaw(panel); });
      panel.querySelector(".lt-law-aside").addEventListener("keydown", function (e) { if (e.key === "Escape") closeLaw(panel); });
      setStatus(panel, "");
      panel.dataset.bound = "1";  // the Play button takes a press from now on (the tests wait for it)
      if (io) io.observe(panel);
    });
    new MutationObserver(function () {
      panels.forEach(function (p) { if (p._frame) applyTheme(p._frame); });
    }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme", "data-mode"] });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
