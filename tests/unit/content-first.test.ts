import { describe, expect, it } from "vitest";
import { contentFirst } from "~/http/content-first.server";

// React Router's markup for a page's scripts (7.18), as the server renders it.
const page = `<html><head></head><body><main>Conteúdo</main><link rel="modulepreload" href="/assets/manifest-1.js" nonce="n"/><link rel="modulepreload" href="/assets/root-3.js" nonce="n"/><script nonce="n" type="module" async="">import "/assets/manifest-1.js";
import("/assets/entry.client-2.js");</script></body></html>`;

describe("contentFirst", () => {
  it("fetches the app's scripts at low priority, and changes nothing else", () => {
    const html = contentFirst(page);
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(html.replaceAll(' fetchpriority="low"', "")).toBe(page);
  });
});
