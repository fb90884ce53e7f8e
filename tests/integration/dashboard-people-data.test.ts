import { afterAll, beforeAll, expect, it } from "vitest";
import {
  landingTable,
  pageTable,
  periodRange,
  previousRange,
  sourceTable,
} from "~/server/analytics/dashboard.server";
import { firstContactTable } from "~/server/analytics/first-contact.server";
import { type Database, setDatabase } from "~/server/db/index.server";
import { seedPeopleFixture } from "../support/dashboard-people";
import { describeOnTargets } from "../support/databases";

// The dashboard's people figures on PGlite and on PostgreSQL (ADR 0058): people, not
// submissions, per page, campaign and landing page, with what they are today; the period
// before; the median time to first contact per owner (percentile_cont).

/** 22 November 2026, 12:00 in São Paulo. */
const NOW = new Date("2026-11-22T15:00:00Z");
const week = periodRange(7, NOW);
const before = previousRange(week);

const figures = (
  people: number,
  qualified: number,
  calls: number,
  held: number,
  customers = 0,
) => ({
  people,
  qualified,
  calls,
  held,
  customers,
});

describeOnTargets("dashboard people figures on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let members = { ana: 0, bia: 0 };

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    setDatabase(database);
    ({ members } = await seedPeopleFixture(database.db, NOW));
  });

  afterAll(async () => {
    setDatabase(undefined);
    await dispose();
  });

  it("the period before is as long and ends the day before", () => {
    expect(before).toEqual({ from: "2026-11-09", to: "2026-11-15" });
    expect(previousRange(periodRange(30, NOW))).toEqual({ from: "2026-09-24", to: "2026-10-23" });
  });

  it("counts each campaign's people once, with what they are today; a suspect not at all", async () => {
    expect(await sourceTable(week)).toEqual([
      {
        source: "linkedin",
        medium: "social",
        campaign: "lancamento",
        views: 30,
        // Carla (three submissions), Davi and Gil (two).
        ...figures(3, 2, 2, 1, 1),
      },
      { source: "google", medium: "cpc", campaign: "busca", views: 25, ...figures(2, 1, 1, 1, 1) },
    ]);
    expect(await sourceTable(before)).toEqual([
      {
        source: "linkedin",
        medium: "social",
        campaign: "lancamento",
        views: 10,
        ...figures(1, 0, 0, 0),
      },
    ]);
  });

  it("counts a person once on every page they sent a form from, or their visits began on", async () => {
    expect(await pageTable(week)).toEqual([
      { path: "/blog/revops", views: 30, ...figures(3, 2, 2, 1, 1) },
      { path: "/servicos", views: 20, ...figures(2, 1, 1, 1, 1) },
      { path: "/webinar", views: 5, ...figures(1, 1, 1, 1, 1) },
      { path: "/agenda", views: 0, ...figures(3, 2, 2, 1, 1) },
    ]);
    expect(await pageTable(week, 50, "first")).toEqual([
      { path: "/blog/revops", views: 30, ...figures(3, 2, 2, 1, 1) },
      { path: "/servicos", views: 20, ...figures(2, 1, 1, 1, 1) },
      { path: "/webinar", views: 5, ...figures(0, 0, 0, 0) },
    ]);
  });

  it("counts the people a landing page's form brought", async () => {
    expect(await landingTable(week)).toEqual([
      { slug: "webinar", title: "Webinar de RevOps", views: 5, ...figures(1, 1, 1, 1, 1) },
    ]);
  });

  it("gives each owner's median time to first contact, and nobody's from the first submission", async () => {
    expect(await firstContactTable(week)).toEqual([
      {
        ownerId: members.ana,
        username: "ana@empresa.com.br",
        name: "Ana Lima",
        people: 2,
        contacted: 2,
        // 2 h and 4 h.
        medianSeconds: 3 * 3600,
      },
      {
        ownerId: members.bia,
        username: "bia@empresa.com.br",
        name: "",
        people: 1,
        contacted: 0,
        medianSeconds: null,
      },
      { ownerId: null, username: null, name: null, people: 1, contacted: 1, medianSeconds: 1800 },
    ]);
    expect(await firstContactTable(before)).toEqual([
      {
        ownerId: members.ana,
        username: "ana@empresa.com.br",
        name: "Ana Lima",
        people: 1,
        contacted: 1,
        medianSeconds: 3600,
      },
    ]);
  });
});
