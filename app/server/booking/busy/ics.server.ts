import ICAL from "ical.js";
import { type Interval, mergeIntervals } from "../interval.server";
import { IcsError } from "./ics-error.server";
import { instantOf } from "./ics-time.server";
import { type StepBudget, withStepBudget } from "./recur-guard.server";

type Component = InstanceType<typeof ICAL.Component>;
type Event = InstanceType<typeof ICAL.Event>;
type Time = InstanceType<typeof ICAL.Time>;
interface Window {
  from: Date;
  to: Date;
}

export const ICS_LIMITS = {
  /** Of the text, in UTF-8 bytes. */
  maxBytes: 5 * 1024 * 1024,
  maxEvents: 5000,
  /** Of one recurring event inside the window; the rest is not looked at. */
  maxOccurrences: 1000,
  /** Turns of ical.js's recurrence loops for a whole calendar (recur-guard.server.ts). */
  maxSteps: 200_000,
};

/** What one calendar may cost; a CalDAV collection shares one among its resources. */
export interface IcsBudget extends StepBudget {
  events: number;
}
export const icsBudget = (): IcsBudget => ({
  steps: ICS_LIMITS.maxSteps,
  events: ICS_LIMITS.maxEvents,
});

const DAY_MS = 86_400_000;

/**
 * The times an iCalendar text (a published feed, a CalDAV resource) keeps busy inside the
 * window: sorted, merged, clipped. Events marked free (TRANSP:TRANSPARENT) and cancelled ones
 * block nothing. Throws IcsError when the text is not iCalendar or is past a bound.
 */
export function busyFromIcs(
  text: string,
  window: Window,
  zone: string,
  budget: IcsBudget = icsBudget(),
): Interval[] {
  if (text.length > ICS_LIMITS.maxBytes || Buffer.byteLength(text) > ICS_LIMITS.maxBytes) {
    throw new IcsError("too-large", `calendar over ${ICS_LIMITS.maxBytes} bytes`);
  }
  budget.events -= text.match(/^BEGIN:VEVENT[ \t]*\r?$/gim)?.length ?? 0;
  if (budget.events < 0) {
    throw new IcsError("too-many-events", `calendar over ${ICS_LIMITS.maxEvents} events`);
  }
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text)) throw new IcsError("not-ical", "no VCALENDAR");
  let roots: Component[];
  try {
    const parsed = ICAL.parse(text) as unknown[];
    const list = typeof parsed[0] === "string" ? [parsed] : parsed;
    roots = list.map((jcal) => new ICAL.Component(jcal as unknown[]));
  } catch (error) {
    throw new IcsError("not-ical", error instanceof Error ? error.message : "unreadable");
  }
  const busy: Interval[] = [];
  withTimezones(roots, () =>
    withStepBudget(budget, () => {
      for (const root of roots) readCalendar(root, window, zone, busy);
    }),
  );
  return mergeIntervals(busy).map(({ start, end }) => ({
    start: start < window.from ? window.from : start,
    end: end > window.to ? window.to : end,
  }));
}

/** The feed's VTIMEZONEs registered while it is read (synchronously), then taken back. */
function withTimezones(roots: Component[], read: () => void) {
  const service = ICAL.TimezoneService;
  const replaced = new Map<string, InstanceType<typeof ICAL.Timezone> | undefined>();
  try {
    for (const root of roots) {
      for (const component of root.getAllSubcomponents("vtimezone")) {
        const tzid = component.getFirstPropertyValue("tzid");
        if (typeof tzid !== "string" || !tzid) continue;
        if (!replaced.has(tzid))
          replaced.set(tzid, service.has(tzid) ? service.get(tzid) : undefined);
        service.register(new ICAL.Timezone({ component, tzid }));
      }
    }
    read();
  } finally {
    for (const [tzid, previous] of replaced) {
      service.remove(tzid);
      if (previous) service.register(previous, tzid);
    }
  }
}

const upper = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : "");
const blocks = (component: Component) =>
  upper(component.getFirstPropertyValue("status")) !== "CANCELLED" &&
  upper(component.getFirstPropertyValue("transp")) !== "TRANSPARENT";
const tzidOf = (component: Component, name: string) => {
  const tzid = component.getFirstProperty(name)?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : undefined;
};

/** One event's start and end as instants, each read with its own property's TZID. */
function span(item: Event, start: Time, end: Time, zone: string): Interval {
  const startTzid = tzidOf(item.component, "dtstart");
  return {
    start: instantOf(start, startTzid, zone),
    end: instantOf(end, tzidOf(item.component, "dtend") ?? startTzid, zone),
  };
}

function readCalendar(root: Component, window: Window, zone: string, busy: Interval[]) {
  // Overrides (RECURRENCE-ID) go with their series by UID.
  const series = new Map<string, { master?: Component; overrides: Component[] }>();
  const loose: Component[] = [];
  for (const component of root.getAllSubcomponents("vevent")) {
    const uid = component.getFirstPropertyValue("uid");
    if (typeof uid !== "string" || !uid) {
      loose.push(component);
      continue;
    }
    const entry = series.get(uid) ?? { overrides: [] };
    series.set(uid, entry);
    if (component.hasProperty("recurrence-id")) entry.overrides.push(component);
    else if (!entry.master) entry.master = component;
    else loose.push(component);
  }
  const keep = (interval: Interval) => {
    if (interval.end > window.from && interval.start < window.to) busy.push(interval);
  };
  for (const { master, overrides } of series.values()) {
    if (master) {
      readEvent(() => {
        const event = new ICAL.Event(master, {
          exceptions: overrides.map((component) => new ICAL.Event(component)),
        });
        if (event.isRecurring()) expand(event, window, zone, keep);
        else if (blocks(master)) keep(span(event, event.startDate, event.endDate, zone));
      });
    }
    // An override stands for itself too: one moved into the window from outside it is found
    // here; inside the series it replaces its occurrence (getOccurrenceDetails).
    loose.push(...overrides);
  }
  for (const component of loose) {
    readEvent(() => {
      const event = new ICAL.Event(component, { exceptions: [] });
      if (blocks(component)) keep(span(event, event.startDate, event.endDate, zone));
    });
  }
}

/** A malformed event (no start, a broken rule) is passed over; a spent bound stops all. */
function readEvent(read: () => void) {
  try {
    read();
  } catch (error) {
    if (error instanceof IcsError) throw error;
  }
}

function expand(event: Event, window: Window, zone: string, keep: (i: Interval) => void) {
  const startTzid = tzidOf(event.component, "dtstart");
  const iterator = event.iterator(fastForward(event, window, zone));
  let inWindow = 0;
  for (let occurrence = iterator.next(); occurrence; occurrence = iterator.next()) {
    if (instantOf(occurrence, startTzid, zone) >= window.to) return;
    const details = event.getOccurrenceDetails(occurrence);
    const interval = span(details.item, details.startDate, details.endDate, zone);
    if (interval.end <= window.from) continue;
    if (++inWindow > ICS_LIMITS.maxOccurrences) return;
    if (blocks(details.item.component)) keep(interval);
  }
}

/**
 * Where to start a daily or weekly series without a COUNT that began long before the window:
 * a whole number of its periods after DTSTART, so the occurrences that follow are the
 * series' own, and far enough before the window that the start itself (which the expansion
 * always yields) ends before it. Years of a daily meeting then cost a few steps.
 */
function fastForward(event: Event, window: Window, zone: string): Time | undefined {
  const rules = event.component.getAllProperties("rrule");
  const rule = rules.length === 1 ? rules[0]?.getFirstValue() : undefined;
  if (!(rule instanceof ICAL.Recur) || rule.count) return undefined;
  const days = (rule.freq === "DAILY" ? 1 : rule.freq === "WEEKLY" ? 7 : 0) * (rule.interval || 1);
  if (!days) return undefined;
  const start = event.startDate;
  const from = instantOf(start, tzidOf(event.component, "dtstart"), zone).getTime();
  const length = Math.max(0, event.duration.toSeconds() * 1000);
  const gap = window.from.getTime() - from - length - 2 * days * DAY_MS;
  const periods = Math.floor(gap / (days * DAY_MS));
  if (periods <= 0) return undefined;
  const anchor = start.clone();
  anchor.adjust(periods * days, 0, 0, 0);
  return anchor;
}
