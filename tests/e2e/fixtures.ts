import AxeBuilder from "@axe-core/playwright";
import { test as base, type Cookie, expect, type Page, type Response } from "@playwright/test";
import { signIn } from "./admin-session";

export { expect };

const describe = (v: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }) =>
  `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`;

/**
 * Serious and critical WCAG A/AA violations, plus any violation of `rules` (axe rules outside
 * those tags, such as Lighthouse's `heading-order`, at whatever impact axe gives them).
 */
async function blockingViolations(page: Page, rules: string[]) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(describe);
  if (rules.length === 0) return blocking;
  const extra = await new AxeBuilder({ page }).withRules(rules).analyze();
  return [...blocking, ...extra.violations.map(describe)];
}

/**
 * Resolves once the app has hydrated the page (`<html data-hydrated>`, set by root.tsx) and its
 * lead forms: each then says it is sent with JavaScript.
 */
export async function appReady(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
  await expect(
    page.locator("form:has(input[name=rvfFormId]):not(:has(input[name=_js]))"),
  ).toHaveCount(0, { timeout: 20_000 });
}

/** Holds every request for the app's scripts until `release()` is called. */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]*\.js(?:\?|$)/, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** A hash-only navigation (no response) stays on the same, already running page. */
const isPage = (response: Response | null) =>
  response !== null && (response.headers()["content-type"] ?? "").startsWith("text/html");

/**
 * With JavaScript, `page.goto()` and `page.reload()` resolve once the app has hydrated, so a
 * test that needs the app never races it (and never sleeps). A spec about what works before
 * the app arrives sets `test.use({ waitForApp: false })`.
 *
 * `scriptDelayMs` (the `js-slow` project: 5 s) holds every request for the app's scripts made
 * before the app has hydrated that long, as a slow phone would (ADR 0022).
 *
 * `checkA11y()` ends every page test: no serious or critical WCAG 2.1 AA violation.
 * axe runs inside a page, which a no-JS page cannot do; there the page's current markup
 * (scripts removed) is checked in a scripted copy of the same size, with the site's CSS.
 *
 * `asAdmin()` gives the test's browser context the worker's admin session, so admin tests do
 * not each wait for the login's 1 s answer.
 */
export const test = base.extend<
  {
    /** `rules`: axe rules that must also pass, at any impact (see blockingViolations). */
    checkA11y: (options?: { rules?: string[] }) => Promise<void>;
    asAdmin: () => Promise<void>;
    removePostAfter: (title: string) => void;
    waitForApp: boolean;
    scriptDelayMs: number;
  },
  { adminSessionCookie: Cookie }
>({
  waitForApp: [true, { option: true }],
  scriptDelayMs: [0, { option: true }],
  context: async ({ context, scriptDelayMs }, use) => {
    if (scriptDelayMs > 0) {
      await context.route(/\/assets\/[^?]*\.js(?:\?|$)/, async (route) => {
        // The app's start is late; code it fetches once running (a route, a form) is not.
        const page = route.request().frame().page();
        const running = await page
          .locator("html[data-hydrated]")
          .count()
          .catch(() => 0);
        if (!running) await new Promise((resolve) => setTimeout(resolve, scriptDelayMs));
        await route.fallback();
      });
    }
    await use(context);
  },
  page: async ({ page, javaScriptEnabled, waitForApp }, use) => {
    if (javaScriptEnabled && waitForApp) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        if (isPage(response)) await appReady(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        if (isPage(response)) await appReady(page);
        return response;
      };
    }
    await use(page);
  },
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
  /**
   * Posts a test makes, named by title, are deleted when it ends, passed or failed: the e2e
   * server is shared, and other tests count posts (a post left by one failure used to fail the
   * blog's and the admin's tests after it).
   */
  removePostAfter: async ({ context, baseURL, adminSessionCookie }, use) => {
    const titles: string[] = [];
    await use((title) => {
      titles.push(title);
    });
    if (titles.length === 0) return;
    await context.addCookies([adminSessionCookie]);
    const list = await context.newPage();
    try {
      for (const title of titles) {
        await list.goto("/admin/posts");
        const edit = list
          .getByRole("row", { name: title })
          .getByRole("link", { name: /^Editar/ })
          .first();
        if ((await edit.count()) === 0) continue;
        const postId = (await edit.getAttribute("href"))?.match(/\/edit\/(\d+)/)?.[1];
        const deleted = await context.request.post(`/admin/posts/delete/${postId}`, {
          headers: { Origin: baseURL ?? "" },
          form: { intent: "delete" },
          maxRedirects: 0,
        });
        expect(deleted.status(), `post "${title}" excluído ao fim do teste`).toBe(302);
      }
    } finally {
      await list.close();
    }
  },
  checkA11y: async ({ page, javaScriptEnabled, browser }, use) => {
    await use(async ({ rules = [] } = {}) => {
      if (javaScriptEnabled) {
        expect(await blockingViolations(page, rules), `acessibilidade em ${page.url()}`).toEqual(
          [],
        );
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
        expect(
          await blockingViolations(copy, rules),
          `acessibilidade sem JS em ${page.url()}`,
        ).toEqual([]);
      } finally {
        await context.close();
      }
    });
  },
});
