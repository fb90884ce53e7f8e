// 'Disponibilidade' in 'Minha conta' (ADR 0057): a host's hours as the form's flat fields, the
// value stored in booking_hosts, and the checks between them. The form is a plain post: the
// action checks it, and a refusal comes back with the fields as typed.
import * as z from "zod/mini";
import { availabilityCopy } from "~content/admin-booking";

const errors = availabilityCopy.errors;

/** The slots' weekday keys: 0 Sunday to 6 Saturday (`getUTCDay`). */
export const WEEKDAYS = ["0", "1", "2", "3", "4", "5", "6"] as const;
export const RANGES_PER_DAY = 3;
export const MAX_EXCEPTIONS = 20;
/** Empty rows the form offers after the saved dates. */
const BLANK_EXCEPTION_ROWS = 3;
const URL_MAX = 1000;
const USER_MAX = 200;
const PASSWORD_MAX = 500;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
const isDay = (value: string) =>
  DATE.test(value) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value);

/** An https address with a host and no user in it. */
function isAddress(value: string, protocols: readonly string[]) {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return protocols.includes(url.protocol) && url.hostname !== "" && !url.username && !url.password;
}

/** Also the `<form>`'s id: the page tells its replies apart by it. */
export const AVAILABILITY_FORM_ID = "disponibilidade";

// A time that is not one stops there: no second message about its order.
const time = z
  .string()
  .check(
    z.minLength(1, { error: errors.halfRange, abort: true }),
    z.regex(TIME, { error: errors.badTime, abort: true }),
  );
const range = z
  .tuple([time, time])
  .check(z.refine(([from, to]) => from < to, errors.startAfterEnd));

/** A day's ranges: a few, none overlapping another (touching is fine: 12:00-13:00, 13:00-…). */
const dayRanges = z.array(range).check(
  z.maxLength(RANGES_PER_DAY, errors.tooManyRanges),
  z.superRefine((ranges, context) => {
    const sorted = [...ranges].sort((a, b) => a[0].localeCompare(b[0]));
    for (let i = 1; i < sorted.length; i++) {
      const [previous, current] = [sorted[i - 1], sorted[i]];
      if (previous && current && current[0] < previous[1]) {
        context.addIssue({ code: "custom", message: errors.overlap, input: ranges });
        return;
      }
    }
  }),
);

const text = (max: number, message: string) =>
  z.string().check(z.trim(), z.maxLength(max, { error: message, abort: true }));

const calendarSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("none") }),
    z.object({
      kind: z.literal("ics"),
      url: text(URL_MAX, errors.tooLong).check(
        z.refine((value) => isAddress(value, ["https:", "webcal:", "webcals:"]), errors.badIcs),
      ),
    }),
    z.object({
      kind: z.literal("caldav"),
      url: text(URL_MAX, errors.tooLong).check(
        z.refine((value) => isAddress(value, ["https:"]), errors.badCaldav),
      ),
      username: text(USER_MAX, errors.tooLong).check(z.minLength(1, errors.userMissing)),
      /** "" keeps the saved one (the server decides whether it may). */
      password: z.string().check(z.maxLength(PASSWORD_MAX, errors.tooLong)),
    }),
  ],
  { error: errors.badKind },
);

export const availabilitySchema = z.object({
  weekly: z.record(z.enum(WEEKDAYS), dayRanges),
  exceptions: z
    .array(z.object({ date: z.string().check(z.refine(isDay, errors.badDate)), ranges: dayRanges }))
    .check(
      z.maxLength(MAX_EXCEPTIONS, errors.tooManyDates(MAX_EXCEPTIONS)),
      z.superRefine((rows, context) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          if (seen.has(row.date)) {
            context.addIssue({
              code: "custom",
              message: errors.repeatedDate,
              path: [index, "date"],
              input: row.date,
            });
          }
          seen.add(row.date);
        });
      }),
    ),
  videoUrl: text(URL_MAX, errors.tooLong).check(
    z.refine((value) => value === "" || isAddress(value, ["https:"]), errors.badVideo),
  ),
  away: z.boolean(),
  calendar: calendarSchema,
});

export type Availability = z.output<typeof availabilitySchema>;

/** A calendar as the form shows it: never its password. */
export type CalendarView =
  | { kind: "none" }
  | { kind: "ics"; url: string }
  | { kind: "caldav"; url: string; username: string };

/** The form's values, by field name (the password never among them). */
export type AvailabilityFields = Record<string, string>;

/** A refused save: the fields as typed, each field's message, the date rows to show. */
export interface AvailabilityReply {
  formId: typeof AVAILABILITY_FORM_ID;
  fieldErrors: Record<string, string>;
  repopulateFields: AvailabilityFields;
  rows: number;
  message: string;
}

const rangeNames = (prefix: string) =>
  Array.from({ length: RANGES_PER_DAY }, (_, i) => [`${prefix}_${i}_from`, `${prefix}_${i}_to`]);

const FIELD_LIMITS: Record<string, number> = {
  videoUrl: URL_MAX,
  calendarKind: 10,
  icsUrl: URL_MAX,
  caldavUrl: URL_MAX,
  caldavUser: USER_MAX,
  away: 3,
  ...Object.fromEntries(
    [
      ...WEEKDAYS.flatMap((day) => rangeNames(`d${day}`).flat()),
      ...Array.from({ length: MAX_EXCEPTIONS }, (_, row) => [
        `x${row}_date`,
        ...rangeNames(`x${row}`).flat(),
      ]).flat(),
    ].map((name) => [name, 10]),
  ),
};

/** The post's fields as typed, cut just past each limit (which the schema then refuses). */
export function typedAvailability(form: FormData): AvailabilityFields {
  const fields: AvailabilityFields = {};
  for (const [name, max] of Object.entries(FIELD_LIMITS)) {
    const value = form.get(name);
    fields[name] = typeof value === "string" ? value.slice(0, max + 1) : "";
  }
  return fields;
}

/** A stored availability as the form's fields. */
export function availabilityFields(value: {
  weekly: Record<string, [string, string][]>;
  exceptions: { date: string; ranges: [string, string][] }[];
  videoUrl: string;
  away: boolean;
  calendar: CalendarView;
}): AvailabilityFields {
  const fields: AvailabilityFields = Object.fromEntries(
    Object.keys(FIELD_LIMITS).map((name) => [name, ""]),
  );
  const put = (prefix: string, ranges: [string, string][]) =>
    ranges.slice(0, RANGES_PER_DAY).forEach(([from, to], i) => {
      fields[`${prefix}_${i}_from`] = from;
      fields[`${prefix}_${i}_to`] = to;
    });
  for (const day of WEEKDAYS) put(`d${day}`, value.weekly[day] ?? []);
  value.exceptions.slice(0, MAX_EXCEPTIONS).forEach((exception, row) => {
    fields[`x${row}_date`] = exception.date;
    put(`x${row}`, exception.ranges);
  });
  const { calendar } = value;
  Object.assign(fields, {
    videoUrl: value.videoUrl,
    away: value.away ? "on" : "",
    calendarKind: calendar.kind,
    icsUrl: calendar.kind === "ics" ? calendar.url : "",
    caldavUrl: calendar.kind === "caldav" ? calendar.url : "",
    caldavUser: calendar.kind === "caldav" ? calendar.username : "",
  });
  return fields;
}

/** How many date rows the form shows: the filled ones and a few empty, within the bound. */
export function exceptionRows(fields: AvailabilityFields) {
  let last = -1;
  for (let row = 0; row < MAX_EXCEPTIONS; row++) {
    const names = [`x${row}_date`, ...rangeNames(`x${row}`).flat()];
    if (names.some((name) => fields[name])) last = row;
  }
  return Math.min(MAX_EXCEPTIONS, last + 1 + BLANK_EXCEPTION_ROWS);
}

/** Where a schema issue is shown: the day's or the date row's group, or the field. */
function fieldOf(path: readonly PropertyKey[], rows: number[], kind: string) {
  const [first, second] = path.map(String);
  if (first === "weekly") return `d${second}`;
  if (first === "exceptions") {
    if (second === undefined) return "exceptions";
    return `x${rows[Number(second)] ?? 0}`;
  }
  if (first === "calendar") {
    if (second === "url") return kind === "ics" ? "icsUrl" : "caldavUrl";
    if (second === "username") return "caldavUser";
    if (second === "password") return "caldavPassword";
    return "calendarKind";
  }
  return first ?? "form";
}

export type AvailabilityParse =
  | { ok: true; value: Availability }
  | { ok: false; fieldErrors: Record<string, string> };

/** The form's fields and password, checked: the value to save, or each field's message. */
export function parseAvailability(fields: AvailabilityFields, password: string): AvailabilityParse {
  const rangesOf = (prefix: string) =>
    rangeNames(prefix)
      .map(([from = "", to = ""]) => [(fields[from] ?? "").trim(), (fields[to] ?? "").trim()])
      .filter(([from, to]) => from || to);
  const rows: number[] = [];
  const exceptions: { date: string; ranges: string[][] }[] = [];
  for (let row = 0; row < MAX_EXCEPTIONS; row++) {
    const date = (fields[`x${row}_date`] ?? "").trim();
    const ranges = rangesOf(`x${row}`);
    if (!date && ranges.length === 0) continue;
    rows.push(row);
    exceptions.push({ date, ranges });
  }
  const kind = fields.calendarKind || "none";
  const calendar =
    kind === "ics"
      ? { kind, url: fields.icsUrl ?? "" }
      : kind === "caldav"
        ? { kind, url: fields.caldavUrl ?? "", username: fields.caldavUser ?? "", password }
        : { kind };
  const parsed = availabilitySchema.safeParse({
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, rangesOf(`d${day}`)])),
    exceptions,
    videoUrl: fields.videoUrl ?? "",
    away: fields.away === "on",
    calendar,
  });
  if (parsed.success) {
    const value = parsed.data;
    value.exceptions.sort((a, b) => a.date.localeCompare(b.date));
    for (const day of WEEKDAYS) value.weekly[day]?.sort((a, b) => a[0].localeCompare(b[0]));
    return { ok: true, value };
  }
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    fieldErrors[fieldOf(issue.path, rows, kind)] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
