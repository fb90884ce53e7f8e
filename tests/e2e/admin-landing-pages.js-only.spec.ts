import { expect, test } from "./fixtures";

// The landing page editor with JavaScript: a link inside the admin, followed with changes not
// saved (a field typed in, or a block moved in place), asks first; 'Continuar editando' keeps
// everything, 'Sair sem salvar' leaves.

test("leaving the editor with changes not saved asks first", async ({ page, asAdmin }) => {
  await asAdmin();
  await page.goto("/admin/paginas");
  await page
    .getByRole("row", { name: /Diagnóstico gratuito/ })
    .getByRole("link", { name: /^Editar/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editar página");

  // Nothing changed: 'Cancelar' simply goes back to the list.
  await page.getByRole("link", { name: "Cancelar" }).click();
  await expect(page).toHaveURL(/\/admin\/paginas$/);
  await page.goBack();

  // A block moved in place is a change.
  await page.getByRole("button", { name: "Descer o bloco 1: Destaque" }).click();
  await page.getByRole("link", { name: "Cancelar" }).click();
  const question = page.getByRole("alertdialog", { name: /alterações não salvas nesta página/ });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Continuar editando" }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/paginas\/editar\/\d+$/);
  await expect(page.locator("fieldset > legend").filter({ hasText: /^Bloco 1: / })).toHaveText(
    "Bloco 1: Números",
  );

  await page.getByRole("link", { name: "Cancelar" }).click();
  await question.getByRole("button", { name: "Sair sem salvar" }).click();
  await expect(page).toHaveURL(/\/admin\/paginas$/);
  // Nothing was saved: the page still opens with its 'Destaque' first.
  await page
    .getByRole("row", { name: /Diagnóstico gratuito/ })
    .getByRole("link", { name: /^Editar/ })
    .click();
  await expect(page.locator("fieldset > legend").filter({ hasText: /^Bloco 1: / })).toHaveText(
    "Bloco 1: Destaque",
  );
});

test("a new page's address follows its title until someone writes one", async ({
  page,
  asAdmin,
}) => {
  await asAdmin();
  await page.goto("/admin/paginas/nova");
  const title = page.getByRole("textbox", { name: "Título", exact: true });
  const address = page.getByRole("textbox", { name: "Endereço" });
  await title.fill("Webinar: Previsão de Receita 2027");
  await expect(address).toHaveValue("webinar-previsao-de-receita-2027");
  // Written by hand, the address stays when the title changes.
  await address.fill("webinar-2027");
  await title.fill("Webinar de previsão");
  await expect(address).toHaveValue("webinar-2027");
  // Emptied, it follows the title again.
  await address.fill("");
  await title.fill("Webinar de previsão");
  await title.press("End");
  await title.pressSequentially("s");
  await expect(address).toHaveValue("webinar-de-previsaos");
});
