import { home } from "./content";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("without JavaScript a carousel is a scrollable list with every item reachable", async ({
  page,
}) => {
  await page.goto("/");
  const region = page.getByRole("region", { name: "Depoimentos" });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const last = region.locator("[aria-roledescription=slide]").last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(last).toContainText(home.testimonials[5]?.author ?? "");
  // The buttons would do nothing without JavaScript, so they are not offered.
  await expect(page.getByRole("button", { name: "Próximo: Depoimentos" })).toBeHidden();
});
