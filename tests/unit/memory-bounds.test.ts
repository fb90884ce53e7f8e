import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cachedPages, forgetCachedPages } from "~/http/page-cache.server";
import { pathMemory } from "~/http/page-views.server";
import { rowKey, type View } from "~/server/analytics/views.server";
import { listenWithPageCache } from "../support/page-cache-app";

// Memory that stays flat (ADR 0024): every cache keyed by what visitors choose is bounded by
// entries and bytes; these fill each one past its bounds and look at what it holds.

const MB = 1024 * 1024;

describe("page cache", () => {
  // 400 kB pages: under the 512 kB a page may have, big enough that 60 pass the byte bound
  // long before the 200 pages.
  const filler = "x".repeat(400 * 1024);
  let renders = 0;
  let url = "";
  let close = () => {};

  beforeAll(async () => {
    ({ url, close } = await listenWithPageCache(async (request) => {
      renders++;
      const { pathname, search } = new URL(request.url);
      return new Response(`<!doctype html><p>${pathname}${search}</p>${filler}`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    }));
  });
  afterAll(() => close());
  beforeEach(() => forgetCachedPages());

  const read = async (path: string) => (await fetch(`${url}${path}`)).text();

  it("holds at most 16 MB of pages however many addresses are asked for", async () => {
    for (let n = 0; n < 60; n++) await read(`/pagina-${n}`);
    // The first address was let go: asked again, it is rendered again; a recent one is not.
    const before = renders;
    expect(await read("/pagina-0")).toContain("<p>/pagina-0</p>");
    expect(renders).toBe(before + 1);
    await read("/pagina-59");
    expect(renders).toBe(before + 1);
    const { entries, bytes } = cachedPages();
    expect(bytes).toBeLessThanOrEqual(16 * MB);
    expect(entries).toBeLessThan(60);
  }, 60_000); // 60 pages, each compressed with brotli and gzip at their best

  it("holds at most 4 MB more of addresses with a query", async () => {
    for (let n = 0; n < 20; n++) await read(`/?utm_content=${n}`);
    const { entries, bytes } = cachedPages();
    expect(bytes).toBeLessThanOrEqual(4 * MB);
    expect(entries).toBeLessThan(20);
  }, 60_000);
});

describe("page-view path memory", () => {
  it("remembers at most its count of paths, the oldest forgotten first", () => {
    const memory = pathMemory(100);
    for (let n = 0; n < 250; n++) memory.set(`/blog/post-${n}`, true);
    expect(memory.size).toBe(100);
    expect(memory.has("/blog/post-0")).toBe(false);
    expect(memory.has("/blog/post-249")).toBe(true);
  });
});

describe("page views' daily rows", () => {
  it("are remembered by a short digest, however long their values", () => {
    const longest: View = {
      day: "2026-01-01",
      path: `/${"a".repeat(199)}`,
      referrer: "r".repeat(100),
      utmSource: "s".repeat(100),
      utmMedium: "m".repeat(100),
      utmCampaign: "c".repeat(100),
      device: "phone",
    };
    const shortest: View = {
      ...longest,
      path: "/",
      referrer: "",
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
    };
    expect(rowKey(longest)).toHaveLength(22);
    expect(rowKey(shortest)).toHaveLength(22);
    expect(rowKey(longest)).not.toBe(rowKey(shortest));
    expect(rowKey({ ...longest, device: "desktop" })).not.toBe(rowKey(longest));
  });
});
