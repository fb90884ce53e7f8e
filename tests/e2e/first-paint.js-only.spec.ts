import { expect, test } from "./fixtures";

// Nothing competes with a public page's first paint (ADR 0022, ADR 0029): the app's scripts are
// fetched once the browser reports the first contentful paint on screen, and once it reports the
// priority image (the likely largest paint) on screen, not as soon as a frame is drawn.

/** Pages with a priority image (a post list, a post, a case, a service) and pages of text. */
const PAGES = [
  "/blog",
  "/blog/metricas-plg-saas-b2b",
  "/cases/heineken",
  "/servicos/automacao",
  "/",
  "/rei",
];

for (const path of PAGES) {
  test(`${path}: the app's scripts are fetched only after the first paint and the priority image are on screen`, async ({
    page,
  }) => {
    await page.goto(path);
    const timings = await page.evaluate(async () => {
      const hero = document.querySelector("img[elementtiming=hero]");
      const heroShown = hero
        ? await Promise.race([
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => {
                const entry = list.getEntries()[0] as PerformanceEntry & {
                  renderTime: number;
                  loadTime: number;
                };
                resolve(entry.renderTime || entry.loadTime);
              }).observe({ type: "element", buffered: true });
            }),
            new Promise<number>((resolve) => setTimeout(() => resolve(-1), 5000)),
          ])
        : undefined;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^?]*\.js(?:\?|$)/.test(entry.name))
        .map((entry) => entry.startTime);
      return {
        firstContentfulPaint:
          performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
        heroShown,
        firstScript: Math.min(...scripts),
        scripts: scripts.length,
      };
    });
    expect(timings.scripts).toBeGreaterThan(0);
    expect(timings.firstContentfulPaint).toBeGreaterThan(0);
    expect(timings.firstScript).toBeGreaterThanOrEqual(timings.firstContentfulPaint);
    if (timings.heroShown !== undefined) {
      expect(timings.heroShown).toBeGreaterThan(0);
      expect(timings.firstScript).toBeGreaterThanOrEqual(timings.heroShown);
    }
  });
}
