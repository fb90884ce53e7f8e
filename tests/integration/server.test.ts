import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { leads } from "~/server/db/schema.server";
import { storeLead } from "~/server/leads/outbox.server";
import { createPostgresDatabase } from "../support/databases";
import { startStubServer } from "../support/http";
import { logLines, type RunningServer, removeDir, startServer, tempDir } from "../support/server";

// These run the production build; `npm test` builds before the integration suite.
beforeAll(() => {
  if (!existsSync("build/server/index.js"))
    throw new Error("Rode `npm run build` antes destes testes");
});

describe("production server on the embedded database", () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = await tempDir("site-embedded-");
    server = await startServer({ DATA_DIR: dataDir });
  });

  afterAll(async () => {
    await server?.stop();
    await removeDir(dataDir);
  });

  it("says it is alive (/healthz) and ready to serve: database up, every migration applied (/readyz)", async () => {
    const alive = await fetch(`${server.url}/healthz`);
    expect(alive.status).toBe(200);
    expect(alive.headers.get("cache-control")).toBe("no-store");
    expect(await alive.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ready", database: "embedded" });
  });

  it("serves pages in Portuguese, compressed, and unknown paths as 404", async () => {
    const home = await fetch(server.url, { headers: { "accept-encoding": "gzip" } });
    expect(home.status).toBe(200);
    expect(home.headers.get("content-encoding")).toBe("gzip");
    expect(home.headers.get("x-powered-by")).toBeNull();
    expect(await home.text()).toContain('<html lang="pt-BR"');
    const missing = await fetch(`${server.url}/pagina-que-nao-existe`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Oops! Página não encontrada");
  });

  it("answers an address it cannot decode with a page in Portuguese, not Express's own", async () => {
    for (const path of ["/blog/%E0%A4%A", "/%E0%A4%A.svg"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<html lang="pt-BR">');
      expect(html).toContain("Requisição recusada");
      expect(html).not.toContain("Bad Request");
    }
  });

  it("caches hashed assets for a year and other static files for an hour", async () => {
    const html = await (await fetch(server.url)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.(?:js|css)/)?.[0];
    expect(asset).toBeDefined();
    const hashed = await fetch(`${server.url}${asset}`);
    expect(hashed.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    // Every response, files included, is only what its type says (ASVS 14.4.4).
    for (const response of [hashed, icon]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("sends the browser's files as compressed once at build: brotli, else gzip, else as they are", async () => {
    const html = await (await fetch(server.url)).text();
    const files = [
      html.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0],
      html.match(/\/assets\/public-[\w-]+\.js/)?.[0],
      "/favicon.svg",
    ];
    for (const file of files) {
      expect(file).toBeDefined();
      const onDisk = readFileSync(`build/client${file}`);
      for (const [accepts, encoding, stored] of [
        ["gzip, deflate, br", "br", `${file}.br`],
        ["gzip", "gzip", `${file}.gz`],
        ["identity", null, file],
      ] as const) {
        const response = await fetch(`${server.url}${file}`, {
          headers: { "accept-encoding": accepts },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-encoding")).toBe(encoding);
        expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
        expect(response.headers.get("content-type")).toMatch(/javascript|css|svg/);
        // The stored file itself, its length known: nothing compressed while the page loads.
        expect(Number(response.headers.get("content-length"))).toBe(
          statSync(`build/client${stored}`).size,
        );
        expect(Buffer.from(await response.arrayBuffer()).equals(onDisk)).toBe(true);
      }
    }
    // The compressed copies are not files of their own at their own address.
    expect((await fetch(`${server.url}/favicon.svg.br`)).status).toBe(404);
  });

  it("prints the generated admin password on a plain line of its own, outside the JSON log", async () => {
    const lines = server.stdout().split("\n");
    const shown = lines.filter((line) => line.startsWith("Senha do admin"));
    expect(shown).toHaveLength(1);
    const password = shown[0]?.match(/^Senha do admin \(usuário admin\): (\S+)$/)?.[1] ?? "";
    expect(password).toHaveLength(24);
    // A blank line and a rule above it set it apart from the log.
    expect(lines[lines.indexOf(shown[0] ?? "") - 2]).toBe("");
    expect(server.stdout()).toContain("/admin/settings");
    // The log records that an admin was made, never the password.
    const logged = logLines(server).filter((l) => String(l.msg).includes("Administrador criado"));
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logLines(server))).not.toContain(password);
  });

  it("logs one line per request", async () => {
    await fetch(`${server.url}/servicos`);
    // The line is written when the response finishes, which may be just after fetch resolves.
    await expect
      .poll(() => logLines(server))
      .toContainEqual(
        expect.objectContaining({
          method: "GET",
          path: "/servicos",
          status: 200,
          ms: expect.any(Number),
        }),
      );
  });

  it("stops cleanly on SIGTERM within its deadline and reopens the same data", async () => {
    // The server forces exit code 1 if closing takes longer than SHUTDOWN_SECONDS and 2 s more:
    // code 0 means it did not.
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(server.stdout()).toContain('"msg":"encerrado"');
    server = await startServer({ DATA_DIR: dataDir });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // The admin already exists: no new password is printed on a restart.
    expect(server.stdout()).not.toContain("Senha do admin");
    expect(await server.stop("SIGINT")).toBe(0);
  });
});

describe("stopping on SIGTERM (ADR 0046)", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await tempDir("site-stop-");
  });
  afterAll(() => removeDir(dataDir));

  const lead = new URLSearchParams({
    name: "Ana",
    email: "ana@empresa.com.br",
    company: "Empresa Exemplo",
    role: "ceo",
  }).toString();

  /**
   * A post to /diagnostico that the server has surely begun to read (it answered the request's
   * 100-continue), sent up to `sentBytes` of its body: the rest when the test says.
   */
  async function slowPost(server: RunningServer, sentBytes: number) {
    const { port } = new URL(server.url);
    const request = http.request({
      port,
      host: "127.0.0.1",
      path: "/diagnostico",
      method: "POST",
      agent: false,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": Buffer.byteLength(lead),
        expect: "100-continue",
      },
    });
    const answer = new Promise<http.IncomingMessage>((resolve, reject) => {
      request.on("response", resolve).on("error", reject);
    });
    // Handled here too: a test that expects the connection cut awaits it later.
    answer.catch(() => {});
    await new Promise((resolve) => request.once("continue", resolve));
    request.write(lead.slice(0, sentBytes));
    return { answer, finish: () => request.end(lead.slice(sentBytes)) };
  }

  const stopping = (server: RunningServer) =>
    expect.poll(() => server.stdout().includes('"msg":"encerrando"')).toBe(true);

  it("finishes the request in flight, closing its connection, takes no new one, and exits cleanly", async () => {
    const server = await startServer({ DATA_DIR: dataDir, FORM_MIN_FILL_SECONDS: "0" });
    const inFlight = await slowPost(server, 10);
    server.child.kill("SIGTERM");
    await stopping(server);
    // The listener is closed: a proxy sends new visitors to another instance.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    inFlight.finish();
    const response = await inFlight.answer;
    expect(response.statusCode).toBe(302);
    expect(response.headers.connection).toBe("close");
    response.resume();
    expect(await server.exited).toBe(0);
    // What the visitor sent was stored before the server stopped.
    const database = await openDatabase({ dataDir });
    try {
      const stored = await database.db.select().from(leads);
      expect(stored.map((row) => row.payload.email)).toEqual(["ana@empresa.com.br"]);
    } finally {
      await database.close();
    }
  });

  it("cuts a request that does not finish within SHUTDOWN_SECONDS, and still exits cleanly", async () => {
    const server = await startServer({ DATA_DIR: dataDir, SHUTDOWN_SECONDS: "1" });
    const stalled = await slowPost(server, 10);
    server.child.kill("SIGTERM");
    await expect(stalled.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    // Code 1 would mean the forced exit, past the deadline and its 2 s of grace.
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('"msg":"encerrado"');
  });
});

describe("configuration errors", () => {
  it.each([
    ["PORT", "porta"],
    ["DATABASE_URL", "mysql://usuario:segredo@localhost/site"],
  ])("a bad %s stops the server with one line naming it", async (variable, value) => {
    const server = await startServer({ [variable]: value });
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Configuração inválida: ${variable} `));
    expect(server.stderr()).not.toContain("segredo");
  });
});

// Needs a PostgreSQL (CI always has one): listed as skipped without TEST_DATABASE_URL.
const onPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);

onPostgres("production servers on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop().catch(() => {});
  });

  it("two processes started at once both come up, migrating once", async () => {
    const env = {
      DATABASE_URL: database.url,
      ADMIN_USERNAME: "editora",
      ADMIN_PASSWORD: "uma-senha-bem-forte-42",
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
    for (const server of servers) {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status, server.stderr()).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready", database: "postgres" });
    }
  });

  it("a lost database: not ready (503), still alive, friendly error pages, stack in the log only", async () => {
    const [server] = servers;
    if (!server) throw new Error("servidor não iniciado");
    await database.drop();
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // The blog list has its own error state (spec section 8).
    const list = await fetch(`${server.url}/blog`);
    expect(list.status).toBe(503);
    expect(await list.text()).toContain("Erro ao carregar artigos");
    // A post's page shows the spec's error state, as unavailable for now (503).
    const page = await fetch(`${server.url}/blog/um-artigo`);
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain("Erro ao carregar artigo");
    expect(html).not.toMatch(/at \S+ \(|node_modules|\.server\.ts/);
    await expect
      .poll(() =>
        logLines(server).find((l) => l.msg === "post do blog: banco de dados indisponível"),
      )
      .toMatchObject({
        level: 50,
        url: `${server.url}/blog/um-artigo`,
        err: { stack: expect.stringContaining("at ") },
      });
  });
});

onPostgres("migrations as a release step (MIGRATE_ON_START=false)", () => {
  it("an instance whose database is behind says so in one line, waits, and stops if no one migrates", async () => {
    const created = await createPostgresDatabase();
    try {
      const server = await startServer({
        DATABASE_URL: created.url,
        MIGRATE_ON_START: "false",
        MIGRATION_WAIT_SECONDS: "1",
      });
      expect(await server.exited).toBe(1);
      const waiting = logLines(server).filter((l) => String(l.msg).startsWith("Banco de dados"));
      expect(waiting).toHaveLength(1);
      expect(waiting[0]?.msg).toMatch(
        /^Banco de dados atrás do código: \d+ migrações pendentes \(0000_init, .*\); aguardando npm run db:migrate por até 1 s\.$/,
      );
      const lines = server.stderr().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Banco de dados atrás do código: .*rode npm run db:migrate/);
      // It never listened, and left the database as it found it.
      expect(server.stdout()).not.toContain("servidor no ar");
      const database = await openDatabase({ url: created.url, maxConnections: 1 });
      expect((await database.pendingMigrations()).length).toBeGreaterThan(10);
      await database.close();
    } finally {
      await created.drop();
    }
  });
});

onPostgres("the server's delivery worker", () => {
  it("delivers leads left pending while no server ran, each once", async () => {
    const created = await createPostgresDatabase();
    const seen: string[] = [];
    const receiver = await startStubServer((req, res) => {
      seen.push(String(req.headers["idempotency-key"]));
      res.writeHead(200).end();
    });
    let server: RunningServer | undefined;
    try {
      const database = await openDatabase({ url: created.url, maxConnections: 2 });
      await database.migrate();
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const lead = { formType: "newsletter" as const, payload: { name: `Pessoa ${i}` } };
        ids.push((await storeLead(database.db, lead, true)).id);
      }
      await database.close();
      server = await startServer({
        DATABASE_URL: created.url,
        WEBHOOK_LEADS_URL: `${receiver.url}/leads`,
      });
      await expect.poll(() => [...seen].sort(), { timeout: 15_000 }).toEqual([...ids].sort());
    } finally {
      await server?.stop();
      await receiver.close();
      await created.drop();
    }
  });
});

onPostgres("limits shared by two instances on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const env = {
      DATABASE_URL: database.url,
      ADMIN_USERNAME: "editora",
      ADMIN_PASSWORD: "uma-senha-bem-forte-42",
      FORM_RATE_LIMIT: "3",
      FORM_MIN_FILL_SECONDS: "0",
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop().catch(() => {});
  });

  const post = (server: RunningServer | undefined, path: string, body: Record<string, string>) => {
    if (!server) throw new Error("servidor não iniciado");
    return fetch(`${server.url}${path}`, {
      method: "POST",
      body: new URLSearchParams(body),
      headers: { origin: server.url },
      redirect: "manual",
    });
  };

  it("5 wrong logins spread over both block the sixth on either", async () => {
    const [a, b] = servers;
    for (const server of [a, b, a, b, a]) {
      const wrong = await post(server, "/admin/login", { username: "editora", password: "errada" });
      expect(wrong.status).toBe(401);
    }
    for (const server of [b, a]) {
      const right = await post(server, "/admin/login", {
        username: "editora",
        password: "uma-senha-bem-forte-42",
      });
      expect(right.status).toBe(429);
    }
  });

  it("the form limit counts submissions made on either instance", async () => {
    const [a, b] = servers;
    const lead = { name: "Ana", email: "ana@empresa.com.br", company: "Empresa", role: "ceo" };
    for (const server of [a, b, a]) {
      expect((await post(server, "/diagnostico", lead)).status).toBe(302);
    }
    const refused = await post(b, "/diagnostico", lead);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Muitas tentativas");
  });
});
