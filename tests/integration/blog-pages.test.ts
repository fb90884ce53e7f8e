import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopDatabase } from "~/server/db/index.server";
import { startApp, Visitor } from "../support/app";

// The blog's pages through the production build on a freshly seeded embedded database.

let app: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  app = await startApp({});
});
afterAll(async () => {
  await app?.close();
});

describe("blog pages", () => {
  it("list the seeded posts, may be cached briefly, but never for a signed-in editor", async () => {
    const visitor = new Visitor(app.url);
    const response = await visitor.request("/blog");
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=60, stale-while-revalidate=600",
    );
    expect(await response.text()).toContain(">16 artigos<");

    const editor = await fetch(`${app.url}/blog`, { headers: { cookie: "admin=qualquer" } });
    expect(editor.headers.get("cache-control")).toBe("private, no-store");
  });

  it("render a post with its table of contents and structured data", async () => {
    const html = await (await fetch(`${app.url}/blog/metricas-plg-saas-b2b`)).text();
    expect(html).toContain('aria-label="Índice do artigo"');
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('property="og:type" content="article"');
  });

  it("show the spec's error state when the database is down (run last)", async () => {
    await stopDatabase();
    // A page served in the last minute is still there (the page cache)…
    const kept = await fetch(`${app.url}/blog`);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain(">16 artigos<");
    // …any other needs the database.
    const response = await fetch(`${app.url}/blog?q=receita`);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Erro ao carregar artigos");
    expect(html).toContain("Tentar novamente");
  });
});
