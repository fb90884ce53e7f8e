import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { db, tables } from "../db/index.server";

// A person's timeline (ADR 0058): their submissions and the team's changes, newest first; on
// the person's page also their notes, calls and the e-mails the site sent them.

const { leads, personEvents, adminUsers, leadNotes, bookings, deliveries } = tables;

/** The most a timeline shows: a person who sent a form every day for years stays one page. */
const TIMELINE_LIMIT = 200;

export async function personTimeline(personId: string) {
  const [submissions, events] = await Promise.all([
    db()
      .select({
        id: leads.id,
        formType: leads.formType,
        payload: leads.payload,
        sourcePage: leads.sourcePage,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(eq(leads.personId, personId))
      .orderBy(desc(leads.createdAt))
      .limit(TIMELINE_LIMIT),
    db()
      .select({
        id: personEvents.id,
        kind: personEvents.kind,
        data: personEvents.data,
        adminId: personEvents.adminId,
        createdAt: personEvents.createdAt,
      })
      .from(personEvents)
      .where(eq(personEvents.personId, personId))
      .orderBy(desc(personEvents.createdAt))
      .limit(TIMELINE_LIMIT),
  ]);
  const ids = [
    ...new Set(
      events.flatMap((event) => [event.adminId, event.data.to, event.data.from]).filter(isId),
    ),
  ];
  const members = ids.length
    ? await db()
        .select({ id: adminUsers.id, username: adminUsers.username, name: adminUsers.name })
        .from(adminUsers)
        .where(inArray(adminUsers.id, ids))
    : [];
  return { submissions, events, members };
}

const isId = (value: unknown): value is number => typeof value === "number";

/** The person a lead belongs to; null for a suspect or an unknown lead. */
export async function personIdOfLead(leadId: string) {
  const [row] = await db()
    .select({ personId: leads.personId })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  return row?.personId ?? null;
}

/** What the person's page adds to the timeline: notes, calls and e-mails sent to them. */
export async function personExtras(personId: string) {
  const theirs = db().select({ id: leads.id }).from(leads).where(eq(leads.personId, personId));
  const [notes, calls, emails] = await Promise.all([
    db()
      .select({
        id: leadNotes.id,
        body: leadNotes.body,
        createdAt: leadNotes.createdAt,
        author: adminUsers.username,
        authorName: adminUsers.name,
      })
      .from(leadNotes)
      .leftJoin(adminUsers, eq(adminUsers.id, leadNotes.adminId))
      .where(eq(leadNotes.personId, personId))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id))
      .limit(TIMELINE_LIMIT),
    db()
      .select({
        id: bookings.id,
        leadId: bookings.leadId,
        startsAt: bookings.startsAt,
        status: bookings.status,
        outcome: bookings.outcome,
        createdAt: bookings.createdAt,
        host: adminUsers.username,
        hostName: adminUsers.name,
      })
      .from(bookings)
      .leftJoin(adminUsers, eq(adminUsers.id, bookings.hostId))
      .where(inArray(bookings.leadId, theirs))
      .orderBy(desc(bookings.createdAt))
      .limit(TIMELINE_LIMIT),
    // The team's alerts are about the person, not to them.
    db()
      .select({
        id: deliveries.id,
        purpose: deliveries.purpose,
        message: deliveries.message,
        status: deliveries.status,
        createdAt: deliveries.createdAt,
        deliveredAt: deliveries.deliveredAt,
      })
      .from(deliveries)
      .where(
        and(
          inArray(deliveries.leadId, theirs),
          eq(deliveries.channel, "email"),
          ne(deliveries.purpose, "alert"),
        ),
      )
      .orderBy(desc(deliveries.createdAt))
      .limit(TIMELINE_LIMIT),
  ]);
  return { notes, calls, emails };
}
