import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetCachedPages } from "~/http/page-cache.server";
import { pageStaleWindow } from "~/http/page-lifetime.server";
import { listenWithPageCache } from "../support/page-cache-app";

// Past its minute, a kept page is answered at once while one render replaces it (ADR 0032):
// on a quiet site most visits come after the minute, and each waited for a render. The
// server's clock is set by hand; a render can be held open to show who waits for it.

let clock = 0;
let renders = 0;
/** What the next renders answer, in order; the last one repeats. */
let answers: { status?: number; cacheControl?: string; fails?: boolean }[] = [];
/** While set, a render waits for it before answering. */
let hold: Promise<void> | undefined;
let url = "";
let close = () => {};

beforeAll(async () => {
  ({ url, close } = await listenWithPageCache(async () => {
    renders++;
    const n = renders;
    const { status = 200, cacheControl, fails } = answers[Math.min(n, answers.length) - 1] ?? {};
    if (hold) await hold;
    if (fails) throw new Error("banco de dados indisponível");
    return new Response(`<!doctype html><p>versão ${n}</p>`, {
      status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        ...(cacheControl ? { "Cache-Control": cacheControl } : {}),
      },
    });
  }));
});
afterAll(() => close());
beforeEach(() => {
  forgetCachedPages();
  clock = 1_000_000;
  renders = 0;
  answers = [];
  hold = undefined;
  vi.spyOn(Date, "now").mockImplementation(() => clock);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const page = async () => {
  const response = await fetch(`${url}/materiais`, { headers: { "Accept-Encoding": "br" } });
  return { status: response.status, text: await response.text() };
};
/** Holds the next renders until the returned function is called. */
function holdRenders() {
  let release = () => {};
  hold = new Promise((resolve) => {
    release = () => {
      hold = undefined;
      resolve();
    };
  });
  return release;
}

describe("a kept page past its minute", () => {
  it("is answered at once while one render behind replaces it, for a page with no Cache-Control", async () => {
    expect((await page()).text).toContain("versão 1");
    clock += 61_000;
    const release = holdRenders();
    // The render behind is held, and still both visitors have the page.
    expect((await page()).text).toContain("versão 1");
    expect((await page()).text).toContain("versão 1");
    expect(renders).toBe(2);
    release();
    await vi.waitFor(async () => expect((await page()).text).toContain("versão 2"));
    expect(renders).toBe(2);
  });

  it("keeps to the page's own stale-while-revalidate, then renders while the visitor waits", async () => {
    answers = [{ cacheControl: "public, max-age=60, stale-while-revalidate=120" }];
    expect((await page()).text).toContain("versão 1");
    clock += 179_000;
    const release = holdRenders();
    expect((await page()).text).toContain("versão 1");
    release();
    await vi.waitFor(async () => expect((await page()).text).toContain("versão 2"));
    // Past 60 + 120 s from its render, the old page is not answered.
    clock += 181_000;
    expect((await page()).text).toContain("versão 3");
  });

  it("is never answered after a max-age with no stale window (a scheduled post due)", async () => {
    answers = [{ cacheControl: "public, max-age=10" }];
    expect((await page()).text).toContain("versão 1");
    clock += 11_000;
    expect((await page()).text).toContain("versão 2");
  });

  it("goes when the render behind finds the page gone, so the next visitor sees the 404", async () => {
    answers = [{}, { status: 404, cacheControl: "no-store" }];
    expect((await page()).text).toContain("versão 1");
    clock += 61_000;
    expect((await page()).text).toContain("versão 1");
    await vi.waitFor(async () => expect((await page()).status).toBe(404));
  });

  it("goes when the render behind fails, so the next visitor gets what the site answers now", async () => {
    answers = [{}, { fails: true }];
    expect((await page()).text).toContain("versão 1");
    clock += 61_000;
    expect((await page()).text).toContain("versão 1");
    // The site's error answer (the app's own page; Express's here), not the old page.
    await vi.waitFor(async () => expect((await page()).status).toBe(500));
  });
});

describe("an admin change while a page renders", () => {
  it("keeps the page begun before it from later visitors", async () => {
    const release = holdRenders();
    const first = page();
    await vi.waitFor(() => expect(renders).toBe(1));
    // An editor saves: the render under way read the database before the save.
    forgetCachedPages();
    release();
    expect((await first).text).toContain("versão 1");
    expect((await page()).text).toContain("versão 2");
  });
});

describe("pageStaleWindow", () => {
  it("reads the page's own stale-while-revalidate, up to ten minutes", () => {
    expect(pageStaleWindow("public, max-age=60, stale-while-revalidate=600")).toBe(600_000);
    expect(pageStaleWindow("public, max-age=60, stale-while-revalidate=7200")).toBe(600_000);
    expect(pageStaleWindow("public, max-age=30, stale-while-revalidate=25")).toBe(25_000);
  });

  it("gives none to a page that says how long to keep it without one, ten minutes to one that says nothing", () => {
    expect(pageStaleWindow("public, max-age=10")).toBe(0);
    expect(pageStaleWindow(null)).toBe(600_000);
  });
});
