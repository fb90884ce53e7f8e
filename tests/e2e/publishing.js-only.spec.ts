import { expect, test } from "./fixtures";

// With JavaScript a new post saves itself as a draft a few seconds after typing stops
// (ADR 0015), and leaving with unsaved changes asks first.

test("a new post autosaves as a draft and says when", async ({
  page,
  browser,
  asAdmin,
  removePostAfter,
}) => {
  const title = `Autosalvo ${Date.now()}`;
  removePostAfter(title);
  const slug = title.toLowerCase().replaceAll(" ", "-");
  await asAdmin();
  await page.goto("/admin/posts/new");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Resumo", exact: true }).fill("Salvo sem clicar.");
  await page.getByRole("combobox", { name: "Categoria", exact: true }).selectOption("ABM");
  // 'Publicado' chosen but not saved: an autosave still writes a draft.
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("Publicado");
  await page.getByRole("textbox", { name: "Conteúdo", exact: true }).fill("Primeiro texto.");
  await expect(page.getByText(/^Salvo às \d{2}:\d{2}$/)).toBeVisible({ timeout: 15_000 });

  await page.goto("/admin/posts");
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Rascunho");
  const visitor = await browser.newContext();
  const response = await visitor.request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  await visitor.close();

  // Typing again, then a link inside the site: we ask first.
  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("link", { name: /^Editar/ })
    .click();
  await page.getByRole("textbox", { name: "Conteúdo", exact: true }).fill("Texto novo.");
  await page.getByRole("link", { name: "Posts", exact: true }).first().click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText("Há alterações não salvas");
  await ask.getByRole("button", { name: "Continuar editando" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+$/);
  await expect(page.getByText(/^Salvo às \d{2}:\d{2}$/)).toBeVisible({ timeout: 15_000 });
  // The history lists the saves.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Histórico de versões" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Restaurar a versão de/ }).first()).toBeVisible();
});
