import { describe, expect, it } from "vitest";
import { contentFirst } from "~/server/content-first.server";

// React Router's markup for a page's scripts (7.18), as the server renders it.
const page = `<html><head></head><body><main>Conteúdo</main><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("contentFirst", () => {
  const html = contentFirst(page);
  const script = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("lets the content paint before any script is fetched", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(script).not.toMatch(/^\s*import /m);
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("import("));
  });

  it("then fetches the same modules together and starts the app as React Router would", () => {
    for (const href of [
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-3.js",
    ]) {
      expect(script).toContain(`"${href}"`);
    }
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js")]);',
    );
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    );
    expect(script.trim().endsWith('import("/assets/entry.client-2.js");')).toBe(true);
    expect(html).toContain("<main>Conteúdo</main>");
  });

  it("keeps the script's nonce, wherever React Router puts it", () => {
    const withNonce = page.replace(
      '<script type="module" async="">',
      '<script nonce="n0nce" type="module" async="">',
    );
    expect(contentFirst(withNonce)).toMatch(
      /<script nonce="n0nce" type="module" async="">await new Promise/,
    );
  });

  it("leaves a page it does not recognise as it is", () => {
    const other = '<html><body><script type="module">console.log("x")</script></body></html>';
    expect(contentFirst(other)).toBe(other);
  });
});
