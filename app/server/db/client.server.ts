import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  /** embedded: PGlite under DATA_DIR; postgres: a server reached by DATABASE_URL. */
  readonly kind: "embedded" | "postgres";
  /** Applies the committed migrations, serialised across processes by an advisory lock. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; dataDir?: undefined; maxConnections?: number }
  | { url?: undefined; dataDir: string }
  /** A PGlite instance made by the caller (tests start from a dumped, migrated base). */
  | { url?: undefined; pglite: PGlite };

/** Any fixed 64-bit number shared by every process of this app. */
const MIGRATION_LOCK_KEY = 73_190_219;
const migrationsFolder = () => path.resolve(process.cwd(), "drizzle");

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("pglite" in options) return wrapPglite(options.pglite);
  if (options.url) return openPostgres(options.url, options.maxConnections ?? 10);
  if (!options.dataDir) throw new Error("Informe DATABASE_URL ou DATA_DIR");
  const dir = path.join(options.dataDir, "pglite");
  await mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir));
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
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(url: string, max: number): Database {
  const client = postgres(url, { max, onnotice: () => {}, connect_timeout: 10 });
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
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await client.end({ timeout: 1 });
    },
  };
}
