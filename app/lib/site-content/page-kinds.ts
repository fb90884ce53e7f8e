// The pages whose texts the admin edits as a whole (ADR 0042): the home and About.

import type { PageKind } from "~/lib/admin-kinds/kinds";
import { sitePageSegment } from "~/lib/admin-kinds/kinds";
import { siteContentCopy as copy } from "~content/admin-site-content";
import { area, col, features, heading, testimonialFields, text } from "./field-builders";
import type { FieldSpec } from "./fields";

export type { PageKind };

export interface PageSpec {
  kind: PageKind;
  segment: string;
  words: (typeof copy.pages)[PageKind];
  path: string;
  fields: FieldSpec[];
}

/** Where the home's buttons go while the admin gives them no address of their own. */
export const HOME_LINKS = { primary: "/diagnostico", secondary: "/cases", services: "/servicos" };

const buttonLink = (name: string, label: string, fallback: string): FieldSpec => ({
  type: "text",
  name,
  label,
  max: 300,
  format: "link",
  hint: copy.f.buttonLinkHint(fallback),
});

export const pageKinds: Record<PageKind, PageSpec> = {
  home: {
    kind: "home",
    segment: sitePageSegment("home"),
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
          buttonLink("primaryLink", copy.f.primaryLink, HOME_LINKS.primary),
          text("secondary", copy.f.secondaryButton, 60),
          buttonLink("secondaryLink", copy.f.secondaryLink, HOME_LINKS.secondary),
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
          buttonLink("servicesLink", copy.f.servicesLink, HOME_LINKS.services),
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
    segment: sitePageSegment("about"),
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

export const pageBySegment = (segment: string) =>
  Object.values(pageKinds).find((p) => p.segment === segment);
