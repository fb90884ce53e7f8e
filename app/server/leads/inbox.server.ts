import { and, count, desc, eq, gt, or, sql } from "drizzle-orm";
import { leadCsvHead, leadCsvLine } from "~/lib/lead-csv";
import { leadPerson, leadProfile, payloadText } from "~/lib/lead-fields";
import type { LeadFilter } from "~/lib/lead-filter";
import { leadFormId } from "~/lib/leads";
import { db, tables } from "../db/index.server";
import type { LeadRow } from "../db/schema.server";
import { env } from "../env.server";
import { materialAliases, materialNames } from "../materials/names.server";
import { kickQueue } from "../queue/index.server";
import { leadJob, reschedule } from "../queue/jobs.server";
import { webhookUrls } from "./delivery.server";
import { matching } from "./inbox-filter.server";
import { type FormType, isUuid } from "./outbox.server";
import { erasePersonalData, personalDataOfLead } from "./personal-data.server";
import { deleteSuspect, releaseSuspect } from "./suspects.server";

/** The admin's view of the outbox: list, detail, re-send and export. */

const { leads, adminUsers } = tables;

const LEADS_PAGE_SIZE = 50;

const summaryColumns = {
  id: leads.id,
  formType: leads.formType,
  payload: leads.payload,
  sourcePage: leads.sourcePage,
  createdAt: leads.createdAt,
  status: leads.status,
  suspicion: leads.suspicion,
  attempts: leads.attempts,
  workStatus: leads.workStatus,
  ownerId: leads.ownerId,
  owner: adminUsers.username,
  ownerName: adminUsers.name,
};

type SummaryRow = Pick<LeadRow, Exclude<keyof typeof summaryColumns, "owner" | "ownerName">> & {
  owner: string | null;
  ownerName: string | null;
};

const summary = ({ payload, ...row }: SummaryRow) => ({
  ...row,
  formId: leadFormId(row.formType, payload),
  ...leadPerson(payload),
  role: leadProfile(payload).role,
  materialId: payloadText(payload.materialId),
});

/** The leads of a filter, with their owner's username. */
function selectLeads(filter: LeadFilter, materials: string[]) {
  return db()
    .select(summaryColumns)
    .from(leads)
    .leftJoin(adminUsers, eq(adminUsers.id, leads.ownerId))
    .where(matching(filter, materials))
    .orderBy(desc(leads.createdAt), desc(leads.id));
}

/**
 * One page of leads, newest first, with the total that match the filter. `materials`: the ids
 * the filter's material was stored under (`materialAliases`).
 */
export async function listLeads(filter: LeadFilter, asked = 1, materials: string[] = []) {
  const [counted] = await db()
    .select({ total: count() })
    .from(leads)
    .where(matching(filter, materials));
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const page = Math.min(Math.max(Number.isSafeInteger(asked) ? asked : 1, 1), pageCount);
  const rows = await selectLeads(filter, materials)
    .limit(LEADS_PAGE_SIZE)
    .offset((page - 1) * LEADS_PAGE_SIZE);
  return { total, page, pageCount, leads: rows.map(summary) };
}

export async function leadDetail(id: string): Promise<LeadRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db().select().from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}

/**
 * Puts a failed lead back in the queue, due now, and wakes the worker; a lead waiting for its
 * next retry is tried now instead of later. Attempts and the last error stay until the try; for
 * a failed lead that try is its last unless it succeeds. False when the lead is unknown or
 * cannot be re-sent (someone else may have re-sent it already).
 */
export async function resendLead(id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const now = new Date();
  const resent = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({ status: "pending", nextAttemptAt: now })
      .where(
        and(
          eq(leads.id, id),
          or(eq(leads.status, "failed"), and(eq(leads.status, "pending"), gt(leads.attempts, 0))),
        ),
      )
      .returning({ id: leads.id, attempts: leads.attempts });
    // Its job is due now too, its count of attempts going on (ADR 0056).
    if (row) await reschedule(tx, leadJob(row.id, now, row.attempts));
    return Boolean(row);
  });
  if (resent) kickQueue();
  return resent;
}

/** Leads whose webhook or one of whose deliveries failed: the admin's header shows them. */
export async function failedLeadCount(): Promise<number> {
  const [row] = await db()
    .select({ total: count() })
    .from(leads)
    .where(matching({ status: "failed" }));
  return row?.total ?? 0;
}

/** Submissions the spam guards held, waiting for a person to release or delete them. */
export async function suspectedLeadCount(): Promise<number> {
  const [row] = await db()
    .select({ total: count() })
    .from(leads)
    .where(eq(leads.status, "suspected"));
  return row?.total ?? 0;
}

/**
 * 'Liberar': the suspect becomes a lead, delivered like any other (the worker is woken), or
 * `stored` when its form has no webhook. Undefined when it is unknown or no longer suspected.
 */
export async function releaseSuspectedLead(id: string) {
  const released = await releaseSuspect(db(), id, webhookUrls(env()));
  if (released?.status === "pending" || released?.deliveries) kickQueue();
  return released?.status;
}

/** Whether leads of this form are delivered (a webhook is configured) or kept as `stored`. */
export const hasWebhook = (formType: string) => Boolean(webhookUrls(env())[formType as FormType]);

/** 'Excluir' on a suspect: that one submission; false when it is gone or was released. */
export const deleteSuspectedLead = (id: string) => deleteSuspect(db(), id);

const CSV_BATCH = 500;

/**
 * Every lead of the filter (not just one page), newest first, as the lines of a CSV file for
 * Excel in Brazil (`lib/lead-csv.ts`). Read in batches after the last row sent (keyset on the
 * date, compared as the database wrote it, and the id), so a large export is never held whole.
 */
export async function* leadsCsv(filter: LeadFilter): AsyncGenerator<string> {
  const names = await materialNames();
  const materials = filter.material ? materialAliases(names, filter.material) : [];
  const title = (id: string) => names.get(id)?.title ?? id;
  yield leadCsvHead();
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db()
      .select({
        createdAt: leads.createdAt,
        at: sql<string>`${leads.createdAt}::text`,
        id: leads.id,
        formType: leads.formType,
        payload: leads.payload,
        sourcePage: leads.sourcePage,
        attribution: leads.attribution,
        workStatus: leads.workStatus,
        owner: adminUsers.username,
        ownerName: adminUsers.name,
      })
      .from(leads)
      .leftJoin(adminUsers, eq(adminUsers.id, leads.ownerId))
      .where(
        and(
          matching(filter, materials),
          after &&
            sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    yield rows.map((row) => leadCsvLine(row, title)).join("");
    const last = rows[rows.length - 1];
    if (!last || rows.length < CSV_BATCH) return;
    after = { at: last.at, id: last.id };
  }
}

/** What 'Excluir dados' would remove for this lead's person (LGPD). */
export const leadPersonalData = (id: string) => personalDataOfLead(db(), id);

/** 'Excluir dados': the lead, every submission with its e-mail, and their REI drafts. */
export const eraseLeadData = (id: string) => erasePersonalData(db(), id);
