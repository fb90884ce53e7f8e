import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, setDatabase } from "~/server/db/index.server";
import {
  deleteEntry,
  entryById,
  entryRevision,
  listEntries,
  listEntryRevisions,
  saveEntry,
} from "~/server/site/entries.server";
import {
  aboutTexts,
  allPartners,
  clientLogos,
  findCaseStudy,
  findService,
  homeTexts,
  listedCases,
  siteFaq,
  siteServices,
  siteTestimonials,
} from "~/server/site/public.server";
import { seedSiteContent } from "~/server/site/seed.server";
import * as about from "~content/about";
import { cases, listedCaseSlugs } from "~content/cases";
import * as home from "~content/home";
import { partnerCases } from "~content/partners";
import { listedServiceSlugs, services } from "~content/services";
import { describeOnTargets } from "../support/databases";

// The site's own content (ADR 0042) in the data layer, on PGlite and on PostgreSQL: content/
// becomes the first rows of an empty database and reads back exactly as the pages had it;
// drafts stay off the public reads; a published slug that changes keeps a redirect; every save
// keeps a revision.

describeOnTargets("site content on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
    setDatabase(database);
    await seedSiteContent(database.db);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await dispose();
  });

  it("seeds today's content once, and reads it back as the pages had it", async () => {
    expect(await seedSiteContent(database.db)).toBe(0);
    const listed = listedCaseSlugs.map((slug) => cases.find((c) => c.slug === slug));
    expect(await listedCases()).toEqual(listed);
    for (const study of cases) {
      expect((await findCaseStudy(study.slug)).item).toEqual(study);
    }
    const partners = await allPartners();
    expect([...partners].sort((a, b) => a.slug.localeCompare(b.slug))).toEqual(
      [...partnerCases].sort((a, b) => a.slug.localeCompare(b.slug)),
    );
    expect(await siteServices()).toEqual(services);
    expect((await siteServices({ listed: true })).map((s) => s.slug)).toEqual([
      ...listedServiceSlugs,
    ]);
    expect(await siteTestimonials()).toEqual(home.testimonials);
    expect(await siteFaq()).toEqual(home.faq);
    expect(await clientLogos()).toEqual(
      home.carouselPartners().map(({ name, url, logo }) => ({ name, url, logo })),
    );
    const texts = await homeTexts();
    expect(texts.hero).toEqual({
      ...home.hero,
      primary: "Solicitar diagnóstico",
      secondary: "Ver ROI comprovado",
      // No address of their own yet: where they always went.
      primaryTo: "/diagnostico",
      secondaryTo: "/cases",
    });
    expect(texts.journey).toEqual(home.journey);
    expect(texts.featuredQuote).toEqual(home.featuredQuote);
    expect(await aboutTexts()).toEqual({
      headings: {
        button: "Solicitar diagnóstico",
        timelineEyebrow: "2012 – 2026",
        timeline: "Nossa trajetória",
        values: "O que guia o nosso trabalho",
      },
      story: about.story,
      timeline: about.timeline,
      values: about.values,
      closingCta: about.closingCta,
    });
    // The case that moved before keeps its old address.
    expect((await findCaseStudy("first-security")).movedTo).toBe("security-first");
  });

  it("keeps a draft off the public reads until it is published", async () => {
    const faq = { question: "Pergunta nova?", answer: "Uma resposta com mais de vinte letras." };
    const saved = await saveEntry(
      { kind: "faq", slug: null, status: "draft", position: 0, data: faq },
      "editora",
    );
    if (!saved?.ok) throw new Error("não salvou");
    expect(await siteFaq()).not.toContainEqual(faq);
    expect(await siteFaq({ drafts: true })).toContainEqual(faq);
    await saveEntry(
      { kind: "faq", slug: null, status: "published", position: 0, data: faq },
      "editora",
      saved.id,
    );
    expect(await siteFaq()).toContainEqual(faq);
    expect(await listEntryRevisions(saved.id)).toHaveLength(2);
  });

  it("answers a published page's old slug with its new one; a draft's keeps nothing", async () => {
    const [row] = (await listEntries("service")).filter((r) => r.slug === "abm");
    if (!row) throw new Error("sem abm");
    await saveEntry(
      {
        kind: "service",
        slug: "abm-b2b",
        status: "published",
        position: row.position,
        data: row.data,
      },
      "editora",
      row.id,
    );
    expect((await findService("abm")).movedTo).toBe("abm-b2b");
    expect((await findService("abm-b2b")).item?.title).toBe(
      services.find((s) => s.slug === "abm")?.title,
    );
    // Taking the old slug back: it is a page again, no longer a redirect.
    await saveEntry(
      { kind: "service", slug: "abm", status: "published", position: row.position, data: row.data },
      "editora",
      row.id,
    );
    expect((await findService("abm")).item).toBeDefined();
    expect((await findService("abm-b2b")).movedTo).toBe("abm");

    const taken = await saveEntry(
      { kind: "service", slug: "revops", status: "draft", position: 0, data: row.data },
      "editora",
    );
    expect(taken).toEqual({ ok: false, reason: "slug-taken" });
  });

  it("restores a revision's data, and deleting takes the entry and its history", async () => {
    const [row] = await listEntries("testimonial");
    if (!row) throw new Error("sem depoimento");
    const original = row.data;
    await saveEntry(
      {
        kind: "testimonial",
        slug: null,
        status: "published",
        position: 0,
        data: { ...original, quote: "Mudou a citação do depoimento de exemplo." },
      },
      "editora",
      row.id,
    );
    const [latest, first] = await listEntryRevisions(row.id);
    expect(latest).toBeDefined();
    // The seed wrote no revision: the first save's is the only one.
    expect(first).toBeUndefined();
    const revision = await entryRevision(row.id, latest?.id ?? 0);
    expect(revision?.data.quote).toBe("Mudou a citação do depoimento de exemplo.");
    expect(await deleteEntry("faq", row.id)).toBe(false);
    expect(await deleteEntry("testimonial", row.id)).toBe(true);
    expect(await entryById(row.id)).toBeUndefined();
    expect(await listEntryRevisions(row.id)).toHaveLength(0);
  });
});
