import { TZDate } from "@date-fns/tz";
import type { BookingRules } from "~/lib/booking-rules";
import type { DateException, WeeklyHours } from "../db/schema.server";
import type { Interval } from "./interval.server";

/** What the slots of one host are computed from. */
export interface HostPlan {
  id: number;
  weekly: WeeklyHours;
  exceptions: DateException[];
  /** Busy times of their own calendar and the blocked ranges of their confirmed bookings. */
  busy: Interval[];
  /** Confirmed calls by day ("YYYY-MM-DD" in the rules' zone), for the daily cap. */
  callsByDay: Map<string, number>;
}

/** A time a visitor may pick, and the hosts free then. */
export interface Slot {
  start: Date;
  end: Date;
  hosts: number[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** At most this many ranges a day count: a stored value cannot make the loop long. */
const RANGES_PER_DAY = 8;

/** The day ("YYYY-MM-DD") an instant falls on in `zone`. */
export function dayOf(instant: Date, zone: string) {
  const local = new TZDate(instant.getTime(), zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The instant of a wall time on a day in `zone`. */
export function wallTime(day: string, time: string, zone: string) {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time === "24:00" ? [24, 0] : time.split(":").map(Number);
  return new Date(new TZDate(y, m - 1, d, hh ?? 0, mm ?? 0, 0, zone).getTime());
}

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** A host's working ranges on one day: the day's exception if there is one, else the week's. */
export function hoursOn(plan: Pick<HostPlan, "weekly" | "exceptions">, day: string, zone: string) {
  const exception = plan.exceptions.find((item) => item.date === day);
  const ranges = exception ? exception.ranges : (plan.weekly[String(weekday(day))] ?? []);
  return ranges
    .slice(0, RANGES_PER_DAY)
    .filter(([from, to]) => TIME.test(from) && (TIME.test(to) || to === "24:00") && from < to)
    .map(([from, to]) => ({ start: wallTime(day, from, zone), end: wallTime(day, to, zone) }));
}

const overlapsAny = (sorted: Interval[], from: number, to: number) =>
  sorted.some((item) => item.start.getTime() < to && item.end.getTime() > from);

/** The range a call blocks: the call with its buffers. */
export function blockedRange(start: Date, rules: BookingRules): Interval {
  return {
    start: new Date(start.getTime() - rules.bufferBeforeMinutes * MINUTE),
    end: new Date(start.getTime() + (rules.lengthMinutes + rules.bufferAfterMinutes) * MINUTE),
  };
}

/**
 * Every time from `from` to the end of the horizon when some host can take the call: inside
 * their hours for the day, the call and its buffers clear of busy times, not sooner than the
 * notice, under their daily cap. Times follow each range's start in steps of the call and its
 * buffers. Work grows with days × hosts × ranges, each bounded by the rules and the stored hours.
 */
export function freeSlots(
  plans: HostPlan[],
  rules: BookingRules,
  now: Date,
  window?: { from?: Date; to?: Date },
): Slot[] {
  const earliest = Math.max(
    now.getTime() + rules.noticeHours * 60 * MINUTE,
    window?.from?.getTime() ?? 0,
  );
  const horizon = now.getTime() + rules.horizonDays * DAY;
  const latest = Math.min(horizon, window?.to?.getTime() ?? horizon);
  const length = rules.lengthMinutes * MINUTE;
  const step =
    (rules.lengthMinutes + rules.bufferBeforeMinutes + rules.bufferAfterMinutes) * MINUTE;
  const byStart = new Map<number, Slot>();
  const firstDay = dayOf(new Date(Math.max(earliest - DAY, now.getTime())), rules.zone);
  for (let offset = 0; offset <= rules.horizonDays + 1; offset++) {
    const day = dayOf(
      new Date(new Date(`${firstDay}T12:00:00Z`).getTime() + offset * DAY),
      rules.zone,
    );
    if (wallTime(day, "00:00", rules.zone).getTime() > latest) break;
    for (const plan of plans) {
      if ((plan.callsByDay.get(day) ?? 0) >= rules.dailyCap) continue;
      for (const range of hoursOn(plan, day, rules.zone)) {
        const last = range.end.getTime() - length - rules.bufferAfterMinutes * MINUTE;
        for (
          let at = range.start.getTime() + rules.bufferBeforeMinutes * MINUTE;
          at <= last;
          at += step
        ) {
          if (at < earliest || at > latest) continue;
          const blocked = blockedRange(new Date(at), rules);
          if (overlapsAny(plan.busy, blocked.start.getTime(), blocked.end.getTime())) continue;
          const slot = byStart.get(at) ?? {
            start: new Date(at),
            end: new Date(at + length),
            hosts: [],
          };
          slot.hosts.push(plan.id);
          byStart.set(at, slot);
        }
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}
