/**
 * `npm run bench:leads`: 1,000 contact-form leads from 50 concurrent clients against the
 * production server (embedded database) and a webhook receiver on 127.0.0.1. Prints how many
 * were stored, delivered and delivered twice, and the throughput. A benchmark, not a test.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { openDatabase } from "../app/server/db/client.server";
import { leads } from "../app/server/db/schema.server";
import { removeDir, startServer, tempDir } from "../tests/support/server";

const TOTAL = Number(process.env.LEADS ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50);

const keys = new Map<string, number>();
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    const key = String(req.headers["idempotency-key"]);
    keys.set(key, (keys.get(key) ?? 0) + 1);
    res.writeHead(200).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`;

const dataDir = await tempDir("bench-leads-");
const server = await startServer({
  DATA_DIR: dataDir,
  // startServer waits for the "servidor no ar" line, logged at info.
  LOG_LEVEL: "info",
  SESSION_SECRET: "segredo-do-benchmark-com-mais-de-32-caracteres",
  WEBHOOK_LEADS_URL: receiverUrl,
  FORM_MIN_FILL_SECONDS: "0",
  FORM_RATE_LIMIT: String(TOTAL * 2),
});

try {
  // The page's form stamp comes in the 'carimbo' cookie (ADR 0023); a browser sends it back.
  const page = await fetch(`${server.url}/partners/enics`);
  await page.arrayBuffer();
  const stamp = page.headers.getSetCookie().find((c) => c.startsWith("carimbo="));
  if (!stamp) throw new Error("a página não deu o carimbo do formulário");
  const cookie = stamp.split(";")[0] ?? "";

  const latencies: number[] = [];
  let next = 0;
  let accepted = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) {
        const n = next++;
        const body = new URLSearchParams({
          name: `Pessoa ${n}`,
          email: `pessoa${n}@empresa.com.br`,
          company: "Empresa Exemplo",
          role: "ceo",
        });
        const t0 = performance.now();
        const response = await fetch(`${server.url}/partners/enics`, {
          method: "POST",
          body,
          headers: { cookie },
          redirect: "manual",
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.status === 302) accepted++;
        else refused++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // Delivery happens after the responses; give the worker time to catch up.
  const deadline = Date.now() + 120_000;
  while (keys.size < accepted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const deliveredIn = (performance.now() - started) / 1000;
  await server.stop();

  const database = await openDatabase({ dataDir });
  const stored = await database.db.select({ status: leads.status }).from(leads);
  await database.close();

  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  const duplicates = [...keys.values()].reduce((sum, n) => sum + n - 1, 0);
  const lines = [
    `leads enviados: ${TOTAL} (${CONCURRENCY} clientes simultâneos)`,
    `respostas de sucesso: ${accepted}; recusados: ${refused}`,
    `gravados no banco: ${stored.length}`,
    `entregues ao webhook: ${keys.size} (status delivered: ${stored.filter((r) => r.status === "delivered").length})`,
    `entregas duplicadas: ${duplicates}`,
    `vazão dos formulários: ${(accepted / seconds).toFixed(0)} leads/s; latência p50 ${pct(0.5).toFixed(0)} ms, p99 ${pct(0.99).toFixed(0)} ms`,
    `todos entregues em ${deliveredIn.toFixed(1)} s desde o primeiro envio`,
  ];
  console.log(lines.join("\n"));
} finally {
  await server.stop();
  receiver.close();
  await removeDir(dataDir);
}
