// Each kind of site content the admin edits: where its screens are, what it is called, and its
// fields (ADR 0042). The editor, the server's checks and the lists all read this table.

import type { CollectionKind } from "~/lib/admin-kinds/kinds";
import { collectionSegment } from "~/lib/admin-kinds/kinds";
import { siteContentCopy as copy } from "~content/admin-site-content";
import { area, col, icons, testimonialFields, text } from "./field-builders";
import type { FieldSpec } from "./fields";
import type { PageKind } from "./page-kinds";

export type { CollectionKind };
export type EntryKind = CollectionKind | PageKind;

export interface CollectionSpec {
  kind: CollectionKind;
  /** The admin list's address segment: /admin/{segment}. */
  segment: string;
  words: (typeof copy.kinds)[CollectionKind];
  /** Kinds with a page of their own have a slug, and a change of it answers 301. */
  page?: (slug: string, data: Record<string, unknown>) => string;
  /** Every public page of a published entry, for the sitemap (a case may have two). */
  sitemap?: (slug: string, data: Record<string, unknown>) => string[];
  /** A public page listing the kind's entries: its address and its social card (ADR 0018). */
  listPage?: { path: string; card: { title: string; kind: string } };
  /** The list's name for an entry. */
  titleOf: (data: Record<string, unknown>) => string;
  fields: FieldSpec[];
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

export const collections: Record<CollectionKind, CollectionSpec> = {
  case: {
    kind: "case",
    segment: collectionSegment("case"),
    words: copy.kinds.case,
    // A case with only a partner page is seen there.
    page: (slug, data) => (data.study ? `/cases/${slug}` : `/partners/${slug}`),
    sitemap: (slug, data) => [
      ...(data.study ? [`/cases/${slug}`] : []),
      ...(data.partner ? [`/partners/${slug}`] : []),
    ],
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
    segment: collectionSegment("service"),
    words: copy.kinds.service,
    page: (slug) => `/servicos/${slug}`,
    sitemap: (slug) => [`/servicos/${slug}`],
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
    segment: collectionSegment("testimonial"),
    words: copy.kinds.testimonial,
    titleOf: (data) => str(data.author),
    fields: testimonialFields(true).map((f) => (f.type === "image" ? { ...f, required: true } : f)),
  },
  faq: {
    kind: "faq",
    segment: collectionSegment("faq"),
    words: copy.kinds.faq,
    titleOf: (data) => str(data.question),
    fields: [text("question", copy.f.question, 200), area("answer", copy.f.answer, 1500)],
  },
  logo: {
    kind: "logo",
    segment: collectionSegment("logo"),
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

export const collectionBySegment = (segment: string) =>
  Object.values(collections).find((c) => c.segment === segment);

/** The social cards of the kinds' public list pages, by address. */
export const listPageCards: Readonly<Record<string, { title: string; kind: string }>> =
  Object.fromEntries(
    Object.values(collections).flatMap((spec) =>
      spec.listPage ? [[spec.listPage.path, spec.listPage.card]] : [],
    ),
  );
