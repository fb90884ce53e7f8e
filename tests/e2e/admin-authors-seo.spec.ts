import { png } from "../support/images";
import { expect, test } from "./fixtures";

// Authors and search fields with JavaScript on and off: a post signed by the second author, with a search
// description, as the public page shows it; /admin/autores; the admin's own navigation at
// 390 px. Each test leaves the sample posts and authors as it found them.

const PNG = Buffer.from(png());

test("a post signed by the second author, with a search description, shows both on its page", async ({
  page,
  asAdmin,
  checkA11y,
  javaScriptEnabled,
  removePostAfter,
}, testInfo) => {
  const title = `Autoria ${testInfo.project.name} ${Date.now()}`;
  removePostAfter(title);
  const description = `Descrição para buscadores do post ${testInfo.project.name}.`;
  await asAdmin();
  await page.goto("/admin/posts/new");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Resumo", exact: true }).fill("O resumo de sempre.");
  await page.getByRole("combobox", { name: "Categoria", exact: true }).selectOption("Dados");
  await page.getByRole("textbox", { name: "Conteúdo", exact: true }).fill("## Uma seção\n\nTexto.");
  const author = page.getByRole("combobox", { name: "Autor", exact: true });
  await expect(author.locator("option:checked")).toHaveText("Marcelo Arantes");
  await author.selectOption({ label: "Júlia Prates" });

  const seoDescription = page.getByRole("textbox", { name: "Descrição para buscadores" });
  await seoDescription.fill(description);
  if (javaScriptEnabled) {
    await expect(page.getByText(`${description.length} de 160 caracteres`)).toBeVisible();
  } else {
    await expect(page.getByText("Até 160 caracteres. Em branco, usa o resumo.")).toBeVisible();
  }
  await page
    .locator("#socialImageFile")
    .setInputFiles({ name: "social.png", mimeType: "image/png", buffer: PNG });
  if (javaScriptEnabled) {
    await expect(
      page.getByRole("img", { name: "Pré-visualização: Imagem para redes sociais" }),
    ).toBeVisible();
  }
  // A new post is a draft until 'Publicado' is chosen (ADR 0015).
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("Publicado");
  await checkA11y();
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Post criado com sucesso!")).toBeVisible();

  const slug = title.toLowerCase().replaceAll(" ", "-");
  await page.goto(`/blog/${slug}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/uploads\//);
  const box = page.getByRole("complementary", { name: "Sobre o autor" });
  await expect(box).toContainText("Júlia Prates");
  await expect(box).toContainText("Cuida do conteúdo do blog");
  await checkA11y();

  // Leave the blog as it was.
  await page.goto("/admin/posts");
  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("link", { name: /^Excluir/ })
    .click();
  const scope = javaScriptEnabled ? page.getByRole("dialog", { name: "Excluir Post" }) : page;
  await scope.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Post excluído com sucesso!")).toBeVisible();
});

test("an author is created, edited and deleted at /admin/autores", async ({
  page,
  asAdmin,
  checkA11y,
  javaScriptEnabled,
}, testInfo) => {
  const name = `Autora ${testInfo.project.name} ${Date.now()}`;
  await asAdmin();
  await page.goto("/admin/autores");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Autores");
  await checkA11y();
  await page.getByRole("link", { name: "Novo autor" }).click();
  await page.getByRole("textbox", { name: "Nome" }).fill(name);
  await page.getByRole("textbox", { name: "Cargo" }).fill("Consultora");
  await page.getByRole("textbox", { name: "Biografia curta" }).fill("Escreve sobre CRM.");
  await checkA11y();
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Autor criado com sucesso!")).toBeVisible();

  await page.getByRole("link", { name: `Editar ${name}` }).click();
  await page.getByRole("textbox", { name: "Cargo" }).fill("Gerente de CRM");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Autor atualizado com sucesso!")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Autores" }).getByRole("row", { name: new RegExp(name) }),
  ).toContainText("Gerente de CRM");

  await page.getByRole("link", { name: `Excluir ${name}` }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Excluir autor" });
    await expect(dialog).toContainText("Nenhum post é assinado por ele.");
    await dialog.getByRole("button", { name: "Excluir" }).click();
  } else {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Excluir autor");
    await page.getByRole("button", { name: "Excluir" }).click();
  }
  await expect(page.getByText("Autor excluído com sucesso!")).toBeVisible();
  await expect(page.getByRole("table", { name: "Autores" }).getByText(name)).toHaveCount(0);
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the admin's menu reaches every section, marks the current one, and the public header is gone", async ({
    page,
    asAdmin,
    checkA11y,
  }) => {
    // Six sections, each checked by axe (without JavaScript, in a second page): more than 30 s
    // on a busy machine.
    test.slow();
    await asAdmin();
    await page.goto("/admin/posts");
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Inscrição na newsletter" })).toHaveCount(0);
    const sections = [
      ["Painel", "/admin/painel", "Painel"],
      ["Materiais", "/admin/materiais", "Materiais"],
      ["Leads", "/admin/leads", "Leads"],
      ["Autores", "/admin/autores", "Autores"],
      ["Equipe", "/admin/equipe", "Equipe"],
      ["Minha conta", "/admin/settings", "Minha conta"],
      ["Posts", "/admin/posts", "Posts do Blog"],
    ] as const;
    for (const [label, path, heading] of sections) {
      await page.getByText("Menu", { exact: true }).click();
      const nav = page.getByRole("navigation", { name: "Painel administrativo" });
      await nav.getByRole("link", { name: new RegExp(`^${label}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await page.getByText("Menu", { exact: true }).click();
      await expect(nav.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await checkA11y();
      await page.getByText("Menu", { exact: true }).click();
    }
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("link", { name: "Ver site" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Painel administrativo" })).toHaveCount(0);
  });
});
