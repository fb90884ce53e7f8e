import { expect, test } from "./fixtures";

// The blog's categories (ADR 0043), JavaScript on and off: a category added at
// /admin/categorias is offered by the post editor, shows as a chip on /blog once a post in it
// is public, takes its chip along when renamed, and its removal moves its posts first.

test("a category added, used, renamed and removed: the /blog chip follows", async ({
  page,
  browser,
  asAdmin,
  checkA11y,
  removePostAfter,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const name = `Categoria ${testInfo.project.name} ${stamp}`;
  const renamed = `Renomeada ${testInfo.project.name} ${stamp}`;
  const title = `Post da categoria ${testInfo.project.name} ${stamp}`;
  removePostAfter(title);
  await asAdmin();

  await page.goto("/admin/categorias");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categorias");
  await checkA11y();
  await page.getByRole("link", { name: "Nova categoria" }).click();
  // A name taken comes back as typed, with why.
  await page.getByRole("textbox", { name: "Nome" }).fill("dados");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("alert")).toContainText("Já existe uma categoria com este nome.");
  await expect(page.getByRole("textbox", { name: "Nome" })).toHaveValue("dados");
  await page.getByRole("textbox", { name: "Nome" }).fill(name);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page).toHaveURL(/\/admin\/categorias$/);
  await expect(page.getByText("Categoria criada com sucesso!")).toBeVisible();
  await expect(page.getByRole("rowheader", { name, exact: true })).toBeVisible();

  // A public post in it, from the editor.
  await page.goto("/admin/posts/new");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Resumo", exact: true }).fill("Um post da categoria.");
  await page.getByRole("combobox", { name: "Categoria", exact: true }).selectOption(name);
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("Publicado");
  await page.getByRole("textbox", { name: "Conteúdo", exact: true }).fill("Texto.");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);

  // /blog as a new visitor each time: a browser keeps the page it saw a while (public cache).
  const visit = async (path: string) => {
    const visitor = await browser.newContext({ javaScriptEnabled });
    const guest = await visitor.newPage();
    await guest.goto(path);
    return { guest, chips: guest.getByRole("navigation", { name: "Categorias" }), visitor };
  };
  let blog = await visit("/blog");
  await expect(blog.chips.getByRole("link", { name, exact: true })).toBeVisible();
  await blog.visitor.close();

  // Renamed: the post follows, and the chip with it.
  await page.goto("/admin/categorias");
  await page.getByRole("link", { name: `Renomear ${name}` }).click();
  await expect(page.getByText("O post desta categoria passa a usar o novo nome.")).toBeVisible();
  await page.getByRole("textbox", { name: "Nome" }).fill(renamed);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page).toHaveURL(/\/admin\/categorias$/);
  await expect(page.getByText("Categoria renomeada com sucesso!")).toBeVisible();
  blog = await visit("/blog");
  await expect(blog.chips.getByRole("link", { name: renamed, exact: true })).toBeVisible();
  await expect(blog.chips.getByRole("link", { name, exact: true })).toHaveCount(0);
  await blog.chips.getByRole("link", { name: renamed, exact: true }).click();
  await expect(blog.guest.getByRole("heading", { name: title })).toBeVisible();
  await blog.visitor.close();

  // Removed: its post goes to the category chosen, in the dialog or on the page.
  await page.getByRole("link", { name: `Excluir ${renamed}` }).click();
  const confirmation = javaScriptEnabled
    ? page.getByRole("dialog", { name: "Excluir categoria" })
    : page.getByRole("main");
  await expect(confirmation).toContainText("Um post usa esta categoria.");
  await confirmation.getByRole("combobox", { name: "Mover os posts para" }).selectOption("RevOps");
  await checkA11y();
  await confirmation.getByRole("button", { name: "Excluir" }).click();
  await expect(page).toHaveURL(/\/admin\/categorias$/);
  await expect(page.getByText("Categoria excluída com sucesso!")).toBeVisible();
  await expect(page.getByRole("rowheader", { name: renamed, exact: true })).toHaveCount(0);
  blog = await visit("/blog");
  await expect(blog.chips.getByRole("link", { name: renamed, exact: true })).toHaveCount(0);
  await blog.visitor.close();
  blog = await visit("/blog?categoria=RevOps");
  await expect(blog.guest.getByRole("heading", { name: title })).toBeVisible();
  await blog.visitor.close();
});

test("'Subir' and 'Descer' change the order, on /blog too", async ({ page, asAdmin }) => {
  await asAdmin();
  await page.goto("/admin/categorias");
  const names = () => page.getByRole("table", { name: "Categorias" }).getByRole("rowheader");
  await expect(names().nth(1)).toHaveText("ABM");
  await page.getByRole("button", { name: "Subir ABM" }).click();
  await expect(names().nth(0)).toHaveText("ABM");
  await page.goto("/blog");
  const chips = page.getByRole("navigation", { name: "Categorias" }).getByRole("link");
  await expect(chips.nth(1)).toHaveText("ABM");
  await page.goto("/admin/categorias");
  await page.getByRole("button", { name: "Descer ABM" }).click();
  await expect(names().nth(1)).toHaveText("ABM");
  await expect(page.getByRole("button", { name: "Subir ABM" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Subir PLG" })).toBeDisabled();
});
