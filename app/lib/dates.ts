import { lazy } from "~/lib/lazy";

/** A formatter of São Paulo's time, made on first use: none is built at import. */
const inSaoPaulo = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  lazy(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: "America/Sao_Paulo" }));

const longDate = inSaoPaulo("pt-BR", { day: "numeric", month: "long", year: "numeric" });

/** '8 de abril de 2025': the pt-BR long format the spec uses for posts and legal pages. */
export const formatLongDate = (date: Date | string) => longDate().format(new Date(date));

const dateTime = inSaoPaulo("pt-BR", { dateStyle: "short", timeStyle: "short" });

/** '08/04/2025, 14:30' in São Paulo time: when a lead arrived, for the admin. */
export const formatDateTime = (date: Date | string) => dateTime().format(new Date(date));

const dayTimeParts = inSaoPaulo("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** '08/04/2025 14:30' (dd/mm/aaaa hh:mm) in São Paulo time: notes and the leads' CSV. */
export function formatDayTime(date: Date | string) {
  const part = Object.fromEntries(
    dayTimeParts()
      .formatToParts(new Date(date))
      .map((p) => [p.type, p.value]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

const isoDay = inSaoPaulo("en-CA");

/** '2025-04-08': today's date in São Paulo, for file names. */
export const isoDate = (date: Date = new Date()) => isoDay().format(date);

// ---------------------------------------------------------------------------------------------
// The editor's 'Data de publicação': a `datetime-local` value in São Paulo time.

const zoneParts = inSaoPaulo("en-US", {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The wall clock of São Paulo at `date`, as if it were UTC (milliseconds). */
function saoPauloWallClock(date: Date) {
  const part = Object.fromEntries(
    zoneParts()
      .formatToParts(date)
      .map((p) => [p.type, Number.parseInt(p.value, 10)]),
  ) as Record<string, number>;
  return Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
}

/** '2026-05-04T14:30', the value of a `datetime-local` field, in São Paulo time. */
export function toSaoPauloLocal(date: Date | string) {
  const wall = new Date(saoPauloWallClock(new Date(date)));
  return wall.toISOString().slice(0, 16);
}

/** A shape the field sends: 'YYYY-MM-DDTHH:MM', seconds optional. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a São Paulo wall-clock time names ('2026-05-04T14:30' → 17:30 UTC), or undefined
 * when it is not a real date. The zone's offset is read from Intl, so a change of rules (summer
 * time came and went in Brazil) is followed without a table of our own.
 */
export function fromSaoPauloLocal(value: string): Date | undefined {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(wall);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) {
    return undefined;
  }
  // Guess the offset at the wall time, then correct it once at the instant found.
  let instant = wall - (saoPauloWallClock(new Date(wall)) - wall);
  instant = wall - (saoPauloWallClock(new Date(instant)) - instant);
  return new Date(instant);
}

/** The three states a post shows in the admin's list. */
export type PublicationState = "draft" | "scheduled" | "published";

export function publicationState(
  post: { status: string; date: Date | string },
  now: Date = new Date(),
): PublicationState {
  if (post.status !== "published") return "draft";
  return new Date(post.date).getTime() > now.getTime() ? "scheduled" : "published";
}
