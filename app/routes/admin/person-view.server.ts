// A person's page as it reads (ADR 0058): the timeline's entries in Portuguese and São Paulo
// time, each submission with its fields under their labels.
import type { TimelineEntry } from "~/components/admin/PersonTimeline";
import { formatDateTime, formatDayTime } from "~/lib/dates";
import { memberName, workStatusLabel } from "~/lib/lead-work";
import { leadFormId, leadTypeLabel } from "~/lib/leads";
import { payloadEntries } from "~/routes/handlers/lead-view.server";
import { materialNames } from "~/server/materials/names.server";
import { personExtras, personTimeline } from "~/server/people/timeline.server";
import { bookingStatusLabels, outcomeLabels } from "~content/admin-booking";
import { adminLeadsCopy } from "~content/admin-leads";
import { adminPeopleCopy } from "~content/admin-people";

const copy = adminPeopleCopy.person.timeline;
const unknown = adminLeadsCopy.notes.unknownAuthor;
const outcomes: Record<string, string> = outcomeLabels;

type Member = { id: number; username: string; name: string | null };

function eventText(
  event: { kind: string; data: Record<string, string | number | null> },
  nameOf: (id: unknown) => string,
) {
  const { data } = event;
  if (event.kind === "status") {
    return copy.status(workStatusLabel(String(data.from)), workStatusLabel(String(data.to)));
  }
  if (event.kind === "assigned") return copy.assigned(nameOf(data.to), String(data.rule ?? ""));
  if (event.kind === "merged") return copy.merged(String(data.email ?? ""));
  if (event.kind === "alert") return copy.alert(String(data.toText ?? nameOf(data.to)));
  return copy.owner(data.to === null || data.to === undefined ? null : nameOf(data.to));
}

export async function personTimelineView(personId: string): Promise<TimelineEntry[]> {
  const [{ submissions, events, members }, extras, names] = await Promise.all([
    personTimeline(personId),
    personExtras(personId),
    materialNames(),
  ]);
  const nameOf = (id: unknown) => {
    const member = (members as Member[]).find((row) => row.id === id);
    return member ? memberName(member) : unknown;
  };
  const entries: (Omit<TimelineEntry, "at" | "iso"> & { date: Date })[] = [
    ...submissions.map((row) => ({
      key: `envio-${row.id}`,
      kind: "submission" as const,
      date: row.createdAt,
      text: copy.sent(leadTypeLabel(row.formType, leadFormId(row.formType, row.payload))),
      detail: null,
      by: null,
      fields: payloadEntries(row.payload, names),
      href: `/admin/leads/${row.id}`,
    })),
    ...events.map((event) => ({
      key: `evento-${event.id}`,
      kind: "change" as const,
      date: event.createdAt,
      text: eventText(event, nameOf),
      detail: null,
      by: event.adminId === null ? copy.bySite : copy.byTeam(nameOf(event.adminId)),
      fields: [],
      href: null,
    })),
    ...extras.notes.map((note) => ({
      key: `nota-${note.id}`,
      kind: "note" as const,
      date: note.createdAt,
      text: copy.note(
        note.author === null
          ? unknown
          : memberName({ username: note.author, name: note.authorName }),
      ),
      detail: note.body,
      by: null,
      fields: [],
      href: null,
    })),
    ...extras.calls.map((call) => ({
      key: `reuniao-${call.id}`,
      kind: "call" as const,
      date: call.createdAt,
      text: copy.call(
        formatDateTime(call.startsAt),
        call.host === null ? unknown : memberName({ username: call.host, name: call.hostName }),
      ),
      detail: copy.callState(
        bookingStatusLabels[call.status] ?? call.status,
        call.outcome ? (outcomes[call.outcome] ?? call.outcome) : null,
      ),
      by: null,
      fields: [],
      href: null,
    })),
    ...extras.emails.map((mail) => ({
      key: `email-${mail.id}`,
      kind: "email" as const,
      date: mail.deliveredAt ?? mail.createdAt,
      text: copy.email(String(mail.message.subject ?? "")),
      detail: `${String(mail.message.to ?? "")} · ${copy.emailState[mail.status] ?? mail.status}`,
      by: null,
      fields: [],
      href: null,
    })),
  ];
  return entries
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .map(({ date, ...entry }) => ({ ...entry, at: formatDayTime(date), iso: date.toISOString() }));
}
