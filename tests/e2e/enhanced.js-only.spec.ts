import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("Escape or a click outside closes the menu; Escape gives focus back", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("banner").locator("summary");
  const menu = page.getByRole("navigation", { name: "Menu principal" });
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(menu).toBeVisible();
  // Below the open panel, on the page itself.
  await page.mouse.click(20, 820);
  await expect(menu).toBeHidden();
});

test("a menu link navigates in place, without reloading the document", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.getByRole("banner").locator("summary").click();
  await page
    .getByRole("navigation", { name: "Menu principal" })
    .getByRole("link", { name: "Cases" })
    .click();
  await expect(page).toHaveURL(/\/cases$/);
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});
