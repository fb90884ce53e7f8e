import { e2eAdmin } from "../../playwright.config";
import { png } from "../support/images";
import { signIn } from "./admin-session";
import { expect, test } from "./fixtures";

// The blog's admin with JavaScript on and off: create with a cover, preview, edit with a new
// slug, delete, import, and the password change. The database is shared by every test, so
// each test leaves the 16 sample posts as it found them.

const PNG = Buffer.from(png());

test("a post is created with a cover, previewed, moved to a new slug and deleted", async ({
  page,
  asAdmin,
  checkA11y,
  javaScriptEnabled,
  removePostAfter,
}, testInfo) => {
  const title = `Guia de testes ${testInfo.project.name} ${Date.now()}`;
  removePostAfter(title);
  await asAdmin();
  await page.goto("/admin/posts");
  await page.getByRole("link", { name: "Novo Post" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Novo Post");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill(title);
  if (javaScriptEnabled) {
    await expect(page.getByRole("textbox", { name: "Slug", exact: true })).toHaveValue(
      /^guia-de-testes-js-\d+$/,
    );
  }
  await page.getByRole("textbox", { name: "Resumo", exact: true }).fill("Um resumo do guia.");
  await page.getByRole("combobox", { name: "Categoria", exact: true }).selectOption("Dados");
  // A new post is a draft until 'Publicado' is chosen (ADR 0015).
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("Publicado");
  await page
    .getByRole("textbox", { name: "Conteúdo", exact: true })
    .fill("## Seção um\n\nTexto do guia com **destaque**.");
  await page
    .locator("#cover")
    .setInputFiles({ name: "capa do guia.png", mimeType: "image/png", buffer: PNG });
  if (javaScriptEnabled) {
    await expect(page.getByText("Imagem enviada com sucesso!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Trocar imagem" })).toBeVisible();
  }
  await checkA11y();

  await page.getByRole("tab", { name: "Visualização" }).click();
  const preview = page.getByRole("tabpanel");
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.locator(".prose-article h2")).toHaveText("Seção um");
  await expect(preview.locator("strong")).toHaveText("destaque");
  await expect(preview.locator('img[src^="/uploads/"]')).toBeVisible();
  await checkA11y();
  await page.getByRole("tab", { name: "Editor" }).click();
  await expect(page.getByRole("img", { name: "Pré-visualização da capa" })).toBeVisible();
  await page.getByRole("button", { name: "Salvar" }).click();

  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(page.getByText("Post criado com sucesso!")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Dados");
  await expect(row).toContainText("Publicado");

  const slug = title.toLowerCase().replaceAll(" ", "-");
  await row.getByRole("link", { name: /^Editar/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editar Post");
  await expect(page.getByRole("textbox", { name: "Slug", exact: true })).toHaveValue(slug);
  await page.getByRole("textbox", { name: "Slug", exact: true }).fill(`${slug}-novo`);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Post atualizado com sucesso!")).toBeVisible();

  await page.goto(`/blog/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}-novo$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator('article img[src^="/uploads/"]')).toBeVisible();

  await page.goto("/admin/posts");
  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("link", { name: /^Excluir/ })
    .click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Excluir Post" });
    await expect(dialog).toContainText(
      "Tem certeza que deseja excluir este post? Esta ação não pode ser desfeita.",
    );
    await checkA11y();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await page
      .getByRole("row", { name: new RegExp(title) })
      .getByRole("link", { name: /^Excluir/ })
      .click();
    await dialog.getByRole("button", { name: "Excluir" }).click();
  } else {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Excluir Post");
    await expect(
      page.getByText("Tem certeza que deseja excluir este post? Esta ação não pode ser desfeita."),
    ).toBeVisible();
    await checkA11y();
    await page.getByRole("button", { name: "Excluir" }).click();
  }
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(page.getByText("Post excluído com sucesso!")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
  await page.goto(`/blog/${slug}-novo`);
  await expect(page).toHaveURL(/\/blog$/);
});

test("a save without the required fields keeps what was typed and says what is missing", async ({
  page,
  asAdmin,
}) => {
  await asAdmin();
  await page.goto("/admin/posts/new");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill("Só o título");
  await page.getByRole("combobox", { name: "Categoria", exact: true }).selectOption("Outra");
  await page.getByLabel(/Nome da categoria/).fill("Nova categoria");
  // The browser's own check would stop an empty field first; the server's message is the spec's.
  await page
    .locator("form[aria-label='Novo Post']")
    .evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("alert").first()).toContainText(
    "Por favor, preencha todos os campos obrigatórios.",
  );
  await expect(page.getByRole("textbox", { name: "Título", exact: true })).toHaveValue(
    "Só o título",
  );
  await expect(page.getByLabel(/Nome da categoria/)).toHaveValue("Nova categoria");
});

test("the import brings the 16 sample posts into an empty blog, then skips all 16", async ({
  page,
  asAdmin,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await asAdmin();
  // Every post goes, whatever its id: the 16 samples, and any a failed test left behind.
  await page.goto("/admin/posts");
  for (;;) {
    const remove = page.getByRole("link", { name: /^Excluir/ }).first();
    if ((await remove.count()) === 0) break;
    await page.goto((await remove.getAttribute("href")) ?? "");
    await page.getByRole("button", { name: "Excluir" }).click();
    await expect(page.getByText("Post excluído com sucesso!")).toBeVisible();
  }
  await expect(page.getByText("Nenhum post encontrado")).toBeVisible();

  const runImport = async () => {
    await page.getByRole("link", { name: "Importar Posts" }).click();
    const scope = javaScriptEnabled
      ? page.getByRole("dialog", { name: "Importar Posts Existentes" })
      : page;
    await expect(
      scope.getByText(/serão ignorados\. Esta ação não pode ser desfeita\./),
    ).toBeVisible();
    await scope.getByRole("button", { name: /Posts de exemplo/ }).click();
  };
  await runImport();
  await expect(
    page.getByText("Importação concluída! 16 posts importados, 0 posts ignorados."),
  ).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(17);
  await runImport();
  await expect(
    page.getByText("Importação concluída! 0 posts importados, 16 posts ignorados."),
  ).toBeVisible();
  await page.goto("/blog/metricas-plg-saas-b2b");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("PLG");
});

test("a new password is saved: other sessions end, the old password stops working", async ({
  page,
  asAdmin,
  browser,
  javaScriptEnabled,
  checkA11y,
}) => {
  const other = await browser.newContext({ javaScriptEnabled });
  const otherPage = await other.newPage();
  try {
    // The other session is its own, through the login; the change is made from the shared one,
    // the session that a password change keeps.
    await signIn(otherPage);
    await expect(otherPage).toHaveURL(/\/admin\/painel$/);
    await asAdmin();
    await page.goto("/admin/settings");
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole("heading", { name: "Alterar Senha" })).toBeVisible();
    await expect(
      page.getByText("Atualize a senha de acesso ao painel administrativo"),
    ).toBeVisible();
    await checkA11y();

    const next = "nova-senha-do-teste-e2e";
    const change = async (current: string, newPassword: string, confirm = newPassword) => {
      await page.getByLabel("Senha Atual").fill(current);
      await page.getByLabel("Nova Senha").fill(newPassword);
      await page.getByLabel("Confirmar Senha").fill(confirm);
      await page.getByRole("button", { name: "Alterar senha" }).click();
    };
    await change("senha-errada", next);
    await expect(page.getByRole("alert")).toHaveText("Senha atual incorreta");
    await change(e2eAdmin.password, "curta");
    await expect(page.getByRole("alert")).toHaveText(
      "A nova senha deve ter pelo menos 8 caracteres",
    );
    await change(e2eAdmin.password, next, "outra-coisa");
    await expect(page.getByRole("alert")).toHaveText("A confirmação de senha não coincide");
    await change(e2eAdmin.password, next);
    await expect(page.getByText("Senha alterada com sucesso!")).toBeVisible();
    await expect(page.getByLabel("Senha Atual")).toHaveValue("");

    await otherPage.goto("/admin/posts");
    await expect(otherPage).toHaveURL(/\/admin\/login\?redirectTo=/);
    await signIn(otherPage, { refused: true });
    await expect(otherPage.getByRole("alert")).toContainText(
      "Nome de usuário ou senha incorretos.",
    );
    await signIn(otherPage, { password: next });
    await expect(otherPage).toHaveURL(/\/admin\/painel$/);

    // Back to the password every other test uses.
    await change(next, e2eAdmin.password);
    await expect(page.getByText("Senha alterada com sucesso!")).toBeVisible();
  } finally {
    await other.close();
  }
});
