import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The REI's answers are read in full on a phone.

test.use({ viewport: { width: 390, height: 844 } });

const answer = "Sim, um material completo e atualizado";

async function fillSection(page: Page) {
  const form = page.locator("#questionario form");
  for (const field of await form
    .locator("textarea[required], input[required]:not([type=radio])")
    .all()) {
    if (!(await field.inputValue())) await field.fill("Resposta de teste");
  }
  for (const select of await form.locator("select[required]").all()) {
    await select.selectOption({ index: 1 });
  }
  for (const group of await form.locator("fieldset:has(input[type=radio][required])").all()) {
    if (!(await group.locator("input:checked").count())) {
      await group.locator("input[type=radio]").first().check();
    }
  }
}

test(`the REI shows '${answer}' whole at 390 px`, async ({ page }) => {
  await page.goto("/rei");
  await page
    .getByRole("textbox", { name: "E-mail corporativo", exact: true })
    .fill("ana@empresa.com.br");
  for (let step = 1; step < 7; step++) {
    if (await page.locator("#questionario form").getByText(answer).count()) break;
    await fillSection(page);
    await page.getByRole("button", { name: "Próximo" }).click();
    await expect(page.getByText(`${step + 1} de 7`)).toBeVisible();
  }
  const option = page.locator("#questionario form").getByText(answer, { exact: true });
  await expect(option).toBeVisible();
  await option.click();
  const box = await option.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  // Nothing of the label is clipped.
  expect(await option.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});
