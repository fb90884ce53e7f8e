import { and, eq, ne, sql } from "drizzle-orm";
import { type FormType, formTypes } from "~/lib/leads";
import { isUuid } from "~/lib/uuid";
import type { Db, Tx } from "../db/index.server";
import { type LeadRow, leads } from "../db/schema.server";
import { attachPerson } from "../people/people.server";
import { enqueue, leadJob } from "../queue/jobs.server";
import { type NewDelivery, storeDeliveries } from "./deliveries.server";

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
 * Stores a submission before anything else happens (ADR 0008). With no webhook for its kind
 * the lead stays `stored`; otherwise it is `pending` and its job due at once (ADR 0056). A
 * suspected one waits for a person, and so do its deliveries (`held`). The lead, its
 * deliveries and their jobs are stored together or not at all.
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
    // A suspect waits apart from people until someone releases it.
    if (!lead.suspicion) await attachPerson(tx, { ...lead, id: row.id }, now);
    if (due && !earlier) await enqueue(tx, [leadJob(row.id, now)]);
    // A repeated download is not a new lead: no alert for it.
    const sends = (lead.deliveries ?? []).filter((item) => !(earlier && item.purpose === "alert"));
    await storeDeliveries(
      tx,
      sends.map((item) => ({
        ...item,
        leadId: row.id,
        // A webhook gets the lead's attribution too, as the lead's own webhook does.
        message:
          item.channel === "webhook"
            ? { ...item.message, ...(lead.attribution ?? {}) }
            : item.message,
      })),
      { now, held: Boolean(lead.suspicion) },
    );
    return { ...row, deliveries: lead.suspicion ? 0 : sends.length, repeat: Boolean(earlier) };
  });
}

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

export { isUuid };

export async function findLead(db: Db, id: string): Promise<LeadRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}
