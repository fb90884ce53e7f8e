// What public pages read of the site's content (ADR 0042): the stored entries in the shapes
// the pages always had (content/schema.ts), so the pages' components did not change.

import { LRUCache } from "lru-cache";
import type { z } from "zod";
import { collections, type EntryKind } from "~/lib/site-content/kinds";
import { HOME_LINKS } from "~/lib/site-content/page-kinds";
import type {
  CaseStudy,
  FaqItem,
  Feature,
  Image,
  JourneyStep,
  Milestone,
  PartnerCase,
  ResultFigure,
  Service,
  Testimonial,
} from "~content/schema";
import { logger } from "../logger.server";
import {
  type EntryRow,
  entryBySlug,
  pageEntry,
  publishedCasesBySlug,
  publishedEntries,
  redirectedEntrySlug,
} from "./entries.server";

type Data = Record<string, unknown>;
interface Reading {
  /** A signed-in preview: drafts count as published. */
  drafts?: boolean;
}

const obj = (value: unknown): Data =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Data) : {};
const str = (value: unknown) => (typeof value === "string" ? value : "");
const list = <T = string>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
const image = (value: unknown) =>
  value && typeof value === "object" ? (value as Image) : undefined;

interface TestimonialData {
  quote: string;
  author: string;
  role: string;
  photo?: Image;
}

/** A case entry as the case page's `CaseStudy`; undefined when it has no case page. */
export function caseStudyOf(row: EntryRow): CaseStudy | undefined {
  const data = row.data;
  const study = data.study ? obj(data.study) : undefined;
  if (!study || !row.slug) return undefined;
  const testimonial = obj(study.testimonial) as Partial<TestimonialData>;
  const tags = list(study.tags);
  return {
    slug: row.slug,
    company: str(data.company),
    category: str(data.category),
    title: str(study.title),
    result: str(study.result),
    ...(str(study.description) ? { description: str(study.description) } : {}),
    ...(tags.length ? { tags } : {}),
    logo: image(data.logo) as Image,
    cover: image(study.cover) as Image,
    challenge: list(study.challenge),
    solution: list(study.solution),
    metrics: list(study.metrics),
    results: list(study.results),
    quote: str(testimonial.quote),
    author: str(testimonial.author),
    role: str(testimonial.role),
    ...(testimonial.photo ? { authorImage: testimonial.photo } : {}),
  };
}

/** A case entry as the partner page's `PartnerCase`; undefined when it has none. */
export function partnerOf(row: EntryRow): PartnerCase | undefined {
  const data = row.data;
  const partner = data.partner ? obj(data.partner) : undefined;
  if (!partner || !row.slug) return undefined;
  const testimonial = partner.testimonial
    ? (obj(partner.testimonial) as unknown as TestimonialData)
    : undefined;
  return {
    slug: row.slug,
    name: str(data.company),
    category: str(data.category),
    description: str(partner.description),
    tags: list(partner.tags),
    logo: image(data.logo) as Image,
    cover: image(partner.cover) as Image,
    strategy: list(partner.strategy),
    results: list(partner.results),
    ...(testimonial
      ? {
          testimonial: {
            quote: testimonial.quote,
            author: testimonial.author,
            role: testimonial.role,
          },
        }
      : {}),
  };
}

/**
 * The last rows each list read: if the database cannot answer, a page shows what it showed a
 * moment ago rather than an error (a lead form refused meanwhile comes back on its page). One
 * entry per kind and preview flag: at most a few dozen.
 */
const lastRead = new LRUCache<string, EntryRow[]>({ max: 32 });

async function remembered(key: string, read: () => Promise<EntryRow[]>) {
  try {
    const rows = await read();
    lastRead.set(key, rows);
    return rows;
  } catch (error) {
    const rows = lastRead.get(key);
    if (!rows) throw error;
    logger.warn(
      { err: error, key },
      "conteúdo do site lido da última consulta: banco indisponível",
    );
    return rows;
  }
}

const published = (kind: EntryKind, reading: Reading = {}) =>
  remembered(`${kind}:${Boolean(reading.drafts)}`, () => publishedEntries(kind, reading));

const page = async (kind: EntryKind) =>
  (await remembered(kind, async () => [await pageEntry(kind)].flatMap((row) => row ?? [])))[0];

/** The cases of /cases and the home, in order: published, with a case page, listed. */
export async function listedCases(reading?: Reading) {
  const rows = await published("case", reading);
  return rows.flatMap((row) => (row.data.listed ? (caseStudyOf(row) ?? []) : []));
}

/** Every public page of every published entry of the kinds that have pages (the sitemap). */
export async function entryPagePaths() {
  const kinds = Object.values(collections).filter((spec) => spec.sitemap);
  const rows = await Promise.all(kinds.map((spec) => published(spec.kind)));
  return kinds.flatMap((spec, i) =>
    (rows[i] ?? []).flatMap((row) => (row.slug ? (spec.sitemap?.(row.slug, row.data) ?? []) : [])),
  );
}

/** Every partner page (the sitemap). */
export async function allPartners() {
  return (await published("case")).flatMap((row) => partnerOf(row) ?? []);
}

/**
 * A page's entry by slug, drafts included (the page shows a draft only to the team): the item,
 * whether it is a draft, or the slug its page moved to.
 */
async function findPage<T>(
  kind: EntryKind,
  slug: string,
  convert: (row: EntryRow) => T | undefined,
) {
  const row = await entryBySlug(kind, slug, { drafts: true });
  const item = row && convert(row);
  if (row && item) return { item, draft: row.status !== "published" };
  return { item: undefined, draft: false, movedTo: await redirectedEntrySlug(kind, slug) };
}

export const findCaseStudy = (slug: string) => findPage("case", slug, caseStudyOf);
export const findPartner = (slug: string) => findPage("case", slug, partnerOf);

export function serviceOf(row: EntryRow): Service {
  const data = row.data;
  return {
    slug: row.slug ?? "",
    title: str(data.title),
    description: str(data.description),
    icon: str(data.icon) as Service["icon"],
    features: list(data.features),
    benefits: list(data.benefits),
    help: str(data.help),
    cover: image(data.cover) as Image,
    caseStudies: list(data.caseStudies),
  };
}

/** Every published service in order; `listed` only those /servicos lists. */
export async function siteServices({
  listed = false,
  ...reading
}: Reading & { listed?: boolean } = {}) {
  const rows = await published("service", reading);
  return rows.filter((row) => !listed || row.data.listed).map(serviceOf);
}

export const findService = (slug: string) => findPage("service", slug, serviceOf);

/** The case pages' covers, by slug, for a service's case cards: one query for all of them. */
export async function caseCovers(slugs: string[]) {
  const rows = await publishedCasesBySlug(slugs.slice(0, 4));
  return Object.fromEntries(
    slugs.map((slug) => {
      const row = rows.find((r) => r.slug === slug);
      return [slug, (row && caseStudyOf(row)?.cover) ?? null];
    }),
  ) as Record<string, Image | null>;
}

export const testimonialOf = (row: EntryRow): z.infer<typeof Testimonial> => ({
  quote: str(row.data.quote),
  author: str(row.data.author),
  role: str(row.data.role),
  avatar: image(row.data.avatar) as Image,
});

export const faqItemOf = (row: EntryRow): z.infer<typeof FaqItem> => ({
  question: str(row.data.question),
  answer: str(row.data.answer),
});

export async function siteTestimonials(reading?: Reading) {
  return (await published("testimonial", reading)).map(testimonialOf);
}

export async function siteFaq(reading?: Reading) {
  return (await published("faq", reading)).map(faqItemOf);
}

export interface ClientLogo {
  name: string;
  url: string;
  logo: Image;
}

export async function clientLogos(reading?: Reading) {
  return (await published("logo", reading)).map(
    (row): ClientLogo => ({
      name: str(row.data.name),
      url: str(row.data.url),
      logo: image(row.data.logo) as Image,
    }),
  );
}

const section = (data: Data, name: string) => obj(data[name]);

/** The home's texts; what the seed wrote when nobody has edited them. */
export async function homeTexts() {
  const data = (await page("home"))?.data ?? {};
  const hero = section(data, "hero");
  const headings = section(data, "headings");
  const pair = (name: string) => {
    const s = section(data, name);
    return { heading: str(s.heading), intro: str(s.intro) };
  };
  const quote = section(data, "featuredQuote");
  return {
    hero: {
      eyebrow: str(hero.eyebrow),
      heading: str(hero.heading),
      intro: str(hero.intro),
      primary: str(hero.primary),
      primaryTo: str(hero.primaryLink) || HOME_LINKS.primary,
      secondary: str(hero.secondary),
      secondaryTo: str(hero.secondaryLink) || HOME_LINKS.secondary,
    },
    resultFigures: list<z.infer<typeof ResultFigure>>(data.resultFigures),
    benefits: list<z.infer<typeof Feature>>(data.benefits),
    headings: {
      results: str(headings.results),
      whyUs: str(headings.whyUs),
      servicesButton: str(headings.servicesButton),
      servicesTo: str(headings.servicesLink) || HOME_LINKS.services,
      partners: str(headings.partners),
      testimonials: str(headings.testimonials),
      faq: str(headings.faq),
    },
    servicesTeaser: pair("servicesTeaser"),
    casesTeaser: pair("casesTeaser"),
    journeyIntro: pair("journeyIntro"),
    journey: list<z.infer<typeof JourneyStep>>(data.journey),
    featuredQuote: { quote: str(quote.quote), author: str(quote.author), role: str(quote.role) },
    contact: pair("contact"),
  };
}

export async function aboutTexts() {
  const data = (await page("about"))?.data ?? {};
  const story = section(data, "story");
  const cta = section(data, "closingCta");
  const headings = section(data, "headings");
  return {
    headings: {
      button: str(headings.button),
      timelineEyebrow: str(headings.timelineEyebrow),
      timeline: str(headings.timeline),
      values: str(headings.values),
    },
    story: { heading: str(story.heading), paragraphs: list(story.paragraphs) },
    timeline: list<Data>(data.timeline).map(
      (m): z.infer<typeof Milestone> => ({
        year: Number(m.year),
        title: str(m.title),
        text: str(m.text),
      }),
    ),
    values: list<z.infer<typeof Feature>>(data.values),
    closingCta: { heading: str(cta.heading), text: str(cta.text), button: str(cta.button) },
  };
}
