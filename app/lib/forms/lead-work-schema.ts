// The lead page's two forms: 'Status' and 'Responsável' saved together, and a new note.
import * as z from "zod/mini";
import { adminLeadsCopy } from "~content/admin-leads";
import { isWorkStatus } from "../lead-work";
import { textChecks } from "./text-checks";

const copy = adminLeadsCopy;

/** A note's longest text; the database holds the same limit. */
export const NOTE_MAX = 5000;

export const LEAD_WORK_LIMITS = { workStatus: 20, owner: 12, note: NOTE_MAX };

const { requiredText, choice } = textChecks(LEAD_WORK_LIMITS, copy.notes.tooLong);

/** `owner`: an admin's id, or empty for nobody (the action checks the id is one of the team). */
export const leadWorkSchema = z.object({
  workStatus: choice("workStatus", isWorkStatus, copy.work.refused.description),
  owner: choice("owner", (v) => v === "" || /^\d{1,9}$/.test(v), copy.work.refused.description),
});

export const leadNoteSchema = z.object({
  note: requiredText("note", copy.notes.missing),
});

/** What the lead page's action answers when it does not redirect. */
export interface LeadWorkReply {
  intent: "work" | "note";
  /** Refused: the message, and the values as sent. */
  message?: string;
  values?: Record<string, string>;
  /** Done, with JavaScript: the page stays and shows this. */
  toast?: { title: string; description: string; variant: "success" };
}
