import { data } from "react-router";
import { ENHANCED_FIELD, FORM_ID_FIELD, type FormReply, SOURCE_FIELD } from "~/lib/forms/reply";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/lib/forms/spam-fields";
import type { Toast } from "~/lib/toast";
import { readPublicForm } from "~/routes/handlers/read-form.server";
import { env } from "~/server/env.server";
import { readAttribution } from "~/server/forms/attribution.server";
import { takeFormSubmission } from "~/server/forms/rate-limit.server";
import { checkForSpam, type SpamCheck } from "~/server/forms/spam-check.server";
import { updateVisitor } from "~/server/forms/visitor.server";
import { type NewLead, submitLead } from "~/server/leads/index.server";
import { logger } from "~/server/logger.server";

/**
 * The steps every public form takes, whatever it is (the lead forms, the REI): the post read
 * (another site's refused, every value bounded), what the person typed, the spam check,
 * the rate limit, a refusal that gives the form back, and the storing of what was
 * sent, suspected or not (ADR 0011).
 */

type Typed = Record<string, string | boolean>;

export interface Intake {
  formData: FormData;
  /** Sent by the enhanced form (JavaScript): answered with data, not a redirect. */
  enhanced: boolean;
  spamCheck: SpamCheck;
  /** The form given back: its values, the message, each field's error, a stamp to resend. */
  reply(toast: Toast, fieldErrors?: Record<string, string>): FormReply;
  refuse(
    status: number,
    toast: Toast,
    fieldErrors?: Record<string, string>,
  ): ReturnType<typeof data>;
  /** Takes one submission from the visitor's limit: seconds to wait, or null. */
  limit(ip: string, counter?: string, factor?: number): Promise<number | null>;
}

const HIDDEN = new Set([TOKEN_FIELD, HONEYPOT_FIELD, ENHANCED_FIELD, FORM_ID_FIELD, SOURCE_FIELD]);

/** What the person typed, to put back in the form: text as sent, checkboxes as true. */
const typedValues = (formData: FormData): Typed => {
  const values: Typed = {};
  for (const [key, value] of formData) {
    if (HIDDEN.has(key) || typeof value !== "string") continue;
    values[key] = value === "on" ? true : value;
  }
  return values;
};

export async function openSubmission(
  request: Request,
  formId: string,
  typedOf: (formData: FormData) => Typed = typedValues,
): Promise<Intake> {
  const formData = await readPublicForm(request);
  const typed = typedOf(formData);
  const spamCheck = checkForSpam(formData, request.headers.get("Cookie"));
  const reply = (toast: Toast, fieldErrors: Record<string, string> = {}): FormReply => ({
    formId,
    fieldErrors,
    repopulateFields: typed,
    toast,
    token: spamCheck.nextToken,
  });
  return {
    formData,
    enhanced: formData.get(ENHANCED_FIELD) === "1",
    spamCheck,
    reply,
    refuse: (status, toast, fieldErrors) =>
      data(reply(toast, fieldErrors), {
        status,
        headers: status === 429 ? { "Retry-After": "600" } : undefined,
      }),
    limit: (ip, counter, factor = 1) =>
      takeFormSubmission(ip, env().FORM_RATE_LIMIT * factor, counter),
  };
}

/**
 * Stores what was sent (each lead with the visitor's attribution, suspected when the spam
 * check finds it suspect) and gives the visitor cookie that remembers the first lead.
 */
export async function storeSubmission(
  request: Request,
  formId: string,
  spamCheck: SpamCheck,
  leads: NewLead[],
  changes: { reiDraftId?: null } = {},
) {
  const attribution = readAttribution(request);
  let firstId: string | undefined;
  for (const lead of leads) {
    const stored = await submitLead({ ...lead, attribution, suspicion: spamCheck.suspicion });
    firstId ??= stored.id;
  }
  if (spamCheck.suspicion) {
    logger.info({ form: formId, suspicion: spamCheck.suspicion }, "envio guardado como suspeito");
  }
  return updateVisitor(request, { ...changes, leadId: firstId });
}
