import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { type FormType, formTypes } from "~/lib/leads";
import { isUuid } from "~/lib/uuid";
import type { Db } from "../db/index.server";
import { deliveries, type LeadRow, leads } from "../db/schema.server";
import type { NewDelivery } from "./deliveries.server";

export { type FormType, formTypes };

export interface NewLead {
  /** Given when something stored with it must name it (an alert's link); else the database's. */
  id?: string;
  formType: FormType;
  payload: Record<string, unknown>;
  sourcePage?: string;
  consent?: { text: string; version: string; at: string };
  attribution?: Record<string, string>;
  /**
   * Why the spam guards doubt it: stored as `suspected`, never delivered, until a person
   * releases it (ADR 0011).
   */
  suspicion?: SpamSuspicion;
  /** What is sent on its behalf besides its webhook: the material e-mail (ADR 0039). */
  deliveries?: Omit<NewDelivery, "leadId">[];
  /**
   * A download: the same person asking for the same material again is the same lead, with one
   * more submission, its newest payload and new deliveries (a new link by e-mail).
   */
  repeatOf?: { email: string; materialId: string };
}

/** What a spam guard saw in a valid submission. */
export const spamSuspicions = ["honeypot", "too-fast", "bad-token"] as const;
export type SpamSuspicion = (typeof spamSuspicions)[number];

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
/** How long a claimed lead stays reserved for the worker that claimed it. */
export const LEASE_MS = 2 * 60_000;

/** The wait before the next attempt, ±10 % so that retries do not arrive in step; null: give up. */
export function retryDelay(attempts: number, random = Math.random): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * (0.9 + random() * 0.2));
}

/**
 * Stores a submission before anything else happens (ADR 0008). With no webhook for its kind
 * the lead stays `stored`; otherwise it is `pending` and due at once. A suspected one waits
 * for a person, and so do its deliveries (`held`). The lead and its deliveries are stored
 * together or not at all.
 */
export async function storeLead(db: Db, lead: NewLead, deliverable: boolean, now = new Date()) {
  const due = deliverable && !lead.suspicion;
  return db.transaction(async (tx) => {
    const earlier = lead.suspicion ? undefined : await findRepeat(tx, lead, now);
    const [row] = earlier
      ? [earlier]
      : await tx
          .insert(leads)
          .values({
            ...(lead.id ? { id: lead.id } : {}),
            formType: lead.formType,
            payload: lead.payload,
            sourcePage: lead.sourcePage,
            consent: lead.consent ?? null,
            attribution: lead.attribution ?? null,
            status: lead.suspicion ? "suspected" : due ? "pending" : "stored",
            suspicion: lead.suspicion ?? null,
            nextAttemptAt: due ? now : null,
            createdAt: now,
          })
          .returning({ id: leads.id, status: leads.status });
    if (!row) throw new Error("O lead não foi gravado");
    // A repeated download is not a new lead: no alert for it.
    const sends = (lead.deliveries ?? []).filter((item) => !(earlier && item.purpose === "alert"));
    if (sends.length > 0) {
      await tx.insert(deliveries).values(
        sends.map((item) => ({
          leadId: row.id,
          channel: item.channel,
          purpose: item.purpose,
          // A webhook gets the lead's attribution too, as the lead's own webhook does.
          message:
            item.channel === "webhook"
              ? { ...item.message, ...(lead.attribution ?? {}) }
              : item.message,
          status: lead.suspicion ? "held" : "pending",
          nextAttemptAt: lead.suspicion ? null : now,
          createdAt: now,
        })),
      );
    }
    return { ...row, deliveries: lead.suspicion ? 0 : sends.length, repeat: Boolean(earlier) };
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The lead a repeated download belongs to, updated: one more submission, the newest payload
 * (its new link). Its webhook is not posted again (the receiver has that lead by its id).
 */
async function findRepeat(tx: Tx, lead: NewLead, now: Date) {
  if (!lead.repeatOf) return undefined;
  const [found] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.formType, "download"),
        ne(leads.status, "suspected"),
        sql`lower(${leads.payload}->>'email') = ${lead.repeatOf.email.toLowerCase()}`,
        sql`(${leads.payload}->>'materialId') = ${lead.repeatOf.materialId}`,
      ),
    )
    .orderBy(leads.createdAt)
    .limit(1)
    .for("update");
  if (!found) return undefined;
  const [row] = await tx
    .update(leads)
    .set({
      submissions: sql`${leads.submissions} + 1`,
      payload: lead.payload,
      lastSubmittedAt: now,
    })
    .where(eq(leads.id, found.id))
    .returning({ id: leads.id, status: leads.status });
  return row;
}

/** A queue the worker drains: the leads (their webhook) and the deliveries (ADR 0039). */
type QueueTable = typeof leads | typeof deliveries;

/**
 * Reserves up to `limit` due rows of a queue for this worker: pending ones whose time has come,
 * and ones another worker claimed but did not finish (its lease ran out). SKIP LOCKED lets
 * several processes claim at once without ever taking the same row.
 */
export async function claimDue<T extends QueueTable>(
  db: Db,
  table: T,
  limit: number,
  now = new Date(),
  leaseMs = LEASE_MS,
): Promise<T["$inferSelect"][]> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: table.id })
      .from(table as QueueTable)
      .where(
        and(
          sql`${table.status} in ('pending', 'delivering')`,
          sql`${table.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(table.nextAttemptAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const ids = sql.join(
      due.map((d) => sql`${d.id}`),
      sql`, `,
    );
    return (await tx
      .update(table as QueueTable)
      .set({ status: "delivering", nextAttemptAt: leaseUntil })
      .where(sql`${table.id} in (${ids})`)
      .returning()) as T["$inferSelect"][];
  });
}

/** The due leads, claimed for this worker (see `claimDue`). */
export const claimDueLeads = (
  db: Db,
  limit: number,
  now = new Date(),
  leaseMs = LEASE_MS,
): Promise<LeadRow[]> => claimDue(db, leads, limit, now, leaseMs);

/**
 * Gives back claims a stopping worker did not finish: due now, for another instance, instead
 * of when the lease ends. One that ended meanwhile is left as it ended.
 */
export async function releaseClaims(db: Db, table: QueueTable, ids: string[], now = new Date()) {
  if (ids.length === 0) return;
  await db
    .update(table)
    .set({ status: "pending", nextAttemptAt: now })
    .where(and(inArray(table.id, ids), eq(table.status, "delivering")));
}

export async function markDelivered(db: Db, id: string, attempts: number, now = new Date()) {
  await db
    .update(leads)
    .set({ status: "delivered", attempts, deliveredAt: now, nextAttemptAt: null, lastError: null })
    .where(eq(leads.id, id));
}

export async function markFailedAttempt(
  db: Db,
  id: string,
  attempts: number,
  error: string,
  now = new Date(),
  random = Math.random,
) {
  const delay = retryDelay(attempts, random);
  await db
    .update(leads)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      status: delay === null ? "failed" : "pending",
      nextAttemptAt: delay === null ? null : new Date(now.getTime() + delay),
    })
    // A late failure never undoes a delivery another worker finished meanwhile.
    .where(and(eq(leads.id, id), ne(leads.status, "delivered")));
}

export { isUuid };

export async function findLead(db: Db, id: string): Promise<LeadRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}
