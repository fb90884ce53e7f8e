import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearMaterialsCache, listMaterials } from "~/server/materials/index.server";
import { json, startStubServer } from "../support/http";

/** WordPress-shaped posts with the fields the spec reads (section 7, Materials). */
const posts = [
  {
    id: 7,
    title: { rendered: "E-book: Revenue Operations do zero" },
    excerpt: { rendered: "<p>Tudo para começar.</p>" },
    link: "https://cms.exemplo.com/?p=7",
    acf: { download_link: "https://arquivos.exemplo.com/revops.pdf" },
    _embedded: { "wp:term": [[{ taxonomy: "category", name: "RevOps" }]] },
  },
  {
    id: 8,
    title: { rendered: "Checklist de CRM" },
    excerpt: { rendered: "<p>Quarenta verificações.</p>" },
    link: "https://cms.exemplo.com/?p=8",
    acf: [],
  },
];

describe("materials from a WordPress API", () => {
  let api: Awaited<ReturnType<typeof startStubServer>>;
  const endpoint = () => `${api.url}/wp-json/wp/v2/posts?_embed`;

  beforeAll(async () => {
    api = await startStubServer(json(200, posts));
  });
  afterAll(() => api.close());
  beforeEach(() => {
    clearMaterialsCache();
    api.answer(json(200, posts));
  });

  it("maps the posts", async () => {
    const result = await listMaterials({ url: endpoint(), now: 0 });
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    expect(result.materials.map((m) => [m.slug, m.type, m.category, m.downloadLink])).toEqual([
      [
        "e-book-revenue-operations-do-zero",
        "E-book",
        "revops",
        "https://arquivos.exemplo.com/revops.pdf",
      ],
      ["checklist-de-crm", "Checklist", "general", "#"],
    ]);
  });

  it("answers from memory for a few minutes, then asks again", async () => {
    await listMaterials({ url: endpoint(), now: 0 });
    const before = api.requests.length;
    await listMaterials({ url: endpoint(), now: 60_000 });
    expect(api.requests.length).toBe(before);
    await listMaterials({ url: endpoint(), now: 10 * 60_000 });
    expect(api.requests.length).toBe(before + 1);
  });

  it("serves what it had when the API fails after a success", async () => {
    await listMaterials({ url: endpoint(), now: 0 });
    api.answer(json(500, { code: "erro" }));
    const result = await listMaterials({ url: endpoint(), now: 10 * 60_000 });
    expect(result).toMatchObject({
      status: "ok",
      materials: [{ title: "E-book: Revenue Operations do zero" }, {}],
    });
  });

  it("reports an error when the API fails with nothing in memory", async () => {
    api.answer(json(503, { code: "fora" }));
    expect(await listMaterials({ url: endpoint(), now: 0 })).toEqual({ status: "error" });
    api.answer(json(200, { not: "a list" }));
    expect(await listMaterials({ url: endpoint(), now: 0 })).toEqual({ status: "error" });
  });

  it("uses the 13 materials of content/ when no API is configured", async () => {
    const result = await listMaterials({ url: undefined });
    expect(result.status === "ok" && result.materials.length).toBe(13);
  });
});
