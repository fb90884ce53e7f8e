import { existsSync } from "node:fs";
import { chmod, mkdir, opendir } from "node:fs/promises";
import path from "node:path";

/**
 * DATA_DIR holds the database, the leads, the covers and the session secret: only the
 * server's own user may read it. Files this process creates from now on are 0600, folders 0700.
 */
export function restrictNewFiles() {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot change the umask (tests); the chmod walk below still applies.
  }
}

/** Creates DATA_DIR as 0700 if missing, and sets its own mode. */
export async function createDataDir(dir: string) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

export interface ModeReport {
  /** Entries whose mode was set. */
  seen: number;
  /** Entries that could not be changed (another owner, read-only mount). */
  failed: number;
  /** The walk stopped at its limit: far more entries than this site makes. */
  truncated: boolean;
}

/**
 * Folders 0700, files 0600: DATA_DIR itself and everything under it. Needed at every start,
 * not only on creation: PGlite's file layer creates its files 0666 whatever the umask, and
 * older versions of this site left the folders 0755. Symbolic links are skipped, not followed.
 */
export async function secureDataDir(dir: string, limit = 100_000): Promise<ModeReport> {
  const report: ModeReport = { seen: 0, failed: 0, truncated: false };
  const set = async (target: string, mode: number) => {
    report.seen++;
    await chmod(target, mode).catch(() => {
      report.failed++;
    });
  };
  // With DATABASE_URL the folder may never be needed (SESSION_SECRET set, covers in Supabase).
  if (!existsSync(dir)) return report;
  await set(dir, 0o700);
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries: Awaited<ReturnType<typeof opendir>>;
    try {
      entries = await opendir(folder);
    } catch {
      report.failed++;
      continue;
    }
    for await (const entry of entries) {
      if (report.seen >= limit) {
        report.truncated = true;
        return report;
      }
      const target = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        await set(target, 0o700);
        folders.push(target);
      } else if (entry.isFile()) {
        await set(target, 0o600);
      }
    }
  }
  return report;
}
