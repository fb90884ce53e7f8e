import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

async function blockingViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * `checkA11y()` ends every page test: no serious or critical WCAG 2.1 AA violation.
 * axe runs inside a page, which a no-JS page cannot do; there the page's current markup
 * (scripts removed) is checked in a scripted copy of the same size, with the site's CSS.
 */
export const test = base.extend<{ checkA11y: () => Promise<void> }>({
  checkA11y: async ({ page, javaScriptEnabled, browser }, use) => {
    await use(async () => {
      if (javaScriptEnabled) {
        expect(await blockingViolations(page), `acessibilidade em ${page.url()}`).toEqual([]);
        return;
      }
      const origin = new URL(page.url()).origin;
      const html = (await page.content())
        .replace(/<script\b[\s\S]*?<\/script>/gi, "")
        .replace(/<head>/i, `<head><base href="${origin}/">`);
      const context = await browser.newContext({
        viewport: page.viewportSize(),
        javaScriptEnabled: true,
      });
      try {
        const copy = await context.newPage();
        await copy.setContent(html, { waitUntil: "load" });
        expect(await blockingViolations(copy), `acessibilidade sem JS em ${page.url()}`).toEqual(
          [],
        );
      } finally {
        await context.close();
      }
    });
  },
});
