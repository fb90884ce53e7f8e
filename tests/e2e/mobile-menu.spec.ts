import { pages } from "~content/pages";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("under 768 px the menu opens, leads to a page and is closed there", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("navigation", { name: "Principal" })).toBeHidden();
  const menu = page.getByRole("navigation", { name: "Menu principal" });
  await expect(menu).toBeHidden();

  const toggle = header.locator("summary");
  await expect(toggle).toHaveAccessibleName("Menu");
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link")).toHaveCount(7);
  await checkA11y();

  await menu.getByRole("link", { name: "Quem Somos" }).click();
  await expect(page).toHaveURL(/\/quem-somos$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.about.heading);
  await expect(menu).toBeHidden();
});

test("the menu closes again with its own button", async ({ page }) => {
  await page.goto("/servicos");
  const toggle = page.getByRole("banner").locator("summary");
  const menu = page.getByRole("navigation", { name: "Menu principal" });
  await toggle.click();
  await expect(menu).toBeVisible();
  await toggle.click();
  await expect(menu).toBeHidden();
});

test("the menu's call to action leads to the diagnosis page", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("banner").locator("summary").click();
  await page.getByRole("banner").getByRole("link", { name: "Solicitar diagnóstico" }).click();
  await expect(page).toHaveURL(/\/diagnostico$/);
});
