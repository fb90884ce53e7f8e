import { parseFormData } from "@rvf/react-router";
import { type AppLoadContext, data, redirect } from "react-router";
import type { FormReply } from "~/lib/forms/reply";
import { reiDraftSchemas, reiSectionSchemas } from "~/lib/forms/schemas";
import { errorToast, reiRefusal } from "~/lib/forms/toasts";
import { openSubmission, storeSubmission } from "~/routes/handlers/form-intake.server";
import { env } from "~/server/env.server";
import { readVisitor, updateVisitor } from "~/server/forms/visitor.server";
import { reiDraft } from "~/server/leads/index.server";
import { logger } from "~/server/logger.server";
import { messages } from "~content/form-messages";
import { reiFields, reiSections } from "~content/rei";

/**
 * The REI questionnaire, section by section on the server: each 'Próximo' validates only the
 * current section and saves the answers as a draft; 'Anterior' saves without checking;
 * 'Finalizar' validates the last section, stores the lead and deletes the draft.
 */

export const REI_FORM_ID = "rei";
export const LAST_SECTION = reiSections.length - 1;
const DONE_PATH = "/rei?enviado=1";
/** Saves of REI sections allowed per form submission of the limit (7 sections, back and forth). */
const REI_SAVES_PER_SUBMISSION = 3;

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

/**
 * Every branch that writes (a new draft, a saved section, 'Anterior', the final submission)
 * counts against the visitor's form limit and checks every length first; the final one goes
 * through the spam check like every form: a suspect one is stored as suspected.
 */
export async function handleRei({ request, context }: Args) {
  const config = env();
  const intake = await openSubmission(request, REI_FORM_ID, sectionAnswers);
  const { formData, enhanced, spamCheck, refuse } = intake;
  const typed = sectionAnswers(formData);
  const section = clampSection(formData.get("section"));
  const back = formData.get("intent") === "back";
  const fields = reiSections[section]?.fields ?? [];
  const answer = (to: string, setCookie: string) =>
    enhanced
      ? data<FormReply>(
          { formId: REI_FORM_ID, done: { redirectTo: to === DONE_PATH ? to : undefined } },
          { headers: { "Set-Cookie": setCookie } },
        )
      : redirect(to, { headers: { "Set-Cookie": setCookie } });
  const failure = () => refuse(503, errorToast(messages.rei.failure));

  // 'Anterior' keeps what was typed without requiring it, but never more than a field holds.
  const schema = (back ? reiDraftSchemas : reiSectionSchemas)[section];
  if (!schema) return failure();
  const result = await parseFormData(formData, schema);
  if (result.error) {
    const errors = result.error.fieldErrors;
    if (back) return refuse(400, errorToast(messages.rei.tooLong), errors);
    return refuse(400, reiRefusal(fields, errors), errors);
  }

  const { reiDraftId } = await readVisitor(request);
  const existing = reiDraftId ? await reiDraft.find(reiDraftId).catch(() => undefined) : undefined;
  const answers = { ...(existing?.answers ?? {}), ...typed };

  // Every save counts, against a limit that leaves room to go back and forth; a new draft and
  // the final submission also count as a form submission.
  const ip = context.clientIp;
  const saves = await intake.limit(ip, "rei-save", REI_SAVES_PER_SUBMISSION);
  const submits =
    saves === null && (!existing || (!back && section === LAST_SECTION))
      ? await intake.limit(ip)
      : null;
  if (saves !== null || submits !== null) return refuse(429, messages.rateLimited);

  if (back || section < LAST_SECTION) {
    try {
      const next = back ? Math.max(section - 1, 0) : section + 1;
      const id = await reiDraft.save(existing?.id, answers, next);
      return answer("/rei#questionario", await updateVisitor(request, { reiDraftId: id }));
    } catch (error) {
      logger.error({ err: error }, "rascunho do REI não gravado");
      return failure();
    }
  }

  if (spamCheck.result === "expired") return refuse(400, errorToast(messages.expired));
  try {
    const payload = Object.fromEntries(reiFields.map((f) => [f.name, answers[f.name] ?? ""]));
    const lead = { formType: "rei" as const, payload, sourcePage: `${config.BASE_URL}/rei` };
    const setCookie = await storeSubmission(request, REI_FORM_ID, spamCheck, [lead], {
      reiDraftId: null,
    });
    if (existing) await reiDraft.remove(existing.id);
    return answer(DONE_PATH, setCookie);
  } catch (error) {
    logger.error({ err: error }, "questionário REI não gravado");
    return failure();
  }
}

/** The answers of the section posted: only its fields are the person's to put back. */
function sectionAnswers(formData: FormData): Record<string, string> {
  const fields = reiSections[clampSection(formData.get("section"))]?.fields ?? [];
  return Object.fromEntries(
    fields.map((field) => {
      const value = formData.get(field.name);
      return [field.name, typeof value === "string" ? value : ""];
    }),
  );
}

function clampSection(value: FormDataEntryValue | null) {
  const n = Number(value);
  return Number.isInteger(n) ? Math.min(Math.max(n, 0), LAST_SECTION) : 0;
}
