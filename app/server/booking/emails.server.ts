import { timeLabel, whenLabel } from "~/lib/booking-view";
import { googleCalendarLink, outlookCalendarLink } from "~/lib/calendar-links";
import { bookingEmails as copy } from "~content/booking-emails";
import { html, type Paragraph } from "../email/compose.server";
import { greetingName, inertText } from "../email/visitor-text.server";
import type { EmailMessage } from "../leads/deliveries.server";
import { invitationIcs } from "./invitation.server";

export type CallEmailKind = "new" | "moved" | "cancel" | "reminder24" | "reminder1";

export interface CallEmailInput {
  call: {
    uid: string;
    sequence: number;
    start: Date;
    end: Date;
    videoUrl: string;
    zone: string;
    title: string;
  };
  visitor: { name: string; email: string; company: string; phone: string };
  host: { name: string; email: string };
  links: { page: string; reschedule: string; cancel: string; lead: string; bookAgain: string };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w{1,20})\}/g, (mark, key: string) => values[key] ?? mark);

function values(input: CallEmailInput) {
  const { call, visitor, host } = input;
  return {
    when: `${whenLabel(call.start, call.zone)} ${call.zone === "America/Sao_Paulo" ? copy.zone : `(${call.zone})`}`,
    time: timeLabel(call.start, call.zone),
    host: host.name,
    title: call.title,
    // What the visitor typed reaches the host's inbox: inert, never a link or markup.
    name: inertText(visitor.name).slice(0, 120),
    company: inertText(visitor.company).slice(0, 120),
    email: visitor.email,
    phone: inertText(visitor.phone).slice(0, 40),
  };
}

function invitation(input: CallEmailInput, kind: CallEmailKind, to: "visitor" | "host") {
  const v = values(input);
  const description = [
    fill(copy.summary, v),
    input.call.videoUrl,
    to === "visitor" ? `${copy.reschedule}: ${input.links.reschedule}` : input.links.lead,
  ]
    .filter(Boolean)
    .join("\n");
  const method = kind === "cancel" ? "CANCEL" : "REQUEST";
  return {
    method,
    content: invitationIcs({
      uid: input.call.uid,
      sequence: input.call.sequence,
      method,
      start: input.call.start,
      end: input.call.end,
      summary: fill(copy.summary, v),
      description,
      location: input.call.videoUrl || undefined,
      organizer: input.host,
      attendee: { name: v.name, email: input.visitor.email },
    }),
  } as const;
}

/** One e-mail about a call, to the visitor or to the host, with its invitation when it has one. */
export function callEmail(
  input: CallEmailInput,
  kind: CallEmailKind,
  to: "visitor" | "host",
): EmailMessage {
  const v = values(input);
  const words = copy[to][kind];
  const name = to === "visitor" ? greetingName(input.visitor.name) : input.host.name;
  const greeting = name ? fill(copy.greeting, { name }) : copy.greetingNoName;
  const event = {
    title: fill(copy.summary, v),
    start: input.call.start,
    end: input.call.end,
    details: [input.call.videoUrl, input.links.page].filter(Boolean).join("\n"),
    location: input.call.videoUrl,
  };
  const lines: Paragraph[] = [greeting, words.intro, fill(copy.when, v)];
  lines.push(to === "visitor" ? fill(copy.with, v) : fill(copy.who, v));
  if (kind !== "cancel") {
    lines.push(
      input.call.videoUrl
        ? { text: copy.room, link: { label: input.call.videoUrl, href: input.call.videoUrl } }
        : to === "host"
          ? copy.roomMissing
          : copy.roomLater,
    );
  }
  const after: Paragraph[] = [];
  if (kind !== "cancel") {
    after.push({ text: "", link: { label: copy.google, href: googleCalendarLink(event) } });
    after.push({ text: "", link: { label: copy.outlook, href: outlookCalendarLink(event) } });
    if (to === "visitor") {
      after.push({ text: "", link: { label: copy.reschedule, href: input.links.reschedule } });
      after.push({ text: "", link: { label: copy.cancel, href: input.links.cancel } });
    }
  }
  const withInvite = kind === "new" || kind === "moved" || kind === "cancel";
  if (withInvite) after.push(copy.invite);
  const button =
    to === "host"
      ? { label: copy.lead, href: input.links.lead }
      : kind === "cancel"
        ? { label: copy.bookAgain, href: input.links.bookAgain }
        : { label: copy.open, href: input.links.page };
  const text = [
    ...lines.map((item) => (typeof item === "string" ? item : `${item.text} ${item.link.href}`)),
    `${button.label}: ${button.href}`,
    ...after.map((item) =>
      typeof item === "string" ? item : `${item.link.label}: ${item.link.href}`,
    ),
  ].join("\n\n");
  return {
    to: to === "visitor" ? input.visitor.email : input.host.email,
    subject: fill(words.subject, v),
    text,
    html: html(lines, button, after),
    ...(withInvite ? { calendar: invitation(input, kind, to) } : {}),
  };
}
