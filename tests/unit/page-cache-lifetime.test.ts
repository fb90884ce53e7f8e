import http from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetCachedPages } from "~/http/page-cache.server";
import { listenWithPageCache } from "../support/page-cache-app";

// A kept page must not outlive what its `max-age` promised (ADR 0015: a blog page lives only
// until the next scheduled post is due). The server's clock is set by hand here; the render
// takes 5 s of it, as a slow one would, and says `max-age=10`, as a list with a post due 10 s
// after the request would.

let clock = 0;
let renders = 0;
let url = "";
let close = () => {};

beforeAll(async () => {
  ({ url, close } = await listenWithPageCache(async () => {
    renders++;
    clock += 5_000;
    return new Response("<!doctype html><p>Lista de posts</p>", {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "public, max-age=10",
      },
    });
  }));
});
afterAll(() => close());
beforeEach(() => {
  forgetCachedPages();
  clock = 1_000_000;
  renders = 0;
  vi.spyOn(Date, "now").mockImplementation(() => clock);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ask = () => fetch(`${url}/blog`, { headers: { "Accept-Encoding": "br" } });
/** How long a browser may keep the answer: its `max-age` less its `Age` (RFC 9111, 4.2). */
const keptFor = (response: Response) =>
  Number(/max-age=(\d+)/.exec(response.headers.get("Cache-Control") ?? "")?.[1]) -
  Number(response.headers.get("Age") ?? 0);

describe("a kept page's lifetime", () => {
  it("ends when its max-age, counted from the request that rendered it, ends", async () => {
    const asked = clock;
    const first = await ask();
    // Rendered in 5 s: a browser may keep it 5 s more, to the moment the post is due.
    expect(keptFor(first)).toBeLessThanOrEqual(5);
    clock = asked + 7_000;
    const cached = await ask();
    expect(renders).toBe(1);
    expect(await cached.text()).toContain("Lista de posts");
    expect(keptFor(cached)).toBeLessThanOrEqual(3);
    // Past the 10 s, the server renders it again rather than answer with the old list.
    clock = asked + 10_500;
    await ask();
    expect(renders).toBe(2);
  });

  it("says its age on a 304 too, so the browser's copy ends when the server's does", async () => {
    const asked = clock;
    const first = await ask();
    clock = asked + 8_000;
    // Over node:http, as a browser asks: fetch() would add `Cache-Control: no-cache`.
    const again = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          `${url}/blog`,
          {
            headers: { "Accept-Encoding": "br", "If-None-Match": first.headers.get("ETag") ?? "" },
          },
          (response) => resolve(response.resume()),
        )
        .on("error", reject);
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.age).toBe("8");
  });
});
