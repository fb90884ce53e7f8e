import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema.server";
import { type DatabaseTls, postgresTlsOptions } from "./tls.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`, for code that must run inside one. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  readonly db: Db;
  /** embedded: PGlite under DATA_DIR; postgres: a server reached by DATABASE_URL. */
  readonly kind: "embedded" | "postgres";
  /** Applies the committed migrations, serialised across processes by an advisory lock. */
  migrate(): Promise<void>;
  /** The committed migrations this database has not applied yet, by name (ADR 0046). */
  pendingMigrations(): Promise<string[]>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * PostgreSQL only: calls `onNotify` with each notification on `channel`, over a connection of
   * its own, opened again once when it drops; `onListen` runs each time it listens (again).
   */
  listen?(
    channel: string,
    onNotify: (payload: string) => void,
    onListen: () => void,
  ): Promise<{ unlisten(): Promise<void> }>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; dataDir?: undefined; maxConnections?: number; tls?: DatabaseTls }
  | { url?: undefined; dataDir: string }
  /** A PGlite instance made by the caller (tests start from a dumped, migrated base). */
  | { url?: undefined; pglite: PGlite };

/** Any fixed 64-bit number shared by every process of this app. */
const MIGRATION_LOCK_KEY = 73_190_219;
const migrationsFolder = () => path.resolve(process.cwd(), "drizzle");

/**
 * What drizzle's migrator would apply: the journal's migrations newer than the last one the
 * database recorded (it compares the same `when`, stored as `created_at`).
 */
async function pendingIn(db: Db): Promise<string[]> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
  ) as { entries: { when: number; tag: string }[] };
  // A database never migrated has no table yet (a query naming it would fail to plan).
  const [table] = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  const rows = table?.found
    ? await rowsOf<{ last: string | null }>(
        db,
        sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
      )
    : [];
  const last = Number(rows[0]?.last ?? 0);
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}

/** Rows of a raw query, whichever driver answered (PGlite gives `rows`, postgres.js an array). */
export async function rowsOf<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("pglite" in options) return wrapPglite(options.pglite);
  if (options.url) return openPostgres(options.url, options.maxConnections ?? 10, options.tls);
  if (!options.dataDir) throw new Error("Informe DATABASE_URL ou DATA_DIR");
  const dir = path.join(options.dataDir, "pglite");
  await mkdir(dir, { recursive: true });
  if (!existsSync(path.join(dir, "PG_VERSION"))) await initPgliteDir(dir);
  // V8 optimises PGlite's 9 MB of WebAssembly on background threads, and each keeps its
  // compiler memory afterwards: one thread leaves the server about 50 MB lighter at rest, no
  // slower (ADR 0024). Read by the first compile, so set before it.
  setFlagsFromString("--wasm-num-compilation-tasks=1");
  return wrapPglite(await PGlite.create(dir, { postgresqlconf: PGLITE_CONF }));
}

/**
 * The site's data is a few MB; PostgreSQL's default 128 MB of shared buffers would be most of
 * the server's memory (PGlite lives inside this process).
 */
const PGLITE_CONF = ["shared_buffers=16MB"];

/**
 * initdb grows PGlite's WebAssembly memory to about 600 MB, which a process never gives back.
 * Running it in a short-lived child process keeps the server's own memory at what serving needs.
 */
function initPgliteDir(dir: string): Promise<void> {
  const script = `const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(process.argv[1]); await db.close();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script, dir], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Falha ao criar o banco embutido em ${dir}: ${stderr.trim()}`)),
    );
  });
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "embedded",
    async migrate() {
      // One PGlite is one connection, so a session lock held here covers the migrator too.
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      try {
        await migratePglite(db, { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      }
    },
    pendingMigrations: () => pendingIn(db as unknown as Db),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(url: string, max: number, tls: DatabaseTls = {}): Database {
  const ssl = postgresTlsOptions(url, tls, process.env.PGHOST);
  const client = postgres(url, {
    max,
    onnotice: () => {},
    connect_timeout: 10,
    // Unset, the URL's own sslmode applies (loopback only, see postgresTlsOptions).
    ...(ssl === undefined ? {} : { ssl }),
  });
  const db = drizzlePostgres(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    async migrate() {
      // Hold the lock on a reserved connection while the pool runs the migrator, so two
      // processes starting together apply each migration once and neither fails.
      const lock = await client.reserve();
      try {
        await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(db, { migrationsFolder: migrationsFolder() });
      } finally {
        await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => {});
        lock.release();
      }
    },
    pendingMigrations: () => pendingIn(db as unknown as Db),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async listen(channel, onNotify, onListen) {
      // A client of its own, so that `unlisten` ends it whole: postgres.js listens again by
      // itself once when the connection drops, and a listener it failed to bring back cannot
      // be taken off its client.
      const listener = postgres(url, {
        max: 1,
        onnotice: () => {},
        connect_timeout: 10,
        ...(ssl === undefined ? {} : { ssl }),
      });
      try {
        await listener.listen(channel, onNotify, onListen);
      } catch (error) {
        await listener.end({ timeout: 0 });
        throw error;
      }
      return { unlisten: () => listener.end({ timeout: 1 }) };
    },
    async close() {
      await client.end({ timeout: 1 });
    },
  };
}
