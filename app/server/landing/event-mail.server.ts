// The e-mails of a campaign's event (issue 58): the confirmation with the event for the
// person's calendar (.ics, Google, Outlook), and the reminders a day and an hour before.
import ical, { ICalCalendarMethod } from "ical-generator";
import { whenLabel } from "~/lib/booking-view";
import { googleCalendarLink, outlookCalendarLink } from "~/lib/calendar-links";
import type { CampaignEvent } from "~/lib/landing/campaign-block";
import { brand } from "~content/brand";
import { eventEmails as copy } from "~content/event-emails";
import { line } from "../booking/invitation.server";
import { fill, html, type Paragraph, paragraphsOf } from "../email/compose.server";
import { greetingName } from "../email/visitor-text.server";
import type { EmailMessage } from "../leads/deliveries.server";

const ZONE = "America/Sao_Paulo";

export interface EventMailInput {
  to: string;
  /** What the person typed as their name: greeted by it only when it reads as one. */
  name: unknown;
  /** The page's title, the event's name. */
  title: string;
  /** The page's absolute address. */
  pageUrl: string;
  event: CampaignEvent;
}

const where = (event: CampaignEvent) => event.room || event.place;

/**
 * The event as iCalendar text, METHOD:PUBLISH (an event to keep, not a meeting to answer),
 * one UID per page and start, so a calendar that has it does not keep a second copy.
 */
export function eventIcs(input: EventMailInput) {
  const calendar = ical({
    prodId: { company: brand.name, product: "Eventos", language: "PT-BR" },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${new URL(input.pageUrl).pathname.slice(1, 100)}-${input.event.start.getTime()}@${brand.domain}`,
    start: input.event.start,
    end: input.event.end,
    stamp: new Date(),
    summary: line(input.title),
    description: [input.event.room, input.pageUrl].filter(Boolean).join("\n"),
    location: where(input.event) ? line(where(input.event), 500) : null,
    url: input.pageUrl,
  });
  return calendar.toString();
}

/** The paragraphs every one of the event's e-mails has: when, where, the calendar links. */
function details(input: EventMailInput): Paragraph[] {
  const { event, title } = input;
  const minutes = String(Math.round((event.end.getTime() - event.start.getTime()) / 60_000));
  const calendarEvent = {
    title,
    start: event.start,
    end: event.end,
    details: [event.room, input.pageUrl].filter(Boolean).join("\n"),
    location: where(event),
  };
  return [
    fill(copy.when, { when: whenLabel(event.start, ZONE), minutes }),
    ...(event.room
      ? [{ text: copy.room, link: { label: event.room, href: event.room } }]
      : [fill(copy.place, { place: event.place })]),
    { text: copy.calendar, link: { label: copy.google, href: googleCalendarLink(calendarEvent) } },
    { text: "", link: { label: copy.outlook, href: outlookCalendarLink(calendarEvent) } },
    { text: copy.page, link: { label: input.pageUrl, href: input.pageUrl } },
  ];
}

const plain = (paragraph: Paragraph) =>
  typeof paragraph === "string"
    ? paragraph
    : `${paragraph.text ? `${paragraph.text} ` : ""}${paragraph.link.label === paragraph.link.href ? paragraph.link.href : `${paragraph.link.label}: ${paragraph.link.href}`}`;

function message(
  input: EventMailInput,
  subject: string,
  body: string[],
  withIcs: boolean,
): EmailMessage {
  const name = greetingName(input.name);
  const greeting = name ? fill(copy.greeting, { name }) : copy.greetingNoName;
  const paragraphs: Paragraph[] = [greeting, ...body, ...details(input)];
  return {
    to: input.to,
    subject: line(subject, 150),
    text: [...paragraphs.map(plain), copy.signature].join("\n\n"),
    html: html(paragraphs, undefined, [`${copy.signature} · ${brand.domain}`]),
    ...(withIcs ? { calendar: { method: "PUBLISH" as const, content: eventIcs(input) } } : {}),
  };
}

/** The confirmation: the marketer's subject and text, or the site's, then the event. */
export function eventConfirmation(
  input: EventMailInput,
  words?: { subject: string; text: string },
): EmailMessage {
  const values = { title: input.title };
  const text = words?.text || fill(copy.registered, values);
  return message(input, words?.subject || fill(copy.subject, values), paragraphsOf(text), true);
}

/** A reminder, a day (`24`) or an hour (`1`) before. */
export function eventReminder(input: EventMailInput, hours: 24 | 1): EmailMessage {
  const words = hours === 24 ? copy.reminder24 : copy.reminder1;
  const values = { title: input.title };
  return message(input, fill(words.subject, values), [fill(words.intro, values)], false);
}
