// The sales team's work on a lead: its status codes and how the admin names them and its people.
import { workStatusLabels } from "~content/admin-leads";

/** Stored codes, in the order a lead usually moves; every lead starts as `new`. */
export const workStatuses = [
  "new",
  "contacted",
  "meeting",
  "qualified",
  "customer",
  "discarded",
] as const;
export type WorkStatus = (typeof workStatuses)[number];

export const isWorkStatus = (value: unknown): value is WorkStatus =>
  workStatuses.some((known) => known === value);

/** 'Novo', 'Em contato'…; a code this version does not know shows as it is. */
export const workStatusLabel = (code: string) =>
  isWorkStatus(code) ? workStatusLabels[code] : code;

/** The status choices of a select: code and label. */
export const workStatusOptions = workStatuses.map((code) => ({
  value: code,
  label: workStatusLabels[code],
}));

/**
 * How the admin names a team member (the 'Responsável', a note's author). Today the username;
 * when members get names, this is the one place to change.
 */
export const memberName = (member: { username: string }) => member.username;
