import type { BookingRules } from "~/lib/booking-rules";
import type { Call, CallMessages } from "~/server/booking/calls.server";
import { type CallEmailInput, type CallEmailKind, callEmail } from "~/server/booking/emails.server";
import type { Host } from "~/server/booking/hosts.server";
import type { BookingRow } from "~/server/db/schema.server";
import { env } from "~/server/env.server";
import { callPath, cancelPath, reschedulePath } from "./booking-links.server";

export type Visitor = { name: string; email: string; phone: string; company: string };

const HOUR = 3_600_000;

function input(
  call: Pick<BookingRow, "id" | "uid" | "sequence" | "startsAt" | "endsAt" | "videoUrl" | "leadId">,
  host: { name: string; email: string },
  visitor: Visitor,
  rules: BookingRules,
): CallEmailInput {
  const config = env();
  const base = config.BASE_URL;
  // The invitation's organizer is the host; one with no e-mail yet organizes as the site.
  const organizer = host.email || config.mail?.from.address || `agenda@${new URL(base).hostname}`;
  return {
    call: {
      uid: call.uid,
      sequence: call.sequence,
      start: call.startsAt,
      end: call.endsAt,
      videoUrl: call.videoUrl,
      zone: rules.zone,
      title: rules.title,
    },
    visitor,
    host: { name: host.name, email: organizer },
    links: {
      page: `${base}${callPath(call.id)}`,
      reschedule: `${base}${reschedulePath(call.id)}`,
      cancel: `${base}${cancelPath(call.id)}`,
      lead: `${base}/admin/leads/${call.leadId}`,
      bookAgain: `${base}/agenda-diagnostico`,
    },
  };
}

const email = (message: ReturnType<typeof callEmail>) => ({
  channel: "email" as const,
  purpose: "booking" as const,
  message: { ...message },
});

const asRow = (call: Call) => ({ ...call, startsAt: call.start, endsAt: call.end });

/**
 * A new or moved call: its invitation to the visitor and to the host now, through the outbox,
 * and the reminders 24 hours and 1 hour before, which the queue skips if the call changes.
 */
export function callMessages(
  call: Call,
  visitor: Visitor,
  rules: BookingRules,
  kind: "new" | "moved",
): CallMessages {
  // Without SMTP nothing is queued to fail: the call's page holds what the e-mails would say.
  if (!env().mail) return { deliveries: [], reminders: [] };
  const data = input(asRow(call), call.host, visitor, rules);
  const deliveries = call.host.email
    ? [email(callEmail(data, kind, "visitor")), email(callEmail(data, kind, "host"))]
    : [email(callEmail(data, kind, "visitor"))];
  const reminders = (["reminder24", "reminder1"] as const satisfies CallEmailKind[]).flatMap(
    (which) => {
      const runAt = new Date(call.start.getTime() - (which === "reminder24" ? 24 : 1) * HOUR);
      return (["visitor", "host"] as const)
        .filter((to) => to === "visitor" || call.host.email)
        .map((to) => ({
          runAt,
          key: `lembrete:${call.id}:${which}:${to}`,
          message: { ...callEmail(data, which, to) },
        }));
    },
  );
  return { deliveries, reminders };
}

/**
 * A moved call: the new invitation to both, as `callMessages`; when it went to another host
 * (its own was busy then), the host who no longer has it gets the CANCEL.
 */
export function movedMessages(
  call: Call,
  visitor: Visitor,
  rules: BookingRules,
  old: BookingRow,
  oldHost: Host | undefined,
): CallMessages {
  const messages = callMessages(call, visitor, rules, "moved");
  if (!env().mail || !oldHost?.email || oldHost.adminId === call.host.adminId) return messages;
  const data = input({ ...old, sequence: call.sequence }, oldHost, visitor, rules);
  messages.deliveries.push(email(callEmail(data, "cancel", "host")));
  return messages;
}

/** A cancelled call: METHOD:CANCEL to both, so their calendars take it off. */
export function cancelMessages(
  row: BookingRow,
  host: Host | undefined,
  visitor: Visitor,
  rules: BookingRules,
): CallMessages {
  if (!env().mail) return { deliveries: [], reminders: [] };
  const who = host ?? { name: rules.title, email: "" };
  const data = input(row, who, visitor, rules);
  const deliveries = [email(callEmail(data, "cancel", "visitor"))];
  if (who.email) deliveries.push(email(callEmail(data, "cancel", "host")));
  return { deliveries, reminders: [] };
}
