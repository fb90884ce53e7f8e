import { seedAuthors } from "../authors/seed.server";
import { ConfigError, type Env } from "../env.server";
import { renderStoredLandingPages } from "../landing/rendered.server";
import { logger } from "../logger.server";
import { seedMaterials } from "../materials/seed.server";
import { seedCategories } from "../posts/category-seed.server";
import { renderStoredPosts } from "../posts/html-backfill.server";
import { seedSiteContent } from "../site/seed.server";
import { type Database, openDatabase } from "./client.server";
import { seedSampleContent } from "./seed.server";
import { certificateErrorCode } from "./tls.server";

export type { Database, Db, Tx } from "./client.server";
export { rowsOf } from "./client.server";
export * as tables from "./schema.server";

/**
 * The one door to the database: server modules call db(); routes call server modules.
 * The handle lives on globalThis so that the dev server's module reloads reuse it instead
 * of opening a second PGlite on the same directory.
 */
const holder = globalThis as typeof globalThis & { __database?: Database };

type DatabaseConfig = Pick<Env, "DATABASE_URL" | "DATA_DIR" | "DATABASE_TLS" | "databaseCa">;
type MigrationConfig = Pick<Env, "MIGRATE_ON_START" | "MIGRATION_WAIT_SECONDS">;

/** Opens the database of the configuration, migrated or not. */
function openConfiguredDatabase(config: DatabaseConfig): Promise<Database> {
  return openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, tls: { mode: config.DATABASE_TLS, ca: config.databaseCa } }
      : { dataDir: config.DATA_DIR },
  );
}

/** A certificate we cannot check is a configuration matter: what to change, in one line. */
function certificateProblem(error: unknown) {
  const code = certificateErrorCode(error);
  if (!code) return error;
  return new ConfigError(
    "DATABASE_URL",
    `leva a um servidor cujo certificado não pôde ser verificado (${code}): informe a autoridade certificadora dele em DATABASE_CA_FILE ou, só numa rede de confiança, desligue a verificação com DATABASE_TLS=off`,
  );
}

/** The database is behind the code and the release step did not catch up in time. */
export class NotMigratedError extends Error {
  override name = "NotMigratedError";
}

/**
 * With migrations as a release step (MIGRATE_ON_START=false, PostgreSQL only), an instance
 * whose database is behind its code says so in one line and waits, never serving a schema it
 * was not written for (ADR 0046).
 */
async function waitForMigrations(
  database: Database,
  config: MigrationConfig,
  log: (message: string) => void,
) {
  const until = Date.now() + config.MIGRATION_WAIT_SECONDS * 1000;
  let told = false;
  for (;;) {
    const pending = await database.pendingMigrations();
    if (pending.length === 0) return;
    const names = pending.length > 3 ? [...pending.slice(0, 3), "…"] : pending;
    const what = `${pending.length} ${pending.length === 1 ? "migração pendente" : "migrações pendentes"} (${names.join(", ")})`;
    if (Date.now() >= until) {
      throw new NotMigratedError(
        `Banco de dados atrás do código: ${what}; rode npm run db:migrate e inicie de novo (esperei ${config.MIGRATION_WAIT_SECONDS} s).`,
      );
    }
    if (!told) {
      log(
        `Banco de dados atrás do código: ${what}; aguardando npm run db:migrate por até ${config.MIGRATION_WAIT_SECONDS} s.`,
      );
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, until - Date.now())));
  }
}

export async function startDatabase(
  config: DatabaseConfig & MigrationConfig,
  log: (message: string) => void = () => {},
  warn: (message: string) => void = log,
): Promise<Database> {
  if (holder.__database) return holder.__database;
  const database = await openConfiguredDatabase(config);
  try {
    // The embedded database is one process's: it always migrates itself.
    if (config.MIGRATE_ON_START || database.kind === "embedded") await database.migrate();
    else await waitForMigrations(database, config, warn);
  } catch (error) {
    await database.close().catch(() => {});
    throw certificateProblem(error);
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
  // Markdown stored before its HTML was (ADR 0049): rendered once, before any request.
  try {
    const posts = await renderStoredPosts(database.db);
    const pages = await renderStoredLandingPages(database.db);
    if (posts + pages > 0) log(`Textos renderizados: ${posts} posts, ${pages} páginas`);
  } catch (error) {
    logger.warn({ err: error }, "textos não renderizados; nova tentativa no próximo início");
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

/**
 * `npm run db:migrate`: applies what is pending, under the same lock as a start, and closes;
 * the names of the migrations that were pending.
 */
export async function applyMigrations(config: DatabaseConfig): Promise<string[]> {
  const database = await openConfiguredDatabase(config);
  try {
    const pending = await database.pendingMigrations();
    await database.migrate();
    return pending;
  } catch (error) {
    throw certificateProblem(error);
  } finally {
    await database.close().catch(() => {});
  }
}
