import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { materialSlug } from "~/lib/materials";
import * as about from "~content/about";
import { brand } from "~content/brand";
import { caseRedirects, cases, listedCaseSlugs } from "~content/cases";
import * as community from "~content/community";
import * as diagnosis from "~content/diagnosis";
import { enicsPage } from "~content/enics";
import * as home from "~content/home";
import { staticMaterials } from "~content/materials";
import { footerColumns, legalLinks, mainNav, primaryCta } from "~content/navigation";
import { pages } from "~content/pages";
import { partnerCases } from "~content/partners";
import {
  Benefit,
  CaseStudy,
  FaqItem,
  Feature,
  JourneyStep,
  Milestone,
  PartnerCase,
  ResultFigure,
  Service,
  Testimonial,
} from "~content/schema";
import { findService, listedServiceSlugs, services } from "~content/services";

const unique = (values: string[]) => new Set(values).size === values.length;
const https = z.url({ protocol: /^https$/ });

describe("content", () => {
  it("holds the spec's catalogues, valid and with unique slugs", () => {
    z.array(Service).length(7).parse(services);
    z.array(CaseStudy).length(10).parse(cases);
    z.array(PartnerCase).length(11).parse(partnerCases);
    expect(staticMaterials).toHaveLength(13);
    expect(services.slice(0, 4).map((s) => s.title)).toEqual([
      "Automação de Revenue",
      "Revenue Intelligence",
      "Revenue Operations",
      "Integração de Sistemas",
    ]);
    expect(listedServiceSlugs).toHaveLength(6);
    expect(listedCaseSlugs).toEqual([
      "enics",
      "heineken",
      "agence-mr",
      "toefl",
      "datavoxx",
      "security-first",
    ]);
    for (const slugs of [
      services.map((s) => s.slug),
      cases.map((c) => c.slug),
      partnerCases.map((p) => p.slug),
      staticMaterials.map(materialSlug),
    ]) {
      expect(unique(slugs)).toBe(true);
    }
  });

  it("holds the home page's sections with the spec's counts", () => {
    z.array(ResultFigure).length(6).parse(home.resultFigures);
    z.array(Benefit).length(6).parse(home.benefits);
    z.array(JourneyStep).length(6).parse(home.journey);
    z.array(Testimonial).length(6).parse(home.testimonials);
    z.array(FaqItem).length(6).parse(home.faq);
    expect(home.carouselPartners()).toHaveLength(9);
    expect(unique(home.carouselPartners().map((p) => p.slug))).toBe(true);
  });

  it("holds the about, community and diagnosis pages' content", () => {
    const timeline = z.array(Milestone).length(9).parse(about.timeline);
    expect(timeline.map((m) => m.year)).toEqual([
      2012, 2014, 2016, 2018, 2019, 2021, 2023, 2025, 2026,
    ]);
    z.array(Feature).length(6).parse(about.values);
    z.array(Feature).length(3).parse(community.reasons);
    z.array(Feature).length(4).parse(community.memberBenefits);
    z.array(Feature).length(3).parse(community.careerPerks);
    z.array(Feature).length(6).parse(diagnosis.deliverables);
    expect(diagnosis.steps).toHaveLength(3);
  });

  it("links only to pages that exist", () => {
    const caseSlugs = cases.map((c) => c.slug);
    for (const service of services) {
      for (const study of service.caseStudies) expect(caseSlugs).toContain(study.slug);
    }
    for (const target of Object.values(caseRedirects)) expect(caseSlugs).toContain(target);
    for (const partner of home.carouselPartners()) {
      expect(partner.url).toBe(`/partners/${partner.slug}`);
      expect(partnerCases.map((p) => p.slug)).toContain(partner.slug);
    }
    for (const slug of enicsPage.relatedServices) expect(findService(slug)).toBeDefined();
  });

  it("has a file for every image it names", () => {
    const images = JSON.stringify([services, cases, partnerCases, home]).match(
      /\/images\/[\w/.-]+\.svg/g,
    );
    expect(images?.length).toBeGreaterThan(50);
    for (const src of new Set(images)) {
      expect(existsSync(path.join("public", src)), src).toBe(true);
    }
  });

  it("uses no figure that the spec does not give", () => {
    const allowed = new Set([
      "150",
      "2019",
      "32%",
      "6",
      "5x",
      "24%",
      "30",
      "45",
      "38%",
      "3.000",
      "45%",
      "40%",
      "10.000",
      // Image sizes, B2B, years of the timeline and counts that are not claims.
      "240",
      "80",
      "1200",
      "600",
      "96",
      "2",
      "3",
      "4",
      "5",
      "7",
      "18",
      "15",
      "2012",
      "2014",
      "2016",
      "2018",
      "2021",
      "2023",
      "2025",
      "2026",
    ]);
    const text = JSON.stringify([
      services,
      cases,
      partnerCases,
      home,
      about,
      community,
      diagnosis,
      enicsPage,
    ]);
    const figures = new Set(text.match(/\d[\d.]*\d%?x?|\d%?x?/g));
    const unexpected = [...figures].filter((f) => !allowed.has(f.replace(/\.$/, "")));
    expect(unexpected).toEqual([]);
  });

  it("has the seven header links, the footer columns and the legal links of the spec", () => {
    expect(mainNav.map((l) => l.label)).toEqual([
      "Home",
      "Serviços",
      "Cases",
      "Materiais",
      "Comunidade",
      "Quem Somos",
      "Blog",
    ]);
    expect(primaryCta).toEqual({ label: "Solicitar diagnóstico", to: "/diagnostico" });
    expect(footerColumns.map((c) => [c.title, c.links.map((l) => l.label)])).toEqual([
      ["Navegação", ["Home", "Cases", "Quem Somos"]],
      ["Conteúdo", ["Blog", "Serviços", "Materiais", "Comunidade"]],
    ]);
    expect(legalLinks.map((l) => l.to)).toEqual(["/privacidade", "/termos-de-uso"]);
  });

  it("keeps the brand's external addresses absolute and secure", () => {
    for (const url of [
      ...Object.values(brand.social),
      brand.partner.url,
      ...Object.values(brand.links),
    ]) {
      expect(https.safeParse(url).success, url).toBe(true);
    }
    expect(z.email().safeParse(brand.contactEmail).success).toBe(true);
  });

  it("gives every page a unique title, a description of search-result length and a heading", () => {
    for (const [key, copy] of Object.entries(pages)) {
      expect(copy.description.length, key).toBeLessThanOrEqual(170);
      expect(copy.heading.length, key).toBeGreaterThan(2);
    }
    expect(unique(Object.values(pages).map((p) => p.title.toLowerCase()))).toBe(true);
  });

  it("writes the legal pages in 10 numbered sections without the brand spelled out", () => {
    for (const file of ["privacidade", "termos-de-uso"]) {
      const markdown = readFileSync(`content/legal/${file}.md`, "utf8");
      const headings = markdown.match(/^## .+$/gm) ?? [];
      expect(headings.map((h) => h.match(/^## (\d+)\./)?.[1])).toEqual([
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "9",
        "10",
      ]);
      expect(markdown).not.toContain(brand.name);
    }
  });
});
