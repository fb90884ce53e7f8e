import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";
import { startTlsPostgres } from "../support/tls-postgres";

// The production server against a PostgreSQL that speaks TLS with a certificate from a CA of
// our own (not one Node trusts). Needs a PostgreSQL (CI has one): skipped without
// TEST_DATABASE_URL.

beforeAll(() => {
  if (!existsSync("build/server/index.js"))
    throw new Error("Rode `npm run build` antes destes testes");
});

const onPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);

onPostgres("the server's TLS to PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof startTlsPostgres>>;
  let dataDir: string;
  /** Every server started here, stopped at the end even when a test fails halfway. */
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await startTlsPostgres();
    dataDir = await tempDir("site-tls-");
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.stop();
    await removeDir(dataDir);
  });

  /** The database is on loopback: DATABASE_TLS=verify makes the server check it as a remote host. */
  const start = async (env: Record<string, string>, url = database.url) => {
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      DATABASE_TLS: "verify",
      ...env,
    });
    servers.push(server);
    return server;
  };

  it("refuses a certificate it cannot verify, sslmode=require included, in one line saying what to set", async () => {
    for (const [env, url] of [
      [{}, database.url],
      [{}, `${database.url}?sslmode=require`],
      [{ DATABASE_CA_FILE: database.otherCaFile }, database.url],
    ] as const) {
      const server = await start(env, url);
      // Still running means it connected: that is the failure this test looks for.
      expect(server.child.exitCode, server.stdout()).not.toBeNull();
      expect(await server.exited).toBe(1);
      const lines = server.stderr().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Configuração inválida: DATABASE_URL leva a um servidor cujo certificado não pôde ser verificado \(\w+\): .*DATABASE_CA_FILE.*DATABASE_TLS=off/,
      );
    }
  });

  it("connects over TLS once DATABASE_CA_FILE names the server's CA", async () => {
    const server = await start({ DATABASE_CA_FILE: database.caFile });
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status, server.stderr()).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready", database: "postgres" });
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
