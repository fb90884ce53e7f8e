import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { adminUsers } from "./schema-admin.server";
import { leads } from "./schema-leads.server";

// The diagnostic call booked on the site (ADR 0057): hosts, their calendars' busy times, bookings.

/** Wall-clock ranges ("09:00"-"12:00") by weekday, 0 Sunday to 6 Saturday. */
export type WeeklyHours = Record<string, [string, string][]>;
/** A day off (no ranges) or a day with other hours than the week's. */
export interface DateException {
  date: string;
  ranges: [string, string][];
}
/** A host's own calendar, read for busy times. */
export type HostCalendar =
  | { kind: "ics"; url: string }
  | { kind: "caldav"; url: string; username: string; password: string };

/** A member who takes calls ('Comercial' or 'Administrador'), and their hours. */
export const bookingHosts = pgTable(
  "booking_hosts",
  {
    adminId: integer("admin_id")
      .primaryKey()
      .references((): AnyPgColumn => adminUsers.id, { onDelete: "cascade" }),
    /** Their own page, /agenda/{slug}. */
    slug: text("slug").notNull().unique(),
    /** Takes calls at all. */
    active: boolean("active").notNull().default(true),
    /** 'Ausente': skipped by the round-robin, their own page shows no times. */
    away: boolean("away").notNull().default(false),
    /** Share of the round-robin: a host of weight 2 gets twice the calls of one of weight 1. */
    weight: integer("weight").notNull().default(1),
    videoUrl: text("video_url").notNull().default(""),
    weekly: jsonb("weekly").$type<WeeklyHours>().notNull().default({}),
    exceptions: jsonb("exceptions").$type<DateException[]>().notNull().default([]),
    calendar: jsonb("calendar").$type<HostCalendar | null>(),
    /** The last read of the calendar, and what went wrong with it ("" when it went well). */
    busyReadAt: timestamp("busy_read_at", { withTimezone: true, mode: "date" }),
    busyError: text("busy_error").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [check("booking_hosts_weight", sql`${table.weight} between 1 and 10`)],
);

/** The busy times last read from a host's calendar; replaced whole at each read. */
export const hostBusy = pgTable(
  "host_busy",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    adminId: integer("admin_id")
      .notNull()
      .references((): AnyPgColumn => adminUsers.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("host_busy_admin_idx").on(table.adminId, table.startsAt)],
);

/**
 * A booked call. Two confirmed bookings of one host never overlap, buffers included: an
 * exclusion constraint in the migration (bookings_no_overlap) refuses the second, whatever the
 * instance that writes it.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    hostId: integer("host_id").references((): AnyPgColumn => adminUsers.id, {
      onDelete: "set null",
    }),
    /** The lead this booking made (form type booking); erased with it. */
    leadId: uuid("lead_id")
      .notNull()
      .references((): AnyPgColumn => leads.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    /** The call with the host's buffers before and after: what no other booking may overlap. */
    blockedFrom: timestamp("blocked_from", { withTimezone: true, mode: "date" }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true, mode: "date" }).notNull(),
    /** confirmed, cancelled or moved (to `moved_to`). */
    status: text("status").notNull().default("confirmed"),
    /** After the call: held ('Realizada') or no_show ('Não compareceu'). */
    outcome: text("outcome"),
    /** The invitation's SEQUENCE: raised on every change the calendars must see. */
    sequence: integer("sequence").notNull().default(0),
    /** The invitation's UID, the same for every version of the call. */
    uid: text("uid").notNull(),
    movedTo: uuid("moved_to").references((): AnyPgColumn => bookings.id, {
      onDelete: "set null",
    }),
    videoUrl: text("video_url").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("bookings_host_idx").on(table.hostId, table.startsAt),
    index("bookings_starts_idx").on(table.startsAt),
    index("bookings_lead_idx").on(table.leadId),
    check("bookings_times", sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/** The call's rules ('Agenda' in the admin): one row, the newest save. */
export const bookingSettings = pgTable("booking_settings", {
  id: integer("id").primaryKey().default(1),
  values: jsonb("values").$type<Record<string, unknown>>().notNull(),
  savedBy: text("saved_by").notNull(),
  savedAt: timestamp("saved_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type BookingHostRow = typeof bookingHosts.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
