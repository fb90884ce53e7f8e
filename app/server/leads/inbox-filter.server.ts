import { and, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { fromSaoPauloLocal } from "~/lib/dates";
import { landingFormId } from "~/lib/landing/blocks";
import type { LeadFilter } from "~/lib/lead-filter";
import { HOME_LEAD_FORM_ID } from "~/lib/leads";
import { tables } from "../db/index.server";
import type { FormType } from "./outbox.server";

/** The inbox's filter as SQL: every value a parameter, none a pattern of its own. */

const { leads } = tables;

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

/** A LIKE pattern that finds the text as typed: `%`, `_` and `\` are only themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** The payload fields a search reads: who the lead is, whatever the form called it. */
const searched = ["name", "email", "company", "companyName", "phone", "whatsapp"];

function searching(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  const like = (value: SQL) => sql`${value} ILIKE ${pattern} ESCAPE '\\'`;
  return or(
    ...searched.map((field) => like(sql`${leads.payload}->>${field}`)),
    // The download form splits the name: 'Carla Dias' is found across both halves.
    like(sql`concat_ws(' ', ${leads.payload}->>'firstName', ${leads.payload}->>'lastName')`),
  );
}

/** The day after a 'YYYY-MM-DD' day, same format. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The first instant of a São Paulo day. */
const startOf = (day: string) => fromSaoPauloLocal(`${day}T00:00`);

const { deliveries, people } = tables;
const hasFailedDelivery = sql`exists (select 1 from ${deliveries} where ${deliveries.leadId} = ${leads.id} and ${deliveries.status} = 'failed')`;

/**
 * The SQL condition of a filter. `materials` are the `materialId`s a material has been stored
 * under (its library id, and a sample's id from before the library).
 */
export function matching(filter: LeadFilter, materials: string[] = []): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) conditions.push(searching(filter.search));
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
  if (filter.workStatus) conditions.push(eq(leads.workStatus, filter.workStatus));
  if (filter.owner === "none") conditions.push(isNull(leads.ownerId));
  else if (filter.owner !== undefined) conditions.push(eq(leads.ownerId, filter.owner));
  if (filter.material) {
    const ids = [...new Set([filter.material, ...materials])];
    conditions.push(inArray(sql`${leads.payload}->>'materialId'`, ids));
  }
  if (filter.landing) {
    conditions.push(sql`${leads.payload}->>'formId' = ${landingFormId(filter.landing)}`);
  }
  const from = filter.from && startOf(filter.from);
  if (from) conditions.push(gte(leads.createdAt, from));
  const until = filter.to && startOf(nextDay(filter.to));
  if (until) conditions.push(lt(leads.createdAt, until));
  if (filter.grade) {
    conditions.push(
      sql`exists (select 1 from ${people} where ${people.id} = ${leads.personId} and ${people.fitGrade} = ${filter.grade})`,
    );
  }
  return and(...conditions);
}
