import type { PersonHistoryEntry } from "~/components/admin/PersonHistory";
import { formatDayTime } from "~/lib/dates";
import { memberName, workStatusLabel } from "~/lib/lead-work";
import { leadFormId, leadTypeLabel } from "~/lib/leads";
import { personIdOfLead, personTimeline } from "~/server/people/timeline.server";
import { adminLeadsCopy } from "~content/admin-leads";
import { routingCopy } from "~content/admin-routing";

const copy = adminLeadsCopy.history;

/**
 * 'Histórico da pessoa' for a lead's page: each submission of the person (this one marked,
 * the others linked) and each change of status or owner with who made it, newest first.
 */
export async function leadHistory(leadId: string): Promise<PersonHistoryEntry[]> {
  const personId = await personIdOfLead(leadId);
  if (!personId) return [];
  const { submissions, events, members } = await personTimeline(personId);
  const nameOf = (id: unknown) => {
    const member = members.find((row) => row.id === id);
    return member ? memberName(member) : adminLeadsCopy.notes.unknownAuthor;
  };
  const entries = [
    ...submissions.map((row) => ({
      key: `envio-${row.id}`,
      date: row.createdAt,
      text: copy.sent(leadTypeLabel(row.formType, leadFormId(row.formType, row.payload))),
      by: null,
      href: row.id === leadId ? null : `/admin/leads/${row.id}`,
      current: row.id === leadId,
    })),
    ...events.map((event) => ({
      key: `evento-${event.id}`,
      date: event.createdAt,
      text: eventText(event, nameOf),
      by: event.adminId === null ? copy.bySite : copy.byTeam(nameOf(event.adminId)),
      href: null,
      current: false,
    })),
  ];
  return entries
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .map(({ date, ...entry }) => ({ ...entry, at: formatDayTime(date), iso: date.toISOString() }));
}

/** One change on the timeline: a status, an owner (given by hand or by routing), an alert. */
function eventText(
  event: { kind: string; data: Record<string, string | number | null> },
  nameOf: (id: unknown) => string,
) {
  const { data } = event;
  if (event.kind === "status") {
    return copy.status(workStatusLabel(String(data.from)), workStatusLabel(String(data.to)));
  }
  if (event.kind === "assigned" && data.to !== null) {
    return routingCopy.history.assigned(nameOf(data.to), String(data.rule ?? ""));
  }
  if (event.kind === "alert") {
    return routingCopy.history.alert(Number(data.step), data.to === null ? "" : nameOf(data.to));
  }
  return copy.owner(data.to === null ? null : nameOf(data.to));
}
