import { expect, test } from "./fixtures";

// Scroll positions: kept and restored by React Router's <ScrollRestoration>.

test.use({ viewport: { width: 390, height: 844 } });

test("coming back to a page opens it where the visitor left it", async ({ page }) => {
  await page.goto("/servicos");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => Math.round(window.scrollY));
  expect(left).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "Quem Somos" }).click();
  await expect(page).toHaveURL(/\/quem-somos$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/servicos$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
});

test("a reloaded page opens where the visitor left it", async ({ page }) => {
  await page.goto("/servicos");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => Math.round(window.scrollY));
  expect(left).toBeGreaterThan(500);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
});
