// The Play panels' host page (lite/play/index.html): the game's kernel and its widgets, and
// nothing else of JupyterLite.  Bundled by tools/playhost.py (esbuild) into play-host.js and
// play-host.css; never edit the built copies.
//
// What JupyterLite's REPL page did for a Play panel, this page does in a few hundred lines:
//   1. the page's first script (index.html) starts the kernel's worker at once (the site's
//      kernel-worker.mjs around JupyterLite's own comlink worker, unchanged: it restores the
//      memory snapshot, or boots Python the plain way); this script takes that worker;
//   2. initialize the kernel with the options the REPL's JupyterLite would pass (written into
//      the page at build time: litesetup.install_play_host), and run the panel's code;
//   3. draw the widgets with ipywidgets' own JavaScript (@jupyter-widgets/base and controls, the
//      versions JupyterLab uses), their messages going to and from the kernel as Jupyter's comm
//      messages, in order.
// The REPL page stays as it was, for "Open as notebook"'s sibling and as this page's fallback:
// if this page cannot start (document.documentElement.dataset.ltHost === "failed"), the Play
// panel loads the REPL instead (lite-play.js).
import * as Comlink from "comlink";
import * as base from "@jupyter-widgets/base";
import * as controls from "@jupyter-widgets/controls";
import { ManagerBase } from "@jupyter-widgets/base-manager";
import { Widget } from "@lumino/widgets";
// ipywidgets' styles; JupyterLab's own light theme supplies the --jp-* variables (the page
// inlines it from the JupyterLite build, as the REPL loads it), not ipywidgets' stand-in for them
import "@jupyter-widgets/controls/css/lumino.css";
import "@jupyter-widgets/controls/css/nouislider.css";
import "@jupyter-widgets/controls/css/widgets-base.css";

const root = document.documentElement;
const say = (state, text) => {
  root.dataset.ltHost = state;
  if (text !== undefined) {
    const el = document.getElementById("lt-host-status");
    if (el) el.textContent = text;
  }
};

/** One id per message, as Jupyter's own. */
const uuid = () => (crypto.randomUUID ? crypto.randomUUID().replace(/-/g, "") : String(Math.random()).slice(2) + Date.now());
const SESSION = uuid();

function header(msgType) {
  return { msg_id: uuid(), msg_type: msgType, session: SESSION, username: "", date: new Date().toISOString(), version: "5.2" };
}

function message(msgType, content, metadata, buffers) {
  return { channel: "shell", header: header(msgType), parent_header: {}, metadata: metadata || {}, content, buffers: buffers || [] };
}

/** The front end's end of a comm (a widget's model talks through it). */
class Comm {
  constructor(host, commId, targetName) {
    this.host = host;
    this.comm_id = commId;
    this.target_name = targetName;
    this._onMsg = null;
    this._onClose = null;
  }
  open() { throw new Error("a Play panel opens no comm from the page"); }
  send(data, callbacks, metadata, buffers) {
    const msg = message("comm_msg", { comm_id: this.comm_id, data }, metadata, buffers);
    this.host.call("commMsg", msg, callbacks);
    return msg.header.msg_id;
  }
  close(data, callbacks, metadata, buffers) {
    const msg = message("comm_close", { comm_id: this.comm_id, data: data || {} }, metadata, buffers);
    this.host.comms.delete(this.comm_id);
    this.host.call("commClose", msg, callbacks);
    return msg.header.msg_id;
  }
  on_msg(cb) { this._onMsg = cb; }
  on_close(cb) { this._onClose = cb; }
}

/** ipywidgets' manager, with the two modules a game's widgets come from. */
class Manager extends ManagerBase {
  constructor(host) {
    super();
    this.host = host;
  }
  async loadClass(className, moduleName) {
    const mod = moduleName === "@jupyter-widgets/base" ? base : moduleName === "@jupyter-widgets/controls" ? controls : null;
    if (!mod || !mod[className]) throw new Error(`no widget class ${className} in ${moduleName}`);
    return mod[className];
  }
  async _get_comm_info() { return {}; }
  async _create_comm() { throw new Error("a Play panel opens no comm from the page"); }
}

/** Kernel messages (the worker's `_kernelMessage`s) are handled one after another, each to its
 *  end (a widget's model is made before the next message, which may update it), as JupyterLab's
 *  kernel connection does. */
class Host {
  constructor(worker, out) {
    this.worker = worker;
    this.remote = Comlink.wrap(worker);
    this.out = out;
    this.comms = new Map();
    this.manager = new Manager(this);
    this.chain = Promise.resolve();  // the kernel's messages, in order
    this.requests = Promise.resolve();  // the page's requests, in order
    worker.addEventListener("message", (e) => {
      const d = e.data || {};
      if (d._kernelMessage) this.chain = this.chain.then(() => this.handle(d._kernelMessage)).catch((err) => this.fail(err));
    });
  }

  /** Ask the kernel (initialize, execute, commMsg, commClose), one request at a time, each after
   *  the last has been answered, as JupyterLite's kernel takes its shell messages. */
  request(method, ...args) {
    const answer = this.requests.then(() => this.remote[method](...args));
    this.requests = answer.catch(() => {});
    return answer;
  }

  /** A widget's message to the kernel; the widget's status callback hears "idle" once the
   *  kernel has handled it (a widget sends its next change only then). */
  call(method, msg, callbacks) {
    const done = () => {
      const status = callbacks && callbacks.iopub && callbacks.iopub.status;
      if (status) status({ header: header("status"), parent_header: msg.header, metadata: {}, content: { execution_state: "idle" } });
    };
    this.request(method, msg, msg).then(done, (err) => { done(); this.fail(err); });
  }

  async handle(km) {
    switch (km.type) {
      case "comm_open": {
        const c = km.content || {};
        if (c.target_name !== "jupyter.widget") return;
        const comm = new Comm(this, c.comm_id, c.target_name);
        this.comms.set(c.comm_id, comm);
        await this.manager.handle_comm_open(comm, { content: c, metadata: km.metadata || {}, buffers: buffersOf(km.buffers) });
        return;
      }
      case "comm_msg":
      case "comm_close": {
        const c = km.content || {};
        const comm = this.comms.get(c.comm_id);
        if (!comm) return;
        const msg = { header: header(km.type), parent_header: km.parentHeader || {}, metadata: km.metadata || {}, content: c, buffers: buffersOf(km.buffers) };
        if (km.type === "comm_close") {
          this.comms.delete(c.comm_id);
          if (comm._onClose) await comm._onClose(msg);
        } else if (comm._onMsg) {
          await comm._onMsg(msg);
        }
        return;
      }
      case "execute_result":
      case "display_data":
        await this.display((km.bundle || {}).data || {});
        return;
      case "stream":
        this.stream(km.bundle || {});
        return;
      case "execute_error": {
        const b = km.bundle || {};
        this.error((b.traceback || []).join("\n").replace(/\u001b\[[0-9;]*m/g, "") || `${b.ename}: ${b.evalue}`);
        return;
      }
      default:
    }
  }

  async display(data) {
    const view = data["application/vnd.jupyter.widget-view+json"];
    if (view && view.model_id) {
      const model = await this.manager.get_model(view.model_id);
      const v = await this.manager.create_view(model);
      const box = document.createElement("div");
      box.className = "lt-host-output";
      this.out.appendChild(box);
      Widget.attach(v.luminoWidget || v.pWidget, box);
    } else if (data["text/plain"]) {
      const pre = document.createElement("pre");
      pre.className = "lt-host-output lt-host-text";
      pre.textContent = data["text/plain"];
      this.out.appendChild(pre);
    }
  }

  /** What the game prints (a warning, a traceback from a button's handler) under it, as the
   *  REPL showed it; stderr marked as such. */
  stream(bundle) {
    const pre = document.createElement("pre");
    pre.className = "lt-host-stream" + (bundle.name === "stderr" ? " lt-host-stderr" : "");
    pre.textContent = bundle.text || "";
    this.out.appendChild(pre);
  }

  error(text) {
    const pre = document.createElement("pre");
    pre.className = "lt-host-stream lt-host-stderr lt-host-error";
    pre.textContent = text;
    this.out.appendChild(pre);
  }

  fail(err) {
    console.error("[lt-play-host]", err);
    this.error(String((err && err.message) || err));
  }
}

/** A kernel message's binary buffers as DataViews (what ipywidgets' deserializers expect). */
function buffersOf(buffers) {
  return (buffers || []).map((b) => (b instanceof DataView ? b : ArrayBuffer.isView(b) ? new DataView(b.buffer, b.byteOffset, b.byteLength) : b instanceof ArrayBuffer ? new DataView(b) : b));
}

async function main() {
  const config = JSON.parse(document.getElementById("lt-host-config").textContent);
  const params = new URLSearchParams(location.search);
  const code = params.get("code") || "";
  const abs = (u) => new URL(u, location.href).href;
  // the kernel's worker, started by the page's first script (index.html); if it could not be
  // started there, the page has failed and the panel falls back to the REPL
  const worker = window.__ltKernelWorker;
  if (!worker) throw new Error("the kernel's worker did not start");
  const host = new Host(worker, document.getElementById("lt-host-out"));
  say("starting");
  const options = {
    baseUrl: abs(config.baseUrl),
    pyodideUrl: abs(config.pyodideUrl),
    indexUrl: abs(config.indexUrl),
    pipliteWheelUrl: abs(config.pipliteWheelUrl),
    pipliteUrls: config.pipliteUrls.map(abs),
    disablePyPIFallback: true,
    location: "",
    mountDrive: false,
    loadPyodideOptions: config.loadPyodideOptions,
    kernelId: uuid(),
  };
  await host.request("initialize", options);
  say("running");
  const reply = await host.request("execute",
    { code, silent: false, store_history: false, user_expressions: {}, allow_stdin: false, stop_on_error: true },
    message("execute_request", {}),
  );
  await host.chain;
  say(reply && reply.status === "error" ? "error" : "ready");
}

main().catch((err) => {
  console.warn("[lt-play-host] the host could not start (the panel falls back to the REPL):", err);
  say("failed", String((err && err.message) || err));
});
