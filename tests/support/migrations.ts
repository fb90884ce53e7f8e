import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { Database } from "~/server/db/index.server";

// For migration tests: a database brought to an older migration, filled in that shape, then
// taken to the newest.

/** The committed migrations, up to `last` or all of them, in a folder of their own. */
async function migrationsUpTo(last?: string) {
  const folder = await mkdtemp(path.join(tmpdir(), "migracoes-"));
  await cp(path.resolve("drizzle"), folder, { recursive: true });
  if (last) {
    const journalFile = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
      entries: { tag: string }[];
    };
    const end = journal.entries.findIndex((entry) => entry.tag === last);
    journal.entries = journal.entries.slice(0, end + 1);
    await writeFile(journalFile, JSON.stringify(journal));
  }
  return folder;
}

/** Runs the migrations up to `last` (all of them without it) on either kind of database. */
export async function migrateTo(database: Database, last?: string) {
  const folder = await migrationsUpTo(last);
  try {
    if (database.kind === "embedded") {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      await migratePostgres(database.db as unknown as PostgresJsDatabase, {
        migrationsFolder: folder,
      });
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
