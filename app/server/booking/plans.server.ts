import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { BookingRules } from "~/lib/booking-rules";
import type { Db } from "../db/index.server";
import { bookings, hostBusy } from "../db/schema.server";
import type { Host } from "./hosts.server";
import type { Interval } from "./interval.server";
import { dayOf, type HostPlan } from "./slots.server";

const DAY = 86_400_000;

/**
 * What the slots of `hosts` are computed from, read for the rules' horizon: their calendars'
 * busy times and their confirmed calls (with buffers), and how many calls each has each day.
 * One query per table, whatever the number of hosts.
 */
export async function plansOf(
  db: Db,
  hosts: Host[],
  rules: BookingRules,
  now: Date,
): Promise<HostPlan[]> {
  if (hosts.length === 0) return [];
  const ids = hosts.map((host) => host.adminId);
  const from = new Date(now.getTime() - DAY);
  const to = new Date(now.getTime() + (rules.horizonDays + 2) * DAY);
  const [busy, calls] = await Promise.all([
    db
      .select({ hostId: hostBusy.adminId, start: hostBusy.startsAt, end: hostBusy.endsAt })
      .from(hostBusy)
      .where(
        and(inArray(hostBusy.adminId, ids), lt(hostBusy.startsAt, to), gt(hostBusy.endsAt, from)),
      ),
    db
      .select({
        hostId: bookings.hostId,
        start: bookings.blockedFrom,
        end: bookings.blockedUntil,
        startsAt: bookings.startsAt,
      })
      .from(bookings)
      .where(
        and(
          inArray(bookings.hostId, ids),
          eq(bookings.status, "confirmed"),
          lt(bookings.blockedFrom, to),
          gt(bookings.blockedUntil, from),
        ),
      ),
  ]);
  return hosts.map((host) => {
    const own: Interval[] = [];
    const callsByDay = new Map<string, number>();
    for (const item of busy) if (item.hostId === host.adminId) own.push(item);
    for (const call of calls) {
      if (call.hostId !== host.adminId) continue;
      own.push(call);
      const day = dayOf(call.startsAt, rules.zone);
      callsByDay.set(day, (callsByDay.get(day) ?? 0) + 1);
    }
    return {
      id: host.adminId,
      weekly: host.weekly,
      exceptions: host.exceptions,
      busy: own.sort((a, b) => a.start.getTime() - b.start.getTime()),
      callsByDay,
    };
  });
}
