import { describe, expect, it } from "vitest";
import { legalDocument } from "~/server/legal.server";
import { plainText } from "~/server/markdown/plain-text.server";
import { renderMarkdown } from "~/server/markdown/render.server";
import { brand } from "~content/brand";

describe("renderMarkdown", () => {
  it("renders GitHub-flavoured Markdown with heading ids and a table of contents", () => {
    const { html, toc } = renderMarkdown(
      "## Funil de receita\n\nTexto com **ênfase**.\n\n### Métricas e metas\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(html).toContain('<h2 id="funil-de-receita">Funil de receita</h2>');
    expect(html).toContain("<strong>ênfase</strong>");
    expect(html).toContain("<table>");
    expect(toc).toEqual([
      { id: "funil-de-receita", text: "Funil de receita", level: 2 },
      { id: "métricas-e-metas", text: "Métricas e metas", level: 3 },
    ]);
  });

  it("marks links to other sites noopener noreferrer and leaves ours alone", () => {
    const { html } = renderMarkdown("[fora](https://exemplo.com) e [dentro](/privacidade)");
    expect(html).toContain('<a href="https://exemplo.com" rel="noopener noreferrer">fora</a>');
    expect(html).toContain('<a href="/privacidade">dentro</a>');
  });

  it.each([
    ["<script>alert(1)</script>", /<script/i],
    ['<img src="x" onerror="alert(1)">', /onerror/i],
    ["[clique](javascript:alert(1))", /javascript:/i],
    ["![x](data:image/svg+xml;base64,PHN2Zz4=)", /data:/i],
    ['<iframe src="https://exemplo.com"></iframe>', /<iframe/i],
  ])("removes %s", (source, forbidden) => {
    expect(renderMarkdown(source).html).not.toMatch(forbidden);
  });
});

describe("legal pages", () => {
  it.each(["privacidade", "termos-de-uso"] as const)(
    "%s fills in the brand and has 10 sections",
    (name) => {
      const { html, toc } = legalDocument(name, brand.contactEmail);
      expect(html).not.toMatch(/\{\{\w+\}\}/);
      expect(html).toContain(brand.name);
      expect(toc.filter((entry) => entry.level === 2)).toHaveLength(10);
    },
  );

  it("says how to exercise LGPD rights and where the data goes", () => {
    const { html } = legalDocument("privacidade", brand.contactEmail);
    expect(html).toContain("18");
    expect(html).toContain(brand.privacyEmail);
    expect(html).toMatch(/24 meses/);
  });

  it("puts the terms under Brazilian law and the courts of São Paulo", () => {
    const { html } = legalDocument("termos-de-uso", brand.contactEmail);
    expect(html).toMatch(/leis? (da República Federativa do Brasil|brasileiras?)/i);
    expect(html).toContain("São Paulo");
    expect(html).toContain('href="/privacidade"');
  });
});

describe("plain text of remote HTML", () => {
  it("drops tags and entities, and stays linear on '<' without '>'", () => {
    expect(plainText("<p>Guia &amp; <b>playbook</b></p>\n de RevOps")).toBe(
      "Guia & playbook de RevOps",
    );
    // Quadratic before: 200,000 '<' took minutes; now one pass.
    const hostile = "<".repeat(200_000);
    expect(plainText(hostile)).toBe(hostile.trim());
  });
});
