import { describe, expect, it } from "vitest";
import { type FieldSpec, flatValues, readFields } from "~/lib/site-content/fields";
import { collections } from "~/lib/site-content/kinds";
import { pageKinds } from "~/lib/site-content/page-kinds";

// The fields of the site's content (ADR 0042): what a post reads as, and back.

const reader = (values: Record<string, string>) => (name: string) => values[name] ?? "";

describe("readFields", () => {
  const fields: FieldSpec[] = [
    { type: "text", name: "name", label: "Nome", max: 10, required: true },
    { type: "lines", name: "tags", label: "Tags", max: 100, min: 2, most: 3 },
    { type: "paragraphs", name: "story", label: "História", max: 200 },
    {
      type: "rows",
      name: "metrics",
      label: "Métricas",
      min: 1,
      most: 2,
      columns: [
        { name: "value", label: "Valor", max: 5 },
        { name: "label", label: "Rótulo", max: 20 },
      ],
    },
    { type: "text", name: "url", label: "Link", max: 100, format: "link" },
    {
      type: "section",
      name: "extra",
      label: "Extra",
      optional: true,
      fields: [{ type: "text", name: "note", label: "Nota", max: 20, required: true }],
    },
  ];

  it("reads lists, paragraphs, rows and an optional section", () => {
    const { data, errors } = readFields(
      fields,
      reader({
        name: " Acme ",
        tags: "CRM\n\n Vendas \n",
        story: "Primeiro\nparágrafo.\n\nSegundo.",
        "metrics-0-value": "2x",
        "metrics-0-label": "pipeline",
        url: "/cases/acme",
      }),
      new Map(),
    );
    expect(errors).toEqual({});
    expect(data).toEqual({
      name: "Acme",
      tags: ["CRM", "Vendas"],
      story: ["Primeiro parágrafo.", "Segundo."],
      metrics: [{ value: "2x", label: "pipeline" }],
      url: "/cases/acme",
      extra: undefined,
    });
  });

  it("refuses what is missing, too long, too few, half a row and a link elsewhere", () => {
    const { errors } = readFields(
      fields,
      reader({
        name: "x".repeat(11),
        tags: "só uma",
        "metrics-1-value": "3x",
        url: "javascript:alert(1)",
        "extra-incluir": "on",
      }),
      new Map(),
    );
    expect(errors).toEqual({
      name: "Use no máximo 10 caracteres.",
      tags: "Informe pelo menos 2.",
      "metrics-1-label": "Preencha todas as colunas da linha ou deixe-a vazia.",
      url: "Use um endereço do site (começando com /) ou um endereço https://.",
      "extra-note": "Preencha este campo.",
    });
  });

  it("bounds a long list before splitting it", () => {
    const { errors, data } = readFields(
      fields,
      reader({ name: "a", tags: "a\n".repeat(100_000) }),
      new Map(),
    );
    expect(errors.tags).toBe("Use no máximo 100 caracteres.");
    expect(data.tags).toBeUndefined();
  });
});

describe("every kind", () => {
  it("reads back what its form shows (stored → form → stored)", () => {
    const data = {
      company: "Acme",
      category: "Indústria",
      logo: { src: "/images/logos/enics.svg", alt: "Logo", width: 240, height: 80 },
      listed: true,
      study: undefined,
      partner: {
        description: "Uma descrição.",
        tags: ["CRM", "Vendas"],
        cover: { src: "/images/covers/partners/enics.svg", alt: "Capa", width: 1200, height: 600 },
        strategy: ["Primeiro.", "Segundo."],
        results: ["Um.", "Dois.", "Três."],
        testimonial: undefined,
      },
    };
    const fields = collections.case.fields;
    const values = flatValues(fields, data);
    const again = readFields(fields, reader(values), new Map());
    expect(again.errors).toEqual({});
    expect(again.data).toEqual(data);
  });

  it("names each field once in a kind's form", () => {
    for (const spec of [...Object.values(collections), ...Object.values(pageKinds)]) {
      const names = Object.keys(flatValues(spec.fields, {}));
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
