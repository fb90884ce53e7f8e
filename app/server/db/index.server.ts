import { seedAuthors } from "../authors/seed.server";
import { ConfigError, type Env } from "../env.server";
import { logger } from "../logger.server";
import { seedMaterials } from "../materials/seed.server";
import { seedCategories } from "../posts/category-seed.server";
import { seedSiteContent } from "../site/seed.server";
import { type Database, openDatabase } from "./client.server";
import { seedSampleContent } from "./seed.server";
import { certificateErrorCode } from "./tls.server";

export type { Database, Db } from "./client.server";
export * as tables from "./schema.server";

/**
 * The one door to the database: server modules call db(); routes call server modules.
 * The handle lives on globalThis so that the dev server's module reloads reuse it instead
 * of opening a second PGlite on the same directory.
 */
const holder = globalThis as typeof globalThis & { __database?: Database };

export async function startDatabase(
  config: Pick<Env, "DATABASE_URL" | "DATA_DIR" | "DATABASE_TLS" | "databaseCa">,
  log: (message: string) => void = () => {},
): Promise<Database> {
  if (holder.__database) return holder.__database;
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, tls: { mode: config.DATABASE_TLS, ca: config.databaseCa } }
      : { dataDir: config.DATA_DIR },
  );
  try {
    await database.migrate();
  } catch (error) {
    const code = certificateErrorCode(error);
    if (!code) throw error;
    await database.close().catch(() => {});
    // What to change, in one line: a certificate we cannot check is a configuration matter.
    throw new ConfigError(
      "DATABASE_URL",
      `leva a um servidor cujo certificado não pôde ser verificado (${code}): informe a autoridade certificadora dele em DATABASE_CA_FILE ou, só numa rede de confiança, desligue a verificação com DATABASE_TLS=off`,
    );
  }
  if (database.kind === "embedded") {
    const seeded = await seedSampleContent(database.db);
    if (seeded > 0) log(`Conteúdo de exemplo inserido: ${seeded} registros`);
  }
  // Authors are new in every database too: the samples once, then posts linked by name.
  try {
    const seeded = await seedAuthors(database.db);
    if (seeded > 0) log(`Autores de exemplo inseridos: ${seeded}`);
  } catch (error) {
    logger.warn(
      { err: error },
      "autores de exemplo não inseridos; nova tentativa no próximo início",
    );
  }
  // The blog's categories are new in every database too (ADR 0043): today's list, once.
  try {
    const seeded = await seedCategories(database.db);
    if (seeded > 0) log(`Categorias do blog inseridas: ${seeded}`);
  } catch (error) {
    logger.warn(
      { err: error },
      "categorias do blog não inseridas; nova tentativa no próximo início",
    );
  }
  // The library is new in every database: its samples keep /materiais as it was, with files.
  try {
    const seeded = await seedMaterials(database.db);
    if (seeded > 0) log(`Materiais de exemplo inseridos: ${seeded}`);
  } catch (error) {
    logger.warn(
      { err: error },
      "materiais de exemplo não inseridos; nova tentativa no próximo início",
    );
  }
  // The site's own content is new in every database too: content/ becomes its first rows.
  try {
    const seeded = await seedSiteContent(database.db);
    if (seeded > 0) log(`Conteúdo do site inserido: ${seeded} registros`);
  } catch (error) {
    logger.warn({ err: error }, "conteúdo do site não inserido; nova tentativa no próximo início");
  }
  holder.__database = database;
  return database;
}

/** Uses a database opened elsewhere (tests). */
export function setDatabase(database: Database | undefined) {
  holder.__database = database;
}

export function database(): Database {
  if (!holder.__database) throw new Error("O banco de dados ainda não foi iniciado");
  return holder.__database;
}

export const db = () => database().db;

export async function stopDatabase() {
  const current = holder.__database;
  holder.__database = undefined;
  await current?.close();
}
