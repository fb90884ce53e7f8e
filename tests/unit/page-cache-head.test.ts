import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forgetCachedPages } from "~/http/page-cache.server";
import { listenWithEchoPages } from "../support/page-cache-app";

// A HEAD of a public page (an uptime monitor's, a link checker's) is answered from the kept
// page, as its GET is: the same headers, no body, and no render of its own. Before, every HEAD
// was a render with its database queries, so a stream of them cost what the cache saves.

let url = "";
let close = () => {};
/** The addresses rendered, in order. */
let rendered: string[] = [];

beforeAll(async () => {
  ({ url, close, rendered } = await listenWithEchoPages({ "Cache-Control": "max-age=60" }));
});
afterAll(() => close());
beforeEach(() => {
  forgetCachedPages();
  rendered.length = 0;
});

const ask = (method: "GET" | "HEAD", path: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { method, headers: { "Accept-Encoding": "br", ...headers } });

/** The headers a visitor's browser acts on, which a HEAD must give as its GET does. */
const described = (response: Response) => ({
  status: response.status,
  type: response.headers.get("content-type"),
  encoding: response.headers.get("content-encoding"),
  length: response.headers.get("content-length"),
  etag: response.headers.get("etag"),
  cacheControl: response.headers.get("cache-control"),
});

describe("a HEAD of a public page", () => {
  it("is answered from the page its GET kept, with the same headers and no body", async () => {
    const get = await ask("GET", "/servicos");
    await get.arrayBuffer();
    const head = await ask("HEAD", "/servicos");
    expect(described(head)).toEqual(described(get));
    expect(head.headers.get("etag")).toMatch(/^".+\.br"$/);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    expect(rendered).toEqual(["/servicos"]);
  });

  it("renders the page once for many, and keeps it for the GETs after", async () => {
    const heads = [];
    for (let n = 0; n < 3; n++) heads.push(described(await ask("HEAD", "/cases")));
    expect(heads[0]?.status).toBe(200);
    expect(Number(heads[0]?.length)).toBeGreaterThan(0);
    expect(heads[2]).toEqual(heads[0]);
    // The GET after them is answered with what the first HEAD's answer taught the fast path.
    const get = await ask("GET", "/cases");
    expect(described(get)).toEqual(heads[0]);
    expect(await get.text()).toContain("<p>/cases</p>");
    expect(rendered).toEqual(["/cases"]);
  });

  it("says 304 to a visitor whose copy is the kept page", async () => {
    const get = await ask("GET", "/blog");
    await get.arrayBuffer();
    // As a browser revalidates: fetch would otherwise add `Cache-Control: no-cache`.
    const head = await ask("HEAD", "/blog", {
      "If-None-Match": get.headers.get("etag") ?? "",
      "Cache-Control": "max-age=0",
    });
    expect(head.status).toBe(304);
    expect(rendered).toEqual(["/blog"]);
  });

  it("of an address one visitor asks for is rendered for it, as its GET is", async () => {
    for (let n = 0; n < 2; n++) {
      const head = await ask("HEAD", "/?gclid=Cj0KCQiA5rGuBhCnARIsAN11vgR");
      expect(head.status).toBe(200);
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    }
    expect(rendered).toHaveLength(2);
  });
});
