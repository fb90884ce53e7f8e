import { and, eq, isNull, lt, or } from "drizzle-orm";
import pLimit from "p-limit";
import type { BookingRules } from "~/lib/booking-rules";
import type { Db } from "../db/index.server";
import { bookingHosts, hostBusy } from "../db/schema.server";
import { logger } from "../logger.server";
import { readBusy } from "./busy/index.server";
import { bookingRules } from "./rules.server";

const MINUTE = 60_000;
/** How often the schedule reads each host's calendar. */
export const BUSY_EVERY_MS = 10 * MINUTE;
/** Busy times are kept this many rows a host at most: the slots' loop reads them all. */
const MAX_ROWS = 2_000;

/**
 * Reads a host's calendar for the rules' horizon and replaces their busy times. A read is
 * claimed first (its time written only if still due), so across instances each calendar is
 * read once a period. A calendar that fails keeps its last busy times and says why in the admin.
 */
export async function refreshHost(
  db: Db,
  adminId: number,
  rules: BookingRules,
  options: { now?: Date; dueBefore?: Date } = {},
) {
  const now = options.now ?? new Date();
  const due = options.dueBefore ?? now;
  const [claimed] = await db
    .update(bookingHosts)
    .set({ busyReadAt: now })
    .where(
      and(
        eq(bookingHosts.adminId, adminId),
        or(isNull(bookingHosts.busyReadAt), lt(bookingHosts.busyReadAt, due)),
      ),
    )
    .returning({ calendar: bookingHosts.calendar });
  if (!claimed?.calendar) return undefined;
  const window = {
    from: new Date(now.getTime() - 86_400_000),
    to: new Date(now.getTime() + (rules.horizonDays + 2) * 86_400_000),
  };
  const read = await readBusy(claimed.calendar, window, rules.zone);
  if (!read.ok) {
    logger.warn({ host: adminId, error: read.error }, "agenda do anfitrião não lida");
    await db
      .update(bookingHosts)
      .set({ busyError: read.error })
      .where(eq(bookingHosts.adminId, adminId));
    return read;
  }
  await db.transaction(async (tx) => {
    await tx.delete(hostBusy).where(eq(hostBusy.adminId, adminId));
    const rows = read.busy
      .slice(0, MAX_ROWS)
      .map((item) => ({ adminId, startsAt: item.start, endsAt: item.end }));
    if (rows.length > 0) await tx.insert(hostBusy).values(rows);
    await tx.update(bookingHosts).set({ busyError: "" }).where(eq(bookingHosts.adminId, adminId));
  });
  return read;
}

/** Every host whose calendar is due, a few at a time (a slow feed holds only its own place). */
export async function refreshDue(db: Db, now = new Date(), everyMs = BUSY_EVERY_MS) {
  const rules = await bookingRules(db);
  const hosts = await db
    .select({ adminId: bookingHosts.adminId })
    .from(bookingHosts)
    .where(
      and(
        eq(bookingHosts.active, true),
        or(
          isNull(bookingHosts.busyReadAt),
          lt(bookingHosts.busyReadAt, new Date(now.getTime() - everyMs)),
        ),
      ),
    );
  const limit = pLimit(4);
  const dueBefore = new Date(now.getTime() - everyMs);
  await Promise.all(
    hosts.map((host) => limit(() => refreshHost(db, host.adminId, rules, { now, dueBefore }))),
  );
}

/** The schedule: at start, then every period; a failure is logged, never thrown. */
export function startBusySchedule(db: Db, everyMs = BUSY_EVERY_MS) {
  const run = () =>
    refreshDue(db, new Date(), everyMs).catch((error) =>
      logger.warn({ err: error }, "leitura das agendas dos anfitriões falhou"),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
