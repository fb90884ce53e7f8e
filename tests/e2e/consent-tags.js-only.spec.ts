import type { BrowserContext, Locator, Page } from "@playwright/test";
import { consentTags } from "../../playwright.config";
import { expect, test } from "./fixtures";

// Marketing tags only with consent (ADR 0020), against the e2e server that has GTM_ID and
// LINKEDIN_PARTNER_ID set. The tags' hosts are answered here by a tiny script: no request leaves
// the machine, and each one is recorded.

const TAG_HOST =
  /^https:\/\/(www\.googletagmanager\.com|snap\.licdn\.com|px\.ads\.linkedin\.com)\//;
const gtm = `https://www.googletagmanager.com/gtm.js?id=${consentTags.gtm}`;
const linkedin = "https://snap.licdn.com/li.lms-analytics/insight.min.js";

async function recordTags(context: BrowserContext) {
  const requested: string[] = [];
  await context.route(TAG_HOST, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "window.__tagRan = true;" });
  });
  // Anything else off this machine would be a bug: refuse it loudly.
  await context.route(
    /^https?:\/\/(?!127\.0\.0\.1[:/])(?!www\.googletagmanager|snap\.licdn|px\.ads)/,
    (route) => {
      requested.push(`FORA: ${route.request().url()}`);
      return route.abort();
    },
  );
  return requested;
}

const banner = (page: Page) => page.getByRole("region", { name: "Aviso de cookies" });

test("nothing from the tag hosts loads before 'Aceitar'; both load after, and on the next page", async ({
  page,
  context,
}) => {
  const requested = await recordTags(context);
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Recusar" })).toBeVisible();
  // The page is loaded and hydrated, still nothing from the tags.
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);

  await banner(page).getByRole("button", { name: "Aceitar" }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => requested).toEqual([gtm, linkedin]);
  expect(await page.evaluate(() => (window as { __tagRan?: boolean }).__tagRan)).toBe(true);

  await page.goto("/servicos");
  await page.waitForLoadState("networkidle");
  await expect(banner(page)).toBeHidden();
  expect(requested).toEqual([gtm, linkedin, gtm, linkedin]);
  const cookie = (await context.cookies()).find((c) => c.name === "consentimento");
  expect(cookie?.value).toBe("analise.publicidade");
  // Remembered for about 180 days.
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(179);
  expect(days).toBeLessThanOrEqual(180);
});

test("'Recusar' loads nothing and is remembered; the footer link reopens the choice", async ({
  page,
  context,
}) => {
  const requested = await recordTags(context);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Recusar" }).click();
  await expect(banner(page)).toBeHidden();
  await page.goto("/cases");
  await page.waitForLoadState("networkidle");
  await expect(banner(page)).toBeHidden();
  expect(requested).toEqual([]);

  // Changing the choice: only GTM ('Análise e marketing').
  await page.getByRole("link", { name: "Preferências de cookies" }).click();
  await expect(banner(page)).toBeVisible();
  await expect(page).toHaveURL(/\/cases$/);
  const analytics = banner(page).getByRole("checkbox", { name: /Análise e marketing/ });
  const ads = banner(page).getByRole("checkbox", { name: /Publicidade \(LinkedIn\)/ });
  await expect(analytics).toBeFocused();
  await expect(analytics).not.toBeChecked();
  await expect(ads).not.toBeChecked();
  await analytics.check();
  await banner(page).getByRole("button", { name: "Salvar preferências" }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => requested).toEqual([gtm]);
  await expect(page.getByRole("link", { name: "Preferências de cookies" })).toBeFocused();
});

test("the banner works from the keyboard and passes axe, closed and with its preferences", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await checkA11y();
  // Right after the skip link: the banner's link and buttons, before the page's header.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Pular para o conteúdo" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("link", { name: "Saiba mais" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Recusar" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const preferences = banner(page).getByRole("button", { name: "Preferências", exact: true });
  await expect(preferences).toBeFocused();
  await expect(preferences).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(preferences).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("checkbox", { name: /Análise e marketing/ })).toBeFocused();
  // A visible focus ring.
  const outline = await page.evaluate(
    () => getComputedStyle(document.activeElement as Element).outlineStyle,
  );
  expect(outline).not.toBe("none");
  await checkA11y();
});

async function notCovered(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const [a, b] = await Promise.all([target.boundingBox(), banner(page).boundingBox()]);
  expect(a && b).toBeTruthy();
  if (!a || !b) return;
  // The target's box ends above the banner's.
  expect(a.y + a.height).toBeLessThanOrEqual(b.y);
}

test("at 390 px the banner covers neither the home's main action nor the diagnosis form's submit", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  const hero = page.locator("main").getByRole("link", { name: "Solicitar diagnóstico" }).first();
  await notCovered(page, hero);
  await page.goto("/diagnostico");
  await expect(banner(page)).toBeVisible();
  const submit = page.locator('main button[type="submit"]', { hasText: "Solicitar diagnóstico" });
  await notCovered(page, submit);
  // …even when the page is scrolled so the button is at the bottom of the window.
  await submit.evaluate((element) => element.scrollIntoView({ block: "end" }));
  const [a, b] = await Promise.all([submit.boundingBox(), banner(page).boundingBox()]);
  expect((a?.y ?? 0) + (a?.height ?? 0)).toBeLessThanOrEqual(b?.y ?? 0);
});
