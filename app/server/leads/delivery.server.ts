import { HOME_LEAD_FORM_ID } from "~/lib/leads";
import type { Db } from "../db/index.server";
import type { JobRow, LeadRow } from "../db/schema.server";
import type { Env } from "../env.server";
import { logger } from "../logger.server";
import { type FormType, findLead } from "./outbox.server";

export type WebhookUrls = Partial<Record<FormType, string>>;

/** Where each kind of lead goes (the README's configuration table). URLs never leave the server. */
export function webhookUrls(config: Env): WebhookUrls {
  return {
    newsletter: config.WEBHOOK_LEADS_URL,
    contact: config.WEBHOOK_LEADS_URL,
    // Home form leads stored before it sent `contact`, still to be delivered or re-sent.
    home: config.WEBHOOK_LEADS_URL,
    diagnosis: config.WEBHOOK_LEADS_URL,
    download: config.WEBHOOK_DOWNLOAD_URL,
    material_email: config.WEBHOOK_MATERIAL_EMAIL_URL,
    rei: config.WEBHOOK_REI_URL,
    // A person's request about their data reaches whoever receives the contact leads.
    privacy: config.WEBHOOK_LEADS_URL,
    // A call booked on the site is a lead like the forms' (ADR 0057).
    booking: config.WEBHOOK_LEADS_URL,
    // A landing page's own form: flat, its answers by their identifiers (ADR 0059).
    campaign: config.WEBHOOK_LEADS_URL,
  };
}

/**
 * 2xx is delivered. The spec's external-services table also treats a 422 as acceptable for the
 * contact and diagnosis form (its row "Contact/diagnosis (cases, contact block)"): for those
 * leads the receiver's 422 is an answer, not a failure to retry. Not for the home form, whose
 * leads are `contact` too but whose row ("Lead form (home, …)") takes only a success status.
 */
function isAccepted(lead: Pick<LeadRow, "formType" | "payload">, status: number) {
  if (status >= 200 && status < 300) return true;
  const contactForm =
    (lead.formType === "contact" || lead.formType === "diagnosis") &&
    lead.payload.formId !== HOME_LEAD_FORM_ID;
  return contactForm && status === 422;
}

export type DeliveryResult = { ok: true } | { ok: false; error: string };

/**
 * One attempt: POST the spec's payload plus the lead's id, with the id as the idempotency key
 * so that a receiver can drop a repeat.
 */
export function postLead(url: string, lead: LeadRow, timeoutMs: number): Promise<DeliveryResult> {
  // Attribution (utm_*, referrer, landing page) rides along as extra fields.
  // A campaign form's labels are for people reading the lead; the receiver gets identifiers.
  const { fieldLabels: _labels, ...payload } = lead.payload;
  const body = { ...payload, ...(lead.attribution ?? {}), leadId: lead.id };
  return postJson(url, body, lead.id, timeoutMs, (status) => isAccepted(lead, status));
}

/** POSTs a JSON body once; `accepted` says which answers count as delivered (2xx by default). */
export async function postJson(
  url: string,
  body: unknown,
  idempotencyKey: string,
  timeoutMs: number,
  accepted = (status: number) => status >= 200 && status < 300,
): Promise<DeliveryResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    await response.body?.cancel();
    return accepted(response.status)
      ? { ok: true }
      : { ok: false, error: `HTTP ${response.status}` };
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return {
      ok: false,
      error: name === "TimeoutError" ? `sem resposta em ${timeoutMs} ms` : String(error),
    };
  }
}

/** The queue's `lead` kind (ADR 0056): one post of a stored lead to its form's webhook. */
export function leadHandler({
  db,
  urls,
  timeoutMs = 10_000,
}: {
  db: Db;
  urls: WebhookUrls;
  timeoutMs?: number;
}) {
  return async (job: JobRow): Promise<DeliveryResult> => {
    const lead = job.leadId ? await findLead(db, job.leadId) : undefined;
    // Erased meanwhile: its job went with it, nothing is left to send.
    if (!lead) return { ok: true };
    const url = urls[lead.formType as FormType];
    const result = url
      ? await postLead(url, lead, timeoutMs)
      : { ok: false as const, error: "webhook não configurado" };
    if (!result.ok) {
      logger.warn(
        { lead: lead.id, formType: lead.formType, attempts: job.attempts + 1, error: result.error },
        "entrega de lead falhou",
      );
    }
    return result;
  };
}
