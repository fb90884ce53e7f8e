import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/index.server";
import { deliveries } from "../db/schema.server";
import { deliveryJob, enqueue, reschedule, type Tx } from "../queue/jobs.server";

export type DeliveryChannel = "email" | "webhook" | "rdstation";
export type DeliveryPurpose =
  | "material"
  | "conversion"
  | "invite"
  | "reset"
  | "alert"
  | "email-confirm"
  | "email-notice"
  // A booked call's invitation, change or cancellation, to the visitor or the host (ADR 0057).
  | "booking"
  // A campaign form's confirmation to the person, in the marketer's words (ADR 0059).
  | "confirmation"
  // A campaign event's reminder, a day and an hour before (due at its message's `sendAt`).
  | "reminder";

/** Purposes whose message holds a team link: redacted once sent (ADR 0040, 0048). */
export const REDACTED_PURPOSES: ReadonlySet<string> = new Set(["invite", "reset", "email-confirm"]);

export interface NewDelivery {
  leadId?: string;
  channel: DeliveryChannel;
  purpose: DeliveryPurpose;
  /** With `sendAt` (ISO), not due before then: an event's reminder. */
  message: Record<string, unknown>;
}

/** When a delivery is due: now, or its message's `sendAt` when that is later. */
function dueAt(message: Record<string, unknown>, now: Date) {
  const at = typeof message.sendAt === "string" ? Date.parse(message.sendAt) : Number.NaN;
  return at > now.getTime() ? new Date(at) : now;
}

/** An e-mail as it is stored, then sent. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An invitation (iTIP), sent as the calendar part and as `convite.ics`. */
  calendar?: { method: "REQUEST" | "CANCEL" | "PUBLISH"; content: string };
}

/**
 * Stores deliveries and their jobs, due `now` (ADR 0056), in the caller's transaction: with the
 * lead or the link they are about. A suspect's are `held`, with no job until released.
 */
export async function storeDeliveries(
  tx: Tx,
  items: NewDelivery[],
  { now, held = false }: { now: Date; held?: boolean },
) {
  if (items.length === 0) return;
  const stored = await tx
    .insert(deliveries)
    .values(
      items.map((item) => ({
        leadId: item.leadId ?? null,
        channel: item.channel,
        purpose: item.purpose,
        message: item.message,
        status: held ? "held" : "pending",
        nextAttemptAt: held ? null : dueAt(item.message, now),
        createdAt: now,
      })),
    )
    .returning({ id: deliveries.id, message: deliveries.message });
  if (!held)
    await enqueue(
      tx,
      stored.map((row) => deliveryJob(row.id, dueAt(row.message, now))),
    );
}

/**
 * A released lead's held deliveries are due now (a reminder at its time), their jobs queued
 * with them; how many.
 */
export async function releaseDeliveries(tx: Tx, leadId: string, now = new Date()) {
  const rows = await tx
    .update(deliveries)
    .set({ status: "pending", nextAttemptAt: now })
    .where(and(eq(deliveries.leadId, leadId), eq(deliveries.status, "held")))
    .returning({ id: deliveries.id, message: deliveries.message });
  for (const row of rows.filter((row) => dueAt(row.message, now) > now))
    await tx
      .update(deliveries)
      .set({ nextAttemptAt: dueAt(row.message, now) })
      .where(eq(deliveries.id, row.id));
  await enqueue(
    tx,
    rows.map((row) => deliveryJob(row.id, dueAt(row.message, now))),
  );
  return rows.length;
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
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(deliveries)
      .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null })
      .where(and(eq(deliveries.id, id), sql`${deliveries.status} in ('pending', 'failed')`))
      .returning({ id: deliveries.id });
    if (row) await reschedule(tx, deliveryJob(row.id, now));
    return Boolean(row);
  });
}
