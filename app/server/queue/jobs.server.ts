import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf, type Tx } from "../db/index.server";
import { deliveries, type JobRow, jobs, leads } from "../db/schema.server";

/**
 * The queue's table (ADR 0056): what is sent later, stored first, claimed with a lease, retried
 * with backoff. A lead's and a delivery's job also write the state people see onto that row,
 * in the same transaction.
 */

export type { Tx };

/** The database, or a transaction of it: a job is stored with what it is about. */
type Conn = Pick<Db, "insert" | "update">;

/**
 * Retries after the 1st, 2nd, … failed attempt: 9 attempts over about 22 hours, then `failed`
 * for a person to re-send. The first retry comes within a minute.
 */
const RETRY_DELAYS_MS = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  60 * 60_000,
  3 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed job stays reserved for the worker that claimed it. */
export const LEASE_MS = 2 * 60_000;

/** The wait before the next attempt, ±10 % so that retries do not arrive in step; null: give up. */
export function retryDelay(attempts: number, random = Math.random): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * (0.9 + random() * 0.2));
}

export interface NewJob {
  kind: string;
  /** The idempotency key: a key already queued is never queued twice. */
  key: string;
  runAt: Date;
  leadId?: string;
  deliveryId?: string;
  payload?: Record<string, unknown>;
  attempts?: number;
}

/** A lead's webhook post, keyed by the lead's id as today's receivers know it. */
export const leadJob = (leadId: string, runAt: Date, attempts = 0): NewJob => ({
  kind: "lead",
  key: leadId,
  leadId,
  runAt,
  attempts,
});

/** A delivery's send, keyed by the delivery's id (its webhook's key, its e-mail's Message-ID). */
export const deliveryJob = (deliveryId: string, runAt: Date, attempts = 0): NewJob => ({
  kind: "delivery",
  key: deliveryId,
  deliveryId,
  runAt,
  attempts,
});

const values = (job: NewJob) => ({
  kind: job.kind,
  key: job.key,
  leadId: job.leadId ?? null,
  deliveryId: job.deliveryId ?? null,
  payload: job.payload ?? null,
  attempts: job.attempts ?? 0,
  runAt: job.runAt,
});

/** Queues jobs, pending until their `runAt`; a key already queued is left alone. How many new. */
export async function enqueue(db: Conn, items: NewJob[]): Promise<number> {
  if (items.length === 0) return 0;
  const added = await db
    .insert(jobs)
    .values(items.map(values))
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return added.length;
}

/**
 * Due again at `runAt` with `attempts` ('Reenviar'): queued anew when it has no job, made
 * pending when it has one, unless a worker is running it now.
 */
export async function reschedule(db: Conn, job: NewJob) {
  await db
    .insert(jobs)
    .values(values(job))
    .onConflictDoUpdate({
      target: jobs.key,
      set: { status: "pending", runAt: job.runAt, leaseUntil: null, attempts: job.attempts ?? 0 },
      setWhere: ne(jobs.status, "running"),
    });
}

// --- What people see: a job's state written onto its lead or delivery. ---

const job = (column: string) => sql.raw(`"jobs"."${column}"`);
/** A claim and a give-back: the row is being sent, or due again. */
const heldColumns: ShownColumns = {
  status: sql`case ${job("status")} when 'running' then 'delivering' else ${job("status")} end`,
  nextAttemptAt: sql`case ${job("status")} when 'pending' then ${job("run_at")} else ${job("lease_until")} end`,
};
/** An attempt's outcome: delivered, due again later, or failed for good. */
const outcomeColumns: ShownColumns = {
  status: sql`case ${job("status")} when 'done' then 'delivered' else ${job("status")} end`,
  attempts: job("attempts"),
  nextAttemptAt: sql`case ${job("status")} when 'pending' then ${job("run_at")} end`,
  lastError: job("last_error"),
  deliveredAt: job("done_at"),
};

type Shown = Pick<JobRow, "id" | "leadId" | "deliveryId">;
type ShownColumns = Partial<
  Record<"status" | "attempts" | "nextAttemptAt" | "lastError" | "deliveredAt", SQL>
>;

async function show(
  tx: Tx,
  changed: Shown[],
  columns: ShownColumns,
  extra: { message?: Record<string, unknown> } = {},
) {
  const ofLeads = changed.filter((row) => row.leadId).map((row) => row.id);
  const ofDeliveries = changed.filter((row) => row.deliveryId).map((row) => row.id);
  if (ofLeads.length > 0) {
    await tx
      .update(leads)
      .set(columns)
      .from(jobs)
      .where(and(eq(jobs.leadId, leads.id), inArray(jobs.id, ofLeads)));
  }
  if (ofDeliveries.length > 0) {
    await tx
      .update(deliveries)
      .set({ ...columns, ...extra })
      .from(jobs)
      .where(and(eq(jobs.deliveryId, deliveries.id), inArray(jobs.id, ofDeliveries)));
  }
}

const shownRef = { id: jobs.id, leadId: jobs.leadId, deliveryId: jobs.deliveryId };

/**
 * Locks the leads and deliveries of these jobs before the jobs themselves. Every transaction
 * takes its rows in the order a lead's deletion cascades in (the lead, its deliveries, their
 * jobs), so the worker and an erasure never wait for each other in a circle. With
 * `skipLocked`, rows another transaction holds are left out instead of waited for; the ids
 * locked come back.
 */
async function lockOwners(tx: Tx, jobIds: string[], skipLocked = false) {
  const ids = sql.join(
    jobIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const skip = skipLocked ? sql` skip locked` : sql``;
  const leadRows = await rowsOf<{ id: string }>(
    tx,
    sql`select id::text as id from leads where id in (select lead_id from jobs where id in (${ids})) order by id for update${skip}`,
  );
  const deliveryRows = await rowsOf<{ id: string }>(
    tx,
    sql`select id::text as id from deliveries where id in (select delivery_id from jobs where id in (${ids})) order by id for update${skip}`,
  );
  return new Set([...leadRows, ...deliveryRows].map((row) => row.id));
}

/**
 * Reserves up to `limit` due jobs of these kinds for this worker: pending ones whose time has
 * come, and ones another worker claimed but did not finish (its lease ran out). SKIP LOCKED lets
 * several processes claim at once without ever taking the same job.
 */
export async function claimDue(
  db: Db,
  kinds: readonly string[],
  limit: number,
  now = new Date(),
  leaseMs = LEASE_MS,
): Promise<JobRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const leaseUntil = new Date(now.getTime() + leaseMs);
  return db.transaction(async (tx) => {
    const found = await tx
      .select(shownRef)
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [...kinds]),
          sql`((${jobs.status} = 'pending' and ${jobs.runAt} <= ${at}) or (${jobs.status} = 'running' and ${jobs.leaseUntil} <= ${at}))`,
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (found.length === 0) return [];
    // Its lead or delivery too, never waited for: one another transaction holds (a person
    // erasing it, 'Reenviar') waits for the next pass.
    const owners = await lockOwners(
      tx,
      found.map((row) => row.id),
      true,
    );
    const due = found.filter(
      (row) =>
        (!row.leadId || owners.has(row.leadId)) && (!row.deliveryId || owners.has(row.deliveryId)),
    );
    if (due.length === 0) return [];
    const claimed = await tx
      .update(jobs)
      .set({ status: "running", leaseUntil })
      .where(
        inArray(
          jobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    await show(tx, claimed, heldColumns);
    return claimed;
  });
}

/**
 * Done: never run again; its payload is dropped (it may hold personal data). `extra`: columns
 * of its delivery to change with it (a sent sign-in link's e-mail, redacted).
 */
export async function markDone(
  db: Db,
  id: string,
  attempts: number,
  now = new Date(),
  extra?: { message?: Record<string, unknown> },
) {
  await db.transaction(async (tx) => {
    await lockOwners(tx, [id]);
    const done = await tx
      .update(jobs)
      .set({
        status: "done",
        attempts,
        doneAt: now,
        leaseUntil: null,
        lastError: null,
        payload: null,
      })
      .where(eq(jobs.id, id))
      .returning(shownRef);
    await show(tx, done, outcomeColumns, extra);
  });
}

/** A failed attempt: due again after `retryDelay`, or failed for good after the last one. */
export async function markFailed(
  db: Db,
  id: string,
  attempts: number,
  error: string,
  now = new Date(),
  random = Math.random,
) {
  const delay = retryDelay(attempts, random);
  await db.transaction(async (tx) => {
    await lockOwners(tx, [id]);
    const failed = await tx
      .update(jobs)
      .set({
        attempts,
        lastError: error.slice(0, 500),
        status: delay === null ? "failed" : "pending",
        leaseUntil: null,
        ...(delay === null ? {} : { runAt: new Date(now.getTime() + delay) }),
      })
      // A late failure never undoes a delivery another worker finished meanwhile.
      .where(and(eq(jobs.id, id), ne(jobs.status, "done")))
      .returning(shownRef);
    await show(tx, failed, outcomeColumns);
  });
}

/**
 * Gives back claims a stopping worker did not finish: due now, for another instance, instead
 * of when the lease ends. One that ended meanwhile is left as it ended.
 */
export async function releaseClaims(db: Db, ids: string[], now = new Date()) {
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    await lockOwners(tx, ids);
    const released = await tx
      .update(jobs)
      .set({ status: "pending", runAt: now, leaseUntil: null })
      .where(and(inArray(jobs.id, ids), eq(jobs.status, "running")))
      .returning(shownRef);
    await show(tx, released, heldColumns);
  });
}
