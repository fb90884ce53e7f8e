import { desc, eq, inArray } from "drizzle-orm";
import { db, tables } from "../db/index.server";

// A person's timeline (ADR 0058): their submissions and the team's changes, newest first. The
// notes and calls have their own sections on the page.

const { leads, personEvents, adminUsers } = tables;

/** The most a timeline shows: a person who sent a form every day for years stays one page. */
const TIMELINE_LIMIT = 200;

export async function personTimeline(personId: string) {
  const [submissions, events] = await Promise.all([
    db()
      .select({
        id: leads.id,
        formType: leads.formType,
        payload: leads.payload,
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
