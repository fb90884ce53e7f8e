import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/index.server";
import { type DeliveryRow, deliveries } from "../db/schema.server";
import { claimDue, retryDelay } from "./outbox.server";

export type DeliveryChannel = "email" | "webhook" | "rdstation";
export type DeliveryPurpose =
  | "material"
  | "conversion"
  | "invite"
  | "reset"
  | "alert"
  | "email-confirm"
  | "email-notice";

/** Purposes whose message holds a team link: redacted once sent (ADR 0040, 0048). */
export const REDACTED_PURPOSES: ReadonlySet<string> = new Set(["invite", "reset", "email-confirm"]);

export interface NewDelivery {
  leadId?: string;
  channel: DeliveryChannel;
  purpose: DeliveryPurpose;
  message: Record<string, unknown>;
}

/** An e-mail as it is stored, then sent. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A released lead's held deliveries are due now; how many. */
export async function releaseDeliveries(db: Db, leadId: string, now = new Date()) {
  const rows = await db
    .update(deliveries)
    .set({ status: "pending", nextAttemptAt: now })
    .where(and(eq(deliveries.leadId, leadId), eq(deliveries.status, "held")))
    .returning({ id: deliveries.id });
  return rows.length;
}

/** The due deliveries, claimed for this worker as the leads are (`claimDue`). */
export const claimDueDeliveries = (
  db: Db,
  limit: number,
  now = new Date(),
  leaseMs?: number,
): Promise<DeliveryRow[]> => claimDue(db, deliveries, limit, now, leaseMs);

/** Delivered; `message`, when given, replaces the stored one (a link's e-mail, redacted). */
export async function markDeliveryDone(
  db: Db,
  id: string,
  attempts: number,
  now = new Date(),
  message?: Record<string, unknown>,
) {
  await db
    .update(deliveries)
    .set({
      status: "delivered",
      attempts,
      deliveredAt: now,
      nextAttemptAt: null,
      lastError: null,
      ...(message ? { message } : {}),
    })
    .where(eq(deliveries.id, id));
}

export async function markDeliveryFailed(
  db: Db,
  id: string,
  attempts: number,
  error: string,
  now = new Date(),
  random = Math.random,
) {
  const delay = retryDelay(attempts, random);
  await db
    .update(deliveries)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      status: delay === null ? "failed" : "pending",
      nextAttemptAt: delay === null ? null : new Date(now.getTime() + delay),
    })
    .where(and(eq(deliveries.id, id), ne(deliveries.status, "delivered")));
}

/** A lead's deliveries, oldest first, for its admin page. */
export function deliveriesOfLead(db: Db, leadId: string) {
  return db
    .select()
    .from(deliveries)
    .where(eq(deliveries.leadId, leadId))
    .orderBy(asc(deliveries.createdAt), asc(deliveries.id));
}

/**
 * 'Reenviar': a failed or waiting delivery is due again now, with a fresh count of attempts.
 * One already delivered, or being sent, is left alone (nothing is sent twice). False when
 * nothing was made due.
 */
export async function resendDelivery(db: Db, id: string, now = new Date()) {
  const rows = await db
    .update(deliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(deliveries.id, id), sql`${deliveries.status} in ('pending', 'failed')`))
    .returning({ id: deliveries.id });
  return rows.length > 0;
}
