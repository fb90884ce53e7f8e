import { afterAll, beforeAll, expect, it } from "vitest";
import {
  dashboardTotals,
  formTable,
  materialTable,
  pageTable,
  periodRange,
  reiFunnel,
} from "~/server/analytics/dashboard.server";
import { type Database, setDatabase, tables } from "~/server/db/index.server";
import { describeOnTargets } from "../support/databases";
import { personPerSubmission } from "../support/people";

// The dashboard's lead tables on PGlite and on PostgreSQL: a lead counts for the page its form
// was sent from (or its first visit's), one download is one lead, the REI's funnel.

const { pageViewsDaily, leads, materials, reiDrafts } = tables;
const NOW = new Date("2026-11-22T13:00:00Z");
const week = periodRange(7, NOW);
const at = new Date("2026-11-20T13:00:00Z");

const lead = (extra: Partial<typeof leads.$inferInsert>) => ({
  formType: "contact",
  payload: { name: "Pessoa", email: "pessoa@empresa.com.br" },
  createdAt: at,
  status: "delivered",
  ...extra,
});

describeOnTargets("dashboard lead tables on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let guideId = 0;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    setDatabase(database);
    const [guide] = await database.db
      .insert(materials)
      .values({
        slug: "guia-revops",
        title: "Guia de RevOps",
        type: "Ebook",
        category: "RevOps",
        description: "x",
      })
      .returning({ id: materials.id });
    guideId = guide?.id ?? 0;
    await database.db.insert(pageViewsDaily).values([
      { day: "2026-11-20", path: "/blog/revops", device: "desktop", views: 40, visitors: 30 },
      { day: "2026-11-20", path: "/diagnostico", device: "desktop", views: 10, visitors: 9 },
    ]);
    const download = (materialId: string) =>
      lead({
        formType: "download",
        payload: { email: "a@b.com.br", materialId },
        sourcePage: "https://site.exemplo/materiais/guia-revops?utm_source=x#baixar",
        attribution: { landingPage: "/blog/revops" },
      });
    await database.db.insert(leads).values([
      // Landed on the blog, sent the diagnosis form from /diagnostico.
      lead({
        formType: "diagnosis",
        sourcePage: "https://site.exemplo/diagnostico",
        attribution: { landingPage: "/blog/revops" },
      }),
      lead({
        formType: "diagnosis",
        sourcePage: "https://site.exemplo/diagnostico",
        attribution: { landingPage: "/blog/revops" },
      }),
      download(`material-${guideId}`),
      download(`material-${guideId}`),
      download("material-999999"),
      // Stored before the material e-mail became a delivery: not a lead of its own.
      lead({ formType: "material_email", payload: { materialId: `material-${guideId}` } }),
      lead({ formType: "rei", payload: { name: "Rita" } }),
      lead({ formType: "rei", payload: { name: "Rui" }, status: "suspected" }),
    ]);
    await personPerSubmission(database.db);
    await database.db.insert(reiDrafts).values([
      { answers: {}, section: 0, createdAt: at, updatedAt: at },
      { answers: {}, section: 2, createdAt: at, updatedAt: at },
      { answers: {}, section: 6, createdAt: at, updatedAt: at },
      // Started outside the period.
      { answers: {}, section: 6, createdAt: new Date("2026-10-01T13:00:00Z"), updatedAt: at },
    ]);
  });
  afterAll(() => dispose());

  it("counts the e-mail requests stored as leads before neither in totals nor by form", async () => {
    expect((await dashboardTotals(week)).leads).toBe(6);
    expect((await formTable(week)).map((row) => row.formType)).not.toContain("material_email");
  });

  it("credits a lead to the page its form was sent from, or to its first visit's", async () => {
    expect(await pageTable(week)).toEqual([
      { path: "/blog/revops", views: 40, people: 0, qualified: 0, calls: 0, held: 0, customers: 0 },
      { path: "/diagnostico", views: 10, people: 2, qualified: 0, calls: 0, held: 0, customers: 0 },
      {
        path: "/materiais/guia-revops",
        views: 0,
        people: 3,
        qualified: 0,
        calls: 0,
        held: 0,
        customers: 0,
      },
      { path: "", views: 0, people: 1, qualified: 0, calls: 0, held: 0, customers: 0 },
    ]);
    expect(await pageTable(week, 50, "first")).toEqual([
      { path: "/blog/revops", views: 40, people: 5, qualified: 0, calls: 0, held: 0, customers: 0 },
      { path: "/diagnostico", views: 10, people: 0, qualified: 0, calls: 0, held: 0, customers: 0 },
      { path: "", views: 0, people: 1, qualified: 0, calls: 0, held: 0, customers: 0 },
    ]);
  });

  it("counts downloads per material, by the library's title", async () => {
    expect(await materialTable(week)).toEqual([
      { materialId: `material-${guideId}`, title: "Guia de RevOps", slug: "guia-revops", leads: 2 },
      { materialId: "material-999999", title: null, slug: null, leads: 1 },
    ]);
  });

  it("gives the REI's funnel: each section reached, then the questionnaires sent", async () => {
    expect((await reiFunnel(week, 7)).map((row) => row.people)).toEqual([4, 3, 3, 2, 2, 2, 2, 1]);
  });
});
