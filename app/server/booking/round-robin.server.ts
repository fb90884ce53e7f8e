import { and, count, gt, inArray, max, ne } from "drizzle-orm";
import type { Db } from "../db/index.server";
import { bookings } from "../db/schema.server";
import type { Host } from "./hosts.server";

/** The round-robin counts the calls booked in this many days. */
const WINDOW_DAYS = 90;

/**
 * The order in which free hosts are offered a call: the person's own 'Responsável' first when
 * free; then hosts not 'Ausente', fewest recent calls for their weight first (a host of weight
 * 2 gets twice the calls of one of weight 1), the least recently booked on a tie.
 */
export async function hostOrder(db: Db, free: Host[], owner: number | null | undefined, now: Date) {
  const first = free.filter((host) => host.adminId === owner);
  const others = free.filter((host) => host.adminId !== owner && !host.away);
  if (others.length === 0) return first;
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({ hostId: bookings.hostId, calls: count(), last: max(bookings.createdAt) })
    .from(bookings)
    .where(
      and(
        inArray(
          bookings.hostId,
          others.map((host) => host.adminId),
        ),
        gt(bookings.createdAt, since),
        ne(bookings.status, "moved"),
      ),
    )
    .groupBy(bookings.hostId);
  const stats = new Map(rows.map((row) => [row.hostId, row]));
  const load = (host: Host) => (stats.get(host.adminId)?.calls ?? 0) / host.weight;
  const last = (host: Host) => stats.get(host.adminId)?.last?.getTime() ?? 0;
  const sorted = [...others].sort(
    (a, b) => load(a) - load(b) || last(a) - last(b) || a.adminId - b.adminId,
  );
  return [...first, ...sorted];
}
