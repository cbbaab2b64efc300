// The Play panels' kernel worker, started by the REPL page (lite/repl/index.html, see
// litesetup.install_early_kernel) before JupyterLite's own app has even loaded, and handed to
// JupyterLite when its Pyodide kernel asks for a worker.  Shipped beside the site's
// pyodide.mjs (make lite-assets); never edit the built copy.
//
//   new Worker("…/static/pyodide/kernel-worker.mjs?kernel=<the kernel's comlink worker>&panel=games.widgets.poker",
//              {type: "module"})
//
// 1. starts restoring the memory snapshot at once (pyodide.mjs's prestart), so that Python is
//    being restored while the page is still starting JupyterLite (about a second of work on
//    the page's own thread, which the worker does not share); if the restore ends first, the
//    panel's game is played once, unseen, so that its code is compiled by the click;
// 2. loads the kernel's own worker script (JupyterLite's comlink worker, unchanged), whose
//    loadPyodide({ltSnapshot: true}) then takes the Python restored in 1.
// Messages that arrive while the kernel's script loads are held and delivered to it after.
const held = [];
const hold = (e) => { held.push(e.data); e.stopImmediatePropagation(); };
self.addEventListener("message", hold);

const kernel = new URL(self.location.href).searchParams.get("kernel") || "";
const kernelURL = new URL(kernel, self.location.href);
if (kernelURL.origin !== self.location.origin || !/\/comlink\.worker\.[0-9a-f]+\.js$/.test(kernelURL.pathname)) {
  throw new Error("kernel-worker.mjs: not a kernel worker of this site: " + kernel);
}

// the panel's game (a games.widgets module, from the code the REPL page runs): warmed up
// after the restore if the page is still starting then
const panel = new URL(self.location.href).searchParams.get("panel") || "";
import("./pyodide.mjs").then((m) => m.prestart && m.prestart(/^games\.widgets\.[a-z_]+$/.test(panel) ? panel : "")).catch(() => {
  // no early restore: the kernel's own loadPyodide does it (or boots the plain way)
});

await import(kernelURL.href);
self.removeEventListener("message", hold);
for (const data of held) self.dispatchEvent(new MessageEvent("message", { data }));
