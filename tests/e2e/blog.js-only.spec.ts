import { expect, test } from "./fixtures";

test("'Carregar mais' appends the next posts without reloading the page", async ({ page }) => {
  await page.goto("/blog");
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.getByRole("link", { name: "Carregar mais" }).click();
  await expect(page.getByRole("main").locator("article")).toHaveCount(16);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test("the table of contents highlights the heading being read", async ({ page }) => {
  await page.goto("/blog/metricas-plg-saas-b2b");
  const toc = page.getByRole("navigation", { name: "Índice do artigo" });
  const last = toc.getByRole("link").last();
  const id = ((await last.getAttribute("href")) ?? "").slice(1);
  await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
  await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
});

test("share links open in a small window", async ({ page }) => {
  await page.goto("/blog/metricas-plg-saas-b2b");
  // The network's page is answered here: nothing leaves this machine.
  await page
    .context()
    .route("https://www.linkedin.com/**", (route) => route.fulfill({ body: "ok" }));
  const popup = page.waitForEvent("popup");
  await page
    .getByRole("region", { name: "Compartilhe" })
    .getByRole("link", { name: /LinkedIn/ })
    .click();
  const opened = await popup;
  await opened.waitForURL(/linkedin\.com\/sharing/);
  await expect(page).toHaveURL(/metricas-plg-saas-b2b$/);
});
