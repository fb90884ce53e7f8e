import { materialSlug } from "~/lib/materials";
import { staticMaterials } from "~content/materials";
import { expect, test } from "./fixtures";

const jsonLd = async (page: import("@playwright/test").Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { "@type": string; [key: string]: unknown },
  );

test("robots.txt keeps crawlers out of the admin and points to the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain("Disallow: /admin");
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the sitemap lists every public page and each of them answers 200", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  const paths = locs.map((loc) => loc.replace(baseURL ?? "", ""));
  for (const expected of [
    "/",
    "/servicos/integracoes",
    "/cases/funnels",
    "/partners/anhembi",
    "/partners/enics",
    "/privacidade",
  ]) {
    expect(paths).toContain(expected);
  }
  expect(paths.filter((p) => p.startsWith("/servicos/"))).toHaveLength(7);
  expect(paths.filter((p) => p.startsWith("/cases/"))).toHaveLength(10);
  expect(paths.filter((p) => p.startsWith("/partners/"))).toHaveLength(11);
  // The 13 samples (the admin tests may have added more to the library on this server).
  for (const material of staticMaterials)
    expect(paths).toContain(`/materiais/${materialSlug(material)}`);
  for (const path of paths) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});

test("no internal link on any public page leads to a 404", async ({ page, request }) => {
  // Opens every public page in the browser: about 20 s on a quiet machine.
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? "/");
  const checked = new Map<string, number>();
  for (const path of [...pages, "/booking", "/agenda-diagnostico", "/agenda/conversa"]) {
    await page.goto(path);
    const hrefs = await page
      .locator("a[href^='/']")
      .evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").split("#")[0] ?? ""));
    for (const href of new Set(hrefs)) {
      if (!href || checked.has(href)) continue;
      const status = (await request.get(href)).status();
      checked.set(href, status);
      expect(status, `${href} (em ${path})`).not.toBe(404);
    }
  }
  expect(checked.size).toBeGreaterThan(60);
});

test("pages carry canonical links and structured data", async ({ page, baseURL }) => {
  await page.goto("/");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
  expect((await jsonLd(page)).map((d) => d["@type"])).toEqual(["Organization", "FAQPage"]);

  await page.goto("/servicos/revops");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/servicos/revops`,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    /Revenue Operations/,
  );
  const service = await jsonLd(page);
  expect(service.map((d) => d["@type"])).toEqual(["Service", "BreadcrumbList"]);

  await page.goto("/cases/heineken");
  expect((await jsonLd(page)).map((d) => d["@type"])).toEqual(["BreadcrumbList"]);
});

test("titles are unique across the public pages", async ({ page, request }) => {
  // Opens every public page in the browser, as above.
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? "/");
  const titles = new Map<string, string>();
  for (const path of paths) {
    await page.goto(path);
    const title = await page.title();
    expect(titles.get(title), `${path} repete o título de ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
  }
});

test("the blog's RSS feed is RSS 2.0 with the 16 seeded posts and absolute links", async ({
  request,
  baseURL,
  page,
}) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  // Parsed by the browser's XML parser: a broken feed would give a parsererror document.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror") !== null,
      version: doc.documentElement.getAttribute("version"),
      links: [...doc.querySelectorAll("item > link")].map((l) => l.textContent ?? ""),
    };
  }, xml);
  expect(parsed.error).toBe(false);
  expect(parsed.version).toBe("2.0");
  expect(parsed.links).toHaveLength(16);
  for (const link of parsed.links) expect(link.startsWith(`${baseURL}/blog/`)).toBe(true);
});

test("blog pages announce the feed and may be cached briefly", async ({ request }) => {
  const response = await request.get("/blog");
  expect(response.headers()["cache-control"]).toBe(
    "public, max-age=60, stale-while-revalidate=600",
  );
  expect(await response.text()).toContain('rel="alternate" type="application/rss+xml"');
});
