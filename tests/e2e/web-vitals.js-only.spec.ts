import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.js";
import { appReady, expect, test } from "./fixtures";

// Real visitors' Web Vitals (ADR 0052) in Chromium: once the app has hydrated, a public page
// loads web-vitals in a chunk of its own and, when it is hidden (here: another document
// opened), sends one beacon with the LCP, INP and CLS of the document as first loaded, under
// its path, whatever page the app showed since; the dashboard shows them, without a grade for
// so few visits.

// A person's browser. The headless one names itself in its user agent and counts as a bot, and
// a beacon sent as a page unloads goes with the browser's own user agent, not a context's: the
// whole browser says it is a person's.
const PERSON =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("a page sends its Web Vitals when hidden, and the dashboard counts them", async ({
  page,
  baseURL,
  asAdmin,
}) => {
  const personal = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), `--user-agent=${PERSON}`],
  });
  try {
    const visit = await (await personal.newContext({ baseURL })).newPage();
    const chunk = visit.waitForRequest(/\/assets\/measure-vitals-[\w-]+\.js$/);
    const response = await visit.goto("/quem-somos");
    // Not among the page's first scripts: the running app asks for it.
    expect(await response?.text()).not.toContain("measure-vitals");
    await appReady(visit);
    await chunk;
    // An interaction, so INP has a value too; then a page the app shows itself.
    await visit.getByRole("heading", { level: 1 }).click();
    await visit.getByRole("link", { name: "Cases", exact: true }).first().click();
    await expect(visit).toHaveURL(/\/cases$/);
    // Another document: this one is hidden, and its values go.
    await visit.goto("/materiais");
    await appReady(visit);
  } finally {
    await personal.close();
  }

  await asAdmin();
  const pages = page.getByRole("table", { name: "Web Vitals por página" });
  const row = pages.getByRole("row", { name: /^\/quem-somos\b/ });
  await expect(async () => {
    await page.goto("/admin/painel");
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(row.getByRole("cell")).toHaveText([
    "1",
    /^\d+,\d s Poucas visitas para avaliar$/,
    /^\d+ ms Poucas visitas para avaliar$/,
    /^\d+,\d{2,3} Poucas visitas para avaliar$/,
  ]);
  // Measured under the document's path, not the page the app showed after it.
  await expect(pages.getByRole("row", { name: /^\/cases\b/ })).toHaveCount(0);
});
