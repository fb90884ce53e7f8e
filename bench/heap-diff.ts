/**
 * `npx tsx bench/heap-diff.ts before.heapsnapshot after.heapsnapshot`: what grew between two
 * heap snapshots (from `SOAK_SNAPSHOTS=folder npm run bench:soak`), by constructor: objects and
 * their own (shallow) bytes, the 25 that grew most. A tool for finding leaks, not a test.
 */
import { readFile } from "node:fs/promises";

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

type Tally = Map<string, { count: number; bytes: number }>;

async function tally(file: string): Promise<Tally> {
  const heap = JSON.parse(await readFile(file, "utf8")) as Snapshot;
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const [type, name, size] = ["type", "name", "self_size"].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const byName: Tally = new Map();
  for (let at = 0; at < heap.nodes.length; at += fields.length) {
    const kind = types[heap.nodes[at + type] ?? 0] ?? "?";
    const label =
      kind === "object" || kind === "native" || kind === "closure"
        ? `${kind} ${heap.strings[heap.nodes[at + name] ?? 0]}`
        : `(${kind})`;
    const entry = byName.get(label) ?? { count: 0, bytes: 0 };
    entry.count++;
    entry.bytes += heap.nodes[at + size] ?? 0;
    byName.set(label, entry);
  }
  return byName;
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error("uso: tsx bench/heap-diff.ts antes.heapsnapshot depois.heapsnapshot");
  process.exit(2);
}
const before = await tally(beforeFile);
const after = await tally(afterFile);
const sum = (t: Tally) => [...t.values()].reduce((s, e) => s + e.bytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const rows = [...after]
  .map(([label, now]) => {
    const was = before.get(label) ?? { count: 0, bytes: 0 };
    return { label, count: now.count - was.count, bytes: now.bytes - was.bytes, now };
  })
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 25);
console.log(`heap: ${kb(sum(before))} → ${kb(sum(after))} (${kb(sum(after) - sum(before))})`);
for (const row of rows) {
  console.log(
    `${kb(row.bytes).padStart(10)} ${String(row.count).padStart(8)} objetos  ${row.label} (agora ${kb(row.now.bytes)}, ${row.now.count})`,
  );
}
