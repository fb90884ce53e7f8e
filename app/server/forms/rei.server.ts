import { parseFormData } from "@rvf/react-router";
import { type AppLoadContext, data, redirect } from "react-router";
import { ENHANCED_FIELD, type FormReply } from "~/lib/forms/reply";
import { reiSectionSchemas } from "~/lib/forms/schemas";
import { errorToast, reiRefusal } from "~/lib/forms/toasts";
import type { Toast } from "~/lib/toast";
import { messages } from "~content/forms";
import { reiFields, reiSections } from "~content/rei";
import { sessionSecrets } from "../auth/secret.server";
import { env } from "../env.server";
import { reiDraft, submitLead } from "../leads/index.server";
import { logger } from "../logger.server";
import { readAttribution } from "./attribution.server";
import { checkSpamGuards } from "./guard.server";
import { takeFormSubmission } from "./rate-limit.server";
import { readForm } from "./read-form.server";
import { readVisitor, updateVisitor } from "./visitor.server";

/**
 * The REI questionnaire, section by section on the server: each 'Próximo' validates only the
 * current section and saves the answers as a draft; 'Anterior' saves without checking;
 * 'Finalizar' validates the last section, stores the lead and deletes the draft.
 */

export const REI_FORM_ID = "rei";
export const LAST_SECTION = reiSections.length - 1;
const DONE_PATH = "/rei?enviado=1";

export async function reiState(request: Request) {
  const thanks = new URL(request.url).searchParams.get("enviado") === "1";
  const { reiDraftId } = await readVisitor(request);
  const draft =
    reiDraftId && !thanks ? await reiDraft.find(reiDraftId).catch(() => undefined) : undefined;
  return {
    thanks,
    section: Math.min(Math.max(draft?.section ?? 0, 0), LAST_SECTION),
    answers: draft?.answers ?? {},
  };
}

type Args = { request: Request; context: AppLoadContext };

export async function handleRei({ request, context }: Args) {
  const config = env();
  const formData = await readForm(request);
  const enhanced = formData.get(ENHANCED_FIELD) === "1";
  const intent = String(formData.get("intent") ?? "next");
  const section = clampSection(formData.get("section"));
  const fields = reiSections[section]?.fields ?? [];
  const typed = Object.fromEntries(
    fields.map((field) => {
      const value = formData.get(field.name);
      return [field.name, typeof value === "string" ? value.slice(0, 10_000) : ""];
    }),
  );

  const refuse = (status: number, toast: Toast, fieldErrors: Record<string, string> = {}) =>
    data<FormReply>(
      { formId: REI_FORM_ID, fieldErrors, repopulateFields: typed, toast },
      { status },
    );
  const answer = (to: string, setCookie: string) =>
    enhanced
      ? data<FormReply>(
          { formId: REI_FORM_ID, done: { redirectTo: to === DONE_PATH ? to : undefined } },
          { headers: { "Set-Cookie": setCookie } },
        )
      : redirect(to, { headers: { "Set-Cookie": setCookie } });

  const failure = () => refuse(503, errorToast(messages.rei.failure));
  const { reiDraftId } = await readVisitor(request);
  const existing = reiDraftId ? await reiDraft.find(reiDraftId).catch(() => undefined) : undefined;
  const answers = { ...(existing?.answers ?? {}), ...typed };

  if (intent === "back") {
    try {
      const id = await reiDraft.save(existing?.id, answers, Math.max(section - 1, 0));
      return answer("/rei#questionario", await updateVisitor(request, { reiDraftId: id }));
    } catch (error) {
      logger.error({ err: error }, "rascunho do REI não gravado");
      return failure();
    }
  }

  const schema = reiSectionSchemas[section];
  if (!schema) return refuse(400, errorToast(messages.rei.failure));
  const result = await parseFormData(formData, schema);
  if (result.error) {
    const missing = fields.filter((f) => result.error.fieldErrors[f.name]).map((f) => f.label);
    return refuse(400, reiRefusal(missing), result.error.fieldErrors);
  }

  // A new draft or the final submission counts against the visitor's form limit.
  if (!existing || section === LAST_SECTION) {
    const wait = await takeFormSubmission(context.clientIp, config.FORM_RATE_LIMIT);
    if (wait !== null) return refuse(429, messages.rateLimited);
  }

  try {
    if (section < LAST_SECTION) {
      const id = await reiDraft.save(existing?.id, answers, section + 1);
      return answer("/rei#questionario", await updateVisitor(request, { reiDraftId: id }));
    }
    const verdict = checkSpamGuards(
      formData,
      sessionSecrets(config),
      config.FORM_MIN_FILL_SECONDS * 1000,
    );
    let leadId: string | undefined;
    if (verdict === "person") {
      const payload = Object.fromEntries(reiFields.map((f) => [f.name, answers[f.name] ?? ""]));
      const lead = await submitLead({
        formType: "rei",
        payload,
        sourcePage: `${config.BASE_URL}/rei`,
        attribution: readAttribution(request),
      });
      leadId = lead.id;
    } else {
      logger.info({ form: REI_FORM_ID, verdict }, "envio descartado pelos filtros de spam");
    }
    if (existing) await reiDraft.remove(existing.id);
    return answer(DONE_PATH, await updateVisitor(request, { reiDraftId: null, leadId }));
  } catch (error) {
    logger.error({ err: error }, "questionário REI não gravado");
    return failure();
  }
}

function clampSection(value: FormDataEntryValue | null) {
  const n = Number(value);
  return Number.isInteger(n) ? Math.min(Math.max(n, 0), LAST_SECTION) : 0;
}
