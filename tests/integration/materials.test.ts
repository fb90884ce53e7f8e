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

// The stand-in API is on 127.0.0.1, which outbound requests refuse unless allowed: what
// OUTBOUND_ALLOW_HOSTS=127.0.0.1 gives the server.
const list = (options: Parameters<typeof listMaterials>[0]) =>
  listMaterials({ allow: ["127.0.0.1"], ...options });

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
    const result = await list({ url: endpoint(), now: 0 });
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    expect(result.materials.map((m) => [m.slug, m.type, m.category, m.link])).toEqual([
      ["e-book-revenue-operations-do-zero", "E-book", "revops", "https://cms.exemplo.com/?p=7"],
      ["checklist-de-crm", "Checklist", "general", "https://cms.exemplo.com/?p=8"],
    ]);
  });

  it("answers from memory for a few minutes, then asks again", async () => {
    await list({ url: endpoint(), now: 0 });
    const before = api.requests.length;
    await list({ url: endpoint(), now: 60_000 });
    expect(api.requests.length).toBe(before);
    await list({ url: endpoint(), now: 10 * 60_000 });
    expect(api.requests.length).toBe(before + 1);
  });

  it("serves what it had when the API fails after a success", async () => {
    await list({ url: endpoint(), now: 0 });
    api.answer(json(500, { code: "erro" }));
    const result = await list({ url: endpoint(), now: 10 * 60_000 });
    expect(result).toMatchObject({
      status: "ok",
      materials: [{ title: "E-book: Revenue Operations do zero" }, {}],
    });
  });

  it("reports an error when the API fails with nothing in memory", async () => {
    api.answer(json(503, { code: "fora" }));
    expect(await list({ url: endpoint(), now: 0 })).toEqual({ status: "error" });
    api.answer(json(200, { not: "a list" }));
    expect(await list({ url: endpoint(), now: 0 })).toEqual({ status: "error" });
  });

  it("asks nothing of an API on this machine without OUTBOUND_ALLOW_HOSTS, by address or name", async () => {
    const before = api.requests.length;
    for (const url of [endpoint(), endpoint().replace("127.0.0.1", "localhost")]) {
      expect(await listMaterials({ url, now: 0, allow: [] }), url).toEqual({ status: "error" });
    }
    expect(api.requests.length).toBe(before);
  });

  it("refuses a list over 2 MB, whether announced or not", async () => {
    const big = JSON.stringify([{ ...posts[0], excerpt: { rendered: "x".repeat(2_200_000) } }]);
    api.answer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end(big);
    });
    expect(await list({ url: endpoint(), now: 0 })).toEqual({ status: "error" });
    api.answer((_req, res) => {
      // Chunked, without a length: read until the limit, then dropped.
      res.writeHead(200, { "content-type": "application/json" });
      res.write(big.slice(0, 1_000_000));
      res.end(big.slice(1_000_000));
    });
    expect(await list({ url: endpoint(), now: 0 })).toEqual({ status: "error" });
  });

  it("follows a redirect only to an address it would ask directly", async () => {
    // Another loopback address, not on the allow-list: the redirect is not followed.
    const inner = await startStubServer(json(200, posts), "127.0.0.2");
    try {
      api.answer((_req, res) => res.writeHead(302, { location: `${inner.url}/posts` }).end());
      expect(await list({ url: endpoint(), now: 0 })).toEqual({ status: "error" });
      expect(inner.requests).toEqual([]);
      // Allowed, the same redirect is followed.
      const result = await list({ url: endpoint(), now: 0, allow: ["127.0.0.0/8"] });
      expect(result.status).toBe("ok");
      expect(inner.requests).toEqual(["GET /posts"]);
    } finally {
      await inner.close();
    }
  });
});
