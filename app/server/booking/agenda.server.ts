import { and, asc, desc, eq, gte, lt, ne, sql } from "drizzle-orm";
import { leadPerson } from "~/lib/lead-fields";
import type { Db } from "../db/index.server";
import { adminUsers, bookingHosts, bookings, leads } from "../db/schema.server";

// What the admin's 'Agenda' and a lead's page read of the calls: every query bounded.

const DAY = 86_400_000;
/** Rows a list reads at most: far more calls than a team holds in 30 days. */
const CALLS_LIMIT = 500;
const HOSTS_LIMIT = 100;
const LEAD_CALLS_LIMIT = 50;

export interface AgendaCall {
  id: string;
  /** Null once the host left the team. */
  hostId: number | null;
  hostName: string;
  leadId: string;
  leadName: string;
  leadCompany: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  outcome: string | null;
}

// Only the few payload fields a list shows, not the whole payload; names are ours, not input.
const field = (name: string) => sql<string | null>`${leads.payload}->>'${sql.raw(name)}'`;

const callColumns = {
  id: bookings.id,
  hostId: bookings.hostId,
  name: adminUsers.name,
  username: adminUsers.username,
  leadId: bookings.leadId,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  status: bookings.status,
  outcome: bookings.outcome,
  person: {
    name: field("name"),
    firstName: field("firstName"),
    lastName: field("lastName"),
    company: field("company"),
    companyName: field("companyName"),
  },
};

type CallRow = {
  id: string;
  hostId: number | null;
  name: string | null;
  username: string | null;
  leadId: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  outcome: string | null;
  person: Record<string, string | null>;
};

function asCall(row: CallRow): AgendaCall {
  const person = leadPerson(row.person);
  return {
    id: row.id,
    hostId: row.hostId,
    hostName: row.name || row.username || "",
    leadId: row.leadId,
    leadName: person.name,
    leadCompany: person.company,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    outcome: row.outcome,
  };
}

const callsFrom = (db: Db) =>
  db
    .select(callColumns)
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(adminUsers, eq(adminUsers.id, bookings.hostId));

/**
 * The confirmed calls of the next `days` (soonest first) and the calls of the last `days`
 * (latest first; a moved one is left out, its new time is the call).
 */
export async function agendaCalls(db: Db, now: Date, days = 30) {
  const [upcoming, past] = await Promise.all([
    callsFrom(db)
      .where(
        and(
          eq(bookings.status, "confirmed"),
          gte(bookings.startsAt, now),
          lt(bookings.startsAt, new Date(now.getTime() + days * DAY)),
        ),
      )
      .orderBy(asc(bookings.startsAt))
      .limit(CALLS_LIMIT),
    callsFrom(db)
      .where(
        and(
          ne(bookings.status, "moved"),
          lt(bookings.startsAt, now),
          gte(bookings.startsAt, new Date(now.getTime() - days * DAY)),
        ),
      )
      .orderBy(desc(bookings.startsAt))
      .limit(CALLS_LIMIT),
  ]);
  return { upcoming: upcoming.map(asCall), past: past.map(asCall) };
}

/** A lead's calls, latest first, every status. */
export async function leadCalls(db: Db, leadId: string): Promise<AgendaCall[]> {
  const rows = await callsFrom(db)
    .where(eq(bookings.leadId, leadId))
    .orderBy(desc(bookings.startsAt))
    .limit(LEAD_CALLS_LIMIT);
  return rows.map(asCall);
}

export interface HostListRow {
  adminId: number;
  name: string;
  role: string;
  slug: string;
  weight: number;
  active: boolean;
  away: boolean;
  hasCalendar: boolean;
  busyReadAt: Date | null;
  busyError: string;
}

/** Every host, whatever their state, by name. */
export async function hostList(db: Db): Promise<HostListRow[]> {
  const rows = await db
    .select({
      adminId: bookingHosts.adminId,
      name: adminUsers.name,
      username: adminUsers.username,
      role: adminUsers.role,
      slug: bookingHosts.slug,
      weight: bookingHosts.weight,
      active: bookingHosts.active,
      away: bookingHosts.away,
      hasCalendar: sql<boolean>`${bookingHosts.calendar} is not null and ${bookingHosts.calendar} <> 'null'::jsonb`,
      busyReadAt: bookingHosts.busyReadAt,
      busyError: bookingHosts.busyError,
    })
    .from(bookingHosts)
    .innerJoin(adminUsers, eq(adminUsers.id, bookingHosts.adminId))
    .orderBy(asc(adminUsers.name), asc(adminUsers.username))
    .limit(HOSTS_LIMIT);
  return rows.map(({ username, ...row }) => ({ ...row, name: row.name || username }));
}

/** An administrator's change to a host's share of the round-robin; false for no such host. */
export async function setHostScale(
  db: Db,
  adminId: number,
  scale: { weight: number; active: boolean },
) {
  const rows = await db
    .update(bookingHosts)
    .set({ ...scale, updatedAt: new Date() })
    .where(eq(bookingHosts.adminId, adminId))
    .returning({ id: bookingHosts.adminId });
  return rows.length > 0;
}
