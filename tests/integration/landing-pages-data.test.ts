import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addressProblem } from "~/lib/landing/address";
import type { LandingBlock } from "~/lib/landing/blocks";
import { leadFilter } from "~/lib/lead-filter";
import { landingTable, periodRange } from "~/server/analytics/dashboard.server";
import { type Database, setDatabase, tables } from "~/server/db/index.server";
import {
  indexedLandingPages,
  type LandingInput,
  landingPageBySlug,
  listLandingRevisions,
  saveLandingPage,
} from "~/server/landing/pages.server";
import { leadsCsv, listLeads } from "~/server/leads/inbox.server";
import { redirectFor } from "~/server/redirects/redirects.server";
import { describeOnTargets } from "../support/databases";
import { personPerSubmission } from "../support/people";

// Landing pages' data (ADR 0045) on PGlite and on PostgreSQL: addresses kept apart from other
// pages and from the admin's redirects, a published page's old address answered with a 301,
// what the sitemap lists, and each page's leads in the inbox and on the dashboard.

const { leads, pageViewsDaily, redirects } = tables;

/** 22 November 2026, 10:00 in São Paulo: the 7 days are 16–22 November. */
const NOW = new Date("2026-11-22T13:00:00Z");

const hero: LandingBlock = { type: "hero", data: { title: "Webinar: RevOps na prática" } };

const page = (slug: string, extra: Partial<LandingInput> = {}): LandingInput => ({
  slug,
  title: `Página ${slug}`,
  status: "published",
  publishAt: new Date("2026-11-01T12:00:00Z"),
  seoTitle: null,
  seoDescription: null,
  socialImage: null,
  noindex: false,
  blocks: [hero],
  ...extra,
});

const lead = (
  at: string,
  formId: string | undefined,
  extra: Partial<typeof leads.$inferInsert> = {},
) => ({
  formType: "diagnosis",
  payload: { name: `Pessoa ${at}`, email: "pessoa@empresa.com.br", ...(formId ? { formId } : {}) },
  createdAt: new Date(`${at}:00-03:00`),
  status: "delivered",
  ...extra,
});

describeOnTargets("landing pages' data on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    setDatabase(database);
  });

  afterAll(async () => {
    setDatabase(undefined);
    await dispose();
  });

  it("refuses the site's own words and a bad shape before any look-up", () => {
    expect(addressProblem("blog")).toMatch(/usado pelo próprio site/);
    expect(addressProblem("admin")).toMatch(/usado pelo próprio site/);
    expect(addressProblem("Webinar Abril")).toMatch(/letras minúsculas/);
    expect(addressProblem("a".repeat(81))).toMatch(/letras minúsculas/);
    expect(addressProblem("webinar-revops")).toBeUndefined();
  });

  it("keeps an address to one page, and off an address a redirect starts from", async () => {
    const first = await saveLandingPage(page("webinar-revops"), "editora");
    expect(first).toMatchObject({ ok: true });
    expect(await saveLandingPage(page("webinar-revops"), "editora")).toEqual({
      ok: false,
      reason: "address-taken",
    });
    await database.db.insert(redirects).values({ fromPath: "/promo", target: "/diagnostico" });
    expect(await saveLandingPage(page("promo"), "editora")).toEqual({
      ok: false,
      reason: "address-redirected",
    });
  });

  it("leaves a 301 at a published page's old address, and takes it back if the page does", async () => {
    const saved = await saveLandingPage(page("ebook-funil"), "editora");
    if (!saved?.ok) throw new Error("not saved");
    await saveLandingPage(page("ebook-funil-2027"), "editora", saved.id);
    expect(await redirectFor("/ebook-funil")).toEqual({ target: "/ebook-funil-2027", status: 301 });
    // The page goes back to its first address: the redirect it left is in its way no more.
    expect(await saveLandingPage(page("ebook-funil"), "editora", saved.id)).toMatchObject({
      ok: true,
    });
    expect(await redirectFor("/ebook-funil")).toBeUndefined();
    expect(await redirectFor("/ebook-funil-2027")).toEqual({ target: "/ebook-funil", status: 301 });
    expect((await listLandingRevisions(saved.id)).length).toBe(3);
    // A draft had no visitors to keep: its address changes without a redirect.
    const draft = await saveLandingPage(page("rascunho-a", { status: "draft" }), "editora");
    if (!draft?.ok) throw new Error("not saved");
    await saveLandingPage(page("rascunho-b", { status: "draft" }), "editora", draft.id);
    expect(await redirectFor("/rascunho-a")).toBeUndefined();
  });

  it("lists in the sitemap only pages public now and not hidden from search engines", async () => {
    await saveLandingPage(
      page("agendada", { publishAt: new Date("2026-12-01T12:00:00Z") }),
      "editora",
    );
    await saveLandingPage(page("oculta", { noindex: true }), "editora");
    const listed = (await indexedLandingPages(NOW)).map((row) => row.slug);
    expect(listed).toContain("webinar-revops");
    expect(listed).not.toContain("agendada");
    expect(listed).not.toContain("oculta");
    expect(listed).not.toContain("rascunho-b");
    expect(
      (await indexedLandingPages(new Date("2026-12-02T12:00:00Z"))).map((row) => row.slug),
    ).toContain("agendada");
  });

  it("finds a page's leads in the inbox, named by the page, and counts them on the dashboard", async () => {
    await database.db.insert(pageViewsDaily).values([
      { day: "2026-11-20", path: "/webinar-revops", device: "phone", views: 40, visitors: 30 },
      { day: "2026-11-21", path: "/webinar-revops", device: "desktop", views: 10, visitors: 9 },
      { day: "2026-11-21", path: "/oculta", device: "desktop", views: 5, visitors: 5 },
    ]);
    await database.db.insert(leads).values([
      lead("2026-11-20T10:00", "lp-webinar-revops"),
      lead("2026-11-21T10:00", "lp-webinar-revops", { formType: "newsletter" }),
      // Held by the spam guards: in the inbox's 'Suspeitos', not a lead of the page.
      lead("2026-11-21T11:00", "lp-webinar-revops", { status: "suspected", suspicion: "honeypot" }),
      // The same form elsewhere on the site, and another page's.
      lead("2026-11-21T12:00", undefined),
      lead("2026-11-21T13:00", "lp-ebook-funil", { formType: "download" }),
    ]);
    await personPerSubmission(database.db);

    const found = await listLeads(leadFilter({ landing: "webinar-revops" }));
    expect(found.total).toBe(2);
    expect(found.leads.map((row) => row.formId)).toEqual([
      "lp-webinar-revops",
      "lp-webinar-revops",
    ]);
    // An address no page could have filters nothing rather than everything.
    expect(leadFilter({ landing: "Nada Disso" })).toEqual({});

    let csv = "";
    for await (const chunk of leadsCsv(leadFilter({ landing: "webinar-revops" }))) csv += chunk;
    expect(csv).toContain("Diagnóstico — /webinar-revops");
    expect(csv).toContain("Newsletter — /webinar-revops");
    expect(csv).not.toContain("ebook-funil");

    const rows = await landingTable(periodRange(7, NOW));
    expect(rows.find((row) => row.slug === "webinar-revops")).toMatchObject({
      views: 50,
      people: 2,
    });
    expect(rows.find((row) => row.slug === "ebook-funil")).toMatchObject({ views: 0, people: 1 });
    // Hidden from search engines is still a page of the campaign: it is on the dashboard.
    expect(rows.find((row) => row.slug === "oculta")).toMatchObject({ views: 5, people: 0 });
    // A draft nobody saw is not a row.
    expect(rows.map((row) => row.slug)).not.toContain("rascunho-b");
    expect(rows[0]?.slug).toBe("webinar-revops");
  });

  it("keeps the leads when the page goes", async () => {
    const row = await landingPageBySlug("webinar-revops");
    if (!row) throw new Error("missing");
    await database.db.delete(tables.landingPages).where(eq(tables.landingPages.id, row.id));
    expect((await listLeads(leadFilter({ landing: "webinar-revops" }))).total).toBe(2);
  });
});
