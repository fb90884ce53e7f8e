import { spawn } from "node:child_process";
import { createWriteStream, existsSync, type Stats } from "node:fs";
import {
  chmod,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import * as tar from "tar";
import { createDataDir, restrictNewFiles, secureDataDir } from "../../app/server/data-dir.server";
import { postgresTlsOptions } from "../../app/server/db/tls.server";
import type { Env } from "../../app/server/env.server";
import { type LibpqTarget, libpqTarget } from "./libpq";

/** A refusal or failure the operator can act on: printed as it is, in Portuguese. */
export class BackupError extends Error {
  override name = "BackupError";
}

type Kind = "embedded" | "postgres";

interface Manifest {
  format: 1;
  createdAt: string;
  database: Kind;
  /** What DATA_DIR held that cannot be rebuilt, at the archive's root as in DATA_DIR. */
  files: string[];
}

const MANIFEST = "backup.json";
const PGLITE_DUMP = "database/pglite.tar";
const SQL_DUMP = "database/dump.sql";
/** DATA_DIR's own files worth keeping; everything else there is rebuilt at start. */
const DATA_FILES = ["uploads", "materials", "session-secret"];
/** The app's schemas: its tables, and drizzle's record of applied migrations. */
const SCHEMAS = ["public", "drizzle"];

export type BackupConfig = Pick<
  Env,
  "DATA_DIR" | "DATABASE_URL" | "DATABASE_TLS" | "DATABASE_CA_FILE" | "databaseCa" | "supabase"
>;

export interface BackupSummary {
  file: string;
  bytes: number;
  database: Kind;
  covers: number;
  materials: number;
  sessionSecret: boolean;
}

/** `backups/site-2026-11-22T2236.tar.gz` (UTC), in `target` if it is a folder. */
export function backupFileName(target: string | undefined, now: Date): string {
  if (target && /\.(tar\.gz|tgz)$/.test(target)) return path.resolve(target);
  const stamp = now.toISOString().slice(0, 16).replace(":", "");
  return path.resolve(target ?? "backups", `site-${stamp}.tar.gz`);
}

export async function createBackup(
  config: BackupConfig,
  target: string | undefined,
  now = new Date(),
): Promise<BackupSummary> {
  restrictNewFiles(); // the archive holds leads and the session secret
  const file = backupFileName(target, now);
  if (existsSync(file))
    throw new BackupError(`Já existe ${file}: o backup não sobrescreve arquivos.`);
  const kind: Kind = config.DATABASE_URL ? "postgres" : "embedded";
  const staging = await mkdtemp(path.join(os.tmpdir(), "site-backup-"));
  try {
    await mkdir(path.join(staging, "database"));
    if (config.DATABASE_URL) await dumpPostgres(config, path.join(staging, SQL_DUMP));
    else await dumpPglite(config.DATA_DIR, path.join(staging, PGLITE_DUMP));

    const files: string[] = [];
    for (const name of DATA_FILES) {
      const source = path.join(config.DATA_DIR, name);
      if (!existsSync(source)) continue;
      await cp(source, path.join(staging, name), { recursive: true, verbatimSymlinks: true });
      files.push(name);
    }
    const manifest: Manifest = { format: 1, createdAt: now.toISOString(), database: kind, files };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written aside, then renamed: an interrupted backup never looks like a finished one.
    const partial = `${file}.parcial`;
    try {
      await tar.create(
        { gzip: true, file: partial, cwd: staging, portable: true, filter: regularOnly },
        [MANIFEST, "database", ...files],
      );
      await chmod(partial, 0o600);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return {
      file,
      bytes: (await stat(file)).size,
      database: kind,
      covers: await countFiles(path.join(staging, "uploads")),
      materials: await countFiles(path.join(staging, "materials")),
      sessionSecret: files.includes("session-secret"),
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export interface RestoreSummary {
  database: Kind;
  covers: number;
  materials: number;
  sessionSecret: boolean;
  createdAt: string;
}

export async function restoreBackup(config: BackupConfig, file: string): Promise<RestoreSummary> {
  restrictNewFiles();
  if (!existsSync(file)) throw new BackupError(`Arquivo de backup não encontrado: ${file}`);
  const staging = await mkdtemp(path.join(os.tmpdir(), "site-restore-"));
  try {
    try {
      // Only files and folders, never outside `staging` (tar refuses `..` and absolute paths).
      // Synchronous: when it fails, no write is still under way as `staging` is removed.
      tar.extract({
        file,
        cwd: staging,
        sync: true,
        strict: true,
        preserveOwner: false,
        filter: regularOnly,
      });
    } catch (error) {
      throw new BackupError(`${file} não é um backup legível deste site: ${archiveFault(error)}.`);
    }
    const manifest = await readManifest(staging, file);
    const target: Kind = config.DATABASE_URL ? "postgres" : "embedded";
    if (manifest.database !== target) {
      throw new BackupError(
        manifest.database === "embedded"
          ? "Este backup é do banco embutido (PGlite): restaure-o sem DATABASE_URL, numa DATA_DIR vazia."
          : "Este backup é de um PostgreSQL: defina DATABASE_URL com um banco vazio para restaurá-lo.",
      );
    }
    const writesDataDir = target === "embedded" || manifest.files.length > 0;
    /** DATA_DIR's files really copied: the summary names only these. */
    const restored = new Set<string>();
    if (writesDataDir) await requireEmptyDir(config.DATA_DIR);

    if (config.DATABASE_URL) {
      await requireEmptyDatabase(config);
      await runPsql(config, path.join(staging, SQL_DUMP));
    }
    if (writesDataDir) {
      await createDataDir(config.DATA_DIR);
      try {
        if (target === "embedded") {
          await loadPglite(config.DATA_DIR, path.join(staging, PGLITE_DUMP));
        }
        for (const name of manifest.files) {
          if (!DATA_FILES.includes(name) || !existsSync(path.join(staging, name))) continue;
          await cp(path.join(staging, name), path.join(config.DATA_DIR, name), { recursive: true });
          restored.add(name);
        }
      } catch (error) {
        // The folder was empty: leave it so, ready for another attempt.
        for (const name of await readdir(config.DATA_DIR)) {
          await rm(path.join(config.DATA_DIR, name), { recursive: true, force: true });
        }
        throw error;
      }
      await secureDataDir(config.DATA_DIR);
    }
    const filesIn = async (name: string) =>
      restored.has(name) ? countFiles(path.join(staging, name)) : 0;
    return {
      database: manifest.database,
      covers: await filesIn("uploads"),
      materials: await filesIn("materials"),
      sessionSecret: restored.has("session-secret"),
      createdAt: manifest.createdAt,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** What is wrong with an archive, in one line of Portuguese, with the library's own words. */
function archiveFault(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const detail = String(message ?? error)
    .replace(/\s+/g, " ")
    .trim();
  const meaning: Record<string, string> = {
    Z_BUF_ERROR: "o arquivo está incompleto, cortado antes do fim",
    Z_DATA_ERROR: "os dados comprimidos estão corrompidos",
    TAR_BAD_ARCHIVE: "não é um arquivo .tar.gz",
    TAR_ENTRY_INVALID: "não é um arquivo .tar.gz íntegro",
  };
  const known = code && Object.hasOwn(meaning, code) ? meaning[code] : undefined;
  return known ? `${known} (${detail})` : detail;
}

/** The summary's list of what came back: only the parts really restored. */
export function restoredParts(done: RestoreSummary): string {
  const parts = [
    done.database === "embedded" ? "o banco embutido" : "o banco PostgreSQL",
    ...(done.covers ? [`${done.covers} imagem(ns) de capa`] : []),
    ...(done.materials ? [`${done.materials} arquivo(s) de materiais`] : []),
    ...(done.sessionSecret ? ["o segredo de sessão"] : []),
  ];
  const last = parts.pop() ?? "";
  return parts.length ? `${parts.join(", ")} e ${last}` : last;
}

/** Files and folders only: no links, devices or other entry types, in or out. */
const regularOnly = (_path: string, entry: tar.ReadEntry | Stats) =>
  entry instanceof tar.ReadEntry
    ? entry.type === "File" || entry.type === "Directory"
    : entry.isFile() || entry.isDirectory();

async function readManifest(staging: string, file: string): Promise<Manifest> {
  try {
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), "utf8")) as Manifest;
    if (manifest.format === 1 && ["embedded", "postgres"].includes(manifest.database)) {
      return { ...manifest, files: Array.isArray(manifest.files) ? manifest.files : [] };
    }
  } catch {
    // Falls through to the message below.
  }
  throw new BackupError(`${file} não é um backup deste site (falta ${MANIFEST} válido).`);
}

async function requireEmptyDir(dir: string) {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (entries.length > 0) {
    throw new BackupError(
      `A pasta de dados ${dir} não está vazia. A restauração só escreve numa pasta vazia, para não misturar dados: aponte DATA_DIR para uma pasta nova (ou vazia) e rode de novo.`,
    );
  }
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

// --- Embedded database (PGlite) ---

async function dumpPglite(dataDir: string, out: string) {
  const dir = path.join(dataDir, "pglite");
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    throw new BackupError(`Não há banco embutido em ${dir}: confira DATA_DIR.`);
  }
  // PGlite writes this file while a process has the folder open and removes it on close.
  if (existsSync(path.join(dir, "postmaster.pid"))) {
    throw new BackupError(
      `O banco embutido em ${dir} está aberto (há um postmaster.pid): pare o servidor e rode o backup de novo. Dois processos no mesmo banco embutido o corrompem. Se o servidor caiu sem fechar o banco, inicie-o e pare-o uma vez antes do backup.`,
    );
  }
  const db = await PGlite.create(dir);
  try {
    const dump = await db.dumpDataDir("none");
    await writeFile(out, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

async function loadPglite(dataDir: string, dump: string) {
  if (!existsSync(dump)) throw new BackupError(`O backup não traz ${PGLITE_DUMP}.`);
  try {
    const db = await PGlite.create(path.join(dataDir, "pglite"), {
      loadDataDir: new Blob([new Uint8Array(await readFile(dump))]),
    });
    await db.query("select 1");
    await db.close();
  } catch (error) {
    const detail = String((error as Error)?.message ?? error)
      .replace(/\s+/g, " ")
      .trim();
    throw new BackupError(`O banco embutido do backup (${PGLITE_DUMP}) não abre: ${detail}.`);
  }
}

// --- PostgreSQL (DATABASE_URL): pg_dump and psql ---

function target(config: BackupConfig): LibpqTarget {
  const system = "/etc/ssl/certs/ca-certificates.crt";
  return libpqTarget(
    config.DATABASE_URL ?? "",
    { mode: config.DATABASE_TLS, caFile: config.DATABASE_CA_FILE },
    { pgHost: process.env.PGHOST, systemCaFile: existsSync(system) ? system : undefined },
  );
}

const CLIENT_HINT =
  "instale o cliente do PostgreSQL (no Debian: apt-get install postgresql-client), na versão do servidor ou mais nova";

/** Runs a PostgreSQL client program; its stdout goes through `rewrite` into `out`, or nowhere. */
async function runClient(
  program: string,
  args: string[],
  config: BackupConfig,
  output?: { out: string; rewrite: (line: string) => string },
) {
  const { url, env } = target(config);
  const child = spawn(program, [...args, `--dbname=${url}`], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    if (stderr.length < 20_000) stderr += chunk;
  });
  let failedToStart: NodeJS.ErrnoException | undefined;
  const exited = new Promise<number | null>((resolve) => {
    child.on("error", (error) => {
      failedToStart = error;
      resolve(null);
    });
    child.on("close", resolve);
  });
  try {
    if (output) {
      // Whole characters per chunk, so a line split between chunks is joined intact.
      child.stdout.setEncoding("utf8");
      await pipeline(
        child.stdout,
        lines(output.rewrite),
        createWriteStream(output.out, { mode: 0o600 }),
      );
    } else {
      child.stdout.resume();
    }
  } catch (error) {
    if (!failedToStart) throw error;
  }
  const code = await exited;
  if (failedToStart?.code === "ENOENT") {
    throw new BackupError(`${program} não foi encontrado no PATH: ${CLIENT_HINT}.`);
  }
  if (failedToStart) throw failedToStart;
  if (code !== 0) {
    throw new BackupError(`${program} falhou (código ${code}): ${stderr.trim() || "sem mensagem"}`);
  }
}

/** Applies `rewrite` to each line of a text stream. */
function lines(rewrite: (line: string) => string) {
  let rest = "";
  return new Transform({
    decodeStrings: false,
    transform(chunk: string, _encoding, done) {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      done(null, parts.map((line) => `${rewrite(line)}\n`).join(""));
    },
    flush(done) {
      done(null, rest ? rewrite(rest) : "");
    },
  });
}

/**
 * pg_dump's plain SQL of the app's schemas. Asked for `public` by name, it writes
 * CREATE SCHEMA public, which fails in any database (each has one): the schema lines read
 * IF NOT EXISTS, so `psql -f dump.sql` restores into a new, empty database.
 */
async function dumpPostgres(config: BackupConfig, out: string) {
  let copying = false;
  const rewrite = (line: string) => {
    if (copying) {
      if (line === "\\.") copying = false;
      return line;
    }
    if (/^COPY .+ FROM stdin;$/.test(line)) copying = true;
    const schema = /^CREATE SCHEMA (\w+);$/.exec(line)?.[1];
    if (schema && SCHEMAS.includes(schema)) return `CREATE SCHEMA IF NOT EXISTS ${schema};`;
    // Owned by the database's owner role, which the user restoring may not be (Supabase).
    if (line.startsWith("COMMENT ON SCHEMA public ")) return `-- ${line}`;
    return line;
  };
  const args = ["--format=plain", "--no-owner", "--no-privileges", "--encoding=UTF8"];
  await runClient("pg_dump", [...args, ...SCHEMAS.map((s) => `--schema=${s}`)], config, {
    out,
    rewrite,
  });
}

async function requireEmptyDatabase(config: BackupConfig) {
  const url = config.DATABASE_URL ?? "";
  const ssl = postgresTlsOptions(
    url,
    { mode: config.DATABASE_TLS, ca: config.databaseCa },
    process.env.PGHOST,
  );
  const sql = postgres(url, {
    max: 1,
    onnotice: () => {},
    connect_timeout: 10,
    ...(ssl === undefined ? {} : { ssl }),
  });
  try {
    const [row] = await sql<{ tables: number }[]>`
      select count(*)::int as tables from pg_catalog.pg_tables where schemaname in ${sql(SCHEMAS)}`;
    if ((row?.tables ?? 0) > 0) {
      throw new BackupError(
        `O banco em DATABASE_URL já tem ${row?.tables} tabela(s) nos esquemas public e drizzle. A restauração só escreve num banco vazio: crie um banco novo (por exemplo com createdb) e aponte DATABASE_URL para ele.`,
      );
    }
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function runPsql(config: BackupConfig, dump: string) {
  if (!existsSync(dump)) throw new BackupError(`O backup não traz ${SQL_DUMP}.`);
  // One transaction: a failure leaves the database as empty as it was.
  const args = ["-X", "-q", "-v", "ON_ERROR_STOP=1", "--single-transaction", "-f", dump];
  await runClient("psql", args, config);
}
