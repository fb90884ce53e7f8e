import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { describe } from "vitest";
import { type Database, openDatabase } from "~/server/db/client.server";

/** A throwaway database on a real PostgreSQL (TEST_DATABASE_URL), dropped afterwards. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL não definida");
  const name = `site_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface Target {
  name: string;
  /** A new, empty database (not migrated). */
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

const pglite: Target = {
  name: "PGlite",
  async open() {
    const database = await openDatabase({ pglite: await PGlite.create() });
    return { database, dispose: () => database.close() };
  },
};

const postgresTarget: Target = {
  name: "PostgreSQL",
  async open() {
    const created = await createPostgresDatabase();
    const database = await openDatabase({ url: created.url, maxConnections: 4 });
    return {
      database,
      async dispose() {
        await database.close();
        await created.drop();
      },
    };
  },
};

/**
 * `describe.each` over the databases (`$name` in the title is the target's): PGlite always;
 * PostgreSQL when TEST_DATABASE_URL is set, else listed as skipped rather than left out.
 */
export function describeOnTargets(title: string, suite: (target: Target) => void) {
  describe(title.replace("$name", pglite.name), () => suite(pglite));
  describe.skipIf(!process.env.TEST_DATABASE_URL)(title.replace("$name", postgresTarget.name), () =>
    suite(postgresTarget),
  );
}
