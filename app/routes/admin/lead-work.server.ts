// The work forms of a lead's page and a person's: 'Salvar' (status and owner) and 'Adicionar anotação'. Without
// JavaScript each answers a redirect with a message; with it (the fetcher sends `_js`), the
// page stays and the reply carries the message. A refusal gives the form back as sent.
import { parseFormData } from "@rvf/react-router";
import { data } from "react-router";
import { leadsType } from "~/lib/admin-content-types";
import {
  LEAD_WORK_LIMITS,
  type LeadWorkReply,
  leadNoteSchema,
  leadWorkSchema,
} from "~/lib/forms/lead-work-schema";
import { ENHANCED_FIELD } from "~/lib/forms/reply";
import { successToast } from "~/lib/forms/toasts";
import { isWorkStatus, type WorkStatus } from "~/lib/lead-work";
import { redirectNotFound } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { teamMembers } from "~/server/auth/admins.server";
import { leadDetail } from "~/server/leads/inbox.server";
import { addLeadNote, updateLeadWork } from "~/server/leads/work.server";
import { adminLeadsCopy } from "~content/admin-leads";

const copy = adminLeadsCopy;

/** The sent values, cut just past their limits, to give back with a refusal. */
const sent = (form: FormData, keys: (keyof typeof LEAD_WORK_LIMITS)[]) =>
  Object.fromEntries(
    keys.map((key) => {
      const value = form.get(key);
      return [key, typeof value === "string" ? value.slice(0, LEAD_WORK_LIMITS[key] + 1) : ""];
    }),
  );

const refuse = (intent: LeadWorkReply["intent"], message: string, values: Record<string, string>) =>
  data<LeadWorkReply>({ intent, message, values }, { status: 400 });

async function done(
  form: FormData,
  intent: LeadWorkReply["intent"],
  back: string,
  toast: { title: string; description: string },
) {
  if (form.get(ENHANCED_FIELD) === "1") {
    return data<LeadWorkReply>({ intent, toast: successToast(toast) as LeadWorkReply["toast"] });
  }
  return redirectWithToast(back, successToast(toast));
}

/** What the work forms act on: a lead's person (from the lead's page), or a person. */
export interface WorkTarget {
  /** The page to go back to. */
  back: string;
  /** The current owner; undefined when the lead or person is gone. */
  owner(): Promise<number | null | undefined>;
  save(work: { workStatus: WorkStatus; ownerId: number | null }, adminId: number): Promise<boolean>;
  note(adminId: number, body: string): Promise<boolean>;
}

/** The work forms of a lead's page: they act on its person (ADR 0058). */
export const leadWorkTarget = (id: string): WorkTarget => ({
  back: `/admin/leads/${id}`,
  owner: async () => (await leadDetail(id))?.ownerId,
  save: (work, adminId) => updateLeadWork(id, work, adminId),
  note: (adminId, body) => addLeadNote(id, adminId, body),
});

export async function handleLeadWork(
  form: FormData,
  intent: LeadWorkReply["intent"],
  target: WorkTarget,
  adminId: number,
) {
  const { back } = target;
  if (intent === "work") {
    const values = sent(form, ["workStatus", "owner"]);
    const parsed = await parseFormData(form, leadWorkSchema);
    const ownerId = parsed.data?.owner ? Number(parsed.data.owner) : null;
    // Only a member who may work leads can be given one; the current owner may be kept.
    const current = (await target.owner()) ?? null;
    const known =
      ownerId === null ||
      ownerId === current ||
      (await teamMembers()).some((m) => m.id === ownerId && m.worksLeads);
    const workStatus = parsed.data?.workStatus;
    if (parsed.error || !known || !isWorkStatus(workStatus)) {
      return refuse(intent, copy.work.refused.description, values);
    }
    const saved = await target.save({ workStatus, ownerId }, adminId);
    if (!saved) throw await redirectNotFound(leadsType);
    return done(form, intent, back, copy.work.saved);
  }
  const values = sent(form, ["note"]);
  const parsed = await parseFormData(form, leadNoteSchema);
  if (parsed.error)
    return refuse(intent, parsed.error.fieldErrors.note ?? copy.notes.missing, values);
  if (!(await target.note(adminId, parsed.data.note.trim()))) {
    throw await redirectNotFound(leadsType);
  }
  return done(form, intent, `${back}#anotacoes`, copy.notes.added);
}
