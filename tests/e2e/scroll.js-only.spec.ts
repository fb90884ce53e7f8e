import { expect, test } from "./fixtures";

// Scroll positions (ADR 0027): kept by React Router's hook once the app runs, restored before
// it by our own inline script, which asks nothing of the browser on a first visit.

test.use({ viewport: { width: 390, height: 844 } });

test("a first visit reads no saved position while the page is parsed", async ({ page }) => {
  await page.addInitScript(() => {
    const reads: string[] = [];
    (window as unknown as { reads: string[] }).reads = reads;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      reads.push(`${document.readyState} ${key}`);
      return getItem.call(this, key);
    };
  });
  await page.goto("/servicos");
  const reads = await page.evaluate(() => (window as unknown as { reads: string[] }).reads);
  expect(reads.filter((read) => read.startsWith("loading"))).toEqual([]);
  // The entry has its own key, so a position saved later is this page's alone.
  expect(await page.evaluate(() => typeof history.state?.key)).toBe("string");
});

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
