import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";

type Time = InstanceType<typeof ICAL.Time>;

const ianaZones = new Map<string, boolean>();

/** Whether the runtime knows this IANA zone name (answers kept: a feed repeats few names). */
function isIanaZone(name: string) {
  let known = ianaZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    if (ianaZones.size < 1000) ianaZones.set(name, known);
  }
  return known;
}

/**
 * The instant of a feed's time. UTC and times whose TZID the feed defines (VTIMEZONE) are
 * converted by ical.js; a date (all-day) is midnight in `zone`; a TZID without VTIMEZONE
 * leaves ical.js a floating time, read here in that IANA zone when it is one; floating times
 * are read in `zone`.
 */
export function instantOf(time: Time, tzid: string | undefined, zone: string): Date {
  if (time.isDate) return new Date(new TZDate(time.year, time.month - 1, time.day, zone).getTime());
  const floating = time.zone === ICAL.Timezone.localTimezone || time.zone?.tzid === "floating";
  if (!floating) return new Date(time.toUnixTime() * 1000);
  const wallZone = tzid && isIanaZone(tzid) ? tzid : zone;
  const wall = new TZDate(
    time.year,
    time.month - 1,
    time.day,
    time.hour,
    time.minute,
    time.second,
    wallZone,
  );
  return new Date(wall.getTime());
}
