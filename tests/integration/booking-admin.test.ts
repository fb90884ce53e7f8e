import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { Availability } from "~/lib/forms/availability-schema";
import { agendaCalls, hostList, leadCalls, setHostScale } from "~/server/booking/agenda.server";
import { readAvailability, saveAvailability } from "~/server/booking/availability.server";
import { setOutcome } from "~/server/booking/calls.server";
import type { Database } from "~/server/db/client.server";
import { adminUsers, bookingHosts, bookings, hostBusy, leads } from "~/server/db/schema.server";
import { describeOnTargets } from "../support/databases";

// The admin's side of booking (ADR 0057) on PGlite and on PostgreSQL: a member's availability
// as 'Minha conta' saves it, the 'Agenda' lists by host, outcomes and a lead's calls.

const NOW = new Date("2026-12-07T11:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const week = (ranges: Record<string, [string, string][]> = {}) =>
  Object.fromEntries(
    ["0", "1", "2", "3", "4", "5", "6"].map((day) => [day, ranges[day] ?? []]),
  ) as Availability["weekly"];
const availability = (overrides: Partial<Availability> = {}): Availability => ({
  weekly: week({ "1": [["09:00", "12:00"]] }),
  exceptions: [],
  videoUrl: "",
  away: false,
  calendar: { kind: "none" },
  ...overrides,
});
const caldav = (url: string, password: string) => ({
  kind: "caldav" as const,
  url,
  username: "ana",
  password,
});

describeOnTargets("booking admin on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let ana: number;
  let bruno: number;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
  });
  afterAll(() => dispose());

  beforeEach(async () => {
    const db = database.db;
    await db.delete(bookings);
    await db.delete(leads);
    await db.delete(hostBusy);
    await db.delete(bookingHosts);
    await db.delete(adminUsers);
    const made = await db
      .insert(adminUsers)
      .values(
        [
          ["ana", "Ana Lima", "admin"],
          ["bruno", "Conversa", "sales"],
        ].map(([username = "", name = "", role = ""]) => ({
          username,
          name,
          role,
          email: `${username}@equipe.com.br`,
          passwordHash: "x",
        })),
      )
      .returning({ id: adminUsers.id });
    [ana, bruno] = made.map((row) => row.id) as [number, number];
  });

  it("makes a member a host at their first save, on a page address of their own", async () => {
    const db = database.db;
    expect(await readAvailability(db, ana)).toBeUndefined();
    const saved = await saveAvailability(db, { id: ana, name: "Ana Lima" }, availability(), NOW);
    expect(saved).toEqual({ ok: true, slug: "ana-lima", created: true });
    // A name that is one of the team's pages (/agenda/conversa) gets another address.
    const other = await saveAvailability(db, { id: bruno, name: "Conversa" }, availability(), NOW);
    expect(other).toMatchObject({ ok: true, slug: "conversa-2" });
    const read = await readAvailability(db, ana);
    expect(read).toMatchObject({
      slug: "ana-lima",
      active: true,
      away: false,
      calendar: { kind: "none" },
      hasPassword: false,
    });
    expect(read?.weekly["1"]).toEqual([["09:00", "12:00"]]);
  });

  it("keeps a saved CalDAV password when the field is left blank, never shows it", async () => {
    const db = database.db;
    const url = "https://nuvem.example.com/remote.php/dav/calendars/ana/trabalho/";
    const member = { id: ana, name: "Ana Lima" };
    expect(
      await saveAvailability(db, member, availability({ calendar: caldav(url, "") }), NOW),
    ).toEqual({ ok: false, reason: "password-missing" });
    await saveAvailability(db, member, availability({ calendar: caldav(url, "s3nha-app") }), NOW);
    // Read once, then saved again with the password blank and other hours.
    await db.update(bookingHosts).set({ busyReadAt: NOW }).where(eq(bookingHosts.adminId, ana));
    await db
      .insert(hostBusy)
      .values({ adminId: ana, startsAt: NOW, endsAt: new Date(+NOW + HOUR) });
    const again = availability({ away: true, calendar: caldav(url, "") });
    expect(await saveAvailability(db, member, again, NOW)).toMatchObject({ ok: true });
    const [row] = await db.select().from(bookingHosts).where(eq(bookingHosts.adminId, ana));
    expect(row?.calendar).toEqual(caldav(url, "s3nha-app"));
    expect(row?.away).toBe(true);
    // The same calendar: its last read and busy times stand.
    expect(row?.busyReadAt?.getTime()).toBe(NOW.getTime());
    expect(await db.select().from(hostBusy)).toHaveLength(1);
    const read = await readAvailability(db, ana);
    expect(read?.hasPassword).toBe(true);
    expect(read?.calendar).toEqual({ kind: "caldav", url, username: "ana" });
    expect(JSON.stringify(read)).not.toContain("s3nha-app");
    // Another server never gets the saved password.
    const elsewhere = availability({ calendar: caldav("https://atacante.example.com/dav/", "") });
    expect(await saveAvailability(db, member, elsewhere, NOW)).toEqual({
      ok: false,
      reason: "password-new-server",
    });
  });

  it("drops the old calendar's busy times and last read when the calendar changes", async () => {
    const db = database.db;
    const member = { id: ana, name: "Ana Lima" };
    const ics = { kind: "ics" as const, url: "https://calendar.google.com/x/basic.ics" };
    await saveAvailability(db, member, availability({ calendar: ics }), NOW);
    await db
      .update(bookingHosts)
      .set({ busyReadAt: NOW, busyError: "Agenda não respondeu (HTTP 404)" })
      .where(eq(bookingHosts.adminId, ana));
    await db
      .insert(hostBusy)
      .values({ adminId: ana, startsAt: NOW, endsAt: new Date(+NOW + HOUR) });
    await saveAvailability(db, member, availability(), NOW);
    const [row] = await db.select().from(bookingHosts).where(eq(bookingHosts.adminId, ana));
    expect(row).toMatchObject({ calendar: null, busyReadAt: null, busyError: "" });
    expect(await db.select().from(hostBusy)).toHaveLength(0);
  });

  it("lists the next and the last 30 days' calls with their leads, and sets outcomes", async () => {
    const db = database.db;
    for (const [id, slug] of [
      [ana, "ana"],
      [bruno, "bruno"],
    ] as const) {
      await db.insert(bookingHosts).values({ adminId: id, slug, weekly: week() });
    }
    const [lead, other] = await db
      .insert(leads)
      .values([
        { formType: "booking", payload: { name: "Paula Reis", company: "Reis Ltda" } },
        { formType: "booking", payload: { firstName: "Caio", lastName: "Melo" } },
      ])
      .returning({ id: leads.id });
    if (!lead || !other) throw new Error("no leads");
    let n = 0;
    const call = (hostId: number, leadId: string, at: number, status = "confirmed") => {
      const start = new Date(NOW.getTime() + at);
      const end = new Date(start.getTime() + 45 * 60_000);
      return {
        hostId,
        leadId,
        startsAt: start,
        endsAt: end,
        blockedFrom: start,
        blockedUntil: end,
        status,
        uid: `u${++n}`,
      };
    };
    const rows = await db
      .insert(bookings)
      .values([
        call(ana, lead.id, 2 * DAY),
        call(ana, other.id, 1 * DAY),
        call(bruno, other.id, 3 * DAY),
        call(bruno, lead.id, 40 * DAY),
        call(ana, lead.id, -2 * DAY),
        call(ana, other.id, -3 * DAY, "cancelled"),
        call(bruno, lead.id, -4 * DAY, "moved"),
        call(bruno, other.id, -40 * DAY),
      ])
      .returning({ id: bookings.id });
    const [soon, , , far, held, cancelled] = rows.map((row) => row.id);

    const { upcoming, past } = await agendaCalls(db, NOW);
    expect(upcoming.map((item) => [item.hostName, item.leadName, item.startsAt])).toEqual([
      ["Ana Lima", "Caio Melo", new Date(+NOW + DAY)],
      ["Ana Lima", "Paula Reis", new Date(+NOW + 2 * DAY)],
      ["Conversa", "Caio Melo", new Date(+NOW + 3 * DAY)],
    ]);
    expect(upcoming.find((item) => item.id === soon)?.leadCompany).toBe("Reis Ltda");
    expect(upcoming.some((item) => item.id === far)).toBe(false);
    // The past: latest first, a cancelled call kept, a moved one and older ones left out.
    expect(past.map((item) => [item.id, item.status])).toEqual([
      [held, "confirmed"],
      [cancelled, "cancelled"],
    ]);

    expect(await setOutcome(db, held ?? "", "held")).toBe(true);
    expect(await setOutcome(db, cancelled ?? "", "no_show")).toBe(false);
    const after = await agendaCalls(db, NOW);
    expect(after.past.map((item) => item.outcome)).toEqual(["held", null]);

    // The lead's page: every call of that lead, latest first, moved ones too.
    const own = await leadCalls(db, lead.id);
    expect(own.map((item) => [item.status, item.hostName])).toEqual([
      ["confirmed", "Conversa"],
      ["confirmed", "Ana Lima"],
      ["confirmed", "Ana Lima"],
      ["moved", "Conversa"],
    ]);
    expect(own.every((item) => item.leadId === lead.id)).toBe(true);
  });

  it("lists every host and changes their share of the round-robin", async () => {
    const db = database.db;
    await saveAvailability(db, { id: bruno, name: "Conversa" }, availability(), NOW);
    await saveAvailability(db, { id: ana, name: "Ana Lima" }, availability(), NOW);
    expect(await setHostScale(db, bruno, { weight: 3, active: false })).toBe(true);
    expect(await setHostScale(db, 999_999, { weight: 3, active: false })).toBe(false);
    const hosts = await hostList(db);
    expect(hosts.map((host) => [host.name, host.role, host.weight, host.active])).toEqual([
      ["Ana Lima", "admin", 1, true],
      ["Conversa", "sales", 3, false],
    ]);
    expect(hosts[0]?.hasCalendar).toBe(false);
    // An administrator's 'fora da escala' stands when the member saves their hours again.
    await saveAvailability(db, { id: bruno, name: "Conversa" }, availability({ away: true }), NOW);
    expect((await hostList(db))[1]).toMatchObject({ active: false, away: true, weight: 3 });
  });
});
