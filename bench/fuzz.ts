/**
 * `npm run bench:fuzz`: how long the generated posts of the fuzz test (tests/support/
 * fuzz-cases.ts) hold the server's event loop. The production server (`node server.js`, the
 * embedded database) measures its own loop (bench/loop-probe.mjs, loaded with --import); each
 * case is timed alone. Prints the worst case, the spread and the review's ReDoS post, and writes them
 * to `.bench/fuzz.md`. Goal: no case holds the loop for 100 ms or more. A benchmark, not a test:
 * nothing in it fails.
 */
import { mkdir, writeFile } from "node:fs/promises";
import fc from "fast-check";
import { signIn } from "../tests/support/admin";
import { Visitor } from "../tests/support/app";
import {
  type FuzzCase,
  fuzzCase,
  fuzzPaths,
  hostileNewsletter,
  prepareCase,
} from "../tests/support/fuzz-cases";
import { median } from "./median";
import { reportLines, startProbedServer } from "./probed-server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_201);
const GOAL_MS = 100;

// The fuzz cases' stamps are signed with the tests' secret, and the admin is the tests' one.
const { app, probe, stop } = await startProbedServer("fuzz", {
  FORM_RATE_LIMIT: "100000",
  FORM_MIN_FILL_SECONDS: "0",
});
const { lines, say } = reportLines();

/** The server's loop's longest pause while `work` runs, in ms (10 ms resolution). */
async function held(work: () => Promise<unknown>) {
  await probe("reset");
  await work();
  return probe("max");
}

try {
  const admin = new Visitor(app.url);
  await signIn(admin, app.url);
  // Every action's page once: the first render's work is not a case's.
  for (const path of fuzzPaths) await (await admin.request(path.replace("?index", ""))).text();

  const redos = await held(async () => {
    const response = await new Visitor(app.url).request("/newsletter", {
      method: "POST",
      body: hostileNewsletter(),
      headers: { origin: app.url },
    });
    await response.text();
  });

  const cases = fc.sample(fuzzCase, { numRuns: RUNS, seed: SEED }) as FuzzCase[];
  const timed: { label: string; status: number; ms: number; again?: number }[] = [];
  for (const generated of cases) {
    const prepared = prepareCase(generated, {
      url: app.url,
      admin,
      visitor: () => new Visitor(app.url),
    });
    let status = 0;
    const ms = await held(async () => {
      status = (await prepared.send()).status;
    });
    // A garbage collection or a busy machine can pause the loop once; a request that blocks
    // it does so every time it is sent: the worst cases are sent again.
    const again = ms >= GOAL_MS / 2 ? await held(() => prepared.send()) : undefined;
    timed.push({ label: prepared.label, status, ms, again });
  }

  const sorted = [...timed].sort((a, b) => b.ms - a.ms);
  const worst = sorted[0];
  const p99 = sorted[Math.floor(sorted.length * 0.01)]?.ms ?? 0;
  const repeatWorst = Math.max(...timed.map((t) => Math.min(t.ms, t.again ?? t.ms)));
  say(`# Fuzz: o laço de eventos sob os envios gerados`);
  say();
  say(
    `Node ${process.version}, ${RUNS} casos, semente ${SEED} (FUZZ_SEED), servidor de produção, banco embutido; resolução de 10 ms (0 é menos que isso).`,
  );
  say();
  say(`| medida | ms | meta |`);
  say(`|---|---:|:-:|`);
  const mark = (ms: number) => (ms < GOAL_MS ? "✅" : "❌");
  say(`| pior caso | ${worst?.ms.toFixed(1)} | ${mark(worst?.ms ?? 0)} < ${GOAL_MS} |`);
  say(
    `| pior caso confirmado (o menor de dois envios) | ${repeatWorst.toFixed(1)} | ${mark(repeatWorst)} < ${GOAL_MS} |`,
  );
  say(`| percentil 99 | ${p99.toFixed(1)} | |`);
  say(`| respostas 5xx | ${timed.filter((t) => t.status >= 500).length} | 0 |`);
  say(`| mediana | ${median(timed.map((t) => t.ms)).toFixed(1)} | |`);
  say(
    `| post de ReDoS da revisão (30.000 pontos) | ${redos.toFixed(1)} | ${mark(redos)} < ${GOAL_MS} |`,
  );
  say();
  say(`Os cinco piores:`);
  say();
  for (const t of sorted.slice(0, 5)) {
    const again = t.again === undefined ? "" : `, de novo ${t.again.toFixed(1)} ms`;
    say(`- ${t.label} (${t.status}): ${t.ms.toFixed(1)} ms${again}`);
  }
  await mkdir(".bench", { recursive: true });
  await writeFile(".bench/fuzz.md", `${lines.join("\n")}\n`);
  say();
  say("Relatório em .bench/fuzz.md");
} finally {
  await stop();
}
