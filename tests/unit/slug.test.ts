import { describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";

describe("slugify", () => {
  it.each([
    ["Automação de Revenue", "automacao-de-revenue"],
    ["Guia completo de Revenue Operations", "guia-completo-de-revenue-operations"],
    ["  CRO: 5 testes   que  funcionam!  ", "cro-5-testes-que-funcionam"],
    ["Relatório -- benchmarks B2B", "relatorio-benchmarks-b2b"],
    [
      "Case Study: SaaS que aumentou as vendas em 32%",
      "case-study-saas-que-aumentou-as-vendas-em-32",
    ],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
