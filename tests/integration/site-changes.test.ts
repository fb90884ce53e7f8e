import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/server/db/client.server";
import { type ChangeWatch, changeVersion, watchChanges } from "~/server/instances/changes.server";
import { startInstance } from "~/server/instances/index.server";
import { createPostgresDatabase } from "../support/databases";

// Admin changes told to every instance through PostgreSQL (ADR 0046): two watchers in this
// process stand for two instances, each on a client of its own.

const HOUR = 3_600_000;
/** An instance's configuration, files on the local disk. */
const config = (secret: string) => ({
  PORT: 3000,
  DATA_DIR: "/tmp/nao-usado",
  SESSION_SECRET: secret,
  supabase: undefined,
});
const onPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);

onPostgres("changes told to every instance on one PostgreSQL", () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let first: Database;
  let second: Database;
  const watches: ChangeWatch[] = [];

  beforeAll(async () => {
    created = await createPostgresDatabase();
    first = await openDatabase({ url: created.url, maxConnections: 2 });
    await first.migrate();
    second = await openDatabase({ url: created.url, maxConnections: 2 });
  });

  afterAll(async () => {
    await Promise.all(watches.map((w) => w.stop()));
    await first?.close();
    await second?.close();
    await created?.drop();
  });

  /** A watcher on `database`: the changes it was told of, counted. */
  async function watcher(database: Database, instanceId: string, intervalMs = HOUR) {
    const heard = { count: 0 };
    const watch = await watchChanges({
      database,
      instanceId,
      intervalMs,
      onChange: () => {
        heard.count++;
      },
      onError: () => {},
    });
    watches.push(watch);
    return { watch, heard };
  }

  /** A change whose notification nobody got: the version alone goes up. */
  const silentChange = () => first.db.execute(sql`select nextval('site_change_version')`);

  it("a change announced by one instance reaches the other at once, and not itself", async () => {
    const a = await watcher(first, "a");
    const b = await watcher(second, "b");
    await a.watch.announce();
    await expect.poll(() => b.heard.count).toBe(1);
    // The version each then reads is the one it already knows: nothing more to empty.
    await a.watch.check();
    await b.watch.check();
    expect(a.heard.count).toBe(0);
    expect(b.heard.count).toBe(1);
    await Promise.all([a.watch.stop(), b.watch.stop()]);
  });

  it("a change whose notification was lost is caught by the periodic look at the version", async () => {
    const b = await watcher(second, "b", 200);
    await silentChange();
    await expect.poll(() => b.heard.count, { timeout: 5_000 }).toBe(1);
    // …and that change was told once.
    await b.watch.check();
    expect(b.heard.count).toBe(1);
    await b.watch.stop();
  });

  it("an instance whose listening connection dropped hears again once it is back", async () => {
    const a = await watcher(first, "a");
    const b = await watcher(second, "b");
    const before = await changeVersion(first.db);
    // What happens while it is away is caught when it listens again.
    await silentChange();
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%'`,
    );
    await expect.poll(() => b.heard.count, { timeout: 10_000 }).toBe(1);
    // And it listens again: the next change arrives by notification, with no look at all.
    await expect
      .poll(
        async () => {
          await a.watch.announce();
          return b.heard.count;
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBeGreaterThan(1);
    expect(await changeVersion(first.db)).toBeGreaterThan(before + 1);
  });

  it("an instance signing with another secret is named in the other's log, once", async () => {
    const one = await startInstance(
      first,
      config("uma-chave-de-sessao-com-mais-de-32-caracteres"),
      () => {},
    );
    const logged: string[] = [];
    const { logger } = await import("~/server/logger.server");
    const warn = logger.warn.bind(logger);
    logger.warn = ((...args: unknown[]) => {
      logged.push(String(args.at(-1)));
      return warn(...(args as Parameters<typeof warn>));
    }) as typeof logger.warn;
    try {
      const other = await startInstance(
        second,
        config("outra-chave-de-sessao-com-mais-de-32-caracteres"),
        () => {},
      );
      expect(logged.filter((line) => line.includes("outro SESSION_SECRET"))).toHaveLength(1);
      // Files on this machine's disk while the database is shared: said once at start.
      expect(logged.filter((line) => line.includes("disco desta máquina"))).toHaveLength(1);
      await other?.stop();
    } finally {
      logger.warn = warn;
      await one?.stop();
    }
  });
});

describe("one instance on the embedded database", () => {
  it("has nothing to tell and nothing to watch", async () => {
    const embedded = await openDatabase({ pglite: await PGlite.create() });
    try {
      expect(await startInstance(embedded, config("x".repeat(32)), () => {})).toBeUndefined();
    } finally {
      await embedded.close();
    }
  });
});
