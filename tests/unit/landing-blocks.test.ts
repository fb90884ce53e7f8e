import { readdirSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { addressProblem, isLandingAddress, reservedAddresses } from "~/lib/landing/address";
import {
  BLOCK_COUNT,
  blockKinds,
  blocksFlatValues,
  blockTypes,
  type LandingBlock,
  MAX_BLOCKS,
  readBlocks,
} from "~/lib/landing/blocks";
import routes from "~/routes";

// Landing pages' blocks and addresses (ADR 0045): a post reads as blocks and back, the checks
// no field can make alone, and no address the site answers itself.

const reader = (values: Record<string, string>) => (name: string) => values[name] ?? "";
const choices = {
  cases: [
    { value: "enics", label: "ENICS" },
    { value: "anhembi", label: "Anhembi" },
  ],
  testimonials: [{ value: "3", label: "Ana" }],
  faq: [{ value: "7", label: "O que é RevOps?" }],
  materials: [{ value: "guia-revops", label: "Guia" }],
};

/** One example of every kind, every required field filled. */
const everyKind: LandingBlock[] = [
  {
    type: "hero",
    data: {
      title: "Webinar de RevOps",
      text: "Ao vivo, dia 10.",
      buttonLabel: "Quero participar",
      buttonTo: "form",
      buttonLink: "",
      image: undefined,
    },
  },
  { type: "text", data: { title: "", markdown: "## Pauta\n\n- Funil\n- Metas" } },
  {
    type: "image",
    data: {
      image: { src: "/images/cases/enics.svg", alt: "Painel", width: 1200, height: 630 },
      caption: "",
    },
  },
  {
    type: "cta",
    data: {
      title: "Fale com a gente",
      text: "",
      buttonLabel: "Agendar",
      buttonTo: "link",
      buttonLink: "/diagnostico",
    },
  },
  {
    type: "form",
    data: {
      title: "Inscreva-se",
      text: "",
      formType: "download",
      material: "guia-revops",
      buttonLabel: "Baixar",
    },
  },
  { type: "cases", data: { title: "", items: ["anhembi", "enics"] } },
  { type: "testimonials", data: { title: "", items: ["3"] } },
  {
    type: "faq",
    data: { title: "", items: ["7"], own: [{ question: "Dura quanto?", answer: "Uma hora." }] },
  },
  { type: "materials", data: { title: "Leia também", items: ["guia-revops"] } },
  { type: "numbers", data: { title: "", figures: [{ value: "+40%", label: "em reuniões" }] } },
];

describe("readBlocks", () => {
  it("reads back what its form shows, for every kind (stored → form → stored)", () => {
    expect(everyKind.map((block) => block.type).sort()).toEqual([...blockTypes].sort());
    const { blocks, errors } = readBlocks(reader(blocksFlatValues(everyKind)), new Map(), choices);
    expect(errors).toEqual({});
    // Chosen items come back in the list's order, whatever order they were stored in.
    const cases = blocks.find((block) => block.type === "cases");
    expect(cases?.data.items).toEqual(["enics", "anhembi"]);
    expect(blocks.map((block) => block.type)).toEqual(everyKind.map((block) => block.type));
  });

  it("refuses a second form, a button to a form the page lacks, and an empty FAQ", () => {
    const form = everyKind[4] as LandingBlock;
    const twice = readBlocks(reader(blocksFlatValues([form, form])), new Map(), choices);
    expect(twice.errors["bloco-1-formType"]).toMatch(/um só bloco 'Formulário'/);
    const hero = everyKind[0] as LandingBlock;
    const alone = readBlocks(reader(blocksFlatValues([hero])), new Map(), choices);
    expect(alone.errors["bloco-0-buttonTo"]).toMatch(/não tem um bloco 'Formulário'/);
    const faq: LandingBlock = { type: "faq", data: { items: [], own: [] } };
    const empty = readBlocks(reader(blocksFlatValues([faq])), new Map(), choices);
    expect(empty.errors["bloco-0-items"]).toMatch(/Escolha perguntas/);
  });

  it("refuses a download form without its material and an item no longer offered", () => {
    const values = blocksFlatValues([
      { type: "form", data: { formType: "download", material: "" } },
      { type: "cases", data: { items: ["sumiu"] } },
    ]);
    const { errors } = readBlocks(reader(values), new Map(), choices);
    expect(errors["bloco-0-material"]).toMatch(/Escolha o material/);
    expect(errors["bloco-1-items"]).toMatch(/Marque pelo menos um item/);
  });

  it("reads no more than the most blocks a page holds, and drops an unknown kind", () => {
    const many = Array.from({ length: 50 }, () => everyKind[1] as LandingBlock);
    const values = {
      ...blocksFlatValues(many),
      [BLOCK_COUNT]: "1000000",
      "bloco-0-tipo": "script",
    };
    const { blocks, errors } = readBlocks(reader(values), new Map(), choices);
    expect(blocks).toHaveLength(MAX_BLOCKS - 1);
    expect(errors).toEqual({});
  });

  it("gives each message the number of the block it is shown on after a dropped one", () => {
    const values = {
      ...blocksFlatValues([
        everyKind[1] as LandingBlock,
        { type: "numbers", data: { figures: [] } },
      ]),
      "bloco-0-tipo": "desconhecido",
    };
    const { errors } = readBlocks(reader(values), new Map(), choices);
    expect(Object.keys(errors)).toEqual(["bloco-0-figures"]);
  });

  it("names each field once in a block's form", () => {
    for (const type of blockTypes) {
      const names = blockKinds[type].fields.map((field) => field.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

/** Every path of the route table. */
function paths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [`/${path}`, ...paths(entry.children ?? [], path)];
  });
}

describe("a landing page's address", () => {
  it("is never the first segment of one of the site's routes or public files", () => {
    const segments = new Set([
      ...paths(routes).map((path) => path.split("/")[1] ?? ""),
      ...readdirSync("public").map((name) => name.replace(/\..*$/, "")),
      "assets",
      "healthz",
    ]);
    const open = [...segments].filter(
      (segment) => isLandingAddress(segment) && !reservedAddresses.has(segment),
    );
    expect(open).toEqual([]);
  });

  it("is one segment of lower-case letters, digits and single hyphens", () => {
    expect(isLandingAddress("webinar-revops-2027")).toBe(true);
    for (const bad of [
      "",
      "-inicio",
      "fim-",
      "duas--vezes",
      "Maiuscula",
      "com/barra",
      "ç",
      "a".repeat(81),
    ])
      expect(addressProblem(bad), bad).toBeDefined();
  });
});
