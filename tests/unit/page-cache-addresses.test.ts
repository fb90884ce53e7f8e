import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forgetCachedPages } from "~/http/page-cache.server";
import { listenWithEchoPages } from "../support/page-cache-app";

// Which addresses the page cache keeps (ADR 0033). An ad click's gclid or a search is asked
// once: keeping it costs brotli at its best for nobody and pushes out pages others ask for.
// A campaign's utm_* and a listing's page are asked by many. Addresses with a query are kept
// apart, so however many come, the site's own pages stay.

let url = "";
let close = () => {};
/** The addresses rendered, in order. */
let rendered: string[] = [];

beforeAll(async () => {
  ({ url, close, rendered } = await listenWithEchoPages());
});
afterAll(() => close());
beforeEach(() => {
  forgetCachedPages();
  rendered.length = 0;
});

/** Asks for `path` twice; says how many times it was rendered. */
async function rendersOfTwoVisits(path: string) {
  for (let visit = 0; visit < 2; visit++) {
    const response = await fetch(`${url}${path}`, { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<p>${path}</p>`);
  }
  return rendered.filter((address) => address === path).length;
}

describe("an address the page cache keeps", () => {
  it.each([
    "/servicos",
    "/?utm_source=linkedin&utm_medium=social&utm_campaign=diagnostico",
    "/blog?pagina=2",
    "/blog?categoria=vendas&pagina=3",
    "/downloads?material=guia-de-revops",
  ])("%s is rendered once for two visitors", async (path) => {
    expect(await rendersOfTwoVisits(path)).toBe(1);
  });
});

describe("a campaign's utm values", () => {
  it("share one render: twelve random utm_source values cost the page one", async () => {
    for (let click = 0; click < 12; click++) {
      const source = Math.random().toString(36).slice(2);
      const response = await fetch(`${url}/cases?utm_source=${source}&utm_medium=cpc`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const plain = await fetch(`${url}/cases`);
    await plain.arrayBuffer();
    expect(rendered).toHaveLength(1);
  });

  it("share it too when the name is escaped (%75tm_source is utm_source)", async () => {
    for (let click = 0; click < 6; click++) {
      const response = await fetch(`${url}/servicos?%75tm_source=${click}&utm%5Fmedium=${click}`);
      await response.arrayBuffer();
    }
    expect(rendered).toHaveLength(1);
  });
});

describe("an address one visitor asks for", () => {
  it.each([
    "/?gclid=Cj0KCQiA5rGuBhCnARIsAN11vgR",
    "/servicos?fbclid=IwAR2xYz",
    "/?utm_source=google&utm_medium=cpc&gclid=Cj0KCQiA5rGuBhCnAR",
    "/blog?q=funil%20de%20vendas",
    "/?x=1",
  ])("%s is rendered for each visitor and not kept", async (path) => {
    expect(await rendersOfTwoVisits(path)).toBe(2);
  });
});

describe("addresses with a query", () => {
  it("push none of the site's own pages out, however many are asked", async () => {
    const own = ["/", "/servicos", "/cases", "/blog"];
    for (const path of own) await rendersOfTwoVisits(path);
    for (let n = 0; n < 250; n++) {
      const response = await fetch(`${url}/?utm_source=anuncio&utm_content=${n}`);
      await response.arrayBuffer();
    }
    rendered.length = 0;
    for (const path of own) await fetch(`${url}${path}`).then((response) => response.text());
    expect(rendered).toEqual([]);
  }, 60_000); // 254 pages compressed with brotli and gzip at their best
});
