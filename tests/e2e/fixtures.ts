import AxeBuilder from "@axe-core/playwright";
import { test as base, type Cookie, expect, type Page } from "@playwright/test";
import { signIn } from "./admin-session";

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
 *
 * `asAdmin()` gives the test's browser context the worker's admin session, so admin tests do
 * not each wait for the login's 1 s answer.
 */
export const test = base.extend<
  { checkA11y: () => Promise<void>; asAdmin: () => Promise<void> },
  { adminSessionCookie: Cookie }
>({
  /**
   * One real sign-in per worker (Playwright's "authenticate once per worker"), its cookie
   * reused by every admin test. Minting the session as createAdminSession does would need
   * the server's database, which the server process alone holds open (embedded PGlite), or a
   * route for tests in the app. Sessions last 7 days and are ended only by logging out,
   * which admin-login.spec.ts does with its own sign-in, and by a password change, which ends
   * every session but the one in use: the password test changes it from this one.
   */
  adminSessionCookie: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      let cookie: Cookie | undefined;
      try {
        await signIn(await context.newPage());
        cookie = (await context.cookies()).find((c) => c.name === "admin");
      } finally {
        await context.close();
      }
      if (!cookie) throw new Error("o login não deu o cookie de sessão");
      await use(cookie);
    },
    { scope: "worker" },
  ],
  asAdmin: async ({ context, adminSessionCookie }, use) => {
    await use(() => context.addCookies([adminSessionCookie]));
  },
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
