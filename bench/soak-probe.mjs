// Loaded into the server by `npm run bench:soak` (NODE_OPTIONS=--import): on SIGUSR2, collects
// the garbage, then appends the process's memory to SOAK_PROBE_FILE as one JSON line, and, when
// SOAK_SNAPSHOTS names a folder, writes a heap snapshot there (for DevTools' Memory tab or
// bench/heap-diff.ts). Never part of the site.
import { appendFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");
let taken = 0;

process.on("SIGUSR2", () => {
  const label = `${++taken}`.padStart(2, "0");
  gc();
  const memory = process.memoryUsage();
  let snapshot;
  if (process.env.SOAK_SNAPSHOTS) {
    snapshot = v8.writeHeapSnapshot(path.join(process.env.SOAK_SNAPSHOTS, `${label}.heapsnapshot`));
  }
  const line = { at: Date.now(), label, ...memory, snapshot };
  appendFileSync(process.env.SOAK_PROBE_FILE ?? "/dev/null", `${JSON.stringify(line)}\n`);
});
