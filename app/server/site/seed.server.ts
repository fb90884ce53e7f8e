// The site's content as the first rows of an empty database (ADR 0042): what content/ held,
// so a new site shows what it always showed; from then on the database is the source.
import * as about from "~content/about";
import { caseRedirects, cases, listedCaseSlugs } from "~content/cases";
import * as home from "~content/home";
import { partnerCases } from "~content/partners";
import { listedServiceSlugs, services } from "~content/services";
import type { Db } from "../db/client.server";
import { seedLog, siteEntries, siteEntryRedirects } from "../db/schema.server";

type Row = typeof siteEntries.$inferInsert;

function caseRows(): Row[] {
  const slugs = [...new Set([...cases.map((c) => c.slug), ...partnerCases.map((p) => p.slug)])];
  const listed: readonly string[] = listedCaseSlugs;
  return slugs.map((slug, index) => {
    const study = cases.find((c) => c.slug === slug);
    const partner = partnerCases.find((p) => p.slug === slug);
    const first = study ?? partner;
    if (!first) throw new Error(`case sem conteúdo: ${slug}`);
    return {
      kind: "case",
      slug,
      status: "published",
      position: listed.includes(slug) ? listed.indexOf(slug) : listed.length + index,
      data: {
        company: study?.company ?? partner?.name,
        category: first.category,
        logo: first.logo,
        listed: listed.includes(slug),
        study: study && {
          title: study.title,
          result: study.result,
          cover: study.cover,
          description: study.description ?? "",
          tags: study.tags ?? [],
          challenge: study.challenge,
          solution: study.solution,
          metrics: study.metrics,
          results: study.results,
          testimonial: {
            quote: study.quote,
            author: study.author,
            role: study.role,
            photo: study.authorImage,
          },
        },
        partner: partner && {
          description: partner.description,
          tags: partner.tags,
          cover: partner.cover,
          strategy: partner.strategy,
          results: partner.results,
          testimonial: partner.testimonial,
        },
      },
    };
  });
}

function serviceRows(): Row[] {
  const listed: readonly string[] = listedServiceSlugs;
  return services.map(({ slug, ...service }, index) => ({
    kind: "service",
    slug,
    status: "published",
    position: index,
    data: { ...service, listed: listed.includes(slug) },
  }));
}

const plain = (kind: string, items: Record<string, unknown>[]): Row[] =>
  items.map((data, position) => ({ kind, slug: null, status: "published", position, data }));

function homeData() {
  return {
    hero: { ...home.hero, primary: "Solicitar diagnóstico", secondary: "Ver ROI comprovado" },
    resultFigures: home.resultFigures,
    benefits: home.benefits,
    headings: {
      results: "Números que nossos clientes sentem no caixa",
      whyUs: "Por que escolher a nossa consultoria",
      servicesButton: "Ver todos os serviços",
      partners: "Empresas que crescem com a gente",
      testimonials: "O que dizem nossos clientes",
      faq: "Perguntas frequentes",
    },
    servicesTeaser: home.servicesTeaser,
    casesTeaser: home.casesTeaser,
    journeyIntro: home.journeyIntro,
    journey: home.journey,
    featuredQuote: home.featuredQuote,
    contact: home.contact,
  };
}

function aboutData() {
  return {
    headings: {
      button: "Solicitar diagnóstico",
      timelineEyebrow: "2012 – 2026",
      timeline: "Nossa trajetória",
      values: "O que guia o nosso trabalho",
    },
    story: about.story,
    timeline: about.timeline.map((m) => ({ ...m, year: String(m.year) })),
    values: about.values,
    closingCta: about.closingCta,
  };
}

/** Every first row, in the order the lists show them. */
export function seedRows(): Row[] {
  return [
    ...caseRows(),
    ...serviceRows(),
    ...plain("testimonial", home.testimonials),
    ...plain("faq", home.faq),
    ...plain(
      "logo",
      home.carouselPartners().map(({ name, logo, url }) => ({ name, logo, url })),
    ),
    ...plain("home", [homeData()]),
    ...plain("about", [aboutData()]),
  ];
}

/**
 * Once per database (seed_log), into an empty table only: instances starting together agree
 * through the seed_log row, and a site whose team deleted everything stays empty.
 */
export async function seedSiteContent(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedLog)
      .values({ name: "site-content" })
      .onConflictDoNothing()
      .returning({ name: seedLog.name });
    if (claimed.length === 0) return 0;
    const [existing] = await tx.select({ id: siteEntries.id }).from(siteEntries).limit(1);
    if (existing) return 0;
    const rows = seedRows();
    const stored = await tx
      .insert(siteEntries)
      .values(rows)
      .returning({ id: siteEntries.id, kind: siteEntries.kind, slug: siteEntries.slug });
    // The cases' old addresses, which answered 301 before too.
    const moved = Object.entries(caseRedirects).flatMap(([oldSlug, slug]) => {
      const entry = stored.find((row) => row.kind === "case" && row.slug === slug);
      return entry ? [{ kind: "case", oldSlug, entryId: entry.id }] : [];
    });
    if (moved.length) await tx.insert(siteEntryRedirects).values(moved);
    return rows.length;
  });
}
