import { describe, expect, it } from "vitest";
import { z } from "zod";
import { agendas } from "~content/agendas";
import { brand } from "~content/brand";
import { caseRedirects, cases } from "~content/cases";
import { materialSlug, staticMaterials } from "~content/materials";
import { footerColumns, legalLinks, mainNav, primaryCta } from "~content/navigation";
import { pages } from "~content/pages";
import { partnerCases } from "~content/partners";
import { listedServiceSlugs, services } from "~content/services";

const unique = (values: string[]) => new Set(values).size === values.length;
const https = z.url({ protocol: /^https$/ });

describe("content", () => {
  it("holds the spec's catalogues with unique slugs", () => {
    expect(services).toHaveLength(7);
    expect(services.slice(0, 4).map((s) => s.title)).toEqual([
      "Automação de Revenue",
      "Revenue Intelligence",
      "Revenue Operations",
      "Integração de Sistemas",
    ]);
    expect(listedServiceSlugs).toHaveLength(6);
    expect(cases).toHaveLength(10);
    expect(partnerCases).toHaveLength(11);
    expect(staticMaterials).toHaveLength(13);
    for (const slugs of [
      services.map((s) => s.slug),
      cases.map((c) => c.slug),
      partnerCases.map((p) => p.slug),
      staticMaterials.map(materialSlug),
    ]) {
      expect(unique(slugs)).toBe(true);
    }
  });

  it("redirects only to cases that exist", () => {
    for (const target of Object.values(caseRedirects)) {
      expect(cases.map((c) => c.slug)).toContain(target);
    }
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

  it("gives every page a title, a description of search-result length and a heading", () => {
    for (const [key, copy] of Object.entries(pages)) {
      expect(copy.title.length, key).toBeGreaterThan(2);
      expect(copy.description.length, key).toBeLessThanOrEqual(170);
      expect(copy.heading.length, key).toBeGreaterThan(2);
    }
    expect(unique(Object.values(pages).map((p) => p.title.toLowerCase()))).toBe(true);
  });

  it("names each agenda's booking widget after a configuration variable", () => {
    for (const agenda of Object.values(agendas)) expect(agenda.widget).toMatch(/^BOOKING_/);
  });
});
