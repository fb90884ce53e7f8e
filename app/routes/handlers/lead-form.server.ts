import { parseFormData } from "@rvf/react-router";
import { type AppLoadContext, data } from "react-router";
import { type FormReply, SOURCE_FIELD } from "~/lib/forms/reply";
import { errorToast } from "~/lib/forms/toasts";
import { safeReturnPath } from "~/lib/return-path";
import type { Toast } from "~/lib/toast";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { openSubmission, storeSubmission } from "~/routes/handlers/form-intake.server";
import { env } from "~/server/env.server";
import type { NewLead } from "~/server/leads/index.server";
import { logger } from "~/server/logger.server";
import { messages, REDIRECT_DELAY_MS } from "~content/form-messages";

export interface SubmissionMeta {
  /** Address of the page the form was on (spec: `source`). */
  source: string;
  /** ISO time of the submission (spec: `timestamp`). */
  timestamp: string;
}

export interface LeadFormSpec<T> {
  formId: string;
  schema: Parameters<typeof parseFormData<T>>[1];
  /** The spec's message for a refused submission, chosen from its field errors. */
  invalidToast: (fieldErrors: Record<string, string>) => Toast;
  failureToast: Toast;
  /** What to store for valid data: one lead, or two (the download and its e-mail). */
  leads: (data: T, meta: SubmissionMeta) => NewLead[];
  success: (data: T) => Outcome;
  /**
   * What a submission held as suspect is told when `success` would promise what waits for
   * staff's review (a subscription, an e-mail); without it, the suspect sees `success`.
   */
  suspected?: (data: T) => Outcome;
  /** Where the visitor lands without JavaScript when the form stays on its page. */
  anchor?: string;
  /**
   * "flash": the form is not on the action's page (the footer newsletter); refusals go back
   * to the page it was on, through the flash cookie.
   */
  errorsVia?: "reply" | "flash";
  /** Why the form takes no more posts now (an event that is over), or undefined. */
  closed?: () => Toast | undefined;
  /** What the person typed, to give back on a refusal, when fields repeat (several choices). */
  typedOf?: Parameters<typeof openSubmission>[2];
}

interface Outcome {
  toast: Toast;
  redirectTo?: string;
  /**
   * The page shows what comes next in the form's place (a campaign's thanks): without
   * JavaScript the reply rides the flash cookie back to the page.
   */
  stays?: boolean;
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
 * Every public form's action: a cross-site post refused and every value bounded, the rate
 * limit, validation with the form's schema (its errors answered to anyone), then the spam
 * check: a person's submission is stored and delivered, a suspect one stored as suspected for
 * staff to review and told so, without the reason. Whatever goes wrong, the person keeps what
 * they typed.
 */
export async function handleLeadForm<T>({ request, context }: Args, spec: LeadFormSpec<T>) {
  const config = env();
  const intake = await openSubmission(request, spec.formId, spec.typedOf);
  const { formData, enhanced, spamCheck } = intake;
  const pagePath =
    spec.errorsVia === "flash" ? sourcePath(formData) : new URL(request.url).pathname;

  const refuse = async (status: number, toast: Toast, fieldErrors: Record<string, string> = {}) =>
    spec.errorsVia === "flash" && !enhanced
      ? redirectWithToast(
          `${pagePath}#${spec.anchor ?? ""}`,
          toast,
          {},
          intake.reply(toast, fieldErrors),
        )
      : intake.refuse(status, toast, fieldErrors);

  if ((await intake.limit(context.clientIp)) !== null) return refuse(429, messages.rateLimited);

  const result = await parseFormData(formData, spec.schema);
  if (result.error) {
    return refuse(400, spec.invalidToast(result.error.fieldErrors), result.error.fieldErrors);
  }
  if (spamCheck.result === "expired") return refuse(400, errorToast(messages.expired));
  const closed = spec.closed?.();
  if (closed) return refuse(409, closed);

  const meta: SubmissionMeta = {
    source: `${config.BASE_URL}${pagePath}`,
    timestamp: new Date().toISOString(),
  };
  let setCookie: string;
  try {
    setCookie = await storeSubmission(
      request,
      spec.formId,
      spamCheck,
      spec.leads(result.data, meta),
    );
  } catch (error) {
    if (error instanceof RefusedField) {
      const fieldErrors = { [error.field]: error.message };
      return refuse(400, spec.invalidToast(fieldErrors), fieldErrors);
    }
    logger.error({ err: error, form: spec.formId }, "lead não gravado");
    return refuse(503, spec.failureToast);
  }

  // A suspect is told what happens next (staff reviews it), never why it was held.
  const outcome =
    spamCheck.suspicion && spec.suspected ? spec.suspected(result.data) : spec.success(result.data);
  const headers = { "Set-Cookie": setCookie };
  if (enhanced) {
    const reply: FormReply = {
      formId: spec.formId,
      toast: outcome.toast,
      done: { redirectTo: outcome.redirectTo, delayMs: outcome.redirectTo ? REDIRECT_DELAY_MS : 0 },
    };
    return data(reply, { headers });
  }
  const anchor = spec.anchor ? `#${spec.anchor}` : "";
  const stayed = outcome.stays
    ? { formId: spec.formId, toast: outcome.toast, done: {} }
    : undefined;
  return redirectWithToast(
    outcome.redirectTo ?? `${pagePath}${anchor}`,
    outcome.toast,
    { headers },
    stayed,
  );
}

/** The page a form was on, from its hidden `source` field; only this site's paths. */
function sourcePath(formData: FormData) {
  const value = formData.get(SOURCE_FIELD);
  return safeReturnPath(typeof value === "string" ? value : null, "/").split("#")[0] ?? "/";
}
