import { sql } from "drizzle-orm";
import { type Database, type Db, rowsOf } from "../db/index.server";

/**
 * Changes made in the admin, told to every instance on one PostgreSQL (ADR 0046): a change
 * raises `site_change_version` and sends its value on one channel; every other instance empties
 * what it keeps of the pages. A notification lost while an instance's listening connection was
 * down is caught by the version: read again when it listens again, and every few seconds.
 */
export const CHANGES_CHANNEL = "vetor_site_changes";

/** The version now: 0 before the first change. */
export async function changeVersion(db: Db): Promise<number> {
  const [row] = await rowsOf<{ version: string }>(
    db,
    sql`select case when is_called then last_value else 0 end::text as version from site_change_version`,
  );
  return Number(row?.version ?? 0);
}

/** Raises the version and tells the other instances, in one statement; the new version. */
export async function announceChange(db: Db, instanceId: string): Promise<number> {
  const [row] = await rowsOf<{ version: string }>(
    db,
    sql`with raised as (select nextval('site_change_version') as version)
      select version::text, pg_notify(${CHANGES_CHANNEL}, ${instanceId} || ' ' || version) from raised`,
  );
  return Number(row?.version ?? 0);
}

export interface ChangeWatch {
  /** Tells the others of a change this instance made (it has emptied its own caches). */
  announce(): Promise<void>;
  /** Reads the version now, as the timer does; resolves once done. */
  check(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Listens for the other instances' changes and calls `onChange` for each, or once for several
 * caught by the version. PostgreSQL only (the embedded database is one process).
 */
export async function watchChanges({
  database,
  instanceId,
  onChange,
  onError,
  intervalMs = 5_000,
}: {
  database: Database;
  instanceId: string;
  onChange: () => void;
  onError: (error: unknown) => void;
  intervalMs?: number;
}): Promise<ChangeWatch> {
  const { listen } = database;
  if (!listen) throw new Error("LISTEN só existe no PostgreSQL");
  let seen = await changeVersion(database.db);
  let stopped = false;
  // The client listens again by itself when its connection drops, but only once: if the
  // database is still away then, it has stopped listening. A look at the version that failed
  // since it last listened, or a change no notification told, means it may have: listen anew.
  let listenedAt = 0;
  let failedAt = 0;

  const heard = (payload: string) => {
    const [from, raw] = payload.split(" ");
    if (from === instanceId) return;
    seen = Math.max(seen, Number(raw) || 0);
    onChange();
  };
  let listening: { unlisten(): Promise<void> } | undefined;
  const startListening = async () => {
    await listening?.unlisten().catch(() => {});
    listening = undefined;
    const started = await listen(CHANGES_CHANNEL, heard, () => {
      listenedAt = Date.now();
      // Listening again after the connection dropped: what happened meanwhile is in the version.
      void check();
    });
    if (stopped) await started.unlisten();
    else listening = started;
  };

  // One look at a time (the timer and a new listen may ask together).
  let looking: Promise<void> | undefined;
  function check(): Promise<void> {
    looking ??= look().finally(() => {
      looking = undefined;
    });
    return looking;
  }

  async function look() {
    try {
      const now = await changeVersion(database.db);
      const untold = now !== seen;
      if (untold) {
        seen = now;
        onChange();
      }
      if ((untold || failedAt > listenedAt) && !stopped) await startListening();
    } catch (error) {
      failedAt = Date.now();
      onError(error);
    }
  }

  await startListening();
  const timer = setInterval(check, intervalMs);
  timer.unref();

  return {
    async announce() {
      const version = await announceChange(database.db, instanceId);
      // Only our own change since the last look: nothing to empty at the next check.
      if (version === seen + 1) seen = version;
    },
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await listening?.unlisten().catch(() => {});
    },
  };
}
