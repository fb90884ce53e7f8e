import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type CachedAnswer, forgetCachedPages } from "~/http/page-cache.server";
import { listenWithPageCache } from "../support/page-cache-app";

// The fast path answers a kept page before Express sees the request (ADR 0023). What it hands
// to the cookies and the log line must read as Express would have read it, and a failure in
// it must cost the visitor nothing: Express answers instead.

let renders = 0;
let seen: { path: string; query: Record<string, unknown>; status: number }[] = [];
let failCookies = false;
let url = "";
let close = () => {};

const answer: CachedAnswer = {
  cookies: (_req, status) => {
    if (failCookies) throw new Error("cookie recusado");
    return [`carimbo=${status}; Path=/`];
  },
  answered: (req, status) => {
    seen.push({ path: req.path, query: { ...req.query }, status });
  },
};

beforeAll(async () => {
  ({ url, close } = await listenWithPageCache(async () => {
    renders++;
    return new Response("<!doctype html><p>Automação de marketing</p>", {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "public, max-age=60",
      },
    });
  }, answer));
});
afterAll(() => close());
beforeEach(() => {
  forgetCachedPages();
  renders = 0;
  seen = [];
  failCookies = false;
});

const ask = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { headers: { "Accept-Encoding": "br", ...headers } });

describe("the page cache's fast path", () => {
  it("answers a kept page itself, reading its address as Express does", async () => {
    const path = "/servicos/automacao?utm_source=linkedin&utm_term=a%20b&utm_medium=x&utm_medium=y";
    await ask(path);
    // The first answer came from Express (the render); the next ones from the fast path.
    expect(seen).toEqual([]);
    const kept = await ask(path);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain("Automação de marketing");
    expect(kept.headers.get("set-cookie")).toBe("carimbo=200; Path=/");
    expect(renders).toBe(1);
    expect(seen).toEqual([
      {
        path: "/servicos/automacao",
        // Decoded; a name given twice is a list, as in Express's `req.query`.
        query: { utm_source: "linkedin", utm_term: "a b", utm_medium: ["x", "y"] },
        status: 200,
      },
    ]);
    // The copy the visitor has: a 304 with the cookie, still from the fast path.
    // (As a browser revalidates: fetch would otherwise add `Cache-Control: no-cache`.)
    const again = await ask(path, {
      "If-None-Match": kept.headers.get("etag") ?? "",
      "Cache-Control": "max-age=0",
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("set-cookie")).toBe("carimbo=304; Path=/");
    expect(seen.at(-1)).toMatchObject({ path: "/servicos/automacao", status: 304 });
  });

  it("leaves a page to Express when it fails, and the visitor still gets the page", async () => {
    await ask("/cases");
    failCookies = true;
    const kept = await ask("/cases");
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain("Automação de marketing");
    // Express answered from the cache: no new render, and the fast path noted nothing.
    expect(renders).toBe(1);
    expect(seen).toEqual([]);
  });
});
