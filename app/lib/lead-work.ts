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

/** 'Qualificado' or further along: what the dashboard counts as qualified. */
export const qualifiedStatuses = ["qualified", "customer"] as const satisfies WorkStatus[];

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
 * How the admin names a team member (the 'Responsável', a note's author): the name they gave,
 * else their username (the first admin's, or an e-mail).
 */
export const memberName = (member: { username: string; name?: string | null }) =>
  member.name?.trim() || member.username;

/**
 * The 'Responsável' choices: the members who may work leads, named; a current owner who may no
 * longer (an Editor now) stays a choice, so saving the status does not drop them unseen.
 */
export function ownerChoices(
  members: { id: number; username: string; name: string; worksLeads: boolean }[],
  current: number | null = null,
) {
  return members
    .filter((member) => member.worksLeads || member.id === current)
    .map((member) => ({ value: String(member.id), label: memberName(member) }));
}

/** A person's page in the admin (ADR 0058), and a company's. */
export const personPath = (id: string) => `/admin/leads/pessoas/${id}`;
/** A campaign page's registrants (issue 58). */
export const registrantsPath = (slug: string) => `/admin/leads/inscritos/${slug}`;
export const companyPath = (key: string) => `/admin/leads/empresas/${encodeURIComponent(key)}`;
