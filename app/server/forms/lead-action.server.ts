import { parseFormData } from "@rvf/react-router";
import { type AppLoadContext, data } from "react-router";
import { ENHANCED_FIELD, FORM_ID_FIELD, type FormReply, SOURCE_FIELD } from "~/lib/forms/reply";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/lib/forms/spam-fields";
import type { Toast } from "~/lib/toast";
import { messages, REDIRECT_DELAY_MS } from "~content/forms";
import { sessionSecrets } from "../auth/secret.server";
import { safeReturnPath } from "../auth/session.server";
import { env } from "../env.server";
import { redirectWithToast } from "../flash.server";
import { type NewLead, submitLead } from "../leads/index.server";
import { logger } from "../logger.server";
import { type Attribution, readAttribution } from "./attribution.server";
import { checkSpamGuards } from "./guard.server";
import { takeFormSubmission } from "./rate-limit.server";
import { readForm } from "./read-form.server";
import { updateVisitor } from "./visitor.server";

export interface SubmissionMeta {
  /** Address of the page the form was on (spec: `source`). */
  source: string;
  /** ISO time of the submission (spec: `timestamp`). */
  timestamp: string;
  attribution?: Attribution;
}

export interface LeadFormSpec<T> {
  formId: string;
  schema: Parameters<typeof parseFormData<T>>[1];
  /** The spec's message for a refused submission, chosen from its field errors. */
  invalidToast: (fieldErrors: Record<string, string>) => Toast;
  failureToast: Toast;
  /** What to store for valid data: one lead, or two (the download and its e-mail). */
  leads: (data: T, meta: SubmissionMeta) => NewLead[];
  success: (data: T) => { toast: Toast; redirectTo?: string };
  /** Where the visitor lands without JavaScript when the form stays on its page. */
  anchor?: string;
  /**
   * "flash": the form is not on the action's page (the footer newsletter); refusals go back
   * to the page it was on, through the flash cookie.
   */
  errorsVia?: "reply" | "flash";
}

/** Thrown by a spec's `leads` when a value passes the schema but not the data (unknown id). */
export class RefusedField extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

type Args = { request: Request; context: AppLoadContext };

/**
 * Every public form's action: rate limit, spam guards, validation with the form's schema,
 * the lead stored in the outbox, then the spec's message. Whatever goes wrong, the person
 * keeps what they typed.
 */
export async function handleLeadForm<T>({ request, context }: Args, spec: LeadFormSpec<T>) {
  const config = env();
  const formData = await readForm(request);
  const enhanced = formData.get(ENHANCED_FIELD) === "1";
  const url = new URL(request.url);
  const pagePath = spec.errorsVia === "flash" ? sourcePath(formData) : url.pathname;
  const typed = typedValues(formData);

  const refuse = async (status: number, toast: Toast, fieldErrors: Record<string, string> = {}) => {
    const reply: FormReply = { formId: spec.formId, fieldErrors, repopulateFields: typed, toast };
    if (spec.errorsVia === "flash" && !enhanced) {
      return redirectWithToast(`${pagePath}#${spec.anchor ?? ""}`, toast, {}, reply);
    }
    return data(reply, { status, headers: status === 429 ? { "Retry-After": "600" } : undefined });
  };

  const wait = await takeFormSubmission(context.clientIp, config.FORM_RATE_LIMIT);
  if (wait !== null) return refuse(429, messages.rateLimited);

  const verdict = checkSpamGuards(
    formData,
    sessionSecrets(config),
    config.FORM_MIN_FILL_SECONDS * 1000,
  );
  const result = await parseFormData(formData, spec.schema);
  if (verdict === "person" && result.error) {
    return refuse(400, spec.invalidToast(result.error.fieldErrors), result.error.fieldErrors);
  }

  let setCookie: string | undefined;
  if (verdict !== "person") {
    // A bot: it sees what a person would, and nothing is kept.
    logger.info({ form: spec.formId, verdict }, "envio descartado pelos filtros de spam");
  } else if (result.data !== undefined) {
    const meta: SubmissionMeta = {
      source: `${config.BASE_URL}${pagePath}`,
      timestamp: new Date().toISOString(),
      attribution: readAttribution(request),
    };
    try {
      let firstId: string | undefined;
      for (const lead of spec.leads(result.data, meta)) {
        const stored = await submitLead({ ...lead, attribution: meta.attribution });
        firstId ??= stored.id;
      }
      setCookie = firstId ? await updateVisitor(request, { leadId: firstId }) : undefined;
    } catch (error) {
      if (error instanceof RefusedField) {
        const fieldErrors = { [error.field]: error.message };
        return refuse(400, spec.invalidToast(fieldErrors), fieldErrors);
      }
      logger.error({ err: error, form: spec.formId }, "lead não gravado");
      return refuse(503, spec.failureToast);
    }
  }

  const valid = result.data as T;
  const outcome = verdict === "person" ? spec.success(valid) : fakeOutcome(spec, result.data);
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  if (enhanced) {
    const reply: FormReply = {
      formId: spec.formId,
      toast: outcome.toast,
      done: { redirectTo: outcome.redirectTo, delayMs: outcome.redirectTo ? REDIRECT_DELAY_MS : 0 },
    };
    return data(reply, { headers });
  }
  const anchor = spec.anchor ? `#${spec.anchor}` : "";
  return redirectWithToast(outcome.redirectTo ?? `${pagePath}${anchor}`, outcome.toast, {
    headers,
  });
}

/** A bot's "success": the same message a person gets, from whatever it sent. */
function fakeOutcome<T>(spec: LeadFormSpec<T>, data: T | undefined) {
  if (data !== undefined) return spec.success(data);
  return { toast: messages.lead.success as Toast, redirectTo: undefined };
}

/** The page a form was on, from its hidden `source` field; only this site's paths. */
function sourcePath(formData: FormData) {
  const value = formData.get(SOURCE_FIELD);
  return safeReturnPath(typeof value === "string" ? value : null, "/").split("#")[0] ?? "/";
}

const HIDDEN = new Set([TOKEN_FIELD, HONEYPOT_FIELD, ENHANCED_FIELD, FORM_ID_FIELD, SOURCE_FIELD]);

/** What the person typed, to put back in the form: text as sent, checkboxes as true. */
function typedValues(formData: FormData) {
  const values: Record<string, string | boolean> = {};
  for (const [key, value] of formData) {
    if (HIDDEN.has(key) || typeof value !== "string") continue;
    values[key] = value === "on" ? true : value.slice(0, 10_000);
  }
  return values;
}
