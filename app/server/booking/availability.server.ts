import { eq } from "drizzle-orm";
import type { Availability, CalendarView } from "~/lib/forms/availability-schema";
import type { Db } from "../db/index.server";
import { bookingHosts, type HostCalendar, hostBusy } from "../db/schema.server";
import { freeSlug } from "./hosts.server";

// A host's own hours and calendar, as 'Disponibilidade' in 'Minha conta' reads and saves them.

/** What the form shows of a host: their calendar without its password. */
export interface HostAvailability {
  slug: string;
  active: boolean;
  away: boolean;
  videoUrl: string;
  weekly: Record<string, [string, string][]>;
  exceptions: { date: string; ranges: [string, string][] }[];
  calendar: CalendarView;
  /** A CalDAV password is saved (a blank field keeps it). */
  hasPassword: boolean;
  busyReadAt: Date | null;
  busyError: string;
}

const viewOf = (calendar: HostCalendar | null): CalendarView =>
  !calendar
    ? { kind: "none" }
    : calendar.kind === "ics"
      ? { kind: "ics", url: calendar.url }
      : { kind: "caldav", url: calendar.url, username: calendar.username };

/** The member's availability, or undefined before they first save one. */
export async function readAvailability(
  db: Db,
  adminId: number,
): Promise<HostAvailability | undefined> {
  const [row] = await db.select().from(bookingHosts).where(eq(bookingHosts.adminId, adminId));
  if (!row) return undefined;
  return {
    slug: row.slug,
    active: row.active,
    away: row.away,
    videoUrl: row.videoUrl,
    weekly: row.weekly,
    exceptions: row.exceptions,
    calendar: viewOf(row.calendar),
    hasPassword: row.calendar?.kind === "caldav" && row.calendar.password !== "",
    busyReadAt: row.busyReadAt,
    busyError: row.busyError,
  };
}

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : url);

type PasswordRefusal = "password-missing" | "password-new-server";

/**
 * The calendar to store. A blank CalDAV password keeps the saved one, but only for the same
 * server: a saved password is never sent to an address it was not given for.
 */
function calendarToStore(
  wanted: Availability["calendar"],
  saved: HostCalendar | null,
): HostCalendar | null | PasswordRefusal {
  if (wanted.kind === "none") return null;
  if (wanted.kind === "ics") return { kind: "ics", url: wanted.url };
  if (wanted.password) return { ...wanted };
  if (saved?.kind !== "caldav" || !saved.password) return "password-missing";
  if (originOf(saved.url) !== originOf(wanted.url)) return "password-new-server";
  return { ...wanted, password: saved.password };
}

// jsonb reorders keys, so the two are compared field by field.
const sameCalendar = (a: HostCalendar | null, b: HostCalendar | null) =>
  a === null || b === null
    ? a === b
    : a.kind === b.kind &&
      a.url === b.url &&
      (a.kind === "ics" ||
        (b.kind === "caldav" && a.username === b.username && a.password === b.password));

export type SaveAvailability =
  | { ok: true; slug: string; created: boolean }
  | { ok: false; reason: PasswordRefusal };

/**
 * Saves a member's availability; their first save makes them a host (active, a free page
 * address). A changed calendar drops the old one's busy times and is read again on the next
 * round of the schedule.
 */
export async function saveAvailability(
  db: Db,
  member: { id: number; name: string },
  value: Availability,
  now = new Date(),
): Promise<SaveAvailability> {
  const [saved] = await db
    .select({ calendar: bookingHosts.calendar })
    .from(bookingHosts)
    .where(eq(bookingHosts.adminId, member.id));
  const calendar = calendarToStore(value.calendar, saved?.calendar ?? null);
  if (typeof calendar === "string") return { ok: false, reason: calendar };
  const changed = !sameCalendar(calendar, saved?.calendar ?? null);
  const set = {
    away: value.away,
    videoUrl: value.videoUrl,
    weekly: value.weekly,
    exceptions: value.exceptions,
    calendar,
    updatedAt: now,
    ...(changed ? { busyReadAt: null, busyError: "" } : {}),
  };
  if (!saved) {
    // Another tab may create the row, or take the address, meanwhile: then try again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const slug = await freeSlug(db, member.name);
      const [made] = await db
        .insert(bookingHosts)
        .values({ adminId: member.id, slug, active: true, ...set })
        .onConflictDoNothing()
        .returning({ slug: bookingHosts.slug });
      if (made) return { ok: true, slug: made.slug, created: true };
      const [exists] = await db
        .select({ id: bookingHosts.adminId })
        .from(bookingHosts)
        .where(eq(bookingHosts.adminId, member.id));
      if (exists) break;
    }
  }
  const [updated] = await db.transaction(async (tx) => {
    if (changed) await tx.delete(hostBusy).where(eq(hostBusy.adminId, member.id));
    return tx
      .update(bookingHosts)
      .set(set)
      .where(eq(bookingHosts.adminId, member.id))
      .returning({ slug: bookingHosts.slug });
  });
  if (!updated) throw new Error("booking host row could not be written");
  return { ok: true, slug: updated.slug, created: false };
}
