// Each kind of site content the admin edits: where its screens are, what it is called, and its
// fields (ADR 0042). The editor, the server's checks and the lists all read this table.

import { siteContentCopy as copy } from "~content/admin-site-content";
import { IconName } from "~content/schema";
import type { ColumnSpec, FieldSpec } from "./fields";

export type CollectionKind = "case" | "service" | "testimonial" | "faq" | "logo";
export type PageKind = "home" | "about";
export type EntryKind = CollectionKind | PageKind;

const icons = IconName.options.map((value) => ({ value, label: copy.icons[value] ?? value }));
const text = (name: string, label: string, max: number, required = true): FieldSpec => ({
  type: "text",
  name,
  label,
  max,
  required,
});
const area = (name: string, label: string, max: number, required = true): FieldSpec => ({
  type: "textarea",
  name,
  label,
  max,
  required,
});
const heading = (name: string, label: string): FieldSpec => ({
  type: "section",
  name,
  label,
  fields: [text("heading", copy.f.heading, 160), area("intro", copy.f.text, 600)],
});
const col = (name: string, label: string, max: number, extra?: Partial<ColumnSpec>) => ({
  name,
  label,
  max,
  ...extra,
});

/** Cards of a title, a text and an icon: the home's benefits, About's values. */
const features = (name: string, label: string): FieldSpec => ({
  type: "rows",
  name,
  label,
  min: 1,
  most: 8,
  columns: [
    col("title", copy.f.title, 120),
    col("text", copy.f.text, 400),
    col("icon", copy.f.icon, 20, { options: icons }),
  ],
});

const testimonialFields = (photo: boolean): FieldSpec[] => [
  area("quote", copy.f.quote, 600),
  text("author", copy.f.author, 120),
  text("role", copy.f.role, 120),
  ...(photo ? [{ type: "image", name: "avatar", label: copy.f.photo } as FieldSpec] : []),
];

export interface CollectionSpec {
  kind: CollectionKind;
  /** The admin list's address segment: /admin/{segment}. */
  segment: string;
  words: (typeof copy.kinds)[CollectionKind];
  /** Kinds with a page of their own have a slug, and a change of it answers 301. */
  page?: (slug: string, data: Record<string, unknown>) => string;
  /** The list's name for an entry. */
  titleOf: (data: Record<string, unknown>) => string;
  fields: FieldSpec[];
}

export interface PageSpec {
  kind: PageKind;
  segment: string;
  words: (typeof copy.pages)[PageKind];
  path: string;
  fields: FieldSpec[];
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

export const collections: Record<CollectionKind, CollectionSpec> = {
  case: {
    kind: "case",
    segment: "cases",
    words: copy.kinds.case,
    // A case with only a partner page is seen there.
    page: (slug, data) => (data.study ? `/cases/${slug}` : `/partners/${slug}`),
    titleOf: (data) => str(data.company),
    fields: [
      text("company", copy.f.company, 100),
      text("category", copy.f.category, 60),
      { type: "image", name: "logo", label: copy.f.logo, required: true },
      { type: "checkbox", name: "listed", label: copy.f.listedCase },
      {
        type: "section",
        name: "study",
        label: copy.f.casePage,
        optional: true,
        fields: [
          text("title", copy.f.title, 160),
          text("result", copy.f.result, 200),
          { type: "image", name: "cover", label: copy.f.cover, required: true },
          area("description", copy.f.summary, 400, false),
          { type: "lines", name: "tags", label: copy.f.tags, max: 400, most: 6 },
          {
            type: "paragraphs",
            name: "challenge",
            label: copy.f.challenge,
            max: 3000,
            min: 1,
            most: 3,
          },
          {
            type: "paragraphs",
            name: "solution",
            label: copy.f.solution,
            max: 3000,
            min: 1,
            most: 3,
          },
          {
            type: "rows",
            name: "metrics",
            label: copy.f.metrics,
            min: 4,
            most: 4,
            columns: [col("value", copy.f.value, 40), col("label", copy.f.label, 120)],
          },
          {
            type: "lines",
            name: "results",
            label: copy.f.results,
            hint: copy.f.onePerLine,
            max: 3000,
            min: 3,
            most: 6,
          },
          {
            type: "section",
            name: "testimonial",
            label: copy.f.testimonial,
            fields: testimonialFields(false).concat({
              type: "image",
              name: "photo",
              label: copy.f.photo,
            }),
          },
        ],
      },
      {
        type: "section",
        name: "partner",
        label: copy.f.partnerPage,
        optional: true,
        fields: [
          area("description", copy.f.description, 400),
          {
            type: "lines",
            name: "tags",
            label: copy.f.tags,
            hint: copy.f.onePerLine,
            max: 400,
            min: 2,
            most: 5,
          },
          { type: "image", name: "cover", label: copy.f.cover, required: true },
          {
            type: "paragraphs",
            name: "strategy",
            label: copy.f.strategy,
            max: 3000,
            min: 2,
            most: 4,
          },
          {
            type: "lines",
            name: "results",
            label: copy.f.partnerResults,
            hint: copy.f.onePerLine,
            max: 3000,
            min: 3,
            most: 6,
          },
          {
            type: "section",
            name: "testimonial",
            label: copy.f.testimonial,
            optional: true,
            fields: testimonialFields(false),
          },
        ],
      },
    ],
  },
  service: {
    kind: "service",
    segment: "servicos",
    words: copy.kinds.service,
    page: (slug) => `/servicos/${slug}`,
    titleOf: (data) => str(data.title),
    fields: [
      text("title", copy.f.title, 120),
      area("description", copy.f.serviceSummary, 400),
      { type: "select", name: "icon", label: copy.f.icon, options: icons, required: true },
      { type: "checkbox", name: "listed", label: copy.f.listedService },
      { type: "image", name: "cover", label: copy.f.cover, required: true },
      {
        type: "lines",
        name: "features",
        label: copy.f.features,
        hint: copy.f.onePerLine,
        max: 1000,
        min: 4,
        most: 4,
      },
      {
        type: "rows",
        name: "benefits",
        label: copy.f.benefits,
        min: 5,
        most: 5,
        columns: [col("title", copy.f.title, 120), col("text", copy.f.text, 400)],
      },
      area("help", copy.f.help, 600),
      {
        type: "rows",
        name: "caseStudies",
        label: copy.f.relatedCases,
        hint: copy.f.relatedCasesHint,
        min: 2,
        most: 2,
        columns: [
          col("company", copy.f.company, 100),
          col("result", copy.f.result, 200),
          col("slug", copy.f.caseSlug, 80),
        ],
      },
    ],
  },
  testimonial: {
    kind: "testimonial",
    segment: "depoimentos",
    words: copy.kinds.testimonial,
    titleOf: (data) => str(data.author),
    fields: testimonialFields(true).map((f) => (f.type === "image" ? { ...f, required: true } : f)),
  },
  faq: {
    kind: "faq",
    segment: "faq",
    words: copy.kinds.faq,
    titleOf: (data) => str(data.question),
    fields: [text("question", copy.f.question, 200), area("answer", copy.f.answer, 1500)],
  },
  logo: {
    kind: "logo",
    segment: "logos",
    words: copy.kinds.logo,
    titleOf: (data) => str(data.name),
    fields: [
      text("name", copy.f.name, 100),
      { type: "image", name: "logo", label: copy.f.logo, required: true },
      {
        type: "text",
        name: "url",
        label: copy.f.link,
        hint: copy.f.linkHint,
        max: 300,
        format: "link",
      },
    ],
  },
};

export const pageKinds: Record<PageKind, PageSpec> = {
  home: {
    kind: "home",
    segment: "pagina-inicial",
    words: copy.pages.home,
    path: "/",
    fields: [
      {
        type: "section",
        name: "hero",
        label: copy.f.hero,
        fields: [
          text("eyebrow", copy.f.eyebrow, 120),
          text("heading", copy.f.headline, 160),
          area("intro", copy.f.subheadline, 400),
          text("primary", copy.f.primaryButton, 60),
          text("secondary", copy.f.secondaryButton, 60),
        ],
      },
      {
        type: "rows",
        name: "resultFigures",
        label: copy.f.figures,
        min: 1,
        most: 4,
        columns: [
          col("value", copy.f.value, 20),
          col("label", copy.f.label, 80),
          col("description", copy.f.text, 300),
        ],
      },
      features("benefits", copy.f.benefits),
      {
        type: "section",
        name: "headings",
        label: copy.f.sectionHeadings,
        fields: [
          text("results", copy.f.resultsHeading, 160),
          text("whyUs", copy.f.whyUsHeading, 160),
          text("servicesButton", copy.f.servicesButton, 60),
          text("partners", copy.f.partnersHeading, 160),
          text("testimonials", copy.f.testimonialsHeading, 160),
          text("faq", copy.f.faqHeading, 160),
        ],
      },
      heading("servicesTeaser", copy.f.servicesTeaser),
      heading("casesTeaser", copy.f.casesTeaser),
      heading("journeyIntro", copy.f.journeyIntro),
      {
        type: "rows",
        name: "journey",
        label: copy.f.journey,
        hint: copy.f.journeyHint,
        min: 1,
        most: 8,
        columns: [col("title", copy.f.title, 80), col("items", copy.f.items, 600, { lines: true })],
      },
      {
        type: "section",
        name: "featuredQuote",
        label: copy.f.featuredQuote,
        fields: testimonialFields(false),
      },
      heading("contact", copy.f.contact),
    ],
  },
  about: {
    kind: "about",
    segment: "quem-somos",
    words: copy.pages.about,
    path: "/quem-somos",
    fields: [
      {
        type: "section",
        name: "headings",
        label: copy.f.sectionHeadings,
        fields: [
          text("button", copy.f.introButton, 60),
          text("timelineEyebrow", copy.f.timelineEyebrow, 40),
          text("timeline", copy.f.timelineHeading, 160),
          text("values", copy.f.valuesHeading, 160),
        ],
      },
      {
        type: "section",
        name: "story",
        label: copy.f.story,
        fields: [
          text("heading", copy.f.heading, 160),
          {
            type: "paragraphs",
            name: "paragraphs",
            label: copy.f.paragraphs,
            max: 4000,
            min: 1,
            most: 6,
          },
        ],
      },
      {
        type: "rows",
        name: "timeline",
        label: copy.f.timeline,
        min: 1,
        most: 12,
        columns: [
          col("year", copy.f.year, 4),
          col("title", copy.f.title, 120),
          col("text", copy.f.text, 400),
        ],
      },
      features("values", copy.f.values),
      {
        type: "section",
        name: "closingCta",
        label: copy.f.closingCta,
        fields: [
          text("heading", copy.f.heading, 160),
          area("text", copy.f.text, 600),
          text("button", copy.f.buttonText, 60),
        ],
      },
    ],
  },
};

export const collectionBySegment = (segment: string) =>
  Object.values(collections).find((c) => c.segment === segment);
export const pageBySegment = (segment: string) =>
  Object.values(pageKinds).find((p) => p.segment === segment);
