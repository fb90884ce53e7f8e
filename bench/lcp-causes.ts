/**
 * `npm run bench:lcp`: what each page's largest paint waited for, run by run. Each page and its
 * floor (the same HTML without scripts, bench/floor.ts) under both methods of Lighthouse's
 * mobile preset; for each run, the LCP and its element, the first paint, and when the document,
 * the stylesheet and the scripts had arrived (the run's own network records), so that the two
 * levels a page's LCP lands on can be told apart. `BENCH_PAGES` (comma-separated) picks the
 * pages, `LIGHTHOUSE_RUNS` (5) the runs. Writes .bench/lcp-causes.md. Nothing here fails.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { setPriority } from "node:os";
import { removeDir, startServer, tempDir } from "../tests/support/server";
import { startFloor } from "./floor";
import { type Paint, runLighthouse, THROTTLINGS } from "./lighthouse";
import { reportLines } from "./probed-server";

const pages = (process.env.BENCH_PAGES ?? "/,/cases,/blog/metricas-plg-saas-b2b,/materiais").split(
  ",",
);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const { lines, say } = reportLines();
const ms = (value: number) => value.toFixed(0);
// `BENCH_DATA_DIR`: a site of one's own (a landing page made in its admin, say), kept after.
const ownData = process.env.BENCH_DATA_DIR;
const dataDir = ownData ?? (await tempDir("bench-lcp-"));
const server = await startServer({
  DATA_DIR: dataDir,
  SESSION_SECRET: "segredo-do-benchmark-com-mais-de-32-caracteres",
});
try {
  // On a phone the server is another machine: its work must not take the page's core.
  if (server.child.pid) setPriority(server.child.pid, 19);
  const floor = await startFloor(server.url);
  say(`# O que a maior pintura esperou: ${new Date().toISOString().slice(0, 16)} UTC`);
  say();
  say(
    "Tempos em ms desde o início da navegação; documento, CSS e scripts: quando terminaram de chegar (registro de rede da própria execução; no método simulado, a carga real sem limitação que o modelo usa). 'scripts antes do CSS': quantos começaram a baixar antes de o CSS terminar.",
  );
  for (const throttling of THROTTLINGS) {
    say();
    say(
      `## ${throttling === "devtools" ? "Limitação aplicada (devtools)" : "Limitação simulada (simulate)"}`,
    );
    say();
    say(
      "| página | versão | LCP | FCP | elemento | documento | CSS | scripts antes do CSS | scripts | kB de JS | fases (atraso de carga / carga / atraso de renderização) |",
    );
    say("|---|---|---:|---:|---|---:|---:|---:|---:|---:|---|");
    for (const [label, base] of [
      ["site", server.url],
      ["piso", floor.url],
    ] as const) {
      const results = await runLighthouse(base, pages, runs, throttling);
      for (const result of results)
        for (const paint of result.paints) say(row(result.path, label, paint));
    }
  }
  await floor.close();
} finally {
  await server.stop();
  if (!ownData) await removeDir(dataDir);
}
mkdirSync(".bench", { recursive: true });
writeFileSync(".bench/lcp-causes.md", `${lines.join("\n")}\n`);

function row(path: string, label: string, p: Paint) {
  const phases = ["Load Delay", "Load Time", "Render Delay"]
    .map((k) => p.phases[k] ?? "-")
    .join(" / ");
  return `| ${path} | ${label} | ${ms(p.lcp)} | ${ms(p.fcp)} | \`${p.element}\` | ${ms(p.documentEnd)} | ${ms(p.cssEnd)} | ${p.scriptsBeforeCss} | ${ms(p.scriptsEnd)} | ${p.scriptKb.toFixed(0)} | ${phases} |`;
}
