// Make the Play panel's Pyodide memory snapshot (run by liteassets.py under Node, at build time).
//
//   node make-snapshot.mjs <dist dir with pyodide.orig.mjs + lock + wheels> <out dir> <key> <packages,...> <python to run>
//
// Boots the very Pyodide the site serves (the npm file, pyodide.orig.mjs), with the wheels of
// the site's lock, imports the pure-Python modules the panel needs, and writes into <out dir>:
//   snapshot-<key>.bin   the wasm memory (Pyodide's makeMemorySnapshot), trailing zeros
//                        trimmed, gzipped (the wrapper inflates it with DecompressionStream)
//   files-<key>.bin      the files the restored Python still reads, which are not in the
//                        memory (MEMFS lives in JavaScript): one gzipped buffer
//   snapshot-<key>.json  the manifest: key, the lock's sha256, sizes, the packages the lock
//                        counts as loaded, the file index (path, offset, length)
// Environment: neutral (no variable, HOME=/home/pyodide, LANG=C.UTF-8), so that nothing of the
// machine that made it is carried into every reader's browser.
import crypto from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [dist, outDir, key, packagesArg, pythonFile] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(dist, "pyodide.orig.mjs")).href);
const packages = packagesArg.split(",").filter(Boolean);
const py = await loadPyodide({
  indexURL: dist.endsWith("/") ? dist : dist + "/",
  _makeSnapshot: true,
  packages,
  env: { HOME: "/home/pyodide", LANG: "C.UTF-8" },
  args: [],
  stdout: (s) => process.stderr.write("[py] " + s + "\n"),
  stderr: (s) => process.stderr.write("[py!] " + s + "\n"),
});
const ns = py.runPython("{}");  // not __main__: the reader's namespace starts empty
py.runPython(fs.readFileSync(pythonFile, "utf8"), { globals: ns, filename: "<snapshot>" });
ns.destroy();

// the packages the lock says are loaded (registered again after the restore)
const loaded = { ...py.loadedPackages };
for (const k of Object.keys(py.loadedPackages)) delete py.loadedPackages[k];

// the files (chosen by the Python side: see snapshot_imports.py), as one index + one buffer
const names = JSON.parse(py.runPython("import json, _lt_snapshot; json.dumps(_lt_snapshot.files_to_ship())"));
const index = [];
const chunks = [];
let offset = 0;
for (const p of names) {
  if (p.endsWith("/")) { index.push([p.slice(0, -1), 0, -1]); continue; }  // a folder
  const data = py.FS.readFile(p);
  index.push([p, offset, data.length]);
  chunks.push(data);
  offset += data.length;
}
py.runPython("import _lt_snapshot; _lt_snapshot.before_snapshot(); del _lt_snapshot; import sys; sys.modules.pop('_lt_snapshot', None)");

// Zero the heap's free space (freed wheels, import-time garbage): a snapshot of zeros
// compresses to nothing.  Allocate every free block we can get below the heap's current top,
// zero it, free it all again.
const M = py._module;
const top = M.HEAP8.length;
const held = [];
let zeroed = 0;
for (const size of [1 << 22, 1 << 18, 1 << 14, 1 << 10, 64]) {
  for (;;) {
    const p = M._malloc(size);
    if (!p) break;
    if (p + size > top) { M._free(p); break; }
    M.HEAP8.fill(0, p, p + size);
    held.push(p);
    zeroed += size;
  }
}
for (const p of held) M._free(p);
process.stderr.write(`zeroed ${(zeroed / 2 ** 20).toFixed(1)} MiB of free heap\n`);
// JS objects Python still holds after the imports: Pyodide's own API (pyodide_js and
// pyodide_js._api: loadPackage, loadPackagesFromImports, install, loadedPackages...), recorded
// by name and looked up again on the restored module (the wrapper's deserializer).
const spaces = { api: py._api.public_api, internal: py._api };
const serializer = (obj) => {
  if (obj === spaces.api) return { api: "" };  // the pyodide_js module itself
  for (const [space, holder] of Object.entries(spaces)) {
    for (const name of Object.getOwnPropertyNames(holder)) {
      let v;
      try { v = holder[name]; } catch (e) { continue; }
      if (v === obj) return { [space]: name };
    }
  }
  throw new Error("Python holds a JS object that is not part of Pyodide's API: " + String(obj).slice(0, 200));
};
const snap = py.makeMemorySnapshot({ serializer });
let end = snap.length;
while (end > 0 && snap[end - 1] === 0) end--;
const gz = (b) => zlib.gzipSync(b, { level: 6 });
const lockBytes = fs.readFileSync(path.join(dist, "pyodide-lock.json"));
const snapName = `snapshot-${key}.bin`;
const filesName = `files-${key}.bin`;
const files = Buffer.concat(chunks);
const snapGz = gz(snap.subarray(0, end));
const filesGz = gz(files);
fs.writeFileSync(path.join(outDir, snapName), snapGz);
fs.writeFileSync(path.join(outDir, filesName), filesGz);
fs.writeFileSync(path.join(outDir, `snapshot-${key}.json`), JSON.stringify({
  key,
  lock_sha256: crypto.createHash("sha256").update(lockBytes).digest("hex"),
  snapshot: snapName, files: filesName,
  memory: snap.length, heap: M.HEAP8.length, trimmed: end,
  snapshot_gz: snapGz.length, files_bytes: files.length, files_gz: filesGz.length,
  loaded, index,
}) + "\n");
process.stderr.write(`snapshot ${(snap.length / 2 ** 20).toFixed(1)} MiB (${(snapGz.length / 2 ** 20).toFixed(1)} MiB gzip), ` +
  `files ${index.length} (${(files.length / 2 ** 20).toFixed(1)} MiB, ${(filesGz.length / 2 ** 20).toFixed(1)} MiB gzip)\n`);
