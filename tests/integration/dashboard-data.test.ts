import { afterAll, beforeAll, expect, it } from "vitest";
import { parsePeriod } from "~/lib/dashboard";
import {
  dailySeries,
  dashboardTotals,
  formTable,
  pageTable,
  periodRange,
  sourceTable,
} from "~/server/analytics/dashboard.server";
import { type Database, setDatabase, tables } from "~/server/db/index.server";
import { describeOnTargets } from "../support/databases";
import { personPerSubmission } from "../support/people";

// The marketing dashboard's queries (ADR 0021) on PGlite and on PostgreSQL: views of
// page_views_daily beside leads joined by their first touch; suspected submissions, privacy
// requests and leads outside the period left out.

const { pageViewsDaily, leads, adminUsers, bookingHosts, bookings } = tables;

/** 22 November 2026, 10:00 in São Paulo: the period of 7 days is 16–22 November. */
const NOW = new Date("2026-11-22T13:00:00Z");

type View = Partial<typeof pageViewsDaily.$inferInsert> & { day: string; path: string };
const view = (row: View) => ({ device: "desktop", views: 1, visitors: 1, ...row });

/** A lead at a São Paulo wall-clock time ('2026-11-20T10:00'), with its first touch. */
const lead = (
  at: string,
  attribution: Record<string, string> | null,
  extra: Partial<typeof leads.$inferInsert> = {},
) => ({
  formType: "contact",
  payload: { name: "Pessoa", email: "pessoa@empresa.com.br" },
  createdAt: new Date(`${at}:00-03:00`),
  attribution,
  status: "delivered",
  ...extra,
});

const linkedin = {
  landingPage: "/blog/revops",
  utm_source: "linkedin",
  utm_medium: "social",
  utm_campaign: "lancamento",
  referrer: "https://www.linkedin.com/",
};

describeOnTargets("dashboard queries on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    setDatabase(database);
    await database.db.insert(pageViewsDaily).values([
      view({ day: "2026-11-16", path: "/", views: 40, visitors: 30 }),
      view({ day: "2026-11-16", path: "/", device: "phone", views: 10, visitors: 8 }),
      view({ day: "2026-11-20", path: "/", referrer: "www.google.com", views: 20, visitors: 15 }),
      view({
        day: "2026-11-20",
        path: "/blog/revops",
        referrer: "www.linkedin.com",
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: "lancamento",
        views: 25,
        visitors: 20,
      }),
      view({ day: "2026-11-22", path: "/servicos", views: 5, visitors: 5 }),
      // Outside the 7 days, inside the 30.
      view({ day: "2026-11-15", path: "/", views: 100, visitors: 90 }),
      view({ day: "2026-10-30", path: "/cases", views: 7, visitors: 7 }),
      // Outside the 30 days.
      view({ day: "2026-10-23", path: "/", views: 1000, visitors: 900 }),
    ]);
    await database.db.insert(leads).values([
      lead("2026-11-20T10:00", linkedin),
      lead("2026-11-21T09:00", linkedin, { formType: "diagnosis" }),
      lead("2026-11-21T11:00", { landingPage: "/", referrer: "https://www.google.com/" }),
      lead("2026-11-22T08:00", { landingPage: "/" }, { formType: "newsletter" }),
      // The home page's form sends contact leads with its formId.
      lead(
        "2026-11-22T09:00",
        { landingPage: "/" },
        { payload: { name: "Ana", formId: "home-lead" } },
      ),
      // A lead that stored no attribution (sent before it existed).
      lead("2026-11-19T09:00", null, { formType: "download" }),
      // 23:30 of the 15th in São Paulo is already the 16th in UTC: outside the 7 days.
      lead("2026-11-15T23:30", linkedin),
      // Held by the spam guards: not a lead.
      lead("2026-11-21T12:00", linkedin, { status: "suspected", suspicion: "honeypot" }),
      // A request about personal data: not a lead either.
      lead("2026-11-21T13:00", { landingPage: "/" }, { formType: "privacy", status: "stored" }),
      // Long ago.
      lead("2026-09-01T10:00", linkedin),
    ]);
    await personPerSubmission(database.db);
  });

  afterAll(async () => {
    setDatabase(undefined);
    await dispose();
  });

  const week = periodRange(7, NOW);

  it("reads the period from the address: 7, 30 or 90 days, else 30", () => {
    expect(week).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(periodRange(30, NOW)).toEqual({ from: "2026-10-24", to: "2026-11-22" });
    expect([parsePeriod("7"), parsePeriod("90"), parsePeriod("15"), parsePeriod(null)]).toEqual([
      7, 90, 30, 30,
    ]);
  });

  it("sums the period's views and leads, suspected submissions apart", async () => {
    expect(await dashboardTotals(week)).toEqual({
      views: 100,
      visitors: 78,
      leads: 6,
      suspected: 1,
    });
    const month = await dashboardTotals(periodRange(30, NOW));
    expect(month).toMatchObject({ views: 207, leads: 7 });
  });

  it("gives every day of the period, zeros where nothing happened", async () => {
    expect(await dailySeries(week)).toEqual([
      { day: "2026-11-16", views: 50, leads: 0 },
      { day: "2026-11-17", views: 0, leads: 0 },
      { day: "2026-11-18", views: 0, leads: 0 },
      { day: "2026-11-19", views: 0, leads: 1 },
      { day: "2026-11-20", views: 45, leads: 1 },
      { day: "2026-11-21", views: 0, leads: 2 },
      { day: "2026-11-22", views: 5, leads: 2 },
    ]);
    const month = await dailySeries(periodRange(30, NOW));
    expect(month).toHaveLength(30);
    expect(month.find((point) => point.day === "2026-11-15")).toEqual({
      day: "2026-11-15",
      views: 100,
      leads: 1,
    });
  });

  it("lists pages with their views and the people whose first visit began on them", async () => {
    expect(await pageTable(week, 50, "first")).toEqual([
      { path: "/", views: 70, people: 3, qualified: 0, calls: 0, held: 0, customers: 0 },
      { path: "/blog/revops", views: 25, people: 2, qualified: 0, calls: 0, held: 0, customers: 0 },
      { path: "/servicos", views: 5, people: 0, qualified: 0, calls: 0, held: 0, customers: 0 },
      { path: "", views: 0, people: 1, qualified: 0, calls: 0, held: 0, customers: 0 },
    ]);
    expect(await pageTable(week, 2)).toHaveLength(2);
  });

  it("lists sources and campaigns: utm_source, else the referring site, else direct", async () => {
    expect(await sourceTable(week)).toEqual([
      {
        source: "",
        medium: "",
        campaign: "",
        views: 55,
        people: 3,
        qualified: 0,
        calls: 0,
        held: 0,
        customers: 0,
      },
      {
        source: "linkedin",
        medium: "social",
        campaign: "lancamento",
        views: 25,
        people: 2,
        qualified: 0,
        calls: 0,
        held: 0,
        customers: 0,
      },
      {
        source: "www.google.com",
        medium: "",
        campaign: "",
        views: 20,
        people: 1,
        qualified: 0,
        calls: 0,
        held: 0,
        customers: 0,
      },
    ]);
  });

  it("counts leads per form, the home form's apart from the contact form's", async () => {
    expect(await formTable(week)).toEqual([
      { formType: "contact", leads: 2 },
      { formType: "diagnosis", leads: 1 },
      { formType: "download", leads: 1 },
      { formType: "home", leads: 1 },
      { formType: "newsletter", leads: 1 },
    ]);
  });

  // Last: it adds leads of its own (the bookings'), which the counts above do not expect.
  it("counts the people who booked and held a call by their first visit and campaign", async () => {
    const [member] = await database.db
      .insert(adminUsers)
      .values({ username: "ana", name: "Ana", role: "sales", passwordHash: "x" })
      .returning({ id: adminUsers.id });
    await database.db
      .insert(bookingHosts)
      .values({ adminId: member?.id ?? 0, slug: "ana", weekly: {} });
    const booked = await database.db
      .insert(leads)
      .values([
        lead("2026-11-21T10:00", linkedin, { formType: "booking" }),
        lead("2026-11-21T11:00", linkedin, { formType: "booking" }),
        lead("2026-11-22T09:00", linkedin, { formType: "booking" }),
        lead("2026-11-10T09:00", linkedin, { formType: "booking" }),
      ])
      .returning({ id: leads.id });
    await personPerSubmission(database.db);
    const call = (index: number, extra: Partial<typeof bookings.$inferInsert>) => {
      const starts = new Date(Date.UTC(2026, 10, 24 + index, 13));
      const ends = new Date(starts.getTime() + 45 * 60_000);
      return {
        hostId: member?.id ?? 0,
        leadId: booked[index]?.id ?? "",
        uid: `chamada-${index}`,
        startsAt: starts,
        endsAt: ends,
        blockedFrom: starts,
        blockedUntil: ends,
        ...extra,
      };
    };
    await database.db.insert(bookings).values([
      call(0, { outcome: "held" }),
      call(1, {}),
      // Cancelled: not a call booked.
      call(2, { status: "cancelled" }),
      // Booked before the period.
      call(3, { outcome: "held" }),
    ]);
    const pages = await pageTable(week, 50, "first");
    expect(pages.find((row) => row.path === "/blog/revops")).toMatchObject({
      calls: 2,
      held: 1,
    });
    expect(pages.filter((row) => row.path !== "/blog/revops").map((row) => row.calls)).toEqual(
      pages.filter((row) => row.path !== "/blog/revops").map(() => 0),
    );
    expect((await sourceTable(week)).find((row) => row.source === "linkedin")).toMatchObject({
      campaign: "lancamento",
      calls: 2,
      held: 1,
    });
  });
});
