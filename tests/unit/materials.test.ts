import { describe, expect, it } from "vitest";
import { cardDescription, iconForType } from "~/lib/materials";
import { toMaterial as toEntry } from "~/server/materials/wordpress.server";

const toMaterial = (p: Parameters<typeof toEntry>[0]) => toEntry(p).material;

const post = (extra: Record<string, unknown> = {}) => ({
  id: 42,
  title: { rendered: "Guia de RevOps &#8211; edição 2025" },
  excerpt: { rendered: "<p>Um guia <strong>prático</strong> &amp; direto.</p>\n" },
  link: "https://cms.exemplo.com/guia-revops",
  ...extra,
});

describe("WordPress material mapping", () => {
  it("decodes the title, strips the excerpt and builds ids and slug", () => {
    const material = toMaterial(post());
    expect(material).toMatchObject({
      id: "42",
      materialId: "material-42",
      title: "Guia de RevOps – edição 2025",
      slug: "guia-de-revops-edicao-2025",
      description: "Um guia prático & direto.",
      category: "general",
      link: "https://cms.exemplo.com/guia-revops",
    });
    expect(toEntry(post()).source).toEqual({ kind: "none" });
  });

  it("takes the type from the taxonomy, then the custom field, then the title, else 'Material'", () => {
    const terms = { _embedded: { "wp:term": [[{ taxonomy: "material_type", name: "Playbook" }]] } };
    expect(toMaterial(post({ ...terms, acf: { material_type: "Template" } })).type).toBe(
      "Playbook",
    );
    expect(toMaterial(post({ acf: { material_type: "Template" } })).type).toBe("Template");
    expect(toMaterial(post()).type).toBe("Guia");
    expect(toMaterial(post({ title: { rendered: "Planilha de metas" } })).type).toBe("Material");
    expect(toMaterial(post({ title: { rendered: "Nosso novo E-book" } })).type).toBe("E-book");
  });

  it("lowercases the category term and prefers link_material, then the custom field", () => {
    const material = toMaterial(
      post({
        _embedded: { "wp:term": [[{ taxonomy: "category", name: "RevOps" }]] },
        link_material: "https://arquivos.exemplo.com/a.pdf",
        acf: {
          link_material: "https://outro.exemplo.com/b.pdf",
          download_link: "https://d.exemplo.com/c",
        },
      }),
    );
    expect(material.category).toBe("revops");
    expect(material.link).toBe("https://arquivos.exemplo.com/a.pdf");
    expect(material).not.toHaveProperty("downloadLink");
    expect(
      toMaterial(post({ acf: { link_material: "https://outro.exemplo.com/b.pdf" } })).link,
    ).toBe("https://outro.exemplo.com/b.pdf");
  });

  it("keeps an https download_link as where the signed download goes, nothing else", () => {
    const source = (download_link: string) => toEntry(post({ acf: { download_link } })).source;
    expect(source("https://d.exemplo.com/c.pdf")).toEqual({
      kind: "address",
      url: "https://d.exemplo.com/c.pdf",
    });
    expect(source("http://d.exemplo.com/c.pdf")).toEqual({ kind: "none" });
    expect(source("javascript:alert(1)")).toEqual({ kind: "none" });
    expect(source("https://[")).toEqual({ kind: "none" });
  });

  it("accepts WordPress's empty acf array", () => {
    expect(toEntry(post({ acf: [] })).source).toEqual({ kind: "none" });
  });

  it("maps types to the spec's icons", () => {
    expect(iconForType("E-book")).toBe("Book");
    expect(iconForType("Guia")).toBe("Book");
    expect(iconForType("Template")).toBe("FileSpreadsheet");
    expect(iconForType("Relatório")).toBe("BarChart3");
    expect(iconForType("Playbook")).toBe("BookOpen");
    expect(iconForType("Webinar")).toBe("PlaySquare");
    expect(iconForType("Checklist")).toBe("FileText");
  });

  it("cuts card descriptions at 150 characters with an ellipsis", () => {
    expect(cardDescription("a".repeat(150))).toBe("a".repeat(150));
    expect(cardDescription("a".repeat(151))).toBe(`${"a".repeat(150)}...`);
  });
});
