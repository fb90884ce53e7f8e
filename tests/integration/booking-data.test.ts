import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { type BookingRules, businessHours, defaultBookingRules } from "~/lib/booking-rules";
import {
  bookCall,
  type Call,
  cancelCall,
  moveCall,
  openSlots,
  setOutcome,
} from "~/server/booking/calls.server";
import { bookingRules, saveBookingRules } from "~/server/booking/rules.server";
import type { Database } from "~/server/db/client.server";
import { adminUsers, bookingHosts, bookings, jobs, leads, people } from "~/server/db/schema.server";
import { claimDue } from "~/server/queue/jobs.server";
import { jobHandlers } from "~/server/queue/kinds.server";
import { describeOnTargets } from "../support/databases";

// The booking's data layer (ADR 0057) on PGlite and on PostgreSQL: one call per host and time,
// the round-robin by weight, moves and cancellations, reminders that skip a changed call.

// A Monday at 08:00 in São Paulo: the week's hours are ahead.
const NOW = new Date("2026-12-07T11:00:00Z");
const rules: BookingRules = { ...defaultBookingRules, noticeHours: 1, dailyCap: 24 };
const none = () => ({ deliveries: [], reminders: [] });

describeOnTargets("booking on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let hosts: number[];

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
  });
  afterAll(() => dispose());

  beforeEach(async () => {
    const db = database.db;
    await db.delete(bookings);
    await db.delete(jobs);
    await db.delete(leads);
    await db.delete(people);
    await db.delete(bookingHosts);
    await db.delete(adminUsers);
    const made = await db
      .insert(adminUsers)
      .values(
        ["ana", "bruno", "carla"].map((name) => ({
          username: name,
          name,
          email: `${name}@equipe.com.br`,
          role: "sales",
          passwordHash: "x",
        })),
      )
      .returning({ id: adminUsers.id });
    hosts = made.map((row) => row.id);
    await db.insert(bookingHosts).values(
      hosts.map((id, index) => ({
        adminId: id,
        slug: `h${index}`,
        weight: index + 1,
        weekly: businessHours,
      })),
    );
  });

  const book = (
    start: Date,
    email = "pessoa@cliente.com.br",
    extra: Partial<Parameters<typeof bookCall>[0]> = {},
  ) =>
    bookCall({
      db: database.db,
      rules,
      start,
      now: NOW,
      lead: {
        whole: { id: crypto.randomUUID(), formType: "booking", payload: { name: "Pessoa", email } },
        deliverable: false,
      },
      messages: none,
      ...extra,
    });

  it("offers the week's hours in steps of the call and its buffer, after the notice", async () => {
    const { slots } = await openSlots(database.db, rules, NOW);
    // 09:00 in São Paulo, an hour after now: just within the notice.
    expect(slots[0]?.start.toISOString()).toBe("2026-12-07T12:00:00.000Z");
    expect(slots[0]?.hosts).toHaveLength(3);
    const monday = slots.filter((slot) => slot.start.toISOString().startsWith("2026-12-07"));
    // 09:00-12:00 and 13:00-18:00 there, a call of 45 minutes and 15 of buffer each hour.
    expect(monday.map((slot) => slot.start.toISOString().slice(11, 16))).toEqual([
      "12:00",
      "13:00",
      "14:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
      "20:00",
    ]);
  });

  it("spreads 30 calls over three hosts by their weights", async () => {
    const { slots } = await openSlots(database.db, rules, NOW);
    for (let n = 0; n < 30; n++) {
      const result = await book(slots[n]?.start ?? NOW, `p${n}@cliente.com.br`);
      expect(result.ok).toBe(true);
    }
    const rows = await database.db.select({ host: bookings.hostId }).from(bookings);
    const count = (id: number | undefined) => rows.filter((row) => row.host === id).length;
    expect([count(hosts[0]), count(hosts[1]), count(hosts[2])]).toEqual([5, 10, 15]);
  });

  it("gives the person who booked the host as owner and 'Reunião agendada', unless they are further along", async () => {
    const email = "dani@cliente.com.br";
    const personOf = async () =>
      (await database.db.select().from(people).where(eq(people.email, email)))[0];
    const first = await book(new Date("2026-12-09T13:00:00Z"), email, { only: hosts[0] });
    expect(first.ok).toBe(true);
    const person = await personOf();
    expect(person).toMatchObject({ ownerId: hosts[0], workStatus: "meeting" });
    expect(person?.assignedAt?.toISOString()).toBe(NOW.toISOString());
    // Qualified by a member since: a second call with another host keeps both.
    await database.db
      .update(people)
      .set({ workStatus: "qualified", ownerId: hosts[1] })
      .where(eq(people.email, email));
    const second = await book(new Date("2026-12-10T13:00:00Z"), email, { only: hosts[2] });
    expect(second.ok).toBe(true);
    expect(await personOf()).toMatchObject({ ownerId: hosts[1], workStatus: "qualified" });
    const rows = await database.db
      .select({ workStatus: leads.workStatus, ownerId: leads.ownerId })
      .from(leads)
      .where(eq(leads.personId, String(person?.id)));
    expect(rows).toEqual([
      { workStatus: "qualified", ownerId: hosts[1] },
      { workStatus: "qualified", ownerId: hosts[1] },
    ]);
  });

  it("gives one host's time once: the database refuses an overlapping call", async () => {
    const start = new Date("2026-12-08T13:00:00Z");
    const only = hosts[0];
    const first = await book(start, "a@cliente.com.br", { only });
    const second = await book(start, "b@cliente.com.br", { only });
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, reason: "taken" });
    if (!second.ok) expect(second.next[0]?.start.getTime()).toBeGreaterThan(start.getTime());
    // Nothing of the refused booking is stored: no second lead, no second call.
    expect(await database.db.select().from(bookings)).toHaveLength(1);
    expect(await database.db.select().from(leads)).toHaveLength(1);
    await expect(
      database.db.insert(bookings).values({
        hostId: only,
        leadId: first.ok ? first.call.leadId : "",
        uid: "x",
        startsAt: new Date("2026-12-08T13:30:00Z"),
        endsAt: new Date("2026-12-08T14:15:00Z"),
        blockedFrom: new Date("2026-12-08T13:30:00Z"),
        blockedUntil: new Date("2026-12-08T14:30:00Z"),
      }),
    ).rejects.toThrow();
  });

  it("refuses a past, a too soon, an out-of-hours time with its reason", async () => {
    expect(await book(new Date("2026-12-07T10:00:00Z"))).toMatchObject({
      ok: false,
      reason: "past",
    });
    expect(await book(new Date("2026-12-07T11:30:00Z"))).toMatchObject({
      ok: false,
      reason: "too-soon",
    });
    expect(await book(new Date("2026-12-08T04:00:00Z"))).toMatchObject({
      ok: false,
      reason: "closed",
    });
    expect(await book(new Date("2027-03-01T13:00:00Z"))).toMatchObject({
      ok: false,
      reason: "too-far",
    });
  });

  it("moves a call with its UID and the next SEQUENCE, keeping its host, and frees a cancelled time", async () => {
    const start = new Date("2026-12-08T13:00:00Z");
    const booked = await book(start);
    if (!booked.ok) throw new Error("not booked");
    const old = (
      await database.db.select().from(bookings).where(eq(bookings.id, booked.call.id))
    )[0];
    if (!old) throw new Error("no row");
    const moved = await moveCall({
      db: database.db,
      rules,
      old,
      start: new Date("2026-12-09T14:00:00Z"),
      now: NOW,
      messages: none,
    });
    if (!moved.ok) throw new Error("not moved");
    expect(moved.call).toMatchObject({ uid: old.uid, sequence: 1 });
    expect(moved.call.host.adminId).toBe(old.hostId);
    const [after] = await database.db.select().from(bookings).where(eq(bookings.id, old.id));
    expect(after).toMatchObject({ status: "moved", movedTo: moved.call.id });

    const current = (
      await database.db.select().from(bookings).where(eq(bookings.id, moved.call.id))
    )[0];
    if (!current) throw new Error("no row");
    const cancelled = await cancelCall({
      db: database.db,
      old: current,
      now: NOW,
      messages: () => none(),
    });
    expect(cancelled).toMatchObject({ status: "cancelled", sequence: 2 });
    const again = await book(new Date("2026-12-09T14:00:00Z"), "outra@cliente.com.br", {
      only: old.hostId ?? undefined,
    });
    expect(again.ok).toBe(true);
  });

  it("sends a reminder once, with two workers, and only while its version of the call stands", async () => {
    const sent: string[] = [];
    const mailer = async (message: { subject: string }) => {
      sent.push(message.subject);
      return { ok: true as const };
    };
    const messages = (call: Call) => ({
      deliveries: [],
      reminders: [
        {
          runAt: new Date(call.start.getTime() - 3_600_000),
          key: `lembrete:${call.id}`,
          message: { to: "p@c.com.br", subject: `lembrete ${call.sequence}`, text: "", html: "" },
        },
      ],
    });
    const kept = await book(new Date("2026-12-08T13:00:00Z"), "a@c.com.br", { messages });
    const dropped = await book(new Date("2026-12-08T14:00:00Z"), "b@c.com.br", { messages });
    if (!kept.ok || !dropped.ok) throw new Error("not booked");
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, dropped.call.id));
    if (!row) throw new Error("no row");
    await cancelCall({ db: database.db, old: row, now: NOW, messages: () => none() });
    const handlers = jobHandlers({ db: database.db, mailer });
    // Two workers (two instances) ask at once at the injected time: each job goes to one.
    const at = new Date("2026-12-09T00:00:00Z");
    const [first, second] = await Promise.all([
      claimDue(database.db, ["booking-reminder"], 10, at),
      claimDue(database.db, ["booking-reminder"], 10, at),
    ]);
    const due = [...first, ...second];
    expect(due).toHaveLength(2);
    expect(new Set(due.map((job) => job.id)).size).toBe(2);
    for (const job of due) expect((await handlers["booking-reminder"](job)).ok).toBe(true);
    expect(sent).toEqual(["lembrete 0"]);
  });

  it("keeps the rules an administrator saves, and the outcome of a call", async () => {
    await saveBookingRules(database.db, { ...rules, lengthMinutes: 30 }, "admin");
    expect((await bookingRules(database.db)).lengthMinutes).toBe(30);
    const booked = await book(new Date("2026-12-08T13:00:00Z"));
    if (!booked.ok) throw new Error("not booked");
    expect(await setOutcome(database.db, booked.call.id, "held")).toBe(true);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booked.call.id));
    expect(row?.outcome).toBe("held");
  });
});
