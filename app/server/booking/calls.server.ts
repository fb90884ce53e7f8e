import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { BookingRules } from "~/lib/booking-rules";
import { hasPgCode } from "../db/errors.server";
import type { Db } from "../db/index.server";
import { type BookingRow, bookings, leads } from "../db/schema.server";
import { type NewDelivery, storeDeliveries } from "../leads/deliveries.server";
import { type NewLead, storeLead } from "../leads/outbox.server";
import { setPersonWork } from "../people/person-work.server";
import { rescorePerson } from "../people/score.server";
import { enqueue, type NewJob, type Tx } from "../queue/jobs.server";
import { activeHosts, ensureFirstHost, type Host } from "./hosts.server";
import { plansOf } from "./plans.server";
import { hostOrder } from "./round-robin.server";
import { blockedRange, freeSlots, type Slot } from "./slots.server";

/** A call as the e-mails and pages tell it. */
export interface Call {
  id: string;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  videoUrl: string;
  host: Host;
  leadId: string;
}

/** What is sent about a call: e-mails now, and reminders due later (ADR 0057). */
export interface CallMessages {
  deliveries: Omit<NewDelivery, "leadId">[];
  reminders: { runAt: Date; key: string; message: Record<string, unknown> }[];
}

export type Refusal = "past" | "too-soon" | "too-far" | "closed" | "taken";

export type Booked = { ok: true; call: Call } | { ok: false; reason: Refusal; next: Slot[] };

/** The free times of every host (or one), from now to the horizon. */
export async function openSlots(db: Db, rules: BookingRules, now: Date, only?: number) {
  await ensureFirstHost(db);
  const hosts = (await activeHosts(db, only)).filter((host) => only !== undefined || !host.away);
  const plans = await plansOf(db, hosts, rules, now);
  return { hosts, slots: freeSlots(plans, rules, now) };
}

/** Why a start that is not free was refused, in the order a visitor can act on it. */
function refusalOf(start: Date, rules: BookingRules, now: Date, hosts: Host[]): Refusal {
  if (start.getTime() <= now.getTime()) return "past";
  if (start.getTime() < now.getTime() + rules.noticeHours * 3_600_000) return "too-soon";
  if (start.getTime() > now.getTime() + rules.horizonDays * 86_400_000) return "too-far";
  // On nobody's hours at all (ignoring calls and calendars): not a time the team offers.
  const grid = freeSlots(
    hosts.map((host) => ({
      id: host.adminId,
      weekly: host.weekly,
      exceptions: host.exceptions,
      busy: [],
      callsByDay: new Map(),
    })),
    rules,
    now,
    { from: start, to: start },
  );
  return grid.some((slot) => slot.start.getTime() === start.getTime()) ? "taken" : "closed";
}

const nextAfter = (slots: Slot[], start: Date, count = 6) =>
  slots.filter((slot) => slot.start.getTime() > start.getTime()).slice(0, count);

interface Attempt {
  db: Db;
  rules: BookingRules;
  start: Date;
  now: Date;
  /** /agenda/{host}: this host only. */
  only?: number;
  /** Who is offered the call first: the person's 'Responsável', or the moved call's host. */
  prefer?: number | null;
  /** Stores what goes with the call, in its transaction: the lead, the old call's change. */
  write: (tx: Tx, call: Call) => Promise<void>;
  after?: (tx: Tx, call: Call) => Promise<void>;
  messages: (call: Call) => CallMessages;
  uid?: string;
  sequence?: number;
  leadId: string;
}

/**
 * Takes `start` with the first free host in order. Each host is tried in a transaction of its
 * own: PostgreSQL's exclusion constraint refuses a call that overlaps one written meanwhile by
 * any instance, and the next host is tried; none left, the time was just taken.
 */
async function take(attempt: Attempt): Promise<Booked> {
  const { db, rules, start, now } = attempt;
  const { hosts, slots } = await openSlots(db, rules, now, attempt.only);
  const slot = slots.find((item) => item.start.getTime() === start.getTime());
  const free = hosts.filter((host) => slot?.hosts.includes(host.adminId));
  const order = slot ? await hostOrder(db, free, attempt.prefer, now) : [];
  for (const host of order) {
    const id = randomUUID();
    const call: Call = {
      id,
      uid: attempt.uid ?? `${id}@agenda`,
      sequence: attempt.sequence ?? 0,
      start,
      end: new Date(start.getTime() + rules.lengthMinutes * 60_000),
      videoUrl: host.videoUrl,
      host,
      leadId: attempt.leadId,
    };
    const blocked = blockedRange(start, rules);
    try {
      await db.transaction(async (tx) => {
        await attempt.write(tx, call);
        await tx.insert(bookings).values({
          id,
          uid: call.uid,
          sequence: call.sequence,
          hostId: host.adminId,
          leadId: call.leadId,
          startsAt: start,
          endsAt: call.end,
          blockedFrom: blocked.start,
          blockedUntil: blocked.end,
          videoUrl: call.videoUrl,
          createdAt: now,
        });
        await attempt.after?.(tx, call);
        await storeMessages(tx, call, attempt.messages(call), now);
      });
      return { ok: true, call };
    } catch (error) {
      if (!hasPgCode(error, "23P01")) throw error;
    }
  }
  const reason = slot ? "taken" : refusalOf(start, rules, now, hosts);
  return { ok: false, reason, next: nextAfter(slots, start).filter((item) => item !== slot) };
}

async function storeMessages(tx: Tx, call: Call, messages: CallMessages, now: Date) {
  await storeDeliveries(
    tx,
    messages.deliveries.map((item) => ({ ...item, leadId: call.leadId })),
    { now },
  );
  const jobs: NewJob[] = messages.reminders
    .filter((item) => item.runAt.getTime() > now.getTime())
    .map((item) => ({
      kind: "booking-reminder",
      key: item.key,
      runAt: item.runAt,
      payload: { bookingId: call.id, sequence: call.sequence, message: item.message },
    }));
  if (jobs.length > 0) await enqueue(tx, jobs);
}

/**
 * A new call with its lead (form type booking): both or neither. The lead and the person's
 * earlier lead get the host as 'Responsável' (unless the earlier has another) and the status
 * 'Reunião agendada'.
 */
export async function bookCall(input: {
  db: Db;
  rules: BookingRules;
  start: Date;
  now: Date;
  lead: { whole: NewLead & { id: string }; deliverable: boolean };
  only?: number;
  owner?: number | null;
  messages: (call: Call) => CallMessages;
}): Promise<Booked> {
  const { lead } = input;
  return take({
    ...input,
    prefer: input.owner,
    leadId: lead.whole.id,
    write: async (tx, call) => {
      const payload = {
        ...lead.whole.payload,
        startsAt: call.start.toISOString(),
        host: call.host.name,
      };
      const whole = (send: NewLead) => ({ ...send, payload });
      await storeLead(tx as unknown as Db, whole(lead.whole), lead.deliverable, input.now);
      // The person who booked (ADR 0058): the host owns them unless someone already does, and
      // a call booked moves them on to 'Reunião agendada' unless they are further along.
      const [booked] = await tx
        .select({ personId: leads.personId })
        .from(leads)
        .where(eq(leads.id, lead.whole.id));
      if (booked?.personId) {
        await setPersonWork(
          tx,
          booked.personId,
          (before) => ({
            ownerId: before.ownerId ?? call.host.adminId,
            workStatus: ["new", "contacted"].includes(before.workStatus)
              ? "meeting"
              : before.workStatus,
          }),
          null,
          input.now,
        );
      }
    },
  });
}

export async function callById(db: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/**
 * Moves a confirmed call to `start`: its host first when free, the same UID with the next
 * SEQUENCE, so calendars update the meeting. The old row is `moved` and names the new one.
 */
export async function moveCall(input: {
  db: Db;
  rules: BookingRules;
  old: BookingRow;
  start: Date;
  now: Date;
  messages: (call: Call) => CallMessages;
}): Promise<Booked> {
  const { old } = input;
  return take({
    ...input,
    prefer: old.hostId,
    uid: old.uid,
    sequence: old.sequence + 1,
    leadId: old.leadId,
    write: async (tx) => {
      const [changed] = await tx
        .update(bookings)
        .set({ status: "moved", movedTo: null, changedAt: input.now })
        .where(and(eq(bookings.id, old.id), eq(bookings.status, "confirmed")))
        .returning({ id: bookings.id });
      if (!changed) throw new CallChanged();
    },
    // The old row names the new one once that exists, in the same transaction.
    after: async (tx, call) => {
      await tx.update(bookings).set({ movedTo: call.id }).where(eq(bookings.id, old.id));
    },
  });
}

/** The call was changed by another request meanwhile (moved or cancelled twice). */
export class CallChanged extends Error {}

/** Cancels a confirmed call: its time is free at once. */
export async function cancelCall(input: {
  db: Db;
  old: BookingRow;
  now: Date;
  messages: (call: BookingRow) => CallMessages;
}) {
  return input.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: "cancelled", sequence: input.old.sequence + 1, changedAt: input.now })
      .where(and(eq(bookings.id, input.old.id), eq(bookings.status, "confirmed")))
      .returning();
    if (!row) return undefined;
    // A cancelled call no longer counts for the person's interest (lib/score).
    const [lead] = await tx
      .select({ personId: leads.personId })
      .from(leads)
      .where(eq(leads.id, row.leadId));
    if (lead?.personId) await rescorePerson(tx, lead.personId, input.now);
    const messages = input.messages(row);
    await storeDeliveries(
      tx,
      messages.deliveries.map((item) => ({ ...item, leadId: row.leadId })),
      { now: input.now },
    );
    return row;
  });
}

/** 'Realizada' or 'Não compareceu', set by the team after the call. */
export async function setOutcome(db: Db, id: string, outcome: "held" | "no_show" | null) {
  const rows = await db
    .update(bookings)
    .set({ outcome })
    .where(and(eq(bookings.id, id), inArray(bookings.status, ["confirmed"])))
    .returning({ id: bookings.id });
  return rows.length > 0;
}
