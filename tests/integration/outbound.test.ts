import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, tables } from "~/server/db/index.server";
import { safeFetch } from "~/server/outbound/safe-fetch.server";
import { adminCopy } from "~content/admin";
import { postAs, signIn } from "../support/admin";
import { startApp, Visitor } from "../support/app";
import { json, startStubServer } from "../support/http";

// Outbound requests (WordPress import, materials API) on a server started WITHOUT
// OUTBOUND_ALLOW_HOSTS: a stand-in WordPress on this machine is never asked. Every address
// here is on loopback; the private and link-local ranges are checked without a connection in
// tests/unit/outbound.test.ts.

const wordpressPost = {
  id: 950,
  slug: "post-interno",
  date: "2025-05-02T10:00:00",
  title: { rendered: "Post interno" },
  excerpt: { rendered: "<p>Resumo</p>" },
  content: { rendered: "<p>Corpo</p>" },
  _embedded: { "wp:term": [[{ taxonomy: "category", name: "Dados" }]] },
};

let app: Awaited<ReturnType<typeof startApp>>;
let wordpress: Awaited<ReturnType<typeof startStubServer>>;

beforeAll(async () => {
  wordpress = await startStubServer(json(200, [wordpressPost]));
  app = await startApp({
    TRUST_PROXY: "x-forwarded-for",
    OUTBOUND_ALLOW_HOSTS: "",
    MATERIALS_API_URL: `${wordpress.url}/wp-json/wp/v2/posts?_embed`,
  });
});
afterAll(async () => {
  await app?.close();
  await wordpress?.close();
});

const postCount = async () => (await db().select({ n: count() }).from(tables.blogPosts))[0]?.n;

describe("without OUTBOUND_ALLOW_HOSTS", () => {
  it("the import refuses WordPress on 127.0.0.1, localhost and [::1] with one generic message", async () => {
    const editor = new Visitor(app.url, "198.51.100.90");
    await signIn(editor, app.url);
    const before = await postCount();
    const addresses = [
      `${wordpress.url}/wp-json/wp/v2/posts`,
      `http://localhost:${wordpress.port}/wp-json/wp/v2/posts`,
      `http://[::1]:${wordpress.port}/wp-json/wp/v2/posts`,
      `http://[::ffff:127.0.0.1]:${wordpress.port}/wp-json/wp/v2/posts`,
    ];
    for (const url of addresses) {
      const response = await postAs(editor, app.url, "/admin/posts/import", {
        intent: "wordpress",
        url,
      });
      expect(response.status, url).toBe(502);
      const html = await response.text();
      expect(html, url).toContain(adminCopy.import.wordpressFailed);
      // Nothing tells an address inside our network from one that does not answer.
      expect(html, url).not.toMatch(/recusad|ECONNREFUSED|127\.0\.0\.1 \(|HTTP \d/);
    }
    expect(wordpress.requests).toEqual([]);
    expect(await postCount()).toBe(before);
  });

  it("/materiais shows its notice and asks nothing of a materials API on this machine", async () => {
    const response = await fetch(`${app.url}/materiais`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Erro ao carregar materiais");
    expect(wordpress.requests).toEqual([]);
  });
});

describe("safeFetch", () => {
  it("refuses localhost and a name resolving to loopback, connecting nowhere", async () => {
    const target = `http://localhost:${wordpress.port}/`;
    await expect(safeFetch(target, { maxBytes: 1000, timeoutMs: 5000 })).rejects.toThrow();
    const resolve = async () => [{ address: "127.0.0.1", family: 4 }];
    await expect(
      safeFetch(`http://wp.exemplo.com.br:${wordpress.port}/`, {
        maxBytes: 1000,
        timeoutMs: 5000,
        resolve,
      }),
    ).rejects.toThrow(/endereço recusado/);
    expect(wordpress.requests).toEqual([]);
  });

  it("checks the very answer it connects to: one resolution per connection, allowed ones only", async () => {
    const answers: string[][] = [];
    // A resolver giving a refused address beside an allowed one: only the allowed one is used.
    const resolve = async (hostname: string) => {
      answers.push([hostname]);
      return [
        { address: "::1", family: 6 },
        { address: "127.0.0.1", family: 4 },
      ];
    };
    const response = await safeFetch(`http://wp.exemplo.com.br:${wordpress.port}/lista`, {
      allow: ["127.0.0.1"],
      maxBytes: 10_000,
      timeoutMs: 5000,
      resolve,
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual([wordpressPost]);
    expect(answers).toEqual([["wp.exemplo.com.br"]]);
    expect(wordpress.requests).toEqual(["GET /lista"]);
    wordpress.requests.length = 0;
  });

  it("lets a host name of the allow-list through whatever it resolves to", async () => {
    const response = await safeFetch(`http://wp.intranet:${wordpress.port}/x`, {
      allow: ["wp.intranet"],
      maxBytes: 10_000,
      timeoutMs: 5000,
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    expect(response.status).toBe(200);
    wordpress.requests.length = 0;
  });

  it("refuses other schemes and too many redirects", async () => {
    await expect(
      safeFetch("file:///etc/passwd", { maxBytes: 10, timeoutMs: 1000 }),
    ).rejects.toThrow(/protocolo/);
    const loop = await startStubServer((req, res) =>
      res.writeHead(302, { location: `${req.url}x` }).end(),
    );
    try {
      await expect(
        safeFetch(`${loop.url}/`, { allow: ["127.0.0.1"], maxBytes: 10, timeoutMs: 5000 }),
      ).rejects.toThrow(/redirecionamentos demais/);
      expect(loop.requests).toHaveLength(4);
    } finally {
      await loop.close();
    }
  });
});
