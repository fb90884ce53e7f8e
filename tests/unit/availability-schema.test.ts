import { describe, expect, it } from "vitest";
import {
  availabilityFields,
  availabilitySchema,
  exceptionRows,
  parseAvailability,
  typedAvailability,
} from "~/lib/forms/availability-schema";
import { availabilityCopy } from "~content/admin-booking";

// 'Disponibilidade' in 'Minha conta' (ADR 0057): the checks of a host's hours, in Portuguese,
// from the form's flat fields to the value booking_hosts keeps.

const errors = availabilityCopy.errors;

const none = { kind: "none" as const };
const week = (ranges: Record<string, [string, string][]>) =>
  Object.fromEntries(["0", "1", "2", "3", "4", "5", "6"].map((day) => [day, ranges[day] ?? []]));
const base = { weekly: week({}), exceptions: [], videoUrl: "", away: false, calendar: none };

/** The form as posted, from its named fields over an empty one. */
const posted = (values: Record<string, string>, password = "") => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return parseAvailability(typedAvailability(form), password);
};

describe("the availability schema", () => {
  it("takes a week of ranges, dates off and with other hours", () => {
    const parsed = availabilitySchema.safeParse({
      ...base,
      weekly: week({
        "1": [
          ["09:00", "12:00"],
          ["12:00", "18:00"],
        ],
      }),
      exceptions: [
        { date: "2026-12-24", ranges: [] },
        { date: "2026-12-26", ranges: [["10:00", "12:00"]] },
      ],
      videoUrl: "https://meet.google.com/abc-defg-hij",
      calendar: { kind: "ics", url: "webcal://calendar.google.com/x/basic.ics" },
    });
    expect(parsed.success).toBe(true);
  });

  it("refuses overlapping ranges of a day with a Portuguese message", () => {
    const parsed = availabilitySchema.safeParse({
      ...base,
      weekly: week({
        "2": [
          ["09:00", "12:00"],
          ["11:30", "14:00"],
        ],
      }),
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([errors.overlap]);
    expect(errors.overlap).toBe("As faixas de um mesmo dia não podem se sobrepor.");
  });

  it("refuses times that are not HH:MM, and a start not before its end", () => {
    for (const bad of ["25:00", "9:00", "09:60", "12h", "09:00:00"]) {
      const parsed = availabilitySchema.safeParse({
        ...base,
        weekly: week({ "1": [[bad, "18:00"]] }),
      });
      expect(parsed.error?.issues[0]?.message, bad).toBe(errors.badTime);
    }
    const backwards = availabilitySchema.safeParse({
      ...base,
      weekly: week({ "1": [["14:00", "10:00"]] }),
    });
    expect(backwards.error?.issues[0]?.message).toBe(errors.startAfterEnd);
    const empty = availabilitySchema.safeParse({
      ...base,
      weekly: week({ "1": [["14:00", "14:00"]] }),
    });
    expect(empty.success).toBe(false);
  });

  it("bounds the ranges of a day, the dates and the addresses", () => {
    const four: [string, string][] = [
      ["08:00", "09:00"],
      ["10:00", "11:00"],
      ["12:00", "13:00"],
      ["14:00", "15:00"],
    ];
    expect(
      availabilitySchema.safeParse({ ...base, weekly: week({ "3": four }) }).error?.issues[0]
        ?.message,
    ).toBe(errors.tooManyRanges);
    const dates = Array.from({ length: 21 }, (_, i) => ({
      date: `2027-01-${String(i + 1).padStart(2, "0")}`,
      ranges: [],
    }));
    expect(availabilitySchema.safeParse({ ...base, exceptions: dates }).success).toBe(false);
    const long = `https://meet.example.com/${"a".repeat(1000)}`;
    expect(availabilitySchema.safeParse({ ...base, videoUrl: long }).success).toBe(false);
    expect(
      availabilitySchema.safeParse({ ...base, videoUrl: "http://meet.example.com/x" }).success,
    ).toBe(false);
  });
});

describe("the availability form", () => {
  it("reads filled rows, leaves blank ones out and sorts what it keeps", () => {
    const result = posted({
      d1_0_from: "13:00",
      d1_0_to: "18:00",
      d1_2_from: "09:00",
      d1_2_to: "12:00",
      x4_date: "2026-12-31",
      x1_date: "2026-12-24",
      away: "on",
      videoUrl: " https://zoom.us/j/123 ",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.weekly["1"]).toEqual([
      ["09:00", "12:00"],
      ["13:00", "18:00"],
    ]);
    expect(result.value.weekly["0"]).toEqual([]);
    expect(result.value.exceptions.map((item) => item.date)).toEqual(["2026-12-24", "2026-12-31"]);
    expect(result.value).toMatchObject({
      away: true,
      videoUrl: "https://zoom.us/j/123",
      calendar: none,
    });
  });

  it("names the day, the date row or the field that is wrong", () => {
    const result = posted({
      d5_0_from: "09:00",
      d5_0_to: "12:00",
      d5_1_from: "10:00",
      d5_1_to: "11:00",
      d6_0_from: "09:00",
      x2_date: "2026-02-30",
      x3_date: "2026-12-24",
      x7_date: "2026-12-24",
      calendarKind: "caldav",
      caldavUrl: "http://nuvem.example.com/dav/",
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        d5: errors.overlap,
        d6: errors.halfRange,
        x2: errors.badDate,
        x7: errors.repeatedDate,
        caldavUrl: errors.badCaldav,
        caldavUser: errors.userMissing,
      },
    });
  });

  it("keeps the CalDAV password out of the fields it gives back", () => {
    const form = new FormData();
    form.set("calendarKind", "caldav");
    form.set("caldavPassword", "segredo");
    expect(Object.values(typedAvailability(form))).not.toContain("segredo");
    const fields = availabilityFields({
      ...base,
      calendar: { kind: "caldav", url: "https://nuvem.example.com/dav/", username: "ana" },
    });
    expect(fields).toMatchObject({ calendarKind: "caldav", caldavUser: "ana" });
    expect(fields).not.toHaveProperty("caldavPassword");
    // Three empty date rows after the saved ones, within the bound.
    expect(exceptionRows(fields)).toBe(3);
    expect(exceptionRows({ ...fields, x18_date: "2027-01-01" })).toBe(20);
  });
});
