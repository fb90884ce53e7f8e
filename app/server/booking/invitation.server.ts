import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { brand } from "~content/brand";

export interface Invitation {
  uid: string;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The video room. */
  location?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** One line of at most `max` characters: a visitor's name never breaks a property. */
export const line = (text: string, max = 200) =>
  text
    .replace(/[\r\n]+/g, " ")
    .trim()
    .slice(0, max);

/**
 * The call as iCalendar text (RFC 5545), sent as an iTIP message (RFC 5546): one UID for every
 * version of the call and a SEQUENCE raised on each change, so a calendar updates the meeting
 * it has instead of adding another; a cancellation is METHOD:CANCEL with STATUS:CANCELLED.
 */
export function invitationIcs(input: Invitation): string {
  const calendar = ical({
    prodId: { company: brand.name, product: "Agenda", language: "PT-BR" },
    method: input.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const event = calendar.createEvent({
    id: line(input.uid, 120),
    sequence: input.sequence,
    start: input.start,
    end: input.end,
    stamp: new Date(),
    summary: line(input.summary),
    description: input.description.slice(0, 4000),
    location: input.location ? line(input.location, 500) : null,
    status: input.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: line(input.organizer.name), email: line(input.organizer.email, 254) },
  });
  event.createAttendee({
    name: line(input.attendee.name),
    email: line(input.attendee.email, 254),
    role: ICalAttendeeRole.REQ,
    status: ICalAttendeeStatus.NEEDSACTION,
    rsvp: input.method === "REQUEST",
  });
  return calendar.toString();
}
