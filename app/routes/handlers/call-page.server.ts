import { googleCalendarLink, outlookCalendarLink } from "~/lib/calendar-links";
import { notFound } from "~/lib/http";
import { callById } from "~/server/booking/calls.server";
import { hostById } from "~/server/booking/hosts.server";
import { bookingRules } from "~/server/booking/rules.server";
import { db } from "~/server/db/index.server";
import type { BookingRow } from "~/server/db/schema.server";
import { leadById } from "~/server/leads/index.server";
import { callIdOf, callPath } from "./booking-links.server";

/** What a call's own page shows, by the call's state now. */
export type CallState =
  | { state: "confirmed"; open: boolean }
  | { state: "moved"; to: string }
  | { state: "cancelled" };

/** The call a link names, with its host and rules; an altered or unknown link is a 404. */
export async function callOfLink(token: string | undefined) {
  const id = callIdOf(token);
  const row = id ? await callById(db(), id) : undefined;
  if (!row) notFound();
  const [host, rules, lead] = await Promise.all([
    row.hostId ? hostById(db(), row.hostId) : undefined,
    bookingRules(db()),
    leadById(row.leadId),
  ]);
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const p = lead?.payload ?? {};
  const visitor = {
    name: text(p.name),
    email: text(p.email),
    phone: text(p.phone),
    company: text(p.company),
  };
  return { row, host, rules, visitor };
}

/** Remarcar and Cancelar work until the call starts, once: a moved call points to its new one. */
export function stateOf(row: BookingRow, now = new Date()): CallState {
  if (row.status === "moved" && row.movedTo) return { state: "moved", to: callPath(row.movedTo) };
  if (row.status !== "confirmed") return { state: "cancelled" };
  return { state: "confirmed", open: row.startsAt.getTime() > now.getTime() };
}

/** The call as its page tells it: when, with whom, where, and the calendar links. */
export function callSummary(row: BookingRow, hostName: string, title: string) {
  const details = `${title} com ${hostName}.${row.videoUrl ? ` Sala: ${row.videoUrl}` : ""}`;
  const event = { title, start: row.startsAt, end: row.endsAt, details, location: row.videoUrl };
  return {
    startsAt: row.startsAt.toISOString(),
    hostName,
    videoUrl: row.videoUrl,
    google: googleCalendarLink(event),
    outlook: outlookCalendarLink(event),
  };
}
