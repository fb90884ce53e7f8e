// The diagnostic call's rules ('Agenda' in the admin, ADR 0057), as the form and the server read them.
import { z } from "zod";

/** IANA zones a team may pick; the site speaks Brasília time by default. */
export const bookingZones = [
  "America/Sao_Paulo",
  "America/Manaus",
  "America/Belem",
  "America/Fortaleza",
  "America/Recife",
  "America/Cuiaba",
  "America/Porto_Velho",
  "America/Rio_Branco",
  "America/Noronha",
  "Europe/Lisbon",
] as const;

const minutes = (max: number) => z.coerce.number().int().min(0).max(max);

export const bookingRulesSchema = z.object({
  /** The call's name, in invitations and e-mails. */
  title: z.string().trim().min(3).max(80),
  lengthMinutes: z.coerce.number().int().min(15).max(180),
  bufferBeforeMinutes: minutes(120),
  bufferAfterMinutes: minutes(120),
  /** How long before a time it can still be booked. */
  noticeHours: z.coerce.number().int().min(0).max(168),
  /** How many days ahead times are offered. */
  horizonDays: z.coerce.number().int().min(1).max(90),
  /** Calls a host takes in one day at most. */
  dailyCap: z.coerce.number().int().min(1).max(24),
  zone: z.enum(bookingZones),
});

export type BookingRules = z.infer<typeof bookingRulesSchema>;

export const defaultBookingRules: BookingRules = {
  title: "Diagnóstico gratuito",
  lengthMinutes: 45,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  noticeHours: 4,
  horizonDays: 30,
  dailyCap: 6,
  zone: "America/Sao_Paulo",
};

/** The rules as stored, each unknown or broken value replaced by its default. */
export function readBookingRules(stored: Record<string, unknown> | undefined): BookingRules {
  const rules = { ...defaultBookingRules };
  for (const key of Object.keys(rules) as (keyof BookingRules)[]) {
    const parsed = bookingRulesSchema.shape[key].safeParse(stored?.[key]);
    if (parsed.success) Object.assign(rules, { [key]: parsed.data });
  }
  return rules;
}

/** Weekly hours of a new host: weekdays, nine to twelve and one to six. */
export const businessHours: Record<string, [string, string][]> = Object.fromEntries(
  ["1", "2", "3", "4", "5"].map((day) => [
    day,
    [
      ["09:00", "12:00"],
      ["13:00", "18:00"],
    ],
  ]),
);
