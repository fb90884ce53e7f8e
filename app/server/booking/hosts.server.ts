import { and, asc, eq, inArray } from "drizzle-orm";
import { businessHours } from "~/lib/booking-rules";
import { slugify } from "~/lib/slug";
import { isAgendaName } from "~content/agendas";
import { brand } from "~content/brand";
import type { Db } from "../db/index.server";
import { adminUsers, type BookingHostRow, bookingHosts } from "../db/schema.server";

/** The roles that work leads, and so may take calls. */
export const HOST_ROLES = ["admin", "sales"] as const;

export interface Host extends BookingHostRow {
  /** The member's name; one who has not given theirs is the team, to visitors. */
  name: string;
  email: string;
}

const hostColumns = {
  host: bookingHosts,
  name: adminUsers.name,
  username: adminUsers.username,
  email: adminUsers.email,
};

const asHost = (row: {
  host: BookingHostRow;
  name: string;
  username: string;
  email: string | null;
}) => ({
  ...row.host,
  name: row.name || `Equipe ${brand.name}`,
  email: row.email ?? "",
});

/**
 * A fresh install books at once: with no host yet, the first administrator becomes one, on
 * weekday business hours. Run at start and whenever hosts are read; a no-op once one exists.
 */
export async function ensureFirstHost(db: Db) {
  const [any] = await db.select({ id: bookingHosts.adminId }).from(bookingHosts).limit(1);
  if (any) return;
  const [first] = await db
    .select({ id: adminUsers.id, name: adminUsers.name, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.role, "admin"))
    .orderBy(asc(adminUsers.id))
    .limit(1);
  if (!first) return;
  await db
    .insert(bookingHosts)
    .values({
      adminId: first.id,
      slug: await freeSlug(db, first.name || first.username),
      weekly: businessHours,
    })
    .onConflictDoNothing();
}

/** A page name for /agenda/{slug} no other host has, nor the team's pages (conversa, …). */
export async function freeSlug(db: Db, name: string, except?: number) {
  const base = slugify(name).slice(0, 40) || "agenda";
  for (let n = 1; n < 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (isAgendaName(slug)) continue;
    const [taken] = await db
      .select({ id: bookingHosts.adminId })
      .from(bookingHosts)
      .where(eq(bookingHosts.slug, slug));
    if (!taken || taken.id === except) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/** Hosts who take calls now: active, of a role that works leads; `away` ones included. */
export async function activeHosts(db: Db, only?: number): Promise<Host[]> {
  const rows = await db
    .select(hostColumns)
    .from(bookingHosts)
    .innerJoin(adminUsers, eq(adminUsers.id, bookingHosts.adminId))
    .where(
      and(
        eq(bookingHosts.active, true),
        inArray(adminUsers.role, [...HOST_ROLES]),
        only === undefined ? undefined : eq(bookingHosts.adminId, only),
      ),
    )
    .orderBy(asc(bookingHosts.adminId));
  return rows.map(asHost);
}

export async function hostBySlug(db: Db, slug: string): Promise<Host | undefined> {
  const [row] = await db
    .select(hostColumns)
    .from(bookingHosts)
    .innerJoin(adminUsers, eq(adminUsers.id, bookingHosts.adminId))
    .where(
      and(eq(bookingHosts.slug, slug.slice(0, 60)), inArray(adminUsers.role, [...HOST_ROLES])),
    );
  return row ? asHost(row) : undefined;
}

export async function hostById(db: Db, id: number): Promise<Host | undefined> {
  const [row] = await db
    .select(hostColumns)
    .from(bookingHosts)
    .innerJoin(adminUsers, eq(adminUsers.id, bookingHosts.adminId))
    .where(eq(bookingHosts.adminId, id));
  return row ? asHost(row) : undefined;
}
