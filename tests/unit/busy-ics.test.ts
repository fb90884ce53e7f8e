import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { busyFromIcs, ICS_LIMITS, icsBudget } from "~/server/booking/busy/ics.server";
import { IcsError } from "~/server/booking/busy/ics-error.server";
import { STEPS } from "~/server/booking/busy/recur-guard.server";
import { mergeIntervals } from "~/server/booking/interval.server";

const SP = "America/Sao_Paulo";
const calendar = (...parts: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Teste//PT", ...parts, "END:VCALENDAR", ""].join(
    "\r\n",
  );
const event = (...lines: string[]) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"].join("\r\n");
const window = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });
const iso = (intervals: { start: Date; end: Date }[]) =>
  intervals.map(({ start, end }) => [start.toISOString(), end.toISOString()]);

const SAO_PAULO = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Sao_Paulo",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0300",
  "TZOFFSETTO:-0300",
  "TZNAME:-03",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");
const LISBON = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Lisbon",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:WEST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:WET",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

// March 2025 in São Paulo (UTC-3 all year).
const march = window("2025-03-01T03:00:00Z", "2025-03-29T03:00:00Z");

describe("busy times of an iCalendar feed", () => {
  it("expands a weekly meeting: an EXDATE skipped, a moved one at its new time, a cancelled one gone", () => {
    const text = calendar(
      SAO_PAULO,
      event(
        "UID:semanal@teste",
        "DTSTART;TZID=America/Sao_Paulo:20250106T100000",
        "DTEND;TZID=America/Sao_Paulo:20250106T110000",
        "RRULE:FREQ=WEEKLY;BYDAY=MO",
        "EXDATE;TZID=America/Sao_Paulo:20250310T100000",
        "SUMMARY:Reunião semanal",
      ),
      event(
        "UID:semanal@teste",
        "RECURRENCE-ID;TZID=America/Sao_Paulo:20250317T100000",
        "DTSTART;TZID=America/Sao_Paulo:20250318T140000",
        "DTEND;TZID=America/Sao_Paulo:20250318T153000",
      ),
      event(
        "UID:semanal@teste",
        "RECURRENCE-ID;TZID=America/Sao_Paulo:20250324T100000",
        "DTSTART;TZID=America/Sao_Paulo:20250324T100000",
        "DTEND;TZID=America/Sao_Paulo:20250324T110000",
        "STATUS:CANCELLED",
      ),
    );
    expect(iso(busyFromIcs(text, march, SP))).toEqual([
      ["2025-03-03T13:00:00.000Z", "2025-03-03T14:00:00.000Z"],
      ["2025-03-18T17:00:00.000Z", "2025-03-18T18:30:00.000Z"],
    ]);
  });

  it("finds an occurrence moved into the window from outside it, and drops one moved out", () => {
    const text = calendar(
      event(
        "UID:movida",
        "DTSTART:20250224T130000Z",
        "DTEND:20250224T140000Z",
        "RRULE:FREQ=WEEKLY;COUNT=3",
      ),
      // 24 Feb moved into March; 10 Mar moved to April.
      event(
        "UID:movida",
        "RECURRENCE-ID:20250224T130000Z",
        "DTSTART:20250304T120000Z",
        "DTEND:20250304T130000Z",
      ),
      event(
        "UID:movida",
        "RECURRENCE-ID:20250310T130000Z",
        "DTSTART:20250410T120000Z",
        "DTEND:20250410T130000Z",
      ),
    );
    expect(iso(busyFromIcs(text, march, SP))).toEqual([
      ["2025-03-03T13:00:00.000Z", "2025-03-03T14:00:00.000Z"],
      ["2025-03-04T12:00:00.000Z", "2025-03-04T13:00:00.000Z"],
    ]);
  });

  it("blocks whole days in the host's zone for an all-day event, one day when DTEND is absent", () => {
    const text = calendar(
      event("UID:ferias", "DTSTART;VALUE=DATE:20250305", "DTEND;VALUE=DATE:20250307"),
      event("UID:feriado", "DTSTART;VALUE=DATE:20250320"),
    );
    expect(iso(busyFromIcs(text, march, SP))).toEqual([
      ["2025-03-05T03:00:00.000Z", "2025-03-07T03:00:00.000Z"],
      ["2025-03-20T03:00:00.000Z", "2025-03-21T03:00:00.000Z"],
    ]);
    expect(
      iso(
        busyFromIcs(text, window("2025-03-01T00:00:00Z", "2025-03-29T00:00:00Z"), "Europe/Lisbon"),
      ),
    ).toEqual([
      ["2025-03-05T00:00:00.000Z", "2025-03-07T00:00:00.000Z"],
      ["2025-03-20T00:00:00.000Z", "2025-03-21T00:00:00.000Z"],
    ]);
  });

  it("ignores events marked free and cancelled ones", () => {
    const text = calendar(
      event(
        "UID:livre",
        "DTSTART:20250312T150000Z",
        "DTEND:20250312T160000Z",
        "TRANSP:TRANSPARENT",
      ),
      event(
        "UID:cancelado",
        "DTSTART:20250313T150000Z",
        "DTEND:20250313T160000Z",
        "STATUS:CANCELLED",
      ),
      event(
        "UID:livre-semanal",
        "DTSTART:20250303T150000Z",
        "DTEND:20250303T160000Z",
        "RRULE:FREQ=DAILY",
        "TRANSP:TRANSPARENT",
      ),
      event("UID:ocupado", "DTSTART:20250314T150000Z", "DTEND:20250314T160000Z", "TRANSP:OPAQUE"),
    );
    expect(iso(busyFromIcs(text, march, SP))).toEqual([
      ["2025-03-14T15:00:00.000Z", "2025-03-14T16:00:00.000Z"],
    ]);
  });

  it("reads TZIDs with the feed's VTIMEZONE, across Lisbon's change to summer time", () => {
    const text = calendar(
      SAO_PAULO,
      LISBON,
      event(
        "UID:lisboa",
        "DTSTART;TZID=Europe/Lisbon:20250324T090000",
        "DTEND;TZID=Europe/Lisbon:20250324T100000",
        "RRULE:FREQ=WEEKLY;COUNT=2",
      ),
      event(
        "UID:sp",
        "DTSTART;TZID=America/Sao_Paulo:20250325T090000",
        "DTEND;TZID=America/Sao_Paulo:20250325T093000",
      ),
    );
    const spring = window("2025-03-20T00:00:00Z", "2025-04-10T00:00:00Z");
    const expected = [
      ["2025-03-24T09:00:00.000Z", "2025-03-24T10:00:00.000Z"],
      ["2025-03-25T12:00:00.000Z", "2025-03-25T12:30:00.000Z"],
      ["2025-03-31T08:00:00.000Z", "2025-03-31T09:00:00.000Z"],
    ];
    expect(iso(busyFromIcs(text, spring, SP))).toEqual(expected);
    // Without VTIMEZONE the IANA names are read through the runtime's zone data.
    const bare = text
      .replace(SAO_PAULO, "")
      .replace(LISBON, "")
      .replace(/\r\n\r\n+/g, "\r\n");
    expect(iso(busyFromIcs(bare, spring, SP))).toEqual(expected);
  });

  it("prefers the feed's own VTIMEZONE to its name, and takes it back afterwards", () => {
    const office = SAO_PAULO.replace(/TZID:America\/Sao_Paulo/, "TZID:Escritorio").replaceAll(
      "-0300",
      "+0530",
    );
    const text = calendar(
      office,
      event(
        "UID:x",
        "DTSTART;TZID=Escritorio:20250310T100000",
        "DTEND;TZID=Escritorio:20250310T110000",
      ),
    );
    expect(iso(busyFromIcs(text, march, SP))).toEqual([
      ["2025-03-10T04:30:00.000Z", "2025-03-10T05:30:00.000Z"],
    ]);
    // The next feed naming that TZID without defining it reads it in the host's zone.
    const other = calendar(
      event(
        "UID:y",
        "DTSTART;TZID=Escritorio:20250310T100000",
        "DTEND;TZID=Escritorio:20250310T110000",
      ),
    );
    expect(iso(busyFromIcs(other, march, SP))).toEqual([
      ["2025-03-10T13:00:00.000Z", "2025-03-10T14:00:00.000Z"],
    ]);
  });

  it("reads floating times in the host's zone", () => {
    const text = calendar(event("UID:f", "DTSTART:20250320T090000", "DTEND:20250320T100000"));
    expect(iso(busyFromIcs(text, march, SP))).toEqual([
      ["2025-03-20T12:00:00.000Z", "2025-03-20T13:00:00.000Z"],
    ]);
    expect(iso(busyFromIcs(text, march, "Europe/Lisbon"))).toEqual([
      ["2025-03-20T09:00:00.000Z", "2025-03-20T10:00:00.000Z"],
    ]);
  });

  it("clips to the window and merges what overlaps", () => {
    const text = calendar(
      event("UID:a", "DTSTART:20250301T000000Z", "DTEND:20250301T050000Z"),
      event("UID:b", "DTSTART:20250310T100000Z", "DTEND:20250310T120000Z"),
      event("UID:c", "DTSTART:20250310T110000Z", "DTEND:20250310T130000Z"),
      event("UID:d", "DTSTART:20250310T130000Z", "DTEND:20250310T140000Z"),
      event("UID:e", "DTSTART:20250328T120000Z", "DTEND:20250402T120000Z"),
      event("UID:fora", "DTSTART:20250401T120000Z", "DTEND:20250402T120000Z"),
    );
    expect(iso(busyFromIcs(text, march, SP))).toEqual([
      ["2025-03-01T03:00:00.000Z", "2025-03-01T05:00:00.000Z"],
      ["2025-03-10T10:00:00.000Z", "2025-03-10T14:00:00.000Z"],
      ["2025-03-28T12:00:00.000Z", "2025-03-29T03:00:00.000Z"],
    ]);
    expect(mergeIntervals([])).toEqual([]);
  });

  it("reaches a daily meeting begun twenty years ago in a few steps", () => {
    const text = calendar(
      SAO_PAULO,
      event(
        "UID:diaria",
        "DTSTART;TZID=America/Sao_Paulo:20050103T090000",
        "DTEND;TZID=America/Sao_Paulo:20050103T091500",
        "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR",
      ),
    );
    const budget = icsBudget();
    const week = window("2025-03-03T03:00:00Z", "2025-03-08T03:00:00Z");
    expect(iso(busyFromIcs(text, week, SP, budget))).toEqual(
      [3, 4, 5, 6, 7].map((day) => [
        `2025-03-0${day}T12:00:00.000Z`,
        `2025-03-0${day}T12:15:00.000Z`,
      ]),
    );
    expect(ICS_LIMITS.maxSteps - budget.steps).toBeLessThan(50);
  });
});

describe("bounds of a feed", () => {
  it("counts steps the pinned ical.js takes: every method the budget wraps is there", () => {
    const proto = ICAL.RecurIterator.prototype as unknown as Record<string, unknown>;
    expect(STEPS.filter((name) => typeof proto[name] !== "function")).toEqual([]);
  });

  const minutely = calendar(
    event("UID:m", "DTSTART:20250301T000000Z", "DTEND:20250301T000100Z", "RRULE:FREQ=MINUTELY"),
  );

  it("stops a rule without end at the window's end", () => {
    const budget = icsBudget();
    const hours = window("2025-03-01T00:00:00Z", "2025-03-01T02:00:00Z");
    expect(iso(busyFromIcs(minutely, hours, SP, budget))).toEqual([
      ["2025-03-01T00:00:00.000Z", "2025-03-01T02:00:00.000Z"],
    ]);
    // Two hours of minutes (ical.js takes two steps for one), and a handful past them.
    expect(ICS_LIMITS.maxSteps - budget.steps).toBeLessThan(2 * 125);
  });

  it("takes at most 1,000 occurrences of one event inside the window", () => {
    const budget = icsBudget();
    expect(iso(busyFromIcs(minutely, march, SP, budget))).toEqual([
      ["2025-03-01T03:00:00.000Z", "2025-03-01T19:40:00.000Z"],
    ]);
    expect(ICS_LIMITS.maxSteps - budget.steps).toBeLessThan(2 * 1200);
  });

  it("gives up on a rule no date satisfies instead of looping forever", () => {
    const impossible = calendar(
      event(
        "UID:i",
        "DTSTART:20250101T090000Z",
        "DTEND:20250101T100000Z",
        "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
      ),
    );
    expect(() => busyFromIcs(impossible, march, SP)).toThrow(
      expect.objectContaining({ name: "IcsError", reason: "too-much-recurrence" }),
    );
  });

  it("refuses a text over 5 MB and more than 5,000 events before parsing", () => {
    const large = calendar(`X-PAD:${"a".repeat(ICS_LIMITS.maxBytes)}`);
    expect(() => busyFromIcs(large, march, SP)).toThrow(IcsError);
    expect(() => busyFromIcs(large, march, SP)).toThrow(
      expect.objectContaining({ reason: "too-large" }),
    );
    const many = calendar(
      ...Array.from({ length: ICS_LIMITS.maxEvents + 1 }, (_, i) =>
        event(`UID:${i}`, "DTSTART:20250310T100000Z", "DTEND:20250310T110000Z"),
      ),
    );
    expect(() => busyFromIcs(many, march, SP)).toThrow(
      expect.objectContaining({ reason: "too-many-events" }),
    );
  });

  it("refuses what is not iCalendar", () => {
    expect(() => busyFromIcs("<!doctype html><p>Oi</p>", march, SP)).toThrow(
      expect.objectContaining({ reason: "not-ical" }),
    );
    expect(() => busyFromIcs("BEGIN:VCALENDAR\r\nsem dois pontos\r\n", march, SP)).toThrow(
      expect.objectContaining({ reason: "not-ical" }),
    );
  });
});
