import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
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

/** The data-layer suite runs on each of these: PGlite always, PostgreSQL when configured. */
export const targets: Target[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgresTarget]
  : [pglite];
