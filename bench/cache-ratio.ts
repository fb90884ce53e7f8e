/**
 * `npm run bench:cache`: requests a second of the cached home page against a static server of
 * the same bytes, in pairs one after the other on the production build, and their ratio
 * (the page cache's goal: at least 0.6). A benchmark, not a test: nothing here fails.
 */

import { removeDir, startServer, tempDir } from "../tests/support/server";
import { median } from "./median";
import { staticServer, throughput } from "./throughput";

const PAIRS = Number(process.env.RATIO_PAIRS ?? 3);

const dataDir = await tempDir("bench-cache-");
const server = await startServer({
  DATA_DIR: dataDir,
  SESSION_SECRET: "segredo-do-benchmark-com-mais-de-32-caracteres",
  LOG_LEVEL: "info",
});
try {
  if (server.child.exitCode !== null) throw new Error(`servidor não iniciou: ${server.stderr()}`);
  const home = Buffer.from(await (await fetch(`${server.url}/`)).arrayBuffer());
  const stat = await staticServer(home);
  const ratios: number[] = [];
  try {
    for (let pair = 1; pair <= PAIRS; pair++) {
      const site = await throughput(`${server.url}/`, "/");
      const still = await throughput(stat.url, "/ (estático)");
      ratios.push(site.rps / still.rps);
      console.log(
        `par ${pair}: site ${site.rps.toFixed(0)} req/s (p99 ${site.p99} ms, erros ${site.errors}), estático ${still.rps.toFixed(0)} req/s, razão ${(site.rps / still.rps).toFixed(2)}`,
      );
    }
  } finally {
    await stat.close();
  }
  console.log(`razão mediana: ${median(ratios).toFixed(2)} (meta ≥ 0.60)`);
} finally {
  await server.stop();
  await removeDir(dataDir);
}
