import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { landingPages, leads } from "~/server/db/schema.server";
import { createPostgresDatabase } from "../support/databases";
import { removeDir, startServer, tempDir } from "../support/server";
import { startTcpProxy } from "../support/tcp-proxy";
import { deliveryWorker } from "../support/worker";

// The services the site depends on fail. The production server runs as its own
// process (`node server.js`), as in production.

const SECRET = "segredo-de-teste-com-mais-de-32-caracteres-2026";

/** A webhook receiver that answers 200, 500 or never, as the test says. */
async function startFlappingReceiver() {
  type Mode = "ok" | "error" | "hang";
  let choose: (n: number) => Mode = () => "ok";
  let requests = 0;
  /** Per idempotency key: how many times it was answered 200 (a delivery). */
  const delivered = new Map<string, number>();
  const bodies = new Map<string, string>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const key = String(req.headers["idempotency-key"]);
      const mode = choose(requests++);
      if (bodies.has(key)) expect(body, key).toBe(bodies.get(key));
      bodies.set(key, body);
      if (mode === "hang") return; // accepted, never answered
      if (mode === "error") return void res.writeHead(500).end();
      delivered.set(key, (delivered.get(key) ?? 0) + 1);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    delivered,
    requests: () => requests,
    flap(next: (n: number) => Mode) {
      choose = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

describe("a webhook that flaps between 200, 500 and no answer", () => {
  it("gets each of 200 submissions delivered exactly once in the end", async () => {
    const receiver = await startFlappingReceiver();
    cleanup.push(receiver.close);
    // While people submit: every third request fails, every third hangs.
    const cycle = ["ok", "error", "hang"] as const;
    receiver.flap((n) => cycle[n % 3] ?? "ok");
    const dataDir = await tempDir("site-faults-");
    cleanup.push(() => removeDir(dataDir));
    const server = await startServer({
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      WEBHOOK_LEADS_URL: receiver.url,
      FORM_MIN_FILL_SECONDS: "0",
      FORM_RATE_LIMIT: "100000",
    });
    cleanup.push(() => server.stop());

    // The page's form stamp, from its cookie (ADR 0023).
    const page = await fetch(`${server.url}/partners/enics`);
    const stamp = page.headers.getSetCookie().find((line) => line.startsWith("carimbo="));
    const token = stamp?.split(";")[0]?.slice("carimbo=".length) ?? "";
    const statuses: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < 200) {
          const n = next++;
          const response = await fetch(`${server.url}/partners/enics`, {
            method: "POST",
            body: new URLSearchParams({
              _t: token,
              name: `Pessoa ${n}`,
              email: `pessoa${n}@empresa.com.br`,
              company: "Empresa Exemplo",
              role: "cro",
            }),
            redirect: "manual",
          });
          statuses.push(response.status);
        }
      }),
    );
    expect(statuses.filter((status) => status === 302)).toHaveLength(200);
    // The server's worker has met every kind of answer; then the server stops, leaving
    // retries and claims of unanswered attempts in the database, as a restart would.
    await expect.poll(() => receiver.requests(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(await server.stop()).toBe(0);

    // The next worker, its clock moved past every retry delay and lease, while the receiver
    // keeps failing: one round answers 500, one hangs, one answers 200.
    const database = await openDatabase({ dataDir });
    cleanup.push(() => database.close());
    let clock = Date.now();
    // The receiver answers in this process, between the embedded database's queries: on a busy
    // machine an answer could take over a second to be read, and one not read in time is sent
    // again, which this receiver counts as a second delivery.
    const worker = deliveryWorker({
      db: database.db,
      urls: { contact: receiver.url },
      now: () => new Date(clock),
      timeoutMs: 3_000,
      batch: 50,
    });
    cleanup.push(worker.stop);
    for (let round = 0; round < 30; round++) {
      const left = await database.db.select({ status: leads.status }).from(leads);
      if (left.every((lead) => lead.status === "delivered")) break;
      const mode = (["error", "hang", "ok"] as const)[round % 3] ?? "ok";
      receiver.flap(() => mode);
      clock += 13 * 3_600_000;
      // A pass drains: it claims again as places free up until nothing is due.
      await worker.pass();
    }

    const rows = await database.db.select({ id: leads.id, status: leads.status }).from(leads);
    expect(rows).toHaveLength(200);
    expect(rows.filter((row) => row.status !== "delivered")).toEqual([]);
    expect(receiver.delivered.size).toBe(200);
    expect([...receiver.delivered.values()].filter((times) => times !== 1)).toEqual([]);
    expect(new Set(receiver.delivered.keys())).toEqual(new Set(rows.map((row) => row.id)));
  }, 120_000);
});

// The database made unreachable by cutting the network to a real PostgreSQL (the embedded
// one cannot be cut from outside): skipped without TEST_DATABASE_URL; CI always has one.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "the database unreachable during page views",
  () => {
    it("answers a clean 503 page in Portuguese, and pages again once it is back", async () => {
      const created = await createPostgresDatabase();
      cleanup.push(() => created.drop());
      const proxy = await startTcpProxy(created.url);
      cleanup.push(proxy.close);
      const server = await startServer({ DATABASE_URL: proxy.url, SESSION_SECRET: SECRET });
      cleanup.push(() => server.stop());
      const get = (path: string) => fetch(`${server.url}${path}`);

      expect((await get("/blog/metricas-plg-saas-b2b")).status).toBe(200);
      proxy.cut();
      for (const path of [
        "/blog/lead-scoring-automatizado",
        "/blog?q=receita",
        "/blog/metricas-plg-saas-b2b?x=1",
      ]) {
        const response = await get(path);
        const html = await response.text();
        expect(response.status, path).toBe(503);
        expect(response.headers.get("cache-control"), path).toContain("no-store");
        expect(html, path).toContain('lang="pt-BR"');
        expect(html, path).toMatch(/Erro ao carregar|Algo deu errado|indisponível/);
        expect(html, path).not.toMatch(/ECONNRESET|ECONNREFUSED|postgres|\bat [\w.<>]+ \(/i);
      }
      // Alive, but not ready: a proxy sends visitors elsewhere meanwhile.
      expect((await get("/healthz")).status).toBe(200);
      expect((await get("/readyz")).status).toBe(503);

      proxy.restore();
      await expect
        .poll(async () => (await get("/blog?q=receita")).status, { timeout: 15_000 })
        .toBe(200);
      expect((await get("/readyz")).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    }, 60_000);

    it("gives a landing page's form back with its values and the failure message, the page as it was", async () => {
      const created = await createPostgresDatabase();
      cleanup.push(() => created.drop());
      const proxy = await startTcpProxy(created.url);
      cleanup.push(proxy.close);
      const server = await startServer({
        DATABASE_URL: proxy.url,
        SESSION_SECRET: SECRET,
        FORM_MIN_FILL_SECONDS: "0",
      });
      cleanup.push(() => server.stop());
      const database = await openDatabase({ url: created.url });
      cleanup.push(() => database.close());
      await database.db.insert(landingPages).values({
        slug: "webinar-queda",
        title: "Webinar de teste",
        status: "published",
        publishAt: new Date(Date.now() - 60_000),
        blocks: [
          { type: "hero", data: { title: "Receita previsível" } },
          { type: "form", data: { formType: "diagnosis", title: "Peça o diagnóstico" } },
        ],
      });

      const page = await fetch(`${server.url}/webinar-queda`);
      expect(page.status).toBe(200);
      const stamp = page.headers.getSetCookie().find((line) => line.startsWith("carimbo="));
      const token = stamp?.split(";")[0]?.slice("carimbo=".length) ?? "";
      proxy.cut();
      const response = await fetch(`${server.url}/webinar-queda`, {
        method: "POST",
        body: new URLSearchParams({
          _t: token,
          name: "Pessoa Digitada",
          email: "pessoa@empresa.com.br",
          company: "Empresa Digitada",
          role: "cro",
        }),
        redirect: "manual",
      });
      const html = await response.text();
      expect(response.status).toBe(503);
      expect(html).toContain("Receita previsível");
      expect(html).toContain('value="Pessoa Digitada"');
      expect(html).toContain('value="Empresa Digitada"');
      expect(html).toContain("Ocorreu um erro ao enviar o formulário");
      expect(html).not.toMatch(/ECONNRESET|ECONNREFUSED|postgres|\bat [\w.<>]+ \(/i);
      proxy.restore();
    }, 60_000);
  },
);
