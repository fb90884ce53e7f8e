import { and, count, desc, eq, gt, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { toCsv } from "~/lib/csv";
import { HOME_LEAD_FORM_ID, type LeadStatus, leadFormId, leadStatuses } from "~/lib/leads";
import { db, tables } from "../db/index.server";
import type { LeadRow } from "../db/schema.server";
import { env } from "../env.server";
import { webhookUrls } from "./delivery.server";
import { kickLeadDelivery } from "./index.server";
import { type FormType, formTypes, isUuid } from "./outbox.server";
import { erasePersonalData, personalDataOfLead } from "./personal-data.server";
import { deleteSuspect, releaseSuspect } from "./suspects.server";

/** The admin's view of the outbox: list, detail, re-send and export. */

const { leads } = tables;

const LEADS_PAGE_SIZE = 50;

export interface LeadFilter {
  formType?: FormType;
  status?: LeadStatus;
}

/** Filter values as they come from an address; anything unknown is dropped. */
export interface LeadFilterInput {
  formType?: string | null;
  status?: string | null;
}

export function leadFilter(input: LeadFilterInput): LeadFilter {
  const filter: LeadFilter = {};
  const formType = formTypes.find((known) => known === input.formType);
  const status = leadStatuses.find((known) => known === input.status);
  if (formType) filter.formType = formType;
  if (status) filter.status = status;
  return filter;
}

/** A contact lead sent by the home form (since it sends `contact` with its formId). */
const fromHomeForm = and(
  eq(leads.formType, "contact"),
  sql`${leads.payload}->>'formId' = ${HOME_LEAD_FORM_ID}`,
);

/**
 * The leads of a form type. The home form's leads are contact leads, stored as `home` before
 * it sent `contact`: 'Contato' takes those old rows too, and 'home' every lead of the home form.
 */
function ofFormType(formType: FormType): SQL | undefined {
  if (formType === "contact") return inArray(leads.formType, ["contact", "home"]);
  if (formType === "home") return or(eq(leads.formType, "home"), fromHomeForm);
  return eq(leads.formType, formType);
}

const hasFailedDelivery = sql`exists (select 1 from ${tables.deliveries} where ${tables.deliveries.leadId} = ${leads.id} and ${tables.deliveries.status} = 'failed')`;

function matching(filter: LeadFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.formType) conditions.push(ofFormType(filter.formType));
  if (filter.status === "pending") {
    // A lead being sent right now is still waiting as far as a person is concerned.
    conditions.push(inArray(leads.status, ["pending", "delivering"]));
  } else if (filter.status === "failed") {
    // A lead delivered to its webhook whose e-mail failed needs a person too (ADR 0039).
    conditions.push(or(eq(leads.status, "failed"), hasFailedDelivery));
  } else if (filter.status) {
    conditions.push(eq(leads.status, filter.status));
  } else {
    // Not leads until a person releases them: 'Todos', its count and its CSV leave them out.
    conditions.push(ne(leads.status, "suspected"));
  }
  return and(...conditions);
}

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/**
 * Who the lead is, whatever the form: the download form splits the name, the REI calls the
 * company companyName and the phone whatsapp.
 */
export function leadPerson(payload: Record<string, unknown>) {
  const name =
    text(payload.name) || [text(payload.firstName), text(payload.lastName)].join(" ").trim();
  return {
    name,
    email: text(payload.email),
    company: text(payload.company) || text(payload.companyName),
    phone: text(payload.phone) || text(payload.whatsapp),
  };
}

const summaryColumns = {
  id: leads.id,
  formType: leads.formType,
  payload: leads.payload,
  sourcePage: leads.sourcePage,
  createdAt: leads.createdAt,
  status: leads.status,
  suspicion: leads.suspicion,
  attempts: leads.attempts,
};

type SummaryRow = Pick<LeadRow, keyof typeof summaryColumns>;

const summary = ({ payload, ...row }: SummaryRow) => ({
  ...row,
  formId: leadFormId(row.formType, payload),
  ...leadPerson(payload),
});

/** One page of leads, newest first, with the total that match the filter. */
export async function listLeads(input: LeadFilterInput & { page?: number }) {
  const filter = leadFilter(input);
  const where = matching(filter);
  const [counted] = await db().select({ total: count() }).from(leads).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const asked = input.page && Number.isSafeInteger(input.page) ? input.page : 1;
  const page = Math.min(Math.max(asked, 1), pageCount);
  const rows = await db()
    .select(summaryColumns)
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEADS_PAGE_SIZE)
    .offset((page - 1) * LEADS_PAGE_SIZE);
  return { filter, total, page, pageCount, leads: rows.map(summary) };
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
  const [row] = await db()
    .update(leads)
    .set({ status: "pending", nextAttemptAt: new Date() })
    .where(
      and(
        eq(leads.id, id),
        or(eq(leads.status, "failed"), and(eq(leads.status, "pending"), gt(leads.attempts, 0))),
      ),
    )
    .returning({ id: leads.id });
  if (!row) return false;
  kickLeadDelivery();
  return true;
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
  if (released?.status === "pending" || released?.deliveries) kickLeadDelivery();
  return released?.status;
}

/** Whether leads of this form are delivered (a webhook is configured) or kept as `stored`. */
export const hasWebhook = (formType: string) => Boolean(webhookUrls(env())[formType as FormType]);

/** 'Excluir' on a suspect: that one submission; false when it is gone or was released. */
export const deleteSuspectedLead = (id: string) => deleteSuspect(db(), id);

// `tipo` is the formType as stored and sent; `formulario`, last so that the earlier columns keep
// their places, the form that sent it when the type does not say: home-lead for the home form,
// whose leads are `contact` (`home` in rows stored before).
const csvHeader = [
  "data",
  "tipo",
  "nome",
  "email",
  "empresa",
  "telefone",
  "status",
  "tentativas",
  "origem",
  "id",
  "formulario",
];

/** Every lead of the filter (not just one page), newest first, as a CSV file. */
export async function leadsCsv(input: LeadFilterInput): Promise<string> {
  const rows = await db()
    .select(summaryColumns)
    .from(leads)
    .where(matching(leadFilter(input)))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return toCsv([
    csvHeader,
    ...rows
      .map(summary)
      .map((lead) => [
        lead.createdAt.toISOString(),
        lead.formType,
        lead.name,
        lead.email,
        lead.company,
        lead.phone,
        lead.status,
        lead.attempts,
        lead.sourcePage ?? "",
        lead.id,
        lead.formId ?? "",
      ]),
  ]);
}

/** What 'Excluir dados' would remove for this lead's person (LGPD). */
export const leadPersonalData = (id: string) => personalDataOfLead(db(), id);

/** 'Excluir dados': the lead, every submission with its e-mail, and their REI drafts. */
export const eraseLeadData = (id: string) => erasePersonalData(db(), id);
