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

/** A promise and the function that settles it (Node 20 has no Promise.withResolvers). */
function latch() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

test("'Salvar' pressed while a new post's autosave is on its way saves that post, not a second one", async ({
  page,
  asAdmin,
  removePostAfter,
}) => {
  const title = `Salvo durante o rascunho ${Date.now()}`;
  removePostAfter(title);
  // The autosave reaches the server (the draft is created) but its answer is held: 'Salvar'
  // is pressed in between, as happens when the editor clicks just as the draft saves itself.
  const [stored, released, saveSent] = [latch(), latch(), latch()];
  await page.route(/\/admin\/posts\/new/, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    if (!/name="intent"\r\n\r\nautosave/.test(route.request().postData() ?? "")) {
      saveSent.open();
      return route.fallback();
    }
    const response = await route.fetch();
    stored.open();
    await released.opened;
    await route.fulfill({ response });
  });

  await asAdmin();
  await page.goto("/admin/posts/new");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Resumo", exact: true }).fill("Salvo no meio.");
  await page.getByRole("combobox", { name: "Categoria", exact: true }).selectOption("CRO");
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("Publicado");
  await page.getByRole("textbox", { name: "Conteúdo", exact: true }).fill("Texto do post.");
  await stored.opened;
  await page.getByRole("button", { name: "Salvar" }).click();
  // The app holds 'Salvar' until the autosave answers; code that sent it at once sends it now.
  await Promise.race([saveSent.opened, page.waitForTimeout(1_500)]);
  released.open();

  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(page.getByText("Post criado com sucesso!")).toBeVisible();
  const rows = page.getByRole("row", { name: title });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Publicado");
});
