import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/index.server";
import { leads } from "../db/schema.server";
import { attachPerson } from "../people/people.server";
import { enqueue, leadJob } from "../queue/jobs.server";
import { releaseDeliveries } from "./deliveries.server";
import type { WebhookUrls } from "./delivery.server";
import { formTypes, isUuid } from "./outbox.server";

/**
 * What staff do with a submission the spam guards held (ADR 0011): release it, and it
 * becomes a lead like any other, or delete it. Both act only on a lead still `suspected`, so
 * a second tab cannot release a lead twice or delete one that was released meanwhile.
 */

/**
 * Makes a suspected submission a lead: `pending` and due now when its form has a webhook,
 * else `stored`; its held deliveries are due now. Its suspicion stays, as the record of why it
 * was held. Undefined when the lead is unknown or no longer suspected.
 */
export async function releaseSuspect(db: Db, id: string, urls: WebhookUrls, now = new Date()) {
  if (!isUuid(id)) return undefined;
  const deliverable = formTypes.filter((formType) => urls[formType]);
  // One statement decides and updates, so two releases at once cannot both succeed.
  const due = deliverable.length ? inArray(leads.formType, deliverable) : sql`false`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({
        status: sql`case when ${due} then 'pending' else 'stored' end`,
        nextAttemptAt: sql`case when ${due} then ${now.toISOString()}::timestamptz end`,
      })
      .where(and(eq(leads.id, id), eq(leads.status, "suspected")))
      .returning({
        id: leads.id,
        status: leads.status,
        formType: leads.formType,
        payload: leads.payload,
      });
    if (!row) return undefined;
    await attachPerson(tx, row, now);
    // Its job and its deliveries' jobs are stored with the release (ADR 0056).
    if (row.status === "pending") await enqueue(tx, [leadJob(row.id, now)]);
    const deliveries = await releaseDeliveries(tx, id, now);
    return { id: row.id, status: row.status as "pending" | "stored", deliveries };
  });
}

/** Deletes one suspected submission; false when it is unknown or no longer suspected. */
export async function deleteSuspect(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(leads)
    .where(and(eq(leads.id, id), eq(leads.status, "suspected")))
    .returning({ id: leads.id });
  return deleted.length > 0;
}
